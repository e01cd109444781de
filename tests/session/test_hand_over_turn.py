"""At a hot seat the hand-over names the person taking the keyboard ("Player 3, this is for
you alone."); the turn said right after it does not name them again."""

from __future__ import annotations

import pytest

from accessible_games.lineup import REGISTRY
from accessible_games.session.hotseat import HotSeat
from accessible_games.session.table import Seat, SeatKind, Table

READY = {"en": ", this is for you alone.", "de": ", das Folgende ist nur für dich."}
TURN = {"en": ("Your turn.", "Your lead."), "de": ("Du bist am Zug.", "Du kommst raus.")}


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game_id", ["mau-mau", "whist"])
def test_the_turn_after_the_hand_over_does_not_name_the_person_again(game_id, lang):
    """Play-testing, four people at one keyboard: "Player 3, this is for you alone." then
    "Player 3, your turn." said the name twice in a row; the turn is now "Your turn."."""
    game = REGISTRY.create(game_id)
    table = Table(game, [Seat(SeatKind.HUMAN)] * game.num_players, seed=3)
    hot = HotSeat(table, lang)
    hot.opening()
    hand_overs = 0
    while not table.is_over and hand_overs < 6:
        if hot.waiting is None:
            hot.handle_line(hot.shown.observation.legal_moves[0].notation)
            continue
        name = hot.public.describer.player(hot.waiting)
        said = [m for m in hot.handle_line("")]
        assert said[0].text == name + READY[lang]
        turn = said[-1].text
        assert turn.startswith(TURN[lang]), turn
        assert name not in turn, turn
        assert said[-1].brief is None or said[-1].brief.startswith(TURN[lang])
        hand_overs += 1
    assert hand_overs == 6
