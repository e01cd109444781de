"""The online help and usage say plainly how to hear a game's options."""

from __future__ import annotations

import pytest

from accessible_games.narration.catalog import catalog

HOW = {"en": ("options and a game lists the options that game takes",
              "To hear the keys a game takes, type options and the game, such as options "
              "mau-mau."),
       "de": ("optionen und ein Spiel zählt die Optionen dieses Spiels auf",
              "Welche Schlüssel ein Spiel kennt, hörst du mit optionen und dem Spiel, etwa "
              "optionen mau-mau.")}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_help_says_how_to_hear_a_games_options(lang: str) -> None:
    """"(options and a game names its keys)" left a player guessing what to type; the
    help and the usage of create now say it as an instruction with an example."""
    cat = catalog(lang)
    lobby, keys = HOW[lang]
    assert lobby in cat.text("online.help.lobby")
    assert cat.text("online.usage.create").endswith(keys)
    assert cat.text("online.client.option_form", words="x").endswith(keys)
    for key in ("online.help.lobby", "online.usage.create", "online.client.option_form"):
        assert "names its" not in cat.text(key, words="x")
        assert "nennt seine" not in cat.text(key, words="x")
