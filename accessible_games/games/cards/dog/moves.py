"""Which moves a card allows, what they do, and the seven's steps.

Everything works on the plain board lists of :mod:`.board` (``marbles``, ``fresh``) and the
:class:`~.rules.Rules`; the state calls these and keeps the cards.
"""

from __future__ import annotations

from dataclasses import dataclass

from accessible_games.games.cards.core import Rank
from accessible_games.games.cards.dog import board as b
from accessible_games.games.cards.dog.rules import JOKER_ORDER, STEPS, Action, Play, Rules, Step

SEVEN = 7
_COUNTS = {Rank.ACE: (1, 11), Rank.KING: (13,), Rank.FOUR: (4,)}
"""The fields a card other than the plain ones may go forward."""


@dataclass(frozen=True, slots=True)
class Effect:
    """What a move does to the board: the moving marble's owner, its way, and the marbles it
    sends home as ``(owner, place)`` pairs."""

    owner: int
    start: int
    end: int
    path: tuple[int, ...]
    victims: tuple[tuple[int, int], ...]


def controlled(marbles: list[list[int]], seat: int) -> int:
    """Whose marbles ``seat`` moves: its own, or the partner's once all its own are home."""
    return seat if b.home_count(marbles, seat) < b.LANE else b.partner(seat)


def team_home(marbles: list[list[int]], seat: int) -> bool:
    """True when all eight marbles of ``seat``'s team are home."""
    return b.home_count(marbles, seat) + b.home_count(marbles, b.partner(seat)) == 2 * b.LANE


def same_team(a: int, c: int) -> bool:
    """True for the same seat or partners."""
    return a % 2 == c % 2


def _lands_ok(occ: dict[int, int], place: int, owner: int, start: int, rules: Rules) -> bool:
    seat = occ.get(place)
    if seat is None or place == start:
        return True
    return rules.land_on_team or not same_team(seat, owner)


def card_moves(marbles: list[list[int]], fresh: list[int], seat: int, card: int, rank: Rank,
               rules: Rules, joker: bool = False) -> list[Play]:
    """Every move of ``card`` played as ``rank`` by ``seat``, in a fixed order."""
    owner = controlled(marbles, seat)
    occ = b.occupants(marbles)
    found: list[Play] = []
    if rank is Rank.SEVEN:
        if seven_feasible(marbles, fresh, seat, owner, SEVEN, rules):
            found.append(Play(card, rank, Action.SEVEN, joker=joker))
        return found
    if rank is Rank.JACK:
        return _swaps(marbles, fresh, owner, card, rules, joker)
    if rank in (Rank.ACE, Rank.KING) and b.kennel_count(marbles, owner):
        start = b.start_field(owner)
        if not b.blocked(start, occ, fresh) and _lands_ok(occ, start, owner, -1, rules):
            found.append(Play(card, rank, Action.START, b.leave_kennel(marbles, owner), start,
                              joker))
    counts = _COUNTS.get(rank) or (STEPS[rank],)
    for place in marbles[owner]:
        if b.in_kennel(place):
            continue
        for n in counts:
            for end, _ in b.walks(place, owner, n, occ, fresh):
                if _lands_ok(occ, end, owner, place, rules):
                    found.append(Play(card, rank, Action.FORWARD, place, end, joker))
        if rank is Rank.FOUR:
            back = b.walk_back(place, 4, occ, fresh)
            if back is not None and _lands_ok(occ, back[0], owner, place, rules):
                found.append(Play(card, rank, Action.BACKWARD, place, back[0], joker))
    return found


def _swaps(marbles: list[list[int]], fresh: list[int], owner: int, card: int, rules: Rules,
           joker: bool) -> list[Play]:
    occ = b.occupants(marbles)
    found: list[Play] = []
    for place in marbles[owner]:
        if not b.on_track(place) or b.blocked(place, occ, fresh):
            continue
        for other in sorted(occ):
            seat = occ[other]
            if other == place or not b.on_track(other) or b.blocked(other, occ, fresh):
                continue
            if seat == owner and (not rules.jack_own or other < place):
                continue
            if seat == b.partner(owner) and not rules.jack_partner:
                continue
            found.append(Play(card, Rank.JACK, Action.SWAP, place, other, joker))
    return found


def hand_moves(marbles: list[list[int]], fresh: list[int], seat: int, hand: list[int],
               ranks: list[Rank], rules: Rules) -> list[Play]:
    """Every move of every card in ``hand`` (``ranks[i]`` the rank of ``hand[i]``)."""
    found: list[Play] = []
    for card, rank in zip(hand, ranks, strict=True):
        if rank is not Rank.JOKER:
            found.extend(card_moves(marbles, fresh, seat, card, rank, rules))
            continue
        seen: set[tuple[Action, int, int]] = set()
        for stand in JOKER_ORDER:
            for move in card_moves(marbles, fresh, seat, card, stand, rules, joker=True):
                effect = (move.action, move.marble, move.target)
                if effect not in seen:
                    seen.add(effect)
                    found.append(move)
    return found


def effect_of(marbles: list[list[int]], fresh: list[int], seat: int, move: Play | Step,
              seven: bool, rules: Rules) -> Effect:
    """What ``move`` (legal here) does; ``seven`` for a step of a seven (every marble stepped
    on goes home). A swap has no victims; its ``path`` is empty."""
    owner = b.occupants(marbles).get(move.marble, -1)
    if isinstance(move, Play) and move.action is Action.START:
        owner = controlled(marbles, seat)
        occ = b.occupants(marbles)
        victims: tuple[tuple[int, int], ...] = ((occ[move.target], move.target),) \
            if move.target in occ else ()
        return Effect(owner, move.marble, move.target, (move.target,), victims)
    if isinstance(move, Play) and move.action is Action.SWAP:
        return Effect(owner, move.marble, move.target, (), ())
    occ = b.occupants(marbles)
    if isinstance(move, Play) and move.action is Action.BACKWARD:
        back = b.walk_back(move.marble, 4, occ, fresh)
        assert back is not None
        path = back[1]
    else:
        into = rules.seven_into_goal or not seven
        counts = range(1, SEVEN + 1) if isinstance(move, Step) else _COUNTS.get(
            move.rank, (STEPS.get(move.rank, 0),))
        path = next(p for n in counts
                    for end, p in b.walks(move.marble, owner, n, occ, fresh, into)
                    if end == move.target)
    hit = path if seven else path[-1:]
    victims = tuple((occ[p], p) for p in hit if p in occ and p != move.marble)
    return Effect(owner, move.marble, move.target, path, victims)


def apply_effect(marbles: list[list[int]], fresh: list[int], effect: Effect,
                 swap: tuple[int, int] | None = None) -> None:
    """Carry out an effect on the board lists (``swap``: the two places the jack swaps)."""
    occ = b.occupants(marbles)
    if swap is not None:
        first, second = swap
        a, c = occ[first], occ[second]
        b.relocate(marbles, a, first, -1)
        b.relocate(marbles, c, second, first)
        b.relocate(marbles, a, -1, second)
        return
    for owner, place in effect.victims:
        b.send_home(marbles, owner, place)
    b.relocate(marbles, effect.owner, effect.start, effect.end)
    if effect.start == b.start_field(effect.owner):
        fresh[effect.owner] = 0
    if b.in_kennel(effect.start):
        fresh[effect.owner] = 1


def seven_feasible(marbles: list[list[int]], fresh: list[int], seat: int, owner: int,
                   left: int, rules: Rules, memo: dict[object, bool] | None = None) -> bool:
    """True when ``left`` fields of a seven can all be used from here (or the team is home)."""
    if left == 0 or team_home(marbles, seat):
        return True
    if memo is None:
        memo = {}
    if rules.seven_partner:
        owner = controlled(marbles, seat)
    key = (tuple(map(tuple, marbles)), tuple(fresh), owner, left)
    if key in memo:
        return memo[key]
    occ = b.occupants(marbles)
    result = False
    for place in marbles[owner]:
        if b.in_kennel(place):
            continue
        for end, _ in b.walks(place, owner, 1, occ, fresh, rules.seven_into_goal):
            after, after_fresh = [list(r) for r in marbles], list(fresh)
            apply_effect(after, after_fresh,
                         effect_of(marbles, fresh, seat, Step(place, end), True, rules))
            if seven_feasible(after, after_fresh, seat, owner, left - 1, rules, memo):
                result = True
                break
        if result:
            break
    memo[key] = result
    return result


def seven_steps(marbles: list[list[int]], fresh: list[int], seat: int, owner: int, left: int,
                rules: Rules) -> list[Step]:
    """Every step of the seven being split after which the rest can still be used."""
    if rules.seven_partner:
        owner = controlled(marbles, seat)
    occ = b.occupants(marbles)
    memo: dict[object, bool] = {}
    found: list[Step] = []
    for place in marbles[owner]:
        if b.in_kennel(place):
            continue
        for n in range(1, left + 1):
            for end, _ in b.walks(place, owner, n, occ, fresh, rules.seven_into_goal):
                step = Step(place, end)
                after, after_fresh = [list(r) for r in marbles], list(fresh)
                apply_effect(after, after_fresh, effect_of(marbles, fresh, seat, step, True, rules))
                if seven_feasible(after, after_fresh, seat, owner, left - n, rules, memo):
                    found.append(step)
    return found
