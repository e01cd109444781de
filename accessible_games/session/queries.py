"""The questions a person can ask at any time, answered from their own observation only.

A mix-in of :class:`~accessible_games.session.console.Console`: every answer reads the
console's viewer's view (``self.state``), their legal moves and the moves as they heard them.
"""

from __future__ import annotations

import random
import re
from dataclasses import replace
from typing import TYPE_CHECKING

from accessible_games.ai.information import choose_from_observation
from accessible_games.ai.levels import SearcherKind, hint_level
from accessible_games.engine import Location, Move, Player, Reason, ReasonCode
from accessible_games.engine.types import CHANCE
from accessible_games.lineup import ai_hooks, entry
from accessible_games.narration.cased import Cased, closed, joined, lenient, suffixed
from accessible_games.narration.catalog import capitalized
from accessible_games.narration.message import Message, MessageKind
from accessible_games.narration.option_words import OptionWords
from accessible_games.narration.runs import find_runs
from accessible_games.narration.topics import Topic
from accessible_games.session.braille_line import (
    LINE_CELLS,
    braille_cells,
    in_pieces,
    paragraph_lines,
)
from accessible_games.session.commands import Command, CommandKind
from accessible_games.session.console_base import ConsoleBase
from accessible_games.session.help import command_help, help_lines
from accessible_games.session.hint_reasons import hint_facts
from accessible_games.session.runs_retold import retold_with_runs
from accessible_games.session.words import echo, game_name, rules_said_on

if TYPE_CHECKING:
    from collections.abc import Callable

    from accessible_games.session.console import Heard

LONG_MOVE_LIST = 12
"""More legal moves than this are read grouped by their starting place."""

BRIEF_WORDS_LIST = 6
"""Moves in words the braille line lists whole; more, from several places, it names by the
places they start from (:meth:`Queries._starts_brief`)."""

BRIEF_STEPS_HERE = 4
"""Moves from one place in notation the braille line lists whole; more, each a plain step
to a square, it lists by their squares, a row along a line as a stretch (a draughts king's
ten ran to 114 cells, "From e3, 10 moves: e3-c1, e3-g1, ...")."""

BRIEF_NOTATION_LIST = 8
"""Moves in notation the braille line lists whole; more, where some place has several, it
names by the places they start from (Draughts' twelve ran to 130 cells, over three lines;
"moves" and a place lists one piece's moves)."""


BRIEF_LIST_CELLS = 160
"""A game's own braille list of many moves (:meth:`.Describer.moves_list_brief`: Dog's seven
by field numbers) up to this many cells of the viewer's braille table, four lines of a 40-cell
display, is shown whole rather than the places the moves start from. Counted in characters, a
seven's list of 159 characters was shown on 180 cells in uncontracted English, and one of 164
was not though it took 143 in German Kurzschrift: tests/session/test_moves_lines.py."""

BRIEF_LINE_CELLS = LINE_CELLS
"""A list of moves on the braille line is one line up to this many cells of the viewer's
braille table (two windows of a 40-cell display); a longer one tells its count on a line of
its own ("Black: 8 moves.") and the list follows in lines of at most this many
(:meth:`Queries._count_first`; "Black: 8 moves: b2-c3, ..., or b4-c5." ran to 92 cells).
Counted in characters, 60, the lines were cut where the cells did not need it: a Russian
king's "Von e3 aus 11 Züge: c1, ..." of 70 cells took three windows, as a count and a list of
two: tests/session/test_moves_lines.py."""

LONG_PLACE_LIST = 30
"""Moves that are a place each (Reversi's placements) are read in full up to this many, as a
short word each; more (Gomoku's open board) are only counted."""

_PLACE_NAMED = frozenset({ReasonCode.EMPTY, ReasonCode.OPPONENT_PIECE, ReasonCode.NOT_PLAYABLE,
                          ReasonCode.PIECE_HAS_NO_MOVES, ReasonCode.OCCUPIED,
                          ReasonCode.NO_FLIPS, ReasonCode.EMPTY_HOUSE, ReasonCode.NOT_YOUR_HOUSE})
"""Reasons a lone place has no move whose sentences name the place and say why nothing moves
from it ("There is no piece on d4.", Reversi's "A disc on a1 would not flip anything."):
"moves d4" answers with them alone."""


TOPIC_COMMANDS: dict[Topic, CommandKind] = {
    Topic.THREATS: CommandKind.THREATS, Topic.DETAILS: CommandKind.DETAILS,
    Topic.LOOK: CommandKind.LOOK, Topic.ROWS: CommandKind.ROWS,
}
"""The commands that ask a topic; help leaves out those the game's describer has no answer
to (``look`` in draughts, ``details`` in Kalah)."""

class Queries(ConsoleBase):
    """Answers to where, moves, captures, since, pieces, row, column, why, last, board,
    status, hint, help, rules and the game's own topics."""

    told_to: Callable[[Player, list[Heard]], list[Message]]
    """What heard moves said, as one person should hear it now (:meth:`.Hearing.told_to`)."""

    def _do_help(self, command: Command) -> list[Message]:
        if command.argument:
            said = command_help(self.words, command.argument, self.state)
            brief = command_help(self.words, command.argument, self.state, brief=True)
            # "help back": 185 cells; "help king" in Dog, the rules' paragraphs on kings
            return paragraph_lines(said, self.line_table, shown=brief)
        if self.builder.parts:  # a card chosen is named as a card (not as a field)
            return [Message(self.places.q("select_help", selection=self._selection()))]
        # Each line of help brailled in lines of two windows at most (Kalah's first line ran
        # to 115 cells, Doppelkopf's German to 370).
        lines = help_lines(self.words, self.unanswered(), self.state)
        lines += [self.words.cat.text(key) for key in self.help_more]
        if self.is_over:  # not how to type a move, but that the game is over and the way on
            lines[0] = self.words.text("help.intro.over")
        helped = [message for line in lines
                  for message in paragraph_lines(line, self.line_table)]
        return [*helped, *self.next_game_hint()[-1:]] if self.is_over else helped

    def unanswered(self) -> frozenset[CommandKind]:
        """Commands this game has no answer to, which help leaves out: the position editor,
        where the game has none (the card games), the dice, where it has none, the captures
        where nothing is ever taken, the draw offer where the rules never end the game drawn,
        the computer's level where no computer plays, and the questions its describer does
        not answer."""
        none: set[CommandKind] = set() if self.has_dice() else {CommandKind.DICE}
        if entry(self.game).writer is None:
            none.add(CommandKind.EDIT)
        if not self.game.has_captures:
            none.add(CommandKind.CAPTURES)
        if not self.game.has_draws:
            none.add(CommandKind.DRAW)
        if not self.table.computers:
            none.add(CommandKind.LEVEL)
        none |= {kind for topic, kind in TOPIC_COMMANDS.items()
                 if not self.describer.answers.get(topic)}
        return frozenset(none)

    # Topics: questions every game answers its own way (narration/topics.py).

    def _topic(self, topic: Topic, place: Location | None = None) -> list[Message]:
        """The game's answer to ``topic`` at ``place`` (by default the cursor's)."""
        at = self.cursor.location if place is None else place
        messages = self.describer.answer(topic, self.state, at)
        if messages:
            return messages
        return [self.words.no_such_topic(topic.value)]

    def _do_threats(self, command: Command) -> list[Message]:
        # Once the game has ended nothing threatens any more: the result is the answer. The
        # readings of the last position were stale (Tablut's "You can lose the piece on e4.",
        # Arimaa's traps), and where a reading was empty the fallback said the game had no
        # threat reading at all.
        if self.is_over:
            return self.result_messages()
        return self._topic(Topic.THREATS)

    def _do_details(self, command: Command) -> list[Message]:
        return self._topic(Topic.DETAILS)

    def _do_look(self, command: Command) -> list[Message]:
        """A closer look at the cursor's place, or at the place named after the word: "look
        3" in Oware read the cursor's house 1 ("South house 1: 4 seeds."), as the place
        typed was not read at all."""
        if command.argument:
            location = self.parse_place(command.argument)
            if location is None:
                return [self.not_a_place(command)]
            return self._topic(Topic.LOOK, location)
        return self._topic(Topic.LOOK)

    def _do_rows(self, command: Command) -> list[Message]:
        return self._topic(Topic.ROWS)

    def _do_rules(self, command: Command) -> list[Message]:
        """The rules for listening; first, where this game changed some, which. With a word
        after it, only the paragraphs that mention that word."""
        if command.argument:  # Dog's "rules king" was one line of 3823 cells
            return paragraph_lines(rules_said_on(self.game.id, self.lang, command.argument),
                                   self.line_table)
        changed = self.rules_message()
        said = paragraph_lines(self.words.rules(), self.line_table)  # Dog's: 11842 cells
        return ([] if changed is None else paragraph_lines(changed.text, self.line_table)) + said

    def rules_message(self) -> Message | None:
        """The options that differ from the game's usual rules, or None when none does (the
        opening says it, and the rules begin with it)."""
        changed = OptionWords(self.lang, self.game.id).rules_changed(self.game)
        return None if changed is None else Message(changed)

    def _do_moves(self, command: Command) -> list[Message]:
        if self.is_over:
            return self.result_messages()
        legal = self.listed_order(list(self.observation.legal_moves))
        to_move = self.state.to_move
        if not legal:  # another seat's hidden hand, or chance (a deal) to move
            if not 0 <= to_move < self.game.num_players:
                return [Message(self.words.text("wait"))]
            return [Message(self.words.text("moves.not_yours",
                                            player=self.describer.player(to_move)))]
        if command.argument:
            location = self.parse_place(command.argument)
            if location is None:
                return [self.not_a_place(command)]
            # German says a place after "von" in the dative ("von deinem Zwinger")
            spoken = self.describer.location(location)
            place = spoken if isinstance(spoken, Cased) else Cased(spoken)
            legal = [m for m in legal if m.parts and m.parts[0] == location]
            if not legal:
                return [Message(self._why_no_moves(location, place))]
            here = (self.describer.move_here_text(self.state, legal[0])
                    if len(legal) == 1 and len(legal[0].parts) == 1 else None)
            if here is not None:  # a placement: what it does, not "From d3, one move: d3."
                return self._headed([Message(
                    here, brief=self.describer.move_here_brief(self.state, legal[0]))])
            # The place said once, in "From d4": its moves without it ("From c3, 16 moves: to
            # c5, c6, ..., and to c4, ...", "From d4, 12 moves: pushes d5 to d6, ..."), where
            # each move said "d4 pushes", "d4 to" again. The braille line marks the notes
            # briefly (grouped_targets_brief).
            targets = self.describer.grouped_targets(self.state, legal)
            if targets is not None:
                marked = self.describer.grouped_targets_brief(self.state, legal)
                brief = None if marked is None else self.words.plural(
                    "moves.here", len(legal), place=place, moves=marked)
                return self._headed([Message(self.words.plural(
                    "moves.here", len(legal), place=place,
                    moves=self.words.text("moves.to", **lenient({"targets": targets}))),
                    brief=brief)])
            return self._headed(self._listed("moves.here", len(legal), legal, place=place,
                                             here=True))
        player = self.describer.player(to_move)
        single = all(len(m.parts) <= 1 for m in legal)
        if len(legal) <= (LONG_PLACE_LIST if single else LONG_MOVE_LIST):
            count = self.describer.choice_count(legal)  # as heard, each once
            return self._headed(self._listed("moves.all", count, legal, player=player,
                                             yours=self.told_as_yours(to_move)))
        return self._headed(self._long_move_list(legal, player, self.told_as_yours(to_move)))

    def _headed(self, listed: list[Message]) -> list[Message]:
        """A list of moves after the game's heading for it, if it has one (Tablut: "The king
        on e4 can be captured next move; ..."): the heading opens its first message."""
        heading = self.describer.moves_heading(self.state)
        if not heading:
            return listed
        first = listed[0]
        brief = None if first.brief is None else f"{heading} {first.brief}"
        return [replace(first, text=f"{heading} {first.text}", brief=brief), *listed[1:]]

    def _count_first(self, text: str, whole: str, head: str, rest: str,
                     sentences: bool = False) -> list[Message]:
        """The answer ``text`` to "moves", whose braille line is ``whole``. Where that is
        longer than :data:`BRIEF_LINE_CELLS`, the braille display shows ``head`` (the count:
        "Black: 8 moves.") as a line of its own and ``rest`` (the list) after it, parted after
        its commas and semicolons, and before its last "or", into lines that each fit
        (:func:`in_pieces`); those lines have no words to say (the speech is the one sentence
        ``text``). German puts no comma before "oder": Mad Mate's two captures of a checking
        knight, "Bauer von c2 schlägt den Springer auf d3 oder Bauer von e2 ...", ran to 83
        cells in one piece. ``sentences``: ``rest`` is parted after its sentences first, a
        sentence too long for a line as above (Dog's cards, each with its ways: "⠉⠉: 9-12.
        ⠚⠉: 9x3 (West's marble) or ...", whose lines ran to 140 cells)."""
        if braille_cells(whole, self.line_table) <= BRIEF_LINE_CELLS:
            return [Message(text, brief=None if whole == text else whole)]
        word = re.escape(self.words.cat.join_or(["", ""]).strip())
        table, within = self.line_table, rf"(?<=[,;]) | (?={word} )"
        pieces = [piece for part in (in_pieces(rest, table, breaks=r"(?<=\.) ") if sentences
                                     else [rest])
                  for piece in (in_pieces(part, table, breaks=within)
                                if braille_cells(part, table) > BRIEF_LINE_CELLS else [part])]
        return [Message(text, brief=head), *(Message("", brief=piece) for piece in pieces)]

    def _counted(self, key: str, count: int, yours: bool = False, **values: str) -> str:
        """The braille line that counts a list of moves, before the list (``key``'s
        ``.count`` form: "Black: 8 moves.", "From c3, 12 moves.")."""
        return self.words.plural(self._yours(f"{key}.count", yours), count, **lenient(values))

    def _listed(self, key: str, count: int, legal: list[Move], here: bool = False,
                yours: bool = False, **values: str) -> list[Message]:
        """A list of moves in words (``here``: all from one place, said before them, and
        said without it: :meth:`Describer.moves_from_here`); brailled in notation where the
        game's notation says what the words say and no move carries a warning or a note (a
        braille reader read "Black: 7 moves: a3 to b4, c3 to b4, ..." on 88 cells); more than
        :data:`BRIEF_NOTATION_LIST`, where a place has several, by the places they start
        from. A braille line longer than :data:`BRIEF_LINE_CELLS` tells the count first
        (:meth:`_count_first`)."""
        describer, state = self.describer, self.state
        said = describer.moves_from_here(legal) if here else describer.moves_list(legal, state)
        text = self.moves_said(key, count, said, yours, **values)
        head = self._counted(key, count, yours, **values)
        shorter = None if here else describer.moves_list_brief(legal, state)
        if shorter is not None:  # Dog's own: a card's ways a sentence each
            return self._count_first(text, self.moves_said(key, count, shorter, yours,
                                                           **values),
                                     head, f"{shorter}.", sentences=True)
        if not describer.notation_brief or any(
                describer.move_warning(state, m) or describer.move_note(state, m) for m in legal):
            starts = None
            if key == "moves.all" and count > BRIEF_WORDS_LIST:
                starts = self._starts_brief(legal, count, values["player"])
            if starts is not None:
                return self._count_first(text, starts[0], head, starts[1])
            if ": " in str(said):  # each move its card and its way (Dog): said whole
                return [Message(text)]
            return self._count_first(text, text, head, f"{capitalized(str(said))}.")
        if here and count > BRIEF_STEPS_HERE and all(
                len(m.parts) == 2 and m.notation == "-".join(map(describer.location, m.parts))
                for m in legal):
            rays = self._targets_in_rays(legal)
            if rays is not None:
                return self._count_first(
                    text, self.words.plural(key, count, moves=rays, **values), head, f"{rays}.")
        if key == "moves.all" and count > BRIEF_NOTATION_LIST \
                and len({m.parts[0] for m in legal if m.parts}) < count:
            starts = self._starts_brief(legal, count, values["player"])
            if starts is not None:
                return self._count_first(text, starts[0], head, starts[1])
        notations = describer.notations(legal)
        return self._count_first(text, self.words.plural(key, count, moves=notations, **values),
                                 head, f"{notations}.")

    def _starts_brief(self, legal: list[Move], count: int, player: str,
                      yours: bool = False) -> tuple[str, str] | None:
        """The braille line of a list of moves in words: the places they start from, each
        with the game's mark where one of its moves carries a warning ("Silver: 12 moves,
        from b6, ..., f7 (trapped), ...; or end the turn."), and the moves from no
        place in words; "moves" and the place reads its moves. With it, the line's list
        after the count ("From b6, ...; or end the turn."), which a long line tells apart
        (:meth:`_count_first`). None where the moves start from one place (its list is
        said whole)."""
        describer, state = self.describer, self.state
        marks: dict[Location, str] = {}
        others: list[str] = []
        for move in legal:
            if len(move.parts) < 2:
                others.append(describer.move_text(move))
                continue
            mark = marks.get(move.parts[0], "")
            marks[move.parts[0]] = mark or describer.move_mark(state, move)
        if len(marks) < 2:
            return None
        names = [suffixed(describer.location(start), mark) for start, mark in marks.items()]
        starts = joined(", ".join if others else describer.cat.join_or, names)
        if others:
            values = lenient({"player": player, "starts": starts,
                              "others": describer.cat.join_or(list(dict.fromkeys(others)))})
            return (self.words.plural("moves.grouped_brief_or", count, **values),
                    self.words.text("moves.starts_or", **values))
        values = lenient({"player": player, "starts": starts})
        return (self.words.plural(self._yours("moves.grouped_brief", yours), count, **values),
                self.words.text("moves.starts", **values))

    def moves_said(self, key: str, count: int, moves: str, yours: bool = False,
                   **values: str) -> str:
        """The list sentence ``key`` of ``count`` ``moves``. Where a move says its card and
        then its way after a colon (Dog: "the king of diamonds: out onto your start field
        1"), the heading is a sentence of its own (the key's ``.ways`` form: "North has one
        move. The king of diamonds: out onto your start field 1."): "North: one move: king
        of diamonds: out ..." ran three colons in a row. ``yours``: the listener's own moves
        (:meth:`told_as_yours`), said to them where the key has a ``.you`` form ("You have
        one move. ..."; the listener heard "North has one move." of their own)."""
        ways = f"{key}.ways"
        yours = yours and self.describer.moves_told_as_yours
        if (": " in str(moves) or yours) and self.describer.cat.has(f"session.{ways}"):
            key, moves = ways, capitalized(str(moves))
        return self.words.plural(self._yours(key, yours), count, moves=moves, **values)

    def _yours(self, key: str, yours: bool) -> str:
        """The list sentence ``key`` in its ``.you`` form where the listener hears their own
        moves so (``yours`` and :attr:`.Describer.moves_told_as_yours`) and the catalog has
        it ("You have 14 moves from 2 places: ..."); else ``key``."""
        you = f"{key}.you"
        if yours and self.describer.moves_told_as_yours and \
                self.describer.cat.has(f"session.{you}"):
            return you
        return key

    def _move_sentence(self, key: str, move: str) -> str:
        """The sentence ``key`` about one ``move`` in words; where the move says its card and
        then its way after a colon, the key's ``.ways`` form, the move a sentence of its own
        ("You have only one choice. The king of spades: out onto your start field 1."; it ran
        two colons in a row), as :meth:`moves_said` does for a list."""
        ways = f"{key}.ways"
        if ": " in move and self.describer.cat.has(f"session.{ways}"):
            return self.words.text(ways, move=capitalized(move))
        return self.words.text(key, move=move)

    def listed_order(self, legal: list[Move]) -> list[Move]:
        """The legal moves in the order "moves" reads them: the game's own order here."""
        return legal

    def _lone_place(self, text: str, reason: Reason | None,
                    cards_too: bool = False) -> tuple[Location, bool, list[Move]] | None:
        """For a place typed alone: the place, whether a legal move starts there, and the
        legal moves that end there. None when ``text`` names no place, the game is a card game
        (unless ``cards_too``: Dog's board while a seven is split) or over, or ``reason`` (the
        game's refusal) is about something else than emptiness."""
        if (self.is_card_game and not cards_too) or self.is_over:
            return None
        if reason is not None and reason.code is not ReasonCode.EMPTY:
            return None
        location = self.parse_place(text.strip())
        if location is None:
            return None
        legal = self.observation.legal_moves
        starts = any(m.parts and m.parts[0] == location for m in legal)
        return location, starts, [m for m in legal if m.parts and m.parts[-1] == location]

    def place_alone(self, text: str, reason: Reason | None = None,
                    cards_too: bool = False) -> Message | None:
        """A place typed alone ("e3"): why it is no move, as the game explains a lone start
        square ("Type where the piece on e3 should go: ...") or as ``reason`` (the game's own
        refusal) says that nothing stands there; where moves end there, those moves ("2 moves
        go there: ..."). None where :meth:`_lone_place` is."""
        found = self._lone_place(text, reason, cards_too)
        if found is None:
            return None
        location, starts, ending = found
        said = self.describer.reason(reason or self.state.explain((location,)), self.state)
        if starts or not ending:
            return said
        there = self.words.plural("place_alone.to", len(ending),
                                  moves=self.describer.moves_list(ending))
        # On the braille line the moves as the game's list of moves brailles them, where it
        # has a form of its own (Dog: "1 to 2"; "your start field 1 to field 2" took 87 cells).
        listed = self.describer.moves_list_brief(ending, self.state)
        brief = None if listed is None else " ".join([said.short, self.words.plural(
            "place_alone.to", len(ending), moves=listed)])
        return Message(f"{said.text} {there}", said.kind, brief)

    def only_move_to(self, text: str, reason: Reason | None = None) -> Move | None:
        """The one legal move that ends on a place typed alone ("g7" when only h8 to g7 goes
        there and nothing of the player's stands on g7), as a destination alone names a move
        in chess notation; None when no move or several end there, or a move starts there."""
        found = self._lone_place(text, reason)
        if found is None or found[1] or len(found[2]) != 1:
            return None
        return found[2][0]

    def _why_no_moves(self, location: Location, place: str) -> str:
        """Why no move starts on ``location``, by the game's own sentence where it says so and
        names the place ("There is no piece on d4.", "The man on a7 is not yours; ...", "The
        king on e5 cannot move now: e6, f5, e4 and d5 are all taken.", "The man on a1 is
        stuck; the pieces on a3, c3, e3, and g3 can move.", "House 2 is empty. You can sow
        from ..."): "No move from d4." before it named the place twice. "No move from e5."
        alone where the game gives no reason, and before a reason that does not name the
        place."""
        text = self.words.text("moves.none_here", place=place)
        try:
            reason = self.state.explain((location,))
            why = self.describer.reason(reason, self.state).text
        except Exception:  # noqa: BLE001 - the reason is a courtesy; the answer stands without it
            return text
        if reason.code in _PLACE_NAMED:
            return why
        return f"{text} {why}"

    def _long_move_list(self, legal: list[Move], player: str,
                        yours: bool = False) -> list[Message]:
        """Many moves: grouped by the place they start from ("d1 to e1, c1 or b1; f1 to
        f2"), or only counted when each move is a single place (Gomoku). On the braille line
        a list from several places names only the places ("White: 22 moves, from a2, b2, c2,
        or h2."): every target ran to seven 40-cell lines, a Tablut side's to twenty-two;
        "moves" and a place lists its moves in a line or two. A braille line longer than
        :data:`BRIEF_LINE_CELLS` tells the count first (:meth:`_count_first`)."""
        head = self._counted("moves.all", len(legal), yours, player=player)
        if not all(len(m.parts) >= 2 for m in legal):
            count = self.describer.choice_count(legal)  # as heard, each once
            # Gomoku: a place's one move is the place; its own words say where to listen.
            own = f"moves.count_only.{self.game.family}"
            key = own if self.describer.cat.has(f"session.{own}") else "moves.count_only"
            text = self.words.plural(key, count, player=player)
            return self._count_first(text, text,
                                     self._counted("moves.all", count, player=player),
                                     self.words.text(f"{key}.brief"))
        groups = self._grouped(legal)
        if len(groups) == 1:  # All from one place (Maharadscha's one piece): not "from 1 places".
            text = self.words.plural(self._yours("moves.grouped_one_place", yours),
                                     len(legal), player=player, groups=groups[0])
            rays = self._targets_in_rays(legal)
            if rays is None:
                return [Message(text)]
            values = lenient({"player": player, "targets": rays,
                              "start": closed(self.describer.location(legal[0].parts[0]))})
            return self._count_first(
                text, self.words.plural("moves.one_place_brief", len(legal), **values), head,
                self.words.text("moves.one_place", **values))
        text = self.words.plural(self._yours("moves.grouped", yours), len(legal),
                                 player=player, places=len(groups), groups="; ".join(groups))
        shorter = self.describer.moves_list_brief(legal, self.state)
        if shorter is not None and braille_cells(
                shorter, self.line_table) <= BRIEF_LIST_CELLS:  # Dog's seven: "4 to 5 ..."
            return self._count_first(text, self.words.plural(
                self._yours("moves.grouped", yours), len(legal), player=player,
                places=len(groups), groups=shorter), head, f"{shorter}.")
        starts = [self.describer.location(s) for s in dict.fromkeys(m.parts[0] for m in legal)]
        values = lenient({"player": player,
                          "starts": joined(self.describer.cat.join_or, starts)})
        return self._count_first(
            text, self.words.plural(self._yours("moves.grouped_brief", yours), len(legal),
                                    **values), head, self.words.text("moves.starts", **values))

    def _targets_in_rays(self, legal: list[Move]) -> str | None:
        """The braille line's targets of moves from one place: three or more squares in a
        row along one line from it as a stretch ("e2 to e5"), as a board's row is read, the
        others one by one ("e2 to e5, f1 to h1, f3, g2"); 22 squares one by one ran to 158
        cells. None where a move carries a note or a warning or the game groups the targets
        itself (the sentence then)."""
        describer, state, view = self.describer, self.state, self.view
        start = legal[0].parts[0]
        ends = [m.parts[-1] for m in legal]
        if describer.grouped_targets(state, legal) is not None or any(
                describer.move_warning(state, m) or describer.move_note(state, m)
                for m in legal) or not all(view.shows(p) for p in (start, *ends)):
            return None
        origin = view.cell_of(start)
        at = {(view.cell_of(p).column, view.cell_of(p).row): p for p in ends}
        taken: dict[Location, str] = {}  # a stretch's first square: its words
        within: set[Location] = set()
        for dx, dy in ((0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1)):
            line = [at.get((origin.column + step * dx, origin.row + step * dy))
                    for step in range(1, max(view.columns, view.rows))]
            for run in find_runs([None if p is None else True for p in line]):
                ray = [p for p in line[run.first:run.last + 1] if p is not None]
                if len(ray) >= 3:
                    taken[ray[0]] = self.words.text(
                        "moves.stretch", first=describer.location(ray[0]),
                        last=describer.location(ray[-1]))
                    within.update(ray)
        said = [taken.get(p, "") if p in within else describer.location(p)
                for p in dict.fromkeys(ends)]
        return describer.cat.join_or([text for text in said if text])

    def _grouped(self, legal: list[Move]) -> list[str]:
        """The groups of a long list, one per place the moves start from ("d1 to e1, c1 or
        b1"): the targets as the game groups them, each note said once for the targets it
        belongs to (:meth:`Describer.grouped_targets`: Tablut, a pawn's promotions), else
        each target with its own warning and note."""
        starts: dict[Location, list[Move]] = {}
        for move in legal:
            starts.setdefault(move.parts[0], []).append(move)
        groups = []
        for start, moves in starts.items():
            targets = self.describer.grouped_targets(self.state, moves)
            if targets is None and self.describer.said_whole(moves):
                groups.append(self.words.text("moves.from_whole", **lenient({
                    "start": closed(self.describer.location(start)),
                    "moves": self.describer.moves_from_here(moves)})))
                continue
            if targets is None:
                targets = self._targets_each_noted(moves)
            groups.append(self.words.text("moves.from", **lenient({
                "start": closed(self.describer.location(start)), "targets": targets})))
        return groups

    def _targets_each_noted(self, moves: list[Move]) -> Cased:
        """The targets of ``moves`` (all from one place), each with its own warning and
        note, each said once."""
        names: list[Cased] = []
        for move in moves:
            # A place keeps its case forms (German: "von deinem Startfeld 1"), and one whose
            # words hold a comma is closed by another, so a list read aloud tells it from the
            # next one.
            name = suffixed(self.describer.location(move.parts[-1]),
                            self.describer.move_warning(self.state, move)
                            + self.describer.move_note(self.state, move))
            if name not in names:
                names.append(name)
        return joined(self.describer.cat.join_or, names)

    def _do_moves_here(self, command: Command) -> list[Message]:
        location = self.cursor.location
        if location is None:
            return [Message(self.places.q("no_place"))]
        return self._do_moves(Command(CommandKind.MOVES, self.describer.location(location)))

    def _do_moves_all(self, command: Command) -> list[Message]:
        return self._do_moves(Command(CommandKind.MOVES))

    def _do_captures(self, command: Command) -> list[Message]:
        if self.is_over:
            return self.result_messages()
        if not self.game.has_captures:
            # Blockade takes stones off the board, by shutting them in, not by jumping.
            own = f"captures.never.{self.game.id}"
            key = own if self.describer.cat.has(f"session.{own}") else "captures.never"
            name = game_name(self.game.id, self.lang)
            return [Message(self.words.text(key, game=name))]
        captures = [m for m in self.observation.legal_moves if self._is_capture(m)]
        cat = self.describer.cat
        # Mancala captures seeds (erbeuten), as its move reports say, not pieces.
        own = f".{self.game.family}" if cat.has(f"query.captures.{self.game.family}") else ""
        if not captures:
            return [Message(cat.text(f"query.captures.none{own}"))]
        return [Message(cat.plural(
            f"query.captures{own}", len(captures), moves=self.describer.moves_list(captures)))]

    def _is_capture(self, move: Move) -> bool:
        return self.state.is_capture(move)

    def _listener(self) -> Player:
        """The person the answers are for: the viewer, or the player to move (a spectator)."""
        viewer = self.viewer
        if viewer is not None:
            return viewer
        # At a chance turn, or after the end (where a game may name no seat), the first seat.
        to_move = self.state.to_move
        return to_move if 0 <= to_move < self.game.num_players else 0

    def _do_since(self, command: Command) -> list[Message]:
        said, from_start = self._since()
        if from_start:
            # The listener has made no move of their own yet: everything since the game
            # began, said so ("since your last move" had nothing to count from).
            return [Message(self.places.q("since.start")), *said]
        return said

    def _since(self) -> tuple[list[Message], bool]:
        """What happened since the listener's own last move, and whether that is everything
        since the game began (no move of the listener's yet) and wants saying so."""
        me = self._listener()
        turns: list[Heard] = []
        moved = False
        for turn in reversed(self.heard):
            if turn.made_by(me) and turn.move.parts:
                moved = True
                break
            turns.append(turn)
        said = [m for m in self._retold(me, turns[::-1]) if m.text.strip()]
        if not said and not self.heard:  # nobody has made a move yet
            return [Message(self.words.text("last.none"))], False
        if not said:  # nothing, or only what this listener may not hear (another's cards)
            key = "since.none" if moved else "since.start_none"
            return [Message(self.places.q(key))], False
        return said, not moved

    def since_briefly(self) -> list[Message]:
        """What "since" says, for a summary the player did not ask for (back at an online
        table after a bot played for them, under a heading of its own); card games shorten
        it."""
        return self._since()[0]

    def since_says_since(self) -> bool:
        """True where :meth:`since_briefly` begins with since when it tells ("Since the
        game began, 4 cards were played."), so that a heading before it need not say so
        again; the moves themselves follow here."""
        return False

    def _pieces(self, player: Player) -> list[Message]:
        line = self.describer.pieces_line(self.state, player)
        if line is None and self.places.family == "mancala" and self.view.line_of_row is not None:
            line = self.describer.board_lines(self.state)[self.view.line_of_row(player)]
        return [Message(self.places.pieces(self.state, player, line))]

    def _do_pieces(self, command: Command) -> list[Message]:
        """The listener's pieces; with a word after it, the partner's ("marbles partner") or
        a player's by name ("marbles south"), else why the word names nobody. The word was
        passed over, and a player who asked for the partner's marbles heard their own."""
        wanted = command.argument.strip()
        if not wanted:
            return self._pieces(self._listener())
        seats = self._seats_named(wanted)
        if seats:
            return [message for p in seats for message in self._pieces(p)]
        if command.word == "partner":  # typed alone, where nobody plays with the listener
            return self._no_partner()
        opponent = self.words.text("pieces.opponent_word")
        choices = [opponent]
        if self._mates():
            choices.append(self.words.text("pieces.partner_word"))
        choices += [self.describer.player(p) for p in range(self.game.num_players)]
        return [Message(self.words.text("pieces.no_player", text=wanted, word=command.word,
                                        choices=self.describer.cat.join_or(choices)),
                        MessageKind.ERROR,
                        self.words.text("pieces.no_player.brief", text=echo(wanted),
                                        word=command.word, opponent=opponent))]

    def _no_partner(self) -> list[Message]:
        """"partner" typed alone in a game where the listener has none: said so."""
        name = game_name(self.game.id, self.lang)
        return [Message(self.words.text("pieces.no_partner", game=name), MessageKind.ERROR)]

    def _mates(self) -> list[Player]:
        """The listener's partners (none in a game without partnerships)."""
        me = self._listener()
        team = next((t for t in self.game.info.teams if me in t), (me,))
        return [p for p in team if p != me]

    def _seats_named(self, text: str) -> list[Player]:
        """The seats ``text`` names: the partners for the word partner, or the player whose
        name it is; none for anything else."""
        folded = " ".join(text.casefold().split())
        if folded == self.words.text("pieces.partner_word").casefold():
            return self._mates()
        return [p for p in range(self.game.num_players)
                if self.describer.player(p).casefold() == folded]

    def _do_pieces_opponent(self, command: Command) -> list[Message]:
        """The pieces of every opponent, one line each: with partnerships, the seats of the
        other team (Rakado for four: Black and Red), else every other seat."""
        me = self._listener()
        team = next((t for t in self.game.info.teams if me in t), (me,))
        return [message for p in range(self.game.num_players) if p not in team
                for message in self._pieces(p)]

    def _do_row(self, command: Command) -> list[Message]:
        row = self.cursor.row
        count = self.view.rows
        if self.view.lines:  # the rules' rows (Eckdame's turned board), not grid rows
            count = len(self.view.lines)
            location = self.cursor.location
            row = 0 if location is None else self.view.line_number(location)
        if command.argument.strip() and not command.argument.strip().isdecimal():
            # "row x" read the cursor's row as if it were row x.
            return [Message(self.places.q("row.none", row=command.argument.strip(), count=count),
                            MessageKind.ERROR)]
        if command.argument.isdecimal():
            if not 1 <= int(command.argument) <= count:
                return [Message(self.places.q("row.none", row=command.argument, count=count),
                                MessageKind.ERROR)]
            row = int(command.argument) - 1
        if self.view.line_of_row is None:
            return [Message(self.places.row(self.state, row))]
        return [Message(self.describer.board_lines(self.state)[self.view.line_of_row(row)])]

    def _do_column(self, command: Command) -> list[Message]:
        column = self.cursor.column
        text = command.argument.strip().lower()
        last = chr(ord("a") + self.view.columns - 1)
        if len(text) == 1 and "a" <= text <= last:
            column = ord(text) - ord("a")
        elif text:
            # "column z" read the cursor's column as if it were column z.
            return [Message(self.places.q("column.none", column=command.argument.strip(),
                                          last=last), MessageKind.ERROR)]
        runs = self.describer.column_line(self.state, column)
        if runs is not None:
            # As the row is read: "Column g: g7 white, g8 black." (it was every place,
            # "g1 to g6, empty; g7, white stone; g8, black stone; ...").
            return [Message(self.places.q("column", column=chr(ord("a") + column), cells=runs))]
        return [Message(self.places.column(self.state, column))]

    def _do_why(self, command: Command) -> list[Message]:
        if self.why_answer is None:
            return [Message(self.places.q("why.none"))]
        return list(self.why_answer)

    def _do_last(self, command: Command) -> list[Message]:
        # The last move that said something: a card dealt unseen to another seat says nothing.
        told = [h for h in self.heard if h.message.text.strip()]
        if not told:
            return [Message(self.words.text("last.none"))]
        # The roll for the next turn is no player's move: the last move is the one before it,
        # told with the roll after it ("You rolled 4." alone was said again in Rakado, where
        # the person asked for the move they had not caught, and the tutorial's step "hear
        # the last move again" said only the roll just heard).
        first = len(told) - 1
        while first > 0 and told[first].mover == CHANCE and told[first].seat is not None:
            first -= 1
        # A player's turn of several actions (Arimaa's up to four steps, Kalah's sowing
        # again) is the last move as a whole: its last step alone left out the others.
        mover = told[first].mover
        while mover != CHANCE and first > 0 and told[first - 1].mover == mover:
            first -= 1
        return self._retold(self._listener(), told[first:])

    def _retold(self, listener: Player, heard: list[Heard]) -> list[Message]:
        """The moves ``heard`` told again to ``listener``, a computer's run summed up first
        and then told move by move (:func:`.retold_with_runs`)."""
        return retold_with_runs(heard, lambda run: self.told_to(listener, run),
                                self.describer, self.state, self.words)

    def _do_board(self, command: Command) -> list[Message]:
        reading = self.describer.board_reading(self.state)
        briefs = self.describer.board_reading_brief(self.state)
        if briefs is None:
            return [Message(line) for line in reading]
        return [Message(line, brief=brief) for line, brief in zip(reading, briefs, strict=True)]

    def _do_status(self, command: Command) -> list[Message]:
        turn = self.turn_text(status=True)
        extra = self.describer.status_text(self.state)
        brief = self.describer.status_brief(self.state)
        turn_brief = self.turn_brief(status=True)
        progress = "" if self.is_over else self.progress_words()
        progress_brief = None if self.is_over else self.describer.progress_brief(self.state)
        warned = self._status_warned(extra, brief)
        if warned is not None:
            # The warnings and the move number are a line of their own: "Black, your turn.
            # On target: ... Start counts from move 40: Black 12, White 12. Move 32." ran to
            # 123 cells.
            (extra, brief), (warning, warning_brief) = warned
            progress_brief = progress if progress_brief is None else progress_brief
            return [Message(" ".join(filter(None, [turn, extra])), MessageKind.INFO,
                            " ".join(filter(None, [turn_brief or turn,
                                                   extra if brief is None else brief]))),
                    Message(" ".join(filter(None, [warning, progress])), MessageKind.INFO,
                            " ".join(filter(None, [warning_brief, progress_brief])))]
        if extra and (self.is_over or self.describer.apart(self.state)):
            # The turn and the move number on one line, the standing on the next; a
            # finished game's result, then its standing ("Game over: you have no pieces
            # left; White wins. Black: no men, no kings. White: 5 men, 2 kings." ran to 101
            # cells).
            first = " ".join(filter(None, [turn, progress]))
            parts = [(extra, brief)] if self.is_over else self.describer.standing_parts(self.state)
            return [Message(first, MessageKind.INFO, " ".join(filter(None, [
                        turn_brief or turn, progress if progress_brief is None
                        else progress_brief]))),
                    *(Message(text, MessageKind.INFO, shown) for text, shown in parts if text)]
        text = " ".join(filter(None, [turn, extra, progress]))
        if brief is None and turn_brief is None and progress_brief is None:
            return [Message(text, MessageKind.INFO)]
        return [Message(text, MessageKind.INFO,
                        " ".join(filter(None, [turn_brief or turn, extra if brief is None
                                               else brief, progress if progress_brief is None
                                               else progress_brief])))]

    def _status_warned(self, extra: str, brief: str | None
                       ) -> tuple[tuple[str, str | None], tuple[str, str]] | None:
        """The status's standing and its warnings apart (:meth:`.Describer.status_warnings`),
        each as (speech, braille), or None without warnings (or once the game is over)."""
        warnings = [] if self.is_over else self.describer.status_warnings(self.state)
        if not warnings:
            return None
        said = " ".join(warnings)
        shown = " ".join(self.describer.status_warnings(self.state, brief=True))
        if not extra.endswith(said) or (brief is not None and not brief.endswith(shown)):
            return None
        standing = extra.removesuffix(said).strip()
        return ((standing, None if brief is None else brief.removesuffix(shown).strip()),
                (said, shown))

    def progress_words(self) -> str:
        """How far the game is, as a player counts it: the game's own words where a move
        number says little (Whist: "Trick 4 of 13."; Mau Mau of one deal: nothing, "" then),
        else the move number ("Move 12.")."""
        progress = self.describer.progress_text(self.state)
        if progress is None:
            number = self.table.move_number(self.describer.full_moves)
            progress = self.words.text("status.move_number", number=number)
        return progress

    def _do_hint(self, command: Command) -> list[Message]:
        if self.is_over:  # the result and what to do next, as every question after the end
            return self.result_messages()
        if not self.observation.is_my_turn:
            return [Message(self.turn_text())]
        legal = self.observation.legal_moves
        if len(legal) == 1:  # no choice to suggest: say so, so the player knows why
            only = Message(self._move_sentence(
                "hint.only", self.describer.move_alone(self.state, legal[0])),
                brief=self._move_brief("hint.only.brief", legal[0]))
            self.why_answer = [only]
            return [only]
        hooks = ai_hooks(self.game)
        rng = random.Random(f"{self.table.seed}/hint/{len(self.table.history)}")
        move = choose_from_observation(self.observation, hint_level(self.game.id),
                                       hooks.evaluate, rng, order_key=hooks.order_key)
        # Told as the list of moves tells it: the legal move equal to the search's may carry
        # more the viewer knows (Doppelkopf's "announce Re" rather than "Re or Kontra").
        move = next((m for m in legal if m == move), move)
        said = self.describer.move_alone(self.state, move)
        reason = self._hint_reason()
        facts = self._hint_facts(reason, move)
        # On the braille line the reason comes first and alone: the opening ("You asked for a
        # hint: ... came out best.") ran to some 200 cells before it.
        # Each fact a message, a line of its own on the braille display ("Played, it would
        # read: b3xc4. After it, your opponent can take one of your pieces, but the computer
        # found nothing better." ran to 125 cells in one).
        briefs = self.describer.said_briefly(lambda: self._hint_facts(reason, move))
        # What the reasons tell in full is not said in the opening too (Arimaa's trap).
        opening = self._move_sentence(reason, self.describer.move_alone_why(self.state, move))
        if not facts or len(briefs) != len(facts):
            self.why_answer = [Message(" ".join([opening, *facts]), brief=" ".join(briefs)
                                       or self.words.text(f"{reason}.brief"))]
        else:
            self.why_answer = [Message(f"{opening} {facts[0]}", brief=briefs[0]), *(
                Message(fact, brief=brief) for fact, brief in zip(facts[1:], briefs[1:]))]
        hint = self._move_sentence("hint", said)
        brief = self._move_brief("hint.brief", move)
        # How the move is made, where a newcomer may not know it (Mau Mau's call): a line of
        # its own on the braille display (the two sentences in one ran to 116 cells).
        advice = self.describer.move_advice(self.state, move)
        if advice:  # "why" says it too: a player asking why may have missed it after the hint
            self.why_answer.append(Message(advice))
        return [Message(hint, brief=brief), *([Message(advice)] if advice else [])]

    def _move_brief(self, key: str, move: Move) -> str | None:
        """The braille line ``key`` of a hint about ``move`` in the game's few words
        (:meth:`.Describer.move_alone_brief`: "Hint: ⠊⠉ 1-10."), or None where the game has
        none (the sentence is the line)."""
        brief = self.describer.move_alone_brief(self.state, move)
        return None if brief is None else self.words.text(key, move=brief)

    def _hint_facts(self, reason: str, move: Move) -> list[str]:
        """What "why" says of the hinted ``move`` besides how it was chosen (``reason``:
        :meth:`_hint_reason`), each a sentence the game words."""
        mover = self.state.to_move
        if reason == "hint.why":  # everything is seen: what the move does
            return hint_facts(self.describer, self.view, self.game, self.state, move, mover)
        if reason == "hint.why_rule":  # the rule's move: what the game tells
            after = self.state.copy()
            after.play(move)
            return self.describer.hint_notes(self.state, move, after, mover)
        # hidden cards: what the card does at the table (the view is not played on)
        return self.describer.hint_card_notes(self.state, move, mover)

    def _hint_reason(self) -> str:
        """The key of what "why" says after a hint: how the intermediate level chose it (by
        its rule of thumb, by imagining the hidden cards, or by looking ahead)."""
        searcher = hint_level(self.game.id).searcher
        if searcher is SearcherKind.POLICY:
            return "hint.why_rule"
        return "hint.why" if self.game.info.perfect_information else "hint.why_hidden"

