"""Abstract commands and the typed words that name them in English and German.

Every front end turns its input (a typed line, a key, a braille key) into a :class:`Command`;
the session acts on commands only, so behaviour is the same everywhere and tested once.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class CommandKind(Enum):
    """The functions every game offers (ACCESSIBILITY.md's command table)."""

    HELP = "help"
    """Help for the current context: the commands and the move notation."""
    MOVES = "moves"
    """Legal moves (all, or of the piece on a named place)."""
    LAST = "last"
    """The last move, again."""
    BOARD = "board"
    """The position read row by row."""
    STATUS = "status"
    """Whose turn, counts, move number."""
    UNDO = "undo"
    """Take back the last own move (and the computer's answer)."""
    RULES = "rules"
    """The rules of this game."""
    REPEAT = "repeat"
    """Say the last message again."""
    HINT = "hint"
    """Ask the computer for a good move."""
    QUIT = "quit"
    """Leave the game (asks for confirmation while the game is running)."""
    YES = "yes"
    """Confirm a question."""
    NO = "no"
    """Decline a question."""
    MOVE = "move"
    """Anything else: a move in the game's notation."""


# Typed words, both languages always accepted (a German speaker may type "help").
_WORDS: dict[str, CommandKind] = {
    "help": CommandKind.HELP, "hilfe": CommandKind.HELP, "?": CommandKind.HELP,
    "moves": CommandKind.MOVES, "züge": CommandKind.MOVES, "zuege": CommandKind.MOVES,
    "last": CommandKind.LAST, "letzter": CommandKind.LAST, "zuletzt": CommandKind.LAST,
    "board": CommandKind.BOARD, "brett": CommandKind.BOARD,
    "status": CommandKind.STATUS, "stand": CommandKind.STATUS,
    "undo": CommandKind.UNDO, "zurück": CommandKind.UNDO, "zurueck": CommandKind.UNDO,
    "rules": CommandKind.RULES, "regeln": CommandKind.RULES,
    "repeat": CommandKind.REPEAT, "wiederholen": CommandKind.REPEAT, "nochmal": CommandKind.REPEAT,
    "hint": CommandKind.HINT, "tipp": CommandKind.HINT,
    "quit": CommandKind.QUIT, "exit": CommandKind.QUIT, "ende": CommandKind.QUIT,
    "beenden": CommandKind.QUIT,
    "yes": CommandKind.YES, "y": CommandKind.YES, "ja": CommandKind.YES, "j": CommandKind.YES,
    "no": CommandKind.NO, "n": CommandKind.NO, "nein": CommandKind.NO,
}


@dataclass(frozen=True, slots=True)
class Command:
    """One abstract command with its argument text (a square for ``moves c3``, a move)."""

    kind: CommandKind
    """Which function."""
    argument: str = ""
    """The rest of the line: a place for MOVES, the move text for MOVE."""


def parse_command(line: str) -> Command:
    """The command a typed line names; anything that is not a command word is a MOVE."""
    text = line.strip()
    word, _, rest = text.partition(" ")
    kind = _WORDS.get(word.casefold())
    if kind is None or (kind in (CommandKind.YES, CommandKind.NO) and rest):
        return Command(CommandKind.MOVE, text)
    return Command(kind, rest.strip())

