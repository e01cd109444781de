"""The browser of these tests writes only inside pytest's temporary folder, never into /tmp."""

from __future__ import annotations

from pathlib import Path
from typing import Any


def test_the_browser_keeps_its_profile_and_temporary_files_in_the_tests_folder(
        browser: Any, browser_scratch: Path) -> None:
    profile = Path(browser.capabilities["chrome"]["userDataDir"])
    assert profile.is_relative_to(browser_scratch), profile
    # The profile lock's socket lives in a directory of its own under TMPDIR: it is here,
    # so none is left behind in /tmp.
    assert list((browser_scratch / "tmp").glob("org.chromium.Chromium.*")), \
        list(browser_scratch.rglob("*"))[:20]
