"""The web page of the online server: plain HTTP answers on the websocket's own port.

A browser asks ``GET /`` (the page), ``/app.js`` and ``/app.css``; the server answers them
from ``online/web/`` through websockets' ``process_request`` hook before any handshake. The
page is written in the reader's language (``?lang=de``, else the browser's
``Accept-Language``): every word on it comes from the ``web.*`` entries of ``online.po``,
put into the page here, so the JavaScript holds no words of its own. A websocket upgrade to
``/play`` is the page's bridge (``web_session.py``); any other upgrade is the JSON protocol
of ``protocol.py``.
"""

from __future__ import annotations

import html
import json
from collections.abc import Awaitable, Callable, Coroutine
from functools import cache
from http import HTTPStatus
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

from websockets.datastructures import Headers
from websockets.http11 import Request, Response

from accessible_games.narration.catalog import catalog
from accessible_games.online.web_session import Parking, WebSession

WEB_DIR = Path(__file__).resolve().parent / "web"
"""The page's files (package data)."""
FILES = {"/app.js": ("app.js", "text/javascript; charset=utf-8"),
         "/app.css": ("app.css", "text/css; charset=utf-8")}
PAGE_PATHS = ("/", "/index.html")
BRIDGE_PATH = "/play"
"""The websocket path of the page's bridge."""
WORDS = ("title", "skip", "lang_de", "lang_en", "signin_heading", "name", "password",
         "password_again", "register", "signin_button", "lobby_heading", "refresh",
         "no_tables", "create_heading", "game", "bots", "level", "create_button", "table_heading",
         "board_heading", "hand_heading", "moves_heading", "history_heading", "chat_heading",
         "chat_label", "chat_button", "command_heading", "command_label", "command_button",
         "command_hint", "leave_button", "sounds", "connecting", "lost", "gave_up", "no_board",
         "no_hand", "no_moves", "announcements", "said_label", "news_label", "cell_hint",
         "card_hint", "main_label", "waiting", "lines_heading", "choices_heading",
         "options_legend", "no_moves_over")
"""The ``web.<word>`` entries the page uses."""
HEADERS = [("Content-Security-Policy",
            "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; "
            "img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"),
           ("X-Content-Type-Options", "nosniff"), ("Referrer-Policy", "no-referrer"),
           ("Cache-Control", "no-cache")]


def page_lang(path: str, accept: str | None, default: str = "en") -> str:
    """The page's language: ``?lang=``, else the first of de/en the browser accepts."""
    asked = parse_qs(urlsplit(path).query).get("lang", [""])[0]
    if asked in ("de", "en"):
        return asked
    for part in (accept or "").split(","):
        code = part.split(";")[0].strip().lower()[:2]
        if code in ("de", "en"):
            return code
    return default


def words(lang: str) -> dict[str, str]:
    """Every word of the page in ``lang`` (placeholders kept for the script to fill)."""
    cat = catalog(lang)
    return {word: cat.text(f"web.{word}", table="{table}", seat="{seat}") for word in WORDS}


@cache
def page(lang: str) -> bytes:
    """The page in ``lang``: ``{{word}}`` replaced by its escaped text, ``{{lang}}`` by the
    language and ``{{words}}`` by every word as JSON for the script."""
    text = (WEB_DIR / "index.html").read_text(encoding="utf-8")
    told = words(lang)
    for word, value in told.items():
        text = text.replace("{{" + word + "}}", html.escape(value))
    text = text.replace("{{lang}}", lang)
    data = json.dumps(told, ensure_ascii=False).replace("<", "\\u003c")
    text = text.replace("{{words}}", html.escape(data, quote=False))
    return text.encode("utf-8")


def _response(status: HTTPStatus, body: bytes, kind: str) -> Response:
    headers = Headers([("Content-Type", kind), ("Content-Length", str(len(body))), *HEADERS])
    return Response(status.value, status.phrase, headers, body)


def answer_http(connection: Any, request: Request) -> Response | None:
    """``process_request``: the page's files for plain GETs, None for websocket upgrades
    (the handshake goes on)."""
    if "websocket" in request.headers.get("Upgrade", "").lower():
        return None
    path = urlsplit(request.path).path
    if path in PAGE_PATHS:
        lang = page_lang(request.path, request.headers.get("Accept-Language"))
        return _response(HTTPStatus.OK, page(lang), "text/html; charset=utf-8")
    if path in FILES:
        name, kind = FILES[path]
        return _response(HTTPStatus.OK, (WEB_DIR / name).read_bytes(), kind)
    return _response(HTTPStatus.NOT_FOUND, b"not found", "text/plain; charset=utf-8")


def router(protocol: Callable[[Any], Coroutine[Any, Any, None]], parked: Parking
           ) -> Callable[[Any], Awaitable[None]]:
    """The server's connection handler: the page's bridge (a :class:`WebSession` whose own
    client ``protocol`` serves) for ``/play``, else ``protocol`` itself. The bridges share
    ``parked``, the server's place for dropped pages' sessions."""

    async def route(ws: Any) -> None:
        request = getattr(ws, "request", None)
        path = urlsplit(request.path).path if request is not None else "/"
        if path == BRIDGE_PATH:
            await WebSession(ws, protocol, parked).run()
        else:
            await protocol(ws)
    return route
