"""Golden braille of a card table as a deafblind player reads it (40 cells, the language's
default table): the other players' cards in the brief form ("East: jack of diamonds.", not the
spoken sentence), the wish after a jack, the trick won, and the hand line of two-cell codes."""

from __future__ import annotations

import pytest

from accessible_games.frontends.board_braille import hand_region
from accessible_games.frontends.speaker import Speaker
from accessible_games.output.setup import build_outputs
from accessible_games.storage.settings import Settings
from tests.consoles import seated
from tests.golden import assert_golden

pytest.importorskip("louis", reason="liblouis python bindings are not installed")


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game_id,seed,plays", [("mau-mau", 4, 3), ("whist", 3, 2)])
def test_the_table_read_on_the_display(game_id, seed, plays, lang):
    outputs = build_outputs("recorder", "recorder", "recorder", lang)
    speaker = Speaker(outputs, Settings(board_line="on"), lang)
    me = seated(game_id, lang, seed)
    reader = outputs.announcer.reader
    lines = [f"hand line: {hand_region(me).braille}"]
    for _ in range(plays):
        if me.is_over:
            break
        move = me.observation.legal_moves[0]
        start = reader.posted
        speaker.say_session(me, me.handle_line(move.notation))
        while me.computer_to_move():
            speaker.say_session(me, me.computer_move(), own=False)
        lines.append(f"> {move.notation}")
        for entry in reader.entries_since(start):
            lines.append(f"  {entry.region.text}{' (held)' if entry.held else ''}")
            lines.append(f"  {entry.region.braille}")
    assert_golden(f"braille/cards.{game_id}.{lang}", lines)
