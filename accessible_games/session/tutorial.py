"""A short interactive first-moves tutorial for each game family, which a teacher can also use.

``tutorial`` typed in a game (or ``accessible-games tutorial GAME``) starts it: a sentence
about the game's first moves (its own where the family's would mislead, as for Wolf und Schafe,
and for card games one more about the hand), then five guided steps, each saying what to try
and checked against what the player then does: ask where the cursor is (at a card table,
hear the hand), ask for the legal moves, make a move (an example is named from the position),
hear the last move again, ask for a hint. A step that is not yet done is simply said again
after the next command, so a teacher can let a pupil explore. The words are in the
``session.tutorial`` catalog entries of both languages.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from accessible_games.engine.types import CHANCE, GameError, InvalidMoveError, Token, TokenKind
from accessible_games.narration.message import Message
from accessible_games.session.commands import Command, CommandKind, close_phrase
from accessible_games.session.table import Seat, SeatKind
from accessible_games.session.words import brief_game_name

if TYPE_CHECKING:
    from accessible_games.engine import Game, Move
    from accessible_games.session.console import Console

FAMILIES = ("draughts", "mancala", "chess", "reversi", "gomoku", "breakthrough", "alquerque",
            "halma", "tafl", "arimaa", "rakado")
"""Families with an introduction of their own; others hear the general one."""

GAMES = ("wolf-und-schafe", "blockade", "mau-mau", "whist", "doppelkopf", "dog",
         "turkish-draughts", "schlagdame", "congkak")
"""Games whose introduction is their own, not their family's (a Halma family game that never
hops, the card games, the draughts game that moves straight and the one played to lose,
Congkak's sowing on from a full house and again from the store)."""

K = CommandKind

IGNORED = (K.REPEAT, K.QUIT, K.NEW_GAME, K.RESIGN, K.DRAW, K.REMATCH)
"""Commands after which the step is not said again, nor a step done with: repeat says it
(:meth:`Tutorial.repeated`), the others ask a question of their own (quit, new game, resign,
draw and rematch ask for yes or no; the step under the question would bury it)."""

ASKING = (K.HELP,)
"""Commands after which a step not done yet is said again: a pupil lost in a step asks for
help, and heard the commands without the step they were at. After any other command the step
is not said again ("Step 3 of 5: ..." came after every "hint" and "board")."""


SKIP_WORDS = frozenset(("next", "skip", "next step", "überspringen", "ueberspringen",
                        "nächster", "naechster", "nächster schritt", "naechster schritt",
                        "weiter"))
"""Typed alone during the tutorial, where the game reads no move in it: the step is skipped
(a pupil who typed "next" heard "Did you mean exit?", one who typed "weiter" "Meintest du
seither?"). Where the game reads the word as a move (Mau Mau's "weiter", the pass) it stays
the move."""


@dataclass(frozen=True, slots=True)
class Step:
    """One guided step: its catalog name and the check that it was done."""

    name: str
    """The step's entry: ``session.tutorial.step.<name>``."""
    done: Callable[[Command, int, Console], bool]
    """Given the command, the history length before it and the console: was it done?"""


def _kind(*kinds: CommandKind) -> Callable[[Command, int, Console], bool]:
    return lambda command, before, console: command.kind in kinds


def _asked(*kinds: CommandKind) -> Callable[[Command, int, Console], bool]:
    """The step is done by one of ``kinds``, but not by a slip of the keys it is answered
    with ("wo bn ich": "Meintest du wo bin ich?", which was praised as done)."""
    return lambda command, before, console: command.kind in kinds and (
        not command.argument.strip() or console.parse_place(command.argument) is not None
        or close_phrase(f"{command.word} {command.argument}") is None)


def _moved(command: Command, before: int, console: Console) -> bool:
    return len(console.table.history) > before and any(
        t.move.parts or t.move.notation for t in console.table.history[before:])


STEPS = (
    Step("where", _asked(K.WHERE)),
    Step("moves", _asked(K.MOVES, K.MOVES_ALL, K.MOVES_HERE)),
    Step("play", _moved),
    Step("last", _kind(K.LAST, K.SINCE)),
    Step("hint", _kind(K.HINT)),
)
"""The steps, in order."""

CARD_STEPS = (Step("hand", _kind(K.HAND, K.LEFT, K.RIGHT, K.WHERE)), *STEPS[1:])
"""The steps at a card table: the first reads the hand (a card game's cursor is a card of it),
the others as everywhere."""


def tutorial_seats(game: Game) -> list[Seat]:
    """Who sits where in a tutorial: in a game of two without hidden cards, people in both
    seats (a pupil, or a teacher and a pupil, at one keyboard); where cards are hidden or more
    than two play, the pupil in the first seat and the computer's beginner in the others, so
    that nobody hands the keyboard round in private."""
    if game.info.perfect_information and game.num_players == 2:
        return [Seat(SeatKind.HUMAN)] * 2
    return [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * (game.num_players - 1)


class Tutorial:
    """The tutorial running on one console: which step is next."""

    def __init__(self, console: Console) -> None:
        self.console = console
        self.index = 0
        self.held = False
        """A step waits until the computer has moved and it is the player's turn again."""
        self.introduced = False
        """The introduction was said (:meth:`introduction`, before the game's opening)."""

    @property
    def steps(self) -> tuple[Step, ...]:
        """This game's steps: a card table's begin with the hand."""
        return CARD_STEPS if self.console.is_card_game else STEPS

    @property
    def finished(self) -> bool:
        """True when every step was done."""
        return self.index >= len(self.steps)

    def introduction(self) -> list[Message]:
        """What the tutorial is, and the game's first moves in a sentence (for a card game, a
        second one about the hand). A front end that starts a game as a tutorial says it before
        the game's opening, so that the pupil hears what comes before the dealt hand."""
        self.introduced = True
        words = self.console.words
        game = self.console.game
        if game.id in GAMES:
            key = f"tutorial.intro.{game.id}"
        elif game.family in FAMILIES:
            key = f"tutorial.intro.{game.family}"
        else:
            key = "tutorial.intro.other"
        name = words.cat.text(f"game.{game.id}.name")
        said = [self._said("tutorial.start", {"game": brief_game_name(game.id, words.lang)},
                           game=name, count=len(self.steps)),
                self._said(key)]
        if self.console.is_card_game:
            # Where only ranks count (Dog) the hand is in rank order and a rank plays: "in
            # suit order ... such as queen of hearts" told a Dog player the wrong hand.
            ranks = not getattr(self.console.describer, "suits_matter", True)
            key = "tutorial.intro.hand" + (".ranks" if ranks else "")
            said.append(self._said(self._typed_key(key)))
        return said

    def _said(self, key: str, brief_values: dict[str, object] | None = None,
              **values: object) -> Message:
        """The tutorial's sentence ``key`` for the ear; on the braille line its ``.brief``
        where the catalog has one (with ``brief_values`` in place of ``values``'): one
        instruction within two windows of a 40-cell display, where the spoken sentence took
        up to six ("Step 5 of 5: ask the computer for a good move: type hint (the key H);
        you can type back the move it names." was 112 cells)."""
        words = self.console.words
        brief = f"{key}.brief"
        return Message(words.text(key, **values), brief=words.text(
            brief, **{**values, **(brief_values or {})})
            if words.cat.has(f"session.{brief}") else None)

    def _typed_key(self, key: str) -> str:
        """``key``, or its ``.typed`` form when the front end has only typed lines (the
        terminal sets ``typed_only``): there the window's keys (O, M, L, H) do nothing, so
        the sentence names only the words to type."""
        typed = f"{key}.typed"
        if getattr(self.console, "typed_only", False) and self.console.words.cat.has(
                f"session.{typed}"):
            return typed
        return key

    def start(self) -> list[Message]:
        """The introduction, unless it was said already, and the first step (held while the
        computer is to move)."""
        return self._step_or_hold([] if self.introduced else self.introduction())

    def _step_message(self) -> Message:
        step = self.steps[self.index]
        shown = self._example_move()
        example = self.console.describer.move_text(shown) if shown is not None else ""
        return self._said(self._typed_key(f"tutorial.step.{step.name}"),
                          number=self.index + 1, count=len(self.steps), example=example)

    def _example_move(self) -> Move | None:
        """The move a step shows as its example; None where there is no legal move."""
        legal = list(self.console.observation.legal_moves)
        # A plain move for the example (a card, a square), not a choice such as Doppelkopf's
        # "no 60", which a learner would then make.
        plain = [m for m in legal if not (m.parts and isinstance(m.parts[0], Token)
                                          and m.parts[0].kind is TokenKind.CHOICE)]
        shown = (plain or legal)[0] if legal else None
        if self.console.is_card_game and plain:
            # At a card table the first card is often the worst advice (Mau Mau's jack): the
            # card the game's rule of thumb plays, from what the pupil may know.
            liked = self.console.observation.view.rule_of_thumb(random.Random(0))
            shown = liked if liked in plain else shown
        return shown

    def _step_messages(self) -> list[Message]:
        """The step, then how its example move is made where a newcomer may not know it (Mau
        Mau's call with the last-but-one card, which was learnt only from the first penalty),
        a line of its own on the braille display."""
        shown = self._example_move()
        advice = "" if shown is None else self.console.describer.move_advice(
            self.console.state, shown)
        step = self._step_message()
        return [step, Message(advice)] if advice else [step]

    def after(self, command: Command, before: int) -> list[Message]:
        """What the tutorial adds after the player's command: praise and the next step, or
        the current step again when it is not done yet. When the computer moves first the
        step waits for :meth:`held_step`, so that it is the last thing heard before the
        player's turn, not buried under the computer's moves."""
        if self.finished or command.kind in IGNORED:
            return []
        words = self.console.words
        if not self.steps[self.index].done(command, before, self.console):
            if self.console.choice_open() or command.kind not in ASKING:
                # the move waits for its choice ("Pik-Bube: Welche Farbe wünschst du
                # dir?"): the step said under the question buried it
                return []
            return self._step_or_hold([])
        self.index += 1
        if self.finished:
            return [self._said("tutorial.done")]
        return self._step_or_hold([Message(words.text("tutorial.well_done"))])

    def placed(self, said: list[Message], added: list[Message], before: int) -> list[Message]:
        """``said`` (the answer to the pupil's line) with what :meth:`after` added
        (``added``): the praise of a move right after the move's own words, before the roll
        and the turn that followed it, and the next step at the end. Said after all of them,
        Rakado's "Well done." came after "Black rolled 4: 16 pieces can move. Black, your
        move with 4.", as if for Black's roll."""
        praise = self.console.words.text("tutorial.well_done")
        if not added or added[0].text != praise:
            return said + added
        history = self.console.table.history
        movers = {t.mover for t in history[before:]
                  if t.mover != CHANCE and (t.move.parts or t.move.notation)}
        own = {id(m) for h in self.console.heard if h.mover in movers for m in h.told()}
        ends = [i for i, m in enumerate(said) if id(m) in own]
        if not ends:
            return said + added
        at = ends[-1] + 1
        return [*said[:at], added[0], *said[at:], *added[1:]]

    def repeated(self, said: list[Message]) -> list[Message]:
        """The step, after what repeat says again (``said``) when that lacks it: the step is
        said once, not after every command, and repeat is how to hear it again."""
        if self.finished or self.held:
            return []
        step = self._step_message()
        return [] if any(m.text == step.text for m in said) else [step]

    def skips(self, text: str) -> bool:
        """Whether a typed line skips the step: one of :data:`SKIP_WORDS`, while a step is
        left, that the game does not read as a move."""
        if self.finished or " ".join(text.casefold().split()) not in SKIP_WORDS:
            return False
        try:
            self.console.state.parse_move(text)
        except InvalidMoveError:
            return True
        except GameError:  # a move of the game, if not a legal one now
            return False
        return False

    def skip(self) -> list[Message]:
        """The step skipped, and the next one (or the end of the tutorial)."""
        words = self.console.words
        self.index += 1
        if self.finished:
            return [self._said("tutorial.skipped.last", number=self.index)]
        return self._step_or_hold([Message(words.text("tutorial.skipped", number=self.index))])

    def _step_or_hold(self, said: list[Message]) -> list[Message]:
        """``said`` and the step, or only ``said`` (the step held) while the computer is to
        move."""
        self.held = self.console.computer_to_move()
        return said if self.held else [*said, *self._step_messages()]

    def held_step(self) -> list[Message]:
        """The step held back while the computer moved (its example from the position the
        player now faces), once; empty when none is held."""
        if not self.held or self.finished:
            return []
        self.held = False
        return self._step_messages()
