"""One conformance suite over every registered game (the OpenSpiel habit).

For each game: seeded random play to the end checks the State contract (legal moves iff not
over, undo, keys, copies, events, position text, typed notation of every legal move), and the
words exist in both languages (move messages, board reading, status, rules page, golden files).
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from accessible_games.engine import TurnKind
from accessible_games.engine.events import GameEnded
from accessible_games.lineup import REGISTRY, describer_for
from accessible_games.narration.catalog import LANGUAGES, catalog

ROOT = Path(__file__).resolve().parent.parent
MAX_PLIES = 600
GAME_IDS = REGISTRY.ids()


def random_game(game_id: str, seed: int, check=None) -> list[str]:
    game = REGISTRY.create(game_id)
    rng = random.Random(seed)
    state = game.new_state(rng)
    log = []
    while not state.is_terminal() and len(log) < MAX_PLIES:
        if state.turn_kind is TurnKind.CHANCE:
            move = state.sample_chance(rng)
        else:
            move = rng.choice(state.legal_moves())
        if check is not None:
            check(state, move)
        log.append(move.notation)
        state.play(move)
    return log


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_state_contract_over_random_games(game_id):
    game = REGISTRY.create(game_id)
    describers = [describer_for(game, lang) for lang in LANGUAGES]

    def check(state, move):
        legal = state.legal_moves()
        assert legal, "a running game must offer moves"
        assert state.count_moves() == len(legal)
        assert len(set(legal)) == len(legal), "duplicate moves"
        # Every legal move can be typed back in its own notation.
        for candidate in legal:
            assert state.parse_move(candidate.notation) == candidate, candidate.notation
        # The position text reads back to the same position.
        again = game.parse_position(state.to_text())
        assert again.key() == state.key()
        assert again.to_text() == state.to_text()
        # apply/undo restores everything; a copy is independent.
        key, text = state.key(), state.to_text()
        twin = state.copy()
        state.apply(move)
        assert twin.key() == key
        state.undo()
        assert state.key() == key and state.to_text() == text
        # Events describe the move in both languages.
        after = state.copy()
        mover = after.to_move
        events = after.play(move)
        assert any(isinstance(e, GameEnded) for e in events) == after.is_terminal()
        for describer in describers:
            message = describer.move_message(after, move, events, mover)
            assert message.text.strip() and message.short.strip()
            assert describer.moves_list(legal[:3])

    for seed in range(3):
        random_game(game_id, seed, check)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_seeded_play_is_deterministic(game_id):
    assert random_game(game_id, 42) == random_game(game_id, 42)


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_board_status_and_result_are_spoken(game_id, lang):
    game = REGISTRY.create(game_id)
    describer = describer_for(game, lang)
    rng = random.Random(5)
    state = game.new_state(rng)
    assert all(line.strip() for line in describer.board_lines(state))
    assert describer.status(state).text.strip()
    while not state.is_terminal():
        state.play(rng.choice(state.legal_moves()))
    outcome = state.outcome()
    assert outcome is not None
    assert describer.outcome_text(outcome).strip()
    assert describer.status(state).text.strip()


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_game_has_rules_name_and_golden_files(game_id, lang):
    page = ROOT / "docs" / "rules" / f"{game_id}.{lang}.md"
    assert page.exists(), f"missing rules page {page}"
    heading = {"en": "Choices we made", "de": "Unsere Entscheidungen"}[lang]
    assert heading in page.read_text(encoding="utf-8")
    assert catalog(lang).has(f"game.{game_id}.name")
    assert catalog(lang).has(f"game.{game_id}.notation")
    golden = list((ROOT / "tests" / "golden" / game_id).glob(f"*.{lang}.txt"))
    assert golden, f"no golden transcripts for {game_id} in {lang}"
