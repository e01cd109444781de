"""Braille board diagrams: a position as lines of Unicode braille for embossers and displays.

The diagram is first written in a symbol text (one private-use character per symbol, letters
and digits for coordinates) and translated with our liblouis table
``braille_tables/games-symbols.utb``, so teachers change symbols by editing that table. The
title and the legend are translated with the player's literary table (German or English grade).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from accessible_games.engine import Game, Location, State
from accessible_games.engine.events import Piece
from accessible_games.lineup import describer_for, view_for
from accessible_games.narration.describer import Describer
from accessible_games.narration.views import BoardView, Occupant, PlaceKind
from accessible_games.output.braille.translator import BrailleTranslator
from accessible_games.session.places import PlaceWords
from accessible_games.session.words import game_name

TABLE_DIR = Path(__file__).resolve().parent.parent.parent / "braille_tables"
SYMBOL_TABLE = TABLE_DIR / "games-symbols.utb"

BLANK = "\ue000"
EMPTY = "\ue001"
SIDE_LINE = "\ue030"
STORE_EDGE = "\ue031"

MARKED = "\ue002"
CAPITAL = "\ue003"

# Lines between the points of a point board (Alquerque).
LINE_ACROSS, LINE_UP, LINE_RISING, LINE_FALLING, LINES_CROSSING = (
    "\ue060", "\ue061", "\ue062", "\ue063", "\ue064")

_DARK_MAN, _DARK_KING, _LIGHT_MAN, _LIGHT_KING = "\ue010", "\ue011", "\ue012", "\ue013"
_CHESS_LETTERS = dict(zip(("pawn", "knight", "bishop", "rook", "queen", "king", "maharajah"),
                          "\ue040\ue041\ue042\ue043\ue044\ue045\ue046"))
_ARIMAA_LETTERS = dict(zip(("elephant", "camel", "horse", "dog", "cat", "rabbit"),
                           "\ue050\ue051\ue052\ue053\ue054\ue055"))


def _lettered(family: str, light: str, dark: str,
              letters: dict[str, str]) -> dict[str, str]:
    """Light pieces as capitals (capital sign, letter), dark ones as small letters, as in FEN."""
    out = {}
    for kind, letter in letters.items():
        out[f"{family}.{light}.{kind}"] = CAPITAL + letter
        out[f"{family}.{dark}.{kind}"] = letter
    return out


# piece key (BoardView.piece_key) -> symbol characters in the symbol table. Pieces without a
# line here use the dark or light man or king (x, y, o, full cell).
_PIECE_SYMBOLS: dict[str, str] = {
    "reversi.black.disc": "\ue020", "reversi.white.disc": "\ue021",
    "gomoku.black.stone": "\ue020", "gomoku.white.stone": "\ue021",
    "halma.wolf.man": "\ue022", "halma.sheep.man": "\ue023",
    "tafl.defender.king": "\ue024",
    # Dog: four seats, four symbols (the legend names whose marble each is): North n, East e
    # (the letters of the chess knight and the Arimaa elephant), South x, West o.
    "dog.0.man": _CHESS_LETTERS["knight"], "dog.1.man": _ARIMAA_LETTERS["elephant"],
    "dog.2.man": _DARK_MAN, "dog.3.man": _LIGHT_MAN,
    **_lettered("chess", "white", "black", _CHESS_LETTERS),
    **_lettered("arimaa", "gold", "silver", _ARIMAA_LETTERS),
}


@dataclass(frozen=True, slots=True)
class Diagram:
    """A diagram in Unicode braille, line by line, plus the symbols it used for its legend."""

    lines: list[str]


def symbol_translate(text: str, table: Path = SYMBOL_TABLE) -> str:
    """Translate symbol text to Unicode braille with our symbol table (one cell per character)."""
    import louis

    return louis.translateString(["unicode.dis", str(table)], text)


def _glyph(view: BoardView, location: Location | None, occupant: Occupant | None,
           kind: PlaceKind, width: int) -> str:
    if kind in (PlaceKind.UNPLAYABLE, PlaceKind.NONE):
        return BLANK * width
    if occupant is None:
        return (MARKED if location in view.marks else EMPTY) + BLANK * (width - 1)
    if occupant.piece is None:
        # Seeds: the count in lowered digits, right-aligned in the cell's width.
        return (BLANK * width + str(occupant.count))[-width:]
    symbol = _PIECE_SYMBOLS.get(view.piece_key(occupant))
    if symbol is None:
        royal = occupant.piece is Piece.KING
        if view.is_dark(occupant.player or 0):
            symbol = _DARK_KING if royal else _DARK_MAN
        else:
            symbol = _LIGHT_KING if royal else _LIGHT_MAN
    if len(symbol) > width:
        symbol = symbol[-1]  # one cell a square: the letter without the capital sign
    return symbol + BLANK * (width - len(symbol))


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
                 self.text(self.describer.turn_text(state)),
                 *(self.text(note) for note in self.describer.diagram_notes(state)), ""]
        if self.view.links is not None:
            board = self._point_lines(state)
        elif self._is_grid():
            board = self._grid_lines(state)
        else:
            board = self._pit_lines(state)
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
                cells.append(_glyph(self.view, cell.location, occupant, cell.kind, width))
            number = str(row + 1).rjust(label, BLANK)
            out.append(number + SIDE_LINE + "".join(cells))
        out.append(head)
        return out

    def _point_lines(self, state: State) -> list[str]:
        """A point board: each point one cell, the lines between points drawn in the cells
        between them (across, up, and the diagonals), rows of points with rows of lines
        between them."""
        view, links = self.view, self.view.links or frozenset()
        columns, rows = view.columns, view.rows
        label = len(str(rows))

        def joined(a: tuple[int, int], b: tuple[int, int]) -> bool:
            first, second = view.cell(*a).location, view.cell(*b).location
            return (first is not None and second is not None
                    and (min(first, second), max(first, second)) in links)

        head = BLANK * (label + 1) + BLANK.join(chr(ord("a") + c) for c in range(columns))
        out = [head]
        for row in range(rows - 1, -1, -1):
            cells = []
            for column in range(columns):
                cell = view.cell(column, row)
                occupant = None if cell.location is None else view.occupant(state, cell.location)
                cells.append(_glyph(view, cell.location, occupant, cell.kind, 1))
                if column < columns - 1:
                    cells.append(LINE_ACROSS if joined((column, row), (column + 1, row))
                                 else BLANK)
            out.append(str(row + 1).rjust(label, BLANK) + SIDE_LINE + "".join(cells))
            if row == 0:
                break
            between = []
            for column in range(columns):
                between.append(LINE_UP if joined((column, row), (column, row - 1)) else BLANK)
                if column < columns - 1:
                    falling = joined((column, row), (column + 1, row - 1))
                    rising = joined((column + 1, row), (column, row - 1))
                    between.append(LINES_CROSSING if falling and rising else
                                   LINE_FALLING if falling else LINE_RISING if rising else BLANK)
            out.append(BLANK * label + SIDE_LINE + "".join(between))
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
                counts.append(_glyph(self.view, cell.location, occupant, cell.kind, width))
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
            glyph = _glyph(self.view, location, occupant, cell.kind, 2).rstrip(BLANK)
            if not glyph or glyph in seen:
                continue
            if glyph == MARKED:
                seen[glyph] = self.describer.cat.text(f"tactile.mark.{self.view.marks[location]}")
            else:
                seen[glyph] = self.places.occupant_text(occupant, cell.kind)
        legend = []
        if self.view.links is not None:
            seen[LINE_ACROSS + LINE_UP + LINE_RISING + LINE_FALLING + LINES_CROSSING] = \
                self.describer.cat.text("tactile.lines")
        if self._pit_lines_used():
            seen[STORE_EDGE] = self.describer.cat.text("tactile.store")
            top, bottom = self.describer.player(1), self.describer.player(0)
            legend.append(self.text(self.describer.cat.text("tactile.pit_rows", top=top,
                                                            bottom=bottom)))
        return legend + [symbol_translate(glyph) + "⠀" + self.text(name)
                         for glyph, name in seen.items()]

    def _pit_lines_used(self) -> bool:
        return not self._is_grid()
