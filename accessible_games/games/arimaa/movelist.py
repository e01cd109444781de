"""Arimaa game records in the official move-list form (pure, no I/O)::

    1g Ra1 Rb1 Rc1 Md1 Ee1 Rf1 Rg1 Rh1 Ra2 Hb2 Cc2 Dd2 De2 Cf2 Hg2 Rh2
    1s ra7 rb7 rc7 dd7 de7 cf7 hg7 rh7 ra8 hb8 cc8 md8 ee8 rf8 rg8 rh8
    2g Ed2n Ed3n Ee4n rc3x
    2s ed7s ed6s
    3g

One line per turn: the turn number and the side (``g``/``s``; the old ``w``/``b`` are read
too), then the steps (``Ed2n``) with trap removals after the step that caused them (``rc3x``).
Turn 1 places the pieces. A turn of fewer than four steps simply lists fewer steps; the
label of the next turn on a line of its own says that the last listed turn is complete, so a
game saved in the middle of a turn is written without it.

Reading: the placement lines decide the start. The quick setup is the game with
``setup=quick``; any other arrangement of the full armies on their home ranks is the game with
``setup=arrange`` and the swaps that make it (so the moves after a round trip can differ from
the swaps typed, the position does not); other placements (an edited position) become a start
position. Each turn's steps are grouped into our actions (step, push, pull) by trying the legal
actions in order, and every turn but the last listed one is ended (``end``) when it has fewer
than four steps. A last listed turn that is not complete is ended too when ending it finishes
the game (a goal), as in files of finished games from other programs. Removal tokens are
checked for their form only; the engine removes the pieces itself.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from accessible_games.engine.grid import algebraic, parse_algebraic
from accessible_games.engine.record_errors import RecordReadError
from accessible_games.engine.types import (
    GameError,
    IllegalMoveError,
    InvalidMoveError,
    InvalidPositionError,
)
from accessible_games.games.arimaa.board import (
    GOLD,
    SILVER,
    SIZE,
    format_board,
    letter,
    piece_of,
    quick_setup,
)
from accessible_games.games.arimaa.game import Action, ArimaaGame, ArimaaMove, ArimaaState

_LABEL = re.compile(r"^(\d+)([gswb])$")
_PLACE = re.compile(r"^[EMHDCRemhdcr][a-h][1-8]$")
_STEP = re.compile(r"^[EMHDCRemhdcr][a-h][1-8][nesw]$")
_REMOVAL = re.compile(r"^[EMHDCRemhdcr][a-h][1-8]x$")
_SIDES = {"g": GOLD, "w": GOLD, "s": SILVER, "b": SILVER}
_HOME = {GOLD: range(0, 2 * SIZE), SILVER: range(6 * SIZE, 8 * SIZE)}


class MoveListError(RecordReadError):
    """An Arimaa move list cannot be read (:class:`RecordReadError`; 0: the list as a whole)."""

    format_name = "Arimaa"
    move_word = "turn"
    head_word = "move list"


@dataclass(frozen=True, slots=True)
class ArimaaRecord:
    """A game read from a move list."""

    game: ArimaaGame
    start: ArimaaState
    """The start (before any setup swap)."""
    moves: tuple[ArimaaMove, ...]
    final: ArimaaState
    position: str | None
    """The start position's text when the placement is no setup of the game."""


def _placements(cells: list[int], side: int) -> str:
    return " ".join(f"{letter(cells[s])}{algebraic(s, SIZE)}" for s in range(SIZE * SIZE)
                    if cells[s] and cells[s] >> 3 == side)


def write_movelist(state: ArimaaState) -> str:
    """The game played in ``state`` as an official move list.

    Raises:
        GameError: the game is still in its setup phase, or started from a position in the
            middle of a turn or with Silver to move (the move list cannot show those).
    """
    if state.setup is not None:
        raise GameError("the setup is not finished; the move list starts after it")
    start = state.copy()
    for _ in state.moves:
        start.undo()
    setup = state.setup_moves()
    for move in state.moves[:setup]:
        start.apply(move)
    if start.used or start.to_move != GOLD:
        raise GameError("the game started in the middle of a turn or with Silver to move")
    lines = [f"1g {_placements(start.cells, GOLD)}".rstrip(),
             f"1s {_placements(start.cells, SILVER)}".rstrip()]
    number, side, steps = 2, GOLD, []
    for move in state.moves[setup:]:
        assert isinstance(move, ArimaaMove)
        if move.action is not Action.END:
            steps.append(move.notation)
        if move.ends_turn:
            lines.append(" ".join([f"{number}{'gs'[side]}", *steps]))
            steps = []
            number += side
            side = 1 - side
    lines.append(" ".join([f"{number}{'gs'[side]}", *steps]))
    return "\n".join(lines) + "\n"


def _lines(text: str) -> list[tuple[int, int, list[str]]]:
    found = []
    for raw in text.splitlines():
        words = raw.split()
        if not words:
            continue
        m = _LABEL.match(words[0])
        if m is None:
            raise MoveListError(0, raw.strip()[:30], "a line must start with a turn like 2g")
        found.append((int(m.group(1)), _SIDES[m.group(2)], words[1:]))
    if not found:
        raise MoveListError(0, "", "no turns")
    return found


def _place(tokens: list[str], side: int, cells: list[int]) -> None:
    if not tokens:
        raise MoveListError(1, f"1{'gs'[side]}", "the placement line places no pieces")
    for token in tokens:
        if not _PLACE.match(token) or (token[0].isupper()) != (side == GOLD):
            colour = "gold" if side == GOLD else "silver"
            raise MoveListError(1, token, f"not a placement of a {colour} piece like Ra1")
        square = parse_algebraic(token[1:], SIZE, SIZE)
        assert square is not None
        if cells[square]:
            raise MoveListError(1, token, "that square is already taken")
        cells[square] = piece_of(token[0])


def _army(cells: list[int], side: int) -> list[int]:
    return sorted(c for c in cells if c and c >> 3 == side)


def _standard_arrangement(cells: list[int]) -> bool:
    quick = quick_setup()
    return all(_army(cells, side) == _army(quick, side)
               and all(cells[s] >> 3 == side and cells[s] for s in _HOME[side])
               for side in (GOLD, SILVER))


def _arrange(state: ArimaaState, cells: list[int], moves: list[ArimaaMove]) -> None:
    """Swaps (and ``end``) that turn the quick setup into ``cells``, side by side."""
    for side in (GOLD, SILVER):
        home = list(_HOME[side])
        for index, square in enumerate(home):
            if state.cells[square] == cells[square]:
                continue
            other = next(s for s in home[index + 1:] if state.cells[s] == cells[square]
                         and state.cells[s] != cells[s])
            move = next(m for m in state.legal_moves() if isinstance(m, ArimaaMove)
                        and m.squares == (square, other))
            state.apply(move)
            moves.append(move)
        end = next(m for m in state.legal_moves() if isinstance(m, ArimaaMove)
                   and m.action is Action.END)
        state.apply(end)
        moves.append(end)


def _start(lines: list[tuple[int, int, list[str]]]
           ) -> tuple[ArimaaGame, ArimaaState, str | None, list[ArimaaMove], int]:
    """The game, the start, its position text, the setup moves and the lines they used."""
    first = lines[0]
    if first[:2] != (1, GOLD) or not all(_PLACE.match(t) for t in first[2]):
        game = ArimaaGame()
        return game, game.new_state(), None, [], 0
    if len(lines) < 2 or lines[1][:2] != (1, SILVER):
        raise MoveListError(1, "1s", "the silver placement (1s) is missing")
    cells = [0] * (SIZE * SIZE)
    _place(first[2], GOLD, cells)
    _place(lines[1][2], SILVER, cells)
    if cells == quick_setup():
        game = ArimaaGame()
        return game, game.new_state(), None, [], 2
    if _standard_arrangement(cells):
        game = ArimaaGame({"setup": "arrange"})
        start = game.new_state()
        state = start.copy()
        moves: list[ArimaaMove] = []
        _arrange(state, cells, moves)
        return game, start, None, moves, 2
    game = ArimaaGame()
    position = f"{format_board(cells)} g 0"
    try:
        return game, game.parse_position(position), position, [], 2
    except InvalidPositionError as error:
        raise MoveListError(1, position, error.problem) from None


def _tokens_of(move: ArimaaMove) -> tuple[str, ...]:
    return tuple(t for t in move.notation.split() if not _REMOVAL.match(t))


def _match(state: ArimaaState, steps: list[str], index: int, mover: int
           ) -> list[ArimaaMove] | None:
    """Actions whose steps are ``steps[index:]``, played on ``state`` (undone on failure)."""
    if index == len(steps):
        return []
    if state.is_terminal() or state.to_move != mover or (index and not state.used):
        return None
    for move in state.legal_moves():
        assert isinstance(move, ArimaaMove)
        if move.action in (Action.END, Action.SWAP):
            continue
        tokens = _tokens_of(move)
        if tuple(steps[index:index + len(tokens)]) == tokens:
            state.apply(move)
            rest = _match(state, steps, index + len(tokens), mover)
            if rest is not None:
                return [move, *rest]
            state.undo()
    return None


def _why(state: ArimaaState, steps: list[str], label: str, number: int) -> MoveListError:
    """The error for a turn whose steps are no sequence of legal actions: the first step
    that cannot be played, with the engine's reason."""
    probe = state.copy()
    index = 0
    while index < len(steps):
        first_error: IllegalMoveError | InvalidMoveError | None = None
        for width in (1, 2):
            text = " ".join(steps[index:index + width])
            try:
                move = probe.parse_move(text)
            except (IllegalMoveError, InvalidMoveError) as error:
                first_error = first_error or error
                continue
            assert isinstance(move, ArimaaMove)
            if _tokens_of(move) == tuple(steps[index:index + width]):
                probe.apply(move)
                index += width
                break
        else:
            text = f"{label} {steps[index]}"
            if isinstance(first_error, IllegalMoveError):
                return MoveListError(number, text, "cannot be played", first_error.reason,
                                     probe)
            return MoveListError(number, text, "not a step of this position", None, probe)
    return MoveListError(number, f"{label} {' '.join(steps)}",
                         "more steps than one turn allows")


def _end_turn(state: ArimaaState) -> ArimaaMove | None:
    return next((m for m in state.legal_moves() if isinstance(m, ArimaaMove)
                 and m.action is Action.END), None)


def read_movelist(text: str) -> ArimaaRecord:
    """Read an official move list and replay it through the engine.

    Raises:
        MoveListError: a line, a placement or a step cannot be read or played.
    """
    lines = _lines(text)
    game, start, position, moves, used = _start(lines)
    state = start.copy()
    for move in moves:
        state.apply(move)
    play = lines[used:]
    expected = (2, GOLD) if used else (play[0][0], GOLD) if play else (2, GOLD)
    for index, (number, side, tokens) in enumerate(play):
        label = f"{number}{'gs'[side]}"
        last = index == len(play) - 1
        for token in tokens:
            if not (_STEP.match(token) or _REMOVAL.match(token)):
                raise MoveListError(number, f"{label} {token}", "not a step like Ed2n", None,
                                    state.copy())
        steps = [t for t in tokens if _STEP.match(t)]
        if state.is_terminal():
            if steps:
                raise MoveListError(number, f"{label} {steps[0]}", "the game is already over")
            continue
        if (number, side) != expected:
            want = f"{expected[0]}{'gs'[expected[1]]}"
            raise MoveListError(number, label, f"turn {want} was expected here")
        if not steps:
            if last:
                break
            raise MoveListError(number, label, "a turn needs at least one step")
        found = _match(state, steps, 0, side)
        if found is None:
            raise _why(state, steps, label, number)
        moves += found
        if not state.is_terminal() and state.to_move == side:
            end = _end_turn(state)
            finishes = False
            if end is not None and last:
                state.apply(end)
                finishes = state.is_terminal()
                state.undo()
            if end is not None and (not last or finishes):
                state.apply(end)
                moves.append(end)
            elif not last:
                raise MoveListError(number, label, "the turn cannot end here (it must change "
                                    "the board and not repeat a position a third time)")
        expected = (number + side, 1 - side)
    return ArimaaRecord(game, start, tuple(moves), state, position)


__all__ = ["ArimaaRecord", "MoveListError", "read_movelist", "write_movelist"]
