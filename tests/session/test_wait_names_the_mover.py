"""A move typed while another seat is to move: "please wait", naming who is to move."""

from __future__ import annotations

import pytest

from tests.consoles import seated

WAIT_FOR = {"en": "Please wait: {} is to move.", "de": "Bitte warten: {} ist am Zug."}


def _after_own_move(game_id: str, lang: str):
    """A console of ``game_id`` just after the person's first move, the computer to move."""
    console = seated(game_id, lang)
    console.handle_line(console.observation.legal_moves[0].notation)
    assert console.computer_to_move()
    return console


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game_id", ["whist", "checkers", "mau-mau"])
def test_a_move_out_of_turn_is_told_whom_to_wait_for(game_id, lang):
    console = _after_own_move(game_id, lang)
    mover = console.describer.player(console.state.to_move)
    typed = console.observation.legal_moves or ()
    line = {"whist": "ace of spades" if lang == "en" else "Pik-Ass",
            "mau-mau": "ace of spades" if lang == "en" else "Pik-Ass",
            "checkers": "11-15"}[game_id]
    assert not typed
    said = console.handle_line(line)
    assert [m.text for m in said] == [WAIT_FOR[lang].format(mover)]


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("typed", ["low", "highest trump", "niedrig", "höchster Trumpf"])
def test_a_height_typed_out_of_turn_is_waited_with_not_unreadable(typed, lang):
    # "low" while West was to move was "I cannot read low.", though it plays a card.
    console = _after_own_move("whist", lang)
    mover = console.describer.player(console.state.to_move)
    said = console.handle_line(typed)
    assert [m.text for m in said] == [WAIT_FOR[lang].format(mover)]
