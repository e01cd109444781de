"""Yes-or-no questions at the game: quitting, and the answer to any question asked.

A mix-in of :class:`~accessible_games.session.console.Console`. A question (quit? delete this
saved game? play this move anyway?) is open for one line: yes or no answers it, a look at the
game keeps a move's question open, and anything else drops it and is handled as usual.
"""

from __future__ import annotations

from accessible_games.engine import GameError, IllegalMoveError, InvalidMoveError, Move
from accessible_games.narration.message import Message, MessageKind
from accessible_games.session.commands import Command, CommandKind
from accessible_games.session.help import HELP_GROUPS
from accessible_games.session.move_reading import MoveReading
from accessible_games.session.store_commands import StoreCommands
from accessible_games.storage.store import StoreWriteError

_LOOKS = frozenset(kind for group, kinds in HELP_GROUPS if group in ("position", "cards")
                   for kind in kinds) - {
    CommandKind.PLAYABLE, CommandKind.PLAYABLE_BACK, CommandKind.NEXT_SUIT} | {
    CommandKind.HELP, CommandKind.RULES}
"""Commands that look at the game without changing it or the cursor: a question about a move
stays open past them (the list of moves heard before answering whether to spend the joker)."""


class Questions(MoveReading, StoreCommands):
    """Quitting, and the answers to the console's questions."""

    quit_requested: bool
    """True once the person asked to leave the game (the front end ends it)."""
    menu_follows: bool
    """True where leaving a game goes back to the choice of games."""
    over_quit_ends: bool
    """True where quitting a finished game ends the app rather than going to the menu."""
    _asked_way: str | None

    def _do_quit(self, command: Command) -> list[Message]:
        if self.is_over:
            self.quit_requested = True
            return [self._leaving()]
        self.confirming = CommandKind.QUIT
        move = self._move_named_by(command.word)
        if move is not None:
            # German "ende" quits, and Arimaa reads it as ending the turn too: a player who
            # meant the turn must hear which, before answering yes.
            return [Message(self.words.text("quit.confirm_not_move", word=command.word,
                                            move=move.notation))]
        return [Message(self.words.text("quit.confirm"))]

    def _move_named_by(self, word: str) -> Move | None:
        """The legal move of the player at this console that the game reads ``word`` as, or
        None (not the player's turn, or no legal move by that name)."""
        if not word or not self._my_turn():
            return None
        try:
            move = self.state.parse_move(word)
        except (IllegalMoveError, InvalidMoveError):
            return None
        return move if move in self.observation.legal_moves else None

    def _leaving(self) -> Message:
        """What quitting says: back to the games, or goodbye."""
        to_menu = self.menu_follows and not (self.is_over and self.over_quit_ends)
        return Message(self.words.text("quit.to_menu" if to_menu else "bye"))

    def _answer_confirmation(self, command: Command) -> list[Message]:
        asked, self.confirming = self.confirming, None
        if command.kind is CommandKind.CANCEL or (command.kind is CommandKind.BACK
                                                   and not command.argument):
            # Cancel answers the question as no; it is not run as well (which added
            # "Nothing is selected." to "The game goes on."); so does "back" ("zurück" after
            # "End this game?" added that back changes nothing in a game).
            command = Command(CommandKind.NO)
        if command.kind in (CommandKind.YES, CommandKind.NO) and asked is not None:
            answer = self._answer_game_question(asked, command.kind is CommandKind.YES)
            if answer is not None:
                return answer
        if command.kind is CommandKind.YES and asked is CommandKind.QUIT:
            self.quit_requested = True
            return [self._leaving()]
        if command.kind is CommandKind.YES and asked is CommandKind.DELETE:
            found = self.store.find_saved(self._pending_name) if self.store else None
            if found is not None and self.store is not None:
                try:
                    self.store.delete(found.id)
                except StoreWriteError as error:
                    return [Message(self.words.cat.text(
                        "store.save.failed", name=self._pending_name, problem=str(error)),
                        MessageKind.ERROR)]
            return [Message(self.words.cat.text("store.delete.done", name=self._pending_name))]
        if asked is CommandKind.DELETE:
            return [Message(self.words.cat.text("store.delete.kept", name=self._pending_name))]
        if command.kind is CommandKind.YES and asked is CommandKind.OPEN:
            found = self.store.find_saved(self._pending_name) if self.store else None
            if found is not None:
                return self.open_saved(found)
            return [Message(self.words.cat.text("store.open.unknown", name=self._pending_name))]
        if command.kind is CommandKind.NO:
            return self._cancelled(asked) + [self.turn_message()]
        # Anything else cancels the question and is handled as usual.
        if asked is CommandKind.MOVE:
            return self._past_move_question(command)
        if command.kind is CommandKind.MOVE:
            # A line typed as the answer ("3" for "choose a new one?") is not played as well;
            # a line that is no move at all ("clear") is not offered to be typed again.
            key = "question.not_an_answer" if self._no_move_at_all(command.argument) \
                else "question.move_not_played"
            return ([self.words.about_line(key, command.argument, MessageKind.ILLEGAL)]
                    + self._cancelled(asked) + [self.turn_message()])
        return self._cancelled(asked) + self.handle(command)

    def _past_move_question(self, command: Command) -> list[Message]:
        """A line that is neither yes nor no after a move was asked about ("Spend the joker
        on it?", "Play it anyway?"). A look at the game ("moves", "status", "hand") keeps
        the question open: it is answered, and yes or no may follow. Another move played
        answers it by itself ("Not played." came before "You play the ace of clubs ..."), as
        another question replaces it; anything else drops it with "Not played." first."""
        pending = self._pending_move
        if command.kind in _LOOKS:
            asked_way = self._asked_way
            answer = self.handle(command)
            if pending is not None and pending in self.observation.legal_moves:
                self.confirming, self._pending_move = CommandKind.MOVE, pending
                self.way_card = asked_way  # "as ace" still answers it
            return answer
        self._pending_move = None
        if command.kind is CommandKind.MOVE and pending is not None \
                and self._typed_is(command.argument, pending):
            return self.handle(command)  # the move asked about, named ("joker as ace")
        before = len(self.table.history)
        answer = self.handle(command)
        if len(self.table.history) > before or self.confirming is not None:
            return answer  # another move played, or another question asked ("Quit?")
        return [Message(self.words.text("move.not_played"))] + answer

    def _typed_is(self, text: str, move: Move) -> bool:
        """Whether ``text`` reads as ``move`` itself."""
        try:
            return self.state.parse_typed(text) == move
        except GameError:
            return False
