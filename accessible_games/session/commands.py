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
    LEFT = "left"
    """Cursor one place left."""
    RIGHT = "right"
    """Cursor one place right."""
    UP = "up"
    """Cursor one row up."""
    DOWN = "down"
    """Cursor one row down."""
    ROW_START = "row_start"
    """Cursor to the first place of the row."""
    ROW_END = "row_end"
    """Cursor to the last place of the row."""
    GO = "go"
    """Cursor to a named place ("go c3"), row ("go 5") or column ("go c")."""
    WHERE = "where"
    """Where the cursor is and what stands there."""
    SELECT = "select"
    """Select the piece or place under the cursor, or complete the move there."""
    CANCEL = "cancel"
    """Drop the current selection."""
    MOVES_HERE = "moves_here"
    """The legal moves starting at the cursor."""
    MOVES_ALL = "moves_all"
    """All legal moves of the player to move."""
    CAPTURES = "captures"
    """The capturing moves available."""
    SINCE = "since"
    """Everything that happened since the player's own last move."""
    PIECES = "pieces"
    """The player's own pieces (or houses)."""
    PIECES_OPPONENT = "pieces_opponent"
    """The opponent's pieces (or houses)."""
    ROW = "row"
    """Read the row under the cursor (or a named row)."""
    COLUMN = "column"
    """Read the column under the cursor (or a named column)."""
    WHY = "why"
    """Why the last attempt was refused."""
    SAVE = "save"
    """Save the game under a name."""
    SAVES = "saves"
    """List the saved games."""
    OPEN = "open"
    """Open a saved game by name."""
    DELETE = "delete"
    """Delete a saved game by name (asks first)."""
    EDIT = "edit"
    """Open the position editor on the current position."""
    PRINT = "print"
    """Write the position as braille (BRF) and large print (SVG, PDF) files."""
    STATS = "stats"
    """Wins, losses and draws against the computer."""


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
    "left": CommandKind.LEFT, "links": CommandKind.LEFT,
    "right": CommandKind.RIGHT, "rechts": CommandKind.RIGHT,
    "up": CommandKind.UP, "hoch": CommandKind.UP, "oben": CommandKind.UP,
    "down": CommandKind.DOWN, "runter": CommandKind.DOWN, "unten": CommandKind.DOWN,
    "go": CommandKind.GO, "gehe": CommandKind.GO, "geh": CommandKind.GO,
    "where": CommandKind.WHERE, "wo": CommandKind.WHERE,
    "select": CommandKind.SELECT, "wählen": CommandKind.SELECT,
    "cancel": CommandKind.CANCEL, "abbrechen": CommandKind.CANCEL,
    "captures": CommandKind.CAPTURES, "schlagen": CommandKind.CAPTURES,
    "since": CommandKind.SINCE, "seither": CommandKind.SINCE,
    "pieces": CommandKind.PIECES, "steine": CommandKind.PIECES, "figuren": CommandKind.PIECES,
    "row": CommandKind.ROW, "reihe": CommandKind.ROW,
    "column": CommandKind.COLUMN, "spalte": CommandKind.COLUMN, "linie": CommandKind.COLUMN,
    "save": CommandKind.SAVE, "speichern": CommandKind.SAVE,
    "saves": CommandKind.SAVES, "spielstände": CommandKind.SAVES,
    "spielstaende": CommandKind.SAVES,
    "open": CommandKind.OPEN, "öffnen": CommandKind.OPEN, "oeffnen": CommandKind.OPEN,
    "laden": CommandKind.OPEN,
    "delete": CommandKind.DELETE, "löschen": CommandKind.DELETE, "loeschen": CommandKind.DELETE,
    "edit": CommandKind.EDIT, "bearbeiten": CommandKind.EDIT, "editor": CommandKind.EDIT,
    "print": CommandKind.PRINT, "drucken": CommandKind.PRINT,
    "stats": CommandKind.STATS, "statistik": CommandKind.STATS,
    "why": CommandKind.WHY, "warum": CommandKind.WHY,
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
    if kind is CommandKind.PIECES and rest.strip().casefold() in ("opponent", "gegner"):
        return Command(CommandKind.PIECES_OPPONENT)
    return Command(kind, rest.strip())

