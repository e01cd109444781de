"""A seven the computer plays is one line for the other seats, as every other card's move:
used in one step, or split into several, its card and each step in turn."""

from __future__ import annotations

import pytest

from accessible_games.games.cards.dog.game import DogGame
from accessible_games.games.cards.dog.positions import arrange
from accessible_games.session.console import Console, Seat, SeatKind
from tests.braille_cells import windows

WHOLE = {
    "en": ("East plays the seven of hearts and moves 7 fields from field 39 to field 46.",
           "East: seven, 39 to 46."),
    "de": ("Ost spielt Herz-Sieben und zieht 7 Felder von Feld 39 auf Feld 46.",
           "Ost: Sieben, 39 nach 46."),
}

SPLIT = {
    "en": ("East plays the seven of hearts and moves 5 fields from field 16 to their goal field 4, "
           "then 2 fields from field 39 to field 41. East has 1 marble in the goal.",
           "East: seven, 16-goal 4, 39-41. East: 1 home."),
    # Play-testing, German named no owner ("auf Zielfeld 4") where English says "their".
    "de": ("Ost spielt Herz-Sieben und zieht 5 Felder von Feld 16 auf das eigene Zielfeld 4, "
           "dann 2 Felder von Feld 39 auf Feld 41. Ost hat eine Kugel im Ziel.",
           "Ost: Sieben, 16-Ziel 4, 39-41. Ost: 1 im Ziel."),
}

SENT_HOME = {
    "en": (" Your marble on field 40 goes back to the kennel.", " You: 40 to the kennel."),
    "de": (" Deine Kugel auf Feld 40 muss zurück in den Zwinger.",
           " Du: 40 in den Zwinger."),
}


def _east_after_north(lang: str, seed: int, east: tuple[int, ...] = (38,),
                      north: tuple[int, ...] = (5,), play: str = "2c",
                      ) -> tuple[Console, list[str], list[str]]:
    """North (the person) plays a two; East (the computer, the beginner) holds a seven and a
    two and has marbles on ``east``. With one marble the seven moves it at once; with one
    marble just short of its goal, East splits it: five fields into the goal, two with the
    other marble."""
    game = DogGame()
    state = arrange(game, {0: list(north), 1: list(east)}, {0: ["2c", "3c"], 1: ["7h", "2h"],
                                             2: ["2d", "3d"], 3: ["2s", "3s"]})
    console = Console.local(game, [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3,
                            lang=lang, seed=seed, state=state)
    console.opening()
    said = console.handle_line(play)
    while console.computer_to_move():
        said += console.computer_move()
    east = [m for m in said if m.mover == 1]
    return console, [m.text for m in east], [m.short for m in east]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_seven_used_in_one_step_is_one_sentence_with_a_short_braille_line(lang):
    """A play-tester heard "East plays the seven of hearts." and then "East moves 7 fields
    from field 39 to field 46.", two sentences for one card's move."""
    console, texts, shorts = _east_after_north(lang, 0)
    assert texts == [WHOLE[lang][0]]
    assert shorts == [WHOLE[lang][1]]
    # What was heard (since, the last move) tells it the same way, once.
    heard = [h.message.text for h in console.heard if h.mover == 1 and h.message.text]
    assert heard == [WHOLE[lang][0]]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_seven_split_into_steps_is_one_line_with_each_step_in_turn(lang):
    """The other seats heard a computer's split seven as three lines, "East plays the seven
    of hearts.", "East moves 5 fields from field 16 to their goal field 4. East has 1 marble
    in the goal. 5 of 7 used." and "East moves 2 fields from field 39 to field 41. 7 of 7
    used." (on the braille display three lines, each with "East:"): one line now, the card
    and its steps in the order made, and what the steps did after them."""
    console, texts, shorts = _east_after_north(lang, 0, (38, 15))
    assert texts == [SPLIT[lang][0]]
    assert shorts == [SPLIT[lang][1]]
    heard = [h.message.text for h in console.heard if h.mover == 1 and h.message.text]
    assert heard == [SPLIT[lang][0]]
    assert len(windows(shorts[0], lang)) <= 2


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_split_seven_that_sends_a_marble_home_says_so(lang):
    """The second step passes North's marble on field 40: the one line still says it goes
    back to the kennel, in speech and on the braille line."""
    _, texts, shorts = _east_after_north(lang, 0, (38, 15), north=(5, 39), play="2c 6-8")
    assert texts == [SPLIT[lang][0] + SENT_HOME[lang][0]]
    assert shorts == [SPLIT[lang][1] + SENT_HOME[lang][1]]
    # Three windows in English: the three lines of before, each with "East:", took as many.
    assert len(windows(shorts[0], lang)) <= 3


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_beginner_splits_no_seven_for_nothing(lang):
    """With two marbles far from anything, the beginner went five fields with one and two
    with the other (its random moves took random steps): a split that gains nothing."""
    for seed in range(4):
        _, texts, _ = _east_after_north(lang, seed, (38, 20))
        assert len(texts) == 1


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_seven_with_one_marble_to_move_is_never_split(lang):
    """A seven with one marble on the track asked for its steps, though all seven fields had
    to go to that marble: the seven moves it at once, whoever plays it."""
    for seed in range(4):
        _, texts, _ = _east_after_north(lang, seed)
        assert len(texts) == 1


OWN_RETOLD = {
    "en": ("You play the seven of hearts and move 4 fields from field 11 to field 15, then 3 "
           "fields from field 31 to field 34. East's marble on field 13 goes back to the "
           "kennel.",
           "You: seven, 11-15, 31-34. East: 13 to the kennel."),
    "de": ("Du spielst Herz-Sieben und ziehst 4 Felder von Feld 11 auf Feld 15, dann 3 Felder "
           "von Feld 31 auf Feld 34. Die Kugel von Ost auf Feld 13 muss zurück in den Zwinger.",
           "Du: Sieben, 11-15, 31-34. Ost: 13 in den Zwinger."),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_persons_own_split_seven_told_again_is_one_line(lang):
    """Each step answers the person's own key as they type it; told again (the language
    changed, so "last" and "since" speak the new one) the seven is one line, in the second
    person."""
    other = "de" if lang == "en" else "en"
    game = DogGame()
    state = arrange(game, {0: [10, 30], 1: [12]}, {0: ["7h", "2c"], 1: ["3c", "2h"],
                                                   2: ["2d", "3d"], 3: ["2s", "3s"]})
    console = Console.local(game, [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3,
                            lang=other, state=state)
    console.opening()
    steps = [console.handle_line(line) for line in ("7h", "11-15", "31-34")]
    assert all(any(m.mover == 0 and m.text for m in said) for said in steps)
    console.set_language(lang)
    retold = [(h.message.text, h.message.short) for h in console.heard if h.message.text]
    assert retold == [OWN_RETOLD[lang]]
