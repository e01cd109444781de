"""The computer thinks in a worker: the tick after a second, stale results dropped."""

from __future__ import annotations

import threading

from accessible_games.frontends.computer_runner import ComputerRunner


class SlowJob:
    """Stands in for a ComputerJob: thinks until released."""

    def __init__(self) -> None:
        self.release = threading.Event()
        self.history_length, self.key = 0, None

    def think(self, stop):
        self.release.wait(5)
        return "move"


def test_tick_after_a_second_and_results_once():
    now = [100.0]
    runner = ComputerRunner(clock=lambda: now[0])
    job = SlowJob()
    runner.start(job)  # type: ignore[arg-type]
    assert not runner.tick_due()
    now[0] += 1.0
    assert runner.tick_due() and not runner.tick_due()
    now[0] += 1.0
    assert runner.tick_due()
    job.release.set()
    assert runner.wait(5)
    assert runner.result() == (job, "move") and runner.result() is None
    assert not runner.busy and not runner.tick_due()


def test_cancelled_job_is_dropped():
    runner = ComputerRunner()
    job = SlowJob()
    runner.start(job)  # type: ignore[arg-type]
    runner.cancel()
    job.release.set()
    runner.wait(5)
    assert runner.result() is None
