"""Rakado on the star board (option board=star) on hand-made positions with worked answers.

The star's 121 holes lie on a 17 x 17 grid of rows and slanting columns (see
``games/rakado/star.py``). In cube coordinates (x, y, z), x + y + z = 0, a hole is on the star
when all three are at least -4 or all three at most 4; its name is column letter x + 8 ("a" for
-8) and row number z + 9. The worked answers below are found with those coordinates by hand:
a South ("a") piece goes up its column (x stays, z + 1) or up the diagonal to the left
(x - 1, z + 1); a North ("b") piece goes the reverse ways. Each test says why.
"""

from __future__ import annotations

import pytest

from accessible_games.engine import InvalidOptionError, TurnKind
from accessible_games.engine.perft import chance_perft
from accessible_games.games.rakado import RakadoGame, RakadoRoll, RakadoTeamsGame
from accessible_games.games.rakado.board import EMPTY, format_board
from accessible_games.games.rakado.rules import BlockKind
from accessible_games.games.rakado.star import STAR, STAR_SIZE
from accessible_games.lineup import describer_for
from tests.golden import assert_golden
from tests.transcript import Transcript, hear

SEATS = {"a": 0, "b": 1, "c": 2}


def square(name: str) -> int:
    """The grid index of a hole name like "m1"."""
    return (int(name[1:]) - 1) * STAR_SIZE + ord(name[0]) - ord("a")


def star(pieces: dict[str, str], seat: str = "a", roll: int = 0, **options: object):
    """A star position with ``pieces`` (hole name -> "a" or "b"), ``seat`` to act."""
    board = [EMPTY] * (STAR_SIZE * STAR_SIZE)
    for name, letter in pieces.items():
        assert STAR.cells[square(name)], name
        board[square(name)] = SEATS[letter]
    game = RakadoGame({"board": "star", **options})
    return game.parse_position(format_board(board, SEATS[seat], roll, STAR))


def notations(state) -> list[str]:
    return [m.notation for m in state.legal_moves()]


# -- the board and the start ----------------------------------------------------------------


def test_the_star_has_121_holes_in_rows_of_the_star():
    assert sum(STAR.cells) == 121
    assert [len(STAR.row_cells(r)) for r in range(17)] == [
        1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4, 3, 2, 1]


def test_start_fifteen_pieces_each_in_opposite_fields():
    state = RakadoGame({"board": "star"}).new_state()
    # South: the corner m1; l2 m2; k3 l3 m3; j4-m4; and the hexagon edge i5-m5 (x 0 to 4).
    south = ["m1", "l2", "m2", "k3", "l3", "m3", "j4", "k4", "l4", "m4",
             "i5", "j5", "k5", "l5", "m5"]
    # North: the same turned round the centre i9 (x, z) -> (-x, -z).
    north = ["e13", "f13", "g13", "h13", "i13", "e14", "f14", "g14", "h14",
             "e15", "f15", "g15", "e16", "f16", "e17"]
    assert sorted(state.pieces(0)) == sorted(square(n) for n in south)
    assert sorted(state.pieces(1)) == sorted(square(n) for n in north)
    # Home is the other side's start field.
    assert STAR.homes[0] == frozenset(square(n) for n in north)
    assert state.to_text() == ("b/bb/bbb/bbbb/4bbbbb4/12/11/10/9/10/11/12/"
                               "4aaaaa4/aaaa/aaa/aa/a a")


def test_the_star_is_for_two_players():
    with pytest.raises(InvalidOptionError):
        RakadoTeamsGame({"board": "star"})


def test_roll_one_from_the_start_only_the_front_row_moves_along_both_lines():
    state = RakadoGame({"board": "star"}).new_state()
    state.play(RakadoRoll(1))
    # Row 4 pieces have own pieces ahead on both lines; row 5's go to row 6, left then right:
    # i5 (x 0, z -4) to h6 (x -1) or i6 (x 0), and so on to m5 to l6 or m6.
    assert notations(state) == ["i5-h6", "i5-i6", "j5-i6", "j5-j6", "k5-j6", "k5-k6",
                                "l5-k6", "l5-l6", "m5-l6", "m5-m6"]


def test_roll_six_runs_straight_and_may_end_in_a_side_corner():
    state = RakadoGame({"board": "star"}).new_state()
    state.play(RakadoRoll(6))
    moves = notations(state)
    # i5 up the left diagonal: x 0 -> -6, z -4 -> 2: (-6, 4, 2) is on the star (all at most 4)
    # and every hole between is empty: c11, a hole of the upper left corner.
    assert "i5-c11" in moves
    # m5 up its column: (4, 0, -4) -> (4, -6, 2): m11, a hole of the upper right corner.
    assert "m5-m11" in moves
    assert len(moves) == 10


# -- captures, blocking, home ---------------------------------------------------------------


def test_capture_by_landing_up_the_column_is_compulsory():
    # South i8 (x 0, z -1) and North i10 (x 0, z 1): two holes apart on the column.
    # e5 (x -4, z -4) could only go up its column to e7: the capture comes first.
    state = star({"i8": "a", "i10": "b", "e5": "a", "m13": "b"}, "a", 2)
    assert notations(state) == ["i8xi10"]
    move = state.legal_moves()[0]
    assert move.direction.value == "right_forward"
    # Mutual: North with a 2 takes i8 down the same column.
    north = star({"i8": "a", "i10": "b", "e5": "a", "m13": "b"}, "b", 2)
    assert "i10xi8" in notations(north)


def test_capture_up_the_left_diagonal():
    # South k7 (x 2, z -2), North i9 (x 0, z 0): two steps of (-1, +1).
    state = star({"k7": "a", "i9": "b"}, "a", 2)
    assert notations(state) == ["k7xi9"]
    assert state.legal_moves()[0].direction.value == "left_forward"


def test_no_capture_sideways_on_the_star():
    # e9 and g9 share row 9, two holes apart: the Halma board would capture sideways, the
    # star does not (only the lines forward); e9 goes up to e11 (column) or c11 (diagonal).
    state = star({"e9": "a", "g9": "b"}, "a", 2)
    assert notations(state) == ["e9-c11", "e9-e11"]


def test_no_jumping_and_the_blocked_line():
    # i9 stands on i8's column: with a 2 i8 cannot go up it (no jumping) but goes up the
    # diagonal to g10; i9 itself has no hole two ahead taken, goes to h11 or i11.
    pieces = {"i8": "a", "i9": "a", "i12": "b"}
    state = star(pieces, "a", 2)
    assert notations(state) == ["i8-g10", "i9-g11", "i9-i11"]
    # With a 3 i9 takes i12 (x 0, z 0 -> 3): compulsory, the only move.
    assert notations(star(pieces, "a", 3)) == ["i9xi12"]


def test_pieces_home_are_safe_and_stay():
    # South f13 (x -3, z 4) is home: it stands in North's start field. North's f14 would
    # land on it down its column: the piece is safe, so no capture and no move that way.
    state = star({"f13": "a", "f14": "b", "i8": "a"}, "b", 1)
    # f14 (x -3, z 5): down the column f13 (home, safe); down the right diagonal g13 (x -2).
    assert notations(state) == ["f14-g13"]
    home = star({"f13": "a", "f14": "b", "i8": "a"}, "a", 1)
    # The home piece never moves: only i8 does.
    assert notations(home) == ["i8-h9", "i8-i9"]
    assert home.is_home(square("f13")) and home.home_count(0) == 1


def test_a_piece_still_in_its_start_field_can_be_captured_there():
    # South e11 (x -4, z 2) with a 2 lands on e13, North's start field and South's home.
    state = star({"e11": "a", "e13": "b", "i5": "b"}, "a", 2)
    assert notations(state) == ["e11xe13"]
    state.play(state.legal_moves()[0])
    assert state.home_count(0) == 1


def test_the_whole_roll_must_be_used_so_lines_off_the_star_give_no_move():
    # d12 (x -5, z 3) is in the upper left corner: its column holds d13 then leaves the star
    # (z 5 with x -5 is on neither triangle); its diagonal holds c13 then leaves it.
    state = star({"d12": "a", "i8": "a", "m13": "b"}, "a", 2)
    assert notations(state) == ["i8-g10", "i8-i10"]
    found = state.blockage(square("d12"))
    assert found is not None and found.kind is BlockKind.EDGE
    # With a 1 both holes are there (i8 comes first: lower square number).
    assert notations(star({"d12": "a", "i8": "a", "m13": "b"}, "a", 1)) == [
        "i8-h9", "i8-i9", "d12-c13", "d12-d13"]


def test_huffing_on_the_star_loses_the_piece_that_could_capture():
    # i8 could take i10 with the 2; ignoring it loses i8 (e5's move) or the moved piece
    # itself (i8 to g10 up the diagonal, the piece that could have captured).
    state = star({"i8": "a", "i10": "b", "e5": "a"}, "a", 2, huffing=True)
    assert notations(state) == ["e5-e7", "i8-g10", "i8xi10"]
    huffed = {m.notation: m.huffed for m in state.legal_moves()}
    assert huffed == {"e5-e7": square("i8"), "i8-g10": square("g10"), "i8xi10": None}


def test_a_six_rolls_again_on_the_star():
    state = star({"i5": "a", "i13": "b"}, "a")
    state.play(RakadoRoll(6))
    state.play(state.legal_moves()[0])
    assert state.turn_kind is TurnKind.CHANCE and state.seat == 0


# -- three players ----------------------------------------------------------------------------


def test_three_players_start_in_alternate_corners_with_ten_pieces():
    game = RakadoGame({"board": "star", "players": "3"})
    assert game.num_players == 3 and game.info.teams == ()
    state = game.new_state()
    # White the bottom corner (rows 1-4), Black the upper left (a13 to d10: x below -4),
    # Yellow the upper right (m13 to m10: y below -4); the other three corners are empty.
    assert state.to_text() == ("1/2/3/4/bbbb5cccc/bbb6ccc/bb7cc/b8c/9/10/11/12/13/"
                               "aaaa/aaa/aa/a a")
    assert [len(state.pieces(s)) for s in range(3)] == [10, 10, 10]


def test_three_players_on_the_halma_board_are_refused():
    with pytest.raises(InvalidOptionError):
        RakadoGame({"players": 3})


def test_black_goes_along_its_row_or_down_the_diagonal():
    # Black's corner is a13; it heads for q5. Its lines: its left along row 10 (x + 1, z
    # stays), its right down the diagonal (x + 1, z - 1). From d10 with a 2: f10 or f8.
    state = star({"d10": "b", "m13": "c", "i5": "a"}, "b", 2, players=3)
    assert notations(state) == ["d10-f10", "d10-f8"]


def test_three_players_capture_both_others():
    state = star(THREE, "b", 2, players=3)
    assert notations(state) == ["d10xf10", "d10xf8"]
    # Yellow's left line is down its column: j11 takes j9 (White) with a 2.
    yellow = star(THREE, "c", 2, players=3)
    assert "j11xj9" in notations(yellow)


def test_three_players_take_turns_in_seat_order():
    state = star({"d10": "b", "m10": "c", "i5": "a"}, "a", players=3)
    order = []
    for _ in range(3):
        order.append(state.seat)
        state.play(RakadoRoll(1))
        state.play(state.legal_moves()[0])
    assert order == [0, 1, 2] and state.seat == 0


def test_three_players_result_shares_first_place():
    # Every piece home: White e17 and e16, Black q5 and p5, Yellow e5. Nobody can move.
    state = star({"e17": "a", "e16": "a", "q5": "b", "p5": "b", "e5": "c"}, "a", players=3)
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == frozenset({0, 1})
    assert outcome.scores == (2, 2, 1)
    en = describer_for(state.game, "en")
    assert en.outcome_text(outcome) == (
        "Game over (nobody can move any more): White and Black first with 2 pieces home. "
        "Pieces home: White 2, Black 2, and Yellow 1.")
    de = describer_for(state.game, "de")
    assert de.outcome_text(outcome).startswith("Spielende (")


# -- perft over chance against a reference in cube coordinates ------------------------------
#
# The reference keeps pieces in a dict keyed by cube coordinates (x, y, z) and spells every
# seat's two lines forward, start and home out by hand, sharing no code with the game.

def _on(x: int, y: int, z: int) -> bool:
    return min(x, y, z) >= -4 or max(x, y, z) <= 4


# Per number of players, per seat: (left line, right line), whether a hole is home, progress.
_SEATS = {
    2: [((-1, 0, 1), (0, -1, 1), lambda x, y, z: z > 4 or (z == 4 and -4 <= x <= 0),
         lambda x, y, z: z),
        ((1, 0, -1), (0, 1, -1), lambda x, y, z: z < -4 or (z == -4 and 0 <= x <= 4),
         lambda x, y, z: -z)],
    3: [((-1, 0, 1), (0, -1, 1), lambda x, y, z: z > 4, lambda x, y, z: z),
        ((1, -1, 0), (1, 0, -1), lambda x, y, z: x > 4, lambda x, y, z: x),
        ((0, 1, -1), (-1, 1, 0), lambda x, y, z: y > 4, lambda x, y, z: y)],
}


def _ref_moves(board: dict, seat: int, roll: int, huffing: bool, players: int) -> list[tuple]:
    seats = _SEATS[players]
    home = [info[2] for info in seats]
    captures, plains = [], []
    for cube, owner in sorted(board.items(), key=lambda kv: (kv[0][2], kv[0][0])):
        if owner != seat or home[seat](*cube):
            continue
        for dx, dy, dz in seats[seat][:2]:
            path = [(cube[0] + dx * k, cube[1] + dy * k, cube[2] + dz * k)
                    for k in range(1, roll + 1)]
            if not all(_on(*c) for c in path) or any(c in board for c in path[:-1]):
                continue
            target = path[-1]
            if target not in board:
                plains.append((cube, target))
            elif board[target] != seat and not home[board[target]](*target):
                captures.append((cube, target))
    if not captures:
        return [(a, b, None) for a, b in plains]
    if not huffing:
        return [(a, b, None) for a, b in captures]
    able = {a for a, _ in captures}
    ahead = seats[seat][3]
    first = sorted(able, key=lambda c: (-ahead(*c), c[2], c[0]))[0]
    return [(a, b, None) for a, b in captures] + [
        (a, b, b if a in able else first) for a, b in plains]


def _next(board: dict, seat: int, again: bool, players: int) -> tuple[int, bool]:
    first = seat if again else (seat + 1) % players
    for k in range(players):
        candidate = (first + k) % players
        if any(_ref_moves(board, candidate, f, False, players) for f in range(1, 7)):
            return candidate, False
    return first, True


def _ref_perft(board: dict, seat: int, roll: int, over: bool, depth: int, huffing: bool,
               players: int) -> int:
    if depth == 0:
        return 1
    if over:
        return 0
    total = 0
    if roll == 0:
        for face in range(1, 7):
            if _ref_moves(board, seat, face, huffing, players):
                total += _ref_perft(board, seat, face, False, depth - 1, huffing, players)
            else:
                nxt, over_now = _next(board, seat, face == 6, players)
                total += _ref_perft(board, nxt, 0, over_now, depth - 1, huffing, players)
        return total
    for start, end, lost in _ref_moves(board, seat, roll, huffing, players):
        child = dict(board)
        del child[start]
        child[end] = seat
        if lost is not None:
            del child[lost]
        nxt, over_now = _next(child, seat, roll == 6, players)
        total += _ref_perft(child, nxt, 0, over_now, depth - 1, huffing, players)
    return total


def _reference(state, depth: int) -> int:
    board = {}
    for index, value in enumerate(state.board):
        if value >= 0:
            x, z = index % STAR_SIZE - 8, index // STAR_SIZE - 8
            board[(x, -x - z, z)] = value
    return _ref_perft(board, state.seat, state.roll, state.is_terminal(), depth,
                      state.game.options["huffing"], state.game.num_players)


# Three players: Black d10 can take Yellow f10 (along row 10) and White f8 (down the
# diagonal) with a 2; Yellow j11 and White i8 meet on Yellow's left line (down the column).
THREE = {"d10": "b", "f10": "c", "f8": "a", "j11": "c", "j9": "a", "i8": "a", "m13": "c",
         "a13": "b", "e17": "a"}

MELEE = {"i8": "a", "i10": "b", "k7": "a", "i9": "b", "e5": "a", "e13": "b", "e11": "a",
         "f13": "a", "f14": "b", "d12": "a", "m9": "b"}


@pytest.mark.parametrize("state, depth", [
    (RakadoGame({"board": "star"}).new_state(), 3),
    (star(MELEE, "a"), 4),
    (star(MELEE, "b", huffing=True), 4),
    (star({"d12": "a", "a13": "a", "i5": "b", "e17": "a"}, "b"), 4),
    (RakadoGame({"board": "star", "players": 3}).new_state(), 3),
    (star(THREE, "b", players=3), 4),
    (star(THREE, "c", players=3, huffing=True), 3),
])
def test_perft_over_chance_matches_the_reference(state, depth):
    text = state.to_text()
    assert [chance_perft(state, d) for d in range(1, depth + 1)] == [
        _reference(state, d) for d in range(1, depth + 1)]
    assert state.to_text() == text


def test_start_perft_by_hand():
    # Six faces; each face moves one of the five front pieces along one of its two lines
    # (10 moves for every face: nothing blocks the front row up to six holes); then six faces.
    state = RakadoGame({"board": "star"}).new_state()
    assert [chance_perft(state, d) for d in (1, 2, 3)] == [6, 60, 360]


# -- narration --------------------------------------------------------------------------------


def _roll(t: Transcript, face: int) -> None:
    heard = hear(t.state, RakadoRoll(face), t.speak)
    t.lines.append(f"roll {face}:")
    t.lines += [f"  {v.value}: {m.text}" for v, m in heard.messages.items()]
    t.lines.append(f"  braille: {heard.braille}")
    t.lines.append(f"blocked: {t.normal.blocked_text(t.state)}")


@pytest.mark.parametrize("lang", ("en", "de"))
def test_golden_star(lang):
    # South's e11 and i8 can both take with a 2 (e13 and i10); d12 is in a side corner and
    # blocked by the edge; North's m13 is stranded in the other side corner.
    start = star({"i8": "a", "i10": "b", "d12": "a", "e11": "a", "e13": "b", "m13": "b"}, "a")
    t = Transcript(start.game, lang, start.to_text())
    t.board()
    _roll(t, 2)
    t.attempt("d12-d14")
    t.attempt("i8-g10")
    t.play("e11xe13")
    _roll(t, 3)
    t.play("m13-m10")
    _roll(t, 1)
    t.play("d12-d13")
    t.lines.append(f"summary: {t.normal.summary_text(t.state)}")
    t.lines.append(f"threats: {t.normal.threats_text(t.state)}")
    assert_golden(f"rakado/star.{lang}", t.lines)


def test_edge_sentence_in_both_languages():
    state = star({"d12": "a", "i8": "a", "m13": "b"}, "a", 2)
    en = describer_for(state.game, "en")
    de = describer_for(state.game, "de")
    assert en.block_reason(state, square("d12"), 2) == (
        "The piece on d12 cannot move 2: both lines forward leave the star before that, and "
        "the whole roll must be used.")
    assert de.block_reason(state, square("d12"), 2).startswith(
        "Die Figur auf d12 kann nicht 2 ziehen: beide Linien nach vorn verlassen")


@pytest.mark.parametrize(("pieces", "at", "lang", "said"), [
    # i8 (x 0, z -1) with a 2: h9 stands on its diagonal, i9 on its column. It named only
    # the diagonal's h9, and the column was left unexplained.
    ({"i8": "a", "h9": "a", "i9": "a", "i12": "b"}, "i8", "en",
     "The piece on i8 cannot move 2: diagonally to the left, the piece on h9 is in the way; "
     "diagonally to the right, the piece on i9 is in the way."),
    ({"i8": "a", "h9": "a", "i9": "a", "i12": "b"}, "i8", "de",
     "Die Figur auf i8 kann nicht 2 ziehen: schräg nach links steht die Figur auf h9 im Weg; "
     "schräg nach rechts steht die Figur auf i9 im Weg."),
    # f5 (x -3, z -4): its diagonal holds e6 only, then leaves the star; its column is long,
    # and f7 is the mover's own. It said only "your own piece stands on f7".
    ({"f5": "a", "f7": "a", "i8": "a", "m13": "b"}, "f5", "en",
     "The piece on f5 cannot move 2: diagonally to the left, the line leaves the star before "
     "that; diagonally to the right, your own piece stands on f7."),
    ({"f5": "a", "f7": "a", "i8": "a", "m13": "b"}, "f5", "de",
     "Die Figur auf f5 kann nicht 2 ziehen: schräg nach links verlässt die Linie vorher den "
     "Stern; schräg nach rechts steht deine eigene Figur auf f7."),
])
def test_a_blocked_piece_hears_why_for_each_of_its_two_lines(pieces, at, lang, said):
    state = star(pieces, "a", 2)
    assert describer_for(state.game, lang).block_reason(state, square(at), 2) == said


# -- whole games --------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3])
def test_random_games_round_trip_and_end(players):
    """Seeded random games: the position text reads back to the same position, every legal
    move's notation reads back to that move, undo restores the position, and the game ends
    with the pieces home as scores."""
    import random

    game = RakadoGame({"board": "star", "players": players})
    for seed in range(3):
        rng = random.Random(seed)
        state = game.new_state()
        plies = 0
        while not state.is_terminal():
            assert game.parse_position(state.to_text()).key() == state.key()
            if state.turn_kind is TurnKind.CHANCE:
                move = state.sample_chance(rng)
            else:
                legal = state.legal_moves()
                for candidate in legal:
                    assert state.parse_move(candidate.notation) == candidate
                move = rng.choice(legal)
            before = state.key()
            state.apply(move)
            state.undo()
            assert state.key() == before
            state.apply(move)
            plies += 1
            assert plies < 2000
        outcome = state.outcome()
        assert outcome is not None
        assert outcome.scores == tuple(state.home_count(s) for s in range(players))
