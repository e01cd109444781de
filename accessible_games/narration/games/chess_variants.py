"""Words for the chess variants: moves and drops in words, captures into the reserve, check and
mate, the board rank by rank, and the reserve ("pocket") query.

A move is spoken as "White: knight from g1 to f3.", a drop as "White: knight dropped on f3.",
a capture names the piece taken and, in Mad Mate, that it goes into the taker's reserve. The
brief form (braille) is long algebraic notation with the language's piece letters ("Ng1-f3",
German "Sg1-f3"), with + for check and # for mate.
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
)
from accessible_games.engine.grid import algebraic
from accessible_games.engine.types import EndReason
from accessible_games.games.chess_variants.board import (
    PIECE_BASE,
    POCKET_BASE,
    POCKET_KINDS,
    PROMOTION_BASE,
    Kind,
    piece,
)
from accessible_games.games.chess_variants.core import CastlingBar, ChessMove, Flag
from accessible_games.games.chess_variants.events import (
    Castled,
    Checked,
    ChessCaptured,
    ChessMoved,
    ChessPromoted,
    Dropped,
)
from accessible_games.games.chess_variants.game import ChessState
from accessible_games.narration.cased import Cased
from accessible_games.narration.catalog import capitalized
from accessible_games.narration.describer import BRIEF_MOVES, Describer, Verbosity
from accessible_games.narration.message import Message, MessageKind
from accessible_games.narration.occupied import FEW_MOVES
from accessible_games.narration.topics import Query, Topic

ROYAL_KINDS = (Kind.KING, Kind.MAHARAJAH)
"""The pieces a side has one of, named in the status with the article ("the king")."""


class ChessDescriber(Describer):
    """Shared chess vocabulary (catalog domain ``chess``) in German and English."""

    full_moves = True
    """Numbered in full moves, one turn of each side, as the game's records are."""

    domain = "chess"
    answers = {Topic.THREATS: (Query("threats_text"),)}

    # -- vocabulary --------------------------------------------------------------------------

    def piece(self, kind: int, form: str = "name") -> str:
        """A piece word: ``name`` ("knight"), ``the`` ("the knight", nominative), ``acc``
        ("the knight", German accusative "den Springer"), ``none`` ("no knight"), ``into``
        ("a queen", German "zur Dame")."""
        return self.t(f"piece.{form}.{Kind(kind).name.lower()}")

    def letter(self, kind: int) -> str:
        """The piece letter of this language ("N", German "S"); empty for a pawn."""
        return "" if kind == Kind.PAWN else self.t(f"letter.{Kind(kind).name.lower()}")

    def location(self, location: Location) -> str:
        """A square ("f3"), a reserve piece ("knight from the reserve"), a promotion choice."""
        if location >= PROMOTION_BASE:
            return self.piece(location - PROMOTION_BASE)
        if location >= PIECE_BASE:
            return self.piece(location - PIECE_BASE)
        if location >= POCKET_BASE:
            return self.t("reserve_piece", piece=self.piece(location - POCKET_BASE))
        return algebraic(location, 8)

    def move_text(self, move: Move) -> str:
        """A move in a list: "knight from g1 to f3", "knight dropped on f3", "castling"."""
        assert isinstance(move, ChessMove)
        return self._move_words(move)

    def move_alone_brief(self, state: State, move: Move) -> str | None:
        """A hinted move on the braille line: its words after the short heading ("Tipp: Bauer
        von g7 schlägt den Läufer auf f8, Umwandlung zum Turm."), where "Der Computer schlägt
        vor: ..." ran to 81 cells; the piece, its squares, what it takes and becomes kept."""
        return self.move_alone(state, move)

    def _move_words(self, move: ChessMove, here: bool = False) -> str:
        """:meth:`move_text`; ``here``: said after its start square, without it ("knight to
        f3", ``text.step_here``, ``text.capture_here``)."""
        end = algebraic(move.end, 8)
        piece = self.piece(move.kind)
        if move.flag is Flag.DROP:
            return self.t("text.drop", piece=piece, end=end)
        if move.flag in (Flag.CASTLE_KING, Flag.CASTLE_QUEEN):
            return self.t("text.castle_king" if move.flag is Flag.CASTLE_KING
                          else "text.castle_queen")
        text = self._piece_goes(move.kind, move.start, end, move.capture, here)
        if move.promotion:
            text = self.t("text.promotion", move=text, into=self.piece(move.promotion, "into"))
        return text

    def _piece_goes(self, kind: int, start: Location, end: str, capture: int,
                    here: bool) -> str:
        """A piece of ``kind`` from ``start`` to ``end`` (one square or several joined with
        'or'), taking the piece of kind ``capture`` (0: none); ``here``: without ``start``."""
        key = "text.capture" if capture else "text.step"
        victim = self.piece(capture, "acc") if capture else ""
        return self.t(f"{key}_here" if here else key, piece=self.piece(kind),
                      start=algebraic(start, 8), end=end, victim=victim)

    def moves_list(self, moves: Sequence[Move], state: State | None = None) -> str:
        """Alternatives as :meth:`move_text` says them, but the plain steps of one piece from
        one square said once, with their squares ("maharajah from f3 to g5, h4, or d1"), not
        twenty-six times "maharajah from f3 to", and a pawn's promotions on one square said
        once, with what it may become ("pawn from b7 to b8, becoming a queen, rook, bishop,
        or knight"); parted with semicolons where a move's words hold a comma."""
        return self.join_moves(self._listed(moves))

    def grouped_targets(self, state: State, moves: Sequence[Move]) -> str | None:
        """The targets of ``moves`` (all from one square) in a long list: the squares, and a
        pawn's promotions said as promotions once for all their squares ("c8, becoming a
        queen, rook, bishop, or knight"; "c7 to queen, rook, bishop, or knight" named the
        pieces as if they were squares)."""
        if not any(isinstance(m, ChessMove) and m.promotion for m in moves):
            return None  # each square as it is, a list from one square with the piece named
        plain: list[str] = []
        promoted: dict[str, list[int]] = {}
        for move in moves:
            if not isinstance(move, ChessMove):
                return None
            if move.promotion:
                promoted.setdefault(algebraic(move.end, 8), []).append(move.promotion)
            else:
                plain.append(self.location(move.parts[-1]))
        parts = [self.cat.join_or(list(dict.fromkeys(plain)))] if plain else []
        if promoted:
            pieces = next(iter(promoted.values()))  # the same choices on every square
            parts.append(self.t("text.promotion_any", move=self.cat.join_or(list(promoted)),
                                pieces=self.cat.join_or([self.piece(k) for k in pieces])))
        return self.cat.join_or(parts)

    def moves_from_here(self, moves: Sequence[Move], piece: str | None = None) -> str:
        """A piece's moves after a sentence that named its square, without it ("b1 selected:
        knight to c3 or a3", where "knight from b1 to c3 or a3" said the square twice)."""
        if len({m.parts[0] for m in moves if m.parts}) != 1 or any(
                isinstance(m, ChessMove) and m.flag is Flag.DROP for m in moves):
            return self.moves_list(moves)
        return self.join_moves(self._listed(moves, here=True))

    def _listed(self, moves: Sequence[Move], here: bool = False) -> list[str]:
        """The phrases of :meth:`moves_list`, each once; ``here``: without their start."""
        groups: dict[tuple[int, int, int, int], list[ChessMove]] = {}
        items: list[str | tuple[int, int, int, int]] = []
        for move in moves:
            assert isinstance(move, ChessMove)
            if move.promotion:
                key = (move.kind, move.start, move.end, move.capture)
            elif move.flag in (Flag.NORMAL, Flag.DOUBLE):
                # Steps (-1) and captures (-2) of one piece from one square, each said once.
                key = (move.kind, move.start, -2 if move.capture else -1, 0)
            else:
                items.append(self._move_words(move, here))
                continue
            if key not in groups:
                groups[key] = []
                items.append(key)
            groups[key].append(move)
        texts = [item if isinstance(item, str) else self._group_text(item, groups[item], here)
                 for item in items]
        return list(dict.fromkeys(texts))

    def _group_text(self, key: tuple[int, int, int, int], moves: list[ChessMove],
                    here: bool = False) -> str:
        """One piece's steps from one square, its captures from there, or one pawn's
        promotions on one square, as :meth:`moves_list` says them; a lone capture or promotion
        as :meth:`move_text` says it; ``here``: without the square."""
        kind, start, end, capture = key
        if len(moves) == 1 and end != -1:
            return self._move_words(moves[0], here)
        if end == -1:
            return self._piece_goes(kind, start, self._targets(moves), 0, here)
        if end == -2:
            # "pawn from b6 takes the pawn on a7 or the bishop on c7": the piece said once.
            victims = self.cat.join_or([self.t("text.victim", victim=self.piece(m.capture, "acc"),
                                               end=algebraic(m.end, 8)) for m in moves])
            return self.t("text.captures_here" if here else "text.captures",
                          piece=self.piece(kind), start=algebraic(start, 8), victims=victims)
        text = self._piece_goes(kind, start, algebraic(end, 8), capture, here)
        return self.t("text.promotion_any", move=text,
                      pieces=self.cat.join_or([self.piece(m.promotion) for m in moves]))

    def _targets(self, moves: Sequence[ChessMove]) -> str:
        """The squares one piece can reach, in the order of the board's files and ranks ("a4,
        b1, c2, c3"), so that a listener can tell whether a square is among them: the order the
        moves are found in jumps between directions."""
        ends = sorted({m.end for m in moves}, key=lambda end: (end % 8, end // 8))
        return self.cat.join_or([algebraic(end, 8) for end in ends])

    def brief_text(self, move: ChessMove, check: bool, mate: bool) -> str:
        """Long algebraic notation with this language's letters: "Ng1-f3", "Ne5xf7+", "N@f3#";
        a pawn's drop without a letter, "@d5", as a pawn's move has none (German "B@d5" would
        be typed back as a bishop's drop)."""
        if move.flag is Flag.DROP:
            text = self._drop_text(move.kind, move.end)  # a pawn's "@d5", as typed
        elif move.flag is Flag.CASTLE_KING:
            text = "0-0"
        elif move.flag is Flag.CASTLE_QUEEN:
            text = "0-0-0"
        else:
            sep = "x" if move.capture else "-"
            text = (f"{self.letter(move.kind)}{algebraic(move.start, 8)}{sep}"
                    f"{algebraic(move.end, 8)}")
            if move.promotion:
                text += "=" + self.letter(move.promotion)
        return text + ("#" if mate else "+" if check else "")

    # -- moves -----------------------------------------------------------------------------

    def move_message(
        self, state: State, move: Move, events: Sequence[Event], mover: Player
    ) -> Message:
        """The move in words from its events; ``state`` is the position after it."""
        assert isinstance(move, ChessMove)
        sentences: list[str] = []
        captured: ChessCaptured | None = None
        check = False
        for event in events:
            if isinstance(event, Dropped):
                sentences.append(self.did("move.drop", mover, piece=self.piece(event.kind),
                                          the_piece=self.piece(event.kind, "acc"),
                                          end=algebraic(event.location, 8)))
            elif isinstance(event, Castled):
                key = "move.castle_king" if event.king_side else "move.castle_queen"
                sentences.append(self.did(key, mover))
            elif isinstance(event, ChessMoved) and move.flag not in (
                    Flag.CASTLE_KING, Flag.CASTLE_QUEEN):
                captured = next((e for e in events if isinstance(e, ChessCaptured)), None)
                values: dict[str, object] = {
                    "piece": self.piece(event.kind), "the_piece": self.piece(event.kind, "acc"),
                    "start": algebraic(event.path[0], 8), "end": algebraic(event.path[-1], 8)}
                if captured is None:
                    key = "move.step"
                elif move.flag is Flag.EN_PASSANT:
                    key = "move.en_passant"
                    values["square"] = algebraic(captured.location, 8)
                else:
                    key = "move.capture"
                    values["victim"] = self.piece(captured.kind, "acc")
                sentences.append(self.did(key, mover, None, **values))
            elif isinstance(event, ChessPromoted):
                sentences.append(self.t("move.promotion", into=self.piece(event.kind, "into")))
            elif isinstance(event, Checked):
                check = True
        if captured is not None and captured.to_reserve:
            sentences.append(self.did("move.to_reserve", mover,
                                      piece=self.piece(captured.kind, "acc")))
        mate = check and state.is_terminal()
        if mate:
            sentences.append(self.t("move.mate"))
        elif check:
            sentences.append(self.t("move.check"))
        brief = self.brief_text(move, check, mate)
        text = " ".join(sentences)
        if self.verbosity is Verbosity.BRIEF:
            text = brief
        elif self.verbosity is Verbosity.VERBOSE and isinstance(state, ChessState) and (
                state.position.variant.drops):
            text = " ".join([text, self.pocket_text(state)])
        kind = MessageKind.CAPTURE if captured is not None else MessageKind.MOVE
        return Message(text, kind, brief)

    # -- board and queries ------------------------------------------------------------------

    def hint_notes(self, before: State, move: Move, after: State, mover: Player) -> list[str]:
        """That the piece a hinted capture takes was not defended, and the undefended pieces
        of the opponent the move newly attacks (the capture itself, check and a win are told
        by the shared facts)."""
        if after.outcome() is not None or not isinstance(move, ChessMove):
            return []
        old, new = self._state(before), self._state(after)
        notes = []
        if move.capture and move.flag is Flag.NORMAL \
                and not old.position.attacked(move.end, 1 - mover):
            notes.append(self.t("hint.took_undefended",
                                piece=capitalized(self.piece(move.capture, "the"))))
        attacked_before = {square for square, _, _ in old.attacked_pieces(1 - mover)}
        loose = [(square, kind) for square, kind, protected in new.attacked_pieces(1 - mover)
                 if not protected and square not in attacked_before]
        if loose and self.verbosity is Verbosity.BRIEF:
            # The braille line names the pieces by letter and square, as the reserves do
            # (the pawn's letter too): "Damit greifst du 3 ungedeckte Figuren an: den Turm
            # auf c1, den Springer auf f3 und den Bauern auf f5." ran to 99 cells.
            pieces = ", ".join(f"{self.t(f'letter.{Kind(kind).name.lower()}')}"
                               f"{algebraic(square, 8)}" for square, kind in loose)
            notes.append(self.tn("brief.hint.attacks_loose", len(loose), pieces=pieces))
        elif loose:
            notes.append(self.tn("hint.attacks_loose", len(loose), pieces=self.cat.join_and(
                [self.t("hint.loose_piece", piece=self.piece(kind, "acc"),
                        square=algebraic(square, 8)) for square, kind in loose])))
        return notes

    def _state(self, state: State) -> ChessState:
        if isinstance(state, ChessState):
            return state
        raise TypeError("ChessDescriber needs a ChessState")

    def board_lines(self, state: State) -> list[str]:
        """One line per rank from 8 down to 1: the pieces with their squares, or "empty"."""
        board = self._state(state).position.board
        lines = []
        for rank in range(7, -1, -1):
            items = []
            for file in range(8):
                square = rank * 8 + file
                code = board[square]
                if code:
                    items.append(self.t("square_piece", square=algebraic(square, 8),
                                        piece=self.coloured(code & 7, code >> 3)))
            content = ", ".join(items) if items else self.t("rank.empty")
            lines.append(self.t("rank.line", rank=rank + 1, content=content))
        return lines

    def board_reading(self, state: State) -> list[str]:
        """The ranks, three or more empty ones in a row said once ("Ranks 6 to 3: empty.")."""
        return self.empty_rows_once(self.board_lines(state), "rank.line", "rank.empty",
                                    "ranks.empty", "rank")

    def coloured(self, kind: int, colour: int) -> str:
        """A piece with its colour: "black rook", German "schwarzer Turm"."""
        return self.t(f"coloured.{colour}.{Kind(kind).name.lower()}")

    def threats_text(self, state: State) -> list[str]:
        """Check, then each side's pieces under attack (the side to move first), each marked
        when no own piece protects it."""
        chess = self._state(state)
        if chess.outcome() is not None:
            return []
        mover = chess.to_move
        in_check = chess.in_check()
        lines = [self.did("threats.check", mover)] if in_check else []
        for player in (mover, 1 - mover):
            items = [self.t("threats.piece" if protected else "threats.piece_unprotected",
                            piece=self.piece(kind), square=algebraic(square, 8))
                     for square, kind, protected in chess.attacked_pieces(player)]
            if items:
                lines.append(self.t("threats.attacked", player=self.player(player),
                                    pieces=self.cat.join_and(items)))
            elif player == mover and in_check:
                # The royal piece is attacked: the others are "other" pieces, and a side
                # with none (Maharadscha's White) hears only the check.
                if self._has_other_pieces(chess, player):
                    lines.append(self.t("threats.none_other", player=self.player(player)))
            else:
                lines.append(self.t("threats.none", player=self.player(player)))
        return lines

    @staticmethod
    def _has_other_pieces(chess: ChessState, player: Player) -> bool:
        """Whether ``player`` has a piece on the board besides its royal piece."""
        position = chess.position
        return any(code and code >> 3 == player and square != position.royal[player]
                   for square, code in enumerate(position.board))

    def pocket_text(self, state: State) -> str:
        """The reserve query: what each side holds, strongest pieces first."""
        chess = self._state(state)
        lines = []
        for player in (0, 1):
            pocket = chess.position.pockets[player]
            items = [self.tn(f"count.{Kind(k).name.lower()}", pocket[k])
                     for k in reversed(POCKET_KINDS) if pocket[k]]
            if items:
                lines.append(self.t("pocket.some", player=self.player(player),
                                    pieces=self.cat.join_and(items)))
            else:
                lines.append(self.t("pocket.empty", player=self.player(player)))
        return " ".join(lines)

    def pocket_brief(self, state: State) -> str:
        """The reserves on the braille line: each side's pieces in hand by their letters,
        strongest first, each counted where there are more than one ("Reserves: White N;
        Black Q R B 3N 8P."; the sentences ran to 116 cells)."""
        pocket = self._state(state).position.pockets
        held = [" ".join(f"{count if count > 1 else ''}"
                         f"{self.t(f'letter.{Kind(kind).name.lower()}')}"
                         for kind in reversed(POCKET_KINDS) if (count := pocket[player][kind]))
                or self.t("brief.pocket_empty") for player in (0, 1)]
        return self.t("brief.pockets", first=self.player(0), second=self.player(1),
                      first_pieces=held[0], second_pieces=held[1])

    def diagram_notes(self, state: State) -> list[str]:
        """The reserves, in games with drops."""
        if self._state(state).position.variant.drops:
            return [self.pocket_text(state)]
        return []

    def pocket(self, state: State) -> Message:
        """The reserve ("pocket") query as a message, its braille line in piece letters
        (:meth:`pocket_brief`)."""
        return Message(self.pocket_text(state), MessageKind.INFO, self.pocket_brief(state))

    def status_turn_text(self, state: State, you: Player | None = None) -> str:
        """The turn with the check of the side to move ("White, your turn, in check."): the
        check was a sentence after the turn, in Mad Mate on the second braille line of
        "status", which a player reading only the first did not reach."""
        chess = self._state(state)
        if chess.is_terminal() or not chess.in_check():
            return self.turn_text(state, you)
        return self.turn_for("turn_in_check", chess.to_move, you)

    def status_text(self, state: State) -> str:
        """The standing (:meth:`standing_text`); the check goes with the turn
        (:meth:`status_turn_text`)."""
        return self.standing_text(state)

    def status_brief(self, state: State) -> str | None:
        """The standing's braille form (:meth:`standing_brief`); None where it has none."""
        return self.standing_brief(state)

    def standing_text(self, state: State) -> str:
        """The reserves when the variant has drops; without drops (Maharadscha) the pieces
        each side has left ("White: only the maharajah. Black: 15 pieces: the king, one
        queen, ... and 7 pawns."; "score" said the game keeps none)."""
        chess = self._state(state)
        if chess.position.variant.drops:
            return self.pocket_text(state)
        parts = []
        for player in (0, 1):
            kinds = self._kinds_left(chess, player)
            said = [self.t(f"piece.the.{kind.name.lower()}") if kind in ROYAL_KINDS
                    else self.tn(f"count.{kind.name.lower()}", count)
                    for kind, count in kinds.items()]
            parts.append(self.tn("status.pieces", sum(kinds.values()),
                                 player=self.player(player), pieces=self.cat.join_and(said)))
        return " ".join(parts)

    def standing_brief(self, state: State) -> str | None:
        """Without drops each side's count of pieces ("Pieces: White 1, Black 15."; the kinds
        are on "pieces" and in speech); the reserves in piece letters (:meth:`pocket_brief`)."""
        chess = self._state(state)
        if chess.position.variant.drops:
            return self.pocket_brief(state)
        counts = [sum(self._kinds_left(chess, player).values()) for player in (0, 1)]
        return self.t("brief.pieces", first=self.player(0), second=self.player(1),
                      first_count=counts[0], second_count=counts[1])

    @staticmethod
    def _kinds_left(chess: ChessState, player: Player) -> dict[Kind, int]:
        """How many pieces of each kind ``player`` has on the board, royal pieces first."""
        board = chess.position.board
        kinds = {kind: sum(1 for code in board if code == piece(kind, player))
                 for kind in (*ROYAL_KINDS, Kind.QUEEN, Kind.ROOK, Kind.BISHOP, Kind.KNIGHT,
                              Kind.PAWN)}
        return {kind: count for kind, count in kinds.items() if count}

    def outcome_text(self, outcome: Outcome) -> str:
        """Checkmate and stalemate named as such; repetition and the fifty-move rule."""
        if outcome.reason is EndReason.NO_MOVES:
            why = self.t("end.stalemate" if outcome.is_draw else "end.mate")
            if outcome.is_draw:
                return self.t("result.draw", why=why)
            winner = self.player(next(iter(outcome.winners)))
            return self.cat.text(self._told_result(self.key("result.win"), outcome),
                                 winner=winner, why=why)
        return super().outcome_text(outcome)

    # -- reasons ---------------------------------------------------------------------------

    def _into_check(self, reason: Reason,
                    chess: ChessState) -> tuple[Kind, list[ChessMove]] | None:
        """The royal piece a refused move (``reason``) would leave or put in check and the
        moves the moved piece has instead; None for another refusal (castling's own)."""
        places = reason.locations
        if reason.code is not ReasonCode.CANNOT_MOVE_THERE or len(places) < 2 \
                or places[0] >= 64:
            return None
        if places[1] < 64 and chess.position.castling_bar(places[0], places[1], False):
            return None
        if not chess.exposes_royal(places[0], places[1]):
            return None
        royal = Kind.MAHARAJAH if chess.position.board[chess.position.royal[
            chess.to_move]] & 7 == Kind.MAHARAJAH else Kind.KING
        return royal, [m for m in reason.alternatives if isinstance(m, ChessMove)]

    def reason_brief(self, reason: Reason, state: State) -> str | None:
        """A move into check on the braille line: the move, why, and the moves there are
        instead, many counted with the command that lists them ("e1-e6: your maharajah
        would be in check. Moves: 22 moves; type moves e1."; the sentence listed 22 squares,
        185 cells)."""
        into_check = self._into_check(reason, self._state(state))
        if into_check is None:
            return super().reason_brief(reason, state)
        royal, own = into_check
        start, end = (algebraic(reason.locations[i], 8) for i in (0, 1))
        moves = (self.tn("brief.count_moves", len(own), start=start)
                 if len(own) > BRIEF_MOVES else self._targets(own))
        return self.t("brief.into_check", start=start, end=end, royal=self.piece(royal),
                      moves=moves)

    def game_reason(self, reason: Reason, state: State) -> str | None:
        """Drops from an empty reserve, pawn drops on the edge ranks, moves into check."""
        chess = self._state(state)
        code = reason.code
        places = reason.locations
        moves = self.moves_list(reason.alternatives)
        if len(places) >= 2 and places[0] < 64 and places[1] < 64:
            asked = code is ReasonCode.CANNOT_CASTLE
            bar = chess.position.castling_bar(places[0], places[1], asked)
            if bar is not None:
                return self._castling_refusal(chess, *bar)
            if asked:
                return self.t("reason.no_such_move")
        if places and places[0] >= POCKET_BASE:
            kind = places[0] - POCKET_BASE
            if code is ReasonCode.EMPTY:
                if not chess.position.variant.drops:
                    return self.t("reason.no_drops")
                return self.t("reason.not_in_reserve", piece=self.piece(kind, "none"))
            if code is ReasonCode.OCCUPIED:
                return self.t("reason.drop_occupied", square=algebraic(places[-1], 8))
            if kind == Kind.PAWN and len(places) > 1 and places[-1] // 8 in (0, 7):
                return self.t("reason.pawn_drop_rank")
        into_check = self._into_check(reason, chess)
        if into_check is not None:
            royal, instead = into_check
            if len(instead) > FEW_MOVES:  # a maharajah's 22 squares would drown the reason
                return self.tn("reason.into_check_count", len(instead),
                               royal=self.piece(royal), start=algebraic(places[0], 8))
            return self.t("reason.into_check", royal=self.piece(royal),
                          squares=self._targets(instead))
        if code is ReasonCode.CANNOT_MOVE_THERE and len(places) == 2 and (
                PIECE_BASE <= places[0] < PROMOTION_BASE):
            absent = self._kind_absent(chess, places[0] - PIECE_BASE, places[1])
            if absent is not None:
                return absent
            own = self._own_squares(chess, places[0] - PIECE_BASE)
            if not moves and len(own) == 1:
                return self._stuck(chess, own[0])
            values = {"piece": self.piece(places[0] - PIECE_BASE, "no_subject"),
                      "square": algebraic(places[1], 8), "moves": moves}
            key = "reason.kind_cannot_go" if moves else "reason.kind_cannot_go_none"
            return self.t(key, **values)
        if code is ReasonCode.CANNOT_MOVE_THERE and not places:
            return self.t("reason.no_such_move")
        if code is ReasonCode.PIECE_HAS_NO_MOVES and places and places[0] < 64:
            return self._stuck(chess, places[0])
        if code is ReasonCode.CANNOT_MOVE_THERE and len(places) >= 2 and places[0] < 64 \
                and chess.position.board[places[0]]:
            the = self.piece(chess.position.board[places[0]] & 7, "the")
            # Its moves from its square on: "It can play knight from b1 to c3" said b1 twice.
            return self.t("reason.piece_cannot_go", piece=capitalized(the),
                          start=algebraic(places[0], 8), target=algebraic(places[-1], 8),
                          moves=self.moves_from_here(reason.alternatives))
        if code is ReasonCode.EMPTY and places and places[0] < 64:
            return self._empty(chess, places[0], alone=len(places) == 1)
        return None

    def piece_on(self, state: State, start: Location) -> str:
        """The piece on a square by its kind ("the queen", "die Dame"; "den Springer");
        the family's word for a piece off the board (a reserve piece)."""
        position = self._state(state).position
        if start >= POCKET_BASE or not position.board[start]:
            return super().piece_on(state, start)
        kind = position.board[start] & 7
        return Cased(self.piece(kind, "the"), {"acc": self.piece(kind, "acc")})

    def taken_by(self, state: State, target: Location) -> str | None:
        """"Your own piece stands on f1." (a step onto an opponent's piece takes it); what the
        piece can do instead follows it (:mod:`..occupied`)."""
        position = self._state(state).position
        if not position.board[target] or position.board[target] >> 3 != position.side:
            return None
        return self.t("reason.own_piece", square=algebraic(target, 8))

    def _castling_refusal(self, chess: ChessState, bar: CastlingBar,
                          squares: tuple[Location, ...]) -> str:
        """Why the king may not castle: not in this game, the right lost, squares between
        taken, check, or an attacked square on the king's way."""
        key = f"reason.castle.{bar.value}"
        names = self.cat.join_and([algebraic(s, 8) for s in squares])
        if bar is CastlingBar.BLOCKED or bar is CastlingBar.ATTACKED:
            return self.tn(key, len(squares), squares=names)
        return self.t(key, player=self.player(chess.to_move), rook=names)

    def _drop_text(self, kind: int, square: Location) -> str:
        """A drop as the player may type it: "N@f3", German "S@f3"; a pawn's as "@e4", which
        both languages read (a German "B@e4" would be read as a bishop)."""
        return f"{self.letter(kind)}@{algebraic(square, 8)}"

    def _kind_absent(self, chess: ChessState, kind: int, square: Location) -> str | None:
        """A move named by a kind of piece the mover has none of on the board ("Qd4" in
        Maharadscha): that it has none, and the drop that puts one there from the reserve;
        None when it has one."""
        position = chess.position
        if self._own_squares(chess, kind):
            return None
        values = {"piece": self.piece(kind, "none")}
        if position.variant.drops and position.pockets[position.side][kind]:
            return self.t("reason.kind_absent_reserve", **values,
                          drop=self._drop_text(kind, square))
        return self.t("reason.kind_absent", **values)

    @staticmethod
    def _own_squares(chess: ChessState, kind: int) -> list[int]:
        """The squares of the mover's pieces of ``kind``."""
        position = chess.position
        return [square for square, code in enumerate(position.board)
                if code and code >> 3 == position.side and code & 7 == kind]

    def _empty(self, chess: ChessState, start: Location, alone: bool = False) -> str:
        """"There is no piece on d1.", and where the mover's piece is when it has only one
        (Maharadscha's White: "your maharajah stands on e1"); for an empty square chosen
        ``alone`` (Enter on it) that a piece from the reserve may go to, how to drop one."""
        board = chess.position.board
        own = [s for s in range(64) if board[s] and board[s] >> 3 == chess.position.side]
        # Mad Mate: the empty square may take a piece from the reserve; say how, the
        # strongest such piece in the typed form.
        drops = sorted((m.kind for m in chess.legal_moves()
                        if isinstance(m, ChessMove) and m.is_drop and m.end == start),
                       reverse=True) if alone else []
        if drops:
            return self.t("reason.empty_drop", start=algebraic(start, 8),
                          drop=self._drop_text(drops[0], start))
        if len(own) == 1:
            return self.t("reason.empty_one", start=algebraic(start, 8),
                          piece=self.piece(board[own[0]] & 7), square=algebraic(own[0], 8))
        return self.t("reason.empty", start=algebraic(start, 8))

    def _stuck(self, chess: ChessState, start: Location) -> str:
        """Why the piece on ``start`` has no move: every move it has would leave the royal
        piece in check, or every square it could go to is blocked."""
        position = chess.position
        kind = position.board[start] & 7
        the = self.piece(kind, "the")
        values = {"piece": capitalized(the), "start": algebraic(start, 8)}
        if any(m.start == start for m in position.pseudo_moves()):
            if start == position.royal[chess.to_move]:
                return self.t("reason.stuck.attacked", **values)
            royal = position.board[position.royal[chess.to_move]] & 7
            return self.t("reason.stuck.pinned", royal=self.piece(royal), **values)
        return self.t("reason.stuck.blocked", **values)


class MadMateDescriber(ChessDescriber):
    """Mad Mate: the chess words with the reserve."""

    answers = {Topic.THREATS: (Query("threats_text"),), Topic.DETAILS: (Query("pocket"),)}

    def apart(self, state: State) -> bool:
        """The reserves apart from the turn: "White, your turn. You are in check. White's
        reserve is empty. Black has in reserve: one queen, one rook, one bishop, 3 knights,
        and 8 pawns. Move 29." ran to 157 cells; in piece letters still to 101. The check
        stays with the turn, on the first line (:meth:`status_turn_text`)."""
        return True


class MaharadschaDescriber(ChessDescriber):
    """Maharadscha: the chess words; White's only piece is the maharajah. Its own words
    (catalog domain ``maharadscha``) say which army each side leads: "You play Black, the
    whole army", where "Black" alone did not tell a new player they face a single piece."""

    domain = "maharadscha"
    family = "chess"


__all__ = ["ChessDescriber", "MadMateDescriber", "MaharadschaDescriber"]
