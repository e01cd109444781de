"""Dog's sentences in English and German: cards and their effect, sending home, the exchange as
each seat hears it, sitting out, refusals; and a golden transcript of a first round."""

from __future__ import annotations

import random

import pytest

from accessible_games.engine.events import events_for
from accessible_games.engine.types import Token, TokenKind, TurnKind
from accessible_games.games.cards.core import Rank
from accessible_games.games.cards.dog import board as b
from accessible_games.games.cards.dog.bots import beginner_move
from accessible_games.games.cards.dog.game import DogGame
from accessible_games.games.cards.dog.positions import arrange
from accessible_games.games.cards.dog.rules import (
    ROUND_SIZES,
    Action,
    Fold,
    Give,
    Play,
    Step,
    UndoStep,
)
from accessible_games.games.cards.parse import parse_face
from accessible_games.narration.games.dog import DogDescriber
from tests.braille_cells import DISPLAY_CELLS, cells
from tests.golden import assert_golden

GAME = DogGame()


def _said(describer, state, move, viewer=0):
    mover = state.to_move
    events = state.play(move)
    return describer.move_message(state, move, events_for(events, viewer), mover).text


SEVEN = {
    "en": ["North plays the seven of hearts.",
           "North moves 4 fields from field 11 to field 15. East's marble on field 13 goes "
           "back to the kennel. North's marble on field 14 goes back to the kennel. 4 of 7 "
           "used.",
           "North takes the last step back; 0 of 7 used.",
           "North moves 3 fields from field 31 to field 34. 3 of 7 used."],
    "de": ["Nord spielt Herz-Sieben.",
           "Nord zieht 4 Felder von Feld 11 auf Feld 15. Die Kugel von Ost auf Feld 13 muss "
           "zurück in den Zwinger. Die Kugel von Nord auf Feld 14 muss zurück in den Zwinger. "
           "4 von 7 verbraucht.",
           "Nord nimmt den letzten Schritt zurück; 0 von 7 verbraucht.",
           "Nord zieht 3 Felder von Feld 31 auf Feld 34. 3 von 7 verbraucht."],
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_split_seven_with_its_running_count_and_an_undo(lang):
    d = DogDescriber(GAME, lang)
    state = arrange(GAME, {0: [10, 13, 30], 1: [12]}, {0: ["7h"], 1: ["3c"]})
    seven = state.legal_moves()[0]
    lines = [_said(d, state, m) for m in (seven, Step(10, 14), UndoStep(), Step(30, 33))]
    assert lines == SEVEN[lang]
    assert d.turn_goes_on(state)  # North still has 4 fields to use
    state.play(Step(33, 37))
    assert not d.turn_goes_on(state)
    # A seven with one marble to move is no split: the card moves it all seven fields, with
    # no count after it (a play-tester heard "splits seven fields" and "7 of 7 used" for one
    # move of seven fields, and was asked for the steps of a marble alone on the track).
    whole = arrange(GAME, {0: [30]}, {0: ["7h"], 1: ["3c"]})
    assert _said(d, whole, whole.legal_moves()[0]) == WHOLE_SEVEN[lang]
    assert not whole.split and whole.to_move == 1


WHOLE_SEVEN = {"en": "North plays the seven of hearts and moves 7 fields from field 31 to field "
                     "38.",
               "de": "Nord spielt Herz-Sieben und zieht 7 Felder von Feld 31 auf Feld 38."}


CARDS = {
    "en": ["North plays the four of hearts and moves 4 fields back from field 3 to field 63.",
           "North plays the red joker as ace and brings a marble out onto their start "
           "field 1. West's marble on North's start field 1 goes back to the kennel.",
           "North plays the ace of clubs: South's marble comes out onto its start field 33."],
    "de": ["Nord spielt Herz-Vier und zieht 4 Felder zurück von Feld 3 auf Feld 63.",
           "Nord spielt Joker rot als Ass und bringt eine Kugel aus dem Zwinger auf das eigene "
           "Startfeld 1. Die Kugel von West auf Startfeld 1 von Nord muss zurück in den Zwinger.",
           "Nord spielt Kreuz-Ass: Eine Kugel von Süd kommt heraus auf ihr Startfeld 33."],
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_cards_and_their_effect(lang):
    d = DogDescriber(GAME, lang)
    state = arrange(GAME, {0: [2], 3: [0]}, {0: ["4h", "X"], 1: ["2c"]})
    four = next(m for m in state.legal_moves() if m.action is Action.BACKWARD and not m.joker)
    joker = state.hands[0][-1]
    start = Play(joker, Rank.ACE, Action.START, 66, 0, True)
    assert start in state.legal_moves()
    said = [_said(d, state, four)]
    state.turn = 0
    said.append(_said(d, state, start))
    # With all four of its own home, North brings its partner's marble out: the owner is named,
    # once (it was "onto South's start field 33" after "South's marble").
    home = arrange(GAME, {0: [80, 81, 82, 83]}, {0: ["Ac"], 1: ["2c"]})
    out = next(m for m in home.legal_moves() if m.action is Action.START)
    said.append(_said(d, home, out))
    assert said == CARDS[lang]


EXCHANGE = {
    "en": {0: "North gives the {card} to South.",
           1: "North passes a card face down to South.",
           2: "North passes a card face down to South."},
    "de": {0: "Nord gibt Süd {card}.",
           1: "Nord gibt Süd verdeckt eine Karte.",
           2: "Nord gibt Süd verdeckt eine Karte."},
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_exchange_as_each_seat_hears_it(lang):
    d = DogDescriber(GAME, lang)
    state = GAME.new_state()
    rng = random.Random(1)
    while state.turn_kind is TurnKind.CHANCE:
        state.play(state.sample_chance(rng))
    card = state.hands[0][0]
    name = d.names.card(card)
    events = state.play(Give(0, card))
    for viewer in (0, 1, 2):
        text = d.move_message(state, Give(0, card), events_for(events, viewer), 0).text
        assert text == EXCHANGE[lang][viewer].format(card=name)
    gifts = {}
    for seat in (1, 2, 3):
        gifts[seat] = d.names.card(state.hands[seat][0])
        events = state.play(Give(seat, state.hands[seat][0]))
    heard = {v: d.move_message(state, None, events_for(events, v), 3).text for v in (1, 2)}
    # Play-testing, North heard its own card hidden mid-sentence ("West passes a card face
    # down to East. South takes your card. West takes the card from East. You take the jack
    # of diamonds from South. East takes the card from West."): now each pair of partners is
    # one sentence, what the listener gave and got first, the others' pair briefly.
    got = gifts[2]
    # The others' pair says only the pass of this move: "East and West swap a card face
    # down." told East's pass, heard as it was made, a second time.
    swapped = {"en": "North gives South the {card} and gets the {got}. West passes a card face "
                     "down to East.",
               "de": "Nord gibt Süd {card} und bekommt {got}. West gibt Ost verdeckt eine "
                     "Karte."}
    assert heard[2] == swapped[lang].format(card=name, got=got)
    hidden = {"en": "East gives West the {card} and gets the {got}.",
              "de": "Ost gibt West {card} und bekommt {got}."}  # North and South passed before
    assert heard[1] == hidden[lang].format(card=gifts[1], got=gifts[3])
    assert name not in heard[1] and got not in heard[1]
    # South's own console, told in the second person. Play-testing, South, who gave before
    # West, heard its own card twice ("You give the five of diamonds to South." as it gave,
    # "You give South the five of diamonds and get the four of spades." at the end): now the
    # end says only the card taken.
    d.you = 2
    yours = {"en": "You take the {card} from North. West passes a card face down to East.",
             "de": "Du nimmst {card} von Nord. West gibt Ost verdeckt eine Karte."}
    south = d.move_message(state, None, events_for(events, 2), 3).text
    assert south == yours[lang].format(card=name)
    assert got not in south
    # West, the last to give, heard the card twice in one breath ("Du gibst Ost Pik-Neun. ...
    # Ost nimmt Pik-Neun von dir."): the one sentence names it once.
    d.you = 3
    west = d.move_message(state, None, events_for(events, 3), 3).text
    assert west.startswith({"en": "You give East the ", "de": "Du gibst Ost "}[lang])
    assert west.count(gifts[3]) == 1


@pytest.mark.parametrize(("lang", "expected", "partner"), [
    ("en", "You give the {card} to South.", "North passes you a card face down."),
    ("de", "Du gibst Süd {card}.", "Nord gibt dir verdeckt eine Karte.")])
def test_the_giver_hears_its_own_card_in_the_second_person(lang, expected, partner):
    """Play-testing, North heard "North gives the five of diamonds to South." at its own
    console, and the partner "North passes a card face down to South." at its."""
    d = DogDescriber(GAME, lang)
    d.you = 0
    state = GAME.new_state()
    rng = random.Random(1)
    while state.turn_kind is TurnKind.CHANCE:
        state.play(state.sample_chance(rng))
    card = state.hands[0][0]
    events = state.play(Give(0, card))
    text = d.move_message(state, Give(0, card), events_for(events, 0), 0).text
    assert text == expected.format(card=d.names.card(card))
    d.you = 2
    assert d.move_message(state, Give(0, card), events_for(events, 2), 0).text == partner


@pytest.mark.parametrize("lang", ["en", "de"])
def test_sitting_out_and_refusals(lang):
    d = DogDescriber(GAME, lang)
    state = arrange(GAME, {}, {0: ["2h", "Qd"], 1: ["3c"]})
    text = _said(d, state, Fold())
    expected = {"en": "North cannot play and sits out this round. Cards shown: two of hearts "
                      "and queen of diamonds.",
                "de": "Nord kann nicht spielen und setzt diese Runde aus. Aufgedeckt: Herz-Zwei "
                      "und Karo-Dame."}
    assert text == expected[lang]
    state = arrange(GAME, {0: [5], 1: [16, 30]}, {0: ["Jh"]}, fresh=(0, 1, 0, 0))
    reason = state.explain((Token(TokenKind.CARD, state.hands[0][0]), 5, 16))
    protected = {"en": "The marble on East's start field 17 has just come out of its "
                       "kennel: it is protected and cannot be swapped, passed or sent back to "
                       "the kennel. The jack of hearts can go: swap field 6 with field 31 "
                       "(East's marble). Type a swap as the two fields with x between them, "
                       "such as 6x31.",
                 "de": "Die Kugel auf Startfeld 17 von Ost ist gerade aus dem Zwinger "
                       "gekommen: Sie ist geschützt und kann nicht getauscht, überholt oder "
                       "geschlagen werden. Herz-Bube kann so tauschen: Feld 6 mit Feld 31 "
                       "tauschen (Kugel von Ost). Einen Tausch tippst du als die zwei Felder mit "
                       "x dazwischen, etwa 6x31."}
    assert d.reason(reason, state).text == protected[lang]


def test_fields_are_counted_from_the_listeners_start():
    d = DogDescriber(GAME, "en")
    d.set_listener(1)
    assert d.location(16) == "your start field 1"
    assert d.location(15) == "field 64"
    assert d.location(0) == "North's start field 49"
    assert d.location(81) == "North's goal field 2"
    assert d.location(70) == "your kennel"
    assert d.location(86) == "your goal field 3"
    d.set_listener(None)
    assert d.location(16) == "East's start field 17"
    assert d.location(70) == "East's kennel"


def test_the_listeners_own_places_read_as_theirs_in_german_in_every_case():
    """A play-tester heard "Tisch, Zwinger von dir, deine Kugel." and "wähle auf dem Brett Feld
    61 oder Zwinger von dir": the own kennel and goal now read "dein Zwinger" and "dein
    Zielfeld 3", and after a verb or "auf" they take their case."""
    d = DogDescriber(GAME, "de")
    d.set_listener(1)
    assert (d.location(70), d.location(86), d.location(16)) == (
        "dein Zwinger", "dein Zielfeld 3", "dein Startfeld 1")
    assert (f"{d.location(70):acc}", f"{d.location(70):dat}") == ("deinen Zwinger",
                                                                   "deinem Zwinger")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_first_round_as_north_hears_it(lang):
    d = DogDescriber(GAME, lang)
    state = GAME.new_state()
    rng = random.Random(4)
    lines: list[str] = []
    while state.round_no < 1:
        if state.turn_kind is TurnKind.CHANCE:
            move = state.sample_chance(rng)
        else:
            if state.to_move == 0:
                lines.append("hand: " + d.hand_text(state.redacted(0), 0))
            move = beginner_move(state, rng)
        mover = state.to_move
        events = state.play(move)
        text = d.move_message(state.redacted(0), move, events_for(events, 0), mover).text
        if text:
            lines.append(text)
        # a new round, told after the move
        news = d.table_news(state.redacted(0), events_for(events, 0))
        if news is not None:
            lines.append(news.text)
    lines.extend(d.board_lines(state))
    assert_golden(f"dog/first_round.{lang}", lines)


def test_what_each_card_could_do_and_who_stands_behind():
    d = DogDescriber(GAME, "en")
    state = arrange(GAME, {0: [10], 1: [4], 3: [60]}, {0: ["6h", "2c", "Jd"]})
    assert d.hand_options_lines(state) == [
        "Two of clubs, one move: field 11 to field 13.",
        "Six of hearts, one move: field 11 to East's start field 17.",
        "Jack of diamonds, 2 moves: swap field 11 with field 5 (East's marble) or swap field "
        "11 with field 61 (West's marble)."]
    joker = arrange(GAME, {0: [10]}, {0: ["X"]})
    assert d.hand_options_lines(joker)[0].startswith(
        "Red joker, 15 moves: as ace: out onto North's start field 1, field 11 to field 12, "
        "or field 11 to field 22; as king: field 11 to field 24; ")
    assert d.hand_options_lines(joker)[0].endswith(
        "; as four: field 11 to field 15 or field 11 back to field 7; as three: field 11 to "
        "field 14; or as two: field 11 to field 13.")
    # East's marble on 4 is 6 fields behind North's on 10: a six, a seven or a joker sends it
    # home; West's marble on 60 is 14 behind, out of reach.
    assert d.threats_lines(state) == [
        "Danger on field 11: East's marble stands 6 fields behind, and a six, a seven, or a "
        "joker would send yours back to the kennel."]
    de = DogDescriber(GAME, "de")
    assert de.threats_lines(state) == [
        "Gefahr auf Feld 11: Die Kugel von Ost steht 6 Felder dahinter, und mit einer Sechs, "
        "einer Sieben oder einem Joker schlägt sie deine."]


THREATS = {
    "en": ["Danger on field 41: East's marble stands 7 fields behind, and a seven or a joker "
           "would send South's back to the kennel.",
           "Danger on field 41: West's marble stands 4 fields ahead, and a four played "
           "backwards would send South's back to the kennel."],
    "de": ["Gefahr auf Feld 41: Die Kugel von Ost steht 7 Felder dahinter, und mit einer "
           "Sieben oder einem Joker schlägt sie die von Süd.",
           "Gefahr auf Feld 41: Die Kugel von West steht 4 Felder davor, und mit einer Vier "
           "rückwärts schlägt sie die von Süd."],
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_threats_name_whose_marble_and_count_only_ways_that_are_open(lang):
    """A play-tester heard "would send yours home" about the partner's marble, no word of a
    four played backwards, and a danger through a protected marble that could not be
    passed. South's marble on place 40 (North hears field 41): East's 7 behind, West's 4
    ahead. North's own marble on place 5 has East's 2 fields behind it on place 63 (field
    64), but North's fresh marble on its start field (place 0) bars the way."""
    d = DogDescriber(GAME, lang)
    d.set_listener(0)
    partner = arrange(GAME, {0: [10], 2: [40], 1: [33], 3: [44]}, {0: ["6h"]})
    assert d.threats_lines(partner) == THREATS[lang]
    barred = arrange(GAME, {0: [0, 5], 1: [63]}, {0: ["6h"]}, fresh=(1, 0, 0, 0))
    assert d.threats_lines(barred) == [d.t("threat.none")]
    open_way = arrange(GAME, {0: [5], 1: [63]}, {0: ["6h"]})
    assert len(d.threats_lines(open_way)) == 1


def test_the_captures_query_counts_a_marble_sent_home():
    """"captures" said "No captures." while the nine of clubs could send East's marble
    home."""
    from accessible_games.session.console import Console, Seat, SeatKind
    state = arrange(GAME, {0: [24], 1: [33], 2: [26]}, {0: ["9c", "2h"], 1: ["2c"], 2: ["2d"],
                                                       3: ["2s"]})
    assert [m.notation for m in state.legal_moves() if state.is_capture(m)] == ["play 7 24-33"]
    console = Console.local(GAME, [Seat(SeatKind.HUMAN)] * 4, lang="en", seed=0, state=state)
    console.opening()
    said = console.handle_line("captures")[0].text
    assert "field 25 to field 34" in said and "No captures" not in said


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "North has 2 moves. The two of hearts: field 25 to field 27 (South's marble on field 27 "
           "goes back to the kennel) or the nine of clubs: field 25 to field 34 (sends East's "
           "marble on field 34 back to the kennel)."),
    ("de", "Nord hat 2 Züge. Herz-Zwei: Feld 25 nach Feld 27 (die Kugel von Süd auf Feld 27 muss "
           "zurück in den Zwinger) oder Kreuz-Neun: Feld 25 nach Feld 34 (die Kugel von Ost auf "
           "Feld 34 muss zurück in den Zwinger)."),
])
def test_the_moves_list_says_which_move_sends_an_opponent_home(lang, expected):
    """Play-testing, "moves" named a move onto East's marble like any other; the captures
    query knew, the list did not. A card that lands on the partner's marble was said plainly
    too: it is now a warning, and asked about before it is played, as a seven's step over it
    already was."""
    console, said = _moves_said(lang, {0: [24], 1: [33], 2: [26]},
                                {0: ["9c", "2h"], 1: ["2c"], 2: ["2d"], 3: ["2s"]})
    assert said == expected
    asked = console.handle_line("2h")[0].text
    assert asked.startswith(("Careful: the two of hearts", "Vorsicht: Herz-Zwei")), asked
    assert console.state.turn == 0  # not played before the answer


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "You have 10 moves. The two of hearts: your start field 1 to field 3, your start field "
           "1 to your goal field 2, or field 6 to field 8; the four of spades: your start field "
           "1 to field 5, your start field 1 to your goal field 4, your start field 1 back to "
           "field 61, field 6 to field 10, or field 6 back to field 2; or the ten of hearts: "
           "your start field 1 to field 11 or field 6 to field 16."),
    ("de", "Du hast 10 Züge. Herz-Zwei: dein Startfeld 1 nach Feld 3, dein Startfeld 1 nach "
           "deinem Zielfeld 2 oder Feld 6 nach Feld 8; Pik-Vier: dein Startfeld 1 nach Feld 5, "
           "dein Startfeld 1 nach deinem Zielfeld 4, dein Startfeld 1 zurück nach Feld 61, Feld "
           "6 nach Feld 10 oder Feld 6 zurück nach Feld 2; oder Herz-Zehn: dein Startfeld 1 "
           "nach Feld 11 oder Feld 6 nach Feld 16."),
])
def test_a_card_with_several_ways_is_named_once_before_them(lang, expected):
    """A play-tester heard "Pik-Vier: dein Startfeld 1 nach Feld 5, Pik-Vier: dein Startfeld 1
    zurück nach Feld 61, Pik-Vier: ..." six times over: each card is named once, its ways
    after it."""
    from accessible_games.session.console import Console, Seat, SeatKind
    state = arrange(GAME, {0: [0, 5]},
                    {0: ["2h", "Th", "4s"], 1: ["2d"], 2: ["2c"], 3: ["3s"]})
    console = Console.local(GAME, [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3,
                            lang=lang, seed=0, state=state)
    console.opening()
    assert console.handle_line("moves" if lang == "en" else "züge")[0].text == expected


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "North has 2 moves. The jack of clubs: swap field 5 with field 21 (South's marble) or "
           "swap field 5 with field 40 (East's marble)."),
    ("de", "Nord hat 2 Züge. Kreuz-Bube: Feld 5 mit Feld 21 tauschen (Kugel von Süd) oder "
           "Feld 5 mit Feld 40 tauschen (Kugel von Ost)."),
])
def test_a_jack_s_swaps_in_the_list_say_whose_marble(lang, expected):
    """Play-testing, a jack's swaps were listed by field alone: swapping with the partner or
    an opponent sounded the same."""
    _, said = _moves_said(lang, {0: [4], 1: [39], 2: [20]},
                          {0: ["Jc"], 1: ["2c"], 2: ["2d"], 3: ["2s"]})
    assert said == expected


def _moves_said(lang, marbles, hands):
    """A console at an arranged table (four people, North to play), and what "moves" says."""
    from accessible_games.session.console import Console, Seat, SeatKind
    state = arrange(GAME, marbles, hands)
    console = Console.local(GAME, [Seat(SeatKind.HUMAN)] * 4, lang=lang, seed=0, state=state)
    console.opening()
    return console, console.handle_line("moves" if lang == "en" else "züge")[0].text


BACK = {"en": ("the four of hearts: field 6 to field 10", "the four of hearts: field 6 back to "
               "field 2"),
        "de": ("Herz-Vier: Feld 6 nach Feld 10", "Herz-Vier: Feld 6 zurück nach Feld 2")}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_four_s_two_ways_say_which_goes_back(lang):
    """Round the track a backward four can land on a higher field number ("field 1 back to
    field 61"), so the choice says "back" rather than leaving the direction to arithmetic."""
    d = DogDescriber(GAME, lang)
    d.set_listener(0)
    state = arrange(GAME, {0: [5]}, {0: ["4h"], 1: ["2c"]})
    fours = sorted(state.legal_moves(), key=lambda m: m.action is Action.BACKWARD)
    assert [d.move_text(m) for m in fours] == list(BACK[lang])
    # The list of a card's moves (details, the refusal of a card with several ways) too.
    assert d.effect_text(fours[1]) == BACK[lang][1].split(": ", 1)[1]


def test_a_swap_for_the_partner_says_whose_marble_moved():
    """East plays the jack for West, whose marble on 45 goes to 29: the sentence names West
    (it used to say only "the marble on field 45")."""
    from accessible_games.games.cards.dog.rules import CardUsed, MarblesSwapped

    jack = GAME.deck.ids_of(parse_face("jh"))[0]
    used = CardUsed(1, jack, Rank.JACK, Action.SWAP, False)
    said = {"en": ("East plays the jack of hearts and swaps West's marble on field 45 with "
                   "South's marble on field 29."),
            "de": ("Ost spielt Herz-Bube und tauscht die Kugel von West auf Feld 45 gegen die "
                   "Kugel von Süd auf Feld 29.")}
    for lang, text in said.items():
        d = DogDescriber(GAME, lang)
        d.set_listener(0)
        assert d.event_line(MarblesSwapped(1, 3, 44, 2, 28), used) == text
    # Both owners are named (a play-tester heard only "swaps the marble on field 40"), the
    # listener's own marble as "your marble".
    own = {"en": "East plays the jack of hearts and swaps their marble on field 29 with your "
                 "marble on field 13.",
           "de": "Ost spielt Herz-Bube und tauscht seine Kugel auf Feld 29 gegen deine Kugel auf "
                 "Feld 13."}
    for lang, text in own.items():
        d = DogDescriber(GAME, lang)
        d.set_listener(2)
        d.you = 2
        assert d.event_line(MarblesSwapped(1, 1, 60, 2, 44), used) == text


SWAP_BRIEF = {
    "en": ("East: jack, 29 with 13 (your marble).", "East: jack, 45 with 29."),
    "de": ("Ost: Bube, 29 mit 13 (deine Kugel).", "Ost: Bube, 45 mit 29."),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_braille_line_of_a_swap_says_when_the_marble_taken_was_yours(lang):
    """Playing by braille alone, "East: jack of hearts, 9 with 44." did not say that the
    marble on 44 was the reader's own, now on 9 (speech says "with your marble on field
    44"); a swap between others stays as it was."""
    from accessible_games.games.cards.dog.rules import CardUsed, MarblesSwapped

    jack = GAME.deck.ids_of(parse_face("jh"))[0]
    used = CardUsed(1, jack, Rank.JACK, Action.SWAP, False)
    d = DogDescriber(GAME, lang)
    d.set_listener(2)
    d.you = 2
    yours, others = SWAP_BRIEF[lang]
    assert d.brief_line(MarblesSwapped(1, 1, 60, 2, 44), used) == yours
    d.set_listener(0)
    d.you = 0
    assert d.brief_line(MarblesSwapped(1, 3, 44, 2, 28), used) == others


OWN_SWAP = {
    "en": ("East plays the black joker as jack and swaps their two marbles on field 5 and field "
           "32.",
           "You play the black joker as jack and swap your two marbles on field 5 and field 32."),
    "de": ("Ost spielt Joker schwarz als Bube und tauscht seine beiden Kugeln auf Feld 5 und "
           "Feld 32.",
           "Du spielst Joker schwarz als Bube und tauschst deine beiden Kugeln auf Feld 5 und "
           "Feld 32."),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_jack_that_swaps_two_own_marbles_says_so(lang):
    """Play-testing, East's joker swapped two of East's own marbles and was heard as "Ost
    spielt Joker schwarz als Bube und tauscht seine Kugel auf Feld 5 gegen die Kugel von Ost
    auf Feld 32", as if another's."""
    from accessible_games.games.cards.dog.rules import CardUsed, MarblesSwapped

    joker = GAME.deck.ids_of(parse_face("black joker"))[0]
    said = []
    for listener in (0, 1):
        d = DogDescriber(GAME, lang)
        d.set_listener(0)
        d.you = listener
        used = CardUsed(1, joker, Rank.JACK, Action.SWAP, True)
        said.append(d.event_line(MarblesSwapped(1, 1, 4, 1, 31), used))
    assert tuple(said) == OWN_SWAP[lang]


def test_two_equal_cards_of_the_double_pack_make_one_move_in_the_list():
    """"moves" read "the three of clubs: field 25 to field 28, the three of clubs: field 25
    to field 28" for the two threes of clubs of the double pack: said once, counted once."""
    from accessible_games.session.console import Console, Seat, SeatKind
    state = arrange(GAME, {0: [24]}, {0: ["3c", "3c", "2h"], 1: ["2c"], 2: ["2d"], 3: ["2s"]})
    console = Console.local(GAME, [Seat(SeatKind.HUMAN)] * 4, lang="en", seed=0, state=state)
    console.opening()
    assert [m.text for m in console.handle_line("moves")] == [
        "North has 2 moves. The two of hearts: field 25 to field 27 or the three of clubs: field "
        "25 to field 28."]


FOLD_TURN = {
    "en": "North, your turn, but no card of yours can move: type fold to show your hand and sit "
          "out this round.",
    "de": "Nord, du bist am Zug, aber keine deiner Karten kann ziehen: tippe aussetzen, dann "
          "zeigst du dein Blatt und setzt diese Runde aus.",
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_player_who_must_sit_out_is_told_so_with_the_turn(lang):
    """A play-tester heard only "North, your turn." with no card that could move, and found
    the fold only by asking for the moves."""
    from accessible_games.session.console import Console, Seat, SeatKind
    state = arrange(GAME, {}, {0: ["5c", "2h"], 1: ["2c"], 2: ["2d"], 3: ["2s"]})
    assert [m.notation for m in state.legal_moves()] == ["fold"]
    console = Console.local(GAME, [Seat(SeatKind.HUMAN)] * 4, lang=lang, seed=0, state=state)
    assert console.opening()[-1].text == FOLD_TURN[lang]


PIECES = {
    "en": (["North: none in the goal; 2 in the kennel; on the track: your start field 1 "
            "and field 6."],
           ["East: none in the goal; 3 in the kennel; on the track: field 21.",
            "West: none in the goal; 4 in the kennel; on the track: none."]),
    "de": (["Nord: keine im Ziel; 2 im Zwinger; auf der Bahn: dein Startfeld 1 und "
            "Feld 6."],
           ["Ost: keine im Ziel; 3 im Zwinger; auf der Bahn: Feld 21.",
            "West: keine im Ziel; 4 im Zwinger; auf der Bahn: keine."]),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_pieces_count_marbles_home_in_the_kennel_and_on_the_track(lang):
    """"pieces" said "4 marbles of North on field 6, your kennel, and your start field" (no
    count per place, "on your kennel"); it now reads each seat as the board does."""
    from accessible_games.session.console import Console, Seat, SeatKind
    state = arrange(GAME, {0: [5, 0], 1: [20], 2: [40]}, {0: ["3c", "2h"], 1: ["2c"],
                                                         2: ["2d"], 3: ["2s"]})
    console = Console.local(GAME, [Seat(SeatKind.HUMAN)] * 4, lang=lang, seed=0, state=state)
    console.opening()
    mine, theirs = PIECES[lang]
    # Words once; the braille line goes on in lines of two windows with nothing to say.
    assert [m.text for m in console.handle_line("pieces") if m.text] == mine
    assert [m.text for m in console.handle_line("pieces opponent") if m.text] == theirs


SEVEN_WARNINGS = {
    "en": ("your start field 1 to field 2, field 3, field 4 (South's marble on field 4 goes "
           "back to the kennel), field 5 (likewise), fields 6 through 8 (South's marble on "
           "field 4 and your marble on field 6 go back to the kennel), or your goal fields 1 "
           "through 4;",
           "field 6 to fields 7 through 13."),
    "de": ("dein Startfeld 1 nach Feld 2, Feld 3, Feld 4 (die Kugel von Süd auf Feld 4 muss "
           "zurück in den Zwinger), Feld 5 (ebenso), Feld 6 bis 8 (die Kugel von Süd auf Feld 4 "
           "und deine Kugel auf Feld 6 müssen zurück in den Zwinger) oder deinen Zielfeldern 1 "
           "bis 4;",
           "Feld 6 nach Feld 7 bis 13."),
}
"""The fields with the same bracket are one run, the bracket said once after it (it followed
each of fields 4 to 8, and the goal fields broke the runs: "field 4 (…), your goal field 3,
field 5 (…)"); the goal lane after the track, its fields in a row one run too ("your goal field
1, your goal field 2, your goal field 3, or your goal field 4")."""


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_seven_s_steps_that_send_your_own_side_home_say_so_in_the_list(lang):
    """A play-tester's seven passed their own marble, which went home with no warning in
    "moves". North's marbles on places 0 and 5 (fields 1 and 6), South's on place 3 (field
    4): a step from field 1 to field 5 or beyond sends South's marble home, to field 6 or
    beyond North's own as well; the steps of the marble on field 6 cost nothing."""
    from accessible_games.session.console import Console, Seat, SeatKind
    state = arrange(GAME, {0: [0, 5], 2: [3]}, {0: ["7h"], 1: ["2c"], 2: ["2d"], 3: ["2s"]})
    console = Console.local(GAME, [Seat(SeatKind.HUMAN)] * 4, lang=lang, seed=0, state=state)
    console.opening()
    console.handle_line("7h")
    said = console.handle_line("moves")[0].text
    first, free = SEVEN_WARNINGS[lang]
    assert first in said and said.count("(") == 3
    assert said.split("; ")[1].startswith(free)


PARTNER_LANE = {
    "en": "field 32 to South's start field 33, fields 34 through 36, or South's goal fields 1 "
          "through 3;",
    "de": "Feld 32 nach Startfeld 33 von Süd, Feld 34 bis 36 oder Zielfeld 1 bis 3 von Süd;",
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_seven_going_on_with_the_partner_s_marbles_says_their_goal_lane_as_a_run(lang):
    """North's seven brings the last marble home in 3, then moves South's marbles: the list
    said "South's goal field 1, South's goal field 2, or South's goal field 3" where the own
    lane is one run."""
    from accessible_games.session.console import Console, Seat, SeatKind
    state = arrange(GAME, {0: [62, 81, 82, 83], 2: [31, 20]},
                    {0: ["7h", "2c"], 1: ["2d"], 2: ["2h"], 3: ["2s"]})
    console = Console.local(GAME, [Seat(SeatKind.HUMAN)] * 4, lang=lang, seed=0, state=state)
    console.opening()
    console.handle_line("7h")
    console.handle_line("63-g1")
    assert PARTNER_LANE[lang] in console.handle_line("moves")[0].text


SEVEN_QUESTION = {
    "en": ("Careful: your start field 1 to field 7 (South's marble on field 4 and your "
           "marble on field 6 go back to the kennel). Play it anyway? Type yes or no.",
           "Not played."),
    "de": ("Vorsicht: dein Startfeld 1 nach Feld 7 (die Kugel von Süd auf Feld 4 und "
           "deine Kugel auf Feld 6 müssen zurück in den Zwinger). Trotzdem spielen? Tippe ja "
           "oder nein.", "Nicht gespielt."),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_typed_step_that_sends_your_own_side_home_is_asked_about_first(lang):
    """The list of moves warned about such a step, but typed ("1-7") it was made at once.
    Now it is asked about: "no" leaves the seven untouched, "yes" makes the step."""
    from accessible_games.session.console import Console, Seat, SeatKind
    state = arrange(GAME, {0: [0, 5], 2: [3]}, {0: ["7h"], 1: ["2c"], 2: ["2d"], 3: ["2s"]})
    console = Console.local(GAME, [Seat(SeatKind.HUMAN)] * 4, lang=lang, seed=0, state=state)
    console.opening()
    console.handle_line("7h")
    before = console.state.to_text()
    question, refused = SEVEN_QUESTION[lang]
    assert console.handle_line("1-7")[0].text == question
    said = console.handle_line("no" if lang == "en" else "nein")
    assert said[0].text == refused and console.state.to_text() == before
    assert console.handle_line("1-7")[0].text == question
    # Anything else drops the question: "Not played.", then the line is read as usual.
    back = console.handle_line("undo step")
    assert back[0].text == refused
    assert console.handle_line("1-7")[0].text == question
    assert [m.text for m in console.handle_line("repeat")] == [question]
    console.handle_line("yes" if lang == "en" else "ja")
    assert console.state.to_text() != before and console.confirming is None
    # A step that costs nothing is made without a question.
    console.handle_line("6-7")
    assert console.confirming is None


ASKED_BRIEFLY = {
    "en": ("Careful: ⠃⠓ 14-16. To the kennel: you 16. Play anyway? Yes or no?",
           "Careful: 1-7. To the kennel: South 4, you 6. Play anyway? Yes or no?"),
    "de": ("Vorsicht: ⠃⠓ 14-16. In den Zwinger: du 16. Trotzdem spielen? Ja oder nein?",
           "Vorsicht: 1-7. In den Zwinger: Süd 4, du 6. Trotzdem spielen? Ja oder nein?"),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_move_asked_about_is_brailled_with_the_card_code_and_the_risk(lang):
    """"Careful: the two of hearts: field 14 to field 16 (your marble on field 16 goes back
    to the kennel). Play it anyway? Type yes or no." was the braille line too, 139 cells
    (a seven's step sending two marbles back 158): the card in its code, the way as typed,
    the marbles sent back and yes or no now fit 80 cells; speech keeps its words."""
    from accessible_games.session.console import Console, Seat, SeatKind
    card, step = ASKED_BRIEFLY[lang]
    state = arrange(GAME, {0: [13, 15], 2: [40]},
                    {0: ["2h", "3c"], 1: ["2c"], 2: ["2d"], 3: ["2s"]})
    console = Console.local(GAME, [Seat(SeatKind.HUMAN)] * 4, lang=lang, seed=0, state=state)
    console.opening()
    asked, = console.handle_line("2h 14-16")
    assert asked.short == card and console.confirming is not None
    assert "field 14 to field 16" in asked.text or "Feld 14 nach Feld 16" in asked.text
    state = arrange(GAME, {0: [0, 5], 2: [3]}, {0: ["7h"], 1: ["2c"], 2: ["2d"], 3: ["2s"]})
    console = Console.local(GAME, [Seat(SeatKind.HUMAN)] * 4, lang=lang, seed=0, state=state)
    console.opening()
    console.handle_line("7h")
    asked, = console.handle_line("1-7")
    assert (asked.text, asked.short) == (SEVEN_QUESTION[lang][0], step)
    for brief in (card, step):
        assert cells(brief, lang) <= 2 * DISPLAY_CELLS


def _after_a_new_deal(lang: str = "en"):
    """A console of a person at North against the computer, played on until the second
    round is dealt."""
    from accessible_games.session.console import Console, Seat, SeatKind

    seats = [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3
    console = Console.local(GAME, seats, lang=lang, seed=5)
    console.opening()
    round_one = console.state.round_no
    for _ in range(60):
        while console.computer_to_move():
            console.computer_move()
        legal = console.observation.legal_moves
        if console.is_over or console.state.round_no != round_one:
            break
        if legal:
            console.handle_line(legal[0].notation)
        else:
            console.forced_moves()
    assert console.state.round_no != round_one  # a new round was dealt
    return console


def test_since_after_a_new_round_says_only_what_the_listener_may_hear():
    """Fuzzing: "since" after a new round's deal listed an empty line for every card dealt to
    another seat (the listener may not hear those cards); it keeps only what is said, and the
    listener's own cards are one sentence, not a line each."""
    said = [m.text for m in _after_a_new_deal().handle_line("since")]
    assert said and all(text.strip() for text in said), said
    dealt = [text for text in said if text.startswith("You get the ")]
    assert len(dealt) == 1 and dealt[0].count(" the ") == ROUND_SIZES[1], said


@pytest.mark.parametrize(("lang", "since", "spoken", "shown"), [
    ("en", "since", "You get the ", "You get: "),
    ("de", "seither", "Du bekommst ", "Du bekommst: "),
])
def test_since_brailles_the_new_hand_in_the_cards_code(lang, since, spoken, shown):
    """"You get the three of hearts, the three of diamonds, the eight of spades, the two of
    diamonds, the six of clubs, and the five of clubs." was the braille line too, 135 cells
    over four windows, a card's name cut by a window ("the three of / hearts"); it shows the
    cards in their two-cell code, as the hand line and the cards dealt do."""
    console = _after_a_new_deal(lang)
    told = [m for m in console.handle_line(since) if m.text.startswith(spoken)]
    assert len(told) == 1, told
    hand = console.state.hands[0]
    assert len(hand) == ROUND_SIZES[1]
    assert told[0].short.startswith(shown) and told[0].short.endswith(".")
    codes = told[0].short.removeprefix(shown).removesuffix(".").split("\u2800")
    assert sorted(codes) == sorted(console.card_codes([card]) for card in hand)
    assert cells(told[0].short, lang) <= 2 * DISPLAY_CELLS


@pytest.mark.parametrize(("lang", "expected"), [
    # Two choices, the king or the ace: the two kings play alike (suits do not count), and
    # are named as one ("the king of clubs, the king of hearts, or ..." named three).
    ("en", "North has 2 moves. The king of clubs or hearts or the ace of hearts: out onto your "
           "start field 1."),
    ("de", "Nord hat 2 Züge. Kreuz- oder Herz-König oder Herz-Ass: heraus auf dein Startfeld "
           "1."),
])
def test_cards_that_make_the_same_move_are_named_together(lang, expected):
    """Play-testing, a round's first turn listed "out onto your start field 1" once per
    card that brings a marble out: three times the same words."""
    _, said = _moves_said(lang, {1: [20]}, {0: ["Kc", "Kh", "Ah"], 1: ["2c"], 2: ["2d"],
                                            3: ["2s"]})
    assert said == expected


@pytest.mark.parametrize(("lang", "moves", "card"), [
    ("en", "North has one move. The king of diamonds: out onto your start field 1.",
     "King of diamonds, one move: out onto your start field 1."),
    ("de", "Nord hat einen Zug. Karo-König: heraus auf dein Startfeld 1.",
     "Karo-König, ein Zug: heraus auf dein Startfeld 1."),
])
def test_a_move_s_card_and_way_are_not_run_into_the_list_s_heading_by_colons(lang, moves, card):
    """Play-testing, "moves" said "Nord: ein Zug: Karo-König: heraus auf dein Startfeld 1.",
    three colons in a row; a card's own moves and "details" said "King of diamonds: 1 move:
    out ...". The list's heading is a sentence of its own, the card's parted by a comma."""
    console, said = _moves_said(lang, {1: [20]}, {0: ["Kd", "3c"], 1: ["2c"], 2: ["2d"],
                                                  3: ["2s"]})
    assert said == moves
    asked = "moves kd" if lang == "en" else "züge karo könig"
    assert [m.text for m in console.handle_line(asked)] == [card]
    details = [m.text for m in console.handle_line("details")]
    assert card in details


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "You have 6 moves. Give the two of clubs, the three of diamonds, the eight of diamonds, "
           "the nine of diamonds, the king of hearts, or the ace of hearts."),
    ("de", "Du hast 6 Züge. Kreuz-Zwei, Karo-Drei, Karo-Acht, Karo-Neun, Herz-König oder "
           "Herz-Ass abgeben."),
])
def test_the_exchange_s_moves_say_give_once(lang, expected):
    """Play-testing, "moves" in the exchange said "give the ..." six times over."""
    from tests.games.cards.table_play import against_beginners
    console = against_beginners(GAME, lang, 7)
    assert [m.text for m in console.handle_line("moves" if lang == "en" else "züge")] == [
        expected]


@pytest.mark.parametrize(("lang", "said", "other"), [
    ("en", "North, your seven has 7 fields to move, in one step or several: type a step, such "
           "as 11-12 (field 11 to field 12), or moves to hear them.",
     "North to move 3 fields of the seven."),
    ("de", "Nord, deine Sieben hat 7 Felder zu ziehen, in einem Schritt oder mehreren: tippe "
           "einen Schritt, etwa 11-12 (Feld 11 nach Feld 12), oder züge, um sie zu hören.",
     "Nord zieht 3 Felder der Sieben."),
])
def test_right_after_a_seven_the_turn_says_how_its_fields_are_moved(lang, said, other):
    """A play-tester played a seven and heard "You play the seven of clubs and split seven
    fields." and then nothing: what to type next was not said. Before the first step the
    turn sentence follows, with a step the player may take; after a step, the step's own
    sentence counts the fields used and no turn sentence follows."""
    d = DogDescriber(GAME, lang)
    state = arrange(GAME, {0: [10, 13, 30], 1: [12]}, {0: ["7h"], 1: ["3c"]})
    state.play(state.legal_moves()[0])
    assert not d.turn_goes_on(state)
    assert d.turn_text(state, 0) == said
    state.play(Step(10, 14))
    assert d.turn_goes_on(state)
    assert d.turn_text(state, None) == other


JOKER_CHOICES = {
    "en": ("as ace, 1 of 12.", "Edge, still on as ace, 1 of 12.", "as king, 2 of 12.",
           "Selected: red joker."),
    "de": ("als Ass, 1 von 12.", "Rand, weiter auf als Ass, 1 von 12.", "als König, 2 von 12.",
           "Ausgewählt: Joker rot."),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_joker_s_ranks_are_named_as_ranks_when_chosen_with_the_cursor(lang):
    """A play-tester chose the joker in the hand and heard its ranks as cards he did not
    hold ("three of diamonds, 1 of 13"): the choices read every part as a card. "where" then
    named the rank as a field ("Selected: ... field 3"), and left at the first choice said no
    edge. The ranks are "as ace" and so on, the edge is said, and the selection names the
    joker and its rank."""
    from accessible_games.session.console import Console, Seat, SeatKind
    state = arrange(GAME, {0: [5]}, {0: ["X", "2c"], 1: ["2d"], 2: ["2h"], 3: ["2s"]})
    console = Console.local(GAME, [Seat(SeatKind.HUMAN)] * 4, lang=lang, seed=0, state=state)
    console.opening()
    first, edge, second, selected = JOKER_CHOICES[lang]
    words = {"en": ("zone", "right", "select", "left", "where"),
             "de": ("bereich", "rechts", "wählen", "links", "wo")}[lang]
    zone, right, select, left, where = words
    console.handle_line(zone)
    console.handle_line(zone)  # the hand
    console.handle_line(right)  # the joker
    assert console.handle_line(select)[-1].text == first
    assert console.handle_line(left)[-1].text == edge
    assert console.handle_line(right)[-1].text == second
    assert console.handle_line(where)[-1].text.endswith(selected)
    said = console.handle_line(select)[-1].text  # as king: its marble on the board
    assert said.startswith("As king: " if lang == "en" else "Als König: ")


@pytest.mark.parametrize(("lang", "seven", "nine"), [
    ("en", "You hold no seven.", "North plays the nine of diamonds"),
    ("de", "Du hast keine Sieben auf der Hand.", "Nord spielt Karo-Neun"),
])
def test_a_number_beyond_the_hand_names_a_rank(lang, seven, nine):
    """With the nine of diamonds among two cards, "9" was refused: "not a card of your hand;
    you hold 2 cards". A number the hand reaches is still its n-th card; beyond, a rank."""
    from accessible_games.session.console import Console, Seat, SeatKind
    state = arrange(GAME, {0: [5]}, {0: ["3h", "9d"], 1: ["2d"], 2: ["2h"], 3: ["2s"]})
    console = Console.local(GAME, [Seat(SeatKind.HUMAN)] * 4, lang=lang, seed=0, state=state)
    console.opening()
    assert [m.text for m in console.handle_line("7")] == [seven]
    assert console.handle_line("9")[0].text.startswith(nine)


@pytest.mark.parametrize(("lang", "two", "three", "given"), [
    ("en", "You play the two of clubs and move 2 fields from field 12 to field 14.",
     "You hold no three.", "You give the two of clubs to South."),
    ("de", "Du spielst Kreuz-Zwei und ziehst 2 Felder von Feld 12 auf Feld 14.",
     "Du hast keine Drei auf der Hand.", "Du gibst Süd Kreuz-Zwei."),
])
def test_a_rank_s_number_is_the_rank_though_the_hand_reaches_it(lang, two, three, given):
    """Holding the two, five, eight and jack, "2" played the five (the second card), and in
    the exchange gave it: in Dog only ranks count, and a player names a card by its
    number."""
    from accessible_games.games.cards.dog.game import EXCHANGE as GIVING
    from accessible_games.session.console import Console, Seat, SeatKind
    hands = {0: ["2c", "5c", "8h", "Jd"], 1: ["2d"], 2: ["2h"], 3: ["2s"]}
    seats = [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3
    state = arrange(GAME, {0: [11]}, hands)
    console = Console.local(GAME, seats, lang=lang, seed=0, state=state)
    console.opening()
    assert [m.text for m in console.handle_line("3")] == [three]
    asked = "moves 2" if lang == "en" else "züge 2"  # the two's moves, not the five's
    assert console.handle_line(asked)[0].text.startswith("Two of clubs, " if lang == "en"
                                                          else "Kreuz-Zwei, ")
    assert console.handle_line("2")[0].text == two
    state = arrange(GAME, {0: [11]}, hands)
    state.phase = GIVING
    console = Console.local(GAME, seats, lang=lang, seed=0, state=state)
    console.opening()
    assert console.handle_line("2")[0].text == given


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "Your marble on field 14 goes back to the kennel."),
    ("de", "Deine Kugel auf Feld 14 muss zurück in den Zwinger."),
])
def test_the_listener_s_own_marble_sent_home_is_yours(lang, expected):
    """A play-tester at North heard "North's marble on field 47 goes back to the kennel."
    about his own marble: the owner is named in the second person to the listener."""
    d = DogDescriber(GAME, lang)
    d.you = 0
    state = arrange(GAME, {0: [13], 1: [9]}, {0: ["2c"], 1: ["4h"], 2: ["2d"], 3: ["2s"]},
                    turn=1)
    move = next(m for m in state.legal_moves() if m.action is Action.FORWARD)
    said = _said(d, state, move, viewer=0)
    assert expected in said, said


PARTNER_MARBLES = {
    "en": ("You play the two of hearts and move 2 fields from field 64 to your goal field 1. "
           "You have 4 marbles in the goal. All your marbles are in the goal; from now on you "
           "move South's marbles.",
           "North plays the two of hearts and moves 2 fields from field 64 to their goal field "
           "1. North has 4 marbles in the goal.",
           "All your marbles are in the goal: you move South's marbles.",
           "North: in the goal: goal fields 1, 2, 3, and 4; none in the kennel; on the "
           "track: none."),
    "de": ("Du spielst Herz-Zwei und ziehst 2 Felder von Feld 64 auf dein Zielfeld 1. Du "
           "hast 4 Kugeln im Ziel. Alle deine Kugeln sind im Ziel; ab jetzt ziehst du die Kugeln "
           "von Süd.",
           "Nord spielt Herz-Zwei und zieht 2 Felder von Feld 64 auf das eigene Zielfeld 1. Nord "
           "hat 4 Kugeln im Ziel.",
           "Alle deine Kugeln sind im Ziel: du ziehst die Kugeln von Süd.",
           "Nord: im Ziel: Zielfelder 1, 2, 3 und 4; keine im Zwinger; auf der Bahn: "
           "keine."),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_player_whose_marbles_are_all_home_is_told_once_that_the_partner_s_come_next(lang):
    """A play-tester's fourth marble reached the goal and the next round offered South's
    marbles without a word. The player hears it once, with the move (the others hear only
    the count), and status and board say it from then on; before, they do not."""
    told, others, status, board = PARTNER_MARBLES[lang]
    d = DogDescriber(GAME, lang)
    d.set_listener(0)
    d.you = 0
    state = arrange(GAME, {0: [63, 81, 82, 83]}, {0: ["2h", "3h"], 1: ["2d"], 2: ["2c"],
                                                 3: ["2s"]})
    assert told not in d.status_text(state) and len(d.board_lines(state)) == 4
    move = next(m for m in state.legal_moves() if m.target == 80)
    before = state.copy()
    assert _said(d, state, move) == told
    assert _said(DogDescriber(GAME, lang), before, move, viewer=1) == others
    assert d.status_text(state).endswith(" " + status)
    assert d.board_lines(state)[0] == board and d.board_lines(state)[-1] == status
    state.play(state.legal_moves()[0])  # East sits out
    assert d.status_text(state).endswith(" " + status)  # still, after the others' turns


ONE_CARD = {
    "en": (
        "Ace of diamonds, 5 moves: out onto your start field 1, field 44 to "
        "field 45 (South's marble on field 45 goes back to the kennel), field 44 to "
        "field 55, field 51 to field 52, or field 51 to field 62.",
        "Jack of clubs, 5 moves: swap field 44 with field 45 (South's marble), swap "
        "field 44 with field 50 (East's marble), swap field 44 with field 51 (your "
        "marble), swap field 51 with field 45 (South's marble), or swap field 51 with "
        "field 50 (East's marble).",
        "The red joker as jack can go several ways: swap field 44 with field 45 "
        "(South's marble), swap field 44 with field 50 (East's marble), swap field 44 "
        "with field 51 (your marble), swap field 51 with field 45 (South's marble), or "
        "swap field 51 with field 50 (East's marble). Please say which. Type the joker with its "
        "rank and way, such as joker as jack 44x45.",
    ),
    "de": (
        "Karo-Ass, 5 Züge: heraus auf dein Startfeld 1, Feld 44 nach Feld 45 (die "
        "Kugel von Süd auf Feld 45 muss zurück in den Zwinger), Feld 44 nach Feld 55, "
        "Feld 51 nach Feld 52 oder Feld 51 nach Feld 62.",
        "Kreuz-Bube, 5 Züge: Feld 44 mit Feld 45 tauschen (Kugel von Süd), Feld 44 mit "
        "Feld 50 tauschen (Kugel von Ost), Feld 44 mit Feld 51 tauschen (deine Kugel), "
        "Feld 51 mit Feld 45 tauschen (Kugel von Süd) oder Feld 51 mit Feld 50 tauschen "
        "(Kugel von Ost).",
        "Joker rot als Bube kann mehrere Wege gehen: Feld 44 mit Feld 45 tauschen "
        "(Kugel von Süd), Feld 44 mit Feld 50 tauschen (Kugel von Ost), Feld 44 mit "
        "Feld 51 tauschen (deine Kugel), Feld 51 mit Feld 45 tauschen (Kugel von Süd) "
        "oder Feld 51 mit Feld 50 tauschen (Kugel von Ost). Bitte sage, welchen. Tippe den Joker "
        "mit Rang und Weg, etwa joker als Bube 44x45.",
    ),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_one_card_s_moves_carry_the_brackets_of_the_list_of_all_moves(lang):
    """"moves" said "(South's marble on field 45 goes home)", "moves ad" the same move with
    no word of it; a joker's list left it out as well. North on field 44, South on field 45,
    East on field 50."""
    from accessible_games.session.console import Console, Seat, SeatKind
    state = arrange(GAME, {0: [43, 50], 1: [49], 2: [44]},
                    {0: ["Ad", "X", "Jc"], 1: ["2c"], 2: ["2d"], 3: ["2s"]})
    console = Console.local(GAME, [Seat(SeatKind.HUMAN)] * 4, lang=lang, seed=0, state=state)
    console.opening()
    ace = console.handle_line("moves ad" if lang == "en" else "züge karo ass")[0].text
    jack = console.handle_line("moves jc" if lang == "en" else "züge kreuz bube")[0].text
    joker = console.handle_line("joker as jack")[0].text
    assert (ace, jack, joker) == ONE_CARD[lang]


CURSOR = {
    "en": ["Table, your start field 1, your marble.", "field 35, empty.",
           "field 34, empty.",
           "South's start field 33, empty.",
           "There is no marble on South's start field 33.",
           "field 64, South's marble.", "your start field 1, your marble.", "field 2, empty.",
           "your start field 1, your marble.", "field 64, South's marble."],
    "de": ["Tisch, dein Startfeld 1, deine Kugel.", "Feld 35, leer.", "Feld 34, leer.",
           "Startfeld 33 von Süd, leer.",
           "Auf Startfeld 33 von Süd steht keine Kugel.",
           "Feld 64, Kugel von Süd.", "dein Startfeld 1, deine Kugel.", "Feld 2, leer.",
           "dein Startfeld 1, deine Kugel.", "Feld 64, Kugel von Süd."],
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_cursor_walks_the_track_in_playing_direction_and_round(lang):
    """A play-tester's "right" went from field 34 to 33 and 32 and then hit an "edge" in the
    middle of the track, and "select" on an empty field spoke of a marble there. Right is now
    forward along the track and left back, round past field 64 to field 1; an empty field
    says it is empty; the listener's own marble is "your marble". The first zone press lands
    on the listener's first marble along the track (it landed on field 34, nobody's)."""
    from accessible_games.session.console import Console, Seat, SeatKind
    state = arrange(GAME, {0: [0, 20], 2: [63]}, {0: ["7h", "2c"], 1: ["2c"], 2: ["2d"],
                                                  3: ["2s"]})
    seats = [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER)] * 3
    console = Console.local(GAME, seats, lang=lang, seed=0, state=state)
    console.opening()
    words = {"en": ("zone", "right", "left", "select"),
             "de": ("bereich", "rechts", "links", "wählen")}[lang]
    zone, right, left, select = words
    said = [console.handle_line(zone)[0].text]  # on the listener's first marble
    console.cursor.go(33)  # field 34
    said += [console.handle_line(line)[0].text for line in (right, left, left, select)]
    console.cursor.go(62)  # field 63
    said += [console.handle_line(line)[0].text for line in (right, right, right, left, left)]
    assert said == CURSOR[lang]


PARTNER_MOVES_YOURS = {
    "en": ("South plays the ten of spades and moves your marble 10 fields from field 6 to field "
           "16.",
           "South plays the ace of clubs: your marble comes out onto your start field 1."),
    "de": ("Süd spielt Pik-Zehn und zieht deine Kugel 10 Felder von Feld 6 auf Feld 16.",
           "Süd spielt Kreuz-Ass: Eine deiner Kugeln kommt heraus auf dein Startfeld 1."),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_partner_playing_with_the_listener_s_marbles_moves_your_marble(lang):
    """A play-tester heard "Süd spielt Pik-Zehn und zieht die Kugel von Nord …" about his own
    marble, moved by his partner whose marbles were all in the goal."""
    d = DogDescriber(GAME, lang)
    d.set_listener(0)
    d.you = 0
    hands = {0: ["2h"], 1: ["2c"], 2: ["Ts", "Ac"], 3: ["2s"]}
    said = []
    for rank in (Rank.TEN, Rank.ACE):
        state = arrange(GAME, {0: [5], 2: [88, 89, 90, 91]}, hands, turn=2)
        move = next(m for m in state.legal_moves() if m.rank is rank
                    and m.action in (Action.FORWARD, Action.START) and
                    (rank is Rank.ACE) == (m.action is Action.START))
        said.append(_said(d, state, move))
    assert tuple(said) == PARTNER_MOVES_YOURS[lang]


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("en", ("go 9", "go field 6", "go 1", "go 17"),
     ("field 9, empty.", "field 6, empty.", "your start field 1, empty.",
      "East's start field 17, empty.")),
    ("de", ("gehe 9", "gehe feld 6", "gehe 1", "gehe feld 17"),
     ("Feld 9, leer.", "Feld 6, leer.", "dein Startfeld 1, leer.", "Startfeld 17 von Ost, leer.")),
])
def test_go_with_a_number_moves_the_cursor_to_that_field_and_never_plays_a_card(
        lang, typed, said):
    """A play-tester's "go 9", meant for the cursor as help says, played the nine of
    diamonds; "gehe 5" gave away the five. A number after go is a field of the track."""
    from tests.consoles import seated
    console = seated("dog", lang, seed=7)
    before = len(console.table.history)
    assert tuple(console.handle_line(line)[0].text for line in typed) == said
    assert len(console.table.history) == before


def test_german_names_another_seat_s_places_with_von_not_a_genitive_s():
    """"Osts Startfeld" read badly to a play-tester: German names whose place it is with "von",
    and a start field or a kennel takes its article in the case the sentence asks for."""
    d = DogDescriber(GAME, "de")
    d.set_listener(0)
    east = [d.location(p) for p in (b.start_field(1), b.kennel_place(1, 0), b.goal_place(1, 1))]
    assert [str(p) for p in east] == ["Startfeld 17 von Ost", "Zwinger von Ost",
                                      "Zielfeld 2 von Ost"]
    assert [format(east[0], case) for case in ("nom", "acc", "dat")] == [
        "Startfeld 17 von Ost", "Startfeld 17 von Ost",
        "Startfeld 17 von Ost"]
    assert format(east[1], "dat") == "dem Zwinger von Ost"
    for seat in range(1, 4):
        name = d.player(seat)
        for place in (b.start_field(seat), b.kennel_place(seat, 0), b.goal_place(seat, 0)):
            said = d.location(place)
            assert not any(f"{name}s " in format(said, c) for c in ("", "nom", "acc", "dat"))


@pytest.mark.parametrize(("lang", "briefs"), [
    ("en", ["You: king, out onto 1.", "South: ace, out onto 33.",
            "You: three, 1 to 4.", "South: joker as four, 33 back to 29.",
            "West: ten, 49 to 59."]),
    ("de", ["Du: König, raus auf 1.", "Süd: Ass, raus auf 33.",
            "Du: Drei, 1 nach 4.", "Süd: Joker als Vier, 33 zurück nach 29.",
            "West: Zehn, 49 nach 59."]),
])
def test_a_marble_s_move_is_brailled_by_its_field_numbers(lang: str, briefs: list[str]) -> None:
    """A braille reader panned three windows for "North plays the eight of diamonds and moves
    8 fields from North's start field 33 to field 41.": the brief form a display shows
    names the fields by their numbers. Speech keeps the whole sentence."""
    from tests.consoles import seated

    console = seated("dog", lang, 1)
    said = []
    for _ in range(3):
        said += console.handle_line(console.observation.legal_moves[0].notation)
        while console.computer_to_move():
            said += console.computer_move()
    shorts = [m.short for m in said]
    assert all(brief in shorts for brief in briefs), shorts
    assert all(m.text != m.short for m in said if m.short in briefs)


@pytest.mark.parametrize(("lang", "briefs"), [
    ("en", ["You: jack, 6 with 31.", "You: joker as seven."]),
    ("de", ["Du: Bube, 6 mit 31.", "Du: Joker als Sieben."]),
])
def test_a_swap_and_a_seven_are_brailled_as_briefly_as_a_marble_s_move(lang, briefs):
    """Play-testing with the braille line, a jack's swap was the whole spoken sentence ("You
    play the jack of hearts and swap your marble on field 6 with East's marble on field 31.",
    three windows of a 40-cell display), and a seven "You play the red joker as seven.",
    where every other card shows as "You: two, 1 to 3.". (North's marble in the
    goal gives the seven two marbles to split it between.)"""
    state = arrange(GAME, {0: [5, 82], 1: [30]},
                    {0: ["Jh", "X"], 1: ["2d"], 2: ["2h"], 3: ["2s"]})
    describer = DogDescriber(GAME, lang)
    describer.set_listener(0)
    describer.you = 0
    said = []
    for typed in ("jh", "joker as seven"):
        move = state.parse_move(typed)
        mover = state.to_move
        events = events_for(state.play(move), 0)
        said.append(describer.move_message(state, move, events, mover).brief)
        while state.to_move != 0:  # the others play their twos
            state.play(state.legal_moves()[0])
    assert said == briefs


SEVEN_LIST = {
    "en": ("You have 21 moves from 3 places: your start field 1 to fields 2 through 8; field "
           "12 to fields 13 through 16, East's start field 17, field 18, or field 19 (your "
           "marble on field 19 goes back to the kennel); field 19 to "),
    "de": ("Du hast 21 Züge von 3 Feldern: dein Startfeld 1 nach Feld 2 bis 8; Feld 12 nach "
           "Feld 13 bis 16, Startfeld 17 von Ost, Feld 18 oder Feld 19 (deine Kugel auf Feld "
           "19 muss zurück in den Zwinger); Feld 19 nach "),
}


WHOLE_MOVE_CHOICES = {
    "en": ("show the hand and sit out, 1 of 1.", "take the last step back, 1 of 1."),
    "de": ("Karten zeigen und aussetzen, 1 von 1.", "letzten Schritt zurücknehmen, 1 von 1."),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_seven_s_steps_are_listed_with_their_start_fields_told_apart(lang):
    """A play-tester heard the seven's steps in German as "dein Startfeld 1 nach
    Feld 2, ...; Feld 12 nach ..., Startfeld 17 von Ost, Feld 18 oder Feld 19": the own
    start field in no German a player says, and East's start field one more item of the list.
    Now the start in the nominative with its closing comma, the targets in the dative."""
    from accessible_games.session.console import Console, Seat, SeatKind
    state = arrange(GAME, {0: [0, 11, 18], 1: [30]},
                    {0: ["7c", "2c"], 1: ["2d"], 2: ["2h"], 3: ["2s"]}, fresh=(1, 0, 0, 0))
    console = Console.local(GAME, [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3,
                            lang=lang, seed=0, state=state)
    console.opening()
    console.handle_line("7c")
    said = console.handle_line("moves" if lang == "en" else "züge")[0].text
    assert said.startswith(SEVEN_LIST[lang]), said


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_choice_that_is_a_whole_move_is_named_as_that_move_not_as_a_card(lang):
    """With no card to play, F6 led to the choices, which said "two of clubs, 1 of 1."
    (Enter there folded the hand); in a seven's steps the choice to take the last step back
    said "three of clubs": the choice's number was read as a card's id (the word-level leak
    scan found it naming a card in another hand). They are named as the moves they make."""
    from accessible_games.session.console import Console, Seat, SeatKind
    fold, undo = WHOLE_MOVE_CHOICES[lang]
    zone = {"en": "zone", "de": "bereich"}[lang]
    state = arrange(GAME, {}, {0: ["5c", "2h"], 1: ["2c"], 2: ["2d"], 3: ["2s"]})
    console = Console.local(GAME, [Seat(SeatKind.HUMAN)] * 4, lang=lang, seed=0, state=state)
    console.opening()
    assert [m.text for m in console.handle_line(zone)][-1] == fold
    state = arrange(GAME, {0: [10, 30]}, {0: ["7h", "2c"], 1: ["2d"], 2: ["2h"], 3: ["2s"]})
    console = Console.local(GAME, [Seat(SeatKind.HUMAN)] * 4, lang=lang, seed=0, state=state)
    console.opening()
    console.handle_line("7h")
    console.handle_line("10-12")
    assert [m.text for m in console.handle_line(zone)][-1] == undo


GROUPED = {
    "en": "the six of clubs or hearts: your start field 1 to field 7 or field 11 to "
          "East's start field 17; or the nine of clubs: your start field 1 to field 10 or "
          "field 11 to field 20",
    "de": "Kreuz- oder Herz-Sechs: dein Startfeld 1 nach Feld 7 oder Feld 11 nach "
          "Startfeld 17 von Ost; oder Kreuz-Neun: dein Startfeld 1 nach Feld 10 oder Feld 11 "
          "nach Feld 20",
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_cards_that_go_the_same_ways_are_named_once_and_the_cards_parted_by_semicolons(lang):
    """A play-tester's "züge" said "Kreuz-Sechs oder Herz-Sechs: dein Startfeld 1 nach Feld 7,
    Kreuz-Sechs oder Herz-Sechs: Feld 11 nach ..., Kreuz-Neun: ... oder Feld 11 nach Feld 20
    oder Karo-Bube: ...": the two sixes named before each way, and an "or" inside a card's
    ways not to be told from the one between cards."""
    d = DogDescriber(GAME, lang)
    d.set_listener(0)
    state = arrange(GAME, {0: [0, 10], 1: [12]}, {0: ["6c", "6h", "9c"], 1: ["2d"]})
    assert d.moves_list(state.legal_moves(), state) == GROUPED[lang]


@pytest.mark.parametrize(("lang", "typed", "given"), [
    ("en", "give 2", "You give the two of clubs to South."),
    ("de", "gib 2", "Du gibst Süd Kreuz-Zwei."),
])
def test_give_and_a_number_gives_that_rank_not_the_card_of_that_number(lang, typed, given):
    """"give 2" gave the four of clubs: the notation names a card by its number in the pack
    (card 2), which nobody at the table knows; typed, the words come first. The notation
    still reads as itself."""
    from accessible_games.games.cards.dog.game import EXCHANGE as GIVING
    from accessible_games.session.console import Console, Seat, SeatKind
    state = arrange(GAME, {}, {0: ["2c", "4c", "8d"], 1: ["2d"], 2: ["2h"], 3: ["2s"]})
    state.phase = GIVING
    assert state.parse_move("give 2").card == 2 == state.hands[0][1]  # the four of clubs
    console = Console.local(GAME, [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3,
                            lang=lang, seed=0, state=state)
    console.opening()
    assert console.handle_line(typed)[0].text == given


@pytest.mark.parametrize(("lang", "goal_only", "blocked"), [
    ("en", "None of your marbles is on the track, and those in the goal cannot move that far.",
     "The protected marble on East's start field 17 is in the way."),
    ("de", "Keine deiner Kugeln steht auf der Bahn, und die im Ziel können nicht so weit ziehen.",
     "Die geschützte Kugel auf Startfeld 17 von Ost steht im Weg."),
])
def test_a_seven_with_no_move_says_why(lang, goal_only, blocked):
    """A seven typed with the only marble out deep in the goal was "That card cannot be played
    now." with no reason, where the two and the five said why."""
    from accessible_games.session.console import Console, Seat, SeatKind
    hands = {0: ["2c", "5c", "7c"], 1: ["7h"], 2: ["2d"], 3: ["2s"]}
    seats = [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3
    for north, said in (((83,), goal_only), ((12, 83), blocked)):
        state = arrange(GAME, {0: list(north), 1: [16]}, hands, fresh=(0, 1, 0, 0))
        console = Console.local(GAME, seats, lang=lang, seed=0, state=state)
        console.opening()
        assert [m.text for m in console.handle_line("7")] == [said]


def test_the_braille_line_of_a_long_list_declines_the_places_it_starts_from():
    """The braille line of a seven's steps read "von dein Startfeld 1 oder Feld 6 aus": after
    "von" the places are in the dative, as the spoken list says "nach deinem Zielfeld 2"."""
    from accessible_games.session.console import Console, Seat, SeatKind
    # Three marbles: with two, the list by field numbers now fits four windows and is shown.
    state = arrange(GAME, {0: [0, 5, 20], 2: [3, 9, 24]},
                    {0: ["7h"], 1: ["2c"], 2: ["2d"], 3: ["2s"]})
    console = Console.local(GAME, [Seat(SeatKind.HUMAN)] * 4, lang="de", seed=0, state=state)
    console.opening()
    console.handle_line("7h")
    assert console.handle_line("züge")[0].brief == \
        "Nord: 25 Züge von deinem Startfeld 1, Feld 6 oder Feld 21 aus."


ONE_BRACKET = {
    "en": "field 6 to field 7, field 8, field 9 (your marble on field 9 goes back to the "
          "kennel), field 10 (likewise), field 11 (your marble on field 9 and East's marble on "
          "field 11 go back to the kennel), field 12 (likewise), or field 13 (your marble on "
          "field 9 and East's marbles on field 11 and field 13 go back to the kennel); field 9 "
          "to field 10, field 11 (sends East's marble on field 11 back to the kennel), field 12 "
          "(likewise), or fields 13 through 16 (sends East's marbles on field 11 and field 13 "
          "back to the kennel);",
    "de": "Feld 6 nach Feld 7, Feld 8, Feld 9 (deine Kugel auf Feld 9 muss zurück in den "
          "Zwinger), Feld 10 (ebenso), Feld 11 (deine Kugel auf Feld 9 und die Kugel von Ost auf "
          "Feld 11 müssen zurück in den Zwinger), Feld 12 (ebenso) oder Feld 13 (deine Kugel auf "
          "Feld 9 und die Kugeln von Ost auf Feld 11 und Feld 13 müssen zurück in den Zwinger); "
          "Feld 9 nach Feld 10, Feld 11 (die Kugel von Ost auf Feld 11 muss zurück in den "
          "Zwinger), Feld 12 (ebenso) oder Feld 13 bis 16 (die Kugeln von Ost auf Feld 11 und "
          "Feld 13 müssen zurück in den Zwinger);",
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_seven_s_brackets_are_said_once_each_marble_under_its_owner(lang):
    """Play-testing, a seven's steps past marbles of both sides said two brackets after each
    other ("(your marble on field 9 goes back to the kennel) (sends East's marble on field 11
    back to the kennel)") and named the owner before each marble ("East's marble on field 11
    and East's marble on field 13"), after every field beyond them."""
    from accessible_games.session.console import Console, Seat, SeatKind
    state = arrange(GAME, {0: [5, 8, 20], 1: [10, 12], 2: [24]},
                    {0: ["7c", "2c"], 1: ["2d"], 2: ["2h"], 3: ["2s"]})
    console = Console.local(GAME, [Seat(SeatKind.HUMAN)] * 4, lang=lang, seed=0, state=state)
    console.opening()
    console.handle_line("7c")
    said = console.handle_line("moves" if lang == "en" else "züge")[0].text
    assert ONE_BRACKET[lang] in said, said


HINTS = {
    "en": ("hint", "You have only one choice. The king of spades: out onto your start field 1.",
           "The computer suggests a move. The king of spades: field 6 to field 19."),
    "de": ("tipp", "Du hast nur eine Wahl. Pik-König: heraus auf dein Startfeld 1.",
           "Der Computer schlägt einen Zug vor. Pik-König: Feld 6 nach Feld 19."),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_hint_says_the_card_s_way_as_a_sentence_of_its_own(lang):
    """Playing a whole German game, a hint ran two colons in a row: "Du hast nur eine Wahl:
    Pik-König: heraus auf dein Startfeld 1.", "Der Computer schlägt vor: Karo-Ass: dein
    Startfeld 1 nach Feld 12."; the move is now a sentence of its own, as in the list."""
    from accessible_games.session.console import Console, Seat, SeatKind
    word, only, suggested = HINTS[lang]
    seats = [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3
    for marbles, said in (({}, only), ({0: [5]}, suggested)):
        state = arrange(GAME, marbles, {0: ["Ks", "2c"], 1: ["2d"], 2: ["2h"], 3: ["2s"]})
        console = Console.local(GAME, seats, lang=lang, seed=0, state=state)
        console.opening()
        assert [m.text for m in console.handle_line(word)] == [said]


MARBLE_DURING_SEVEN = {
    "en": ("moves 9", "From field 9, 7 moves: field 9 to field 10, field 11 (sends East's "
                      "marble on field 11 back to the kennel), field 12 (likewise), or fields 13 "
                      "through 16 (sends East's marbles on field 11 and field 13 back to the "
                      "kennel)."),
    "de": ("züge 9", "Von Feld 9 aus 7 Züge: Feld 9 nach Feld 10, Feld 11 (die Kugel von Ost auf "
                     "Feld 11 muss zurück in den Zwinger), Feld 12 (ebenso) oder Feld 13 bis 16 "
                     "(die Kugeln von Ost auf Feld 11 und Feld 13 müssen zurück in den "
                     "Zwinger)."),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_moves_and_a_number_during_a_seven_are_the_marble_s_steps(lang):
    """Splitting a seven, "moves 6" said "You hold no six.": no card can be played then, and
    the number is the field of a marble, as on a board."""
    from accessible_games.session.console import Console, Seat, SeatKind
    state = arrange(GAME, {0: [5, 8, 20], 1: [10, 12], 2: [24]},
                    {0: ["7c", "2c"], 1: ["2d"], 2: ["2h"], 3: ["2s"]})
    console = Console.local(GAME, [Seat(SeatKind.HUMAN)] * 4, lang=lang, seed=0, state=state)
    console.opening()
    console.handle_line("7c")
    typed, said = MARBLE_DURING_SEVEN[lang]
    assert [m.text for m in console.handle_line(typed) if m.text] == [said]


CARD_DURING_SEVEN = {
    "en": (("moves five", "moves 5c"),
           "The five of clubs cannot be played now. Your seven comes first: 7 fields are left, "
           "for the marble on field 63. Type a step as two field numbers with a dash, such as "
           "63-64 (field 63 to field 64).",
           ("7h", "seven"), "Your seven comes first: 7 fields are left, for the marble on field "
           "63. Type a step as two field numbers with a dash, such as 63-64 (field 63 to field "
           "64)."),
    "de": (("züge fünf", "züge kreuz 5"),
           "Kreuz-Fünf kannst du jetzt nicht spielen. Erst kommt deine Sieben: Es bleiben 7 "
           "Felder, für die Kugel auf Feld 63. Tippe einen Schritt als zwei Feldnummern mit "
           "Bindestrich, etwa 63-64 (Feld 63 nach Feld 64).",
           ("herz 7", "sieben"), "Erst kommt deine Sieben: Es bleiben 7 Felder, für die Kugel "
           "auf Feld 63. Tippe einen Schritt als zwei Feldnummern mit Bindestrich, etwa 63-64 "
           "(Feld 63 nach Feld 64)."),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_card_named_during_a_seven_says_the_seven_comes_first(lang):
    """Splitting a seven, "moves five" said '"five" is not a place on this board.', and the
    seven typed again "You do not hold the seven of hearts.": the five's moves say why it has
    none, and the seven being split is the seven whose fields come first."""
    from accessible_games.session.console import Console, Seat, SeatKind
    state = arrange(GAME, {0: [62, 81, 82, 83], 2: [31, 20]},
                    {0: ["7h", "5c"], 1: ["2d"], 2: ["2h"], 3: ["2s"]})
    console = Console.local(GAME, [Seat(SeatKind.HUMAN)] * 4, lang=lang, seed=0, state=state)
    console.opening()
    console.handle_line("7h")
    asked, refused, typed, first = CARD_DURING_SEVEN[lang]
    for line in asked:
        assert [m.text for m in console.handle_line(line)] == [refused], line
    for line in typed:
        assert [m.text for m in console.handle_line(line)] == [first], line


SEVEN_BRAILLED = {
    "en": ("moves", ["North: 15 moves.",
                     "4 to 5 through 8 or 9 through 11 (East 9 to the kennel);",
                     "18 to 19 through 25; or goal 3 to goal 4."]),
    "de": ("züge", ["Nord: 15 Züge.",
                    "4 nach 5 bis 8 oder 9 bis 11 (Ost 9 in den Zwinger);",
                    "18 nach 19 bis 25; oder Ziel 3 nach Ziel 4."]),
}
"""The list went on one line of 144 cells ("(sends East's marble on 9 back to the kennel)");
now the count, then the list in lines of two windows at most."""


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_seven_s_steps_are_brailled_by_field_numbers(lang):
    """Playing by braille alone, "moves" during a seven showed "North: 14 moves, from field 4
    or field 18." and each marble's steps took another "moves 4": the line now has the
    steps by field numbers, as the cards' moves are brailled; speech is unchanged."""
    from accessible_games.session.console import Console, Seat, SeatKind
    state = arrange(GAME, {0: [3, 17, 82], 1: [8, 25]},
                    {0: ["7h", "4c"], 1: ["2d"], 2: ["2h"], 3: ["2s"]})
    console = Console.local(GAME, [Seat(SeatKind.HUMAN)] * 4, lang=lang, seed=0, state=state)
    console.opening()
    console.handle_line("7h")
    typed, shown = SEVEN_BRAILLED[lang]
    said = console.handle_line(typed)
    assert [m.short for m in said] == shown
    assert [m.text for m in said][1:] == ["", ""]
    answer = said[0]
    assert answer.text.startswith(shown[0].removesuffix("."))
    assert ("field 4 to fields 5 through 8" in answer.text
            or "Feld 4 nach Feld 5 bis 8" in answer.text)


CARD_BRAILLED = {
    "en": (("moves 9", "Nine of spades, 2 moves: 15-24 or 41-50."),
           ("moves joker", "Red joker, 36 moves: as ace: 15-16, 15-26, 41-42, or 41-52; as "
                           "king: 15-28 or 41-54;")),
    "de": (("züge 9", "Pik-Neun, 2 Züge: 15-24 oder 41-50."),
           ("züge joker", "Joker rot, 36 Züge: als Ass: 15-16, 15-26, 41-42 oder 41-52; als "
                          "König: 15-28 oder 41-54;")),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_one_card_s_moves_are_brailled_by_field_numbers(lang):
    """Playing by braille alone, "moves joker" showed every way in words, 1255 characters
    (32 lines of a 40-cell display): one card's moves are brailled by field numbers, as the
    list of all moves is; speech is unchanged."""
    from accessible_games.session.console import Console, Seat, SeatKind
    state = arrange(GAME, {0: [14, 40, 82, 83], 1: [28, 60], 2: [45], 3: [58]},
                    {0: ["X", "9s", "Ah"], 1: ["2d"], 2: ["2h"], 3: ["2s"]})
    console = Console.local(GAME, [Seat(SeatKind.HUMAN)] * 4, lang=lang, seed=0, state=state)
    console.opening()
    (nine, nine_shown), (joker, joker_shown) = CARD_BRAILLED[lang]
    answer, = console.handle_line(nine)
    assert answer.short == nine_shown
    assert "field 15 to field 24" in answer.text or "Feld 15 nach Feld 24" in answer.text
    answer, = console.handle_line(joker)
    assert answer.short.startswith(joker_shown)
    assert len(answer.short) < 0.6 * len(answer.text)


WAY_BRAILLED = {
    "en": (("ace", "The ace of hearts can go several ways: out onto 1, 4-5, 4-15, 41-42, or "
                   "41-52. Please say which. Type its way, such as 4-5."),
           ("joker", "The red joker has one move now: as ace, out onto 1. Spend the joker on "
                     "it? Type yes or no.")),
    "de": (("Ass", "Herz-Ass kann mehrere Wege gehen: heraus auf 1, 4-5, 4-15, 41-42 oder "
                   "41-52. Bitte sage, welchen. Tippe den Weg allein, etwa 4-5."),
           ("Joker", "Joker rot hat jetzt nur einen Zug: als Ass heraus auf 1. Den Joker dafür "
                     "ausgeben? Tippe ja oder nein.")),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_question_which_way_is_brailled_by_field_numbers(lang):
    """Playing by braille alone, "ace" asked "... field 4 to field 5, field 4 to field 15,
    ..." on four lines, and "joker" named the start field in full: the braille line has the
    ways by field numbers, as the list of moves; speech is unchanged."""
    from accessible_games.session.console import Console, Seat, SeatKind
    (ace, ace_shown), (joker, joker_shown) = WAY_BRAILLED[lang]
    for hand, typed, shown, said in ((["Ah", "2c"], ace, ace_shown, "field 4 to field 5"),
                                     (["X", "2c"], joker, joker_shown, "start field 1")):
        marbles = {0: [3, 40]} if typed == ace else {}
        state = arrange(GAME, marbles, {0: hand, 1: ["2d"], 2: ["2h"], 3: ["2s"]})
        console = Console.local(GAME, [Seat(SeatKind.HUMAN)] * 4, lang=lang, seed=0,
                                state=state)
        console.opening()
        answer, = console.handle_line(typed)
        assert answer.short == shown
        if lang == "en":
            assert said in answer.text


SEVEN_AS_ONE = {
    "en": ("North plays the seven of hearts and moves 4 fields from field 11 to field 15, "
           "then 2 fields from field 31 to South's start field 33. East's marble on field 13 "
           "goes back to the kennel. North's marble on field 14 goes back to the kennel. 6 of "
           "7 used.",
           "North plays the seven of hearts and moves 4 fields from field 11 to field 15, "
           "then 2 fields from field 31 to South's start field 33, then 1 field from South's "
           "start field 33 to field 34. East's marble on field 13 goes back to the kennel. "
           "North's marble on field 14 goes back to the kennel.",
           "North: seven, 11-15, 31-34. To the kennel: East 13, "
           "North 14."),
    "de": ("Nord spielt Herz-Sieben und zieht 4 Felder von Feld 11 auf Feld 15, dann 2 Felder "
           "von Feld 31 auf Startfeld 33 von Süd. Die Kugel von Ost auf Feld 13 muss zurück "
           "in den Zwinger. Die Kugel von Nord auf Feld 14 muss zurück in den Zwinger. 6 von "
           "7 verbraucht.",
           "Nord spielt Herz-Sieben und zieht 4 Felder von Feld 11 auf Feld 15, dann 2 Felder "
           "von Feld 31 auf Startfeld 33 von Süd, dann ein Feld von Startfeld 33 von Süd auf "
           "Feld 34. Die Kugel von Ost auf Feld 13 muss zurück in den Zwinger. Die Kugel von "
           "Nord auf Feld 14 muss zurück in den Zwinger.",
           "Nord: Sieben, 11-15, 31-34. In den Zwinger: Ost 13, "
           "Nord 14."),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_seven_and_all_its_steps_are_told_as_one_move_by_move(lang):
    """As the session joins a run of moves (each new one with the run before it, whose events
    come as ``before``): a seven and three steps are one message with every step in turn and
    every marble sent home; the count only while the seven goes on. Joined two by two, the
    third step knew nothing of the card."""
    d = DogDescriber(GAME, lang)
    state = arrange(GAME, {0: [10, 13, 30], 1: [12]}, {0: ["7h"], 1: ["3c"]})
    said = [state.play(m) for m in (state.legal_moves()[0], Step(10, 14), Step(30, 32))]
    going = d.told_as_one(state, said[1], said[2], 0, before=said[0])
    assert going is not None and going.text == SEVEN_AS_ONE[lang][0]
    last = state.play(Step(32, 33))
    done = d.told_as_one(state, said[2], last, 0, before=[*said[0], *said[1]])
    assert done is not None
    assert (done.text, done.short) == SEVEN_AS_ONE[lang][1:]
    assert d.told_as_one(state, said[0], said[1], 1) is not None  # whoever the mover is
    assert d.told_as_one(state, said[1], said[2], 0) is None  # steps without their card


BRACKET_AFTER_ITS_FIELD = {
    "en": ("South's start field 33 to fields 34 through 38, field 39 (sends East's marble on "
           "field 39 back to the kennel), or field 40 (likewise).",
           "33 to 34 through 38 or (39, 40) (East 39 to the kennel)."),
    "de": ("Startfeld 33 von Süd nach Feld 34 bis 38, Feld 39 (die Kugel von Ost auf Feld 39 "
           "muss zurück in den Zwinger) oder Feld 40 (ebenso).",
           "33 nach 34 bis 38 oder (39, 40) (Ost 39 in den Zwinger)."),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_seven_s_bracket_follows_the_field_it_names(lang):
    """The seven's list said "fields 34 through 38 or field 39 or 40 (sends East's marble on
    field 39 back to the kennel)": heard after 40, the bracket seemed to be 40's, and the "or"
    inside the list's own "or"s ran the fields together. The bracket now follows field 39,
    and field 40, which sends the marble home as well by passing it, says "likewise"."""
    from accessible_games.session.console import Console, Seat, SeatKind
    state = arrange(GAME, {0: [32, 5], 1: [38]}, {0: ["7c", "2c"], 1: ["2d"], 2: ["2h"],
                                                  3: ["2s"]})
    console = Console.local(GAME, [Seat(SeatKind.HUMAN)] * 4, lang=lang, seed=0, state=state)
    console.opening()
    console.handle_line("7c")
    said, *more = console.handle_line("moves" if lang == "en" else "züge")
    spoken, brailled = BRACKET_AFTER_ITS_FIELD[lang]
    assert said.text.endswith(spoken), said.text
    # On the braille line the two fields share the bracket, said once in few words.
    shown = " ".join(m.short for m in more)
    assert shown.endswith(brailled), shown
