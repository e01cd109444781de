"""Typed paths (Alquerque, the Halma family): squares typed together, and squares off the board.

The draughts games and Breakthrough read "c3d4" as c3 to d4; Alquerque and the Halma games
answered 'I cannot read "c2c3"'. A square off the board in a path ("b2-c9") was unreadable
text there too, where the other games say that the square is not on the board.
"""

from __future__ import annotations

import pytest

from accessible_games.engine.typed import path_names
from accessible_games.lineup import REGISTRY
from accessible_games.session.console import Console, Seat, SeatKind
from tests.consoles import seated


@pytest.mark.parametrize(("typed", "names"), [
    ("c2c3", ["c2", "c3"]),
    ("C1E3G5", ["c1", "e3", "g5"]),
    ("c1xc3 e3-e1", ["c1", "c3", "e3", "e1"]),
    ("a10b3", ["a10", "b3"]),
    ("pass", ["pass"]),
    ("huff c3", ["huff", "c3"]),
])
def test_a_path_is_read_into_its_square_names(typed, names):
    assert path_names(typed) == names


@pytest.mark.parametrize(("game_id", "typed", "said"), [
    ("alquerque", "c2c3", "You move from c2 to c3."),
    ("halma-dame", "b2c3", "You move from b2 to c3."),
    ("eckdame", "a3a4", "You move from a3 to a4."),
])
def test_squares_typed_together_make_the_move(game_id, typed, said):
    console = seated(game_id, "en")
    assert console.handle_line(typed)[0].text == said


@pytest.mark.parametrize(("game_id", "lang", "typed", "said"), [
    ("alquerque", "en", "c2-c6", "c6 is not on the board, which goes from a1 to e5."),
    ("halma-dame", "de", "b2-c9", "Ein Feld c9 gibt es nicht; das Brett reicht von a1 bis h8."),
    ("raeuber-und-gendarm", "en", "Z9", "z9 is not on the board, which goes from a1 to h8."),
    ("blockade", "en", "d4 e55", "e55 is not on the board, which goes from a1 to h8."),
    ("tablut", "de", "e1-e10", "Ein Feld e10 gibt es nicht; das Brett reicht von a1 bis i9."),
    ("gomoku", "en", "p3", "p3 is not on the board, which goes from a1 to o15."),
    ("reversi", "de", "j9", "Ein Feld j9 gibt es nicht; das Brett reicht von a1 bis h8."),
    ("breakthrough", "en", "a2-a9", "a9 is not on the board, which goes from a1 to h8."),
])
def test_a_square_off_the_board_is_named_with_the_boards_range(game_id, lang, typed, said):
    """Blockade said "That square is not on the board." to "d4 e55": which square, and
    which squares there are, were left to guess (Gomoku alone named its range)."""
    console = seated(game_id, lang)
    assert [m.text for m in console.handle_line(typed)] == [said]



@pytest.mark.parametrize(("game_id", "lang", "typed", "said"), [
    ("eckdame", "de", "a3a4", "Du ziehst von a3 nach a4."),
    ("halma-dame", "de", "b2c3", "Du ziehst von b2 nach c3."),
])
def test_the_players_own_halma_move_is_told_to_them(game_id, lang, typed, said):
    """The Halma family told the person who moved "Schwarz Stein b2 nach c3.", as if
    somebody else had moved, where every other game says "Du ziehst ..." (Alquerque since
    this stop)."""
    assert seated(game_id, lang).handle_line(typed)[0].text == said


HOP = "8/8/8/8/4W3/3B4/8/8 b 0 0"
"""Eckdame: Black's stone on d3 can hop over White's on e4 to f5."""
BLOCKED = "8/8/8/8/8/WWW5/WWW5/BWW5 b 0 0"
"""Eckdame: Black's only stone, on a1, walled in: Black can only pass."""


@pytest.mark.parametrize(("position", "lang", "typed", "said"), [
    (HOP, "en", "d3f5", "You hop from d3 over e4 to f5."),
    (HOP, "de", "d3f5", "Du springst von d3 über e4 nach f5."),
    (BLOCKED, "en", "pass", "You cannot move and pass."),
    (BLOCKED, "de", "pass", "Du kannst nicht ziehen und passt."),
])
def test_the_players_own_hop_and_pass_are_told_to_them(position, lang, typed, said):
    """The hop and the pass have their second-person sentences too ("halma.move.hop.you",
    "halma.move.pass.you"), told to the person at the keyboard playing against the computer."""
    game = REGISTRY.create("eckdame")
    console = Console.local(game, [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)],
                            lang=lang, state=game.parse_position(position))
    assert console.handle_line(typed)[0].text == said
