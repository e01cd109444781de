"""Switching language and verbosity mid-game, who moved, and the cursor at the board edge."""

from __future__ import annotations

import pytest

from accessible_games.lineup import REGISTRY, listed_ids
from accessible_games.narration.catalog import UnknownLanguageError
from accessible_games.narration.describer import Verbosity
from accessible_games.narration.message import MessageKind
from accessible_games.session.commands import Command, CommandKind
from accessible_games.session.console import Console, Seat, SeatKind

HUMAN, COMPUTER = Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)


def session(game_id: str = "checkers", lang: str = "en", seats=(HUMAN, HUMAN)) -> Console:
    return Console.local(REGISTRY.create(game_id), list(seats), lang=lang, seed=1)


def test_set_language_switches_every_answer_and_retells_the_moves():
    s = session()
    s.handle_line("c3-d4")
    s.handle_line("f6-e5")
    s.set_language("de")
    assert s.lang == "de"
    assert [m.text for m in s.handle_line("last")] == ["Der weiße Stein zieht von f6 nach e5."]
    assert [m.text for m in s.handle_line("since")] == ["Der weiße Stein zieht von f6 nach e5."]
    assert s.handle_line("status")[0].text.startswith("Schwarz, du bist am Zug.")
    assert s.handle_line("help")[0].text.startswith("Tippe deinen Zug")
    assert [t.mover for t in s.history] == [0, 1]
    s.set_language("en")
    assert [m.text for m in s.handle_line("last")] == ["The white man moves from f6 to e5."]


def test_set_language_refuses_an_unknown_language_and_keeps_the_old_one():
    s = session()
    with pytest.raises(UnknownLanguageError):
        s.set_language("fr")
    assert s.lang == "en" and s.handle_line("last")[0].text == "No move has been made yet."


def test_set_verbosity_takes_words_and_values():
    s = session("reversi")
    s.set_verbosity("verbose")
    assert s.describer.verbosity is Verbosity.VERBOSE
    s.set_verbosity(Verbosity.BRIEF)
    assert s.describer.verbosity is Verbosity.BRIEF
    with pytest.raises(ValueError):
        s.set_verbosity("loud")


def test_move_messages_say_who_moved():
    s = session(seats=(HUMAN, COMPUTER))
    mine = s.handle_line("11-15")
    theirs = s.computer_move()
    assert mine[0].kind is MessageKind.MOVE and mine[0].mover == 0
    assert theirs[0].mover == 1
    assert theirs[-1].kind is MessageKind.TURN and theirs[-1].mover is None
    assert s.history[-1].message is theirs[0]


@pytest.mark.parametrize("game_id,lang,expected", [
    ("checkers", "en", "Edge, still on a2."),
    ("checkers", "de", "Rand, weiter auf a2."),
    ("kalah", "en", "Edge, still on South house 1."),
    ("kalah", "de", "Rand, weiter auf Südhaus 1."),
])
def test_the_edge_names_the_place_the_cursor_stays_on(game_id, lang, expected):
    s = session(game_id, lang)
    s.handle(Command(CommandKind.ROW_START))
    s.handle(Command(CommandKind.DOWN))
    out = s.handle(Command(CommandKind.LEFT))
    assert [m.text for m in out] == [expected] and out[0].kind is MessageKind.EDGE


@pytest.mark.parametrize("game_id,lang,expected", [
    ("kalah", "en", "North house 1, 5 seeds."),
    ("oware", "de", "Nordhaus 1, 4 Samen."),
    ("congkak", "en", "North house 1, empty."),
])
def test_a_mancala_player_who_moves_second_starts_on_their_own_house_1(game_id, lang, expected):
    # North's player heard "South house 1, 4 seeds." from "where": the computer's house.
    s = session(game_id, lang, seats=(COMPUTER, HUMAN))
    s.opening()
    while s.computer_to_move():
        s.computer_move()
    assert [m.text for m in s.handle_line("where")] == [expected]


@pytest.mark.parametrize("lang,typed,expected", [
    ("en", "go North's store", "North's store, empty."),
    ("en", "go store", "South's store, empty."),
    ("en", "go your house 3", "South house 3, 4 seeds."),
    ("de", "gehe Nordspeicher", "Nordspeicher, leer."),
    ("de", "gehe dein Haus 3", "Südhaus 3, 4 Samen."),
])
def test_a_mancala_player_goes_to_a_place_by_the_name_the_app_gives_it(lang, typed, expected):
    # "go North's store" was "not a place, row or column here", though the cursor names the
    # store so; and the opponent's sowing now names the player's houses "your house 3".
    s = session("kalah", lang, seats=(HUMAN, COMPUTER))
    assert [m.text for m in s.handle_line(typed)] == [expected]


def test_the_editor_edge_names_the_place_too():
    s = session()
    s.handle_line("go a1")
    s.handle_line("edit")
    assert [m.text for m in s.handle(Command(CommandKind.LEFT))] == ["Edge, still on a1."]


@pytest.mark.parametrize("game_id", listed_ids())
def test_switching_language_back_and_forth_keeps_the_game_and_its_words(game_id):
    game = REGISTRY.create(game_id)
    if game.info.perfect_information:
        s = session(game_id, seats=[HUMAN] * game.num_players)
    else:  # hidden cards: one seat's console, the others the computer's (level 1 is quick)
        seats = [HUMAN] + [Seat(SeatKind.COMPUTER, 1)] * (game.num_players - 1)
        s = Console.local(game, seats, seed=1, viewer=0)
    s.forced_moves()  # a dice game starts with a roll
    for _ in range(6):
        if s.is_over:
            break
        s.computer_move()
        s.handle(Command(CommandKind.MOVE, s.state.legal_moves()[0].notation))
    key, said = s.state.key(), [t.message.text for t in s.history]
    s.set_language("de")
    s.set_language("en")
    assert s.state.key() == key
    assert [t.message.text for t in s.history] == said
    if s.history:
        answer = [m.text for m in s.handle(Command(CommandKind.UNDO))]
        if answer[:1] == [s.words.text("undo.refused.revealed")]:
            # A hidden-card game may not take back past a card shown or dealt (where the
            # computers' quick moves left the game decides whether that is so): nothing moves.
            assert [t.message.text for t in s.history] == said
        else:
            assert len(s.history) < len(said)


@pytest.mark.parametrize(("game_id", "lang", "step", "where"), [
    ("kalah", "de", "rechts", "wo"),
    ("checkers", "en", "up", "where"),
    ("whist", "en", "right", "where"),  # a card table's seats, off the hand
])
def test_the_cursor_says_a_place_as_where_does(game_id, lang, step, where):
    """A play-tester heard "Südhaus 1, 4 Samen." for "wo" and "Südhaus 2, 4 Samen" with no
    full stop for "rechts": a step of the cursor says the same sentence as "where" there."""
    from tests.consoles import seated

    console = seated(game_id, lang, 1)
    if game_id == "whist":
        console.handle_line("zone")
    stepped = [m.text for m in console.handle_line(step)]
    assert stepped == [m.text for m in console.handle_line(where)]
    assert stepped[0].endswith(".")


@pytest.mark.parametrize(("lang", "typed", "said", "brailled"), [
    ("de", "zurück", "Im Spiel ändert „zurück“ nichts: rückgängig nimmt deinen letzten Zug "
                     "zurück, neu führt zur Auswahl der Spiele (mit Rückfrage).",
     "„zurück“ ändert hier nichts. Zug zurücknehmen: rückgängig; anderes Spiel: neu."),
    ("de", "zurueck", "Im Spiel ändert „zurueck“ nichts: rückgängig nimmt deinen letzten Zug "
                      "zurück, neu führt zur Auswahl der Spiele (mit Rückfrage).",
     "„zurueck“ ändert hier nichts. Zug zurücknehmen: rückgängig; anderes Spiel: neu."),
    ("en", "back", "In a game, \"back\" changes nothing: undo takes back your last move, new "
                   "leaves for the choice of games (it asks first).",
     "\"back\" does nothing here. Take back a move: undo; another game: new."),
])
def test_back_in_a_game_takes_no_move_back_and_names_the_words_meant(lang, typed, said,
                                                                      brailled):
    """At the terminal's questions before a game "zurück" goes back one question; in a game
    the same word took the last move back at once ("2 Züge zurückgenommen."), and English
    "back" was "I cannot read back". Now both change nothing and name undo and new. The
    braille line says it in two windows: the spoken sentence took 120 cells (four)."""
    from tests.braille_cells import cells
    from tests.consoles import seated

    console = seated("reversi", lang, 1)
    console.handle_line("d3")
    while console.computer_to_move():
        console.computer_move()
    moves = len(console.table.history)
    answer = console.handle_line(typed)
    assert [m.text for m in answer] == [said]
    assert [m.brief for m in answer] == [brailled]
    assert cells(brailled, lang) <= 80
    # With a word after it that makes no move, the same ("back 3" was "Did you mean back 3?").
    assert [m.text for m in console.handle_line(f"{typed} 3")] == [said]
    assert len(console.table.history) == moves
    undo = {"en": "undo", "de": "rückgängig"}[lang]
    console.handle_line(undo)
    assert len(console.table.history) < moves
