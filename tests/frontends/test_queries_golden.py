"""Every query answer, pinned for each game in German and English (tests/golden/queries/).

A session between two people plays a few scripted moves (the first legal move each time), then
the cursor goes somewhere interesting and every query of the command table is asked. Regenerate
with ``UPDATE_GOLDEN=1 ./test tests/frontends/test_queries_golden.py`` and read the diff.
"""

from __future__ import annotations

import pytest

from accessible_games.lineup import REGISTRY
from accessible_games.session.commands import Command, CommandKind
from accessible_games.session.console import Console, Seat, SeatKind
from tests.golden import assert_golden

K = CommandKind
# game: (plies to play, where the cursor goes, a place whose selection is refused)
SCRIPTS = {
    "checkers": (4, "d4", "h8"),
    "reversi": (4, "d4", "a1"),
    "kalah": (3, "2", "8"),
    "international-draughts": (4, "28", "1"),
    "russian-draughts": (4, "d4", "h8"),
    "brazilian-draughts": (4, "d4", "h8"),
    "turkish-draughts": (4, "d4", "a7"),
    "schlagdame": (4, "28", "1"),
    "oware": (3, "2", "8"),
    "congkak": (3, "2", "9"),
    "breakthrough": (4, "d4", "a8"),
    "gomoku": (4, "h8", "a1"),
    "alquerque": (4, "c3", "a5"),
    "wolf-und-schafe": (4, "d4", "h8"),
    "blockade": (4, "d4", "h8"),
    "raeuber-und-gendarm": (4, "d4", "h8"),
    "halma-dame": (4, "d4", "h8"),
    "eckdame": (4, "d4", "h8"),
    "mad-mate": (4, "e4", "e8"),
    "maharadscha": (4, "e4", "e8"),
    "tablut": (4, "e4", "e5"),
    "arimaa": (4, "c3", "d8"),
    "rakado": (4, "c5", "a16"),
}
QUERIES = [
    ("where", Command(K.WHERE)),
    ("moves here", Command(K.MOVES_HERE)),
    ("moves all", Command(K.MOVES_ALL)),
    ("captures", Command(K.CAPTURES)),
    ("last", Command(K.LAST)),
    ("since", Command(K.SINCE)),
    ("pieces", Command(K.PIECES)),
    ("pieces opponent", Command(K.PIECES_OPPONENT)),
    ("row", Command(K.ROW)),
    ("column", Command(K.COLUMN)),
    ("status", Command(K.STATUS)),
    ("help", Command(K.HELP)),
    ("cursor left", Command(K.LEFT)),
    ("row start", Command(K.ROW_START)),
    ("row start again, then left: edge", Command(K.LEFT)),
]


def transcript(game_id: str, lang: str) -> list[str]:
    plies, place, refused = SCRIPTS[game_id]
    session = Console.local(REGISTRY.create(game_id), [Seat(SeatKind.HUMAN), Seat(SeatKind.HUMAN)],
                      lang=lang, seed=1)
    lines: list[str] = []

    def ask(title: str, command: Command) -> None:
        lines.append(f"## {title}")
        # A line for the braille display alone (the rest of a long list of moves) as shown.
        lines.extend(f"{m.kind.value}: {m.text}" if m.text else f"braille: {m.short}"
                     for m in session.handle(command))

    session.opening()
    for _ in range(plies):
        move = session.state.legal_moves()[0]
        ask(f"play {move.notation}", Command(K.MOVE, move.notation))
    ask("why (nothing refused yet)", Command(K.WHY))
    ask(f"go {refused}", Command(K.GO, refused))
    ask("select there", Command(K.SELECT))
    ask("why", Command(K.WHY))
    ask(f"go {place}", Command(K.GO, place))
    for title, command in QUERIES:
        ask(title, command)
    start = session.state.legal_moves()[0].parts[0]
    session.cursor.go(start)
    ask("select the first legal move's start", Command(K.SELECT))
    ask("where (with a selection)", Command(K.WHERE))
    ask("help (with a selection)", Command(K.HELP))
    ask("cancel", Command(K.CANCEL))
    return lines


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game_id", sorted(SCRIPTS))
def test_query_answers(game_id: str, lang: str) -> None:
    assert_golden(f"queries/{game_id}.{lang}", transcript(game_id, lang))
