"""Rakado in a session: the die is rolled for the player, undo keeps the roll, bad input is
answered with one sentence, the computer plays both parties."""

from __future__ import annotations

import random
import re

import pytest

from accessible_games.engine import TurnKind
from accessible_games.lineup import REGISTRY
from accessible_games.session.console import Console, Seat, SeatKind


def texts(messages) -> list[str]:
    """What is said: a long answer's braille lines after its first say nothing."""
    return [m.text for m in messages if m.text]


def test_opening_rolls_and_undo_keeps_the_roll():
    s = Console.local(REGISTRY.create("rakado"), [Seat(SeatKind.HUMAN)] * 2, seed=4)
    opening = texts(s.opening())
    assert any("rolled" in line for line in opening)
    assert s.state.turn_kind is TurnKind.PLAYER and s.state.to_move == 0
    before = (s.state.key(), s.state.roll)
    move = s.state.legal_moves()[0]
    out = texts(s.handle_line(move.notation))
    assert out[0].startswith("White moves")
    assert s.state.key() != before[0]
    undone = texts(s.handle_line("undo"))
    assert (s.state.key(), s.state.roll) == before
    assert undone[-1] == f"White, your move with {before[1]}."


def test_bad_input_gets_one_sentence():
    s = Console.local(REGISTRY.create("rakado"), [Seat(SeatKind.HUMAN)] * 2, seed=4)
    s.opening()
    for line in ("z9-z1", "a1-a17", "hello there", "roll 6", "p16-p10"):
        out = s.handle_line(line)
        assert out and all(m.text.strip() for m in out), line
    assert s.state.turn_kind is TurnKind.PLAYER


def test_computers_play_the_party_game():
    game = REGISTRY.create("rakado-teams")
    s = Console.local(game, [Seat(SeatKind.COMPUTER, 1)] * 4, seed=2)
    s.opening()
    seen = set()
    for _ in range(12):
        if s.is_over:
            break
        seen.add(s.state.to_move)
        assert texts(s.computer_move())
    assert seen == {0, 1, 2, 3}


def test_a_partner_s_piece_is_not_called_the_opponent_s():
    """In the game for four, Yellow is White's partner: moving Yellow's piece is refused as
    "not yours" in both languages (German used to say it belongs to the opponent), and the
    player hears their own colour, as Breakthrough's "your side is White" says it."""
    seats = [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3
    said = {"en": "The piece on i1 is not yours; you play White.",
            "de": "Die Figur auf i1 gehört nicht dir; du spielst Weiß."}
    for lang, text in said.items():
        s = Console.local(REGISTRY.create("rakado-teams"), seats, lang=lang, seed=4)
        s.opening()
        assert s.describer.player(2) in texts(s.handle_line("where i1"))[0].title()
        assert texts(s.handle_line("i1-i3")) == [text]


def test_undo_counts_the_players_moves_not_the_rolls():
    """White moves after a 6, rolls again and moves once more; Black answers. Undo goes back
    to White's second move, keeping its roll: two moves and two rolls; it used to say four,
    then "2 moves taken back.", which named neither; now it names both moves."""
    said = {"en": "Taken back: your move (b1 to b2) and Black's move (b16 to b11). "
                  "The last move now: You move from a1 to a7. You roll again.",
            "de": "Zurückgenommen: dein Zug (b1 nach b2) und der Zug von Schwarz (b16 nach "
                  "b11). Der letzte Zug ist jetzt: "}  # a line each
    for lang, text in said.items():
        s = Console.local(REGISTRY.create("rakado"),
                          [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)], lang=lang, seed=11)
        s.opening()
        while not s.computer_to_move():
            s.handle_line(s.observation.legal_moves[0].notation)
        while s.computer_to_move():
            s.computer_move()
        movers = [turn.mover for turn in s.table.history]
        assert movers.count(-1) == 4 and movers.count(0) == 2 and movers.count(1) == 1
        answer = s.handle_line("undo" if lang == "en" else "rückgängig")
        taken, stands = texts(answer)[:2]
        assert f"{taken} {stands}".startswith(text)
        assert answer[0].brief == {"en": "Back: you b1-b2, Black b16-b11.",
                                   "de": "Zurück: du b1-b2, Schwarz b16-b11."}[lang]
        assert [turn.mover for turn in s.table.history] == movers[:3]  # the roll stays


def test_pieces_opponent_names_every_opponent():
    """In the game for four both opponents are read, one line each (Red used to be left out);
    with three players on the star, both others."""
    seats = [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3
    s = Console.local(REGISTRY.create("rakado-teams"), seats, seed=4)
    s.opening()
    said = texts(s.handle_line("pieces opponent"))
    assert [line.split(":")[0] for line in said] == ["Black", "Red"]
    star = Console.local(REGISTRY.create("rakado", {"board": "star", "players": 3}),
                         seats[:3], lang="de", seed=4)
    star.opening()
    said = texts(star.handle_line("steine gegner"))
    assert [line.split(":")[0] for line in said] == ["Schwarz", "Gelb"]


@pytest.mark.parametrize(("lang", "words", "said"), [
    ("en", ("resign", "yes"), "Game over: Black wins (resignation)."),
    ("en", ("draw", "yes", "yes"), "Game over: a draw (agreement)."),
    ("de", ("aufgeben", "ja"), "Partie beendet: Schwarz gewinnt (Aufgabe)."),
    ("de", ("remis", "ja", "ja"), "Partie beendet: unentschieden (Einigung)."),
])
def test_a_game_resigned_or_agreed_drawn_counts_no_pieces_it_did_not_count(lang, words, said):
    """A play-tester resigned and heard "Schwarz gewinnt mit 0 Figuren im Ziel gegen 0." with
    pieces home on both sides: a resignation or an agreed draw counts nothing."""
    from tests.games.rakado.helpers import position

    state = position({"a16": "a", "b16": "a", "f5": "a", "h12": "b", "a1": "b"}, "a")
    console = Console.local(state.game, [Seat(SeatKind.HUMAN)] * 2, lang=lang, seed=1,
                            state=state)
    console.opening()
    for word in words:
        answer = [m.text for m in console.handle_line(word)]
    assert answer[0] == said


@pytest.mark.parametrize(("lang", "own", "other"), [
    ("en", "White rolled", "Black rolled"), ("de", "Weiß hat", "Schwarz hat"),
])
def test_since_tells_another_person_s_roll_about_them_at_a_hot_seat(lang, own, other):
    """Two people at one keyboard: the die rolled for Black is said by name, before "Black,
    your move" ("Black rolled 3 ..."; "You rolled" would not yet say who); White asking what
    happened since their move hears it about Black, and their own roll by name too, as it
    was said ("You rolled" retold a roll to whoever asked, in the tutorial Black's to the
    pupil)."""
    s = Console.local(REGISTRY.create("rakado"), [Seat(SeatKind.HUMAN)] * 2, lang=lang, seed=4)
    s.opening()
    for _ in range(2):  # White moves, then Black
        s.handle_line(s.state.legal_moves()[0].notation)
    assert s.state.to_move == 0
    since = texts(s.handle_line("since" if lang == "en" else "seit"))
    black_roll, black_move, white_roll = since[0], since[1], since[-1]
    assert black_roll.startswith(other), since
    assert black_move.startswith("Black moves" if lang == "en" else "Schwarz zieht"), since
    assert white_roll.startswith(own), since
    assert s.heard[-3].message.text.startswith(other)  # first said by name, to everyone


def _first_turns(game):
    """Each seat's first turn to move, in seat order of first appearance."""
    rng = random.Random(1)
    state = game.new_state(rng)
    turns = {}
    while len(turns) < game.num_players and state.turn_kind is not TurnKind.TERMINAL:
        if state.turn_kind is TurnKind.PLAYER:
            turns.setdefault(state.to_move, state.copy())
        state.apply(state.sample_chance(rng) if state.turn_kind is TurnKind.CHANCE
                    else state.legal_moves()[0])
    return turns


def _examples(text: str) -> list[str]:
    """The typed moves in ``text``: "a1-a5", "c3xe5"."""
    return re.findall(r"\b[a-q]\d{1,2}[-x][a-q]\d{1,2}\b", text)


BOARDS = [("rakado", {}), ("rakado-teams", {}), ("rakado", {"board": "star"}),
          ("rakado", {"board": "star", "players": 3})]


@pytest.mark.parametrize(("game_id", "options"), BOARDS)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_an_unreadable_line_gives_each_side_an_example_of_its_own_direction(
        game_id, options, lang):
    """North was told 'such as a1-a5 (for a capture, say, c3xe5 ...)', moves South's pieces
    up the board that North's cannot make; each seat's examples, spoken and brailled, now
    go along its own lines forward (North's a16-a12), and a plain move where a piece moves."""
    game = REGISTRY.create(game_id, options)
    geometry = game.geometry
    for seat, state in _first_turns(game).items():
        console = Console.local(game, [Seat(SeatKind.HUMAN)] * game.num_players, lang=lang,
                                state=state)
        answer, = console.handle_line("qwqw")
        said, shown = _examples(answer.text), _examples(answer.short)
        assert said and shown and set(shown) <= set(said), (seat, answer.text, answer.short)
        side = geometry.side(seat)
        for example in said:
            start, end = state.parse_parts(example)
            rays = [ray for ray in geometry.rays[side][start] if end in ray.squares]
            assert rays, (seat, example)
            assert "x" in example or any(ray.moves for ray in rays), (seat, example)
