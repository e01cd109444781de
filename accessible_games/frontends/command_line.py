"""The window's typed command line: open it, type, hear each character, send or close it.

A mix-in of :class:`~accessible_games.frontends.app.App`; the line is handed to the console
like a line typed in the terminal, and yes/no questions accept y, j, n and Enter. The word
"settings" opens the settings menu, as F3 does (and as the word does in the terminal).
"""

from __future__ import annotations

from accessible_games.frontends.menu import SETTINGS_WORDS, is_stop_word
from accessible_games.frontends.speaker import Speaker
from accessible_games.narration.message import Message, MessageKind
from accessible_games.session.commands import Command, CommandKind
from accessible_games.session.console import Console


class CommandLine:
    """The typed command line of the window (a mix-in of the App)."""

    session: Console | None
    line: str | None
    speaker: Speaker

    def t(self, key: str, /, **values: object) -> str:
        raise NotImplementedError

    def after_input(self) -> None:
        raise NotImplementedError

    def open_settings(self) -> None:
        raise NotImplementedError

    def open_line(self, text: str = "") -> None:
        """Open the command line, optionally with text already on it."""
        if self.session is None:
            return
        self.line = text
        said = self.t("line.open") if not text else self.t("line.open_with", text=text)
        self._say_line(said)

    def _say_line(self, spoken: str) -> None:
        shown = self.t("line.shown", text=self.line or "")
        self.speaker.say([Message(spoken, MessageKind.INFO, brief=shown)])

    def line_char(self, char: str) -> None:
        """A typed character: append it and echo it."""
        if self.line is None:
            self.open_line()
        assert self.line is not None
        self.line += char
        self._say_line(self.t("line.space") if char == " " else char)

    def line_backspace(self) -> None:
        """Delete the last character and say which."""
        if not self.line:
            self._say_line(self.t("line.empty"))
            return
        gone, self.line = self.line[-1], self.line[:-1]
        self._say_line(self.t("line.deleted", char=self.t("line.space") if gone == " " else gone))

    def line_submit(self) -> None:
        """Hand the typed line to the session."""
        session, text = self.session, self.line or ""
        self.line = None
        if session is None:
            return
        if is_stop_word(text):  # as Control alone: silence, and a question stays asked
            self.speaker.announcer.stop_speech()
            return
        if session.confirming is None and text.strip().casefold() in SETTINGS_WORDS:
            self.open_settings()  # as F3; Escape there comes back to the game
            return
        if session.confirming is not None:
            # Read as the terminal reads it: "moves" while a move is asked about was taken
            # for a move ('I cannot read "moves". Did you mean moves?').
            messages = session.handle(confirmation(session.read_line(text)) if
                                      text.strip() else Command(CommandKind.NO))
        else:
            messages = session.handle_line(text)
        self.speaker.say_session(session, messages)
        self.after_input()

    def line_cancel(self) -> None:
        """Close the command line without sending it."""
        self.line = None
        self.speaker.say([Message(self.t("line.closed"))])



def confirmation(command: Command) -> Command:
    """While the session asks yes or no: y/j/Enter mean yes, n/Escape mean no."""
    if command.kind is CommandKind.SELECT:
        return Command(CommandKind.YES)
    if command.kind is CommandKind.CANCEL:
        return Command(CommandKind.NO)
    if command.kind is CommandKind.MOVE:
        word = command.argument.strip().casefold()
        if word in ("y", "yes", "j", "ja"):
            return Command(CommandKind.YES)
        if word in ("n", "no", "nein"):
            return Command(CommandKind.NO)
    return command
