"""The throw-in window at a table: what each seat's console hears, taking moves back, and each
seat's copy of the record.

Until Mau Mau has its own lineup entry (another branch adds it with the hand zone), the fixture
lends it a minimal one (the describer and an empty board view); with the real entry present the
fixture changes nothing.
"""

from __future__ import annotations

import random

import pytest

from accessible_games import lineup
from accessible_games.ai.types import AIHooks
from accessible_games.engine.registry import normalize_name
from accessible_games.engine.types import UnknownGameError
from accessible_games.games.cards.mau_mau import evaluation
from accessible_games.games.cards.mau_mau.game import MauMauGame
from accessible_games.games.cards.mau_mau.rules import Play
from accessible_games.games.cards.mau_mau.throw_in import Decline, ThrowIn
from accessible_games.narration.games.mau_mau import MauMauDescriber
from accessible_games.narration.views import BoardView
from accessible_games.session.console import Console
from accessible_games.session.table import Seat, SeatKind, Table
from accessible_games.storage.records import HIDDEN_MOVE, Record, seat_copy

OPTIONS = {"deck": "double104", "throw_in": True}


@pytest.fixture
def registered(monkeypatch):
    try:
        lineup.entry("mau-mau")
        return
    except (UnknownGameError, KeyError):
        pass
    entry = lineup.Entry(MauMauGame, MauMauDescriber,
                         lambda game: BoardView(0, 0, [], lambda state, place: None, None),
                         AIHooks(evaluation.evaluate, evaluation.order_key), listed=False)
    monkeypatch.setitem(lineup._BY_ID, "mau-mau", entry)
    for name in (MauMauGame.id, *MauMauGame.aliases):
        monkeypatch.setitem(lineup.REGISTRY._by_name, normalize_name(name), MauMauGame)


def _play_out(seed: int, lang: str = "en") -> tuple[Table, list[Console], list[tuple]]:
    """Four people (the test chooses at random for each) play a whole game; every seat and a
    spectator listen. Returns the table, the consoles and, per move, what each console got."""
    table = Table(MauMauGame(OPTIONS), [Seat(SeatKind.HUMAN)] * 4, seed)
    consoles = [Console(table, viewer, lang) for viewer in (None, 0, 1, 2, 3)]
    rng = random.Random(seed)
    table.advance()
    for console in consoles:
        console.catch_up()
    told = []
    while not table.is_over:
        seat = table.state.to_move
        move = rng.choice(table.state.legal_moves())
        before = [len(c.heard) for c in consoles]
        table.submit(seat, move)
        said = [[m.text for m in c.catch_up(turn=False)] for c in consoles]
        told.append((seat, move, [len(c.heard) - b for c, b in zip(consoles, before)], said))
    return table, consoles, told


@pytest.mark.parametrize("lang,kept", [("en", "You keep the "), ("de", "Du behältst ")])
def test_a_kept_card_is_heard_by_its_keeper_alone(registered, lang, kept):
    declines = throws = 0
    for seed in (1, 2, 3, 4, 5):
        table, consoles, told = _play_out(seed, lang)
        for seat, move, heard, said in told:
            if isinstance(move, Decline):
                declines += 1
                for console, count, words in zip(consoles, heard, said, strict=True):
                    if console.viewer == seat:
                        assert any(w.startswith(kept) for w in words)
                    else:
                        assert count == 0 and not any(kept in w for w in words)
            elif isinstance(move, ThrowIn):
                throws += 1
                for words in said:
                    assert any(("out of turn" if lang == "en" else "außer der Reihe") in w
                               for w in words)
        # Every console heard each move it may know of, and nothing else.
        for console in consoles:
            others = sum(1 for seat, move, _, _ in told
                         if isinstance(move, Decline) and seat != console.viewer)
            assert len(console.heard) == len(table.history) - others
    assert declines >= 2 and throws >= 2  # the seeds exercise both answers


def test_taking_moves_back_forgets_exactly_what_was_heard(registered):
    table, consoles, _ = _play_out(1)
    while table.history:
        table.take_back()
    assert [len(c.heard) for c in consoles] == [0] * 5


def test_a_seats_copy_of_the_record_leaves_out_the_others_kept_cards(registered):
    table = Table(MauMauGame(OPTIONS), [Seat(SeatKind.HUMAN)] * 4, 1)
    rng = random.Random(1)
    table.advance()
    while not any(isinstance(t.move, Decline) for t in table.history[-1:]):
        table.submit(table.state.to_move, rng.choice(table.state.legal_moves()))
    keeper = table.history[-1].mover
    moves = [t.move.notation for t in table.history]
    record = Record("mau-mau", dict(OPTIONS), 1, [{"kind": "human"}] * 4, moves)
    for seat in range(4):
        copy = seat_copy(record, seat)
        if seat == keeper:
            assert copy.moves[-1] == "keep" and len(copy.moves) == len(moves)
        else:
            assert "keep" not in copy.moves[-1:] and len(copy.moves) == len(moves) - sum(
                1 for t in table.history if isinstance(t.move, Decline) and t.mover != seat)
            assert HIDDEN_MOVE in copy.moves  # others' dealt cards stay "?"


@pytest.mark.parametrize("asked", [SeatKind.COMPUTER, SeatKind.HUMAN])
def test_after_a_kept_card_the_next_player_hears_just_what_they_hear_without_one(registered,
                                                                                  asked):
    """Seat 3 plays the king of hearts; seat 1 holds the other and is asked; seat 0 (a person)
    comes next. Seat 1 keeps it. Seat 0's console says exactly what it says when seat 1 holds
    the king of spades instead and nobody is asked: the card, then whose turn it is, once."""
    from tests.games.cards.test_mau_mau_throw_in import position

    def heard_by_seat_0(seat_1: str) -> list[str]:
        state = position(["qh 8c 9d", f"{seat_1} 8d 9c", "ac ad as", "kh qc qd"], "xh", turn=3)
        seats = [Seat(SeatKind.HUMAN), Seat(asked), Seat(SeatKind.COMPUTER), Seat(SeatKind.HUMAN)]
        table = Table(state.game, seats, 1, state)
        console = Console(table, 0, "en")
        king = next(c for c in state.hands[3] if state.deck.rank(c).name == "KING")
        table.submit(3, Play(king))
        said = [m.text for m in console.catch_up()]
        if table.state.to_move == 1:
            assert console.observation.to_move == 0
            table.submit(1, Decline())
        said += [m.text for m in console.catch_up()]
        assert table.state.to_move == 0
        return said

    with_window = heard_by_seat_0("kh")
    assert with_window == heard_by_seat_0("ks")
    assert with_window[-1] == "Player 1 to move." or with_window[-1].startswith("Player 1")
    assert len(with_window) == 2
