"""Kalah, Oware and Congkak told to the person who sows: "You sow 4 seeds from house 3, the
last into your store.", not "South sows ..." (a play-tester heard their own move, and the move
a hint would make, as if somebody else had made it).

Golden transcripts in English and German (tests/golden/<game>/yours.<lang>.txt), each position
played by South and told to South; the same positions told to nobody are pinned by the other
golden files of the family.
"""

from __future__ import annotations

import pytest

from accessible_games.games.mancala.congkak import CongkakGame
from accessible_games.games.mancala.kalah import KalahGame
from accessible_games.games.mancala.oware import OwareGame
from accessible_games.games.mancala.sowing import MancalaGame
from tests.consoles import seated
from tests.golden import assert_golden
from tests.transcript import narrated, told_to

LANGS = ("en", "de")

POSITIONS: dict[str, tuple[MancalaGame, tuple[tuple[str, str], ...]]] = {
    "kalah": (KalahGame(), (
        ("4,4,4,4,4,4/0/4,4,4,4,4,4/0 S", "3"),  # the last seed in the store
        ("4,4,4,4,4,4/0/4,4,4,4,4,4/0 S", "1"),  # the last seed in an own house
        ("1,0,3,0,0,0/0/2,2,2,2,6,2/0 S", "1"),  # a capture
        ("0,0,0,0,0,1/20/3,0,0,2,0,0/22 S", "6"),  # the end: North's side is swept
    )),
    "oware": (OwareGame(), (
        ("4,4,4,4,4,4/0/4,4,4,4,4,4/0 S", "1"),  # the last seed in an own house
        ("0,0,0,16,0,0/10/0,0,1,0,0,0/10 S", "4"),  # round the board, a chained capture
        ("1,0,0,0,0,3/0/1,3,1,5,0,0/0 S", "6"),  # one house captured
    )),
    "congkak": (CongkakGame(), (
        ("1,0,0,0,0,3,0/0/2,0,0,1,0,0,5/0 S", "6"),  # relays, the turn ends over there
        ("2,0,0,0,0,0,1/0/0,0,0,0,4,0,3/0 S", "1"),  # a capture
        ("2,0,0,0,0,0,1/0/0,0,0,0,0,0,3/0 S", "1"),  # an empty own house: the seed stays
        ("2,0,0,0,0,0,1/0/0,0,0,0,0,0,3/0 S", "7"),  # the last seed in the store
    )),
}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game_id", sorted(POSITIONS))
def test_the_sowers_own_moves_are_told_to_them(game_id: str, lang: str) -> None:
    game, plays = POSITIONS[game_id]
    lines: list[str] = []
    for text, typed in plays:
        lines += narrated(game.parse_position(text), typed, lang, told_to(0))
    assert_golden(f"{game_id}/yours.{lang}", lines)


THEIRS: dict[str, tuple[tuple[str, str], ...]] = {
    "kalah": (
        ("4,4,4,4,4,4/0/4,4,4,4,4,4/0 N", "6"),  # over the store into South's houses
        ("2,2,2,2,6,2/0/1,0,3,0,0,0/0 N", "1"),  # a capture from South's house 5
    ),
    "oware": (
        ("4,4,4,4,4,4/0/4,4,4,4,4,4/0 N", "6"),  # the last seed in a South house
        ("0,0,1,0,0,0/10/0,0,0,16,0,0/10 N", "4"),  # a chained capture of South's houses
        ("1,3,1,5,0,0/0/1,0,0,0,0,3/0 N", "6"),  # one South house captured
    ),
    "congkak": (
        ("2,0,0,1,0,0,5/0/1,0,0,0,0,3,0/0 N", "6"),  # relays, the turn ends in South's house
        ("0,0,0,0,4,0,3/0/2,0,0,0,0,0,1/0 N", "1"),  # a capture from South's house 5
        ("0,0,0,0,0,0,0/40/0,0,0,0,0,0,1/57 N", "7"),  # the round ends, two South houses burn
    ),
}
"""Per game, North's sowings into South's houses, told to South."""


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game_id", sorted(THEIRS))
def test_the_opponents_sowing_names_the_listeners_houses_as_theirs(
        game_id: str, lang: str) -> None:
    # South heard "The last seed makes South house 3 hold 2: North captures these 2 seeds."
    # of their own house, as if it were anybody's.
    game = POSITIONS[game_id][0]
    lines: list[str] = []
    for text, typed in THEIRS[game_id]:
        lines += narrated(game.parse_position(text), typed, lang, told_to(0))
    assert_golden(f"{game_id}/theirs.{lang}", lines)


@pytest.mark.parametrize(("game_id", "lang", "said"), [
    ("kalah", "en", "What it does: You sow "),
    ("kalah", "de", "Was der Zug bewirkt: Du säst "),
    ("oware", "en", "What it does: You sow "),
    ("congkak", "de", "Was der Zug bewirkt: Du säst "),
])
def test_why_after_a_hint_tells_the_hinted_sowing_to_the_player(
        game_id: str, lang: str, said: str) -> None:
    console = seated(game_id, lang)
    console.handle_line("hint")
    answer, *more = console.handle_line("why")  # a message each for what else it does
    assert said in answer.text


CAPTURE_PLAYS = {"kalah": 2, "congkak": 1}
"""Per game, the play of :data:`POSITIONS` where South captures from North's house 5."""


@pytest.mark.parametrize(("game_id", "lang", "said"), [
    ("kalah", "en", "captures 6 seeds from your house 5: 7 seeds go to South's store."),
    ("kalah", "de", "erbeutet 6 Samen aus deinem Haus 5: 7 Samen kommen in den Südspeicher."),
    ("congkak", "en", "captures 4 seeds from your house 5: 5 seeds go to South's store."),
    ("congkak", "de", "erbeutet 4 Samen aus deinem Haus 5: 5 Samen kommen in den Südspeicher."),
])
def test_a_capture_names_the_robbed_house_as_its_owner_counts_it(
        game_id: str, lang: str, said: str) -> None:
    # North heard "captures 5 seeds from North house 1" of their own house.
    game, plays = POSITIONS[game_id]
    text, typed = plays[CAPTURE_PLAYS[game_id]]
    lines = narrated(game.parse_position(text), typed, lang, told_to(1))
    assert any(said in line for line in lines), lines


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game_id", sorted(POSITIONS))
@pytest.mark.parametrize("seat", [0, 1])
def test_a_sowing_on_the_braille_line_is_a_whole_sentence(game_id: str, lang: str,
                                                          seat: int) -> None:
    # "North: house 7, 1 seed" had no full stop, though the round's line after it had one
    # and a card's brief line ("South: jack of hearts.") or a stone's ("Black h8.") has one;
    # the mover's own ("house 3, 4 seeds, again") began in lower case.
    game, plays = POSITIONS[game_id]
    for text, typed in plays + THEIRS[game_id]:
        lines = narrated(game.parse_position(text), typed, lang, told_to(seat))
        sowing = next(line.removeprefix("braille: ").split("\n")[0]
                      for line in lines if line.startswith("braille: "))
        assert sowing.endswith(".") and sowing[0].isupper(), sowing
