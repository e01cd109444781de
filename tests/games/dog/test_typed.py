"""Dog moves typed with the card's name, as in the other card games, since nobody at the table
knows a card's id: in the exchange "kh", "give kh", "gib herz könig"; in play the name and, when
the card can go more than one way, the way."""

from __future__ import annotations

import pytest

from accessible_games.engine.types import IllegalMoveError, InvalidMoveError, ReasonCode
from accessible_games.games.cards.core import Face, Rank, Suit
from accessible_games.games.cards.dog.explain import WHY_NO_WAY
from accessible_games.games.cards.dog.game import DogGame
from accessible_games.games.cards.dog.positions import arrange
from accessible_games.games.cards.dog.rules import Step
from accessible_games.games.cards.dog.typed import typed_step
from accessible_games.narration.games.dog import DogDescriber


def test_the_exchange_takes_the_card_by_any_name_in_either_language():
    game = DogGame()
    state = arrange(game, {}, {0: ["5c", "Ah"], 1: ["3c"], 2: ["2d"], 3: ["4s"]})
    state.phase = 0  # the exchange: each seat gives one card to the partner
    five, ace = state.hands[0][0], state.hands[0][1]
    assert game.deck.face(five) == Face(Rank.FIVE, Suit.CLUBS)
    for text, card in (("5c", five), ("give 5c", five), ("give five of clubs", five),
                       ("gib kreuz 5", five), ("ah", ace), ("Herz-Ass", ace),
                       ("give ace of hearts", ace)):
        assert state.parse_move(text).notation == f"give {card}", text
    # A name that is no card is not read; a play during the exchange is refused with why.
    for text in ("give", "give the moon"):
        with pytest.raises(InvalidMoveError):
            state.parse_move(text)
    with pytest.raises(IllegalMoveError) as refused:
        state.parse_move("play 5c")
    assert DogDescriber(game, "en").reason(refused.value.reason, state).text == (
        "First each player gives a card to their partner: type give and the card.")


def test_in_play_the_way_may_be_left_out_when_the_card_has_only_one():
    game = DogGame()
    # North has a marble on place 5: the 3 can only move it to 8, the ace can bring a new
    # marble out of the kennel or move this one 1 or 11.
    state = arrange(game, {0: [5]}, {0: ["Ac", "3h"], 1: ["2c"], 2: ["2d"], 3: ["2s"]})
    three = state.deck.ids_of(Face(Rank.THREE, Suit.HEARTS))[0]
    ace = state.deck.ids_of(Face(Rank.ACE, Suit.CLUBS))[0]
    ways = sorted(m.notation for m in state.legal_moves() if f" {ace} " in m.notation + " ")
    assert len(ways) == 3
    assert state.parse_move("3h").notation == f"play {three} 5-8"
    assert state.parse_move("play three of hearts 5-8").notation == f"play {three} 5-8"
    assert state.parse_move("spiele herz 3").notation == f"play {three} 5-8"
    with pytest.raises(IllegalMoveError) as asked:
        state.parse_move("ac")  # which way? The refusal lists the ace's three
    assert asked.value.reason.code is ReasonCode.AMBIGUOUS
    assert sorted(m.notation for m in asked.value.reason.alternatives) == ways
    said = DogDescriber(game, "en").reason(asked.value.reason, state).text
    assert said.startswith("The ace of clubs can go several ways: ") and "field 6" in said
    # The card is named once, not before each way (a play-tester heard "the third joker as
    # ace:" before each of 29 ways).
    asked_as = {
        "en": "The ace of clubs can go several ways: out onto your start field 1, field "
              "6 to field 7, or field 6 to East's start field 17. Please say which. Type its "
              "way, such as 6-7.",
        "de": "Kreuz-Ass kann mehrere Wege gehen: heraus auf dein Startfeld 1, Feld 6 nach "
              "Feld 7 oder Feld 6 nach Startfeld 17 von Ost. Bitte sage, welchen. Tippe den "
              "Weg allein, etwa 6-7.",
    }
    # The question said which ways, not how to type one (a play-tester typed "herz ass" again
    # and again); the example as typed plays that way.
    for lang, text in asked_as.items():  # as North hears it, in both languages
        describer = DogDescriber(game, lang)
        describer.set_listener(0)
        assert describer.reason(asked.value.reason, state).text == text
    for example in ("ace of clubs 6-7", "Kreuz-Ass 6-7"):
        assert state.parse_move(example) in asked.value.reason.alternatives
    way = ways[0].removeprefix(f"play {ace} ")
    assert state.parse_move(f"ace of clubs {way}").notation == ways[0]


def test_a_held_card_without_a_move_is_refused_with_the_reason_not_as_unreadable():
    """With every marble in the kennel, "5c" used to be "I cannot read". Now the card is
    refused with why: only an ace, a king or a joker brings a marble out. A jack without a
    swap says what a swap needs."""
    game = DogGame()
    kennel = arrange(game, {}, {0: ["5c", "Jh"], 1: ["2c"], 2: ["2d"], 3: ["2s"]})
    blocked = arrange(game, {0: [5], 1: [16]}, {0: ["Jh", "2h"], 1: ["2c"], 2: ["2d"], 3: ["2s"]},
                      fresh=(0, 1, 0, 0))
    said = {
        "en": ("All your marbles wait in the kennel: only an ace, a king or a joker brings one "
               "out.", "The jack swaps one of your marbles on the track with another marble "
               "on the track, but no swap is possible now: a marble that has just come out onto "
               "its start field and marbles in a goal lane cannot be swapped."),
        "de": ("Alle deine Kugeln warten im Zwinger: nur ein Ass, ein König oder ein Joker "
               "bringt eine heraus.", "Der Bube tauscht eine deiner Kugeln auf der Bahn mit "
               "einer anderen Kugel auf der Bahn, doch jetzt geht kein Tausch: Eine Kugel, die "
               "gerade auf ihr Startfeld gekommen ist, und Kugeln im Ziel kann man nicht "
               "tauschen."),
    }
    for state, typed_names, index in ((kennel, ("5c", "kreuz 5", "five of clubs 1-6", "jh"), 0),
                                      (blocked, ("jh", "herz bube"), 1)):
        for typed in typed_names:
            with pytest.raises(IllegalMoveError) as refused:
                state.parse_move(typed)
            for lang, texts in said.items():
                describer = DogDescriber(game, lang)
                describer.set_listener(0)
                assert describer.reason(refused.value.reason, state).text == texts[index], typed
    with pytest.raises(IllegalMoveError) as refused:  # give asks for the exchange, long over
        kennel.parse_move("give 5c")
    assert DogDescriber(game, "de").reason(refused.value.reason, kennel).text == (
        "Die Karten sind getauscht: spiele jetzt eine Karte, ohne gib.")


def test_a_way_may_be_typed_in_the_fields_the_player_hears():
    game = DogGame()
    # East's marble on place 20: East hears it as field 5 (its start, place 16, is field 1).
    state = arrange(game, {1: [20]}, {0: ["2c"], 1: ["3h", "Ac"], 2: ["2d"], 3: ["2s"]},
                    turn=1)
    three = state.deck.ids_of(Face(Rank.THREE, Suit.HEARTS))[0]
    ace = state.deck.ids_of(Face(Rank.ACE, Suit.CLUBS))[0]
    assert state.parse_move("3h 5-8").notation == f"play {three} 20-23"  # as heard
    assert state.parse_move("3h 20-23").notation == f"play {three} 20-23"  # the notation's
    assert state.parse_move("ace of clubs 5-16").notation == f"play {ace} 20-31"
    with pytest.raises(IllegalMoveError) as refused:  # a way the 3 cannot go: its way is said
        state.parse_move("3h 5-9")
    east = DogDescriber(game, "en")
    east.set_listener(1)
    assert east.reason(refused.value.reason, state).text == (
        "The three of hearts cannot go that way. It can go: field 5 to field 8.")



def test_the_step_notation_keeps_place_numbers_and_the_bare_way_is_fields():
    game = DogGame()
    # North's marbles on places 4 and 5 (fields 5 and 6): "step 5-8" is the marble on place
    # 5, as the notation says, even though fields 5 to 8 would be a legal step too; the bare
    # way "5-8" is that other step, from field 5 (place 4).
    state = arrange(game, {0: [4, 5]}, {0: ["7h"], 1: ["2c"], 2: ["2d"], 3: ["2s"]})
    state.apply(state.parse_move("7h"))
    assert {"step 4-7", "step 5-8"} <= {m.notation for m in state.legal_moves()}
    assert state.parse_move("step 5-8").notation == "step 5-8"
    assert state.parse_move("5-8").notation == "step 4-7"


def test_a_step_of_a_seven_is_typed_as_its_way_in_the_fields_north_hears():
    """During a split seven "11-15" is the step from field 11 to field 15 as North hears them
    (places 10 to 14); the notation "step 10-14" keeps its place numbers; a way that names no
    legal step is refused with the fields left and the marbles that can step (it used to be
    "I cannot read")."""
    game = DogGame()
    state = arrange(game, {0: [10, 13, 30], 1: [12]}, {0: ["7h"], 1: ["3c"]})
    state.play(state.legal_moves()[0])  # the seven: its steps come next
    assert state.parse_move("11-15").notation == "step 10-14"
    assert state.parse_move("step 10-14").notation == "step 10-14"
    assert state.parse_move("31-34").notation == "step 30-33"
    described = DogDescriber(game, "en")
    described.set_listener(0)
    step = state.parse_move("11-15")
    assert described.move_text(step).endswith("field 11 to field 15")
    said = {"en": "No step of your seven goes that way: 7 fields are left, for the marbles on "
                  "field 11, field 14, and field 31. Type a step as two field numbers with a "
                  "dash, such as 11-12 (field 11 to field 12).",
            "de": "So geht kein Schritt deiner Sieben: Es bleiben 7 Felder, für die Kugeln auf "
                  "Feld 11, Feld 14 und Feld 31. Tippe einen Schritt als zwei Feldnummern mit "
                  "Bindestrich, etwa 11-12 (Feld 11 nach Feld 12)."}
    for text in ("11-19", "40-41"):
        with pytest.raises(IllegalMoveError) as refused:
            state.parse_move(text)
        for lang, sentence in said.items():
            describer = DogDescriber(game, lang)
            describer.set_listener(0)
            assert describer.reason(refused.value.reason, state).text == sentence


def test_the_typed_form_of_every_step_reads_back_as_that_step():
    """The turn and the refusal show a step as it is typed ("1-2", "60-g2"; a play-tester was
    shown "your start field 1 to field 2" and had to guess "1-2"): each form given
    is read as that very step, into the goal lane too."""
    game = DogGame()
    state = arrange(game, {0: [0, 60, 30], 1: [12]}, {0: ["7h"], 1: ["3c"]})
    state.play(state.legal_moves()[0])  # the seven: its steps come next
    steps = [m for m in state.legal_moves() if isinstance(m, Step)]
    typed = {typed_step(m, state.legal_moves(), 0): m for m in steps}
    assert None not in typed and len(typed) == len(steps)
    assert {"1-2", "61-g1"} <= set(typed)
    for text, step in typed.items():
        assert state.parse_move(text) == step, text


def test_the_moves_without_a_card_have_words_in_both_languages_and_undo_step_is_the_move():
    """'undo step' takes a seven's last step back (it was read as the command undo, which
    refuses at a table of people); 'schritt zurück' does the same, and 'aussetzen' folds."""
    from accessible_games.session.console import Console, Seat, SeatKind

    game = DogGame()
    state = arrange(game, {0: [10, 13, 30], 1: [12]}, {0: ["7h"], 1: ["3c"], 2: ["3d"],
                                                       3: ["3h"]})
    console = Console.local(game, [Seat(SeatKind.HUMAN)] * 4, lang="en", seed=0, state=state)
    console.opening()
    console.handle_line("7h")
    console.handle_line("11-15")  # it passes North's own marble on field 14: asked first
    console.handle_line("yes")
    assert [m.text for m in console.handle_line("undo step")] == [
        "You take the last step back; 0 of 7 used.",
        "North, your seven has 7 fields to move, in one step or several: type a step, such "
        "as 11-12 (field 11 to field 12), or moves to hear them."]
    console.handle_line("11-15")
    console.handle_line("yes")
    assert console.state.parse_move("schritt zurück").notation == "undo step"
    folding = arrange(game, {}, {0: ["2c"], 1: ["3c"], 2: ["3d"], 3: ["3h"]})
    assert folding.parse_move("aussetzen").notation == "fold"
    with pytest.raises(IllegalMoveError) as refused:  # no seven is being split: said so
        folding.parse_move("schritt zurück")
    assert DogDescriber(game, "en").reason(refused.value.reason, folding).text == (
        "No seven is being split, so there is no step to take back.")


def test_undo_step_is_the_move_in_the_hot_seat_too():
    """At one keyboard (the hot seat reads the line for the person who has it) 'undo step'
    is the seven's step back, as at a console of one's own."""
    from accessible_games.session.hotseat import HotSeat
    from accessible_games.session.table import Seat, SeatKind, Table

    game = DogGame()
    state = arrange(game, {0: [10, 13, 30], 1: [12]}, {0: ["7h"], 1: ["3c"], 2: ["3d"],
                                                       3: ["3h"]})
    hot = HotSeat(Table(game, [Seat(SeatKind.HUMAN)] * 4, seed=0, state=state))
    hot.opening()
    hot.handle_line("")  # North confirms being alone at the keyboard
    hot.handle_line("7h")
    hot.handle_line("11-15")  # it passes North's own marble on field 14: asked first
    hot.handle_line("yes")
    said = [m.text for m in hot.handle_line("undo step")]
    assert "North takes the last step back; 0 of 7 used." in said, said


def test_the_shared_refusals_speak_of_marbles():
    """The refusals every board game shares said "Stein" / "piece" in Dog, where the
    player moves marbles."""
    from accessible_games.engine.types import Reason

    game = DogGame()
    state = arrange(game, {0: [5]}, {0: ["3h"], 1: ["2c"], 2: ["2d"], 3: ["2s"]})
    said = {
        "en": ("The marble on field 6 cannot move now.", "There is no marble on field 6.",
               "You may not move the marble on field 6."),
        "de": ("Die Kugel auf Feld 6 kann jetzt nicht ziehen.", "Auf Feld 6 steht keine Kugel.",
               "Die Kugel auf Feld 6 darfst du nicht bewegen."),
    }
    codes = (ReasonCode.PIECE_HAS_NO_MOVES, ReasonCode.EMPTY, ReasonCode.OPPONENT_PIECE)
    for lang, texts in said.items():
        describer = DogDescriber(game, lang)
        describer.set_listener(0)
        assert tuple(describer.reason(Reason(code, (5,)), state).text for code in codes) == texts


def test_a_way_may_be_typed_as_it_is_heard_with_goal_fields_or_by_one_place():
    """North's marble on place 62 is field 63 as North hears it; the three of hearts takes it
    to field 2 or into the goal lane, "your goal field 1" (place 80). Each way can be typed as
    it was said, shortened, or by the one place that tells it apart; "kr5 ziel" used to be
    unreadable."""
    game = DogGame()
    state = arrange(game, {0: [62]}, {0: ["3h"], 1: ["2c"], 2: ["2d"], 3: ["2s"]})
    three = state.deck.ids_of(Face(Rank.THREE, Suit.HEARTS))[0]
    into_goal, on_track = f"play {three} 62-80", f"play {three} 62-1"
    for typed, notation in (
            ("3h field 63 to your goal field 1", into_goal),
            ("herz drei feld 63 nach zielfeld 1 von dir", into_goal),
            ("herz drei von feld 63 auf dein zielfeld 1", into_goal),
            ("3h 63-g1", into_goal), ("3h 63 ziel 1", into_goal), ("3h ziel", into_goal),
            ("herz 3 ins ziel", into_goal), ("3h g1", into_goal),
            ("3h field 63 to field 2", on_track), ("3h 63 2", on_track),
            ("3h nach feld 2", on_track), ("3h 2", on_track)):
        assert state.parse_move(typed).notation == notation, typed
    with pytest.raises(IllegalMoveError) as asked:  # the marble's field alone fits both ways
        state.parse_move("3h 63")
    assert asked.value.reason.code is ReasonCode.AMBIGUOUS
    assert {m.notation for m in asked.value.reason.alternatives} == {into_goal, on_track}
    for typed in ("3h 63-g2", "3h 5"):  # no way of the three: its two ways are said
        with pytest.raises(IllegalMoveError) as refused:
            state.parse_move(typed)
        assert refused.value.reason.count == WHY_NO_WAY
        assert {m.notation for m in refused.value.reason.alternatives} == {into_goal, on_track}


def test_a_marble_brought_out_can_be_typed_as_out_or_as_the_start_field():
    game = DogGame()
    state = arrange(game, {0: [5]}, {0: ["Ac"], 1: ["2c"], 2: ["2d"], 3: ["2s"]})
    ace = state.deck.ids_of(Face(Rank.ACE, Suit.CLUBS))[0]
    out = next(m.notation for m in state.legal_moves() if "+" in m.notation)
    for typed in ("ac out", "kreuz ass raus", "ac 1", "ace of clubs field 1"):
        assert state.parse_move(typed).notation == out, typed
    assert state.parse_move("ac 7").notation == f"play {ace} 5-6"
    with pytest.raises(IllegalMoveError):  # field 6 holds the marble the ace moves two ways
        state.parse_move("ac 6")


JOKER_TYPED = (
    ("joker as seven", "play {j} as 7 seven"), ("joker seven", "play {j} as 7 seven"),
    ("joker as 7", "play {j} as 7 seven"), ("joker split", "play {j} as 7 seven"),
    ("joker als sieben", "play {j} as 7 seven"), ("Joker als Sieben", "play {j} as 7 seven"),
    ("joker out", "play {j} as 14 65+0"), ("joker heraus", "play {j} as 14 65+0"),
    ("joker as king out", "play {j} as 13 65+0"), ("joker als ass heraus", "play {j} as 14 65+0"),
    ("joker as 14 out", "play {j} as 14 65+0"),
    ("joker as jack 51x50", "play {j} as 11 50x49"), ("joker als bube 51x50",
                                                      "play {j} as 11 50x49"),
    ("joker nummer drei als sieben", "play {j} as 7 seven"),
    ("joker 1<61", "play {j} as 4 0<60"), ("red joker as two 51-53", "play {j} as 2 50-52"),
    ("joker 62", "play {j} as 14 50-61"),
)


@pytest.mark.parametrize(("text", "notation"), JOKER_TYPED)
def test_a_joker_is_typed_with_the_rank_and_the_way_in_the_player_s_words(text, notation):
    """A play-tester could play a joker only as "joker as 7 seven" (the rank as a number and
    the way in place numbers): "joker as seven", "joker als sieben", "joker out", "joker as
    jack 3x57" in the fields heard, and a way alone that only one rank goes, now work. North
    has marbles on fields 1 and 51, East one on field 50, South one on field 21."""
    game = DogGame()
    state = arrange(game, {0: [0, 50], 1: [49], 2: [20]},
                    {0: ["X"], 1: ["2c"], 2: ["2d"], 3: ["2s"]})
    joker = state.hands[0][0]
    assert state.parse_move(text).notation == notation.format(j=joker)


JOKER_ASKED = {
    "en": ("As which card do you play the red joker: as ace, as king, as queen, as ten, as "
           "nine, as eight, as seven, as six, as five, as four, as three, or as two? Type it "
           "after joker, such as joker as ace.",
           "The red joker cannot be played as jack now; it can be played as ace, as king, as "
           "queen, as ten, as nine, as eight, as seven, as six, as five, as four, as three, or "
           "as two.",
           "That fits several moves: the red joker as six: your start field 1 to field 7 "
           "or the red joker as seven to split. Please say which."),
    "de": ("Als welche Karte spielst du Joker rot: als Ass, als König, als Dame, als Zehn, als "
           "Neun, als Acht, als Sieben, als Sechs, als Fünf, als Vier, als Drei oder als Zwei? "
           "Tippe sie nach joker, etwa joker als Ass.",
           "Joker rot kann jetzt nicht als Bube gespielt werden; möglich ist: als Ass, als "
           "König, als Dame, als Zehn, als Neun, als Acht, als Sieben, als Sechs, als Fünf, als "
           "Vier, als Drei oder als Zwei.",
           "Das passt zu mehreren Zügen: Joker rot als Sechs: dein Startfeld 1 nach "
           "Feld 7 oder Joker rot als Sieben zum Aufteilen. Bitte genauer angeben."),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_joker_alone_asks_as_which_card_first(lang):
    """"joker" alone read out every way of every rank (29 of them): it now asks as which
    card, naming each rank that has a move once (the king with the ace's way out of the
    kennel); a rank without a move says which have; a bare number that is both a rank and a
    field asks which. North's fresh marble on its start field cannot be swapped, so the jack
    has no move; one marble waits in the kennel, the ace's (and king's) way out is blocked."""
    game = DogGame()
    state = arrange(game, {0: [0, 81, 82]}, {0: ["X"], 1: ["2c"], 2: ["2d"], 3: ["2s"]},
                    fresh=(1, 0, 0, 0))
    d = DogDescriber(game, lang)
    d.set_listener(0)
    said = []
    for text in ("joker", "joker as jack", "joker 7"):
        with pytest.raises(IllegalMoveError) as asked:
            state.parse_move(text)
        said.append(d.reason(asked.value.reason, state).text)
    assert tuple(said) == JOKER_ASKED[lang]


STUCK = {
    "en": ("The protected marble on South's start field 33 is in the way.",
           "None of your marbles is on the track, and those in the goal cannot move that far.",
           "Your own marble that has just come out stands on your start field 1: it "
           "must move on before another can come out.",
           "None of your marbles waits in the kennel."),
    "de": ("Die geschützte Kugel auf Startfeld 33 von Süd steht im Weg.",
           "Keine deiner Kugeln steht auf der Bahn, und die im Ziel können nicht so weit "
           "ziehen.",
           "Auf deinem Startfeld 1 steht deine eigene Kugel, die gerade herausgekommen "
           "ist: Sie muss erst weiterziehen, bevor eine weitere herauskommen kann.",
           "In deinem Zwinger wartet keine Kugel."),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_card_without_a_way_says_why_and_why_says_it_again(lang):
    """A play-tester's queen was refused with "That card cannot be played now." (and why said
    the same) while South's protected marble barred the way; a six with only goal and kennel
    marbles, and "kc out" with the own new marble on the start field, were no clearer."""
    from accessible_games.session.console import Console, Seat, SeatKind
    game = DogGame()
    others = {1: ["2c"], 2: ["2d"], 3: ["2s"]}
    cases = ((arrange(game, {0: [23], 2: [32]}, {0: ["Qd"], **others}, fresh=(0, 0, 1, 0)),
              "qd"),
             (arrange(game, {0: [81, 82]}, {0: ["6h", "Ac"], **others}), "6h"),
             (arrange(game, {0: [0]}, {0: ["Kc"], **others}, fresh=(1, 0, 0, 0)), "kc out"),
             (arrange(game, {0: [0, 5, 9, 20]}, {0: ["X"], **others}), "joker as king out"))
    said = []
    for state, typed in cases:
        console = Console.local(game, [Seat(SeatKind.HUMAN)] * 4, lang=lang, seed=0,
                                state=state)
        console.opening()
        refused = console.handle_line(typed)[0].text
        assert console.handle_line("why" if lang == "en" else "warum")[0].text == refused
        said.append(refused)
    assert tuple(said) == STUCK[lang]


UNDONE = {
    "en": ("One move taken back. It was the step from your start field 1 to field 2. "
           "The last move now: You take the last step back; 0 of 7 used.",
           "One move taken back. The step from your start field 1 to field 3 stands "
           "again. The last move now: You move 2 fields from your start field 1 to "
           "field 3. 2 of 7 used."),
    "de": ("Ein Zug zurückgenommen. Es war der Schritt von deinem Startfeld 1 auf Feld 2. "
           "Der letzte Zug ist jetzt: Du nimmst den letzten Schritt zurück; 0 von 7 verbraucht.",
           "Ein Zug zurückgenommen. Der Schritt von deinem Startfeld 1 auf Feld 3 gilt "
           "wieder. Der letzte Zug ist jetzt: Du ziehst 2 Felder von deinem Startfeld 1 "
           "auf Feld 3. 2 von 7 verbraucht."),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_undo_during_a_seven_names_what_it_took_back(lang):
    """A play-tester's undo after "undo step" brought the step taken back back again, told
    only as "One move taken back.": undo names the step it takes back, and a step that comes
    back."""
    from accessible_games.session.console import Console, Seat, SeatKind
    game = DogGame()
    state = arrange(game, {0: [0, 20]}, {0: ["7h", "2c"], 1: ["2c"], 2: ["2d"], 3: ["2s"]})
    seats = [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER)] * 3
    console = Console.local(game, seats, lang=lang, seed=0, state=state)
    console.opening()
    undo = "undo" if lang == "en" else "rückgängig"
    for line in ("7h", "1-3", "undo step", "1-2"):
        console.handle_line(line)
    # What was taken back, then the move that stands: a message each, a line each on the
    # braille display.
    said = tuple(" ".join(m.text for m in console.handle_line(undo)[:2]) for _ in range(2))
    assert said == UNDONE[lang]


def test_a_start_field_may_be_typed_as_it_is_heard():
    """A way from or to a start field is read as narration says it, the field's number after
    its name ("von deinem Startfeld 1 auf Feld 5", "field 13 to East's start field 17"), and
    as it said it before, with a comma ("field 13 to East's start field, field 17")."""
    game = DogGame()
    state = arrange(game, {0: [0, 12]}, {0: ["4h", "4c"], 1: ["2c"], 2: ["2d"], 3: ["2s"]})
    for typed, notation in (("4h von deinem Startfeld 1 auf Feld 5", "0-4"),
                            ("4h your start field 1 to field 5", "0-4"),
                            ("4h dein startfeld 1 nach 5", "0-4"),
                            ("4c field 13 to East's start field 17", "12-16"),
                            ("4c von Feld 13 auf Startfeld 17 von Ost", "12-16"),
                            ("4c feld 13 nach startfeld 17", "12-16"),
                            ("4h von deinem Startfeld, Feld 1 auf Feld 5", "0-4"),
                            ("4h your start field, field 1 to field 5", "0-4"),
                            ("4h von deinem Startfeld, Feld 1, auf Feld 5", "0-4"),
                            ("4h your start field, field 1, to field 5", "0-4"),
                            ("4c field 13 to East's start field, field 17", "12-16"),
                            ("4c von Feld 13 auf Osts Startfeld, Feld 17", "12-16"),
                            ("4c von Feld 13 auf Feld 17, das Startfeld von Ost", "12-16"),
                            ("4c feld 13 nach feld 17, dem startfeld von ost", "12-16")):
        assert state.parse_move(typed).notation.endswith(f" {notation}"), typed


def test_the_third_joker_s_german_name_is_not_read_as_a_rank():
    """"West spielt Joker drei als Vier" sounded like "three as four": the third joker is
    "Joker Nummer drei" in German."""
    game = DogGame()
    third = next(c for c in range(len(game.deck))
                 if game.deck.face(c) == Face(Rank.JOKER, None, 3))
    d = DogDescriber(game, "de")
    assert d.card_as(third, Rank.FOUR.value, True) == "Joker Nummer drei als Vier"
    assert DogDescriber(game, "en").card_as(third, Rank.FOUR.value, True) == "third joker as four"


SWAP_REFUSED = {
    "en": ("There is no marble on field 30. The jack of clubs can go: swap field 6 with field 31 "
           "(East's marble) or swap field 6 with field 41 (South's marble). Type a swap as the "
           "two fields with x between them, such as 6x31.",
           "Type a swap as the two fields with x between them, such as 6x31.",
           "The jack swaps one of your marbles on the track with another marble on the track, "
           "but no swap is possible now: a marble that has just come out onto its start field "
           "and marbles in a goal lane cannot be swapped."),
    "de": ("Auf Feld 30 steht keine Kugel. Kreuz-Bube kann so tauschen: Feld 6 mit Feld 31 "
           "tauschen (Kugel von Ost) oder Feld 6 mit Feld 41 tauschen (Kugel von Süd). Einen "
           "Tausch tippst du als die zwei Felder mit x dazwischen, etwa 6x31.",
           "Einen Tausch tippst du als die zwei Felder mit x dazwischen, etwa 6x31.",
           "Der Bube tauscht eine deiner Kugeln auf der Bahn mit einer anderen Kugel auf der "
           "Bahn, doch jetzt geht kein Tausch: Eine Kugel, die gerade auf ihr Startfeld "
           "gekommen ist, und Kugeln im Ziel kann man nicht tauschen."),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_refused_swap_says_which_swaps_would_do_and_how_to_type_one(lang):
    """A play-tester's jack swap was refused without a word on how a swap is typed; a swap may
    also be typed as the list says it, or with the other marble first."""
    game = DogGame()
    d = DogDescriber(game, lang)
    state = arrange(game, {0: [5], 1: [30], 2: [40]}, {0: ["Jc", "2c"], 1: ["2d"], 2: ["2h"]})
    jack = state.hands[0][-1]
    assert game.deck.face(jack).rank is Rank.JACK
    for typed in ("jc 6x31", "jc 31x6", "jc swap field 6 with field 31",
                  "jc Feld 6 mit Feld 31 tauschen"):
        assert state.parse_move(typed).notation == f"play {jack} 5x30", typed
    said = []
    for typed in ("jc 6x30", "jc 30"):
        with pytest.raises(IllegalMoveError) as refused:
            state.parse_move(typed)
        said.append(d.reason(refused.value.reason, state).text)
    alone = arrange(game, {0: [5]}, {0: ["Jc", "2c"], 1: ["2d"], 2: ["2h"]})
    with pytest.raises(IllegalMoveError) as refused:
        alone.parse_move("jc")
    assert said[0] == SWAP_REFUSED[lang][0]
    assert said[1].endswith(" " + SWAP_REFUSED[lang][1])
    assert d.reason(refused.value.reason, alone).text == SWAP_REFUSED[lang][2]


KING_OUT = {
    "en": ("You play the red joker as king and bring a marble out onto your start field "
           "1.",
           "The red joker as king can go several ways: out onto your start field 1 or "
           "field 6 to field 19. Please say which. Type the joker with its rank and way, such "
           "as joker as king 6-19."),
    "de": ("Du spielst Joker rot als König und bringst eine Kugel aus dem Zwinger auf dein "
           "Startfeld 1.",
           "Joker rot als König kann mehrere Wege gehen: heraus auf dein Startfeld 1 "
           "oder Feld 6 nach Feld 19. Bitte sage, welchen. Tippe den Joker mit Rang und Weg, "
           "etwa joker als König 6-19."),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_joker_as_king_out_of_the_kennel_is_said_as_king(lang):
    """The ace's and the king's way out is one move; a play-tester who typed "joker as king"
    heard "joker as ace". The move is the same, but said as named, and its notation keeps the
    king (a record read again says it so)."""
    from accessible_games.session.console import Console, Seat, SeatKind
    game = DogGame()
    state = arrange(game, {0: [5]}, {0: ["X", "2c"], 1: ["2d"], 2: ["2h"], 3: ["2s"]})
    as_king = "joker as king" if lang == "en" else "Joker als König"
    with pytest.raises(IllegalMoveError) as asked:  # as king: which way, not which card
        state.parse_move(as_king)
    describer = DogDescriber(game, lang)
    describer.set_listener(0)
    assert describer.reason(asked.value.reason, state).text == KING_OUT[lang][1]
    out = state.parse_move(f"{as_king} {'out' if lang == 'en' else 'heraus'}")
    assert out in state.legal_moves() and out.notation == f"play {out.card} as 13 66+0"
    console = Console.local(game, [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3,
                            lang=lang, seed=0, state=state)
    console.opening()
    said = console.handle_line(f"{as_king} {'out' if lang == 'en' else 'heraus'}")
    assert said[0].text == KING_OUT[lang][0]


JOKER_ONE = {
    "en": ("joker", "The red joker has one move now: as ace, out onto your start field 1. Spend "
                    "the joker on it? Type yes or no.",
           ("yes", "as ace", "out", "joker as ace out"), "no", "Not played.",
           "You play the red joker as ace and bring a marble out onto your start field 1.",
           "with one move it says that move and asks whether to spend the joker on it"),
    "de": ("Joker", "Joker rot hat jetzt nur einen Zug: als Ass heraus auf dein Startfeld 1. Den "
                    "Joker dafür ausgeben? Tippe ja oder nein.",
           ("ja", "als Ass", "heraus"), "nein", "Nicht gespielt.",
           "Du spielst Joker rot als Ass und bringst eine Kugel aus dem Zwinger auf dein "
           "Startfeld 1.",
           "hat er nur einen Zug, nennt es diesen und fragt, ob du den Joker dafür ausgeben "
           "willst"),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_joker_alone_with_one_move_says_it_and_asks_before_spending_it(lang):
    """Play-testing, "joker" alone with one move played it at once: the most valuable card
    spent by a word typed to hear what it could do. As a piece's square alone in a board game
    ("Type where the man on a3 should go: to b4."), it now says the move and asks; yes, the
    card it stands for or the way alone plays it, no keeps it."""
    from accessible_games.session.console import Console, Seat, SeatKind
    from accessible_games.session.words import rules_text
    typed, asked, answers, no, kept, played, page = JOKER_ONE[lang]
    for answer in answers:
        game = DogGame()
        state = arrange(game, {}, {0: ["X", "2c"], 1: ["2d"], 2: ["2h"], 3: ["2s"]})
        console = Console.local(game, [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3,
                                lang=lang, seed=0, state=state)
        console.opening()
        assert [m.text for m in console.handle_line(typed)] == [asked]
        assert console.handle_line(no)[0].text == kept
        assert len(console.state.hands[0]) == 2  # the joker is kept
        console.handle_line(typed)
        assert console.handle_line(answer)[0].text == played, answer
    rules = rules_text("dog", lang)
    assert rules is not None and page in " ".join(rules.split())


@pytest.mark.parametrize("lang", ["en", "de"])
def test_enter_on_a_joker_with_one_move_asks_as_the_joker_typed_does(lang):
    """Enter on the joker in the hand played its one move at once ("You play the red joker as
    ace ..."), while "joker" typed asked first; Enter on a joker with several moves opens
    the choice as which card, so a second step is what the player expects. It asks now, and
    Enter again (yes), the card it stands for or the way answers; no keeps the joker."""
    from accessible_games.session.commands import Command, CommandKind
    from accessible_games.session.console import Console, Seat, SeatKind
    _typed, asked, answers, no, kept, played, _page = JOKER_ONE[lang]
    for answer in (Command(CommandKind.YES), answers[1], no):
        game = DogGame()
        state = arrange(game, {}, {0: ["X", "Ac"], 1: ["2d"], 2: ["2h"], 3: ["2s"]})
        console = Console.local(game, [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3,
                                lang=lang, seed=0, state=state)
        console.opening()
        console.handle(Command(CommandKind.RIGHT))  # the hand's second card: the joker
        assert [m.text for m in console.handle(Command(CommandKind.SELECT))] == [asked]
        assert len(console.state.hands[0]) == 2
        reply = console.handle(answer) if isinstance(answer, Command) else \
            console.handle_line(answer)
        spent = answer != no
        assert reply[0].text == (played if spent else kept), answer
        assert len(console.state.hands[0]) == (1 if spent else 2)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_ace_typed_after_keeping_the_joker_plays_the_ace(lang):
    """Playing a whole game: "joker" asked whether to spend it, "no" kept it, and "ace" typed
    next played the red joker as ace, not the ace held: the joker's question was still read
    into the next line ("joker ace"). Also after a look, with the question still open, the
    answer "no" ends it."""
    from accessible_games.session.console import Console, Seat, SeatKind
    _typed, _asked, _answers, no, _kept, _played, _page = JOKER_ONE[lang]
    ace = {"en": ("ace", "You play the ace of spades"), "de": ("Ass", "Du spielst Pik-Ass")}
    for lines in (("joker", no), ("joker", "moves" if lang == "en" else "züge", no)):
        game = DogGame()
        state = arrange(game, {}, {0: ["X", "As"], 1: ["2d"], 2: ["2h"], 3: ["2s"]})
        console = Console.local(game, [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3,
                                lang=lang, seed=0, state=state)
        console.opening()
        for line in lines:
            console.handle_line(line)
        typed, played = ace[lang]
        assert console.handle_line(typed)[0].text.startswith(played), lines


PAST_THE_QUESTION = {
    "en": ("moves", "You have 2 moves. The ace of clubs or the red joker as ace: out onto your "
                    "start field 1.", "yes", "ac",
           "You play the ace of clubs and bring a marble out onto your start field 1.",
           "kc", ["Not played.", "You do not hold the king of clubs."]),
    "de": ("züge", "Du hast 2 Züge. Kreuz-Ass oder Joker rot als Ass: heraus auf dein "
                   "Startfeld 1.", "ja", "kreuz ass",
           "Du spielst Kreuz-Ass und bringst eine Kugel aus dem Zwinger auf dein Startfeld 1.",
           "kreuz könig", ["Nicht gespielt.", "Kreuz-König hast du nicht auf der Hand."]),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_look_keeps_the_joker_question_open_and_another_move_answers_it(lang):
    """After "Spend the joker on it?", "moves" said "Not played." before the list and dropped
    the question, and the ace typed instead said "Not played." before "You play the ace of
    clubs ...". A look at the game now keeps the question open (yes still plays the joker),
    another move played answers it by itself, and a line that plays nothing says "Not played."
    first."""
    from accessible_games.session.console import Console, Seat, SeatKind
    look, listed, yes, other, played, wrong, refused = PAST_THE_QUESTION[lang]
    consoles = []
    for _ in range(3):
        game = DogGame()
        state = arrange(game, {}, {0: ["X", "Ac"], 1: ["2d"], 2: ["2h"], 3: ["2s"]})
        console = Console.local(game, [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3,
                                lang=lang, seed=0, state=state)
        console.opening()
        console.handle_line("joker")
        consoles.append(console)
    looked, instead, slipped = consoles
    assert [m.text for m in looked.handle_line(look)] == [listed]
    assert looked.handle_line(yes)[0].text.startswith(JOKER_ONE[lang][5])
    assert [game.deck.face(c).is_joker for c in looked.state.hands[0]] == [False]
    assert instead.handle_line(other)[0].text == played
    assert [m.text for m in slipped.handle_line(wrong)] == refused
    assert slipped.confirming is None


def test_german_short_names_that_leave_the_suit_open_play_a_card_of_their_rank():
    """Only the rank counts in Dog: "k5" (Kreuz- or Karo-Fünf), "kb", "Dame", "Kö" and a rank
    with a way ("Bube 6x41", "Bube 3") play a held card of that rank, where "k5" used to ask
    for the name though the hand held one of its readings, and "Kö" and "Bube 3" were not
    read at all. A name whose readings differ in rank ("kd": Kreuz-Dame or Karo-König) still
    asks, and a rank the hand does not hold is refused with why."""
    from accessible_games.session.console import Console, Seat, SeatKind
    game = DogGame()
    hands = {0: ["5d", "Jc", "Kh", "Qs", "2h"], 1: ["2d"], 2: ["2c"], 3: ["2s"]}
    said = {}
    for typed in ("k5", "kb", "Dame", "Kö", "Bube 6x41", "Bube 3", "kd", "sieben 6-13"):
        state = arrange(game, {0: [5], 2: [40]}, hands)
        console = Console.local(game, [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3,
                                lang="de", seed=0, state=state)
        console.opening()
        said[typed] = console.handle_line(typed)[0].text
    assert said["k5"] == "Du spielst Karo-Fünf und ziehst 5 Felder von Feld 6 auf Feld 11."
    swap = ("Du spielst Kreuz-Bube und tauschst deine Kugel auf Feld 6 gegen die Kugel von Süd "
            "auf Feld 41.")
    assert said["kb"] == said["Bube 6x41"] == swap
    assert said["Dame"] == "Du spielst Pik-Dame und ziehst 12 Felder von Feld 6 auf Feld 18."
    assert said["Kö"].startswith("Herz-König kann mehrere Wege gehen: heraus auf dein Startfeld")
    assert said["Bube 3"].startswith("Kreuz-Bube kann diesen Weg nicht gehen. Möglich: Feld 6 "
                                     "mit Feld 41 tauschen")
    assert said["kd"] == ("„kd“ kann Kreuz-Dame, Karo-Dame oder Karo-König heißen; davon hast "
                          "du keine.")
    assert said["sieben 6-13"] == "Diese Karte hast du nicht."
    # A way after German shorthand that English does not read ("k5 6-11", "k5 11")
    state = arrange(game, {0: [5], 2: [40]}, hands)
    assert state.parse_move("k5 6-11").notation == state.parse_move("karo 5").notation
    assert state.parse_move("k5 11").notation == state.parse_move("karo 5").notation
    # a rank's letter with a way, as "k out" for the king
    assert state.parse_move("k out").notation == state.parse_move("kh out").notation


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "The seven of clubs is played on its own first; then type its steps one by one, such "
           "as 1-5, until seven fields are used."),
    ("de", "Kreuz-Sieben spielst du zuerst allein; danach tippst du die Schritte der Sieben "
           "einzeln, etwa 1-5, bis sieben Felder verbraucht sind."),
])
def test_a_seven_typed_with_a_way_says_the_steps_come_after(lang, said):
    """"7c 1-9" was refused with "It can go: split seven fields", which does not say what to
    type. (Two marbles, so that the seven is split: with one, it is that marble's walk, which
    may be typed, test_lone_seven_said.py.)"""
    game = DogGame()
    state = arrange(game, {0: [0, 30]}, {0: ["7c", "2h"], 1: ["2d"], 2: ["2c"], 3: ["2s"]})
    with pytest.raises(IllegalMoveError) as refused:
        state.parse_move("7c 1-9")
    assert DogDescriber(game, lang).reason(refused.value.reason, state).text == said


@pytest.mark.parametrize(("lang", "sentence"), [
    ("en", "No step of your seven goes that way: 7 fields are left, for the marble on field 61."),
    ("de", "So geht kein Schritt deiner Sieben: Es bleiben 7 Felder, für die Kugel auf Feld 61.")])
def test_a_seven_with_one_marble_to_step_names_it_in_the_singular(lang: str,
                                                                  sentence: str) -> None:
    """A play-tester with one marble out heard "for the marbles on your start field": the
    marbles' form followed the fields left. (The marble on field 61 may go round the track or
    into its goal; with no such choice the seven would move it all seven fields at once.)"""
    game = DogGame()
    state = arrange(game, {0: [60], 1: [12]}, {0: ["7h"], 1: ["3c"]})
    state.play(state.legal_moves()[0])
    with pytest.raises(IllegalMoveError) as refused:
        state.parse_move("40-41")
    describer = DogDescriber(game, lang)
    describer.set_listener(0)
    assert describer.reason(refused.value.reason, state).text.startswith(sentence)


@pytest.mark.parametrize("typed", [
    "4s field 4 back to field 64", "4s 4 back to 64", "pik vier feld 4 zurück nach feld 64",
    "Pik-Vier 4 zurück auf 64", "4s 4<64"])
def test_a_four_s_way_back_is_typed_as_the_list_of_moves_says_it(typed):
    """A play-tester typed the way back as "moves" said it ("Feld 4 zurück nach Feld 64")
    and heard "Pik-Vier kann diesen Weg nicht gehen"; only "4<64" was read."""
    game = DogGame()
    state = arrange(game, {0: [3, 20]}, {0: ["4s"], 1: ["2d"], 2: ["2h"], 3: ["2s"]})
    four = state.hands[0][0]
    assert state.parse_move(typed).notation == f"play {four} 3<63"
    assert state.parse_move("4s 21 back to 17").notation == f"play {four} 20<16"


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("en", "joker", "You hold no joker."), ("en", "joker as king out", "You hold no joker."),
    ("de", "Joker als Sieben", "Du hast keinen Joker auf der Hand.")])
def test_a_joker_typed_without_one_in_hand_is_refused_as_any_joker(lang, typed, said):
    """A play-tester without a joker typed "joker" and heard "You do not hold the red joker.":
    the red one was never named (any joker is the joker typed)."""
    game = DogGame()
    state = arrange(game, {0: [5]}, {0: ["2c"], 1: ["2d"], 2: ["2h"], 3: ["2s"]})
    with pytest.raises(IllegalMoveError) as refused:
        state.parse_move(typed)
    describer = DogDescriber(game, lang)
    describer.set_listener(0)
    assert describer.reason(refused.value.reason, state).text == said


AS_FOUR_NO_WAY = {
    "en": ("joker as four 6-9", "The red joker as four cannot go that way. It can go: field 6 to "
           "field 10, field 6 back to field 2, field 21 to field 25, or field 21 back to East's "
           "start field 17."),
    "de": ("Joker als Vier 6-9", "Joker rot als Vier kann diesen Weg nicht gehen. Möglich: Feld "
           "6 nach Feld 10, Feld 6 zurück nach Feld 2, Feld 21 nach Feld 25 oder Feld 21 zurück "
           "nach Startfeld 17 von Ost."),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_joker_named_as_one_rank_is_said_so_once_when_its_way_is_refused(lang):
    """"joker as 4" with a way it cannot go was refused with "The red joker cannot go that
    way. It can go: as four: field 6 to field 10; as four: field 6 back to field 2; ...": the
    rank the player named, said before every way."""
    game = DogGame()
    state = arrange(game, {0: [5, 20]}, {0: ["X"], 1: ["2d"], 2: ["2h"], 3: ["2s"]})
    typed, said = AS_FOUR_NO_WAY[lang]
    with pytest.raises(IllegalMoveError) as refused:
        state.parse_move(typed)
    describer = DogDescriber(game, lang)
    describer.set_listener(0)
    assert describer.reason(refused.value.reason, state).text == said


JACK_ASKED = {
    "en": ("swap field 11 with field 35 (West's marble). Please say which. Type its way, such "
           "as 11x13."),
    "de": ("Feld 11 mit Feld 35 tauschen (Kugel von West). Bitte sage, welchen. Tippe den Weg "
           "allein, etwa 11x13."),
}
"""German said "Tippe ihren Weg" after "Karo-Bube" (der Bube: its way is "seinen"): the way
alone, as the next line may give it."""


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_jack_with_several_swaps_is_asked_with_a_swap_as_typed(lang):
    """A play-tester's "karo bube" was asked which swap, with no word of how to type one."""
    game = DogGame()
    state = arrange(game, {0: [10], 1: [12], 3: [34]},
                    {0: ["Jd", "9c"], 1: ["2d"], 2: ["2c"], 3: ["2s"]})
    with pytest.raises(IllegalMoveError) as asked:
        state.parse_move("jd")
    describer = DogDescriber(game, lang)
    describer.set_listener(0)
    assert describer.reason(asked.value.reason, state).text.endswith(JACK_ASKED[lang])
    example = JACK_ASKED[lang].rsplit("etwa " if lang == "de" else "such as ", 1)[1][:-1]
    assert state.parse_move(f"jd {example}") in asked.value.reason.alternatives


@pytest.mark.parametrize(("lang", "refused"), [
    ("en", "The two of clubs cannot go that way. It can go: field 12 to field 14 or field 41 "
           "to field 43."),
    ("de", "Kreuz-Zwei kann diesen Weg nicht gehen. Möglich: Feld 12 nach Feld 14 oder Feld 41 "
           "nach Feld 43."),
])
def test_a_card_typed_by_its_number_takes_a_way_after_it(lang, refused):
    """A play-tester typed "9 1-10" and "2 1-4" and heard "I cannot read": a number named
    the card alone ("9"), never with its way after it."""
    game = DogGame()
    state = arrange(game, {0: [11, 40]}, {0: ["2c", "8h"], 1: ["2d"], 2: ["2h"], 3: ["2s"]})
    eight = state.deck.ids_of(Face(Rank.EIGHT, Suit.HEARTS))[0]
    assert state.parse_move("8 12-20").notation == f"play {eight} 11-19"
    assert state.parse_move("8 41").notation == f"play {eight} 40-48"  # the marble's field
    with pytest.raises(IllegalMoveError) as wrong:
        state.parse_move("2 12-15")
    assert DogDescriber(game, lang).reason(wrong.value.reason, state).text == refused


def test_a_joker_s_way_typed_at_another_seat_s_turn_is_refused_not_an_error():
    """"joker as 5 31-36" typed while East was to move raised ValueError ("token value out
    of range: -1"): East's unseen cards read as the pack's last card, a joker."""
    game = DogGame()
    state = arrange(game, {0: [2, 30], 1: [36]},
                    {0: ["7c", "X"], 1: ["7h", "2h"], 2: ["2d"], 3: ["2s"]}, turn=1)
    view = state.redacted(0)
    for text in ("joker as 5 31-36", "joker as 7", "joker 31-36"):
        with pytest.raises(IllegalMoveError):
            view.parse_move(text)


GAME = DogGame()

WAY_ALONE = {
    "en": ("k", "out", "You play the king of hearts and bring a marble out onto your start "
           "field 1.", "6-19", "You play the king of hearts and move 13 fields from field 6 to "
           "field 19.", "moves"),
    "de": ("k", "raus", "Du spielst Herz-König und bringst eine Kugel aus dem Zwinger auf dein "
           "Startfeld 1.", "6-19", "Du spielst Herz-König und ziehst 13 Felder von Feld 6 auf "
           "Feld 19.", "züge"),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_question_which_way_is_answered_by_the_way_alone(lang):
    """Play-testing, "k" was asked "The king of diamonds can go several ways: out onto your
    start field 1 or field 20 to South's start field 33. Please say which.", and the answer
    "out" said "Dog has no such question.", "20-33" "I cannot read". The next line is read
    with the card before it; a command stays a command, and the line after that is read
    as ever."""
    from accessible_games.session.console import Console, Seat, SeatKind
    card, out, brought, way, moved, moves = WAY_ALONE[lang]

    def console():
        state = arrange(GAME, {0: [5]}, {0: ["Kh", "2c"], 1: ["2d"], 2: ["2h"], 3: ["2s"]})
        table = Console.local(GAME, [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3,
                              lang=lang, seed=0, state=state)
        table.opening()
        return table

    first = console()
    assert "6-19" in first.handle_line(card)[0].text  # the question, with its way as typed
    assert first.handle_line(out)[0].text == brought
    second = console()
    second.handle_line(card)
    assert second.handle_line(way)[0].text == moved
    third = console()
    third.handle_line(card)
    listed = third.handle_line(moves)[0].text  # a command, not a way
    assert listed.startswith("You have 3 moves." if lang == "en" else "Du hast 3 Züge.")
    # No longer the answer to the question, but a way typed alone: the one card that goes
    # it plays (it was refused before ways alone were read).
    assert third.handle_line(way)[0].text == moved


@pytest.mark.parametrize(("lang", "moved"), [
    ("en", "You play the nine of hearts and move 9 fields from field 21 to field 30."),
    ("de", "Du spielst Herz-Neun und ziehst 9 Felder von Feld 21 auf Feld 30."),
])
def test_a_card_waiting_on_the_board_for_its_marble_takes_a_typed_way(lang, moved):
    """Play-testing, "9" (a rank the hand does not reach) put the nine on the board ("choose
    your start field 1 or field 20. The cursor is on ..."), and the typed answer "20-29" was
    "I cannot read". The way or the marble's field alone answers, as after "which way"."""
    from accessible_games.session.console import Console, Seat, SeatKind
    state = arrange(GAME, {0: [5, 20]}, {0: ["9h", "2c"], 1: ["2d"], 2: ["2h"], 3: ["2s"]})
    console = Console.local(GAME, [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3,
                            lang=lang, seed=0, state=state)
    console.opening()
    console.handle_line("9")
    assert console.handle_line("21")[0].text == moved


@pytest.mark.parametrize(("lang", "typed", "moved"), [
    ("en", "goal 3", "You move 7 fields from field 61 to your goal field 3."),
    ("en", "g3", "You move 7 fields from field 61 to your goal field 3."),
    ("en", "field 4", "You move 7 fields from field 61 to field 4."),
    ("de", "ziel 3", "Du ziehst 7 Felder von Feld 61 auf dein Zielfeld 3."),
    ("de", "feld 4", "Du ziehst 7 Felder von Feld 61 auf Feld 4."),
])
def test_a_step_of_a_seven_is_named_by_where_it_ends(lang, typed, moved):
    """Play-testing, a seven's steps listed "your goal field 3", but "goal 3" was "I cannot
    read" and "g3" "You do not hold the three of spades" (a card, while only steps may be
    taken): a step is named by one place as a card's way is."""
    from accessible_games.session.console import Console, Seat, SeatKind
    state = arrange(GAME, {0: [60]}, {0: ["7h", "2c"], 1: ["2d"], 2: ["2h"], 3: ["2s"]})
    console = Console.local(GAME, [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3,
                            lang=lang, seed=0, state=state)
    console.opening()
    console.handle_line("7")
    assert console.handle_line(typed)[0].text.startswith(moved)


def test_a_place_that_several_steps_fit_is_asked_about():
    state = arrange(GAME, {0: [60]}, {0: ["7h", "2c"], 1: ["2d"], 2: ["2h"], 3: ["2s"]})
    state.play(state.parse_move("7h"))
    with pytest.raises(IllegalMoveError) as asked:
        state.parse_typed("goal")
    assert asked.value.reason.code is ReasonCode.AMBIGUOUS
    assert len(asked.value.reason.alternatives) == 3  # goal fields 1 to 3


@pytest.mark.parametrize(("lang", "asked", "answer", "played"), [
    ("en", "joker", "as seven", "You play the red joker as seven."),
    ("en", "joker", "seven", "You play the red joker as seven."),
    ("de", "joker", "als sieben", "Du spielst Joker rot als Sieben."),
])
def test_the_question_as_which_card_is_answered_by_the_rank_alone(lang, asked, answer, played):
    """Play-testing, "joker" was asked "As which card do you play the red joker: as ace, ...?",
    and the answer "as seven" said "You do not hold the ace of spades."."""
    from accessible_games.session.console import Console, Seat, SeatKind
    state = arrange(GAME, {0: [10, 30], 1: [14]}, {0: ["X", "2c"], 1: ["2d"], 2: ["2h"],
                                                   3: ["2s"]})
    console = Console.local(GAME, [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3,
                            lang=lang, seed=0, state=state)
    console.opening()
    console.handle_line(asked)
    assert console.handle_line(answer)[0].text == played


TYPED_AS_SAID = {
    "en": ("show the hand and sit out", "You cannot play and sit out this round.",
           "the queen of spades: your start field 1 to field 13",
           "You play the queen of spades and move 12 fields from your start field 1 to field "
           "13."),
    "de": ("Karten zeigen und aussetzen", "Du kannst nicht spielen und setzt diese Runde aus.",
           "Pik-Dame: dein Startfeld 1 nach Feld 13",
           "Du spielst Pik-Dame und ziehst 12 Felder von deinem Startfeld 1 auf Feld 13."),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_moves_typed_as_the_list_says_them_are_played(lang):
    """Playing a whole German game by typing each move as the list says it: "Karten zeigen und
    aussetzen" answered with the cards ("karten" is the command that counts them), and "Pik-Dame:
    dein Startfeld 1 nach Feld 13" with both queens of spades in the hand was not understood
    (two moves said alike)."""
    from accessible_games.session.console import Console, Seat, SeatKind
    fold, folded, queen, played = TYPED_AS_SAID[lang]
    seats = [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3
    game = DogGame()
    stuck = arrange(game, {}, {0: ["2c", "3c"], 1: ["2d"], 2: ["2h"], 3: ["2s"]})
    console = Console.local(game, seats, lang=lang, seed=0, state=stuck)
    console.opening()
    assert console.handle_line(fold)[0].text.startswith(folded)
    game = DogGame()
    queens = arrange(game, {0: [0]}, {0: ["Qs", "Qs"], 1: ["2d"], 2: ["2h"], 3: ["2s"]})
    console = Console.local(game, seats, lang=lang, seed=0, state=queens)
    console.opening()
    assert console.handle_line(queen)[0].text == played


@pytest.mark.parametrize(("lang", "line", "said"), [
    ("de", "kreuz neun abgeben", "Du gibst Süd Kreuz-Neun."),
    ("en", "nine of clubs give", "You give the nine of clubs to South."),
])
def test_the_verb_after_a_card_named_in_words_gives_it(lang, line, said):
    """The moves list says "Kreuz-Neun abgeben"; typed as heard, "kreuz neun abgeben" was
    refused with "Zuerst gibt jeder seinem Partner eine Karte: tippe gib und die Karte.",
    the verb read as a way (the hyphenated name and a verb first were read)."""
    from tests.consoles import seated

    console = seated("dog", lang, 1)
    console.opening()
    assert [m.text for m in console.handle_line(line)][0] == said


def _way_typed(lang: str, hand: list[str], line: str) -> list:
    """What North, with marbles on fields 10 and 31 and ``hand``, hears on typing ``line``."""
    from accessible_games.session.console import Console, Seat, SeatKind
    game = DogGame()
    state = arrange(game, {0: [9, 30]}, {0: hand, 1: ["3c"], 2: ["3d"], 3: ["3h"]})
    console = Console.local(game, [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3,
                            lang=lang, state=state)
    console.opening()
    return console.handle_line(line)


@pytest.mark.parametrize(("lang", "line", "said"), [
    ("en", "10-6", "You play the four of clubs and move 4 fields back from field 10 to field 6."),
    ("en", "31-27", "You play the four of clubs and move 4 fields back from field 31 to "
                    "field 27."),
    ("de", "10-6", "Du spielst Kreuz-Vier und ziehst 4 Felder zurück von Feld 10 auf Feld 6."),
])
def test_a_way_typed_without_its_card_plays_the_one_card_that_goes_it(lang, line, said):
    """Play-testing, "10-6" was "You do not hold that card" (the 10 read as a ten) and
    "31-27" "I cannot read": a way alone plays the one card in hand that goes it (a four
    back here; the nine goes no way back)."""
    assert _way_typed(lang, ["4c", "9d"], line)[0].text == said


@pytest.mark.parametrize(("lang", "asked", "shown"), [
    ("en", "Which card goes field 10 to field 14: four of clubs or red joker as four? Type the "
           "card before the way.",
     "Which card goes 10-14: four of clubs or red joker as four?"),
    ("de", "Welche Karte geht Feld 10 nach Feld 14: Kreuz-Vier oder Joker rot als Vier? Tippe "
           "die Karte vor dem Weg.",
     "Welche Karte geht 10-14: Kreuz-Vier oder Joker rot als Vier?"),
])
def test_a_way_typed_without_its_card_that_several_cards_go_asks_which(lang, asked, shown):
    """Where a four and a joker both go "10-14", the way alone asks which card, as a card
    typed without its way asks which way; nothing is played. The shared "That fits several
    moves: ... Please say which." ran to 112 cells on the braille line."""
    from tests.braille_cells import DISPLAY_CELLS, cells
    said = _way_typed(lang, ["4c", "X"], "10-14")
    assert (said[0].text, said[0].short) == (asked, shown)
    assert cells(shown, lang) <= 2 * DISPLAY_CELLS
