"""The dice as a zone of the console: the roll, what it allows, and the last rolls.

A mix-in of :class:`~accessible_games.session.board_commands.BoardCommands`. In a game whose
describer tells the dice (it has ``dice_lines(state)``), F6 or ``zone`` reaches a third zone
after the board and the choices: the dice. Left and right walk its lines, Enter repeats the
line the cursor is on; every line is a message, so it is spoken and brailled like the cursor's
squares. The lines are, in order:

* what the describer says about the dice now: the roll, the pieces that can move with it, the
  compulsory captures and the blocked pieces (or whose turn it is to roll, or the result);
* the last rolls the viewer heard, newest first, each with who rolled it.

The last rolls come from the console's ``heard`` list, which holds only the events the viewer
may see, so the zone tells no seat anything it was not told already.
"""

from __future__ import annotations

from accessible_games.engine.events import ChanceRolled
from accessible_games.narration.message import Message, MessageKind
from accessible_games.session.commands import Command
from accessible_games.session.console_base import ConsoleBase
from accessible_games.session.words import game_name

LAST_ROLLS = 6
"""How many of the last rolls the zone names."""


class DiceZone(ConsoleBase):
    """The dice zone's lines and the cursor in them."""

    dice_index: int = 0

    def _do_dice(self, command: Command) -> list[Message]:
        """The dice command: the zone's lines, each a message (the roll, then the last
        rolls); one sentence in a game without dice."""
        if not self.has_dice():
            return [Message(self.words.text("dice.none", game=game_name(self.game.id,
                                                                         self.lang)))]
        return self.dice_messages()

    def last_rolls(self) -> list[tuple[int, int]]:
        """(seat, face) of the last rolls the viewer heard, newest first."""
        rolls: list[tuple[int, int]] = []
        for heard in reversed(self.heard):
            for event in heard.events:
                if isinstance(event, ChanceRolled):
                    rolls.append((event.player, event.value))
            if len(rolls) >= LAST_ROLLS:
                break
        return rolls[:LAST_ROLLS]

    def dice_lines(self) -> list[str]:
        """The zone's lines as spoken: the describer's account of the dice now, then the
        last rolls."""
        return [line.text for line in self.dice_messages()]

    def dice_messages(self) -> list[Message]:
        """The zone's lines, each with its braille form: the last rolls there in a few words
        ("Last rolls: White 4, Black 2, ..."; "The last 6 rolls, newest first: ..." ran to 103
        cells)."""
        told = getattr(self.describer, "dice_lines", None)
        lines = [Message(str(line)) for line in told(self.state)] if told is not None else []
        rolls = self.last_rolls()
        rolled = getattr(self.describer, "roll_told", None)
        if lines and rolled is not None and rolls == [rolled(self.state)]:
            # The only roll heard is the one the lines above tell ("White rolled 4: ..."):
            # "The last roll: White 4." after it only repeats it.
            return lines
        if rolls:
            named = [self.words.text("zone.dice_roll", player=self.describer.player(seat),
                                     roll=face) for seat, face in rolls]
            lines.append(Message(
                self.words.plural("zone.dice_last", len(rolls),
                                  rolls=self.describer.cat.join_and(named)),
                brief=self.words.plural("zone.dice_last.brief", len(rolls),
                                        rolls=", ".join(named))))
        else:
            lines.append(Message(self.words.text("zone.dice_none")))
        return lines

    def dice_message(self) -> list[Message]:
        """The line the zone's cursor is on (spoken whole; brailled in its brief form)."""
        lines = self.dice_messages()
        self.dice_index = max(0, min(self.dice_index, len(lines) - 1))
        line = lines[self.dice_index]
        return [Message(self.words.text("zone.dice_line", line=line.text,
                                        index=self.dice_index + 1, count=len(lines)),
                        MessageKind.CURSOR, brief=line.short)]

    def enter_dice(self) -> list[Message]:
        """The cursor arrives in the zone, on its first line."""
        self.dice_index = 0
        return [Message(self.words.text("zone.dice"))] + self.dice_message()

    def step_dice(self, step: int) -> list[Message]:
        """Left (-1) or right (+1) to the neighbouring line; at an end the edge is said with
        the line, as in the hand and on the board ("Edge. The last 2 rolls ...")."""
        lines = self.dice_messages()
        if 0 <= self.dice_index + step < len(lines):
            self.dice_index += step
            return self.dice_message()
        line = lines[max(0, min(self.dice_index, len(lines) - 1))]
        return [Message(self.words.text("zone.dice_edge", line=line.text), MessageKind.EDGE,
                        brief=line.short)]
