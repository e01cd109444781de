"""Chat at an online table as the one who typed it hears it, and beside the turn."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from accessible_games.narration.message import MessageKind
from accessible_games.online import away as away_module
from tests.online.helpers import run, serving
from tests.online.test_app_client import kalah_of_bob_and_ann, session, texts, until

SAID = {"en": ("say", "You say: good luck", "Ann says: good luck"),
        "de": ("sag", "Du sagst: good luck", "Ann sagt: good luck")}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_ones_own_chat_comes_back_as_you_say(tmp_path: Path, lang: str) -> None:
    """ann's own chat line comes back to her as "You say: ..." ("Du sagst: ..."), not with
    her own name ("Ann says: ..."); bob hears her name."""
    say, own, theirs = SAID[lang]

    async def main() -> None:
        async with serving(tmp_path / "db.sqlite", bot_delay=0.0) as (_, url):
            ann = await session(url, "ann", lang)
            bob = await session(url, "bob", lang)
            await ann.handle_line("create kalah")
            await ann.handle_line("join 1 1")
            await bob.handle_line("join 1 2")
            await ann.handle_line(f"{say} good luck")
            await until(bob, lambda: theirs in texts(bob))
            await until(ann, lambda: any(m.kind is MessageKind.CHAT for m in ann.heard))
            chat = [m.text for m in ann.heard if m.kind is MessageKind.CHAT]
            assert chat == [own], chat
            await ann.close()
            await bob.close()
    run(main(), 30)


TURN = {"en": ("South, your turn.", "Ann in seat 2 is away"),
        "de": ("Süd, du bist am Zug.", "Ann auf Platz 2 ist weg")}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_chat_line_after_a_notice_keeps_the_turn_reminder(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    """On bob's turn ann goes away ("Ann in seat 2 is away"), then chats: the turn line,
    which follows a notice on the listener's turn, came no more (the chat line counted as
    the game going on). It is said again after the chat, once."""
    monkeypatch.setattr(away_module, "TURN_AFTER_NOTICE", 0.5)
    turn, away = TURN[lang]

    async def main() -> None:
        async with serving(tmp_path / "db.sqlite", bot_delay=0.0) as (_, url):
            bob, ann = await kalah_of_bob_and_ann(url, lang, bob_seat=1)
            await until(bob, lambda: texts(bob)[-1:] == [turn])
            bob._take({"type": "event", "table": 1, "kind": "away", "seat": 1})
            assert [away in m.text for m in bob.news()] == [True]
            bob._take({"type": "event", "table": 1, "kind": "chat", "name": "ann",
                       "text": "brb"})
            assert [m.kind for m in bob.news()] == [MessageKind.CHAT]
            await asyncio.sleep(1.0)
            assert [m.text for m in bob.news()] == [turn]
            await bob.close()
            await ann.close()
    run(main(), 30)
