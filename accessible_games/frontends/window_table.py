"""What lies on the card table in the window and round it: the other seats' boxes along the
top, the words over the table, and the cards on it with their players' names under them.

A card the viewer cannot see (never one of theirs) is not drawn as a face: the other seats are
boxes with their name and how many cards they hold, the seat to move with a yellow frame
(thinner than the cursor's) and an arrow; a name too long for its box is cut short with an
ellipsis. Over the cards on the table stands in words what decides the play (trumps, the
contract, a wish) and, in a trick, who is winning it so far; while the next trick has no card,
the trick just taken lies there under words that say who took it. These words are as large as
the message panel's where the table has room, smaller where they would leave its cards too low.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from accessible_games.frontends.window_board import FOCUS, TEXT
from accessible_games.frontends.window_card_face import CARD_RATIO, TABLE_CARD_RATIO
from accessible_games.frontends.window_card_layout import TABLE_TEXT, CardLayout, card_gap
from accessible_games.frontends.window_hand import HandDrawer
from accessible_games.games.cards.core import UNKNOWN
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
PLANS_KEPT = 2048
"""How many layouts of the table's words the drawer keeps before it forgets them all."""
NAMES_GIVE_WAY = 56
"""The players' names under the trick are as large as the message panel's words, but never
make the trick's cards narrower than this (a rank on it is the panel's 24 pixels at 100 %):
there the names are smaller, down to the table's size."""


@dataclass
class _TablePlan:
    """Where the words over the table and its cards lie (:meth:`TableDrawer._table_plan`):
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
    beside: bool = False
    """Whether each player's name stands beside its card rather than under it: the table
    is too low for cards over a row of names (:meth:`TableDrawer._names_beside`)."""


def _name_row(size: int) -> int:
    """The height of the row of players' names under the table's cards, in type of ``size``:
    a line, and a little room between it and the cards."""
    return int(size * 1.3)


def _name_slot(width: int, count: int, margin: int) -> int:
    """The widest a player's name under one of ``count`` cards on a table ``width`` pixels
    wide may be: the card's share of the row, less the room between two names."""
    return max(1, (width - margin) // max(1, count) - margin)


def names_under(lying: list[tuple[int | None, int]]) -> bool:
    """Whether the table's cards have their players' names under them: a trick's do, even
    before its first card (so the cards do not jump); a pile's (Mau Mau) do not."""
    return not lying or any(seat is not None for seat, _ in lying)


class TableDrawer(HandDrawer):
    """Draws the other seats' boxes, and the words over the table and its cards, into areas
    the card table gives them; measures how low those words leave the table's cards."""

    def __init__(self, pg: Any, text: Any, wrap: Any, measure: Any, letters: Any = None) -> None:
        super().__init__(pg, text, wrap, measure, letters)
        self.heading_said = ("", 0)
        """The words over the table at this drawing, and the table's width: the room the
        trick's cards leave the hand counts the heading's lines."""
        self._plans: dict[tuple[Any, ...], tuple[list[str], int, int, int, list[list[str]],
                                                 int, Any, int, int, bool]] = {}
        """How the words over the table and the room for its cards lay (:meth:`_table_plan`):
        the table weighs its words against its cards many times a drawing."""
        self.words_most = 0
        """Where more than 0, the largest type of the table's words at this drawing (the
        seats', those over the table, the players' names under it): zoomed in a small window
        they give the trick's cards room (:meth:`CardTableDrawer.draw_table`)."""

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
        if full and names_under(lying):
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
        lines, big, step, name_size, wrapped, names, room, width, height, beside = self._plans[
            key]
        return _TablePlan(size, margin, lying, best, took, lines, big, step, name_size,
                          wrapped, names, room, width, height, beside)

    def _words_and_room(self, said: str, lying: list[tuple[int | None, int]],
                        players: list[str], area: Any, size: int, margin: int, least: int,
                        floor: int, full: bool) -> tuple[list[str], int, int, int,
                                                         list[list[str]], int, Any, int, int,
                                                         bool]:
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
            beside = False
            if names and height < least:  # the names beside the cards, before any shrink
                aside = self._names_beside(area, top, big, margin, lying, players)
                if aside is not None and aside[5] > height:
                    beside = True
                    name_size, wrapped, names, room, width, height = aside
            if big <= max(size, floor) or not (lying or full) or height >= least:
                break
            big -= 1
        return lines, big, step, name_size, wrapped, names, room, width, height, beside

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
        names = _name_row(name_size) * rows if names_under(lying) else 0
        room = self.pg.Rect(area.left, top, area.width,
                            max(1, area.bottom - top - margin - names))
        # Where the table's height limits them, squatter cards than the hand's, so that their
        # ranks are larger (zoomed, the trick's cards were too low to be wide).
        across = (room.width - (len(lying) + 1) * margin) // max(1, len(lying))
        width = max(16, min(across, int(room.height / TABLE_CARD_RATIO), 200))
        return name_size, wrapped, names, room, width, min(int(width * CARD_RATIO), room.height)

    def _names_beside(self, area: Any, top: int, size: int, margin: int,
                      lying: list[tuple[int | None, int]], players: list[str]
                      ) -> tuple[int, list[list[str]], int, Any, int, int] | None:
        """As :meth:`_trick_room` gives it, the table's cards with each player's name on one
        line beside its card, in type of ``size`` (the words over them), rather than under
        it: in a table too low for cards over a row of names, where the row has room for
        them so (at 200 % in 640x480 Whist's trick was 16 pixels high over its row of names,
        and drawn flat); None where a card would be narrower than half its height so."""
        room = self.pg.Rect(area.left, top, area.width, max(1, area.bottom - top - margin))
        count = max(1, len(lying))
        widest = max([0] + [self.measure(name, size, True) for name in players])
        across = (room.width - (count + 1) * margin) // count - widest - margin // 2
        height = int(min(room.height, 200 * CARD_RATIO))
        width = min(across, int(height / TABLE_CARD_RATIO))
        if width * 2 < height:
            return None
        return size, [[name] for name in players], 0, room, width, min(
            int(width * CARD_RATIO), room.height)

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
        named = [self.measure(line, name_size, True) for lines in wrapped
                 for line in lines] if names or plan.beside else []
        # Names beside the cards: each card's slot holds its name at its right.
        beside = max(named) + margin // 2 if plan.beside and named else 0
        across = (room.width - (len(lying) + 1) * margin) // len(lying) - beside
        if height < least:
            width = max(width, min(across, self._side_by_side_width(
                session, lying, height, self.heading_least)))
        # Each card as far from the next as its player's name needs (zoomed in a small
        # window the names are wider than the cards, and ran into each other).
        if beside:
            slot = width + beside + margin
            row_width = len(lying) * slot - margin
        else:
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
            if seat is None:
                continue
            if beside:  # on one line, half a gap right of the card
                line = next(lines_of)[0]
                drawn = [self.text(surface, line, (rect.right + margin // 2 + self.measure(
                    line, name_size, True) // 2, rect.centery), name_size,
                    FOCUS if k == best else TEXT, k == best, True)]
            else:
                drawn = [self.text(surface, line, (rect.centerx, rect.bottom + step // 2
                                                   + n * step), name_size,
                                   FOCUS if k == best else TEXT, k == best, True)
                         for n, line in enumerate(next(lines_of))]
            layout.names.append(drawn[0].unionall(drawn[1:]))
