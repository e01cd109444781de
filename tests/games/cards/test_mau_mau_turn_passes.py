"""Mau Mau: the player who draws hears that the turn passes (it used to pass in silence)."""

from __future__ import annotations

import pytest

from accessible_games.games.cards.mau_mau.game import MauMauGame
from accessible_games.games.cards.mau_mau.rules import Drew
from accessible_games.narration.games.mau_mau import MauMauDescriber
from tests.games.cards.table_play import against_beginners


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "You draw the queen of spades. Drawing ends your turn."),
    ("de", "Du ziehst Pik-Dame. Nach dem Ziehen ist dein Zug vorbei."),
])
def test_drawing_says_the_turn_passes(lang, expected):
    """Play-testing: "Du ziehst Kreuz-Bube." and then the others played, the drawn card
    fitting or not; nothing said that drawing ends the turn (the seed's rule)."""
    console = against_beginners(MauMauGame(), lang, 0)
    assert [m.text for m in console.handle_line("draw")][0] == expected


def test_the_rule_is_said_in_full_once_then_shortly():
    """Once the rule is known, "Turn over." is enough. Another seat's draw, and a draw after
    which the drawn card may still be played (the house rule), end no turn of the listener's."""
    words = MauMauDescriber(MauMauGame(), "en")
    words.you = 0
    assert words.draw_ends_turn([Drew(1, 1)]) is None
    assert [words.draw_ends_turn([Drew(0, 1)]) for _ in range(2)] == [
        "Drawing ends your turn.", "Turn over."]
    may_play = MauMauDescriber(MauMauGame({"draw_rule": "play_drawn"}), "en")
    may_play.you = 0
    assert may_play.draw_ends_turn([Drew(0, 1)]) is None
    assert may_play.draw_ends_turn([Drew(0, 2, forced=True)]) == "Drawing ends your turn."
