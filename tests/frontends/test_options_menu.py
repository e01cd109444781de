"""The window's menu of a game's options: reached from the main menu, Left and Right step an
option through the values that go with the others, Escape goes back, and the next game starts
with the options chosen (and says so)."""

from __future__ import annotations

import pygame
import pytest

from accessible_games.frontends.app import App, Screen
from accessible_games.frontends.options_menu import OptionsMenu
from accessible_games.frontends.window import Window
from accessible_games.output.setup import build_outputs
from accessible_games.storage.settings import Settings
from tests.frontends.helpers import press
from tests.golden import assert_golden


def focus(menu: OptionsMenu, key: str) -> None:
    menu.focus = next(i for i, item in enumerate(menu.items) if item.id == key)


def test_a_value_that_does_not_go_with_the_others_is_stepped_over():
    """Rakado for three needs the star board: on the Halma board Right leaves the players at
    two; once the star is chosen, three is offered."""
    menu = OptionsMenu("rakado", "en", {})
    players = next(item for item in menu.items if item.id == "players")
    board = next(item for item in menu.items if item.id == "board")
    menu.change(players, 1)
    assert menu.options == {}
    menu.change(board, 1)
    menu.change(players, 1)
    assert menu.options == {"board": "star", "players": 3}
    # Back to the Halma board is refused while three play: the star stays.
    menu.change(board, 1)
    assert menu.options == {"board": "star", "players": 3}


def test_a_free_number_steps_through_values_the_game_takes():
    """Checkers' repetition rule takes 0 (off) or 2 and more, never 1; the move counts step
    by round numbers."""
    menu = OptionsMenu("checkers", "en", {})
    spec = menu.editor.game.option_spec("repetitions")
    steps = menu.editor.steps(spec)
    assert 0 in steps and 3 in steps and 1 not in steps
    draw_moves = menu.editor.steps(menu.editor.game.option_spec("draw_moves"))
    assert draw_moves[:3] == [0, 5, 10] and 40 in draw_moves and draw_moves[-1] == 120
    assert all(value % 5 == 0 for value in draw_moves)  # round numbers, not 19 or 31
    # A rule off by default (0) offers round numbers to turn it on.
    robbers = OptionsMenu("raeuber-und-gendarm", "en", {}).editor
    assert robbers.steps(robbers.game.option_spec("home_deadline")) == [0, 5, 10, 15, 20, 25,
                                                                          30, 40, 50]


@pytest.mark.parametrize("lang", ("en", "de"))
def test_options_from_the_main_menu_to_the_game(lang, tmp_path):
    outputs = build_outputs("recorder", "recorder", "recorder", lang)
    app = App(outputs, Settings(game="whist", opponent="computer", level=1), lang=lang, seed=1)
    window = Window(app)
    app.start()
    window.step()
    app.menu.focus = next(i for i, item in enumerate(app.menu.items) if item.id == "options")
    press(window, pygame.K_DOWN)
    press(window, pygame.K_UP)                       # the item names the usual rules
    press(window, pygame.K_RETURN)                   # the options of Whist
    assert app.screen is Screen.SETTINGS and isinstance(app.settings_menu, OptionsMenu)
    press(window, pygame.K_RIGHT)                    # Long Whist -> Short Whist
    press(window, pygame.K_DOWN)
    press(window, pygame.K_ESCAPE)                   # back: the item says what changed
    assert app.screen is Screen.MENU
    assert app.game_options == {"whist": {"variant": "short"}}
    press(window, pygame.K_HOME)
    press(window, pygame.K_RETURN)                   # play
    assert app.session is not None and app.session.game.options["variant"] == "short"
    texts = [u.text for u in outputs.speech.current.spoken]
    assert_golden(f"menu/window_options.{lang}", texts)
    window.close()


def test_the_seat_item_follows_the_number_of_players():
    """Mau Mau for three offers three seats to sit in, not the usual four."""
    outputs = build_outputs("recorder", "recorder", "recorder", "en")
    app = App(outputs, Settings(game="mau-mau"), lang="en", seed=1)
    seat = next(item for item in app.menu.items if item.id == "seat")
    assert app.menu.values(seat) == (1, 2, 3, 4)
    app.game_options["mau-mau"] = {"players": 3}
    assert app.menu.values(seat) == (1, 2, 3)


@pytest.mark.parametrize(("lang", "item", "said"), [
    ("en", "Options: none for this game",
     "Mad Mate (chess with drops) has no options to change: it is always played by the same "
     "rules."),
    ("de", "Optionen: keine bei diesem Spiel",
     "Bei Mäd Mejt (Schach mit Einsetzen) gibt es keine Optionen zu ändern: Es wird immer "
     "nach denselben Regeln gespielt."),
])
def test_a_game_without_options_says_so(lang, item, said):
    """Mad Mate has one set of rules: the item says so, and Enter says it rather than open
    an empty menu (the German voice is given the name as it sounds, "Mäd Mejt")."""
    outputs = build_outputs("recorder", "recorder", "recorder", lang)
    app = App(outputs, Settings(game="mad-mate"), lang=lang, seed=1)
    options = next(i for i in app.menu.items if i.id == "options")
    assert app.menu.item_text(options) == item
    app._activate("options")
    assert app.screen is Screen.MENU
    assert outputs.speech.current.spoken[-1].text == said


def test_mau_mau_offers_only_dealers_who_sit_at_the_table():
    """The first dealer is one of the players: for three, seats 0 to 2 (said as Player 1 to
    3), and a dealer beyond them is refused (it used to be taken modulo the players)."""
    menu = OptionsMenu("mau-mau", "en", {"players": 3})
    spec = menu.editor.game.option_spec("dealer")
    assert menu.editor.steps(spec) == [0, 1, 2]
    assert menu.editor.question(spec)[-1].text == ("Type 0 for Player 1, 1 for Player 2, or 2 "
                                                   "for Player 3; Enter alone keeps the value.")
    done, said = menu.editor.answer(spec, "5")
    assert not done and said[0].text == (
        "First dealer cannot be Player 6, only 0, 1, or 2; the option stays as it was. "
        "0: Player 1; 1: Player 2; 2: Player 3.")
    done, said = menu.editor.answer(spec, "3")  # a seat at four, not at this table of three
    assert not done and said[0].text == ("First dealer: Player 4 is not possible with the other "
                                         "options as they are; the option stays as it was.")


def test_options_chosen_in_the_window_are_saved(tmp_path):
    """The options a player chose are kept in the settings file, and a later run's menu
    starts with them; back at the usual value, the game leaves the file."""
    from accessible_games.storage.settings import load_settings

    path = tmp_path / "settings.json"
    outputs = build_outputs("recorder", "recorder", "recorder", "en")
    app = App(outputs, Settings(game="whist"), lang="en", seed=1, settings_path=path)
    app._activate("options")
    menu = app.settings_menu
    assert isinstance(menu, OptionsMenu)
    app._menu_said(menu, menu.change(menu.items[0], 1))      # Short Whist
    assert load_settings(path)[0].game_options == {"whist": {"variant": "short"}}
    later = App(outputs, load_settings(path)[0], lang="en", seed=1, settings_path=path)
    options = next(i for i in later.menu.items if i.id == "options")
    assert later.menu.item_text(options) == "Options: Variant set to Short Whist"
    app._menu_said(menu, menu.change(menu.items[0], -1))     # back to Long Whist
    assert load_settings(path)[0].game_options == {}
