"""Runs of one side's moves told again by ``last`` and ``since``: the summary first, then each
move, numbered.

A computer's turn in Congkak may be 27 sowings in a row, told as they came as a summary and the
last sowing (:meth:`.Describer.run_told`). ``last`` then read the 27 sowings one after the other
with nothing before them to say how many were coming; now it says the summary again, then
"1 of 27: ...", "2 of 27: ...", each a message of its own, which the next key cuts short.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from accessible_games.engine import State
from accessible_games.engine.types import CHANCE
from accessible_games.narration.describer import Describer
from accessible_games.narration.message import Message
from accessible_games.session.hearing import Heard
from accessible_games.session.words import SessionWords

Tell = Callable[[list[Heard]], list[Message]]
"""Tells moves heard again to the listener (:meth:`.Hearing.told_to`)."""


def runs_of(heard: Sequence[Heard]) -> list[list[Heard]]:
    """``heard`` parted into runs of moves in a row by one side (a roll, each alone)."""
    runs: list[list[Heard]] = []
    for one in heard:
        if runs and one.mover != CHANCE and runs[-1][-1].mover == one.mover:
            runs[-1].append(one)
        else:
            runs.append([one])
    return runs


def retold_with_runs(heard: Sequence[Heard], tell: Tell, describer: Describer, state: State,
                     words: SessionWords) -> list[Message]:
    """The moves ``heard`` told again (``tell``), a run the describer sums up
    (:meth:`.Describer.run_told`) led by its summary and each of its moves numbered ("3 of
    27: North sows 4 seeds from house 4. ..."; the braille line "3/27 North: house 4, ...");
    the news a move brought follows it unnumbered."""
    said: list[Message] = []
    for run in runs_of(heard):
        summary = None if len(run) < 2 else describer.run_told(
            state, [h.events for h in run], run[0].mover, retold=True)
        if summary is None:
            said += tell(run)
            continue
        said.append(replace(summary, mover=run[0].mover, audience=run[-1].message.audience))
        for number, one in enumerate(run, 1):
            move, *news = tell([one])
            values = {"number": number, "count": len(run)}
            said.append(replace(move, text=words.text("last.run_step", move=move.text, **values),
                                brief=words.text("last.run_step.brief", move=move.short,
                                                 **values)))
            said += news
    return said


__all__ = ["retold_with_runs", "runs_of"]
