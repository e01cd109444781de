"""Agreement with OpenSpiel's ``checkers`` over 200 seeded random games.

OpenSpiel plays a multi-jump as one action per jump, the same player moving again until the
jump sequence ends; we expand its actions into whole paths and compare path sets at every
turn. Both boards put the first player at the bottom with a1 dark, and both name squares
algebraically, so OpenSpiel's action strings ("c3d4") map onto our squares directly.

OpenSpiel ends a game as a draw after 40 actions without a capture; our engine's draw rules
differ (documented in docs/rules), so our side runs with draw rules off, comparison stops at
an OpenSpiel draw, and outcomes are compared where OpenSpiel ends the game by a player having
no move.
"""

from __future__ import annotations

import random

import pytest

from accessible_games.engine.grid import parse_algebraic
from accessible_games.games.draughts.game import CheckersGame

pyspiel = pytest.importorskip("pyspiel")

GAMES = 200


def _squares(action_string: str) -> tuple[int, int]:
    """OpenSpiel's "c3d4" as our (start, end) locations."""
    start = parse_algebraic(action_string[:2], 8, 8)
    end = parse_algebraic(action_string[2:], 8, 8)
    assert start is not None and end is not None
    return start, end


def expand(state) -> dict[tuple[int, ...], object]:
    """OpenSpiel's whole moves from ``state``: path -> the state after the last jump."""
    mover = state.current_player()
    found: dict[tuple[int, ...], object] = {}

    def follow(current, path: tuple[int, ...]) -> None:
        for action in current.legal_actions():
            start, end = _squares(current.action_to_string(mover, action))
            assert not path or path[-1] == start
            child = current.clone()
            child.apply_action(action)
            new_path = (path or (start,)) + (end,)
            jump = abs(end - start) in (14, 18)
            # A capture goes on while the same player is still to move.
            if jump and not child.is_terminal() and child.current_player() == mover:
                follow(child, new_path)
            else:
                assert new_path not in found
                found[new_path] = child

    follow(state, ())
    return found


def test_openspiel_board_orientation_matches_ours():
    spiel = pyspiel.load_game("checkers").new_initial_state()
    rows = str(spiel).splitlines()
    # Row 1 is printed last; the first player's men ("o") stand on a1, c1, e1, g1.
    assert rows[7] == "1o.o.o.o."
    ours = CheckersGame().new_state()
    assert sorted(expand(spiel)) == sorted(m.path for m in ours.legal_moves())


def test_move_sets_and_outcomes_agree_over_random_games():
    game = CheckersGame({"draw_moves": 0, "repetitions": 0})
    spiel_game = pyspiel.load_game("checkers")
    compared_turns = 0
    multi_jumps = 0
    decided = 0
    for seed in range(GAMES):
        rng = random.Random(seed)
        ours = game.new_state()
        spiel = spiel_game.new_initial_state()
        while True:
            if spiel.is_terminal():
                returns = spiel.returns()
                if returns[0] == returns[1]:
                    # OpenSpiel's 40-action no-capture draw; our rules differ: stop here.
                    break
                outcome = ours.outcome()
                assert outcome is not None, f"seed {seed}: OpenSpiel ended, we did not"
                winner = 0 if returns[0] > 0 else 1
                assert outcome.winners == frozenset({winner}), f"seed {seed}"
                decided += 1
                break
            assert ours.to_move == spiel.current_player(), f"seed {seed}"
            theirs = expand(spiel)
            legal = ours.legal_moves()
            assert sorted(m.path for m in legal) == sorted(theirs), (
                f"seed {seed} at {ours.to_text()}")
            assert ours.count_moves() == len(legal)
            compared_turns += 1
            multi_jumps += sum(1 for m in legal if len(m.path) > 2)
            move = rng.choice(legal)
            ours.apply(move)
            spiel = theirs[move.path]  # type: ignore[assignment]
    assert compared_turns > 5000
    assert decided > 20
    assert multi_jumps > 100
