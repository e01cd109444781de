"""Mau Mau's game won by two players at once (level on the fewest points, or on deals won)
is told with a verb for several: "players 1 and 3 wins the game" ("die Spieler 1 und 3
gewinnt das Spiel") had a singular verb and began with a small letter."""

from __future__ import annotations

import pytest

from accessible_games.engine.types import EndReason, Outcome
from accessible_games.lineup import REGISTRY, describer_for


@pytest.mark.parametrize(("lang", "options", "said"), [
    ("en", {"scoring": "points"}, "Players 1 and 3 win the game together with the fewest "
                                  "points left in hand."),
    ("de", {"scoring": "points"}, "Die Spieler 1 und 3 gewinnen das Spiel gemeinsam mit den "
                                  "wenigsten Punkten auf der Hand."),
    ("en", {"target": 3}, "Players 1 and 3 win the game together."),
    ("de", {"target": 3}, "Die Spieler 1 und 3 gewinnen das Spiel gemeinsam."),
    ("en", {"target": 1}, "Players 1 and 3 win the game together."),
    ("de", {"target": 1}, "Die Spieler 1 und 3 gewinnen das Spiel gemeinsam."),
])
def test_a_win_shared_by_two_players_is_told_with_a_verb_for_both(lang, options, said):
    describer = describer_for(REGISTRY.create("mau_mau", options), lang)
    outcome = Outcome(frozenset({0, 2}), EndReason.NO_PIECES, (12, 30, 12, 41))
    assert describer.deal_outcome_text(outcome).startswith(said)


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "You and Player 3 win the game together."),
    ("de", "Du und Spieler 3 gewinnt das Spiel gemeinsam."),
])
def test_a_shared_win_names_the_listener_first_as_you(lang, said):
    describer = describer_for(REGISTRY.create("mau_mau", {"target": 1}), lang)
    describer.you = 0
    outcome = Outcome(frozenset({0, 2}), EndReason.NO_PIECES, (1, 0, 1, 0))
    assert describer.deal_outcome_text(outcome) == said
