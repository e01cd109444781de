"""The Console: one person's perspective on a Table, and every command they can give.

A console has a viewer (a seat, or nobody for a spectator), a language, a verbosity, a
describer, a cursor and a move builder. It reads the game only through its viewer's
observation, and it hears every move of the table as its viewer may see it (a card dealt to
another seat is "East receives a card."). It knows nothing about devices: front ends hand it
commands or typed lines and deliver the messages it returns, each marked with its audience.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from accessible_games.engine import (
    Game,
    GameError,
    IllegalMoveError,
    InvalidMoveError,
    Location,
    Move,
    Player,
    Reason,
    ReasonCode,
    State,
    TurnKind,
)
from accessible_games.engine.observation import Observation
from accessible_games.engine.types import CHANCE, is_token
from accessible_games.games.cards.parse import mended_face
from accessible_games.lineup import describer_for, view_for
from accessible_games.narration.describer import Describer, Verbosity
from accessible_games.narration.message import Message, MessageKind
from accessible_games.narration.views import Cell, Occupant
from accessible_games.output.braille.translator import BrailleTable
from accessible_games.session.braille_line import move_lines, place_lines
from accessible_games.session.card_queries import CardQueries
from accessible_games.session.commands import (
    NUMBERED,
    Command,
    CommandKind,
    close_command_words,
    close_words,
    parse_command,
    words_for,
)
from accessible_games.session.cursor import Cursor, MoveBuilder
from accessible_games.session.hand_commands import (
    HandCommands,
    bare_card_words,
    card_and_call,
    hand_decides,
    names_a_card,
    verb_alone,
)
from accessible_games.session.hearing import Heard, Hearing
from accessible_games.session.help import HELP_GROUPS
from accessible_games.session.number_words import with_digits
from accessible_games.session.piece_words import piece_word_moves, typed_piece
from accessible_games.session.places import PlaceWords
from accessible_games.session.said_moves import (
    PASS_WORDS,
    plain,
    read_said_move,
    said_refusal,
    without_verb,
)
from accessible_games.session.slip_offer import SlipOffer
from accessible_games.session.store_commands import StoreCommands
from accessible_games.session.table import (
    ComputerJob,
    Seat,
    SeatKind,
    Table,
    UndoRefused,
)
from accessible_games.session.words import SessionWords
from accessible_games.storage.store import Store, StoreWriteError

if TYPE_CHECKING:
    from accessible_games.session.editor import Editor
    from accessible_games.session.tutorial import Tutorial



TABLE_NEWS = frozenset({MessageKind.MOVE, MessageKind.CAPTURE, MessageKind.RESULT,
                        MessageKind.TURN})
"""Kinds of message that tell what happened at the table (moves, the result, whose turn)."""

FOLLOW = -2
"""A console viewer that follows the turn: the person to move (two people at one board of a
perfect-information game share one console)."""


PLAY_AGAIN_WORDS = frozenset({"nochmal", "noch mal", "noch einmal"})
"""Words of the repeat command that, once a game is over, ask for another game."""


_LOOKS = frozenset(kind for group, kinds in HELP_GROUPS if group in ("position", "cards")
                   for kind in kinds) - {
    CommandKind.PLAYABLE, CommandKind.PLAYABLE_BACK, CommandKind.NEXT_SUIT} | {
    CommandKind.HELP, CommandKind.RULES}
"""Commands that look at the game without changing it or the cursor: a question about a move
stays open past them (the list of moves heard before answering whether to spend the joker)."""


def _distance(cell: Cell, point: tuple[int, int]) -> int:
    """How many steps (across and up together) a grid cell is from ``point``."""
    return max(abs(cell.column - point[0]), abs(cell.row - point[1]))


PLACE_ANSWERS = frozenset({
    CommandKind.BOARD, CommandKind.ROW, CommandKind.COLUMN, CommandKind.PIECES,
    CommandKind.PIECES_OPPONENT, CommandKind.CAPTURES, CommandKind.THREATS,
    CommandKind.DETAILS, CommandKind.LOOK, CommandKind.ROWS, CommandKind.DICE})
"""The answers that name places one after another, brailled in lines of two 40-cell windows
at most (:func:`.place_lines`): at the start, Arimaa's pieces took 211 cells, its rank 8
180, Tablut's captures 145, Rakado's pieces 127, Dog's pieces 156 and its captures 197. The
card tables of seats word their own braille lines, which fit (board, details), and a line
that still runs longer goes on in lines too (Doppelkopf's row of seats and their cards in
the trick, 146 cells; Mau Mau's threats, 102)."""


class Console(Hearing, HandCommands, CardQueries, StoreCommands):
    """One person's perspective on a table: commands in, messages for that person out."""

    def __init__(self, table: Table, viewer: Player | None = FOLLOW, lang: str = "en",
                 verbosity: Verbosity = Verbosity.NORMAL) -> None:
        self.table = table
        self.game = table.game
        self._viewer = viewer
        self.lang = lang
        self.describer: Describer = describer_for(self.game, lang, verbosity)
        self.words = SessionWords(lang, self.game)
        self.heard: list[Heard] = []
        """Every move of the table as the viewer heard it, in order."""
        self._told: list[bool] = []
        """Per move of the table: False when the viewer may not even know it was made."""
        self._unseen_since = False
        """True when such a move was made since the last :meth:`catch_up`."""
        self._turn_told = False
        """True when the last news :meth:`catch_up` gave ended with whose turn it is."""
        self._run_begun = False
        self._pending: list[Message] = []
        self._deals: list[Message] = []
        self._draws: list[tuple[Message, int]] = []
        self._own_draws: dict[int, tuple[int, str]] = {}
        self._others_draws: dict[int, tuple[Player, int]] = {}
        self._news_after: dict[int, Message] = {}
        self.last_message: Message | None = None
        self.last_said: list[Message] = []
        """Everything said since the person's last line: its answer, then the moves that
        followed (the computer's), which "repeat" says again."""
        self.why_answer: list[Message] | None = None
        self.confirming: CommandKind | None = None
        self.slip_offer = SlipOffer()
        self.quit_requested = False
        self.menu_follows = False
        """Quitting leads back to the choice of games (the terminal's menu), not out of the
        app: "quit" then says so instead of goodbye."""
        self.over_quit_ends = False
        """Once the game has ended, quit ends the program even where the choice of games
        follows (the terminal, whose words after the result offer new for another game and
        quit to stop); the window's quit always goes back to its menu."""
        self.new_game_requested = False
        """True after "new game? yes": the front end goes back to the choice of games."""
        self.front_words: tuple[str, ...] = ()
        """Words the front end answers before the console (the terminal's settings), offered
        for a slip of the keys as the console's own are ("einstelungen" was told only "I
        cannot read")."""
        self.read_nothing = False
        """True when the last typed line was neither a command, nor a move, nor a slip of
        either ('I cannot read "tabels".'): a front end with commands of its own may offer
        the one the line misses (online, "Did you mean tables?")."""
        self.help_more: tuple[str, ...] = ()
        """Catalog keys of the front end's own lines, said after the commands in help (the
        terminal's settings and stop words), before what follows them (a tutorial's step,
        the way on once the game is over), which stays the last thing heard."""
        self._rematch_same = False
        self._draw_asked: Player | None = None
        self.tutorial: Tutorial | None = None
        """The first-moves tutorial while it runs (``tutorial``)."""
        self.typed_only = False
        """True where the front end has only typed lines (the terminal, online from the
        terminal or a browser): sentences name what to type, not the window's keys (the
        jack's question, the editor's and the tutorial's help)."""
        self.replaying = False
        """True while the game is stepped through in a replay: nobody plays, so no turn is
        said to a player ("White to move.", never "White, your turn.")."""
        self.store: Store | None = None
        """Where saved games go; set by the front end."""
        self.autosaved = False
        """True when every move is written to ``store`` (not for a tutorial started at the
        choice of games: ``save`` and a name keeps its position, quitting keeps nothing)."""
        self.switch_to: Console | None = None
        """A console the front end should continue with (after "open")."""
        self._pending_name: str = ""
        self._pending_move: Move | None = None
        """A move that costs the player more than its words say, waiting for "yes"."""
        self._asked_way: str | None = None
        """The card a question about a move was asked with (:meth:`ask_way`), kept while a
        look at the game leaves the question open."""
        self.seen_from: Player | None = None
        """For a console of nobody's seat: the seat whose places its words count from (a
        hot seat's public words, from the person at the keyboard: Dog's fields from their
        start); None: the game's own first seat."""
        self.editor: Editor | None = None
        """The position editor while it is open."""
        self.printer: Callable[[Console], list[Message]] | None = None
        """Writes tactile and large-print files of the position; set by the front end."""
        self.view = view_for(self.game)
        self.places = PlaceWords(self.describer, self.view)
        self.cursor = Cursor(self.view)
        self.builder = MoveBuilder()
        self.zone = self.first_zone()
        table.watchers.append(self._hear)
        table.forgetters.append(self._unheard)
        table.enders.append(self._ended)
        if table.history:
            self._retell()
        self._place_cursor()

    @classmethod
    def local(cls, game: Game, seats: Sequence[Seat], lang: str = "en", seed: int = 0,
              verbosity: Verbosity = Verbosity.NORMAL, state: State | None = None,
              viewer: Player | None = FOLLOW) -> Console:
        """A new table with this console at it: the usual game at one machine."""
        return cls(Table(game, seats, seed, state), viewer, lang, verbosity)

    # -- whose perspective -----------------------------------------------------------------

    @property
    def viewer(self) -> Player | None:
        """The seat this console speaks for (None: a spectator). A console that follows the
        turn speaks for the person to move, else for the first person at the table."""
        return self._viewer_at(self.table.state)

    def _viewer_at(self, state: State) -> Player | None:
        """The seat this console speaks for when ``state`` is the position."""
        if self._viewer != FOLLOW:
            return self._viewer
        humans = self.table.humans
        if state.turn_kind is TurnKind.PLAYER and state.to_move in humans:
            return state.to_move
        return humans[0] if humans else None

    @property
    def observation(self) -> Observation:
        """Everything the viewer may know now."""
        return self.table.observation(self.viewer)

    @property
    def state(self) -> State:
        """The viewer's view of the position (a read-only copy; hidden things unknown)."""
        return self.observation.view

    @property
    def history(self) -> list[Heard]:
        """The moves as the viewer heard them."""
        return self.heard

    @property
    def seats(self) -> tuple[Seat, ...]:
        """The table's seats."""
        return self.table.seats

    @property
    def seed(self) -> int:
        """The table's seed."""
        return self.table.seed

    @property
    def start_position(self) -> str | None:
        """The table's start position text, when it is not the usual set-up."""
        return self.table.start_position

    @property
    def listeners(self) -> list[Callable[[Table], None]]:
        """The table's listeners (autosave)."""
        return self.table.listeners

    def _private(self) -> frozenset[int] | None:
        """The audience of this console's own answers: its viewer when the game hides
        anything (another person at the machine may not hear them), else everybody."""
        viewer = self.viewer
        if viewer is None or self.game.info.perfect_information:
            return None
        return frozenset({viewer})

    def _place_cursor(self) -> None:
        """Start the cursor on the first place a person can move from; a seat whose turn
        comes later on its own first piece (the wolf's player on the wolf, not on a sheep
        the computer is about to move; North's player in Kalah on North's house 1, the
        view's ``homes``, not on South's); else the lower left."""
        legal: list[Move] = list(self.observation.legal_moves)
        places = self.view.locations()
        viewer = self.viewer
        if not legal and viewer is not None:
            homes = self.view.homes
            own = [homes[viewer]] if viewer < len(homes) else self._own_places(places)
            if own:
                self.cursor.go(own[0])
                return
        if not legal and self.game.info.perfect_information:
            legal = self.table.state.legal_moves()  # public anyway: the mover's choices
        if places and len(legal) == len(places) and all(len(m.parts) == 1 for m in legal):
            # Every place is a move (an empty Gomoku board): the middle, where play begins.
            middle = (self.view.columns // 2, self.view.rows // 2)
            self.cursor.go(min(places, key=lambda p: _distance(self.view.cell_of(p), middle)))
            return
        for move in legal:
            if move.parts and not is_token(move.parts[0]):
                self.cursor.go(move.parts[0])
                return
        # No move starts on the board (Dog's moves begin with a card): the player's own first
        # piece, where there is one, rather than a place that has nothing to do with them.
        own = self._own_places(places)
        if own or places:
            self.cursor.go((own or places)[0])

    def _own_places(self, places: list[Location]) -> list[Location]:
        """The places among ``places`` where the viewer's own pieces stand, Dog's in the
        order of its track."""
        order = {place: n for n, place in enumerate(self.view.ring)}  # Dog: track order
        return sorted((p for p in places if (occupant := self.view.occupant(self.state, p))
                       is not None and occupant.piece is not None
                       and occupant.player == self.viewer),
                      key=lambda p: order.get(p, len(order)))

    # -- state of the console --------------------------------------------------------------

    @property
    def shown_cursor(self) -> Cursor:
        """The cursor front ends show: the editor's while the position editor is open."""
        return self.editor.cursor if self.editor is not None else self.cursor

    def shown_occupant(self, location: Location) -> Occupant | None:
        """What front ends show on ``location``: the edited position while editing."""
        if self.editor is not None:
            return self.editor.occupants.get(location)
        return self.view.occupant(self.state, location)

    def shown_targets(self) -> list[Location]:
        """The places front ends mark as where the selected piece may go: those the move
        being built may name next; none while nothing is selected or the editor is open."""
        if self.editor is not None or not self.builder.parts:
            return []
        return self._next_places()

    @property
    def is_over(self) -> bool:
        """True when the game has ended."""
        return self.table.is_over

    @property
    def humans(self) -> list[Player]:
        """The seats people sit in."""
        return self.table.humans

    def computer_to_move(self) -> bool:
        """True when the computer should move now."""
        return self.table.computer_to_move()

    def _my_turn(self) -> bool:
        return self.observation.is_my_turn

    # -- settings ------------------------------------------------------------------------------

    def set_language(self, lang: str) -> None:
        """Speak ``lang`` from now on; the moves heard so far are told again in it, so "last"
        and "since" answer in the new language.

        Raises:
            UnknownLanguageError: ``lang`` is not one the app speaks.
        """
        describer = describer_for(self.game, lang, self.describer.verbosity)
        if lang == self.lang:
            return
        # The names people typed stay theirs ("anna"); a seat's own name follows the language
        # ("Player 2" becomes "Spieler 2"), as the new describer's catalog gives it.
        describer.people, describer.persons = self.describer.people, self.describer.persons
        self.lang = lang
        self.describer = describer
        self.words = SessionWords(lang, self.game)
        self.places = PlaceWords(describer, self.view)
        if self.editor is not None:
            self.editor.cat = self.words.cat
        self._retell()

    def start_replay(self) -> None:
        """Step through the game from now on (:mod:`.replay`): nobody is addressed, and the
        moves heard so far are told again so (stepping back says "North plays ...", as
        stepping forward does, not "You play ...")."""
        self.replaying = True
        self._retell()

    def set_verbosity(self, verbosity: Verbosity | str) -> None:
        """Say more or less from now on ("brief", "normal", "verbose")."""
        self.describer.verbosity = Verbosity(verbosity)

    def set_braille_table(self, table: BrailleTable | None) -> None:
        """Part long braille lines for ``table`` from now on (None: the language's own)."""
        self.braille_table = table

    # -- entry points ------------------------------------------------------------------------

    def opening(self) -> list[Message]:
        """What is said when the game starts: the game, the seats, whose turn. A resumed game
        says where it stands and reminds the viewer of what only they know (their cards)."""
        numbered = self.describer.numbered_sides
        seats = [self.words.seat(self.describer.player(p), s.kind.value, s.level,
                                 self.describer.side_played(p),
                                 p + 1 if numbered and p not in self.describer.people else None)
                 for p, s in enumerate(self.seats)]
        opening = [self.words.opening(self.describer.cat.join_and(seats), numbered=numbered,
                                      tutorial=self.tutorial is not None)]
        partners = self.partners_message()
        if partners is not None:
            opening.append(partners)
        changed = self.rules_message()
        if changed is not None:
            opening.append(changed)
        if not any(h.mover != CHANCE for h in self.heard):
            # A new game whose deal another console already started: tell it like new.
            opening.extend(self._deals_told_once(
                [h.message for h in self.heard if h.message.text]))
        else:
            opening.extend(self.where_it_stands())
        self._pending.clear()
        self._deals.clear()
        self._draws.clear()
        self._own_draws.clear()
        self._others_draws.clear()
        self._news_after.clear()
        self.table.advance()  # the deal, or a forced first move
        told = self.catch_up()
        if not told:
            told = [self.turn_message()]
        return self._remember(opening + told)

    def where_it_stands(self, last_move: bool = True) -> list[Message]:
        """A game taken up in the middle (resumed, opened, or joined at an online table): how
        far it is (the move number, or in a card game the trick or the deal), what only the
        viewer knows (their hand, not every card dealt), and the last move that said
        something; not every move again. With ``last_move`` False (the caller told the story
        otherwise, "since" after a time away) it ends with where things stand now, as status
        says it (a card game: the trick, the score, this deal's tricks), and how far it is."""
        # The last move that says something (a card dealt unseen says nothing), right after
        # the words that announce it; then what only the viewer knows.
        last = next((h.message for h in reversed(self.heard) if h.message.text),
                    self.heard[-1].message)
        progress = self.describer.taken_up_text(self.state) or self.progress_words()
        resumed = "resumed.cards" if self.describer.moves_are_cards else "resumed"
        heading = self.words.text(resumed, progress=progress).strip()
        # On the braille line the game's shorter words where it has them: Whist's heading
        # with the score ran to 188 cells.
        shown = self.describer.taken_up_brief(self.state)
        brief = None if shown is None else self.words.text(resumed, progress=shown).strip()
        said = [Message(heading, brief=brief), last] if last_move else []
        if self.is_card_game and self.viewer is not None:
            said.append(self.hand_line())
            standing = self.standing_line()
            if standing is not None:
                said.append(standing)
        else:
            said.extend(m for m in self.heard_privately() if m is not last)
        if not last_move:  # after the story told otherwise: where things stand, then how far
            now = [self.describer.status_text(self.state), self.progress_words()]
            said.append(Message(" ".join(part for part in now if part), MessageKind.INFO))
            return said
        # The trick or the pile as it lies; who is winning the trick is left to the turn
        # that follows ("South, your turn. East is winning so far." ended the table too).
        table = self.table_line(before_turn=True) if self.is_card_game else None
        if table is not None:
            said.append(table)
        return said

    @property
    def shared_keyboard(self) -> bool:
        """True where the console follows the turn among several people at this keyboard."""
        return self._viewer == FOLLOW and len(self.table.humans) > 1

    def partners_message(self) -> Message | None:
        """Who plays with whom, where the game has fixed partnerships (else None): to the
        viewer "You play with North, against ...", to a shared keyboard both partnerships."""
        teams = self.game.info.teams
        if not teams:
            return None
        # A console that follows the turn speaks for one person only when one plays.
        mine = None if self.shared_keyboard else self.viewer
        return Message(self.words.partners(
            [[self.partner_name(p) for p in team] for team in teams],
            None if mine is None else self.partner_name(mine)))

    def partner_name(self, seat: Player) -> str:
        """How a seat is named in the partnerships: by its side ("North")."""
        return self.describer.player(seat)

    def _mine(self, messages: list[Message]) -> list[Message]:
        """Mark answers to this console's own commands as its viewer's alone (when the game
        hides anything); the table's moves keep the audience they were told with, and so
        does all the news a hot seat asks for (:attr:`news_told`: "Runde 2." is everybody's,
        and the hot seat finds it among the answer as the message it heard)."""
        audience = self._private()
        if audience is None:
            return messages
        news = {id(m) for m in self.news_told or ()}
        return [replace(m, audience=audience)
                if m.audience is None and m.kind not in TABLE_NEWS and id(m) not in news
                else m for m in messages]

    def handle_line(self, line: str) -> list[Message]:
        """Act on one typed line (a command word or a move)."""
        self.read_nothing = False
        if not line.strip():
            if self.is_over:  # no move to type: that it is over and the way on, as for a
                return self._remember(self._over(line))  # move ("Type a move" was said)
            return self._remember([Message(self.words.text("empty"), MessageKind.ERROR)])
        return self.handle(self.read_line(line))

    def read_line(self, line: str) -> Command:
        """The command a typed line means: its command word, except that a line which is a
        legal move's notation is that move (Dog's "undo step" is not the command undo)."""
        command = parse_command(line)
        if command.kind in NUMBERED and not self.is_card_game:  # "row two": row 2
            command = replace(command, argument=with_digits(command.argument)
                              or command.argument)
        typed = " ".join(line.split()).lower()
        answer = self.way_answer(typed)  # "out" just after "which way does the king go?"
        if answer is not None:
            return Command(CommandKind.MOVE, answer)
        if command.kind is not CommandKind.MOVE and any(
                m.notation == typed for m in self.observation.legal_moves):
            return Command(CommandKind.MOVE, typed)
        if command.kind is not CommandKind.MOVE and len(command.argument.split()) >= 2 and \
                self.read_move(typed) is not None:
            # A move typed as the list says it, whose first word is a command's: Dog's
            # "Karten zeigen und aussetzen" listed the cards ("karten"). A command with one
            # word after it ("go h8", "moves 32") is the command: reading it against every
            # spoken move took 70 ms at Gomoku's 225 squares.
            return Command(CommandKind.MOVE, typed)
        return command

    def handle(self, command: Command) -> list[Message]:
        """Act on one abstract command and return what to announce."""
        if self.confirming is not None and command.kind is not CommandKind.REPEAT:
            # Any answer but yes or no drops the question; "repeat" says it again. The card
            # asked about was read with this line ("as ace": "joker as ace") and is not read
            # with the next ("ace" after "no" played the joker as ace).
            self._asked_way, self.way_card = self.way_card, None
            return self._remember(self._mine(self._answer_confirmation(command)))
        if self.editor is not None and command.kind not in (CommandKind.REPEAT,
                                                            CommandKind.QUIT, CommandKind.PRINT,
                                                            CommandKind.RULES):
            return self._remember(self.editor.handle(command))
        handler: Callable[[Command], list[Message]] = getattr(self, f"_do_{command.kind.value}")
        if command.kind is CommandKind.REPEAT:
            said = handler(command)
            return said + (self.tutorial.repeated(said) if self.tutorial is not None else [])
        return self._line(command, handler)

    def play_hand_card(self, index: int) -> list[Message]:
        """A front end's click on the hand's card at ``index`` (from 0), a line of its own as
        the card's number typed alone is: a "Which card" question just asked is open for it
        (with the call typed with it: "bc mau", then a click on the two of clubs, plays it
        with Mau), a question asked before it is not, and repeat says its answer again."""
        return self._line(Command(CommandKind.MOVE, str(index + 1)),
                          lambda command: self._play_hand_card(index))

    def _line(self, command: Command, handler: Callable[[Command], list[Message]]
              ) -> list[Message]:
        """One line the person gave (typed, a key, a click): ``handler`` acts on
        ``command``, with the questions of the line before open for it alone."""
        # A "Which card" question is open for the next line only, as are "which way" and
        # "Did you mean ...?".
        self.which_open, self.which_cards = self.which_cards, ()
        self.said_open, self.which_said = self.which_said, ""
        offered = self.slip_offer.taken(command.kind is CommandKind.YES)
        if offered is not None and command.kind is CommandKind.YES:
            return self.handle(self.read_line(offered))
        self.way_card = None
        before = len(self.table.history)
        if (self.tutorial is not None and command.kind is CommandKind.MOVE
                and self.tutorial.skips(command.argument)):
            return self._remember(self._mine(self.tutorial.skip()))
        messages = handler(command)
        if command.kind in PLACE_ANSWERS:
            messages = place_lines(messages, self.line_table)
        else:  # one's own move, "last", "since": a move's line too long goes on in lines
            messages = move_lines(messages, self.line_table)
        if self.tutorial is not None and command.kind is not CommandKind.TUTORIAL:
            messages = self.tutorial.placed(messages, self.tutorial.after(command, before),
                                            before)
        return self._remember(self._mine(messages))

    def _do_tutorial(self, command: Command) -> list[Message]:
        from accessible_games.session.tutorial import Tutorial

        self.tutorial = Tutorial(self)
        return self.tutorial.start()

    def computer_move(self, stop: object | None = None) -> list[Message]:
        """Let the computer choose and make its move; then any forced moves that follow."""
        if not self.computer_to_move():
            return []
        self.table.computer_move(stop)
        return self._after_moves()

    def prepare_computer(self) -> ComputerJob | None:
        """Start of a computer move off the UI thread: the computer's observation to think
        about. Run ``job.think(stop)`` in a worker; then call :meth:`finish_computer` on the
        UI thread. Meanwhile the player may query, undo or quit: a stale result is dropped.
        """
        return self.table.prepare_computer()

    def finish_computer(self, job: ComputerJob, move: Move) -> list[Message]:
        """Make the move a worker found, unless the game changed meanwhile (then nothing)."""
        if not self.table.finish_computer(job, move):
            return []
        return self._after_moves()

    def forced_moves(self) -> list[Message]:
        """Make moves nobody chooses (chance, a forced pass), announcing each."""
        self.table.advance()
        return self.catch_up()

    def _after_moves(self) -> list[Message]:
        messages = move_lines(self.catch_up(), self.line_table)
        if self.tutorial is not None and not self.computer_to_move():
            messages = messages + self.tutorial.held_step()  # the player's turn: the next step
        return self._remember(messages, fresh=False)

    # -- moves -------------------------------------------------------------------------------

    def _do_move(self, command: Command, typed: str | None = None) -> list[Message]:
        """Play the move the line names; ``typed``: the line as typed, when ``command`` holds
        it without the words around the card ("play the queen": "queen")."""
        if self.is_over:
            return self._over(typed or command.argument)
        answered = self.called_answer(command.argument)  # "kreuz zwei" after "bc mau"
        if answered is not None:
            return self.answer_with_call(answered, typed or command.argument)
        if self.is_card_game and command.argument.strip().isdecimal():
            return self._do_go(command)  # a number plays that card of the hand
        if not self._my_turn():
            spelled = None if self.is_card_game else with_digits(command.argument)
            if self._no_move_at_all(spelled or command.argument):  # a slip: not "please wait"
                return [self._refuse(self._unreadable(typed or command.argument))]
            return [Message(self.words.text("wait"), MessageKind.ILLEGAL)]
        chosen = self.typed_choice(command.argument)  # "karo" while a jack waits for its wish
        if chosen is not None:
            return chosen
        # "bc mau": "bc", then the call
        word, call = card_and_call(command.argument, self.observation.legal_moves)
        if self.is_card_game and hand_decides(word, self.lang == "de"):
            # "kd": Kreuz-, Karo-Dame, Karo-König; "bc": Bube Kreuz, or braille's two of clubs
            asked = self.one_word_card(word, call)
            if asked is not None:
                return asked
        try:
            move = self.state.parse_typed(command.argument)
        except IllegalMoveError as error:
            said = self.read_move(command.argument)
            if said is not None:
                return self._play_human(said)
            asked = self.card_with_choices(error.reason)  # "jd": which suit to wish
            if asked is not None:
                return asked
            offered = self.describer.offers_one(error.reason)  # "joker": its one move, asked
            if offered is not None and offered in self.observation.legal_moves:
                return self.ask_about(offered, error.reason, command.argument)
            only = self.only_move_to(command.argument, error.reason)  # "g7": the one move there
            if only is not None:
                return self._play_human(only)
            alone = self.place_alone(command.argument, error.reason)  # "a3": moves to it
            if alone is not None:
                return [self._refuse(alone)]
            self.ask_way(command.argument, error.reason)  # the way alone answers next
            return [self._refuse(self.describer.reason(error.reason, self.state))]
        except InvalidMoveError:
            said = self.read_move(command.argument)
            if said is not None:
                return self._play_human(said)
            rest = None if self.is_card_game else without_verb(command.argument)
            if rest is not None:  # "sow 3", "spiele e4": the move after the verb
                return self._do_move(replace(command, argument=rest), typed or command.argument)
            by_word = self.one_word_card(command.argument)
            if by_word is None and call:  # "sieben mau": the rank alone, with the call
                by_word = self.one_word_card(word, call)
            if by_word is not None:
                return by_word
            by_height = self.typed_height(command.argument)  # "play low", "höchster Trumpf"
            if by_height is not None:
                return by_height
            rest = verb_alone(command.argument) if self.is_card_game else None
            if rest is not None:  # "play" alone: the card at the cursor, as Enter plays it
                return self._do_select(replace(command, kind=CommandKind.SELECT,
                                               argument=rest))
            bare = bare_card_words(command.argument, self.observation.legal_moves) \
                if self.is_card_game else None
            if bare is not None:  # "play the queen": the name alone, read afresh
                return self._do_move(replace(command, argument=bare),
                                     typed or command.argument)
            only = self.only_move_to(command.argument)
            if only is not None:
                return self._play_human(only)
            alone = self.place_alone(command.argument)  # "e3": where may it go
            if alone is not None:
                return [self._refuse(alone)]
            kinds = None if self.is_card_game else piece_word_moves(
                command.argument, self.state, self.observation.legal_moves, self.view,
                self.describer)
            if kinds is not None and len(kinds) == 1:  # "rabbit e3", "Dame f4"
                return self._play_human(kinds[0])
            if kinds:  # two rabbits that reach e3
                return [self._refuse(self.describer.reason(Reason(
                    ReasonCode.AMBIGUOUS, (), tuple(kinds)), self.state))]
            if kinds is not None:  # "king e2" where the king cannot go
                return [self._refuse(Message(self.words.text(
                    "piece_words.none", piece=typed_piece(command.argument),
                    target=plain(command.argument.split()[-1])), MessageKind.ILLEGAL))]
            if not self.is_card_game and plain(command.argument) in PASS_WORDS:
                return [self._refuse(self.words.no_passing())]  # "pass" in Tablut
            refused = said_refusal(command.argument, self.state)  # "a3 to b4", not legal now
            if refused is not None:
                return [self._refuse(self.describer.reason(refused, self.state))]
            digits = None if self.is_card_game else with_digits(command.argument)
            if digits is not None:  # "Haus drei": read again as "Haus 3"
                return self._do_move(replace(command, argument=digits),
                                     typed or command.argument)
            return [self._refuse(self._unreadable(typed or command.argument))]
        return self._play_human(move)

    def _over(self, typed: str) -> list[Message]:
        """A move, or a line that is no move nor command, once the game has ended: that it is
        over, a line that is neither named for what it is first, then what to do next. The
        result was said when the game ended and is not said again with every typed word
        (status tells it); nor is how to type a move, now of no use."""
        text = typed.strip()
        said = Message(self.words.text("over"), MessageKind.ILLEGAL)
        if text and self._no_move_at_all(text):
            # A slip of a command's word is named; else that it is no command.
            slip = close_command_words(text, self.lang, self.of_no_use())
            said = self._unreadable(text) if slip else Message(
                self.words.text("over.unreadable", text=text), MessageKind.ERROR)
        return [self._refuse(said), *self.next_game_hint()[-1:]]

    def of_no_use(self) -> frozenset[CommandKind]:
        """The commands this game has no answer to (as help leaves them out), and outside
        the card games the card commands: left out of the window's key help (F1), and never
        offered for a slip of the keys (a German
        "spiele" in Kalah was asked "Meintest du pile?", Mau Mau's English word)."""
        cards = () if self.is_card_game else dict(HELP_GROUPS)["cards"]
        return self.unanswered() | frozenset(cards)

    def _unreadable(self, line: str) -> Message:
        """The answer to a line that is neither a command nor a move; a command word it
        misses by a slip of the keys ("hlep") is named."""
        close = close_command_words(line, self.lang, self.of_no_use()) or close_words(
            line, self.front_words)
        if not close:  # a slip of a move's one word as said ("ziehn": ziehen)
            said = [self.describer.move_text(m).casefold()
                    for m in self.observation.legal_moves]
            close = close_words(line, [w for w in said if w.isalpha()])
        face = mended_face(line) if self.is_card_game and not close else None
        if face is not None:  # "kruez zwei": only how to type a card was said
            close = [self.describer.names.face(face)]  # type: ignore[attr-defined]
        if close:
            return self.offer_slip(close)
        self.read_nothing = True
        return Message(self.words.unreadable(line, self.state), MessageKind.ERROR,
                       self.words.unreadable_brief(line, self.state))

    def _no_move_at_all(self, text: str) -> bool:
        """Whether ``text``, typed while another seat is to move, reads as no move of this game
        in any way: not the game's notation, not a card, rank or suit, not a place. A move
        that is only not legal now is a move."""
        try:
            if self.is_over:  # every move is refused now, before it is read: only read it
                self.state.parse_parts(text)
            else:
                self.state.parse_move(text)
        except InvalidMoveError:
            pass
        except GameError:
            return False
        else:
            return False
        if self.is_card_game:
            # A card's name may come first and more after it, as the lists say a move ("the
            # jack of hearts wishing for clubs", "Herz-Bube mit Wunsch Kreuz").
            words = (bare_card_words(text, self.observation.legal_moves) or text).split()
            return not any(names_a_card(" ".join(words[:count]), german)
                           for count in range(len(words), 0, -1) for german in (True, False))
        # A piece's word and a square ("Kaninchen e3") is a move, whoever is to move.
        return self.parse_place(text.strip()) is None and self.read_move(text) is None \
            and piece_word_moves(text, self.state, self.observation.legal_moves, self.view,
                                 self.describer) is None

    def read_move(self, text: str) -> Move | None:
        """The viewer's legal move ``text`` names the way the app says moves ("e3 takes d4
        to c5", "c3 takes e5 takes g7", "e3 to f4", in either language); None when it names
        none, or several."""
        legal = list(self.observation.legal_moves)
        if not legal:
            return None
        other = "de" if self.lang == "en" else "en"
        describers = [self.describer, describer_for(self.game, other)]
        return read_said_move(text, self.state, legal, describers)

    def _refuse(self, message: Message) -> Message:
        self.why_answer = [message]
        return message

    def _play_human(self, move: Move, checked: bool = False) -> list[Message]:
        """Play the viewer's legal ``move``; one with a warning (Dog: a seven's step that sends
        the player's own marble home) is asked about first, unless ``checked``."""
        warning = "" if checked else self.describer.move_warning(self.state, move)
        if warning:
            self._pending_move = move
            self.confirming = CommandKind.MOVE
            brief = self.describer.move_warning_brief(self.state, move)
            return [Message(self.words.text(
                "move.confirm", move=self.describer.move_text(move) + warning),
                brief=None if brief is None else self.words.text("move.confirm.brief",
                                                                 move=brief))]
        self.builder.clear()
        viewer = self.viewer
        assert viewer is not None
        try:
            self.table.submit(viewer, move)
        except IllegalMoveError:
            # The viewer's turn as far as they may know, but the table still waits for a
            # choice they may not see (a Mau Mau throw-in another seat is asked about).
            return [Message(self.words.text("wait"), MessageKind.ILLEGAL)]
        self.why_answer = None  # "why" answers for this move on, not for an older one
        landing = move.parts[-1] if move.parts else None
        if landing is not None and not is_token(landing) and not self.is_card_game \
                and landing in self.view.locations():
            self.cursor.go(landing)  # where the typed move ended, so look and where speak of it
        return self.catch_up()

    def turn_text(self, status: bool = False) -> str:
        """Whose turn it is, or the result (also one the players gave by resigning or
        agreeing); ``status``: as "status" begins with it (the describer's
        ``status_turn_text``)."""
        return self._turn(self.describer.status_turn_text if status
                          else self.describer.turn_text)

    def turn_brief(self, status: bool = False) -> str | None:
        """:meth:`turn_text` on the braille line: the describer's short form of a long turn
        sentence (``status``: as "status" begins with it), None where it has none; once the
        game is over, the result's (Rakado: "Black wins 5 to 2 home: nobody can move any
        more."; "status" brailled the result's sentence whole, 84 cells before the pieces)."""
        if self.table.outcome is not None:
            return self.describer.result_brief(self.table.outcome)
        say = self.describer.status_turn_brief if status else self.describer.turn_brief
        return say(self.state, self.addressed)

    def _turn(self, say: Callable[[State, Player | None], str]) -> str:
        """The result once the game is over, else ``say`` (a describer's turn sentence) for
        the position and the listener addressed."""
        outcome = self.table.outcome
        if outcome is not None:
            return self.describer.outcome_text(outcome)
        return say(self.state, self.addressed)

    @property
    def addressed(self) -> Player | None:
        """The seat whose turn is said to the listener ("White, your turn."): the viewer, when
        a person plays it (at this machine or online); None for a spectator, in a replay and for
        a demo told from a computer's seat. A move told again is told to the seat addressed
        when it was first told (:attr:`retold_at`). At a hot seat, while a die is to be rolled
        for a person (Rakado), that person is addressed: the move before the roll was someone
        else's. A move told again to one person (:attr:`retold_to`) is told to them. With
        several people at one keyboard, a move is told in the second person only to its own
        maker (:attr:`telling`) when their turn goes on; every other move names the seats.
        Nobody while a move a bot made for the viewer is told (:attr:`bot_for_viewer`)."""
        if self.bot_for_viewer:
            return None
        if self.retold_to is not None:
            return self.retold_to
        state = self.table.state if self.retold_at is None else self.retold_at
        viewer = self._viewer_at(state)
        rolling = state.seat_in_turn
        if self._viewer == FOLLOW and state.turn_kind is TurnKind.CHANCE \
                and rolling in self.table.humans:
            viewer = rolling
        if viewer is None or self.replaying or self.table.seats[viewer].kind is SeatKind.COMPUTER:
            return None
        if self.telling is not None and self.telling != viewer and self._viewer == FOLLOW \
                and len(self.table.humans) > 1:
            # Several people at one keyboard: another's move (a roll, a computer's move) is
            # told about every seat by name; "your house 1" would come before "North, your
            # turn" says whose.
            return None
        return viewer

    def turn_message(self, reminder: str = "", named_before: bool = False) -> Message:
        """The turn as said after the moves: for the listener's own turn the game may add what
        decides the move (who is winning the trick) and ``reminder``, what the listener
        needs in mind (:meth:`.Describer.turn_reminder`); "status" says the plain turn.
        ``named_before``: the hot seat's hand-over has just called the listener by name, so
        their turn does not ("Your turn.", :attr:`.Describer.named_just_now`)."""
        self._describer.named_just_now = named_before
        try:
            return self._turn_message(reminder)
        finally:
            self._describer.named_just_now = False

    def _turn_message(self, reminder: str) -> Message:
        # Who is winning the trick so far is named as its card was played ("bob's bot").
        with self.named_as_played(keep=self.state.to_move):
            text = self._turn(lambda state, you: self.describer.turn_prompt(
                state, you, reminder))
            brief = None if self.table.outcome is not None else \
                self.describer.turn_prompt_brief(self.state, self.addressed, reminder)
        # The turn's own brief stands for the plain turn only: a prompt that says more keeps
        # it whole, unless the game has a brief of the prompt.
        if brief is None and text == self.turn_text():
            brief = self.turn_brief()
        return Message(text, MessageKind.TURN, brief)

    def _do_undo(self, command: Command) -> list[Message]:
        viewer = self.viewer
        refusal = None if viewer is None else self.table.undo_refusal(viewer)
        if viewer is None or refusal is UndoRefused.NOTHING:
            # At a card table nothing was played yet, rather than "no move".
            none = "undo.none.cards" if self.describer.moves_are_cards else "undo.none"
            return [Message(self.words.text(none), MessageKind.ILLEGAL)]
        if refusal is not None:
            key = f"undo.refused.{refusal.value}"
            brief = f"{key}.brief"  # a long refusal's braille line ("No undo: other people ...")
            return [Message(self.words.text(key), MessageKind.ILLEGAL,
                            self.words.text(brief) if self.words.cat.has(f"session.{brief}")
                            else None)]
        self.builder.clear()
        taken = self.table.undo(viewer)
        self._pending.clear()
        # The players' moves as a player counts them: a roll or a dealt card taken back with
        # them is not counted, and a turn of several sowings (a store reached, another go)
        # is one move: "your move and the computer's", not 25 for the computer's relay.
        runs: list[tuple[Player, list[Move]]] = []
        for turn in reversed(taken):
            if turn.mover == CHANCE:
                continue
            if runs and runs[-1][0] == turn.mover:
                runs[-1][1].append(turn.move)
            else:
                runs.append((turn.mover, [turn.move]))
        # Where the game stands now: the last move that still stands, or its start.
        told = [h.message for h in self.heard if h.mover != CHANCE and h.message.text]
        # A card table says "Last:", not "The last move now:" (a card, a draw, a bid).
        last_key = "undo.last.cards" if self.describer.moves_are_cards else "undo.last"
        now = (self.words.text(last_key, last=told[-1].text) if told
               else self.words.text("undo.start"))
        # The braille line gives the move's own brief ("White e4-d3"): its verbose sentence,
        # with the whole status after it, ran an Eckdame undo to 331 cells.
        now_brief = (self.words.text("undo.last_brief",
                                     last=(told[-1].short or told[-1].text).rstrip("."))
                     if told else now)
        # What the moves taken back had undone, where the game says it (a seven's step).
        note = self.describer.undo_note([t.move for t in self.table.history],
                                        [t.move for t in taken if t.mover == viewer])
        # Where a turn holds moves a player counts apart (Arimaa's steps), the game says
        # whose turns and steps they were.
        done = self.describer.undo_done(runs, viewer) \
            or self.words.plural("undo.done", len(runs))
        # In braille in fewer words: "Zurückgenommen: ein Schritt von dir und der ganze Zug
        # von Silber. Der letzte Zug ist jetzt: Hb1w, noch ein Schritt." ran to 107 cells.
        done_brief = self.describer.undo_done(runs, viewer, brief=True) \
            or self.words.plural("undo.done.brief", len(runs))
        if self.describer.undo_apart(self.state):
            # What was taken back, then the move that stands, each a line of its own.
            said = [Message(" ".join(filter(None, (done, note))), MessageKind.INFO,
                            " ".join(filter(None, (done_brief, note)))),
                    Message(now, MessageKind.INFO, now_brief)]
        else:
            said = [Message(" ".join(filter(None, (done, note, now))), MessageKind.INFO,
                            " ".join(filter(None, (done_brief, note, now_brief))))]
        if told and self.describer.turn_goes_on(self.state):
            # The move that stands said the steps left in the turn, as after it was made:
            # the turn would say them again ("… Noch 3 Schritte." and "Gold, du bist am Zug,
            # noch 3 Schritte.").
            return said
        return [*said, self.turn_message()]

    def _do_back(self, command: Command) -> list[Message]:
        """"back" ("zurück") alone: nothing is done, and the answer names the words that are
        meant. German "zurück" took the last move back at once, though at the terminal's
        questions the same word goes back one question, and English "back" was not
        understood. With more words after it, a line the game reads as a move is that move
        (Dog's "zurück schritt" is its "schritt zurück"); any other ("back 3") is answered as
        "back" alone, not "Did you mean back 3?"."""
        if command.argument:
            line = f"{command.word} {command.argument}"
            try:
                self.state.parse_move(line)
                read = True
            except InvalidMoveError:
                read = False
            except GameError:  # read, but not playable now: the game says why
                read = True
            if read:
                return self._do_move(Command(CommandKind.MOVE, line))
        words = {"word": command.word or words_for(CommandKind.BACK, self.lang)[0],
                 "undo": words_for(CommandKind.UNDO, self.lang)[0],
                 "new": words_for(CommandKind.NEW_GAME, self.lang)[0]}
        # Brailled within two windows: the spoken sentence took four ("Im Spiel ändert ...").
        return [Message(self.words.text("back.in_game", **words), MessageKind.INFO,
                        self.words.text("back.in_game.brief", **words))]

    # -- queries -----------------------------------------------------------------------------

    def _do_repeat(self, command: Command) -> list[Message]:
        """Everything said since the person's last line (their answer and the moves that
        followed), not only its last sentence ("your turn"). Once the game is over,
        "nochmal" asks for another game, as a German player means it there (the result
        itself ends "tippe revanche, um dieses Spiel noch einmal zu spielen")."""
        if self.is_over and command.word in PLAY_AGAIN_WORDS:
            return self._do_rematch(replace(command, argument=""))
        if self.last_said:
            return list(self.last_said)
        if self.last_message is None:
            return [Message(self.words.text("last.none"))]
        return [self.last_message]

    def _do_quit(self, command: Command) -> list[Message]:
        if self.is_over:
            self.quit_requested = True
            return [self._leaving()]
        self.confirming = CommandKind.QUIT
        move = self._move_named_by(command.word)
        if move is not None:
            # German "ende" quits, and Arimaa reads it as ending the turn too: a player who
            # meant the turn must hear which, before answering yes.
            return [Message(self.words.text("quit.confirm_not_move", word=command.word,
                                            move=move.notation))]
        return [Message(self.words.text("quit.confirm"))]

    def _move_named_by(self, word: str) -> Move | None:
        """The legal move of the player at this console that the game reads ``word`` as, or
        None (not the player's turn, or no legal move by that name)."""
        if not word or not self._my_turn():
            return None
        try:
            move = self.state.parse_move(word)
        except (IllegalMoveError, InvalidMoveError):
            return None
        return move if move in self.observation.legal_moves else None

    def _leaving(self) -> Message:
        """What quitting says: back to the games, or goodbye."""
        to_menu = self.menu_follows and not (self.is_over and self.over_quit_ends)
        return Message(self.words.text("quit.to_menu" if to_menu else "bye"))

    # -- saved games ---------------------------------------------------------------------

    def _answer_confirmation(self, command: Command) -> list[Message]:
        asked, self.confirming = self.confirming, None
        if command.kind is CommandKind.CANCEL or (command.kind is CommandKind.BACK
                                                   and not command.argument):
            # Cancel answers the question as no; it is not run as well (which added
            # "Nothing is selected." to "The game goes on."); so does "back" ("zurück" after
            # "End this game?" added that back changes nothing in a game).
            command = Command(CommandKind.NO)
        if command.kind in (CommandKind.YES, CommandKind.NO) and asked is not None:
            answer = self._answer_game_question(asked, command.kind is CommandKind.YES)
            if answer is not None:
                return answer
        if command.kind is CommandKind.YES and asked is CommandKind.QUIT:
            self.quit_requested = True
            return [self._leaving()]
        if command.kind is CommandKind.YES and asked is CommandKind.DELETE:
            found = self.store.find_saved(self._pending_name) if self.store else None
            if found is not None and self.store is not None:
                try:
                    self.store.delete(found.id)
                except StoreWriteError as error:
                    return [Message(self.words.cat.text(
                        "store.save.failed", name=self._pending_name, problem=str(error)),
                        MessageKind.ERROR)]
            return [Message(self.words.cat.text("store.delete.done", name=self._pending_name))]
        if asked is CommandKind.DELETE:
            return [Message(self.words.cat.text("store.delete.kept", name=self._pending_name))]
        if command.kind is CommandKind.YES and asked is CommandKind.OPEN:
            found = self.store.find_saved(self._pending_name) if self.store else None
            if found is not None:
                return self.open_saved(found)
            return [Message(self.words.cat.text("store.open.unknown", name=self._pending_name))]
        if command.kind is CommandKind.NO:
            return self._cancelled(asked) + [self.turn_message()]
        # Anything else cancels the question and is handled as usual.
        if asked is CommandKind.MOVE:
            return self._past_move_question(command)
        if command.kind is CommandKind.MOVE:
            # A line typed as the answer ("3" for "choose a new one?") is not played as well;
            # a line that is no move at all ("clear") is not offered to be typed again.
            key = "question.not_an_answer" if self._no_move_at_all(command.argument) \
                else "question.move_not_played"
            return ([self.words.about_line(key, command.argument, MessageKind.ILLEGAL)]
                    + self._cancelled(asked) + [self.turn_message()])
        return self._cancelled(asked) + self.handle(command)

    def _past_move_question(self, command: Command) -> list[Message]:
        """A line that is neither yes nor no after a move was asked about ("Spend the joker
        on it?", "Play it anyway?"). A look at the game ("moves", "status", "hand") keeps
        the question open: it is answered, and yes or no may follow. Another move played
        answers it by itself ("Not played." came before "You play the ace of clubs ..."), as
        another question replaces it; anything else drops it with "Not played." first."""
        pending = self._pending_move
        if command.kind in _LOOKS:
            asked_way = self._asked_way
            answer = self.handle(command)
            if pending is not None and pending in self.observation.legal_moves:
                self.confirming, self._pending_move = CommandKind.MOVE, pending
                self.way_card = asked_way  # "as ace" still answers it
            return answer
        self._pending_move = None
        if command.kind is CommandKind.MOVE and pending is not None \
                and self._typed_is(command.argument, pending):
            return self.handle(command)  # the move asked about, named ("joker as ace")
        before = len(self.table.history)
        answer = self.handle(command)
        if len(self.table.history) > before or self.confirming is not None:
            return answer  # another move played, or another question asked ("Quit?")
        return [Message(self.words.text("move.not_played"))] + answer

    def _typed_is(self, text: str, move: Move) -> bool:
        """Whether ``text`` reads as ``move`` itself."""
        try:
            return self.state.parse_typed(text) == move
        except GameError:
            return False

    def _remember(self, messages: list[Message], fresh: bool = True) -> list[Message]:
        """Keep what is said for "repeat": ``fresh`` for the answer to a line the person
        typed (it starts anew), else added to it (moves that followed)."""
        if messages:
            self.last_message = messages[-1]
            self.last_said = list(messages) if fresh else self.last_said + messages
        return messages


__all__ = ["FOLLOW", "Console", "ComputerJob", "Heard", "Seat", "SeatKind", "Table"]
