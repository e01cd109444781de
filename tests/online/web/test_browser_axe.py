"""axe-core (vendored, 4.10.2) on the page: the lobby, a board game, a card game, the history.

axe runs its WCAG 2.0, 2.1 and 2.2 A and AA rules in the page; any violation fails the test
with axe's own description of it. The pages are checked in both languages.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from tests.online.web.page import Page

AXE = Path(__file__).resolve().parent / "vendor" / "axe.min.js"
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]


def violations(page: Page) -> list[str]:
    """axe's violations on the page as it stands, one line each."""
    driver = page.driver
    if not driver.execute_script("return typeof window.axe !== 'undefined'"):
        driver.execute_script(AXE.read_text(encoding="utf-8"))
    result = driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "axe.run(document, {runOnly: {type: 'tag', values: arguments[0]}})"
        ".then(r => done(r.violations.map(v => v.id + ': ' + v.help + ' at '"
        " + v.nodes.map(n => n.target.join(' ')).join(', '))))"
        ".catch(e => done(['axe failed: ' + e]));", TAGS)
    assert isinstance(result, list)
    return [str(line) for line in result]


def seated(page: Page, game: str) -> None:
    """Open a table of ``game`` from the command line, a bot in every other seat, start."""
    said = page.command(f"create {game}")
    table = int(re.findall(r"\d+", said[0][1])[0])
    page.command(f"join {table} 1")
    seats = 4 if game == "mau-mau" else 2
    for seat in range(2, seats + 1):
        page.command(f"bot {seat} 1")
    page.command("start")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_lobby_and_sign_in_have_no_violations(browser: Any, web_server: Any, lang: str) -> None:
    page = Page(browser, web_server.url, lang)
    assert page.driver.execute_script("return document.documentElement.lang") == lang
    assert violations(page) == []
    page.sign_in()
    assert violations(page) == []


def test_board_game_has_no_violations(browser: Any, web_server: Any) -> None:
    page = Page(browser, web_server.url)
    page.sign_in()
    seated(page, "checkers")
    page.wait(lambda: page.find("board").is_displayed())
    assert violations(page) == []
    page.tab_to_cell()  # the focused cell and its roving tabindex
    assert violations(page) == []


def test_card_game_and_history_have_no_violations(browser: Any, web_server: Any) -> None:
    page = Page(browser, web_server.url, "de")
    page.sign_in()
    seated(page, "mau-mau")
    page.wait(lambda: page.find("hand").is_displayed() and page.texts("#hand li"))
    assert violations(page) == []
    for _ in range(3):
        moves = page.wait_turn_or_end()
        if not moves:
            break
        page.command(moves[0])
    assert len(page.history()) > 10
    page.driver.execute_script("document.getElementById('history-h').scrollIntoView()")
    assert violations(page) == []
