"""How many cards each hand holds, at a trick-taking table (Whist, Doppelkopf).

Every hand holds as many cards as the others, but for those who have played to the trick
on the table; the status there names no count, so "how many cards" ("wie viele karten") is
answered by this: only the counts, which everybody at the table sees.
"""

from __future__ import annotations

from accessible_games.engine import Player, State
from accessible_games.narration.catalog import Catalog


class HandCounts:
    """The ``hand_counts_text`` query of a trick-taking describer (a mixin before
    :class:`.Describer`)."""

    cat: Catalog
    you: Player | None

    def hand_counts_text(self, state: State) -> str:
        """"Every hand holds 12 cards." where all are equal; else the listener's count, then
        the others' in seat order from the listener's left ("You hold 13 cards; East 12,
        South 12, and West 12."); a spectator hears every seat's ("Cards in hand: North 13,
        East 12, ...")."""
        counts = [len(hand) for hand in getattr(state, "hands")]
        if len(set(counts)) == 1:
            return self.cat.plural("cards.counts.all", counts[0])
        you = self.you if self.you is not None and 0 <= self.you < len(counts) else None
        start = 0 if you is None else you + 1
        seats = [(start + i) % len(counts) for i in range(len(counts))]
        name = self.player  # type: ignore[attr-defined]  # the describer's seat names
        entries = [self.cat.text("cards.counts.entry", player=name(seat), count=counts[seat])
                   for seat in seats if seat != you]
        others = self.cat.join_and(entries)
        if you is None:
            return self.cat.text("cards.counts.seats", entries=others)
        return self.cat.plural("cards.counts.you", counts[you], others=others)
