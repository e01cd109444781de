"""Words for Alquerque: points, steps, captures with their path, forfeits, the board and its lines.

Points are named algebraically ("c3"; a1 is White's lower-left corner). The board is read row
by row from row 5 (Black's side) down to row 1, each row naming its pieces by colour; a last
line says which points have diagonal lines, since that is what a listener cannot see: diagonals
pass only through the points whose letter and number are both odd or both even (a1, c3, e5,
b2, d4 ...), every other point has only straight lines.
"""

from __future__ import annotations

from collections.abc import Sequence

from accessible_games.engine import Event, Location, Move, Outcome, Player, Reason, State
from accessible_games.engine.details import DetailedOutcome, RuleReason
from accessible_games.engine.events import PieceCaptured, PieceMoved
from accessible_games.engine.jumps import Forfeited
from accessible_games.games.alquerque.game import GRAPH, AlquerqueEnd, AlquerqueRule, AlquerqueState
from accessible_games.games.alquerque.notation import AlquerqueMove
from accessible_games.narration.describer import Verbosity
from accessible_games.narration.games.capture_threats import CaptureThreatsDescriber
from accessible_games.narration.message import Message, MessageKind
from accessible_games.narration.occupied import stuck_text


class AlquerqueDescriber(CaptureThreatsDescriber):
    """Alquerque vocabulary in German and English."""

    full_moves = True
    """Numbered in full moves, one turn of each side ("move 3" after two moves each),
    as draughts players number them."""

    domain = "alquerque"
    notation_brief = True  # "c3xe5" says all of "c3 takes d4 to e5", "huff c3" of "remove c3"

    def location(self, location: Location) -> str:
        """The algebraic name of a point ("c3")."""
        return GRAPH.name(location)

    def points(self, points: Sequence[Location]) -> str:
        """Points joined with "and"."""
        return self.cat.join_and([self.location(p) for p in points])

    def move_text(self, move: Move) -> str:
        """A move in a list of choices: "c2 to c3", "c3 takes d4 and d5 by way of e5 and lands
        on c5" (:meth:`jumps_text`), "remove c3"."""
        if isinstance(move, AlquerqueMove):
            if move.huff:
                return self.t("text.huff", point=self.location(move.start))
            if move.captured:
                return self.jumps_text(move.parts, move.captured)
        parts = move.parts
        return self.t("text.step", start=self.location(parts[0]), end=self.location(parts[-1]))

    # -- moves ------------------------------------------------------------------------------

    def move_message(self, state: State, move: Move, events: Sequence[Event],
                     mover: Player) -> Message:
        """A step or a whole capture, then any forfeit, from the events.

        ``state`` is the position after the move.
        """
        sentences = []
        path: tuple[Location, ...] = move.parts
        captured: list[Location] = []
        forfeited: list[Location] = []
        for event in events:
            if isinstance(event, PieceMoved):
                path = event.path
            elif isinstance(event, PieceCaptured):
                captured.append(event.location)
            elif isinstance(event, Forfeited):
                forfeited.append(event.location)
        # The listener's own moves are told in the second person ("Du ziehst von c2 nach
        # c3."), as in every other game ("Weiß zieht" was said to White's player).
        if isinstance(move, AlquerqueMove) and move.huff:
            sentences.append(self.did("move.huff", mover, point=self.location(move.start)))
        elif captured:
            # Every point it lands on, in order ("from c1 by way of c3 and e3 to e1"): start
            # and end alone left a player replaying it on a board to find the way.
            key = "move.capture_path" if len(path) > 2 else "move.capture"
            sentences.append(self.did(key, mover, start=self.location(path[0]),
                                      via=self.points(path[1:-1]),
                                      captured=self.points(captured),
                                      end=self.location(path[-1])))
        else:
            sentences.append(self.did("move.step", mover, start=self.location(path[0]),
                                      end=self.location(path[-1])))
        for point in forfeited:
            if not (isinstance(move, AlquerqueMove) and move.huff):
                sentences.append(self.did("move.forfeit", mover, point=self.location(point)))
        if isinstance(state, AlquerqueState) and state.pending:
            sentences.append(self.did("move.forfeit_choice", mover,
                                      chooser=self.player(state.to_move),
                                      points=self.points(state.pending)))
        text = " ".join(sentences)
        brief = self.did("brief.move", mover, move=move.notation)
        is_huff = isinstance(move, AlquerqueMove) and move.huff
        if not is_huff and (forfeited or (isinstance(state, AlquerqueState) and state.pending)):
            brief = self.did("brief.forfeit", mover, move=move.notation)
        if self.verbosity is Verbosity.BRIEF:
            text = brief
        elif self.verbosity is Verbosity.VERBOSE:
            text = f"{text} {self.status_text(state)}"
        kind = MessageKind.CAPTURE if captured or forfeited else MessageKind.MOVE
        return Message(text, kind, brief)

    # -- board and counts -------------------------------------------------------------------

    @staticmethod
    def _state(state: State) -> AlquerqueState:
        if isinstance(state, AlquerqueState):
            return state
        raise TypeError("AlquerqueDescriber needs an AlquerqueState")

    def board_lines(self, state: State) -> list[str]:
        """Rows 5 to 1 with their pieces, then the points that have diagonal lines."""
        board = self._state(state)
        lines = []
        for row in range(GRAPH.height - 1, -1, -1):
            texts = []
            for player in (0, 1):
                found = [GRAPH.at(c, row) for c in range(GRAPH.width)
                         if board.board[GRAPH.at(c, row)] == player]
                if found:
                    texts.append(self.tn(f"row.group.{player}", len(found),
                                         points=self.points(found)))
            content = self.t("row.separator").join(texts) if texts else self.t("row.empty")
            lines.append(self.t("row.line", row=row + 1, content=content))
        diagonal = [p for p in GRAPH.points if GRAPH.has_diagonals(p)]
        lines.append(self.t("board.diagonals", points=self.points(diagonal)))
        return lines

    def status_text(self, state: State) -> str:
        """Pieces per side, and a pending forfeit choice."""
        board = self._state(state)
        parts = [self.t("status.side", player=self.player(p),
                        pieces=self.tn("status.pieces", board.count(p))) for p in (0, 1)]
        if board.pending and not board.is_terminal():
            parts.append(self.t("status.forfeit_choice", chooser=self.player(board.to_move),
                                points=self.cat.join_or([self.location(p)
                                                         for p in board.pending])))
        return " ".join(parts)

    # -- reasons and results -----------------------------------------------------------------

    def taken_by(self, state: State, target: Location) -> str | None:
        """"c3 is taken by one of your own pieces." (an opposing piece); what the piece can do
        instead follows it (:mod:`..occupied`)."""
        board = self._state(state)
        owner = board.board[target]
        if owner not in (0, 1):
            return None
        whose = "own" if owner == board.to_move else "other"
        return self.t(f"reason.occupied_by.{whose}", target=self.location(target))

    def game_reason(self, reason: Reason, state: State) -> str | None:
        """Sentences for Alquerque's own rules (no return, far row, no backward moves ...)."""
        if not isinstance(reason, RuleReason) or not isinstance(reason.rule, AlquerqueRule):
            return None
        rule = reason.rule
        if rule is AlquerqueRule.CHOOSE_FORFEIT:
            return self.t("reason.choose_forfeit", moves=self.moves_list(reason.alternatives))
        names = [self.location(p) for p in reason.locations]
        start, target = names[0], names[1]
        text = self.t(f"reason.{rule.value}", start=start, target=target)
        if reason.alternatives:
            return " ".join((text, self.t("reason.can_play", start=start,
                                          moves=self.moves_from_here(reason.alternatives))))
        return " ".join((text, stuck_text(self, state, reason.locations[0])))

    def why_brief(self, reason: Reason, state: State) -> str | None:
        """Alquerque's rule a refused move broke, in a few words for the braille line
        ("d2-b3: one step or one jump. Moves: d2-d3, d2-c3, and 3 more."; the rule's sentence
        and every move in words ran to seven 40-cell lines)."""
        if not isinstance(reason, RuleReason) or not isinstance(reason.rule, AlquerqueRule) \
                or reason.rule is AlquerqueRule.CHOOSE_FORFEIT:
            return None
        return self.t(f"brief.why.{reason.rule.value}")

    def outcome_text(self, outcome: Outcome) -> str:
        """The result with the seed's points."""
        if not isinstance(outcome, DetailedOutcome) or not isinstance(outcome.detail,
                                                                      AlquerqueEnd):
            return super().outcome_text(outcome)
        winner = min(outcome.winners)
        scores = outcome.scores or (0, 0)
        values = {"winner": self.player(winner), "loser": self.player(1 - winner),
                  "a": scores[winner], "b": scores[1 - winner]}
        if outcome.detail is AlquerqueEnd.ALL_TAKEN:  # 2 for the win, 2 per piece kept
            return self.result_tn("result.all_taken", (scores[winner] - 2) // 2, outcome,
                                  **values)
        # Blocked: 2 for the win, and 1 per piece more to whoever has more (the loser too);
        # "wins 4 to 0 points" alone left the player to work out where the 4 came from.
        if scores[winner] > 2:
            return self.result_tn("result.blocked_more", scores[winner] - 2, outcome, **values)
        if scores[1 - winner]:
            return self.result_tn("result.blocked_fewer", scores[1 - winner], outcome, **values)
        return self.result_t(f"result.{outcome.detail.value}", outcome, **values)

    def outcome_brief(self, outcome: Outcome) -> str | None:
        """The result on the braille line, the winner and the points first ("White wins 14 to
        0: Black has no pieces left; 2 for the win, 2 each for 6 kept."); the sentence ran to
        135 cells, the winner on its second line."""
        if not isinstance(outcome, DetailedOutcome) or not isinstance(outcome.detail,
                                                                      AlquerqueEnd):
            return None
        winner = min(outcome.winners)
        scores = outcome.scores or (0, 0)
        values = {"winner": self.player(winner), "loser": self.player(1 - winner),
                  "a": scores[winner], "b": scores[1 - winner]}
        if outcome.detail is AlquerqueEnd.ALL_TAKEN:
            return self.result_tn("brief.result.all_taken", (scores[winner] - 2) // 2, outcome,
                                  **values)
        return self.result_t(f"brief.result.{outcome.detail.value}", outcome, **values)
