"""Every game of the app, each as one entry in one explicit list.

An entry ties a game's rules to everything the layers above need: its describer (words), its
board view (cursor, drawing, braille lines, tactile diagrams), the position writer and the
pieces of the position editor, and the hooks of its computer opponent. Hidden-card sampling
belongs to the game's own states (``State.sample_hidden``). Adding a game means writing its
package and adding one entry here; nothing registers itself on import.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from accessible_games.ai.types import AIHooks, negated
from accessible_games.engine import Game, Location, Player
from accessible_games.engine.registry import Registry
from accessible_games.games.alquerque import evaluation as alquerque_eval
from accessible_games.games.alquerque.game import AlquerqueGame
from accessible_games.games.arimaa import evaluation as arimaa_eval
from accessible_games.games.arimaa.game import ArimaaGame
from accessible_games.games.breakthrough import evaluation as breakthrough_eval
from accessible_games.games.breakthrough.game import BreakthroughGame
from accessible_games.games.cards.dog import evaluation as dog_eval
from accessible_games.games.cards.dog.game import DogGame
from accessible_games.games.cards.doppelkopf import evaluation as doppelkopf_eval
from accessible_games.games.cards.doppelkopf.game import DoppelkopfGame
from accessible_games.games.cards.mau_mau import evaluation as mau_mau_eval
from accessible_games.games.cards.mau_mau.game import MauMauGame
from accessible_games.games.cards.whist import evaluation as whist_eval
from accessible_games.games.cards.whist.game import WhistGame
from accessible_games.games.chess_variants import evaluation as chess_eval
from accessible_games.games.chess_variants.game import MadMateGame, MaharadschaGame
from accessible_games.games.draughts import evaluation as draughts_eval
from accessible_games.games.draughts.family import FAMILY_GAMES
from accessible_games.games.draughts.game import CheckersGame
from accessible_games.games.gomoku import evaluation as gomoku_eval
from accessible_games.games.gomoku.game import GomokuGame
from accessible_games.games.halma_family import evaluation as halma_eval
from accessible_games.games.halma_family.game import HALMA_GAMES
from accessible_games.games.mancala import evaluation as mancala_eval
from accessible_games.games.mancala.congkak import CongkakGame
from accessible_games.games.mancala.kalah import KalahGame
from accessible_games.games.mancala.oware import OwareGame
from accessible_games.games.rakado import evaluation as rakado_eval
from accessible_games.games.rakado.game import RAKADO_GAMES
from accessible_games.games.reversi import evaluation as reversi_eval
from accessible_games.games.reversi.game import ReversiGame
from accessible_games.games.tafl import evaluation as tafl_eval
from accessible_games.games.tafl.game import TablutGame
from accessible_games.games.teamdraw import evaluation as teamdraw_eval
from accessible_games.games.teamdraw.game import TeamDrawGame
from accessible_games.narration import game_views as gv
from accessible_games.narration.cards import card_table_view
from accessible_games.narration.describer import Describer, Verbosity
from accessible_games.narration.games.alquerque import AlquerqueDescriber
from accessible_games.narration.games.arimaa import ArimaaDescriber
from accessible_games.narration.games.breakthrough import BreakthroughDescriber
from accessible_games.narration.games.checkers import CheckersDescriber
from accessible_games.narration.games.chess_variants import (
    MadMateDescriber,
    MaharadschaDescriber,
)
from accessible_games.narration.games.dog import DogDescriber
from accessible_games.narration.games.dog_view import dog_view
from accessible_games.narration.games.doppelkopf import DoppelkopfDescriber
from accessible_games.narration.games.draughts import DraughtsDescriber
from accessible_games.narration.games.gomoku import GomokuDescriber
from accessible_games.narration.games.halma_family import HalmaFamilyDescriber
from accessible_games.narration.games.kalah import KalahDescriber
from accessible_games.narration.games.mancala import (
    CongkakDescriber,
    OwareDescriber,
    mancala_text,
    mancala_view,
)
from accessible_games.narration.games.mau_mau import MauMauDescriber
from accessible_games.narration.games.rakado import RakadoDescriber
from accessible_games.narration.games.reversi import ReversiDescriber
from accessible_games.narration.games.tablut import TablutDescriber
from accessible_games.narration.games.teamdraw import (
    TeamDrawDescriber,
    teamdraw_view,
)
from accessible_games.narration.games.whist import WhistDescriber
from accessible_games.narration.views import BoardView, Occupant

PositionWriter = Callable[[Game, dict[Location, Occupant], Player], str]
"""Writes a position text from pieces placed by hand (the position editor)."""


@dataclass(frozen=True, slots=True)
class Entry:
    """One game and everything the layers above its rules need of it."""

    game: type[Game]
    """The rules (options make variants)."""
    describer: type[Describer]
    """The words: moves, reasons, boards and queries in every language."""
    view: Callable[[Game], BoardView]
    """The board view: places on a grid and what stands on each."""
    ai: AIHooks
    """Evaluation and move ordering for the computer opponents."""
    writer: PositionWriter | None = None
    """The position editor's writer; None when the game has no editor."""
    pieces: tuple[Occupant | None, ...] = ()
    """What the position editor cycles through on a place (empty first); empty for games
    whose places hold counts (mancala) or that have no editor."""
    listed: bool = True
    """False for a game that menus and ``list`` leave out (the Team draw example game)."""


def _draughts(game: type[Game], describer: type[Describer]) -> Entry:
    return Entry(game, describer, gv.draughts_view,
                 AIHooks(draughts_eval.evaluate, draughts_eval.order_key),
                 gv.draughts_text, tuple(gv.DRAUGHTS_CHOICES))


def _mancala(game: type[Game], describer: type[Describer]) -> Entry:
    return Entry(game, describer, mancala_view,
                 AIHooks(mancala_eval.evaluate, negated(mancala_eval.order_key)), mancala_text)


def _halma(game: type[Game]) -> Entry:
    return Entry(game, HalmaFamilyDescriber, gv.halma_view,
                 AIHooks(halma_eval.evaluate, halma_eval.order_key), gv.halma_text,
                 tuple(gv.PIECE_CHOICE_LISTS["halma"]))


def _rakado(game: type[Game]) -> Entry:
    return Entry(game, RakadoDescriber, gv.rakado_view,
                 AIHooks(rakado_eval.evaluate, rakado_eval.order_key), gv.rakado_text,
                 tuple(gv.PIECE_CHOICE_LISTS[game.id]))


_CHESS = AIHooks(chess_eval.evaluate, chess_eval.order_key)

ENTRIES: tuple[Entry, ...] = (
    _draughts(CheckersGame, CheckersDescriber),
    *(_draughts(game, DraughtsDescriber) for game in FAMILY_GAMES),
    Entry(ReversiGame, ReversiDescriber, gv.reversi_view,
          AIHooks(reversi_eval.evaluate, negated(reversi_eval.order_key)), gv.reversi_text,
          tuple(gv.PIECE_CHOICE_LISTS["reversi"])),
    _mancala(KalahGame, KalahDescriber),
    _mancala(OwareGame, OwareDescriber),
    _mancala(CongkakGame, CongkakDescriber),
    Entry(BreakthroughGame, BreakthroughDescriber, gv.breakthrough_view,
          AIHooks(breakthrough_eval.evaluate, breakthrough_eval.order_key),
          gv.breakthrough_text, tuple(gv.PIECE_CHOICE_LISTS["breakthrough"])),
    Entry(GomokuGame, GomokuDescriber, gv.gomoku_view,
          AIHooks(gomoku_eval.evaluate, gomoku_eval.order_key), gv.gomoku_text,
          tuple(gv.PIECE_CHOICE_LISTS["gomoku"])),
    Entry(AlquerqueGame, AlquerqueDescriber, gv.alquerque_view,
          AIHooks(alquerque_eval.evaluate, alquerque_eval.order_key), gv.alquerque_text,
          tuple(gv.PIECE_CHOICE_LISTS["alquerque"])),
    *(_halma(game) for game in HALMA_GAMES),
    Entry(MadMateGame, MadMateDescriber, gv.chess_view, _CHESS, gv.chess_text,
          tuple(gv.CHESS_CHOICES)),
    Entry(MaharadschaGame, MaharadschaDescriber, gv.chess_view, _CHESS, gv.chess_text,
          tuple(gv.PIECE_CHOICE_LISTS["maharadscha"])),
    Entry(TablutGame, TablutDescriber, gv.tablut_view,
          AIHooks(tafl_eval.evaluate, tafl_eval.order_key), gv.tablut_text,
          tuple(gv.PIECE_CHOICE_LISTS["tafl"])),
    Entry(ArimaaGame, ArimaaDescriber, gv.arimaa_view,
          AIHooks(arimaa_eval.evaluate, arimaa_eval.order_key), gv.arimaa_text,
          tuple(gv.PIECE_CHOICE_LISTS["arimaa"])),
    *(_rakado(game) for game in RAKADO_GAMES),
    Entry(TeamDrawGame, TeamDrawDescriber, teamdraw_view,
          AIHooks(teamdraw_eval.evaluate, teamdraw_eval.order_key), listed=False),
    Entry(MauMauGame, MauMauDescriber, card_table_view,
          AIHooks(mau_mau_eval.evaluate, mau_mau_eval.order_key)),
    Entry(WhistGame, WhistDescriber, card_table_view,
          AIHooks(whist_eval.evaluate, whist_eval.order_key)),
    Entry(DoppelkopfGame, DoppelkopfDescriber, card_table_view,
          AIHooks(doppelkopf_eval.evaluate, doppelkopf_eval.order_key)),
    Entry(DogGame, DogDescriber, dog_view, AIHooks(dog_eval.evaluate, dog_eval.order_key)),
)
"""Every game, in the order menus list them."""

REGISTRY = Registry(entry.game for entry in ENTRIES)
"""The games by id and alias."""

_BY_ID = {entry.game.id: entry for entry in ENTRIES}


def entry(game: Game | str) -> Entry:
    """The entry of a game (or of a game id).

    Raises:
        UnknownGameError: no game has that id or alias.
    """
    game_id = game if isinstance(game, str) else game.id
    found = _BY_ID.get(game_id)
    return found if found is not None else _BY_ID[REGISTRY.find(game_id).id]


def listed_ids() -> list[str]:
    """The ids of the games menus and ``list`` offer, in list order."""
    return [e.game.id for e in ENTRIES if e.listed]


def describer_for(game: Game, lang: str, verbosity: Verbosity = Verbosity.NORMAL) -> Describer:
    """The describer of ``game`` speaking ``lang``."""
    return entry(game).describer(game, lang, verbosity)


def view_for(game: Game) -> BoardView:
    """The board view of ``game``."""
    return entry(game).view(game)


def ai_hooks(game: Game | str) -> AIHooks:
    """The evaluation and move ordering of a game."""
    return entry(game).ai


def piece_choices(game: Game) -> list[Occupant | None]:
    """What the position editor cycles through on a place (empty first)."""
    return list(entry(game).pieces)


def position_text(game: Game, occupants: dict[Location, Occupant], to_move: Player) -> str:
    """The game's position text for pieces (or seeds) placed by hand; the game's parser then
    checks that the position is possible.

    Raises:
        ValueError: the game has no position editor.
    """
    writer = entry(game).writer
    if writer is None:
        raise ValueError(f"{game.id} has no position editor")
    return writer(game, occupants, to_move)
