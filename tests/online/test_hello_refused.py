"""A hello the server refuses before signing in is answered in the language it asked for,
and a name or password that is too long or empty is named as such.

A German player signing in with a name of 42 characters heard "The field name is missing or
not valid.": in English (the connection's language was only known once a hello was
accepted) and in the words of the protocol. Now: "Ein Spielername hat 1 bis 32 Zeichen;
wähle einen anderen."
"""

from __future__ import annotations

from pathlib import Path

import pytest

from accessible_games.online.client import OnlineClient, OnlineError
from tests.online.helpers import run, serving

LONG_NAME = "Margarethe Schulze-Hohenstein-Wittgenstein"
"""42 characters: longer than a name may be (32)."""


@pytest.mark.parametrize(("lang", "name", "password", "said"), [
    ("en", LONG_NAME, "geheim", "A player name has 1 to 32 characters; choose another."),
    ("de", LONG_NAME, "geheim", "Ein Spielername hat 1 bis 32 Zeichen; wähle einen anderen."),
    ("de", "   ", "geheim", "Ein Spielername hat 1 bis 32 Zeichen; wähle einen anderen."),
    ("de", "Jürgen", "x" * 201, "Ein Passwort hat 1 bis 200 Zeichen."),
    ("en", "Jürgen", "", "A password has 1 to 200 characters."),
])
def test_a_refused_hello_is_answered_in_its_language(tmp_path: Path, lang: str, name: str,
                                                     password: str, said: str) -> None:
    async def main() -> None:
        async with serving(tmp_path / "db.sqlite", bot_delay=0.0) as (_, url):
            client = await OnlineClient(url, timeout=10).connect()
            with pytest.raises(OnlineError) as refused:
                await client.sign_in(name, password, register=True, lang=lang)
            assert refused.value.reason == said
            await client.close()
    run(main(), 20)
