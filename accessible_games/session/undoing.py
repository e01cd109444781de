"""Taking moves back: what "undo" takes back, and what it says.

A mix-in of :class:`~accessible_games.session.console.Console`. The table decides what may be
taken back (:meth:`.Table.undo_refusal`); this says what was taken, in the moves a player
counts, and where the game stands now.
"""

from __future__ import annotations

from accessible_games.engine import Move, Player
from accessible_games.engine.types import CHANCE
from accessible_games.narration.message import Message, MessageKind
from accessible_games.session.commands import Command
from accessible_games.session.hearing import Hearing
from accessible_games.session.table import UndoRefused


class Undoing(Hearing):
    """The undo command."""

    def _do_undo(self, command: Command) -> list[Message]:
        viewer = self.viewer
        refusal = None if viewer is None else self.table.undo_refusal(viewer)
        if viewer is None or refusal is UndoRefused.NOTHING:
            # At a card table nothing was played yet, rather than "no move".
            none = "undo.none.cards" if self.describer.moves_are_cards else "undo.none"
            return [Message(self.words.text(none), MessageKind.ILLEGAL)]
        if refusal is not None:
            key = f"undo.refused.{refusal.value}"
            brief = f"{key}.brief"  # a long refusal's braille line ("No undo: other people ...")
            return [Message(self.words.text(key), MessageKind.ILLEGAL,
                            self.words.text(brief) if self.words.cat.has(f"session.{brief}")
                            else None)]
        self.builder.clear()
        taken = self.table.undo(viewer)
        self._pending.clear()
        # The players' moves as a player counts them: a roll or a dealt card taken back with
        # them is not counted, and a turn of several sowings (a store reached, another go)
        # is one move: "your move and the computer's", not 25 for the computer's relay.
        runs: list[tuple[Player, list[Move]]] = []
        for turn in reversed(taken):
            if turn.mover == CHANCE:
                continue
            if runs and runs[-1][0] == turn.mover:
                runs[-1][1].append(turn.move)
            else:
                runs.append((turn.mover, [turn.move]))
        # Where the game stands now: the last move that still stands, or its start.
        told = [h.message for h in self.heard if h.mover != CHANCE and h.message.text]
        # A card table says "Last:", not "The last move now:" (a card, a draw, a bid).
        last_key = "undo.last.cards" if self.describer.moves_are_cards else "undo.last"
        now = (self.words.text(last_key, last=told[-1].text) if told
               else self.words.text("undo.start"))
        # The braille line gives the move's own brief ("White e4-d3"): its verbose sentence,
        # with the whole status after it, ran an Eckdame undo to 331 cells.
        now_brief = (self.words.text("undo.last_brief",
                                     last=(told[-1].short or told[-1].text).rstrip("."))
                     if told else now)
        # What the moves taken back had undone, where the game says it (a seven's step).
        note = self.describer.undo_note([t.move for t in self.table.history],
                                        [t.move for t in taken if t.mover == viewer])
        # Where a turn holds moves a player counts apart (Arimaa's steps), the game says
        # whose turns and steps they were.
        done = self.describer.undo_done(runs, viewer) \
            or self.words.plural("undo.done", len(runs))
        # In braille in fewer words: "Zurückgenommen: ein Schritt von dir und der ganze Zug
        # von Silber. Der letzte Zug ist jetzt: Hb1w, noch ein Schritt." ran to 107 cells.
        done_brief = self.describer.undo_done(runs, viewer, brief=True) \
            or self.words.plural("undo.done.brief", len(runs))
        if self.describer.undo_apart(self.state):
            # What was taken back, then the move that stands, each a line of its own.
            said = [Message(" ".join(filter(None, (done, note))), MessageKind.INFO,
                            " ".join(filter(None, (done_brief, note)))),
                    Message(now, MessageKind.INFO, now_brief)]
        else:
            said = [Message(" ".join(filter(None, (done, note, now))), MessageKind.INFO,
                            " ".join(filter(None, (done_brief, note, now_brief))))]
        if told and self.describer.turn_goes_on(self.state):
            # The move that stands said the steps left in the turn, as after it was made:
            # the turn would say them again ("… Noch 3 Schritte." and "Gold, du bist am Zug,
            # noch 3 Schritte.").
            return said
        return [*said, self.turn_message()]
