"""A seven with one marble that can move is a walk of all seven fields with that marble
(``DogState.lone_walk``): the list of moves, a card's moves and the hint say that walk, as
they say any card's move, not a seven "to split"."""

from __future__ import annotations

import pytest

from accessible_games.games.cards.dog.game import DogGame
from accessible_games.games.cards.dog.positions import arrange
from accessible_games.session.commands import Command, CommandKind
from accessible_games.session.console import Console, Seat, SeatKind

SAID = {
    "en": {"moves": "You have 2 moves. The two of clubs: field 12 to field 14 or the seven of "
                    "clubs: field 12 to field 19.",
           "moves 7": "Seven of clubs, one move: field 12 to field 19.",
           "hint": "The computer suggests a move. The seven of clubs: field 12 to field 19."},
    "de": {"moves": "Du hast 2 Züge. Kreuz-Zwei: Feld 12 nach Feld 14 oder Kreuz-Sieben: "
                    "Feld 12 nach Feld 19.",
           "moves 7": "Kreuz-Sieben, ein Zug: Feld 12 nach Feld 19.",
           "hint": "Der Computer schlägt einen Zug vor. Kreuz-Sieben: Feld 12 nach Feld 19."},
}

SPLIT = {"en": "the seven of clubs to split", "de": "Kreuz-Sieben zum Aufteilen"}


def _north(lang: str, north: tuple[int, ...]) -> Console:
    """North (the person) to play a seven or a two, with marbles on ``north``."""
    game = DogGame()
    state = arrange(game, {0: list(north), 1: [38]},
                    {0: ["7c", "2c"], 1: ["7h", "2h"], 2: ["2d", "3d"], 3: ["2s", "3s"]})
    console = Console.local(game, [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3,
                            lang=lang, seed=0, state=state)
    console.opening()
    return console


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_seven_for_one_marble_is_said_as_its_walk(lang):
    """A play-tester heard "the seven of clubs to split" with one marble on the board: the
    seven moves it seven fields at once, and nothing is split."""
    console = _north(lang, (11,))
    for line, said in SAID[lang].items():
        assert [m.text for m in console.handle_line(line)] == [said]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_seven_for_two_marbles_is_still_split(lang):
    console = _north(lang, (11, 30))
    assert SPLIT[lang] in console.handle_line("moves")[0].text


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_walk_said_in_the_hint_plays_the_seven(lang):
    """The hint's words typed back play the seven, which moves the marble all seven fields."""
    console = _north(lang, (11,))
    words = SAID[lang]["hint"].split(". ", 1)[1]  # after the heading, as the player hears it
    said = console.handle_line(words)
    assert "19" in said[0].text and said[0].mover == 0


TYPED_WRONG = {
    "en": "The seven of clubs cannot go that way. It can go: field 12 to field 19.",
    "de": "Kreuz-Sieben kann diesen Weg nicht gehen. Möglich: Feld 12 nach Feld 19.",
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_walk_may_be_typed_as_the_way_of_the_seven(lang):
    """"7 12-19", as the list says the seven, was refused: "The seven of clubs is played on its
    own first; then type its steps one by one", though there are no steps to type. A way it
    does not go names the walk."""
    console = _north(lang, (11,))
    wrong = console.handle_line("7 12-18")
    assert [m.text for m in wrong] == [TYPED_WRONG[lang]]
    said = console.handle_line("7 12-19")
    assert said[0].mover == 0 and "19" in said[0].text


STEPS = {
    "en": ("moves", "You have 9 moves. Field 6 to fields 7 through 10; field 31 to field 32, "
                    "South's start field 33, field 34, or field 35; or take the last step back.",
           "go 31", "field 31 selected: field 31 to field 32, South's start field 33, field "
                    "34, or field 35. The cursor is on field 32."),
    "de": ("züge", "Du hast 9 Züge. Feld 6 nach Feld 7 bis 10; Feld 31 nach Feld 32, Startfeld 33 "
                   "von Süd, Feld 34 oder Feld 35; oder letzten Schritt zurücknehmen.",
           "gehe 31", "Feld 31 ausgewählt: Feld 31 nach Feld 32, Startfeld 33 von Süd, Feld 34 "
                      "oder Feld 35. Der Cursor steht auf Feld 32."),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_seven_s_steps_are_said_by_marble(lang):
    """The steps left of a seven were said each with its marble: "field 6 to field 7, field 6
    to field 8, field 6 to field 9, ...", in the list and when a marble was chosen."""
    game = DogGame()
    state = arrange(game, {0: [2, 30]}, {0: ["7c", "2c"], 1: ["2d"], 2: ["2h"], 3: ["2s"]})
    console = Console.local(game, [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3,
                            lang=lang, seed=0, state=state)
    console.opening()
    console.handle_line("7")
    console.handle_line("3-6")
    moves, listed, go, selected = STEPS[lang]
    assert [m.text for m in console.handle_line(moves) if m.text] == [listed]
    console.handle_line(go)
    select = "select" if lang == "en" else "wählen"
    assert console.handle_line(select)[-1].text == selected


WALKS = {
    "en": ("moves", "You have 2 moves. The two of clubs: field 61 to field 63; or the seven of "
                    "clubs, then field 61 to field 4 or your goal field 3.",
           "moves 7", "Seven of clubs, one move: field 61 to field 4 or your goal field 3, as a "
                      "step after it."),
    "de": ("züge", "Du hast 2 Züge. Kreuz-Zwei: Feld 61 nach Feld 63; oder Kreuz-Sieben, danach "
                   "Feld 61 nach Feld 4 oder deinem Zielfeld 3.",
           "züge 7", "Kreuz-Sieben, ein Zug: Feld 61 nach Feld 4 oder deinem Zielfeld 3, als "
                     "Schritt danach."),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_seven_for_one_marble_with_two_walks_names_them(lang):
    """One marble on field 61 may walk the seven round the track or into the goal: that is a
    step to choose after the card, not a split, which "to split" said."""
    game = DogGame()
    state = arrange(game, {0: [60], 1: [20]},
                    {0: ["7c", "2c"], 1: ["7h"], 2: ["2d"], 3: ["2s"]})
    console = Console.local(game, [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3,
                            lang=lang, seed=0, state=state)
    console.opening()
    moves, listed, card, ways = WALKS[lang]
    assert [m.text for m in console.handle_line(moves)] == [listed]
    assert [m.text for m in console.handle_line(card)] == [ways]
    assert state.lone_walk(0) is None  # played, it asks for the step


SPLITTING = {
    "en": "Your seven comes first: 5 fields are left, for the marbles on field 5 and field 31. "
          "Type a step as two field numbers with a dash, such as 5-6 (field 5 to field 6).",
    "de": "Erst kommt deine Sieben: Es bleiben 5 Felder, für die Kugeln auf Feld 5 und Feld 31. "
          "Tippe einen Schritt als zwei Feldnummern mit Bindestrich, etwa 5-6 (Feld 5 nach "
          "Feld 6).",
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_card_typed_during_a_split_says_the_seven_comes_first(lang):
    """"2" typed while a seven was split said "The marble on East's start field 21 cannot move
    now": the two's number in the pack was taken for a place."""
    game = DogGame()
    state = arrange(game, {0: [2, 30]}, {0: ["7c", "2c"], 1: ["2d"], 2: ["2h"], 3: ["2s"]})
    console = Console.local(game, [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3,
                            lang=lang, seed=0, state=state)
    console.opening()
    console.handle_line("7")
    console.handle_line("3-5")
    assert [m.text for m in console.handle_line("2")] == [SPLITTING[lang]]
    assert [m.text for m in console.handle_line("2 5-7")] == [SPLITTING[lang]]


CHOSEN = {
    "en": "field 3 selected: field 3 to fields 4 through 10. The cursor is on field 4.",
    "de": "Feld 3 ausgewählt: Feld 3 nach Feld 4 bis 10. Der Cursor steht auf Feld 4.",
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_marble_chosen_for_a_split_names_its_fields_as_one_run(lang):
    """Play-testing, choosing a marble for a split listed every target one by one: "field 3
    selected: field 3 to field 4, field 5, field 6, field 7, field 8, field 9, or field 10"."""
    console = _north(lang, (2, 20))
    console.handle_line("7c")
    assert [m.text for m in console.handle_line("go 3" if lang == "en" else "gehe 3")] \
        and [m.text for m in console.handle(Command(CommandKind.SELECT))] == [CHOSEN[lang]]


LISTED = {
    "en": ("moves", "You have 14 moves from 2 places: field 3 to fields 4 through 10; field 21 to "
                    "fields 22 through 28."),
    "de": ("züge", "Du hast 14 Züge von 2 Feldern: Feld 3 nach Feld 4 bis 10; Feld 21 nach Feld "
                   "22 bis 28."),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_long_list_of_a_seven_s_first_steps_names_runs(lang):
    """The list of the seven's first steps, long enough to be grouped by marble, named each
    field: "field 3 to field 4, field 5, field 6, field 7, field 8, field 9, or field 10"."""
    console = _north(lang, (2, 20))
    console.handle_line("7c")
    word, said = LISTED[lang]
    assert [m.text for m in console.handle_line(word) if m.text] == [said]


@pytest.mark.parametrize(("lang", "typed"), [
    ("en", "12-19"), ("de", "12-19"),
    ("en", "field 12 to field 19"), ("de", "Feld 12 nach Feld 19"),
])
def test_the_walk_typed_without_the_card_plays_the_seven(lang, typed):
    """"12-14" played the two, the one card going that way; "12-19", the seven's walk as
    the list says it, was not read without the seven's name before it."""
    console = _north(lang, (11,))
    said = console.handle_line(typed)
    assert said[0].mover == 0 and "19" in said[0].text
    assert ("seven" if lang == "en" else "Sieben") in said[0].text
