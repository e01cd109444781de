"""Castling refused with its reason, in both languages; and a long castling typed where only
the short one is legal is refused, never played as the short one (it once was: the said-move
reader took "O-O-O" for its first and last "O", "O-O")."""

from __future__ import annotations

import pytest

from accessible_games.lineup import REGISTRY
from accessible_games.session.console import Console, Seat, SeatKind


def _said(game_id: str, position: str | None, lang: str, line: str) -> list[str]:
    game = REGISTRY.create(game_id)
    state = game.parse_position(position) if position else None
    console = Console.local(game, [Seat(SeatKind.HUMAN)] * 2, lang=lang, state=state)
    return [m.text for m in console.handle_line(line)]


CORNERS = "r3k2r/8/8/8/8/8/8/R3K2R w {rights} - 0 1"


@pytest.mark.parametrize(("game_id", "position", "line", "en", "de"), [
    ("mad-mate", None, "O-O",
     "You cannot castle yet: f1 and g1 must be empty first.",
     "Du kannst noch nicht rochieren: Erst müssen f1 und g1 frei sein."),
    ("mad-mate", CORNERS.format(rights="Kq"), "O-O-O",
     "You may no longer castle that way: the king or the rook from a1 has moved or was taken.",
     "Diese Rochade geht nicht mehr: Der König oder der Turm von a1 hat schon gezogen oder "
     "wurde geschlagen."),
    ("mad-mate", CORNERS.format(rights="Kq"), "0-0-0",
     "You may no longer castle that way: the king or the rook from a1 has moved or was taken.",
     "Diese Rochade geht nicht mehr: Der König oder der Turm von a1 hat schon gezogen oder "
     "wurde geschlagen."),
    ("mad-mate", "r3k2r/8/8/8/2b5/8/8/R3K2R w KQ - 0 1", "O-O",
     "You cannot castle now: f1 is attacked, and the king may not cross or land on it.",
     "Du kannst jetzt nicht rochieren: f1 ist angegriffen, und der König darf weder darüber "
     "noch dorthin ziehen."),
    ("mad-mate", "r3k2r/8/8/8/1b6/8/8/R3K2R w KQ - 0 1", "O-O",
     "You may not castle while your king is in check.",
     "Im Schach darfst du nicht rochieren."),
    # The king's two squares typed: refused as castling, not as a king that cannot move.
    ("mad-mate", None, "e1g1",
     "You cannot castle yet: f1 and g1 must be empty first.",
     "Du kannst noch nicht rochieren: Erst müssen f1 und g1 frei sein."),
    ("mad-mate", CORNERS.format(rights="Kq"), "e1c1",
     "You may no longer castle that way: the king or the rook from a1 has moved or was taken.",
     "Diese Rochade geht nicht mehr: Der König oder der Turm von a1 hat schon gezogen oder "
     "wurde geschlagen."),
    ("maharadscha", None, "O-O",
     "White may not castle in this game.",
     "Weiß darf in diesem Spiel nicht rochieren."),
])
def test_castling_refused_with_its_reason(game_id, position, line, en, de):
    assert _said(game_id, position, "en", line) == [en]
    assert _said(game_id, position, "de", line) == [de]


def test_the_kings_two_squares_typed_castle_where_legal():
    assert _said("mad-mate", CORNERS.format(rights="KQ"), "en", "e1g1") == [
        "White castles king side.", "Black, your turn."]
