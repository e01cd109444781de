"""The braille line on screen in the terminal (``--braille unicode``).

The window draws the display's line under its messages; the terminal has no place that is
drawn again, so it prints each message's braille under the message's printed line, one line
per window of the display, as a reader pans through it. A sighted helper, a teacher sitting
with a deafblind player, or a developer sees what the display would show.
"""

from __future__ import annotations

from accessible_games.narration.message import Message
from accessible_games.output.braille.display import region_windows
from accessible_games.output.braille.region import BrailleRegion
from accessible_games.output.braille.translator import BrailleTranslator


class ScreenBraille:
    """Turns a message into the lines of braille cells printed under it."""

    def __init__(self, translator: BrailleTranslator, cells: int = 40) -> None:
        self.translator = translator
        """The announcer's translator: a table changed with the language is followed."""
        self.cells = cells
        """The width of one window (the display's cells)."""

    def lines(self, message: Message) -> list[str]:
        """The windows of the message's brief form in braille, as a display shows them one
        after another (without the blank cells that pad a window); none for an empty one."""
        text = message.short
        if not text.strip():
            return []
        region = BrailleRegion.from_translation(self.translator.translate(text))
        return region_windows(region, self.cells)
