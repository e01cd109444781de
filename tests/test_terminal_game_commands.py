"""In the terminal: "new game" goes back to the choice of games, and a rematch starts with its
opening, in the menu and with ``play GAME``; a game of four offers all its seats."""

from __future__ import annotations

import io
import sys

import pytest

from accessible_games.cli import main
from tests.test_first_menu import EchoingInput


def run(monkeypatch, tmp_path, argv: list[str], typed: list[str]) -> str:
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("ACCESSIBLE_GAMES_DATA", str(tmp_path / "data"))
    out = io.StringIO()
    monkeypatch.setattr(sys, "stdout", out)
    monkeypatch.setattr(sys, "stdin", EchoingInput(typed, out))
    assert main(argv) == 0
    return out.getvalue()


def test_new_game_from_play_goes_to_the_choice_of_games(monkeypatch, tmp_path):
    said = run(monkeypatch, tmp_path, ["--lang", "en", "play", "kalah", "--opponent", "human"],
               ["3", "new game", "yes", "kalah", "c", "1", "1", "quit", "yes"])
    assert "Leave this game and choose a new one? Type yes or no." in said
    # One sentence before the choice of games, not "Choose a new game." right before "Choose
    # a game" (a play-tester heard the same request twice).
    assert "Back to the choice of games." in said and "Choose a new game" not in said
    after = said.split("Back to the choice of games.", 1)[1]
    assert "Kalah" in after and "South, your turn." in after


def test_rematch_in_the_terminal_says_the_new_opening(monkeypatch, tmp_path):
    said = run(monkeypatch, tmp_path, ["--lang", "en", "play", "kalah", "--opponent", "human"],
               ["3", "resign", "yes", "rematch", "yes", "quit", "yes"])
    assert "Game over: North wins (resignation)." in said
    after = said.split("A new game begins.", 1)[1]
    assert "Kalah" in after and "South, your turn." in after


def test_the_tutorial_subcommand_starts_with_the_first_step(monkeypatch, tmp_path):
    said = run(monkeypatch, tmp_path, ["--lang", "de", "tutorial", "checkers"],
               ["wo", "ende", "ja"])
    assert ("Die ersten Züge von Dame (englische Regeln) in 5 Schritten: Jeder sagt, was du "
            "probieren sollst, und alle Befehle gehen dabei wie sonst.") in said
    assert "Schritt 1 von 5" in said and "Schritt 2 von 5" in said


@pytest.mark.parametrize(("lang", "intro", "dealt"), [
    ("en", "In Mau Mau you play a card", "Cards dealt."),
    ("de", "Bei Mau-Mau legst du eine Karte", "Karten ausgeteilt.")])
def test_the_tutorial_is_introduced_before_the_dealt_hand(lang, intro, dealt, monkeypatch,
                                                          tmp_path):
    """Play-testing the Doppelkopf tutorial, its introduction came after twelve dealt cards and
    before the first step, so the pupil heard the hand before hearing what the game is. Now the
    introduction comes first; and quitting does not say the step again before the question."""
    said = run(monkeypatch, tmp_path, ["--lang", lang, "tutorial", "mau-mau"],
               ["quit" if lang == "en" else "ende", "yes" if lang == "en" else "ja"])
    assert said.index(intro) < said.index(dealt)
    step = {"en": "Step 1 of 5", "de": "Schritt 1 von 5"}[lang]
    assert said.index(dealt) < said.index(step) and said.count(step) == 1


@pytest.mark.parametrize("lang", ("en", "de"))
def test_a_game_of_four_offers_all_four_seats_by_name(lang, monkeypatch, tmp_path):
    # Whist, the computer at level 1, a seat that does not exist, then West (4).
    said = run(monkeypatch, tmp_path, ["--ui", "terminal", "--lang", lang],
               ["whist", "c", "1", "5", "4", "quit" if lang == "en" else "ende",
                "yes" if lang == "en" else "ja"])
    question = {
        "en": "Which seat do you take: 1 North, 2 East, 3 South, 4 West? North deals first "
              "and East begins; then the deal passes to the left. Type a number from 1 to 4.",
        "de": "Welchen Platz nimmst du: 1 Nord, 2 Ost, 3 Süd, 4 West? Nord gibt als Erster, "
              "Ost fängt an; danach gibt reihum der Nächste links. Tippe eine Zahl von 1 bis 4.",
    }[lang]
    assert said.count(question) == 2  # asked, and asked again after 5
    partners = {"en": "Partnerships: North and South against East and West.",
                "de": "Partnerschaften: Nord und Süd gegen Ost und West."}[lang]
    assert said.index(partners) < said.index(question)  # told before the seat is chosen
    assert {"en": "You play West;", "de": "Du spielst West;"}[lang] in said


def test_new_game_after_the_end_needs_no_question(monkeypatch, tmp_path):
    """Play-testing draughts: the result said "type new to choose another game", new asked
    "Leave this game?", and the next line, not yes, dropped the question and said the result
    again. As with quit, nothing is lost once the game is over."""
    said = run(monkeypatch, tmp_path, ["--lang", "en", "play", "kalah", "--opponent", "human"],
               ["3", "resign", "yes", "new", "kalah", "c", "1", "1", "quit", "yes"])
    after = said.split("Game over: North wins (resignation).", 1)[1]
    assert "Leave this game and choose a new one?" not in after
    assert "Back to the choice of games." in after
    assert "South, your turn." in after.split("Back to the choice of games.", 1)[1]


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("en", "setings", "Did you mean settings?"),
    ("de", "einstelungen", "Meintest du einstellungen?"),
])
def test_a_slip_of_the_terminal_s_own_settings_word_is_named(monkeypatch, tmp_path, lang, typed,
                                                            said):
    """Help names settings among the terminal's words, but "einstelungen" was answered with
    how to type a card, as if no command were near it."""
    out = run(monkeypatch, tmp_path, ["--lang", lang, "play", "kalah", "--opponent", "human"],
              [typed, "quit", "yes"])
    assert said in out


@pytest.mark.parametrize(("lang", "typed", "asked"), [
    ("en", "menu", "Leave this game and choose a new one? Type yes or no."),
    ("de", "menü", "Diese Partie verlassen und ein neues Spiel wählen? Tippe ja oder nein."),
])
def test_menu_typed_in_a_game_asks_to_go_back_to_the_choice_of_games(monkeypatch, tmp_path,
                                                                      lang, typed, asked):
    """The choice of games takes "menu" (back); typed in a game it was "not understood", and
    a newcomer did not know that "new" leads there."""
    yes, leave = {"en": ("yes", "quit"), "de": ("ja", "ende")}[lang]
    said = run(monkeypatch, tmp_path, ["--lang", lang, "play", "kalah", "--opponent", "human"],
               ["3", typed, yes, leave])
    assert asked in said
    back = {"en": "Back to the choice of games.", "de": "Zurück zur Auswahl der Spiele."}
    assert back[lang] in said
