"""Draughts moves typed as square names written together ("c3d4", "a10b9"); numbers written
together ("3228") stay refused, since they could be split more than one way."""

from __future__ import annotations

import pytest

from accessible_games.engine import InvalidMoveError
from accessible_games.engine.grid import algebraic
from accessible_games.games.draughts.notation import parse_move_text
from accessible_games.lineup import REGISTRY
from accessible_games.session.console import Console, Seat, SeatKind


def names(game_id: str, text: str) -> list[str]:
    geometry = REGISTRY.create(game_id).geometry
    return [algebraic(square, geometry.size) for square in parse_move_text(text, geometry)]


@pytest.mark.parametrize("game_id,text,expected", [
    ("checkers", "c3d4", ["c3", "d4"]),
    ("checkers", "C3D4", ["c3", "d4"]),
    ("checkers", "c3e5g7", ["c3", "e5", "g7"]),
    ("checkers", "c3xe5g7", ["c3", "e5", "g7"]),
    ("international-draughts", "a10b9", ["a10", "b9"]),
    ("international-draughts", "b4a5", ["b4", "a5"]),
    ("international-draughts", "d4 e5", ["d4", "e5"]),
    ("russian-draughts", "c3d4", ["c3", "d4"]),
])
def test_square_names_may_follow_each_other(game_id, text, expected):
    assert names(game_id, text) == expected


@pytest.mark.parametrize("game_id,text", [
    ("international-draughts", "3228"),
    ("checkers", "1115"),
    ("checkers", "c3d"),
    ("international-draughts", "a101"),
    ("international-draughts", "a10b9x"),
])
def test_ambiguous_or_broken_text_is_refused(game_id, text):
    with pytest.raises(InvalidMoveError):
        names(game_id, text)


@pytest.mark.parametrize("game_id,typed,separated", [
    ("checkers", "c3d4", "c3-d4"),
    ("international-draughts", "d4e5", "32-28"),
])
def test_a_typed_move_without_separator_is_played(game_id, typed, separated):
    humans = [Seat(SeatKind.HUMAN), Seat(SeatKind.HUMAN)]
    together = Console.local(REGISTRY.create(game_id), humans, seed=1)
    apart = Console.local(REGISTRY.create(game_id), humans, seed=1)
    assert together.handle_line(typed)[0].text == apart.handle_line(separated)[0].text
    assert together.history[-1].move == apart.history[-1].move
