""""Did you mean threats?" offers one line for a slip of the keys; yes (ja) on the next line
does it, in a game, at the choice of games and in the online lobby alike (a player who typed
"whsit", heard "Did you mean Whist? Type 26." and answered yes was told yes was not
understood)."""

from __future__ import annotations

from collections.abc import Sequence

from accessible_games.session.commands import CommandKind, words_for

YES_WORDS = frozenset(words_for(CommandKind.YES, "en") + words_for(CommandKind.YES, "de"))
"""The words that take an offer, in either language."""


class SlipOffer:
    """The line the latest "Did you mean ...?" offered, open for the next line only."""

    def __init__(self) -> None:
        self.line: str | None = None
        """What yes does; None when the last answer offered none, or two ("Did you mean
        tables or tell?" leaves the choice to whoever types)."""

    def offer(self, meant: Sequence[str]) -> None:
        """Offer ``meant``, the line (or lines) a "Did you mean ...?" names."""
        self.line = meant[0] if len(meant) == 1 else None

    def taken(self, accepted: bool) -> str | None:
        """The line offered when the next line ``accepted`` it (was yes), else None; the
        offer is dropped either way."""
        offered, self.line = self.line, None
        return offered if accepted else None

    def answer(self, typed: str) -> str:
        """The line to answer for the line ``typed``: the line offered when ``typed`` is yes
        (or ja), else ``typed`` itself."""
        return self.taken(typed.strip().casefold() in YES_WORDS) or typed
