""""since" for a player who has made no move of their own yet tells everything since the
game began and says so; "since your last move" had nothing to count from."""

from __future__ import annotations

import pytest

from accessible_games.lineup import REGISTRY
from accessible_games.session.console import Console, Seat, SeatKind


def _second_seat(game_id: str, lang: str) -> Console:
    """A person in the second seat against the computer, at the person's first turn."""
    game = REGISTRY.create(game_id)
    console = Console.local(game, [Seat(SeatKind.COMPUTER, 1), Seat(SeatKind.HUMAN)],
                            lang=lang, seed=3)
    console.opening()
    while console.computer_to_move():
        console.computer_move()
    return console


@pytest.mark.parametrize(("lang", "word", "said"), [
    ("en", "since", ["Since the game began:", "The sheep moves from g1 to f2."]),
    ("de", "seither", ["Seit Beginn der Partie:", "Das Schaf zieht von g1 nach f2."])])
def test_the_wolf_before_his_first_move_hears_the_game_from_its_start(
        lang: str, word: str, said: list[str]) -> None:
    console = _second_seat("wolf-und-schafe", lang)
    assert [m.text for m in console.handle_line(word)] == said


def test_after_a_move_of_ones_own_since_counts_from_it_without_the_heading() -> None:
    console = _second_seat("wolf-und-schafe", "en")
    console.handle_line("h8-g7")
    while console.computer_to_move():
        console.computer_move()
    said = [m.text for m in console.handle_line("since")]
    assert len(said) == 1 and said[0].startswith("The sheep ")


def test_nobody_has_moved_yet() -> None:
    from tests.consoles import seated

    assert [m.text for m in seated("checkers", "en").handle_line("since")] == [
        "No move has been made yet."]
