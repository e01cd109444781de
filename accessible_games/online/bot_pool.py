"""Where the server's bots think: worker threads, or worker processes at a lower priority.

A bot's search is pure Python; in a thread of the server's process it holds the interpreter
lock in slices, and the event loop, which answers every player, waits for it (measured with
``benchmarks/online_load.py --bot-level 3``: the players' answers took twice as long). In
processes of their own (``processes`` > 0; started with ``spawn``, so the server's threads
are never forked) the bots take no time from the loop, and they run niced, so that on a busy
machine the players are answered first. A job that cannot be sent to a process (a game whose
state holds a local function) is thought in a thread instead.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
from concurrent.futures import BrokenExecutor, Executor, ProcessPoolExecutor, ThreadPoolExecutor

from accessible_games.engine import Move
from accessible_games.session.table import ComputerJob

log = logging.getLogger(__name__)

NICE = 10
"""How much lower the bot processes' priority is than the server's."""


def _lower_priority() -> None:
    """The worker processes' initializer: think at a lower priority than the server."""
    try:
        os.nice(NICE)
    except OSError:  # not allowed here: think at the same priority
        pass


def _think(job: ComputerJob) -> Move:
    return job.think()


class BotPool:
    """The bots' workers.

    Args:
        threads: the shared worker threads (also used for password hashing).
        processes: worker processes for bots; 0: the bots think in ``threads``.
    """

    def __init__(self, threads: ThreadPoolExecutor, processes: int = 0) -> None:
        self.threads = threads
        self.processes = processes
        self._pool: ProcessPoolExecutor | None = None

    def start(self) -> None:
        """Start the worker processes now (they import the app once), not at the first
        bot's move."""
        if self.processes > 0 and self._pool is None:
            self._pool = ProcessPoolExecutor(self.processes,
                                             mp_context=multiprocessing.get_context("spawn"),
                                             initializer=_lower_priority)
            for _ in range(self.processes):
                self._pool.submit(_lower_priority)

    async def think(self, job: ComputerJob) -> Move:
        """The bot's move, thought off the event loop."""
        loop = asyncio.get_running_loop()
        if self.processes > 0:
            self.start()
            pool: Executor | None = self._pool
            try:
                return await loop.run_in_executor(pool, _think, job)
            except BrokenExecutor:  # a worker died: the bots think in threads from now on
                log.warning("the bots' worker processes broke; bots think in threads")
                self.processes, self._pool = 0, None
            except RuntimeError:  # the pool was shut down: the server is closing
                raise
            except Exception as error:  # noqa: BLE001 - not sendable: think in a thread
                log.info("a bot thinks in a thread (%s)", type(error).__name__)
        return await loop.run_in_executor(self.threads, job.think)

    def close(self) -> None:
        """Stop the worker processes (a thought under way is dropped)."""
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None
