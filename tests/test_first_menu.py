"""The first run in the terminal: the language question, the game menu with help, a game
described and confirmed before it starts; pinned as golden transcripts in both languages."""

from __future__ import annotations

import io
import sys

import pytest

from accessible_games import cli
from accessible_games.cli import main
from accessible_games.frontends.terminal import LineIO
from accessible_games.narration.catalog import catalog
from accessible_games.storage.settings import load_settings
from tests.braille_cells import DISPLAY_CELLS, cells
from tests.golden import assert_golden

SCRIPTS = {
    "en": ("C.UTF-8", ["help", "en", "help", "?", "", "chess please", "list", "kalah", "?", "c",
                       "1", "1", "quit", "yes"]),
    "de": ("de_DE.UTF-8", ["hilfe", "deutsch", "hilfe", "?", "", "schach bitte", "kalah", "?",
                           "c", "1", "1", "ende", "ja"]),
}


class EchoingInput(io.StringIO):
    """Typed lines that show in the transcript, as a terminal echoes them."""

    def __init__(self, lines: list[str], out: io.StringIO) -> None:
        super().__init__("".join(line + "\n" for line in lines))
        self.out = out

    def readline(self, *args: object) -> str:  # type: ignore[override]
        line = super().readline()
        self.out.write(line)
        return line


def run_terminal(script: tuple[str, list[str]], tmp_path, monkeypatch, *args: str) -> list[str]:
    """Run the app in the terminal with a fresh home, the locale ``script[0]`` and the typed
    lines ``script[1]``; the transcript's lines, typed lines echoed."""
    env_lang, typed = script
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", env_lang)
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("ACCESSIBLE_GAMES_DATA", str(tmp_path / "data"))
    out = io.StringIO()
    monkeypatch.setattr(sys, "stdout", out)
    monkeypatch.setattr(sys, "stdin", EchoingInput(typed, out))
    assert main(["--ui", "terminal", *args]) == 0
    return out.getvalue().splitlines()


@pytest.mark.parametrize("lang", ("en", "de"))
def test_the_first_run_menu_and_its_help(lang, tmp_path, monkeypatch):
    lines = run_terminal(SCRIPTS[lang], tmp_path, monkeypatch)
    assert_golden(f"menu/first_run.{lang}", lines)
    # The answer to the language question is kept for the next run.
    assert load_settings()[0].language == lang
    # Help never says "not understood", and the list of games is never one long line.
    helped = [line for line in lines if "help" in line.casefold() or "hilfe" in line.casefold()]
    assert helped and max(len(line) for line in lines) < 300



OPTION_SCRIPTS = {
    # Mau Mau for three: a number of players the game does not take, then 3; throwing in,
    # refused with the pack it needs, kept by Enter; six cards each, the option named.
    "en": ("C.UTF-8", ["mau mau", "options", "?", "1", "9", "3", "throw_in", "on", "",
                       "hand size", "6", "done", "c", "2", "1", "quit", "yes"]),
    "de": ("de_DE.UTF-8", ["mau", "optionen", "hilfe", "1", "9", "3", "einwerfen", "an", "",
                           "karten auf der hand", "6", "fertig", "c", "2", "1", "ende", "ja"]),
}


@pytest.mark.parametrize("lang", ("en", "de"))
def test_changing_the_rules_before_a_game(lang, tmp_path, monkeypatch):
    """A player who wants Mau Mau for three hears the options in words, changes two of them
    (a value the game does not allow is refused with a sentence), and the game starts with
    three seats and says which rules differ from the usual ones."""
    monkeypatch.setattr(cli, "_fresh_seed", lambda: 0)  # the golden's deal, every run
    lines = run_terminal(OPTION_SCRIPTS[lang], tmp_path, monkeypatch, "--lang", lang)
    assert_golden(f"menu/options.{lang}", lines)
    # Three seats: the player and two computers, named in the opening.
    opening = next(i for i, line in enumerate(lines) if "computer, level 2" in line
                   or "Computer, Stufe 2" in line)
    assert lines[opening].endswith(("plays players 2 and 3. Type help for the commands.",
                                    "spielt die Spieler 2 und 3. Tippe hilfe für die "
                                    "Befehle."))
    changed = lines[opening + 1]
    assert changed.startswith(("Rules changed: ", "Geänderte Regeln: "))
    assert changed.count(":") == 1  # not "Geänderte Regeln: Spielerzahl: 3"
    assert "3" in changed and "6" in changed
    # The options are kept for the next game of Mau Mau, in the next run too.
    assert load_settings()[0].game_options == {"mau-mau": {"players": 3, "hand_size": 6}}
    env_lang, typed = OPTION_SCRIPTS[lang]
    no = "no" if lang == "en" else "nein"  # not the unfinished game: a new one
    again = run_terminal((env_lang, [no, typed[0], typed[-2]]), tmp_path, monkeypatch,
                         "--lang", lang)
    hint = next(line for line in again if line.startswith(("Rules changed", "Geänderte")))
    assert hint.endswith(("To change another, type options.",
                          "Um noch eine zu ändern, tippe optionen."))


@pytest.mark.parametrize(("lang", "words"), [
    ("en", ("en", "no", "resume", "Your game of Kalah stays saved; type resume when you choose "
            "a game to go on with it.", "There is no unfinished game to resume.")),
    ("de", ("deutsch", "nein", "fortsetzen", "Deine Partie Kalah bleibt gespeichert; tippe "
            "fortsetzen, wenn du ein Spiel wählst, um sie weiterzuspielen.",
            "Es gibt keine unterbrochene Partie zum Fortsetzen.")),
])
def test_a_game_declined_at_the_start_is_resumed_from_the_menu_of_games(
        lang, words, tmp_path, monkeypatch):
    """Saying no to the offer at the start keeps the game and says how to come back to it;
    typing resume at the choice of games goes on with it, saving into the same game."""
    from accessible_games.storage.store import Store

    language, no, resume, kept, none = words
    quit_words = ["quit", "yes"] if lang == "en" else ["ende", "ja"]
    first = run_terminal(("C.UTF-8", [language, resume, "kalah", "c", "1", "1", "3",
                                      *quit_words]), tmp_path, monkeypatch)
    assert none in first  # nothing to resume yet: said, and the menu asks again
    store = Store.open()
    stored = store.latest_unfinished()
    assert stored is not None and stored.moves[0] == "3"
    moves = len(stored.moves)
    second = run_terminal(("C.UTF-8", [no, resume, "4", *quit_words]), tmp_path, monkeypatch)
    assert kept in second
    after = second[second.index(kept):]
    assert not any(line.startswith(("You chose", "Du hast")) for line in after)
    store = Store.open()
    assert len(store.list()) == 1  # the same game, saved on into its row
    resumed = store.latest_unfinished()
    assert resumed is not None and resumed.id == stored.id and len(resumed.moves) > moves


def test_every_game_chosen_in_the_menu_is_dealt_anew(tmp_path, monkeypatch):
    """A play-tester was dealt the very same Whist hand in every game chosen in the
    terminal's menu, and rolled the same first dice in every Rakado: the menu's games all had
    the seed 0, so a player could learn the deals by heart."""
    typed = ["en", "whist", "c", "1", "1", "quit", "yes", "no"]
    hands = []
    for run in range(2):
        lines = run_terminal(("C.UTF-8", typed), tmp_path / str(run), monkeypatch)
        hands.append(next(line for line in lines if "Your hand: 13 cards." in line))
    assert hands[0] != hands[1]


@pytest.mark.parametrize(("env", "typed", "said"), [
    ("de_DE.UTF-8", ["de", "wolf", "regeln wolf", "zurück", "kalah", "c", "anfänger", "süd", "ende",
                     "ja", "ende"],
     ("Zurück zur Auswahl der Spiele.",
      "Kalah. Du spielst Süd; der Computer, Stufe 1, spielt Nord.")),
    ("C.UTF-8", ["en", "wolf", "back", "kalah", "c", "beginner", "north", "quit", "yes", "quit"],
     ("Back to the choice of games.",
      "Kalah. You play North; the computer, level 1, plays South.")),
])
def test_the_questions_before_a_game_take_back_rules_and_their_own_words(
        env, typed, said, tmp_path, monkeypatch):
    """A German play-tester who chose the wrong game found no way back (zurück and abbrechen
    were not understood, ende left the app), could not hear the rules before starting, and
    had "anfänger" and "süd", words of the questions themselves, refused."""
    lines = run_terminal((env, typed), tmp_path, monkeypatch)
    assert said[0] in lines
    assert any(line.startswith(said[1]) for line in lines), lines[-12:]
    if env.startswith("de"):  # the rules of the game chosen, looked up before it starts
        assert "Die Regeln nennen „wolf“ in 7 Absätzen:" in lines


@pytest.mark.parametrize(("lang", "typed", "refused"), [
    ("de", ["dame", "c", "1", "ende"], "Ich verstehe „c“ nicht"),
    ("en", ["kalah", "c", "1", "1", "resign", "yes", "new", "c", "quit"],
     'I cannot read "c"'),
])
def test_a_letter_typed_ahead_chooses_no_game(lang, typed, refused, tmp_path, monkeypatch):
    """A screen reader user typed "dame" and, before the question back was read, "c" for the
    computer: "c" chose Congkak. A letter alone starts no game's name (a number still
    chooses)."""
    lines = run_terminal(("C.UTF-8", typed), tmp_path, monkeypatch, "--lang", lang)
    assert not any("Congkak" in line and ("gewählt" in line or "chose" in line)
                   for line in lines)
    answer = lines[len(lines) - 1 - lines[::-1].index("> c") + 1]
    assert answer.startswith(refused), answer


@pytest.mark.parametrize(("env", "typed", "question", "chosen"), [
    ("de_DE.UTF-8", ["de", "dame", "2", "quit"],
     "„dame“ passt zu 1: Dame (englische Regeln), 2: Internationale Dame (Polnische Dame, "
     "100 Felder), ",
     "Du hast Internationale Dame (Polnische Dame, 100 Felder) gewählt."),
    ("C.UTF-8", ["en", "draughts", "1", "quit"], "“draughts” fits 1: ", "You chose "),
])
def test_a_name_that_fits_several_games_is_asked_back(env, typed, question, chosen, tmp_path,
                                                      monkeypatch):
    """A name several games share is asked back, and the number typed then chooses."""
    lines = run_terminal((env, typed), tmp_path, monkeypatch)
    assert any(line.startswith(question) for line in lines), lines[-12:]
    assert any(line.startswith(chosen) for line in lines), lines[-12:]


@pytest.mark.parametrize(("env", "typed", "chosen"), [
    ("de_DE.UTF-8", ["de", "polnische dame", "quit"],
     "Du hast Internationale Dame (Polnische Dame, 100 Felder) gewählt."),
    ("de_DE.UTF-8", ["de", "polnische dame 64", "quit"],
     "Du hast Polnische Dame (64 Felder) gewählt."),
    ("C.UTF-8", ["en", "polish draughts", "quit"],
     "You chose International draughts (10 by 10)."),
])
def test_polish_draughts_is_the_game_the_command_line_starts(env, typed, chosen, tmp_path,
                                                             monkeypatch):
    """A German play-tester typed "polnische dame" for the 100-square game (so named in its
    brackets) and was asked "2 or 4?", though ``./play play "polnische dame"`` starts it at
    once: the menu takes the command line's names alike; the 64-square game is asked for with
    its 64."""
    lines = run_terminal((env, typed), tmp_path, monkeypatch)
    assert any(line.startswith(chosen) for line in lines), lines[-12:]


@pytest.mark.parametrize(("env", "typed", "chosen"), [
    ("de_DE.UTF-8", ["de", "mau mau", "quit"], "Du hast Mau-Mau gewählt."),
    ("de_DE.UTF-8", ["de", "raeuber und gendarm", "quit"], "Du hast Räuber und Gendarm"),
    ("C.UTF-8", ["en", "wolf and sheep", "quit"], "You chose Wolf and sheep"),
])
def test_a_name_is_found_however_its_words_are_joined(env, typed, chosen, tmp_path,
                                                      monkeypatch):
    """A German play-tester typed "mau mau" and was asked "Meintest du Mau-Mau?": the
    words of a name count, not the hyphen between them or an umlaut spelled out."""
    lines = run_terminal((env, typed), tmp_path, monkeypatch)
    assert any(line.startswith(chosen) for line in lines), lines[-12:]


@pytest.mark.parametrize(("env", "typed", "not_understood", "bye"), [
    ("C.UTF-8", ["xyzzy", "quit"], 'I cannot read "xyzzy".', "Goodbye."),
    ("de_DE.UTF-8", ["xyzzy", "ende"], "Ich verstehe „xyzzy“ nicht.", "Auf Wiedersehen."),
])
def test_the_language_question_names_an_answer_it_did_not_understand_and_quit_leaves(
        env, typed, not_understood, bye, tmp_path, monkeypatch):
    """On the first run a newcomer typed a word and then quit at the language question and
    heard only the question again, each time: no sign the answer was not understood, and no
    way out but Control-D."""
    lines = run_terminal((env, typed), tmp_path, monkeypatch)
    question = lines[0]
    assert lines[1:] == [f"> {typed[0]}", not_understood, question, f"> {typed[1]}", bye]


@pytest.mark.parametrize(("env", "typed", "answer"), [
    ("C.UTF-8", "where am i", "This is the first question: which language I shall speak. "
                              "Type en for English or de for Deutsch (German)."),
    ("C.UTF-8", "wo bin ich?", "Das ist die erste Frage: in welcher Sprache ich sprechen soll. "
                               "Tippe de für Deutsch oder en für English (Englisch)."),
    ("de_DE.UTF-8", "wo", "Das ist die erste Frage: in welcher Sprache ich sprechen soll. "
                          "Tippe de für Deutsch oder en für English (Englisch)."),
    ("de_DE.UTF-8", "where", "This is the first question: which language I shall speak. "
                             "Type en for English or de for Deutsch (German)."),
])
def test_where_am_i_at_the_language_question_says_what_it_asks(env, typed, answer, tmp_path,
                                                              monkeypatch):
    """"where am i", which answers at every question after it, was "not understood" at the
    first question of all: it says which question this is and how to answer it, in the
    language of the words typed (a German newcomer on an English system types "wo bin ich"),
    and the question is not read again after it."""
    lines = run_terminal((env, [typed, "quit"]), tmp_path, monkeypatch)
    assert lines[1:4] == [f"> {typed}", answer, "> quit"], lines
    said_in = "de" if "Tippe" in answer else "en"
    brief = catalog(said_in).text("menu.language.where.brief")
    assert cells(brief, said_in) <= 2 * DISPLAY_CELLS


def test_where_am_i_at_the_language_question_is_brailled_briefly(monkeypatch):
    """The answer is 113 cells on the braille line; its brief form fits two windows."""
    from accessible_games.frontends.terminal_menu import ask_language
    from accessible_games.narration.message import Message

    said: list[Message] = []

    class Recorded(LineIO):
        def say(self, messages):
            said.extend(messages)

    typed = Recorded(io.StringIO("wo bin ich\nde\n"), io.StringIO())
    assert ask_language("en", typed) == "de"
    where = [m for m in said if m.text][1]  # the question's own braille lines left out
    assert where.text.startswith("Das ist die erste Frage")
    assert where.short.startswith("Erste Frage") and cells(where.short, "de") <= 80


@pytest.mark.parametrize(("env", "typed", "helped"), [
    ("C.UTF-8", "hilfe", "Tippe de und Eingabe für Deutsch"),
    ("de_DE.UTF-8", "help", "Type en and Enter for English"),
])
def test_help_at_the_language_question_is_in_the_language_of_the_word(env, typed, helped,
                                                                     tmp_path, monkeypatch):
    """A German newcomer on an English system typed "hilfe" and was helped in English."""
    lines = run_terminal((env, [typed, "quit"]), tmp_path, monkeypatch)
    assert lines[2].startswith(helped), lines


@pytest.mark.parametrize(("env", "typed", "saved"), [
    ("C.UTF-8", ["englsh", "quit"], "English it is; this is saved in the settings."),
    ("C.UTF-8", ["deutch", "ende"], "Also Deutsch; das ist in den Einstellungen gespeichert."),
])
def test_the_language_question_takes_a_slip_of_the_keys(env, typed, saved, tmp_path,
                                                        monkeypatch):
    """A newcomer typed "deutch" and heard "I did not understand “deutch”." at the first
    question of all, in a language they may not read well."""
    lines = run_terminal((env, typed), tmp_path, monkeypatch)
    assert lines[lines.index(f"> {typed[0]}") + 1] == saved


@pytest.mark.parametrize(("env", "typed", "listed", "opened"), [
    ("C.UTF-8", ["en", "kalah", "c", "1", "1", "3", "save first", "quit", "yes", "saves",
                 "open fir", "status", "quit", "yes", "stats", "quit"],
     "first: Kalah against the computer, level 1, move 1,",
     ("South, you move again. Move 1.", "Stores: South 1, North 0.")),
    ("de_DE.UTF-8", ["de", "kalah", "c", "1", "1", "3", "speichern erste", "ende", "ja",
                     "spielstände", "öffnen erste", "stand", "ende", "ja", "statistik", "ende"],
     "erste: Kalah gegen den Computer, Stufe 1, Zug 1,",
     ("Süd, du bist noch einmal am Zug. Zug 1.", "Speicher: Süd 1, Nord 0.")),
])
def test_saved_games_are_listed_and_opened_at_the_choice_of_games(
        env, typed, listed, opened, tmp_path, monkeypatch):
    """A newcomer who saved a game and quit typed "saves" and "open" at the choice of games
    and was not understood: a saved game could be opened only from inside another game.
    "stats" there was not understood either."""
    lines = run_terminal((env, typed), tmp_path, monkeypatch)
    at_home = lines.index(f"> {typed[9]}")
    assert lines[at_home + 2].startswith(listed)
    status = lines.index(f"> {typed[11]}")
    # The status is the turn, then the stores and houses, a line each.
    assert lines[status + 1] == opened[0] and lines[status + 2].startswith(opened[1])
    stats = lines.index(f"> {typed[14]}")
    assert lines[stats + 1] in ("No finished games against the computer yet.",
                                "Noch keine beendeten Partien gegen den Computer.")


@pytest.mark.parametrize(("lang", "typed", "asked", "kept", "done"), [
    ("en", ["kalah", "c", "1", "1", "3", "save first", "quit", "yes", "delete fir", "no",
            "delete first", "yes", "saves", "quit"],
     'Delete the saved game "first"? Type yes or no.', '"first" kept.', '"first" deleted.'),
    ("de", ["kalah", "c", "1", "1", "3", "speichern erste", "ende", "ja", "löschen ers",
            "nein", "löschen erste", "ja", "spielstände", "ende"],
     "Die gespeicherte Partie „erste“ löschen? Tippe ja oder nein.", "„erste“ bleibt erhalten.",
     "„erste“ gelöscht."),
])
def test_a_saved_game_is_deleted_at_the_choice_of_games(lang, typed, asked, kept, done,
                                                        tmp_path, monkeypatch):
    """"delete NAME" was understood only in a game; at the choice of games it asks as there
    (only yes deletes), says what was done and asks for a game again."""
    from accessible_games.storage.store import Kind, Store

    lines = run_terminal(("C.UTF-8", typed), tmp_path, monkeypatch, "--lang", lang)
    first = lines.index(f"> {typed[8]}")
    assert lines[first + 1:first + 3] == [asked, f"> {typed[9]}"]
    assert lines[first + 3] == kept
    second = lines.index(f"> {typed[10]}")
    assert lines[second + 1:second + 4] == [asked, f"> {typed[11]}", done]
    assert lines[second + 4].startswith(("Kalah again", "Noch einmal Kalah", "Go on with",
                                         "Deine Partie"))
    listed = lines.index(f"> {typed[12]}")
    # The game quit is kept unfinished: said so, not "There are no saved games." after "Your
    # game of Kalah stays saved".
    assert lines[listed + 1].startswith((
        "No game is saved under a name; resume goes on with your unfinished game: Kalah "
        "against the computer",
        "Unter einem Namen ist keine Partie gespeichert; fortsetzen spielt deine unbeendete "
        "Partie weiter: Kalah gegen den Computer")), lines[listed + 1]
    assert not Store.open().list(Kind.SAVED)


@pytest.mark.parametrize(("lang", "typed", "first"), [
    ("de", ["kalah", "einführung", "wo", "ende", "ja", "ende"],
     "Die ersten Züge von Kalah in 5 Schritten:"),
    ("en", ["kalah", "c", "tutorial", "where", "quit", "yes", "quit"],
     "The first moves of Kalah in 5 steps:"),
])
def test_a_new_player_reaches_the_tutorial_from_the_choice_of_games(lang, typed, first,
                                                                   tmp_path, monkeypatch):
    """The tutorial was only in the window's menu and inside a game: at the terminal's
    questions after a game is chosen "einführung" was not understood, and no help named it.
    A new player heard of it only by asking for help: it is said before the first list."""
    lines = run_terminal(("C.UTF-8", typed), tmp_path, monkeypatch, "--lang", lang)
    helped = {"de": "Neu hier? Wähle ein Spiel und tippe dann einführung: seine ersten Züge, "
                    "Schritt für Schritt.",
              "en": "New here? Choose a game, then type tutorial: its first moves, step by "
                    "step."}[lang]
    said = run_terminal(("C.UTF-8", ["hilfe", "ende"]), tmp_path / "help", monkeypatch,
                        "--lang", lang)
    # Before the list of games, to a player who never played (with --lang too, where no
    # language is asked), and in the help.
    assert said.count(helped) == 2 and said.index(helped) < said.index(
        {"de": "1: Dame (englische Regeln)", "en": "1: Checkers (English draughts)"}[lang])
    run_terminal(("C.UTF-8", ["kalah", "c", "1", "1", "3", "ende", "ja", "ende"]),
                 tmp_path / "help", monkeypatch, "--lang", lang)
    again = run_terminal(("C.UTF-8", ["nein", "ende"]), tmp_path / "help", monkeypatch,
                         "--lang", lang)
    assert helped not in again  # not once a game was played
    started = next(i for i, line in enumerate(lines) if line.startswith(first))
    step = {"de": "Schritt 1 von 5", "en": "Step 1 of 5"}[lang]
    assert any(line.startswith(step) for line in lines[started:])
    assert {"de": "Gut gemacht.", "en": "Well done."}[lang] in lines[started:]


@pytest.mark.parametrize(("lang", "typed", "asked", "first"), [
    ("de", ["einführung", "einführung dame", "einführung kalah", "ende", "ja", "ende"],
     "Die ersten Züge welches Spiels? Tippe seine Nummer von 1 bis 28 oder seinen Namen, etwa "
     "kalah (oder einführung und das Spiel in einem, etwa einführung kalah).",
     "Die ersten Züge von Kalah in 5 Schritten:"),
    ("en", ["tutorial", "tutorial draughts", "tutorial 8", "quit", "yes", "quit"],
     "Which game's first moves? Type its number from 1 to 28 or its name, such as kalah (or "
     "tutorial and the game at once, such as tutorial kalah).",
     "The first moves of Kalah in 5 steps:"),
])
def test_tutorial_typed_at_the_choice_of_games(lang, typed, asked, first, tmp_path,
                                               monkeypatch):
    """A newcomer told "New here? Choose a game, then type tutorial" typed "einführung"
    first and heard "Ich habe „einführung“ nicht verstanden": alone (or with words that
    name no one game) it asks which game; with a game's name or number it starts its
    tutorial."""
    lines = run_terminal(("C.UTF-8", typed), tmp_path, monkeypatch, "--lang", lang)
    for line in typed[:2]:
        assert lines[lines.index(f"> {line}") + 1] == asked
    started = lines[lines.index(f"> {typed[2]}") + 1:]
    assert started[0].startswith(first)
    assert any(line.startswith(("Schritt 1 von 5", "Step 1 of 5")) for line in started)


@pytest.mark.parametrize(("lang", "typed", "first"), [
    ("de", ["einführung", "whist", "ende", "ja", "ende"], "Die ersten Züge von Whist"),
    ("en", ["tutorial", "help", "draughts", "8", "quit", "yes", "quit"],
     "The first moves of Kalah"),
])
def test_the_game_named_after_tutorial_alone_starts_its_tutorial(lang, typed, first, tmp_path,
                                                                 monkeypatch):
    """"einführung" alone asked "Die ersten Züge welches Spiels?"; the newcomer answered
    "whist", and Whist began without its tutorial. The game named next (after help, or
    after a name that fits several games) is the tutorial's."""
    lines = run_terminal(("C.UTF-8", typed), tmp_path, monkeypatch, "--lang", lang)
    started = next(i for i, line in enumerate(lines) if line.startswith(first))
    assert any(line.startswith(("Schritt 1 von 5", "Step 1 of 5")) for line in lines[started:])


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("en", "tutorial kalha", "Did you mean Kalah? Type tutorial 8."),
    ("de", "einführung klaah", "Meintest du Kalah? Tippe einführung 8."),
])
def test_tutorial_and_a_slip_in_the_game_name_names_the_game(lang, typed, said, tmp_path,
                                                            monkeypatch):
    """"tutorial kalha" was told only which game to type, as if no game had been named; the
    answer is one line, the question not read again after it."""
    lines = run_terminal(("C.UTF-8", [typed, "quit"]), tmp_path, monkeypatch, "--lang", lang)
    assert lines[lines.index(f"> {typed}") + 1:][:2] == [said, "> quit"]


AFTER_A_GAME = {
    "en": ("C.UTF-8", ["kalah", "c", "1", "1", "resign", "yes", "new", "again", "c", "1", "1",
                       "resign", "yes", "new", "list", "quit"]),
    "de": ("de_DE.UTF-8", ["kalah", "c", "1", "1", "aufgeben", "ja", "neu", "nochmal", "c", "1",
                           "1", "aufgeben", "ja", "neu", "liste", "ende"]),
}


@pytest.mark.parametrize("lang", ("en", "de"))
def test_after_a_game_the_list_of_games_is_read_only_on_request(lang, tmp_path, monkeypatch):
    """After a game the choice of games asks briefly, the game just played first; "again"
    (German "nochmal") chooses it again, and the list of 28 games is read for "list" only."""
    lines = run_terminal(AFTER_A_GAME[lang], tmp_path, monkeypatch, "--lang", lang)
    listed = [i for i, line in enumerate(lines) if line.startswith(("8: Kalah", "8: Kalaha"))]
    typed_list = lines.index("> " + AFTER_A_GAME[lang][1][-2])
    assert listed[1:] == [typed_list + 9]  # at the start, then for "list" only (its 8th game)
    asked = [line for line in lines if line.startswith(("Kalah again, another game, or quit?",
                                                         "Noch einmal Kalah"))]
    assert len(asked) == 2  # after "new" at each game's end
    chosen = [line for line in lines if line.startswith(("You chose Kalah", "Du hast Kalah"))]
    assert len(chosen) == 2  # the second by "again"


@pytest.mark.parametrize(("env", "typed", "helped"), [
    ("de_DE.UTF-8", ["was nun?", "de", "Was nun?", "kalah", "und jetzt?", "ende"],
     ["Tippe de und Eingabe für Deutsch", "Tippe die Nummer eines Spiels",
      "Antworte mit einem Wort oder einer Zahl"]),
    ("C.UTF-8", ["what now?", "en", "what now", "kalah", "now what?", "quit"],
     ["Type en and Enter for English", "Type the number of a game",
      "Answer with one of the words"]),
])
def test_what_now_at_every_question_is_help(env, typed, helped, tmp_path, monkeypatch):
    """A new player with a screen reader asked "was nun?" at the first questions and heard
    "Ich habe „was nun?“ nicht verstanden.": it is help, at the language question, the choice
    of games and the questions after it."""
    lines = run_terminal((env, typed), tmp_path, monkeypatch)
    for asked, help_line in zip(typed[0::2], helped, strict=True):
        answer = lines[lines.index(f"> {asked}") + 1]
        assert answer.startswith(help_line), answer
    assert not any(said in line for line in lines
                   for said in ("nicht verstanden", "not understand", "Ich verstehe „",
                                "I cannot read"))


@pytest.mark.parametrize(("lang", "typed", "asked"), [
    ("en", ["kalah", "c", "1", "1", "resign", "yes", "new", "settings", "", "99", "quit"],
     "Kalah again, another game, or quit?"),
    ("de", ["kalah", "c", "1", "1", "aufgeben", "ja", "neu", "einstellungen", "", "99",
            "ende"], "Noch einmal Kalah"),
])
def test_after_settings_or_a_slip_the_question_after_a_game_comes_back(lang, typed, asked,
                                                                        tmp_path, monkeypatch):
    """After "settings" at the question after a game the plain "Which game?" came back, as if
    no game had been played: the question asked before comes back, after a number no game
    has too."""
    lines = run_terminal(("C.UTF-8", typed), tmp_path, monkeypatch, "--lang", lang)
    done = lines.index("> ", lines.index(f"> {typed[7]}"))
    assert lines[done + 2].startswith(asked), lines[done:done + 3]
    slip = lines.index(f"> {typed[9]}")
    assert lines[slip + 2].startswith(asked), lines[slip:slip + 3]
    assert not any(line.startswith(("Which game?", "Welches Spiel?")) for line in lines[done:])


@pytest.mark.parametrize(("env", "typed", "said"), [
    ("C.UTF-8", ["en", "kalah", "c", "1", "1", "resign", "yes", "quit"],
     ["Type rematch to play this game again, new to choose another game, or quit.", "> quit",
      "Goodbye."]),
    ("de_DE.UTF-8", ["de", "kalah", "c", "1", "1", "aufgeben", "ja", "ende"],
     ["Tippe revanche, um dieses Spiel noch einmal zu spielen, neu für ein anderes Spiel "
      "oder ende.", "> ende", "Auf Wiedersehen."]),
])
def test_quit_once_a_game_has_ended_ends_the_program(env, typed, said, tmp_path, monkeypatch):
    """A play-tester typed quit after the result, as its last words offer beside new for
    another game, and came to the choice of games, where a second quit was needed."""
    lines = run_terminal((env, typed), tmp_path, monkeypatch)
    assert lines[-3:] == said


@pytest.mark.parametrize(("env", "typed", "asked", "chosen"), [
    ("C.UTF-8", ["en", "kalah", "c", "1", "1", "3", "quit", "yes", "list", "resume"],
     "Go on with your game of Kalah, another game, or quit? Type resume, a game's number or "
     "name, list to hear all 28 games, or quit.",
     "Kalah. You play South; the computer, level 1, plays North."),
    ("de_DE.UTF-8", ["de", "kalah", "c", "1", "1", "3", "ende", "ja", "liste", "fortsetzen"],
     "Deine Partie Kalah fortsetzen, ein anderes Spiel oder Schluss? Tippe fortsetzen, die "
     "Nummer oder den Namen eines Spiels, liste, um alle 28 Spiele zu hören, oder ende.",
     "Kalah. Du spielst Süd; der Computer, Stufe 1, spielt Nord."),
])
def test_after_quitting_a_game_the_choice_offers_to_resume_it_once(env, typed, asked, chosen,
                                                                   tmp_path, monkeypatch):
    """After quitting mid-game, the short question offered Kalah "again" (a new game) and,
    on the next line, to resume the unfinished one, after a sentence that had said resume
    too. It offers to resume the game once, and resume goes on with it."""
    lines = run_terminal((env, [*typed, *typed[6:8]]), tmp_path, monkeypatch)
    left = lines.index(typed[7] if typed[7].startswith(">") else "> " + typed[7])
    assert lines[left:left + 4] == ["> " + typed[7], lines[left + 1], lines[left + 2], asked]
    assert lines[left + 2] in ("Your game of Kalah is kept unfinished.",
                               "Deine Partie Kalah bleibt gespeichert.")
    listed = lines.index("> " + typed[8])
    assert sum("resume" in line or "fortsetzen" in line for line in lines[left:listed]) == 1
    assert any(line.startswith(chosen) for line in lines[left:])


@pytest.mark.parametrize(("env", "words", "chosen"), [
    ("C.UTF-8", ("en", "quit", "yes", "whist"), "You chose Whist."),
    ("C.UTF-8", ("en", "quit", "yes", "26"), "You chose Whist."),
    ("de_DE.UTF-8", ("de", "ende", "ja", "doppelkopf"), "Du hast Doppelkopf gewählt."),
])
def test_the_resume_question_takes_a_game_by_name_or_number(env, words, chosen, tmp_path,
                                                            monkeypatch):
    """At "Resume your game of Kalah …? Type yes or no." a play-tester typed the game they
    wanted, as at the choice of games, and heard "I did not understand". A game's name or
    number answers no and chooses that game."""
    language, quit_word, yes, game = words
    run_terminal((env, [language, "kalah", "c", "1", "1", "3", quit_word, yes]),
                 tmp_path, monkeypatch)
    lines = run_terminal((env, [game, quit_word]), tmp_path, monkeypatch)
    assert not any("understand" in line or "verstanden" in line for line in lines)
    assert any(line.startswith(chosen) for line in lines), lines


@pytest.mark.parametrize(("lang", "words"), [
    ("en", ("en", "quit", "Your game of Kalah stays saved", "Which game? Type a number")),
    ("de", ("deutsch", "ende", "Deine Partie Kalah bleibt gespeichert", "Welches Spiel? Tippe")),
])
def test_a_word_of_the_choice_of_games_works_at_the_resume_question(lang, words, tmp_path,
                                                                      monkeypatch):
    """A play-tester typed "online" when asked whether to resume and heard "I did not
    understand": the choice of games' words answer no there and do what they do ("online"
    plays online, "list" reads the games), with no "not understood" before."""
    from accessible_games.frontends import online_terminal

    language, quit_word, kept, prompt = words
    yes = "yes" if lang == "en" else "ja"
    run_terminal(("C.UTF-8", [language, "kalah", "c", "1", "1", "3", quit_word, yes]),
                 tmp_path, monkeypatch)
    went_online = []
    monkeypatch.setattr(online_terminal, "from_menu", lambda io, lang: went_online.append(lang))
    lines = run_terminal(("C.UTF-8", ["online", quit_word]), tmp_path, monkeypatch)
    assert went_online == [lang]
    typed = lines.index("> online")
    assert lines[typed + 1].startswith(kept) and lines[typed + 2].startswith(prompt)
    listed = run_terminal(("C.UTF-8", ["liste" if lang == "de" else "list", quit_word]),
                          tmp_path, monkeypatch)
    assert not any("understand" in line or "verstanden" in line for line in lines + listed)
    assert any(line.startswith("8: Kalah") for line in listed)


@pytest.mark.parametrize(("lang", "typed", "kept", "later"), [
    ("en", ["1", "new", "yes", "resume", "quit", "yes", "quit"],
     "Your game of Kalah is kept unfinished.", "the next time you start"),
    ("de", ["1", "neu", "ja", "fortsetzen", "ende", "ja", "ende"],
     "Deine Partie Kalah bleibt gespeichert.", "beim nächsten Start"),
])
def test_new_after_play_game_says_the_game_is_kept_to_resume_now(lang, typed, kept, later,
                                                                 tmp_path, monkeypatch):
    """After "play kalah" and "new" the kept sentence said "you can resume it the next time
    you start", though the choice of games, where resume goes on with it, followed at once."""
    lines = run_terminal(("C.UTF-8", typed), tmp_path, monkeypatch, "play", "kalah",
                         "--people", "1,2", "--lang", lang)
    assert kept in lines
    assert not any(later in line for line in lines), lines
    resumed = lines.index(f"> {typed[3]}")
    assert lines[resumed + 1].startswith("Kalah")  # resumed at once


def test_a_tutorial_left_is_not_offered_as_an_unfinished_game(tmp_path, monkeypatch):
    """A play-tester quit Kalah's tutorial, typed resume, and came back to a plain game,
    "Kalah against a person, move 1": a tutorial is not kept as a game to resume."""
    from accessible_games.storage.store import Store

    lines = run_terminal(("C.UTF-8", ["kalah", "tutorial", "3", "quit", "yes", "resume",
                                      "quit"]), tmp_path, monkeypatch, "--lang", "en")
    assert Store.open().latest_unfinished() is None
    assert "There is no unfinished game to resume." in lines


@pytest.mark.parametrize(("lang", "typed", "helped"), [
    ("en", ["kalah", "tutorial", "quit", "yes", "quit"], "New here?"),
    ("de", ["kalah", "einführung", "ende", "ja", "ende"], "Neu hier?"),
])
def test_after_a_tutorial_new_here_is_not_said_again(lang, typed, helped, tmp_path,
                                                     monkeypatch):
    """A player who took only a tutorial (which keeps no game) heard "New here?" again at the
    next start: the settings keep that a tutorial was taken."""
    first = run_terminal(("C.UTF-8", typed), tmp_path, monkeypatch, "--lang", lang)
    assert any(line.startswith(helped) for line in first)
    assert load_settings()[0].tutorial_taken
    again = run_terminal(("C.UTF-8", ["ende"]), tmp_path, monkeypatch, "--lang", lang)
    assert not any(line.startswith(helped) for line in again), again[:3]


def test_a_language_chosen_in_a_game_holds_at_the_choice_of_games_after_it(tmp_path,
                                                                           monkeypatch):
    """A German play-tester switched to English in a game's settings; after quitting it the
    choice of games asked in German again ("Deine Partie Mau-Mau fortsetzen, …"), right
    after "Your game of Mau Mau is kept unfinished."."""
    lines = run_terminal(("de_DE.UTF-8", ["de", "kalah", "c", "1", "1", "3", "einstellungen",
                                          "1", "1", "", "quit", "yes", "quit"]),
                         tmp_path, monkeypatch)
    kept = lines.index("Your game of Kalah is kept unfinished.")
    assert lines[kept + 1].startswith("Go on with your game of Kalah, another game, or quit?")
    assert lines[kept + 2:] == ["> quit", "Goodbye."]
