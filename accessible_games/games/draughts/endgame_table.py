"""English checkers endgame table: every position with at most three pieces, solved.

The table holds, for every position of English checkers with two or three pieces (men and
kings, both sides present, either side to move), its value with best play: a win for the side
to move in so many plies (the fewest), a loss in so many plies (the most), or a draw. It is
built by retrograde analysis: every position's successors come from the game's own move
generator (:meth:`MoveGenerator.successors`); positions without a move are lost, a move that
takes the last enemy piece wins, and values spread backwards breadth first, so a win is found
at its shortest distance and a loss at its longest. What is never decided is a draw.

The table knows nothing of the draw rules that count moves (40 moves a side without a capture
or a man's move) or repetitions: it says what the pieces can force. The longest win is 61
plies (see the notes), far inside the 80-ply limit, and the winning path never repeats.

Building takes a few seconds on first use (:func:`shared`); the table then stays in memory for
the rest of the run, in an array indexed by a code of the pieces (:func:`code`), 12 MB. The
app hands in a keeper (:func:`keep_with`, from the storage layer) that keeps the built table
in a file between runs, so that only the first game ever waits for it; the file's name holds
a digest of the draughts code (:func:`kept_name`), so a changed move generator is never
answered from an old table.

Run ``python -m accessible_games.games.draughts.endgame_table`` to build it and print its
counts.
"""

from __future__ import annotations

import hashlib
import itertools
import logging
import threading
from array import array
from collections.abc import Callable
from functools import cache
from pathlib import Path

from accessible_games.engine.types import Player, Proven
from accessible_games.games.draughts.bitboard import Geometry
from accessible_games.games.draughts.movegen import MoveGenerator

MAX_PIECES = 3
"""The table holds positions with at most this many pieces on the board."""

_ITEMS = 145
"""Piece codes run 1..144 (36 padded bits times 4 kinds); 0 stands for no piece."""

_SIZE = 2 * _ITEMS**MAX_PIECES
"""Length of the value array: every code below it."""

BLACK_MAN, BLACK_KING, WHITE_MAN, WHITE_KING = range(4)
"""Piece kinds in a code (Black is player 0)."""


def code(black: int, white: int, kings: int, to_move: Player) -> int:
    """The table index of a position of at most three pieces (padded bitboards).

    Each piece is ``bit * 4 + kind + 1``; the pieces in increasing bit order, padded with 0,
    are the digits of a base-145 number, times 2, plus the side to move.
    """
    occupied = black | white
    value = 0
    scale = 2
    while occupied:
        mask = occupied & -occupied
        occupied ^= mask
        kind = (BLACK_MAN if mask & black else WHITE_MAN) + (1 if mask & kings else 0)
        value += scale * ((mask.bit_length() - 1) * 4 + kind + 1)
        scale *= _ITEMS
    return value + to_move


class EndgameTable:
    """The solved positions of at most three pieces (see the module text)."""

    def __init__(self, values: array, positions: int) -> None:
        self._values = values
        self.positions = positions
        """How many positions the table holds."""

    def to_bytes(self) -> bytes:
        """The table as bytes (the position count, then the value array), for a caller that
        keeps it in a file: :meth:`from_bytes` reads them back."""
        return self.positions.to_bytes(8, "little") + self._values.tobytes()

    @classmethod
    def from_bytes(cls, data: bytes) -> EndgameTable:
        """A table from :meth:`to_bytes`.

        Raises:
            ValueError: the bytes are not a whole table.
        """
        values = array("h")
        values.frombytes(data[8:])
        if len(values) != _SIZE:
            raise ValueError(f"{len(values)} values, not {_SIZE}")
        return cls(values, int.from_bytes(data[:8], "little"))

    def raw(self, key: int) -> int:
        """The stored number for a code: 0 a draw, d > 0 a win in d plies, -(d + 1) a loss in
        d plies (for the side to move)."""
        return int(self._values[key])

    def probe(self, black: int, white: int, kings: int, to_move: Player) -> Proven | None:
        """The proven value of a position (padded bitboards), or None when it has more than
        three pieces or a side without pieces."""
        if not black or not white or (black | white).bit_count() > MAX_PIECES:
            return None
        stored = self._values[code(black, white, kings, to_move)]
        if stored == 0:
            return Proven(frozenset(), 0)
        if stored > 0:
            return Proven(frozenset({to_move}), stored)
        return Proven(frozenset({1 - to_move}), -stored - 1)

    def counts(self) -> tuple[int, int, int, int]:
        """Positions won, lost and drawn for the side to move, and the longest win in plies."""
        won = lost = longest = 0
        for value in self._values:
            if value > 0:
                won += 1
                longest = max(longest, value)
            elif value < 0:
                lost += 1
        return won, lost, self.positions - won - lost, longest


def _positions(geometry: Geometry) -> list[tuple[int, int, int]]:
    """Every placement of two or three pieces with both sides present, as (black, white,
    kings); men never stand on the row where they would have been crowned."""
    squares = [1 << bit for bit in range(geometry.valid.bit_length()) if geometry.valid >> bit & 1]
    black_crown = geometry.row_mask[geometry.size - 1]
    white_crown = geometry.row_mask[0]
    found = []
    for count in range(2, MAX_PIECES + 1):
        for placed in itertools.combinations(squares, count):
            for kinds in itertools.product(range(4), repeat=count):
                black = white = kings = 0
                for mask, kind in zip(placed, kinds, strict=True):
                    if kind == BLACK_MAN and mask & black_crown:
                        break
                    if kind == WHITE_MAN and mask & white_crown:
                        break
                    if kind in (BLACK_MAN, BLACK_KING):
                        black |= mask
                    else:
                        white |= mask
                    if kind in (BLACK_KING, WHITE_KING):
                        kings |= mask
                else:
                    if black and white:
                        found.append((black, white, kings))
    return found


def build(geometry: Geometry) -> EndgameTable:
    """Solve every position of at most three pieces by retrograde analysis.

    Args:
        geometry: the 8x8 English checkers board.
    """
    generator = MoveGenerator(geometry)
    placements = _positions(geometry)
    keys: list[int] = []
    # Positions are found by their pieces while building (a tuple hashes faster than
    # :func:`code` computes); the table itself is indexed by the code.
    index: dict[tuple[int, int, int, int], int] = {}
    for black, white, kings in placements:
        for side in (0, 1):
            index[black, white, kings, side] = len(keys)
            keys.append(code(black, white, kings, side))
    total = len(keys)
    # Successors (as indices) of every position, and the immediate results.
    starts = array("i", [0])
    targets = array("i")
    value = array("h", bytes(2 * total))
    lost_now: list[int] = []
    won_now: list[int] = []
    for black, white, kings in placements:
        for side in (0, 1):
            own, opp = (black, white) if side == 0 else (white, black)
            successors = generator.successors(own, opp, kings, side == 0)
            wins = False
            for mine, theirs, crowned in successors:
                if not theirs:
                    wins = True
                    continue
                if side == 0:
                    targets.append(index[mine, theirs, crowned, 1])
                else:
                    targets.append(index[theirs, mine, crowned, 0])
            i = len(starts) - 1
            if wins:
                won_now.append(i)
            elif not successors:
                lost_now.append(i)
            starts.append(len(targets))
    # Predecessor lists, by counting.
    incoming = array("i", bytes(4 * (total + 1)))
    for j in targets:
        incoming[j + 1] += 1
    for i in range(total):
        incoming[i + 1] += incoming[i]
    fill = array("i", incoming)
    sources = array("i", bytes(4 * len(targets)))
    for i in range(total):
        for e in range(starts[i], starts[i + 1]):
            j = targets[e]
            sources[fill[j]] = i
            fill[j] += 1
    remaining = array("i", (starts[i + 1] - starts[i] for i in range(total)))
    # Breadth first from the ends: distances come out in order, wins shortest, losses longest.
    queue: list[int] = []
    for i in lost_now:
        value[i] = -1
        queue.append(i)
    for i in won_now:
        value[i] = 1
        queue.append(i)
    head = 0
    while head < len(queue):
        j = queue[head]
        head += 1
        v = value[j]
        if v < 0:
            win = -v  # lost in -v - 1 plies, so the predecessor wins in -v
            for e in range(incoming[j], incoming[j + 1]):
                i = sources[e]
                if value[i] == 0:
                    value[i] = win
                    queue.append(i)
        else:
            loss = -v - 2  # won in v plies, so the predecessor is lost in v + 1: -(v + 2)
            for e in range(incoming[j], incoming[j + 1]):
                i = sources[e]
                if value[i] == 0:
                    remaining[i] -= 1
                    if remaining[i] == 0:
                        value[i] = loss
                        queue.append(i)
    table = array("h", bytes(2 * _SIZE))
    for i, key in enumerate(keys):
        table[key] = value[i]
    return EndgameTable(table, total)


_lock = threading.Lock()
_shared: EndgameTable | None = None

Reader = Callable[[str], "bytes | None"]
"""Reads what was kept under a name (None: nothing kept)."""
Writer = Callable[[str, bytes], None]
"""Keeps bytes under a name."""

_keeper: tuple[Reader, Writer] | None = None
_log = logging.getLogger(__name__)


def keep_with(read: Reader | None, write: Writer | None = None) -> None:
    """Let :func:`shared` read a table kept by an earlier run with ``read`` and keep one it
    builds with ``write`` (None: build it in every run)."""
    global _keeper
    _keeper = None if read is None or write is None else (read, write)


@cache
def kept_name() -> str:
    """The name a kept table goes under: the digest of the draughts package's code, which
    the table's values follow from."""
    digest = hashlib.sha256()
    for source in sorted(Path(__file__).parent.glob("*.py")):
        digest.update(source.name.encode() + b"\0" + source.read_bytes())
    return f"checkers-endgame-{digest.hexdigest()[:16]}"


def _kept() -> EndgameTable | None:
    """The table an earlier run kept, or None (nothing kept, or not a whole table)."""
    if _keeper is None:
        return None
    try:
        data = _keeper[0](kept_name())
        return None if data is None else EndgameTable.from_bytes(data)
    except (OSError, ValueError) as error:
        _log.warning("the kept endgame table is not used (%s); building it", error)
        return None


def _keep(table: EndgameTable) -> None:
    if _keeper is not None:
        try:
            _keeper[1](kept_name(), table.to_bytes())
        except OSError as error:
            _log.warning("the endgame table could not be kept (%s)", error)


def shared(geometry: Geometry) -> EndgameTable:
    """The table for this run: the one kept by an earlier run, else built on the first call
    (a few seconds) and kept."""
    global _shared
    with _lock:
        if _shared is None:
            _shared = _kept()
            if _shared is None:
                _shared = build(geometry)
                _keep(_shared)
        return _shared


def main() -> None:
    """Build the table and print how many positions are won, lost and drawn."""
    import time

    from accessible_games.games.draughts.game import CheckersGame

    start = time.perf_counter()
    table = shared(CheckersGame().geometry)
    won, lost, drawn, longest = table.counts()
    print(f"{table.positions} positions in {time.perf_counter() - start:.1f} s: {won} won, "
          f"{lost} lost, {drawn} drawn for the side to move; the longest win takes {longest} "
          "plies")


if __name__ == "__main__":
    main()
