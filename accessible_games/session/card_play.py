"""Playing a card by its name: the readers of a card typed in a player's own words.

A mix-in of :class:`~accessible_games.session.console.Console` over the hand
(:class:`~accessible_games.session.hand_commands.HandCommands`): a card named by its rank or
suit alone ("queen", "pik") or a short name with several readings ("kd"), by its height
("play low"), with the call "Mau"; the question which card when several fit, its answer; a
card whose move needs a choice (a jack's wish, the joker's rank) and the choice typed by its
name; and what playing the card the cursor or the line names does.
"""

from __future__ import annotations

from collections.abc import Callable

from accessible_games.engine import IllegalMoveError, InvalidMoveError, Location, Move
from accessible_games.engine.types import Reason, ReasonCode, Token, TokenKind
from accessible_games.games.cards.braille import BLANK, card_cells
from accessible_games.games.cards.core import Face, Rank, Suit
from accessible_games.games.cards.parse import (
    CardNameError,
    braille_clash,
    parse_face,
    parse_suit,
    rank_code,
    short_code,
)
from accessible_games.narration.message import Message, MessageKind
from accessible_games.session.board_commands import ZoneKind
from accessible_games.session.card_heights import TRUMP_CLASS, Height, height_choices, read_height
from accessible_games.session.card_words import (
    MAU_WORDS,
    _readings,
    bare_card_words,
    faces_named,
    hand_decides,
    rank_number,
    rank_or_suit,
    refused_verb,
    said_with,
)
from accessible_games.session.commands import Command, CommandKind
from accessible_games.session.hand_commands import HandCommands


class CardPlay(HandCommands):
    """Cards played by their names."""

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

    def height_asked(self, text: str) -> Height | None:
        """The height ``text`` asks for ("low", "höchster Trumpf"), in a game whose cards
        have heights; None otherwise. Whoever is to move: typed out of turn it is a move,
        to wait with, not a line that cannot be read."""
        if getattr(self.state, "card_height", None) is None:
            return None
        trump = getattr(self.state, "trump_suit", None)
        words = (bare_card_words(text, self.observation.legal_moves) or text).casefold().split()
        return read_height(words, trump() if trump is not None else None)

    def typed_height(self, text: str) -> list[Message] | None:
        """"low", "play the highest club", "niedrigster Trumpf", "die Kleinste": the lowest
        or highest card that may be played, in the suit named or the one suit that may be
        played; where several suits may be, the question which, naming the lowest (highest)
        of each. None where the words ask no height or the game's cards have none (Mau Mau,
        Dog: "low" there is not understood, as before)."""
        if self.viewer is None or not self._my_turn():
            return None
        height = self.height_asked(text)
        if height is None:
            return None
        card_height = self.state.card_height  # type: ignore[attr-defined]
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
            return [self.wait_message()]
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
