"""The store: writes survive, damaged and newer files are never overwritten."""

from __future__ import annotations

import re
import sqlite3
import time

from accessible_games.storage.store import Kind, ProblemKind, Store


def test_rows_round_trip_and_latest_unfinished(tmp_path):
    store = Store.open(tmp_path)
    assert store.problem is None
    a = store.create(Kind.AUTOSAVE, "kalah", {"seeds": 4}, [{"kind": "human", "level": 2}] * 2,
                     3, "en", ["3"])
    store.update_moves(a, ["3", "1"])
    b = store.create(Kind.SAVED, "checkers", {}, [], 0, "de", [], name="Abend")
    assert store.latest_unfinished().moves == ["3", "1"]
    assert store.find_saved("abend").id == b
    store.finish(a, ["3", "1", "2"], {"winners": [0], "reason": "side_empty", "scores": [30, 18]})
    assert store.latest_unfinished() is None
    assert [g.id for g in store.list(Kind.RECORD)] == [a]
    store.close()
    again = Store.open(tmp_path)
    assert again.get(a).result["scores"] == [30, 18]


def test_a_damaged_file_is_kept_aside(tmp_path):
    (tmp_path / "games.sqlite3").write_bytes(b"this is not a database at all" * 100)
    store = Store.open(tmp_path)
    assert store.problem is not None and store.problem.kind is ProblemKind.CORRUPT
    kept = list(tmp_path.glob("games.sqlite3.damaged-*"))
    assert len(kept) == 1 and kept[0].read_bytes().startswith(b"this is not")
    # The kept name carries the time it was put aside: games.sqlite3.damaged-YYYYMMDD-HHMMSS.
    stamp = kept[0].name.removeprefix("games.sqlite3.damaged-")
    assert re.fullmatch(r"\d{8}-\d{6}", stamp), kept[0].name
    assert abs(time.mktime(time.strptime(stamp, "%Y%m%d-%H%M%S")) - time.time()) < 120
    # The new store works.
    store.create(Kind.AUTOSAVE, "kalah", {}, [], 0, "en", ["1"])
    assert store.latest_unfinished() is not None


def test_a_truncated_file_is_kept_aside(tmp_path):
    store = Store.open(tmp_path)
    for i in range(50):
        store.create(Kind.RECORD, "kalah", {}, [], i, "en", ["1"] * 30)
    store.close()
    path = tmp_path / "games.sqlite3"
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 3])
    again = Store.open(tmp_path)
    assert again.problem is not None and again.problem.kind is ProblemKind.CORRUPT
    kept = list(tmp_path.glob("games.sqlite3.damaged-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == data[: len(data) // 3]
    # The new store starts empty and takes writes.
    assert again.latest_unfinished() is None
    again.create(Kind.AUTOSAVE, "kalah", {}, [], 0, "en", ["1"])
    assert again.latest_unfinished() is not None


def test_a_newer_file_is_left_alone(tmp_path):
    path = tmp_path / "games.sqlite3"
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE future (x)")
    db.execute("PRAGMA user_version = 99")
    db.commit()
    db.close()
    before = path.read_bytes()
    store = Store.open(tmp_path)
    assert store.problem is not None and store.problem.kind is ProblemKind.NEWER
    store.create(Kind.AUTOSAVE, "kalah", {}, [], 0, "en", ["1"])  # goes to memory only
    store.close()
    assert path.read_bytes() == before


def test_a_version_1_file_is_migrated(tmp_path):
    path = tmp_path / "games.sqlite3"
    db = sqlite3.connect(path)
    db.execute("""CREATE TABLE games (id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL,
        name TEXT NOT NULL DEFAULT '', game_id TEXT NOT NULL, options TEXT NOT NULL,
        seats TEXT NOT NULL, seed INTEGER NOT NULL, lang TEXT NOT NULL, moves TEXT NOT NULL,
        result TEXT, created REAL NOT NULL, updated REAL NOT NULL)""")
    db.execute("""INSERT INTO games (kind, game_id, options, seats, seed, lang, moves, created,
        updated) VALUES ('autosave', 'kalah', '{}', '[]', 0, 'en', '["3"]', 1, 1)""")
    db.execute("PRAGMA user_version = 1")
    db.commit()
    db.close()
    store = Store.open(tmp_path)
    assert store.problem is None
    assert store.latest_unfinished().moves == ["3"]
    assert store.latest_unfinished().position is None
    assert store.db.execute("PRAGMA user_version").fetchone()[0] == 3
