"""The dice as a zone of the console: F6 or ``zone`` reaches it after the board (and the
choices), left and right walk its lines, Enter repeats one; each line is spoken and brailled.

Goldens in both languages pin the words; the inline checks are worked by hand from positions
whose consequences are known (the capture position of test_narration.py).
"""

from __future__ import annotations

import pytest

from accessible_games.lineup import REGISTRY
from accessible_games.narration.message import MessageKind
from accessible_games.session.board_commands import ZoneKind
from accessible_games.session.console import Console, Seat, SeatKind
from tests.games.rakado.helpers import position
from tests.games.rakado.test_narration import CAPTURE
from tests.golden import assert_golden

LANGS = ("en", "de")


def said(messages) -> list[str]:
    """Each message as spoken, then as brailled (its brief form)."""
    return [f"{m.text} | braille: {m.short}" for m in messages]


def console_at(state, lang: str = "en", seed: int = 3) -> Console:
    return Console.local(state.game, [Seat(SeatKind.HUMAN)] * state.game.num_players,
                         lang=lang, seed=seed, state=state)


@pytest.mark.parametrize("lang", LANGS)
def test_golden_dice_zone(lang):
    # White has rolled 4: f5 must take f9 (4 straight ahead); a2, c4 and k8 could step 4 but
    # may not; c3 (c4 in the way) and k4 (k8, its own piece, on the landing square) are
    # blocked; f16 is home and not counted.
    console = console_at(position(CAPTURE, "a", roll=4), lang)
    lines: list[str] = []
    console.opening()
    for typed in ("zone", "right", "right", "right", "right", "right", "right", "right",
                  "select", "left", "zone", "zone"):
        lines.append(f"> {typed}")
        lines += said(console.handle_line(typed))
    lines.append("> f5xf9")
    console.handle_line("f5xf9")
    for typed in ("zone", "zone", "right", "right", "right"):
        lines.append(f"> {typed}")
        lines += said(console.handle_line(typed))
    assert_golden(f"rakado/dice_zone.{lang}", lines)


def test_the_zone_tells_the_roll_its_captures_and_blocked_pieces():
    console = console_at(position(CAPTURE, "a", roll=4))
    console.opening()
    entered = console.handle_line("zone")
    assert console.zone is ZoneKind.DICE
    assert entered[0].text == "Dice."
    seen = [entered[1].short]
    for _ in range(8):
        seen.append(console.handle_line("right")[0].short)
    # The capture is compulsory: the only move there is.
    assert seen[0] == "You rolled 4 and must capture: f5 takes f9."
    assert "c3" in seen[1] and "c4" in seen[1] and "k4" in seen[2] and "k8" in seen[2]
    # The walk stops at the last line (the last rolls) and stays there.
    assert seen[-1] == seen[-2]
    # The game started from a position already rolled: no roll is in its history yet.
    assert seen[-1] == "No roll is in the game's history yet."
    # Enter repeats the line; it never plays a move from the dice zone.
    key = console.state.key()
    assert console.handle_line("select")[0].short == seen[-1]
    assert console.state.key() == key
    # F6 again goes back to the board, where the cursor was.
    assert console.handle_line("zone")[0].text.startswith("Board, ")
    assert console.zone is ZoneKind.BOARD


def test_the_last_rolls_are_those_heard_newest_first():
    game = REGISTRY.create("rakado")
    console = Console.local(game, [Seat(SeatKind.HUMAN)] * 2, seed=11)
    console.opening()
    faces = []
    for _ in range(5):
        faces.append((console.state.seat, console.state.roll))
        console.handle_line(console.state.legal_moves()[0].notation)
    faces.append((console.state.seat, console.state.roll))
    console.handle_line("zone")
    last = console.dice_lines()[-1]
    names = {0: "White", 1: "Black"}
    expected = ", ".join(f"{names[s]} {r}" for s, r in reversed(faces))
    # "The last 6 rolls, newest first: Black 3, White 5, ... and White 2."
    assert last.startswith("The last 6 rolls, newest first: ")
    listed = last.removeprefix("The last 6 rolls, newest first: ").rstrip(".")
    assert listed.replace(", and ", ", ").replace(" and ", ", ") == expected


@pytest.mark.parametrize(("lang", "word"), [("en", "Last rolls: "), ("de", "Letzte Würfe: ")])
def test_the_last_rolls_are_brailled_in_two_windows(lang, word):
    """"The last 6 rolls, newest first: Black 3, White 5, ... and White 2." took 103 cells on
    the braille line; it is the rolls alone, newest first, with commas."""
    from tests.braille_cells import DISPLAY_CELLS, cells

    game = REGISTRY.create("rakado")
    console = Console.local(game, [Seat(SeatKind.HUMAN)] * 2, lang=lang, seed=11)
    console.opening()
    for _ in range(5):
        console.handle_line(console.state.legal_moves()[0].notation)
    console.handle_line("zone")
    for _ in range(8):
        shown = console.handle_line("right")[0]
    names = [console.describer.player(seat) for seat in (0, 1)]
    assert shown.short.startswith(word) and shown.text != shown.short
    rolls = shown.short.removeprefix(word).rstrip(".").split(", ")
    assert len(rolls) == 6 and all(roll.rsplit(" ", 1)[0] in names for roll in rolls)
    assert cells(shown.short, lang) <= 2 * DISPLAY_CELLS


def test_a_game_without_dice_has_no_dice_zone():
    console = Console.local(REGISTRY.create("checkers"), [Seat(SeatKind.HUMAN)] * 2)
    console.opening()
    console.handle_line("zone")
    assert console.zone is not ZoneKind.DICE
    console.handle_line("zone")
    assert console.zone is ZoneKind.BOARD


@pytest.mark.parametrize(("lang", "few", "many"), [
    ("en", "One piece is blocked: a1.", "6 pieces are blocked."),
    ("de", "Eine Figur ist blockiert: a1.", "6 Figuren sind blockiert."),
])
def test_a_few_blocked_pieces_are_named_and_many_counted(lang, few, many):
    """Rolling 1, a piece with its own piece straight ahead is blocked: one (a1 behind a2) is
    named, six (a1 to f1 behind a2 to f2) only counted, as the pieces that can move are."""
    one = position({"a1": "a", "a2": "a", "p16": "b"}, "a", roll=1)
    six = position({**{f"{c}1": "a" for c in "abcdef"}, **{f"{c}2": "a" for c in "abcdef"},
                    "p16": "b"}, "a", roll=1)
    describer = console_at(one, lang).describer
    assert describer.roll_lines(one, 0, 1)[-1] == few
    assert describer.roll_lines(six, 0, 1)[-1] == many


def test_the_zone_says_its_edge():
    """Right at the last line used to repeat it as if the cursor had moved; the hand and the
    board say their edge, and so does the dice zone."""
    from accessible_games.session.commands import Command, CommandKind

    for lang, edge in (("en", "Edge. "), ("de", "Rand. ")):
        s = Console.local(REGISTRY.create("rakado"), [Seat(SeatKind.HUMAN)] * 2, lang=lang,
                          seed=11)
        s.opening()
        s.handle_line(s.observation.legal_moves[0].notation)
        s.handle(Command(CommandKind.ZONE, ""))
        last = s.handle(Command(CommandKind.RIGHT, ""))[0]
        beyond = s.handle(Command(CommandKind.RIGHT, ""))[0]
        assert last.text.endswith("(2 of 2)" if lang == "en" else "(2 von 2)")
        assert beyond.kind is MessageKind.EDGE and beyond.text.startswith(edge)
        assert last.text.startswith(beyond.text.removeprefix(edge))  # spoken whole
        assert beyond.short == last.brief  # brailled as the line is
