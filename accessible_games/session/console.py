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
    InvalidMoveError,
    Location,
    Move,
    Player,
    State,
    TurnKind,
)
from accessible_games.engine.observation import Observation
from accessible_games.engine.types import CHANCE, is_token
from accessible_games.lineup import describer_for, view_for
from accessible_games.narration.describer import Describer, Verbosity
from accessible_games.narration.message import Message, MessageKind
from accessible_games.narration.views import Cell, Occupant
from accessible_games.output.braille.translator import BrailleTable
from accessible_games.session.braille_line import move_lines, place_lines
from accessible_games.session.commands import (
    NUMBERED,
    Command,
    CommandKind,
    parse_command,
    words_for,
)
from accessible_games.session.cursor import Cursor, MoveBuilder
from accessible_games.session.hearing import Heard
from accessible_games.session.number_words import with_digits
from accessible_games.session.places import PlaceWords
from accessible_games.session.questions import Questions
from accessible_games.session.slip_offer import SlipOffer
from accessible_games.session.table import (
    ComputerJob,
    Seat,
    SeatKind,
    Table,
)
from accessible_games.session.undoing import Undoing
from accessible_games.session.words import SessionWords
from accessible_games.storage.store import Store

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


class Console(Undoing, Questions):
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

    def _remember(self, messages: list[Message], fresh: bool = True) -> list[Message]:
        """Keep what is said for "repeat": ``fresh`` for the answer to a line the person
        typed (it starts anew), else added to it (moves that followed)."""
        if messages:
            self.last_message = messages[-1]
            self.last_said = list(messages) if fresh else self.last_said + messages
        return messages


__all__ = ["FOLLOW", "Console", "ComputerJob", "Heard", "Seat", "SeatKind", "Table"]
