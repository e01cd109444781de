"""Rakado killed with SIGKILL right after a roll and resumed: the same roll waits, and the
game goes on with the dice an uninterrupted game would have had (chance comes from the seed and
the move number, so a resumed game cannot roll again for a better number)."""

from __future__ import annotations

from accessible_games.lineup import REGISTRY
from accessible_games.session.table import Seat, SeatKind, Table
from accessible_games.storage.store import Store
from tests.storage.test_kill import kill, spawn

SEED = 5
HUMAN = Seat(SeatKind.HUMAN)


def reference(moves: list[str]) -> Table:
    """The same game played without the app: the seed's rolls after ``moves``."""
    table = Table(REGISTRY.create("rakado"), (HUMAN, HUMAN), SEED)
    table.advance()
    for text in moves:
        table.submit(table.state.to_move, table.state.parse_move(text))
    return table


def test_killed_after_a_roll_resumes_with_the_same_roll_and_the_same_dice_after(tmp_path):
    start = reference([])
    white = start.state.legal_moves()[0].notation
    after_white = reference([white])
    black_roll = after_white.state.roll  # type: ignore[attr-defined]
    assert not after_white.state.is_terminal()

    child = spawn(tmp_path, "play", "rakado", "--opponent", "human", "--seed", str(SEED))
    # At this hot seat each roll is told by the name of the person it is rolled for.
    child.expect_exact(f"White rolled {start.state.roll}")  # type: ignore[attr-defined]
    child.expect_exact("> ")
    child.sendline(white)
    child.expect_exact(f"Black rolled {black_roll}")
    child.expect_exact("> ")
    kill(child)
    stored = Store.open(tmp_path).latest_unfinished()
    assert stored is not None
    assert stored.moves == [t.move.notation for t in after_white.history]

    child = spawn(tmp_path, "resume")
    child.expect_exact(f"Black, your move with {black_roll}.")
    child.expect_exact("> ")
    black = after_white.state.legal_moves()[0].notation
    after_black = reference([white, black])
    child.sendline(black)
    child.expect_exact(f"rolled {after_black.state.roll}")  # type: ignore[attr-defined]
    child.expect_exact("> ")
    kill(child)
    resumed = Store.open(tmp_path).latest_unfinished()
    assert resumed is not None
    assert resumed.moves == [t.move.notation for t in after_black.history]
