"""The move number of the mancala and dice games: one a turn, a turn being everything one
player does before the turn passes (Kalah's and Congkak's sowing again, Rakado's roll again
after a 6); a roll that leaves its player no move is that player's turn, passed; a Congkak
round ended by its loser's move ends that turn, though the loser begins the next round."""

from __future__ import annotations

import random

import pytest

from accessible_games.engine import TurnKind
from accessible_games.engine.events import Passed
from accessible_games.games.mancala.events import RoundStarted
from accessible_games.games.rakado.game import SeatSkipped
from accessible_games.lineup import REGISTRY
from accessible_games.session.table import Seat, SeatKind, Table


def _numbers(game_id: str, seed: int, plies: int) -> list[tuple[int, int, bool]]:
    """A seeded game of random moves: at every choice, (move number, seat, whether a roll
    that left a seat no move, or a new round, came since the choice before). The saves list
    names the game stored at the end by the same number."""
    game = REGISTRY.create(game_id)
    table = Table(game, [Seat(SeatKind.HUMAN)] * game.num_players, seed=seed)
    table.advance()
    rng = random.Random(seed)
    said: list[tuple[int, int, bool]] = []
    seen = 0
    for _ in range(plies):
        state = table.state
        if state.is_terminal() or state.turn_kind is not TurnKind.PLAYER:
            break
        since = table.history[seen:]
        broke = any(isinstance(e, (Passed, RoundStarted, SeatSkipped))
                    for t in since for e in t.events)
        said.append((table.move_number(False), state.to_move, broke))
        seen = len(table.history)
        table.submit(state.to_move, rng.choice(state.legal_moves()))
    assert _stored_number(table) == table.move_number(False)
    return said


def _stored_number(table: Table) -> int:
    """The move number the saves list gives the table's game, stored as it stands."""
    from accessible_games.session.saving import stored_move_number
    from accessible_games.storage.store import Kind, StoredGame

    stored = StoredGame(0, Kind.AUTOSAVE, "", table.game.id, {}, [], table.seed, "en",
                        [t.move.notation for t in table.history], None, 0.0, 0.0)
    return stored_move_number(stored)


@pytest.mark.parametrize(("game_id", "seed"), [("rakado", 1), ("congkak", 2)])
def test_the_move_number_goes_up_with_every_turn_and_a_passed_or_ended_one(
        game_id: str, seed: int) -> None:
    """Rakado said "Move 1." again to White after Black rolled and could not move, and a
    Congkak player who ended a round and began the next heard the number of the move before:
    a turn passed, or ended by a round, was not counted."""
    said = _numbers(game_id, seed, 600)
    assert any(broke for _, _, broke in said)  # the game passed a turn or ended a round
    for (number, seat, _), (after, next_seat, broke) in zip(said, said[1:]):
        if broke:
            # The turn passed (or a round ended) since: counted, the other's passed turn too.
            assert after > number, (number, after)
        elif next_seat == seat:
            assert after == number  # the same turn goes on: sowing again, rolling again
        else:
            assert after == number + 1
