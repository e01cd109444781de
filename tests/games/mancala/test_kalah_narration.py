"""Kalah narration: golden transcripts in English and German, and catalog checks.

Regenerate the golden files after a deliberate change with ``UPDATE_GOLDEN=1`` and read them.
"""

from __future__ import annotations

import re
import string

import pytest
from babel.messages.pofile import read_po

from accessible_games.engine import IllegalMoveError
from accessible_games.games.mancala.kalah import KalahGame
from accessible_games.narration.catalog import LOCALE_DIR
from accessible_games.narration.games.kalah import KalahDescriber
from tests.golden import assert_golden
from tests.transcript import narrated

LANGS = ("en", "de")


@pytest.mark.parametrize("lang", LANGS)
def test_extra_turn(lang: str) -> None:
    # South's house 3 with 4 seeds ends in South's store: South moves again.
    state = KalahGame().new_state()
    lines = narrated(state, "3", lang, KalahDescriber)
    describer = KalahDescriber(state.game, lang)
    lines.extend(f"board: {line}" for line in describer.board_lines(state))
    assert_golden(f"kalah/extra_turn.{lang}", lines)


@pytest.mark.parametrize("lang", LANGS)
def test_capture(lang: str) -> None:
    # South's house 1 -> empty house 2, facing North's house 5 with 6 seeds: 7 to the store.
    state = KalahGame().parse_position("1,0,3,0,0,0/0/2,2,2,2,6,2/0 S")
    assert_golden(f"kalah/capture.{lang}", narrated(state, "1", lang, KalahDescriber))


@pytest.mark.parametrize("lang", LANGS)
def test_around_the_board(lang: str) -> None:
    # 13 seeds go around, skip North's store and capture from North's house 6.
    state = KalahGame().parse_position("13,0,0,0,0,0/0/1,1,1,1,1,1/0 S")
    assert_golden(f"kalah/around.{lang}", narrated(state, "1", lang, KalahDescriber))


@pytest.mark.parametrize("lang", LANGS)
def test_illegal(lang: str) -> None:
    state = KalahGame().parse_position("4,4,0,5,5,5/1/4,4,4,4,4,4/0 S")
    describer = KalahDescriber(state.game, lang)
    lines = [f"position: {state.to_text()}"]
    for typed in ("3", "7"):
        with pytest.raises(IllegalMoveError) as info:
            state.parse_move(typed)
        lines.append(f"typed {typed}: {describer.reason(info.value.reason, state).text}")
    for pit in (9, 6):
        lines.append(f"selected pit {pit}: {describer.reason(state.explain((pit,)), state).text}")
    assert_golden(f"kalah/illegal.{lang}", lines)


@pytest.mark.parametrize("lang", LANGS)
def test_final(lang: str) -> None:
    # South's last seed goes to the store (21); North sweeps 5 seeds (27): North wins 27 to 21.
    state = KalahGame().parse_position("0,0,0,0,0,1/20/3,0,0,2,0,0/22 S")
    assert_golden(f"kalah/final.{lang}", narrated(state, "6", lang, KalahDescriber))


@pytest.mark.parametrize("lang", LANGS)
def test_empty_capture(lang: str) -> None:
    state = KalahGame({"empty_capture": True}).parse_position("1,0,3,0,0,0/0/2,2,2,2,0,2/0 S")
    assert_golden(f"kalah/empty_capture.{lang}", narrated(state, "1", lang, KalahDescriber))


def _entries(lang: str) -> dict[str, tuple[tuple[str, ...], str]]:
    with (LOCALE_DIR / lang / "kalah.po").open("rb") as f:
        po = read_po(f, locale=lang)
    entries = {}
    for message in po:
        if not message.id:
            continue
        key = message.id[0] if isinstance(message.id, tuple) else message.id
        forms = tuple(message.string) if isinstance(message.string, tuple) else (message.string,)
        entries[key] = (forms, " ".join(message.auto_comments))
    return entries


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_catalogs_complete_and_consistent() -> None:
    en, de = _entries("en"), _entries("de")
    assert set(en) == set(de)
    for key in en:
        assert all(key.startswith("kalah.") for key in en)
        en_forms, comment = en[key]
        de_forms, _ = de[key]
        assert comment, f"{key} has no translator comment"
        assert all(en_forms) and all(de_forms), key
        names = _fields(en_forms[-1])
        for form in en_forms + de_forms:
            assert _fields(form) <= names | {"count"}, key
        assert _fields(de_forms[-1]) == names, key
        # Every placeholder is named in the translator comment.
        for name in names:
            assert re.search(r"\{" + name + r"\}", comment), f"{key}: {{{name}}} not explained"


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "Game over: South wins 14 to 10 (both sides' houses are empty)."),
    ("de", "Partie beendet: Süd gewinnt 14 zu 10 (die Häuser beider Seiten sind leer)."),
])
def test_a_capture_that_empties_both_sides_is_said_so(lang: str, expected: str) -> None:
    # South's seed from house 5 lands in empty house 6 and takes North's last 3 seeds.
    state = KalahGame().parse_position("0,0,0,0,1,0/10/3,0,0,0,0,0/10 S")
    state.play(state.parse_move("5"))
    outcome = state.outcome()
    assert outcome is not None
    assert KalahDescriber(state.game, lang).outcome_text(outcome) == expected
