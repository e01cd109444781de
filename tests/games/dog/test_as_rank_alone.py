""""as seven" typed with no question open: "as" is also the ace of spades' short name (and
"As" the German ace), and it was read so: "The ace of spades cannot go that way.", and "as 7"
moved the ace of spades to field 7 though the player meant the joker as seven."""

from __future__ import annotations

import pytest

from accessible_games.games.cards.dog.game import DogGame
from accessible_games.games.cards.dog.positions import arrange
from accessible_games.session.console import Console, Seat, SeatKind


def _north(hand: list[str], lang: str, exchange: bool = False) -> Console:
    """North, the person, with marbles on fields 6 and 21 and ``hand``."""
    game = DogGame()
    state = arrange(game, {0: [5, 20]}, {0: hand, 1: ["2d"], 2: ["2h"], 3: ["2s"]})
    if exchange:
        state.phase = game.new_state().phase
    return Console.local(game, [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3,
                         lang=lang, state=state)


AS_SEVEN = {
    "en": ("as seven", "You play the red joker as seven."),
    "de": ("als Sieben", "Du spielst Joker rot als Sieben."),
}


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("typed", ["as seven", "als Sieben"])
def test_as_and_a_rank_word_play_the_joker_as_that_card(lang, typed):
    console = _north(["X", "2c", "As"], lang)
    said = [m.text for m in console.handle_line(typed)]
    assert said[0] == AS_SEVEN[lang][1], said


BOTH = {
    "en": "That fits several moves: the red joker as seven to split or the ace of spades: "
          "field 6 to field 7. Please say which.",
    "de": "Das passt zu mehreren Zügen: Joker rot als Sieben zum Aufteilen oder Pik-Ass: "
          "Feld 6 nach Feld 7. Bitte genauer angeben.",
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_as_and_a_number_that_fits_the_ace_of_spades_too_asks_which(lang):
    console = _north(["X", "2c", "As"], lang)
    assert [m.text for m in console.handle_line("as 7")] == [BOTH[lang]]
    assert len(console.state.hands[0]) == 3  # nothing played


NO_JOKER = {"en": "You hold no joker.", "de": "Du hast keinen Joker auf der Hand."}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_as_a_rank_without_a_joker_says_so(lang):
    console = _north(["2c", "As"], lang)
    assert [m.text for m in console.handle_line(AS_SEVEN[lang][0])] == [NO_JOKER[lang]]
    # The ace of spades' own way is read as ever.
    assert "ace of spades" in console.handle_line("as 7")[0].text or lang == "de"


GIVING = {"en": "First each player gives a card to their partner: type give and the card.",
          "de": None}
"""German: the same refusal in its own words, checked for what went wrong (no empty card)."""


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_card_with_a_way_during_the_exchange_says_to_give_it(lang):
    """During the exchange "as seven" said "The  cannot go that way. It can go: ." (no card,
    no way); a card is given whole."""
    console = _north(["X", "2c", "As"], lang, exchange=True)
    said = console.handle_line(AS_SEVEN[lang][0])[0].text
    assert "  " not in said and ": ." not in said, said
    if GIVING[lang] is not None:
        assert said == GIVING[lang]
    assert len(console.state.hands[0]) == 3
