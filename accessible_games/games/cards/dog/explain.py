"""Why a card, marble and target named in the move builder are not a legal Dog move.

The answer is a :class:`~accessible_games.engine.types.Reason` whose ``count`` holds one of the
detail codes below and whose ``locations`` the places it is about; narration turns it into a
sentence.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from accessible_games.engine.types import Location, Part, Reason, ReasonCode, Token, TokenKind
from accessible_games.games.cards.core import Rank
from accessible_games.games.cards.dog import board as b
from accessible_games.games.cards.dog import moves as mv
from accessible_games.games.cards.dog.rules import STEPS, Action, Play, Step

if TYPE_CHECKING:
    from accessible_games.games.cards.dog.game import DogState

WHY_NOT_HELD = 0
"""The card is not in the hand."""
WHY_NO_MOVE = 1
"""The card has no move at all now."""
WHY_PROTECTED = 2
"""The marble is fresh on its start field: nobody may swap, pass or send it home."""
WHY_NOT_YOURS = 3
"""The marble is not one the player may move."""
WHY_IN_GOAL = 4
"""Marbles in a goal lane cannot be swapped or sent home."""
WHY_FIRST_PASS = 5
"""A marble fresh from the kennel may not turn into its goal: it must go round first."""
WHY_BLOCKED = 6
"""A protected marble (or a goal marble) stands in the way."""
WHY_KENNEL = 7
"""Every marble of the player waits in the kennel, and the card cannot bring one out."""
WHY_NO_STEP = 8
"""A way typed while a seven is split that is no step of it (too long, or no marble there)."""
WHY_NO_WAY = 9
"""A held card typed with a way it cannot go; ``alternatives`` are the ways it can."""
WHY_NOT_GIVING = 10
"""A card typed after "give" when the exchange is over."""
WHY_GIVING = 11
"""A card typed after "play" during the exchange."""
WHY_MUST_PLAY = 12
"""Fold typed while a card can still be played."""
WHY_NO_STEP_BACK = 13
"""Undo step typed when no seven is being split."""
WHY_WHICH_RANK = 14
"""A joker typed without the rank it stands for, which has ways as several ranks: as which
card it is played (``alternatives`` are its ways, the ranks said once each)."""
WHY_RANK_NO_MOVE = 15
"""A joker typed as a rank that has no move now; ``locations`` holds that rank as a RANK
token, ``alternatives`` the joker's ways as other ranks."""

WHY_START_TAKEN = 16
"""A way out of the kennel, but the player's own protected marble stands on the start field;
``locations`` holds the start field."""
WHY_KENNEL_EMPTY = 17
"""A way out of the kennel, but none of the player's marbles waits there."""
WHY_GOAL_ONLY = 18
"""The player's marbles are in the goal or the kennel: those in the goal cannot go that far,
and none stands on the track."""

WHY_NO_SWAP = 19
"""A jack with no swap: no marble of the player's on the track can change places with
another marble on the track."""

WHY_CARD_FIRST = 20
"""A marble of the player chosen on the board before a card: a card moves it, so the card
comes first; ``alternatives`` are the moves of the cards that can move it."""

WHY_NO_JOKER = 21
"""A joker typed, and the hand holds none (any joker is the joker typed, so none is named)."""

WHY_NO_WAY_BACK = 22
"""A way back typed with a card that has none now (not a four, or a four whose ways back are
barred); ``alternatives`` are the card's ways."""

WHY_SPLITTING = 23
"""A card typed while a seven is split: the seven's fields come first; ``alternatives`` are
its steps."""

WHY_JOKER_ONE = 24
"""A joker typed alone (no rank, no way) that has one move: played at once it spent the most
valuable card unasked; ``alternatives`` holds that move, said and offered for a yes."""

WHY_NO_CARD_WAY = 25
"""A way typed alone ("8-10") that no card of the hand goes; ``locations`` are where it
starts and ends, ``alternatives`` the moves there are."""

OUT_REASONS = frozenset({WHY_START_TAKEN, WHY_KENNEL_EMPTY})
"""The reasons a way out of the kennel is refused."""

SPECIFIC = frozenset({WHY_PROTECTED, WHY_NOT_YOURS, WHY_IN_GOAL, WHY_FIRST_PASS, WHY_BLOCKED})
"""The reasons about a named marble and target, more telling than the card's list of ways."""

OUT_OF_KENNEL = (Rank.ACE, Rank.KING, Rank.JOKER)
"""The ranks that bring a marble out of the kennel onto its start field."""


def _reason(code: int, places: tuple[Location, ...], state: DogState) -> Reason:
    return Reason(ReasonCode.NOT_PLAYABLE, places, tuple(state.card_moves()), code)


def _moves_from(move: Play, place: Location) -> bool:
    """True when ``move`` moves the marble on ``place``; in a kennel, whose marbles are all
    alike, any of them (a start leaves from the kennel's last place: "moves kennel" with an
    ace and a king in hand was "No move from your kennel.")."""
    if b.in_kennel(place) and b.in_kennel(move.marble):
        return b.owner_of_place(place) == b.owner_of_place(move.marble)
    return move.marble == place


def explain(state: DogState, parts: tuple[Part, ...]) -> Reason | None:
    """The reason for the named attempt, or None to let the shared logic answer."""
    if parts and not isinstance(parts[0], Token) and 0 <= parts[0] < b.PLACES \
            and parts[0] not in b.occupants(state.marbles):  # a place chosen on the board
        return Reason(ReasonCode.EMPTY, (parts[0],))
    if parts and not isinstance(parts[0], Token) and not state.split:
        # A seven moves the marble when one of its steps may start there (not from the
        # kennel: "moves kennel" named the seven among the cards that bring a marble out).
        owner = state.controlled()
        steps = mv.seven_steps(state.marbles, state.fresh, state.turn, owner, mv.SEVEN,
                               state.rules) \
            if b.occupants(state.marbles).get(parts[0]) == owner else []
        stepped = any(step.marble == parts[0] for step in steps)
        plays = [m for m in state.card_moves()
                 if _moves_from(m, parts[0]) or (stepped and m.action is Action.SEVEN)]
        if plays:  # the player's marble, which cards move: the card is chosen first
            return Reason(ReasonCode.NOT_PLAYABLE, (parts[0],), tuple(plays), WHY_CARD_FIRST)
    if not parts or not isinstance(parts[0], Token) or parts[0].kind is not TokenKind.CARD:
        return None
    if state.split:  # "9" typed during the seven was said as the card's id taken for a place
        return Reason(ReasonCode.NOT_PLAYABLE, (),
                      tuple(m for m in state.legal_moves() if isinstance(m, Step)), WHY_SPLITTING)
    card = parts[0].value
    if card not in state.hands[state.turn]:
        return _reason(WHY_NOT_HELD, (parts[0],), state)  # the card, for narration to name
    rank = state.deck.rank(card)
    places = tuple(p for p in parts[1:] if not isinstance(p, Token) and p < b.PLACES)
    rank_parts = [p for p in parts[1:] if isinstance(p, Token) and p.kind is TokenKind.RANK]
    if rank_parts:
        rank = Rank(rank_parts[0].value)
    moves = [m for m in state.card_moves() if isinstance(m, Play) and m.card == card]
    specific = _specific(state, rank, places) if places else None
    if specific is not None and rank is Rank.JACK and moves:
        # A swap refused for its marbles: the swaps this jack can make instead.
        return replace(specific, alternatives=tuple(moves))
    if specific is not None:
        return specific
    if not moves:
        stuck = _stuck(state, rank)
        if stuck is not None:
            return stuck
        owner = state.controlled()
        if owner == state.turn and rank not in OUT_OF_KENNEL \
                and b.kennel_count(state.marbles, owner) == len(state.marbles[owner]):
            return _reason(WHY_KENNEL, places, state)
        return _reason(WHY_NO_SWAP if rank is Rank.JACK else WHY_NO_MOVE, places, state)
    from_here = [m for m in moves if _moves_from(m, places[0])] if len(places) > 1 else []
    if from_here:  # the card's ways from the marble chosen, not the card's id for a place
        return Reason(ReasonCode.CANNOT_MOVE_THERE, (places[0], places[-1]), tuple(from_here))
    return None


def _specific(state: DogState, rank: Rank, places: tuple[int, ...]) -> Reason | None:
    occ = b.occupants(state.marbles)
    owner = state.controlled()
    marble = places[0]
    if marble not in occ and not b.in_kennel(marble):
        return Reason(ReasonCode.EMPTY, (marble,))
    if occ.get(marble) != owner and not b.in_kennel(marble):
        return _reason(WHY_NOT_YOURS, (marble,), state)
    if b.in_kennel(marble):
        return _out(state, rank, owner, occ)
    target = places[-1] if len(places) > 1 else -1
    if rank is Rank.JACK and target >= 0:
        if b.in_goal(target):
            return _reason(WHY_IN_GOAL, places, state)
        if b.blocked(target, occ, state.fresh) or b.blocked(marble, occ, state.fresh):
            return _reason(WHY_PROTECTED, places, state)
        return None
    if target >= 0 and b.in_goal(target) and b.owner_of_place(target) == owner \
            and marble == b.start_field(owner) and state.fresh[owner]:
        return _reason(WHY_FIRST_PASS, places, state)
    if target >= 0 and b.on_track(marble) and b.on_track(target):
        at = marble
        while at != target:
            at = (at + 1) % b.TRACK
            if at != target and b.blocked(at, occ, state.fresh):
                return _reason(WHY_BLOCKED, (marble, at), state)
        if b.blocked(target, occ, state.fresh):
            return _reason(WHY_PROTECTED, places, state)
    return None


def _out(state: DogState, rank: Rank, owner: int, occ: dict[int, int]) -> Reason | None:
    """Why a card that brings marbles out of the kennel cannot bring one out now: none waits
    there, or the player's own protected marble stands on the start field; None for another
    card or nothing specific."""
    if rank not in OUT_OF_KENNEL or owner != state.turn:
        return None
    if not b.kennel_count(state.marbles, owner):
        return _reason(WHY_KENNEL_EMPTY, (), state)
    start = b.start_field(owner)
    if b.blocked(start, occ, state.fresh):  # only its owner's marble is protected there
        return _reason(WHY_START_TAKEN, (start,), state)
    return None


_FORWARD = {Rank.ACE: (1, 11), Rank.KING: (13,), Rank.FOUR: (4,), Rank.SEVEN: (7,)}
"""The fields forward of the cards that do more than step forward (the seven's seven, shared
out among the marbles: a seven with none to move was "That card cannot be played now.")."""


def _stuck(state: DogState, rank: Rank) -> Reason | None:
    """Why a card that moves a marble forward has no move at all, when one reason holds for
    every marble: a protected marble stands in the way of each marble on the track (the first
    is named), or none is on the track and those in the goal cannot go that far; None
    otherwise (the plain refusal stands)."""
    counts = _FORWARD.get(rank) or ((STEPS[rank],) if rank in STEPS else ())
    if not counts:
        return None
    owner = state.controlled()
    occ = b.occupants(state.marbles)
    track = [p for p in state.marbles[owner] if b.on_track(p)]
    if not track:
        if owner == state.turn and any(b.in_goal(p) for p in state.marbles[owner]) \
                and (rank not in OUT_OF_KENNEL or _out(state, rank, owner, occ) is not None):
            return _reason(WHY_GOAL_ONLY, (), state)
        return None
    blockers = [_first_blocked(place, max(counts), occ, state.fresh) for place in track]
    if None in blockers:
        return None
    first = blockers[0]
    assert first is not None
    return _reason(WHY_BLOCKED, (track[0], first), state)


def step_blocker(state: DogState, start: Location, target: Location) -> Location | None:
    """The protected marble that bars a way forward from ``start`` to ``target`` (a place
    of the track, or of the goal lane of the marble's owner, reached past its start field):
    the first on the way or on ``target``; None where nothing protected stands there (or the
    way is no way forward from a marble on the track)."""
    occ = b.occupants(state.marbles)
    owner = occ.get(start)
    if owner is None or not b.on_track(start):
        return None
    if b.on_track(target):
        end = target
    elif b.in_goal(target) and b.owner_of_place(target) == owner:
        end = b.start_field(owner)
    else:
        return None
    at = start
    while at != end:
        at = (at + 1) % b.TRACK
        if b.blocked(at, occ, state.fresh):
            return at
    if b.in_goal(target):  # marbles in a goal lane are never jumped
        return next((p for p in (b.goal_place(owner, i) for i in range(b.lane_index(target) + 1))
                     if p in occ), None)
    return None


def _first_blocked(place: int, steps: int, occ: dict[int, int], fresh: list[int]) -> int | None:
    """The first place within ``steps`` fields forward along the track from ``place`` that a
    protected marble bars, or None."""
    at = place
    for _ in range(steps):
        at = (at + 1) % b.TRACK
        if b.blocked(at, occ, fresh):
            return at
    return None
