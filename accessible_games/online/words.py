"""The sentences of the server's refusals, in the player's language, from the catalogs.

Every ``error`` carries a code and a ``reason``: one sentence from ``online.po``, or for an
illegal move or a move out of turn the game's own reason (its describer explains it on the
seat's view, so it names nothing the seat may not know).
"""

from __future__ import annotations

from accessible_games.engine import Game, Reason, State
from accessible_games.lineup import describer_for
from accessible_games.narration.catalog import catalog
from accessible_games.online.protocol import ErrorCode, ProtocolError


def error_text(error: ProtocolError, lang: str) -> str:
    """The sentence telling the player why ``error`` refused their request."""
    cat = catalog(lang)
    detail = error.detail
    if isinstance(detail, tuple) and len(detail) == 2:
        reason, view = detail
        if isinstance(reason, Reason) and isinstance(view, State):
            return describer_for(view.game, lang).reason(reason, view).text
    if error.code is ErrorCode.UNREADABLE_MOVE and isinstance(detail, Game):
        key = f"game.{detail.id}.notation"
        expected = cat.text(key) if cat.has(key) else detail.move_format
        return cat.text("online.error.unreadable_move", expected=expected)
    return cat.text(f"online.error.{error.code.value}", **error.values)
