"""A card typed that the hand does not hold, on the braille line of the card games.

The refusal names the card understood and the way on ("You do not hold the seven of diamonds;
you may play the jack of clubs, the seven of hearts or the queen of spades or draw a card.").
Spoken whole, it ran to 98-116 cells on the braille line; there its brief form names the cards
that may be played in their codes, within two windows of a 40-cell display.
"""

from __future__ import annotations

import random

import pytest

from accessible_games.ai import playouts
from accessible_games.lineup import REGISTRY
from accessible_games.narration.message import MessageKind
from accessible_games.session.console import Console, Seat, SeatKind
from tests.braille_cells import DISPLAY_CELLS, cells


@pytest.fixture(autouse=True)
def _unhurried_computer(monkeypatch: pytest.MonkeyPatch) -> None:
    """The computers search on the wall clock; here it stands still, so a seed plays alike."""
    monkeypatch.setattr(playouts, "clock", lambda: 0.0)


def _refusals(game_id: str, lang: str, seed: int, turns: int = 6) -> list[tuple[str, str]]:
    """The refusals (spoken, brailled) of every card not in the hand typed by name at the
    first ``turns`` card turns of a person in the first seat."""
    game = REGISTRY.create(game_id)
    seats = [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * (game.num_players - 1)
    console = Console.local(game, seats, lang=lang, seed=seed)
    console.opening()
    chooser = random.Random(seed)
    said: list[tuple[str, str]] = []
    names = console.describer.names  # type: ignore[attr-defined]
    for _ in range(400):
        if console.is_over or turns == 0:
            break
        if console.computer_to_move():
            console.computer_move()
            continue
        legal = console.observation.legal_moves
        if not legal:
            console.forced_moves()
            continue
        hand = set(console.state.hands[0])  # type: ignore[attr-defined]
        if any(getattr(m, "card", None) is not None for m in legal):
            turns -= 1
            faces = {names.deck.face(c) for c in hand}
            for card in range(len(names.deck)):
                if names.deck.face(card) in faces:
                    continue
                faces.add(names.deck.face(card))
                answer = console.handle_line(names.card(card))
                refusal = next(m for m in answer if m.kind is MessageKind.ILLEGAL)
                said.append((refusal.text, refusal.short))
        console.handle_line(chooser.choice(legal).notation)
    return said


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game_id", ["mau-mau", "whist", "doppelkopf"])
def test_a_card_not_held_fits_two_windows(game_id, lang):
    said = _refusals(game_id, lang, seed=5)
    assert said
    held = {"en": "not", "de": "nicht"}[lang]
    for text, shown in said:
        assert held in shown.casefold(), (shown, text)
        assert cells(shown, lang) <= 2 * DISPLAY_CELLS, (shown, text)
