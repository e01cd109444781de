"""A move onto a taken square is refused with what the piece can do instead, when that is
short to hear. A play-tester typed h4-g5 in Blockade and heard only "g5 ist besetzt.", and
had to ask for the moves to find what would work."""

from __future__ import annotations

import pytest

from tests.consoles import seated

REFUSALS = {
    ("blockade", "en"): "b2 is occupied. The piece on c3 can play c3 to d4 or c3 to b4.",
    ("blockade", "de"): "b2 ist besetzt. Möglich ist für den Stein auf c3: c3 nach d4 oder "
                        "c3 nach b4.",
    ("checkers", "en"): "b2 is occupied. The piece on c3 can play c3 to b4 or c3 to d4.",
    ("checkers", "de"): "b2 ist besetzt. Möglich ist für den Stein auf c3: c3 nach b4 oder "
                        "c3 nach d4.",
}


@pytest.mark.parametrize(("game", "lang"), sorted(REFUSALS))
def test_a_taken_target_square_is_refused_with_the_pieces_moves(game: str, lang: str) -> None:
    said = seated(game, lang, 1).handle_line("c3-b2")
    assert [m.text for m in said] == [REFUSALS[game, lang]]


@pytest.mark.parametrize(("lang", "text"), [("en", "d2 is occupied."),
                                            ("de", "d2 ist besetzt.")])
def test_a_piece_without_moves_hears_the_short_reason(lang: str, text: str) -> None:
    assert [m.text for m in seated("blockade", lang, 1).handle_line("c1-d2")] == [text]


def test_a_long_list_is_left_out() -> None:
    """Tablut's rook-like pieces have up to sixteen moves: the reason stays one sentence."""
    from accessible_games.engine import Reason, ReasonCode
    from accessible_games.narration.describer import FEW_MOVES

    console = seated("tablut", "en", 1)
    state = console.table.state
    moves = tuple(state.legal_moves())
    assert len(moves) > FEW_MOVES
    start, target = moves[0].start, moves[1].start  # type: ignore[attr-defined]
    reason = Reason(ReasonCode.OCCUPIED, (start, target), moves)
    text = console.describer.reason(reason, state).text
    assert text == f"{console.describer.location(target)} is occupied."
