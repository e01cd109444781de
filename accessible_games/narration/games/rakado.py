"""Words for Rakado: the roll and what it allows, moves and captures, huffing, the board.

A roll is told with its consequences: how many pieces can move, which capture is compulsory,
how many pieces are blocked (and, verbose, why each is), or that no piece can move. A 6 says
the player rolls again. Moves name both squares and, for captures, the direction.

The 256 squares are read row by row from row 16 down in runs of one colour (as Breakthrough),
but a listener holds the game better by the summary (the ``details`` topic): pieces per band of
four rows, pieces home, each party's piece closest to home; and the ``threats`` topic: the
captures the current roll forces, and the pieces each party may lose at the other's next roll
with the number of faces (out of six) that take them.
"""

from __future__ import annotations

from collections.abc import Sequence

from accessible_games.engine import (
    Event,
    Location,
    Move,
    Outcome,
    Player,
    Reason,
    ReasonCode,
    State,
    TurnKind,
)
from accessible_games.engine.events import (
    ChanceRolled,
    ExtraTurn,
    Passed,
    PieceCaptured,
    PieceMoved,
)
from accessible_games.games.rakado.board import EMPTY, MAX_ROLL, NORTH, Direction, Geometry
from accessible_games.games.rakado.game import (
    Huffed,
    RakadoGame,
    RakadoRoll,
    RakadoState,
    SeatSkipped,
)
from accessible_games.games.rakado.rules import (
    Blockage,
    BlockKind,
    RakadoMove,
    blockage,
    capture_faces,
    line_blockages,
    piece_moves,
)
from accessible_games.narration.describer import Verbosity
from accessible_games.narration.message import Message, MessageKind
from accessible_games.narration.runs import ColourRunsDescriber
from accessible_games.narration.topics import Query, Topic
from accessible_games.narration.undone import undone_by_side

UNDONE_NAMED = 3
"""Up to this many moves of one seat taken back by undo are named; more are counted."""

BAND = 4
"""Rows per band in the board summary."""

MAX_NAMED = 5
"""A roll names the pieces that can move up to this many; beyond, it counts them."""

BRIEF_AT_RISK = 2
"""'why' after a hint names on the braille line up to this many pieces left in danger; beyond,
it counts them ("threats" names them all)."""


class RakadoDescriber(ColourRunsDescriber):
    """Rakado vocabulary in German and English, for two players and for two parties."""

    domain = "rakado"
    notation_brief = True  # "c3-c7" says all of "c3 to c7", "f5xf9" of "f5 takes f9"
    brief_keys = {ReasonCode.OCCUPIED: None}  # said whole: whose piece stands there, and why
    answers = {
        Topic.THREATS: (Query("threats_answer"),),
        Topic.DETAILS: (Query("summary_answer"), Query("danger_answer"), Query("blocked_answer")),
    }

    @property
    def size(self) -> int:
        """Squares per side of the grid: 16, or 17 for the star board's grid."""
        return self._geometry().size

    def _geometry(self) -> Geometry:
        game = self.game
        assert isinstance(game, RakadoGame)
        return game.geometry

    def notation_phase(self, state: State) -> str | None:
        """The seat's own examples of a move (each side goes its own way up the board):
        "second" for the North party on the Halma board (also seats 1 and 3 of four, whose
        moves go down from row 16); on the star "star" for the bottom corner, "star.north"
        for the top one of two, "star.upper_left" and "star.upper_right" of three."""
        if state.turn_kind is not TurnKind.PLAYER:
            return None
        geometry = self._geometry()
        side = geometry.side(state.to_move)
        if self.game.options["board"] != "star":
            return "second" if side == NORTH else None
        return ("star", "star.north" if geometry.sides == 2 else "star.upper_left",
                "star.upper_right")[side]

    # -- vocabulary -------------------------------------------------------------------------

    def player(self, player: Player) -> str:
        """The seat's colour name; four seats in the party game."""
        return self.t(f"player.{player}")

    def party(self, side: int) -> str:
        """A party's name: the player in the two- and three-player games, both partners in the
        party game."""
        if self.game.num_players != 4:
            return self.player(side)
        return self.t("party", first=self.player(side), second=self.player(side + 2))

    def squares(self, squares: Sequence[Location]) -> str:
        """Square names joined with "and"."""
        return self.cat.join_and([self.location(s) for s in squares])

    def move_text(self, move: Move) -> str:
        """A move in a list of choices: "c3 to c7", "c3 takes e5"."""
        if isinstance(move, RakadoRoll):
            return self.t("text.roll", roll=move.face)
        start, end = move.parts
        key = "text.capture" if getattr(move, "capture", False) else "text.step"
        return self.t(key, start=self.location(start), end=self.location(end))

    def _state(self, state: State) -> RakadoState:
        if isinstance(state, RakadoState):
            return state
        raise TypeError("RakadoDescriber needs a RakadoState")

    def owners(self, state: State) -> list[Player | None]:
        """The seat of the piece on every square (None when empty)."""
        return [None if v < 0 else v for v in self._state(state).board]

    # -- moves ------------------------------------------------------------------------------

    def move_message(self, state: State, move: Move, events: Sequence[Event],
                     mover: Player) -> Message:
        """A roll with its consequences, or a move; ``state`` is the position after it."""
        board = self._state(state)
        if isinstance(move, RakadoRoll):
            return self._roll_message(board, move.face, events)
        assert isinstance(move, RakadoMove)
        seat = mover
        sentences: list[str] = []
        captured = False
        for event in events:
            if isinstance(event, PieceMoved):
                seat = event.player
            elif isinstance(event, PieceCaptured):
                captured = True
        start, end = self.location(move.start), self.location(move.end)
        geometry = board.geometry
        home = move.end in geometry.homes[geometry.side(seat)] and move.huffed != move.end
        if captured:
            key = "move.capture_home" if home else "move.capture"
            sentences.append(self.did(key, seat, start=start, end=end,
                                      direction=self.t(f"direction.{move.direction.value}")))
        else:
            key = "move.step_home" if home else "move.step"
            sentences.append(self.did(key, seat, start=start, end=end))
        brief = self.did("brief.capture" if captured else "brief.step", seat, start=start,
                         end=end)
        for event in events:
            if isinstance(event, Huffed):
                sentences.append(self.did("move.huffed", event.player,
                                          square=self.location(event.location)))
                brief = f"{brief} {self.t('brief.huffed', square=self.location(event.location))}"
        sentences.extend(self._after_turn(events))
        kind = MessageKind.CAPTURE if captured else MessageKind.MOVE
        return self.by_verbosity(state, " ".join(sentences), brief, kind)

    def _after_turn(self, events: Sequence[Event]) -> list[str]:
        """Seats skipped and a re-roll after a 6."""
        sentences = []
        for event in events:
            if isinstance(event, SeatSkipped):
                sentences.append(self.did("skipped", event.player))
            elif isinstance(event, ExtraTurn):
                sentences.append(self.did("roll.again", event.player))
        return sentences

    def _roll_message(self, board: RakadoState, face: int, events: Sequence[Event]) -> Message:
        """"White rolled 4: 3 pieces can move. The capture on f9 is compulsory: f5 takes f9."."""
        seat = next(e.player for e in events if isinstance(e, ChanceRolled))
        name = self.player(seat)
        passed = any(isinstance(e, Passed) for e in events)
        if passed:
            # A 6 that moves nothing rolls again: the turn does not pass, and one sentence
            # says so (not "the turn passes" followed by "rolls again").
            again = any(isinstance(e, ExtraTurn) for e in events)
            stuck = [e.player for e in events if isinstance(e, SeatSkipped)]
            if not again and len(stuck) == board.players - 1:
                # Nobody else can move, so the roller rolls again: one sentence says why,
                # not "the turn passes" and "is skipped" for every roll to the end.
                others = self.cat.join_and([self.player(p) for p in stuck])
                sentences = [self.did("roll.none_alone", seat, len(stuck), roll=face,
                                      others=others)]
                events = []
            else:
                # The side whose turn it is now, by name: "der Nächste ist dran" did not say
                # who, even with two.
                sentences = [self.did("roll.none_again" if again else "roll.none", seat,
                                      roll=face, next=self.player(board.seat_in_turn))]
            events = [e for e in events if not isinstance(e, ExtraTurn)]
            brief = self.did("brief.roll_none", seat, roll=face)
        else:
            brief = self.did("brief.roll", seat, roll=face)
            captures, plains = board.moves_for(seat, face)
            if captures and not board.game.options["huffing"] and seat not in self.elsewhere:
                # The braille line of one's own roll keeps the capture it forces.
                brief = self.did("brief.roll_forced", seat, roll=face,
                                 captures=self.cat.join_or([m.notation for m in captures]))
            elif seat not in self.elsewhere:
                # ... and, as the speech does, how many pieces can move and (under huffing)
                # which capture is allowed.
                movers = len({m.start for m in captures + plains})
                key = "brief.roll_huffing" if captures else "brief.roll_movers"
                brief = self.did(key, seat, movers, roll=face,
                                 captures=self.cat.join_or([m.notation for m in captures]))
            if seat in self.elsewhere and self.verbosity is not Verbosity.VERBOSE:
                # The computer's roll: its number; the move that follows says the rest (which
                # of its pieces could have moved is for the one who moves).
                sentences = [self.t("roll.other", player=name, roll=face)]
            else:
                sentences = self.roll_lines(board, seat, face)
            if self.verbosity is Verbosity.VERBOSE:
                sentences.extend(self.blocked_lines(board, seat, face))
        sentences.extend(self._after_turn(events))
        text = " ".join(sentences)
        if self.verbosity is Verbosity.BRIEF:
            text = brief
        return Message(text, MessageKind.MOVE, brief)

    def roll_lines(self, board: RakadoState, seat: Player, face: int,
                   you: bool = False) -> list[str]:
        """What ``face`` allows ``seat``: the compulsory capture alone when there is one; else
        the pieces that can move, the captures huffing allows, the blocked pieces (named when
        few). ``you`` addresses the player (in a refusal)."""
        captures, plains = board.moves_for(seat, face)
        # A roll made for the listener's bot while she was away is the bot's ("Your bot
        # rolled 4: ..."), not hers ("You rolled 4: ...").
        bot = None if you else self.acting_bot(seat)
        prefix = "you." if (you or seat == self.you) and bot is None else ""
        roller = bot or self.player(seat)
        if captures and not board.game.options["huffing"]:
            # A compulsory capture is the only move there is: the pieces that could move
            # otherwise ("16 pieces can move") and those blocked are beside the point.
            return [self.tn(f"roll.{prefix}forced", len(captures), player=roller,
                            roll=face, captures=self.moves_list(captures))]
        movers = sorted({m.start for m in captures + plains})
        # Up to MAX_NAMED pieces are named; more are only counted.
        key = "movers" if len(movers) <= MAX_NAMED else "movers_count"
        lines = [self.tn(f"roll.{prefix}{key}", len(movers), player=roller,
                         roll=face, squares=self.squares(movers))]
        if captures:
            targets = sorted({m.end for m in captures})
            lines.append(self.tn("roll.capture_huffing", len(captures),
                                 targets=self.squares(targets),
                                 captures=self.moves_list(captures)))
        blocked = self._blocked(board, seat, face)
        if blocked:  # the few named (details says why), many counted
            key = "roll.blocked_named" if len(blocked) <= MAX_NAMED else "roll.blocked"
            lines.append(self.tn(key, len(blocked), squares=self.squares(blocked)))
        return lines

    def _blocked(self, board: RakadoState, seat: Player, face: int) -> list[Location]:
        """``seat``'s pieces on the way that have no move with ``face``."""
        geometry = board.geometry
        return [s for s in board.pieces(seat)
                if not board.is_home(s) and not piece_moves(board.board, s, face, geometry)]

    def blocked_lines(self, board: RakadoState, seat: Player, face: int) -> list[str]:
        """Each blocked piece of ``seat`` and why it cannot move with ``face``."""
        return [self.block_reason(board, square, face) for square in
                self._blocked(board, seat, face)]

    def block_reason(self, board: RakadoState, square: Location, face: int,
                     prefix: str = "block") -> str:
        """Why the piece on ``square`` cannot move with ``face``, in one sentence; ``prefix``
        "brief.block" says it in a few words, for the braille line."""
        found = blockage(board.board, square, face, board.geometry)
        start = self.location(square)
        if found is None:
            return self.t(f"{prefix}.free", start=start, roll=face)
        geometry = board.geometry
        lines = dict(line_blockages(board.board, square, face, geometry))
        if len(lines) == 2 and any(b.kind is not BlockKind.EDGE for b in lines.values()):
            # The star's two lines forward, each closed its own way: naming only the first
            # (the diagonal's piece in the way) left the other line unexplained.
            left, right = (self._line_closed(lines[d], face, prefix)
                           for d in (Direction.LEFT_FORWARD, Direction.RIGHT_FORWARD))
            return self.t(f"{prefix}.lines", start=start, roll=face, left=left, right=right)
        rows = geometry.rows_left(geometry.side(board.board[square]), square)
        target = self.location(found.square) if found.square is not None else ""
        if found.kind is BlockKind.OWN_PIECE and found.square is not None and \
                board.board[found.square] != board.board[square]:
            return self.t(f"{prefix}.team_mate", start=start, roll=face, target=target)
        if found.kind is BlockKind.OVERSHOOT:
            return self.tn(f"{prefix}.overshoot", rows, start=start, roll=face, rows=rows)
        if found.kind is BlockKind.EDGE:
            return self.t(f"{prefix}.edge", start=start, roll=face)
        return self.t(f"{prefix}.{found.kind.value}", start=start, roll=face, target=target)

    def _line_closed(self, found: Blockage, face: int, prefix: str = "block") -> str:
        """What closes one line forward to ``face`` (``block.line.<kind>``): a piece in the
        way, an own piece or a home piece on the landing hole, or the star's edge."""
        target = self.location(found.square) if found.square is not None else ""
        return self.t(f"{prefix}.line.{found.kind.value}", target=target, roll=face)

    # -- turn, status, board summary --------------------------------------------------------

    def outcome_text(self, outcome: Outcome) -> str:
        """The result: the party with more pieces home, both counts, and why the game ended."""
        why = self.t(f"end.{outcome.reason.value}")
        if not outcome.scores:
            # Ended by resignation or agreement: no pieces were counted, and "wins with 0
            # pieces home against 0" was said however many were home.
            if outcome.is_draw:
                return self.cat.text("common.result.draw", why=why)
            first = min(outcome.winners)
            if self.game.num_players == 4:
                return self.cat.text("common.result.team_win", winner=self.party(first % 2),
                                     why=why)
            return self.cat.text(self._told_result("common.result.win", outcome),
                                 winner=self.player(first), why=why)
        scores = outcome.scores
        if len(scores) == 3 and not outcome.is_draw:
            winners = sorted(outcome.winners)
            counts = [self.t("summary.count", player=self.player(seat), count=n)
                      for seat, n in enumerate(scores)]
            return self.t("result.three", why=why, won=scores[winners[0]],
                          winners=self.cat.join_and([self.player(s) for s in winners]),
                          counts=self.cat.join_and(counts))
        homes = (sum(scores[0::2]), sum(scores[1::2]))
        if outcome.is_draw:
            return self.t("result.draw", why=why, home=homes[0])
        return self._party_result("result", outcome, why)

    def _party_result(self, prefix: str, outcome: Outcome, why: str) -> str:
        """Message ``prefix.win`` (two players) or ``prefix.win_party`` (four) for a result
        with scores: the winning party and the pieces home on each side."""
        scores = outcome.scores or ()
        homes = (sum(scores[0::2]), sum(scores[1::2]))
        side = min(outcome.winners) % 2
        key = f"{prefix}.win" if self.game.num_players == 2 else f"{prefix}.win_party"
        return self.t(key, winner=self.party(side), why=why, won=homes[side],
                      lost=homes[1 - side])

    def outcome_brief(self, outcome: Outcome) -> str | None:
        """The braille line's result, the winner first ("Black wins 5 to 2 home: nobody can
        move any more."; "Game over (nobody can move any more): Black wins ..." ran to 84
        cells with the winner on the second line); None for a draw, the game of three and a
        game ended without counting."""
        if not outcome.scores or len(outcome.scores) == 3 or outcome.is_draw:
            return None
        return self._party_result("brief.result", outcome,
                                  self.t(f"end.{outcome.reason.value}"))

    def turn_text(self, state: State, you: Player | None = None) -> str:
        """Whose turn: to roll, or to move with the roll; the result when over."""
        board = self._state(state)
        outcome = board.outcome()
        if outcome is not None:
            return self.outcome_text(outcome)
        if board.roll:
            return self.turn_for("turn.move", board.seat, you, roll=board.roll)
        return self.turn_for("turn.roll", board.seat, you)

    def status_text(self, state: State) -> str:
        """Pieces home and on the way per seat: "White: 3 home, 12 on the way."."""
        return " ".join(self.t("status.seat", player=self.player(seat), home=home, away=away)
                        for seat, home, away in self._home_and_away(state))

    def status_brief(self, state: State) -> str | None:
        """:meth:`status_text` on the braille line: each seat's pieces home and on the way
        as a pair ("Home/on the way: White 0/8, Black 1/6."); four seats said whole ran to
        165 cells."""
        entries = [self.t("brief.status.entry", player=self.player(seat), home=home, away=away)
                   for seat, home, away in self._home_and_away(state)]
        return self.t("brief.status", entries=", ".join(entries))

    def apart(self, state: State) -> bool:
        """The seats' counts on a line of their own: with the turn and the move number four
        seats ran to 115 cells, two to 88 ("White, your move with 3. Home/on the way: White
        0/14, Black 0/16. Move 11.")."""
        return True

    def undo_done(self, taken: Sequence[tuple[Player, Sequence[Move]]], you: Player,
                  brief: bool = False) -> str:
        """What undo took back, each seat's moves named ("Taken back: your move (p1 to p2)
        and Black's move (h16 takes d12)."; on the braille line in notation, "Back: you
        p1-p2, Black h16xd12."), where "2 moves taken back." said nothing of which, and a
        turn after a 6 holds two moves."""
        return undone_by_side(
            self, taken, you, brief, "moves",
            lambda m: None if not isinstance(m, RakadoMove)
            else m.notation if brief else self.move_text(m), UNDONE_NAMED)

    def _home_and_away(self, state: State) -> list[tuple[Player, int, int]]:
        """Each seat with its pieces home and its pieces on the way."""
        board = self._state(state)
        counts = []
        for seat in range(board.players):
            home = board.home_count(seat)
            counts.append((seat, home, len(board.pieces(seat)) - home))
        return counts

    def summary_text(self, state: State) -> str:
        """Pieces per band of four rows, then each party's piece closest to home."""
        board = self._state(state)
        return " ".join([*self._band_lines(board), *self._closest_lines(board)])

    def _band_lines(self, board: RakadoState) -> list[str]:
        """Each band of four rows with the pieces of each seat in it."""
        lines = []
        for low, high in self._bands(board):
            counts = [self.t("summary.count", player=self.player(seat), count=n)
                      for seat in range(board.players)
                      if (n := self._in_band(board, seat, low, high))]
            content = self.cat.join_and(counts) if counts else self.t("summary.empty")
            lines.append(self.t("summary.band", first=low + 1, last=high + 1, content=content))
        return lines

    def _closest_lines(self, board: RakadoState) -> list[str]:
        """Each party's piece closest to home, or that it has none left on the way."""
        lines = []
        for side, best in enumerate(self._closest(board)):
            if best is None:
                lines.append(self.t("summary.none_left", party=self.party(side)))
            else:
                lines.append(self.tn("summary.closest", best[0], party=self.party(side),
                                     square=self.location(best[1]), rows=best[0]))
        return lines

    def summary_answer(self, state: State) -> list[Message]:
        """:meth:`summary_text` in two messages, each a braille line within two windows: the
        bands, brailled as the rows each party's race still runs, "Rows to go in all: White
        38, Black 45."; then the pieces closest to home, brailled "Lead: White a6, 10 rows;
        Black j3, 2 rows.". Said whole, band by band and seat by seat, it ran to 260 cells and
        more; the bands' counts alone, "Rows 13-16 to 1-4: 1/0/2/4, 5/2/3/2", were numbers a
        reader had to decode; both brief sentences on one line, 96 cells with two players
        and 137 with four."""
        board = self._state(state)
        totals = [self.t("brief.summary.total", party=self.party(side), rows=rows)
                  for side, rows in enumerate(self._rows_to_go(board))]
        closest = [self.t("brief.summary.none_left", party=self.party(side)) if best is None
                   else self.tn("brief.summary.closest", best[0], party=self.party(side),
                                square=self.location(best[1]), rows=best[0])
                   for side, best in enumerate(self._closest(board))]
        return [Message(" ".join(self._band_lines(board)),
                        brief=self.t("brief.summary.totals", totals=", ".join(totals))),
                Message(" ".join(self._closest_lines(board)),
                        brief=self.t("brief.summary.lead", closest="; ".join(closest)))]

    @staticmethod
    def _rows_to_go(board: RakadoState) -> list[int]:
        """Per side (party), the rows all its pieces on the way still have to go home."""
        sides, geometry = board.geometry.sides, board.geometry
        return [sum(geometry.rows_left(side, square)
                    for seat in range(side, board.players, sides)
                    for square in board.pieces(seat)) for side in range(sides)]

    @staticmethod
    def _bands(board: RakadoState) -> list[tuple[int, int]]:
        """The bands of four rows as (lowest, highest) row index, the top one first; the top
        one takes the rows left over (row 17 of the star's grid)."""
        size = board.geometry.size
        bands = size // BAND
        return [(band * BAND, size - 1 if band == bands - 1 else band * BAND + BAND - 1)
                for band in range(bands - 1, -1, -1)]

    @staticmethod
    def _in_band(board: RakadoState, seat: Player, low: int, high: int) -> int:
        """How many pieces of ``seat`` stand in the rows ``low`` to ``high``."""
        size = board.geometry.size
        return sum(1 for s in board.pieces(seat) if low <= s // size <= high)

    @staticmethod
    def _closest(board: RakadoState) -> list[tuple[int, Location] | None]:
        """Per side (party), its piece on the way closest to home as (rows left, square);
        None where it has none left on the way."""
        sides = board.geometry.sides
        found: list[tuple[int, Location] | None] = []
        for side in range(sides):
            best: tuple[int, Location] | None = None
            for seat in range(side, board.players, sides):
                for square in board.pieces(seat):
                    rows = board.geometry.rows_left(side, square)
                    if rows and (best is None or (rows, square) < best):
                        best = (rows, square)
            found.append(best)
        return found

    def blocked_text(self, state: State) -> str:
        """After a roll: the blocked pieces of the player to move and why; else nothing."""
        board = self._state(state)
        if not board.roll or board.is_terminal():
            return ""
        return " ".join(self.blocked_lines(board, board.seat, board.roll))

    def blocked_answer(self, state: State) -> Message:
        """:meth:`blocked_text`, brailled in a few words per piece ("a3 cannot move 4: a5 is
        in the way."; the sentence, "The piece on a3 cannot move 4: the piece on a5 is in
        the way, and pieces are never jumped.", ran to 94 cells for one piece)."""
        board = self._state(state)
        if not board.roll or board.is_terminal():
            return Message("")
        brief = " ".join(self.block_reason(board, square, board.roll, "brief.block")
                         for square in self._blocked(board, board.seat, board.roll))
        return Message(self.blocked_text(board), brief=brief or None)

    def danger(self, board: RakadoState, side: int,
               attacker: Player | None = None) -> list[tuple[Location, int]]:
        """``side``'s pieces the other party (or only its seat ``attacker``) could take at its
        next roll, with the number of faces (of six) that allow it, a1 first."""
        faces = capture_faces(board.board, side, board.geometry, attacker)
        return sorted((square, len(found)) for square, found in faces.items())

    def hint_notes(self, before: State, move: Move, after: State, mover: Player) -> list[str]:
        """After a hinted move, which of the mover's pieces the opponents' next rolls can
        take, with their chances, or that none can (the common sentence "your opponent has
        nothing to take" looked only at the reply to no roll at all, and so was said even of
        a piece left where a 4 takes it). Nothing when the mover rolls again or the game is
        over."""
        board = self._state(after)
        if board.is_terminal() or board.seat == mover:
            return []
        endangered = self.danger(board, board.geometry.side(mover))
        when = self.t("hint.next_roll" if self.game.num_players == 2 else "hint.next_rolls")
        if not endangered:
            return [self.t(self.briefly("hint.safe"), when=when)]
        brief = self.verbosity is Verbosity.BRIEF
        if brief and len(endangered) > BRIEF_AT_RISK:  # the squares ran to 90 cells
            return [self.tn("hint.exposed_count.brief", len(endangered))]
        piece = "brief.threat.piece" if brief else "threat.piece"
        pieces = self.cat.join_and([
            self.t(piece, square=self.location(square), faces=n, sides=MAX_ROLL)
            for square, n in endangered])
        return [self.tn(self.briefly("hint.exposed"), len(endangered), when=when,
                        pieces=pieces)]

    def threats_text(self, state: State) -> str:
        """The captures the roll forces now, then the pieces in danger at the next roll."""
        board = self._state(state)
        lines = self._forced_now(board) + self.danger_lines(board)
        return " ".join(lines) or self.t("threat.none")

    def threats_answer(self, state: State) -> Message:
        """:meth:`threats_text`, its braille line the forced captures in notation and the
        pieces in danger in :meth:`danger_brief`'s few words (four seats said whole ran to
        300 cells and more)."""
        board = self._state(state)
        now = board.compulsory_captures() if board.roll and not board.is_terminal() else []
        brief = [self.tn("brief.threat.now", len(now), player=self.player(board.seat),
                         captures=self.brief_moves(now))] if now else []
        danger = self.danger_brief(board)
        brief += [danger] if danger else []
        return Message(self.threats_text(board),
                       brief=" ".join(brief) or None)

    def _forced_now(self, board: RakadoState) -> list[str]:
        """The captures the roll forces now, if any."""
        if not board.roll or board.is_terminal():
            return []
        captures = board.compulsory_captures()
        return [self.tn("threat.now", len(captures), player=self.player(board.seat),
                        captures=self.moves_list(captures))] if captures else []

    def danger_text(self, state: State) -> str:
        """The pieces in danger at the next roll, with the share of faces that take each (the
        board summary's last part)."""
        return " ".join(self.danger_lines(self._state(state))) or self.t("threat.none")

    def danger_answer(self, state: State) -> Message:
        """:meth:`danger_text`, brailled as :meth:`danger_brief`."""
        board = self._state(state)
        return Message(self.danger_text(board), brief=self.danger_brief(board))

    def danger_brief(self, board: RakadoState) -> str | None:
        """The pieces in danger on the braille line: per roll to come, in the order they
        come (the most urgent first), who rolls and the squares with their chances, "Next
        rolls can take: Black f5 1/6; White c5 1/6, f7 1/6."; with three sides, per side
        the squares it can lose. None when nothing is in danger."""
        three = board.geometry.sides == 3
        entries = [self.t("brief.threat.entry", name=self.party(side) if three else other,
                          pieces=", ".join(
                              self.t("brief.threat.piece", square=self.location(square),
                                     faces=n, sides=MAX_ROLL) for square, n in endangered))
                   for side, other, endangered in self._endangered(board) if endangered]
        if not entries:
            return None
        return self.t("brief.threat.at_risk" if three else "brief.threat.by_roll",
                      entries="; ".join(entries))

    def danger_lines(self, board: RakadoState) -> list[str]:
        """Per party with pieces in danger at the next roll: those pieces, with their faces
        (:meth:`_endangered`)."""
        lines = []
        for side, other, endangered in self._endangered(board):
            if endangered:
                pieces = self.cat.join_and([
                    self.t("threat.piece", square=self.location(square), faces=n, sides=MAX_ROLL)
                    for square, n in endangered])
                key = "threat.danger" if board.geometry.sides == 2 else "threat.danger_three"
                # Two sides: the one whose roll threatens is named (not "the other side").
                lines.append(self.tn(key, len(endangered), party=self.party(side),
                                     other=other if key == "threat.danger" else "",
                                     pieces=pieces))
        return lines

    def _endangered(self, board: RakadoState) -> list[tuple[int, str, list[tuple[Location, int]]]]:
        """Per side that can lose pieces, who can take them and those pieces with their faces.
        In the party game each opponent rolls a die of its own, so the pieces are told per
        seat that can take them, in the order the seats roll."""
        if self.game.num_players == 4:
            first = board.seat + 1 if board.roll else board.seat
            found = []
            for step in range(4):
                seat = (first + step) % 4
                side = 1 - board.geometry.side(seat)
                found.append((side, self.player(seat), self.danger(board, side, seat)))
        else:
            found = [(side, self.party(1 - side), self.danger(board, side))
                     for side in range(board.geometry.sides)]
        return found

    def dice_lines(self, state: State) -> list[str]:
        """The dice zone's account of the dice now (session/dice_zone.py adds the last rolls).

        After a roll: what it allows (the pieces that can move, the compulsory captures, the
        blocked pieces), then each blocked piece and why. Before the roll: whose roll it is and
        what the coming roll may take, with its chances. At the end: the result.
        """
        board = self._state(state)
        if board.is_terminal():
            return [self.turn_text(board)]
        if not board.roll:
            return [self.turn_text(board), self.threats_text(board)]
        seat, roll = board.seat, board.roll
        return self.roll_lines(board, seat, roll) + self.blocked_lines(board, seat, roll)

    def roll_told(self, state: State) -> tuple[int, int] | None:
        """(seat, face) of the roll :meth:`dice_lines` tells, None before a roll and at the
        end (the dice zone then leaves out a list of the last rolls that holds only it)."""
        board = self._state(state)
        if board.is_terminal() or not board.roll:
            return None
        return board.seat, board.roll

    # -- reasons ----------------------------------------------------------------------------

    def game_reason(self, reason: Reason, state: State) -> str | None:
        """Sentences for the roll not yet made, a compulsory capture, a blocked piece, a wrong
        target."""
        board = self._state(state)
        code = reason.code
        if code is ReasonCode.NOT_YOUR_TURN and not board.roll:
            return self.t("reason.not_rolled", player=self.player(board.seat))
        if code is ReasonCode.CAPTURE_MANDATORY:
            return " ".join(self.roll_lines(board, board.seat, board.roll, you=True))
        if code is ReasonCode.PIECE_HAS_NO_MOVES and reason.locations:
            own = [m for m in board.legal_moves()]
            return " ".join([self.block_reason(board, reason.locations[0], board.roll),
                             self.t("reason.instead", moves=self.moves_list(own))])
        if code is ReasonCode.CANNOT_MOVE_THERE and len(reason.locations) == 2:
            start, end = reason.locations
            # The piece's moves said from its square on ("Possible: to a3."; "It can go: a1
            # to a3." named the square twice).
            values = {"start": self.location(start), "end": self.location(end),
                      "roll": board.roll, "moves": self.moves_from_here(reason.alternatives)}
            why = self.why_not_there(board, start, end)
            if why is None:
                return self.t("reason.cannot_move_there", **values)
            return self.t("reason.cannot_move_there_why", why=why, **values)
        if code is ReasonCode.CANNOT_MOVE_THERE and len(reason.locations) == 1:
            return self.t("reason.which_target", start=self.location(reason.locations[0]),
                          moves=self.moves_from_here(reason.alternatives))
        return None

    def why_not_there(self, board: RakadoState, start: Location, end: Location,
                      prefix: str = "why") -> str | None:
        """Why the piece on ``start`` cannot land on ``end`` with the roll: ``end`` off its
        lines, at another distance than the roll, empty off the straight line (there a piece
        only captures), or a piece in the way; None when none of these says it. ``prefix``
        "brief.why" says it in a few words, for the braille line."""
        geometry = board.geometry
        side = geometry.side(board.board[start])
        target = self.location(end)
        for ray in geometry.rays[side][start]:
            if end not in ray.squares:
                continue
            steps = ray.squares.index(end) + 1
            if steps != board.roll:
                return self.tn(f"{prefix}.distance", steps, end=target, steps=steps)
            between = [s for s in ray.squares[:steps - 1] if board.board[s] != EMPTY]
            if between:
                return self.t(f"{prefix}.in_the_way", target=self.location(between[0]))
            if not ray.moves and board.board[end] == EMPTY:
                return self.t(f"{prefix}.capture_only", end=target)
            return None
        return self.t(f"{prefix}.off_line", start=self.location(start), end=target)

    def reason_brief(self, reason: Reason, state: State) -> str | None:
        """A blocked piece on the braille line: why it cannot move the roll, then the moves
        there are ("c3 cannot move 4: c4 is in the way. Moves: f5xf9."); a move refused for
        a compulsory capture, the roll and the captures in notation. It stays a method:
        why picks one of several sentences by the board (:meth:`block_reason`), and the moves
        follow only where there are any, which a catalog key and its values cannot. A wrong
        target goes by the shared table (:meth:`brief_values`, :meth:`why_brief`)."""
        board = self._state(state)
        if reason.code is ReasonCode.CAPTURE_MANDATORY and board.roll:
            # As the roll's own braille line: "You rolled 4, must capture: h10xh14 or
            # f10xf14." (the sentence, "... und musst schlagen, 2 Möglichkeiten: h10 schlägt
            # h14 oder f10 schlägt f14.", ran to 91 cells in German)
            return self.t("brief.roll_forced.you", roll=board.roll,
                          captures=self.brief_moves(board.compulsory_captures()))
        if reason.code is not ReasonCode.PIECE_HAS_NO_MOVES or not reason.locations:
            return super().reason_brief(reason, state)
        blocked = self.block_reason(board, reason.locations[0], board.roll, "brief.block")
        moves = self.brief_moves(board.legal_moves())
        return f"{blocked} {self.t('brief.instead', moves=moves)}" if moves else blocked

    def brief_values(self, reason: Reason, state: State) -> dict[str, object] | None:
        """A wrong target on the braille line with the roll ("n10-j8 with 4: off its lines.
        Moves: n10-n14."; the sentence ran to six 40-cell lines)."""
        values = super().brief_values(reason, state)
        if values is not None:
            values["roll"] = self._state(state).roll
        return values

    def why_brief(self, reason: Reason, state: State) -> str | None:
        """Why the piece cannot reach the target with the roll, in a few words ("c4 is in
        the way"); None where only the sentence knows."""
        start, end = reason.locations[0], reason.locations[-1]
        return self.why_not_there(self._state(state), start, end, "brief.why")

    def taken_by(self, state: State, target: Location) -> str | None:
        """"Your own piece stands on b1." (a partner's, who is never captured); what the piece
        can do instead follows it (:mod:`..occupied`). None for an opponent's piece (a move
        onto it captures it)."""
        board = self._state(state)
        owner = board.board[target]
        side = self._geometry().side
        if owner < 0 or side(owner) != side(board.seat):
            return None
        key = "reason.own_piece" if owner == board.seat else "reason.partner_piece"
        return self.t(key, end=self.location(target))


__all__ = ["RakadoDescriber"]
