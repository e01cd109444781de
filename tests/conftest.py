"""Shared pytest set-up: no real audio or display in tests."""

import gc
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import atexit
import itertools
import shutil
import tempfile

import pytest

# Saved games and settings of the test run go to a throw-away folder, never the user's; it is
# removed when the process ends (each pytest-xdist worker has its own). The user's own settings
# (a language chosen at the first start, say) must not reach the tests either.
_DATA = tempfile.mkdtemp(prefix="accessible-games-test-")
os.environ["ACCESSIBLE_GAMES_DATA"] = _DATA
os.environ["ACCESSIBLE_GAMES_HOME"] = os.path.join(_DATA, "home")
atexit.register(shutil.rmtree, _DATA, ignore_errors=True)
_TESTS_RUN = itertools.count()


@pytest.fixture(autouse=True)
def _settings_of_its_own(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test starts without saved settings: a language kept by one test's first start
    ("play --lang de") spoke German to the next tests of the same worker. The folder is made
    only when a test saves."""
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", os.path.join(_DATA, f"home-{next(_TESTS_RUN)}"))


def pytest_collection_finish(session: object) -> None:
    """Move everything alive after collection (modules, catalogs, test items) out of the
    garbage collector's view: full collections then walk only what the tests make. Measured
    on tests/games and tests/session: time in the collector 17.9 s without, 7.1 s with."""
    gc.collect()
    gc.freeze()
