"""Lines a survey found over two windows of a 40-cell display (80 cells), each now within
them with the important thing first: results, undo lines, refusals and frames. Speech keeps
its sentences unless they were too wordy for the ear as well."""

from __future__ import annotations

import pytest

from accessible_games.lineup import REGISTRY, describer_for
from accessible_games.narration.message import Message, MessageKind
from accessible_games.session.console import Console, Seat, SeatKind
from tests.braille_cells import DISPLAY_CELLS, cells, windows
from tests.consoles import seated
from tests.transcript import refusal

TWO_WINDOWS = 2 * DISPLAY_CELLS


def _played(game_id: str, position: str, person: int, lang: str) -> list[Message]:
    """What is said when the seat to move at ``position`` plays its first legal move, with
    the person in seat ``person`` and the computer in the other."""
    seats = [Seat(SeatKind.COMPUTER, 1), Seat(SeatKind.COMPUTER, 1)]
    seats[person] = Seat(SeatKind.HUMAN)
    game = REGISTRY.create(game_id)
    console = Console.local(game, seats, lang=lang, state=game.parse_position(position))
    console.opening()
    if console.computer_to_move():
        return console.computer_move()
    return console.handle_line(console.state.legal_moves()[0].notation)


OWARE_WON_BY_SOUTH = "0,0,0,0,0,1/23/1,3,3,3,3,3/8 S"
"""South's one seed makes North's house 1 two: 25 captured, more than half."""
KALAH_WON_BY_NORTH = "0,0,0,0,0,1/20/1,1,1,1,1,1/21 S"
"""South's last seed empties South's houses; North's six go to North's store: 27 to 21."""


@pytest.mark.parametrize(("game_id", "position", "person", "lang", "brief", "size"), [
    ("oware", OWARE_WON_BY_SOUTH, 1, "en",
     "You lose; South wins 25 to 8: more than half the seeds captured.", 68),
    ("oware", OWARE_WON_BY_SOUTH, 1, "de",
     "Du verlierst; Süd gewinnt 25 zu 8: mehr als die Hälfte der Samen erbeutet.", 73),
    ("oware", OWARE_WON_BY_SOUTH, 0, "en",
     "You win 25 to 8: more than half the seeds captured.", 54),
    ("oware", OWARE_WON_BY_SOUTH, 0, "de",
     "Du gewinnst 25 zu 8: mehr als die Hälfte der Samen erbeutet.", 60),
    ("kalah", KALAH_WON_BY_NORTH, 0, "en",
     "You lose; North wins 27 to 21: South's houses are empty.", 61),
    ("kalah", KALAH_WON_BY_NORTH, 0, "de",
     "Du verlierst; Nord gewinnt 27 zu 21: die Häuser von Süd sind leer.", 65),
])
def test_a_mancala_result_is_brailled_with_the_winner_and_the_seeds_first(
        game_id, position, person, lang, brief, size):
    """"Partie beendet: Du hast verloren; Nord gewinnt 25 zu 15 (mehr als die Hälfte der
    Samen erbeutet)." ran to 95 cells (Kalah's to 86), the seeds on the second window; the
    spoken sentence is unchanged."""
    result, = (m for m in _played(game_id, position, person, lang)
               if m.kind is MessageKind.RESULT)
    assert result.short == brief and cells(brief, lang) == size <= TWO_WINDOWS
    assert result.text.startswith(("Game over: ", "Partie beendet: "))


@pytest.mark.parametrize(("game_id", "lang", "typed", "brief", "size"), [
    ("international-draughts", "en", "46-37", "46-37: 46 is stuck. Movable: 5 pieces.", 43),
    ("international-draughts", "de", "46-37", "46-37: 46 ist blockiert. Ziehen können: 5 Steine.",
     49),
    ("checkers", "en", "a1-c3", "a1-c3: a1 is stuck. Movable: a3, c3, e3, g3.", 52),
    ("checkers", "de", "a1-c3", "a1-c3: a1 ist blockiert. Ziehen können: a3, c3, e3, g3.", 60),
    ("turkish-draughts", "en", "a2-b3",
     "a2-b3: straight lines only; a2 is stuck. Movable: 8 pieces.", 64),
    ("turkish-draughts", "de", "a2-b3",
     "a2-b3: nur gerade Linien; a2 ist blockiert. Ziehen können: 8 Steine.", 68),
])
def test_a_stuck_piece_is_refused_in_a_few_words_on_the_braille_line(game_id, lang, typed,
                                                                      brief, size):
    """A move of a piece that cannot move at all was brailled as the sentence: "Der Stein auf
    46 kann gar nicht ziehen; 5 Steine können ziehen, darunter die auf 31, 32, 33 und 34."
    (95 cells), Turkish draughts' with its rule first (154). Speech keeps the sentence."""
    game = REGISTRY.create(game_id)
    said = refusal(game.new_state(), typed, describer_for(game, lang))
    assert said.short == brief and cells(brief, lang) == size <= TWO_WINDOWS
    assert said.text != brief


@pytest.mark.parametrize(("game_id", "position", "typed", "lang", "said", "brief", "size"), [
    ("maharadscha", None, "e1-e6", "en",
     "After that move your maharajah would be in check. This piece has 22 moves; moves e1 "
     "lists them.", "e1-e6: your maharajah in check. Moves: 22 moves; type moves e1.", 68),
    ("maharadscha", None, "e1-e6", "de",
     "Nach diesem Zug stünde dein Maharadscha im Schach. Diese Figur hat 22 Züge; züge e1 "
     "zählt sie auf.", "e1-e6: dein Maharadscha stünde im Schach. Möglich: 22 Züge; tippe "
     "züge e1.", 71),
    ("mad-mate", "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1", "e1-e2", "en",
     "After that move your king would be in check. This piece can go to d2 or f1.",
     "e1-e2: your king in check. Moves: d2 or f1.", 48),
    ("mad-mate", "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1", "e1-e2", "de",
     "Nach diesem Zug stünde dein König im Schach. Diese Figur kann nach d2 oder f1.",
     "e1-e2: dein König stünde im Schach. Möglich: d2 oder f1.", 55),
])
def test_a_move_into_check_is_refused_with_the_moves_counted_when_many(
        game_id, position, typed, lang, said, brief, size):
    """The maharajah's refusal listed its 22 squares, spoken and brailled ("After that move
    your maharajah would be in check. This piece can go to a1, a5, b1, ..., h1, or h4.", 185
    cells): now their number and the command that lists them, as other refusals of many
    moves say; a few are still named."""
    game = REGISTRY.create(game_id)
    state = game.parse_position(position) if position else game.new_state()
    refused = refusal(state, typed, describer_for(game, lang))
    assert (refused.text, refused.short) == (said, brief)
    assert cells(brief, lang) == size <= TWO_WINDOWS


@pytest.mark.parametrize(("game_id", "lang", "levels", "brief", "size"), [
    ("raeuber-und-gendarm", "en", (1, 1), "Räuber und Gendarm: computer only, level 1.", 48),
    ("raeuber-und-gendarm", "de", (1, 1), "Räuber und Gendarm: nur der Computer, Stufe 1.", 45),
    ("team-draw", "en", (1, 3), "Team draw: computer only, levels 1 and 3.", 44),
    ("team-draw", "de", (1, 3), "Teamziehen: nur der Computer, Stufen 1 und 3.", 45),
])
def test_a_game_the_computer_plays_alone_opens_with_a_short_braille_line(game_id, lang, levels,
                                                                         brief, size):
    """The computer in every seat (a demo): "Räuber und Gendarm (cops and robbers). The
    computer, level 1, plays Black and White." ran to 94 cells, Team draw's four sides to
    120; the braille line is the short name and that the computer plays alone, at which
    levels. The spoken sentence names every side as before."""
    game = REGISTRY.create(game_id)
    first, *others = levels
    seats = [Seat(SeatKind.COMPUTER, first)] + [Seat(SeatKind.COMPUTER, others[0])] * (
        game.num_players - 1)
    opening = Console.local(game, seats, lang=lang, seed=3).opening()[0]
    assert opening.short == brief and cells(brief, lang) == size <= TWO_WINDOWS
    assert opening.text != brief


@pytest.mark.parametrize(("game_id", "lang", "brief", "size"), [
    ("halma-dame", "en",
     'Cannot read "please show...". Type a move such as b2-c3 or pass, or help.', 78),
    ("halma-dame", "de",
     "„please show...“ verstehe ich nicht. Tippe b2-c3 oder passen; siehe hilfe.", 72),
    ("kalah", "en", 'Cannot read "please show...". Type a number from 1 to 6, or help.', 70),
    ("kalah", "de",
     "„please show...“ verstehe ich nicht. Tippe eine Zahl von 1 bis 6; siehe hilfe.", 76),
    ("reversi", "de",
     "„please show...“ verstehe ich nicht. Tippe ein Feld wie d3 oder passen; siehe hilfe.",
     79),
])
def test_a_line_the_game_cannot_read_is_brailled_cut_within_two_windows(game_id, lang, brief,
                                                                        size):
    """A line of 24 characters was echoed to 20 ("„please show me the“ verstehe ich nicht.
    Tippe einen Zug wie b2-c3 oder passen; siehe hilfe.", 89 cells; a long word broke
    "verstehe ich" from "nicht." across the first window); the echo is cut at 12 now, and
    the German examples that filled a window are fewer words. Speech says the whole line."""
    game = REGISTRY.create(game_id)
    console = Console.local(game, [Seat(SeatKind.HUMAN)] * game.num_players, lang=lang)
    console.opening()
    said, = console.handle_line("please show me the board")
    assert said.short == brief and cells(brief, lang) == size <= TWO_WINDOWS
    assert "please show me the board" in said.text


@pytest.mark.parametrize("lang", ["en", "de"])
def test_an_unreadable_line_keeps_its_frame_on_the_first_window_in_every_game(lang):
    """A word of 20 letters, or 20 characters of words and numbers: the frame ("Cannot read
    "..."."; "„...“ verstehe ich nicht.") ends the first window and the whole fits two."""
    ends = {"en": '".', "de": "verstehe ich nicht."}[lang]
    for game_id in REGISTRY.ids():
        game = REGISTRY.create(game_id)
        console = Console.local(game, [Seat(SeatKind.HUMAN)] * game.num_players, lang=lang)
        for typed in ("abcdefghijklmnopqrst", "play 104 as 14 53-54"):
            brief = console.words.unreadable_brief(typed, console.state)
            assert cells(brief, lang) <= TWO_WINDOWS, (game_id, brief)
            assert windows(brief, lang)[0].endswith(ends), (game_id, brief)


def _undone(console: Console, lang: str) -> Message:
    """The answer to "undo" at ``console``."""
    return console.handle_line({"en": "undo", "de": "rückgängig"}[lang])[0]


@pytest.mark.parametrize(("lang", "brief", "size"), [
    ("en", "Back: your step, Silver's turn. Last: Hb1w, 1 step left.", 62),
    ("de", "Zurück: dein Schritt, Zug von Silber. Zuletzt: Hb1w, noch ein Schritt.", 63),
])
def test_an_arimaa_undo_is_brailled_in_a_few_words(lang, brief, size):
    """"Zurückgenommen: ein Schritt von dir und der ganze Zug von Silber. Der letzte Zug ist
    jetzt: Hb1w, noch ein Schritt." ran to 107 cells (98 in English); speech keeps it."""
    console = seated("arimaa", lang, 3)
    for _ in range(4):
        if console.computer_to_move():
            console.computer_move()
        else:
            console.handle_line(console.state.legal_moves()[0].notation)
    while console.computer_to_move():
        console.computer_move()
    said = _undone(console, lang)
    assert said.short == brief and cells(brief, lang) == size <= TWO_WINDOWS
    assert said.text.startswith(("Taken back: one step of yours and Silver's whole turn.",
                                 "Zurückgenommen: ein Schritt von dir und der ganze Zug"))


@pytest.mark.parametrize(("lang", "done", "last", "size"), [
    ("en", "Back: your house 2, North house 2.",
     "Last: North: house 6, 1 seed, takes 3 from your house 1.", 62),
    ("de", "Zurück: dein Haus 2, Nord Haus 2.",
     "Zuletzt: Nord: Haus 6, ein Samen, nimmt 3 aus deinem Haus 1.", 58),
])
def test_an_oware_undo_to_a_capture_is_brailled_a_line_each(lang, done, last, size):
    """North's capture stands after South's move and North's answer are taken back: "2
    moves taken back. The last move now: North: house 6, 1 seed, captures 3 from your
    house 1." ran to 99 cells, its brief to 80 and 88 with more seeds captured: what was
    taken back and the move that stands are messages of their own; speech keeps its
    sentences. What was taken back names each side's sowing by its house (it said "2 moves
    taken back.")."""
    game = REGISTRY.create("oware")
    seats = [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)]
    console = Console.local(game, seats, lang=lang, seed=3,
                            state=game.parse_position("2,3,3,3,3,3/10/0,3,3,3,1,1/10 N"))
    console.opening()
    while console.computer_to_move():
        console.computer_move()
    console.handle_line("2")
    while console.computer_to_move():
        console.computer_move()
    taken, stands, _turn = console.handle_line({"en": "undo", "de": "rückgängig"}[lang])
    assert (taken.short, stands.short) == (done, last) and cells(last, lang) == size
    assert taken.text in ("Taken back: your sowing from house 2 and North's sowing from house 2.",
                          "Zurückgenommen: deine Aussaat aus Haus 2 und die Aussaat von Nord "
                          "aus Haus 2.")
    assert stands.text.startswith(("The last move now: North sows",
                                   "Der letzte Zug ist jetzt: Nord sät"))
