"""A word-level leak scan: the card names in what one seat hears and reads in braille.

The engine-level checks (``tests/games/cards/test_leaks.py`` and the conformance suite) prove
that a seat's observation hides the others' cards. This scan looks at the words instead: it
reads a message's spoken text, its braille text (the brief form a display shows) and the
braille hand line, and reports every card named there that the seat may not know of at the
moment the message was made.

What counts as hidden from a seat (:meth:`SeatMemory.hidden_faces`): a card in another seat's
hand or in the talon (stock, skat) that the seat has not seen since it was last shuffled away.
Legitimate, and never reported, is every face the seat may know: a card it holds, a card face
up (the trick, the pile, a Whist dealer's turned trump), a card it has seen and that went on
to another hand without passing the talon (Dog's exchange with the partner), and a face the
rules announce (a slot the public knowledge narrows to one face: Doppelkopf's wedding, whose
announcer holds both queens of clubs). A message is judged by the cards hidden when it was
made: a move's news right after the move, less the cards the move itself showed (the last
trick of a deal, gathered back into the talon by the same move); an answer about what
happened since the seat's own last move by the cards hidden at every moment since then; the
score sheet may name a card the seat saw in a deal since gathered back into the talon (Whist's
honours of an earlier deal, told when every card had been played).
Rank and suit words alone ("a heart", "wish spades",
"no ace") are not card names and never match.

Names are built with the project's own card naming (:class:`CardNames`) in both suit
patterns (French and German names, as the player's setting may choose either), in the
message's language; the short codes a player types ("qh", "krd") are matched where a message
writes a code for typing, in quotes; braille cards are the two-cell codes of
:mod:`accessible_games.games.cards.braille`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

from accessible_games.engine.events import events_for
from accessible_games.frontends.speaker import Speaker
from accessible_games.games.cards.braille import BLANK, card_cells
from accessible_games.games.cards.core import UNKNOWN, Deck, Face, Pattern
from accessible_games.games.cards.parse import short_code
from accessible_games.games.cards.state import CardState, Deal
from accessible_games.narration.cards import CardNames
from accessible_games.narration.catalog import catalog
from accessible_games.narration.message import Message, MessageKind
from accessible_games.narration.spoken import spoken_message
from accessible_games.session.console import Console
from accessible_games.session.table import Table, Turn

_QUOTED = re.compile(r"[\"„“]([^\"„“”]{1,8})[\"“”]")
"""A short piece of text in quotes: where a message writes what to type ("type „ka2“")."""
_CURSOR_DOTS = 0xC0
"""Dots 7 and 8 of a braille cell: the cursor marks the card under it on the hand line."""


@dataclass(frozen=True, slots=True)
class Leak:
    """A hidden card named in a message."""

    face: Face
    """The card's face."""
    said: str
    """The words (or braille cells) that name it."""
    channel: str
    """Where: "speech", "braille" (the brief form) or "hand line" (the braille board line)."""
    text: str
    """The whole text (or cells) it was found in."""


class CardWords:
    """Every way a message may name each face of a pack in one language: the card names of
    both suit patterns, the typed short codes and the braille codes."""

    def __init__(self, deck: Deck, lang: str) -> None:
        self.deck = deck
        names: dict[str, set[Face]] = {}
        codes: dict[str, set[Face]] = {}
        self.cells: dict[str, Face] = {}
        faces = set(deck.faces)
        for pattern in Pattern:
            naming = CardNames(catalog(lang), deck, pattern)
            for face in faces:
                names.setdefault(naming.face(face).lower(), set()).add(face)
                self.cells[card_cells(face, pattern)] = face
        for face in faces:
            for german in (False, True):
                code = short_code(face, german)
                if code is not None:
                    codes.setdefault(code, set()).add(face)
        self.names = names
        self.codes = codes
        self._named: dict[str, list[tuple[str, Face]]] = {}
        alternatives = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
        # A whole name, with a German case ending ("den Herz-Buben", "des Kreuz-Königs").
        self.pattern = re.compile(rf"(?<![\w-])({alternatives})(?:e?[sn])?(?![\w-])",
                                  re.IGNORECASE)

    def named(self, text: str) -> list[tuple[str, Face]]:
        """The faces ``text`` names, each with the words that name it (kept per text: a scan
        reads the same answers again and again)."""
        found = self._named.get(text)
        if found is None:
            found = [(m.group(0), face) for m in self.pattern.finditer(text)
                     for face in self.names[m.group(1).lower()]]
            found += [(m.group(0), face) for m in _QUOTED.finditer(text)
                      for face in self.codes.get(m.group(1).strip().lower(), ())]
            self._named[text] = found
        return found

    def in_cells(self, line: str) -> list[tuple[str, Face]]:
        """The faces on a braille hand line (two cells a card, an empty cell between them;
        the cursor's dots 7 and 8 taken off)."""
        if not line:
            return []
        plain = "".join(chr(0x2800 + ((ord(c) - 0x2800) & ~_CURSOR_DOTS)) for c in line)
        return [(pair, self.cells[pair]) for pair in plain.split(BLANK) if pair in self.cells]


def hidden_cards(state: CardState, seat: int | None) -> set[int]:
    """The cards in another seat's hand (any hand, for a spectator: ``seat`` None) or in the
    talon, but not face up."""
    cards = set(state.talon)
    for other, hand in enumerate(state.hands):
        if other != seat:
            cards.update(hand)
    return cards - set(state.face_up)


def visible_cards(state: CardState, seat: int | None) -> set[int]:
    """The cards ``seat`` sees now: its hand, everything face up and everything public."""
    cards = set(state.face_up) | set(state.public_cards())
    if seat is not None:
        cards.update(state.hands[seat])
    cards.update(card for _, card in state.table_cards())
    return cards


def announced_faces(state: CardState, seat: int | None) -> set[Face]:
    """The faces the rules tell everyone another seat holds: a public slot of its hand that
    only cards of one face fit (both queens of clubs after a wedding is announced)."""
    deck = state.deck
    copies = _copies(deck)
    faces: set[Face] = set()
    for other, slots in enumerate(state.pub):
        if other == seat:
            continue
        for mask in slots:
            if not mask:
                continue
            face = deck.face((mask & -mask).bit_length() - 1)
            if mask & ~copies[face] == 0:
                faces.add(face)
    return faces


@cache
def _copies(deck: Deck) -> dict[Face, int]:
    """Per face, the mask of its copies in ``deck``."""
    masks: dict[Face, int] = {}
    for card, face in enumerate(deck.faces):
        masks[face] = masks.get(face, 0) | 1 << card
    return masks


def shown_by(turn: Turn, seat: int | None) -> set[int]:
    """The cards a move's events show ``seat`` (their ``card`` and ``cards`` fields, in the
    form the seat may see)."""
    cards: set[int] = set()
    for event in events_for(turn.events, seat):
        for name in ("card", "cards"):
            value = getattr(event, name, None)
            values = value if isinstance(value, tuple) else (value,)
            cards.update(v for v in values if isinstance(v, int) and v != UNKNOWN)
    return cards


class SeatMemory:
    """What one seat at a table (or a spectator: None) has seen of the cards, move by move.

    Attached to the table as a watcher (after the seat's console, so that the console has
    heard a move before this looks at it), it keeps the cards the seat has seen until they go
    back into the talon, and after each move the faces then hidden from the seat, for the
    message the console made of that move. A table already under way (a console joining it,
    a game resumed) is taken in from its first move.
    """

    def __init__(self, table: Table, seat: int | None) -> None:
        self.table = table
        self.seat = seat
        self.seen: set[int] = set()
        """Cards the seat has seen and that have not been shuffled away since."""
        self.unshown: frozenset[Face] = frozenset()
        """The faces hidden from the seat at every move since its own last move (up to
        now): what an answer about that time ("since my last turn") may not name."""
        self.now: frozenset[Face] = frozenset()
        """The faces hidden from the seat now (as of the newest move)."""
        self.gathered: frozenset[Face] = frozenset()
        """The faces the seat saw in a deal that has been gathered back into the talon: a
        score sheet may name them (Whist's honours of an earlier deal)."""
        self.after_move: frozenset[Face] = frozenset()
        """The faces hidden from the seat right after the newest move, less those the move
        itself showed it (a deal's last trick, gathered into the talon by the same move)."""
        replay = table.state.copy()
        assert isinstance(replay, CardState)
        for _ in table.history:
            replay.undo()
        self._replay: CardState | None = replay
        self.update()
        for turn in table.history:
            replay.apply(turn.move)
            self.update(turn)
        self._replay = None
        table.watchers.append(self.update)

    @property
    def state(self) -> CardState:
        """The table's true, complete state (while a table under way is taken in, the
        position after the move being taken in)."""
        state = self._replay or self.table.state
        assert isinstance(state, CardState)
        return state

    def update(self, turn: Turn | None = None) -> None:
        """Take in the table's newest move (None: the position before any move)."""
        state = self.state
        if turn is not None and isinstance(turn.move, Deal):
            self.seen.discard(turn.move.card)  # a dealt card comes out of the talon, unseen
        back = self.seen & set(state.talon)
        self.gathered |= {state.deck.face(card) for card in back}
        self.seen -= back
        self.seen |= visible_cards(state, self.seat)
        shown = set() if turn is None else shown_by(turn, self.seat)
        self.now = self.hidden_faces()
        self.after_move = self.now - {state.deck.face(card) for card in shown}
        own = turn is None or turn.mover == self.seat
        self.unshown = self.after_move if own else self.unshown & self.after_move

    def hidden_faces(self) -> frozenset[Face]:
        """The faces the seat may not hear of now: those of hidden cards it has not seen,
        unless a copy of the face is one it may know (its own, shown, seen, announced)."""
        state = self.state
        deck = state.deck
        unknown = hidden_cards(state, self.seat) - self.seen
        known = {deck.face(card) for card in self.seen | visible_cards(state, self.seat)}
        known |= announced_faces(state, self.seat)
        return frozenset(deck.face(card) for card in unknown) - known


def leaks(words: CardWords, hidden: Iterable[Face], speech: str, braille: str,
          hand_line: str = "") -> list[Leak]:
    """Every hidden face named in a message's ``speech``, its ``braille`` text (the brief
    form) or the braille ``hand_line`` shown with it."""
    hidden = frozenset(hidden)
    found = [Leak(face, said, channel, text)
             for channel, text in (("speech", speech), ("braille", braille))
             for said, face in words.named(text) if face in hidden]
    found += [Leak(face, cells, "hand line", hand_line)
              for cells, face in words.in_cells(hand_line) if face in hidden]
    return found


class ConsoleScan:
    """The leak scan of everything one seat's console says.

    Each move the console hears is judged by the faces hidden right after that move (a
    trick's cards told before a new deal gathers them back into the talon are not hidden);
    everything else it says (answers, whose turn, a hand told anew) by the faces hidden when
    it is said.

    With a ``speaker`` (a front end's, on recording outputs), each message goes through it and
    the scan reads what it spoke and what the braille display was given: the brief form's
    words, or the braille hand line with its cells. Without, it reads the spoken text as the
    speaker makes it, the brief form, and the hand line :meth:`check` is given.
    """

    def __init__(self, console: Console, speaker: Speaker | None = None) -> None:
        seat = console.viewer  # None: a spectator, who sees no hand
        self.console = console
        self.speaker = speaker
        self._words: dict[str, CardWords] = {}
        self.memory = SeatMemory(console.table, seat)
        self._told = len(console.heard)
        self._made: dict[int, tuple[Message, frozenset[Face]]] = {}
        console.table.watchers.append(self._heard)
        self.found: list[tuple[Message, Leak]] = []
        """Every leak found, with its message."""
        self.messages = 0
        """How many messages were scanned."""
        self.names_read = 0
        """How many card names (hidden or not) the scanned texts held: a scan that never
        reads one would prove nothing."""

    @property
    def words(self) -> CardWords:
        """The card words of the console's language (it may change during the game)."""
        lang = self.console.lang
        if lang not in self._words:
            self._words[lang] = CardWords(self.console.game.deck, lang)  # type: ignore[attr-defined]
        return self._words[lang]

    def _heard(self, turn: Turn) -> None:
        heard = self.console.heard
        hidden = self.memory.after_move
        for item in heard[self._told:]:
            self._made[id(item.message)] = (item.message, hidden)
        self._told = len(heard)

    def check(self, messages: Iterable[Message], hand_line: str = "",
              past: bool = False, earlier_deals: bool = False) -> list[Message]:
        """Scan ``messages`` as the seat's speech and braille receive them (with the braille
        hand line shown for a cursor message), keep what leaks in :attr:`found`, and return
        the messages. ``past``: they answer what happened since the seat's own last move
        (a card shown in that time may be named, even if it went back into the talon).
        ``earlier_deals``: they tell what earlier deals scored (a card seen in a deal gathered
        since may be named: the score sheet's honours)."""
        messages = list(messages)
        now = self.memory.unshown if past else self.memory.now
        if earlier_deals:
            now -= self.memory.gathered
        for message, (speech, braille, cells) in zip(messages, self._outputs(messages, hand_line),
                                                     strict=True):
            made = self._made.pop(id(message), None)
            hidden = made[1] if made is not None and made[0] is message else now
            self.found += [(message, leak)
                           for leak in leaks(self.words, hidden, speech, braille, cells)]
            self.names_read += len(self.words.named(speech)) + len(self.words.in_cells(cells))
            self.messages += 1
        return messages

    def _outputs(self, messages: list[Message], hand_line: str) -> list[tuple[str, str, str]]:
        """Per message, what speech says, the braille display's words, and its cells when
        it shows a line of cards instead of words."""
        lang = self.console.lang
        if self.speaker is None:
            return [(spoken_message(m, lang).text, spoken_message(m, lang).short,
                     hand_line if m.kind is MessageKind.CURSOR else "") for m in messages]
        announcer = self.speaker.announcer
        announcer.history.clear()
        posted = announcer.reader.posted
        self.speaker.say_session(self.console, messages)
        said = [item.message.text for item in announcer.history]
        shown = [entry.region for entry in sorted(announcer.reader.entries_since(posted),
                                                   key=lambda entry: entry.number)]
        assert len(said) == len(shown) == len(messages)
        # A board line is its own text (cells); a message's words are translated from text.
        return [(text, "" if region.text == region.braille else region.text,
                 region.braille if region.text == region.braille else "")
                for text, region in zip(said, shown, strict=True)]
