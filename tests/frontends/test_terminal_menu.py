"""The terminal's choice of games, driven through :func:`menu` with typed lines."""

from __future__ import annotations

import io

import pytest

from accessible_games.frontends.terminal import LineIO
from accessible_games.frontends.terminal_menu import menu
from accessible_games.lineup import listed_ids
from accessible_games.session.game_names import games_begun, games_named


def typed_at_the_menu(lang: str, typed: list[str]) -> list[str]:
    out = io.StringIO()
    lines = LineIO(io.StringIO("".join(t + "\n" for t in typed)), out)
    assert menu(listed_ids(), lang, lines, lambda game, seats: None) is None
    return out.getvalue().splitlines()


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("en", "mau mao", "> Did you mean Mau Mau? Type 25."),
    ("de", "doppelkof", "> Meintest du Doppelkopf? Tippe 27."),
    # A slip in one word of a longer name, or of the name in brackets, was not understood.
    ("en", "reversy", "> Did you mean Reversi (Othello)? Type 7."),
    ("en", "othelo", "> Did you mean Reversi (Othello)? Type 7."),
    ("de", "gomoko", "> Meintest du Fünf in einer Reihe (Gomoku)? Tippe 12."),
])
def test_a_game_name_with_a_slip_of_the_keys_names_the_game_meant(lang, typed, said):
    """A play-tester typed "mau mao" and heard only that it was not understood. A name close
    to a game's names that game and its number, in one line: what was typed is not read back,
    nor the question again ("I did not understand “mau mao”. Did you mean Mau Mau? Type 25 to
    play it." and "Which game? Type a number from 1 to 28, a name, or help.", five braille
    windows); a word like no game gets the short answer."""
    lines = typed_at_the_menu(lang, [typed, "xyz", "quit"])
    assert lines[lines.index(said) + 1].startswith(("> I cannot read", "> Ich verstehe")), lines
    assert {"en": "> I cannot read \"xyz\". Type help for the commands.",
            "de": "> Ich verstehe „xyz“ nicht. Tippe hilfe für die Befehle."}[lang] in lines


@pytest.mark.parametrize("lang", ("en", "de"))
@pytest.mark.parametrize("key", ("menu.did_you_mean", "menu.tutorial_did_you_mean",
                                 "menu.rules_did_you_mean"))
def test_a_slip_s_answer_fits_two_braille_windows_for_every_game(lang, key):
    """The answer to a slip in a game's name is one line of two windows at most, for the
    longest name too (Räuber und Gendarm (cops and robbers); the 100-square draughts)."""
    from accessible_games.narration.catalog import catalog
    from accessible_games.session.words import game_name
    from tests.braille_cells import DISPLAY_CELLS, cells

    said = {game_id: catalog(lang).text(key, name=game_name(game_id, lang), number=number)
            for number, game_id in enumerate(listed_ids(), start=1)}
    assert {g: text for g, text in said.items() if cells(text, lang) > 2 * DISPLAY_CELLS} == {}


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("de", "spielstand", "> Meintest du spielstände?"),
    ("en", "statz", "> Did you mean stats?"),
    ("en", "tutorail", "> Did you mean tutorial?"),
    # A word of the choice of games, not a word of a game's name: not Dame (englische Regeln).
    ("de", "regln", "> Meintest du regeln?"),
])
def test_a_word_of_the_choice_of_games_with_a_slip_of_the_keys_is_named(lang, typed, said):
    """A newcomer typed "spielstand" for the saved games and heard only "nicht verstanden";
    the menu's own words (saves, stats, tutorial, rules, list, settings ...) are offered, in
    one line (the question is not read again)."""
    lines = typed_at_the_menu(lang, [typed, "quit"])
    assert lines[-2:] == [said, {"en": "> Goodbye.", "de": "> Auf Wiedersehen."}[lang]], lines


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("en", "rules mau mao", "> Did you mean Mau Mau? Type rules 25."),
    ("de", "regeln doppelkof", "> Meintest du Doppelkopf? Tippe regeln 27."),
])
def test_rules_of_a_game_name_with_a_slip_of_the_keys_name_the_game_meant(lang, typed, said):
    lines = typed_at_the_menu(lang, [typed, "quit"])
    assert lines[-2] == said, lines


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "> There is no game 29; the games are numbered 1 to 28."),
    ("de", "> Ein Spiel 29 gibt es nicht; die Spiele haben die Nummern 1 bis 28."),
])
def test_a_number_no_game_has_says_how_the_games_are_numbered(lang, said):
    assert said in typed_at_the_menu(lang, ["29", "quit"])


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "> I cannot read \"²\". Type help for the commands."),
    ("de", "> Ich verstehe „²“ nicht. Tippe hilfe für die Befehle."),
])
def test_a_superscript_digit_is_not_understood_and_nothing_breaks(lang, said):
    """AltGr+2 on a German keyboard types ², which str.isdigit() calls a digit and int()
    refuses; the menu crashed on it. Only decimal digits count as numbers now."""
    assert said in typed_at_the_menu(lang, ["²", "quit"])


def chosen_seats(lang: str, typed: list[str]) -> tuple[list[str], list | None]:
    """The lines said and the seats of the game the menu starts (None when none)."""
    from accessible_games.session.hotseat import open_game

    started: list = []

    def start(game, seats):
        started.append(list(seats))
        return open_game(game, seats, lang=lang)

    out = io.StringIO()
    lines = LineIO(io.StringIO("".join(t + "\n" for t in typed)), out)
    menu(listed_ids(), lang, lines, start)
    said = [line.removeprefix("> ") for line in out.getvalue().splitlines()]
    return said, (started[-1] if started else None)


@pytest.mark.parametrize(("lang", "question"), [
    ("en", "Who plays at this keyboard: 1 North, 2 East, 3 South, 4 West? Type the numbers of "
           "the people's seats, such as 1 3, or all; the computer plays the others."),
    ("de", "Wer spielt an dieser Tastatur: 1 Nord, 2 Ost, 3 Süd, 4 West? Tippe die Nummern der "
           "Plätze der Menschen, etwa 1 3, oder alle; die übrigen spielt der Computer."),
])
def test_two_people_and_the_computer_share_a_game_of_four(lang, question):
    """Two partners at one keyboard against the computer: "person", their seats, a level. A
    seat the game lacks is not understood; the partnerships are said before the question."""
    said, seats = chosen_seats(lang, ["dog", "p", "1 5", "1 3", "2"])
    assert said.count(question) == 2  # asked, and asked again after "1 5"
    assert [s.kind.value for s in seats] == ["human", "computer", "human", "computer"]
    assert {s.level for s in seats if s.kind.value == "computer"} == {2}
    opening = {"en": "Dog. 2 players at this keyboard, North and South; the computer, level 2, "
                     "plays East and West. Type help for the commands.",
               "de": "Dog. 2 Spieler an dieser Tastatur, Nord und Süd; der Computer, Stufe 2, "
                     "spielt Ost und West. Tippe hilfe für die Befehle."}[lang]
    from accessible_games.lineup import REGISTRY
    from accessible_games.session.hotseat import open_game
    assert open_game(REGISTRY.create("dog"), seats, lang=lang).opening()[0].text == opening


@pytest.mark.parametrize(("lang", "typed", "partners"), [
    ("en", ["whist", "p", "x", "help", "repeat", "1 3", "1"],
     "Partnerships: North and South against East and West."),
    ("de", ["whist", "m", "x", "hilfe", "nochmal", "1 3", "1"],
     "Partnerschaften: Nord und Süd gegen Ost und West."),
    ("en", ["dog", "c", "1", "x", "help", "1"],
     "Partnerships: North and South against East and West."),
])
def test_the_partnerships_are_said_once_before_the_questions_about_seats(lang, typed,
                                                                        partners):
    """The people question said the partnerships again each time it was asked again (after a
    word it did not understand, after help): they come once, before it; so at the seat
    question against the computer."""
    said, seats = chosen_seats(lang, typed)
    assert said.count(partners) == 1, said
    assert seats is not None


@pytest.mark.parametrize(("lang", "typed"), [("de", "1 und 3"), ("en", "1 and 3"),
                                            ("de", "1, 3")])
def test_the_people_seats_may_be_said_with_and(lang, typed):
    """A German player answered the people question with "1 und 3" and was not understood:
    the seats may be joined by and, as they are said aloud."""
    said, seats = chosen_seats(lang, ["dog", "p", typed, "2"])
    assert not any("verstanden" in line or "understand" in line for line in said), said
    assert seats is not None
    assert [s.kind.value for s in seats] == ["human", "computer", "human", "computer"]


def test_every_seat_a_person_asks_no_level_and_two_seat_games_ask_nothing():
    said, seats = chosen_seats("en", ["mau mau", "p", "all"])
    assert [s.kind.value for s in seats] == ["human"] * 4
    assert not any("Computer level" in line for line in said)
    said, seats = chosen_seats("en", ["kalah", "p"])
    assert [s.kind.value for s in seats] == ["human"] * 2
    assert not any("Who plays at this keyboard" in line for line in said)


@pytest.mark.parametrize(("lang", "typed", "first", "last"), [
    ("en", "rules doppelkopf wedding", "> The rules mention \"wedding\" in 5 paragraphs:",
     "One more paragraph mentions it; type rules 27 to hear all the rules."),
    ("de", "regeln 25 bube", "> Die Regeln nennen „bube“ in 7 Absätzen:",
     "3 weitere Absätze nennen es; tippe regeln 25, um alle Regeln zu hören."),
    ("en", "rules kalah trump", "> The rules do not mention \"trump\". Type rules 8 to hear "
                                "all of them.", None),
])
def test_rules_of_a_game_with_a_word_after_it_at_the_choice_of_games(lang, typed, first, last):
    """The way to all the rules is named as the choice of games takes it, "rules 27"; it
    said "rules alone", which there reads no game's rules."""
    lines = typed_at_the_menu(lang, [typed, "quit"])
    start = lines.index(first)
    if last is not None:
        assert last in lines[start:]
        assert lines[start + 1].startswith(("Reservations. ", "Karten und Geben. "))


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("en", "rules", "> Which game's rules? Type rules and its number from 1 to 28 or its name, "
                    "such as rules kalah."),
    ("de", "regeln", "> Die Regeln welches Spiels? Tippe regeln und seine Nummer von 1 bis 28 "
                     "oder seinen Namen, etwa regeln kalah."),
])
def test_rules_alone_at_the_choice_of_games_asks_which_game(lang, typed, said):
    """"rules" alone was not understood, and a German "regeln" chose "Dame (englische
    Regeln)" and asked for the opponent."""
    lines = typed_at_the_menu(lang, [typed, "quit"])
    assert said in lines
    assert not any("Dame" in line or "Checkers" in line for line in lines[lines.index(said):])


@pytest.mark.parametrize(("lang", "typed", "refused"), [
    ("en", ["kalah", "options", "1", "help", "done", "quit", "quit"], "I cannot read"),
    ("de", ["kalah", "optionen", "1", "hilfe", "zurück", "ende", "ende"], "Ich verstehe „"),
])
def test_help_and_done_at_an_options_value_are_understood(lang, typed, refused):
    """At an option's value, "hilfe" was answered "Ich habe „hilfe“ nicht verstanden; tippe
    hilfe für Hilfe.", and done, back or quit were not understood either: the only ways on
    were a value or Enter alone, which the question did not name. Help says the question
    again; done, back and quit keep the value, as Enter alone does."""
    lines = typed_at_the_menu(lang, typed)
    asked = next(i for i, line in enumerate(lines) if line.startswith("> ") and
                 line.endswith(("Seeds per house: 4", "Samen je Haus: 4")))
    question = lines[asked:asked + 3]
    # help: the words that work here (tested below), then the question again
    assert lines[asked + 4:asked + 7] == [question[0][2:], *question[1:]]
    kept = {"en": "unchanged", "de": "unverändert"}[lang]
    assert lines[asked + 7] == f"> {question[0][2:]}, {kept}."  # done: the value kept
    assert not any(refused in line for line in lines)


@pytest.mark.parametrize(("lang", "typed", "question"), [
    ("en", ["repeat", "quit"], "> Which game? Type a number from 1 to 28, a name, or help."),
    ("de", ["kalah", "nochmal", "ende"], "> Gegen den Computer oder gegen einen Menschen an "
                                         "dieser Tastatur? Tippe c für Computer oder m für "
                                         "Mensch."),
])
def test_repeat_at_a_question_of_the_menu_says_the_question_again(lang, typed, question):
    """"repeat", which a game answers with its last words, was "not understood" in the menu."""
    lines = typed_at_the_menu(lang, typed)
    assert question in lines
    assert not any("understand" in line or "verstanden" in line for line in lines)


@pytest.mark.parametrize(("lang", "typed"), [
    ("de", "brasilianische dame"), ("de", "Brasilianisches Damespiel"),
    ("en", "brazilian checkers")])
def test_the_64_square_polish_game_is_chosen_by_its_other_names(lang, typed):
    """A play-tester typed "brasilianische dame" and was not understood: the game is listed
    as "Polnische Dame (64 Felder)"."""
    said = {"de": "> Du hast Polnische Dame (64 Felder) gewählt.",
            "en": "> You chose Brazilian draughts."}[lang]
    lines = typed_at_the_menu(lang, [typed, "quit", "quit"])
    assert any(line.startswith(said) for line in lines), lines


@pytest.mark.parametrize(("lang", "typed", "back", "opponent", "people", "level", "seat"), [
    ("en", ["mau mau", "p", "1", "back", "back", "c", "2", "back", "1", "1"],
     "Back one question.",
     "Play against the computer or a person at this keyboard? Type c for computer or p for "
     "person.", "Who plays at this keyboard?", "Computer level:", "Which seat do you take?"),
    ("de", ["mau mau", "m", "1", "zurück", "zurück", "c", "2", "zurück", "1", "1"],
     "Eine Frage zurück.",
     "Gegen den Computer oder gegen einen Menschen an dieser Tastatur? Tippe c für Computer "
     "oder m für Mensch.", "Wer spielt an dieser Tastatur?", "Stufe des Computers:",
     "Welchen Platz nimmst du?"),
])
def test_back_at_a_question_after_the_game_goes_back_one_question(
        lang, typed, back, opponent, people, level, seat):
    """A play-tester typed back at the level and heard all 28 games again, and had to choose
    the game anew. Back goes to the question before (level to people to opponent, seat to
    level), with a short word, and the list of games is read once only."""
    said, seats = chosen_seats(lang, typed)
    start = said.index(opponent)
    keyboard = {"en": "At this keyboard:", "de": "An dieser Tastatur:"}[lang]
    asked = [opponent, people, keyboard, level, back, people, back, opponent, level, seat,
             back, level, seat]
    assert len(said) >= start + len(asked)
    assert all(line.startswith(question)
               for line, question in zip(said[start:], asked, strict=False)), said[start:]
    assert said.count({"en": "1: Checkers (English draughts)",
                       "de": "1: Dame (englische Regeln)"}[lang]) == 1
    assert [s.kind.value for s in seats] == ["human", "computer", "computer", "computer"]
    assert {s.level for s in seats if s.kind.value == "computer"} == {1}


@pytest.mark.parametrize(("lang", "typed", "back", "first", "prompt"), [
    ("en", ["kalah", "back", "back", "quit"], "Back to the choice of games.",
     "This is the choice of games, the first question; quit ends the program.",
     "Which game? Type a number from 1 to 28, a name, or help."),
    ("de", ["kalah", "zurück", "zurück", "ende"], "Zurück zur Auswahl der Spiele.",
     "Das ist die Auswahl der Spiele, die erste Frage; ende beendet das Programm.",
     "Welches Spiel? Tippe eine Nummer von 1 bis 28, einen Namen oder hilfe."),
])
def test_back_to_the_choice_of_games_asks_briefly_and_back_there_says_where_one_is(
        lang, typed, back, first, prompt):
    """Back at the first question after the game read all 28 games again; back at the choice
    of games itself was "not understood"."""
    lines = [line.removeprefix("> ") for line in typed_at_the_menu(lang, typed)]
    start = next(i for i, line in enumerate(lines) if line.startswith(("Play against",
                                                                        "Gegen den")))
    assert lines[start + 1:start + 6] == [back, prompt, first, prompt,
                                          {"en": "Goodbye.", "de": "Auf Wiedersehen."}[lang]]
    assert len(lines) < 45  # the list of games once


@pytest.mark.parametrize(("lang", "typed"), [("en", "-1"), ("en", "1.0"), ("de", "+1"),
                                             ("de", "1 0")])
def test_a_number_with_a_sign_or_a_point_chooses_no_game(lang, typed):
    """A play-tester typed -1 at the choice of games and was given International draughts:
    the digits were taken for the start of a word of its name, "(10 by 10)"."""
    lines = typed_at_the_menu(lang, [typed, "quit"])
    assert not any(line.startswith(("> You chose", "> Du hast")) for line in lines)
    assert {"en": f"> I cannot read \"{typed}\". Type help for the commands.",
            "de": f"> Ich verstehe „{typed}“ nicht. Tippe hilfe für die Befehle."}[lang] in lines


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("en", ["dog", "p", "1 5", "1", "7", "1"],
     ["There is no seat 5; the seats are numbered 1 to 4.",
      "There is no level 7; the levels are 1, 2 and 3."]),
    ("de", ["mau mau", "c", "0", "1", "9", "1"],
     ["Eine Stufe 0 gibt es nicht; die Stufen sind 1, 2 und 3.",
      "Einen Platz 9 gibt es nicht; die Plätze haben die Nummern 1 bis 4."]),
])
def test_a_seat_or_level_number_out_of_range_says_which_there_are(lang, typed, said):
    """A play-tester typed 5 for a seat of Dog and heard only "I did not understand “5”",
    as at the level; the choice of games already says which numbers its games have."""
    lines, seats = chosen_seats(lang, typed)
    assert [line for line in lines if line in said] == said
    assert not any("understand" in line or "verstanden" in line for line in lines)
    assert seats is not None and seats[0].kind.value == "human"


def test_a_typed_line_looks_the_games_up_once(monkeypatch):
    """The choice of games looked up the games a line names twice (once for the one game
    named, again for the question when it names several)."""
    from accessible_games.frontends import terminal_menu

    looked_up: list[str] = []
    real = terminal_menu.games_named

    def counted(text: str, games: list[str], lang: str) -> list[int]:
        looked_up.append(text)
        return real(text, games, lang)

    monkeypatch.setattr(terminal_menu, "games_named", counted)
    lines = typed_at_the_menu("en", ["draughts", "quit"])
    assert looked_up == ["draughts"]
    assert any(line.startswith("> “draughts” fits 1: Checkers") for line in lines), lines


@pytest.mark.parametrize(("lang", "typed", "level_asked"), [
    ("en", ["kalah", "computr", "begginer", "quit"], "Computer level: 1 beginner, 2 intermediate, "
                                                     "3 strong. Type 1, 2 or 3."),
    ("de", ["kalah", "computr", "anfänegr", "ende"], "Stufe des Computers: 1 Anfänger, "
                                                     "2 Fortgeschritten, 3 Stark. Tippe 1, 2 "
                                                     "oder 3."),
])
def test_an_answer_with_a_slip_of_the_keys_is_taken(lang, typed, level_asked):
    """A newcomer typed "computr" and "begginer" and heard "I did not understand" each time;
    the words these questions take are found with a slip too."""
    from accessible_games.session.console import Console

    out = io.StringIO()
    lines_in = LineIO(io.StringIO("".join(t + "\n" for t in typed)), out)
    assert menu(listed_ids(), lang, lines_in,
                lambda game, seats: Console.local(game, seats, lang=lang)) is None
    lines = out.getvalue().splitlines()
    assert f"> {level_asked}" in lines
    assert not [line for line in lines if "I cannot read" in line or "Ich verstehe „" in line]
    assert lines[-3] in ("> Beginner, level 1.", "> Anfänger, Stufe 1.")  # said at once
    assert lines[-2].startswith(("Which side", "Welche Seite")), lines[-2]


@pytest.mark.parametrize(("lang", "level", "said", "strength"), [
    ("de", "strak", "Stark, Stufe 3.", 3),
    ("en", "strong", "Strong, level 3.", 3),
    ("en", "1", None, 1),
    ("en", "level 2", None, 2),  # as a game takes it; it was "I cannot read"
    ("de", "stufe stark", "Stark, Stufe 3.", 3),
])
def test_a_level_typed_by_name_or_with_a_slip_is_confirmed_at_once(lang, level, said, strength):
    """A level chosen by a slip ("strak") was confirmed only by the game's opening, "Stufe
    3"; now at once, before the next question, as the choice of games says the game chosen.
    A number is confirmed by the opening as before."""
    said_now, seats = chosen_seats(lang, ["kalah", "c", level, "1"])
    assert not [line for line in said_now if "I cannot read" in line or "Ich verstehe „" in line]
    asked = next(i for i, line in enumerate(said_now)
                 if line.startswith(("Welche Seite", "Which side")))
    if said is None:
        assert said_now[asked - 1].startswith("Computer level"), said_now
    else:
        assert said_now[asked - 1] == said, said_now
    assert seats is not None and seats[1].level == strength


@pytest.mark.parametrize(("lang", "level", "said"), [
    ("de", "stark", "Gegen den Computer, Stufe 3 (Stark); die Frage nach der Stufe entfällt."),
    ("en", "strong", "Against the computer at level 3 (strong); the level question is skipped."),
    ("en", "beginer", "Against the computer at level 1 (beginner); the level question is "
                      "skipped."),
    ("en", "level 3", "Against the computer at level 3 (strong); the level question is "
                      "skipped."),
])
def test_a_level_named_at_the_question_of_the_opponent_is_the_computer_at_it(lang, level, said):
    """"stark" typed at "Gegen den Computer oder gegen einen Menschen?" was not understood;
    it means the computer at level 3, and the level is then not asked."""
    said_now, seats = chosen_seats(lang, ["kalah", level, "1"])
    at = said_now.index(said)
    assert said_now[at + 1].startswith(("Welche Seite", "Which side")), said_now
    assert not any(line.startswith(("Stufe des Computers", "Computer level")) for line in said_now)
    assert [s.kind.value for s in seats] == ["human", "computer"]
    assert seats[1].level == (1 if level == "beginer" else 3)


@pytest.mark.parametrize(("lang", "game_id", "typed", "key"), [
    ("de", "kalah", "smen", "seeds"),        # a slip in "Samen pro Haus"
    ("de", "kalah", "samen", "seeds"),       # a word of the name
    ("en", "kalah", "lone", "empty_capture"),  # the first word of "Lone seed to store"
    ("de", "mau-mau", "kartne", "hand_size"),  # "Karten auf der Hand"
    ("en", "kalah", "seed", None),           # in both names: none, not a guess
])
def test_an_option_is_found_by_a_word_of_its_name_or_a_slip(lang, game_id, typed, key):
    """At the options a newcomer typed "samen" for "Samen pro Haus" and heard "nicht
    verstanden": only the whole name or the key was found."""
    from accessible_games.session.option_editor import OptionEditor

    picked = OptionEditor(game_id, lang, None).pick(typed)
    assert (picked.key if picked is not None else None) == key


@pytest.mark.parametrize(("lang", "typed", "changed"), [
    ("de", ["spielerzahl 3", "legezwang aus", "runden=3"],
     "Geänderte Regeln: Spielerzahl steht auf 3, Legezwang ist aus und Runden steht auf 3."),
    ("en", ["1 3", "deals 2"], "Rules changed: Number of players set to 3 and Deals set to 2."),
])
def test_an_option_and_its_value_in_one_line(lang, typed, changed):
    """A newcomer at Mau Mau's options typed "spielerzahl 3" and heard "Ich habe
    „spielerzahl 3“ nicht verstanden": an option and its value may be typed in one line."""
    lines = typed_at_the_menu(lang, ["mau mau", "optionen", *typed, "fertig", "ende", "ende"])
    assert not any("understand" in line or "verstanden" in line for line in lines), lines
    assert any(line.startswith(f"> {changed}") for line in lines), lines


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("en", ["kalah", "optoins", "quit"], "> Did you mean options?"),
    ("de", ["kalah", "c", "einfürhung", "ende"], "> Meintest du einführung?"),
    ("en", ["kalah", "c", "1", "bakc", "quit"], "> Did you mean back?"),
])
def test_a_slip_at_a_question_after_the_game_names_the_word_meant(lang, typed, said):
    """"optoins" and "rulse" at the question for the opponent were only "not understood";
    the word meant is one line, the question not read again after it."""
    from accessible_games.session.console import Console

    out = io.StringIO()
    menu(listed_ids(), lang, LineIO(io.StringIO("".join(t + "\n" for t in typed)), out),
         lambda game, seats: Console.local(game, seats, lang=lang))
    lines = out.getvalue().splitlines()
    assert lines[-2:] == [said, {"en": "> Goodbye.", "de": "> Auf Wiedersehen."}[lang]], lines


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_level_names_said_typed_and_documented_agree(lang):
    """The German question said "3 stark" beside "Anfänger" and "Fortgeschritten", the
    window "3 (stark)", and docs/levels.de.md „Stark“. Each name the question says is the
    name the window says and the docs write, and typed at the question it chooses its level;
    so do the other names --level takes ("leicht", "schwer", "hard")."""
    import re
    from pathlib import Path

    from accessible_games.narration.catalog import catalog
    from accessible_games.session.console import Console

    cat = catalog(lang)
    asked = cat.text("menu.choose_level")
    names = dict(re.findall(r"([123]) ([^\W\d]+)", asked.split(".")[0]))
    assert sorted(names) == ["1", "2", "3"], asked
    docs = (Path(__file__).parents[2] / "docs" / f"levels.{lang}.md").read_text()
    first = " ".join(docs.split("\n\n")[2].split())  # the paragraph that names the levels
    quotes = "„{}“" if lang == "de" else '"{}"'
    for number, name in names.items():
        assert cat.text(f"window.value.level.{number}") == f"{number} ({name})"
        assert quotes.format(name) in first, (name, first)
    others = {"en": {"easy": 1, "medium": 2, "hard": 3},
              "de": {"leicht": 1, "mittel": 2, "schwer": 3}}[lang]
    for typed, number in [*((n, int(k)) for k, n in names.items()), *others.items()]:
        chosen = []

        def start(game, seats):
            chosen.append(seats)
            return Console.local(game, seats, lang=lang)

        out = io.StringIO()
        menu(listed_ids(), lang, LineIO(io.StringIO(f"kalah\nc\n{typed}\n1\n"), out), start)
        assert chosen[-1][1].level == number, (typed, out.getvalue()[-300:])


@pytest.mark.parametrize(("lang", "typed", "games", "chosen"), [
    ("en", ["where am i", "kalah", "c", "where am i?", "quit"],
     "> You are at the choice of games; no game is chosen yet.",
     "> You chose Kalah and are setting it up; back goes to the question before."),
    ("de", ["wo bin ich", "kalah", "c", "wo", "ende"],
     "> Du bist bei der Auswahl der Spiele; noch ist kein Spiel gewählt.",
     "> Du hast Kalah gewählt und richtest die Partie ein; zurück führt zur Frage davor."),
])
def test_where_am_i_before_the_game_says_where_one_is(lang, typed, games, chosen):
    """"where am i", which every game answers, was "I did not understand" at the choice of
    games and at every question after it; now it says where, and the question again. "back
    goes one question back" (German "zurück geht eine Frage zurück") said back twice: it goes
    to the question before, in the words of the menu's help."""
    from accessible_games.session.console import Console

    out = io.StringIO()
    menu(listed_ids(), lang, LineIO(io.StringIO("".join(t + "\n" for t in typed)), out),
         lambda game, seats: Console.local(game, seats, lang=lang))
    lines = out.getvalue().splitlines()
    assert games in lines and chosen in lines, lines
    asked = lines[lines.index(chosen) + 1]
    assert asked.startswith(("Computer level", "Stufe des Computers")), asked


@pytest.mark.parametrize(("lang", "game", "typed", "seat"), [
    ("de", "türkische dame", "wiess", 1), ("de", "kalah", "nrod", 2), ("en", "kalah", "soth", 1)])
def test_a_side_with_a_slip_of_the_keys_is_taken(lang, game, typed, seat):
    """The level and the opponent were taken with a slip of the keys ("begginer"), the side
    not: "wiess" for Weiß was "Ich habe „wiess“ nicht verstanden"."""
    from accessible_games.session.console import Console

    chosen = []

    def start(game, seats):
        chosen.append(seats)
        return Console.local(game, seats, lang=lang)

    out = io.StringIO()
    menu(listed_ids(), lang, LineIO(io.StringIO(f"{game}\nc\n1\n{typed}\n"), out), start)
    kinds = ["computer", "computer"]
    kinds[seat - 1] = "human"
    assert [s.kind.value for s in chosen[-1]] == kinds, out.getvalue()[-300:]


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("de", "kalaha", "> Du hast Kalah gewählt."),
    ("en", "awari", "> You chose Oware."),
    ("de", "mancala", "> „mancala“ passt zu 8: Kalah, 9: Oware oder 10: Congkak."),
    ("en", "mancala", "> “mancala” fits 8: Kalah, 9: Oware, or 10: Congkak."),
])
def test_the_mancala_games_are_found_by_the_names_players_know(lang, typed, said):
    """A newcomer typed "mancala" and the German "Kalaha" and heard "not understood" (or
    "Did you mean Kalah?"): the family's name now asks which of its three games."""
    lines = typed_at_the_menu(lang, [typed, "quit", "quit"])
    assert any(line.startswith(said) for line in lines), lines


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("de", "doko", "> Du hast Doppelkopf gewählt."),
    ("en", "maumau", "> You chose Mau Mau."),
    ("en", "tock", "> You chose Dog."),
])
def test_the_names_the_command_line_knows_choose_the_game_in_the_menu(lang, typed, said):
    """The menu and the command line look a game up alike (session/game_names.py): "Doko"
    and "Tock", which ./play play took, were "not understood" at the choice of games."""
    lines = typed_at_the_menu(lang, [typed, "quit", "quit"])
    assert any(line.startswith(said) for line in lines), lines


@pytest.mark.parametrize(("lang", "typed", "listing", "back"), [
    ("de", ["kalah", "optionen", "wo bin ich", "1", "wo", "zurück", "zurück", "ende"],
     "> Die Optionen von Kalah:", "Gegen den Computer oder gegen einen Menschen"),
    ("en", ["kalah", "options", "where am i", "1", "where", "back", "back", "quit"],
     "> The options of Kalah:", "Play against the computer or a person"),
])
def test_back_and_where_in_the_options_of_a_game(lang, typed, listing, back):
    """In the list of a game's options "zurück" and "wo bin ich" were "nicht verstanden"
    (at a value, back kept it). Back leaves the list for the question about the opponent, as
    done does; where says the list again (at a value: the option's question)."""
    lines = typed_at_the_menu(lang, typed)
    assert not any("understand" in line or "verstanden" in line for line in lines), lines
    assert sum(line.startswith(listing) for line in lines) == 2, lines
    asked = [i for i, line in enumerate(lines) if line.startswith(("> Seeds per house: 4",
                                                                   "> Samen je Haus: 4"))]
    assert len(asked) == 3, lines  # the option asked, where, back (the value kept)
    assert lines[-2].startswith(back), lines[-3:]


@pytest.mark.parametrize(("lang", "typed", "where", "back", "leave"), [
    ("en", ["kalah", "help", "c", "help", "1", "help", "quit"], "where am i says where you are",
     "back goes to the question before", "quit ends the program"),
    ("de", ["dog", "hilfe", "m", "hilfe", "1 3", "hilfe", "2"],
     "wo bin ich sagt, wo du bist", "zurück führt zur Frage davor", "ende beendet das Programm"),
])
def test_the_help_at_every_question_names_back_where_am_i_and_quit(lang, typed, where, back,
                                                                   leave):
    """The help at the questions after the game (opponent, people, level, seat) named back and
    quit but not "where am i" ("wo bin ich"), which works there; the choice of games' help
    neither."""
    lines, _ = chosen_seats(lang, ["help", *typed])
    helps = [line for line in lines if line.startswith(("Answer with one", "Antworte mit einem"))]
    assert len(helps) == typed.count(typed[1]), lines
    assert all(where in h and back in h and leave in h for h in helps), helps
    assert {"en": "where am i says where you are, here and at every question after it.",
            "de": "wo bin ich sagt, wo du bist, hier und bei jeder Frage danach."}[lang] in lines


@pytest.mark.parametrize(("lang", "typed", "listed", "valued"), [
    ("en", ["kalah", "options", "help", "1", "help", "back", "back", "quit"],
     "done or back returns to the question of the opponent; where am i reads this list again.",
     "Enter alone or back keeps the value and returns to the list; where am i names the option "
     "again."),
    ("de", ["kalah", "optionen", "hilfe", "1", "hilfe", "zurück", "zurück", "ende"],
     "fertig oder zurück führt zur Frage nach dem Gegner; wo bin ich liest diese Liste noch "
     "einmal.",
     "Eingabe allein oder zurück behält den Wert und führt zur Liste; wo bin ich nennt die Option "
     "noch einmal."),
])
def test_help_in_the_options_names_the_words_that_work_there(lang, typed, listed, valued):
    """Help at a game's options read the list (at an option, its question) and nothing of
    back or where am i, which work there."""
    lines = typed_at_the_menu(lang, typed)
    assert listed in lines and f"> {valued}" in lines, lines


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("en", "chekers", "> Did you mean Checkers (English draughts)? Type 1."),
    ("de", "kalha", "> Meintest du Kalah? Tippe 8."),
])
def test_a_slip_in_a_whole_name_that_is_a_word_of_other_names_names_its_game(lang, typed, said):
    """A newcomer typed "chekers" for the first game of the list and heard "I did not
    understand": "checkers" is a word of Brazilian and other checkers' names as well, and a
    word several games share named none, though it is the whole name of one."""
    assert said in typed_at_the_menu(lang, [typed, "quit"])


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("en", "go", "> Did you mean Five in a row (Gomoku)? Type 12."),
    ("de", "go", "> Meintest du Fünf in einer Reihe (Gomoku)? Tippe 12."),
    ("en", "do", "> “do” fits 27: Doppelkopf or 28: Dog. Type the number of the game you mean."),
    ("de", "do", "> „do“ passt zu 27: Doppelkopf oder 28: Dog. Tippe die Nummer des Spiels, "
                 "das du meinst."),
])
def test_two_letters_ask_which_game_and_choose_none(lang, typed, said):
    """"go" at the choice of games started Gomoku, as it begins the game's name, though a
    newcomer may mean the command go or the game of Go ("do" was "Did you mean Dog?", and
    Doppelkopf begins so too). Two letters are too few to choose by: the games they begin
    are asked about; three choose as before."""
    out = typed_at_the_menu(lang, [typed, "quit"])
    assert said in out
    assert not any("Gomoku." in line and "(Gomoku)?" not in line for line in out)
    ids = listed_ids()
    assert games_named(typed, ids) == [] and games_begun(typed, ids)
    assert [ids[i] for i in games_named("gom", ids)] == ["gomoku"]


@pytest.mark.parametrize(("lang", "slip", "meant", "yes"), [
    ("en", "whsit", "26", "yes"),
    ("de", "doppelkof", "27", "ja"),
    ("en", "rules mau mao", "rules 25", "y"),
    ("de", "regeln doppelkof", "regeln 27", "j"),
    ("en", "statz", "stats", "yes"),
])
def test_yes_after_did_you_mean_at_the_menu_does_what_was_offered(lang, slip, meant, yes):
    """Play-testing: "whsit" was asked "Did you mean Whist? Type 26." and "yes" was told
    "I did not understand “yes”"; yes on the next line now types what was offered, as in a
    game."""
    typed = typed_at_the_menu(lang, [meant, "quit"])
    answered = typed_at_the_menu(lang, [slip, yes, "quit"])
    asked = answered.pop(_first_difference(typed, answered))
    assert asked.startswith(("> Did you mean", "> Meintest du")), asked
    assert answered == typed


def _first_difference(one: list[str], other: list[str]) -> int:
    return next(i for i, (a, b) in enumerate(zip(one, other)) if a != b)


@pytest.mark.parametrize(("lang", "yes"), [("en", "yes"), ("de", "ja")])
def test_the_menu_s_offer_is_for_the_next_line_only(lang, yes):
    """A line in between drops the offer: yes is not understood then, as before."""
    lines = typed_at_the_menu(lang, ["whsit", "xyz", yes, "quit"])
    assert {"en": "> I cannot read \"yes\". Type help for the commands.",
            "de": "> Ich verstehe „ja“ nicht. Tippe hilfe für die Befehle."}[lang] in lines


@pytest.mark.parametrize(("lang", "game", "prompt"), [
    ("de", "kalah", "Tippe 1 oder 2, um eine Option zu ändern, oder fertig, um die Regeln so zu "
                    "lassen."),
    ("en", "kalah", "Type 1 or 2 to change an option, or done to keep the rules as they are."),
    ("de", "arimaa", "Tippe 1, um die Option zu ändern, oder fertig, um die Regeln so zu lassen."),
    ("en", "arimaa", "Type 1 to change the option, or done to keep the rules as they are."),
    ("de", "whist", "Tippe eine Nummer von 1 bis 3, um eine Option zu ändern, oder fertig, um "
                    "die Regeln so zu lassen."),
    ("en", "whist", "Type a number from 1 to 3 to change an option, or done to keep the rules "
                    "as they are."),
])
def test_the_options_prompt_names_the_numbers_as_they_are_said(lang, game, prompt):
    """A play-tester at Kalah's two options heard „Tippe eine Nummer von 1 bis 2, um diese
    Option zu ändern“: two numbers are "1 or 2", one is "1", and the number picks one of
    the options ("an option"), not "that option"."""
    options, quit_word = ("optionen", "ende") if lang == "de" else ("options", "quit")
    lines = typed_at_the_menu(lang, [game, options, quit_word, quit_word])
    assert prompt in lines, lines


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("de", ["kalah", "optionen", "2", "1", "fertig", "ende"],
     ["> Einzelsamen in den Speicher: aus",
      "Tippe an oder aus; Eingabe allein behält den Wert.",
      "> Einzelsamen in den Speicher: jetzt an.",
      "> Geänderte Regeln: Einzelsamen in den Speicher ist an. Um noch eine zu ändern, tippe "
      "optionen."]),
    ("en", ["kalah", "options", "2", "1", "done", "quit"],
     ["> Lone seed to store: off",
      "Type on or off; Enter alone keeps the value.",
      "> Lone seed to store: now on.",
      "> Rules changed: Lone seed to store is on. To change another, type options."]),
])
def test_an_on_off_option_is_said_naturally_and_its_change_confirmed(lang, typed, said):
    """At Kalah's options a play-tester heard „nur Eingabe behält sie“ (what keeps what?),
    typed 1 for „an“ and heard only the option's line again, as before the change, then
    „Einzelsamen in den Speicher steht auf an“: Enter alone keeps the value, the change is
    told as the new value, and a switch is „ist an“."""
    lines = typed_at_the_menu(lang, typed)
    for line in said:
        assert line in lines, (line, lines)


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("de", "optionen", "> Optionen gibt es nach der Wahl eines Spiels: Tippe etwa kalah, dann "
                       "optionen."),
    ("en", "options", "> Options come after choosing a game: type one, such as kalah, then "
                      "options."),
    ("en", "house rules", "> Options come after choosing a game: type one, such as kalah, then "
                          "options."),
])
def test_options_before_a_game_is_chosen_say_how_to_get_there(lang, typed, said):
    """„optionen“ typed at the choice of games was „nicht verstanden“: the options come
    after a game is chosen, and the question follows."""
    lines = typed_at_the_menu(lang, [typed, "quit"])
    at = lines.index(said)
    assert lines[at + 1].startswith(("Welches Spiel?", "Which game?")), lines


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("en", "level 1", "> The computer's level is asked after choosing a game and the computer "
                      "as opponent: type a game, such as kalah. In a game, level and a number "
                      "changes it."),
    ("de", "stufe", "> Die Stufe des Computers wird nach der Wahl eines Spiels und des Computers "
                    "als Gegner gefragt: Tippe ein Spiel, etwa kalah. In einer Partie ändert "
                    "stufe und eine Zahl sie."),
])
def test_the_level_before_a_game_is_chosen_says_when_it_is_asked(lang, typed, said):
    """A newcomer typed "level 1" at the choice of games and heard "I cannot read": the level
    is asked once a game and the computer are chosen, and the question follows."""
    lines = typed_at_the_menu(lang, [typed, "quit"])
    at = lines.index(said)
    assert lines[at + 1].startswith(("Welches Spiel?", "Which game?")), lines


@pytest.mark.parametrize(("lang", "typed", "told"), [
    ("en", ["mau mau", "p", "1", "1"],
     "At this keyboard: Player 1. The computer plays Player 2, Player 3, and Player 4."),
    ("de", ["mau mau", "m", "1", "1"],
     "An dieser Tastatur: Spieler 1. Der Computer spielt Spieler 2, Spieler 3 und Spieler 4."),
    ("en", ["dog", "p", "1 3", "2"],
     "At this keyboard: North and South. The computer plays East and West."),
])
def test_the_seats_the_computer_takes_are_said_before_its_level(lang, typed, told):
    """One person chosen at a table of four went on to the computer's level with no word that
    the computer now plays the three other seats."""
    said, seats = chosen_seats(lang, typed)
    assert seats is not None
    level = said.index(next(line for line in said
                            if line.startswith(("Computer level", "Stufe des Computers"))))
    assert said[level - 1] == told
