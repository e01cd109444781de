"""Game and State: the contract every game implements, and the shared logic on top of it.

A :class:`Game` is a game with its options fixed (a variant). It makes states. A :class:`State`
is a mutable position with an undo stack: search calls :meth:`State.apply` and :meth:`State.undo`
in place; the session calls :meth:`State.play`, which also returns the events for narration.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Hashable, Mapping, Sequence
from typing import Any, ClassVar

from accessible_games.engine.events import Event, GameEnded, PieceCaptured, SeedsCaptured
from accessible_games.engine.observation import Observation
from accessible_games.engine.types import (
    GameInfo,
    IllegalMoveError,
    InvalidMoveError,
    InvalidOptionError,
    Location,
    Move,
    NumberRange,
    Option,
    Outcome,
    Part,
    Player,
    Proven,
    Reason,
    ReasonCode,
    TurnKind,
)

_STAYING = frozenset({ReasonCode.OCCUPIED, ReasonCode.CANNOT_MOVE_THERE,
                      ReasonCode.PIECE_HAS_NO_MOVES})
"""The refusals a game gives a move from a square of the player's onto that square itself:
its start found taken, or out of the piece's reach. Any other (the square is empty, the
piece is the opponent's, a capture is due elsewhere) stands as the game gave it."""


class Game(ABC):
    """A game with its options fixed.

    Subclasses set the class attributes and implement :meth:`new_state` and
    :meth:`parse_position`. Options are data: a variant is the same class with other values.

    An implementer must keep ``new_state`` free of hidden randomness: any chance goes through
    the ``rng`` the caller passes, or through chance turns.
    """

    id: ClassVar[str]
    """Stable identifier used on the command line, in saves and in records."""
    family: ClassVar[str]
    """The family the game belongs to (draughts, reversi, mancala, ...)."""
    aliases: ClassVar[tuple[str, ...]] = ()
    """Other names that find this game (German and English)."""
    info: GameInfo
    """Players, chance, information, teams (a class attribute; :meth:`make_info` may make it
    depend on the options, such as the number of players)."""
    option_specs: ClassVar[tuple[Option, ...]] = ()
    """The options this game accepts."""
    position_format: ClassVar[str] = ""
    """A one-line English description of the position text ``parse_position`` reads."""
    move_format: ClassVar[str] = ""
    """A one-line English description of the typed move forms."""
    has_captures: ClassVar[bool] = True
    """False for a game in which nothing is ever taken (Gomoku, Reversi's flips, the Halma
    family): help then leaves out the captures question, and the question says so."""
    has_draws: ClassVar[bool] = True
    """False for a game whose rules never end it in a draw (Wolf und Schafe, Breakthrough,
    Arimaa): help then leaves out the draw offer, and an offer is refused with the reason."""

    def __init__(self, options: Mapping[str, Any] | None = None) -> None:
        values = {spec.key: spec.default for spec in self.option_specs}
        for key, value in (options or {}).items():
            spec = self.option_spec(key)
            if isinstance(value, str) and not isinstance(spec.default, str):
                value = spec.parse(value)
            elif not spec.same_kind(value) or spec.choices and value not in spec.choices:
                raise InvalidOptionError(key, str(value), spec.choices)
            values[key] = value
        for key, value in self.follows_defaults(values).items():
            if key not in (options or {}):
                values[key] = value
        self.options: dict[str, Any] = values
        self.check_options()
        self.info = self.make_info()

    @classmethod
    def follows_defaults(cls, values: Mapping[str, Any]) -> dict[str, Any]:
        """Hook: the defaults of options that follow other options' ``values`` (Schlagdame's
        draw count follows the draughts game it is played on), used where an option is not
        given; none by default."""
        return {}

    def make_info(self) -> GameInfo:
        """Hook: the game's info for its options (the class's ``info`` by default)."""
        return type(self).info

    @property
    def notation_id(self) -> str:
        """The id of the game whose typed moves this one takes (itself; Schlagdame takes its
        base game's), for the examples help and a refused line give."""
        return self.id

    @classmethod
    def option_spec(cls, key: str) -> Option:
        """The option named ``key``.

        Raises:
            InvalidOptionError: the game has no such option.
        """
        for spec in cls.option_specs:
            if spec.key == key:
                return spec
        raise InvalidOptionError(key, None, tuple(s.key for s in cls.option_specs))

    def check_options(self) -> None:
        """Hook: reject option combinations that make no sense (raise InvalidOptionError)."""

    def require_counts(self, *keys: str) -> None:
        """Refuse a negative value of the count options ``keys`` the game has (move limits,
        draw counts: 0 turns such a rule off).

        Raises:
            InvalidOptionError: with the numbers allowed, 0 or more.
        """
        for key in keys:
            if key in self.options and self.options[key] < 0:
                raise InvalidOptionError(key, str(self.options[key]), (NumberRange(0),))

    def require_repetitions(self) -> None:
        """Refuse a repetition count below 2 other than 0, which turns the rule off (a
        position is always on the board once).

        Raises:
            InvalidOptionError: with the numbers allowed, 0 or 2 or more.
        """
        reps = self.options.get("repetitions", 0)
        if reps < 0 or reps == 1:
            raise InvalidOptionError("repetitions", str(reps), (0, NumberRange(2)))

    @property
    def num_players(self) -> int:
        """How many seats the game has."""
        return self.info.num_players

    def team_of(self, player: Player) -> tuple[Player, ...]:
        """The players on ``player``'s side, ``player`` included."""
        for team in self.info.teams:
            if player in team:
                return team
        return (player,)

    @abstractmethod
    def new_state(self, rng: random.Random | None = None) -> State:
        """The start position."""

    def first_seat(self, tries: int = 8) -> Player | None:
        """The seat that moves (or rolls) first at every start of this game with its options;
        None when that varies (``first=random``) or the game begins by dealing. Menus say
        "White, who moves first" only when it holds."""
        seats = {self.new_state(random.Random(n)).seat_in_turn for n in range(tries)}
        seat = seats.pop() if len(seats) == 1 else None
        return seat if seat is not None and seat >= 0 else None

    def first_dealer(self, tries: int = 8) -> Player | None:
        """The seat that deals the first hand at every start of this game with its options;
        None in a game without a dealer or where the first dealer varies. At a card table the
        seat one takes means when one deals and begins, and the menus say so."""
        dealers = {getattr(self.new_state(random.Random(n)), "dealer", None)
                   for n in range(tries)}
        dealer = dealers.pop() if len(dealers) == 1 else None
        return dealer if isinstance(dealer, int) and dealer >= 0 else None

    @abstractmethod
    def parse_position(self, text: str) -> State:
        """A position from its text form.

        Raises:
            InvalidPositionError: the text is malformed or the position impossible.
        """

    def changed_options(self) -> dict[str, Any]:
        """The options whose value is not the default, in the order the game lists them; an
        option whose default follows the others (:meth:`follows_defaults`) is compared with
        that ("Moves to a draw: 15" is Schlagdame's usual rule on the Russian board)."""
        followed = self.follows_defaults(self.options)
        return {k: v for k, v in self.options.items()
                if v != followed.get(k, self.option_spec(k).default)}

    def __repr__(self) -> str:
        changed = self.changed_options()
        return f"{type(self).__name__}({changed!r})" if changed else f"{type(self).__name__}()"


class State(ABC):
    """A position of a game, mutable in place with an undo stack.

    An implementer must provide the abstract members. ``apply`` must push what ``undo`` needs and
    append the move to ``self.moves``; ``undo`` must reverse exactly one ``apply``. ``key`` must be
    equal for equal positions (same placement, same player to move, same pending obligations)
    and stable across runs (no ``id()`` or salted string hashes).
    """

    game: Game
    moves: list[Move]
    """The moves applied so far, in order (for records, repetition and undo)."""
    undo_by_snapshot: ClassVar[bool] = False
    """True where ``apply`` saves a copy of the whole position for ``undo`` (the card games):
    a playout then plays on one :meth:`playout_copy` rather than applying and undoing every
    move (Doppelkopf's MCTS spent a third of its time on those copies)."""

    # -- what every game implements -------------------------------------------------------------

    @property
    @abstractmethod
    def turn_kind(self) -> TurnKind:
        """Whether a player, chance or nobody (game over) acts next."""

    @property
    @abstractmethod
    def to_move(self) -> Player:
        """The player to move; only meaningful when ``turn_kind`` is PLAYER."""

    @property
    def seat_in_turn(self) -> Player:
        """The seat whose turn it is, also while chance acts for it (a die it is to roll);
        ``CHANCE`` when chance acts for no seat in particular."""
        return self.to_move

    @abstractmethod
    def legal_moves(self) -> list[Move]:
        """All legal moves in a fixed, deterministic order; empty when the game is over."""

    @abstractmethod
    def apply(self, move: Move) -> None:
        """Make ``move`` in place. The move must be legal (search calls this without checks)."""

    @abstractmethod
    def undo(self) -> None:
        """Take back the last applied move."""

    @abstractmethod
    def outcome(self) -> Outcome | None:
        """The result if the game is over, else None."""

    @abstractmethod
    def key(self) -> Hashable:
        """A stable key of the position (placement, player to move, pending obligations)."""

    @abstractmethod
    def copy(self) -> State:
        """An independent copy (history included)."""

    @abstractmethod
    def move_events(self, move: Move) -> list[Event]:
        """The events ``move`` causes, computed before it is applied."""

    def is_capture(self, move: Move) -> bool:
        """True when ``move`` takes an opposing piece or seeds (the captures query); a game
        whose captures are other events (Dog's marbles sent home) says so here."""
        return any(isinstance(e, (PieceCaptured, SeedsCaptured)) for e in self.move_events(move))

    @abstractmethod
    def parse_parts(self, text: str) -> tuple[Part, ...]:
        """Read the places (or cards, choices) named in a typed move (without checking legality).

        Raises:
            InvalidMoveError: the text is not in the game's notation.
        """

    @abstractmethod
    def to_text(self) -> str:
        """The position in the game's text format (the one ``Game.parse_position`` reads)."""

    # -- shared behaviour, overridable ---------------------------------------------------------

    def turns_played(self) -> int:
        """The players' turns played to reach this position where its text counts them
        (Halma's plies, a chess FEN's full move number), so that a game loaded from it goes
        on with its move number ("Move 32.", not "Move 1."); 0 where the text does not."""
        return 0

    def count_moves(self) -> int:
        """How many legal moves there are (games override this with a faster count for perft)."""
        return len(self.legal_moves())

    def ends_turn(self, events: Sequence[Event]) -> bool:
        """True when the move whose events these are ended its player's turn even where the
        same player acts next, so that the move number counts a new turn (a Congkak round
        ended, and its loser, who made the move, begins the next); False (the default): a
        player's moves in a row are one turn (Arimaa's steps, Kalah's sowing again)."""
        return False

    def after_move_events(self, mover: Player) -> list[Event]:
        """Events that follow from the new position (extra turns, sweeps); called after apply."""
        return []

    def play(self, move: Move) -> tuple[Event, ...]:
        """Make a legal ``move`` and return the events it caused, ending with GameEnded if it ended.

        Raises:
            IllegalMoveError: the move is not among the legal moves.
        """
        if self.turn_kind is TurnKind.CHANCE:
            allowed = [m for m, _ in self.chance_outcomes()]
        else:
            allowed = self.legal_moves()
        if move not in allowed:
            raise IllegalMoveError(move.notation, self.explain(move.parts))
        mover = self.to_move
        events = self.move_events(move)
        self.apply(move)
        events.extend(self.after_move_events(mover))
        outcome = self.outcome()
        if outcome is not None:
            events.append(GameEnded(outcome))
        return tuple(events)

    def is_terminal(self) -> bool:
        """True when the game is over."""
        return self.turn_kind is TurnKind.TERMINAL

    def proven(self) -> Proven | None:
        """The result with best play if the game knows it without searching (an endgame
        table); None (the default) when it does not. Only the strong level asks."""
        return None

    def repetition_outcome(self) -> Outcome | None:
        """How the game ends if this position keeps coming back, as a search assumes when a
        position repeats one on its line; None (the default) for a draw.

        A game whose repetition rule scores the position (Oware: each side takes the seeds on
        its own side) overrides this; the game's own repetition count still decides the real
        game.
        """
        return None

    # -- perspective: who may know what -----------------------------------------------------
    # Perfect-information games keep these defaults; games with hidden cards or parties
    # override redacted, info_key, sample_hidden and move_audience together.

    def redacted(self, viewer: Player | None) -> State:
        """A copy in which everything ``viewer`` may not know is unknown (None: a spectator).

        The copy's undo stack is empty and its move list holds only what the viewer saw; it
        is for reading and for :meth:`sample_hidden`, never for continuing the game.
        """
        return self.copy()

    def info_key(self, viewer: Player | None) -> Hashable:
        """A stable key of what ``viewer`` knows (equal for states the viewer cannot tell
        apart)."""
        return self.key()

    def sample_hidden(self, viewer: Player | None, rng: random.Random) -> State:
        """Called on a redacted view: a complete state consistent with everything ``viewer``
        has seen (cards played, voids shown, announcements), the unknowns drawn with ``rng``."""
        return self.copy()

    def sample_consistent(self, viewer: Player | None, rng: random.Random) -> State:
        """Like :meth:`sample_hidden`, but without a game's preference for the deals the
        others' plays make likely: any state consistent with what ``viewer`` has seen may come.
        The weighing samplers draw their candidates with it, and the leak check
        (tests/test_conformance.py) its twins. By default the same as :meth:`sample_hidden`."""
        return self.sample_hidden(viewer, rng)

    def playout_move(self, rng: random.Random) -> Move | None:
        """A quick move for a search's playouts: the game's rule-based choice (chance turns
        included), or None where a playout should stop and be evaluated.

        Card games answer with their beginner's card on a complete state and with a drawn
        card at chance turns, and stop at the end of the deal. The default plays no playouts.
        The playout searcher (:mod:`accessible_games.ai.playouts`) calls it on complete
        sampled states; the beginner level calls it on the mover's redacted view, so at a
        player's turn it must read only what the player to move may know.
        """
        return None

    def rule_of_thumb(self, rng: random.Random) -> Move | None:
        """The move a careful player's rules choose here, for the playout searcher's default.

        The playout searcher (:mod:`accessible_games.ai.playouts`) keeps this move unless its
        playouts clearly prefer another. It is called on the mover's redacted view, so it must
        read only what the player to move may know. A game may give its stronger levels rules
        better than its beginner's (Whist's careful player); the default is
        :meth:`playout_move`, the beginner's choice.
        """
        return self.playout_move(rng)

    def worth_searching(self, moves: Sequence[Move]) -> list[Move]:
        """The moves of ``moves`` a search should try: a game may leave out moves that are
        never better than another legal move (Mau Mau: a last-but-one card played without
        calling "Mau", which only costs a penalty card). The default keeps them all."""
        return list(moves)

    def playout_copy(self) -> State:
        """An independent copy for a playout, which moves forward only: games may make it
        without undo records (then :meth:`undo` on it is not allowed). The default is
        :meth:`copy`."""
        return self.copy()

    def search_moves(self) -> list[Move]:
        """The moves the computer's search considers here: all legal moves by default.

        A game may leave some decisions to a rule of its own (Doppelkopf decides reservations
        and announcements from hand strength, because a search over sampled deals sees every
        card); it then returns a non-empty subset of :meth:`legal_moves`, never another move.
        The default is :meth:`worth_searching` of the legal moves.
        """
        return self.worth_searching(self.legal_moves())

    def move_audience(self, move: Move) -> frozenset[Player] | None:
        """Who may see ``move`` itself (a dealt card: its receiver); None for everybody."""
        return None

    def view_follows(self, move: Move) -> bool:
        """True when this state, a seat's redacted view, can make ``move`` itself and reach
        what that seat may know of the position after it (an online client follows the game
        so, move by move). False where the outcome rests on what the view hides (Doppelkopf:
        the game that a reservation chooses when another seat's kind is hidden); the client
        then takes the server's position."""
        return True

    def is_reveal(self, move: Move) -> bool:
        """True when ``move`` shows something that was hidden (a card played face up); the
        undo rule never takes such a move back."""
        return False

    def next_game_options(self) -> dict[str, Any]:
        """The options that change for the next game at the same table, once this one is
        over (a card game: the deal passes on, so the next dealer in turn deals first);
        empty where the next game starts as this one did."""
        return {}

    def teams(self) -> tuple[tuple[Player, ...], ...]:
        """The partnerships as they stand (games whose parties change or are secret override
        this; narration asks the describer what a viewer knows of them)."""
        return self.game.info.teams

    def observation(self, viewer: Player | None) -> Observation:
        """What ``viewer`` may know now, as an immutable value (None: a spectator)."""
        kind = self.turn_kind
        mine = kind is TurnKind.PLAYER and viewer is not None and viewer == self.to_move
        return Observation(viewer, kind, self.to_move,
                           tuple(self.legal_moves()) if mine else (),
                           self.info_key(viewer), self.redacted(viewer), self.outcome())

    def view_for(self, player: Player) -> State:
        """What ``player`` may know of this state (the redacted copy)."""
        return self.redacted(player)

    def chance_outcomes(self) -> list[tuple[Move, float]]:
        """At a chance turn: every outcome with its probability (summing to 1); else empty."""
        return []

    def sample_chance(self, rng: random.Random) -> Move:
        """Draw one chance outcome with the caller's generator."""
        outcomes = self.chance_outcomes()
        if not outcomes:
            raise ValueError("not a chance turn")
        moves = [m for m, _ in outcomes]
        weights = [p for _, p in outcomes]
        return rng.choices(moves, weights)[0]

    def parse_location(self, text: str) -> Location:
        """The one place a text names ("c3", a house number), for queries like "moves c3".

        Raises:
            InvalidMoveError: the text does not name exactly one place.
        """
        parts = self.parse_parts(text)
        if len(parts) != 1:
            raise InvalidMoveError(text, "one place, such as a square or house")
        return parts[0]

    def moves_from(self, location: Part) -> list[Move]:
        """The legal moves whose first part is ``location``."""
        return [m for m in self.legal_moves() if m.parts and m.parts[0] == location]

    def move_forms(self, move: Move) -> tuple[Move, ...]:
        """Game hook: ``move`` (a legal move) and the same move as a player may name it
        otherwise, equal to it but with a notation and parts of its own (Dog's joker named as
        the king for the way out of the kennel listed as the ace's). Whatever finds a move by
        its notation or parts (a record, an online table) looks among these. The default: the
        move alone."""
        return (move,)

    def choice_unneeded(self, moves: Sequence[Move]) -> Move | None:
        """Game hook: the one of ``moves`` (the legal ways to play one card or piece, which
        differ only in a choice asked after it) to make without asking, where the rules
        leave that choice without effect; None (the default): the player is asked. Mau
        Mau: a jack that is the player's last card and ends the deal wishes for nobody."""
        return None

    def match_parts(self, parts: Sequence[Part]) -> list[Move]:
        """Legal moves the given parts describe.

        A move matches when its parts equal the given ones, or when the given parts are the
        move's first part, its last part and some of the parts between, in order (so "c3-g7"
        and "c3xe5xg7" both name a double jump). Exact matches win over partial ones.
        """
        parts = tuple(parts)
        legal = self.legal_moves()
        exact = [m for m in legal if m.parts == parts]
        if exact or not parts:
            return exact
        found = []
        for move in legal:
            mp = move.parts
            if len(parts) < 2 or len(mp) < len(parts):
                continue
            if mp[0] != parts[0] or mp[-1] != parts[-1]:
                continue
            it = iter(mp[1:-1])
            if all(any(p == q for q in it) for p in parts[1:-1]):
                found.append(move)
        return found

    def explain(self, parts: Sequence[Part]) -> Reason:
        """Why the attempt named by ``parts`` is not one legal move.

        The shared logic covers game over, ambiguity and "this piece cannot go there"; games
        override :meth:`explain_illegal` for their own rules (mandatory capture, no flips).
        """
        parts = tuple(parts)
        if self.is_terminal():
            return Reason(ReasonCode.GAME_OVER)
        matches = self.match_parts(parts)
        if len(matches) > 1:
            return Reason(ReasonCode.AMBIGUOUS, parts, tuple(matches))
        reason = self.explain_illegal(parts)
        # A piece of the player's typed with its own square as the target ("d1-d1"): each
        # game's own refusal took the square for a taken target or an unreachable one.
        if len(parts) == 2 and parts[0] == parts[1] and reason.code in _STAYING:
            return Reason(ReasonCode.STAYS, parts[:1], tuple(self.moves_from(parts[0])))
        return reason

    def explain_illegal(self, parts: tuple[Part, ...]) -> Reason:
        """Game hook: why ``parts`` match no legal move. The default names the start's moves."""
        own = self.moves_from(parts[0]) if parts else []
        if own:
            return Reason(ReasonCode.CANNOT_MOVE_THERE, parts, tuple(own))
        return Reason(ReasonCode.PIECE_HAS_NO_MOVES, parts[:1])

    def parse_typed(self, text: str) -> Move:
        """The legal move a person typed: as :meth:`parse_move` reads it, where a game whose
        notation may read a person's words as another move reads the words first (Dog: "give
        2" gives card number 2 of the pack in the notation, the two to a player)."""
        return self.parse_move(text)

    def parse_move(self, text: str) -> Move:
        """The legal move a typed text names.

        Raises:
            InvalidMoveError: the text is not in the game's notation.
            IllegalMoveError: it is readable but names no legal move (or several); the error's
                ``reason`` says why.
        """
        if self.is_terminal():
            raise IllegalMoveError(text, Reason(ReasonCode.GAME_OVER))
        parts = self.parse_parts(text)
        matches = self.match_parts(parts)
        if len(matches) == 1:
            return matches[0]
        if len(matches) > 1:
            raise IllegalMoveError(text, Reason(ReasonCode.AMBIGUOUS, parts, tuple(matches)))
        raise IllegalMoveError(text, self.explain(parts))

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.to_text()!r}>"

