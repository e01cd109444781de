"""The window's Online screen: type the server's address, name and password, then play.

"Play online" in the main menu opens it. Three fields are typed one after the other with the
keyboard alone: the address (Enter alone takes the default, a server on this machine), the
player name and the password. Every typed character is spoken and brailled as it is typed; a
password character is said as "star" and shown as ``*``. Then the app connects and signs in;
when the server has no account of that name it asks whether to register one. Signed in, the
screen is a command line to the same :class:`~accessible_games.online.remote.OnlineSession`
the terminal's ``connect`` uses: the lobby, create, join, bots, start, chat, and at a table
every move and query of the local Console.

The network runs in an asyncio loop in a thread of its own (:class:`OnlineLink`); the window
hands it work and collects what it said once per frame, so the window never waits for the
server. Everything the session touches is touched in that thread only.
"""

from __future__ import annotations

import asyncio
import queue
import threading
from collections.abc import Callable, Coroutine
from concurrent.futures import Future
from enum import Enum
from typing import Any

from accessible_games.frontends.speaker import Speaker
from accessible_games.narration.catalog import catalog
from accessible_games.narration.message import Message, MessageKind
from accessible_games.online.protocol import LOCAL_ADDRESS, server_address

SHOWN_LINES = 200
"""How many lines of what was said the screen keeps to draw."""
CLOSE_WAIT = 5.0
"""Seconds signing out may take before the thread is left behind."""


class Step(Enum):
    """What the Online screen is waiting for."""

    ADDRESS = "address"
    NAME = "name"
    PASSWORD = "password"
    REGISTER = "register"
    """Y or N: make an account of the typed name."""
    CONFIRM = "confirm"
    """Registering: the password typed once more (a slip in a field nobody sees would lock
    the player out of the new account)."""
    WAITING = "waiting"
    """Connecting and signing in."""
    LINE = "line"
    """Signed in: online commands and moves, one line at a time."""


class TextEntry:
    """One typed field: what is typed so far, and whether it is secret (a password).

    Args:
        secret: the characters are said as "star" and shown as ``*``.
    """

    def __init__(self, secret: bool = False) -> None:
        self.text = ""
        self.secret = secret

    def shown(self) -> str:
        """The text as the screen and the braille display show it."""
        return "*" * len(self.text) if self.secret else self.text

    def said(self, char: str, lang: str) -> str:
        """How a typed (or deleted) character is spoken."""
        words = catalog(lang)
        if self.secret:
            return words.text("window.online.star")
        return words.text("window.line.space") if char == " " else char


class OnlineLink:
    """An asyncio loop in a daemon thread, holding the connection and the session."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.news: queue.Queue[list[Message]] = queue.Queue()
        """What the server told, for the window to say (filled in the loop's thread)."""
        self.session: Any = None
        """The signed-in :class:`OnlineSession` (None before)."""
        self.thread = threading.Thread(target=self.loop.run_forever, name="online",
                                       daemon=True)
        self.thread.start()

    def run(self, work: Coroutine[Any, Any, Any]) -> Future[Any]:
        """Run ``work`` in the loop; its future (never waited on by the window)."""
        return asyncio.run_coroutine_threadsafe(work, self.loop)

    async def _close(self) -> None:
        if self.session is not None:
            await self.session.close()

    def close(self) -> None:
        """Sign out, stop the loop and its thread (bounded by CLOSE_WAIT)."""
        if not self.loop.is_running():
            return
        try:
            self.run(self._close()).result(CLOSE_WAIT)
        except Exception:  # noqa: BLE001 - a broken connection still lets the app go on
            pass
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(CLOSE_WAIT)
        if not self.thread.is_alive():
            self.loop.close()


class OnlineScreen:
    """The Online screen's state and keys (the window draws it, the app owns it).

    Args:
        speaker: where everything is said.
        lang: the language of every word.
        chat: how chat at a table is told (the chat setting).
        leave: called when the player leaves the screen (back to the main menu).
    """

    def __init__(self, speaker: Speaker, lang: str, chat: str,
                 leave: Callable[[], None]) -> None:
        self.speaker = speaker
        self.lang = lang
        self.chat = chat
        self.leave = leave
        self.step = Step.ADDRESS
        self.entry = TextEntry()
        self.address = LOCAL_ADDRESS
        self.name = ""
        self.password = ""
        self.link: OnlineLink | None = None
        self.pending: Future[Any] | None = None
        """The sign-in or the typed line the server has not answered yet."""
        self.warned = False
        """Escape was pressed once in a game still being played (the next one signs out)."""
        self.heard: list[Message] = []
        """What was said on this screen, newest last (the newest drawn above the typed
        line; at most SHOWN_LINES kept)."""

    def t(self, key: str, /, **values: object) -> str:
        """The ``window.online.<key>`` message in the screen's language."""
        return catalog(self.lang).text(f"window.online.{key}", **values)

    # -- saying ------------------------------------------------------------------------------

    def shown(self) -> str:
        """The field being typed, as shown and brailled ("Password: ***")."""
        if self.step is Step.REGISTER:
            return self.t("shown_register", name=self.name)
        step = "line" if self.step in (Step.LINE, Step.WAITING) else self.step.value
        return self.t(f"shown_{step}", text=self.entry.shown())

    def say(self, messages: list[Message], own: bool = True) -> None:
        """Say messages (and keep their words for the screen)."""
        if not messages:
            return
        self.heard.extend(messages)
        del self.heard[:-SHOWN_LINES]
        self.speaker.say(messages, own=own)

    def _echo(self, spoken: str) -> None:
        """Say a typed character (or a deletion); the braille shows the whole field."""
        self.speaker.say([Message(spoken, MessageKind.INFO, brief=self.shown())])

    def _ask(self, step: Step, before: list[Message] | None = None) -> None:
        self.step = step
        self.entry = TextEntry(secret=step in (Step.PASSWORD, Step.CONFIRM))
        prompt = {Step.ADDRESS: self.t("ask_address", default=LOCAL_ADDRESS),
                  Step.NAME: self.t("ask_name"), Step.PASSWORD: self.t("ask_password"),
                  Step.REGISTER: self.t("ask_register", name=self.name),
                  Step.CONFIRM: self.t("ask_confirm", name=self.name),
                  Step.LINE: self.t("ready")}[step]
        self.say((before or []) + [Message(prompt, MessageKind.INFO, brief=self.shown())])

    def open(self) -> None:
        """Start: ask for the server's address."""
        self._ask(Step.ADDRESS)

    def help(self) -> None:
        """F1: the keys of this screen."""
        self.say([Message(self.t("keys"))])

    # -- keys ---------------------------------------------------------------------------------

    def char(self, char: str) -> None:
        """A typed character."""
        if self.step is Step.REGISTER:
            answer = char.casefold()
            if answer in ("y", "j"):
                self._ask(Step.CONFIRM)
            elif answer == "n":
                self._ask(Step.NAME)
            else:
                self._ask(Step.REGISTER)
            return
        if self.step is Step.WAITING:
            self.say([Message(self.t("busy"), MessageKind.ILLEGAL)])
            return
        self.entry.text += char
        self._echo(self.entry.said(char, self.lang))

    def backspace(self) -> None:
        """Delete the last typed character and say which."""
        words = catalog(self.lang)
        if not self.entry.text or self.step in (Step.REGISTER, Step.WAITING):
            self._echo(words.text("window.line.empty"))
            return
        gone = self.entry.text[-1]
        self.entry.text = self.entry.text[:-1]
        self._echo(words.text("window.line.deleted", char=self.entry.said(gone, self.lang)))

    def escape(self) -> None:
        """Back one step: clear a typed line, or leave (signing out)."""
        if self.step in (Step.LINE, Step.NAME, Step.PASSWORD, Step.CONFIRM) and self.entry.text:
            self.entry.text = ""
            self._echo(self.t("cleared"))
        elif self.step is Step.CONFIRM:
            self._ask(Step.REGISTER)
        elif self.step is Step.PASSWORD:
            self._ask(Step.NAME)
        elif self.step is Step.NAME or self.step is Step.REGISTER:
            self._ask(Step.ADDRESS)
        elif (table := self._playing_at()) is not None and not self.warned:
            self.warned = True  # a game still being played: asked once, the next Escape goes
            self.say([Message(self.t("leave_playing", table=table))])
        else:
            self.close()
            self.leave()

    def _playing_at(self) -> int | None:
        """The table where the player sits in a game still being played (read from the
        session), or None."""
        session = self.link.session if self.link is not None else None
        playing = self.step is Step.LINE and session is not None and session.playing
        return session.table if playing and session is not None else None

    def submit(self) -> None:
        """Enter: take the field and go on (or send the typed line)."""
        self.warned = False
        text = self.entry.text
        if self.step is Step.ADDRESS:
            address = server_address(text)
            if address is None:
                self._ask(Step.ADDRESS, [Message(self.t("bad_address", text=text.strip()),
                                                 MessageKind.ERROR)])
                return
            self.address = address
            self._ask(Step.NAME)
        elif self.step is Step.NAME:
            if not text.strip():
                self.say([Message(self.t("name_empty"), MessageKind.ERROR)])
                return
            self.name = " ".join(text.split())
            self._ask(Step.PASSWORD)
        elif self.step is Step.PASSWORD:
            self.password = text
            self._sign_in(register=False)
        elif self.step is Step.REGISTER:
            self._ask(Step.CONFIRM)
        elif self.step is Step.CONFIRM:
            if text == self.password:
                self._sign_in(register=True)
            else:  # no account: both typed again, the name's question follows the first
                self._ask(Step.PASSWORD, [Message(self.t("passwords_differ"),
                                                  MessageKind.ERROR)])
        elif self.step is Step.LINE:
            self._send(text)
        else:
            self.say([Message(self.t("busy"), MessageKind.ILLEGAL)])

    # -- the network ----------------------------------------------------------------------------

    def _sign_in(self, register: bool) -> None:
        if self.link is None:
            self.link = OnlineLink()
        self.step = Step.WAITING
        self.entry = TextEntry()
        self.say([Message(self.t("connecting", url=self.address))])
        self.pending = self.link.run(self._connect(self.link, register))

    async def _connect(self, link: OnlineLink, register: bool) -> tuple[str, list[Message]]:
        """(In the loop's thread) connect and sign in: ("ok", what to say) or the refusal's
        code and its sentence."""
        from accessible_games.online.client import OnlineClient, OnlineError
        from accessible_games.online.remote import OnlineSession, cannot_connect

        words = catalog(self.lang)
        try:
            client = await OnlineClient(self.address).connect()
        except (OSError, TimeoutError, ValueError) as error:
            return "unreachable", [cannot_connect(self.address, error, self.lang)]
        session = OnlineSession(client, self.name, self.password, self.lang, self.chat)
        try:
            said = await session.sign_in(register=register)
        except OnlineError as error:
            await client.close()
            return error.code, [error.said(MessageKind.ERROR)]
        except (ConnectionError, TimeoutError):
            await client.close()
            return "unreachable", [Message(words.text("online.client.no_answer"),
                                           MessageKind.ERROR)]
        link.session = session
        session.on_news = lambda: link.news.put(session.news())
        return "ok", said

    def _send(self, text: str) -> None:
        link = self.link
        if link is None or link.session is None:
            return
        if self.pending is not None and not self.pending.done():
            self.say([Message(self.t("busy"), MessageKind.ILLEGAL)])
            return
        self.entry = TextEntry()
        self.pending = link.run(self._line(link, text))

    @staticmethod
    async def _line(link: OnlineLink, text: str) -> tuple[str, list[Message]]:
        """(In the loop's thread) one typed line: the answer, then any news it brought."""
        session = link.session
        answer = await session.handle_line(text)
        return "line", list(answer) + session.news()

    def update(self) -> bool:
        """Once a frame: say the answers and the news that came. True when something was."""
        said = False
        pending = self.pending
        if pending is not None and pending.done():
            self.pending = None
            try:
                code, messages = pending.result()
            except Exception:  # noqa: BLE001 - a failed line is said, the screen goes on
                words = catalog(self.lang)
                code, messages = "line", [Message(words.text("online.client.no_answer"),
                                                  MessageKind.ERROR)]
            self._answered(code, messages)
            said = True
        while self.link is not None:
            try:
                news = self.link.news.get_nowait()
            except queue.Empty:
                break
            self.say([m for m in news if m.text or m.short], own=False)
            said = True
        return said

    def _answered(self, code: str, messages: list[Message]) -> None:
        if code == "line":
            self.say(messages)
        elif code == "ok":
            self._ask(Step.LINE, messages)
        elif code == "unknown_user":
            self._ask(Step.REGISTER, messages)
        elif code == "name_taken":
            self._ask(Step.NAME, messages)
        elif code == "bad_password":
            self._ask(Step.PASSWORD, messages)
        else:
            self._ask(Step.ADDRESS, messages)

    def close(self) -> None:
        """Sign out and stop the network thread."""
        if self.link is not None:
            self.link.close()
            self.link = None
