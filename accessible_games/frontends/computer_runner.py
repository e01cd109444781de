"""The computer thinks in a worker thread while the player keeps the keyboard.

The UI thread calls :meth:`ComputerRunner.start` with a job from ``Console.prepare_computer``,
polls :meth:`ComputerRunner.result` each frame and hands the move to
``Console.finish_computer`` (which drops it if the game changed meanwhile). While the worker
runs longer than a second, :meth:`ComputerRunner.tick_due` says when to play the soft
thinking tick.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from accessible_games.engine import Move
from accessible_games.session.console import ComputerJob

THINKING_DELAY = 1.0
"""Seconds of thinking before the first tick."""
TICK_INTERVAL = 1.0
"""Seconds between ticks."""


class ComputerRunner:
    """At most one computer job at a time, with a stop signal and a result slot."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self.job: ComputerJob | None = None
        """The job being thought about (None when idle)."""
        self._thread: threading.Thread | None = None
        self._stop = threading.Event()
        self._result: tuple[ComputerJob, Move] | None = None
        self._error: BaseException | None = None
        self._lock = threading.Lock()
        self.started = 0.0
        """When the job started (clock seconds)."""
        self._last_tick = 0.0

    @property
    def busy(self) -> bool:
        """Whether a job runs or waits to be collected."""
        return self.job is not None

    def start(self, job: ComputerJob) -> None:
        """Think about ``job`` in a new daemon thread (a running job is told to stop)."""
        self.cancel()
        self.job = job
        self._stop = threading.Event()
        self.started = self._last_tick = self._clock()
        stop = self._stop

        def work() -> None:
            try:
                move = job.think(stop)
            except BaseException as error:  # noqa: BLE001 - reported on the UI thread
                with self._lock:
                    if self.job is job:
                        self._error = error
                return
            with self._lock:
                if self.job is job:
                    self._result = (job, move)

        self._thread = threading.Thread(target=work, name="computer-move", daemon=True)
        self._thread.start()

    def result(self) -> tuple[ComputerJob, Move] | None:
        """The finished job and its move, once (None while thinking or idle).

        Raises:
            BaseException: whatever the search raised, on the UI thread.
        """
        with self._lock:
            if self._error is not None:
                error, self._error, self.job = self._error, None, None
                raise error
            found, self._result = self._result, None
            if found is not None:
                self.job = None
            return found

    def tick_due(self) -> bool:
        """True when the thinking tick should sound now (and counts it as played)."""
        if self.job is None:
            return False
        now = self._clock()
        if now - self.started < THINKING_DELAY or now - self._last_tick < TICK_INTERVAL:
            return False
        self._last_tick = now
        return True

    def cancel(self) -> None:
        """Tell a running search to stop and forget its result."""
        with self._lock:
            self._stop.set()
            self.job = None
            self._result = None
            self._error = None

    def wait(self, timeout: float) -> bool:
        """Block until the worker ends (tests and shutdown); True when it did."""
        thread = self._thread
        if thread is None:
            return True
        thread.join(timeout)
        return not thread.is_alive()
