"""Fixtures for the output tests (the BRLTTY harness is shared with front-end tests)."""

from tests.output.brltty_harness import brltty_virtual  # noqa: F401 - re-exported fixture
