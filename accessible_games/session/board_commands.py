"""Moving about the board and building a move there, as commands of a console.

A mix-in of :class:`~accessible_games.session.console.Console`: the cursor walks the board
view; Enter (SELECT) feeds the move builder, which narrows the viewer's legal moves part by
part and asks the engine why when a choice fits no move.
"""

from __future__ import annotations

import re
from enum import Enum

from accessible_games.engine import InvalidMoveError, Location, Move
from accessible_games.engine.grid import parse_algebraic
from accessible_games.engine.types import Token
from accessible_games.narration.cased import joined, lenient
from accessible_games.narration.catalog import capitalized
from accessible_games.narration.message import Message, MessageKind
from accessible_games.narration.views import PlaceKind
from accessible_games.session.commands import Command, CommandKind, close_words, words_for
from accessible_games.session.cursor import Step
from accessible_games.session.dice_zone import DiceZone
from accessible_games.session.words import echoed

ROW_WORDS = re.compile(r"(?:row|reihe)\s*")
"""The word that makes "go row 6" a row, where a number alone would be a square."""

MANY_PLACES = 12
"""More places than this, where a choice goes on to the board, are counted, not named."""


class ZoneKind(Enum):
    """Where the cursor is: a console's zones."""

    BOARD = "board"
    """The places of the board view."""
    CHOICES = "choices"
    """The choices that are not places (play or roll, a suit to wish): the next part of the
    viewer's legal moves when it is a token."""
    HAND = "hand"
    """The viewer's own cards, in card games (``hand_commands``)."""
    DICE = "dice"
    """The dice: the roll, what it allows, the last rolls (see session/dice_zone.py)."""


class BoardCommands(DiceZone):
    """left, right, up, down, row start and end, go, where, zone, select and cancel."""

    zone: ZoneKind = ZoneKind.BOARD
    choice_index: int = 0

    def is_choice(self, part: Location) -> bool:
        """True for a move's part that is no place on the board: a token (a card, a suit),
        or what the board view does not show (a chess piece in the reserve, a promotion)."""
        return isinstance(part, Token) or not self.view.shows(part)

    def _next_parts(self) -> list[Location]:
        """The parts the viewer's legal moves may name after those selected, in the moves'
        order, each once."""
        step = len(self.builder.parts)
        found: list[Location] = []
        for move in self.observation.legal_moves:
            if len(move.parts) > step and tuple(move.parts[:step]) == tuple(self.builder.parts):
                part = move.parts[step]
                if part not in found:
                    found.append(part)
        return found

    def _choices(self) -> list[Location]:
        """The parts the viewer can choose next that are no places, in a fixed order."""
        return [p for p in self._next_parts() if self.is_choice(p)]

    def _next_places(self) -> list[Location]:
        """The places the move being built may name next (Dog: a marble, then its target;
        Mad Mate: the square for a piece from the reserve), in board order."""
        return sorted(p for p in self._next_parts() if not self.is_choice(p))

    def _places_next(self, chosen: str) -> list[Message]:
        """After a choice (a card, a joker's rank, a piece from the reserve) whose move goes
        on with places: to the board, the cursor on the first place that may be chosen, and
        which places those are."""
        places = self._next_places()
        self.zone = ZoneKind.BOARD
        if not places:
            return self._choice_message()
        if len(places) > MANY_PLACES:
            # Any empty square (a piece from the reserve): how many, and the cursor stays
            # where the player has put it when it may go there.
            if self.cursor.location not in places:
                self.cursor.go(places[0])
            here = self.cursor.location
            assert here is not None
            # Braille counts in a few cells: "Bishop from the reserve: 34 squares; cursor on
            # b1." (the sentence ran to 89 cells).
            values = {"card": chosen, "first": self.describer.location(here)}
            said, brief = (capitalized(self.describer.cat.plural(key, len(places), **values))
                           for key in ("hand.to_board.many", "hand.brief.to_board.many"))
            return [Message(said, MessageKind.SELECT, brief)]
        self.cursor.go(places[0])
        # German takes the places in their cases ("wähle deinen Zwinger", "auf deinem
        # Zwinger"), where they read "Zwinger von dir" after the verb.
        names = joined(self.describer.cat.join_or, [self.describer.location(p) for p in places])
        key = "hand.to_board" if len(places) > 1 else "hand.to_board.one"
        # The braille line names the places too: the card alone left a deafblind player
        # to search the board for where it may go.
        # The card opens the sentence: "Four of spades: ...", not "four of spades: ...".
        return [Message(capitalized(self.describer.cat.text(key, **lenient({
            "card": chosen, "targets": names,
            "first": self.describer.location(places[0])}))), MessageKind.SELECT,
            brief=capitalized(self.describer.cat.text(
                "hand.brief.to_board", **lenient({"card": chosen, "targets": names}))))]

    def choosable_step(self, step: int) -> list[Message] | None:
        """With a move begun and the cursor on the board, the cursor to the next (1) or
        previous (-1) place the move may name next, wrapping round (Dog: from field 3 to
        field 31 in one key, where right went field by field); None where there is none."""
        places = self._next_places() if self.zone is ZoneKind.BOARD and self.builder.parts \
            else []
        if not places:
            return None
        here = self.cursor.location
        assert here is not None
        # From a place that cannot be chosen, the nearest one ahead (or behind, going back).
        ahead = [p for p in places if (p > here if step > 0 else p < here)] or places
        nearest = ahead[0] if step > 0 else ahead[-1]
        target = places[(places.index(here) + step) % len(places)] if here in places \
            else nearest
        self.cursor.go(target)
        return self._cursor_message(True)

    def token_name(self, token: Location) -> str:
        """A choice in words: the describer's name for it, else the move it starts; a part
        the board does not show (a piece in the reserve) by the describer's name for it."""
        if not isinstance(token, Token):
            return self.describer.location(token)
        named = getattr(self.describer, "part_text", None)
        if named is not None:
            return str(named(token))
        for move in self.observation.legal_moves:
            if token in move.parts:
                return self.describer.move_text(move)
        return str(token.value)

    def choice_open(self) -> bool:
        """Whether a move waits for a choice the player was just asked (a jack's wish)."""
        return self.zone is ZoneKind.CHOICES and bool(self.builder.parts)

    def typed_choice(self, text: str) -> list[Message] | None:
        """A choice named by typing while a move waits for one (a jack's wished suit,
        "karo"): taken as Enter would take it. The name as said, the start of one name, or
        a word the game reads as a choice (:meth:`_choice_word`). None when no choice is open
        or the text names no single one."""
        if not self.choice_open():
            return None
        wanted = text.strip().casefold()
        if not wanted:
            return None
        names = [self.token_name(t).casefold() for t in self._choices()]
        alias = self._choice_word(wanted)
        found = ([i for i, n in enumerate(names) if n in (wanted, alias)]
                 or [i for i, n in enumerate(names) if n.startswith(wanted)])
        if not found:  # "hezr" for herz was told how to type a card: named, not chosen
            close = close_words(wanted, names)
            if close:
                return [self.offer_slip(close[:1])]
        if len(found) != 1:
            return None
        self.choice_index = found[0]
        return self._select_choice()

    def _choice_word(self, word: str) -> str | None:
        """Hook: the spoken name of the choice a typed word means in this game (a suit
        typed in the other language), or None."""
        return None

    def _choice_message(self, edge: bool = False) -> list[Message]:
        """The choice under the cursor; with ``edge``, led by "Edge" (it could not move)."""
        choices = self._choices()
        if not choices:
            self.zone = ZoneKind.BOARD
            return [Message(self.words.text("zone.no_choices"), MessageKind.EDGE)]
        self.choice_index = min(self.choice_index, len(choices) - 1)
        token = choices[self.choice_index]
        key = "zone.choice_edge" if edge else "zone.choice"
        return [Message(self.words.text(key, choice=self.token_name(token),
                                        index=self.choice_index + 1, count=len(choices)),
                        MessageKind.EDGE if edge else MessageKind.CURSOR,
                        # At the edge the line says so, as the board's and the hand's do.
                        brief=None if edge else self.token_name(token))]

    def _do_zone(self, command: Command) -> list[Message]:
        if self.zone is ZoneKind.BOARD and self._choices():
            self.zone, self.choice_index = ZoneKind.CHOICES, 0
            return [Message(self.words.text("zone.choices"))] + self._choice_message()
        if self.zone is not ZoneKind.DICE and self.has_dice():
            self.zone = ZoneKind.DICE
            return self.enter_dice()
        self.zone = ZoneKind.BOARD
        location = self.cursor.location
        place = self.describer.location(location) if location is not None else ""
        return [Message(self.words.text("zone.board", place=place))]

    def _step_choice(self, step: int) -> list[Message] | None:
        """Left and right in the choices or dice zone; None on the board."""
        if self.zone is ZoneKind.DICE:
            return self.step_dice(step)
        if self.zone is not ZoneKind.CHOICES:
            return None
        count = len(self._choices())
        if count and 0 <= self.choice_index + step < count:
            self.choice_index += step
            return self._choice_message()
        return self._choice_message(edge=True)

    def _select_choice(self) -> list[Message]:
        choices = self._choices()
        if not choices:
            self.zone = ZoneKind.BOARD
            return [Message(self.words.text("zone.no_choices"), MessageKind.ILLEGAL)]
        token = choices[min(self.choice_index, len(choices) - 1)]
        parts = (*self.builder.parts, token)
        matches = [m for m in self.observation.legal_moves if tuple(m.parts) == parts]
        if len(matches) == 1:
            self.zone = ZoneKind.BOARD
            return self._play_human(matches[0])
        self.builder.parts.append(token)
        self.choice_index = 0
        if not self._choices():
            return self._places_next(capitalized(self.token_name(token)))
        return self._choice_message()

    def _cursor_message(self, moved: bool) -> list[Message]:
        """What the cursor is on after a step on the board. The board is the zone again: a
        player who moves to c8 while a promotion's choices wait means c8, and Enter there
        must not choose the queen the choices zone still stands on."""
        if self.zone is ZoneKind.CHOICES:
            self.zone = ZoneKind.BOARD
        location = self.cursor.location
        assert location is not None
        if not moved:
            return [self.edge_message(location, self.cursor.place())]
        text = self.places.place_said(self.state, location)  # a sentence, as "where" says it
        return [Message(text, MessageKind.CURSOR, place=self.cursor.place())]

    def edge_message(self, location: Location, place: tuple[int, int, int, int]) -> Message:
        """The cursor could not move further: the edge, and the place it stays on."""
        name = self.describer.location(location)
        return Message(self.words.text("edge", place=name), MessageKind.EDGE, place=place)

    def _do_left(self, command: Command) -> list[Message]:
        choice = self._step_choice(-1)
        if choice is not None:
            return choice
        return self._cursor_steps(command, -1, 0)

    def _do_right(self, command: Command) -> list[Message]:
        choice = self._step_choice(1)
        if choice is not None:
            return choice
        return self._cursor_steps(command, 1, 0)

    def _do_up(self, command: Command) -> list[Message]:
        return self._cursor_steps(command, 0, 1)

    def _do_down(self, command: Command) -> list[Message]:
        return self._cursor_steps(command, 0, -1)

    def _cursor_steps(self, command: Command, d_column: int, d_row: int) -> list[Message]:
        """The cursor a step, or as many as the number after the word ("left 3"), stopping
        at the edge; anything else after the word is said, not dropped (a play-tester's
        "links 3" went one place without a word about the 3)."""
        count = command.argument.strip()
        if not count:
            return self._cursor_message(self.cursor.move(d_column, d_row))
        if not (count.isdigit() and int(count) > 0):
            word = command.word or words_for(command.kind, self.lang)[0]
            return [Message(self.words.text("step.count", word=word), MessageKind.ERROR)]
        moved = False
        for _ in range(int(count)):
            if not self.cursor.move(d_column, d_row):
                return self._cursor_message(False)
            moved = True
        return self._cursor_message(moved)

    def _do_row_start(self, command: Command) -> list[Message]:
        self.cursor.row_end(last=False)
        return self._cursor_message(True)

    def _do_row_end(self, command: Command) -> list[Message]:
        self.cursor.row_end(last=True)
        return self._cursor_message(True)

    def _do_go(self, command: Command) -> list[Message]:
        text = command.argument.strip().lower()
        here = self.cursor.location
        if not text and here is not None:
            # "go" alone was answered '"" is not a place, row or column here.'
            return [Message(self.places.q("go.empty", go=words_for(CommandKind.GO, self.lang)[0],
                                          place=self.describer.location(here)),
                            MessageKind.ERROR)]
        grid = self._is_grid()
        asked = ROW_WORDS.match(text)  # "go row 6": a row, on any board
        if asked:
            text = text[asked.end():]
        # On a board of squares a number that fits the rows is a row (the number keys and
        # "go 5" go to row 5, as help promises); where the squares are named by numbers
        # (international draughts: "31-26") a typed "go 6" is square 6, as the moves say it.
        numbered = command.word != "" and not asked and self._squares_numbered()
        rows = len(self.view.lines) or self.view.rows
        row = grid and text.isdecimal() and 1 <= int(text) <= rows and not (
            numbered and self.parse_place(text) is not None)
        place = None if row else self.parse_place(text)
        if place is not None:
            self.cursor.go(place)
            return self._cursor_message(True)
        if row and self.view.lines:  # a row of the rules (Eckdame's turned board): its start
            self.cursor.go(self.view.lines[int(text) - 1][0])
            return self._cursor_message(True)
        if row:
            self.cursor.row = int(text) - 1
            if self.view.cell(self.cursor.column, self.cursor.row).kind is PlaceKind.NONE:
                self.cursor.row_end(last=False)
            self._nearest_square()
            return self._cursor_message(True)
        if grid and len(text) == 1 and "a" <= text < chr(ord("a") + self.view.columns):
            self.cursor.column = ord(text) - ord("a")
            return self._cursor_message(True)
        return [echoed(lambda text: self.places.q("go.bad", text=text), command.argument)]

    def _squares_numbered(self) -> bool:
        """True where the board's squares are named by numbers (international draughts)."""
        square = next((p for p in self.view.locations()
                       if self.view.cell_of(p).kind is PlaceKind.SQUARE), None)
        return square is not None and self.describer.location(square).isdecimal()

    def _nearest_square(self) -> None:
        """From a square no piece uses (a light square in draughts) to the nearest one that
        pieces use in the same row."""
        if self.view.cell(self.cursor.column, self.cursor.row).kind is not PlaceKind.UNPLAYABLE:
            return
        for distance in range(1, self.view.columns):
            for column in (self.cursor.column - distance, self.cursor.column + distance):
                if (0 <= column < self.view.columns
                        and self.view.cell(column, self.cursor.row).kind is PlaceKind.SQUARE):
                    self.cursor.column = column
                    return

    def _is_grid(self) -> bool:
        return any(self.view.cell(c, r).kind is PlaceKind.SQUARE
                   for c in range(self.view.columns) for r in range(self.view.rows))

    def parse_place(self, text: str) -> Location | None:
        """The place a typed text names ("c3", a house number), or None."""
        if self._is_grid():
            square = parse_algebraic(text, self.view.columns, self.view.rows)
            if square is not None:
                return square
        try:
            location = self.state.parse_location(text)
        except InvalidMoveError:
            return None
        try:
            self.view.cell_of(location)
        except KeyError:
            return None
        return location

    def _do_where(self, command: Command) -> list[Message]:
        """Where the cursor stands and what is there; with a place typed after it ("where
        f11"), what stands on that place, the cursor staying where it is."""
        if command.argument.strip():
            named = self.parse_place(command.argument)
            if named is None:
                return [self.not_a_place(command)]
            return [Message(self.places.q("where", place=self.describer.location(named),
                                          content=self.places.content(self.state, named)))]
        if self.zone is ZoneKind.CHOICES and self._choices():
            return self._where_choice()
        location = self.cursor.location
        if location is None:
            return [Message(self.places.q("no_place"))]
        place = self.describer.location(location)
        content = self.places.content(self.state, location)
        if self.builder.parts:
            return [Message(self.places.q("where_selected", place=place, content=content,
                                          selection=self._selection()),
                            place=self.cursor.place())]
        return [Message(self.places.q("where", place=place, content=content),
                        place=self.cursor.place())]

    def _where_choice(self) -> list[Message]:
        """"where" in the choices: the choice under the cursor, as moving onto it says it,
        and what is selected so far ("as king, 2 of 13. Selected: red joker."); it said the
        board's cursor, which the choice does not touch."""
        said = self._choice_message()
        if not self.builder.parts:
            return said
        choices = self._choices()
        return [Message(self.places.q("where_choice", choice=self.token_name(
            choices[self.choice_index]), index=self.choice_index + 1, count=len(choices),
            selection=self._selection()), brief=said[0].brief)]

    def _selection(self) -> str:
        """The parts selected so far, joined with 'and'; a card or a joker's rank among them
        named as the choices name it."""
        return self.describer.cat.join_and(
            [self.token_name(p) if isinstance(p, Token) else self.describer.location(p)
             for p in self.builder.parts])

    def _still_selected(self) -> Message:
        """After a refused or taken-back step of a move of several parts: what stays selected
        and what may come next (a square, or what a pawn becomes)."""
        names = self.describer.cat.join_or([self.token_name(p) for p in self._next_parts()])
        return Message(self.places.q("still_selected", selection=self._selection(),
                                     targets=names), MessageKind.SELECT)

    def _do_select(self, command: Command) -> list[Message]:
        if self.zone is ZoneKind.DICE:
            return self.dice_message()
        if self.is_over:
            return self.result_messages()
        if not self._my_turn():
            return [self.wait_message()]
        if self.zone is ZoneKind.CHOICES:
            return self._select_choice()
        location = self.cursor.location
        if location is None:
            return [Message(self.places.q("no_place"), MessageKind.ILLEGAL)]
        step, moves = self.builder.choose(self.state, location)
        place = self.describer.location(location)
        if step is Step.COMPLETE:
            return self._play_human(moves[0])
        if step is Step.DESELECTED:
            return [Message(self.places.q("deselected"), MessageKind.DESELECT)]
        if step is Step.SELECTED and len(self.builder.parts) == 1:
            return [Message(self.places.q("selected", place=place,
                                          moves=self.describer.piece_moves(self.state, moves)),
                            MessageKind.SELECT, brief=self._selected_brief(place, moves))]
        if step is Step.SELECTED and not self._next_places():
            # What comes next is no place (a pawn's promotion): the choices zone, at the first.
            self.zone, self.choice_index = ZoneKind.CHOICES, 0
            names = self.describer.cat.join_or([self.token_name(t) for t in self._choices()])
            return [Message(self.places.q("continue_choice", place=place, choices=names),
                            MessageKind.SELECT), *self._choice_message()]
        if step is Step.SELECTED:
            n = len(self.builder.parts)
            targets = sorted({m.parts[n] for m in moves if len(m.parts) > n})
            # German says the places after "nach" in the dative ("nach deinem Zielfeld 1")
            names = joined(self.describer.cat.join_or, [self._target_name(t) for t in targets])
            # Where the move may also end here (a hop chain), the player hears how.
            if any(len(m.parts) == n for m in moves):
                return [Message(self.places.q("continue_or_stop", place=place, targets=names),
                                MessageKind.SELECT,
                                brief=self.places.q("brief.continue_or_stop", place=place,
                                                    targets=names))]
            return [Message(self.places.q("continue", place=place, targets=names),
                            MessageKind.SELECT)]
        if step is Step.TAKEN_BACK:
            return [Message(self.places.q("taken_back", place=place), MessageKind.DESELECT),
                    self._still_selected()]
        reason = self.state.explain(tuple(self.builder.parts) + (location,))
        refusal = self._refuse(self.describer.reason(reason, self.state))
        if len(self.builder.parts) > 1:
            # The reason names the piece and the refused place; the squares already chosen
            # after its start stay, unsaid unless told.
            return [refusal, self._still_selected()]
        return [refusal]

    def _selected_brief(self, place: str, moves: list[Move]) -> str:
        """The braille line's form of a piece just selected: where it may go, which a
        deafblind player cannot hear ("c3-b4 or c3xe5xg7" where the notation says all the
        words say, else "b1 to a3 or c3"); the place alone left them to guess."""
        describer = self.describer
        if describer.notation_brief:
            return describer.notations(moves)
        names = joined(describer.cat.join_or, [self.token_name(p) for p in self._next_parts()])
        return self.places.q("brief.selected", place=place, targets=names)

    def _target_name(self, location: Location) -> str:
        """A place a move being built may go on to, as the continue message names it."""
        return self.describer.location(location)

    def _do_cancel(self, command: Command) -> list[Message]:
        if not self.builder.parts:
            return [Message(self.places.q("nothing_selected"))]
        self.builder.clear()
        return [Message(self.places.q("deselected"), MessageKind.DESELECT)]

