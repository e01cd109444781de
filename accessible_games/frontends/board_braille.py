"""Braille board lines: the row under the cursor as cells, with squares as routing targets.

The glyphs come from ``braille_tables/board-glyphs.txt`` (see its README for why this is a
mapping file of ours and not a liblouis table).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from accessible_games.engine import Location
from accessible_games.games.cards.braille import BLANK, card_cells
from accessible_games.games.cards.core import Face, Pattern
from accessible_games.narration.views import BoardView, Occupant, PlaceKind
from accessible_games.output.braille.region import BrailleRegion

if TYPE_CHECKING:
    from accessible_games.session.console import Console

TABLE_PATH = Path(__file__).resolve().parents[2] / "braille_tables" / "board-glyphs.txt"
"""The glyph table in the source tree."""

_BUILT_IN = {
    "empty": "36", "unplayable": "0", "cursor": "8", "number": "3456", "separator": "0",
    "dark.man": "1346", "dark.king": "13467", "light.man": "135", "light.king": "1357",
    **{f"digit.{d}": dots for d, dots in zip(
        "1234567890", ("1", "12", "14", "145", "15", "124", "1245", "125", "24", "245"))},
}
"""The generic glyphs, used when the file is missing (an installed copy): every piece then
shows as a dark or light man or king."""


@dataclass(frozen=True, slots=True)
class SquareRef:
    """The routing target of a square named in a message ("c3" in "White c3-d4"): a routing
    key there moves the cursor to it (a board line's targets are bare locations: select)."""

    location: Location
    """The place named."""


@dataclass(frozen=True, slots=True)
class CardRef:
    """The routing target of a card on the hand line: a routing key there puts the hand
    cursor on it and says it (Enter then plays it, as after the arrow keys)."""

    card: int
    """The card's id."""


def dots_cell(dots: str) -> str:
    """``"1346"`` -> the Unicode braille cell with those dots (``"0"``: blank)."""
    bits = 0
    for ch in dots:
        if ch != "0":
            bits |= 1 << (int(ch) - 1)
    return chr(0x2800 + bits)


def parse_table(text: str) -> dict[str, str]:
    """Read ``NAME DOTS`` lines (``#`` starts a comment) into name -> Unicode cell."""
    glyphs: dict[str, str] = {}
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        parts = line.split()
        if len(parts) != 2 or not all(c in "012345678" for c in parts[1]):
            raise ValueError(f"board-glyphs line {number}: expected NAME DOTS, got {raw!r}")
        glyphs[parts[0]] = dots_cell(parts[1])
    return glyphs


@lru_cache(maxsize=4)
def load_glyphs(path: Path = TABLE_PATH) -> dict[str, str]:
    """The glyph table (the file if present and readable, else the built-in copy)."""
    glyphs = {name: dots_cell(dots) for name, dots in _BUILT_IN.items()}
    try:
        glyphs.update(parse_table(path.read_text(encoding="utf-8")))
    except (OSError, ValueError):
        pass
    return glyphs


def add_dots(cell: str, extra: str) -> str:
    """``cell`` with the dots of ``extra`` raised too."""
    return chr(0x2800 | (ord(cell) - 0x2800) | (ord(extra) - 0x2800))


def number_cells(value: int, glyphs: dict[str, str]) -> str:
    """A number as number sign and digit cells."""
    return glyphs["number"] + "".join(glyphs[f"digit.{d}"] for d in str(value))


def piece_cell(view: BoardView, occupant: Occupant | None, kind: PlaceKind,
               glyphs: dict[str, str]) -> str:
    """The one cell of a square: the family's glyph for the piece, else the dark or light
    glyph of its kind, else a dark or light man (king for royal pieces)."""
    if kind is PlaceKind.UNPLAYABLE:
        return glyphs["unplayable"]
    if occupant is None or occupant.piece is None or occupant.player is None:
        return glyphs["empty"]
    shade = "dark" if view.is_dark(occupant.player) else "light"
    for key in (view.piece_key(occupant), f"{shade}.{occupant.piece.value}"):
        if key in glyphs:
            return glyphs[key]
    return glyphs[f"{shade}.king" if occupant.piece.value == "king" else f"{shade}.man"]


def board_line(occupant_of: Callable[[Location], Occupant | None], view: BoardView, row: int,
               cursor_column: int | None = None,
               glyphs: dict[str, str] | None = None) -> BrailleRegion:
    """The braille region of one row; each square's cells target its location.

    The row is a grid row, or on a board whose rows are the view's lines (Eckdame's turned
    board) the line with index ``row``. Squares: the row number, a blank, then one cell per
    place. Pits (mancala): each pit's seed count as number sign and digits, pits separated by
    blank cells. The place under the cursor (``cursor_column``: its column, or its index in
    the line) gets the cursor dot on all its cells, and the region's cursor is set there so a
    narrow display pans to it.
    """
    glyphs = glyphs or load_glyphs()
    cells: list[tuple[str, Location | None]] = []
    cursor_at: int | None = None
    if view.lines:
        places = [view.cell_of(location) for location in view.lines[row]]
        rows = len(view.lines)
    else:
        places = [view.cell(c, row) for c in range(view.columns)]
        rows = view.rows
    grid = any(c.kind in (PlaceKind.SQUARE, PlaceKind.UNPLAYABLE) for c in places)
    if grid:
        # Row numbers right-aligned to the widest (10-15 on large boards), so that a column
        # of the board stays under the same braille cell in every row.
        label = number_cells(row + 1, glyphs)
        width = len(number_cells(rows, glyphs))
        cells.extend((glyph, None) for glyph in glyphs["separator"] * (width - len(label)) + label)
        cells.append((glyphs["separator"], None))
    for column, cell in enumerate(places):
        if cell.kind is PlaceKind.NONE or cell.location is None:
            continue
        occupant = occupant_of(cell.location)
        if grid:
            glyph_cells = piece_cell(view, occupant, cell.kind, glyphs)
            if occupant is None and cell.location in view.marks:
                glyph_cells = glyphs.get("mark", glyph_cells)
        else:
            if cells:
                cells.append((glyphs["separator"], None))
            glyph_cells = number_cells(occupant.count if occupant else 0, glyphs)
        if column == cursor_column:
            cursor_at = len(cells)
            glyph_cells = "".join(add_dots(g, glyphs["cursor"]) for g in glyph_cells)
        cells.extend((g, cell.location) for g in glyph_cells)
    braille = "".join(g for g, _ in cells)
    return BrailleRegion(braille, braille, tuple(range(len(braille))),
                         tuple(t for _, t in cells), cursor_at)


def hand_line(cards: Sequence[Face], pattern: Pattern, cursor_index: int | None = None,
              glyphs: dict[str, str] | None = None,
              refs: Sequence[object] = ()) -> BrailleRegion:
    """A hand of cards as one braille line: two cells per card (rank, then suit), one empty
    cell between cards; the card under the hand cursor has the cursor dot on both cells,
    and the region's cursor is its first cell so a narrow display pans to it. ``refs``, one
    per card, are the routing targets of its two cells."""
    glyphs = glyphs or load_glyphs()
    cells: list[str] = []
    targets: list[object | None] = []
    cursor_at: int | None = None
    for index, face in enumerate(cards):
        if cells:
            cells.append(BLANK)
            targets.append(None)
        pair = card_cells(face, pattern)
        if index == cursor_index:
            cursor_at = len(cells)
            pair = "".join(add_dots(g, glyphs["cursor"]) for g in pair)
        cells.extend(pair)
        targets.extend([refs[index] if index < len(refs) else None] * len(pair))
    braille = "".join(cells)
    return BrailleRegion(braille, braille, tuple(range(len(braille))),
                         tuple(targets) if refs else (), cursor_at)


def hand_region(session: Console) -> BrailleRegion:
    """The viewer's hand in a card game, the hand cursor's card marked."""
    deck = session.game.deck  # type: ignore[attr-defined]
    cards = session.hand()
    return hand_line([deck.face(c) for c in cards], session.card_pattern(),
                     session.hand_index(), refs=[CardRef(c) for c in cards])
