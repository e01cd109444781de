"""The braille line of the commonest messages, measured in cells.

A deafblind player reads only a 40-cell braille line. A plain move, the turn and a capture
fit it; a longer message (a refusal with the moves there are instead, the status) shows on its
first line what happened and why, and the rest is reached by panning, a sentence or a phrase
at a time. The refusal of a wrong
target was the whole sentence, three lines long ("The piece on c3 cannot go to e3; pieces move
one square forward, straight or diagonally. It can go: c3 to b4, c3 to c4, or c3 to d4.").
"""

from __future__ import annotations

import pytest

from accessible_games.ai import playouts
from accessible_games.engine import EndReason, Outcome
from accessible_games.engine.events import GameEnded
from accessible_games.games.breakthrough.game import GOAL_REASON
from accessible_games.games.cards.doppelkopf.game import DoppelkopfGame
from accessible_games.games.cards.doppelkopf.moves import DealScored
from accessible_games.games.cards.doppelkopf.scoring import KONTRA
from accessible_games.games.rakado import RakadoRoll
from accessible_games.lineup import REGISTRY, describer_for
from accessible_games.narration.games.doppelkopf import DoppelkopfDescriber
from accessible_games.narration.message import Message, MessageKind
from accessible_games.narration.topics import Topic
from accessible_games.session.console import Console, Seat, SeatKind
from accessible_games.session.hotseat import HotSeat
from accessible_games.session.table import Table
from accessible_games.session.words import brief_game_name
from tests.braille_cells import DISPLAY_CELLS, cells, windows
from tests.consoles import people_at, seated
from tests.games.rakado.helpers import position
from tests.transcript import refusal

LANGS = ("en", "de")


def briefs(game_id: str, lang: str, typed: list[str], position: str | None = None) -> list[str]:
    """The braille form of each move of ``typed``, played in turn from ``position`` (or the
    start)."""
    game = REGISTRY.create(game_id)
    state = game.parse_position(position) if position else game.new_state()
    describer = describer_for(game, lang)
    said = []
    for text in typed:
        move = state.parse_move(text)
        mover = state.to_move
        said.append(describer.move_message(state, move, state.play(move), mover).short)
    return said


@pytest.mark.parametrize(("game_id", "typed"), [
    ("breakthrough", ["a2-a3", "a7-a6"]),
    ("checkers", ["c3-d4", "f6-e5", "d4xf6"]),
    ("kalah", ["1", "2"]),
    ("reversi", ["d3", "c3"]),
])
@pytest.mark.parametrize("lang", LANGS)
def test_a_move_and_its_consequences_fit_one_line(game_id, typed, lang):
    for brief in briefs(game_id, lang, typed):
        assert cells(brief, lang) <= DISPLAY_CELLS, brief


@pytest.mark.parametrize(("game_id", "lang", "typed", "first", "rest"), [
    ("breakthrough", "en", "c2-e3", "c2-e3: one square forward only.",
     ["Moves: c2-b3, c2-c3, or c2-d3."]),
    ("breakthrough", "de", "c2-e3", "c2-e3 geht nicht: nur ein Feld vorwärts.",
     ["Möglich: c2-b3, c2-c3 oder c2-d3."]),
    ("checkers", "en", "c3-e5", "c3-e5 is not possible.", ["Moves: c3-b4 or c3-d4."]),
    ("checkers", "de", "c3-e5", "c3-e5 geht nicht.", ["Möglich: c3-b4 oder c3-d4."]),
])
def test_a_refusal_says_the_move_and_why_on_its_first_line(game_id, lang, typed, first, rest):
    """What the player tried and why it is refused on the first line; the moves there are
    instead (in notation) a pan away."""
    game = REGISTRY.create(game_id)
    brief = refusal(game.new_state(), typed, describer_for(game, lang)).short
    assert windows(brief, lang) == [first, *rest]


@pytest.mark.parametrize(("lang", "first", "rest"), [
    ("en", "d4-c3: men move only forward.", ["Moves: d4-c5 or d4-e5."]),
    ("de", "d4-c3: Steine ziehen nur vorwärts.", ["Möglich: d4-c5 oder d4-e5."]),
])
def test_a_man_stepping_backward_is_told_why_in_braille(lang, first, rest):
    """The man on d4 tries to go back to c3, which the first move left empty."""
    game = REGISTRY.create("checkers")
    state = game.new_state()
    for typed in ("c3-d4", "b6-a5"):
        state.play(state.parse_move(typed))
    brief = refusal(state, "d4-c3", describer_for(game, lang)).short
    assert windows(brief, lang) == [first, *rest]


@pytest.mark.parametrize(("lang", "shown"), [
    ("en", ["South: house 1, 1 seed,", "takes 7 from North house 5."]),
    ("de", ["Süd: Haus 1, ein Samen,", "nimmt 7 aus Nordhaus 5."]),
])
def test_a_mancala_capture_is_panned_to_whole(lang, shown):
    """The sowing on the first line, the capture whole on the next: it was "... captures 7
    from North house" and "5" alone, "... erbeutet 4 aus Nordhaus" and "1"."""
    brief, = briefs("kalah", lang, ["1"], "1,0,3,0,0,0/0/2,2,2,2,6,2/0 S")
    assert windows(brief, lang) == shown


@pytest.mark.parametrize(("lang", "shown"), [
    ("en", ["House 1, 1 seed,", "takes 7 from North house 5."]),
    ("de", ["Haus 1, ein Samen,", "nimmt 7 aus Nordhaus 5."]),
])
def test_the_players_own_capture_is_brailled_whole(lang, shown):
    """Told to the mover, without the side's name: it was 42 cells in German ("... erbeutet 7
    aus" and "Nordhaus 5" a pan later), and in English "... captures 7 from" and "North house
    5" (a phrase had to fill half a window to end it). The sowing and the capture are whole
    phrases, a window each; the full stop every move line has now took the German from 40
    cells to 41, one window to two."""
    game = REGISTRY.create("kalah")
    state = game.parse_position("1,0,3,0,0,0/0/2,2,2,2,6,2/0 S")
    describer = describer_for(game, lang)
    describer.you, describer.elsewhere = 0, frozenset({1})
    move = state.parse_move("1")
    brief = describer.move_message(state, move, state.play(move), 0).short
    assert windows(brief, lang) == shown


@pytest.mark.parametrize("game_id", ["breakthrough", "checkers", "kalah", "reversi"])
@pytest.mark.parametrize("lang", LANGS)
def test_the_status_line_starts_with_whose_turn_and_pans_to_the_counts(game_id, lang):
    game = REGISTRY.create(game_id)
    state = game.new_state()
    describer = describer_for(game, lang)
    status = describer.status(state).short
    turn = describer.turn_text(state)
    shown = windows(status, lang)
    assert shown[0].startswith(turn)
    assert " ".join(shown) == status


@pytest.mark.parametrize(("lang", "shown"), [
    ("en", ["White wins: Black has no pieces left."]),
    ("de", ["Weiß gewinnt: Schwarz hat keine Steine."]),
])
def test_the_result_names_the_winner_first(lang, shown):
    """It was "Game over: Black has no pieces left." and "White wins." a pan later."""
    game = REGISTRY.create("checkers")
    state = game.parse_position("W:W22:B18")
    result = describer_for(game, lang).result_message(state.play(state.parse_move("f6xd4")))
    assert result is not None and windows(result.short, lang) == shown


@pytest.mark.parametrize(("lang", "typed", "shown"), [
    ("en", "f5-g7", ["f5-g7 with 4: off its lines.", "Moves: f5xf9."]),
    ("en", "f5-f8", ["f5-f8 with 4: distance 3.", "Moves: f5xf9."]),
    ("de", "f5-g7", ["f5-g7 mit 4: nicht auf ihren Linien.", "Möglich: f5xf9."]),
    ("de", "f5-f8", ["f5-f8 mit 4: Abstand 3.", "Möglich: f5xf9."]),
])
def test_a_rakado_refusal_says_why_in_a_few_words(lang, typed, shown):
    """The sentence ran to six lines ("The piece on f5 cannot go to g7 with 4: g7 is not in a
    straight line forward, diagonally forward or sideways from f5; a piece goes ...")."""
    state = position({"f5": "a", "f9": "b", "p16": "b"}, "a", roll=4)
    brief = refusal(state, typed, describer_for(state.game, lang)).short
    assert windows(brief, lang) == shown


@pytest.mark.parametrize(("lang", "shown"), [
    ("en", ["South: house 6, 4 seeds,", "takes 9 from North houses 1 to 4."]),
    ("de", ["Süd: Haus 6, 4 Samen,", "nimmt 9 aus den Nordhäusern 1 bis 4."]),
])
def test_an_oware_chain_is_brailled_as_a_range(lang, shown):
    """It was "captures 9 from North houses 4, 3, 2, and 1", over three lines."""
    brief, = briefs("oware", lang, ["6"], "0,0,0,0,0,4/0/1,2,1,1,4,4/0 S")
    assert windows(brief, lang) == shown


@pytest.mark.parametrize(("lang", "shown"), [
    ("en", ["South house 1 is empty.", "Sow from 2, 5, or 6."]),
    ("de", ["Südhaus 1 ist leer.", "Möglich: 2, 5 oder 6."]),
])
def test_an_empty_house_is_brailled_with_the_houses_to_sow_from(lang, shown):
    """It was "... You can sow from house 2, house 5, or house 6." over three lines."""
    game = REGISTRY.create("kalah")
    state = game.parse_position("0,4,0,0,4,4/0/4,4,4,4,4,4/0 S")
    brief = refusal(state, "1", describer_for(game, lang)).short
    assert windows(brief, lang) == shown


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "White rolled 6: 16 pieces can move."),
    ("de", "Weiß hat 6 gewürfelt: 16 können ziehen."),
])
def test_a_rakado_roll_with_all_pieces_free_fits_one_line(lang, expected):
    """"Weiß würfelt 6: 16 Figuren können" ran to a second line for "ziehen."."""
    state = REGISTRY.create("rakado").new_state()
    roll = RakadoRoll(6)
    brief = describer_for(state.game, lang).move_message(state, roll, state.play(roll), 0).short
    assert brief == expected and cells(brief, lang) <= DISPLAY_CELLS


@pytest.mark.parametrize(("lang", "shown"), [
    ("en", ["d4-c3: men step only forward.", "Moves: d4-c5 or d4-e5."]),
    ("de", ["d4-c3: Steine ziehen nur vorwärts.", "Möglich: d4-c5 oder d4-e5."]),
])
def test_a_games_own_why_is_kept_on_the_braille_line_in_a_few_words(lang, shown):
    """Russian draughts says why a man may not step back; the shared short form ("d4-c3 is
    not possible.") would drop it, so the braille line kept the whole sentence, three lines
    long ("A man steps only forward; it goes backward only when it captures. ...")."""
    game = REGISTRY.create("russian-draughts")
    state = game.new_state()
    for typed in ("c3-d4", "b6-a5"):
        state.play(state.parse_move(typed))
    describer = describer_for(game, lang)
    assert windows(refusal(state, "d4-c3", describer).short, lang) == shown
    assert refusal(state, "d4-h8", describer).short == (
        "d4-h8 is not possible. Moves: d4-c5 or d4-e5." if lang == "en"
        else "d4-h8 geht nicht. Möglich: d4-c5 oder d4-e5.")


@pytest.mark.parametrize(("game_id", "lang", "typed", "shown"), [
    ("turkish-draughts", "en", "a3-b4", ["a3-b4: straight lines only.", "Moves: a3-a4."]),
    ("turkish-draughts", "de", "a3-b4", ["a3-b4: nur gerade Linien.", "Möglich: a3-a4."]),
    ("eckdame", "en", "c3-a1", ["c3-a1: never back.", "Moves: c3-d4, c3-c4, or c3-d3."]),
    ("eckdame", "de", "c3-a1", ["c3-a1: nie zurück.", "Möglich: c3-d4, c3-c4 oder c3-d3."]),
    ("eckdame", "en", "c3-c5", ["c3-c5: nothing on c4 to hop over.",
                                "Moves: c3-d4, c3-c4, or c3-d3."]),
    ("eckdame", "de", "c3-c5", ["c3-c5: auf c4 steht nichts.",
                                "Möglich: c3-d4, c3-c4 oder c3-d3."]),
    ("alquerque", "en", "d2-b3", ["d2-b3: one step or one jump.", "Moves: d2-c3."]),
    ("alquerque", "de", "d2-b3", ["d2-b3: ein Schritt oder ein Sprung.", "Möglich: d2-c3."]),
    ("wolf-und-schafe", "en", "c1-a3", ["c1-a3: no hopping here.", "Moves: c1-b2 or c1-d2."]),
    ("wolf-und-schafe", "de", "c1-a3", ["c1-a3: hier wird nicht gesprungen.",
                                        "Möglich: c1-b2 oder c1-d2."]),
])
def test_a_rule_of_the_game_is_said_in_a_few_words_on_the_braille_line(game_id, lang, typed,
                                                                         shown):
    """The rule's sentence and every move in words ran to three or four 40-cell lines
    ("Stones move forward, diagonally forward or sideways, never back towards their own
    corner. The stone on c3 can play c3 to d4, ..."; 156 cells)."""
    game = REGISTRY.create(game_id)
    brief = refusal(game.new_state(), typed, describer_for(game, lang)).short
    assert windows(brief, lang) == shown


@pytest.mark.parametrize(("lang", "shown"), [
    ("en", ["c3 cannot move 4: c4 is in the way.", "Moves: f5xf9."]),
    ("de", ["c3 kann nicht 4 ziehen: c4 steht im Weg.", "Möglich: f5xf9."]),
])
def test_a_blocked_rakado_piece_is_refused_in_a_few_words(lang, shown):
    """It was "The piece on c3 cannot move 4: the piece on c4 is in the way, and pieces are
    never jumped. Possible: f5 takes f9." over four lines."""
    state = position({"f5": "a", "f9": "b", "c3": "a", "c4": "b", "p16": "b"}, "a", roll=4)
    brief = refusal(state, "c3-c7", describer_for(state.game, lang)).short
    assert windows(brief, lang) == shown


TABLUT_START = "3aaa3/4a4/4d4/a3d3a/aaddkddaa/a3d3a/4d4/4a4/3aaa3 a 0"


@pytest.mark.parametrize(("lang", "typed", "shown"), [
    ("en", "d1-c2", ["d1-c2: not straight.", "Moves: 6 moves; type moves d1."]),
    ("en", "d1-d7", ["d1-d7: d5 is in the way.", "Moves: 6 moves; type moves d1."]),
    ("en", "d1", ["Where to? 6 moves; type moves d1."]),
    ("de", "d1-c2", ["d1-c2: nicht gerade.", "Möglich: 6 Züge; tippe züge d1."]),
    ("de", "d1-d7", ["d1-d7: d5 steht im Weg.", "Möglich: 6 Züge; tippe züge d1."]),
    ("de", "d1", ["Wohin? 6 Züge; tippe züge d1."]),
])
def test_a_tablut_refusal_is_the_move_why_and_where_to_find_the_moves(lang, typed, shown):
    """"The attacker on d1 moves only straight along a rank or file, like a rook, so it cannot
    reach c2. Possible: d1 to d2, d1 to d3, ..." ran to five lines, a defender's to eight;
    then "Moves: d1-d2, d1-d3, and 4 more." stopped the list mid-way without saying how to
    read the rest. Now the number of moves and the command that lists them, on one line."""
    game = REGISTRY.create("tablut")
    brief = refusal(game.parse_position(TABLUT_START), typed, describer_for(game, lang)).short
    assert windows(brief, lang) == shown


@pytest.mark.parametrize(("lang", "pointer"), [("en", "16 moves; type moves g2."),
                                               ("de", "16 Züge; tippe züge g2.")])
def test_a_rooks_sixteen_moves_are_bounded_on_the_braille_line(lang, pointer):
    """The defender on g2 of an open board has sixteen moves; the refusal says how many and
    how to list them (it was about 300 cells, "Possible: g2 to g3, g2 to g4, ..., or g2 to
    a2.")."""
    game = REGISTRY.create("tablut")
    state = game.parse_position("9/9/9/9/4k4/9/9/6d2/a8 d 0")
    brief = refusal(state, "g2-f8", describer_for(game, lang)).short
    assert cells(brief, lang) <= 2 * DISPLAY_CELLS
    assert brief.endswith(pointer)


@pytest.mark.parametrize(("lang", "typed", "expected"), [
    ("en", "moves", "White: 22 moves, from a2, b2, c2, d2, e2, f2, g2, or h2."),
    ("de", "züge", "Weiß: 22 Züge von a2, b2, c2, d2, e2, f2, g2 oder h2 aus."),
])
def test_a_long_list_of_moves_is_brailled_as_the_places_they_start_from(lang, typed, expected):
    """Breakthrough's 22 opening moves were seven 40-cell lines of "a2 to a3 or b3; b2 to a3,
    b3, or c3; ..."; the braille line names the places, and "moves b2" lists one's moves.
    German without the English comma ("22 Züge, von a2, ... aus" read as translated)."""
    answer, = seated("breakthrough", lang).handle_line(typed)
    assert answer.brief == expected
    assert answer.text.startswith("White: 22 moves from 8 places: a2 to a3 or b3;"
                                  if lang == "en" else "Weiß: 22 Züge von 8 Feldern: a2 nach")


@pytest.mark.parametrize("game_id", ["breakthrough", "eckdame", "mad-mate", "rakado", "tablut"])
@pytest.mark.parametrize("lang", LANGS)
def test_moves_at_the_start_of_a_game_with_many_fits_three_lines(game_id, lang):
    """Every target of a long list ran to 8 (Rakado) to 22 (Tablut) 40-cell lines."""
    console = seated(game_id, lang)
    said = console.handle_line("moves" if lang == "en" else "züge")
    # A long list tells its count first, then the list in lines of two windows each.
    assert sum(cells(m.short, lang) for m in said) <= 3 * DISPLAY_CELLS + 20, said
    assert all(cells(m.short, lang) <= 2 * DISPLAY_CELLS for m in said), said


@pytest.mark.parametrize(("game_id", "position", "lang", "shown"), [
    ("eckdame", None, "en",
     ["Black, your turn.", "On target: Black 0, White 0 of 9.", "Move 1."]),
    ("eckdame", None, "de",
     ["Schwarz, du bist am Zug.", "Im Ziel: Schwarz 0, Weiß 0 von 9. Zug 1."]),
    ("wolf-und-schafe", None, "en",
     ["Sheep, your turn. Wolf: h8.", "Sheep: a1, c1, e1, g1. Move 1."]),
    ("wolf-und-schafe", None, "de",
     ["Schafe, du bist am Zug. Wolf: h8.", "Schafe: a1, c1, e1, g1. Zug 1."]),
])
def test_the_halma_familys_status_is_brailled_in_a_few_words(game_id, position, lang, shown):
    """The status sentence listed every target square missing and who stands on it
    (Räuber und Gendarm: 410 cells), or each Blockade stone down to one free square in a
    sentence of its own (261), then each group with its stones ("Black: 12 stones; a1 and a3
    only b2 free; d6 only c5 free; f6 only g5 free. White: 11 stones.", 134 cells); Blockade
    gives the last free squares alone now ("threats" names the stones); speech keeps them."""
    game = REGISTRY.create(game_id)
    console = people_at(game_id, position or game.new_state().to_text(), lang)
    answer, = console.handle_line("status")
    assert windows(answer.short, lang) == shown
    assert len(answer.text) > len(answer.short)


BLOCKADE_HEMMED = "1W1W1W1W/2W1W1W1/1W1W4/2B5/3W1W1W/B1B1B1B1/1B3B1B/B1B1B1B1 b 14 14"
"""Blockade at move 8 of a seeded walk: groups of both sides down to their last free square."""


@pytest.mark.parametrize(("position", "lang", "shown"), [
    ("8/8/8/8/1W6/B7/8/B1B5 w 0 0", "en",
     ["White, your turn. Move 1.", "Stones: Black 3, White 1. Last free: Black b2."]),
    ("8/8/8/8/1W6/B7/8/B1B5 w 0 0", "de",
     ["Weiß, du bist am Zug. Zug 1.",
      "Steine: Schwarz 3, Weiß 1. Letzte freie Felder: Schwarz b2."]),
    (BLOCKADE_HEMMED, "en", ["Black, your turn. Move 8.",
                             "Stones: Black 12, White 12. Last free: Black d2, b4; White e5, g5."]),
    (BLOCKADE_HEMMED, "de", ["Schwarz, du bist am Zug. Zug 8.",
                             "Steine: Schwarz 12, Weiß 12. Letzte freie Felder: Schwarz d2, b4; "
                             "Weiß e5, g5."]),
])
def test_the_blockade_status_brailles_the_turn_then_the_stones_on_a_line_of_its_own(
        position, lang, shown):
    """Blockade's status was one line, the turn, the stones, the last free squares of both
    sides and the move number: "Black, your turn. Stones: Black 12, White 12. Last free: Black
    d2, b4; White e5, g5. Move 8." ran to 107 cells (106 in German). The turn and the move
    number are a line now, the standing the next, each within two windows; speech says the
    same in the same order, the groups' stones too."""
    said = people_at("blockade", position, lang).handle_line("status")
    assert [message.short for message in said] == shown
    assert all(cells(line, lang) <= 2 * DISPLAY_CELLS for line in shown)
    assert said[0].text == shown[0] and len(said[1].text) > len(said[1].short)


@pytest.mark.parametrize(("lang", "said", "shown"), [
    ("en", "Black loses 12 blocked stones: a1, c1, e1, g1, b2, d2, f2, h2, a3, c3, e3, and b4.",
     "White h4-g3, removed 12 stones"),
    ("de", "Schwarz verliert 12 blockierte Steine: a1, c1, e1, g1, b2, d2, f2, h2, a3, c3, e3 "
     "und b4.", "Weiß h4-g3, entfernt 12 Steine"),
])
def test_a_blockade_move_that_removes_many_stones_counts_them_in_braille(lang, said, shown):
    """The computer's last move of a seeded walk took off all twelve black stones, and its
    braille line listed them: "White h4-g3, removed a1, c1, e1, g1, b2, d2, f2, h2, a3, c3,
    e3, b4" (82 cells). Beyond eight squares the braille line counts the stones ("board"
    shows where they stood, speech names them); a few are still listed (the player's own
    "d4-c3, removed a1, b2")."""
    console = people_at("blockade", "3W1W1W/2W3W1/1W3W2/W1W5/1B1W1W1W/B1B1B3/1B1B1B1B/B1B1B1B1 "
                        "w 25 0", lang)
    moved = console.handle_line("h4-g3")[0]
    assert moved.text.endswith(said) and moved.short == shown
    assert cells(moved.short, lang) <= 2 * DISPLAY_CELLS


MAD_MATE_HELD = "4k3/8/8/8/8/8/8/4K2r[Nqrbnnnpppppppp] w - - 0 29"
"""Mad Mate with White in check and Black's reserve full, as at move 29 of a seeded walk."""


@pytest.mark.parametrize(("lang", "typed", "shown"), [
    ("en", "status", ["White, your turn, in check. Move 29.",
                      "Reserves: White N; Black Q R B 3N 8P."]),
    ("de", "stand", ["Weiß, du bist am Zug und stehst im Schach. Zug 29.",
                     "Reserven: Weiß S; Schwarz D T L 3S 8B."]),
    ("en", "score", ["Reserves: White N; Black Q R B 3N 8P."]),
    ("de", "punkte", ["Reserven: Weiß S; Schwarz D T L 3S 8B."]),
    ("en", "reserve", ["Reserves: White N; Black Q R B 3N 8P."]),
    ("de", "reserve", ["Reserven: Weiß S; Schwarz D T L 3S 8B."]),
])
def test_mad_mates_reserves_are_brailled_as_piece_letters_with_counts(lang, typed, shown):
    """Mad Mate's status brailled the reserves as spoken, after the turn and check: "White,
    your turn. You are in check. White has in reserve: one knight. Black has in reserve: one
    queen, one rook, one bishop, 3 knights, and 8 pawns. Move 29." ran to 165 cells (162 in
    German), "score" and the reserve query to 116. The braille line gives each side's pieces
    in hand by their letters, counted, and the status tells the turn and the move number on
    a line (with the check: "White, your turn, in check. Move 29."), the reserves on the
    next; speech still names the pieces."""
    said = people_at("mad-mate", MAD_MATE_HELD, lang).handle_line(typed)
    assert [message.short for message in said] == shown
    assert all(cells(line, lang) <= 2 * DISPLAY_CELLS for line in shown)
    assert ("one queen" if lang == "en" else "eine Dame") in said[-1].text


@pytest.mark.parametrize(("lang", "shown"), [
    ("en", ["White, your turn. Move 1.", "Reserves: White none; Black none."]),
    ("de", ["Weiß, du bist am Zug. Zug 1.", "Reserven: Weiß keine; Schwarz keine."]),
])
def test_mad_mates_empty_reserves_are_brailled_in_a_word(lang, shown):
    """Both reserves empty at the start: "White, your turn. White's reserve is empty. Black's
    reserve is empty. Move 2." ran to 82 cells (85 in German)."""
    said = seated("mad-mate", lang).handle_line("status" if lang == "en" else "stand")
    assert [message.short for message in said] == shown


@pytest.mark.parametrize(("lang", "shown"), [
    ("en", ["Black, your turn. On target: Black 0, White 0 of 12.",
            "Start counts from move 40: Black 12, White 12. Move 32."]),
    ("de", ["Schwarz, du bist am Zug. Im Ziel: Schwarz 0, Weiß 0 von 12.",
            "Start zählt ab Zug 40: Schwarz 12, Weiß 12. Zug 32."]),
])
def test_a_status_with_a_warning_brailles_the_warning_on_a_line_of_its_own(lang, shown):
    """Räuber und Gendarm's status near move 40 warned each side in a sentence of its own
    (200 cells), then in one sentence, "Black, your turn. On target: Black 0, White 0 of 12.
    Start counts from move 40: Black 12, White 12. Move 32." (123 cells, four windows):
    whose turn and the standing are one line now, the warning with the move number the next,
    each within two windows. Speech says the same words in the same order."""
    console = people_at("raeuber-und-gendarm",
                        "1W1W1W1W/W1W1W1W1/1W1W1W1W/8/8/B1B1B1B1/1B1B1B1B/B1B1B1B1 b 62 0", lang)
    standing, warning = console.handle_line("status")
    assert [standing.short, warning.short] == shown
    assert all(cells(line, lang) <= 2 * DISPLAY_CELLS for line in shown)
    start = {"en": "After your move 40, White wins", "de": "Nach deinem 40. Zug gewinnt Weiß"}
    assert warning.text.startswith(start[lang]) and start[lang] not in standing.text


@pytest.mark.parametrize(("lang", "typed", "said", "shown"), [
    ("en", "status", "White, your turn. White: only the maharajah. Black: 16 pieces: the king, "
     "one queen, 2 rooks, 2 bishops, 2 knights, and 8 pawns. Move 1.",
     "White, your turn. Pieces: White 1, Black 16. Move 1."),
    ("de", "stand", "Weiß, du bist am Zug. Weiß: nur der Maharadscha. Schwarz: 16 Figuren: "
     "der König, eine Dame, 2 Türme, 2 Läufer, 2 Springer und 8 Bauern. Zug 1.",
     "Weiß, du bist am Zug. Figuren: Weiß 1, Schwarz 16. Zug 1."),
    ("en", "score", "White: only the maharajah. Black: 16 pieces: the king, one queen, "
     "2 rooks, 2 bishops, 2 knights, and 8 pawns.", "Pieces: White 1, Black 16."),
    ("de", "punkte", "Weiß: nur der Maharadscha. Schwarz: 16 Figuren: der König, eine Dame, "
     "2 Türme, 2 Läufer, 2 Springer und 8 Bauern.", "Figuren: Weiß 1, Schwarz 16."),
])
def test_maharadschas_status_and_score_give_the_pieces_left(lang, typed, said, shown):
    """The status said only whose turn it was and the move, and "score" that the game keeps
    none; the pieces each side has left are its standing, counted on the braille line."""
    answer, = people_at("maharadscha", REGISTRY.create("maharadscha").new_state().to_text(),
                        lang).handle_line(typed)
    assert (answer.text, answer.short) == (said, shown)
    assert cells(answer.short, lang) <= 2 * DISPLAY_CELLS


@pytest.mark.parametrize(("lang", "typed", "shown"), [
    ("en", "moves d3", ["From d3, 10 moves: d2.", "d4: e3 at risk.",
                        "d5 to d8, c3, a3: e3, c4 at risk.", "d9, b3: at risk there."]),
    ("de", "züge d3", ["Von d3 aus 10 Züge: d2.", "d4: e3 schlagbar.", "d5 bis d8, c3, a3: e3,",
                       "c4 schlagbar. d9, b3: dort schlagbar."]),
    ("en", "moves c4", ["From c4, 5 moves: d4, c3, c2.", "c5, c1: at risk there."]),
    ("de", "züge c4", ["Von c4 aus 5 Züge: d4, c3, c2.", "c5, c1: dort schlagbar."]),
])
def test_a_tablut_pieces_moves_mark_their_notes_briefly(lang, typed, shown):
    """Speech says each note once for its targets ("..., and to d9 or b3, where it can be
    taken"); on the braille line the sentence ran to 200-214 cells, and then each square one
    by one to 141 ("d3, e3, f3, g3, h3, i3, b3 (b4, b6 at risk)"): three or more in a row
    along a line are a stretch ("d5 to d8"). The notes were in brackets and the groups joined
    by semicolons, and a window ended before a bracket, cutting a group from its note ("From
    d3, 10 moves: d2; d4" and "(e3 at risk); d5 to d8, c3, a3", 118 cells; 120-123 at most).
    Now each group is a sentence, its note after a colon, and a window ends after one: the
    same four windows, each group whole where it fits one (the German "d5 bis d8, c3, a3: e3,
    c4 schlagbar." is 41 cells). German says "schlagbar", as speech does (it was "gefährdet")."""
    console = people_at("tablut", "a3aad2/a3ad3/4d2a1/2a6/aa2kd2a/1ad1d3a/3dda3/7a1/3aa4 d 15",
                        lang)
    answer, = console.handle_line(typed)
    assert windows(answer.short, lang) == shown
    if typed.endswith("d3"):
        assert "where it can be taken" in answer.text or "dort schlagbar" in answer.text


ARIMAA_TRAPS = "dhcmechd/rrrrrrrr/8/8/8/7R/RR1RRRR1/DHCMECHD s 0"
RAKADO_TWELVE = ("bb2bb1b2b5/6b2b5b/16/3b12/14b1/2b13/16/12b3/16/16/11a4/9a6/3a8a2a/14a1/"
                 "1aa13/a3ab4aa4 b6")


@pytest.mark.parametrize(("game_id", "position", "lang", "typed", "shown"), [
    ("arimaa", ARIMAA_TRAPS, "en", "moves",
     "Silver: 8 moves. | From a7, b7, c7 (trapped), d7, e7, f7 (trapped), g7, or h7."),
    ("arimaa", ARIMAA_TRAPS, "de", "züge",
     "Silber: 8 Züge. | Von a7, b7, c7 (in Falle), d7, e7, f7 (in Falle), g7 oder h7 aus."),
    ("rakado", RAKADO_TWELVE, "en", "moves",
     "Black: 12 moves. | c11-c5, o12-o6, d13-d7, g15-g9, j15-j9, p15-p9, | a16-a10, "
     "b16-b10, e16-e10, f16-f10, h16-h10, or k16-k10."),
    ("rakado", RAKADO_TWELVE, "de", "züge",
     "Schwarz: 12 Züge. | c11-c5, o12-o6, d13-d7, g15-g9, j15-j9, p15-p9, | a16-a10, "
     "b16-b10, e16-e10, f16-f10, h16-h10 oder k16-k10."),
])
def test_a_list_of_a_dozen_moves_in_words_is_brailled_shorter(game_id, position, lang, typed,
                                                               shown):
    """Arimaa's eight steps with their trap warnings in words ran to 200-225 cells ("c7 to c6
    (own piece lost in the trap at c6), ..."): the braille line names the places, marking
    those whose move loses a piece; Rakado's moves in words (116-150 cells) are brailled in
    notation, which says all."""
    said = people_at(game_id, position, lang).handle_line(typed)
    assert " | ".join(m.short for m in said) == shown
    assert all(cells(m.short, lang) <= 2 * DISPLAY_CELLS for m in said)


CHECKERS_TEN = "W:W19,21,22,25,27,28,29,30,31,32:B1,2,4,5,6,7,8,9,12,14"
ROBBERS_TEN = "1W1W1W1W/W3W1W1/1W1W1W1W/4W3/3B4/B1B1B1B1/1B3B1B/B1B1B1B1 b 4 4"


@pytest.mark.parametrize(("game_id", "position", "lang", "shown"), [
    ("checkers", CHECKERS_TEN, "en", ["White: 10 moves, from c5, f6, h6,", "a7, c7, d8, or f8."]),
    ("checkers", CHECKERS_TEN, "de", ["Weiß: 10 Züge von c5, f6, h6, a7,", "c7, d8 oder f8 aus."]),
    ("raeuber-und-gendarm", ROBBERS_TEN, "en",
     ["Black: 10 moves, from c1, e1, a3,", "c3, e3, g3, or d4."]),
    ("raeuber-und-gendarm", ROBBERS_TEN, "de",
     ["Schwarz: 10 Züge von c1, e1, a3, c3,", "e3, g3 oder d4 aus."]),
])
def test_ten_moves_in_notation_are_brailled_as_the_pieces_that_can_move(game_id, position,
                                                                        lang, shown):
    """Draughts' ten to twelve moves in notation ran to 110-137 cells ("White: 10 moves:
    c5-b4, c5-d4, f6-e5, ..."): the braille line names the pieces that can move in two lines,
    and "moves c7" reads one piece's moves; speech keeps every move."""
    answer, = people_at(game_id, position, lang).handle_line("moves" if lang == "en" else "züge")
    assert windows(answer.short, lang) == shown
    assert cells(answer.short, lang) <= 2 * DISPLAY_CELLS
    assert answer.text.count(" to " if lang == "en" else " nach ") == 10


@pytest.mark.parametrize(("lang", "shown"), [
    ("en", ['Cannot read "rb6e rc6-r...".', "Type a step such as e7 e6 or end,",
            "or help."]),
    ("de", ["„rb6e rc6-r...“ verstehe ich nicht.", "Tippe etwa e7 e6 oder fertig;",
            "siehe hilfe."]),
])
def test_an_unreadable_arimaa_line_is_answered_in_a_few_words(lang, shown):
    """Every kind of action with an example ("..., a push such as Rb6e hb7s, a pull such as
    ed7s Re7w, or end to finish the turn, or help for the commands.") ran to 198 cells;
    speech keeps it. The line typed is cut at 12 cells, its number signs counted."""
    answer, = people_at("arimaa", ARIMAA_TRAPS, lang).handle_line("rb6e rc6-rh6w")
    assert windows(answer.short, lang) == shown
    assert "e7 e6" in answer.text


@pytest.fixture(autouse=True)
def _unhurried_computer(monkeypatch: pytest.MonkeyPatch) -> None:
    """The card tables' computers search on the wall clock (0.3 s a card at the intermediate
    level): on a busy machine they imagined fewer deals and played another card, and
    test_cards_are_brailled_in_their_code failed now and then. Here the clock stands still, so
    they imagine every deal, as on an idle machine."""
    monkeypatch.setattr(playouts, "clock", lambda: 0.0)


def _card_table(game_id: str, lang: str) -> tuple[Console, list[str]]:
    """A console of ``game_id`` with a person in the first seat and the computer in the
    others (seed 3), at the person's first turn; and the briefs of its opening."""
    game = REGISTRY.create(game_id)
    console = Console.local(game, [Seat(SeatKind.HUMAN)]
                            + [Seat(SeatKind.COMPUTER)] * (game.num_players - 1),
                            lang=lang, seed=3)
    opening = [m.short for m in console.opening()]
    while console.computer_to_move():
        console.computer_move()
    return console, opening


@pytest.mark.parametrize(("lang", "dealt", "moves"), [
    ("en", "Cards dealt: ⠛⠉⠀⠁⠉⠀⠊⠙⠀⠟⠙⠀⠃⠓⠀⠛⠓⠀⠓⠓⠀⠊⠓⠀⠅⠓⠀⠁⠓⠀⠊⠎⠀⠟⠎⠀⠁⠎",
     "You can play: ⠊⠙⠀⠟⠙."),
    ("de", "Karten ausgeteilt: ⠛⠉⠀⠁⠉⠀⠊⠙⠀⠟⠙⠀⠃⠓⠀⠛⠓⠀⠓⠓⠀⠊⠓⠀⠅⠓⠀⠁⠓⠀⠊⠎⠀⠟⠎⠀⠁⠎",
     "Du kannst spielen: ⠊⠙⠀⠟⠙."),
])
def test_cards_are_brailled_in_their_code(lang, dealt, moves):
    """The hand dealt ("Cards dealt. Your hand: 13 cards. Clubs: seven, ace. ...", 150
    cells) and the cards to play ("You can play the three of clubs, the seven of clubs,
    ...", up to 280) are brailled in the two-cell code of the hand line (docs/cards.en.md);
    speech names them."""
    console, opening = _card_table("whist", lang)
    assert dealt in opening
    answer, = console.handle_line("moves" if lang == "en" else "züge")
    assert answer.short == moves
    assert "nine of diamonds" in answer.text or "Karo-Neun" in answer.text


@pytest.mark.parametrize(("lang", "shown"), [
    ("en", [["Your turn. Trick 1 of 13."],
            ["E ⠚⠙, S ⠅⠙, W ⠁⠙. W ahead.", "Trumps: hearts."]]),
    ("de", [["Du bist am Zug. Stich 1 von 13."],
            ["O ⠚⠙, S ⠅⠙, W ⠁⠙. Vorn: W. Trumpf: Herz."]]),
])
def test_the_whist_status_is_brailled_with_the_cards_code_and_the_turn_and_trick_first(
        lang, shown):
    """The status said each card of the trick by name, then "Points towards the game: ...
    Games won: ... Tricks in the deal being played so far: ...", up to 409 cells; then the
    seats by their initials, but the turn alone on the first line, the trumps and "On the
    table:" on the next and the standing ("Points: NS 0, EW 0; games 0:0; tricks 5:3.") on
    the fourth, 165 cells. Now the turn and the trick share the first line, who is ahead and
    the trumps the next; "score" reads the standing. The turn with the trick's number, then
    the table, are a line each (on one line the status ran to 97 cells)."""
    console, _ = _card_table("whist", lang)
    said = console.handle_line("status" if lang == "en" else "stand")
    assert [windows(m.short, lang) for m in said] == shown
    text = " ".join(m.text for m in said)
    assert "jack of diamonds" in text or "Karo-Bube" in text
    assert ("Points towards the game" in text) == (lang == "en")
    score = console.handle_line("score" if lang == "en" else "punkte")
    assert any("North and South 0" in m.text or "Nord und Süd 0" in m.text for m in score)
    assert any("Points: NS 0, EW 0." in m.short or "Punkte: NS 0, OW 0." in m.short
               for m in score)  # on the braille line by the partnerships' initials


def _status_after_first_card(game_id: str, lang: str) -> object:
    """The status (spoken and brailled) at the person's turn after a first card of theirs,
    on :func:`_card_table`'s table."""
    console, _ = _card_table(game_id, lang)
    console.handle_line(console.observation.legal_moves[0].notation)
    while console.computer_to_move():
        console.computer_move()
    return console.handle_line("status" if lang == "en" else "stand")


@pytest.mark.parametrize(("lang", "shown", "why"), [
    ("en", [["Your turn. A spades solo by E.", "Trick 1 of 12."],
            ["E ⠊⠓, S ⠊⠉ (no hearts), W ⠅⠓.", "W, partner, ahead."],
            ["Re: E. Kontra: you, S, W."]],
     "Re: East (plays the solo)."),
    ("de", [["Du bist am Zug. Piksolo von O.", "Stich 1 von 12."],
            ["O ⠊⠓, S ⠊⠉ (Herz nicht bedient), W ⠅⠓.", "Vorn: W, Partner."],
            ["Re: O. Kontra: du, S, W."]],
     "Re: Ost (spielt das Solo)."),
])
def test_the_doppelkopf_status_is_brailled_with_the_cards_code_and_the_seats_initials(
        lang, shown, why):
    """The trick's cards by name, each seat whole and why each party is known ("Kontra:
    North, South, and West (against the solo)") ran to 360 cells; then the seats by their
    initials, the parties a solo's heading already says ("Re: E. Kontra: N, S, W.") and
    totals all 0 ("Totals: N 0, E 0, S 0, W 0."), 213 cells. The spoken status keeps them
    with why each party is known; "score" reads the totals. The game came before the trick,
    which two lines cut in the middle ("In the trick: E ⠊⠓, S ⠊⠉" and "(no hearts), W
    ⠅⠓."); now the trick is whole on the line after the turn, and the game follows who is
    ahead, its player by the initial ("The game: a spades solo by East." took a line)."""
    said = _status_after_first_card("doppelkopf", lang)
    # The turn with the game and the trick's number, the trick, the parties: a line each
    # (the parties with the trick ran to 101 cells).
    assert [windows(m.short, lang) for m in said] == shown
    assert why in said[2].text
    assert ("Totals: you 0" if lang == "en" else "Stand: du 0") in said[2].text


@pytest.mark.parametrize(("lang", "turn", "status"), [
    ("en", ["North, your seven: 7 fields left.", "Type a step such as 1-2, or moves."],
     ["North, your seven: 7 fields left. In hand: you 1, E 2, S 1, W 1.",
      "Goal: NS 0, EW 0. Round 1, 6 cards each."]),
    ("de", ["Nord, deine Sieben: noch 7 Felder.", "Tippe einen Schritt wie 1-2 oder züge."],
     ["Nord, deine Sieben: noch 7 Felder. Auf der Hand: du 1, O 2, S 1, W 1.",
      "Im Ziel: NS 0, OW 0. Runde 1, je 6 Karten."]),
])
def test_a_dog_seven_to_split_and_the_status_are_brailled_short(lang, turn, status):
    """The turn to split a seven said the step's words too ("type a step, such as 1-2 (your
    start field 1 to field 2), or moves to hear them", 150 cells) and the status every seat
    and partnership whole (340 cells with that turn); speech keeps both. The status begins
    with the fields left, without how to type a step, and does not count them again ("0 of 7
    used."): with both it ran to 214 cells, and on one line, the turn, hands, goal and round
    made 115; the turn and the hands are a line now, the goal and the round the next. The
    turn fits two windows: "North, your seven: 7
    fields left, in one step or more. Type a step, such as 61-62, or moves." took three (97
    cells, German 104), at every seven a person played; speech still says "in one step or
    several"."""
    from accessible_games.games.cards.dog.game import DogGame
    from accessible_games.games.cards.dog.positions import arrange

    game = DogGame()
    state = arrange(game, {0: [0, 60, 30], 1: [12]},
                    {0: ["7h", "3s"], 1: ["3c", "4c"], 2: ["3d"], 3: ["3h"]})
    console = Console.local(game, [Seat(SeatKind.HUMAN)] * 4, lang=lang, seed=0, state=state)
    console.opening()
    told = console.handle_line("7h")
    assert windows(told[-1].short, lang) == turn
    assert "in one step or several" in told[-1].text \
        or "in einem Schritt oder mehreren" in told[-1].text
    assert "(your start field 1 to field 2)" in told[-1].text \
        or "(dein Startfeld 1 nach Feld 2)" in told[-1].text
    answer = console.handle_line("status" if lang == "en" else "stand")
    assert [m.short for m in answer] == status
    assert all(cells(m.short, lang) <= 2 * DISPLAY_CELLS for m in answer)
    assert cells(" ".join(m.short for m in answer), lang) \
        < cells(" ".join(m.text for m in answer), lang)


@pytest.mark.parametrize(("lang", "shown"), [
    ("en", ["North, no card can move: type fold. In hand: you 1, E 1, S 1, W 1.",
            "Goal: NS 0, EW 0. Round 1, 6 cards each."]),
    ("de", ["Nord, kein Zug möglich: tippe aussetzen. Auf der Hand: du 1, O 1, S 1, W 1.",
            "Im Ziel: NS 0, OW 0. Runde 1, je 6 Karten."]),
])
def test_a_dog_turn_to_sit_out_and_the_status_then_are_brailled_short(lang, shown):
    """"North, your turn, but no card of yours can move: type fold to show your hand and
    sit out this round." was 105 cells; then "North, your turn; no card can move: type
    fold." (47, two lines), and the status after it ran to 157 cells, the round first and
    "of 8" for each partnership ("... Goal: NS 0 of 8, EW 0 of 8."; "score" says it). The
    turn fits one line now, when it is told and in the status; the spoken turn keeps it
    whole. The status is two lines, the turn with the hands, then the goal and the round
    (on one line 128 cells)."""
    from accessible_games.games.cards.dog.game import DogGame
    from accessible_games.games.cards.dog.positions import arrange

    game = DogGame()
    state = arrange(game, {0: [], 1: [12]}, {0: ["3s"], 1: ["3c"], 2: ["3d"], 3: ["3h"]})
    console = Console.local(game, [Seat(SeatKind.HUMAN)] * 4, lang=lang, seed=0, state=state)
    told = console.opening()
    assert shown[0].startswith(told[-1].short + " ")
    answer = console.handle_line("status" if lang == "en" else "stand")
    assert [m.short for m in answer] == shown
    assert all(cells(line, lang) <= 2 * DISPLAY_CELLS for line in shown)
    assert "sit out this round" in answer[0].text or "setzt diese Runde aus" in answer[0].text


def _dog_moves(lang: str, hand: list[str]) -> object:
    """The answer to "moves" for North holding ``hand``, marbles on North's fields 10 and
    31 and East's on 21."""
    from accessible_games.games.cards.dog.game import DogGame
    from accessible_games.games.cards.dog.positions import arrange

    game = DogGame()
    state = arrange(game, {0: [9, 30], 1: [20]}, {0: hand, 1: ["3c"], 2: ["3d"], 3: ["3h"]})
    console = Console.local(game, [Seat(SeatKind.HUMAN)] * 4, lang=lang, seed=0, state=state)
    console.opening()
    return console.handle_line("moves" if lang == "en" else "züge")


@pytest.mark.parametrize(("lang", "shown"), [
    ("en", ["North: 9 moves.", "⠙⠙: 10-14, 10<6, 31-35, or 31<27. ⠓⠉: 10-18 or 31-39.",
            "⠚⠙: 10x21 (East's marble),", "10x31 (your marble), or 31x21 (East's marble)."]),
    ("de", ["Nord: 9 Züge.", "⠙⠙: 10-14, 10<6, 31-35 oder 31<27. ⠓⠉: 10-18 oder 31-39.",
            "⠚⠙: 10x21 (Kugel von Ost), 10x31 (deine Kugel) oder 31x21 (Kugel von Ost)."]),
])
def test_dogs_moves_are_brailled_by_card_code_and_field_numbers(lang, shown):
    """Said in words ("the four of diamonds: field 10 to field 14, ...; or the jack of
    diamonds: swap field 10 with field 21 (East's marble), ...") the list ran to 420
    cells; the braille line has each card's code and its ways as they are typed, a way
    back too ("10<6": with "10 back to 6" this list ran to 193 cells, seven windows), and
    a sentence a card, so that no window ends with a card's code cut from its ways ("or 31
    back to 27; ⠓⠉ ⠓⠎:"). The two eights are one choice, shown by one code. It was one line
    of 139 cells read in windows; the count now comes first and the list goes on in lines of
    two windows, a card's ways together where they fit."""
    answer, *more = _dog_moves(lang, ["4d", "8c", "8s", "Jd"])
    assert [m.short for m in (answer, *more)] == shown
    assert all(cells(line, lang) <= 2 * DISPLAY_CELLS for line in shown)
    assert "field 10 to field 14" in answer.text or "Feld 10 nach Feld 14" in answer.text


@pytest.mark.parametrize(("lang", "shown"), [
    ("en", ["North: 43 moves, by card: ⠃⠙⠀⠊⠉⠀⠚⠙⠀⠁⠉⠀⠯⠁.", "One card's moves: moves and the card."]),
    ("de", ["Nord: 43 Züge, nach Karten: ⠃⠙⠀⠊⠉⠀⠚⠙⠀⠁⠉⠀⠯⠁.",
            "Die Züge einer Karte: züge und die Karte."]),
])
def test_many_card_moves_are_brailled_as_the_cards_codes(lang, shown):
    """"North: 43 moves, by card: two of diamonds, nine of clubs, ... For the moves of one
    card, type moves and the card, such as moves two of diamonds." was 190 cells; then one
    line of 83 (86 in German), now two lines, the how on its own."""
    said = _dog_moves(lang, ["2d", "9c", "Jd", "X", "Ac"])
    assert [m.short for m in said] == shown
    assert [m.text for m in said][1:] == [""]


@pytest.mark.parametrize(("lang", "shown"), [
    ("en", ["Your turn. Pile ⠛⠓, draw 6.", "Talon 11, hands: you 5, next 4, 4, 4."]),
    ("de", ["Du bist am Zug. Stapel ⠛⠓, zieh 6.", "Talon 11, Hände: du 5, danach 4, 4, 4."]),
])
def test_the_mau_mau_status_is_brailled_with_the_piles_code(lang, shown):
    """"On the pile: the seven of hearts. ... 11 cards in the talon. Cards in hand: ..."
    ran to 176 cells; the pile's card is in its code on the braille line. The hands are
    counted in seat order ("In hand: you: 5, Player 2: 4, Player 3: 4, Player 4: 4." named
    each numbered seat whole, four windows); "Pile: ⠛⠓. 6 cards to draw. Talon 11. In hand,
    players 1 to 4: you 5, 4, 4, 4." with the turn still took 111 cells, now two windows.
    Who plays after the listener, which the spoken status says ("After you, Player 2
    plays."), marks that seat's count ("next 4"), within the two windows. The turn and the
    pile are a line, the talon and the hands the next (a hot seat's wish ran to 86 cells)."""
    console, _ = _card_table("mau-mau", lang)
    answer = console.handle_line("status" if lang == "en" else "stand")
    assert [m.short for m in answer] == shown
    assert all(cells(m.short, lang) <= 2 * DISPLAY_CELLS for m in answer)
    assert "seven of hearts" in answer[1].text or "Herz-Sieben" in answer[1].text


@pytest.mark.parametrize(("lang", "shown"), [
    ("en", "White to roll. Home/on the way: White 0/8, Black 0/8, Yellow 0/8, Red 0/8."),
    ("de", "Weiß würfelt. Im Ziel/unterwegs: Weiß 0/8, Schwarz 0/8, Gelb 0/8, Rot 0/8."),
])
def test_the_rakado_teams_status_pairs_each_seats_pieces_home_and_on_the_way(lang, shown):
    """"White: 0 home, 8 on the way. Black: 0 home, 8 on the way. ..." four times over ran
    to 142 cells (165 with the roll and the move number)."""
    game = REGISTRY.create("rakado-teams")
    status = describer_for(game, lang).status(game.new_state())
    assert status.short == shown
    assert cells(status.short, lang) < 3 * DISPLAY_CELLS < cells(status.text, lang)


@pytest.mark.parametrize(("lang", "turn", "standing"), [
    ("en", "White, your move with 2. Move 1.",
     "Home/on the way: White 0/8, Black 0/8, Yellow 0/8, Red 0/8."),
    ("de", "Weiß, du ziehst mit 2. Zug 1.",
     "Im Ziel/unterwegs: Weiß 0/8, Schwarz 0/8, Gelb 0/8, Rot 0/8."),
])
def test_the_rakado_teams_status_brailles_the_turn_and_the_counts_on_two_lines(lang, turn,
                                                                               standing):
    """"status" for four: the turn, the four seats' pieces home and on the way and the move
    number made one line of 115 cells ("White, your move with 4. Home/on the way: White 1/6,
    Black 0/6, Yellow 0/7, Red 0/6. Move 25."). The turn and the move number are a line,
    the counts the next, each within two windows; speech says the same in the same order
    but the move number."""
    said = seated("rakado-teams", lang).handle_line("status")
    assert [message.short for message in said] == [turn, standing]
    assert said[0].text == turn and said[1].text.startswith(("White: 0 home,", "Weiß: 0 im"))
    assert cells(turn, lang) <= 2 * DISPLAY_CELLS and cells(standing, lang) <= 2 * DISPLAY_CELLS


@pytest.mark.parametrize(("lang", "shown"), [
    ("en", "You rolled 4, must capture: f10xf14 or h10xh14."),
    ("de", "Du hast 4 gewürfelt, musst schlagen: f10xf14 oder h10xh14."),
])
def test_a_rakado_move_refused_for_a_compulsory_capture_is_brailled_in_notation(lang, shown):
    """A piece that may not move while a capture is compulsory was refused with the whole
    sentence, 91 cells in German ("Du hast 4 gewürfelt und musst schlagen, 2 Möglichkeiten:
    f10 schlägt f14 oder h10 schlägt h14."); the braille line says it as the roll did, the
    captures in notation."""
    state = position({"f10": "a", "f14": "b", "h10": "a", "h14": "b", "a1": "a", "p16": "b"},
                     "a", 4)
    refused, = people_at("rakado", state.to_text(), lang).handle_line("a1-a5")
    assert refused.text.endswith(("f10 takes f14 or h10 takes h14.",
                                  "f10 schlägt f14 oder h10 schlägt h14."))
    assert refused.short == shown and cells(shown, lang) <= 2 * DISPLAY_CELLS


@pytest.mark.parametrize(("game_id", "lang", "edit", "shown"), [
    ("checkers", "en", "edit",
     "Position editor. Enter changes the piece; type clear, done or help."),
    ("checkers", "de", "bearbeiten",
     "Stellungseditor. Eingabe wechselt den Stein; tippe leeren, fertig oder hilfe."),
    ("kalah", "en", "edit", "Position editor. Enter adds a seed; type clear, done or help."),
    ("kalah", "de", "bearbeiten",
     "Stellungseditor. Eingabe legt Samen nach; tippe leeren, fertig oder hilfe."),
])
def test_the_position_editor_opens_with_a_braille_line_of_two_windows(game_id, lang, edit,
                                                                     shown):
    """Opening the editor brailled every word it takes, 111 cells ("Position editor. Enter
    changes the piece; type clear, side, check, done, save NAME or help; Escape leaves.",
    118 in German). The braille line says what Enter does, clear, done and help, which says
    the rest; speech keeps it whole."""
    opened = seated(game_id, lang).handle_line(edit)[0]
    assert opened.short == shown and cells(shown, lang) <= 2 * DISPLAY_CELLS
    assert opened.text.startswith(("Position editor. Arrows", "Stellungseditor. Pfeiltasten"))


@pytest.mark.parametrize(("lang", "typed", "shown"), [
    ("en", "rematch", "Play Räuber und Gendarm again as White? Type yes or no."),
    ("de", "revanche", "Noch einmal Räuber und Gendarm als Weiß? Tippe ja oder nein."),
    ("en", "rematch same",
     "Play Räuber und Gendarm again with the same sides? Type yes or no."),
    ("de", "revanche gleich",
     "Noch einmal Räuber und Gendarm mit denselben Seiten? Tippe ja oder nein."),
])
def test_a_rematch_is_asked_in_two_windows(lang, typed, shown):
    """The question before a rematch ran to 117 cells ("Play Räuber und Gendarm (cops and
    robbers) again, with the sides swapped? Your side: White. Type yes or no."; 90 in
    German). The braille line names the game briefly and the side the player takes;
    speech keeps the sentence."""
    asked, = seated("raeuber-und-gendarm", lang).handle_line(typed)
    assert asked.short == shown and cells(shown, lang) <= 2 * DISPLAY_CELLS
    assert asked.text.startswith(("Play Räuber und Gendarm (cops", "Noch einmal Räuber"))
    assert asked.text != asked.short


@pytest.mark.parametrize(("lang", "shown"), [
    ("en", "a3 cannot move 4: a5 is in the way."),
    ("de", "a3 kann nicht 4 ziehen: a5 steht im Weg."),
])
def test_the_overviews_blocked_piece_is_brailled_in_a_few_words(lang, shown):
    """The overview's last part, each blocked piece and why, brailled its sentence: "The
    piece on a3 cannot move 4: the piece on a5 is in the way, and pieces are never jumped."
    ran to 94 cells (100 in German) for one piece."""
    state = position({"a3": "a", "a5": "b", "f5": "a", "f9": "b"}, "a", 4)
    blocked = describer_for(state.game, lang).answer(Topic.DETAILS, state)[-1]
    assert blocked.text.startswith(("The piece on a3 cannot move 4", "Die Figur auf a3 kann"))
    assert blocked.short == shown and cells(shown, lang) <= DISPLAY_CELLS


@pytest.mark.parametrize(("lang", "shown"), [
    ("en", "White: 22 moves. | From e1: f3, g2, c2, d3, e2 to e5, | f1 to h1, d1 to a1, "
     "f2 to h4, or d2 to a5."),
    ("de", "Weiß: 22 Züge. | Von e1 aus: f3, g2, c2, d3, e2 bis e5, | f1 bis h1, d1 bis a1, "
     "f2 bis h4 oder d2 bis a5."),
])
def test_moves_from_one_place_are_brailled_as_stretches_along_lines(lang, shown):
    """The maharajah's 22 moves square by square ("e1 to f3, g2, c2, d3, e2, e3, e4, e5, f1,
    ...") ran to 158 cells; three squares or more in a row along a line are a stretch on
    the braille line, as a board's row is read."""
    console = seated("maharadscha", lang, 1)
    answer, *rest = console.handle_line("moves" if lang == "en" else "züge")
    assert " | ".join(m.short for m in [answer, *rest]) == shown
    assert all(cells(m.short, lang) <= 2 * DISPLAY_CELLS for m in [answer, *rest])
    assert "e2, e3, e4, e5" in answer.text


@pytest.mark.parametrize(("lang", "shown"), [
    ("en", ["White wins 4 to 0:", "Black has no pieces left; win 2,", "one kept 2."]),
    ("de", ["Weiß gewinnt 4 zu 0:", "Schwarz hat keine Steine mehr; Sieg 2,",
            "ein übriger 2."]),
])
def test_alquerques_result_is_brailled_with_the_winner_and_the_points_first(lang, shown):
    """"Game over: White has taken every piece of Black and wins 4 to 0 points: 2 for the win
    and 2 for the one piece left." named the winner on the first line and the points on
    the second; the braille line begins with both."""
    game = REGISTRY.create("alquerque")
    state = game.parse_position("5/5/3B1/2B1B/2W2 w - - 0")
    result = describer_for(game, lang).result_message(state.play(state.parse_move("c1xe1")))
    assert result is not None and windows(result.short, lang) == shown
    assert "2 for the one piece left" in result.text or "den einen übrigen Stein" in result.text


@pytest.mark.parametrize(("lang", "shown"), [
    ("en", "Black wins 14 to 0: White has no pieces left; win 2, 6 kept 2 each."),
    ("de", "Schwarz gewinnt 14 zu 0: Weiß hat keine Steine mehr; Sieg 2, 6 übrige je 2."),
])
def test_alquerques_result_with_many_pieces_kept_fits_two_lines(lang, shown):
    """"Schwarz gewinnt 14 zu 0: Weiß hat keine Steine mehr; 2 für den Sieg, je 2 für 6
    übrige." ran to 86 cells."""
    from accessible_games.engine import EndReason
    from accessible_games.engine.details import DetailedOutcome
    from accessible_games.engine.events import GameEnded
    from accessible_games.games.alquerque.game import AlquerqueEnd

    outcome = DetailedOutcome(frozenset({1}), EndReason.NO_PIECES, (0, 14),
                              AlquerqueEnd.ALL_TAKEN)
    result = describer_for(REGISTRY.create("alquerque"), lang).result_message([GameEnded(outcome)])
    assert result is not None and result.short == shown
    assert cells(result.short, lang) <= 2 * DISPLAY_CELLS


@pytest.mark.parametrize(("game_id", "lang", "shown"), [
    ("rakado", "en", "Black wins 5 to 2 home: nobody can move any more."),
    ("rakado", "de", "Schwarz gewinnt 5 zu 2 im Ziel: niemand kann mehr ziehen."),
    ("rakado-teams", "en", "Black and Red win 5 to 2 home: nobody can move any more."),
])
def test_a_rakado_result_is_brailled_with_the_winner_first(game_id, lang, shown):
    """"Game over (nobody can move any more): Black wins with 5 pieces home against 2." (84
    cells) named the winner on the second line."""
    from accessible_games.engine import EndReason, Outcome

    scores = (2, 5) if game_id == "rakado" else (1, 3, 1, 2)
    outcome = Outcome(frozenset({1} if game_id == "rakado" else {1, 3}), EndReason.BOARD_FULL,
                      scores)
    describer = describer_for(REGISTRY.create(game_id), lang)
    assert describer.outcome_brief(outcome) == shown
    assert cells(shown, lang) <= 2 * DISPLAY_CELLS


@pytest.mark.parametrize(("lang", "said", "shown"), [
    ("en", "You play the seven of clubs. You win the trick. Tricks: you and South 1, East and "
     "West 0.", ["⠛⠉.", "You win the trick: NS 1, EW 0."]),
    ("de", "Du spielst Kreuz-Sieben. Du gewinnst den Stich. Stiche: du und Süd 1, Ost und "
     "West 0.", ["⠛⠉. Du gewinnst den Stich.", "Stiche: NS 1, OW 0."]),
])
def test_a_whist_trick_taken_counts_the_tricks_by_the_partnerships_initials(lang, said, shown):
    """The trick's last card, who takes it and the tricks of each partnership by name ran to
    131 cells ("East: five of spades, no hearts. South wins the trick with the nine of hearts.
    Tricks: North and South 5, East and West 5."); the braille line names the partnerships
    as the status does, in English after a colon, and the card in its code. Speech keeps
    their names, the listener's own partnership said from their side ("you and South")."""
    game = REGISTRY.create("whist")
    console = Console.local(game, [Seat(SeatKind.HUMAN)] * 4, lang=lang, seed=3)
    console.opening()
    for _ in range(4):
        told = console.handle_line(console.observation.legal_moves[0].notation)
    assert told[0].text == said
    assert windows(told[0].short, lang) == shown


@pytest.mark.parametrize(("lang", "shown"), [
    ("en", ['Cannot read "xyz".', "Type a card like qc, a call like re,", "or help."]),
    ("de", ["„xyz“ verstehe ich nicht.", "Tippe Karte wie krd, Ansage wie re;",
            "siehe hilfe."]),
])
def test_doppelkopf_names_its_cards_whole_on_the_braille_line(lang, shown):
    """Playing Doppelkopf braille-only, in English the card that took a trick was cut:
    "South takes the trick with the queen of" | "hearts, 36 points.", and so was the example
    of a line it cannot read ("Type a card such as qc or queen of" | "clubs, ..."). A deal
    played on: every card a trick's message names is read on one window; the example too."""
    console = seated("doppelkopf", lang, 3)
    console.handle_line("healthy" if lang == "en" else "gesund")
    assert windows(console.handle_line("xyz")[0].short, lang) == shown
    names = sorted({console.card_name(c) for c in range(48)}, key=len, reverse=True)
    taken = 0
    for _ in range(12):
        while console.computer_to_move():
            console.computer_move()
        if console.is_over:
            break
        console.handle_line(console.observation.legal_moves[0].notation)
    for turn in console.history:
        brief = turn.message.short
        if " with " not in brief and " mit " not in brief:
            continue
        taken += 1
        for width in (DISPLAY_CELLS, DISPLAY_CELLS - 2):
            shown_now = windows(brief, lang, width)
            for name in names:
                if name.casefold() in brief.casefold():
                    assert any(name.casefold() in w.casefold() for w in shown_now), shown_now
    assert taken >= 6


@pytest.mark.parametrize(("lang", "text", "shown"), [
    ("en", "Pass. You must draw 2 cards or play a seven.",
     ["Pass.", "You must draw 2 cards or play a seven."]),
    ("de", "Pik-Sieben. Spieler 4 zieht 2 oder legt eine Sieben.",
     ["Pik-Sieben.", "Spieler 4 zieht 2 oder legt eine Sieben."]),
])
def test_a_short_sentence_ends_the_window_when_the_rest_fits_the_next(lang, text, shown):
    """A sentence shorter than a third of the display did not end a window, so the next one
    was cut: "Pik-Sieben. Spieler 4 zieht 2 oder legt" | "eine Sieben.". Where the rest is
    read whole on the next window, the short sentence ends the first; as many windows."""
    assert windows(text, lang) == shown


@pytest.mark.parametrize("lang", LANGS)
def test_what_the_sevens_ask_is_read_on_one_window(lang):
    """Playing Mau Mau braille-only, the sevens' demand was cut: "You must draw 2 cards or
    play a" | "seven." (with the mark of unread messages), "Du musst 2 Karten ziehen oder
    eine" | "Sieben legen.", "Spieler 3 muss 4 Karten ziehen oder eine" | "Sieben legen.". The
    braille line says it in fewer words, each on one window of 40 cells and of 38: "Draw 2
    cards or play a seven.", "Spieler 3: 4 ziehen oder Sieben legen."."""
    console = seated("mau-mau", lang, 3)
    console.handle_line("draw" if lang == "en" else "ziehen")
    while console.computer_to_move():
        console.computer_move()
    console.handle_line("7s" if lang == "en" else "p7")  # the seven of spades, drawn
    while console.computer_to_move():
        console.computer_move()
    demand = {"en": " or play a seven.", "de": " oder Sieben legen."}[lang]
    you = {"en": "Draw 2 cards or play a seven.", "de": "Zieh 2 Karten oder lege eine Sieben."}
    briefs = [t.message.short for t in console.history
              if t.message.short.endswith((demand, you[lang]))]
    asked = [brief.split(". ", 1)[1] for brief in briefs]  # after the seven played
    assert len(asked) == 4 and asked[0] == you[lang]
    for brief, said in zip(briefs, asked, strict=True):
        for width in (DISPLAY_CELLS, DISPLAY_CELLS - 2):
            assert said in windows(brief, lang, width), (brief, windows(brief, lang, width))


@pytest.mark.parametrize("lang", LANGS)
def test_the_card_that_wins_a_whist_trick_is_read_on_one_window(lang):
    """Playing braille-only, the English line cut the winning card in two: "West wins the
    trick with the queen of" | "diamonds. Tricks: NS 2, EW 2." (every trick not won by its
    last card). The braille line says "West wins with ⠟⠙: NS 2, EW 2.", the card in its
    code, which fits a window even while the mark of unread messages takes two cells. A
    whole deal, every card name that a trick's message names is read on one window, of 40
    cells and of 38."""
    game = REGISTRY.create("whist")
    console = Console.local(game, [Seat(SeatKind.HUMAN)] * 4, lang=lang, seed=4)
    console.opening()
    names = sorted((console.card_name(c) for c in range(52)), key=len, reverse=True)
    won = 0
    for _ in range(52):
        told = console.handle_line(console.observation.legal_moves[0].notation)[0]
        if ("Stich" if lang == "de" else "trick") not in told.text:
            continue
        for width in (DISPLAY_CELLS, DISPLAY_CELLS - 2):
            shown = windows(told.short, lang, width)
            for name in names:
                if name.casefold() in told.short.casefold():
                    assert any(name.casefold() in w.casefold() for w in shown), (name, shown)
        won += " mit " in told.short or " with " in told.short
    assert won >= 3
    describer = console.describer
    for seat in range(4):  # every card in its code, by every seat: one sentence, one window
        for card in range(52):
            line = describer.t("move.trick.line", player=describer.player(seat),
                               card=describer.card_code(card), side0="NS", side1="EW",
                               count0=0, count1=0)
            winner = line.split(". " if lang == "de" else ": ")[0]
            assert cells(winner + ".", lang) <= DISPLAY_CELLS - 2, line


@pytest.mark.parametrize(("lang", "shown"), [
    ("en", "North: 6 moves: give ⠑⠙⠀⠋⠓⠀⠭⠎⠀⠚⠎⠀⠟⠙⠀⠅⠙."),
    ("de", "Nord: 6 Züge: ⠑⠙⠀⠋⠓⠀⠭⠎⠀⠚⠎⠀⠟⠙⠀⠅⠙ abgeben."),
])
def test_dogs_cards_to_give_are_brailled_in_their_code(lang, shown):
    """In the exchange "North: 6 moves: give the five of diamonds, the six of hearts, ..."
    ran to 150 cells; the braille line gives the cards in their code, as a hand is shown."""
    console = Console.local(REGISTRY.create("dog"), [Seat(SeatKind.HUMAN)] * 4, lang=lang,
                            seed=3)
    console.opening()
    answer, = console.handle_line("moves" if lang == "en" else "züge")
    assert answer.short == shown
    assert "five of diamonds" in answer.text or "Karo-Fünf" in answer.text


@pytest.mark.parametrize(("lang", "shown"), [
    ("en", ["From e3, 11 moves: c1, g1, d2,", "f2, d4 to a7, or f4 to h6."]),
    ("de", ["Von e3 aus 11 Züge: c1, g1, d2, f2,", "d4 bis a7 oder f4 bis h6."]),
])
def test_a_flying_kings_moves_are_brailled_by_their_squares_and_stretches(lang, shown):
    """"From e3, 10 moves: e3-c1, e3-g1, e3-d2, ..." said the king's square before every
    target (114 cells); the squares alone, a diagonal of three or more as a stretch. A man's
    two moves stay in notation."""
    console = people_at("russian-draughts", "W:WKe3,c3:Bh8", lang)
    said = console.handle_line("moves e3" if lang == "en" else "züge e3")
    assert [w for m in said for w in windows(m.short, lang)] == shown
    answer, = console.handle_line("moves c3" if lang == "en" else "züge c3")
    assert answer.short == ("From c3, 2 moves: c3-b4 or c3-d4." if lang == "en"
                            else "Von c3 aus 2 Züge: c3-b4 oder c3-d4.")


@pytest.mark.parametrize(("game_id", "lang", "line", "said"), [
    ("tablut", "de", "schau", ["schau gibt es in diesem Spiel nicht;",
                               "wo sagt dir, was hier steht."]),
    ("breakthrough", "en", "look", ["No closer look in this game;",
                                    "where tells you what is here."]),
    ("reversi", "de", "besonderes", ["Nichts Besonderes zu sagen;",
                                     "brett und stand sagen alles."]),
])
def test_a_question_the_game_has_no_reading_for_is_brailled_without_its_name(
        game_id, lang, line, said):
    """"look" in Tablut was brailled 'Einen genaueren Blick gibt es in Tablut || (Tafl aus
    Lappland) nicht; wo sagt dir, || was hier steht.': the game's full name, which the player
    knows, took a window and cut the sentence. Speech keeps the name."""
    message, = seated(game_id, lang).handle_line(line)
    assert windows(message.short, lang) == said
    assert message.text != message.short


@pytest.mark.parametrize(("game_id", "lang", "line"), [
    ("tablut", "de", "drohungen"),
    ("tablut", "en", "threats"),
    ("gomoku", "de", "drohungen"),
    ("gomoku", "en", "threats"),
])
def test_no_threats_at_the_start_is_one_braille_line(game_id, lang, line):
    """'Im nächsten Zug kann kein Stein geschlagen' left 'werden.' alone in a second window
    (Gomoku: 'einen Vierer.', en 'four.'); the answer that nothing threatens is now one line:
    'Im nächsten Zug ist kein Stein schlagbar.', 'Keiner hat einen offenen Dreier oder
    Vierer.'."""
    answer, = seated(game_id, lang).handle_line(line)
    assert cells(answer.short, lang) <= DISPLAY_CELLS, answer.short


@pytest.mark.parametrize(("game_id", "lang", "line", "first"), [
    ("dog", "en", "play 107 as 5 16-play 107 as 4 16<12", 'Cannot read "play 107 as...".'),
    ("dog", "de", "play 107 as 5 16-play 107 as 4 16<12", "„play 107 as...“ verstehe ich nicht."),
    ("breakthrough", "en", "xyzzy me with this long line", 'Cannot read "xyzzy me...".'),
    ("breakthrough", "de", "xyzzy me with this long line",
     "„xyzzy me...“ verstehe ich nicht."),
    ("whist", "en", "lay the queen of hearts now", 'Cannot read "lay the...".'),
])
def test_a_long_line_that_cannot_be_read_is_echoed_cut_in_braille(game_id, lang, line, first):
    """The braille line repeated the whole line typed: 'I cannot read "play 107' and 'as 5
    16-pla..."' filled two lines before the hint, longer with a longer line. Its first words
    (at most 12 characters: the game's example fills the rest of two windows) and "..." keep
    the reason on the first line; speech says it whole."""
    answer = seated(game_id, lang).handle_line(line)[0]
    assert windows(answer.short, lang)[0] == first
    assert line in answer.text


@pytest.mark.parametrize(("lang", "shown"), [
    ("en", ["Red joker as ace, king, queen, jack,", "or 10 to 2? Type joker as ace."]),
    ("de", ["Joker rot als Ass, König, Dame,", "Bube oder 10 bis 2?", "Tippe joker als Ass."]),
])
def test_dogs_joker_typed_alone_asks_as_which_card_in_a_few_cells(lang, shown):
    """"As which card do you play the red joker: as ace, as king, as queen, ..., or as two?
    Type it after joker, such as joker as ace." was 205 cells, seven windows; the braille
    line gives the number cards by their numbers, a run as "10 to 2" (the player may type
    "joker as 7" too). Speech keeps the question whole."""
    from accessible_games.games.cards.dog.game import DogGame
    from accessible_games.games.cards.dog.positions import arrange

    game = DogGame()
    state = arrange(game, {0: [9, 30], 1: [20]},
                    {0: ["X", "3c"], 1: ["3c"], 2: ["3d"], 3: ["3h"]})
    console = Console.local(game, [Seat(SeatKind.HUMAN)] * 4, lang=lang, seed=0, state=state)
    console.opening()
    asked, = console.handle_line("joker")
    assert windows(asked.short, lang) == shown
    assert "as seven" in asked.text or "als Sieben" in asked.text
    played = console.handle_line("joker as 7" if lang == "en" else "joker als 7")
    assert "seven" in played[0].text or "Sieben" in played[0].text


@pytest.mark.parametrize(("game_id", "lang", "shown"), [
    ("dog", "en", ['Cannot read "xyz".', "Type give kh, or help."]),
    ("dog", "de", ["„xyz“ verstehe ich nicht.", "Tippe gib hk; siehe hilfe."]),
    ("whist", "en", ['Cannot read "xyz".', "Type a card, qh or queen of hearts,",
                     "or help."]),
    ("whist", "de", ["„xyz“ verstehe ich nicht.", "Tippe hd oder Herz-Dame; siehe hilfe."]),
    ("mau-mau", "en", ['Cannot read "xyz".', "Type a card such as qh or draw,",
                       "or help."]),
    ("mau-mau", "de", ["„xyz“ verstehe ich nicht.", "Tippe eine Karte wie hd oder ziehen;",
                       "siehe hilfe."]),
    ("doppelkopf", "en", ['Cannot read "xyz".', "Type healthy, a solo like queen solo,",
                          "or help."]),
    ("doppelkopf", "de", ["„xyz“ verstehe ich nicht.",
                          "Tippe gesund, Solo wie damensolo;", "siehe hilfe."]),
    ("doppelkopf healthy", "en", ['Cannot read "xyz".', "Type a card like qc, a call like re,",
                                  "or help."]),
    ("doppelkopf gesund", "de", ["„xyz“ verstehe ich nicht.",
                                 "Tippe Karte wie krd, Ansage wie re;", "siehe hilfe."]),
])
def test_a_card_games_unreadable_line_gives_a_short_example_in_braille(game_id, lang, shown):
    """Whist in German brailled every suit's and rank's letter after the example ("... wie
    hd oder Herz-Dame (Farben: kr Kreuz, p Pik, ...; Werte: a Ass, k König, ...) oder hilfe
    für die Befehle.", 187 cells, six windows); Dog the card with its way at length (135
    with a long line). Mau Mau and Doppelkopf brailled their spoken hint, four windows (91
    to 98 cells) cut inside a phrase ("Type healthy," and "a reservation such as queen
    solo,"). The braille line gives an example and where to read more; speech keeps the
    sentence. A word after the game's id is said first (Doppelkopf's reservation)."""
    game_id, *said = game_id.split()
    console = seated(game_id, lang)
    for line in said:
        console.handle_line(line)
        while console.computer_to_move():
            console.computer_move()
    answer = console.handle_line("xyz")[0]
    assert windows(answer.short, lang) == shown
    assert answer.text != answer.short


@pytest.mark.parametrize(("said", "lang", "shown"), [
    ("", "en", 'Cannot read "hallo Welt". Type healthy, a solo like queen solo, or help.'),
    ("", "de", "„hallo Welt“ verstehe ich nicht. Tippe gesund, Solo wie damensolo; siehe hilfe."),
    ("healthy", "en", 'Cannot read "hallo Welt". Type a card like qc, a call like re, or help.'),
    ("gesund", "de", "„hallo Welt“ verstehe ich nicht. Tippe Karte wie krd, Ansage wie re; "
                     "siehe hilfe."),
])
def test_a_doppelkopf_line_it_cannot_read_fits_two_windows(said, lang, shown):
    """A line of ten characters Doppelkopf cannot read ran past two windows while the cards
    are played: 83 cells in German ("... Tippe eine Karte wie krd, eine Ansage wie re; siehe
    hilfe."), 81 in English ("... Type a card such as qc, a call such as re, or help."). The
    examples are said in fewer words; speech keeps its sentence."""
    console = seated("doppelkopf", lang)
    if said:
        console.handle_line(said)
        while console.computer_to_move():
            console.computer_move()
    answer = console.handle_line("hallo Welt")[0]
    assert answer.short == shown and cells(shown, lang) <= 2 * DISPLAY_CELLS
    assert answer.text != answer.short


@pytest.mark.parametrize(("game_id", "lang", "line", "first", "said"), [
    ("whist", "en", "go queen of hearts and more words",
     '"queen of hearts and..." is not a card', "queen of hearts and more words"),
    ("whist", "de", "gehe Herz-Dame und noch mehr Worte",
     "„Herz-Dame und noch...“ ist keine Karte", "Herz-Dame und noch mehr Worte"),
    ("breakthrough", "en", "help with something very long here",
     '"with something very..." is no command.', "with something very long here"),
    ("breakthrough", "de", "hilfe zu etwas sehr langem hier",
     "„zu etwas sehr langem...“ ist kein Befehl.", "zu etwas sehr langem hier"),
    ("breakthrough", "en", "help mvoes of the game right now",
     '"mvoes of the game..." is no command.', "Did you mean moves of the game right now?"),
    ("breakthrough", "en", "moves somewhere over the rainbow",
     '"somewhere over the..." is not a place', "somewhere over the rainbow"),
    ("breakthrough", "de", "züge irgendwo über dem Regenbogen",
     "„irgendwo über dem...“ ist kein Feld auf", "irgendwo über dem Regenbogen"),
    ("breakthrough", "en", "go somewhere over the rainbow",
     '"somewhere over the..." is not a place,', "somewhere over the rainbow"),
    ("breakthrough", "de", "geh irgendwo über dem Regenbogen",
     "„irgendwo über dem...“ ist hier kein Feld,", "irgendwo über dem Regenbogen"),
    ("breakthrough", "en", "statsu of the game right now",
     "Did you mean stats of the game...", "Did you mean stats of the game right now"),
    ("breakthrough", "de", "hlife mir bitte mit dem Zug",
     "Meintest du hilfe mir bitte mit...?", "Meintest du hilfe mir bitte mit dem Zug?"),
])
def test_an_answer_repeating_a_long_line_cuts_it_in_braille(game_id, lang, line, first, said):
    """"... is not a card of your hand", "... is no command", "... is not a place on this
    board", go's "... is not a place, row or column here" and "Did you mean" with the line
    mended repeated the whole line typed on the braille line: '"with something very long here"
    is no' and 'command. ...' a pan later, "Did you mean stats of the game right" and "now or
    status of the game right now?" two windows. Its first words and "..." (as a line that
    cannot be read is echoed) keep what is wrong with it on the first window; speech says it
    whole."""
    answer = seated(game_id, lang).handle_line(line)[0]
    assert windows(answer.short, lang)[0] == first
    assert said in answer.text


@pytest.mark.parametrize(("lang", "turn", "first", "second"), [
    ("en", "North, give South a card.",
     ["North, give South a card.", "Goal: NS 0, EW 0. Round 1, 6 cards each."],
     ["East, give West a card.", "Goal: NS 0, EW 0. Round 1, 6 cards each."]),
    ("de", "Nord, du gibst Süd eine Karte.",
     ["Nord, du gibst Süd eine Karte.", "Im Ziel: NS 0, OW 0. Runde 1, je 6 Karten."],
     ["Ost, du gibst West eine Karte.", "Im Ziel: NS 0, OW 0. Runde 1, je 6 Karten."]),
])
def test_dogs_exchange_and_its_status_are_brailled_in_a_few_words(lang, turn, first, second):
    """"North, give a card to your partner, South." left "South." to the next window, and the
    status in the exchange ran to 136 cells over four windows with every hand's count ("In
    hand: you 6, E 6, S 6, W 6."), which "6 cards each" says while every hand holds the cards
    dealt. Speech keeps the sentence and the counts."""
    console = Console.local(REGISTRY.create("dog"), [Seat(SeatKind.HUMAN)] * 4, lang=lang,
                            seed=3)
    assert console.opening()[-1].short == turn
    status = "status" if lang == "en" else "stand"
    answer = console.handle_line(status)
    assert [m.short for m in answer] == first
    assert ("Cards in hand: you 6" if lang == "en" else "Karten auf der Hand: du 6") \
        in answer[1].text
    console.handle_line(console.observation.legal_moves[0].notation)
    answer = console.handle_line(status)
    assert [m.short for m in answer] == second


@pytest.mark.parametrize(("lang", "said", "shown"), [
    ("en", [], [["East, say healthy or a reservation."], ["Nothing said yet."]]),
    ("en", ["healthy", "queen solo"], [["West, say healthy or a reservation."],
                                       ["Said: E healthy, S reservation."]]),
    ("de", [], [["Ost, sage an: gesund oder ein Vorbehalt."], ["Noch nichts angesagt."]]),
    ("de", ["gesund", "damensolo"], [["West, sage an: gesund oder ein Vorbehalt."],
                                     ["Angesagt: O gesund, S Vorbehalt."]]),
])
def test_doppelkopfs_status_in_the_reservations_says_what_is_said(lang, said, shown):
    """The braille line said "Reservations are being asked.", each seat's word whole ("East:
    healthy. South: reservation.") and "Trick 1 of 12." before any card was played (up to
    118 cells); now what each seat has said by its initial, another's reservation unnamed
    until all have spoken. Speech is unchanged."""
    console = Console.local(REGISTRY.create("doppelkopf"), [Seat(SeatKind.HUMAN)] * 4,
                            lang=lang, seed=3)
    console.opening()
    for line in said:
        console.handle_line(line)
    answer = console.handle_line("status" if lang == "en" else "stand")
    assert [windows(m.short, lang) for m in answer] == shown
    assert answer[0].text.endswith("Trick 1 of 12." if lang == "en" else "Stich 1 von 12.")


@pytest.mark.parametrize("game_id", ["halma-dame", "eckdame", "raeuber-und-gendarm",
                                     "wolf-und-schafe", "blockade"])
@pytest.mark.parametrize("lang", LANGS)
def test_the_halma_familys_own_move_is_brailled_as_its_notation(game_id, lang):
    """The player's own move named their side ("Schafe a1-b2"), which every other game leaves
    out of the mover's braille line; the computer's move still names its side."""
    console = seated(game_id, lang)
    move = console.observation.legal_moves[0].notation
    told = console.handle_line(move)
    assert told[0].short == move
    while console.computer_to_move():
        reply = console.computer_move()
    assert reply[0].short.split()[0] in (console.describer.player(0),
                                         console.describer.player(1))


@pytest.mark.parametrize(("lang", "shown"), [("en", "d4-c3, removed a1, b2"),
                                             ("de", "d4-c3, entfernt a1, b2")])
def test_the_players_own_blockade_move_removing_stones_is_brailled_without_the_side(lang, shown):
    """It was "White d4-c3, removed a1, b2" to the player who moved White."""
    game = REGISTRY.create("blockade")
    console = Console.local(game, [Seat(SeatKind.COMPUTER, 1), Seat(SeatKind.HUMAN)], lang=lang,
                            seed=1, state=game.parse_position("8/8/7B/8/3W4/W7/1B6/B1W5 w 0 0"))
    told = console.handle_line("d4-c3")
    assert told[0].short == shown


def test_the_mau_mau_status_names_seats_with_people_by_name():
    """Online, where seats carry people's names, each count keeps its name: the order alone
    would leave the reader to match names to seats."""
    console, _ = _card_table("mau-mau", "en")
    console.describer.people = {1: "bob", 2: "carl", 3: "dora"}
    _, answer = console.handle_line("status")
    assert answer.short.endswith("Talon 11, hands: you 5, next bob 4, carl 4, dora 4."), \
        answer.short


@pytest.mark.parametrize(("game_id", "lang", "typed", "shown"), [
    ("halma-dame", "en", "a1-a1", "a1-a1: same square. Moves: a1-c3."),
    ("halma-dame", "de", "a1-a1", "a1-a1: dasselbe Feld. Möglich: a1-c3."),
    ("eckdame", "en", "c3-c3", "c3-c3: same square. Moves: c3-d4, c3-c4, or c3-d3."),
    ("eckdame", "de", "c3-c3", "c3-c3: dasselbe Feld. Möglich: c3-d4, c3-c4 oder c3-d3."),
    ("raeuber-und-gendarm", "en", "a1-a1", "a1-a1: same square; a1 cannot move now."),
    ("raeuber-und-gendarm", "de", "a1-a1", "a1-a1: dasselbe Feld; a1 kann gerade nicht ziehen."),
])
def test_a_move_onto_its_own_square_is_brailled_in_a_few_words(game_id, lang, typed, shown):
    """"a1 to a1 is no move: a move goes to another square. Possible from a1: hops to c3."
    ran to 86-93 cells; the braille line is the move, why, and the moves there are."""
    game = REGISTRY.create(game_id)
    brief = refusal(game.new_state(), typed, describer_for(game, lang)).short
    assert brief == shown
    assert cells(brief, lang) <= 2 * DISPLAY_CELLS


def _openings(game_id: str) -> list[list[Seat]]:
    """The seatings a game is started with from the menu: one person against the computer,
    and in a game for more than two, people in every seat."""
    players = REGISTRY.create(game_id).num_players
    alone = [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * (players - 1)
    return [alone] if players == 2 else [alone, [Seat(SeatKind.HUMAN)] * players]


@pytest.mark.parametrize("game_id", REGISTRY.ids())
@pytest.mark.parametrize("lang", LANGS)
def test_the_opening_is_brailled_in_two_windows_with_the_game_and_the_side_first(game_id, lang):
    """The first lines read after choosing a game: each fits two windows, the first starting
    with the game's name, then the reader's side. They were 97 to 144 cells ("Teamziehen (ein
    Beispielspiel mit Karten, Würfel und Teams). Du spielst Nord; der Computer, Stufe 1,
    spielt Ost, Süd und West. Tippe hilfe für die Befehle.")."""
    for seats in _openings(game_id):
        console = Console.local(REGISTRY.create(game_id), seats, lang=lang, seed=3)
        said = [m.short for m in console.opening() if m.text]
        for brief in said:
            assert cells(brief, lang) <= 2 * DISPLAY_CELLS, brief
        assert windows(said[0], lang)[0].startswith(brief_game_name(game_id, lang))
        if seats[1].kind is SeatKind.COMPUTER:  # then the reader's side
            assert console.describer.player(0).lower() in said[0].lower(), said[0]


@pytest.mark.parametrize(("game_id", "lang", "typed", "shown"), [
    ("raeuber-und-gendarm", "en", "b2-c3",
     ["b2-c3: c3 is taken; b2 is stuck.", "Movable: a3, c3, e3, g3."]),
    ("raeuber-und-gendarm", "de", "b2-c3",
     ["b2-c3: c3 ist besetzt;", "b2 ist blockiert.", "Ziehen können: a3, c3, e3, g3."]),
    ("halma-dame", "en", "a1-b2", ["a1-b2: b2 is taken. Moves: a1-c3."]),
    ("halma-dame", "de", "a1-b2", ["a1-b2: b2 ist besetzt.", "Möglich: a1-c3."]),
])
def test_a_step_onto_a_taken_square_is_brailled_in_a_few_words(game_id, lang, typed, shown):
    """The sentence, "c3 is taken by one of your own stones. The stone on b2 is stuck; the
    stones on a3, c3, e3, and g3 can move.", ran to 114 cells (115 in German) on the braille
    line; it is the move, why, and the pieces or moves there are, in two windows."""
    game = REGISTRY.create(game_id)
    brief = refusal(game.new_state(), typed, describer_for(game, lang)).short
    assert windows(brief, lang) == shown
    assert cells(brief, lang) <= 2 * DISPLAY_CELLS


@pytest.mark.parametrize(("lang", "lines", "shown", "said"), [
    ("en", ["hearts solo"], ["You: hearts solo.", "East, before you, plays a spades solo.",
                             "East leads."],
     "East speaks before you, and the first solo in seat order is played."),
    ("de", ["herzsolo"], ["Du: Herzsolo.", "Ost, vor dir dran, spielt ein Piksolo.",
                          "Ost spielt aus."],
     "Ost ist vor dir dran, und gespielt wird das erste Solo in der Sitzfolge."),
    ("en", ["moves"], ["Healthy or solo: queen, jack, clubs,",
                       "spades, hearts, diamonds, meatless."],
     "You can choose: healthy, queen solo, jack solo,"),
    ("de", ["züge"], ["Gesund oder Solo: Damen, Buben, Kreuz,",
                      "Pik, Herz, Karo, Fleischloser."],
     "Du kannst wählen: gesund, Damensolo, Bubensolo,"),
    ("en", ["qc"], ["First the reservations: healthy,", "wedding or solo; cards and calls after."],
     "Not yet: first the reservations."),
    ("de", ["krd"], ["Erst die Vorbehalte: gesund,", "Hochzeit oder Solo;",
                     "Karten und Ansagen danach."], "Noch nicht: erst die Vorbehalte."),
    ("en", ["zone", "zone", "select"], ["The table is for looking only:",
                                        "type zone for your hand, or type a card."],
     "cards are played from your hand. Type zone to go back to it"),
    ("de", ["bereich", "bereich", "wählen"], ["Der Tisch ist nur zum Nachsehen:",
                                              "tippe bereich fürs Blatt oder eine Karte."],
     "Gespielt wird aus deinem Blatt. Tippe bereich, um dorthin zurückzugehen"),
])
def test_doppelkopfs_reservation_lines_are_brailled_in_two_windows(lang, lines, shown, said):
    """Before the first card: a solo that lost to East's ("You say: reservation (hearts
    solo). East plays a spades solo. East speaks before you, and the first solo in seat order
    is played. East leads.", 137 cells, 122 in German), the choices ("You can choose:
    healthy, queen solo, ..., or meatless solo.", 119), a card too early ("Not yet: first the
    reservations. ...", 123) and Enter on the table ("The table is for looking only: ...",
    109) ran to three or four windows; now two, the same facts. Speech is unchanged."""
    console = seated("doppelkopf", lang, 3)  # East, first to speak, holds a spades solo
    for line in lines:
        answer = console.handle_line(line)
    message, = (m for m in answer if said in m.text)
    assert windows(message.short, lang) == shown
    assert cells(message.short, lang) <= 2 * DISPLAY_CELLS


@pytest.mark.parametrize(("lang", "shown"), [
    ("en", ["Healthy, wedding, solo: queen, jack,", "clubs, spades, hearts, diamonds,",
            "meatless."]),
    ("de", ["Gesund, Hochzeit oder Solo: Damen, Buben,", "Kreuz, Pik, Herz, Karo, Fleischloser."]),
])
def test_doppelkopfs_choices_with_a_wedding_are_brailled_short(lang, shown):
    """With both queens of clubs (seed 30) "moves" read "Say healthy, wedding or a solo:
    queen, ..." (88 cells; German 81); "Healthy, wedding or solo: ..." still 82, now
    "Healthy, wedding, solo: ..."."""
    console = seated("doppelkopf", lang, 30)
    answer, = console.handle_line({"en": "moves", "de": "züge"}[lang])
    assert windows(answer.short, lang) == shown
    assert cells(answer.short, lang) <= 2 * DISPLAY_CELLS


def _doppelkopf_at_one_keyboard(lang: str) -> tuple[HotSeat, list[Message]]:
    """Four people at one keyboard (seed 0), everything said until deal 1 ended: each
    person plays the first card they may (healthy before the first card)."""
    table = Table(REGISTRY.create("doppelkopf", {"deals": 4}), [Seat(SeatKind.HUMAN)] * 4,
                  seed=0)
    hot = HotSeat(table, lang)
    said = hot.opening()
    while not table.state.sheet:  # type: ignore[attr-defined]
        if hot.waiting is not None:
            said += hot.handle_line("")
            continue
        moves = hot.shown.observation.legal_moves
        said += hot.handle_line(next(m for m in moves if m.notation.startswith("play")
                                     or m.notation == "reserve healthy").notation)
    return hot, said


@pytest.mark.parametrize(("lang", "hand", "trick"), [
    ("en", "Your hand: ", "In the trick: "), ("de", "Dein Blatt: ", "Im Stich: ")])
def test_a_doppelkopf_hand_over_brailles_the_hand_and_the_trick_in_the_cards_code(
        lang, hand, trick):
    """At a hot seat's hand-over the hand was brailled in words ("Your hand: 12 cards.
    Trumps: queen of hearts, jack of clubs, ...", up to 219 cells), and the trick too ("The
    game: a normal game. In the trick: jack of clubs from East, ...", up to 154): now both
    in the cards' code, as the deal showed them ("Normal game. E ⠊⠉, S ⠊⠙.")."""
    _, said = _doppelkopf_at_one_keyboard(lang)
    hands = [m for m in said if m.text.startswith(hand)]
    tricks = [m for m in said if trick in m.text and m.audience is not None]
    assert len(hands) > 20 and len(tricks) > 10
    for message in hands + tricks:
        assert cells(message.short, lang) <= 2 * DISPLAY_CELLS, message.short
    assert all(m.short.startswith(hand) for m in hands)
    assert not any(trick in m.short for m in tricks)


@pytest.mark.parametrize(("lang", "trick", "deal"), [
    ("en", "West: ⠁⠓, no spades. South wins with ⠚⠎, 35 points.",
     "Re wins deal 1, 147 to 93. Points: N 0, E 0, S 0, W 0."),
    ("de", "West: ⠁⠓, kein Pik. Süd gewinnt mit ⠚⠎, 35 Augen.",
     "Re gewinnt Spiel 1, 147 zu 93. Punkte: N 0, O 0, S 0, W 0."),
])
def test_a_doppelkopf_deal_s_end_is_a_braille_line_of_its_own_after_the_last_trick(
        lang, trick, deal):
    """The deal's end ran to 148-160 cells on the braille line, four windows: "Deal 1 goes
    to Re: Re 147, Kontra 93. Points: N 0, E 0, S 0, W 0. West: ace of hearts, no spades.
    South wins with jack of spades, 35 points." The last trick is the move's line now and
    the deal a message of its own after it, each within two windows, in the order speech
    says them; who were Re, the items and the totals are said, and in "score". The trick
    taken is said in German as in English, "Süd gewinnt mit Pik-Bube, 35 Augen." ("Nord:
    Kreuz-Zehn, Trumpf nicht bedient. West bekommt den Stich mit Karo-Dame, 15 Augen." ran
    to 81 cells; now 73)."""
    _, said = _doppelkopf_at_one_keyboard(lang)
    at = next(i for i, m in enumerate(said) if m.short == deal)
    last, end = said[at - 1], said[at]
    assert last.short == trick
    assert end.kind is MessageKind.MOVE and end.mover is None
    assert cells(end.short, lang) <= 2 * DISPLAY_CELLS
    assert cells(last.short, lang) <= 2 * DISPLAY_CELLS
    scoring = {"en": "Scoring for", "de": "Wertung für"}[lang]
    assert scoring in end.text and scoring not in last.text


@pytest.mark.parametrize(("lang", "go", "unreadable", "not_here"), [
    ("en", "go", 'Cannot read "play 104 as...". Type 3h or ah 5-6, or help.',
     '"xyz" is not a card or a place; you hold 2 cards.'),
    ("de", "gehe",
     "„play 104 as...“ verstehe ich nicht. Tippe h3 oder ha 5-6; siehe hilfe.",
     "„xyz“ ist keine Karte und kein Platz; du hast 2 Karten."),
])
def test_dogs_unreadable_lines_are_brailled_within_two_windows(lang, go, unreadable, not_here):
    """'Cannot read "play 104 as 14 53-54". Type a card such as 3h or ah 5-6, or help.' took
    89 cells: the echo's digits take a number sign each (its 20 characters now cut at 12
    cells), and the example alone says "a card". '„c3“ ist weder eine Karte deines Blatts noch
    ein Platz auf dem Brett; du hast 2 Karten.' took 82. Speech keeps both whole."""
    from accessible_games.games.cards.dog.game import DogGame
    from accessible_games.games.cards.dog.positions import arrange

    state = arrange(DogGame(), {0: [10, 13, 30], 1: [12]}, {0: ["7h", "3c"], 1: ["3c"]})
    console = Console.local(DogGame(), [Seat(SeatKind.HUMAN)] * 4, lang=lang, state=state)
    console.opening()
    cannot, = console.handle_line("play 104 as 14 53-54")
    assert cannot.short == unreadable and "play 104 as 14 53-54" in cannot.text
    wrong, = console.handle_line(f"{go} xyz")
    assert wrong.short == not_here and wrong.text != not_here
    for shown in (unreadable, not_here):
        assert cells(shown, lang) <= 2 * DISPLAY_CELLS


@pytest.mark.parametrize(("lang", "status", "result"), [
    ("en", "status", "White wins 3 to 2 home: nobody can move any more."),
    ("de", "stand", "Weiß gewinnt 3 zu 2 im Ziel: niemand kann mehr ziehen."),
])
def test_the_status_of_an_ended_game_brailles_its_result_briefly(lang, status, result):
    """"status" after Rakado's end brailled the result's sentence whole ('Game over (nobody
    can move any more): White wins with 3 pieces home against 2.', 84 cells) before the
    pieces: it opens with the result's braille form, as the result itself does, and the
    pieces follow on a line of their own (the two ran to 101 cells)."""
    pieces = {"f13": "a", "g14": "a", "a15": "a", "a16": "a", "b1": "b", "b2": "b", "h1": "b"}
    start = position(pieces, "a")
    console = Console.local(start.game, [Seat(SeatKind.HUMAN)] * 2, lang=lang, state=start)
    console.opening()
    while not console.is_over:
        console.handle_line(console.state.legal_moves()[0].notation)
    said, standing = console.handle_line(status)
    assert said.short == result and said.text == console.turn_text()
    assert standing.short.startswith(("Home/on the way: ", "Im Ziel/unterwegs: "))
    assert cells(result, lang) <= 2 * DISPLAY_CELLS




@pytest.mark.parametrize(("lang", "you", "winner", "brief"), [
    ("en", 0, KONTRA, "You lose deal 12, 57 to 183. Points: you -10, E 10, S 10, W -10."),
    ("en", 1, KONTRA, "You win deal 12, 183 to 57. Points: N -10, you 10, S 10, W -10."),
    ("en", None, KONTRA, "Kontra wins deal 12, 183 to 57. Points: N -10, E 10, S 10, W -10."),
    ("en", 1, -1, "Deal 12 undecided: Re 57 to 183. Points: N -2, you 2, S 2, W -2."),
    ("de", 0, KONTRA, "Du verlierst Spiel 12, 57 zu 183. Punkte: du -10, O 10, S 10, W -10."),
    ("de", None, KONTRA, "Kontra gewinnt Spiel 12, 183 zu 57. Punkte: N -10, O 10, S 10, "
                         "W -10."),
    ("de", 1, -1, "Spiel 12 unentschieden: Re 57 zu 183. Punkte: N -2, du 2, S 2, W -2."),
])
def test_a_doppelkopf_deal_is_brailled_with_the_winner_s_card_points_first(
        lang, you, winner, brief):
    """The deal's braille line, "You lose deal 12: Re 57, Kontra 183. Points: ..." (up to 94
    cells), names the winner's card points first ("You lose deal 12, 57 to 183."), within
    two windows with two-digit points."""
    game = DoppelkopfGame()
    describer = DoppelkopfDescriber(game, lang)
    describer.you = you
    # North and West are Re with 57 card points; undecided, only the extras count.
    points = (-10, 10, 10, -10) if winner >= 0 else (-2, 2, 2, -2)
    scored = DealScored(12, 0, (0, 3), 57, (3, 9), (-1, -1), winner, (), 10, points, points)
    news = describer.table_news(game.new_state(), [scored])
    assert news is not None and news.short == brief
    assert cells(brief, lang) <= 2 * DISPLAY_CELLS


@pytest.mark.parametrize(("game_id", "outcome", "lang", "said", "shown"), [
    ("reversi", Outcome(frozenset({1}), EndReason.BOARD_FULL, (23, 41)), "en",
     "Game over: you have lost; White wins 41 to 23 (neither side can place a disc).",
     "White wins 41 to 23: neither side can place a disc."),
    ("reversi", Outcome(frozenset({1}), EndReason.BOARD_FULL, (23, 41)), "de",
     "Partie beendet: Du hast verloren; Weiß gewinnt 41 zu 23 (keine Seite kann mehr setzen).",
     "Weiß gewinnt 41 zu 23: keine Seite kann mehr setzen."),
    ("reversi", Outcome(frozenset({0}), EndReason.BOARD_FULL, (41, 23)), "en",
     "Game over: you win 41 to 23 (neither side can place a disc).",
     "You win 41 to 23: neither side can place a disc."),
    ("reversi", Outcome(frozenset(), EndReason.BOARD_FULL, (32, 32)), "de",
     "Partie beendet: unentschieden, 32 zu 32 (keine Seite kann mehr setzen).",
     "Unentschieden, 32 zu 32: keine Seite kann mehr setzen."),
    ("breakthrough", Outcome(frozenset({1}), GOAL_REASON), "de",
     "Partie beendet: Du hast verloren; Schwarz gewinnt (ein Stein hat die gegnerische "
     "Grundreihe erreicht).",
     "Schwarz gewinnt: ein Stein hat die gegnerische Grundreihe erreicht."),
    ("breakthrough", Outcome(frozenset({0}), GOAL_REASON), "en",
     "Game over: you win (a piece reached the far row).",
     "You win: a piece reached the far row."),
])
def test_the_results_braille_line_names_the_winner_and_then_why(game_id, outcome, lang, said,
                                                                  shown):
    """The shared result sentence on the braille line: the winner (and the score) first, why
    after a colon, without "Game over" ("Partie beendet: Du hast verloren; Schwarz gewinnt (ein
    Stein ...)." ran to 89 cells); speech keeps the sentence."""
    game = REGISTRY.create(game_id)
    describer = describer_for(game, lang)
    describer.you, describer.elsewhere = 0, frozenset({1})
    result = describer.result_message([GameEnded(outcome)])
    assert result is not None and (result.text, result.short) == (said, shown)
    assert cells(result.short, lang) <= 2 * DISPLAY_CELLS


@pytest.mark.parametrize(("reason", "winner", "lang", "shown"), [
    (EndReason.NO_PIECES, 1, "de", "Schwarz gewinnt die Schlagdame: keine Steine mehr."),
    (EndReason.NO_PIECES, 0, "en", "You win the losing game: no pieces left."),
    (EndReason.NO_MOVES, 1, "en", "Black wins the losing game: no move left."),
    (EndReason.NO_MOVES, 0, "de", "Du gewinnst die Schlagdame: kein Zug mehr."),
    (EndReason.REPETITION, 1, "de",
     "Schwarz gewinnt die Schlagdame: Stellungswiederholung."),
])
def test_the_losing_games_result_is_brailled_winner_first(reason, winner, lang, shown):
    """"Partie beendet: Du hast verloren; Schwarz hat keine Steine mehr und gewinnt die
    Schlagdame." ran to 81 cells."""
    game = REGISTRY.create("schlagdame")
    describer = describer_for(game, lang)
    describer.you, describer.elsewhere = 0, frozenset({1})
    result = describer.result_message([GameEnded(Outcome(frozenset({winner}), reason))])
    assert result is not None and result.short == shown
