"""The threats query for games whose danger is a capture on the next turn (the draughts family).

A listener cannot see which pieces hang. "threats" answers in two sentences: the captures the
side to move can make now, and the captures the opponent could make if it were the opponent's
turn, naming the squares of the pieces at risk first ("White threatens d4 and f6: e5 takes d4
or g7 takes f6."). The words are in the common catalog (``common.threats.*``) so every game
that uses this mixin speaks them the same way.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from accessible_games.engine import Location, Move, Player, State
from accessible_games.narration.describer import Describer
from accessible_games.narration.topics import Query, Topic


class CaptureBoard(Protocol):
    """A state that can list a side's captures regardless of whose turn it is."""

    def captures_for(self, player: Player) -> Sequence[Move]: ...

    @property
    def to_move(self) -> Player: ...


class CaptureThreatsDescriber(Describer):
    """A Describer whose THREATS topic comes from ``state.captures_for``."""

    answers = {Topic.THREATS: (Query("capture_threats_text"),)}

    def capture_threats_text(self, state: State) -> list[str]:
        """What the side to move can take now, then what the opponent threatens to take."""
        if state.outcome() is not None:
            return []
        board: CaptureBoard = state  # type: ignore[assignment]
        mover = board.to_move
        own = list(board.captures_for(mover))
        theirs = list(board.captures_for(1 - mover))
        lines = []
        if own:  # told to the listener when the side to move is theirs ("You can take now")
            lines.append(self.did("threats.can_take", mover, moves=self._capture_list(own)))
        else:
            lines.append(self.did("threats.cannot_take", mover))
        other = self.player(1 - mover)
        if theirs:
            at_risk = sorted({square for move in theirs for square in _captured(move)},
                             key=self.location_order)
            places = self.threatened(at_risk)
            lines.append(self.t("threats.opponent", player=other, places=places,
                                moves=self._capture_list(theirs)))
        else:
            lines.append(self.t("threats.opponent_none", player=other))
        return lines

    def location_order(self, location: Location) -> int:
        """Sort key for squares named in a list (games with numbered squares override)."""
        return location

    def threatened(self, locations: Sequence[Location]) -> str:
        """The places at risk in the opponent's threats, in order, joined with "and": by
        default by their names (:meth:`location`); a game may name the listener's own places
        as theirs (mancala: "your houses 2 and 3")."""
        return self.cat.join_and([self.location(location) for location in locations])

    def capture_text(self, move: Move) -> str:
        """One capture in a list (games add what it takes)."""
        return self.move_text(move)

    def jumps_text(self, path: Sequence[Location], captured: Sequence[Location]) -> str:
        """A capture in a list of moves, from the start on ``path`` (the start, then every
        square it lands on) over the ``captured`` pieces: "c3 takes d4 and lands on e5"; a
        capture of several jumps names the squares between in order ("c3 takes d4 and f6 by
        way of e5 and lands on g7": "c3 takes d4 and f6 and lands on g7" left the way to
        guess, and two such captures from c3 to g7 sounded alike). The game's
        ``text.capture`` and ``text.capture_path``."""
        values: dict[str, object] = {
            "start": self.location(path[0]), "end": self.location(path[-1]),
            "captured": self.cat.join_and([self.location(s) for s in captured])}
        if len(path) > 2:
            return self.t("text.capture_path", via=self.cat.join_and(
                [self.location(s) for s in path[1:-1]]), **values)
        return self.t("text.capture", **values)

    def _capture_list(self, moves: Sequence[Move]) -> str:
        return self.cat.join_or([self.capture_text(move) for move in moves])


def _captured(move: Move) -> tuple[Location, ...]:
    return tuple(getattr(move, "captured", ()))
