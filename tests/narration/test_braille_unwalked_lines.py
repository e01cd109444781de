"""Lines over two windows of a 40-cell display (80 cells) that the seeded walks do not reach
(positions a game rarely comes to, answers to queries, long games): each built here by real
moves or from a position text, and now within two windows in both languages with its facts
kept. Speech keeps its sentences."""

from __future__ import annotations

import pytest

from accessible_games.lineup import REGISTRY
from accessible_games.narration.catalog import catalog
from accessible_games.narration.message import Message, MessageKind
from accessible_games.session.console import Console, Seat, SeatKind
from tests.braille_cells import DISPLAY_CELLS, cells
from tests.games.gomoku.test_rules import CLOSED_FIVE, position

TWO_WINDOWS = 2 * DISPLAY_CELLS


def _person_plays(game_id: str, position_text: str, typed: str, lang: str) -> list[Message]:
    """What the person in the first seat (the computer in the other) is told after typing
    ``typed`` at ``position_text``."""
    game = REGISTRY.create(game_id)
    console = Console.local(game, [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)],
                            lang=lang, state=game.parse_position(position_text))
    console.opening()
    return console.handle_line(typed)


CONGKAK_BOTH_BURN = "0,0,0,0,0,0,1/27/0,0,0,0,0,0,1/13 S"
"""South's last seed goes to its store and ends the round: South 28 fills four houses, North
14 two; South's houses 1 to 3 and North's 1 to 5 are burnt for round 2."""


@pytest.mark.parametrize(("lang", "brief", "size"), [
    ("en", "Round 1 over: you 28, burnt 1 to 3; North 14, burnt 1 to 5.", 68),
    ("de", "Runde 1 vorbei: du 28, verbrannt 1 bis 3; Nord 14, verbrannt 1 bis 5.", 76),
])
def test_a_congkak_round_end_burning_houses_on_both_sides_pairs_each_store_with_its_houses(
        lang, brief, size):
    """"Round 1 over: you 28, North 14. Burnt: your houses 1, 2, and 3 and North houses 1 to
    5." ran to 99 cells (German 94): each side's burnt houses follow its store now, their
    numbers without the word houses."""
    said = _person_plays("congkak", CONGKAK_BOTH_BURN, "7", lang)
    ended, = (m for m in said if m.text.startswith(("Round 1 is over", "Runde 1 ist vorbei")))
    assert (ended.short, cells(ended.short, lang)) == (brief, size)
    assert size <= TWO_WINDOWS
    assert ended.text.endswith(("North house 4, and North house 5.",
                                "Nordhaus 4 und Nordhaus 5."))


def _reversi_eight_lines() -> str:
    """A 10x10 position, Black to move: e5 turns 27 discs on all eight lines from it, up to
    e9, i9, i5, h2, e2, b2, b5 and b8; White then has a8 alone."""
    board = [["-"] * 10 for _ in range(10)]
    for squares, disc in (("e6 e7 e8 e9 e4 e3 e2 f5 g5 h5 i5 d5 c5 b5 f6 g7 h8 i9 d6 c7 b8 f4 "
                           "g3 h2 d4 c3 b2 a10 b10", "O"), ("e10 e1 j5 a5 j10 a9 i1 a1", "X")):
        for square in squares.split():
            board[int(square[1:]) - 1][ord(square[0]) - ord("a")] = disc
    return "".join("".join(row) for row in board) + " X"


@pytest.mark.parametrize(("lang", "brief", "size"), [
    ("en", "2 moves back. Last: Black e5, flips 27 on 8 lines.", 56),
    ("de", "2 Züge zurück. Zuletzt: Schwarz e5, 27 umgedreht auf 8 Linien.", 63),
])
def test_a_reversi_undo_to_discs_turned_on_eight_lines_counts_the_lines(lang, brief, size):
    """"2 moves back. Last: Black e5, flips 27: up to e9, i9, i5, h2, e2, b2, b5, and b8." ran
    to 94 cells (97 in German): a placement whose far ends leave too little room for an
    undo's words is brailled with its lines counted; speech names every disc."""
    game = REGISTRY.create("reversi", {"size": 10})
    console = Console.local(game, [Seat(SeatKind.HUMAN)] * 2, lang=lang,
                            state=game.parse_position(_reversi_eight_lines()))
    console.handle_line("e5")
    console.handle_line("a8")
    undone = console.handle_line({"en": "undo", "de": "rückgängig"}[lang])[0]
    assert (undone.short, cells(undone.short, lang)) == (brief, size)
    assert size <= TWO_WINDOWS
    assert undone.text.endswith(("d6, c7, and b8.", "d6, c7 und b8."))


@pytest.mark.parametrize(("lang", "one", "eight"), [
    ("en", "on one line", "on 8 lines"),
    ("de", "auf einer Linie", "auf 8 Linien"),
])
def test_the_lines_of_turned_discs_are_counted_in_the_singular_for_one(lang, one, eight):
    """The count of lines is a plural of its own: one line is "auf einer Linie", not "auf
    einer Linien"."""
    cat = catalog(lang)
    assert (cat.plural("reversi.flips.lines", 1), cat.plural("reversi.flips.lines", 8)) \
        == (one, eight)


GOMOKU_FOUR_AND_THREES = position(
    {11: "...OXXX........", 12: "......XXX......", 13: ".....X.X.X.....",
     1: "O.O.O.O.O.O.O.O"}, "X")
"""Black's h11 makes a four e11 to h11 (White on d11) and open threes up the column and both
diagonals."""
GOMOKU_SIX_FOUR_AND_THREES = position(
    {15: ".......O.......", 11: "....XXX.XX.....", 12: "......XXX......",
     13: ".....X.X.X.....", 14: ".......X.......", 1: "O.O.O.O.O.O.O.O"}, "X")
"""Black's h11 makes six e11 to j11 (no win), a four h11 to h14 (White on h15) and open threes
along both diagonals."""


def _hot_seat(game_id: str, position_text: str, lang: str,
              options: dict[str, object] | None = None) -> Console:
    """A console with people in both seats at ``position_text``."""
    game = REGISTRY.create(game_id, options)
    return Console.local(game, [Seat(SeatKind.HUMAN)] * 2, lang=lang,
                         state=game.parse_position(position_text))


@pytest.mark.parametrize(("lang", "brief", "size"), [
    ("en", "One move back. Last: Black h11. Four: i11. 3 open threes.", 64),
    ("de", "Ein Zug zurück. Zuletzt: Schwarz h11. Vierer: i11. 3 offene Dreier.", 65),
])
def test_a_gomoku_undo_to_a_four_with_open_threes_counts_the_threes(lang, brief, size):
    """"One move back. Last: Black h11. Four: i11. Open threes: h10, h14; g10, k14; e14,
    i10." ran to 98 cells (100 in German): after a four, the open threes are counted where
    their squares would leave too few cells for an undo's words; "threats" names them."""
    console = _hot_seat("gomoku", GOMOKU_FOUR_AND_THREES, lang)
    console.handle_line("h11")
    console.handle_line("i11")
    undone = console.handle_line({"en": "undo", "de": "rückgängig"}[lang])[0]
    assert (undone.short, cells(undone.short, lang)) == (brief, size)
    assert size <= TWO_WINDOWS
    assert undone.text.endswith(("e14 or i10 makes it an open four.",
                                 "e14 oder i10 macht daraus einen offenen Vierer."))


GOMOKU_NO_WIN = {
    "six": (None, GOMOKU_SIX_FOUR_AND_THREES, "h11"),
    "closed five": ({"open_five": True}, CLOSED_FIVE, "g8"),
}
"""A placement making a line that does not win: the game's options, the position, the square."""


@pytest.mark.parametrize(("line", "lang", "brief", "size"), [
    ("six", "en", "Black h11. 6 in a row, no win. Four: h10. 2 open threes.", 62),
    ("six", "de", "Schwarz h11. 6 in einer Reihe, kein Sieg. Vierer: h10. 2 offene Dreier.", 67),
    ("closed five", "en", "Black g8. Closed five, no win.", 33),
    ("closed five", "de", "Schwarz g8. Geschlossener Fünfer, kein Sieg.", 39),
])
def test_a_gomoku_six_or_closed_five_that_does_not_win_is_brailled_in_few_words(
        line, lang, brief, size):
    """The sentences for a line that does not win were brailled whole: "Schwarz g8. Diese
    Fünferreihe ist nicht an beiden Enden offen und gewinnt deshalb nicht." ran to 81 cells
    (68 in English), and a six with a four and two open threes ("Black h11. That makes 6 in
    a row, which does not win. Four: h10. Open threes: g10, k14; e14, i10.") to 108 (107 in
    German)."""
    options, position_text, square = GOMOKU_NO_WIN[line]
    placed = _hot_seat("gomoku", position_text, lang, options).handle_line(square)[0]
    assert (placed.short, cells(placed.short, lang)) == (brief, size)
    assert size <= TWO_WINDOWS
    assert placed.text.endswith(("does not win.", "gewinnt deshalb nicht.",
                                 "makes it an open four.", "macht daraus einen offenen Vierer."))


MAU_MAU_LEVEL_AT_THE_END = (
    '{"asking": [], "deal_no": 2, "deal_rows": [[1, 1, 15, 0, 37]], "dealer": 1, "debt": 0, '
    '"deck": "piquet32", "direction": -1, "discard": [14, 22, 6, 20, 21, 29, 4, 2, 12, 10, 15, '
    '28, 3, 27, 19, 23, 31, 26], "drawn": 0, "drawn_card": -1, "face_up": [], "finished": [], '
    '"hands": [[25], [16, 17], [0, 11, 24]], "last_plays": [[[23, -1, 0, 31, -1]], '
    '[[27, -1, 0, 19, -1], [19, -1, 0, 23, -1], [31, -1, 0, 26, -1]], []], "last_winner": 1, '
    '"over": false, "passes": 0, "pending": [], "points": [15, 0, 37], "pub": [["0x43072ba3"], '
    '["0x70b00", "0x43072ba3"], ["0x43002323", "0x43002b23", "0x43072ba3"]], "reshuffled": 0, '
    '"scored": false, "talon": [1, 5, 7, 8, 9, 13, 18, 30], "talon_mask": "0x43072ba3", '
    '"turn": 0, "turned": false, "wins": [0, 1, 0], "wish": -1}')
"""Mau Mau of three scored by points over two deals (seed 4's second deal, its first deal's
points made 15, 0 and 37): Player 1 goes out with the eight of spades, Player 2 keeps 15
points in hand and Player 3 24, so Players 1 and 2 share the win with 15 each."""


def _mau_mau_level_end(lang: str) -> tuple[list[Message], Console]:
    """What the person in the third seat is told as the computer in the first goes out at
    :data:`MAU_MAU_LEVEL_AT_THE_END`, and the console after it."""
    game = REGISTRY.create("mau-mau", {"players": 3, "scoring": "points", "target": 2})
    seats = [Seat(SeatKind.COMPUTER, 1), Seat(SeatKind.COMPUTER, 1), Seat(SeatKind.HUMAN)]
    console = Console.local(game, seats, lang=lang,
                            state=game.parse_position(MAU_MAU_LEVEL_AT_THE_END))
    console.opening()
    said: list[Message] = []
    while console.computer_to_move():
        said += console.computer_move()
    return said, console


@pytest.mark.parametrize(("lang", "lines"), [
    ("en", ["Since the start: Player 1 ⠓⠎.",
            "Players 1 and 2 win the game together with the fewest points left in hand.",
            "Points: Player 1: 15, Player 2: 15, and Player 3: 61."]),
    ("de", ["Seit Spielbeginn: Spieler 1 ⠓⠎.",
            "Die Spieler 1 und 2 gewinnen das Spiel gemeinsam",
            "mit den wenigsten Punkten auf der Hand.",
            "Punkte: Spieler 1: 15, Spieler 2: 15 und Spieler 3: 61."]),
])
def test_a_result_without_a_comma_is_parted_between_words_in_since(lang, lines):
    """"Die Spieler 1 und 2 gewinnen das Spiel gemeinsam mit den wenigsten Punkten auf der
    Hand." was one line of 84 cells in "seit": a sentence with no comma is parted between
    its words, in two lines of about equal length."""
    _, console = _mau_mau_level_end(lang)
    said = console.handle_line({"en": "since", "de": "seit"}[lang])
    assert [m.short for m in said] == lines
    assert all(cells(m.short, lang) <= TWO_WINDOWS for m in said)


@pytest.mark.parametrize(("lang", "brief", "size"), [
    ("en", "Players 1 and 2 win. Points: 15, 15, you 61.", 51),
    ("de", "Die Spieler 1 und 2 gewinnen. Punkte: 15, 15, du 61.", 55),
])
def test_a_shared_win_on_points_is_brailled_with_a_number_a_seat(lang, brief, size):
    """"Players 1 and 2 win the game together with the fewest points left in hand. Points:
    Player 1: 15, Player 2: 15, and Player 3: 61." ran to 141 cells (German 146): the points
    are a number a seat in seat order, as after each deal; speech keeps its sentence."""
    said, _ = _mau_mau_level_end(lang)
    result, = (m for m in said if m.kind is MessageKind.RESULT)
    assert (result.short, cells(result.short, lang)) == (brief, size)
    assert size <= TWO_WINDOWS
    assert result.text.endswith(("Player 3: 61.", "Spieler 3: 61."))


def _seven_to_the_end(lang: str, scoring: str) -> Message:
    """The result a person in the first of seven seats is told when a Mau Mau game of three
    deals (``scoring`` "points" or "win") ends: seed 3, level 1 computers, the person's first
    legal move each turn."""
    game = REGISTRY.create("mau-mau", {"players": 7, "scoring": scoring, "target": 3})
    console = Console.local(game, [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 6,
                            lang=lang, seed=3)
    console.opening()
    results: list[Message] = []
    while console.table.outcome is None:
        said = console.computer_move() if console.computer_to_move() else \
            console.handle_line(console.state.legal_moves()[0].notation)
        results += [m for m in said if m.kind is MessageKind.RESULT]
    result, = results
    return result


@pytest.mark.parametrize(("lang", "brief", "size"), [
    ("en", "Player 6 wins. Points: you 66, 32, 75, 54, 55, 16, 69.", 64),
    ("de", "Spieler 6 gewinnt. Punkte: du 66, 32, 75, 54, 55, 16, 69.", 64),
])
def test_a_game_of_seven_on_points_ends_with_a_number_a_seat(lang, brief, size):
    """Seven players, three deals scored by points, played to the end (seed 3, the person's
    first legal move each turn): "Player 6 wins the game with the fewest points left in
    hand. Points: Player 1: 66, Player 2: 32, ..., and Player 7: 69." ran to 193 cells (194
    in German)."""
    result = _seven_to_the_end(lang, "points")
    assert (result.short, cells(result.short, lang)) == (brief, size)
    assert size <= TWO_WINDOWS
    assert result.text.endswith(("Player 7: 69.", "Spieler 7: 69."))


@pytest.mark.parametrize(("lang", "brief", "size", "before"), [
    ("en", "Deal 3 of 3. Points: you 49, 32, 42, 47, 24, 7, 32. Player 6 leads.", 80, 204),
    ("de", "Runde 3 von 3. Punkte: du 49, 32, 42, 47, 24, 7, 32. Spieler 6 vorn.", 77, 207),
])
def test_the_score_of_seven_on_points_is_brailled_a_number_a_seat(lang, brief, size, before):
    """Seven players, three deals scored by points (seed 3, the person's first legal move each
    turn), "score" asked as the third deal begins: "Points left in hand so far: Player 1: 49,
    Player 2: 32, ... Deal 3 of 3. Your cards in hand count 41 points." had no shorter form
    (``before`` cells). The braille line gives the points in seat order and who leads; what
    the hand counts does not fit beside them, and in German the deals in all ("von 3") are
    left out as well, by the count narration makes without the braille tables."""
    game = REGISTRY.create("mau-mau", {"players": 7, "scoring": "points", "target": 3})
    console = Console.local(game, [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 6,
                            lang=lang, seed=3)
    console.opening()
    while console.state.deal_no < 3 or console.computer_to_move():
        if console.computer_to_move():
            console.computer_move()
        else:
            console.handle_line(console.state.legal_moves()[0].notation)
    score, = console.handle_line(SCORE[lang])
    assert (score.short, cells(score.short, lang)) == (brief, size)
    assert size <= TWO_WINDOWS < before == cells(score.text, lang)
    assert score.text.endswith(("count 41 points.", "zählen 41 Punkte."))


CONGKAK_OPENING = "7,7,7,7,7,7,7/0/7,7,7,7,7,7,7/0 S"
CONGKAK_MIDDLE = "2,2,1,0,1,2,13/14/5,4,0,4,6,27,2/15 S"
"""South (the person) can capture from houses 2, 3, 5 and 7; North from its houses 1, 2 and 6,
into South's houses 4 and 7."""


def _asked(game_id: str, position_text: str, words: dict[str, str], lang: str) -> list[Message]:
    """The answer to ``words[lang]`` for the person in the first seat at ``position_text``."""
    game = REGISTRY.create(game_id)
    console = Console.local(game, [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)],
                            lang=lang, state=game.parse_position(position_text))
    console.opening()
    return console.handle_line(words[lang])


THREATS = {"en": "threats", "de": "gefahren"}
SCORE = {"en": "score", "de": "punkte"}


@pytest.mark.parametrize(("position_text", "lang", "briefs", "sizes"), [
    (CONGKAK_OPENING, "en", ["You can capture: houses 2 to 7, up to 9 seeds.",
                             "North threatens your houses 1 to 6: up to 9 seeds."], [50, 54]),
    (CONGKAK_OPENING, "de", ["Du kannst erbeuten: Häuser 2 bis 7, bis zu 9 Samen.",
                             "Nord bedroht deine Häuser 1 bis 6: bis zu 9 Samen."], [51, 52]),
    (CONGKAK_MIDDLE, "en", ["You can capture: houses 2, 3, 5, and 7, up to 7 seeds.",
                            "North threatens your houses 4 and 7: up to 3 seeds."], [60, 55]),
    (CONGKAK_MIDDLE, "de", ["Du kannst erbeuten: Häuser 2, 3, 5 und 7, bis zu 7 Samen.",
                            "Nord bedroht deine Häuser 4 und 7: bis zu 3 Samen."], [59, 52]),
])
def test_congkak_threats_are_brailled_as_the_houses_and_the_most_seeds(position_text, lang,
                                                                        briefs, sizes):
    """Every capture with its seeds: "North threatens your houses 1 to 6: North house 2
    captures 9 seeds, ..., or North house 7 captures 9 seeds." ran to 251 cells (213 in
    German) at the opening, "You can capture now: ..." to 192; in the middle game 136 and
    147 (133 and 126). The braille line names the houses and the most seeds one capture
    takes; speech names every capture."""
    said = _asked("congkak", position_text, THREATS, lang)
    assert [m.short for m in said] == briefs
    assert [cells(b, lang) for b in briefs] == sizes
    assert all(size <= TWO_WINDOWS for size in sizes)
    assert all(("captures" in m.text) or ("erbeutet" in m.text) for m in said)


def test_a_congkak_threat_that_fits_two_windows_keeps_its_sentence():
    """"You can capture now: house 4 captures 6 seeds or house 5 captures 6 seeds." is 79
    cells: the braille line keeps each capture's seeds."""
    own, _ = _asked("congkak", "0,1,1,3,2,4,1/34/5,2,3,0,1,0,11/30 S", THREATS, "en")
    assert own.brief is None and cells(own.short, "en") == 79


@pytest.mark.parametrize(("position_text", "lang", "brief", "size"), [
    (CONGKAK_OPENING, "en", "Round 1. Stores/houses: South 0/49, North 0/49. Level.", 67),
    (CONGKAK_OPENING, "de", "Runde 1. Speicher/Häuser: Süd 0/49, Nord 0/49. Gleichstand.", 61),
    (CONGKAK_MIDDLE, "en", "Round 1. Stores/houses: South 14/21, North 15/48. North +1.", 74),
    (CONGKAK_MIDDLE, "de", "Runde 1. Speicher/Häuser: Süd 14/21, Nord 15/48. Nord vorn mit 1.",
     71),
])
def test_the_congkak_score_is_brailled_as_store_and_houses_pairs(position_text, lang, brief,
                                                                 size):
    """"Round 1. Stores: South 14, North 15. In the houses: South 21, North 48. North leads
    by one seed." ran to 109 cells (101 in German): each side's store and houses are a
    pair, as draughts' men and kings, and who leads by how many; speech keeps its
    sentences."""
    said, = _asked("congkak", position_text, SCORE, lang)
    assert (said.short, cells(said.short, lang)) == (brief, size)
    assert size <= TWO_WINDOWS
    assert said.text.endswith(("Nobody leads.", "Gleichstand.", "North leads by one seed.",
                               "Nord liegt mit einem Samen vorn."))

@pytest.mark.parametrize(("lang", "brief", "size"), [
    ("en", "Player 4 wins. Deals won: you 0, 2, 1, 3, 0, 2, 2.", 60),
    ("de", "Spieler 4 gewinnt. Gewonnene Runden: du 0, 2, 1, 3, 0, 2, 2.", 67),
])
def test_a_game_of_seven_won_by_deals_ends_with_a_number_a_seat(lang, brief, size):
    """Seven players, the first to win three deals wins (scoring "win", target 3), played to
    the end (seed 3, the person's first legal move each turn): "Player 4 wins the game. Deals
    won: Player 1: 0, Player 2: 2, ..., and Player 7: 2." ran to 153 cells (160 in German);
    the braille line gives the deals won a number a seat in seat order."""
    result = _seven_to_the_end(lang, "win")
    assert (result.short, cells(result.short, lang)) == (brief, size)
    assert size <= TWO_WINDOWS < cells(result.text, lang)
    assert result.text.endswith(("Player 7: 2.", "Spieler 7: 2."))


@pytest.mark.parametrize(("lang", "brief", "size"), [
    ("en", "Deals won: you 0, 0, 0, 0, 0, 1, 0. Player 6 leads. First to 3 wins.", 80),
    ("de", "Gewonnene Runden: du 0, 0, 0, 0, 0, 1, 0. Spieler 6 vorn. Ziel: 3.", 73),
])
def test_the_score_of_seven_won_by_deals_is_brailled_a_number_a_seat(lang, brief, size):
    """Seven players, the first to win three deals wins (seed 3, the person's first legal
    move each turn), "score" asked at the person's first turn after a deal was won: "Deals
    won: Player 1: 0, Player 2: 0, ... The first to win 3 deals wins the game." had no
    shorter form (169 cells, 179 in German)."""
    game = REGISTRY.create("mau-mau", {"players": 7, "scoring": "win", "target": 3})
    console = Console.local(game, [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 6,
                            lang=lang, seed=3)
    console.opening()
    while console.computer_to_move() or not any(console.state.wins):
        if console.computer_to_move():
            console.computer_move()
        else:
            console.handle_line(console.state.legal_moves()[0].notation)
    said, = console.handle_line({"en": "score", "de": "punkte"}[lang])
    assert (said.short, cells(said.short, lang)) == (brief, size)
    assert size <= TWO_WINDOWS < cells(said.text, lang)
