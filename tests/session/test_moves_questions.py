"""The moves asked as a question ("welche Züge?").

A play-tester typed "welche züge" in Alquerque and heard 'Ich verstehe „welche züge“ nicht.',
though "züge" and "was kann ich tun" were understood.
"""

from __future__ import annotations

import pytest

from tests.consoles import seated


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("de", "welche züge", "Weiß: 4 Züge: b2 nach c3, c2 nach c3, d2 nach c3 oder d3 nach c3."),
    ("de", "Welche Züge habe ich?",
     "Weiß: 4 Züge: b2 nach c3, c2 nach c3, d2 nach c3 oder d3 nach c3."),
    ("de", "was kann ich ziehen",
     "Weiß: 4 Züge: b2 nach c3, c2 nach c3, d2 nach c3 oder d3 nach c3."),
    ("en", "which moves?",
     "White: 4 moves: b2 to c3, c2 to c3, d2 to c3, or d3 to c3."),
])
def test_a_question_for_the_moves_is_answered_as_moves(lang, typed, said):
    console = seated("alquerque", lang)
    assert [m.text for m in console.handle_line(typed)] == [said]
