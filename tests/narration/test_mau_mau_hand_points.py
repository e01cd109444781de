"""Mau Mau scored by points: "score" and "status" tell what the listener's own cards count
now; they told only the points of the deals already played ("Points left in hand so far:
Player 1: 0, ... Deal 1 of 3.")."""

from __future__ import annotations

import pytest

from accessible_games.games.cards.core import Rank
from accessible_games.lineup import REGISTRY
from accessible_games.session.console import Console, Seat, SeatKind

WORTH = {Rank.JACK: 20, Rank.ACE: 11, Rank.TEN: 10, Rank.KING: 4, Rank.QUEEN: 3}
"""A card's points left in hand, as the rules page gives them; other ranks their number."""


def _table(lang: str, scoring: str) -> Console:
    game = REGISTRY.create("mau_mau", {"target": 3, "scoring": scoring})
    seats = [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * (game.num_players - 1)
    console = Console.local(game, seats, lang=lang, seed=3)
    console.opening()
    return console


def _own_points(console: Console) -> int:
    deck = console.game.deck
    ranks = [deck.rank(card) for card in console.hand()]
    return sum(WORTH.get(rank, rank.value) for rank in ranks)


@pytest.mark.parametrize(("lang", "words", "said"), [
    ("en", ("score", "status"), "Your cards in hand count {} points."),
    ("de", ("punkte", "stand"), "Deine Karten auf der Hand zählen {} Punkte."),
])
def test_the_score_and_the_status_tell_the_points_of_the_own_hand(lang, words, said):
    console = _table(lang, "points")
    points = _own_points(console)
    for word in words:
        # "status" tells the turn, then the table (a line each on the braille display)
        answer = console.handle_line(word)[-1]
        assert said.format(points) in answer.text, (word, answer.text)
        # the others' cards are hidden: no other seat's points in hand are told
        assert answer.text.count("zählen" if lang == "de" else "count") == 1


@pytest.mark.parametrize(("lang", "word"), [("en", "score"), ("de", "punkte")])
def test_a_game_scored_by_wins_says_no_points_in_hand(lang, word):
    answer, = _table(lang, "win").handle_line(word)
    assert "count" not in answer.text and "zählen" not in answer.text
