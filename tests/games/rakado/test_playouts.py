"""The strong level's playouts (games/rakado/playouts.py): the quick move generator agrees with
the rules, the quick rule does what its worked examples say, the playouts share their rolls,
and the strong level plays through them where they cover the game and searches elsewhere."""

from __future__ import annotations

import random

import pytest

from accessible_games.ai import playouts as ai_playouts
from accessible_games.ai.information import choose_from_observation
from accessible_games.ai.levels import SearcherKind, calibrated, level_for
from accessible_games.engine import TurnKind
from accessible_games.games.rakado import RakadoGame
from accessible_games.games.rakado import playouts as rakado_playouts
from accessible_games.games.rakado.board import EMPTY, SIZE
from accessible_games.games.rakado.evaluation import evaluate, finished_value, order_key
from accessible_games.games.rakado.playouts import (
    QuickTurn,
    RakadoPlayout,
    attacked,
    quick_move,
    quick_moves,
)
from accessible_games.games.rakado.rules import piece_moves
from tests.games.rakado.helpers import position, square


def random_positions(count: int, seed: int) -> list:
    """Positions of seeded random games (moves at random), every fifth ply, both to roll and
    after a roll."""
    found = []
    rng = random.Random(seed)
    while len(found) < count:
        state = RakadoGame().new_state(rng)
        ply = 0
        while not state.is_terminal() and len(found) < count:
            if state.turn_kind is TurnKind.CHANCE:
                state.apply(state.sample_chance(rng))
            else:
                state.apply(rng.choice(state.legal_moves()))
            ply += 1
            if ply % 5 == 0:
                found.append(state.copy())
    return found


def test_the_quick_moves_are_the_rules_moves():
    """For both sides and every face, in 120 positions of random games: the same captures and
    plain moves as the rules give, as (start, end) pairs."""
    checked = 0
    for state in random_positions(120, 7):
        for side in (0, 1):
            for roll in range(1, 7):
                captures, plains = state.moves_for(side, roll)
                quick = quick_moves(state.board, side, roll)
                assert sorted(quick[0]) == sorted((m.start, m.end) for m in captures)
                assert sorted(quick[1]) == sorted((m.start, m.end) for m in plains)
                checked += len(captures) + len(plains)
    assert checked > 10_000


def test_attacked_means_some_opposing_piece_can_capture_with_some_face():
    """The mutual-lines shortcut against the rules: a piece is attacked exactly when one of
    the other side's pieces has a capture onto its square for some roll."""
    seen = {True: 0, False: 0}
    for state in random_positions(60, 11):
        board = state.board
        for square_ in range(SIZE * SIZE):
            side = board[square_]
            if side == EMPTY:
                continue
            by_rules = any(
                move.capture and move.end == square_
                for other in range(SIZE * SIZE) if board[other] == 1 - side
                for roll in range(1, 7) for move in piece_moves(board, other, roll))
            assert attacked(board, side, square_) == by_rules, (state.to_text(), square_)
            seen[by_rules] += 1
    assert seen[True] > 100 and seen[False] > 100


def test_the_rule_takes_the_opposing_piece_that_has_come_furthest():
    """Roll 4: White may take b9 from b5 or e7 from e3 (capturing is compulsory). Black's piece
    on e7 has come 9 rows from row 16, the one on b9 only 7: the rule takes e7."""
    state = position({"b5": "a", "e3": "a", "b9": "b", "e7": "b", "p16": "b"})
    assert quick_move(state.board, 0, 4) == (square("e3"), square("e7"))


def test_the_rule_brings_a_piece_home_when_the_roll_allows():
    """Roll 4: c12 arrives on c16 (home, safe for good); h2 is further back but waits."""
    state = position({"c12": "a", "h2": "a", "p16": "b"})
    assert quick_move(state.board, 0, 4) == (square("c12"), square("c16"))


def test_the_rule_moves_the_rearmost_piece_that_cannot_be_taken():
    """Roll 4. d1-d5 would move the rearmost piece, but Black's f7 could take it on d5
    diagonally with a 2; g2-g6 could be taken by g9 with a 3; b2-b6 is safe. Without f7, d1-d5
    is safe and rearmost, so it is chosen."""
    pieces = {"d1": "a", "b2": "a", "g2": "a", "f7": "b", "g9": "b", "p16": "b"}
    assert quick_move(position(pieces).board, 0, 4) == (square("b2"), square("b6"))
    del pieces["f7"]
    assert quick_move(position(pieces).board, 0, 4) == (square("d1"), square("d5"))


def test_a_playout_goes_on_like_the_rules_after_its_first_move():
    """The playout copy makes a legal move as the rules do (board, and who rolls next: the
    same side after a 6, unless the rules skip a side that cannot move at all), then plays
    whole turns of the rule, one roll each."""
    for state in random_positions(40, 3):
        if state.turn_kind is not TurnKind.PLAYER:
            continue
        for move in state.legal_moves():
            ruled, quick = state.copy(), state.playout_copy()
            assert isinstance(quick, RakadoPlayout)
            ruled.apply(move)
            quick.apply(move)
            assert quick.board == ruled.board
            if not ruled.is_terminal():
                assert quick.turn_kind is ruled.turn_kind is TurnKind.CHANCE
                # The rules skip a side that cannot move with any face; a playout lets it
                # roll in vain.
                assert quick.seat == ruled.seat or not ruled.can_move(quick.seat)
    quick = RakadoGame().new_state().playout_copy()
    first = [quick.playout_move(random.Random(5)) for _ in range(2)]
    assert first[0] == first[1] and isinstance(first[0], QuickTurn)  # same seed, same roll
    quick.apply(QuickTurn(6))  # every piece is safe and as far back: the first, a1, goes
    assert quick.board[square("a7")] == 0 and quick.board[square("a1")] == EMPTY
    assert quick.seat == 0  # a 6 rolls again
    quick.apply(QuickTurn(2))
    assert quick.seat == 1


def test_a_finished_playout_is_valued_by_the_pieces_home():
    """White 3 home, Black 1: three pieces' lead less one, and the bonus for being ahead."""
    board = [EMPTY] * (SIZE * SIZE)
    for name in ("a16", "b16", "c16"):
        board[square(name)] = 0
    board[square("a1")] = 1
    assert finished_value(board, 0) == 200.0 + 400.0
    assert finished_value(board, 1) == -600.0


def test_the_strong_level_plays_through_the_playouts_where_they_cover_the_game(monkeypatch):
    """Two players on the Halma board: the strong level tries the moves in playouts (counted
    here) and plays a legal move; on the star board it searches as before, no playout made."""
    made = []
    original = RakadoPlayout.__init__

    def counting(self, state):
        made.append(1)
        original(self, state)

    monkeypatch.setattr(RakadoPlayout, "__init__", counting)
    level = calibrated(level_for(3), "rakado")
    assert level.searcher is SearcherKind.PLAYOUTS
    state = RakadoGame().new_state(random.Random(1))
    state.apply(state.sample_chance(random.Random(1)))
    few = level.with_changes({"samples": 4, "time_budget": None})
    move = choose_from_observation(state.observation(state.seat), few, evaluate,
                                   random.Random(2), order_key=order_key)
    assert move in state.legal_moves()
    assert len(made) == 4 * len(state.legal_moves())
    made.clear()
    star = RakadoGame({"board": "star"}).new_state(random.Random(1))
    star.apply(star.sample_chance(random.Random(1)))
    assert not star.plays_out()
    move = choose_from_observation(star.observation(star.seat), level, evaluate,
                                   random.Random(2), order_key=order_key)
    assert move in star.legal_moves() and not made


@pytest.mark.parametrize("seed", [4, 9])
def test_the_playouts_prefer_keeping_a_piece_out_of_reach(seed):
    """A worked choice: with a 2, White moves c2-c4 or h2-h4. On h4, Black's h7 takes it with
    a 3 (and h9 backs it up); c4 is out of every black piece's reach. The playouts choose
    c2-c4 (on two different sets of rolls)."""
    state = position({"c2": "a", "h2": "a", "h7": "b", "h9": "b", "a16": "b"}, "a", 2)
    level = calibrated(level_for(3), "rakado").with_changes({"samples": 48,
                                                             "time_budget": None})
    result = ai_playouts.search_playouts(state, 0, state.legal_moves(), level, evaluate,
                                         random.Random(seed))
    assert result.move.notation == "c2-c4", result.means
    assert rakado_playouts.attacked(
        [0 if s == square("h4") else v for s, v in enumerate(state.board)], 0, square("h4"))
