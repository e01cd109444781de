"""How lists of saved games and the resume question name a stored game's game."""

from __future__ import annotations

import pytest

from accessible_games.session.saving import describe_stored, describe_unfinished, resume_question
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


def mau_mau(people: int, computers: int = 0) -> StoredGame:
    seats = [{"kind": "human"}] * people + [{"kind": "computer", "level": 2}] * computers
    return StoredGame(2, Kind.AUTOSAVE, "", "mau-mau", {"players": people + computers},
                      seats, 4, "de", [], None, 0.0, 0.0)


@pytest.mark.parametrize(("lang", "people", "opponent"), [
    ("de", 2, "Mau-Mau gegen einen Menschen"),
    ("de", 4, "Mau-Mau gegen 3 Menschen"),
    ("en", 2, "Mau Mau against a person"),
    ("en", 3, "Mau Mau against 2 people"),
])
def test_a_game_of_people_alone_counts_the_others(lang, people, opponent):
    """A Mau-Mau of four people at one keyboard was offered as "Deine Partie Mau-Mau gegen
    einen Menschen: fortsetzen?", as if two had played."""
    stored = mau_mau(people)
    assert describe_unfinished(stored, lang).startswith(opponent)
    assert opponent in resume_question(stored, lang)


def test_a_game_against_the_computer_still_names_it():
    assert describe_unfinished(mau_mau(1, 3), "de").startswith(
        "Mau-Mau gegen den Computer, Stufe 2")


@pytest.mark.parametrize(("lang", "resume"), [
    ("de", "Deine Partie Mau-Mau gegen den Computer, Stufe 2, mit 3 Menschen an dieser "
           "Tastatur"),
    ("en", "Resume your game of Mau Mau against the computer, level 2, with 3 people at "
           "this keyboard"),
])
def test_a_hot_seat_with_the_computer_names_the_people_too(lang, resume):
    """Three people and the computer at one keyboard: their game was offered as "Resume your
    game of Mau Mau against the computer, level 2?", as if one person had played it."""
    stored = mau_mau(3, 1)
    assert resume_question(stored, lang).startswith(resume)
    assert describe_unfinished(stored, lang).endswith("3 Menschen an dieser Tastatur"
                                                      if lang == "de" else
                                                      "3 people at this keyboard")
