"""Questions a new player asks at a card table in their own words. Play-testing Mau-Mau in
German, "wie viele karten hat spieler 2" was answered "Meintest du wiederholen viele karten
hat spieler 2?" (the question word "wie" taken for a slip of wiederholen), "wer hat gewonnen"
"Meintest du wertung hat gewonnen?", and "was liegt" was not understood; in English "how many
cards does player 2 have" was "I cannot read"."""

from __future__ import annotations

import pytest

from accessible_games.session.commands import close_command_words
from tests.consoles import seated


@pytest.mark.parametrize(("lang", "asked", "said"), [
    ("de", "wie viele karten hat spieler 2", "Spieler 2 hat"),
    ("de", "Wie viele Karten hat Spieler 3?", "Spieler 3 hat"),
    ("en", "how many cards does player 2 have", "Player 2 has"),
    ("en", "How many cards has player 3?", "Player 3 has"),
])
def test_how_many_cards_a_player_holds_is_the_status_with_every_count(lang, asked, said):
    console = seated("mau-mau", lang)
    answer = " ".join(m.text for m in console.handle_line(asked))
    assert said in answer, answer


@pytest.mark.parametrize(("lang", "asked", "said"), [
    ("de", "was liegt", "Auf dem Stapel:"),
    ("de", "Was liegt oben?", "Auf dem Stapel:"),
    ("de", "was liegt auf dem stapel", "Auf dem Stapel:"),
    ("en", "what's on the pile", "On the pile:"),
    ("en", "what is on the table?", "On the pile:"),
])
def test_what_lies_on_the_pile_is_asked_as_pile_is(lang, asked, said):
    console = seated("mau-mau", lang)
    answer = " ".join(m.text for m in console.handle_line(asked))
    assert answer.startswith(said), answer


@pytest.mark.parametrize(("lang", "line"), [
    ("de", "wer hat das ass"),
    ("de", "wie spät ist es"),
    ("de", "was ist los"),
    ("en", "who is next"),
])
def test_a_question_word_is_no_slip_of_a_longer_command(lang, line):
    """A word of three letters alone may be a slip ("hel": help); at the head of a sentence
    it is a question word, and the line is no slip of wiederholen, wertung or the like."""
    assert close_command_words(line, lang) == []


@pytest.mark.parametrize(("lang", "typed", "offered"), [
    ("en", "hel", ["help"]),
    ("de", "hil", ["hilfe"]),
])
def test_three_letters_alone_are_still_offered_the_command(lang, typed, offered):
    assert close_command_words(typed, lang) == offered


@pytest.mark.parametrize(("game_id", "lang", "asked", "command"), [
    ("whist", "de", "wer ist frei", "frei"),
    ("whist", "de", "Wer ist wo frei?", "frei"),
    ("doppelkopf", "de", "wem fehlt eine farbe", "frei"),
    ("whist", "en", "who is void", "voids"),
    ("whist", "en", "Who is void in what?", "voids"),
    ("whist", "de", "Wer hat den Stich?", "stich"),
    ("doppelkopf", "de", "wer bekommt den stich", "stich"),
    ("whist", "en", "who is winning the trick?", "trick"),
    ("doppelkopf", "de", "wer ist re", "parteien"),
    ("doppelkopf", "de", "Wer spielt mit wem?", "parteien"),
    ("doppelkopf", "en", "who is kontra", "parties"),
    ("doppelkopf", "en", "who plays with whom?", "parties"),
])
def test_questions_at_the_table_are_asked_as_their_commands(game_id, lang, asked, command):
    """Playing Whist and Doppelkopf in German, "wer ist frei", "wer ist re" and "wer hat den
    Stich" were "Ich verstehe „wer ist frei“ nicht.": the answer of "frei", "parteien" and
    "stich" is what a player asking at the table wants."""
    console = seated(game_id, lang)
    expected = [m.text for m in console.handle_line(command)]
    assert [m.text for m in console.handle_line(asked)] == expected
