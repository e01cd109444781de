"""Agreement with pydraughts (an independent engine) on the legal moves of random positions.

For each variant pydraughts supports (international = its "standard", Russian, Brazilian,
Turkish), 100 seeded random games are played with our engine; at two sampled turns of each
game the position goes to pydraughts as a FEN and both move sets are compared as (start, end,
captured squares). pydraughts is slow (about 20 ms per position on 10x10), so by default two
turns per game are compared; ``SLOW=1`` compares every turn.

Known differences of pydraughts 0.6.7 that are filtered, each checked to be what it is:

- Turkish: pydraughts lets a king slide past its own or other pieces along a column (a bug:
  the board-walk skips every other square, a leftover of the diagonal boards). Slides through
  an occupied square are dropped from its list before comparing. This bug alone explains its
  Turkish perft 85146 against 85090 at depth 5 (see test_turkish_discrepancy).
- Turkish: a man that reaches the last row during a capture goes on capturing as a man in
  pydraughts; our seed (and the kish engine) end the move with the crowning. Positions where
  one of our captures crowns are compared only for the moves that do not crown.
"""

from __future__ import annotations

import os
import random

import pytest

from accessible_games.lineup import REGISTRY

pytest.importorskip("draughts")
from draughts import Board

PEER = {"international-draughts": "standard", "russian-draughts": "russian",
        "brazilian-draughts": "brazilian", "turkish-draughts": "turkish"}
GAMES = 100
SLOW = bool(os.environ.get("SLOW"))


def _their_number(variant_id: str, location: int, size: int) -> int:
    """pydraughts' internal square number: FMJD order from Black's side (Turkish: a8 is 1)."""
    row, col = divmod(location, size)
    if variant_id == "turkish-draughts":
        return (size - 1 - row) * size + col + 1
    return (size - 1 - row) * (size // 2) + col // 2 + 1


def _fen(state, variant_id: str) -> str:
    """The position as pydraughts reads it: numbers on 10x10, algebraic names on 8x8."""
    g = state.geometry
    lists = []
    for player, letter in ((0, "W"), (1, "B")):
        items = []
        for loc in g.locations(state.bits[player]):
            king = "K" if state.kings & g.mask_of_loc[loc] else ""
            name = str(g.number_of_loc[loc]) if variant_id == "international-draughts" else \
                f"{chr(97 + loc % g.size)}{loc // g.size + 1}"
            items.append(king + name)
        lists.append(letter + ",".join(items))
    side = "W" if state.to_move == 0 else "B"
    return f"{side}:{lists[0]}:{lists[1]}"


def _slides_through(game, move) -> bool:
    """A pydraughts non-capture king move that passes an occupied square (Turkish bug)."""
    (a, b), = move
    filled = game.board.searcher.filled_positions
    ra, ca = divmod(a - 1, 8)
    rb, cb = divmod(b - 1, 8)
    dr, dc = (rb > ra) - (rb < ra), (cb > ca) - (cb < ca)
    r, c = ra + dr, ca + dc
    while (r, c) != (rb, cb):
        if r * 8 + c + 1 in filled:
            return True
        r, c = r + dr, c + dc
    return False


def _compare(state, variant_id: str) -> None:
    g = state.geometry
    size = g.size
    peer = Board(PEER[variant_id], _fen(state, variant_id))._game
    moves, captures = peer.legal_moves()
    theirs = set()
    for move, taken in zip(moves, captures):
        if variant_id == "turkish-draughts" and taken[0] is None and _slides_through(peer, move):
            continue
        theirs.add((move[0][0], move[-1][1], frozenset(t for t in taken if t is not None)))

    def ours_key(m):
        return (_their_number(variant_id, m.start, size), _their_number(variant_id, m.end, size),
                frozenset(_their_number(variant_id, c, size) for c in m.captured))

    legal = state.legal_moves()
    ours = {ours_key(m) for m in legal}
    if variant_id == "turkish-draughts" and any(m.captured and m.promotes for m in legal):
        # Crowning in mid-capture differs on purpose (see the module docstring).
        crowning = {ours_key(m) for m in legal if m.promotes}
        assert ours - crowning <= theirs, state.to_text()
        return
    assert ours == theirs, (state.to_text(), sorted(ours ^ theirs)[:4])


@pytest.mark.parametrize("variant_id", list(PEER))
def test_move_sets_agree_with_pydraughts(variant_id):
    game = REGISTRY.create(variant_id, {"draw_moves": 0, "repetitions": 0})
    compared = 0
    for seed in range(GAMES):
        rng = random.Random(seed)
        state = game.new_state()
        length = rng.randint(10, 120)
        sampled = set(rng.sample(range(length), 2)) if not SLOW else set(range(length))
        for ply in range(length):
            if state.is_terminal():
                break
            if ply in sampled:
                _compare(state, variant_id)
                compared += 1
            state.apply(rng.choice(state.legal_moves()))
    assert compared >= GAMES
