"""Alquerque narration in English and German: golden transcripts of its special events."""

from __future__ import annotations

import pytest

from accessible_games.games.alquerque import AlquerqueGame
from accessible_games.lineup import describer_for
from tests.golden import assert_golden
from tests.transcript import Transcript

LANGS = ("en", "de")


@pytest.mark.parametrize("lang", LANGS)
def test_golden_multi_capture_turning_back(lang):
    t = Transcript(AlquerqueGame(), lang, "B4/5/3B1/2B1B/2W2 w - - 0")
    t.board()
    t.attempt("c1-b1")
    t.attempt("c1xc3")
    t.play("c1xe1")
    t.board()
    assert_golden(f"alquerque/multi_capture.{lang}", t.lines)


@pytest.mark.parametrize("lang", LANGS)
def test_golden_far_row_and_no_return(lang):
    t = Transcript(AlquerqueGame(), lang, "2WB1/B4/5/1W3/5 w - - 0")
    t.attempt("c5-b5")
    t.attempt("c5xc3")
    t.play("c5xe5")
    t.play("a4-b4")
    t.attempt("b2-b1")
    t.play("b2-c2")
    t.attempt("b4-a4")
    t.play("b4-b3")
    t.attempt("c2-b2")
    t.attempt("c2-d3")
    t.play("c2-c3")
    t.board()
    assert_golden(f"alquerque/far_row_no_return.{lang}", t.lines)


@pytest.mark.parametrize("lang", LANGS)
def test_golden_huffing(lang):
    t = Transcript(AlquerqueGame({"huffing": True}), lang, "B4/5/5/2B1B/W1W1W w - - 0")
    t.play("a1-a2")
    t.board()
    t.attempt("a5-a4")
    t.play("huff e1")
    t.play("a5-b5")
    t.play("c1xc3")
    t.play("b5-c5")
    t.play("a2-b2")
    assert_golden(f"alquerque/huffing.{lang}", t.lines)


def test_sentences_inline():
    game = AlquerqueGame()
    state = game.parse_position("5/5/3B1/2B1B/2W2 w - - 0")
    move = state.parse_move("c1xe1")
    events = state.play(move)
    en, de = describer_for(game, "en"), describer_for(game, "de")
    assert en.move_message(state, move, events, 0).text == (
        "White moves from c1 by way of c3 and e3 to e1 and takes c2, d3, and e2.")
    assert de.move_message(state, move, events, 0).text == (
        "Weiß zieht von c1 über c3 und e3 nach e1 und schlägt c2, d3 und e2.")
    # Told to its mover as their own, as a step is ("Du ziehst").
    en.you = de.you = 0
    assert en.move_message(state, move, events, 0).text == (
        "You move from c1 by way of c3 and e3 to e1 and take c2, d3, and e2.")
    assert de.move_message(state, move, events, 0).text == (
        "Du ziehst von c1 über c3 und e3 nach e1 und schlägst c2, d3 und e2.")
    # The points are explained: a play-tester heard "wins 16 to 0 points" and could not tell
    # how they came about.
    assert en.outcome_text(state.outcome()) == (
        "Game over: White has taken every piece of Black and wins 4 to 0 points: 2 for the win "
        "and 2 for the one piece left.")
    assert de.outcome_text(state.outcome()) == (
        "Partie beendet: Weiß hat alle Steine von Schwarz geschlagen und gewinnt mit 4 zu 0 "
        "Punkten: 2 für den Sieg und 2 für den einen übrigen Stein.")


def test_the_english_summary_calls_the_pieces_what_the_game_calls_them():
    """The menu's summary said "stones"; every other English sentence of Alquerque says
    "pieces" ("White: 12 white pieces on ..."), so the newcomer heard two words for one
    thing."""
    from accessible_games.narration.catalog import catalog
    from tests.consoles import seated

    summary = catalog("en").text("game.alquerque.summary")
    pieces = [m.text for m in seated("alquerque", "en").handle_line("pieces")]
    assert "white pieces on" in pieces[0]
    assert "pieces move along the lines" in summary and "stone" not in summary


@pytest.mark.parametrize(("lang", "mine", "theirs"), [
    ("en", ["You move from c2 to c3."], "Black moves from c4 to c2 and takes c3."),
    ("de", ["Du ziehst von c2 nach c3."], "Schwarz zieht von c4 nach c2 und schlägt c3."),
])
def test_the_player_s_own_move_is_told_to_them(lang, mine, theirs):
    """A German play-tester's own move was told as "Weiß zieht von c2 nach c3.", as if someone
    else had made it, where every other game says "Du ziehst"."""
    from tests.consoles import seated

    console = seated("alquerque", lang, 3)
    said = [m.text for m in console.handle_line("c2-c3")]
    while console.computer_to_move():
        said += [m.text for m in console.computer_move()]
    assert said[:1] == mine and theirs in said
    assert console.history[-2].message.brief == "c2-c3"


@pytest.mark.parametrize(("position", "lang", "said"), [
    ("5/5/B1B2/BB3/WBB2 w - - 0", "en", "Game over: White cannot move; Black wins 7 to 0 points: "
     "2 for the win and 1 for each of the 5 pieces more."),
    ("WWWWW/5/5/5/BBBB1 w - - 0", "de", "Partie beendet: Weiß kann nicht mehr ziehen; Schwarz "
     "gewinnt mit 2 zu 1 Punkten: 2 für den Sieg; Weiß hat einen Stein mehr und bekommt dafür 1 "
     "Punkt."),
    ("WWWWW/5/5/5/BBBBB w - - 0", "en", "Game over: White cannot move; Black wins 2 to 0 points: "
     "2 for the win, and both have as many pieces."),
])
def test_a_blocked_side_s_points_are_explained(position, lang, said):
    """Play-testing, a game ended "Black wins 4 to 0 points." when White could not move, and
    nothing said where the 4 came from (the end with every piece taken already said it)."""
    game = AlquerqueGame()
    assert describer_for(game, lang).outcome_text(game.parse_position(position).outcome()) == said


@pytest.mark.parametrize(("lang", "seat", "position", "typed", "said"), [
    ("en", 0, "5/5/5/2B2/W1W2 w - - 0", "c1xc3",
     ("Game over: you have taken every piece of Black and win 6 to 0 points: 2 for the win and "
      "2 for each of the 2 pieces left.",
      "You win 6 to 0: Black has no pieces left; win 2, 2 kept 2 each.")),
    ("de", 1, "5/5/5/2B2/2W2 w - - 0", None,
     ("Partie beendet: Du hast verloren; Weiß hat alle deine Steine geschlagen und gewinnt mit "
      "4 zu 0 Punkten: 2 für den Sieg und 2 für den einen übrigen Stein.",
      "Weiß gewinnt 4 zu 0: Du hast keine Steine mehr; Sieg 2, ein übriger 2.")),
    ("de", 0, "5/5/5/5/B1W2 w - - 0", "c1-c2",
     ("Partie beendet: Schwarz kann nicht mehr ziehen; du gewinnst mit 2 zu 0 Punkten: 2 für "
      "den Sieg, und beide haben gleich viele Steine.",
      "Du gewinnst 2 zu 0: Schwarz kann nicht mehr ziehen.")),
    ("en", 1, "5/5/5/4W/B1W2 w - - 0", None,
     ("Game over: you cannot move and have lost; White wins 3 to 0 points: 2 for the win and 1 "
      "for the one piece more.", "White wins 3 to 0: you cannot move.")),
    ("en", 1, "WWWWW/5/5/3B1/BBB2 b - - 0", "d2-d1",
     ("Game over: White cannot move; you win 2 to 1 points: 2 for the win; White has one piece "
      "more and gets 1 point for it.", "You win 2 to 1: White cannot move.")),
])
def test_the_result_tells_the_player_their_win_or_loss_once(lang, seat, position, typed, said):
    """Alquerque's result named the sides ("Partie beendet: Weiß hat alle Steine von Schwarz
    geschlagen ...") and "Du hast gewonnen." followed: the win told twice. Now the result
    speaks to the one player, in speech and on the braille line, and nothing follows it but
    what to do next."""
    from accessible_games.narration.message import MessageKind
    from accessible_games.session.console import Console, Seat, SeatKind

    game = AlquerqueGame()
    seats = [Seat(SeatKind.COMPUTER, 1)] * 2
    seats[seat] = Seat(SeatKind.HUMAN)
    console = Console.local(game, seats, lang=lang, state=game.parse_position(position))
    heard = []
    while console.computer_to_move():
        heard += console.computer_move()
    if typed is not None:
        heard += console.handle_line(typed)
    results = [(m.text, m.brief) for m in heard if m.kind is MessageKind.RESULT]
    assert console.is_over and results == [said]
