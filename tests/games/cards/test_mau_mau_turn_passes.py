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


@pytest.mark.parametrize(("lang", "card", "news"), [
    ("en", "You draw the king of clubs. Drawing ends your turn.",
     "The pile was shuffled into a new talon, which now holds 3 cards."),
    ("de", "Du ziehst Kreuz-König. Nach dem Ziehen ist dein Zug vorbei.",
     "Der Ablagestapel wurde neu gemischt; im Talon liegen jetzt 3 Karten."),
])
def test_the_last_card_of_the_talon_is_named_with_the_draw_and_the_reshuffle_said_once(
        lang, card, news):
    """Drawing the talon's last card, which reshuffles the pile: the card was not named with
    the draw ("You draw a card. You get the king of clubs. The pile was shuffled ..."), and
    at a hot seat the reshuffle came twice, for everybody and again after the card, told to
    the drawer alone."""
    from accessible_games.session.console import Console, Seat, SeatKind
    from accessible_games.session.hotseat import open_game
    from tests.games.cards.test_mau_mau import position

    def seated(second: SeatKind) -> Console:
        state = position(["8s 9s", "kh 9c qs", "7c 7d"], "xh ah qh 7h", talon="kc")
        seats = [Seat(SeatKind.HUMAN), Seat(second, 1), Seat(SeatKind.COMPUTER, 1)]
        return open_game(state.game, seats, lang=lang, state=state)

    alone = seated(SeatKind.COMPUTER)
    alone.opening()
    said = [m.text for m in alone.handle_line("draw")]
    assert said[:2] == [card, news]
    hot = seated(SeatKind.HUMAN)
    hot.opening()
    hot.handle_line("")  # player 1 takes the keyboard
    said = [m.text for m in hot.handle_line("draw")]
    assert said.count(news) == 1 and card in said
    # The drawer's card, then (after the screen clears) everybody's news of the draw.
    assert said.index(card) < said.index(news)
