"""A jack played as the last card ends the deal and is played without asking for a suit
(its wish would bind nobody), and its play line names none: "Spieler 2 spielt Herz-Bube und
hat keine Karten mehr." The engine keeps a wish on it all the same, and the status after the
game said "Auf dem Stapel: Herz-Bube. Gewünscht: Kreuz.", a wish nobody had made."""

from __future__ import annotations

import pytest

from accessible_games.lineup import REGISTRY
from accessible_games.session.console import Console
from accessible_games.session.table import Seat, SeatKind, Table


def _played_to_a_last_jack(lang: str) -> tuple[Console, Table]:
    """Four computers play seed 10 to its end, on a jack (seat 0 listening in ``lang``)."""
    game = REGISTRY.create("mau-mau")
    table = Table(game, [Seat(SeatKind.COMPUTER, 1)] * game.num_players, seed=10)
    console = Console(table, 0, lang)
    console.opening()
    while not console.is_over:
        console.forced_moves()
        console.computer_move()
    return console, table


@pytest.mark.parametrize(("lang", "status", "wished"), [
    ("en", "status", "Wished suit"), ("de", "stand", "Gewünscht"),
])
def test_the_status_after_a_last_jack_names_no_wish(lang, status, wished):
    console, table = _played_to_a_last_jack(lang)
    last = table.history[-1]
    # The deal's last card is a jack.
    assert table.state.game.new_state().deck.rank(last.move.card).name == "JACK"
    said = " ".join(m.text for m in console.handle_line(status))
    assert wished not in said, said


@pytest.mark.parametrize(("lang", "since", "wished"), [
    ("en", "since", "wish for"), ("de", "seither", "Wunsch"),
])
def test_since_names_no_wish_of_the_last_jack(lang, since, wished):
    """"Seit deiner letzten Karte ...: Karo-Bube von Spieler 4 mit dem Wunsch Kreuz. ...
    Danach: Herz-Bube von Spieler 4 mit dem Wunsch Kreuz." The first jack's wish was made;
    the last one's, which ended the game, was not."""
    console, table = _played_to_a_last_jack(lang)
    said = console.handle_line(since)[0].text
    assert said.count(wished) == 1, said
