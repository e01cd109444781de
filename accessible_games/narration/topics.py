"""Topics: the game-independent questions a player asks, and how a game's describer answers.

One vocabulary serves every game: "threats", "details", "look" and "both rows" are asked the
same way in draughts, Tablut, Arimaa and Kalah. A describer declares which of its own queries
answer which topic in its class attribute ``answers`` (see :class:`Query`); the session asks
generically through :meth:`Describer.answer`, and says in one sentence when a game has nothing
to tell about a topic.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Topic(Enum):
    """A question every game may answer in its own way."""

    THREATS = "threats"
    """What is attacked and what threatens: pieces that can be taken next turn, open fours,
    pieces in danger on traps, rabbits near their goal."""
    DETAILS = "details"
    """The game's own special facts: the reserve, frozen pieces, the king's escape routes."""
    LOOK = "look"
    """A closer look at the cursor's place: the lines through it, the house and its seeds."""
    ROWS = "rows"
    """Both rows in the order the game is played (mancala: the way the seeds travel)."""


@dataclass(frozen=True, slots=True)
class Query:
    """One describer query that answers a topic.

    The method is called with the state (and the cursor's place when ``at_place``); it may
    return a text, a list of texts, a Message or a list of Messages. Empty texts are left out.
    """

    method: str
    """The describer method's name, e.g. "threats_text"."""
    at_place: bool = False
    """True when the method takes the cursor's place as its second argument."""
    brief: str | None = None
    """The describer method (called as ``method`` is) whose answer is the braille line's form
    of this one: a text, or a list of texts one for one with the method's lines (a score
    sheet); ``method`` itself to word the same answer for the braille line
    (:meth:`.Describer.worded_for_line`: a card game's cards in their code). None, or None
    from the method: the text itself."""
