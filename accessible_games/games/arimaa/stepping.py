"""Arimaa's action generation: frozen pieces, traps, steps, pushes, pulls and setup swaps.

:class:`ActionGenerator` is the part of :class:`~accessible_games.games.arimaa.game.ArimaaState`
that knows the piece facts (frozen pieces, pieces in danger on traps, the rabbits nearest
their goal), removes unprotected pieces from traps, and lists every legal action of the side
to move: single steps (rabbits never backward), pushes and pulls of weaker enemies when two
steps are left, "end" once the turn changed the board, and in the setup phase the swaps. An
action that would finish the turn is legal only if the official end-of-turn rules allow it.
The state supplies the position; this mixin holds no data of its own.
"""

from __future__ import annotations

from accessible_games.engine.types import (
    Location,
    Player,
)
from accessible_games.games.arimaa.actions import (
    MAX_SWAPS,
    STEPS_PER_TURN,
    Action,
    ArimaaMove,
    StepRecord,
)
from accessible_games.games.arimaa.board import (
    GOLD,
    NEIGHBOURS,
    RABBIT,
    SIZE,
    TRAPS,
    colour,
    strength,
)


class ActionGenerator:
    """Piece facts and legal actions for :class:`ArimaaState` (a mixin)."""

    cells: list[int]
    _to_move: Player
    used: int
    turn_start: bytes
    seen: dict[bytes, int]
    setup: int | None

    # -- piece facts ------------------------------------------------------------------------

    def frozen(self, square: Location) -> bool:
        """A piece is frozen next to a stronger enemy unless a friendly piece is next to it."""
        cells = self.cells
        cell = cells[square]
        mine, power = colour(cell), strength(cell)
        stronger = False
        for _, n in NEIGHBOURS[square]:
            other = cells[n]
            if not other:
                continue
            if colour(other) == mine:
                return False
            if strength(other) > power:
                stronger = True
        return stronger

    def frozen_pieces(self, player: Player) -> list[Location]:
        """``player``'s frozen pieces."""
        return [s for s in range(64) if self.cells[s] and colour(self.cells[s]) == player
                and self.frozen(s)]

    def trap_danger(self, player: Player) -> list[Location]:
        """``player``'s pieces on traps with exactly one friendly neighbour (one step from
        falling)."""
        found = []
        for trap in TRAPS:
            cell = self.cells[trap]
            if cell and colour(cell) == player:
                friends = sum(1 for _, n in NEIGHBOURS[trap]
                              if self.cells[n] and colour(self.cells[n]) == player)
                if friends <= 1:
                    found.append(trap)
        return found

    def rabbits_nearest_goal(self, player: Player) -> tuple[int, list[Location]]:
        """(rows to the goal, squares) of ``player``'s rabbits closest to their goal rank."""
        best, squares = 99, []
        for square in range(64):
            cell = self.cells[square]
            if cell and colour(cell) == player and strength(cell) == RABBIT:
                row = square // SIZE
                distance = 7 - row if player == GOLD else row
                if distance < best:
                    best, squares = distance, [square]
                elif distance == best:
                    squares.append(square)
        return best, squares

    def _traps(self) -> list[tuple[int, Location]]:
        """Remove unprotected pieces from traps; return (piece, trap) for each."""
        cells = self.cells
        removed = []
        for trap in TRAPS:
            cell = cells[trap]
            if cell and not any(cells[n] and colour(cells[n]) == colour(cell)
                                for _, n in NEIGHBOURS[trap]):
                removed.append((cell, trap))
                cells[trap] = 0
        return removed

    # -- actions ----------------------------------------------------------------------------

    def _do(self, steps: list[tuple[Location, Location, str]]) -> ArimaaMove | None:
        """Play ``steps`` on the cells, record them, undo them; None when the action is illegal
        at the end of a turn."""
        cells = self.cells
        saved = list(cells)
        records, removals = [], []
        for index, (start, end, direction) in enumerate(steps):
            piece = cells[start]
            records.append(StepRecord(piece, start, end, direction))
            cells[end], cells[start] = piece, 0
            removals += [(index, p, t) for p, t in self._traps()]
        ends = self.used + len(steps) == STEPS_PER_TURN
        ok = not ends or self._may_end()
        cells[:] = saved
        if not ok:
            return None
        action = Action.STEP if len(steps) == 1 else (
            Action.PUSH if colour(records[0].piece) != self._to_move else Action.PULL)
        return ArimaaMove(action, tuple(records), tuple(removals), ends)

    def _may_end(self) -> bool:
        """A turn must change the board and not make a board for the third time."""
        board = bytes(self.cells)
        if board == self.turn_start:
            return False
        return self.seen.get(board + bytes((1 - self._to_move,)), 0) < 2

    def _setup_actions(self) -> list[ArimaaMove]:
        """Setup: swap two different own pieces on the home ranks (up to MAX_SWAPS), or end.
        Each swap is listed from both squares, so that either piece may be named or selected
        first ("a2 d1" as well as "d1 a2")."""
        me = self._to_move
        home = [s for s in range(64) if self.cells[s] and colour(self.cells[s]) == me]
        result = []
        if self.setup is not None and self.setup < MAX_SWAPS:
            for a in home:
                for b in home:
                    if self.cells[a] != self.cells[b]:
                        result.append(ArimaaMove(Action.SWAP, squares=(a, b)))
        result.append(ArimaaMove(Action.END, ends_turn=True))
        return result

    def _actions(self) -> list[ArimaaMove]:
        """Every legal action: steps, pushes, pulls by start square, then "end"."""
        if self.setup is not None:
            return self._setup_actions()
        cells = self.cells
        me = self._to_move
        left = STEPS_PER_TURN - self.used
        back = "s" if me == GOLD else "n"
        result: list[ArimaaMove] = []
        for square in range(64):
            cell = cells[square]
            if not cell or colour(cell) != me or self.frozen(square):
                continue
            power = strength(cell)
            for direction, target in NEIGHBOURS[square]:
                if not cells[target]:
                    # A rabbit never steps backward on its own.
                    if power == RABBIT and direction == back:
                        continue
                    move = self._do([(square, target, direction)])
                    if move:
                        result.append(move)
                    continue
                enemy = cells[target]
                if colour(enemy) == me or strength(enemy) >= power or left < 2:
                    continue
                # Push: the weaker enemy goes to an empty square next to it, we follow.
                for away, dest in NEIGHBOURS[target]:
                    if not cells[dest]:
                        move = self._do([(target, dest, away), (square, target, direction)])
                        if move:
                            result.append(move)
            if power == RABBIT or left < 2:
                continue
            # Pull: we step to an empty square, a weaker enemy next to us follows.
            for direction, dest in NEIGHBOURS[square]:
                if cells[dest]:
                    continue
                for pull_dir, enemy_square in NEIGHBOURS[square]:
                    enemy = cells[enemy_square]
                    if enemy and colour(enemy) != me and strength(enemy) < power:
                        follow = {"n": "s", "s": "n", "e": "w", "w": "e"}[pull_dir]
                        move = self._do([(square, dest, direction),
                                         (enemy_square, square, follow)])
                        if move:
                            result.append(move)
        if self.used and self._may_end():
            result.append(ArimaaMove(Action.END, ends_turn=True))
        return result
