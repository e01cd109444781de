""""pass" typed in a game: a game without passing says so, and a refused pass fits the
braille line.

A newcomer typed pass in Tablut and in Oware and heard "I cannot read "pass"", as if the word
were a slip; Arimaa's refused end of the turn took 149 braille cells, Reversi's refused pass
82."""

from __future__ import annotations

import pytest

from tests.braille_cells import cells
from tests.consoles import seated


@pytest.mark.parametrize(("game_id", "lang", "typed", "said", "brief"), [
    ("tablut", "en", "pass", "There is no passing in Tablut (Lapland tafl): on your turn you "
     "make a move. Type moves to hear yours.",
     "No passing in Tablut: you make a move. Type moves for yours."),
    ("oware", "en", "skip", "There is no passing in Oware: on your turn you make a move. Type "
     "moves to hear yours.", "No passing in Oware: you make a move. Type moves for yours."),
    ("mad-mate", "de", "passen", "In Mad Mate (Schach mit Einsetzen) wird nicht gepasst: Wer "
     "am Zug ist, zieht. Tippe züge, um deine Züge zu hören.",
     "Kein Passen in Mad Mate: Du ziehst. Tippe züge für deine Züge."),
    ("tablut", "de", "Ich passe", "In Tablut (Tafl aus Lappland) wird nicht gepasst: Wer am Zug "
     "ist, zieht. Tippe züge, um deine Züge zu hören.",
     "Kein Passen in Tablut: Du ziehst. Tippe züge für deine Züge."),
])
def test_pass_in_a_game_without_passing_says_so(game_id, lang, typed, said, brief):
    console = seated(game_id, lang)
    message, = console.handle_line(typed)
    assert (message.text, message.short) == (said, brief)
    assert cells(message.short, lang) <= 80
    assert console.why_answer == [message]


@pytest.mark.parametrize(("game_id", "lang", "typed", "brief"), [
    ("arimaa", "en", "pass",
     "Not yet: step first; the board must change and not repeat a third time."),
    ("arimaa", "de", "fertig",
     "Noch nicht: Erst ein Schritt; das Brett muss sich ändern, nicht zum dritten Mal gleich."),
    ("reversi", "en", "pass", "You cannot pass: you can play 4 moves; type moves."),
    ("reversi", "de", "passen", "Passen geht nicht, du kannst setzen: 4 Züge; tippe züge."),
])
def test_a_refused_pass_fits_two_braille_windows(game_id, lang, typed, brief):
    message, = seated(game_id, lang).handle_line(typed)
    assert message.short == brief
    assert cells(message.short, lang) <= 80
