"""Dog by the cursor: a target the chosen marble cannot reach is refused about that marble."""

from __future__ import annotations

import pytest

from accessible_games.games.cards.dog.game import DogGame
from accessible_games.games.cards.dog.positions import arrange
from accessible_games.session.commands import Command, CommandKind
from accessible_games.session.console import Console, Seat, SeatKind

GAME = DogGame()

REFUSED = {
    "en": ("The marble on field 11 cannot go to field 9. It can play the four of clubs: field "
           "11 to field 15 or field 11 back to field 7.",
           "The marble on field 11 cannot go to field 16. It can play the jack of diamonds: "
           "swap field 11 with field 15, swap field 11 with field 31, swap field 11 with field "
           "41, or swap field 11 with field 63."),
    "de": ("Die Kugel auf Feld 11 kann nicht auf Feld 9. Möglich ist Kreuz-Vier: Feld 11 nach "
           "Feld 15 oder Feld 11 zurück nach Feld 7.",
           "Die Kugel auf Feld 11 kann nicht auf Feld 16. Möglich ist Karo-Bube: Feld 11 mit "
           "Feld 15 tauschen, Feld 11 mit Feld 31 tauschen, Feld 11 mit Feld 41 tauschen oder "
           "Feld 11 mit Feld 63 tauschen."),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_target_the_chosen_marble_cannot_reach_names_that_marble_and_its_ways(lang):
    """Play-testing by the cursor: the four of clubs, the marble on field 11, Enter on field
    9 said "The marble on your start field 3 cannot go to field 9. It can play the four of
    clubs: field 11 to field 15, ..., field 63 back to field 59." (the card's number taken
    for a place, and every marble's ways); the jack the same with nine swaps."""
    four, jack = REFUSED[lang]
    for card, steps, said in ((0, 2, four), (2, 1, jack)):
        state = arrange(GAME, {0: [10, 30, 62], 1: [14], 3: [40]},
                        {0: ["7h", "X", "Jd", "4c", "Ac"], 1: ["2d"], 2: ["2h"], 3: ["2s"]})
        console = Console.local(GAME, [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3,
                                lang=lang, seed=0, state=state)
        console.opening()
        for _ in range(card):
            console.handle(Command(CommandKind.RIGHT))
        console.handle(Command(CommandKind.SELECT))  # the card: on to the board
        console.handle(Command(CommandKind.SELECT))  # the marble on field 11
        for _ in range(steps):
            console.handle(Command(CommandKind.RIGHT))
        assert console.handle(Command(CommandKind.SELECT))[0].text == said
