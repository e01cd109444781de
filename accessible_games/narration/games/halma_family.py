"""Words for the Halma family: Wolf und Schafe, Blockade, Räuber und Gendarm, Halma-Dame, Eckdame.

Squares are named algebraically (a1 is the first player's lower-left corner). Messages live in
the ``halma`` domain; a game's own wording is looked up first as ``halma.<game id>.<key>``
(player and piece names, the backward rule, the wolf's endings), then ``halma.<key>``, then
``common.<key>``.

Boards are read so that a listener can hold them: the draughts-board games row by row from
row 8 down to row 1; Eckdame's board stands on its corner, so it is read by the rows of the
turned board, from White's corner h8 down to Black's corner a1, each row from its a8 side to
its h1 side, after a sentence that says how the board stands. Formation games say how far each
side is: "Black: 3 of 9 target squares filled; missing: h8, g7 ...".
"""

from __future__ import annotations

from collections.abc import Sequence

from accessible_games.engine import (
    EndReason,
    Event,
    Location,
    Move,
    Outcome,
    Player,
    Reason,
    State,
)
from accessible_games.engine.details import DetailedOutcome, RuleReason
from accessible_games.engine.events import Passed, PieceMoved
from accessible_games.engine.grid import algebraic
from accessible_games.engine.groups import GroupRemoved, groups_of
from accessible_games.engine.jumps import owner_at
from accessible_games.games.halma_family.evaluation import progress
from accessible_games.games.halma_family.game import HalmaEnd, HalmaRule, HalmaState
from accessible_games.games.halma_family.notation import HalmaMove
from accessible_games.games.halma_family.variants import ECKDAME, Goal, NoMove
from accessible_games.narration.catalog import capitalized
from accessible_games.narration.describer import Describer
from accessible_games.narration.message import Message, MessageKind
from accessible_games.narration.occupied import stuck_text
from accessible_games.narration.topics import Query, Topic

SIZE = 8


def jumped(path: Sequence[Location]) -> list[Location]:
    """The squares hopped over along a path of landings (the midpoints)."""
    over = []
    for a, b in zip(path, path[1:]):
        column = (a % SIZE + b % SIZE) // 2
        row = (a // SIZE + b // SIZE) // 2
        over.append(row * SIZE + column)
    return over


BRIEF_HOME_SQUARES = 4
"""The braille line's start-square warnings list the stones still there up to this many, and
count them beyond ("Start counts for White from move 40: 12 stones."; the twelve squares ran
the warning to 100 cells); "threats" and "board" name them."""

BRIEF_REMOVED_SQUARES = 8
"""The braille line of a Blockade move lists the stones it takes off up to this many, and
counts them beyond ("White h4-g3, removed 12 stones"; the twelve squares ran to 82 cells);
speech names them, "board" shows the squares they left."""

DEADLINE_NEAR = 10
"""A rule that decides the game at a move number is told in the status and the threats once
a side has this many of its moves or fewer left before it: the stones still on a side's start
squares before the home deadline, and before the blocked target rule (fill_after) comes into
force, and the end at the move limit."""

class HalmaFamilyDescriber(Describer):
    """One describer for the five games; the game id picks the wording."""

    domain = "halma"
    dark_squares_only = True
    notation_brief = True
    answers = {Topic.THREATS: (Query("halma_threats_text"),)}
    full_moves = True
    """The rules count each side's moves ("after 30 of their own moves"), so "move 31" is
    the one after each side has made 30, as in draughts."""

    # -- text helpers ------------------------------------------------------------------------

    def key(self, key: str) -> str:
        """``halma.<game id>.<key>`` if present (the wolf's and the sheep's words), else the
        family's or the common one (:meth:`.Describer.key`), so that every sentence, the shared
        refusals too, takes the game's own wording where it has one."""
        own = f"{self.domain}.{self.game.id}.{key}"
        return own if self.cat.has(own) else super().key(key)

    def player(self, player: Player) -> str:
        """The side's name ("Black", "the wolf")."""
        return self.t(f"player.{player}")

    def location(self, location: Location) -> str:
        """The algebraic name of a square."""
        return algebraic(location, SIZE)

    def squares(self, squares: Sequence[Location]) -> str:
        """Squares joined with "and"."""
        return self.cat.join_and([self.location(s) for s in squares])

    def move_text(self, move: Move) -> str:
        """A move in a list: "c3 to d4", "c3 hops to c7", "c3 hops to e5 and on to c7" (a
        chain names every square it lands on: "c3 hops to c7" left the way to guess),
        "pass"."""
        if isinstance(move, HalmaMove):
            if move.is_pass:
                return self.t("text.pass")
            if move.jump and len(move.path) > 2:
                return self.t("text.hop_chain", start=self.location(move.start),
                              end=self.location(move.end),
                              via=self.squares(move.path[1:-1]))
            key = "text.hop" if move.jump else "text.step"
            return self.t(key, start=self.location(move.start), end=self.location(move.end))
        return move.notation

    def hop_legs(self, path: Sequence[Location]) -> str:
        """The hops of a chain along ``path`` (its start, then every landing square), each
        with the square it hops over and where it lands: "over d6 to e5 and over f4 to g3"
        ("from c7 over d6 and f4 to g3" left out e5, where it landed between)."""
        return self.cat.join_and([self.t("hop_leg", over=self.location(over),
                                         to=self.location(to))
                                  for over, to in zip(jumped(path), path[1:], strict=True)])

    def said_whole(self, moves: Sequence[Move]) -> bool:
        """A piece that can hop: a long list says its moves whole from its square on ("b2 to
        b3 or c2, or it hops to d4 or d6"), as its own list does; the targets alone ("b2 to
        b3, c2, d4 or d6") lost the hop (:meth:`Describer.said_whole`)."""
        return any(isinstance(m, HalmaMove) and m.jump for m in moves)

    def move_alone(self, state: State, move: Move) -> str:
        """A hint's move; in Wolf und Schafe with the piece ("sheep a1 to b2"), as the squares
        alone do not tell the wolf's player which of the two sides a suggestion moves."""
        return self._piece_steps(state, [move]) or self.move_text(move)

    def piece_moves(self, state: State, moves: Sequence[Move]) -> str:
        """A selected piece's moves after its square; in Wolf und Schafe with the piece
        ("d8 selected: wolf to e7 or c7"), where "d8 to e7 or d8 to c7" named neither and
        "wolf d8 to e7 or c7" named the square again."""
        return (self._piece_steps(state, moves, "text.piece_step_here")
                or super().piece_moves(state, moves))

    def _piece_steps(self, state: State, moves: Sequence[Move],
                     key: str = "text.piece_step") -> str | None:
        """Steps of one piece from one square with the piece's word, said by ``key``, in a
        game that has the words (``key``, ``piece_word.<side>``); None elsewhere, or for
        hops, passes and moves from several squares."""
        if not self.cat.has(f"halma.{self.game.id}.{key}"):
            return None
        steps = [m for m in moves if isinstance(m, HalmaMove) and not m.jump and not m.is_pass]
        starts = {m.start for m in steps}
        if len(steps) != len(moves) or len(starts) != 1:
            return None
        start = steps[0].start
        owner = owner_at(self._state(state).board, start)
        if owner is None:
            return None
        return self.t(key, piece=self.t(f"piece_word.{owner}"),
                      start=self.location(start),
                      end=self.cat.join_or([self.location(m.end) for m in steps]))

    # -- moves -------------------------------------------------------------------------------

    def move_message(self, state: State, move: Move, events: Sequence[Event],
                     mover: Player) -> Message:
        """A step, a chain of hops or a pass, then removed groups and reaching the goal.

        ``state`` is the position after the move.
        """
        sentences = []
        removed: list[str] = []
        # Stones taken off, by their owner, told once per owner ("You lose 2 blocked stones:
        # a1 and a3." where two groups were "Black loses the blocked stone on a1. Black loses
        # the blocked stone on a3."), to their owner in the second person.
        lost: dict[Player, list[Location]] = {}
        piece = self.t(f"piece.{mover}")
        for event in events:
            # Told to the person who moved in the second person ("You move from b2 to c3."), as
            # every other game tells a player's own move (:meth:`did`).
            if isinstance(event, Passed):
                sentences.append(self.did("move.pass", event.player))
            elif isinstance(event, PieceMoved):
                path = event.path
                start, end = self.location(path[0]), self.location(path[-1])
                if isinstance(move, HalmaMove) and move.jump and len(path) > 2:
                    sentences.append(self.did("move.hop_chain", mover, piece=piece,
                                              start=start, legs=self.hop_legs(path)))
                elif isinstance(move, HalmaMove) and move.jump:
                    sentences.append(self.did("move.hop", mover, piece=piece, start=start,
                                              end=end, over=self.squares(jumped(path))))
                else:
                    sentences.append(self.did("move.step", mover, piece=piece, start=start,
                                              end=end, own=self._your_piece(mover)))
            elif isinstance(event, GroupRemoved):
                removed += [self.location(location) for location in event.locations]
                lost.setdefault(event.player, []).extend(event.locations)
        sentences += [self.did("move.removed", owner, len(squares), squares=self.squares(squares))
                      for owner, squares in lost.items()]
        text = " ".join(sentences)
        # The player's own move on the braille line is its notation alone, as in every other
        # game ("f6-g7"; it was "Schafe f6-g7").
        brief = self.did("brief.move", mover, move=move.notation)
        if removed:
            # The braille line names the stones taken off, as the spoken sentence does.
            brief = self.did("brief.removed", mover, move=move.notation,
                             squares=self.tn("brief.removed_stones", len(removed))
                             if len(removed) > BRIEF_REMOVED_SQUARES else ", ".join(removed))
        return self.by_verbosity(state, text, brief,
                                 MessageKind.CAPTURE if removed else MessageKind.MOVE)

    def _your_piece(self, mover: Player) -> str | None:
        """The piece ``mover`` moves, as its player is told they moved it ("You move the wolf
        from h8 to g7.", "a sheep"), in a game whose sides have pieces of their own kinds
        (``your_piece.<side>``); None elsewhere, where "You move from b2 to c3." says all."""
        key = f"{self.domain}.{self.game.id}.your_piece.{mover}"
        return self.cat.text(key) if self.cat.has(key) else None

    # -- board and counts --------------------------------------------------------------------

    @staticmethod
    def _state(state: State) -> HalmaState:
        if isinstance(state, HalmaState):
            return state
        raise TypeError("HalmaFamilyDescriber needs a HalmaState")

    def _row_content(self, state: HalmaState, squares: Sequence[Location]) -> str:
        texts = []
        for player in (0, 1):
            found = [s for s in squares if state.board[s] == player]
            if found:
                texts.append(self.tn(f"row.group.{player}", len(found),
                                     squares=self.squares(found)))
        return self.t("row.separator").join(texts) if texts else self.t("row.empty")

    def column_line(self, state: State, column: int) -> str | None:
        """A column in the words of a row: "black stones on a1 and a3; white stone on a7"
        (it was every place, "a1, black stone; a3, black stone; a5, empty; a7, white
        stone")."""
        return self._row_content(self._state(state), range(column, SIZE * SIZE, SIZE))

    def board_lines(self, state: State) -> list[str]:
        """Rows 8 to 1, or Eckdame's turned rows from h8 to a1; then the goals' progress."""
        board = self._state(state)
        lines = []
        if board.variant is ECKDAME:
            lines.append(self.t("board.corner"))
            for row in range(14, -1, -1):
                squares = [c + (row - c) * SIZE for c in range(SIZE) if 0 <= row - c < SIZE]
                content = self._row_content(board, squares)
                if len(squares) == 1:
                    lines.append(self.t("row.corner_single", row=row + 1,
                                        square=self.location(squares[0]), content=content))
                else:
                    lines.append(self.t("row.corner_line", row=row + 1,
                                        first=self.location(squares[0]),
                                        last=self.location(squares[-1]), content=content))
        else:
            for row in range(SIZE - 1, -1, -1):
                squares = [row * SIZE + c for c in range(SIZE)]
                lines.append(self.t("row.line", row=row + 1,
                                    content=self._row_content(board, squares)))
        if board.variant.goal is Goal.FORMATION:
            lines += [self.formation_text(board, p) for p in (0, 1)]
        return lines

    def formation_text(self, state: HalmaState, player: Player) -> str:
        """"Black: 3 of 9 target squares filled; missing: h8, g7." and who blocks them."""
        status = state.formation(player)
        if status.complete:
            return self.t("formation.complete", player=self.player(player))
        text = self.tn("formation.progress", len(status.missing), player=self.player(player),
                       home=len(status.home), total=status.total,
                       missing=self.squares(status.missing))
        if status.blocked:
            # Every missing square held by the other side (at the start: eight or nine of
            # them) is said once, not listed a second time.
            key = "blocked_all" if status.blocked == status.missing else "blocked"
            text = " ".join((text, self.tn(f"formation.{key}", len(status.blocked),
                                           squares=self.squares(status.blocked),
                                           other=self.player(1 - player))))
        return text

    def status_text(self, state: State) -> str:
        """Per game: pieces and endangered groups, goal progress, or where wolf and sheep are."""
        board = self._state(state)
        goal = board.variant.goal
        if goal is Goal.FORMATION:
            return " ".join([*(self.formation_text(board, p) for p in (0, 1)),
                             *self.status_warnings(state)])
        if goal is Goal.WOLF:
            return self.t("status.wolf", wolf=self.squares(board.pieces(1)),
                          sheep=self.squares(board.pieces(0)))
        parts = []
        for player in (0, 1):
            parts.append(self.t("status.side", player=self.player(player),
                                stones=self.tn("status.stones", len(board.pieces(player)))))
            parts += self._dangers(board, player)
        return " ".join(parts)

    def status_brief(self, state: State) -> str | None:
        """The standing in a few cells: each side's target squares filled ("Target squares
        filled: Black 0 of 9, White 0 of 9."; the squares missing and who blocks them are on
        "board"), Blockade's stones and the last free square of each group down to one
        ("Stones: Black 12, White 11. Last free: Black b2, c5, g5."; each group with its
        stones, "a1 and a3 only b2 free; d6 only c5 free; ...", ran to 134 cells, and
        "threats" names them), the wolf's and the sheep's squares."""
        board = self._state(state)
        goal = board.variant.goal
        if goal is Goal.FORMATION:
            filled = [board.formation(p) for p in (0, 1)]
            return " ".join([self.t("brief.formation", first=self.player(0),
                                    second=self.player(1), first_home=len(filled[0].home),
                                    second_home=len(filled[1].home), total=filled[0].total),
                             *self.status_warnings(state, brief=True)])
        if goal is Goal.WOLF:
            return self.t("brief.wolf", wolf=self.brief_squares(board.pieces(1)),
                          sheep=self.brief_squares(board.pieces(0)))
        stones = [len(board.pieces(player)) for player in (0, 1)]
        parts = [self.t("brief.stones", first=self.player(0), second=self.player(1),
                        first_count=stones[0], second_count=stones[1])]
        # The last free square of each side's groups down to one, without the stones
        # ("threats" names them: "The 2 stones on a1 and a3 have only b2 free next to them.").
        last = [self.t("brief.last_free.side", player=self.player(player),
                       squares=self.brief_squares([free for free, _ in hemmed]))
                for player in (0, 1) if (hemmed := self._hemmed(board, player))]
        if last:
            parts.append(self.t("brief.last_free", sides="; ".join(last)))
        return " ".join(parts)

    def apart(self, state: State) -> bool:
        """Blockade tells its standing apart from the turn: "Black, your turn. Stones: Black
        12, White 12. Last free: Black d2, b4; White e5, g5. Move 8." ran to 107 cells."""
        return self._state(state).variant.goal is Goal.LAST_MOVE

    def status_warnings(self, state: State, brief: bool = False) -> list[str]:
        """The deadlines near (:meth:`deadlines`), told by "status" after the standing."""
        return self.deadlines(self._state(state), brief)

    def deadlines(self, board: HalmaState, brief: bool = False) -> list[str]:
        """The rules that decide a race game at a move number, from :data:`DEADLINE_NEAR`
        moves before: a player at the board counts no moves, and Eckdame was lost at move 30,
        Räuber und Gendarm at the blocked target rule from move 40 and Eckdame at its move
        limit without a word before. ``brief``: for the braille line. Nothing once the game
        is over (the verbose move that ends it reads the status after it)."""
        if board.variant.goal is not Goal.FORMATION or board.is_terminal():
            return []
        return [*self.start_deadlines(board, brief), *self.fill_warnings(board, brief),
                *self.limit_warning(board, brief)]

    def _home_stones(self, board: HalmaState, player: Player) -> list[Location]:
        """``player``'s stones still on their start squares, in order."""
        return sorted(q for q in board.homes[player] if board.board[q] == player)

    def start_deadlines(self, board: HalmaState, brief: bool = False) -> list[str]:
        """Who must still clear their start squares, by which of their moves, and the stones
        still there ("You must clear your start squares by move 30; still on them: c1 and
        a5."), for a side with :data:`DEADLINE_NEAR` moves or fewer left before the deadline
        (Halma-Dame's and Eckdame's home_deadline). ``brief``: for the braille line ("Clear
        start by move 30: c1, a5")."""
        deadline = board.home_deadline
        return self._home_warnings(board, deadline, "deadline", brief) if deadline else []

    def fill_warnings(self, board: HalmaState, brief: bool = False) -> list[str]:
        """The blocked target rule (fill_after) near for a side with stones still on its
        start squares, which are the other side's target squares: once it is in force the
        other side wins by taking the rest of them ("After your move 40, White wins as soon
        as White's stones take all the rest of your start squares; your stones still stand on
        c1 and a5."). Nothing where the home deadline comes first: a stone left there loses
        by that rule."""
        after = board.fill_after
        if not after or (board.home_deadline and board.home_deadline <= after):
            return []
        return self._home_warnings(board, after, "fill_near", brief)

    def _home_warnings(self, board: HalmaState, by: int, key: str, brief: bool) -> list[str]:
        """Message ``key`` (``brief.<key>`` for the braille line) for each side with stones
        still on its start squares and :data:`DEADLINE_NEAR` moves or fewer before its move
        ``by``: the move ({count}), the other side ({other}) and the stones ({squares})."""
        warned = {player: left for player in (0, 1)
                  if (left := self._home_stones(board, player))
                  and by - board.turns_made(player) <= DEADLINE_NEAR}
        if brief and len(warned) == 2:
            # Both sides at once in one sentence, each side's stones counted: the two
            # sentences, each with the other side's name, ran the status to 200 cells.
            return [self.t(f"brief.{key}.both", count=by, first=self.player(0),
                           second=self.player(1), first_count=len(warned[0]),
                           second_count=len(warned[1]))]
        said = []
        for player, left in warned.items():
            squares = self._home_squares_brief(left) if brief else self.squares(left)
            said.append(self.did(f"brief.{key}" if brief else key, player, count=by,
                                 other=self.player(1 - player), squares=squares))
        return said

    def _home_squares_brief(self, left: Sequence[Location]) -> str:
        """The stones still on a side's start squares on the braille line: their squares, or
        beyond :data:`BRIEF_HOME_SQUARES` their number ("12 stones")."""
        if len(left) > BRIEF_HOME_SQUARES:
            return self.tn("brief.home_stones", len(left))
        return self.brief_squares(left)

    def limit_warning(self, board: HalmaState, brief: bool = False) -> list[str]:
        """The end at the move limit near ("The game ends after move 100, in 4 moves; then
        the side with more stones on target squares wins."); the status says how many each
        side has there."""
        limit = board.move_limit
        left = limit - board.plies // 2
        if not limit or left > DEADLINE_NEAR:
            return []
        if brief:
            return [self.t("brief.limit_near", limit=limit)]
        return [self.tn("limit_near", left, limit=limit)]

    def brief_squares(self, squares: Sequence[Location]) -> str:
        """Squares joined with commas, as the braille line lists them."""
        return ", ".join(self.location(s) for s in squares)

    def _dangers(self, board: HalmaState, player: Player) -> list[str]:
        """Blockade: ``player``'s stones down to their last free neighbouring square, one
        sentence per square ("The 3 stones on a1, c1 and c3 have only b2 free next to them.";
        each group said its own "has only b2 free" before)."""
        return [self.tn("status.danger", len(stones), squares=self.squares(stones),
                        free=self.location(free))
                for free, stones in self._hemmed(board, player)]

    def _hemmed(self, board: HalmaState, player: Player) -> list[tuple[Location,
                                                                         list[Location]]]:
        """Blockade: each last free square of ``player``'s stones with the stones (in order)
        that have only it left next to them, the squares in the order of their first stone."""
        by_free: dict[Location, set[Location]] = {}
        for group, liberties in groups_of(board.graph, board.board, player,
                                          board.variant.steps[0]):
            if len(liberties) == 1:
                by_free.setdefault(next(iter(liberties)), set()).update(group)
        return sorted(((free, sorted(stones)) for free, stones in by_free.items()),
                      key=lambda item: item[1][0])

    def halma_threats_text(self, state: State) -> list[str]:
        """What to watch in a game without captures: the wolf's way out, Blockade groups down
        to their last free square and each side's number of moves, or in the race games that
        nothing is captured and how many stones each side still has to bring home, after the
        numbers of moves where a side left without one loses (Räuber und Gendarm)."""
        board = self._state(state)
        if state.outcome() is not None:
            return []
        goal = board.variant.goal
        if goal is Goal.WOLF:
            return [self._wolf_threats(board)]
        if goal is Goal.LAST_MOVE:
            lines = [self._mobility(board)]
            danger = [sentence for player in (state.to_move, 1 - state.to_move)
                      for sentence in self._dangers(board, player)]
            return lines + (danger or [self.t("threats.no_danger")])
        lines = []
        if board.variant.no_move is NoMove.LOSE:
            # Räuber und Gendarm: a side left without a move loses, so the moves count too.
            lines.append(self._mobility(board))
        # The race games capture nothing: each side's longest hop, said here before, was
        # heard as a capture to fear. What counts is how many stones each side still has to
        # bring home.
        left = [sum(1 for square in board.pieces(player) if square not in board.targets[player])
                for player in (0, 1)]
        lines.append(self.t("threats.race", first=self.player(0), first_count=left[0],
                            second=self.player(1), second_count=left[1]))
        return lines + self.deadlines(board)

    def _wolf_threats(self, board: HalmaState) -> str:
        """What threatens in Wolf und Schafe, to either side: the wolf trapped, a sheep's step
        that traps it now, a way past the sheep's line, the wolf down to one square, or
        plainly that nothing does. The wolf's squares alone ("The wolf can go to g5, e5, g7
        or e7.") were its moves, not threats."""
        wolf = board.moves_of(1)
        if not wolf:
            return self.t("threats.wolf_trapped")
        traps = self._trapping_steps(board)
        if traps:  # the game ends with it: before a way past, that the wolf would not take
            return self.tn("threats.wolf_trap", len(traps), moves=self.cat.join_or(
                [self.move_text(m) for m in traps]))
        if board.wolf_has_way_past():
            return self.t("threats.wolf_way_open")
        if len(wolf) == 1:
            return self.t("threats.wolf_one", square=self.location(wolf[0].end))
        return self.t("threats.wolf_none", count=len(wolf))

    @staticmethod
    def _trapping_steps(board: HalmaState) -> list[Move]:
        """The sheep's steps, on their turn, after which the wolf cannot move."""
        if board.to_move != 0:
            return []
        after = board.copy()
        assert isinstance(after, HalmaState)
        traps: list[Move] = []
        for move in after.moves_of(0):
            after.apply(move)
            if not after.moves_of(1):
                traps.append(move)
            after.undo()
        return traps

    def _mobility(self, board: HalmaState) -> str:
        """"Moves to choose from: Black 7, White 9; a side left without a move loses.": how
        many moves each side has, and why that is the threat ("Moves: Black 7, White 9." did
        not say)."""
        return self.t("threats.mobility", first=self.player(0),
                      first_count=len(board.moves_of(0)), second=self.player(1),
                      second_count=len(board.moves_of(1)))

    def hint_notes(self, before: State, move: Move, after: State, mover: Player) -> list[str]:
        """In the race games (Halma-Dame, Eckdame): how many rows (of the turned board in
        Eckdame) the stone comes nearer the far side, and whether it lands on a target square;
        for the sheep in Wolf und Schafe, the wolf's squares it shuts off and whether the wolf
        still has a way past them; in Blockade, the opponent's stones it leaves one free square
        and the moves it takes from the opponent; for the wolf, the gap in the sheep's line he
        can slip through and which sheep's move still closes it, or how few of the sheep's
        moves keep a closed line closed."""
        board = self._state(before)
        if not isinstance(move, HalmaMove) or move.is_pass or after.outcome() is not None:
            return []
        if board.variant.goal is Goal.WOLF:
            if mover == 1:
                return self._wolf_notes(self._state(after))
            return self._sheep_notes(board, self._state(after))
        if board.variant.goal is Goal.LAST_MOVE:
            return self._blockade_notes(board, self._state(after), 1 - mover)
        if board.variant.goal is not Goal.FORMATION:
            return []
        notes = []
        gained = progress(board, move.end, mover) - progress(board, move.start, mover)
        if gained > 0:
            notes.append(self.tn(self.briefly("hint.rows"), gained))
        if move.end in board.targets[mover] and move.start not in board.targets[mover]:
            notes.append(self.t("hint.target", square=self.location(move.end)))
        return notes

    def _blockade_notes(self, before: HalmaState, after: HalmaState,
                        other: Player) -> list[str]:
        """"It leaves your opponent's 2 stones on a7 and b8 one free square: b6." for each
        group newly down to its last free square, then "Your opponent then has 5 moves instead
        of 7." where it takes moves away."""
        hemmed_before = self._hemmed(before, other)
        notes = [self._hems(stones, free) for free, stones in self._hemmed(after, other)
                 if (free, stones) not in hemmed_before]
        moves_before, moves_after = len(before.moves_of(other)), len(after.moves_of(other))
        if moves_after < moves_before:
            notes.append(self.tn("hint.fewer_moves", moves_after, before=moves_before))
        return notes

    def _hems(self, stones: Sequence[Location], free: Location) -> str:
        """"It leaves your opponent's 2 stones on a7 and b8 one free square: b6."; on the
        braille line "Your opponent's 2 stones on a7, b8 then have only b6 free.", and from
        five stones on without their squares (four ran to 84 cells; "threats" lists them)."""
        key = self.briefly("hint.hems")
        if key != "hint.hems":
            squares = self.brief_squares(stones) if len(stones) <= 4 else None
            if squares is None:
                return self.tn("hint.hems.many.brief", len(stones), free=self.location(free))
            return self.tn(key, len(stones), squares=squares, free=self.location(free))
        return self.tn(key, len(stones), squares=self.squares(stones),
                       free=self.location(free))

    def _wolf_notes(self, after: HalmaState) -> list[str]:
        """For the wolf: "The sheep's line has a gap: you can get past them at g1 in 3
        steps." and "The sheep can close it only with e1-f2." (or that no sheep can); where
        the line is closed, "Only 2 of the sheep's 5 moves keep their line closed."."""
        way = after.wolf_way_past()
        sheep_moves = after.moves_of(0)
        if way:
            notes = [self.tn("hint.wolf_gap", len(way), square=self.location(way[-1]))]
            closing = [m for m in sheep_moves if not self._after(after, m).wolf_has_way_past()]
            if closing:
                notes.append(self.t("hint.wolf_gap_closer", moves=self.cat.join_or(
                    [m.notation for m in closing])))
            else:
                notes.append(self.t("hint.wolf_gap_open"))
            return notes
        closed = [m for m in sheep_moves if not self._after(after, m).wolf_has_way_past()]
        if not sheep_moves or len(closed) == len(sheep_moves):
            return []
        if not closed:
            return [self.t("hint.wolf_line_opens")]
        return [self.tn("hint.wolf_squeeze", len(closed), total=len(sheep_moves))]

    @staticmethod
    def _after(board: HalmaState, move: HalmaMove) -> HalmaState:
        """The position after ``move``, on a copy."""
        after = board.copy()
        assert isinstance(after, HalmaState)
        after.apply(move)
        return after

    def _sheep_notes(self, before: HalmaState, after: HalmaState) -> list[str]:
        """"It shuts off one of the wolf's squares. The wolf can only go to d6.", then whether
        the sheep's line is closed as they stand (closed by this move, or still closed), or,
        where a gap stays, that the wolf's way through it is longer now."""
        notes = []
        wolf = after.moves_of(1)
        shut = len(before.moves_of(1)) - len(wolf)
        if shut > 0:
            ends = [self.location(m.path[-1]) for m in wolf]
            notes += [self.tn("hint.wolf_shut", shut),
                      self.tn("threats.wolf", len(ends), squares=self.cat.join_or(ends))]
        way_before, way_after = before.wolf_way_past(), after.wolf_way_past()
        if way_after is None:
            notes.append(self.t("hint.line_stays_closed" if way_before is None
                                else "hint.line_closes"))
        elif way_before is not None and len(way_after) > len(way_before):
            notes.append(self.tn("hint.way_longer", len(way_after), before=len(way_before)))
        return notes

    def turn_text(self, state: State, you: Player | None = None) -> str:
        """Whose turn it is (with the game's own wording), or the result."""
        outcome = state.outcome()
        if outcome is not None:
            return self.outcome_text(outcome)
        own = f"halma.{self.game.id}.turn.{state.to_move}"
        if self.cat.has(own):
            return self.cat.text(self.cat.addressed(own, ".yours" if state.to_move == you else ""))
        return self.turn_for("turn", state.to_move, you)

    # -- reasons and results -----------------------------------------------------------------

    def game_reason(self, reason: Reason, state: State) -> str | None:
        """Sentences for the family's rules: free pieces, backward moves, no hops ..."""
        if not isinstance(reason, RuleReason) or not isinstance(reason.rule, HalmaRule):
            return None
        parts = reason.locations
        index = reason.count or 0
        a, b = parts[index], parts[index + 1]
        over = jumped((a, b))[0]
        values = {"start": self.location(parts[0]), "target": self.location(parts[-1]),
                  "from": self.location(a), "to": self.location(b), "over": self.location(over)}
        text = self.t(f"reason.{reason.rule.value}", **values)
        piece = self.piece_on(state, parts[0])
        if reason.alternatives:
            # Said from the piece's square on: "can play c3 to b4" said the square twice.
            more = self.t("reason.can_play", piece=piece, start=values["start"],
                          moves=self.moves_from_here(reason.alternatives))
        else:  # stuck: which pieces can move
            more = stuck_text(self, state, parts[0])
        return f"{text} {capitalized(more)}"

    def why_brief(self, reason: Reason, state: State) -> str | None:
        """The family's rule a refused move broke, in a few words for the braille line
        ("c3-a1: never back. Moves: c3-d4, c3-c4, or c3-d3."; the sentence ran to four 40-cell
        lines)."""
        if not isinstance(reason, RuleReason) or not isinstance(reason.rule, HalmaRule):
            return None
        a, b = reason.locations[reason.count or 0], reason.locations[(reason.count or 0) + 1]
        return self.t(f"brief.why.{reason.rule.value}", to=self.location(b),
                      over=self.location(jumped((a, b))[0]))

    def piece_on(self, state: State, start: Location) -> str:
        """The piece on ``start`` in the game's own words where it has them (Wolf und Schafe:
        "the wolf", "das Schaf", ``halma.<game>.the_piece.<side>``); else the family's "the
        piece", "der Stein"."""
        owner = owner_at(self._state(state).board, start)
        key = f"{self.game.id}.the_piece.{owner}"
        if owner is None or not self.cat.has(f"{self.domain}.{key}"):
            return super().piece_on(state, start)
        return self.cased(key)

    def taken_by(self, state: State, target: Location) -> str | None:
        """"d2 is taken by one of your own stones." (a sheep, the wolf: the game's own words
        for the side standing there, ``reason.occupied_by.<own|other>.<side>``, where it has
        them); what the piece can do instead follows it (:mod:`..occupied`)."""
        board = self._state(state)
        owner = owner_at(board.board, target)
        if owner is None:
            return None
        key = f"reason.occupied_by.{'own' if owner == board.to_move else 'other'}"
        values = {"target": self.location(target)}
        side = f"halma.{self.game.id}.{key}.{owner}"
        return self.cat.text(side, **values) if self.cat.has(side) else self.t(key, **values)

    def end_text(self, outcome: Outcome) -> str:
        """Why the game ended; Blockade's draw by its count of moves without a removal says
        that count ("40 moves by each side without a stone taken off"), not "move limit"."""
        quiet = int(self.game.options.get("draw_moves", 0) or 0)
        if outcome.reason is EndReason.MOVE_LIMIT and quiet:
            return self.tn("end.no_removal", quiet)
        return super().end_text(outcome)

    def outcome_brief(self, outcome: Outcome) -> str | None:
        """The braille line's result, the winner first and why in a few words ("White wins:
        all target squares taken."; "Game over: every one of White's target squares is taken,
        some by ..." ran to 170 cells, the wolf's breakthrough to 106 with the winner last);
        None for a draw or an end the game does not tell in its own words."""
        if not isinstance(outcome, DetailedOutcome) or not isinstance(outcome.detail, HalmaEnd) \
                or len(outcome.winners) != 1:
            return None
        why_key = self.key(f"brief.end.{outcome.detail.value}")
        if not self.cat.has(why_key):
            return None
        winner = min(outcome.winners)
        values: dict[str, object] = {"loser": self.player(1 - winner),
                                     "count": int(self.game.options.get("home_deadline", 0))}
        if outcome.scores is not None:
            values.update(a=outcome.scores[winner], b=outcome.scores[1 - winner])
        why = self.cat.text(why_key, **values)
        side_key = self.key(f"brief.result_win.{winner}")
        key = side_key if self.cat.has(side_key) else self.key("brief.result_win")
        return self.cat.text(self._told_result(key, outcome), winner=self.player(winner),
                             why=why)

    def outcome_text(self, outcome: Outcome) -> str:
        """The result in the game's words."""
        if not isinstance(outcome, DetailedOutcome) or not isinstance(outcome.detail, HalmaEnd):
            return super().outcome_text(outcome)
        detail = outcome.detail
        if outcome.winners:
            winner = min(outcome.winners)
            values: dict[str, object] = {
                "winner": self.player(winner), "loser": self.player(1 - winner)}
        else:
            winner = 0
            values = {}
        if outcome.scores is not None:
            values["a"] = outcome.scores[winner]
            values["b"] = outcome.scores[1 - winner]
        if detail is HalmaEnd.LEFT_HOME:
            values["count"] = int(self.game.options.get("home_deadline", 0))
        key = f"end.{detail.value}" + ("_draw" if not outcome.winners else "")
        # Told to the one person at the table where the game has the forms (Wolf und Schafe:
        # "You are trapped and cannot move. You have lost."), as the shared results are.
        return self.cat.text(self._told_result(self.key(key), outcome), **values)

