"""Online Mau Mau lines with seven people's names on the braille line, within two windows of a
40-cell display (80 cells) in both languages: the hands of "status", a deal won with the
points so far, a penalty with the sevens to draw, and "score" in a game of several deals.
Each seat by its person's name ran these past two windows; the counts go a number a seat in
seat order then, and the seats by number where even that is too long, as the game's result
does (:mod:`tests.online.test_mau_mau_result_named`). Speech names every seat.

The table is played in one process (:class:`~tests.online.away_table.AwayTable`), heard from
the first seat as the online console tells it: seven seats scored by points over two deals,
seed 1, every seat's move chosen at random."""

from __future__ import annotations

import pytest

from accessible_games.narration.message import Message, MessageKind
from tests.braille_cells import DISPLAY_CELLS, cells
from tests.online.away_table import AwayTable
from tests.online.test_mau_mau_result_named import NAMES

TWO_WINDOWS = 2 * DISPLAY_CELLS

ASKED_AT = 15
"""The moves played before "status" and "score" are asked: the first seat's turn, a jack's
wish on the pile, in the first deal."""

SECOND_DEAL = 111
"""The moves played before "score" is asked in the second deal, Christopher (seat 6) leading
with no points after winning the first."""

STATUS = {"en": "status", "de": "stand"}
DEAL_WON = {"en": "Christopher wins the deal.", "de": "Christopher gewinnt die Runde."}
SCORE = {"en": "score", "de": "punkte"}


def _table(lang: str) -> AwayTable:
    return AwayTable(lang, game="mau-mau", seed=1, names=NAMES,
                     options={"players": 7, "scoring": "points", "target": 2})


def _moves_heard(lang: str) -> list[Message]:
    """Every move's message the first seat hears until the first deal is won (Christopher's
    ten of clubs), that one last."""
    table = _table(lang)
    heard: list[Message] = []
    while True:
        table.step()
        for message in table.console.catch_up():
            if message.kind is MessageKind.MOVE:
                heard.append(message)
                if DEAL_WON[lang] in message.text:
                    return heard


def _asked(lang: str, words: dict[str, str], moves: int = ASKED_AT) -> list[Message]:
    """The answer to ``words[lang]`` after ``moves`` moves."""
    table = _table(lang)
    for _ in range(moves):
        table.step()
    table.console.catch_up()
    return table.console.handle_line(words[lang])


@pytest.mark.parametrize(("lang", "brief", "size", "before"), [
    ("en", "Talon 8, hands: you 4, next 8, 3, 3, 5, 6, 4.", 54, 126),
    ("de", "Talon 8, Hände: du 4, danach 8, 3, 3, 5, 6, 4.", 53, 115),
])
def test_the_hands_of_seven_named_seats_go_a_number_a_seat(lang, brief, size, before):
    """``before``: "Talon 8, hands: you 4, next Alexandra 8, Maximilian 3, ...". Speech
    still names each seat with its cards."""
    turn, hands = _asked(lang, STATUS)
    assert (hands.short, cells(hands.short, lang)) == (brief, size)
    assert size <= TWO_WINDOWS < before
    assert all(name in hands.text for name in NAMES[1:])


@pytest.mark.parametrize(("lang", "brief", "size", "before"), [
    ("en", "Christopher: ⠭⠉, deal won. Points: you 14, 22, 61, 13, 17, 0, 18.", 74, 146),
    ("de", "Christopher: ⠭⠉, Runde gewonnen. Punkte: du 14, 22, 61, 13, 17, 0, 18.", 75,
     137),
])
def test_a_deal_won_at_seven_named_seats_gives_the_points_a_number_a_seat(lang, brief, size,
                                                                          before):
    """``before``: "Christopher: ⠭⠉, deal won. Points: you 14, Alexandra 22, Maximilian 61,
    ...". The winner keeps their name; speech names every seat's points."""
    won = _moves_heard(lang)[-1]
    assert (won.short, cells(won.short, lang)) == (brief, size)
    assert size <= TWO_WINDOWS < before
    assert all(f"{name}: " in won.text for name in NAMES[1:])


@pytest.mark.parametrize(("lang", "brief", "size"), [
    ("en", "Player 6: ⠛⠙, no Mau, a penalty card. Player 5: draw 2 or play a seven.", 77),
    ("de", "Spieler 6: ⠛⠙, kein Mau, eine Strafkarte. Spieler 5: 2 ziehen oder Sieben legen.",
     77),
])
def test_a_penalty_and_sevens_to_draw_name_the_seats_by_number_where_names_are_too_long(
        lang, brief, size):
    """"Christopher: ⠛⠙, no Mau, a penalty card. Bartholomew: draw 2 or play a seven." ran to
    81 cells; the line names the two seats by number then. In German the names took 77
    cells, but the count narration makes without the braille tables (90 at most) cannot tell
    that they fit. Speech names both."""
    penalty, = [m for m in _moves_heard(lang) if "⠛⠙" in m.short]
    assert (penalty.short, cells(penalty.short, lang)) == (brief, size)
    assert size <= TWO_WINDOWS
    assert penalty.text.startswith("Christopher") and "Bartholomew" in penalty.text


@pytest.mark.parametrize(("lang", "moves", "brief", "size", "before"), [
    ("en", ASKED_AT, "Deal 1 of 2. Points: you 0, 0, 0, 0, 0, 0, 0. Your hand: 24.", 73, 207),
    ("de", ASKED_AT, "Runde 1 von 2. Punkte: du 0, 0, 0, 0, 0, 0, 0. Deine Hand: 24.", 71,
     198),
    ("en", SECOND_DEAL, "Deal 2. Points: you 14, 22, 61, 13, 17, 0, 18. Christopher leads.",
     76, 213),
    ("de", SECOND_DEAL,
     "Runde 2 von 2. Punkte: du 14, 22, 61, 13, 17, 0, 18. Christopher vorn.", 77, 204),
])
def test_the_score_of_seven_named_seats_gives_the_points_a_number_a_seat(lang, moves, brief,
                                                                         size, before):
    """``before``: "Points left in hand so far: Konstantinos: 0, Alexandra: 0, ... Deal 1 of
    2. Your cards in hand count 24 points.", which had no shorter form. In the first deal all
    are level, nobody leads, and the listener's own cards count 24; in the second the leader
    keeps their name where the deals in all ("of 2") and what the hand counts are left out.
    Speech names every seat."""
    score, = _asked(lang, SCORE, moves)
    assert (score.short, cells(score.short, lang)) == (brief, size)
    assert size <= TWO_WINDOWS < before
    assert all(f"{name}: " in score.text for name in NAMES[1:])
