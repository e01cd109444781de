"""`who` (`wer`) at an online table says who sits in which seat: the people by name (the
listener as "you"), bots by level, who is away, free seats; briefly on the braille line."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.braille_cells import DISPLAY_CELLS, cells
from tests.online.helpers import run, serving
from tests.online.test_app_client import session, until

WHO = {
    "en": ("join", "who", "At table 1: seat 1, North: you; seat 2, East: bob; seat 3, South: "
           "bot level 1; seat 4, West: free.", "Table 1: 1 N you, 2 E bob, 3 S bot, 4 W free.",
           "Type who at a table to hear who sits in which seat."),
    "de": ("setzen", "wer", "Am Tisch 1: Platz 1, Nord: du; Platz 2, Ost: bob; Platz 3, Süd: "
           "Bot Stufe 1; Platz 4, West: frei.", "Tisch 1: 1 N du, 2 O bob, 3 S Bot, 4 W frei.",
           "Tippe wer an einem Tisch, um zu hören, wer auf welchem Platz sitzt."),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_who_names_every_seat_spoken_and_brailled(tmp_path: Path, lang: str) -> None:
    join, who, said, brief, away_from_table = WHO[lang]

    async def main() -> None:
        async with serving(tmp_path / "db.sqlite", bot_delay=0.0) as (_, url):
            ann = await session(url, "ann", lang)
            bob = await session(url, "bob", lang)
            assert [m.text for m in await ann.handle_line(who)] == [away_from_table]
            await ann.handle_line("create whist")
            await ann.handle_line(f"{join} 1 1")
            await bob.handle_line(f"{join} 1 2")
            await ann.handle_line("bot 3 1")
            await until(ann, lambda: len(ann.bots) == 1)
            await until(ann, lambda: any(s.get("name") == "bob"
                                         for s in ann.client.states[1]["seats"]))
            answer = await ann.handle_line(who)
            assert [m.text for m in answer] == [said]
            assert answer[0].brief == brief
            assert cells(brief, lang) <= 2 * DISPLAY_CELLS
            await ann.close()
            await bob.close()
    run(main(), 30)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_who_followed_by_words_is_the_game_s_own_question(tmp_path: Path, lang: str) -> None:
    """"who am i" / "wer ist dran" stay the status question at a game under way."""
    join, _, _, _, _ = WHO[lang]
    asked = "who am i" if lang == "en" else "wer ist dran"

    async def main() -> None:
        async with serving(tmp_path / "db.sqlite", bot_delay=0.0) as (_, url):
            ann = await session(url, "ann", lang)
            await ann.handle_line("create kalah")
            await ann.handle_line(f"{join} 1 1")
            await ann.handle_line("bot")
            await until(ann, lambda: len(ann.bots) == 1)
            await ann.handle_line("start" if lang == "en" else "los")
            await until(ann, lambda: ann.console is not None)
            answer = await ann.handle_line(asked)
            assert [m.text for m in answer] == [m.text for m in ann.console.handle_line("status")]
            await ann.close()
    run(main(), 30)
