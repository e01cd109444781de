"""The words the Mad Mate rules give for asking about the reserves are understood: the rules
once named a "pocket" query that the game answered with "I cannot read "pocket"."."""

from __future__ import annotations

from pathlib import Path

import pytest

from accessible_games.games.chess_variants import MadMateGame
from accessible_games.lineup import REGISTRY
from accessible_games.session.console import Console, Seat, SeatKind

RULES = Path(__file__).parents[3] / "docs" / "rules"


@pytest.mark.parametrize(("lang", "words", "answer"), [
    ("en", ("details", "reserve", "pocket"),
     "White has in reserve: one knight. Black's reserve is empty."),
    ("de", ("besonderes", "reserve", "vorrat"),
     "In der Reserve von Weiß: ein Springer. Die Reserve von Schwarz ist leer."),
])
def test_the_reserve_words_of_the_rules_answer(lang, words, answer):
    game = REGISTRY.create("mad-mate")
    state = game.parse_position("4k3/8/8/8/8/8/8/4K3[N] w - - 0 1")
    console = Console.local(game, [Seat(SeatKind.HUMAN)] * 2, lang=lang, state=state)
    rules = (RULES / f"mad-mate.{lang}.md").read_text(encoding="utf-8")
    for word in words:
        assert f"`{word}`" in rules
        assert [m.text for m in console.handle_line(word)] == [answer]


def test_the_german_summary_calls_the_reserve_what_the_game_calls_it():
    """Choosing Mad Mate in German said "Vorrat", while the moves, the status and the rules
    say "Reserve"."""
    from accessible_games.lineup import describer_for

    summary = describer_for(REGISTRY.create("mad-mate"), "de").cat.text("game.mad-mate.summary")
    assert "Reserve des Schlagenden" in summary and "Vorrat" not in summary


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_drop_as_braille_shows_it_reads_back_as_the_same_drop(lang):
    """German braille showed a pawn's drop as "B@d5", which typed back is a bishop's."""
    from accessible_games.narration.games.chess_variants import MadMateDescriber

    for reserve, typed in (("P", "@d5"), ("B", "B@d5"), ("N", "N@d5")):
        state = MadMateGame().parse_position(f"4k3/8/8/8/8/8/8/4K3[{reserve}] w - - 0 1")
        move = state.parse_move(typed)
        events = state.play(move)
        short = MadMateDescriber(state.game, lang).move_message(state, move, events, 0).short
        state.undo()
        assert state.parse_move(short) == move, short
