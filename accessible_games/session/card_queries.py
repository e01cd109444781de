"""The questions a card player asks: the hand counted, the trick, the last trick, the score
sheet, who has shown a void, and every card played since the viewer's own last turn.

A mix-in of :class:`~accessible_games.session.console.Console`. Every answer is read from the
console's viewer's observation (their redacted view: their own hand, public cards and public
knowledge of the others' hands) and from the moves as the viewer heard them; another seat's
hand is never read. In games that are not card games each question says so in one sentence.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from accessible_games.engine.events import GameEnded, Private
from accessible_games.engine.types import CHANCE, Move, Player
from accessible_games.games.cards.braille import BLANK, card_cells
from accessible_games.games.cards.core import Pattern, Rank, Suit
from accessible_games.games.cards.events import CardPlayed
from accessible_games.games.cards.parse import CardNameError, parse_face
from accessible_games.narration.catalog import capitalized
from accessible_games.narration.describer import Verbosity
from accessible_games.narration.message import Message, MessageKind
from accessible_games.session.braille_line import LINE_CELLS, braille_cells
from accessible_games.session.card_words import faces_named, rank_number, rank_or_suit
from accessible_games.session.commands import Command, CommandKind
from accessible_games.session.hand_commands import card_of
from accessible_games.session.hearing import runs_told_as_one
from accessible_games.session.queries import LONG_MOVE_LIST, Queries, in_pieces
from accessible_games.session.words import echoed, game_name

if TYPE_CHECKING:
    from accessible_games.session.console import Heard


K = CommandKind

BOARD_QUESTIONS = frozenset({K.CAPTURES, K.ROW, K.COLUMN, K.ROWS, K.PIECES, K.PIECES_OPPONENT,
                             K.LOOK})
"""Questions about a board, which a card table of seats alone (Mau Mau, Whist, Doppelkopf)
has no answer to (look tells nothing more about a seat than where does)."""


FEW_CARDS = 3
"""A hand of at most this many cards is named card by card in "moves" even on a lead."""

WHOLE_HAND_WORDS = ("hand", "blatt")
"""Typed words of the hand query that read the cards themselves, not only their count."""

HAND_OF_WORDS = frozenset({"of", "from", "my", "the", "von", "vom", "mein", "meine", "meines",
                           "meiner", "meinem", "der", "des", "dem"})
"""Words between the hand query and the seat it asks about ("hand of my partner", "blatt von
meinem partner"), left out."""


SENTENCE_BREAKS = r"(?<=[.!?]) (?=[A-ZÄÖÜ])"
"""Where a braille form of several sentences may be parted into lines."""

class CardQueries(Queries):
    """hand, trick, last trick, score, voids and since, for card games."""

    def _seats_only(self) -> bool:
        """A card game played at a table of seats without a board (not Dog)."""
        return self.view.seats_only

    def unanswered(self) -> frozenset[CommandKind]:
        """In a card game without a board, the board questions; the trick questions where
        cards go to no trick or pile (Dog), the last trick where they go to a pile (Mau Mau);
        threats where another card question says the same; a game's own questions where it
        has none (the Doppelkopf parties elsewhere). Typed, each still answers."""
        left_out = set(super().unanswered())
        if not self.is_card_game:
            return frozenset(left_out)
        if self._seats_only():
            # and "board" itself, which reads the hand, the table and the score: what
            # hand, trick and score name in the group of the card questions
            left_out |= BOARD_QUESTIONS | {K.BOARD}
        left_out.add(K.DRAW)  # no draw is agreed at a card table
        if getattr(self.describer, "table_text", None) is None:
            left_out |= {K.TRICK, K.LAST_TRICK}
        if getattr(self.describer, "trick_event", None) is None:
            left_out.add(K.LAST_TRICK)  # Mau Mau: a pile, no tricks
        if getattr(self.describer, "threats_elsewhere", False):
            left_out.add(K.THREATS)
        if not getattr(self.describer, "follows_suit", True):
            left_out.add(K.VOIDS)  # Dog: nobody follows suit
        if self.view.ring:
            left_out |= {K.ROW, K.COLUMN}  # a track, not rows and columns (Dog)
        for name, readers in self.GAME_QUESTIONS.items():
            if not any(getattr(self.describer, r, None) for r in readers):
                left_out.add(CommandKind(name))
        return frozenset(left_out)

    def _no_board(self) -> list[Message] | None:
        """The answer to a board question at a card table without a board, else None."""
        if not self._seats_only():
            return None
        # On the braille line without the game's name: "Doppelkopf has no board: ..." ran
        # to 85 cells.
        return [Message(self._t("hand.no_board", game=game_name(self.game.id, self.lang)),
                        brief=self._t("hand.no_board.brief"))]

    def _do_captures(self, command: Command) -> list[Message]:
        return self._no_board() or super()._do_captures(command)

    def _do_pieces(self, command: Command) -> list[Message]:
        if command.word == "partner" and self._seats_only():
            # "partner" alone at a table without a board: who plays with whom (Whist), the
            # parties (Doppelkopf); it said that the game has no board.
            partners = self.partners_message()
            return [partners] if partners is not None else self._no_partner()
        return self._no_board() or super()._do_pieces(command)

    def _do_look(self, command: Command) -> list[Message]:
        return self._no_board() or super()._do_look(command)

    def _do_pieces_opponent(self, command: Command) -> list[Message]:
        return self._no_board() or super()._do_pieces_opponent(command)

    def _marble_moves(self, command: Command) -> list[Message] | None:
        """"moves" with a place of a card table's board (Dog's "moves 12"): the moves of the
        cards that move the marble there, which the game's refusal of the place alone names
        (the card comes first); None where it names none. "No move from field 12." was said
        of a marble that two cards could move."""
        location = self.parse_place(command.argument)
        legal = self.observation.legal_moves
        if location is None or not legal:  # not this seat's turn: its view hides the cards
            return None
        plays = [m for m in self.state.explain((location,)).alternatives if m in legal]
        if not plays:
            return None
        count = self.describer.choice_count(plays)
        return self._headed(self._listed("moves.here", count, plays,
                                         place=self.describer.location(location)))

    def _cards_only(self) -> list[Message] | None:
        """The one sentence for a card question in a game without cards, else None."""
        if self.is_card_game:
            return None
        return [Message(self.describer.cat.text("hand.not_cards"))]

    def _long_move_list(self, legal: list[Move], player: str,
                        yours: bool = False) -> list[Message]:
        """Many moves at a card table: the cards that can be played (each named once, however
        many ways it can be played: a jack with each wish, a card to several marbles) and the
        moves without a card (draw, pass), and how to hear one card's moves; where each card
        has one move (Whist's lead, Doppelkopf), simply every move."""
        if not self.is_card_game:
            return super()._long_move_list(legal, player, yours)
        cards: list[int] = []
        others: list[Move] = []
        for move in legal:
            card = card_of(move)
            if card is None:
                others.append(move)
            elif card not in cards:
                cards.append(card)
        if not cards:
            return super()._long_move_list(legal, player, yours)
        ordered: list[int] = self.hand()  # type: ignore[attr-defined]
        cards.sort(key=lambda c: ordered.index(c) if c in ordered else len(ordered))
        names = [self._rank_or_card(c) for c in cards] + \
            [self.describer.moves_list([m]) for m in others]
        names = list(dict.fromkeys(names))  # two equal cards of a double pack, named once
        count = self.describer.choice_count(legal)
        if len(names) == count:  # one move per card: the whole list, nothing more to ask
            return [Message(self.moves_said(
                "moves.all", count, self.describer.moves_list(legal, self.state),
                self.told_as_yours(self.state.to_move), player=player))]
        # The braille line: the cards in their code ("⠃⠙⠀⠊⠉"), where their names ran to 180
        # cells; the moves without a card as said.
        held = list(dict.fromkeys(self.card_codes([c]) for c in cards))
        others_said = list(dict.fromkeys(self.describer.moves_list([m]) for m in others))
        you = ".you" if self.told_as_yours(self.state.to_move) else ""
        brief = self.words.plural(f"moves.by_card.brief{you}", count, player=player,
                                  names=self.describer.cat.join_or(
                                      [BLANK.join(held), *others_said] if others_said
                                      else [BLANK.join(held)]))
        # Dog's six cards and how to ask for one took 86 cells: the how on a line of its own.
        return self._in_lines(self.words.plural(f"moves.by_card{you}", count, player=player,
                                                names=self.describer.cat.join_or(names),
                                                example=self._rank_or_card(cards[0])), brief)

    def _rank_or_card(self, card: int) -> str:
        """A card as a list of cards to choose from names it: in a pack held by rank, whose
        suits do not count (Dog), by its rank ("five", "red joker"), cards of one rank once;
        otherwise by its name."""
        deck = self.game.deck  # type: ignore[attr-defined]
        if deck.by_rank:
            return str(self.describer.names.rank_words([card]))  # type: ignore[attr-defined]
        return self._card(card)

    def listed_order(self, legal: list[Move]) -> list[Move]:
        """At a card table, the cards' moves in the order of the hand as it is read and
        counted (so "moves" names them in the order that a number plays them); moves of no
        card (draw, a reservation) keep their place after them."""
        if not self.is_card_game:
            return legal
        hand: list[int] = self.hand()  # type: ignore[attr-defined]
        place: dict[int | None, int] = {card: index for index, card in enumerate(hand)}
        return sorted(legal, key=lambda m: place.get(card_of(m), len(hand)))

    def _your_moves(self) -> str | None:
        """At a card table of seats, the viewer's own moves as a player hears them at the
        table: "You can play the six of clubs or the jack of clubs.", then what else may be
        done ("Or: announce Re, no 90 or schwarz."). None where the list names another seat
        (nobody's turn of a viewer) or reads by card (a jack with many wishes)."""
        legal = self.listed_order(list(self.observation.legal_moves))
        if not legal or not self._seats_only() or self.viewer != self.state.to_move:
            return None
        plays = [m for m in legal if card_of(m) is not None]
        others = [m for m in legal if card_of(m) is None]
        counted = self.describer.choice_count(plays)  # as heard, each once
        # Heard once per card named (two equal cards of a double pack are one name; a jack's
        # wishes one move text), else by card: "moves" and the card for its moves.
        named = {self._card(card) for card in map(card_of, plays) if card is not None}
        if len(legal) > LONG_MOVE_LIST and counted != len(named):
            return None
        rest = len(set(self.describer.move_texts(others)))
        if not plays:
            return self.describer.cat.plural("hand.moves.choose", rest,
                                             moves=self.describer.moves_list(others, self.state))
        said = self._any_card(plays) or self.describer.cat.plural(
            "hand.moves.play", counted, cards=self.describer.moves_list(plays, self.state))
        if others:  # in the game's own words where it has them (Doppelkopf's announcements)
            key = self.describer.key("moves.or")
            said += " " + self._t(key if self.describer.cat.has(key) else "hand.moves.or",
                                  moves=self.describer.others_list(others, self.state))
        return said

    def _whole_hand_playable(self, plays: list[Move]) -> bool:
        """True when every card of the viewer's hand may be played (a lead), and the hand
        holds more than a few cards, whose names the sentence would list one by one."""
        hand = self._own_hand()
        return len(hand) > FEW_CARDS and set(hand) == {card_of(m) for m in plays}

    def _any_card(self, plays: list[Move]) -> str | None:
        """On a lead, that any card may be played, in a few words: "You can play any of your
        13 cards." (the thirteen names ran to 280 characters); at verbose, the hand suit by
        suit after it. None when only some cards may be played."""
        if not self._whole_hand_playable(plays):
            return None
        if self.describer.verbosity is Verbosity.VERBOSE:
            return self._t("hand.moves.any_hand", hand=self.hand_text())
        return self.describer.cat.plural("hand.moves.any", len(self._own_hand()))

    def _your_moves_brief(self) -> str | None:
        """The braille line of :meth:`_your_moves`: the cards in their braille code ("You can
        play: ⠉⠉⠀⠛⠉⠀⠟⠓."), then what else may be done as said; a whole hand of names in
        words ran to 280 cells; choices without a card in the game's short form where it has
        one (Doppelkopf's reservations: ``choices_brief``). None where a card's move says
        more than the card (a jack's wish, a marble's way): the sentence itself."""
        legal = self.listed_order(list(self.observation.legal_moves))
        plays = [m for m in legal if card_of(m) is not None]
        others = [m for m in legal if card_of(m) is None]
        deck = self.game.deck  # type: ignore[attr-defined]
        cards: dict[object, int] = {}  # by face: two equal cards of a double pack once
        for move in plays:
            card = card_of(move)
            assert card is not None
            if not self.describer.move_text(move).endswith(self._card(card)):
                return None
            cards.setdefault(deck.face(card), card)
        if not cards:
            choices = getattr(self.describer, "choices_brief", None)
            return choices(others) if choices is not None else None
        key = "hand.brief.any" if self._whole_hand_playable(plays) else "hand.brief.play"
        said = self._t(key, cards=self.card_codes(list(cards.values())))
        choices = getattr(self.describer, "choices_brief", None)
        brief = choices(others) if others and choices is not None else None
        if brief is not None:  # the game's short form (Doppelkopf's announcements)
            return f"{said} {brief}"
        if others:
            key = self.describer.key("moves.or")
            said += " " + self._t(key if self.describer.cat.has(key) else "hand.moves.or",
                                  moves=self.describer.others_list(others, self.state))
        return said

    def _do_moves(self, command: Command) -> list[Message]:
        """At a card table "moves" with a card lists that card's moves (a jack's wishes, a
        Dog card's marbles); anything else is asked as in every game (a place on Dog's
        board), except the viewer's own moves at a table of seats (:meth:`_your_moves`)."""
        if self.is_card_game and not command.argument and not self.is_over:
            yours = self._your_moves()
            if yours is not None:
                # A line still longer than two windows goes on in lines: Mau Mau's jacks
                # with any wish and their calls of Mau ran to 156 cells.
                return self._in_lines(yours, self._your_moves_brief())
        if not self.is_card_game or not command.argument or self.is_over:
            return super()._do_moves(command)
        legal = self.observation.legal_moves
        if legal and not self._seats_only() and all(card_of(m) is None for m in legal):
            # No card to play now (Dog's seven being split): "moves 6" is the marble on field
            # 6, as on a board; it said "You hold no six." A card's name is that card, whose
            # refusal says why ("moves five" was "not a place on this board").
            found = self._marble_moves(command)
            if found is not None or self.parse_place(command.argument) is not None:
                return found or super()._do_moves(command)
        text = command.argument.strip()
        ordered: list[int] = self.hand()  # type: ignore[attr-defined]
        if text.isdecimal() and 1 <= int(text) <= len(ordered) and \
                not rank_number(self.describer, text):  # the n-th card, as go n plays
            return self._card_moves([ordered[int(text) - 1]])
        deck = self.game.deck  # type: ignore[attr-defined]
        rank, suit = rank_or_suit(text.casefold())
        if rank is not None or suit is not None:  # "moves queen": each such card's moves
            return self._word_moves(text, ordered, rank, suit)
        try:
            face = parse_face(text)
        except CardNameError:
            if not self._seats_only():  # a place on Dog's board
                return self._marble_moves(command) or super()._do_moves(command)
            cat = self.describer.cat
            return [echoed(lambda said: cat.plural("hand.go.bad", len(ordered), text=said), text)]
        held = [c for c in ordered if deck.face(c) == face]
        if not held:
            named = self.describer.names.face(face)  # type: ignore[attr-defined]
            return [Message(self.describer.cat.text("cards.not_held", card=named),
                            MessageKind.ERROR)]
        return self._card_moves(held)

    def _word_moves(self, text: str, ordered: list[int], rank: Rank | None,
                    suit: Suit | None) -> list[Message]:
        """"moves queen", "züge pik": the moves of each card of the hand of that rank or suit,
        card by card, as a player names a card at the table; that none is held, if so (the
        words and the refusal of playing by such a word)."""
        deck = self.game.deck  # type: ignore[attr-defined]
        named = faces_named(rank, suit, ())
        # A pack held by rank (Dog) groups the cards by rank: four fives play alike.
        kind = (lambda c: deck.face(c).rank) if deck.by_rank else deck.face
        faces = list(dict.fromkeys(kind(c) for c in ordered
                                   if named is not None and named(deck.face(c))))
        if not faces:
            none = self._none_held(text, rank, suit, ())  # type: ignore[attr-defined]
            return [Message(none.text, MessageKind.ERROR, none.brief)]
        return [message for face in faces
                for message in self._card_moves([c for c in ordered if kind(c) == face])]

    def _card_moves(self, held: list[int]) -> list[Message]:
        """The moves of one card of the hand (``held``: its ids, two in a double pack), with
        the warnings and notes of the list of all moves (Dog: whose marble goes back to the
        kennel)."""
        name = self._card(held[0])
        legal = [m for m in self.observation.legal_moves if card_of(m) in held]
        heading = capitalized(name)  # the card starts the sentence
        if not legal:  # and the game's reason why, where it tells more than that
            said = self.words.text("moves.card_none", card=name)
            if not self.observation.is_my_turn:  # another's turn: the reason is only that
                return [Message(said)]
            why = self._card_refusal(held[0]).text  # type: ignore[attr-defined]
            plain = self.describer.key("reason.no_move")  # "That card cannot be played now."
            if self.describer.cat.has(plain) and why == self.describer.cat.text(plain):
                return [Message(said)]
            if name.casefold() in why.casefold():  # the reason names the card: said once
                return [Message(why)]
            return [Message(f"{said} {why}")]
        count = self.describer.choice_count(legal)  # as heard: a jack's wishes once
        names = list(dict.fromkeys(self._card(card) for card in held))
        key, values = ("moves.card", {"card": heading}) if len(names) == 1 else (
            # cards of one rank in a pack held by rank: "..., 2 moves each"
            "moves.cards", {"cards": capitalized(self.describer.cat.join_and(names))})
        shorter = self.describer.card_moves_list_brief(legal, self.state)  # Dog: "15-24"
        return [Message(
            self.words.plural(key, count, moves=self.describer.card_moves_list(legal, self.state),
                              **values),
            brief=None if shorter is None else self.words.plural(key, count, moves=shorter,
                                                                 **values))]

    def _t(self, key: str, /, **values: object) -> str:
        return self.describer.cat.text(key, **values)

    def _own_hand(self) -> list[int]:
        viewer = self.viewer
        hands = getattr(self.state, "hands", None)
        if viewer is None or hands is None or not 0 <= viewer < len(hands):
            return []
        return [c for c in hands[viewer] if c >= 0]

    def _suit_name(self, suit: Suit) -> str:
        return str(self.describer.names.suit(suit))  # type: ignore[attr-defined]

    def _card(self, card: int) -> str:
        return str(self.describer.names.card(card))  # type: ignore[attr-defined]

    def _do_hand(self, command: Command) -> list[Message]:
        """"7 cards: clubs 2, hearts 3 and spades 2." for ``cards`` (and the window's key);
        the word ``hand`` (``blatt``) reads the cards themselves, as a player asking for their
        hand expects ("Your hand: 7 cards. Clubs: nine, king. ..."; ``board`` adds the
        table)."""
        refused = self._cards_only()
        if refused is not None:
            return refused
        if self.viewer is None:
            return [Message(self._t("hand.spectator"))]
        others = self._hidden_hands(command.argument)
        if others:
            return others
        cards = self._own_hand()
        if not cards:
            return [Message(self._t("hand.empty"))]
        if command.word in WHOLE_HAND_WORDS:
            return [self.hand_line()]
        deck = self.game.deck  # type: ignore[attr-defined]
        classed = getattr(self.describer, "class_name", None)
        klass = getattr(self.state, "card_class", None)
        names = getattr(self.describer, "names", None)
        if deck.by_rank and names is not None:  # Dog: by rank ("spades 2" sounded a card)
            held = sorted(cards, key=deck.sort_key)
            groups = [names.rank_words(held)]
        elif classed is not None and klass is not None:  # Doppelkopf: trumps, then suits
            by_class: dict[int, int] = {}
            for card in self.hand():  # type: ignore[attr-defined]
                by_class[klass(card)] = by_class.get(klass(card), 0) + 1
            groups = [self.describer.cat.plural("hand.count.suit", n, suit=classed(k))
                      for k, n in by_class.items()]
        else:
            counts: dict[Suit | None, int] = {}
            for card in cards:
                suit = deck.suit(card)
                counts[suit] = counts.get(suit, 0) + 1
            groups = [self.describer.cat.plural(
                "hand.count.suit", n, suit=self._suit_name(suit) if suit is not None
                else self._t("cards.jokers")) for suit, n in counts.items()]
        total = self.describer.cat.plural("cards.count", len(cards))
        return [Message(self._t("hand.count", cards=total,
                                suits=self.describer.cat.join_and(groups)))]

    def _hidden_hands(self, asked: str) -> list[Message]:
        """"hand north", "karten partner", "cards of player 3": that the hand of each seat
        named (other than the viewer's) is hidden, and how many cards it holds, which the
        table sees; none where the words name no other seat. The viewer's own hand was read
        instead, "13 cards: clubs 3, ..." as if it were the partner's."""
        words = asked.casefold().split()
        while words and words[0] in HAND_OF_WORDS:
            words.pop(0)
        named = " ".join(words)
        if not named:
            return []
        if named == self.words.text("pieces.opponent_word").casefold():
            me = self._listener()
            team = next((t for t in self.game.info.teams if me in t), (me,))
            seats = [p for p in range(self.game.num_players) if p not in team]
        else:
            seats = self._seats_named(named)
            if not seats and named == self.words.text("pieces.partner_word").casefold():
                return self._no_partner()  # Mau Mau, Doppelkopf: nobody's fixed partner
        hands = getattr(self.state, "hands", None)
        if hands is None:
            return []
        return [Message(self.describer.cat.plural(
                    "hand.hidden", len(hands[seat]), player=self.describer.player(seat)))
                for seat in seats if seat != self.viewer]

    def _do_board(self, command: Command) -> list[Message]:
        """In card games the viewer's own hand, suit by suit, before the table."""
        lines = super()._do_board(command)
        if not self.is_card_game or self.viewer is None:
            return lines
        return [self.hand_line(), *lines]

    def card_pattern(self) -> Pattern:
        """The suit pattern the cards are named and brailled in (French or German suits, as
        the settings chose; the deck's own otherwise)."""
        names = getattr(self.describer, "names", None)
        deck = self.game.deck  # type: ignore[attr-defined]
        return names.pattern if names is not None else deck.pattern

    def hand_line(self) -> Message:
        """"Your hand: ..." for the viewer's own hand; on the braille line the cards in their
        code, as the deal showed them ("Your hand: ⠁⠙ ⠅⠓ ...": the words took 150 cells and
        more for twelve cards at a hot seat's hand-over)."""
        return Message(self._t("hand.board", hand=self.hand_text()),
                       brief=self._t("hand.brief.board", cards=self._hand_codes()))

    def standing_line(self) -> Message | None:
        """What the viewer alone knows of their own side, as it stands now (Doppelkopf's
        "You are Re."), for the viewer alone; None where the game tells none (the
        describer's ``own_standing``) or for a spectator. A game taken up again says it with
        the hand: play began with it, and the player may have forgotten it since."""
        standing = getattr(self.describer, "own_standing", None)
        viewer = self.viewer
        told = standing(self.state, viewer) if standing is not None and viewer is not None \
            else None
        if told is None or viewer is None:
            return None
        return Message(told[0], MessageKind.INFO, told[1], audience=frozenset({viewer}))

    def table_line(self, before_turn: bool = False) -> Message | None:
        """What lies on the table (the trick, Mau Mau's pile and wish), as the trick
        command says it; None where the game has no table (Dog). ``before_turn``: said just
        before the viewer's turn prompt, it leaves to the turn what the turn says (who is
        winning the trick: ``table_before_turn``). Each card is named by who played it
        (online: "bob's bot the ten of spades" when his bot played it, though bob is back),
        not by who holds its seat now."""
        if getattr(self.describer, "table_text", None) is None:
            return None
        with self.named_as_played():
            return self._table_message(before_turn)

    def _table_message(self, before_turn: bool) -> Message:
        describer = self.describer
        if before_turn:
            return Message(str(describer.table_before_turn(  # type: ignore[attr-defined]
                self.state)), brief=describer.table_before_turn_brief(  # type: ignore[attr-defined]
                    self.state))
        return Message(str(describer.table_text(self.state)),  # type: ignore[attr-defined]
                       brief=self._game_brief("table_brief"))

    def _game_brief(self, name: str) -> str | None:
        """The braille line the game's describer gives by its method ``name`` for the state
        ("table_brief": "Pile ⠓⠙. Talon 11, ..."); None where it has none, or none now."""
        brief = getattr(self.describer, name, None)
        shown = brief(self.state) if brief is not None else None
        return None if shown is None else str(shown)

    def hand_text(self) -> str:
        """The viewer's own hand read suit by suit (Doppelkopf reads trumps first)."""
        own = getattr(self.describer, "hand_text", None)
        if own is not None:
            return str(own(self.state, self.viewer))
        return str(self.describer.names.hand(self._own_hand()))  # type: ignore[attr-defined]

    def dealt_message(self, count: int) -> Message | None:
        """One sentence for ``count`` cards just dealt to the viewer: how many, and the
        hand they make, instead of one line per card (None for a spectator)."""
        if self.viewer is None:
            return None
        return Message(self._t("hand.dealt", hand=self.hand_text()), MessageKind.MOVE,
                       self._t("hand.brief.dealt", cards=self._hand_codes()),
                       mover=CHANCE, audience=frozenset({self.viewer}))

    def resorted_message(self) -> Message | None:
        """The viewer's hand, sorted for the game just chosen ("Your hand for this game:
        ..."), for the viewer alone (None for a spectator). News of the table, as the cards
        dealt are: at a hot seat it follows the public line of the game chosen."""
        if self.viewer is None:
            return None
        return Message(self._t("hand.resorted", hand=self.hand_text()), MessageKind.MOVE,
                       self._t("hand.brief.resorted", cards=self._hand_codes()),
                       mover=CHANCE, audience=frozenset({self.viewer}))

    def _hand_codes(self) -> str:
        """The viewer's hand in the cards' braille code, in the order of the hand line."""
        return self.card_codes(self.hand())  # type: ignore[attr-defined]

    def card_codes(self, cards: list[int]) -> str:
        """``cards`` in their braille code, two cells each with a blank between, as the hand
        line shows them (docs/cards.en.md): a braille line's form of a list of cards, 3
        cells a card where the words took 15 to 20."""
        deck = self.game.deck  # type: ignore[attr-defined]
        return BLANK.join(card_cells(deck.face(card), self.card_pattern()) for card in cards)

    def drawn_message(self, cards: list[int], drew: bool = False) -> Message | None:
        """One sentence naming the cards the viewer just drew (None for a spectator); with
        ``drew``, said as the viewer's own move ("You draw the ace of hearts."); on the braille
        line by their code ("You draw: ⠁⠓.")."""
        if self.viewer is None:
            return None
        names = self.describer.names  # type: ignore[attr-defined]
        named = [self._t("hand.received.card", card=names.card(c)) for c in cards]
        key = self.describer.cat.addressed(
            "hand.received", ".you" if self.describer.you == self.viewer else "")
        if drew:
            key = "hand.drew.you"
        player = self.describer.player(self.viewer)
        text = self._t(key, player=player, cards=self.describer.cat.join_and(named))
        # The braille line names the cards by their code, as the hand line does ("You draw:
        # ⠚⠓⠀⠊⠉⠀⠭⠎⠀⠁⠙."): in words four drawn ran to 104 cells with the turn ending, a new
        # hand of six to 135, and a window cut a card's name ("the three of / hearts").
        brief = self._t(key.replace("hand.", "hand.brief.", 1), player=player,
                        cards=self.card_codes(cards))
        return Message(text, MessageKind.MOVE, brief, mover=CHANCE,
                       audience=frozenset({self.viewer}))

    def _do_trick(self, command: Command) -> list[Message]:
        """The trick on the table (Whist); the pile, a wish and sevens to draw (Mau Mau)."""
        refused = self._cards_only()
        if refused is not None:
            return refused
        table = self.table_line()
        if table is None:  # Dog plays its cards onto the track: no trick, no pile
            return [self._no_table()]
        return [table]

    def _no_table(self) -> Message:
        """The trick questions where cards go to no trick or pile (Dog); on the braille line
        in fewer words ("No tricks, no pile: ..."), where the sentence ran to 112 cells."""
        return Message(self._t("hand.no_table"), brief=self._t("hand.no_table.brief"))

    def _do_last_trick(self, command: Command) -> list[Message]:
        refused = self._cards_only()
        if refused is not None:
            return refused
        reader = getattr(self.describer, "last_trick_text", None)
        if reader is None:
            has_pile = getattr(self.describer, "table_text", None) is not None
            return [Message(self._t("hand.no_tricks")) if has_pile else self._no_table()]
        # On the braille line the cards in their code where the game has that form: the
        # names ran a Doppelkopf trick to 159 cells.
        return [Message(str(reader(self.state)), brief=self._game_brief("last_trick_brief"))]

    def _do_score(self, command: Command) -> list[Message]:
        """The score sheet at a card table; in a board game the standing its status tells
        (discs, stores, pieces home: "Black 3, White 3."), where "score" said "This game has
        no cards."; a game without a standing says so and where to turn."""
        if not self.is_card_game:
            standing = self.describer.standing_text(self.state)
            if standing:
                return [Message(standing, brief=self.describer.standing_brief(self.state))]
            return [self.words.no_such_topic("score")]
        lines = self.score_lines()
        shorter = self._game_brief("score_brief") if len(lines) == 1 else None
        if shorter is not None:
            # A score in one sentence with its braille line in fewer words (Dog's "Goal: NS
            # 2 of 8, EW 3 of 8. EW lead.", where the sentence ran to 97 cells; Mau Mau's by
            # points, not its deals won).
            return [Message(lines[0], brief=shorter)]
        # The deal under way first, where the game counts card points (Doppelkopf, by the
        # parties this seat knows): asked during a deal, the score read only the deals before.
        deal = getattr(self.describer, "deal_points_text", None)
        taken = str(deal(self.state)) if deal is not None and not self.is_over else ""
        # Each line of the sheet on the braille line as the game words it there (Whist's
        # partnerships by their initials: "Points: NS 4, EW 0. Games: NS 1, EW 0.", where
        # the sentence ran to 121 cells).
        shown = self.describer.worded_for_line(self.score_lines)
        return [*([Message(taken)] if taken else []),
                *(Message(line, brief=None if brief == line else brief)
                  for line, brief in zip(lines, shown, strict=True))]

    def _do_winner(self, command: Command) -> list[Message]:
        """"who won": the result once the game has ended; before, that nobody has won yet,
        then the standing as "score" reads it (a card table's sheet, a board game's count),
        where the game has one."""
        if self.is_over:
            return self.result_messages()
        nobody = Message(self.words.text("winner.none"), MessageKind.INFO)
        if self.is_card_game:
            return [nobody, *self._do_score(command)]
        standing = self.describer.standing_text(self.state)
        if not standing:
            return [nobody]
        return [nobody, Message(standing, brief=self.describer.standing_brief(self.state))]

    def score_lines(self) -> list[str]:
        """The score sheet as the score command reads it, a line a row."""
        lines = getattr(self.describer, "sheet_lines", None)
        if lines is not None:
            return [str(line) for line in lines(self.state)]
        return [str(self.describer.score_text(self.state))]  # type: ignore[attr-defined]

    def _do_voids(self, command: Command) -> list[Message]:
        """Who has shown that they hold no card of a suit, from public play only."""
        refused = self._cards_only()
        if refused is not None:
            return refused
        text = str(self.describer.voids_text(self.state))  # type: ignore[attr-defined]
        # The seats by their initials, in lines of two windows: four seats' voids ran
        # Doppelkopf's line to 144 cells.
        return self._in_lines(text, self._game_brief("voids_brief"))

    # -- the questions of games that say more (Doppelkopf's parties, points, announcements) ----

    GAME_QUESTIONS = {
        "parties": ("parties_text",),
        "card_points": ("points_text",),
        "announcements": ("said_text", "deadline_text"),
        "cards_out": ("trumps_out_text", "aces_out_text", "tops_out_text", "specials_out_text"),
        "trump": ("trump_text",),
    }
    """Per command, the describer queries that answer it, in the order they are said."""

    def _game_question(self, command: Command) -> list[Message]:
        """The answer of the describer's own queries for ``command``; one sentence when the
        game has no such question or nothing to tell yet (the reservations are still asked)."""
        refused = self._cards_only()
        if refused is not None:
            return refused
        readers = [getattr(self.describer, name, None)
                   for name in self.GAME_QUESTIONS[command.kind.value]]
        if not any(readers):
            return [Message(self._t("hand.question.none",
                                    game=game_name(self.game.id, self.lang)))]
        texts = [str(reader(self.state)) for reader in readers if reader is not None]
        texts = [text for text in texts if text]
        if not texts:
            return [Message(self._t("hand.question.not_yet"))]
        text = " ".join(texts)
        # On the braille line the cards in their code ("The highest are ⠁⠉, ⠅⠉ and ⠚⠉."):
        # Whist's "out" with the cards' names ran to 138 cells.
        shown = self._on_braille_line(lambda: " ".join(
            str(said) for reader in readers if reader is not None
            if (said := reader(self.state))))
        # In lines of two windows: Doppelkopf's trumps and aces out ran to 88 cells.
        return self._in_lines(text, shown)

    def _do_card_counts(self, command: Command) -> list[Message]:
        """"how many cards": each hand's count where the game tells them (the trick games,
        whose status names none); else the status, which names them (Mau Mau, Dog)."""
        counts = getattr(self.describer, "hand_counts_text", None)
        if not self.is_card_game or counts is None:
            return self._do_status(command)
        return [Message(str(counts(self.state)), MessageKind.INFO)]

    def _do_trump(self, command: Command) -> list[Message]:
        """"what is trump": the trump suit or the game's trumps (Whist, Doppelkopf); on the
        braille line the trumps in their code, where the game has that form. A card game
        without trumps (Mau Mau, Dog) says it has none: "has no such question" sounded as if
        the words were wrong."""
        if self.is_card_game and getattr(self.describer, "trump_text", None) is None:
            return [Message(self._t("hand.question.no_trump",
                                    game=game_name(self.game.id, self.lang)))]
        said = self._game_question(command)
        short = self._game_brief("trump_brief")
        if short is None:
            return said
        # The first message speaks the whole answer; the lines after it were its braille.
        return [Message(said[0].text, said[0].kind, short)]

    def _no_partner(self) -> list[Message]:
        """"partner" typed alone where no partnership is fixed: where the game tells its
        parties (Doppelkopf), those; else that there is no partner."""
        if not self.is_card_game or K.PARTIES in self.unanswered():
            return super()._no_partner()
        return self._do_parties(Command(K.PARTIES))

    def _do_parties(self, command: Command) -> list[Message]:
        """Who is known to be on which side, and why (Doppelkopf)."""
        return self._game_question(command)

    def _do_card_points(self, command: Command) -> list[Message]:
        """The card points each known party has taken."""
        return self._game_question(command)

    def _do_announcements(self, command: Command) -> list[Message]:
        """The announcements made, and the listener's own deadline; with more words, the
        announcement they name ("ansagen re", "announcements no 90"): the question was
        answered and the announcement silently left out."""
        announces = any(getattr(self.describer, name, None)
                        for name in self.GAME_QUESTIONS[command.kind.value])
        if command.argument.strip() and announces:  # not "deadline 3" in Whist: a card
            return self._do_move(Command(CommandKind.MOVE, command.argument.strip()))
        return self._game_question(command)

    def _do_move(self, command: Command, typed: str | None = None) -> list[Message]:
        raise NotImplementedError  # the Console's

    def _do_cards_out(self, command: Command) -> list[Message]:
        """The trumps and high cards still out (Doppelkopf's aces, Whist's highest card of
        each plain suit), or Mau Mau's special cards."""
        return self._game_question(command)

    def _own_cards_named_together(self, said: list[Message]) -> list[Message]:
        """Cards that came to the listener one by one (a new round's deal in Dog: a line per
        card) told as one sentence naming them all."""
        me = self._listener()
        given = ((h.message, h.card_given_to(me)) for h in self.heard)
        cards = {id(message): card.card for message, card in given if card is not None}
        return runs_told_as_one(said, cards, 2, self.drawn_message)[0]

    def _by(self, key: str, seat: Player) -> str:
        """``key``, or its ``.you`` form for a card of the person listening: one a bot
        played for them while they were away, where the bot has no name of its own ("by
        you", not by their side; online it is "ann's bot": :attr:`bot_for_viewer`)."""
        return self.describer.cat.addressed(key, ".you" if seat == self.describer.you else "")

    def _do_since(self, command: Command) -> list[Message]:
        """In card games: every card played since the viewer's own last turn, in one
        sentence a deal, each ended deal's result after its cards (of a deal played out
        meanwhile only its last round: :meth:`_last_round`); elsewhere, and where a
        card's move says more than the card (Dog), the moves themselves."""
        if not self.is_card_game:
            return super()._do_since(command)
        if getattr(self.describer, "since_by_moves", False):
            return self._own_cards_named_together(super()._do_since(command))
        return self._since_deals(briefly=False)

    def since_briefly(self) -> list[Message]:
        """As "since", with the deal being played told by its last round too when more was
        played in it (a player back at an online table hears the summary unasked, and
        where the deal stands after it; "since" tells every card)."""
        if not self.is_card_game or getattr(self.describer, "since_by_moves", False):
            return super().since_briefly()
        return self._since_deals(briefly=True)

    def since_says_since(self) -> bool:
        """A card game's summary counts its cards since the listener's last card, turn, or
        the game's start, in its first words."""
        return self.is_card_game and not getattr(self.describer, "since_by_moves", False)

    def _since_deals(self, briefly: bool) -> list[Message]:
        """The cards since the listener's last turn, deal by deal; ``briefly``: the deal
        being played by its last round as well. Each card is named by who played it then
        (online, a person away for a while or their bot), not by who holds the seat now."""
        people = self.describer.people
        try:
            return self._since_deals_named(briefly)
        finally:
            self.bot_for_viewer = False
            self.describer.people, self._stood_in = people, {}

    _stood_in: dict[int, frozenset[Player]] = {}
    """While "since" is told, each event (by ``id``) with the seats whose last move by then
    a bot made for a person away (:meth:`stood_in_after`): a card is named by who played
    it, and a trick by who played the card that took it."""

    def _since_deals_named(self, briefly: bool) -> list[Message]:
        me = self._listener()
        turns: list[Heard] = []
        own: Heard | None = None
        for turn in reversed(self.heard):
            if turn.made_by(me):
                own = turn
                break
            turns.append(turn)
        # Each seat named as its last move up to each of the turns since was made (as
        # each turn heard keeps it, the moves before the window counted too).
        self._stood_in = {id(event): turn.stood_in_so_far
                          for turn in turns for event in turn.events}
        # No move of the listener's own yet (sat down online and away before their first
        # turn): the cards are counted from the game's start, not from "your last turn".
        # After their own card: "since your last card", as a card player says it; after a
        # draw or an announcement, "since your last turn" (a card would be the wrong one).
        first = "hand.since.start" if own is None else "hand.since" if any(
            isinstance(e, CardPlayed) and e.seat == me for e in own.events) else "hand.since.turn"
        # Told in order, one deal at a time: the cards up to a deal's end, its result as it
        # was said when it ended, then the cards of the new deal under a heading of their own
        # (a player back at the table must not hear an old deal's result as the present one's).
        close = getattr(self.describer, "since_closing", None)
        deals: list[list[object]] = [[]]
        results: list[str] = []
        for turn in reversed(turns):
            # The deal that ended the game closes as the game's result was said.
            over = next((e.outcome for e in turn.events if isinstance(e, GameEnded)), None)
            for event in turn.events:
                said = close(event, over) if close is not None else None
                if said:
                    results.append(said)
                    deals.append([])
                else:
                    deals[-1].append(event)
        told: list[Message] = []
        for number, events in enumerate(deals):
            ended = number < len(results)
            heading = first if number == 0 else "hand.since.new_deal"

            def worded(brief: bool, events: list[object] = events, ended: bool = ended,
                       heading: str = heading) -> str | None:
                text = None
                if ended:  # its cards no longer matter: its result follows
                    text = self._last_round(events, f"{heading}.deal_end", brief)
                elif briefly:  # where it stands is told after the summary
                    text = self._last_round(events, f"{heading}.briefly", brief)
                    if text is not None:
                        text += " " + self._t("hand.since.all")
                if text is None:
                    text = self._cards_since(events, heading, brief)
                return text

            text = worded(False)
            if text is not None:
                # On the braille line the cards in their code by the seats' initials, as a
                # trick shows them, and a line a sentence where they run longer: "Seit
                # Beginn der Partie wurde eine Karte gespielt. Nord hat Kreuz-Bube
                # aufgedeckt: Kreuz ist Trumpf. Danach: Karo-Bube von Ost." ran to 115 cells.
                told.extend(self._in_lines(text, self._on_braille_line(
                    lambda: worded(True))))
            if ended:  # the deal's result as said, in pieces of two windows on braille
                told.extend(self._in_lines(results[number], results[number]))
        return told or [Message(self._t(self._none_since(first)), MessageKind.INFO)]

    def _in_lines(self, text: str, brief: str | None) -> list[Message]:
        """An answer spoken whole (a part of "since", the voids, Doppelkopf's cards out), its
        braille form ``brief`` on lines of two windows at most: sentences together as they
        fit, a sentence too long for one parted after its commas and semicolons, and a part
        still too long between its words (a shared win without a comma: "Du und Spieler 1
        gewinnen das Spiel gemeinsam mit den wenigsten Punkten auf der Hand." is 81 cells);
        the lines after the first have no words to say."""
        table = self.line_table
        shown = text if brief is None else brief
        if braille_cells(shown, table) <= LINE_CELLS:
            return [Message(text, MessageKind.INFO, None if shown == text else shown)]
        pieces = [shown]
        for breaks in (SENTENCE_BREAKS, r"(?<=[,;]) ", " "):
            pieces = [piece for part in pieces
                      for piece in (in_pieces(part, table, LINE_CELLS, breaks)
                                    if braille_cells(part, table) > LINE_CELLS else [part])]
        return [Message(text, MessageKind.INFO, pieces[0]),
                *(Message("", MessageKind.INFO, piece) for piece in pieces[1:])]

    def _on_braille_line(self, words: Callable[[], str | None]) -> str | None:
        """``words`` as the braille line has them: the describer's cards in their code (a
        card describer's :attr:`braille_line` and :attr:`codes_on_line` set meanwhile)."""
        return self.describer.worded_for_line(words)

    def _since_key(self, key: str, brief: bool) -> str:
        """``key`` of "since", or its ``.brief`` form on the braille line where the catalog
        has one."""
        return f"{key}.brief" if brief and self.describer.cat.has(f"{key}.brief") else key

    @staticmethod
    def _none_since(heading: str) -> str:
        """The key of "no card was played" under ``heading`` (since the game began, since the
        listener's last turn, or since their last card)."""
        if heading == "hand.since.start":
            return "hand.since.none.start"
        return "hand.since.turn.none" if heading == "hand.since.turn" else "hand.since.none"

    def _last_round(self, events: list[object], heading: str,
                    brief: bool = False) -> str | None:
        """A deal's part of "since" told by how many cards were played in it (``heading``)
        and its last round alone: the last trick taken (and the cards of the trick being
        played), or in a game without tricks the last cards, one a seat. None when that is
        all that was played (at home, the round after the listener's last card), told card
        by card."""
        cards = [i for i, event in enumerate(events) if isinstance(event, CardPlayed)]
        trick = getattr(self.describer, "trick_event", None)
        if trick is not None:
            taken = [i for i, event in enumerate(events) if isinstance(event, trick)]
            start, last = (taken[-2] + 1 if len(taken) > 1 else 0), "hand.since.last_trick"
        else:
            seats = len(self.table.seats)
            start, last = (cards[-seats] if len(cards) > seats else 0), "hand.since.last_cards"
        if not any(i < start for i in cards):
            return None
        tail = self._cards_since(events[start:], last, brief)
        return f"{self.describer.cat.plural(self._since_key(heading, brief), len(cards))} {tail}"

    def _cards_since(self, events: list[object], heading: str,
                     brief: bool = False) -> str | None:
        """One deal's part of "since": the cards played in ``events`` with who took each
        trick (and Mau Mau's wishes, missed turns and draws) where it happened, after the
        words of ``heading`` (the cards since the listener's last turn, or those of a deal begun
        since); None when no card was played or drawn in it. ``brief``: for the braille line,
        each card in its code after its seat's initial ("O ⠚⠙"), as a trick shows it, joined
        with commas, under the heading's ``.brief`` form."""
        items: list[str] = []
        parts: list[list[str]] = [items]
        marks: list[tuple[list[object], str]] = []  # each sentence of its own, its events
        count = 0
        mark = getattr(self.describer, "since_mark", None)
        note = getattr(self.describer, "since_note", None)
        # Marks in a row with no card between them, said as one sentence where the game
        # makes one of them ("West and North each drew a card.").
        together = getattr(self.describer, "since_marks", None)
        for event in events:
            if isinstance(event, Private):
                continue
            stood = self._stood_in.get(id(event), frozenset())
            self.describer.people = named = self.people_as_played(stood)
            # A card a bot played for the listener is the bot's, and so is a trick it took,
            # where the bot has a name ("ann's bot", online); else the listener's ("by you",
            # not by their side, which they would take for another's).
            self.bot_for_viewer = self.viewer in stood and self.viewer in named
            if isinstance(event, CardPlayed):
                count += 1
                short = self.describer.renounced(event)  # type: ignore[attr-defined]
                # A trump on a plain suit is told as at the trick: trumped, not thrown off.
                key = "hand.since.entry" if not short else "hand.since.entry.ruff" \
                    if event.trumped else "hand.since.entry.renounce"
                if brief:
                    entry = self.describer.code_entry(  # type: ignore[attr-defined]
                        event.card, event.seat)
                    items.append(self._t("cards.trick.ruff" if event.trumped else
                                         "cards.trick.renounce", entry=entry, suit=short)
                                 if short else entry)
                    continue
                items.append(self._t(self._by(key, event.seat), suit=short,
                                     player=self.describer.player(event.seat),
                                     card=self._card(event.card)))
                continue
            noted = note(event) if note is not None else None  # a wish: on its card
            if noted and items:
                items[-1] = f"{items[-1]} {noted}"
            marked = mark(event) if mark is not None else None
            if not marked:
                continue
            run = [*marks[-1][0], event] if marks and not items else []
            joined = together(run) if run and together is not None else None
            if joined:
                marks[-1] = (run, joined)
            else:  # a trick taken, a draw: a sentence of its own, where it happened
                marks.append(([event], marked))
                items = []
                parts.append(items)
        if not count and not marks:
            return None
        join = ", ".join if brief else self.describer.cat.join_and
        if not count:
            text = self._t(self._none_since(heading))
        elif parts[0]:
            text = self.describer.cat.plural(self._since_key(heading, brief), count,
                                             cards=join(parts[0]))
        else:  # a draw came first: how many cards, then what happened in order
            text = self.describer.cat.plural(self._since_key(f"{heading}.briefly", brief),
                                             count)
        for (_, said), after in zip(marks, parts[1:], strict=True):
            # Each mark is a sentence of its own: a name typed in lower case opens it with a
            # capital ("Cy took the trick.", "Your bot took the trick.").
            text += " " + capitalized(said)
            if after:
                text += " " + self._t("hand.since.then", cards=join(after))
        return text


__all__ = ["CardQueries"]
