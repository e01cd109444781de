"""Arimaa whole turns agree with pyrimaa (pip package ``aei``): from seeded random positions the
set of boards reachable by one complete turn is the same in both engines."""

from __future__ import annotations

import random

import pytest

from accessible_games.games.arimaa import ArimaaGame
from accessible_games.games.arimaa.board import TRAPS, format_board

board_module = pytest.importorskip("pyrimaa.board")


def random_cells(rng: random.Random) -> list[int]:
    """A few pieces per side with at least one rabbit each, no rabbit on a goal rank and no
    unsupported piece on a trap."""
    while True:
        cells = [0] * 64
        free = list(range(64))
        rng.shuffle(free)
        for side in (0, 1):
            kinds = [1] + [rng.randint(1, 6) for _ in range(rng.randint(2, 6))]
            for kind in kinds:
                square = free.pop()
                cells[square] = side * 8 + kind
        if any(cells[s] in (1, 9) and s // 8 in (0, 7) for s in range(64)):
            continue
        if any(cells[t] and not any(
                cells[n] and cells[n] >> 3 == cells[t] >> 3
                for n in (t - 8, t + 8, t - 1, t + 1)) for t in TRAPS):
            continue
        return cells


def our_turns(state) -> set[bytes]:
    """Boards at the end of every complete turn (depth-first over actions, with a memo)."""
    found: set[bytes] = set()
    seen: set = set()

    def walk() -> None:
        key = state.key()
        if key in seen:
            return
        seen.add(key)
        for move in state.legal_moves():
            state.apply(move)
            if move.ends_turn:
                found.add(bytes(state.cells))
            else:
                walk()
            state.undo()

    walk()
    return found


def their_turns(cells: list[int], side: int) -> set[bytes]:
    text = format_board(cells)
    rows = []
    for rank in text.split("/"):
        row = ""
        for char in rank:
            row += " " * int(char) if char.isdigit() else char
        rows.append(row)
    position = board_module.parse_short_pos(side, 4, "[" + "".join(rows) + "]")
    boards = set()
    for final in position.get_moves():
        out = [0] * 64
        for square in range(64):
            name = f"{'abcdefgh'[square % 8]}{square // 8 + 1}"
            out[square] = final.piece_at(1 << board_module.alg_to_index(name))
        boards.add(bytes(out))
    return boards


@pytest.mark.parametrize("seed", range(12))
def test_whole_turns_agree_with_pyrimaa(seed):
    rng = random.Random(seed)
    cells = random_cells(rng)
    side = seed % 2
    state = ArimaaGame().parse_position(f"{format_board(cells)} {'gs'[side]} 0")
    # Goals and eliminations end the game only at the turn's end, so every turn is complete.
    assert our_turns(state) == their_turns(cells, side)
