"""Shared pytest set-up: no real audio or display in tests."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import tempfile

# Saved games and settings of the test run go to a throw-away folder, never the user's.
_DATA = tempfile.mkdtemp(prefix="accessible-games-test-")
os.environ["ACCESSIBLE_GAMES_DATA"] = _DATA
