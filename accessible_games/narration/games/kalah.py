"""Words for Kalah: houses named by side and number, sowings, captures, extra turns, the board.

The describer does not know who listens, so places are named by side: "South house 3",
"North's store" ("Südhaus 3", "Nordspeicher"). Within a move, the mover's own houses are named
by number only ("from house 3"), as the mover counts them.

The board is read in two lines, as it lies seen from South: North's houses 6 to 1 (so each
number stands above the South house it faces) and North's store, then South's houses 1 to 6
and South's store.
"""

from __future__ import annotations

from collections.abc import Sequence

from accessible_games.engine import Event, Location, Move, Player, Reason, ReasonCode, State
from accessible_games.engine.events import ExtraTurn, SeedsCaptured, SeedsSwept, Sown
from accessible_games.games.mancala.board import Layout
from accessible_games.games.mancala.kalah import HOUSES, KalahMove, KalahState
from accessible_games.narration.describer import Describer, Verbosity
from accessible_games.narration.message import Message, MessageKind

RANGE_FROM = 4
"""A run of this many houses or more in a sowing path is spoken as "houses 1 to 6"."""


class KalahDescriber(Describer):
    """Kalah in words: "South sows 4 seeds from house 3, the last into South's store."."""

    domain = "kalah"

    # -- vocabulary ------------------------------------------------------------------------

    @property
    def _layout(self) -> Layout:
        return self.game.layout  # type: ignore[attr-defined, no-any-return]

    def location(self, location: Location) -> str:
        """ "South house 3", "North's store"."""
        layout = self._layout
        owner = layout.owner(location)
        if layout.is_store(location):
            return self.t(f"store.{owner}")
        return self.t(f"house.{owner}", number=layout.house_number(location))

    def move_text(self, move: Move) -> str:
        """ "house 3" (as the mover counts)."""
        if isinstance(move, KalahMove):
            return self.t("move_text", number=move.house)
        return move.notation

    # -- moves -----------------------------------------------------------------------------

    def move_message(
        self, state: State, move: Move, events: Sequence[Event], mover: Player
    ) -> Message:
        """The sowing, any capture, an extra turn and the end sweep, as much as verbosity asks."""
        sentences: list[str] = []
        brief: list[str] = []
        captured = any(isinstance(e, SeedsCaptured) for e in events)
        for event in events:
            if isinstance(event, Sown):
                sentences.append(self._sown(event, captured))
                brief.append(
                    self.tn("brief.sown", event.seeds, house=self._layout.house_number(event.house))
                )
            elif isinstance(event, SeedsCaptured):
                sentences.append(self._captured(event))
                brief.append(self.tn("brief.captured", event.seeds))
            elif isinstance(event, ExtraTurn):
                sentences.append(self.t("extra_turn", player=self.player(event.player)))
                brief.append(self.t("brief.again"))
            elif isinstance(event, SeedsSwept):
                sentences.append(
                    self.tn(
                        "swept",
                        event.seeds,
                        player=self.player(event.player),
                        store=self.location(self._layout.stores[event.player]),
                    )
                )
        short = ", ".join(brief)
        kind = MessageKind.CAPTURE if captured else MessageKind.MOVE
        if self.verbosity is Verbosity.BRIEF:
            spoken = self.t("brief.spoken", player=self.player(mover), brief=short)
            return Message(spoken, kind, short)
        return Message(" ".join(sentences), kind, short)

    def _sown(self, event: Sown, captured: bool) -> str:
        """The sowing: every pit (verbose), else the count and where the last seed fell.

        Before a capture the capture sentence names the last house, so the sowing only gives
        the count.
        """
        layout = self._layout
        player = self.player(event.player)
        house = layout.house_number(event.house)
        if self.verbosity is Verbosity.VERBOSE and event.path:
            path = self._path(event.player, event.path)
            return self.tn("move.path", event.seeds, player=player, house=house, path=path)
        if captured:
            return self.tn("move.plain", event.seeds, player=player, house=house)
        last = event.path[-1] if event.path else event.house
        where = self.location(last)
        if layout.is_store(last):
            return self.tn("move.store", event.seeds, player=player, house=house, store=where)
        return self.tn("move.house", event.seeds, player=player, house=house, target=where)

    def _path(self, mover: Player, path: tuple[Location, ...]) -> str:
        """Every pit of a sowing, grouped in runs: "houses 4, 5, 6, the store and North house 1"."""
        layout = self._layout
        runs: list[tuple[str, list[int]]] = []
        for pit in path:
            if layout.is_store(pit):
                runs.append(("store", []))
                continue
            side = "own" if layout.owner(pit) == mover else "other"
            if runs and runs[-1][0] == side:
                runs[-1][1].append(layout.house_number(pit))
            else:
                runs.append((side, [layout.house_number(pit)]))
        other = 1 - mover
        words = []
        for side, numbers in runs:
            if side == "store":
                words.append(self.t("path.store"))
                continue
            prefix = "path.houses" if side == "own" else f"path.other_houses.{other}"
            if len(numbers) >= RANGE_FROM:
                words.append(self.t(f"{prefix}_range", first=numbers[0], last=numbers[-1]))
            else:
                listed = ", ".join(str(n) for n in numbers)
                words.append(self.tn(prefix, len(numbers), numbers=listed))
        return self.cat.join_and(words)

    def _captured(self, event: SeedsCaptured) -> str:
        layout = self._layout
        last = event.sources[0]
        store = self.location(layout.stores[event.player])
        house = layout.house_number(last)
        if len(event.sources) < 2:
            return self.t("capture_empty", house=house, store=store)
        taken = event.seeds - 1
        return self.tn(
            "capture",
            taken,
            house=house,
            opposite=self.location(event.sources[1]),
            total=event.seeds,
            store=store,
        )

    # -- the board and counts ----------------------------------------------------------------

    def board_lines(self, state: State) -> list[str]:
        """North's houses 6 to 1 and store, then South's houses 1 to 6 and store."""
        layout = self._layout
        pits = state.pits  # type: ignore[attr-defined]
        north = [pits[layout.pit_of(1, n)] for n in range(HOUSES, 0, -1)]
        south = [pits[layout.pit_of(0, n)] for n in range(1, HOUSES + 1)]
        return [
            self.t("board.1", counts=", ".join(map(str, north)), store=pits[layout.stores[1]]),
            self.t("board.0", counts=", ".join(map(str, south)), store=pits[layout.stores[0]]),
        ]

    def status_text(self, state: State) -> str:
        """Seeds in each store and on each side."""
        if not isinstance(state, KalahState):
            return ""
        return self.t(
            "status",
            south_store=state.store(0),
            north_store=state.store(1),
            south_side=state.seeds_on_side(0),
            north_side=state.seeds_on_side(1),
        )

    # -- reasons ---------------------------------------------------------------------------

    def game_reason(self, reason: Reason, state: State) -> str | None:
        """Empty house, opponent's house, a store, a number that is not 1-6."""
        code = reason.code
        moves = self.moves_list(reason.alternatives)
        place = self.location(reason.locations[0]) if reason.locations else ""
        if code is ReasonCode.EMPTY_HOUSE:
            return self.t("reason.empty_house", house=place, moves=moves)
        if code is ReasonCode.NOT_YOUR_HOUSE:
            owner = self.player(self._layout.owner(reason.locations[0]))
            return self.t("reason.not_your_house", house=place, owner=owner, moves=moves)
        if code is ReasonCode.NOT_PLAYABLE:
            return self.t("reason.store", store=place, moves=moves)
        if code is ReasonCode.OFF_BOARD:
            return self.t("reason.off_board", count=HOUSES)
        return None


__all__ = ["KalahDescriber"]
