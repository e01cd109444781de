"""How lists of saved games and the resume question name a stored game's game."""

from __future__ import annotations

import pytest

from accessible_games.session.saving import describe_stored, describe_unfinished
from accessible_games.storage.store import Kind, StoredGame


def schlagdame(base: str | None) -> StoredGame:
    options = {} if base is None else {"base": base}
    return StoredGame(1, Kind.AUTOSAVE, "turk", "schlagdame", options,
                      [{"kind": "human"}, {"kind": "computer", "level": 1}], 3, "de", [],
                      None, 0.0, 0.0)


@pytest.mark.parametrize(("lang", "base", "game"), [
    ("de", "turkish", "Schlagdame als Türkische Dame"),
    ("en", "english", "Schlagdame (losing draughts) as English draughts"),
    ("de", None, "Schlagdame als Internationale Dame")])
def test_a_saved_schlagdame_is_named_with_its_base_game(lang, base, game):
    """A play-tester's list said "turk: Schlagdame ..." without the draughts game it was
    played on."""
    stored = schlagdame(base)
    assert describe_stored(stored, lang).startswith(f"turk: {game} ")
    assert describe_unfinished(stored, lang).startswith(f"{game} ")
