"""What the parts of the card table in the window share: the record of where each card, seat,
word and mark was drawn (:class:`CardLayout`, which the window hands to the mouse and the tests
read), the room between two cards at a zoom, the table's type size at 100 %, and whether a card
game lays its cards on a board of its own (Dog) rather than on a table."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from accessible_games.session.console import Console

TABLE_TEXT = 24
"""The type size at the table at 100 % (the seats, the words over the cards, the players'
names under them): the message panel's, so that nothing there is smaller than the panel's
words (trumps and who is winning were 20 pixels, the seats 22, against the panel's 24)."""


def card_gap(scale: float) -> int:
    """The room between two cards, and between the cards and the edges of their area, at zoom
    ``scale``: 10 pixels at 100 %, growing with the zoom up to 15."""
    return max(6, int(10 * min(scale, 1.5)))


def has_board(session: Console) -> bool:
    """True for card games that lay their cards on a board of their own (Dog's track)."""
    return session.view.family != "cards"


@dataclass
class CardLayout:
    """Where the cards were drawn (for tests and the mouse)."""

    hand: list[tuple[int, Any]] = field(default_factory=list)
    """Each card of the own hand with its rectangle, in hand order."""
    table: list[tuple[int | None, int, Any]] = field(default_factory=list)
    """Each card on the table: the seat that played it (None for a pile), the card, where."""
    seats: dict[int, Any] = field(default_factory=dict)
    """Each other seat's box."""
    cursor: Any = None
    """The cursor card's rectangle (None when the hand is empty)."""
    marked: list[int] = field(default_factory=list)
    """The cards marked as playable."""
    heading: list[str] = field(default_factory=list)
    """The lines written over the table (trumps, the contract or a wish; who is winning)."""
    heading_rects: list[Any] = field(default_factory=list)
    """Where each of those lines was drawn."""
    ahead: int | None = None
    """The seat whose card wins the trick so far, its name in bold (None: no trick of two)."""
    names: list[Any] = field(default_factory=list)
    """Where each player's name under a card on the table was written."""
    seat_lines: list[Any] = field(default_factory=list)
    """Where each line in the other seats' boxes was written."""
    hand_view: Any = None
    """Where the hand's cards are drawn whole: where the row is wider, the room between the
    marks at its sides."""
    more: dict[str, tuple[int, Any]] = field(default_factory=dict)
    """Each side ("before", "after") beyond which cards of the hand wait, with how many and
    where its mark (an arrow and that count) was drawn: left and right of a row, over and
    under rows one under the other."""
    more_playable: dict[str, Any] = field(default_factory=dict)
    """Each of those sides where a card that may be played waits, and where the cyan mark
    saying so was drawn by its arrow."""
    taken: int | None = None
    """The seat that took the trick shown, the last one while the next has no card (None: the
    table shows the trick being played)."""
    last_box: Any = None
    """Beside or over Dog's board, the box kept for the card played last (None elsewhere)."""
    last: tuple[int | None, int, Any] | None = None
    """The card played last in that box: its player (None: not known), the card, where."""
    last_label: list[tuple[str, Any]] = field(default_factory=list)
    """Each line of the label in that box ("Last card: East"), with its rectangle."""
    trick_room: Any = None
    """Where the table's cards lie, under the words over them and over their players'
    names, whether cards lie there or not (None beside Dog's board)."""
    words_most: int = 0
    """Where more than 0, the largest type of the table's words: they gave the trick's cards
    room (:meth:`CardTableDrawer.draw_table`)."""
