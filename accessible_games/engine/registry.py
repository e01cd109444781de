"""The registry: an explicit list of games, found by id or by any German or English alias."""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Iterator, Mapping
from typing import Any

from accessible_games.engine.state import Game
from accessible_games.engine.types import UnknownGameError


def normalize_name(name: str) -> str:
    """Fold a game name for lookup: case, umlauts (ä = ae), spaces, hyphens and underscores."""
    folded = name.strip().casefold()
    for umlaut, plain in (("ä", "ae"), ("ö", "oe"), ("ü", "ue"), ("ß", "ss")):
        folded = folded.replace(umlaut, plain)
    folded = unicodedata.normalize("NFKD", folded)
    folded = "".join(c for c in folded if not unicodedata.combining(c))
    return "".join(c for c in folded if c.isalnum())


class Registry:
    """Games by id and alias. Nothing registers itself on import: the list is passed in."""

    def __init__(self, games: Iterable[type[Game]]) -> None:
        self._games: list[type[Game]] = list(games)
        self._by_name: dict[str, type[Game]] = {}
        for game in self._games:
            for name in (game.id, *game.aliases):
                key = normalize_name(name)
                other = self._by_name.get(key)
                if other is not None and other is not game:
                    raise ValueError(f"name {name!r} is used by {other.id} and {game.id}")
                self._by_name[key] = game

    def __iter__(self) -> Iterator[type[Game]]:
        return iter(self._games)

    def __len__(self) -> int:
        return len(self._games)

    def find(self, name: str) -> type[Game]:
        """The game class with this id or alias.

        Raises:
            UnknownGameError: no game has that name.
        """
        game = self._by_name.get(normalize_name(name))
        if game is None:
            raise UnknownGameError(name)
        return game

    def create(self, name: str, options: Mapping[str, Any] | None = None) -> Game:
        """A game by name with options (values may be text, as typed on the command line)."""
        return self.find(name)(options)

    def ids(self) -> list[str]:
        """Every game id in list order."""
        return [g.id for g in self._games]
