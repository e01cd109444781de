"""Replay: stepping through a game with narration, pinned in both languages."""

from __future__ import annotations

import pytest

from accessible_games.session.replay import Replay
from accessible_games.session.saving import session_from_stored
from accessible_games.storage.records import Record
from tests.golden import assert_golden

SCRIPTS = {
    "checkers": ["11-15", "22-18", "15x22", "25x18", "12-16"],
    "kalah": ["3", "1", "4"],
    "reversi": ["d3", "c3", "c4", "e3"],
}


@pytest.mark.parametrize("game_id", sorted(SCRIPTS))
@pytest.mark.parametrize("lang", ["en", "de"])
def test_replay_transcript(game_id, lang):
    record = Record(game_id, {}, 0, [{"kind": "human", "level": 2}] * 2, SCRIPTS[game_id])
    replay = Replay(session_from_stored(record, lang))
    lines = [f"open: {m.text}" for m in replay.opening()]
    for typed in ["first", "next", "next", "changes", "back", "jump 3", "board", "status",
                  "final", "next", "first", "back", "jump 99", "d5", "last"]:
        lines.append(f"> {typed}")
        lines += [f"  {m.text}" for m in replay.handle_line(typed)]
    assert_golden(f"replay/{game_id}.{lang}", lines)
