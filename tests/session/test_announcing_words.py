"""An announcement typed with the words said around it: "Re ansagen", "ansagen keine 90",
"announce no 90", "say no 90". Before, "ansagen keine 90" (the announcements question with
words after it) answered the question and silently left the announcement out, and "keine 90
ansagen" and "announce no 90" were not read."""

from __future__ import annotations

import pytest

from accessible_games.games.cards.doppelkopf.moves import Announce
from tests.session.test_card_heights import table


def leading_re(lang: str):
    """Doppelkopf, seed 1: the seat (Re, its partner has said Re) takes the first trick and
    leads, and may still say no 90."""
    console = table("doppelkopf", lang, seed=1)
    console.handle_line("high" if lang == "en" else "die höchste")
    while console.computer_to_move():
        console.computer_move()
    return console


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("de", "ansagen keine 90", "Du sagst keine 90. Damit sind Ost und West Kontra."),
    ("de", "keine 90 ansagen", "Du sagst keine 90. Damit sind Ost und West Kontra."),
    ("de", "sage keine 90 an", "Du sagst keine 90. Damit sind Ost und West Kontra."),
    ("en", "announcements no 90", "You say no 90. So East and West are Kontra."),
    ("en", "announce no 90", "You say no 90. So East and West are Kontra."),
    ("en", "say no 90", "You say no 90. So East and West are Kontra."),
])
def test_an_announcement_with_its_verb_is_made(lang, typed, said):
    console = leading_re(lang)
    before = len(console.table.history)
    assert console.handle_line(typed)[0].text == said
    assert len(console.table.history) == before + 1
    assert isinstance(console.table.history[-1].move, Announce)


@pytest.mark.parametrize(("lang", "typed"), [("de", "re ansagen"), ("en", "announce re")])
def test_an_announcement_already_made_is_refused_with_its_verb_too(lang, typed):
    console = leading_re(lang)
    before = len(console.table.history)
    assert console.handle_line(typed)[0].text in ("Das hat deine Partei schon gesagt.",
                                                  "Your party has already said that.")
    assert len(console.table.history) == before


def test_the_question_with_a_number_plays_no_card_where_nothing_is_announced():
    """"deadline 3" in Whist is not the third card of the hand."""
    console = table("whist", "en")
    before = len(console.table.history)
    assert [m.text for m in console.handle_line("deadline 3")] == ["Whist has no such question."]
    assert len(console.table.history) == before
