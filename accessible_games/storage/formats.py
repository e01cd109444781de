"""Record formats for export and import: our JSON for every game, and the field's own formats
where a family has one (PDN for draughts, PGN for Mad Mate and Maharadscha, the official move
list for Arimaa; see :mod:`~accessible_games.storage.family_formats`).

A format offers ``write(record) -> str`` and ``read(text) -> Record``; this module picks one by
name for export and by content for import.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from accessible_games.lineup import REGISTRY
from accessible_games.storage import family_formats as ff
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


def formats() -> list[Format]:
    """Every format this installation can use, JSON first (import tries them in this order)."""
    return [
        Format("json", None, to_json, from_json, lambda t: t.lstrip().startswith("{")),
        Format("pdn", ("draughts",), ff.write_pdn_record, ff.read_pdn_record,
               ff.looks_like_pdn),
        Format("pgn", ("chess",), ff.write_pgn_record, ff.read_pgn_record, ff.looks_like_pgn),
        Format("arimaa", ("arimaa",), ff.write_arimaa_record, ff.read_arimaa_record,
               ff.looks_like_arimaa),
    ]


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
