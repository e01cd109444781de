"""Words for the mancala family: Kalah, Oware and Congkak on one vocabulary.

The describer does not know who listens, so places are named by side: "South house 3",
"North's store" ("Südhaus 3", "Nordspeicher"). Within a move, the mover's own houses are named
by number only ("from house 3"), as the mover counts them.

Messages are looked up as ``<game>.<key>``, then ``mancala.<key>``, then ``common.<key>``: Kalah
keeps its own catalog (kalah.po), Oware and Congkak share mancala.po and add a few sentences of
their own (oware.po, congkak.po).

The board is read in two lines, as it lies seen from South: North's houses n to 1 (so each
number stands above the South house it faces) and North's store, then South's houses 1 to n
and South's store. :meth:`MancalaDescriber.rows_in_playing_order` reads both rows the way the
seeds travel instead, starting with the player to move; :func:`glance_pitches` turns a row into
pitches for a sonified glance.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from accessible_games.engine import (
    Event,
    Game,
    Location,
    Move,
    Player,
    Reason,
    ReasonCode,
    State,
)
from accessible_games.engine.events import ExtraTurn, SeedsCaptured, SeedsSwept, Sown
from accessible_games.games.mancala.board import Layout
from accessible_games.games.mancala.events import (
    ChainCaptured,
    GrandSlamMade,
    Relayed,
    RelayStopped,
    RoundEnded,
    RoundStarted,
)
from accessible_games.games.mancala.moves import SowingCapture
from accessible_games.games.mancala.sowing import MancalaGame, MancalaState, Refusal, SowingMove
from accessible_games.narration.describer import Verbosity
from accessible_games.narration.games.capture_threats import CaptureThreatsDescriber
from accessible_games.narration.message import Message, MessageKind
from accessible_games.narration.topics import Query, Topic
from accessible_games.narration.views import BoardView, Cell, Occupant, PlaceKind

RANGE_FROM = 4
"""A run of this many houses or more in a sowing path is spoken as "houses 1 to 6"."""

LOWEST_STEP = -12
"""The pitch step of a house holding one seed in a sonified glance (an octave down)."""
STEP_PER_SEED = 2
"""Semitones each further seed raises the pitch (a whole tone)."""
HIGHEST_STEP = 12
"""The highest pitch step (an octave up): 13 seeds or more sound alike."""


def glance_pitches(state: MancalaState, player: Player) -> list[int | None]:
    """A sonified glance of ``player``'s row: one pitch step per house, house 1 first.

    An empty or burnt house is silent (None); one seed sounds an octave below the earcon's
    pitch, each further seed a whole tone higher, up to an octave above it (13 seeds or more).
    The output layer plays the steps in order (``Earcons.play(..., pitch_step=step)``), panned
    from the player's left to right; this function only computes them.
    """
    pitches: list[int | None] = []
    for pit in state.layout.houses_of(player):
        seeds = state.pits[pit]
        if seeds == 0 or pit in state.burnt:
            pitches.append(None)
        else:
            pitches.append(min(HIGHEST_STEP, LOWEST_STEP + STEP_PER_SEED * (seeds - 1)))
    return pitches


def _layout_of(game: Game) -> Layout:
    """The pit layout of a mancala game (every game these describers and views serve is one)."""
    return cast(MancalaGame, game).layout


def mancala_view(game: Game) -> BoardView:
    """The board view of any mancala game (Kalah, Oware, Congkak) for the cursor and queries.

    South's houses run left to right on the bottom row with South's store at the right end;
    North's houses face them on the top row with North's store at the left end. Line 0 of
    ``board_lines`` reads the top row, line 1 the bottom row. A burnt house shows 0 seeds.
    """
    layout = _layout_of(game)
    n = layout.houses
    store_s, store_n = layout.stores
    cells = [Cell(store_n, 0, 1, PlaceKind.STORE), Cell(store_s, n + 1, 0, PlaceKind.STORE)]
    for i in range(n):
        cells.append(Cell(i, i + 1, 0, PlaceKind.HOUSE))
        cells.append(Cell(2 * n - i, i + 1, 1, PlaceKind.HOUSE))

    def occupant(state: State, location: Location) -> Occupant | None:
        assert isinstance(state, MancalaState)
        return Occupant(layout.owner(location), None, state.pits[location])

    def label(location: Location) -> str:
        # House numbers as each side counts them: South 1-n left to right, North 1-n right to
        # left.
        return str(location + 1 if location < n else location - n)

    return BoardView(n + 2, 2, cells, occupant, lambda row: 1 - row, label, family="mancala",
                     sides=("south", "north"))


def mancala_text(game: Game, occupants: dict[Location, Occupant], to_move: Player) -> str:
    """The position text for seeds placed by hand in the editor."""
    n = game.layout.houses  # type: ignore[attr-defined]
    pits = [occupants[loc].count if loc in occupants else 0 for loc in range(2 * n + 2)]
    south, north = pits[0:n], pits[n + 1:2 * n + 1]
    return (",".join(map(str, south)) + f"/{pits[n]}/" + ",".join(map(str, north))
            + f"/{pits[2 * n + 1]} " + "SN"[to_move])


class MancalaDescriber(CaptureThreatsDescriber):
    """A mancala game in words: "South sows 4 seeds from house 3, the last into South's store."."""

    domain = "mancala"
    answers = {
        Topic.ROWS: (Query("rows_glanced"),),
        Topic.LOOK: (Query("house_text", at_place=True),),
        Topic.THREATS: (Query("capture_threats_text"),),
    }

    # -- text helpers: game, then family, then common ----------------------------------------

    def t(self, key: str, /, **values: object) -> str:
        """``<game>.<key>``, else ``mancala.<key>``, else ``common.<key>``."""
        for prefix in (self.domain, "mancala"):
            own = f"{prefix}.{key}"
            if self.cat.has(own):
                return self.cat.text(own, **values)
        return self.cat.text(f"common.{key}", **values)

    def tn(self, key: str, count: int, /, **values: object) -> str:
        """Like :meth:`t` with a plural form chosen by ``count``."""
        for prefix in (self.domain, "mancala"):
            own = f"{prefix}.{key}"
            if self.cat.has(own):
                return self.cat.plural(own, count, **values)
        return self.cat.plural(f"common.{key}", count, **values)

    # -- vocabulary ------------------------------------------------------------------------

    @property
    def _layout(self) -> Layout:
        return _layout_of(self.game)

    def location(self, location: Location) -> str:
        """ "South house 3", "North's store"."""
        layout = self._layout
        owner = layout.owner(location)
        if layout.is_store(location):
            return self.t(f"store.{owner}")
        return self.t(f"house.{owner}", number=layout.house_number(location))

    def move_text(self, move: Move) -> str:
        """ "house 3" (as the mover counts)."""
        if isinstance(move, SowingMove):
            return self.t("move_text", number=move.house)
        return move.notation

    def capture_text(self, move: Move) -> str:
        """A capture in the threats answer: "North house 3 takes 5 seeds"."""
        if isinstance(move, SowingCapture):
            return self.tn("threat_capture", move.seeds, house=self.location(move.pit))
        return self.move_text(move)

    def turn_text(self, state: State) -> str:
        """Whose turn it is: "South moves again." after an extra turn, said once instead of
        the extra turn's own sentence followed by "South to move."."""
        moves_again = getattr(state, "moves_again", None)
        if callable(moves_again) and moves_again():
            return self.t("extra_turn", player=self.player(state.to_move))
        return super().turn_text(state)

    # -- moves (Kalah's sentences; Oware and Congkak extend them) ------------------------------

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
                # Said once, by the turn that follows ("South moves again."), not twice.
                brief.append(self.t("brief.again"))
            elif isinstance(event, SeedsSwept):
                sentences.append(self._swept(event))
        return self._message(sentences, brief, captured, mover)

    def _message(
        self, sentences: list[str], brief: list[str], captured: bool, mover: Player
    ) -> Message:
        short = ", ".join(brief)
        kind = MessageKind.CAPTURE if captured else MessageKind.MOVE
        if self.verbosity is Verbosity.BRIEF:
            spoken = self.t("brief.spoken", player=self.player(mover), brief=short)
            return Message(spoken, kind, short)
        return Message(" ".join(sentences), kind, short)

    def _swept(self, event: SeedsSwept) -> str:
        return self.tn(
            "swept",
            event.seeds,
            player=self.player(event.player),
            store=self.location(self._layout.stores[event.player]),
        )

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
            consecutive = all(b == a + 1 for a, b in zip(numbers, numbers[1:]))
            if len(numbers) >= RANGE_FROM and consecutive:
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

    def _count_word(self, state: MancalaState, pit: Location) -> str:
        return self.t("burnt_count") if pit in state.burnt else str(state.pits[pit])

    def board_lines(self, state: State) -> list[str]:
        """North's houses n to 1 and store, then South's houses 1 to n and store."""
        assert isinstance(state, MancalaState)
        layout = self._layout
        n = layout.houses
        pits = state.pits
        north = [self._count_word(state, layout.pit_of(1, k)) for k in range(n, 0, -1)]
        south = [self._count_word(state, layout.pit_of(0, k)) for k in range(1, n + 1)]
        return [
            self.t("board.1", counts=", ".join(north), store=pits[layout.stores[1]], count=n),
            self.t("board.0", counts=", ".join(south), store=pits[layout.stores[0]], count=n),
        ]

    def rows_in_playing_order(self, state: MancalaState) -> list[str]:
        """Both rows the way the seeds travel: the mover's houses 1 to n and store, then the
        opponent's houses 1 to n and store."""
        layout = self._layout
        n = layout.houses
        lines = []
        for side in (state.to_move, 1 - state.to_move):
            counts = [self._count_word(state, layout.pit_of(side, k)) for k in range(1, n + 1)]
            lines.append(
                self.t(f"row.{side}", counts=", ".join(counts), store=state.store(side), count=n)
            )
        return lines

    def rows_glanced(self, state: MancalaState) -> list[Message]:
        """:meth:`rows_in_playing_order` as messages, each carrying its row's sonified glance
        (:func:`glance_pitches`) for outputs that can play it."""
        sides = (state.to_move, 1 - state.to_move)
        return [Message(line, MessageKind.INFO, glance=tuple(glance_pitches(state, side)))
                for line, side in zip(self.rows_in_playing_order(state), sides)]

    def house_text(self, state: MancalaState, pit: Location) -> str:
        """One place on demand: "North house 3: 5 seeds.", "South's store: 12 seeds."."""
        layout = self._layout
        if layout.is_store(pit):
            return self.tn("store_query", state.pits[pit], store=self.location(pit))
        if pit in state.burnt:
            return self.t("house_query_burnt", house=self.location(pit))
        if state.pits[pit] == 0:
            return self.t("house_query_empty", house=self.location(pit))
        return self.tn("house_query", state.pits[pit], house=self.location(pit))

    def status_text(self, state: State) -> str:
        """Seeds in each store and on each side."""
        if not isinstance(state, MancalaState):
            return ""
        return self.t(
            "status",
            south_store=state.store(0),
            north_store=state.store(1),
            south_side=state.seeds_on_side(0),
            north_side=state.seeds_on_side(1),
            round=state.round,
        )

    # -- reasons ---------------------------------------------------------------------------

    def game_reason(self, reason: Reason, state: State) -> str | None:
        """Empty house, opponent's house, a store or burnt house, a number off the board, and
        Oware's must-feed and grand slam refusals."""
        code = reason.code
        moves = self.moves_list(reason.alternatives)
        place = self.location(reason.locations[0]) if reason.locations else ""
        if code is ReasonCode.EMPTY_HOUSE:
            return self.t("reason.empty_house", house=place, moves=moves)
        if code is ReasonCode.NOT_YOUR_HOUSE:
            owner = self.player(self._layout.owner(reason.locations[0]))
            return self.t("reason.not_your_house", house=place, owner=owner, moves=moves)
        if code is ReasonCode.NOT_PLAYABLE:
            burnt = getattr(state, "burnt", ())
            if reason.locations and reason.locations[0] in burnt:
                return self.t("reason.burnt", house=place, moves=moves)
            return self.t("reason.store", store=place, moves=moves)
        if code is ReasonCode.OFF_BOARD:
            return self.t("reason.off_board", count=self._layout.houses)
        if code is ReasonCode.PIECE_HAS_NO_MOVES and isinstance(state, MancalaState):
            refusal = state.refusal(reason.locations[0]) if reason.locations else None
            other = self.player(1 - state.to_move)
            if refusal is Refusal.MUST_FEED:
                return self.t("reason.must_feed", house=place, other=other, moves=moves)
            if refusal is Refusal.GRAND_SLAM:
                return self.t("reason.grand_slam", house=place, other=other, moves=moves)
        return None


class KalahDescriber(MancalaDescriber):
    """Kalah in words (its own catalog, kalah.po)."""

    domain = "kalah"


class SowingDescriber(MancalaDescriber):
    """Oware and Congkak: laps, chained captures, grand slams, relays, rounds and burnt houses."""

    def move_message(
        self, state: State, move: Move, events: Sequence[Event], mover: Player
    ) -> Message:
        """The sowing legs, where the last seed fell and why the turn ended, captures, rounds."""
        sentences: list[str] = []
        brief: list[str] = []
        captured = any(isinstance(e, SeedsCaptured) for e in events)
        legs = [e for e in events if isinstance(e, Sown)]
        relays = [e for e in events if isinstance(e, Relayed)]
        if legs:
            first = legs[0]
            sentences.append(self._first_leg(first))
            brief.append(
                self.tn("brief.sown", first.seeds, house=self._layout.house_number(first.house))
            )
        if relays:
            brief.append(self.tn("brief.relays", len(relays)))
            if self.verbosity is Verbosity.VERBOSE:
                for relay, leg in zip(relays, legs[1:]):
                    sentences.append(self._relay_leg(relay, leg))
            else:
                places = [
                    self.tn("relay_place", r.seeds, house=self.location(r.pit)) for r in relays
                ]
                sentences.append(
                    self.tn(
                        "relays", len(relays), player=self.player(mover),
                        places=self.cat.join_and(places),
                    )
                )
        ending = self._turn_ending(legs, events, mover)
        if ending:
            sentences.append(ending)
        chain: ChainCaptured | None = None
        slam_taken = False
        for event in events:
            if isinstance(event, ChainCaptured):
                chain = event
            elif isinstance(event, GrandSlamMade):
                sentences.append(self._grand_slam(event))
                brief.append(self.t("brief.grand_slam"))
                slam_taken = event.captured
            elif isinstance(event, SeedsCaptured):
                # A grand slam that captures already said what was taken.
                if not slam_taken:
                    sentences.append(self._captured_any(event, chain))
                brief.append(self.tn("brief.captured", event.seeds))
            elif isinstance(event, RelayStopped):
                sentences.append(self.t("relay_stopped", house=self.location(event.pit)))
            elif isinstance(event, ExtraTurn):
                brief.append(self.t("brief.again"))  # the turn that follows says it
            elif isinstance(event, SeedsSwept):
                sentences.append(self._swept(event))
            elif isinstance(event, RoundEnded):
                sentences.append(self._round_ended(event))
                brief.append(
                    self.t("brief.round", round=event.number, south=event.stores[0],
                           north=event.stores[1])
                )
            elif isinstance(event, RoundStarted):
                sentences.extend(self._round_started(event, events))
        return self._message(sentences, brief, captured, mover)

    # -- sowing legs ---------------------------------------------------------------------------

    def _laps(self, event: Sown) -> int:
        """How many times the sowing went round the board (0 when it did not)."""
        rules = self.game.rules  # type: ignore[attr-defined]
        ring = len(set(event.path))
        if rules.skip_start_house:
            return (event.seeds - 1) // ring if ring else 0
        return event.seeds // ring if ring and len(event.path) > ring else 0

    def _first_leg(self, event: Sown) -> str:
        """The first sowing: with every pit (verbose), the laps, or the count only."""
        layout = self._layout
        player = self.player(event.player)
        house = layout.house_number(event.house)
        laps = self._laps(event)
        skip = laps > 0 and self.game.rules.skip_start_house  # type: ignore[attr-defined]
        if self.verbosity is Verbosity.VERBOSE and event.path:
            path = self._path(event.player, event.path)
            key = "move.path_skip" if skip else "move.path"
            return self.tn(key, event.seeds, player=player, house=house, path=path)
        if laps:
            lap_words = self.tn("laps", laps)
            key = "move.laps_skip" if skip else "move.laps"
            return self.tn(key, event.seeds, player=player, house=house, laps=lap_words)
        return self.tn("move.plain", event.seeds, player=player, house=house)

    def _relay_leg(self, relay: Relayed, leg: Sown) -> str:
        path = self._path(leg.player, leg.path)
        return self.tn(
            "relay.path", relay.seeds, house=self.location(relay.pit),
            player=self.player(relay.player), path=path,
        )

    def _turn_ending(self, legs: list[Sown], events: Sequence[Event], mover: Player) -> str:
        """Where the last seed fell, when no capture or grand slam sentence says it."""
        if not legs or any(
            isinstance(e, (SeedsCaptured, GrandSlamMade, RelayStopped)) for e in events
        ):
            return ""
        layout = self._layout
        last = legs[-1].path[-1] if legs[-1].path else legs[-1].house
        if layout.is_store(last):
            return self.t("last.store", store=self.location(last))
        relay_game = self.game.rules.relay  # type: ignore[attr-defined]
        if not relay_game:
            return self.t("last.house", house=self.location(last))
        if layout.owner(last) == mover:
            return self.t("last.empty_own", house=self.location(last))
        return self.t(
            "last.empty_other", house=self.location(last), player=self.player(mover)
        )

    # -- captures ------------------------------------------------------------------------------

    def _captured_any(self, event: SeedsCaptured, chain: ChainCaptured | None) -> str:
        """An opposite capture (Congkak) or a chain of 2s and 3s (Oware)."""
        layout = self._layout
        if chain is None or layout.owner(event.sources[0]) == event.player:
            return self._captured(event)
        first = event.sources[0]
        player = self.player(event.player)
        if len(event.sources) == 1:
            return self.tn("capture_one", event.seeds, house=self.location(first), player=player)
        counts = self.cat.join_and([str(c) for c in chain.counts])
        numbers = self.cat.join_and([str(layout.house_number(s)) for s in event.sources])
        houses = self.t(f"houses_list.{layout.owner(first)}", numbers=numbers)
        return self.tn(
            "capture_chain", event.seeds, house=self.location(first), seeds=chain.counts[0],
            player=player, counts=counts, houses=houses,
        )

    def _grand_slam(self, event: GrandSlamMade) -> str:
        other = self.player(1 - event.player)
        if event.captured:
            return self.tn("grand_slam_all", event.seeds, player=self.player(event.player),
                           other=other)
        return self.tn("grand_slam_none", event.seeds, other=other)

    # -- rounds --------------------------------------------------------------------------------

    def _round_ended(self, event: RoundEnded) -> str:
        return self.t(
            "round_ended", round=event.number, south=event.stores[0], north=event.stores[1]
        )

    def _round_started(self, event: RoundStarted, events: Sequence[Event]) -> list[str]:
        ended = next((e for e in events if isinstance(e, RoundEnded)), None)
        tie = ended is not None and ended.stores[0] == ended.stores[1]
        key = "round_started_tie" if tie else "round_started"
        sentences = [self.t(key, round=event.number, player=self.player(event.starter))]
        if event.burnt:
            names = self.cat.join_and([self.location(p) for p in event.burnt])
            sentences.append(self.tn("burnt", len(event.burnt), houses=names))
        else:
            sentences.append(self.t("none_burnt"))
        return sentences


class OwareDescriber(SowingDescriber):
    """Oware in words (mancala.po and oware.po)."""

    domain = "oware"


class CongkakDescriber(SowingDescriber):
    """Congkak in words (mancala.po and congkak.po)."""

    domain = "congkak"


__all__ = [
    "CongkakDescriber", "KalahDescriber", "MancalaDescriber", "OwareDescriber",
    "SowingDescriber", "glance_pitches", "mancala_view",
]
