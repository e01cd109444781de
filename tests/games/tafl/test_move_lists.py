"""Tablut's lists of moves as a player hears them ("moves"), in English and German.

Play-testing: nearly every move of the list carried "(can be taken there)" or "(then e3 can be
taken)", four and five times over for one piece; the defenders' first list was over a
thousand characters. A long list now says each note once for the targets of a piece it
belongs to ("e4 to f4, g4, d4, or c4, after which e3 can be taken, and to h4 or b4, where it
can be taken"). And while the king can be captured next move, a list of the defenders' moves
begins by saying so and marks the moves that save him; before, the moves that left him in
danger said nothing of it.
"""

from __future__ import annotations

import pytest

from accessible_games.games.tafl import TablutGame
from accessible_games.session.console import Console, Seat, SeatKind
from tests.golden import assert_golden

LANGS = ("en", "de")

SAVED = "9/9/9/4a4/3aka3/a8/2d6/9/9 d 0"
"""The king on the throne, held by d5, f5 and e6; the attacker on a4 can close the ring on
e4. The defender on c3 can shut the way at c4, and the king can step off the throne."""

LOST = "d2aaa3/4a4/3a1d3/a5d2/3d2d1a/1aa1ka3/ad1a5/4d2a1/a3aa3 d 12"
"""Captured like any piece (king_capture=two): the king on e4 can be taken next move, and
no move of the defenders saves him."""


def _heard(game: TablutGame, lang: str, position: str | None, typed: list[str]) -> list[str]:
    state = game.parse_position(position) if position else None
    console = Console.local(game, [Seat(SeatKind.HUMAN)] * 2, lang=lang, state=state)
    console.opening()
    lines = [f"position: {position or 'start'}"]
    for line in typed:
        lines.append(f"> {line}")
        lines += [message.text if message.text else f"braille: {message.short}"
                  for message in console.handle_line(line)]
    return lines


@pytest.mark.parametrize("lang", LANGS)
def test_golden_move_lists(lang: str) -> None:
    lines = _heard(TablutGame(), lang, None, ["moves", "a4-a3", "moves", "moves e4"])
    lines += _heard(TablutGame(), lang, SAVED, ["moves", "moves c3"])
    lines += _heard(TablutGame({"king_capture": "two"}), lang, LOST, ["moves"])
    assert_golden(f"tablut/move_lists.{lang}", lines)
