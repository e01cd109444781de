"""Dog moves typed with the card's name ("kh", "give king of hearts", "play herz 4 5<1").

A move's notation names its card by the card's id ("give 17", "play 17 5-9"), which records
need and nobody at the table knows. A player names the card instead, as in every other card
game: an optional verb (give, play; gib, spiele), any name :func:`.parse.parse_face`
understands, then the rest of the notation (the marble's way, "seven", "as 4 back 5-1"). The
way may be left out when the card has only one. A way on the track may be typed in the fields
the player hears, counted from the own start field ("4c 1-5": field 1 to field 5); where
that names no legal way, in the board's place numbers of the notation ("4c 0-4" for North);
a four's way back with "<", as the list of moves says it ("4s 4 back to 64", "Feld 4
zurück nach Feld 64") or as any way, its start and end ("4s 4-64", "4s 4 to 64"), or
loosely: "back" alone plays the only way back or asks which marble,
and one field names the marble's way back from it or to it ("4s 6 back", "back from 6",
"back to 2"; "joker 4 back 6" is the joker as four).
A step of a seven is typed as its way alone, in the fields the player hears ("5-8": field 5
to field 8) or, where that names no legal step, in place numbers; its notation ("step 4-7")
always means place numbers, since a move's notation must read back as itself. A way typed
alone outside a seven ("10-6") plays the one card of the hand that goes it, and asks which
where cards of several ranks do (:func:`read_way_alone`).
Two cards of the same face (the double pack) are the same move for the player, so the first
is taken. A card named that the hand does not hold is refused with its name, as in the other
card games.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import replace

from accessible_games.engine.types import (
    IllegalMoveError,
    Move,
    Reason,
    ReasonCode,
    Token,
    TokenKind,
)
from accessible_games.games.cards.braille import card_cells
from accessible_games.games.cards.core import Deck, Face, Rank
from accessible_games.games.cards.dog import board as b
from accessible_games.games.cards.dog.explain import (
    OUT_REASONS,
    SPECIFIC,
    WHY_GIVING,
    WHY_JOKER_ONE,
    WHY_MUST_PLAY,
    WHY_NO_CARD_WAY,
    WHY_NO_JOKER,
    WHY_NO_STEP,
    WHY_NO_STEP_BACK,
    WHY_NO_WAY,
    WHY_NO_WAY_BACK,
    WHY_NOT_GIVING,
    WHY_NOT_HELD,
    WHY_NOT_YOURS,
    WHY_RANK_NO_MOVE,
    WHY_WHICH_RANK,
)
from accessible_games.games.cards.dog.rules import JOKER_ALSO, Action, Give, Play, Step
from accessible_games.games.cards.parse import (
    JOKER_WORDS,
    RANK_ABBREVIATIONS,
    RANK_WORDS,
    CardNameError,
    braille_clash,
    parse_face,
)
from accessible_games.games.cards.typed import GIVE_VERBS, PLAY_VERBS, not_held

VERBS = {**dict.fromkeys(GIVE_VERBS, Give), **dict.fromkeys(PLAY_VERBS, Play)}
"""Words that may come first, and the kind of move each asks for."""


def read_named(text: str, legal: list[Move], deck: Deck, hand: Sequence[int],
               seat: int, why_not: Callable[[int, tuple[int, ...]], Reason] | None = None,
               walk: Step | None = None, as_joker: bool = True) -> Move | None:
    """The legal Give or Play ``text`` names by its card's name; None when it names none. A
    seven that is one marble's ``walk`` (:meth:`.DogState.lone_walk`) may be typed with that
    walk as its way ("7 12-19"), as the list of moves says it. ``as_joker``: "as seven" is
    the joker as seven (:func:`_as_joker`); False reads "as" as a card's name only.

    Raises:
        IllegalMoveError: the named card is not in ``hand`` (the reason names it); or it can
            go several ways and none was typed (the reason lists them); or it is held but has
            no move now (the reason ``why_not`` gives for the card alone); or the way typed is
            none of its ways (``why_not`` for the card, the marble and the target when that
            names what is wrong, else the card's ways); or the verb asks for the other phase
            (give during play, play during the exchange).
    """
    coded = _braille_reading(text, legal, deck, hand, seat, why_not, walk, as_joker)
    if coded is not None:
        return coded
    tokens = text.casefold().split()
    kind = VERBS.get(tokens[0]) if tokens else None
    if kind is not None:
        tokens = tokens[1:]
    elif len(tokens) > 1 and tokens[-1] in VERBS:
        # The verb after the card, as the list of moves says it: "Kreuz-Neun abgeben"
        # ("kreuz neun abgeben" was refused as a way typed during the exchange).
        kind, tokens = VERBS[tokens[-1]], tokens[:-1]
    if kind is not None:
        if tokens and kind is Give and not any(isinstance(m, Give) for m in legal):
            # "gib drei" after the exchange: the verb is wrong whatever the card's name
            raise IllegalMoveError(text, Reason(ReasonCode.NOT_PLAYABLE, (), tuple(legal),
                                                WHY_NOT_GIVING))
    if as_joker and kind is not Give and len(tokens) > 1 and tokens[0] in _AS and \
            _stands_for(tokens)[0] is not None:
        joker = _as_joker(text, tokens, legal, deck, hand, seat, why_not, walk)
        if joker is not None:
            return joker
    for cut in range(len(tokens), 0, -1):
        rest = " ".join(tokens[cut:])
        try:
            face = _face_named(" ".join(tokens[:cut]), deck, hand, _way_like(rest))
        except CardNameError:
            continue
        if face is None:  # a rank alone that the hand does not hold ("bube 3")
            raise IllegalMoveError(text, Reason(ReasonCode.NOT_PLAYABLE, (), (), WHY_NOT_HELD))
        named = (face.rank, face.suit)  # any joker of the pack for "joker"
        if not any(_face_of(deck, c) == named for c in hand):
            if face.rank is Rank.JOKER:  # "joker": not "the red joker", which was not typed
                raise IllegalMoveError(text, Reason(ReasonCode.NOT_PLAYABLE, (), (),
                                                    WHY_NO_JOKER))
            raise IllegalMoveError(text, not_held(deck, face, WHY_NOT_HELD))
        ways = _tails([m for m in legal if isinstance(m, (Give, Play))
                       and isinstance(m, kind or Move) and _face_of(deck, m.card) == named])
        held = next(c for c in hand if _face_of(deck, c) == named)
        plays = [m for m in ways.values() if isinstance(m, Play)]
        if face.rank is Rank.JOKER and plays:  # "joker as seven", "joker out", "joker 61"
            return read_joker(text, _after_joker(tokens), plays, seat, held, why_not)
        if not ways and kind is not None and not any(isinstance(m, kind) for m in legal):
            phase = WHY_NOT_GIVING if kind is Give else WHY_GIVING
            raise IllegalMoveError(text, Reason(ReasonCode.NOT_PLAYABLE, (), tuple(legal), phase))
        if not ways and why_not is not None:  # held, no move now: say why
            specific = _specific(rest, seat, held, why_not) if rest else None
            raise IllegalMoveError(text, specific or why_not(held, ()))
        if rest and ways and all(isinstance(m, Give) for m in ways.values()):
            # A way typed during the exchange ("as seven", "ah 5-6"): a card is given whole;
            # it said "The  cannot go that way. It can go: ." with no card and no way.
            raise IllegalMoveError(text, Reason(ReasonCode.NOT_PLAYABLE, (), tuple(legal),
                                                WHY_GIVING))
        if rest:
            walked = {f"{walk.marble}-{walk.target}": ways["seven"]} \
                if walk is not None and "seven" in ways else {}
            found = _read_way(text, rest, {**ways, **walked}, seat)
            if found is None:
                raise IllegalMoveError(text, _no_way(rest, seat, held, ways, why_not))
            return found
        if len(ways) > 1:  # the card alone: say its ways and ask which
            raise IllegalMoveError(text, Reason(ReasonCode.AMBIGUOUS, (), tuple(ways.values())))
        return next(iter(ways.values()), None)
    return None


def _braille_reading(text: str, legal: list[Move], deck: Deck, hand: Sequence[int], seat: int,
                     why_not: Callable[[int, tuple[int, ...]], Reason] | None,
                     walk: Step | None, as_joker: bool) -> Move | None:
    """The move of a card typed with its way by the code the braille line shows it in, where
    those letters are also another card's short name: "hd 1-9", as the hint shows the eight
    of diamonds (⠓⠙), was read as Herz-Dame's and refused for not being held. The hand
    decides, as it does for the code alone; holding both cards, the one whose way it is.
    None where the card's word is no such code, or comes without a way, or the hand holds
    the name's card alone, or both cards and the way fits neither or both: the name is read
    as ever.

    Raises:
        IllegalMoveError: as :func:`read_named`, for the code's card, the only one held.
    """
    tokens = text.casefold().split()
    at = 1 if len(tokens) > 1 and tokens[0] in VERBS else 0
    if len(tokens) < at + 2 or (at == 0 and tokens[-1] in VERBS and len(tokens) == 2):
        return None  # no way after the card: the hand decides in the session
    clash = braille_clash(tokens[at])
    if clash is None:
        return None
    named, coded = clash
    held = [any(_face_of(deck, c) == (face.rank, face.suit) for c in hand) for face in clash]
    if not held[1]:
        return None

    def read_as(face: Face) -> Move | None:
        words = [*tokens[:at], card_cells(face, deck.pattern), *tokens[at + 1:]]
        return read_named(" ".join(words), legal, deck, hand, seat, why_not, walk, as_joker)

    if not held[0]:
        return read_as(coded)
    readings = []
    for face in (named, coded):
        try:
            move = read_as(face)
        except IllegalMoveError:
            continue
        if move is not None:
            readings.append(move)
    return readings[0] if len(readings) == 1 else None


def _as_joker(text: str, tokens: list[str], legal: list[Move], deck: Deck,
              hand: Sequence[int], seat: int,
              why_not: Callable[[int, tuple[int, ...]], Reason] | None,
              walk: Step | None) -> Move | None:
    """"as seven", "als Sieben", "as jack 3x57" typed with no question open: the joker as
    that card, as the answer to the question as which card reads it ("as" was read as the
    ace of spades and "As" as the German ace: "The ace of spades cannot go that way", and
    "as 7" moved the ace to field 7). A number after it ("as 7") may also be the ace of
    spades' way: where both are moves, the reason lists both and asks which. None where the
    hand holds no joker, or the words are the ace's way alone.

    Raises:
        IllegalMoveError: as :func:`read_named` for the joker; both readings are moves (the
            reason asks which).
    """
    if not any(isinstance(m, Play) for m in legal):
        return None  # the exchange: "as seven" gives no joker away
    if not any(deck.face(c).is_joker for c in hand if c >= 0):
        if tokens[1].isdecimal():
            return None  # "as 7": the ace of spades' way, read as ever
        raise IllegalMoveError(text, Reason(ReasonCode.NOT_PLAYABLE, (), (), WHY_NO_JOKER))
    joker = read_named(" ".join(["joker", *tokens]), legal, deck, hand, seat, why_not, walk)
    if joker is None or not tokens[1].isdecimal():
        return joker
    try:
        ace = read_named(" ".join(tokens), legal, deck, hand, seat, why_not, walk, False)
    except IllegalMoveError:
        return joker
    if ace is None or ace == joker:
        return joker
    raise IllegalMoveError(text, Reason(ReasonCode.AMBIGUOUS, (), (joker, ace)))


def _face_named(name: str, deck: Deck, hand: Sequence[int], loose: bool) -> Face | None:
    """The face a typed card name means. Only the rank counts in Dog, so where ``loose`` (the
    words after the name are none, or a way) a name that leaves the suit open means the first
    held card of its rank: a rank word, number or letter alone ("bube", "dame", "kö", "k",
    "9": "9 1-10" is the nine from field 1 to field 10, as a player says it) or a short name
    all of whose readings have one rank ("k5": Kreuz- or Karo-Fünf); None when the hand holds
    no card of that rank.

    Raises:
        CardNameError: the name is no card, or its readings differ in rank ("kd": Kreuz-Dame
            or Karo-König), or it leaves the suit open and is not ``loose``.
    """
    try:
        return parse_face(name)
    except CardNameError as unclear:
        faces = unclear.faces
    try:  # German shorthand: "pd" is Pik-Dame, "k6" Kreuz- or Karo-Sechs
        return parse_face(name, True)
    except CardNameError as german:
        faces = faces or german.faces
        word = RANK_WORDS.get(name) or RANK_ABBREVIATIONS.get(name)
        ranks = {f.rank for f in faces} or ({word} if word is not None else set())
        if not loose or len(ranks) != 1 or Rank.JOKER in ranks:
            raise
        return next((deck.face(c) for c in hand if deck.face(c).rank in ranks), None)


def read_way_alone(text: str, legal: list[Move], deck: Deck, seat: int,
                   walk: Step | None = None) -> Move | None:
    """The card's move that the way typed alone names ("10-6", "31<27", no card before
    it): the one card of the hand that goes that way (cards of one rank are one: a suit
    never counts in Dog); None when the text is no bare way or no card goes it. "10-6" was
    "You do not hold that card" ("10" read as a ten) and "31-27" "I cannot read". A seven
    that is one marble's ``walk`` goes that walk ("12-19", as the list of moves says it),
    as with its name before it (:func:`read_named`).

    Raises:
        IllegalMoveError: cards of several ranks (or a joker besides) go that way; the
            reason lists their moves, to ask which. Or no card goes it, while cards are
            played (the reason names the way's places: "8-10" was "You do not hold that
            card.", "1-4" "I cannot read").
    """
    bare = _WAY.fullmatch(_normalized(text))
    if bare is None:
        return None
    by_card: dict[int, list[Give | Play]] = {}
    for move in legal:
        if isinstance(move, Play):
            by_card.setdefault(move.card, []).append(move)
    found: dict[Rank, Move] = {}  # a rank (the joker one): the first of its cards going there
    for card, moves in by_card.items():
        ways = _tails(moves)
        if walk is not None and "seven" in ways:
            ways[f"{walk.marble}-{walk.target}"] = ways["seven"]
        readings = _readings(text, seat)
        going = next((ways[w] for w in readings if w in ways), None) or next(
            (ways[w.replace("-", "<")] for w in readings
             if "-" in w and w.replace("-", "<") in ways), None)
        if going is not None:
            found.setdefault(deck.rank(card), going)
    if len(found) > 1:
        raise IllegalMoveError(text, Reason(ReasonCode.AMBIGUOUS, (), tuple(found.values())))
    start, end = _place(bare[1], seat), _place(bare[3], seat)
    if not found and by_card and start is not None and end is not None:
        plays = tuple(m for moves in by_card.values() for m in moves)
        sevens = tuple(m for m in plays if isinstance(m, Play) and m.action is Action.SEVEN)
        if sevens and bare[2] == "-" and _seven_reaches(start, end):
            # a step of a seven in hand: the seven first, then its steps (the reason says so)
            raise IllegalMoveError(text, Reason(ReasonCode.NOT_PLAYABLE, (), sevens, WHY_NO_WAY))
        raise IllegalMoveError(text, Reason(ReasonCode.NOT_PLAYABLE, (start, end), plays,
                                            WHY_NO_CARD_WAY))
    return next(iter(found.values()), None)


def _seven_reaches(start: int, end: int) -> bool:
    """Whether a step of a seven may go from place ``start`` to place ``end``: seven track
    fields forward at most, or into a goal lane."""
    if b.in_goal(end):
        return True
    return b.on_track(start) and b.on_track(end) and 1 <= (end - start) % b.TRACK <= 7


def _way_like(words: str) -> bool:
    """True for no words, or words that may be a way ("3", "6x41", "out", "ziel", "back"), not
    a verb ("abgeben") after a card's name."""
    return not words or any(ch.isdigit() for ch in words) or words in _OUT or \
        words in _BARE_GOAL or _BACK.search(words) is not None


WORDS = {"aussetzen": "fold", "passen": "fold", "pass": "fold",
         "schritt zurück": "undo step", "step back": "undo step", "zurück schritt": "undo step"}
"""Other words for the moves without a card: folding, and taking a seven's step back."""


def read_word(text: str, legal: list[Move]) -> Move | None:
    """The legal fold or step back ``text`` names, in the notation or in other words
    ("aussetzen", "schritt zurück"); None when it names neither.

    Raises:
        IllegalMoveError: it names one that is not legal now (a card can still be played, or
            no seven is being split).
    """
    notation = WORDS.get(text, text)
    if notation not in ("fold", "undo step"):
        return None
    found = next((m for m in legal if m.notation == notation), None)
    if found is None:
        why = WHY_MUST_PLAY if notation == "fold" else WHY_NO_STEP_BACK
        if notation == "fold" and any(isinstance(m, Give) for m in legal):
            # During the exchange: "fold" was refused as if a card could move on the track.
            why = WHY_GIVING
        raise IllegalMoveError(text, Reason(ReasonCode.NOT_PLAYABLE, (), tuple(legal), why))
    return found


def _no_way(rest: str, seat: int, card: int, ways: dict[str, Move],
            why_not: Callable[[int, tuple[int, ...]], Reason] | None) -> Reason:
    """Why ``card`` does not go the way ``rest`` names: what is wrong with the marble or the
    target when the way can be read and that tells more, else the card's ways. A swap's
    reason carries the card's ways, so that it can say which swaps would do and how to type
    one."""
    specific = _specific(rest, seat, card, why_not)
    if specific is None:
        return Reason(ReasonCode.NOT_PLAYABLE, (), tuple(ways.values()), WHY_NO_WAY)
    if any((m := _TAIL.fullmatch(r)) and m[2] == "x" for r in _readings(rest, seat)):
        return replace(specific, alternatives=tuple(ways.values()))
    return specific


def _specific(rest: str, seat: int, card: int,
              why_not: Callable[[int, tuple[int, ...]], Reason] | None) -> Reason | None:
    """What is wrong with the marble or the target of the forward way or swap ``rest``
    names (a protected marble in the way or on the target, a marble not the player's, an
    empty field to swap), or None when the way cannot be read or nothing specific is wrong.
    The first reading that is a forward way or a swap is asked about (fields, then place
    numbers)."""
    if why_not is None:
        return None
    if rest.casefold().strip() in _OUT:  # "kc out": the kennel is empty, or the start taken
        reason = why_not(card, (b.kennel_place(seat, 0), b.start_field(seat)))
        return reason if reason.count in OUT_REASONS else None
    found = next((m for r in _readings(rest, seat)
                  if (m := _TAIL.fullmatch(r)) and m[2] not in "<+"), None)
    if found is None:
        return None
    places = (int(found[1]), int(found[3]))
    if not all(0 <= p < b.PLACES for p in places):
        return None
    # A swap may name the other marble first ("17x6"): then what is wrong with it tells more
    # than that the first is not the player's.
    tried = [places, places[::-1]] if found[2] == "x" else [places]
    reasons = [r for r in (why_not(card, p) for p in tried)
               if (r.code is ReasonCode.EMPTY and found[2] == "x")
               or (r.code is ReasonCode.NOT_PLAYABLE and r.count in SPECIFIC)]
    return next((r for r in reasons if r.count != WHY_NOT_YOURS), next(iter(reasons), None))


def read_step(text: str, legal: list[Move], seat: int) -> Move | None:
    """The legal step of a seven ``text`` names as a bare way ("5-8"): in the fields ``seat``
    hears first, then in place numbers; or by one place, as a card's way may be ("goal 3",
    "g3", "field 4": where the step ends, else where its marble stands; several steps there
    are asked about); None when it names none (or no seven is being split). Play-testing,
    "goal 3" with one marble that could reach it was "I cannot read"."""
    steps: dict[str, Move] = {" ".join(m.notation.split()[1:]): m for m in legal
                              if isinstance(m, Step)}
    found = next((steps[w] for w in _readings(text, seat) if w in steps), None)
    placed = ways_by_place(text, steps, seat) if found is None and steps else []
    if len(placed) == 1:
        return placed[0]
    if placed:
        raise IllegalMoveError(text, Reason(ReasonCode.AMBIGUOUS, (), tuple(placed)))
    if found is None and steps and _WAY.fullmatch(_normalized(text)):  # no step of this seven
        # The places typed, in place numbers, so that narration can say what stands in the way.
        way = _TAIL.fullmatch(as_places(text, seat) or "")
        places = (int(way[1]), int(way[3])) if way is not None else ()
        raise IllegalMoveError(text, Reason(ReasonCode.NOT_PLAYABLE, places,
                                            tuple(steps.values()), WHY_NO_STEP))
    return found


def typed_place(place: int, seat: int) -> str | None:
    """A place as ``seat`` types it in a way: a track field counted from its start ("17"),
    a field of its own goal lane ("g2"); None for any other place."""
    if b.on_track(place):
        return str(b.relative_field(place, seat))
    if b.in_goal(place) and b.owner_of_place(place) == seat:
        return f"g{b.lane_index(place) + 1}"
    return None


def typed_step(step: Step, legal: list[Move], seat: int) -> str | None:
    """A step of a seven as ``seat`` types it, in the fields they hear ("1-2": from the start
    field to field 2; "60-g2" into the own goal lane); None where that form names no legal
    step, or another one (a partner's goal lane)."""
    start, end = typed_place(step.marble, seat), typed_place(step.target, seat)
    if start is None or end is None:
        return None
    typed = f"{start}-{end}"
    try:
        return typed if read_step(typed, legal, seat) == step else None
    except IllegalMoveError:
        return None


def _face_of(deck: Deck, card: int) -> tuple[object, object]:
    """What a typed name can tell apart: rank and suit (not which of the jokers); nothing for
    a card the viewer does not see (UNKNOWN, -1, read as the pack's last card, a joker: a
    joker's way typed while another seat was to move raised an error)."""
    if card < 0:
        return (None, None)
    face = deck.face(card)
    return (face.rank, face.suit)


def _readings(way: str, seat: int) -> list[str]:
    """A typed way as notation, in the order it is tried: read in the fields ``seat`` hears
    first, then as the board's place numbers; a swap then with its marbles the other way
    round (the jack swaps "31x6" as it swaps "6x31")."""
    found = [w for w in (as_places(way, seat), way) if w is not None]
    return found + [f"{m[3]}x{m[1]}" for w in found if (m := _TAIL.fullmatch(w)) and m[2] == "x"]


_WAY = re.compile(r"(\d+|g\d)([-<x])(\d+|g\d)")

_GOAL_WORDS = re.compile(r"\b(?:goal field|goal|zielfeld|ziel|g|z) ?([1-4])\b")
"""A field of the own goal lane as narration names it ("goal field 2", "Zielfeld 2"), or
shortened ("goal 2", "ziel 2", "g2", "z2")."""

_BARE_GOAL = frozenset({"goal", "ziel", "into the goal", "ins ziel", "in the goal", "in goal"})
"""A way named only by where it ends: into the own goal lane."""


_BACK = re.compile(r"\b(?:back|backwards|zurück|rückwärts)\b")
"""The word that makes a typed way a four's way back."""

_FILLERS = frozenset({"from", "von", "vom", "field", "feld"})
"""Words around a four's way back that name no place ("back from field 6")."""


def _normalized(way: str) -> str:
    """A typed way in one spelling, also as narration says it ("field 60 to your goal field
    2", "Feld 60 nach Zielfeld 2 von dir"): goal fields as "g2", no spaces around the sign,
    and two places with a space or "to" between them read as "-" ("60 g2" is "60-g2")."""
    # A start field says its number after its name ("your start field 1", "East's start
    # field 17", "dein Startfeld 1", "Startfeld 17 von Ost"), as it did with a comma too
    # ("East's start field, field 17", "Feld 17, dem Startfeld von Ost"): the number is enough.
    text = re.sub(r"(?:\S+\s+)?(?:start field|startfeld)\s*,", " ", way.casefold())
    text = re.sub(r",?\s*(?:das |dem )?startfeld von \S+", " ", text)
    text = re.sub(r"(?:\S+\s+)?(?:start field|startfeld)\s+(\d+)(?:\s+von\s+\S+)?",
                  r" \1 ", text)
    text = re.sub(r"(\d)\s*,", r"\1", text)  # the comma that closes "field 1, to field 5"
    text = re.sub(r"\b(?:your|dein|deinem|deines|von dir)\b", " ", text)
    text = _GOAL_WORDS.sub(lambda m: f"g{m[1]}", " ".join(text.split()))
    text = " ".join(re.sub(r"\b(?:field|feld|from|von)\b", " ", text).split())
    # A swap as the list of moves says it: "swap field 6 with field 31", "Feld 6 mit Feld 31
    # tauschen".
    text = re.sub(r"^(?:swap |tausche )?(\d+|g\d) (?:with|mit) (\d+|g\d)(?: tauschen)?$",
                  r"\1x\2", text)
    # A four's way back as the list of moves says it ("field 4 back to field 64", "Feld 4
    # zurück nach Feld 64"): "4<64".
    back = _BACK.search(text)
    if back is not None:
        text = " ".join((text[:back.start()] + text[back.end():]).split())
    text = re.sub(r"\s*([-<x])\s*", r"\1", text)
    text = re.sub(r"^(\d+|g\d)\s+(?:to |nach |auf )?(\d+|g\d)$", r"\1-\2", text)
    return text.replace("-", "<") if back is not None else text


def as_places(way: str, seat: int) -> str | None:
    """A way typed in track fields counted from ``seat``'s start, as narration says them
    ("1-5": from field 1, the start, to field 5; "60-g2" or "60 ziel 2": from field 60 to the
    second field of the own goal lane), in the board's place numbers ("0-4" for North); None
    when it is no such way."""
    found = _WAY.fullmatch(_normalized(way))
    if found is None:
        return None
    places = [_place(found[1], seat), _place(found[3], seat)]
    if None in places:
        return None
    return f"{places[0]}{found[2]}{places[1]}"


def _place(text: str, seat: int) -> int | None:
    """A place of a typed way: a track field counted from ``seat``'s start, or ``gN``, the
    N-th field of its goal lane; None when out of range."""
    if text.startswith("g"):
        return b.goal_place(seat, int(text[1:]) - 1)
    field = int(text)
    if not 1 <= field <= b.TRACK:
        return None
    return (b.start_field(seat) - 1 + field) % b.TRACK


_TAIL = re.compile(r"(\d+)([-<x+])(\d+)")
"""A way in a move's notation, in place numbers ("+" brings a marble out of the kennel)."""

_OUT = frozenset({"out", "heraus", "raus", "start", "out of the kennel", "aus dem zwinger"})
"""A way named as bringing a marble out of the kennel onto the start field."""


def ways_by_place(way: str, ways: dict[str, Move], seat: int) -> list[Move]:
    """The ways among ``ways`` (notation tail -> move) that ``way`` names by one place only:
    where they end ("2", "field 2", "ziel 1"; "ziel" or "into the goal" for any field of the
    own goal lane), else where the marble stands ("63"), or "out" of the kennel; empty when it
    names no place."""
    text = way.casefold().strip()
    tails = [(m, move) for tail, move in ways.items() if (m := _TAIL.fullmatch(tail))]
    if text in _OUT:
        return [move for m, move in tails if m[2] == "+"]
    if text in _BARE_GOAL:
        return [move for m, move in tails
                if b.in_goal(int(m[3])) and b.owner_of_place(int(m[3])) == seat]
    single = _single_place(text, seat)
    if single is None:
        return []
    to, place = single
    ending = [move for m, move in tails if int(m[3]) == place]
    if ending or to:
        return ending
    return [move for m, move in tails if int(m[1]) == place]


def _read_back(text: str, typed: str, back: re.Match[str], ways: dict[str, Move],
               seat: int) -> Move | None:
    """The four's way back among ``ways`` (its ways back, one at least) that ``typed`` names
    around the word ``back``: none but that word, the one there is; a field, the way from it
    or to it ("6 back", "back from 6", "back to 2"; "back 6" either). None when it names no
    place.

    Raises:
        IllegalMoveError: several ways fit (the reason lists them, to ask which marble), or
            a place that no way back starts or ends on (the reason gives the ways back).
    """
    before, after = typed[:back.start()], typed[back.end():]
    way = " ".join(w for w in f"{before} {after}".split() if w not in _FILLERS)
    if not way and len(ways) == 1:
        return next(iter(ways.values()))
    fits = list(ways.values())
    if way:
        at = _single_place(way, seat)
        if at is None:
            return None
        to, place = at
        # The marble's field comes first ("6 back") or after "from"; "back 6" may be either.
        start = not to and (any(c.isdigit() for c in before) or bool(_FROM.search(typed)))
        fits = [m for tail, m in ways.items() if (t := _TAIL.fullmatch(tail))
                and ((not start and int(t[3]) == place) or (not to and int(t[1]) == place))]
    if len(fits) == 1:
        return fits[0]
    if fits:  # which marble goes back: ask, naming the fields
        raise IllegalMoveError(text, Reason(ReasonCode.AMBIGUOUS, (), tuple(fits)))
    raise IllegalMoveError(text, Reason(ReasonCode.NOT_PLAYABLE, (), tuple(ways.values()),
                                        WHY_NO_WAY))


_FROM = re.compile(r"\b(?:from|von|vom)\b")
"""The word before the field a marble goes back from."""


def _single_place(text: str, seat: int) -> tuple[str, int] | None:
    """The one place ``text`` names ("2", "field 2", "to 2", "ziel 1"), with the word that
    makes it the end of the way ("to "; "" for none); None when it names no one place."""
    single = re.fullmatch(r"(to |nach |auf |in |into )?(\d+|g\d)", _normalized(text))
    place = _place(single[2], seat) if single else None
    return None if single is None or place is None else (single[1] or "", place)


_AS = frozenset({"as", "als"})
"""The word before the rank a joker stands for ("joker as seven", "Joker als Sieben")."""

_RANK_NUMBERS = {"1": Rank.ACE, "11": Rank.JACK, "12": Rank.QUEEN, "13": Rank.KING,
                 "14": Rank.ACE}
"""Numbers after "as" that name a rank without a digit of its own (the ace is 1 or 14)."""

_SPLIT_WORDS = frozenset({"split", "aufteilen", "teilen"})
"""Words for playing a joker as the seven, whose fields are split step by step."""


def _after_joker(tokens: list[str]) -> list[str]:
    """The words typed after a joker's name: after "joker" and a word that tells the jokers
    apart ("red", "schwarz"), but not a number or a rank word ("joker 7", "joker drei"), which
    say the rank it stands for or the way."""
    at = next((i for i, word in enumerate(tokens) if RANK_WORDS.get(word) is Rank.JOKER), 0)
    rest = tokens[at + 1:]
    if len(rest) > 1 and rest[0] in ("nummer", "number", "nr"):  # "Joker Nummer drei"
        rest = rest[2:]
    elif rest and rest[0] in JOKER_WORDS and rest[0] not in RANK_WORDS:
        rest = rest[1:]
    return rest


def _stands_for(rest: list[str]) -> tuple[Rank | None, list[str]]:
    """The rank typed after a joker and the words after it: "as seven", "als 7", "seven",
    "split"; (None, ``rest``) when the words begin with no rank (a bare number is a way
    first: "joker 61")."""
    if len(rest) > 1 and rest[0] in _AS:
        word = rest[1]
        rank = _RANK_NUMBERS.get(word) or RANK_WORDS.get(word)
        if rank is not None and rank is not Rank.JOKER:
            return rank, rest[2:]
    if rest and rest[0] in _SPLIT_WORDS:
        return Rank.SEVEN, rest[1:]
    if rest and not rest[0].isdecimal():
        rank = RANK_WORDS.get(rest[0])
        if rank is not None and rank is not Rank.JOKER:
            return rank, rest[1:]
    return None, rest


def _plays_as(move: Play, rank: Rank) -> bool:
    """True when ``move`` plays the joker as ``rank``; the king's way out of the kennel is
    listed once, as the ace's (both do the same: :data:`.rules.JOKER_ALSO`)."""
    return move.rank is rank or rank in JOKER_ALSO.get((move.rank, move.action), ())


def read_joker(text: str, rest: list[str], plays: list[Play], seat: int, card: int,
               why_not: Callable[[int, tuple[int, ...]], Reason] | None) -> Move:
    """The joker's move the words after its name give (``rest``): the rank it stands for
    ("as seven", "als sieben", "as 7", "seven"), the way ("3x57", "out", "61"), or both ("as
    jack 3x57", "as king out"); a way alone is looked for among the ways of every rank.

    Raises:
        IllegalMoveError: the joker alone, with ways of several ranks (the reason asks as
            which card, with the ranks that have a move), or with one move (the reason offers
            it: played at once, it spent the joker unasked); a rank without a move now; several
            ways of the rank or the place named (the reason lists them); no way as named.
    """
    rank, way = _stands_for(rest)
    if rank is None and len(way) > 1 and RANK_WORDS.get(way[0]) is Rank.FOUR and \
            _BACK.search(" ".join(way[1:])):  # "joker 4 back 6": only a four goes back
        rank, way = Rank.FOUR, way[1:]
    number = RANK_WORDS.get(way[0]) if rank is None and len(way) == 1 else None
    if number is not None and way[0].isdecimal():  # "joker 7": the seven, or a way to field 7
        as_rank = [m for m in plays if _plays_as(m, number)]
        ending = ways_by_place(way[0], _tails(plays), seat)
        if as_rank and ending:  # both: say them and ask which
            raise IllegalMoveError(text, Reason(ReasonCode.AMBIGUOUS, (), tuple(
                dict.fromkeys([*ending, *as_rank]))))
        if as_rank:
            rank, way = number, []
    if rank is not None:
        # "joker as king out": the ace's way out, said as the king the player named.
        chosen = [replace(m, named=rank) if m.rank is not rank else m
                  for m in plays if _plays_as(m, rank)]
        if not chosen:
            raise IllegalMoveError(text, Reason(ReasonCode.NOT_PLAYABLE, (Token(
                TokenKind.RANK, rank.value),), tuple(plays), WHY_RANK_NO_MOVE))
    else:
        chosen = plays
    ranks = {m.said_rank for m in chosen}
    if not way:
        if len(chosen) == 1 and rank is None:  # said and asked: it would spend the joker
            raise IllegalMoveError(text, Reason(ReasonCode.NOT_PLAYABLE, (), tuple(chosen),
                                                WHY_JOKER_ONE))
        if len(chosen) == 1:
            return chosen[0]
        if len(ranks) > 1:  # ask first as which card, not every way of every rank
            raise IllegalMoveError(text, Reason(ReasonCode.NOT_PLAYABLE, (), tuple(chosen),
                                                WHY_WHICH_RANK))
        raise IllegalMoveError(text, Reason(ReasonCode.AMBIGUOUS, (), tuple(chosen)))
    tails = _tails(chosen)
    typed = " ".join(way)
    found = _read_way(text, typed, tails, seat)
    if found is not None:
        return found
    if len(ranks) > 1:  # no way as typed among several ranks: which card it plays first
        specific = _specific(typed, seat, card, why_not)
        raise IllegalMoveError(text, specific or Reason(
            ReasonCode.NOT_PLAYABLE, (), tuple(chosen), WHY_WHICH_RANK))
    raise IllegalMoveError(text, _no_way(typed, seat, card, tails, why_not))


def _tails(moves: Sequence[Give | Play]) -> dict[str, Move]:
    """Moves of one card by their way in the notation, after the verb, the card's id and a
    joker's rank ("", "5-9", "seven", "66+0"; the notation is "play 17 5-9", "play 108 as 7
    seven"); of moves with the same way the first."""
    tails: dict[str, Move] = {}
    for move in moves:
        head = 4 if isinstance(move, Play) and move.joker else 2
        tails.setdefault(" ".join(move.notation.split()[head:]), move)
    return tails


def _read_way(text: str, way: str, ways: dict[str, Move], seat: int) -> Move | None:
    """The move among ``ways`` (way in the notation -> move) that the typed ``way`` names: as
    its notation, read in the fields ``seat`` hears, then in place numbers; else by the one
    place that tells it apart (:func:`ways_by_place`); None when it names none.

    Raises:
        IllegalMoveError: that place fits several ways (the reason lists them, to ask which);
            a way back that fits none or several of the four's ways back (:func:`_read_back`).
    """
    readings = _readings(way, seat)
    found = next((ways[w] for w in readings if w in ways), None)
    if found is not None:
        return found
    # A four's start and end typed as any way is ("4s 6-2", "four 6 to 2"): its way back,
    # which no card goes forward ("The four of spades cannot go that way" listed it).
    found = next((ways[w.replace("-", "<")] for w in readings
                  if "-" in w and w.replace("-", "<") in ways), None)
    if found is not None:
        return found
    back = _BACK.search(way.casefold())
    if back is not None:  # "back", "6 back", "back 6": only the ways back
        backs = {tail: m for tail, m in ways.items() if "<" in tail}
        if not backs:  # "kc back": only a four goes back
            raise IllegalMoveError(text, Reason(ReasonCode.NOT_PLAYABLE, (),
                                                tuple(ways.values()), WHY_NO_WAY_BACK))
        return _read_back(text, way.casefold(), back, backs, seat)
    by_place = ways_by_place(way, ways, seat)
    if len(by_place) > 1:  # one place that fits several ways: say them, ask which
        raise IllegalMoveError(text, Reason(ReasonCode.AMBIGUOUS, (), tuple(by_place)))
    return by_place[0] if by_place else None
