"""The result of the losing game (Schlagdame), in words the whole draughts family shares:
English checkers with the option "Losing game" as much as Schlagdame on any base game.

In the losing game the side left without pieces, or without a move, is the winner. The common
result sentence of games where being stranded loses names the winner's opponent as the side
without pieces ("Black has no pieces left. White wins."), which is the wrong side here; these
sentences name the winner as the one stranded ("White has no pieces left and wins the losing
game.").
"""

from __future__ import annotations

from accessible_games.engine import EndReason, Outcome
from accessible_games.games.draughts.variants import Variant
from accessible_games.narration.describer import Describer


def misere_result(describer: Describer, outcome: Outcome, brief: bool = False) -> str | None:
    """The result sentence of a won losing game, told the one person at the table as their
    win or loss (:meth:`Describer.result_t`); with ``brief`` its braille line, the winner
    first and why after a colon ("Black wins the losing game: no pieces left."; "Game over:
    you have lost; Black has no pieces left and ..." ran to 81 cells in German). None for a
    draw or an ordinary game."""
    variant = getattr(describer.game, "variant", None)
    if not isinstance(variant, Variant) or not variant.misere or outcome.is_draw:
        return None
    winner = describer.player(min(outcome.winners))
    head = "brief.result" if brief else "result"
    if outcome.reason in (EndReason.NO_PIECES, EndReason.NO_MOVES):
        return describer.result_t(f"{head}.misere_{outcome.reason.value}", outcome,
                                  winner=winner)
    return describer.result_t(f"{head}.misere", outcome, winner=winner,
                              why=describer.t(f"end.{outcome.reason.value}"))
