"""Words for Whist: cards played, the trump turned up, tricks won, the score sheet."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import groupby

from accessible_games.engine import (
    Event,
    Move,
    Outcome,
    Player,
    Reason,
    ReasonCode,
    State,
)
from accessible_games.engine.events import GameEnded
from accessible_games.engine.types import Token
from accessible_games.games.cards.core import Suit
from accessible_games.games.cards.events import CardDealt, CardPlayed
from accessible_games.games.cards.scoring import ScoreRow
from accessible_games.games.cards.whist import game as rules_game
from accessible_games.games.cards.whist.game import (
    DealEnded,
    GameWon,
    PlayCard,
    RubberWon,
    TrickWon,
    TrumpTurned,
    WhistGame,
    WhistState,
)
from accessible_games.games.cards.whist.scoring import TARGET, honour_points
from accessible_games.narration.cards import FEW, CardDescriberMixin, CardNames
from accessible_games.narration.describer import Describer, Verbosity
from accessible_games.narration.games.card_hints import whist_hint
from accessible_games.narration.hand_counts import HandCounts
from accessible_games.narration.message import Message
from accessible_games.narration.topics import Query, Topic


class WhistDescriber(HandCounts, CardDescriberMixin, Describer):
    """Whist vocabulary in German and English."""

    domain = "whist"
    people_named = True
    win_addressed = True
    trick_event = TrickWon
    deal_event = DealEnded
    follow_why = rules_game.WHY_FOLLOW
    not_held_why = rules_game.WHY_NOT_HELD
    board_queries = (Query("table_text", brief="table_brief"),
                     Query("sheet_lines", brief="sheet_lines"))
    """"board": the table and the score sheet, on the braille line the cards in their code
    and the partnerships by their initials."""
    answers = {Topic.DETAILS: (board_queries[0],
                               Query("last_trick_text", brief="last_trick_brief"),
                               Query("voids_text", brief="voids_brief"), board_queries[1]),
               Topic.THREATS: (Query("voids_text", brief="voids_brief"),)}
    """Threats: a player void in a suit may trump it."""
    threats_elsewhere = True

    def __init__(self, game: WhistGame, lang: str,
                 verbosity: Verbosity = Verbosity.NORMAL) -> None:
        super().__init__(game, lang, verbosity)
        self.names = CardNames(self.cat, game.deck)

    def side(self, side: int, accusative: bool = False) -> str:
        """A partnership's name ("North and South"). At an online table, where people sit
        (:attr:`people`), by who plays it: "you and anna" to a player of that partnership,
        else "bob and West" (a bot's seat by its side, a person away by their own name, not
        "bob's bot"); two bots keep the sides' name. ``accusative``: as the object of a
        sentence ("Partie 1 an dich und Anna", where "an du und Anna" was ungrammatical);
        only the listener's own word changes, names and seats stay as they are."""
        seats = (side, side + 2)
        if not any(seat in self.people for seat in seats):
            return self.t(f"side.{side}")
        if self.you in seats:
            key = "side.you.accusative" if accusative else "side.you"
            return self.t(key, partner=self.person(seats[1 - seats.index(self.you)]))
        return self.cat.join_and([self.person(seat) for seat in seats])

    def about_side(self, key: str, side: int, /, count: int | None = None,
                   **values: object) -> str:
        """Sentence ``key`` about a partnership ({side}: "North and South held ..."), told
        from the listener's side when the listener plays in it (the key's ``.you`` form with
        {partner}, the listener's partner: "You and South held ..."), as one says it at the
        table. Everyone else hears the seats. ``count`` picks a plural form ({count}). The
        partner is named whole on the braille line too: "You and S win deal 7" left the reader
        to guess who S was, and "You and South" still fits two windows."""
        you = self.you
        if you is not None and 0 <= you < 4 and you % 2 == side \
                and self.cat.has(f"{self.key(key)}.you"):
            key, values = f"{key}.you", {"partner": self.person((you + 2) % 4), **values}
        else:
            values = {"side": self._side_name(side), **values}
        return self.t(key, **values) if count is None else self.tn(key, count, **values)

    def _side_name(self, side: int, accusative: bool = False) -> str:
        """A partnership as :meth:`side` names it; on the braille line by its seats'
        initials as the status has them ("NS")."""
        return self.side_brief(side) if self.braille_line else self.side(side, accusative)

    def _counted_side(self, side: int) -> str:
        """A partnership in the tricks counted after a trick, the listener's own from their
        side ("Tricks: you and South 0, East and West 2."): "North and South 0" said to North
        named her partnership as somebody else's. The braille line keeps the initials
        (:meth:`_side_name`, "NS 0, EW 2"), a spectator the seats."""
        you = self.you
        if self.braille_line or you is None or not 0 <= you < 4 or you % 2 != side:
            return self._side_name(side)
        return self.t("side.you", partner=self.person((you + 2) % 4))

    def move_text(self, move: Move) -> str:
        """A card in a list of choices."""
        if isinstance(move, PlayCard):
            return self.t("text.play", card=self.names.card(move.card))
        return move.notation

    def part_text(self, part: Token) -> str:
        """A card as the move builder reads it."""
        return self.names.card(part.value)

    def event_line(self, event: object) -> str:
        """The sentence(s) for one Whist event ("" for none)."""
        if isinstance(event, CardPlayed):
            short = self.renounced(event)
            key = "move.play" if not short else "move.overruff" if event.overtrumped else \
                "move.underruff" if event.undertrumped else \
                "move.ruff" if event.trumped else "move.discard"
            return self.played_brief(event) or self.played(
                key, event.seat, card=self.names.card(event.card), suit=short)
        if isinstance(event, CardDealt):
            return self.dealt(event.seat, event.card)
        if isinstance(event, TrumpTurned):
            return self._trump_turned("move.trump", event)
        if isinstance(event, TrickWon):
            place = (event.seat - event.leader) % 4
            # The winner played the trick's last card, just told: it is not named again.
            key = "move.trick_last" if place == 3 else "move.trick"
            card = self.names.card(event.cards[place])
            if self.braille_line:
                # The winning card in its code, as the hand shows it, and the counts after a
                # colon: "East wins with king of diamonds. Tricks: NS 0, EW 1." ran a trick's
                # line to 86 cells, 97 with a suit not followed.
                key, card = f"{key}.line", self.card_code(event.cards[place])
            # On the braille line the partnerships by their initials, as the status has them
            # ("Tricks: NS 5, EW 5."; "North and South 5, East and West 5" ran the card played
            # and the trick to 131 cells).
            side = self._counted_side
            return self.played(key, event.seat, card=card, side0=side(0), side1=side(1),
                               count0=event.tricks[0], count1=event.tricks[1])
        if isinstance(event, DealEnded):
            return " ".join(self._deal_lines(event))
        if isinstance(event, GameWon):
            # Each side's games with its name, as the score is said: "0 to 1" did not tell
            # East and West which number was theirs.
            return self.about_side("move.game", event.side, value=event.value,
                                   side0=self._side_name(0), side1=self._side_name(1),
                                   games0=event.games[0], games1=event.games[1])
        if isinstance(event, RubberWon):
            return self.about_side("move.rubber", event.side, total=event.total)
        return ""  # GameEnded: the session's result line tells it

    def _trump_turned(self, key: str, event: TrumpTurned) -> str:
        """Sentence ``key`` of the dealer's card turned up ({card}) and the trump suit it
        makes ({suit}), to the dealer in the second person."""
        face = self.names.deck.face(event.card)
        suit = self.names.suit(face.suit) if face.suit is not None else ""
        return self.did(key, event.seat, card=self.card_on_line(event.card), suit=suit)

    def since_mark(self, event: object) -> str | None:
        """In "since", besides the tricks taken, the trumps of a deal dealt meanwhile: "East
        turned up the four of diamonds: diamonds are trumps." (the new hand has other
        trumps than the one before)."""
        if isinstance(event, TrumpTurned):
            # The braille line has the card in its code, without "the" before it.
            return self._trump_turned("since.trump.line" if self.braille_line
                                      else "since.trump", event)
        return super().since_mark(event)

    def _deal_lines(self, event: DealEnded) -> list[str]:
        lines = [self._deal_won("move.deal", event)]
        variant = self.game.variant  # type: ignore[attr-defined]
        # Either the tricks made the game already, or honours would have made its last point:
        # the two are told apart, so a game won by tricks does not sound refused.
        made = max(event.points) >= TARGET[variant]
        for side in (0, 1):
            worth = honour_points(variant, event.honours_held[side])
            if not worth:
                continue
            ranks = self._ranks(event.honour_cards[side])
            key = ("move.honours" if event.honours[side] else
                   "move.honours_after_game" if made else "move.honours_refused")
            lines.append(self.about_side(key, side, worth, ranks=ranks))
        lines.append(self.t("move.score", side0=self.side(0), side1=self.side(1),
                            points0=event.points[0], points1=event.points[1]))
        return lines

    def _deal_won(self, key: str, event: DealEnded) -> str:
        """Who won the deal and its points for tricks, one sentence ("East and West win
        deal 3 with 3 points for tricks."): it said "Deal over. Points for tricks: North and
        South 0, East and West 3.". Seven tricks of thirteen score, so one side always wins."""
        side = self._deal_side(event)
        return self.about_side(key, side, event.tricks[side], deal=event.deal)

    @staticmethod
    def _deal_side(event: DealEnded) -> int:
        """The partnership that won the deal (the one that scored for tricks)."""
        return 0 if event.tricks[0] > event.tricks[1] else 1

    def _ranks(self, cards: Sequence[int]) -> str:
        """Honours by their ranks, "ace, king and jack" (the suit is trumps)."""
        deck = self.game.deck  # type: ignore[attr-defined]
        return self.cat.join_and([self.names.rank(deck.face(card)) for card in cards])

    def move_message(self, state: State, move: Move, events: Sequence[Event],
                     mover: Player) -> Message:
        """Every visible event of the move in order, as one message, up to the deal's end
        (told apart, :meth:`table_news`). The dealer's last card, turned up for trumps, is
        told once, by the turn-up sentence."""
        played, _ = self._shown_apart(events)
        # A card that ends a trick is in its code on the braille line, as the winner's card
        # is ("South: nine of spades, no diamonds. South wins the trick: NS 9, EW 4." ran
        # undo's "Last:" line to 84 cells).
        self.codes_on_line = any(isinstance(e, TrickWon) for e in played)
        try:
            return self.told_with_brief(lambda: [self.event_line(e) for e in played],
                                        mover if mover >= 0 else None)
        finally:
            self.codes_on_line = False

    def table_news(self, state: State, events: Sequence[Event]) -> Message | None:
        """The deal's end, told after the move of its last card and trick: who won the deal,
        the honours, the score, the game when it made one. On the braille line, at the end
        of the last card's line, it ran to 82 cells and more ("Six of hearts. EW win deal 2
        and the game, worth 3. Type score for the rest."); now the last trick is the card's
        line, as every trick's, and the deal a line of its own."""
        _, ended = self._shown_apart(events)
        if not ended:
            return None
        return self.told_with_brief(lambda: self._deal_end_lines(ended), None)

    def _shown_apart(self, events: Sequence[Event]) -> tuple[list[object], list[object]]:
        """The visible events of a move, apart at the deal's end: the cards and tricks, and
        the deal's end with the game and rubber it made (none of them before the last
        card). The rubber is the result line's where the game ended."""
        shown = self.visible(events)
        if any(isinstance(e, GameEnded) for e in shown):  # the result line says who won
            shown = [e for e in shown if not isinstance(e, RubberWon)]
        turned = {e.card for e in shown if isinstance(e, TrumpTurned)}
        shown = [e for e in shown if not (isinstance(e, CardDealt) and e.card in turned)]
        at = next((i for i, e in enumerate(shown) if isinstance(e, DealEnded)), len(shown))
        return shown[:at], shown[at:]

    def _deal_end_lines(self, ended: Sequence[object]) -> list[str]:
        """The lines of the deal's end. On braille (brief verbosity) who won the deal, with
        the game when it made one, and "score" named for the rest (honours, the games won):
        "EW win deal 2 and the game, worth 3. Type score for the rest." The whole of it ran
        to some 300 cells, and with the game won told after "score" was named, to 210."""
        deal = next(e for e in ended if isinstance(e, DealEnded))
        if self.verbosity is not Verbosity.BRIEF:
            return [self.event_line(e) for e in ended]
        game = next((e for e in ended if isinstance(e, GameWon)), None)
        if game is None or game.side != self._deal_side(deal):
            return [self._deal_won("move.deal.brief", deal),
                    *([self.event_line(game)] if game is not None else [])]
        return [self.about_side("move.deal_game.brief", game.side, deal=deal.deal,
                                value=game.value)]

    def hint_card_notes(self, before: State, move: Move, mover: Player) -> list[str]:
        """Why the hinted card, for "why": it takes the trick so far, follows suit low while
        the partner is winning, trumps, leads the highest card still out ..."""
        s = self._state(before)
        if not isinstance(move, PlayCard):
            return []
        said = whist_hint(self, self.names, s, move.card, mover)
        return [said] if said else []

    def deal_outcome_text(self, outcome: Outcome) -> str:
        """The winning partnership and the net points."""
        side = 0 if 0 in outcome.winners else 1
        total = outcome.scores[0] if outcome.scores else 0
        return self.about_side("result.win", side, abs(total))

    def _state(self, state: State) -> WhistState:
        if isinstance(state, WhistState):
            return state
        raise TypeError("WhistDescriber needs a WhistState")

    def table_text(self, state: State) -> str:
        """Trumps, the cards in the current trick and who is winning it."""
        return self.trick_table_text(self._state(state))

    def table_body(self, state: State) -> str:
        """The cards in the current trick, in words (what :meth:`table_text` says besides the
        heading and who is winning, which the window shows over the cards)."""
        s = self._state(state)
        if not s.trick:
            return self.t("status.trick_empty")
        entries = self.trick_entries(s.trick, s.leader, self._entry, self._suit_of, s.trump)
        return self.t("status.trick", cards=self.cat.join_and(entries))

    def table_heading(self, state: State) -> str:
        """The trump suit, once it is turned up ("Trumps: spades.")."""
        s = self._state(state)
        return self.t("status.trumps", suit=self.names.suit(s.trump)) if s.trump >= 0 else ""

    def trump_text(self, state: State) -> str:
        """"what is trump": the suit turned up ("Trumps: spades."); "" before it is."""
        return self.table_heading(state)

    def _entry(self, card: int, seat: Player) -> str:
        """A card in a trick read out, the listener's own as "you the queen of hearts"."""
        return self.played("entry", seat, card=self.names.card(card))

    def _suit_of(self, card: int) -> int:
        suit = self.names.deck.suit(card)
        return -1 if suit is None else suit.value

    def last_trick_text(self, state: State) -> str:
        """The last trick taken: who played what, and who won it."""
        s = self._state(state)
        if not s.last_trick:
            return self.t("status.no_last_trick")
        leader, cards = s.last_trick[0], s.last_trick[1:]
        entries = self.trick_entries(cards, leader, self._entry, self._suit_of, s.trump)
        winner = rules_game.tricks.trick_winner(cards, leader, s.trump_suit(), s.deck, 4)
        return self.played("status.last_trick", winner, cards=self.cat.join_and(entries))

    def last_trick_brief(self, state: State) -> str | None:
        """:meth:`last_trick_text` on the braille line: the cards in their code by the seats'
        initials ("Last trick: E ⠑⠙, S ⠊⠙, W ⠛⠙ and N ⠋⠙; South won it."); a card that did
        not follow shows it by its suit cell, as in "status". With the names the sentence ran
        to 127 cells. None before the first trick is taken."""
        s = self._state(state)
        if not s.last_trick:
            return None
        leader, cards = s.last_trick[0], s.last_trick[1:]
        entries = self.trick_entries(cards, leader, self.code_entry, lambda card: 0)
        winner = rules_game.tricks.trick_winner(cards, leader, s.trump_suit(), s.deck, 4)
        return self.played("status.last_trick", winner, cards=self.cat.join_and(entries))

    def _out(self, s: WhistState) -> list[int]:
        """The cards of this deal still out for the listener: neither played nor in their
        own hand (all unplayed cards for a spectator), highest first."""
        out = self.unseen_cards(s.hands, s.deck, self.you, (card for _, card in s.played))
        return sorted(out, key=lambda c: -s.deck.rank(c).value)

    def trumps_out_text(self, state: State) -> str:
        """How many trumps the others may still hold, and the highest three of them, as a
        careful player counts them ("4 trumps are still out; the highest are the ace of spades,
        the ten of spades and the seven of spades."); nothing before trumps are turned up."""
        s = self._state(state)
        trump = s.trump_suit()
        if trump is None:
            return ""
        out = [c for c in self._out(s) if s.deck.suit(c) is trump]
        if not out:
            return self.t("out.no_trumps")
        return self.tn(self.on_line("out.trumps"), len(out), top=self.cards_listed(out[:3]))

    def tops_out_text(self, state: State) -> str:
        """The highest card still out in each plain suit: what may still beat the listener's
        cards there ("Highest still out: the king of clubs and the queen of hearts; none in
        diamonds.")."""
        s = self._state(state)
        trump = s.trump_suit()
        if trump is None:
            return ""
        out = self._out(s)
        entries, empty = [], []
        for suit in Suit:
            if suit is trump:
                continue
            cards = [c for c in out if s.deck.suit(c) is suit]
            if cards:
                entries.append(self.card_listed(cards[0]))
            else:
                empty.append(self.names.suit(suit))
        if not entries:
            return self.t("out.tops.none")
        text = self.join_listed(entries)
        if empty:
            return self.t(self.on_line("out.tops.some"), entries=text,
                          suits=self.cat.join_and(empty))
        return self.t(self.on_line("out.tops"), entries=text)

    def sheet_lines(self, state: State) -> list[str]:
        """The score sheet: the game in play first, one line a deal, where the partnerships
        stand, then each game already won in one line ("Game 1 to North and South, 13 to 9,
        worth 1."). The deals of the games won came first, a dozen lines before the points
        that count now. Worded for the braille line (:meth:`worded_for_line`), the
        partnerships go by their initials and the honours in their code ("Deal 3: NS 2
        points for honours (⠁⠓⠀⠅⠓)."; "Points: NS 4, EW 0. Games: NS 1, EW 0."): the
        sentences ran to 124 cells, the standing to 121."""
        s = self._state(state)
        games: list[list[tuple[ScoreRow, Sequence[int]]]] = [[]]
        for row, written in zip(s.score_sheet().rows, s.sheet, strict=True):
            if row.kind == "rubber" and len(games) > 1:
                games[-2].append((row, written[4:]))  # the rubber, won with the last game
                continue
            games[-1].append((row, written[4:]))
            if row.kind == "game":
                games.append([])
        lines = [self._sheet_deal(deal, list(group))
                 for deal, group in groupby(games[-1], key=lambda pair: pair[0].deal)]
        won = [self._sheet_game(number, [row for row, _ in rows])
               for number, rows in enumerate(games[:-1], 1)]
        return [*lines, self._standing(s), *self._deal_tricks(s), *won]

    def _sheet_game(self, number: int, rows: Sequence[ScoreRow]) -> str:
        """A game already won in one line: to whom, the points each side scored in it (the
        winners' first) and what it was worth, and the rubber when it was won with it."""
        side = next(row.points.index(max(row.points)) for row in rows if row.kind == "game")
        scored = [sum(row.points[s] for row in rows if row.kind in ("tricks", "honours"))
                  for s in (0, 1)]
        items = [self.t("sheet.finished", number=number,
                        side=self._side_name(side, accusative=True),
                        won=scored[side], lost=scored[1 - side],
                        value=sum(row.points[side] for row in rows if row.kind == "game"))]
        items += [self.t("sheet.rubber", side=self._side_name(winner, accusative=True),
                         points=row.points[winner])
                  for row in rows if row.kind == "rubber"
                  for winner in [row.points.index(max(row.points))]]
        return self.t("sheet.game_line", items="; ".join(items))

    def _sheet_deal(self, deal: int, rows: Sequence[tuple[ScoreRow, Sequence[int]]]) -> str:
        """One deal of the game in play as a score keeper reads it out: who scored what, each
        partnership named once ("Deal 2: East and West 4 for tricks and 4 for honours (ace,
        king, queen and jack of spades)."). A line per row, each with both partnerships ("In
        Runde 1 Punkte für Stiche über sechs: Nord und Süd 0, Ost und West 5."), read stiffly
        and said every 0 of the side that scored nothing."""
        scored: list[tuple[int, str]] = []
        for row, cards in rows:
            for side, points in enumerate(row.points):
                if not points:
                    continue
                if row.kind == "honours" and cards and self.braille_line and \
                        self.codes_on_line:
                    scored.append((side, self.tn("sheet.honours_cards.brief", points,
                                                 cards=self.join_listed(
                                                     [self.card_code(c) for c in cards]))))
                elif row.kind == "honours" and cards:
                    suit = self.game.deck.suit(cards[0])  # type: ignore[attr-defined]
                    scored.append((side, self.tn(
                        "sheet.honours_cards", points, ranks=self._ranks(cards),
                        suit=self.names.suit(suit) if suit is not None else "")))
                else:
                    scored.append((side, self.tn(self.on_line(f"sheet.{row.kind}"), points)))
        groups = [self.t("sheet.side", side=self._side_name(side),
                         items=self.cat.join_and([item for _, item in items]))
                  for side, items in groupby(scored, key=lambda pair: pair[0])]
        if not groups:
            return self.t("sheet.deal.none", deal=deal)
        return self.t("sheet.deal", deal=deal, items="; ".join(groups))

    def _standing(self, s: WhistState) -> str:
        """Where the partnerships stand: points and games."""
        return self.t(self.on_line("sheet.now"), side0=self._side_name(0),
                      side1=self._side_name(1), a=s.points[0], b=s.points[1], ga=s.games[0],
                      gb=s.games[1])

    def _deal_tricks(self, s: WhistState) -> list[str]:
        """The tricks each partnership has taken in the deal being played (none before the
        first trick is won or after the last)."""
        if not 0 < sum(s.taken) < 13:
            return []
        return [self.t("sheet.deal_tricks", side0=self._side_name(0),
                       side1=self._side_name(1), a=s.taken[0], b=s.taken[1])]

    def status_text(self, state: State) -> str:
        """This deal's tricks first (they came last, after points and games), then trumps,
        the trick and the score."""
        s = self._state(state)
        return " ".join([*self._deal_tricks(s), self.table_text(state), self._standing(s)])

    def status_brief(self, state: State) -> str | None:
        """The trick with the seats by their initials and the cards in their braille code,
        who is winning it and the trumps (:meth:`trick_status_brief`: "East, your turn. S
        ⠑⠓, W ⠛⠓, N ⠙⠓. W, partner, ahead. Trumps: diamonds."). The standing ("Points: NS
        0, EW 0; games 0:0; tricks 5:3.") stood here too, 165 cells in all: "score" reads
        it (points, games and this deal's tricks). The sentence ran to 400 cells."""
        # A card that did not follow shows it by its suit cell: no "(no spades)" here.
        return " ".join(part for part in self.trick_status_brief(self._state(state)) if part)

    def turn_text(self, state: State, you: Player | None = None) -> str:
        """Whose turn it is; at a trick's start, whose lead it is."""
        return self.lead_turn(state, self._state(state).trick, you) or super().turn_text(state, you)

    def turn_prompt(self, state: State, you: Player | None = None, reminder: str = "") -> str:
        """The turn, and before the listener follows, who is winning the trick."""
        s = self._state(state)
        text = self.turn_with_ahead(s, you, self.turn_text(s, you))
        return f"{text} {reminder}" if reminder else text

    def taken_up_text(self, state: State) -> str:
        """Which deal and trick, this deal's tricks and the score ("Deal 2, trick 4 of 13.
        Tricks this deal: …"), said first when the game is taken up again."""
        s = self._state(state)
        where = self.t("taken_up", deal=s.deal_no, trick=min(sum(s.taken) + 1, 13))
        return " ".join([where, *self._deal_tricks(s), self._standing(s)])

    def taken_up_brief(self, state: State) -> str:
        """:meth:`taken_up_text` on the braille line: the deal, the trick and this deal's
        tricks by the partnerships' initials ("Deal 2, trick 4 of 13. Tricks this deal: NS 2,
        EW 1."); with the points and the games it ran to 188 cells, and "score" reads them."""
        s = self._state(state)
        where = self.t("taken_up", deal=s.deal_no, trick=min(sum(s.taken) + 1, 13))
        if not 0 < sum(s.taken) < 13:
            return where
        return " ".join([where, self.t("sheet.deal_tricks", side0=self.side_brief(0),
                                       side1=self.side_brief(1), a=s.taken[0], b=s.taken[1])])

    def progress_text(self, state: State) -> str:
        """The trick of the deal being played ("Trick 4 of 13.")."""
        return self.trick_progress(sum(self._state(state).taken), 13)

    def hand_text(self, state: State, seat: Player) -> str:
        """``seat``'s hand as that seat may know it."""
        return self.names.hand(self._state(state).hands[seat])

    def game_reason(self, reason: Reason, state: State) -> str | None:
        """"You must follow suit: you hold hearts."; "You do not hold the queen of diamonds."."""
        if reason.code is not ReasonCode.NOT_PLAYABLE or reason.count is None:
            return None
        if reason.count == rules_game.WHY_FOLLOW and reason.locations:
            cards = self.cards_to_play(state, FEW)
            if cards:
                return self.t("reason.follow_cards", cards=cards)
            return self.t("reason.follow", suit=self.names.suit(reason.locations[0]))
        return self.not_held(reason, self.t("reason.not_held"), state)


__all__ = ["WhistDescriber"]
