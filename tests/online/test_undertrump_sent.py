"""What a Whist card's undertrump flag sends: the same to every seat, no card but its own."""

from __future__ import annotations

from accessible_games.engine.events import events_for
from accessible_games.games.cards.core import Suit
from accessible_games.games.cards.parse import parse_face
from accessible_games.games.cards.tricks import PlayCard
from accessible_games.games.cards.whist.game import WhistGame
from accessible_games.online.mirror import decode_events
from accessible_games.online.protocol import to_json


def test_an_undertrump_reaches_every_seat_alike_and_names_only_its_card():
    """The flag is worked out from the trick on the table alone (a higher trump is already
    in it): every seat and a spectator receive the same event, which names no card but the
    one played, and the client reads it back as it was sent."""
    game = WhistGame()
    state = game.new_state()
    state.pending, state.trump, state.leader = [], Suit.HEARTS.value, 2

    def card(name: str) -> int:
        return game.deck.ids_of(parse_face(name))[0]

    state.hands = [[card("2h"), card("kd")], [card("3d")], [card("4d")], [card("3c")]]
    state.trick, state.turn = [card("as"), card("5h")], 0
    events = state.play_events(PlayCard(card("2h")))
    sent = [to_json(events_for(events, viewer)) for viewer in (None, 0, 1, 2, 3)]
    assert all(told == sent[0] for told in sent)
    assert sent[0] == [{"type": "CardPlayed", "seat": 0, "card": card("2h"),
                        "renounced": Suit.SPADES.value, "trumped": True,
                        "overtrumped": False, "undertrumped": True}]
    assert decode_events(sent[0]) == tuple(events)
