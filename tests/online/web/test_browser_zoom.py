"""The page at 100 % and 200 % zoom: the board and the command line stay within the viewport.

Zoom is emulated as the browser does it: the CSS viewport shrinks by the zoom factor and
each CSS pixel takes ``zoom`` device pixels (``Emulation.setDeviceMetricsOverride``). A
screenshot of each is written to the test's temporary folder (``WEB_SHOTS=folder`` keeps
them elsewhere, to look at).
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

import pytest

from tests.online.web.page import Page

WIDTH, HEIGHT = 1280, 900
"""The window at 100 %."""


def zoom(driver: Any, factor: float) -> None:
    """Show the page as the browser's zoom at ``factor`` would."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": int(WIDTH / factor), "height": int(HEIGHT / factor),
        "deviceScaleFactor": factor, "mobile": False})


def inside(page: Page, element_id: str) -> dict[str, float]:
    """The element's box and the viewport's width."""
    box: dict[str, float] = page.driver.execute_script(
        "const r = document.getElementById(arguments[0]).getBoundingClientRect();"
        "return {left: r.left, right: r.right, width: r.width,"
        " viewport: document.documentElement.clientWidth,"
        " scroll: document.documentElement.scrollWidth}", element_id)
    return box


@pytest.mark.parametrize("game", ["international-draughts", "mau-mau"])
def test_board_and_command_line_fit_at_100_and_200_percent(
        browser: Any, web_server: Any, tmp_path: Path, game: str) -> None:
    page = Page(browser, web_server.url)
    page.sign_in()
    said = page.command(f"create {game}")
    table = int(re.findall(r"\d+", said[0][1])[0])
    page.command(f"join {table} 1")
    for seat in range(2, (4 if game == "mau-mau" else 2) + 1):
        page.command(f"bot {seat} 1")
    page.command("start")
    page.wait(lambda: page.find("board").is_displayed())
    shots = Path(os.environ.get("WEB_SHOTS", tmp_path))
    shots.mkdir(parents=True, exist_ok=True)
    try:
        for factor in (1.0, 2.0):
            zoom(page.driver, factor)
            for element in ("board", "command"):
                page.driver.execute_script(
                    "document.getElementById(arguments[0]).scrollIntoView()", element)
                box = inside(page, element)
                assert box["width"] > 0
                assert box["left"] >= 0 and box["right"] <= box["viewport"] + 0.5, (
                    element, factor, box)
                assert box["scroll"] <= box["viewport"] + 0.5, (element, factor, box)
                png = page.driver.get_screenshot_as_png()
                (shots / f"{game}-{int(factor * 100)}-{element}.png").write_bytes(png)
            # The text scales with the zoom: the command line's font is twice as large.
            size = page.driver.execute_script(
                "return parseFloat(getComputedStyle(document.getElementById('command'))"
                ".fontSize) * window.devicePixelRatio")
            assert size >= 19 * factor
    finally:
        page.driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
