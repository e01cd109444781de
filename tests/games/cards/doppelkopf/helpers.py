"""Hand-made Doppelkopf deals for the tests: deal chosen hands, play tricks by card names."""

from __future__ import annotations

from accessible_games.games.cards.core import Face, Rank, Suit
from accessible_games.games.cards.doppelkopf.game import DoppelkopfGame, DoppelkopfState
from accessible_games.games.cards.parse import parse_face
from accessible_games.games.cards.state import Deal

# The worked deal (a normal game, dealer West = seat 3, so seat 0 leads). Each trick lists its
# leader and the cards in playing order. Re: seats 0 and 2 (each plays a queen of clubs).
# Winners and points worked by hand:
#  1 L0 ♣K ♣9 ♣K ♣9   -> 0 (first king)      8
#  2 L0 ♣A ♣10 ♣A ♣10 -> 0 (first ace)      42  Doppelkopf for Re
#  3 L0 ♠A ♠9 ♠K ♠10  -> 0                  25
#  4 L0 ♠A ♠10 ♠9 ♠K  -> 0                  25
#  5 L0 ♥A ♥K ♥9 ♥A   -> 0 (first ace)      26
#  6 L0 ♥K ♥9 ♦J ♦9   -> 2 (jack trumps)     6
#  7 L2 ♦A ♥10 ♦10 ♦K -> 3 (ten of hearts)  35  Kontra catches seat 2's fox
#  8 L3 ♦A ♣Q ♦K ♦10  -> 0 (queen of clubs) 28  Re catches seat 3's fox
#  9 L0 ♥10 ♥J ♣Q ♦9  -> 0                  15
# 10 L0 ♠Q ♥Q ♠Q ♦Q   -> 0 (first ♠Q)       12
# 11 L0 ♦Q ♥J ♦J ♥Q   -> 3 (♥Q)             10
# 12 L3 ♣J ♠J ♣J ♠J   -> 3 (first ♣J)        8  Karlchen for Kontra
# Re 8+42+25+25+26+6+28+15+12 = 187 in 9 tricks, Kontra 35+10+8 = 53 in 3 tricks.
WORKED = (
    (0, "kc 9c kc 9c"), (0, "ac 10c ac 10c"), (0, "as 9s ks 10s"), (0, "as 10s 9s ks"),
    (0, "ah kh 9h ah"), (0, "kh 9h jd 9d"), (2, "ad 10h 10d kd"), (3, "ad qc kd 10d"),
    (0, "10h jh qc 9d"), (0, "qs qh qs qd"), (0, "qd jh jd qh"), (3, "jc js jc js"),
)
WORKED_WINNERS = (0, 0, 0, 0, 0, 2, 3, 0, 0, 0, 3, 3)
WORKED_POINTS = (8, 42, 25, 25, 26, 6, 35, 28, 15, 12, 10, 8)


def hands_of(tricks: tuple[tuple[int, str], ...]) -> list[list[str]]:
    """Each seat's cards (names) from a full list of tricks."""
    hands: list[list[str]] = [[], [], [], []]
    for leader, cards in tricks:
        for i, name in enumerate(cards.split()):
            hands[(leader + i) % 4].append(name)
    return hands


def deal_with(hand: list[str], seat: int = 0) -> list[list[str]]:
    """``seat`` holds ``hand``; the rest of the pack goes round to the other seats in pack
    order (the next seat first)."""
    deck = DoppelkopfGame({"deals": 1}).deck
    rest = [deck.face(c) for c in range(len(deck))]
    for name in hand:
        rest.remove(parse_face(name))
    hands: list[list[str]] = [[], [], [], []]
    hands[seat] = list(hand)
    for i, face in enumerate(rest):
        hands[(seat + 1 + i % 3) % 4].append(card_name(face))
    return hands


def card_name(face: Face) -> str:
    """A face's typed name ("10h", "qc")."""
    ranks = {Rank.ACE: "a", Rank.TEN: "10", Rank.KING: "k", Rank.QUEEN: "q", Rank.JACK: "j",
             Rank.NINE: "9"}
    suits = {Suit.CLUBS: "c", Suit.SPADES: "s", Suit.HEARTS: "h", Suit.DIAMONDS: "d"}
    assert face.suit is not None
    return ranks[face.rank] + suits[face.suit]


def dealt(hands: list[list[str]], options: dict | None = None) -> DoppelkopfState:
    """A new deal in which seat s holds ``hands[s]`` (dealer West, seat 3, by default)."""
    game = DoppelkopfGame({"deals": 1, "dealer": 3, **(options or {})})
    state = game.new_state()
    deck = state.deck
    free = list(range(len(deck)))
    ids: list[list[int]] = []
    for names in hands:
        row = []
        for name in names:
            face = parse_face(name)
            card = next(c for c in free if deck.face(c) == face)
            free.remove(card)
            row.append(card)
        ids.append(row)
    assert not free, "the hands must hold the whole pack"
    while state.pending:
        to = state.pending[0][0]
        state.play(Deal(ids[to].pop(0), to))
    return state


def say(state: DoppelkopfState, *words: str) -> list:
    """Type each word (reservation, announcement or card) for the player to move."""
    events: list = []
    for word in words:
        events.extend(state.play(state.parse_move(word)))
    return events


def worked_state(options: dict | None = None) -> DoppelkopfState:
    """The worked deal dealt, with every seat healthy."""
    state = dealt(hands_of(WORKED), options)
    say(state, "gesund", "gesund", "gesund", "gesund")
    return state
