"""The Rakado evaluation and the strong level's search: the value of a chance turn against the
slow expansion of its six faces, the searcher stopping at chance turns, and a worked choice.
"""

from __future__ import annotations

import random

import pytest

from accessible_games.ai.alphabeta import AlphaBeta
from accessible_games.ai.bot import decide
from accessible_games.ai.levels import LevelName, calibrated, level_for
from accessible_games.engine import TurnKind
from accessible_games.games.rakado import RakadoRoll, RakadoState
from accessible_games.games.rakado import evaluation as ev
from accessible_games.lineup import REGISTRY
from tests.games.rakado.helpers import position


def slow_chance_value(state: RakadoState, player: int) -> float:
    """The mean over the six faces of the position after the roll, valued as the search
    values a position after a roll (the reference for ev.chance_value)."""
    total = 0.0
    for face in range(1, 7):
        child = state.copy()
        child.apply(RakadoRoll(face))
        total += ev.evaluate(child, player)
    return total / 6


def chance_turns(seed: int, count: int) -> list[RakadoState]:
    """Positions before a roll from a seeded random game where every face gives a move and
    no face offers two captures (there the rough choice of capture is the exact one)."""
    rng = random.Random(seed)
    state = REGISTRY.create("rakado").new_state(rng)
    found = []
    while not state.is_terminal() and len(found) < count:
        if state.turn_kind is TurnKind.CHANCE:
            fits = True
            for face in range(1, 7):
                captures, plains = state.moves_for(state.seat, face)
                if len(captures) > 1 or not (captures or plains):
                    fits = False
            if fits:
                found.append(state.copy())
            state.apply(state.sample_chance(rng))
            continue
        state.apply(rng.choice(state.legal_moves()))
    return found


@pytest.mark.parametrize("seed", [1, 2])
def test_a_chance_turn_is_worth_the_mean_of_its_six_faces(seed):
    states = chance_turns(seed, 12)
    assert len(states) >= 8
    with_captures = 0
    for state in states:
        for player in (0, 1):
            assert ev.evaluate(state, player) == pytest.approx(slow_chance_value(state, player))
        with_captures += any(state.moves_for(state.seat, f)[0] for f in range(1, 7))
    assert with_captures >= 2


def test_without_chance_leaves_the_searcher_values_chance_turns_at_the_horizon():
    state = position({"c2": "a", "h2": "a", "c10": "b", "h16": "b"}, "a", roll=2)
    seen: dict[bool, list[TurnKind]] = {}
    for expand in (True, False):
        kinds: list[TurnKind] = []

        def spy(s, p, kinds=kinds):
            kinds.append(s.turn_kind)
            return ev.evaluate(s, p)

        AlphaBeta(spy, use_table=False, expand_chance_leaves=expand).search(state, max_depth=1)
        seen[expand] = kinds
    # Two moves, c2-c4 and h2-h4: expanded, six rolls after each are valued; else each chance
    # turn once.
    assert seen[False] == [TurnKind.CHANCE] * 2
    assert len(seen[True]) == 12 and TurnKind.CHANCE not in seen[True]


def test_the_strong_level_takes_the_capture_that_cannot_be_taken_back():
    # White rolled 4 and must take: c5xc9 or n5xn9 (both victims lead their columns on row 9,
    # and either capturer becomes a runner on row 9). After c5xc9 the White piece on c9 stands
    # 3 beside Black's f9, which takes it back with a 3 (and n5-n9 still stand 4 apart): Black,
    # rolling next, has two faces. After n5xn9 nothing reaches n9 (f9 is 8 away, c9 11) and
    # only c5-c9 stand 4 apart: one face. So n5xn9.
    state = position({"c5": "a", "n5": "a", "c9": "b", "n9": "b", "f9": "b"}, "a", roll=4)
    assert sorted(m.notation for m in state.legal_moves()) == ["c5xc9", "n5xn9"]
    strong = calibrated(level_for(LevelName.STRONG), "rakado")
    assert strong.expand_chance_leaves is False and strong.max_depth == 2
    choice = decide(state, strong, ev.evaluate, random.Random(1), order_key=ev.order_key)
    assert choice.move.notation == "n5xn9"
    assert choice.depth == 2
    assert ev.evaluate(_after(state, "c5xc9"), 0) < ev.evaluate(_after(state, "n5xn9"), 0)


def _after(state: RakadoState, notation: str) -> RakadoState:
    child = state.copy()
    child.apply(child.parse_move(notation))
    return child
