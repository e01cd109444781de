"""Move generation for short-king draughts on a padded bitboard (English checkers).

Every function takes the side to move's pieces ``own``, the opponent's ``opp``, the
``kings`` of both sides and ``up`` (True for player 0, whose men move toward the last row).
Rules applied: men step and jump diagonally forward only; kings step and jump one square in
all four diagonal directions; capture is mandatory, with free choice among captures; a
multi-jump must be completed; a man that reaches the far row is crowned and its move ends.
"""

from __future__ import annotations

from collections.abc import Callable

from accessible_games.games.draughts.bitboard import Geometry
from accessible_games.games.draughts.move import DraughtsMove

Record = Callable[[list[int], list[int], bool], None]


class MoveGenerator:
    """Legal moves and move counts for one board geometry, with a cache of step moves."""

    def __init__(self, geometry: Geometry) -> None:
        self.g = geometry
        self.left = geometry.left
        self.right = geometry.right
        self.valid = geometry.valid
        self.last_row = (geometry.row_mask[0], geometry.row_mask[geometry.size - 1])
        """Crowning row of player 0 is the top row, of player 1 the bottom row."""
        self._steps: dict[tuple[int, int, bool], DraughtsMove] = {}

    # -- steps ----------------------------------------------------------------------------

    def _step(self, src: int, dst: int, promotes: bool) -> DraughtsMove:
        key = (src, dst, promotes)
        move = self._steps.get(key)
        if move is None:
            loc = self.g.loc_of_mask
            move = DraughtsMove((loc[src], loc[dst]), (), promotes, self.g.size)
            self._steps[key] = move
        return move

    def _add_steps(self, out: list[DraughtsMove], targets: int, shift: int, kings: int,
                   crown: int) -> None:
        """Steps to every bit of ``targets`` from the square ``shift`` bits away."""
        while targets:
            dst = targets & -targets
            targets ^= dst
            src = dst >> shift if shift > 0 else dst << -shift
            # A man reaching the far row is crowned.
            out.append(self._step(src, dst, bool(dst & crown) and not src & kings))

    # -- captures -------------------------------------------------------------------------

    def jumpers(self, own: int, opp: int, kings: int, up: bool) -> int:
        """The pieces of the side to move that can capture."""
        empty = self.valid & ~(own | opp)
        L, R = self.left, self.right
        own_kings = own & kings
        if up:
            found = own & ((opp >> L) & (empty >> 2 * L) | (opp >> R) & (empty >> 2 * R))
            found |= own_kings & ((opp << L) & (empty << 2 * L) | (opp << R) & (empty << 2 * R))
        else:
            found = own & ((opp << L) & (empty << 2 * L) | (opp << R) & (empty << 2 * R))
            found |= own_kings & ((opp >> L) & (empty >> 2 * L) | (opp >> R) & (empty >> 2 * R))
        return found

    def _jumps(self, pos: int, is_king: bool, up: bool, opp: int, empty: int,
               path: list[int], caps: list[int], crown: int, record: Record) -> None:
        """Follow every jump sequence from ``pos``; call ``record`` for each finished one."""
        L, R = self.left, self.right
        if is_king:
            shifts: tuple[int, ...] = (L, R, -L, -R)
        else:
            # Men capture forward only.
            shifts = (L, R) if up else (-L, -R)
        ended = True
        for d in shifts:
            if d > 0:
                mid = pos << d
                land = mid << d
            else:
                mid = pos >> -d
                land = mid >> -d
            if mid & opp and land & empty:
                ended = False
                path.append(land)
                caps.append(mid)
                if not is_king and land & crown:
                    # Crowning ends the move.
                    record(path, caps, True)
                else:
                    # A multi-jump must be completed; a jumped piece cannot be jumped again.
                    self._jumps(land, is_king, up, opp ^ mid, empty, path, caps, crown, record)
                path.pop()
                caps.pop()
        if ended and caps:
            record(path, caps, False)

    def _captures(self, own: int, opp: int, kings: int, up: bool, record: Record) -> None:
        empty = self.valid & ~(own | opp)
        crown = self.last_row[1] if up else self.last_row[0]
        pieces = self.jumpers(own, opp, kings, up)
        while pieces:
            src = pieces & -pieces
            pieces ^= src
            # The moving piece leaves its square, so it may come back to it in a loop.
            self._jumps(src, bool(src & kings), up, opp, empty | src, [src], [], crown, record)

    # -- public ---------------------------------------------------------------------------

    def legal_moves(self, own: int, opp: int, kings: int, up: bool) -> list[DraughtsMove]:
        """Every legal move, sorted by path."""
        out: list[DraughtsMove] = []
        if self.jumpers(own, opp, kings, up):
            # Capture is mandatory: only captures are legal.
            loc = self.g.loc_of_mask
            size = self.g.size

            def record(path: list[int], caps: list[int], promotes: bool) -> None:
                out.append(DraughtsMove(tuple(loc[m] for m in path),
                                        tuple(loc[m] for m in caps), promotes, size))

            self._captures(own, opp, kings, up, record)
        else:
            out = self.steps(own, opp, kings, up)
        out.sort(key=_path_key)
        return out

    def steps(self, own: int, opp: int, kings: int, up: bool) -> list[DraughtsMove]:
        """The non-capturing moves (legal only when no capture exists)."""
        out: list[DraughtsMove] = []
        empty = self.valid & ~(own | opp)
        L, R = self.left, self.right
        own_kings = own & kings
        if up:
            crown = self.last_row[1]
            self._add_steps(out, (own << L) & empty, L, kings, crown)
            self._add_steps(out, (own << R) & empty, R, kings, crown)
            self._add_steps(out, (own_kings >> L) & empty, -L, kings, crown)
            self._add_steps(out, (own_kings >> R) & empty, -R, kings, crown)
        else:
            crown = self.last_row[0]
            self._add_steps(out, (own >> L) & empty, -L, kings, crown)
            self._add_steps(out, (own >> R) & empty, -R, kings, crown)
            self._add_steps(out, (own_kings << L) & empty, L, kings, crown)
            self._add_steps(out, (own_kings << R) & empty, R, kings, crown)
        return out

    def successors(self, own: int, opp: int, kings: int,
                   up: bool) -> set[tuple[int, int, int]]:
        """The positions the legal moves lead to, as the mover's pieces, the opponent's and
        the kings, without building moves (for the endgame table)."""
        found: set[tuple[int, int, int]] = set()
        if self.jumpers(own, opp, kings, up):

            def record(path: list[int], caps: list[int], promotes: bool) -> None:
                src, dst = path[0], path[-1]
                taken = 0
                for mask in caps:
                    taken |= mask
                left = kings & ~taken
                if left & src:
                    left ^= src ^ dst
                elif promotes:
                    left |= dst
                found.add((own ^ src ^ dst, opp & ~taken, left))

            self._captures(own, opp, kings, up, record)
            return found
        empty = self.valid & ~(own | opp)
        L, R = self.left, self.right
        crown = self.last_row[1] if up else self.last_row[0]
        own_kings = own & kings
        forward = (L, R) if up else (-L, -R)
        for shift, movers in ((forward[0], own), (forward[1], own), (-forward[0], own_kings),
                              (-forward[1], own_kings)):
            targets = (movers << shift if shift > 0 else movers >> -shift) & empty
            while targets:
                dst = targets & -targets
                targets ^= dst
                src = dst >> shift if shift > 0 else dst << -shift
                if kings & src:
                    crowned = kings ^ src ^ dst
                elif dst & crown:
                    crowned = kings | dst
                else:
                    crowned = kings
                found.add((own ^ src ^ dst, opp, crowned))
        return found

    def count(self, own: int, opp: int, kings: int, up: bool) -> int:
        """How many legal moves there are, without building them (for perft)."""
        if self.jumpers(own, opp, kings, up):
            counter = [0]

            def record(path: list[int], caps: list[int], promotes: bool) -> None:
                counter[0] += 1

            self._captures(own, opp, kings, up, record)
            return counter[0]
        empty = self.valid & ~(own | opp)
        L, R = self.left, self.right
        own_kings = own & kings
        if up:
            return (((own << L) & empty).bit_count() + ((own << R) & empty).bit_count()
                    + ((own_kings >> L) & empty).bit_count()
                    + ((own_kings >> R) & empty).bit_count())
        return (((own >> L) & empty).bit_count() + ((own >> R) & empty).bit_count()
                + ((own_kings << L) & empty).bit_count() + ((own_kings << R) & empty).bit_count())

    def has_moves(self, own: int, opp: int, kings: int, up: bool) -> bool:
        """True when the side to move has at least one legal move."""
        empty = self.valid & ~(own | opp)
        L, R = self.left, self.right
        own_kings = own & kings
        if up:
            steps = own & ((empty >> L) | (empty >> R)) | own_kings & ((empty << L) | (empty << R))
        else:
            steps = own & ((empty << L) | (empty << R)) | own_kings & ((empty >> L) | (empty >> R))
        return bool(steps) or bool(self.jumpers(own, opp, kings, up))


def _path_key(move: DraughtsMove) -> tuple[int, ...]:
    return move.path
