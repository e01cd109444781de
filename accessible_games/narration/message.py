"""Message: what narration hands to the outputs (speech, braille, earcon)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class MessageKind(Enum):
    """What a message is about; outputs pick earcons and priorities from it."""

    MOVE = "move"
    """A move was made (by anybody)."""
    CAPTURE = "capture"
    """A move that took pieces or seeds."""
    ILLEGAL = "illegal"
    """An attempt was refused; the text says why."""
    ERROR = "error"
    """Input could not be read; the text says what is expected."""
    INFO = "info"
    """An answer to a query, help, rules."""
    TURN = "turn"
    """It is the listener's turn."""
    RESULT = "result"
    """The game ended."""
    CURSOR = "cursor"
    """The cursor moved: the place and what is on it."""
    EDGE = "edge"
    """The cursor could not move further: the board edge."""
    SELECT = "select"
    """A part of a move was selected (a piece picked up)."""
    DESELECT = "deselect"
    """A selection was cancelled."""
    CHAT = "chat"
    """Somebody at an online table said something (heard with the chat earcon)."""


@dataclass(frozen=True, slots=True)
class Message:
    """One announcement in words: a full text for speech and an optional brief form for braille."""

    text: str
    """The full sentence(s)."""
    kind: MessageKind = MessageKind.INFO
    """What the message is about."""
    brief: str | None = None
    """A shorter form for braille and brief verbosity; None means use ``text``."""

    place: tuple[int, int, int, int] | None = None
    """For cursor messages: (column, row, columns, rows) so outputs can pan and pitch."""

    mover: int | None = None
    """For the announcement of a move: the player who made it (None for other messages), so
    outputs can tell the listener's own moves from the opponent's."""

    audience: frozenset[int] | None = None
    """Who may hear or read this: None for everybody at the table, else the seats (one seat,
    or a team). Front ends deliver a private message only to its seats' speech or display."""
    glance: tuple[int | None, ...] | None = None
    """A sonified glance of what the text reads (mancala: one pitch step per house, None for
    an empty house); outputs that can play tones in order may sound it."""

    @property
    def short(self) -> str:
        """The brief form, or the full text when there is none."""
        return self.brief if self.brief is not None else self.text
