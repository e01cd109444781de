""""why" after a hint at Whist and Mau Mau says why that card, in a sentence."""

from __future__ import annotations

import pytest

from accessible_games.games.cards.mau_mau.game import MauMauGame
from accessible_games.games.cards.whist.game import WhistGame
from tests.games.cards.table_play import against_beginners


def _why(game: object, lang: str, turns: int) -> list[str]:
    """The last sentence of "why" after "hint" at each of the person's first ``turns``
    turns (seed 5), the person then playing its first legal move."""
    console = against_beginners(game, lang, 5)  # type: ignore[arg-type]
    heard = []
    for _ in range(turns):
        console.handle_line("hint" if lang == "en" else "tipp")
        heard.append(console.handle_line("why" if lang == "en" else "warum")[0].text)
        console.handle_line(console.observation.legal_moves[0].notation)
        while console.computer_to_move():
            console.computer_move()
    return heard


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", ["It takes the trick.",
            "You cannot take the trick, so it follows suit with your lowest card.",
            "It beats the cards played so far, but 2 more players play after you and may beat it.",
            "You have no diamonds, and a trump beats the cards played so far, but one more "
            "player plays after you and may beat it."]),
    ("de", ["Damit machst du den Stich.",
            "Den Stich kannst du nicht machen, also bedienst du mit deiner niedrigsten Karte.",
            "Damit liegst du im Stich vorn, doch nach dir spielen noch 2 Spieler, die dich "
            "überbieten können.",
            "Du hast kein Karo, und mit Trumpf liegst du im Stich vorn, doch nach dir spielt noch "
            "einer, der dich überbieten kann."]),
])
def test_why_after_a_whist_hint_says_what_the_card_does(lang, expected):
    """Play-testing: "Der Computer schlägt vor: Karo-Ass." and "why" told only how the
    computer searched. The card's reason at the table follows (the third turn has one
    choice, answered as such). A card ahead with seats still to play does not take the trick
    yet: "It takes the trick so far." read as if it did."""
    heard = _why(WhistGame(), lang, 5)
    wanted = iter(expected)
    for number, text in enumerate(heard):
        if number == 2:
            continue  # one legal card: "You have only one choice"
        assert text.endswith(" " + next(wanted)), (number, text)


@pytest.mark.parametrize(("lang", "jack", "seven"), [
    ("en", "It keeps your jack for when nothing else fits.",
     "A seven makes Player 2 draw two cards, and Player 2 holds only 2."),
    ("de", "So bleibt dir der Bube für später, wenn sonst nichts passt.",
     "Eine Sieben lässt Spieler 2 zwei Karten ziehen, und Spieler 2 hat nur noch 2."),
])
def test_why_after_a_mau_mau_hint_says_what_the_card_does(lang, jack, seven):
    heard = _why(MauMauGame(), lang, 4)
    assert heard[0].endswith(" " + jack)
    assert heard[3].endswith(" " + seven)


def test_a_suit_is_said_held_most_only_when_no_other_is_held_as_often():
    """Play-testing: "It keeps you in clubs, the suit you hold most of." with two clubs and
    two diamonds left: a tie is no reason, so nothing is said for it."""
    from accessible_games.narration.games.card_hints import mau_mau_hint
    from accessible_games.narration.games.mau_mau import MauMauDescriber
    from tests.games.cards.test_mau_mau import card, position

    tied = position(["7c 9c qc qd kd", "8s 9s ks"], "xc", seven=False)
    ahead = position(["7c 9c qc qd", "8s 9s ks"], "xc", seven=False)
    words = MauMauDescriber(tied.game, "en")
    assert mau_mau_hint(words, words.names, tied, card(tied.game, "qc"), -1, 0) is None
    assert mau_mau_hint(words, words.names, ahead, card(ahead.game, "qc"), -1, 0) == \
        "It keeps you in clubs, the suit you hold most of."
