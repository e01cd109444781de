"""The terminal's choice of games on the braille line: every message within two windows of a
40-cell display (80 cells).

The help at the choice of games was a line of 267 cells ("Other words: list to hear the
games again, ..."), the question's help 237, "rules dog king" one line of 3821, a game's
summary up to 297 (Dog: "You chose Dog. A race for four ..."), the opponent's question 94
and Kalah's German options prompt 82. A long line is now parted into braille lines that end
after a sentence, a comma or a word (the words spoken are the same); the opponent's question
and the options prompt have brief forms.
"""

from __future__ import annotations

import io
from collections.abc import Iterable

import pytest

from accessible_games.frontends.terminal import LineIO
from accessible_games.frontends.terminal_menu import menu
from accessible_games.lineup import listed_ids
from accessible_games.narration.catalog import catalog
from accessible_games.narration.message import Message
from tests.braille_cells import DISPLAY_CELLS, cells

TWO_WINDOWS = 2 * DISPLAY_CELLS


class HeardIO(LineIO):
    """Typed lines in, and every message said kept as the player gets it."""

    def __init__(self, typed: list[str]) -> None:
        super().__init__(io.StringIO("".join(line + "\n" for line in typed)), io.StringIO())
        self.heard: list[Message] = []

    def say(self, messages: Iterable[Message]) -> None:
        messages = list(messages)
        self.heard += messages
        super().say(messages)


def heard_at_the_menu(lang: str, typed: list[str]) -> list[Message]:
    lines = HeardIO(typed)
    menu(listed_ids(), lang, lines, lambda game, seats: None, resume=lambda: "",
         saved=lambda text: None)
    return lines.heard


def too_long(messages: list[Message], lang: str) -> list[tuple[int, str]]:
    return [(cells(m.short, lang), m.short[:50]) for m in messages
            if cells(m.short, lang) > TWO_WINDOWS]


def spoken(messages: list[Message]) -> list[str]:
    return [m.text for m in messages if m.text]


SCRIPTS = {
    "en": ["help", "rules dog king", "dog", "?", "rules", "options", "?", "1", "?", "",
           "done", "quit"],
    "de": ["hilfe", "regeln dog könig", "dog", "?", "regeln", "optionen", "?", "1", "?", "",
           "fertig", "ende"],
}


@pytest.mark.parametrize("lang", ("en", "de"))
def test_every_line_of_the_menu_its_help_and_the_rules_fits_two_windows(lang):
    heard = heard_at_the_menu(lang, SCRIPTS[lang])
    assert len(heard) > 200  # the rules were read
    assert too_long(heard, lang) == []
    assert not [m for m in heard if "\n" in m.short]  # a paragraph begins a line


@pytest.mark.parametrize("lang", ("en", "de"))
def test_the_help_is_spoken_as_before_and_brailled_in_lines(lang):
    cat = catalog(lang)
    heard = heard_at_the_menu(lang, [SCRIPTS[lang][0], SCRIPTS[lang][-1]])
    words = cat.text("menu.help.words")
    assert words in spoken(heard)
    at = next(n for n, m in enumerate(heard) if m.text == words)
    lines = [heard[at].short]
    for message in heard[at + 1:]:
        if message.text:
            break
        lines.append(message.short)
    assert " ".join(lines) == words  # every word kept, in lines of two windows
    assert len(lines) >= 4


@pytest.mark.parametrize(("lang", "first"), [
    ("en", ["You chose Dog.",
            "A race for four in two partnerships with cards instead of dice:"]),
    ("de", ["Du hast Dog gewählt.",
            "Ein Rennen für vier in zwei Partnerschaften mit Karten statt Würfeln:"]),
])
def test_the_chosen_game_s_summary_is_brailled_in_lines(lang, first):
    cat = catalog(lang)
    heard = heard_at_the_menu(lang, ["dog", SCRIPTS[lang][-1]])
    summary = cat.text("menu.summary", game="Dog", summary=cat.text("game.dog.summary"))
    at = spoken(heard).index(summary)
    said = [m for m in heard if m.text == summary]
    start = heard.index(said[0])
    assert [m.short for m in heard[start:start + 2]] == first
    assert at >= 0 and too_long(heard, lang) == []


@pytest.mark.parametrize(("lang", "question", "prompt"), [
    ("en", "Against the computer or a person at this keyboard? Type c or p.",
     "Type 1 or 2 to change an option, or done to keep the rules."),
    ("de", "Gegen den Computer oder einen Menschen an dieser Tastatur? Tippe c oder m.",
     "Tippe 1 oder 2 für eine Option, oder fertig, um die Regeln so zu lassen."),
])
def test_the_opponent_question_and_the_options_prompt_are_brief_on_the_braille_line(
        lang, question, prompt):
    cat = catalog(lang)
    typed = ["kalah", "options" if lang == "en" else "optionen",
             "done" if lang == "en" else "fertig", SCRIPTS[lang][-1]]
    heard = heard_at_the_menu(lang, typed)
    asked = [m for m in heard if m.text == cat.text("menu.choose_opponent")]
    assert asked and {m.short for m in asked} == {question}
    prompted = [m for m in heard if m.text == cat.text("menu.options.prompt.two")]
    assert prompted and {m.short for m in prompted} == {prompt}
    assert too_long(heard, lang) == []
