"""Mau Mau's turn line in a game of four: the card on the pile, which the player needs first
to choose a card, right after the turn, and who plays next last ("Your turn. On the pile:
the seven of clubs. After you, Player 4 plays.", was "... After you, Player 4 plays. On the
pile: ..."); its braille line within 80 cells, also where the seat is named."""

from __future__ import annotations

import pytest

from accessible_games.lineup import REGISTRY, describer_for
from accessible_games.narration.message import Message, MessageKind
from accessible_games.session.console import Console, Seat, SeatKind
from tests.braille_cells import DISPLAY_CELLS, cells

HUMAN, COMPUTER = Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)


def turn_with_pile(seats: list[Seat], lang: str) -> Message:
    """Seed 0, the first legal card each time: the first turn line that reminds the player of
    the pile (others drew since it was played)."""
    console = Console.local(REGISTRY.create("mau-mau"), seats, lang=lang, seed=0)
    said = console.opening()
    for _ in range(30):
        while console.computer_to_move():
            said = console.computer_move() or said
        turns = [m for m in said if m.kind is MessageKind.TURN]
        if turns and ("pile" in turns[-1].text or "Stapel" in turns[-1].text):
            return turns[-1]
        said = console.handle_line(console.observation.legal_moves[0].notation)
    raise AssertionError("no turn line with the pile")


@pytest.mark.parametrize(("lang", "line"), [
    ("en", "Your turn. On the pile: the seven of clubs. After you, Player 4 plays."),
    ("de", "Du bist am Zug. Auf dem Stapel: Kreuz-Sieben. Nach dir spielt Spieler 4."),
])
def test_the_pile_comes_right_after_the_turn_and_the_next_player_last(lang, line):
    turn = turn_with_pile([HUMAN, COMPUTER, COMPUTER, COMPUTER], lang)
    assert turn.text == line
    assert cells(turn.short, lang) <= 2 * DISPLAY_CELLS, turn.short


@pytest.mark.parametrize("lang", ["en", "de"])
def test_with_the_seat_named_the_braille_line_still_fits(lang):
    """Where the seat is named ("Player 1, your turn. On the pile: the queen of diamonds.
    After you, Player 4 plays.", 90 cells in English) the braille line gives the pile in its
    code."""
    game = REGISTRY.create("mau-mau")
    words = describer_for(game, lang)
    table = Console.local(game, [HUMAN] * 4, lang=lang, seed=0).table
    table.advance()  # the deal
    state = table.state
    seat = state.to_move
    words.you = seat
    reminder = words.turn_reminder(state, ()) or ""
    assert reminder
    said = words.turn_prompt(state, seat, reminder)
    brief = words.turn_prompt_brief(state, seat, reminder)
    assert said.startswith(("Player ", "Spieler ")) and reminder in said, said
    assert brief is not None and words.card_code(state.discard[-1]) in brief, brief
    assert brief.endswith(words.after_you_text(state, seat)), brief
    assert cells(brief, lang) <= 2 * DISPLAY_CELLS, brief

