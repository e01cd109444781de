"""With a card chosen and the cursor on the board, "playable" (the key N) jumps to the next
place the move may name: a marble, then where it can go. Play-testing, "right" went field by
field ("field 4, empty", "field 5, empty"), 28 presses from field 3 to field 31. The card
opens its sentence with a capital ("Four of clubs: on the board, ..."; it said "four of
clubs: ...")."""

from __future__ import annotations

import pytest

from accessible_games.games.cards.dog.game import DogGame
from accessible_games.games.cards.dog.positions import arrange
from accessible_games.session.commands import Command, CommandKind
from accessible_games.session.console import Console, Seat, SeatKind

SAID = {
    "en": [("select", "Four of clubs: on the board, choose field 3 or field 21. The cursor is "
                      "on field 3."),
           ("playable", "field 21, your marble."),
           ("playable", "field 3, your marble."),
           ("select", "field 3, go on to field 7 or field 63. The cursor is on field 7."),
           ("right", "field 8, empty."),
           ("playable", "field 63, empty."),
           ("playable", "field 7, empty."),
           ("playable back", "field 63, empty.")],
    "de": [("select", "Kreuz-Vier: wähle auf dem Brett Feld 3 oder Feld 21. Der Cursor steht "
                      "auf Feld 3."),
           ("spielbar", "Feld 21, deine Kugel."),
           ("spielbar", "Feld 3, deine Kugel."),
           ("select", "Feld 3, weiter nach Feld 7 oder Feld 63. Der Cursor steht auf Feld 7."),
           ("rechts", "Feld 8, leer."),
           ("spielbar", "Feld 63, leer."),
           ("spielbar", "Feld 7, leer."),
           ("spielbar zurück", "Feld 63, leer.")],
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_playable_jumps_to_the_next_marble_and_target_on_the_board(lang):
    game = DogGame()
    state = arrange(game, {0: [2, 20], 1: [38]},
                    {0: ["4c", "5c"], 1: ["7h", "2h"], 2: ["2d", "3d"], 3: ["2s", "3s"]})
    console = Console.local(game, [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3,
                            lang=lang, seed=0, state=state)
    console.opening()
    heard = []
    for line, _ in SAID[lang]:
        said = console.handle(Command(CommandKind.SELECT)) if line == "select" \
            else console.handle_line(line)
        heard.append((line, " ".join(m.text for m in said)))
    assert heard == SAID[lang]
