"""Line readings and threats (the data behind the Gomoku queries), on hand-made positions."""

from __future__ import annotations

from accessible_games.games.gomoku import GomokuGame
from accessible_games.games.gomoku.board import Axis
from accessible_games.games.gomoku.lines import (
    ThreatKind,
    find_threats,
    read_lines,
    threats_through,
)
from tests.games.gomoku.test_rules import position, sq

# Black: f8 g8 h8 (an open three: e8 or i8 makes an open four; d8 and j8 are empty too) and
# l9 l10 l11 l12 (a four on the l file: l8 completes it; l13 is White, so only l8).
# White: h13, b2 c3 d4 e5 on the rising diagonal with a1 empty and f6 empty (an open four:
# a1 or f6 makes five; a1 is at the edge but a five needs no open end in the standard game).
THREATS = position({
    13: "...........O...",
    12: "...........X...",
    11: "...........X...",
    10: "...........X...",
    9: "...........X...",
    8: ".....XXX.......",
    5: "....O..........",
    4: "...O...........",
    3: "..O............",
    2: ".O.............",
}, "O")


def test_threats_of_both_sides():
    state = GomokuGame().parse_position(THREATS)
    black = find_threats(state, 0)
    assert [(t.kind, t.axis) for t in black] == [
        (ThreatKind.FOUR, Axis.VERTICAL), (ThreatKind.OPEN_THREE, Axis.HORIZONTAL)]
    assert black[0].gains == (sq("l8"),)
    assert black[1].stones == (sq("f8"), sq("g8"), sq("h8"))
    assert black[1].gains == (sq("e8"), sq("i8"))
    white = find_threats(state, 1)
    assert [(t.kind, t.gains) for t in white] == [
        (ThreatKind.OPEN_FOUR, (sq("a1"), sq("f6")))]


def test_gomoku_plus_changes_what_a_four_is():
    # With only open fives winning, a1 no longer completes White's line (a five against the
    # edge), so White's open four is a plain four completed on f6 alone.
    state = GomokuGame({"open_five": True}).parse_position(THREATS)
    white = find_threats(state, 1)
    assert [(t.kind, t.gains) for t in white] == [(ThreatKind.FOUR, (sq("f6"),))]


def test_threats_through_a_square_and_line_readings():
    state = GomokuGame().parse_position(THREATS)
    through = threats_through(state, sq("h8"), 0)
    assert [t.kind for t in through] == [ThreatKind.OPEN_THREE]
    assert [t.kind for t in threats_through(state, sq("l8"), 0)] == [ThreatKind.FOUR]
    readings = {r.axis: r for r in read_lines(state, sq("h8"))}
    horizontal = readings[Axis.HORIZONTAL]
    assert horizontal.cells[0][0] == sq("d8") and horizontal.cells[-1][0] == sq("l8")
    assert horizontal.longest == (3, 0)
    assert readings[Axis.VERTICAL].longest == (1, 0)
    assert readings[Axis.DIAGONAL].longest == (1, 2)  # White d4 and e5 on d4-l12
    falling = readings[Axis.ANTI_DIAGONAL]
    assert falling.cells[0][0] == sq("d12") and falling.cells[-1][0] == sq("l4")
