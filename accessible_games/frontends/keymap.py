"""The window's key map: keys to session commands and to front-end actions.

The map is data: each :class:`Binding` names the key, its modifiers, what it does and the
catalog entry that describes it, so the context help (F1) and docs/keys.md read the same list.
Key codes are pygame's (``pygame.K_*``), imported when the map is built, never at import.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from enum import Enum
from functools import lru_cache
from typing import Any

from accessible_games.session.commands import Command, CommandKind


class Mods(Enum):
    """Which modifier a binding needs (Alt and others are ignored)."""

    NONE = "none"
    """No Shift and no Control."""
    SHIFT = "shift"
    """Shift held."""
    CTRL = "ctrl"
    """Control held."""


class Action(Enum):
    """What a key does when it is not a plain session command."""

    COMMAND = "command"
    """Hand ``Binding.command`` to the session."""
    STOP_SPEECH = "stop_speech"
    """Silence speech (earcons keep sounding)."""
    KEY_HELP = "key_help"
    """Read the keys of the current context."""
    SETTINGS = "settings"
    """Open the settings menu."""
    COMMAND_LINE = "command_line"
    """Open the typed command line (``Binding.argument`` is put in it first)."""
    ZOOM_IN = "zoom_in"
    """Draw larger."""
    ZOOM_OUT = "zoom_out"
    """Draw smaller."""
    REPEAT = "repeat"
    """Say the last announcement again."""
    BACK = "back"
    """Leave the game for the menu (asks first while the game runs)."""
    PAGE_DOWN = "page_down"
    """The next page of a long message in the message panel at the foot of the window."""
    PAGE_UP = "page_up"
    """The previous page of a long message in the panel."""


@dataclass(frozen=True, slots=True)
class Binding:
    """One key of the map."""

    key: int
    """pygame key code."""
    mods: Mods
    """Modifiers needed."""
    action: Action
    """What it does."""
    command: Command | None = None
    """For COMMAND: the command handed to the session."""
    help: str = ""
    """Catalog key of the help line (empty: described together with a sibling binding)."""
    argument: str = ""
    """For COMMAND_LINE: text put on the line first ("save ")."""


def _pygame() -> Any:
    import os

    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    return pygame


def mods_of(mod: int) -> Mods:
    """The :class:`Mods` of a pygame modifier bit set (Control wins over Shift)."""
    pg = _pygame()
    if mod & pg.KMOD_CTRL:
        return Mods.CTRL
    if mod & pg.KMOD_SHIFT:
        return Mods.SHIFT
    return Mods.NONE


def _cmd(kind: CommandKind, argument: str = "") -> Command:
    return Command(kind, argument)


@lru_cache(maxsize=1)
def game_bindings() -> tuple[Binding, ...]:
    """Every key of the game screen, in the order the help reads them."""
    pg = _pygame()
    N, S, C = Mods.NONE, Mods.SHIFT, Mods.CTRL
    K = CommandKind
    out: list[Binding] = [
        Binding(pg.K_LEFT, N, Action.COMMAND, _cmd(K.LEFT), "window.key.arrows"),
        Binding(pg.K_RIGHT, N, Action.COMMAND, _cmd(K.RIGHT)),
        Binding(pg.K_UP, N, Action.COMMAND, _cmd(K.UP)),
        Binding(pg.K_DOWN, N, Action.COMMAND, _cmd(K.DOWN)),
        Binding(pg.K_HOME, N, Action.COMMAND, _cmd(K.ROW_START), "window.key.home_end"),
        Binding(pg.K_END, N, Action.COMMAND, _cmd(K.ROW_END)),
    ]
    for digit in range(1, 10):
        key = getattr(pg, f"K_{digit}")
        out.append(Binding(key, N, Action.COMMAND, _cmd(K.GO, str(digit)),
                           "window.key.rows" if digit == 1 else ""))
        out.append(Binding(key, S, Action.COMMAND, _cmd(K.GO, chr(ord("a") + digit - 1)),
                           "window.key.columns" if digit == 1 else ""))
    out += [
        Binding(pg.K_o, N, Action.COMMAND, _cmd(K.WHERE), "window.key.where"),
        Binding(pg.K_RETURN, N, Action.COMMAND, _cmd(K.SELECT), "window.key.select"),
        Binding(pg.K_KP_ENTER, N, Action.COMMAND, _cmd(K.SELECT)),
        Binding(pg.K_SPACE, N, Action.COMMAND, _cmd(K.SELECT)),
        Binding(pg.K_ESCAPE, N, Action.COMMAND, _cmd(K.CANCEL), "window.key.cancel"),
        Binding(pg.K_m, N, Action.COMMAND, _cmd(K.MOVES_HERE), "window.key.moves"),
        Binding(pg.K_m, S, Action.COMMAND, _cmd(K.MOVES_ALL)),
        Binding(pg.K_x, N, Action.COMMAND, _cmd(K.CAPTURES), "window.key.captures"),
        Binding(pg.K_l, N, Action.COMMAND, _cmd(K.LAST), "window.key.last"),
        Binding(pg.K_l, S, Action.COMMAND, _cmd(K.SINCE)),
        Binding(pg.K_p, N, Action.COMMAND, _cmd(K.PIECES), "window.key.pieces"),
        Binding(pg.K_p, S, Action.COMMAND, _cmd(K.PIECES_OPPONENT)),
        Binding(pg.K_r, N, Action.COMMAND, _cmd(K.ROW), "window.key.row_column"),
        Binding(pg.K_c, N, Action.COMMAND, _cmd(K.COLUMN)),
        Binding(pg.K_r, S, Action.COMMAND, _cmd(K.ROWS), "window.key.both_rows"),
        Binding(pg.K_b, N, Action.COMMAND, _cmd(K.BOARD), "window.key.board"),
        Binding(pg.K_s, N, Action.COMMAND, _cmd(K.STATUS), "window.key.status"),
        Binding(pg.K_h, N, Action.COMMAND, _cmd(K.HINT), "window.key.hint"),
        Binding(pg.K_w, N, Action.COMMAND, _cmd(K.WHY), "window.key.why"),
        Binding(pg.K_a, N, Action.COMMAND, _cmd(K.THREATS), "window.key.threats"),
        Binding(pg.K_d, N, Action.COMMAND, _cmd(K.LOOK), "window.key.look"),
        Binding(pg.K_i, N, Action.COMMAND, _cmd(K.DETAILS), "window.key.details"),
        Binding(pg.K_RETURN, S, Action.COMMAND, _cmd(K.SELECT, "mau"), "window.key.cards.hand"),
        Binding(pg.K_KP_ENTER, S, Action.COMMAND, _cmd(K.SELECT, "mau")),
        Binding(pg.K_n, N, Action.COMMAND, _cmd(K.PLAYABLE), "window.key.cards.playable"),
        Binding(pg.K_n, S, Action.COMMAND, _cmd(K.PLAYABLE_BACK)),
        Binding(pg.K_k, N, Action.COMMAND, _cmd(K.HAND), "window.key.cards.count"),
        Binding(pg.K_t, N, Action.COMMAND, _cmd(K.TRICK), "window.key.cards.trick"),
        Binding(pg.K_t, S, Action.COMMAND, _cmd(K.LAST_TRICK)),
        Binding(pg.K_g, N, Action.COMMAND, _cmd(K.SCORE), "window.key.score"),
        Binding(pg.K_v, N, Action.COMMAND, _cmd(K.VOIDS), "window.key.cards.voids"),
        Binding(pg.K_k, S, Action.COMMAND, _cmd(K.PARTIES), "window.key.cards.parties"),
        Binding(pg.K_g, S, Action.COMMAND, _cmd(K.CARD_POINTS), "window.key.cards.points"),
        Binding(pg.K_a, S, Action.COMMAND, _cmd(K.ANNOUNCEMENTS), "window.key.cards.said"),
        Binding(pg.K_v, S, Action.COMMAND, _cmd(K.CARDS_OUT), "window.key.cards.out"),
        Binding(pg.K_z, C, Action.COMMAND, _cmd(K.UNDO), "window.key.undo"),
        Binding(pg.K_F5, N, Action.REPEAT, None, "window.key.repeat"),
        Binding(pg.K_PAGEDOWN, N, Action.PAGE_DOWN, None, "window.key.pages"),
        Binding(pg.K_PAGEUP, N, Action.PAGE_UP),
        Binding(pg.K_F6, N, Action.COMMAND, _cmd(K.ZONE), "window.key.zone"),
        Binding(pg.K_LCTRL, N, Action.STOP_SPEECH, None, "window.key.stop"),
        Binding(pg.K_RCTRL, N, Action.STOP_SPEECH),
        Binding(pg.K_LCTRL, C, Action.STOP_SPEECH),
        Binding(pg.K_RCTRL, C, Action.STOP_SPEECH),
        Binding(pg.K_F1, N, Action.KEY_HELP, None, "window.key.help"),
        Binding(pg.K_F1, S, Action.COMMAND, _cmd(K.HELP), "window.key.session_help"),
        Binding(pg.K_F2, N, Action.COMMAND, _cmd(K.RULES), "window.key.rules"),
        Binding(pg.K_F3, N, Action.SETTINGS, None, "window.key.settings"),
        Binding(pg.K_TAB, N, Action.COMMAND_LINE, None, "window.key.command_line"),
        Binding(pg.K_SLASH, N, Action.COMMAND_LINE),
        Binding(pg.K_KP_DIVIDE, N, Action.COMMAND_LINE),
        Binding(pg.K_s, C, Action.COMMAND_LINE, None, "window.key.save", "save "),
        Binding(pg.K_o, C, Action.COMMAND_LINE, None, "window.key.open", "open "),
        Binding(pg.K_e, C, Action.COMMAND, _cmd(K.EDIT), "window.key.edit"),
        Binding(pg.K_p, C, Action.COMMAND, _cmd(K.PRINT), "window.key.print"),
        Binding(pg.K_PLUS, C, Action.ZOOM_IN, None, "window.key.zoom"),
        Binding(pg.K_EQUALS, C, Action.ZOOM_IN),
        Binding(pg.K_KP_PLUS, C, Action.ZOOM_IN),
        Binding(pg.K_MINUS, C, Action.ZOOM_OUT),
        Binding(pg.K_KP_MINUS, C, Action.ZOOM_OUT),
        Binding(pg.K_r, C, Action.COMMAND, _cmd(K.RESIGN), "window.key.resign"),
        Binding(pg.K_d, C, Action.COMMAND, _cmd(K.DRAW), "window.key.draw"),
        Binding(pg.K_m, C, Action.COMMAND, _cmd(K.REMATCH), "window.key.rematch"),
        Binding(pg.K_n, C, Action.COMMAND, _cmd(K.NEW_GAME), "window.key.new_game"),
        Binding(pg.K_q, C, Action.COMMAND, _cmd(K.QUIT), "window.key.quit"),
    ]
    return tuple(out)


AT_THE_CURSOR = frozenset((
    CommandKind.LEFT, CommandKind.RIGHT, CommandKind.UP, CommandKind.DOWN,
    CommandKind.ROW_START, CommandKind.ROW_END, CommandKind.GO, CommandKind.WHERE,
    CommandKind.SELECT, CommandKind.CANCEL, CommandKind.MOVES_HERE, CommandKind.ROW,
    CommandKind.COLUMN, CommandKind.LOOK, CommandKind.ZONE, CommandKind.PLAYABLE,
    CommandKind.PLAYABLE_BACK, CommandKind.NEXT_SUIT))
"""The keys' commands that move the cursor or look at its place: while the zoomed board shows
the computer's move, one of these brings the cursor back into view; every other key (F5, the
last move, F1, the rules) keeps its own meaning and leaves the move in view."""


def brings_the_cursor_back(binding: Binding | None) -> bool:
    """Whether a key of the game screen moves the cursor or looks at its place
    (:data:`AT_THE_CURSOR`)."""
    return (binding is not None and binding.command is not None
            and binding.command.kind in AT_THE_CURSOR)


@lru_cache(maxsize=1)
def _game_index() -> dict[tuple[int, Mods], Binding]:
    return {(b.key, b.mods): b for b in game_bindings()}


def game_binding(key: int, mod: int) -> Binding | None:
    """The game-screen binding of a key press, or None."""
    return _game_index().get((key, mods_of(mod)))


def help_keys(bindings: tuple[Binding, ...]) -> list[str]:
    """The catalog keys of the help lines, in order, each once."""
    seen: list[str] = []
    for binding in bindings:
        if binding.help and binding.help not in seen:
            seen.append(binding.help)
    return seen


def game_help_keys(left_out: Collection[CommandKind] = (), cards: bool = True) -> list[str]:
    """The help lines of the game screen (F1) for one game: without the keys of the commands
    it has no use for (``left_out``) and, outside the card games, without the card keys (a
    Tablut player heard 48 lines, of Doppelkopf's parties and Mau Mau's pile among them)."""
    return help_keys(tuple(
        b for b in game_bindings()
        if (cards or not b.help.startswith("window.key.cards."))
        and not (b.command is not None and b.command.kind in left_out)))


MENU_HELP_KEYS = (
    "window.key.menu.move", "window.key.menu.change", "window.key.menu.enter",
    "window.key.menu.letters", "window.key.menu.escape", "window.key.repeat", "window.key.stop",
    "window.key.menu.help", "window.key.zoom", "window.key.menu.quit",
)
"""The help lines of the menus (the menu keys are handled in menu.py)."""

COMMAND_LINE_HELP_KEYS = (
    "window.key.line.type", "window.key.line.enter", "window.key.line.escape",
    "window.key.line.backspace",
)
"""The help lines of the typed command line."""
