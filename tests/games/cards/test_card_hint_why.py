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


@pytest.mark.parametrize(("lang", "beaten", "ruffed"), [
    ("en", "You have no spades. Your partner is winning so far, but the ace of spades is still "
           "out and could beat your partner's card, though not a trump.",
     "You have no spades. Your partner's card is the highest of the spades left, but South has "
     "no spades either and may trump it; you trump first, so South must trump higher."),
    ("de", "Du hast kein Pik. Dein Partner liegt vorn, doch Pik-Ass ist noch nicht gefallen und "
           "könnte die Karte deines Partners schlagen, einen Trumpf nicht.",
     "Du hast kein Pik. Die Karte deines Partners ist das höchste Pik im Spiel, doch Süd hat "
     "auch kein Pik und könnte sie stechen; du stichst zuerst, dann muss Süd höher stechen."),
])
def test_why_a_trump_on_the_partner_s_trick_says_what_could_beat_the_partner(
        lang, beaten, ruffed):
    """The hint suggested trumping a trick the partner was winning, and "why" said only
    "a trump beats the cards played so far": it read as a mistake. Where the partner's card
    could still be beaten, "why" says by what: a higher card still out, or the last player,
    out of the suit, who may trump it."""
    from accessible_games.narration.games.card_hints import whist_hint
    from accessible_games.narration.games.whist import WhistDescriber
    from tests.games.cards.test_card_ai import whist_position
    from tests.games.cards.test_whist_careful import card, play

    def said(hands: list[str], *cards: str) -> str | None:
        state = whist_position(hands)
        play(state, "5c", hands[2].split()[0], "ac", "2c")  # seat 3 takes the first trick
        play(state, *cards)
        assert state.to_move == 1
        words = WhistDescriber(WhistGame(), lang)
        return whist_hint(words, words.names, state, card(state, "6c"), 1)

    # West, East's partner, leads the queen of spades; the king and the ace are out.
    assert said(["3c 4c 7c 3s 5s ks 6s 7s 8s 9s ts js 2c",
                 "5c 6c 2h 3h 4h 5h 6h 7h 8h 9h th jh qh",
                 "8c kh ah 2d 3d 4d 5d 6d 7d 8d 9d td jd",
                 "ac 9c tc jc qc kc 2s 4s as qs qd kd ad"], "qs", "5s") == beaten
    # The ace, the best spade left; South (seat 2) has shown no spade and may hold a club.
    assert said(["3c 4c 7c 3s 5s ks 6s 7s 8s 9s ts js 2c",
                 "5c 6c 2h 3h 4h 5h 6h 7h 8h 9h th jh qh",
                 "8c kh ah 2d 3d 4d 5d 6d 7d 8d 9d td jd",
                 "ac 9c tc jc qc kc 2s 4s as qs qd kd ad"],
                "4s", "3s", "2h", "2d", "as", "5s") == ruffed


@pytest.mark.parametrize(("lang", "why"), [
    ("en", "You have no hearts and nothing but trumps, so a trump has to go on your partner's "
           "trick."),
    ("de", "Du hast kein Herz und nur noch Trümpfe, also muss ein Trumpf auf den Stich deines "
           "Partners."),
])
def test_why_a_trump_on_the_partner_s_trick_from_a_hand_of_trumps_says_so(lang, why):
    """Late in a deal, with nothing but spades (trumps) left, the hint put one on the
    partner's trick, and "why" said "a trump beats the cards played so far, but one more
    player plays after you and may beat it", as if trumping had been a choice."""
    from accessible_games.games.cards.tricks import winning_index

    console = against_beginners(WhistGame({"games": 1}), lang, 20)
    while True:
        s = console.state
        if console.observation.is_my_turn and len(s.trick) == 2 and \
                (s.leader + winning_index(s.trick, s.trump_suit(), s.deck)) % 4 == 2 and \
                all(s.deck.suit(c) is s.trump_suit() for c in s.hands[0]) and \
                s.deck.suit(s.trick[0]) is not s.trump_suit():
            break
        console.handle_line(console.observation.legal_moves[0].notation)
        while console.computer_to_move():
            console.computer_move()
    console.handle_line("hint" if lang == "en" else "tipp")
    assert console.handle_line("why" if lang == "en" else "warum")[0].text.endswith(" " + why)


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "It is the only card of yours that fits; the other choice is to draw."),
    ("de", "Sie ist deine einzige Karte, die passt; sonst bleibt nur Ziehen."),
])
def test_the_only_card_that_fits_says_so(lang, said):
    """Mau Mau's "why" said only that the computer imagined the hidden cards where the hinted
    card was the one card that fits and the choice was that or drawing (the house rule that
    lets a player who can play draw instead)."""
    from accessible_games.narration.games.card_hints import mau_mau_hint
    from accessible_games.narration.games.mau_mau import MauMauDescriber
    from tests.games.cards.test_mau_mau import card, position

    # On the ten of hearts only the nine of hearts fits (no jack); clubs and diamonds are held
    # once each after it, so no suit is held most.
    state = position(["9h kc qd", "8s 9s ks"], "xh", seven=False, must_play=False)
    assert state.can_draw()
    words = MauMauDescriber(state.game, lang)
    assert mau_mau_hint(words, words.names, state, card(state.game, "9h"), -1, 0) == said
