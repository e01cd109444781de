"""A place typed alone where a move needs two: the game says where that piece may go, or that
nothing stands there and which moves end there; nothing is played, unless only one move
ends there: then that move is played."""

from __future__ import annotations

import pytest

from accessible_games.lineup import REGISTRY
from accessible_games.session.commands import Command, CommandKind
from accessible_games.session.console import Console
from accessible_games.session.table import Seat, SeatKind
from tests.consoles import people_at


def answers(game_id: str, lang: str, text: str) -> tuple[list[str], bool]:
    """What the first player hears after typing ``text``, and whether a move was made."""
    game = REGISTRY.create(game_id)
    console = Console.local(game, [Seat(SeatKind.HUMAN)] * game.num_players, lang=lang)
    before = console.state.key()
    said = [m.text for m in console.handle(Command(CommandKind.MOVE, text))]
    return said, console.state.key() != before


@pytest.mark.parametrize(("game_id", "lang", "text", "expected"), [
    ("checkers", "en", "e3", "Type where the man on e3 should go: to d4 or f4."),
    ("checkers", "en", "b4", "There is no piece on b4. 2 moves go there: a3 to b4 or c3 to b4."),
    ("checkers", "en", "e5", "There is no piece on e5."),
    ("checkers", "de", "e3",
     "Tippe, wohin der Stein auf e3 ziehen soll: nach d4 oder f4."),
    ("checkers", "de", "b4",
     "Auf b4 steht kein Stein. Dorthin führen 2 Züge: a3 nach b4 oder c3 nach b4."),
    ("international-draughts", "en", "28",
     "There is no piece on 28. 2 moves go there: 32 to 28 or 33 to 28."),
    # A stone that can only hop: its hops are a sentence too ("...should go: hops to c3").
    ("halma-dame", "en", "e1", "Type where the stone on e1 should go: it hops to c3 or g3."),
    ("halma-dame", "de", "e1", "Tippe, wohin der Stein auf e1 ziehen soll: Er springt nach c3 "
     "oder g3."),
    ("breakthrough", "en", "a3",
     "There is no piece on a3. 2 moves go there: a2 to a3 or b2 to a3."),
    ("tablut", "de", "b4",
     "Auf b4 steht kein Stein. Dorthin führen 2 Züge: a4 nach b4 oder b5 nach b4."),
])
def test_a_place_alone_is_answered_with_the_moves_that_start_or_end_there(
        game_id, lang, text, expected):
    said, moved = answers(game_id, lang, text)
    assert said == [expected]
    assert not moved


def test_a_game_whose_moves_are_one_place_still_plays_it():
    said, moved = answers("reversi", "en", "d3")
    assert moved and said[0].startswith("Black plays d3")


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "The wolf moves from h8 to g7."), ("de", "Der Wolf zieht von h8 nach g7."),
])
def test_a_place_only_one_move_reaches_plays_that_move(lang, expected):
    # The wolf on h8 has one step, to g7: typing the target alone plays it, as a destination
    # alone names a move in chess notation. Where two moves end (checkers b4 above), or a move
    # starts, nothing is played.
    game = REGISTRY.create("wolf-und-schafe")
    console = Console.local(game, [Seat(SeatKind.HUMAN)] * 2, lang=lang)
    console.handle(Command(CommandKind.MOVE, "a1-b2"))
    said = [m.text for m in console.handle(Command(CommandKind.MOVE, "g7"))]
    assert said[0] == expected
    assert console.state.to_move == 0


@pytest.mark.parametrize(("game_id", "position", "lang", "text", "expected"), [
    # The piece that must capture, typed alone: where it goes, not "Capture is mandatory";
    # its captures are a sentence after the colon ("...should go: takes d4" had no subject).
    ("checkers", "B:W14,15,19,22:B10,11", "en", "c3",
     "Type where the man on c3 should go: it takes d4 and f6 by way of e5 and lands on g7."),
    ("checkers", "B:W14,15,19,22:B10,11", "de", "c3",
     "Tippe, wohin der Stein auf c3 ziehen soll: Er schlägt d4 und f6 und landet über e5 auf "
     "g7."),
    # Two captures, and a king: "sie" for "die Dame".
    ("checkers", "B:W18,19:B15", "en", "d4",
     "Type where the man on d4 should go: it takes c5 and lands on b6 or takes e5 and lands "
     "on f6."),
    ("checkers", "B:W18,19:BK15", "de", "d4",
     "Tippe, wohin die Dame auf d4 ziehen soll: Sie schlägt c5 und landet auf b6 oder schlägt "
     "e5 und landet auf f6."),
    # Majority rule: the piece whose capture takes the most, typed alone.
    ("international-draughts", "W:We5,K46:BKd6,f6,h8,1", "en", "28",
     "Type where the man on 28 should go: it takes 23 and 14 by way of 19 and lands on 10."),
    # A piece that may not capture, typed alone, is still refused with the rule.
    ("international-draughts", "W:We5,K46:BKd6,f6,h8,1", "en", "46",
     "You must take the most pieces, here 2: 28 takes 23 and 14 by way of 19 and lands on "
     "10."),
])
def test_a_piece_that_must_capture_typed_alone_is_told_where_it_goes(
        game_id, position, lang, text, expected):
    console = people_at(game_id, position, lang)
    before = console.state.key()
    said = [m.text for m in console.handle(Command(CommandKind.MOVE, text))]
    assert said == [expected]
    assert console.state.key() == before
