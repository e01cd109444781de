"""The game store: autosaves, saved games and finished-game records in one SQLite file.

The file lives in the platform's user data directory (platformdirs), or in the folder named by
the environment variable ``ACCESSIBLE_GAMES_DATA`` (tests use a temporary folder). Every write
is its own transaction, so a killed process loses at most the move being written.

A damaged file is never overwritten: it is renamed with a timestamp and a new store is started.
A file written by a newer version of the app is left alone; the app then keeps this run's games
in memory only. Either way the caller gets a :class:`StoreProblem` to announce.
"""

from __future__ import annotations

import builtins
import functools
import json
import os
import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Any, TypeVar

T = TypeVar("T")

SCHEMA_VERSION = 3
"""The schema this code writes. Older files are migrated; newer ones are left alone."""

DATA_ENV = "ACCESSIBLE_GAMES_DATA"
"""Environment variable naming the folder for the store (instead of the user data dir)."""

FILE_NAME = "games.sqlite3"


class Kind(Enum):
    """What a stored game is."""

    AUTOSAVE = "autosave"
    """The game in progress, written after every move."""
    SAVED = "saved"
    """A game the player saved under a name."""
    RECORD = "record"
    """A finished game, kept for replay, export and statistics."""
    EXERCISE = "exercise"
    """A position set up in the editor, kept for teaching and tactile prints."""
    IMPORTED = "imported"
    """A game read from a record file: replayed and exported like a record, but never counted
    in the statistics (it was played elsewhere, or is a game already counted, exported and
    read back)."""


class ProblemKind(Enum):
    """What went wrong with the store file."""

    CORRUPT = "corrupt"
    """The file could not be read; it was kept aside and a new one started."""
    NEWER = "newer"
    """The file comes from a newer version; it was left alone and nothing is saved this run."""
    UNAVAILABLE = "unavailable"
    """The folder cannot be written; nothing is saved this run."""


@dataclass(frozen=True, slots=True)
class StoreProblem:
    """A problem met when opening the store, for the app to announce."""

    kind: ProblemKind
    """What happened."""
    path: str
    """The store file."""
    kept_as: str = ""
    """Where a damaged file was moved (CORRUPT only)."""


@dataclass(frozen=True, slots=True)
class StoredGame:
    """One row of the store."""

    id: int
    kind: Kind
    name: str
    game_id: str
    options: dict[str, Any]
    seats: list[dict[str, Any]]
    """One entry per seat: {"kind": "human"|"computer", "level": n}, and "easiest": the lowest
    level a computer moved at in the game, once it has moved."""
    seed: int
    lang: str
    moves: list[str]
    """Every move in its notation, chance moves included, in order."""
    result: dict[str, Any] | None
    """For finished games: {"winners": [...], "reason": "...", "scores": [...]}."""
    created: float
    updated: float
    position: str | None = None
    """The start position's text when the game did not start from the usual set-up."""


def default_folder() -> Path:
    """The folder of the store: $ACCESSIBLE_GAMES_DATA or the user data directory."""
    override = os.environ.get(DATA_ENV)
    if override:
        return Path(override)
    from platformdirs import user_data_dir

    return Path(user_data_dir("accessible-games", appauthor=False))


_SCHEMA = [
    # Version 1.
    """
    CREATE TABLE IF NOT EXISTS games (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        kind TEXT NOT NULL,
        name TEXT NOT NULL DEFAULT '',
        game_id TEXT NOT NULL,
        options TEXT NOT NULL,
        seats TEXT NOT NULL,
        seed INTEGER NOT NULL,
        lang TEXT NOT NULL,
        moves TEXT NOT NULL,
        result TEXT,
        created REAL NOT NULL,
        updated REAL NOT NULL
    )
    """,
    # Version 2: games may start from a set-up position (exercises, edited positions).
    "ALTER TABLE games ADD COLUMN position TEXT",
    # Version 3: the kind "imported" (read from a file; not counted in the statistics). The
    # table is unchanged; the new version number keeps older apps from reading the new kind.
    "UPDATE games SET kind = kind WHERE 0",
]


class StoreWriteError(OSError):
    """A write to the store failed (read-only folder, full disk); the file keeps what it had
    before the write (every write is one transaction)."""


def _writing(method: Callable[..., T]) -> Callable[..., T]:
    """Turn SQLite's errors of a write into :class:`StoreWriteError`."""

    @functools.wraps(method)
    def write(*args: Any, **kwargs: Any) -> T:
        try:
            return method(*args, **kwargs)
        except sqlite3.Error as error:
            raise StoreWriteError(str(error)) from None

    return write


class Store:
    """The SQLite store. Open it with :meth:`open`; check ``problem`` and announce it."""

    def __init__(self, connection: sqlite3.Connection, path: str,
                 problem: StoreProblem | None = None) -> None:
        self.db = connection
        self.path = path
        self.problem = problem
        self.passed_over = 0
        """How many rows the last reading passed over because they cannot be read (see
        :func:`_stored_game`), for the listing to say so."""

    # -- opening ---------------------------------------------------------------------------

    @classmethod
    def open(cls, folder: Path | None = None) -> Store:
        """Open (or create) the store in ``folder``; never raises for a bad file."""
        folder = folder or default_folder()
        path = folder / FILE_NAME
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return cls._memory(str(path), ProblemKind.UNAVAILABLE)
        try:
            db = cls._connect(path)
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                db.close()
                return cls._memory(str(path), ProblemKind.NEWER)
            cls._migrate(db, version)
            db.execute("SELECT count(*) FROM games").fetchone()
            return cls(db, str(path))
        except sqlite3.DatabaseError:
            kept = path.with_name(f"{path.name}.damaged-{time.strftime('%Y%m%d-%H%M%S')}")
            try:
                path.rename(kept)
            except OSError:
                return cls._memory(str(path), ProblemKind.UNAVAILABLE)
            db = cls._connect(path)
            cls._migrate(db, 0)
            return cls(db, str(path), StoreProblem(ProblemKind.CORRUPT, str(path), str(kept)))
        except OSError:
            return cls._memory(str(path), ProblemKind.UNAVAILABLE)

    @staticmethod
    def _connect(path: Path | str) -> sqlite3.Connection:
        db = sqlite3.connect(str(path), isolation_level=None, check_same_thread=False)
        db.execute("PRAGMA synchronous = FULL")
        return db

    @classmethod
    def _memory(cls, path: str, kind: ProblemKind) -> Store:
        db = cls._connect(":memory:")
        cls._migrate(db, 0)
        return cls(db, path, StoreProblem(kind, path))

    @staticmethod
    def _migrate(db: sqlite3.Connection, version: int) -> None:
        for number in range(version, SCHEMA_VERSION):
            db.execute("BEGIN")
            db.execute(_SCHEMA[number])
            db.execute(f"PRAGMA user_version = {number + 1}")
            db.execute("COMMIT")

    def close(self) -> None:
        """Close the file."""
        self.db.close()

    # -- writing ---------------------------------------------------------------------------

    @_writing
    def create(self, kind: Kind, game_id: str, options: dict[str, Any],
               seats: list[dict[str, Any]], seed: int, lang: str, moves: list[str],
               name: str = "", result: dict[str, Any] | None = None,
               position: str | None = None) -> int:
        """Add a game; returns its id."""
        now = time.time()
        cursor = self.db.execute(
            "INSERT INTO games (kind, name, game_id, options, seats, seed, lang, moves, result,"
            " created, updated, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (kind.value, name, game_id, json.dumps(options), json.dumps(seats), seed, lang,
             json.dumps(moves), None if result is None else json.dumps(result), now, now,
             position))
        return int(cursor.lastrowid or 0)

    @_writing
    def update_moves(self, row_id: int, moves: list[str]) -> None:
        """Replace the move list of a game (after every move and undo)."""
        self.db.execute("UPDATE games SET moves = ?, updated = ? WHERE id = ?",
                        (json.dumps(moves), time.time(), row_id))

    @_writing
    def update_seats(self, row_id: int, seats: list[dict[str, Any]]) -> None:
        """Replace the seats of a game (the computer's level changed in it)."""
        self.db.execute("UPDATE games SET seats = ?, updated = ? WHERE id = ?",
                        (json.dumps(seats), time.time(), row_id))

    @_writing
    def finish(self, row_id: int, moves: list[str], result: dict[str, Any]) -> None:
        """Turn a game into a finished record with its result."""
        self.db.execute(
            "UPDATE games SET kind = ?, moves = ?, result = ?, updated = ? WHERE id = ?",
            (Kind.RECORD.value, json.dumps(moves), json.dumps(result), time.time(), row_id))

    @_writing
    def reopen(self, row_id: int, moves: list[str]) -> None:
        """Turn a finished record back into an unfinished autosave with ``moves`` (its end
        taken back): Resume offers it again, and its result no longer counts."""
        self.db.execute(
            "UPDATE games SET kind = ?, moves = ?, result = NULL, updated = ? WHERE id = ?",
            (Kind.AUTOSAVE.value, json.dumps(moves), time.time(), row_id))

    @_writing
    def delete(self, row_id: int) -> bool:
        """Remove a game; False if there was none."""
        return self.db.execute("DELETE FROM games WHERE id = ?", (row_id,)).rowcount > 0

    # -- reading ---------------------------------------------------------------------------

    def get(self, row_id: int) -> StoredGame | None:
        """One game by id."""
        rows = self._select("WHERE id = ?", (row_id,))
        return rows[0] if rows else None

    def list(self, kind: Kind | None = None) -> list[StoredGame]:
        """Games of a kind (all kinds when None), newest first."""
        if kind is None:
            return self._select("", ())
        return self._select("WHERE kind = ?", (kind.value,))

    def latest_unfinished(self) -> StoredGame | None:
        """The most recent autosave of a game that has not ended."""
        rows = self._select("WHERE kind = ? AND result IS NULL", (Kind.AUTOSAVE.value,))
        return rows[0] if rows else None

    def find_saved(self, name: str, kind: Kind = Kind.SAVED) -> StoredGame | None:
        """A saved game (or exercise) by its name (case-insensitive)."""
        for game in self.list(kind):
            if game.name.casefold() == name.strip().casefold():
                return game
        return None

    def _select(self, where: str, args: tuple[Any, ...]) -> builtins.list[StoredGame]:
        rows = self.db.execute(
            "SELECT id, kind, name, game_id, options, seats, seed, lang, moves, result, created,"
            f" updated, position FROM games {where} ORDER BY updated DESC, id DESC",
            args).fetchall()
        games = [game for game in map(_stored_game, rows) if game is not None]
        self.passed_over = len(rows) - len(games)
        return games


def _stored_game(row: tuple[Any, ...]) -> StoredGame | None:
    """A row as a :class:`StoredGame`; None for a row that cannot be read (its JSON damaged,
    its kind unknown), passed over: one bad row must not hide every other game, nor end the
    app when the saved games are listed (the listing says how many it left out)."""
    try:
        game = StoredGame(row[0], Kind(row[1]), row[2], row[3], json.loads(row[4]),
                          json.loads(row[5]), row[6], row[7], json.loads(row[8]),
                          None if row[9] is None else json.loads(row[9]), row[10], row[11],
                          row[12])
    except (ValueError, TypeError):  # json's errors are ValueErrors
        return None
    return game
