"""Mad Mate against open-spiel's ``crazyhouse`` with ``sticky_promotions=True`` (promoted pieces
keep their kind when taken, which is Mad Mate's rule): the same legal moves in every position of
seeded random games, and the same perft counts from positions with reserves.

open-spiel names moves in SAN; each of its moves is read with our own SAN reader, so a move it
allows that we do not (or the reverse) shows up as a difference of the two sets.
"""

from __future__ import annotations

import random

import pytest

from accessible_games.engine.perft import perft
from accessible_games.games.chess_variants import MadMateGame
from accessible_games.games.chess_variants.core import Flag
from accessible_games.games.chess_variants.notation import read_move

pyspiel = pytest.importorskip("pyspiel")

GAMES = 100
PLIES = 70


def _peer():
    return pyspiel.load_game("crazyhouse", {"sticky_promotions": True})


def _peer_moves(ours, theirs) -> dict[str, int]:
    """The peer's legal actions keyed by our UCI notation (read from its SAN with our reader)."""
    legal = ours.legal_moves()
    peer = {}
    for action in theirs.legal_actions():
        text = theirs.action_to_string(theirs.current_player(), action)
        found = read_move(text, legal)
        peer[found[0].notation if found and len(found) == 1 else f"?{text}"] = action
    return peer


def _agree(ours, theirs) -> list[str]:
    """The moves only one side allows (empty when the sets agree)."""
    mine = {m.notation for m in ours.legal_moves()}
    return sorted(mine ^ set(_peer_moves(ours, theirs)))


def test_move_sets_agree_over_seeded_random_games():
    game, peer = MadMateGame(), _peer()
    positions = after_promoted_capture = drops_seen = 0
    for seed in range(GAMES):
        rng = random.Random(seed)
        ours, theirs = game.new_state(), peer.new_initial_state()
        promoted: set[int] = set()  # squares holding pieces that were promoted pawns
        for _ in range(PLIES):
            if ours.is_terminal() or theirs.is_terminal():
                break
            peer_moves = _peer_moves(ours, theirs)
            assert sorted({m.notation for m in ours.legal_moves()} ^ set(peer_moves)) == [], \
                ours.to_text()
            positions += 1
            legal = ours.legal_moves()
            # Prefer promotions and captures of promoted pieces so those positions occur.
            special = [m for m in legal if m.promotion or m.end in promoted]
            move = rng.choice(special) if special and rng.random() < 0.7 else rng.choice(legal)
            drops_seen += move.flag is Flag.DROP
            if move.end in promoted and move.capture:
                after_promoted_capture += 1
            promoted.discard(move.end)
            if move.start in promoted:
                promoted.discard(move.start)
                promoted.add(move.end)
            if move.promotion:
                promoted.add(move.end)
            theirs.apply_action(peer_moves[move.notation])
            ours.play(move)
        if not ours.is_terminal() and not theirs.is_terminal():
            assert _agree(ours, theirs) == [], ours.to_text()
    assert positions > 3000
    assert drops_seen > 100
    assert after_promoted_capture >= 5, "too few captures of promoted pieces to test the rule"


# Positions with reserves (crazyhouse FEN): a drop-rich middle game, a position where White's
# reserve holds a queen that came from a promotion, and one where Black is in check and can
# block by a drop.
FENS = [
    "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R[Pp] w KQkq - 0 5",
    "4k3/8/8/8/8/8/8/4K3[QNbp] w - - 0 1",
    "rnb1kbnr/pppp1ppp/8/4p3/4P2q/8/PPPP1PPP/RNBQKBNR[Bn] w KQkq - 0 3",
]


@pytest.mark.parametrize("fen", FENS)
def test_perft_with_reserves_agrees(fen):
    ours = MadMateGame().parse_position(fen)
    theirs = _peer().new_initial_state(fen)

    def peer_perft(state, depth):
        if depth == 0:
            return 1
        total = 0
        for action in state.legal_actions():
            child = state.child(action)
            total += peer_perft(child, depth - 1) if depth > 1 else 1
        return total

    assert perft(ours, 2) == peer_perft(theirs, 2)


def test_cli_perft_reads_a_fen_with_reserve(capsys):
    from accessible_games.cli import main

    fen = "r1bqkbnr/pppppppp/2n5/8/8/8/PPPPPPPP/RNBQKBNR[Qn] w KQkq - 0 1"
    assert main(["perft", "mad-mate", "2", "--position", fen]) == 0
    printed = capsys.readouterr().out.strip().splitlines()[-1]
    theirs = _peer().new_initial_state(fen)
    expected = sum(len(theirs.child(a).legal_actions()) for a in theirs.legal_actions())
    assert printed == str(expected)
