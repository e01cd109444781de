"""The first run in the terminal: the language question, the game menu with help, a game
described and confirmed before it starts; pinned as golden transcripts in both languages."""

from __future__ import annotations

import io
import sys

import pytest

from accessible_games.cli import main
from accessible_games.storage.settings import load_settings
from tests.golden import assert_golden

SCRIPTS = {
    "en": ("C.UTF-8", ["help", "en", "help", "?", "", "chess please", "list", "kalah", "?", "c",
                       "1", "1", "quit", "yes"]),
    "de": ("de_DE.UTF-8", ["hilfe", "deutsch", "hilfe", "?", "", "schach bitte", "kalah", "?",
                           "c", "1", "1", "ende", "ja"]),
}


class EchoingInput(io.StringIO):
    """Typed lines that show in the transcript, as a terminal echoes them."""

    def __init__(self, lines: list[str], out: io.StringIO) -> None:
        super().__init__("".join(line + "\n" for line in lines))
        self.out = out

    def readline(self, *args: object) -> str:  # type: ignore[override]
        line = super().readline()
        self.out.write(line)
        return line


@pytest.mark.parametrize("lang", ("en", "de"))
def test_the_first_run_menu_and_its_help(lang, tmp_path, monkeypatch):
    env_lang, typed = SCRIPTS[lang]
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", env_lang)
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("ACCESSIBLE_GAMES_DATA", str(tmp_path / "data"))
    out = io.StringIO()
    monkeypatch.setattr(sys, "stdout", out)
    monkeypatch.setattr(sys, "stdin", EchoingInput(typed, out))
    assert main(["--ui", "terminal"]) == 0
    lines = out.getvalue().splitlines()
    assert_golden(f"menu/first_run.{lang}", lines)
    # The answer to the language question is kept for the next run.
    assert load_settings()[0].language == lang
    # Help never says "not understood", and the list of games is never one long line.
    helped = [line for line in lines if "help" in line.casefold() or "hilfe" in line.casefold()]
    assert helped and max(len(line) for line in lines) < 300

