"""Text to Unicode braille with liblouis, keeping the maps between cells and characters."""

from __future__ import annotations

import re
import threading
import time
from dataclasses import dataclass
from enum import Enum
from typing import Any

LOUIS_LOCK = threading.Lock()
"""One liblouis call at a time: the library keeps its translation buffers and compiled tables
in global state, and two threads translating at once (the online window's network thread
parting a line into braille while the window's own speaker brailled another) crashed the
process with a segmentation fault inside ``louis.translate``."""


class BrailleTable(Enum):
    """The liblouis tables we offer (file names as installed under /usr/share/liblouis/tables)."""

    DE_G0 = "de-g0.utb"
    """German uncontracted (Basisschrift), no capital signs."""
    DE_G1 = "de-g1.ctb"
    """German Vollschrift (letter groups such as ei, ch, sch)."""
    DE_G2 = "de-g2.ctb"
    """German Kurzschrift (contracted)."""
    EN_UEB_G1 = "en-ueb-g1.ctb"
    """Unified English Braille, uncontracted."""
    EN_UEB_G2 = "en-ueb-g2.ctb"
    """Unified English Braille, contracted."""
    EN_US_G2 = "en-us-g2.ctb"
    """English Braille American Edition, contracted."""

    @property
    def language(self) -> str:
        """``"de"`` or ``"en"``."""
        return self.value[:2]

    @property
    def grade(self) -> int:
        """0, 1 or 2 (UEB "g1" counts as uncontracted)."""
        return int(self.value.split("-g")[1][0])

    @classmethod
    def parse(cls, name: str) -> BrailleTable:
        """Find a table by file name (``"de-g1.ctb"``), stem (``"de-g1"``) or member name."""
        key = name.strip().lower()
        for table in cls:
            if key in (table.value, table.value.rsplit(".", 1)[0], table.name.lower()):
                return table
        raise ValueError(f"unknown braille table {name!r}")


DEFAULT_TABLES = {"de": BrailleTable.DE_G1, "en": BrailleTable.EN_UEB_G1}
"""The table used for a language when the player chose none."""
DISPLAY_TABLE = "unicode.dis"
"""liblouis display table that yields Unicode braille (U+2800..U+28FF)."""


NOTATION = re.compile(r"(?<![\w@])[A-Za-z@]{0,3}\d[A-Za-z0-9@:×-]*(?<![-:×])")
"""A word of game notation inside a sentence: squares, moves and numbers ("c3-d4",
"22x15", "Re5w", "12", "m12"): up to three letters, a digit, then letters, digits and
move separators, not ending in a separator."""
PROTECTED_TABLES = {"de": BrailleTable.DE_G1, "en": BrailleTable.EN_UEB_G1}
"""The uncontracted table that writes notation inside text of each language."""
COMPUTER_TABLES = {"de": "de-de-comp8.ctb", "en": "en-us-comp8-ext.utb"}
"""The 8-dot computer braille table for notation the uncontracted table cannot write so
that it reads back exactly (capitals in German, which marks none: "Re5w" is not "re5w")."""


def default_table(lang: str) -> BrailleTable:
    """The default table for ``lang`` ("de" or "en"; anything else gets English)."""
    return DEFAULT_TABLES.get(lang, BrailleTable.EN_UEB_G1)


@dataclass(frozen=True, slots=True)
class Translation:
    """Text and its braille, with the maps between them."""

    text: str
    """The source text."""
    braille: str
    """Unicode braille, one character per cell."""
    cell_to_char: tuple[int, ...]
    """For each cell, the index of the source character it comes from."""
    char_to_cell: tuple[int, ...]
    """For each source character, the index of its first cell."""
    protected: tuple[tuple[int, int, int, int, str], ...] = ()
    """Notation written in a protected form: (first char, end char, first cell, end cell,
    liblouis table that reads those cells back exactly)."""

    def char_at(self, cell: int) -> int | None:
        """Source character index shown on ``cell``, or None past the end."""
        if 0 <= cell < len(self.cell_to_char):
            return self.cell_to_char[cell]
        return None


def _import_louis() -> Any:
    import louis

    return louis


class BrailleTranslator:
    """Translate with liblouis, or with a built-in computer-braille map when it is missing.

    ``notice`` is None when liblouis works; otherwise it says (in English) that braille uses the
    uncontracted fallback. Tables are compiled on first use; :meth:`warm_up` does that ahead.
    """

    def __init__(self, table: BrailleTable | str | None = None, lang: str = "en",
                 protect_notation: bool = False):
        self.table = _as_table(table) if table is not None else default_table(lang)
        """The table in use."""
        self.protect_notation = protect_notation
        """Write game notation (squares, moves, numbers) in a protected form that reads
        back exactly in every table: uncontracted, or computer braille where uncontracted
        would lose something (see :data:`NOTATION`). The display's translator does this;
        the BRF writers keep the table's own output."""
        self._louis: Any = None
        self.notice: str | None = None
        """Why translation falls back, or None."""
        try:
            self._louis = _import_louis()
        except ImportError as exc:
            self.notice = f"liblouis is not available ({exc}); braille uses computer braille."

    @property
    def uses_liblouis(self) -> bool:
        """Whether liblouis does the translation."""
        return self._louis is not None

    def set_table(self, table: BrailleTable | str) -> None:
        """Use another table from now on."""
        self.table = _as_table(table)

    def translate(self, text: str, table: BrailleTable | str | None = None) -> Translation:
        """Translate ``text`` (with ``table`` or the current one) to Unicode braille."""
        use = _as_table(table) if table is not None else self.table
        if self._louis is not None and text:
            try:
                if self.protect_notation and NOTATION.search(text):
                    return self._protected(text, use)
                return self._louis_translation(text, use.value)
            except Exception as exc:  # noqa: BLE001 - broken table: fall back, say so once
                if self.notice is None:
                    self.notice = f"liblouis failed with {use.value} ({exc}); computer braille."
        return computer_braille(text)

    def _louis_translation(self, text: str, table: str) -> Translation:
        with LOUIS_LOCK:
            braille, out_to_in, in_to_out, _cursor = self._louis.translate(
                [DISPLAY_TABLE, table], text)
        return Translation(text, braille, tuple(out_to_in), tuple(in_to_out))

    def back_translate(self, braille: str, table: str) -> str:
        """Read Unicode braille back to text with ``table`` (a liblouis file name)."""
        with LOUIS_LOCK:
            return str(self._louis.backTranslateString([DISPLAY_TABLE, table], braille))

    def protected_form(self, notation: str, lang: str) -> tuple[str, str]:
        """The braille of one notation word and the table that reads it back exactly:
        the language's uncontracted table when it does, else computer braille."""
        first = PROTECTED_TABLES[lang].value
        braille = self._louis_translation(notation, first).braille
        if self.back_translate(braille, first) == notation:
            return braille, first
        computer = COMPUTER_TABLES[lang]
        return self._louis_translation(notation, computer).braille, computer

    def _protected(self, text: str, use: BrailleTable) -> Translation:
        """Translate the whole text with ``use`` (so punctuation and words keep their
        context), then put each notation word's protected form in place of the cells the
        table made for it, and join the maps."""
        whole = self._louis_translation(text, use.value)
        braille: list[str] = []
        cell_to_char: list[int] = []
        char_to_cell: list[int] = []
        protected: list[tuple[int, int, int, int, str]] = []
        cell = char = 0  # next cell of ``whole`` and next source character to copy

        def copy_until(end_char: int) -> None:
            nonlocal cell, char
            end_cell = (whole.char_to_cell[end_char] if end_char < len(text)
                        else len(whole.braille))
            start = len(braille)
            for i in range(cell, end_cell):
                braille.append(whole.braille[i])
                cell_to_char.append(whole.cell_to_char[i])
            char_to_cell.extend(start + whole.char_to_cell[c] - cell
                                for c in range(char, end_char))
            cell, char = end_cell, end_char

        for match in NOTATION.finditer(text):
            copy_until(match.start())
            out, table = self.protected_form(match.group(0), use.language)
            piece = self._louis_translation(match.group(0), table)
            first = len(braille)
            braille.extend(piece.braille)
            cell_to_char.extend(match.start() + i for i in piece.cell_to_char)
            char_to_cell.extend(first + c for c in piece.char_to_cell)
            protected.append((match.start(), match.end(), first, len(braille), table))
            char = match.end()
            cell = (whole.char_to_cell[char] if char < len(text) else len(whole.braille))
        copy_until(len(text))
        return Translation(text, "".join(braille), tuple(cell_to_char), tuple(char_to_cell),
                           tuple(protected))

    def warm_up(self, tables: list[BrailleTable] | None = None) -> dict[BrailleTable, float]:
        """Translate a sample once per table (compiling it); return seconds taken per table."""
        times: dict[BrailleTable, float] = {}
        for table in tables or [self.table]:
            t0 = time.perf_counter()
            self.translate("Warm-up 123: Weiß schlägt c3-d4.", table)
            times[table] = time.perf_counter() - t0
        return times


def _as_table(table: BrailleTable | str) -> BrailleTable:
    return table if isinstance(table, BrailleTable) else BrailleTable.parse(table)


def _dots(*numbers: int) -> str:
    bits = 0
    for n in numbers:
        bits |= 1 << (n - 1)
    return chr(0x2800 + bits)


# Letters a-j; k-t add dot 3; u v x y z add dots 3 and 6 to a-e; w is 2456.
_A_J = [
    (1,), (1, 2), (1, 4), (1, 4, 5), (1, 5), (1, 2, 4), (1, 2, 4, 5), (1, 2, 5), (2, 4), (2, 4, 5)
]
_LETTERS: dict[str, tuple[int, ...]] = {}
for _i, _d in enumerate(_A_J):
    _LETTERS["abcdefghij"[_i]] = _d
    _LETTERS["klmnopqrst"[_i]] = (*_d, 3)
for _i, _c in enumerate("uvxyz"):
    _LETTERS[_c] = (*_A_J[_i], 3, 6)
_LETTERS["w"] = (2, 4, 5, 6)
# Digits low in the cell (North American computer braille habit).
_DIGITS = {"1": (2,), "2": (2, 3), "3": (2, 5), "4": (2, 5, 6), "5": (2, 6), "6": (2, 3, 5),
           "7": (2, 3, 5, 6), "8": (2, 3, 6), "9": (3, 5), "0": (3, 5, 6)}
_PUNCT = {" ": (), ".": (4, 6), ",": (6,), "-": (3, 6), ":": (1, 5, 6), ";": (5, 6),
          "?": (1, 4, 5, 6), "!": (2, 3, 4, 6), "(": (1, 2, 3, 5, 6), ")": (2, 3, 4, 5, 6),
          "ä": (3, 4, 5), "ö": (2, 4, 6), "ü": (1, 2, 5, 6), "ß": (2, 3, 4, 6)}
_COMPUTER: dict[str, str] = {}
for _c, _d in {**_LETTERS, **_DIGITS, **_PUNCT}.items():
    _COMPUTER[_c] = _dots(*_d)
    if _c.isalpha():
        _COMPUTER[_c.upper()] = _dots(*_d, 7)  # capitals carry dot 7
_UNKNOWN = _dots(1, 2, 3, 4, 5, 6, 7, 8)


def computer_braille(text: str) -> Translation:
    """One cell per character, 8-dot computer braille; the fallback without liblouis."""
    cells = "".join(
        c if "\u2800" <= c <= "\u28ff" else _COMPUTER.get(c, _UNKNOWN) for c in text
    )
    identity = tuple(range(len(text)))
    return Translation(text, cells, identity, identity)
