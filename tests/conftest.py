"""Shared pytest set-up: no real audio or display in tests."""

import gc
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import atexit
import shutil
import tempfile

# Saved games and settings of the test run go to a throw-away folder, never the user's; it is
# removed when the process ends (each pytest-xdist worker has its own). The user's own settings
# (a language chosen at the first start, say) must not reach the tests either.
_DATA = tempfile.mkdtemp(prefix="accessible-games-test-")
os.environ["ACCESSIBLE_GAMES_DATA"] = _DATA
os.environ["ACCESSIBLE_GAMES_HOME"] = os.path.join(_DATA, "home")
atexit.register(shutil.rmtree, _DATA, ignore_errors=True)


def pytest_collection_finish(session: object) -> None:
    """Move everything alive after collection (modules, catalogs, test items) out of the
    garbage collector's view: full collections then walk only what the tests make. Measured
    on tests/games and tests/session: time in the collector 17.9 s without, 7.1 s with."""
    gc.collect()
    gc.freeze()
