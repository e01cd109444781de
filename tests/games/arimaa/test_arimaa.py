"""Arimaa rules on hand-made positions; each expected answer is reasoned in a comment."""

from __future__ import annotations

import pytest

from accessible_games.ai.alphabeta import search
from accessible_games.engine import EndReason, IllegalMoveError, ReasonCode
from accessible_games.engine.grid import parse_algebraic
from accessible_games.games.arimaa import Action, ArimaaGame
from accessible_games.games.arimaa.board import GOLD, SILVER
from accessible_games.games.arimaa.evaluation import evaluate, order_key
from accessible_games.games.arimaa.game import ELIMINATION, GOAL


def sq(name: str) -> int:
    square = parse_algebraic(name, 8, 8)
    assert square is not None
    return square


def state_of(pieces: str, side: str = "g"):
    """A turn-start position from "Ed4 rd5 rh7" (letter, square)."""
    grid = [["."] * 8 for _ in range(8)]
    for token in pieces.split():
        s = sq(token[1:])
        grid[s // 8][s % 8] = token[0]
    rows = []
    for row in range(7, -1, -1):
        text, empty = "", 0
        for char in grid[row]:
            if char == ".":
                empty += 1
                continue
            text += (str(empty) if empty else "") + char
            empty = 0
        rows.append(text + (str(empty) if empty else ""))
    return ArimaaGame().parse_position(f"{'/'.join(rows)} {side} 0")


def play(state, *texts):
    for text in texts:
        state.play(state.parse_move(text))


def notations(state, square=None):
    moves = state.legal_moves() if square is None else state.moves_from(sq(square))
    return sorted(m.notation for m in moves)


def test_start_has_eight_rabbit_steps():
    # Quick setup: only the rabbits on rank 2 can move, each one square north.
    state = ArimaaGame().new_state()
    assert notations(state) == sorted(f"R{c}2n" + (f" R{c}3x" if c in "cf" else "")
                                      for c in "abcdefgh")


def test_rabbit_never_steps_back():
    # A lone gold rabbit on d4 steps north, east or west; never south.
    state = state_of("Rd4 rh7")
    assert notations(state, "d4") == ["Rd4e", "Rd4n", "Rd4w"]
    with pytest.raises(IllegalMoveError):
        state.parse_move("Rd4s")


def test_freezing_and_unfreezing():
    # The silver cat d5 is stronger than the gold rabbit d4 and no gold piece is next to it.
    frozen = state_of("Rd4 cd5 Ra2 rh7")
    assert frozen.frozen(sq("d4"))
    assert notations(frozen, "d4") == []
    with pytest.raises(IllegalMoveError) as error:
        frozen.parse_move("Rd4e")
    assert error.value.reason.code is ReasonCode.PIECE_HAS_NO_MOVES
    # A gold dog on e4 beside it unfreezes it.
    free = state_of("Rd4 De4 cd5 rh7")
    assert not free.frozen(sq("d4"))
    assert "Rd4w" in notations(free, "d4")


def test_push_and_pull_cases():
    # Gold elephant d4, silver rabbit d5, nothing else near: 3 steps (d3, c4, e4), 3 pushes (the
    # rabbit to d6, c5 or e5, the elephant following to d5), 3 pulls (the elephant to d3, c4 or
    # e4, the rabbit following to d4).
    state = state_of("Ed4 rd5 Ra2")
    moves = state.moves_from(sq("d4"))
    kinds = sorted(m.action.value for m in moves)
    assert kinds == ["pull"] * 3 + ["push"] * 3 + ["step"] * 3
    push = state.parse_move("rd5n Ed4n")
    assert push.action is Action.PUSH and push.parts == (sq("d4"), sq("d5"), sq("d6"))
    assert state.parse_move("d4 d5 d6") == push
    pull = state.parse_move("Ed4s rd5s")
    assert pull.action is Action.PULL and pull.parts == (sq("d4"), sq("d3"), sq("d5"))
    play(state, "rd5n Ed4n")
    assert state.to_move == GOLD and state.used == 2
    # A pushed rabbit may go backward: silver rabbit d6 is pushed north (towards silver's home)
    # above; now the elephant d5 pushes it again, east.
    assert "rd6e Ed5n" in notations(state, "d5")


def test_no_push_with_one_step_left_and_no_push_by_equals():
    state = state_of("Ed4 rd5 Ra2")
    play(state, "Ra2n", "Ra3n", "Ra4n")
    # One step left: the elephant can only step.
    assert {m.action for m in state.moves_from(sq("d4"))} == {Action.STEP}
    # A cat cannot push a cat.
    equal = state_of("Cd4 cd5 Ra2")
    assert all(m.action is Action.STEP for m in equal.moves_from(sq("d4")))


def test_trap_with_and_without_friend():
    # A gold rabbit stepping onto c3 with no gold neighbour there is removed at once.
    alone = state_of("Rc2 rh7")
    move = alone.parse_move("Rc2n")
    assert move.notation == "Rc2n Rc3x"
    play(alone, "Rc2n")
    assert alone.cells[sq("c3")] == 0
    # With a gold dog on b3 next to the trap it stays.
    guarded = state_of("Rc2 Db3 rh7")
    play(guarded, "Rc2n")
    assert guarded.cells[sq("c3")] != 0


def test_friend_leaving_drops_the_piece_on_the_trap():
    # Gold cat on trap c3 held by the dog c2 only; the dog steps away west: the cat falls.
    state = state_of("Cc3 Dc2 Ra2 rh7")
    assert state.parse_move("Dc2e").notation == "Dc2e Cc3x"


def test_push_into_a_trap_recorded_before_the_pushing_step():
    # Silver dog c4 pushed south onto the trap c3 (no silver friend there) by the elephant c5.
    state = state_of("Ec5 dc4 Ra2 rh7")
    move = state.parse_move("dc4s Ec5s")
    assert move.notation == "dc4s dc3x Ec5s"


def test_pulling_piece_may_fall_while_pulling():
    # Gold dog c4 steps onto the unguarded trap c3 and is removed; the silver cat c5 still
    # follows into c4.
    state = state_of("Dc4 cc5 Ra2 rh7")
    move = state.parse_move("Dc4s cc5s")
    assert move.notation == "Dc4s Dc3x cc5s"
    play(state, "Dc4s cc5s")
    assert state.cells[sq("c3")] == 0 and state.cells[sq("c4")] != 0


def test_goal_made_and_unmade_within_a_turn():
    # The elephant d3 pushes the silver rabbit d2 onto d1, silver's goal...
    state = state_of("Ed3 rd2 Ra5 rh7")
    play(state, "rd2s Ed3s")
    # ...and pulls it back to d2 in the same turn (elephant d2 to e2): no goal at the turn's end.
    play(state, "Ed2e rd1n")
    assert state.to_move == SILVER and not state.is_terminal()
    # Had gold ended the turn with the rabbit on d1, silver would have won (check 2).
    other = state_of("Ed3 rd2 Ra5 rh7")
    play(other, "rd2s Ed3s", "end")
    assert other.outcome().winners == {SILVER} and other.outcome().reason is GOAL


def test_own_goal_first():
    # Gold's rabbit reaches rank 8 while a silver rabbit pushed onto rank 1 is also there: the
    # mover wins (check 1 comes before check 2).
    state = state_of("Rb7 Ed3 rd2 rh7")
    play(state, "rd2s Ed3s", "Rb7n", "end")
    assert state.outcome().winners == {GOLD} and state.outcome().reason is GOAL


def test_elimination():
    # The last silver rabbit, c4, is pushed onto the unguarded trap c3 by the elephant c5.
    state = state_of("Ec5 rc4 Ra2")
    play(state, "rc4s Ec5s", "end")
    assert state.outcome().winners == {GOLD} and state.outcome().reason is ELIMINATION


def test_immobilised_side_loses():
    # Silver's only piece is a rabbit a5 frozen by the gold camel a4. Gold steps elsewhere.
    state = state_of("Ma4 Rh2 ra5")
    play(state, "Rh2n", "end")
    assert state.outcome().winners == {GOLD}
    assert state.outcome().reason is EndReason.NO_MOVES


def test_turn_must_change_the_board():
    # Elephant d4 north and back south: the board is as at the turn's start, "end" is refused.
    state = state_of("Ed4 Ra2 rh7")
    play(state, "Ed4n", "Ed5s")
    with pytest.raises(IllegalMoveError) as error:
        state.parse_move("end")
    assert error.value.reason.code is ReasonCode.CANNOT_PASS
    # Third and fourth step may not restore it either: north, south, north, then south is gone.
    play(state, "Ed4n")
    assert "Ed5s" not in notations(state)


def test_third_repetition_is_refused():
    # The elephants shuffle; the start board with gold to move appears again after two turns
    # each. The second time round silver cannot end a turn that makes it a third time.
    state = state_of("Ed4 Ra2 eh6 rh7")
    cycle = ["Ed4n", "end", "eh6w", "end", "Ed5s", "end", "eg6e", "end"]
    play(state, *cycle)
    play(state, *cycle[:6])
    play(state, "eg6e")
    with pytest.raises(IllegalMoveError):
        state.parse_move("end")


def test_position_text_mid_turn_round_trip():
    state = state_of("Ed4 rd5 Ra2 rh7")
    play(state, "Ed4w")
    text = state.to_text()
    assert text.split()[1:3] == ["g", "1"]
    again = ArimaaGame().parse_position(text)
    assert again.key() == state.key()
    assert again.to_text() == text


def test_arrange_setup_phase():
    # With setup=arrange Gold swaps first, then Silver, then Gold begins to play.
    game = ArimaaGame({"setup": "arrange"})
    state = game.new_state()
    assert state.setup == 0
    # Gold's 16 pieces give 120 pairs; equal pairs (28 rabbit pairs, one each of horses, dogs,
    # cats) cannot be swapped: 89 swaps, each from either square (178), and end.
    assert len(state.legal_moves()) == 179
    # The camel d1 and the elephant e1 change places: rank 1 reads D H C E M C H D.
    play(state, "d1 e1")
    assert state.to_text().split()[0].endswith("DHCEMCHD")
    assert state.to_text().split()[2:] == ["setup", "1"]
    play(state, "end")
    assert state.to_move == SILVER and state.setup == 0
    # Silver swaps its dog a8 and horse b8.
    play(state, "a8 b8", "end")
    assert state.setup is None and state.to_move == GOLD
    assert state.to_text().startswith("hdcmechd/")
    # Undo goes back into the setup.
    state.undo()
    assert state.setup == 1 and state.to_move == SILVER
    again = game.parse_position(state.to_text())
    assert again.key() == state.key()


def test_a_setup_swap_may_name_either_piece_first():
    # "a2 d1" swaps the rabbit and the camel as "d1 a2" does; it was read as a step of the
    # rabbit ("cannot move now"), and the cursor on a2 offered no swap.
    game = ArimaaGame({"setup": "arrange"})
    first, second = game.new_state(), game.new_state()
    play(first, "a2 d1")
    play(second, "d1 a2")
    assert first.to_text() == second.to_text()
    assert first.to_text().split()[0].endswith("/MRRRRRRR/DHCRECHD")


def test_arrange_random_play_round_trips():
    import random

    game = ArimaaGame({"setup": "arrange"})
    rng = random.Random(3)
    state = game.new_state()
    for _ in range(60):
        legal = state.legal_moves()
        for move in legal:
            assert state.parse_move(move.notation) == move
        key = state.key()
        move = rng.choice(legal)
        state.apply(move)
        state.undo()
        assert state.key() == key
        state.play(move)
        assert game.parse_position(state.to_text()).key() == state.key()


def test_a_step_must_name_the_piece_on_its_square():
    # Gold elephant on d4, gold rabbit on a2. "Ra2n" is the rabbit's step; "Ea2n" names the
    # elephant, which is on d4, so it is refused and points at Ra2n; "ra2n" writes the gold
    # rabbit in small letters (Silver's case), refused with the same fix. The push
    # "rd5n Ed4n" names the silver rabbit on d5 correctly and is accepted.
    from accessible_games.games.arimaa.game import ArimaaRule, LetterReason

    state = state_of("Ed4 Ra2 rd5")
    for typed, rule in (("Ea2n", ArimaaRule.WRONG_PIECE), ("ra2n", ArimaaRule.WRONG_CASE),
                        ("rd5n Dd4n", ArimaaRule.WRONG_PIECE)):
        with pytest.raises(IllegalMoveError) as caught:
            state.parse_move(typed)
        reason = caught.value.reason
        assert isinstance(reason, LetterReason) and reason.rule is rule
    assert caught.value.reason.fixed == "Ed4n"
    assert state.parse_move("Ra2n").parts == (sq("a2"), sq("a3"))
    assert state.parse_move("rd5n Ed4n").parts == (sq("d4"), sq("d5"), sq("d6"))


# -- the search leaves out steps that only undo steps of the same turn -----------------------

BACK_AND_FORTH = ("1hcmechd/1rrrrrrr/dR1R4/8/8/r7/R1R1RRRR/DHCMECHD s 2 "
                  "1hcmechd/drrrrrrr/1R1R4/8/r7/8/R1R1RRRR/DHCMECHD")
"""From a play-test: Silver, two steps used, stepped its rabbit a3 to b3, and the hint then
said b3 to a3: the board of two steps before, with a step fewer left."""


def test_a_step_back_to_a_board_of_the_same_turn_is_legal_but_not_searched():
    state = ArimaaGame().parse_position(BACK_AND_FORTH)
    state.apply(state.parse_move("ra3e"))
    back = state.parse_move("rb3w")
    assert back in state.legal_moves()
    assert back not in state.search_moves()
    assert len(state.search_moves()) == len(state.legal_moves()) - 1


def test_the_search_no_longer_suggests_going_back():
    # At depth 2 to 4 the search chose rb3w: wasting the steps pushed Gold's reply beyond its
    # horizon. Now it must do something else with its last step, or end the turn.
    state = ArimaaGame().parse_position(BACK_AND_FORTH)
    state.apply(state.parse_move("ra3e"))
    for depth in (2, 4):
        move = search(state.copy(), evaluate, max_depth=depth, order_key=order_key).move
        assert move is not None and move.notation != "rb3w", depth


def test_a_step_back_after_a_piece_fell_into_a_trap_is_still_searched():
    # Gold's dog on the trap c3 has one friend, the cat on d3; the cat steps to d4 and the
    # dog falls. Going back to d3 gives another board (no dog), so it stays.
    state = ArimaaGame().parse_position("4e3/8/8/8/8/2DC4/8/4E3 g 0")
    state.apply(state.parse_move("Cd3n"))
    back = state.parse_move("Cd4s")
    assert back in state.search_moves()


def test_a_rabbit_on_a_trap_and_off_again_is_not_searched():
    # The rabbit from b3 onto the trap c3 (guarded by the dog on d3) and straight back.
    state = ArimaaGame().parse_position("4e3/8/8/8/8/1R1D4/8/4E3 g 0")
    state.apply(state.parse_move("Rb3e"))
    assert state.parse_move("Rc3w") not in state.search_moves()
