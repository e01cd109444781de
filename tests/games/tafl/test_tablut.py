"""Tablut rules on hand-made positions; each expected answer is reasoned in a comment."""

from __future__ import annotations

import pytest

from accessible_games.engine import EndReason, IllegalMoveError, InvalidPositionError, ReasonCode
from accessible_games.engine.grid import parse_algebraic
from accessible_games.games.tafl import TablutGame
from accessible_games.games.tafl.board import ATTACKERS, DEFENDERS, EMPTY, KING
from accessible_games.games.tafl.game import KING_CAPTURED, KING_ESCAPED, Obstacle


def sq(name: str) -> int:
    square = parse_algebraic(name, 9, 9)
    assert square is not None
    return square


def position(pieces: str, side: str = "a", quiet: int = 0) -> str:
    """A position text from "a:c7,e8 d:d7 k:e5" (attackers, defenders, king)."""
    grid = [["."] * 9 for _ in range(9)]
    for group in pieces.split():
        letter, names = group.split(":")
        for name in names.split(","):
            s = sq(name)
            grid[s // 9][s % 9] = letter
    rows = []
    for row in range(8, -1, -1):
        text, empty = "", 0
        for char in grid[row]:
            if char == ".":
                empty += 1
                continue
            text += (str(empty) if empty else "") + char
            empty = 0
        rows.append(text + (str(empty) if empty else ""))
    return f"{'/'.join(rows)} {side} {quiet}"


def state_of(pieces: str, side: str = "a", quiet: int = 0, **options):
    return TablutGame(options).parse_position(position(pieces, side, quiet))


# -- start position ------------------------------------------------------------------------------


def test_start_move_counts():
    # Attackers: d1 goes c1, b1, a1 and d2, d3, d4 (d5 is a defender): 6; f1 likewise 6; e1 is
    # boxed in; e2 goes a2-d2 and f2-i2: 8. 20 per T-group, 80 in all.
    state = TablutGame().new_state()
    assert state.count_moves() == 80
    # Defenders: e3 8 (a3-d3, f3-i3), e4 6 (b4-d4, f4-h4), c5 8 (c1-c4, c6-c9), d5 6: 28 per
    # pair of arms, 56 in all; the king is boxed in.
    assert len(state.moves_for(DEFENDERS)) == 56
    assert state.to_move == ATTACKERS


def test_start_text_round_trip():
    state = TablutGame().new_state()
    assert state.to_text() == "3aaa3/4a4/4d4/a3d3a/aaddkddaa/a3d3a/4d4/4a4/3aaa3 a 0"
    again = TablutGame().parse_position(state.to_text())
    assert again.key() == state.key()


@pytest.mark.parametrize("text", [
    "3aaa3/4a4/4d4/a3d3a/aaddkddaa/a3d3a/4d4/4a4 a 0",          # eight ranks
    "3aaa3/4a4/4d4/a3d3a/aadddddaa/a3d3a/4d4/4a4/3aaa3 a 0",     # no king
    "3aaa3/4a4/4d4/a3d3a/aaddkddaa/a3d3a/4d4/4a4/3aaa3 x 0",     # bad side
    "3aaa3/4a4/4d4/a3d3a/aaddkddaa/a3d3a/4d4/4a4/3aaz3 a 0",     # unknown letter
])
def test_bad_position_texts(text):
    with pytest.raises(InvalidPositionError):
        TablutGame().parse_position(text)


# -- movement ------------------------------------------------------------------------------------


def test_typed_forms_find_the_same_move():
    state = TablutGame().new_state()
    move = state.parse_move("d1-d4")
    for text in ("d1d4", "d1 d4", "D1-D4", "d1:d4"):
        assert state.parse_move(text) == move


def test_reasons_for_illegal_attempts():
    state = TablutGame().new_state()

    def reason(text):
        with pytest.raises(IllegalMoveError) as error:
            state.parse_move(text)
        return error.value.reason

    # d5 is a defender between d1 and d6: the path is blocked there.
    assert reason("d1-d6").code is ReasonCode.CANNOT_MOVE_THERE
    assert state.obstacle(sq("d1"), sq("d6")) == (Obstacle.BLOCKED, sq("d5"))
    # Not a rook line.
    assert state.obstacle(sq("d1"), sq("c2")) == (Obstacle.NOT_STRAIGHT, None)
    assert reason("e3-e1").code is ReasonCode.OPPONENT_PIECE   # the Swedes' piece
    assert reason("a1-a2").code is ReasonCode.EMPTY
    assert reason("e1-e3").code is ReasonCode.PIECE_HAS_NO_MOVES  # e1 is boxed in
    assert reason("e2-e3").code is ReasonCode.OCCUPIED
    assert reason("j1-j2").code is ReasonCode.OFF_BOARD


def test_throne_cannot_be_entered_but_may_be_passed():
    # King on c3, the throne e5 is empty; an attacker on e7.
    state = state_of("a:e7 k:c3")
    # Stopping on the throne is forbidden; passing over it to e4 is allowed by default.
    assert state.obstacle(sq("e7"), sq("e5")) == (Obstacle.THRONE, sq("e5"))
    assert state.parse_move("e7-e4").end == sq("e4")
    with pytest.raises(IllegalMoveError):
        state.parse_move("e7-e5")
    # With pass_throne off the throne blocks the file.
    closed = state_of("a:e7 k:c3", pass_throne=False)
    assert closed.obstacle(sq("e7"), sq("e4")) == (Obstacle.THRONE_IN_WAY, sq("e5"))
    assert all(m.end not in (sq("e4"), sq("e3")) for m in closed.moves_from(sq("e7")))


def test_king_may_not_return_to_the_throne():
    state = state_of("a:a9 k:e6", side="d")
    assert sq("e5") not in [m.end for m in state.moves_from(sq("e6"))]


# -- captures of men ------------------------------------------------------------------------------


def test_custodial_capture():
    # Attacker c7, defender d7; the attacker e8 steps to e7 and closes the line c7-d7-e7.
    state = state_of("a:c7,e8 d:d7 k:b2")
    move = state.parse_move("e8-e7")
    assert move.captures == (sq("d7"),)
    assert move.notation == "e8-e7xd7"
    assert state.parse_move("e8-e7xd7") == move
    state.play(move)
    assert state.cells[sq("d7")] == EMPTY


def test_moving_between_two_enemies_is_safe():
    # Attackers c7 and e7; the defender d6 steps up between them: nobody captures it.
    state = state_of("a:c7,e7,a1 d:d6 k:b2", side="d")
    move = state.parse_move("d6-d7")
    assert move.captures == ()
    state.play(move)
    assert state.cells[sq("d7")] != EMPTY


def test_two_captures_with_one_move():
    # Attackers c6 and g6; defenders d6 and f6; the attacker e9 comes to e6 and closes both lines.
    state = state_of("a:c6,g6,e9 d:d6,f6 k:b2")
    assert state.parse_move("e9-e6").captures == (sq("d6"), sq("f6"))


@pytest.mark.parametrize("hostile", [True, False])
def test_capture_against_the_empty_throne(hostile):
    # Defender e6 above the empty throne; the attacker e8 comes to e7: the line e7-e6-throne is
    # closed by the throne when it is hostile, and not otherwise.
    state = state_of("a:e8 d:e6 k:b2", hostile_throne=hostile)
    move = state.parse_move("e8-e7")
    assert move.captures == ((sq("e6"),) if hostile else ())


def test_attacker_captured_against_the_throne_too():
    # Attacker d5 beside the empty throne; the defender c7 comes to c5: c5-d5-throne.
    state = state_of("a:d5 d:c7 k:b2", side="d")
    assert state.parse_move("c7-c5").captures == (sq("d5"),)


@pytest.mark.parametrize("armed, expected", [(False, ()), (True, ("d7",))])
def test_king_helps_capture_only_when_armed(armed, expected):
    # King c7, attacker d7, defender e8 comes to e7: the line c7-d7-e7 is closed by the king.
    state = state_of("a:d7 d:e8 k:c7", side="d", king_armed=armed)
    assert state.parse_move("e8-e7").captures == tuple(sq(n) for n in expected)
    # The king himself arriving: king c6 to c7 beside attacker d7 with defender e7 beyond.
    other = state_of("a:d7 d:e7 k:c6", side="d", king_armed=armed)
    assert other.parse_move("c6-c7").captures == tuple(sq(n) for n in expected)


def test_defender_beside_surrounded_king_on_throne():
    # Walker: the king on the throne is held by attackers d5, f5, e6; the defender e4 can be taken
    # between the attacker arriving on e3 and the king.
    state = state_of("a:d5,f5,e6,a3 d:e4 k:e5")
    assert state.parse_move("a3-e3").captures == (sq("e4"),)
    # With only two attackers around the king the defender is safe.
    safe = state_of("a:d5,f5,a3 d:e4 k:e5")
    assert safe.parse_move("a3-e3").captures == ()


# -- the king ------------------------------------------------------------------------------------


def test_king_on_throne_needs_four():
    # Attackers d5, f5, e6 around the king on e5; the fourth comes a4-e4: captured.
    state = state_of("a:d5,f5,e6,a4 k:e5")
    move = state.parse_move("a4-e4")
    assert move.captures == (sq("e5"),)
    events = state.play(move)
    assert state.outcome().winners == {ATTACKERS}
    assert state.outcome().reason is KING_CAPTURED
    assert events[-1].outcome.reason is KING_CAPTURED
    # Three around him are not enough: without f5 the move a4-e4 takes nothing.
    assert state_of("a:d5,e6,a4 k:e5").parse_move("a4-e4").captures == ()


def test_king_beside_throne_needs_three_and_the_throne():
    # King e4 below the empty throne; attackers d4 and f4; the third arrives on e3.
    state = state_of("a:d4,f4,a3 k:e4")
    assert state.parse_move("a3-e3").captures == (sq("e4"),)


@pytest.mark.parametrize("mode, taken", [("four", False), ("throne", True), ("two", True)])
def test_king_away_from_throne(mode, taken):
    # King c7 with attacker b7; the attacker d9 comes to d7: two attackers in a line.
    state = state_of("a:b7,d9 k:c7", king_capture=mode)
    assert bool(state.parse_move("d9-d7").captures) is taken


def test_king_away_from_throne_four_sides():
    # Under the default rule the king c7 falls to attackers b7, c8, c6 and one arriving on d7.
    state = state_of("a:b7,c8,c6,d9 k:c7")
    assert state.parse_move("d9-d7").captures == (sq("c7"),)


@pytest.mark.parametrize("mode, taken", [("four", False), ("throne", False), ("two", True)])
def test_king_on_throne_by_two(mode, taken):
    # King e5 on the throne, attacker d5; the attacker f9 comes to f5: only the seed's variant
    # "two" captures him there.
    state = state_of("a:d5,f9 k:e5", king_capture=mode)
    assert bool(state.parse_move("f9-f5").captures) is taken


def test_king_escapes_to_the_edge():
    # King c3 moves to c1 on the edge: the Swedes win.
    state = state_of("a:i9 k:c3", side="d")
    move = state.parse_move("c3-c1")
    assert move.escapes
    state.play(move)
    assert state.outcome().winners == {DEFENDERS}
    assert state.outcome().reason is KING_ESCAPED


def test_escape_routes_query():
    # King c3 on an open board: c1, c9, a3 and i3 are on the edge and reachable.
    state = state_of("a:i9 k:c3", side="d")
    assert state.escape_routes() == sorted(sq(n) for n in ("c1", "c9", "a3", "i3"))
    # In the corner variant none of them is a corner.
    assert state_of("a:i9 k:c3", side="d", escape="corner").escape_routes() == []


def test_corner_variant():
    # King c1 on the edge is not free; he escapes to a1.
    state = state_of("a:i9 k:c1", side="d", escape="corner")
    assert not state.parse_move("c1-d1").escapes
    assert state.parse_move("c1-a1").escapes
    # Only the king enters a corner: the attacker a3 cannot stop on a1.
    other = state_of("a:a3 k:c4", escape="corner")
    assert other.obstacle(sq("a3"), sq("a1")) == (Obstacle.CORNER, sq("a1"))
    # A corner is hostile: the defender b1 falls to the attacker arriving on c1.
    hostile = state_of("a:c9 d:b1 k:e4", escape="corner")
    assert hostile.parse_move("c9-c1").captures == (sq("b1"),)
    # The king on an edge square cannot be captured by four (there are only three sides).
    edge = state_of("a:a4,b5,a7 k:a5", escape="corner")
    assert edge.parse_move("a7-a6").captures == ()


def test_threat_query():
    # Defender d7 next to attacker c7; an attacker on e9 can reach e7 and take it. The defender
    # d7 with the attacker a8... the Swedes' only threatened piece is d7.
    state = state_of("a:c7,e9 d:d7 k:b2", side="d")
    assert state.threatened(DEFENDERS) == [sq("d7")]
    assert state.threatened(ATTACKERS) == []


# -- endings --------------------------------------------------------------------------------------


def test_no_moves_loses():
    # The king c3 is alone, boxed in by attackers b3, d3, c2 and c4 (placed, not captured: the
    # king is taken only by a move). The attacker i9 moves, and the Swedes cannot move: they lose.
    state = state_of("a:b3,d3,c2,c4,i9 k:c3")
    state.play(state.parse_move("i9-i8"))
    assert state.outcome().winners == {ATTACKERS}
    assert state.outcome().reason is EndReason.NO_MOVES


@pytest.mark.parametrize("rule, winners", [("draw", set()), ("loss", {ATTACKERS})])
def test_third_repetition(rule, winners):
    # Attacker a9 and defender i1 shuffle; the start position recurs after 4 and 8 plies; the
    # eighth ply (a Swedish move) makes it the third time.
    state = state_of("a:a9 d:i1 k:c4", repetition=rule)
    cycle = ["a9-a8", "i1-i2", "a8-a9", "i2-i1"]
    for ply, text in enumerate(cycle * 2, start=1):
        assert not state.is_terminal(), ply
        state.play(state.parse_move(text))
    assert state.outcome().reason is EndReason.REPETITION
    assert state.outcome().winners == winners
    state.undo()
    assert not state.is_terminal()


def test_quiet_limit():
    # 99 plies without a capture; one more quiet move ends the game in a draw.
    state = state_of("a:a9 d:i1 k:c4", quiet=99)
    state.play(state.parse_move("a9-a8"))
    assert state.outcome().reason is EndReason.MOVE_LIMIT
    assert state.outcome().is_draw
    # The limit can be switched off.
    free = state_of("a:a9 d:i1 k:c4", quiet=99, quiet_limit=0)
    free.play(free.parse_move("a9-a8"))
    assert not free.is_terminal()


def test_undo_restores_captures():
    state = state_of("a:c7,e8 d:d7 k:b2")
    before = state.to_text()
    state.apply(state.parse_move("e8-e7"))
    state.undo()
    assert state.to_text() == before
    assert state.cells[sq("b2")] == KING
