"""Whist honours said with the cards that made them: "North and South score 2 for 3 honours"
did not tell a player which honours, so the score could not be checked; the score sheet's
honours row said the points alone. Now the deal's end, a refusal (the last point of a game
comes from a trick) and the sheet name the honours."""

from __future__ import annotations

import random

import pytest

from accessible_games.games.cards.core import Face, Rank, Suit
from accessible_games.games.cards.whist.game import DealEnded, TrickWon, WhistGame
from accessible_games.games.cards.whist.scoring import HONOURS, Variant
from accessible_games.narration.describer import Verbosity
from accessible_games.narration.games.whist import WhistDescriber

GAME = WhistGame({"variant": "short"})
AKJ = tuple(GAME.deck.ids_of(Face(rank, Suit.HEARTS))[0]
            for rank in (Rank.ACE, Rank.KING, Rank.JACK))
QUEEN = GAME.deck.ids_of(Face(Rank.QUEEN, Suit.HEARTS))[0]


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "North and South held the ace, king, and jack of trumps: 2 points for honours."),
    ("de", "Nord und Süd hatten Ass, König und Bube im Trumpf; das sind 2 Punkte für Honneurs."),
])
def test_honours_scored_are_named(lang, said):
    scored = DealEnded((7, 6), (1, 0), (2, 0), (3, 1), False, (3, 0), (AKJ, ()))
    assert said in WhistDescriber(GAME, lang).event_line(scored)


@pytest.mark.parametrize(("lang", "row"), [
    ("en", "Deal 1: North and South 1 point for tricks and 2 points for honours (ace, king, "
           "and jack of hearts)."),
    ("de", "Runde 1: Nord und Süd ein Punkt für Stiche und 2 Punkte für Honneurs (Ass, König "
           "und Bube in Herz)."),
])
def test_the_sheet_names_the_honours_that_scored(lang, row):
    state = GAME.new_state()
    state.sheet = [[1, 0, 1, 0], [1, 1, 2, 0, *AKJ]]
    assert WhistDescriber(GAME, lang).sheet_lines(state)[0] == row


def test_a_deal_writes_the_honours_that_scored_on_the_sheet():
    """Deals played out by the rules of thumb until one scores honours: its sheet row holds
    that side's trump honours."""
    rng = random.Random(0)
    state = GAME.new_state(rng)
    while not any(row[1] == 1 for row in state.sheet):
        state.apply(state.sample_chance(rng) if state.pending else state.policy_move(rng))
    deal, _kind, a, b, *cards = next(row for row in state.sheet if row[1] == 1)
    assert len(cards) == {2: 3, 4: 4}[max(a, b)]
    assert len({GAME.deck.suit(card) for card in cards}) == 1
    assert all(GAME.deck.rank(card) in HONOURS[Variant.SHORT] for card in cards)


@pytest.mark.parametrize(("lang", "you", "said"), [
    ("en", 0, "You and South held the ace, king, and jack of trumps: 2 points for honours."),
    ("de", 0, "Du und Süd hattet Ass, König und Bube im Trumpf; das sind 2 Punkte für Honneurs."),
    ("en", 2, "You and North held the ace, king, and jack of trumps: 2 points for honours."),
    # East sits on the other side: the partnership is named by its seats.
    ("en", 1, "North and South held the ace, king, and jack of trumps: 2 points for honours."),
    ("de", 3, "Nord und Süd hatten Ass, König und Bube im Trumpf; das sind 2 Punkte für Honneurs."),
])
def test_the_listeners_own_partnership_is_told_from_their_side(lang, you, said):
    """Play-testing: "North and South held ..." told to North, where at the table one says
    "you and South"."""
    scored = DealEnded((7, 6), (1, 0), (2, 0), (3, 1), False, (3, 0), (AKJ, ()))
    describer = WhistDescriber(GAME, lang)
    describer.you = you
    assert said in describer.event_line(scored)


@pytest.mark.parametrize(("lang", "you", "said"), [
    ("en", 1, "You and West win by 7 points."),
    ("de", 3, "Du und Ost gewinnt mit 7 Punkten."),
    ("de", 0, "Ost und West gewinnen mit 7 Punkten."),
])
def test_the_result_names_the_listeners_partnership_from_their_side(lang, you, said):
    from accessible_games.engine import EndReason, Outcome

    describer = WhistDescriber(GAME, lang)
    describer.you = you
    won = Outcome(frozenset({1, 3}), EndReason.MAJORITY, (-7, 7))
    assert describer.deal_outcome_text(won) == said


def test_the_score_sheet_keeps_the_seats_for_every_listener():
    """The sheet names the partnerships by their seats: read so, it stays one shape
    whoever asks."""
    state = GAME.new_state()
    state.sheet = [[1, 0, 1, 0]]
    describer = WhistDescriber(GAME, "en")
    describer.you = 0
    assert describer.sheet_lines(state)[0] == "Deal 1: North and South 1 point for tricks."


@pytest.mark.parametrize(("lang", "you", "said"), [
    ("en", None, "East and West win the game, worth 2. Games: North and South 0, East and "
                 "West 1."),
    ("en", 1, "You and West win the game, worth 2. Games: North and South 0, East and West 1."),
    ("de", 0, "Ost und West gewinnen die Partie, Wert 2. Partien: Nord und Süd 0, Ost und "
              "West 1."),
])
def test_a_game_won_names_each_side_with_its_games(lang, you, said):
    """"Games: 0 to 1" did not tell East and West which number was theirs."""
    from accessible_games.games.cards.whist.game import GameWon
    describer = WhistDescriber(GAME, lang)
    describer.you = you
    assert describer.event_line(GameWon(1, 2, (0, 1))) == said


@pytest.mark.parametrize(("lang", "you", "said"), [
    ("en", 0, "East wins the trick with the ace of hearts. Tricks: you and South 0, East and "
              "West 2."),
    ("de", 0, "Ost gewinnt den Stich mit Herz-Ass. Stiche: du und Süd 0, Ost und West 2."),
    ("en", 3, "East wins the trick with the ace of hearts. Tricks: North and South 0, you and "
              "East 2."),
    # A spectator hears the seats.
    ("de", None, "Ost gewinnt den Stich mit Herz-Ass. Stiche: Nord und Süd 0, Ost und West 2."),
])
def test_the_trick_count_names_the_listeners_partnership_from_their_side(lang, you, said):
    """Play-testing: "Tricks: North and South 0, East and West 2." said to North named her own
    partnership as somebody else's; at the table one says "you and South"."""
    describer = WhistDescriber(GAME, lang)
    describer.you = you
    won = TrickWon(1, 0, (AKJ[1], AKJ[0], AKJ[2], QUEEN), (0, 2))
    assert describer.event_line(won) == said


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_trick_count_on_braille_keeps_the_initials(lang):
    """The braille line keeps "NS 0, EW 2": "you and South" would run a trick's line past 80
    cells."""
    describer = WhistDescriber(GAME, lang, Verbosity.BRIEF)
    describer.you = 0
    describer.braille_line = True
    won = TrickWon(1, 0, (AKJ[1], AKJ[0], AKJ[2], QUEEN), (0, 2))
    assert describer.event_line(won).endswith({"en": ": NS 0, EW 2.",
                                               "de": ": NS 0, OW 2."}[lang])
