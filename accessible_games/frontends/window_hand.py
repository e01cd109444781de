"""The player's own hand at the foot of the card table in the window: its cards as large as
fit, in one row or, where that makes them larger, in more (read as lines of text are); the
cursor's frame and the mark of a card that may be played; and, where the hand is wider than its
room, the marks at its ends that count the cards beyond them.

The cursor's card has a thick yellow frame, an eighth of the card and the boldest mark at the
table, kept within half the gap to the next card; when the player is to move, a card they may
play carries a cyan triangle above it and one they may not is not marked at all (nothing is
told by colour alone). Zoomed in beyond the window, the hand shows only whole cards round the
cursor's; an arrow and a count ('+4') at each end where more cards wait, with the cyan mark by
it where one of them may be played.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from accessible_games.frontends.window_board import BLACK, FOCUS, SELECTED, TEXT
from accessible_games.frontends.window_card_face import CARD_RATIO, RANK_SHARE, CardFaceDrawer
from accessible_games.frontends.window_card_layout import TABLE_TEXT, CardLayout, card_gap
from accessible_games.narration.catalog import catalog
from accessible_games.session.console import Console

HAND_CARD_ROOM = 0.25
"""Room over a card of the hand for the playable mark, as a share of the card's width."""
MORE_EDGE = 4
"""The least room between a more-mark (the arrow, the count, the cyan mark) and the edges of
its strip beside a hand row wider than the window, where an arrow and the count of the cards
beyond it say that more cards follow; the strip is never narrower than the widest count of
the hand in the table's unzoomed type (:data:`TABLE_TEXT`) and this room at both sides (at
300 % in 860x860 Dog's strip was 32 pixels, its '+4' in 20-pixel type 2 pixels from the
window's edge)."""
ALL_IN_VIEW = 1.15
"""Zoomed, the hand lies in one row of cards narrower than asked for where this much
narrower lets the whole row be in view (Doppelkopf at 150 % in 1280x800: twelve cards 90
pixels wide all in view, rather than 100 wide and nine in view at a time)."""
ROWS_GAIN = 1.1
"""The hand lies in more than one row only where that makes its cards at least this much
wider than in one (in 1280x720 two rows of cards 90 pixels wide against one of 86 only broke
the hand apart; at a fifth, Doppelkopf's hand of nine went from two rows 119 pixels wide to
one of 100 as a card left it)."""
STACK_SHRINK = 0.75
"""Where a hand wider than its area shows more of its cards in rows one under the other
(a tall narrow column beside Dog's board), its cards may be this share of the width asked
for (at 200 % 120 pixels and more, their ranks still larger than the panel's words)."""
HAND_LEAST = 60
"""The least width of the hand's cards at 100 %, so that a hand of 13 fits the usual window."""
SHORT_HAND_LEAST = 48
"""Zoomed in a window too low for the table's cards beside a hand of cards
:data:`HAND_LEAST` wide, the hand's cards are narrower, down to this width, where that leaves
the table's cards :data:`~window_card_table.TRICK_SHARE` of their height (at 200 % in
640x480 Whist's trick was 47 pixels high beside a hand 87 high, and drawn flat)."""
ZOOMED_HAND_LEAST = 80
"""The least width of the hand's cards zoomed (:func:`hand_floor`): a dealt hand lies whole in
view at this width rather than scroll at a larger one (at 200 % in 1280x800, 104 pixels hid
five of Whist's 13 cards and shrank the trick, for ranks hardly larger)."""


@dataclass
class _Grid:
    """How the hand's cards lie: their width, how many a row, how many rows are in view, the
    room they are drawn in, and whether marks over and under the rows (rather than at the
    sides of one row) count the cards out of view."""

    width: int
    columns: int
    lines: int
    shown: Any
    stacked: bool = False


def hand_floor(scale: float) -> int:
    """The least width of the hand's cards at zoom ``scale``, where the window has room for
    them: :data:`HAND_LEAST`, zoomed :data:`ZOOMED_HAND_LEAST`."""
    return HAND_LEAST if scale <= 1 else ZOOMED_HAND_LEAST


def hand_card_width(count: int, width: int, height: int, scale: float, least: int = 0) -> int:
    """The width of each of ``count`` cards in a hand's rows of ``width`` by ``height``."""
    return hand_grid(count, width, height, scale, least)[0]


def hand_grid(count: int, width: int, height: int, scale: float,
              least: int = 0) -> tuple[int, int]:
    """The width of each of ``count`` cards in a hand of ``width`` by ``height``, and in how
    many rows they lie: as large as fit. In one row unzoomed at least 60 pixels, so that a
    hand of 13 fits the usual window; zoomed at least the size asked for, and the row
    scrolls. In more rows (reading on from the end of one row to the start of the next)
    where the cards are :data:`ROWS_GAIN` larger so, or where one row would scroll and
    more hold cards as large all in view: at 100 % in 1000x860 Whist's 13 cards were
    65 pixels wide in one row under a trick of cards 200 pixels wide; a column beside a
    board (Dog's) holds its cards two or one a row. Never narrower than ``least`` (the
    cards' width at 100 %, where the zoom is larger) where ``height`` holds such cards: the
    row scrolls instead."""
    margin = card_gap(scale)
    count = max(1, count)
    least = min(least, 220)
    fit = (width - (count + 1) * margin) // count
    floor = max(int(ZOOMED_HAND_LEAST * scale) if scale > 1 else HAND_LEAST, least)
    one = max(16, min(_row_card(height, 1, margin), max(fit, floor), 220))
    scrolls = one > fit  # the one row is wider than the window
    if scrolls and fit * ALL_IN_VIEW >= one and fit >= least:  # all in view at nearly the
        one, scrolls = fit, False  # size asked for
    best = (one, 1)
    for rows in range(2, count + 1):
        per_row = -(-count // rows)
        across = (width - (per_row + 1) * margin) // per_row
        card = min(across, _row_card(height, rows, margin), 220)
        if card < least:
            continue
        # All in view at nearly the size asked for beats scrolling (a hand beside Dog's board
        # at 150 % in 1000x860: three rows of cards 116 pixels wide, or one of 120 that ran
        # out of the window).
        if best[1] == 1 and scrolls:
            better = card * ROWS_GAIN >= one
        else:
            better = card > best[0] * (ROWS_GAIN if best[1] == 1 else 1)
        if better:
            best = (card, rows)
    return best


def _row_card(height: int, rows: int, margin: int) -> int:
    """The width of the largest cards ``rows`` rows of which, each with room for the
    playable mark over it, fit ``height``."""
    return int((height - (rows + 1) * margin) / rows / (CARD_RATIO + HAND_CARD_ROOM))


def _lines_fit(height: int, card: int, margin: int) -> int:
    """How many rows of cards ``card`` pixels wide, each with its playable mark over it and
    as far apart as :meth:`HandDrawer.draw_hand` lays them, fit ``height``."""
    tall = int(card * CARD_RATIO) + max(8, card // 5)
    return max(0, (height + margin + 3) // (tall + margin + 3))


def hand_need(card: int, rows: int, margin: int) -> int:
    """The height ``rows`` rows of cards ``card`` pixels wide take, with their marks."""
    return rows * int(card * (CARD_RATIO + HAND_CARD_ROOM)) + (rows + 1) * margin


def _focus_width(rect: Any) -> int:
    """The thickness of the cursor's yellow frame round a card of ``rect``."""
    return max(8, rect.width // 8)


def _focus_out(gap: int) -> int:
    """How far the cursor's frame reaches out of its card, with ``gap`` between cards."""
    return max(2, gap // 2 - 2)


def _focus_reach(rect: Any, gap: int) -> int:
    """How far into a card of ``rect`` the cursor's frame and its inner black line reach:
    a hand card's rank and sign stand clear of it."""
    return _focus_width(rect) - _focus_out(gap) + 2


class HandDrawer(CardFaceDrawer):
    """Draws the player's own hand into an area, with its marks."""

    def __init__(self, pg: Any, text: Any, wrap: Any, measure: Any, letters: Any = None) -> None:
        super().__init__(pg, text, wrap, measure, letters)
        self.heading_least = 0
        """The message panel's type size at this drawing: the heading, and the ranks and signs
        of the cards (the hand's too) where they hold them, are never smaller."""
        self.hand_first = 0
        """The first card of the hand shown whole where the row is wider than the window."""

    def draw_hand(self, surface: Any, session: Console, area: Any, scale: float,
                  layout: CardLayout, least: int = 0) -> None:
        """The own hand in one row of cards as large as fit, or in more; its cards never
        narrower than ``least`` (where the area's width allows): a row wider than the area
        scrolls round the cursor's card."""
        cards = session.hand()
        if not cards:
            words = catalog(session.lang)
            key = "hand.spectator" if session.viewer is None else "hand.empty"
            said = session.describer.cat.text(key) if session.describer.cat.has(
                key) else words.text("window.cards.none")
            hand_over = getattr(session, "hand_over_text", None)  # a hot seat's hand-over
            if callable(hand_over) and hand_over() is not None:
                said = hand_over()
            size = max(14, int(28 * scale))
            lines = self.wrap(said, area.width - 4 * card_gap(scale), size)
            for number, line in enumerate(lines):
                self.text(surface, line, (area.centerx, area.centery + int(
                    (number - (len(lines) - 1) / 2) * size * 1.4)), size, TEXT, False, True)
            return
        index = session.hand_index()
        playable = set(session.playable())
        margin = card_gap(scale)
        grid, scrolls = self._hand_layout(len(cards), area, scale, least)
        view = range(len(cards))
        if scrolls:  # zoomed beyond the window: whole cards round the cursor's
            step = grid.columns if grid.stacked else 1
            view = self._hand_view(index, len(cards), grid.columns * grid.lines, step)
        width, shown = grid.width, grid.shown
        in_view = min(len(view), grid.columns)
        x = shown.left + (shown.width - in_view * width - (in_view - 1) * margin) // 2
        height = int(width * CARD_RATIO)
        mark = max(8, width // 5)
        # The rows one under the other, read as lines of text are (each row from the left),
        # each card's mark clear of the row above.
        pitch = height + mark + 3 + margin
        block = grid.lines * (height + mark) + (grid.lines - 1) * (margin + 3)
        y = shown.top + max(0, (shown.height - block) // 2) + mark
        self.pg.draw.rect(surface, (0, 0, 0), area)
        layout.hand_view = shown
        waiting = self._waiting(cards, view, playable)
        if grid.stacked:
            self._stacked_marks(surface, area, shown, waiting, width, mark, layout)
        else:
            self._more_marks(surface, area, shown, y + height // 2, waiting,
                             self._more_text(width), mark, layout)
        surface.set_clip(shown)
        for offset, card in enumerate(cards):
            # Laid out from the first card in view; where one row scrolls, in that row.
            row, column = (divmod(offset - view.start, grid.columns) if grid.lines > 1
                           else (0, offset - view.start))
            rect = self.pg.Rect(x + column * (width + margin), y + row * pitch, width, height)
            layout.hand.append((card, rect))
            if offset not in view:  # beyond a mark: not drawn, not even in part
                continue
            self.card(surface, session, card, rect, self.heading_least,
                      _focus_reach(rect, margin))
            if card in playable:
                self._playable_mark(surface, rect, mark)
                layout.marked.append(card)
            if index is not None and offset == index:
                self._focus(surface, rect, margin)
                layout.cursor = rect
        surface.set_clip(None)

    def _hand_layout(self, count: int, area: Any, scale: float, least: int) -> tuple[_Grid, bool]:
        """How :meth:`draw_hand` lays a hand of ``count`` cards in ``area``, and whether it
        scrolls (a row wider than the area: whole cards round the cursor's, in one row or in
        rows one under the other)."""
        margin = card_gap(scale)
        width, rows = hand_grid(count, area.width, area.height, scale, least)
        grid = _Grid(width, -(-count // rows), rows, area)
        if grid.columns * width + (grid.columns - 1) * margin > area.width - 2 * margin:
            return self._scroll_grid(area, width, margin, count, least), True
        return grid, False

    def _in_view(self, count: int, area: Any, scale: float, least: int) -> int:
        """How many of a hand of ``count`` cards :meth:`draw_hand` shows in ``area``."""
        grid = self._hand_layout(count, area, scale, least)[0]
        return grid.columns * grid.lines

    @staticmethod
    def _waiting(cards: list[int], view: range,
                 playable: set[int]) -> dict[str, tuple[int, bool]]:
        """How many cards of the hand wait before and after those in ``view``, and whether
        one of them may be played."""
        before, after = cards[:view.start], cards[view.stop:]
        return {"before": (len(before), bool(playable.intersection(before))),
                "after": (len(after), bool(playable.intersection(after)))}

    def _scroll_grid(self, area: Any, width: int, margin: int, count: int,
                     floor: int = 0) -> _Grid:
        """Where a hand of ``count`` cards ``width`` pixels wide is wider than ``area``: one
        row of whole cards round the cursor's between the more-marks at its sides; or, where
        that shows more of the hand, rows of cards under a mark over them and over a mark
        under them, the cards down to :data:`STACK_SHRINK` of ``width`` (never with ranks
        smaller than the panel's words, nor than ``floor``). Beside Dog's board at 200 % in
        1000x860 the
        column showed one card 160 pixels wide with a count smaller than the panel's words at
        its side; now two 127 wide, one under the other, the counts at the panel's size."""
        side = self._more_width(area.width, width, margin, count)
        across = min(width, area.width - 2 * side - 2 * margin)  # the cursor's card whole
        shown = self.pg.Rect(area.left + side, area.top, area.width - 2 * side, area.height)
        best = _Grid(across, max(1, (shown.width - margin) // (across + margin)), 1, shown)
        least = max(int(width * STACK_SHRINK), int(self.heading_least / RANK_SHARE) + 1, floor)
        for card in range(min(width, area.width - 2 * margin), least - 1, -1):
            strip = self._stack_strip(card, margin)
            room = self.pg.Rect(area.left, area.top + strip, area.width,
                                area.height - 2 * strip)
            lines = _lines_fit(room.height, card, margin)
            columns = max(1, (area.width - margin) // (card + margin))
            if lines > 1 and min(count, columns * lines) > min(count,
                                                               best.columns * best.lines):
                best = _Grid(card, columns, lines, room, True)
        return best

    def _stack_strip(self, width: int, margin: int) -> int:
        """The height of the strip over and under rows of cards ``width`` pixels wide that
        holds a more-mark: a line of the count's type."""
        return int(self._more_text(width) * 1.3) + margin // 2

    def _more_text(self, width: int) -> int:
        """The type size of the count under a more-mark beside cards ``width`` pixels wide:
        the rank's size on such a card, never smaller than the panel's words."""
        return max(self.heading_least, 12, int(width * RANK_SHARE * 0.8))

    def _more_width(self, room: int, width: int, margin: int, count: int) -> int:
        """The width of the strip at each side of a hand row wider than ``room`` that holds
        its more-mark: the widest count of a hand of ``count`` cards ('+12' for 13) in the
        type :meth:`_more_text` sets for cards ``width`` pixels wide, narrower where one card
        ``width`` pixels wide would not fit between the strips (Dog's column at 200 %: the
        card keeps its size, the count's type is smaller), and never wider than such a card:
        a strip wider than a card keeps a card out of view (at 400 % in 640x480 Whist's
        strips were 207 pixels wide each beside cards 60 wide, two of them in view between);
        never under that count in the table's unzoomed type (:data:`MORE_EDGE`)."""
        widest = f"+{max(1, count - 1)}"
        least = self.measure(widest, TABLE_TEXT, True) + 2 * MORE_EDGE
        wanted = self.measure(widest, self._more_text(width), True) + margin
        return max(least, min(wanted, (room - 2 * margin - width) // 2, width))

    def _hand_view(self, index: int | None, count: int, fits: int, step: int = 1) -> range:
        """The cards of a hand of ``count`` shown whole where ``fits`` are in view, in rows
        of ``step``: the cursor's card always among them, and the view moved only as far as
        the cursor leaves it, by a card in one row, by a row in more (the cards do not jump
        on each step, as they did while the row kept the cursor's card in the middle)."""
        lines = max(1, min(fits, count) // step)
        total = -(-count // step)
        first = max(0, min(self.hand_first // step, total - lines))
        if index is not None:
            first = min(first, index // step)
            first = max(first, index // step - lines + 1)
        self.hand_first = first * step
        return range(first * step, min(count, (first + lines) * step))

    def _more_marks(self, surface: Any, area: Any, shown: Any, middle: int,
                    waiting: dict[str, tuple[int, bool]], size: int, mark: int,
                    layout: CardLayout) -> None:
        """At each side of the hand's row beyond which cards wait, a white arrow pointing
        that way with the number of those cards under it ('+4'): the row does not end
        there; over the arrow, where one of those cards may be played, the cyan mark a
        playable card carries. A card is never drawn in part. The three stand round the
        row's ``middle``, :data:`MORE_EDGE` pixels and more inside their strip (the
        window's edge at its side, the message panel's line under it), the count in type
        of ``size`` or smaller where they would not fit, the arrow as tall as the count's
        ink and a half (at 400 % in 640x480 Whist's '+11' in type of 96 pixels ran over the
        message panel under an arrow shrunk to 12 pixels)."""
        strips = {"before": (area.left, shown.left, "left"),
                  "after": (shown.right, area.right, "right")}
        for side, (hidden, may) in waiting.items():
            if hidden <= 0:
                continue
            left, right, points = strips[side]
            room = self.pg.Rect(left + MORE_EDGE, area.top + MORE_EDGE,
                                right - left - 2 * MORE_EDGE, area.height - 2 * MORE_EDGE)
            count = f"+{hidden}"
            kind, half, cyan, gap = self._more_sizes(count, size, room, mark, may)
            tall = (cyan + 6 if may else 0) + 2 * half + gap + self.letters.ink_size(
                count, kind)[1]
            top = max(room.top, min(middle - tall // 2, room.bottom - tall))
            across = top + (cyan + 6 if may else 0) + half
            tip = room.left if points == "left" else room.right
            arrow = self._arrow(surface, points, tip, across, half)
            ink = self.letters.ink_size(count, kind)
            label = self.letters.draw_letters(surface, count, (
                room.centerx, arrow.bottom + gap + ink[1] // 2), kind, TEXT)
            layout.more[side] = (hidden, label.union(arrow))
            if may:
                self._waiting_playable(surface, side, self.pg.Rect(
                    arrow.left, arrow.top - 3, arrow.width, 0), cyan, layout)

    def _more_sizes(self, count: str, size: int, room: Any, mark: int,
                    may: bool) -> tuple[int, int, int, int]:
        """The type of ``count`` beside the hand's row, the half height of its arrow, the
        size of the cyan mark over the arrow (where ``may``) and the room between arrow
        and count: as large as fit ``room`` one over the other, from ``size`` down."""
        kind = size
        while True:
            wide, high = self.letters.ink_size(count, kind)
            half = max(4, min(room.width // 2, high * 3 // 4))
            cyan = min(mark, half)
            gap = max(3, kind // 6)
            tall = (cyan + 6 if may else 0) + 2 * half + gap + high
            if kind <= 8 or (wide <= room.width and tall <= room.height):
                return kind, half, cyan, gap
            kind -= 1

    def _stacked_marks(self, surface: Any, area: Any, shown: Any,
                       waiting: dict[str, tuple[int, bool]], width: int, mark: int,
                       layout: CardLayout) -> None:
        """Over rows of cards before which cards wait, an arrow pointing up and their count
        ('+2'); under rows after which cards wait, an arrow pointing down and theirs; beside
        the count, where one of those cards may be played, the cyan mark a playable card
        carries."""
        size = self._more_text(width)
        strips = {"before": (area.top, shown.top, "up"), "after": (shown.bottom, area.bottom,
                                                                   "down")}
        for side, (hidden, may) in waiting.items():
            if hidden <= 0:
                continue
            top, bottom, points = strips[side]
            strip = self.pg.Rect(area.left, top, area.width, bottom - top)
            half = max(6, min(size // 2, strip.height // 2 - 2))
            cyan = min(mark, half) if may else 0
            count = f"+{hidden}"
            # The arrow, the count and the cyan mark side by side in the middle of the strip.
            wide = 2 * half + size // 2 + self.measure(count, size, True) + (
                size // 2 + 2 * cyan if may else 0)
            left = max(strip.left, strip.centerx - wide // 2)
            tip = strip.centery - half if points == "up" else strip.centery + half
            arrow = self._arrow(surface, points, tip, left + half, half)
            label = self.text(surface, count, (arrow.right + size // 2 + self.measure(
                count, size, True) // 2, strip.centery), size, TEXT, True, True)
            layout.more[side] = (hidden, label.union(arrow))
            if may:
                self._waiting_playable(surface, side, self.pg.Rect(
                    label.right + size // 2, strip.centery + cyan // 2 + 3, 2 * cyan, 0),
                    cyan, layout)

    def _arrow(self, surface: Any, points: str, tip: int, across: int, half: int) -> Any:
        """A white triangle pointing ``points`` ('left', 'right', 'up', 'down') with its tip
        at ``tip`` along that way and its middle at ``across``; its rectangle."""
        back = tip + 2 * half if points in ("left", "up") else tip - 2 * half
        if points in ("left", "right"):
            corners = [(tip, across), (back, across - half), (back, across + half)]
        else:
            corners = [(across, tip), (across - half, back), (across + half, back)]
        self.pg.draw.polygon(surface, TEXT, corners)
        xs, ys = [x for x, _ in corners], [y for _, y in corners]
        return self.pg.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))

    def _waiting_playable(self, surface: Any, side: str, over: Any, size: int,
                          layout: CardLayout) -> None:
        """The cyan mark of a playable card over the middle of ``over`` (its top), for cards
        waiting at ``side`` one of which may be played."""
        self._playable_mark(surface, over, size)
        layout.more_playable[side] = self.pg.Rect(over.centerx - size, over.top - 3 - size,
                                                  2 * size, size)

    def _playable_mark(self, surface: Any, rect: Any, size: int) -> None:
        """A triangle above a card that may be played, in the board's colour for where a
        piece may go (cyan, 14:1 on black), so that the cursor's yellow frame stands out."""
        cx, bottom = rect.centerx, rect.top - 3
        points = [(cx - size, bottom - size), (cx + size, bottom - size), (cx, bottom)]
        self.pg.draw.polygon(surface, SELECTED, points, 0)

    def _focus(self, surface: Any, rect: Any, gap: int) -> None:
        """The cursor: a thick yellow frame (an eighth of the card, the boldest mark at the
        table) with black lines on both sides. It reaches out into no more than half the
        ``gap`` between two cards, so it never covers a neighbour (on cards 200 pixels wide
        it did), and in over the card's rim, short of its rank."""
        width = _focus_width(rect)
        out = _focus_out(gap)  # the outer black line ends half a gap out
        outer = rect.inflate(2 * out, 2 * out)
        self.pg.draw.rect(surface, FOCUS, outer, width)
        self.pg.draw.rect(surface, BLACK, outer.inflate(4, 4), 2)
        inner = outer.inflate(-2 * width, -2 * width)
        self.pg.draw.rect(surface, BLACK, inner, 2)
