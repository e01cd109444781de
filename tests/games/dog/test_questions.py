"""The card questions in Dog, whose cards go to neither a trick nor a pile."""

from __future__ import annotations

import pytest

from accessible_games.games.cards.dog.game import EXCHANGE, DogGame
from accessible_games.games.cards.dog.positions import arrange
from accessible_games.session.commands import parse_command
from accessible_games.session.console import Console
from accessible_games.session.table import Seat, SeatKind, Table

ANSWER = {
    "en": "This game has no tricks and no pile: each card moves marbles on the track. "
          "Type last for the last card played.",
    "de": "Dieses Spiel hat weder Stiche noch Stapel: jede Karte zieht Kugeln auf der Bahn. "
          "Tippe letzter für die zuletzt gespielte Karte.",
}


@pytest.mark.parametrize(("lang", "words"), [("en", ("trick", "last trick")),
                                             ("de", ("stich", "letzter stich"))])
def test_trick_questions_say_where_dog_cards_go(lang, words):
    table = Table(DogGame(), [Seat(SeatKind.HUMAN)] * 4, seed=2)
    console = Console(table, 0, lang)
    console.opening()
    for word in words:
        assert [m.text for m in console.handle(parse_command(word))] == [ANSWER[lang]]
    # The hand questions still answer: the cards dealt to North, counted, and read.
    assert console.handle(parse_command("cards" if lang == "en" else "karten"))[0].text[0].isdigit()
    read = console.handle(parse_command("hand" if lang == "en" else "blatt"))[0].text
    assert read.startswith("Your hand: 6 cards." if lang == "en" else "Dein Blatt: 6 Karten.")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_since_repeats_the_moves_of_the_others_since_my_last_card(lang):
    """A Dog card moves marbles, so "since" repeats what each other seat did (its card and
    where its marble went), from North's own last card on, and nothing of North's own."""
    from tests.games.dog.test_table import dog_turn_by_keys

    table = Table(DogGame(), [Seat(SeatKind.HUMAN)] * 4, seed=4)
    consoles = {seat: Console(table, seat, lang) for seat in range(4)}
    for console in consoles.values():
        console.opening()
    while table.state.phase == EXCHANGE:
        seat = table.to_move()
        dog_turn_by_keys(consoles[seat].handle, consoles[seat])
    north = consoles[0]
    for _ in range(2):  # North's first card, and the others' after it; twice
        assert table.to_move() == 0
        dog_turn_by_keys(north.handle, north)
        heard_after = len(north.heard)
        while table.to_move() != 0:
            seat = table.to_move()
            dog_turn_by_keys(consoles[seat].handle, consoles[seat])
        north.catch_up()
    others = [h.message.text for h in north.heard[heard_after:] if h.mover != 0]
    assert others, "the others moved"
    answer = [m.text for m in north.handle(parse_command("since" if lang == "en" else "seither"))]
    assert answer == others


STATUS = {
    "en": ("North, give a card to your partner, South. Round 1, 6 cards dealt to each. "
           "Cards in hand: you 6, East 6, South 6, and West 6. Marbles in the goal: North and "
           "South "
           "0 of 8, East and West 0 of 8.",
           "Dog has no suit to follow, so nobody shows a void. Cards in hand: you 6, East 6, "
           "South 6, and West 6."),
    "de": ("Nord, du gibst eine Karte an deinen Partner, Süd. Runde 1, je 6 Karten "
           "ausgeteilt. Karten auf der Hand: du 6, Ost 6, Süd 6 und West 6. Kugeln im Ziel: Nord "
           "und Süd 0 von 8, Ost und West 0 von 8.",
           "Bei Dog muss niemand Farbe bedienen, also zeigt auch niemand, dass er in einer Farbe "
           "frei ist. Karten auf der Hand: du 6, Ost 6, Süd 6 und West 6."),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_status_counts_every_hand_and_voids_says_why_there_are_none(lang):
    """Status says the round, how many cards each seat still holds (a seat that sat out holds
    none) and the marbles home, and no move number (it counted the turns of every round and
    meant nothing at the table; the round says how far the game is); the voids question,
    meaningless in a game without following suit, says so and gives the same counts."""
    table = Table(DogGame(), [Seat(SeatKind.HUMAN)] * 4, seed=2)
    console = Console(table, 0, lang)
    console.opening()
    status = " ".join(m.text for m in console.handle(
        parse_command("status" if lang == "en" else "stand")))
    voids = console.handle(parse_command("voids" if lang == "en" else "fehlfarben"))[0].text
    assert status == STATUS[lang][0]
    assert voids == STATUS[lang][1]


MARBLES = {
    "en": ("marbles", "partner", "east", "mine",
           "South: none in the goal; 3 in the kennel; on the track: field 37.",
           "East: none in the goal; 4 in the kennel; on the track: none.",
           '"mine" names no player here. Type marbles alone for your own, or marbles followed '
           "by opponent, partner, North, East, South, or West."),
    "de": ("kugeln", "partner", "ost", "meine",
           "Süd: keine im Ziel; 3 im Zwinger; auf der Bahn: Feld 37.",
           "Ost: keine im Ziel; 4 im Zwinger; auf der Bahn: keine.",
           "„meine“ nennt hier keinen Spieler. Tippe kugeln allein für deine eigenen oder "
           "kugeln gefolgt von gegner, partner, Nord, Ost, Süd oder West."),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_marbles_with_a_player_after_it_tells_that_player_s_marbles(lang):
    """A play-tester typed "marbles partner" and "marbles south" and heard North's own
    marbles both times: the word after the command was passed over."""
    from accessible_games.games.cards.dog.positions import arrange
    game = DogGame()
    state = arrange(game, {0: [5], 2: [36]}, {0: ["2c"], 1: ["2d"], 2: ["2h"], 3: ["2s"]})
    console = Console(Table(game, [Seat(SeatKind.HUMAN)] * 4, seed=0, state=state), 0, lang)
    word, partner, east, mine, south_said, east_said, refused = MARBLES[lang]
    assert [m.text for m in console.handle_line(f"{word} {partner}")] == [south_said]
    assert [m.text for m in console.handle_line(f"{word} {east}")] == [east_said]
    assert [m.text for m in console.handle_line(f"{word} {mine}")] == [refused]


WHERE = {
    "en": ("where", "field 6, your marble.", "field 37, South's marble.",
           "North: none in the goal; 3 in the kennel; on the track: field 6."),
    "de": ("wo", "Feld 6, deine Kugel.", "Feld 37, Kugel von Süd.",
           "Nord: keine im Ziel; 3 im Zwinger; auf der Bahn: Feld 6."),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_where_with_a_place_after_it_says_that_place_from_the_hand(lang):
    """With the cursor in the hand, "where are my marbles" said the card under the cursor,
    and "where 37" was "not a place on this board": the field numbers as spoken are places.
    "where are my marbles" then was '"are my marbles" is not a place on this board': it
    asks for the marbles, as "marbles" does."""
    from accessible_games.games.cards.dog.positions import arrange
    game = DogGame()
    state = arrange(game, {0: [5], 2: [36]}, {0: ["2c"], 1: ["2d"], 2: ["2h"], 3: ["2s"]})
    console = Console(Table(game, [Seat(SeatKind.HUMAN)] * 4, seed=0, state=state), 0, lang)
    word, own, south, marbles = WHERE[lang]
    asked = "where are my marbles" if lang == "en" else "wo sind meine kugeln"
    assert [m.text for m in console.handle_line(f"{word} 6")] == [own]
    assert [m.text for m in console.handle_line(f"{word} 37")] == [south]
    assert [m.text for m in console.handle_line(asked)] == [marbles]


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "You play the jack of clubs and swap your marble on field 12 with East's marble on "
           "field 39."),
    ("de", "Es gibt keine offene Frage."),  # German j is ja; the jack is b, Bube
])
def test_j_is_the_jack_in_english(lang, said):
    """"j" for the jack was answered "There is no question to answer.": it is German ja,
    which English players do not mean by it."""
    from accessible_games.games.cards.dog.positions import arrange
    game = DogGame()
    state = arrange(game, {0: [11], 1: [38]}, {0: ["Jc", "Qc"], 1: ["2d"], 2: ["2h"], 3: ["2s"]})
    console = Console(Table(game, [Seat(SeatKind.HUMAN)] * 4, seed=0, state=state), 0, lang)
    assert console.handle_line("j")[0].text == said


MOVES_HERE = {
    "en": ("moves 12", "3 moves from field 12. The two of clubs: field 12 to field 14, the "
                       "seven of clubs: field 12 to field 19, or the king of hearts: field 12 "
                       "to field 25.",
           "moves kennel", "One move from your kennel. The king of hearts: out onto your "
                           "start field 1."),
    "de": ("züge 12", "3 Züge von Feld 12 aus. Kreuz-Zwei: Feld 12 nach Feld 14, Kreuz-Sieben: "
                      "Feld 12 nach Feld 19 oder Herz-König: Feld 12 nach Feld 25.",
           "züge zwinger", "Ein Zug von deinem Zwinger aus. Herz-König: heraus auf dein Startfeld "
                           "1."),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_moves_with_a_marble_s_place_lists_the_cards_that_move_it(lang):
    """"moves 12" on North's marble said "No move from field 12. The card comes first in
    Dog ... can move with ...", and "moves kennel" with a
    king in hand "No move from your kennel." (German "Von dein Zwinger")."""
    from accessible_games.games.cards.dog.positions import arrange
    game = DogGame()
    state = arrange(game, {0: [11]}, {0: ["2c", "7c", "Kh"], 1: ["2d"], 2: ["2h"], 3: ["2s"]})
    console = Console(Table(game, [Seat(SeatKind.HUMAN)] * 4, seed=0, state=state), 0, lang)
    field, on_field, kennel, in_kennel = MOVES_HERE[lang]
    assert [m.text for m in console.handle_line(field)] == [on_field]
    assert [m.text for m in console.handle_line(kennel)] == [in_kennel]


WHY = {
    "en": ("why", "It sends East's marble on field 16 back to the kennel.",
           "It brings your marble into the goal."),
    "de": ("warum", "Damit muss die Kugel von Ost auf Feld 16 zurück in den Zwinger.",
           "Damit kommt deine Kugel ins Ziel."),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_why_after_a_hint_says_what_the_card_does(lang):
    """"why" after a hint said only that a rule of thumb chose it: now also the opponent's
    marble it sends back, or the marble it brings into the goal."""
    from accessible_games.games.cards.dog.positions import arrange
    game = DogGame()
    word, sends, goal = WHY[lang]
    for marbles, hand, fact in (({0: [10], 1: [15]}, ["3h", "5h"], sends),
                                ({0: [62, 30]}, ["3h", "9c"], goal)):
        state = arrange(game, marbles, {0: hand, 1: ["2c"], 2: ["2d"], 3: ["2s"]})
        console = Console(Table(game, [Seat(SeatKind.HUMAN)] * 4, seed=0, state=state), 0, lang)
        console.handle_line("hint" if lang == "en" else "tipp")
        assert console.handle_line(word)[0].text.endswith(" " + fact)


@pytest.mark.parametrize(("lang", "word", "said"), [
    ("en", "cards", "3 cards: two, king, ace."),
    ("de", "karten", "3 Karten: Zwei, König, Ass."),
])
def test_cards_counts_a_dog_hand_by_rank(lang, word, said):
    """"cards" counted Dog's hand by suit, "2 Karten: Pik 2.", which sounded like the two of
    spades (Pik-Zwei) to a player holding the king and the ace of spades; only ranks count."""
    from accessible_games.games.cards.dog.positions import arrange
    game = DogGame()
    state = arrange(game, {0: [5]}, {0: ["Ks", "As", "2h"], 1: ["2d"], 2: ["2c"], 3: ["3s"]})
    console = Console(Table(game, [Seat(SeatKind.HUMAN)] * 4, seed=0, state=state), 0, lang)
    assert [m.text for m in console.handle_line(word)] == [said]


@pytest.mark.parametrize(("lang", "words", "said"), [
    ("en", ("zone", "select"), "field 3, go on to field 7 or field 63. The cursor is on field 7."),
    ("de", ("zone", "wählen"), "Feld 3, weiter nach Feld 7 oder Feld 63. Der Cursor steht auf "
                               "Feld 7."),
])
def test_choosing_a_marble_says_where_the_cursor_went(lang, words, said):
    """After the four and its marble were chosen with the cursor, the cursor went on to the
    first target without a word: "right" then said field 8, and the player did not know
    they had left field 3."""
    from accessible_games.games.cards.dog.positions import arrange
    game = DogGame()
    state = arrange(game, {0: [2, 30]}, {0: ["4h", "9d"], 1: ["2d"], 2: ["2c"], 3: ["3s"]})
    console = Console(Table(game, [Seat(SeatKind.HUMAN)] * 4, seed=0, state=state), 0, lang)
    zone, select = words
    console.handle_line(zone)
    console.handle_line(zone)  # the hand, the four first
    console.handle_line(select)  # the four: the cursor on its first marble, field 3
    assert console.handle_line(select)[-1].text == said


NOT_YOURS = {"en": ("moves 12", "North is to move, not you: you have no move now."),
             "de": ("züge 12", "Nord ist am Zug, nicht du: du hast jetzt keinen Zug.")}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_moves_with_a_place_on_another_seat_s_turn_says_whose_turn_it_is(lang):
    """East asking "moves 12" while North is to move raised ValueError: East's view lists
    North's moves with North's cards unknown, and an unknown card has no name (found by
    `benchmarks/fuzz_interaction.py`, seed 3016)."""
    from accessible_games.games.cards.dog.positions import arrange
    game = DogGame()
    state = arrange(game, {0: [11], 1: [20]}, {0: ["2c", "7c", "Kh"], 1: ["2d"], 2: ["2h"],
                                               3: ["2s"]})
    console = Console(Table(game, [Seat(SeatKind.HUMAN)] * 4, seed=0, state=state), 1, lang)
    asked, said = NOT_YOURS[lang]
    assert [m.text for m in console.handle_line(asked)] == [said]


@pytest.mark.parametrize(("lang", "typed", "lines"), [
    ("en", "details", ["Four of diamonds and four of spades, 3 moves each: your start field 1 to "
                       "field 5, your start field 1 to your goal field 4, or your start field 1 "
                       "back to field 61.",
                       "Nine of clubs and nine of hearts, one move each: your start field 1 to "
                       "field 10.",
                       "Jack of clubs: cannot be played now."]),
    ("de", "besonderheiten", ["Karo-Vier und Pik-Vier, je 3 Züge: dein Startfeld 1 nach Feld 5, "
                              "dein Startfeld 1 nach deinem Zielfeld 4 oder dein Startfeld 1 "
                              "zurück nach Feld 61.",
                              "Kreuz-Neun und Herz-Neun, je ein Zug: dein Startfeld 1 nach Feld "
                              "10.",
                              "Kreuz-Bube: jetzt nicht spielbar."]),
])
def test_details_name_cards_of_one_rank_that_do_the_same_together(lang, typed, lines):
    """Play-testing, "details" read "Four of diamonds: 2 moves: ..." and then the same words
    for the four of spades: in Dog a card's suit never counts."""
    game = DogGame()
    state = arrange(game, {0: [0]}, {0: ["4d", "4s", "9c", "9h", "Jc"], 1: ["2d"], 2: ["2h"],
                                     3: ["2s"]}, fresh=(0, 0, 0, 0))
    console = Console.local(game, [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3,
                            lang=lang, seed=0, state=state)
    console.opening()
    # Words once; the braille line goes on in lines of two windows with nothing to say.
    assert [m.text for m in console.handle_line(typed) if m.text][2:] == lines


@pytest.mark.parametrize(("lang", "typed", "north", "east", "cursor"), [
    ("en", "board", "North: none in the goal; 3 in the kennel; on the track: your start field 1 "
     "(protected).", "East: none in the goal; 2 in the kennel; on the track: field 11 (7 fields to "
     "the goal) and East's start field 17 (protected).",
     "East's start field 17, East's marble (protected)."),
    ("de", "brett", "Nord: keine im Ziel; 3 im Zwinger; auf der Bahn: dein Startfeld 1 "
     "(geschützt).", "Ost: keine im Ziel; 2 im Zwinger; auf der Bahn: Feld 11 (noch 7 Felder bis "
     "zum Ziel) und Startfeld 17 von Ost (geschützt).",
     "Startfeld 17 von Ost, Kugel von Ost (geschützt)."),
])
def test_a_marble_just_out_on_its_start_field_is_said_to_be_protected(lang, typed, north, east,
                                                                       cursor):
    """Play-testing, the board said "East's start field 17" of a marble just out, which no
    marble may pass: a sighted player sees it standing there fresh; the board and the cursor
    now say so. A marble that has moved on is not protected (field 11)."""
    game = DogGame()
    state = arrange(game, {0: [0], 1: [16, 10]}, {0: ["4d", "Kc"], 1: ["2d"], 2: ["2h"],
                                                  3: ["2s"]}, fresh=(1, 1, 0, 0))
    console = Console.local(game, [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3,
                            lang=lang, seed=0, state=state)
    console.opening()
    board = [m.text for m in console.handle_line(typed)]
    assert board[1:3] == [north, east]
    assert console.handle_line("go 17")[0].text == cursor


@pytest.mark.parametrize(("lang", "asked", "said"), [
    ("en", "where is my partner?", "South: none in the goal; 3 in the kennel; on the track: "
                                   "field 37."),
    ("en", "where are their marbles", "East: none in the goal; 4 in the kennel; on the "
                                      "track: none."),
    ("en", "how many cards does my partner have?", "Cards in hand: you 1, East 1, South 1, "
                                                   "and West 1."),
    ("en", "who is ahead", "Marbles in the goal: North and South 0 of 8, East and West 0 of "
                           "8. Nobody leads."),
    ("de", "Wo ist mein Partner?", "Süd: keine im Ziel; 3 im Zwinger; auf der Bahn: Feld 37."),
    ("de", "wo sind die Kugeln der Gegner", "Ost: keine im Ziel; 4 im Zwinger; auf der Bahn: "
                                            "keine."),
    ("de", "Wie viele Karten hat mein Partner?", "Karten auf der Hand: du 1, Ost 1, Süd 1 und "
                                                 "West 1."),
    ("de", "wer führt", "Kugeln im Ziel: Nord und Süd 0 von 8, Ost und West 0 von 8. "
                        "Gleichstand."),
])
def test_questions_a_player_at_the_table_would_ask(lang, asked, said):
    """'how many cards does my partner have' was 'I cannot read', 'where is my partner' a
    move, and 'who is ahead' told the two counts without who leads."""
    from accessible_games.games.cards.dog.positions import arrange
    game = DogGame()
    state = arrange(game, {0: [5], 2: [36]}, {0: ["2c"], 1: ["2d"], 2: ["2h"], 3: ["2s"]})
    console = Console(Table(game, [Seat(SeatKind.HUMAN)] * 4, seed=0, state=state), 0, lang)
    assert said in " ".join(m.text for m in console.handle_line(asked))


@pytest.mark.parametrize(("lang", "north", "east", "said"), [
    ("en", [80, 81], [84], "North and South 2 of 8, East and West 1 of 8. Your side leads."),
    ("en", [80], [84, 85], "North and South 1 of 8, East and West 2 of 8. East and West lead."),
    ("de", [80, 81], [84], "Nord und Süd 2 von 8, Ost und West 1 von 8. Ihr führt."),
    ("de", [80], [84, 85], "Nord und Süd 1 von 8, Ost und West 2 von 8. Ost und West führen."),
])
def test_the_score_says_who_leads(lang, north, east, said):
    from accessible_games.games.cards.dog.positions import arrange
    game = DogGame()
    state = arrange(game, {0: north, 1: east}, {0: ["2c"], 1: ["2d"], 2: ["2h"], 3: ["2s"]})
    console = Console(Table(game, [Seat(SeatKind.HUMAN)] * 4, seed=0, state=state), 0, lang)
    assert console.handle_line("score" if lang == "en" else "punkte")[0].text.endswith(said)


@pytest.mark.parametrize(("lang", "word", "said"), [
    ("en", "fold", "First each player gives a card to their partner: type give and the card."),
    ("de", "aussetzen", "Zuerst gibt jeder seinem Partner eine Karte: tippe gib und die Karte."),
])
def test_folding_during_the_exchange_is_refused_with_the_exchange(lang, word, said):
    """"fold" while North was to give a card was 'You cannot sit out: a card of your hand can
    still move. Type moves to hear how.'"""
    from tests.consoles import seated
    console = seated("dog", lang, 5)  # North gives a card to South
    assert [m.text for m in console.handle_line(word)] == [said]


@pytest.mark.parametrize(("lang", "status", "left", "used"), [
    ("en", "status", "your seven has 4 fields to move", "3 of 7 used"),
    ("de", "stand", "deine Sieben hat 4 Felder zu ziehen", "3 von 7"),
])
def test_status_during_your_own_seven_says_the_fields_left_once(lang, status, left, used):
    """It said "North, your seven has 4 fields to move ... 3 of 7 used.": the count twice."""
    from accessible_games.games.cards.dog.positions import arrange
    game = DogGame()
    state = arrange(game, {0: [5, 20]}, {0: ["7c", "2h"], 1: ["2d"], 2: ["2h"], 3: ["2s"]})
    console = Console(Table(game, [Seat(SeatKind.HUMAN)] * 4, seed=0, state=state), 0, lang)
    console.handle_line("7c")
    console.handle_line("6-9")
    said = " ".join(m.text for m in console.handle_line(status))
    assert left in said and used not in said


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("en", ("4", "help"), "Selected: four of hearts. Move the cursor to where the piece should "
                          "go and press Enter; Escape cancels."),
    ("de", ("4", "hilfe"), "Ausgewählt: Herz-Vier. Bewege den Cursor zum Zielfeld und drücke "
                           "Eingabe; Escape bricht ab."),
])
def test_help_with_a_card_chosen_names_the_card(lang, typed, said):
    """Played from the terminal: "4", then "help", said "Selected: West's start field 16":
    the card chosen was named as if it were a field of the board."""
    game = DogGame()
    state = arrange(game, {0: [0]}, {0: ["4h", "9d"], 1: ["2d"], 2: ["2c"], 3: ["3s"]})
    console = Console(Table(game, [Seat(SeatKind.HUMAN)] * 4, seed=0, state=state), 0, lang)
    console.handle_line(typed[0])
    assert [m.text for m in console.handle_line(typed[1])] == [said]
