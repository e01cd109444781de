"""Seats listed in one sentence, the same way wherever a sentence lists them.

Seats with names are joined with "and" ("North, East and South"). Seats that are only
numbered (Mau Mau's "Player 2") say their word once: "players 2, 3, and 4", as the opening
does ("the computer, level 2, plays players 2, 3, and 4"); "Player 2, Player 3, and Player 4"
repeated the word for every seat.
"""

from __future__ import annotations

from collections.abc import Sequence

from accessible_games.narration.catalog import Catalog


def seats_joined(cat: Catalog, names: Sequence[str], numbers: Sequence[int | None],
                 you: str | None = None, in_order: bool = False) -> str:
    """``names`` joined with "and", the seats with a number in ``numbers`` (None for a
    seat said by its name, such as a person's) together under their word once: "anna and
    players 3 and 4". Lower case inside a sentence; a sentence that opens with it
    capitalizes it (:func:`accessible_games.narration.catalog.capitalized`). The numbers
    are said in order ("players 3 and 4", not "players 4 and 3" as the seats drew).
    ``you``, the listener's word ("you", "du") when the listener is among the seats (not
    in ``names``), comes first: "you and players 2 and 3" ("you, Player 2, and Player 3"
    named the numbered seats one by one). With ``in_order`` the numbers keep the order given,
    where it tells what happened first ("players 4 and 3 each draw a card" after a nine
    reversed the direction)."""
    first = [] if you is None else [you]
    numbered = [number for number in numbers if number is not None]
    if not in_order:
        numbered.sort()
    if len(numbered) < 2:
        return cat.join_and([*first, *names])
    named = [name for name, number in zip(names, numbers) if number is None]
    group = cat.plural("common.players.numbered", len(numbered),
                       numbers=cat.join_and([str(number) for number in numbered]))
    return cat.join_and([*first, *named, group])


__all__ = ["seats_joined"]
