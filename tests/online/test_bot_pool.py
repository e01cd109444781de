"""Bots thinking in worker processes: the same move as in a thread (the seed is in the job),
and a job that cannot be sent to a process (Reversi's evaluator is a local function) is
thought in a thread instead."""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor

from accessible_games.lineup import REGISTRY
from accessible_games.online.bot_pool import BotPool
from accessible_games.session.table import Seat, SeatKind, Table
from tests.online.helpers import run


def job_of(game_id: str, level: int = 2):
    game = REGISTRY.create(game_id)
    table = Table(game, [Seat(SeatKind.COMPUTER, level)] * game.num_players, 11)
    job = table.prepare_computer()
    assert job is not None
    return job


def test_a_bot_in_a_worker_process_moves_as_in_a_thread(caplog):
    caplog.set_level("INFO", logger="accessible_games.online.bot_pool")
    threads = ThreadPoolExecutor(1)
    pool = BotPool(threads, processes=1)

    async def scenario():
        pool.start()
        kalah, reversi = job_of("kalah", 1), job_of("reversi", 1)
        in_process = await pool.think(kalah)
        in_thread = await asyncio.get_running_loop().run_in_executor(threads, kalah.think)
        fallback = await pool.think(reversi)
        return kalah, in_process, in_thread, reversi, fallback

    try:
        kalah, in_process, in_thread, reversi, fallback = run(scenario(), 60)
    finally:
        pool.close()
        threads.shutdown()
    assert in_process == in_thread and in_process in kalah.observation.legal_moves
    assert fallback in reversi.observation.legal_moves
    # The pool's own log only: an earlier test's connection, closed as its future is collected
    # during this one, may log "Future exception was never retrieved" from asyncio.
    assert [r.message for r in caplog.records if r.name == "accessible_games.online.bot_pool"
            ] == ["a bot thinks in a thread (AttributeError)"]
    assert pool.processes == 1  # the pool still serves the next bots
