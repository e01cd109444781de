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
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import replace

from accessible_games.engine import IllegalMoveError, InvalidMoveError, Location, Move
from accessible_games.engine.types import Reason, ReasonCode, Token, TokenKind
from accessible_games.games.cards.braille import BLANK, card_cells
from accessible_games.games.cards.core import Face, Rank, Suit
from accessible_games.games.cards.parse import (
    RANK_ABBREVIATIONS,
    RANK_WORDS,
    SUIT_ABBREVIATIONS,
    SUIT_WORDS,
    CardNameError,
    braille_clash,
    parse_face,
    parse_suit,
    rank_code,
    short_code,
)
from accessible_games.games.cards.typed import GIVE_VERBS, PLAY_VERBS
from accessible_games.narration.message import Message, MessageKind
from accessible_games.session.board_commands import BoardCommands, ZoneKind
from accessible_games.session.card_heights import TRUMP_CLASS, Height, height_choices, read_height
from accessible_games.session.commands import WORDS, Command, CommandKind, words_for
from accessible_games.session.game_commands import GameCommands
from accessible_games.session.words import echoed

MAU_WORDS = frozenset({"mau"})
"""Arguments of ``select`` that play the card with the call "Mau"."""


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
            return [Message(self.words.text("wait"), MessageKind.ILLEGAL)]
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

    # -- playing a card ---------------------------------------------------------------------

    def one_word_card(self, text: str, said: str = "") -> list[Message] | None:
        """A card named by less than its full name, as a player says it at the table: a rank
        or a suit alone ("ass", "pik", "queen", "q"), or a short name with several readings
        ("kd": the king of diamonds, Kreuz-Dame or Karo-Dame). The card when only one card
        of the hand fits (or only one of those may be played now), else the question which,
        naming them; after such a question, a word that narrows its cards to one answers it.
        A short name whose readings the hand holds only one of is not played: the answer
        names that card, since the player may have meant another reading.
        None when the text is not such a name (a number stays the n-th card of the hand where
        the hand has that many cards; beyond, it is a rank: "9" with five cards; where only
        ranks count, a rank's number is always the rank, :func:`rank_number`).
        ``said``: the words typed with the name ("mau" in "bc mau"), played with the card
        the hand decides on, or with the card that answers the question."""
        word = text.strip().casefold()
        if not self.is_card_game or self.viewer is None or (
                word.isdecimal() and int(word) <= len(self.hand())
                and not rank_number(self.describer, word)):
            return None  # a number the hand reaches is its n-th card
        rank, suit = rank_or_suit(word)
        unclear = _readings(word, self.lang == "de") if rank is None and suit is None else ()
        faces = faces_named(rank, suit, unclear)
        if faces is None:
            return None
        deck = self.game.deck  # type: ignore[attr-defined]
        held = [c for c in self.hand() if faces(deck.face(c))]
        asked = [c for c in held if c in self.which_open]
        held = asked or held
        said = said or (self.said_open if asked else "")
        if not held:
            return [self._refuse(self._none_held(word, rank, suit, unclear))]
        playable = set(self.playable())
        # A name code that is a braille code of another card ("bc"): the hand decides, the
        # one held is played, and both held are asked about, naming both
        clash = braille_clash(word) if not asked else None
        fitting = held if clash else [c for c in held if c in playable] or held
        if not asked:  # German "As", any ace, or the ace of spades' code: asked if both held
            fitting += [c for c in self._coded_held(word, held) if c not in fitting]
        by_face = {deck.face(c): c for c in fitting}
        same_rank = not getattr(self.describer, "suits_matter", True)
        if same_rank and len({f.rank for f in by_face}) == 1 and len(
                {f.rank for f in unclear} or {None}) == 1:
            # Dog: cards of one rank do the same, so "dame" or "k5" (Kreuz- or Karo-Fünf)
            # needs no question which
            return self._play_decided(fitting[0], word, said)
        if len(by_face) > 1 and not playable.intersection(held) and (
                self.playable() or (self._my_turn() and not self.is_over)):
            # also when no card may be played at all (Mau Mau: draw for the sevens)
            return [self._refuse(self._none_playable(list(by_face.values())))]
        if refused_verb(said) and (len(by_face) > 1 or unclear and not clash):
            return None  # "play bc" while cards are given: refused as it is, never asked
        if len(by_face) == 1 and unclear and not asked and not clash:
            # "kd" meant one card, and the hand holds one of its readings: it may not be the
            # one meant, and a card played cannot be taken back, so the name is asked for
            self.which_cards = tuple(by_face.values())  # "kreuz" or its name then plays it
            self.which_said = said
            several = len({deck.face(c) for c in held}) > 1  # held, but only one may be played
            face = next(iter(by_face))
            code = short_code(face, self.lang == "de")  # what plays it at once ("ka2")
            code = f"{code} {said}" if code and said else code  # "kak mau" keeps the call
            key = "name.one_playable" if several else "name.one"
            fields = {"text": word, "card": self._the(face), "code": code or self._the(face)}
            # on the braille line what to type first ("„kd“: du hast Karo-König, tippe
            # „kak“."); the readings ran over two windows before it
            return [Message(self.describer.cat.text(
                f"hand.{key}", cards=self.describer.cat.join_or(
                    [self._the(f) for f in unclear]), **fields),
                MessageKind.INFO, self.describer.cat.text(f"hand.brief.{key}", **fields))]
        if len(by_face) == 1:
            return self._play_decided(fitting[0], word, said)
        return self._ask_which(list(by_face.values()), said)

    def _ask_which(self, cards: list[int], said: str) -> list[Message]:
        """Ask which of ``cards`` is meant; the next word that narrows them to one (such as
        the suit) answers, played with the words ``said``."""
        self.which_cards, self.which_said = tuple(cards), said
        deck = self.game.deck  # type: ignore[attr-defined]
        faces = [deck.face(card) for card in cards]
        # on the braille line the cards in their code, as "moves" has them: "Which card:
        # the ace of clubs or the ace" | "of hearts?" cut a name
        # a question, not a refusal: no error sound, and "why" keeps the last real refusal
        return [Message(self.describer.cat.text(
            "hand.word.which", cards=self.describer.cat.join_or([self._the(f) for f in faces])),
            MessageKind.INFO, self.describer.cat.text("hand.brief.which",
                                                      cards=self._codes(faces)))]

    def typed_height(self, text: str) -> list[Message] | None:
        """"low", "play the highest club", "niedrigster Trumpf", "die Kleinste": the lowest
        or highest card that may be played, in the suit named or the one suit that may be
        played; where several suits may be, the question which, naming the lowest (highest)
        of each. None where the words ask no height or the game's cards have none (Mau Mau,
        Dog: "low" there is not understood, as before)."""
        card_height = getattr(self.state, "card_height", None)
        if card_height is None or self.viewer is None or not self._my_turn():
            return None
        trump = getattr(self.state, "trump_suit", None)
        words = (bare_card_words(text, self.observation.legal_moves) or text).casefold().split()
        height = read_height(words, trump() if trump is not None else None)
        if height is None:
            return None
        hand = self.hand()
        cards = sorted(height_choices(height, self.playable(), card_height),
                       key=hand.index)  # named in the hand's order (Doppelkopf: trumps first)
        if len(cards) == 1:
            return self._play_card(cards[0], False)
        if cards:
            return self._ask_which(cards, "")
        return [self._refuse(self._height_refusal(height, card_height))]

    def _height_refusal(self, height: Height,
                        card_height: Callable[[int], tuple[int, int]]) -> Message:
        """No card of the class "low" or "high" named may be played: why, as for the cards
        of that suit typed by name, or that the hand holds none of it."""
        held = [card for card in self.hand() if card_height(card)[0] == height.klass]
        if len(held) > 1:
            return self._none_playable(held)
        if held:
            return self._card_refusal(held[0])
        if height.klass == TRUMP_CLASS:
            return Message(self.describer.cat.text("hand.word.none.trumps"),
                           MessageKind.ILLEGAL)
        return self._none_held("", None, Suit(height.klass), ())

    def called_answer(self, text: str) -> int | None:
        """The card of the "Which card" question just asked that ``text`` names when the
        question's line said a call with its card ("bc mau"): by its full or short name
        ("kreuz zwei", "two of clubs", "2c") or its braille code ("⠃⠉"), a verb before it or
        not; its place in the hand ("1") is read by :meth:`_do_go`. That card is played with
        the call (:meth:`answer_with_call`): the game's reading of the name alone dropped it,
        and a Mau Mau player drew a penalty card for the Mau she had typed. None when nothing
        was said with the question's card, when the answer says a call itself, or names none
        of its cards (a word the hand decides, "bc" again, is asked by :meth:`one_word_card`)."""
        if not (self.is_card_game and self.said_open and self.which_open):
            return None
        words = (bare_card_words(text, self.observation.legal_moves) or text).casefold().split()
        name = " ".join(words)
        if not words or MAU_WORDS.intersection(words) or hand_decides(name, self.lang == "de"):
            return None
        if name.isdecimal():  # the hand's n-th card: :meth:`_do_go`, as the number key
            return None
        try:
            face = parse_face(name, self.lang == "de")
        except CardNameError:
            return None
        held = self.game.deck.held(face, self.which_open)  # type: ignore[attr-defined]
        return held[0] if held else None

    def answer_with_call(self, card: int, typed: str) -> list[Message]:
        """Play ``card``, the answer ``typed`` to the "Which card" question, with the words
        said with the question's card ("mau")."""
        return self._play_decided(card, typed, self.said_open)

    def _coded_held(self, word: str, held: list[int]) -> list[int]:
        """For the German "As" (any ace, read as "Ass" is), which is also the ace of spades'
        code ("as", ⠁⠎): the cards of ``held`` that are the ace of spades. With the ace the
        rank reading chooses they are asked about when the two differ ("Welche Karte:
        Herz-Ass oder Pik-Ass?"). None in English, where "as" is the ace of spades alone."""
        code = rank_code(word) if self.lang == "de" else None
        deck = self.game.deck  # type: ignore[attr-defined]
        return [] if code is None else [c for c in held if deck.face(c) == code[1]]

    def _play_decided(self, card: int, word: str, said: str) -> list[Message]:
        """Play ``card``, the hand's reading of ``word``, with the words ``said`` with it:
        "mau" is the game's to read ("bc mau" holding the two of clubs as the last card but
        one plays it with the call), so the card goes to the game by its cells (⠃⠉), which
        name it alone."""
        if not said:
            return self._play_card(card, False)
        cells = card_cells(self.game.deck.face(card))  # type: ignore[attr-defined]
        return self._do_move(Command(CommandKind.MOVE, said_with(cells, said)),
                             said_with(word, said))

    def _codes(self, faces: list[Face]) -> str:
        """``faces`` in their braille code, a blank between two (docs/cards.en.md)."""
        names = getattr(self.describer, "names", None)
        pattern = names.pattern if names is not None else \
            self.game.deck.pattern  # type: ignore[attr-defined]
        return BLANK.join(card_cells(face, pattern) for face in faces)

    def _none_playable(self, cards: list[int]) -> Message:
        """Several cards of the hand fit a word, but none may be played now: that, and the
        game's reason for the first of them ("You may play neither the king of hearts nor
        the king of spades now. The king of hearts does not go on ..."), instead of asking
        which one only to refuse it."""
        cat = self.describer.cat
        deck = self.game.deck  # type: ignore[attr-defined]
        named = [self._the(deck.face(c)) for c in cards]
        if len(named) == 2:
            said = cat.text("hand.word.unplayable.two", first=named[0], second=named[1])
        else:
            said = cat.text("hand.word.unplayable.many", cards=cat.join_and(named))
        refusal = self._card_refusal(cards[0])
        # on the braille line the rule in its few words, where the game has them ("Follow
        # suit: nine or queen of diamonds."), else the reason first and the cards a pan later
        brief = refusal.brief if refusal.brief is not None else f"{refusal.text} {said}"
        return Message(f"{said} {refusal.text}", MessageKind.ILLEGAL, brief)

    def _card_refusal(self, card: int) -> Message:
        """The game's reason why ``card`` of the hand may not be played now."""
        reason = self.state.explain((self._card_token(card),))
        return self.describer.reason(reason, self.state)

    def _none_held(self, word: str, rank: Rank | None, suit: Suit | None,
                   unclear: tuple[Face, ...]) -> Message:
        """"You hold no ace." for a rank or suit word; for a name with several readings
        (``unclear``), that none of them is in the hand (on the braille line first, the
        readings in their code after it: "„kd“ hast du nicht: ⠟⠉⠀⠟⠙⠀⠅⠙.")."""
        names = self.describer.names  # type: ignore[attr-defined]
        cat = self.describer.cat
        if rank is not None:
            return Message(cat.text("hand.word.none.rank", none=names.no_rank(rank)),
                           MessageKind.ILLEGAL)
        if suit is not None:
            return Message(cat.text("hand.word.none", kind=names.suit(suit)),
                           MessageKind.ILLEGAL)
        return Message(cat.text("hand.name.none", text=word,
                                cards=cat.join_or([self._the(f) for f in unclear])),
                       MessageKind.ILLEGAL,
                       cat.text("hand.brief.name.none", text=word,
                                cards=self._codes(list(unclear))))

    def _the(self, face: Face) -> str:
        """A face named as in a list of cards ("the queen of hearts", "Herz-Dame")."""
        names = self.describer.names  # type: ignore[attr-defined]
        return str(self.describer.cat.text("hand.received.card", card=names.face(face)))

    def ask_about(self, move: Move, reason: Reason, typed: str) -> list[Message]:
        """Say the refusal ``reason``, which asks whether to play ``move`` (Dog: "Spend the
        joker on it?"): yes plays it, and so does the way alone after the card ``typed``."""
        self._pending_move = move
        self.confirming = CommandKind.MOVE
        self.ask_way(typed, reason)  # "as ace" answers it too
        return [self._refuse(self.describer.reason(reason, self.state))]

    def ask_way(self, typed: str, reason: Reason) -> None:
        """Remember ``typed`` as the card whose way the refusal ``reason`` asks for, when
        every move it names plays that one card (Dog's "k" with two ways; "joker", asked as
        which card: "as seven" then answers it)."""
        firsts = {m.parts[0] for m in reason.alternatives if m.parts}
        first = next(iter(firsts), None)
        if self.is_card_game and self.describer.asks_which(reason) and len(firsts) == 1 \
                and isinstance(first, Token) and first.kind is TokenKind.CARD:
            self.way_card = typed.strip()

    def way_answer(self, typed: str) -> str | None:
        """The line typed just after the question which way a card goes, read with that card
        before it ("out" after "k" is "k out"), when that names one of its moves or narrows
        them; None otherwise (a command such as "moves" stays that command). Play-testing,
        "out" answered the question with "Dog has no such question.", "20-33" with "I cannot
        read"."""
        if self.way_card is None:
            return None
        line = f"{self.way_card} {typed}"
        try:
            self.state.parse_typed(line)
        except IllegalMoveError as error:
            return line if error.reason.code is ReasonCode.AMBIGUOUS else None
        except InvalidMoveError:
            return None
        return line

    def card_with_choices(self, reason: Reason) -> list[Message] | None:
        """A card typed alone whose moves differ only by a choice still to make (a jack
        without its wish): the card's question and its choices, as Enter on it in the hand
        gives, instead of listing every move. None for any other reason."""
        if not self.is_card_game or reason.code is not ReasonCode.AMBIGUOUS:
            return None
        firsts = {m.parts[0] for m in reason.alternatives if m.parts}
        first = next(iter(firsts), None)
        if len(firsts) != 1 or not isinstance(first, Token) or first.kind is not TokenKind.CARD:
            return None
        if not all(isinstance(p, Token) and p.kind is not TokenKind.CARD
                   for m in reason.alternatives for p in m.parts[1:]):
            return None  # places on the board follow (Dog): the moves are named instead
        return self._play_card(first.value, any(self._calls_mau(m) for m in reason.alternatives))

    def typed_choice(self, text: str) -> list[Message] | None:
        """As the board's, and a choice followed by "mau" ("karo mau" at the jack's
        question, for the last card but one) says Mau with the card, as Shift+Enter does
        (it was not understood, and the player drew the penalty card)."""
        words = text.strip().casefold().split()
        if not (self.is_card_game and len(words) > 1 and words[-1] in MAU_WORDS
                and self.choice_open()):
            return super().typed_choice(text)
        wanted, self._mau_wanted = self._mau_wanted, True
        chosen = super().typed_choice(" ".join(words[:-1]))
        if chosen is None:
            self._mau_wanted = wanted
        return chosen

    def _choice_word(self, word: str) -> str | None:
        """A suit typed in either language or pack ("hearts", "rot", "h") names the choice
        of that suit as it is said here (a jack's wish)."""
        suit = parse_suit(word) if self.is_card_game else None
        if suit is None:
            return None
        return str(self.describer.names.suit(suit)).casefold()  # type: ignore[attr-defined]

    def _play_card(self, card: int, mau: bool) -> list[Message]:
        """Play ``card``; a choice still open (a jack's suit) goes to the choices zone; a card
        that may not be played stays in the hand with the engine's reason."""
        if self.is_over:
            return self.result_messages()
        if not self._my_turn():
            return [Message(self.words.text("wait"), MessageKind.ILLEGAL)]
        token = self._card_token(card)
        moves = [m for m in self.observation.legal_moves if m.parts and m.parts[0] == token]
        if not moves:
            return [self._refuse(self._card_refusal(card))]
        chosen = self._only_move(moves, (token,), mau)
        if chosen is None and not mau:
            # A choice the rules leave without effect is not asked (Mau Mau's last jack).
            chosen = self.state.choice_unneeded(moves)
        if chosen is None and len(moves) == 1 and not mau:
            asked = self.describer.asks_first(moves[0])
            if asked is not None:  # Dog's joker: its one move said and asked about first
                name = self.describer.names.card(card)  # type: ignore[attr-defined]
                return self.ask_about(moves[0], asked, str(name))
            chosen = moves[0]  # one way to play the card (Dog: one marble, one target)
        if chosen is not None:
            return self._play_human(chosen)
        self.builder.clear()
        self.builder.parts.append(token)
        self._mau_wanted = mau
        self.zone, self.choice_index = ZoneKind.CHOICES, 0
        if not self._choices():  # places on the board next: typed, the way alone answers
            self.way_card = str(self.describer.names.card(card))  # type: ignore[attr-defined]
            return self._places_next(self.card_name(card))
        if getattr(self, "typed_only", False):  # the question names every choice to type
            return [self._choose_question(card)]
        return [self._choose_question(card), *self._choice_message()]

    def _choose_question(self, card: int) -> Message:
        """The question after a card that needs one more choice (Mau Mau's jack: which
        suit). In the window its choices are walked with Left and Right and taken with
        Enter; at the terminal (``typed_only``), where an empty line only asks again, it
        names the choices to type ("Type clubs, diamonds, hearts or spades."). Its ``.brief``
        form, where the game has one, is the braille line (the sentence took 101-115
        cells)."""
        words = self.describer
        key = "choose.typed" if getattr(self, "typed_only", False) else "choose"
        if not words.cat.has(words.key(key)):
            key = "choose"
        values = {"card": self.card_name(card),
                  "choices": words.cat.join_or([self.token_name(t) for t in self._choices()])}
        brief = f"{key}.brief"
        return Message(words.t(key, **values),
                       brief=words.t(brief, **values) if words.cat.has(words.key(brief))
                       else None)

    def _only_move(self, moves: list[Move], parts: tuple[int, ...], mau: bool) -> Move | None:
        """The one move the parts chosen so far mean (with or without "Mau"), else None."""
        call = [m for m in moves if self._calls_mau(m)]
        plain = [m for m in moves if not self._calls_mau(m)]
        wanted = call if mau and call else plain
        exact = [m for m in wanted if tuple(m.parts[:len(parts)]) == parts
                 and all(isinstance(p, Token) and p.kind is TokenKind.CHOICE
                         for p in m.parts[len(parts):])]
        return exact[0] if len(exact) == 1 else None

    @staticmethod
    def _calls_mau(move: Move) -> bool:
        return bool(getattr(move, "mau", False))

    def _choices(self) -> list[Location]:
        """The next choices, without the call "Mau" (Shift+Enter or ``mau`` says it)."""
        found = super()._choices()
        if not self.is_card_game:
            return found
        # The cards are in the hand: before a card, here are draw and pass only.
        unwanted = TokenKind.CHOICE if self.builder.parts else TokenKind.CARD
        return [t for t in found if not (isinstance(t, Token) and t.kind is unwanted)]

    def _select_choice(self) -> list[Message]:
        if not self.is_card_game:
            return super()._select_choice()
        if not self.builder.parts:  # a whole move (draw, a reservation, an announcement)
            answer = super()._select_choice()
            if self.zone is ZoneKind.BOARD:
                self.zone = ZoneKind.HAND  # a card game's home zone is the hand
            return answer
        choices = self._choices()
        if not choices:
            self.zone = ZoneKind.HAND
            self.builder.clear()
            return [Message(self.words.text("zone.no_choices"), MessageKind.ILLEGAL)]
        token = choices[min(self.choice_index, len(choices) - 1)]
        parts = (*self.builder.parts, token)
        moves = [m for m in self.observation.legal_moves if tuple(m.parts[:len(parts)]) == parts]
        chosen = self._only_move(moves, parts, self._mau_wanted)
        if chosen is None:
            self.builder.parts.append(token)
            self.choice_index = 0
            if not self._choices():
                return self._places_next(self.token_name(token))
            return self._choice_message()
        self.zone = ZoneKind.HAND
        self._mau_wanted = False
        return self._play_human(chosen)


CARD_VERBS = {"play": PLAY_VERBS, "give": GIVE_VERBS}
"""Verbs a player says with a card ("play the queen", "gib die Drei", "Dame spielen"), by the
first word of the notation of the moves they ask for."""
ARTICLES = frozenset({"the", "die", "der", "den", "das"})
"""Articles before a card's name; they name nothing."""


def bare_card_words(text: str, legal: Sequence[Move]) -> str | None:
    """``text`` without the articles and the verb around a card's name, so the name alone can
    be read; None when there is nothing to leave out. A verb is kept when the legal moves
    are all of the other kind (the notation's first word: "gib" while Dog's cards are
    played), so the game's own reading refuses it rather than the card going the other way."""
    kinds = {move.notation.split(" ", 1)[0] for move in legal} & CARD_VERBS.keys()
    dropped = set(ARTICLES)
    for kind, verbs in CARD_VERBS.items():
        if kind in kinds or not kinds:
            dropped.update(verbs)
    words = text.casefold().split()
    kept = [word for word in words if word not in dropped]
    return " ".join(kept) if kept and len(kept) < len(words) else None


def verb_alone(text: str) -> str | None:
    """What follows a play verb typed without a card ("play", "spielen", "play mau"): the
    card at the cursor is meant, as Enter plays it. "" or the Mau word; None when the text is
    anything else."""
    words = text.casefold().split()
    if not words or words[0] not in PLAY_VERBS:
        return None
    rest = words[1:]
    if not rest:
        return ""
    return rest[0] if len(rest) == 1 and rest[0] in MAU_WORDS else None


def rank_number(describer: object, text: str) -> bool:
    """True for a rank's number (2 to 10) typed in a game where only a card's rank counts
    (Dog, ``describer.suits_matter`` False): there "2" is the two, as the player says it at
    the table, never the second card of the hand ("2" played the five of a hand "two, five,
    eight, jack")."""
    return not getattr(describer, "suits_matter", True) and text.isdecimal() \
        and 2 <= int(text) <= 10


def rank_or_suit(word: str) -> tuple[Rank | None, Suit | None]:
    """The rank a word or one-letter abbreviation names ("ass", "q"; a letter that is also a
    suit, "d", is neither), or the suit a word names ("pik")."""
    rank = RANK_WORDS.get(word)
    if rank is None and len(word) == 1 and word not in SUIT_ABBREVIATIONS:
        rank = RANK_ABBREVIATIONS.get(word)
    return rank, SUIT_WORDS.get(word)


def names_a_card(text: str, german: bool) -> bool:
    """Whether ``text`` names a card, a rank or a suit in some reading ("qh", "queen", "pik",
    "kd"): typed while another seat is to move, it is a card played too soon, not a slip."""
    word = " ".join(text.casefold().split())
    if faces_named(*rank_or_suit(word), _readings(word, german)) is not None:
        return True  # a rank or suit alone, or a name with several readings
    try:
        parse_face(word, german)
    except CardNameError:
        return False
    return True


def german_readings(text: str) -> tuple[Face, ...]:
    """The readings of a short card name that German shorthand makes ambiguous ("kd":
    Kreuz-Dame, Karo-Dame or the king of diamonds); empty when it has one reading or none."""
    return _readings(text.strip().casefold(), True)


def hand_decides(text: str, german: bool) -> bool:
    """True for a word whose card the hand decides (:meth:`HandCommands.one_word_card`): a
    short name German shorthand makes ambiguous ("kd"), one that is a name code and a
    braille code of two cards ("bc": Bube Kreuz, or the two of clubs in braille), or in
    German "as", any ace ("As") or the ace of spades' code."""
    return bool(german and (german_readings(text) or rank_code(text))) or \
        braille_clash(text) is not None


CARD_VERB_WORDS = frozenset(PLAY_VERBS + GIVE_VERBS)
"""Every verb said with a card, of either kind."""


def card_and_call(text: str, legal: Sequence[Move]) -> tuple[str, str]:
    """The card word of a line and what was said with it: "bc mau" is ("bc", "mau"), "play
    bc" and "spiele bc" ("bc", ""), as the hand decides on the card word alone; a verb of the
    other kind, which :func:`bare_card_words` keeps, is said with it ("play bc" while cards
    are given: ("bc", "play")), for the game to refuse with the card the hand holds. The line
    itself and "" where no single word is left."""
    words = (bare_card_words(text, legal) or text).casefold().split()
    verbs = [w for w in words if w in CARD_VERB_WORDS]
    words = [w for w in words if w not in CARD_VERB_WORDS]
    call = [w for w in words[1:] if w in MAU_WORDS]
    if not words or len(words) - len(call) != 1 or words[0] in MAU_WORDS:
        return text, ""
    return words[0], " ".join(verbs + call)


def said_with(card: str, said: str) -> str:
    """``card`` with the words ``said`` with it, as the game reads them: a verb before it
    ("play ⠃⠉"), the call after it ("⠃⠉ mau")."""
    words = said.split()
    verbs = [w for w in words if w in CARD_VERB_WORDS]
    return " ".join([*verbs, card, *(w for w in words if w not in CARD_VERB_WORDS)])


def refused_verb(said: str) -> bool:
    """Whether the words said with a card hold a verb: only one of the kind the moves are
    not is said apart from the card (:func:`card_and_call`), and the game refuses it."""
    return not CARD_VERB_WORDS.isdisjoint(said.split())


def faces_named(rank: Rank | None, suit: Suit | None,
                 unclear: tuple[Face, ...]) -> Callable[[Face], bool] | None:
    """Which faces a word may mean: those of its rank or suit, or its several readings
    (``unclear``); None when it is none of these."""
    if rank is not None or suit is not None:
        return lambda face: face.rank is rank or (suit is not None and face.suit is suit)
    readings = set(unclear)
    return (lambda face: face in readings) if readings else None


def _readings(word: str, german: bool) -> tuple[Face, ...]:
    """The faces a card name with several readings may mean ("kd" read as German, "five
    spades hearts"); empty for a name with one reading or none."""
    try:
        parse_face(word, german)
    except CardNameError as unclear:
        return unclear.faces
    clash = braille_clash(word)  # "bc": the jack of clubs, or the two in braille
    return clash or ()
