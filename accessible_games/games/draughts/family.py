"""The draughts games besides English checkers: international, Russian, Brazilian, Turkish
draughts and Schlagdame (the misère game on any of them). Each is a ``DraughtsGame`` whose
``variant`` is data from :mod:`accessible_games.games.draughts.variants`.

Draw rules (documented in the rules pages; all off for perft):

- ``draw_moves``: moves per side in a row without a capture and without a man's move (only
  kings moving). FMJD: 25 (article 6.2); Russian: 15 (the 15-move king rule); Brazilian: 25
  like FMJD; Turkish: no federation rule in our sources, we use 25 so games end.
- ``repetitions``: the same position with the same side to move this often is a draw (FMJD
  6.1 and the Russian rules: threefold).
- ``endgame_rule`` (FMJD, Brazilian): a lone king against three kings, two kings and a man, or
  a king and two men: draw after 16 moves each; against two kings, a king and a man, or one
  king: draw after 5 moves each (FMJD 6.3, 6.4).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from accessible_games.engine.types import InvalidOptionError, Option
from accessible_games.games.draughts.game import MISERE_OPTION, CheckersGame, DraughtsGame
from accessible_games.games.draughts.variants import (
    BASE_NAMES,
    BRAZILIAN,
    INTERNATIONAL,
    RUSSIAN,
    TURKISH,
    VARIANTS,
    Variant,
)


def _draw_options(moves: int, endgame: bool | None) -> tuple[Option, ...]:
    specs = [
        Option("draw_moves", moves, doc="draw after this many moves per side in which only "
               "kings moved and nothing was taken; 0 turns the rule off"),
        Option("repetitions", 3, doc="draw when a position occurs this often with the same "
               "side to move; 0 turns the rule off"),
    ]
    if endgame is not None:
        specs.append(Option("endgame_rule", endgame, doc="FMJD 16- and 5-move limits when "
                            "one side has a lone king"))
    return tuple(specs)


class InternationalGame(DraughtsGame):
    """International draughts (FMJD), also called Polish draughts / Polnische Dame."""

    id = "international-draughts"
    aliases = ("internationale-dame", "polnische-dame", "polish-draughts", "international",
               "dame-international")
    option_specs = (*_draw_options(25, True), MISERE_OPTION)
    variant = INTERNATIONAL


class RussianGame(DraughtsGame):
    """Russian draughts (shashki)."""

    id = "russian-draughts"
    aliases = ("russische-dame", "shashki", "schaschki", "russian")
    option_specs = (*_draw_options(15, None), MISERE_OPTION)
    variant = RUSSIAN


class BrazilianGame(DraughtsGame):
    """Brazilian draughts: international rules on 8x8 (German: Polnische Dame, 64 Felder)."""

    id = "brazilian-draughts"
    aliases = ("polnische-dame-64", "polnische-dame-64-felder", "brasilianische-dame",
               "brazilian")
    option_specs = (*_draw_options(25, True), MISERE_OPTION)
    variant = BRAZILIAN


class TurkishGame(DraughtsGame):
    """Turkish draughts (dama): orthogonal moves on every square."""

    id = "turkish-draughts"
    aliases = ("tuerkische-dame", "türkische-dame", "dama", "turkish")
    option_specs = (*_draw_options(25, None), MISERE_OPTION)
    variant = TURKISH


class SchlagdameGame(DraughtsGame):
    """Schlagdame: the misère game (whoever loses all pieces or is blocked wins) on any base.
    Its draws count as the base game's do (``draw_moves``: 40 on the English board, 15 on the
    Russian, 25 on the others) unless the option is set."""

    id = "schlagdame"
    aliases = ("losing-draughts", "giveaway-draughts", "misere-draughts", "antidraughts")
    option_specs = (
        Option("base", "international", tuple(BASE_NAMES), doc="the draughts variant played "
               "with the misère goal"),
        *_draw_options(25, None),
    )

    @classmethod
    def follows_defaults(cls, values: Mapping[str, Any]) -> dict[str, Any]:
        """The base game's draw count (:data:`BASE_DRAW_MOVES`)."""
        base = values.get("base")
        return {"draw_moves": BASE_DRAW_MOVES[base]} if base in BASE_DRAW_MOVES else {}

    def base_variant(self) -> Variant:
        """The chosen base variant, always misère."""
        from dataclasses import replace

        return replace(VARIANTS[BASE_NAMES[self.options["base"]]], misere=True)

    @property
    def variant_base_id(self) -> str:
        """The game id of the base variant."""
        return BASE_NAMES[self.options["base"]]

    @property
    def notation_id(self) -> str:
        """Moves are typed as in the base game (square numbers on 10 by 10, c3-d4 on 8 by 8)."""
        return self.variant_base_id

    def check_options(self) -> None:
        """Also reject an unknown base."""
        super().check_options()
        if self.options["base"] not in BASE_NAMES:
            raise InvalidOptionError("base", str(self.options["base"]), tuple(BASE_NAMES))


FAMILY_GAMES: tuple[type[DraughtsGame], ...] = (InternationalGame, RussianGame, BrazilianGame,
                                                TurkishGame, SchlagdameGame)
"""The new games, in menu order."""

_BASE_GAMES: tuple[type[DraughtsGame], ...] = (CheckersGame, *FAMILY_GAMES)
BASE_DRAW_MOVES: dict[str, int] = {
    base: next(g for g in _BASE_GAMES if g.id == game_id).option_spec("draw_moves").default
    for base, game_id in BASE_NAMES.items()}
"""Schlagdame's ``base`` -> the base game's own ``draw_moves`` default."""
