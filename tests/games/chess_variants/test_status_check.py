"""Being in check is told with the turn: "status" in Mad Mate said "White, your turn. Move 29."
on its first braille line and "You are in check." only on the second, before the reserves, so
a player who read only the first line did not know; Maharadscha said it as a sentence of its
own after the turn."""

from __future__ import annotations

import pytest

from accessible_games.lineup import REGISTRY
from accessible_games.session.console import Console, Seat, SeatKind
from tests.braille_cells import cells

IN_CHECK = {"mad-mate": "4k3/8/8/8/8/8/8/r3K3[Nq] w - - 0 29",
            "maharadscha": "4k3/8/8/8/8/8/8/r3M3 w - - 0 29"}
"""White's king (maharajah) on e1 in check from the rook on a1, at move 29."""


def status(game_id: str, lang: str, seats: list[Seat]) -> list[tuple[str, str]]:
    game = REGISTRY.create(game_id)
    console = Console.local(game, seats, lang=lang, state=game.parse_position(IN_CHECK[game_id]))
    return [(m.text, m.short) for m in console.handle_line("status")]


PLAYER = [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)]
SPECTATOR = [Seat(SeatKind.COMPUTER, 1), Seat(SeatKind.HUMAN)]


@pytest.mark.parametrize(("lang", "said", "size"), [
    ("en", [("White, your turn, in check. Move 29.",) * 2,
            ("White has in reserve: one knight. Black has in reserve: one queen.",
             "Reserves: White N; Black Q.")], 39),
    ("de", [("Weiß, du bist am Zug und stehst im Schach. Zug 29.",) * 2,
            ("In der Reserve von Weiß: ein Springer. In der Reserve von Schwarz: eine Dame.",
             "Reserven: Weiß S; Schwarz D.")], 44),
])
def test_mad_mate_tells_the_check_on_the_line_of_the_turn(lang, said, size):
    assert status("mad-mate", lang, PLAYER) == said
    assert cells(said[0][1], lang) == size


@pytest.mark.parametrize(("lang", "first"), [
    ("en", "White to move, in check. Move 29."),
    ("de", "Weiß ist am Zug und steht im Schach. Zug 29."),
])
def test_the_check_of_a_side_the_listener_does_not_play(lang, first):
    assert status("mad-mate", lang, SPECTATOR)[0] == (first, first)


@pytest.mark.parametrize(("lang", "text", "short", "size"), [
    ("en", "White, your turn, in check. White: only the maharajah. Black: 2 pieces: the king "
           "and one rook. Move 29.",
     "White, your turn, in check. Pieces: White 1, Black 2. Move 29.", 70),
    ("de", "Weiß, du bist am Zug und stehst im Schach. Weiß: nur der Maharadscha. Schwarz: "
           "2 Figuren: der König und ein Turm. Zug 29.",
     "Weiß, du bist am Zug und stehst im Schach. Figuren: Weiß 1, Schwarz 2. Zug 29.", 71),
])
def test_maharadscha_tells_the_check_within_the_turn(lang, text, short, size):
    assert status("maharadscha", lang, PLAYER) == [(text, short)]
    assert cells(short, lang) == size
