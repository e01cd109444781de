"""The card table in the window as a whole: the other seats along the top, the cards on the
table in the middle, and the player's own hand as large cards at the foot, drawn from the
player's own view only. Everything comes from the console's redacted view, so another seat's
card cannot reach the screen.

:class:`CardTableDrawer` is the one drawer the window keeps for card games. It shares the
area's height out among the seats, the table and the hand, so that the hand keeps its size
through a deal and, zoomed in, the trick's cards keep a card's shape beside it; then it draws
the seats and the table (:mod:`window_table`) and the hand (:mod:`window_hand`). For a game
with a board of its own (Dog) it lays out the hand's strip and the box of the card played last
instead (:mod:`window_hand_strip`).
"""

from __future__ import annotations

from typing import Any

from accessible_games.frontends.window_card_face import CARD_RATIO
from accessible_games.frontends.window_card_layout import TABLE_TEXT, CardLayout, card_gap
from accessible_games.frontends.window_hand import (
    HAND_CARD_ROOM,
    HAND_LEAST,
    SHORT_HAND_LEAST,
    hand_card_width,
    hand_floor,
    hand_grid,
    hand_need,
)
from accessible_games.frontends.window_hand_strip import HandStripDrawer
from accessible_games.frontends.window_table import TableDrawer, names_under
from accessible_games.session.console import Console

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


class CardTableDrawer(TableDrawer, HandStripDrawer):
    """Draws a card game's table (or the hand strip under a board) into an area."""

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
        named = names_under(session.state.table_cards())  # type: ignore[attr-defined]
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
            # Never wider than at 100 % where the hand gave way there (at 100 % in 640x480
            # Doppelkopf's cards were 49 pixels wide; zoomed, 60 left the trick 30 high).
            floor = max(min(HAND_LEAST, hand_least), min(hand_floor(scale), hand_least))
            least = int(floor * (CARD_RATIO + HAND_CARD_ROOM)) + 2 * margin
            kept = min(need, hand_need(hand_least, 1, margin) + 1, rest - 1)
            shared = self._tallest_beside(trick, count, width, rest, scale, kept, hand_least,
                                          TRICK_SHARE)
            if named and floor <= HAND_LEAST and shared < least and hand_card_width(
                    count, width, shared, scale, hand_least) >= SHORT_HAND_LEAST:
                # In a window whose hand is at its least at 100 %, narrower cards, down to
                # SHORT_HAND_LEAST, for a trick: its players' names beside it leave no room
                # for squat cards (a pile has no names, and lies squat with its rank beside
                # its sign, as large as at 100 %).
                least = shared
            return max(min(need, least),
                       self._tallest_beside(trick, count, width, rest, scale, need,
                                            hand_least, 1.0), shared)
        even = self._tallest_hand(count, width, rest, scale, named, need, 1.0)
        # Never smaller than the hand's floor (hand_floor: 60 pixels, 80 zoomed). The trick's
        # cards stay at least TRICK_SHARE of the hand's height where the hand has room so;
        # else they are lower, down to TRICK_LEAST of the panel's type, squat with the rank
        # beside the sign, the players' names under them giving way as NAMES_GIVE_WAY says.
        share = self._tallest_hand(count, width, rest, scale, named, need, TRICK_SHARE)
        low = self._tallest_over_trick(rest, scale, named, need,
                                       int(self.heading_least * TRICK_LEAST))
        unzoomed = int(HAND_LEAST * (CARD_RATIO + HAND_CARD_ROOM)) + 2 * margin
        if count and named and trick is not None and share < unzoomed:
            # As zoomed: a trick too low beside cards HAND_LEAST wide takes room from the
            # hand, down to SHORT_HAND_LEAST (at 100 % in 640x480 Doppelkopf's trick was 36
            # pixels high and 59 wide beside a hand of cards 60 wide).
            shared = self._tallest_beside(trick, count, width, rest, scale,
                                          min(need, unzoomed), 0, TRICK_SHARE)
            if hand_card_width(count, width, shared, scale) >= SHORT_HAND_LEAST:
                unzoomed = max(share, shared)
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
