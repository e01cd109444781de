"""Breakthrough (Dan Troyka, 2000): the game, its options, the move type and the mutable state.

Rules as played (seed 003): each side fills its two home rows; White starts on ranks 1 and 2
and moves up, Black on the top two ranks and moves down. On a turn a player moves one piece one
square straight forward to an empty square, or diagonally forward to an empty square or onto an
opposing piece, which is captured. Captures are only diagonal and never mandatory; there is no
passing. A player wins by moving a piece onto the far row, or by capturing every opposing
piece. White moves first by default; the options let Black start or draw the first player.
"""

from __future__ import annotations

import random
from collections.abc import Hashable
from dataclasses import dataclass

from accessible_games.engine.events import Event, Piece, PieceCaptured, PieceMoved
from accessible_games.engine.grid import algebraic
from accessible_games.engine.paths import FromToMove
from accessible_games.engine.piece_reasons import piece_reason
from accessible_games.engine.sized import SizedGame, size_option
from accessible_games.engine.typed import SquareStepTyped
from accessible_games.engine.types import (
    EndReason,
    GameInfo,
    Location,
    Move,
    Option,
    Outcome,
    Player,
    Reason,
    ReasonCode,
    TurnKind,
)
from accessible_games.games.breakthrough.board import (
    BLACK,
    SIZES,
    WHITE,
    Geometry,
    format_position,
    geometry,
    parse_position_text,
    position_expectation,
    size_of_text,
    start_position,
    target_boards,
)

GOAL_REASON = EndReason.NO_MOVES
"""The end reason recorded when a piece reaches the far row.

The engine has no "goal reached" reason yet. A Breakthrough player always has a move while the
game runs (the most advanced piece can always step or capture diagonally), so NO_MOVES cannot
happen otherwise, and the Breakthrough catalog words ``breakthrough.end.no_moves`` as "a piece
reached the far row".
"""

PIECE = Piece.MAN
"""Breakthrough pieces are plain men that never change."""

FIRST_CHOICES: tuple[str, ...] = ("white", "black", "random")
"""Values of the ``first`` option."""

@dataclass(frozen=True, slots=True)
class BreakthroughMove(FromToMove):
    """One piece from ``start`` to ``end``; ``capture`` when it takes the piece on ``end``."""

    capture: bool = False
    """True when an opposing piece stood on ``end`` and is taken."""
    size: int = 8
    """Squares per side, needed to name the squares."""

    @property
    def notation(self) -> str:
        """"a2-a3" for a step, "b2xc3" for a capture."""
        sep = "x" if self.capture else "-"
        return f"{algebraic(self.start, self.size)}{sep}{algebraic(self.end, self.size)}"


class BreakthroughGame(SizedGame):
    """Breakthrough on 5x5 to 8x8 with a chosen or drawn first player."""

    id = "breakthrough"
    family = "breakthrough"
    aliases = ("Durchbruch",)
    info = GameInfo(num_players=2)
    has_draws = False  # Somebody always breaks through or takes the last piece.
    option_specs = (
        size_option(8, SIZES),
        Option("first", "white", FIRST_CHOICES,
               "Who moves first: white, black, or random (drawn with the game's generator)."),
    )
    position_format = (
        "rows from the top rank down separated by /, P White, p Black, digits for empty "
        "squares, then a space and w or b"
    )
    move_format = "start and target square like a2-a3, a2a3 or b2xc3"

    def new_state(self, rng: random.Random | None = None) -> BreakthroughState:
        """The start: both home rows filled; the first player as the ``first`` option says.

        With ``first=random`` the first player is drawn with ``rng``; without a generator White
        starts.
        """
        white, black = start_position(self.size)
        first = self.options["first"]
        to_move = WHITE
        if first == "black":
            to_move = BLACK
        elif first == "random" and rng is not None:
            to_move = WHITE if rng.random() < 0.5 else BLACK
        return BreakthroughState(self, white, black, to_move)

    def parse_position(self, text: str) -> BreakthroughState:
        """A position from its FEN-like text; the board size follows from the number of rows.

        Raises:
            InvalidPositionError: the text is malformed.
        """
        size = size_of_text(text) or self.size
        game = self.resized(size)
        white, black, to_move = parse_position_text(text, size)
        return BreakthroughState(game, white, black, to_move)

    def position_help(self) -> str:
        """The expected position text for this game's size, in English."""
        return position_expectation(self.size)


class BreakthroughState(SquareStepTyped):
    """A Breakthrough position: one bitboard per colour, the side to move, an undo stack."""

    game: BreakthroughGame

    def __init__(
        self, game: BreakthroughGame, white: int, black: int, to_move: Player,
        moves: list[Move] | None = None,
    ) -> None:
        self.game = game
        self.geo: Geometry = geometry(game.size)
        self.boards: list[int] = [white, black]
        self._to_move: Player = to_move
        self._stack: list[tuple[int, int, Player | None]] = []
        self.moves = list(moves) if moves else []
        self._table = _move_table(game.size)
        self._winner: Player | None = self._find_winner()

    # -- analysis -------------------------------------------------------------------------------

    def _find_winner(self) -> Player | None:
        """The winner of the position as it stands (goal row reached or no pieces), or None."""
        white, black = self.boards
        goal = self.geo.goal_rows
        if white & goal[WHITE] or not black:
            return WHITE
        if black & goal[BLACK] or not white:
            return BLACK
        return None

    @property
    def white(self) -> int:
        """Bitboard of the White pieces."""
        return self.boards[WHITE]

    @property
    def black(self) -> int:
        """Bitboard of the Black pieces."""
        return self.boards[BLACK]

    def cell(self, square: Location) -> Player | None:
        """The owner of the piece on ``square``, or None when it is empty."""
        bit = 1 << square
        if self.boards[WHITE] & bit:
            return WHITE
        if self.boards[BLACK] & bit:
            return BLACK
        return None

    def counts(self) -> tuple[int, int]:
        """Pieces on the board as (white, black)."""
        return self.boards[WHITE].bit_count(), self.boards[BLACK].bit_count()

    def attacked(self, player: Player) -> list[Location]:
        """``player``'s pieces that the opponent could capture on their next move."""
        geo = self.geo
        own, opp = self.boards[player], self.boards[1 - player]
        found = []
        squares = own
        while squares:
            low = squares & -squares
            square = low.bit_length() - 1
            if geo.attackers[1 - player][square] & opp:
                found.append(square)
            squares ^= low
        return found

    def runners(self, player: Player) -> list[Location]:
        """``player``'s pieces that could reach the goal row with their next step."""
        own, opp = self.boards[player], self.boards[1 - player]
        goal = self.geo.goal_rows[player]
        found = []
        squares = own
        while squares:
            low = squares & -squares
            square = low.bit_length() - 1
            squares ^= low
            for step in self.geo.steps[player][square]:
                if not step.bit & goal:
                    break
                if step.bit & own or (not step.diagonal and step.bit & opp):
                    continue
                found.append(square)
                break
        return found

    def takers(self, player: Player, square: Location) -> list[Location]:
        """``player``'s pieces that could take a piece standing on ``square`` (diagonally
        behind it, seen from ``player``'s side)."""
        mask = self.geo.attackers[player][square] & self.boards[player]
        return [sq for sq in range(self.geo.squares) if mask >> sq & 1]

    def safe_steps(self, square: Location) -> list[Location]:
        """Where the piece on ``square`` could step (or take) without landing on a square the
        opponent's pieces could take it on, as the board stands."""
        player = self.cell(square)
        if player is None:
            return []
        own, opp = self.boards[player], self.boards[1 - player]
        found = []
        for step in self.geo.steps[player][square]:
            if step.bit & own or (not step.diagonal and step.bit & opp):
                continue
            if not self.geo.attackers[1 - player][step.target] & opp:
                found.append(step.target)
        return found

    def can_step(self, square: Location) -> bool:
        """Whether the piece on ``square`` has a step or capture at all."""
        player = self.cell(square)
        if player is None:
            return False
        own, opp = self.boards[player], self.boards[1 - player]
        return any(not (step.bit & own or (not step.diagonal and step.bit & opp))
                   for step in self.geo.steps[player][square])

    def breakaway(self, square: Location) -> int | None:
        """How many steps the piece on ``square`` still needs to reach its goal row, when
        nothing can stop it and it gets there first: the opponent, to move, has no piece that
        could ever stand in its way straight ahead or take it (none ahead within as many files
        as rows), no piece of its own stands in its file ahead, and every opposing piece needs
        more steps home. None otherwise."""
        player = self.cell(square)
        if player is None or self.to_move == player:
            return None
        size = self.geo.size
        row, col = divmod(square, size)
        ahead = 1 if player == WHITE else -1
        steps = self.geo.rows_to_goal(player, square)
        for distance in range(1, steps + 1):
            if self.cell((row + ahead * distance) * size + col) is not None:
                return None
        opponent = 1 - player
        for other in range(size * size):
            if self.cell(other) != opponent:
                continue
            if self.geo.rows_to_goal(opponent, other) <= steps:
                return None  # it gets home first (the opponent moves first)
            other_row, other_col = divmod(other, size)
            rows_ahead = (other_row - row) * ahead
            if rows_ahead > 0 and abs(other_col - col) <= rows_ahead:
                return None
        return steps

    # -- the State contract ---------------------------------------------------------------------

    @property
    def turn_kind(self) -> TurnKind:
        """PLAYER while nobody has won, else TERMINAL."""
        return TurnKind.PLAYER if self._winner is None else TurnKind.TERMINAL

    @property
    def to_move(self) -> Player:
        """0 for White, 1 for Black."""
        return self._to_move

    def legal_moves(self) -> list[Move]:
        """Every move, by start square (a1, b1, ...), then left, straight, right."""
        if self._winner is not None:
            return []
        player = self._to_move
        own = self.boards[player]
        opp = self.boards[1 - player]
        table = self._table[player]
        result: list[Move] = []
        squares = own
        while squares:
            low = squares & -squares
            squares ^= low
            for bit, diagonal, plain, capture in table[low.bit_length() - 1]:
                if bit & own:
                    continue
                if bit & opp:
                    # Captures are only diagonal; straight ahead must be empty.
                    if diagonal:
                        result.append(capture)
                    continue
                result.append(plain)
        return result

    def count_moves(self) -> int:
        """The number of legal moves: popcounts of the three target boards."""
        if self._winner is not None:
            return 0
        player = self._to_move
        left, straight, right = target_boards(
            self.geo, self.boards[player], self.boards[1 - player], player
        )
        return left.bit_count() + straight.bit_count() + right.bit_count()

    def apply(self, move: Move) -> None:
        """Move the piece (and take the piece on the target), in place."""
        boards = self.boards
        player = self._to_move
        self._stack.append((boards[0], boards[1], self._winner))
        end_bit = 1 << move.end  # type: ignore[attr-defined]
        boards[player] ^= (1 << move.start) | end_bit  # type: ignore[attr-defined]
        opp = boards[1 - player]
        if opp & end_bit:
            opp ^= end_bit
            boards[1 - player] = opp
        # Win by reaching the far row or by taking the last opposing piece.
        if end_bit & self.geo.goal_rows[player] or not opp:
            self._winner = player
        self._to_move = 1 - player
        self.moves.append(move)

    def undo(self) -> None:
        """Take back the last move."""
        white, black, self._winner = self._stack.pop()
        self.boards[0] = white
        self.boards[1] = black
        self._to_move = 1 - self._to_move
        self.moves.pop()

    def outcome(self) -> Outcome | None:
        """The winner with the reason (far row reached or all pieces taken); None while playing."""
        winner = self._winner
        if winner is None:
            return None
        loser_pieces = self.boards[1 - winner]
        reason = EndReason.NO_PIECES if not loser_pieces else GOAL_REASON
        return Outcome(frozenset({winner}), reason, None)

    def key(self) -> Hashable:
        """(white bitboard, black bitboard, side to move)."""
        return (self.boards[0], self.boards[1], self._to_move)

    def copy(self) -> BreakthroughState:
        """An independent copy with history and undo stack."""
        other = BreakthroughState(
            self.game, self.boards[0], self.boards[1], self._to_move, self.moves
        )
        other._stack = list(self._stack)
        other._winner = self._winner
        return other

    def move_events(self, move: Move) -> list[Event]:
        """PieceMoved, then PieceCaptured when the move takes a piece."""
        player = self._to_move
        start, end = move.parts
        events: list[Event] = [PieceMoved(player, PIECE, (start, end))]
        if self.boards[1 - player] >> end & 1:
            events.append(PieceCaptured(player, end, PIECE))
        return events

    def move_expectation(self) -> str:
        """The English description of typed moves for error messages."""
        return "a start and a target square such as a2-a3, a2a3 or b2xc3"

    def explain_illegal(self, parts: tuple[Location, ...]) -> Reason:
        """Why the named start and target are not a legal move."""
        player = self._to_move
        start = parts[0]
        own_moves = tuple(self.moves_from(start))
        reason = piece_reason(parts, self.cell(start), player, own_moves)
        if reason is not None:
            return reason
        end = parts[-1]
        for step in self.geo.steps[player][start]:
            if step.target == end and not step.diagonal and self.cell(end) is not None:
                # Straight ahead must be empty: pieces capture only diagonally.
                return Reason(ReasonCode.OCCUPIED, (start, end), own_moves)
            if step.target == end and self.cell(end) == player:
                return Reason(ReasonCode.OCCUPIED, (start, end), own_moves)
        return Reason(ReasonCode.CANNOT_MOVE_THERE, (start, end), own_moves)

    def to_text(self) -> str:
        """The FEN-like position text."""
        return format_position(self.boards[0], self.boards[1], self._to_move, self.game.size)


_TABLES: dict[int, tuple[tuple[tuple[tuple[int, bool, Move, Move], ...], ...], ...]] = {}


def _move_table(size: int) -> tuple[tuple[tuple[tuple[int, bool, Move, Move], ...], ...], ...]:
    """Per colour and square: (target bit, diagonal, plain move, capturing move) for each step."""
    table = _TABLES.get(size)
    if table is None:
        geo = geometry(size)
        table = tuple(
            tuple(
                tuple(
                    (step.bit, step.diagonal,
                     BreakthroughMove(square, step.target, False, size),
                     BreakthroughMove(square, step.target, True, size))
                    for step in geo.steps[player][square]
                )
                for square in range(size * size)
            )
            for player in (WHITE, BLACK)
        )
        _TABLES[size] = table
    return table
