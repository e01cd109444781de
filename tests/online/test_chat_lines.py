"""Chat at an online table as the one who typed it hears it, and beside the turn."""

from __future__ import annotations

from pathlib import Path

import pytest

from accessible_games.narration.message import MessageKind
from tests.online.helpers import run, serving
from tests.online.test_app_client import session, texts, until

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
