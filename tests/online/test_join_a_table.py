"""join with a table alone takes its one free seat, or names the free seats, or says how to
watch a table without one.

A newcomer typed "join 1" (as the lobby's "join 1 and a seat number" reads to the ear) and
heard only the form of the command, as for "join" alone. Now a table with one free seat is
joined; with several, the player hears which are free and the line to type; a full table is
refused with how to watch it, and a table that does not exist is said not to.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from accessible_games.narration.message import MessageKind
from tests.braille_cells import DISPLAY_CELLS, cells
from tests.online.helpers import run, serving
from tests.online.test_app_client import session

SAID = {
    "en": {"create": "create", "join": "join",
           "one": "You sit at table 1 in seat 2, as North.",
           "which": ("At table 2, seats 1, 2, 3, and 4 are free: type join 2 and one of them, "
                     "for example join 2 1.", "Table 2, free: 1, 2, 3, and 4. Type join 2 and "
                     "one: join 2 1."),
           "full": "Table 1 has no free seat; type watch 1 to watch it.",
           "none": "There is no table 9."},
    "de": {"create": "neu", "join": "setzen",
           "one": "Du sitzt an Tisch 1 auf Platz 2, als Nord.",
           "which": ("An Tisch 2 sind die Plätze 1, 2, 3 und 4 frei: tippe setzen 2 und einen "
                     "davon, zum Beispiel setzen 2 1.", "Tisch 2, frei: 1, 2, 3 und 4. Tippe "
                     "setzen 2 und einen: setzen 2 1."),
           "full": "An Tisch 1 ist kein Platz frei; tippe zuschauen 1, um zuzuschauen.",
           "none": "Es gibt keinen Tisch 9."},
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_join_with_a_table_alone(tmp_path: Path, lang: str) -> None:
    w = SAID[lang]

    async def main() -> None:
        async with serving(tmp_path / "db.sqlite", bot_delay=0.0) as (_, url):
            host = await session(url, "Margarethe Schulze-Hohenstein", lang)
            await host.handle_line(f"{w['create']} kalah")
            await host.handle_line(f"{w['join']} 1 1")
            await host.handle_line(f"{w['create']} whist")
            guest = await session(url, "Jürgen Müller-Lüdenscheidt", lang)
            assert [m.text for m in await guest.handle_line(f"{w['join']} 1")] == [w["one"]]
            assert (guest.table, guest.seat) == (1, 1)
            third = await session(url, "Bartholomew Featherstonehaugh", lang)
            which = await third.handle_line(f"{w['join']} 2")
            assert [(m.text, m.short) for m in which] == [w["which"]]
            assert cells(which[0].short, lang) <= 2 * DISPLAY_CELLS
            full = await third.handle_line(f"{w['join']} 1")
            assert [m.text for m in full] == [w["full"]] and full[0].kind is MessageKind.ILLEGAL
            assert [m.text for m in await third.handle_line(f"{w['join']} 9")] == [w["none"]]
            assert third.table is None
            for person in (host, guest, third):
                await person.close()
    run(main(), 30)
