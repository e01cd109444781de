"""Reading Gomoku lines for the player: runs through a square and threats on the board.

These are data for the narration's queries (the words live in ``narration/games/gomoku.py``):

* :func:`read_lines` reads the four lines through a square, up to four squares to each side
  (every five that could include the square lies in that stretch), with the longest run of
  each colour in it.
* :func:`find_threats` lists a player's fours (one move from a winning five), open fours (two
  different squares complete them, so they cannot both be blocked) and open threes (one move
  from an open four). All follow the game's winning rule: with the default rule a four whose
  completion would make six is no four; with Gomoku+ only completions to an open five count.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from accessible_games.engine.types import Location, Player
from accessible_games.games.gomoku.board import AXES, WINDOW, Axis

if TYPE_CHECKING:
    from accessible_games.games.gomoku.game import GomokuState

REACH = WINDOW - 1
"""Squares read on each side of the square in :func:`read_lines`."""


@dataclass(frozen=True, slots=True)
class LineReading:
    """One of the four lines through a square, as far as it matters for fives there."""

    axis: Axis
    """The direction of the line."""
    cells: tuple[tuple[Location, Player | None], ...]
    """(square, owner or None) from the left (or lower) end to the right (or upper) end."""
    longest: tuple[int, int]
    """The longest unbroken run of Black and of White stones among ``cells``."""


class ThreatKind(Enum):
    """What a threat is worth."""

    OPEN_FOUR = "open_four"
    """Four stones that two different squares complete to a win: it cannot be stopped."""
    FOUR = "four"
    """Four stones that one square completes to a win: the opponent must block it."""
    OPEN_THREE = "open_three"
    """Three stones that one more stone makes an open four."""


@dataclass(frozen=True, slots=True)
class Threat:
    """A threat of one player along one axis."""

    kind: ThreatKind
    """Open four, four or open three."""
    player: Player
    """Whose stones they are."""
    axis: Axis
    """The direction of the line."""
    stones: tuple[Location, ...]
    """The stones that form it, in line order."""
    gains: tuple[Location, ...]
    """The empty squares that complete it (to five, or for a three to an open four)."""


def _reading_order(line: tuple[Location, ...], axis: Axis) -> tuple[Location, ...]:
    """Lines are read left to right; the anti-diagonal runs right to left in axis order."""
    return tuple(reversed(line)) if axis is Axis.ANTI_DIAGONAL else line


def read_lines(state: GomokuState, square: Location) -> tuple[LineReading, ...]:
    """The four lines through ``square``, each up to four squares to both sides."""
    readings = []
    for axis in AXES:
        line = state.geo.line(square, axis)
        at = line.index(square)
        stretch = _reading_order(line[max(0, at - REACH): at + REACH + 1], axis)
        cells = tuple((s, state.cell(s)) for s in stretch)
        longest = [0, 0]
        run_owner: Player | None = None
        run = 0
        for _, owner in cells:
            run = run + 1 if owner is not None and owner == run_owner else 1
            run_owner = owner
            if owner is not None:
                longest[owner] = max(longest[owner], run)
        readings.append(LineReading(axis, cells, (longest[0], longest[1])))
    return tuple(readings)


def _completes(state: GomokuState, values: list[int], index: int, player: Player) -> bool:
    """True when a stone of ``player`` at ``values[index]`` makes a winning line in ``values``."""
    own = player + 1
    start = index
    while start > 0 and values[start - 1] == own:
        start -= 1
    end = index
    while end + 1 < len(values) and values[end + 1] == own:
        end += 1
    length = end - start + 1
    before_open = start > 0 and values[start - 1] == 0
    after_open = end + 1 < len(values) and values[end + 1] == 0
    return state.game.wins(length, before_open, after_open)


def _fours(
    state: GomokuState, values: list[int], player: Player
) -> dict[tuple[int, ...], set[int]]:
    """Four-stone groups on a line (indices) with the indices that complete them to a win."""
    own = player + 1
    groups: dict[tuple[int, ...], set[int]] = {}
    for start in range(len(values) - WINDOW + 1):
        window = values[start: start + WINDOW]
        if window.count(own) != WINDOW - 1 or window.count(0) != 1:
            continue
        gap = start + window.index(0)
        values[gap] = own
        wins = _completes(state, values, gap, player)
        values[gap] = 0
        if wins:
            stones = tuple(i for i in range(start, start + WINDOW) if i != gap)
            groups.setdefault(stones, set()).add(gap)
    return groups


def _line_threats(
    state: GomokuState, line: tuple[Location, ...], axis: Axis, player: Player
) -> list[Threat]:
    """``player``'s threats on one whole line (squares in reading order)."""
    if len(line) < WINDOW:
        return []
    found: list[Threat] = []
    values = [state.cells[s] for s in line]
    fours = _fours(state, values, player)
    for stones, gains in fours.items():
        kind = ThreatKind.OPEN_FOUR if len(gains) >= 2 else ThreatKind.FOUR
        found.append(Threat(kind, player, axis, tuple(line[i] for i in stones),
                            tuple(line[i] for i in sorted(gains))))
    threes: dict[tuple[int, ...], set[int]] = {}
    for index, value in enumerate(values):
        if value:
            continue
        values[index] = player + 1
        for stones, gains in _fours(state, values, player).items():
            if index in stones and len(gains) >= 2:
                three = tuple(i for i in stones if i != index)
                if any(set(three) <= set(four) for four in fours):
                    continue  # already part of a four
                threes.setdefault(three, set()).add(index)
        values[index] = 0
    for stones, gains in threes.items():
        found.append(Threat(ThreatKind.OPEN_THREE, player, axis,
                            tuple(line[i] for i in stones),
                            tuple(line[i] for i in sorted(gains))))
    return found


_ORDER = {ThreatKind.OPEN_FOUR: 0, ThreatKind.FOUR: 1, ThreatKind.OPEN_THREE: 2}


def find_threats(state: GomokuState, player: Player) -> list[Threat]:
    """``player``'s open fours, fours and open threes on the whole board, strongest first."""
    found: list[Threat] = []
    geo = state.geo
    for axis_index, axis in enumerate(AXES):
        for square in range(geo.squares):
            if geo.rays[square][axis_index][1]:
                continue  # each line once, from its first square
            line = _reading_order(geo.line(square, axis), axis)
            found.extend(_line_threats(state, line, axis, player))
    found.sort(key=lambda t: (_ORDER[t.kind], min(t.stones)))
    return found


def threats_through(state: GomokuState, square: Location, player: Player) -> list[Threat]:
    """``player``'s threats on the four lines through ``square`` that involve that square."""
    found: list[Threat] = []
    for axis in AXES:
        line = _reading_order(state.geo.line(square, axis), axis)
        for threat in _line_threats(state, line, axis, player):
            if square in threat.stones or square in threat.gains:
                found.append(threat)
    found.sort(key=lambda t: (_ORDER[t.kind], min(t.stones)))
    return found
