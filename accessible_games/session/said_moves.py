"""Moves typed as the app says them: every form a hint, a list of moves or a move sentence uses
is accepted back when typed.

The engine reads each game's notation ("c3xe5xg7", "11-15", "Ng1-f3"). The app also says moves
in words: "e3 takes d4 and lands on c5" (a list of choices, a hint), "c3 takes e5 takes g7"
(notation for the ear, :mod:`accessible_games.narration.spoken`), "knight from g1 to f3". When
the engine cannot read a typed line, :func:`read_said_move` tries, in order:

1. the phrases the app itself says for each legal move, in either language: its description
   (``Describer.move_text``) and its notation as speech says it, compared without case,
   punctuation or extra spaces;
2. the words between place names as notation: "X takes Y (takes Z)" and "X schlägt Y" as a
   capture ``XxYxZ``, "X to Y", "X nach Y", "from X to Y" as a step ``X-Y``, and a step with
   what it captures, "X to Y capturing Z" or "X-Y mit Schlag auf Z", as ``X-YxZ`` (Tablut),
   handed to the engine's own reader.

Only a single legal move is ever returned; an ambiguous phrase reads as nothing. A phrase
that names an illegal move gets the engine's reason (:func:`said_refusal`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from accessible_games.engine import GameError, IllegalMoveError, Move, Reason, ReasonCode, State
from accessible_games.narration.describer import Describer
from accessible_games.narration.spoken import for_the_ear

TAKES = ("takes", "schlägt", "schlaegt", "x", "captures", "capturing", "schlag")
"""Words between the squares of a capture (landing squares, as notation writes them)."""
TO = ("to", "nach", "-", "bis", "then")
"""Words between the squares of a step."""
FILLERS = ("from", "von", "move", "zug", "play", "spiele", "the", "der", "die", "das",
           "and", "und", "lands", "landet", "on", "auf", "mit", "aus", "number", "nummer", "nr")
"""Words that carry nothing for the move."""

PASS_WORDS = frozenset({"pass", "i pass", "skip", "passen", "ich passe", "aussetzen"})
"""Words for letting one's turn go by, in either language (plain): in a game without passing
the answer says it has none (:meth:`.SessionWords.no_passing`)."""

MOVE_VERBS = frozenset({"play", "sow", "move", "spiele", "spiel", "säe", "sae", "ziehe",
                        "zieh", "spielen", "säen", "saeen", "ziehen"})
"""Verbs a player may type before a move in either language ("sow 3", "play e4", "säe 3"),
or after it as German puts an infinitive last ("Haus 3 säen"); the move is the rest
(:func:`without_verb`)."""

_PUNCTUATION = re.compile(r"[.,;:!?()\"'„“”]")
_SPLIT = re.compile(r"\s+|(?<=\w)(?=-)|(?<=-)(?=\w)")
_LINK = re.compile(r"[x-]")


def plain(text: str) -> str:
    """``text`` without case, punctuation or extra spaces, for comparing phrases."""
    return " ".join(_PUNCTUATION.sub(" ", text.casefold()).split())


def split_words(text: str) -> list[str]:
    """The words of a typed phrase (plain), a "-" between two words a word of its own."""
    return [w for w in _SPLIT.split(plain(text)) if w]


def said_forms(move: Move, describers: Sequence[Describer],
               state: State | None = None) -> set[str]:
    """Every phrase the app says for ``move`` (plain), in the describers' languages; with
    ``state``, also as a hint says it alone (Wolf und Schafe: "sheep a1 to b2")."""
    forms = {plain(move.notation)}
    for describer in describers:
        lang = describer.cat.lang
        try:
            texts = {describer.move_text(move)}
            if state is not None:
                texts.add(describer.move_alone(state, move))
        except (AssertionError, TypeError, ValueError, KeyError):
            continue
        for text in texts:
            forms.add(plain(text))
            forms.add(plain(for_the_ear(text, lang)))
        forms.add(plain(for_the_ear(move.notation, lang)))
    return forms


def without_verb(text: str) -> str | None:
    """The move typed with a verb of :data:`MOVE_VERBS` before it ("sow 3": "3"; "spiele
    e4": "e4") or after it ("Haus 3 säen": "Haus 3", the common German order; "house 3
    sow"), as typed; None when the line neither begins nor ends with one or has nothing
    besides. In Oware "sow 2" and "play 2" were "I cannot read", though the game says "You
    sow 4 seeds from house 3", and so was "Haus 3 säen" while "säe 3" was read."""
    first, _, rest = text.strip().partition(" ")
    if rest.strip() and first.casefold() in MOVE_VERBS:
        return rest.strip()
    before, _, last = text.strip().rpartition(" ")
    return before.strip() if before.strip() and last.casefold() in MOVE_VERBS else None


def notation_forms(text: str) -> list[str]:
    """The notations a phrase of squares and linking words may stand for, most likely first:
    "c3 takes e5 takes g7" -> "c3xe5xg7"; "e3 to f4" -> "e3-f4"."""
    words = [w for w in _SPLIT.split(plain(text)) if w and w not in FILLERS]
    if len(words) < 2:
        return []
    places: list[str] = []
    links: list[str] = []
    takes = taking = False
    for word in words:
        if word in TAKES:
            takes = taking = True
        elif word in TO:
            taking = False
        else:
            if places:
                links.append("x" if taking else "-")
            places.append(word)
    if len(places) < 2:
        return []
    forms = ["x".join(places), "-".join(places)] if takes else ["-".join(places),
                                                                "x".join(places)]
    if len(set(links)) > 1:
        # A step and what it captures, as a hint says it ("d3 to d4 capturing d5") or typed
        # half in notation ("d3-d4 capturing d5"): Tablut writes it "d3-d4xd5".
        forms.insert(0, places[0] + "".join(link + place for link, place in zip(links, places[1:])))
    forms += ["".join(places), " ".join(places)]
    if len(set(places)) == len(places) and all(
            any(c.isdigit() for c in place) for place in places):
        # A capture named by its start and landing square only, from places that differ and
        # hold a number: castling long, "O-O-O" or "0-0-0", is never read as "O-O".
        forms += [f"{places[0]}-{places[-1]}", f"{places[0]}x{places[-1]}"]
    return forms


def _words(move: Move, describers: Sequence[Describer], state: State) -> set[str]:
    """:func:`said_forms` without the notation (which names a card by its number)."""
    return said_forms(move, describers, state) - {plain(move.notation)}


def read_said_move(text: str, state: State, legal: Sequence[Move],
                   describers: Sequence[Describer]) -> Move | None:
    """The one legal move ``text`` names in one of the app's spoken forms; None when it names
    none or more than one. Moves said alike in every form (two equal cards of a double pack
    going the same way) are one: the first is played (Dog's "Pik-Dame: dein Startfeld 1 nach
    Feld 13", with both queens of spades in the hand, was not understood)."""
    typed = plain(text)
    if not typed:
        return None
    found = [move for move in legal if typed in said_forms(move, describers, state)]
    if len(found) == 1 or (found and all(_words(m, describers, state) == _words(
            found[0], describers, state) for m in found[1:])):
        return found[0]
    if found:
        return None
    forms = notation_forms(text)
    if _beyond_a_move(forms, state) is not None:
        return None
    for form in forms:
        try:
            move = state.parse_move(form)
        except GameError:
            continue
        if move in legal:
            return move
    return None


def _beyond_a_move(forms: Sequence[str], state: State) -> Reason | None:
    """The engine's refusal of the first of ``forms`` it reads, when that is a path of more
    squares than the game's move names (MORE_SQUARES); else None. Its start and end alone,
    a later form, were played: "d1-d3-d4" in Tablut as d1-d4, "d1 to d4 to d5" refused for
    what stands on d5."""
    for form in forms:
        try:
            state.parse_move(form)
        except IllegalMoveError as error:
            return error.reason if error.reason.code is ReasonCode.MORE_SQUARES else None
        except GameError:
            continue
        return None
    return None


def said_refusal(text: str, state: State) -> Reason | None:
    """Why the move a phrase of squares and linking words names is not legal ("a3 to b4" when
    a capture is due, "c3 to d4" with the opponent's piece), as the engine explains the same
    move typed in notation; None when the phrase names no move at all. The app says moves so,
    and a player who types them back is owed the reason, not "I cannot read"."""
    forms = notation_forms(text)
    beyond = _beyond_a_move(forms, state)
    if beyond is not None:  # as the player typed it ("d1 to d3 to d4"), not as notation
        return replace(beyond, typed=text.strip())
    # Start and end alone first: in "e3 takes d4 and lands on c5" d4 is the piece taken, not a
    # square the move passes, and the full path would be refused for the wrong reason.
    pairs = [form for form in forms if len(_LINK.findall(form)) == 1 and " " not in form]
    for form in pairs + [form for form in forms if form not in pairs]:
        try:
            state.parse_move(form)
        except IllegalMoveError as error:
            return error.reason
        except GameError:
            continue
    return None
