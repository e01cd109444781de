"""Turns of several sowings (Kalah's and Congkak's last seed in the store, another go): a
computer's run told as a summary before its last sowing, and what undo took back.

Congkak's computer often sows ten times and more in one turn; each sowing was a sentence and a
braille line of its own, one after the other, more than a listener can follow. While the
computer sows again its sowings wait (:meth:`SowingRuns.told_with_next`); once the turn has
passed, three sowings or more are told as one sentence of how many and what they brought into
the store, then the last sowing in full, which says how the turn ended. ``last`` and ``since``
tell the summary again, then every sowing, numbered. Undo names the sowings it took back, by
side and house ("Taken back: your sowing from house 7 and North's 7 sowings."), where "2 moves
taken back." counted turns that held eight sowings.
"""

from __future__ import annotations

from collections.abc import Sequence

from accessible_games.engine import Event, Move, Player, State
from accessible_games.engine.events import SeedsCaptured, Sown
from accessible_games.games.mancala.sowing import SowingMove
from accessible_games.narration.describer import Describer, Verbosity
from accessible_games.narration.games.mancala_board import layout_of
from accessible_games.narration.message import Message, MessageKind
from accessible_games.narration.undone import undone_by_side

RUN_SUMMED = 3
"""From this many sowings in one turn of the computer's, the turn is summed up; two are told
one by one."""

FEW_HOUSES = 3
"""Up to this many sowings of one side taken back by undo are named by their houses; more by
their count."""


class SowingRuns(Describer):
    """The mancala describers' words for turns of several sowings."""

    def run_begun_text(self, state: State, you: Player | None) -> str:
        """"North sows more than once in a row.": said as the computer's run begins, before
        any of its sowings is told. It was the extra turn's "North moves again.", which
        after the person's own move spoke of a sowing nobody had heard yet."""
        return self.t("run.begun", player=self.player(state.to_move))

    def told_with_next(self, state: State) -> bool:
        """True while the side that just sowed sows again (its last seed in its store): the
        computer's next sowing follows at once, and the turn is told when it is over."""
        again = getattr(state, "moves_again", None)
        return callable(again) and bool(again())

    def run_told(self, state: State, runs: Sequence[Sequence[Event]],
                 mover: Player, retold: bool = False) -> Message | None:
        """How many times the computer's side ``mover`` sowed and the seeds that reached its
        store ("North sows 11 times in a row, 39 seeds into North's store in all. Type last
        (the key L) to hear each sowing.", at the terminal without the key), said in place
        of every sowing but the last; None for a person's side, for fewer than
        :data:`RUN_SUMMED` sowings and at the verbose level, where each sowing is told.
        ``retold``: the summary that ``last`` and ``since`` say before the sowings, which
        follow it ("... in all. Each sowing, first to last:")."""
        if mover not in self.elsewhere or len(runs) < RUN_SUMMED \
                or self.verbosity is Verbosity.VERBOSE:
            return None
        store = layout_of(self.game).stores[mover]
        seeds = sum(e.path.count(store) for events in runs for e in events
                    if isinstance(e, Sown) and e.player == mover)
        seeds += sum(e.seeds for events in runs for e in events
                     if isinstance(e, SeedsCaptured) and e.player == mover)
        values = {"store": self.t(f"store.{mover}"), "seeds": self.tn("run_seeds", seeds)}
        brief = self.did("brief.run.retold" if retold else "brief.run", mover, len(runs),
                         seeds=seeds)
        # The window's key too, where there is a window (the terminal has only typed lines).
        key = "run.retold" if retold else "run.typed" if self.typed_only else "run"
        text = brief if self.verbosity is Verbosity.BRIEF else \
            self.did(key, mover, len(runs), **values)
        return Message(text, MessageKind.MOVE, brief)

    def undo_done(self, taken: Sequence[tuple[Player, Sequence[Move]]], you: Player,
                  brief: bool = False) -> str:
        """What undo took back, side by side in the order played, each side's sowings by
        their houses ("Taken back: your sowing from house 7 and North's 7 sowings."; on the
        braille line "Back: your house 7, North 7 sowings."). "" where nothing was sown."""
        layout = layout_of(self.game)
        return undone_by_side(
            self, taken, you, brief, "sowings",
            lambda m: str(layout.house_number(m.pit)) if isinstance(m, SowingMove) else None,
            FEW_HOUSES, "houses")
