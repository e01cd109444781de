"""Words for Breakthrough: steps, diagonal captures, reaching the far row, threats, the board.

A move is spoken with both squares ("White moves from a2 to a3.", "Black b7 takes c6."), and a move
onto the far row says so. The board is read from the top rank down, naming runs of neighbouring
pieces of one colour ("row 7: a7 to h7 black"). The threats query names, for both sides, the
pieces the opponent can take next and the pieces one step from the goal row.
"""

from __future__ import annotations

from collections.abc import Sequence

from accessible_games.engine import Event, Location, Move, Player, Reason, ReasonCode, State
from accessible_games.engine.events import PieceCaptured, PieceMoved
from accessible_games.games.breakthrough.game import BreakthroughState
from accessible_games.narration.describer import Verbosity
from accessible_games.narration.message import Message, MessageKind
from accessible_games.narration.runs import ColourRunsDescriber
from accessible_games.narration.topics import Query, Topic


class BreakthroughDescriber(ColourRunsDescriber):
    """Breakthrough vocabulary in German and English."""

    full_moves = True
    """Numbered in full moves, one turn of each side ("move 3" after two moves each),
    as chess players number them."""

    domain = "breakthrough"
    notation_brief = True  # "c3xd4" says all of "c3 takes d4"
    answers = {Topic.THREATS: (Query("threats_text"),)}

    def squares(self, squares: Sequence[Location]) -> str:
        """Square names joined with "and"."""
        return self.cat.join_and([self.location(s) for s in squares])

    def move_text(self, move: Move) -> str:
        """A move in a list of choices: "a2 to a3", "b2 takes c3"."""
        start, end = move.parts
        key = "text.capture" if getattr(move, "capture", False) else "text.step"
        return self.t(key, start=self.location(start), end=self.location(end))

    # -- moves ------------------------------------------------------------------------------

    def move_message(
        self, state: State, move: Move, events: Sequence[Event], mover: Player
    ) -> Message:
        """A step or a capture, and whether it reached the far row; ``state`` is after it."""
        start, end = move.parts
        captured = False
        for event in events:
            if isinstance(event, PieceMoved):
                start, end = event.path[0], event.path[-1]
            elif isinstance(event, PieceCaptured):
                captured = True
        goal = state.geo.goal_rows[mover] >> end & 1 if isinstance(state, BreakthroughState) else 0
        kind = "capture" if captured else "step"
        if goal:
            kind += "_goal"
        start_name, end_name = self.location(start), self.location(end)
        text = self.did(f"move.{kind}", mover, start=start_name, end=end_name)
        # The brief form (all a braille reader gets) says a winning move won, as the text does.
        brief = self.did(f"brief.{kind}", mover, start=start_name, end=end_name)
        runner = not goal and isinstance(state, BreakthroughState) \
            and end in state.runners(mover)
        if runner:
            # One step from the goal is told with the move, as check is in chess: the braille
            # line showed "Black h3-h2." and the player lost to h2-g1 the move after.
            brief = f"{brief} {self.t('brief.runner')}"
        if self.verbosity is Verbosity.BRIEF:
            text = brief
        elif self.verbosity is Verbosity.VERBOSE and not state.is_terminal():
            # Verbose adds the piece counts and what is now threatened.
            text = " ".join([text, self.status_text(state), *self.threat_lines(state)])
        elif runner:
            text = f"{text} {self.t('move.runner', end=end_name)}"
        return Message(text, MessageKind.CAPTURE if captured else MessageKind.MOVE, brief)

    # -- board, counts and threats --------------------------------------------------------------

    def _state(self, state: State) -> BreakthroughState:
        if isinstance(state, BreakthroughState):
            return state
        raise TypeError("BreakthroughDescriber needs a BreakthroughState")

    def owners(self, state: State) -> list[Player | None]:
        """The owner of the piece on every square (None when empty), by square index."""
        board = self._state(state)
        return [board.cell(square) for square in range(self.size * self.size)]

    def status_text(self, state: State) -> str:
        """The piece counts: "White 16 pieces, Black 15 pieces."."""
        white, black = self._state(state).counts()
        return self.t("status", white=white, black=black)

    def threat_lines(self, state: State) -> list[str]:
        """For both sides: pieces the opponent can take next, pieces one step from the goal."""
        board = self._state(state)
        lines = []
        for player in (board.to_move, 1 - board.to_move):
            attacked = board.attacked(player)
            if attacked:
                lines.append(self.did("threat.attacked", player, len(attacked),
                                      squares=self.squares(attacked)))
            runners = board.runners(player)
            if runners:
                lines.append(self.did("threat.runners", player, len(runners),
                                      squares=self.squares(runners)))
        if not lines:
            lines.append(self.t("threat.none"))
        return lines

    def threats_text(self, state: State) -> str:
        """The threats query in one text (see :meth:`threat_lines`)."""
        return " ".join(self.threat_lines(state))

    def hint_notes(self, before: State, move: Move, after: State, mover: Player) -> list[str]:
        """That nothing can stop the piece any more: it reaches the goal row first and wins
        (a capture, a win now and what the opponent can take are told by the shared facts);
        else, for a step that takes nothing, what it aims at (:meth:`_quiet_notes`)."""
        board = self._state(after)
        if board.outcome() is not None:
            return []
        end = move.parts[-1]
        steps = board.breakaway(end)
        if steps:
            return [self.tn("hint.breakaway", steps, square=self.location(end))]
        if getattr(move, "capture", False):
            return []
        return self._quiet_notes(self._state(before), board, end, mover)

    def _quiet_notes(self, before: BreakthroughState, after: BreakthroughState, end: Location,
                     mover: Player) -> list[str]:
        """For a step that takes nothing: the opponent's advanced pieces it stops ("every step
        forward from there can be taken"), the attacked pieces of its own it now covers, and
        where it stands: taken there, it is taken back from ...; or nothing can take it there,
        so many rows from the far row."""
        other = 1 - mover
        near = max(3, after.geo.size // 2 - 1)
        stopped = [sq for sq in range(after.geo.squares)
                   if after.cell(sq) == other and after.geo.rows_to_goal(other, sq) <= near
                   and before.safe_steps(sq) and not after.safe_steps(sq)
                   and after.can_step(sq)]
        notes = []
        if stopped:
            notes.append(self.tn("hint.stops", len(stopped), squares=self.squares(stopped)))
        covered = [sq for sq in after.attacked(mover)
                   if sq != end and end in after.takers(mover, sq)
                   and len(before.takers(mover, sq)) < len(after.takers(mover, sq))]
        if covered:
            notes.append(self.tn("hint.covers", len(covered), squares=self.squares(covered)))
        if end in after.attacked(mover):
            backers = after.takers(mover, end)
            if backers:
                notes.append(self.t("hint.taken_back", square=self.location(end),
                                    squares=self.cat.join_or(
                                        [self.location(sq) for sq in backers])))
        elif not notes:
            notes.append(self.tn("hint.safe_step", after.geo.rows_to_goal(mover, end),
                                 square=self.location(end)))
        return notes

    # -- reasons -------------------------------------------------------------------------------

    def taken_by(self, state: State, target: Location) -> str | None:
        """"Your own piece stands on d5.", or for an opposing piece straight ahead "d5 is not
        empty, and pieces capture only diagonally."; what the piece can do instead follows
        it (:mod:`..occupied`)."""
        board = self._state(state)
        key = "reason.own_piece" if board.cell(target) == board.to_move \
            else "reason.straight_blocked"
        return self.t(key, end=self.location(target))

    def game_reason(self, reason: Reason, state: State) -> str | None:
        """Sentences for a missing target and a square off the board."""
        code = reason.code
        places = [self.location(s) for s in reason.locations]
        if code is ReasonCode.PIECE_HAS_NO_MOVES and len(reason.locations) == 1:
            return self._stuck(self._state(state), reason.locations[0])
        if code is ReasonCode.CANNOT_MOVE_THERE and len(reason.locations) == 1:
            moves = reason.alternatives
            if moves and all(getattr(m, "capture", False) for m in moves):
                # "Type where the piece on d4 should go: takes c5 or e5." read as a fragment.
                ends = self.cat.join_or([self.location(m.parts[-1]) for m in moves])
                return self.t("reason.which_target_takes", start=places[0], ends=ends)
            return self.t("reason.which_target", start=places[0],
                          moves=self.moves_from_here(moves))
        if code is ReasonCode.CANNOT_MOVE_THERE and len(reason.locations) == 2:
            return self.t("reason.cannot_move_there", start=places[0], end=places[1],
                          moves=self.moves_from_here(reason.alternatives))
        return None

    def _stuck(self, board: BreakthroughState, start: Location) -> str:
        """Why the piece on ``start`` has no move: the square straight ahead is taken, and
        own pieces stand on the squares diagonally ahead."""
        player = board.cell(start)
        assert player is not None  # the engine names a piece that cannot move
        steps = board.geo.steps[player][start]
        ahead = [s.target for s in steps if not s.diagonal]
        sides = [s.target for s in steps if s.diagonal]
        return self.tn("reason.stuck", len(sides), start=self.location(start),
                       ahead=self.squares(ahead), squares=self.squares(sides))


__all__ = ["BreakthroughDescriber"]
