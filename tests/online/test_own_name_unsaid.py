"""At an online table whose seats are named by their people, a person's own turn is said
to her without her name ("ann, your turn." became "Your turn.", "ann, du bist am Zug."
became "Du bist am Zug."); the others hear whose turn it is by her name."""

from __future__ import annotations

import re

import pytest

from tests.online.away_table import AwayTable

YOURS = {"en": r"^(Your turn\.|Your lead\.|Say healthy)", "de": r"^(Du bist am Zug\.|"
         r"Du kommst raus\.|Sage an)"}


@pytest.mark.parametrize("game", ["whist", "mau-mau", "doppelkopf"])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_person_s_own_turn_does_not_call_her_by_her_name(lang: str, game: str) -> None:
    table = AwayTable(lang, game=game, others=(1,))
    turns = 0
    while turns < 3 and not table.over:
        if table.live.table.state.to_move == 0:  # type: ignore[union-attr]
            turns += 1
            hers = table.console.turn_message()
            assert re.search(YOURS[lang], hers.text) and "ann" not in hers.text, hers.text
            assert "ann" not in (hers.brief or ""), hers.brief
            his = table.consoles[1].turn_message().text
            assert his.lower().startswith("ann"), his
        table.step()
    assert turns == 3
