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
    """:func:`side_counts` on the braille line, the counts as numbers by what they count and
    the kings of the sides that have them ("Men: Black 5, White 6. Kings: White 2."; "Men:
    Black 12, White 12; no kings."): with the turn the sentences ran to 82 cells."""
    (men0, kings0), (men1, kings1) = board.counts(0), board.counts(1)
    first, second = describer.player(0), describer.player(1)
    kings = [describer.t("brief.status.kings", player=player, count=count)
             for player, count in ((first, kings0), (second, kings1)) if count]
    if not kings:
        return describer.t("brief.status.no_kings", first=first, second=second, men0=men0,
                           men1=men1)
    return describer.t("brief.status", first=first, second=second, men0=men0, men1=men1,
                       kings=", ".join(kings))


def _count(describer: Describer, what: str, count: int) -> str:
    """"12 men", "one king", "no kings"."""
    if count == 0:
        return describer.t(f"status.no_{what}")
    return describer.tn(f"status.{what}", count)
