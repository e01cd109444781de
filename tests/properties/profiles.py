"""Hypothesis profiles for the robustness tests: small and seeded by default, larger at night.

Every test here is decorated with :data:`PROFILE` (never a global ``load_profile``, so other
tests that use hypothesis keep their own settings). ``ACCESSIBLE_GAMES_PROFILE=nightly`` selects
the larger run; both are derandomized, so a failure is reproduced by running the test again.
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

settings.register_profile(
    "robustness-default", max_examples=5, derandomize=True, deadline=None, database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                           HealthCheck.function_scoped_fixture])
settings.register_profile(
    "robustness-nightly", max_examples=150, derandomize=True, deadline=None, database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                           HealthCheck.function_scoped_fixture])

NAME = os.environ.get("ACCESSIBLE_GAMES_PROFILE", "default")
PROFILE = settings.get_profile(f"robustness-{NAME}")
"""The settings every robustness property test runs with."""
NIGHTLY = NAME == "nightly"
"""True for the large run (longer games, more files)."""
