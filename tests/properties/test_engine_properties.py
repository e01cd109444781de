"""Properties of every game's rules, over move sequences hypothesis draws and shrinks.

Each test runs on every entry of the lineup, so a new game is covered the day it is added.
A sequence of integers picks the moves (index modulo the legal moves, or the chance
outcomes), so hypothesis shrinks a failure to the shortest game that shows it.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from accessible_games.engine import Move, State, TurnKind
from accessible_games.lineup import ENTRIES, REGISTRY
from accessible_games.storage.records import Record, rebuild
from tests.properties.profiles import NIGHTLY, PROFILE

GAME_IDS = [entry.game.id for entry in ENTRIES]
HIDDEN_IDS = [g for g in GAME_IDS if not REGISTRY.find(g).info.perfect_information]
PLIES = 120 if NIGHTLY else 40
choices = st.lists(st.integers(0, 10**6), max_size=PLIES)


def pick(state: State, index: int) -> Move:
    """The move ``index`` picks: a chance outcome at a chance turn, else a legal move."""
    if state.turn_kind is TurnKind.CHANCE:
        outcomes = [m for m, _ in state.chance_outcomes()]
        return outcomes[index % len(outcomes)]
    legal = state.legal_moves()
    return legal[index % len(legal)]


def walk(game_id: str, seed: int, picks: list[int], check=None) -> tuple[State, list[Move]]:
    """Play the picked moves from the seeded start (until the game ends)."""
    state = REGISTRY.create(game_id).new_state(random.Random(seed))
    played: list[Move] = []
    for index in picks:
        if state.is_terminal():
            break
        move = pick(state, index)
        if check is not None:
            check(state, move)
        state.play(move)
        played.append(move)
    return state, played


def snapshot(state: State) -> tuple[object, ...]:
    """Everything observable of a state: key, text, turn, legal moves, outcome."""
    return (state.key(), state.to_text(), state.turn_kind, state.to_move,
            tuple(state.legal_moves()), state.outcome())


@pytest.mark.parametrize("game_id", GAME_IDS)
@PROFILE
@given(seed=st.integers(0, 2**16), picks=choices)
def test_undo_restores_the_exact_state_and_key(game_id, seed, picks):
    def check(state, move):
        before = snapshot(state)
        state.play(move)
        state.undo()
        assert snapshot(state) == before

    state, played = walk(game_id, seed, picks, check)
    start = REGISTRY.create(game_id).new_state(random.Random(seed))
    for _ in played:
        state.undo()
    assert snapshot(state) == snapshot(start)


@pytest.mark.parametrize("game_id", GAME_IDS)
@PROFILE
@given(seed=st.integers(0, 2**16), picks=choices, more=choices)
def test_a_copy_is_independent(game_id, seed, picks, more):
    state, _ = walk(game_id, seed, picks)
    before = snapshot(state)
    twin = state.copy()
    assert snapshot(twin) == before
    for index in more:
        if twin.is_terminal():
            break
        twin.play(pick(twin, index))
    assert snapshot(state) == before
    if not state.is_terminal():
        state.play(pick(state, 0))
        state.undo()
    assert snapshot(state) == before
    # Independent all the way back: the copy undone to the start and played another way
    # leaves the original's own undo history intact.
    twin = state.copy()
    while twin.moves:
        twin.undo()
    for index in more:
        if twin.is_terminal():
            break
        twin.play(pick(twin, index + 1))
    start = REGISTRY.create(game_id).new_state(random.Random(seed))
    while state.moves:
        state.undo()
    assert snapshot(state) == snapshot(start)


@pytest.mark.parametrize("game_id", GAME_IDS)
@PROFILE
@given(seed=st.integers(0, 2**16), picks=choices)
def test_equal_positions_have_equal_keys_and_the_text_reads_back(game_id, seed, picks):
    game = REGISTRY.create(game_id)
    state, played = walk(game_id, seed, picks)
    again = game.new_state(random.Random(seed))
    for move in played:
        again.play(move)
    assert again.key() == state.key()
    read = game.parse_position(state.to_text())
    assert read.key() == state.key()
    assert read.to_text() == state.to_text()
    assert read.legal_moves() == state.legal_moves()


@pytest.mark.parametrize("game_id", GAME_IDS)
@PROFILE
@given(seed=st.integers(0, 2**16), picks=choices)
def test_every_legal_move_typed_parses_back_to_itself(game_id, seed, picks):
    state, _ = walk(game_id, seed, picks)
    for move in state.legal_moves():
        assert state.parse_move(move.notation) == move, move.notation


@pytest.mark.parametrize("game_id", HIDDEN_IDS)
@PROFILE
@given(seed=st.integers(0, 2**16), picks=choices, sample=st.integers(0, 2**16))
def test_a_sampled_deal_gives_the_same_observation(game_id, seed, picks, sample):
    state, _ = walk(game_id, seed, picks)
    game = REGISTRY.create(game_id)
    for viewer in [*range(game.num_players), None]:
        seen = state.observation(viewer)
        twin = state.redacted(viewer).sample_hidden(viewer, random.Random(sample))
        other = twin.observation(viewer)
        assert (other.key, other.legal_moves, other.turn_kind, other.to_move, other.outcome) \
            == (seen.key, seen.legal_moves, seen.turn_kind, seen.to_move, seen.outcome)
        # The redacted view itself is what the viewer may know: redacting it again changes
        # nothing the viewer reads.
        assert seen.view.info_key(viewer) == state.info_key(viewer)


@pytest.mark.parametrize("game_id", GAME_IDS)
@PROFILE
@given(seed=st.integers(0, 2**16), picks=choices)
def test_the_record_replays_to_the_same_position_and_outcome(game_id, seed, picks):
    """The picked opening, then seeded random play to the end (or a bound): the record
    rebuilds the same final position and outcome."""
    game = REGISTRY.create(game_id)
    rng = random.Random(seed)
    state, played = walk(game_id, seed, picks + [rng.randrange(10**6) for _ in range(600)])
    record = Record(game_id, dict(game.options), seed, moves=[m.notation for m in played])
    _, rebuilt, moves = rebuild(record)
    assert moves == played
    assert rebuilt.key() == state.key()
    assert rebuilt.outcome() == state.outcome()
