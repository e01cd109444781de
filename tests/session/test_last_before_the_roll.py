"""'last' in a dice game: the last move of a player, with the roll after it.

A newcomer at Rakado heard the computer's move, then "You rolled 4: 16 pieces can move." and
typed last to hear the move again: the answer was the roll alone, said once more; so was the
tutorial's step "hear the last move again"."""

from __future__ import annotations

import pytest

from tests.consoles import seated


@pytest.mark.parametrize(("game_id", "lang", "last", "expected"), [
    ("rakado", "en", "last", ["Black moves from g16 to g14.",
                              "You rolled 5: 16 pieces can move."]),
    ("rakado", "de", "letzter", ["Schwarz zieht von g16 nach g14.",
                                 "Du hast 5 gewürfelt: 16 Figuren können ziehen."]),
    ("rakado-teams", "en", "last", ["Red moves from d16 to d11.",
                                    "You rolled 6: 8 pieces can move."]),
    ("rakado-teams", "de", "letzter", ["Rot zieht von d16 nach d11.",
                                       "Du hast 6 gewürfelt: 8 Figuren können ziehen."]),
])
def test_last_after_a_roll_tells_the_move_before_it(game_id, lang, last, expected):
    console = seated(game_id, lang)
    console.handle_line(console.state.legal_moves()[0].notation)
    while console.computer_to_move():
        console.computer_move()
    assert [m.text for m in console.handle_line(last)] == expected


@pytest.mark.parametrize(("lang", "last", "expected"), [
    ("en", "last", ["You rolled 2: 16 pieces can move."]),
    ("de", "letzter", ["Du hast 2 gewürfelt: 16 Figuren können ziehen."]),
])
def test_last_before_any_move_is_the_first_roll(lang, last, expected):
    assert [m.text for m in seated("rakado", lang).handle_line(last)] == expected
