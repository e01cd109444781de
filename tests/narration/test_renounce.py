"""A card that does not follow the trick is told with what it did not follow, in Whist and
Doppelkopf, at every verbosity and in the summary of cards since the listener's turn."""

from __future__ import annotations

import itertools

import pytest

from accessible_games.games.cards.core import Suit
from accessible_games.games.cards.doppelkopf import rules
from accessible_games.games.cards.doppelkopf.game import DoppelkopfGame
from accessible_games.games.cards.events import CardPlayed
from accessible_games.games.cards.parse import parse_face
from accessible_games.games.cards.tricks import PlayCard
from accessible_games.games.cards.whist.game import WhistGame
from accessible_games.narration.describer import Verbosity
from accessible_games.narration.games.doppelkopf import DoppelkopfDescriber
from accessible_games.narration.games.whist import WhistDescriber

WHIST = WhistGame()
TWO_OF_HEARTS = WHIST.deck.ids_of(parse_face("2h"))[0]
SPADES = Suit.SPADES.value


def whist(lang: str, verbosity: Verbosity = Verbosity.NORMAL) -> WhistDescriber:
    describer = WhistDescriber(WHIST, lang, verbosity)
    describer.you = 2  # South listens
    return describer


@pytest.mark.parametrize(("lang", "seat", "trumped", "expected"), [
    ("en", 3, False, "West discards the two of hearts: no spades."),
    ("en", 3, True, "West trumps with the two of hearts: no spades."),
    ("en", 2, False, "You discard the two of hearts."),
    ("en", 2, True, "You trump with the two of hearts."),
    ("de", 3, False, "West kann Pik nicht bedienen und wirft Herz-Zwei ab."),
    ("de", 3, True, "West kann Pik nicht bedienen und sticht mit Herz-Zwei."),
    ("de", 2, False, "Du wirfst Herz-Zwei ab."),
    ("de", 2, True, "Du stichst mit Herz-Zwei."),
])
def test_whist_tells_a_discard_and_a_ruff_with_the_suit_led(lang, seat, trumped, expected):
    assert whist(lang).event_line(CardPlayed(seat, TWO_OF_HEARTS, SPADES, trumped)) == expected


@pytest.mark.parametrize(("lang", "followed", "renounced"), [
    ("en", "West plays the two of hearts.", "West: two of hearts, no spades."),
    ("de", "West spielt Herz-Zwei.", "West: Herz-Zwei, kein Pik."),
])
def test_a_card_that_follows_is_told_as_before_and_brief_keeps_the_renounce(
        lang, followed, renounced):
    assert whist(lang).event_line(CardPlayed(3, TWO_OF_HEARTS)) == followed
    brief = whist(lang, Verbosity.BRIEF)
    assert brief.event_line(CardPlayed(3, TWO_OF_HEARTS, SPADES, False)) == renounced


@pytest.mark.parametrize(("lang", "card", "led", "trumped", "expected"), [
    ("en", "kc", rules.TRUMP, False, "King of clubs from North: no trumps."),
    ("en", "kh", Suit.SPADES.value, False, "King of hearts from North: no spades."),
    ("en", "jd", Suit.SPADES.value, True, "Jack of diamonds from North, a trump: no spades."),
    ("de", "kc", rules.TRUMP, False, "Kreuz-König von Nord, Trumpf nicht bedient."),
    ("de", "kh", Suit.SPADES.value, False, "Herz-König von Nord, Pik nicht bedient."),
    ("de", "jd", Suit.HEARTS.value, True, "Karo-Bube von Nord sticht Herz ab."),
])
def test_doppelkopf_tells_trumps_or_a_suit_not_followed(lang, card, led, trumped, expected):
    """A trump on a plain suit is told as one ("sticht ab", as a player says it, and as the
    card that takes the trick says it): a play-tester heard "Kreuz-Zehn von Ost, Pik nicht
    bedient." in a clubs solo and could not tell a ruff from a discard."""
    game = DoppelkopfGame()
    played = game.deck.ids_of(parse_face(card))[0]
    describer = DoppelkopfDescriber(game, lang)
    describer.you = 2
    told = describer.event_line(CardPlayed(0, played, led, trumped))
    assert told == expected


def _turns(state, rng):
    """Every position of random play where a player is to move; cards are played at random
    (announcements and reservations only where no card may be played)."""
    from accessible_games.engine.types import TurnKind

    while not state.is_terminal():
        if state.turn_kind is TurnKind.CHANCE:
            state.play(state.sample_chance(rng))
            continue
        yield state
        plays = [m for m in state.legal_moves() if m.notation.startswith("play")]
        state.play(rng.choice(plays or state.legal_moves()))


def _random_tricks(state, rng, seen: int):
    """The first ``seen`` positions of random play with a trick begun."""
    return itertools.islice((s for s in _turns(state, rng) if s.trick), seen)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_trick_and_the_last_trick_mark_each_card_that_did_not_follow(lang):
    """Asked for the trick, a listener hears who did not follow without comparing suits:
    "West the two of hearts (no spades)", and who trumped: "(trumped, no spades)". Over random
    play in Whist and Doppelkopf, the number of marks is the number of cards of another suit
    (Doppelkopf: class) than the lead's, in the trick on the table and in the last trick
    taken, and the number of ruffs the number of those that are trumps."""
    import random

    plain, ruff = {"en": (" (no ", " (trumped, no "),
                   "de": (" nicht bedient)", " abgestochen)")}[lang]

    def marks(text: str) -> tuple[int, int]:
        """The cards marked as not following, and those of them marked as ruffs."""
        return text.count(plain) + text.count(ruff), text.count(ruff)

    def off(cards, klass, trump) -> tuple[int, int]:
        others = [klass(c) for c in cards if klass(c) != klass(cards[0])]
        return len(others), others.count(trump)

    whist = WhistGame()
    describer = WhistDescriber(whist, lang)
    checked = marked = ruffed = 0
    for state in _random_tricks(whist.new_state(), random.Random(3), 40):
        suit = whist.deck.suit
        assert marks(describer.table_text(state)) == off(state.trick, suit, state.trump_suit())
        if state.last_trick:
            told = off(state.last_trick[1:], suit, state.trump_suit())
            assert marks(describer.last_trick_text(state)) == told
            marked, ruffed = marked + told[0], ruffed + told[1]
        checked += 1
    game = DoppelkopfGame({"deals": 1})
    told = DoppelkopfDescriber(game, lang)
    for state in _random_tricks(game.new_state(), random.Random(5), 30):  # a deal has 36
        klass = state.tab.klass.__getitem__
        now = off(state.trick, klass, rules.TRUMP)
        assert marks(told.table_text(state)) == now
        if state.tricks:
            cards = state.tricks[-1][3:]
            assert marks(told.last_trick_text(state)) == off(cards, klass, rules.TRUMP)
        marked, ruffed = marked + now[0], ruffed + now[1]
        checked += 1
    assert checked == 70 and marked >= 10 and ruffed >= 3


@pytest.mark.parametrize(("lang", "yours", "theirs", "follow", "ahead"), [
    ("en", "{p}, your lead.", "{p} to lead.", "{p}, your turn.", " {w} is winning so far."),
    ("de", "{p}, du kommst raus.", "{p} kommt raus.", "{p}, du bist am Zug.", " Vorn liegt {w}."),
])
def test_the_player_who_begins_a_trick_hears_it_is_their_lead(lang, yours, theirs, follow,
                                                              ahead):
    """As at the table ("your lead", "du kommst raus"): whoever begins a trick may play any
    card, which "your turn" did not say; whoever follows two cards or more is then told who
    is winning the trick (its first card played, then the highest) in the turn prompt after
    the moves, not in "status", which reads the trick itself. Over a random Whist deal and a
    Doppelkopf one."""
    import random

    tables = ((WHIST, WhistDescriber), (DoppelkopfGame({"deals": 1}), DoppelkopfDescriber))
    for game, make in tables:
        describer = make(game, lang)
        brief = make(game, lang, Verbosity.BRIEF)
        leads = 0
        for state in _turns(game.new_state(), random.Random(2)):
            seat = state.to_move
            name = describer.player(seat)
            if not any(m.notation.startswith("play") for m in state.legal_moves()):
                continue  # Doppelkopf's reservations
            if not state.trick:
                leads += 1
                assert describer.turn_text(state, seat) == yours.format(p=name)
                assert describer.turn_text(state, (seat + 1) % 4) == theirs.format(p=name)
            else:
                winner = describer.player((state.leader + state.ahead()) % 4)
                said = ahead.format(w=winner) if len(state.trick) > 1 else ""
                assert describer.turn_text(state, seat) == follow.format(p=name)  # "status"
                assert describer.turn_prompt(state, seat) == follow.format(p=name) + said
                other = describer.turn_prompt(state, (seat + 1) % 4)  # only to the follower
                assert not said or not other.endswith(said)
                assert brief.turn_prompt(state, seat) == follow.format(p=name)  # turn alone
            if leads == 8:
                break
        assert leads == 8


@pytest.mark.parametrize(("lang", "seat", "expected"), [
    ("en", 0, "North overtrumps with the two of hearts: no spades."),
    ("en", 2, "You overtrump with the two of hearts."),
    ("de", 0, "Nord kann Pik nicht bedienen und übersticht mit Herz-Zwei."),
    ("de", 2, "Du überstichst mit Herz-Zwei."),
])
def test_whist_tells_a_ruff_over_a_ruff_as_overtrumping(lang, seat, expected):
    """A play-tester heard "Nord kann Kreuz nicht bedienen und sticht mit Herz-Neun." after
    West had already trumped the trick."""
    played = CardPlayed(seat, TWO_OF_HEARTS, SPADES, True, True)
    assert whist(lang).event_line(played) == expected


@pytest.mark.parametrize(("lang", "seat", "expected"), [
    ("en", 0, "North undertrumps with the two of hearts: no spades."),
    ("en", 2, "You undertrump with the two of hearts."),
    ("de", 0, "Nord kann Pik nicht bedienen und trumpft mit Herz-Zwei unter."),
    ("de", 2, "Du trumpfst mit Herz-Zwei unter."),
])
def test_whist_tells_a_ruff_under_a_higher_trump_as_undertrumping(lang, seat, expected):
    """It said "North trumps with the two of hearts." ("sticht mit"), as if the two took the
    trick from the higher trump already in it."""
    played = CardPlayed(seat, TWO_OF_HEARTS, SPADES, True, False, True)
    assert whist(lang).event_line(played) == expected


def test_whist_marks_a_ruff_that_beats_a_trump_in_the_trick_as_overtrumping():
    """Spades led, hearts trumps: West ruffs with the five; North's nine overtrumps, North's
    two would ruff under it (no overtrump), East's first ruff over no trump is a plain ruff."""
    state = WHIST.new_state()
    state.pending, state.trump, state.leader = [], Suit.HEARTS.value, 2

    def card(name: str) -> int:
        return WHIST.deck.ids_of(parse_face(name))[0]

    state.hands = [[card("9h"), card("2h")], [card("3d")], [card("4d")], [card("3c")]]
    state.trick, state.turn = [card("as"), card("5h")], 0
    ruffs = {name: state.play_events(PlayCard(card(name)))[0] for name in ("9h", "2h")}
    assert ruffs["9h"].trumped and ruffs["9h"].overtrumped
    assert ruffs["2h"].trumped and not ruffs["2h"].overtrumped and ruffs["2h"].undertrumped
    assert not ruffs["9h"].undertrumped
    state.trick = [card("as")]
    plain = state.play_events(PlayCard(card("9h")))[0]
    assert not plain.overtrumped and not plain.undertrumped

