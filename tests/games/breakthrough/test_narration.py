"""Breakthrough narration: golden transcripts in English and German, and inline checks."""

from __future__ import annotations

import pytest

from accessible_games.games.breakthrough import BreakthroughGame
from accessible_games.narration.describer import Verbosity
from accessible_games.narration.games.breakthrough import BreakthroughDescriber
from accessible_games.narration.message import MessageKind
from accessible_games.session.console import Console, Seat, SeatKind
from tests.braille_cells import DISPLAY_CELLS, cells
from tests.golden import assert_golden
from tests.transcript import spoken, told_to

LANGS = ("en", "de")

# White b6 and f7 deep in Black's half; Black a7 and c7 can take b6; f7 is one step from goal.
RACE = "8/p1p2P2/1P6/8/8/8/8/8 b"


def board(state, lang: str) -> list[str]:
    describer = BreakthroughDescriber(state.game, lang)
    return [*describer.board_lines(state), f"status: {describer.status(state).text}",
            f"threats: {describer.threats_text(state)}"]


@pytest.mark.parametrize("lang", LANGS)
def test_golden_capture_and_breakthrough(lang):
    state = BreakthroughGame().parse_position(RACE)
    lines = board(state, lang) + spoken(state, ["a7xb6", "f7-f8"], lang, BreakthroughDescriber)
    assert_golden(f"breakthrough/capture_and_goal.{lang}", lines)


@pytest.mark.parametrize("lang", LANGS)
def test_golden_last_piece_taken(lang):
    state = BreakthroughGame({"size": 5}).parse_position("5/5/2p2/1P3/5 w")
    lines = board(state, lang) + spoken(state, "b2xc3", lang, BreakthroughDescriber)
    assert_golden(f"breakthrough/last_piece.{lang}", lines)


@pytest.mark.parametrize("lang", LANGS)
def test_golden_the_listeners_own_moves_are_told_to_them(lang):
    """Black's capture told to Black ("From a7 you take b6."), then White's winning step told to
    White ("You move from f7 to f8 and reach the far row."); the other side's moves as before."""
    lines = spoken(BreakthroughGame().parse_position(RACE), ["a7xb6", "f7-f8"], lang,
                   told_to(1, BreakthroughDescriber))
    lines += spoken(BreakthroughGame().parse_position(RACE), ["a7xb6", "f7-f8"], lang,
                    told_to(0, BreakthroughDescriber))
    assert_golden(f"breakthrough/yours.{lang}", lines)


@pytest.mark.parametrize("lang", LANGS)
def test_golden_illegal_attempts(lang):
    state = BreakthroughGame().parse_position("8/8/8/2ppp3/3P4/8/P7/8 w")
    typed = ["d4-d5", "d4-d3", "d4", "a2-b2", "c5-c4", "e4-e5", "a2-a9", "a2-a3"]
    lines = spoken(state, typed, lang, BreakthroughDescriber)
    assert_golden(f"breakthrough/illegal.{lang}", lines)


def test_inline_texts():
    game = BreakthroughGame()
    en = BreakthroughDescriber(game, "en")
    state = game.new_state()
    assert en.board_lines(state)[0] == "Row 8: a8 to h8 black."
    assert en.board_lines(state)[2] == "Row 6: empty."
    assert en.status_text(state) == "Pieces: White 16, Black 16."
    assert en.threats_text(state) == (
        "No piece can be taken and none is one step from the goal.")
    assert en.moves_list(state.legal_moves()[:2]) == "a2 to a3 or a2 to b3"
    race = game.parse_position(RACE)
    de = BreakthroughDescriber(game, "de")
    assert de.threats_text(race) == (
        "Schwarz kann die Steine auf a7 und c7 verlieren. "
        "Weiß kann den Stein auf b6 verlieren. Weiß steht mit f7 einen Schritt vor dem Ziel.")


@pytest.mark.parametrize(("lang", "corner", "middle"), [
    ("en", "The piece on a1 cannot move now: a2 is not empty, and your own piece stands on b2.",
     "The piece on b1 cannot move now: b2 is not empty, and your own pieces stand on a2 and "
     "c2."),
    ("de", "Der Stein auf a1 kann jetzt nicht ziehen: a2 ist besetzt, und auf b2 steht ein "
     "eigener Stein.",
     "Der Stein auf b1 kann jetzt nicht ziehen: b2 ist besetzt, und auf a2 und c2 stehen "
     "eigene Steine."),
])
def test_a_piece_that_cannot_move_says_what_blocks_it(lang, corner, middle):
    """A play-tester typed a1-a2 at the start and heard only "The piece on a1 cannot move
    now."."""
    from accessible_games.engine import IllegalMoveError

    state = BreakthroughGame().new_state()
    describer = BreakthroughDescriber(state.game, lang)
    said = []
    for typed in ("a1-a2", "b1-b2"):
        with pytest.raises(IllegalMoveError) as caught:
            state.parse_move(typed)
        said.append(describer.reason(caught.value.reason, state).text)
    assert said == [corner, middle]


@pytest.mark.parametrize(("lang", "you", "step", "capture"), [
    ("en", None, "White f7-f8, far row.", "White f7xg8, far row."),
    ("en", 0, "f7-f8, far row.", "f7xg8, far row."),
    ("de", None, "Weiß f7-f8, Grundreihe.", "Weiß f7xg8, Grundreihe."),
    ("de", 0, "f7-f8, Grundreihe.", "f7xg8, Grundreihe."),
])
def test_the_winning_moves_brief_says_it_reached_the_far_row(lang, you, step, capture):
    """The braille line of a step or a capture onto the far row said only "White f7-f8.": a
    deafblind player read the move, not that it ended the game. It then said "far row: you
    win.", and the result after it said the win again, and "You have won." a third time: the
    move's line says the far row, the result who won (test_a_win_or_loss_is_told_once)."""
    for typed, expected in (("f7-f8", step), ("f7xg8", capture)):
        state = BreakthroughGame().parse_position("6p1/5P2/8/8/8/8/p7/8 w")
        describer = BreakthroughDescriber(state.game, lang)
        describer.you = you
        move = state.parse_move(typed)
        events = state.play(move)
        brief = describer.move_message(state, move, events, 0).short
        assert brief == expected
        assert cells(brief, lang) <= DISPLAY_CELLS


@pytest.mark.parametrize(("lang", "typed", "position", "said"), [
    ("en", "f7-f8", "6p1/5P2/8/8/8/8/p7/8 w", [
        ("You move from f7 to f8 and reach the far row.", "f7-f8, far row."),
        ("Game over: you win (a piece reached the far row).",
         "You win: a piece reached the far row.")]),
    ("de", "f7-f8", "6p1/5P2/8/8/8/8/p7/8 w", [
        ("Du ziehst von f7 nach f8 und erreichst die gegnerische Grundreihe.",
         "f7-f8, Grundreihe."),
        ("Partie beendet: Du gewinnst (ein Stein hat die gegnerische Grundreihe erreicht).",
         "Du gewinnst: ein Stein hat die gegnerische Grundreihe erreicht.")]),
    ("en", "h1-h2", "8/8/8/8/8/8/p7/7P w", [
        ("You move from h1 to h2.", "h1-h2."),
        ("Black moves from a2 to a1 and reaches the far row.", "Black a2-a1, far row."),
        ("Game over: you have lost; Black wins (a piece reached the far row).",
         "Black wins: a piece reached the far row.")]),
    ("de", "h1-h2", "8/8/8/8/8/8/p7/7P w", [
        ("Du ziehst von h1 nach h2.", "h1-h2."),
        ("Schwarz zieht von a2 nach a1 und erreicht die gegnerische Grundreihe.",
         "Schwarz a2-a1, Grundreihe."),
        ("Partie beendet: Du hast verloren; Schwarz gewinnt (ein Stein hat die gegnerische "
         "Grundreihe erreicht).", "Schwarz gewinnt: ein Stein hat die gegnerische Grundreihe "
         "erreicht.")]),
])
def test_a_win_or_loss_is_told_once(lang, typed, position, said):
    """Against the computer the turn that ends the game tells the win or the loss once, in
    speech and on the braille line (the winner first there, then why), with who won and why;
    what to do next follows."""
    game = BreakthroughGame()
    console = Console.local(game, [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)],
                            lang=lang, state=game.parse_position(position))
    heard = list(console.handle_line(typed))
    while console.computer_to_move():
        heard += console.computer_move()
    told = [(m.text, m.brief) for m in heard if m.kind is not MessageKind.INFO]
    assert console.is_over and told == said


@pytest.mark.parametrize(("lang", "normal", "brief"), [
    ("en", "White moves from f6 to f7. The piece on f7 is one step from the goal.",
     "White f6-f7. One step from the goal."),
    ("de", "Weiß zieht von f6 nach f7. Der Stein auf f7 steht einen Schritt vor dem Ziel.",
     "Weiß f6-f7. Ein Schritt vor dem Ziel."),
])
def test_a_step_to_one_short_of_the_goal_is_told(lang, normal, brief):
    """A braille reader saw "Black h3-h2." and lost to h2-g1 the move after: one step from
    the goal is told with the move, on one braille line."""
    state = BreakthroughGame().parse_position("p7/8/5P2/8/8/8/8/8 w")
    move = state.parse_move("f6-f7")
    events = state.play(move)
    said = {v: BreakthroughDescriber(state.game, lang, v).move_message(state, move, events, 0)
            for v in (Verbosity.NORMAL, Verbosity.BRIEF)}
    assert said[Verbosity.NORMAL].text == normal
    assert said[Verbosity.NORMAL].short == brief == said[Verbosity.BRIEF].text
    assert cells(brief, lang) <= DISPLAY_CELLS


@pytest.mark.parametrize(("lang", "shown"), [
    ("en", "Black wins: a piece reached the far row."),
    ("de", "Schwarz gewinnt: ein Stein hat die gegnerische Grundreihe erreicht."),
])
def test_status_and_hint_after_the_end_braille_the_result_winner_first(lang, shown):
    """Asked after the end, "status" and "hint" begin with the result; its braille line is the
    result's brief form ("Partie beendet: Du hast verloren; Schwarz gewinnt (...)." ran to 89
    cells)."""
    game = BreakthroughGame()
    console = Console.local(game, [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)],
                            lang=lang, state=game.parse_position("8/8/8/8/8/8/p7/7P w"))
    console.handle_line("h1-h2")
    while console.computer_to_move():
        console.computer_move()
    assert console.is_over
    for asked in ("status", "hint"):
        assert console.handle_line(asked)[0].short == shown
