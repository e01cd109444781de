"""Braille board diagrams: a position as lines of Unicode braille for embossers and displays.

The diagram is first written in a symbol text (one private-use character per symbol, letters
and digits for coordinates) and translated with our liblouis table
``braille_tables/games-symbols.utb``, so teachers change symbols by editing that table. The
title and the legend are translated with the player's literary table (German or English grade).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from accessible_games.engine import Game, State
from accessible_games.engine.events import Piece
from accessible_games.narration.describer import Describer
from accessible_games.narration.games import describer_for
from accessible_games.narration.views import BoardView, Occupant, PlaceKind, view_for
from accessible_games.output.braille.translator import BrailleTranslator
from accessible_games.session.places import PlaceWords
from accessible_games.session.words import game_name

TABLE_DIR = Path(__file__).resolve().parent.parent.parent / "braille_tables"
SYMBOL_TABLE = TABLE_DIR / "games-symbols.utb"

BLANK = "\ue000"
EMPTY = "\ue001"
SIDE_LINE = "\ue030"
STORE_EDGE = "\ue031"

# (family, player, piece) -> symbol character in the symbol table.
_PIECE_SYMBOLS: dict[tuple[str, int, Piece], str] = {
    ("draughts", 0, Piece.MAN): "\ue010", ("draughts", 0, Piece.KING): "\ue011",
    ("draughts", 1, Piece.MAN): "\ue012", ("draughts", 1, Piece.KING): "\ue013",
    ("reversi", 0, Piece.DISC): "\ue020", ("reversi", 1, Piece.DISC): "\ue021",
}


@dataclass(frozen=True, slots=True)
class Diagram:
    """A diagram in Unicode braille, line by line, plus the symbols it used for its legend."""

    lines: list[str]


def symbol_translate(text: str, table: Path = SYMBOL_TABLE) -> str:
    """Translate symbol text to Unicode braille with our symbol table (one cell per character)."""
    import louis

    return louis.translateString(["unicode.dis", str(table)], text)


def _glyph(family: str, occupant: Occupant | None, kind: PlaceKind, width: int) -> str:
    if kind in (PlaceKind.UNPLAYABLE, PlaceKind.NONE):
        return BLANK * width
    if occupant is None:
        return EMPTY + BLANK * (width - 1)
    if occupant.piece is None:
        # Seeds: the count in lowered digits, right-aligned in the cell's width.
        return (BLANK * width + str(occupant.count))[-width:]
    symbol = _PIECE_SYMBOLS.get((family, occupant.player or 0, occupant.piece), EMPTY)
    return symbol + BLANK * (width - 1)


class DiagramMaker:
    """Builds braille diagrams of a game's positions in one language and literary table."""

    def __init__(self, game: Game, lang: str, table: str | None = None, cells: int = 40) -> None:
        self.game = game
        self.lang = lang
        self.cells = cells
        self.describer: Describer = describer_for(game, lang)
        self.view: BoardView = view_for(game)
        self.places = PlaceWords(self.describer, self.view)
        self.translator = BrailleTranslator(table, lang=lang)
        self.family = game.family

    def text(self, words: str) -> str:
        """Literary braille of ``words`` in the chosen table."""
        return self.translator.translate(words).braille

    def _is_grid(self) -> bool:
        return any(self.view.cell(c, r).kind in (PlaceKind.SQUARE, PlaceKind.UNPLAYABLE)
                   for c in range(self.view.columns) for r in range(self.view.rows))

    def diagram(self, state: State) -> Diagram:
        """Title, side to move, the board with coordinates, and the legend."""
        lines = [self.text(game_name(self.game.id, self.lang)),
                 self.text(self.describer.turn_text(state)), ""]
        board = self._grid_lines(state) if self._is_grid() else self._pit_lines(state)
        lines += [symbol_translate(line) for line in board]
        lines.append("")
        lines += self._legend(state)
        return Diagram(lines)

    def _grid_lines(self, state: State) -> list[str]:
        columns, rows = self.view.columns, self.view.rows
        label = len(str(rows))
        # Two cells a square when the board fits the line, else one.
        width = 2 if label + 1 + 2 * columns <= self.cells else 1
        letters = "".join(chr(ord("a") + c) + BLANK * (width - 1) for c in range(columns))
        head = BLANK * (label + 1) + letters
        out = [head]
        for row in range(rows - 1, -1, -1):
            cells = []
            for column in range(columns):
                cell = self.view.cell(column, row)
                occupant = (None if cell.location is None
                            else self.view.occupant(state, cell.location))
                cells.append(_glyph(self.family, occupant, cell.kind, width))
            number = str(row + 1).rjust(label, BLANK)
            out.append(number + SIDE_LINE + "".join(cells))
        out.append(head)
        return out

    def _pit_lines(self, state: State) -> list[str]:
        width = 3
        out = []
        for row in range(self.view.rows - 1, -1, -1):
            labels, counts = [], []
            for column in range(self.view.columns):
                cell = self.view.cell(column, row)
                if cell.location is None:
                    labels.append(BLANK * width)
                    counts.append(BLANK * width)
                    continue
                occupant = self.view.occupant(state, cell.location)
                if cell.kind is PlaceKind.STORE:
                    labels.append(BLANK + STORE_EDGE + BLANK)
                else:
                    short = self.view.short_label(cell.location) if self.view.short_label else ""
                    labels.append((BLANK * width + short)[-width:])
                counts.append(_glyph(self.family, occupant, cell.kind, width))
            # Labels above the top row and below the bottom row, so each number sits at its pit.
            out += [*(["".join(labels)] if row == self.view.rows - 1 else []), "".join(counts),
                    *(["".join(labels)] if row == 0 else [])]
        return out

    def _legend(self, state: State) -> list[str]:
        seen: dict[str, str] = {}
        for location in self.view.locations():
            cell = self.view.cell_of(location)
            occupant = self.view.occupant(state, location)
            if occupant is not None and occupant.piece is None:
                continue
            glyph = _glyph(self.family, occupant, cell.kind, 1)
            if glyph != BLANK and glyph not in seen:
                seen[glyph] = self.places.occupant_text(occupant, cell.kind)
        legend = []
        if self._pit_lines_used():
            seen[STORE_EDGE] = self.describer.cat.text("tactile.store")
            top, bottom = self.describer.player(1), self.describer.player(0)
            legend.append(self.text(self.describer.cat.text("tactile.pit_rows", top=top,
                                                            bottom=bottom)))
        return legend + [symbol_translate(glyph) + "⠀" + self.text(name)
                         for glyph, name in seen.items()]

    def _pit_lines_used(self) -> bool:
        return not self._is_grid()
