"""The on-screen braille line in the terminal (``--braille unicode``): a sighted helper, a
teacher next to a deafblind player or a developer sees what the display shows, each
message's braille under its printed line, in windows of the display's 40 cells. It used to
show nothing ("the braille line on screen, which only the window draws, so none here")."""

from __future__ import annotations

import argparse
import io
from pathlib import Path

import pytest

from accessible_games.frontends.terminal import LineIO, play, terminal_outputs
from accessible_games.lineup import REGISTRY
from accessible_games.output.braille.display import BLANK
from accessible_games.session.console import Console, Seat, SeatKind
from accessible_games.storage.settings import HOME_ENV


def _is_braille(line: str) -> bool:
    return bool(line) and all(0x2800 <= ord(c) <= 0x28FF for c in line)


def _printed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str,
             braille: str | None) -> list[str]:
    monkeypatch.setenv(HOME_ENV, str(tmp_path))
    args = argparse.Namespace(speech="null", braille=braille, sound="null")
    out = io.StringIO()
    terminal = LineIO(io.StringIO("c3-d4\nquit\nyes\n"), out)
    speaker = terminal_outputs(args, lang, terminal)
    session = Console.local(REGISTRY.create("checkers"),
                            [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)],
                            lang=lang, seed=1)
    play(session, terminal, speaker)
    return out.getvalue().replace("> ", "").splitlines()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_each_printed_line_has_its_braille_under_it(tmp_path, monkeypatch, lang) -> None:
    lines = _printed(tmp_path, monkeypatch, lang, "unicode")
    texts = [i for i, line in enumerate(lines) if line and not _is_braille(line)]
    assert len(texts) > 3
    for i in texts:  # every text line is followed by at least one line of cells
        assert i + 1 < len(lines) and _is_braille(lines[i + 1]), (lines[i], lines[i + 1:i + 2])
    cells = [line for line in lines if _is_braille(line)]
    assert all(len(line) <= 40 and not line.endswith(BLANK) for line in cells)
    assert any(len(line) > 30 for line in cells)  # long messages are parted in windows


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_start_says_the_line_is_under_each_line(tmp_path, monkeypatch, lang) -> None:
    start = _printed(tmp_path, monkeypatch, lang, "unicode")[0]
    assert ("none here" not in start) and ("hier also keine" not in start)
    said = {"en": "Braille: the braille line on screen, under each line",
            "de": "Braille: die Braillezeile auf dem Bildschirm, unter jeder Zeile"}[lang]
    assert said in start


def test_without_the_option_no_braille_is_printed(tmp_path, monkeypatch) -> None:
    lines = _printed(tmp_path, monkeypatch, "en", None)
    assert not any(_is_braille(line) for line in lines)
