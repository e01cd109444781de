"""A new game at the same card table: the deal passes on, as it does from deal to deal, so
the player left of the last deal's dealer deals first (a play-tester heard "ann hat gegeben."
at the start of both games)."""

from __future__ import annotations

import random

import pytest

from accessible_games.engine import TurnKind
from accessible_games.lineup import REGISTRY
from tests.consoles import seated

GAMES = {"whist": {"games": "1"}, "mau-mau": {}, "doppelkopf": {"deals": "4"}}


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_next_game_is_dealt_left_of_the_last_dealer(game_id: str) -> None:
    """Played to the end, any dealer first: the next game's first dealer is the seat left
    of whoever dealt the last deal (Doppelkopf's deal has passed on when it is scored)."""
    for first in range(4):
        game = REGISTRY.find(game_id)({**GAMES[game_id], "dealer": str(first)})
        state = game.new_state()
        rng = random.Random(first)
        dealer = first
        while not state.is_terminal():
            dealer = state.dealer  # type: ignore[attr-defined]
            if state.turn_kind is TurnKind.CHANCE:
                state.play(state.sample_chance(rng))
            else:
                state.play(rng.choice(state.legal_moves()))
        assert state.next_game_options() == {"dealer": (dealer + 1) % game.num_players}


@pytest.mark.parametrize(("game_id", "lang", "rematch", "yes", "dealt"), [
    ("whist", "en", "rematch", "yes", "East turns up the "),
    ("whist", "de", "revanche", "ja", "Ost deckt "),
    ("mau-mau", "en", "rematch", "yes", "Player 2 dealt."),
    ("mau-mau", "de", "revanche", "ja", "Spieler 2 hat gegeben."),
])
def test_a_rematch_is_dealt_by_the_next_dealer(game_id: str, lang: str, rematch: str,
                                               yes: str, dealt: str) -> None:
    """A rematch during the first deal (North's, Player 1's): the next game is East's or
    Player 2's to deal."""
    console = seated(game_id, lang)
    console.handle_line(rematch)
    console.handle_line(yes)
    new = console.switch_to
    assert new is not None
    said = [m.text for m in new.opening()]
    assert any(t.startswith(dealt) for t in said), said
    # The dealer passed on is no rule changed ("Rules changed: First dealer: East.").
    assert not any(t.startswith(("Rules changed", "Geänderte Regeln")) for t in said), said
