"""Words for the mancala family: Kalah, Oware and Congkak on one vocabulary.

Places are named by side: "South house 3", "North's store" ("Südhaus 3", "Nordspeicher").
Within a move, the mover's own houses are named by number only ("from house 3"), as the mover
counts them. A move of the person listening (the describer's ``you``) is told to them: "You sow
4 seeds from house 3, the last into your store." (the ``.you`` forms of the sentences); in the
opponent's sowing the listener's houses are theirs: "The last seed makes your house 3 hold 2"
(:meth:`MancalaDescriber.heard`).

Messages are looked up as ``<game>.<key>``, then ``mancala.<key>``, then ``common.<key>``: Kalah
keeps its own catalog (kalah.po), Oware and Congkak share mancala.po and add a few sentences of
their own (oware.po, congkak.po).

The board is read in two lines, as it lies seen from South: North's houses n to 1 (so each
number stands above the South house it faces) and North's store, then South's houses 1 to n
and South's store. :meth:`MancalaDescriber.rows_in_playing_order` reads both rows the way the
seeds travel instead, starting with the player to move; :func:`glance_pitches` turns a row into
pitches for a sonified glance.

The code is spread over three modules: the board view, the editor's position text and the
glance live in :mod:`.mancala_board`; the shared vocabulary, Kalah's sentences, the board
reading, the queries and the reasons in :mod:`.mancala_words`; this module adds the sentences
of Oware and Congkak (laps, relays, chained captures, grand slams, rounds) and re-exports the
rest.
"""

from __future__ import annotations

from collections.abc import Sequence

from accessible_games.engine import (
    Event,
    Location,
    Move,
    Player,
    State,
)
from accessible_games.engine.events import ExtraTurn, SeedsCaptured, SeedsSwept, Sown
from accessible_games.games.mancala.board import NORTH, SOUTH
from accessible_games.games.mancala.events import (
    ChainCaptured,
    GrandSlamMade,
    Relayed,
    RelayStopped,
    RoundEnded,
    RoundStarted,
)
from accessible_games.narration.describer import Verbosity
from accessible_games.narration.games.mancala_board import (
    HIGHEST_STEP,
    LOWEST_STEP,
    STEP_PER_SEED,
    glance_pitches,
    mancala_text,
    mancala_view,
)
from accessible_games.narration.games.mancala_words import (
    RANGE_FROM,
    KalahDescriber,
    MancalaDescriber,
)
from accessible_games.narration.message import Message, MessageKind

FEW_RELAYS = 3
"""At most this many relays are told place by place at the normal verbosity; more are told
by their count and the last place."""


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
        one = self._one_seed(legs, relays, events)
        # One seed sown and a capture: the capture's sentence tells the seed too.
        single = self.single_seed(events)
        if legs:
            first = legs[0]
            if one or not (captured and single):
                sentences.append(one or self._first_leg(first))
            brief.append(
                self.tn("brief.sown", first.seeds, house=self._layout.house_number(first.house))
            )
        if relays:
            brief.append(self.tn("brief.relays", len(relays)))
            if self.verbosity is Verbosity.VERBOSE:
                for relay, leg in zip(relays, legs[1:]):
                    sentences.append(self._relay_leg(relay, leg))
            elif len(relays) > FEW_RELAYS:
                # Thirteen places and counts in a row are more than an ear holds: the count,
                # and where the seeds were picked up the last time ("board" tells the rest).
                last = relays[-1]
                sentences.append(self.did("relays.many", mover, len(relays), place=self.tn(
                    "relay_place", last.seeds, house=self.heard(last.pit, mover))))
            else:
                places = [
                    self.tn("relay_place", r.seeds, house=self.heard(r.pit, mover)) for r in relays
                ]
                sentences.append(self.did("relays", mover, len(relays),
                                          places=self.cat.join_and(places)))
        ending = "" if one else self._turn_ending(legs, events, mover)
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
                    sentences.append(self._captured_any(event, chain, single))
                brief.append(self.captured_brief(event))
            elif isinstance(event, RelayStopped):
                sentences.append(self.t("relay_stopped", house=self.heard(event.pit, mover)))
            elif isinstance(event, ExtraTurn):
                brief.append(self.t("brief.again"))  # the turn that follows says it
            elif isinstance(event, SeedsSwept):
                sentences.append(self._swept(event))
                brief.append(self.swept_brief(event, mover))
            # RoundEnded, RoundStarted: told apart, after the move (:meth:`table_news`).
        return self._message(sentences, brief, captured, mover)

    def table_news(self, state: State, events: Sequence[Event]) -> Message | None:
        """A round's end and the next round's start, told after the move that ended it, a
        line of its own on the braille display: at the end of the move's line it ran to 96
        to 102 cells ("Haus 4, ein Samen, ein übriger Samen an dich, Runde 1 vorbei, 41 zu
        57, verbrannt: deine Häuser 1 und 2"); now "Haus 4, ein Samen, ein übriger Samen an
        dich" and then "Runde 1 vorbei: du 41, Nord 57. Verbrannt: deine Häuser 1 und 2.",
        the listener's store first, as speech says it, where "41 zu 57" left North to work
        out which number was theirs."""
        sentences: list[str] = []
        brief: list[str] = []
        started = next((e for e in events if isinstance(e, RoundStarted)), None)
        burnt = () if started is None else started.burnt
        both_burnt = {self._layout.owner(p) for p in burnt} == {SOUTH, NORTH}
        for event in events:
            if isinstance(event, RoundEnded):
                sentences.append(self._round_ended(event))
                brief.append(self._round_ended_brief(event, burnt if both_burnt else ()))
            elif isinstance(event, RoundStarted):
                sentences.extend(self._round_started(event, events))
                if event.burnt and not both_burnt:
                    # Which houses the round skips is on the braille line too, not in
                    # speech alone.
                    brief.append(self.t("brief.burnt", houses=self._burnt_brief(event.burnt)))
        if not sentences:
            return None
        short = " ".join(brief)
        text = short if self.verbosity is Verbosity.BRIEF else " ".join(sentences)
        return Message(text, MessageKind.MOVE, short)

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
        mover = event.player
        house = layout.house_number(event.house)
        laps = self._laps(event)
        skip = laps > 0 and self.game.rules.skip_start_house  # type: ignore[attr-defined]
        if self.verbosity is Verbosity.VERBOSE and event.path:
            path = self._path(mover, event.path)
            key = "move.path_skip" if skip else "move.path"
            return self.did(key, mover, event.seeds, house=house, path=path)
        if laps:
            lap_words = self.tn("laps", laps)
            key = "move.laps_skip" if skip else "move.laps"
            return self.did(key, mover, event.seeds, house=house, laps=lap_words)
        return self.did("move.plain", mover, event.seeds, house=house)

    def _one_seed(self, legs: list[Sown], relays: list[Relayed],
                  events: Sequence[Event]) -> str | None:
        """A sowing of a single seed that ends in a plain house (Oware) or a store, in one
        sentence as Kalah says it ("You sow 1 seed from house 2 into house 3."; it was "You
        sow 1 seed from house 2. The last seed falls in house 3."), at the verbose level too
        (its path is that house); None for any other sowing."""
        if len(legs) != 1 or relays or legs[0].seeds != 1 or not legs[0].path or any(
                    isinstance(e, (SeedsCaptured, GrandSlamMade, RelayStopped)) for e in events):
            return None
        leg = legs[0]
        layout = self._layout
        house = layout.house_number(leg.house)
        last = leg.path[-1]
        if layout.is_store(last):
            return self.did("move.one_store", leg.player, house=house,
                            store=self.location(last))
        if self.game.rules.relay:  # type: ignore[attr-defined]
            # Congkak: one seed reaches no house but its own side's next one, which was
            # empty (else it relayed), and the opposite one too (else it captured).
            return self.did("one.empty_own", leg.player, house=house,
                            target=self.heard(last, leg.player))
        return self.did("move.one_house", leg.player, house=house,
                        target=self.heard(last, leg.player))

    def _relay_leg(self, relay: Relayed, leg: Sown) -> str:
        path = self._path(leg.player, leg.path)
        return self.did("relay.path", relay.player, relay.seeds,
                        house=self.heard(relay.pit, relay.player), path=path)

    def _turn_ending(self, legs: list[Sown], events: Sequence[Event], mover: Player) -> str:
        """Where the last seed fell, when no capture or grand slam sentence says it."""
        if not legs or any(
            isinstance(e, (SeedsCaptured, GrandSlamMade, RelayStopped)) for e in events
        ):
            return ""
        layout = self._layout
        last = legs[-1].path[-1] if legs[-1].path else legs[-1].house
        if layout.is_store(last):
            return self.did("last.store", layout.owner(last), store=self.location(last))
        relay_game = self.game.rules.relay  # type: ignore[attr-defined]
        if not relay_game:
            return self.t("last.house", house=self.heard(last, mover))
        if layout.owner(last) == mover:
            return self.t("last.empty_own", house=self.heard(last, mover))
        if layout.owner(last) == self.you:
            # "in your empty house 6": the adjective goes inside the listener's "your house".
            return self.did("last.empty_yours", mover, number=layout.house_number(last))
        return self.did("last.empty_other", mover, house=self.location(last))

    # -- captures ------------------------------------------------------------------------------

    def _captured_any(self, event: SeedsCaptured, chain: ChainCaptured | None,
                      single: Sown | None = None) -> str:
        """An opposite capture (Congkak) or a chain of 2s and 3s (Oware); with the sowing of
        ``single``, the one seed sown, said in the same sentence."""
        layout = self._layout
        if chain is None or layout.owner(event.sources[0]) == event.player:
            return self._captured(event, single)
        first = event.sources[0]
        house = self.heard(first, event.player)
        counts = self.cat.join_and([str(c) for c in chain.counts])
        houses = self.taken_from(event.sources, event.player)
        if single is not None:
            sown = layout.house_number(single.house)
            if len(event.sources) == 1:
                return self.did("one.capture_one", event.player, event.seeds, house=sown,
                                target=house)
            return self.did("one.capture_chain", event.player, event.seeds, house=sown,
                            target=house, seeds=chain.counts[0], counts=counts, houses=houses)
        if len(event.sources) == 1:
            return self.did("capture_one", event.player, event.seeds, house=house)
        return self.did("capture_chain", event.player, event.seeds, house=house,
                        seeds=chain.counts[0], counts=counts, houses=houses)

    def _grand_slam(self, event: GrandSlamMade) -> str:
        """The grand slam; the seeds at stake are the listener's own ("your only seed", the
        ``.yours`` forms) when the listener is the side that would lose them."""
        victim = 1 - event.player
        other = self.player(victim)
        if event.captured:
            if victim == self.you:
                return self._told("grand_slam_all", ".yours", event.player, event.seeds, {})
            return self.did("grand_slam_all", event.player, event.seeds, other=other)
        form = ".yours" if victim == self.you else ""
        return self._told("grand_slam_none", form, victim, event.seeds, {"other": other})

    # -- rounds --------------------------------------------------------------------------------

    def _burnt_brief(self, burnt: Sequence[Location]) -> str:
        """Burnt houses for the braille line, each side's once with its numbers ("your houses
        1 to 5", "South houses 1 and 2"; speech names each house of a side not the
        listener's: "South house 1 and South house 2")."""
        layout = self._layout
        parts = []
        for side in (SOUTH, NORTH):
            numbers = sorted(layout.house_number(p) for p in burnt if layout.owner(p) == side)
            if numbers:
                prefix = "path.your_houses" if side == self.you else f"path.other_houses.{side}"
                parts.append(self._houses(prefix, numbers, self.cat.join_and))
        return self.cat.join_and(parts)

    def _round_ended(self, event: RoundEnded) -> str:
        """The stores at a round's end; a player hears their own first ("you have 32 seeds,
        North 66")."""
        if self.you is not None:
            other = 1 - self.you
            return self.t("round_ended.you", round=event.number, mine=event.stores[self.you],
                          other=self.player(other), theirs=event.stores[other])
        return self.t(
            "round_ended", round=event.number, south=event.stores[0], north=event.stores[1]
        )

    def _round_ended_brief(self, event: RoundEnded, burnt: Sequence[Location] = ()) -> str:
        """The stores at a round's end on the braille line, the listener's first ("Round 1
        over: you 41, North 57."). With ``burnt``, houses of both sides burnt for the next
        round, each side's numbers after its store ("Round 1 over: you 21, burnt 1 to 4;
        North 23, burnt 1 to 4."): "Burnt: your houses 1 to 4 and North houses 1 to 4."
        after the stores ran to 93 cells, 105 for a listener who plays no side."""
        first = SOUTH if self.you is None else self.you
        second = 1 - first
        name = self.cat.text("common.players.you") if self.you is not None \
            else self.player(first)
        values = {"round": event.number, "first": name, "first_seeds": event.stores[first],
                  "second": self.player(second), "second_seeds": event.stores[second]}
        if not burnt:
            return self.t("brief.round", **values)
        layout = self._layout
        numbers = {side: sorted(layout.house_number(p) for p in burnt if layout.owner(p) == side)
                   for side in (first, second)}
        return self.t("brief.round_burnt", **values,
                      first_burnt=self._numbers_brief(numbers[first]),
                      second_burnt=self._numbers_brief(numbers[second]))

    def _numbers_brief(self, numbers: Sequence[int]) -> str:
        """House numbers of one side without the word houses: a run of three or more as "1
        to 3" (as a list of houses to sow from says it), else joined with "and" ("1 and
        2")."""
        if len(numbers) >= 3 and list(numbers) == list(range(numbers[0], numbers[-1] + 1)):
            return self.t("choices.range", first=numbers[0], last=numbers[-1])
        return self.cat.join_and([str(n) for n in numbers])

    def _round_started(self, event: RoundStarted, events: Sequence[Event]) -> list[str]:
        ended = next((e for e in events if isinstance(e, RoundEnded)), None)
        tie = ended is not None and ended.stores[0] == ended.stores[1]
        key = "round_started_tie" if tie else "round_started"
        sentences = [self.did(key, event.starter, round=event.number)]
        if event.burnt:
            names = self.houses_heard(sorted(event.burnt))
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
    "HIGHEST_STEP", "LOWEST_STEP", "RANGE_FROM", "STEP_PER_SEED", "CongkakDescriber",
    "KalahDescriber", "MancalaDescriber", "OwareDescriber", "SowingDescriber", "glance_pitches",
    "mancala_text", "mancala_view",
]
