"""Words for Doppelkopf, for players who hold the hand in memory.

Every card is called in the standard form ("Kreuz-Dame von West"), every trick with its winner
and card points, every reservation and announcement, and a party the moment the table learns it
and why. The board reading tells the listener only what the listener may know: the parties as
far as its own hand and the table reveal them, the card points each known party has taken, the
trumps still out, the announcements made and the listener's own deadlines still open. Refused
announcements say which deadline passed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from itertools import groupby

from accessible_games.engine import Event, Move, Outcome, Player, Reason, State
from accessible_games.engine.types import ReasonCode, Token
from accessible_games.games.cards.braille import BLANK
from accessible_games.games.cards.core import UNKNOWN, Face, Rank
from accessible_games.games.cards.doppelkopf import game as rules_game
from accessible_games.games.cards.doppelkopf import knowledge, rules, scoring, typed
from accessible_games.games.cards.doppelkopf.game import (
    RESERVE,
    DoppelkopfGame,
    DoppelkopfState,
)
from accessible_games.games.cards.doppelkopf.moves import (
    CHOICE_ANNOUNCE,
    CHOICE_PARTY,
    CHOICE_RESERVE,
    HELD,
    UNSAID,
    Announce,
    Announced,
    Cause,
    ContractChosen,
    DealScored,
    PartyRevealed,
    PlayCard,
    Reservation,
    ReservationSaid,
    Reserve,
    TrickWon,
    WeddingClarified,
)
from accessible_games.games.cards.doppelkopf.scoring import BASE
from accessible_games.games.cards.events import CardDealt, CardPlayed
from accessible_games.narration.cards import FEW, CardDescriberMixin, CardNames
from accessible_games.narration.cased import Cased
from accessible_games.narration.catalog import capitalized
from accessible_games.narration.cell_count import TWO_WINDOWS, cells_at_most
from accessible_games.narration.describer import Describer, Verbosity
from accessible_games.narration.games.doppelkopf_calls import trick_calls
from accessible_games.narration.games.doppelkopf_hints import doppelkopf_hint
from accessible_games.narration.hand_counts import HandCounts
from accessible_games.narration.message import Message
from accessible_games.narration.topics import Query, Topic

CODES_SLACK = {"en": 4}
"""Cells to spare, by language, when a line of card codes is measured by
:func:`.cells_at_most`: the English table writes some codes with an indicator before them
("S ⠊⠙" took two cells more than counted), which the count cannot see; the German count is
already above the cells."""


class DoppelkopfDescriber(HandCounts, CardDescriberMixin, Describer):
    """Doppelkopf vocabulary in German and English."""

    domain = "doppelkopf"
    people_named = True
    trick_event = TrickWon
    deal_event = DealScored
    follow_why = rules_game.WHY_FOLLOW
    not_held_why = rules_game.WHY_NOT_HELD
    brief_keys = {(ReasonCode.NOT_PLAYABLE, rules_game.WHY_NOT_NOW): "reason.not_now.brief",
                  (ReasonCode.NOT_PLAYABLE, typed.WHY_WHICH_SOLO): "reason.which_solo"}
    """A card before the reservations ("Not now: reservations first.") and "solo" typed
    alone (:meth:`brief_values`) on the braille line."""
    board_queries = (Query("table_text", brief="table_brief"),
                     Query("parties_text", brief="parties_text"),
                     Query("points_text"), Query("said_text", brief="said_text"),
                     Query("deadline_text", brief="deadline_text"),
                     Query("trumps_out_text", brief="trumps_out_text"),
                     Query("aces_out_text", brief="aces_out_text"),
                     Query("sheet_lines", brief="sheet_lines"))
    """Everything the listener may know of the table, a line each ("board" and "details");
    on the braille line the cards in their code and the seats by their initials."""
    answers = {Topic.DETAILS: board_queries,
               Topic.THREATS: (Query("threats_text", brief="threats_text"),)}
    """Threats: the trumps and aces still out, which may beat the listener's cards."""
    threats_elsewhere = True

    def __init__(self, game: DoppelkopfGame, lang: str,
                 verbosity: Verbosity = Verbosity.NORMAL) -> None:
        super().__init__(game, lang, verbosity)
        self.names = CardNames(self.cat, game.deck)
        self.deck = game.deck

    # -- words ----------------------------------------------------------------------------------

    def followed_name(self, klass: int) -> str:
        """What a card did not follow: a suit, or trumps ("no trumps", "Trumpf nicht
        bedient")."""
        return self.t("trump_led") if klass == rules.TRUMP else self.names.suit(klass)

    def class_name(self, klass: int) -> str:
        """A card class's name: "trumps" or a plain suit ("clubs")."""
        return self.t("trumps") if klass == rules.TRUMP else self.names.suit(klass)

    def party(self, party: int) -> str:
        """"Re" or "Kontra"."""
        return self.t(f"party.{party}")

    def contract(self, contract: int) -> str:
        """The game's name ("Damensolo", "normal game"); a solo's also in the form a
        sentence says that someone plays it (``{contract:acc}``: "ein Damensolo", "einen
        Fleischlosen")."""
        name = self.t(f"contract.{contract}")
        if not rules.Contract(contract).is_solo:
            return name
        return Cased(name, {"acc": self.t(f"contract.{contract}.acc")})

    def announcement(self, party: int, level: int, previous: int = -1) -> str:
        """The words of an announcement from ``previous`` up to ``level`` ("Re, keine 90")."""
        words = [self.party(party) if lv == BASE else self.t(f"level.{lv}")
                 for lv in range(previous + 1, level + 1)]
        return ", ".join(words)

    def move_text(self, move: Move) -> str:
        """A card, a reservation or an announcement in a list of choices."""
        if isinstance(move, PlayCard):
            return self.t("text.play", card=self.names.card(move.card))
        if isinstance(move, Reserve):
            return self.t(f"reservation.{move.kind.value}")
        if isinstance(move, Announce):
            if move.level:
                return self.t(f"level.{move.level}")
            if move.party >= 0:
                return self.t("level.own", party=self.party(move.party))
            return self.t("level.0")
        return move.notation

    def choices_brief(self, moves: Sequence[Move]) -> str | None:
        """The reservations to choose from on the braille line, the solos by their short
        names ("Healthy, wedding or solo: queen, jack, clubs, ..., meatless."); each solo's
        whole name ran "You can choose: ..." to 119 cells, "Say healthy, wedding or a solo:
        ..." to 88. The announcements open after the cards one may play, from the lowest to
        the highest ("Announce: Re up to schwarz."; "Announcements open to you: announce Re,
        no 90, no 60, no 30, or schwarz." ran "moves" to 119 cells). None for other moves."""
        if moves and all(isinstance(m, Announce) for m in moves):
            return self._announcements_brief([m for m in moves if isinstance(m, Announce)])
        if not moves or not all(isinstance(m, Reserve) for m in moves):
            return None
        kinds = [m.kind for m in moves if isinstance(m, Reserve)]
        plain = [self.t(f"reservation.{k.value}") for k in kinds if not k.is_solo]
        solos = ", ".join(self.t(f"reservation.{k.value}.brief") for k in kinds if k.is_solo)
        if not solos:
            return None
        if not plain:
            return self.t("brief.choices.solo", solos=solos)
        key = "brief.choices.more" if len(plain) > 1 else "brief.choices"
        return capitalized(self.t(key, plain=", ".join(plain), solos=solos))

    def others_list(self, moves: Sequence[Move], state: State) -> str:
        """The announcements open after the cards one may play, by their names alone
        ("Re, keine 90 oder schwarz"): the sentence says that they are announcements, and
        "Mögliche Ansagen: Re ansagen, keine 90" said it twice."""
        if not moves or not all(isinstance(m, Announce) for m in moves):
            return super().others_list(moves, state)
        names = [self._announcement_name(m) for m in moves if isinstance(m, Announce)]
        return self.join_moves(list(dict.fromkeys(names)))

    def _announcement_name(self, move: Announce) -> str:
        """An announcement by its name alone: the party ("Re"), "Re or Kontra" where the
        party is open, or the level ("keine 90")."""
        if move.level:
            return self.t(f"level.{move.level}")
        return self.party(move.party) if move.party >= 0 else self.t("brief.level.0")

    def _announcements_brief(self, moves: Sequence[Announce]) -> str:
        """The announcements open, by the lowest and the highest: each higher one says the
        lower ones with it, so the levels between go without saying."""
        levels = sorted(moves, key=lambda m: m.level)
        if len(levels) == 1:
            return self.t("brief.announce.one", level=self._announcement_name(levels[0]))
        return self.t("brief.announce", first=self._announcement_name(levels[0]),
                      last=self._announcement_name(levels[-1]))

    def part_text(self, part: Token) -> str:
        """A card or a choice as the move builder reads it."""
        if part.value >= CHOICE_PARTY:
            return self.t("level.own", party=self.party(part.value - CHOICE_PARTY))
        if part.value >= CHOICE_ANNOUNCE:
            level = part.value - CHOICE_ANNOUNCE
            return self.t(f"level.{level}")
        if part.value >= CHOICE_RESERVE:
            return self.t(f"reservation.{part.value - CHOICE_RESERVE}")
        return self.names.card(part.value)

    def _call(self, card: int, seat: Player) -> str:
        """A card with who played it, the listener's own as "from you" (on the braille line
        the card in its code)."""
        return self.played("entry", seat, card=self.card_on_line(card))

    # -- events ---------------------------------------------------------------------------------

    def event_line(self, event: object) -> str:
        """The sentence for one event ("" for none)."""
        p = self.player
        if isinstance(event, CardPlayed):
            return self._played_line(event)
        if isinstance(event, CardDealt):
            return self.dealt(event.seat, event.card)
        if isinstance(event, ReservationSaid):
            return self._reservation_line(event.seat, event.kind)
        if isinstance(event, ContractChosen):
            return self._contract_line(event)
        if isinstance(event, Announced):
            key = "move.reply" if event.reply else "move.announce"
            return self.did(key, event.seat,
                            words=self.announcement(event.party, event.level, event.previous))
        if isinstance(event, PartyRevealed):
            return self._revealed(event)
        if isinstance(event, WeddingClarified):
            if event.partner < 0:
                return self.did("move.wedding_alone", event.holder)
            if event.holder == self.you:  # "East won trick 2, ... and plays with you."
                return self.t("move.wedding_partner.with_you", player=p(event.partner),
                              number=event.trick)
            return self.did("move.wedding_partner", event.partner, holder=p(event.holder),
                            number=event.trick)
        if isinstance(event, TrickWon):
            return self._trick_line(event)
        if isinstance(event, DealScored):
            return " ".join(self._deal_lines(event))
        # GameEnded: the session's result line tells it (said once, not twice).
        return ""

    def _played_line(self, event: CardPlayed, taken: TrickWon | None = None) -> str:
        """A card played ("King of clubs from North."); ``taken``: the trick this card, its
        last, takes, said in the same sentence ("Queen of hearts from West takes the trick,
        10 points."), since a sentence of its own named the winner just named again."""
        brief = self.played_brief(event)
        if brief is not None and taken is None:
            return brief
        # The listener's own card is told in the second person ("You play ..."), without
        # what it did not follow: they know their hand. Their own ruff is told as a ruff
        # ("You overtrump with the queen of diamonds."), as the others' are: whether it beat
        # the trump before it is news, where "You play the queen of diamonds." was not.
        mine = self.player_played(event.seat) is None
        short = "" if mine and not event.trumped else self.renounced(event)
        key = "move.play" if not short else "move.play.overruff" if event.overtrumped \
            else "move.play.underruff" if event.undertrumped \
            else "move.play.ruff" if event.trumped else "move.play.renounce"
        points = {} if taken is None else {"points": taken.points}
        # On the braille line the card in its code: "Jack of spades from West overtrumps (no
        # diamonds) and takes the trick, 26 points." ran to 86 cells.
        text = self.played(key if taken is None else f"{key}.takes", event.seat,
                        card=self.card_on_line(event.card),
                        call=self._call(event.card, event.seat), klass=short, **points)
        return capitalized(text)  # "King of clubs from North."

    def _trick_line(self, event: TrickWon, clarified: WeddingClarified | None = None,
                    last: CardPlayed | None = None) -> str:
        """Who took the trick, with which card and how many points; with ``clarified``, the
        wedding that trick settled for its winner, in the same sentence ("West takes the
        clarifying trick with the ace of spades, 43 points, and so plays with North."): told
        after the trick, the wedding named the winner a second time. ``last``: the trick's
        last card, when it took the trick and is told only here (it said "Ace of spades from
        West. West takes the clarifying trick ..."); a ruff says what it did not follow."""
        place = (event.seat - event.leader) % 4
        card = self.names.card(event.cards[place])
        if clarified is None:  # a trick its last card took is told with that card
            # the braille line's fewer words keep the card on one window ("... with the
            # queen of" | "hearts, 36 points." split it); "East: king of clubs, no diamonds.
            # South wins with king of diamonds, 20 points." ran to 81 cells
            if self.braille_line:  # the card in its code, as the hand shows it
                return self.played("move.trick.line", event.seat, points=event.points,
                                   card=self.card_code(event.cards[place]))
            return self.played("move.trick", event.seat, card=card, points=event.points)
        klass = "" if last is None or event.seat == self.you else self.renounced(last)
        key = "move.clarifying.ruff" if klass else "move.clarifying"
        if self.braille_line:
            # The card in its code and fewer words: "South: king of clubs. You take the
            # clarifying trick with the ace of clubs, 25 points, and so play with East." ran
            # to 112 cells.
            key, card = "move.clarifying.line", self.card_code(event.cards[place])
        if clarified.holder == self.you:
            return self.t(f"{key}.with_you", player=self.player(event.seat), card=card,
                          points=event.points, klass=klass)
        return self.did(key, event.seat, card=card, points=event.points, klass=klass,
                        holder=self.player(clarified.holder))

    def _reservation_line(self, seat: Player, kind: Reservation | None,
                          named: bool = False) -> str:
        """What ``seat`` said before the first card: "healthy", or "reservation" without
        which one (``kind`` None: the engine tells another seat's reservation so). As at the
        table, a solo or a wedding is named only when it is the game played: named at once,
        it told the seats still to speak what they were up against. Its own player hears it
        back ("You say: reservation (queen solo)."). ``named``: the seat spoke last and its
        game is the one played, so it is named now ("North: queen solo.") and
        :meth:`_contract_line` names it no more."""
        if kind is not None and (kind is Reservation.HEALTHY or named):
            return self.did("move.reserve", seat, reservation=self.t(f"reservation.{kind.value}"))
        if seat == self.you and kind is not None:
            # The braille line names the reservation alone ("You: hearts solo."), which
            # leaves room for the game decided in the same message.
            key = "move.reserve.own.brief" if self.braille_line else "move.reserve.own"
            return self.t(key, reservation=self.t(f"reservation.{kind.value}"))
        return self.t("move.reserve", player=self.player(seat),
                      reservation=self.t("reservation.held"))

    def _decided(self, event: ContractChosen, before: object, state: State) -> str:
        """The game decided, told after the last reservation ``before``: who leads alone when
        its player has just named it ("You say: queen solo.", not "You play a queen solo
        alone." after it), and to a listener whose own reservation lost, why. The soloist's
        own solo of choice is not named to them again: their own news says they play it
        ("You are Re and play alone against ..."), which followed "You play a queen solo."."""
        named = (not event.compulsory and isinstance(before, ReservationSaid)
                 and before.seat == event.soloist >= 0)
        own_solo = (not event.compulsory and event.soloist == self.you
                    and rules.Contract(event.contract).is_solo)
        why = self._overruled(event, state)
        if self.braille_line and not named and (why or event.compulsory) \
                and event.soloist != self.you:
            # On the braille line the game and why it goes before the listener's own in one
            # clause: "East: reservation. South plays a queen solo, first in seat order.
            # South leads." ran to 81 cells (84 with a meatless solo), "... South plays a
            # diamonds solo as their compulsory solo. A compulsory solo goes before your
            # solo. South leads." to 131.
            return self._contract_line(event, brief=self._beating_key(event, why))
        if why == "move.overruled.seat" and self.braille_line:
            why = "move.overruled.seat.brief"
        why_text = self.t(why, player=self.player(event.soloist)) if why else ""
        return self._contract_line(event, named or own_solo, why_text)

    @staticmethod
    def _beating_key(event: ContractChosen, why: str) -> str:
        """The braille line's sentence of another seat's solo (``why``: the key of why it
        goes before the listener's own reservation, or ""): a compulsory solo as such, which
        says why ("South plays a spades solo, compulsory."); a solo of choice before the
        listener's wedding ("South's spades solo beats your wedding.") or, named earlier in
        seat order, before their solo ("South, before you, plays a spades solo.")."""
        if event.compulsory:
            return "move.compulsory.brief"
        if why == "move.overruled.wedding":
            return "move.solo.before_wedding"
        return "move.solo.first"

    def _overruled(self, event: ContractChosen, state: State) -> str:
        """The key of why the listener's own reservation is not the game played ("" when it
        is, or the listener said healthy): a solo goes before a wedding, a compulsory solo
        before a solo of choice, and of two solos the one named first in seat order."""
        you = self.you
        mine = self._state(state).said[you] if you is not None else -1
        if mine <= Reservation.HEALTHY.value or event.soloist == you:
            return ""
        if not Reservation(mine).is_solo:
            return "move.overruled.wedding"
        if event.compulsory:
            return "move.overruled.compulsory"
        return "move.overruled.seat"

    def _turn_line_follows(self, leader: Player) -> bool:
        """True when a person leads: the turn line that waits for them names them ("East to
        lead."), so "East leads." would say it twice. Where no seat is the computer's (an
        online table, whose bots lead at once) the bot's card follows at once instead."""
        return leader not in self.elsewhere

    def _contract_line(self, event: ContractChosen, named: bool = False, why: str = "",
                       brief: str = "") -> str:
        """The game decided (to the soloist in the second person) and who leads; to the
        leader only the game, since the turn line that follows says "your lead" (a play-tester
        heard "South leads. South, your lead."). ``named``: its player has just named it
        ("North: queen solo."), so only who leads is said; ``why``: why the listener's own
        reservation lost, said before who leads; ``brief``: the key of the braille line's
        sentence of another seat's solo (:meth:`_beating_key`), which says why itself."""
        p = self.player
        if named:
            line = ""
        elif event.soloist < 0:
            line = self.t("move.normal")
        else:
            key = "move.wedding" if event.contract == rules.Contract.WEDDING.value else "move.solo"
            if event.compulsory:
                key = "move.compulsory"
            line = self.did(brief or key, event.soloist, contract=self.contract(event.contract),
                            solo=self.t(f"reservation.{event.contract}"))
        if event.leader == self.you or self._turn_line_follows(event.leader):
            return " ".join(filter(None, [line, why]))
        return " ".join(filter(None, [line, why, self.t("move.leads", leader=p(event.leader))]))

    def _revealed(self, event: PartyRevealed) -> str:
        if event.cause in (Cause.SOLO, Cause.WEDDING, Cause.ANNOUNCED):
            return ""  # the reservation or the announcement has just said it
        if event.cause is Cause.QUEEN:
            return self.did("reveal.queen", event.seat, party=self.party(event.party))
        return self._deduced([event.seat], event.party)

    def _after(self, event: object, before: object, chosen: ContractChosen | None) -> str:
        """The sentence for ``event`` told right after ``before``: a queen of clubs just
        called ("Queen of clubs from East.") shows its player's party without being named
        again ("East is Re."); a game named by the last seat to speak, the game ``chosen`` by
        this move, is named by its reservation (:meth:`_decided` names it no more)."""
        if isinstance(event, ReservationSaid):
            if (chosen is not None and not chosen.compulsory
                    and chosen.soloist == event.seat):
                # The game played is public with its kind: the contract's number is its
                # reservation's.
                return self._reservation_line(event.seat, Reservation(chosen.contract), True)
            return self._reservation_line(event.seat, event.kind)
        # The queen may have taken the trick, told with it ("Queen of clubs from East takes
        # the trick, 22 points."): that trick's winner played it.
        if (isinstance(event, PartyRevealed) and event.cause is Cause.QUEEN
                and isinstance(before, (CardPlayed, TrickWon))
                and before.seat == event.seat != self.you):
            return self.t("reveal.queen_just_played", player=self.player(event.seat),
                          party=self.party(event.party))
        return self.event_line(event)

    def _deduced(self, seats: list[Player], party: int) -> str:
        """"So West is Kontra.", for every seat the table has just worked out to play for
        ``party``, the listener told in the second person ("So you and West are Kontra.")."""
        others = [self.player(seat) for seat in seats if seat != self.you]
        name = self.party(party)
        if len(others) == len(seats):
            return self.tn("reveal.deduced", len(seats), players=self.cat.join_and(others),
                           party=name)
        if not others:
            return self.t("reveal.deduced.you", party=name)
        return self.t("reveal.deduced.with_you", players=self.cat.join_and(others), party=name)

    def _deal_lines(self, event: DealScored) -> list[str]:
        if self.braille_line:
            return self._deal_lines_brief(event)
        lines = [self._deal_line(event)]
        needs = (scoring.need(scoring.RE, event.said), scoring.need(scoring.KONTRA, event.said))
        if needs != scoring.PLAIN_NEEDS:
            # Announcements moved the targets: say them, or 97 beating 143 sounds like a fault.
            lines.append(self.t("move.needed", re_party=self.party(scoring.RE),
                                kontra_party=self.party(scoring.KONTRA),
                                re=self._need(needs[0]), kontra=self._need(needs[1])))
        # Each party's items after its name once ("for Re: won 1, under 90 1, Re said 2"):
        # "won for Re 1, under 90 for Re 1, Re said for Re 2" named Re in every item.
        by_party: dict[int, list[str]] = {}
        for (name, side), (count, pts) in _items_together(event.items).items():
            by_party.setdefault(side, []).append(
                self.t("item", item=self.tn(f"item.{name}", count), points=pts))
        if by_party:
            groups = [self.t("items.party", party=self.party(side), items=", ".join(items))
                      for side, items in by_party.items()]
            lines.append(self.t("move.items", items="; ".join(groups)))
        entries = [self._seat_points(s, pts) for s, pts in enumerate(event.seat_points)]
        lines.append(self.t("move.points", entries=", ".join(entries)))
        return lines

    def _deal_lines_brief(self, event: DealScored) -> list[str]:
        """The deal's end on the braille line, within two windows: who won it with the card
        points, the winner's first, and each seat's points by its initial ("You win deal 1,
        147 to 93. Points: you 1, E -1, S -1, W 1."; it was "You win deal 1: Re 147, Kontra
        93.", with the points 82 to 94 cells). Who were Re, the scoring items, the targets
        announcements moved and the totals, which ran the line to 260 cells, are in
        "score"."""
        re, kontra = event.re_points, 240 - event.re_points
        if event.winner < 0:
            deal = self.t("brief.deal.nobody", deal=event.deal, re=re, kontra=kontra)
        else:
            won, lost = (re, kontra) if event.winner == scoring.RE else (kontra, re)
            you = self.you
            if you is not None and 0 <= you < len(event.seat_points):
                ours = re if you in event.re_seats else kontra
                deal = self.t("brief.deal.you", verdict=self._verdict(event), ours=ours,
                              theirs=re + kontra - ours)
            else:
                deal = self.t("brief.deal.party", party=self.party(event.winner),
                              deal=event.deal, won=won, lost=lost)
        entries = [self._seat_points(s, pts, brief=True)
                   for s, pts in enumerate(event.seat_points)]
        return [deal, self.t("move.points", entries=", ".join(entries))]

    def _seat_points(self, seat: Player, points: int, brief: bool = False) -> str:
        """A seat's points in a list ("East -4"), the listener's as "you -4": online a
        player heard their own name among the others ("Points: ann -4, East -4, bob 4, West
        4."), at home their side, as if they were somebody else."""
        who = self.cat.text("common.players.you") if seat == self.you \
            else self.seat_brief(seat) if brief else self.player(seat)
        return self.t("seat_points", player=who, points=points)

    def _deal_line(self, event: DealScored) -> str:
        """Who won the deal, who was Re and the card points, one sentence: "Deal 4 goes to
        Kontra: Re were East and South with 87 points, Kontra 153.", the listener in the
        second person when Re ("... you and South were Re ...") and told whether they won
        (:meth:`_verdict`). It said "Deal 4 over." and
        the winner in a sentence of its own after the points ("Kontra wins.")."""
        values = {"verdict": self._verdict(event), "re": event.re_points,
                  "kontra": 240 - event.re_points}
        if self.you not in event.re_seats:
            players = self.cat.join_and([self.player(s) for s in event.re_seats])
            return self.tn("move.deal", len(event.re_seats), players=players, **values)
        partners = [self.player(s) for s in event.re_seats if s != self.you]
        if not partners:
            return self.t("move.deal.you_alone", **values)
        return self.t("move.deal.you_with", players=self.cat.join_and(partners), **values)

    def _verdict(self, event: DealScored) -> str:
        """Who won the deal, first in its line: to a listener of either party whether they
        won or lost ("You lose deal 4"): "Deal 4 goes to Re" left a player of Kontra to work
        out from the parties that they had lost; to anybody else, or when neither party won,
        the party ("Deal 4 goes to Re")."""
        if event.winner < 0:
            return self.t("deal.goes", deal=event.deal, winner=self.t("deal.nobody"))
        you = self.you
        if you is not None and 0 <= you < len(event.seat_points):
            ours = scoring.RE if you in event.re_seats else scoring.KONTRA
            key = "deal.won.you" if ours == event.winner else "deal.lost.you"
            return self.t(key, deal=event.deal)
        return self.t("deal.goes", deal=event.deal, winner=self.party(event.winner))

    def _standing(self, event: DealScored, state: State) -> list[str]:
        """The running totals after a deal's own points, as the score keeper reads them out
        at the table ("Totals: North -11, East 11, ..."): "Points: North -7, ..." alone left
        the player to add up the session in their head. Not after the first deal (the same
        numbers twice), nor after the last, whose result line reads the totals."""
        if event.totals == event.seat_points or state.outcome() is not None \
                or self.braille_line:
            return []
        entries = [self._seat_points(s, pts) for s, pts in enumerate(event.totals)]
        return [self.t("sheet.total", entries=", ".join(entries))]

    def _need(self, need: scoring.Need) -> str:
        """What a party needed: "151 points", "one trick", "every trick"."""
        if need.every_trick:
            return self.t("need.every_trick")
        if need.trick:
            return self.t("need.trick")
        return self.tn("need.points", need.points)

    def move_message(self, state: State, move: Move, events: Sequence[Event],
                     mover: Player) -> Message:
        """Every visible event of the move in order, as one message."""
        def lines() -> list[str]:
            said: list[str] = []
            # The seats one card lets the table work out are told in one sentence.
            before: object = None
            shown = self.visible(events)
            chosen = next((e for e in shown if isinstance(e, ContractChosen)), None)
            clarified = next((e for e in shown if isinstance(e, WeddingClarified)
                              and e.partner >= 0), None)
            scored = next((e for e in shown if isinstance(e, DealScored)), None)
            taken = _taken_by_last_card(shown, clarified)
            last = _settling_card(shown, clarified)
            # A trick ended: on the braille line its cards in their code, as the trick's
            # winner is ("West: ace of diamonds. South wins with ⠟⠉, 18 points. Re catches
            # West's fox." ran to 84 cells).
            self.codes_on_line = any(isinstance(e, TrickWon) for e in shown)
            # The calls of a trick taken follow what it showed (a wedding's partner, a party
            # worked out), which they may name, and come before the deal's reckoning.
            calls: list[str] = []
            for party, run in groupby(shown, key=_deduced_party):
                if party is not None:
                    said.append(self._deduced([e.seat for e in run], party))  # type: ignore[attr-defined]
                    continue
                for event in run:
                    if isinstance(event, DealScored):
                        # Told apart, after the move (:meth:`table_news`).
                        said.extend(calls)
                        calls = []
                        before = event
                        continue
                    if isinstance(event, ContractChosen):
                        said.append(self._decided(event, before, state))
                    elif taken is not None and isinstance(event, CardPlayed):
                        said.append(self._played_line(event, taken))
                    elif event is taken or event is last:
                        pass  # said with its last card, or with the trick it settles
                    elif clarified is not None and isinstance(event, TrickWon) and \
                            event.seat == clarified.partner:  # one sentence for the two
                        said.append(self._trick_line(event, clarified, last))
                    elif clarified is not None and event is clarified and \
                            isinstance(before, TrickWon) and before.seat == event.partner:
                        pass  # said with its trick
                    else:
                        said.append(self._after(event, before, chosen))
                    before = event
                    if isinstance(event, TrickWon):
                        calls = trick_calls(self, event, self._state(state), scored)
            return said + calls

        try:
            message = self.told_with_brief(lines, mover if mover >= 0 else None)
        finally:
            self.codes_on_line = False
        chosen = next((e for e in self.visible(events) if isinstance(e, ContractChosen)), None)
        if chosen is not None and self.you is not None and self._overruled(chosen, state):
            # Why the listener's own reservation lost tells what it was (a solo, a wedding):
            # theirs alone. At a hot seat the line was public, so West, whose jack solo lost,
            # never heard why; now their hand-over tells it.
            message = replace(message, audience=frozenset({self.you}))
        return message

    def table_news(self, state: State, events: Sequence[Event]) -> Message | None:
        """The deal scored, told after the move of its last card: who won it, who were Re
        with the card points, the scoring items, each seat's points and the totals. At the
        end of that move's line the braille display showed it after the last card and trick
        (or before them, 148 to 160 cells, four windows); now the last trick is a line of
        its own ("West: ace of hearts, no spades. South wins with jack of spades, 35
        points.") and the deal's the next ("You lose deal 1: Re 183, Kontra 57. Points: you
        -10, E -10, S 10, W 10."), in the order speech says them."""
        scored = next((e for e in self.visible(events) if isinstance(e, DealScored)), None)
        if scored is None:
            return None
        return self.told_with_brief(
            lambda: [*self._deal_lines(scored), *self._standing(scored, state)], None)

    def hand_resorted(self, events: Sequence[object]) -> bool:
        """True when the move chose a solo that changes which cards are trumps, so a
        player's hand is read anew, sorted for that game (:meth:`hand_text`); not a diamonds
        solo, whose trumps are the normal game's (the hand just read would be read again
        word for word)."""
        normal = rules.table(self.deck, rules.Contract.NORMAL)
        return any(isinstance(e, ContractChosen) and e.soloist >= 0
                   and e.contract != rules.Contract.WEDDING.value
                   and rules.table(self.deck, rules.Contract(e.contract)) != normal
                   for e in events)

    def own_news(self, state: State, events: Sequence[object],
                 viewer: Player) -> tuple[str, str] | None:
        """Once the game is chosen, the party ``viewer``'s own hand makes them, as a player
        at the table knows it from their cards ("You are Re."): play began without it, and a
        player without a queen of clubs had to work out that they were Kontra. A wedding not
        yet settled leaves the party open; a solo says who plays against whom; both queens
        of clubs in a normal game are a silent wedding, Re alone."""
        chosen = next((e for e in events if isinstance(e, ContractChosen)), None)
        if chosen is None:
            return None
        return self._own_party(state, rules.Contract(chosen.contract), chosen.soloist, viewer)

    def own_standing(self, state: State, viewer: Player) -> tuple[str, str] | None:
        """The viewer's own party as it stands now, for a game taken up again (resumed): the
        words of :meth:`own_news`, which play began with, or, once a wedding found its
        partner, plain "You are Re." or "You are Kontra."; None before the game is chosen."""
        s = self._state(state)
        if s.phase != rules_game.PLAY:
            return None
        contract = rules.Contract(s.contract)
        if contract is rules.Contract.WEDDING and s.clarified:
            key = "own.re" if viewer in (s.soloist, s.wedding_partner) else "own.kontra"
            return self.t(key), self.t(f"{key}.brief")
        return self._own_party(state, contract, s.soloist, viewer)

    def _own_party(self, state: State, contract: rules.Contract, holder: Player,
                   viewer: Player) -> tuple[str, str]:
        """The sentence that tells ``viewer`` their own party in ``contract`` (``holder``:
        the soloist or the wedding's holder), and its braille form."""
        values: dict[str, object] = {}
        if contract.is_solo and holder == viewer:
            key = "own.solo"
            values["players"] = self.cat.join_and(
                [self.player(s) for s in range(4) if s != viewer])
        elif contract.is_solo:
            key = "own.against_solo"
            values["players"] = self.cat.join_and(
                [self.player(s) for s in range(4) if s not in (viewer, holder)])
            values["soloist"] = self.player(holder)
        elif contract is rules.Contract.WEDDING:
            key = "own.wedding" if holder == viewer else "own.wedding_open"
            values["holder"] = self.player(holder)
        else:
            queens = knowledge.own_queens(self._state(state), viewer)
            key = ("own.kontra", "own.re", "own.silent")[queens]
        return self.t(key, **values), self.t(f"{key}.brief")

    def turn_text(self, state: State, you: Player | None = None) -> str:
        """Whose turn it is; before the first card, that the player says healthy or a
        reservation; at a trick's start, whose lead it is."""
        s = self._state(state)
        if s.phase == RESERVE and not s.pending and s.outcome() is None:
            return self.turn_for("turn.reserve", s.to_move, you)
        lead = self.lead_turn(state, s.trick, you) if s.phase == rules_game.PLAY else None
        return lead or super().turn_text(state, you)

    def notation_phase(self, state: State) -> str | None:
        """"reserve" before the first card, when healthy or a reservation is typed (a slip
        of the keys is answered with those, not with the cards and the calls)."""
        return "reserve" if self._state(state).phase == RESERVE else None

    def turn_prompt(self, state: State, you: Player | None = None, reminder: str = "") -> str:
        """The turn, and before the listener follows, who is winning the trick."""
        s = self._state(state)
        text = self.turn_text(s, you)
        if s.phase == rules_game.PLAY:
            text = self.turn_with_ahead(s, you, text)
        return f"{text} {reminder}" if reminder else text

    def result_addressed(self, outcome: Outcome) -> bool:
        """Never: the session's end lists the totals, the listener's as "you 4", but does
        not say who won, so the verdict ("You have won.") follows it."""
        return False

    def place_text(self, outcome: Outcome, seats: Sequence[Player]) -> str | None:
        """Where ``seats``, all with the same totals, finished the session: to the listener
        "You finish second with 3 points." ("Du landest auf dem zweiten Platz mit 3
        Punkten."), with who else has the same ("..., level with West."); seats named: "East
        and South finish third with -3 points.", winners "North has won with 11 points.".
        Only the top totals heard "You have won."; the others heard nothing after the
        totals. None for the listener's own win, which the session says."""
        scores = outcome.scores
        if not scores or not seats or not all(0 <= seat < len(scores) for seat in seats):
            return None
        points = scores[seats[0]]
        you = self.you in seats
        names = self.cat.join_and([self.player(seat) for seat in seats])
        many = ".many" if len(seats) > 1 else ""
        if seats[0] in outcome.winners:
            if you:
                return None
            finish = self.tn(f"finish.won{many}", points, players=names)
        else:
            place = 1 + sum(other > points for other in scores)
            finish = self.tn("finish.you" if you else f"finish{many}", points, players=names,
                             place=self.t(f"place.{place}"))
        level = [self.player(other) for other, pts in enumerate(scores)
                 if pts == points and other not in seats]
        if not level:
            return self.t("finish.end", finish=finish)
        return self.t("finish.level", finish=finish, players=self.cat.join_and(level))

    def deal_outcome_text(self, outcome: Outcome) -> str:
        """The session's end: the totals of every seat."""
        scores = outcome.scores or (0, 0, 0, 0)
        entries = [self._seat_points(s, pts) for s, pts in enumerate(scores)]
        return self.t("result", entries=", ".join(entries))

    # -- the table as the listener knows it -------------------------------------------------------

    def hint_card_notes(self, state: State, move: Move, mover: Player) -> list[str]:
        """Why the hinted card, for "why": it must follow and cannot win, so it gives away
        the fewest points; a partner ahead gets its points; the highest trump still out ..."""
        if not isinstance(move, PlayCard):
            return []
        said = doppelkopf_hint(self, self.names, self._state(state), move.card, mover)
        return [said] if said else []

    def _state(self, state: State) -> DoppelkopfState:
        if isinstance(state, DoppelkopfState):
            return state
        raise TypeError("DoppelkopfDescriber needs a DoppelkopfState")

    def table_text(self, state: State) -> str:
        """The game being played, the cards in the current trick and who is winning it; the
        reservations while they are said."""
        return self.trick_table_text(self._state(state))

    def table_body(self, state: State) -> str:
        """The cards in the current trick, or the reservations said so far (what
        :meth:`table_text` says besides the heading and who is winning)."""
        s = self._state(state)
        if s.phase == rules_game.RESERVE:
            # Another seat's reservation is not named before all have spoken; the listener's
            # own is ("North: queen solo.").
            said = [self.t("move.reserve", player=self.player(seat),
                           reservation=self.t(f"reservation.{value}" if value == 0
                                              or (seat == self.you and value != HELD)
                                              else "reservation.held"))
                    for seat, value in enumerate(s.said)
                    if value != UNSAID and seat != s.forced]
            if s.forced >= 0:
                return self.t("status.forced", player=self.player(s.forced))
            return " ".join([self.t("status.reserving"), *said])
        if not s.trick:
            return self.t("status.trick_empty")
        calls = self.trick_entries(s.trick, s.leader, self._call, s.tab.klass.__getitem__,
                                   rules.TRUMP)
        return self.t("status.trick", cards=", ".join(calls))

    def table_heading(self, state: State) -> str:
        """The contract being played, and its player for a solo or a wedding ("The game: a
        queen solo by East."); "" before the reservations are done."""
        s = self._state(state)
        if s.phase != rules_game.PLAY:
            return ""
        if s.soloist >= 0:
            # To its own player: "by you" ("by East" to East, at a hot seat's hand-over).
            return self.did("status.contract_of", s.soloist, contract=self.contract(s.contract))
        return self.t("status.contract", contract=self.contract(s.contract))

    def table_heading_brief(self, state: State) -> str:
        """The contract on the braille line of "status", without "The game:" and its player
        by the seat's initial ("A spades solo by E.", "Piksolo von O."): with "The game: a
        spades solo by East." the status took a window more; "trick" reads it whole."""
        s = self._state(state)
        if s.phase != rules_game.PLAY:
            return ""
        contract = capitalized(self.contract(s.contract))
        if s.soloist >= 0:
            return self.t("brief.contract_of", contract=contract,
                          player=self.seat_brief(s.soloist))
        return self.t("brief.contract", contract=contract)

    def trick_classes(self, state: State) -> tuple[Callable[[int], int], int]:
        """A card not followed is marked on the braille line: trumps are no suit a card's
        code shows."""
        return self._state(state).tab.klass.__getitem__, rules.TRUMP

    def trick_parts_brief(self, state: State) -> list[str]:
        """The trick on the braille line with a card that did not follow marked ("S ⠊⠙
        (trumped, no clubs)"): Doppelkopf's trumps are no suit a card's code shows."""
        s = self._state(state)
        return self.trick_status_brief(s, s.tab.klass.__getitem__, rules.TRUMP)

    def known_partner(self, state: State, seat: Player) -> bool:
        """True when the listener knows ``seat`` is of their party (the other queen of clubs
        played, an announcement, a solo's or a wedding's sides)."""
        you = self.you
        if you is None:
            return False
        known = knowledge.known_parties(self._state(state), you)
        return known[you][0] is not None and known[seat][0] == known[you][0]

    def follow_classes(self, state: State) -> list[tuple[str, int]]:
        """What a player must follow in this deal's contract, each with its mask of cards:
        trumps, then the plain suits (in a normal game hearts are only the ace, the king and
        the nines; the ten of hearts, queens and jacks are trumps)."""
        tab = self._state(state).tab
        order = [rules.TRUMP, *range(rules.TRUMP)]
        return [(self.followed_name(k), tab.masks[k]) for k in order if tab.masks[k]]

    def last_trick_text(self, state: State) -> str:
        """The last trick of the deal taken: the cards in playing order, who took it and its
        card points, and the special points called when it was taken (as the listener now
        knows the parties)."""
        s = self._state(state)
        if not s.tricks:
            return self.t("status.no_last_trick")
        leader, winner, worth, *cards = s.tricks[-1]
        calls = self.trick_entries(cards, leader, self._call, s.tab.klass.__getitem__,
                                   rules.TRUMP)
        taken = TrickWon(winner, leader, tuple(cards), worth, len(s.tricks))
        return " ".join([self.played("status.last_trick", winner, cards=", ".join(calls),
                                  points=worth),
                         *trick_calls(self, taken, s, None)])

    def last_trick_brief(self, state: State) -> str | None:
        """:meth:`last_trick_text` on the braille line: the cards in their code by the seats'
        initials, a ruff marked in a word ("Last trick: E ⠊⠓, S ⠅⠓, W ⠅⠓, N ⠟⠉ trumps; you
        took it, 11 points."); with the names it ran to 159 cells, and with the marks of
        "status" ("(trumped, no hearts)") to 122. None before the first trick is taken."""
        s = self._state(state)
        if not s.tricks:
            return None
        leader, winner, worth, *cards = s.tricks[-1]
        taken = TrickWon(winner, leader, tuple(cards), worth, len(s.tricks))
        said = ""
        # Three ruffs ran the line to 89 cells ("S ⠁⠉ trumps, W ⠊⠉ trumps, N ⠟⠉ trumps"):
        # then the ruffs are left unmarked (the codes show the suits; speech says them).
        for trump in (rules.TRUMP, -1):
            entries = self.trick_entries(cards, leader, self.code_entry,
                                         s.tab.klass.__getitem__, trump, brief=True)
            said = " ".join([self.played("status.last_trick", winner,
                                         cards=", ".join(entries), points=worth),
                             *trick_calls(self, taken, s, None)])
            if cells_at_most(said, self.lang) + CODES_SLACK.get(self.lang, 0) <= TWO_WINDOWS:
                break
        return said

    def parties_text(self, state: State, brief: bool | None = None) -> str:
        """Who is known to be Re and who Kontra, from the listener's view; ``brief``: for the
        braille line, each seat by its initial and without why it is known ("Re: E.
        Kontra: N, S, W."; "status" spoken says why); by default so where the answer is
        worded for the braille line (:meth:`worded_for_line`: "parties", "board"), where "Re:
        East (played a queen of clubs). Kontra: you (your own cards). Party not known yet:
        South and West." ran to 112 cells."""
        if brief is None:
            brief = self.braille_line and self.codes_on_line
        s = self._state(state)
        if s.phase != rules_game.PLAY:
            return ""
        known = knowledge.known_parties(s, s.viewer)
        groups = []
        for party, key in ((0, "status.re"), (1, "status.kontra"), (None, "status.unknown")):
            # Seats known for the same reason share it, said once: "Kontra: North, South and
            # West (against the solo)", not after every name.
            # The listener is "you" ("Re: you (your own cards)"), not their side or name.
            by_cause: dict[Cause | None, list[Player]] = {}
            for seat in range(4):
                side, cause = known[seat]
                if side == party:
                    by_cause.setdefault(None if brief else cause, []).append(seat)
            named = [self._seats_brief(seats) if brief else
                     self.seats_with_you(seats) if cause is None else
                     self.t("status.why", player=self.seats_with_you(seats),
                            why=self._why(cause, party, len(seats), seats == [self.you]))
                     for cause, seats in by_cause.items()]
            if named:
                groups.append(self.t(key, players=", ".join(named)))
        return " ".join(groups)

    def _seats_brief(self, seats: Sequence[Player]) -> str:
        """Seats on the braille line by their initials, the listener first as "you" ("you, S,
        W"), as :meth:`seats_with_you` says them in full."""
        you = [self.cat.text("common.players.you")] if self.you in seats else []
        return ", ".join(you + [self.seat_brief(seat) for seat in seats if seat != self.you])

    def _why(self, cause: Cause, party: int | None, count: int, you: bool = False) -> str:
        """Why ``count`` seats are known to be of ``party``: the party's own words where a
        reason means something else for each (a solo: the soloist "plays the solo", the
        others play "against the solo"; "Kontra: North, South and West (the solo)" named them
        the solo); in the plural for more than one seat ("Re: Ost und Süd (haben je eine
        Kreuz-Dame gespielt)", where "hat" was said of the two); ``you``, the listener alone,
        in the second person where the words have a verb ("Re: du (spielst das Solo)", where
        "spielt" was said after "du")."""
        key = f"why.{cause.name.lower()}"
        own = f"{key}.{party}"
        key = own if party is not None and self.cat.has(self.key(own)) else key
        if you and self.cat.has(self.key(f"{key}.you")):
            return self.t(f"{key}.you")
        return self.tn(key, count)

    def points_text(self, state: State) -> str:
        """The card points each party has taken, as far as the listener knows the parties."""
        s = self._state(state)
        if s.phase != rules_game.PLAY:
            return ""
        known = knowledge.known_parties(s, s.viewer)
        taken = [0, 0, 0]
        for _leader, winner, worth, *_cards in s.tricks:
            party = known[winner][0]
            taken[2 if party is None else party] += worth
        if all(known[seat][0] is not None for seat in range(4)):
            return self.t("status.points_known", re=taken[0], kontra=taken[1])
        return self.t("status.points", re=taken[0], kontra=taken[1], open=taken[2])

    def deal_points_text(self, state: State) -> str:
        """:meth:`points_text` for "score" ("punkte") once a trick of the deal is taken, said
        before the totals: asked during a deal, the score read only the deals before; "" before
        the first trick and between deals."""
        s = self._state(state)
        return self.points_text(s) if s.tricks else ""

    def said_text(self, state: State) -> str:
        """The announcements made in this deal."""
        s = self._state(state)
        if s.phase != rules_game.PLAY:
            return ""
        # Each party by its highest announcement, which holds the lower ones: "Re up to no 60
        # and Kontra up to schwarz", where every level listed for both said "no 90" twice;
        # with who said them, as the table heard it ("Re (East) and Kontra (North)"): "Re and
        # Kontra" left the player to remember which seat had spoken.
        said = []
        for party in (0, 1):
            if s.level[party] < 0:
                continue
            seats = list(dict.fromkeys(seat for seat, side, _level in s.announcers
                                       if side == party))
            # "Re (du)": "Re (Nord)" said to North; on the braille line by the seats'
            # initials ("Kontra up to no 90 (you, W)").
            players = self._seats_brief(seats) if self.braille_line \
                else self.seats_with_you(seats)
            if s.level[party] == BASE:
                said.append(self.t("status.said_party", party=self.party(party),
                                   players=players))
            else:
                said.append(self.t("status.said_up_to", party=self.party(party),
                                   level=self.t(f"level.{s.level[party]}"), players=players))
        if not said:
            return self.t("status.said_none")
        return self.t("status.said", words=self.cat.join_and(said))

    def deadline_text(self, state: State) -> str:
        """The listener's next announcement and for how many more cards it stays open."""
        s = self._state(state)
        seat = s.viewer
        if seat is None or s.phase != rules_game.PLAY:
            return ""
        if rules.Contract(s.contract) is rules.Contract.WEDDING and not s.clarified:
            # Nobody announces before it: the seats that may yet be the partner, whose party
            # is open, heard only "No announcements."
            return self.t("status.wedding_wait")
        party = knowledge.known_parties(s, seat)[seat][0]
        if party is None:
            return ""
        level = s.level[party] + 1
        why, _ = knowledge.refusal(s, seat, party, level)
        if why == 3:
            return self.t("status.wedding_wait")
        if why:
            return ""
        first = knowledge.cards_needed(s, level)
        if level == BASE and len(s.hands[seat]) < first:
            first = knowledge.reply_needed(s, party) or first
        more = len(s.hands[seat]) - first + 1
        return self.tn(self.on_line("status.deadline"), more,
                       words=self.announcement(party, level, level - 1))

    def trumps_out_text(self, state: State) -> str:
        """How many trumps the others may still hold, and the highest of them."""
        s = self._state(state)
        if s.phase != rules_game.PLAY:
            return ""
        tab = s.tab
        unseen = self.unseen_cards(s.hands, s.deck, s.viewer, (c for _, c in s.played))
        out = [c for c in unseen if tab.klass[c] == rules.TRUMP]
        if not out:
            return self.t("status.no_trumps_out")
        out.sort(key=lambda c: -tab.strength[c])
        return self.tn(self.on_line("status.trumps_out"), len(out),
                       top=self.cards_listed(out[:3]))

    def trump_text(self, state: State) -> str:
        """"what is trump": the trumps of the game, highest first, each face once ("This
        game is a queen solo; its trumps, highest first: queen of clubs, ..."); while the
        reservations are asked, the normal game's, as the game is not settled; none in a
        meatless solo."""
        s = self._state(state)
        cards = self.cat.join_and([self.names.card(c) for c in self._trump_ladder(s)])
        if s.phase == rules_game.RESERVE:
            return self.t("trumps.unsettled", cards=cards)
        contract = self.t(f"contract.{s.contract}")
        if not cards:
            return self.t("trumps.none", contract=contract)
        return self.t("trumps.game", contract=contract, cards=cards)

    def trump_brief(self, state: State) -> str | None:
        """:meth:`trump_text` on the braille line, the cards in their code ("Trumps, highest
        first: ⠭⠓⠀⠟⠉ ..."): the words ran to 330 cells. While the reservations are asked,
        marked as the normal game's, as speech says the game is not settled ("Trumps if
        normal game, highest first: ..."). None where there are no trumps."""
        s = self._state(state)
        ladder = self._trump_ladder(s)
        if not ladder:
            return None
        key = "brief.trumps.unsettled" if s.phase == rules_game.RESERVE else "brief.trumps"
        return self.t(key, cards=BLANK.join(self.card_code(c) for c in ladder))

    @staticmethod
    def _trump_ladder(s: DoppelkopfState) -> list[int]:
        """The trumps of the deal's game, highest first, one card of each face."""
        tab = s.tab
        faces: dict[Face, int] = {}
        for card in sorted((c for c in range(len(s.deck)) if tab.klass[c] == rules.TRUMP),
                           key=lambda c: -tab.strength[c]):
            faces.setdefault(s.deck.face(card), card)
        return list(faces.values())

    def threats_text(self, state: State) -> str:
        """What may still beat the listener's cards: the trumps and the aces still out."""
        s = self._state(state)
        if s.phase != rules_game.PLAY:
            return self.t("status.threats_reserving")
        return " ".join(x for x in (self.trumps_out_text(s), self.aces_out_text(s)) if x)

    def aces_out_text(self, state: State) -> str:
        """How many aces of each plain suit the others may still hold."""
        s = self._state(state)
        if s.phase != rules_game.PLAY:
            return ""
        tab, deck = s.tab, s.deck
        out = set(self.unseen_cards(s.hands, deck, s.viewer, (c for _, c in s.played)))
        entries = []
        for suit in (0, 3, 2, 1):
            aces = [c for c in range(len(deck)) if tab.klass[c] == suit
                    and deck.rank(c) is Rank.ACE]
            if aces:
                entries.append(self.t("aces_entry", suit=self.names.suit(suit),
                                      count=sum(c in out for c in aces)))
        return self.t(self.on_line("status.aces_out"), entries=", ".join(entries)) \
            if entries else ""

    def sheet_lines(self, state: State) -> list[str]:
        """The score list: one line per deal, then the totals; worded for the braille line
        (:meth:`worded_for_line`), the seats by their initials ("Deal 2, a jack solo: you
        -6, E 2, S 2, W 2."), each line in two windows of a 40-cell display."""
        s = self._state(state)
        brief = self.braille_line
        lines = []
        for deal, contract, *points in s.sheet:
            entries = [self._seat_points(seat, pts, brief) for seat, pts in enumerate(points)]
            lines.append(self.t("sheet.row", deal=deal, contract=self.contract(contract),
                                entries=", ".join(entries)))
        totals = [self._seat_points(seat, pts, brief) for seat, pts in enumerate(s.totals)]
        lines.append(self.t("sheet.total", entries=", ".join(totals)))
        return lines

    def status_text(self, state: State) -> str:
        """The game and the trick, the known parties and the totals."""
        return " ".join(x for x in (self.table_text(state), self.parties_text(state, brief=False),
                                    self.sheet_lines(state)[-1]) if x)

    def status_brief(self, state: State) -> str | None:
        """:meth:`status_text` on the braille line: the trick with its cards in their code and
        the seats by their initials, who is ahead and the game (:meth:`trick_status_brief`:
        "North, your turn. E ⠊⠓, S ⠊⠉ (no hearts), W ⠅⠓. W, partner, ahead. The game: a
        spades solo by East."), then the known parties and the totals ("Re: S, W. Totals: N
        -3, E -3, S 3, W 3."); the sentence ran to 360 cells, and with the game before the
        trick the turn stood alone on the first line. Why a party is known stays in "status"
        spoken and in "board". The parties of a solo, which its game says, and totals still
        all 0 are left out: with them the line ran to 213 cells ("Re: E. Kontra: N, S, W.
        Totals: N 0, E 0, S 0, W 0."); "score" reads the totals. During the reservations the
        table is what has been said so far, by the seats' initials ("Said: E healthy, S
        reservation."; it was "Reservations are being asked. East: healthy. South: healthy."
        and "Trick 1 of 12.", :meth:`progress_brief`). While the cards are played the totals
        are left out too ("score" reads them): after the trick and the parties they ran the
        line to 174 cells ("... Re: O, W. Kontra: du, S. Stand: N -25, O 7, S -17, W 35.")."""
        s = self._state(state)
        if s.phase == rules_game.PLAY:
            table = self.trick_parts_brief(s)
        elif s.phase == rules_game.RESERVE and s.forced < 0:
            table = [self._reserving_brief(s)]
        else:
            table = [self.table_body(s)]
        solo = s.phase == rules_game.PLAY and s.soloist >= 0 \
            and rules.Contract(s.contract).is_solo
        totals = [self.t("seat_points", player=self.seat_brief(seat), points=pts)
                  for seat, pts in enumerate(s.totals)]
        parts = (*table, "" if solo else self.parties_text(s, brief=True),
                 self.t("sheet.total", entries=", ".join(totals))
                 if any(s.totals) and s.phase != rules_game.PLAY else "")
        return " ".join(part for part in parts if part)

    def _reserving_brief(self, s: DoppelkopfState) -> str:
        """The reservations said so far on the braille line, by the seats' initials ("Said:
        E healthy, S reservation.")."""
        said = [self.t("brief.said", player=self.seat_brief(seat),
                       reservation=self.t(f"reservation.{value}" if value == 0
                                          or (seat == self.you and value != HELD)
                                          else "reservation.held"))
                for seat, value in enumerate(s.said) if value != UNSAID]
        return self.t("brief.status.reserving", said=", ".join(said)) if said \
            else self.t("brief.status.reserving.none")

    def table_brief(self, state: State) -> str | None:
        """The trick command's braille line (:meth:`.CardDescriberMixin.table_brief`); while
        the reservations are said, those said so far as "status" has them ("Said: E
        reservation, S healthy, W healthy."), where "Reservations are being asked. East:
        reservation. South: healthy. West: healthy." ran to 83 cells."""
        reserving = self._reserving_line(state)
        return reserving if reserving is not None else super().table_brief(state)

    def table_before_turn_brief(self, state: State) -> str | None:
        """The table at a hot seat's hand-over on the braille line: while the reservations
        are said, as :meth:`table_brief` has them (the words ran to 83 cells there too)."""
        reserving = self._reserving_line(state)
        return reserving if reserving is not None else super().table_before_turn_brief(state)

    def _reserving_line(self, state: State) -> str | None:
        """The reservations said so far on the braille line while they are asked; None
        after them, or while a solo owed is played."""
        s = self._state(state)
        return self._reserving_brief(s) if s.phase == rules_game.RESERVE and s.forced < 0 \
            else None

    def standing_parts(self, state: State) -> list[tuple[str, str | None]]:
        """While the cards are played, the table, then the parties and the totals, each a
        message and a line of its own: with the trick's marks the two ran the braille line to
        101 cells ("E ⠊⠉, S ⠭⠉, W ⠁⠙ (trumped, no clubs). W ahead. A normal game. Re: you,
        S. Kontra: E, W."). The braille line of the parties names a solo's too, short as
        they are, so that the line is never blank; "score" reads the totals."""
        s = self._state(state)
        if s.phase != rules_game.PLAY:
            return super().standing_parts(state)
        said = (self.parties_text(s, brief=False), self.sheet_lines(s)[-1])
        cards, ahead, _game = self.trick_parts_brief(s)  # the game: on the turn's line
        return [(self.table_text(s), " ".join(p for p in (cards, ahead) if p)),
                (" ".join(p for p in said if p), self.parties_text(s, brief=True))]

    def deals_in(self, state: State) -> int | None:
        """The deals of the session ("Deal 2 of 4."); open with compulsory solos, which
        are played on top of them (a fifth deal of four)."""
        s = self._state(state)
        return None if s.game.options["compulsory_solo"] else s.deals

    def progress_text(self, state: State) -> str:
        """The trick of the deal being played ("Trick 4 of 12.", of 10 without nines)."""
        s = self._state(state)
        return self.trick_progress(len(s.tricks), len(s.deck) // 4)

    def progress_brief(self, state: State) -> str | None:
        """Nothing on the braille line while the reservations are asked: no trick has begun,
        and the status says what has been said instead (it ended "Trick 1 of 12."). While
        the cards are played, the game before the trick's number ("A jack solo by N. Trick 9
        of 12."), on the turn's line of "status", which has room for it: after the trick's
        cards and who is ahead it ran that line to 82 cells."""
        s = self._state(state)
        if s.phase == rules_game.RESERVE:
            return ""
        if s.phase == rules_game.PLAY:
            return " ".join(p for p in (self.table_heading_brief(s), self.progress_text(s)) if p)
        return None

    def hand_text(self, state: State, seat: Player) -> str:
        """``seat``'s hand as that seat may know it, trumps first from the highest, then each
        plain suit from its highest card, in this deal's game (the normal game's order while
        the reservations are asked)."""
        s = self._state(state)
        hand = s.hands[seat]
        if not hand:
            return self.cat.text("cards.hand.empty")
        tab = s.tab
        known = sorted((c for c in hand if c != UNKNOWN),
                       key=lambda c: (-(tab.klass[c] == rules.TRUMP), tab.klass[c],
                                      -tab.strength[c], c))
        groups: list[str] = []
        for klass in (rules.TRUMP, 0, 3, 2, 1):
            cards = [c for c in known if tab.klass[c] == klass]
            if not cards:
                continue
            if klass == rules.TRUMP:
                name, words = self.t("trumps"), [self.names.card(c) for c in cards]
            else:
                name = self.names.suit(klass)
                words = [self.names.rank(s.deck.face(c)) for c in cards]
            group = self.cat.text("cards.hand.group", suit=name, cards=", ".join(words))
            groups.append(capitalized(group))
        hidden = len(hand) - len(known)
        if hidden:
            groups.append(self.cat.plural("cards.hidden", hidden))
        text = self.cat.text("cards.hand", count=self.cat.plural("cards.count", len(hand)),
                             groups=" ".join(groups))
        return capitalized(text)

    def follows_by_rank(self, klass: int) -> bool:
        """Trumps are of every suit, so their ranks alone do not name them: "Follow suit:
        trumps." (the playable key finds them); a plain suit's ranks do."""
        return klass != rules.TRUMP

    def brief_values(self, reason: Reason, state: State) -> dict[str, object] | None:
        """"solo" typed alone on the braille line: the solos that may be said, without how to
        type one (:attr:`brief_keys`: "Which solo: queen, jack, ... or meatless?")."""
        if reason.code is ReasonCode.NOT_PLAYABLE and reason.count == typed.WHY_WHICH_SOLO:
            return {"solos": self._solos(state)}
        return super().brief_values(reason, state)

    def game_reason(self, reason: Reason, state: State) -> str | None:
        """Why a card, a reservation or an announcement is refused, with the deadline."""
        if reason.code is not ReasonCode.NOT_PLAYABLE or reason.count is None:
            return None
        why = reason.count
        loc = reason.locations
        if why == rules_game.WHY_FOLLOW and loc:
            cards = self.cards_to_play(state, FEW)
            if loc[0] == rules.TRUMP:
                said = self.t("reason.follow_trump_cards", cards=cards) if cards \
                    else self.t("reason.follow_trump")
            else:
                suit = self.names.suit(loc[0])
                said = self.t("reason.follow_cards", suit=suit, cards=cards) if cards \
                    else self.t("reason.follow", suit=suit)
            return " ".join(filter(None, [self._misleading_suit(loc, state), said]))
        if why == rules_game.WHY_TOO_LATE and len(loc) == 4:
            words = self.announcement(loc[3], loc[0], loc[0] - 1)
            return self.t("reason.too_late", words=words, need=loc[1], held=loc[2])
        if why == typed.WHY_RESERVED and loc:
            return self.t("reason.reserved", contract=self.contract(loc[0]))
        if why == typed.WHY_WHICH_SOLO:
            return self._which_solo(state)
        if why == typed.WHY_WRONG_PARTY and loc:
            return self.t("reason.wrong_party", party=self.party(loc[0]),
                          other=self.party(1 - loc[0]))
        simple = {rules_game.WHY_ALREADY: "reason.already",
                  rules_game.WHY_WEDDING: "reason.wedding",
                  rules_game.WHY_AFTER_REPLY: "reason.after_reply",
                  rules_game.WHY_NO_WEDDING: "reason.no_wedding",
                  rules_game.WHY_NOT_NOW: "reason.not_now",
                  rules_game.WHY_FORCED: "reason.forced"}
        if why in simple:
            return self.t(simple[why])
        return self.not_held(reason, self.t("reason.not_held"), state)

    def _which_solo(self, state: State, example: bool = True) -> str:
        """"solo" typed alone: which solos may be said, by their short names ("Which solo:
        queen, jack, clubs, spades, hearts, diamonds, or meatless?"), and with ``example``
        how one is typed ("For example, type "queen solo"."); it was "I cannot read
        "solo"."."""
        asked = self.t("reason.which_solo", solos=self._solos(state))
        kinds = self._solo_kinds(state)
        if not example or not kinds:
            return asked
        return " ".join([asked, self.t("reason.which_solo.example",
                                       example=self.t(f"reservation.{kinds[0].value}"))])

    @staticmethod
    def _solo_kinds(state: State) -> list[Reservation]:
        """The solos that may be reserved now, in the order of the legal moves."""
        return [m.kind for m in state.legal_moves() if isinstance(m, Reserve) and m.kind.is_solo]

    def _solos(self, state: State) -> str:
        """The solos that may be reserved now by their short names, joined with "or"."""
        return self.cat.join_or([self.t(f"reservation.{kind.value}.brief")
                                 for kind in self._solo_kinds(state)])

    def _misleading_suit(self, loc: Sequence[object], state: State) -> str:
        """Before a refusal to follow, what the refused card's suit hid: a queen of clubs is
        a trump on a club lead ("The queen of clubs is a trump."), and on a trump lead the
        ace of diamonds of a queen solo is no trump ("... is no trump in this game."); ""
        when the card's class is what its suit says."""
        if len(loc) < 2 or not isinstance(loc[0], int) or not isinstance(loc[1], int):
            return ""
        led, card = loc[0], loc[1]
        klass = self._state(state).tab.klass[card]
        suit = self.deck.face(card).suit
        name = self.names.card(card)
        if led != rules.TRUMP and klass == rules.TRUMP and suit is not None \
                and suit.value == led:
            return capitalized(self.t("reason.is_trump", card=name))
        normal = rules.table(self.deck, rules.Contract.NORMAL).klass[card]
        if led == rules.TRUMP and klass != rules.TRUMP and normal == rules.TRUMP:
            return capitalized(self.t("reason.no_trump", card=name))
        return ""


__all__ = ["DoppelkopfDescriber"]


def _taken_by_last_card(shown: Sequence[object],
                        clarified: WeddingClarified | None) -> TrickWon | None:
    """The trick among ``shown`` that the move's own card, the trick's last, took; None when
    another seat took it, or when it settled a wedding (whose sentence names the winner with
    its new partner)."""
    trick = next((e for e in shown if isinstance(e, TrickWon)), None)
    if trick is None or (trick.seat - trick.leader) % 4 != 3:
        return None
    if clarified is not None and clarified.partner == trick.seat:
        return None
    return trick


def _settling_card(shown: Sequence[object],
                   clarified: WeddingClarified | None) -> CardPlayed | None:
    """The card among ``shown`` that, the trick's last, took the wedding's clarifying trick:
    told within the sentence of that trick, which names its winner; None otherwise."""
    trick = next((e for e in shown if isinstance(e, TrickWon)), None)
    if clarified is None or trick is None or clarified.partner != trick.seat \
            or (trick.seat - trick.leader) % 4 != 3:
        return None
    return next((e for e in shown if isinstance(e, CardPlayed) and e.seat == trick.seat
                 and e.card == trick.cards[3]), None)


def _deduced_party(event: object) -> int | None:
    """The party of a seat the table has just worked out; None for any other event."""
    if isinstance(event, PartyRevealed) and event.cause is Cause.DEDUCED:
        return event.party
    return None


def _items_together(items: Sequence[tuple[str, int, int]]) -> dict[tuple[str, int], list[int]]:
    """The scoring items, each kind once per party with how many there were and their points
    together, in their order: two foxes caught by Kontra, or "no 90" said by both parties, are
    one entry ("2 foxes caught for Kontra 2"), not the same words twice in a row."""
    together: dict[tuple[str, int], list[int]] = {}
    for name, side, points in items:
        entry = together.setdefault((name, side), [0, 0])
        entry[0] += 1
        entry[1] += points
    return together
