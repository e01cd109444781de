"""Pick a braille display: BrlAPI when BRLTTY answers, else the on-screen Unicode line."""

from __future__ import annotations

from dataclasses import dataclass

from .brlapi_display import BrlapiDisplay
from .display import BrailleDisplay, NullDisplay, RecordingDisplay, UnicodeLineDisplay

BRAILLE_DISPLAYS: tuple[type[BrailleDisplay], ...] = (
    BrlapiDisplay,
    UnicodeLineDisplay,
    RecordingDisplay,
    NullDisplay,
)
"""Every display class, looked up by ``name``."""
AUTO_ORDER = ("brlapi", "unicode", "null")
"""What "auto" tries, best first."""


@dataclass(frozen=True, slots=True)
class BrailleChoice:
    """The display chosen and the ones that could not be used."""

    display: BrailleDisplay
    """The working display."""
    requested: str
    """The name asked for."""
    failures: tuple[tuple[str, str], ...]
    """(name, reason) for each display tried before, in English."""

    @property
    def chosen(self) -> str:
        """The chosen display's name."""
        return self.display.name

    def notes(self) -> list[str]:
        """English notes: each failure, then the choice."""
        out = [f"Braille {n} not available: {r}." for n, r in self.failures]
        out.append(f"Braille: {self.display.description} ({self.display.name}).")
        return out


def display_class(name: str) -> type[BrailleDisplay]:
    """The display class called ``name``; ValueError when there is none."""
    for cls in BRAILLE_DISPLAYS:
        if cls.name == name:
            return cls
    raise ValueError(f"unknown braille display {name!r}")


def select_braille(
    name: str = "auto", host: str | None = None, auth: str | None = None, cells: int = 40
) -> BrailleChoice:
    """Try ``name`` (or the auto list); an explicit name that fails falls back to the list."""
    order = list(AUTO_ORDER)
    if name != "auto":
        display_class(name)
        order = [name] + [n for n in order if n != name]
    failures: list[tuple[str, str]] = []
    for candidate in order:
        try:
            if candidate == "brlapi":
                display: BrailleDisplay = BrlapiDisplay(host=host, auth=auth)
            else:
                display = display_class(candidate)(cells)
        except Exception as exc:  # noqa: BLE001 - record and go on
            failures.append((candidate, (str(exc) or type(exc).__name__).splitlines()[0]))
            continue
        return BrailleChoice(display, name, tuple(failures))
    return BrailleChoice(NullDisplay(cells), name, tuple(failures))  # pragma: no cover


def choose_braille(
    name: str = "auto", host: str | None = None, auth: str | None = None
) -> tuple[BrailleDisplay, list[str]]:
    """Return the chosen display and English notes on the choice."""
    choice = select_braille(name, host, auth)
    return choice.display, choice.notes()
