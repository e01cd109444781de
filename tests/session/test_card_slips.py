"""The answer to a line a card game cannot read: a few words of what is typed now, then help.
Doppelkopf's answer read its whole list of calls and solos, whose last "or" ran on into "or
help" ("... karosolo, fleischloser oder hilfe für die Befehle."); before the first card it
names healthy and the reservations (tests/games/cards/test_doppelkopf_table.py)."""

from __future__ import annotations

import pytest

from accessible_games.narration.message import MessageKind
from tests.consoles import seated


@pytest.mark.parametrize(("lang", "healthy", "said"), [
    ("en", "healthy",
     'I cannot read "xyz". Type a card such as qc or queen of clubs, an announcement such as '
     "re, or help for the commands."),
    ("de", "gesund",
     "Ich verstehe „xyz“ nicht. Tippe eine Karte wie Kreuz-Dame oder krd, eine Ansage wie re, "
     "oder tippe hilfe für die Befehle."),
])
def test_doppelkopf_answers_a_slip_in_the_play_with_a_card_or_a_call(lang, healthy, said):
    console = seated("doppelkopf", lang, 3)
    console.handle_line(healthy)
    while console.computer_to_move():
        console.computer_move()
    answer = console.handle_line("xyz")
    assert [m.text for m in answer] == [said] and answer[0].kind is MessageKind.ERROR


@pytest.mark.parametrize(("lang", "said"), [
    ("en", 'I cannot read "xyz". Type a card such as qh or queen of hearts, draw, or help for '
           "the commands."),
    ("de", "Ich verstehe „xyz“ nicht. Tippe eine Karte wie hd oder Herz-Dame, ziehen, oder tippe "
           "hilfe für die Befehle."),
])
def test_mau_mau_answers_a_slip_with_a_card_or_draw(lang, said):
    """It read the whole notation, whose "add mau on your last but one card" ran on into "or
    help for the commands"."""
    answer = seated("mau-mau", lang, 3).handle_line("xyz")
    assert [m.text for m in answer] == [said] and answer[0].kind is MessageKind.ERROR
