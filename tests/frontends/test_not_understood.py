"""One way of saying "not understood" in each language: the choice of games said "Ich habe
„clear1“ nicht verstanden; tippe hilfe für Hilfe." where a game says "Ich verstehe „clear“
nicht. Tippe …, oder tippe hilfe für die Befehle."; now both say the game's form."""

from __future__ import annotations

import re

import pytest

from accessible_games.lineup import REGISTRY
from accessible_games.narration.catalog import catalog
from accessible_games.session.console import Console, Seat, SeatKind
from tests.test_first_menu import run_terminal

FORMS = {
    "de": (re.compile(r"^Ich verstehe „(?P<typed>[^“]+)“ nicht\.( |$)"), "hilfe für die Befehle."),
    "en": (re.compile(r'^I cannot read "(?P<typed>[^"]+)"\.( |$)'), "help for the commands."),
}
LOCALES = {"de": "de_DE.UTF-8", "en": "C.UTF-8"}


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_menu_and_the_game_say_it_alike(lang, tmp_path, monkeypatch) -> None:
    opening, ending = FORMS[lang]
    game = Console.local(REGISTRY.create("mau-mau"),
                         [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3,
                         lang=lang, seed=3)
    game.opening()
    said = game.handle_line("clear")[0].text
    assert opening.match(said) and said.endswith(ending), said
    lines = run_terminal((LOCALES[lang], ["clear1", "ende" if lang == "de" else "quit"]),
                         tmp_path, monkeypatch, "--lang", lang)
    menu = next(line for line in lines if "clear1" in line and not line.startswith(">"))
    match = opening.match(menu)
    assert match and match["typed"] == "clear1" and menu.endswith(ending), menu


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("key", ["menu.again.short", "menu.language.again",
                                 "store.resume.yes_or_no"])
def test_every_not_understood_opens_alike(lang, key) -> None:
    said = catalog(lang).text(key, text="xyz", typed="xyz")
    assert FORMS[lang][0].match(said), said
