"""Mau Mau of one deal: "since" after the end said the result as a deal's ("Spieler 4
gewinnt die Runde. Gewonnene Runden: …") where the game had said "Spieler 4 gewinnt das
Spiel."; it now closes with the result as it was said, the same winner."""

from __future__ import annotations

import pytest

from accessible_games.lineup import REGISTRY
from accessible_games.narration.message import MessageKind
from accessible_games.session.console import Console, Seat, SeatKind


def _played_out(lang: str, seed: int, options: dict[str, object]) -> tuple[Console, str]:
    seats = [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3
    console = Console.local(REGISTRY.create("mau-mau", options), seats, lang=lang, seed=seed)
    said = list(console.opening())
    while not console.is_over:
        while console.computer_to_move():
            said += console.computer_move()
        if console.is_over:
            break
        assert console.viewer is not None
        console.table.submit(console.viewer, console.observation.legal_moves[-1])
        said += console.catch_up()
    results = [m.text for m in said if m.kind is MessageKind.RESULT]
    assert len(results) == 1
    return console, results[0]


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize(("seed", "options"), [
    (2, {}), (3, {}), (4, {"target": 2}), (2, {"scoring": "points"})])
def test_since_after_the_end_says_the_result_as_it_was_said(lang, seed, options) -> None:
    console, result = _played_out(lang, seed, options)
    winner = next(iter(console.table.state.outcome().winners))
    assert winner != 0  # a computer's last card ended it: "since" tells it
    # What is spoken: a long result goes on to lines for the braille display alone.
    since = [m.text for m in console.handle_line("seither" if lang == "de" else "since")
             if m.text]
    assert since[-1] == result, since
    assert not any(word in " ".join(since) for word in ("die Runde", "the deal."))
