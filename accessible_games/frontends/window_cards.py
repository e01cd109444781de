"""The card table in the window: the player's own hand as large cards (in more than one row,
read as lines of text, where that makes them larger), the cards on the table and every other
seat with its count of cards, drawn from the player's own view only. Over the
cards on the table stands in words what decides the play (trumps, the contract, a wish) and, in
a trick, who is winning it so far.

A card is a white face with a black rim, its rank in large type in the corner and its suit as a
large sign in the middle (the French signs, or the initial of a German pack's suit); hearts and
diamonds are dark red, the others black, but the sign tells the suit on its own. The cursor's
card has a thick yellow frame, an eighth of the card and the boldest mark at the table, kept
within half the gap to the next card; when the player is to move, a card they may play carries
a cyan triangle above it and one they may not is not marked at all (nothing is told by colour
alone). A card the viewer cannot see (never one of theirs) is not drawn as a face: the other
seats are boxes with their name and how many cards they hold, the seat to move with a yellow
frame (thinner than the cursor's) and an arrow. Everything comes from the console's redacted
view, so another seat's card cannot reach the screen.

Games with a board of their own (Dog) draw the board and the hand in a strip beside it (in a
wide window) or over it, with the card played last in a box of its own (the board does not show
it).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from accessible_games.frontends.window_board import BLACK, FOCUS, TEXT
from accessible_games.frontends.window_card_face import (
    CARD_RATIO,
    RANK_SHARE,
    TABLE_CARD_RATIO,
)
from accessible_games.frontends.window_card_layout import TABLE_TEXT, CardLayout, card_gap
from accessible_games.frontends.window_hand import (
    HAND_CARD_ROOM,
    HAND_LEAST,
    HandDrawer,
    hand_card_width,
    hand_floor,
    hand_grid,
    hand_need,
)
from accessible_games.games.cards.core import UNKNOWN
from accessible_games.games.cards.dog.rules import Fold, Play
from accessible_games.narration.catalog import catalog
from accessible_games.session.console import Console

SEAT_BOX = (40, 40, 40)
"""The other seats' boxes: white text on it 14.9:1."""
ELLIPSIS = "\u2026"
"""Ends a name cut short to fit its box."""
SEAT_PAD = 8
"""The least room between a seat box's edge and its words."""
SEATS_SHARE = 0.25
"""The row of seat boxes takes no more than this share of the table's height: their words
are smaller there than the panel's (two lines at 200 % in 800x600 left Mau Mau's pile no
room)."""
STRIP_SHARE = 0.3
STRIP_CARD = 80
"""Under a board (Dog's) the hand's strip is no taller than cards this wide (times the zoom)
need, within :data:`STRIP_SHARE` of the height: in 1000x860 the strip took 228 pixels for
cards 115 wide while the board's squares were 28 pixels and its marbles' letters 9; now 156,
and the squares 32 (a rank on a card 80 wide is 35 pixels, over the panel's 24)."""
PLANS_KEPT = 2048
"""How many layouts of the table's words the drawer keeps before it forgets them all."""
TRICK_LEAST = 1.35
"""Where the hand takes the zoom's size, the table's cards are no lower than this share of the
panel's type: their rank and sign, side by side, still at the panel's size."""
TRICK_SHARE = 0.75
"""Where the hand is at its smallest, the table's cards are at least this share of its cards'
height: zoomed in a small window both shrink rather than the trick alone. Zoomed, the hand's
cards keep their width of 100 % only where the table's cards keep this share, taller than
wide; else the hand's cards are narrower, down to :func:`hand_floor`, and the table's words
smaller, down to its unzoomed type (at 400 % in 600x900 Doppelkopf's trick was drawn 131
pixels wide and 82 high, the rank beside the sign, under a hand of cards 150 high; at 300 %
in 1280x800 19 high under a hand of 216)."""
NAMES_GIVE_WAY = 56
"""The players' names under the trick are as large as the message panel's words, but never
make the trick's cards narrower than this (a rank on it is the panel's 24 pixels at 100 %):
there the names are smaller, down to the table's size."""
LAST_MOST = 0.4
"""Beside Dog's board the box of the card played last takes the room at the column's foot
that the hand's rows leave, but no more than this share of the column; over the board it
takes up to this share of the strip's width where its card would be smaller than at 100 %
in :data:`LAST_LEAST` of it."""
LAST_LEAST = 0.3
"""The least the box of the card played last takes of the hand's strip (beside the board its
height, over it its width): where the label and a card whose rank is the panel's type need
more, the card is smaller."""


@dataclass
class _TablePlan:
    """Where the words over the table and its cards lie (:meth:`CardTableDrawer._table_plan`):
    the table's type size and the gap between cards; the cards lying there, the index of the
    one winning (-1: none) and the seat that took them (None: the trick is being played); the
    lines over the cards, their type size and the step from one to the next; the players'
    names' type size, each name in its lines and the height of their row; the room for the
    cards and their width and height."""

    size: int
    margin: int
    lying: list[tuple[int | None, int]]
    best: int
    took: int | None
    lines: list[str]
    big: int
    step: int
    name_size: int
    wrapped: list[list[str]]
    names: int
    room: Any
    width: int
    height: int


class CardTableDrawer(HandDrawer):
    """Draws a card game's table (or the hand strip under a board) into an area."""

    def __init__(self, pg: Any, text: Any, wrap: Any, measure: Any, letters: Any = None) -> None:
        super().__init__(pg, text, wrap, measure, letters)
        self.heading_said = ("", 0)
        self._plans: dict[tuple[Any, ...], tuple[list[str], int, int, int, list[list[str]],
                                                 int, Any, int, int]] = {}
        """How the words over the table and the room for its cards lay (:meth:`_table_plan`):
        the table weighs its words against its cards many times a drawing."""
        self.words_most = 0
        """Where more than 0, the largest type of the table's words at this drawing (the
        seats', those over the table, the players' names under it): zoomed in a small window
        they give the trick's cards room (:meth:`draw_table`)."""
        """The words over the table at this drawing, and the table's width: the room the
        trick's cards leave the hand counts the heading's lines."""
        self._last_fits: dict[tuple[str, tuple[int, ...], int, int, tuple[int, int]],
                              tuple[int, list[str], bool, tuple[int, int]]] = {}
        """How the label and the card played last lay in a box (:meth:`_last_fit`)."""

    # -- the areas ------------------------------------------------------------------------------

    @classmethod
    def split(cls, area: Any, pg: Any, scale: float = 1.0,
              steady: tuple[int, int] | None = None) -> tuple[Any, Any]:
        """The board's part of ``area`` and the hand's strip: beside the board, right of a
        square as tall as the area, where the area is :data:`STRIP_SHARE` wider than tall or
        the column left holds cards :data:`STRIP_CARD` wide at ``scale`` two abreast (a board
        gets the whole height: in 1280x720 Dog's squares were 22 pixels with the hand under
        it, 33 beside it; in 1000x860 33 under it, 42 beside it, the cards 80 and 96 pixels
        wide); else over the board, as tall as cards :data:`STRIP_CARD` wide need at
        ``scale``, and no taller than :data:`STRIP_SHARE` of the area.

        With ``steady`` (the area's heights beside message panels of the fewest and of the
        most lines that usually stand there) the hand keeps its place whatever the message of
        the moment: beside the board where the column a panel of the most lines leaves is wide
        enough, as tall as that panel leaves it; the board's square no larger than the fewest
        lines leave it, nor than leaves the column too narrow; else over the board, at the
        area's top, as tall as beside the panel of the most lines. A longer message makes the
        board smaller, not the hand (in 1000x860 at 150 % the hand went under the board as a
        message of one line followed one of three, and back beside it with the next; in
        860x860 it lay under the board right over the panel of the moment, and moved up and
        down by two panel lines as the messages changed: a steady place under the board
        would have kept the board as small as beside the tallest panel).
        """
        roomy, tight = steady or (area.height, area.height)
        tall = min(area.height, tight)
        two_abreast = 2 * int(STRIP_CARD * scale) + 3 * card_gap(scale)
        least = min(area.width * STRIP_SHARE, two_abreast)
        if area.width - tight >= least:
            side = min(roomy, int(area.width - least))
            board = min(side, area.height)
            return (pg.Rect(area.left, area.top, board, board),
                    pg.Rect(area.left + side, area.top, area.width - side, tall))
        need = int(STRIP_CARD * scale * (CARD_RATIO + HAND_CARD_ROOM)) + 2 * card_gap(scale)
        strip = min(int(tall * STRIP_SHARE), need)
        return (pg.Rect(area.left, area.top + strip, area.width, area.height - strip),
                pg.Rect(area.left, area.top, area.width, strip))

    def draw_table(self, surface: Any, session: Console, area: Any, scale: float,
                   panel_text: int = 0, steady: int = 0, panel_now: int = 0,
                   hand_least: int = 0) -> CardLayout:
        """The other seats along the top, the cards on the table in the middle, the hand
        below. The words over the table are no smaller than ``panel_text``, the message
        panel's type size. The hand's row is as tall as an area ``steady`` pixels high (the
        area's height beside a message panel of a few lines; 0: the area's) leaves it beside
        a trick, whatever lies on the table and however long the panel's message: its cards
        keep their size through a deal (they shrank as the first card was led, and with each
        longer message), and the room a shorter panel leaves goes to the trick. Where the
        words over the table at ``panel_text`` would leave the trick's cards too low, they
        are smaller, down to ``panel_now``, the type the panel's words are drawn in (smaller
        than ``panel_text`` where a long message or a large zoom makes them so), or the
        seats' words where those are smaller. The hand's
        cards are never narrower than ``hand_least`` (their width at 100 %,
        :meth:`hand_width`): where they no longer fit the window so, the row scrolls round
        the cursor's card. Zoomed, where the trick's cards would be lower than
        :data:`TRICK_SHARE` of the hand's, the words at the table are smaller, as large as
        leaves them that share, down to the table's unzoomed type (:meth:`_words_giving_way`)."""
        pg = self.pg
        self.words_most = self._words_giving_way(session, area, scale, panel_text, steady,
                                                 hand_least)
        words, size, one_line, seats, rest, hand = self._measure(session, area, scale,
                                                                 panel_text, steady, hand_least)
        layout = CardLayout(words_most=self.words_most)
        table = pg.Rect(area.left, seats.bottom, area.width, rest - hand)
        self._seats(surface, words, seats, size, scale, layout, one_line)
        hand_card = int(hand_card_width(len(session.hand()), area.width, hand, scale,
                                        hand_least) * CARD_RATIO)
        self._table(surface, session, table, scale, layout, int(hand_card * TRICK_SHARE),
                    min(panel_now, size) if panel_now else size)
        self.draw_hand(surface, session, pg.Rect(area.left, table.bottom, area.width,
                                                 area.bottom - table.bottom), scale, layout,
                       hand_least)
        self.words_most = 0
        return layout

    def _words_giving_way(self, session: Console, area: Any, scale: float, panel_text: int,
                          steady: int, hand_least: int) -> int:
        """The largest type of the table's words (:attr:`words_most`; 0: as large as they
        are) at which the room for the trick's cards is at least :data:`TRICK_SHARE` of the
        hand's cards' height; the table's unzoomed type where none leaves it so. At 400 % in
        600x900 the seats' words in two lines of 47 pixels, the words over the trick in two
        of 39 and the names of 40 left Doppelkopf's trick 82 pixels high under the hand's
        150, its cards drawn flat, 131 pixels wide."""
        self.words_most = 0
        if scale <= 1 or not session.hand():
            return 0

        def has_room(most: int) -> bool:
            self.words_most = most
            _, size, _, seats, rest, hand = self._measure(session, area, scale, panel_text,
                                                          steady, hand_least)
            table = self.pg.Rect(area.left, seats.bottom, area.width, rest - hand)
            card = int(hand_card_width(len(session.hand()), area.width, hand, scale,
                                       hand_least) * CARD_RATIO)
            least = int(card * TRICK_SHARE)
            return self._table_plan(session, table, scale, least, size,
                                    True).height >= least

        if has_room(0):
            return 0
        low, high = TABLE_TEXT, max(TABLE_TEXT, panel_text, int(TABLE_TEXT * scale))
        while low < high:
            mid = (low + high + 1) // 2
            if has_room(mid):
                low = mid
            else:
                high = mid - 1
        return low

    def hand_width(self, session: Console, area: Any, scale: float, panel_text: int = 0,
                   steady: int = 0) -> int:
        """The width of the hand's cards :meth:`draw_table` would draw in ``area`` (measured,
        not drawn): the window draws the table at 100 % so, and zoomed keeps the hand's cards
        no narrower (at 300 % in 1000x860 Whist's cards were 75 pixels wide, 107 at 100 %)."""
        count = len(session.hand())
        if not count:
            return 0
        hand = self._measure(session, area, scale, panel_text, steady)[5]
        return hand_card_width(count, area.width, hand, scale)

    def _measure(self, session: Console, area: Any, scale: float, panel_text: int,
                 steady: int, hand_least: int = 0
                 ) -> tuple[list[tuple[int, str, str, bool]], int, bool, Any, int, int]:
        """The other seats' words, their type size, whether each box holds them on one line,
        the row of boxes, the height under it, and the hand's row's height."""
        self.heading_least = panel_text
        words = self._seat_words(session)
        box = self._seat_box(area.width, len(words), scale)
        size, one_line = self._seat_size(words, box, area, scale, panel_text)
        seats = self.pg.Rect(area.left, area.top, area.width,
                             self._seats_height(size, one_line, scale))
        rest = area.height - seats.height
        named = _names_under(session.state.table_cards())  # type: ignore[attr-defined]
        # Measured with the panel's type at the zoom's size (a long message makes it smaller).
        self.heading_said = (self._words_over(session)[0], area.width)
        self.heading_least = max(panel_text, int(TABLE_TEXT * scale)) if steady else panel_text
        steady_rest = min(rest, steady - seats.height) if steady else rest

        def trick(height: int, least: int) -> int:
            table = self.pg.Rect(area.left, seats.bottom, area.width, height)
            return self._table_plan(session, table, scale, least, size, True).height

        hand = self._hand_height(len(session.hand()), area.width, steady_rest, scale, named,
                                 hand_least, trick)
        self.heading_least = panel_text
        return words, size, one_line, seats, rest, hand

    def _hand_height(self, count: int, width: int, rest: int, scale: float,
                     named: bool, hand_least: int = 0, trick: Any = None) -> int:
        """The height of the hand's row under the table: what its cards need at the width they
        get, but no more than lets the cards on the table be as tall as the hand's (zoomed, a
        low-vision player reads the trick as much as the hand, and the hand's row scrolls);
        never less than one row of cards ``hand_least`` wide needs (their width at 100 %:
        zooming in made them narrower, as the seats and the words over the table grew) where
        that leaves the trick's cards :data:`TRICK_SHARE` of the hand's height, as
        ``trick(height, least)`` lays them in a table ``height`` pixels high (its words
        smaller where they would leave the cards lower than ``least``): else the hand's cards
        are narrower, down to :func:`hand_floor` (at 300 % in 1280x800 Doppelkopf's hand kept
        its cards 149 pixels wide, and the trick's were 19 pixels high)."""
        margin = card_gap(scale)
        need = rest if not count else hand_need(*hand_grid(count, width, rest, scale,
                                                           hand_least), margin)
        least = int(hand_floor(scale) * (CARD_RATIO + HAND_CARD_ROOM)) + 2 * margin
        if count and hand_least and trick is not None:
            # Zoomed: as the table lays the trick, its cards as tall as the hand's, or
            # TRICK_SHARE of them where the hand's cards keep their width of 100 %; never
            # narrower than the zoomed floor or than that width, whichever is less (at 200 %
            # in 640x480 the floor of 80 pixels left Mau Mau's pile 13 pixels high, 77 at
            # 100 % beside a hand of cards 60 wide).
            floor = max(HAND_LEAST, min(hand_floor(scale), hand_least))
            least = int(floor * (CARD_RATIO + HAND_CARD_ROOM)) + 2 * margin
            kept = min(need, hand_need(hand_least, 1, margin) + 1, rest - 1)
            return max(min(need, least),
                       self._tallest_beside(trick, count, width, rest, scale, need,
                                            hand_least, 1.0),
                       self._tallest_beside(trick, count, width, rest, scale, kept,
                                            hand_least, TRICK_SHARE))
        even = self._tallest_hand(count, width, rest, scale, named, need, 1.0)
        # Never smaller than the hand's floor (hand_floor: 60 pixels, 80 zoomed). The trick's
        # cards stay at least TRICK_SHARE of the hand's height where the hand has room so;
        # else they are lower, down to TRICK_LEAST of the panel's type, squat with the rank
        # beside the sign, the players' names under them giving way as NAMES_GIVE_WAY says.
        share = self._tallest_hand(count, width, rest, scale, named, need, TRICK_SHARE)
        low = self._tallest_over_trick(rest, scale, named, need,
                                       int(self.heading_least * TRICK_LEAST))
        unzoomed = int(HAND_LEAST * (CARD_RATIO + HAND_CARD_ROOM)) + 2 * margin
        height = max(even, min(need, least, max(share, low, unzoomed)))
        if count and hand_least:  # as wide as at 100 %
            height = max(height, min(need, hand_need(hand_least, 1, margin) + 1, rest - 1))
        return height

    @staticmethod
    def _tallest_beside(trick: Any, count: int, width: int, rest: int, scale: float,
                        most: int, hand_least: int, share: float) -> int:
        """The tallest hand row (up to ``most``) under which ``trick(height, least)`` lays the
        table's cards at least ``share`` of the height of the hand's."""
        low, high = 1, max(1, most)
        while low < high:
            mid = (low + high + 1) // 2
            card = int(hand_card_width(count, width, mid, scale, hand_least) * CARD_RATIO)
            least = int(card * share)
            if trick(rest - mid, least) >= least:
                low = mid
            else:
                high = mid - 1
        return low

    def _tallest_over_trick(self, rest: int, scale: float, named: bool, need: int,
                            trick: int) -> int:
        """The tallest hand row (up to ``need``) that leaves the table's cards at least
        ``trick`` pixels high."""
        low, high = 1, max(1, min(need, rest - 1))
        while low < high:
            mid = (low + high + 1) // 2
            if self._table_card_height(rest - mid, scale, named) >= trick:
                low = mid
            else:
                high = mid - 1
        return low

    def _tallest_hand(self, count: int, width: int, rest: int, scale: float, named: bool,
                      need: int, share: float) -> int:
        """The tallest hand row (up to ``need``) that leaves the table's cards at least
        ``share`` of the height of the hand's."""
        low, high = 1, max(1, min(need, rest - 1))
        while low < high:
            mid = (low + high + 1) // 2
            hand_card = int(hand_card_width(max(1, count), width, mid, scale) * CARD_RATIO)
            if hand_card * share <= self._table_card_height(rest - mid, scale, named):
                low = mid
            else:
                high = mid - 1
        return low

    def _table_card_height(self, height: int, scale: float, named: bool) -> int:
        """How tall the cards on a table of ``height`` can be (as :meth:`_table` draws them
        under one line of heading and over their players' names if ``named``, before the
        width of the row counts)."""
        size = self._table_text(height, scale)
        said, width = self.heading_said  # in as many lines as at the table's size
        lines = len(self.wrap(said, width - 2 * card_gap(scale), size, True)) if said else 1
        room = height - 2 * card_gap(scale) - int(self._heading_text(size) * 1.3) * max(1, lines)
        if named:
            room -= _name_row(self._name_text(size, room, lambda _: True))
        return int(min(int(room / CARD_RATIO), 200) * CARD_RATIO)  # as drawn, in pixels

    def _name_text(self, size: int, room: int, fits: Any, most: int = 0) -> int:
        """The type size of the players' names under the table's cards: the words over the
        table's (the panel's, zoomed: at 200 % the names stayed at the table's 28 pixels
        under the panel's 48), no larger than ``most`` (those words as drawn, where more
        than 0: at 300 % in 1280x800 names of 63 pixels stood under a trick 87 pixels high
        and words over it of 39), smaller where ``fits(size)`` says a name would be wider
        than its card's share of the row, or where cards in the ``room`` left would be
        narrower than :data:`NAMES_GIVE_WAY`; never smaller than the table's ``size``, nor,
        where a name is wider than its share even so, than the table's unzoomed size."""
        name = self._heading_text(size)
        if most:
            name = max(size, min(name, most))
        while name > size and not (fits(name) and (room - _name_row(name)) / CARD_RATIO
                                   >= NAMES_GIVE_WAY):
            name -= 1
        # Zoomed far in a narrow window even the table's size is too wide: smaller, down to
        # the table's unzoomed size (a name still too wide then takes two lines).
        while name > min(size, TABLE_TEXT) and not fits(name):
            name -= 1
        return name

    def _table_text(self, height: int, scale: float) -> int:
        """The size of the words over and under the table's cards: larger with zoom while the
        table has room (up to :attr:`words_most`), but never smaller than unzoomed (zoomed in
        a window 720 pixels high, "2 cards to draw" over Mau Mau's pile shrank to 16 pixels
        from 20)."""
        unzoomed = min(TABLE_TEXT, int(TABLE_TEXT * scale))
        return max(12, unzoomed, self._at_most(min(int(TABLE_TEXT * scale), height // 8)))

    def _heading_text(self, size: int) -> int:
        """The largest size of the bold words over the table's cards: the table's ``size``, or
        the message panel's where that is larger (at 200 % in 1280x720 they were 24 to 28
        pixels under the panel's 36), up to :attr:`words_most`; :meth:`_table` takes less
        where the panel's size would wrap them onto one more line."""
        return max(size, self._at_most(self.heading_least))

    def _at_most(self, size: int) -> int:
        """``size``, or :attr:`words_most` where that is set and smaller."""
        return min(size, self.words_most) if self.words_most else size

    def _seat_text(self, area: Any, scale: float) -> int:
        """The seat boxes' text size: larger with zoom, but the boxes stay under a fifth of
        the area's height (and their words within :attr:`words_most`)."""
        return max(12, self._at_most(min(int(TABLE_TEXT * scale), int(area.height / 5 / 3.2))))

    def _seat_size(self, words: list[tuple[int, str, str, bool]], box: int, area: Any,
                   scale: float, panel_text: int) -> tuple[int, bool]:
        """The seat boxes' type size, and whether each box holds its seat's name and count on
        one line: the message panel's ``panel_text`` (at 200 % in 1280x800 the seats' names
        were 33 pixels under the panel's 48), smaller only where a name or a count would not
        fit its box of ``box`` pixels on a line of its own, or the row of boxes would take
        more than :data:`SEATS_SHARE` of the ``area``; never smaller than the table's size
        (:meth:`_seat_text`). The name and the count on one line where every box has room
        for them side by side, else one under the other."""
        least = self._seat_text(area, scale)
        room = box - 2 * SEAT_PAD
        size = max(least, self._at_most(panel_text))
        # Each name as wide as with the arrow of the seat to move: the boxes keep their size
        # as the turn goes round (and the hand its size with them).
        words = [(seat, name if moving else "\u25b6 " + name, held, moving)
                 for seat, name, held, moving in words]
        while True:
            one_line = all(self.measure(name, size, True) + size + self.measure(held, size, False)
                           <= room for _, name, held, _ in words)
            fits = one_line or all(self.measure(name, size, True) <= room and self.measure(
                held, size, False) <= room for _, name, held, _ in words)
            low = self._seats_height(size, one_line, scale) <= area.height * SEATS_SHARE
            if size <= least or (fits and low):
                return size, one_line
            size -= 1

    def _seats_height(self, size: int, one_line: bool, scale: float) -> int:
        """The height of the row of seat boxes with words of ``size``, on one line or two."""
        return int(size * (1.6 if one_line else 2.5)) + 2 * card_gap(scale)

    # -- the card played last (Dog) --------------------------------------------------------------

    def last_place(self, session: Console, board: Any, strip: Any, scale: float, beside: bool,
                   text: int, least: int = 0,
                   cards: dict[str, tuple[int, int]] | None = None) -> tuple[Any, Any, Any]:
        """Dog's board, the hand's part of its ``strip`` and the box kept for the card played
        last, whether a card lies there yet or not (nothing moves as the first is played).
        Over the board the box lies at the strip's right end, :data:`LAST_LEAST` of its
        width. Beside it, at the column's foot, as tall as the hand's rows leave it (their
        cards never narrower than ``least``, as :meth:`draw_hand` lays them), no lower than
        its label in ``text`` type over a card whose rank is as large (:meth:`_last_least`,
        but no more than :data:`LAST_LEAST` of the column for that) and no taller than
        :data:`LAST_MOST` of it; where the box there would leave fewer of the hand's cards in
        view (zoomed, the column's rows one under the other: at 200 % in 1000x860 four cards
        127 pixels wide, one 160 wide over the box), under the board instead, which scrolls
        there (the box then as low as in the column, as wide as the board, its foot level
        with the column's: it keeps its place as the panel's messages change). Either way
        the box is wide or tall enough, within :data:`LAST_MOST` of the strip, for the card
        under or beside each label ("Last card: West") as wide and high as ``cards`` says
        (its size at 100 %, :meth:`last_card_sizes`), the label no smaller than the table's
        unzoomed type: at 300 % in 860x860 the card was 66 pixels wide, 105 at 100 %."""
        cards = cards or {}
        pg = self.pg
        self.heading_least = text
        if not beside:
            wide = self._last_extent(session, strip.height, int(strip.width * LAST_LEAST),
                                     int(strip.width * LAST_MOST), scale, text, cards, True)
            return (board, pg.Rect(strip.left, strip.top, strip.width - wide, strip.height),
                    pg.Rect(strip.right - wide, strip.top, wide, strip.height))
        low = min(self._last_least(session, strip.width, scale, text),
                  int(strip.height * LAST_LEAST))
        most = int(strip.height * LAST_MOST)
        low = self._last_extent(session, strip.width, low, max(low, most), scale, text,
                                cards, False)
        count = len(session.hand())
        tall = low
        if count:
            over = pg.Rect(strip.left, strip.top, strip.width, strip.height - low)
            grid = self._hand_layout(count, over, scale, least)[0]
            if min(count, grid.columns * grid.lines) < min(count, self._in_view(
                    count, strip, scale, least)):
                box = pg.Rect(board.left, strip.bottom - low, board.width, low)
                return (pg.Rect(board.left, board.top, board.width,
                                min(board.height, box.top - board.top)), strip, box)
            tall = self._hand_leaves(count, strip, low, most, scale, least)
        return (board, pg.Rect(strip.left, strip.top, strip.width, strip.height - tall),
                pg.Rect(strip.left, strip.bottom - tall, strip.width, tall))

    def _hand_leaves(self, count: int, strip: Any, low: int, most: int, scale: float,
                     least: int) -> int:
        """The height of the box at the foot of the column ``strip`` over which a hand of
        ``count`` cards lies as :meth:`draw_hand` lays them over a box ``low`` high (the
        cards as wide, as many in view), up to ``most``: the room the hand does not use is
        the box's (at 300 % in 860x860 the hand's one row of cards 164 pixels wide kept
        room for cards 217 wide, and the box had 27 % of the column)."""
        def laid(tall: int) -> tuple[int, int]:
            room = self.pg.Rect(strip.left, strip.top, strip.width, strip.height - tall)
            grid = self._hand_layout(count, room, scale, least)[0]
            return grid.width, min(count, grid.columns * grid.lines)

        kept = laid(low)
        high = max(low, most)
        while low < high:
            mid = (low + high + 1) // 2
            if laid(mid) == kept:
                low = mid
            else:
                high = mid - 1
        return low

    def _last_extent(self, session: Console, across: int, low: int, high: int, scale: float,
                     text: int, cards: dict[str, tuple[int, int]], wide: bool) -> int:
        """The least width (``wide``) or height of the box of the card played last, from
        ``low`` up to ``high``, whose other side is ``across`` pixels, that holds under or
        beside each label a card at least as wide and high as ``cards`` says
        (:meth:`_last_fit`); ``high`` where none does, ``low`` where no card is asked for."""
        if not cards or low >= high:
            return low

        def holds(extent: int) -> bool:
            width, height = (extent, across) if wide else (across, extent)
            found = self.last_card_sizes(session, self.pg.Rect(0, 0, width, height), scale,
                                         text, cards)
            return all(found[said][0] >= least[0] and found[said][1] >= least[1]
                       for said, least in cards.items())

        if not holds(high):
            return high
        while low < high:
            mid = (low + high) // 2
            if holds(mid):
                high = mid
            else:
                low = mid + 1
        return low

    def last_card_sizes(self, session: Console, box: Any, scale: float, text: int,
                        cards: dict[str, tuple[int, int]] | None = None
                        ) -> dict[str, tuple[int, int]]:
        """The width and height of the card played last :meth:`draw_last` draws in ``box``
        under each label it may write there ("Last card: West"; measured, not drawn): the
        window measures them at 100 %, and zoomed keeps each card no smaller (``cards``)."""
        margin = card_gap(scale)
        inner = box.inflate(-2 * margin, -2 * margin)
        words = catalog(session.lang)
        labels = [words.text("window.cards.last.unknown")] + [
            words.text("window.cards.last", player=session.describer.player(seat))
            for seat in range(len(session.seats))]
        cards = cards or {}
        return {said: self._last_fit(said, inner, margin, text, cards.get(said, (0, 0)))[3]
                for said in labels}

    def strip_hand_width(self, session: Console, board: Any, strip: Any, scale: float,
                         beside: bool, text: int) -> int:
        """The width of the hand's cards :meth:`draw_hand` draws in the part of Dog's
        ``strip`` :meth:`last_place` leaves it (measured, not drawn): the window measures it
        at 100 %, and zoomed keeps the hand's cards no narrower (in 1280x800 they were 174
        pixels wide at 100 %, 161 at 150 %, 160 at 200 %)."""
        count = len(session.hand())
        if not count:
            return 0
        hand = self.last_place(session, board, strip, scale, beside, text)[1]
        return hand_card_width(count, hand.width, hand.height, scale)

    def _last_words(self, session: Console, width: int, scale: float,
                    text: int) -> tuple[int, int]:
        """The type size of the label over the card played last in a box ``width`` pixels
        wide, and the most lines it takes: ``text`` (the panel's type), smaller where a label
        for any seat would take more than two lines, down to the table's unzoomed size."""
        words = catalog(session.lang)
        labels = [words.text("window.cards.last.none")] + [
            words.text("window.cards.last", player=session.describer.player(seat))
            for seat in range(len(session.seats))]
        room = max(1, width - 2 * card_gap(scale))
        size = text
        while True:
            lines = max(len(self.wrap(label, room, size, True)) for label in labels)
            if lines <= 2 or size <= min(text, TABLE_TEXT):
                return size, lines
            size -= 1

    def _last_least(self, session: Console, width: int, scale: float, text: int) -> int:
        """The least height of the box of the card played last, ``width`` pixels wide: its
        label in ``text`` type (:meth:`_last_words`) over a squat card whose rank is as
        large."""
        size, lines = self._last_words(session, width, scale, text)
        card = int(int(text / RANK_SHARE + 1) * TABLE_CARD_RATIO)
        return lines * int(size * 1.3) + card + 3 * card_gap(scale)

    def draw_last(self, surface: Any, session: Console, box: Any, scale: float,
                  layout: CardLayout, text: int,
                  cards: dict[str, tuple[int, int]] | None = None) -> None:
        """The box of the card played last (the top of Dog's pile, which the board does not
        show): a white frame, in it "Last card: East" in bold white and the card large, under
        the label or beside it (:meth:`_last_fit`); while no card lies there, "Last card:
        none". The card is no smaller than ``cards`` says for its label where the box holds
        it so under a label in the table's unzoomed type (:meth:`_last_fit`)."""
        pg = self.pg
        margin = card_gap(scale)
        frame = box.inflate(-margin, -margin)
        pg.draw.rect(surface, BLACK, box)
        pg.draw.rect(surface, TEXT, frame, 2)
        layout.last_box = frame
        inner = frame.inflate(-margin, -margin)
        lying = last_card(session)
        words = catalog(session.lang)
        if lying is None:
            said = words.text("window.cards.last.none")
        elif lying[0] is None:
            said = words.text("window.cards.last.unknown")
        else:
            said = words.text("window.cards.last", player=session.describer.player(lying[0]))
        size, lines, beside, (wide, tall) = self._last_fit(said, inner, margin, text,
                                                           (cards or {}).get(said, (0, 0)))
        step = int(size * 1.3)
        if lying is None:
            self._label_lines(surface, lines, inner.centerx,
                              inner.centery - (len(lines) * step) // 2, size, layout)
            return
        if beside:  # the label left of the card, the two in the box's middle
            side = max(self.measure(line, size, True) for line in lines)
            left = inner.centerx - (side + margin + wide) // 2
            self._label_lines(surface, lines, left + side // 2,
                              inner.centery - (len(lines) * step) // 2, size, layout)
            rect = pg.Rect(left + side + margin, inner.centery - tall // 2, wide, tall)
        else:
            self._label_lines(surface, lines, inner.centerx, inner.top, size, layout)
            below = inner.top + len(lines) * step + margin // 2
            rect = pg.Rect(inner.centerx - wide // 2,
                           below + (inner.bottom - below - tall) // 2, wide, tall)
        if wide > 0:
            self.card(surface, session, lying[1], rect, size)
            layout.last = (lying[0], lying[1], rect)

    def _last_fit(self, said: str, inner: Any, margin: int, text: int,
                  card: tuple[int, int] = (0, 0)) -> tuple[int, list[str], bool,
                                                           tuple[int, int]]:
        """How the label ``said`` and the card played last lie in the room ``inner``: the
        label's type size, its lines (two at most), whether it stands left of the card rather
        than over it, and the card's width and height. The label is the panel's ``text``
        type, smaller where the card would be too narrow for a rank as large (at 300 % in
        1280x800 a label of 72 pixels left the card no room) or smaller than ``card`` (its
        width and height at 100 %), down to the table's unzoomed type for that (at 300 % in
        860x860 a label of 37 pixels in two lines left a card 86 pixels wide, one of 35 on
        one line 131); the card as large as the label's place leaves it (under it, or
        beside it where that is larger)."""
        key = (said, tuple(inner), margin, text, card)
        if key in self._last_fits:
            return self._last_fits[key]
        words = said.split()
        splits = [[said]] + [[" ".join(words[:k]), " ".join(words[k:])]
                             for k in range(1, len(words))]
        fit: tuple[int, list[str], bool, tuple[int, int]] | None = None
        last: tuple[int, list[str], bool, tuple[int, int]] = (12, [said], False, (0, 0))
        for size in range(max(12, text), 11, -1):
            step = int(size * 1.3)
            options = []
            over = self.wrap(said, inner.width, size, True)
            if len(over) <= 2:
                options.append((_box_card(inner.width, inner.height - len(over) * step
                                          - margin // 2), over, False))
            for lines in splits:
                side = max(self.measure(line, size, True) for line in lines)
                if len(lines) * step <= inner.height and side < inner.width - margin:
                    options.append((_box_card(inner.width - side - margin, inner.height),
                                    lines, True))
            if not options:
                continue
            found, lines, beside = max(options, key=lambda option: option[0][0])
            last = (size, lines, beside, found)
            if found[0] * RANK_SHARE < size:  # its rank smaller than the label's words
                continue
            fit = fit or last
            if found[0] >= card[0] and found[1] >= card[1]:
                fit = last
                break
            if size <= min(text, TABLE_TEXT):  # the label no smaller for a larger card
                break
        self._last_fits[key] = fit or last
        return fit or last

    def _label_lines(self, surface: Any, lines: list[str], centre: int, top: int, size: int,
                     layout: CardLayout) -> None:
        """Bold white lines centred on ``centre``, the first at ``top``."""
        step = int(size * 1.3)
        for n, line in enumerate(lines):
            layout.last_label.append((line, self.text(
                surface, line, (centre, top + n * step + step // 2), size, TEXT, True, True)))

    # -- the others and the table ---------------------------------------------------------------

    @staticmethod
    def _seat_words(session: Console) -> list[tuple[int, str, str, bool]]:
        """Each other seat in playing order from the viewer's left: the seat, its name (the
        viewer's partner named so, the seat to move with an arrow), its count of cards, and
        whether it is to move."""
        state = session.state
        hands = getattr(state, "hands", [])
        count = len(hands)
        me = session.viewer if session.viewer is not None else -1
        others = [(me + k) % count for k in range(1, count)] if me >= 0 else list(range(count))
        to_move = None if state.is_terminal() else state.to_move
        cat = session.describer.cat
        partners = {p for team in session.game.info.teams if me in team for p in team}
        words = []
        for seat in others:
            name = session.describer.player(seat)
            if seat in partners:  # fixed partnerships: the viewer's partner says so
                name = cat.text("window.seat.partner", name=name)
            if seat == to_move:
                name = "\u25b6 " + name
            words.append((seat, name, cat.plural("cards.count", len(hands[seat])),
                          seat == to_move))
        return words

    def _seat_box(self, width: int, count: int, scale: float) -> int:
        """The width of each of ``count`` seat boxes along a row of ``width``."""
        return (width - (count + 1) * card_gap(scale)) // max(1, count)

    def _seats(self, surface: Any, words: list[tuple[int, str, str, bool]], area: Any,
               size: int, scale: float, layout: CardLayout, one_line: bool) -> None:
        """A box per other seat along the top, its name and its count of cards on one line
        or two."""
        if not words:
            return
        margin = card_gap(scale)
        box_width = self._seat_box(area.width, len(words), scale)
        box_height = area.height - 2 * margin
        for k, (seat, name, held, moving) in enumerate(words):
            rect = self.pg.Rect(area.left + margin + k * (box_width + margin),
                                area.top + margin, box_width, box_height)
            self.pg.draw.rect(surface, SEAT_BOX, rect)
            self.pg.draw.rect(surface, FOCUS if moving else TEXT, rect,
                              max(3, size // 6) if moving else 2)
            if one_line:  # the name and the count side by side, a space of the size apart
                wide = self.measure(name, size, moving) + size + self.measure(held, size, False)
                left = rect.centerx - wide // 2
                at = [(left + self.measure(name, size, moving) // 2, rect.centery),
                      (left + wide - self.measure(held, size, False) // 2, rect.centery)]
            else:  # one under the other, each cut short where too long for the box
                at = [(rect.centerx, rect.top + int(size * 0.65)),
                      (rect.centerx, rect.top + int(size * 1.85))]
                room = rect.width - 2 * SEAT_PAD
                name = self._clipped(name, room, size, moving)
                held = self._clipped(held, room, size, False)
            layout.seat_lines.append(self.text(surface, name, at[0], size, TEXT, moving, True))
            layout.seat_lines.append(self.text(surface, held, at[1], size, TEXT, False, True))
            layout.seats[seat] = rect

    def _clipped(self, text: str, width: int, size: int, bold: bool) -> str:
        """``text``, or where it is wider than ``width`` pixels in type of ``size`` its longest
        start that fits with an ellipsis after it ("Bartholo…"): at 640x480 in a game of Mau
        Mau for seven, "Bartholomäus" ran 24 pixels out of its seat's box into the next."""
        if self.measure(text, size, bold) <= width:
            return text
        cut = len(text)
        while cut > 1 and self.measure(text[:cut].rstrip() + ELLIPSIS, size, bold) > width:
            cut -= 1
        return text[:cut].rstrip() + ELLIPSIS

    def _trick_room(self, area: Any, top: int, size: int, margin: int,
                    lying: list[tuple[int | None, int]], players: list[str],
                    most: int = 0) -> tuple[int, list[list[str]], int, Any, int, int]:
        """Under words over the table that end at ``top`` (in type of ``most``): the type size
        of the players' names, each name in the lines it takes, the height of their row, the
        room for the cards, and the cards' width and height (before they are widened to hold
        rank and sign side by side)."""
        # The players' names under the cards as large as the words over them (the panel's
        # size: at 200 % they stayed at the table's 28 pixels under the panel's 48), smaller
        # only where a name would be wider than its card's share of the row: the cards lie
        # a share apart, and each name is centred under its card (at 400 % in 700x900
        # "Nord" ran out of the window, and the trick's outer cards with it).
        slot = _name_slot(area.width, len(lying), margin)
        name_size = self._name_text(size, area.bottom - top - margin, lambda name_size: all(
            self.measure(name, name_size, True) <= slot for name in players), most)
        # Still too wide at the least size (a long name): in lines, each within its share.
        wrapped = [self.wrap(name, slot, name_size, True) for name in players]
        rows = max([1] + [len(lines) for lines in wrapped])
        names = _name_row(name_size) * rows if _names_under(lying) else 0
        room = self.pg.Rect(area.left, top, area.width,
                            max(1, area.bottom - top - margin - names))
        # Where the table's height limits them, squatter cards than the hand's, so that their
        # ranks are larger (zoomed, the trick's cards were too low to be wide).
        across = (room.width - (len(lying) + 1) * margin) // max(1, len(lying))
        width = max(16, min(across, int(room.height / TABLE_CARD_RATIO), 200))
        return name_size, wrapped, names, room, width, min(int(width * CARD_RATIO), room.height)

    @staticmethod
    def _words_over(session: Console) -> tuple[str, list[tuple[int | None, int]], int,
                                                 int | None]:
        """What is written over the table (trumps, a contract or a wish; who is winning, or
        who took the trick lying there), the cards lying there, the index of the one winning
        (-1: none), and the seat that took them (None: the trick is being played)."""
        lying = session.state.table_cards()  # type: ignore[attr-defined]
        describer = session.describer
        ahead = getattr(session.state, "ahead", None)
        best = ahead() if ahead is not None and len(lying) > 1 else -1
        heading = [getattr(describer, "table_heading", lambda _: "")(session.state)]
        if best >= 0:
            heading.append(describer.ahead_text(session.state))  # type: ignore[attr-defined]
        taken = None if lying else session.state.taken_trick()  # type: ignore[attr-defined]
        took = None
        if taken is not None:
            took, lying = taken
            best = [seat for seat, _ in lying].index(took)
            heading.append(catalog(session.lang).text(
                "window.trick.taken", player=describer.player(took)))
        return " ".join(x for x in heading if x), lying, best, took

    def _table_plan(self, session: Console, area: Any, scale: float, least: int,
                    floor: int, full: bool = False) -> _TablePlan:
        """Where :meth:`_table` lays the words over the table and its cards in ``area``
        (measured, not drawn), the words over the cards smaller where they would leave them
        lower than ``least``, down to ``floor`` and the table's size; with ``full``, as a
        whole trick lies there just taken, the
        words over it saying so of the player with the longest name, so that what is
        measured so does not change as the trick is played and the words over it say who
        is winning it."""
        size = self._table_text(area.height, scale)
        margin = card_gap(scale)
        describer = session.describer
        said, lying, best, took = self._words_over(session)
        if full and _names_under(lying):
            seats = range(len(session.seats))
            lying = [(seat, UNKNOWN) for seat in seats]
            longest = max((describer.player(seat) for seat in seats), key=len)
            said = " ".join(part for part in (getattr(describer, "table_heading", lambda _: "")(
                session.state), catalog(session.lang).text(
                "window.trick.taken", player=longest)) if part)
        players = [describer.player(seat) for seat, _ in lying if seat is not None]
        key = (said, tuple(lying), tuple(players), tuple(area), scale, least, floor, full,
               self.heading_least, self.words_most)
        if key not in self._plans:
            if len(self._plans) > PLANS_KEPT:
                self._plans.clear()
            self._plans[key] = self._words_and_room(said, lying, players, area, size, margin,
                                                    least, floor, full)
        lines, big, step, name_size, wrapped, names, room, width, height = self._plans[key]
        return _TablePlan(size, margin, lying, best, took, lines, big, step, name_size,
                          wrapped, names, room, width, height)

    def _words_and_room(self, said: str, lying: list[tuple[int | None, int]],
                        players: list[str], area: Any, size: int, margin: int, least: int,
                        floor: int, full: bool) -> tuple[list[str], int, int, int,
                                                         list[list[str]], int, Any, int, int]:
        """The lines of the words ``said`` over the table, their type and step, and under
        them the players' names and the room for the cards (:meth:`_table_plan`)."""
        lines = self.wrap(said, area.width - 2 * margin, size, True)
        big = self._heading_text(size)
        # As large as the panel's words, but in no more lines than at the table's size (a
        # second line left Doppelkopf's trick no room): else as large as those lines allow.
        while big > size and len(self.wrap(said, area.width - 2 * margin, big, True)) > len(
                lines):
            big -= 1
        while True:
            lines = self.wrap(said, area.width - 2 * margin, big, True)
            step = int(big * 1.3)
            top = area.top + margin + step * max(1, len(lines))
            name_size, wrapped, names, room, width, height = self._trick_room(
                area, top, size, margin, lying, players, big)
            if big <= max(size, floor) or not (lying or full) or height >= least:
                break
            big -= 1
        return lines, big, step, name_size, wrapped, names, room, width, height

    def _table(self, surface: Any, session: Console, area: Any, scale: float,
               layout: CardLayout, least: int = 0, floor: int = 0) -> None:
        """Over the table what decides the play (trumps, the contract, a wished suit: the
        describer's ``table_heading``) and, in a trick, who is winning it so far, in bold words
        on a line of their own (kept even when empty, so that the cards do not jump); then the
        cards on the table in a row, each with its player's name, the winner's in bold yellow
        (the words above say it, so colour is not alone). While the next trick has no card,
        the trick just taken lies there, the words above saying who took it: the card that
        closed a trick was otherwise never seen. The words over the table are smaller, down
        to ``floor`` (the panel's words as drawn, or the seats' where those are smaller) and
        the table's size, where at the zoom's size they would leave the cards lower than
        ``least`` pixels (at 400 % in 1000x860 two lines of 80-pixel words left Doppelkopf's
        trick cards 42 pixels high under the panel's words of 42); the players' names under
        the cards are no larger than they are."""
        plan = self._table_plan(session, area, scale, least, floor)
        layout.taken, layout.trick_room = plan.took, plan.room
        margin, lying, best = plan.margin, plan.lying, plan.best
        lines, big, step = plan.lines, plan.big, plan.step
        name_size, wrapped, names, room = plan.name_size, plan.wrapped, plan.names, plan.room
        width, height = plan.width, plan.height
        layout.heading = lines
        layout.ahead = lying[best][0] if best >= 0 and layout.taken is None else None
        for n, line in enumerate(lines):
            layout.heading_rects.append(self.text(
                surface, line, (area.centerx, area.top + margin + big // 2 + n * step),
                big, TEXT, True, True))
        if not lying:
            return
        # Too low to hold a rank over its sign in the panel's type: wide enough to hold them
        # side by side, where the row has room; but a card's shape where the table leaves
        # them ``least`` (at 400 % in 600x900 Doppelkopf's were 131 pixels wide, 82 high).
        across = (room.width - (len(lying) + 1) * margin) // len(lying)
        if height < least:
            width = max(width, min(across, self._side_by_side_width(
                session, lying, height, self.heading_least)))
        # Each card as far from the next as its player's name needs (zoomed in a small
        # window the names are wider than the cards, and ran into each other).
        named = [self.measure(line, name_size, True) for lines in wrapped
                 for line in lines] if names else []
        slot = max([width + margin] + [w + margin for w in named])
        row_width = len(lying) * slot - (slot - width)
        x = room.left + (room.width - row_width) // 2
        y = room.top + max(0, (room.height - height) // 2)
        step = _name_row(name_size)
        lines_of = iter(wrapped)
        for k, (seat, card) in enumerate(lying):
            rect = self.pg.Rect(x + k * slot, y, width, height)
            self.card(surface, session, card, rect, self.heading_least)
            layout.table.append((seat, card, rect))
            if seat is not None:
                drawn = [self.text(surface, line, (rect.centerx, rect.bottom + step // 2
                                                   + n * step), name_size,
                                   FOCUS if k == best else TEXT, k == best, True)
                         for n, line in enumerate(next(lines_of))]
                layout.names.append(drawn[0].unionall(drawn[1:]))


def last_card(session: Console) -> tuple[int | None, int] | None:
    """The card played last in Dog's cycle (the top of the pile, the state's
    ``table_cards``) and who played it: the mover of the last card played or hand shown
    (a fold) among the moves heard (None where they were not heard, as in a position opened
    from a file). None while the pile is empty."""
    lying = session.state.table_cards()  # type: ignore[attr-defined]
    if not lying:
        return None
    card = lying[-1][1]
    for heard in reversed(session.history):
        move = heard.move
        if isinstance(move, Play):
            return (heard.mover if move.card == card else None), card
        if isinstance(move, Fold):
            return heard.mover, card
    return None, card


def _box_card(width: int, height: int) -> tuple[int, int]:
    """The width and height of the largest card in a room of ``width`` by ``height``: as tall
    as a hand's card, or squatter (down to :data:`TABLE_CARD_RATIO`) where the height limits
    it."""
    wide = max(0, min(width, int(height / TABLE_CARD_RATIO), 220))
    return wide, min(int(wide * CARD_RATIO), height)


def _name_row(size: int) -> int:
    """The height of the row of players' names under the table's cards, in type of ``size``:
    a line, and a little room between it and the cards."""
    return int(size * 1.3)


def _name_slot(width: int, count: int, margin: int) -> int:
    """The widest a player's name under one of ``count`` cards on a table ``width`` pixels
    wide may be: the card's share of the row, less the room between two names."""
    return max(1, (width - margin) // max(1, count) - margin)


def _names_under(lying: list[tuple[int | None, int]]) -> bool:
    """Whether the table's cards have their players' names under them: a trick's do, even
    before its first card (so the cards do not jump); a pile's (Mau Mau) do not."""
    return not lying or any(seat is not None for seat, _ in lying)
