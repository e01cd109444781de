"""Words for Arimaa: steps, pushes, pulls, traps, the steps left in a turn, the board, queries.

Each action is spoken as it is made ("Gold moves the elephant from d2 to d3. 3 steps left."). A
push names the enemy piece and where it went, then the pusher following; a pull the puller's step
and the enemy following. Trap removals get a sentence of their own. Queries are describer
methods: :meth:`ArimaaDescriber.frozen_text`, :meth:`ArimaaDescriber.traps_text` and
:meth:`ArimaaDescriber.goal_text`.
"""

from __future__ import annotations

from collections.abc import Sequence

from accessible_games.engine import Event, Location, Move, Player, Reason, ReasonCode, State
from accessible_games.engine.details import RuleReason
from accessible_games.engine.events import PieceMoved
from accessible_games.engine.grid import algebraic
from accessible_games.games.arimaa.board import (
    GOLD,
    NEIGHBOURS,
    RABBIT,
    SIZE,
    TRAPS,
    colour,
    strength,
)
from accessible_games.games.arimaa.game import (
    STEPS_PER_TURN,
    Action,
    ArimaaMove,
    ArimaaRule,
    ArimaaState,
    LetterReason,
)
from accessible_games.narration.cased import CASES, Cased
from accessible_games.narration.catalog import capitalized
from accessible_games.narration.describer import Describer, Verbosity
from accessible_games.narration.message import Message, MessageKind
from accessible_games.narration.topics import Query, Topic

KINDS = ("", "rabbit", "cat", "dog", "horse", "camel", "elephant")
"""Catalog key per strength."""


class ArimaaDescriber(Describer):
    """Arimaa vocabulary in German and English."""

    full_moves = True
    """Numbered in full moves, one turn of each side, as the game's records are."""

    domain = "arimaa"
    answers = {
        Topic.THREATS: (Query("traps_text"), Query("goal_text")),
        Topic.DETAILS: (Query("frozen_text"),),
    }

    def location(self, location: Location) -> str:
        """The algebraic name of a square ("c3")."""
        return algebraic(location, SIZE)

    def squares(self, squares: Sequence[Location]) -> str:
        """Square names joined with "and"."""
        return self.cat.join_and([self.location(s) for s in squares])

    def piece(self, cell: int, case: str) -> str:
        """A piece with its article in a grammatical case: nom, acc or dat ("den Elefanten")."""
        return self.t(f"piece.{case}.{KINDS[strength(cell)]}")

    def move_alone_brief(self, state: State, move: Move) -> str | None:
        """A hinted action on the braille line: its words, after the short heading ("Hint:
        f1 pushes f2 to f3 (takes a piece in the trap at f3)."), where "The computer
        suggests: ..." ran to 83 cells."""
        return self.move_text(move)

    def move_tells_its_effect(self, move: Move) -> bool:
        """An action's words name every square it moves a piece from and to, and the trap
        it takes in ("f1 pushes f2 to f3 (takes a piece in the trap at f3)"): "why" after a
        hinted push read the push again, as its announcement."""
        return True

    def move_alone_why(self, state: State, move: Move) -> str:
        """The hinted action as "why" opens with it: without what a trap takes ("f1 pushes
        f2 to f3"), which the reason after it says in full (:meth:`hint_notes`: "It traps the
        rabbit at f3: ..."); "why" named the trap twice. A piece of the mover's own lost in a
        trap is still said here: no reason tells it."""
        return self.move_text(move, takes=False)

    def move_text(self, move: Move, takes: bool = True) -> str:
        """An action in a list of choices, by its squares: "d2 to d3", "b2 pushes b3 to c3",
        "d2 to d3, pulling e2" (the official step tokens such as "Ed2n" do not read well aloud;
        the record keeps them), and what the traps take (``takes`` False: only the mover's
        own pieces lost)."""
        assert isinstance(move, ArimaaMove)
        if move.action is Action.END:
            return self.t("text.end")
        names = [self.location(p) for p in move.parts]
        if move.action is Action.STEP:
            said = self.t("list.step", start=names[0], end=names[1])
        elif move.action is Action.PUSH:
            said = self.t("list.push", pusher=names[0], enemy=names[1], target=names[2])
        elif move.action is Action.PULL:
            said = self.t("list.pull", puller=names[0], target=names[1], enemy=names[2])
        if move.action in (Action.STEP, Action.PUSH, Action.PULL):
            return " ".join([said, *self._trap_notes(move, takes)])
        if move.action is Action.SWAP:  # said alike from either square, and counted once
            first, second = sorted(move.parts)
            return self.t("list.swap", first=self.location(first), second=self.location(second))
        return move.notation

    def said_whole(self, moves: Sequence[Move]) -> bool:
        """A push or a pull ends on the enemy's squares, not where the piece goes: a long
        list says such a piece's moves whole (:meth:`Describer.said_whole`)."""
        return any(isinstance(m, ArimaaMove) and m.action in (Action.PUSH, Action.PULL)
                   for m in moves)

    def move_mark(self, state: State, move: Move) -> str:
        """" (trapped)" after the square of a piece whose move loses one of its own
        in a trap, " (traps)" where it takes one there (:meth:`_trap_notes` in a
        few words)."""
        if not isinstance(move, ArimaaMove) or not move.removals:
            return ""
        mover = colour(move.steps[1 if move.action is Action.PUSH else 0].piece)
        own = any(colour(piece) == mover for _, piece, _ in move.removals)
        return " " + self.t("brief.own_lost" if own else "brief.takes")

    def _trap_notes(self, move: ArimaaMove, takes: bool = True) -> list[str]:
        """What the traps take in an action of a list, so that a step onto an unguarded trap
        is not chosen unwarned: "(own piece lost in the trap at c3)", "(takes a piece in the
        trap at c6)" (only where ``takes``)."""
        # The pusher is the second step of a push; every other action starts with the mover.
        mover = colour(move.steps[1 if move.action is Action.PUSH else 0].piece)
        return [self.t("list.own_lost" if colour(piece) == mover else "list.takes",
                       square=self.location(square))
                for _, piece, square in move.removals if takes or colour(piece) == mover]

    def _state(self, state: State) -> ArimaaState:
        if isinstance(state, ArimaaState):
            return state
        raise TypeError("ArimaaDescriber needs an ArimaaState")

    # -- moves ------------------------------------------------------------------------------

    def action_sentence(self, move: ArimaaMove, mover: Player) -> str:
        """The action itself in one sentence."""
        if move.action is Action.SWAP:
            a, b = move.squares
            return self.did("move.swap", mover, first=self.location(a),
                            second=self.location(b))
        if move.action is Action.END:
            return self.did("move.end", mover)
        s = move.steps
        if move.action is Action.STEP:
            return self.did("move.step", mover, piece=self.piece(s[0].piece, "acc"),
                            start=self.location(s[0].start), end=self.location(s[0].end))
        if move.action is Action.PUSH:
            return self.did("move.push", mover, enemy=self.piece(s[0].piece, "acc"),
                            estart=self.location(s[0].start), eend=self.location(s[0].end),
                            piece=self.piece(s[1].piece, "nom"),
                            start=self.location(s[1].start))
        return self.did("move.pull", mover, piece=self.piece(s[0].piece, "acc"),
                        start=self.location(s[0].start), end=self.location(s[0].end),
                        enemy=self.piece(s[1].piece, "acc"), estart=self.location(s[1].start))

    def move_message(
        self, state: State, move: Move, events: Sequence[Event], mover: Player
    ) -> Message:
        """The action, trap removals, and the steps left (or that the turn is over)."""
        assert isinstance(move, ArimaaMove)
        board = self._state(state)
        # An "end" made in the setup phase: the state after it is still (or just left) setup.
        if move.action is Action.END and (board.setup is not None
                                          or len(board.moves) == board.setup_moves() > 0):
            sentences = [self.did("move.setup_done", mover)]
        else:
            sentences = [self.action_sentence(move, mover)]
        for _, piece, square in move.removals:
            sentences.append(self.did("move.trapped", colour(piece), square=self.location(square),
                                      piece=self.piece(piece, "acc")))
        brief = self.did("brief.move", mover, notation=move.notation)
        if move.action is Action.SWAP:
            pass
        elif not move.ends_turn and not board.is_terminal():
            left = STEPS_PER_TURN - board.used
            sentences.append(self.tn("move.steps_left", left))
            # Braille keeps the steps left: the player plans the rest of the turn by them.
            brief = self.did("brief.move_left", mover, left, notation=move.notation)
        elif move.ends_turn and move.action is not Action.END and not board.is_terminal():
            sentences.append(self.t("move.turn_over"))  # at the end the result follows
        if self.verbosity is Verbosity.BRIEF:
            text = brief
        else:
            text = " ".join(sentences)
            if self.verbosity is Verbosity.VERBOSE and not board.is_terminal():
                text = " ".join([text, self.frozen_text(board), self.traps_text(board)])
        kind = MessageKind.CAPTURE if move.removals else MessageKind.MOVE
        return Message(text, kind, brief)

    # -- a computer's setup and a computer's turn, told once ----------------------------------

    def told_with_next(self, state: State) -> bool:
        """True while a side arranges its pieces and has swapped some, or is in the middle of
        its turn: a computer's swaps wait and its arrangement is told once, and so do its
        steps, the turn told as one message (:meth:`told_as_one`), not swap by swap (sixteen
        lines, some swapping back what an earlier one swapped) or step by step (four braille
        lines, each with the steps still left)."""
        board = self._state(state)
        return bool(board.setup) or board.used > 0

    def told_as_one(self, state: State, first: Sequence[Event], second: Sequence[Event],
                    mover: Player, before: Sequence[Event] = ()) -> Message | None:
        """A setup swap and what the same side did next: the arrangement its home ranks show
        now, as finished once the side typed end ("Silver has finished the setup. Rank 8:
        ..."). A computer's actions in one turn: their sentences, and one braille line for the
        turn ("Silver: rb7s rg7s rb6s rb5s"). None for any other pair of moves. Both are read
        from the position (``state``), which holds the whole run: ``before`` is not needed."""
        board = self._state(state)
        if not _is_swap(first) or (second and not _is_swap(second)):
            return self._turn_as_one(board, mover)
        arranging = board.setup is not None and board.to_move == mover
        if not arranging and len(board.moves) != board.setup_moves():
            return None
        # The back rank first; only the side's own pieces stand there, so no colour words.
        home = [self._rank_line(board, row, coloured=False)
                for row in ((1, 0) if mover == GOLD else (SIZE - 1, SIZE - 2))]
        said = self.did("move.setup_arranging" if arranging else "move.setup_done", mover)
        text = " ".join([said, *home])
        return Message(text, MessageKind.MOVE, text)

    def _turn_as_one(self, board: ArimaaState, mover: Player) -> Message | None:
        """The actions the computer's side ``mover`` made so far in its turn (``board`` after
        the latest), told as one message: each action's sentence with what the traps took,
        and, as the turn goes on, the steps left; on the braille line the side and the
        actions' notation ("Silber: Ed7s Hc7s Rb7e Rc7x"). None for a person's side, whose
        every step answers their own key, and for a turn of a single action."""
        if mover not in self.elsewhere or board.setup is not None:
            return None
        actions: list[ArimaaMove] = []
        for move in reversed(board.moves[board.setup_moves():]):
            if not isinstance(move, ArimaaMove) or (move.ends_turn and actions):
                break
            actions.append(move)
        actions.reverse()
        if len(actions) < 2:
            return None
        sentences = []
        for move in actions:
            if move.action is not Action.END:
                sentences.append(self.action_sentence(move, mover))
            for _, piece, square in move.removals:
                sentences.append(self.did("move.trapped", colour(piece),
                                          square=self.location(square),
                                          piece=self.piece(piece, "acc")))
        if board.used and not board.is_terminal():
            sentences.append(self.tn("move.steps_left", STEPS_PER_TURN - board.used))
        brief = self.did("brief.turn", mover, notation=" ".join(
            m.notation for m in actions if m.action is not Action.END))
        text = brief if self.verbosity is Verbosity.BRIEF else " ".join(sentences)
        kind = MessageKind.CAPTURE if any(m.removals for m in actions) else MessageKind.MOVE
        return Message(text, kind, brief)

    # -- board, status and queries ----------------------------------------------------------

    def board_lines(self, state: State) -> list[str]:
        """One line per rank from rank 8 down: runs of equal pieces, empty traps."""
        board = self._state(state)
        return [self._rank_line(board, row) for row in range(SIZE - 1, -1, -1)]

    def _rank_line(self, board: ArimaaState, row: int, coloured: bool = True) -> str:
        """One rank: runs of equal pieces with their colour ("a8 cat (silver)"), or without
        it (``coloured`` False, "a8 cat") where one side's pieces stand alone."""
        runs: list[str] = []
        col = 0
        while col < SIZE:
            square = row * SIZE + col
            cell = board.cells[square]
            if not cell:
                if square in TRAPS:
                    runs.append(self.t("run.trap", square=self.location(square)))
                col += 1
                continue
            first = col
            while col + 1 < SIZE and board.cells[row * SIZE + col + 1] == cell:
                col += 1
            kind = KINDS[strength(cell)]
            bare = "" if coloured else ".bare"
            colour_word = self.t(f"colour.{colour(cell)}")
            if first == col:
                runs.append(self.t(f"run.one{bare}", square=self.location(square),
                                   piece=self.t(f"kind.{kind}"), colour=colour_word))
            else:  # two neighbours are "a3 and b3", more "c7 to h7"
                key = "run.two" if col == first + 1 else "run.many"
                runs.append(self.t(f"{key}{bare}", first=self.location(square),
                                   last=self.location(row * SIZE + col),
                                   pieces=self.t(f"kinds.{kind}"), colour=colour_word))
            col += 1
        content = ", ".join(runs) if runs else self.t("row.empty")
        return self.t("row.line", row=row + 1, content=content)

    def undo_done(self, taken: Sequence[tuple[Player, Sequence[Move]]], you: Player,
                  brief: bool = False) -> str:
        """What "undo" took back, by turns and steps ("Taken back: Silver's whole turn and one
        step of yours."): a move of Arimaa is a step (a push or a pull two), and "2 moves"
        could not tell a turn of the computer's from a step. "" in the setup (swaps).
        ``brief``: the braille line's "Back: your step, Silver's turn." (the sentence with
        the last move after it ran to 107 cells)."""
        words = "brief.undone" if brief else "undone"
        parts = []
        for mover, moves in taken:
            actions = [m for m in moves if isinstance(m, ArimaaMove)]
            if any(m.action is Action.SWAP for m in actions):
                return ""
            steps = sum(len(m.steps) for m in actions)
            if mover != you and actions and actions[-1].ends_turn:
                parts.append(self.t(f"{words}.turn", player=self.player(mover)))
            elif steps:
                key = f"{words}.steps.yours" if mover == you else f"{words}.steps"
                parts.append(self.tn(key, steps, player=self.player(mover)))
        if not parts:
            return ""
        return self.t(words, parts=", ".join(parts) if brief else self.cat.join_and(parts))

    def turn_goes_on(self, state: State) -> bool:
        """Within a turn (one to three steps made) the move's sentence already says how many
        steps are left; "Gold to move." is not said after every step."""
        board = self._state(state)
        return board.setup is None and board.used > 0 and not board.is_terminal()

    def undo_apart(self, state: State) -> bool:
        """At the start of a turn the move that stands is the other side's whole turn, up to
        four steps and their captures, a line of its own after what was taken back: "Zurück:
        dein Schritt, Zug von Silber. Zuletzt: Silber: rh6s rh5s rc7s rc6x re6s." ran to 82
        cells. Within a turn it is one step of the player's own, on the same line."""
        board = self._state(state)
        return board.setup is None and not self.turn_goes_on(board)

    def turn_text(self, state: State, you: Player | None = None) -> str:
        """Whose turn, and within a turn how many steps are left."""
        board = self._state(state)
        if self.turn_goes_on(board):
            return self.turn_for("turn.steps_left", board.to_move, you,
                                 count=STEPS_PER_TURN - board.used)
        return super().turn_text(state, you)

    def status_text(self, state: State) -> str:
        """Pieces per side (in the setup, what it asks for). Within a turn the steps left are
        the turn's to say ("Gold, your turn, 3 steps left."); the status said "Step 2 of 4."
        after it as well."""
        board = self._state(state)
        gold = sum(1 for c in board.cells if c and colour(c) == GOLD)
        silver = sum(1 for c in board.cells if c and colour(c) != GOLD)
        text = self.t("status", gold=gold, silver=silver)
        if board.setup is not None:
            # "setup" or "setup.second": Silver's example swap is on Silver's home ranks.
            text += " " + self.t(f"status.{self.notation_phase(board)}")
        return text

    def frozen_text(self, state: State) -> str:
        """Frozen pieces of both sides."""
        board = self._state(state)
        lines = []
        for player in (board.to_move, 1 - board.to_move):
            frozen = board.frozen_pieces(player)
            if frozen:
                lines.append(self.tn("frozen.some", len(frozen), player=self.player(player),
                                     squares=self.squares(frozen)))
        return " ".join(lines) if lines else self.t("frozen.none")

    def traps_text(self, state: State) -> str:
        """Pieces on traps with at most one friendly neighbour, for both sides."""
        board = self._state(state)
        lines = []
        for player in (board.to_move, 1 - board.to_move):
            danger = board.trap_danger(player)
            if danger:
                lines.append(self.did("traps.some", player, len(danger),
                                      squares=self.squares(danger)))
        return " ".join(lines) if lines else self.t("traps.none")

    def goal_text(self, state: State) -> str:
        """Each side's rabbits closest to their goal rank and how far they are."""
        board = self._state(state)
        lines = []
        for player in (board.to_move, 1 - board.to_move):
            distance, squares = board.rabbits_nearest_goal(player)
            if squares:
                key, count = ("goal.rabbit" if len(squares) == 1 else "goal.rabbits"), distance
                if distance == 0:  # on the goal row (the game's end, or within a turn)
                    key, count = "goal.reached", len(squares)
                lines.append(self.tn(key, count, player=self.player(player),
                                     squares=self.squares(squares)))
        return " ".join(lines)

    # -- why a hinted action ----------------------------------------------------------------

    def hint_notes(self, before: State, move: Move, after: State, mover: Player) -> list[str]:
        """What a hinted step, push or pull does with the traps and the rabbits: the enemy
        piece it catches in a trap and why (nothing of theirs beside it), the enemy piece it
        leaves on a trap with one guard, the own piece on a trap or the home trap a step
        guards, and how near a rabbit's step brings it to the goal, on a clear file or not.
        What a trap takes is said even where the action wins (the opening of "why" leaves it
        to this reason, :meth:`move_alone_why`). After a push, a pull or a piece trapped, what
        is left of the turn, as the action's announcement says it ("After it you have 2 steps
        left.", "It ends your turn."): "why" does not read that announcement."""
        if not isinstance(move, ArimaaMove) or move.action not in (
                Action.STEP, Action.PUSH, Action.PULL):
            return []
        board, then = self._state(before), self._state(after)
        other = 1 - mover
        notes = [self.t("hint.trap_takes", piece=self.piece(piece, "acc"),
                        square=self.location(square), player=self.player(other))
                 for _, piece, square in move.removals if colour(piece) == other]
        if after.outcome() is not None:  # "It wins the game." follows
            return notes
        if move.action is not Action.STEP:
            enemy = move.steps[0 if move.action is Action.PUSH else 1]
            if not notes and enemy.end in TRAPS and _guards(then, enemy.end, other) == 1:
                notes.append(self.t("hint.trap_set", piece=self.piece(enemy.piece, "acc"),
                                    square=self.location(enemy.end),
                                    player=self.player(other)))
        else:
            record = move.steps[0]
            notes += self._guard_notes(board, then, record.end, mover)
            if strength(record.piece) == RABBIT and _rows_to_goal(record.end, mover) < \
                    _rows_to_goal(record.start, mover):
                notes.append(self._rabbit_note(then, record.end, mover))
        if move.action is not Action.STEP or move.removals:
            notes.append(self.t("hint.ends_turn") if move.ends_turn
                         else self.tn("hint.steps_left", STEPS_PER_TURN - then.used))
        return notes

    def _guard_notes(self, board: ArimaaState, then: ArimaaState, end: Location,
                     mover: Player) -> list[str]:
        """A step next to a trap: the own piece on it that had at most one guard and has
        more now, or one of the mover's two home traps that had no guard."""
        notes = []
        for trap in TRAPS:
            if trap == end or all(n != end for _, n in NEIGHBOURS[trap]):
                continue
            guards_before, guards_after = _guards(board, trap, mover), _guards(then, trap, mover)
            if guards_after <= guards_before:
                continue
            cell = then.cells[trap]
            if cell and colour(cell) == mover and guards_before <= 1:
                notes.append(self.t("hint.guards_piece" if guards_before
                                    else "hint.guards_piece_alone",
                                    piece=self.piece(cell, "acc"), square=self.location(trap)))
            elif not cell and not guards_before and (trap // SIZE < SIZE // 2) == (
                    mover == GOLD):
                notes.append(self.t("hint.guards_trap", square=self.location(trap)))
        return notes

    def _rabbit_note(self, then: ArimaaState, end: Location, mover: Player) -> str:
        """How many rows the rabbit on ``end`` still has to go, and whether its file is
        clear of pieces up to the goal row."""
        rows = _rows_to_goal(end, mover)
        ahead = SIZE if mover == GOLD else -SIZE
        clear = all(not then.cells[end + ahead * k] for k in range(1, rows + 1))
        return self.tn("hint.rabbit_clear" if clear else "hint.rabbit", rows,
                       square=self.location(end), file=self.location(end)[0])

    # -- reasons ---------------------------------------------------------------------------

    def piece_on(self, state: State, start: Location) -> str:
        """The piece on ``start`` by its kind, in every case ("the rabbit", "das Kaninchen",
        "den Elefanten")."""
        cell = self._state(state).cells[start]
        if not cell:
            return super().piece_on(state, start)
        return Cased(self.piece(cell, "nom"),
                     {case: self.piece(cell, case) for case in CASES})

    def taken_by(self, state: State, target: Location) -> str | None:
        """"a1 is taken by one of your own pieces: the rabbit." (a step never enters an
        opponent's square: that is a push); what the piece can do instead follows it
        (:mod:`..occupied`)."""
        cell = self._state(state).cells[target]
        if not cell:
            return None
        return self.t("reason.occupied_by", target=self.location(target),
                      piece=self.piece(cell, "nom"))

    def notation_phase(self, state: State) -> str | None:
        """"setup" while the pieces are arranged: two squares then name a swap; "setup.second"
        and "second" on Silver's turn, whose examples name Silver's own squares and pieces."""
        second = super().notation_phase(state)
        if self._state(state).setup is not None:
            return "setup" if second is None else f"setup.{second}"
        return second

    def reason_brief(self, reason: Reason, state: State) -> str | None:
        """A step refused on the braille line, where the sentence ran over two 40-cell
        windows: the step typed, why in a few words, and the piece's actions ("e3-e5: a step
        goes one square. Possible: to e4, f3, or d3."; "e3-e2: rabbits never step back.
        ..." was "Rabbits never step backward on their own. Possible: e3 to e4, e3 to f3, or
        e3 to d3.", 92 cells, and a step onto one's own piece 94); an end of the turn too early
        in a few words."""
        if reason.code is ReasonCode.CANNOT_PASS:  # 149 cells, in German 162
            return self.t("brief.end_too_early")
        board = self._state(state)
        places = reason.locations
        cell = board.cells[places[0]] if places else 0
        if len(places) < 2 or not cell or board.setup is not None or not reason.alternatives \
                or reason.code not in (ReasonCode.CANNOT_MOVE_THERE, ReasonCode.OCCUPIED):
            return super().reason_brief(reason, state)
        start, target = places[0], places[1]
        key = _beyond_a_step(start, target) if reason.code is ReasonCode.CANNOT_MOVE_THERE \
            else None
        if key is None and _is_rabbit_back(cell, start, target):
            key = "rabbit_back"
        elif key is None and reason.code is ReasonCode.OCCUPIED:
            key = "occupied"
        if key is None:
            return super().reason_brief(reason, state)
        return self.t(f"brief.{key}", start=self.location(start), target=self.location(target),
                      moves=self.moves_from_here(reason.alternatives))

    def game_reason(self, reason: Reason, state: State) -> str | None:
        """Frozen pieces, rabbits stepping back, weaker pieces pushing, steps beyond the
        squares next to a piece, ending too early."""
        board = self._state(state)
        code = reason.code
        moves = self.moves_list(reason.alternatives)
        if code is ReasonCode.CANNOT_PASS:
            return self.t("reason.end_too_early")
        if isinstance(reason, RuleReason) and reason.rule is ArimaaRule.SAME_KIND:
            start, target = reason.locations
            others = [m.parts[1] for m in reason.alternatives if len(m.parts) == 2]
            return self.t("reason.same_kind", start=self.location(start),
                          target=self.location(target), other=self.location(others[0]))
        if isinstance(reason, RuleReason) and reason.rule is ArimaaRule.OFF_EDGE:
            start = reason.locations[0]
            if reason.alternatives:
                return self.t("reason.off_edge", start=self.location(start), moves=moves)
            # The piece has no step at all: why (frozen, or hemmed in) instead of no moves.
            key = "reason.frozen" if board.frozen(start) else "reason.blocked"
            return " ".join([self.t("reason.off_edge.alone", start=self.location(start)),
                             self.t(key, piece=capitalized(self.piece(board.cells[start], "nom")),
                                    start=self.location(start))])
        if isinstance(reason, LetterReason) and reason.locations:
            actual = board.cells[reason.locations[0]]
            key = "reason.wrong_case" if reason.rule is ArimaaRule.WRONG_CASE else \
                "reason.wrong_piece"
            return self.t(key, token=reason.token, fixed=reason.fixed,
                          start=self.location(reason.locations[0]),
                          actual=self.piece(actual, "nom"), named=self.piece(reason.named, "nom"))
        if not reason.locations:
            return None
        start = reason.locations[0]
        cell = board.cells[start]
        where = self.location(start)
        if cell and code in (ReasonCode.PIECE_HAS_NO_MOVES, ReasonCode.OPPONENT_PIECE):
            piece = self.piece(cell, "nom")
            piece = capitalized(piece)
            if code is ReasonCode.OPPONENT_PIECE:
                return self.t("reason.not_yours", piece=piece, start=where,
                              owner=self.player(colour(cell)), player=self.player(state.to_move))
            key = "reason.frozen" if board.frozen(start) else "reason.blocked"
            return self.t(key, piece=piece, start=where)
        if code is ReasonCode.OCCUPIED and len(reason.locations) >= 2 and cell:
            target = reason.locations[1]
            # A rabbit may not step back even onto an empty square: that rule comes first.
            if _is_rabbit_back(cell, start, target):
                return self.t("reason.rabbit_back", start=where, moves=moves)
            return None  # who stands there (taken_by) and what to do instead: the shared form
        if code is ReasonCode.CANNOT_MOVE_THERE and len(reason.locations) >= 2 and cell \
                and board.setup is not None:
            # The setup swaps two of one's own pieces; nothing pushes or pulls yet.
            example = self.move_text(reason.alternatives[0]) if reason.alternatives else ""
            return self.t("reason.setup_not_own", target=self.location(reason.locations[1]),
                          example=example)
        if code is ReasonCode.CANNOT_MOVE_THERE and len(reason.locations) >= 2 and cell:
            target = reason.locations[1]
            other = board.cells[target]
            beyond = _beyond_a_step(start, target)
            if beyond is not None:
                # A step goes to a square next to the piece: "e3 e5" was refused with "The
                # piece on e3 cannot go to e5." and no word of why.
                return self.t(f"reason.{beyond}", piece=capitalized(self.piece(cell, "nom")),
                              start=where, target=self.location(target),
                              moves=self.moves_from_here(reason.alternatives))
            if other and colour(other) != colour(cell) and strength(other) >= strength(cell):
                return self.t("reason.not_stronger", start=where,
                              target=self.location(target), moves=moves)
            if not other and _is_rabbit_back(cell, start, target):
                return self.t("reason.rabbit_back", start=where, moves=moves)
        return None


def _beyond_a_step(start: Location, target: Location) -> str | None:
    """Why ``target`` is no step from ``start``: "diagonal" for a square diagonally next to
    it, "too_far" for one further away; None for a square next to it (or the same)."""
    rows = abs(target // SIZE - start // SIZE)
    columns = abs(target % SIZE - start % SIZE)
    if rows + columns <= 1:
        return None
    return "diagonal" if rows == columns == 1 else "too_far"


def _is_rabbit_back(cell: int, start: Location, target: Location) -> bool:
    """True when ``cell`` is a rabbit and ``target`` the square behind it, seen from its
    side: where a rabbit never steps on its own."""
    forward = 1 if colour(cell) == GOLD else -1
    return strength(cell) == RABBIT and target - start == -forward * SIZE


__all__ = ["ArimaaDescriber"]


def _is_swap(events: Sequence[Event]) -> bool:
    """True for the events of a setup swap: two pieces of one side changing places."""
    if len(events) != 2 or not all(isinstance(e, PieceMoved) for e in events):
        return False
    a, b = events
    assert isinstance(a, PieceMoved) and isinstance(b, PieceMoved)
    return a.player == b.player and a.path == b.path[::-1]


def _guards(board: ArimaaState, trap: Location, player: Player) -> int:
    """How many of ``player``'s pieces stand beside ``trap``."""
    return sum(1 for _, n in NEIGHBOURS[trap]
               if board.cells[n] and colour(board.cells[n]) == player)


def _rows_to_goal(square: Location, player: Player) -> int:
    """How many rows a rabbit of ``player`` on ``square`` has still to go."""
    row = square // SIZE
    return SIZE - 1 - row if player == GOLD else row
