"""A lone square typed is answered with "Type where ..." ("Tippe, wohin ..."), as every other
instruction for the typed line says "Type" ("Tippe"); it said "Say where ..." ("Sage, wohin
..."), heard in Wolf und Schafe beside "Tippe einen Zug wie c1-d2"."""

from __future__ import annotations

import pytest

from tests.consoles import seated

SQUARES = {"wolf-und-schafe": "c1", "checkers": "c3", "breakthrough": "a2", "alquerque": "c2",
           "halma-dame": "b2", "eckdame": "b2", "arimaa": "e2", "raeuber-und-gendarm": "c3"}


@pytest.mark.parametrize(("lang", "lead"), [("en", "Type where "), ("de", "Tippe, wohin ")])
@pytest.mark.parametrize("game_id", SQUARES)
def test_a_lone_square_is_answered_with_type_where(game_id, lang, lead):
    console = seated(game_id, lang)
    said = console.handle_line(SQUARES[game_id])[0].text
    assert said.startswith(lead), said
    assert not said.startswith(("Say", "Sage"))
