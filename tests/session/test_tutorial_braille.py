"""The tutorial on the braille line, measured in cells: a deafblind pupil reads each step and
introduction on a 40-cell display, so each fits two windows (80 cells), the instruction first;
speech keeps its whole sentence."""

from __future__ import annotations

import pytest

from accessible_games.lineup import ENTRIES, REGISTRY
from accessible_games.narration.message import Message
from accessible_games.session.commands import CommandKind, parse_command, words_for
from accessible_games.session.console import Console
from accessible_games.session.tutorial import Tutorial, tutorial_seats
from tests.braille_cells import DISPLAY_CELLS, cells

BRAILLE_CELLS = 2 * DISPLAY_CELLS

def said(game_id: str, lang: str, typed: bool) -> list[tuple[str, Message]]:
    """Every line of the game's tutorial, each with its name: the start, the introductions,
    each step as it is said at the pupil's first turn, and the last step's end (skipped, or
    done)."""
    game = REGISTRY.create(game_id)
    console = Console.local(game, tutorial_seats(game), lang=lang, seed=3)
    console.typed_only = typed
    console.opening()
    while console.computer_to_move():
        console.computer_move()
    tutorial = Tutorial(console)
    console.tutorial = tutorial
    lines = list(zip(("start", "introduction", "hand"), tutorial.introduction()))
    for index, step in enumerate(tutorial.steps):
        tutorial.index = index
        lines.append((step.name, tutorial._step_message()))
    lines.append(("skipped.last", tutorial.skip()[-1]))
    tutorial.index -= 1
    lines.append(("done", tutorial.after(parse_command(words_for(CommandKind.HINT, lang)[0]),
                                         len(console.table.history))[-1]))
    return lines


@pytest.mark.parametrize("typed", [False, True], ids=["window", "typed"])
@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game_id", [entry.game.id for entry in ENTRIES])
def test_every_tutorial_line_fits_two_windows(game_id: str, lang: str, typed: bool) -> None:
    long = [(name, cells(m.short, lang), m.short) for name, m in said(game_id, lang, typed)
            if cells(m.short, lang) > BRAILLE_CELLS]
    assert not long


@pytest.mark.parametrize(("game_id", "lang", "name", "spoken", "line", "count"), [
    ("checkers", "en", "hint",
     "Step 5 of 5: ask the computer for a good move: type hint (the key H); you can type "
     "back the move it names.",
     "Step 5 of 5: type hint for a good move (key H); type it back to play.", 75),
    ("checkers", "de", "hint",
     "Schritt 5 von 5: Frage den Computer nach einem guten Zug: Tippe tipp (die Taste H); den "
     "genannten Zug kannst du so abtippen.",
     "Schritt 5 von 5: Tippe tipp für einen guten Zug (Taste H), dann tippe ihn ab.", 76),
    ("mau-mau", "en", "introduction",
     "In Mau Mau you play a card of the same suit or rank as the top of the pile, or draw a "
     "card when you cannot; what a special card does is said when it is played. Say Mau with "
     "your last-but-one card; whoever is first rid of their cards wins.",
     "Play the pile's suit or rank, or draw; say Mau with your last-but-one card.", 77),
    ("mau-mau", "de", "introduction",
     "Bei Mau-Mau legst du eine Karte derselben Farbe oder desselben Werts auf den Stapel, "
     "oder du ziehst eine Karte, wenn du nicht kannst; was eine besondere Karte bewirkt, wird "
     "gesagt, wenn sie fällt. Sage Mau mit deiner vorletzten Karte; wer zuerst alle Karten "
     "los ist, gewinnt.",
     "Lege gleiche Farbe oder gleichen Wert, sonst ziehe; sage Mau bei der vorletzten Karte.",
     78),
    ("checkers", "en", "start",
     "The first moves of Checkers (English draughts) in 5 steps: each says what to try, and "
     "every command works as usual meanwhile.",
     "First moves of Checkers: 5 steps; all commands work as usual.", 64),
    ("checkers", "de", "start",
     "Die ersten Züge von Dame (englische Regeln) in 5 Schritten: Jeder sagt, was du "
     "probieren sollst, und alle Befehle gehen dabei wie sonst.",
     "Erste Züge von Englische Dame: 5 Schritte; alle Befehle gehen wie sonst.", 66),
])
def test_a_tutorial_line_reads_its_instruction_in_two_windows(
        game_id: str, lang: str, name: str, spoken: str, line: str, count: int) -> None:
    """The hint step was 112 cells, Mau Mau's introduction 243, the start 131: the braille
    line now names the instruction in fewer words, and speech keeps the whole sentence."""
    message = dict(said(game_id, lang, typed=False))[name]
    assert (message.text, message.short, cells(message.short, lang)) == (spoken, line, count)
