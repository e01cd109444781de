"""Several braille displays at one machine, one per seat: each private message reaches only its
own seat's display, public messages reach every display.

BRLTTY serves several displays from one machine through separate BrlAPI ports (one BRLTTY
process per display, each with its own ``-A host=...``); each seat's display is a
:class:`~accessible_games.output.braille.brlapi_display.BrlapiDisplay` on its own port. The
router looks only at a message's ``audience`` (the seats that may read it), never at a game.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from accessible_games.narration.message import Message
from accessible_games.output.braille.display import BrailleDisplay
from accessible_games.output.braille.region import BrailleRegion
from accessible_games.output.braille.translator import BrailleTranslator


class SeatDisplays:
    """Braille displays by seat, and the rule of who reads what."""

    def __init__(self, displays: Mapping[int, BrailleDisplay],
                 translator: BrailleTranslator) -> None:
        self.displays = dict(displays)
        """Each seat's display."""
        self.translator = translator
        """Translates a message's brief form for the displays."""

    def seats_for(self, message: Message) -> list[int]:
        """The seats whose displays show ``message``: all for a public one, else the seats of
        its audience that have a display."""
        if message.audience is None:
            return sorted(self.displays)
        return sorted(seat for seat in message.audience if seat in self.displays)

    def show(self, messages: Iterable[Message]) -> None:
        """Show each message on the displays it may reach."""
        for message in messages:
            seats = self.seats_for(message)
            if not seats:
                continue
            region = BrailleRegion.from_translation(self.translator.translate(message.short))
            for seat in seats:
                self.displays[seat].show(region)

    @staticmethod
    def spoken(messages: Iterable[Message]) -> list[Message]:
        """What may be said aloud in a room where every seat has its own display: the public
        messages only."""
        return [m for m in messages if m.audience is None]

    def close(self) -> None:
        """Close every display."""
        for display in self.displays.values():
            display.close()
