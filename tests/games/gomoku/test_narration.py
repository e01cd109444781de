"""Gomoku narration: golden transcripts in English and German, and the query texts."""

from __future__ import annotations

import pytest

from accessible_games.engine import IllegalMoveError
from accessible_games.games.gomoku import GomokuGame
from accessible_games.narration.describer import Verbosity
from accessible_games.narration.games.gomoku import GomokuDescriber
from accessible_games.narration.message import MessageKind
from tests.games.gomoku.test_lines import THREATS
from tests.games.gomoku.test_rules import CLOSED_FIVE, OPEN_FIVE, SIX, sq
from tests.golden import assert_golden

LANGS = ("en", "de")


def speak(state, typed: str, lang: str) -> list[str]:
    game = state.game
    normal = GomokuDescriber(game, lang)
    lines = [f"> {typed}"]
    try:
        move = state.parse_move(typed)
    except IllegalMoveError as error:
        message = normal.reason(error.reason, state)
        assert message.kind is MessageKind.ILLEGAL
        return [*lines, f"refused: {message.text}"]
    mover = state.to_move
    events = state.play(move)
    for verbosity in Verbosity:
        message = GomokuDescriber(game, lang, verbosity).move_message(state, move, events, mover)
        lines.append(f"{verbosity.value}: {message.text}")
    lines.append(f"braille: {normal.move_message(state, move, events, mover).short}")
    result = normal.result_message(events)
    if result is not None:
        lines.append(result.text)
    return lines


@pytest.mark.parametrize("lang", LANGS)
def test_golden_opening_threats_and_five(lang):
    state = GomokuGame().new_state()
    lines = []
    for typed in ("h8", "h9", "i8", "i9", "j8", "j9", "g8", "h8", "k8", "p3", "f8"):
        lines += speak(state, typed, lang)
    assert_golden(f"gomoku/threats_and_five.{lang}", lines)


@pytest.mark.parametrize("lang", LANGS)
def test_golden_overline_and_gomoku_plus(lang):
    lines = speak(GomokuGame().parse_position(SIX), "h8", lang)
    plus = GomokuGame({"open_five": True})
    lines += speak(plus.parse_position(CLOSED_FIVE), "g8", lang)
    lines += speak(plus.parse_position(OPEN_FIVE), "g8", lang)
    assert_golden(f"gomoku/overline_and_open_five.{lang}", lines)


@pytest.mark.parametrize("lang", LANGS)
def test_golden_queries(lang):
    state = GomokuGame().parse_position(THREATS)
    describer = GomokuDescriber(state.game, lang)
    lines = [f"status: {describer.status(state).text}", f"threats: {describer.threats_text(state)}"]
    lines += [f"lines h8: {line}" for line in describer.lines_through(state, sq("h8"))]
    lines += [f"lines a15: {line}" for line in describer.lines_through(state, sq("a15"))]
    lines += describer.board_lines(state)[2:9]
    assert_golden(f"gomoku/queries.{lang}", lines)


def test_quiet_board_texts():
    state = GomokuGame().new_state()
    en = GomokuDescriber(state.game, "en")
    assert en.threats_text(state) == "Neither side has an open three or a four."
    assert en.board_lines(state)[0] == "Row 15: empty."
    first = en.lines_through(state, sq("a1"))[0]
    assert first == "Horizontal, a1 to e1: no stones. Longest runs: black 0, white 0."
