"""Card names, hands, card-game sentences and refusals in German and English (pinned)."""

from __future__ import annotations

import pytest

from accessible_games.engine.events import Private, events_for
from accessible_games.engine.types import IllegalMoveError, Token, TokenKind
from accessible_games.games.cards.core import UNKNOWN, Face, Pattern, Rank, Suit, make_deck
from accessible_games.games.cards.dog.game import DogGame
from accessible_games.games.cards.dog.positions import arrange
from accessible_games.games.cards.events import CardDealt, CardPlayed
from accessible_games.games.cards.mau_mau.commands import parse_command as mau_mau_command
from accessible_games.games.cards.mau_mau.game import MauMauGame
from accessible_games.games.cards.mau_mau.rules import (
    DirectionReversed,
    DrawStacked,
    MauCalled,
    MauMissed,
    SuitWished,
)
from accessible_games.games.cards.parse import CardNameError, parse_face
from accessible_games.games.cards.whist.game import TrickWon, WhistGame
from accessible_games.games.cards.whist.game import parse_command as whist_command
from accessible_games.narration.cards import CardNames
from accessible_games.narration.catalog import catalog
from accessible_games.narration.games.dog import DogDescriber
from accessible_games.narration.games.doppelkopf import DoppelkopfDescriber
from accessible_games.narration.games.mau_mau import MauMauDescriber
from accessible_games.narration.games.whist import WhistDescriber
from tests.games.cards.doppelkopf.helpers import worked_state

FRENCH = make_deck("french52")


def names(lang: str, pattern: Pattern | None = None) -> CardNames:
    return CardNames(catalog(lang), FRENCH, pattern)


@pytest.mark.parametrize(("lang", "pattern", "expected"), [
    ("en", None, "queen of hearts"), ("de", None, "Herz-Dame"),
    ("en", Pattern.GERMAN, "ober of hearts"), ("de", Pattern.GERMAN, "Herz-Ober"),
])
def test_card_names(lang, pattern, expected):
    assert names(lang, pattern).face(Face(Rank.QUEEN, Suit.HEARTS)) == expected


def test_german_suit_names_are_a_setting():
    assert names("de").face(Face(Rank.JACK, Suit.CLUBS)) == "Kreuz-Bube"
    assert names("de", Pattern.GERMAN).face(Face(Rank.JACK, Suit.CLUBS)) == "Eichel-Unter"
    assert names("de", Pattern.GERMAN).face(Face(Rank.ACE, Suit.DIAMONDS)) == "Schellen-Daus"
    assert names("en").face(Face(Rank.TEN, Suit.SPADES)) == "ten of spades"


def test_a_hand_is_read_suit_by_suit():
    hand = [FRENCH.ids_of(Face(r, s))[0] for r, s in (
        (Rank.ACE, Suit.HEARTS), (Rank.SEVEN, Suit.CLUBS), (Rank.QUEEN, Suit.CLUBS),
        (Rank.KING, Suit.HEARTS))]
    assert names("en").hand(hand) == "4 cards. Clubs: seven, queen. Hearts: king, ace."
    assert names("de").hand(hand) == "4 Karten. Kreuz: Sieben, Dame. Herz: König, Ass."
    assert names("en").hand([UNKNOWN] * 3) == "3 cards. 3 hidden cards."


def _mau_mau(lang: str):
    game = MauMauGame({"players": 4})
    return game, MauMauDescriber(game, lang)


@pytest.mark.parametrize(("lang", "expected"), [
    # The jack and its wish in one sentence: the player is named once.
    ("en", "Player 1 plays the jack of clubs and wishes for hearts. Player 2 must draw 4 "
           "cards or play a seven. Player 3 did not say Mau and draws a penalty card."),
    ("de", "Spieler 1 spielt Kreuz-Bube und wünscht sich Herz. Spieler 2 muss 4 "
           "Karten ziehen oder eine Sieben legen. Spieler 3 hat nicht Mau gesagt und zieht eine "
           "Strafkarte."),
])
def test_mau_mau_sentences(lang, expected):
    game, describer = _mau_mau(lang)
    jack = game.deck.ids_of(Face(Rank.JACK, Suit.CLUBS))[0]
    events = [CardPlayed(0, jack), SuitWished(0, Suit.HEARTS.value), DrawStacked(1, 4),
              MauMissed(2, 1)]
    state = game.new_state()
    assert describer.move_message(state, None, events, 0).text == expected  # type: ignore[arg-type]


@pytest.mark.parametrize(("lang", "you", "expected"), [
    ("en", None, "Player 1 plays the jack of clubs, wishes for hearts, and says Mau."),
    ("en", 0, "You play the jack of clubs, wish for hearts, and say Mau."),
    ("de", None, "Spieler 1 spielt Kreuz-Bube, wünscht sich Herz und sagt Mau."),
    ("de", 0, "Du spielst Kreuz-Bube, wünschst dir Herz und sagst Mau."),
])
def test_a_jack_with_its_wish_and_mau_is_one_sentence(lang, you, expected):
    """It said "Player 1 plays the jack of clubs. Player 1 wishes for hearts. Player 1 says
    Mau.": one name three times."""
    game, describer = _mau_mau(lang)
    describer.you = you
    jack = game.deck.ids_of(Face(Rank.JACK, Suit.CLUBS))[0]
    events = [CardPlayed(0, jack), SuitWished(0, Suit.HEARTS.value), MauCalled(0)]
    state = game.new_state()
    assert describer.move_message(state, None, events, 0).text == expected  # type: ignore[arg-type]


@pytest.mark.parametrize(("lang", "you", "wish", "expected"), [
    ("en", None, False, "Player 1 plays the seven of spades without saying Mau and draws a "
                        "penalty card."),
    ("en", 0, False, "You play the seven of spades without saying Mau and draw a penalty "
                     "card. Say it with your last-but-one card: type mau after the card, as "
                     "in qh mau, or play the card with Shift+Enter."),
    ("en", None, True, "Player 1 plays the jack of clubs without saying Mau, wishes for "
                       "hearts, and draws a penalty card."),
    ("de", None, False, "Spieler 1 spielt Pik-Sieben, ohne Mau zu sagen, und zieht eine "
                        "Strafkarte."),
    ("de", 0, False, "Du spielst Pik-Sieben, ohne Mau zu sagen, und ziehst eine Strafkarte. "
                     "Sage es mit deiner vorletzten Karte: Tippe mau hinter die Karte, etwa "
                     "hd mau, oder lege sie mit Umschalt+Enter."),
    ("de", 0, True, "Du spielst Kreuz-Bube, ohne Mau zu sagen, wünschst dir Herz und ziehst "
                    "eine Strafkarte. Sage es mit deiner vorletzten Karte: Tippe mau hinter die "
                    "Karte, etwa hd mau, oder lege sie mit Umschalt+Enter."),
])
def test_a_card_played_without_mau_and_its_penalty_are_one_sentence(lang, you, wish,
                                                                     expected):
    """It said "Spieler 1 spielt Pik-Sieben. Spieler 1 hat nicht Mau gesagt und zieht eine
    Strafkarte.": the name twice."""
    game, describer = _mau_mau(lang)
    describer.you = you
    face = Face(Rank.JACK, Suit.CLUBS) if wish else Face(Rank.SEVEN, Suit.SPADES)
    events = [CardPlayed(0, game.deck.ids_of(face)[0])]
    if wish:
        events.append(SuitWished(0, Suit.HEARTS.value))
    events.append(MauMissed(0, 1))
    state = game.new_state()
    assert describer.move_message(state, None, events, 0).text == expected  # type: ignore[arg-type]


@pytest.mark.parametrize(("lang", "missed", "expected"), [
    ("en", True, "Player 3 throws in the king of hearts out of turn without saying Mau and "
                 "draws a penalty card."),
    ("en", False, "Player 3 throws in the king of hearts out of turn and says Mau."),
    ("de", True, "Spieler 3 wirft außer der Reihe Herz-König ein, ohne Mau zu sagen, und "
                 "zieht eine Strafkarte."),
    ("de", False, "Spieler 3 wirft außer der Reihe Herz-König ein und sagt Mau."),
])
def test_a_card_thrown_in_and_its_mau_are_one_sentence(lang, missed, expected):
    """It said "Player 3 throws in ... Player 3 did not say Mau ...": the name twice."""
    from accessible_games.games.cards.mau_mau.throw_in import ThrownIn

    game, describer = _mau_mau(lang)
    king = game.deck.ids_of(Face(Rank.KING, Suit.HEARTS))[0]
    events = [ThrownIn(2, king), MauMissed(2, 1) if missed else MauCalled(2)]
    text = describer.move_message(game.new_state(), None, events, 2).text  # type: ignore[arg-type]
    assert text == expected


def test_how_to_say_mau_follows_what_the_card_did():
    """"Say it with your last-but-one card ..." came between the card and its effect ("The
    direction of play changes.")."""
    game, describer = _mau_mau("en")
    describer.you = 0
    nine = game.deck.ids_of(Face(Rank.NINE, Suit.HEARTS))[0]
    events = [CardPlayed(0, nine), MauMissed(0, 1), DirectionReversed(False)]
    text = describer.move_message(game.new_state(), None, events, 0).text  # type: ignore[arg-type]
    assert text.startswith("You play the nine of hearts without saying Mau and draw a penalty "
                           "card. The direction of play changes. Say it with")


@pytest.mark.parametrize(("lang", "missed", "how"), [
    ("en", "You did not say Mau and draw a penalty card.",
     " Say it with your last-but-one card: type mau after the card, as in qh mau, or play the "
     "card with Shift+Enter."),
    ("de", "Du hast nicht Mau gesagt und ziehst eine Strafkarte.",
     " Sage es mit deiner vorletzten Karte: Tippe mau hinter die Karte, etwa hd mau, oder lege "
     "sie mit Umschalt+Enter."),
])
def test_a_player_who_missed_mau_is_told_how_to_say_it(lang, missed, how):
    """The penalty teaches the call to the one who missed it, in speech; the braille form
    (brief) and the others hear the penalty alone."""
    game, describer = _mau_mau(lang)
    state = game.new_state()
    describer.you = 2
    message = describer.move_message(state, None, [MauMissed(2, 1)], 2)  # type: ignore[arg-type]
    assert (message.text, message.brief) == (missed + how, missed)
    describer.you = 0
    other = describer.move_message(state, None, [MauMissed(2, 1)], 2)  # type: ignore[arg-type]
    assert other.text == other.brief and "mau after" not in other.text \
        and "hinter die Karte" not in other.text


def test_a_private_deal_is_spoken_only_to_its_receiver():
    game, describer = _mau_mau("en")
    card = game.deck.ids_of(Face(Rank.SEVEN, Suit.HEARTS))[0]
    event = Private(frozenset({1}), CardDealt(1, card), CardDealt(1, UNKNOWN))
    state = game.new_state()
    own = describer.move_message(state, None, events_for([event], 1), -1)  # type: ignore[arg-type]
    other = describer.move_message(state, None, events_for([event], 0), -1)  # type: ignore[arg-type]
    unfiltered = describer.move_message(state, None, [event], -1)  # type: ignore[arg-type]
    assert own.text == "Player 2 gets the seven of hearts."
    assert "seven" not in other.text and "seven" not in unfiltered.text


@pytest.mark.parametrize("describer_class", [
    MauMauDescriber, WhistDescriber, DogDescriber, DoppelkopfDescriber])
@pytest.mark.parametrize(("lang", "yours", "theirs"), [
    ("en", "You get the ace of hearts.", "{seat} gets the ace of hearts."),
    ("de", "Du bekommst Herz-Ass.", "{seat} bekommt Herz-Ass."),
])
def test_a_card_dealt_to_the_listener_is_told_to_them(describer_class, lang, yours, theirs):
    """The seat that gets a card hears it in the second person; told to anybody else (a
    record read without a seat) the sentence names the seat."""
    games = {MauMauDescriber: MauMauGame, WhistDescriber: WhistGame, DogDescriber: DogGame}
    game = games[describer_class]() if describer_class in games else worked_state().game
    describer = describer_class(game, lang)
    card = describer.names.deck.ids_of(Face(Rank.ACE, Suit.HEARTS))[0]
    assert describer.event_line(CardDealt(1, card)) == theirs.format(seat=describer.player(1))
    describer.you = 1
    assert describer.event_line(CardDealt(1, card)) == yours
    assert describer.event_line(CardDealt(1, UNKNOWN)) == ""


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "A jack may not be played on a jack. Nothing in your hand fits: draw a card."),
    ("de", "Bube auf Bube ist nicht erlaubt. Nichts auf deiner Hand passt: ziehe eine Karte."),
])
def test_jack_on_jack_reason(lang, expected):
    """With the refusal, the way on: a player whose only card fitting the wish was a jack
    heard "Bube auf Bube ist nicht erlaubt." and no more."""
    game, describer = _mau_mau(lang)
    state = game.new_state()
    deck = game.deck
    jc, jd, th = (deck.ids_of(Face(r, s))[0] for r, s in (
        (Rank.JACK, Suit.CLUBS), (Rank.JACK, Suit.DIAMONDS), (Rank.TEN, Suit.HEARTS)))
    state.pending, state.discard, state.turned, state.wish = [], [th, jd], False, 2
    state.hands[0] = [jc]
    with pytest.raises(IllegalMoveError) as caught:
        mau_mau_command(state, "jc herz")
    assert describer.reason(caught.value.reason, state).text == expected


def _refusal(lang: str, top: str, wish: int, typed: str, *also: str, **options) -> str:
    """The spoken reason for playing ``typed`` on ``top``, holding ``typed`` and ``also``."""
    game = MauMauGame({"players": 4, **options})
    describer = MauMauDescriber(game, lang)
    state = game.new_state()
    deck = game.deck
    played = parse_face(typed)
    state.pending, state.discard, state.wish = [], [deck.ids_of(parse_face(top))[0]], wish
    state.turned = top.startswith("j") and wish < 0
    state.hands[0] = [deck.ids_of(played)[0], *(deck.ids_of(parse_face(c))[0] for c in also)]
    with pytest.raises(IllegalMoveError) as caught:
        mau_mau_command(state, typed)
    return describer.reason(caught.value.reason, state).text


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", ("The seven of hearts does not fit on the ace of spades: only spades, another ace "
            "or a jack fits.",
            "The seven of hearts does not fit: the wish is clubs. Nothing in your hand fits: "
            "draw a card.",
            "The seven of hearts does not fit: the wish is clubs; a jack fits as well. Nothing "
            "in your hand fits: draw a card.",
            "The seven of hearts does not fit on the jack of diamonds: only diamonds or a jack "
            "fits.")),
    ("de", ("Herz-Sieben passt nicht auf Pik-Ass: Es passt nur Pik, Ass oder Bube.",
            "Herz-Sieben passt nicht: Gewünscht ist Kreuz. Nichts auf deiner Hand passt: ziehe "
            "eine Karte.",
            "Herz-Sieben passt nicht: Gewünscht ist Kreuz; ein Bube passt auch. Nichts auf "
            "deiner Hand passt: ziehe eine Karte.",
            "Herz-Sieben passt nicht auf Karo-Bube: Es passt nur Karo oder ein Bube.")),
])
def test_a_card_that_does_not_fit_is_told_what_would(lang, expected):
    clubs = Suit.CLUBS.value
    assert (_refusal(lang, "as", -1, "7h"), _refusal(lang, "jd", clubs, "7h"),
            _refusal(lang, "jd", clubs, "7h", jack_on_jack=True),
            _refusal(lang, "jd", -1, "7h")) == expected


@pytest.mark.parametrize(("lang", "options", "expected"), [
    ("en", {}, "The seven of hearts does not fit: the wish is clubs. You can play the king of "
               "clubs."),
    ("de", {}, "Herz-Sieben passt nicht: Gewünscht ist Kreuz. Du kannst Kreuz-König spielen."),
    ("en", {"jack_on_jack": True}, "The seven of hearts does not fit: the wish is clubs; a jack "
                                   "fits as well. You can play the king of clubs or the jack of "
                                   "hearts."),
    ("de", {"jack_on_jack": True}, "Herz-Sieben passt nicht: Gewünscht ist Kreuz; ein Bube passt "
                                   "auch. Du kannst Kreuz-König oder Herz-Bube spielen."),
    ("en", {"must_play": False}, "The seven of hearts does not fit: the wish is clubs. You can "
                                 "play the king of clubs or draw a card."),
    ("de", {"must_play": False}, "Herz-Sieben passt nicht: Gewünscht ist Kreuz. Du kannst "
                                 "Kreuz-König spielen oder eine Karte ziehen."),
])
def test_a_card_against_the_wish_is_told_the_way_on(lang, options, expected):
    """Play-testing: "Herz-Zehn passt nicht: Gewünscht ist Karo, und es passt nur Karo." said
    the wish twice and not what else to do: now once, then the cards that fit (the jack only
    where it may follow a jack) or the draw."""
    clubs = Suit.CLUBS.value
    assert _refusal(lang, "jd", clubs, "7h", "kc", "jh", **options) == expected


@pytest.mark.parametrize(("lang", "hearts", "expected"), [
    ("en", (Rank.KING,), "You must follow suit: you can play the king of hearts."),
    ("de", (Rank.KING, Rank.TWO), "Du musst Farbe bedienen: du kannst Herz-Zwei oder "
                                  "Herz-König spielen."),
    ("en", (Rank.KING, Rank.TWO, Rank.FIVE, Rank.NINE), "You must follow suit: you hold hearts."),
    ("de", (Rank.KING, Rank.TWO, Rank.FIVE, Rank.NINE), "Du musst Farbe bedienen: du hast Herz."),
])
def test_follow_suit_reason(lang, hearts, expected):
    """The refusal names the cards that may be played when there are a few (play-testing:
    the rule alone left a blind player to search the hand), else the rule alone."""
    game = WhistGame()
    describer = WhistDescriber(game, lang)
    state = game.new_state()
    deck = game.deck
    ah, qs = (deck.ids_of(Face(r, s))[0] for r, s in (
        (Rank.ACE, Suit.HEARTS), (Rank.QUEEN, Suit.SPADES)))
    held = [deck.ids_of(Face(rank, Suit.HEARTS))[0] for rank in hearts]
    state.pending, state.trick, state.leader, state.turn = [], [ah], 0, 1
    state.hands[1] = sorted([*held, qs], key=deck.sort_key)
    with pytest.raises(IllegalMoveError) as caught:
        whist_command(state, "Pik-Dame")
    assert describer.reason(caught.value.reason, state).text == expected


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "South wins the trick with the ace of hearts. Tricks: North and South 3, "
           "East and West 1."),
    ("de", "Süd gewinnt den Stich mit Herz-Ass. Stiche: Nord und Süd 3, Ost und West 1."),
])
def test_trick_won(lang, expected):
    game = WhistGame()
    describer = WhistDescriber(game, lang)
    cards = tuple(FRENCH.ids_of(Face(r, Suit.HEARTS))[0]
                  for r in (Rank.TWO, Rank.ACE, Rank.FIVE, Rank.NINE))
    event = TrickWon(2, 1, cards, (3, 1))
    assert describer.event_line(event) == expected


def test_the_describer_switches_to_german_suit_names():
    game, describer = _mau_mau("de")
    jack = game.deck.ids_of(Face(Rank.JACK, Suit.CLUBS))[0]
    assert describer.event_line(CardPlayed(0, jack)) == "Spieler 1 spielt Kreuz-Bube."
    describer.set_suit_names(Pattern.GERMAN)
    assert describer.event_line(CardPlayed(0, jack)) == "Spieler 1 spielt Eichel-Unter."
    assert describer.event_line(SuitWished(0, 1)) == "Spieler 1 wünscht sich Schellen."


def test_whist_voids_last_trick_and_sheet_read_from_a_played_deal():
    import random

    from accessible_games.engine.types import TurnKind

    game = WhistGame({"variant": "short"})
    describer = WhistDescriber(game, "en")
    state = game.new_state()
    rng = random.Random(8)
    while state.turn_kind is TurnKind.CHANCE or len(state.played) < 24:
        move = state.sample_chance(rng) if state.turn_kind is TurnKind.CHANCE \
            else rng.choice(state.legal_moves())
        state.play(move)
    voids = state.voids()
    # Worked from the played cards: a seat that did not follow the led suit lacks it.
    for start in range(0, 24, 4):
        trick = state.played[start:start + 4]
        led = FRENCH.suit(trick[0][1])
        for seat, card in trick[1:]:
            assert (FRENCH.suit(card) is led) or led in voids[seat]
    text = describer.voids_text(state)
    assert text.startswith("Known from play: ") or text == "Nobody has shown a void yet."
    last = describer.last_trick_text(state)
    assert last.startswith("Last trick: ") and last.endswith("won it.")
    assert describer.sheet_lines(state)[-2:] == [
        "Points towards the game: North and South 0, East and West 0. Games won: North and "
        "South 0, East and West 0.",
        f"Tricks this deal: North and South {state.taken[0]}, East and West "
        f"{state.taken[1]}."]


def test_move_parts_are_read_for_the_move_builder():
    game, describer = _mau_mau("de")
    jack = game.deck.ids_of(Face(Rank.JACK, Suit.CLUBS))[0]
    from accessible_games.games.cards.mau_mau.rules import Draw, Play
    parts = Play(jack, Suit.HEARTS.value, True).parts
    assert [describer.part_text(p) for p in parts] == ["Kreuz-Bube", "Herz", "Mau sagen"]
    assert describer.part_text(Draw().parts[0]) == "ziehen"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_jokers_are_typed_back_as_their_names_say_them(lang):
    # Every joker's spoken name, typed back, is that joker ("Joker rot": no declension needed
    # in "Nord spielt {card}").
    for number in (1, 2, 3):
        face = Face(Rank.JOKER, None, number)
        assert parse_face(names(lang).face(face)) == face
        assert parse_face(f"joker {number}") == face
    assert parse_face("Schwarzer Joker") == parse_face("joker black") == Face(Rank.JOKER, None, 2)
    with pytest.raises(CardNameError):
        parse_face("joker herz")


NOT_HELD = {
    "en": "You do not hold the queen of diamonds.",
    "de": "Karo-Dame hast du nicht auf der Hand.",
}
"""A card typed or chosen that is not in the hand is named, so the player hears what the game
understood (a slip of the finger on "qd" for "qh" is caught by ear)."""

MAY_PLAY = {
    "en": "; you may play {cards}.",
    "de": "; du darfst {cards} spielen.",
}
"""Where only a few cards may be played, the refusal names them too."""

MAY_PLAY_ANY = {
    "en": "; any card of your hand may be played: type hand to hear it.",
    "de": "; du darfst jede Karte deines Blatts spielen: Tippe blatt, um es zu hören.",
}
"""Where every card may be played (too many to name), the refusal says so and where to hear
them: "You do not hold the queen of clubs." alone gave no way on."""


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_card_not_held_is_named_in_every_card_game(lang):
    def refused(describer, state, text):
        with pytest.raises(IllegalMoveError) as caught:
            state.parse_move(text)
        return describer.reason(caught.value.reason, state).text

    def chosen(describer, state, card):
        return describer.reason(state.explain((Token(TokenKind.CARD, card),)), state).text

    # Whist: the leader holds the ace and king of hearts only.
    game = WhistGame()
    whist = game.new_state()
    qd = game.deck.ids_of(Face(Rank.QUEEN, Suit.DIAMONDS))[0]
    whist.pending, whist.leader, whist.turn = [], 0, 0
    whist.hands[0] = [game.deck.ids_of(Face(r, Suit.HEARTS))[0] for r in (Rank.ACE, Rank.KING)]
    describer = WhistDescriber(game, lang)
    hearts = {"en": "the ace of hearts or the king of hearts", "de": "Herz-Ass oder Herz-König"}
    two = NOT_HELD[lang][:-1] + MAY_PLAY[lang].format(cards=hearts[lang])
    assert refused(describer, whist, "qd") == two
    assert refused(describer, whist, "Karo-Dame") == two
    assert chosen(describer, whist, qd) == two
    # A joker is no card of Whist's pack: nothing to name, the plain sentence.
    assert refused(describer, whist, "joker") == describer.t("reason.not_held")

    # Mau Mau: typed, and chosen in the move builder (its refusals carry the card's id).
    game, describer = _mau_mau(lang)
    mau = game.new_state()
    deck = game.deck
    th, jc = (deck.ids_of(Face(r, s))[0] for r, s in ((Rank.TEN, Suit.HEARTS),
                                                      (Rank.JACK, Suit.CLUBS)))
    mau.pending, mau.discard, mau.turned = [], [th], False
    mau.hands[0] = [jc]
    jack = NOT_HELD[lang][:-1] + MAY_PLAY[lang].format(
        cards={"en": "the jack of clubs", "de": "Kreuz-Bube"}[lang])  # named once, not per wish
    assert refused(describer, mau, "queen of diamonds") == jack
    assert chosen(describer, mau, deck.ids_of(Face(Rank.QUEEN, Suit.DIAMONDS))[0]) == jack

    # Doppelkopf: every seat said healthy; the first player's queens of diamonds are taken
    # out of its hand, and the card is typed by its German and English names. It leads, so
    # every card of its hand may be played: too many to name, so it is said that any may.
    state = worked_state()
    describer = DoppelkopfDescriber(state.game, lang)
    seat = state.to_move
    queens = state.deck.ids_of(Face(Rank.QUEEN, Suit.DIAMONDS))
    state.hands[seat] = [c for c in state.hands[seat] if c not in queens]
    anything = NOT_HELD[lang][:-1] + MAY_PLAY_ANY[lang]
    assert refused(describer, state, "Karo-Dame") == anything
    assert refused(describer, state, "queen of diamonds") == anything
    assert chosen(describer, state, queens[1]) == anything

    # Dog: a card chosen that is not in the hand (its other refusals name board places).
    dog = DogGame()
    state = arrange(dog, {}, {0: ["2h"], 1: ["3c"]})
    describer = DogDescriber(dog, lang)
    queen = dog.deck.ids_of(Face(Rank.QUEEN, Suit.DIAMONDS))[0]
    assert chosen(describer, state, queen) == NOT_HELD[lang]
    assert refused(describer, state, "queen of diamonds") == NOT_HELD[lang]  # typed by name
    assert refused(describer, state, "play Karo-Dame") == NOT_HELD[lang]


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", ["You do not hold the queen of diamonds; you may play the seven of spades or draw 2 "
            "cards.",
            "You do not hold the queen of diamonds; you have no seven to answer with, so draw 2 "
            "cards.",
            "You do not hold the queen of diamonds; no card fits, so draw a card."]),
    ("de", ["Karo-Dame hast du nicht auf der Hand; du darfst Pik-Sieben spielen oder 2 Karten "
            "ziehen.",
            "Karo-Dame hast du nicht auf der Hand; du hast keine Sieben zum Antworten, also zieh "
            "2 Karten.",
            "Karo-Dame hast du nicht auf der Hand; keine Karte passt, also zieh eine."]),
])
def test_a_mau_mau_card_not_held_names_drawing_where_it_is_a_way_on(lang, expected):
    """Under a 7 the refusal named only the seven that may answer it, as if drawing were not
    allowed; with no card that fits it named nothing at all."""
    game, describer = _mau_mau(lang)
    deck = game.deck
    seven_h, seven_s, nine_c = (deck.ids_of(Face(r, s))[0] for r, s in (
        (Rank.SEVEN, Suit.HEARTS), (Rank.SEVEN, Suit.SPADES), (Rank.NINE, Suit.CLUBS)))
    said = []
    for hand, debt in (([seven_s, nine_c], 2), ([nine_c], 2), ([nine_c], 0)):
        state = game.new_state()
        state.pending, state.discard, state.turned = [], [seven_h], False
        state.hands[0], state.debt, state.turn = list(hand), debt, 0
        if not debt:
            state.discard = [deck.ids_of(Face(Rank.TEN, Suit.DIAMONDS))[0]]
        with pytest.raises(IllegalMoveError) as caught:
            state.parse_move("queen of diamonds")
        said.append(describer.reason(caught.value.reason, state).text)
    assert said == expected


@pytest.mark.parametrize(("lang", "card", "expected"), [
    ("en", "ace of spades",
     "The ace of spades: type how to play it, or choose with left and right and take it with "
     "Enter."),
    ("de", "Pik-Ass",
     "Pik-Ass: Tippe, wie du die Karte spielst, oder wähle mit links und rechts und nimm die "
     "Wahl mit Eingabe."),
])
def test_a_game_without_its_own_choice_sentence_uses_the_common_one(lang, card, expected):
    """A card that needs one more choice is announced before the choices; a game that has no
    sentence of its own (Whist has none, Mau Mau's jack has) gets the common one."""
    describer = WhistDescriber(WhistGame(), lang)
    assert not describer.cat.has("whist.choose")
    assert describer.t("choose", card=card) == expected


def test_whist_sheet_rows_name_the_partnerships():
    """A play-tester could not tell whose "0 to 4" a sheet row gave: each row names both
    partnerships, in both languages. A row of trick points says they are points for the
    tricks over six ("Deal 1, tricks: North and South 1" sounded like one trick taken)."""
    import random
    import re

    from accessible_games.engine.types import TurnKind

    game = WhistGame({"variant": "short"})
    state = game.new_state()
    rng = random.Random(8)
    while not state.score_sheet().rows:
        move = state.sample_chance(rng) if state.turn_kind is TurnKind.CHANCE \
            else rng.choice(state.legal_moves())
        state.play(move)
    en, de = WhistDescriber(game, "en"), WhistDescriber(game, "de")
    assert re.fullmatch(r"Deal 1: (North and South|East and West) \d+ points? for "
                        r"(tricks|honours).*\.", en.sheet_lines(state)[0])
    assert re.fullmatch(r"Runde 1: (Nord und Süd|Ost und West) (\d+ Punkte|ein Punkt) für "
                        r"(Stiche|Honneurs).*\.", de.sheet_lines(state)[0])


@pytest.mark.parametrize(("lang", "said"), [
    ("en", ["Deal 1: East and West 5 points for tricks and 4 points for honours (ace, king, "
            "jack, and ten of spades).",
            "Deal 2: North and South 1 point for tricks; East and West 2 points for honours.",
            "Deal 3: no points.",
            "Deal 4: East and West 3 points for tricks."]),
    ("de", ["Runde 1: Ost und West 5 Punkte für Stiche und 4 Punkte für Honneurs (Ass, König, "
            "Bube und Zehn in Pik).",
            "Runde 2: Nord und Süd ein Punkt für Stiche; Ost und West 2 Punkte für Honneurs.",
            "Runde 3: keine Punkte.",
            "Runde 4: Ost und West 3 Punkte für Stiche."]),
])
def test_the_whist_score_sheet_reads_one_line_a_deal(lang, said):
    """Read at a whole German deal, the sheet said a line per row with both partnerships:
    "In Runde 1 Punkte für Stiche über sechs: Nord und Süd 0, Ost und West 5.", then "In
    Runde 1 Punkte für Honneurs: ...", "In Runde 2 Wert der gewonnenen Partie: ..." (no
    verb, every 0 of the side that scored nothing). Now a deal is one line, as a score
    keeper reads it out: who scored what, each partnership named once."""
    game = WhistGame()
    state = game.new_state()
    spades = [game.deck.ids_of(parse_face(name))[0] for name in ("as", "ks", "js", "10s")]
    state.sheet = [(1, 0, 0, 5), (1, 1, 0, 4, *spades), (2, 0, 1, 0), (2, 1, 0, 2),
                   (3, 0, 0, 0), (4, 0, 0, 3)]
    assert WhistDescriber(game, lang).sheet_lines(state)[:4] == said


@pytest.mark.parametrize(("lang", "said"), [
    ("en", ["Deal 4: North and South 2 points for tricks.",
            "Deal 5: no points.",
            "Points towards the game: North and South 2, East and West 0. Games won: North "
            "and South 0, East and West 1.",
            "Game 1 to East and West, 5 to 1, worth 1."]),
    ("de", ["Runde 4: Nord und Süd 2 Punkte für Stiche.",
            "Runde 5: keine Punkte.",
            "Punkte zur Partie: Nord und Süd 2, Ost und West 0. Gewonnene Partien: Nord "
            "und Süd 0, Ost und West 1.",
            "Partie 1 an Ost und West, 5 zu 1, Wert 1."]),
])
def test_the_whist_score_sheet_reads_the_game_in_play_first(lang, said):
    """Play-testing: once a game was won, the sheet read every deal of it before the
    points that count now ("Deal 1: ...", "Deal 2: ...", "Deal 3: ...; game to East and
    West, worth 1.", then the game in play). Now the deals of the game in play come first,
    then the standing, then each game won in one line: to whom, the points of each side in
    it (the winners' first), and its worth."""
    game = WhistGame({"variant": "short"})
    state = game.new_state()
    state.sheet = [(1, 0, 0, 2), (2, 0, 1, 0), (3, 0, 0, 3), (3, 2, 0, 1),
                   (4, 0, 2, 0), (5, 0, 0, 0)]
    state.points, state.games = [2, 0], [0, 1]
    assert WhistDescriber(game, lang).sheet_lines(state) == said


def test_a_rubber_won_is_said_with_the_game_that_won_it():
    game = WhistGame({"variant": "short"})
    state = game.new_state()
    state.sheet = [(1, 0, 5, 0), (1, 2, 3, 0), (2, 0, 0, 1), (3, 0, 5, 0), (3, 2, 2, 0),
                   (3, 3, 2, 0)]
    state.points, state.games = [0, 0], [2, 0]
    assert WhistDescriber(game, "en").sheet_lines(state)[1:] == [
        "Game 1 to North and South, 5 to 0, worth 3.",
        "Game 2 to North and South, 5 to 1, worth 2; rubber to North and South, 2 points."]


def test_whist_honours_not_counted_after_a_game_made_by_tricks_say_so():
    """A play-tester heard "Honours do not count: the last point of a game must come from a
    trick." when East and West's tricks had made the game (8 + 2 = 10 in Long Whist): that
    reads as if the game had been refused. The two cases are told apart."""
    from accessible_games.games.cards.whist.game import DealEnded
    game = WhistGame({"variant": "long"})
    honours = ((), tuple(game.deck.ids_of(Face(rank, Suit.HEARTS))[0]
                         for rank in (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK)))
    made = DealEnded((4, 9), (0, 3), (0, 0), (0, 4), True, (0, 10), honours)
    short = DealEnded((4, 9), (0, 3), (0, 0), (0, 4), True, (0, 8), honours)
    en, de = WhistDescriber(game, "en"), WhistDescriber(game, "de")
    assert ("East and West held the ace, king, queen, and jack of trumps, 4 points for honours, "
            "but the tricks have already made the game: the honours no longer count.") in \
        en.event_line(made)
    # German said "Die Stiche haben die Partie gewonnen, also zählen die Honneurs von Ost und
    # West, Ass, Bube und Zehn in Trumpf, in dieser Runde nicht (2 Punkte)": three clauses
    # inside each other; now the honours first, then why they do not count.
    # Then "Ost und West hatten Ass, König, Dame und Bube in Trumpf, 4 Punkte für Honneurs,
    # doch die Stiche haben die Partie schon gewonnen: Die Honneurs zählen nicht mehr.": stiff;
    # "im Trumpf", and the points they would have been worth in the subjunctive.
    assert ("Ost und West hatten Ass, König, Dame und Bube im Trumpf, das wären 4 Punkte für "
            "Honneurs; doch die Stiche haben die Partie schon gewonnen, also zählen sie nicht "
            "mehr.") in de.event_line(made)
    assert ("Ost und West hatten Ass, König, Dame und Bube im Trumpf, das wären 4 Punkte für "
            "Honneurs; doch den letzten Punkt einer Partie muss ein Stich bringen, also zählen "
            "sie nicht.") in de.event_line(short)
    assert ("East and West held the ace, king, queen, and jack of trumps, 4 points for honours, "
            "but they do not count: the last point of a game must come from a trick.") in \
        en.event_line(short)


def test_a_rank_none_of_which_is_held_takes_its_german_article():
    """"Neun hast du nicht auf der Hand." read as a fragment; the German answer now says "Du
    hast keine Neun / keinen König / kein Ass auf der Hand", each rank with its own article,
    for both pictures of the pack."""
    from accessible_games.games.cards.core import Pattern
    from accessible_games.narration.cards import CardNames
    from accessible_games.narration.catalog import catalog

    deck = MauMauGame({"players": 4}).deck
    french = CardNames(catalog("de"), deck, Pattern.FRENCH)
    german = CardNames(catalog("de"), deck, Pattern.GERMAN)
    english = CardNames(catalog("en"), deck, Pattern.FRENCH)
    ranks = (Rank.SEVEN, Rank.NINE, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE)
    assert [french.no_rank(r) for r in ranks] == [
        "keine Sieben", "keine Neun", "keinen Buben", "keine Dame", "keinen König", "kein Ass"]
    assert [german.no_rank(r) for r in ranks] == [
        "keine Sieben", "keine Neun", "keinen Unter", "keinen Ober", "keinen König", "kein Daus"]
    assert [english.no_rank(r) for r in ranks] == [
        "no seven", "no nine", "no jack", "no queen", "no king", "no ace"]
    assert all(english.no_rank(Rank(v)) == f"no {english.rank(Rank(v))}" for v in range(2, 15))
    assert (english.no_rank(Rank.JOKER), french.no_rank(Rank.JOKER)) == ("no joker",
                                                                         "keinen Joker")


@pytest.mark.parametrize(("lang", "you", "expected"), [
    ("en", 1, "You and West win deal 3: 1 point for tricks. Score:"),
    ("en", 0, "East and West win deal 3: 1 point for tricks. Score:"),
    ("de", 3, "Du und Ost gewinnt Runde 3: ein Punkt für Stiche. Stand:"),
    ("de", None, "Ost und West gewinnen Runde 3: ein Punkt für Stiche. Stand:"),
])
def test_whist_says_who_won_the_deal_in_a_sentence(lang, you, expected):
    """A play-tester heard "Deal over. Points for tricks: North and South 0, East and West
    1.": telegraphic, and the winner had to be worked out from a zero. One sentence now says
    which deal and who won it, the listener's partnership as "you and" the partner."""
    from accessible_games.games.cards.whist.game import DealEnded
    describer = WhistDescriber(WhistGame(), lang)
    describer.you = you
    ended = DealEnded((6, 7), (0, 1), (0, 0), (0, 0), False, (2, 3), deal=3)
    assert describer.event_line(ended).startswith(expected)
