"""The app: menus, a game session, the computer's worker and the outputs, without pygame.

The window (``window.py``) turns keys into calls of this class and draws what it holds; the
braille display's keys come through ``braille_input.py``. Everything the player hears or reads
goes through :class:`~accessible_games.frontends.speaker.Speaker`.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterable
from enum import Enum
from pathlib import Path
from typing import Any

from accessible_games.engine import Game, Location
from accessible_games.frontends.app_settings import SettingsFollower
from accessible_games.frontends.command_line import CommandLine, confirmation
from accessible_games.frontends.computer_runner import ComputerRunner
from accessible_games.frontends.keymap import (
    COMMAND_LINE_HELP_KEYS,
    Action,
    game_bindings,
    game_help_keys,
    help_keys,
)
from accessible_games.frontends.menu import (
    MAIN_ITEMS,
    SETTINGS_ITEMS,
    Menu,
    MenuKey,
    MenuOutcome,
    MenuResult,
    first_seat_of,
    people_seats,
)
from accessible_games.frontends.online_window import OnlineScreen
from accessible_games.frontends.options_menu import OptionsMenu
from accessible_games.frontends.speaker import Speaker, settings_problem_text
from accessible_games.lineup import REGISTRY, describer_for, listed_ids, view_for
from accessible_games.narration.catalog import catalog
from accessible_games.narration.describer import Verbosity
from accessible_games.narration.message import Message, MessageKind
from accessible_games.narration.option_words import OptionWords
from accessible_games.output.braille.region import BrailleRegion
from accessible_games.output.braille.translator import BrailleTable
from accessible_games.output.setup import Outputs
from accessible_games.output.sound.earcons import Earcon
from accessible_games.session.braille_line import paragraph_lines, parted_messages
from accessible_games.session.commands import Command, CommandKind
from accessible_games.session.console import Console
from accessible_games.session.hotseat import open_game
from accessible_games.session.option_editor import editable
from accessible_games.session.saving import (
    attach_store,
    describe_unfinished,
    kept_after_quit,
    problem_text,
    resume_stored,
)
from accessible_games.session.table import seats_of
from accessible_games.session.words import game_name, rules_for_listening
from accessible_games.storage.settings import Settings, SettingsProblem
from accessible_games.storage.store import Store, StoredGame
from accessible_games.tactile.printing import print_position


class Screen(Enum):
    """What has the keyboard."""

    MENU = "menu"
    """The main menu."""
    SETTINGS = "settings"
    """The settings menu (from the menu or from a game)."""
    GAME = "game"
    """A game (the command line is a state within it)."""
    ONLINE = "online"
    """The Online screen (``online_window.py``): sign in, then the lobby and tables."""
    CLOSED = "closed"
    """The app has ended."""


def playable_games() -> list[str]:
    """The registered games the window can show (those with a board view)."""
    found = []
    for game_id in listed_ids():
        try:
            view_for(REGISTRY.create(game_id))
        except KeyError:
            continue
        found.append(game_id)
    return found


def side_names(game_id: str, lang: str, options: dict[str, Any] | None = None
               ) -> tuple[str, ...]:
    """The names of a game's seats in seat order ("Black", "White"; "North", ... "West"), with
    ``options`` (Mau Mau's number of players)."""
    game = REGISTRY.create(game_id, options or {})
    describer = describer_for(game, lang)
    return tuple(describer.player(p) for p in range(game.num_players))


def game_teams(game_id: str) -> tuple[tuple[int, ...], ...]:
    """A game's fixed partnerships as seat numbers (none for most games)."""
    return REGISTRY.find(game_id).info.teams


class App(CommandLine, SettingsFollower):
    """One run of the app.

    Args:
        outputs: speech, braille and earcons (``build_outputs``).
        settings: the player's settings.
        lang: the run's language (``--lang``); None: the saved one, else English. It wins
            over the saved language everywhere in this run, but is not saved.
        settings_path: where changed settings are saved; None: never saved (tests).
        seed: seed of the games' chance moves and of the computer; None: from the clock.
        problem: a settings-file problem to announce at start.
    """

    def __init__(self, outputs: Outputs, settings: Settings, *, lang: str | None = None,
                 settings_path: Path | None = None, seed: int | None = None,
                 problem: SettingsProblem | None = None,
                 clock: Callable[[], float] = time.monotonic,
                 store: Store | None = None, ask_language: bool = False) -> None:
        self.ask_language = ask_language
        """The first run: no language saved and none given; the menu starts on the
        language item and asks."""
        self.outputs = outputs
        self.store = store
        """Where games are autosaved (None: nothing is kept, as in most tests)."""
        self.lang = lang or settings.language or "en"
        self._saved_language = settings.language
        """The language in the settings file; a ``--lang`` for this run does not replace it."""
        self._run_language = self.lang if self.lang != settings.language else None
        """The ``--lang`` of this run when it differs from the saved one, else None."""
        if self._run_language is not None:
            settings = settings.with_changes(language=self.lang)
        self.settings = settings
        self.settings_path = settings_path
        self.rng = random.Random(seed)
        self.problem = problem
        self.games = playable_games()
        if settings.game not in self.games:
            self.settings = settings = settings.with_changes(game=self.games[0])
        self.speaker = Speaker(outputs, settings, self.lang)
        self.runner = ComputerRunner(clock)
        self.screen = Screen.MENU
        self.session: Console | None = None
        self.line: str | None = None
        """The typed command line while it is open."""
        self.menu = self._make_menu("main")
        self.settings_menu: Menu | None = None
        """The settings menu, or a game's options menu, while it is open."""
        self.online: OnlineScreen | None = None
        """The Online screen while it is open."""
        self._panel_page: tuple[object, int] = (None, 0)
        """The message the panel was paged through, and the page turned to."""
        self._apply(settings, first=True)

    # -- words --------------------------------------------------------------------------

    def t(self, key: str, /, **values: object) -> str:
        """The ``window.<key>`` message in the current language."""
        return catalog(self.lang).text(f"window.{key}", **values)

    def _make_menu(self, name: str) -> Menu:
        items = MAIN_ITEMS if name == "main" else SETTINGS_ITEMS
        unfinished = self._unfinished() if name == "main" else None
        resume = None if unfinished is None else describe_unfinished(unfinished, self.lang)
        return Menu(name, items, self.settings, self.lang, self.games, self._side_names,
                    resume=resume, voices=self._voice_choices, rules=self._rules_in_effect,
                    teams=game_teams, first=lambda game: first_seat_of(
                        game, tuple(sorted(self.game_options.get(game, {}).items()))))

    @property
    def game_options(self) -> dict[str, dict[str, Any]]:
        """The options chosen per game (only those that differ from the defaults), kept in
        the settings file; the next game of that kind starts with them."""
        return self.settings.game_options

    def _side_names(self, game_id: str, lang: str) -> tuple[str, ...]:
        """A game's seats by name, as many as the options chosen for it give."""
        return side_names(game_id, lang, self.game_options.get(game_id))

    def _chosen_game(self, game_id: str) -> Game:
        """A game of ``game_id`` with the options chosen for it in this run."""
        return REGISTRY.create(game_id, self.game_options.get(game_id, {}))

    def _rules_in_effect(self, game_id: str, lang: str) -> str:
        """The options chosen for a game, in words ("the usual rules" when none is changed,
        "none" for a game without options)."""
        game = self._chosen_game(game_id)
        if not editable(game):
            return catalog(lang).text("option.none")
        return OptionWords(lang, game_id).rules_in_effect(game)

    def _unfinished(self) -> StoredGame | None:
        if self.store is None:
            return None
        return self.store.latest_unfinished()

    # -- start -----------------------------------------------------------------------------

    def start(self) -> list[str]:
        """Say which outputs are active (and any settings trouble), then the main menu.

        Returns:
            The notices said, for the caller to print as well.
        """
        said: list[str] = []
        if self.problem is not None:
            said.append(settings_problem_text(self.problem, self.lang))
        trouble = None if self.store is None else problem_text(self.store, self.lang)
        if trouble is not None:
            said.append(trouble)
        said.append(self.speaker.outputs_sentence())
        self.speaker.announcer.announce(Message(" ".join(said)), must_finish=True)
        if self.ask_language:
            self.menu.focus = next(i for i, item in enumerate(self.menu.items)
                                   if item.id == "language")
            self.speaker.say([self.menu.title_message(),
                              Message(self.t("menu.first_language"))], own=False,
                             region=self._menu_region(self.menu))
        else:
            self._show_menu(self.menu, own=False)
        return said

    # -- menus ------------------------------------------------------------------------------

    @property
    def active_menu(self) -> Menu | None:
        """The menu that has the keyboard, if any."""
        if self.screen is Screen.MENU:
            return self.menu
        if self.screen is Screen.SETTINGS:
            return self.settings_menu
        return None

    def _menu_region(self, menu: Menu) -> BrailleRegion:
        text = menu.item_text(menu.items[menu.focus])
        translation = self.outputs.translator.translate(text)
        return BrailleRegion.from_translation(translation, [menu.focus] * len(text))

    def _show_menu(self, menu: Menu, own: bool = True) -> None:
        self.speaker.say([menu.title_message()], own=own, region=self._menu_region(menu))

    def _menu_said(self, menu: Menu, outcome: MenuOutcome) -> None:
        if outcome.result is MenuResult.CHANGED and outcome.item == "language":
            # Said in the language just chosen, never in the one left behind.
            self._apply(menu.settings)
            self.menu.settings = self.settings
            said = Message(menu.item_text(menu.items[menu.focus]), MessageKind.SELECT)
            self.speaker.say([said], region=self._menu_region(menu))
            return
        if outcome.messages:
            self.speaker.say(outcome.messages, region=self._menu_region(menu))
        if outcome.result is MenuResult.CHANGED and isinstance(menu, OptionsMenu):
            chosen = {k: v for k, v in self.game_options.items() if k != menu.editor.game_id}
            if menu.options:
                chosen[menu.editor.game_id] = menu.options
            self._apply(self.settings.with_changes(game_options=chosen))  # saved
            self.menu.settings = self.settings
        elif outcome.result is MenuResult.CHANGED:
            self._apply(menu.settings)
            self.menu.settings = self.settings
        elif outcome.result is MenuResult.ACTIVATE:
            self._activate(outcome.item)
        elif outcome.result is MenuResult.BACK:
            self._back(menu)

    def menu_key(self, key: MenuKey) -> None:
        """A menu key in the active menu."""
        menu = self.active_menu
        if menu is not None:
            self._menu_said(menu, menu.press(key))

    def menu_letter(self, char: str) -> None:
        """A typed letter in the active menu: jump to the next item starting with it."""
        menu = self.active_menu
        if menu is not None:
            self._menu_said(menu, menu.letter(char))

    def menu_route(self, index: int) -> None:
        """A routing key on a menu item."""
        menu = self.active_menu
        if menu is not None:
            self._menu_said(menu, menu.route(index))

    def _activate(self, item: str) -> None:
        if item == "play":
            self.start_game()
        elif item == "resume":
            self.resume_game()
        elif item == "settings":
            self.open_settings()
        elif item == "options":
            game_id = self.settings.game
            if not editable(self._chosen_game(game_id)):
                self.speaker.say([Message(catalog(self.lang).text(
                    "menu.options.none", game=game_name(game_id, self.lang)))])
                return
            self.settings_menu = OptionsMenu(game_id, self.lang, self.game_options.get(game_id, {}))
            self.screen = Screen.SETTINGS
            self._show_menu(self.settings_menu)
        elif item == "rules":
            text = rules_for_listening(self.settings.game, self.lang) or self.t("rules_missing")
            changed = OptionWords(self.lang, self.settings.game).rules_changed(
                self._chosen_game(self.settings.game))
            lines = ([changed] if changed is not None else []) + text.split("\n")
            # Each paragraph spoken whole, brailled in lines of two windows (Dog's rules on
            # kings are one paragraph of 3823 cells).
            self.speaker.say(parted_messages([Message(line) for line in lines],
                                             self._line_table()))
        elif item == "tutorial":
            self.start_tutorial()
        elif item == "online":
            self.online = OnlineScreen(self.speaker, self.lang, self.settings.chat,
                                       self._online_left)
            self.screen = Screen.ONLINE
            self.online.open()
        elif item == "keys":
            self.key_help(game=True)
        elif item == "quit":
            self.close()
        elif item == "back":
            self._back(self.settings_menu)

    def _back(self, menu: Menu | None) -> None:
        if menu is self.menu:
            # Escape in the main menu: go to "Quit" (Enter there ends the app).
            self.menu.focus = len(self.menu.items) - 1
            self.speaker.say([self.menu.item_message()], region=self._menu_region(self.menu))
            return
        self.settings_menu = None
        if self.session is not None and not self.session.quit_requested:
            self.screen = Screen.GAME
            self.speaker.say([Message(self.t("back_to_game"))])
            self.after_input()
        else:
            self.screen = Screen.MENU
            self._show_menu(self.menu)

    def _online_left(self) -> None:
        """The player left the Online screen: back to the main menu."""
        self.online = None
        self.screen = Screen.MENU
        self._show_menu(self.menu, own=False)

    def open_settings(self) -> None:
        """Open the settings menu (F3)."""
        self.settings_menu = self._make_menu("settings")
        self.screen = Screen.SETTINGS
        self._show_menu(self.settings_menu)

    # -- the game ---------------------------------------------------------------------------

    def _line_table(self) -> BrailleTable:
        """The table of the braille display the speaker writes to, which long lines are
        parted in."""
        return self.speaker.announcer.translator.table

    def start_game(self) -> None:
        """Start a game with the menu's choices."""
        s = self.settings
        game = self._chosen_game(s.game)
        count = game.num_players
        people_here = people_seats(s.opponent, count, game.info.teams)
        if s.opponent == "human":
            people: Iterable[int] = range(count)
        elif people_here is not None:  # some people here, the computer in the other seats
            people = people_here
        else:
            people = [min(s.seat, count) - 1]
        seats = seats_of(count, people, s.level)
        session = open_game(game, seats, lang=self.lang, seed=self.rng.randrange(2**31),
                          verbosity=Verbosity(s.verbosity))
        # The pick confirmed and the game described before its first words.
        words = catalog(self.lang)
        picked = words.text("menu.summary", game=game_name(game.id, self.lang),
                            summary=words.text(f"game.{game.id}.summary"))
        # Dog's summary is 297 cells: brailled in lines of two windows, as in the terminal.
        self.begin(session, intro=paragraph_lines(picked, self._line_table()))

    def start_tutorial(self) -> None:
        """The menu's game as a first-moves tutorial (seats: ``tutorial_seats``), the
        tutorial's first step after the opening."""
        from accessible_games.session.tutorial import Tutorial, tutorial_seats

        game = REGISTRY.create(self.settings.game)
        session = open_game(game, tutorial_seats(game), lang=self.lang,
                            seed=self.rng.randrange(2**31),
                            verbosity=Verbosity(self.settings.verbosity))
        session.tutorial = Tutorial(session)
        self.begin(session, intro=session.tutorial.introduction())
        self.speaker.say_session(session, session.tutorial.start())

    def resume_game(self) -> None:
        """Continue the last unfinished game from the store, saving on into the same row; a
        game that cannot be replayed is named in one sentence and the menu stays."""
        unfinished = self._unfinished()
        if self.store is None or unfinished is None:
            self.speaker.say([Message(catalog(self.lang).text("store.resume.none"))])
            return
        result = resume_stored(self.store, unfinished.id, self.lang)
        if isinstance(result, str):
            self.speaker.say([Message(result, MessageKind.ERROR)])
            return
        self.begin(result)

    def begin(self, session: Console, intro: list[Message] | None = None) -> None:
        """Play ``session`` (the menu's game, or one a test or the command line made); with a
        store, every move is saved. ``intro`` is said before the game's opening."""
        if self.store is not None and session.store is None:
            attach_store(session, self.store)
        if session.printer is None:
            # Control+P writes braille and large print of the position, as ``print`` does in
            # the terminal.
            session.printer = print_position
        self.runner.cancel()
        session.menu_follows = True  # quitting leads to the main menu, never out of the app
        self.session = session
        self.screen = Screen.GAME
        self.line = None
        self.speaker.say_session(session, (intro or []) + session.opening())
        self.after_input()

    def command(self, command: Command) -> None:
        """A session command from a key (or the braille display)."""
        session = self.session
        if session is None or self.screen is not Screen.GAME:
            return
        if session.confirming is not None:
            command = confirmation(command)
        messages = session.handle(command)
        self.speaker.say_session(session, messages)
        self.after_input()

    def route_to(self, location: Location) -> None:
        """A routing key over a square: put the cursor there and select."""
        session = self.session
        if session is None:
            return
        session.shown_cursor.go(location)
        self.command(Command(CommandKind.SELECT))

    def point_to(self, location: Location) -> None:
        """A routing key over a square named in a message: put the cursor there and say
        where it is (nothing is selected)."""
        session = self.session
        if session is None:
            return
        session.shown_cursor.go(location)
        self.command(Command(CommandKind.WHERE))

    def point_card(self, card: int) -> None:
        """A routing key over a card on the hand line: put the hand cursor on it and say it
        (nothing is played)."""
        session = self.session
        if session is None:
            return
        session.point_card(card)
        self.command(Command(CommandKind.WHERE))

    def after_input(self) -> None:
        """Follow up a change: a quit, a switched session, the computer's turn."""
        session = self.session
        if session is None:
            return
        if session.switch_to is not None:
            new, session.switch_to = session.switch_to, None
            self.begin(new)
            return
        if session.quit_requested:
            self.runner.cancel()
            kept = kept_after_quit(session)
            if kept is not None:
                self.speaker.say([Message(kept)], own=False)
            self.session = None
            self.line = None
            self.screen = Screen.MENU
            self.menu = self._make_menu("main")  # the resume item follows the store
            self._show_menu(self.menu, own=False)
            return
        job = self.runner.job
        stale = job is not None and (job.history_length != len(session.history)
                                     or job.key != session.state.key())
        if stale:
            self.runner.cancel()
        if session.computer_to_move() and not self.runner.busy:
            job = session.prepare_computer()
            if job is not None:
                self.runner.start(job)

    def update(self) -> bool:
        """Called every frame: collect the computer's move, play the thinking tick.

        Returns:
            True when something was announced.
        """
        self.outputs.announcer.tick()
        if self.online is not None:
            return self.online.update()
        session = self.session
        if session is None:
            return False
        found = self.runner.result()
        if found is not None:
            job, move = found
            messages = session.finish_computer(job, move)
            if messages:
                self.speaker.say_session(session, messages, own=False)
            self.after_input()
            return bool(messages)
        if self.runner.tick_due():
            self.outputs.announcer.earcons.play(Earcon.THINKING)
        return False

    @property
    def thinking(self) -> bool:
        """Whether the computer is thinking."""
        return self.runner.busy

    # -- front-end actions --------------------------------------------------------------------

    def action(self, action: Action, argument: str = "") -> None:
        """A key that is not a session command."""
        if action is Action.STOP_SPEECH:
            self.outputs.announcer.stop_speech()
        elif action is Action.REPEAT:
            if self.outputs.announcer.repeat_last() is None:
                self.speaker.say([Message(self.t("nothing_to_repeat"))])
        elif action is Action.KEY_HELP:
            self.key_help(game=self.screen is Screen.GAME)
        elif action is Action.SETTINGS:
            self.open_settings()
        elif action is Action.COMMAND_LINE:
            self.open_line(argument)

    def panel_page_now(self) -> int:
        """The page of the last message the panel shows (0 again for every new message)."""
        shown, page = self._panel_page
        return page if shown is self.outputs.announcer.last else 0

    def page_panel(self, step: int, pages: int) -> None:
        """Page Down (``step`` 1) or Page Up (-1) through a message too long for the panel;
        the page is said as a notice (it leaves the message to repeat as it was)."""
        now = self.panel_page_now()
        page = max(0, min(pages - 1, now + step))
        if pages <= 1:
            text = self.t("panel.whole")
        elif page == now:
            text = self.t("panel.last" if step > 0 else "panel.first", pages=pages)
        else:
            self._panel_page = (self.outputs.announcer.last, page)
            text = self.t("panel.page", page=page + 1, pages=pages)
        self.speaker.notice(text)

    def key_help(self, game: bool) -> None:
        """Read the keys of the current context (the game, the menu or the command line)."""
        if self.line is not None:
            keys = list(COMMAND_LINE_HELP_KEYS)
        elif game and self.session is not None:
            keys = game_help_keys(self.session.of_no_use(), self.session.is_card_game)
        elif game:
            keys = help_keys(game_bindings())
        else:
            menu = self.active_menu or self.menu
            self.speaker.say([Message(self.t("help.menu_intro"))]
                             + [Message(line) for line in menu.help_lines()])
            return
        intro = "help.line_intro" if self.line is not None else "help.game_intro"
        cat = catalog(self.lang)
        self.speaker.say([Message(self.t(intro))] + [Message(cat.text(k)) for k in keys])

    # -- zoom and the end -------------------------------------------------------------------------

    def zoom(self, step: int) -> None:
        """Change the drawing size by ``step`` tenths and say the new size."""
        scale = max(50, min(400, self.settings.scale + 10 * step))
        self._apply(self.settings.with_changes(scale=scale))
        self.speaker.say([Message(self.t("zoom", value=scale))])

    def close(self) -> None:
        """End the app: stop the worker, say goodbye."""
        self.runner.cancel()
        if self.online is not None:
            self.online.close()
        self.screen = Screen.CLOSED
        self.speaker.say([Message(self.t("goodbye"))])
