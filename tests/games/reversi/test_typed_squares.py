"""Reversi's typed moves as the player meets them: every form a placement or a pass may be
typed in, and every refusal (off the board, taken, nothing flipped, passing with a move,
unreadable, two squares for one), in both languages. Pinned before Reversi read its typed
squares through :mod:`accessible_games.engine.typed`."""

from __future__ import annotations

import pytest

from accessible_games.engine.types import IllegalMoveError, InvalidMoveError, ReasonCode
from accessible_games.lineup import REGISTRY
from accessible_games.session.console import Console, Seat, SeatKind


def _say(lang: str, typed: str) -> list[str]:
    """What two people at the keyboard hear at the start when ``typed`` is typed."""
    game = REGISTRY.create("reversi")
    console = Console.local(game, [Seat(SeatKind.HUMAN)] * 2, lang=lang)
    console.opening()
    return [m.text for m in console.handle_line(typed)]


PLAYED = {"en": ["Black plays d3, flipping d4.", "White, your turn."],
          "de": ["Schwarz setzt auf d3 und dreht d4 um.", "Weiß, du bist am Zug."]}


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("typed", ["d3", "D3", " d3 ", "d 3", "D 3"])
def test_every_typed_form_places_the_disc(lang, typed):
    assert _say(lang, typed) == PLAYED[lang]


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("en", "k9", "k9 is not on the board, which goes from a1 to h8."),
    ("en", "K9", "k9 is not on the board, which goes from a1 to h8."),
    ("en", "i8", "i8 is not on the board, which goes from a1 to h8."),
    ("de", "z99", "Ein Feld z99 gibt es nicht; das Brett reicht von a1 bis h8."),
    ("de", "k 9", "Ein Feld k9 gibt es nicht; das Brett reicht von a1 bis h8."),
    ("en", "d4", "There is already a white disc on d4. You can play d3, c4, f5, or e6."),
    ("de", "a1", "Ein Stein auf a1 würde nichts umdrehen. Du kannst auf d3, c4, f5 oder e6 "
     "setzen."),
    ("en", "pass", "You cannot pass while you can place a disc, for example on d3, c4, f5, "
     "or e6."),
    ("de", "passen", "Passen geht nicht, solange du setzen kannst, zum Beispiel auf d3, c4, f5 "
     "oder e6."),
    ("en", "hello", 'I cannot read "hello". Type a square such as d3, or pass when you have no '
     "move, or help for the commands."),
    ("en", "d3-e3", 'A move names one square, such as d3; "d3-e3" names 2.'),
    ("de", "d3 e3", "Ein Zug nennt ein Feld, etwa d3; „d3 e3“ nennt 2."),
    ("de", "a0", "Ich verstehe „a0“ nicht. Tippe ein Feld wie d3, oder passen, wenn du nicht "
     "setzen kannst, oder tippe hilfe für die Befehle."),
])
def test_each_refusal_says_why(lang, typed, said):
    assert _say(lang, typed) == [said]


@pytest.mark.parametrize(("typed", "square"), [("k9", "k9"), (" I8 ", "i8"), ("Z99", "z99")])
def test_off_the_board_is_refused_with_the_square_as_typed(typed, square):
    state = REGISTRY.create("reversi").new_state()
    with pytest.raises(IllegalMoveError) as error:
        state.parse_move(typed)
    assert (error.value.reason.code, error.value.reason.typed) == (ReasonCode.OFF_BOARD, square)


def test_a_smaller_board_names_its_own_last_square():
    game = REGISTRY.create("reversi", {"size": 6})
    with pytest.raises(IllegalMoveError) as error:
        game.new_state().parse_move("g1")
    assert error.value.reason.locations == (0, 35)


@pytest.mark.parametrize("typed", ["hello", "a0", "d3e"])
def test_unreadable_text_names_the_expected_form(typed):
    with pytest.raises(InvalidMoveError) as error:
        REGISTRY.create("reversi").new_state().parse_move(typed)
    assert error.value.expected == "a square from a1 to h8 (like d3), or pass"
