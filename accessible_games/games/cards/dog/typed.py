"""Dog moves typed with the card's name ("kh", "give king of hearts", "play herz 4 5<1").

A move's notation names its card by the card's id ("give 17", "play 17 5-9"), which records
need and nobody at the table knows. A player names the card instead, as in every other card
game: an optional verb (give, play; gib, spiele), any name :func:`.parse.parse_face`
understands, then the rest of the notation (the marble's way, "seven", "as 4 back 5-1"). The
way may be left out when the card has only one. A way on the track may be typed in the fields
the player hears, counted from the own start field ("4c 1-5": field 1 to field 5); where
that names no legal way, in the board's place numbers of the notation ("4c 0-4" for North).
A step of a seven is typed as its way alone, in the fields the player hears ("5-8": field 5
to field 8) or, where that names no legal step, in place numbers; its notation ("step 4-7")
always means place numbers, since a move's notation must read back as itself.
Two cards of the same face (the double pack) are the same move for the player, so the first
is taken. A card named that the hand does not hold is refused with its name, as in the other
card games.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from accessible_games.engine.types import IllegalMoveError, Move, Reason, ReasonCode
from accessible_games.games.cards.core import Deck
from accessible_games.games.cards.dog import board as b
from accessible_games.games.cards.dog.explain import WHY_NO_STEP, WHY_NOT_HELD
from accessible_games.games.cards.dog.rules import Give, Play, Step
from accessible_games.games.cards.parse import CardNameError, parse_face
from accessible_games.games.cards.typed import not_held

VERBS = {"give": Give, "gib": Give, "geben": Give, "play": Play, "spiele": Play,
         "spielen": Play, "spiel": Play}
"""Words that may come first, and the kind of move each asks for."""


def read_named(text: str, legal: list[Move], deck: Deck, hand: Sequence[int],
               seat: int, why_not: Callable[[int], Reason] | None = None) -> Move | None:
    """The legal Give or Play ``text`` names by its card's name; None when it names none.

    Raises:
        IllegalMoveError: the named card is not in ``hand`` (the reason names it), or it can
            go several ways and none was typed (the reason lists them), or it is named
            without a verb, held, but has no move now (the reason ``why_not`` gives for it).
    """
    tokens = text.casefold().split()
    kind = VERBS.get(tokens[0]) if tokens else None
    if kind is not None:
        tokens = tokens[1:]
    for cut in range(len(tokens), 0, -1):
        try:
            face = parse_face(" ".join(tokens[:cut]))
        except CardNameError:
            continue
        rest = " ".join(tokens[cut:])
        named = (face.rank, face.suit)  # any joker of the pack for "joker"
        if not any(_face_of(deck, c) == named for c in hand):
            raise IllegalMoveError(text, not_held(deck, face, WHY_NOT_HELD))
        ways: dict[str, Move] = {}
        for move in legal:
            if isinstance(move, (Give, Play)) and isinstance(move, kind or Move) \
                    and _face_of(deck, move.card) == named:
                # The notation after the verb and the card's id: "", "5-9", "as 4 5<1".
                ways.setdefault(" ".join(move.notation.split()[2:]), move)
        if not ways and kind is None and why_not is not None:  # held, no move now: say why
            held = next(c for c in hand if _face_of(deck, c) == named)
            raise IllegalMoveError(text, why_not(held))
        if rest:
            return next((ways[w] for w in _readings(rest, seat) if w in ways), None)
        if len(ways) > 1:  # the card alone: say its ways and ask which
            raise IllegalMoveError(text, Reason(ReasonCode.AMBIGUOUS, (), tuple(ways.values())))
        return next(iter(ways.values()), None)
    return None


WORDS = {"aussetzen": "fold", "passen": "fold", "pass": "fold",
         "schritt zurück": "undo step", "step back": "undo step", "zurück schritt": "undo step"}
"""Other words for the moves without a card: folding, and taking a seven's step back."""


def read_word(text: str, legal: list[Move]) -> Move | None:
    """The legal fold or step back ``text`` names in other words ("aussetzen", "schritt
    zurück"); None when it names neither or that move is not legal now."""
    notation = WORDS.get(text)
    return next((m for m in legal if m.notation == notation), None)


def read_step(text: str, legal: list[Move], seat: int) -> Move | None:
    """The legal step of a seven ``text`` names as a bare way ("5-8"): in the fields ``seat``
    hears first, then in place numbers; None when it names none (or no seven is being
    split)."""
    steps = {" ".join(m.notation.split()[1:]): m for m in legal if isinstance(m, Step)}
    found = next((steps[w] for w in _readings(text, seat) if w in steps), None)
    if found is None and steps and _WAY.fullmatch(text):  # a way, but no step of this seven
        raise IllegalMoveError(text, Reason(ReasonCode.NOT_PLAYABLE, (), tuple(steps.values()),
                                            WHY_NO_STEP))
    return found


def _face_of(deck: Deck, card: int) -> tuple[object, object]:
    """What a typed name can tell apart: rank and suit (not which of the jokers)."""
    face = deck.face(card)
    return (face.rank, face.suit)


def _readings(way: str, seat: int) -> list[str]:
    """A typed way as notation, in the order it is tried: read in the fields ``seat`` hears
    first, then as the board's place numbers."""
    return [w for w in (as_places(way, seat), way) if w is not None]


_WAY = re.compile(r"(\d+)([-<x])(\d+)")


def as_places(way: str, seat: int) -> str | None:
    """A way typed in track fields counted from ``seat``'s start, as narration says them
    ("1-5": from field 1, the start, to field 5), in the board's place numbers ("0-4" for
    North); None when it is no such way."""
    found = _WAY.fullmatch(way)
    if found is None:
        return None
    start, sign, end = int(found[1]), found[2], int(found[3])
    if not (1 <= start <= b.TRACK and 1 <= end <= b.TRACK):
        return None
    first = b.start_field(seat) - 1
    return f"{(first + start) % b.TRACK}{sign}{(first + end) % b.TRACK}"
