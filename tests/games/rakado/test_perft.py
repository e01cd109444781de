"""Perft over chance for Rakado, against a slow reference written only for this test.

Every die face is a branch, as every move is (``chance_perft``). The reference below knows the
rules from the seed and our decisions but shares no code with the game: pieces in a dict keyed
by (column, row), directions spelled out, the turn order and the end re-derived.
"""

from __future__ import annotations

import pytest

from accessible_games.engine.perft import chance_perft
from accessible_games.games.rakado import RakadoGame, RakadoTeamsGame

N = 16


def goal_of(seat: int) -> int:
    return N - 1 if seat % 2 == 0 else 0


def ref_moves(board: dict, seat: int, roll: int, huffing: bool) -> list[tuple]:
    """(start, end, capture, lost) tuples; compulsory capture unless huffing."""
    forward = 1 if seat % 2 == 0 else -1
    side = seat % 2
    captures, plains = [], []
    for (c, r), owner in sorted(board.items(), key=lambda item: (item[0][1], item[0][0])):
        if owner != seat or r == goal_of(seat):
            continue
        for dc, dr in ((0, forward), (-1, forward), (1, forward), (-1, 0), (1, 0)):
            path = [(c + dc * k, r + dr * k) for k in range(1, roll + 1)]
            if not all(0 <= x < N and 0 <= y < N for x, y in path):
                continue
            if any(p in board for p in path[:-1]):
                continue
            target = path[-1]
            if target not in board:
                if dc == 0:
                    plains.append(((c, r), target, False))
                continue
            other = board[target]
            if other % 2 != side and target[1] != goal_of(other):
                captures.append(((c, r), target, True))
    if not captures:
        return [(s, e, cap, None) for s, e, cap in plains]
    if not huffing:
        return [(s, e, cap, None) for s, e, cap in captures]
    able = {s for s, _, _ in captures}
    progress = (lambda sq: sq[1]) if side == 0 else (lambda sq: N - 1 - sq[1])
    first = sorted(able, key=lambda sq: (-progress(sq), sq[1], sq[0]))[0]
    huffed = [(s, e, False, e if s in able else first) for s, e, _ in plains]
    return [(s, e, cap, None) for s, e, cap in captures] + huffed


def can_move(board: dict, seat: int) -> bool:
    return any(ref_moves(board, seat, face, False) for face in range(1, 7))


def next_seat(board: dict, seat: int, again: bool, players: int, end: str) -> tuple[int, bool]:
    first = seat if again else (seat + 1) % players
    if end == "stuck":
        return first, not can_move(board, first)
    for k in range(players):
        candidate = (first + k) % players
        if can_move(board, candidate):
            return candidate, False
    return first, True


def ref_perft(board: dict, seat: int, roll: int, over: bool, depth: int, players: int,
              huffing: bool, end: str) -> int:
    if depth == 0:
        return 1
    if over:
        return 0
    total = 0
    if roll == 0:
        for face in range(1, 7):
            if ref_moves(board, seat, face, huffing):
                total += ref_perft(board, seat, face, False, depth - 1, players, huffing, end)
            else:
                s, o = next_seat(board, seat, face == 6, players, end)
                total += ref_perft(board, s, 0, o, depth - 1, players, huffing, end)
        return total
    for start, end_sq, _capture, lost in ref_moves(board, seat, roll, huffing):
        child = dict(board)
        del child[start]
        child[end_sq] = seat
        if lost is not None:
            del child[lost]
        s, o = next_seat(child, seat, roll == 6, players, end)
        total += ref_perft(child, s, 0, o, depth - 1, players, huffing, end)
    return total


def board_of(state) -> dict:
    return {(sq % N, sq // N): v for sq, v in enumerate(state.board) if v >= 0}


def reference(state, depth: int) -> int:
    options = state.game.options
    return ref_perft(board_of(state), state.seat, state.roll, state.is_terminal(), depth,
                     state.game.num_players, options["huffing"], options["end"])


def test_start_small_depths_by_hand():
    state = RakadoGame().new_state()
    # Six faces; then each face lets each of the 16 pieces go straight up; then six faces again
    # (the 6 rolls again for the same player, any other face for the opponent).
    assert [chance_perft(state, d) for d in (1, 2, 3)] == [6, 96, 576]


@pytest.mark.parametrize("depth", [1, 2, 3, 4])
def test_start_two_players(depth):
    state = RakadoGame().new_state()
    assert chance_perft(state, depth) == reference(state, depth)


@pytest.mark.parametrize("depth", [1, 2, 3, 4])
def test_start_four_players(depth):
    state = RakadoTeamsGame().new_state()
    assert chance_perft(state, depth) == reference(state, depth)


# Three hand-made positions: a mid-game melee, a race near home with safe and blocked pieces,
# and the same melee with huffing; each from a state before a roll.
MELEE = "16/4bbb9/16/5b10/3b12/16/6a9/2a2b10/16/5a3a6/16/16/16/16/16/aaaa12 a"
HOME_RACE = "aa3a2b7/1a5a8/16/2b13/16/16/16/16/16/16/16/16/16/b3a11/16/b6bb7 b"
PARTY = "dd6bb6/16/2d13/4c11/16/6b9/3a12/16/16/5d10/16/16/2b13/16/16/aa8cc4 a"


@pytest.mark.parametrize("text, options, game, depth", [
    (MELEE, {}, RakadoGame, 4),
    (HOME_RACE, {}, RakadoGame, 5),
    (MELEE, {"huffing": True}, RakadoGame, 4),
    (PARTY, {}, RakadoTeamsGame, 4),
    (HOME_RACE, {"end": "stuck"}, RakadoGame, 5),
])
def test_hand_made_positions(text, options, game, depth):
    state = game(options).parse_position(text)
    counts = [chance_perft(state, d) for d in range(1, depth + 1)]
    assert counts == [reference(state, d) for d in range(1, depth + 1)]
    # Undo inside perft leaves the position as it was.
    assert state.to_text() == text


def test_melee_has_captures_and_huffing_changes_the_count():
    plain = RakadoGame().parse_position(MELEE)
    huff = RakadoGame({"huffing": True}).parse_position(MELEE)
    assert chance_perft(huff, 2) > chance_perft(plain, 2)
