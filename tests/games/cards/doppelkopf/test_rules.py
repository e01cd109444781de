"""Trump ladders of every contract, following by classes, the trick's winner."""

from __future__ import annotations

import pytest

from accessible_games.games.cards.core import Face, Rank, Suit
from accessible_games.games.cards.doppelkopf import rules
from accessible_games.games.cards.doppelkopf.rules import Contract
from accessible_games.games.cards.parse import parse_face


def _faces(text: str) -> tuple[Face, ...]:
    return tuple(parse_face(w) for w in text.split())


NORMAL = "10h qc qs qh qd jc js jh jd ad 10d kd 9d"

LADDERS = {
    Contract.NORMAL: NORMAL,
    Contract.WEDDING: NORMAL,
    Contract.DIAMONDS_SOLO: NORMAL,
    Contract.CLUBS_SOLO: "10h qc qs qh qd jc js jh jd ac 10c kc 9c",
    Contract.SPADES_SOLO: "10h qc qs qh qd jc js jh jd as 10s ks 9s",
    Contract.HEARTS_SOLO: "10h qc qs qh qd jc js jh jd ah kh 9h",
    Contract.QUEEN_SOLO: "qc qs qh qd",
    Contract.JACK_SOLO: "jc js jh jd",
    Contract.MEATLESS: "",
}


@pytest.mark.parametrize("contract", list(Contract))
def test_each_contract_has_its_trump_ladder(contract):
    assert rules.trump_ladder(contract) == _faces(LADDERS[contract])


def test_plain_suits_rank_by_contract():
    assert rules.plain_ladder(Contract.NORMAL, Suit.HEARTS) == _faces("ah kh 9h")
    assert rules.plain_ladder(Contract.NORMAL, Suit.CLUBS) == _faces("ac 10c kc 9c")
    assert rules.plain_ladder(Contract.QUEEN_SOLO, Suit.HEARTS) == _faces("ah 10h kh jh 9h")
    assert rules.plain_ladder(Contract.JACK_SOLO, Suit.SPADES) == _faces("as 10s ks qs 9s")
    assert rules.plain_ladder(Contract.MEATLESS, Suit.DIAMONDS) == _faces("ad 10d kd qd jd 9d")
    assert rules.plain_ladder(Contract.HEARTS_SOLO, Suit.HEARTS) == ()


def test_the_pack_has_240_points_with_and_without_nines():
    for nines, size in ((True, 48), (False, 40)):
        deck = rules.make_pack(nines)
        assert len(deck) == size
        assert rules.points(deck, range(size)) == 240


def _ids(deck, text):
    used: set[int] = set()
    out = []
    for face in _faces(text):
        card = next(c for c in deck.ids_of(face) if c not in used)
        used.add(card)
        out.append(card)
    return out


@pytest.mark.parametrize(("contract", "trick", "index"), [
    (Contract.NORMAL, "10h 10h qc jd", 0),     # the first ten of hearts wins
    (Contract.NORMAL, "ah 9d ah kh", 1),       # a diamond nine trumps the hearts
    (Contract.NORMAL, "qh jc ah qs", 3),
    (Contract.QUEEN_SOLO, "10h qd jh ah", 1),  # the ten of hearts is a plain heart
    (Contract.QUEEN_SOLO, "ah 10h kh jh", 0),
    (Contract.JACK_SOLO, "qc 10c jd ac", 2),
    (Contract.MEATLESS, "qc ac kh jc", 1),
    (Contract.HEARTS_SOLO, "ah 10d kh 9h", 0),  # hearts are trumps; the ten of diamonds plain
    (Contract.CLUBS_SOLO, "ad 9c kd 9c", 1),
])
def test_trick_winners(contract, trick, index):
    deck = rules.make_pack()
    tab = rules.table(deck, contract)
    assert rules.winning_index(_ids(deck, trick), tab, deck) == index


def test_second_ten_of_hearts_beats_the_first_only_as_the_house_rule():
    deck = rules.make_pack()
    tab = rules.table(deck, Contract.NORMAL)
    cards = _ids(deck, "10h qc 10h jd")
    assert rules.winning_index(cards, tab, deck) == 0
    assert rules.winning_index(cards, tab, deck, second_ten=True) == 2


def test_following_is_by_class_not_by_printed_suit():
    deck = rules.make_pack()
    tab = rules.table(deck, Contract.NORMAL)
    hand = _ids(deck, "qh 9h jd ac")
    led = _ids(deck, "kh")[0]  # plain hearts led: the queen of hearts is a trump
    assert [deck.face(c) for c in rules.playable(hand, led, tab)] == [
        Face(Rank.NINE, Suit.HEARTS)]
    trump = _ids(deck, "9d")[0]
    assert {deck.face(c) for c in rules.playable(hand, trump, tab)} == set(_faces("qh jd"))


def test_a_card_played_names_the_class_it_did_not_follow():
    """Over random deals: a card of another class than the lead's carries that class (trumps
    included, a queen of hearts on a plain heart lead is a trump), a trump marks it trumped,
    and a card that follows or leads carries nothing."""
    import random

    from accessible_games.engine.types import TurnKind
    from accessible_games.games.cards.doppelkopf.game import DoppelkopfGame
    from accessible_games.games.cards.doppelkopf.moves import PlayCard
    from accessible_games.games.cards.events import CardPlayed

    rng = random.Random(8)
    renounced: set[int] = set()
    for _ in range(6):
        state = DoppelkopfGame({"deals": 1}).new_state()
        while not state.is_terminal():
            if state.turn_kind is TurnKind.CHANCE:
                state.play(state.sample_chance(rng))
                continue
            move = rng.choice(state.legal_moves())
            led, klass = state.led(), state.tab.klass
            events = [e for e in state.play(move) if isinstance(e, CardPlayed)]
            if not isinstance(move, PlayCard):
                assert not events
                continue
            (event,) = events
            if led is None or klass[move.card] == klass[led]:
                assert (event.renounced, event.trumped) == (-1, False)
            else:
                assert event.renounced == klass[led]
                assert event.trumped == (klass[move.card] == rules.TRUMP)
                renounced.add(event.renounced)
    assert rules.TRUMP in renounced and len(renounced) >= 3
