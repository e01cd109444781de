"""Reading a typed move: every way a player may name one, tried in order.

A mix-in of :class:`~accessible_games.session.console.Console`. A line that is no command
word is a move, and players name moves in many ways: the game's notation ("e3-d4", "hd"),
the way the app says them ("e3 takes d4 to c5"), a card by its rank or suit alone ("queen"),
a height ("play low"), a target square alone ("g7"), a piece and a square ("Dame f4"), a
verb before the move ("sow 3"), number words ("Haus drei"). :meth:`MoveReading._do_move`
asks one reader after another; the first that knows the line answers it (plays the move,
asks which one, or says why not), and a line nobody reads is answered as unreadable.

Each reader is a method taking the :class:`Typed` line and returning the answer, or None
when the line is not its kind. The readers before the game's notation run while the line may
still be something else (an answer to a question just asked, a card's number); those after
it run only when the game's notation refused the line: when it read the line as a move that
is not legal now (``reason`` set), or did not read it at all.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from accessible_games.engine import (
    GameError,
    IllegalMoveError,
    InvalidMoveError,
    Move,
    Reason,
    ReasonCode,
)
from accessible_games.engine.types import is_token
from accessible_games.games.cards.parse import mended_face
from accessible_games.lineup import describer_for
from accessible_games.narration.catalog import capitalized
from accessible_games.narration.message import Message, MessageKind
from accessible_games.session.card_play import CardPlay
from accessible_games.session.card_queries import CardQueries
from accessible_games.session.card_words import (
    bare_card_words,
    card_and_call,
    hand_decides,
    names_a_card,
    verb_alone,
)
from accessible_games.session.commands import (
    Command,
    CommandKind,
    close_command_words,
    close_words,
)
from accessible_games.session.help import HELP_GROUPS
from accessible_games.session.number_words import with_digits
from accessible_games.session.piece_words import piece_word_moves, pieces_named, typed_piece
from accessible_games.session.said_moves import (
    PASS_WORDS,
    plain,
    read_said_move,
    said_refusal,
    without_verb,
)


@dataclass(frozen=True)
class Typed:
    """A line read as a move."""

    command: Command
    """The move command; its argument is the move's words (a reader may shorten them:
    "play the queen" is read again as "queen")."""
    line: str
    """The line as the player typed it, for an answer that quotes it."""
    reason: Reason | None = None
    """Why the game's notation refused the line, when it read it as a move not legal now."""

    @property
    def text(self) -> str:
        return self.command.argument

    def read_as(self, text: str) -> Command:
        """The command again, its move's words now ``text``."""
        return replace(self.command, argument=text)


Reader = Callable[[Typed], list[Message] | None]


class MoveReading(CardPlay, CardQueries):
    """The readers of a typed move, and what playing the viewer's move does."""

    read_nothing: bool
    """Whether the latest line was read as nothing at all (not a command, not a move)."""

    def _do_move(self, command: Command, typed: str | None = None) -> list[Message]:
        """Play the move the line names; ``typed``: the line as typed, when ``command`` holds
        it without the words around the card ("play the queen": "queen")."""
        line = Typed(command, typed or command.argument)
        if self.is_over:
            return self._over(line.line)
        answer = self._first_answer(line, (
            self._answer_with_call, self._card_number, self._not_my_turn,
            self._chosen_option, self._short_card_name))
        if answer is not None:
            return answer
        try:
            move = self.state.parse_typed(command.argument)
        except IllegalMoveError as error:
            line = replace(line, reason=error.reason)
            answer = self._first_answer(line, (
                self._said_move, self._card_asking_choice, self._offered_move,
                self._only_move_there, self._moves_to_place))
            if answer is not None:
                return answer
            self.ask_way(command.argument, error.reason)  # the way alone answers next
            return [self._refuse(self.describer.reason(error.reason, self.state))]
        except InvalidMoveError:
            answer = self._first_answer(line, (
                self._said_move, self._after_verb, self._card_by_word,
                self._card_by_height, self._verb_alone, self._card_words_alone,
                self._only_move_there, self._moves_to_place, self._piece_and_square,
                self._pass_word, self._said_move_refused, self._number_words))
            if answer is not None:
                return answer
            return [self._refuse(self._unreadable(line.line))]
        return self._play_human(move)

    @staticmethod
    def _first_answer(line: Typed, readers: Sequence[Reader]) -> list[Message] | None:
        """The answer of the first reader that reads ``line``, or None."""
        for reader in readers:
            answer = reader(line)
            if answer is not None:
                return answer
        return None

    # -- before the notation -----------------------------------------------------------------

    def _answer_with_call(self, line: Typed) -> list[Message] | None:
        """"kreuz zwei" after "bc mau": the card the question asked for, with the call."""
        answered = self.called_answer(line.text)
        return None if answered is None else self.answer_with_call(answered, line.line)

    def _card_number(self, line: Typed) -> list[Message] | None:
        """"3" at a card table: the hand's third card."""
        if self.is_card_game and line.text.strip().isdecimal():
            return self._do_go(line.command)
        return None

    def _not_my_turn(self, line: Typed) -> list[Message] | None:
        """Any move while another seat is to move: please wait, unless the line is no move
        of this game at all (a slip of the keys is named rather than "please wait")."""
        if self._my_turn():
            return None
        spelled = None if self.is_card_game else with_digits(line.text)
        if self._no_move_at_all(spelled or line.text):
            return [self._refuse(self._unreadable(line.line))]
        return [self.wait_message()]

    def _chosen_option(self, line: Typed) -> list[Message] | None:
        """"karo" while a jack waits for its wish: the choice the move waits for."""
        return self.typed_choice(line.text)

    def _short_card_name(self, line: Typed) -> list[Message] | None:
        """"kd" (Kreuz-Dame, Karo-Dame, Karo-König), "bc" (Bube Kreuz, or braille's two of
        clubs): a short name the hand decides, with a call typed after it ("bc mau")."""
        if not self.is_card_game:
            return None
        word, call = card_and_call(line.text, self.observation.legal_moves)
        if not hand_decides(word, self.lang == "de"):
            return None
        return self.one_word_card(word, call)

    # -- a move the notation read, not legal now ------------------------------------------------

    def _said_move(self, line: Typed) -> list[Message] | None:
        """A move typed as the app says it ("e3 takes d4 to c5")."""
        said = self.read_move(line.text)
        return None if said is None else self._play_human(said)

    def _card_asking_choice(self, line: Typed) -> list[Message] | None:
        """"jd": the jack, and the question which suit it wishes."""
        return None if line.reason is None else self.card_with_choices(line.reason)

    def _offered_move(self, line: Typed) -> list[Message] | None:
        """"joker" where the game offers its one move: asked about before it is played."""
        if line.reason is None:
            return None
        offered = self.describer.offers_one(line.reason)
        if offered is None or offered not in self.observation.legal_moves:
            return None
        return self.ask_about(offered, line.reason, line.text)

    def _only_move_there(self, line: Typed) -> list[Message] | None:
        """"g7": the one legal move that ends there."""
        only = self.only_move_to(line.text, line.reason)
        return None if only is None else self._play_human(only)

    def _moves_to_place(self, line: Typed) -> list[Message] | None:
        """"a3" where several moves end, or none: which moves go there."""
        alone = self.place_alone(line.text, line.reason)
        return None if alone is None else [self._refuse(alone)]

    # -- a line the notation did not read -------------------------------------------------------

    def _after_verb(self, line: Typed) -> list[Message] | None:
        """"sow 3", "spiele e4": the move after the verb, read afresh."""
        rest = None if self.is_card_game else without_verb(line.text)
        return None if rest is None else self._do_move(line.read_as(rest), line.line)

    def _card_by_word(self, line: Typed) -> list[Message] | None:
        """"queen", "pik": a card by its rank or suit alone; "sieben mau": with the call."""
        by_word = self.one_word_card(line.text)
        if by_word is not None:
            return by_word
        word, call = card_and_call(line.text, self.observation.legal_moves)
        return self.one_word_card(word, call) if call else None

    def _card_by_height(self, line: Typed) -> list[Message] | None:
        """"play low", "höchster Trumpf"."""
        return self.typed_height(line.text)

    def _verb_alone(self, line: Typed) -> list[Message] | None:
        """"play" alone: the card at the cursor, as Enter plays it."""
        rest = verb_alone(line.text) if self.is_card_game else None
        if rest is None:
            return None
        return self._do_select(replace(line.command, kind=CommandKind.SELECT, argument=rest))

    def _card_words_alone(self, line: Typed) -> list[Message] | None:
        """"play the queen": the card's name alone, read afresh."""
        if not self.is_card_game:
            return None
        bare = bare_card_words(line.text, self.observation.legal_moves)
        return None if bare is None else self._do_move(line.read_as(bare), line.line)

    def _piece_and_square(self, line: Typed) -> list[Message] | None:
        """"rabbit e3", "Dame f4": the piece of that kind that goes there; two that do are
        named, and a kind none of which may go there is said so ("king e2")."""
        if self.is_card_game:
            return None
        kinds = piece_word_moves(line.text, self.state, self.observation.legal_moves,
                                 self.view, self.describer)
        if kinds is None:
            return None
        if len(kinds) == 1:
            return self._play_human(kinds[0])
        if kinds:
            return [self._refuse(self.describer.reason(Reason(
                ReasonCode.AMBIGUOUS, (), tuple(kinds)), self.state))]
        return [self._refuse(self._no_piece_goes(line))]

    def _no_piece_goes(self, line: Typed) -> Message:
        """No piece of the kind typed may go to the square typed: the player's own pieces of
        that kind named with their places ("A white king on e1 cannot go to e2 now."), or
        that the pieces typed are another side's ("That is not your piece: a wolf on g8.");
        it quoted the word as typed ("No piece called king" in a German game)."""
        target = plain(line.text.split()[-1])
        by_side = pieces_named(line.text, self.state, self.view)
        cat = self.describer.cat
        mine = self.state.to_move
        own = [(key, places) for (side, key), places in by_side.items() if side == mine]
        theirs = [(key, places) for (side, key), places in by_side.items() if side != mine]
        chosen = own or theirs
        if not chosen:
            return Message(self.words.text("piece_words.none", piece=typed_piece(line.text),
                                           target=target), MessageKind.ILLEGAL)
        groups = [cat.plural(f"query.group.{key}", len(places), places=cat.join_and(
            [self.describer.location(p) for p in places])) for key, places in chosen]
        pieces = cat.join_and(groups)
        if own:  # the sentence begins with them
            pieces = capitalized(pieces)
        count = sum(len(places) for _, places in chosen)
        content = cat.text(f"query.content.{chosen[0][0]}")
        content = capitalized(content)
        key = "piece_words.cannot" if own else "piece_words.not_yours"
        return Message(self.words.plural(key, count, pieces=pieces, target=target),
                       MessageKind.ILLEGAL,
                       self.words.text(f"{key}.brief", piece=content, target=target))

    def _pass_word(self, line: Typed) -> list[Message] | None:
        """"pass" in a game without passing (Tablut): that there is none."""
        if self.is_card_game or plain(line.text) not in PASS_WORDS:
            return None
        return [self._refuse(self.words.no_passing())]

    def _said_move_refused(self, line: Typed) -> list[Message] | None:
        """"a3 to b4" as the app says moves, not legal now: why not."""
        refused = said_refusal(line.text, self.state)
        if refused is None:
            return None
        return [self._refuse(self.describer.reason(refused, self.state))]

    def _number_words(self, line: Typed) -> list[Message] | None:
        """"Haus drei": read again as "Haus 3"."""
        digits = None if self.is_card_game else with_digits(line.text)
        return None if digits is None else self._do_move(line.read_as(digits), line.line)

    # -- lines no reader reads --------------------------------------------------------------

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
            if self.height_asked(text) is not None:  # "low" while West is to move
                return False
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
        """``message``, kept as what "why" answers."""
        self.why_answer = [message]
        return message

    # -- playing it ---------------------------------------------------------------------------

    def _play_human(self, move: Move, checked: bool = False) -> list[Message]:
        """Play the viewer's legal ``move``; one with a warning (Dog: a seven's step that sends
        the player's own marble home) is asked about first, unless ``checked``."""
        warning = "" if checked else self.describer.move_warning(self.state, move)
        if warning:
            self._pending_move = move
            self.confirming = CommandKind.MOVE
            brief = self.describer.move_warning_brief(self.state, move)
            return [Message(self.words.text(
                "move.confirm", move=self.describer.move_alone(self.state, move) + warning),
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
