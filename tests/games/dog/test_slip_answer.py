"""Dog: a line the game cannot read is answered with the few moves of that moment."""

from __future__ import annotations

import pytest

from accessible_games.games.cards.dog.game import DogGame
from accessible_games.games.cards.dog.positions import arrange
from accessible_games.narration.catalog import catalog
from accessible_games.session.words import notation_text


@pytest.mark.parametrize(("lang", "give", "play", "seven"), [
    ("en", "a card for your partner such as give kh", "a card such as 3h, a card with its way "
     "such as ah 5-6", "a step such as 5-8, undo step"),
    ("de", "eine Karte für deinen Partner wie gib hk", "eine Karte wie h3, eine Karte mit ihrem "
     "Weg wie ha 5-6", "einen Schritt wie 5-8, schritt zurück"),
])
def test_a_slip_of_the_keys_is_answered_in_a_few_words(lang, give, play, seven):
    """Play-testing: the answer to an unreadable line read out the whole notation ("... a
    step of a seven such as 5-8; undo step; fold, or help for the commands"), where Mau Mau
    and Doppelkopf answer in a few words; help keeps the whole list."""
    game = DogGame()
    cat = catalog(lang)
    state = arrange(game, {0: [10, 13, 30], 1: [12]}, {0: ["7h"], 1: ["3c"]})
    assert notation_text(cat, game, state, short=True) == play
    assert notation_text(cat, game, state) == cat.text("game.dog.notation")  # help: all
    state.play(state.legal_moves()[0])  # the seven: its steps come next
    assert notation_text(cat, game, state, short=True) == seven
    state.phase = 0  # the exchange: each seat gives one card to the partner
    assert notation_text(cat, game, state, short=True) == give
