"""Tablut narration in English and German: golden transcripts of captures, escape and reasons."""

from __future__ import annotations

import pytest

from accessible_games.games.tafl import TablutGame
from accessible_games.narration.games.tablut import TablutDescriber
from tests.golden import assert_golden
from tests.transcript import Transcript

LANGS = ("en", "de")


def transcript(lang: str, position: str | None = None) -> Transcript:
    """A session of Tablut in ``lang`` that can ask the game's queries."""
    return Transcript(TablutGame(), lang, position, factory=TablutDescriber,
                      queries=("escape", "threats"))


@pytest.mark.parametrize("lang", LANGS)
def test_golden_opening_and_reasons(lang):
    t = transcript(lang)
    t.board()
    t.attempt("d1-d6")
    t.attempt("d1-c2")
    t.attempt("e3-e1")
    t.attempt("e1-e3")
    t.attempt("d1")
    t.play("d1-d4")
    t.queries()
    assert_golden(f"tablut/opening.{lang}", t.lines)


@pytest.mark.parametrize("lang", LANGS)
def test_golden_captures_and_escape(lang):
    # Attackers c7 and g7 beside the defenders d7 and f7: e4-e7 passes the empty throne and
    # takes both; then the king on h3 runs to the edge.
    t = transcript(lang, "9/9/2ad1da2/9/9/4a4/7k1/9/a8 a 0")
    t.queries()
    t.play("e4-e7")
    t.attempt("h3-g4")
    t.attempt("c7-c5")
    t.queries()
    t.play("h3-h9")
    assert_golden(f"tablut/escape.{lang}", t.lines)


@pytest.mark.parametrize("lang", LANGS)
def test_golden_king_captured(lang):
    # The king on the throne held by d5, f5 and e6; the attacker a4 closes the ring on e4.
    t = transcript(lang, "9/9/9/4a4/3aka3/a8/9/9/9 a 0")
    t.board()
    t.queries()
    t.attempt("a4-e5")
    t.play("a4-e4")
    assert_golden(f"tablut/king_captured.{lang}", t.lines)
