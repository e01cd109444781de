"""The five games of the Halma family as small subclasses of the shared Game.

One State serves all five games (see :mod:`.variants`): pieces step one square in the
variant's directions; where the variant allows, they hop over adjacent pieces onto the empty
square behind (a "free" piece), in chains that may stop after any hop and never land twice on
a square; nothing is taken by hopping. Blockade removes blocked groups after each move.

Endings, with the decisions of RULES-RESEARCH §12 and our additions (documented on the rules
pages): formation goals with the anti-spoiling fill rule (D12.3), the leave-home deadline
(D12.3), passing without a move and a draw when neither side can move (D12.2), loss when
blocked (D12.6, Blockade, the wolf), and for games that could go on for ever a move limit
(most pieces on target squares wins), a draw count (Blockade) and a repetition draw.

The shared Game and State are in :mod:`.state`, the endings in :mod:`.outcomes` and the
family's own rules for refused moves in :mod:`.reasons`; their public names are re-exported
here.
"""

from __future__ import annotations

from accessible_games.engine.jumps import (
    EMPTY,
)
from accessible_games.engine.types import (
    InvalidPositionError,
    Option,
    Player,
)
from accessible_games.games.halma_family.outcomes import HalmaEnd
from accessible_games.games.halma_family.reasons import HalmaRule
from accessible_games.games.halma_family.state import HalmaFamilyGame, HalmaState
from accessible_games.games.halma_family.variants import (
    BLOCKADE,
    ECKDAME,
    HALMA_DAME,
    RAEUBER_UND_GENDARM,
    WOLF_UND_SCHAFE,
    squares,
)

# -- the five games ------------------------------------------------------------------------------

_REPETITIONS = Option("repetitions", 3, doc="draw when a position occurs this often with the "
                      "same side to move; 0 turns it off")


def _fill(after: int) -> Option:
    return Option("fill_after", after, doc="anti-spoiling: once the opponent has made this many "
                  "moves, you also win when every target square is taken, at least one by you and "
                  "the rest by opposing pieces; 0 turns the rule off")


def _move_limit(moves: int) -> Option:
    return Option("move_limit", moves, doc="after this many moves per side the side with more "
                  "pieces on target squares wins; 0 turns the limit off")


def _home_deadline(moves: int) -> Option:
    return Option("home_deadline", moves, doc="lose when a piece is still on your start squares "
                  "after this many own moves; 0 turns the rule off")


class WolfUndSchafeGame(HalmaFamilyGame):
    """Wolf und Schafe (wolf and sheep): four sheep try to trap one wolf."""

    id = "wolf-und-schafe"
    aliases = ("wolf-and-sheep", "fox-and-geese-draughts", "wolf und schafe", "schafe")
    variant = WOLF_UND_SCHAFE
    has_draws = False  # The wolf gets through, or the side without a move loses.
    option_specs = (
        Option("first", "sheep", ("sheep", "wolf"), "who moves first: the sheep (seed) or the "
               "wolf (other sources)"),
        Option("wolf_start", "h8", ("b8", "d8", "f8", "h8"), "the wolf's start square on row 8"),
    )

    def start_board(self) -> tuple[list[int], Player]:
        """Sheep on a1, c1, e1, g1; the wolf on the chosen square of row 8."""
        board = [EMPTY] * 64
        for square in self.variant.start[0]:
            board[square] = 0
        board[squares(self.options["wolf_start"])[0]] = 1
        return board, 0 if self.options["first"] == "sheep" else 1

    def parse_position(self, text: str) -> HalmaState:
        """A position; it must hold exactly one wolf."""
        state = super().parse_position(text)
        if state.board.count(1) != 1:
            raise InvalidPositionError(text, "there must be exactly one wolf (W)",
                                       self.describe_position_format())
        return state


class BlockadeGame(HalmaFamilyGame):
    """Blockade (Krieg): blocked groups are removed; whoever cannot move loses."""

    id = "blockade"
    aliases = ("krieg", "war-draughts")
    variant = BLOCKADE
    option_specs = (
        Option("draw_moves", 40, doc="draw after this many moves per side without a removal; "
               "0 turns the rule off"),
        _REPETITIONS,
    )


class RaeuberUndGendarmGame(HalmaFamilyGame):
    """Räuber und Gendarm: Halma on the draughts board; rebuild on the far side or block."""

    id = "raeuber-und-gendarm"
    aliases = ("räuber-und-gendarm", "cops-and-robbers", "robbers-and-gendarmes")
    variant = RAEUBER_UND_GENDARM
    option_specs = (
        _fill(40),
        _move_limit(150),
        _home_deadline(0),
        _REPETITIONS,
    )


class HalmaDameGame(HalmaFamilyGame):
    """Halma-Dame: eight stones each race forward and hop over free stones."""

    id = "halma-dame"
    aliases = ("halma-draughts", "halmadame")
    variant = HALMA_DAME
    option_specs = (_fill(30), _home_deadline(30))


class EckdameGame(HalmaFamilyGame):
    """Eckdame: the board on its corner, nine stones each cross to the far corner."""

    id = "eckdame"
    aliases = ("corner-draughts", "ecken-dame")
    variant = ECKDAME
    option_specs = (
        _fill(30),
        _home_deadline(30),
        _move_limit(100),
        _REPETITIONS,
    )


HALMA_GAMES: tuple[type[HalmaFamilyGame], ...] = (
    WolfUndSchafeGame, BlockadeGame, RaeuberUndGendarmGame, HalmaDameGame, EckdameGame)
"""The five games in menu order."""


__all__ = [
    "HALMA_GAMES", "BlockadeGame", "EckdameGame", "HalmaDameGame", "HalmaEnd", "HalmaFamilyGame",
    "HalmaRule", "HalmaState", "RaeuberUndGendarmGame", "WolfUndSchafeGame",
]
