"""A move a bot made for the listener while she was away (online) is told as the bot's, in
every board game: "Your bot sows 5 seeds from house 3 ...", "Dein Bot zieht von e3 nach
f4.", where it was told as hers ("You sow ...", "Du ziehst ..."). Games whose sentences name
the piece or a side in the plural ("The black man moves ...", "The Swedes move ...") name
the bot in their ``.named`` forms."""

from __future__ import annotations

import random
import re

import pytest

from accessible_games.engine.types import CHANCE
from accessible_games.lineup import REGISTRY, describer_for, listed_ids
from accessible_games.narration.catalog import catalog
from accessible_games.online.away import your_stand_in

BOARD_GAMES = [g for g in listed_ids() if REGISTRY.find(g).family not in ("cards", "dog")]
NAMED = {"en": r"^(Your bot |From \w+ your bot )", "de": r"^Dein Bot "}
HERS = {"en": r"^(You |From \w+ you )", "de": r"^Du "}
MOVES = 4
"""How many of the first seat's moves each game tells."""


@pytest.mark.parametrize("game_id", BOARD_GAMES)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_listener_s_bot_s_move_names_the_bot(game_id: str, lang: str) -> None:
    game = REGISTRY.find(game_id)({})
    describer = describer_for(game, lang)
    describer.you, describer.your_bot = 0, your_stand_in(catalog(lang))
    rng = random.Random(7)
    state = game.new_state(rng)
    told = 0
    while told < MOVES and not state.is_terminal():
        mover = state.to_move
        move = state.sample_chance(rng) if mover == CHANCE else rng.choice(state.legal_moves())
        events = state.play(move)
        if mover != 0:
            continue
        told += 1
        describer.bot_moving = True
        text = describer.move_message(state, move, events, mover).text
        describer.bot_moving = False
        assert re.search(NAMED[lang], text) and not re.search(HERS[lang], text), text
        # Told to her as her own move, when she made it herself.
        assert not re.search(NAMED[lang], describer.move_message(state, move, events, mover).text)
    assert told == MOVES
