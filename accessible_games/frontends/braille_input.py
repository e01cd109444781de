"""Keys of the braille display: routing keys, line keys and typed characters.

Reading keys come first: pan (on word boundaries, and past the end of a message into the next
one), previous/next and first/last message of the braille history, and the board line (see
``output/braille/messages.py``); they never reach the game. In a game a routing key over a
square of the board line puts the cursor there and selects it (the same as Enter there); over
a square named in a message ("d4" in "White c3-d4") it moves the cursor there; line up and
down move the cursor one row (the display then shows that row); characters typed on the
display's keyboard go to the command line, and Enter sends it. In a menu a routing key
chooses the item under the finger, line keys move between items and a typed letter jumps to
the next item starting with it.
"""

from __future__ import annotations

from accessible_games.frontends.app import App, Screen
from accessible_games.frontends.board_braille import CardRef, SquareRef
from accessible_games.frontends.keymap import Action
from accessible_games.frontends.menu import MenuKey
from accessible_games.output.braille.region import BrailleKey, BrailleKeyKind
from accessible_games.session.commands import Command, CommandKind

_GAME_COMMANDS: dict[BrailleKeyKind, CommandKind] = {
    BrailleKeyKind.LINE_UP: CommandKind.UP,
    BrailleKeyKind.LINE_DOWN: CommandKind.DOWN,
    BrailleKeyKind.UP: CommandKind.UP,
    BrailleKeyKind.DOWN: CommandKind.DOWN,
    BrailleKeyKind.LEFT: CommandKind.LEFT,
    BrailleKeyKind.RIGHT: CommandKind.RIGHT,
    BrailleKeyKind.TOP: CommandKind.ROW_START,
    BrailleKeyKind.BOTTOM: CommandKind.ROW_END,
}
_MENU_KEYS: dict[BrailleKeyKind, MenuKey] = {
    BrailleKeyKind.LINE_UP: MenuKey.UP,
    BrailleKeyKind.LINE_DOWN: MenuKey.DOWN,
    BrailleKeyKind.UP: MenuKey.UP,
    BrailleKeyKind.DOWN: MenuKey.DOWN,
    BrailleKeyKind.LEFT: MenuKey.LEFT,
    BrailleKeyKind.RIGHT: MenuKey.RIGHT,
    BrailleKeyKind.TOP: MenuKey.HOME,
    BrailleKeyKind.BOTTOM: MenuKey.END,
    BrailleKeyKind.ENTER: MenuKey.ENTER,
    BrailleKeyKind.ESCAPE: MenuKey.ESCAPE,
}
_FUNCTIONS: dict[int, Action] = {1: Action.KEY_HELP, 3: Action.SETTINGS, 5: Action.REPEAT}


def handle_braille_key(app: App, key: BrailleKey) -> None:
    """Act on one key from the braille display (already resolved by the display)."""
    if app.outputs.announcer.reader.handle_key(key):
        return  # a reading key: the display shows another part or another message
    if key.kind is BrailleKeyKind.FUNCTION and key.number in _FUNCTIONS:
        app.action(_FUNCTIONS[key.number])
        return
    if app.screen in (Screen.MENU, Screen.SETTINGS):
        _menu_key(app, key)
    elif app.screen is Screen.GAME:
        _game_key(app, key)


def _menu_key(app: App, key: BrailleKey) -> None:
    if key.kind is BrailleKeyKind.ROUTE:
        if isinstance(key.target, int):
            app.menu_route(key.target)
        elif app.active_menu is not None:
            app.menu_route(app.active_menu.focus)
    elif key.kind is BrailleKeyKind.CHAR and key.char and key.char.strip():
        app.menu_letter(key.char)
    elif key.kind in _MENU_KEYS:
        app.menu_key(_MENU_KEYS[key.kind])


def _game_key(app: App, key: BrailleKey) -> None:
    if key.kind is BrailleKeyKind.ROUTE:
        if isinstance(key.target, CardRef):
            app.point_card(key.target.card)
        elif isinstance(key.target, SquareRef):
            app.point_to(key.target.location)
        elif key.target is not None and not isinstance(key.target, bool):
            app.route_to(key.target)  # type: ignore[arg-type]
        else:
            app.command(Command(CommandKind.WHERE))
        return
    if key.kind is BrailleKeyKind.CHAR and key.char:
        app.line_char(key.char)
        return
    if app.line is not None:
        if key.kind is BrailleKeyKind.ENTER:
            app.line_submit()
        elif key.kind is BrailleKeyKind.ESCAPE:
            app.line_cancel()
        elif key.kind is BrailleKeyKind.BACKSPACE:
            app.line_backspace()
        return
    if key.kind is BrailleKeyKind.ENTER:
        app.command(Command(CommandKind.SELECT))
    elif key.kind is BrailleKeyKind.ESCAPE:
        app.command(Command(CommandKind.CANCEL))
    elif key.kind is BrailleKeyKind.TAB:
        app.open_line()
    elif key.kind in _GAME_COMMANDS:
        app.command(Command(_GAME_COMMANDS[key.kind]))


def poll_braille(app: App, limit: int = 8) -> int:
    """Read and handle the keys the display has waiting (never blocks); return how many."""
    handled = 0
    display = app.outputs.announcer.braille
    while handled < limit:
        try:
            key = display.read_key(timeout=0)
        except Exception:  # noqa: BLE001 - a broken display must not stop the game
            return handled
        if key is None:
            return handled
        handle_braille_key(app, key)
        handled += 1
    return handled
