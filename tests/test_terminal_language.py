"""One language per run in the terminal: the saved language and ``--lang`` in every
combination, driven through a pseudo-terminal; no line may be in the other language."""

from __future__ import annotations

import json
import os
import re
import sys
import tempfile
from pathlib import Path

import pexpect
import pytest

from tests.language_lines import foreign_lines
from tests.signals import at_the_terminal

ROOT = Path(__file__).resolve().parent.parent
# Inside the test run's own throw-away folder (tests/conftest.py), so nothing is left in /tmp.
TEST_DATA = os.environ["ACCESSIBLE_GAMES_DATA"]
SAVED = ("", "en", "de")
FLAGS = (None, "en", "de")


def spawn_in(saved: str, *args: str, lang_env: str = "C.UTF-8",
             home: Path | None = None) -> pexpect.spawn:
    """The app of this checkout in a pseudo-terminal, with ``saved`` as the settings' language
    (empty: no settings file) and its own data folder (its settings in ``home`` when given)."""
    home = home or Path(tempfile.mkdtemp(prefix="ag-lang-home-", dir=TEST_DATA))
    if saved:
        (home / "settings.json").write_text(json.dumps({"version": 1, "language": saved}))
    data = tempfile.mkdtemp(prefix="ag-lang-data-", dir=TEST_DATA)
    return pexpect.spawn(sys.executable, ["-m", "accessible_games", *args], cwd=str(ROOT),
                         encoding="utf-8", timeout=60, preexec_fn=at_the_terminal,
                         env={"PATH": "/usr/bin:/bin", "LANG": lang_env, "TERM": "dumb",
                              "PYTHONPATH": str(ROOT), "ACCESSIBLE_GAMES_HOME": str(home),
                              "ACCESSIBLE_GAMES_DATA": data})


def expected(saved: str, flag: str | None) -> str:
    return flag or saved or "en"


@pytest.mark.parametrize("saved", SAVED)
@pytest.mark.parametrize("flag", FLAGS)
def test_a_game_in_the_terminal_speaks_one_language(saved, flag):
    lang = expected(saved, flag)
    args = ["play", "kalah", "--opponent", "human", "--ui", "terminal"]
    if flag:
        args += ["--lang", flag]
    child = spawn_in(saved, *args)
    lines: list[str] = []
    for typed in ("help", "3", "status", "9", "board", "quit"):
        child.expect_exact("> ")
        lines += child.before.splitlines()
        child.sendline(typed)
    child.expect_exact("yes" if lang == "en" else "ja")
    child.sendline("yes")
    child.expect(pexpect.EOF)
    lines += child.before.splitlines()
    said = [line.strip() for line in lines if line.strip() and line.strip() not in
            ("help", "3", "status", "9", "board", "quit", "yes")]
    assert len(said) > 10
    assert ("Kalah. Two players" if lang == "en" else "Kalah. Zwei Spieler") in "\n".join(said)
    assert foreign_lines(said, lang) == []


@pytest.mark.parametrize("saved", SAVED)
@pytest.mark.parametrize("flag", FLAGS)
def test_the_menu_in_the_terminal_speaks_one_language(saved, flag):
    lang = expected(saved, flag)
    args = ["--ui", "terminal"] + (["--lang", flag] if flag else [])
    child = spawn_in(saved, *args)
    child.expect_exact("> ")
    lines = child.before.splitlines()
    if not saved and not flag:
        # The first run asks for the language (in the environment's: English here).
        assert "Which language shall I speak?" in child.before
        child.sendline("en")
        child.expect_exact("> ")
        lines += child.before.splitlines()
    child.sendline("help")
    child.expect_exact("> ")
    lines += child.before.splitlines()
    child.sendline("")
    child.expect_exact("> ")
    lines += child.before.splitlines()
    child.sendeof()
    child.expect(pexpect.EOF)
    lines += child.before.splitlines()
    said = [line.strip() for line in lines if line.strip()]
    assert ("Choose a game" if lang == "en" else "Wähle ein Spiel") in "\n".join(said)
    assert foreign_lines(said, lang) == []


@pytest.mark.parametrize(("saved", "flag", "then"), [
    ("", "de", "de"), ("", "en", "en"), ("en", "de", "en"), ("de", "en", "de")])
def test_lang_at_the_first_start_is_kept_for_the_next(saved, flag, then):
    """"--lang de" at the first start spoke German once; the next start without --lang asked
    "Which language shall I speak?" in English. At the first start --lang is now kept, as
    the first run's question keeps its answer; once a language is kept, --lang holds for
    its run only."""
    home = Path(tempfile.mkdtemp(prefix="ag-lang-home-", dir=TEST_DATA))
    if saved:
        (home / "settings.json").write_text(json.dumps({"version": 1, "language": saved}))
    for args in (["--ui", "terminal", "--lang", flag], ["--ui", "terminal"]):
        child = spawn_in("", *args, home=home)
        child.expect_exact("> ")
        said = child.before
        child.sendeof()
        child.expect(pexpect.EOF)
    assert "Which language" not in said and "Welche Sprache" not in said
    assert ("Choose a game" if then == "en" else "Wähle ein Spiel") in said
    assert json.loads((home / "settings.json").read_text())["language"] == then


@pytest.mark.parametrize("saved", SAVED)
def test_help_and_usage_errors_follow_the_language(saved):
    lang = expected(saved, None)
    child = spawn_in(saved, "--help")
    child.expect(pexpect.EOF)
    text = child.before
    assert ("usage:" if lang == "en" else "Aufruf:") in text
    # Option names and the choices in braces are the same in both languages.
    prose = [re.sub(r"\{[^}]*\}|--?[\w-]+|[A-Z_=]{3,}", " ", line) for line in text.splitlines()]
    assert foreign_lines(prose, lang) == []
    child = spawn_in(saved, "play", "checkers", "--level", "7")
    child.expect(pexpect.EOF)
    error = child.before.strip()
    assert ("invalid choice" if lang == "en" else "ungültige Wahl") in error
    assert foreign_lines([error], lang) == []


@pytest.mark.parametrize("flag", ("en", "de"))
def test_play_dame_names_the_eight_dame_games_in_one_sentence(flag):
    child = spawn_in("", "--lang", flag, "play", "dame")
    child.expect(pexpect.EOF)
    error = " ".join(child.before.split())
    for game_id in ("checkers", "international-draughts", "russian-draughts",
                    "brazilian-draughts", "turkish-draughts", "schlagdame", "halma-dame",
                    "eckdame"):
        assert game_id in error
    assert error.count(". ") == 0 and error.endswith(".")
    assert foreign_lines([error], flag) == []


def test_a_name_that_fits_one_game_starts_it():
    child = spawn_in("de", "play", "Schlagdame", "--opponent", "human", "--ui", "terminal")
    child.expect_exact("Schlagdame. ")
    child.expect_exact("> ")
    child.sendeof()
    child.expect(pexpect.EOF)


def test_a_german_game_is_replayed_in_german(tmp_path):
    from accessible_games.storage.store import Kind, Store

    data = tmp_path / "data"
    store = Store.open(data)
    row = store.create(Kind.RECORD, "kalah", {}, [{"kind": "human"}, {"kind": "human"}], 0,
                       "de", ["3", "6"])
    child = pexpect.spawn(sys.executable, ["-m", "accessible_games", "replay", str(row)],
                          cwd=str(ROOT), encoding="utf-8", timeout=60,
                          env={"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TERM": "dumb",
                               "PYTHONPATH": str(ROOT),
                               "ACCESSIBLE_GAMES_HOME": str(tmp_path / "home"),
                               "ACCESSIBLE_GAMES_DATA": str(data)})
    child.expect_exact("> ")
    said = child.before.splitlines()
    child.sendeof()
    child.expect(pexpect.EOF)
    assert any("Kalah" in line for line in said)
    assert foreign_lines([s for s in said if s.strip()], "de") == []
    assert foreign_lines([s for s in said if s.strip()], "en") != []


@pytest.mark.parametrize("argv", [["rules", "kalah", "--lang", "de"],
                                  ["demo", "kalah", "--moves", "2", "--lang", "de"]])
def test_a_tool_run_with_lang_keeps_no_language(argv, tmp_path, monkeypatch, capsys):
    """Only a start that opens the menu, a game or the lobby keeps the language of its
    --lang: a sheet or a demo in the other language ("rules kalah --lang de") made every later
    start German."""
    from accessible_games.cli import main

    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))
    assert main(argv) == 0
    assert "Kalah" in capsys.readouterr().out
    assert not (tmp_path / "settings.json").exists()
