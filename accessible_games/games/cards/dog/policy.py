"""Dog's rule of thumb: the card a good player plays without searching.

The computer's intermediate level plays this rule as it stands; the beginner plays it with
some random moves among it; the strong level searches the unseen cards by playouts that play
this rule for every seat and overrides it when a move is clearly better
(``ai.levels.GAME_LEVELS["dog"]``).

Every legal move is scored by the board it leaves behind (:func:`board_value`): the
partnership's progress against the opponents', where progress rewards marbles out of the
kennel, far along the way round, and deep in the goal lane, and a marble that an opponent can
reach with a card next counts only part of its progress. So sending an opponent home,
entering the goal, a four backwards from just past the start (which leaves a marble a few
fields short of its goal), a fresh marble kept safe on its start field and moving away from
danger all come out of the same sum, and the partner's marbles count like the player's own.
A card's worth to keep (:data:`KEEP`) is subtracted, so that of two moves doing the same a
plain card is spent before a joker, a seven, a four or a starting card. A seven is valued by
the split the rule would make with it (:func:`split_value`): one marble walks all seven
fields unless splitting them gains clearly more (:func:`rule_step`), and a split takes the
best step each time.

Giving, the player passes the card that helps the partner most and costs it least, judged on
the board everyone sees: an ace or a king when the partner waits with marbles in the kennel
and has none out, otherwise the card whose best move is worth most more to the partner than to
the player. The rule reads only the mover's own hand and the public board, so it gives the
same answer on the mover's redacted view as on the complete state.
"""

from __future__ import annotations

from collections.abc import Callable

from accessible_games.engine.types import Move
from accessible_games.games.cards.core import Rank
from accessible_games.games.cards.dog import board as b
from accessible_games.games.cards.dog import moves as mv
from accessible_games.games.cards.dog.rules import Action, Give, Play, Rules, Step, UndoStep

OUT = 10
"""Progress of a marble out of its kennel before it has moved."""
GOAL = 90
"""Progress of a marble in its goal lane (two more for every field deeper)."""
AT_RISK = 0.35
"""The share of its progress a marble is taken to lose when an opponent can reach it."""
KEEP = {Rank.JOKER: 4.0, Rank.SEVEN: 2.5, Rank.ACE: 2.0, Rank.KING: 1.5, Rank.FOUR: 1.5,
        Rank.JACK: 1.0}
"""What a card is worth to keep for later (the others nothing)."""

def progress(place: int, owner: int, fresh: list[int]) -> int:
    """How far a marble of ``owner`` on ``place`` has come."""
    if b.in_kennel(place):
        return 0
    if b.in_goal(place):
        return GOAL + 2 * b.lane_index(place)
    along = (place - b.start_field(owner)) % b.TRACK
    if along == 0 and not fresh[owner]:
        along = b.TRACK
    return OUT + along


def _threatened(place: int, owner: int, occ: dict[int, int], fresh: list[int],
                kennels: list[int]) -> bool:
    """True when an opponent of ``owner`` could send the marble on ``place`` home next."""
    if place == b.start_field(owner) and fresh[owner]:
        return False
    for back in range(1, 14):
        other = occ.get((place - back) % b.TRACK)
        if other is not None and other % 2 != owner % 2:
            if not _blocked_between(place, back, occ, fresh):
                return True
    ahead = occ.get((place + 4) % b.TRACK)
    if ahead is not None and ahead % 2 != owner % 2:
        return True
    for seat in ((owner + 1) % 4, (owner + 3) % 4):
        if place == b.start_field(seat) and kennels[seat]:
            return True
    return False


def _blocked_between(place: int, back: int, occ: dict[int, int], fresh: list[int]) -> bool:
    """True when a fresh marble on its start stands between a marble ``back`` fields behind
    ``place`` and ``place`` (nobody passes it)."""
    return any(b.blocked((place - k) % b.TRACK, occ, fresh) for k in range(1, back))


def fields_to_goal(place: int, owner: int) -> int:
    """How many fields forward a marble of ``owner`` on track field ``place`` has to go to
    reach the first field of its goal lane (its start field counts as one step, the goal field
    as the next): 5 from the fourth field before its start."""
    return b.TRACK - b.relative_field(place, owner) + 2  # the start is field 1 of TRACK


def in_reach(marbles: list[list[int]], fresh: list[int], owner: int, place: int) -> bool:
    """True when the rule counts the marble of ``owner`` on ``place`` as one an opponent
    could send home next (:func:`board_value`'s discount): an opponent's marble up to 13
    fields behind it or 4 ahead (a four backwards), or it stands on the start field of an
    opponent with marbles in the kennel."""
    if not b.on_track(place):
        return False
    kennels = [b.kennel_count(marbles, s) for s in range(4)]
    return _threatened(place, owner, b.occupants(marbles), fresh, kennels)


def board_value(marbles: list[list[int]], fresh: list[int], seat: int) -> float:
    """The partnership of ``seat``'s progress minus the opponents', marbles in reach of an
    opponent counted at a discount."""
    occ = b.occupants(marbles)
    kennels = [b.kennel_count(marbles, s) for s in range(4)]
    total = 0.0
    for owner in range(4):
        sign = 1.0 if owner % 2 == seat % 2 else -1.0
        for place in marbles[owner]:
            value = float(progress(place, owner, fresh))
            if b.on_track(place) and _threatened(place, owner, occ, fresh, kennels):
                value *= 1.0 - AT_RISK
            total += sign * value
    return total


def _after(marbles: list[list[int]], fresh: list[int], seat: int, move: Play | Step,
           rules: Rules) -> tuple[list[list[int]], list[int]]:
    """The board lists after ``move`` (a card other than the seven, or a seven's step)."""
    seven = isinstance(move, Step)
    effect = mv.effect_of(marbles, fresh, seat, move, seven, rules)
    after, after_fresh = [list(r) for r in marbles], list(fresh)
    swap = (move.marble, move.target) if isinstance(move, Play) and \
        move.action is Action.SWAP else None
    mv.apply_effect(after, after_fresh, effect, swap)
    return after, after_fresh


SPLIT_GAIN = 3.0
"""How much better than walking one marble all the fields left a split of them must leave the
board for the rule to split: sending a marble home, entering the goal or taking a marble out
of reach gains that much; moving goal marbles a field deeper and the rest along the track, or
one marble in two steps where one walk goes as far, does not."""

StepFound = tuple[Step, list[list[int]], list[int], int]
"""A seven's step, the board lists after it and the fields it used."""


def best_step(marbles: list[list[int]], fresh: list[int], seat: int, owner: int, left: int,
              rules: Rules) -> StepFound | None:
    """The seven's step that leaves the best board after it (longer steps first on a tie);
    None when no step is possible."""
    found: StepFound | None = None
    best = float("-inf")
    for step in mv.seven_steps(marbles, fresh, seat, owner, left, rules):
        after, after_fresh = _after(marbles, fresh, seat, step, rules)
        value = board_value(after, after_fresh, seat)
        used = len(mv.effect_of(marbles, fresh, seat, step, True, rules).path)
        if value > best or (value == best and found is not None and used > found[3]):
            best, found = value, (step, after, after_fresh, used)
    return found


def _stepped_out(step_of: Callable[..., StepFound | None], marbles: list[list[int]],
                 fresh: list[int], seat: int, owner: int, left: int, rules: Rules) -> float:
    """The board value once the ``left`` fields of a seven are used up, each step the one
    ``step_of`` (:func:`best_step` or :func:`rule_step`) takes."""
    while left > 0 and not mv.team_home(marbles, seat):
        found = step_of(marbles, fresh, seat, owner, left, rules)
        if found is None:
            break
        _, marbles, fresh, used = found
        left -= used
    return board_value(marbles, fresh, seat)


def _greedy_end(found: StepFound, seat: int, owner: int, left: int, rules: Rules) -> float:
    """The board value once the ``left`` fields of a seven are used up by ``found`` and then
    each time the best step (:func:`best_step`)."""
    _, marbles, fresh, used = found
    return _stepped_out(best_step, marbles, fresh, seat, owner, left - used, rules)


def rule_step(marbles: list[list[int]], fresh: list[int], seat: int, owner: int, left: int,
              rules: Rules) -> StepFound | None:
    """The seven's step the rule takes with ``left`` fields to use: one marble's walk of
    them all, unless splitting them step by step as :func:`best_step` would leaves a board
    at least :data:`SPLIT_GAIN` better than the best such walk; None when no step is
    possible."""
    found = best_step(marbles, fresh, seat, owner, left, rules)
    if found is None or found[3] == left:
        return found
    walk: StepFound | None = None
    walk_value = float("-inf")
    for step in mv.seven_steps(marbles, fresh, seat, owner, left, rules):
        if len(mv.effect_of(marbles, fresh, seat, step, True, rules).path) != left:
            continue
        after, after_fresh = _after(marbles, fresh, seat, step, rules)
        value = board_value(after, after_fresh, seat)
        if value > walk_value:
            walk, walk_value = (step, after, after_fresh, left), value
    if walk is not None and walk_value + SPLIT_GAIN > _greedy_end(found, seat, owner, left,
                                                                  rules):
        return walk
    return found


def split_value(marbles: list[list[int]], fresh: list[int], seat: int, rules: Rules) -> float:
    """The board value after the seven split step by step as the rule splits it."""
    return _stepped_out(rule_step, marbles, fresh, seat, mv.controlled(marbles, seat),
                        mv.SEVEN, rules)


def move_value(marbles: list[list[int]], fresh: list[int], seat: int, move: Play,
               rules: Rules) -> float:
    """The board value after ``move``, less the worth of keeping its card."""
    if move.action is Action.SEVEN:
        value = split_value(marbles, fresh, seat, rules)
    else:
        after, after_fresh = _after(marbles, fresh, seat, move, rules)
        value = board_value(after, after_fresh, seat)
        if mv.team_home(after, seat):
            value += 10_000.0
    keep = KEEP[Rank.JOKER] if move.joker else KEEP.get(move.rank, 0.0)
    return value - keep


def card_worth(marbles: list[list[int]], fresh: list[int], seat: int, card: int, rank: Rank,
               rules: Rules) -> float:
    """The best that ``seat`` could do with ``card`` on this board, against doing nothing."""
    plays = mv.hand_moves(marbles, fresh, seat, [card], [rank], rules)
    base = board_value(marbles, fresh, seat)
    if not plays:
        return 0.0
    return max(move_value(marbles, fresh, seat, p, rules) for p in plays) - base


GIVE_START = "start"
"""Why a card is given: the partner has no marble out and it brings one out."""
GIVE_ONLY_MATE = "only_mate"
"""Why a card is given: the giver could not move with it now; the partner can, and of the
hand it gains them most."""
GIVE_NEITHER = "neither"
"""Why a card is given: it moves nothing now for either; the cards that do are kept."""
GIVE_MORE = "more"
"""Why a card is given: of the hand, it gains the partner most against what it gains the
giver."""


def _starter(marbles: list[list[int]], seat: int, hand: list[int],
             ranks: list[Rank]) -> int | None:
    """The ace or king ``seat`` passes to a partner with no marble out, or None."""
    mate = b.partner(seat)
    starters = [c for c, r in zip(hand, ranks, strict=True) if r in (Rank.ACE, Rank.KING)]
    mate_out = sum(1 for p in marbles[mate] if not b.in_kennel(p) and not b.in_goal(p))
    if starters and b.kennel_count(marbles, mate) and not mate_out and \
            (len(starters) >= 2 or b.kennel_count(marbles, seat) == 0
             or any(not b.in_kennel(p) and not b.in_goal(p) for p in marbles[seat])):
        return starters[0]
    return None


def give_motive(marbles: list[list[int]], fresh: list[int], seat: int, hand: list[int],
                ranks: list[Rank], card: int, rules: Rules) -> str:
    """Why the rule passes ``card`` (:func:`give_choice`'s choice) to the partner: one of
    :data:`GIVE_START`, :data:`GIVE_ONLY_MATE`, :data:`GIVE_NEITHER`, :data:`GIVE_MORE`."""
    if _starter(marbles, seat, hand, ranks) == card:
        return GIVE_START
    rank = ranks[hand.index(card)]
    mine = mv.hand_moves(marbles, fresh, seat, [card], [rank], rules)
    theirs = mv.hand_moves(marbles, fresh, b.partner(seat), [card], [rank], rules)
    if not mine and not theirs:
        return GIVE_NEITHER
    if not mine:
        return GIVE_ONLY_MATE
    return GIVE_MORE


def give_choice(marbles: list[list[int]], fresh: list[int], seat: int, hand: list[int],
                ranks: list[Rank], rules: Rules) -> int:
    """The card ``seat`` passes to its partner."""
    mate = b.partner(seat)
    starter = _starter(marbles, seat, hand, ranks)
    if starter is not None:
        return starter
    best, best_gain = hand[0], float("-inf")
    for card, rank in zip(hand, ranks, strict=True):
        gain = card_worth(marbles, fresh, mate, card, rank, rules) \
            - card_worth(marbles, fresh, seat, card, rank, rules)
        if gain > best_gain:
            best, best_gain = card, gain
    return best


def ranked(moves: list[Move], marbles: list[list[int]], fresh: list[int], seat: int,
           split: list[int], rules: Rules) -> list[Move]:
    """The cards played or the seven's steps among ``moves``, the rule's best first (the
    undo of a step and other moves left out)."""
    scored: list[tuple[float, int, Move]] = []
    own: Step | None = None  # while splitting: the rule's own step, first, the rest after it
    if split:
        found = rule_step(marbles, fresh, seat, split[1], split[2], rules)
        own = found[0] if found is not None else None
    for index, move in enumerate(moves):
        if move == own:
            scored.append((float("inf"), index, move))
            continue
        if isinstance(move, Play) and not split:
            scored.append((move_value(marbles, fresh, seat, move, rules), index, move))
        elif isinstance(move, Step) and split:
            after, after_fresh = _after(marbles, fresh, seat, move, rules)
            scored.append((board_value(after, after_fresh, seat), index, move))
    scored.sort(key=lambda item: (-item[0], item[1]))
    return [move for _, _, move in scored]


def choose(moves: list[Move], marbles: list[list[int]], fresh: list[int], seat: int,
           split: list[int], hand: list[int], ranks: list[Rank], rules: Rules) -> Move:
    """The rule's move among the legal ``moves`` of ``seat`` (never the undo of a step).

    Args:
        moves: the legal moves (at least one).
        marbles, fresh: the board.
        seat: the mover.
        split: the seven being split (``[card, owner, fields left, joker]``) or empty.
        hand, ranks: the mover's cards and their ranks (for the exchange).
        rules: the game's rules.
    """
    choices = [m for m in moves if not isinstance(m, UndoStep)] or moves
    if len(choices) == 1:
        return choices[0]
    if isinstance(choices[0], Give):
        card = give_choice(marbles, fresh, seat, hand, ranks, rules)
        return next(m for m in choices if isinstance(m, Give) and m.card == card)
    if split:
        found = rule_step(marbles, fresh, seat, split[1], split[2], rules)
        if found is not None and found[0] in choices:
            return found[0]
        return choices[0]
    best, best_value = choices[0], float("-inf")
    for move in choices:
        if not isinstance(move, Play):
            continue
        value = move_value(marbles, fresh, seat, move, rules)
        if value > best_value:
            best, best_value = move, value
    return best
