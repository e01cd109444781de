"""The card questions in Dog, whose cards go to neither a trick nor a pile."""

from __future__ import annotations

import pytest

from accessible_games.games.cards.dog.game import DogGame
from accessible_games.session.commands import parse_command
from accessible_games.session.console import Console
from accessible_games.session.table import Seat, SeatKind, Table

ANSWER = {
    "en": "This game has no tricks and no pile: each card moves marbles on the track. "
          "Type last for the last card played.",
    "de": "Dieses Spiel hat weder Stiche noch Stapel: jede Karte zieht Murmeln auf der Bahn. "
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
    # The hand question still answers: the cards dealt to North, counted.
    assert console.handle(parse_command("hand" if lang == "en" else "blatt"))[0].text[0].isdigit()
