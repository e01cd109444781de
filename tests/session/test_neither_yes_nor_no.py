"""A line that is neither yes nor no at a question of the game ("Diese Partie beenden?").
Play-testing Whist, "clear" typed there was told "„clear“ ist weder ja noch nein, also gilt
die Frage als mit nein beantwortet; gezogen wird es auch nicht. Um es zu ziehen, tippe es
noch einmal.": clear is no move at all, typed again it is not understood, and at a card
table "ziehen" is drawing a card."""

from __future__ import annotations

import pytest

from tests.consoles import seated

QUIT = {"en": "quit", "de": "ende"}


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "“clear” is neither yes nor no, so the question is answered no."),
    ("de", "„clear“ ist weder ja noch nein, also gilt die Frage als mit nein beantwortet."),
])
def test_a_line_that_is_no_move_is_not_offered_to_be_played(lang, said):
    console = seated("whist", lang, 3)
    console.handle_line(QUIT[lang])
    answer = console.handle_line("clear")
    assert answer[0].text == said
    assert console.confirming is None


def test_a_card_typed_at_a_question_is_told_in_words_of_a_card_game():
    console = seated("whist", "de", 3)
    card = console.describer.move_text(console.observation.legal_moves[0])
    console.handle_line("ende")
    answer = console.handle_line(card)[0]
    assert answer.text.startswith(f"„{card}“ ist weder ja noch nein")
    assert "zieh" not in answer.text and "gezogen" not in answer.text, answer.text
    assert "zieh" not in answer.short, answer.short
