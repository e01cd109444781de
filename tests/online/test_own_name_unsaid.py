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


LEAD = {"en": "Your lead.", "de": "Du kommst raus."}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_person_s_own_lead_is_said_to_her_without_her_name(lang: str) -> None:
    """At an online Whist table a trick won gives its winner the lead: "Your lead." (was
    "Ann, your lead.", "Ann, du kommst raus."); the others hear "ann to lead."."""
    table = AwayTable(lang, game="whist", others=(1,))
    leads = 0
    while leads < 2 and not table.over:
        state = table.live.table.state  # type: ignore[union-attr]
        if state.to_move == 0 and not state.trick:  # type: ignore[attr-defined]
            leads += 1
            hers = table.console.turn_message()
            assert hers.text.startswith(LEAD[lang]), hers.text
            assert "ann" not in (hers.brief or hers.text).lower(), hers.brief
            assert table.consoles[1].turn_message().text.lower().startswith("ann"), lang
        table.step()
    assert leads == 2


THROW_IN = {"en": "You may throw in", "de": "Du darfst"}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_person_asked_to_throw_in_is_not_called_by_her_name(lang: str) -> None:
    """Mau Mau with throw-ins: the question only the asked seat hears is put to her without
    her name ("You may throw in ...", was "Ann, you may throw in ...")."""
    table = AwayTable(lang, game="mau-mau", options={"throw_in": True, "deck": "double104"},
                      seed=1)
    asked = 0
    for _ in range(400):
        if table.over or asked:
            break
        state = table.live.table.state  # type: ignore[union-attr]
        if state.to_move == 0 and state.asking:  # type: ignore[attr-defined]
            said = table.console.turn_message().text
            if "throw" in said or "einwerfen" in said:
                asked += 1
                assert said.startswith(THROW_IN[lang]) and "ann" not in said.lower(), said
        table.step()
    assert asked
