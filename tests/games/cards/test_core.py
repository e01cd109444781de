"""The card core: decks, typed names, braille cells, tricks, dealing by chance, hidden slots."""

from __future__ import annotations

import random

import pytest

from accessible_games.games.cards import braille, hidden, tricks
from accessible_games.games.cards.core import (
    DECK_NAMES,
    Face,
    Pattern,
    Rank,
    Suit,
    bits,
    make_deck,
    next_dealer,
    nth_bit,
)
from accessible_games.games.cards.parse import CardNameError, parse_face, parse_suit, short_code

QH = Face(Rank.QUEEN, Suit.HEARTS)
JC = Face(Rank.JACK, Suit.CLUBS)


def test_decks_as_data():
    sizes = {name: len(make_deck(name)) for name in DECK_NAMES}
    assert sizes == {"piquet32": 32, "skat32": 32, "doppelkopf48": 48, "french52": 52,
                     "french52j": 54, "double104": 104, "dog110": 110}
    double = make_deck("double104")
    twins = double.ids_of(QH)
    assert len(twins) == 2 and twins[0] != twins[1]  # equal cards, distinct ids
    assert make_deck("skat32").pattern is Pattern.GERMAN
    jokers = [f for f in make_deck("french52j").faces if f.is_joker]
    assert [j.joker for j in jokers] == [1, 2]
    with pytest.raises(KeyError):
        make_deck("tarot78")
    assert next_dealer(3, 4) == 0


@pytest.mark.parametrize("text", ["hd", "herz dame", "qh", "queen hearts", "queen of hearts",
                                  "Herz-Dame", "dh", "Dame Herz", "rot ober"])
def test_queen_of_hearts_typed_many_ways(text):
    assert parse_face(text) == QH


@pytest.mark.parametrize("text", ["Kreuz-Bube", "jc", "bube kreuz", "jack of clubs", "eichel unter",
                                  "cj", "kr b"])
def test_jack_of_clubs_typed_many_ways(text):
    assert parse_face(text) == JC


def test_numbers_tens_and_king_are_read_without_ambiguity():
    assert parse_face("10h") == parse_face("xh") == parse_face("h10") == Face(Rank.TEN, Suit.HEARTS)
    assert parse_face("kd") == parse_face("dk") == Face(Rank.KING, Suit.DIAMONDS)
    assert parse_face("7 of clubs") == parse_face("Kreuz Sieben") == Face(Rank.SEVEN, Suit.CLUBS)
    assert parse_suit("Schellen") is Suit.DIAMONDS and parse_suit("pik") is Suit.SPADES
    for bad in ("", "hello", "zz", "herz herz", "queen"):
        with pytest.raises(CardNameError):
            parse_face(bad)


@pytest.mark.parametrize("german", [True, False])
def test_every_short_code_reads_back_as_its_card_alone(german):
    """The code a refusal offers ("ka2" where "k2" is Kreuz- or Karo-Zwei) is one the parser
    reads as that card and no other, in German shorthand as in English."""
    for face in make_deck("french52").faces:
        code = short_code(face, german)
        assert code is not None and parse_face(code, german) == face, face
    assert short_code(Face(Rank.TWO, Suit.DIAMONDS), True) == "ka2"
    assert short_code(Face(Rank.QUEEN, Suit.CLUBS), True) == "krd"
    assert short_code(Face(Rank.QUEEN, Suit.CLUBS), False) == "qc"
    assert short_code(Face(Rank.TEN, Suit.DIAMONDS), True) == "kaz"  # "z Zehn", as help says


def test_braille_cells_follow_braille_playing_cards():
    deck = make_deck("french52")
    assert braille.letters(QH) == ("q", "h")
    assert braille.letters(Face(Rank.TEN, Suit.CLUBS)) == ("x", "c")
    assert braille.letters(Face(Rank.TWO, Suit.SPADES)) == ("b", "s")
    assert braille.letters(Face(Rank.ACE, Suit.DIAMONDS)) == ("a", "d")
    # ⠟ is q (dots 1-2-3-4-5), ⠓ is h (dots 1-2-5); one empty cell between cards.
    assert braille.card_cells(QH) == "⠟⠓"
    assert braille.line_cells([QH, JC]) == "⠟⠓⠀⠚⠉"
    codes = {braille.card_cells(f) for f in deck.faces}
    assert len(codes) == 52  # every card its own code


def test_german_braille_code_is_unambiguous():
    skat = make_deck("skat32")
    assert braille.letters(JC, Pattern.GERMAN) == ("u", "e")
    assert braille.letters(Face(Rank.KING, Suit.DIAMONDS), Pattern.GERMAN) == ("k", "sch")
    german = {braille.card_cells(f, Pattern.GERMAN) for f in skat.faces}
    assert len(german) == 32
    rank_cells = {braille.card_cells(f, p)[0] for p in Pattern for f in make_deck("french52").faces}
    suit_cells = {p: {braille.card_cells(f, p)[1] for f in skat.faces} for p in Pattern}
    assert len(rank_cells) == 15  # a, b-i, x, j, q, k, u, o: no rank cell means two ranks
    # A suit cell means one suit: only Herz (the same suit) shares its cell.
    assert suit_cells[Pattern.FRENCH] & suit_cells[Pattern.GERMAN] == {braille.cell((1, 2, 5))}
    jokers = [braille.card_cells(f) for f in make_deck("dog110").faces if f.is_joker]
    assert len(set(jokers)) == 3 and not set(jokers) & codes_of_french()


def codes_of_french() -> set[str]:
    return {braille.card_cells(f) for f in make_deck("french52").faces}


def test_trick_winner_follow_suit_and_trumps():
    deck = make_deck("french52")

    def c(text: str) -> int:
        return deck.ids_of(parse_face(text))[0]

    # Hearts led, no trump played: the highest heart wins.
    assert tricks.winning_index([c("5h"), c("kh"), c("as"), c("2h")], Suit.CLUBS, deck) == 1
    # A low trump beats the led suit; the higher trump wins.
    assert tricks.winning_index([c("ah"), c("2c"), c("kh"), c("3c")], Suit.CLUBS, deck) == 3
    # Without trumps an off-suit ace does nothing.
    assert tricks.trick_winner([c("5h"), c("ad"), c("6h"), c("2s")], 2, None, deck, 4) == 0
    hand = [c("2h"), c("ks"), c("as")]
    assert tricks.playable(hand, Suit.SPADES, deck) == [c("ks"), c("as")]
    assert tricks.playable(hand, Suit.DIAMONDS, deck) == hand
    # Equal cards of a double pack: the first played wins.
    double = make_deck("double104")
    a, b = double.ids_of(QH)
    assert tricks.winning_index([a, b], None, double) == 0


def test_fill_slots_respects_every_mask_and_finds_tight_deals():
    rng = random.Random(3)
    pool = list(range(8))
    masks = [0b00000011, 0b00000011, 0b11111100, 0b11111100, 0b11111111, 0b11111111,
             0b11110000, 0b00001100]
    for _ in range(200):
        cards = hidden.fill_slots(masks, pool, rng)
        assert sorted(cards) == pool
        assert all(m >> c & 1 for m, c in zip(masks, cards, strict=True))
    with pytest.raises(ValueError):
        hidden.fill_slots([1, 1], [0, 1], rng)


def test_nth_bit_is_the_card_at_that_place_of_the_mask_s_list():
    rng = random.Random(5)
    masks = [0b1, 0b10110, (1 << 109) | 1, (1 << 110) - 1, 0xFFFF0000FFFF]
    masks += [rng.getrandbits(rng.choice((8, 32, 52, 110))) | 1 for _ in range(200)]
    for mask in masks:
        assert [nth_bit(mask, i) for i in range(mask.bit_count())] == bits(mask)
    for mask, index in ((0, 0), (0b101, 2), (0b101, -1)):
        with pytest.raises(IndexError):
            nth_bit(mask, index)


def test_fill_slots_deals_as_choosing_from_the_list_of_allowed_cards_did():
    """The deal drawn from a seed stays what it was when each slot's card was chosen from a
    list of the allowed cards, so the computer's imagined deals (and its play) did not change
    when the list was dropped."""
    def by_list(masks, pool, rng):
        pool_mask = sum(1 << c for c in pool)
        order = list(range(len(masks)))
        rng.shuffle(order)
        order.sort(key=lambda i: (masks[i] & pool_mask).bit_count())
        free, result = pool_mask, [-1] * len(masks)
        for index in order:
            card = rng.choice(bits(masks[index] & free))
            result[index] = card
            free &= ~(1 << card)
        return result

    pool = list(range(0, 110, 2))
    wide, narrow = sum(1 << c for c in pool), sum(1 << c for c in pool[:20])
    masks = [wide] * 35 + [narrow] * 20
    for seed in range(20):
        assert hidden.fill_slots(masks, pool, random.Random(seed)) == by_list(
            masks, pool, random.Random(seed))


def test_remove_slot_takes_the_narrowest_fitting_slot():
    slots = [0b1111, 0b0011, 0b0110]
    hidden.remove_slot(slots, 1)
    assert slots == [0b1111, 0b0110]
    assert bits(0b10110) == [1, 2, 4]


def test_a_seats_view_reads_back_and_a_card_in_two_places_is_refused() -> None:
    """A redacted view's text (others' cards unknown) reads back, as the online mirror needs;
    a text that names a card twice, or lacks a place, is still refused."""
    import json

    import pytest

    from accessible_games.engine.types import InvalidPositionError
    from accessible_games.lineup import REGISTRY

    for game_id in ("mau-mau", "whist"):
        game = REGISTRY.create(game_id)
        state = game.new_state()
        while state.to_move < 0:  # deal: the first outcome of every chance turn
            state.apply(state.chance_outcomes()[0][0])
        view_text = state.redacted(0).to_text()
        assert game.parse_position(view_text).to_text() == view_text
        data = json.loads(state.to_text())
        hands = data["hands"]
        doubled = dict(data, hands=[hands[0] + [hands[1][0]]] + hands[1:])
        with pytest.raises(InvalidPositionError):
            game.parse_position(json.dumps(doubled))
        short = dict(data, hands=[hands[0][1:]] + hands[1:])
        with pytest.raises(InvalidPositionError):
            game.parse_position(json.dumps(short))


@pytest.mark.parametrize("game_id", ["mau-mau", "whist", "doppelkopf", "dog"])
def test_a_card_is_dealt_as_the_engine_draws_a_chance_outcome(game_id):
    """The card games' quick sample_chance deals the card the engine's default draws from the
    list of every outcome with the same generator, so seeded games stayed as they were."""
    from accessible_games.engine.state import State
    from accessible_games.engine.types import TurnKind
    from accessible_games.lineup import REGISTRY

    for seed in range(6):
        state = REGISTRY.create(game_id).new_state(random.Random(seed)).playout_copy()
        quick, default, chooser = random.Random(seed), random.Random(seed), random.Random(seed)
        dealt = 0
        while not state.is_terminal() and dealt < 150:
            if state.turn_kind is TurnKind.CHANCE:
                move = state.sample_chance(quick)
                assert move == State.sample_chance(state, default)
                dealt += 1
            else:
                move = chooser.choice(state.legal_moves())
            state.apply(move)
        assert dealt > 20
