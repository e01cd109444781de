"""``connect URL``: play at an online server from the terminal, with the local game's Console.

The player's name is asked (or given with ``--name``), the password is read without echo
(``getpass``), then the lobby is read one table per line and every typed line goes to the
:class:`OnlineSession`: online commands (create, join, bot, start, say, ...) or, at a table,
the same commands and moves as a local game. What the server tells arrives while the player
is typing and is printed (and spoken, brailled, sounded when those outputs are on) at once.
"""

from __future__ import annotations

import argparse
import asyncio
import getpass
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from accessible_games.narration.catalog import LANGUAGES, catalog
from accessible_games.narration.message import Message, MessageKind
from accessible_games.online.protocol import LOCAL_ADDRESS, server_address
from accessible_games.storage.settings import (
    OUTPUT_CHOICES,
    OUTPUT_OPTIONS,
    load_settings,
    output_name,
)

if TYPE_CHECKING:
    from accessible_games.frontends.terminal import LineIO

QUIT_WORDS = frozenset({"quit", "exit", "ende", "beenden"})
"""Typed words that sign out (besides end of input)."""


def add_parser(sub: argparse._SubParsersAction) -> None:
    """Add ``connect`` to the main parser."""
    p = sub.add_parser("connect", help="play at an online server (ws://host:port)")
    p.add_argument("url", help="the server's address, e.g. ws://127.0.0.1:8765")
    p.add_argument("--name", default=None, help="your player name (asked when not given)")
    p.add_argument("--register", action="store_true", help="make the account first")
    p.add_argument("--lang", choices=LANGUAGES, default=argparse.SUPPRESS)
    for option, helped in OUTPUT_OPTIONS.items():
        # Absent here, the main parser's value stands (`./play --braille brlapi connect URL`);
        # checked as there: "--sound off" ended in a traceback ("unknown earcon player").
        p.add_argument(f"--{option}", choices=OUTPUT_CHOICES[option], type=output_name,
                       default=argparse.SUPPRESS, help=helped)


def deliver(say: Callable[[list[Message]], None], messages: Iterable[Message]) -> None:
    """Hand messages to the outputs; braille-only chat is left out of the printed lines."""
    shown = [m for m in messages if not (m.kind is MessageKind.CHAT and not m.text)]
    if shown:
        say(shown)


PASSWORD_TRIES = 3
"""How often a refused password may be typed again before the sign-in gives up."""


async def session_loop(url: str, name: str, password: str, lang: str, register: bool,
                       read_line: Callable[[], str | None],
                       say: Callable[[list[Message]], None],
                       braille: Callable[[list[Message]], None] | None = None,
                       ask_register: Callable[[], bool] | None = None,
                       ask_password: Callable[[], str | None] | None = None,
                       to_menu: bool = False,
                       confirm_password: Callable[[], str | None] | None = None) -> int:
    """Sign in at ``url`` and run the online session until the player quits.

    Args:
        read_line: reads one typed line (blocking; run in a worker thread), None at the end.
        say: prints (and speaks) messages.
        braille: shows messages on the braille display only (chat set to braille).
        ask_register: asked (blocking, in a worker thread) when the server has no account
            of ``name``: True makes it with ``password``.
        ask_password: asked (blocking, in a worker thread) for the password again when the
            server refuses it, :data:`PASSWORD_TRIES` times at most; None ends the tries.
        to_menu: the choice of games follows the signing out (not "Goodbye" then).
        confirm_password: asked (blocking, in a worker thread) for the password once more
            before an account is made: a typing slip would lock a player who cannot see
            the field out of the new account. When the two differ, the password is asked
            again (with ``ask_password``) and confirmed again, :data:`PASSWORD_TRIES` times
            at most.

    Returns:
        The exit code (0, or 1 when the server cannot be reached or refuses the sign-in).
    """
    from accessible_games.frontends.terminal import NO_WORDS, YES_WORDS
    from accessible_games.online.client import OnlineClient, OnlineError
    from accessible_games.online.protocol import ErrorCode
    from accessible_games.online.remote import OnlineSession, cannot_connect

    cat = catalog(lang)
    loop = asyncio.get_running_loop()
    if not password and ask_password is not None:
        # Enter alone, or keys typed before the question: the server refuses an empty field
        # in English and the program ended. Asked again; an empty line now gives up.
        say([cat.said("online.client.password_empty", MessageKind.ERROR, name=name)])
        typed: str | None = await loop.run_in_executor(None, ask_password)
        password = typed or ""
    if not password:
        say([Message(cat.text("online.client.bye.to_menu" if to_menu else "online.client.bye"))])
        return 1
    settings, _problem = load_settings()
    try:
        client = await OnlineClient(url).connect()
    except (OSError, TimeoutError, ValueError) as error:
        say([cannot_connect(url, error, lang)])
        return 1
    session = OnlineSession(client, name, password, lang, settings.chat)
    session.typed_only = True  # the choices are typed, not walked with Left and Right

    def news() -> None:
        fresh = session.news()
        if braille is not None:
            braille([m for m in fresh if m.kind is MessageKind.CHAT and not m.text])
        deliver(say, fresh)


    async def confirmed() -> bool:
        """The password typed twice alike before the account is made (True), or given up."""
        if confirm_password is None:
            return True
        for _ in range(PASSWORD_TRIES):
            say([cat.said("online.client.password_confirm", name=name)])
            typed = await loop.run_in_executor(None, confirm_password)
            if not typed:
                break
            if typed == session.password:
                return True
            if ask_password is None:
                say([cat.said("online.client.password_differs.end", MessageKind.ERROR)])
                break
            say([cat.said("online.client.password_differs", MessageKind.ERROR, name=name)])
            typed = await loop.run_in_executor(None, ask_password)
            if not typed:
                break
            session.password = typed
        say([cat.said("online.client.not_registered", name=name)])
        return False

    async def account_of_theirs(error: OnlineError) -> list[Message] | None:
        """Registering a name that has an account with this very password (the player made
        it before and forgot): signed in, not refused as a name taken; None otherwise."""
        if not register or error.code != ErrorCode.NAME_TAKEN.value:
            return None
        try:
            signed = await session.sign_in()
        except OnlineError:
            return None
        return [cat.said("online.client.account_exists", name=name), *signed]

    said: list[Message] | None = None
    try:
        if register and not await confirmed():
            await client.close()
            return 1
        said = await session.sign_in(register=register)
    except OnlineError as error:
        said = await account_of_theirs(error)
        if said is None:
            say([error.said(MessageKind.ERROR)])
        if (error.code == ErrorCode.UNKNOWN_USER.value and ask_register is not None
                and await loop.run_in_executor(None, ask_register)
                and await confirmed()):
            try:
                said = await session.sign_in(register=True)
            except OnlineError as again:
                say([again.said(MessageKind.ERROR)])
        tries = PASSWORD_TRIES if error.code == ErrorCode.BAD_PASSWORD.value else 0
        while said is None and tries and ask_password is not None:
            tries -= 1  # a typing slip need not end the program: the password again
            say([cat.said("online.client.password_again", name=name)])
            typed = await loop.run_in_executor(None, ask_password)
            if not typed:
                break
            session.password = typed
            try:
                said = await session.sign_in()
            except OnlineError as again:
                say([again.said(MessageKind.ERROR)])
    if said is None:
        await client.close()
        return 1
    say(said)
    session.on_news = news
    warned = False
    try:
        while True:
            line = await loop.run_in_executor(None, read_line)
            if line is None:
                break
            word = line.strip().lower()
            if word in QUIT_WORDS or (warned and word in YES_WORDS):
                if warned or not session.playing:
                    break
                warned = True  # a game still being played: asked once, the next quit goes
                say([Message(cat.text("online.client.leave_playing", table=session.table),
                             MessageKind.INFO)])
                continue
            if warned and word in NO_WORDS:  # the answer to the warning: not the table's
                warned = False
                say([Message(cat.text("online.client.stay", table=session.table))])
                continue
            warned = False
            deliver(say, await session.handle_line(line))
            news()
    finally:
        await session.close()
    say([Message(cat.text("online.client.bye.to_menu" if to_menu else "online.client.bye"))])
    return 0


def _typed_password(prompt: str) -> str | None:
    """A password typed without being shown; None at the end of input."""
    try:
        return getpass.getpass(prompt)
    except (EOFError, KeyboardInterrupt):
        return None


def register_question(say: Callable[[list[Message]], None], ask: Callable[[], str | None],
                      name: str, lang: str) -> Callable[[], bool]:
    """The question whether to register ``name``, said with ``say`` and answered by a typed
    line from ``ask`` (y, yes, j, ja: register)."""
    from accessible_games.frontends.terminal import YES_WORDS

    def question() -> bool:
        say([Message(catalog(lang).text("terminal.online.ask_register", name=name))])
        return (ask() or "").strip().casefold() in YES_WORDS
    return question


def from_menu(io: LineIO, lang: str) -> None:
    """"online" at the terminal's choice of games: ask the server's address (Enter alone
    takes a server on this machine), the player name and the password (not shown), then
    play there until the player signs out; a name the server does not know is offered to be
    registered. Every question is said, as the menu's are; help says it again, and quit or
    back goes back to the choice of games (they were taken for a server's or a player's
    name, and for the password)."""
    from accessible_games.frontends.terminal import HELP_WORDS, PROMPT
    from accessible_games.frontends.terminal_menu import LEAVE_WORDS

    cat = catalog(lang)

    def answer(key: str, **values: object) -> str | None:
        """The answer to the question ``key``; None to go back (or at end of input)."""
        while True:
            io.say([Message(cat.text(key, **values))])
            typed = io.ask()
            if typed is None:
                return None
            word = typed.strip().casefold()
            if word in LEAVE_WORDS:
                io.say([Message(cat.text("session.quit.to_menu"))])
                return None
            if not word or word not in HELP_WORDS:
                return typed

    while True:
        typed = answer("terminal.online.ask_address", default=LOCAL_ADDRESS)
        if typed is None:
            return
        address = server_address(typed)
        if address is not None:
            break
        io.say([Message(cat.text("window.online.bad_address", text=typed.strip()),
                        MessageKind.ERROR)])
    name = ""
    while not name:
        typed = answer("terminal.online.ask_name")
        if typed is None:
            return
        name = " ".join(typed.split())
    def secret() -> str | None:
        """The password typed (not shown); None to go back: back or quit leave this question
        as they leave the others (they were taken for the password)."""
        typed = io.ask_secret(PROMPT)
        if typed is not None and typed.strip().casefold() in LEAVE_WORDS:
            io.say([Message(cat.text("session.quit.to_menu"))])
            return None
        return typed

    io.say([Message(cat.text("terminal.online.ask_password"))])
    password = secret()
    if password is None:
        return

    try:
        asyncio.run(session_loop(address, name, password, lang, False, io.ask, io.say,
                                 ask_register=register_question(io.say, io.ask, name, lang),
                                 ask_password=secret, to_menu=True,
                                 confirm_password=secret))
    except KeyboardInterrupt:
        io.say([Message(cat.text("online.client.bye"))])


def run(args: argparse.Namespace, lang: str) -> int:
    """``connect``: sign in and play until the player quits."""
    from accessible_games.frontends.terminal import LineIO, spoken_lines, terminal_outputs

    io = LineIO()
    cat = catalog(lang)
    speaker = terminal_outputs(args, lang, io)
    spoken = spoken_lines(io, speaker)
    name = args.name
    try:
        while not name:
            typed = io.ask(cat.text("online.client.ask_name"))
            if typed is None:  # end of input
                return 1
            name = typed.strip()
        password = getpass.getpass(cat.text("online.client.ask_password"))
    except (EOFError, KeyboardInterrupt):
        return 1

    def typed_password() -> str | None:
        return _typed_password(cat.text("online.client.ask_password"))

    def braille(messages: list[Message]) -> None:
        if speaker is not None and messages:
            for message in messages:
                speaker.announcer.announce(message)

    try:
        return asyncio.run(session_loop(
            server_address(args.url) or args.url, name, password, lang, args.register,
            spoken.ask, spoken.say, braille,  # spoken.ask: the display pans while it waits
            None if args.register else register_question(spoken.say, spoken.ask, name, lang),
            typed_password, confirm_password=lambda: _typed_password(
                cat.text("online.client.ask_password_again"))))
    except KeyboardInterrupt:
        return 130
