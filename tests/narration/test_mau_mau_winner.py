"""Mau Mau tells the winner of a deal and of the game in the second person: an online player
heard "ann wins the deal." of herself, and at home "Player 1 wins the deal."."""

from __future__ import annotations

import pytest

from accessible_games.engine.types import EndReason, Outcome
from accessible_games.games.cards.mau_mau.game import MauMauGame
from accessible_games.games.cards.mau_mau.rules import DealScored
from accessible_games.narration.games.mau_mau import MauMauDescriber


def _describer(lang: str, you: int, **options: object) -> MauMauDescriber:
    describer = MauMauDescriber(MauMauGame({"players": 3, **options}), lang)
    describer.you = you
    return describer


@pytest.mark.parametrize(("lang", "you", "said"), [
    ("en", 0, "You win the deal. Deals won: Player 1: 2, Player 2: 0, and Player 3: 1."),
    ("en", 1, "Player 1 wins the deal. Deals won: Player 1: 2, Player 2: 0, and Player 3: 1."),
    ("de", 0, "Du gewinnst die Runde. Gewonnene Runden: Spieler 1: 2, Spieler 2: 0 und "
              "Spieler 3: 1."),
])
def test_the_winner_of_a_deal_is_told_so(lang, you, said):
    describer = _describer(lang, you, target=3)
    assert describer.event_line(DealScored(0, (0, 4, 2), (2, 0, 1))) == said


@pytest.mark.parametrize(("lang", "winners", "said"), [
    ("en", (0,), "You win the game. Deals won: Player 1: 3, Player 2: 0, and Player 3: 1."),
    ("de", (0,), "Du gewinnst das Spiel. Gewonnene Runden: Spieler 1: 3, Spieler 2: 0 und "
                 "Spieler 3: 1."),
    ("en", (2,), "Player 3 wins the game. Deals won: Player 1: 3, Player 2: 0, and Player 3: 1."),
])
def test_the_winner_of_the_game_is_told_so(lang, winners, said):
    describer = _describer(lang, 0, target=3)
    outcome = Outcome(frozenset(winners), EndReason.NO_PIECES, (3, 0, 1))
    assert describer.deal_outcome_text(outcome) == said
