"""The English checkers endgame table (at most three pieces) against hand-worked positions, the
engine's own moves, and the alpha-beta search.

Positions are FEN with PDN square numbers: 1 g1, 2 e1, 3 c1, 4 a1, 5 h2, 8 b2, 11 c3, 14 f4,
15 d4, 18 e5, 28 a7, 32 b8 (1 on Black's back rank, each row from the h side).
"""

from __future__ import annotations

import random

import pytest

from accessible_games.ai.alphabeta import AlphaBeta
from accessible_games.ai.evaluation import plies_to_end, zero_evaluator
from accessible_games.engine import Proven
from accessible_games.games.draughts import endgame_table
from accessible_games.games.draughts.game import CheckersGame, DraughtsState

GAME = CheckersGame()


@pytest.fixture(scope="module")
def table() -> endgame_table.EndgameTable:
    return endgame_table.shared(GAME.geometry)


def _probe(table: endgame_table.EndgameTable, state: DraughtsState) -> Proven | None:
    return table.probe(state.bits[0], state.bits[1], state.kings, state.to_move)


@pytest.mark.parametrize("fen, expected", [
    # Black's king c3 jumps White's king d4 and lands on e5: won in one ply.
    ("B:WK15:BK11", Proven(frozenset({0}), 1)),
    # The same with White to move: d4 jumps c3, landing on b2.
    ("W:WK15:BK11", Proven(frozenset({1}), 1)),
    # White's king in the single corner a1 has one move, to b2, where c3 takes it: lost in 2.
    ("W:WK4:BK11", Proven(frozenset({0}), 2)),
    # Black's man a7 can only step to b8, where White's king stands, and cannot jump it off the
    # board: Black has no move and has lost (0 plies).
    ("B:WK32:B28", Proven(frozenset({1}), 0)),
    # A king against a king far away: neither can be forced (a draw).
    ("B:WK32:BK1", Proven(frozenset(), 0)),
    # Black's kings c3 and e5 with White's king d4 between them, Black to move: neither jump
    # lands (each king blocks the other's landing square), and whichever king moves, d4 takes
    # the other; king against king is then a draw.
    ("B:WK15:BK11,K18", Proven(frozenset(), 0)),
])
def test_hand_worked_values(table: endgame_table.EndgameTable, fen: str,
                            expected: Proven) -> None:
    assert _probe(table, GAME.parse_position(fen)) == expected


def test_two_kings_against_a_king(table: endgame_table.EndgameTable) -> None:
    # Draughts theory: two kings beat one. With the two kings to move they never lose and win
    # nearly always; they only draw where the lone king forks them (as in the hand-worked
    # position above) or shuts them in a corner, so at least 99.5 % are wins.
    squares = list(GAME.geometry.mask_of_loc.values())
    won = total = 0
    for a in squares:
        for b in squares:
            if b <= a:
                continue
            for c in squares:
                if c in (a, b):
                    continue
                proven = table.probe(a | b, c, a | b | c, 0)
                assert proven is not None and 1 not in proven.winners
                won += proven.winners == frozenset({0})
                total += 1
    assert total == 32 * 31 // 2 * 30 and won >= 0.995 * total
    won, lost, drawn, longest = table.counts()
    assert won + lost + drawn == table.positions == 399_040
    assert longest <= 80  # inside the 40-moves-a-side draw rule


def _random_state(rng: random.Random) -> DraughtsState:
    """A random position of two or three pieces, both sides present, not yet over."""
    geometry = GAME.geometry
    squares = list(geometry.mask_of_loc.values())
    while True:
        placed = rng.sample(squares, rng.choice((2, 3, 3, 3)))
        black = white = kings = 0
        for mask in placed:
            kind = rng.randrange(4)
            crown = geometry.row_mask[7] if kind == 0 else geometry.row_mask[0]
            if kind in (0, 2) and mask & crown:
                kind += 1  # a man cannot stand where it would have been crowned
            if kind < 2:
                black |= mask
            else:
                white |= mask
            if kind in (1, 3):
                kings |= mask
        if black and white:
            state = DraughtsState(GAME, black, white, kings, rng.randrange(2))
            if not state.is_terminal():
                return state


def _value(table: endgame_table.EndgameTable, state: DraughtsState) -> tuple[int, int]:
    """(+1 won, -1 lost, 0 drawn for the side to move; plies), by the engine's own outcome
    when the game is over, else by the table."""
    outcome = state.outcome()
    if outcome is not None:
        return (0 if outcome.is_draw else 1 if state.to_move in outcome.winners else -1), 0
    proven = _probe(table, state)
    assert proven is not None
    if not proven.winners:
        return 0, 0
    return (1 if state.to_move in proven.winners else -1), proven.plies


def test_every_value_follows_from_the_engines_moves(table: endgame_table.EndgameTable) -> None:
    # Bellman's check with the engine's legal moves (not the table's successor generator): a
    # win in d has a move to a loss in d - 1 and none to a shorter one; a loss in d has only
    # moves to wins, the slowest in d - 1; a draw has no move to a loss and one to a draw.
    rng = random.Random(24)
    for _ in range(1500):
        state = _random_state(rng)
        sign, plies = _value(table, state)
        after = []
        for move in state.legal_moves():
            state.apply(move)
            after.append(_value(table, state))
            state.undo()
        gen = state.gen
        own, opp = state.bits[state.to_move], state.bits[1 - state.to_move]
        assert len(gen.successors(own, opp, state.kings, state.to_move == 0)) <= len(after)
        if sign > 0:
            assert min(p for s, p in after if s < 0) == plies - 1, state.to_text()
        elif sign < 0:
            assert all(s > 0 for s, _ in after) and max(p for _, p in after) == plies - 1
        else:
            assert all(s >= 0 for s, _ in after) and any(s == 0 for s, _ in after)


def test_short_results_agree_with_the_search(table: endgame_table.EndgameTable) -> None:
    # The alpha-beta search without the table, searched deep enough, finds the same forced
    # result in the same number of plies; where the table says draw it finds nothing forced.
    rng = random.Random(7)
    checked = drawn = 0
    while checked < 40:
        state = _random_state(rng)
        sign, plies = _value(table, state)
        if sign and plies > 7:
            continue
        if not sign:
            if drawn >= 8:
                continue
            drawn += 1
        result = AlphaBeta(zero_evaluator).search(state, max_depth=plies + 1 if sign else 6)
        if sign:
            assert plies_to_end(result.value) == plies, state.to_text()
            assert (result.value > 0) == (sign > 0)
        else:
            assert plies_to_end(result.value) is None, state.to_text()
        checked += 1


def test_larger_positions_and_other_variants_are_not_in_the_table() -> None:
    assert GAME.parse_position("B:WK28,21:BK6,K7,K8").proven() is None
    assert GAME.parse_position("B:WK32:BK14,K18").proven() is not None
    misere = CheckersGame({"misere": True}).parse_position("B:WK32:BK14,K18")
    assert misere.proven() is None


def test_the_table_reads_back_from_its_bytes(table: endgame_table.EndgameTable) -> None:
    again = endgame_table.EndgameTable.from_bytes(table.to_bytes())
    assert again.positions == table.positions == 399040
    assert all(again.raw(k) == table.raw(k) for k in range(0, 2 * 145**3, 997))
    with pytest.raises(ValueError):
        endgame_table.EndgameTable.from_bytes(table.to_bytes()[:-2])
