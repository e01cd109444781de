"""Words for Tablut: rook moves, captures, the king's capture and escape, the throne, the board.

A move is spoken with the piece and both squares ("The Muscovites move the attacker from d1 to
d4.", to the side that moved "You move the attacker ..."), followed by one sentence for the
pieces it captured and one when the king escapes. The board is read from rank 9 down, naming
runs of neighbouring pieces of one kind and the empty throne. Two queries are describer
methods: :meth:`TablutDescriber.escape_text` (the squares the king could reach to escape) and
:meth:`TablutDescriber.threats_text` (pieces the opponent could capture next move).
"""

from __future__ import annotations

from collections.abc import Sequence

from accessible_games.engine import Event, Location, Move, Player, Reason, ReasonCode, State
from accessible_games.engine.events import Piece, PieceCaptured, PieceMoved
from accessible_games.engine.grid import algebraic
from accessible_games.games.tafl.board import (
    ATTACKER,
    ATTACKERS,
    DEFENDER,
    DEFENDERS,
    EMPTY,
    KING,
    NEIGHBOURS,
    SIZE,
    THRONE,
)
from accessible_games.games.tafl.game import Obstacle, TablutMove, TablutState
from accessible_games.narration.describer import Describer, Verbosity
from accessible_games.narration.message import Message, MessageKind
from accessible_games.narration.occupied import instead_text
from accessible_games.narration.topics import Query, Topic

_PIECE_KEYS = {ATTACKER: "attacker", DEFENDER: "defender", KING: "king"}


class TablutDescriber(Describer):
    """Tablut vocabulary in German and English."""

    full_moves = True
    """Numbered in full moves, one turn of each side ("move 3" after two moves each),
    as tafl records number them."""

    domain = "tablut"
    notation_brief = True  # "e1-e4xd4" says all of "e1 to e4 capturing d4"
    answers = {
        Topic.THREATS: (Query("threats_text"),),
        Topic.DETAILS: (Query("escape_text"),),
    }

    def location(self, location: Location) -> str:
        """The algebraic name of a square ("e5")."""
        return algebraic(location, SIZE)

    def squares(self, squares: Sequence[Location]) -> str:
        """Square names joined with "and"."""
        return self.cat.join_and([self.location(s) for s in squares])

    def _men(self, player: Player) -> dict[str, str]:
        """The words for ``player``'s men (not the king), one and several, as every other
        sentence names them ("defender", "defenders"), where "the piece on e3" said less."""
        kind = _PIECE_KEYS[ATTACKER if player == ATTACKERS else DEFENDER]
        return {"piece": self.t(f"piece.{kind}"), "pieces": self.t(f"pieces.{kind}")}

    def piece_name(self, cell: int) -> str:
        """The word for a piece kind ("attacker", "König")."""
        return self.t(f"piece.{_PIECE_KEYS[cell]}")

    def move_text(self, move: Move) -> str:
        """A move in a list of choices: "d1 to d4", "d1 to d4 capturing d5"."""
        assert isinstance(move, TablutMove)
        values = {"start": self.location(move.start), "end": self.location(move.end)}
        if move.captures:
            return self.t("text.capture", squares=self.squares(move.captures), **values)
        return self.t("text.move", **values)

    # -- moves ------------------------------------------------------------------------------

    def _state(self, state: State) -> TablutState:
        if isinstance(state, TablutState):
            return state
        raise TypeError("TablutDescriber needs a TablutState")

    def move_message(
        self, state: State, move: Move, events: Sequence[Event], mover: Player
    ) -> Message:
        """The move, the captured pieces, the king's capture or escape; ``state`` is after it."""
        assert isinstance(move, TablutMove)
        board = self._state(state)
        start, end = move.start, move.end
        king_moved = move.king
        men: list[Location] = []
        king_taken: Location | None = None
        for event in events:
            if isinstance(event, PieceMoved):
                start, end = event.path[0], event.path[-1]
                king_moved = event.piece is Piece.KING
            elif isinstance(event, PieceCaptured):
                if event.piece is Piece.KING:
                    king_taken = event.location
                else:
                    men.append(event.location)
        piece = KING if king_moved else (ATTACKER if mover == ATTACKERS else DEFENDER)
        sentences = [self.did("move.move", mover, piece=self.piece_name(piece),
                              start=self.location(start), end=self.location(end))]
        if men:
            sentences.append(self.did("move.captured", 1 - mover, len(men),
                                      squares=self.squares(men), **self._men(1 - mover)))
        if king_taken is not None:
            sentences.append(self.t("move.king_captured", square=self.location(king_taken)))
        escaped = move.escapes
        if escaped:
            sentences.append(self.t("move.escape", square=self.location(end)))
        # The king is named (speech says "the king" with every move): the squares alone left
        # a braille reader to remember where it stood.
        brief = self.did("brief.king_move" if king_moved else "brief.move", mover,
                         notation=move.notation)
        if mover == ATTACKERS and not board.is_terminal() \
                and board.king_square() in board.threatened(DEFENDERS):
            # Like check in chess: the defenders hear (and read) at once that the king is in
            # danger; verbose says it with the other threats.
            brief = self.t("brief.king_danger", move=brief)
            if self.verbosity is Verbosity.NORMAL:
                sentences.append(self.t("threat.king",
                                        square=self.location(board.king_square())))
        if mover == DEFENDERS and not board.is_terminal():
            # The king with a free way to the edge wins next move unless the attackers shut
            # it: a sighted player sees the open file; the attackers hear (and read) it at once.
            routes = board.escape_routes()
            if routes:
                # "Schweden König e5-e6, frei nach e1": the king is named once.
                brief = self.tn("brief.king_free_moved" if king_moved else "brief.king_free",
                                len(routes), move=brief, squares=self.squares(routes))
                if self.verbosity is Verbosity.NORMAL:
                    sentences.append(self.tn("escape.some", len(routes),
                                             squares=self.squares(routes)))
        if self.verbosity is Verbosity.BRIEF:
            text = brief
        else:
            text = " ".join(sentences)
            if self.verbosity is Verbosity.VERBOSE and not board.is_terminal():
                text = " ".join([text, self.status_text(board), self.escape_text(board),
                                 self.threats_text(board)])
        captured = bool(men) or king_taken is not None
        return Message(text, MessageKind.CAPTURE if captured else MessageKind.MOVE, brief)

    # -- board, counts and queries ----------------------------------------------------------

    def board_lines(self, state: State) -> list[str]:
        """One line per rank from rank 9 down: runs of pieces of one kind, the empty throne."""
        board = self._state(state)
        lines = []
        for row in range(SIZE - 1, -1, -1):
            runs: list[str] = []
            col = 0
            while col < SIZE:
                square = row * SIZE + col
                cell = board.cells[square]
                if cell == EMPTY:
                    if square == THRONE:
                        runs.append(self.t("run.throne", square=self.location(square)))
                    col += 1
                    continue
                first = col
                while col + 1 < SIZE and board.cells[row * SIZE + col + 1] == cell:
                    col += 1
                runs.append(self._run(row, first, col, cell))
                col += 1
            content = ", ".join(runs) if runs else self.t("row.empty")
            lines.append(self.t("row.line", row=row + 1, content=content))
        return lines

    def _run(self, row: int, first: int, last: int, cell: int) -> str:
        """One run of neighbouring pieces of one kind in a rank; two are said as two ("a5 and
        b5 attackers"), a run only from three on ("d1 to f1 attackers")."""
        first_name = self.location(row * SIZE + first)
        if first == last:
            return self.t("run.one", square=first_name, piece=self.piece_name(cell))
        key = "run.two" if last == first + 1 else "run.many"
        return self.t(key, first=first_name, last=self.location(row * SIZE + last),
                      pieces=self.t(f"pieces.{_PIECE_KEYS[cell]}"))

    def status_text(self, state: State) -> str:
        """The piece counts: "16 attackers, 8 defenders and the king."."""
        attackers, defenders = self._state(state).counts()
        return self.t("status", attackers=attackers, defenders=defenders)

    def escape_text(self, state: State) -> str:
        """The squares the king could reach with one move to escape."""
        routes = self._state(state).escape_routes()
        if not routes:
            return self.t("escape.none")
        return self.tn("escape.some", len(routes), squares=self.squares(routes))

    def threats_text(self, state: State) -> str:
        """For both sides, the pieces the opponent could capture with their next move."""
        board = self._state(state)
        lines = []
        for player in (board.to_move, 1 - board.to_move):
            threatened = board.threatened(player)
            if not threatened:
                continue
            king = board.king_square()
            if king in threatened:
                lines.append(self.t("threat.king", square=self.location(king)))
                threatened = [s for s in threatened if s != king]
            if threatened:
                lines.append(self.did("threat.pieces", player, len(threatened),
                                      squares=self.squares(threatened), **self._men(player)))
        return " ".join(lines) if lines else self.t("threat.none")

    def hint_notes(self, before: State, move: Move, after: State, mover: Player) -> list[str]:
        """The king's ways out (escape squares he reaches in one move) the hinted move opens,
        for the Swedes, or closes, for the Muscovites, with those still open (a capture and a
        win are told by the shared facts)."""
        if after.outcome() is not None:
            return []
        routes_before = set(self._state(before).escape_routes())
        routes_after = self._state(after).escape_routes()
        if mover == DEFENDERS:
            opened = sorted(set(routes_after) - routes_before)
            if not opened:
                return []
            return [self.tn("hint.opens", len(opened), squares=self._either(opened))]
        closed = sorted(routes_before - set(routes_after))
        if not closed:
            return []
        notes = [self.tn("hint.closes", len(closed), squares=self.squares(closed))]
        if routes_after:
            notes.append(self.tn("hint.still_open", len(routes_after),
                                 squares=self._either(routes_after)))
        return notes

    def _either(self, squares: Sequence[Location]) -> str:
        """Square names joined with "or"."""
        return self.cat.join_or([self.location(s) for s in squares])

    # -- reasons ---------------------------------------------------------------------------

    def game_reason(self, reason: Reason, state: State) -> str | None:
        """Sentences for a blocked path, the throne, a corner, a line that is not straight."""
        board = self._state(state)
        code = reason.code
        moves = self.moves_list(reason.alternatives)
        if code is ReasonCode.OPPONENT_PIECE:
            start = reason.locations[0]
            return self.t("reason.opponent_piece", start=self.location(start),
                          piece=self.piece_name(board.cells[start]),
                          player=self.player(1 - board.to_move), you=self.player(board.to_move))
        if code is ReasonCode.PIECE_HAS_NO_MOVES and reason.locations:
            return self._boxed_in(board, reason.locations[0])
        if code is ReasonCode.OCCUPIED and len(reason.locations) == 2:
            return self._taken(board, reason)
        if code is not ReasonCode.CANNOT_MOVE_THERE:
            return None
        if len(reason.locations) == 1:
            start = reason.locations[0]
            return self.t("reason.which_target", start=self.location(start),
                          piece=self.piece_name(board.cells[start]),
                          moves=self.moves_from_here(reason.alternatives))
        start, end = reason.locations[0], reason.locations[-1]
        obstacle, square = board.obstacle(start, end)
        if obstacle in (Obstacle.BLOCKED, Obstacle.NOT_STRAIGHT, Obstacle.THRONE_IN_WAY):
            # The sentence has named the piece on its square: its moves go on from there ("to
            # h4, h5, ..."), where "h3 to h4, h3 to h5, ..." said the square sixteen times.
            moves = self.moves_from_here(reason.alternatives)
        values = {"start": self.location(start), "target": self.location(end), "moves": moves,
                  "piece": self.piece_name(board.cells[start])}
        if obstacle is Obstacle.BLOCKED and square is not None:
            return self.t("reason.blocked", square=self.location(square), **values)
        if obstacle is Obstacle.NONE:
            return None
        return self.t(f"reason.{obstacle.value}", **values)

    def why_brief(self, reason: Reason, state: State) -> str | None:
        """Why a rook move cannot reach its target, in a few words for the braille line:
        "f4 is in the way", "not straight", the throne or a corner (the sentence with
        every move in words ran to seven 40-cell lines)."""
        start, end = reason.locations[0], reason.locations[-1]
        obstacle, square = self._state(state).obstacle(start, end)
        if obstacle is Obstacle.NONE:
            return None
        if obstacle is Obstacle.BLOCKED:
            return None if square is None else self.t("brief.why.blocked",
                                                       square=self.location(square))
        return self.t(f"brief.why.{obstacle.value}")

    def move_note(self, state: State, move: Move) -> str:
        """A move in a list that wins ("e3 to a3 (wins)"), after which the attackers could
        capture the king next turn (by the rules of this table: "e5 to e4 (the king can be
        captured there)", "d4 to e4 (then the king can be captured)"), that saves the king
        they could capture now ("d3 to d4 (saves the king)"), that puts the piece where the
        opponent can take it next turn ("d5 to d8 (can be taken there)"), or that opens the
        way to take others ("e4 to c4 (then e3 can be taken)"); "" otherwise.
        Play-testing:
        c4-c2 stepped between two attackers without a word, and the piece was gone at once.
        A note, not a warning: the move is played without a question, as a sacrifice may be
        meant."""
        note = self._note(state, move)
        if note is None:
            return ""
        kind, squares = note
        if kind == "opens":
            return self.tn("note.opens", len(squares), squares=self.squares(squares))
        return self.t(f"note.{kind}")

    def _note(self, state: State, move: Move) -> tuple[str, list[Location]] | None:
        """The kind of :meth:`move_note` ("wins", "king_there", "king_open", "saves_king",
        "taken", "opens") and the squares it names (the others then open to capture); None
        for none."""
        if not isinstance(move, TablutMove) or not isinstance(state, TablutState):
            return None
        mover = state.to_move
        before = set(state.threatened(mover))
        board = state.copy()  # the table's own state is never touched (a bot may read it)
        board.apply(move)
        outcome = board.outcome()
        after = set(board.threatened(mover)) if outcome is None else set()
        if outcome is not None and mover in outcome.winners:
            return "wins", []  # the king escapes, or is captured
        king = board.king_square() if outcome is None else None
        if king in after and (move.king or king not in before):
            # The king captured next turn loses the game: said before any man at risk.
            return ("king_there" if move.king else "king_open"), []
        if king is not None and state.king_square() in before and king not in after:
            return "saves_king", []  # he moves away, or the way to him is shut
        # A move that leaves him where he already could be captured is not marked: the
        # list begins by saying he is in danger (moves_heading), and every move but the few
        # that save him would carry it.
        if move.end in after:
            return "taken", []
        opened = sorted(after - before)
        if not opened:
            return None
        return "opens", opened

    def moves_heading(self, state: State) -> str:
        """Before a list of the defenders' moves while the king can be captured next move:
        "The king on e4 can be captured next move." (the moves that save him say so), or
        "..., and no move saves him."."""
        if not isinstance(state, TablutState) or state.to_move != DEFENDERS \
                or state.outcome() is not None:
            return ""
        king = state.king_square()
        if king not in state.threatened(DEFENDERS):
            return ""
        saving = any(self._note(state, m) == ("saves_king", []) for m in state.legal_moves())
        key = "moves.king_threatened" if saving else "moves.king_lost"
        return self.t(key, square=self.location(king))

    def grouped_targets(self, state: State, moves: Sequence[Move]) -> str | None:
        """The targets of ``moves`` (all from one square) in a long list, each note said
        once for all the targets it belongs to: "f4, g4, d4, or c4, after which e3 can be
        taken, and to h4 or b4 where it can be taken" (a list of the opening position said
        "(then e3 can be taken)" four times over)."""
        grouped = self._noted_targets(state, moves)
        if grouped is None:
            return None
        plain, noted = self._named(grouped[0]), grouped[1]
        parts = [self.cat.join_or(plain)] if plain else []
        for (kind, opened), targets in noted.items():
            values = {"targets": self.cat.join_or(self._named(targets))}
            if kind == "opens":
                parts.append(self.tn("targets.opens", len(opened), squares=self.squares(opened),
                                     **values))
            else:
                parts.append(self.t(f"targets.{kind}", **values))
        said = parts[0]
        for part in parts[1:]:
            key = "targets.more" if said is parts[0] and plain else "targets.more.closed"
            said = self.t(key, first=said, next=part)
        return said

    def grouped_targets_brief(self, state: State, moves: Sequence[Move]) -> str | None:
        """:meth:`grouped_targets` on the braille line: the targets with commas, each note
        in a few words after its targets, a group a sentence ("c4, c2. c5, c6: b4 at risk.
        c7, a3: at risk there"; the sentence's "and to c5 or c6, after which b4 can be
        taken, ..." ran to 214 cells); three squares or more in a row along one line as a
        stretch ("d3 to i3, b3: b4, b6 at risk": the six one by one ran the line to 141
        cells). A window ends after a sentence rather than inside one: with the notes in
        brackets and the groups joined by semicolons it ended before a bracket, and a group
        was cut from its note ("From c3, 13 moves: c4, c2; c5, c6" and "(b4 at risk); ...")."""
        grouped = self._noted_targets(state, moves)
        if grouped is None:
            return None
        plain, noted = grouped
        start = moves[0].parts[0]
        parts = [", ".join(self._stretched(start, plain))] if plain else []
        parts += [self.tn(f"brief.targets.{kind}", len(opened),
                          targets=", ".join(self._stretched(start, targets)),
                          squares=", ".join(self.location(s) for s in opened))
                  for (kind, opened), targets in noted.items()]
        return ". ".join(parts)

    def _named(self, squares: Sequence[Location]) -> list[str]:
        """The names of ``squares``."""
        return [self.location(square) for square in squares]

    def _stretched(self, start: Location, targets: Sequence[Location]) -> list[str]:
        """The names of ``targets`` (of a piece on ``start``, in the order listed), three
        or more next to each other outwards along one line said as a stretch ("d3 to i3")."""
        runs: list[list[Location]] = []
        for target in targets:
            step = _direction(start, target)
            if runs and step and _direction(start, runs[-1][-1]) == step \
                    and target == runs[-1][-1] + step:
                runs[-1].append(target)
            else:
                runs.append([target])
        return [self.t("brief.stretch", first=self.location(run[0]),
                       last=self.location(run[-1])) if len(run) >= 3
                else ", ".join(self._named(run)) for run in runs]

    def _noted_targets(self, state: State, moves: Sequence[Move]) -> tuple[
            list[Location], dict[tuple[str, tuple[Location, ...]], list[Location]]] | None:
        """The targets of ``moves`` without a note, and those with one by the note's kind
        and the squares it names (:meth:`_note`); None where they are no Tablut moves."""
        if not isinstance(state, TablutState):
            return None
        plain: list[Location] = []
        noted: dict[tuple[str, tuple[Location, ...]], list[Location]] = {}
        for move in moves:
            if not isinstance(move, TablutMove):
                return None
            note = self._note(state, move)
            target = move.end
            if note is None:
                plain.append(target)
            else:
                noted.setdefault((note[0], tuple(note[1])), []).append(target)
        return plain, noted

    def piece_on(self, state: State, start: Location) -> str:
        """The piece on ``start`` by its kind: "the defender", "der König" ("den König")."""
        cell = self._state(state).cells[start]
        if cell not in _PIECE_KEYS:
            return super().piece_on(state, start)
        return self.cased(f"the_piece.{_PIECE_KEYS[cell]}")

    def taken_by(self, state: State, target: Location) -> str | None:
        """"A defender stands on e1.", where :meth:`_taken` cannot tell how far the way goes
        (it stops earlier, at the throne); what the piece can do instead follows it
        (:mod:`..occupied`)."""
        cell = self._state(state).cells[target]
        if cell not in _PIECE_KEYS:
            return None
        return self.t(f"reason.occupied_by.{_PIECE_KEYS[cell]}", target=self.location(target))

    def _taken(self, board: TablutState, reason: Reason) -> str | None:
        """"A defender stands on d5; the attacker on d1 gets as far as d4 that way.", or
        "..., right next to the attacker on d1." when nothing lies between, followed by what
        that piece can do instead (:func:`.instead_text`); None (the common
        sentence) when the way stops earlier for another reason (the throne)."""
        start, target = reason.locations
        ends = [m.end for m in reason.alternatives if isinstance(m, TablutMove)]
        step = _direction(start, target)
        if not step:
            return None
        between = []
        square = start + step
        while square != target:
            between.append(square)
            square += step
        values = {"target": self.location(target), "start": self.location(start),
                  "piece": self.piece_name(board.cells[start])}
        there = _PIECE_KEYS[board.cells[target]]
        if not between:
            # What the piece can do instead follows, as after any taken square: "An attacker
            # stands on h6, right next to the attacker on i6." alone left the player to find
            # the moves of a piece that had them.
            return " ".join((self.t(f"reason.taken_next.{there}", **values),
                             instead_text(self, reason, board)))
        reached = [s for s in between if s in ends]
        if len(reached) != len(between):
            return None
        return self.t(f"reason.taken.{there}", last=self.location(between[-1]), **values)

    def _boxed_in(self, board: TablutState, start: Location) -> str | None:
        """"The king on e5 cannot move now: e6, f5, e4 and d5 are all taken." when every
        square next to the piece holds a piece; None (the common sentence) otherwise."""
        around = [n for n in NEIGHBOURS[start] if n is not None]
        if not around or any(board.cells[n] == EMPTY for n in around):
            return None
        return self.t("reason.boxed_in", piece=self.piece_name(board.cells[start]),
                      start=self.location(start),
                      squares=self.cat.join_and([self.location(n) for n in around]))


def _direction(start: Location, target: Location) -> int:
    """The step from ``start`` towards ``target`` along a row or a file (0: neither, or
    the same square)."""
    if start == target:
        return 0
    if start // SIZE == target // SIZE:
        return 1 if target > start else -1
    if start % SIZE == target % SIZE:
        return SIZE if target > start else -SIZE
    return 0


__all__ = ["TablutDescriber"]
