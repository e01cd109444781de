"""The Dog board and table as a player asks for them: each seat's marbles (goal, kennel,
track), the listener's partnership's marbles, opponents' marbles within reach of them, the
round, the cards each seat holds, the score, and what each card in the hand could do now.
"""

from __future__ import annotations

from collections.abc import Sequence

from accessible_games.engine import Location, Player, State
from accessible_games.games.cards.core import UNKNOWN, Rank
from accessible_games.games.cards.dog import board as b
from accessible_games.games.cards.dog import moves as mv
from accessible_games.games.cards.dog import policy
from accessible_games.games.cards.dog.game import DogState
from accessible_games.narration.cased import Cased, joined, suffixed
from accessible_games.narration.catalog import capitalized
from accessible_games.narration.describer import Verbosity
from accessible_games.narration.games.dog_moves import DogMoves
from accessible_games.narration.message import Message, MessageKind

_REACH = {1: (14,), 2: (2,), 3: (3,), 4: (4,), 5: (5,), 6: (6,), 8: (8,), 9: (9,), 10: (10,),
          11: (14,), 12: (12,), 13: (13,)}
"""Fields forward to the ranks that move exactly that far (the ace twice: 1 and 11)."""

NEAR_GOAL = 13
"""The fields to its goal up to which the board says a marble's (one card can take it in)."""


class DogBoard(DogMoves):
    """Dog's board lines, threats, status and score, and the hand's options."""

    def pieces_line(self, state: State, player: Player) -> str | None:
        """A seat's marbles as the board reads them: home, in the kennel, on the track."""
        return self.board_lines(state)[player]

    def board_lines(self, state: State) -> list[str]:
        """One line per seat: which goal fields its marbles fill, how many wait in the kennel,
        and where the others stand on the track; then, once the listener's own marbles are all
        in the goal, whose marbles the listener moves now."""
        s = self._state(state)
        occ = b.occupants(s.marbles)
        # A marble just out on its start field bars every other marble: said, as a sighted
        # player sees it stand there fresh ("your start field 1 (protected)").
        protected = " " + self.t(self.briefly("board.protected"))
        lines = []
        for seat in range(4):
            row = s.marbles[seat]
            track = [p for p in sorted(row, key=lambda p: b.relative_field(p, self.listener))
                     if b.on_track(p)]
            brief = self.verbosity is Verbosity.BRIEF
            places = joined(", ".join if brief else self.cat.join_and,
                            self._track_places(track, seat, occ, s.fresh, protected)) \
                if track else self.t("board.none")
            # An empty kennel is "none in the kennel", as the goal's "none in the goal".
            if brief:
                lines.append(self._seat_brief(seat, row, track, places))
                continue
            kennel = b.kennel_count(s.marbles, seat) or self.t("board.none")
            lines.append(self.t("board.seat", player=self.player(seat),
                                goal=self.goal_text(row), kennel=kennel, places=places))
        partner = self.partner_moved(s)
        if partner:
            lines.append(partner)
        return lines

    def _track_places(self, track: Sequence[int], seat: Player, occ: dict[int, int],
                      fresh: list[int], protected: str) -> list[Cased]:
        """A seat's marbles on the track, each with its note: protected, or the fields to its
        goal. Briefly, the fields to the goal are worded at the first marble near it and
        only counted at the next ("53 (13 left), 54 (12), 55 (11), 56 (10)": worded at each,
        four marbles near the goal ran to 86 cells)."""
        places: list[Cased] = []
        worded = False
        for place in track:
            if b.blocked(place, occ, fresh):
                places.append(suffixed(self.location(place), protected))
                continue
            note = self._to_goal(place, seat, again=worded)
            worded = worded or bool(note)
            places.append(suffixed(self.location(place), note))
        return places

    def _to_goal(self, place: int, seat: Player, again: bool = False) -> str:
        """How far ``seat``'s marble on track field ``place`` has to go into its goal, after
        the place, where one card could take it in (" (5 fields to the goal)"; a player
        counted the fields from "field 60" in their head); "" further off, and on its own
        start field (just out, or round the track: the board does not tell). ``again``: the
        line has worded it at another marble, so the braille line only counts ("(12)")."""
        left = policy.fields_to_goal(place, seat)
        if place == b.start_field(seat) or left > NEAR_GOAL:
            return ""
        key = self.briefly("board.to_goal")
        if again and key.endswith(".brief"):
            key = "board.to_goal.again"
        return " " + self.tn(key, left)

    def _seat_brief(self, seat: Player, row: Sequence[int], track: Sequence[int],
                    places: str) -> str:
        """A seat's board line on the braille display: what is in its goal, its kennel and on
        the track, each left out where there is none ("East: kennel 2; track: 13 (5 left),
        31.")."""
        fields = [b.lane_index(p) + 1 for p in sorted(row) if b.in_goal(p)]
        kennel = sum(1 for p in row if b.in_kennel(p))
        parts = [self.tn("board.brief.goal", len(fields), fields=", ".join(map(str, fields)))
                 if fields else "",
                 self.t("board.brief.kennel", count=kennel) if kennel else "",
                 self.t("board.brief.track", places=places) if track else ""]
        said = "; ".join(p for p in parts if p)
        return self.t("board.brief.seat", player=self.player(seat), parts=said)

    def board_reading_brief(self, state: State) -> list[str] | None:
        """The board's lines on the braille display: each seat's in a few words, places by
        number ("North: goal 3 and 4; kennel 1; track: 31 (3 left)."); the sentence
        ("North: in the goal: goal fields 3 and 4; 1 in the kennel; on the track: field 31
        (3 fields to the goal).") ran past two windows."""
        self.brief_places = True
        try:
            return self.said_briefly(lambda: self.board_lines(state))
        finally:
            self.brief_places = False

    def place_note(self, state: State, location: Location) -> str:
        """A marble just out on its start field is protected, said after it under the cursor
        ("your start field 1, your marble (protected)") as on the board's lines."""
        if isinstance(state, DogState) and isinstance(location, int) and b.on_track(location) \
                and b.blocked(location, b.occupants(state.marbles), state.fresh):
            return " " + self.t("board.protected")
        return ""

    def goal_text(self, row: Sequence[int]) -> str:
        """Which fields of its goal lane a seat's marbles fill ("in the goal: goal fields 3 and
        4"; "none in the goal")."""
        fields = [b.lane_index(p) + 1 for p in sorted(row) if b.in_goal(p)]
        if not fields:
            return self.t("board.goal_none")
        return self.tn("board.goal", len(fields), fields=self.cat.join_and(
            [str(n) for n in fields]))

    def partner_moved(self, state: DogState) -> str:
        """Once all the listener's marbles are in the goal (and the game goes on), that the
        listener moves the partner's marbles now; "" before that, or without a listener."""
        seat = self.own
        if seat is None or state.outcome() is not None \
                or mv.controlled(state.marbles, seat) == seat:
            return ""
        return self.t("status.partner_marbles", partner=self.player(b.partner(seat)))

    def marbles_lines(self, state: State) -> list[str]:
        """Where the listener's marbles stand, then the partner's (the board's lines of the
        two seats of the listener's partnership)."""
        lines = self.board_lines(state)
        return [lines[self.listener], lines[b.partner(self.listener)]]

    def threats_messages(self, state: State) -> list[Message]:
        """:meth:`threats_lines` a message each, with its braille line in few words ("Danger
        on 33: West, 5 behind, hits yours with five, seven or joker."): "Danger on South's
        start field 33: West's marble stands 5 fields behind, and a five, a seven, or a joker
        would send yours back to the kennel." ran to 145 cells."""
        said = self.threats_lines(state)
        shown = self.said_briefly(lambda: self.threats_lines(state))
        return [Message(line, MessageKind.INFO, brief)
                for line, brief in zip(said, shown, strict=True)]

    def threats_lines(self, state: State) -> list[str]:
        """Opponents' marbles that could send the listener's or the partner's marbles on the
        track home with one card: up to 13 fields behind with a way forward that no protected
        marble bars, or 4 fields ahead with a four played backwards; the cards that do it. At
        brief verbosity (:meth:`threats_messages`' braille lines) the place by its number,
        the seats by name and the cards by rank."""
        s = self._state(state)
        seat = self.listener
        occ = b.occupants(s.marbles)
        brief = self.verbosity is Verbosity.BRIEF
        lines = []
        for owner in (seat, b.partner(seat)):
            victim = (self.t("threat.yours") if owner == seat
                      else self.t("threat.partner", player=self.player(owner)))
            for place in s.marbles[owner]:
                if not b.on_track(place) or b.blocked(place, occ, s.fresh):
                    continue
                where = self.short_place(place) if brief else self.location(place)
                for back in range(1, 14):
                    start = (place - back) % b.TRACK
                    other = occ.get(start)
                    if other is None or other % 2 == seat % 2 or not any(
                            end == place for end, _ in
                            b.walks(start, other, back, occ, s.fresh, into_goal=False)):
                        continue
                    ranks = list(_REACH.get(back, ())) + ([Rank.SEVEN.value] if back <= 7 else [])
                    if brief:
                        cards = ", ".join(self.names.rank(Rank(r)) for r in ranks)
                    else:
                        cards = self.cat.join_or([self.t(f"with_rank.{r}") for r in ranks]
                                                 + [self.t("with_rank.joker")])
                    lines.append(self.tn(self.briefly("threat"), back, owner=self.player(other),
                                         place=where, cards=cards, victim=victim))
                ahead = (place + 4) % b.TRACK
                other = occ.get(ahead)
                if other is not None and other % 2 != seat % 2:
                    way = b.walk_back(ahead, 4, occ, s.fresh)
                    if way is not None and way[0] == place:
                        lines.append(self.t(self.briefly("threat.ahead"),
                                            owner=self.player(other), place=where,
                                            victim=victim))
        return lines or [self.t("threat.none")]

    def counts_text(self, state: State) -> str:
        """How many cards each seat holds ("Cards in hand: North 5, East 0, ...")."""
        hands = self._state(state).hands
        counts = self.cat.join_and([
            self.did("status.entry", seat, count=len(hands[seat])) for seat in range(4)])
        return self.t("status.counts", counts=counts)

    def voids_text(self, state: State) -> str:
        """The voids question: no suit is followed in Dog; the cards each seat holds."""
        return self.t("voids", counts=self.counts_text(state))

    def voids_brief(self, state: State) -> str | None:
        """:meth:`voids_text` on the braille line, the seats by their initials ("Nobody
        follows suit: no voids. In hand: you 4, E 4, S 5, W 4."); the sentence ran to 110
        cells, in German to 137."""
        return self.t("voids.brief", counts=self._counts_brief(self._state(state)))

    def progress_text(self, state: State) -> str:
        """Nothing: the status says the round already ("Round 2, 5 cards dealt to each."),
        and a count of moves over every round means nothing at the table."""
        return ""

    def status_text(self, state: State) -> str:
        """The round, the cards each seat holds, the marbles home and, during another seat's
        split, the seven's count."""
        s = self._state(state)
        text = " ".join([self.t("status.round", number=s.round_no + 1, count=s.round_size()),
                         self.counts_text(state), self.goals_text(state)])
        if s.split and s.to_move != self.you:
            # The listener's own seven: the turn before the status says the fields left
            # ("your seven has 4 fields to move"), and "3 of 7 used." said it again.
            text += " " + self.t("move.seven_count", used=7 - s.split[2])
        partner = self.partner_moved(s)
        return f"{text} {partner}" if partner else text

    def status_brief(self, state: State) -> str | None:
        """:meth:`status_text` on the braille line after the turn (:meth:`apart`): the goal
        by the partnerships' initials, then the round ("Goal: NS 0, EW 0. Round 2, 5 cards
        each."), and once the listener's marbles are all in the goal whose they move; the
        cards in hand are on the turn's line (:meth:`progress_brief`). The sentence ran to
        190 cells; then the turn, the hands, the goal and the round on one line, 110 cells
        ("North, your turn. In hand: you 5, E 0, S 5, W 5. Goal: NS 0, EW 0. Round 1, 6
        cards each."). "score" says the 8 marbles of each partnership; the seven's count
        ("3 of 7 used.") is left out, as the turn says the fields left."""
        s = self._state(state)
        home = [sum(b.home_count(s.marbles, seat) for seat in team) for team in ((0, 2), (1, 3))]
        line = self.t("brief.status", number=s.round_no + 1, count=s.round_size(),
                      side0=self.side_brief(0), side1=self.side_brief(1), home0=home[0],
                      home1=home[1])
        if self.partner_moved(s):
            seat = self.own
            assert seat is not None  # partner_moved says nothing without a listener
            line += " " + self.t("brief.status.partner_marbles",
                                 partner=self.player(b.partner(seat)))
        return line

    def progress_brief(self, state: State) -> str | None:
        """The cards each seat holds, on the status's first braille line after the turn
        ("North, your turn. In hand: you 5, E 0, S 5, W 5."); "" while every hand holds the
        cards dealt (the exchange, the round's first turn), which "6 cards each" on the next
        line says ("In hand: you 6, E 6, S 6, W 6." made the exchange's status 136 cells)."""
        s = self._state(state)
        if all(len(hand) == s.round_size() for hand in s.hands):
            return ""
        return self._counts_brief(s)

    def _counts_brief(self, s: DogState) -> str:
        """The cards each seat holds on the braille line ("In hand: you 5, E 0, S 5, W 5.")."""
        counts = [self.t("status.entry.you", count=len(hand)) if seat == self.you
                  else self.t("status.entry", player=self.seat_brief(seat), count=len(hand))
                  for seat, hand in enumerate(s.hands)]
        return self.t("brief.status.counts", counts=", ".join(counts))

    def goals_text(self, state: State) -> str:
        """How many marbles each partnership has brought home."""
        home = self._home(state)
        return self.t("score", side0=self.side(0), side1=self.side(1), home0=home[0],
                      home1=home[1])

    def score_text(self, state: State) -> str:
        """The score: the marbles home and who leads ("Your side leads.", "Nobody leads."):
        "who is ahead" was answered with the two counts alone."""
        return f"{self.goals_text(state)} {self._lead(state, brief=False)}"

    def score_brief(self, state: State) -> str:
        """:meth:`score_text` on the braille line, the partnerships by their seats' initials
        ("Goal: NS 2 of 8, EW 3 of 8. EW lead."); "Marbles in the goal: North and South 2 of
        8, East and West 3 of 8. East and West lead." ran to 97 cells."""
        home = self._home(state)
        goal = self.t("score.brief", side0=self.side_brief(0), side1=self.side_brief(1),
                      home0=home[0], home1=home[1])
        return f"{goal} {self._lead(state, brief=True)}"

    def _home(self, state: State) -> list[int]:
        """The marbles each partnership (North and South, East and West) has in the goal."""
        s = self._state(state)
        return [sum(b.home_count(s.marbles, seat) for seat in team) for team in ((0, 2), (1, 3))]

    def _lead(self, state: State, brief: bool) -> str:
        """Who leads, the partnership named in full or (``brief``) by its initials."""
        home = self._home(state)
        if home[0] == home[1]:
            return self.t("lead.level")
        side = 0 if home[0] > home[1] else 1
        if self.you is not None and self.you in range(4) and self.you % 2 == side:
            return self.t("lead.yours")
        return self.t("lead", side=self.side_brief(side) if brief else self.side(side))

    def hand_text(self, state: State, seat: Player) -> str:
        """``seat``'s hand as that seat may know it."""
        return self.names.hand(self._state(state).hands[seat])

    def hand_options_lines(self, state: State) -> list[str]:
        """What each card in the listener's hand could do now, card by card."""
        s = self._state(state)
        seat = self.listener
        # Cards of one rank that can do the same are one line ("Four of diamonds and four of
        # spades, 2 moves each: ..."): suits do not count in Dog, and "details" read the same
        # words once per card.
        said: dict[tuple[int, str], list[str]] = {}  # (moves, their words): the cards' names
        for card in s.hands[seat]:
            if card == UNKNOWN:
                continue
            moves = [m for m in s.card_moves(seat) if m.card == card]
            names = said.setdefault((len(moves), self._ways(moves, s) if moves else ""), [])
            if (name := self.names.card(card)) not in names:
                names.append(name)
        lines = []
        for (count, ways), names in said.items():
            cards = self.cat.join_and(names)
            if not count:
                lines.append(self.t("options.none", card=cards))
            elif len(names) > 1:
                lines.append(self.tn("options.cards", count, cards=cards, moves=ways))
            else:
                lines.append(self.tn("options.card", count, card=cards, moves=ways))
        # Each card's line is a sentence of its own ("Seven of clubs: cannot be played now."),
        # as the partnership lines before it are.
        return [capitalized(line) for line in lines] or [self.t("options.empty")]


__all__ = ["DogBoard"]
