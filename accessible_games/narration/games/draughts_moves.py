"""How every draughts game tells a move: English checkers and the other variants alike.

A step or a whole capture is one sentence: the piece, where it started, every piece it took,
the squares it passed on the way when it jumped more than once, where it landed and whether it
was crowned (a Russian man crowned in mid-capture is said to be crowned there and to go on as
a king). The player who moved hears it in the second person ("Du schlägst von 32 aus 28 und 19
über 23 und landest auf 14."), everyone else with the piece and its colour as the subject of
the same verb ("Der weiße Stein schlägt von 32 aus 28 und 19 über 23 und landet auf 14.",
"The white man moves from 32 to 28."). The words are the draughts family's
(``draughts.move.*``, the pieces ``draughts.piece.<colour>.<man|king>``, English checkers
included); the describers name the squares and the colours.
"""

from __future__ import annotations

from collections.abc import Sequence

from accessible_games.engine import Event, Location, Move, Player, State
from accessible_games.engine.events import Piece, PieceCaptured, PieceMoved, Promoted
from accessible_games.games.draughts.move import DraughtsMove
from accessible_games.narration.games.capture_threats import CaptureThreatsDescriber
from accessible_games.narration.message import Message, MessageKind


def draughts_move_facts(move: Move, events: Sequence[Event]
                        ) -> tuple[Piece, tuple[Location, ...], list[Location], bool]:
    """What a draughts move did, from its events: the piece that moved, its path, the squares
    of the pieces taken and whether it was crowned."""
    piece = Piece.MAN
    path: tuple[Location, ...] = move.parts
    captured: list[Location] = []
    crowned = False
    for event in events:
        if isinstance(event, PieceMoved):
            piece, path = event.piece, event.path
        elif isinstance(event, PieceCaptured):
            captured.append(event.location)
        elif isinstance(event, Promoted):
            crowned = True
    return piece, path, captured, crowned


class DraughtsMoveWords(CaptureThreatsDescriber):
    """The move sentences and the list entries of the draughts family; a subclass gives
    ``size``, :meth:`location` and, where the first player is not Black, :meth:`colour`."""

    size = 8

    def colour(self, player: Player) -> str:
        """The catalog word for a player's colour: Black moves first, as in English
        checkers."""
        return "black" if player == 0 else "white"

    def piece_name(self, player: Player, piece: Piece) -> str:
        """A piece with its article, the subject of a move sentence: "The white man",
        "Die schwarze Dame" (``draughts.piece.*``, the one set of words for the family)."""
        return self.t(f"piece.{self.colour(player)}.{piece.value}")

    def move_text(self, move: Move) -> str:
        """A move in a list of choices: "32 to 28", "c3 takes d4 and f6 by way of e5 and
        lands on g7" (:meth:`jumps_text`)."""
        if isinstance(move, DraughtsMove) and move.captured:
            return self.jumps_text(move.path, move.captured)
        parts = move.parts
        return self.t("text.step", start=self.location(parts[0]), end=self.location(parts[-1]))

    def _crowned_at(self, player: Player, path: Sequence[Location]) -> Location:
        """Where a man was crowned during its move: the first crowning-row square it reached
        (only differs from the end when the variant crowns in mid-capture, Russian)."""
        crown_row = self.size - 1 if player == 0 else 0
        for square in path[1:]:
            if square // self.size == crown_row:
                return square
        return path[-1]

    def move_message(self, state: State, move: Move, events: Sequence[Event],
                     mover: Player) -> Message:
        """A step or a whole capture, told to the listener in the second person when they
        made it. ``state`` is the position after the move."""
        piece, path, captured, crowned = draughts_move_facts(move, events)
        values: dict[str, object] = {
            "piece": self.piece_name(mover, piece),
            "start": self.location(path[0]),
            "end": self.location(path[-1]),
        }
        if not captured:
            key = "move.step_crowned" if crowned else "move.step"
        else:
            values["captured"] = self.cat.join_and([self.location(s) for s in captured])
            key = "move.capture"
            if len(path) > 2:
                key = "move.capture_path"
                values["via"] = self.cat.join_and([self.location(s) for s in path[1:-1]])
            if crowned:
                where = self._crowned_at(mover, path)
                if where != path[-1]:
                    key = "move.capture_crowned_midway"
                    values["crown"] = self.location(where)
                else:
                    key += "_crowned"
        text = self.did(key, mover, None, **values)
        brief = self.did("brief.crowned" if crowned else "brief.move", mover,
                         move=move.notation)
        return self.by_verbosity(state, text, brief,
                                 MessageKind.CAPTURE if captured else MessageKind.MOVE)
