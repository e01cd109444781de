"""Mau Mau's "out" ("draußen"): how many special cards (jacks, and the 7s, 8s and the reversing
rank where the rules make them special) are neither in the listener's hand nor on the pile."""

from __future__ import annotations

import pytest

from accessible_games.games.cards.core import Face, Pattern, Rank, Suit
from accessible_games.games.cards.mau_mau.game import MauMauGame
from accessible_games.narration.games.mau_mau import MauMauDescriber


def _said(options: dict, lang: str, hand: list[tuple[Rank, Suit]],
          pile: list[tuple[Rank, Suit]], pattern: Pattern | None = None) -> str:
    game = MauMauGame({"players": 4, **options})
    ids = {face: game.deck.ids_of(Face(*face))[0] for face in hand + pile}
    state = game.new_state()
    state.pending = []
    state.hands[0] = [ids[face] for face in hand]
    state.discard = [ids[face] for face in pile]
    describer = MauMauDescriber(game, lang)
    if pattern is not None:
        describer.set_suit_names(pattern)
    describer.you = 0
    return describer.specials_out_text(state)


J, S7, S8, S9 = Rank.JACK, Rank.SEVEN, Rank.EIGHT, Rank.NINE
C, D, H, SP = Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "Still out, in other hands or the talon: 3 jacks, one seven, 4 eights, and 3 nines."),
    ("de", "Noch draußen, in anderen Händen oder im Talon: 3 Buben, eine Sieben, 4 Achten und "
           "3 Neunen."),
])
def test_a_worked_count(lang, expected):
    """North holds the jack of clubs and the seven of hearts; the seven of spades, the seven
    of diamonds and the nine of clubs lie on the pile. Of each rank's four cards: jacks 4 - 1,
    sevens 4 - 1 - 2, eights all 4, nines 4 - 1."""
    assert _said({}, lang, [(J, C), (S7, H)], [(S7, SP), (S7, D), (S9, C)]) == expected


@pytest.mark.parametrize(("lang", "pattern", "expected"), [
    ("en", None, "Still out, in other hands or the talon: 3 jacks; no eights."),
    ("de", Pattern.GERMAN, "Noch draußen, in anderen Händen oder im Talon: 3 Unter; keine "
                           "Achten."),
])
def test_only_the_ranks_the_rules_make_special_and_one_all_gone(lang, pattern, expected):
    """Without the seven's rule and without reversing, only jacks and eights are special; all
    four eights are in North's hand or on the pile."""
    hand = [(J, H), (S8, C), (S8, D)]
    pile = [(S8, H), (S8, SP)]
    assert _said({"seven": False, "reverse": "none"}, lang, hand, pile, pattern) == expected


@pytest.mark.parametrize("lang", ["en", "de"])
def test_out_reads_the_listeners_hand_and_the_pile_only(lang):
    """At Player 1's console in a real game, the answer does not change when two other
    players' hidden hands are swapped: it counts only Player 1's own cards and the pile."""
    from accessible_games.session.console import Console
    from accessible_games.session.table import Seat, SeatKind
    from tests.games.cards.table_play import answers_with_hands_swapped

    console = Console.local(MauMauGame({"players": 4}),
                            [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3,
                            lang=lang, seed=5)
    console.opening()
    answers = answers_with_hands_swapped(console, "out" if lang == "en" else "draußen", 5)
    assert len(answers) >= 3
