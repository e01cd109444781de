"""The lobby's lines and the join instructions on the braille line fit two 40-cell windows:
they ran to 122-149 cells ("Table 1: Whist, the usual rules, waiting, 3 free seats. Seat 1,
North: ann; seat 2, East: free; ...") and Mau Mau's seats to 84-87; speech keeps them whole."""

from __future__ import annotations

from pathlib import Path

import pytest

from accessible_games.narration.message import Message
from accessible_games.online.client import OnlineClient
from accessible_games.online.remote import OnlineSession
from tests.braille_cells import DISPLAY_CELLS, cells
from tests.online.helpers import run, serving
from tests.online.test_app_client import session, texts, until

WORDS = {"en": {"create": "create", "join": "join", "tables": "tables", "bot": "bot",
                "start": "start", "table": "Table 1: Whist, waiting. 1 N ann, 2 E free, "
                "3 S free, 4 W free.", "seats": "You: Player 1; bob 2; bots of level 1: 3, 4."},
         "de": {"create": "neu", "join": "setzen", "tables": "tische", "bot": "bot",
                "start": "los", "table": "Tisch 1: Whist, wartet. 1 N ann, 2 O frei, "
                "3 S frei, 4 W frei.", "seats": "Du: Spieler 1; bob 2; Bots der Stufe 1: 3, 4."}}


def brailled(message: Message) -> str:
    return message.brief if message.brief is not None else message.text


def fits(messages: list[Message], lang: str) -> None:
    for message in messages:
        line = brailled(message)
        assert cells(line, lang) <= 2 * DISPLAY_CELLS, (cells(line, lang), line)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_lobby_and_the_join_instructions_fit_two_windows(tmp_path: Path, lang: str) -> None:
    w = WORDS[lang]

    async def main() -> None:
        async with serving(tmp_path / "db.sqlite", bot_delay=0.0) as (_, url):
            client = await OnlineClient(url, timeout=10).connect()
            ann = OnlineSession(client, "ann", "secret of ann", lang)
            first = await ann.sign_in(register=True)  # how to open a table or sit down
            assert len(first) >= 2 and all(m.brief for m in first[-1:]), first
            fits(first, lang)
            bob = await session(url, "bob", lang)
            fits(await ann.handle_line(f"{w['create']} whist"), lang)
            await until(bob, lambda: any("Whist" in t for t in texts(bob)))  # opened
            fits(bob.heard, lang)
            joined = await ann.handle_line(f"{w['join']} 1 1")
            await until(ann, lambda: any(w["bot"] in t for t in texts(ann)))  # what next
            fits(joined + ann.heard, lang)
            lobby = await bob.handle_line(w["tables"])
            fits(lobby, lang)
            assert brailled(lobby[1]) == w["table"]
            await ann.close()
            await bob.close()
    run(main(), 30)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_mau_mau_s_seats_fit_two_windows(tmp_path: Path, lang: str) -> None:
    w = WORDS[lang]

    async def main() -> None:
        async with serving(tmp_path / "db.sqlite", bot_delay=0.0) as (_, url):
            ann = await session(url, "ann", lang)
            bob = await session(url, "bob", lang)
            await ann.handle_line(f"{w['create']} mau-mau players=4")
            await ann.handle_line(f"{w['join']} 1 1")
            await bob.handle_line(f"{w['join']} 1 2")
            await ann.handle_line(w["bot"])
            await until(ann, lambda: len(ann.bots) == 2)
            mark = len(ann.heard)
            await ann.handle_line(w["start"])
            await until(ann, lambda: ann.console is not None and len(ann.heard) > mark + 2)
            seats = next(m for m in ann.heard[mark:] if m.brief and m.brief.startswith(
                w["seats"][:3]))
            assert seats.brief == w["seats"]
            fits(ann.heard[mark:mark + 2], lang)
            await ann.close()
            await bob.close()
    run(main(), 30)


BRIEF_GAME = {
    "en": ("create checkers", "tables", "Table 1 open: Checkers. Sit: join 1 and a seat number.",
           "Bartholomew opened table 1: Checkers. Sit: join 1 and a seat number.",
           "Table 1: Checkers, waiting. 1 B free, 2 W free."),
    "de": ("neu checkers", "tische", "Tisch 1 offen: Englische Dame. Hinsetzen: setzen 1 und "
           "Platznummer.", "Bartholomew öffnet Tisch 1: Englische Dame. Hinsetzen: setzen 1 "
           "und Platznummer.", "Tisch 1: Englische Dame, wartet. 1 S frei, 2 W frei."),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_table_s_game_is_brailled_by_its_brief_name(tmp_path: Path, lang: str) -> None:
    """"Bartholomew opened table 1 for Checkers (English draughts). Sit: ..." ran to 94
    cells and was parted in two; the braille line names the game as the game's own lines
    do ("Checkers", "Englische Dame"), speech says it whole."""
    create, tables, created, opened, row = BRIEF_GAME[lang]

    async def main() -> None:
        async with serving(tmp_path / "db.sqlite", bot_delay=0.0) as (_, url):
            host = await session(url, "Bartholomew Featherstonehaugh", lang)
            guest = await session(url, "Margarethe Schulze-Hohenstein", lang)
            said = await host.handle_line(create)
            assert [m.short for m in said] == [created]
            assert "(" in said[0].text  # "Checkers (English draughts)", "Dame (englische Regeln)"
            await until(guest, lambda: any(m.short == opened for m in guest.heard))
            lobby = await guest.handle_line(tables)
            assert lobby[1].short == row
            fits([*said, *guest.heard, *lobby], lang)
            await host.close()
            await guest.close()
    run(main(), 30)
