"""Two people at one keyboard (the tutorial's seats in a game of two): "last" and "since"
retell a roll as it was said, naming who rolled."""

from __future__ import annotations

import pytest

from accessible_games.lineup import REGISTRY
from accessible_games.session.console import Console
from accessible_games.session.tutorial import Tutorial, tutorial_seats

TOLD = {
    "en": ("last", "since", ["White moves from a1 to a3.", "Black rolled 2: 16 pieces can move."],
           "White rolled 2: 16 pieces can move."),
    "de": ("letzter", "seit", ["Weiß zieht von a1 nach a3.",
                               "Schwarz hat 2 gewürfelt: 16 Figuren können ziehen."],
           "Weiß hat 2 gewürfelt: 16 Figuren können ziehen."),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_tutorial_retells_black_s_roll_as_black_s(lang):
    """Rakado's tutorial said "Black rolled 2." and then, asked "last", "You rolled 2.", as
    if the pupil's own (White's) roll; "since" likewise, after "White rolled 2."."""
    game = REGISTRY.create("rakado")
    console = Console.local(game, tutorial_seats(game), lang=lang, seed=3)
    console.tutorial = Tutorial(console)
    console.tutorial.start()
    console.opening()
    last, since, told, first_roll = TOLD[lang]
    said = [m.text for m in console.handle_line("a1-a3") if m.text]
    assert said[:2] == told
    assert [m.text for m in console.handle_line(last)] == told
    assert [m.text for m in console.handle_line(since)][1:] == [first_roll, *told]
