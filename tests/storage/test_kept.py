"""Work kept between runs (accessible_games.storage.kept), and the checkers endgame table kept
through it: read back instead of built, built again when what was kept is not a whole
table, and kept by the app from its first start."""

from __future__ import annotations

import pytest

from accessible_games import cli
from accessible_games.games.draughts import endgame_table
from accessible_games.games.draughts.game import CheckersGame
from accessible_games.storage.kept import kept_folder, read_kept, write_kept

GEOMETRY = CheckersGame().geometry


def test_kept_bytes_read_back_and_a_new_version_replaces_the_old(tmp_path, monkeypatch):
    monkeypatch.setenv("ACCESSIBLE_GAMES_DATA", str(tmp_path))
    assert kept_folder() == tmp_path / "kept"
    assert read_kept("table-aaaa") is None
    write_kept("table-aaaa", b"old")
    write_kept("other-aaaa", b"another kind")
    assert read_kept("table-aaaa") == b"old"
    write_kept("table-bbbb", b"new")
    assert read_kept("table-bbbb") == b"new"
    assert read_kept("table-aaaa") is None  # the older version of the kind is gone
    assert read_kept("other-aaaa") == b"another kind"
    assert sorted(p.name for p in (tmp_path / "kept").iterdir()) == ["other-aaaa", "table-bbbb"]


@pytest.fixture
def fresh_run(monkeypatch):
    """The endgame table not yet made in this run, and no keeper (each test sets its own)."""
    monkeypatch.setattr(endgame_table, "_shared", None)
    monkeypatch.setattr(endgame_table, "_keeper", None)


def test_a_kept_table_is_read_instead_of_built(fresh_run, monkeypatch):
    kept: dict[str, bytes] = {}
    endgame_table.keep_with(kept.get, kept.__setitem__)
    first = endgame_table.shared(GEOMETRY)
    assert list(kept) == [endgame_table.kept_name()]
    assert endgame_table.kept_name().startswith("checkers-endgame-")

    def no_build(geometry):
        raise AssertionError("built again although a table was kept")

    monkeypatch.setattr(endgame_table, "build", no_build)
    monkeypatch.setattr(endgame_table, "_shared", None)
    again = endgame_table.shared(GEOMETRY)
    assert again is not first and again.to_bytes() == first.to_bytes()


def test_a_kept_table_that_is_not_whole_is_built_again_and_kept_anew(fresh_run, caplog):
    name = endgame_table.kept_name()
    kept = {name: b"\0" * 100}
    endgame_table.keep_with(kept.get, kept.__setitem__)
    table = endgame_table.shared(GEOMETRY)
    assert kept[name] == table.to_bytes()
    assert "not used" in caplog.text


def test_a_keeper_that_cannot_write_leaves_the_table_in_memory(fresh_run, caplog):
    def refuse(name: str, data: bytes) -> None:
        raise PermissionError("read-only folder")

    endgame_table.keep_with(lambda name: None, refuse)
    table = endgame_table.shared(GEOMETRY)
    assert endgame_table.shared(GEOMETRY) is table
    assert "could not be kept" in caplog.text


def test_the_app_keeps_the_table_from_its_first_start(fresh_run, capsys):
    assert cli.main(["list"]) == 0
    assert endgame_table._keeper == (read_kept, write_kept)
