"""Saved games, the position editor, printing and statistics as commands of a console.

A mix-in of :class:`~accessible_games.session.console.Console`; saving writes the table's
whole record to this machine's own store (the record of the truth, as a server keeps it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from accessible_games.narration.catalog import catalog
from accessible_games.narration.message import Message, MessageKind
from accessible_games.session.commands import Command, CommandKind
from accessible_games.session.console_base import ConsoleBase
from accessible_games.session.rules_lookup import folded_words
from accessible_games.session.words import echo, game_name
from accessible_games.storage.records import RecordError
from accessible_games.storage.store import Kind, Store, StoredGame, StoreWriteError

if TYPE_CHECKING:
    from accessible_games.session.console import Console


class StoreCommands(ConsoleBase):
    """save, saves, open, delete, edit, print and stats."""

    @property
    def me(self) -> Console:
        """This console, as the whole Console the helpers take."""
        return cast("Console", self)

    def _no_store(self) -> list[Message]:
        return [Message(self.words.cat.text("store.none"), MessageKind.ILLEGAL)]

    def _do_save(self, command: Command) -> list[Message]:
        from accessible_games.session.saving import move_texts, seats_data

        if self.store is None:
            return self._no_store()
        name = command.argument.strip()
        if not name:
            return [Message(self.words.cat.text("store.save.need_name"), MessageKind.ERROR)]
        old = self.store.find_saved(name)
        try:
            # The new copy first: when writing fails, the old one is still there.
            self.store.create(Kind.SAVED, self.game.id, dict(self.game.options),
                              seats_data(self.me), self.seed, self.lang, move_texts(self.me),
                              name=name, position=self.start_position)
            if old is not None:
                self.store.delete(old.id)
        except StoreWriteError as error:
            return [Message(self.words.cat.text("store.save.failed", name=name,
                                                problem=str(error)), MessageKind.ERROR)]
        key = "store.save.replaced" if old is not None else "store.save.done"
        return [Message(self.words.cat.text(key, name=name))]

    def _do_saves(self, command: Command) -> list[Message]:
        if self.store is None:
            return self._no_store()
        return saves_listed(self.store, self.lang)

    def _do_open(self, command: Command) -> list[Message]:
        if self.store is None:
            return self._no_store()
        found = self._named_save(command, "open")
        if not isinstance(found, StoredGame):
            return found
        if self.table.history and not self.is_over:
            # Resume offers only the latest game: the one going on would be out of reach.
            self.confirming = CommandKind.OPEN
            self._pending_name = found.name
            return [Message(self.words.cat.text("store.open.confirm", name=found.name,
                                                game=game_name(self.game.id, self.lang)),
                            brief=self.words.cat.text("store.open.confirm.brief",
                                                      name=echo(found.name)))]
        return self.open_saved(found)

    def open_saved(self, found: StoredGame) -> list[Message]:
        """Open the saved game ``found`` in place of this one (the console switches to it)."""
        from accessible_games.session.saving import (
            attach_store,
            session_from_stored,
            stored_problem,
        )

        assert self.store is not None
        try:
            self.switch_to = session_from_stored(found, self.lang)
        except RecordError as error:
            problem = stored_problem(error, found, self.lang)
            return [Message(self.words.cat.text("store.open.broken", name=found.name,
                                                problem=problem), MessageKind.ERROR)]
        attach_store(self.switch_to, self.store, now=True)
        # A game left for it stays an unfinished autosave, as its question said just before.
        return [Message(self.words.cat.text("store.open.done", name=found.name))]

    def _do_delete(self, command: Command) -> list[Message]:
        if self.store is None:
            return self._no_store()
        found = self._named_save(command, "delete")
        if not isinstance(found, StoredGame):
            return found
        self.confirming = CommandKind.DELETE
        self._pending_name = found.name
        return [Message(self.words.cat.text("store.delete.confirm", name=found.name))]

    def _named_save(self, command: Command, verb: str) -> StoredGame | list[Message]:
        """The saved game ``command`` names, or what to say instead (see :func:`named_save`)."""
        assert self.store is not None
        return named_save(self.store, command.argument, verb, self.lang)

    def _do_edit(self, command: Command) -> list[Message]:
        from accessible_games.lineup import entry
        from accessible_games.session.editor import Editor

        if entry(self.game).writer is None:
            return [Message(self.words.cat.text("editor.unavailable"), MessageKind.ILLEGAL)]
        self.builder.clear()
        self.editor = Editor(self.me)
        return self.editor.opening()

    def _do_print(self, command: Command) -> list[Message]:
        if self.printer is None:  # not "saving is not available": printing is asked for
            return [Message(self.words.cat.text("store.print.none"), MessageKind.ILLEGAL)]
        return self.printer(self.me)

    def _do_stats(self, command: Command) -> list[Message]:
        from accessible_games.session.saving import statistics

        if self.store is None:
            return self._no_store()
        return [Message(line) for line in statistics(self.store, self.lang)]


def saves_listed(store: Store, lang: str, unfinished: bool = False) -> list[Message]:
    """The saved games, one a line after a line that counts them, and how many could not be
    read; or that there are none, and with ``unfinished`` (at the choice of games, where
    "resume" continues it) the unfinished game kept: "There are no saved games." right after
    "Your game of Dog stays saved" left the player wondering where it went."""
    from accessible_games.session.saving import describe_stored, describe_unfinished

    cat = catalog(lang)
    saved = store.list(Kind.SAVED)
    damaged = store.passed_over
    left_out = [Message(cat.plural("store.saves.unreadable", damaged),
                        MessageKind.ERROR)] if damaged else []
    if not saved:
        kept = store.latest_unfinished() if unfinished else None
        if kept is not None:
            return [Message(cat.text("store.saves.none.unfinished",
                                     game=describe_unfinished(kept, lang))), *left_out]
        return left_out or [Message(cat.text("store.saves.none"))]
    head = cat.plural("store.saves.count", len(saved))
    return [Message(head)] + [Message(describe_stored(g, lang)) for g in saved] + left_out


def named_save(store: Store, typed: str, verb: str, lang: str) -> StoredGame | list[Message]:
    """The saved game ``typed`` names, or what to say instead: with no name, which ones there
    are (``verb``, open or delete, asks for one); with a name that fits several, which. A
    name is found as typed, without its umlauts ("schaefchen" for "schäfchen") and by its
    first words or letters ("meine" for "meine partie") when only one saved game starts so."""
    cat = catalog(lang)
    text = typed.strip()
    if not text:
        listed = saves_listed(store, lang)
        if not store.list(Kind.SAVED):
            return listed  # "There are no saved games."
        asked = Message(cat.text(f"store.{verb}.need_name"), MessageKind.ERROR)
        return [asked] + listed
    exact = store.find_saved(text)
    if exact is not None:
        return exact
    words = folded_words(text)
    saved = store.list(Kind.SAVED)
    fitting = [g for g in saved if _starts_with(folded_words(g.name), words)]
    same = [g for g in fitting if folded_words(g.name) == words]
    if len(same) == 1 or len(fitting) == 1:
        return (same or fitting)[0]
    if fitting:
        names = cat.join_or([g.name for g in fitting])
        return [Message(cat.text("store.open.which", name=text, names=names),
                        MessageKind.ERROR)]
    return [Message(cat.text("store.open.unknown", name=text), MessageKind.ERROR)]


def _starts_with(name: list[str], typed: list[str]) -> bool:
    """Whether the words ``typed`` begin the words ``name``, the last one perhaps cut short."""
    if not typed or len(typed) > len(name):
        return False
    *whole, last = typed
    return name[:len(whole)] == whole and name[len(whole)].startswith(last)
