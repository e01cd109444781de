"""The player's settings, kept per user in a small JSON file.

The file is ``settings.json`` in the platform's user config directory (platformdirs, e.g.
``~/.config/accessible-games/`` on Linux, ``%APPDATA%\\accessible-games\\`` on Windows,
``~/Library/Application Support/accessible-games/`` on macOS), or in the folder named by the
environment variable ``ACCESSIBLE_GAMES_HOME`` (tests point it at a temporary folder).

JSON was chosen over SQLite because a person (or their helper) may want to read or fix the file
with a text editor. Reading never fails: a damaged file is kept aside under a new name, defaults
are used, and the caller gets a :class:`SettingsProblem` to announce; a single bad value falls
back to its default without losing the others.
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import asdict, dataclass, field, fields, replace
from enum import Enum
from pathlib import Path
from typing import Any

HOME_ENV = "ACCESSIBLE_GAMES_HOME"
"""Environment variable naming the folder for ``settings.json`` instead of the config dir."""
FILE_NAME = "settings.json"
APP_NAME = "accessible-games"
FORMAT_VERSION = 1
"""Written into the file as ``"version"``; files of another version are read field by field."""


class SquareNames(Enum):
    """How squares are named in speech."""

    ALGEBRAIC = "algebraic"
    """c3."""
    PHONETIC = "phonetic"
    """Charlie 3 (spoken only; braille keeps c3)."""
    GERMAN = "german"
    """Cäsar 3 (spoken only; braille keeps c3)."""


class BoardLine(Enum):
    """What the braille display shows while the cursor moves."""

    OFF = "off"
    """The spoken sentence in braille ("c3, black man")."""
    ON = "on"
    """The row under the cursor, one cell per square, with piece glyphs."""


SPEECH_CHOICES = ("auto", "espeak", "speechd", "pyttsx3", "screenreader", "text", "null")
"""Speech backends a player may choose ("null": no speech, for braille-only use)."""
BRAILLE_CHOICES = ("auto", "brlapi", "unicode", "null")
"""Braille displays a player may choose."""
SOUND_CHOICES = ("auto", "mixer", "null")
"""Earcon players a player may choose."""
OUTPUT_CHOICES = {"speech": SPEECH_CHOICES + ("recorder",),
                  "braille": BRAILLE_CHOICES + ("recorder",),
                  "sound": SOUND_CHOICES + ("recorder",)}
"""What ``--speech``, ``--braille`` and ``--sound`` take on the command line (``recorder``:
the tests' outputs)."""
OUTPUT_OPTIONS = {"speech": "speech output (default: from the settings, else auto)",
                  "braille": "braille display (default: from the settings, else auto)",
                  "sound": "earcons (default: from the settings, else auto)"}
"""The output options of the command line and their help."""
OFF_WORDS = frozenset({"none", "off", "no", "aus", "keine", "nein"})
"""Words a player types for an output they want off ("--speech none"), all meaning "null"."""


def output_name(text: str) -> str:
    """An output's name as typed: "none", "off" (or "aus") is "null"; "--speech none" was
    refused as an invalid choice, the one name a deafblind player tried first."""
    word = text.strip().lower()
    return "null" if word in OFF_WORDS else word

VERBOSITY_CHOICES = ("brief", "normal", "verbose")
"""How much is said."""
TABLE_CHOICES = ("auto", "de-g0", "de-g1", "de-g2", "en-ueb-g1", "en-ueb-g2", "en-us-g2")
"""Braille tables (the table fixes the grade); "auto": the language's default."""
LANGUAGE_CHOICES = ("en", "de")
"""Languages of the app."""
CHAT_CHOICES = ("on", "braille", "off")
"""How chat at online tables is told: spoken and brailled, only brailled, not at all."""


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything a player can set; defaults suit a first start."""

    language: str = ""
    """"en" or "de"; empty: from the environment (LANG)."""
    speech: str = "auto"
    """Speech backend name (see :data:`SPEECH_CHOICES`)."""
    voice: str = ""
    """The backend's voice id; empty: the language's default voice."""
    rate: int = 175
    """Speaking rate in words per minute (80-450)."""
    verbosity: str = "normal"
    """brief, normal or verbose."""
    square_names: str = SquareNames.ALGEBRAIC.value
    """Square naming style (see :class:`SquareNames`)."""
    braille: str = "auto"
    """Braille display (see :data:`BRAILLE_CHOICES`)."""
    braille_table: str = "auto"
    """Braille table and so grade (see :data:`TABLE_CHOICES`)."""
    board_line: str = BoardLine.ON.value
    """Braille board-line mode (see :class:`BoardLine`)."""
    braille_hold: str = "key"
    """How long the opponent's move, a result or an error stays on the braille display:
    "key" until the player moves on, "timed" for a time proportional to its length."""
    sound: str = "auto"
    """Earcon player (see :data:`SOUND_CHOICES`)."""
    sounds_on: bool = True
    """Master switch of the earcons."""
    sound_volume: int = 80
    """Master earcon volume 0-100."""
    spatial_cues: bool = True
    """Stereo pan by column and pitch by row while the cursor moves."""
    earcon_volumes: dict[str, int] = field(default_factory=dict)
    """Per earcon class (its name, e.g. "thinking"), volume 0-100; 0 switches it off."""
    scale: int = 100
    """Window drawing size in percent (Ctrl+plus/minus)."""
    game: str = "checkers"
    """Last game chosen in the menu."""
    opponent: str = "computer"
    """"computer" or "human"."""
    level: int = 1
    """The computer's level 1-3."""
    seat: int = 1
    """The player's seat, numbered from 1 (in a game of two, 1 moves first; a number above
    the chosen game's seats means its last seat)."""
    chat: str = "on"
    """Chat at online tables: "on" spoken and brailled, "braille" only brailled, "off"."""
    game_options: dict[str, dict[str, Any]] = field(default_factory=dict)
    """The options chosen in a menu, per game id (only those that differ from the game's
    defaults); the next game of that kind starts with them."""
    tutorial_taken: bool = False
    """A tutorial was started here: the terminal's "New here?" before the first list of
    games is no longer said (a tutorial leaves no saved game behind to tell it)."""

    def with_changes(self, **changes: Any) -> Settings:
        """A copy with some fields changed (each value checked like when read from a file)."""
        return _checked(replace(self, **changes))


_ENUM_LIKE: dict[str, tuple[str, ...]] = {
    "language": ("",) + LANGUAGE_CHOICES,
    "speech": SPEECH_CHOICES,
    "verbosity": VERBOSITY_CHOICES,
    "square_names": tuple(s.value for s in SquareNames),
    "braille": BRAILLE_CHOICES,
    "braille_table": TABLE_CHOICES,
    "board_line": tuple(b.value for b in BoardLine),
    "braille_hold": ("key", "timed"),
    "sound": SOUND_CHOICES,
    "opponent": ("computer", "human", *(f"people{k}" for k in range(2, 7)), "rivals"),
    "chat": CHAT_CHOICES,
}
_RANGES: dict[str, tuple[int, int]] = {
    "rate": (80, 450), "sound_volume": (0, 100), "scale": (50, 400), "level": (1, 3),
    "seat": (1, 7),
}


class ProblemKind(Enum):
    """What went wrong with the settings file."""

    CORRUPT = "corrupt"
    """The file could not be read; it was kept aside and defaults are used."""
    BAD_VALUES = "bad_values"
    """Some values were not understood; they were reset to their defaults."""
    UNWRITABLE = "unwritable"
    """The settings could not be saved."""


@dataclass(frozen=True, slots=True)
class SettingsProblem:
    """A problem to announce (the front end words it)."""

    kind: ProblemKind
    """What happened."""
    path: str
    """The settings file."""
    detail: str = ""
    """Kept-aside file name (CORRUPT), the reset fields (BAD_VALUES) or the error."""


def settings_dir() -> Path:
    """The folder of the settings file (``$ACCESSIBLE_GAMES_HOME`` or the user config dir)."""
    home = os.environ.get(HOME_ENV)
    if home:
        return Path(home)
    from platformdirs import user_config_dir

    return Path(user_config_dir(APP_NAME, appauthor=False))


def settings_path() -> Path:
    """The settings file."""
    return settings_dir() / FILE_NAME


def _checked(settings: Settings, bad: list[str] | None = None) -> Settings:
    """Replace every value that is out of range or unknown by its default."""
    defaults = Settings()
    changes: dict[str, Any] = {}
    for f in fields(Settings):
        value = getattr(settings, f.name)
        default = getattr(defaults, f.name)
        ok = True
        if f.name in _ENUM_LIKE:
            ok = isinstance(value, str) and value in _ENUM_LIKE[f.name]
        elif f.name in _RANGES:
            low, high = _RANGES[f.name]
            ok = isinstance(value, int) and not isinstance(value, bool) and low <= value <= high
        elif isinstance(default, bool):
            ok = isinstance(value, bool)
        elif f.name == "game_options":
            ok = _game_options_ok(value)
        elif f.name == "earcon_volumes":
            ok = isinstance(value, dict) and all(
                isinstance(k, str) and isinstance(v, int) and 0 <= v <= 100
                for k, v in value.items())
        elif isinstance(default, str):
            ok = isinstance(value, str)
        if not ok:
            changes[f.name] = default
            if bad is not None:
                bad.append(f.name)
    return replace(settings, **changes) if changes else settings


def _game_options_ok(value: object) -> bool:
    """Whether ``value`` maps known game ids to options each game takes, every value of its
    option's own type (a damaged file must not start a game with a strange rule)."""
    if not isinstance(value, dict):
        return False
    from accessible_games.lineup import REGISTRY

    for game_id, options in value.items():
        if not isinstance(game_id, str) or not isinstance(options, dict):
            return False
        try:
            game_class = REGISTRY.find(game_id)
            for key, option in options.items():
                if type(option) is not type(game_class.option_spec(str(key)).default):
                    return False
            REGISTRY.create(game_id, options)
        except (ValueError, TypeError, KeyError):  # GameError is a ValueError
            return False
    return True


def load_settings(path: Path | None = None) -> tuple[Settings, SettingsProblem | None]:
    """Read the settings; never raises.

    Returns:
        The settings (defaults where the file is missing or damaged) and a problem to
        announce, or None.
    """
    path = path or settings_path()
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return Settings(), None
    except OSError as error:
        return Settings(), SettingsProblem(ProblemKind.CORRUPT, str(path), str(error))
    try:
        # Bytes that are not UTF-8 are damage like broken JSON: kept aside below.
        data = json.loads(raw.decode("utf-8"))
        if not isinstance(data, dict):
            raise ValueError("not a JSON object")
    except ValueError:
        kept = path.with_name(f"{path.stem}.broken-{time.strftime('%Y%m%d-%H%M%S')}.json")
        try:
            path.rename(kept)
        except OSError:
            kept = path
        return Settings(), SettingsProblem(ProblemKind.CORRUPT, str(path), kept.name)
    known = {f.name for f in fields(Settings)}
    values = {k: v for k, v in data.items() if k in known}
    bad: list[str] = []
    try:
        settings = Settings(**values)
    except TypeError:  # pragma: no cover - every field has a default
        settings = Settings()
    settings = _checked(settings, bad)
    if bad:
        return settings, SettingsProblem(ProblemKind.BAD_VALUES, str(path), ", ".join(bad))
    return settings, None


def save_settings(settings: Settings, path: Path | None = None) -> SettingsProblem | None:
    """Write the settings atomically (a temporary file, then a rename); None on success."""
    path = path or settings_path()
    data = {"version": FORMAT_VERSION, **asdict(settings)}
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp")
        tmp.write_text(json.dumps(data, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
        tmp.replace(path)
    except OSError as error:
        return SettingsProblem(ProblemKind.UNWRITABLE, str(path), str(error))
    return None
