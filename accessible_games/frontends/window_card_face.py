"""One card's face as the window draws it, and the colours, signs and shapes that tell it.

A card is a white face with a black rim, its rank in large type in the corner and its suit as a
large sign in the middle (the French signs, or the initial of a German pack's suit); hearts and
diamonds are dark red, the others black, but the sign tells the suit on its own. A card whose
face the viewer may not see is drawn as its back, black stripes on white.

:class:`CardFaceDrawer` holds the drawing functions the window hands the card table (text,
wrapping, measuring, letters drawn by their ink); the drawers of the hand and of the table
build on it.
"""

from __future__ import annotations

from typing import Any

from accessible_games.frontends.window_board import BLACK, WHITE
from accessible_games.games.cards.core import UNKNOWN, Deck, Pattern, Suit
from accessible_games.narration.catalog import catalog
from accessible_games.session.console import Console

RED_INK = (176, 0, 0)
"""Hearts and diamonds: 7.4:1 on the white face (WCAG AAA's 7:1 for text)."""
FACE = WHITE
FRENCH_SIGNS = {Suit.CLUBS: "\u2663", Suit.DIAMONDS: "\u2666", Suit.HEARTS: "\u2665",
                Suit.SPADES: "\u2660"}
RED_SUITS = frozenset({Suit.DIAMONDS, Suit.HEARTS})
CARD_RATIO = 1.45
"""A card's height over its width (a playing card's shape)."""
TABLE_CARD_RATIO = 1.1
"""The table's cards, where the table's height rather than its width limits them, are as wide
as this share of their height lets them be, squatter than the hand's: the rank is a share of a
card's width (at 200 % in 1000x860 Whist's trick was 62 pixels wide and 89 tall, its ranks'
ink 20 pixels tall; squatter, 81 wide and 26)."""
RANK_SHARE = 0.44
"""The rank's type size as a share of the card's width."""


def face_texts(session: Console, card: int) -> tuple[str, str, Suit | None]:
    """The rank's short sign, the suit's sign and the suit of ``card``."""
    deck: Deck = session.game.deck  # type: ignore[attr-defined]
    words = catalog(session.lang)
    face = deck.face(card)
    if face.is_joker:
        return words.text("window.cards.joker"), "\u2605", None
    assert face.suit is not None
    names = getattr(session.describer, "names", None)
    pattern = names.pattern if names is not None else deck.pattern
    value = face.rank.value
    rank = str(value) if value <= 10 else words.text(
        f"window.cards.rank.{pattern.value}.{value}")
    sign = (FRENCH_SIGNS[face.suit] if pattern is Pattern.FRENCH
            else words.text(f"window.cards.suit.german.{face.suit.value}"))
    return rank, sign, face.suit


class CardFaceDrawer:
    """Draws a card's face into a rectangle, its rank and sign as large as the face holds."""

    def __init__(self, pg: Any, text: Any, wrap: Any, measure: Any, letters: Any = None) -> None:
        self.pg = pg
        self.text = text
        """The drawer's text function: (surface, text, pos, size, colour, bold, center)."""
        self.wrap = wrap
        """Text broken into lines that fit: (text, width, size, bold) -> lines."""
        self.measure = measure
        """The width of a text in pixels: (text, size, bold) -> width."""
        self.letters = letters
        """Draws bold letters by their ink: ``ink_size(text, size)`` and
        ``draw_letters(surface, text, centre, size, colour)`` (``window_draw.Drawer``)."""

    def card(self, surface: Any, session: Console, card: int, rect: Any, least: int = 0,
             inset: int = 0) -> None:
        """A card's face: rank in the corner, suit sign in the middle; a hidden card's back.
        With ``least`` (the message panel's type size) neither the rank nor the sign is
        smaller than that where the face holds them (:meth:`_large_face`), and their ink
        keeps ``inset`` pixels and more from the card's edge (the cursor's frame reaches in
        so far over a card of the hand)."""
        pg = self.pg
        radius = max(4, rect.width // 10)
        pg.draw.rect(surface, FACE, rect, border_radius=radius)
        pg.draw.rect(surface, BLACK, rect, max(2, rect.width // 30), border_radius=radius)
        if card == UNKNOWN:
            step = max(6, rect.width // 6)
            for x in range(rect.left + step, rect.right, step):
                pg.draw.line(surface, BLACK, (x, rect.top + 4), (x, rect.bottom - 4), 2)
            return
        rank, sign, suit = face_texts(session, card)
        ink = RED_INK if suit in RED_SUITS else BLACK
        if least and self.letters is not None:
            self._large_face(surface, rank, sign, ink, rect, least, inset)
            return
        # The rank as large as fits over the sign (at least the panel's text on the smallest
        # hand card); a word (Joker) no wider than the face.
        corner = max(10, int(rect.width * RANK_SHARE))
        while corner > 10 and len(self.wrap(rank, int(rect.width * 0.9), corner, True)) > 1:
            corner -= 1
        self.text(surface, rank, (rect.centerx, rect.top + rect.width // 25 + corner * 0.6),
                  corner, ink, True, True)
        # The sign under the rank, on a squat card (the table's) no taller than its room.
        self.text(surface, sign, (rect.centerx, rect.top + int(rect.height * 0.64)),
                  max(10, min(int(rect.width * 0.62), int(rect.height * 0.45))), ink, True,
                  True)

    @staticmethod
    def _face_pad(rect: Any) -> int:
        """The white kept between a card's rim and the ink of its rank and sign."""
        return max(2, rect.width // 30) + 3

    @staticmethod
    def _face_gap(least: int) -> int:
        """The white between the rank's ink and the sign's on a face of ``least`` type."""
        return max(3, least // 8)

    def _large_face(self, surface: Any, rank: str, sign: str, ink: tuple[int, int, int],
                    rect: Any, least: int, inset: int = 0) -> None:
        """A face whose rank and sign are each at least ``least`` pixels type (as the face's
        share would set them, or larger), laid out by their ink: the rank's from the top, the
        sign's under it; where the card is too low for that (the trick's cards at 200 % in a
        small window), the rank left of the sign (at 200 % a trick's ranks were 32 to 35
        pixels type under the panel's 48). Where neither way holds them at ``least``, the
        stacked rank and sign shrink until they fit."""
        pad, gap = max(self._face_pad(rect), inset + 2), self._face_gap(least)
        wide, tall = rect.width - 2 * pad, rect.height - 2 * pad
        ink_size = self.letters.ink_size
        rank_w, rank_h = ink_size(rank, least)
        sign_w, sign_h = ink_size(sign, least)
        if rank_h + gap + sign_h > tall and rank_w + gap + sign_w <= wide and max(
                rank_h, sign_h) <= tall:
            # Side by side, the pair in the middle of the face.
            left = rect.centerx - (rank_w + gap + sign_w) // 2
            self.letters.draw_letters(surface, rank, (left + rank_w // 2, rect.centery),
                                      least, ink)
            self.letters.draw_letters(surface, sign, (left + rank_w + gap + sign_w // 2,
                                                      rect.centery), least, ink)
            return
        if rank_h + gap + sign_h > tall:
            # Too low for either at ``least``: side by side as large as the face holds them,
            # where that is larger than one over the other would be (a trick's squat cards
            # at 400 %: ranks 15 pixels tall stacked, 50 side by side).
            beside = self._beside_size(rank, sign, wide, tall, least)
            apart = self._face_gap(beside)
            if ink_size(rank, beside)[1] * 2 + apart > tall:
                left = rect.centerx - (ink_size(rank, beside)[0] + apart
                                       + ink_size(sign, beside)[0]) // 2
                rank_w = ink_size(rank, beside)[0]
                self.letters.draw_letters(surface, rank, (left + rank_w // 2, rect.centery),
                                          beside, ink)
                self.letters.draw_letters(surface, sign, (
                    left + rank_w + apart + ink_size(sign, beside)[0] // 2, rect.centery),
                    beside, ink)
                return
        corner = max(least, int(rect.width * RANK_SHARE))
        middle = max(least, min(int(rect.width * 0.62), int(rect.height * 0.45)))
        while corner > 10 and ink_size(rank, corner)[0] > wide:
            corner -= 1
        while middle > 10 and ink_size(sign, middle)[0] > wide:
            middle -= 1
        # The white between them as for the type drawn: the panel's (96 pixels at 400 %) took
        # 12 pixels of a trick card 58 high, and its rank shrank to ink 17 pixels tall.
        while ink_size(rank, corner)[1] + self._face_gap(max(corner, middle)) + ink_size(
                sign, middle)[1] > tall and max(corner, middle) > 10:
            if corner >= middle:
                corner -= 1
            else:
                middle -= 1
        gap = min(gap, self._face_gap(max(corner, middle)))
        rank_h = ink_size(rank, corner)[1]
        sign_h = ink_size(sign, middle)[1]
        top = rect.top + pad
        self.letters.draw_letters(surface, rank, (rect.centerx, top + rank_h // 2), corner,
                                  ink)
        below = top + rank_h + gap  # the sign in the middle of the room left under the rank
        centre = max(below + (rect.bottom - pad - below) // 2, below + sign_h // 2)
        self.letters.draw_letters(surface, sign, (rect.centerx, centre), middle, ink)

    def _beside_size(self, rank: str, sign: str, wide: int, tall: int, least: int) -> int:
        """The largest type, up to ``least``, in which ``rank`` and ``sign`` side by side,
        the white between them as for that type, fit a face's room of ``wide`` by ``tall``
        pixels (with the panel's white, 12 pixels at 400 %, a jack's 'B' and its sign on a
        trick card 52 pixels wide were ink 13 pixels tall)."""
        ink_size = self.letters.ink_size
        size = least
        while size > 10 and (ink_size(rank, size)[0] + self._face_gap(size) + ink_size(
                sign, size)[0] > wide
                             or max(ink_size(rank, size)[1], ink_size(sign, size)[1]) > tall):
            size -= 1
        return size

    def _side_by_side_width(self, session: Console, lying: list[tuple[int | None, int]],
                            height: int, least: int) -> int:
        """How wide the table's cards must be to hold each one's rank and sign side by side
        at ``least`` pixels type, where cards of ``height`` are too low to hold them one over
        the other (0: they are not, or nothing lies there)."""
        if not least or self.letters is None or not lying:
            return 0
        probe = self.pg.Rect(0, 0, height, height)
        pad, gap = self._face_pad(probe), self._face_gap(least)
        need = 0
        for _, card in lying:
            if card == UNKNOWN:
                continue
            rank, sign, _ = face_texts(session, card)
            rank_w, rank_h = self.letters.ink_size(rank, least)
            sign_w, sign_h = self.letters.ink_size(sign, least)
            if rank_h + gap + sign_h > height - 2 * pad:
                need = max(need, rank_w + gap + sign_w + 2 * pad + 2)
        return need
