"""Mau Mau: the direction of play in "since", and who plays after the listener.

A nine reverses the direction; "since" told the nine among the cards without saying so, and
nothing said whose turn follows the listener's, which a player at the table sees.
"""

from __future__ import annotations

import pytest

from accessible_games.games.cards.mau_mau.rules import Play
from accessible_games.session.console import Console
from accessible_games.session.table import Seat, SeatKind, Table
from tests.games.cards.test_mau_mau import card, position

HUMAN = Seat(SeatKind.HUMAN)


def _reversed(lang: str) -> Console:
    """Four people; Player 1 plays the queen of clubs, Player 2 a nine of clubs, which turns
    play back to Player 1. Player 1's console."""
    state = position(["qc 8d kd ad", "9c 8h kh", "xh jh", "xs js"], "kc")
    table = Table(state.game, [HUMAN] * 4, state=state)
    me = Console(table, 0, lang=lang)
    table.submit(0, Play(card(state.game, "qc")))
    table.submit(1, Play(card(state.game, "9c")))
    return me


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "The direction of play changed."),
    ("de", "Die Spielrichtung hat gewechselt."),
])
def test_since_tells_the_direction_changed(lang, said):
    me = _reversed(lang)
    text = me.handle_line("since")[0].text
    assert said in text, text


AFTER = {"en": "After you, Player {n} plays.", "de": "Nach dir spielt Spieler {n}."}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_turn_and_status_say_who_plays_after_the_listener(lang):
    me = _reversed(lang)
    after = AFTER[lang].format(n=4)  # the nine turned play back: Player 4 follows Player 1
    assert after in me.turn_message().text
    assert after in " ".join(m.text for m in me.handle_line("status"))


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_hot_seat_hand_over_says_who_plays_after_the_person(lang):
    from accessible_games.session.hotseat import HotSeat

    state = position(["qc ac kd ad", "9c 8h kh", "xh jh", "xs js"], "kc")
    hot = HotSeat(Table(state.game, [HUMAN] * 4, state=state), lang=lang)
    hot.opening()
    said: list[str] = []
    for line in ("", "qc", "", "9c", ""):
        said = [m.text for m in hot.handle_line(line)]
    assert any(AFTER[lang].format(n=4) in text for text in said), said
    hot.handle_line("ac")  # the turn passes on to Player 4, then Player 3
    said = [m.text for m in hot.handle_line("")]  # Player 4 takes the keyboard
    assert any(AFTER[lang].format(n=3) in text for text in said), said


def test_two_players_hear_no_order():
    state = position(["qc 8d", "9c 8h"], "kc")
    me = Console(Table(state.game, [HUMAN] * 2, state=state), 0, lang="en")
    assert "After you" not in me.turn_message().text


@pytest.mark.parametrize(("lang", "spoken", "shown"), [
    ("en", "After you, Player 4 plays.", "hands: you 5, 3, 4, next 5."),
    ("de", "Nach dir spielt Spieler 4.", "Hände: du 5, 3, 4, danach 5."),
])
def test_the_status_brailles_who_plays_after_the_listener(lang, spoken, shown):
    """The spoken status said "After you, Player 4 plays." (a nine had turned the order
    round); its braille line left it out. The seat after the listener is marked among the
    hands, within 80 cells."""
    from accessible_games.lineup import REGISTRY
    from tests.braille_cells import cells

    game = REGISTRY.create("mau-mau")
    console = Console.local(game, [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3,
                            lang=lang, seed=3)
    console.opening()
    while console.computer_to_move():
        console.computer_move()
    _, answer = console.handle_line("status" if lang == "en" else "stand")
    assert spoken in answer.text
    assert answer.short.endswith(shown), answer.short
    assert cells(answer.short, lang) <= 80


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_status_says_after_you_only_on_the_listeners_turn(lang):
    """With Player 3 to move, Player 1's status said "Player 3 to move. After you, Player 2
    plays.": nobody plays after the listener then. The braille line never marked it."""
    state = position(["qc 8d kd ad", "9c 8h kh", "xh jh", "xs js"], "kc", turn=2)
    me = Console(Table(state.game, [HUMAN] * 4, state=state), 0, lang=lang)
    said = " ".join(m.text for m in me.handle_line("status" if lang == "en" else "stand"))
    assert {"en": "After you", "de": "Nach dir"}[lang] not in said, said
