"""How one wins, looked up in the rules of every game in both languages: "rules win", "how do
I win", "wie gewinne ich"."""

from __future__ import annotations

import pytest

from accessible_games.lineup import REGISTRY
from accessible_games.session.commands import CommandKind, parse_command
from accessible_games.session.rules_lookup import HEADING, TEXT, about_winning, look_up
from accessible_games.session.words import rules_blocks, rules_on
from tests.session.test_rules_lookup import said

GAMES = [game_id for game_id in REGISTRY.ids() if rules_blocks(game_id, "en") is not None]

ENDING = [("The end of the game.", HEADING),
          ("The player to move who has no legal move loses.", TEXT),
          ("The window.", HEADING),
          ("Close it to stop.", TEXT)]


@pytest.mark.parametrize("query", ["win", "wins", "winning", "gewinnen", "gewinnt", "Sieg"])
def test_a_word_of_winning_finds_where_the_rules_say_who_wins_or_loses(query):
    """"rules win" found nothing where the rules say who loses (draughts), and "win", a short
    word found only whole, missed "wins"."""
    assert look_up(ENDING, query, most=4).lines == (
        "The end of the game. The player to move who has no legal move loses.",)


def test_the_words_a_question_is_asked_with_are_left_out():
    assert look_up(ENDING, "how do I win", most=4).total == 1
    assert look_up(ENDING, "wie gewinne ich", most=4).total == 1
    assert look_up(ENDING, "the window", most=4).total == 1  # "the" alone is not all


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_s_rules_say_how_to_win(game_id, lang):
    word = "win" if lang == "en" else "gewinnen"
    assert look_up(rules_blocks(game_id, lang) or [], word, most=4).total >= 1


@pytest.mark.parametrize(("line", "word"), [
    ("how do I win?", "win"), ("How can I win", "win"), ("wie gewinne ich?", "gewinnen"),
    ("Wie gewinnt man", "gewinnen"),
])
def test_how_to_win_asked_as_a_question_looks_up_the_rules(line, word):
    command = parse_command(line)
    assert (command.kind, command.argument) == (CommandKind.RULES, word)


@pytest.mark.parametrize(("lang", "line", "first"), [
    ("en", "how do I win?", "What the rules say about winning and losing:"),
    ("de", "wie gewinne ich", "Was die Regeln über Gewinnen und Verlieren sagen:"),
])
def test_the_question_is_answered_with_the_end_of_the_game(lang, line, first):
    lines = said("checkers", lang, line)[0].split("\n")
    assert lines[0] == first
    assert lines[1].startswith("The end of the game." if lang == "en" else "Ende der Partie.")


@pytest.mark.parametrize(("lang", "query", "heading"), [
    ("en", "how do I win", "What the rules say about winning and losing:"),
    ("en", "win", "What the rules say about winning and losing:"),
    ("de", "wie gewinne ich", "Was die Regeln über Gewinnen und Verlieren sagen:"),
])
def test_winning_looked_up_is_headed_as_winning_and_losing(lang, query, heading):
    """The heading said 'The rules mention "how do I win" once:' over a paragraph on who
    loses (draughts)."""
    found = rules_on("checkers", lang, query)
    assert found is not None
    first, paragraph = found.split("\n")[:2]
    assert first == heading
    assert "lose" in paragraph or "verliert" in paragraph


def test_another_word_keeps_the_heading_that_names_it():
    found = rules_on("kalah", "en", "sow")
    assert found is not None and found.startswith('The rules mention "sow"')
    assert not about_winning("sow") and about_winning("wins") and about_winning("how do I win")
