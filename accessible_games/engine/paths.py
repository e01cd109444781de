"""Moves of one piece: from a start to a target, or along a path of landing places.

:class:`FromToMove` takes one piece from ``start`` to ``end`` (Breakthrough, Tablut);
:class:`PathMove` carries it from its start through every landing place to its end, so a step is
a path of two places and a chain of jumps names every landing (Alquerque, the Halma family). The
move's ``parts`` are the places in order, so the move builder asks for each in turn.
"""

from __future__ import annotations

from dataclasses import dataclass

from accessible_games.engine.types import Location, Move


@dataclass(frozen=True, slots=True)
class FromToMove(Move):
    """A move of one piece from ``start`` to ``end``; subclasses add what their game needs and
    the notation."""

    start: Location
    """The place the piece leaves."""
    end: Location
    """The place the piece arrives on."""

    @property
    def parts(self) -> tuple[Location, ...]:
        """(start, end)."""
        return (self.start, self.end)


@dataclass(frozen=True, slots=True)
class PathMove(Move):
    """A move of one piece along ``path``; subclasses add what their game needs and the notation."""

    path: tuple[Location, ...]
    """Start place, then each landing place."""

    @property
    def parts(self) -> tuple[Location, ...]:
        """The path."""
        return self.path

    @property
    def start(self) -> Location:
        """The place the piece leaves."""
        return self.path[0]

    @property
    def end(self) -> Location:
        """The place the piece ends on."""
        return self.path[-1]
