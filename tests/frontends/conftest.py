"""Front-end tests: headless SDL, settings in a temporary folder, the BRLTTY fixture."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from tests.output.brltty_harness import brltty_virtual  # noqa: F401 - shared fixture


@pytest.fixture(autouse=True)
def _settings_home(tmp_path, monkeypatch):
    """Never read or write the real user's settings."""
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("ACCESSIBLE_GAMES_DATA", str(tmp_path / "data"))
