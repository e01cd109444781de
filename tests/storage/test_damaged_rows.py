"""One damaged row of the saved-games file, met by the running app: the other games are still
listed and opened, the listing says one is left out, and a saved game of a game this version
lacks is named by its id; the app ended with a traceback in each case."""

from __future__ import annotations

import pytest

from accessible_games.lineup import REGISTRY
from accessible_games.session.console import Console, Seat, SeatKind
from accessible_games.session.saving import attach_store, resume_question
from accessible_games.storage.store import Kind, Store

SEATS = [{"kind": "human", "level": 2}, {"kind": "computer", "level": 1}]


def damaged_store(tmp_path) -> Store:
    """A good saved game "first", one whose options are no JSON, one of an unknown game."""
    store = Store.open(tmp_path)
    store.create(Kind.SAVED, "kalah", {}, SEATS, 1, "en", ["3"], name="first")
    broken = store.create(Kind.SAVED, "kalah", {}, SEATS, 1, "en", [], name="broken")
    store.db.execute("UPDATE games SET options = '{not json' WHERE id = ?", (broken,))
    store.create(Kind.SAVED, "nosuchgame", {}, SEATS, 1, "en", [], name="strange")
    return store


def console(store: Store, lang: str) -> Console:
    seats = [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)]
    session = Console.local(REGISTRY.create("kalah"), seats, lang=lang, seed=1)
    attach_store(session, store)
    return session


@pytest.mark.parametrize(("lang", "saves", "left_out"), [
    ("en", "saves", "One saved game cannot be read, so it is not listed."),
    ("de", "spielstände", "Eine gespeicherte Partie ist nicht lesbar und fehlt deshalb in der "
                          "Liste."),
])
def test_the_saves_list_the_readable_games_and_say_one_is_left_out(tmp_path, lang, saves,
                                                                    left_out):
    said = [m.text for m in console(damaged_store(tmp_path), lang).handle_line(saves)]
    assert said[-1] == left_out
    assert [line.split(":")[0] for line in said[1:-1]] == ["strange", "first"]
    assert "nosuchgame" in said[1]


def test_only_damaged_games_are_not_said_to_be_none(tmp_path):
    store = Store.open(tmp_path)
    broken = store.create(Kind.SAVED, "kalah", {}, SEATS, 1, "en", [], name="broken")
    store.db.execute("UPDATE games SET moves = '[' WHERE id = ?", (broken,))
    said = [m.text for m in console(store, "en").handle_line("saves")]
    assert said == ["One saved game cannot be read, so it is not listed."]


def test_an_autosave_of_a_game_this_version_lacks_is_offered_by_its_id(tmp_path):
    store = Store.open(tmp_path)
    store.create(Kind.AUTOSAVE, "nosuchgame", {}, SEATS, 1, "en", ["a1"])
    stored = store.latest_unfinished()
    assert stored is not None
    assert resume_question(stored, "en").startswith("Resume your game of nosuchgame against")
