"""Every online message a player can receive fits two windows of a 40-cell display on the
braille line (80 cells), in its brief form where it has one.

A survey found some forty of them over it, up to 200 cells: the usage of create (220
characters), the warnings before leaving a game still played (158-184), the seats held after
signing in again, the refusals at an online table ("At an online table the server keeps the
game, ...", 159), the server's refusals (a table still played, seats still open) and the
problems connecting. A deafblind player panned three to five windows to learn what to type
next; the brief keeps what happened and that command. Speech keeps the sentences.

Each message is measured with its placeholders filled by long but realistic values (table 12,
"Räuber und Gendarm", a name of 12 letters), every plural form. The help is brailled one
line per group of commands, as the local game's help is.
"""

from __future__ import annotations

import re
import socket
import ssl
from pathlib import Path

import pytest

from accessible_games.narration.catalog import Catalog, catalog
from accessible_games.narration.message import Message, MessageKind
from accessible_games.online.client import OnlineError
from accessible_games.online.remote import cannot_connect
from tests.braille_cells import DISPLAY_CELLS, cells
from tests.online.helpers import run, serving
from tests.online.test_app_client import session, until

TWO_WINDOWS = 2 * DISPLAY_CELLS
LANGS = ("en", "de")

NOT_TO_A_PLAYER = ("online.command.", "online.serve.")
"""The words commands are read by, and the server operator's lines (the terminal that
runs ``serve``, not a player's braille display)."""

MEASURED_ELSEWHERE = (
    "online.client.problem.",  # inside online.client.cannot_connect: measured together
    "online.client.cannot_connect",  # test_a_problem_connecting_fits_two_windows
    "online.error.seat_taken.",  # the parts of one refusal, measured joined
    "online.lobby.",  # the lobby's lines, tests/online/test_lobby_braille.py
    "online.seats.",  # who sits where at a game's start, the same test
    "online.who.",  # the seats again, as the lobby words them
    "online.chat.",  # what a player typed, as long as they typed it
    "online.help.",  # one line per group: test_the_help_is_brailled_line_by_line
)

NAME = "Konstantinos"
"""A player's name of 12 letters."""
GAME = "Räuber und Gendarm"


def values(cat: Catalog) -> dict[str, object]:
    """Long but realistic values for every placeholder of the online messages."""
    join = cat.text("online.command.join").split()[0]
    return {
        "table": 12, "other": 13, "seat": 4, "seats": 6, "count": 30, "level": 3,
        "levels": 3, "number": 12, "limit": 65536, "seq": 1234, "game": GAME, "name": NAME,
        "host": NAME, "by": NAME, "side": cat.text("online.table.seat_word", seat=4),
        "url": "wss://spiele.example.org:8765", "owner": "ws://10.0.0.12:8765",
        "join": join, "leave": cat.text("online.command.leave").split()[0],
        "create": cat.text("online.command.create").split()[0],
        "watch": cat.text("online.command.watch").split()[0], "first": 2,
        "typed": f"{join} 13 2", "text": "tisch 12", "words": "spieler=drei",
        "word": "raeuber-und-gendarm", "type": "join", "field": "password", "key": "players",
        "keys": "players, points, pass", "setting": "7 players",
        "allowed": "2 to 6 players", "expected": "a card, such as seven of hearts",
        "reason": cat.text("online.error.no_table", table=12),
    }


def braille_forms(cat: Catalog, key: str) -> list[str]:
    """Each plural form of ``key``'s braille line (its ``.brief`` where it has one),
    filled in."""
    shown = f"{key}.brief" if cat.has(f"{key}.brief") else key
    filled = values(cat)
    return [cat._filled(form, filled) for form in cat.entries[shown].forms]


def received(cat: Catalog) -> list[str]:
    """The keys of the online messages a player can receive, measured here."""
    return [key for key in cat.entries if key.startswith("online.")
            and not key.endswith(".brief") and ".brief." not in key
            and not key.startswith(NOT_TO_A_PLAYER + MEASURED_ELSEWHERE)]


def too_long(lines: list[str], lang: str) -> list[tuple[int, str]]:
    return [(cells(line, lang), line) for line in lines if cells(line, lang) > TWO_WINDOWS]


@pytest.mark.parametrize("lang", LANGS)
def test_every_online_message_fits_two_windows_on_the_braille_line(lang: str) -> None:
    cat = catalog(lang)
    keys = received(cat)
    assert len(keys) > 100  # the catalog was read
    over = {key: too_long(braille_forms(cat, key), lang) for key in keys}
    assert {key: lines for key, lines in over.items() if lines} == {}


@pytest.mark.parametrize("lang", LANGS)
def test_a_problem_connecting_fits_two_windows(lang: str) -> None:
    """"Cannot connect to ...: this computer finds no way to that address; is it connected
    to the network, and is the address right?" ran to 120 cells with its address."""
    url = str(values(catalog(lang))["url"])
    errors = [ConnectionRefusedError(), OSError(101, "unreachable"), TimeoutError(),
              ConnectionResetError(), ValueError("no address")]
    errors += [socket.gaierror(), ssl.SSLError()]
    for error in errors:
        said = cannot_connect(url, error, lang)
        assert isinstance(said, Message) and said.brief is not None, said
        assert cells(said.brief, lang) <= TWO_WINDOWS, (cells(said.brief, lang), said.brief)
        assert url in said.brief


@pytest.mark.parametrize("lang", LANGS)
def test_the_help_is_brailled_line_by_line(lang: str) -> None:
    """The lobby's help (273 characters) and the table's (434) were each one message:
    eight windows to pan. Each is now a line per group of commands, as the local help."""
    cat = catalog(lang)
    for key in ("online.help.lobby", "online.help.table"):
        lines = cat.text(key).split("\n")
        assert len(lines) >= 3, lines
        assert too_long(lines, lang) == []


def _short(message: Message) -> str:
    return message.brief if message.brief is not None else message.text


WORDS = {"en": ("create", "join", "start", "save", "leave", "tables"),
         "de": ("neu", "setzen", "los", "speichern", "verlassen", "tische")}


@pytest.mark.parametrize("lang", LANGS)
def test_the_client_brailles_the_brief_forms(tmp_path: Path, lang: str) -> None:
    """The briefs reach the braille line: a usage, the server's refusal, the refusal of a
    local command at the table, the warning before leaving a game, and the help's lines."""
    create, join, start, save, leave, tables = WORDS[lang]

    async def main() -> None:
        async with serving(tmp_path / "db.sqlite", bot_delay=0.0) as (_, url):
            ann = await session(url, "ann", lang)
            heard: list[Message] = []
            heard += await ann.handle_line(create)  # the usage of create
            heard += await ann.handle_line("help")
            await ann.handle_line(f"{create} kalah")
            await ann.handle_line(f"{join} 1 1")
            heard += await ann.handle_line(start)  # a seat still open: the server refuses
            await ann.handle_line("bot")
            await ann.handle_line(start)
            await until(ann, lambda: ann.console is not None)
            heard += await ann.handle_line(save)  # the server keeps the game
            heard += await ann.handle_line(leave)  # a game still played: type leave again
            table_help = len(catalog(lang).text("online.help.table").split("\n"))
            heard += (await ann.handle_line("help"))[:table_help]  # then the game's own
            assert len(heard) >= 8, heard
            long = [(cells(_short(m), lang), _short(m)) for m in heard
                    if m.kind is not MessageKind.MOVE and cells(_short(m), lang) > TWO_WINDOWS]
            assert long == []
            await ann.close()
    run(main(), 30)


def test_a_refusal_from_the_server_carries_its_brief() -> None:
    error = OnlineError({"type": "error", "code": "seats_open", "reason": "long",
                         "brief": "short"})
    assert error.brief == "short"
    assert OnlineError({"type": "error", "code": "x", "reason": "long"}).brief is None


def test_the_placeholders_are_all_filled() -> None:
    for lang in LANGS:
        cat = catalog(lang)
        for key in received(cat):
            for line in braille_forms(cat, key):
                assert not re.search(r"\{\w+", line), (key, line)


SEAT_TAKEN = {
    "en": ("create mau-mau players=7", "join 1 5", "bot 7", "join 1 5"),
    "de": ("neu mau-mau players=7", "setzen 1 5", "bot 7", "setzen 1 5"),
}


@pytest.mark.parametrize(("lang", "holder", "brief"), [
    # A person is brailled by the first name (tests/online/test_short_names.py).
    ("en", "Konstantinos Papadopoulos", "Seat 5 is taken by Konstantinos. Free: 1-4, 6."),
    ("de", "Konstantinos Papadopoulos", "Platz 5 ist von Konstantinos besetzt. Frei: 1-4, 6."),
    # A name long on the braille line (a number sign before every digit) is left out.
    ("en", "a1b2c3d4e5f6g7h8i9j0k1l2m3n4o5p6", "Seat 5 is taken. Free: 1-4, 6."),
    ("de", "a1b2c3d4e5f6g7h8i9j0k1l2m3n4o5p6", "Platz 5 ist besetzt. Frei: 1-4, 6."),
])
def test_a_taken_seat_names_the_free_seats_as_runs_on_the_braille_line(
        tmp_path: Path, lang: str, holder: str, brief: str) -> None:
    """A player asked for seat 5 of a Mau Mau table for seven, where a person sits in it and a
    bot in seat 7: "Seat 5 is taken by Konstantinos Papadopoulos. Seats 1, 2, 3, 4, and 6
    are free." ran to 89 cells (91 in German), 96 with a longer name. The braille line names
    the free seats by their runs; the speech keeps the sentence."""
    create, sit, bot, join = SEAT_TAKEN[lang]

    async def main() -> list[Message]:
        async with serving(tmp_path / "db.sqlite", bot_delay=0.0) as (_, url):
            host = await session(url, holder, lang)
            await host.handle_line(create)
            await host.handle_line(sit)
            await host.handle_line(bot)
            guest = await session(url, "bea", lang)
            said = await guest.handle_line(join)
            await guest.close()
            await host.close()
            return said

    said = run(main(), 30)
    assert len(said) == 1
    assert said[0].brief == brief
    assert cells(brief, lang) <= TWO_WINDOWS
    assert said[0].text.endswith({"en": "Seats 1, 2, 3, 4, and 6 are free.",
                                  "de": "Die Plätze 1, 2, 3, 4 und 6 sind frei."}[lang])


LONG_NAME = "Konstantinos Papadopoulos-Karam"
"""A player's name of 31 letters (names may have 32)."""


@pytest.mark.parametrize("lang", LANGS)
def test_a_notice_with_a_long_name_is_brief_or_parted_on_the_braille_line(lang: str) -> None:
    """"Konstantinos Papadopoulos-Karam, Platz 4, ist getrennt; ohne Rückkehr in 30 Sekunden
    spielt ein Bot." ran to 98 cells, the password prompts to 97: the briefs are shorter, and
    the session parts what is still longer into lines of two windows."""
    from accessible_games.online.remote import OnlineSession

    cat = catalog(lang)
    name = "Konstantinos Papadopoulos"
    briefs = {
        "en": ["Konstantinos Papadopoulos, seat 4, offline: a bot in 30 s unless back.",
               "Konstantinos Papadopoulos, seat 4, left: a bot in 30 s unless back.",
               "Password again for Konstantinos Papadopoulos; an empty line gives up.",
               "New account Konstantinos Papadopoulos: type the password once more.",
               "Passwords differ. Type one for Konstantinos Papadopoulos twice."],
        "de": ["Konstantinos Papadopoulos, Platz 4, offline: Bot in 30 s, falls nicht "
               "zurück.",
               "Konstantinos Papadopoulos, Platz 4, gegangen: Bot in 30 s, falls nicht "
               "zurück.",
               "Passwort für Konstantinos Papadopoulos noch einmal; leere Zeile gibt auf.",
               "Neues Konto Konstantinos Papadopoulos: Passwort noch einmal tippen.",
               "Passwörter ungleich; tippe zweimal eins für Konstantinos Papadopoulos."]}[lang]

    def said(who: str) -> list[Message]:
        return [cat.said_plural("online.table.dropped", 30, name=who, seat=4),
                cat.said_plural("online.table.left", 30, name=who, seat=4),
                *(cat.said(f"online.client.{key}", name=who)
                  for key in ("password_again", "password_confirm", "password_differs"))]

    assert [m.short for m in said(name)] == briefs
    assert too_long(briefs, lang) == []
    # With a name of 31 letters a notice may still be longer: the session parts it.
    session = OnlineSession.__new__(OnlineSession)
    session.console, session.lang = None, lang
    session.people = set()  # nobody known to the session: the name is brailled whole
    parted = session.parted(said(LONG_NAME))
    assert too_long([m.short for m in parted], lang) == []
    assert [m.text for m in parted if m.text] == [m.text for m in said(LONG_NAME)]
