"""Sitting out and the exchange as a braille display shows them: a brief form read at a
glance, as a card's move is ("East: ten, 49 to 59."), never naming a card passed
face down to anybody but the giver and the taker."""

from __future__ import annotations

import random

import pytest

from accessible_games.engine.events import events_for
from accessible_games.engine.types import TurnKind
from accessible_games.games.cards.dog.game import DogGame
from accessible_games.games.cards.dog.positions import arrange
from accessible_games.games.cards.dog.rules import Fold, Give, Step
from accessible_games.narration.games.dog import DogDescriber
from tests.braille_cells import DISPLAY_CELLS, cells

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
           "You to East: {3}; back: {1}."],
    "de": ["West an Ost: eine Karte. Du: {2} von Süd. Tausch beendet.",
           "West an dich: eine Karte. Du: {3} von West. Tausch beendet.",
           "West an Ost: eine Karte. Du: {0} von Nord. Tausch beendet.",
           "Du an Ost: {3}; zurück: {1}."],
}


def _exchanged():
    """The state after every seat gave its first card, West last; the cards given; the
    events of West's card."""
    state = GAME.new_state()
    rng = random.Random(1)
    while state.turn_kind is TurnKind.CHANCE:
        state.play(state.sample_chance(rng))
    given = [state.hands[seat][0] for seat in range(4)]
    for seat in range(3):
        state.play(Give(seat, given[seat]))
    return state, given, state.play(Give(3, given[3]))


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_exchange_is_brailled_briefly_and_names_only_the_cards_a_seat_knows(lang):
    """The last card of the exchange showed 165 characters ("West passes a card face down to
    East. South takes the card from North. ..."). The card the listener gave is not named
    again as the partner takes it; the cards taken face down are the exchange done, not the
    seats that take them ("East, South, and West take the cards passed.", 105 cells with the
    rest). The last giver sees the pair in one sentence: "You to East: {3}. You: {1} from
    East. Exchange done." ran to 84 cells."""
    d = DogDescriber(GAME, lang)
    state, given, events = _exchanged()
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


HOT_SEAT = {"en": "North to South: {0}; back: {2}.", "de": "Nord an Süd: {0}; zurück: {2}."}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_exchange_at_a_hot_seat_is_brailled_as_the_pair_of_cards(lang):
    """At a hot seat (nobody addressed as "you") North's line of the exchange ended by West
    showed each card taken by its own sentence after West's card passed ("West to East: a
    card. South: ... from North. North: ... from South. Exchange done.", 113 cells in
    English); now the pair North and South swapped, as speech tells it."""
    d = DogDescriber(GAME, lang)
    state, given, events = _exchanged()
    names = [d.names.card(card) for card in given]
    brief = d.move_message(state, Give(3, given[3]), events_for(events, 0), 3).brief
    assert brief == HOT_SEAT[lang].format(*names)
    assert cells(brief, lang) <= 2 * DISPLAY_CELLS


@pytest.mark.parametrize(("lang", "shown"), [
    ("en", "East: seven, 19 to 26. To the kennel: you 21 and 25, East 23."),
    ("de", "Ost: Sieben, 19 nach 26. In den Zwinger: du 21 und 25, Ost 23."),
])
def test_marbles_a_seven_sends_back_are_brailled_in_one_sentence(lang, shown):
    """East's seven passes North's marbles on 21 and 25 and its own on 23: "East: seven of
    hearts, 19 to 26. You: 21 back to the kennel. East: 23 back to the kennel. You: 25 back
    to the kennel." was 126 cells, four windows; each owner is named once now."""
    d = DogDescriber(GAME, lang)
    d.you = 0
    state = arrange(GAME, {0: [20, 24, 40], 1: [18, 22, 36, 44]}, {0: ["2c"], 1: ["7h"]},
                    turn=1)
    events = [*state.play(state.legal_moves()[0]), *state.play(Step(18, 25))]
    brief = d.events_message(events_for(events, 0)).brief
    assert brief == shown
    assert cells(brief, lang) <= 2 * DISPLAY_CELLS


@pytest.mark.parametrize(("lang", "shown"), [
    ("en", "East: three, 15 to goal 1. East: 2 home."),
    ("de", "Ost: Drei, 15 nach Ziel 1. Ost: 2 im Ziel."),
])
def test_a_marble_reaching_the_goal_is_brailled_with_the_count_briefly(lang, shown):
    """"East has 2 marbles in the goal." was the braille line's sentence too; with the round
    dealt after the move ("Round 10: 2 cards each, East starts.") the line ran to 114
    cells."""
    d = DogDescriber(GAME, lang)
    d.you = 0
    state = arrange(GAME, {0: [20], 1: [14, 87]}, {0: ["2c"], 1: ["3h"]}, turn=1)
    into_goal, = (m for m in state.legal_moves() if m.target == 84)
    assert d.move_message(state, into_goal, events_for(state.play(into_goal), 0), 1).brief \
        == shown
