"""Why a hinted card in Doppelkopf, in a sentence (what "why" adds after "hint").

The hint comes from a search over imagined deals; "why" said only that. What a learning
player wants is what the card does at this table: it must follow and cannot win the trick, so
it gives away the fewest points; its partner is ahead, so it brings the side points; it is the
highest trump still out; an ace leads a suit nobody has led yet. Each sentence is drawn from
what the player may know (:class:`.play.SeatView`): their own hand, the cards played and the
parties they know, and names no card but their own and the trick's.
"""

from __future__ import annotations

from accessible_games.engine import Player
from accessible_games.games.cards.core import Rank
from accessible_games.games.cards.doppelkopf import rules
from accessible_games.games.cards.doppelkopf.game import DoppelkopfState
from accessible_games.games.cards.doppelkopf.play import SeatView
from accessible_games.narration.cards import CardDescriberMixin, CardNames
from accessible_games.narration.describer import Describer

RICH = 10
"""A card worth this many points or more (an ace, a ten) is worth bringing to a partner."""


def _card(words: Describer, names: CardNames, card: int) -> str:
    """``card`` by its name, or in its code while the braille line is worded: the reasons
    ran to 84 cells with three card names ("Musst Trumpf bedienen, Herz-Zehn schlägst du
    nicht: Karo-Bube kostet am wenigsten, 2 Augen.")."""
    if isinstance(words, CardDescriberMixin) and words.braille_line:
        return words.card_code(card)
    return names.card(card)


def doppelkopf_hint(words: Describer, names: CardNames, s: DoppelkopfState, card: int,
                    seat: Player) -> str | None:
    """Why ``seat`` plays ``card``, in a sentence; None where nothing plain says why."""
    me = SeatView(s, seat)
    if not s.trick:
        return _lead(words, names, s, me, card)
    return _follow(words, names, s, me, card)


def _lead(words: Describer, names: CardNames, s: DoppelkopfState, me: SeatView,
          card: int) -> str | None:
    """A lead: the highest trump still out, or the ace of a suit nobody has led yet (in a
    solo, who may trump it; in a meatless solo, any ace, which nothing beats)."""
    klass = me.tab.klass[card]
    if klass == rules.TRUMP:
        return None if me.can_be_beaten(card) else words.t("hint.top_trump")
    if me.deck.rank(card) is not Rank.ACE:
        return None
    contract = rules.Contract(s.contract)
    if contract is rules.Contract.MEATLESS:
        # No trumps: nothing beats an ace led (of two equal cards the first wins).
        return words.t(words.briefly("hint.lead_ace.meatless"), card=_card(words, names, card))
    led_before = {me.tab.klass[c] for i, (_, c) in enumerate(s.played) if i % 4 == 0}
    if klass in led_before:
        return None
    key = "hint.lead_ace"
    if contract.is_solo:
        # One against three: "seldom trumped" was the reckoning of a normal game's partners.
        # Only a trump beats the ace; against the solo only the soloist's trump takes the trick
        # from the leader's side, and the soloist's ace is trumped by any opponent without it.
        key = "hint.lead_ace.soloist" if me.seat == s.soloist else "hint.lead_ace.against_solo"
    return words.tn(words.briefly(key), me.left(klass), suit=names.suit(klass),
                    player=words.player(s.soloist))


def _follow(words: Describer, names: CardNames, s: DoppelkopfState, me: SeatView,
            card: int) -> str | None:
    """A card to a trick already led: it takes it, it feeds a partner who is ahead, or it
    cannot win and gives away the fewest points."""
    trick, tab = s.trick, me.tab
    after = 3 - len(trick)  # the seats still to play to this trick
    ahead = s.ahead()
    top_seat = (s.leader + ahead) % 4
    cards = rules.playable(s.hands[me.seat], s.led(), tab)
    winners = [c for c in cards
               if rules.winning_index([*trick, c], tab, me.deck, s.second_ten) == len(trick)]
    if card in winners:
        if not after:
            return words.tn("hint.take_last", rules.points(me.deck, [*trick, card]))
        if tab.klass[card] == rules.TRUMP and not me.can_be_beaten(card):
            return words.t("hint.top_trump")
        return words.tn(words.briefly("hint.take"), after)
    if me.partner(top_seat):
        if me.worth(card) < RICH:
            return None
        # It holds where only partners play after, or no card still out beats the partner's.
        rivals = [t for t in ((s.turn + i) % 4 for i in range(1, after + 1))
                  if not me.partner(t)]
        holds = not rivals or not me.can_be_beaten(card)
        key = "hint.feed_holds" if holds else "hint.feed"
        return words.tn(words.briefly(key), me.worth(card), player=words.player(top_seat),
                        card=_card(words, names, card))
    if winners or me.worth(card) > min(me.worth(c) for c in cards):
        return None
    led = tab.klass[trick[0]]
    key = "hint.must_follow" if tab.klass[card] == led else "hint.no_suit"
    if led == rules.TRUMP:
        situation = words.t(words.briefly(f"{key}.trump"))
    else:
        situation = words.t(words.briefly(key), suit=names.suit(led))
    named = _card(words, names, card)
    cost = words.t(words.briefly("hint.cost_none"), card=named) if not me.worth(card) \
        else words.tn(words.briefly("hint.cost_fewest"), me.worth(card), card=named)
    return words.t(words.briefly("hint.cannot_beat"), situation=situation,
                   top=_card(words, names, trick[ahead]), cost=cost)


__all__ = ["doppelkopf_hint"]
