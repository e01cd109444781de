"""The speaker: session messages to the Announcer, with priorities, earcons and board lines.

Rules (ACCESSIBILITY.md): the answer to the player's own key interrupts whatever is being said,
and its further messages queue behind it; the computer's move is queued after that answer.
Each message kind gets its earcon; cursor messages may carry stereo pan by column and pitch by
row; a result sounds won, lost or drawn from the listener's side. In board-line mode the
braille display shows the row under the cursor (one cell per square, routing keys = squares).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable

from accessible_games.engine.events import Promoted
from accessible_games.frontends.board_braille import SquareRef, board_line, hand_region
from accessible_games.narration.catalog import catalog
from accessible_games.narration.message import Message, MessageKind
from accessible_games.narration.spoken import spoken_message
from accessible_games.narration.square_names import speak_squares
from accessible_games.output.announcer import ALWAYS_HELD, Announcer, Priority
from accessible_games.output.braille.region import BrailleRegion
from accessible_games.output.setup import Outputs
from accessible_games.output.sound.earcons import Earcon
from accessible_games.output.speech.fallback import SpeechSwitch
from accessible_games.session.board_commands import ZoneKind
from accessible_games.session.console import Console
from accessible_games.session.hotseat import hand_over_pending
from accessible_games.storage.settings import BoardLine, ProblemKind, Settings, SettingsProblem

_KIND_EARCONS: dict[MessageKind, Earcon | None] = {
    MessageKind.MOVE: Earcon.MOVE,
    MessageKind.CAPTURE: Earcon.CAPTURE,
    MessageKind.ILLEGAL: Earcon.ILLEGAL,
    MessageKind.ERROR: Earcon.ERROR,
    MessageKind.TURN: Earcon.YOUR_TURN,
    MessageKind.EDGE: Earcon.BOARD_EDGE,
    MessageKind.SELECT: Earcon.SELECT,
    MessageKind.DESELECT: Earcon.DESELECT,
    MessageKind.CHAT: Earcon.CHAT,
}
"""The earcon of each message kind (cursor and results are decided per message)."""

PITCH_RANGE = 12
"""Semitones between the lowest and the highest row."""

_NAMED_PLACE = re.compile(r"(?<![\w])(?:[a-z]{1,2}\d{1,2}|\d{1,3})(?![\w])")
"""A place name inside a message ("c3", "12") that a routing key may point at."""
_MOVE_TEXT = re.compile(r"(?<![\w])[a-z]{0,2}\d{1,3}(?:[-x:×][a-z]{0,2}\d{1,3})+(?![\w])")
"""A move written in notation ("c3-d4", "22x15"): numbers count as places only inside one."""
_BOARD_KINDS = (MessageKind.CURSOR, MessageKind.SELECT, MessageKind.DESELECT)
"""Answers that show the board line in board-line mode (a routing key selects a piece and
the row stays on the display, not only "c3"). Not the edge: the line would stay as it was,
and a reader without sound would not learn that the key came and what stopped it."""


def line_follows_cursor(session: Console) -> bool:
    """Whether the cursor is on what the board line shows: the hand in a card game, the board
    in the others (the position editor's too). On Dog's track, at the choices (the suit a jack
    wishes) or at the dice, a cursor message is brailled in its own words, as the line would
    not show where the cursor is."""
    if getattr(session, "editor", None) is not None:
        return True
    zone = getattr(session, "zone", None)
    home = ZoneKind.HAND if getattr(session, "is_card_game", False) else ZoneKind.BOARD
    return zone is None or zone is home


class Speaker:
    """Announces messages of one app run through its outputs, following the settings."""

    def __init__(self, outputs: Outputs, settings: Settings, lang: str) -> None:
        self.outputs = outputs
        self.settings = settings
        self.lang = lang
        outputs.speech.on_switch = self._speech_switched
        if hasattr(outputs.braille, "on_connection"):  # BRLTTY: says when it goes and comes
            outputs.braille.on_connection = self._braille_connection
        self.switches: list[SpeechSwitch] = []
        """Speech backend switches announced so far."""
        self.session: Console | None = None
        """The session last announced (for the board line key)."""
        self.answering = False
        """Whether the terminal's questions said something since the last typed line: what
        they say next is more of the same answer ("You chose Checkers", then the next
        question), which speech queues and braille keeps behind the answer's first message,
        unread until the player moves on, as in a game. Kept here, as every question of a
        run (the menu, resume, online) speaks through this one speaker."""
        outputs.announcer.reader.board = self.board_now

    @property
    def announcer(self) -> Announcer:
        """The outputs' announcer."""
        return self.outputs.announcer

    def t(self, key: str, /, **values: object) -> str:
        """The ``window.<key>`` message in the current language."""
        return catalog(self.lang).text(f"window.{key}", **values)

    # -- plain announcements ----------------------------------------------------------------

    def say(self, messages: Iterable[Message], own: bool = True,
            region: BrailleRegion | None = None, more: bool = False) -> None:
        """Announce messages with their kinds' earcons; the first interrupts when ``own``.
        ``more``: they go on an answer already begun (queued, their braille behind it)."""
        for i, message in enumerate(messages):
            priority = Priority.INTERRUPT if own and i == 0 and not more else Priority.QUEUE
            earcon = _KIND_EARCONS.get(message.kind)
            if message.kind is MessageKind.CURSOR:
                earcon = Earcon.MENU_MOVE
            self._announce(message, priority, earcon, region if i == 0 else None,
                           follow_up=own and (i > 0 or more))

    def notice(self, text: str) -> None:
        """A system notice (outputs, settings trouble): queued, no earcon, not "repeat"."""
        self.announcer.announce(Message(text), Priority.NOTICE)

    def _announce(self, message: Message, priority: Priority, earcon: Earcon | None,
                  region: BrailleRegion | None = None, follow_up: bool = False) -> None:
        self.announcer.announce(self.spoken(message), priority, earcon, region=region,
                                follow_up=follow_up)

    def spoken(self, message: Message) -> Message:
        """The message for the ear: typed notation said in words and square names spelled as
        the settings ask (speech only: the braille keeps "c3xe5")."""
        message = spoken_message(message, self.lang)  # "c3xe5" said "c3 takes e5"
        style = self.settings.square_names
        if style == "algebraic":
            return message
        text = speak_squares(message.text, style, self.lang)
        if text == message.text:
            return message
        return dataclasses.replace(message, text=text, brief=message.short)

    # -- session messages -------------------------------------------------------------------

    def say_session(self, session: Console, messages: list[Message], own: bool = True) -> None:
        """Announce what the session answered (``own``: to the player's key, else the computer's
        move), with earcons, spatial cues and board lines. The session parts its next long
        braille lines in the table this speaker writes (:meth:`.Console.set_braille_table`)."""
        self.session = session
        follow_table = getattr(session, "set_braille_table", None)
        if follow_table is not None:  # an online table's session parts none
            follow_table(self.announcer.translator.table)
        for i, message in enumerate(messages):
            priority = Priority.INTERRUPT if own and i == 0 else Priority.QUEUE
            earcon = self._earcon(session, message, own)
            pan, pitch = 0.0, 0
            region = None
            if message.kind in _BOARD_KINDS or (
                    message.place is not None and message.kind is MessageKind.INFO):
                region = self.board_region(session)
                if message.place is not None and self.settings.spatial_cues:
                    pan, pitch = spatial(message.place)
                if message.kind is MessageKind.CURSOR and not self.settings.spatial_cues:
                    earcon = None
            if region is None:
                region = self.message_region(session, message)
            opponent = message.mover is not None and message.mover not in session.humans
            held = message.kind in ALWAYS_HELD or (
                message.kind in (MessageKind.MOVE, MessageKind.CAPTURE) and (not own or opponent))
            self.announcer.announce(self.spoken(message), priority, earcon, pan=pan,
                                    pitch_step=pitch, region=region, held=held,
                                    follow_up=own and i > 0)
            if message.kind in (MessageKind.MOVE, MessageKind.CAPTURE):
                self._extra_earcons(session, message)
        if hand_over_pending(session) is not None:
            # The hot seat hands the keyboard to another person: the braille history keeps
            # nothing of the last person's own (their hand), read or not.
            self.announcer.reader.forget_private()

    def message_region(self, session: Console, message: Message) -> BrailleRegion:
        """The braille of a message's brief form; a routing key over a square it names
        ("c3" in "White c3-d4") points the cursor there."""
        text = message.short
        translation = self.announcer.translator.translate(text)
        targets: dict[int, object] = {}
        in_moves = [(m.start(), m.end()) for m in _MOVE_TEXT.finditer(text)]
        for match in _NAMED_PLACE.finditer(text):
            name = match.group(0)
            if name.isdecimal() and not any(a <= match.start() < b for a, b in in_moves):
                continue
            try:
                location = session.state.parse_location(name)
            except Exception:  # noqa: BLE001 - not a place in this game: no target
                continue
            for index in range(match.start(), match.end()):
                targets[index] = SquareRef(location)
        return BrailleRegion.from_translation(translation, targets)

    def _earcon(self, session: Console, message: Message, own: bool) -> Earcon | None:
        if message.kind is MessageKind.RESULT:
            return result_earcon(session)
        opponent = message.mover is not None and message.mover not in session.humans
        if message.kind is MessageKind.MOVE and (not own or opponent):
            return Earcon.OPPONENT_MOVED
        if message.kind is MessageKind.CURSOR:
            return Earcon.MENU_MOVE if self.settings.spatial_cues else None
        return _KIND_EARCONS.get(message.kind)

    def _extra_earcons(self, session: Console, message: Message) -> None:
        """A promotion also sounds the promotion earcon."""
        for turn in reversed(session.history[-3:]):
            if turn.message is message:
                if any(isinstance(e, Promoted) for e in turn.events):
                    self.outputs.earcons.play(Earcon.PROMOTION)
                return

    def board_region(self, session: Console) -> BrailleRegion | None:
        """The braille board line of the cursor's row, when board-line mode is on."""
        if self.settings.board_line != BoardLine.ON.value or not line_follows_cursor(session):
            return None
        return self.board_line_of(session)

    def board_now(self) -> BrailleRegion | None:
        """The board line of the last session's cursor row (the display's board-line key,
        in any mode); None outside a game or for a game without a board view."""
        session = self.session
        if session is None or session.quit_requested:
            return None
        try:
            return self.board_line_of(session)
        except Exception:  # noqa: BLE001 - no board view: nothing to show
            return None

    @staticmethod
    def board_line_of(session: Console) -> BrailleRegion:
        """The braille board line of the cursor's row."""
        if getattr(session, "is_card_game", False):
            return hand_region(session)  # a card game's line is the viewer's hand
        cursor = session.shown_cursor
        view, location = session.view, cursor.location
        if view.lines and location is not None:  # the rules' row (Eckdame's turned board)
            number = view.line_number(location)
            return board_line(session.shown_occupant, view, number,
                              view.lines[number].index(location))
        return board_line(session.shown_occupant, view, cursor.row, cursor.column)

    # -- outputs ----------------------------------------------------------------------------

    def outputs_sentence(self, speech: str | None = None, screen_lines: bool = False) -> str:
        """Which outputs are active, in the player's language (``speech``: name to report;
        ``screen_lines``: the terminal prints the braille line on screen under each line,
        and the braille part says so)."""
        o = self.outputs
        if speech is None:
            speech = o.speech.current.name
            if not self.announcer.speech_enabled:
                speech = "null"
        braille = o.braille.name if self.announcer.braille_enabled else "null"
        sound = o.earcons.name if o.earcons.enabled else "null"
        table = o.translator.table.value.rsplit(".", 1)[0]
        # Without braille the table is not named ("Braille: none, Unified English Braille").
        key = "notice.outputs" if braille != "null" else "notice.outputs_no_braille"
        if screen_lines and braille == "unicode":
            key = "notice.outputs_screen_lines"
        return self.t(key, cells=o.braille.cells,
                      speech=self.t(f"value.speech.{speech}"),
                      braille=self.t(f"value.braille.{braille}"),
                      table=self.t(f"value.braille_table.{table}"),
                      sound=self.t(f"value.sound.{sound}"))

    def _braille_connection(self, connected: bool) -> None:
        """BRLTTY went away or came back: say so (brailled too once it is back)."""
        self.notice(self.t("notice.braille_back" if connected else "notice.braille_lost"))

    def _speech_switched(self, switch: SpeechSwitch) -> None:
        """FallbackSpeech moved to another backend: say so through the new one."""
        self.switches.append(switch)
        self.notice(self.t("notice.speech_switched",
                           old=self.t(f"value.speech.{switch.old}"),
                           new=self.t(f"value.speech.{switch.new}")))


def spatial(place: tuple[int, int, int, int]) -> tuple[float, int]:
    """Stereo pan (-1 left .. 1 right) by column and pitch (semitones) by row."""
    column, row, columns, rows = place
    pan = 0.0 if columns <= 1 else -1.0 + 2.0 * column / (columns - 1)
    pitch = 0 if rows <= 1 else round(-PITCH_RANGE / 2 + PITCH_RANGE * row / (rows - 1))
    return pan, pitch


def result_earcon(session: Console) -> Earcon:
    """Won, lost or drawn, from the side of the people at the keyboard."""
    outcome = session.table.outcome
    if outcome is None or outcome.is_draw:
        return Earcon.DRAWN
    humans = session.humans
    if not humans or len(humans) == session.game.num_players:
        return Earcon.WON
    return Earcon.WON if outcome.winners & set(humans) else Earcon.LOST


def settings_problem_text(problem: SettingsProblem, lang: str) -> str:
    """The sentence announcing a problem with the settings file."""
    key = {ProblemKind.CORRUPT: "notice.settings_corrupt",
           ProblemKind.BAD_VALUES: "notice.settings_bad",
           ProblemKind.UNWRITABLE: "notice.settings_unwritable"}[problem.kind]
    return catalog(lang).text(f"window.{key}", detail=problem.detail)
