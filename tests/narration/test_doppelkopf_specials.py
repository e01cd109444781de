"""Doppelkopf's special points called out when the trick is taken, as at the table ("Fuchs
gefangen!"): before, a player heard of a Doppelkopf, a fox caught or Karlchen only in the
deal's final reckoning. The worked deal's goldens hear them where the listener knows the
parties; these tests pin what is not said: nothing in a solo, where they do not count, and no
fox caught while the listener cannot tell the two players' parties apart."""

from __future__ import annotations

import pytest

from accessible_games.games.cards.core import Face, Rank, Suit
from accessible_games.games.cards.doppelkopf.game import PLAY, DoppelkopfGame, DoppelkopfState
from accessible_games.games.cards.doppelkopf.moves import TrickWon, WeddingClarified
from accessible_games.games.cards.doppelkopf.rules import FOX, QUEEN_OF_CLUBS, Contract
from accessible_games.games.cards.events import CardPlayed
from accessible_games.narration.games.doppelkopf import DoppelkopfDescriber


def _told(contract: Contract, trick: TrickWon, lang: str = "en",
          queens_to: int | None = None) -> str:
    """What North hears of ``trick``; ``queens_to``: the seat dealt both queens of clubs."""
    game = DoppelkopfGame()
    state = game.new_state()
    state.phase, state.contract = PLAY, contract.value
    state.soloist = 0 if contract.is_solo else -1
    state.viewer = 0
    if queens_to is not None:
        state.hands[queens_to] = list(game.deck.ids_of(QUEEN_OF_CLUBS))
    describer = DoppelkopfDescriber(game, lang)
    describer.you = 0
    return describer.move_message(state, None, [trick], trick.seat).text


def _cards(*faces: Face) -> tuple[int, ...]:
    deck = DoppelkopfGame().deck
    return tuple(deck.ids_of(face)[0] for face in faces)


ACES = _cards(Face(Rank.ACE, Suit.CLUBS), Face(Rank.TEN, Suit.CLUBS), FOX,
              Face(Rank.ACE, Suit.SPADES))


@pytest.mark.parametrize(("lang", "called"), [("en", "A Doppelkopf!"), ("de", "Doppelkopf!")])
def test_a_doppelkopf_is_called_at_the_trick_in_a_normal_game_only(lang, called):
    trick = TrickWon(2, 0, ACES, 43, 1)
    assert _told(Contract.NORMAL, trick, lang).endswith(called)
    assert "oppelkopf" not in _told(Contract.QUEEN_SOLO, trick, lang)


def test_a_fox_is_not_called_while_the_parties_are_not_known():
    """South's fox taken by West: nobody has shown a party yet, so "fox caught" would tell
    the table that South and West play on different sides."""
    trick = TrickWon(3, 0, ACES, 43, 1)
    assert "fox" not in _told(Contract.NORMAL, trick).casefold()


def test_nothing_is_called_in_a_silent_wedding_its_holder_knows_of():
    """North said healthy with both queens of clubs: a silent wedding, scored as a solo, in
    which special points do not count; North knows everybody else is Kontra, and heard "Fox
    caught: Re catches West's fox." for a point the reckoning then left out."""
    foxes = DoppelkopfGame().deck.ids_of(FOX)
    trick = TrickWon(0, 0, ACES[:2] + foxes, 43, 1)  # South's and West's foxes
    assert _told(Contract.NORMAL, trick, queens_to=None).endswith("A Doppelkopf for Kontra!")
    assert _told(Contract.NORMAL, trick, queens_to=0).endswith("43 points.")


@pytest.mark.parametrize(("lang", "called"), [("en", "A Doppelkopf!"), ("de", "Doppelkopf!")])
def test_the_last_trick_tells_its_call_again(lang, called):
    game = DoppelkopfGame()
    state = game.new_state()
    state.phase, state.viewer = PLAY, 0
    state.tricks = [(0, 2, 43, *ACES)]
    assert DoppelkopfDescriber(game, lang).last_trick_text(state).endswith(called)


def test_a_call_follows_what_its_trick_showed():
    """West took South's fox in the wedding's clarifying trick: South heard "Fox caught: Re
    catches your fox." before being told that West had just become North's partner, Re."""
    game = DoppelkopfGame()
    state = game.new_state()
    state.phase, state.contract, state.soloist = PLAY, Contract.WEDDING.value, 0
    state.wedding_partner, state.clarified, state.viewer = 3, 3, 2
    describer = DoppelkopfDescriber(game, "en")
    describer.you = 2
    events = [TrickWon(3, 0, ACES, 43, 3), WeddingClarified(0, 3, 3)]
    # One sentence says who took the trick and whom that made their partner: West is named
    # once (it said "West takes the trick, 43 points. Trick 3 was the clarifying trick: West
    # plays with North.").
    assert describer.move_message(state, None, events, 3).text == (
        "West takes the clarifying trick with the ace of spades, 43 points, and so plays with "
        "North. A Doppelkopf "
        "for Re! Fox caught: Re catches your fox.")


def wedding_clarified_by_west(lang: str, you: int) -> tuple[DoppelkopfState,
                                                              DoppelkopfDescriber]:
    """A wedding of North's, in play, that West's trick has just clarified, and the words
    for the seat ``you``."""
    game = DoppelkopfGame()
    state = game.new_state()
    state.phase, state.contract, state.soloist = PLAY, Contract.WEDDING.value, 0
    state.wedding_partner, state.clarified, state.viewer = 3, 3, you
    describer = DoppelkopfDescriber(game, lang)
    describer.you = you
    return state, describer


@pytest.mark.parametrize(("lang", "you", "expected"), [
    ("en", 0, "West takes the clarifying trick with the ace of spades, 43 points, and so "
              "plays with you."),
    ("en", 3, "You take the clarifying trick with the ace of spades, 43 points, and so play "
              "with North."),
    ("de", 0, "West bekommt den Klärungsstich mit Pik-Ass, 43 Augen, und spielt damit mit dir."),
    ("de", 3, "Du bekommst den Klärungsstich mit Pik-Ass, 43 Augen, und spielst damit mit Nord."),
    ("de", 1, "West bekommt den Klärungsstich mit Pik-Ass, 43 Augen, und spielt damit mit Nord."),
])
def test_the_clarifying_trick_names_its_winner_once(lang, you, expected):
    state, describer = wedding_clarified_by_west(lang, you)
    events = [TrickWon(3, 0, ACES, 43, 3), WeddingClarified(0, 3, 3)]
    assert describer.move_message(state, None, events, 3).text.startswith(expected)


JACK_OF_DIAMONDS = _cards(Face(Rank.JACK, Suit.DIAMONDS))[0]


@pytest.mark.parametrize(("lang", "you", "ruff", "expected"), [
    ("en", 1, False, "West takes the clarifying trick with the ace of spades, 43 points, and "
                     "so plays with North. A"),
    ("en", 0, True, "West trumps with the jack of diamonds (no clubs), takes the clarifying "
                    "trick, 45 points, and so plays with you. A"),
    ("en", 3, True, "You take the clarifying trick with the jack of diamonds, 45 points, and "
                    "so play with North. A"),
    ("de", 1, False, "West bekommt den Klärungsstich mit Pik-Ass, 43 Augen, und spielt damit "
                     "mit Nord. D"),
    ("de", 1, True, "West sticht Kreuz mit Karo-Bube ab, bekommt den Klärungsstich, 45 Augen, "
                    "und spielt damit mit Nord. D"),
])
def test_the_last_card_that_settles_a_wedding_names_its_player_once(lang, you, ruff, expected):
    """West's card, the trick's last, took the clarifying trick: the table heard "Ace of
    spades from West. West takes the clarifying trick, 43 points, and so plays with North.",
    West twice in one announcement. One sentence tells the card, the trick and the partner."""
    state, describer = wedding_clarified_by_west(lang, you)
    cards = ACES[:3] + (JACK_OF_DIAMONDS,) if ruff else ACES
    played = CardPlayed(3, cards[3], renounced=Suit.CLUBS.value if ruff else -1, trumped=ruff)
    events = [played, TrickWon(3, 0, cards, 43 + 2 * ruff, 3), WeddingClarified(0, 3, 3)]
    assert describer.move_message(state, None, events, 3).text.startswith(expected)
