"""Long paragraphs reach the braille line in lines of two windows at most (80 cells): the
rules, what they say about a word, and help that reads the rules' paragraphs.

Dog's "rules king" was one message of 3823 cells (4022 in German), its whole rules one of
11842: a deafblind reader panned some three hundred windows of one message. Now each
paragraph is a message, spoken whole, and brailled in lines that end after a sentence, a
comma or a word (:func:`~accessible_games.session.braille_line.paragraph_lines`); the lines
after a paragraph's first have no words to say, and the display's keys step through them.
"""

from __future__ import annotations

import pytest

from accessible_games.lineup import REGISTRY
from accessible_games.narration.message import Message
from accessible_games.output.braille.translator import default_table
from accessible_games.session.console import Console, Seat, SeatKind
from accessible_games.session.words import rules_for_listening, rules_said_on
from tests.braille_cells import DISPLAY_CELLS, cells

TWO_WINDOWS = 2 * DISPLAY_CELLS
LANGS = ("en", "de")
RULES = {"en": "rules", "de": "regeln"}
HELP = {"en": "help", "de": "hilfe"}
KING = {"en": "king", "de": "könig"}


def _console(game_id: str, lang: str) -> Console:
    game = REGISTRY.create(game_id)
    return Console.local(game, [Seat(SeatKind.HUMAN)] * game.num_players, lang=lang, seed=1)


def _too_long(messages: list[Message], lang: str) -> list[tuple[int, str]]:
    return [(cells(m.short, lang), m.short[:60]) for m in messages
            if cells(m.short, lang) > TWO_WINDOWS]


def _lines_keep_the_paragraphs(messages: list[Message]) -> bool:
    """Whether the braille lines of ``messages``, the first one's text, are that text's
    paragraphs, each beginning a line and parted at blanks only."""
    paragraphs = [p for p in messages[0].text.split("\n") if p.strip()]
    lines = [m.short for m in messages]
    rebuilt: list[str] = []
    for paragraph in paragraphs:
        taken = []
        while lines and " ".join([*taken, lines[0]]) != paragraph and paragraph.startswith(
                " ".join([*taken, lines[0]]) + " "):
            taken.append(lines.pop(0))
        if lines:
            taken.append(lines.pop(0))
        rebuilt.append(" ".join(taken))
    return rebuilt == paragraphs and not lines


@pytest.mark.parametrize("lang", LANGS)
def test_rules_and_a_word_are_brailled_in_lines_of_two_windows(lang):
    console = _console("dog", lang)
    messages = console.handle_line(f"{RULES[lang]} {KING[lang]}")
    assert _too_long(messages, lang) == []
    # Spoken whole, as before; on the braille line each paragraph begins a line.
    assert messages[0].text == rules_said_on("dog", lang, KING[lang])
    assert [m.text for m in messages[1:]] == [""] * (len(messages) - 1)
    assert _lines_keep_the_paragraphs(messages)
    first = {"en": ['The rules mention "king" in 5 paragraphs:',
                    "Cards. king: a marble out of the kennel onto the start field,",
                    "or 13 fields forward"],
             "de": ["Die Regeln nennen „könig“ in 4 Absätzen:",
                    "Karten. König: eine Kugel aus dem Zwinger auf das Startfeld,",
                    "oder 13 Felder vorwärts"]}[lang]
    assert [m.short for m in messages[:3]] == first
    # "repeat" says it again, line by line.
    assert console.handle_line("repeat" if lang == "en" else "nochmal") == messages


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game_id", ["dog", "doppelkopf", "kalah"])
def test_the_whole_rules_are_brailled_in_lines_of_two_windows(game_id, lang):
    messages = _console(game_id, lang).handle_line(RULES[lang])
    assert _too_long(messages, lang) == []
    assert messages[0].text == rules_for_listening(game_id, lang)
    assert _lines_keep_the_paragraphs(messages)


@pytest.mark.parametrize("lang", LANGS)
def test_help_with_a_word_of_the_rules_begins_each_paragraph_on_a_line_of_its_own(lang):
    """"help king" explains that king is no command and reads the rules' paragraphs on it:
    its braille lines ran across the paragraphs, one ending in the middle of the next."""
    messages = _console("dog", lang).handle_line(f"{HELP[lang]} {KING[lang]}")
    assert _too_long(messages, lang) == []
    assert not [m for m in messages if "\n" in m.short]
    assert messages[0].text.endswith(rules_said_on("dog", lang, KING[lang]))
    assert _lines_keep_the_paragraphs(messages)


@pytest.mark.parametrize("lang", LANGS)
def test_a_paragraph_is_parted_after_a_sentence_then_a_comma_then_a_word(lang):
    from accessible_games.session.braille_line import line_pieces, paragraph_lines

    table = default_table(lang)
    sentence = "Seeds go round one by one."
    long = ("When the last seed lands in an empty house of your own, you take it, the seeds "
            "opposite and every seed of the houses beside it too, "
            "whatever the other side says about it")
    pieces = line_pieces(f"{sentence} {sentence} {long}", table)
    assert pieces[0] == f"{sentence} {sentence}"  # after the sentences, not at a word
    assert pieces[1].endswith(",")  # after a comma
    assert " ".join(pieces) == f"{sentence} {sentence} {long}"
    assert all(cells(piece, lang) <= TWO_WINDOWS for piece in pieces)
    said = paragraph_lines(f"{sentence}\n\n{long}", table)
    assert said[0] == Message(f"{sentence}\n\n{long}", brief=sentence)
    assert [m.text for m in said[1:]] == [""] * (len(said) - 1)
    assert " ".join(m.short for m in said[1:]) == long
