"""The card sheet: every rank and suit code of the two-cell card braille with the card names,
for teachers who mark physical cards, in braille (BRF) and large print (SVG, PDF).

The codes are those of :mod:`accessible_games.games.cards.braille` (documented in
``docs/cards.*.md``): the cells themselves, never translated. The words around them (the title,
the headings, the names of ranks and suits in the chosen language, French and German suit names)
are translated with liblouis like every other text the tactile command embosses.

One row per rank (two to ace), per suit and per joker. A rank or suit row shows the French
pack's code and name and, after two blank cells, the German pack's code and name where either
differs; the names come from the ``cards`` catalog, so a German sheet says "Kreuz" and "Eichel",
an English one "clubs" and "acorns".
"""

from __future__ import annotations

import textwrap
from dataclasses import dataclass
from xml.sax.saxutils import escape

from accessible_games.games.cards.braille import BLANK, card_cells, letter_cell, letters
from accessible_games.games.cards.core import Face, Pattern, Rank, Suit, make_deck
from accessible_games.narration.cards import CardNames
from accessible_games.narration.catalog import catalog
from accessible_games.output.braille.translator import BrailleTranslator

RANKS = (Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE, Rank.SIX, Rank.SEVEN, Rank.EIGHT,
         Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE)
"""The ranks in the order the sheet lists them."""

@dataclass(frozen=True, slots=True)
class Code:
    """One code on the sheet: its cells, its letter name ("q", "sch") and what it means."""

    cells: str
    """The braille cells (Unicode)."""
    letters: str
    """The letters of the cells, for print ("q", "sch", "& a" with the and-sign)."""
    name: str
    """What the code stands for, in the sheet's language."""


@dataclass(frozen=True, slots=True)
class Row:
    """One row of the sheet: the French pack's code and, where it differs, the German one."""

    french: Code
    german: Code | None


@dataclass(frozen=True, slots=True)
class Sheet:
    """The card sheet's content in one language."""

    title: str
    intro: str
    ranks_heading: str
    ranks: tuple[Row, ...]
    suits_heading: str
    suits: tuple[Row, ...]
    jokers_heading: str
    jokers: tuple[Code, ...]
    example_heading: str
    example: str
    """The cells of three example cards, one blank cell between them."""
    example_letters: str
    """The same cards' letters for print ("qh xc gs")."""


def card_sheet(lang: str) -> Sheet:
    """The sheet's codes and words in ``lang``."""
    cat = catalog(lang)
    deck = make_deck("piquet32")
    french = CardNames(cat, deck, Pattern.FRENCH)
    german = CardNames(cat, deck, Pattern.GERMAN)

    def pair(face: Face, index: int, name_of: tuple[str, str]) -> Row:
        codes = [letters(face, pattern)[index] for pattern in (Pattern.FRENCH, Pattern.GERMAN)]
        first = Code(letter_cell(codes[0]), codes[0], name_of[0])
        if codes[1] == codes[0] and name_of[1] == name_of[0]:
            return Row(first, None)
        return Row(first, Code(letter_cell(codes[1]), codes[1], name_of[1]))

    ranks = tuple(pair(Face(rank, Suit.HEARTS), 0, (french.rank(Face(rank, Suit.HEARTS)),
                                                     german.rank(Face(rank, Suit.HEARTS))))
                  for rank in RANKS)
    suits = tuple(pair(Face(Rank.ACE, suit), 1, (french.suit(suit), german.suit(suit)))
                  for suit in Suit)
    joker_faces = [Face(Rank.JOKER, None, n) for n in (1, 2, 3)]
    jokers = tuple(Code(card_cells(face), "& " + letters(face)[1], french.face(face))
                   for face in joker_faces)
    example_faces = (Face(Rank.QUEEN, Suit.HEARTS), Face(Rank.TEN, Suit.CLUBS),
                     Face(Rank.SEVEN, Suit.SPADES))
    example = BLANK.join(card_cells(face) for face in example_faces)
    shown = " ".join("".join(letters(face)) for face in example_faces)
    names = cat.join_and([french.face(face) for face in example_faces])
    return Sheet(cat.text("tactile.cards.title"), cat.text("tactile.cards.intro"),
                 cat.text("tactile.cards.ranks"), ranks, cat.text("tactile.cards.suits"), suits,
                 cat.text("tactile.cards.jokers"), jokers,
                 cat.text("tactile.cards.example", cards=names), example, shown)


def card_sheet_braille(lang: str, table: str | None = None) -> list[str]:
    """The sheet as lines of Unicode braille (paginate them for a BRF file): the words
    translated with liblouis, the codes as they are."""
    sheet = card_sheet(lang)
    translator = BrailleTranslator(table, lang=lang)

    def words(text: str) -> str:
        return translator.translate(text).braille.replace(" ", BLANK)

    def code(item: Code) -> str:
        return item.cells + BLANK + words(item.name)

    def row(item: Row) -> str:
        line = code(item.french)
        return line if item.german is None else line + BLANK * 2 + code(item.german)

    lines = [words(sheet.title), words(sheet.intro), words(sheet.ranks_heading)]
    lines += [row(r) for r in sheet.ranks]
    lines.append(words(sheet.suits_heading))
    lines += [row(r) for r in sheet.suits]
    lines.append(words(sheet.jokers_heading))
    lines += [code(j) for j in sheet.jokers]
    lines += [words(sheet.example_heading), sheet.example]
    return lines


ROW = 8.0
"""Height of a large-print row, mm."""
FONT = 6.5
"""Size of the large-print letters, mm (about 18 points)."""
MARGIN = 12.0
WRAP = 40
"""Most characters on a large-print line of text."""
PAGE_WIDTH = 210.0
"""A4 portrait."""


CELL_WIDTH = 5.5
"""From one drawn braille cell to the next, mm."""


def dots_svg(cells: str, x: float, y: float) -> list[str]:
    """Black dots of ``cells`` with the first cell's dot 1 at (x, y): 2.2 mm apart within a
    cell, 5.5 mm from cell to cell (a picture of the code for sighted helpers)."""
    out = []
    for i, char in enumerate(cells):
        bits = ord(char) - 0x2800
        for bit in range(6):
            if bits & (1 << bit):
                cx = x + i * CELL_WIDTH + (bit // 3) * 2.2
                cy = y + (bit % 3) * 2.2
                out.append(f'<circle cx="{cx:.2f}" cy="{cy:.2f}" r="0.8" fill="black"/>')
    return out


def svg_text(x: float, y: float, words: str, size: float = FONT, bold: bool = True) -> str:
    """One line of large print, black on the page, its baseline at (x, y) in mm."""
    weight = ' font-weight="bold"' if bold else ""
    return (f'<text x="{x:.2f}" y="{y:.2f}" font-size="{size:.1f}" '
            f'font-family="DejaVu Sans, sans-serif"{weight} fill="black">'
            f'{escape(words)}</text>')


def card_sheet_svg(lang: str) -> str:
    """The sheet as a large-print page: black bold letters on white, one code a row, with the
    braille dots drawn beside the letter names."""
    sheet = card_sheet(lang)
    items: list[tuple[str, object]] = [("title", sheet.title), ("text", sheet.intro),
                                       ("heading", sheet.ranks_heading)]
    items += [("row", r) for r in sheet.ranks]
    items += [("heading", sheet.suits_heading)] + [("row", r) for r in sheet.suits]
    items += [("heading", sheet.jokers_heading)] + [("code", j) for j in sheet.jokers]
    items += [("heading", sheet.example_heading), ("example", sheet.example)]
    lines = sum(len(textwrap.wrap(str(v), WRAP)) if k in ("text", "heading") else 1
                for k, v in items)
    height = 2 * MARGIN + ROW * (lines + 1)
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{PAGE_WIDTH:.0f}mm" '
             f'height="{height:.0f}mm" viewBox="0 0 {PAGE_WIDTH:.2f} {height:.2f}">',
             f'<rect x="0" y="0" width="{PAGE_WIDTH:.2f}" height="{height:.2f}" fill="white"/>']

    def code(item: Code, x: float, y: float) -> list[str]:
        return (dots_svg(item.cells, x, y - FONT * 0.85)
                + [svg_text(x + 13.0, y, item.letters),
                   svg_text(x + 38.0, y, item.name, bold=False)])

    y = MARGIN + ROW
    for kind, value in items:
        if kind == "title":
            parts.append(svg_text(MARGIN, y, str(value), FONT * 1.3))
        elif kind in ("text", "heading"):
            pieces = textwrap.wrap(str(value), WRAP)
            for number, piece in enumerate(pieces):
                parts.append(svg_text(MARGIN, y + number * ROW, piece, bold=kind == "heading"))
            y += ROW * (len(pieces) - 1)
        elif kind == "row":
            assert isinstance(value, Row)
            parts += code(value.french, MARGIN, y)
            if value.german is not None:
                parts += code(value.german, PAGE_WIDTH / 2, y)
        elif kind == "code":
            assert isinstance(value, Code)
            parts += code(value, MARGIN, y)
        else:
            parts += dots_svg(str(value), MARGIN, y - FONT * 0.85)
            parts.append(svg_text(MARGIN + 50.0, y, sheet.example_letters))
        y += ROW
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


__all__ = ["Code", "Row", "Sheet", "card_sheet", "card_sheet_braille", "card_sheet_svg"]
