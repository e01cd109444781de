"""Rakado online: a die the table rolled for a person's bot while she was away is told to her
as her bot's ("You rolled 4: ..." became "Your bot rolled 4: ...", "Du hast 4 gewürfelt"
became "Dein Bot hat 4 gewürfelt"), as the bot's move after it is ("Your bot moves ...");
back at the table, her own rolls are hers again ("You rolled ...")."""

from __future__ import annotations

import re

import pytest

from accessible_games.engine.types import CHANCE
from tests.online.away_table import AwayTable

BOT = {"en": r"^Your bot rolled \d", "de": r"^Dein Bot hat \d gewürfelt"}
HERS = {"en": r"^You rolled \d", "de": r"^Du hast \d gewürfelt"}
AWAY_STEPS = 16
"""The moves (rolls and steps of both seats) played while she is away."""


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_roll_made_for_her_bot_is_told_as_the_bot_s(lang: str) -> None:
    table = AwayTable(lang, game="rakado", seed=3, others=(1,))
    table.play(AWAY_STEPS, lambda n: {0})
    table.play(AWAY_STEPS, lambda n: set())
    table.console.catch_up()
    heard = [h for h in table.console.heard if h.mover == CHANCE and h.seat == 0]
    for_bot = [h for h in heard if h.stand_in]
    hers = [h for h in heard if not h.stand_in]
    assert len(for_bot) >= 3 and hers, [h.message.text for h in heard]
    for h in for_bot:  # speech and braille
        for text in (h.message.text, h.message.short):
            assert re.search(BOT[lang], text), text
    for h in hers:
        assert re.search(HERS[lang], h.message.text), h.message.text
    # bob hears every roll for her seat by its side, as before.
    his = [h.message.text for h in table.consoles[1].heard if h.mover == CHANCE and h.seat == 0]
    assert his and not any(re.search(BOT[lang], t) for t in his), his
