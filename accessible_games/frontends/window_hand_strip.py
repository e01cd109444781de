"""The hand's strip beside or over a card game's own board in the window (Dog's track), and
the box in it of the card played last.

Games with a board of their own (Dog) draw the board and the hand in a strip beside it (in a
wide window) or over it, with the card played last in a box of its own (the board does not show
it). The strip keeps its place whatever the message panel says; the box is there from the
start, so that nothing moves as the first card is played, and its card is as large as the box
lets it be under or beside a label naming its player.
"""

from __future__ import annotations

from typing import Any

from accessible_games.frontends.window_board import BLACK, TEXT
from accessible_games.frontends.window_card_face import CARD_RATIO, RANK_SHARE, TABLE_CARD_RATIO
from accessible_games.frontends.window_card_layout import TABLE_TEXT, CardLayout, card_gap
from accessible_games.frontends.window_hand import HAND_CARD_ROOM, HandDrawer, hand_card_width
from accessible_games.games.cards.dog.rules import Fold, Play
from accessible_games.narration.catalog import catalog
from accessible_games.session.console import Console

STRIP_SHARE = 0.3
STRIP_CARD = 80
"""Under a board (Dog's) the hand's strip is no taller than cards this wide (times the zoom)
need, within :data:`STRIP_SHARE` of the height: in 1000x860 the strip took 228 pixels for
cards 115 wide while the board's squares were 28 pixels and its marbles' letters 9; now 156,
and the squares 32 (a rank on a card 80 wide is 35 pixels, over the panel's 24)."""
LAST_MOST = 0.4
"""Beside Dog's board the box of the card played last takes the room at the column's foot
that the hand's rows leave, but no more than this share of the column; over the board it
takes up to this share of the strip's width where its card would be smaller than at 100 %
in :data:`LAST_LEAST` of it."""
LAST_LEAST = 0.3
"""The least the box of the card played last takes of the hand's strip (beside the board its
height, over it its width): where the label and a card whose rank is the panel's type need
more, the card is smaller."""


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


class HandStripDrawer(HandDrawer):
    """Splits a board's area from the hand's strip, and draws the box of the card played
    last in that strip."""

    def __init__(self, pg: Any, text: Any, wrap: Any, measure: Any, letters: Any = None) -> None:
        super().__init__(pg, text, wrap, measure, letters)
        self._last_fits: dict[tuple[str, tuple[int, ...], int, int, tuple[int, int]],
                              tuple[int, list[str], bool, tuple[int, int]]] = {}
        """How the label and the card played last lay in a box (:meth:`_last_fit`)."""

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
