"""Work a game does once and the app keeps between runs: the English checkers endgame table
(8 s of a processor to build, 12 MB).

The files live in the user cache directory (platformdirs), or in ``kept/`` under the folder
named by ``ACCESSIBLE_GAMES_DATA`` (tests use a temporary folder). A file is written whole
under a temporary name and then renamed, so a killed process leaves no half table; a name
carries its version after its last hyphen, and keeping a new version removes the older ones.
Losing the folder costs only the time to work the tables out again.
"""

from __future__ import annotations

import os
from pathlib import Path

from accessible_games.storage.store import DATA_ENV


def kept_folder() -> Path:
    """Where kept work lives."""
    override = os.environ.get(DATA_ENV)
    if override:
        return Path(override) / "kept"
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("accessible-games", appauthor=False))


def read_kept(name: str) -> bytes | None:
    """What was kept under ``name``, or None when nothing was.

    Raises:
        OSError: the file is there but cannot be read.
    """
    path = kept_folder() / name
    return path.read_bytes() if path.is_file() else None


def write_kept(name: str, data: bytes) -> None:
    """Keep ``data`` under ``name`` (``kind-version``), removing other versions of the kind.

    Raises:
        OSError: the folder cannot be made or written (the caller goes on without).
    """
    folder = kept_folder()
    folder.mkdir(parents=True, exist_ok=True)
    part = folder / f"{name}.part"
    part.write_bytes(data)
    os.replace(part, folder / name)
    kind = name.rpartition("-")[0]
    for older in folder.glob(f"{kind}-*"):
        if older.name != name and not older.name.endswith(".part"):
            older.unlink(missing_ok=True)
