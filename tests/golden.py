"""Golden transcripts: exact spoken and brailled strings pinned in files.

``assert_golden("checkers/multi_capture.en", lines)`` compares ``lines`` with
``tests/golden/checkers/multi_capture.en.txt`` line by line and names the first differing line.
Regenerate after a deliberate change with ``UPDATE_GOLDEN=1 ./test`` and review the diff; a
missing golden file is a failure, so a new one is only made on purpose.
"""

from __future__ import annotations

import os
from pathlib import Path

GOLDEN_DIR = Path(__file__).parent / "golden"


def assert_golden(name: str, lines: list[str]) -> None:
    """Compare ``lines`` with the golden file ``name`` (without ``.txt``)."""
    path = GOLDEN_DIR / f"{name}.txt"
    text = "\n".join(lines) + "\n"
    if os.environ.get("UPDATE_GOLDEN") == "1":
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        return
    # A missing file fails everywhere (not only on CI): a golden made silently by the first
    # run would pin whatever the code says, right or wrong, without anybody reading it.
    assert path.exists(), f"golden file {path} is missing; make it with UPDATE_GOLDEN=1, read it"
    expected = path.read_text(encoding="utf-8").splitlines()
    for number, (want, got) in enumerate(zip(expected, lines), start=1):
        assert got == want, f"{path.name} line {number}:\n  expected: {want}\n  got:      {got}"
    assert len(lines) == len(expected), (
        f"{path.name}: expected {len(expected)} lines, got {len(lines)}"
    )
