"""The Dog board as numbers: the track, the kennels, the goal lanes and walking along them.

Places (the ``Location`` of every move part):

- ``0`` to ``63``: the track, in playing direction (clockwise, the way the turn passes).
  Seat ``s`` has its start field at ``16 * s``; its own stretch is ``16 * s`` to ``16 * s + 15``.
- ``64 + 4 * s + i`` (``i`` = 0..3): the four kennel places of seat ``s``. Kennel marbles are
  interchangeable; they always fill the lowest kennel places.
- ``80 + 4 * s + i``: the goal lane of seat ``s``; ``i`` = 0 is the field next to the start,
  3 the deepest.

A marble is *fresh* when it came out of its kennel onto its own start field and has not moved
since: it blocks that field (nobody passes it, lands on it, swaps it) and may not turn into its
goal straight away. Each seat has at most one marble on its start field, so one flag per seat
(``fresh[s]``) says whether the marble standing on ``16 * s`` is fresh.

The functions here work on plain lists (``marbles[s]`` the four places of seat ``s``'s
marbles, kept sorted; ``fresh``), so the state, the reference in the tests and the computer
share nothing but this numbering.
"""

from __future__ import annotations

from collections.abc import Iterator

TRACK = 64
"""Track fields."""
SEATS = 4
KENNEL0 = 64
"""The first kennel place."""
GOAL0 = 80
"""The first goal place."""
PLACES = 96
"""Every place of the board."""
LANE = 4
"""Fields in a goal lane (and places in a kennel)."""


def start_field(seat: int) -> int:
    """The start field of ``seat`` on the track."""
    return 16 * seat


def kennel_place(seat: int, index: int) -> int:
    """Kennel place ``index`` (0..3) of ``seat``."""
    return KENNEL0 + LANE * seat + index


def goal_place(seat: int, index: int) -> int:
    """Goal field ``index`` (0 next to the track, 3 deepest) of ``seat``."""
    return GOAL0 + LANE * seat + index


def on_track(place: int) -> bool:
    """True for a track field."""
    return 0 <= place < TRACK


def in_kennel(place: int) -> bool:
    """True for a kennel place."""
    return KENNEL0 <= place < GOAL0


def in_goal(place: int) -> bool:
    """True for a goal field."""
    return GOAL0 <= place < PLACES


def owner_of_place(place: int) -> int:
    """The seat a kennel or goal place belongs to (-1 for a track field)."""
    if place < TRACK:
        return -1
    return (place - TRACK) % 16 // LANE


def lane_index(place: int) -> int:
    """The index 0..3 of a kennel or goal place within its row."""
    return (place - TRACK) % LANE


def partner(seat: int) -> int:
    """The seat opposite, the partner."""
    return (seat + 2) % SEATS


def relative_field(place: int, seat: int) -> int:
    """Track field ``place`` counted from ``seat``'s start: the start is 1, the field before
    it 64 (how narration reads the track to that seat)."""
    return (place - start_field(seat)) % TRACK + 1


GRID = 17
"""The board drawn as a cross on a 17 x 17 grid (arms 3 wide and 7 long round a 3 x 3 middle)."""


def _quarter(index: int) -> tuple[int, int]:
    """Column and row of North's quarter of the track, ``index`` 0..15 from its start field:
    the start in the middle of the top arm's tip, round the tip's right corner, down the arm's
    right side to the middle square's corner and along the east arm's upper side."""
    if index == 0:
        return (8, 0)
    if index <= 8:
        return (9, index - 1)
    return (index + 1, 7)


def _turn(cell: tuple[int, int], quarters: int) -> tuple[int, int]:
    col, row = cell
    for _ in range(quarters):
        col, row = GRID - 1 - row, col
    return (col, row)


def grid_cell(place: int) -> tuple[int, int]:
    """Where a place is drawn on the cross-shaped board: (column, row), row 0 at the top.

    North's arm points up, East's right, South's down, West's left; each start field is the
    middle of its arm's tip, its goal lane runs from there towards the centre, and its kennel
    is a row of four in the corner before the start (for a board view and the tactile
    diagram).
    """
    if on_track(place):
        seat, index = divmod(place, 16)
        return _turn(_quarter(index), seat)
    seat, index = owner_of_place(place), lane_index(place)
    if in_goal(place):
        return _turn((8, 1 + index), seat)
    return _turn((3 + index, 1), seat)


def occupants(marbles: list[list[int]]) -> dict[int, int]:
    """Place to owning seat for every marble."""
    return {place: seat for seat, row in enumerate(marbles) for place in row}


def blocked(place: int, occ: dict[int, int], fresh: list[int]) -> bool:
    """True when a marble may not step onto ``place``: a fresh marble on its start field, or
    any marble in a goal lane (goal marbles are never jumped)."""
    seat = occ.get(place)
    if seat is None:
        return False
    if in_goal(place):
        return True
    return place == start_field(seat) and bool(fresh[seat])


def home_count(marbles: list[list[int]], seat: int) -> int:
    """How many of ``seat``'s marbles are in its goal lane."""
    return sum(1 for p in marbles[seat] if in_goal(p))


def kennel_count(marbles: list[list[int]], seat: int) -> int:
    """How many of ``seat``'s marbles wait in its kennel."""
    return sum(1 for p in marbles[seat] if in_kennel(p))


def next_places(place: int, owner: int, may_turn_in: bool) -> Iterator[int]:
    """The places one step forward from ``place`` for a marble of ``owner``: the next track
    field, and from the own start field (when ``may_turn_in``) the first goal field."""
    if in_goal(place):
        index = lane_index(place)
        if index < LANE - 1:
            yield place + 1
        return
    yield (place + 1) % TRACK
    if may_turn_in and place == start_field(owner):
        yield goal_place(owner, 0)


def walks(place: int, owner: int, steps: int, occ: dict[int, int], fresh: list[int],
          into_goal: bool = True) -> list[tuple[int, tuple[int, ...]]]:
    """Every way to go exactly ``steps`` fields forward from ``place``.

    Returns ``(end, stepped)`` pairs, ``stepped`` being every place stepped on (the end last).
    A blocked place (see :func:`blocked`) stops a way; the goal is entered from the own start
    field, never by a fresh marble on its first step, and only when ``into_goal``.
    """
    found: list[tuple[int, tuple[int, ...]]] = []
    first_fresh = place == start_field(owner) and bool(fresh[owner]) and occ.get(place) == owner

    def go(at: int, left: int, path: tuple[int, ...]) -> None:
        if left == 0:
            found.append((at, path))
            return
        turn_in = into_goal and not (first_fresh and not path)
        for nxt in next_places(at, owner, turn_in):
            if not blocked(nxt, occ, fresh):
                go(nxt, left - 1, path + (nxt,))

    go(place, steps, ())
    return found


def walk_back(place: int, steps: int, occ: dict[int, int],
              fresh: list[int]) -> tuple[int, tuple[int, ...]] | None:
    """The way ``steps`` fields backwards along the track (never into or within a goal), or
    None when a fresh marble on its start field stands in the way."""
    if not on_track(place):
        return None
    path = []
    at = place
    for _ in range(steps):
        at = (at - 1) % TRACK
        if blocked(at, occ, fresh):
            return None
        path.append(at)
    return at, tuple(path)


def send_home(marbles: list[list[int]], seat: int, place: int) -> None:
    """Put ``seat``'s marble on ``place`` back into its kennel (the lowest free place)."""
    row = marbles[seat]
    row.remove(place)
    taken = {p for p in row if in_kennel(p)}
    free = next(kennel_place(seat, i) for i in range(LANE) if kennel_place(seat, i) not in taken)
    row.append(free)
    row.sort()


def relocate(marbles: list[list[int]], seat: int, old: int, new: int) -> None:
    """Move ``seat``'s marble from ``old`` to ``new`` (the row stays sorted)."""
    row = marbles[seat]
    row.remove(old)
    row.append(new)
    row.sort()


def leave_kennel(marbles: list[list[int]], seat: int) -> int:
    """The kennel place a marble of ``seat`` comes out from (the highest taken one).

    Raises:
        ValueError: the kennel is empty.
    """
    taken = [p for p in marbles[seat] if in_kennel(p)]
    if not taken:
        raise ValueError("empty kennel")
    return max(taken)
