"""The web page's test rig: the online server on loopback in a thread, a headless Chromium.

The server runs in its own event loop on a background thread (Selenium is synchronous); the
browser is Debian's ``chromium`` driven by ``chromium-driver`` through Selenium. Without them
the browser tests are skipped with the reason. A recorder injected before the page's own
script keeps every websocket frame the page received (``window.__frames``), for the privacy
scan, and every socket the page opened (``window.__sockets``), so a test can drop one; the
page itself keeps no such copy.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import threading
from collections.abc import Iterator
from concurrent.futures import Future
from pathlib import Path
from typing import Any

import pytest

from accessible_games.online.server import OnlineServer
from accessible_games.online.store import SqliteStore
from tests.online.helpers import FAST_SCRYPT, HOST

CHROMIUM = "/usr/bin/chromium"
DRIVER = "/usr/bin/chromedriver"
RECORDER = """
(() => {
  const Real = window.WebSocket;
  window.__frames = [];
  window.__sockets = [];
  window.WebSocket = function (...args) {
    const socket = new Real(...args);
    window.__sockets.push(socket);
    socket.addEventListener("message", (event) => window.__frames.push(String(event.data)));
    return socket;
  };
  window.WebSocket.prototype = Real.prototype;
  window.WebSocket.OPEN = Real.OPEN;
})();
"""


class ServerThread:
    """An :class:`OnlineServer` on a free loopback port, in an event loop of its own."""

    def __init__(self, db: Path) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.db = db
        self.server: OnlineServer = self.call(self._make())
        self.port: int = self.call(self.server.start(HOST, 0))
        self.url = f"http://{HOST}:{self.port}/"

    async def _make(self) -> OnlineServer:
        self.store = SqliteStore(self.db)  # made in the loop's thread, which uses it
        return OnlineServer(self.store, scrypt_n=FAST_SCRYPT, bot_delay=0.0)

    def call(self, coro: Any, timeout: float = 20.0) -> Any:
        """Run ``coro`` in the server's loop and wait for its result."""
        future: Future[Any] = asyncio.run_coroutine_threadsafe(coro, self.loop)
        return future.result(timeout)

    def inspect(self, function: Any, timeout: float = 10.0) -> Any:
        """Call ``function()`` in the server's loop (to read its tables safely)."""
        async def run() -> Any:
            return function()
        return self.call(run(), timeout)

    def stop(self) -> None:
        """Close the server, stop the loop, close the store."""
        async def close() -> None:
            await self.server.close()
            self.store.close()
        self.call(close())
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)


@pytest.fixture(scope="package")
def web_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerThread]:
    """The online server for the web tests (one for this folder; each test signs in anew).

    It stops when the folder's tests are done: its open connections' keepalive pings draw on
    the global ``random`` in the server's thread, which Hypothesis, later in the run, notices
    as a strategy using ``random`` (a rare warning in test_damaged_settings.py)."""
    served = ServerThread(tmp_path_factory.mktemp("web") / "online.db")
    yield served
    served.stop()


@pytest.fixture(scope="package")
def browser_scratch(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Where the browser writes: its profile (``profile``) and its temporary files (``tmp``,
    its ``TMPDIR``), so a run leaves nothing behind in /tmp. Without them each run left a
    directory /tmp/org.chromium.Chromium.* (the profile lock's socket) that nobody removed."""
    scratch = tmp_path_factory.mktemp("chromium")
    (scratch / "tmp").mkdir()
    return scratch


@pytest.fixture(scope="package")
def browser(browser_scratch: Path) -> Iterator[Any]:
    """A headless Chromium with the frame recorder, or a skip saying what is missing."""
    if not (Path(CHROMIUM).exists() or shutil.which("chromium")):
        pytest.skip("chromium is not installed (apt-get install chromium chromium-driver)")
    if not (Path(DRIVER).exists() or shutil.which("chromedriver")):
        pytest.skip("chromedriver is not installed (apt-get install chromium-driver)")
    webdriver = pytest.importorskip("selenium.webdriver", reason="selenium is not installed")
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM if Path(CHROMIUM).exists() else str(shutil.which("chromium"))
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu",
                     "--disable-dev-shm-usage", "--window-size=1280,900", "--lang=en",
                     "--no-proxy-server", "--mute-audio",
                     f"--user-data-dir={browser_scratch / 'profile'}"):
        options.add_argument(argument)
    service = webdriver.ChromeService(DRIVER if Path(DRIVER).exists()
                                      else str(shutil.which("chromedriver")),
                                      env={**os.environ, "TMPDIR": str(browser_scratch / "tmp")})
    try:
        driver = webdriver.Chrome(options=options, service=service)
    except Exception as error:  # noqa: BLE001 - a browser that cannot start: say why
        pytest.skip(f"chromium could not be started: {error}")
    driver.set_page_load_timeout(20)
    driver.set_script_timeout(30)
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": RECORDER})
    yield driver
    driver.quit()
