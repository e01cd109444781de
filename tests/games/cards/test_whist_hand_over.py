"""Whist at one keyboard: the hand-over tells who is winning the trick once."""

from __future__ import annotations

import pytest

from accessible_games.games.cards.whist.game import WhistGame
from accessible_games.session.hotseat import HotSeat
from accessible_games.session.table import Seat, SeatKind, Table
from tests.consoles import hot_seat_step

AHEAD = {"en": ("winning so far", "North, your partner, is winning so far."),
         "de": ("Vorn liegt", "Vorn liegt Nord, dein Partner.")}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_hand_over_says_who_is_winning_the_trick_once(lang):
    """Play-testing, North and South at one keyboard: the hand-over to South read the table
    ending "Vorn liegt Nord, dein Partner." and then the turn "Süd, du bist am Zug. Vorn liegt
    Nord, dein Partner.". The turn says it (it decides the card); the table no more."""
    human, computer = Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)
    table = Table(WhistGame(), [human, computer, human, computer], seed=3)
    hot = HotSeat(table, lang)
    hot.opening()
    word, partner = AHEAD[lang]
    told = []
    while not table.is_over and len(told) < 6:
        while hot.computer_to_move():
            hot.computer_move()
        if hot.waiting is not None:
            texts = [m.text for m in hot.handle_line("")]
            if any(word in text for text in texts):
                told.append(texts)
            continue
        hot.handle_line(hot.shown.observation.legal_moves[0].notation)
    assert told, "no hand-over to a trick of two cards or more"
    for texts in told:
        assert sum(text.count(word) for text in texts) == 1, texts
        assert word in texts[-1], texts  # the turn says it, after the table
    assert any(partner in texts[-1] for texts in told)


@pytest.mark.parametrize(("lang", "heading", "won", "trumps"), [
    ("en", "Deal 2.", "win deal 1", "trumps."), ("de", "Runde 2.", "gewinnen Runde 1", "Trumpf.")])
def test_the_next_deal_is_announced_once_after_the_last_ones_result(lang, heading, won,
                                                                     trumps):
    """Play-testing, North and East at one keyboard with two computers: East played the last
    card of the deal and heard "Runde 2." for themselves, before the trick and the deal's
    result, then "Runde 2." again with everybody. The heading is the table's news: said once,
    to everybody, after the result. East, the next dealer, then heard the trump turned up
    twice: "Ost deckt Kreuz-Ass auf: Kreuz ist Trumpf." with everybody and "Du deckst
    Kreuz-Ass auf: Kreuz ist Trumpf." alone, which told them nothing more."""
    human, computer = Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 2)
    table = Table(WhistGame(), [human, human, computer, computer], seed=3)  # East plays last
    hot = HotSeat(table, lang)
    hot.opening()
    said: list = []
    while table.state.deal_no == 1:
        said = hot_seat_step(hot)
    texts = [m.text for m in said]
    assert texts.count(heading) == 1, texts
    result = next(i for i, t in enumerate(texts) if won in t)
    assert texts.index(heading) > result and said[texts.index(heading)].audience is None
    turned = [m for m in said if m.text.endswith(trumps)]
    assert len(turned) == 1 and turned[0].audience is None, texts
