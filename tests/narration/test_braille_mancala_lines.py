"""Kalah's and Oware's answers to "score" and "threats" on the braille line: each within two
windows of a 40-cell display (80 cells) in both languages, at the opening and in a middle game
reached by real moves; speech keeps its sentences. Congkak's are pinned in
:mod:`tests.narration.test_braille_unwalked_lines`."""

from __future__ import annotations

import pytest

from accessible_games.engine import State
from accessible_games.lineup import REGISTRY
from accessible_games.narration.message import Message
from accessible_games.session.console import Console, Seat, SeatKind
from tests.braille_cells import DISPLAY_CELLS, cells

TWO_WINDOWS = 2 * DISPLAY_CELLS

SCORE = {"en": "score", "de": "punkte"}
THREATS = {"en": "threats", "de": "gefahren"}

KALAH_MIDDLE = "3 2 1 6 3 3 2 1 6 4 4 2 3"
"""Thirteen sowings (the person's extra turns among them) to '1,0,3,2,10,2/5/2,1,0,1,11,7/3
S': South, the person, to move with 5 seeds in the store to North's 3; South can capture from
houses 1 and 5, North from its houses 1, 2 and 5, all into South's house 4."""

OWARE_MIDDLE = "2 1 6 6 1 2 3 1"
"""Eight sowings to '1,0,0,8,7,2/0/0,2,9,8,7,1/3 S': North has captured 3 seeds, South none;
South can capture from houses 4, 5 and 6, North from its houses 3 to 6, in South's houses 1
and 6."""


def _played(game_id: str, moves: str) -> State:
    """The position after sowing ``moves`` (the houses by their numbers, each side's in turn)
    from the opening."""
    state = REGISTRY.create(game_id).new_state()
    for notation in moves.split():
        move, = (m for m in state.legal_moves() if m.notation == notation)
        state.play(move)
    return state


def _asked(game_id: str, moves: str, words: dict[str, str], lang: str) -> list[Message]:
    """The answer to ``words[lang]`` for the person in the first seat after ``moves``."""
    game = REGISTRY.create(game_id)
    console = Console.local(game, [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)],
                            lang=lang, state=_played(game_id, moves))
    console.opening()
    return console.handle_line(words[lang])


def test_the_middle_games_are_the_positions_named():
    assert repr(_played("kalah", KALAH_MIDDLE)) == \
        "<KalahState '1,0,3,2,10,2/5/2,1,0,1,11,7/3 S'>"
    assert repr(_played("oware", OWARE_MIDDLE)) == \
        "<OwareState '1,0,0,8,7,2/0/0,2,9,8,7,1/3 S'>"


@pytest.mark.parametrize(("game_id", "moves", "lang", "brief", "size", "said"), [
    ("kalah", "", "en", "Stores/houses: South 0/24, North 0/24. Level.", 56,
     "Nobody leads."),
    ("kalah", "", "de", "Speicher/Häuser: Süd 0/24, Nord 0/24. Gleichstand.", 51,
     "Gleichstand."),
    ("kalah", KALAH_MIDDLE, "en", "Stores/houses: South 5/18, North 3/22. You +2.", 59,
     "You lead by 2 seeds."),
    ("kalah", KALAH_MIDDLE, "de", "Speicher/Häuser: Süd 5/18, Nord 3/22. Du vorn mit 2.", 57,
     "Du liegst mit 2 Samen vorn."),
    ("oware", "", "en", "Captured/houses: South 0/24, North 0/24. Level.", 58,
     "Nobody leads."),
    ("oware", "", "de", "Erbeutet/Häuser: Süd 0/24, Nord 0/24. Gleichstand.", 52,
     "Gleichstand."),
    ("oware", OWARE_MIDDLE, "en", "Captured/houses: South 0/18, North 3/27. North +3.", 63,
     "North leads by 3 seeds."),
    ("oware", OWARE_MIDDLE, "de", "Erbeutet/Häuser: Süd 0/18, Nord 3/27. Nord vorn mit 3.", 60,
     "Nord liegt mit 3 Samen vorn."),
])
def test_the_score_is_brailled_as_store_and_houses_pairs(game_id, moves, lang, brief, size,
                                                         said):
    """"Stores: South 5, North 3. In the houses: South 18, North 22. You lead by 2 seeds."
    ran to 93 cells (85 in German), Oware's "Captured: South 0, North 3. In the houses: South
    18, North 27. North leads by 3 seeds." to 98 (88), 85 and 87 at the opening: each
    side's store (Oware: its captured seeds) and the seeds on its side are a pair, as
    Congkak's, then who leads by how many; speech keeps its sentences."""
    answer, = _asked(game_id, moves, SCORE, lang)
    assert (answer.short, cells(answer.short, lang)) == (brief, size)
    assert size <= TWO_WINDOWS
    assert answer.text.endswith(said)


@pytest.mark.parametrize(("game_id", "moves", "lang", "briefs", "sizes"), [
    ("kalah", KALAH_MIDDLE, "en", ["You can capture: houses 1 and 5, up to 13 seeds.",
                                   "North threatens your house 4: up to 4 seeds."], [52, 47]),
    ("kalah", KALAH_MIDDLE, "de", ["Du kannst erbeuten: Häuser 1 und 5, bis zu 13 Samen.",
                                   "Nord bedroht dein Haus 4: bis zu 4 Samen."], [52, 42]),
    ("oware", OWARE_MIDDLE, "en", ["You can capture: houses 4, 5, and 6, up to 3 seeds.",
                                   "North threatens your houses 1 and 6: up to 3 seeds."],
     [56, 55]),
    ("oware", OWARE_MIDDLE, "de", ["Du kannst erbeuten: Häuser 4, 5 und 6, bis zu 3 Samen.",
                                   "Nord bedroht deine Häuser 1 und 6: bis zu 3 Samen."],
     [55, 52]),
])
def test_threats_are_brailled_as_the_houses_and_the_most_seeds(game_id, moves, lang, briefs,
                                                               sizes):
    """Every capture with its seeds: Kalah's "You can capture now: house 1 captures 12 seeds
    or house 5 captures 13 seeds." ran to 81 cells (85 in German), "North threatens your
    house 4: North house 1 captures 3 seeds, ..." to 139 (116); Oware's to 108 and 182 (108
    and 155). The braille line names the houses and the most seeds one capture takes, as
    Congkak's (the shared mancala words); speech names every capture."""
    said = _asked(game_id, moves, THREATS, lang)
    assert [m.short for m in said] == briefs
    assert [cells(b, lang) for b in briefs] == sizes
    assert all(size <= TWO_WINDOWS for size in sizes)
    assert all(("captures" in m.text) or ("erbeutet" in m.text) for m in said)
    assert all(cells(m.text, lang) > TWO_WINDOWS for m in said)
