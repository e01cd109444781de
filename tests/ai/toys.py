"""Toy games for the AI tests: Nim (extra turns, wind, three players) and tic-tac-toe.

Nim: a pile of stones; the player to move takes 1, 2 or 3; whoever takes the last stone wins.
Options: ``bonus`` (taking exactly 2 with stones left gives the same player another move, like
a Kalah extra turn), ``wind`` (after every other move, chance blows away 0 or 1 stone with equal
probability; if the wind takes the last stone the game is a draw), ``players`` (2 or 3 seats,
moving in turn).

Tic-tac-toe on ``size`` x ``size`` with ``k`` in a row to win (3x3/3 or 4x4/4).
"""

from __future__ import annotations

import random
from collections.abc import Hashable
from dataclasses import dataclass

from accessible_games.engine import (
    EndReason,
    Game,
    GameInfo,
    InvalidMoveError,
    Location,
    Move,
    Option,
    Outcome,
    Player,
    State,
    TurnKind,
)
from accessible_games.engine.events import Event


@dataclass(frozen=True, slots=True)
class TakeMove(Move):
    """Take ``count`` stones, or (``chance``) the wind blows ``count`` stones away."""

    count: int
    chance: bool = False

    @property
    def parts(self) -> tuple[Location, ...]:
        return (self.count,)

    @property
    def notation(self) -> str:
        return f"wind {self.count}" if self.chance else f"take {self.count}"


class NimGame(Game):
    id = "toy-nim"
    family = "toy"
    info = GameInfo(num_players=2)
    option_specs = (
        Option("pile", 10),
        Option("players", 2, (2, 3)),
        Option("bonus", False),
        Option("wind", False),
    )

    def make_info(self) -> GameInfo:
        return GameInfo(num_players=self.options["players"], has_chance=self.options["wind"])

    def new_state(self, rng: random.Random | None = None) -> NimState:
        return NimState(self, self.options["pile"])

    def parse_position(self, text: str) -> NimState:
        pile, player = text.split()
        state = NimState(self, int(pile))
        state.player = int(player)
        return state


class NimState(State):
    game: NimGame

    def __init__(self, game: NimGame, pile: int) -> None:
        self.game = game
        self.moves = []
        self.pile = pile
        self.player = 0
        """Whose turn it is, or (while the wind is pending) who moves after it."""
        self.wind_pending = False
        self.result: Outcome | None = None
        self._stack: list[tuple[int, int, bool, Outcome | None]] = []

    @property
    def turn_kind(self) -> TurnKind:
        if self.result is not None:
            return TurnKind.TERMINAL
        return TurnKind.CHANCE if self.wind_pending else TurnKind.PLAYER

    @property
    def to_move(self) -> Player:
        return self.player

    def legal_moves(self) -> list[Move]:
        if self.turn_kind is not TurnKind.PLAYER:
            return []
        return [TakeMove(n) for n in (1, 2, 3) if n <= self.pile]

    def chance_outcomes(self) -> list[tuple[Move, float]]:
        if self.turn_kind is not TurnKind.CHANCE:
            return []
        return [(TakeMove(0, True), 0.5), (TakeMove(1, True), 0.5)]

    def apply(self, move: Move) -> None:
        assert isinstance(move, TakeMove)
        self._stack.append((self.pile, self.player, self.wind_pending, self.result))
        self.moves.append(move)
        self.pile -= move.count
        if move.chance:
            self.wind_pending = False
            if self.pile == 0:
                self.result = Outcome(frozenset(), EndReason.NO_PIECES)
            return
        if self.pile == 0:
            self.result = Outcome(frozenset({self.player}), EndReason.NO_PIECES)
            return
        if self.game.options["bonus"] and move.count == 2:
            return  # Extra turn: the same player moves again.
        self.player = (self.player + 1) % self.game.num_players
        if self.game.options["wind"]:
            self.wind_pending = True

    def undo(self) -> None:
        self.pile, self.player, self.wind_pending, self.result = self._stack.pop()
        self.moves.pop()

    def outcome(self) -> Outcome | None:
        return self.result

    def key(self) -> Hashable:
        return (self.pile, self.player, self.wind_pending, self.result)

    def copy(self) -> NimState:
        other = NimState(self.game, self.pile)
        other.moves = list(self.moves)
        other.player, other.wind_pending, other.result = self.player, self.wind_pending, self.result
        other._stack = list(self._stack)
        return other

    def move_events(self, move: Move) -> list[Event]:
        return []

    def parse_parts(self, text: str) -> tuple[Location, ...]:
        if not text.strip().isdigit():
            raise InvalidMoveError(text, "1, 2 or 3")
        return (int(text),)

    def to_text(self) -> str:
        return f"{self.pile} {self.player}"


def nim_evaluator(state: State, player: Player) -> float:
    """A weak heuristic: good for the player to move when the pile is not a multiple of 4."""
    assert isinstance(state, NimState)
    good_for_mover = 1.0 if state.pile % 4 else -1.0
    return good_for_mover if player == state.to_move else -good_for_mover


@dataclass(frozen=True, slots=True)
class PlaceMove(Move):
    """Put a mark on ``square``."""

    square: int

    @property
    def parts(self) -> tuple[Location, ...]:
        return (self.square,)

    @property
    def notation(self) -> str:
        return str(self.square)


class TicTacToeGame(Game):
    id = "toy-tictactoe"
    family = "toy"
    info = GameInfo(num_players=2)
    option_specs = (Option("size", 3, (3, 4)), Option("k", 3, (3, 4)))

    def new_state(self, rng: random.Random | None = None) -> TicTacToeState:
        size = self.options["size"]
        return TicTacToeState(self, [None] * (size * size))

    def parse_position(self, text: str) -> TicTacToeState:
        """Cells as X, O or - in reading order; X moves first, so the counts give the mover."""
        cells = [0 if c == "X" else 1 if c == "O" else None for c in text.replace(" ", "")]
        return TicTacToeState(self, cells)


def _lines(size: int, k: int) -> tuple[tuple[int, ...], ...]:
    lines = []
    for r in range(size):
        for c in range(size):
            for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
                end_r, end_c = r + dr * (k - 1), c + dc * (k - 1)
                if 0 <= end_r < size and 0 <= end_c < size:
                    lines.append(tuple((r + dr * i) * size + c + dc * i for i in range(k)))
    return tuple(lines)


class TicTacToeState(State):
    game: TicTacToeGame

    def __init__(self, game: TicTacToeGame, cells: list[int | None]) -> None:
        self.game = game
        self.moves = []
        self.cells = cells
        self.lines = _lines(game.options["size"], game.options["k"])

    @property
    def winner(self) -> Player | None:
        cells = self.cells
        for line in self.lines:
            first = cells[line[0]]
            if first is not None and all(cells[i] == first for i in line):
                return first
        return None

    @property
    def turn_kind(self) -> TurnKind:
        if self.winner is not None or None not in self.cells:
            return TurnKind.TERMINAL
        return TurnKind.PLAYER

    @property
    def to_move(self) -> Player:
        filled = sum(c is not None for c in self.cells)
        return filled % 2

    def legal_moves(self) -> list[Move]:
        if self.turn_kind is TurnKind.TERMINAL:
            return []
        return [PlaceMove(i) for i, c in enumerate(self.cells) if c is None]

    def apply(self, move: Move) -> None:
        assert isinstance(move, PlaceMove)
        self.cells[move.square] = self.to_move
        self.moves.append(move)

    def undo(self) -> None:
        move = self.moves.pop()
        assert isinstance(move, PlaceMove)
        self.cells[move.square] = None

    def outcome(self) -> Outcome | None:
        if self.turn_kind is not TurnKind.TERMINAL:
            return None
        winner = self.winner
        if winner is None:
            return Outcome(frozenset(), EndReason.BOARD_FULL)
        return Outcome(frozenset({winner}), EndReason.MAJORITY)

    def key(self) -> Hashable:
        return tuple(self.cells)

    def copy(self) -> TicTacToeState:
        other = TicTacToeState(self.game, list(self.cells))
        other.moves = list(self.moves)
        return other

    def move_events(self, move: Move) -> list[Event]:
        return []

    def parse_parts(self, text: str) -> tuple[Location, ...]:
        return (int(text),)

    def to_text(self) -> str:
        return "".join("-" if c is None else "XO"[c] for c in self.cells)


def open_lines_evaluator(state: State, player: Player) -> float:
    """Lines still winnable by ``player`` minus those still winnable by the opponent."""
    assert isinstance(state, TicTacToeState)
    score = 0.0
    for line in state.lines:
        marks = {state.cells[i] for i in line} - {None}
        if marks == {player}:
            score += 1.0
        elif marks == {1 - player}:
            score -= 1.0
    return score


def tictactoe(position: str = "", size: int = 3, k: int = 3) -> TicTacToeState:
    """A tic-tac-toe state from a position text (empty board when none)."""
    game = TicTacToeGame({"size": size, "k": k})
    return game.parse_position(position) if position else game.new_state()


def nim(pile: int, **options: object) -> NimState:
    """A Nim start position with ``pile`` stones and the given options."""
    return NimGame({"pile": pile, **options}).new_state()


@dataclass(frozen=True, slots=True)
class EdgeMove(Move):
    """Go to node ``index`` of ``layer`` (a player's choice or a chance outcome)."""

    layer: int
    index: int

    @property
    def parts(self) -> tuple[Location, ...]:
        return (self.layer, self.index)

    @property
    def notation(self) -> str:
        return f"{self.layer}.{self.index}"


@dataclass(frozen=True, slots=True)
class DagNode:
    """One position of a random game: who acts, where moves lead, how it ends or looks."""

    kind: TurnKind
    mover: Player
    edges: tuple[tuple[EdgeMove, float], ...]
    winner: Player | None
    heuristic: int


class RandomDagGame(Game):
    """A random two-player game on a layered graph, built from ``seed``.

    Moves lead one or two layers down, so one position is reached by paths of different length
    (transpositions at different plies). Every position has its own mover, so players do not
    alternate (extra turns everywhere); some positions are chance turns, some end the game.
    """

    id = "toy-random-dag"
    family = "toy"
    info = GameInfo(num_players=2, has_chance=True)
    option_specs = (Option("seed", 0), Option("layers", 7), Option("width", 4))

    def check_options(self) -> None:
        rng = random.Random(self.options["seed"])
        layers, width = self.options["layers"], self.options["width"]
        probabilities = ((0.5, 0.5), (0.25, 0.75), (0.25, 0.25, 0.5))
        nodes: dict[tuple[int, int], DagNode] = {}
        for layer in range(layers):
            for index in range(width):
                heuristic = rng.randint(-5, 5)
                roll = rng.random()
                if layer == layers - 1 or (layer > 0 and roll < 0.1):
                    winner = rng.choice((0, 1, None))
                    nodes[layer, index] = DagNode(TurnKind.TERMINAL, 0, (), winner, heuristic)
                    continue
                def target() -> EdgeMove:
                    step = 1 if layer + 2 >= layers or rng.random() < 0.6 else 2
                    return EdgeMove(layer + step, rng.randrange(width))
                if roll > 0.85 and (layer, index) != (0, 0):
                    weights = rng.choice(probabilities)
                    targets: list[EdgeMove] = []
                    while len(targets) < len(weights):
                        edge = target()
                        if edge not in targets:
                            targets.append(edge)
                    edges = tuple(zip(targets, weights))
                    nodes[layer, index] = DagNode(TurnKind.CHANCE, 0, edges, None, heuristic)
                    continue
                moves: list[EdgeMove] = []
                for _ in range(rng.randint(1, 4)):
                    edge = target()
                    if edge not in moves:
                        moves.append(edge)
                edges = tuple((m, 1.0) for m in moves)
                nodes[layer, index] = DagNode(
                    TurnKind.PLAYER, rng.randrange(2), edges, None, heuristic
                )
        self.nodes = nodes

    def new_state(self, rng: random.Random | None = None) -> RandomDagState:
        return RandomDagState(self)

    def parse_position(self, text: str) -> RandomDagState:
        raise NotImplementedError


class RandomDagState(State):
    game: RandomDagGame

    def __init__(self, game: RandomDagGame) -> None:
        self.game = game
        self.moves = []
        self.path = [(0, 0)]

    @property
    def node(self) -> DagNode:
        return self.game.nodes[self.path[-1]]

    @property
    def turn_kind(self) -> TurnKind:
        return self.node.kind

    @property
    def to_move(self) -> Player:
        return self.node.mover

    def legal_moves(self) -> list[Move]:
        node = self.node
        return [m for m, _ in node.edges] if node.kind is TurnKind.PLAYER else []

    def chance_outcomes(self) -> list[tuple[Move, float]]:
        node = self.node
        return list(node.edges) if node.kind is TurnKind.CHANCE else []

    def apply(self, move: Move) -> None:
        assert isinstance(move, EdgeMove)
        self.path.append((move.layer, move.index))
        self.moves.append(move)

    def undo(self) -> None:
        self.path.pop()
        self.moves.pop()

    def outcome(self) -> Outcome | None:
        node = self.node
        if node.kind is not TurnKind.TERMINAL:
            return None
        winners = frozenset() if node.winner is None else frozenset({node.winner})
        return Outcome(winners, EndReason.NO_MOVES)

    def key(self) -> Hashable:
        return self.path[-1]

    def copy(self) -> RandomDagState:
        other = RandomDagState(self.game)
        other.moves = list(self.moves)
        other.path = list(self.path)
        return other

    def move_events(self, move: Move) -> list[Event]:
        return []

    def parse_parts(self, text: str) -> tuple[Location, ...]:
        layer, index = text.split(".")
        return (int(layer), int(index))

    def to_text(self) -> str:
        return f"{self.path[-1]}"


def dag_evaluator(state: State, player: Player) -> float:
    """The node's random heuristic, for player 0; its negative for player 1."""
    assert isinstance(state, RandomDagState)
    value = float(state.node.heuristic)
    return value if player == 0 else -value


def random_dag(seed: int, layers: int = 7, width: int = 4) -> RandomDagState:
    """The start of a random game."""
    return RandomDagGame({"seed": seed, "layers": layers, "width": width}).new_state()
