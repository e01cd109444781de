"""Braille display plugins: the base contract with panning, and the displays without hardware."""

from __future__ import annotations

import queue
from typing import ClassVar

from .region import BrailleKey, BrailleKeyKind, BrailleRegion

BLANK = "\u2800"
"""The empty braille cell."""


SENTENCE_ENDS = frozenset(".!?")
"""Characters that end a sentence: a window ending after one reads whole."""
PHRASE_ENDS = frozenset(",;:")
"""Characters that end a phrase (a comma, a semicolon, a colon)."""
NUMBER_SIGN = "\u283c"
"""The number sign that starts a number in literary braille (German and UEB alike)."""
MORE = "\u28ff"
"""The full cell (dots 1-8) that ends every window of a message after a blank while
unread messages wait after it (see :meth:`BrailleDisplay.set_more`)."""


def window_starts(braille: str, width: int, text: str = "",
                  cell_to_char: tuple[int, ...] = ()) -> list[int]:
    """The first cell of each window when ``braille`` is shown ``width`` cells at a time.

    A window ends at a blank cell that lets the next word start a new window; a word longer
    than the display is cut at the display's width. Blank cells at a window's start are
    skipped. Of the blanks that fit, the window ends, in this order of preference: after the
    end of a sentence when the rest fits the next window (however short the sentence:
    "Pik-Sieben." and then the demand whole), after the end of a sentence, after a comma,
    semicolon or colon or before a bracket (each when that leaves the window a third full;
    all need the ``text`` the braille stands for and its ``cell_to_char`` map), at the last
    blank not followed by a number, at the last blank. So
    "North: house 2, 4 seeds," and the player's own "house 1, 1 seed," are followed by
    "captures 6 from your house 1" (a phrase had to fill half the window, and the capture was
    cut after "from"), and a number never begins a window alone ("Nordhaus" and then "1").
    """
    starts = [0]
    start = 0
    while len(braille) - start > width:
        end = start + width
        cut = _best_cut(braille, start, end, text, cell_to_char)
        nxt = cut + 1 if cut > start else end
        while nxt < len(braille) and braille[nxt] == BLANK:
            nxt += 1
        if nxt >= len(braille):
            break
        starts.append(nxt)
        start = nxt
    return starts


def region_windows(region: BrailleRegion, width: int) -> list[str]:
    """The cells of each window of ``region`` on a display ``width`` cells wide, in order,
    each without the blank cells that pad it (windows cut as :func:`window_starts` does)."""
    starts = window_starts(region.braille, width, region.text, region.cell_to_char)
    ends = starts[1:] + [len(region.braille)]
    return [region.braille[start:min(end, start + width)].rstrip(BLANK)
            for start, end in zip(starts, ends, strict=True)]


def _best_cut(braille: str, start: int, end: int, text: str,
              cell_to_char: tuple[int, ...]) -> int:
    """The blank cell in ``start + 1 .. end`` where the window from ``start`` ends best (see
    :func:`window_starts`); ``-1`` when there is none."""
    blanks = [c for c in range(min(end, len(braille) - 1), start, -1)
              if braille[c] == BLANK and braille[c - 1] != BLANK]
    if not blanks:
        return -1
    if text and len(cell_to_char) >= len(braille):
        # A sentence that ends where the rest fits the next window ends this one, however
        # short: "Pik-Sieben." | "Spieler 4 zieht 2 oder legt eine Sieben." (the rest read
        # whole), not "Pik-Sieben. Spieler 4 zieht 2 oder" | "legt eine Sieben.".
        for cell in blanks:
            rest = len(braille) - cell - 1
            if text[cell_to_char[cell - 1]] in SENTENCE_ENDS and rest <= end - start:
                return cell
        # A sentence or a phrase may end a window a third full.
        lowest = start + (end - start) // 3
        for ends in (SENTENCE_ENDS, PHRASE_ENDS):
            for cell in blanks:
                before = text[cell_to_char[cell - 1]]
                after = text[cell_to_char[cell + 1]] if cell + 1 < len(braille) else ""
                if cell >= lowest and (before in ends or (ends is PHRASE_ENDS and after == "(")):
                    return cell
    for cell in blanks:
        if braille[cell + 1: cell + 2] != NUMBER_SIGN:
            return cell
    return blanks[0]


class BrailleDisplay:
    """Base class of braille displays (a plugin, NVDA style).

    A display must set ``name`` and ``description``, implement :meth:`unavailable_reason` (check()
    derives from it), :meth:`_write` (put exactly ``cells`` Unicode braille characters on the
    device) and, when it has keys, :meth:`_read_raw` (return one abstract key with ``cell``
    relative to the window, or None on timeout). The base class keeps the current region and the
    pan offset: :meth:`show` starts at the window containing the region's cursor (or the start);
    PAN keys move the window before they are handed to the caller; ROUTE keys come back with the
    offset added and the region's target and source character filled in.
    """

    name: ClassVar[str] = "base"
    """Short id used in settings."""
    description: ClassVar[str] = "abstract braille display"
    """One English line describing the display."""

    def __init__(self, cells: int = 40):
        self._cells = cells
        self.region = BrailleRegion("")
        """The region being shown."""
        self.offset = 0
        """Index of the region cell shown in the first display cell."""
        self._starts: list[int] = [0]
        self.last_pan_moved = False
        """Whether the last PAN key moved the window (False: it was at the edge, and the
        message history may move on to the previous or next message instead)."""
        self.more = False
        """Whether unread messages wait after the one shown: each of its windows ends with a
        blank and the full cell :data:`MORE` (see :meth:`set_more`)."""

    @classmethod
    def unavailable_reason(cls) -> str | None:
        """Why this display cannot work here, or None when it can."""
        return None

    @classmethod
    def check(cls) -> bool:
        """Whether this display can work here."""
        return cls.unavailable_reason() is None

    @property
    def cells(self) -> int:
        """Number of cells in the (first row of the) display."""
        return self._cells

    # -- showing ------------------------------------------------------------------------------

    def show(self, region: BrailleRegion | str) -> None:
        """Show ``region`` (or a plain Unicode braille string), panned to its cursor."""
        if isinstance(region, str):
            region = BrailleRegion(region)
        self.region = region
        self._starts = self._windows()
        cursor = region.cursor or 0
        self.offset = max(s for s in self._starts if s <= cursor) if cursor else 0
        self._refresh()

    def set_more(self, more: bool, refresh: bool = True) -> None:
        """Say (``more``) or stop saying that unread messages wait after the one shown: every
        window of the region ends with a blank and the full cell :data:`MORE`, outside the
        region's text, the windows being cut two cells shorter where they have to be (on the
        last window only, a player reading a long message learnt that the opponent had moved
        only at its end). With ``refresh`` the display is written again when this changes
        what it shows."""
        if more == self.more:
            return
        self.more = more
        starts = self._windows()
        self._starts = starts
        if self.offset not in starts:
            self.offset = max(s for s in starts if s <= self.offset)
        if refresh:
            self._refresh()

    def _windows(self) -> list[int]:
        width = max(1, self.cells)
        if self.more and width > 2:
            width -= 2  # the blank and the full cell that say unread messages wait
        return window_starts(self.region.braille, width, self.region.text,
                             self.region.cell_to_char)

    @property
    def windows_left(self) -> bool:
        """Whether the region shown has windows after the one on the display."""
        return any(start > self.offset for start in self._starts)

    def show_end(self) -> None:
        """Pan to the last window of the region shown (reading backwards into a message)."""
        self.offset = self._starts[-1]
        self._refresh()

    @property
    def window(self) -> str:
        """The cells now visible, padded with blanks to the display width.

        A window ends at a word boundary (a blank cell) whenever the next word would not fit,
        so panning never splits a word that fits on the display.
        """
        marked = self.more and self.cells > 2
        index = self._starts.index(self.offset) if self.offset in self._starts else -1
        end = self.offset + self.cells - (2 if marked else 0)
        if 0 <= index < len(self._starts) - 1:
            end = min(end, self._starts[index + 1])
        part = self.region.braille[self.offset : end].rstrip(BLANK)
        if marked:
            return part + BLANK * (self.cells - 1 - len(part)) + MORE
        return part + BLANK * (self.cells - len(part))

    def pan_left(self) -> bool:
        """Show the previous window; False when already at the start."""
        self.last_pan_moved = False
        earlier = [s for s in self._starts if s < self.offset]
        if not earlier:
            return False
        self.offset = earlier[-1]
        self.last_pan_moved = True
        self._refresh()
        return True

    def pan_right(self) -> bool:
        """Show the next window; False when already at the end."""
        self.last_pan_moved = False
        later = [s for s in self._starts if s > self.offset]
        if not later:
            return False
        self.offset = later[0]
        self.last_pan_moved = True
        self._refresh()
        return True

    def _refresh(self) -> None:
        self._write(self.window)

    def _write(self, cells: str) -> None:
        """Put ``cells`` (exactly :attr:`cells` characters) on the device."""
        raise NotImplementedError

    # -- keys ---------------------------------------------------------------------------------

    def read_key(self, timeout: float | None = 0.0) -> BrailleKey | None:
        """Wait up to ``timeout`` seconds (None: forever) for a key; None when none came."""
        raw = self._read_raw(timeout)
        if raw is None:
            return None
        return self._resolve(raw)

    def _read_raw(self, timeout: float | None) -> BrailleKey | None:
        return None

    def _resolve(self, key: BrailleKey) -> BrailleKey:
        if key.kind is BrailleKeyKind.PAN_LEFT:
            self.pan_left()
        elif key.kind is BrailleKeyKind.PAN_RIGHT:
            self.pan_right()
        elif key.kind is BrailleKeyKind.ROUTE and key.cell is not None:
            cell = self.offset + key.cell
            return BrailleKey(
                BrailleKeyKind.ROUTE,
                cell=cell,
                target=self.region.target_at(cell),
                char_index=self.region.char_at(cell),
                number=key.cell,
                code=key.code,
            )
        return key

    def close(self) -> None:
        """Release the device."""

    def __repr__(self) -> str:
        return f"<{type(self).__name__} name={self.name!r} cells={self.cells}>"


class UnicodeLineDisplay(BrailleDisplay):
    """Keep the visible window as a Unicode braille string (for the window and the terminal).

    Front-ends draw :attr:`line`; a click on a drawn cell can be fed back with :meth:`feed_key`
    (``BrailleKey(ROUTE, cell=i)`` relative to the window) and comes out of :meth:`read_key`.
    """

    name = "unicode"
    description = "Unicode braille line on screen"

    def __init__(self, cells: int = 40):
        super().__init__(cells)
        self.line = BLANK * cells
        """The visible cells."""
        self._keys: queue.Queue[BrailleKey] = queue.Queue()

    def _write(self, cells: str) -> None:
        self.line = cells

    def feed_key(self, key: BrailleKey) -> None:
        """Queue a key as if the display had sent it (ROUTE cells relative to the window)."""
        self._keys.put(key)

    def _read_raw(self, timeout: float | None) -> BrailleKey | None:
        try:
            if timeout is not None and timeout <= 0:
                return self._keys.get_nowait()
            return self._keys.get(timeout=timeout)
        except queue.Empty:
            return None


class RecordingDisplay(UnicodeLineDisplay):
    """Keep every written window, and every region shown, for tests."""

    name = "recorder"
    description = "records braille lines for tests"

    def __init__(self, cells: int = 40):
        super().__init__(cells)
        self.lines: list[str] = []
        """Every window written, in order (padded to the width)."""
        self.regions: list[BrailleRegion] = []
        """Every region shown, in order."""

    def show(self, region: BrailleRegion | str) -> None:
        """Record the region, then show it."""
        super().show(region)
        self.regions.append(self.region)

    def _write(self, cells: str) -> None:
        super()._write(cells)
        self.lines.append(cells)

    @property
    def texts(self) -> list[str]:
        """The source texts of the regions shown."""
        return [r.text for r in self.regions]


class NullDisplay(BrailleDisplay):
    """No braille display: shows nothing, never a key."""

    name = "null"
    description = "no braille display"

    def _write(self, cells: str) -> None:
        pass
