"""The web page's server side without a browser: the HTTP answers and the bridge's messages.

These run everywhere (no Chromium needed): the page in both languages with every word
filled in, its files and headers; the bridge signing in, opening a table with bots, reading
typed moves in both languages on the server (a move, an illegal move with the game's reason,
an unknown word), surviving garbage, naming board cells from the seat's view; and a whole
Mau Mau game through the bridge whose every frame is scanned for cards of other seats.
"""

from __future__ import annotations

import asyncio
import json
import re
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.client import ClientConnection, connect

from accessible_games.engine.types import Token, TokenKind
from accessible_games.lineup import describer_for
from accessible_games.narration.catalog import catalog
from accessible_games.online import tables, web_session
from accessible_games.online.client import OnlineClient
from accessible_games.online.remote import OnlineSession
from accessible_games.online.server import OnlineServer
from accessible_games.online.web import WORDS, page_lang, words
from tests.games.cards.test_mau_mau import position
from tests.online.helpers import run, serving, signed_in


async def http_get(url: str, path: str, headers: dict[str, str] | None = None
                   ) -> tuple[int, dict[str, str], bytes]:
    """A plain HTTP/1.1 GET on loopback: status, headers, body."""
    host, port = url.removeprefix("ws://").split(":")
    reader, writer = await asyncio.open_connection(host, int(port))
    extra = "".join(f"{k}: {v}\r\n" for k, v in (headers or {}).items())
    writer.write(f"GET {path} HTTP/1.1\r\nHost: {host}\r\n{extra}\r\n".encode())
    await writer.drain()
    head = await reader.readuntil(b"\r\n\r\n")
    lines = head.decode().split("\r\n")
    status = int(lines[0].split()[1])
    fields = {k.lower(): v.strip() for k, v in (line.split(":", 1) for line in lines[1:]
                                                  if ":" in line)}
    body = await reader.readexactly(int(fields["content-length"]))
    writer.close()
    return status, fields, body


class Bridge:
    """A test's stand-in for the page: the bridge's websocket and every message it sent."""

    def __init__(self, ws: ClientConnection) -> None:
        self.ws = ws
        self.received: list[dict[str, Any]] = []

    async def send(self, **message: Any) -> None:
        await self.ws.send(json.dumps(message))

    async def until(self, check: Any, timeout: float = 10.0) -> dict[str, Any]:
        """Read messages until one satisfies ``check``; returns it."""
        async def read() -> dict[str, Any]:
            while True:
                message = json.loads(await self.ws.recv())
                self.received.append(message)
                if check(message):
                    return message
        return await asyncio.wait_for(read(), timeout)

    async def answer(self, **message: Any) -> list[str]:
        """Send a request; the texts of the bridge's answer (``said`` with answer true)."""
        await self.send(**message)
        said = await self.until(lambda m: m["type"] == "said" and m["answer"])
        return [m["text"] for m in said["messages"]]

    async def view(self) -> dict[str, Any]:
        """The newest view after a moment's quiet."""
        views = [m for m in self.received if m["type"] == "view"]
        try:
            while True:
                views.append(await self.until(lambda m: m["type"] == "view", 0.5))
        except TimeoutError:
            pass
        return views[-1]


async def bridge(url: str, name: str, lang: str = "en") -> Bridge:
    """A bridge connection signed in as a new account ``name``."""
    ws = await connect(url + "/play")
    page = Bridge(ws)
    said = await page.answer(type="hello", name=name, password="pw", register=True, lang=lang)
    assert said[0] == ("Angemeldet als " if lang == "de" else "Signed in as ") + f"{name}." \
        or name in said[0]
    return page


def test_page_in_both_languages_with_every_word(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path / "db") as (_, url):
            for lang in ("en", "de"):
                status, fields, body = await http_get(url, f"/?lang={lang}")
                text = body.decode()
                assert status == 200 and fields["content-type"].startswith("text/html")
                assert f'<html lang="{lang}">' in text and "{{" not in text
                assert words(lang)["title"] in text
                assert "script-src 'self'" in fields["content-security-policy"]
            _, _, german = await http_get(url, "/", {"Accept-Language": "de-AT,en;q=0.5"})
            assert 'lang="de"' in german.decode()
            for path, kind in (("/app.js", "javascript"), ("/app.css", "css")):
                status, fields, body = await http_get(url, path)
                assert status == 200 and kind in fields["content-type"] and body
            status, _, _ = await http_get(url, "/secret.db")
            assert status == 404
    run(scenario())
    assert words("de")["title"] != words("en")["title"]
    assert all(words(lang)[w] for lang in ("en", "de") for w in WORDS)
    # The German page calls the cards as the table does ("Dein Blatt: 13 Karten."), and a
    # game at a table a Partie, as every online line does.
    assert words("de")["hand_heading"] == "Dein Blatt"
    assert words("de")["no_board"] == "An diesem Tisch läuft noch keine Partie."
    assert page_lang("/?lang=fr", "fr, de;q=0.8") == "de"
    assert page_lang("/", None) == "en"


def test_app_js_holds_no_words_and_reads_no_moves() -> None:
    script = (Path(__file__).resolve().parents[3] / "accessible_games" / "online" / "web"
              / "app.js").read_text(encoding="utf-8")
    code = "\n".join(line for line in script.splitlines() if not line.strip().startswith("//"))
    for word in words("en").values():
        if len(word) > 6:
            assert word not in code
    # The page sends what was typed as it is; it never splits a move into squares.
    assert "parse" not in code.replace("JSON.parse", "")


def test_bridge_plays_kalah_read_on_the_server(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path / "db") as (server, url):
            page = await bridge(url, "ann", "de")
            said = await page.answer(type="create", game="kalah", bots=True, level=1)
            assert any("Kalah" in s for s in said)
            assert said[-3:] == ["Partie 1 beginnt.", "Du bist Süd; ein Bot der Stufe 1 ist Nord.",
                                 "Süd, du bist am Zug."]
            view = await page.view()
            assert view["table"] == 1 and view["moves"] and view["board"] is not None
            names = [c["name"] for row in view["board"]["rows"] for c in row["cells"]]
            assert "Nordhaus 6, 4 Samen" in names and "Südspeicher, leer" in names
            # A legal move typed as the app takes it: told back in German words.
            move = view["moves"][0]["typed"]
            said = await page.answer(type="line", text=move)
            assert said[0].startswith(f"Du säst 4 Samen aus Haus {move}"), said
            # An illegal one, once it is South's turn again: the game's own reason.
            await page.until(lambda m: m["type"] == "view" and m["moves"])
            seq = server.tables[1].seq
            said = await page.answer(type="line", text="9")
            assert "Häuser 1 bis 6" in said[0] and server.tables[1].seq == seq
            said = await page.answer(type="line", text="quatsch")
            assert "„quatsch“" in said[0] and server.tables[1].seq == seq
            await page.ws.close()
    run(scenario())


def test_bridge_survives_garbage_and_names_board_cells(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path / "db") as (server, url):
            page = await bridge(url, "bob")
            await page.ws.send(b"\x00\x01")
            await page.ws.send("not json")
            await page.ws.send(json.dumps([1, 2]))
            await page.ws.send("x" * 20000)
            said = await page.answer(type="cell", column="a", row=None)
            refused = [catalog("en").text("web.bad_request")]
            assert said == refused
            said = await page.answer(type="create", game="no-such-game")
            assert said == refused
            await page.answer(type="create", game="checkers", bots=True)
            view = await page.view()
            names = {c["name"] for row in view["board"]["rows"] for c in row["cells"]}
            assert "c5, empty" in names and any(re.fullmatch(r"c3, \w+ man", n) for n in names)
            said = await page.answer(type="cell", column=2, row=2)  # Enter on c3: select
            assert said
            # The protocol itself still answers on the same port.
            client = await signed_in(url, "carl")
            assert client.welcome is not None and client.welcome["protocol"] == 1
            await client.close()
            await page.ws.close()
            assert server.tables[1].running
    run(scenario())


def _secret_names(server: OnlineServer, table: int, viewer: int) -> dict[int, list[str]]:
    live = server.tables[table]
    shown: set[int] = set()
    for turn in live.table.history:
        if turn.audience is None or viewer in turn.audience:
            shown.update(p.value for p in turn.move.parts
                         if isinstance(p, Token) and p.kind is TokenKind.CARD)
    names = [describer_for(live.game, lang).names for lang in ("en", "de")]
    return {card: [n.card(card).lower() for n in names]
            for seat, hand in enumerate(live.table.state.hands) if seat != viewer
            for card in hand if card >= 0 and card not in shown}


def test_bridge_frames_never_name_another_seats_card(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path / "db") as (server, url):
            page = await bridge(url, "dora")
            await page.answer(type="create", game="mau-mau", bots=True)
            checked = 0
            for _ in range(80):
                view = await page.view()
                text = json.dumps(page.received, ensure_ascii=False).lower()
                secret = _secret_names(server, 1, 0)
                for card, names in secret.items():
                    assert not any(n in text for n in names), card
                checked += len(secret)
                own = [c for c in server.tables[1].table.state.hands[0] if c >= 0]
                names = describer_for(server.tables[1].game, "en").names
                assert all(names.card(c).lower() in text for c in own)  # the scan sees
                if server.tables[1].table.is_over or not view["moves"]:
                    if server.tables[1].table.is_over:
                        break
                    continue
                await page.answer(type="line", text=view["moves"][0]["typed"])
            assert server.tables[1].table.is_over and checked > 0
            assert "token" not in json.dumps(page.received)
            await page.ws.close()
    run(scenario(), timeout=60)


def test_two_browsers_join_chat_and_see_only_their_seats(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path / "db") as (server, url):
            ann = await bridge(url, "ann")
            bob = await bridge(url, "bob", "de")
            said = await ann.answer(type="create", game="kalah", bots=False)
            assert "You sit at table 1 in seat 1, as South." in said
            lobby = await bob.until(lambda m: m["type"] == "lobby" and m["tables"]
                                    and m["tables"][0]["open"] == [1])
            assert lobby["tables"][0]["text"].startswith("Tisch 1: Kalah")
            said = await bob.answer(type="join", table=1, seat=1)
            assert "Du sitzt an Tisch 1 auf Platz 2, als Nord." in said
            await ann.answer(type="chat", text="hallo bob")
            news = await bob.until(lambda m: m["type"] == "said" and not m["answer"]
                                   and any("hallo bob" in x["text"] for x in m["messages"]))
            assert news["messages"][-1]["kind"] == "chat"
            await ann.answer(type="line", text="start")
            view = await bob.view()
            assert view["seat"] == 1 and view["moves"] == [] and view["board"] is not None
            view = await ann.view()
            assert view["seat"] == 0
            assert [m["typed"] for m in view["moves"]] == ["1", "2", "3", "4", "5", "6"]
            await ann.answer(type="line", text="2")
            told = await bob.until(lambda m: m["type"] == "said" and not m["answer"])
            assert told["messages"][0]["text"].startswith("Süd sät 4 Samen aus Haus 2")
            for page in (ann, bob):
                await page.ws.close()
            assert server.tables[1].running
    run(scenario())


def test_a_jack_from_the_hand_asks_for_the_wished_suit(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving(tmp_path / "db") as (server, url):
            page = await bridge(url, "eve")
            await page.answer(type="create", game="mau-mau", bots=True)
            for _ in range(300):  # play on (and again) until a jack may be played
                view = await page.view()
                live = server.tables[1]
                if live.table.is_over:
                    await page.answer(type="line", text="again")
                    continue
                if not view["moves"]:
                    continue
                jacks = [i for i, text in enumerate(view["hand"])
                         if text.startswith("Jack of") and ", playable," in text]
                if jacks:
                    break
                await page.answer(type="line", text=view["moves"][0]["typed"])
            else:
                raise AssertionError("no jack came to be played")
            card = view["hand"][jacks[0]].split(",")[0].lower()  # "Jack of clubs, ..." starts
            said = await page.answer(type="card", index=jacks[0])
            view = await page.view()
            suits = ["clubs", "spades", "hearts", "diamonds"]
            assert sorted(view["choices"]) == sorted(suits), view["choices"]
            # The page shows the suits as buttons; the question names them to type too.
            assert said[-1].startswith(f"The {card}: which suit do you wish for? Type "), said
            said = await page.answer(type="choice", index=view["choices"].index("hearts"))
            # (with the last but one card and no "mau", a penalty card may follow)
            assert said[0].startswith((f"You play the {card} and wish for hearts.",
                                       f"You play the {card} without saying Mau, wish for "
                                       "hearts, and draw a penalty card.")), said
            view = await page.view()
            assert view["choices"] == []
            await page.ws.close()
    run(scenario(), timeout=60)


def test_a_dropped_page_comes_back_to_its_seat_with_its_ticket(tmp_path: Path,
                                                              monkeypatch) -> None:
    monkeypatch.setattr(web_session, "PARK_WAIT_STEPS", 2)  # stale tickets: a short wait

    async def scenario() -> None:
        async with serving(tmp_path / "db") as (server, url):
            ws = await connect(url + "/play")
            page = Bridge(ws)
            await page.send(type="hello", name="ida", password="pw", register=True, lang="en")
            signed = await page.until(lambda m: m["type"] == "signed")
            ticket = signed["ticket"]
            assert len(ticket) >= 24
            await page.answer(type="create", game="kalah", bots=True, level=1)
            view = await page.view()
            move = view["moves"][0]["typed"]
            # The connection drops before the move: the seat is still the player's.
            await page.ws.close()
            back = Bridge(await connect(url + "/play"))
            await back.send(type="hello", ticket=ticket, lang="en")
            signed = await back.until(lambda m: m["type"] == "signed")
            assert signed["name"] == "ida" and signed["ticket"] != ticket
            said = await back.until(lambda m: m["type"] == "said" and m["answer"])
            assert said["messages"][0]["text"].startswith("Back at the table")
            # and whose turn it is (a play-tester back after a reload was not told)
            assert said["messages"][-1]["text"] == "South, your turn."
            view = await back.view()
            assert view["table"] == 1 and view["seat"] == 0 and view["moves"]
            said = await back.answer(type="line", text=move)
            assert said[0].startswith(f"You sow 4 seeds from house {move}"), said
            # A ticket serves once; a stranger's guess never.
            for stale in (ticket, "made-up"):
                other = Bridge(await connect(url + "/play"))
                await other.send(type="hello", ticket=stale, lang="de")
                await other.until(lambda m: m["type"] == "signed_out")
                said = await other.until(lambda m: m["type"] == "said" and m["answer"])
                assert said["messages"][0]["text"] == \
                    "Deine frühere Verbindung ist beendet; bitte melde dich wieder an."
                await other.ws.close()
            await back.ws.close()
    run(scenario())


def test_a_page_that_stays_away_loses_its_parked_session(tmp_path: Path,
                                                         monkeypatch: Any) -> None:
    monkeypatch.setattr(web_session, "PARK_SECONDS", 1.0)

    async def scenario() -> None:
        async with serving(tmp_path / "db") as (server, url):
            page = Bridge(await connect(url + "/play"))
            await page.send(type="hello", name="jo", password="pw", register=True, lang="en")
            ticket = (await page.until(lambda m: m["type"] == "signed"))["ticket"]
            await page.answer(type="create", game="kalah", bots=False)
            await page.ws.close()
            await asyncio.sleep(0.3)  # parked: still signed in and seated
            assert any(conn.name == "jo" for conn in server.connections)
            # After its second the session is closed: the server has no connection of jo's
            # left (waited for, not slept for, so that a busy machine does not fail it).
            loop = asyncio.get_running_loop()
            end = loop.time() + 10.0
            while any(conn.name == "jo" for conn in server.connections):
                assert loop.time() < end, "the parked session was never closed"
                await asyncio.sleep(0.05)
            late = Bridge(await connect(url + "/play"))
            await late.send(type="hello", ticket=ticket, lang="en")
            await late.until(lambda m: m["type"] == "signed_out")
            await late.ws.close()
    run(scenario())


def test_the_table_form_offers_each_games_options_in_words(tmp_path: Path) -> None:
    """The page's form for a new table shows the chosen game's options as the menus name
    them; what the player changes is sent with the table, and a value the game refuses is
    said with what it takes. Garbage in the options is refused without harm."""
    async def scenario() -> None:
        async with serving(tmp_path / "db") as (server, url):
            page = await bridge(url, "olga", "de")
            await page.send(type="options", game="mau-mau")
            mau = await page.until(lambda m: m["type"] == "options")
            assert mau["game"] == "mau-mau"
            players = next(f for f in mau["fields"] if f["key"] == "players")
            assert players["name"] == "Spielerzahl" and players["kind"] == "choice"
            assert players["default"] == "4" and {"value": "3", "name": "3"} in players["values"]
            jack = next(f for f in mau["fields"] if f["key"] == "jack_on_jack")
            assert jack["kind"] == "switch" and jack["values"] == [
                {"value": "True", "name": "an"}, {"value": "False", "name": "aus"}]
            assert jack["about"].startswith("Wenn an, darf ein Bube")
            await page.send(type="options", game="mad-mate")
            mad = await page.until(lambda m: m["type"] == "options")
            assert mad["fields"] == []
            # Refusals first, while no game sends news.
            said = await page.answer(type="create", game="mau-mau", options={"throw_in": "True"})
            assert said == ["Mau-Mau: Kartenblatt: nach Spielerzahl geht so nicht; "
                            "deck erlaubt double104."]
            for garbage in ([1], {"players": 3}, {"players": "3 x"}, {"a b": "1"}):
                said = await page.answer(type="create", game="kalah", options=garbage)
                assert said == ["Die Seite hat etwas geschickt, das der Server nicht lesen "
                                "kann; nichts hat sich geändert."], garbage
            assert not server.tables
            said = await page.answer(type="create", game="mau-mau", bots=True,
                                     options={"players": "3", "jack_on_jack": "True"})
            assert "Partie 1 beginnt." in said, said
            assert ("Geänderte Regeln: Spielerzahl steht auf 3 und Bube auf Bube ist an."
                    in said)
            assert server.tables[1].game.options["players"] == 3
            assert server.tables[1].game.options["jack_on_jack"] is True
            await page.ws.close()
    run(scenario())


def test_the_page_lists_a_card_game_s_moves_in_words(tmp_path: Path) -> None:
    """A play-tester's Mau Mau page listed "play 10", "play 12 wish 0 mau" and "draw" (the
    notations, in English on the German page too): nobody could tell which card a move
    plays. The list now says each move as the game says it, in the page's language, and
    typing those words plays it."""
    async def scenario() -> None:
        async with serving(tmp_path / "db") as (server, url):
            page = await bridge(url, "ann", "de")
            await page.answer(type="create", game="mau-mau", bots=True, level=1)
            view = await page.until(lambda m: m["type"] == "view" and m["moves"])
            said = [m["said"] for m in view["moves"]]
            assert not [s for s in said if re.match(r"(play|draw)\b", s)], said
            assert any(word in s for s in said for word in ("Herz", "Karo", "Pik", "Kreuz",
                                                             "ziehen", "Ziehen")), said
            seq = server.tables[1].seq
            await page.answer(type="line", text=said[0])
            assert server.tables[1].seq > seq  # the words were read as the move
            await page.ws.close()
    run(scenario(), 30)


def test_a_reloaded_page_that_says_hello_before_its_old_connection_ends_keeps_its_seat(
        tmp_path: Path) -> None:
    """A play-tester's "Deutsch" link reloaded the page in the middle of a game and signed
    him out ("Deine frühere Verbindung ist beendet"): the new page's hello with its ticket
    came before the server had parked the old connection's session. It now waits a moment
    for the old connection to end."""
    async def scenario() -> None:
        async with serving(tmp_path / "db") as (_, url):
            page = Bridge(await connect(url + "/play"))
            await page.send(type="hello", name="ida", password="pw", register=True, lang="en")
            ticket = (await page.until(lambda m: m["type"] == "signed"))["ticket"]
            await page.answer(type="create", game="kalah", bots=True, level=1)
            reloaded = Bridge(await connect(url + "/play"))
            await reloaded.send(type="hello", ticket=ticket, lang="de")  # before the close
            await asyncio.sleep(0.3)
            await page.ws.close()
            signed = await reloaded.until(lambda m: m["type"] in ("signed", "signed_out"))
            assert signed["type"] == "signed" and signed["name"] == "ida"
            view = await reloaded.view()
            assert view["table"] == 1 and view["seat"] == 0
            await reloaded.ws.close()
    run(scenario(), timeout=30)


@pytest.mark.parametrize(("lang", "said"), [
    ("en", ["There is no player called zoe yet.",
            'To make the account, tick "New account: register this name", type the password '
            "once more in the field that follows it, and sign in again."]),
    ("de", ["Es gibt noch keinen Spieler namens zoe.",
            "Um das Konto anzulegen, kreuze „Neues Konto: diesen Namen registrieren“ an, "
            "wiederhole das Passwort im Feld danach und melde dich erneut an."]),
])
def test_a_name_without_account_is_told_how_the_page_makes_it(tmp_path: Path, lang: str,
                                                             said: list[str]) -> None:
    """The sign-in said "Register first." (in the terminal right before the question whether
    to register): the refusal now says only that the name has no account yet, and the page
    says how it makes one."""
    async def scenario() -> None:
        async with serving(tmp_path / "db") as (_, url):
            ws = await connect(url + "/play")
            page = Bridge(ws)
            answer = await page.answer(type="hello", name="zoe", password="pw", lang=lang)
            assert answer == said
            await ws.close()
    run(scenario())


@pytest.mark.parametrize(("lang", "dropped", "back"), [
    ("en", "Ida in seat 1 lost the connection; if they are not back within 30 seconds, a bot "
     "plays for them.", "Ida is back in seat 1; no bot had to step in."),
    ("de", "Ida auf Platz 1 hat die Verbindung verloren; ist ida in 30 Sekunden nicht zurück, "
     "übernimmt ein Bot den Platz.", "Ida ist wieder auf Platz 1; kein Bot musste einspringen."),
])
def test_the_table_hears_at_once_that_a_page_dropped_and_came_back(
        tmp_path: Path, monkeypatch: Any, lang: str, dropped: str, back: str) -> None:
    """A play-tester whose partner's browser tab dropped heard nothing for two minutes (the
    page's session was kept for it, still seated and connected) and waited for a turn that
    never came. The page's session now lets its line go after a few quiet seconds: the
    table hears it, the server's grace runs, and the page back takes the seat again, which
    the table hears too."""
    monkeypatch.setattr(web_session, "LINE_DOWN_SECONDS", 0.2)

    async def scenario() -> None:
        async with serving(tmp_path / "db", away_grace=30.0) as (_, url):
            page = Bridge(await connect(url + "/play"))
            await page.send(type="hello", name="ida", password="pw", register=True, lang="en")
            ticket = (await page.until(lambda m: m["type"] == "signed"))["ticket"]
            await page.answer(type="line", text="create kalah")
            await page.answer(type="line", text="join 1 1")
            client = await OnlineClient(url, timeout=10).connect()
            bob = OnlineSession(client, "bob", "secret of bob", lang)
            await bob.sign_in(register=True)
            await bob.handle_line("join 1 2" if lang == "en" else "setzen 1 2")
            await page.answer(type="line", text="start")
            view = await page.view()
            move = view["moves"][0]["typed"]  # ida, South, moves first
            await page.ws.close()
            await heard(bob, dropped)
            again = Bridge(await connect(url + "/play"))
            await again.send(type="hello", ticket=ticket, lang="en")
            said = await again.until(lambda m: m["type"] == "said" and m["answer"])
            texts = [m["text"] for m in said["messages"]]
            assert texts == ["Back at the table; nothing happened meanwhile.",
                             "South, your turn."], texts
            await heard(bob, back)
            said_now = await again.answer(type="line", text=move)
            assert said_now[0].startswith(f"You sow 4 seeds from house {move}"), said_now
            await again.ws.close()
            await bob.close()
    run(scenario(), 30)


async def heard(session: OnlineSession, text: str, timeout: float = 10.0) -> None:
    """Wait until ``session`` heard ``text``."""
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while text not in [m.text for m in session.heard]:
        assert loop.time() < end, [m.text for m in session.heard[-5:]]
        await asyncio.sleep(0.05)
        session.news()


def test_a_page_back_after_the_grace_is_not_told_it_is_away(tmp_path: Path,
                                                           monkeypatch: Any) -> None:
    """A page back after its seat's grace heard "Back at the table; you missed:" and then,
    about itself, "ida in seat 1 is away; a bot plays for now." (at a table of bots the game
    had waited for her, so no bot played). Its own absence is not told to it."""
    monkeypatch.setattr(web_session, "LINE_DOWN_SECONDS", 0.2)

    async def scenario() -> None:
        async with serving(tmp_path / "db", away_grace=0.3, bot_delay=0.0) as (server, url):
            page = Bridge(await connect(url + "/play"))
            await page.send(type="hello", name="ida", password="pw", register=True, lang="en")
            ticket = (await page.until(lambda m: m["type"] == "signed"))["ticket"]
            await page.answer(type="create", game="kalah", bots=True, level=1)
            await page.view()
            await page.ws.close()
            loop = asyncio.get_running_loop()
            end = loop.time() + 10.0
            while not server.tables[1].seats[0].away:
                assert loop.time() < end, "the seat never went to a bot"
                await asyncio.sleep(0.05)
            again = Bridge(await connect(url + "/play"))
            await again.send(type="hello", ticket=ticket, lang="en")
            said = await again.until(lambda m: m["type"] == "said" and m["answer"])
            texts = [m["text"] for m in said["messages"]]
            assert texts[0].startswith("Back at the table"), texts
            assert not [t for t in texts if "ida" in t], texts
            assert texts[-1] == "South, your turn.", texts
            await again.ws.close()
    run(scenario(), 30)


@pytest.mark.parametrize(("lang", "differ"), [
    ("en", "The two passwords differ, so no account was made. Type the password in both "
     "fields again."),
    ("de", "Die beiden Passwörter sind verschieden, deshalb wurde kein Konto angelegt. Tippe "
     "das Passwort noch einmal in beide Felder."),
])
def test_registering_on_the_page_takes_the_password_typed_twice_alike(
        tmp_path: Path, lang: str, differ: str) -> None:
    """The page asked for a new account's password once: a slip in a field nobody sees
    locked a blind player out of the account. Registering now sends it twice; two that
    differ make no account, are said so, and the page empties both fields to type again."""
    async def scenario() -> None:
        async with serving(tmp_path / "db") as (_, url):
            page = Bridge(await connect(url + "/play"))
            answer = await page.answer(type="hello", name="zoe", password="pw1", again="pwl",
                                       register=True, lang=lang)
            assert answer == [differ]
            assert any(m["type"] == "retype" for m in page.received)
            answer = await page.answer(type="hello", name="zoe", password="pw1", lang=lang)
            assert "zoe" in answer[0] and len(answer) == 2  # no account: how to make one
            answer = await page.answer(type="hello", name="zoe", password="pw1", again="pw1",
                                       register=True, lang=lang)
            assert answer[0] == {"en": "Signed in as zoe.", "de": "Angemeldet als zoe."}[lang]
            await page.ws.close()
    run(scenario())


def test_the_page_has_a_second_password_field_for_a_new_account() -> None:
    """The second field is labelled in both languages and shown while the box is ticked."""
    from accessible_games.online.web import page

    for lang, label in (("en", "Password again, for the new account"),
                        ("de", "Passwort noch einmal, für das neue Konto")):
        text = page(lang).decode()
        assert f'<label for="password-again">{label}</label>' in text
        assert 'id="again" hidden' in text and 'aria-controls="again"' in text
    script = (Path(__file__).parents[3] / "accessible_games/online/web/app.js").read_text()
    assert 'hello.again = $("password-again").value' in script


@pytest.mark.parametrize(("lang", "labels"), [
    ("en", ["Join table 1, seat 1, South", "Join table 1, seat 2, North",
            "Join table 2, seat 1", "Join table 2, seat 2"]),
    ("de", ["An Tisch 1 Platz 1 (Süd) nehmen", "An Tisch 1 Platz 2 (Nord) nehmen",
            "An Tisch 2 Platz 1 nehmen", "An Tisch 2 Platz 2 nehmen"]),
])
def test_the_join_buttons_name_the_side_of_the_seat(tmp_path: Path, lang: str,
                                                    labels: list[str]) -> None:
    """The row said "seat 2, North" and its button only "Join table 1, seat 2": the button
    names the side too; where the game only numbers its seats (Mau Mau), the number alone."""
    async def scenario() -> None:
        async with serving(tmp_path / "db") as (_, url):
            page = await bridge(url, "ann", lang)
            await page.answer(type="line", text="create kalah")
            await page.answer(type="line", text="create mau mau players=2")
            lobby = await page.until(lambda m: m["type"] == "lobby" and len(m["tables"]) == 2)
            got = [label for row in lobby["tables"] for label in row["labels"]]
            assert got == labels, got
            await page.ws.close()
    run(scenario())


@pytest.mark.parametrize(("lang", "asked", "played"), [
    ("en", "Which card: the two of clubs or the jack of clubs?",
     "You play the two of clubs and say Mau."),
    ("de", "Welche Karte: Kreuz-Zwei oder Kreuz-Bube?", "Du spielst Kreuz-Zwei und sagst Mau."),
])
def test_a_card_clicked_to_answer_which_card_keeps_the_mau_typed_with_the_question(
        tmp_path: Path, monkeypatch, lang: str, asked: str, played: str) -> None:
    """"bc mau" holding the two and the jack of clubs asks which card; the page's click on
    the two of clubs played it without the Mau (and drew a penalty card), where its number
    or its name typed kept it."""
    def rigged(game, seats, seed=0, state=None):  # the last card but one, both playable
        others = ["8h 8s", "9h 9s", "kh ks", "qh qs", "4h 4s", "5h 5s"]
        hands = ["2c jc", *others[:game.num_players - 1]]
        return usual(game, seats, seed, position(hands, "9c", **game.options))

    usual = tables.Table
    monkeypatch.setattr(tables, "Table", rigged)

    async def scenario() -> None:
        async with serving(tmp_path / "db") as (server, url):
            page = await bridge(url, "eve", lang)
            await page.answer(type="create", game="mau-mau", bots=True,
                              options={"deck": "french52"})  # a two of clubs in it
            hand = (await page.until(lambda m: m["type"] == "view"
                                     and len(m["hand"] or ()) == 2 and m["moves"]))["hand"]
            assert await page.answer(type="line", text="bc mau") == [asked]
            name = {"en": "Two of clubs", "de": "Kreuz-Zwei"}[lang]
            two = next(i for i, text in enumerate(hand) if text.startswith(name))
            said = await page.answer(type="card", index=two)
            assert said[0] == played, said
            move = server.tables[1].table.history[0].move
            assert move.mau
            await page.ws.close()
    run(scenario(), timeout=60)
