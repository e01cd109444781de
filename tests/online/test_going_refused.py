"""Going from a game under way to a table that does not exist, or to a seat that is not
free, is refused at once, not first asked about.

A play-tester at a game typed "setzen 9 1" (there was no table 9) and heard "The game at
table 1 is still being played: going to table 9, you leave your seat to a bot ... Type
setzen 9 1 again to go."; typed again, it was refused. Now the refusal comes at once, in
the server's words, and the player stays at the game; going where the server takes them is
still asked first.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.online.helpers import run, serving
from tests.online.test_app_client import session

SAID = {
    "en": {"create": "create checkers", "join": "join", "watch": "watch", "start": "start",
           "no_table": "There is no table 9.", "no_watch": "There is no table 7.",
           "taken": "Seat 1 is taken by Jürgen Müller-Lüdenscheidt. Seat 2 is free.",
           "asked": "The game at table 1 is still being played: going to table 2, you leave "
                    "your seat to a bot (with nobody else at the table, the game waits for "
                    "you). Type join 2 2 again to go."},
    "de": {"create": "neu checkers", "join": "setzen", "watch": "zuschauen", "start": "los",
           "no_table": "Es gibt keinen Tisch 9.", "no_watch": "Es gibt keinen Tisch 7.",
           "taken": "Platz 1 ist von Jürgen Müller-Lüdenscheidt besetzt. Platz 2 ist frei.",
           "asked": "Die Partie an Tisch 1 läuft noch: Gehst du an Tisch 2, spielt ein Bot "
                    "deinen Platz (ist sonst niemand am Tisch, wartet die Partie auf dich). "
                    "Tippe noch einmal setzen 2 2, um zu gehen."},
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_table_or_seat_the_server_refuses_is_not_asked_about(tmp_path: Path,
                                                               lang: str) -> None:
    w = SAID[lang]

    async def main() -> None:
        async with serving(tmp_path / "db.sqlite", bot_delay=0.0) as (_, url):
            ann = await session(url, "Anna Schmidt", lang)
            await ann.handle_line(w["create"])
            await ann.handle_line(f"{w['join']} 1 1")
            await ann.handle_line("bot")
            await ann.handle_line(w["start"])
            juergen = await session(url, "Jürgen Müller-Lüdenscheidt", lang)
            await juergen.handle_line(w["create"])
            await juergen.handle_line(f"{w['join']} 2 1")
            for typed, said in ((f"{w['join']} 9 1", w["no_table"]),
                                (f"{w['watch']} 7", w["no_watch"]),
                                (f"{w['join']} 2 1", w["taken"])):
                assert [m.text for m in await ann.handle_line(typed)] == [said]
                assert ann.table == 1 and ann.console is not None  # still at the game
            assert [m.text for m in await ann.handle_line(f"{w['join']} 2 2")] == [w["asked"]]
            assert ann.table == 1
            await ann.close()
            await juergen.close()
    run(main(), 30)
