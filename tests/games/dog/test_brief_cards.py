"""Sitting out and the exchange as a braille display shows them: a brief form read at a
glance, as a card's move is ("East: ten of diamonds, 49 to 59."), never naming a card passed
face down to anybody but the giver and the taker."""

from __future__ import annotations

import random

import pytest

from accessible_games.engine.events import events_for
from accessible_games.engine.types import TurnKind
from accessible_games.games.cards.dog.game import DogGame
from accessible_games.games.cards.dog.positions import arrange
from accessible_games.games.cards.dog.rules import Fold, Give
from accessible_games.narration.games.dog import DogDescriber

GAME = DogGame()

SAT_OUT = {"en": ("North sits out: two, nine, and queen.", "You sit out: two, nine, and queen."),
           "de": ("Nord setzt aus: Zwei, Neun und Dame.", "Du setzt aus: Zwei, Neun und Dame.")}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_sitting_out_is_brailled_by_the_ranks_shown(lang):
    """A play-tester's display showed "East cannot play and sits out this round. Cards shown:
    six of clubs, nine of clubs, ..." (155 characters); in Dog only a card's rank counts."""
    d = DogDescriber(GAME, lang)
    for you, expected in zip((None, 0), SAT_OUT[lang], strict=True):
        d.you = you
        state = arrange(GAME, {}, {0: ["Qd", "9c", "2h"], 1: ["3c"]})
        mover = state.to_move
        message = d.move_message(state, Fold(), events_for(state.play(Fold()), 0), mover)
        assert message.brief == expected
        assert message.text != message.brief


EXCHANGE = {
    "en": ["West to East: a card. You: {2} from South. Exchange done.",
           "West to you: a card. You: {3} from West. Exchange done.",
           "West to East: a card. You: {0} from North. Exchange done.",
           "You to East: {3}. You: {1} from East. Exchange done."],
    "de": ["West an Ost: eine Karte. Du: {2} von Süd. Tausch beendet.",
           "West an dich: eine Karte. Du: {3} von West. Tausch beendet.",
           "West an Ost: eine Karte. Du: {0} von Nord. Tausch beendet.",
           "Du an Ost: {3}. Du: {1} von Ost. Tausch beendet."],
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_exchange_is_brailled_briefly_and_names_only_the_cards_a_seat_knows(lang):
    """The last card of the exchange showed 165 characters ("West passes a card face down to
    East. South takes the card from North. ..."). The card the listener gave is not named
    again as the partner takes it; the cards taken face down are the exchange done, not the
    seats that take them ("East, South, and West take the cards passed.", 105 cells with the
    rest)."""
    d = DogDescriber(GAME, lang)
    state = GAME.new_state()
    rng = random.Random(1)
    while state.turn_kind is TurnKind.CHANCE:
        state.play(state.sample_chance(rng))
    given = [state.hands[seat][0] for seat in range(4)]
    for seat in range(3):
        state.play(Give(seat, given[seat]))
    events = state.play(Give(3, given[3]))
    names = [d.names.card(card) for card in given]
    for viewer in range(4):
        d.you = viewer
        brief = d.move_message(state, Give(3, given[3]), events_for(events, viewer), 3).brief
        assert brief == EXCHANGE[lang][viewer].format(*names)
        partner = (viewer + 2) % 4
        assert not any(names[seat] in brief for seat in range(4)
                       if seat not in (viewer, partner))
        # The giver's display named the card passed once, not again as the partner takes it
        # (West's line was "You to East: ... East: the same card from you.").
        assert brief.count(names[viewer]) <= 1
