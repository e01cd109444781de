"""Golden transcripts of card games as one seat hears them, in German and English.

Each seat hears only what ``events_for`` lets through; the transcripts are made from the
describers directly (the Console's own transcripts come with the table). The braille golden is a
Whist hand on one 40-cell line: two cells per card, one empty cell between cards.
"""

from __future__ import annotations

import random

import pytest

from accessible_games.engine.events import events_for
from accessible_games.engine.types import TurnKind
from accessible_games.games.cards.braille import line_cells
from accessible_games.games.cards.mau_mau.bots import beginner_move as mau_mau_beginner
from accessible_games.games.cards.mau_mau.game import MauMauGame
from accessible_games.games.cards.whist.bots import beginner_move as whist_beginner
from accessible_games.games.cards.whist.game import WhistGame
from accessible_games.narration.games.mau_mau import MauMauDescriber
from accessible_games.narration.games.whist import WhistDescriber
from tests.golden import assert_golden

LISTENER = 0


def transcript(game, describer, bot, seed: int, stop) -> list[str]:
    state = game.new_state()
    rng = random.Random(seed)
    lines: list[str] = []
    while not state.is_terminal() and not stop(state):
        if state.turn_kind is TurnKind.CHANCE:
            move = state.sample_chance(rng)
        else:
            if state.to_move == LISTENER:
                lines.append("hand: " + describer.hand_text(state.redacted(LISTENER), LISTENER))
            move = bot(state, rng)
        mover = state.to_move
        events = events_for(state.play(move), LISTENER)
        view = state.redacted(LISTENER)
        text = describer.move_message(view, move, events, mover).text
        if text:
            lines.append(text)
        news = describer.table_news(view, events)  # a deal's end, after its last card
        if news is not None:
            lines.append(news.text)
        result = describer.result_message(events)  # as the session says it, once
        if result is not None:
            lines.append("result: " + result.text)
    return lines


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_whole_mau_mau_game_as_player_one_hears_it(lang):
    game = MauMauGame({"players": 4})
    lines = transcript(game, MauMauDescriber(game, lang), mau_mau_beginner, 3, lambda s: False)
    assert_golden(f"mau-mau/whole_game.{lang}", lines)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_whole_whist_deal_as_north_hears_it(lang):
    game = WhistGame({"variant": "short"})
    lines = transcript(game, WhistDescriber(game, lang), whist_beginner, 5,
                       lambda s: s.deal_no > 1)
    assert_golden(f"whist/whole_deal.{lang}", lines)


def test_a_whist_hand_on_a_40_cell_line():
    game = WhistGame()
    state = game.new_state()
    rng = random.Random(5)
    while state.turn_kind is TurnKind.CHANCE:
        state.play(state.sample_chance(rng))
    faces = [game.deck.face(c) for c in state.hands[LISTENER]]
    line = line_cells(faces)
    assert len(line) == 38
    assert_golden("whist/hand_braille", [line])
