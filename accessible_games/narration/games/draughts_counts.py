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


def side_counts_brief(describer: Describer, board: DraughtsState) -> str:
    """:func:`side_counts` on the braille line, the counts as numbers: the men ("Men: Black
    12, White 12; no kings."), and once a side has a king each side's men and kings as a
    pair, as Rakado pairs its counts ("Men/kings: Black 3/1, White 4/0."). With the turn
    the sentences ran to 82 cells, and the men and the kings apart ("Men: Black 3, White 4.
    Kings: Black 1, White 1.") to 87 in every endgame."""
    (men0, kings0), (men1, kings1) = board.counts(0), board.counts(1)
    first, second = describer.player(0), describer.player(1)
    if not kings0 and not kings1:
        return describer.t("brief.status.no_kings", first=first, second=second, men0=men0,
                           men1=men1)
    return describer.t("brief.status", first=first, second=second, men0=men0, men1=men1,
                       kings0=kings0, kings1=kings1)


def _count(describer: Describer, what: str, count: int) -> str:
    """"12 men", "one king", "no kings"."""
    if count == 0:
        return describer.t(f"status.no_{what}")
    return describer.tn(f"status.{what}", count)
