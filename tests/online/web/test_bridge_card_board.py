"""The page's board of a card table names the seats: column headers by the seat's side or
person, not "1" to "4", and the reader's own seat as "You" ("Du"), not by the login name
("web1, 12 Karten")."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.online.helpers import run, serving
from tests.online.web.test_bridge import bridge

YOU = {"en": ("You", "North", "East", "South", "West"),
       "de": ("Du", "Nord", "Ost", "Süd", "West")}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_whist_board_names_its_seats_and_the_reader_as_you(tmp_path: Path,
                                                             lang: str) -> None:
    you, *sides = YOU[lang]

    async def scenario() -> None:
        async with serving(tmp_path / "db", bot_delay=0.0) as (_, url):
            page = await bridge(url, "web1", lang)
            await page.answer(type="create", game="whist", bots=True, level=1)
            view = await page.until(lambda m: m["type"] == "view" and m.get("board"))
            board = view["board"]
            names = [cell["name"] for row in board["rows"] for cell in row["cells"]]
            assert not any("web1" in name for name in names), names
            assert any(name.startswith(f"{you}, ") for name in names), names
            headers = board["columns"] + [row["header"] for row in board["rows"]]
            assert not any(h.isdigit() for h in headers), headers
            assert set(board["columns"]) <= {you, *sides} | {""}, board["columns"]
            await page.ws.close()
    run(scenario(), 30)
