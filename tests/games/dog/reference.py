"""A slow, plain reference for Dog's moves, written only for the tests.

It shares nothing with the engine but the place numbering (track 0-63 with seat s's start at
16*s, goal lane 80+4*s+i). Routes are spelled out as lists: going forward from a track field
the marble follows the ring; if its way reaches its own start field (or it stands there and has
moved since coming out), it may instead turn into its goal lane for the rest of the fields. A
place is closed when a marble that has just come out stands on its own start there, or any
marble stands in a goal lane. The seven is checked by trying every order of single fields
(breadth first over positions).
"""

from __future__ import annotations

RANK_STEPS = {2: [2], 3: [3], 5: [5], 6: [6], 8: [8], 9: [9], 10: [10], 12: [12], 13: [13],
              14: [1, 11], 4: [4]}
JOKER_AS = [14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2]


class Board:
    """Marbles by place, the fresh flags, and the rule options the reference knows."""

    def __init__(self, where: dict[int, int], kennel: list[int], fresh: list[int],
                 land_on_team: bool = True, jack_partner: bool = True) -> None:
        self.where = dict(where)
        self.kennel = list(kennel)
        self.fresh = list(fresh)
        self.land_on_team = land_on_team
        self.jack_partner = jack_partner

    def clone(self) -> Board:
        return Board(self.where, self.kennel, self.fresh, self.land_on_team, self.jack_partner)

    def frozen(self) -> tuple:
        return (tuple(sorted(self.where.items())), tuple(self.kennel), tuple(self.fresh))

    def closed(self, place: int) -> bool:
        if place not in self.where:
            return False
        if place >= 80:
            return True
        who = self.where[place]
        return place == 16 * who and self.fresh[who] == 1

    def home(self, seat: int) -> int:
        lane = range(80 + 4 * seat, 84 + 4 * seat)
        return sum(1 for p, s in self.where.items() if s == seat and p in lane)

    def mover(self, seat: int) -> int:
        return seat if self.home(seat) < 4 else (seat + 2) % 4

    def team_done(self, seat: int) -> bool:
        return self.home(seat) + self.home((seat + 2) % 4) == 8

    def routes(self, place: int, owner: int, n: int) -> list[list[int]]:
        """Every list of the n places a marble of owner steps on going forward from place."""
        result = []
        if place >= 80:
            lane = list(range(place + 1, 84 + 4 * owner))
            if len(lane) >= n:
                result.append(lane[:n])
        else:
            ring = [(place + i) % 64 for i in range(1, n + 1)]
            result.append(ring)
            start = 16 * owner
            goal = [80 + 4 * owner + i for i in range(4)]
            # turning in after j ring fields (j = 0 only when standing on the start and not fresh)
            for j in range(0, n):
                here = place if j == 0 else ring[j - 1]
                if here != start:
                    continue
                if j == 0 and self.fresh[owner] == 1:
                    continue
                rest = n - j
                if rest <= 4:
                    result.append(ring[:j] + goal[:rest])
        return [r for r in result if not any(self.closed(p) for p in r)]

    def send_home(self, place: int) -> None:
        who = self.where.pop(place)
        self.kennel[who] += 1

    def go(self, start: int, route: list[int], seven: bool) -> None:
        owner = self.where.pop(start)
        hits = route if seven else route[-1:]
        for p in hits:
            if p in self.where:
                self.send_home(p)
        self.where[route[-1]] = owner
        if start == 16 * owner:
            self.fresh[owner] = 0


def seven_done(board: Board, seat: int, left: int) -> bool:
    """True when left single fields can all be used (or the team is home)."""
    frontier = [board]
    seen = set()
    for _ in range(left):
        nxt = []
        for b in frontier:
            if b.team_done(seat):
                return True
            owner = b.mover(seat)
            for place, who in list(b.where.items()):
                if who != owner:
                    continue
                for route in b.routes(place, owner, 1):
                    c = b.clone()
                    c.go(place, route, True)
                    if c.frozen() not in seen:
                        seen.add(c.frozen())
                        nxt.append(c)
        frontier = nxt
    return bool(frontier)


def card_effects(board: Board, seat: int, card: int, rank: int) -> list[tuple]:
    """(card, rank, action, marble, target) for one card played as rank (START: marble -1)."""
    owner = board.mover(seat)
    out: list[tuple] = []
    mine = sorted(p for p, s in board.where.items() if s == owner)
    team = (owner % 2)

    def may_land(place: int, start: int) -> bool:
        if place not in board.where or place == start:
            return True
        return board.land_on_team or board.where[place] % 2 != team

    if rank == 7:
        if seven_done(board, seat, 7):
            out.append((card, 7, "seven", -1, -1))
        return out
    if rank == 11:
        for p in mine:
            if p >= 64 or board.closed(p):
                continue
            for q in sorted(board.where):
                if q == p or q >= 64 or board.closed(q):
                    continue
                other = board.where[q]
                if other == owner and q < p:
                    continue
                if other == (owner + 2) % 4 and not board.jack_partner:
                    continue
                out.append((card, 11, "swap", p, q))
        return out
    if rank in (13, 14) and board.kennel[owner] > 0:
        s = 16 * owner
        if not board.closed(s) and may_land(s, -1):
            out.append((card, rank, "start", -1, s))
    for p in mine:
        for n in RANK_STEPS[rank]:
            for route in board.routes(p, owner, n):
                if may_land(route[-1], p):
                    out.append((card, rank, "forward", p, route[-1]))
        if rank == 4 and p < 64:
            back = [(p - i) % 64 for i in range(1, 5)]
            if not any(board.closed(q) for q in back) and may_land(back[-1], p):
                out.append((card, 4, "backward", p, back[-1]))
    return out


def hand_effects(board: Board, seat: int, hand: list[tuple[int, int]]) -> list[tuple]:
    """Every move of a hand of (card, rank) pairs, rank 15 a joker."""
    out: list[tuple] = []
    for card, rank in hand:
        if rank != 15:
            out.extend(card_effects(board, seat, card, rank))
            continue
        seen = set()
        for as_rank in JOKER_AS:
            for e in card_effects(board, seat, card, as_rank):
                if (e[2], e[3], e[4]) not in seen:
                    seen.add((e[2], e[3], e[4]))
                    out.append(e)
    return out


def split_steps(board: Board, seat: int, left: int) -> list[tuple[int, int]]:
    """(marble, target) for every step of a seven with left fields to go that can be finished."""
    owner = board.mover(seat)
    out = []
    for place, who in sorted(board.where.items()):
        if who != owner:
            continue
        for n in range(1, left + 1):
            for route in board.routes(place, owner, n):
                c = board.clone()
                c.go(place, route, True)
                if c.team_done(seat) or seven_done(c, seat, left - n):
                    out.append((place, route[-1]))
    return out
