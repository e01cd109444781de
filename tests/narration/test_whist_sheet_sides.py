"""Whist's score sheet at an online table names the partnerships by their people; a game or
the rubber won by the listener's own side is said in German with the side in the accusative:
"Partie 1 an dich und Anna", where it read "Partie 1 an du und anna"."""

from __future__ import annotations

import pytest

from accessible_games.games.cards.whist.game import WhistGame
from accessible_games.narration.games.whist import WhistDescriber


def _sheet(lang: str, you: int | None) -> list[str]:
    """The lines of games won on the sheet of a rubber North and South won two games to
    none, at a table with Anna in the South seat and Bob in the East seat."""
    game = WhistGame({"variant": "short"})
    state = game.new_state()
    state.sheet = [(1, 0, 5, 0), (1, 2, 3, 0), (2, 0, 0, 1), (3, 0, 5, 0), (3, 2, 2, 0),
                   (3, 3, 2, 0)]
    state.points, state.games = [0, 0], [2, 0]
    describer = WhistDescriber(game, lang)
    describer.people = {0: "Ann", 1: "Bob", 2: "Anna"}
    describer.you = you
    return describer.sheet_lines(state)[1:]


@pytest.mark.parametrize(("lang", "you", "said"), [
    ("de", 0, ["Partie 1 an dich und Anna, 5 zu 0, Wert 3.",
               "Partie 2 an dich und Anna, 5 zu 1, Wert 2; Robber an dich und Anna, 2 Punkte."]),
    ("de", 1, ["Partie 1 an Ann und Anna, 5 zu 0, Wert 3.",
               "Partie 2 an Ann und Anna, 5 zu 1, Wert 2; Robber an Ann und Anna, 2 Punkte."]),
    ("en", 0, ["Game 1 to you and Anna, 5 to 0, worth 3.",
               "Game 2 to you and Anna, 5 to 1, worth 2; rubber to you and Anna, 2 points."]),
])
def test_a_game_won_goes_to_the_listener_s_side_in_the_accusative(lang, you, said):
    assert _sheet(lang, you) == said


def test_the_listener_s_side_stays_in_the_nominative_where_it_is_the_subject():
    """The standing line lists the sides as they are ("Punkte zur Partie: du und Anna 0")."""
    game = WhistGame({"variant": "short"})
    describer = WhistDescriber(game, "de")
    describer.people, describer.you = {0: "Ann", 2: "Anna"}, 0
    assert describer.side(0) == "du und Anna"
    assert describer.side(0, accusative=True) == "dich und Anna"
    assert describer.side(1, accusative=True) == "Ost und West"
