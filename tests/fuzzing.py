"""A seeded random driver of the interaction: commands of every kind against a console.

Used by ``tests/properties/test_interaction_fuzz.py`` (a few hundred commands per game) and
``benchmarks/fuzz_interaction.py`` (100,000 commands). Each step draws one action: a key
(an abstract Command), a typed line in English or German (command words, legal moves in their
notation, places, nonsense), a query, undo, a language or verbosity switch, the position
editor, the computer's move, or save and open in a temporary store. After every step it
checks: no exception, a non-empty answer, and a refused command left the game as it was.
"""

from __future__ import annotations

import random
import string
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from accessible_games.lineup import Entry
from accessible_games.narration.describer import Verbosity
from accessible_games.narration.message import Message, MessageKind
from accessible_games.session.commands import WORDS, Command, CommandKind
from accessible_games.session.hotseat import HotSeat, open_game
from accessible_games.session.saving import attach_store
from accessible_games.session.table import Seat, SeatKind
from accessible_games.storage.store import Store

REFUSED = frozenset({MessageKind.ILLEGAL, MessageKind.ERROR})
"""Answers that refuse a command (the game must stand as it was)."""
CHANGING = frozenset({CommandKind.MOVE, CommandKind.SELECT, CommandKind.UNDO, CommandKind.YES,
                      CommandKind.OPEN, CommandKind.HINT})
"""Commands that may change the game when accepted (HINT only in a confirmation)."""
CARD_CHANGING = frozenset({CommandKind.GO, CommandKind.DRAW})
"""At a card table "go N" plays the n-th card of the hand and "draw" draws a card."""
NONSENSE = ["", " ", "zz99", "a0", "1-", "--", "x", "ü", "42", "a1-a1", "9999999999",
            "go", "go zz", "moves q9", "row 99", "column ü", "pieces nobody", "\t", "é-è",
            "save", "open", "open no such game", "delete", "delete nothing here",
            "joker", "moves joker", "moves ass", "züge herz", "moves 0", "q", "kd", "trumpf",
            # Digits that are no decimal digits (AltGr+2 and AltGr+3 on a German keyboard give
            # ² and ³): str.isdigit() says yes, int() refuses them. Full-width digits are
            # decimal and count as numbers.
            "²", "³²", "go ²", "row ²", "column ³", "①", "play ²", "２", "go ３", "11-1²"]


class FuzzFailure(AssertionError):
    """The driver found a defect: what happened, after which steps."""


@dataclass
class Coverage:
    """What a run covered."""

    kinds: Counter[str] = field(default_factory=Counter)
    games: Counter[str] = field(default_factory=Counter)
    refusals: int = 0
    commands: int = 0
    moves_made: int = 0
    finished: int = 0


class Fuzzer:
    """One game at one console (or hot seat), driven by a seeded generator."""

    def __init__(self, entry: Entry, seed: int, folder: Path, coverage: Coverage) -> None:
        self.entry = entry
        self.rng = random.Random(seed)
        self.cov = coverage
        self.store = Store.open(folder)
        game = entry.game()
        roll = self.rng.random()
        if roll < 0.45:  # people only (a hot seat when cards are hidden)
            seats = [Seat(SeatKind.HUMAN)] * game.num_players
        elif roll < 0.9:  # a person against the computer
            seats = [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * (
                game.num_players - 1)
        else:  # the computer alone, watched by a spectator
            seats = [Seat(SeatKind.COMPUTER, 1)] * game.num_players
        self.session: Any = open_game(game, seats, lang=self.rng.choice(["en", "de"]), seed=seed)
        attach_store(self.session, self.store)
        self.log: list[str] = []
        self._answer("opening", self.session.opening())

    # -- checks ------------------------------------------------------------------------------

    def _answer(self, what: str, messages: list[Message]) -> list[Message]:
        self.log.append(what)
        # A message with no words is a braille line of its own (the rest of a long moves
        # list, which speech says whole in the first); the first must have words.
        if (not messages or not messages[0].text.strip()
                or not all(m.text.strip() or (m.brief or "").strip() for m in messages)):
            raise FuzzFailure(f"{self.entry.game.id}: empty answer to {what!r} "
                              f"after {self.log[-12:]}: {messages!r}")
        return messages

    def _fact(self) -> tuple[object, int]:
        table = self.session.table
        return table.state.key(), len(table.history)

    # -- one step ----------------------------------------------------------------------------

    def step(self) -> None:
        """Draw and run one action, then check it."""
        session = self.session
        if session.computer_to_move() and self.rng.random() < 0.8:
            self.cov.kinds["computer"] += 1
            session.computer_move()
            return
        roll = self.rng.random()
        if getattr(session, "editor", None) is not None and roll < 0.3:
            # Leave the editor again: cancel, or play the edited position.
            kind, command = "editor", self.rng.choice(
                [Command(CommandKind.CANCEL), "abbrechen", "done", "fertig", "clear",
                 "side", "check", Command(CommandKind.SELECT)])
        elif roll < 0.30:
            kind, command = "typed move", self._move_line()
        elif roll < 0.55:
            kind, command = "key", self._key()
        elif roll < 0.80:
            kind, command = "typed word", self._word_line()
        elif roll < 0.88:
            kind, command = "nonsense", self.rng.choice(NONSENSE + [self._noise()])
        elif roll < 0.91:
            return self._switch_language()
        elif roll < 0.93:
            return self._switch_verbosity()
        elif roll < 0.97:
            kind, command = "store", self._store_line()
        else:
            kind, command = "editor", self.rng.choice(["edit", "bearbeiten"])
        self._run(kind, command)

    def _run(self, kind: str, command: str | Command) -> None:
        session = self.session
        self.cov.kinds[kind] += 1
        self.cov.commands += 1
        before = self._fact()
        editing = session.editor is not None if not isinstance(session, HotSeat) else False
        confirming = getattr(session, "confirming", None)
        if isinstance(command, Command):
            answer = self._answer(f"{command.kind.value} {command.argument}".strip(),
                                  session.handle(command))
            ckind = command.kind
        else:
            answer = self._answer(command, session.handle_line(command))
            ckind = None
        refused = answer[0].kind in REFUSED
        if refused:
            self.cov.refusals += 1
        after = self._fact()
        cards = any(getattr(c, "is_card_game", False) for c in self._consoles())
        may_change = (ckind is None or ckind in CHANGING or confirming is not None
                      or (cards and ckind in CARD_CHANGING)
                      or editing or session.switch_to is not None)
        if after != before and (refused or not may_change):
            raise FuzzFailure(f"{self.entry.game.id}: {command!r} ({kind}) changed the game "
                              f"although {'refused' if refused else 'a query'}; "
                              f"after {self.log[-12:]}")
        if after[1] > before[1]:
            self.cov.moves_made += after[1] - before[1]
        if session.table.is_over and not before[0] == after[0]:
            self.cov.finished += 1  # the command ended the game
        for console in self._consoles():
            console.quit_requested = False
            if console.switch_to is not None:
                self.session, console.switch_to = console.switch_to, None
                self.session.store = self.store
                self._answer("opened", self.session.opening())

    def _consoles(self) -> list[Any]:
        session = self.session
        if isinstance(session, HotSeat):
            return [session.public, *session.consoles.values()]
        return [session]

    # -- what to type --------------------------------------------------------------------------

    def _lang(self) -> str:
        return self.rng.choice(["en", "de"])

    def _noise(self) -> str:
        alphabet = string.ascii_letters + string.digits + " -x:/.,äöüß?!"
        return "".join(self.rng.choice(alphabet) for _ in range(self.rng.randrange(1, 12)))

    def _move_line(self) -> str:
        legal = list(self.session.observation.legal_moves)
        if legal and self.rng.random() < 0.85:
            text = self.rng.choice(legal).notation
            return text.upper() if self.rng.random() < 0.1 else text
        state = self.session.table.state
        every = state.legal_moves() if state.turn_kind.name == "PLAYER" else []
        if every:  # another seat's move, typed out of turn
            return self.rng.choice(every).notation
        return self._noise()

    def _key(self) -> Command:
        kind = self.rng.choice(list(CommandKind))
        argument = ""
        if kind in (CommandKind.GO, CommandKind.MOVES, CommandKind.ROW, CommandKind.COLUMN):
            argument = self.rng.choice(["", "c3", "a1", "e5", "3", "c", "zz"])
        if kind is CommandKind.MOVE:
            argument = self._move_line()
        if kind in (CommandKind.SAVE, CommandKind.OPEN, CommandKind.DELETE):
            argument = self.rng.choice(["", "fuzz", "other"])
        return Command(kind, argument)

    def _word_line(self) -> str:
        kind, words = self.rng.choice(list(WORDS[self._lang()].items()))
        word = self.rng.choice(words)
        if kind in (CommandKind.GO, CommandKind.MOVES, CommandKind.ROW, CommandKind.COLUMN):
            return f"{word} {self.rng.choice(['', 'c3', 'a1', 'd4', '2', 'b'])}".strip()
        if kind in (CommandKind.SAVE, CommandKind.OPEN, CommandKind.DELETE):
            return f"{word} {self.rng.choice(['', 'fuzz', 'other'])}".strip()
        return word

    def _store_line(self) -> str:
        return self.rng.choice(["save fuzz", "speichern fuzz", "saves", "open fuzz",
                                "laden fuzz", "delete fuzz", "stats", "save other"])

    def _switch_language(self) -> None:
        lang = self._lang()
        self.cov.kinds["language"] += 1
        before = self._fact()
        self.session.set_language(lang)  # a hot seat switches every console and its words
        if self._fact() != before:
            raise FuzzFailure(f"{self.entry.game.id}: switching language changed the game")

    def _switch_verbosity(self) -> None:
        self.cov.kinds["verbosity"] += 1
        self.session.set_verbosity(self.rng.choice(list(Verbosity)))

    def close(self) -> None:
        """Close the store."""
        self.store.close()


MIN_STEPS = 40
"""Steps a fuzz always runs (unless asked for fewer), even when the game ends before."""

MIN_COMMANDS = 20
"""Commands (not computer moves) a fuzz always types (unless asked for fewer steps): a game
of computers alone may end within MIN_STEPS, sooner on a fast machine than on a busy one."""


def fuzz(entry: Entry, seed: int, steps: int, folder: Path,
         coverage: Coverage | None = None) -> Coverage:
    """Run ``steps`` random actions on a fresh game of ``entry``; raises FuzzFailure."""
    coverage = coverage if coverage is not None else Coverage()
    coverage.games[entry.game.id] += 1
    fuzzer = Fuzzer(entry, seed, folder, coverage)
    start = coverage.commands
    try:
        for step in range(steps):
            # After the end the fuzz goes on a while (commands at a finished game), but not
            # before MIN_STEPS and MIN_COMMANDS: how soon a computer's game ends depends on the
            # machine's speed (its time budget), and a run must always exercise the console.
            typed = coverage.commands - start
            if step >= MIN_STEPS and typed >= MIN_COMMANDS and fuzzer.session.table.is_over \
                    and fuzzer.rng.random() < 0.02:
                break
            fuzzer.step()
    finally:
        fuzzer.close()
    return coverage
