"""What the parts of a console share: the attributes the command mix-ins read.

:class:`~accessible_games.session.console.Console` sets all of them; the mix-ins
(:mod:`~accessible_games.session.queries`, :mod:`~accessible_games.session.store_commands`)
only declare here what they use, so each part can be read and type-checked on its own.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING

from accessible_games.engine import Location, Move, Player, State
from accessible_games.engine.observation import Observation
from accessible_games.narration.describer import Describer
from accessible_games.narration.message import Message, MessageKind
from accessible_games.narration.views import BoardView
from accessible_games.output.braille.translator import BrailleTable, default_table
from accessible_games.session.commands import Command, CommandKind, close_phrase, words_for
from accessible_games.session.cursor import Cursor, MoveBuilder
from accessible_games.session.places import PlaceWords
from accessible_games.session.slip_offer import SlipOffer
from accessible_games.session.table import Seat, Table, Turn
from accessible_games.session.words import SessionWords
from accessible_games.storage.store import Store

if TYPE_CHECKING:
    from accessible_games.engine import Game
    from accessible_games.session.console import Console, Heard
    from accessible_games.session.editor import Editor


class ConsoleBase:
    """The shared attributes of a console (set by Console itself)."""

    table: Table
    game: Game
    lang: str
    _describer: Describer
    words: SessionWords
    places: PlaceWords
    view: BoardView
    cursor: Cursor
    builder: MoveBuilder
    heard: list[Heard]
    why_answer: list[Message] | None
    """What "why" answers: the latest refusal, or the reason behind the latest hint."""
    confirming: CommandKind | None
    slip_offer: SlipOffer
    """The line a slip of the keys was just asked about ("Did you mean threats?"), which
    "yes" on the next line does."""
    store: Store | None
    switch_to: Console | None
    editor: Editor | None
    printer: Callable[[Console], list[Message]] | None
    help_more: tuple[str, ...]
    front_words: tuple[str, ...]
    _pending_name: str
    _pending_move: Move | None
    bot_for_viewer: bool = False
    """While a move a bot made for the viewer is told (they were away from an online
    table), True: nobody is addressed, so the seat is named as the bot's ("the five of
    spades by ann's bot", not "by you": she did not play it)."""

    braille_table: BrailleTable | None = None
    """The braille table the viewer reads, set by the front end
    (:meth:`.Console.set_braille_table`); None: the language's default. Long lists are parted
    into braille lines measured in it."""

    @property
    def line_table(self) -> BrailleTable:
        """The table the braille lines of this console are measured in."""
        return self.braille_table or default_table(self.lang)

    @property
    def describer(self) -> Describer:
        """The words of this console's game and language, told who listens: a describer that
        names places from the listener's own seat (Dog counts the track from the listener's
        start) is set to the current viewer each time it is asked for."""
        describer = self._describer
        try:
            describer.you = self.addressed
            # What teaches a move names typed words where only lines are typed (terminal).
            describer.typed_only = bool(getattr(self, "typed_only", False))
            describer.elsewhere = self.table.computers
            told = self.turn_being_told
            describer.your_bot = self.your_bot(self.stood_in_now(told))
            # A move the listener's bot made for them is told as the bot's ("Your bot sows
            # ...", "Dein Bot zieht ..."), not as theirs ("You sow ..."), and so is a roll
            # made for it ("Your bot rolled 4.").
            describer.bot_moving = describer.your_bot is not None and told is not None \
                and told.stand_in and told.seat == describer.you
        except AttributeError:  # asked while the console is still being built: nobody yet
            describer.you = None
        listen = getattr(describer, "set_listener", None)
        if listen is not None:
            # The listener's places are "your" only when the listener is "you": a replay
            # names the mover ("North plays"), and so North's start field.
            viewer = self.viewer
            listen(getattr(self, "seen_from", None) if viewer is None else viewer,
                   describer.you is not None)
        return describer

    @describer.setter
    def describer(self, describer: Describer) -> None:
        self._describer = describer

    turn_being_told: Turn | None = None
    """The move being told, while it is (:meth:`named_as_played`, :meth:`Hearing._heard_of`),
    not yet heard."""

    def your_bot(self, stood_in: Collection[Player]) -> str | None:
        """The bot that played the listener's seat for them while they were away, as it is
        named to them ("your bot"), while the seat's last move (``stood_in``) was its; None
        here: at home no bot plays for a person (online: "your bot")."""
        return None

    def people_as_played(self, stood_in: Collection[Player]) -> dict[Player, str]:
        """The names a move's sentence gives the seats, each named as its own last move was
        made: by its player, or for the seats ``stood_in`` by a bot while the player was away
        (an online table: "bob's bot"). Here the describer's, as every move was made by its
        seat's player."""
        return self.describer.people

    @contextmanager
    def named_as_played(self, turn: Turn | None = None,
                        keep: Player | None = None) -> Iterator[None]:
        """While inside, the describer names each seat as its last move heard (and ``turn``,
        being told) was made (:meth:`people_as_played`); ``keep``, the seat to move, by the
        name it has now (a person back at the table is not "bob's bot" on their turn)."""
        people = self.describer.people
        if not people:
            yield
            return
        named = self.people_as_played(self.stood_in_now(turn))
        if keep is not None and keep in people:
            named = {**named, keep: people[keep]}
        self.describer.people, self.turn_being_told = named, turn
        try:
            yield
        finally:
            self.describer.people, self.turn_being_told = people, None

    def stood_in_now(self, turn: Heard | Turn | None = None) -> frozenset[Player]:
        """:meth:`stood_in_after` every move heard (and ``turn``, being told), from what the
        last one heard keeps (:attr:`Heard.stood_in_so_far`): not every move read again for
        each move heard and each turn line, which grew with a long online game."""
        stood = self.heard[-1].stood_in_so_far if self.heard else frozenset()
        return stood if turn is None else self.stood_in_after([turn], stood)

    @staticmethod
    def stood_in_after(heard: Iterable[Heard | Turn],
                       before: frozenset[Player] = frozenset()) -> frozenset[Player]:
        """The seats whose last move among ``heard`` (or, for a seat that made none there,
        among ``before``) a bot made for their player while they were away: their cards, and
        a trick such a card took, are the bot's."""
        stood = set(before)
        for turn in heard:
            seat = turn.seat  # a roll for a seat is its turn's first step (Rakado)
            if seat is None:
                continue
            if turn.stand_in:
                stood.add(seat)
            else:
                stood.discard(seat)
        return frozenset(stood)

    @property
    def viewer(self) -> Player | None:
        raise NotImplementedError

    def has_dice(self) -> bool:
        """True when the game tells its dice (see :class:`.dice_zone.DiceZone`)."""
        return getattr(self.describer, "dice_lines", None) is not None

    @property
    def is_card_game(self) -> bool:
        """True for games of the card family (they have a hand zone)."""
        return self.game.family == "cards"

    @property
    def addressed(self) -> Player | None:
        """The seat whose moves and turn are told to the listener in the second person; None
        for nobody (a spectator)."""
        return None

    @property
    def shared_keyboard(self) -> bool:
        """True where several people take turns at this one screen (a hot seat): what is
        said to whoever plays now names their seat, as "North, your turn." does."""
        return False

    def told_as_yours(self, seat: Player) -> bool:
        """Whether what ``seat`` may do is told to the listener as theirs ("You have 5
        moves."): ``seat`` is the one addressed, and the screen is not shared; else it names
        the seat (a spectator, a replay, a hot seat: "North has 5 moves.")."""
        return seat == self.describer.you and not self.shared_keyboard

    @property
    def observation(self) -> Observation:
        raise NotImplementedError

    @property
    def state(self) -> State:
        raise NotImplementedError

    @property
    def is_over(self) -> bool:
        raise NotImplementedError

    @property
    def seed(self) -> int:
        raise NotImplementedError

    @property
    def start_position(self) -> str | None:
        raise NotImplementedError

    def _my_turn(self) -> bool:
        raise NotImplementedError

    def turn_text(self, status: bool = False) -> str:
        """Whose turn it is, or the result (``status``: as "status" begins with it)."""
        raise NotImplementedError

    def turn_brief(self, status: bool = False) -> str | None:
        """The braille line's form of :meth:`turn_text` (the describer's
        ``turn_brief``; ``status``: as "status" begins with it, its ``status_turn_brief``);
        None for the sentence itself."""
        raise NotImplementedError

    def turn_message(self, reminder: str = "", named_before: bool = False) -> Message:
        raise NotImplementedError

    def partners_message(self) -> Message | None:
        raise NotImplementedError

    def result_messages(self) -> list[Message]:
        """The answer to anything that needs a game going, once it has ended: the result, and
        (for a player at the table) what to do next."""
        outcome = self.table.outcome
        brief = None if outcome is None else self.describer.result_brief(outcome)
        return [Message(self.turn_text(), MessageKind.RESULT, brief), *self.next_game_hint()]

    def next_game_hint(self) -> list[Message]:
        """How a player goes on once the game has ended (play again, or choose another game);
        nothing for a listener who is not one of the table's players (a spectator, a demo)."""
        if self.viewer is None or self.viewer not in self.table.humans:
            return []
        return [*self.verdict(), self.next_game_line()]

    def next_game_line(self) -> Message:
        """What to type once the game has ended: "Type rematch to play this game again, new
        to choose another game, or quit." (a hot seat says it to everybody); brailled "Again:
        rematch; another game: new; or quit." (the German sentence took three windows)."""
        words = self.next_game_words()
        return Message(self.words.text("game_over.next", **words), MessageKind.INFO,
                       self.words.text("game_over.next.brief", **words))

    def next_game_words(self) -> dict[str, str]:
        """The typed words of rematch, new and quit in this language, by those names."""
        return {name: words_for(kind, self.lang)[0] for name, kind in (
            ("rematch", CommandKind.REMATCH), ("new", CommandKind.NEW_GAME),
            ("quit", CommandKind.QUIT))}

    def verdict(self) -> list[Message]:
        """To a player of an ended game, in the second person, whether they won ("You have
        won.") or, where the game has two sides, lost: the result names sides ("White wins
        (no pieces left)"), which a player may not match to their own at once. A player of
        many who did not win hears their place where the game tells one ("You finish second
        with 3 points.": second of four is not "lost"). Nothing for a draw, and where several
        people share the machine ("you" would be everybody there: the hot seat names each
        person's place)."""
        outcome = self.table.outcome
        viewer = self.viewer
        if outcome is None or outcome.is_draw or viewer is None or len(self.table.humans) != 1:
            return []
        if self.describer.result_addressed(outcome):
            return []  # "Game over: you win (...)." said it
        if viewer in outcome.winners:
            if self.describer.win_addressed and self.describer.you == viewer:
                return []  # "You and South win by 5 points." said it
            return [Message(self.words.text("game_over.won"), MessageKind.RESULT)]
        teams = self.game.info.teams
        if self.game.num_players == 2 or (teams and len(teams) == 2):
            return [Message(self.words.text("game_over.lost"), MessageKind.RESULT)]
        place = self.describer.place_text(outcome, [viewer])
        return [] if place is None else [Message(place, MessageKind.RESULT)]

    def catch_up(self) -> list[Message]:
        raise NotImplementedError

    @property
    def seats(self) -> tuple[Seat, ...]:
        raise NotImplementedError

    def parse_place(self, text: str) -> Location | None:
        raise NotImplementedError

    def _selection(self) -> str:
        raise NotImplementedError

    def _play_human(self, move: Move, checked: bool = False) -> list[Message]:
        raise NotImplementedError

    def _refuse(self, message: Message) -> Message:
        raise NotImplementedError

    def of_no_use(self) -> frozenset[CommandKind]:
        raise NotImplementedError

    def not_a_place(self, command: Command) -> Message:
        """The answer to a command whose words after it name no place ("moves xy"): a line
        that, whole, misses a question by a slip of the keys ("wo bn ich" was told that "bn
        ich" is no place on this board) is offered the question, else told it is no place."""
        meant = close_phrase(f"{command.word} {command.argument}", self.of_no_use())
        if meant is not None:
            return self.offer_slip([meant])
        return self.words.echoing("moves.bad_place", command.argument.strip())

    def wait_message(self) -> Message:
        """The answer to a move while another seat is to move: who it is ("Please wait: North
        is to move."; it said only "it is not your turn", and a player new to a table of
        four did not know whom they waited for). While chance is to move (a deal), the plain
        words."""
        to_move = self.state.to_move
        if not 0 <= to_move < self.game.num_players or to_move == self.viewer:
            return Message(self.words.text("wait"), MessageKind.ILLEGAL)
        return Message(self.words.text("wait.for", player=self.describer.player(to_move)),
                       MessageKind.ILLEGAL)

    def offer_slip(self, meant: Sequence[str]) -> Message:
        """"Did you mean threats?" for a line that misses ``meant`` (one or two lines) by a
        slip of the keys; with one, "yes" on the next line does it ("yes" was told "There is
        no question to answer.")."""
        self.slip_offer.offer(meant)
        return self.words.slip(meant)

    def handle(self, command: Command) -> list[Message]:
        raise NotImplementedError
