"""The mancala family's shared vocabulary and Kalah's sentences.

:class:`MancalaDescriber` names places by side ("South house 3", "North's store"), tells a
plain sowing with its capture, extra turn and end sweep, reads the board and its counts
(also in playing order, with the sonified glance of each row), answers "what is in this
house" and explains refused moves (Oware's must-feed and grand slam refusals among them).
:class:`KalahDescriber` is Kalah's catalog on top of it. Oware and Congkak extend the move
sentences in :mod:`accessible_games.narration.games.mancala`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from accessible_games.engine import (
    Event,
    Location,
    Move,
    Outcome,
    Player,
    Reason,
    ReasonCode,
    State,
)
from accessible_games.engine.details import DetailedOutcome
from accessible_games.engine.events import ExtraTurn, SeedsCaptured, SeedsSwept, Sown
from accessible_games.games.mancala.board import NORTH, SOUTH, EmptySide, Layout
from accessible_games.games.mancala.moves import SowingCapture
from accessible_games.games.mancala.sowing import MancalaState, Refusal, SowingMove
from accessible_games.narration.catalog import capitalized
from accessible_games.narration.cell_count import TWO_WINDOWS, cells_at_most
from accessible_games.narration.describer import EndReason, Verbosity
from accessible_games.narration.games.capture_threats import CaptureThreatsDescriber
from accessible_games.narration.games.mancala_board import glance_pitches, layout_of
from accessible_games.narration.games.mancala_runs import SowingRuns
from accessible_games.narration.message import Message, MessageKind
from accessible_games.narration.runs import number_runs
from accessible_games.narration.topics import Query, Topic

RANGE_FROM = 4
"""A run of this many houses or more in a sowing path is spoken as "houses 1 to 6"."""


class MancalaDescriber(SowingRuns, CaptureThreatsDescriber):
    """A mancala game in words: "South sows 4 seeds from house 3, the last into South's store."."""

    domain = "mancala"
    family = "mancala"
    brief_keys = {ReasonCode.EMPTY_HOUSE: "brief.empty_house",  # "House 2 is empty. ..."
                  ReasonCode.NOT_PLAYABLE: "brief.store"}  # "North's store: 38 seeds. ..."
    answers = {
        Topic.ROWS: (Query("rows_glanced"),),
        Topic.LOOK: (Query("house_text", at_place=True),),
        Topic.THREATS: (Query("capture_threats_messages"),),
    }

    # -- vocabulary ------------------------------------------------------------------------

    @property
    def _layout(self) -> Layout:
        return layout_of(self.game)

    def location(self, location: Location) -> str:
        """ "South house 3", "North's store"."""
        layout = self._layout
        owner = layout.owner(location)
        if layout.is_store(location):
            return self.t(f"store.{owner}")
        return self.t(f"house.{owner}", number=layout.house_number(location))

    def heard(self, pit: Location, mover: Player | None = None) -> str:
        """A place in the sentence of ``mover``'s sowing, as the listener (the describer's
        ``you``) hears it: a house of the listener's own sowing by its number, as in the
        sentence's "from house 3" ("the last into house 5"); any other house of the
        listener's is theirs ("your house 5", declined in German: "aus deinem Haus 5"), so
        that a player hears where the opponent's seeds fell and what was taken from them
        without working out which side "South house 5" is; every other place by its side
        (:meth:`location`). ``mover`` None: a place no sowing names (a burnt house)."""
        layout = self._layout
        if self.you is None or layout.is_store(pit) or layout.owner(pit) != self.you:
            return self.location(pit)
        number = layout.house_number(pit)
        if mover == self.you:
            return self.t("move_text", number=number)
        return self.cased("house.yours", number=number)

    def move_text(self, move: Move) -> str:
        """ "house 3" (as the mover counts)."""
        if isinstance(move, SowingMove):
            return self.t("move_text", number=move.house)
        return move.notation

    def capture_text(self, move: Move) -> str:
        """A capture in the threats answer: "North house 3 captures 5 seeds"; the listener's
        own by its number ("house 3 captures 5 seeds", :meth:`heard`)."""
        if isinstance(move, SowingCapture):
            house = self.heard(move.pit, self._layout.owner(move.pit))
            return self.tn("threat_capture", move.seeds, house=house)
        return self.move_text(move)

    def capture_threats_messages(self, state: State) -> list[Message]:
        """:meth:`capture_threats_text`, each sentence that may run past two windows with its
        braille line in few words: the houses and the most seeds at stake ("North threatens
        your houses 1 to 6: up to 9 seeds."). Every capture with its seeds ran to 251 cells
        ("North threatens your houses 1 to 6: North house 2 captures 9 seeds, North house 3
        captures 9 seeds, ..."); speech says them."""
        said = self.capture_threats_text(state)
        if not said or not isinstance(state, MancalaState):
            return [Message(line) for line in said]
        mover = state.to_move
        layout = self._layout
        briefs = []
        own = [m for m in state.captures_for(mover) if isinstance(m, SowingCapture)]
        if own:
            prefix = "path.houses" if mover == self.you else f"path.other_houses.{mover}"
            houses = self._houses(prefix, sorted(layout.house_number(m.pit) for m in own),
                                  self.cat.join_and)
            key = "brief.threats.can_take" if len(own) > 1 else "brief.threats.can_take_one"
            briefs.append(self.did(key, mover, max(m.seeds for m in own), houses=houses))
        else:
            briefs.append(said[0])
        theirs = [m for m in state.captures_for(1 - mover) if isinstance(m, SowingCapture)]
        if theirs:
            at_risk = sorted({pit for m in theirs for pit in m.captured},
                             key=self.location_order)
            key = "brief.threats.opponent" if len(theirs) > 1 else "brief.threats.opponent_one"
            briefs.append(self.tn(key, max(m.seeds for m in theirs), player=self.player(
                1 - mover), places=self.threatened(at_risk)))
        else:
            briefs.append(said[1])
        # A sentence that fits two windows keeps each capture's seeds.
        return [Message(line, MessageKind.INFO,
                        brief if cells_at_most(line, self.lang) > TWO_WINDOWS else None)
                for line, brief in zip(said, briefs, strict=True)]

    def threatened(self, locations: Sequence[Location]) -> str:
        """The houses at risk (:meth:`houses_heard`): "North threatens your houses 1 to 6"."""
        return self.houses_heard(locations)

    def houses_heard(self, pits: Sequence[Location]) -> str:
        """Houses in a list, the listener's named as theirs, once for all of them when all are
        ("your houses 1, 2, 4", "your houses 1 to 6"; it was "your house 1, your house 2, ..."),
        else each as :meth:`heard` names it, joined with "and"."""
        layout = self._layout
        if len(pits) < 2 or any(layout.owner(p) != self.you for p in pits):
            return self.cat.join_and([self.heard(p) for p in pits])
        return self._houses("path.your_houses", [layout.house_number(p) for p in pits],
                            self.cat.join_and)

    def end_text(self, outcome: Outcome) -> str:
        """Why the game ended; an empty side is named: "South's houses are empty"."""
        if not isinstance(outcome, DetailedOutcome) or not isinstance(outcome.detail, EmptySide):
            return super().end_text(outcome)
        if outcome.detail is EmptySide.BOTH:
            return self.t("end.side_empty.both")
        side = SOUTH if outcome.detail is EmptySide.SOUTH else NORTH
        return self.t("end.side_empty.one", player=self.player(side))

    def outcome_brief(self, outcome: Outcome) -> str | None:
        """The braille line's result, the winner and the seeds first ("You lose; North wins
        25 to 15: more than half the seeds captured."); the sentence, "Game over: you have
        lost; North wins 25 to 15 (...)", ran to 88 cells (95 in German). None for a draw,
        a resignation and a count of more than two."""
        winners = sorted(outcome.winners)
        if len(winners) != 1 or outcome.scores is None or len(outcome.scores) != 2 \
                or outcome.reason is EndReason.RESIGNED:
            return None
        winner = winners[0]
        score = self._score(outcome.scores, self._score_place(outcome, winner))
        return self.result_t("brief.result.win_score", outcome, winner=self.player(winner),
                             score=score, why=self.end_text(outcome))

    def turn_text(self, state: State, you: Player | None = None) -> str:
        """Whose turn it is: "South moves again." after an extra turn, said once instead of
        the extra turn's own sentence followed by "South to move."."""
        moves_again = getattr(state, "moves_again", None)
        if callable(moves_again) and moves_again():
            return self.turn_for("extra_turn", state.to_move, you)
        return super().turn_text(state, you)

    # -- moves (Kalah's sentences; Oware and Congkak extend them) ------------------------------

    def move_message(
        self, state: State, move: Move, events: Sequence[Event], mover: Player
    ) -> Message:
        """The sowing, any capture, an extra turn and the end sweep, as much as verbosity asks."""
        sentences: list[str] = []
        brief: list[str] = []
        captured = any(isinstance(e, SeedsCaptured) for e in events)
        single = self.single_seed(events) if captured else None
        for event in events:
            if isinstance(event, Sown):
                if single is None:  # one seed is told with its capture, in one sentence
                    sentences.append(self._sown(event, captured))
                brief.append(
                    self.tn("brief.sown", event.seeds, house=self._layout.house_number(event.house))
                )
            elif isinstance(event, SeedsCaptured):
                sentences.append(self._captured(event, single))
                brief.append(self.captured_brief(event))
            elif isinstance(event, ExtraTurn):
                # Said once, by the turn that follows ("South moves again."), not twice.
                brief.append(self.t("brief.again"))
            elif isinstance(event, SeedsSwept):
                sentences.append(self._swept(event))
                brief.append(self.swept_brief(event, mover))
        return self._message(sentences, brief, captured, mover)

    def _message(
        self, sentences: list[str], brief: list[str], captured: bool, mover: Player
    ) -> Message:
        # The braille line names the mover as brief speech does: "house 3, 4 seeds" alone
        # left a deafblind player to guess whose house 3 it was. A sentence as a card's or a
        # stone's brief line: the mover's own begins in capitals ("House 3, 4 seeds.").
        short = capitalized(self.did("brief.spoken", mover, brief=", ".join(brief)))
        kind = MessageKind.CAPTURE if captured else MessageKind.MOVE
        if self.verbosity is Verbosity.BRIEF:
            return Message(short, kind, short)
        return Message(" ".join(sentences), kind, short)

    def _swept(self, event: SeedsSwept) -> str:
        return self.did("swept", event.player, event.seeds,
                        store=self.location(self._layout.stores[event.player]))

    def _sown(self, event: Sown, captured: bool) -> str:
        """The sowing: every pit (verbose), else the count and where the last seed fell.

        Before a capture the capture sentence names the last house, so the sowing only gives
        the count.
        """
        layout = self._layout
        mover = event.player
        house = layout.house_number(event.house)
        if self.verbosity is Verbosity.VERBOSE and event.path:
            path = self._path(mover, event.path)
            return self.did("move.path", mover, event.seeds, house=house, path=path)
        if captured:
            return self.did("move.plain", mover, event.seeds, house=house)
        last = event.path[-1] if event.path else event.house
        where = self.heard(last, mover)
        if layout.is_store(last):
            return self.did("move.store", mover, event.seeds, house=house, store=where)
        return self.did("move.house", mover, event.seeds, house=house, target=where)

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
        # The listener's houses in the opponent's sowing are theirs ("your houses 1 to 3").
        theirs = "path.your_houses" if other == self.you else f"path.other_houses.{other}"
        words = []
        for side, numbers in runs:
            if side == "store":
                words.append(self.t("path.store"))
                continue
            words.append(self._houses("path.houses" if side == "own" else theirs, numbers))
        return self.cat.join_and(words)

    def _houses(self, prefix: str, numbers: list[int],
                join: Callable[[list[str]], str] = ", ".join) -> str:
        """Houses of one side by the message ``prefix``: "houses 4, 5" (the numbers joined by
        ``join``: with commas in a path, itself joined with "and"; "your houses 1 and 2" in a
        list of its own) or, for a run of :data:`RANGE_FROM` or more, "houses 1 to 6"."""
        consecutive = all(b == a + 1 for a, b in zip(numbers, numbers[1:]))
        if len(numbers) >= RANGE_FROM and consecutive:
            return self.t(f"{prefix}_range", first=numbers[0], last=numbers[-1])
        return self.tn(prefix, len(numbers), numbers=join([str(n) for n in numbers]))

    def taken_from(self, pits: Sequence[Location], mover: Player) -> str:
        """Where ``mover``'s capture took seeds, as the listener hears it: one house
        (:meth:`heard`: "North house 5", "your house 2"), or several of one side in a list
        ("North houses 3 and 4", "your houses 1 and 2")."""
        if len(pits) == 1:
            return self.heard(pits[0], mover)
        layout = self._layout
        numbers = self.cat.join_and([str(layout.house_number(s)) for s in pits])
        owner = layout.owner(pits[0])
        whose = "yours" if owner == self.you else owner
        return self.t(f"houses_list.{whose}", numbers=numbers)

    def captured_brief(self, event: SeedsCaptured) -> str:
        """A capture on the braille line: "takes 7 from North house 5". The opponent's
        houses are named (the mover's own last house, which Kalah empties with them, is not),
        in order and a run as a range, or the mover's house when the last seed alone was
        taken."""
        layout = self._layout
        taken = sorted((s for s in event.sources if layout.owner(s) != event.player),
                       key=layout.house_number)
        numbers = [layout.house_number(s) for s in taken]
        if len(numbers) >= RANGE_FROM and numbers == list(range(numbers[0], numbers[-1] + 1)):
            # "your houses 1 to 5", not "your houses 1, 2, 3, 4, and 5" over two lines.
            owner = layout.owner(taken[0])
            whose = "yours" if owner == self.you else owner
            houses = self.t(f"brief.houses_range.{whose}", first=numbers[0], last=numbers[-1])
        else:
            houses = self.taken_from(taken or list(event.sources[:1]), event.player)
        return self.tn("brief.captured", event.seeds, houses=houses)

    def swept_brief(self, event: SeedsSwept, mover: Player) -> str:
        """The end sweep on the braille line: the mover keeps what is left on its side
        ("keeps 18"), or the other side's seeds go to it ("18 left to North"). "remaining 18
        to North" after a capture ran North's move to 83 cells."""
        if event.player == mover:
            return self.tn("brief.swept.mover", event.seeds)
        return self.did("brief.swept", event.player, event.seeds)

    def brief_values(self, reason: Reason, state: State) -> dict[str, object] | None:
        """An empty house on the braille line by its number, the houses to sow from
        (:attr:`brief_keys`: "House 2 is empty. Sow from 3 or 6."); a store chosen with its
        seeds ("North's store: 38 seeds. Sow from 1, 2, 3, 4, 5, or 6."; the sentence, with
        "seeds are sown from houses only", ran to 99 cells); the place opens the sentence, so
        with a capital. None for another house refused."""
        pit = reason.locations[0]
        moves = self.notations(reason.alternatives)
        if reason.code is ReasonCode.EMPTY_HOUSE:
            return {"house": capitalized(self.heard(pit, state.to_move)), "moves": moves}
        if pit not in self._layout.stores or not isinstance(state, MancalaState):
            return None
        return {"store": capitalized(self.location(pit)), "count": state.pits[pit],
                "moves": moves}

    def single_seed(self, events: Sequence[Event]) -> Sown | None:
        """The sowing of ``events`` when it sowed a single seed and ended there: then the
        seed is told in one sentence with where it fell and what it did ("You sow 1 seed from
        house 1 into empty house 2 and capture 4 seeds ..."), since one seed has no "last
        seed"; at the verbose level too, its path being that one house. None for more seeds
        and a relay."""
        legs = [e for e in events if isinstance(e, Sown)]
        if len(legs) != 1 or legs[0].seeds != 1 or not legs[0].path:
            return None
        return legs[0]

    def _captured(self, event: SeedsCaptured, single: Sown | None = None) -> str:
        """An opposite capture (Kalah, Congkak), or the lone seed taken to the store where
        the opposite house is empty; with the sowing of ``single``, the one seed sown."""
        layout = self._layout
        last = event.sources[0]
        store = self.location(layout.stores[event.player])
        house = layout.house_number(last)
        if single is not None:
            sown = layout.house_number(single.house)
            if len(event.sources) < 2:
                return self.did("one.capture_empty", event.player, house=sown, target=house,
                                store=store)
            return self.did("one.capture", event.player, event.seeds - 1, house=sown,
                            target=house, opposite=self.heard(event.sources[1], event.player),
                            total=event.seeds, store=store)
        if len(event.sources) < 2:
            return self.did("capture_empty", event.player, house=house, store=store)
        robbed = event.sources[1]
        return self.did("capture", event.player, event.seeds - 1, house=house,
                        opposite=self.heard(robbed, event.player), total=event.seeds,
                        store=store)

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

    def board_reading_brief(self, state: State) -> list[str]:
        """Each side's row on one braille line, its counts in :meth:`board_lines`' order:
        "North: 6 6 3 0 6 6; store 2" (the spoken "North houses 6 to 1: 6, 6, 3, 0, 6, 6.
        North store: 2." ran over two 40-cell lines, the row split after its fourth house)."""
        assert isinstance(state, MancalaState)
        layout = self._layout
        n = layout.houses
        rows = {1: range(n, 0, -1), 0: range(1, n + 1)}
        return [self.t(f"board_brief.{side}", store=state.pits[layout.stores[side]],
                       counts=" ".join(self._count_word(state, layout.pit_of(side, k))
                                       for k in houses))
                for side, houses in rows.items()]

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

    def status_brief(self, state: State) -> str | None:
        """:meth:`status_text` in the game's fewer words where it has them (Congkak's round
        and counts ran to 83 cells), else the sentence itself."""
        if not isinstance(state, MancalaState) or not self.cat.has(self.key("brief.status")):
            return None
        return self.t("brief.status", south_store=state.store(0), north_store=state.store(1),
                      south_side=state.seeds_on_side(0), north_side=state.seeds_on_side(1),
                      round=state.round)

    def apart(self, state: State) -> bool:
        """The seeds apart from the turn, and the move that stands apart from the count taken
        back: "South, your turn. Captured: South 0, North 0. In the houses: South 25, North
        23. Move 3." ran to 101 cells, an undo with a capture in the move that stands to
        88."""
        return True

    def standing_brief(self, state: State) -> str | None:
        """:meth:`standing_text` on the braille line where the game has few words for it
        (Congkak: "Round 3. Stores/houses: South 14/29, North 32/23. North +18."; the status
        and who leads ran to 110 cells; Kalah: "Stores/houses: South 5/18, North 3/22. You
        +2.", was 93; Oware pairs the seeds captured with the houses', was 98); else as the
        base says it."""
        if not isinstance(state, MancalaState) or not self.cat.has(self.key("brief.standing")):
            return super().standing_brief(state)
        south, north = state.store(SOUTH), state.store(NORTH)
        if south == north:
            lead = self.t("brief.lead.level")
        else:
            lead = self.did("brief.lead", SOUTH if south > north else NORTH,
                            abs(south - north))
        return self.t("brief.standing", round=state.round, south_store=south,
                      north_store=north, south_side=state.seeds_on_side(SOUTH),
                      north_side=state.seeds_on_side(NORTH), lead=lead)

    def standing_text(self, state: State) -> str:
        """What "score" (and "who leads") tells: the counts of :meth:`status_text`, then who
        leads and by how much ("North leads by 2 seeds.", "You lead by 2 seeds."), which a
        player at the board sees at a glance at the stores."""
        status = self.status_text(state)
        if not isinstance(state, MancalaState):
            return status
        south, north = state.store(SOUTH), state.store(NORTH)
        if south == north:
            return f"{status} {self.t('lead.level')}"
        leader = SOUTH if south > north else NORTH
        return f"{status} {self.did('lead', leader, abs(south - north))}"

    # -- reasons ---------------------------------------------------------------------------

    def move_here_text(self, state: State, move: Move) -> str | None:
        """ "House 3: you can sow its 4 seeds." (was "From South house 3, one move: house
        3.")."""
        if not isinstance(move, SowingMove) or not isinstance(state, MancalaState):
            return None
        pit = move.parts[0]
        house = capitalized(self.heard(pit, state.to_move))
        return self.tn("here.sow", state.pits[pit], house=house)

    def sowing_choices(self, moves: Sequence[Move]) -> str:
        """The houses the mover could sow from, after "you can sow from": "house 3", "houses 1
        to 6", "houses 2 or 4 to 6"; a play-tester heard "house 1, house 2, house 3, house 4,
        house 5, or house 6"."""
        numbers = sorted({m.house for m in moves if isinstance(m, SowingMove)})
        if not numbers or any(not isinstance(m, SowingMove) for m in moves):
            return self.moves_list(moves)
        if len(numbers) == 1:
            return self.t("move_text", number=numbers[0])
        parts = [str(first) if first == last else self.t("choices.range", first=first, last=last)
                 for first, last in number_runs(numbers)]
        return self.t("choices.houses", numbers=self.cat.join_or(parts))

    def game_reason(self, reason: Reason, state: State) -> str | None:
        """Empty house, opponent's house, a store or burnt house, a number off the board, and
        Oware's must-feed and grand slam refusals."""
        code = reason.code
        moves = self.sowing_choices(reason.alternatives)
        place = self.location(reason.locations[0]) if reason.locations else ""
        # The mover's own house, told to them, by its number as they typed it and as the
        # moves after it say it ("House 2 is empty. You can sow from house 3 or house 6.").
        own = self.heard(reason.locations[0], state.to_move) if reason.locations else ""
        if code is ReasonCode.EMPTY_HOUSE:
            return capitalized(self.t("reason.empty_house", house=own, moves=moves))
        if code is ReasonCode.NOT_YOUR_HOUSE:
            owner = self.player(self._layout.owner(reason.locations[0]))
            return self.t("reason.not_your_house", house=place, owner=owner, moves=moves)
        if code is ReasonCode.NOT_PLAYABLE:
            burnt = getattr(state, "burnt", ())
            if reason.locations and reason.locations[0] in burnt:
                return capitalized(self.t("reason.burnt", house=own, moves=moves))
            # The store's count with it: a player typing "my store" asks what lies in it.
            held = state.pits[reason.locations[0]] if isinstance(state, MancalaState) else 0
            if not held:
                return self.t("reason.store_empty", store=place, moves=moves)
            return self.tn("reason.store", held, store=place, moves=moves)
        if code is ReasonCode.OFF_BOARD:
            return self.t("reason.off_board", count=self._layout.houses)
        if code is ReasonCode.PIECE_HAS_NO_MOVES and isinstance(state, MancalaState):
            refusal = state.refusal(reason.locations[0]) if reason.locations else None
            other = self.player(1 - state.to_move)
            if refusal is Refusal.MUST_FEED:
                return self.t("reason.must_feed", house=own, other=other, moves=moves)
            if refusal is Refusal.GRAND_SLAM:
                return self.t("reason.grand_slam", house=own, other=other, moves=moves)
        return None


class KalahDescriber(MancalaDescriber):
    """Kalah in words (its own catalog, kalah.po)."""

    domain = "kalah"


