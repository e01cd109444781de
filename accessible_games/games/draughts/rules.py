"""Move generation for every draughts variant but English checkers, driven by a ``Variant``.

Every function takes the side to move's pieces ``own``, the opponent's ``opp``, the ``kings``
of both sides and ``up`` (True for player 0, whose men move toward the last row), as padded
bitboards (see :mod:`accessible_games.games.draughts.bitboard`). The rules come from the
variant's fields:

- men step forward (diagonally, or forward and sideways on the orthogonal Turkish board) and
  capture forward, or in every direction when ``men_capture_backward``;
- ``flying_kings``: kings move any distance along a free line and capture a piece anywhere on
  the line, landing on any free square behind it;
- capture is compulsory; a capture must go on while the piece can take more, and a king that
  can take more from some landing squares must land on one of those (FMJD 7.8, Russian 8.8);
- ``majority_capture``: only the captures that take the most pieces are legal (kings and men
  count one each, FMJD 7.2);
- ``captured_removed_at_once``: False keeps jumped pieces on the board until the move ends, so
  they block and cannot be jumped twice (FMJD 7.3, the "Turkish strike"); True lifts them at
  once, so a king may cross their squares again (Turkish dama);
- ``no_reversal``: a capture may not turn back 180 degrees between two jumps (Turkish);
- ``crowning``: a man reaching the crowning row during a capture ends the move, passes over
  it as a man, or goes on as a king (see ``MidCaptureCrowning``).

Moves with the same start, end, captured pieces and crowning count once ("distinct results"):
a king that can take the same pieces by two routes to the same square makes one move.
"""

from __future__ import annotations

from accessible_games.games.draughts.move import DraughtsMove
from accessible_games.games.draughts.variants import MidCaptureCrowning, Variant

Found = tuple[tuple[int, ...], tuple[int, ...], bool]
"""A capture as masks: path (start and landings), captured pieces, crowns."""


class VariantGenerator:
    """Legal moves and move counts of one variant, with a cache of step moves."""

    def __init__(self, variant: Variant) -> None:
        g = variant.geometry
        self.v = variant
        self.g = g
        self.valid = g.valid
        self.dirs = g.directions
        self.step = g.step
        self.ray = g.ray
        self.size = g.size
        fwd = g.forward_dirs
        back = tuple(-d for d in fwd)
        side = g.side_dirs
        self.men_steps = {True: fwd + side, False: back + side}
        """Step directions of men, by ``up``."""
        if variant.men_capture_backward:
            caps = {True: self.dirs, False: self.dirs}
        else:
            caps = {True: fwd + side, False: back + side}
        self.men_caps = caps
        """Capture directions of men, by ``up``."""
        self.crown = {True: g.row_mask[g.size - 1], False: g.row_mask[0]}
        """The crowning row of the side moving up (player 0) and down."""
        self.flying = variant.flying_kings
        self.at_once = variant.captured_removed_at_once
        self.no_reversal = variant.no_reversal
        self.majority = variant.majority_capture
        self.crowning = variant.crowning
        self._steps: dict[tuple[int, int, bool], DraughtsMove] = {}

    # -- detection --------------------------------------------------------------------------

    def has_capture(self, own: int, opp: int, kings: int, up: bool) -> bool:
        """True when the side to move can take something (capture is compulsory)."""
        empty = self.valid & ~(own | opp)
        men = own & ~kings
        if men:
            for d in self.men_caps[up]:
                # A man, an opposing piece next to it and a free square behind, along d.
                if d > 0:
                    if men & ((opp & (empty >> d)) >> d):
                        return True
                elif men & ((opp & (empty << -d)) << -d):
                    return True
        king_bits = own & kings
        if king_bits:
            for d in self.dirs:
                if d > 0:
                    x = king_bits << d
                    reach = x
                    if self.flying:
                        while x:
                            x = (x & empty) << d
                            reach |= x
                    if ((reach & opp) << d) & empty:
                        return True
                else:
                    s = -d
                    x = king_bits >> s
                    reach = x
                    if self.flying:
                        while x:
                            x = (x & empty) >> s
                            reach |= x
                    if ((reach & opp) >> s) & empty:
                        return True
        return False

    # -- captures ----------------------------------------------------------------------------

    def _search(self, pos: int, king: bool, opp: int, occ: int, last: int, crowned: bool,
                up: bool, path: list[int], caps: list[int], out: list[Found]) -> bool:
        """Extend the capture whose piece stands on ``pos``; record every finished one.

        ``opp`` holds the pieces that may still be taken, ``occ`` the squares that block.
        Returns True when at least one further jump was possible.
        """
        jumped = False
        crown = self.crown[up]
        if king:
            for d in self.dirs:
                if self.no_reversal and d == -last:
                    continue  # Turkish: no 180-degree turn between two jumps.
                ray = self.ray[d][pos]
                n = len(ray)
                i = 0
                if self.flying:
                    while i < n and not ray[i] & occ:
                        i += 1
                if i >= n - 1 or not ray[i] & opp:
                    continue
                victim = ray[i]
                lands = []
                j = i + 1
                while j < n and not ray[j] & occ:
                    lands.append(ray[j])
                    if not self.flying:
                        break
                    j += 1
                if not lands:
                    continue
                jumped = True
                rest = opp ^ victim
                # Removed at once: the square is free again; else it blocks until the end.
                blocked = occ ^ victim if self.at_once else occ
                caps.append(victim)
                ends = []
                for land in lands:
                    path.append(land)
                    if not self._search(land, True, rest, blocked, d, crowned, up, path, caps,
                                        out):
                        ends.append(land)
                    path.pop()
                # A king must land where it can take on, if any landing square allows it.
                if len(ends) == len(lands):
                    for land in ends:
                        out.append((tuple(path) + (land,), tuple(caps), crowned))
                caps.pop()
            return jumped
        step = self.step
        for d in self.men_caps[up]:
            if self.no_reversal and d == -last:
                continue
            mid = step[d][pos]
            if not mid & opp:
                continue
            land = step[d][mid]
            if not land or land & occ:
                continue
            jumped = True
            rest = opp ^ mid
            blocked = occ ^ mid if self.at_once else occ
            caps.append(mid)
            path.append(land)
            if land & crown and self.crowning is not MidCaptureCrowning.CONTINUES_AS_MAN:
                if self.crowning is MidCaptureCrowning.ENDS_MOVE:
                    # Crowning ends the move.
                    out.append((tuple(path), tuple(caps), True))
                elif not self._search(land, True, rest, blocked, d, True, up, path, caps, out):
                    # Russian: crowned at once, it takes on as a king if it can.
                    out.append((tuple(path), tuple(caps), True))
            elif not self._search(land, False, rest, blocked, d, False, up, path, caps, out):
                # The capture ends here; a man ending on the crowning row is crowned.
                out.append((tuple(path), tuple(caps), bool(land & crown)))
            path.pop()
            caps.pop()
        return jumped

    def captures(self, own: int, opp: int, kings: int, up: bool) -> list[Found]:
        """Every legal capture as masks, one per distinct result; empty when none."""
        out: list[Found] = []
        occupied = own | opp
        empty = self.valid & ~occupied
        # Only kings and the men with a first jump can start a capture.
        men = own & ~kings
        pieces = own & kings
        for d in self.men_caps[up]:
            if d > 0:
                pieces |= men & ((opp & (empty >> d)) >> d)
            else:
                pieces |= men & ((opp & (empty << -d)) << -d)
        while pieces:
            src = pieces & -pieces
            pieces ^= src
            # The moving piece leaves its square, so it may pass it again.
            self._search(src, bool(src & kings), opp, occupied ^ src, 0, False, up, [src], [],
                         out)
        if not out:
            return out
        if self.majority:
            # The capture of the most pieces is compulsory.
            most = max(len(f[1]) for f in out)
            out = [f for f in out if len(f[1]) == most]
        seen = set()
        unique = []
        for found in out:
            key = (found[0][0], found[0][-1], frozenset(found[1]), found[2])
            if key not in seen:
                seen.add(key)
                unique.append(found)
        return unique

    # -- steps -------------------------------------------------------------------------------

    def _step(self, src: int, dst: int, promotes: bool) -> DraughtsMove:
        key = (src, dst, promotes)
        move = self._steps.get(key)
        if move is None:
            loc = self.g.loc_of_mask
            move = DraughtsMove((loc[src], loc[dst]), (), promotes, self.size, self.v.numbered)
            self._steps[key] = move
        return move

    def steps(self, own: int, opp: int, kings: int, up: bool) -> list[DraughtsMove]:
        """The non-capturing moves (legal only when no capture exists)."""
        out: list[DraughtsMove] = []
        occ = own | opp
        crown = self.crown[up]
        step = self.step
        pieces = own
        while pieces:
            src = pieces & -pieces
            pieces ^= src
            if src & kings:
                for d in self.dirs:
                    for dst in self.ray[d][src]:
                        if dst & occ:
                            break
                        out.append(self._step(src, dst, False))
                        if not self.flying:
                            break
            else:
                for d in self.men_steps[up]:
                    dst = step[d][src]
                    if dst and not dst & occ:
                        # A man reaching the far row is crowned.
                        out.append(self._step(src, dst, bool(dst & crown)))
        return out

    def _step_count(self, own: int, opp: int, kings: int, up: bool) -> int:
        empty = self.valid & ~(own | opp)
        men = own & ~kings
        total = 0
        for d in self.men_steps[up]:
            total += ((men << d if d > 0 else men >> -d) & empty).bit_count()
        king_bits = own & kings
        if king_bits:
            for d in self.dirs:
                if d > 0:
                    x = (king_bits << d) & empty
                    while x:
                        total += x.bit_count()
                        x = ((x << d) & empty) if self.flying else 0
                else:
                    x = (king_bits >> -d) & empty
                    while x:
                        total += x.bit_count()
                        x = ((x >> -d) & empty) if self.flying else 0
        return total

    # -- public ------------------------------------------------------------------------------

    def to_move(self, found: Found) -> DraughtsMove:
        """A capture found as masks, as a move."""
        loc = self.g.loc_of_mask
        path, caps, crowns = found
        return DraughtsMove(tuple(loc[m] for m in path), tuple(loc[m] for m in caps), crowns,
                            self.size, self.v.numbered)

    def legal_moves(self, own: int, opp: int, kings: int, up: bool) -> list[DraughtsMove]:
        """Every legal move, sorted by path."""
        if self.has_capture(own, opp, kings, up):
            out = [self.to_move(f) for f in self.captures(own, opp, kings, up)]
        else:
            out = self.steps(own, opp, kings, up)
        out.sort(key=_path_key)
        return out

    def count(self, own: int, opp: int, kings: int, up: bool) -> int:
        """How many legal moves there are, without building moves for steps (for perft)."""
        if self.has_capture(own, opp, kings, up):
            return len(self.captures(own, opp, kings, up))
        return self._step_count(own, opp, kings, up)

    def has_moves(self, own: int, opp: int, kings: int, up: bool) -> bool:
        """True when the side to move has at least one legal move."""
        return self._step_count(own, opp, kings, up) > 0 or self.has_capture(own, opp, kings, up)


def _path_key(move: DraughtsMove) -> tuple[int, ...]:
    return move.path
