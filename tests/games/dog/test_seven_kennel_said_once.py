"""A seven's list of steps, spoken, names a marble its steps send home once for all the steps
in a row that send it, as the braille line does, and still says whose marble it is."""

from __future__ import annotations

import pytest

from accessible_games.games.cards.dog.game import DogGame
from accessible_games.games.cards.dog.positions import arrange
from accessible_games.session.console import Console, Seat, SeatKind

GAME = DogGame()
WORDS = {"en": ("moves", "moves 61", "kennel"), "de": ("züge", "züge 61", "Zwinger")}
PAST_EAST = {
    "en": "field 61 to field 62 or field 63 (sends East's marble on field 63 back to the "
          "kennel), likewise field 64, your start field 1, fields 2 through 4, or your goal "
          "fields 1 through 3.",
    "de": "Feld 61 nach Feld 62 oder Feld 63 (die Kugel von Ost auf Feld 63 muss zurück in "
          "den Zwinger), ebenso Feld 64, deinem Startfeld 1, Feld 2 bis 4 oder deinen "
          "Zielfeldern 1 bis 3.",
}
"""It said the bracket after field 63 and after each of the six targets beyond field 64, the
same words six times over ("your start field 1 (sends East's marble on field 63 back to the
kennel), fields 2 through 4 (sends East's marble ...) ...")."""


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_marble_a_seven_passes_is_named_once_in_the_spoken_list(lang):
    state = arrange(GAME, {0: [60], 1: [62]}, {0: ["7c", "2c"], 1: ["2d"], 2: ["2h"], 3: ["2s"]})
    console = Console.local(GAME, [Seat(SeatKind.HUMAN)] * 4, lang=lang, seed=0, state=state)
    console.opening()
    console.handle_line("7c")
    moves, marble, kennel = WORDS[lang]
    for typed in (moves, marble):
        said = console.handle_line(typed)[0].text
        assert said.endswith(PAST_EAST[lang]), said
        assert said.count(kennel) == 1


TWO_MARBLES = {
    "en": "your start field 1 to field 2, field 3, field 4 (South's marble on field 4 goes "
          "back to the kennel), field 5 (likewise), fields 6 through 8 (South's marble on "
          "field 4 and your marble on field 6 go back to the kennel), or your goal fields 1 "
          "through 4;",
    "de": "dein Startfeld 1 nach Feld 2, Feld 3, Feld 4 (die Kugel von Süd auf Feld 4 muss "
          "zurück in den Zwinger), Feld 5 (ebenso), Feld 6 bis 8 (die Kugel von Süd auf Feld 4 "
          "und deine Kugel auf Feld 6 müssen zurück in den Zwinger) oder deinen Zielfeldern 1 "
          "bis 4;",
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_steps_that_send_different_marbles_keep_their_own_brackets(lang):
    """Two fields in a row say "likewise" as before; a run that sends one more marble home
    names both."""
    state = arrange(GAME, {0: [0, 5], 2: [3]}, {0: ["7h"], 1: ["2c"], 2: ["2d"], 3: ["2s"]})
    console = Console.local(GAME, [Seat(SeatKind.HUMAN)] * 4, lang=lang, seed=0, state=state)
    console.opening()
    console.handle_line("7h")
    assert TWO_MARBLES[lang] in console.handle_line(WORDS[lang][0])[0].text
