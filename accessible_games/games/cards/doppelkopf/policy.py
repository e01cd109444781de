"""The computer's rules for reservations and announcements (its search plays only the cards).

The strong and intermediate levels search over sampled deals (perfect-information Monte Carlo),
and every sampled deal shows the searcher all the cards: a search over reservations names solos
that only a player who sees every hand would risk, and one over announcements says Re whenever
the sampled deal happens to be won. So :meth:`DoppelkopfState.search_moves` hands these two
decisions to the rules below, which read only the deciding seat's own hand and public facts,
and leaves the search to choose among the cards.

Cards (the search's candidates): the strong and intermediate levels play each candidate card
out to the end of the deal on every sampled deal, every seat following the rules of thumb of
:mod:`.play` (``State.worth_searching``, :mod:`accessible_games.ai.playouts`). A playout costs
about 2 ms, so the search considers only the cards a player would seriously weigh
(:func:`candidates`), and the rules-of-thumb card itself: when leading, an ace of a plain suit
not yet led, the lowest and the highest trump, and the poorest card; when following, the
cheapest and the highest card that wins the trick so far, the poorest card, and the richest
card that is not a high trump (to give points to a partner). With two cards or fewer to choose
from, all of them.

Reservation (before the first card):

* A *clear solo* of a contract: its trumps in the hand number at least three more than an
  opponent's average share of the rest (``trumps >= ceil((pack trumps - trumps) / 3) + 3``),
  the hand holds at least two of the contract's four highest trump cards (counting both copies),
  and at most two of its other cards are *side losers* (neither an ace nor a ten beside the ace
  of its suit). Among several clear solos the one with the largest trump margin is named (ties:
  the lower contract number). The meatless solo is never named by this rule.
* Else a wedding with both queens of clubs, else healthy. A seat that must play its compulsory
  solo names its best solo by the same margin.

Announcement (Re or Kontra only; the higher announcements are never made by the computer):

* in a normal game or a clarified wedding, with at least seven trumps of which at least three
  are among the six highest (the tens of hearts, the queens of clubs and of spades), or
* when the seat's party is known to the seat and its tricks already hold 121 card points (the
  deal is won; an answer to the other party's announcement included), or
* as a soloist whose hand passes the clear-solo test of its contract.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from accessible_games.engine.types import Move, Player
from accessible_games.games.cards.core import Deck, Face, Rank, Suit
from accessible_games.games.cards.doppelkopf import knowledge, rules
from accessible_games.games.cards.doppelkopf.moves import Announce, PlayCard, Reservation, Reserve
from accessible_games.games.cards.doppelkopf.rules import Contract

if TYPE_CHECKING:
    from accessible_games.games.cards.doppelkopf.game import DoppelkopfState

SOLOS = (Contract.QUEEN_SOLO, Contract.JACK_SOLO, Contract.CLUBS_SOLO, Contract.SPADES_SOLO,
         Contract.HEARTS_SOLO, Contract.DIAMONDS_SOLO)
"""The solos the rule may name (not the meatless one)."""

WON = 121
"""Card points that win a normal deal for Re (Kontra's 120 ties it; 121 is safe for both)."""


def solo_margin(hand: Sequence[int], deck: Deck, contract: Contract) -> int:
    """How many trumps ``hand`` holds in ``contract`` beyond the clear-solo minimum (negative:
    too few). Only the trump count is measured here; see :func:`clear_solo`."""
    tab = rules.table(deck, contract)
    mine = sum(1 for c in hand if tab.klass[c] == rules.TRUMP)
    pack = bin(tab.masks[rules.TRUMP]).count("1")
    return mine - (-(-(pack - mine) // 3) + 4)


def clear_solo(hand: Sequence[int], deck: Deck, contract: Contract) -> bool:
    """True when ``hand`` is a clear solo of ``contract`` by the module's rule."""
    if solo_margin(hand, deck, contract) < 0:
        return False
    tab = rules.table(deck, contract)
    trump_strengths = sorted((tab.strength[c] for c in range(len(deck))
                              if tab.klass[c] == rules.TRUMP), reverse=True)
    top = trump_strengths[3]
    high = sum(1 for c in hand if tab.klass[c] == rules.TRUMP and tab.strength[c] >= top)
    if high < 2:
        return False
    aces = {tab.klass[c] for c in hand
            if tab.klass[c] != rules.TRUMP and deck.rank(c) is Rank.ACE}
    losers = sum(1 for c in hand if tab.klass[c] != rules.TRUMP and deck.rank(c) is not Rank.ACE
                 and not (deck.rank(c) is Rank.TEN and tab.klass[c] in aces))
    return losers <= 2


def reservation(hand: Sequence[int], deck: Deck, queens_of_clubs: int,
                forced: bool = False) -> Reservation:
    """The reservation the rule names for ``hand`` (see the module's description).

    Args:
        hand: the seat's twelve (or ten) cards.
        deck: the pack.
        queens_of_clubs: how many queens of clubs the hand holds.
        forced: the seat must play its compulsory solo now.
    """
    clear = [c for c in SOLOS if clear_solo(hand, deck, c)]
    pool = clear or (list(SOLOS) if forced else [])
    if pool:
        best = max(pool, key=lambda c: (solo_margin(hand, deck, c), -c.value))
        return Reservation(best.value)
    return Reservation.WEDDING if queens_of_clubs == 2 else Reservation.HEALTHY


HIGH = (rules.DULLE, rules.QUEEN_OF_CLUBS, Face(Rank.QUEEN, Suit.SPADES))
"""The three highest trump faces of the normal game (six cards)."""


def strong_hand(hand: Sequence[int], deck: Deck) -> bool:
    """At least seven trumps of the normal game, three of them among its six highest (the
    tens of hearts, the queens of clubs and of spades)."""
    tab = rules.table(deck, Contract.NORMAL)
    trumps = [c for c in hand if tab.klass[c] == rules.TRUMP]
    high = sum(1 for c in trumps if deck.face(c) in HIGH)
    return len(trumps) >= 7 and high >= 3


def party_points(state: DoppelkopfState, seat: Player) -> int | None:
    """The card points of the tricks won by seats ``seat`` knows to share its party (None when
    the seat does not know its own party)."""
    known = knowledge.known_parties(state, seat)
    mine = known[seat][0]
    if mine is None:
        return None
    return sum(worth for _leader, winner, worth, *_cards in state.tricks
               if known[winner][0] == mine)


def should_announce(state: DoppelkopfState, seat: Player) -> bool:
    """True when the rule says ``seat`` (to move, with Re or Kontra open to it) announces."""
    hand = state.hands[seat]
    points = party_points(state, seat)
    if points is not None and points >= WON:
        return True
    contract = Contract(state.contract)
    if contract.is_solo:
        return seat == state.soloist and clear_solo(hand, state.deck, contract)
    return strong_hand(hand, state.deck)


def search_moves(state: DoppelkopfState) -> list[Move]:
    """The moves the computer's search chooses among: the rule's reservation alone; the rule's
    announcement alone, or only the cards when the rule says not to announce."""
    legal = state.legal_moves()
    if not legal:
        return legal
    seat = state.seat_to_move()
    first = legal[0]
    if isinstance(first, Reserve):
        hand = state.hands[seat]
        kind = reservation(hand, state.deck, knowledge.own_queens(state, seat),
                           forced=seat == state.forced)
        ruled = Reserve(kind)
        return [ruled] if ruled in legal else legal
    if not isinstance(first, Announce):
        return candidates(state, legal)
    if Announce(0) in legal and should_announce(state, seat):
        return [Announce(0)]
    return candidates(state, [m for m in legal if isinstance(m, PlayCard)]) or legal


def candidates(state: DoppelkopfState, moves: list[Move]) -> list[Move]:
    """The cards among ``moves`` worth searching, in ``moves`` order (see the module's
    description): leading, the ace of a plain suit not yet led, the lowest and the highest
    trump and the poorest card; following, the cheapest and the highest winning card, the
    poorest card and the richest card below the high trumps."""
    cards = [m.card for m in moves if isinstance(m, PlayCard)]
    if len(cards) <= 2:
        return list(moves)
    tab, deck = state.tab, state.deck

    def worth(card: int) -> int:
        return rules.CARD_POINTS[deck.rank(card)]

    def power(card: int) -> tuple[int, int]:
        return (int(tab.klass[card] == rules.TRUMP), tab.strength[card])

    chosen: set[int] = {min(cards, key=lambda c: (worth(c), power(c)))}
    trumps = [c for c in cards if tab.klass[c] == rules.TRUMP]
    if not state.trick:
        led = {tab.klass[c] for i, (_, c) in enumerate(state.played) if i % 4 == 0}
        aces = [c for c in cards if tab.klass[c] != rules.TRUMP and deck.rank(c) is Rank.ACE
                and tab.klass[c] not in led]
        chosen.update(aces[:1])
        if trumps:
            chosen.update((min(trumps, key=power), max(trumps, key=power)))
    else:
        size = len(state.trick)
        winners = [c for c in cards
                   if rules.winning_index([*state.trick, c], tab, deck, state.second_ten) == size]
        if winners:
            chosen.update((min(winners, key=power), max(winners, key=power)))
        soft = [c for c in cards if not (tab.klass[c] == rules.TRUMP and tab.strength[c] > 8)]
        if soft:
            chosen.add(max(soft, key=lambda c: (worth(c), -power(c)[1])))
    return [m for m in moves if isinstance(m, PlayCard) and m.card in chosen]
