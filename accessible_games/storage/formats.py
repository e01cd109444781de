"""Record formats for export and import: our JSON for every game, and the field's own formats
where a family provides them (PDN for draughts).

A family's format module offers ``write(record) -> str`` and ``read(text) -> Record``; this
module picks one by name for export and by content for import.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from importlib import import_module

from accessible_games.games.registry import REGISTRY
from accessible_games.storage.records import Record, RecordError, from_json, to_json


@dataclass(frozen=True, slots=True)
class Format:
    """A record format: its name, the families it serves, and how to write and read it."""

    name: str
    families: tuple[str, ...] | None
    """Families it can write; None for every game."""
    write: Callable[[Record], str]
    read: Callable[[str], Record]
    looks_like: Callable[[str], bool]
    """True when a file's text seems to be in this format (for import)."""


def _module_format(name: str, module: str, families: tuple[str, ...],
                   marker: Callable[[str], bool]) -> Format | None:
    try:
        mod = import_module(module)
    except ImportError:
        return None
    if not hasattr(mod, "write_record") or not hasattr(mod, "read_record"):
        return None
    return Format(name, families, mod.write_record, mod.read_record, marker)


def formats() -> list[Format]:
    """Every format this installation can use, JSON first."""
    found = [Format("json", None, to_json, from_json, lambda t: t.lstrip().startswith("{"))]
    pdn = _module_format("pdn", "accessible_games.games.draughts.pdn", ("draughts",),
                         lambda t: t.lstrip().startswith("[") and "GameType" in t)
    if pdn is not None:
        found.append(pdn)
    return found


def export_record(record: Record, name: str) -> str:
    """The record written in format ``name``.

    Raises:
        RecordError: unknown format, or one that does not fit the game's family.
    """
    family = REGISTRY.find(record.game_id).family
    for fmt in formats():
        if fmt.name == name:
            if fmt.families is not None and family not in fmt.families:
                raise RecordError(f"{name} does not fit {record.game_id}")
            return fmt.write(record)
    raise RecordError(f"unknown format {name!r}")


def import_text(text: str) -> Record:
    """Read a record in any format we know, recognised by its content.

    Raises:
        RecordError: no known format, or the format's own reader refused it.
    """
    for fmt in formats():
        if fmt.looks_like(text):
            return fmt.read(text)
    raise RecordError("unknown format")
