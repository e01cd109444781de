"""Doppelkopf's special points called out when the trick is taken, as at the table ("Fuchs
gefangen!"): before, a player heard of a Doppelkopf, a fox caught or Karlchen only in the
deal's final reckoning. The worked deal's goldens hear them where the listener knows the
parties; these tests pin what is not said: nothing in a solo, where they do not count, and no
fox caught while the listener cannot tell the two players' parties apart."""

from __future__ import annotations

import pytest

from accessible_games.games.cards.core import Face, Rank, Suit
from accessible_games.games.cards.doppelkopf.game import PLAY, DoppelkopfGame
from accessible_games.games.cards.doppelkopf.moves import TrickWon
from accessible_games.games.cards.doppelkopf.rules import FOX, Contract
from accessible_games.narration.games.doppelkopf import DoppelkopfDescriber


def _told(contract: Contract, trick: TrickWon, lang: str = "en") -> str:
    game = DoppelkopfGame()
    state = game.new_state()
    state.phase, state.contract = PLAY, contract.value
    state.soloist = 0 if contract.is_solo else -1
    return DoppelkopfDescriber(game, lang).move_message(state, None, [trick], trick.seat).text


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
