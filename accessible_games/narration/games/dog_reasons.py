"""Why Dog refuses a move, in words: a protected marble, the first pass, a card not held, a
way the card does not have; and the questions a move typed too briefly leaves open (which way,
which marble back, which rank a joker plays as), each with the ways there are and how to type
one.
"""

from __future__ import annotations

from accessible_games.engine import Location, Move, Reason, ReasonCode, State
from accessible_games.engine.types import Token
from accessible_games.games.cards.core import Face, Rank
from accessible_games.games.cards.dog import explain
from accessible_games.games.cards.dog.rules import Action, Play, Step
from accessible_games.games.cards.dog.typed import typed_place
from accessible_games.narration.cased import joined
from accessible_games.narration.catalog import capitalized
from accessible_games.narration.games.dog_moves import DogMoves

REASONS = {explain.WHY_NOT_HELD: "not_held", explain.WHY_NO_MOVE: "no_move",
           explain.WHY_PROTECTED: "protected", explain.WHY_NOT_YOURS: "not_yours",
           explain.WHY_IN_GOAL: "in_goal", explain.WHY_FIRST_PASS: "first_pass",
           explain.WHY_BLOCKED: "blocked", explain.WHY_KENNEL: "kennel",
           explain.WHY_NO_STEP: "no_step", explain.WHY_NO_WAY: "no_way",
           explain.WHY_NOT_GIVING: "not_giving", explain.WHY_GIVING: "giving",
           explain.WHY_MUST_PLAY: "must_play", explain.WHY_NO_STEP_BACK: "no_step_back",
           explain.WHY_WHICH_RANK: "which_rank", explain.WHY_RANK_NO_MOVE: "rank_no_move",
           explain.WHY_START_TAKEN: "start_taken", explain.WHY_KENNEL_EMPTY: "kennel_empty",
           explain.WHY_GOAL_ONLY: "goal_only", explain.WHY_NO_SWAP: "no_swap",
           explain.WHY_CARD_FIRST: "card_first", explain.WHY_NO_JOKER: "no_joker",
           explain.WHY_NO_WAY_BACK: "no_way_back", explain.WHY_SPLITTING: "splitting",
           explain.WHY_JOKER_ONE: "joker_one", explain.WHY_NO_CARD_WAY: "no_card_way"}


class DogReasons(DogMoves):
    """Dog's refusals and the questions of a move typed too briefly."""

    def no_moves_text(self, state: State, start: Location) -> str:
        """A marble that cannot move now, without the pieces that can: what moves depends on
        the card played, which the list of moves tells."""
        return self.t("reason.piece_has_no_moves", start=self.location(start))

    def asks_which(self, reason: Reason) -> bool:
        """Also the question as which card a joker typed alone is played, and whether to
        spend it on its one move (which "as ace" answers as well as yes)."""
        return super().asks_which(reason) or (
            reason.code is ReasonCode.NOT_PLAYABLE
            and reason.count in (explain.WHY_WHICH_RANK, explain.WHY_JOKER_ONE))

    def asks_first(self, move: Move) -> Reason | None:
        """A joker's one move, chosen by Enter on the joker: said and asked, as "joker"
        typed alone asks (it was played at once, as whatever card the one move needed)."""
        if isinstance(move, Play) and move.joker:
            return Reason(ReasonCode.NOT_PLAYABLE, (), (move,), explain.WHY_JOKER_ONE)
        return None

    def offers_one(self, reason: Reason) -> Move | None:
        """The joker typed alone with one move: that move, asked about before it is played."""
        if reason.code is ReasonCode.NOT_PLAYABLE and reason.count == explain.WHY_JOKER_ONE \
                and len(reason.alternatives) == 1:
            return reason.alternatives[0]
        return None

    def reason_brief(self, reason: Reason, state: State) -> str | None:
        """The question which way a card goes, and whether to spend a joker on its one move,
        on the braille line with the places by number ("The ace of hearts can go several
        ways: 4-5, 4-15, or 41-42. ..."; the ways in words ran to four lines); as which card
        a joker typed alone is played, the number cards by their numbers
        (:meth:`_joker_ranks`). It stays a method: each is the spoken question itself, built
        from the ways there are (one card's ways, a swap's, a way back's, each with how to
        type one), said again with the places by number (``brief_places``); a catalog key
        and its values (:attr:`brief_keys`) would have to copy that building. The other
        refusals as the shared table has them."""
        if reason.code is ReasonCode.NOT_PLAYABLE and reason.count == explain.WHY_WHICH_RANK:
            return self._joker_ranks(reason, brief=True)
        if reason.code is ReasonCode.NOT_PLAYABLE and reason.count == explain.WHY_CARD_FIRST:
            return self._card_first_brief(reason)
        if reason.code is ReasonCode.NOT_PLAYABLE and reason.count in (explain.WHY_NO_STEP,
                                                                        explain.WHY_SPLITTING):
            return self._no_step_brief(reason, state)
        if reason.code is not ReasonCode.AMBIGUOUS and not (
                reason.code is ReasonCode.NOT_PLAYABLE and reason.count == explain.WHY_JOKER_ONE):
            return super().reason_brief(reason, state)
        self.brief_places = True
        try:
            return self.game_reason(reason, state)
        finally:
            self.brief_places = False

    def game_reason(self, reason: Reason, state: State) -> str | None:
        """Dog's own refusals: a protected marble, the first pass, a card not held; and the
        question which way, for one card's ways, without its name before each."""
        plays = [m for m in reason.alternatives if isinstance(m, Play)]
        one_card = bool(plays) and len(plays) == len(reason.alternatives) and len(
            {(m.card, m.said_rank) for m in plays}) == 1
        if one_card and all(m.action is Action.SWAP for m in plays) and (
                reason.code is ReasonCode.EMPTY or (reason.code is ReasonCode.NOT_PLAYABLE
                                                    and reason.count in explain.SPECIFIC)):
            # A swap refused for its marbles: why, then the swaps that would do and how to
            # type one (a play-tester did not know the notation).
            said = self.reason(Reason(reason.code, reason.locations, (), reason.count),
                               state).text
            return " ".join([said, self.t(
                "reason.swaps", card=self.played_card(plays[0]),
                moves=self._ways(plays, state, rank_said=True), example=self.typed_way(plays[0]))])
        if reason.code is ReasonCode.AMBIGUOUS and one_card and \
                all(m.action is Action.BACKWARD for m in plays):  # "back": which marble
            return self.t("reason.which_back", card=self.played_card(plays[0]),
                          moves=self._ways(plays, state, rank_said=True),
                          example=self._typed_back(plays[0]))
        if reason.code is ReasonCode.AMBIGUOUS and one_card:
            asked = self.t("reason.which_way", card=self.played_card(plays[0]),
                           moves=self._ways(plays, state, rank_said=True))
            example = self._typed_example(plays)
            if example:
                return f"{asked} {self.t('reason.way_how', way=example)}"
            joker = self._joker_example(plays)
            if joker and self.brief_places:  # the braille line: the ways and the example
                return self.t("brief.reason.joker_which_way",
                              card=capitalized(self.played_card(plays[0])),
                              ways=self._ways(plays, state, rank_said=True), example=joker)
            return f"{asked} {self.t('reason.joker_way_how', example=joker)}" if joker else asked
        if reason.code is ReasonCode.AMBIGUOUS and plays and len(plays) == len(
                reason.alternatives) and len({(m.marble, m.target) for m in plays}) == 1:
            # A way typed alone that cards of several ranks go ("10-14"): which card ("That
            # fits several moves: ... Please say which." ran to 112 cells on the braille line).
            key = "reason.which_card.brief" if self.brief_places else "reason.which_card"
            return self.t(key, way=self.effect_text(plays[0], rank_said=True),
                          cards=self.cat.join_or([self.played_card(m) for m in plays]))
        if reason.code is not ReasonCode.NOT_PLAYABLE or reason.count not in REASONS:
            return None
        if reason.count == explain.WHY_NOT_HELD:  # its location is the card, not a place
            return self.not_held(reason, self.t("reason.not_held"))
        if reason.count == explain.WHY_NO_STEP:
            blocked = self._step_blocked(reason, state)
            if blocked is not None:
                return blocked
        if reason.count in (explain.WHY_NO_STEP, explain.WHY_SPLITTING):
            # the marbles that can step, not every step
            s = self._state(state)
            starts = sorted({m.marble for m in reason.alternatives if isinstance(m, Step)})
            # The fields left and the marbles each in their own number ("1 field is left,
            # for the marbles on ..." was said of one marble).
            key = f"reason.{REASONS[reason.count]}"
            said = self.tn(key, s.split[2] if s.split else 0) + self.tn(
                "reason.no_step.marbles", len(starts),
                places=joined(self.cat.join_and, [self.location(p) for p in starts]))
            example = self._step_example(list(reason.alternatives), s.to_move)
            return f"{said} {self.t('reason.step_how', example=example)}" if example else said
        if reason.count == explain.WHY_NO_WAY:  # the card's own ways, shortest first
            plays = [m for m in reason.alternatives if isinstance(m, Play)]
            card = self.names.card(plays[0].card) if plays else ""
            if plays and all(m.action is Action.SEVEN for m in plays) and \
                    len(self.seven_walks(state, plays[0])) != 1:  # the steps come after
                return self.t("reason.seven_first", card=self.played_card(plays[0]))
            # A joker named as one rank is said so once ("the red joker as four"), not before
            # every way ("as four: field 6 to field 10; as four: ...").
            one_rank = bool(plays) and plays[0].joker and \
                len({m.said_rank for m in plays}) == 1
            if one_rank:
                card = self.played_card(plays[0])
            said = self.t("reason.no_way", card=card, moves=self.join_moves(
                [self.effect_noted(state, m, one_rank) for m in plays]))
            if plays and all(m.action is Action.SWAP for m in plays):  # how to type a swap
                said += " " + self.t("reason.swap_typed", example=self.typed_way(plays[0]))
            return said
        if reason.count == explain.WHY_NO_WAY_BACK:  # only a four goes back
            return self._no_way_back(plays, state)
        if reason.count == explain.WHY_CARD_FIRST:  # the cards that move the marble chosen
            cards = list(dict.fromkeys(self.cat.text("hand.received.card", card=self.names.card(
                m.card)) for m in plays))
            return self.t("reason.card_first", place=self.location(reason.locations[0]),
                          cards=self.cat.join_or(cards))
        if reason.count in (explain.WHY_WHICH_RANK, explain.WHY_RANK_NO_MOVE):
            return self._joker_ranks(reason)
        if reason.count == explain.WHY_JOKER_ONE and plays:  # "...: as ace, out ...? yes or no"
            return self.t("reason.joker_one", card=self.names.card(plays[0].card),
                          rank=self.names.rank(Face(plays[0].said_rank, None)),
                          move=self.effect_noted(state, plays[0], rank_said=True))
        places = [self.location(p) for p in reason.locations]
        if reason.count == explain.WHY_NO_CARD_WAY and len(places) == 2:
            return self.t("reason.no_card_way", start=places[0], target=places[1])
        place = places[-1] if places else ""
        return self.t(f"reason.{REASONS[reason.count]}", place=place)

    def _joker_example(self, plays: list[Play]) -> str:
        """A joker's first way forward or swap as the listener types it, with the joker and
        its rank ("joker as ten 48-58"): after "joker as ten" the question which way said
        nothing of how to answer, and the way alone was asked about again where a ten of the
        hand went it too. "" for no joker or no such way."""
        signs = {Action.FORWARD: "-", Action.SWAP: "x"}
        for move in plays:
            places = [typed_place(p, self.listener) for p in (move.marble, move.target)]
            if move.joker and move.action in signs and None not in places:
                return self.t("typed_way.joker", rank=self.names.rank(
                    Face(move.said_rank, None)), way=f"{places[0]}{signs[move.action]}{places[1]}")
        return ""

    def _step_blocked(self, reason: Reason, state: State) -> str | None:
        """A step of the seven typed past a protected marble: which marble stands in the way
        and the steps the marble typed can take ("The protected marble on West's start field
        49 is in the way; the steps of the marble on field 46: field 46 to field 47 or field
        48."), where it said only how many fields were left and which marbles could step.
        None where nothing protected bars the way typed."""
        if len(reason.locations) != 2:
            return None
        start, target = reason.locations
        blocker = explain.step_blocker(self._state(state), start, target)
        if blocker is None:
            return None
        steps = [m for m in reason.alternatives if isinstance(m, Step) and m.marble == start]
        values = {"place": self.location(blocker), "start": self.location(start)}
        if not steps:
            return self.t("reason.step_blocked.none", **values)
        return self.t("reason.step_blocked", steps=self.join_moves(
            self._steps_grouped(steps, state)), **values)

    def _no_step_brief(self, reason: Reason, state: State) -> str:
        """A way typed that is no step of the seven, on the braille line: the protected
        marble in the way and the steps of the marble typed ("Protected marble on 49 in the
        way. Steps: 46 to 47 or 48."), else the fields left, the marbles that can step and a
        step as typed ("No such step: 7 fields left, from 1 or 46. Such as 1-2."; a card
        typed meanwhile "Seven first: ..."); the sentences ran to 177 and 196 cells."""
        s = self._state(state)
        steps = [m for m in reason.alternatives if isinstance(m, Step)]
        self.brief_places = True
        try:
            blocker = explain.step_blocker(s, *reason.locations) \
                if len(reason.locations) == 2 else None
            if blocker is not None:
                own = [m for m in steps if m.marble == reason.locations[0]]
                return self.t("brief.reason.step_blocked", place=self.location(blocker),
                              steps=self.join_moves(self._steps_grouped(own, state))
                              if own else self.t("brief.reason.no_steps"))
            starts = sorted({m.marble for m in steps})
            # A card typed meanwhile: the seven first.
            key = "brief.reason.splitting" if reason.count == explain.WHY_SPLITTING \
                else "brief.reason.no_step"
            return self.tn(key, s.split[2] if s.split else 0,
                           places=self.cat.join_or([self.location(p) for p in starts]),
                           example=self._step_example(list(steps), s.to_move, brief=True))
        finally:
            self.brief_places = False

    def _card_first_brief(self, reason: Reason) -> str:
        """A marble chosen before a card, on the braille line: the card first, then the
        marble, and the ranks that move it ("The card first, then the marble. Field 14 can
        move with two, seven or eight."; the cards' names took 147 to 187 cells)."""
        plays = [m for m in reason.alternatives if isinstance(m, Play)]
        ranks = self.names.rank_words([m.card for m in plays]).split(", ")
        return self.t("reason.card_first.brief",
                      place=capitalized(self.location(reason.locations[0])),
                      cards=self.cat.join_or(list(dict.fromkeys(ranks))))

    def _no_way_back(self, plays: list[Play], state: State) -> str:
        """A way back typed with a card that has none now: only a four goes back ("Only a
        four goes back, not the king of clubs."), or the four (a joker as four) cannot now;
        then the card's ways (a joker's as four, or as the rank named)."""
        if not plays:
            return ""
        first = plays[0]
        fours = [m for m in plays if m.said_rank is Rank.FOUR]
        one_rank = len({m.said_rank for m in plays}) == 1
        if first.joker and not fours and not one_rank:  # no four among its many ranks
            return self.t("reason.no_way_back", card=self.names.card(first.card))
        ways = fours or plays
        said = self.t("reason.no_way_back" if fours else "reason.not_back",
                      card=self.played_card(ways[0]))
        return " ".join([said, self.t("reason.ways_after", moves=self._ways(
            ways, state, rank_said=True))])

    def _joker_ranks(self, reason: Reason, brief: bool = False) -> str:
        """A joker typed without a rank that tells its move (as which card?), or as a rank
        without a move now: the ranks it has moves as, each once ("as ace, as king, or as
        seven"), not every way of every rank. ``brief``: the question on the braille line,
        the number cards by their numbers, three or more in a row as a run ("Red joker as
        ace, king, queen, jack, or 10 to 2? Type joker as ace."; "as ace, as king, ..., or
        as two" ran to 205 cells); "joker as 7" is typed so too."""
        plays = [m for m in reason.alternatives if isinstance(m, Play)]
        ranks = list(dict.fromkeys(m.rank for m in plays))
        if any(m.action is Action.START for m in plays) and Rank.KING not in ranks:
            ranks.insert(1, Rank.KING)  # its way out is listed once, as the ace's
        card = self.names.card(plays[0].card) if plays else ""
        said = [self.t("part.as", rank=self.names.rank(Face(r, None))) for r in ranks]
        if brief:
            return self.t("brief.reason.which_rank", card=capitalized(card),
                          ranks=self.cat.join_or(self._ranks_brief(ranks)),
                          example=said[0] if said else "")
        if reason.count == explain.WHY_WHICH_RANK:
            return self.t("reason.which_rank", card=card, ranks=self.cat.join_or(said),
                          example=said[0] if said else "")
        asked = next((p.value for p in reason.locations if isinstance(p, Token)), 0)
        return self.t("reason.rank_no_move", card=card, rank=self.names.rank(
            Face(Rank(asked), None)), ranks=self.cat.join_or(said))

    def _ranks_brief(self, ranks: list[Rank]) -> list[str]:
        """``ranks`` on the braille line: a court card or ace by name, a number card by its
        number, three or more numbers going down one by one as a run ("10 to 2")."""
        said: list[str] = []
        run: list[int] = []

        def close() -> None:
            if len(run) >= 3:
                said.append(self.t("brief.rank_run", first=run[0], last=run[-1]))
            else:
                said.extend(str(number) for number in run)
            run.clear()

        for rank in ranks:
            if rank.value > Rank.TEN.value:
                close()
                said.append(self.names.rank(Face(rank, None)))
            else:
                if run and rank.value != run[-1] - 1:
                    close()
                run.append(rank.value)
        close()
        return said


__all__ = ["REASONS", "DogReasons"]
