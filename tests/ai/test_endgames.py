"""Hand-made endgames with known results: the strong level, playing both sides, converts the won
ones within a stated number of plies and holds the drawn ones.

The strong level searches as deep as a second allows; here it runs at a fixed depth instead (the
``STRONG`` level with ``max_depth`` and no time budget), so every test is deterministic and takes
seconds on a loaded machine. The depths are well below what a second reaches in these endings.
The games are played under the games' own default rules (English checkers: draw after 40 moves
per side without a capture or a man's move, and at the third repetition; international: 25 such
moves, the FMJD 16- and 5-move limits against a lone king, the third repetition).

Draughts results are known from draughts theory (two kings beat one in English checkers; a lone
flying king on the long diagonal holds against two kings), as is the chess one (king and queen
mate a lone king). The Othello results are proven by an exhaustive search written here for the
test.
"""

from __future__ import annotations

import random

import pytest

from accessible_games.ai.bot import decide
from accessible_games.ai.levels import Level, LevelName
from accessible_games.engine import State
from accessible_games.lineup import REGISTRY, ai_hooks


def play_out(game_id: str, position: str, depth: int, max_plies: int,
             endgames: bool = False) -> tuple[State, int]:
    """The strong level at ``depth`` plays both sides from ``position``; the end and its plies.

    ``endgames`` lets it use the game's endgame table, as the standard strong level does.
    """
    state = REGISTRY.create(game_id).parse_position(position)
    hooks = ai_hooks(game_id)
    level = Level(LevelName.STRONG, max_depth=depth, time_budget=None, endgames=endgames)
    rng = random.Random(0)
    plies = 0
    while not state.is_terminal() and plies < max_plies:
        decision = decide(state, level, hooks.evaluate, rng, order_key=hooks.order_key)
        state.apply(decision.move)
        plies += 1
    return state, plies


# -- English checkers ---------------------------------------------------------------------------

# Black (player 0) is ahead in each; square numbers as in PDN (1 is g1, 32 is b8).
CHECKERS_WON = [
    # Two kings against a king in the double corner b8/a7: a theoretical win.
    pytest.param("B:WK32:BK14,K18", 8, 60, id="checkers_two_kings_beat_king_in_double_corner"),
    # Three kings against a king and a man (the kind of ending the strong level used to draw).
    pytest.param("B:WK28,21:BK6,K7,K8", 6, 70, id="checkers_three_kings_beat_king_and_man"),
]

CHECKERS_DRAWN = [
    pytest.param("B:WK32:BK1", 6, id="checkers_king_against_king"),
    pytest.param("B:WK28,K32:BK1,K5", 6, id="checkers_two_kings_each_in_double_corners"),
]


@pytest.mark.parametrize("position,depth,bound", CHECKERS_WON)
def test_checkers_won_endings_are_won(position, depth, bound):
    state, plies = play_out("checkers", position, depth, bound)
    outcome = state.outcome()
    assert outcome is not None, f"not finished after {plies} plies: {state.to_text()}"
    assert outcome.winners == frozenset({0}), f"{outcome} after {plies} plies"


@pytest.mark.parametrize("position,depth", CHECKERS_DRAWN)
def test_checkers_drawn_endings_are_held(position, depth):
    state, plies = play_out("checkers", position, depth, 200)
    outcome = state.outcome()
    assert outcome is not None and outcome.is_draw, f"{outcome} after {plies} plies"


# With the endgame table (three pieces or fewer) the strong level wins these faster. Measured
# at these depths: two kings against a king 51 plies without the table, 23 with it (the table's
# shortest win); three kings against a king and a man 57 without, 39 with it.


def test_checkers_table_wins_two_kings_against_a_king_by_the_shortest_way():
    position = "B:WK32:BK14,K18"
    shortest = REGISTRY.create("checkers").parse_position(position).proven()
    assert shortest is not None and shortest.winners == frozenset({0})
    state, plies = play_out("checkers", position, 8, 60, endgames=True)
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == frozenset({0})
    assert plies == shortest.plies
    _, without = play_out("checkers", position, 8, 60)
    assert plies < without


def test_checkers_table_shortens_three_kings_against_king_and_man():
    state, plies = play_out("checkers", "B:WK28,21:BK6,K7,K8", 6, 45, endgames=True)
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == frozenset({0}), f"{outcome} after {plies}"


@pytest.mark.parametrize("position,depth", CHECKERS_DRAWN)
def test_checkers_table_holds_drawn_endings(position, depth):
    state, plies = play_out("checkers", position, depth, 200, endgames=True)
    outcome = state.outcome()
    assert outcome is not None and outcome.is_draw, f"{outcome} after {plies} plies"


# -- international draughts ---------------------------------------------------------------------

# White (player 0) moves first; square 1 is b10, 46 is a1, the long diagonal runs 46-5.
INTERNATIONAL_WON = [
    pytest.param("W:WK46,K50:B6,7", 4, 20, id="international_two_kings_catch_two_men"),
    pytest.param("W:WK46,K50,31:B6,8,12", 4, 20, id="international_kings_and_man_beat_three_men"),
]

INTERNATIONAL_DRAWN = [
    # A lone king on the long diagonal cannot be caught by two kings: the 5-move limit draws.
    pytest.param("W:WK1,K3:BK28", 4,
                 id="international_two_kings_cannot_catch_king_on_long_diagonal"),
    pytest.param("W:WK3:BK28", 4, id="international_king_against_king"),
]


@pytest.mark.parametrize("position,depth,bound", INTERNATIONAL_WON)
def test_international_won_endings_are_won(position, depth, bound):
    state, plies = play_out("international-draughts", position, depth, bound)
    outcome = state.outcome()
    assert outcome is not None, f"not finished after {plies} plies: {state.to_text()}"
    assert outcome.winners == frozenset({0}), f"{outcome} after {plies} plies"


@pytest.mark.parametrize("position,depth", INTERNATIONAL_DRAWN)
def test_international_drawn_endings_are_held(position, depth):
    state, plies = play_out("international-draughts", position, depth, 200)
    outcome = state.outcome()
    assert outcome is not None and outcome.is_draw, f"{outcome} after {plies} plies"


# -- Othello ------------------------------------------------------------------------------------

# Nine empty squares each (X is Black, O White, the last letter the side to move).
OTHELLO = [
    pytest.param("-OOO-X-O-OOOXXOOOOOXXXOOOOXOOXOOOXOOOXOOOOXOXOOOO-XXXXOO--XO-O-O O",
                 id="othello_white_to_move_wins"),
    pytest.param("XXXXXX---XXXXXXXXXXXXOXOXXXXOXO-XXOOOOOOXOXXOXXOXXXXXXX-X----XXX O",
                 id="othello_white_to_move_loses"),
    pytest.param("-OXXXXX--OXOOOOOXXXOOOO-XOOOOOOO-X-OOOOOOOXOOOOO-XXXXXXXXXXX-O-O O",
                 id="othello_drawn"),
]


def exact_returns(state: State) -> tuple[float, ...]:
    """The game's result under perfect play, by plain exhaustive minimax (the reference)."""
    outcome = state.outcome()
    if outcome is not None:
        return outcome.returns(2)
    me = state.to_move
    best: tuple[float, ...] | None = None
    for move in state.legal_moves():
        state.apply(move)
        result = exact_returns(state)
        state.undo()
        if best is None or result[me] > best[me]:
            best = result
    assert best is not None
    return best


@pytest.mark.parametrize("position", OTHELLO)
def test_othello_endings_end_as_perfect_play_would(position):
    known = exact_returns(REGISTRY.create("reversi").parse_position(position))
    # Nine empty squares: the game ends within nine moves and at most a few passes.
    state, plies = play_out("reversi", position, 6, 14)
    outcome = state.outcome()
    assert outcome is not None, f"not finished after {plies} plies"
    assert outcome.returns(2) == known


# -- Mad Mate (chess with drops) ----------------------------------------------------------------


def test_mad_mate_king_and_queen_mate_the_lone_king():
    # King and queen against a king, no pieces in hand: mate is forced within 10 moves from
    # any position; without the mop-up terms the strong level drew this by the 50-move rule.
    state, plies = play_out("mad-mate", "8/8/8/3k4/8/8/8/4K2Q[] w - - 0 1", 4, 60)
    outcome = state.outcome()
    assert outcome is not None, f"not finished after {plies} plies: {state.to_text()}"
    assert outcome.winners == frozenset({0}), f"{outcome} after {plies} plies"
