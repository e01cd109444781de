"""The position editor: set up a position by keyboard, checked by the engine.

The editor has its own cursor over the board view. Enter (or typing ``select``) changes what
stands under the cursor: it cycles through the game's pieces, or adds a seed in a mancala pit;
``clear`` empties the place, ``clear all`` the board; ``side`` changes who moves; ``check`` asks
the engine whether the position is possible and says why not; ``done`` plays from it; ``save
NAME`` keeps it as an exercise (for teaching and tactile prints). Escape leaves without change.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from accessible_games.engine import InvalidPositionError, Location, Player, State
from accessible_games.lineup import piece_choices, position_text
from accessible_games.narration.message import Message, MessageKind
from accessible_games.narration.views import Occupant, PlaceKind
from accessible_games.session.commands import Command, CommandKind
from accessible_games.session.cursor import Cursor
from accessible_games.session.words import echoed
from accessible_games.storage.store import Kind, StoreWriteError

if TYPE_CHECKING:
    from accessible_games.session.console import Console

_EDITOR_WORDS = {
    "clear": "clear", "leeren": "clear", "entfernen": "clear", "delete": "clear",
    "side": "side", "seite": "side",
    "check": "check", "prüfen": "check", "pruefen": "check",
    "done": "done", "fertig": "done",
}

_ALL = ("all", "alles")
"""The word after (or, in German, before) clear that empties the whole board."""


class Editor:
    """Edits a copy of the session's position; the session routes commands here while open."""

    def __init__(self, session: Console) -> None:
        self.session = session
        self.view = session.view
        self.game = session.game
        self.cursor = Cursor(self.view, session.cursor.column, session.cursor.row)
        state = session.state
        self.occupants: dict[Location, Occupant] = {}
        for location in self.view.locations():
            occupant = self.view.occupant(state, location)
            if occupant is not None and (occupant.piece is not None or occupant.count):
                self.occupants[location] = occupant
        self.to_move: Player = max(state.seat_in_turn, 0)  # the seat that rolls next, too
        self.cat = session.words.cat

    def e(self, key: str, /, **values: object) -> str:
        """The message ``editor.<key>``."""
        return self.cat.text(f"editor.{key}", **values)

    @property
    def typed(self) -> bool:
        """Whether the front end has only typed lines (the terminal): then help names the
        typed words, never arrow keys, Enter or Escape, which do nothing there."""
        return bool(getattr(self.session, "typed_only", False))

    def _guide_keys(self) -> tuple[str, str]:
        """The keys of the editor's guide and of what Enter (select) does: the terminal's
        typed words or the keys; one more seed in mancala (only there), else the piece."""
        sows = any(self.view.cell_of(location).kind in (PlaceKind.HOUSE, PlaceKind.STORE)
                   for location in self.view.locations())
        return "open.typed" if self.typed else "open", "change.seeds" if sows else "change"

    def guide(self) -> Message:
        """How to use the editor, whole (help's answer); its brief form for the opening's
        braille line names the words to type and help for the rest."""
        guide, change = self._guide_keys()
        return Message(self.e(guide, change=self.e(change)))

    def opening(self) -> list[Message]:
        """What is said when the editor opens: the guide, brailled briefly."""
        guide, change = self._guide_keys()
        brief = self.e(f"{guide}.brief", change=self.e(f"{change}.brief"))
        return [replace(self.guide(), brief=brief), self._here()]

    def _here(self) -> Message:
        location = self.cursor.location
        assert location is not None
        kind = self.view.cell_of(location).kind
        content = self.session.places.occupant_text(self.occupants.get(location), kind)
        return Message(self.session.places.q("where", place=self.session.describer.location(
            location), content=content), MessageKind.CURSOR, place=self.cursor.place())

    def text(self) -> str:
        """The edited position in the game's text format (not yet checked)."""
        return position_text(self.game, self.occupants, self.to_move)

    def check(self) -> tuple[State | None, str]:
        """The engine's verdict: the state, or None and the problem."""
        try:
            return self.game.parse_position(self.text()), ""
        except InvalidPositionError as error:
            return None, error.problem

    def _change(self, location: Location) -> None:
        kind = self.view.cell_of(location).kind
        if kind in (PlaceKind.HOUSE, PlaceKind.STORE):
            old = self.occupants.get(location)
            owner = self.view.occupant(self.session.state, location)
            count = (old.count if old else 0) + 1
            self.occupants[location] = Occupant(owner.player if owner else None, None, count)
            return
        choices = piece_choices(self.game)
        current = self.occupants.get(location)
        following = choices[(choices.index(current) + 1) % len(choices)]
        if following is None:
            self.occupants.pop(location, None)
        else:
            self.occupants[location] = following

    def handle(self, command: Command) -> list[Message]:
        """Act on a command while the editor is open."""
        moves = {CommandKind.LEFT: (-1, 0), CommandKind.RIGHT: (1, 0),
                 CommandKind.UP: (0, 1), CommandKind.DOWN: (0, -1)}
        if command.kind in moves:
            if not self.cursor.move(*moves[command.kind]):
                location = self.cursor.location
                assert location is not None
                return [self.session.edge_message(location, self.cursor.place())]
            return [self._here()]
        if command.kind is CommandKind.GO:
            place = self.session.parse_place(command.argument)
            if place is None:
                places = self.session.places
                return [echoed(lambda text: places.q("go.bad", text=text), command.argument)]
            self.cursor.go(place)
            return [self._here()]
        if command.kind in (CommandKind.WHERE,):
            return [self._here()]
        location = self.cursor.location
        assert location is not None
        if command.kind is CommandKind.SELECT:
            if self.view.cell_of(location).kind is PlaceKind.UNPLAYABLE:
                return [Message(self.session.places.q("unplayable"), MessageKind.ILLEGAL)]
            self._change(location)
            return [self._here()]
        if command.kind is CommandKind.CANCEL:
            self.session.editor = None
            return [Message(self.e("left"))]
        if command.kind is CommandKind.HELP:
            return [self.guide()]
        if command.kind is CommandKind.SAVE:
            return self._save(command.argument.strip())
        if command.kind is CommandKind.BOARD:
            state, problem = self.check()
            if state is None:
                return [Message(self.e("impossible", problem=problem), MessageKind.ILLEGAL)]
            return [Message(line) for line in self.session.describer.board_lines(state)]
        word, _, rest = command.argument.strip().partition(" ")
        if word.casefold() in _ALL and _EDITOR_WORDS.get(rest.strip().casefold()) == "clear":
            # German says it object first: "alles leeren" as well as "leeren alles".
            word, rest = rest, word
        action = _EDITOR_WORDS.get(word.casefold()) if command.kind is CommandKind.MOVE else None
        if command.kind is CommandKind.MOVE and command.argument.strip().isdecimal():
            kind = self.view.cell_of(location).kind
            if kind in (PlaceKind.HOUSE, PlaceKind.STORE):
                owner = self.view.occupant(self.session.state, location)
                self.occupants[location] = Occupant(owner.player if owner else None, None,
                                                    int(command.argument))
                return [self._here()]
        if action == "clear" and rest.strip().casefold() in _ALL:
            self.occupants.clear()
            return [Message(self.e("cleared_all"))]
        if action == "clear":
            self.occupants.pop(location, None)
            return [self._here()]
        if action == "side":
            self.to_move = (self.to_move + 1) % self.game.num_players  # every seat in turn
            # Said as the game says a turn ("The Swedes are to move.", not "Swedes to move.").
            return [Message(self.session.describer.turn_for("turn", self.to_move, None))]
        if action == "check":
            state, problem = self.check()
            if state is None:
                return [Message(self.e("impossible", problem=problem), MessageKind.ILLEGAL)]
            return [Message(self.e("possible", turn=self.session.describer.turn_text(state)))]
        if action == "done":
            return self._done()
        unknown = "unknown.typed" if self.typed else "unknown"
        return [Message(self.e(unknown), MessageKind.ERROR, self.e(f"{unknown}.brief"))]

    def _done(self) -> list[Message]:
        from accessible_games.session.console import Console

        state, problem = self.check()
        if state is None:
            return [Message(self.e("impossible", problem=problem), MessageKind.ILLEGAL)]
        old = self.session
        new = Console.local(old.game, list(old.seats), lang=old.lang, seed=old.seed,
                      verbosity=old.describer.verbosity, state=state)
        new.store = old.store
        new.printer = old.printer
        old.editor = None
        old.switch_to = new
        if old.store is not None:
            from accessible_games.session.saving import Autosaver

            Autosaver(old.store, new)
        return [Message(self.e("playing"))]

    def _save(self, name: str) -> list[Message]:
        if not name:
            return [Message(self.cat.text("store.save.need_name"), MessageKind.ERROR)]
        state, problem = self.check()
        if state is None:
            return [Message(self.e("impossible", problem=problem), MessageKind.ILLEGAL)]
        store = self.session.store
        if store is None:
            return [Message(self.cat.text("store.none"), MessageKind.ILLEGAL)]
        old = store.find_saved(name, Kind.EXERCISE)
        try:
            store.create(Kind.EXERCISE, self.game.id, dict(self.game.options), [],
                         self.session.seed, self.session.lang, [], name=name,
                         position=state.to_text())
            if old is not None:
                store.delete(old.id)
        except StoreWriteError as error:
            return [Message(self.cat.text("store.save.failed", name=name, problem=str(error)),
                            MessageKind.ERROR)]
        return [Message(self.e("saved", name=name))]
