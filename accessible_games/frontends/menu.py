"""Spoken menus: the main menu (game, opponent, level, seat, language, outputs) and settings.

A menu is a list of items; a CHOICE item has a value that Left/Right (or Enter) change, an
ACTION item does something on Enter. Every item is worded from the ``window`` catalog when it
is spoken, so a language change shows at once. The menu knows no pygame: the window hands it
abstract :class:`MenuKey` presses and typed letters; a braille routing key selects an item.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from enum import Enum
from functools import lru_cache
from typing import Any

from accessible_games.narration.catalog import catalog
from accessible_games.narration.message import Message, MessageKind
from accessible_games.session.words import game_name
from accessible_games.storage.settings import (
    BRAILLE_CHOICES,
    CHAT_CHOICES,
    LANGUAGE_CHOICES,
    SOUND_CHOICES,
    SPEECH_CHOICES,
    TABLE_CHOICES,
    VERBOSITY_CHOICES,
    Settings,
)


class ItemKind(Enum):
    """What an item does."""

    CHOICE = "choice"
    """Holds a setting; Left/Right/Enter change it."""
    ACTION = "action"
    """Does something on Enter."""


class MenuKey(Enum):
    """Abstract menu keys."""

    UP = "up"
    DOWN = "down"
    LEFT = "left"
    RIGHT = "right"
    HOME = "home"
    END = "end"
    ENTER = "enter"
    ESCAPE = "escape"


class MenuResult(Enum):
    """What the menu asks the app to do after a key."""

    NONE = "none"
    """Nothing beyond speaking the messages."""
    CHANGED = "changed"
    """A setting changed: apply the settings."""
    ACTIVATE = "activate"
    """An action item was chosen: see ``MenuOutcome.item``."""
    BACK = "back"
    """Leave this menu (Escape in a sub-menu)."""


@dataclass(frozen=True, slots=True)
class MenuItem:
    """One line of a menu."""

    id: str
    """Stable id: for a CHOICE, the :class:`Settings` field it edits."""
    kind: ItemKind
    """CHOICE or ACTION."""
    values: tuple[object, ...] = ()
    """For a CHOICE: the values in order."""


@dataclass(frozen=True, slots=True)
class MenuOutcome:
    """The answer to one key: what to say and what to do."""

    messages: list[Message]
    """What to announce (the focused item, a changed value)."""
    result: MenuResult = MenuResult.NONE
    """What the app should do."""
    item: str = ""
    """The item concerned."""


MAIN_ITEMS: tuple[MenuItem, ...] = (
    MenuItem("play", ItemKind.ACTION),
    MenuItem("game", ItemKind.CHOICE),  # values filled in from the registry
    MenuItem("opponent", ItemKind.CHOICE, ("computer", "human")),
    MenuItem("level", ItemKind.CHOICE, (1, 2, 3)),
    MenuItem("seat", ItemKind.CHOICE, (1, 2)),
    MenuItem("options", ItemKind.ACTION),
    MenuItem("language", ItemKind.CHOICE, LANGUAGE_CHOICES),
    MenuItem("settings", ItemKind.ACTION),
    MenuItem("rules", ItemKind.ACTION),
    MenuItem("tutorial", ItemKind.ACTION),
    MenuItem("keys", ItemKind.ACTION),
    MenuItem("online", ItemKind.ACTION),
    MenuItem("quit", ItemKind.ACTION),
)
"""The main menu."""

PEOPLE = "people"
"""The opponent value "people3": three people at this keyboard, the computer the other seats."""


def people_count(opponent: str) -> int | None:
    """How many people the opponent value "people3" seats at this keyboard (None for
    "computer" and "human")."""
    if not opponent.startswith(PEOPLE) or not opponent[len(PEOPLE):].isdecimal():
        return None
    return int(opponent[len(PEOPLE):])


def people_in_seats(count: int, seats: int, teams: Sequence[Sequence[int]] = ()) -> list[int]:
    """The seats (from 0, in order) that ``count`` people at one keyboard take in a game of
    ``seats``: partners together, the first seat's partnership first (two people in Dog play
    North and South against the computer), else the first seats."""
    order = [seat for team in sorted(teams, key=min) for seat in sorted(team)]
    order += [seat for seat in range(seats) if seat not in order]
    return sorted(order[:max(0, min(count, seats))])


RIVALS = "rivals"
"""The opponent value in a game of partnerships: two people at this keyboard on opposite sides,
each with the computer as partner (a parent and a child at Whist)."""


def people_seats(opponent: str, seats: int,
                 teams: Sequence[Sequence[int]] = ()) -> list[int] | None:
    """The seats (from 0, in order) people at this keyboard take for the opponent value
    "people3" or "rivals", the computer in the rest; None for "computer" and "human". Rivals
    take the first seat of each of the first two partnerships (North and East), or the first
    two seats in a game without partnerships."""
    if opponent == RIVALS:
        firsts = sorted(min(team) for team in teams if team)[:2]
        return firsts if len(firsts) == 2 else people_in_seats(2, seats)
    count = people_count(opponent)
    return None if count is None else people_in_seats(count, seats, teams)


STOP_WORDS = ("stop", "quiet", "hush", "still", "stopp", "ruhe", "ruhig", "leise")
"""Typed alone, they silence the speech at once, as the window's Control key does: in the
terminal and on the window's command line."""


def is_stop_word(line: str | None) -> bool:
    """Whether ``line`` is a stop word alone."""
    return line is not None and line.strip().casefold() in STOP_WORDS


SETTINGS_WORDS = ("settings", "setting", "einstellungen", "einstellung")
"""Typed words that open the settings: the window's command line (as F3 does), the terminal's
choice of games and a game in the terminal."""

SETTINGS_ITEMS: tuple[MenuItem, ...] = (
    MenuItem("speech", ItemKind.CHOICE, SPEECH_CHOICES),
    MenuItem("rate", ItemKind.CHOICE, tuple(range(100, 451, 25))),
    MenuItem("voice", ItemKind.CHOICE, ("",)),  # the speech backend's voices filled in
    MenuItem("verbosity", ItemKind.CHOICE, VERBOSITY_CHOICES),
    MenuItem("braille", ItemKind.CHOICE, BRAILLE_CHOICES),
    MenuItem("braille_table", ItemKind.CHOICE, TABLE_CHOICES),
    MenuItem("board_line", ItemKind.CHOICE, ("on", "off")),
    MenuItem("braille_hold", ItemKind.CHOICE, ("key", "timed")),
    MenuItem("square_names", ItemKind.CHOICE, ("algebraic", "phonetic", "german")),
    MenuItem("sounds_on", ItemKind.CHOICE, (True, False)),
    MenuItem("sound_volume", ItemKind.CHOICE, tuple(range(0, 101, 10))),
    MenuItem("spatial_cues", ItemKind.CHOICE, (True, False)),
    MenuItem("sound", ItemKind.CHOICE, SOUND_CHOICES),
    MenuItem("chat", ItemKind.CHOICE, CHAT_CHOICES),
    MenuItem("back", ItemKind.ACTION),
)
"""The settings menu (F3, or "Settings" in the main menu)."""


@lru_cache(maxsize=64)
def first_seat_of(game_id: str, options: tuple[tuple[str, Any], ...] = ()) -> int | None:
    """The seat that moves first in a game with these options (see ``Game.first_seat``);
    kept, since the menu asks at every drawing of its seat item."""
    from accessible_games.lineup import REGISTRY

    return REGISTRY.create(game_id, dict(options)).first_seat()


@lru_cache(maxsize=64)
def first_dealer_of(game_id: str) -> int | None:
    """The seat that deals the first hand in a game with its usual rules (see
    ``Game.first_dealer``), so the seat item at a card table says who deals and who begins."""
    from accessible_games.lineup import REGISTRY

    return REGISTRY.create(game_id).first_dealer()


class Menu:
    """A list of items with a focus, over a :class:`Settings` value it edits.

    Args:
        name: "main" or "settings" (the catalog names the menu by it).
        items: the items.
        settings: the settings shown and edited.
        lang: language for the words.
        games: the game ids the game item offers.
        sides: gives the two side names of a game id (for the seat item).
        resume: the unfinished game in words; adds a "Resume" item at the top.
        rules: gives a game's options as chosen, in words, for the options item.
        teams: gives a game's fixed partnerships as seat numbers, so that a seat is offered
            with its partner ("South, seat 3 of 4, with North").
        voices: gives the voice ids the speech backend offers for a language besides its
            default (the voice item's values follow the menu's language).
        first: gives the seat that moves first in a game id with its chosen options (None
            when that varies), so the seat item says "moves first" only where it holds; by
            default the game's usual rules.
    """

    def __init__(self, name: str, items: Sequence[MenuItem], settings: Settings, lang: str,
                 games: Sequence[str] = (),
                 sides: Callable[[str, str], tuple[str, ...]] | None = None,
                 resume: str | None = None,
                 voices: Callable[[str], tuple[str, ...]] | None = None,
                 rules: Callable[[str, str], str] | None = None,
                 teams: Callable[[str], tuple[tuple[int, ...], ...]] | None = None,
                 first: Callable[[str], int | None] | None = None) -> None:
        self.name = name
        self._first = first or first_seat_of
        self._teams = teams
        self._rules = rules
        self._voices = voices
        self.items = [replace(i, values=tuple(games)) if i.id == "game" else i for i in items]
        self.resume = resume
        """The unfinished game a "Resume" item at the top continues, in words (or None)."""
        if resume is not None:
            self.items.insert(0, MenuItem("resume", ItemKind.ACTION))
        self.settings = settings
        self.lang = lang
        self.focus = 0
        self._sides = sides

    # -- words ----------------------------------------------------------------------------

    def t(self, key: str, /, **values: object) -> str:
        """The ``window.<key>`` message in the menu's language."""
        return catalog(self.lang).text(f"window.{key}", **values)

    def label(self, item: MenuItem) -> str:
        """The item's name ("Game", "Spiel"; "Resume: Kalah against ...")."""
        if item.id == "resume":
            return self.t("menu.label.resume", game=self.resume)
        if item.id == "options" and self._rules is not None:
            return self.t("menu.label.options_now", rules=self._rules(self.settings.game,
                                                                       self.lang))
        return self.t(f"menu.label.{item.id}")

    def value_text(self, item: MenuItem, value: object | None = None) -> str:
        """The words for a CHOICE item's value (the current one when ``value`` is None)."""
        if value is None:
            value = getattr(self.settings, item.id)
        if item.id == "language":
            value = value or self.lang
        if item.id == "game":
            return game_name(str(value), self.lang)
        if item.id == "seat" and self.settings.opponent != "computer":
            return self.t("value.seat.people")  # the opponent item places the people
        if item.id == "seat":
            names = self.seat_names()
            number = min(int(str(value)), len(names))
            if len(names) == 2:  # who moves first, where the game's options make it sure
                first = self._first(str(self.settings.game))
                if first is None:
                    return self.t("value.seat.plain", side=names[number - 1])
                return self.t(f"value.seat.{1 if number - 1 == first else 2}",
                              side=names[number - 1])
            partners = self.partner_names(number - 1, names)
            words = self.t("value.seat.partner" if partners else "value.seat.many",
                           side=names[number - 1], number=number, count=len(names),
                           partners=partners)
            dealer = first_dealer_of(str(self.settings.game))
            if dealer is None or number - 1 not in (dealer, (dealer + 1) % len(names)):
                return words
            return self.t("value.seat.deals" if number - 1 == dealer else "value.seat.begins",
                          value=words)
        if item.id == "level":
            return self.t(f"value.level.{value}")
        names = self.seat_names() if item.id == "opponent" else ()
        chosen = people_seats(str(value), len(names), self.teams()) if names else None
        if chosen is not None:
            sides = catalog(self.lang).join_and([names[n] for n in chosen])
            if value == RIVALS and self.teams():
                return self.t("value.opponent.rivals", sides=sides)
            return self.t("value.opponent.people", count=len(chosen), sides=sides)
        if item.id in ("rate", "sound_volume"):
            return self.t(f"value.{item.id}", value=value)
        if item.id == "voice":
            return self.voice_name(str(value))
        if isinstance(value, bool):
            return self.t("value.on" if value else "value.off")
        if item.id == "board_line":
            return self.t(f"value.{value}")
        return self.t(f"value.{item.id}.{value}")

    def voice_name(self, voice: str) -> str:
        """A voice id in words ("British English, female"); the id itself when unnamed."""
        if not voice:
            return self.t("value.voice.default")
        key = f"window.value.voice.{voice}"
        return catalog(self.lang).text(key) if catalog(self.lang).has(key) else voice

    def values(self, item: MenuItem) -> tuple[object, ...]:
        """A CHOICE item's values in order (the voices of the menu's language for "voice",
        one number per seat of the chosen game for "seat")."""
        if item.id == "voice":
            return ("",) + (self._voices(self.lang) if self._voices is not None else ())
        if item.id == "seat":
            return tuple(range(1, len(self.seat_names()) + 1))
        if item.id == "opponent":  # some people and the computer, in a game of more than two
            rivals = (RIVALS,) if len(self.teams()) >= 2 else ()
            return (item.values + tuple(f"{PEOPLE}{k}" for k in range(2, len(self.seat_names())))
                    + rivals)
        return item.values

    def teams(self) -> tuple[tuple[int, ...], ...]:
        """The chosen game's fixed partnerships (none when the menu is not told them)."""
        return tuple(map(tuple, self._teams(str(self.settings.game)))) if self._teams else ()

    def partner_names(self, seat: int, names: tuple[str, ...]) -> str:
        """The names of ``seat``'s partners in the chosen game, joined ("" for none)."""
        team = next((t for t in self.teams() if seat in t and len(t) > 1), ())
        others = [names[p] for p in team if p != seat and p < len(names)]
        return catalog(self.lang).join_and(others)

    def seat_names(self) -> tuple[str, ...]:
        """The chosen game's seats by name (the numbers when the menu knows no names)."""
        if self._sides is None:
            return ("1", "2")
        return self._sides(self.settings.game, self.lang)

    def item_text(self, item: MenuItem) -> str:
        """The item as shown in braille and on screen: "Game: Checkers"."""
        if item.kind is ItemKind.ACTION:
            return self.label(item)
        return self.t("menu.choice", label=self.label(item), value=self.value_text(item))

    def item_message(self, index: int | None = None) -> Message:
        """The focused (or given) item, spoken with its place in the menu."""
        index = self.focus if index is None else index
        item = self.items[index]
        spoken = self.t("menu.position", item=self.item_text(item), position=index + 1,
                        count=len(self.items))
        return Message(spoken, MessageKind.CURSOR, brief=self.item_text(item))

    def title_message(self) -> Message:
        """The menu's name and how to use it, then the focused item."""
        return Message(self.t(f"menu.title.{self.name}", item=self.item_message().text),
                       MessageKind.INFO, brief=self.item_text(self.items[self.focus]))

    # -- keys -----------------------------------------------------------------------------

    def press(self, key: MenuKey) -> MenuOutcome:
        """Act on one menu key."""
        last = len(self.items) - 1
        if key in (MenuKey.UP, MenuKey.DOWN, MenuKey.HOME, MenuKey.END):
            target = {MenuKey.UP: self.focus - 1, MenuKey.DOWN: self.focus + 1,
                      MenuKey.HOME: 0, MenuKey.END: last}[key]
            if not 0 <= target <= last:
                return MenuOutcome([Message(self.t("menu.edge"), MessageKind.EDGE,
                                            brief=self.item_text(self.items[self.focus]))])
            self.focus = target
            return MenuOutcome([self.item_message()])
        item = self.items[self.focus]
        if key is MenuKey.ESCAPE:
            return MenuOutcome([], MenuResult.BACK, item.id)
        if item.kind is ItemKind.ACTION:
            if key is MenuKey.ENTER:
                return MenuOutcome([], MenuResult.ACTIVATE, item.id)
            return MenuOutcome([Message(self.t("menu.no_value", item=self.label(item)),
                                        MessageKind.EDGE, brief=self.item_text(item))])
        step = -1 if key is MenuKey.LEFT else 1
        return self.change(item, step)

    def change(self, item: MenuItem, step: int) -> MenuOutcome:
        """Move a CHOICE item's value ``step`` places (wrapping) and say the new value."""
        values = list(self.values(item))
        current = getattr(self.settings, item.id)
        if item.id == "language":
            current = current or self.lang
        if item.id == "seat":  # a seat beyond this game's is its last, as the game starts
            current = min(current, len(values))
        index = values.index(current) if current in values else 0
        value = values[(index + step) % len(values)]
        self.settings = self.settings.with_changes(**{item.id: value})
        said = [Message(self.item_text(item), MessageKind.SELECT)]
        if item.id == "game":
            # What the game is, in a sentence, before anyone starts it.
            said.append(Message(catalog(self.lang).text(f"game.{value}.summary"),
                                MessageKind.INFO))
        return MenuOutcome(said, MenuResult.CHANGED, item.id)

    def letter(self, char: str) -> MenuOutcome:
        """Jump to the next item whose name starts with ``char`` (wrapping)."""
        char = char.casefold()
        count = len(self.items)
        for step in range(1, count + 1):
            index = (self.focus + step) % count
            if self.label(self.items[index]).casefold().startswith(char):
                self.focus = index
                return MenuOutcome([self.item_message()])
        return MenuOutcome([Message(self.t("menu.no_letter", letter=char), MessageKind.ILLEGAL,
                                    brief=self.item_text(self.items[self.focus]))])

    def route(self, index: int) -> MenuOutcome:
        """A routing key (or a click) on item ``index``: focus it and act like Enter."""
        if not 0 <= index < len(self.items):
            return MenuOutcome([])
        self.focus = index
        if self.items[index].kind is ItemKind.ACTION:
            return MenuOutcome([], MenuResult.ACTIVATE, self.items[index].id)
        return self.change(self.items[index], 1)

    def help_lines(self) -> list[str]:
        """The menu's key help, one line per key group."""
        from accessible_games.frontends.keymap import MENU_HELP_KEYS

        return [catalog(self.lang).text(k) for k in MENU_HELP_KEYS]
