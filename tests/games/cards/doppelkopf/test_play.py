"""The rules of thumb of the strong level's playouts, and the sampled deals it plays them on.

Every position is hand-made; the expected card is worked out in each test's docstring.
"""

from __future__ import annotations

import random

from accessible_games.games.cards.core import Rank
from accessible_games.games.cards.doppelkopf import play
from accessible_games.games.cards.doppelkopf.evaluation import evaluate
from accessible_games.games.cards.doppelkopf.game import DoppelkopfGame
from accessible_games.games.cards.doppelkopf.moves import Announce, PlayCard
from accessible_games.games.cards.doppelkopf.rules import FOX, QUEEN_OF_CLUBS, TRUMP
from accessible_games.games.cards.parse import parse_face
from tests.games.cards.doppelkopf.helpers import WORKED, dealt, hands_of, say


def _deal(fixed: dict[int, str]) -> list[list[str]]:
    """The seats in ``fixed`` hold those cards; the rest of the pack goes round the others
    in pack order."""
    deck = DoppelkopfGame({"deals": 1}).deck
    rest = [deck.face(c) for c in range(len(deck))]
    hands: list[list[str]] = [[], [], [], []]
    for seat, names in fixed.items():
        hands[seat] = names.split()
        for name in hands[seat]:
            rest.remove(parse_face(name))
    others = [s for s in range(4) if s not in fixed]
    names = {Rank.ACE: "a", Rank.TEN: "10", Rank.KING: "k", Rank.QUEEN: "q",
             Rank.JACK: "j", Rank.NINE: "9"}
    for i, face in enumerate(rest):
        assert face.suit is not None
        hands[others[i % len(others)]].append(names[face.rank] + face.suit.name[0].lower())
    return hands


def _face(state, move) -> str:
    assert isinstance(move, PlayCard)
    return str(state.deck.face(move.card))


def test_the_first_lead_is_an_ace_of_a_plain_suit():
    """Seat 0 of the worked deal leads trick 1 holding kc ac as as ah kh 10d qc 10h qs qd js:
    three plain suits with an ace, each with at least three cards out, none led yet: an ace."""
    state = dealt(hands_of(WORKED))
    say(state, "gesund", "gesund", "gesund", "gesund")
    move = play.card_move(state)
    assert isinstance(move, PlayCard)
    assert state.deck.rank(move.card) is Rank.ACE
    assert state.tab.klass[move.card] != TRUMP


def test_a_partner_smears_its_fox_under_the_winning_ten_of_hearts():
    """Seat 0 says Re (so the table knows it is Re) and leads a ten of hearts; seat 2 holds
    the other ten of hearts and a queen of clubs (Re: seat 0 is its known partner). No card
    out beats the first ten of hearts, so seat 2 adds its richest card that is not a high
    trump: the fox (11 points), not the nine of diamonds."""
    hands = _deal({0: "10h qc qs qh jc js ac ac as as ah ah",
                   2: "10h qc ad 9d kc kc ks ks kh kh 9c 9s"})
    state = dealt(hands)
    say(state, "gesund", "gesund", "gesund", "gesund", "re", "10h")
    say(state, _name(state, play.card_move(state)))  # seat 1, whatever its rule plays
    assert state.turn == 2
    assert state.deck.face(_card(play.card_move(state))) == FOX


def test_the_last_seat_takes_a_trick_with_its_fox_rather_than_a_queen():
    """Seat 3 plays last to 9d kd 9d (seat 1's king of diamonds wins) holding the fox and a
    queen of spades among its trumps: both win; the fox is a winner worth ten or more that is
    not a high trump, so it takes the trick home."""
    hands = _deal({0: "9d 10h qc qh jc js ac ac as as ah ah",
                   1: "kd 10h qc jh jd 10c 10c kc kc 9c 9c ks",
                   2: "9d 10d 10d kd qd qd jd jh ks 10s 10s 9s",
                   3: "ad ad qs qs qh js jc 9h 9h kh kh 9s"})
    state = dealt(hands)
    say(state, "gesund", "gesund", "gesund", "gesund", "9d", "kd", "9d")
    assert state.turn == 3
    assert state.deck.face(_card(play.card_move(state))) == FOX


def test_a_seat_that_cannot_win_throws_its_poorest_card():
    """Seat 1 must follow clubs to the ace of clubs and holds only the tens, kings and nines
    of clubs: nothing wins (the first ace wins), and it is not the known partner's trick (seat
    0 is not known to seat 1), so it throws a nine (0 points)."""
    hands = _deal({0: "ac ac 10h qc qh jc js as as ah ah 9d",
                   1: "10c 10c kc kc 9c 9c kd 10h qc jh jd ks"})
    state = dealt(hands)
    say(state, "gesund", "gesund", "gesund", "gesund", "ac")
    face = state.deck.face(_card(play.card_move(state)))
    assert face.rank is Rank.NINE


def test_the_search_weighs_the_rules_card_and_leaves_re_to_the_rule():
    """Seat 0 of the worked deal may say Re but its hand is not strong by the rule: the
    search tries the candidate cards and the rules-of-thumb card, and not Re."""
    state = dealt(hands_of(WORKED))
    say(state, "gesund", "gesund", "gesund", "gesund")
    moves = state.worth_searching(state.legal_moves())
    assert Announce(0) in state.legal_moves()
    assert Announce(0) not in moves
    assert play.card_move(state) in moves
    assert all(m in state.legal_moves() for m in moves)


def test_sampled_deals_keep_the_announcers_queens_and_the_voids_shown():
    """Seat 1 says Kontra (it holds no queen of clubs), seat 0 says Re without showing a
    queen, and in trick 1 seat 3 shows a void in clubs: every deal seat 2 imagines gives
    seat 0 a queen of clubs, seat 1 none, seat 3 no club, and seat 2 its own hand."""
    hands = _deal({0: "kc qc 10h qh jc js ac as as ah ah 9d",
                   1: "10c 10c ac 9c 9c kd 10h qs jh jd ks 9s",
                   3: "qs qh qd qd js jh jd ad ad 10d 10d kd"})
    state = dealt(hands)
    say(state, "gesund", "gesund", "gesund", "gesund", "re", "kc", "kontra", "9c")
    say(state, _name(state, play.card_move(state)))  # seat 2
    say(state, _name(state, play.card_move(state)))  # seat 3: no club to show
    view = state.redacted(2)
    queens = set(state.deck.ids_of(QUEEN_OF_CLUBS))
    clubs = state.tab.masks[0]
    rng = random.Random(5)
    for _ in range(200):
        full = view.sample_hidden(2, rng)
        assert sorted(full.hands[2]) == sorted(state.hands[2])
        assert any(c in queens for c in full.hands[0])
        assert not any(c in queens for c in full.hands[1])
        assert not any(clubs >> c & 1 for c in full.hands[3])


def _card(move) -> int:
    assert isinstance(move, PlayCard)
    return move.card


def _name(state, move) -> str:
    """A typed name of a card move ("qc")."""
    face = state.deck.face(_card(move))
    ranks = {Rank.ACE: "a", Rank.TEN: "10", Rank.KING: "k", Rank.QUEEN: "q", Rank.JACK: "j",
             Rank.NINE: "9"}
    assert face.suit is not None
    return ranks[face.rank] + face.suit.name[0].lower()


def test_sampled_deals_of_a_normal_game_give_no_seat_both_queens_of_clubs():
    """Seat 1 of the worked deal holds no queen of clubs; all said healthy, so a seat with
    both would have said wedding: the imagined deals (seeded) never give one seat both,
    though a plain deal of the unseen cards would in about a third of the draws."""
    state = dealt(hands_of(WORKED))
    say(state, "gesund", "gesund", "gesund", "gesund")
    view = state.redacted(1)
    queens = set(state.deck.ids_of(QUEEN_OF_CLUBS))
    rng = random.Random(11)
    for _ in range(100):
        full = view.sample_hidden(1, rng)
        assert all(sum(1 for c in hand if c in queens) < 2 for hand in full.hands)


def test_sampled_deals_give_an_announcer_the_trumps_its_announcement_implies():
    """Seat 1 says Kontra before its first card; seat 2 has seen nothing else of it. Dealing
    the unseen cards at random gives seat 1 fewer than six trumps in about a quarter of the
    draws; the imagined deals give it at least six (seeded draws; each keeps the best of
    eight)."""
    state = dealt(hands_of(WORKED))
    say(state, "gesund", "gesund", "gesund", "gesund")
    say(state, _name(state, play.card_move(state)), "kontra")
    view = state.redacted(2)
    rng = random.Random(3)
    trumps = [sum(1 for c in view.sample_hidden(2, rng).hands[1]
                  if state.tab.klass[c] == TRUMP) for _ in range(60)]
    assert min(trumps) >= 6


def test_a_playout_ends_valued_by_game_points_then_the_card_point_margin():
    """At the end of the worked deal (Re, seats 0 and 2, won with 187 card points and +3 each)
    a Re seat is worth 60 * 3 + 0.25 * (187 - 53) = 213.5 and a Kontra seat its negative; in a
    session of four deals the next deal has begun and the value is the same."""
    for deals in (1, 4):
        state = dealt(hands_of(WORKED), {"deals": deals})
        say(state, "gesund", "gesund", "gesund", "gesund")
        for _leader, cards in WORKED:
            say(state, *cards.split())
        assert [evaluate(state, seat) for seat in range(4)] == [213.5, -213.5, 213.5, -213.5]
