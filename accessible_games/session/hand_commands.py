"""The hand as a zone of the console: the viewer's own cards, walked and played by keys.

A mix-in of :class:`~accessible_games.session.console.Console` for card games (the game family
``cards``). The HAND zone is the first zone of a card game; F6 (``zone``) cycles hand, the
choices (a suit to wish) and the table (the seats with their card counts). In the hand:

- left and right walk the cards in suit order (in the game's own order where the state
  gives one, ``hand_order``: Doppelkopf's trumps first, down the ladder), up and down jump
  to the previous or next suit (or class, ``card_class``: trumps, then each plain suit),
  home and end to the first and last card, ``playable`` (N, Shift+N) to the next or previous
  card that may be played now;
- Enter plays the card under the cursor (Shift+Enter, ``select mau``, says "Mau" with it); a
  card that may not be played stays in the hand and the engine's reason is spoken; a jack asks
  for the suit in the choices zone;
- a number (the number keys, ``go 3``) plays the n-th card; a number beyond the hand's count
  names a rank ("9" with five cards: the nine), as a rank's word does.

The cursor remembers its card by id, so a card drawn or another player's move never moves it;
when its own card leaves the hand it rests on the neighbour that took the card's place. Every
answer reads the viewer's own observation: the viewer's hand and its legal moves, nothing else.
A card typed by its name is read in :mod:`~accessible_games.session.card_play`, over this.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import replace

from accessible_games.engine import Location, Move
from accessible_games.engine.types import Token, TokenKind
from accessible_games.games.cards.core import Face, Rank, Suit
from accessible_games.games.cards.parse import (
    CardNameError,
    parse_face,
)
from accessible_games.narration.message import Message, MessageKind
from accessible_games.session.board_commands import BoardCommands, ZoneKind
from accessible_games.session.card_words import MAU_WORDS, rank_number, rank_or_suit
from accessible_games.session.commands import WORDS, Command, CommandKind, words_for
from accessible_games.session.game_commands import GameCommands
from accessible_games.session.words import echoed


def card_of(move: Move) -> int | None:
    """The card a move plays or gives (its first part), None for a move without one."""
    first = move.parts[0] if move.parts else None
    if isinstance(first, Token) and first.kind is TokenKind.CARD:
        return int(first.value)
    return None


FIELD_WORDS = ("field", "feld")
"""The word before a field's number in its spoken name ("field 9", "Feld 9")."""


def _fieldless(words: list[str]) -> list[str]:
    """A place's words without the word for field, alone or ending a word ("goal field 2"
    reads "goal 2", "Zielfeld 2" "ziel 2"), as a player may type the place."""
    kept = [w.removesuffix("feld") if w.endswith("feld") else w for w in words
            if w not in FIELD_WORDS]
    return [w for w in kept if w]

class HandCommands(BoardCommands, GameCommands):
    """The hand zone of card games, on top of the board zone every game has."""

    hand_card: int | None = None
    """The card id under the hand cursor (None before the first card is known)."""
    hand_pos: int = 0
    """The cursor's index in the hand when its card was last seen there."""
    hand_deal: object = None
    """The deal (the state's ``deal_no``) the cursor's card belongs to (None until known)."""
    _mau_wanted: bool = False
    which_cards: tuple[int, ...] = ()
    """The cards the last "Which card" question named (kept for the next line only)."""
    way_card: str | None = None
    """The card as typed when the game asked which of its ways ("k": "The king of diamonds
    can go several ways: ... Please say which."), kept for the next line only: the way
    alone then answers ("out", "20-33": :meth:`way_answer`)."""
    which_open: tuple[int, ...] = ()
    """The cards of the question asked just before the line being handled: a word that
    narrows them to one card answers it ("hearts" after "the queen of clubs or the queen
    of hearts?")."""
    which_said: str = ""
    """The words typed with the card the last "Which card" question asked about ("mau" in
    "bc mau"), kept for the next line only: the card that answers is played with them."""
    said_open: str = ""
    """:attr:`which_said` of the question asked just before the line being handled."""

    # -- what the hand is -------------------------------------------------------------------

    def first_zone(self) -> ZoneKind:
        """Where a new console's cursor starts: the hand in card games, else the board."""
        return ZoneKind.HAND if self.is_card_game else ZoneKind.BOARD

    def hand(self) -> list[int]:
        """The viewer's own cards in suit order (empty for a spectator)."""
        viewer = self.viewer
        hands = getattr(self.state, "hands", None)
        if viewer is None or hands is None or not 0 <= viewer < len(hands):
            return []
        cards = [c for c in hands[viewer] if c >= 0]
        order = getattr(self.state, "hand_order", None)
        return list(order(cards)) if order is not None else cards

    def hand_index(self) -> int | None:
        """The index of the cursor's card: its card, else the neighbour that took its place."""
        cards = self.hand()
        if not cards:
            return None
        if self.hand_deal is None:
            self.hand_deal = self._deal()
        elif self._deal() != self.hand_deal:  # a new hand is dealt: start on its first card
            self._put_hand_cursor(0, None)
        if self.hand_card in cards:
            self.hand_pos = cards.index(self.hand_card)
        else:
            self.hand_pos = max(0, min(self.hand_pos, len(cards) - 1))
            self.hand_card = cards[self.hand_pos]
        return self.hand_pos

    def _deal(self) -> object:
        """The deal being played (the state's ``deal_no``; None in a game without deals)."""
        return getattr(self.state, "deal_no", None)

    def _put_hand_cursor(self, index: int, card: int | None) -> None:
        """Put the hand cursor on ``card`` at ``index``, in the deal being played."""
        self.hand_pos, self.hand_card, self.hand_deal = index, card, self._deal()

    def _card_token(self, card: int) -> Token:
        return Token(TokenKind.CARD, card)

    def playable(self) -> list[int]:
        """The viewer's cards that may be played now (none when it is not their turn)."""
        if self.is_over or not self._my_turn():
            return []
        found = {card_of(move) for move in self.observation.legal_moves}
        return [c for c in self.hand() if c in found]

    def card_name(self, card: int) -> str:
        """A card's name in the describer's words."""
        names = getattr(self.describer, "names", None)
        return str(names.card(card)) if names is not None else str(card)

    def _suit_of(self, card: int) -> object:
        klass = getattr(self.state, "card_class", None)
        if klass is not None:
            return klass(card)  # Doppelkopf: trumps are one class, whatever their suit
        deck = getattr(self.game, "deck", None)
        return deck.suit(card) if deck is not None else None

    # -- saying where the cursor is ---------------------------------------------------------

    def _hand_message(self, moved: bool = True) -> list[Message]:
        index = self.hand_index()
        if index is None:
            key = "hand.spectator" if self.viewer is None else "hand.empty"
            return [Message(self.describer.cat.text(key), MessageKind.EDGE)]
        cards = self.hand()
        card = cards[index]
        name = self.card_name(card)
        if not moved:
            return [Message(self.words.text("edge", place=name), MessageKind.EDGE)]
        key = self.card_key(card, self.playable())
        # The braille line keeps "playable": the card's name alone left a deafblind player
        # to try each card to learn which may be played.
        brief = name if key == "hand.card" else \
            self.describer.cat.text(key.replace("hand.", "hand.brief.", 1), card=name)
        return [Message(self.describer.cat.sentence(key, card=name, index=index + 1,
                                                    count=len(cards)), MessageKind.CURSOR,
                        brief=brief)]

    @staticmethod
    def card_key(card: int, playable: Collection[int]) -> str:
        """The key that says ``card`` in the hand: playable, cannot be played (when another
        card is: "Nine of clubs, card 2 of 11." was said with spades to follow), or neither
        (when nothing is playable now: not this player's turn, or a card to be drawn)."""
        if card in playable:
            return "hand.card.playable"
        return "hand.card.unplayable" if playable else "hand.card"

    def point_card(self, card: int) -> None:
        """Put the hand cursor on ``card`` when the hand holds it (a routing key over it on
        the braille hand line); "where" then says it. Nothing is played."""
        if card in self.hand():
            self.zone = ZoneKind.HAND
            self.hand_card = card
            self.hand_index()

    def _hand_go(self, index: int) -> list[Message]:
        cards = self.hand()
        if not cards:
            return self._hand_message()
        target = max(0, min(index, len(cards) - 1))
        self._put_hand_cursor(target, cards[target])
        return self._hand_message()

    def _back_to_hand(self) -> list[Message]:
        """Into the hand zone. A card that waited for its choice (a jack for its wish) stays
        in the hand, and that is said: a play-tester typed "playable" at the wish and heard
        only the next card, never that the jack was not played."""
        self.zone = ZoneKind.HAND
        parts = self.builder.parts
        waiting = parts[0] if parts and isinstance(parts[0], Token) else None
        self.builder.clear()
        if waiting is None or waiting.kind is not TokenKind.CARD:
            return []
        card = int(waiting.value)
        return [Message(self.describer.cat.text("hand.choice.back", card=self.card_name(card)),
                        MessageKind.DESELECT)]

    def _hand_step(self, step: int) -> list[Message]:
        index = self.hand_index()
        if index is None:
            return self._hand_message()
        target = index + step
        if not 0 <= target < len(self.hand()):
            return self._hand_message(moved=False)
        return self._hand_go(target)

    def _hand_suit(self, step: int) -> list[Message]:
        """To the first card of the next (step 1) or previous (step -1) suit."""
        index = self.hand_index()
        if index is None:
            return self._hand_message()
        cards = self.hand()
        suit = self._suit_of(cards[index])
        if step > 0:
            for i in range(index + 1, len(cards)):
                if self._suit_of(cards[i]) != suit:
                    return self._hand_go(i)
            return self._hand_message(moved=False)
        start = index
        while start > 0 and self._suit_of(cards[start - 1]) == suit:
            start -= 1  # the first card of this suit
        if start == 0:
            return self._hand_message(moved=False)
        previous = self._suit_of(cards[start - 1])
        first = start - 1
        while first > 0 and self._suit_of(cards[first - 1]) == previous:
            first -= 1
        return self._hand_go(first)

    def hand_playable_step(self, step: int) -> list[Message]:
        """To the next (1) or previous (-1) playable card, wrapping round the hand."""
        if self.is_over:
            return self.result_messages()
        if not self._my_turn():
            return [self.wait_message()]
        playable = self.playable()
        if not playable:  # and what may be done instead (draw, pass, fold), when anything
            others = [m for m in self.observation.legal_moves if card_of(m) is None]
            if not others:
                return [Message(self.describer.cat.text("hand.none_playable"), MessageKind.EDGE)]
            return [Message(self.describer.cat.text(
                "hand.none_playable.instead", moves=self.describer.moves_list(others)),
                MessageKind.EDGE)]
        back = self._back_to_hand()
        cards = self.hand()
        index = self.hand_index() or 0
        for offset in range(1, len(cards) + 1):
            i = (index + step * offset) % len(cards)
            if cards[i] in playable:
                went = self._hand_go(i)
                wrapped = index + step * offset != i
                return back + (self._wrapped(went, i == index, step) if wrapped else went)
        return back + self._hand_message()

    def _wrapped(self, went: list[Message], only: bool, step: int) -> list[Message]:
        """The card found by "playable" after going round the end of the hand, with that said
        first ("Round to the first playable card."; "Your only playable card." when it came
        back to the card it left): the count alone ("card 1 of 7") did not tell the round."""
        key = "hand.playable.only" if only else \
            "hand.playable.again_first" if step > 0 else "hand.playable.again_last"
        note = self.describer.cat.text(key)
        return [replace(m, text=f"{note} {m.text}",
                        brief=f"{note} {m.short[:1].upper()}{m.short[1:]}") for m in went]

    # -- the keys in the hand ---------------------------------------------------------------

    def _in_hand(self) -> bool:
        return self.is_card_game and self.zone is ZoneKind.HAND

    def _do_where(self, command: Command) -> list[Message]:
        """In the hand: the card under the cursor, as moving onto it says it; with a place
        typed after it, that place as on a board (in the hand, "where are my marbles" was
        answered with the card under the cursor)."""
        if self._in_hand() and not command.argument.strip():
            return self._hand_message()
        return super()._do_where(command)

    def _do_left(self, command: Command) -> list[Message]:
        return self._hand_step(-1) if self._in_hand() else super()._do_left(command)

    def _do_right(self, command: Command) -> list[Message]:
        return self._hand_step(1) if self._in_hand() else super()._do_right(command)

    def _do_up(self, command: Command) -> list[Message]:
        return self._hand_suit(-1) if self._in_hand() else super()._do_up(command)

    def _do_down(self, command: Command) -> list[Message]:
        return self._hand_suit(1) if self._in_hand() else super()._do_down(command)

    def _do_row_start(self, command: Command) -> list[Message]:
        return self._hand_go(0) if self._in_hand() else super()._do_row_start(command)

    def _do_row_end(self, command: Command) -> list[Message]:
        if self._in_hand():
            return self._hand_go(len(self.hand()) - 1)
        return super()._do_row_end(command)

    def _do_next_suit(self, command: Command) -> list[Message]:
        if not self.is_card_game:
            return [Message(self.describer.cat.text("hand.not_cards"))]
        back = command.argument.strip().casefold() in ("back", "zurück", "zurueck", "previous")
        return self._back_to_hand() + self._hand_suit(-1 if back else 1)

    def _do_playable(self, command: Command) -> list[Message]:
        back = command.argument.strip().casefold() in ("back", "zurück", "zurueck", "previous")
        return self._playable_step(-1 if back else 1)

    def _do_playable_back(self, command: Command) -> list[Message]:
        return self._playable_step(-1)

    def _playable_step(self, step: int) -> list[Message]:
        """To the next place the move begun may name, on the board (Dog's marble, then its
        target); else to the next playable card of the hand."""
        on_board = self.choosable_step(step)
        if on_board is not None:
            return on_board
        if not self.is_card_game:
            return [Message(self.describer.cat.text("hand.not_cards"))]
        return self.hand_playable_step(step)

    def _do_zone(self, command: Command) -> list[Message]:
        """Hand, then the choices (when there are any), then the table, then the hand."""
        if not self.is_card_game:
            return super()._do_zone(command)
        if self.zone is ZoneKind.HAND:
            if self._choices():
                self.zone, self.choice_index = ZoneKind.CHOICES, 0
                return [Message(self.words.text("zone.choices"))] + self._choice_message()
            return self._table_zone()
        if self.zone is ZoneKind.CHOICES:
            return self._table_zone()
        back = self._back_to_hand()
        return back + [Message(self.describer.cat.text("zone.hand"))] + self._hand_message()

    def _table_zone(self) -> list[Message]:
        self.zone = ZoneKind.BOARD
        location = self.cursor.location
        place = self.places.place_and_content(self.state, location) if location is not None \
            else ""
        return [Message(self.describer.cat.text("zone.table", place=place))]

    def _do_go(self, command: Command) -> list[Message]:
        """In card games a card's name ("go queen of hearts") moves the cursor onto that card
        of the hand, as a place does on a board; at a table with a board (Dog) a place moves it
        there ("go 9": field 9); at a table without one "go 3" typed moves it onto the third
        card, and the number typed alone or its number key plays it. A number typed alone
        beyond the hand's count is a rank ("9": the nine), and so is a rank's number where only
        ranks count (Dog: "2" the two); after "go" it never is."""
        if not self.is_card_game:
            return super()._do_go(command)
        text = command.argument.strip()
        legal = self.observation.legal_moves
        if command.kind is CommandKind.MOVE and text.isdecimal() and not self.view.seats_only \
                and legal and all(card_of(m) is None for m in legal) \
                and not rank_number(self.describer, text):
            # No card to play now (Dog's seven being split): a field typed alone, no rank's
            # number, asks for the marble's steps there, as "moves 46" does; it was "„46“ is
            # not a card of your hand; you hold 4 cards." A field no marble of the player's
            # stands on says the steps that end there ("There is no marble on field 20. One
            # move goes there: ...").
            place = self.parse_place(text)
            if place is not None and not any(m.parts and m.parts[0] == place for m in legal):
                alone = self.place_alone(text, cards_too=True)  # type: ignore[attr-defined]
                if alone is not None:
                    return [alone]
            return self._do_moves(  # type: ignore[attr-defined]
                replace(command, kind=CommandKind.MOVES))
        count = len(self.hand())
        named = self._held_named(text) if not text.isdecimal() else None
        if named is not None:
            return self._back_to_hand() + self._hand_go(self.hand().index(named))
        if command.kind is CommandKind.GO and not text.isdecimal():
            first = self._go_first_of(text)
            if first is not None:
                return first
        if command.kind is CommandKind.MOVE and text.isdecimal() and (
                int(text) > count or rank_number(self.describer, text)):
            by_rank = self.one_word_card(text)  # "9" alone with five cards: the nine
            if by_rank is not None:
                return by_rank
        if not self.view.seats_only and command.kind is CommandKind.GO:
            # A table with a board (Dog): "go 9" is field 9, as help says; never a card.
            place = self._named_place(text)
            if place is not None:
                self.zone = ZoneKind.BOARD
                self.cursor.go(place)
                return self._cursor_message(True)
        if not text.isdecimal() or not 1 <= int(text) <= count:
            # At a table with a board "gehe zielfeld" was "no card of your hand" alone.
            key = "hand.go.bad.board" if command.kind is CommandKind.GO and \
                not self.view.seats_only else "hand.go.bad"
            cat = self.describer.cat
            # Braille in fewer words where the catalog has them: "„c3“ ist keine Karte und
            # kein Platz; du hast 2 Karten." (the sentence ran to 82 cells).
            brief = f"{key}.brief" if cat.has(f"{key}.brief") else key
            return [echoed(lambda text: cat.plural(key, count, text=text), command.argument,
                           say_brief=lambda text: cat.plural(brief, count, text=text))]
        if command.kind is CommandKind.GO and command.word:
            # The word typed ("go 3", "gehe 3") moves the cursor, as go does everywhere; the
            # window's number key (go without a word) plays that card, as docs/keys says.
            return self._back_to_hand() + self._hand_go(int(text) - 1)
        return self._play_hand_card(int(text) - 1)

    def _go_first_of(self, text: str) -> list[Message] | None:
        """"gehe herz", "go queen": the cursor onto the first card of the hand of that suit
        or rank (of a suit, the first of its plain cards where a game makes some of them
        trumps: Doppelkopf's Kreuz after the trumps, as the suit keys go class by class), or
        that the hand holds none. None where ``text`` names no suit or rank alone. It said
        "„herz“ is no card of your hand" to a player holding three hearts."""
        word = " ".join(text.casefold().split())
        rank, suit = rank_or_suit(word)
        if rank is None and suit is None:
            return None
        deck = self.game.deck  # type: ignore[attr-defined]
        cards = self.hand()
        fits = [i for i, card in enumerate(cards)
                if rank in (None, deck.face(card).rank) and suit in (None, deck.suit(card))]
        if not fits:
            return [self._none_held(word, rank, suit, ())]
        plain = [i for i in fits if suit is not None
                 and self._suit_of(cards[i]) in (suit, suit.value)]
        return self._back_to_hand() + self._hand_go((plain or fits)[0])

    def _play_hand_card(self, index: int) -> list[Message]:
        """The hand's card at ``index`` (from 0) played, the cursor on it: its number typed
        alone, and a front end's click on a card (the web page, through the console's
        ``play_hand_card``); the answer to a "Which card" question asked with a call ("bc
        mau") is played with it (:meth:`answer_with_call`; a click played it without, and
        drew a penalty card). A card that may not be played now is refused with the reason,
        a place beyond the hand with its count."""
        cards = self.hand()
        if not 0 <= index < len(cards):  # the page showed a hand since changed
            return [Message(self.describer.cat.plural("hand.go.bad", len(cards),
                                                      text=str(index + 1)), MessageKind.ERROR)]
        self.zone = ZoneKind.HAND
        card = cards[index]
        self._put_hand_cursor(index, card)
        if self.said_open and card in self.which_open:  # "1" after "bc mau": with the call
            return self.answer_with_call(card, str(index + 1))
        return self._play_card(card, mau=False)

    def parse_place(self, text: str) -> Location | None:
        """At a card table with a board (Dog) a place as it is spoken or by its field number
        (:meth:`_named_place`: "where 12", "moves field 12"), which the board's own reading
        did not know ("12" is not a place on this board); elsewhere as on any board."""
        if self.is_card_game and not self.view.seats_only:
            named = self._named_place(text)
            if named is not None:
                return named
        return super().parse_place(text)

    def _named_place(self, text: str) -> Location | None:
        """The place of a card table's board that ``text`` names as it is spoken ("field 9",
        "Feld 9", "your kennel") or by its field number alone ("9"); else one of the
        listener's own places named without its owner (:meth:`_own_place_named`)."""
        typed = " ".join(text.casefold().split())
        if not typed:
            return None
        ring = list(self.view.ring)  # the track's fields first: "9" is field 9 of the track
        for place in ring + [p for p in self.view.locations() if p not in ring]:
            words = self._place_words(place)
            if typed == " ".join(words) or self._numbered(words, typed.split()):
                return place
        return self._own_place_named(typed)

    def _place_words(self, place: Location) -> list[str]:
        """A place's spoken name as lower-case words ("your", "goal", "field", "2")."""
        return self.describer.location(place).casefold().replace(",", " ").split()

    def _own_place_named(self, typed: str) -> Location | None:
        """The listener's own place (Dog: "dein Zielfeld 2", "your kennel") that ``typed``
        names without its owner, as players say it: the end of its name ("Zielfeld 2",
        "kennel", "start field 1"), the word for field left out or not ("Ziel 2", "goal 2"),
        a place that is the only one of its kind without its number ("Startfeld"). None
        unless exactly one of the listener's own place names reads so (four goal fields for
        "Zielfeld"), and never another seat's place ("kennel" is not East's kennel)."""
        own = getattr(self.describer, "own_places", None)
        wanted = _fieldless(typed.split())
        if own is None or not wanted:
            return None
        found: dict[str, Location] = {}
        for place in own():
            words = self._place_words(place)
            name = _fieldless(words)
            short = name[:-1] if name[-1].isdecimal() else name
            if wanted in (name[-len(wanted):], short[-len(wanted):]):
                found.setdefault(" ".join(words), place)
        return next(iter(found.values())) if len(found) == 1 else None

    @staticmethod
    def _numbered(words: list[str], typed: list[str]) -> bool:
        """True when a place's spoken ``words`` hold the number ``typed`` ("9", "field 9")
        after a field's word ("field 9", "your start field 1", "Startfeld 17 von Ost")."""
        number = typed[-1]
        return typed[0] in (number, *FIELD_WORDS) and any(
            word == number and before.endswith(FIELD_WORDS)
            for before, word in zip(words, words[1:], strict=False))

    def _held_named(self, text: str) -> int | None:
        """The first card of the viewer's hand that ``text`` names ("qh", "Herz-Dame"), else
        None."""
        try:
            face = parse_face(text)
        except CardNameError:
            return None
        held = self.game.deck.held(face, self.hand())  # type: ignore[attr-defined]
        return held[0] if held else None

    def _do_select(self, command: Command) -> list[Message]:
        mau = command.argument.strip().casefold() in MAU_WORDS
        if self.is_card_game and self.zone is ZoneKind.BOARD and self.view.seats_only:
            # A seat at the table holds no piece to move: "The piece on East cannot move now."
            zone = words_for(CommandKind.ZONE, self.lang)[0]
            return [self._refuse(Message(
                self.describer.cat.text("hand.select.table", zone=zone), MessageKind.ILLEGAL,
                self.describer.cat.text("hand.brief.select.table", zone=zone)))]
        if not self._in_hand():
            self._mau_wanted = self._mau_wanted or mau
            return self._follow_places(super()._do_select(command))
        index = self.hand_index()
        if index is None:
            return self._hand_message()
        return self._follow_places(self._play_card(self.hand()[index], mau))

    def _follow_places(self, answer: list[Message]) -> list[Message]:
        """After Enter in a card game: when the viewer's move goes on with a place (a marble
        chosen, or the fields of a split seven still to walk), the board zone, the cursor on
        the first place that may be chosen."""
        if not self.is_card_game or self.is_over or not self._my_turn() or \
                self.zone is ZoneKind.CHOICES:
            return answer
        places = self._next_places()
        if places:
            moved = self.zone is ZoneKind.BOARD and self.cursor.location != places[0]
            self.zone = ZoneKind.BOARD
            self.cursor.go(places[0])
            if moved and answer:  # said, or "where" found the cursor elsewhere than left
                told = self.describer.cat.text("hand.cursor_moved",
                                               place=self.describer.location(places[0]))
                answer = [*answer[:-1], replace(answer[-1], text=f"{answer[-1].text} {told}")]
        return answer

    def _target_name(self, location: Location) -> str:
        """In a card game a target that holds a marble is named with it ("West's marble on
        field 21"): a jack's swap is chosen by whose marble it takes."""
        place = self.describer.location(location)
        if not self.is_card_game or self.view.occupant(self.state, location) is None:
            return place
        return self.places.q("target_occupied", place=place,
                             content=self.places.content(self.state, location))

    def _do_yes(self, command: Command) -> list[Message]:
        """"yes" when nothing was asked; at a card table a letter that is yes only in the
        other language names a card: in English "j" is the jack (German ja), and was
        answered "There is no question to answer." """
        word = command.word
        if self.is_card_game and word not in WORDS.get(self.lang, {}).get(CommandKind.YES, ()) \
                and rank_or_suit(word) != (None, None):
            return self._do_move(Command(CommandKind.MOVE, word))
        return super()._do_yes(command)

    def _do_draw(self, command: Command) -> list[Message]:
        """The word "draw" in a game where drawing a card is a move (Mau Mau) draws one; any
        other draw offer at a card table is refused (a deal ends by its rules; nobody agrees
        a draw there)."""
        if not self.is_card_game or self.is_over:
            return super()._do_draw(command)
        if command.word == "draw" and getattr(self.state, "draws_cards", False):
            return self._do_move(Command(command.kind, f"draw {command.argument}".strip()))
        return self.no_draw()

    def _do_move(self, command: Command, typed: str | None = None) -> list[Message]:
        raise NotImplementedError  # the Console's

    # -- what the card play mix-in gives (:class:`.CardPlay`) -----------------------------------

    def one_word_card(self, text: str, said: str = "") -> list[Message] | None:
        raise NotImplementedError

    def answer_with_call(self, card: int, typed: str) -> list[Message]:
        raise NotImplementedError

    def _play_card(self, card: int, mau: bool) -> list[Message]:
        raise NotImplementedError

    def _none_held(self, word: str, rank: Rank | None, suit: Suit | None,
                   unclear: tuple[Face, ...]) -> Message:
        raise NotImplementedError
