"""Driving the web page by keyboard alone, and reading what its live regions announced."""

from __future__ import annotations

import itertools
import json
import time
from typing import Any

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

WAIT = 15.0
"""Seconds any one wait may take."""
LISTENER = """
window.__announced = [];
for (const id of ["said", "news"]) {
  const region = document.getElementById(id);
  new MutationObserver(() => {
    if (region.textContent) {
      window.__announced.push({region: id, live: region.getAttribute("aria-live"),
                               text: region.innerText});
    }
  }).observe(region, {childList: true, subtree: true, characterData: true});
}
"""
_names = itertools.count(1)


class Page:
    """The page in the test's browser, used as a keyboard user would."""

    def __init__(self, driver: Any, url: str, lang: str = "en") -> None:
        self.driver = driver
        # A tab that signed in before would come back to its seat (the tab keeps its ticket):
        # each test starts as a new visitor. The ticket is forgotten on a page of the same
        # origin where the app does not run (a 404), so no app can store it again meanwhile.
        driver.get(f"{url}no-app-here")
        driver.execute_script("sessionStorage.clear()")
        driver.get(f"{url}?lang={lang}")
        self.words: dict[str, str] = json.loads(self.find("words").get_attribute(
            "textContent"))
        driver.execute_script(LISTENER)
        self.asked = 0
        """How many frames the page had received when it last sent something to be answered
        (:meth:`send_mark`): a view before that may be one the answer replaces."""
        self.wait(lambda: self.driver.execute_script(
            "return document.getElementById('news').innerText.trim() === ''"))

    # -- reading --------------------------------------------------------------------------

    def find(self, element_id: str) -> Any:
        """The element with ``element_id``."""
        return self.driver.find_element(By.ID, element_id)

    def wait(self, check: Any, timeout: float = WAIT) -> Any:
        """Wait until ``check()`` is true; returns its value.

        Raises:
            AssertionError: it was not true in time.
        """
        deadline = time.monotonic() + timeout
        while True:
            value = check()
            if value:
                return value
            if time.monotonic() > deadline:
                raise AssertionError(f"the page did not show it in time: {check}")
            time.sleep(0.03)

    def history(self) -> list[tuple[str, str]]:
        """Every message of the history list: (kind, text)."""
        items = self.driver.execute_script(
            "return [...document.querySelectorAll('#history li')]"
            ".map(li => [li.dataset.kind, li.textContent])")
        return [(kind, text) for kind, text in items]

    def announced(self) -> list[dict[str, str]]:
        """Every text the live regions showed, in order, with the region and its politeness."""
        return list(self.driver.execute_script("return window.__announced"))

    def texts(self, selector: str) -> list[str]:
        """The texts of the elements ``selector`` matches."""
        return list(self.driver.execute_script(
            "return [...document.querySelectorAll(arguments[0])].map(e => e.textContent)",
            selector))

    def my_moves(self) -> list[str]:
        """The legal moves the page lists (empty when it is not the player's turn)."""
        moves = self.texts("#moves li")
        none = ([self.words["no_moves"]], [self.words["no_moves_over"]])
        return [] if moves in none else moves

    def active_id(self) -> str:
        """The id of the focused element."""
        return str(self.driver.switch_to.active_element.get_attribute("id") or "")

    def receive(self, message: dict[str, Any]) -> None:
        """Hand the page ``message`` as if the server had sent it (on its latest socket)."""
        self.driver.execute_script(
            "window.__sockets.at(-1).dispatchEvent("
            "new MessageEvent('message', {data: arguments[0]}))", json.dumps(message))

    def hold_focus(self) -> None:
        """Note the focused element, and count the focus events from now on."""
        self.driver.execute_script(
            "window.__held = document.activeElement; window.__focusins = 0;"
            "document.addEventListener('focusin', () => { window.__focusins += 1; });")

    def focus_held(self) -> bool:
        """Whether the element focused at :meth:`hold_focus` has the focus still, and no focus
        event was fired since (a screen reader would announce it again)."""
        return bool(self.driver.execute_script(
            "return document.activeElement === window.__held && window.__focusins === 0"))

    # -- the keyboard ---------------------------------------------------------------------

    def keys(self, *keys: str) -> None:
        """Press keys at the focused element."""
        ActionChains(self.driver).send_keys(*keys).perform()

    def tab_to(self, element_id: str, limit: int = 80) -> None:
        """Press Tab until ``element_id`` has the focus.

        Raises:
            AssertionError: Tab never reaches it.
        """
        for _ in range(limit):
            if self.active_id() == element_id:
                return
            self.keys(Keys.TAB)
        raise AssertionError(f"Tab does not reach #{element_id}")

    def tab_to_text(self, text: str, limit: int = 80) -> None:
        """Press Tab until the focused element's text is ``text``."""
        for _ in range(limit):
            if self.driver.switch_to.active_element.text == text:
                return
            self.keys(Keys.TAB)
        raise AssertionError(f"Tab does not reach {text!r}")

    def tab_to_cell(self, limit: int = 80) -> None:
        """Press Tab until a cell of the board grid has the focus."""
        for _ in range(limit):
            if self.driver.switch_to.active_element.get_attribute("role") == "gridcell":
                return
            self.keys(Keys.TAB)
        raise AssertionError("Tab does not reach the board")

    def sign_in(self, name: str | None = None) -> str:
        """Register a new name and sign in with the form; returns the name."""
        name = name or f"web{next(_names)}"
        self.tab_to("name")
        self.keys(name)
        self.tab_to("password")
        self.keys(f"secret of {name}")
        self.tab_to("register")
        self.keys(Keys.SPACE)
        self.tab_to("password-again")  # shown once the box is ticked: typed twice alike
        self.keys(f"secret of {name}")
        count = len(self.history())
        self.keys(Keys.ENTER)
        self.wait(lambda: not self.find("lobby").get_attribute("hidden")
                  and len(self.history()) > count)
        return name

    def command(self, text: str) -> list[tuple[str, str]]:
        """Type a line into the command line and press Enter; the messages it brought."""
        if self.active_id() != "command":
            self.tab_to("command")
        count = len(self.history())
        self.send_mark()
        self.keys(text, Keys.ENTER)
        self.wait(lambda: len(self.history()) > count)
        return self.history()[count:]

    def send_mark(self) -> None:
        """Note that what the page sends next is answered: its moves are read again only from
        a view that comes after it."""
        self.asked = int(self.driver.execute_script("return window.__frames.length"))

    def viewed_since_asked(self) -> bool:
        """Whether the answer to the last thing sent came, and a view after it. The server
        answers a line with what is said first and the view after it, so the history may
        grow (by that answer, or by news of the others' moves) while the page still lists
        the moves of the turn just played."""
        return bool(self.driver.execute_script(
            "const frames = window.__frames.slice(arguments[0]).map(f => JSON.parse(f));"
            "const answer = frames.findIndex(f => f.type === 'said' && f.answer);"
            "return answer >= 0 && frames.slice(answer + 1).some(f => f.type === 'view');",
            self.asked))

    def wait_turn_or_end(self, games: int = 1) -> list[str]:
        """Wait until the player has moves, or game number ``games`` at this page ended;
        the moves (empty at the end), never the list of a turn already played."""
        def ready() -> list[str] | bool:
            if sum(kind == "result" for kind, _ in self.history()) >= games:
                return ["over"]
            return self.viewed_since_asked() and self.my_moves() or False
        moves = self.wait(ready, timeout=30.0)
        return [] if moves == ["over"] else list(moves)

    def scan_text(self) -> str:
        """The whole DOM (every element and attribute) and every frame the page received."""
        dom = self.driver.execute_script("return document.documentElement.outerHTML")
        frames = self.driver.execute_script("return window.__frames || []")
        return dom + "\n" + "\n".join(frames)

    def frames(self) -> list[dict[str, Any]]:
        """Every websocket message the page received."""
        return [json.loads(f) for f in self.driver.execute_script("return window.__frames")]
