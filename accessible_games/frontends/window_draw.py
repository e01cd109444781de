"""Drawing the window: large, high-contrast, never colour alone, fitted to any size and zoom.

The screen is a board (or menu) area above a message panel. The panel is measured first: the
command line, "thinking", what the board cannot show (check, the reserves), the last message
wrapped in full and the braille line; when that would take more than half the window its text
is made smaller until it fits, so a message is never cut. The board fills the rest
(``window_board.py``). Pieces differ by fill *and* by a letter; text is white on black (21:1).
The drawer returns the screen rectangles of squares and menu items so that a mouse click can act
like a routing key.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from accessible_games.engine import Location
from accessible_games.frontends.app import App, Screen
from accessible_games.frontends.window_board import (
    BACKGROUND,
    BLACK,
    FOCUS,
    PANEL_TEXT,
    TEXT,
    BoardDrawer,
    BoardMarks,
    Geometry,
)
from accessible_games.frontends.window_card_layout import CardLayout, has_board
from accessible_games.frontends.window_card_table import CardTableDrawer
from accessible_games.narration.catalog import catalog
from accessible_games.output.braille.display import BLANK, MORE
from accessible_games.session.console import Console

DIM_TEXT = (200, 200, 200)
"""Menu items without focus: 12.6:1 on black."""
FOCUS_OUTER = FOCUS
BASE_TEXT = PANEL_TEXT
"""Panel text size in pixels at 100 %."""
MIN_TEXT = 12
WRAPPED_KEPT = 4096
"""How many texts broken into lines the drawer keeps before it forgets them all."""
READABLE_SHARE = 0.75
"""The panel's text shrinks to fit its share of the window, but not below this share of the
zoomed size: a message longer than that is shown a page at a time (Page Down, Page Up)."""
PANEL_SHARE = 0.5
"""The panel never takes more than this share of the window's height."""
TABLE_PANEL_SHARE = 0.34
"""At a card table the panel takes no more than this share: the seats, the words over the
table, the trick and the hand share the rest (at 200 % in 1280x720 the panel took half the
window and left the trick's cards 45 pixels wide, smaller than at 100 %). The panel keeps this
height there (:data:`TABLE_PANEL_LINES`): at 200 % in 1280x800 four tenths left the hand's
cards 77 pixels wide, under the zoomed hand's 80."""
TABLE_PANEL_LINES = 5
"""At a card table the message panel is never taller than this many lines at the zoom's type
size, within :data:`TABLE_PANEL_SHARE` (the table in words, a message of two lines, the
braille line), and it is always that tall: the table above keeps its height whatever the
panel says. A longer message is made smaller, down to :data:`READABLE_SHARE`, then shown a
page at a time under a line that says which page and which keys turn it; a shorter one
leaves the panel's foot empty. The hand's cards keep their places and their sizes as the
messages change (in 1000x860 at 150 % Mau Mau's hand went from cards 119 pixels wide to 95
and back, and moved up and down 70 pixels, as messages of one line and of five followed
each other; now they stay 119 pixels wide, in one place)."""
HAND_PANEL_LINES = 4
"""Beside Dog's board the panel is never taller than this many lines (a message of three,
the braille line; Dog's panel has no table in words), and the hand's column is measured on
it: it decides whether the hand lies beside the board or under it, and the column keeps its
place and size (at 150 % in 1000x860 a message of five lines left the column room for one
row of two cards of six, the others out of sight)."""
BOARD_PANEL_LINES = 2
"""Dog's board is as large as a panel of this many lines (a message, the braille line) lets
it be where the hand lies beside it: a longer panel makes the board smaller, a shorter one
leaves room under it, and the hand's column keeps its place."""


@dataclass
class Layout:
    """What was drawn where (for mouse clicks and tests)."""

    squares: dict[Location, Any] = field(default_factory=dict)
    """Location -> pygame.Rect of each square fully in view."""
    items: list[Any] = field(default_factory=list)
    """Menu item index -> pygame.Rect."""
    board: Geometry | None = None
    """Where the board lies (None outside a game)."""
    marks: BoardMarks | None = None
    """The last move, check and own-row marks of the board drawn."""
    panel: Any = None
    """pygame.Rect of the message panel."""
    panel_lines: list[tuple[str, Any]] = field(default_factory=list)
    """Each panel line drawn, with its rectangle."""
    panel_pages: int = 1
    """How many pages the last message takes in the panel (1: it is shown whole)."""
    cards: CardLayout | None = None
    """Where the hand and the table's cards lie (card games only)."""


class Drawer:
    """Draws the app's current screen on a pygame surface."""

    def __init__(self, pygame: Any) -> None:
        self.pg = pygame
        self._fonts: dict[tuple[int, bool], Any] = {}
        self._path = pygame.font.match_font("dejavusans")
        self._bold = pygame.font.match_font("dejavusans", bold=True) or self._path
        self._fitted: dict[tuple[str, int], int] = {}
        self._inked: dict[tuple[str, int], tuple[int, int]] = {}
        self._wrapped: dict[tuple[str, int, int, bool], list[str]] = {}
        """The lines :meth:`wrap` broke a text into: the card table lays its words out many
        times a drawing as it weighs its words' size against its cards' (at 400 % a
        drawing took 140 milliseconds, most of them breaking the same lines)."""
        self.board = BoardDrawer(pygame, self._text, self)
        self._widths: dict[tuple[str, int, bool], int] = {}
        self.cards = CardTableDrawer(pygame, self._text, self.wrap, self.text_width, self)

    def font(self, size: int, bold: bool = False) -> Any:
        """A font (DejaVu Sans when installed: it has braille cells) of ``size`` pixels."""
        key = (max(8, size), bold)
        if key not in self._fonts:
            path = self._bold if bold else self._path
            self._fonts[key] = self.pg.font.Font(path, key[0])
        return self._fonts[key]

    def text_width(self, text: str, size: int, bold: bool = False) -> int:
        """The width of ``text`` in pixels in type of ``size`` (kept, as :meth:`wrap` keeps
        its lines)."""
        key = (text, size, bold)
        if key not in self._widths:
            if len(self._widths) > WRAPPED_KEPT:
                self._widths.clear()
            self._widths[key] = self.font(size, bold).size(text)[0]
        return self._widths[key]

    def fit_letters(self, text: str, diameter: int) -> int:
        """The largest bold type in which ``text`` fits inside a circle of ``diameter``."""
        key = (text, diameter)
        if key not in self._fitted:
            low, high = 8, max(8, diameter)
            while low < high:
                size = (low + high + 1) // 2
                box = self.font(size, True).render(text, True, TEXT).get_bounding_rect()
                if box.width ** 2 + box.height ** 2 <= diameter ** 2:
                    low = size
                else:
                    high = size - 1
            self._fitted[key] = low
        return self._fitted[key]

    def ink_size(self, text: str, size: int) -> tuple[int, int]:
        """The width and height of ``text``'s ink in bold type of ``size``."""
        key = (text, size)
        if key not in self._inked:
            box = self.font(size, True).render(text, True, TEXT).get_bounding_rect()
            self._inked[key] = (box.width, box.height)
        return self._inked[key]

    def draw_letters(self, surface: Any, text: str, centre: tuple[int, int], size: int,
                     colour: tuple[int, int, int]) -> Any:
        """``text`` in bold, its ink (not its line's height) centred on ``centre``, as
        :meth:`fit_letters` measured it; returns where the ink lies."""
        image = self.font(size, True).render(text, True, colour)
        ink = image.get_bounding_rect()
        box = ink.copy()
        box.center = centre
        surface.blit(image, box, ink)
        return box

    # -- the whole screen --------------------------------------------------------------------

    def draw(self, surface: Any, app: App) -> Layout:
        """Draw everything; return where squares, menu items and the panel are."""
        surface.fill(BACKGROUND)
        scale = app.settings.scale / 100
        layout = Layout()
        width, height = surface.get_size()
        size, lines, layout.panel_pages = self._panel_content(app, width, height, scale)
        panel_height = self._panel_height(lines, size, scale)
        session = app.session
        zoomed = max(MIN_TEXT, int(BASE_TEXT * scale))  # the cards' type, however long the panel
        steady = 0
        if app.screen is Screen.GAME and session is not None and session.is_card_game:
            # The table's room is the same whatever the panel shows (a longer message is
            # made smaller or paged): the hand keeps its place and its size.
            steady = self._steady_panel(height, scale, _most_lines(session))
            panel_height = steady if not has_board(session) else min(panel_height, steady)
        area = self.pg.Rect(0, 0, width, max(1, height - panel_height))
        if app.screen is Screen.GAME and session is not None:
            least = self._unzoomed_hand(session, width, height, scale)
            if session.is_card_game and not has_board(session):
                layout.cards = self.cards.draw_table(surface, session, area, scale, zoomed,
                                                     area.height, size, least)
            else:
                board_area, strip = area, None
                if session.is_card_game:  # Dog: the track and the hand beside or under it
                    board_area, strip, beside = self._dog_areas(area, height, scale, steady)
                    cards = self._unzoomed_last(session, width, height, scale)
                    board_area, hand, last = self.cards.last_place(
                        session, board_area, strip, scale, beside, zoomed, least, cards)
                geo, marks = self.board.draw(surface, session, board_area, scale,
                                             layout.squares)
                layout.board, layout.marks = geo, marks
                if strip is not None:
                    layout.cards = CardLayout()
                    self.cards.heading_least = zoomed  # the hand's ranks no smaller
                    self.cards.draw_hand(surface, session, hand, scale, layout.cards, least)
                    self.cards.draw_last(surface, session, last, scale, layout.cards, zoomed,
                                         cards)
        elif app.active_menu is not None:
            self._menu(surface, app, scale, layout, area)
        elif app.screen is Screen.ONLINE and app.online is not None:
            self._online(surface, app, scale, area)
        self._panel(surface, app, lines, size, scale, area.bottom, layout)
        return layout

    def _unzoomed_hand(self, session: Console, width: int, height: int, scale: float) -> int:
        """Zoomed in, the width of the hand's cards at 100 % in this window, at a card table
        or beside Dog's board (0 at 100 % and less, and outside the card games): zoom never
        makes them narrower (the seats, the words over the table and the panel grow with it
        and left the hand less height: at 300 % in 1000x860 Whist's cards were 75 pixels
        wide, 107 at 100 %; in 1280x800 Dog's 174 at 100 %, 160 at 200 %)."""
        if scale <= 1 or not session.is_card_game:
            return 0
        steady = self._steady_panel(height, 1.0, _most_lines(session))
        area = self.pg.Rect(0, 0, width, max(1, height - steady))
        least = max(MIN_TEXT, BASE_TEXT)
        if not has_board(session):
            return self.cards.hand_width(session, area, 1.0, least, area.height)
        board, strip, beside = self._dog_areas(area, height, 1.0, steady)
        return self.cards.strip_hand_width(session, board, strip, 1.0, beside, least)

    def _unzoomed_last(self, session: Console, width: int, height: int,
                       scale: float) -> dict[str, tuple[int, int]]:
        """Zoomed in, the width and height of Dog's card played last at 100 % in this window
        under each label of its box (none at 100 % and less, and at the card tables): zoom
        never makes it smaller (at 300 % in 860x860 it was 66 pixels wide and 95 high, 105
        and 136 at 100 %)."""
        if scale <= 1 or not session.is_card_game or not has_board(session):
            return {}
        steady = self._steady_panel(height, 1.0, _most_lines(session))
        area = self.pg.Rect(0, 0, width, max(1, height - steady))
        least = max(MIN_TEXT, BASE_TEXT)
        board, strip, beside = self._dog_areas(area, height, 1.0, steady)
        box = self.cards.last_place(session, board, strip, 1.0, beside, least)[2]
        return self.cards.last_card_sizes(session, box, 1.0, least)

    def _dog_areas(self, area: Any, height: int, scale: float,
                   steady: int) -> tuple[Any, Any, bool]:
        """Dog's board, the hand's strip (with the box of the card played last) beside it or
        over it in ``area``, and whether it lies beside it: the strip measured on the panels
        that usually stand there, the tallest ``steady`` pixels high, so that it keeps its
        place (:meth:`CardTableDrawer.split`)."""
        board, strip = CardTableDrawer.split(
            area, self.pg, scale, (self._steady_room(height, scale, BOARD_PANEL_LINES),
                                   height - steady))
        return board, strip, strip.left > board.left

    def _steady_room(self, height: int, scale: float, count: int) -> int:
        """The height Dog's board has over a message panel of ``count`` lines at the zoom's
        type size, in a window ``height`` pixels high."""
        return height - self._steady_panel(height, scale, count)

    def _steady_panel(self, height: int, scale: float, count: int) -> int:
        """The height of a message panel of ``count`` lines at the zoom's type size, within
        :data:`TABLE_PANEL_SHARE` of a window ``height`` pixels high: at a card table the
        panel is never taller (a longer message is made smaller or paged), so that the
        hand keeps its place."""
        lines = [("", "")] * count
        panel = self._panel_height(lines, max(MIN_TEXT, int(BASE_TEXT * scale)), scale)
        return min(int(height * TABLE_PANEL_SHARE), panel)

    def _text(self, surface: Any, text: str, pos: tuple[int, int], size: int,
              colour: tuple[int, int, int] = TEXT, bold: bool = False,
              center: bool = False) -> Any:
        image = self.font(size, bold).render(text, True, colour)
        rect = image.get_rect()
        if center:
            rect.center = pos
        else:
            rect.topleft = pos
        surface.blit(image, rect)
        return rect

    def wrap(self, text: str, width: int, size: int, bold: bool = False) -> list[str]:
        """``text`` broken into lines no wider than ``width`` (a word longer than a line is
        broken inside)."""
        key = (text, width, size, bold)
        if key not in self._wrapped:
            if len(self._wrapped) > WRAPPED_KEPT:
                self._wrapped.clear()
            self._wrapped[key] = self._broken(text, width, size, bold)
        return list(self._wrapped[key])

    def _broken(self, text: str, width: int, size: int, bold: bool) -> list[str]:
        """``text`` broken into lines no wider than ``width`` (:meth:`wrap`)."""
        font = self.font(size, bold)
        lines: list[str] = []
        for paragraph in text.split("\n"):
            line = ""
            for word in paragraph.split():
                trial = f"{line} {word}".strip()
                if font.size(trial)[0] <= width or not line:
                    line = trial
                else:
                    lines.append(line)
                    line = word
                while font.size(line)[0] > width and len(line) > 1:
                    cut = len(line) - 1
                    while cut > 1 and font.size(line[:cut])[0] > width:
                        cut -= 1
                    lines.append(line[:cut])
                    line = line[cut:]
            if line:
                lines.append(line)
        return lines

    def wrap_cells(self, cells: str, width: int, size: int) -> list[str]:
        """A line of braille cells broken into lines no wider than ``width`` at its blank
        cells (the words of braille), the full cell :data:`MORE` kept with the word before
        it: at 150 % in 1000x860 the mark that more messages wait stood alone on a line of
        its own, the line broken inside at whatever cell reached the edge."""
        words = cells.split(BLANK)
        if len(words) > 1 and words[-1] == MORE:
            words[-2:] = [words[-2] + BLANK + MORE]
        font = self.font(size)
        lines: list[str] = []
        line: str | None = None
        for word in words:
            trial = word if line is None else line + BLANK + word
            if line is None or font.size(trial)[0] <= width:
                line = trial
            else:
                lines.append(line)
                line = word
        if line:
            lines.append(line)
        # A word of braille wider than the line is broken inside, as a word of print is.
        return [part for line in lines if line.strip(BLANK)
                for part in self.wrap(line.strip(BLANK), width, size)]

    # -- the message panel --------------------------------------------------------------------

    def _panel_texts(self, app: App) -> list[tuple[str, str]]:
        """(kind, text) of everything the panel shows, in order."""
        texts: list[tuple[str, str]] = []
        words = catalog(app.lang)
        if app.line is not None:
            texts.append(("line", words.text("window.line.shown", text=app.line) + "_"))
        if app.screen is Screen.ONLINE and app.online is not None:
            texts.append(("line", app.online.shown() + "_"))
        if app.thinking:
            texts.append(("thinking", words.text("window.thinking")))
        session = app.session
        if app.screen is Screen.GAME and session is not None:
            for note in _board_notes(session):
                texts.append(("note", note))
        last = app.outputs.announcer.last
        if last is not None:
            texts.append(("message", last.message.text))
        window = (getattr(app.outputs.announcer.braille, "line", None) or "").rstrip(BLANK + " ")
        if window.endswith(MORE):  # the mark that messages wait, drawn after one blank
            window = window[:-1].rstrip(BLANK + " ") + BLANK + MORE
        if window:
            texts.append(("braille", window))
        return texts

    def _panel_content(self, app: App, width: int, height: int,
                       scale: float) -> tuple[int, list[tuple[str, str]], int]:
        """The text size that lets every panel line fit in its share of the window, the
        wrapped lines, and how many pages the message takes. The text shrinks no further
        than :data:`READABLE_SHARE` of its zoomed size when a page of the message fits beside
        the panel's other lines there; the message is then shown a page at a time, the page
        the player turned to (:meth:`App.panel_page_now`), with a line that says which page
        it is. Where even the other lines do not fit (very large zoom), and outside a game
        (the menus have no page keys), the text shrinks on as before."""
        texts = self._panel_texts(app)
        size = max(MIN_TEXT, int(BASE_TEXT * scale))
        pageable = app.screen is Screen.GAME and app.active_menu is None  # the keys work there
        floor = max(MIN_TEXT, int(BASE_TEXT * scale * READABLE_SHARE)) if pageable else MIN_TEXT
        margin = int(30 * _edge(scale))
        session = app.session
        at_table = pageable and session is not None and session.is_card_game
        room: float = height * PANEL_SHARE
        if at_table and session is not None:
            room = self._steady_panel(height, scale, _most_lines(session))
        while True:
            wide = max(40, width - 2 * margin)
            lines = [(kind, line) for kind, text in texts
                     for line in (self.wrap_cells(text, wide, size) if kind == "braille"
                                  else self.wrap(text, wide, size, kind in ("line", "thinking")))]
            if self._panel_height(lines, size, scale) <= room:
                return size, lines, 1
            fixed = [line for line in lines if line[0] != "message"]
            step = self.font(size).get_linesize()
            if (pageable and size <= floor
                    and self._panel_height(fixed, size, scale) + 2 * step <= room):
                break  # a page of the message fits beside the rest at a readable size
            if size <= MIN_TEXT:
                return size, lines, 1
            size -= 2
        message = [n for n, (kind, _) in enumerate(lines) if kind == "message"]
        fits = (int(room) - self._panel_height([], size, scale)) // self.font(size).get_linesize()

        def note(page: int, pages: int) -> list[tuple[str, str]]:
            text = catalog(app.lang).text("window.panel.page", page=page, pages=pages)
            return [("note", line) for line in self.wrap(text, wide, size)]

        room_for_note = len(note(99, 99))  # as many rows as any page number takes
        per_page = max(1, fits - (len(lines) - len(message)) - room_for_note)
        pages = max(1, -(-len(message) // per_page))
        if pages == 1:
            return size, lines, 1
        page = min(app.panel_page_now(), pages - 1)
        shown = set(message[page * per_page:(page + 1) * per_page])
        paged: list[tuple[str, str]] = []
        for n, line in enumerate(lines):
            if line[0] != "message" or n in shown:
                paged.append(line)
            if message and n == message[-1]:
                paged += note(page + 1, pages)
        return size, paged, pages

    def _panel_height(self, lines: list[tuple[str, str]], size: int, scale: float) -> int:
        step = self.font(size).get_linesize()
        return len(lines) * step + int(20 * _edge(scale)) + 8

    def _panel(self, surface: Any, app: App, lines: list[tuple[str, str]], size: int,
               scale: float, top: int, layout: Layout) -> None:
        x = int(30 * _edge(scale))
        y = top + int(10 * _edge(scale))
        layout.panel = self.pg.Rect(0, top, surface.get_width(), surface.get_height() - top)
        self.pg.draw.line(surface, TEXT, (0, top + 2), (surface.get_width(), top + 2), 2)
        step = self.font(size).get_linesize()
        for kind, line in lines:
            if kind == "line":
                rect = self._text(surface, line, (x, y), size, BLACK, True)
                self.pg.draw.rect(surface, FOCUS, rect.inflate(8, 2))
                self._text(surface, line, (x, y), size, BLACK, True)
            elif kind == "thinking":
                rect = self._text(surface, line, (x, y), size, FOCUS, True)
            else:
                rect = self._text(surface, line, (x, y), size, TEXT)
            layout.panel_lines.append((line, rect))
            y += step

    # -- menus --------------------------------------------------------------------------------

    def _menu(self, surface: Any, app: App, scale: float, layout: Layout, area: Any) -> None:
        menu = app.active_menu
        assert menu is not None
        size = int(28 * scale)
        x, y = int(30 * scale), int(20 * scale)
        title = catalog(app.lang).text(f"window.menu.heading.{menu.name}")
        self._text(surface, title, (x, y), int(36 * scale), FOCUS_OUTER, bold=True)
        y += int(56 * scale)
        line = int(size * 1.5)
        gap = int(4 * scale)
        indent = int(12 * scale)
        # An item too long for one row is wrapped onto more (a long value is never cut off).
        marker = self.font(size, True).size("▶ ")[0]  # the focus mark, then every item's text
        width = surface.get_width() - 2 * x - 2 * indent - marker
        rows = [self.wrap(menu.item_text(item), width, size, bold=index == menu.focus)
                for index, item in enumerate(menu.items)]
        heights = [len(wrapped) * line + gap for wrapped in rows]
        # Scroll so that the focused item is in view.
        room = area.bottom - y
        first = 0
        while first < menu.focus and sum(heights[first:menu.focus + 1]) > room:
            first += 1
        tops = [y - sum(heights[index:first]) if index < first
                else y + sum(heights[first:index]) for index in range(len(menu.items))]
        surface.set_clip(self.pg.Rect(0, y, area.width, area.bottom - y))
        for index, wrapped in enumerate(rows):
            rect = self.pg.Rect(x, tops[index], surface.get_width() - 2 * x,
                                heights[index] - gap)
            layout.items.append(rect)
            focused = index == menu.focus
            if focused:
                frame = max(3, int(6 * scale))
                self.pg.draw.rect(surface, FOCUS_OUTER, rect, frame)
                self.pg.draw.rect(surface, BLACK, rect.inflate(-2 * frame, -2 * frame),
                                  max(2, frame // 2))
            top = rect.top + (line - size) // 2
            if focused:
                self._text(surface, "▶", (x + indent, top), size, TEXT, bold=True)
            for number, text in enumerate(wrapped):
                self._text(surface, text, (x + indent + marker, top + number * line), size,
                           TEXT if focused else DIM_TEXT, bold=focused)
        surface.set_clip(None)


    def _online(self, surface: Any, app: App, scale: float, area: Any) -> None:
        """The Online screen: its heading, then the newest lines said that fit."""
        online = app.online
        assert online is not None
        size = int(28 * scale)
        x, y = int(30 * scale), int(20 * scale)
        title = catalog(app.lang).text("window.online.heading")
        self._text(surface, title, (x, y), int(36 * scale), FOCUS_OUTER, bold=True)
        y += int(56 * scale)
        step = self.font(size).get_linesize()
        rows = max(1, (area.bottom - y) // step)
        wrapped = [line for message in online.heard[-rows:]
                   for line in self.wrap(message.text or message.short,
                                         max(40, area.width - 2 * x), size)]
        for line in wrapped[-rows:]:
            self._text(surface, line, (x, y), size, TEXT)
            y += step


def _most_lines(session: Console) -> int:
    """The most lines of the message panel at a card game: its table's, or beside Dog's
    board."""
    return HAND_PANEL_LINES if has_board(session) else TABLE_PANEL_LINES


def _board_notes(session: Console) -> list[str]:
    """What the board cannot show: check, the pieces in reserve (Mad Mate), and at a card
    table the cards lying there and the counts, in words."""
    notes: list[str] = []
    state = session.state
    in_check = getattr(state, "in_check", None)
    if callable(in_check) and not state.is_terminal() and in_check():
        notes.append(catalog(session.lang).text(
            "window.check", player=session.describer.player(state.to_move)))
    notes.extend(session.describer.diagram_notes(state))
    # The cards on the table in words; trumps, a wish and who is winning the trick are the
    # bold heading over the cards, so the note leaves them out (table_body).
    table_body = getattr(session.describer, "table_body", None)
    if session.is_card_game and table_body is not None:
        notes.append(str(table_body(state)))
    return notes


def _edge(scale: float) -> float:
    """The zoom the message panel's margins grow with: up to 150 %, no further (at 400 % in
    1000x860 they took 120 pixels a side, the lines were narrower, more of them, and the
    words smaller than at 200 %)."""
    return min(scale, 1.5)
