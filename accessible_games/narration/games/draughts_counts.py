"""Men and kings per side, as the status of every draughts game says them ("Black: 12 men, no
kings. White: 11 men, 1 king."): English checkers and the rest of the family share it.

A side without men or kings hears "no kings" ("keine Dame"), as a player says it; "0 kings"
("0 Damen") was read out as a number.
"""

from __future__ import annotations

from accessible_games.games.draughts.game import DraughtsState
from accessible_games.narration.describer import Describer


def side_counts(describer: Describer, board: DraughtsState) -> str:
    """Both sides' men and kings, player 0 first, one sentence each."""
    sides = []
    for player in (0, 1):
        men, kings = board.counts(player)
        sides.append(describer.t("status.side", player=describer.player(player),
                                 men=_count(describer, "men", men),
                                 kings=_count(describer, "kings", kings)))
    return " ".join(sides)


def _count(describer: Describer, what: str, count: int) -> str:
    """"12 men", "one king", "no kings"."""
    if count == 0:
        return describer.t(f"status.no_{what}")
    return describer.tn(f"status.{what}", count)
