"""Runs: a line of places read as stretches of neighbouring places with the same occupant.

A listener takes in a row faster as "a7 to h7 black, c6 white" than square by square, so board
readings name the runs of one colour. :func:`find_runs` cuts any line into runs;
:class:`ColourRunsDescriber` reads a whole square board of two colours that way (Breakthrough,
Reversi, Gomoku). Its words come from the game's catalog: ``colour.<player>``, ``run.one``,
``run.two``, ``run.many``, ``row.line`` and ``row.empty``; a taken square is named by the
colour standing there (``reason.occupied_by.<player>``), where the game has those words.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from accessible_games.engine import Location, Player, State
from accessible_games.engine.grid import algebraic
from accessible_games.narration.describer import Describer

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Run(Generic[T]):
    """Neighbouring places ``first`` to ``last`` of a line (indices into it) holding ``value``."""

    first: int
    """Index of the run's first place."""
    last: int
    """Index of the run's last place."""
    value: T
    """What stands on every place of the run."""

    @property
    def count(self) -> int:
        """How many places the run covers."""
        return self.last - self.first + 1


def find_runs(values: Sequence[T | None]) -> list[Run[T]]:
    """The runs of equal values along ``values``, in order; None (an empty place) ends a run and
    belongs to none."""
    runs: list[Run[T]] = []
    index = 0
    while index < len(values):
        value = values[index]
        if value is None:
            index += 1
            continue
        first = index
        while index + 1 < len(values) and values[index + 1] == value:
            index += 1
        runs.append(Run(first, index, value))
        index += 1
    return runs


class ColourRunsDescriber(Describer):
    """A describer for a square board (the game's ``size`` option) of two colours' pieces.

    Subclasses give :meth:`owners`; the board is read by runs of one colour.
    """

    @property
    def size(self) -> int:
        """Squares per side of the game's board."""
        return int(self.game.options["size"])

    def location(self, location: Location) -> str:
        """The algebraic name of a square ("c3")."""
        return algebraic(location, self.size)

    def colour(self, player: Player) -> str:
        """The colour word used in board readings ("black", "schwarz")."""
        return self.t(f"colour.{player}")

    def owners(self, state: State) -> list[Player | None]:
        """The owner of every square (None when empty), by square index."""
        raise NotImplementedError

    def taken_by(self, state: State, target: Location) -> str | None:
        """"There is already a white disc on d4.": the game's ``reason.occupied_by.<player>``
        ({square}) for the colour on ``target``; None where it has no such words."""
        owner = self.owners(state)[target]
        key = f"reason.occupied_by.{owner}"
        if owner is None or not self.cat.has(self.key(key)):
            return None
        return self.t(key, square=self.location(target))

    def run_text(self, first: Location, last: Location, count: int, owner: Player) -> str:
        """A run of ``count`` pieces of ``owner``'s colour from ``first`` to ``last``."""
        colour = self.colour(owner)
        first_name, last_name = self.location(first), self.location(last)
        if count == 1:
            return self.t("run.one", square=first_name, colour=colour)
        if count == 2:
            return self.t("run.two", first=first_name, last=last_name, colour=colour)
        return self.t("run.many", first=first_name, last=last_name, colour=colour)

    def board_lines(self, state: State) -> list[str]:
        """One line per row from the top rank down: runs of pieces per colour, or "empty"."""
        owners = self.owners(state)
        size = self.size
        return [self.t("row.line", row=row + 1,
                       content=self._runs(owners, range(row * size, row * size + size)))
                for row in range(size - 1, -1, -1)]

    def column_line(self, state: State, column: int) -> str | None:
        """A column bottom to top in the words of a row: "g7 white, g8 and g9 black"."""
        size = self.size
        return self._runs(self.owners(state), range(column, size * size, size))

    def _runs(self, owners: Sequence[Player | None], squares: Sequence[Location]) -> str:
        """The runs of one colour along ``squares`` (a row or a column), or "empty"."""
        runs = [self.run_text(squares[run.first], squares[run.last], run.count, run.value)
                for run in find_runs([owners[square] for square in squares])]
        return ", ".join(runs) if runs else self.t("row.empty")


def number_runs(numbers: Sequence[int], shortest: int = 3) -> list[tuple[int, int]]:
    """``numbers`` (ascending) cut into ranges of consecutive numbers, ``(first, last)``; a run
    shorter than ``shortest`` is left as single numbers (``(n, n)``), so that "1 to 2" is never
    said where "1, 2" is as short."""
    ranges: list[tuple[int, int]] = []
    index = 0
    while index < len(numbers):
        end = index
        while end + 1 < len(numbers) and numbers[end + 1] == numbers[end] + 1:
            end += 1
        if end - index + 1 >= shortest:
            ranges.append((numbers[index], numbers[end]))
        else:
            ranges.extend((n, n) for n in numbers[index:end + 1])
        index = end + 1
    return ranges
