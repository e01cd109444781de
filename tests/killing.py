"""Kill a game with SIGKILL at a random moment and check that nothing acknowledged is lost.

A forked child plays a seeded random game of one lineup entry at a console with autosave, and
after every move (once ``handle_line`` has returned, so the player heard it) writes the
game's move list to a pipe (also after the opening, a card game's deal): that is the
acknowledgement. The parent kills the child with SIGKILL after a random delay, then opens the
store: the stored game must hold every acknowledged move (and at most the one move in flight,
with the dice or cards dealt around it), and resuming it must rebuild exactly the stored game.
Used by ``tests/storage/test_kill_random.py`` (a game of every lineup entry) and
``benchmarks/kill_resume.py`` (200 games).
"""

from __future__ import annotations

import json
import os
import random
import select
import signal
import time
from dataclasses import dataclass
from pathlib import Path

from accessible_games.lineup import Entry
from accessible_games.session.console import Console
from accessible_games.session.saving import attach_store, resume_stored
from accessible_games.session.table import Seat, SeatKind
from accessible_games.storage.store import Store


@dataclass(frozen=True, slots=True)
class Killed:
    """What one killed game showed."""

    game_id: str
    acknowledged: int
    """Moves acknowledged before the kill."""
    stored: int
    """Moves in the store after the kill."""
    in_flight: bool
    """True when the store held one move more than was acknowledged."""


def _child(entry: Entry, seed: int, folder: Path, out: int) -> None:
    rng = random.Random(seed)
    game = entry.game()
    session = Console.local(game, [Seat(SeatKind.HUMAN)] * game.num_players, seed=seed)
    attach_store(session, Store.open(folder))

    def acknowledge() -> None:
        moves = [t.move.notation for t in session.table.history]
        os.write(out, (json.dumps(moves) + "\n").encode())

    session.opening()
    acknowledge()  # the opening's deal (a card game's 24 cards) was heard and is saved
    while not session.is_over:
        legal = session.observation.legal_moves
        session.handle_line(rng.choice(legal).notation)
        acknowledge()
    os.write(out, b"over\n")
    time.sleep(60)  # wait to be killed


def kill_one(entry: Entry, seed: int, folder: Path, longest: float = 0.4) -> Killed:
    """Play ``entry`` in a child, kill it after up to ``longest`` seconds, check the store.

    Raises:
        AssertionError: an acknowledged move was lost, or the resumed game differs.
    """
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: never returns into the test runner
        try:
            os.close(read)
            _child(entry, seed, folder, write)
        finally:
            os._exit(0)
    os.close(write)
    time.sleep(random.Random(seed).uniform(0.0, longest))
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    data = b""
    while select.select([read], [], [], 0)[0]:
        chunk = os.read(read, 65536)
        if not chunk:
            break
        data += chunk
    os.close(read)
    acknowledged: list[str] = []
    for line in data.decode().splitlines():
        if line.startswith("["):
            try:
                acknowledged = json.loads(line)
            except json.JSONDecodeError:
                pass  # the last line may be cut by the kill: it was not acknowledged
    store = Store.open(folder)
    try:
        games = store.list()
        assert len(games) <= 1, games
        stored = games[0].moves if games else []
        assert stored[:len(acknowledged)] == acknowledged, (acknowledged, stored)
        if games:
            resumed = resume_stored(store, games[0].id, "en")
            assert not isinstance(resumed, str), resumed
            history = resumed.table.history
            assert [t.move.notation for t in history] == stored
            # In flight: at most the one move being made, with the dice or cards around it
            # (a card game's opening deal is 24 chance moves saved together).
            unheard = [t for t in history[len(acknowledged):] if not t.is_chance]
            assert len(unheard) <= 1, (acknowledged, stored)
    finally:
        store.close()
    return Killed(entry.game.id, len(acknowledged), len(stored),
                  len(stored) > len(acknowledged))
