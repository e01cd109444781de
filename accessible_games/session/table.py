"""The Table: the one truth of a game being played, and the only holder of hidden state.

A table holds the game's state, its history, its seats (a person at this machine, the
computer, later a remote player), and draws chance. People look at it through Consoles
(``session/console.py``), each of which reads only its own seat's observation; the computer
is handed only its seat's observation too. Listeners (autosave, later the network) hear of
every change.

Chance is drawn from the seed and the move number, so taking moves back and making them again
gives the same dice, and a resumed game goes on with the dice it would have had.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from enum import Enum

from accessible_games.ai.information import choose_from_observation
from accessible_games.ai.levels import LEVEL_WORDS, fold_level_word, level_for
from accessible_games.engine import (
    Event,
    Game,
    IllegalMoveError,
    Move,
    Outcome,
    Player,
    Reason,
    ReasonCode,
    State,
    TurnKind,
)
from accessible_games.engine.events import ExtraTurn, Passed, Private, seat_served
from accessible_games.engine.observation import Observation
from accessible_games.engine.types import CHANCE, EndReason
from accessible_games.lineup import ai_hooks


class SeatKind(Enum):
    """Who sits in a seat."""

    HUMAN = "human"
    """A person at this machine."""
    COMPUTER = "computer"
    """A computer opponent."""
    REMOTE = "remote"
    """A person at another machine (online tables)."""


@dataclass(frozen=True, slots=True)
class Seat:
    """One seat: a person, or the computer at a level (1 beginner, 2 intermediate, 3 strong)."""

    kind: SeatKind
    """Who sits there."""
    level: int = 2
    """The computer's level; ignored for people."""
    easiest: int | None = None
    """The lowest level the computer has moved at in this game (None before its first move):
    a player who changed the level near the end ("level 3" with the game won) had the game
    counted in the statistics as one won against the strong level."""


TYPED_LEVELS: dict[str, int] = {word: name.number for word, name in LEVEL_WORDS.items()}
"""The level names a player may type, English and German, with their numbers, folded by
:func:`typed_level_word` (the terminal's question of the level, a bot's level online)."""


def typed_level_word(text: str) -> str:
    """A typed level name folded as :data:`TYPED_LEVELS` holds it ("Anfänger": "anfaenger")."""
    return fold_level_word(text)


def seats_of(count: int, people: Iterable[Player], level: int = 2) -> list[Seat]:
    """The seats of a table of ``count``: a person in each of ``people`` (seat numbers from 0),
    the computer at ``level`` in the others."""
    here = set(people)
    return [Seat(SeatKind.HUMAN) if seat in here else Seat(SeatKind.COMPUTER, level)
            for seat in range(count)]


@dataclass(frozen=True, slots=True)
class Turn:
    """One move of the table's history, whole (only the table and storage read it)."""

    mover: Player
    """Who made the move (``CHANCE`` for dice and deals)."""
    move: Move
    """The move."""
    events: tuple[Event, ...]
    """Everything the move caused, private events included."""
    audience: frozenset[Player] | None
    """Who may see the move itself; None for everybody."""
    reveals: bool = False
    """True when the move showed something hidden (a card played face up)."""
    stand_in: bool = False
    """True when a bot made the move for the seat's player while they were away (an online
    table): not the player's own move, so "since my last move" looks past it."""

    @property
    def is_chance(self) -> bool:
        """True for a die roll or a deal."""
        return self.mover == CHANCE

    @property
    def seat(self) -> Player | None:
        """The seat whose turn this was: the mover's, or the one a die was rolled for
        (:func:`.seat_served`); None for a deal for everybody."""
        return seat_served(self.mover, self.events)

    @property
    def is_private(self) -> bool:
        """True when some seat may not see all of this move."""
        return self.audience is not None or any(isinstance(e, Private) for e in self.events)


class UndoRefused(Enum):
    """Why a seat may not take moves back."""

    NOTHING = "nothing"
    """No move of this seat's own to take back."""
    PEOPLE = "people"
    """Other people sit at the table: with hidden information only against the computer."""
    REVEALED = "revealed"
    """Taking back would pass a card that was shown or dealt."""
    ENDED = "ended"
    """The players ended the game (a resignation, an agreed draw): it stays ended."""


class UndoRefusedError(ValueError):
    """Taking back is not allowed now; ``refusal`` says why."""

    def __init__(self, refusal: UndoRefused) -> None:
        super().__init__(f"undo refused: {refusal.value}")
        self.refusal = refusal


@dataclass
class ComputerJob:
    """A computer move being thought about on its seat's observation (safe off the UI thread)."""

    observation: Observation
    """Everything the computer may know: nothing else reaches the search."""
    level: int
    """The seat's level."""
    history_length: int
    """The table's history length when the job was made (a stale result is dropped)."""
    key: object
    """The position's key when the job was made."""
    seed: str
    """The computer's random seed for this move (derived from the table's seed)."""

    def think(self, stop: object | None = None) -> Move:
        """Choose the move (safe to run in a worker thread)."""
        hooks = ai_hooks(self.observation.view.game)
        return choose_from_observation(
            self.observation, level_for(self.level), hooks.evaluate, random.Random(self.seed),
            order_key=hooks.order_key, stop=stop)  # type: ignore[arg-type]


Listener = Callable[["Table"], None]


def full_move_number(num_players: int, movers: Sequence[Player | None],
                     to_move: Player | None, full_moves: bool = True, before: int = 0) -> int:
    """The number of the move being played, counted as each game's records count: a turn
    is everything one player does before another player acts (Arimaa's four steps, Kalah's
    extra sowings, Rakado's roll again after a 6), dice and deals count for nothing, and with
    ``full_moves`` a move is one turn of every player (chess and draughts number full moves
    as PGN and PDN do).

    Args:
        num_players: the players of the game.
        full_moves: count rounds of every player's turn (else every turn).
        movers: who each move so far counts for, in order (:func:`counted_movers`:
            ``CHANCE`` for dice and deals; None after a move that ended its player's turn
            although the same player acts next).
        to_move: the player to act now; None when the game is over or chance acts.
        before: the turns played before the first of ``movers``, where the start position
            counts them (:meth:`~accessible_games.engine.state.State.turns_played`).

    Returns:
        The move number, 1 at the start.
    """
    turns = before
    last: Player | None = None
    for mover in movers:
        if mover is None:
            last = None  # the turn is over: the same player's next move is a new turn
            continue
        if mover == CHANCE or mover == last:
            continue
        turns += 1
        last = mover
    if last is not None and to_move == last:
        turns -= 1  # the turn in progress (a step of four, a sowing again) is not done yet
    return turns // num_players + 1 if full_moves else turns + 1


def counted_movers(state: State, moves: Iterable[tuple[Player, Sequence[Event]]]
                   ) -> list[Player | None]:
    """Who each move counts for in the move number (:func:`full_move_number`), from its
    mover and events: a roll that leaves its seat no move (Rakado's "rolled 3, no move") is
    that seat's turn, passed (over, unless a 6 lets it roll again); a move after which its
    player's turn is over though the same player acts next
    (:meth:`~accessible_games.engine.state.State.ends_turn`: a Congkak round ended and its
    loser, who made the move, begins the next) is followed by None. Every other roll or deal
    counts for nobody (``CHANCE``).

    Args:
        state: the game's state, asked which moves end a turn.
        moves: each move's mover and events, in order.
    """
    movers: list[Player | None] = []
    for mover, events in moves:
        passed = next((e.player for e in events if isinstance(e, Passed)), None)
        if mover == CHANCE and passed is not None:
            # A 6 with no move rolls again: the same turn goes on.
            again = any(isinstance(e, ExtraTurn) for e in events)
            movers += [passed] if again else [passed, None]
        else:
            movers.append(mover)
            if mover != CHANCE and state.ends_turn(events):
                movers.append(None)
    return movers


class Table:
    """A game being played: state, seats, history, chance and listeners."""

    def __init__(self, game: Game, seats: Sequence[Seat], seed: int = 0,
                 state: State | None = None) -> None:
        if len(seats) != game.num_players:
            raise ValueError(f"{game.id} needs {game.num_players} seats, got {len(seats)}")
        self.game = game
        self.seats = tuple(seats)
        self.seed = seed
        self._state = state if state is not None else game.new_state(random.Random(seed))
        self.start_position: str | None = None if state is None else state.to_text()
        """The start position's text when the game did not start from the usual set-up."""
        self.turns_before = self._state.turns_played()
        """The turns the start position counts as played before it (0 for a new game)."""
        self.history: list[Turn] = []
        self.listeners: list[Listener] = []
        """Called after every change of the history (a move made or taken back): autosave."""
        self.watchers: list[Callable[[Turn], None]] = []
        """Called after each move with its turn, while the state stands right after it (each
        console tells the move as its viewer may know it)."""
        self.forgetters: list[Callable[[int], None]] = []
        """Called when moves are taken back, with how many."""
        self.enders: list[Callable[[Outcome], None]] = []
        """Called when the players end the game (a resignation, an agreed draw), with the
        outcome, before the listeners hear of it."""
        self.ended: Outcome | None = None
        """The outcome the players gave the game (resigned, agreed), when they ended it."""
        self.version = 0
        """Counts changes, so observers can cache what they computed for one version."""
        self._observations: dict[Player | None, tuple[int, Observation]] = {}

    # -- reading ---------------------------------------------------------------------------

    @property
    def state(self) -> State:
        """The whole truth. Only the table, storage and tests read it; people and the
        computer read observations."""
        return self._state

    @state.setter
    def state(self, state: State) -> None:
        """Put a position on the table (tests and the position editor's checks)."""
        self._state = state
        self.version += 1

    @property
    def outcome(self) -> Outcome | None:
        """The result: the one the players gave (a resignation, an agreed draw), else the
        rules' result of the position, else None while the game goes on."""
        if self.ended is not None:
            return self.ended
        return self.state.outcome()

    @property
    def is_over(self) -> bool:
        """True when the game has ended (by the rules or by the players)."""
        return self.ended is not None or self.state.is_terminal()

    @property
    def seats(self) -> tuple[Seat, ...]:
        """Who sits in each seat (replaced whole when a seat changes hands online)."""
        return self._seats

    @seats.setter
    def seats(self, seats: Sequence[Seat]) -> None:
        self._seats = tuple(seats)
        # Asked for at every sentence a console words (whom it addresses, who plays by
        # the computer), so worked out once per change of the seats.
        self._humans = tuple(p for p, s in enumerate(self._seats) if s.kind is SeatKind.HUMAN)
        self.computers = frozenset(
            p for p, s in enumerate(self._seats) if s.kind is SeatKind.COMPUTER)
        """The seats the computer plays."""

    @property
    def humans(self) -> list[Player]:
        """The seats people at this machine sit in."""
        return list(self._humans)

    def move_number(self, full_moves: bool) -> int:
        """The number of the move being played, as the game's records count it (see
        :func:`full_move_number`)."""
        state = self.state
        going_on = state.turn_kind is TurnKind.PLAYER and not state.is_terminal()
        movers = counted_movers(state, ((t.mover, t.events) for t in self.history))
        return full_move_number(self.game.num_players, movers,
                                state.to_move if going_on else None, full_moves,
                                self.turns_before)

    def observation(self, viewer: Player | None) -> Observation:
        """What ``viewer`` (None: a spectator) may know now; computed once per change."""
        cached = self._observations.get(viewer)
        if cached is not None and cached[0] == self.version:
            return cached[1]
        observation = self.state.observation(viewer)
        self._observations[viewer] = (self.version, observation)
        return observation

    def to_move(self) -> Player:
        """The seat to act (``CHANCE`` at a chance turn)."""
        return self.state.to_move

    def computer_to_move(self) -> bool:
        """True when the computer should move now."""
        return (self.ended is None and self.state.turn_kind is TurnKind.PLAYER
                and self.seats[self.state.to_move].kind is SeatKind.COMPUTER)

    def chance_rng(self) -> random.Random:
        """The generator for the chance turn at the current move number."""
        return random.Random(f"{self.seed}/chance/{len(self.history)}")

    # -- acting ----------------------------------------------------------------------------

    def submit(self, seat: Player, move: Move) -> list[Turn]:
        """Make ``seat``'s move, then every chance turn and forced move that follows.

        Raises:
            IllegalMoveError: it is not ``seat``'s turn, or the move is not legal.
        """
        if (self.ended is not None or self.state.turn_kind is not TurnKind.PLAYER
                or self.state.to_move != seat):
            code = ReasonCode.GAME_OVER if self.is_over else ReasonCode.NOT_YOUR_TURN
            raise IllegalMoveError(move.notation, Reason(code))
        turns = [self._play(move)]
        turns.extend(self._advance())
        self._changed()
        return turns

    def end(self, outcome: Outcome) -> None:
        """End the game by the players' word: a resignation (``EndReason.RESIGNED``, the
        other side wins) or an agreed result (``EndReason.AGREED``). The enders hear the
        outcome, then the listeners (autosave records the finished game with this result).

        Raises:
            IllegalMoveError: the game is already over.
        """
        if self.is_over:
            raise IllegalMoveError("", Reason(ReasonCode.GAME_OVER))
        self.ended = outcome
        self.version += 1
        for ender in list(self.enders):
            ender(outcome)
        self._changed()

    def resign(self, seat: Player) -> Outcome:
        """``seat`` gives up: everybody else (the other side, or the other team) wins.

        Raises:
            IllegalMoveError: the game is already over.
        """
        teams = self.state.teams()
        mine = frozenset(next((team for team in teams if seat in team), (seat,)))
        winners = frozenset(p for p in range(self.game.num_players) if p not in mine)
        outcome = Outcome(winners, EndReason.RESIGNED)
        self.end(outcome)
        return outcome

    def agree_draw(self) -> Outcome:
        """The players agree on a draw.

        Raises:
            IllegalMoveError: the game is already over.
        """
        outcome = Outcome(frozenset(), EndReason.AGREED)
        self.end(outcome)
        return outcome

    def advance(self) -> list[Turn]:
        """Make the turns nobody chooses (chance, a forced pass) until a seat must choose."""
        turns = self._advance()
        if turns:
            self._changed()
        return turns

    def _advance(self) -> list[Turn]:
        turns: list[Turn] = []
        while not self.is_over:
            if self.state.turn_kind is TurnKind.CHANCE:
                turns.append(self._play(self.state.sample_chance(self.chance_rng())))
                continue
            legal = self.state.legal_moves()
            if len(legal) == 1 and not legal[0].parts:
                turns.append(self._play(legal[0]))
                continue
            break
        return turns

    def _play(self, move: Move) -> Turn:
        mover = self.state.to_move
        audience = self.state.move_audience(move)
        reveals = self.state.is_reveal(move)
        events = self.state.play(move)
        turn = Turn(mover, move, events, audience, reveals)
        self.history.append(turn)
        self.version += 1
        for watcher in list(self.watchers):
            watcher(turn)
        return turn

    def replay(self, moves: Sequence[Move]) -> None:
        """Make recorded moves as they were (a resumed or opened game), telling listeners once.

        Raises:
            IllegalMoveError: a move is not legal where it stands.
        """
        for move in moves:
            self._play(move)
        self._changed()

    def prepare_computer(self) -> ComputerJob | None:
        """A computer move to think about off the UI thread, on the seat's observation only."""
        if not self.computer_to_move():
            return None
        seat = self.state.to_move
        return ComputerJob(self.observation(seat), self.seats[seat].level, len(self.history),
                           self.state.key(), f"{self.seed}/computer/{len(self.history)}")

    def finish_computer(self, job: ComputerJob, move: Move) -> list[Turn]:
        """Make the move a worker found, unless the game changed meanwhile (then nothing)."""
        if len(self.history) != job.history_length or self.state.key() != job.key:
            return []
        mover = self.state.to_move
        seat = self.seats[mover]
        if seat.easiest is None or job.level < seat.easiest:
            # Before the move, whose autosave then keeps it.
            self.seats = [Seat(seat.kind, seat.level, min(job.level, seat.easiest or job.level))
                          if p == mover else s for p, s in enumerate(self.seats)]
        return self.submit(mover, move)

    def computer_move(self, stop: object | None = None) -> list[Turn]:
        """Think and move for the computer now (on this thread)."""
        job = self.prepare_computer()
        if job is None:
            return []
        return self.finish_computer(job, job.think(stop))

    # -- taking back -----------------------------------------------------------------------

    def undo_refusal(self, seat: Player) -> UndoRefused | None:
        """Why ``seat`` may not take its last move back now; None when it may.

        With perfect information anybody at this machine may take moves back. With hidden
        information only a person playing against the computer alone may, and never past a
        card that was shown or dealt (dice may be passed: they come back the same).
        """
        if self.ended is not None:
            return UndoRefused.ENDED
        people = {p for p, s in enumerate(self.seats) if s.kind is not SeatKind.COMPUTER}
        mine = [i for i, t in enumerate(self.history) if t.mover == seat and t.move.parts]
        if self.game.info.perfect_information:
            if not any(t.mover in people and t.move.parts for t in self.history):
                return UndoRefused.NOTHING
            return None
        if not mine:
            return UndoRefused.NOTHING
        if people != {seat}:
            return UndoRefused.PEOPLE
        if any(t.is_private or t.reveals for t in self.history[mine[-1]:]):
            return UndoRefused.REVEALED
        return None

    def undo(self, seat: Player) -> list[Turn]:
        """Take back moves until ``seat``'s own last move is taken back.

        Raises:
            UndoRefusedError: the undo rule refuses (see :meth:`undo_refusal`).
        """
        refusal = self.undo_refusal(seat)
        if refusal is not None:
            raise UndoRefusedError(refusal)
        humans = self.humans if self.game.info.perfect_information else [seat]
        taken: list[Turn] = []
        while self.history:
            turn = self.take_back()
            taken.append(turn)
            if turn.mover in humans and turn.move.parts:
                break
        self._changed()
        return taken

    def take_back(self) -> Turn:
        """Take back the last move without any rule (replay and the editor step through
        games this way); listeners are not told."""
        turn = self.history.pop()
        self.state.undo()
        self.version += 1
        for forget in list(self.forgetters):
            forget(1)
        return turn

    def seats_changed(self) -> None:
        """Tell the listeners that the seats changed (the computer's level): the autosave
        keeps the game with them, so that resumed it goes on at that level."""
        self._changed()

    def _changed(self) -> None:
        for listener in self.listeners:
            listener(self)
