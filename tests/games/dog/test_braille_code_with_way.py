"""A card typed by the code the braille line shows it in, with its way.

Play-testing Dog in German, the hint's braille line read "Tipp: ⠓⠙ 1-9." (the eight of
diamonds); typed as read, "hd 1-9" was "Herz-Dame hast du nicht auf der Hand.": "hd" is also
Herz-Dame's short name, and a way after it kept the hand from deciding, as it does for "hd"
alone. The hand decides now; holding both cards, the way does.
"""

from __future__ import annotations

import pytest

from accessible_games.games.cards.core import Face, Rank, Suit
from accessible_games.games.cards.dog.game import DogGame
from accessible_games.games.cards.dog.positions import arrange
from accessible_games.session.console import Console, Seat, SeatKind

OTHERS = {1: ["2d"], 2: ["2c"], 3: ["2s"]}
"""The other seats' hands: a card each, none of them asked about."""


def _card(state, rank: Rank, suit: Suit) -> int:
    return state.deck.ids_of(Face(rank, suit))[0]


@pytest.mark.parametrize(("hand", "typed", "played"), [
    (["8d", "5h"], "hd 6-14", (Rank.EIGHT, Suit.DIAMONDS)),  # braille ⠓⠙, Herz-Dame by name
    (["8d", "5h"], "hd 14", (Rank.EIGHT, Suit.DIAMONDS)),
    (["2c", "5h"], "bc 6-8", (Rank.TWO, Suit.CLUBS)),  # braille ⠃⠉, Bube Kreuz by name
    (["Qh", "5h"], "hd 6-18", (Rank.QUEEN, Suit.HEARTS)),  # the name, as before
    (["Qh", "8d"], "hd 6-14", (Rank.EIGHT, Suit.DIAMONDS)),  # both held: the way decides
    (["Qh", "8d"], "hd 6-18", (Rank.QUEEN, Suit.HEARTS)),
])
def test_a_braille_code_with_a_way_plays_the_card_the_hand_holds(hand, typed, played):
    game = DogGame()
    state = arrange(game, {0: [5]}, {0: hand, **OTHERS})
    move = state.parse_move(typed)
    assert move.parts[0].value == _card(state, *played), typed


@pytest.mark.parametrize(("lang", "said"), [
    ("de", "Du spielst Karo-Acht und ziehst 8 Felder von Feld 6 auf Feld 14."),
    ("en", "You play the eight of diamonds and move 8 fields from field 6 to field 14."),
])
def test_the_hint_s_braille_code_typed_with_its_way_is_played(lang, said):
    game = DogGame()
    state = arrange(game, {0: [5]}, {0: ["8d"], **OTHERS})
    console = Console.local(game, [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3,
                            lang=lang, seed=0, state=state)
    console.opening()
    hint = console.handle_line("tipp" if lang == "de" else "hint")[0]
    assert "⠓⠙ 6-14" in (hint.short or ""), hint.short
    assert console.handle_line("hd 6-14")[0].text == said
