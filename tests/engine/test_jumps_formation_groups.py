"""Jump chains, formation goals and blocked groups on small hand-made boards."""

from __future__ import annotations

from accessible_games.engine.formation import formation_status, goal_reached, pieces_left_in
from accessible_games.engine.graph import (
    DIAGONAL,
    DIRECTIONS,
    Direction,
    alquerque_graph,
    dark_squares_graph,
)
from accessible_games.engine.groups import blocked_groups, group_at
from accessible_games.engine.jumps import (
    EMPTY,
    JumpProblem,
    capture_chains,
    check_hop_path,
    hop_chains,
)

G = dark_squares_graph()
A = alquerque_graph()


def board_with(graph, **owners):
    board = [EMPTY] * (graph.width * graph.height)
    for owner, names in owners.items():
        for name in names.split():
            board[graph.parse_point(name)] = {"a": 0, "b": 1}[owner]
    return board


def names(graph, points):
    return [graph.name(p) for p in points]


def test_capture_chains_remove_at_once_and_may_turn_back():
    # a at c1 jumps b at c2 (to c3), d3 (to e3) and e2 (back down to e1).
    board = board_with(A, a="c1", b="c2 d3 e2")
    chains = capture_chains(A, board, A.parse_point("c1"), (Direction.N,), DIRECTIONS,
                            lambda o: o == 1)
    assert [names(A, c.path) for c in chains] == [["c1", "c3", "e3", "e1"]]
    assert names(A, chains[0].over) == ["c2", "d3", "e2"]
    partial = capture_chains(A, board, A.parse_point("c1"), (Direction.N,), DIRECTIONS,
                             lambda o: o == 1, complete=False)
    assert len(partial) == 3


def test_hop_chains_give_each_end_once_with_a_shortest_path():
    # a at c3 can hop b4 (to a5) or d4 (to e5); from e5 it can hop f6 to g7 or d6 to c7.
    board = board_with(G, a="c3", b="b4 d4 d6 f6")
    chains = hop_chains(G, board, G.parse_point("c3"), DIAGONAL, lambda o: True)
    ends = sorted(G.name(c.path[-1]) for c in chains)
    assert ends == ["a5", "c7", "e5", "g7"]
    assert all(len(c.path) == len(c.over) + 1 for c in chains)
    # Only hops over the opponent's pieces when asked.
    own = board_with(G, a="c3 d4", b="f6")
    assert hop_chains(G, own, G.parse_point("c3"), DIAGONAL, lambda o: o == 1) == []


def test_check_hop_path_names_the_problem():
    board = board_with(G, a="c3", b="d4 e5")
    c3, e5, a5 = G.parse_point("c3"), G.parse_point("e5"), G.parse_point("a5")
    assert check_hop_path(G, board, (c3, e5), DIAGONAL, lambda o: True) == (
        JumpProblem.NOT_FREE, 0)
    assert check_hop_path(G, board, (c3, a5), DIAGONAL, lambda o: True) == (
        JumpProblem.NOTHING_TO_JUMP, 0)
    assert check_hop_path(G, board, (c3, G.parse_point("c5")), DIAGONAL, lambda o: True) == (
        JumpProblem.NOT_ON_A_LINE, 0)


def test_formation_status_and_fill_rule():
    target = [G.parse_point(n) for n in "b8 d8 f8 h8".split()]
    board = board_with(G, a="b8 d8 f8", b="h8")
    status = formation_status(board, 0, target)
    assert names(G, status.home) == ["b8", "d8", "f8"]
    assert names(G, status.missing) == ["h8"] and names(G, status.blocked) == ["h8"]
    assert not status.complete and status.filled
    assert goal_reached(board, 0, target, fill_rule=True)
    assert not goal_reached(board, 0, target, fill_rule=False)
    assert pieces_left_in(board, 1, target) == 1


def test_blocked_groups_have_no_free_neighbour():
    board = board_with(G, a="a1 b2", b="c1 a3 c3")
    assert [names(G, g) for g in blocked_groups(G, board, 0, DIAGONAL)] == [["a1", "b2"]]
    group, liberties = group_at(G, board, G.parse_point("c3"), DIAGONAL)
    assert names(G, sorted(liberties)) == ["d2", "b4", "d4"]
