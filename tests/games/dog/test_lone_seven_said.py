"""A seven with one marble that can move is a walk of all seven fields with that marble
(``DogState.lone_walk``): the list of moves, a card's moves and the hint say that walk, as
they say any card's move, not a seven "to split"."""

from __future__ import annotations

import pytest

from accessible_games.games.cards.dog.game import DogGame
from accessible_games.games.cards.dog.positions import arrange
from accessible_games.session.console import Console, Seat, SeatKind

SAID = {
    "en": {"moves": "North: 2 moves: the two of clubs: field 12 to field 14 or the seven of "
                    "clubs: field 12 to field 19.",
           "moves 7": "Seven of clubs: one move: field 12 to field 19.",
           "hint": "The computer suggests: the seven of clubs: field 12 to field 19."},
    "de": {"moves": "Nord: 2 Züge: Kreuz-Zwei: Feld 12 nach Feld 14 oder Kreuz-Sieben: "
                    "Feld 12 nach Feld 19.",
           "moves 7": "Kreuz-Sieben: ein Zug: Feld 12 nach Feld 19.",
           "hint": "Der Computer schlägt vor: Kreuz-Sieben: Feld 12 nach Feld 19."},
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
    words = SAID[lang]["hint"].split(": ", 1)[1]
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
