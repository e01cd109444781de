"""The session's own sentences (opening, confirmations) from the ``session`` catalog; the help
texts are in help.py."""

from __future__ import annotations

from pathlib import Path

from accessible_games.engine import Game
from accessible_games.narration.catalog import catalog

DOCS_DIR = Path(__file__).resolve().parent.parent.parent / "docs"


def game_name(game_id: str, lang: str) -> str:
    """The display name of a game in ``lang``."""
    return catalog(lang).text(f"game.{game_id}.name")


def rules_text(game_id: str, lang: str) -> str | None:
    """The rules page of a game in ``lang`` (Markdown as plain text), or None if missing."""
    path = DOCS_DIR / "rules" / f"{game_id}.{lang}.md"
    if not path.exists():
        return None
    return path.read_text(encoding="utf-8")


class SessionWords:
    """Sentences of the session in one language for one game."""

    def __init__(self, lang: str, game: Game) -> None:
        self.cat = catalog(lang)
        self.lang = lang
        self.game = game

    def text(self, key: str, /, **values: object) -> str:
        """The message ``session.<key>``."""
        return self.cat.text(f"session.{key}", **values)

    def plural(self, key: str, count: int, /, **values: object) -> str:
        """The plural message ``session.<key>`` for ``count``."""
        return self.cat.plural(f"session.{key}", count, **values)

    def opening(self, seats: str) -> str:
        """The first sentence of a game: its name and who plays which side."""
        return self.text("opening", game=game_name(self.game.id, self.lang), seats=seats)

    def seat(self, side: str, kind: str, level: int) -> str:
        """One seat: "Black: you" or "White: computer, level 2"."""
        if kind == "human":
            return self.text("seat.human", side=side)
        return self.text("seat.computer", side=side, level=level)

    def notation(self) -> str:
        """How moves of this game are typed, as an example phrase."""
        return self.cat.text(f"game.{self.game.id}.notation")

    def unreadable(self, typed: str) -> str:
        """The sentence for a line that is neither a command nor a move."""
        return self.text("unreadable", text=typed, notation=self.notation())

    def rules(self) -> str:
        """The rules page of the game, or a sentence saying it is missing."""
        text = rules_text(self.game.id, self.lang)
        return text if text is not None else self.text("rules.missing")
