"""The page holds no card of another seat: its DOM and every frame it received, scanned.

During a Mau Mau game in the browser, at every turn of the player, the whole DOM (every
element, text and attribute: ``outerHTML``) and every websocket frame the page received
(recorded by a wrapper the test injects before the page's script) are searched for the
name, in English and German, of each card another seat holds that the player's seat was
never shown. What the seat was shown is read from the server's own table: every turn whose
audience is everybody or includes seat 1 (a card played, the card turned up, a card dealt to
the player). The frames are also checked to carry words only, never the engine's card tokens.
"""

from __future__ import annotations

from typing import Any

from accessible_games.engine.types import Token, TokenKind
from accessible_games.lineup import describer_for
from tests.online.web.page import Page

VIEWER = 0


def secrets_now(web_server: Any, table: int, shown: set[int]) -> dict[int, list[str]]:
    """Each card another seat holds that seat 1 never saw, with its English and German
    names (read in the server's loop). ``shown`` gathers the cards seat 1 was shown over
    every game at the table: the page's history keeps an earlier game's "plays the jack of
    clubs", which is no secret when the jack lies in another hand in the next game."""
    def read() -> dict[int, list[str]]:
        live = web_server.server.tables[table]
        for turn in live.table.history:
            if turn.audience is None or VIEWER in turn.audience:
                shown.update(p.value for p in turn.move.parts
                             if isinstance(p, Token) and p.kind is TokenKind.CARD)
        state = live.table.state
        names = [describer_for(live.game, lang).names for lang in ("en", "de")]
        secret: dict[int, list[str]] = {}
        for seat, hand in enumerate(state.hands):
            if seat == VIEWER:
                continue
            for card in hand:
                if card >= 0 and card not in shown:
                    secret[card] = [n.card(card).lower() for n in names]
        return secret
    result: dict[int, list[str]] = web_server.inspect(read)
    return result


def own_names(web_server: Any, table: int) -> list[str]:
    """The English names of the cards seat 1 holds (they must be on the page)."""
    def read() -> list[str]:
        live = web_server.server.tables[table]
        names = describer_for(live.game, "en").names
        return [names.card(c).lower() for c in live.table.state.hands[VIEWER] if c >= 0]
    result: list[str] = web_server.inspect(read)
    return result


def test_no_card_of_another_seat_reaches_the_page(browser: Any, web_server: Any) -> None:
    page = Page(browser, web_server.url)
    name = page.sign_in()
    page.command("create mau-mau")
    table = max(web_server.inspect(lambda: [t for t, live in web_server.server.tables.items()
                                            if live.record.host == name]))
    for line in (f"join {table} 1", "bot 2 1", "bot 3 1", "bot 4 1", "start"):
        page.command(line)
    scans = checked = games = 0
    shown: set[int] = set()
    while scans < 4 and games < 4:  # a game a bot wins quickly is followed by another
        games += 1
        for _ in range(60):
            moves = page.wait_turn_or_end(games)
            secret = secrets_now(web_server, table, shown)
            if moves:  # the control: the scan does find the names of the player's own cards
                page.wait(lambda: all(n in page.scan_text().lower()
                                      for n in own_names(web_server, table)))
            text = page.scan_text().lower()
            for card, names in secret.items():
                for name in names:
                    assert name not in text, f"another seat's card {card} ({name}) is in the page"
            checked += len(secret)
            scans += 1
            if not moves:
                break
            page.command(moves[-1])
        if scans < 4:
            page.command("again")
    assert scans >= 4 and checked > 0, page.history()
    # The frames carry words and the seat's own view, never engine values or other hands.
    for frame in page.frames():
        assert "token" not in frame
        assert frame.get("type") in {"said", "signed", "lobby", "view", "options"}
