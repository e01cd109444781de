"""Imports point downward only (docs/architecture.md)."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "accessible_games"

# What each layer may import from the package (besides itself).
ALLOWED = {
    "engine": set(),
    "games": {"engine"},
    "ai": {"engine"},
    "narration": {"engine", "games"},
    "output": {"narration"},
    "lineup": {"engine", "games", "ai", "narration"},
    "storage": {"engine", "games", "lineup"},
    "session": {"engine", "games", "ai", "narration", "output", "storage", "lineup"},
    "frontends": {"engine", "games", "narration", "output", "session", "storage", "tactile",
                  "lineup", "online"},
    "tactile": {"engine", "games", "narration", "output", "session", "storage", "lineup"},
    "online": {"engine", "games", "ai", "narration", "session", "storage", "lineup"},
}


def imported_layers(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = set()
    for node in ast.walk(tree):
        names = []
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names = [node.module]
        for name in names:
            parts = name.split(".")
            if parts[0] == "accessible_games" and len(parts) > 1:
                found.add(parts[1])
    return found


def test_imports_point_downward():
    problems = []
    for layer, allowed in ALLOWED.items():
        module = PACKAGE / f"{layer}.py"
        paths = [module] if module.exists() else (PACKAGE / layer).rglob("*.py")
        for path in paths:
            bad = imported_layers(path) - allowed - {layer}
            if bad:
                problems.append(f"{path.relative_to(PACKAGE)} imports {sorted(bad)}")
    assert not problems, "\n".join(problems)
