"""The journal (group commit): messages wait until their table's entries are written, a
flush writes every table changed before it began, messages made during a flush wait for the
next one, and a table whose write failed is never told."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field

from accessible_games.online.journal import Journal
from tests.online.helpers import run


@dataclass(eq=False)
class Table:
    """What the journal asks of a table: its id."""

    id: int


@dataclass(eq=False)
class Watcher:
    """What the journal asks of a connection: send_text."""

    got: list[str] = field(default_factory=list)

    def send_text(self, text: str) -> None:
        self.got.append(text)


def test_messages_wait_for_the_write_of_their_table():
    async def scenario():
        writes: list[list[int]] = []
        release = asyncio.Event()

        async def write(dirty):
            writes.append([t.id for t in dirty])
            told.append(list(ann.got))           # what was sent when each write began
            await release.wait()
            return {2: RuntimeError("disk full")} if len(writes) == 1 else {}

        journal = Journal(write)
        one, two, ann, bob = Table(1), Table(2), Watcher(), Watcher()
        told: list[list[str]] = []
        journal.changed(one)
        journal.hold(1, ann, "one: seq 1")
        journal.changed(two)
        journal.hold(2, bob, "two: seq 1")
        first = journal.flushed()
        await asyncio.sleep(0.01)                # the flush is writing, nothing is sent
        assert writes == [[1, 2]] and ann.got == [] and bob.got == []
        journal.changed(one)                     # a change while the flush writes ...
        journal.hold(1, ann, "one: seq 2")
        second = journal.flushed()
        assert second is not first
        release.set()
        assert await first == {2: journal_error(await first)}
        await second                             # ... is told after its own write
        assert writes == [[1, 2], [1]] and told == [[], ["one: seq 1"]]
        assert ann.got == ["one: seq 1", "one: seq 2"]
        assert bob.got == []                     # table 2's write failed: never told
        assert not journal.waiting
    run(scenario(), 10)


def journal_error(failures):
    """The failure of table 2, checked to be the writer's."""
    error = failures[2]
    assert isinstance(error, RuntimeError) and str(error) == "disk full"
    return error


def test_a_writer_that_raises_fails_every_table_of_the_flush():
    async def scenario():
        async def write(dirty):
            raise OSError("gone")

        journal = Journal(write)
        ann = Watcher()
        journal.changed(Table(7))
        journal.hold(7, ann, "seven")
        failures = await journal.flushed()
        assert list(failures) == [7] and isinstance(failures[7], OSError)
        assert ann.got == []
    run(scenario(), 10)
