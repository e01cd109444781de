"""A game typed for create or options that names no game is answered with the game it may
mean, or the games a word of it is in, never only "There is no game called whisst.".

In the first hour a player typed "create whisst" and "neu dame" (Dame: the German word for
draughts) and heard only that no such game exists, with no way on but to hear all 28 games'
names. Now a slip of the keys is offered ("Did you mean create whist?", which yes does), a
word of several games' names lists them as the list of games does, and a word of none says
how to hear every game's name."""

from __future__ import annotations

from pathlib import Path

import pytest

from accessible_games.narration.message import MessageKind
from tests.braille_cells import DISPLAY_CELLS, cells
from tests.online.helpers import run, serving
from tests.online.test_app_client import session

SAID = {
    "en": {
        "create whisst games=1": ["There is no game called whisst.",
                                    "Did you mean create whist games=1?"],
        "options kalha": ["There is no game called kalha.", "Did you mean options kalah?"],
        "create xyzzy": ["There is no game called xyzzy.",
                         "Type games to hear every game's name."],
        "create dame": ["“dame” is in the names of 8 games; type create and the word after "
                        "the name:", "Checkers (English draughts): checkers",
                        "International draughts (10 by 10): international-draughts",
                        "Russian draughts: russian-draughts",
                        "Brazilian draughts: brazilian-draughts",
                        "Turkish draughts: turkish-draughts",
                        "Schlagdame (losing draughts): schlagdame",
                        "Halma-Dame (Halma draughts): halma-dame",
                        "Eckdame (corner draughts): eckdame"],
        "yes": "Table 1 is open for Whist. Join a seat with join 1 and a seat number.",
    },
    "de": {
        "neu whisst games=1": ["Es gibt kein Spiel namens whisst.",
                                 "Meintest du neu whist games=1?"],
        "optionen kalha": ["Es gibt kein Spiel namens kalha.", "Meintest du optionen kalah?"],
        "neu xyzzy": ["Es gibt kein Spiel namens xyzzy.",
                      "Tippe spiele, um alle Spiele zu hören."],
        "neu dame": ["„dame“ steht im Namen von 8 Spielen; tippe neu und das Wort nach dem "
                     "Namen:", "Dame (englische Regeln): checkers",
                     "Internationale Dame (Polnische Dame, 100 Felder): international-draughts",
                     "Russische Dame: russian-draughts",
                     "Polnische Dame (64 Felder): brazilian-draughts",
                     "Türkische Dame: turkish-draughts", "Schlagdame: schlagdame",
                     "Halma-Dame: halma-dame", "Eckdame: eckdame"],
        "neu kal": ["Es gibt kein Spiel namens kal.", "Meintest du neu kalah?"],
        "ja": "Tisch 1 ist offen für Whist. Setze dich mit setzen 1 und einer Platznummer.",
    },
}

FITS = {"en": ("create dame", "“dame” fits 8 games. Type create and the word after a name:"),
        "de": ("neu dame", "„dame“ passt zu 8 Spielen. Tippe neu und das Wort nach einem Namen:")}
"""The braille line of the games a word is in."""


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_game_name_that_names_no_game_is_answered_with_what_it_may_mean(
        tmp_path: Path, lang: str) -> None:
    async def main() -> None:
        async with serving(tmp_path / "db.sqlite", bot_delay=0.0) as (_, url):
            ann = await session(url, "ann", lang)
            *refusals, (yes, opened) = SAID[lang].items()
            for typed, said in refusals:
                answer = await ann.handle_line(typed)
                assert [m.text for m in answer] == said
                assert answer[0].kind is MessageKind.ILLEGAL
                assert not ann.lobby  # nothing was opened
                assert all(cells(m.short, lang) <= 2 * DISPLAY_CELLS for m in answer)
            listed = await ann.handle_line(FITS[lang][0])
            assert listed[0].short == FITS[lang][1]
            # yes opens the table offered by the line before it, with the options typed.
            await ann.handle_line(next(iter(SAID[lang])))
            assert [m.text for m in await ann.handle_line(yes)] == [opened]
            assert ann.lobby[1]["game"] == "whist"
            assert ann.lobby[1]["options"]["games"] == 1
            await ann.close()
    run(main(), 30)


@pytest.mark.parametrize(("lang", "said", "opened", "unknown"), [
    ("en", ["Did you mean create kalah?", "Did you mean create mau-mau?"],
     "Table 1 is open for Mau Mau. Join a seat with join 1 and a seat number.",
     "I do not know hello. Type help for the online commands."),
    ("de", ["Meintest du neu kalah?", "Meintest du neu mau-mau?"],
     "Tisch 1 ist offen für Mau-Mau. Setze dich mit setzen 1 und einer Platznummer.",
     "hello kenne ich nicht. Tippe hilfe für die Online-Befehle."),
])
def test_a_game_named_alone_in_the_lobby_is_offered_to_create(tmp_path: Path, lang: str,
                                                              said: list[str], opened: str,
                                                              unknown: str) -> None:
    """A newcomer typed "kalah" in the lobby, then "play mau mau", and heard "I do not know
    kalah." Now the line that opens a table for it is offered, which yes does; a word that
    is only a part of a game's name ("hello", in "Othello") is still not known."""
    async def main() -> None:
        async with serving(tmp_path / "db.sqlite", bot_delay=0.0) as (_, url):
            ann = await session(url, "ann", lang)
            for typed, offer in zip(("kalah", "play mau mau"), said):
                assert [m.text for m in await ann.handle_line(typed)] == [offer]
            assert not ann.lobby
            assert [m.text for m in await ann.handle_line("ja")] == [opened]
            assert ann.lobby[1]["game"] == "mau-mau"
            assert [m.text for m in await ann.handle_line("hello")] == [unknown]
            await ann.close()
    run(main(), 30)
