"""A place of Dog's board typed after "go" as a player says it: the listener's own start
field, kennel and goal fields without the owner ("gehe Zielfeld 2", "go kennel"), which a
play-tester's "gehe zielfeld 2" was refused as no card of the hand; never another seat's
place, and never a place of several that the words leave open ("Zielfeld" alone)."""

from __future__ import annotations

import pytest

from accessible_games.games.cards.dog import board as b
from accessible_games.games.cards.dog.game import DogGame
from accessible_games.narration.message import MessageKind
from accessible_games.session.console import Console
from accessible_games.session.table import Seat, SeatKind

HUMAN, COMPUTER = Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)

PLACES = {
    "en": [("go goal field 2", "goal", 1), ("go goal 3", "goal", 2), ("go kennel", "kennel", 0),
           ("go start field 1", "start", 0), ("go start field", "start", 0),
           ("go your goal field 4", "goal", 3)],
    "de": [("gehe zielfeld 2", "goal", 1), ("gehe Ziel 3", "goal", 2),
           ("gehe Zwinger", "kennel", 0), ("gehe Startfeld 1", "start", 0),
           ("gehe startfeld", "start", 0), ("gehe dein Zielfeld 4", "goal", 3)],
}
"""Each line typed and East's place it names: a goal field (by its index, 0 next to the
track), the start field, the first kennel place."""

EAST_PLACE = {"goal": lambda i: b.goal_place(1, i), "kennel": lambda i: b.kennel_place(1, i),
              "start": lambda i: b.start_field(1)}

OPEN = {"en": ["go goal field", "go goal"], "de": ["gehe zielfeld", "gehe ziel"]}
"""Words that leave open which of the four goal fields is meant."""


def _east(lang: str) -> Console:
    """A console of East, the person, among three computers (the others' places are named by
    their owner, East's own as "your")."""
    console = Console.local(DogGame(), [COMPUTER, HUMAN, COMPUTER, COMPUTER], lang=lang, seed=3)
    console.opening()
    return console


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_own_places_are_named_without_their_owner(lang):
    console = _east(lang)
    for line, kind, index in PLACES[lang]:
        answer = console.handle_line(line)
        assert console.cursor.location == EAST_PLACE[kind](index), line
        assert answer[0].kind is MessageKind.CURSOR, line
        assert answer[0].text.startswith(("your ", "dein ")), (line, answer[0].text)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_bare_name_is_never_another_seats_place_nor_one_of_several(lang):
    console = _east(lang)
    console.handle_line("go kennel" if lang == "en" else "gehe zwinger")
    assert b.owner_of_place(console.cursor.location) == 1  # not North's, the first kennel
    other = "go South's kennel" if lang == "en" else "gehe Zwinger von Süd"
    console.handle_line(other)
    assert b.owner_of_place(console.cursor.location) == 2  # named with its owner: still there
    for line in OPEN[lang]:
        answer = console.handle_line(line)
        assert answer[0].kind is MessageKind.ERROR, line
        # The refusal said only "... is not a card of your hand", where a place may be named.
        assert ("nor a place on the board" if lang == "en" else "noch ein Platz auf dem Brett") \
            in answer[0].text, line
