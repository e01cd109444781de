"""Wolf und Schafe: a hint and a selected piece's moves name the wolf or the sheep, and the
wolf's player finds the cursor on the wolf, not on a sheep the computer is about to move."""

from __future__ import annotations

import pytest

from accessible_games.lineup import REGISTRY
from accessible_games.narration.message import MessageKind
from accessible_games.session.console import Console, Seat, SeatKind
from tests.braille_cells import cells

TWO_WINDOWS = 80
"""Braille cells of two windows of a 40-cell display."""


def _console(lang: str, wolf: bool) -> Console:
    """A person against the computer, as the wolf (second) or the sheep, at the person's turn."""
    person, computer = Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)
    seats = [computer, person] if wolf else [person, computer]
    console = Console.local(REGISTRY.create("wolf-und-schafe"), seats, lang=lang, seed=3)
    console.opening()
    while console.computer_to_move():
        console.computer_move()
    return console


def _say(console: Console, *lines: str) -> list[str]:
    return [m.text for line in lines for m in console.handle_line(line)]


def test_the_wolfs_player_starts_on_the_wolf():
    # It said "a1, Schaf." (the sheep moved first, and its cursor began on their first move).
    assert _say(_console("de", wolf=True), "wo") == ["h8, Wolf."]
    assert _say(_console("en", wolf=True), "where") == ["h8, wolf."]


def test_a_hint_names_the_piece():
    assert _say(_console("de", wolf=False), "hinweis") == [
        "Der Computer schlägt vor: Schaf a1 nach b2."]
    assert _say(_console("en", wolf=True), "hint") == [
        "You have only one choice: wolf h8 to g7."]


def test_a_selected_piece_says_what_it_is_and_its_square_once():
    assert _say(_console("de", wolf=False), "gehe e1", "wählen")[-1] == (
        "e1 ausgewählt: Schaf nach d2 oder f2.")
    assert _say(_console("en", wolf=False), "go e1", "select")[-1] == (
        "e1 selected: sheep to d2 or f2.")


def test_a_sheep_selected_by_the_wolfs_player_is_named_and_not_his():
    # German said "Der Stein auf a1 gehört dem Gegner": the game has no stones.
    assert _say(_console("de", wolf=True), "gehe a1", "wählen")[-1] == (
        "Das Schaf auf a1 gehört dem Gegner; du spielst den Wolf.")
    assert _say(_console("en", wolf=True), "go a1", "select")[-1] == (
        "The sheep on a1 is not yours; you play the wolf.")
    # "your side is Sheep" was a name where the opening says "You play the sheep".
    assert _say(_console("en", wolf=False), "h8")[-1] == (
        "The wolf on h8 is not yours; you play the sheep.")
    assert _say(_console("de", wolf=False), "h8")[-1] == (
        "Der Wolf auf h8 gehört dem Gegner; du spielst die Schafe.")


@pytest.mark.parametrize(("lang", "wolf", "expected"), [
    ("en", False, "Game over: you have lost; the wolf wins (resignation)."),
    ("en", True, "Game over: you have lost; the sheep win (resignation)."),
    ("de", False, "Partie beendet: Du hast verloren; der Wolf gewinnt (Aufgabe)."),
    ("de", True, "Partie beendet: Du hast verloren; die Schafe gewinnen (Aufgabe)."),
])
def test_a_resignation_names_the_winning_side_with_its_verb(lang, wolf, expected):
    """"Game over: Sheep wins (resignation)." and "Wolf gewinnt": the sides are animals. The
    player who resigned hears the loss in the same sentence, once."""
    said = _say(_console(lang, wolf=wolf), "resign" if lang == "en" else "aufgeben",
                "yes" if lang == "en" else "ja")
    assert expected in said


def test_an_empty_square_has_no_piece_not_no_stone():
    # German said "Auf b2 steht kein Stein."
    assert _say(_console("de", wolf=True), "gehe b2", "wählen")[-1] == (
        "Auf b2 steht keine Figur.")
    assert _say(_console("en", wolf=True), "go b2", "select")[-1] == (
        "There is no piece on b2.")


@pytest.mark.parametrize(("lang", "typed", "said", "brief"), [
    ("de", "e1-e3", "Bei Wolf und Schafe geht jeder Zug nur ein Feld weit, schräg auf ein freies "
     "Feld. Möglich ist für das Schaf auf e1: nach d2 oder f2.",
     "e1-e3: nur ein Feld schräg. Möglich: e1-d2 oder e1-f2."),
    ("en", "e1-h4", "In Wolf und Schafe every move is one step only, diagonally onto a free "
     "square. Possible for the sheep on e1: to d2 or f2.",
     "e1-h4: one step diagonally only. Moves: e1-d2 or e1-f2."),
])
def test_a_sheep_sent_too_far_is_told_why(lang, typed, said, brief):
    """A sheep typed two squares ahead (e1-e3) or three diagonally (e1-h4) was refused
    without a reason: 'e1-e3 geht nicht.', in speech 'Das Schaf auf e1 kann nicht nach e3.'
    Now the one-step rule, in speech and on the braille line."""
    message, = _console(lang, wolf=False).handle_line(typed)
    assert (message.text, message.short) == (said, brief)


@pytest.mark.parametrize(("lang", "wolf", "result", "brief"), [
    ("en", False, "Game over: the wolf is trapped and cannot move. You win.",
     "You win: the wolf is trapped."),
    ("de", False, "Partie beendet: Der Wolf ist eingekesselt und kann nicht ziehen. Du gewinnst.",
     "Du gewinnst: der Wolf ist eingekesselt."),
    ("en", True, "Game over: you are trapped and cannot move. You have lost.",
     "The sheep win: the wolf is trapped."),
    ("de", True, "Partie beendet: Du bist eingekesselt und kannst nicht ziehen. Du hast verloren.",
     "Die Schafe gewinnen: der Wolf ist eingekesselt."),
])
def test_the_end_is_told_to_the_player_once(lang, wolf, result, brief):
    """"The sheep win." was followed by "You have won.": the result now says it to the
    player, once (the wolf trapped by the sheep's f6-g7); the braille line names the winner
    first."""
    game = REGISTRY.create("wolf-und-schafe")
    person, computer = Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)
    console = Console.local(game, [computer, person] if wolf else [person, computer],
                            lang=lang, state=game.parse_position("7W/8/5S2/8/8/8/8/S1S1S3 s 0 0"))
    heard = [] if wolf else list(console.handle_line("f6-g7"))
    while console.computer_to_move():
        heard += console.computer_move()
    results = [(m.text, m.short) for m in heard if m.kind is MessageKind.RESULT]
    assert console.is_over and results == [(result, brief)]


@pytest.mark.parametrize(("lang", "wolf", "typed", "said"), [
    ("de", True, "h8-g7", "Du ziehst den Wolf von h8 nach g7."),
    ("en", True, "h8-g7", "You move the wolf from h8 to g7."),
    ("de", False, "a1-b2", "Du ziehst ein Schaf von a1 nach b2."),
    ("en", False, "a1-b2", "You move a sheep from a1 to b2."),
])
def test_your_own_move_names_the_piece(lang, wolf, typed, said):
    # "Du ziehst von h8 nach g7." named neither the wolf nor a sheep.
    assert _say(_console(lang, wolf), typed)[0] == said


def _people_at(position: str, lang: str) -> Console:
    game = REGISTRY.create("wolf-und-schafe")
    return Console.local(game, [Seat(SeatKind.HUMAN)] * 2, lang=lang,
                         state=game.parse_position(position))


@pytest.mark.parametrize(("position", "lang", "said"), [
    # The start: nothing is open, the wolf in its corner.
    ("7W/8/8/8/8/8/8/S1S1S1S1 s 0 0", "en",
     "The sheep's line is closed, and the wolf has only one square to go to: g7."),
    ("7W/8/8/8/8/8/8/S1S1S1S1 s 0 0", "de",
     "Die Reihe der Schafe ist geschlossen, und der Wolf hat nur noch ein Feld zum Ziehen: g7."),
    # Said to the wolf, which was told its 4 squares.
    ("8/8/8/4W3/8/8/8/S1S1S1S1 w 0 0", "de", "Gerade droht nichts: Die Reihe der Schafe ist "
     "geschlossen, der Wolf hat 4 freie Felder."),
    ("8/8/8/4W3/8/8/8/S1S1S1S1 w 0 0", "en",
     "Nothing threatens: the sheep's line is closed; the wolf has 4 free squares."),
    # h2 is free and the wolf can walk there, level with the hindmost sheep.
    ("8/4W3/8/8/8/8/1S1S1S2/8 w 0 0", "en",
     "The sheep's line has a gap: the wolf can get past them."),
    ("8/4W3/8/8/8/8/1S1S1S2/8 w 0 0", "de",
     "Die Reihe der Schafe hat eine Lücke: Der Wolf kann an ihnen vorbei."),
    # f6 to g7 shuts the wolf in its corner.
    ("7W/8/5S2/8/8/8/8/S1S1S3 s 0 0", "en", "A sheep can trap the wolf now: f6 to g7."),
    ("7W/8/5S2/8/8/8/8/S1S1S3 s 0 0", "de",
     "Ein Schaf kann den Wolf jetzt einsperren: f6 nach g7."),
])
def test_threats_say_what_threatens_not_the_wolfs_moves(position, lang, said):
    # "Der Wolf kann nach g5, e5, g7 oder e7 ziehen." listed the wolf's moves.
    threats = "threats" if lang == "en" else "drohungen"
    assert _say(_people_at(position, lang), threats) == [said]
    assert cells(said, lang) <= TWO_WINDOWS


@pytest.mark.parametrize(("lang", "said"), [
    ("de", "Auf d8 steht keine Figur."),
    ("en", "There is no piece on d8."),
])
def test_an_empty_start_is_told_before_a_light_target(lang, said):
    # "c6 ist ein helles Feld" came first, though nothing stood on d8 to move.
    assert _say(_console(lang, wolf=True), "d8-c6") == [said]


@pytest.mark.parametrize(("lang", "said"), [
    ("de", "Du hast noch keinen Zug gemacht, den du zurücknehmen könntest."),
    ("en", "There is no move of yours to take back."),
])
def test_nothing_to_take_back_is_said_plainly(lang, said):
    # "Es gibt keinen Zug von dir zum Zurücknehmen." was no natural German.
    undo = "undo" if lang == "en" else "zurücknehmen"
    assert _say(_console(lang, wolf=False), undo) == [said]
