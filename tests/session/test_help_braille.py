"""Help on the braille line: every line fits two windows of a 40-cell display (80 cells), in
every game and both languages, and a long line is brailled in pieces that keep all its words."""

from __future__ import annotations

import pytest

from accessible_games.lineup import REGISTRY
from accessible_games.narration.message import Message
from accessible_games.session.commands import CommandKind, words_for
from accessible_games.session.console import Console, Seat, SeatKind
from tests.braille_cells import DISPLAY_CELLS, cells

TWO_WINDOWS = 2 * DISPLAY_CELLS


def _console(game_id: str, lang: str) -> Console:
    game = REGISTRY.create(game_id)
    return Console.local(game, [Seat(SeatKind.HUMAN)] * game.num_players, lang=lang, seed=1)


def _help(game_id: str, lang: str, more: tuple[str, ...] = ()) -> list[Message]:
    console = _console(game_id, lang)
    console.help_more = more
    return console.handle_line("help")


def _brailled(messages: list[Message]) -> list[tuple[str, str]]:
    """Each spoken line of ``messages`` with its braille lines joined: the pieces a line is
    brailled in follow it with no words of their own."""
    lines: list[tuple[str, str]] = []
    for message in messages:
        if message.text:
            lines.append((message.text, message.short))
        else:
            text, braille = lines[-1]
            lines[-1] = (text, f"{braille} {message.short}")
    return lines


@pytest.mark.parametrize("game_id", REGISTRY.ids())
@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_help_line_fits_two_windows_and_keeps_its_words(game_id, lang):
    """Kalah's "Type your move: a house number from 1 to 6. Or type a command; help and a
    command explains it, such as help go." took 115 cells (119 in German), the groups of
    commands up to 163, Doppelkopf's German moves 370: the display panned through three to
    five windows of one line. Each is now brailled in pieces of at most two windows."""
    messages = _help(game_id, lang, ("terminal.help.settings",))
    too_long = [(m.short, cells(m.short, lang)) for m in messages
                if cells(m.short, lang) > TWO_WINDOWS]
    assert not too_long
    for text, braille in _brailled(messages):
        assert braille == text  # the speech is unchanged and the braille keeps every word


@pytest.mark.parametrize(("lang", "lines"), [
    ("en", ["Type your move: a house number from 1 to 6.",
            "Or type a command; help and a command explains it, such as help go."]),
    ("de", ["Tippe deinen Zug: eine Hausnummer von 1 bis 6.",
            "Oder tippe einen Befehl; hilfe und ein Befehl erklärt ihn, etwa hilfe gehe."]),
])
def test_kalah_s_help_brailles_how_to_move_and_the_commands_on_lines_of_their_own(lang, lines):
    """How to move first, then the commands, each sentence a line; the voice says the line
    whole."""
    said = _help("kalah", lang)[:len(lines)]
    assert [m.short for m in said] == lines
    assert [m.text for m in said] == [" ".join(lines)] + [""] * (len(lines) - 1)


@pytest.mark.parametrize("game_id", ["checkers", "kalah", "mau-mau", "dog"])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_help_for_every_command_fits_two_windows_and_keeps_its_words(game_id, lang):
    """"help back" took 185 cells, "help help" 137, "help rules" 96: one command explained
    is brailled in pieces of two windows at most too."""
    console = _console(game_id, lang)
    asked = "help" if lang == "en" else "hilfe"
    for kind in CommandKind:
        words = words_for(kind, lang)
        if not words:
            continue
        messages = console.handle_line(f"{asked} {words[0]}")
        assert [m.short for m in messages if cells(m.short, lang) > TWO_WINDOWS] == [], kind
        for text, braille in _brailled(messages):
            assert braille == text, kind
