"""The computer's level asked and changed in a game: "level", "level 1", "stufe stark".

A newcomer who found the computer too strong typed "level 2" and heard "I cannot read
"level 2""; the level could be chosen only before a game, by leaving this one for the choice
of games."""

from __future__ import annotations

import pytest

from accessible_games.lineup import REGISTRY
from accessible_games.session.console import Console, Seat, SeatKind
from accessible_games.session.saving import (
    attach_store,
    describe_unfinished,
    seats_data,
    session_from_stored,
    statistics,
)
from accessible_games.storage.store import Store
from tests.braille_cells import cells


def against(level: int, lang: str, game_id: str = "tablut") -> Console:
    game = REGISTRY.create(game_id)
    console = Console.local(game, [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, level)] * (
        game.num_players - 1), lang=lang, seed=1)
    console.opening()
    return console


@pytest.mark.parametrize(("lang", "word", "said", "brief"), [
    ("en", "level", "The computer plays at level 2, intermediate. To change it, type level and "
     "a number: 1 beginner, 2 intermediate, 3 strong.",
     "Computer: level 2, intermediate. To change it: level 1, 2 or 3."),
    ("de", "stufe", "Der Computer spielt auf Stufe 2, Fortgeschritten. Zum Ändern tippe stufe "
     "und eine Zahl: 1 Anfänger, 2 Fortgeschritten, 3 Stark.",
     "Computer: Stufe 2, Fortgeschritten. Ändern: stufe 1, 2 oder 3."),
])
def test_level_alone_says_the_level_and_how_to_change_it(lang, word, said, brief):
    message, = against(2, lang).handle_line(word)
    assert (message.text, message.short) == (said, brief)
    assert cells(message.short, lang) <= 80


@pytest.mark.parametrize(("lang", "typed", "level", "said"), [
    ("en", "level 1", 1, "The computer now plays at level 1, beginner, from its next move."),
    ("en", "level strong", 3, "The computer now plays at level 3, strong, from its next move."),
    ("en", "difficulty easy", 1, "The computer now plays at level 1, beginner, from its next "
     "move."),
    ("de", "stufe 1", 1, "Der Computer spielt von seinem nächsten Zug an auf Stufe 1, Anfänger."),
    ("de", "stufe stark", 3, "Der Computer spielt von seinem nächsten Zug an auf Stufe 3, "
     "Stark."),
    ("de", "Spielstärke leicht", 1, "Der Computer spielt von seinem nächsten Zug an auf Stufe "
     "1, Anfänger."),
])
def test_level_and_a_level_changes_the_computer_s_level(lang, typed, level, said):
    console = against(2, lang, "rakado-teams")
    saved: list[object] = []
    console.table.listeners.append(lambda table: saved.append(seats_data(console)))
    assert [m.text for m in console.handle_line(typed)] == [said]
    assert [seat.level for seat in console.table.seats] == [2, level, level, level]
    assert saved[-1] == [{"kind": "human", "level": 2}] + [{"kind": "computer",
                                                             "level": level}] * 3
    job = None
    console.handle_line(console.state.legal_moves()[0].notation)
    if console.computer_to_move():
        job = console.prepare_computer()
    assert job is not None and job.level == level


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("en", "level 1", "The computer already plays at level 1, beginner."),
    ("en", "level 7", "There is no level 7; the levels are 1, 2 and 3."),
    ("en", "level very hard", "There is no level very hard; the levels are 1, 2 and 3."),
    ("de", "stufe anfänger", "Der Computer spielt schon auf Stufe 1, Anfänger."),
    ("de", "stufe 0", "Eine Stufe 0 gibt es nicht; die Stufen sind 1, 2 und 3."),
])
def test_the_same_level_or_none_changes_nothing(lang, typed, said):
    console = against(1, lang)
    assert [m.text for m in console.handle_line(typed)] == [said]
    assert console.table.seats[1].level == 1


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("en", "level 1", "Nobody plays by the computer in this game, so there is no level to set."),
    ("de", "stufe", "In dieser Partie spielt kein Computer mit, also gibt es keine Stufe "
     "einzustellen."),
])
def test_a_game_of_people_has_no_level(lang, typed, said):
    game = REGISTRY.create("tablut")
    console = Console.local(game, [Seat(SeatKind.HUMAN)] * 2, lang=lang)
    assert [m.text for m in console.handle_line(typed)] == [said]


@pytest.mark.parametrize(("lang", "typed"), [("en", "what level"), ("de", "welche Stufe")])
def test_the_level_asked_as_a_question_is_said(lang, typed):
    said, = against(3, lang).handle_line(typed)
    assert said.text.startswith(("The computer plays at level 3",
                                 "Der Computer spielt auf Stufe 3"))


@pytest.mark.parametrize(("lang", "words", "counted", "resumed"), [
    ("en", ("level 3", "resign", "yes"), "Checkers (English draughts) against the computer, "
     "level 1: 0 won, 1 lost, 0 drawn.", "level 3"),
    ("de", ("stufe 3", "aufgeben", "ja"), "Dame (englische Regeln) gegen den Computer, Stufe "
     "1: 0 gewonnen, 1 verloren, 0 unentschieden.", "Stufe 3"),
])
def test_a_game_counts_at_the_lowest_level_the_computer_moved_at(tmp_path, lang, words, counted,
                                                                   resumed):
    """Turned to the strong level near the end, a game was counted as one against it."""
    store = Store.open(tmp_path)
    console = against(1, lang, "checkers")
    attach_store(console, store)
    console.handle_line("c3-d4")
    console.computer_move()
    console.handle_line(words[0])
    unfinished = store.latest_unfinished()
    assert unfinished is not None and resumed in describe_unfinished(unfinished, lang)
    assert session_from_stored(unfinished, lang).table.seats[1] == Seat(SeatKind.COMPUTER, 3, 1)
    console.handle_line("e3-f4")
    console.computer_move()
    assert console.table.seats[1] == Seat(SeatKind.COMPUTER, 3, 1)
    for word in words[1:]:
        console.handle_line(word)
    assert console.is_over
    assert statistics(store, lang) == [counted]


def test_a_computer_that_has_not_moved_counts_at_its_level(tmp_path):
    store = Store.open(tmp_path)
    console = against(1, "en", "checkers")
    attach_store(console, store)
    console.handle_line("level 3")
    console.handle_line("c3-d4")
    console.computer_move()
    assert console.table.seats[1] == Seat(SeatKind.COMPUTER, 3, 3)
    console.handle_line("resign")
    console.handle_line("yes")
    assert statistics(store, "en") == [
        "Checkers (English draughts) against the computer, level 3: 0 won, 1 lost, 0 drawn."]
