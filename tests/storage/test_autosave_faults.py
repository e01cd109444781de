"""The saved-games file becomes read-only or full in the middle of a game: one clear sentence
(spoken and brailled like every message), the game goes on, nothing saved earlier is lost,
and saving resumes by itself when the file can be written again."""

from __future__ import annotations

import pytest

from accessible_games.lineup import REGISTRY
from accessible_games.narration.message import MessageKind
from accessible_games.session.console import Console
from accessible_games.session.saving import attach_store
from accessible_games.session.table import Seat, SeatKind
from accessible_games.storage.store import Kind, Store, StoreWriteError

FAILED = {"en": "The game could not be saved:", "de": "Die Partie konnte nicht gespeichert"}
AGAIN = {"en": "The game is saved again.", "de": "Die Partie wird wieder gespeichert."}


def kalah(tmp_path, lang="en"):
    store = Store.open(tmp_path)
    session = Console.local(REGISTRY.create("kalah"), [Seat(SeatKind.HUMAN)] * 2, lang=lang)
    attach_store(session, store)
    session.opening()
    return session, store


def texts(messages):
    return " ".join(m.text for m in messages)


def read_only(store: Store, on: bool) -> None:
    store.db.execute(f"PRAGMA query_only = {'ON' if on else 'OFF'}")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_read_only_file_is_said_once_and_the_game_goes_on(tmp_path, lang):
    session, store = kalah(tmp_path, lang)
    for house in ("3", "1"):
        session.handle_line(house)
    row = store.latest_unfinished()
    assert row is not None and row.moves == ["3", "1"]
    read_only(store, True)
    answer = session.handle_line("6")
    assert FAILED[lang] in texts(answer)
    failed = [m for m in answer if FAILED[lang] in m.text]
    assert failed[0].kind is MessageKind.ERROR
    assert len(session.table.history) == 3  # the move stands
    answer = session.handle_line("2")
    assert FAILED[lang] not in texts(answer)  # said once
    assert store.get(row.id).moves == ["3", "1"]  # nothing earlier lost
    # Saving by name fails with one sentence and keeps the old copy.
    read_only(store, False)
    session.handle_line("save mine")
    read_only(store, True)
    answer = session.handle_line("save mine")
    assert len(answer) == 1 and answer[0].kind is MessageKind.ERROR
    assert store.find_saved("mine") is not None
    read_only(store, False)
    answer = session.handle_line(session.observation.legal_moves[0].notation)
    assert AGAIN[lang] in texts(answer)
    assert store.get(row.id).moves == [t.move.notation for t in session.table.history]


def test_a_full_disk_during_the_first_autosave(tmp_path):
    store = Store.open(tmp_path)
    pages = store.db.execute("PRAGMA page_count").fetchone()[0]
    store.db.execute(f"PRAGMA max_page_count = {pages + 2}")
    for size in (400, 40, 4, 0):  # fill every page, big rows first, then the gaps
        with pytest.raises(StoreWriteError, match="full"):
            while True:
                store.create(Kind.RECORD, "kalah", {}, [], 0, "en", ["1"] * size)
    kept = len(store.list())
    session = Console.local(REGISTRY.create("kalah"), [Seat(SeatKind.HUMAN)] * 2)
    attach_store(session, store)
    session.opening()
    answer = session.handle_line("3")
    assert FAILED["en"] in texts(answer) and "full" in texts(answer)
    assert len(session.table.history) == 1 and len(store.list()) == kept
    session.handle_line("1")
    store.db.execute("DELETE FROM games WHERE kind = 'record'")
    answer = session.handle_line("6")
    assert AGAIN["en"] in texts(answer)
    assert store.latest_unfinished().moves == ["3", "1", "6"]
