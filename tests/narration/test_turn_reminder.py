"""The turn said after others' moves reminds the player of what decides their move when the
last move heard did not just say it (Mau Mau: the card on the pile, or the wished suit, once
others have drawn since it was played)."""

from __future__ import annotations

import pytest

from accessible_games.games.cards.core import Face, Rank, Suit
from accessible_games.games.cards.events import CardDealt, CardPlayed
from accessible_games.games.cards.mau_mau.game import MauMauGame
from accessible_games.narration.games.mau_mau import MauMauDescriber
from tests.consoles import seated

PILE = {"en": "On the pile: the king of diamonds.", "de": "Auf dem Stapel: Karo-König."}
WISH = {"en": "Wished suit: hearts.", "de": "Gewünscht: Herz."}


def _table(lang: str):
    game = MauMauGame({"players": 4})
    state = game.new_state()
    state.pending = []
    king = game.deck.ids_of(Face(Rank.KING, Suit.DIAMONDS))[0]
    state.discard = [king]
    return state, MauMauDescriber(game, lang), king


@pytest.mark.parametrize("lang", ["en", "de"])
def test_after_a_draw_the_pile_is_named_after_a_play_nothing(lang):
    state, describer, king = _table(lang)
    assert describer.turn_reminder(state, (CardDealt(3, 5, penalty=True),)) == PILE[lang]
    assert describer.turn_reminder(state, (CardPlayed(3, king),)) is None


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_wished_suit_is_named_rather_than_the_card(lang):
    state, describer, _ = _table(lang)
    state.wish = Suit.HEARTS.value
    assert describer.turn_reminder(state, ()) == WISH[lang]
    state.debt = 2  # a seven to answer: the seven's own sentence said what to do
    assert describer.turn_reminder(state, ()) is None


def test_a_board_game_adds_nothing_to_the_turn():
    console = seated("kalah", "en", 1)
    assert console.describer.turn_reminder(console.state, ()) is None
