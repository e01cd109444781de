"""Words for Mau Mau: cards played, wishes, sevens stacked, Mau called or missed, the pile, and
cards thrown in out of turn."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import replace

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
from accessible_games.engine.types import Token, TokenKind
from accessible_games.games.cards.core import UNKNOWN, Face, Rank, Suit
from accessible_games.games.cards.events import CardDealt, CardPlayed, CardTurned, TalonReshuffled
from accessible_games.games.cards.mau_mau import commands as rules_game
from accessible_games.games.cards.mau_mau.game import MauMauGame, MauMauState
from accessible_games.games.cards.mau_mau.rules import (
    DECLINE,
    DRAW,
    PASS,
    DealScored,
    DirectionReversed,
    Draw,
    DrawRule,
    DrawStacked,
    Drew,
    KeptCard,
    LeftLast,
    MauCalled,
    MauMissed,
    Pass,
    Play,
    PlayerOut,
    SuitWished,
    TurnSkipped,
)
from accessible_games.games.cards.mau_mau.throw_in import Decline, ThrowIn, ThrowInKept, ThrownIn
from accessible_games.narration.cards import FEW, CardDescriberMixin, CardNames
from accessible_games.narration.catalog import capitalized
from accessible_games.narration.cell_count import TWO_WINDOWS, cells_at_most
from accessible_games.narration.describer import Describer, Verbosity
from accessible_games.narration.games.card_hints import mau_mau_hint
from accessible_games.narration.message import Message
from accessible_games.narration.topics import Query, Topic


class MauMauDescriber(CardDescriberMixin, Describer):
    """Mau Mau vocabulary in German and English."""

    domain = "maumau"
    numbered_sides = True
    deal_event = DealScored
    board_queries = (Query("table_text", brief="table_brief"),)
    """"board": the table (the hand is read before it); on the braille line as "pile" has
    it."""
    answers = {Topic.DETAILS: (*board_queries, Query("score_text", brief="score_brief")),
               Topic.THREATS: (Query("threats_text"),)}

    def __init__(self, game: MauMauGame, lang: str,
                 verbosity: Verbosity = Verbosity.NORMAL) -> None:
        super().__init__(game, lang, verbosity)
        self.names = CardNames(self.cat, game.deck)
        self._mau_game = game
        self._draw_end_told = False
        self._counts_named = True
        """Whether :meth:`_seat_numbers` names each person's seat (:meth:`_fitted`)."""

    def draw_ends_turn(self, events: Sequence[Event]) -> str | None:
        """After the listener's own draw that ends the turn (the seed's rule, or sevens
        drawn): "Drawing ends your turn." the first time, so a player who drew a card that
        fits learns why it waits; "Turn over." after that, as the rule is known by then and
        a shorter line leaves the braille display to the cards drawn. None for other moves."""
        drew = [e for e in events if isinstance(e, Drew) and e.seat == self.you]
        rule = self._mau_game.rules.draw_rule
        if not drew or not (drew[0].forced or rule is DrawRule.END):
            return None
        told, self._draw_end_told = self._draw_end_told, True
        return self.t("move.draw_ends.short" if told else "move.draw_ends")

    def move_texts(self, moves: Sequence[Move]) -> list[str]:
        """A jack that may wish every suit gets one phrase for its four moves ("the jack of
        clubs wishing any suit"), said once in the list instead of once per suit."""
        wishes: dict[tuple[int, bool], int] = {}
        for move in moves:
            if isinstance(move, Play) and move.wish >= 0:
                wishes[move.card, move.mau] = wishes.get((move.card, move.mau), 0) + 1
        texts: list[str] = []
        for move in moves:
            if isinstance(move, Play) and move.wish >= 0 and \
                    wishes[move.card, move.mau] == len(Suit):
                text = self.t("text.jack_any", card=self.names.card(move.card))
                texts.append(self.t("text.mau", move=text) if move.mau else text)
            else:
                texts.append(self.move_text(move))
        return texts

    def cards_drawn(self, events: Sequence[Event]) -> int | None:
        """How many cards a move of drawing draws (the session names them with it, to the
        player who drew: "You draw the ace of hearts."), or None for any other move."""
        if len(events) == 1 and isinstance(events[0], Drew):
            return events[0].count
        return None

    def since_closing(self, event: object, ended: Outcome | None = None) -> str | None:
        """As a deal's result in "since", the game's where its last deal ended it: the game
        said "Spieler 4 gewinnt das Spiel." and not the deal's sentence, and "since" said
        "Spieler 4 gewinnt die Runde. Gewonnene Runden: …" after the end."""
        if ended is not None and isinstance(event, DealScored):
            return self.outcome_text(ended)
        return super().since_closing(event, ended)

    def since_note(self, event: object) -> str | None:
        """After a jack in "since": the suit it wished."""
        if isinstance(event, SuitWished):
            return self.t("since.wished", suit=self.names.suit(event.suit))
        return None

    def since_mark(self, event: object) -> str | None:
        """In "since", a sentence where it happened: a player who missed a turn to an 8, said
        Mau (or did not, and drew the penalty), or drew; the direction of play changed (a
        nine, where it reverses)."""
        if isinstance(event, DirectionReversed):
            return self.t("since.reversed")
        if isinstance(event, TurnSkipped):
            return self.did("since.skipped", event.seat)
        if isinstance(event, MauCalled):
            return self.did("since.mau", event.seat)
        if isinstance(event, MauMissed):
            return self.did("since.mau_missed", event.seat, event.penalty)
        if isinstance(event, Drew):
            return self.did("since.drew", event.seat, event.count)
        return super().since_mark(event)

    def since_marks(self, events: Sequence[object]) -> str | None:
        """In "since", one sentence for marks in a row with no card played between them:
        draws ("West and North each drew a card."); None where they do not go together."""
        draws = [(e.seat, e.count) for e in events if isinstance(e, Drew)]
        return self.draws_text(draws, "since.drew") if len(draws) == len(events) else None

    def draws_text(self, draws: Sequence[tuple[Player, int]], key: str = "move.draw") -> str:
        """Draws in a row (``(seat, count)`` each) told together: one seat's draws added up
        ("North draws 3 cards."), neighbours who draw as many said in one sentence ("West and
        North each draw a card."), in the order they drew (after a nine, "Players 4 and 3");
        ``key``: "move.draw" live, "since.drew" in "since". The listener's own draws stand
        alone (their cards are named to them)."""
        summed: list[tuple[Player, int]] = []
        for seat, count in draws:
            if summed and summed[-1][0] == seat:
                count += summed.pop()[1]
            summed.append((seat, count))
        groups: list[tuple[list[Player], int]] = []
        for seat, count in summed:
            last = groups[-1] if groups else None
            if last is not None and last[1] == count and self.you not in (seat, *last[0]):
                last[0].append(seat)
            else:
                groups.append(([seat], count))
        return " ".join(
            self.did(key, seats[0], count) if len(seats) == 1 else
            capitalized(self.tn(f"{key}.each", count,
                                players=self.players_joined(seats, in_order=True)))
            for seats, count in groups)

    def move_text(self, move: Move) -> str:
        """A move in a list of choices."""
        if isinstance(move, Play):
            card = self.names.card(move.card)
            text = (self.t("text.jack", card=card, suit=self.names.suit(move.wish))
                    if move.wish >= 0 else self.t("text.play", card=card))
            return self.t("text.mau", move=text) if move.mau else text
        if isinstance(move, ThrowIn):
            card = self.names.card(move.card)
            text = (self.t("text.throw_jack", card=card, suit=self.names.suit(move.wish))
                    if move.wish >= 0 else self.t("text.throw", card=card))
            return self.t("text.mau", move=text) if move.mau else text
        if isinstance(move, Draw):
            return self.t("text.draw")
        if isinstance(move, Pass):
            return self.t("text.pass")
        if isinstance(move, Decline):
            return self.t("text.keep")
        return move.notation

    def part_text(self, part: Token) -> str:
        """A card, a wished suit or a choice as the move builder reads it."""
        if part.kind is TokenKind.CARD:
            return self.names.card(part.value)
        if part.kind is TokenKind.SUIT:
            return self.names.suit(part.value)
        if part.value == DRAW:
            return self.t("text.draw")
        if part.value == PASS:
            return self.t("text.pass")
        if part.value == DECLINE:
            return self.t("text.keep")
        return self.t("text.mau_word")

    def event_lines(self, events: Sequence[object], dealer: Player | None = None) -> list[str]:
        """One sentence per event the listener may see (a card with its wish, Mau or going
        out in one: :meth:`_played_with`); the first card turned up names the ``dealer`` when
        it is given (so a listener knows why the next seat begins)."""
        lines: list[str] = []
        shown = list(self.visible(events))
        index = 0
        while index < len(shown):
            event = shown[index]
            index += 1
            if isinstance(event, CardTurned) and dealer is not None:
                lines.append(self.did("move.dealt_turned", dealer,
                                      card=self.names.card(event.card)))
                continue
            if isinstance(event, CardPlayed) and self.braille_line:
                line, used = self._played_line(event, shown[index:])
                index += used
            elif isinstance(event, CardPlayed) and self.verbosity is not Verbosity.BRIEF:
                line, used = self._played_with(event, shown[index:])
                index += used
            elif isinstance(event, ThrownIn) and self.braille_line:
                call = self._called(shown[index:], event.seat)
                line = self._thrown_line(event, call)
                index += call is not None
            elif isinstance(event, ThrownIn) and self.verbosity is not Verbosity.BRIEF \
                    and index < len(shown) and isinstance(shown[index], (MauCalled, MauMissed)) \
                    and getattr(shown[index], "seat", None) == event.seat:
                line = self._thrown_with(event, shown[index])
                index += 1
            else:
                line = self.event_line(event)
            if line:
                lines.append(line)
        if self.verbosity is not Verbosity.BRIEF and any(
                isinstance(e, MauMissed) and e.seat == self.you for e in shown):
            # How to say it next time, to the one who missed it: after what the card did
            # ("The direction of play changes."), which it once cut off from the card.
            # In the terminal no key plays a card: only the typed way is named.
            lines.append(self.t("move.mau_missed.how.typed" if self.typed_only
                                else "move.mau_missed.how"))
        return lines

    @staticmethod
    def _called(after: Sequence[object], seat: Player) -> MauCalled | MauMissed | None:
        """The Mau ``seat`` said or missed, when it is the first of the events ``after``."""
        first = after[0] if after else None
        if isinstance(first, (MauCalled, MauMissed)) and first.seat == seat:
            return first
        return None

    def _call_note(self, call: MauCalled | MauMissed) -> str:
        """The Mau said or missed as a note of a braille line ("no Mau, a penalty card")."""
        if isinstance(call, MauMissed):
            return self.tn("line.mau_missed", call.penalty)
        return self.t("line.mau")

    def _thrown_line(self, thrown: ThrownIn, call: MauCalled | MauMissed | None) -> str:
        """On the braille line, a card thrown in, the card in its code, with the Mau said or
        missed ("Player 3 throws in ⠅⠓, no Mau, a penalty card."): with the sevens it adds
        to, "Player 3 throws in the seven of hearts out of turn." ran past two windows."""
        card = self.card_code(thrown.card)
        if call is None:
            return self.did("line.thrown.plain", thrown.seat, card=card)
        return self.did("line.thrown", thrown.seat, card=card, notes=self._call_note(call))

    def _played_line(self, played: CardPlayed, after: Sequence[object]) -> tuple[str, int]:
        """On the braille line, a card played with what came with it in one line, the card in
        its code and the rest as notes: "Player 4: ⠓⠙, no Mau, a penalty card.", "Player 5:
        ⠛⠓, deal won. Points: you 34, 13, 31, 14, 5." (the sentences ran to 110 and 200
        cells); a card alone as the brief verbosity says it ("Player 2: queen of hearts.").
        Also how many of the events ``after`` it told."""
        seat, notes, used, tail = played.seat, [], 0, ""

        def mine(kind: type) -> object | None:
            event = after[used] if used < len(after) else None
            return event if isinstance(event, kind) and \
                getattr(event, "seat", getattr(event, "winner", None)) == seat else None

        wish = mine(SuitWished)
        if isinstance(wish, SuitWished):
            notes.append(self.t("line.wish", suit=self.names.suit(wish.suit)))
            used += 1
        call = self._called(after[used:], seat)
        if call is not None:
            notes.append(self._call_note(call))
            used += 1
        out = mine(PlayerOut)
        if isinstance(out, PlayerOut):
            used += 1
            won = mine(DealScored)
            if isinstance(won, DealScored):
                notes.append(self.t("line.deal_won"))
                tail = self._deal_table_brief(won)
                used += 1
            elif self.game.options["play_on"]:
                notes.append(self.t("line.out.place", place=out.place))
            else:
                notes.append(self.t("line.out"))
        if not notes:
            return self.event_line(played), 0
        line = self.did("line.play", seat, card=self.card_code(played.card),
                        notes=", ".join(notes))
        return " ".join(part for part in (line, tail) if part), used

    def _deal_table_brief(self, scored: DealScored) -> str:
        """After a deal on the braille line, the points so far or the deals won, in seat order
        ("Points: you 34, 13, 31, 14, 5.")."""
        if self.game.options["scoring"] == "points":
            return self.t("brief.points", counts=self._seat_numbers(scored.points))
        return self.t("brief.wins", counts=self._seat_numbers(scored.wins))

    def _seat_numbers(self, values: Sequence[int], after: Player | None = None) -> str:
        """A number for every seat in seat order on the braille line, joined with commas: the
        listener's marked ("you 5, 4, 4, 4"), each seat by name where people's names are known
        ("anna 5, you 4, Player 3 4") unless :meth:`_fitted` leaves names out, where "Player
        2: 4" four times over ran to 130 cells; the seat ``after`` the listener marked as the
        next ("you 5, 4, 4, next 4")."""
        def entry(seat: Player, value: int) -> str:
            if seat == self.you:
                return self.t("brief.count.you", count=value)
            said = self.t("brief.entry", player=self.seat_brief(seat), count=value) \
                if self.people and self._counts_named else str(value)
            return self.t("brief.next", entry=said) if seat == after else said
        return ", ".join(entry(seat, value) for seat, value in enumerate(values))

    def _fitted(self, line: Callable[[], str]) -> str:
        """A braille ``line`` worded to fit two windows (by :func:`cells_at_most`) where people's
        names make it long, in steps: as it is, each seat's count by its person's name
        (:meth:`_seat_numbers`); else the counts a number a seat in seat order, as at home;
        else with every seat by its number as well ("Player 4 wins.", "Player 6: ⠛⠙, no
        Mau, a penalty card."). Seven people of ten letters or so ran a result to 137 cells,
        the hands to 126, a deal won to 146. Speech keeps the names."""
        brief = line()
        if not self.people or cells_at_most(brief, self.lang) <= TWO_WINDOWS:
            return brief
        with self._counts_unnamed():
            brief = line()
        if cells_at_most(brief, self.lang) <= TWO_WINDOWS:
            return brief
        with self.without_names():
            return line()

    @contextmanager
    def _counts_unnamed(self) -> Iterator[None]:
        """Within the block :meth:`_seat_numbers` gives each seat's count without its person's
        name, in seat order as at home."""
        self._counts_named = False
        try:
            yield
        finally:
            self._counts_named = True

    def _thrown_with(self, thrown: ThrownIn, call: object) -> str:
        """A card thrown in with the Mau said or missed in the same sentence ("Player 3
        throws in the king of hearts out of turn without saying Mau and draws a penalty
        card."): the name once."""
        card = self.names.card(thrown.card)
        if isinstance(call, MauMissed):
            return self.tn("move.thrown_missed", call.penalty, player=self.player(thrown.seat),
                           card=card)
        return self.t("move.thrown_mau", player=self.player(thrown.seat), card=card)

    def _played_with(self, played: CardPlayed, after: Sequence[object]) -> tuple[str, int]:
        """A card played, with what its player did with it in the same sentence (the wish,
        Mau, going out): "Player 2 plays the jack of clubs and wishes for hearts.", not the
        name twice. Also how many of the events ``after`` it told."""
        seat, card = played.seat, self.names.card(played.card)

        def next_is(at: int, kind: type) -> bool:
            return at < len(after) and isinstance(after[at], kind) and \
                getattr(after[at], "seat", None) == seat

        first = after[0] if after else None
        wish = first if isinstance(first, SuitWished) and first.seat == seat else None
        mau = next_is(1 if wish else 0, MauCalled)
        if isinstance(first, PlayerOut) and first.seat == seat:  # the last card
            if not self.game.options["play_on"]:  # the deal ends: its winner is said next
                return self.did("move.play_out.deal_over", seat, card=card), 1
            return self.did("move.play_out", seat, card=card, place=first.place), 1
        at = 1 if wish else 0
        missed = after[at] if next_is(at, MauMissed) else None
        if isinstance(missed, MauMissed):  # the penalty in the same sentence: the name once
            key = "move.play_wish_missed" if wish else "move.play_missed"
            suit = "" if wish is None else self.names.suit(wish.suit)
            return self.did(key, seat, missed.penalty, card=card, suit=suit), at + 1
        used = (wish is not None) + mau
        if wish is None:
            return self.did("move.play_mau" if mau else "move.play", seat, card=card), used
        suit = self.names.suit(wish.suit)
        return self.did("move.play_wish_mau" if mau else "move.play_wish", seat, card=card,
                        suit=suit), used

    def event_line(self, event: object) -> str:
        """The sentence for one Mau Mau event ("" for none)."""
        p = self.player
        if isinstance(event, CardPlayed):
            return self.played_brief(event) or self.did(
                "move.play", event.seat, card=self.names.card(event.card))
        if isinstance(event, ThrownIn):
            return self.t("move.thrown", player=p(event.seat), card=self.names.card(event.card))
        if isinstance(event, ThrowInKept):
            return self.t("move.kept", card=self.names.card(event.card))
        if isinstance(event, SuitWished):
            if self.verbosity is Verbosity.BRIEF:
                return self.t("move.wish.brief", suit=self.names.suit(event.suit))
            return self.did("move.wish", event.seat, suit=self.names.suit(event.suit))
        if isinstance(event, CardTurned):
            return self.t("move.turned", card=self.names.card(event.card))
        if isinstance(event, CardDealt):
            return self.dealt(event.seat, event.card)
        if isinstance(event, Drew):
            return self.did("move.draw", event.seat, event.count)
        if isinstance(event, KeptCard):
            return self.did("move.pass", event.seat)
        if isinstance(event, DrawStacked):
            # On the braille line in fewer words, one window: "You must draw 2 cards or play
            # a" | "seven." and "... oder eine" | "Sieben legen." split what to do
            key = "move.stacked.line" if self.braille_line else "move.stacked"
            return self.did(key, event.seat, count=event.total)
        if isinstance(event, TurnSkipped):
            return self.did("move.skipped", event.seat)
        if isinstance(event, DirectionReversed):
            return self.t("move.reversed")
        if isinstance(event, MauCalled):
            return self.did("move.mau", event.seat)
        if isinstance(event, MauMissed):
            return self.did("move.mau_missed", event.seat, event.penalty)
        if isinstance(event, PlayerOut):
            if not self.game.options["play_on"]:  # the deal ends: its winner is said next
                return self.did("move.out.deal_over", event.seat)
            return self.did("move.out", event.seat, place=event.place)
        if isinstance(event, LeftLast):
            key = "line.left_last" if self.braille_line else "move.left_last"
            return self.did(key, event.seat, place=event.place)
        if isinstance(event, TalonReshuffled):
            return self.tn("line.reshuffled" if self.braille_line else "move.reshuffled",
                           event.count)
        if isinstance(event, DealScored) and self.braille_line:
            return " ".join((self.did("line.deal_won.alone", event.winner),
                             self._deal_table_brief(event)))
        if isinstance(event, DealScored):
            if self.game.options["scoring"] == "points":
                return self.did("move.deal_won_points", event.winner,
                                points=self._wins(event.points))
            return self.did("move.deal_won", event.winner, wins=self._wins(event.wins))
        # GameEnded: the session's result line tells it (said once, not twice).
        return ""

    def move_message(self, state: State, move: Move, events: Sequence[Event],
                     mover: Player) -> Message:
        """Every visible event of the move in order, as one message."""
        shown = self.visible(events)
        if any(isinstance(e, GameEnded) for e in shown):  # the result says the deals won
            shown = [e for e in shown if not isinstance(e, DealScored)]
        if any(isinstance(e, (DealScored, GameEnded)) for e in events):
            # A jack that ends the deal wishes for nobody.
            shown = [e for e in shown if not isinstance(e, SuitWished)]
        dealer = self._state(state).dealer
        told = self.told_with_brief(lambda: self.event_lines(shown, dealer),
                                    mover if mover >= 0 else None)
        if not self.people or cells_at_most(told.short, self.lang) <= TWO_WINDOWS:
            return told
        # Online, with people's names: "Christopher: ⠭⠉, deal won. Points: you 14, Alexandra
        # 22, ..." ran to 146 cells with seven names, a penalty and the sevens to draw to 81.
        return replace(told, brief=self._fitted(lambda: self.told_with_brief(
            lambda: self.event_lines(shown, dealer), told.mover).short))

    def turn_text(self, state: State, you: Player | None = None) -> str:
        """Whose turn it is; to a seat asked to throw in (only its own view shows the
        question), the card it may throw in."""
        s = self._state(state)
        if s.asking and not s.pending and not s.over:
            twin = next((m.card for m in s.legal_moves() if isinstance(m, ThrowIn)), None)
            if twin is not None:
                # Said to the seat asked alone; online without her name ("You may ...").
                return self.said_to(self.key("turn.throw_in"), ".yours", s.asking[0],
                                    values={"card": self.names.card(twin)})
        return super().turn_text(state, you)

    def move_advice(self, state: State, move: Move) -> str:
        """A card played with Mau (the last-but-one card): why the call, for a player who has
        not yet met the penalty ("Say Mau with your last-but-one card, or draw a penalty
        card.")."""
        if not (isinstance(move, Play) and move.mau):
            return ""
        return self.t("advice.mau")

    def move_kind(self, move: Move) -> str | None:
        """A card played or thrown in, cards drawn, or a turn passed (a drawn card kept, a
        throw-in declined), as "undo" counts them."""
        if isinstance(move, Draw):
            return "draw"
        if isinstance(move, (Pass, Decline)):
            return "pass"
        return "card" if isinstance(move, (Play, ThrowIn)) else None

    def turn_prompt(self, state: State, you: Player | None = None, reminder: str = "") -> str:
        """The turn as the listener is asked to play: the ``reminder`` of the pile first,
        which the player needs to choose a card, then who plays after them in a game of
        three or more ("Your turn. On the pile: the seven of clubs. After you, Player 4
        plays."): a seven or an eight hits that player, and a nine turns the order round.
        Brief verbosity leaves out who plays next."""
        return self._prompt(state, you, reminder)

    def turn_prompt_brief(self, state: State, you: Player | None = None,
                          reminder: str = "") -> str | None:
        """The braille line of :meth:`turn_prompt` with a reminder: the pile in its code
        ("Player 1, your turn. Pile ⠛⠉. After you, Player 4 plays."; said whole, 86 cells
        in English with the seat named); None without one (the sentence itself)."""
        if not reminder:
            return None
        s = self._state(state)
        return self._prompt(state, you, self._pile_brief(s) if s.discard else reminder)

    def _prompt(self, state: State, you: Player | None, reminder: str) -> str:
        """The turn, ``reminder``, and who plays after ``you`` (not at brief verbosity)."""
        s = self._state(state)
        parts = [self.turn_text(state, you), reminder]
        if you is not None and s.seat_to_move() == you and self.verbosity is not Verbosity.BRIEF:
            parts.append(self.after_you_text(s, you))
        return " ".join(part for part in parts if part)

    def after_you_text(self, s: MauMauState, you: Player | None) -> str:
        """Who plays after ``you`` in the current direction ("After you, Player 4 plays.");
        "" in a game of two, or once ``you`` are out or the deal is over."""
        after = self._after(s, you)
        return "" if after is None else self.t("turn.after_you", player=self.player(after))

    @staticmethod
    def _after(s: MauMauState, you: Player | None) -> Player | None:
        """The seat that plays after ``you`` in the current direction; None in a game of two,
        or once ``you`` are out or the deal is over."""
        if you is None or you < 0 or s.rules.players <= 2 or s.over or you in s.finished \
                or s.outcome() is not None:
            return None
        after = s.next_seat(you)
        return None if after == you else after

    def turn_reminder(self, state: State, last: Sequence[Event]) -> str | None:
        """The card on the pile, or the suit a jack wished, when the last move heard did not
        just put it there (others drew since): the player to move needs it to choose."""
        s = self._state(state)
        if s.asking or s.debt or not s.discard or any(
                isinstance(e, (CardPlayed, CardTurned, TalonReshuffled)) for e in last):
            return None
        if s.wish >= 0:
            return self.t("status.wish", suit=self.names.suit(s.wish))
        return self.t("status.top", card=self.names.card(s.discard[-1]))

    def _wins(self, wins: Sequence[int]) -> str:
        return self.cat.join_and([self.t("entry", player=self.player(p), count=w)
                                  for p, w in enumerate(wins)])

    def deal_outcome_text(self, outcome: Outcome) -> str:
        """The winner and the deals each player won (in a game of one deal, the winner)."""
        winners = sorted(outcome.winners)
        values = {"winner": self.players_joined(winners)}
        if self.game.options["scoring"] == "points":
            key = "result.points"
            values["points"] = self._wins(outcome.scores or ())
        elif self.game.options["target"] == 1:  # one deal: its winner is the game's, no table
            key = "result.win.one"
        else:
            key = "result.win"
            values["wins"] = self._wins(outcome.scores or ())
        if len(winners) == 1:  # told to the winner: "You win the game."
            return self.did(key, winners[0], None, **values)
        # Level winners, with a verb for them all and the listener first as "you" ("You and
        # player 3 win the game together."): "players 1 and 3 wins" had a singular verb.
        values["winner"] = self.seats_with_you(winners)
        shared = f"{key}.shared.you" if self.you in winners else f"{key}.shared"
        return capitalized(self.t(shared, **values))

    def outcome_brief(self, outcome: Outcome) -> str | None:
        """The result of a game of several deals on the braille line: the winner and every
        seat's points (or deals won) in seat order, a number each ("Player 6 wins. Points: you
        66, 32, 75, 54, 55, 16, 69."), where "Points: Player 1: 66, Player 2: 32, ..." ran to
        193 cells with seven players, 107 with four. None for a game of one deal, whose
        sentence is short, and for a resignation.

        Online, as :meth:`_fitted` shortens it: each count by its person's name ("anna 5,
        you 4") where the line stays within two windows; with seven people of ten letters
        or so it ran to 137 cells, so the counts are then a number a seat, as at home, and
        where the winners' names still make it too long, the winners are named by their
        seats ("Player 4 wins.")."""
        options = self.game.options
        points = options["scoring"] == "points"
        if self.resigned_text(outcome) is not None or not points and options["target"] == 1:
            return None
        key = "brief.result.points" if points else "brief.result.wins"
        scores = outcome.scores or ()
        return self._fitted(lambda: self._result_line(key, outcome, self._seat_numbers(scores)))

    def _result_line(self, key: str, outcome: Outcome, counts: str) -> str:
        """:meth:`outcome_brief`'s line ``key``: the winners, then ``counts``."""
        winners = sorted(outcome.winners)
        if len(winners) == 1:
            return self.did(key, winners[0], None, counts=counts)
        return capitalized(self.t(f"{key}.shared", winner=self.seats_with_you(winners),
                                  counts=counts))

    def table_text(self, state: State) -> str:
        """The pile's top, a wish, sevens to draw, the talon and every hand's count."""
        s = self._state(state)
        top, rest = self._pile_and_counts(s)
        return " ".join(line for line in (top, self.table_heading(s), rest) if line)

    def table_body(self, state: State) -> str:
        """The pile's top, the talon and every hand's count (:meth:`table_text` without the
        wish and the sevens, which the window shows as the heading)."""
        return " ".join(line for line in self._pile_and_counts(self._state(state)) if line)

    def _pile_and_counts(self, s: MauMauState) -> tuple[str, str]:
        """The pile's top card (or ""), and the talon with every hand's count."""
        top = self.t("status.top", card=self.names.card(s.discard[-1])) if s.discard else ""
        # "Player 2 has 4", where "Player 2: 4" ran the seat's number into the count.
        counts = self.cat.join_and([self.did("status.held", p, count=len(h))
                                    for p, h in enumerate(s.hands)])
        return top, " ".join((self.tn("status.talon", len(s.talon)),
                              self.t("status.counts", counts=counts)))

    def table_heading(self, state: State) -> str:
        """A wished suit and sevens waiting to be drawn ("Wished suit: hearts. 4 cards to
        draw."), which decide what may be played on the pile. A jack that ended the game
        wished nothing a player heard (it is played without asking, its wish binding nobody),
        so none is named then (the status said "Wished suit: clubs." of a wish never made)."""
        s = self._state(state)
        lines = []
        if s.wish >= 0 and not s.over:
            lines.append(self.t("status.wish", suit=self.names.suit(s.wish)))
        if s.debt:
            lines.append(self.t("status.debt", count=s.debt))
        return " ".join(lines)

    def threats_text(self, state: State) -> str:
        """Who is close to going out (one or two cards left), and sevens waiting to be drawn."""
        s = self._state(state)
        close = [self.tn("threats.entry", len(h), player=self.player(p))
                 for p, h in enumerate(s.hands) if 0 < len(h) <= 2 and p not in s.finished]
        text = (self.t("threats.close", entries=self.cat.join_and(close)) if close
                else self.t("threats.none"))
        return f"{text} {self.t('status.debt', count=s.debt)}" if s.debt else text

    def score_text(self, state: State) -> str:
        """What the game is scored by: the deals won and how many win the game, or (scoring
        by points) the points left in hand so far and the deal of how many."""
        s = self._state(state)
        if s.rules.points:
            points = self.cat.join_and([self.t("entry", player=self.player(p), count=n)
                                        for p, n in enumerate(s.points)])
            so_far = self.t("score.points", points=points, deal=s.deal_no, deals=s.rules.target)
            return " ".join(part for part in (so_far, self._hand_points(s)) if part)
        return self.tn("score.wins", s.rules.target, wins=self._wins(s.wins))

    def score_brief(self, state: State) -> str | None:
        """:meth:`score_text` on the braille line, a number a seat in seat order (the
        sentence with every seat named ran to 198 cells with seven players, 207 online with
        people's names; :meth:`_fitted` leaves the names out of the counts, then out of the
        leader). Scored by points: the deal, the points, who leads with the fewest, and what
        the listener's own cards count where that still fits two windows ("Deal 2 of 3.
        Points: you 14, 22, 61, 13, 17, 0, 18. Player 6 leads."); the deal goes without the
        deals in all ("Deal 3."), or is left out, where points of three figures leave no
        room for it. Won by deals: the deals won, who leads with the most and how many win
        ("Deals won: you 0, 2, 1, 0, 0, 1, 1. Player 2 leads. First to 3 wins."). Nobody
        leads where all are level."""
        s = self._state(state)
        scores = s.points if s.rules.points else s.wins
        best = (min if s.rules.points else max)(scores, default=0)
        leaders = [seat for seat, score in enumerate(scores) if score == best]
        # Before the counts, the deal as status says it ("Deal 3 of 3."), else without the
        # deals in all, else nothing; after the leader, how many deals win, else nothing:
        # the first of these that fits two windows.
        framed: list[tuple[str, str]]
        if s.rules.points:
            counts_key = "brief.points"
            framed = [(self.deal_heading(s), ""),
                      (self.t("deal_heading", deal=s.deal_no), ""), ("", "")]
        else:
            counts_key = "brief.wins"
            framed = [("", self.t("brief.score.target", count=s.rules.target)), ("", "")]

        def line() -> str:
            counts = self.t(counts_key, counts=self._seat_numbers(scores))
            if len(leaders) == 1:
                lead = self.did("brief.score.leads", leaders[0])
            elif len(leaders) < len(scores):
                lead = capitalized(self.t("brief.score.leads.shared",
                                          winner=self.seats_with_you(leaders)))
            else:
                lead = ""
            for before, after in framed:
                said = " ".join(part for part in (before, counts, lead, after) if part)
                if cells_at_most(said, self.lang) <= TWO_WINDOWS:
                    break
            return said

        brief = self._fitted(line)
        you = self.you
        if not s.rules.points or you is None or not 0 <= you < len(s.hands) \
                or not s.hands[you]:
            return brief
        held = f"{brief} {self.t('brief.score.hand', count=s.hand_points(you))}"
        return held if cells_at_most(held, self.lang) <= TWO_WINDOWS else brief

    def _hand_points(self, s: MauMauState) -> str:
        """Scored by points, what the listener's own cards would count if the deal ended now
        ("Your cards in hand count 43 points."): the points so far counted only the deals
        played. Nothing for a spectator, a hand already out, or a game scored by wins; never
        another seat's, whose cards are hidden."""
        you = self.you
        if not s.rules.points or you is None or not 0 <= you < len(s.hands) \
                or not s.hands[you]:
            return ""
        return self.tn("score.hand", s.hand_points(you))

    def progress_text(self, state: State) -> str:
        """The deal being played where a game has more than one ("Deal 2 of 3." scored by
        points, "Deal 2." until someone has won enough deals); nothing for a game of one deal,
        since a count of cards played and drawn means nothing at the table."""
        rules = self._state(state).rules
        return self.deal_heading(state) if rules.points or rules.target > 1 else ""

    def deals_in(self, state: State) -> int | None:
        """Scored by points, the deals are counted ("Deal 2 of 3."); else play goes on until
        somebody has won enough of them."""
        rules = self._state(state).rules
        return rules.target if rules.points else None

    def specials_out_text(self, state: State) -> str:
        """How many of each special rank (jacks, and the 7s, 8s and the reversing rank where
        the rules make them special) are still out, in other hands or the talon: neither in
        the listener's hand nor on the pile ("Still out, in other hands or the talon: 3 jacks,
        2 sevens and one nine; no eights.")."""
        s = self._state(state)
        rules = s.rules
        ranks = [Rank.JACK, *([Rank.SEVEN] if rules.seven else []),
                 *([Rank.EIGHT] if rules.eight else []),
                 *([rules.reverse] if rules.reverse is not None else [])]
        unseen = self.unseen_cards(s.hands, s.deck, self.you, s.discard)
        out, gone = [], []
        for rank in ranks:
            count = sum(1 for c in unseen if s.deck.rank(c) is rank)
            key = self._rank_key(rank)
            if count:
                out.append(self.tn(f"out.rank.{key}", count))
            else:
                gone.append(self.t(f"out.none.{key}"))
        if not out:
            return self.t(self.on_line("out.nothing"), ranks=self.cat.join_or(gone))
        text = self.cat.join_and(out)
        if gone:
            return self.t(self.on_line("out.some"), entries=text, none=self.cat.join_and(gone))
        return self.t(self.on_line("out.all"), entries=text)

    def _rank_key(self, rank: Rank) -> str:
        """A special rank's part of its catalog keys: "7", "jack", "unter" (German pictures)."""
        if rank is Rank.JACK:
            return "unter" if self.names.pattern.value == "german" else "jack"
        return str(rank.value)

    def status_text(self, state: State) -> str:
        """The table, for the status query; scored by points, what the listener's own cards
        count (:meth:`_hand_points`)."""
        s = self._state(state)
        # Who plays after the listener first, as the turn prompt says it after the turn: on
        # the listener's own turn only, as the braille line marks it (:meth:`status_brief`).
        after = self.after_you_text(s, self.you) if s.seat_to_move() == self.you else ""
        parts = (after, self.table_text(s), self._hand_points(s))
        return " ".join(part for part in parts if part)

    def apart(self, state: State) -> bool:
        """"status" tells the turn with the pile, then the talon and the hands, each a line
        of its own on the braille display (:meth:`status_turn_brief`, :meth:`status_brief`):
        at a hot seat with a jack's wish the one line ran to 86 cells ("Player 3, your turn.
        Pile ⠛⠙, wish diamonds. Talon 11, hands: 5, 4, you 5, 4."), with hands of ten cards
        and more to 84. "undo" tells what was taken back, then the card that stands."""
        return True

    def status_turn_brief(self, state: State, you: Player | None = None) -> str | None:
        """The turn as "status" brailles it, with the pile's top card in its code and the wish
        or the sevens to draw, which decide the card to play ("Player 3, your turn. Pile ⠛⠙,
        wish diamonds."); the talon and the hands follow on a line of their own
        (:meth:`status_brief`). Before the first card, the turn alone."""
        s = self._state(state)
        turn = self.turn_brief(state, you) or self.turn_text(state, you)
        return f"{turn} {self._pile_brief(s)}" if s.discard else turn

    def status_brief(self, state: State) -> str | None:
        """The table on the braille line after the turn and the pile (:meth:`status_turn_brief`):
        the talon and the hands in seat order; on the listener's turn the seat that plays after
        them marked, as the spoken status says it ("After you, Player 2 plays."): "Talon 11,
        hands: you 5, next 4, 4, 4."; seats with people's names each by name. Once the game
        is over (no turn to tell), the pile first, as the table reads it: "Pile ⠛⠓. Talon
        11, hands: ...". "after you 4" ran a wish's line to 85 cells. The sentence ran to
        160 cells, "Player 2: 3" for each seat to 130, and "Pile: ⠛⠓. 6 cards to draw. Talon
        11. In hand, players 1 to 4: ..." with the turn to 111. Online the hands go a number a
        seat where seven people's names ran the line to 126 cells (:meth:`_fitted`)."""
        s = self._state(state)
        after = self._after(s, self.you) if s.seat_to_move() == self.you else None
        if s.over or s.outcome() is not None:
            return self._fitted(lambda: self._table_brief(s, after))
        return self._fitted(lambda: self._hands_brief(s, after))

    def _hands_brief(self, s: MauMauState, after: Player | None) -> str:
        """The talon and every hand's count on the braille line, the seat ``after`` the
        listener marked ("Talon 11, hands: you 5, next 4, 4, 4.")."""
        return self.t("brief.counts", talon=len(s.talon),
                      counts=self._seat_numbers([len(hand) for hand in s.hands], after))

    def _table_brief(self, s: MauMauState, after: Player | None) -> str:
        """:meth:`status_brief`, the seat ``after`` the listener marked among the hands."""
        hands = self._hands_brief(s, after)
        if not s.discard:
            return " ".join(part for part in (self.table_heading(s), hands) if part)
        return f"{self._pile_brief(s)} {hands}"

    def _pile_brief(self, s: MauMauState) -> str:
        """The pile's top card in its code, with the wish or the sevens to draw ("Pile ⠛⠓,
        draw 6.")."""
        card = self.card_code(s.discard[-1])
        if s.wish >= 0:
            return self.t("brief.top.wish", card=card, suit=self.names.suit(s.wish))
        if s.debt:
            return self.t("brief.top.debt", card=card, count=s.debt)
        return self.t("brief.top", card=card)

    def table_brief(self, state: State) -> str | None:
        """The pile command's braille line, as status reads the table (:meth:`status_brief`:
        "Pile ⠓⠙. Talon 11, hands: you 5, 4, 4, 4."); the sentence ran to 134 cells."""
        return self._fitted(lambda: self._table_brief(self._state(state), None))

    def table_before_turn_brief(self, state: State) -> str | None:
        """The table before a hot seat's turn prompt on the braille line, as status reads it
        (:meth:`status_brief`: "Pile ⠓⠙. Talon 11, hands: 5, you 5, 5, 5."): the sentence
        the hand-over said took 130 to 155 cells there. Who plays after the person is left to
        the turn that follows ("After you, Player 3 plays.")."""
        return self._table_brief(self._state(state), None)

    def hand_text(self, state: State, seat: Player) -> str:
        """``seat``'s hand as that seat may know it."""
        return self.names.hand(self._state(state).hands[seat])

    def _not_held(self, reason: Reason, s: MauMauState, brief: bool = False) -> str:
        """A card typed that the hand does not hold, with the way on when it is short: the
        few cards that may be played, and drawing where that is allowed too ("you may play
        the seven of spades or draw 2 cards"; "no card fits, so draw a card"). With
        ``brief``, the braille line's form, the cards that may be played in their codes
        ("Not in your hand: seven of clubs. Play ⠚⠉ or ⠛⠙, or draw 2.")."""
        card = self.card_refused(reason)
        if card is None or not s.can_draw():
            return self.not_held(reason, self.t("reason.not_yours"), s, brief)
        cards = self.cards_to_play(s, FEW, codes=brief)
        if not cards and any(isinstance(m, Play) for m in s.legal_moves()):  # too many to name
            return self.not_held(reason, self.t("reason.not_yours"), s, brief)
        debt = ".debt" if s.debt else ""
        dot = ".brief" if brief else ""
        if cards:
            return self.t(f"reason.not_held.or_draw{debt}{dot}", card=card, cards=cards,
                          count=s.debt)
        return self.t(f"reason.not_held.draw{debt}{dot}", card=card, count=s.debt)

    not_held_why = rules_game.WHY_NOT_YOURS

    def not_held_brief(self, reason: Reason, state: State) -> str | None:
        """A card not held on the braille line, with drawing where it is the way on too
        (:meth:`_not_held`); the sentence ran to 98-116 cells there."""
        if self.card_refused(reason) is None:
            return None
        return self._not_held(reason, self._state(state), brief=True)

    def _state(self, state: State) -> MauMauState:
        if isinstance(state, MauMauState):
            return state
        raise TypeError("MauMauDescriber needs a MauMauState")

    def game_reason(self, reason: Reason, state: State) -> str | None:
        """Why a card or a choice is refused."""
        if reason.code is not ReasonCode.NOT_PLAYABLE or reason.count is None:
            return None
        s = self._state(state)
        why = reason.count
        if why == rules_game.WHY_NOT_YOURS:
            return self._not_held(reason, s)
        if why == rules_game.WHY_DEBT:
            return self.t("reason.debt", count=s.debt)
        if why == rules_game.WHY_JACK_ON_JACK:  # and the way on, as for a wish not followed
            return " ".join(filter(None, (self.t("reason.jack_on_jack"), self._way_on(s))))
        if why == rules_game.WHY_ONLY_DRAWN:
            return self.t("reason.only_drawn")
        if why == rules_game.WHY_CANNOT_DRAW:  # name the cards that fit: the way on
            fitting = self.cards_to_play(s)
            if not fitting:
                return self.t("reason.cannot_draw")
            return self.t("reason.cannot_draw_these", cards=fitting)
        if why == rules_game.WHY_CANNOT_PASS:
            fitting = self.cards_to_play(s)
            if not fitting:
                return self.t("reason.cannot_pass_draw")  # no card fits: drawing is the move
            if not s.can_draw():  # a card fits and must be played
                return self.t("reason.cannot_pass_play", cards=fitting)
            return self.t("reason.cannot_pass")
        if why == rules_game.WHY_THROW_ONLY:
            return self.t("reason.throw_only", card=self.names.card(s.discard[-1]))
        if why == rules_game.WHY_MAU_NOT_NOW:
            return self.tn("reason.mau_not_now", len(s.hands[s.seat_to_move()]) - 1,
                           card=self.names.card(self._refused(reason, s)))
        if why == rules_game.WHY_MAU_ALONE:  # "mau" typed alone: say which card takes it
            names = dict.fromkeys(self.names.card(m.card) for m in s.legal_moves()
                                  if isinstance(m, Play) and m.mau)  # a jack once, not per wish
            if names:
                calls = [self.t("reason.mau_alone.call", card=name) for name in names]
                return self.t("reason.mau_alone.card", calls=self.cat.join_or(calls))
            return self._mau_alone_now(s)
        card, top = self.names.card(self._refused(reason, s)), s.discard[-1]
        jack = self.names.rank(Face(Rank.JACK, Suit.CLUBS))
        face = self.names.deck.face(top)
        suit = self.names.suit(s.top_suit())
        if s.wish >= 0:  # a jack follows the wish only under the house rule
            key = "reason.wished_or_jack" if s.rules.jack_on_jack else "reason.wished"
            return " ".join(filter(None, (self.t(key, card=card, suit=suit, jack=jack),
                                          self._way_on(s))))
        if face.rank is Rank.JACK:  # the turned jack: its suit, or any jack
            return self.t("reason.suit_or_jack", card=card, suit=suit, jack=jack,
                          top=self.names.card(top))
        return self.t("reason.no_match", card=card, suit=suit, top=self.names.card(top),
                      rank=self.names.rank(face), jack=jack)

    def hint_card_notes(self, before: State, move: Move, mover: Player) -> list[str]:
        """Why the hinted card, for "why": a seven against a next player with few cards, an
        eight, a jack kept for later, the suit held most ..."""
        if not isinstance(move, Play):
            return []
        said = mau_mau_hint(self, self.names, self._state(before), move.card, move.wish, mover)
        return [said] if said else []

    def _mau_alone_now(self, s: MauMauState) -> str:
        """"mau" typed alone where no card takes the call: what matters now comes first, the
        sevens to answer or the card to draw; how the call is typed only when a card fits."""
        sevens = self.cards_to_play(s, FEW)
        if s.debt:
            if sevens:
                return self.t("reason.mau_alone.debt", cards=sevens, count=s.debt)
            return self.t("reason.mau_alone.debt_draw", count=s.debt)
        if s.can_draw() and not any(isinstance(m, Play) for m in s.legal_moves()):
            return self.t("reason.mau_alone.draw")
        return self.t("reason.mau_alone")

    def _way_on(self, s: MauMauState) -> str:
        """After a refused card, what the player can do instead: the few cards that fit (a
        jack among them where the rules let it follow), drawing where allowed; "" where too
        many cards fit to name."""
        fitting = self.cards_to_play(s, FEW)
        if fitting:
            return self.t("reason.way.play" if s.can_draw() else "reason.way.play_only",
                          cards=fitting)
        if any(isinstance(m, Play) for m in s.legal_moves()) or not s.can_draw():
            return ""
        return self.t("reason.way.draw")

    @staticmethod
    def _refused(reason: Reason, state: MauMauState) -> int:
        return reason.locations[0] if reason.locations else UNKNOWN


__all__ = ["MauMauDescriber"]
