"""Fünf in einer Reihe (Gomoku): the game, its options, the move type and the mutable state.

Rules as played (seed 003): the board starts empty; Black places first, then the players take
turns placing one stone of their colour on any empty intersection. Whoever first makes an
unbroken line of exactly five stones (along a rank, a file or a diagonal) wins. A line of six
or more ("overline") does not win; play simply goes on. Options: ``overline`` lets six or more
win as well (free-style Gomoku, as in OpenSpiel); ``open_five`` is the seed's Gomoku+: only a
five whose squares beyond both ends are empty wins. A full board without a winner is a draw.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field

from accessible_games.engine.events import Event, Piece, Placed
from accessible_games.engine.grid import algebraic
from accessible_games.engine.sized import SizedGame, size_option
from accessible_games.engine.typed import SquarePlacementTyped
from accessible_games.engine.types import (
    EndReason,
    GameInfo,
    InvalidOptionError,
    InvalidPositionError,
    Location,
    Move,
    Option,
    Outcome,
    Player,
    Reason,
    ReasonCode,
    TurnKind,
)
from accessible_games.games.gomoku.board import (
    SIZES,
    WINDOW,
    Geometry,
    format_position,
    geometry,
    parse_position_text,
    position_expectation,
    size_of_text,
)
from accessible_games.games.gomoku.evaluation import candidate_moves

FIVE_REASON = EndReason.NO_MOVES
"""The end reason recorded for a winning five.

The engine has no "line completed" reason yet. In Gomoku NO_MOVES cannot happen otherwise (a
full board is BOARD_FULL, a draw), and the Gomoku catalog words ``gomoku.end.no_moves`` as
"five in a row".
"""

RANKS = 32
"""Move-ordering ranks a move can carry (see :attr:`GomokuMove.rank`)."""

# Ordering weights per window for the square's owner-to-be: index = own stones already there.
_OWN_WEIGHT = (1, 4, 24, 160, 40_000)
# Blocking weights: index = opposing stones in a window without own stones.
_BLOCK_WEIGHT = (0, 3, 16, 120, 20_000)


@dataclass(frozen=True, slots=True)
class GomokuMove(Move):
    """A stone placed on ``square``.

    ``rank`` is a move-ordering hint for the computer (how much the square matters for both
    sides, 0 when no stone is near); it is not part of the move's identity: equality and hash
    ignore it.
    """

    square: Location
    """The square the stone goes on."""
    size: int = 15
    """Squares per side, needed to name the square."""
    rank: int = field(default=0, compare=False)
    """Ordering hint, higher first; ignored by equality."""

    @property
    def parts(self) -> tuple[Location, ...]:
        """(square,)."""
        return (self.square,)

    @property
    def notation(self) -> str:
        """"h8"."""
        return algebraic(self.square, self.size)


class GomokuGame(SizedGame):
    """Five in a row on 15x15, 17x17 or 19x19; exact five by default, Gomoku+ as an option."""

    id = "gomoku"
    family = "gomoku"
    has_captures = False
    aliases = ("Fünf in einer Reihe", "Five in a row", "Gobang", "Gomoku+")
    info = GameInfo(num_players=2)
    option_specs = (
        size_option(15, SIZES),
        Option("overline", False, (), "Six or more in a row also win (free-style)."),
        Option("open_five", False, (),
               "Gomoku+: only a five with empty squares beyond both ends wins."),
    )
    position_format = (
        "rows from the top rank down separated by /, X Black, O White, numbers for empty "
        "squares, then a space and X or O for the side to move"
    )
    move_format = "a square like h8"

    @property
    def overline(self) -> bool:
        """True when six or more in a row win too."""
        return bool(self.options["overline"])

    @property
    def open_five(self) -> bool:
        """True for Gomoku+ (only an open five wins)."""
        return bool(self.options["open_five"])

    def check_options(self) -> None:
        """Gomoku+ asks for exactly five; it cannot be combined with ``overline``."""
        if self.options["overline"] and self.options["open_five"]:
            raise InvalidOptionError("open_five", "True", (False,))

    def wins(self, length: int, before_open: bool, after_open: bool) -> bool:
        """Whether a line of ``length`` stones wins, given whether both ends are empty squares."""
        if length < WINDOW:
            return False
        if self.open_five:
            return length == WINDOW and before_open and after_open
        return self.overline or length == WINDOW

    def new_state(self, rng: random.Random | None = None) -> GomokuState:
        """The empty board with Black to move."""
        return GomokuState(self, [0] * (self.size * self.size), 0)

    def parse_position(self, text: str) -> GomokuState:
        """A position from its text; the board size follows from the number of rows.

        Raises:
            InvalidPositionError: the text is malformed, or both sides have a winning line.
        """
        size = size_of_text(text) or self.size
        game = self.resized(size)
        cells, to_move = parse_position_text(text, size)
        state = GomokuState(game, cells, to_move)
        if state.winning_stones(0) and state.winning_stones(1):
            raise InvalidPositionError(
                text, "both sides have a winning line", position_expectation(size)
            )
        return state

    def position_help(self) -> str:
        """The expected position text for this game's size, in English."""
        return position_expectation(self.size)


class GomokuState(SquarePlacementTyped):
    """A Gomoku position: the cells, the side to move and counters the evaluation keeps.

    Besides the cells, the state keeps for every five-square window how many stones of each
    colour it holds, and a histogram of windows that hold only one colour (``pure``), updated
    on every apply and undo, so that the evaluation costs almost nothing.
    """

    game: GomokuGame

    def __init__(
        self, game: GomokuGame, cells: Sequence[int], to_move: Player,
        moves: list[Move] | None = None,
    ) -> None:
        self.game = game
        size = game.size
        self.geo: Geometry = geometry(size)
        self.cells = bytearray(self.geo.squares)
        self._to_move: Player = to_move
        self.moves = list(moves) if moves else []
        self._stack: list[tuple[int, Player | None]] = []
        nwin = len(self.geo.windows)
        self.window_counts: tuple[list[int], list[int]] = ([0] * nwin, [0] * nwin)
        self.pure: tuple[list[int], list[int]] = ([0] * (WINDOW + 1), [0] * (WINDOW + 1))
        self.pure[0][0] = self.pure[1][0] = nwin
        self.near = [0] * self.geo.squares
        self.filled = 0
        self._legal: list[Move] | None = None
        self._table = _moves_table(size)
        for square, value in enumerate(cells):
            if value:
                self._put(square, value - 1)
        self._winner: Player | None = None
        for player in (0, 1):
            if self.winning_stones(player):
                self._winner = player

    # -- incremental counters -------------------------------------------------------------------

    def _put(self, square: int, player: Player) -> None:
        """Place a stone and update the window counters and the neighbourhood counts."""
        self.cells[square] = player + 1
        self.filled += 1
        own_counts = self.window_counts[player]
        opp_counts = self.window_counts[1 - player]
        own_pure = self.pure[player]
        opp_pure = self.pure[1 - player]
        for w in self.geo.square_windows[square]:
            a = own_counts[w]
            b = opp_counts[w]
            own_counts[w] = a + 1
            if b == 0:
                own_pure[a] -= 1
                own_pure[a + 1] += 1
                if a == 0:
                    opp_pure[0] -= 1
            elif a == 0:
                opp_pure[b] -= 1
        near = self.near
        for s in self.geo.neighbours[square]:
            near[s] += 1

    def _take(self, square: int, player: Player) -> None:
        """Remove a stone: the exact reverse of :meth:`_put`."""
        self.cells[square] = 0
        self.filled -= 1
        own_counts = self.window_counts[player]
        opp_counts = self.window_counts[1 - player]
        own_pure = self.pure[player]
        opp_pure = self.pure[1 - player]
        for w in self.geo.square_windows[square]:
            a = own_counts[w] - 1
            b = opp_counts[w]
            own_counts[w] = a
            if b == 0:
                own_pure[a + 1] -= 1
                own_pure[a] += 1
                if a == 0:
                    opp_pure[0] += 1
            elif a == 0:
                opp_pure[b] += 1
        near = self.near
        for s in self.geo.neighbours[square]:
            near[s] -= 1

    # -- lines ----------------------------------------------------------------------------------

    def run_through(self, square: int, axis_index: int, player: Player) -> tuple[int, int, int]:
        """The run of ``player``'s stones through ``square`` along one axis (as if it held one).

        Returns (length, square beyond the backward end or -1, square beyond the forward end or
        -1): the two squares that decide whether the run is open.
        """
        cells = self.cells
        value = player + 1
        forward, backward = self.geo.rays[square][axis_index]
        length = 1
        after = -1
        for s in forward:
            if cells[s] != value:
                after = s
                break
            length += 1
        before = -1
        for s in backward:
            if cells[s] != value:
                before = s
                break
            length += 1
        return length, before, after

    def makes_win(self, square: int, player: Player) -> bool:
        """True when a stone of ``player`` on ``square`` completes a winning line."""
        cells = self.cells
        wins = self.game.wins
        for axis_index in range(4):
            length, before, after = self.run_through(square, axis_index, player)
            if length >= WINDOW and wins(
                length, before >= 0 and not cells[before], after >= 0 and not cells[after]
            ):
                return True
        return False

    def winning_stones(self, player: Player) -> tuple[Location, ...]:
        """The stones of a winning line of ``player`` on the board, or () when there is none."""
        cells = self.cells
        value = player + 1
        for square in range(self.geo.squares):
            if cells[square] != value:
                continue
            for axis_index in range(4):
                forward, backward = self.geo.rays[square][axis_index]
                # Look at each line once, from its first stone.
                if backward and cells[backward[0]] == value:
                    continue
                length, before, after = self.run_through(square, axis_index, player)
                if self.game.wins(
                    length, before >= 0 and not cells[before], after >= 0 and not cells[after]
                ):
                    return (square, *forward[: length - 1])
        return ()

    def cell(self, square: Location) -> Player | None:
        """The owner of the stone on ``square``, or None when it is empty."""
        value = self.cells[square]
        return value - 1 if value else None

    def counts(self) -> tuple[int, int]:
        """Stones on the board as (black, white)."""
        return self.cells.count(1), self.cells.count(2)

    # -- the State contract ---------------------------------------------------------------------

    @property
    def turn_kind(self) -> TurnKind:
        """PLAYER until a five is made or the board is full."""
        if self._winner is not None or self.filled == self.geo.squares:
            return TurnKind.TERMINAL
        return TurnKind.PLAYER

    @property
    def to_move(self) -> Player:
        """0 for Black, 1 for White."""
        return self._to_move

    def legal_moves(self) -> list[Move]:
        """Every empty square in square order, each move carrying its ordering rank."""
        if self._legal is None:
            self._legal = self._generate()
        return list(self._legal)

    def _generate(self) -> list[Move]:
        if self.turn_kind is TurnKind.TERMINAL:
            return []
        me = self._to_move
        table = self._table
        cells = self.cells
        near = self.near
        own_counts = self.window_counts[me]
        opp_counts = self.window_counts[1 - me]
        square_windows = self.geo.square_windows
        result: list[Move] = []
        for square in range(self.geo.squares):
            if cells[square]:
                continue
            if not near[square]:
                result.append(table[0][square])
                continue
            # How much the square matters: own chances it extends, opposing ones it blocks.
            potential = 0
            for w in square_windows[square]:
                a = own_counts[w]
                b = opp_counts[w]
                if b == 0:
                    potential += _OWN_WEIGHT[a]
                elif a == 0:
                    potential += _BLOCK_WEIGHT[b]
            result.append(table[min(RANKS - 1, potential.bit_length())][square])
        return result

    def five_squares(self, player: Player) -> list[Location]:
        """The empty squares where a stone of ``player`` would win, in square order.

        Every winning line holds a five-square window with four of the player's stones and
        none of the other's, so only the empty squares of such windows are tried.
        """
        if not self.pure[player][WINDOW - 1]:
            return []
        own_counts = self.window_counts[player]
        opp_counts = self.window_counts[1 - player]
        cells = self.cells
        open_squares = {
            s
            for w, window in enumerate(self.geo.windows)
            if own_counts[w] == WINDOW - 1 and not opp_counts[w]
            for s in window
            if not cells[s]
        }
        return sorted(s for s in open_squares if self.makes_win(s, player))

    def search_moves(self) -> list[Move]:
        """The squares the computer's search tries, so that it never misses a five.

        A five of the side to move if it has one; else, when the other side could make five,
        the squares that stop it (any other move loses at once); else the squares near the
        stones, the most promising first (:func:`~.evaluation.candidate_moves`).
        """
        if self.turn_kind is TurnKind.TERMINAL:
            return []
        me = self._to_move
        table = self._table[0]
        wins = self.five_squares(me)
        if wins:
            return [table[wins[0]]]
        blocks = self.five_squares(1 - me)
        if blocks:
            return [table[s] for s in blocks]
        return candidate_moves(self)

    def count_moves(self) -> int:
        """The number of empty squares while the game runs."""
        if self.turn_kind is TurnKind.TERMINAL:
            return 0
        return self.geo.squares - self.filled

    def match_parts(self, parts: Sequence[Location]) -> list[Move]:
        """The placement on the one named square, when it is legal (faster than the default)."""
        if (
            len(parts) != 1 or self.turn_kind is TurnKind.TERMINAL
            or not 0 <= parts[0] < self.geo.squares or self.cells[parts[0]]
        ):
            return []
        return [self._table[0][parts[0]]]

    def apply(self, move: Move) -> None:
        """Place the stone and note a win, in place."""
        square = move.square  # type: ignore[attr-defined]
        player = self._to_move
        self._stack.append((square, self._winner))
        self._put(square, player)
        if self.makes_win(square, player):
            self._winner = player
        self._to_move = 1 - player
        self._legal = None
        self.moves.append(move)

    def undo(self) -> None:
        """Take back the last move."""
        square, self._winner = self._stack.pop()
        self._to_move = 1 - self._to_move
        self._take(square, self._to_move)
        self._legal = None
        self.moves.pop()

    def outcome(self) -> Outcome | None:
        """The winner of a five, a draw on a full board, None while playing."""
        if self._winner is not None:
            return Outcome(frozenset({self._winner}), FIVE_REASON, None)
        if self.filled == self.geo.squares:
            return Outcome(frozenset(), EndReason.BOARD_FULL, None)
        return None

    def key(self) -> Hashable:
        """(cells as bytes, side to move)."""
        return (bytes(self.cells), self._to_move)

    def copy(self) -> GomokuState:
        """An independent copy with history and undo stack."""
        other = GomokuState(self.game, self.cells, self._to_move, self.moves)
        other._stack = list(self._stack)
        other._winner = self._winner
        return other

    def move_events(self, move: Move) -> list[Event]:
        """Placed."""
        return [Placed(self._to_move, move.square, Piece.TOKEN)]  # type: ignore[attr-defined]

    def move_expectation(self) -> str:
        """The English description of typed moves."""
        last = algebraic(self.geo.squares - 1, self.game.size)
        return f"a square from a1 to {last}, such as h8"

    def explain_illegal(self, parts: tuple[Location, ...]) -> Reason:
        """The only illegal placement on the board is on an occupied square."""
        return Reason(ReasonCode.OCCUPIED, parts[:1])

    def to_text(self) -> str:
        """The position text."""
        return format_position(self.cells, self._to_move, self.game.size)


_TABLES: dict[int, tuple[tuple[GomokuMove, ...], ...]] = {}


def _moves_table(size: int) -> tuple[tuple[GomokuMove, ...], ...]:
    """Per ordering rank and square, the move object (built once per size)."""
    table = _TABLES.get(size)
    if table is None:
        table = tuple(
            tuple(GomokuMove(s, size, rank) for s in range(size * size)) for rank in range(RANKS)
        )
        _TABLES[size] = table
    return table
