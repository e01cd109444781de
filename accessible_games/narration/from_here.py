"""From here: the moves of one selected piece said after its place, without it again.

"a1 selected: a1 to a2 or a1 to b1" said the square three times; the player has just heard it,
so each move is said from there on ("a1 selected: to a2 or b1"). The phrases are the game's
own words for its moves (``text.step``, ``text.capture``), which begin with the start; a run
of phrases that differ only in the place they end on says their first words once ("to a3, b3,
or takes c3").
"""

from __future__ import annotations

from collections.abc import Sequence


def from_here(start: str, phrases: Sequence[tuple[str, str]]) -> list[str] | None:
    """The ``phrases`` (each a move's words and the name of the place it ends on) without
    the leading ``start``, each said once, a run of phrases with the same words before their
    end place said with those words once; None when a phrase does not begin with ``start``
    (the game names the piece first: the list is then said as it is)."""
    runs = from_here_runs(start, phrases)
    return None if runs is None else [item for run in runs for item in run]


def from_here_runs(start: str, phrases: Sequence[tuple[str, str]]) -> list[list[str]] | None:
    """:func:`from_here` in its runs: each run its first phrase, then the end places of the
    phrases with the same words before them (["pushes d5 to d6", "e5", "c5"]), for a list
    whose phrases hold commas of their own and so must say where a run ends."""
    lead = f"{start} "
    runs: list[list[str]] = []
    said: set[str] = set()
    before: str | None = None
    for text, end in phrases:
        if not text.startswith(lead):
            return None
        rest = text[len(lead):]
        words = rest[:-len(end)] if end and rest.endswith(f" {end}") else None
        same = words is not None and words == before
        before = words
        key = f"{words}{end}" if same else rest
        if key in said:
            continue
        said.add(key)
        if same and runs:
            runs[-1].append(end)
        else:
            runs.append([rest])
    return runs
