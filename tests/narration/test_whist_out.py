"""Whist's "out" ("draußen"): the trumps still out and the highest card still out in each plain
suit, as a careful player counts them, from the listener's own hand and the cards played only."""

from __future__ import annotations

import pytest

from accessible_games.games.cards.core import Face, Rank, Suit
from accessible_games.games.cards.whist.game import WhistGame
from accessible_games.narration.games.whist import WhistDescriber
from accessible_games.session.console import Console
from accessible_games.session.table import Seat, SeatKind
from tests.games.cards.table_play import answers_with_hands_swapped


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "11 trumps are still out; the highest are the king of spades, the jack of spades, "
           "and the ten of spades. Highest still out: the ace of clubs and the queen of hearts; "
           "none in diamonds."),
    ("de", "11 Trümpfe sind noch draußen; die höchsten sind Pik-König, Pik-Bube und Pik-Zehn. "
           "Höchste Karten draußen: Kreuz-Ass und Herz-Dame; keine mehr in Karo."),
])
def test_a_worked_position(lang, expected):
    """Spades are trumps. North holds the ace of spades, the king of hearts and the two of
    clubs; the queen of spades, the ace of hearts and all thirteen diamonds have been played.
    Out: eleven trumps (thirteen less the ace held and the queen played), king first; clubs
    up to their ace, hearts only up to the queen (the ace is gone, the king is North's own);
    no diamond."""
    game = WhistGame()
    deck = game.deck
    card = {}
    for suit in Suit:
        for rank in Rank:
            if rank is not Rank.JOKER:
                card[rank, suit] = deck.ids_of(Face(rank, suit))[0]
    state = game.new_state()
    state.pending, state.trump = [], Suit.SPADES.value
    state.hands[0] = [card[Rank.ACE, Suit.SPADES], card[Rank.KING, Suit.HEARTS],
                      card[Rank.TWO, Suit.CLUBS]]
    diamonds = [card[r, Suit.DIAMONDS] for r in Rank if r is not Rank.JOKER]
    state.played = [[1, card[Rank.QUEEN, Suit.SPADES]], [2, card[Rank.ACE, Suit.HEARTS]],
                    *([seat % 4, c] for seat, c in enumerate(diamonds))]
    describer = WhistDescriber(game, lang)
    describer.you = 0
    assert f"{describer.trumps_out_text(state)} {describer.tops_out_text(state)}" == expected


@pytest.mark.parametrize("lang", ["en", "de"])
def test_out_reads_the_listeners_hand_and_the_table_only(lang):
    """Typed at North's console in a real deal, the answer does not change when East's and
    West's hidden hands are swapped: it counts only North's own cards and the cards played.
    Before, Whist answered that it had no such question."""
    console = Console.local(WhistGame(), [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3,
                            lang=lang, seed=5)
    console.opening()
    answers = answers_with_hands_swapped(console, "out" if lang == "en" else "draußen", 6)
    assert len(answers) == 6
    for said in answers:
        assert len(said) == 1 and any(w in said[0] for w in ("trump", "Trumpf", "Trümpfe")), said
