"""The web page's bridge: one browser's session, played by the server for that browser.

The page sends typed lines and a few structured requests (sign in, open a table with bots,
take a seat, a board cell or a card chosen); :class:`WebSession` hands them to an
:class:`OnlineSession` over a :class:`LocalClient`, exactly as the terminal client does: the
online commands, then every other line to a :class:`Console` over the seat's
:class:`MirrorTable`. The page never parses a move. What it gets back is words: the answer
to its own line (``said`` with ``answer``: true), the news (``said``, answer false), the
lobby's lines, and a ``view`` of the seat's own table (the board as named cells, the hand,
the seat's legal moves) built from the mirror, which holds only what the seat may know.
The messages are described in ``docs/online/protocol.md`` (the page's bridge).

A dropped page does not cost the seat. Signing in gives the page a ticket (a random word it
keeps for the browser tab); when the page's connection drops, the session stays signed in
and seated, "parked", for :data:`PARK_SECONDS`, still hearing its table; in a game under way it
lets its own connection go after :data:`LINE_DOWN_SECONDS`, so that the table hears of the drop
and the server's grace runs as for any dropped line, and takes it up again when the page is
back. A page that connects
again with the ticket takes the parked session over (a new ticket each time) and is told what
it missed; an unknown or expired ticket is answered with ``signed_out`` and the sign-in form.
Parked sessions live in this process only: after a server restart the player signs in again.
"""

from __future__ import annotations

import asyncio
import json
import logging
import re
import secrets
from collections.abc import Callable, Coroutine
from typing import Any

from websockets.exceptions import ConnectionClosed

from accessible_games.lineup import listed_ids
from accessible_games.narration.catalog import catalog
from accessible_games.narration.message import Message, MessageKind
from accessible_games.narration.views import PlaceKind
from accessible_games.online.client import OnlineError
from accessible_games.online.local import LocalClient
from accessible_games.online.protocol import MAX_CHAT, MAX_FRAME, ErrorCode, encode
from accessible_games.online.remote import OnlineSession
from accessible_games.session.board_commands import ZoneKind
from accessible_games.session.commands import Command, CommandKind
from accessible_games.session.option_editor import option_fields
from accessible_games.session.words import game_name

log = logging.getLogger(__name__)

MAX_OPTIONS = 30
"""At most this many options in a table form (the games have at most 16)."""
_OPTION_TEXT = re.compile(r"[a-z_]{1,30}=[\w.-]{1,30}")
"""An option as the form sends it: a key and a value without spaces."""

LINE_LIMIT = 200
"""The longest typed line the bridge reads."""

PARK_SECONDS = 120.0
"""How long a dropped page's session waits, signed in and seated, for the page to return."""
LINE_DOWN_SECONDS = 10.0
"""How long a page dropped during its game is waited for, quietly, before its session lets
its connection go: the others at the table then hear that the line dropped, and a bot plays
the seat after the server's grace, as for any player whose line dropped (before, they heard
nothing for the two minutes the session is parked). A reload comes back well within it."""
PARK_WAIT_STEP = 0.1
PARK_WAIT_STEPS = 30
"""A page back with a ticket nobody has parked yet waits up to 3 s (30 steps of 0.1 s) for
its old connection's end to park it: a reload's new connection can come first."""

Parking = dict[str, tuple[OnlineSession, asyncio.TimerHandle]]
"""Dropped pages' sessions by ticket, each with the timer that closes it (one per server)."""


def message_json(message: Message) -> dict[str, str]:
    """A message as the page shows it: its text and its kind (for the earcon)."""
    return {"text": message.text, "kind": message.kind.value}


class WebSession:
    """One browser's bridge.

    Args:
        ws: the browser's websocket (``send`` and async iteration of text frames).
        handler: the server's handler of one protocol connection (the bridge's client is
            served by it in this process).
        parked: the server's dropped pages' sessions (shared by its bridges).
    """

    def __init__(self, ws: Any, handler: Callable[[Any], Coroutine[Any, Any, None]],
                 parked: Parking | None = None) -> None:
        self.ws = ws
        self.handler = handler
        self.parked: Parking = {} if parked is None else parked
        self.client: LocalClient | None = None
        self.session: OnlineSession | None = None
        self.lang = "en"
        self.ticket = ""
        """The word the page gives back to take this session over after a drop."""
        self._flush: asyncio.Handle | None = None
        self._lobby_due = False
        self._busy = False
        """True while the page's own request is handled: what is heard meanwhile (the
        player's own move told back) is part of the answer."""

    # -- the connection ---------------------------------------------------------------------

    async def run(self) -> None:
        """Serve the browser until it goes; the bridge's own connection closes with it."""
        try:
            async for frame in self.ws:
                await self._frame(frame)
        except ConnectionClosed:
            pass
        finally:
            if self.session is not None:
                self._park(self.session)
            elif self.client is not None:
                await self.client.close()

    def _park(self, session: OnlineSession) -> None:
        """Keep the dropped page's session for its ticket; close it if nobody comes back."""
        session.on_news = None
        session.client.on_message = session._take

        def expire() -> None:
            parked = self.parked.pop(self.ticket, None)
            if parked is not None:
                asyncio.ensure_future(parked[0].close())

        handle = asyncio.get_running_loop().call_later(PARK_SECONDS, expire)
        self.parked[self.ticket] = (session, handle)
        session.let_line_go_later(LINE_DOWN_SECONDS)

    async def _send(self, message: dict[str, Any]) -> None:
        try:
            await self.ws.send(encode(message))
        except ConnectionClosed:
            pass

    async def _frame(self, frame: str | bytes) -> None:
        if isinstance(frame, bytes) or len(frame) > MAX_FRAME:
            return
        try:
            data = json.loads(frame)
        except ValueError:
            return
        if not isinstance(data, dict):
            return
        kind = data.get("type")
        self._busy = True
        try:
            if kind == "hello":
                await self._hello(data)
            elif self.session is None:
                return
            elif kind == "line":
                await self._line(str(data.get("text", ""))[:LINE_LIMIT])
            elif kind == "chat":
                await self._line("say " + str(data.get("text", ""))[:MAX_CHAT])
            elif kind == "create":
                await self._create(data)
            elif kind == "options":  # the form's fields for a game, asked when it is chosen
                game = str(data["game"])
                if game not in listed_ids():
                    raise ValueError(game)
                await self._send({"type": "options", "game": game,
                                  "fields": option_fields(game, self.lang)})
            elif kind == "join":
                await self._line(f"join {int(data['table'])} {int(data['seat']) + 1}")
            elif kind == "lobby":
                await self._line("tables")
            elif kind == "leave":
                await self._line("leave")
            elif kind == "cell":
                await self._cell(int(data["column"]), int(data["row"]))
            elif kind == "card":
                await self._card(int(data["index"]))
            elif kind == "choice":
                await self._choice(int(data["index"]))
        except (KeyError, ValueError, TypeError):
            await self._answer([Message(catalog(self.lang).text("web.bad_request"),
                                        MessageKind.ERROR)])
        except Exception:  # a defect must not cost the player the page's connection
            log.exception("the page's %s request failed", kind)
            await self._answer([Message(catalog(self.lang).text("online.error.internal"),
                                        MessageKind.ERROR)])
        finally:
            self._busy = False
            if self.session is not None and (self.session.inbox or self._lobby_due):
                self._schedule()

    # -- requests -------------------------------------------------------------------------------

    async def _hello(self, data: dict[str, Any]) -> None:
        if self.session is not None:
            return
        self.lang = "de" if data.get("lang") == "de" else "en"
        if "ticket" in data:
            await self._come_back(str(data["ticket"]))
            return
        password = str(data.get("password", ""))[:200]
        if data.get("register") and "again" in data and str(data["again"])[:200] != password:
            # Typed twice on registering: a slip in either makes no account.
            await self._send({"type": "retype"})
            await self._answer([Message(catalog(self.lang).text("web.password_differs"),
                                        MessageKind.ILLEGAL)])
            return
        if self.client is None:
            self.client = LocalClient(self.handler)
            await self.client.connect()
        session = OnlineSession(self.client, str(data.get("name", ""))[:64], password,
                                self.lang)
        session.typed_only = True  # the page's choices are buttons; its command line types
        try:
            said = await session.sign_in(register=bool(data.get("register")))
        except OnlineError as error:
            refused = [Message(error.reason, MessageKind.ILLEGAL)]
            if error.code == ErrorCode.UNKNOWN_USER.value:  # how the page makes the account
                cat = catalog(self.lang)
                refused.append(Message(cat.text("web.register_hint",
                                                box=cat.text("web.register"))))
            await self._answer(refused)
            return
        await self._take_over(session)
        await self._answer(said)
        await self._send_lobby()

    async def _take_over(self, session: OnlineSession) -> None:
        """Serve ``session`` from now on and give the page its ticket."""
        self.session = session
        self.client = session.client  # type: ignore[assignment]
        session.client.on_message = self._heard
        session.on_news = self._news_came
        self.ticket = secrets.token_urlsafe(24)
        await self._send({"type": "signed", "name": session.name, "ticket": self.ticket,
                          "games": [{"id": game, "name": game_name(game, self.lang)}
                                    for game in listed_ids()]})

    async def _come_back(self, ticket: str) -> None:
        """A page back after a drop: take its parked session over, tell what it missed."""
        parked = self.parked.pop(ticket, None)
        for _ in range(PARK_WAIT_STEPS):
            if parked is not None:
                break
            # A reloaded page (its language link, F5) can say hello before the server has
            # seen its old connection close and parked the session: wait for that a moment.
            await asyncio.sleep(PARK_WAIT_STEP)
            parked = self.parked.pop(ticket, None)
        if parked is None:
            await self._send({"type": "signed_out"})
            await self._answer([Message(catalog(self.lang).text("web.ticket_gone"),
                                        MessageKind.ILLEGAL)])
            return
        session, handle = parked
        handle.cancel()
        if self.client is not None:  # a connection of its own is not needed
            await self.client.close()
        # A session that let its line go takes it up again: "Back at the table" and what
        # was missed are in its inbox then, as after any dropped line.
        taken_up = await session.take_line_back()
        if taken_up is False:
            await session.close()
            await self._send({"type": "signed_out"})
            await self._answer([Message(catalog(self.lang).text("web.ticket_gone"),
                                        MessageKind.ILLEGAL)])
            return
        missed = [] if taken_up else session.news()
        await self._take_over(session)
        if not taken_up:
            key = "online.client.back_missed" if missed else "online.client.back"
            told = [Message(session.cat.text(key), MessageKind.INFO), *missed]
            session.inbox[:0] = told + session.turn_reminder(told)
        await self._answer([])
        await self._send_view()

    async def _line(self, text: str) -> None:
        assert self.session is not None
        said = await self.session.handle_line(text)
        await self._answer(said)
        await self._send_view()

    async def _create(self, data: dict[str, Any]) -> None:
        """Open a table, take its first seat, fill the others with bots, start."""
        session = self.session
        assert session is not None and self.client is not None
        game = str(data["game"])
        if game not in listed_ids():
            raise ValueError(game)
        options = data.get("options") or {}
        if not isinstance(options, dict) or len(options) > MAX_OPTIONS or not all(
                isinstance(v, str) and _OPTION_TEXT.fullmatch(f"{k}={v}")
                for k, v in options.items()):
            raise ValueError(options)
        before = set(session.lobby)
        said = await session.handle_line(" ".join(
            [f"create {game}"] + [f"{k}={v}" for k, v in options.items()]))
        made = [t for t, row in session.lobby.items()
                if t not in before and row.get("host") == session.name]
        if not made:
            await self._answer(said)
            return
        table = max(made)
        session.tell_steps = not data.get("bots")  # the form fills the seats and begins
        try:
            said += await session.handle_line(f"join {table} 1")
            if data.get("bots") and session.table == table:
                level = min(max(int(data.get("level", 1)), 1), 3)
                seats = len(session.lobby[table].get("seats", []))
                for seat in range(2, seats + 1):
                    said += await session.handle_line(f"bot {seat} {level}")
                said += await session.handle_line("start")
        finally:
            session.tell_steps = True
        await self._answer(said)
        await self._send_view()

    async def _cell(self, column: int, row: int) -> None:
        """A board cell chosen (Enter): the console's cursor goes there and selects."""
        session = self.session
        assert session is not None
        console = session.console
        if console is None:
            return
        cell = console.view.cell(column, row)
        if cell.location is None or cell.kind is PlaceKind.NONE:
            return
        console.zone = ZoneKind.BOARD
        console.cursor.go(cell.location)
        said = console.handle(Command(CommandKind.SELECT))
        said += await session._send_moves()
        await self._answer(said)
        await self._send_view()

    async def _choice(self, index: int) -> None:
        """One of the choices chosen (Enter): the choices zone's select, as in the app."""
        session = self.session
        assert session is not None
        console = session.console
        if console is None or index < 0:
            return
        console.zone = ZoneKind.CHOICES
        console.choice_index = index
        said = console.handle(Command(CommandKind.SELECT))
        said += await session._send_moves()
        await self._answer(said)
        await self._send_view()

    async def _card(self, index: int) -> None:
        """A card of the hand chosen (Enter): played as its number typed alone plays it."""
        session = self.session
        assert session is not None
        console = session.console
        if console is None:
            return
        said = console.play_hand_card(index)
        said += await session._send_moves()
        await self._answer(said)
        await self._send_view()

    # -- what is sent -----------------------------------------------------------------------------

    async def _answer(self, said: list[Message]) -> None:
        """The answer to the browser's own request (the page says it assertively)."""
        news = self.session.news() if self.session is not None else []
        shown = [m for m in said + news if m.text]
        if shown:
            await self._send({"type": "said", "answer": True,
                              "messages": [message_json(m) for m in shown]})
        if self._lobby_due or (self.session is not None and self.session.table is None):
            await self._send_lobby()

    def _heard(self, message: dict[str, Any]) -> None:
        """Every message of the server: first the session takes it, then the page is told."""
        assert self.session is not None
        self.session._take(message)
        if message.get("type") == "lobby":
            self._lobby_due = True
        self._schedule()

    def _news_came(self) -> None:
        self._schedule()

    def _schedule(self) -> None:
        if self._flush is None:
            self._flush = asyncio.get_running_loop().call_soon(
                lambda: asyncio.ensure_future(self._deliver()))

    async def _deliver(self) -> None:
        self._flush = None
        session = self.session
        if session is None or self._busy:
            return
        news = [m for m in session.news() if m.text]
        if news:
            await self._send({"type": "said", "answer": False,
                              "messages": [message_json(m) for m in news]})
        if self._lobby_due:
            await self._send_lobby()
        await self._send_view()

    async def _send_lobby(self) -> None:
        session = self.session
        if session is None:
            return
        self._lobby_due = False
        rows = []
        for table, row in sorted(session.lobby.items()):
            free = [s["seat"] for s in row.get("seats", []) if s["holder"] == "open"]
            rows.append({"table": table, "text": session.table_line(row), "open": free,
                         "labels": [session.join_label(table, seat) for seat in free]})
        await self._send({"type": "lobby", "tables": rows,
                          "count": session.lobby_count()})

    async def _send_view(self) -> None:
        await self._send(self.view())

    def view(self) -> dict[str, Any]:
        """The ``view`` message: the seat's table as the page shows it (None parts when no
        game is being shown)."""
        session = self.session
        message: dict[str, Any] = {"type": "view", "table": None, "seat": None}
        if session is None or session.table is None:
            return message
        message.update({"table": session.table, "seat": session.seat,
                        "title": session.cat.text("web.table_title", table=session.table),
                        "board": None, "hand": None, "moves": [], "status": ""})
        console = session.console
        if console is None:
            return message
        message["title"] = session.cat.text(
            "web.game_title", table=session.table, game=game_name(console.game.id, self.lang))
        message["status"] = console.turn_text()
        message["board"] = self._board(console)
        message["over"] = console.is_over
        if getattr(console, "is_card_game", False):
            message["lines"] = console.describer.board_lines(console.state)
            cards = console.hand()
            playable = set(console.playable())
            cat = console.describer.cat
            message["hand"] = [cat.sentence(console.card_key(c, playable),
                                            card=console.card_name(c),
                                            index=i + 1, count=len(cards))
                               for i, c in enumerate(cards)]
        mine = not console.is_over and console.observation.is_my_turn
        if mine:  # in words, as the list of moves says them ("play 10" names no card)
            said: dict[str, str] = {}
            for move in console.observation.legal_moves:
                said.setdefault(console.describer.move_text(move), move.notation)
            message["moves"] = [{"said": text, "typed": typed} for text, typed in said.items()]
        # The choices zone (a jack's wished suit, a promotion): what Enter would choose from.
        choices = console._choices() if mine and console.zone is ZoneKind.CHOICES else []
        message["choices"] = [console.token_name(t) for t in choices]
        return message

    @staticmethod
    def _board(console: Any) -> dict[str, Any]:
        view = console.view
        state = console.state
        squares = any(view.cell(c, r).kind is PlaceKind.SQUARE
                      for c in range(view.columns) for r in range(view.rows))
        columns = [chr(ord("a") + c) if squares else str(c + 1) for c in range(view.columns)]
        headers = [str(row + 1) for row in range(view.rows)]
        places = [[view.cell(c, r).location for r in range(view.rows)
                   if view.cell(c, r).location is not None
                   and view.cell(c, r).kind is not PlaceKind.NONE] for c in range(view.columns)]
        if not squares and all(len(column) == 1 for column in places):
            # A card table's seats side by side: each column headed by its seat ("You",
            # "East"), not a number, and its one row by the board's name.
            columns = [console.describer.location(column[0]) for column in places]
            headers = [console.describer.cat.text("web.board_label")] * view.rows
        rows = []
        for row in reversed(range(view.rows)):
            cells = []
            for column in range(view.columns):
                cell = view.cell(column, row)
                if cell.location is None or cell.kind is PlaceKind.NONE:
                    name = console.places.q("no_place")
                    short = ""
                else:
                    name = console.places.place_and_content(state, cell.location)
                    # Without coordinates in the headers (mancala, card tables) the
                    # place's own name is shown too.
                    short = (console.places.content(state, cell.location) if squares
                             else name)
                cells.append({"column": column, "row": row, "name": name, "short": short,
                              "kind": cell.kind.value})
            rows.append({"header": headers[row], "cells": cells})
        return {"label": console.describer.cat.text("web.board_label"), "columns": columns,
                "rows": rows}
