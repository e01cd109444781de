"""Describer: the base that turns one game's engine data (moves, events, reasons, outcomes,
states) into sentences in the player's language.

Each game has a subclass in ``narration/games/`` with its vocabulary (square names, pieces,
how a move is spoken, how the board is read). Shared sentences (results, generic reasons,
turns) live here and in the ``common`` catalog.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import replace
from enum import Enum
from types import MappingProxyType
from typing import ClassVar, TypeVar

from accessible_games.engine import (
    EndReason,
    Event,
    Game,
    Location,
    Move,
    Outcome,
    Player,
    Reason,
    ReasonCode,
    State,
    TurnKind,
)
from accessible_games.engine.events import GameEnded
from accessible_games.engine.types import CHANCE
from accessible_games.narration.ambiguous import ambiguous_text, one_start_text
from accessible_games.narration.cased import FORMS, Cased, lenient
from accessible_games.narration.catalog import Catalog, capitalized, catalog
from accessible_games.narration.from_here import from_here, from_here_runs
from accessible_games.narration.message import Message, MessageKind
from accessible_games.narration.occupied import FEW_MOVES, occupied_text, stuck_text
from accessible_games.narration.seat_lists import seats_joined
from accessible_games.narration.topics import Query, Topic
from accessible_games.narration.views import Occupant

_T = TypeVar("_T")


class Verbosity(Enum):
    """How much is said."""

    BRIEF = "brief"
    """Own actions confirmed in a word; the rest short."""
    NORMAL = "normal"
    """Whole sentences."""
    VERBOSE = "verbose"
    """Full explanations (every house passed, every disc flipped)."""


BRIEF_MOVES = 3
"""The most moves a refusal's braille line lists (:meth:`Describer.brief_moves`): the move
refused and why on the first 40-cell line, the moves on the second; of more, their number and
the command that lists them."""

NOTATION_BRIEFS: Mapping[ReasonCode, str] = MappingProxyType({
    ReasonCode.STAYS: "brief.cannot_move_there_why",  # "a1-a1: same square. Moves: a1-c3."
    ReasonCode.OCCUPIED: "brief.cannot_move_there_why",  # "b2-c3: c3 is taken. Moves: b2-a3."
    ReasonCode.CANNOT_MOVE_THERE: "brief.cannot_move_there",  # "c3-e3 is not possible. ..."
    ReasonCode.PIECE_HAS_NO_MOVES: "brief.cannot_move_stuck",  # "46-37: 46 is stuck. ..."
    ReasonCode.AMBIGUOUS: "brief.ambiguous",  # "Which one? c3xa5xc7 or c3xe5xc7."
    ReasonCode.CAPTURE_INCOMPLETE: "brief.capture_incomplete",  # "Go on: c3xe5xc7 or ..."
})
"""A refused move on the braille line, by its reason code, in a game whose notation says all
(:attr:`Describer.notation_brief`): the catalog key of the move, why, and the piece's moves in
notation (:meth:`Describer.reason_brief`)."""

BRIEF_WHYS: Mapping[ReasonCode, str] = MappingProxyType({
    ReasonCode.STAYS: "brief.why.stays",
    ReasonCode.OCCUPIED: "brief.why.taken",
})
"""The few words why ({why}) a refusal's reason code says by itself, the target as {end};
for another code the game's :meth:`Describer.why_brief`."""

STUCK_BRIEFS: Mapping[ReasonCode, str] = MappingProxyType({
    ReasonCode.STAYS: "brief.stays_stuck",  # "a1-a1: same square; a1 cannot move now."
    ReasonCode.OCCUPIED: "brief.occupied_stuck",  # "b2-c3: c3 is taken; b2 is stuck. ..."
    ReasonCode.PIECE_HAS_NO_MOVES: "brief.cannot_move_stuck",  # "46-37: 46 is stuck. ..."
})
"""A refused move of a piece that has no move now, on the braille line by its reason code:
the catalog key of the move, why, and, where it asks for them ({movable}), the pieces that can
move, or the few moves there are (its ``_moves`` form: :meth:`Describer._stuck_brief`)."""


class Describer:
    """Words for one game. Subclasses set ``domain`` and implement the abstract-like hooks."""

    domain: ClassVar[str] = ""
    """Catalog prefix of the game's own messages, e.g. "checkers"."""

    family: ClassVar[str | None] = None
    """Catalog prefix of messages the game shares with its family ("mancala"), looked up
    between the game's own and the common ones; None for a game without a family."""

    stranded_loses: ClassVar[bool] = False
    """A two-sided game where the side to move with no pieces or no move loses: the result
    names that side ("Black has no pieces left. White wins.") rather than only the reason,
    which would leave the listener to guess whose pieces are gone."""

    dark_squares_only: ClassVar[bool] = False
    """Pieces stand only on the dark squares (draughts, the Halma family): a light square
    typed is refused as light ("a2 is a light square; ..."), not as "no playing square"."""

    notation_brief: ClassVar[bool] = False
    """True where a move's notation says all its words say ("a3-b4" for "a3 to b4", "c3xe5"
    for "c3 takes d4, lands on e5"): a list of moves is brailled in notation, a third of the
    cells (draughts, the Halma family), and so is a refused move (:data:`NOTATION_BRIEFS`)."""

    moves_told_as_yours: ClassVar[bool] = False
    """True where "moves" says the listener's own moves to them in every form of the list
    ("You have 6 moves. Give ...", "You have 14 moves from 2 places: ..."; Dog, whose card
    moves are said so): the exchange and a seven's steps said "North: 6 moves: ..." of the
    listener's own seat. Other games name the side ("White: 20 moves: ...")."""

    brief_keys: ClassVar[Mapping[ReasonCode | tuple[ReasonCode, int], str | None]] = {}
    """The game's own refusals on the braille line, by reason code: the catalog key of the
    sentence, filled by :meth:`brief_values` (Reversi: "f7 is taken. You can play 14 moves;
    type moves."). They add to :data:`NOTATION_BRIEFS` and take the place of its entry for the
    same code; None there says the refusal whole (Rakado's piece on its own piece). A code
    with its detail (``(code, reason.count)``) picks a sub-reason's key before the code's,
    also for a refusal that names no place (Doppelkopf's "Not now: reservations first.")."""

    numbered_sides: ClassVar[bool] = False
    """True where the game's seats have no sides of their own, only numbers ("Player 2"):
    where people's names are known (an online table), :attr:`people` names them instead."""

    people_named: ClassVar[bool] = False
    """True where the people in the seats are named in place of their sides at an online table
    (:attr:`people`) although the sides have names: the card games of four at compass
    points, where players at a table say "ann plays the ace", not "North plays". The
    partnerships still name both ("ann (North)"): :meth:`side_of`."""

    win_addressed: ClassVar[bool] = False
    """True where the result already tells the listener in the second person that their side
    won (Whist: "You and South win by 5 points."): the session's "You have won." would only
    repeat it."""

    answers: ClassVar[Mapping[Topic, tuple[Query, ...]]] = {}
    """Which of this describer's queries answer which topic, said in order (none by default:
    the session then says the game has nothing to tell about it)."""

    def __init__(self, game: Game, lang: str, verbosity: Verbosity = Verbosity.NORMAL) -> None:
        self.game = game
        self.lang = lang
        self.cat: Catalog = catalog(lang)
        self.verbosity = verbosity
        self.you: Player | None = None
        """The seat of the person listening, when that person plays it (the session sets it,
        as ``turn_text``'s ``you``): what that seat does is told to them ("You play the queen
        of hearts.") where the catalog has a ``.you`` form (:meth:`did`)."""
        self.named_just_now = False
        """True while a turn is said to a person the hot seat's hand-over has just called by
        name ("Player 3, this is for you alone."): the turn leaves the name out ("Your
        turn.", not "Player 3, your turn." right after it). The session sets it."""
        self.elsewhere: frozenset[Player] = frozenset()
        """The seats the computer plays: a game may tell their turns more briefly (Rakado:
        their roll's number, not which of their pieces could move). The session sets it; it
        stays the same all game, so a move is told again (a new language) as it was told
        first."""
        self.people: dict[Player, str] = {}
        """The names of the people in seats whose side is only a number
        (:attr:`numbered_sides`), said in its place ("anna plays the ace of hearts")."""
        self.persons: dict[Player, str] = {}
        """The people by their own names where :attr:`people` names the bot that plays for
        one who is away ("bob's bot", online): what stays theirs, a partnership, is named
        by them (:meth:`person`)."""
        self.your_bot: str | None = None
        """The listener's own bot by name ("your bot", "dein Bot", in its cases), while the
        listener's seat is named as it (online, its last move was the bot's, made while the
        listener was away; the session sets it); else None. What that seat played is the
        bot's (:meth:`played`); the listener's hand, turn and side stay theirs."""
        self.typed_only = False
        """True where the front end has only typed lines (the terminal, a browser): a
        sentence that teaches how to do something names what to type, not the window's keys
        (Mau Mau's call after a penalty). The session sets it."""
        self.bot_moving = False
        """True while a move the listener's bot made for them is told (online; the session
        sets it): the listener's seat in its sentences is the bot (:meth:`did`: "Your bot
        sows 5 seeds from house 3 ..."), not the listener ("You sow ...")."""

    # -- text helpers ------------------------------------------------------------------------

    def key(self, key: str) -> str:
        """The catalog key that says ``key`` for this game: ``<domain>.<key>`` if present, else
        ``<family>.<key>`` if present, else ``common.<key>``."""
        for prefix in (self.domain, self.family):
            if prefix is not None and self.cat.has(f"{prefix}.{key}"):
                return f"{prefix}.{key}"
        return f"common.{key}"

    def t(self, key: str, /, **values: object) -> str:
        """The game's own message (see :meth:`key`) with ``values`` filled in (a place may
        take the case its template asks for: :mod:`.cased`)."""
        return self.cat.text(self.key(key), **lenient(values))

    def tn(self, key: str, count: int, /, **values: object) -> str:
        """Like :meth:`t` with a plural form chosen by ``count``."""
        return self.cat.plural(self.key(key), count, **lenient(values))

    def briefly(self, key: str) -> str:
        """``key``, or its ``.brief`` form where the catalog has one and a braille line is
        being worded (:meth:`said_briefly`)."""
        brief = f"{key}.brief"
        if self.verbosity is Verbosity.BRIEF and self.cat.has(self.key(brief)):
            return brief
        return key

    def said_briefly(self, sentences: Callable[[], list[str]]) -> list[str]:
        """``sentences`` worded again for the braille line: at brief verbosity, where keys
        asked for through :meth:`briefly` take their ``.brief`` form."""
        chosen = self.verbosity
        self.verbosity = Verbosity.BRIEF
        try:
            return sentences()
        finally:
            self.verbosity = chosen

    # -- vocabulary hooks (games override) -----------------------------------------------------

    def player(self, player: Player) -> str:
        """The player's name as a side ("Black", "Schwarz", "South"); chance is "chance"."""
        if player == CHANCE:
            return self.cat.text("common.player.chance")
        if player in self.people:
            return self.people[player]
        return self.t(f"player.{player}")

    def person(self, player: Player) -> str:
        """The seat's own person by name (:attr:`persons`), else as :meth:`player` names it:
        a partnership is bob's while his bot plays his cards."""
        return self.persons.get(player) or self.player(player)

    def players_joined(self, players: Sequence[Player], you: str | None = None,
                       in_order: bool = False) -> str:
        """``players`` listed in a sentence ("West and North"), seats that are only numbered
        under their word once ("players 2, 3, and 4", not "Player 2, Player 3, and Player
        4"), as the opening lists them (:func:`seats_joined`); ``you``, the listener's word
        for a listener among them (not in ``players``), first ("you and players 2 and 3");
        ``in_order``: the seats in the order given, not by number (:func:`seats_joined`)."""
        numbers = [p + 1 if self.numbered_sides and p not in self.people and p >= 0 else None
                   for p in players]
        return seats_joined(self.cat, [self.player(p) for p in players], numbers, you,
                            in_order)

    def seats_with_you(self, players: Sequence[Player]) -> str:
        """``players`` joined as :meth:`players_joined` joins them, the listener (:attr:`you`)
        among them as "you", first ("you, South, and West"): a person is told neither their
        own name (online) nor their own side as if it were somebody else's."""
        you = self.you
        if you is None or you not in players:
            return self.players_joined(players)
        return self.players_joined([p for p in players if p != you],
                                   self.cat.text("common.players.you"))

    def side_played(self, player: Player) -> str:
        """The seat as the object of "you play ...": the side's name ("White", "South"), or
        where the side is a party of people or animals, with its article in the case
        "spielen" takes ("the Swedes", "den Wolf")."""
        key = f"player.{player}.played"
        if player not in self.people and self.cat.has(self.key(key)):
            return self.t(key)
        return self.player(player)

    def side_of(self, player: Player) -> str:
        """The seat's own side ("North", "Player 2"), never the name of a person in it."""
        with self.without_names():
            return self.player(player)

    @contextmanager
    def without_names(self) -> Iterator[None]:
        """Within the block every seat is called by its side, as if no person's name were
        known (a shorter braille line); the names are back afterwards."""
        people, self.people = self.people, {}
        try:
            yield
        finally:
            self.people = people

    def location(self, location: Location) -> str:
        """The spoken name of a place (square, house)."""
        raise NotImplementedError

    def move_text(self, move: Move) -> str:
        """A short phrase for a move in lists of choices ("c3 to d4")."""
        return move.notation

    def move_alone(self, state: State, move: Move) -> str:
        """A move said with no heading or piece to tell whose it is (a hint, in ``state``
        before it): by default as :meth:`move_text` says it; a game whose squares alone leave
        the piece open names it (Wolf und Schafe: "sheep a1 to b2")."""
        return self.move_text(move)

    def move_tells_its_effect(self, move: Move) -> bool:
        """Whether :meth:`move_alone` already says all the move does, so that "why" after a
        hint does not read it again as it would be announced ("What it does: ..."): Arimaa's
        push names both pieces' squares and the piece it takes in a trap. False (the
        default): the announcement says more (pieces taken, discs turned)."""
        return False

    def move_alone_why(self, state: State, move: Move) -> str:
        """:meth:`move_alone` where "why" after a hint opens with it, before its reasons
        (:meth:`hint_notes`): by default the same words; Arimaa leaves out what a trap takes
        ("f1 pushes f2 to f3", not "... (takes a piece in the trap at f3)"), which its
        reason says in full ("It traps the rabbit at f3: ...")."""
        return self.move_alone(state, move)

    def move_alone_brief(self, state: State, move: Move) -> str | None:
        """:meth:`move_alone` on the braille line (a hint, the only choice), where its words
        run long: Dog's card in its code and the way in field numbers ("⠊⠉ 1-10", where
        "The computer suggests a move. The nine of clubs: your start field 1 to field 10."
        ran to 84 cells). None (the default): the braille line says what speech says."""
        return None

    def piece_moves(self, state: State, moves: Sequence[Move]) -> str:
        """The moves of a piece just selected, in ``state``, said after its place: by default
        as :meth:`moves_from_here` says them; a game may name the piece (Wolf und Schafe)."""
        return self.moves_from_here(moves)

    def moves_from_here(self, moves: Sequence[Move], piece: str | None = None) -> str:
        """The moves of one piece, said after a sentence that named its place: each without
        that place (:func:`.from_here`: "to a2 or b1", where "a1 to a2 or a1 to b1" said it
        twice more), or as :meth:`moves_list` says them where a move's words do not begin
        with it or the moves start on several places. Steps followed by what the piece does
        besides are one sentence, the piece's pronoun (of ``piece``, else the game's word for
        any piece) the subject of the rest ("to d5 or e4, or it hops to f6": "to d5, e4, or
        hops to f6" read as if hops were a square)."""
        runs = self._runs_from_here(moves)
        if runs is None:
            return self.moves_list(moves)
        lead = self._step_lead()
        steps = [run for run in runs if lead is not None and run[0].startswith(lead)]
        does = [run for run in runs if all(run is not step for step in steps)]
        # Steps and one thing besides are one sentence however many squares each has ("to
        # b3, c2, or a3, or it hops to d4 or d6"; a semicolon there parted one piece's moves
        # in the long list, whose semicolons part the pieces).
        if any("," in run[0] for run in runs) or (
                sum(len(run) > 1 for run in runs) > 1 and not (steps and len(does) == 1)):
            # Phrases with commas of their own ("to d3, pulling d5"), or several runs of
            # squares: each run said whole ("pushes d5 to d6, e5, or c5"), the runs parted
            # with semicolons, so that where one run ends and the next begins is heard.
            return self.join_moves([self.cat.join_or(run) for run in runs])
        if lead is not None and steps and does and runs[0] is steps[0]:
            named = piece if isinstance(piece, Cased) and "it" in piece.forms \
                else self.cased("the_piece")
            it = format(named, "it")
            it = it[:1].lower() + it[1:]  # the pronoun inside the sentence: "er", not "Er"
            # A later run of steps goes on the first one's "to" ("to e2, f1, or d1").
            said = [item for run in steps for item in run]
            said = said[:1] + [item[len(lead):] if item.startswith(lead)
                               and " " not in item[len(lead):] else item for item in said[1:]]
            return self.cat.text("common.steps_or_does", steps=self.cat.join_or(
                list(dict.fromkeys(said))), does=self.cat.join_or(
                [self.cat.text("common.it_does", it=it, does=self.cat.join_or(run))
                 for run in does]))
        return self.join_moves([item for run in runs for item in run])

    def _step_lead(self) -> str | None:
        """The words a plain step begins with when said from its start on ("to "), None
        where the game has no plain step phrase."""
        if not self.cat.has(self.key("text.step")):
            return None
        try:
            step = from_here("S", [(self.t("text.step", start="S", end="E"), "E")])
        except KeyError:  # a step said with more than its squares (chess: the piece first)
            return None
        if not step or not step[0].endswith("E"):
            return None
        return step[0][:-1]

    def _said_from_here(self, moves: Sequence[Move]) -> list[str] | None:
        """The phrases of :meth:`moves_from_here`, each without the place the moves start
        on; None where the moves start on several places or their words do not begin with
        it (they are then said whole)."""
        runs = self._runs_from_here(moves)
        return None if runs is None else [item for run in runs for item in run]

    def _runs_from_here(self, moves: Sequence[Move]) -> list[list[str]] | None:
        """:meth:`_said_from_here` in runs of moves with the same words
        (:func:`.from_here_runs`)."""
        starts = {m.parts[0] for m in moves if m.parts}
        if len(starts) != 1 or not all(m.parts for m in moves):
            return None
        phrases = [(text, str(self.location(m.parts[-1])))
                   for text, m in zip(self.move_texts(moves), moves, strict=True)]
        return from_here_runs(str(self.location(starts.pop())), phrases)

    def move_message(
        self, state: State, move: Move, events: Sequence[Event], mover: Player
    ) -> Message:
        """The announcement of a move that was just made, from its events.

        ``state`` is the position after the move.
        """
        raise NotImplementedError

    def board_lines(self, state: State) -> list[str]:
        """The position read row by row (or side by side), one line each."""
        raise NotImplementedError

    def status_text(self, state: State) -> str:
        """Game-specific counts for the status query (pieces, discs, seeds)."""
        return ""

    def status_brief(self, state: State) -> str | None:
        """The braille line's form of :meth:`status_text`: the same standing in as few cells
        as its facts allow ("Target squares: Black 0 of 9, White 0 of 9.", where the sentence
        listed every square still missing and who stands on it, 300 cells and more). None (the
        default): the sentence itself; "" where the braille line leaves it out."""
        return None

    def apart(self, state: State) -> bool:
        """Whether the answers of several parts tell each in a message of its own, a line
        of its own on the braille display: "status" the turn and the move number, then the
        standing; "undo" what was taken back, then the move that stands. For games whose
        counts or moves run long: Rakado for four ("White, your move with 4. Home/on the
        way: White 1/6, Black 0/6, Yellow 0/7, Red 0/6. Move 25." was 115 cells), mancala
        ("2 Züge zurück. Zuletzt: Nord: Haus 3, 8 Samen, nimmt 9 aus deinen Häusern 3, 4
        und 5." 88). False by default. (A finished game's status tells the result and the
        standing apart in every game.)"""
        return False

    def undo_apart(self, state: State) -> bool:
        """Whether "undo" tells what was taken back and the move that now stands (``state``
        after the undo) each in a message of its own: :meth:`apart` by default, and where
        a game's moves alone run long (Arimaa's whole turn)."""
        return self.apart(state)

    def standing_parts(self, state: State) -> list[tuple[str, str | None]]:
        """Where :meth:`apart`, the standing of "status" as one message or more, each as
        (speech, braille line: None for the speech itself, "" for none), each a line of its
        own on the braille display. By default one: :meth:`status_text` with
        :meth:`status_brief`."""
        return [(self.status_text(state), self.status_brief(state))]

    def status_warnings(self, state: State, brief: bool = False) -> list[str]:
        """The warnings that end :meth:`status_text` (``brief``: :meth:`status_brief`), of a
        rule about to decide the game: "status" tells them in a message of their own after
        the standing, with the move number, a line of its own on the braille display
        (Räuber und Gendarm near move 40: "Start counts from move 40: Black 12, White 12.
        Move 32."). None by default."""
        return []

    def standing_text(self, state: State) -> str:
        """The standing, as "score" tells it in a game without a score sheet: the counts of
        :meth:`status_text` unless the game tells more (Reversi's empty squares)."""
        return self.status_text(state)

    def standing_brief(self, state: State) -> str | None:
        """The braille line's form of :meth:`standing_text`: :meth:`status_brief` where the
        standing is the status's counts, else None (the sentence itself)."""
        if self.standing_text(state) == self.status_text(state):
            return self.status_brief(state)
        return None

    def column_line(self, state: State, column: int) -> str | None:
        """What stands in grid column ``column``, bottom to top, in the few words of the
        game's own row lines (stone games: "g7 white, g8 and g9 black"), so that "column"
        reads a column as "row" reads a row; None: place by place (the default)."""
        return None

    def board_reading(self, state: State) -> list[str]:
        """The board as the ``board`` query reads it aloud: :meth:`board_lines`, with three or
        more empty rows in a row said once ("Rows 15 to 2: empty.", the family's
        ``rows.empty``), so that a wide board with few pieces is not "empty" a dozen times;
        ``row`` still reads any one row."""
        return self.empty_rows_once(self.board_lines(state))

    def board_reading_brief(self, state: State) -> list[str] | None:
        """The braille line's form of each line of :meth:`board_reading`, one for one, where
        the game has a shorter one that keeps a row on one 40-cell line (Kalah: "North: 6 6 3
        0 6 6; store 2"); None: the lines themselves."""
        return None

    def empty_rows_once(self, lines: list[str], line: str = "row.line", empty: str = "row.empty",
                        many: str = "rows.empty", field: str = "row") -> list[str]:
        """``lines`` with each run of three or more empty rows, next to each other from the
        top down, said once by the key ``many`` ({first} and {last}). An empty row is the key
        ``line`` with ``empty`` as its content and its number in ``field``; a game without
        ``many``, or whose lines are built otherwise, is read as it is."""
        if not self.cat.has(self.key(many)):
            return lines
        nothing = self.t(empty)
        numbers = {self.t(line, **{field: n, "content": nothing}): n
                   for n in range(1, len(lines) + 1)}
        reading: list[str] = []
        run: list[tuple[int, str]] = []  # the empty rows just read, from the top down

        def close() -> None:
            if len(run) >= 3:
                reading.append(self.t(many, first=run[0][0], last=run[-1][0]))
            else:
                reading.extend(text for _, text in run)
            run.clear()

        for text in lines:
            number = numbers.get(text)
            if number is None or (run and number != run[-1][0] - 1):
                close()
            if number is None:
                reading.append(text)
            else:
                run.append((number, text))
        close()
        return reading

    def taken_up_text(self, state: State) -> str | None:
        """How far the game is and how it stands, said first when it is taken up again
        (resumed, opened), where the progress alone says too little (Whist's "Trick 2 of
        13." named neither the deal nor the score); None: :meth:`progress_text` alone."""
        return None

    def taken_up_brief(self, state: State) -> str | None:
        """:meth:`taken_up_text` on the braille line, where it says more than fits; None
        (the default): the same words."""
        return None

    def progress_text(self, state: State) -> str | None:
        """How far the game is, for the status query, where a move number says little (a
        trick-taking game: "Trick 4 of 13."); None: the move number; "": nothing (a count of
        moves that means nothing at the table)."""
        return None

    def progress_brief(self, state: State) -> str | None:
        """:meth:`progress_text` as the braille line of "status" ends with it, where it would
        say what has not begun (Doppelkopf's "Trick 1 of 12." while the reservations are
        asked: ""); None (the default): the same words."""
        return None

    def pieces_line(self, state: State, player: Player) -> str | None:
        """A side's pieces in the game's own words (Dog: home, kennel, track), or None for
        the shared list of pieces by kind and place."""
        return None

    def diagram_notes(self, state: State) -> list[str]:
        """Facts a board diagram cannot show but a reader needs (pieces in reserve)."""
        return []

    def notation_phase(self, state: State) -> str | None:
        """Hook: a phase of the game whose moves help shows by examples of their own
        (``game.<id>.notation.<phase>``, where the catalog has it): "second" on the second
        player's turn of a game of two, whose example moves are made with that player's
        pieces (Tablut's defenders cannot play the attackers' d1-d4); a game adds phases
        whose moves are typed differently (Arimaa's setup). None: as always."""
        if state.turn_kind is TurnKind.PLAYER and state.to_move == 1 \
                and state.game.num_players == 2:
            return "second"
        return None

    def game_reason(self, reason: Reason, state: State) -> str | None:
        """Hook: a sentence for a reason code only this game uses; None to use the shared one."""
        return None

    def asks_which(self, reason: Reason) -> bool:
        """True when the refusal ``reason`` is said as a question which of its alternatives
        ("That fits several moves: ... Please say which."), which the next line may answer
        with the part that tells them apart; a game adds its own questions (Dog: as which
        card a joker is played)."""
        return reason.code is ReasonCode.AMBIGUOUS

    def asks_first(self, move: Move) -> Reason | None:
        """The question asked before ``move``, the only move of a card chosen in the hand, is
        played (Dog: a joker's one move, which Enter spent unasked), as a refusal that
        :meth:`offers_one` the move; None: Enter plays it at once, as by default."""
        return None

    def offers_one(self, reason: Reason) -> Move | None:
        """The one move the refusal ``reason`` offers to play on a yes (Dog: a joker typed
        alone with one move, which played at once spent it unasked); None by default."""
        return None

    def piece_on(self, state: State, start: Location) -> str:
        """Hook: the piece on ``start`` with its article, in the cases German declines it in
        (:class:`.Cased`: "the queen", "die Dame"; "the wolf", "der Wolf", "den Wolf"), for
        the refusal of a move onto a taken square ("The queen on e2 has 9 other moves.",
        :mod:`.occupied`); by default the game's word for any piece, ``the_piece``."""
        return self.cased("the_piece")

    def cased(self, key: str, /, **values: object) -> Cased:
        """The message ``key`` with its forms by case where the catalog has them
        (``<key>.acc``: German "den König" beside "der König")."""
        return Cased(self.t(key, **values),
                     {case: self.t(f"{key}.{case}", **values) for case in FORMS
                      if self.cat.has(self.key(f"{key}.{case}"))})

    def taken_by(self, state: State, target: Location) -> str | None:
        """Hook: the first sentence of the refusal of a move onto the taken ``target``: who
        stands there, in the game's words ("37 is taken by one of your own men."); None for
        the shared "37 is occupied.". What the piece can do instead follows it
        (:mod:`.occupied`)."""
        return None

    # -- shared sentences ------------------------------------------------------------------

    def moves_list(self, moves: Sequence[Move], state: State | None = None) -> str:
        """Alternatives joined with "or", each said once (two equal cards of a double pack
        make two moves that sound the same); with ``state``, each with the warning
        :meth:`move_warning` and the note :meth:`move_note` give."""
        texts = self.move_texts(moves)
        if state is not None:
            texts = [f"{text}{self.move_warning(state, m)}{self.move_note(state, m)}"
                     for text, m in zip(texts, moves, strict=True)]
        return self.join_moves(self.said_once(moves, texts))

    def others_list(self, moves: Sequence[Move], state: State) -> str:
        """The moves other than a card that a player at a card table may make besides the
        cards, as "moves" names them after those cards ("hand.moves.or", or the game's own
        "moves.or"): by default as :meth:`moves_list` says them; a game whose sentence names
        their kind leaves the kind out of each (Doppelkopf's announcements)."""
        return self.moves_list(moves, state)

    def join_moves(self, texts: list[str]) -> str:
        """Moves said as alternatives: joined with "or"; parted with semicolons where a move's
        own words hold a comma or an "or" (:meth:`.Catalog.join_choices`: Arimaa's "d4 to d3,
        pulling d5, d4 to d3, pulling e4" was heard as four moves)."""
        return self.cat.join_choices(texts)

    def card_moves_list(self, moves: Sequence[Move], state: State) -> str:
        """The moves of one card, after a heading that names it ("moves ad"): by default as
        :meth:`moves_list` says them; a game may leave the card's name out of each (Dog)."""
        return self.moves_list(moves, state)

    def card_moves_list_brief(self, moves: Sequence[Move], state: State) -> str | None:
        """:meth:`card_moves_list` on the braille line, where the game has a shorter form (Dog:
        the ways by field numbers); None (the default): as said."""
        return None

    def said_once(self, moves: Sequence[Move], texts: list[str]) -> list[str]:
        """The phrases of :meth:`moves_list`, each said once; a game may also join moves
        that differ in one word only (Dog: the cards that make the same move)."""
        return list(dict.fromkeys(texts))

    def choice_count(self, moves: Sequence[Move]) -> int:
        """How many choices ``moves`` are for the player who hears them: each phrase once (two
        equal cards of a double pack make two moves that sound the same); a game may count
        moves that differ in a word that makes no difference once (Dog: a card's suit)."""
        return len(set(self.move_texts(moves)))

    def move_texts(self, moves: Sequence[Move]) -> list[str]:
        """Each move's phrase in :meth:`moves_list`, one per move (a game may give several
        moves one phrase, said once: Mau Mau's jack with any wish)."""
        return [self.move_text(m) for m in moves]

    def place_note(self, state: State, location: Location) -> str:
        """What a place shows besides its occupant (a card table: the card a seat has played
        to the trick), with its leading separator; "" for nothing."""
        return ""

    def move_here_text(self, state: State, move: Move) -> str | None:
        """The answer to "moves d3" where the one move from there is made on the place itself
        (a disc or stone placed, a house sown), said as what it does there ("d3: you can place
        a disc here; it flips d4."); None where the game has no such words ("From d3, one
        move: d3." then said the place twice)."""
        return None

    def move_here_brief(self, state: State, move: Move) -> str | None:
        """The braille line of :meth:`move_here_text` where the game words it more briefly
        (Reversi: "d4 flips 19: d5 to d7, ..."); None (the default): the sentence itself."""
        return None

    def occupant_text(self, occupant: Occupant) -> str | None:
        """What the cursor says stands on a place, where the game says it its own way (Dog:
        "your marble" for the listener's); None for the shared words of the board view."""
        return None

    def move_note(self, state: State, move: Move) -> str:
        """What a move in a list of the player's moves does to the others that its words do
        not say (Dog: an opponent's marble sent home), with its leading separator; "" for
        nothing. Unlike :meth:`move_warning` it asks nothing before the move is played."""
        return ""

    def move_mark(self, state: State, move: Move) -> str:
        """The braille line's mark of a move whose words in a list carry a warning, after the
        place it starts from when the list names only the places (Arimaa: " (trapped)", its
        own piece lost in a trap), with its leading space; "" (the default) for none."""
        return ""

    def moves_heading(self, state: State) -> str:
        """A sentence said before a list of the player's moves about what the list as a whole
        must be heard with (Tablut: the king can be captured next move, and the moves that
        save him are marked); "" for none (the default)."""
        return ""

    def grouped_targets(self, state: State, moves: Sequence[Move]) -> str | None:
        """In a long list of the player's moves, grouped by the place they start from, the
        targets of ``moves`` (all from one place) after "<start> to", and in the list of one
        place's moves after "From <start>, 16 moves: to", where the game says each of its
        notes once for all the targets it belongs to (Tablut; a pawn's promotions in chess);
        None (the default): in a long list each target with its own :meth:`move_note`, and
        one place's moves as :meth:`moves_from_here` says them."""
        return None

    def said_whole(self, moves: Sequence[Move]) -> bool:
        """True where a long list of the player's moves, grouped by the place they start
        from, must say ``moves`` (all from one place) whole from that place on ("d4 pushes d5
        to d6, e5, or c5; to d3, pulling d5 or e4") rather than as the places after "to":
        where a move's last place is not where the piece goes (Arimaa's push and pull end on
        the enemy's squares: "d4 to d6, e5, c5, f4" named squares the elephant never
        reaches). False by default."""
        return False

    def moves_list_brief(self, moves: Sequence[Move], state: State) -> str | None:
        """:meth:`moves_list` on the braille line, where the game has a shorter form than its
        words and its notation does not say them (Dog: each card in its code and its ways by
        field numbers); None (the default): the words, or the notation where it says
        them."""
        return None

    def grouped_targets_brief(self, state: State, moves: Sequence[Move]) -> str | None:
        """:meth:`grouped_targets` in a few cells for the braille line, its notes marked
        briefly; None (the default): the sentence itself."""
        return None

    moves_are_cards: ClassVar[bool] = False
    """True at a card table, whose moves are cards played, drawn or bid: the session then
    says "Last:" where a board game says "The last move:" (after "undo", and in a game taken
    up again); :meth:`undo_done` counts them in card words."""

    def undo_done(self, taken: Sequence[tuple[Player, Sequence[Move]]], you: Player,
                  brief: bool = False) -> str:
        """After "undo", what was taken back as one sentence, where the game's turns hold
        several moves a player counts apart (Arimaa: "Taken back: Silver's whole turn and one
        step of yours."); ``taken`` is each mover's run of moves in the order they were
        made, ``you`` the listener who took them back; ``brief``: in the braille line's few
        words ("Back: your step, Silver's turn."). "" (the default): the moves are counted,
        a mover's run as one."""
        return ""

    def undo_note(self, stands: Sequence[Move], taken: Sequence[Move]) -> str:
        """After "undo", what the moves taken back (``taken``: the listener's, last first)
        undid that "the last move now" does not tell (Dog: taking back a step of a seven brings
        that step back); ``stands`` are the moves that still stand, in order. "" for
        nothing."""
        return ""

    def hint_notes(self, before: State, move: Move, after: State, mover: Player) -> list[str]:
        """What a hinted move does that its announcement and the shared facts of "why" do
        not tell (Gomoku: the four it blocks, the three it makes), as whole sentences;
        ``after`` is the position after it. [] for nothing (the default)."""
        return []

    def hint_card_notes(self, state: State, move: Move, mover: Player) -> list[str]:
        """In a game of hidden cards, why a hinted card, as whole sentences from what the
        mover may know (Whist: it takes the trick so far); ``state`` is the position before
        it, which may hide cards and is not played on. [] for nothing (the default)."""
        return []

    def move_advice(self, state: State, move: Move) -> str:
        """How ``move`` is made where a newcomer may not know it, a whole sentence said with
        a hint that suggests it and with the tutorial's example (Mau Mau: Mau is said with
        the last-but-one card, or a penalty card is drawn); "" (the default) for nothing."""
        return ""

    def move_warning(self, state: State, move: Move) -> str:
        """What a move in a list of the player's moves costs them that its words do not say
        (Dog: a seven's step that sends the player's own marble home), with its leading
        separator; "" for nothing."""
        return ""

    def move_warning_brief(self, state: State, move: Move) -> str | None:
        """The braille line's :meth:`move_text` and :meth:`move_warning` of a move asked about
        before it is played, in whole sentences (Dog: "⠃⠓ 14-16. To the kennel: you 16.");
        None where the words for the ear serve (the default)."""
        return None

    def reason(self, reason: Reason, state: State) -> Message:
        """Why an attempt was illegal, in one or two sentences (and the game's braille form
        of it, where it has one: :meth:`reason_brief`)."""
        text = self.game_reason(reason, state)
        if text is None:
            text = self._common_reason(reason, state)
        return Message(text, MessageKind.ILLEGAL, self.reason_brief(reason, state))

    def reason_brief(self, reason: Reason, state: State) -> str | None:
        """The braille line's form of a refusal, by its reason code (:meth:`brief_key`): the
        place refused, then why, then the moves there are instead ("c3-e3 is not possible.
        Moves: c3-b4 or c3-d4."; the sentence ran to three 40-cell lines), a long list bounded
        (:meth:`brief_moves`); only a start typed, the moves from it ("Where to? c3-b4 or
        c3-d4."). None: the sentence itself. A game adds entries (:attr:`brief_keys`) and
        values (:meth:`brief_values`) rather than a method of its own."""
        key = self.brief_key(reason)
        if key is None:
            return None
        if self.notation_brief and len(reason.locations) == 1 \
                and reason.code is not ReasonCode.STAYS:  # a start alone ("a1-a1" stays)
            return self._where_to_brief(reason)
        if reason.locations and not reason.alternatives:
            return self._stuck_brief(reason, state)
        values = self.brief_values(reason, state)
        if values is None:
            return None
        why = values.get("why")
        if key == "brief.cannot_move_there" and why is not None:
            key = "brief.cannot_move_there_why"
        elif key == "brief.cannot_move_there" and self.game_reason(reason, state) is not None \
                and not self.key(key).startswith(f"{self.domain}."):
            return None  # the game says why in its own words, which the shared form would drop
        count = values.get("count")
        if isinstance(count, int):
            return self.tn(key, count, **values)
        return self.t(key, **values)

    def brief_key(self, reason: Reason) -> str | None:
        """The catalog key of a refusal's braille form: the game's own for its sub-reason
        (:attr:`brief_keys` by code and detail), else, for a place refused, the game's own for
        its code, else the shared one of a game whose notation says all
        (:data:`NOTATION_BRIEFS`); None for none."""
        code = reason.code
        if reason.count is not None and (code, reason.count) in self.brief_keys:
            return self.brief_keys[code, reason.count]
        if not reason.locations:
            return None
        if code in self.brief_keys or not self.notation_brief:
            return self.brief_keys.get(code)
        return NOTATION_BRIEFS.get(code)

    def brief_values(self, reason: Reason, state: State) -> dict[str, object] | None:
        """What a refusal's braille form (:meth:`brief_key`) is filled with: the place refused
        ({square}, the same as {start}), the target ({end}), the moves there are instead
        ({moves}: :meth:`brief_moves`), and why in a few words where it is known ({why}:
        :data:`BRIEF_WHYS`, :meth:`why_brief`). A game gives its own (mancala: the house by its
        number and a store's seeds as {count}, which chooses the plural form); None: this
        refusal is said whole after all. A refusal of no place (a sub-reason's,
        :attr:`brief_keys`) has nothing of its own to fill in: {}."""
        if not reason.locations:
            return {}
        start, end = (self.location(reason.locations[i]) for i in (0, -1))
        why_key = BRIEF_WHYS.get(reason.code)
        why = self.t(why_key, end=end) if why_key is not None \
            else self.why_brief(reason, state)
        values: dict[str, object] = {"square": start, "start": start, "end": end,
                                     "moves": self.brief_moves(reason.alternatives)}
        if why is not None:
            values["why"] = why
        return values

    def _where_to_brief(self, reason: Reason) -> str | None:
        """A piece's start typed alone and refused, on the braille line: where to, in its
        moves' notation ("Where to? c3-b4 or c3-d4."); None for another refusal."""
        if reason.code is not ReasonCode.CANNOT_MOVE_THERE or not reason.alternatives:
            return None
        return self.t("brief.which_target", moves=self.brief_moves(reason.alternatives))

    def _stuck_brief(self, reason: Reason, state: State) -> str | None:
        """A refused move of a piece that cannot move now (:data:`STUCK_BRIEFS`): "a1-a1:
        same square; a1 cannot move now." (the sentence, "a1 to a1 is no move: a move goes to
        another square. Possible from a1: hops to c3.", ran to 86 cells); a step onto a taken
        square with the pieces that can move ("b2-c3: c3 is taken; b2 is stuck. Movable: a3,
        c3, e3, g3."; the sentence, "c3 is taken by one of your own stones. The stone on b2
        is stuck; the stones on a3, c3, e3, and g3 can move.", ran to 114 cells); a move
        anywhere else ("46-37: 46 is stuck. Movable: 5 pieces."; "Der Stein auf 46 kann gar
        nicht ziehen; 5 Steine können ziehen, darunter ..." ran to 95 cells), or, in the
        key's ``_moves`` form where it has one, the few moves there are. None for another
        refusal."""
        key = STUCK_BRIEFS.get(reason.code) if self.notation_brief else None
        if key is None:
            return None
        why = None
        if reason.code is ReasonCode.PIECE_HAS_NO_MOVES \
                and self.game_reason(reason, state) is not None:
            # The game's own why in its few words ("a2-b3: straight lines only; a2 is
            # stuck. ..."), or the sentence whole where it has none.
            why = self.why_brief(reason, state)
            if why is None:
                return None
            key = f"{key}_why"
        start, end = (self.location(reason.locations[i]) for i in (0, -1))
        legal = [m for m in state.legal_moves() if m.parts]
        if len(legal) <= BRIEF_MOVES and self.cat.has(self.key(f"{key}_moves")):
            return self.t(f"{key}_moves", start=start, end=end, why=why,
                          moves=self.brief_moves(legal))
        pieces = list(dict.fromkeys(m.parts[0] for m in legal))
        movable = (", ".join(self.location(p) for p in pieces) if len(pieces) <= FEW_MOVES
                   else self.tn("pieces", len(pieces)))
        return self.t(key, start=start, end=end, why=why, movable=movable)

    def why_brief(self, reason: Reason, state: State) -> str | None:
        """Why the piece cannot go where a refused move (``reason``, with its start and
        target) sends it, in a few words for the braille line ("f4 is in the way"); None (the
        default) where the game has no such words."""
        return None

    def notations(self, moves: Sequence[Move]) -> str:
        """``moves`` in the game's notation, each once, joined with "or" ("c3-b4 or c3xd4")."""
        return self.cat.join_or(list(dict.fromkeys(m.notation for m in moves)))

    def brief_moves(self, moves: Sequence[Move]) -> str:
        """``moves`` in notation as a refusal's braille line lists them: all of a few
        (:meth:`notations`, up to :data:`BRIEF_MOVES`), of more their number and the command
        that lists them ("6 moves; type moves d1"; a rook's fifteen ran to four 40-cell lines,
        then "d1-d2, d1-d3, and 4 more" stopped mid-way, where nothing said how to read the
        rest)."""
        said = list(dict.fromkeys(m.notation for m in moves))
        if len(said) <= BRIEF_MOVES:
            return self.cat.join_or(said)
        starts = {m.parts[0] for m in moves if m.parts}
        if len(starts) == 1:
            return self.tn("brief.count_moves", len(said), start=self.location(starts.pop()))
        return self.tn("brief.count_moves_all", len(said))

    def _common_reason(self, reason: Reason, state: State) -> str:
        code = reason.code
        places = [self.location(loc) for loc in reason.locations]
        first = places[0] if places else ""
        last = places[-1] if places else ""
        alternatives = self.moves_list(reason.alternatives, state)
        if code is ReasonCode.GAME_OVER:
            return self.t("reason.game_over")
        if code is ReasonCode.NOT_YOUR_TURN:
            return self.t("reason.not_your_turn", player=self.player(state.to_move))
        if code is ReasonCode.AMBIGUOUS:
            return ambiguous_text(self, reason, state)
        if code is ReasonCode.CANNOT_MOVE_THERE and len(places) == 1:
            return self._which_target(reason, first, state)
        if code is ReasonCode.CANNOT_MOVE_THERE:
            return capitalized(self.t("reason.cannot_move_there", start=first, target=last,
                                      moves=self.moves_from_here(reason.alternatives),
                                      piece=self._piece_typed(reason, state)))
        if code is ReasonCode.PIECE_HAS_NO_MOVES:
            # As after a taken target: which pieces can move ("a1-h8" of a stuck man said
            # only that it cannot move now).
            return self.no_moves_text(state, reason.locations[0]) if reason.locations \
                else self.t("reason.not_legal")
        if code is ReasonCode.STAYS:
            return self._stays(reason, first, state)
        if code is ReasonCode.EMPTY:
            return self.t("reason.empty", start=first)
        if code is ReasonCode.OPPONENT_PIECE:
            return capitalized(self.t("reason.opponent_piece", start=first,
                                      piece=self._piece_typed(reason, state),
                                      player=self.player(state.to_move),
                                      played=self.side_played(state.to_move)))
        if code is ReasonCode.OCCUPIED:
            return occupied_text(self, reason, state)
        if code is ReasonCode.NOT_PLAYABLE:
            key = "reason.light_square" if self.dark_squares_only else "reason.not_playable"
            return self.t(key, square=first, those=self.cased("the_pieces"))
        if code is ReasonCode.OFF_BOARD and reason.typed and len(places) == 2:
            return self.t("reason.off_board_named", square=reason.typed, first=first, last=last)
        if code is ReasonCode.OFF_BOARD:
            return self.t("reason.off_board")
        if code is ReasonCode.MORE_SQUARES:
            return self._more_squares(reason)
        if code is ReasonCode.CAPTURE_MANDATORY:
            return self.t("reason.capture_mandatory", moves=alternatives)
        if code is ReasonCode.CAPTURE_INCOMPLETE:
            return one_start_text(self, "reason.capture_incomplete", reason, state)
        if code is ReasonCode.MUST_PASS:
            return self.t("reason.must_pass")
        if code is ReasonCode.CANNOT_PASS:
            own = reason.alternatives
            if len(own) > FEW_MOVES:
                # Some of them, and how many there are: six of twelve were said as if all.
                return self.tn("reason.cannot_pass_some", len(own),
                               moves=self.moves_list(own[:FEW_MOVES], state))
            return self.t("reason.cannot_pass", moves=alternatives)
        return self.t("reason.not_legal")

    def _more_squares(self, reason: Reason) -> str:
        """A path typed with more squares than a move names: what a move names, with an
        example where there is one, and how many squares the text named ("A move names two
        squares, such as d1-d4; "d1-d3-d4" names 3."), within two windows of a 40-cell
        braille display."""
        shape = "place" if reason.count == 1 else "step"
        example = reason.alternatives[0].notation if reason.alternatives else None
        key = f"reason.more_squares.{shape}" + ("_example" if example else "")
        return self.t(key, typed=reason.typed, example=example, count=len(reason.locations))

    def _which_target(self, reason: Reason, start: str, state: State) -> str:
        """Only the piece's place was typed: where it may go. Its place was just said, so its
        moves are said from there on ("to d4 or f4"); moves that are all said as what the
        piece does ("e3 takes f4 and lands on g5", "e1 hops to c3") would be left a verb with
        no subject ("...should go: takes f4 and lands on g5."): ``which_target_takes`` then
        gives them the piece's pronoun as their subject ("...: it takes f4 and lands on g5.",
        :data:`.cased.FORMS`)."""
        own = reason.alternatives
        piece = self._piece_typed(reason, state)
        if own and self._said_as_verbs(own):
            return capitalized(self.t("reason.which_target_takes", start=start, piece=piece,
                                      here=self.moves_from_here(own)))
        return capitalized(self.t("reason.which_target", start=start, piece=piece,
                                  moves=self.moves_from_here(own, piece)))

    def _said_as_verbs(self, moves: Sequence[Move]) -> bool:
        """True when ``moves``, said from their one start on (:meth:`moves_from_here`), all
        begin otherwise than the game's plain step does ("to"): as what the piece does
        ("takes f4 and lands on g5", "hops to c3")."""
        said = self._said_from_here(moves)
        if not said:
            return False
        lead = self._step_lead()
        if lead is None:
            return False
        return not any(phrase.startswith(lead) for phrase in said)

    def _piece_typed(self, reason: Reason, state: State) -> str:
        """The piece on the reason's first location as the game names it (:meth:`piece_on`),
        the game's word for any piece when the reason has no location."""
        if not reason.locations:
            return self.cased("the_piece")
        return self.piece_on(state, reason.locations[0])

    def no_moves_text(self, state: State, start: Location) -> str:
        """The shared refusal of a piece that has no move now, named as the game names it: by
        default that it is stuck and which pieces can move (:func:`.stuck_text`); a game
        whose moves are not the pieces' alone may say less (Dog: the cards decide)."""
        return stuck_text(self, state, start)

    def _stays(self, reason: Reason, start: str, state: State) -> str:
        """"d1-d1": the piece would stay where it is, then what it can do instead (its moves
        when they are few, their number otherwise, or that it cannot move now)."""
        own = reason.alternatives
        if not own:
            return self.t("reason.stays_stuck", start=start)
        if len(own) <= FEW_MOVES:
            return self.t("reason.stays_moves", start=start, moves=self.piece_moves(state, own))
        return self.tn("reason.stays_count", len(own), start=start)

    def outcome_text(self, outcome: Outcome) -> str:
        """The result in one sentence: who won, why, and the score when there is one."""
        stranded = self._stranded("common.result", outcome)
        if stranded is not None:
            return stranded
        return self._result_sentence(outcome)

    def _result_sentence(self, outcome: Outcome, brief: bool = False) -> str:
        """The shared result sentence (``result.win``, ``result.draw_score``, ...; a game may
        word its own under the same keys), or with ``brief`` its braille line, the key's
        ``brief.result`` form, the winner and the score first and why after a colon ("White
        wins 41 to 23: neither side can place a disc."); "" when the game's key has no such
        form."""
        values: dict[str, object] = {"why": self.end_text(outcome)}
        winners = sorted(outcome.winners)
        if outcome.is_draw:
            name = "draw"
        else:
            values["winner"] = self.players_joined(winners)
            # A team wins together: its players are named and the verb is plural.
            name = "team_win" if len(winners) > 1 else "win"
            if len(winners) == 1 and self.cat.has(self.key(f"result.{name}.{winners[0]}")):
                # A side whose name takes its own verb and article ("the sheep win").
                name = f"{name}.{winners[0]}"
        if outcome.scores is not None:
            values["score"] = self._score(
                outcome.scores, self._score_place(outcome, winners[0]) if winners else None)
            name = f"{name}_score"
        key = self.key(f"result.{name}")
        if brief:
            head, _, tail = key.partition(".result.")
            key = f"{head}.brief.result.{tail}"
            if not self.cat.has(key):
                return ""
        return self.cat.text(self._told_result(key, outcome), **values)

    def _score_place(self, outcome: Outcome, player: Player) -> int:
        """Where ``player``'s count stands in ``outcome.scores``: at their seat
        (:attr:`Outcome.seat_scores`), or, where the game counts per team
        (:attr:`Outcome.scores_per_team`), at their team's place in the game's order of teams
        (Team draw's (9, 3): North and South's 9 first)."""
        if outcome.seat_scores is not None:
            return player
        teams = self.game.info.teams
        return next(place for place, team in enumerate(teams) if player in team)

    def _told_result(self, key: str, outcome: Outcome) -> str:
        """The result sentence ``key`` told to the one person at the table, where the catalog
        has the forms: ``.you`` when they won ("Game over: you win (a piece reached the far
        row)."), ``.lost`` when they lost a game of two ("Game over: you have lost; White wins
        (...)."). The session's "You have won." then follows no more (:meth:`result_addressed`):
        the result and the verdict told the win twice. ``key`` itself for anybody else, at a
        hot seat and online, where "you" would be everybody at the screen."""
        you = self.you
        if you is None or len(outcome.winners) != 1 \
                or self.game.num_players - len(self.elsewhere) != 1:
            return key
        if you in outcome.winners:
            return self.cat.addressed(key, ".you")
        return self.cat.addressed(key, ".lost" if self.game.num_players == 2 else "")

    def result_t(self, key: str, outcome: Outcome, /, **values: object) -> str:
        """The game's own result sentence ``key`` (see :meth:`key`) told the one person at the
        table in the form that speaks to them, where the catalog has it (:meth:`_told_result`):
        a game with a result of its own says the win once, not its sides' names and then the
        session's "You have won."."""
        return self.cat.text(self._told_result(self.key(key), outcome), **lenient(values))

    def result_tn(self, key: str, count: int, outcome: Outcome, /, **values: object) -> str:
        """Like :meth:`result_t` with a plural form chosen by ``count``."""
        return self.cat.plural(self._told_result(self.key(key), outcome), count,
                               **lenient(values))

    def result_addressed(self, outcome: Outcome) -> bool:
        """Whether the result already told the listener in the second person that they won
        or lost, so that the session's verdict ("You have won.") would say it again."""
        if self.you is None:
            return False
        told = self.outcome_text(outcome)
        you, self.you = self.you, None
        try:
            return told != self.outcome_text(outcome)
        finally:
            self.you = you

    def _stranded(self, prefix: str, outcome: Outcome) -> str | None:
        """The result (message ``prefix.no_pieces`` or ``prefix.no_moves``) of a game the side
        left without pieces or moves lost, where the game says so (:attr:`stranded_loses`);
        None for any other result."""
        winners = sorted(outcome.winners)
        if not self.stranded_loses or len(winners) != 1 \
                or outcome.reason not in (EndReason.NO_PIECES, EndReason.NO_MOVES):
            return None
        return self.cat.text(self._told_result(f"{prefix}.{outcome.reason.value}", outcome),
                             winner=self.player(winners[0]), loser=self.player(1 - winners[0]))

    def end_text(self, outcome: Outcome) -> str:
        """Why the game ended, as the result sentence says it: "no moves left" (a game that
        knows more, such as whose side was empty, overrides this)."""
        return self.t(f"end.{outcome.reason.value}")

    def resigned_text(self, outcome: Outcome) -> str | None:
        """The result of a game someone resigned, for games whose own result sentence tells
        only points ("East and West win by 0 points."): who gave up and who wins; None when
        nobody resigned."""
        if outcome.reason is not EndReason.RESIGNED:
            return None
        winners = sorted(outcome.winners)
        losers = [p for p in range(self.game.num_players) if p not in outcome.winners]
        key = "result.resigned_team" if len(winners) > 1 else "result.resigned"
        return self.cat.text(f"common.{key}",
                             winner=self.players_joined(winners),
                             losers=self.players_joined(losers))

    def _score(self, scores: tuple[int, ...], first: Player | None = None) -> str:
        order = list(range(len(scores)))
        if first is not None:
            order.remove(first)
            order.insert(0, first)
        return self.t("result.score", a=scores[order[0]], b=scores[order[1]])

    def turn_text(self, state: State, you: Player | None = None) -> str:
        """Whose turn it is, or the result when the game is over.

        ``you`` is the seat of the person listening when that person plays it; a turn of that
        seat is said to them ("White, your turn.") instead of about them ("White to move.").
        """
        outcome = state.outcome()
        if outcome is not None:
            return self.outcome_text(outcome)
        if state.to_move == CHANCE:
            return self.cat.text("common.turn.chance")
        return self.turn_for("turn", state.to_move, you)

    def status_turn_text(self, state: State, you: Player | None = None) -> str:
        """The turn as "status" begins with it: :meth:`turn_text` (the default), or the turn
        with what belongs to it (the chess variants: "White, your turn, in check.", where the
        check was a sentence after the turn, on Mad Mate's second braille line)."""
        return self.turn_text(state, you)

    def turn_prompt(self, state: State, you: Player | None = None, reminder: str = "") -> str:
        """The turn as said after the moves, when the listener is asked to play: the turn
        sentence, which a game may follow with what decides the move (a trick game: who is
        winning the trick), and then ``reminder`` (:meth:`turn_reminder`). "status" and the
        other answers say the plain :meth:`turn_text`."""
        return " ".join(part for part in (self.turn_text(state, you), reminder) if part)

    def turn_prompt_brief(self, state: State, you: Player | None = None,
                          reminder: str = "") -> str | None:
        """The braille line of :meth:`turn_prompt` where a game words it more briefly (Mau
        Mau: the pile in its code); None (the default): the sentence itself."""
        return None

    def turn_brief(self, state: State, you: Player | None = None) -> str | None:
        """The braille line's form of :meth:`turn_text` where the sentence is long (Dog's
        seven to split: "North, your seven: 7 fields. Type a step, such as 1-2, or moves.",
        where the sentence ran to 150 cells); None (the default): the sentence itself."""
        return None

    def status_turn_brief(self, state: State, you: Player | None = None) -> str | None:
        """The turn as the braille line of "status" begins with it: :meth:`turn_brief` (the
        default), or a game's shorter form without what the turn teaches about typing (Dog:
        "North, your seven: 7 fields left.", the status's facts following it)."""
        return self.turn_brief(state, you)

    def turn_reminder(self, state: State, last: Sequence[Event]) -> str | None:
        """What the listener, now to move, needs in mind and did not just hear, said within
        :meth:`turn_prompt` (Mau Mau: the card on the pile, once others have drawn since it
        was played); ``last`` holds the events of the last move heard. None where the game
        has nothing to add."""
        return None

    def turn_for(self, key: str, seat: Player, you: Player | None, /, count: int | None = None,
                 **values: object) -> str:
        """The turn sentence ``key`` about ``seat``; addressed to the listener (the key's
        ``.yours`` form, where the catalog has one) when ``seat`` is ``you``. ``count`` picks a
        plural form."""
        return self._told(key, ".yours" if seat == you else "", seat, count, values)

    def did(self, key: str, seat: Player, /, count: int | None = None,
            **values: object) -> str:
        """The sentence ``key`` about what ``seat`` did or holds ({player} is its name; "you
        5" among the hands' counts), told to the listener in the second person (the key's
        ``.you`` form, where the catalog has one) when ``seat`` is :attr:`you`. ``count``
        picks a plural form where the key has them, and fills ``{count}``. While the
        listener's bot's move is told (:attr:`bot_moving`), the listener's seat is the bot,
        named where the sentence can name who moved (:meth:`naming_key`)."""
        bot = self.acting_bot(seat)
        if bot is not None:
            naming = self.naming_key(key)
            if naming is not None:
                return self._said_by(naming, bot, count, values)
        return self._told(key, ".you" if seat == self.you else "", seat, count, values)

    def acting_bot(self, seat: Player) -> str | None:
        """The listener's bot (:attr:`your_bot`) while a move or roll it made for them is told
        (:attr:`bot_moving`) and ``seat`` is the listener's: the bot acted there ("Your bot
        rolled 4."), not the listener ("You rolled 4."); else None."""
        return self.your_bot if self.bot_moving and seat == self.you else None

    def played(self, key: str, seat: Player, /, count: int | None = None,
               **values: object) -> str:
        """As :meth:`did`, for what ``seat`` played at the table (a card, the trick its card
        takes): a move the listener's bot made for them is the bot's (:attr:`your_bot`:
        "your bot the nine of diamonds", "Your bot is winning so far."), not theirs."""
        name = self.player_played(seat)
        if name is None:
            return self.did(key, seat, count, **values)
        if seat == self.you:  # the listener's bot
            return self._said_by(self.naming_key(key) or self.key(key), name, count, values)
        return self._told(key, "", seat, count, {"player": name, **values})

    def naming_key(self, key: str) -> str | None:
        """The key of sentence ``key`` in the third person that names who made the move
        ({player}), for a move the listener's bot made: its ``.named`` form, where a game
        has one because the sentence names the piece ("The black man moves from c3 to d4.":
        ``draughts.move.step.named``, "Your bot moves from c3 to d4.") or a side in the
        plural ("The Swedes move ..."), else the sentence itself where it names the mover
        ("{player} sows ..."); looked up as :meth:`key` looks up a key. None where neither
        names the mover (the sentence to the listener is said then)."""
        for found in (self.key(f"{key}.named"), self.key(key)):
            if self.cat.has(found) and self.cat.names(found, "player"):
                return found
        return None

    def _said_by(self, key: str, name: str, count: int | None,
                 values: dict[str, object]) -> str:
        """The sentence ``key`` (a full key) about what ``name``, the listener's bot, did.
        A whole sentence that opens with it takes a capital ("your bot is winning so far."
        read as a name in lower case); an entry of a list ("On the table: your bot the nine
        of diamonds") keeps its small letter."""
        filled = lenient({**values, "player": name})
        told = self.cat.plural(key, count, **filled) if count is not None \
            else self.cat.text(key, **filled)
        return capitalized(told) if told.endswith((".", "!", "?")) else told

    def line_opened(self, message: Message, mover: Player) -> Message:
        """``message``, the news of a move ``mover`` made, with its braille line begun with a
        capital where it opens with the mover's name in lower case ("your bot c3-d4", "bob
        e3-f4", "dein Bot c3-d4"): the line is the short form of the spoken sentence, which
        opens with one ("Your bot moves from c3 to d4."). A line opened by notation ("d2-d3")
        keeps its letters."""
        brief = message.brief
        if mover == CHANCE or not brief or not brief[:1].islower():
            return message
        names = {str(n) for n in (self.acting_bot(mover), self.player_played(mover),
                                  self.player(mover)) if n}
        if not any(brief == n or (brief.startswith(n) and not brief[len(n)].isalnum())
                   for n in names):
            return message
        return replace(message, brief=capitalized(brief))

    def player_played(self, seat: Player) -> str | None:
        """Who played for ``seat``, named in a sentence about what it played: its name
        (:meth:`player`), the listener's bot (:attr:`your_bot`) for the listener's seat
        while it is named so; None for the listener's own play, told to them ("you")."""
        if seat == self.you:
            return self.your_bot
        return self.player(seat)

    def _told(self, key: str, form: str, seat: Player, count: int | None,
              values: dict[str, object]) -> str:
        """Sentence ``key`` about ``seat`` ({player}), in its ``form`` (".you", ".yours")
        where the catalog has that form; ``count`` picks a plural form. The form is looked up
        as :meth:`key` looks up a key: the game's own, else its family's, else the common one,
        so that what several games tell their player alike is written once
        (``common.move.capture.you``: "From c3 you take d4 and f6 and land on g7.")."""
        shared = self.key(f"{key}{form}") if form else ""
        key = shared if self.cat.has(shared) else self.cat.addressed(self.key(key), form)
        return self.said_to(key, form, seat, count, values)

    def said_to(self, key: str, form: str, seat: Player, count: int | None = None,
                values: dict[str, object] | None = None) -> str:
        """Sentence ``key`` (a full key, already in its ``form``: ".yours", ".you" or "")
        about ``seat`` ({player}) with ``values``; a person told of her own turn is not called
        by her name ("Ann, your lead." is said "Your lead.")."""
        values = values or {}
        if form == ".yours" and (seat in self.people or self.alone_at_table(seat)
                                 or (self.named_just_now and seat == self.you)):
            # A person is not called by her own name ("ann, your turn."): "Your turn."; nor
            # by her seat's, alone against the computer at a card table ("Player 1, ..."),
            # nor a second time right after the hot seat's hand-over named her.
            return self._unnamed(key, count, values) or self._said(key, seat, count, values)
        return self._said(key, seat, count, values)

    def alone_at_table(self, seat: Player) -> bool:
        """True where ``seat`` is the one person at a card table (seats named by their people
        online: :attr:`numbered_sides`, :attr:`people_named`) and the computer plays every
        other seat (:attr:`elsewhere`): nobody else hears her turn, so "Player 1, your turn."
        is said "Your turn.". A board game keeps the side ("Black, your turn."), which tells
        whose pieces are hers; a hot seat keeps the names, which the hand-over needs."""
        if not (self.numbered_sides or self.people_named) or seat < 0 or seat in self.elsewhere:
            return False
        return len(self.elsewhere) == self.game.num_players - 1

    def _said(self, key: str, seat: Player, count: int | None,
              values: dict[str, object]) -> str:
        """Sentence ``key`` (a full key) about ``seat`` ({player}) with ``values``."""
        filled = lenient({"player": self.player(seat), **values})
        if count is not None:
            return self.cat.plural(key, count, **filled)
        return self.cat.text(key, **filled)

    ADDRESSEE = "\x00"
    """Stands for the name a sentence calls its listener by, to find it where it opens it."""

    def _unnamed(self, key: str, count: int | None, values: dict[str, object]) -> str | None:
        """Sentence ``key`` (a full key) said to the person it calls by name without the
        name where it opens the sentence ("{player}, your turn." said "Your turn.", German
        "Du bist am Zug."); None where the sentence does not open with it."""
        said = self._said(key, CHANCE, count, {**values, "player": self.ADDRESSEE})
        opening = self.ADDRESSEE + ", "
        if not said.startswith(opening) or self.ADDRESSEE in said[len(opening):]:
            return None
        return capitalized(said[len(opening):])

    full_moves: ClassVar[bool] = False
    """How the game's records number moves: True when a move is one turn of every player
    (chess and draughts, PGN and PDN; Arimaa's 2g and 2s; Alquerque, Breakthrough and tafl
    as their players count), False when every turn has a number of its own: Reversi and
    Gomoku records number every disc and stone placed (1 to 60 in Othello), mancala counts
    each sowing (Kalah's extra sowings would leave a round of both sides without a meaning),
    and Rakado's dice race counts throws, for two players or four."""

    def turn_goes_on(self, state: State) -> bool:
        """True when the player who just moved goes on with the same turn and the move's own
        sentence said so (Arimaa's steps left): then no turn sentence follows it."""
        return False

    def run_begun_text(self, state: State, you: Player | None) -> str:
        """What is said at once when a computer's move waits to be told with its next
        (:meth:`told_with_next`), so that its thinking is not silence: by default whose turn
        it is."""
        return self.turn_text(state, you)

    def told_with_next(self, state: State) -> bool:
        """True when the move just made (``state`` after it) may be told in one sentence with
        the same player's next move (Dog's seven before its one step): while a computer makes
        that move at once, the first move's sentence waits for it."""
        return False

    def told_as_one(self, state: State, first: Sequence[Event], second: Sequence[Event],
                    mover: Player, before: Sequence[Event] = ()) -> Message | None:
        """One message for two moves of ``mover`` in a row, from their events (``state``
        after the second), when they read as one sentence; None to tell each on its own.
        ``before``: the events of the moves before ``first`` whose words the message for
        ``first`` already told (a run joined move by move), oldest first; the message
        returned then tells the whole run."""
        return None

    def run_told(self, state: State, runs: Sequence[Sequence[Event]],
                 mover: Player, retold: bool = False) -> Message | None:
        """One message said before the last of a run of ``mover``'s moves that waited to be
        told together (:meth:`told_with_next`), in place of the moves before it; ``runs`` are
        the moves' events, oldest first, ``state`` the position after them. Each move keeps
        its own words for ``last`` and ``since``, which say the summary first (``retold``:
        its form that leads into the moves). None (the default): every move is said."""
        return None

    def by_verbosity(self, state: State, text: str, brief: str,
                     kind: MessageKind = MessageKind.MOVE) -> Message:
        """A move's message at the chosen verbosity: the brief form, the sentence, or (verbose)
        the sentence followed by the game's counts in ``state``, the position after the move."""
        if self.verbosity is Verbosity.BRIEF:
            text = brief
        elif self.verbosity is Verbosity.VERBOSE:
            text = f"{text} {self.status_text(state)}"
        return Message(text, kind, brief)

    def status(self, state: State) -> Message:
        """Whose turn, the move number and the game's counts (told about a seat: the demo's
        words when it stops)."""
        turn = self.status_turn_text(state)
        extra, brief = self.status_text(state), self.status_brief(state)
        return Message(" ".join(filter(None, [turn, extra])), MessageKind.INFO,
                       None if brief is None else " ".join(filter(None, [turn, brief])))

    def answer(self, topic: Topic, state: State, place: Location | None = None) -> list[Message]:
        """The game's answer to ``topic`` from the queries ``answers`` names; an empty list when
        the game has none (or a place query is asked without a place)."""
        return self.answered(self.answers.get(topic, ()), state, place)

    def answered(self, queries: Sequence[Query], state: State,
                 place: Location | None = None) -> list[Message]:
        """The answers of ``queries`` in order, a message a text, each with its braille form
        where the query names one (:attr:`.Query.brief`); empty texts left out."""
        messages: list[Message] = []
        for query in queries:
            if query.at_place and place is None:
                continue
            args = (state, place) if query.at_place else (state,)
            result = getattr(self, query.method)(*args)
            items = result if isinstance(result, list) else [result]
            briefs: list[object] = [None] * len(items)
            if query.brief is not None:
                reader = getattr(self, query.brief)
                shown = self.worded_for_line(lambda: reader(*args)) \
                    if query.brief == query.method else reader(*args)
                briefs = shown if isinstance(shown, list) else [shown]
            for item, brief in zip(items, briefs, strict=True):
                message = item if isinstance(item, Message) else Message(item, MessageKind.INFO)
                if isinstance(brief, str) and brief != message.text:
                    message = replace(message, brief=brief)
                if message.text.strip():
                    messages.append(message)
        return messages

    def worded_for_line(self, words: Callable[[], _T]) -> _T:
        """``words`` as the braille line has them; a game that words its braille line
        otherwise (the card games: their cards in their code) sets that up meanwhile."""
        return words()

    def place_text(self, outcome: Outcome, seats: Sequence[Player]) -> str | None:
        """Where ``seats`` (one, or several level with each other) finished a game of many
        players, in a sentence said after the result (the listener's own place in the second
        person, "You finish second with 3 points."; seats by name); None (the default) where
        the game tells no places, and for the listener's own win, which the session's
        verdict says."""
        return None

    def outcome_brief(self, outcome: Outcome) -> str | None:
        """The braille line's form of a game's own :meth:`outcome_text`, the winner and the
        score first ("White wins 14 to 0: Black has no pieces left; ..."); None (the
        default): the sentence itself."""
        return None

    def table_news(self, state: State, events: Sequence[Event]) -> Message | None:
        """News for the whole table among a move's ``events`` that is told as a message of
        its own after the move's, a line of its own on the braille display (Dog's new round:
        "Round 5: 2 cards each, North starts."; Doppelkopf's deal scored after its last
        trick); the move's message leaves it out. ``state`` is the position after the move.
        None (the default) where the move's message tells all."""
        return None

    def result_message(self, events: Sequence[Event]) -> Message | None:
        """The result announcement if ``events`` end the game."""
        for event in events:
            if isinstance(event, GameEnded):
                return Message(self.outcome_text(event.outcome), MessageKind.RESULT,
                               self.result_brief(event.outcome))
        return None

    def result_brief(self, outcome: Outcome) -> str | None:
        """The braille line of :meth:`outcome_text`, as the result is announced and as
        "status" begins once the game is over; None: the sentence itself."""
        text = self.outcome_text(outcome)
        if text == self._stranded("common.result", outcome):
            # The braille line names the winner first ("White wins: Black cannot move."),
            # not "White wins." a pan after the rest; a game that tells this result its own
            # way (misère draughts) keeps its sentence.
            return self._stranded("common.brief.result", outcome)
        brief = self.outcome_brief(outcome)
        if brief is None and text == self._result_sentence(outcome):
            # The shared sentence: the winner first, why after a colon, no "Game over"
            # ("Game over: you have lost; White wins 41 to 23 (...)." ran to 84 cells).
            brief = self._result_sentence(outcome, brief=True) or None
        return brief


__all__ = ["Describer", "EndReason", "Verbosity"]
