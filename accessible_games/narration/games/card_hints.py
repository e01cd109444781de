"""Why a hinted card, in a sentence (what "why" adds after "hint" at Whist and Mau Mau).

The hint comes from a search over imagined deals, whose numbers mean nothing to a listener.
What the card does at this table does: it takes the trick so far, follows suit low while the
partner is winning, trumps a suit the player is out of, makes the next player draw two when
they hold few cards, keeps a jack for later. Each sentence is drawn from what the player may
know: their own hand, the cards played and the cards each player holds by count.
"""

from __future__ import annotations

from accessible_games.engine import Player
from accessible_games.games.cards.core import Face, Rank, Suit
from accessible_games.games.cards.mau_mau.game import MauMauState
from accessible_games.games.cards.mau_mau.rules import Play
from accessible_games.games.cards.tricks import winning_index
from accessible_games.games.cards.whist.game import WhistState
from accessible_games.narration.cards import CardNames
from accessible_games.narration.describer import Describer

FEW_LEFT = 2
"""A next player holding this many cards or fewer is close to going out (Mau Mau)."""


def _takes(s: WhistState, card: int) -> bool:
    return winning_index([*s.trick, card], s.trump_suit(), s.deck) == len(s.trick)


def whist_hint(words: Describer, names: CardNames, s: WhistState, card: int,
               seat: Player) -> str | None:
    """Why ``seat`` plays ``card`` in Whist, in a sentence; None where nothing plain says
    why."""
    deck = s.deck
    suit = deck.suit(card)
    if suit is None:  # no joker in a Whist pack
        return None
    rank = deck.rank(card).value
    hand = s.hands[seat]
    same = sorted((c for c in hand if deck.suit(c) is suit), key=lambda c: deck.rank(c).value)
    if not s.trick:  # the lead
        gone = {c for _, c in s.played} | set(hand)
        out = [c for c in range(len(deck)) if deck.suit(c) is suit and c not in gone]
        if all(deck.rank(c).value < rank for c in out):
            return words.t(words.briefly("hint.lead_top"), suit=names.suit(suit))
        longest = max(sum(1 for c in hand if deck.suit(c) is other) for other in Suit)
        return words.t("hint.lead_long", suit=names.suit(suit)) if len(same) == longest \
            else None
    led = s.led_suit()
    assert led is not None
    partner = (s.leader + s.ahead()) % 4 == (seat + 2) % 4
    after = 3 - len(s.trick)  # the seats still to play to this trick
    # Ahead now is not the trick taken while a later seat can still beat the card.
    if suit is led:
        if _takes(s, card):
            if not after:
                return words.t("hint.take_last")
            return words.tn(words.briefly("hint.take"), after)
        if card != same[0]:
            return None
        if partner:
            return words.t("hint.low_partner")
        return words.t("hint.low_keep" if any(_takes(s, c) for c in same) else "hint.low")
    if suit is s.trump_suit() and _takes(s, card):
        over_partner = _over_partner(words, names, s, seat) if partner else None
        if over_partner is not None:
            return over_partner
        if not after:
            return words.t("hint.ruff_last", led=names.suit(led))
        return words.tn(words.briefly("hint.ruff"), after, led=names.suit(led))
    key = words.briefly("hint.discard_partner") if partner else "hint.discard"
    return words.t(key, led=names.suit(led))


def _over_partner(words: Describer, names: CardNames, s: WhistState,
                  seat: Player) -> str | None:
    """Why ``seat`` trumps a trick its partner is winning: nothing but trumps is left, a
    higher card of the suit led is still out, or the last player, out of the suit, may trump
    it; None where none of these says why."""
    deck = s.deck
    led = s.led_suit()
    assert led is not None
    hand = s.hands[seat]
    if all(deck.suit(c) is s.trump_suit() for c in hand):
        return words.t(words.briefly("hint.ruff_only"), led=names.suit(led))
    ahead = s.trick[s.ahead()]
    rank = deck.rank(ahead).value
    gone = {c for _, c in s.played} | set(s.trick) | set(hand)
    higher = [c for c in range(len(deck)) if c not in gone and deck.suit(c) is led
              and deck.rank(c).value > rank]
    if higher:
        top = max(higher, key=lambda c: deck.rank(c).value)
        return words.t(words.briefly("hint.ruff_partner_beaten"), led=names.suit(led),
                       card=names.card(top))
    last = (s.leader + 3) % 4
    if last != seat and led in s.voids().get(last, []):
        return words.t(words.briefly("hint.ruff_partner_ruffed"), led=names.suit(led),
                       player=words.player(last))
    return None


def mau_mau_hint(words: Describer, names: CardNames, s: MauMauState, card: int, wish: int,
                 seat: Player) -> str | None:
    """Why ``seat`` plays ``card`` (a jack wishing ``wish``) in Mau Mau, in a sentence; None
    where nothing plain says why."""
    deck, rules = s.deck, s.rules
    rank = deck.rank(card)
    hand = [c for c in s.hands[seat] if c != card]
    after = s.next_seat(seat)
    held = len(s.hands[after])
    if rank is Rank.SEVEN and rules.seven:
        if s.debt:
            return words.t("hint.seven_on", count=s.debt)
        if held <= FEW_LEFT:
            return words.tn("hint.seven_few", held, player=words.player(after))
    if rank is Rank.EIGHT and rules.eight:
        return words.t("hint.eight", player=words.player(after))
    counts = {suit: sum(1 for c in hand if deck.suit(c) is suit) for suit in Suit}
    most = max(counts.values(), default=0)
    if list(counts.values()).count(most) > 1:  # a tie: no suit is held "most of"
        most = 0
    jack = names.rank(Face(Rank.JACK, Suit.CLUBS))
    if rank is Rank.JACK:
        if wish >= 0 and most and counts[Suit(wish)] == most:
            return words.t("hint.jack_wish", jack=jack, suit=names.suit(Suit(wish)))
        return words.t("hint.jack", jack=jack)
    if any(deck.rank(c) is Rank.JACK for c in hand):
        return words.t("hint.keep_jack", jack=jack)
    suit = deck.suit(card)
    if suit is not None and most and counts[suit] == most:
        return words.t("hint.most", suit=names.suit(suit))
    fitting = {m.card for m in s.legal_moves() if isinstance(m, Play)}
    if fitting == {card} and s.can_draw():
        return words.t("hint.only_fits")
    return None


__all__ = ["mau_mau_hint", "whist_hint"]
