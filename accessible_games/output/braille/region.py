"""What a display shows (a region) and what its keys mean (abstract braille key events)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum

from .translator import Translation


@dataclass(frozen=True, slots=True)
class BrailleRegion:
    """A line of Unicode braille with maps back to the text and to the things it shows.

    ``targets[i]`` is an opaque object for cell ``i`` (a square, a card, a menu item) or None, so
    a routing key over that cell becomes a command without the display knowing what a square is.
    """

    braille: str
    """Unicode braille, one character per cell."""
    text: str = ""
    """The source text."""
    cell_to_char: tuple[int, ...] = ()
    """For each cell, the index of the source character; empty when there is no text."""
    targets: tuple[object | None, ...] = ()
    """Per cell, what a routing key there means; may be shorter than ``braille``."""
    cursor: int | None = None
    """Cell to keep visible when panning (the focus), or None."""

    @classmethod
    def from_translation(
        cls,
        translation: Translation,
        char_targets: Mapping[int, object] | Sequence[object | None] | None = None,
        cursor_char: int | None = None,
    ) -> BrailleRegion:
        """Make a region from a translation; targets given per source character become per cell.

        Args:
            translation: the liblouis (or fallback) result.
            char_targets: target per source character index (a mapping or a sequence).
            cursor_char: source character to keep visible.
        """
        targets: tuple[object | None, ...] = ()
        if char_targets is not None:
            lookup = (
                dict(char_targets)
                if isinstance(char_targets, Mapping)
                else dict(enumerate(char_targets))
            )
            targets = tuple(lookup.get(i) for i in translation.cell_to_char)
        cursor = None
        if cursor_char is not None and 0 <= cursor_char < len(translation.char_to_cell):
            cursor = translation.char_to_cell[cursor_char]
        return cls(
            translation.braille, translation.text, translation.cell_to_char, targets, cursor
        )

    @classmethod
    def from_cells(cls, cells: Sequence[tuple[str, object | None]]) -> BrailleRegion:
        """A region built cell by cell (a board line: one glyph and one square per cell)."""
        braille = "".join(glyph for glyph, _ in cells)
        return cls(braille, braille, tuple(range(len(braille))), tuple(t for _, t in cells))

    def target_at(self, cell: int) -> object | None:
        """The target of ``cell`` (index into the whole region), or None."""
        return self.targets[cell] if 0 <= cell < len(self.targets) else None

    def char_at(self, cell: int) -> int | None:
        """The source character index of ``cell``, or None."""
        return self.cell_to_char[cell] if 0 <= cell < len(self.cell_to_char) else None


class BrailleKeyKind(Enum):
    """Abstract braille key events, independent of the display model."""

    ROUTE = "route"
    """A routing key over a cell."""
    LINE_UP = "line_up"
    """Previous line (in a list or on the board: previous row)."""
    LINE_DOWN = "line_down"
    """Next line."""
    PAN_LEFT = "pan_left"
    """Show the previous window of a long line (the display already panned)."""
    PAN_RIGHT = "pan_right"
    """Show the next window of a long line (the display already panned)."""
    TOP = "top"
    """First line."""
    BOTTOM = "bottom"
    """Last line."""
    PREVIOUS_MESSAGE = "previous_message"
    """Show the previous message of the braille history."""
    NEXT_MESSAGE = "next_message"
    """Show the next message of the braille history."""
    FIRST_MESSAGE = "first_message"
    """Show the oldest message kept."""
    LAST_MESSAGE = "last_message"
    """Show the newest message."""
    BOARD_LINE = "board_line"
    """Show the board line of the cursor's row."""
    CHAR = "char"
    """A typed character (from the display's keyboard or dots)."""
    ENTER = "enter"
    """Return / enter."""
    ESCAPE = "escape"
    """Escape."""
    BACKSPACE = "backspace"
    """Delete the character before."""
    TAB = "tab"
    """Tab."""
    LEFT = "left"
    """Arrow left."""
    RIGHT = "right"
    """Arrow right."""
    UP = "up"
    """Arrow up."""
    DOWN = "down"
    """Arrow down."""
    FUNCTION = "function"
    """Function key; ``number`` says which."""
    OTHER = "other"
    """Anything else; ``code`` holds the raw key code."""


@dataclass(frozen=True, slots=True)
class BrailleKey:
    """One key event from a braille display."""

    kind: BrailleKeyKind
    """What kind of key."""
    cell: int | None = None
    """ROUTE: the cell index in the whole region (window offset added)."""
    target: object | None = None
    """ROUTE: the region's target for that cell."""
    char_index: int | None = None
    """ROUTE: the source text character shown there."""
    char: str | None = None
    """CHAR: the character typed."""
    number: int | None = None
    """FUNCTION: the key number; ROUTE: the cell within the physical window."""
    code: int | None = field(default=None, compare=False)
    """The raw backend code, for logs."""
