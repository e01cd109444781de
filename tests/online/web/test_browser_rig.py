"""The browser rig itself: the browser writes only inside pytest's temporary folder, never into
/tmp, and the page reads the moves of the turn it is at."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from accessible_games.online.web_session import WebSession
from tests.online.web.page import Page
from tests.online.web.test_browser_play import sit_against_a_bot


def test_the_browser_keeps_its_profile_and_temporary_files_in_the_tests_folder(
        browser: Any, browser_scratch: Path) -> None:
    profile = Path(browser.capabilities["chrome"]["userDataDir"])
    assert profile.is_relative_to(browser_scratch), profile
    # The profile lock's socket lives in a directory of its own under TMPDIR: it is here,
    # so none is left behind in /tmp.
    assert list((browser_scratch / "tmp").glob("org.chromium.Chromium.*")), \
        list(browser_scratch.rglob("*"))[:20]


def test_the_moves_read_after_a_move_are_never_those_of_the_turn_just_played(
        browser: Any, web_server: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """The server answers a line with what is said first and the view after it; on a busy
    machine the page's history grows well before its list of moves is new. Page waits for the
    view after the answer (here held back on purpose), so it never reads the list of the turn
    just played: the card typed is not in it again."""
    answer = WebSession._answer

    async def held_back(self: WebSession, said: Any) -> None:
        await answer(self, said)
        await asyncio.sleep(0.4)  # the view comes late

    page = Page(browser, web_server.url)
    sit_against_a_bot(page, "create mau-mau players=2")
    monkeypatch.setattr(WebSession, "_answer", held_back)
    checked = 0
    for _ in range(6):
        moves = page.wait_turn_or_end()
        cards = [m for m in moves if m != "draw"]
        if not moves:
            break
        page.command(cards[0] if cards else moves[0])
        if cards:
            after = page.wait_turn_or_end()
            assert cards[0] not in after, (cards[0], after)
            checked += 1
    assert checked
