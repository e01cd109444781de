"""Team draw at a Table: chance from the seed and move number, undo, resume, the computer's
knowledge, and what each seat hears."""

from __future__ import annotations

import random

import pytest

from accessible_games.ai import information
from accessible_games.engine.types import CHANCE
from accessible_games.games.teamdraw.game import PLAY, ROLL, UNKNOWN, TeamDrawGame, TeamDrawMove
from accessible_games.session.console import Console
from accessible_games.session.table import Seat, SeatKind, Table, UndoRefused

HUMAN, COMPUTER = Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 3)
ROLL_MOVE, PLAY_MOVE = TeamDrawMove(False, ROLL), TeamDrawMove(False, PLAY)


def table(seed: int = 4, seats=(HUMAN, COMPUTER, COMPUTER, COMPUTER)) -> Table:
    t = Table(TeamDrawGame(), seats, seed)
    t.advance()  # the deal
    return t


def test_the_deal_is_drawn_by_the_table_and_recorded():
    t = table()
    assert [turn.mover for turn in t.history] == [CHANCE] * 4
    assert [turn.audience for turn in t.history] == [frozenset({s}) for s in range(4)]
    assert t.to_move() == 0


def test_undo_after_a_roll_gives_the_same_roll_back():
    t = table()
    t.submit(0, ROLL_MOVE)
    first = t.history[-1].move
    assert t.history[-1].mover == CHANCE
    assert t.undo_refusal(0) is None
    t.undo(0)
    assert t.to_move() == 0 and len(t.history) == 4
    t.submit(0, ROLL_MOVE)
    assert t.history[-1].move == first


def test_rolls_differ_by_move_number_and_seed_not_by_call_order():
    faces = set()
    for seed in range(12):
        t = table(seed)
        t.submit(0, ROLL_MOVE)
        faces.add(t.history[-1].move.value)
    assert len(faces) > 2


def test_no_undo_past_a_shown_card_or_with_other_people():
    t = table()
    t.submit(0, PLAY_MOVE)
    assert t.undo_refusal(0) is UndoRefused.REVEALED
    people = table(seats=(HUMAN, HUMAN, COMPUTER, COMPUTER))
    people.submit(0, ROLL_MOVE)
    assert people.undo_refusal(0) is UndoRefused.PEOPLE


def test_a_replayed_record_continues_with_the_dice_of_the_uninterrupted_game():
    whole = table(seed=8, seats=(HUMAN,) * 4)
    for seat in range(4):
        whole.submit(seat, ROLL_MOVE)
    moves = [turn.move for turn in whole.history]
    # Stop after two players, rebuild from the recorded moves (as resume does), go on.
    resumed = Table(TeamDrawGame(), (HUMAN,) * 4, seed=8)
    resumed.replay(moves[:8])
    for seat in (2, 3):
        resumed.submit(seat, ROLL_MOVE)
    assert [t.move for t in resumed.history] == moves


def test_the_computer_searches_only_what_its_seat_knows(monkeypatch):
    """Every position the computer's search sees is its own observation's view or a sample
    drawn from it: other seats' cards are UNKNOWN in what it is handed, and the samples do
    not follow the true cards more often than chance."""
    handed: list[list[int | None]] = []
    searched: list[list[int | None]] = []
    real_choose = information.choose_move

    def spy(state, *args, **kwargs):
        searched.append(list(state.hands))
        return real_choose(state, *args, **kwargs)

    monkeypatch.setattr(information, "choose_move", spy)
    matches = samples = 0
    for seed in range(20):
        t = Table(TeamDrawGame(), (COMPUTER,) * 4, seed)
        t.advance()
        truth = list(t.state.hands)
        job = t.prepare_computer()
        assert job is not None
        handed.append(list(job.observation.view.hands))
        before = len(searched)
        job.think()
        for hands in searched[before:]:
            samples += 1
            matches += hands[1:] == truth[1:]
    assert all(h[0] is not None and h[1:] == [UNKNOWN] * 3 for h in handed)
    # Three unseen cards drawn from five: one chance in sixty to match them all.
    assert samples > 100 and matches < samples / 10


def test_each_console_hears_only_its_own_card():
    t = Table(TeamDrawGame(), (HUMAN,) * 4, seed=5)
    consoles = [Console(t, seat) for seat in range(4)]
    spectator = Console(t, None)
    t.advance()
    cards = list(t.state.hands)
    for seat, console in enumerate(consoles):
        text = " ".join(h.message.text for h in console.heard)
        own = f"receives the {cards[seat]}."
        assert own in text
        for other in range(4):
            if other != seat:
                assert f"the {cards[other]}" not in text
    assert all("receives a card" in h.message.text for h in spectator.heard)


@pytest.mark.parametrize("seed", range(30))
def test_no_message_for_one_seat_names_another_seats_hidden_card(seed):
    """Random play with queries, in speech and braille: a seat hears or reads another's card
    only after it was played."""
    rng = random.Random(seed)
    t = Table(TeamDrawGame(), (HUMAN,) * 4, seed)
    consoles = {seat: Console(t, seat, rng.choice(["en", "de"])) for seat in range(4)}
    said = {seat: [] for seat in consoles}
    def both(messages):
        # What is spoken and what is brailled (the brief form).
        return [form for m in messages for form in (m.text, m.short)]

    for seat, console in consoles.items():
        said[seat] += both(console.opening())
    while not t.is_over:
        mover = t.to_move()
        console = consoles[mover]
        for word in ("board", "status", "last", "since", "moves", "help", "zone", "right"):
            said[mover] += both(console.handle_line(word))
        said[mover] += both(console.handle_line(rng.choice(["play", "roll"])))
        for seat, other in consoles.items():
            said[seat] += both(other.catch_up())
    hands = t.state.hands
    shown = {turn.events[0].player for turn in t.history
             if type(turn.events[0]).__name__ == "CardPlayed"}
    for seat, lines in said.items():
        text = " ".join(lines)
        for other, card in enumerate(hands):
            if other == seat or other in shown:
                continue
            for phrase in (f"receives the {card}.", f"holds the {card}.",
                           f"bekommt die {card}.", f"hält die {card}."):
                assert phrase not in text, (seat, other, phrase)


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Cards on the table do not move: you can play the card or roll the die."),
    ("de", "Karten auf dem Tisch ziehen nicht: Du kannst die Karte spielen oder würfeln."),
])
def test_choosing_a_card_on_the_table_says_what_to_do_instead(lang, said):
    """Enter on a seat's card said "The piece on North's card is stuck; you can play play the
    card or roll the die.": a piece the game does not have, and "play" twice."""
    from accessible_games.session.commands import Command, CommandKind
    from tests.consoles import seated

    answer, = seated("team-draw", lang, 3).handle(Command(CommandKind.SELECT))
    assert answer.text == said
