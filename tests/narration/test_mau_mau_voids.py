"""Mau Mau's "voids" after a draw: a player who could not play has shown that no card in the
hand fitted, and what it drew since may be anything; a careful player remembers that it holds
at most that many cards of the suits it lacked."""

from __future__ import annotations

import pytest

from accessible_games.games.cards.mau_mau.rules import Draw
from accessible_games.narration.games.mau_mau import MauMauDescriber
from tests.games.cards.test_mau_mau import card, deal_pending, position


def _after_draws(draws: int):
    """Player 2 holds two clubs and a diamond and cannot answer the king of hearts (no heart,
    king or jack): it draws. With ``draws`` 2, players 3 and 1 play the queens of hearts and
    spades and player 2, with no spade, queen or jack, draws again."""
    state = position(["xh ah qs", "7c 8c 9d", "qh qd kc"], "kh", turn=1)
    state.play(Draw())
    deal_pending(state)
    if draws == 2:
        state.play(state.parse_move("qh"))  # player 3
        state.play(state.parse_move("qs"))  # player 1
        assert state.legal_moves() == [Draw()]  # player 2: the card drawn fits neither
        state.play(Draw())
        deal_pending(state)
    return state


@pytest.mark.parametrize(("lang", "listener", "draws", "expected"), [
    ("en", None, 1, "Known from play: Player 2 holds at most one card of hearts."),
    ("en", 1, 1, "Known from play: you hold at most one card of hearts."),
    ("de", None, 1, "Aus dem Spiel bekannt: Spieler 2 hat höchstens eine Karte der Farbe Herz."),
    # Worked: the first card drawn may be a heart (not a spade, since the second draw), the
    # second may be either; the three cards dealt are neither.
    ("en", None, 2, "Known from play: Player 2 holds at most 2 cards of hearts and at most one "
                    "card of spades."),
    ("de", 1, 2, "Aus dem Spiel bekannt: du hast höchstens 2 Karten der Farbe Herz und "
                 "höchstens eine Karte der Farbe Pik."),
])
def test_a_player_who_drew_holds_at_most_the_cards_drawn_of_the_suit_lacked(
        lang, listener, draws, expected):
    state = _after_draws(draws)
    dealt = {card(state.game, name) for name in ("7c", "8c", "9d")}
    drawn = [c for c in state.hands[1] if c not in dealt]
    assert len(drawn) == draws  # worked: 3 cards shown to hold no heart, then the draws
    describer = MauMauDescriber(state.game, lang)
    describer.you = listener
    assert describer.voids_text(state.redacted(listener)) == expected


def test_a_card_everybody_knows_is_not_counted_as_an_unknown_one():
    """A seat holding one card the table knows (as Whist's turned trump) and one unknown card
    has not shown that it lacks anything: "at most one card of clubs" would only repeat that
    the known card is a heart. Such a card is left out of the count."""
    state = position(["xh ah qs", "7c 8c", "qh qd kc"], "kh", turn=1)
    view = state.redacted(None)
    known, unknown = 1 << card(state.game, "9h"), view.pub[1][1]
    view.pub[1] = [known, unknown]
    assert MauMauDescriber(state.game, "en").voids_text(view) == (
        "Nobody has shown a void yet.")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_voids_read_only_what_the_table_saw(lang):
    """At Player 1's console in a real game (seed 2, beginners), the answer does not change
    when two other players' hidden hands are swapped, also once it tells what players who
    drew may hold at most."""
    from accessible_games.games.cards.mau_mau.game import MauMauGame
    from tests.games.cards.table_play import against_beginners, answers_with_hands_swapped

    console = against_beginners(MauMauGame(), lang, 2)
    answers = answers_with_hands_swapped(console, "voids" if lang == "en" else "fehlfarben", 12)
    assert len(answers) >= 6
    assert any("at most" in a[0] or "höchstens" in a[0] for a in answers)


@pytest.mark.parametrize(("lang", "listener", "expected"), [
    ("en", None, "Known from play: players 2, 3, and 4 are void in hearts."),
    ("en", 1, "Known from play: you and players 3 and 4 are void in hearts."),
    ("en", 3, "Known from play: you and players 2 and 3 are void in hearts."),
    ("de", None, "Aus dem Spiel bekannt: die Spieler 2, 3 und 4 können Herz nicht bedienen."),
    ("de", 1, "Aus dem Spiel bekannt: du und die Spieler 3 und 4 könnt Herz nicht bedienen."),
])
def test_seats_with_the_same_void_are_listed_as_the_opening_lists_them(lang, listener, expected):
    """Play-testing, "voids" named numbered seats one by one and put "you" among them ("you,
    Player 3, and Player 4 are void in hearts"): now as every list of seats says them, the
    listener first ("you and players 3 and 4")."""
    from accessible_games.games.cards.core import Suit
    state = position(["xh ah qs", "7c 8c", "7d 8d", "7s 8s"], "kh", turn=0)
    view = state.redacted(listener)
    no_hearts = ~state.game.deck.suit_mask(Suit.HEARTS) & ((1 << len(state.game.deck)) - 1)
    for seat in (1, 2, 3):
        view.pub[seat] = [no_hearts] * len(view.pub[seat])
    describer = MauMauDescriber(state.game, lang)
    describer.you = listener
    assert describer.voids_text(view) == expected
