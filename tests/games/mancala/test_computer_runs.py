"""The computer's turn of many sowings (each last seed in its store, another go), told as a
summary and its last sowing; ``last`` says the summary again, then every sowing."""

from __future__ import annotations

import pytest

from accessible_games.games.mancala.board import NORTH
from accessible_games.narration.describer import Verbosity
from accessible_games.session.console import Console
from tests.braille_cells import cells
from tests.clocks import ticking_clocks

SUMMARY = {
    "en": "North sows {n} times in a row, {seeds} seeds into North's store in all. "
          "Type last{key} to hear each sowing.",
    "de": "Nord sät {n}-mal hintereinander, insgesamt {seeds} Samen in den Nordspeicher. "
          "Tippe letzter{key}, um jede Aussaat zu hören.",
}
KEY = {"en": " (the key L)", "de": " (die Taste L)"}
BRIEF = {"en": "North: {n} sowings, +{seeds} in store. Each: type last.",
         "de": "Nord: {n} Aussaaten, +{seeds} im Speicher. Einzeln: Tippe letzter."}
LAST = {"en": "last", "de": "letzter"}
GOES_ON = {"en": "North sows more than once in a row.", "de": "Nord sät mehrmals hintereinander."}
"""Said as soon as the computer's first sowing ends in its store: its thinking through the
rest of the run was silence (a strong Congkak run took 14 s)."""


def _after_the_computers_turn(lang: str, monkeypatch: pytest.MonkeyPatch,
                              verbosity: Verbosity = Verbosity.NORMAL, typed_only: bool = False
                              ) -> tuple[Console, list[str], list[str]]:
    """Congkak against level 2 from seed 3: the player sows house 7, the computer sows
    again and again. What was said after the player's own sowing, and its braille lines."""
    from accessible_games.lineup import REGISTRY
    from accessible_games.session.console import Seat, SeatKind

    ticking_clocks(monkeypatch)
    console = Console.local(REGISTRY.create("congkak"),
                            [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 2)], lang=lang,
                            seed=3)
    console.set_verbosity(verbosity)
    console.typed_only = typed_only  # the terminal's lines: no window key to name
    console.opening()
    console.handle_line("7")
    said = []
    while console.computer_to_move():
        said += console.computer_move()
    return console, [m.text for m in said], [m.brief or m.text for m in said]


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("typed_only", [False, True])
def test_a_long_turn_of_the_computer_is_summed_up_before_its_last_sowing(
        lang: str, typed_only: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    """The computer's seven sowings were seven sentences and seven braille lines in a row,
    more than a listener can follow. Now one sentence says how many and what they brought
    into the store, then the last sowing says how the turn ended, then whose turn it is.
    The window's key is named where there is a window."""
    console, said, briefs = _after_the_computers_turn(lang, monkeypatch, typed_only=typed_only)
    sowings = [h for h in console.heard if h.mover == NORTH]
    assert len(sowings) >= 3
    seeds = console.state.store(NORTH)  # North's store was empty before its turn
    key = "" if typed_only else KEY[lang]
    assert said[0] == GOES_ON[lang]
    assert said[1] == SUMMARY[lang].format(n=len(sowings), seeds=seeds, key=key)
    assert briefs[1] == BRIEF[lang].format(n=len(sowings), seeds=seeds)
    assert said[2] == sowings[-1].message.text
    assert said[3:] == [console.turn_text()]
    assert all(cells(line, lang) <= 80 for line in briefs)


RETOLD = {
    "en": ("North sows {n} times in a row, {seeds} seeds into North's store in all. Each "
           "sowing, first to last:", "{number} of {n}: {sowing}",
           "North: {n} sowings, +{seeds} in store. Each:"),
    "de": ("Nord sät {n}-mal hintereinander, insgesamt {seeds} Samen in den Nordspeicher. "
           "Jede Aussaat, von der ersten an:", "{number} von {n}: {sowing}",
           "Nord: {n} Aussaaten, +{seeds} im Speicher. Einzeln:"),
}
SINCE = {"en": "since", "de": "seit"}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_last_sums_up_the_computers_turn_then_tells_each_sowing_numbered(
        lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """``last`` read the twelve sowings one after the other, nothing before them to say how
    many were coming (Congkak's computer sows up to 27 times in a turn). Now the summary comes
    first, then each sowing as a message of its own, which the next key cuts short, numbered
    ("3 of 12: ..."; the braille line "3/12 North: house 4, ..."). ``since`` tells it alike."""
    console, _, _ = _after_the_computers_turn(lang, monkeypatch)
    sowings = [h.message for h in console.heard if h.mover == NORTH]
    seeds = console.state.store(NORTH)
    summary, step, brief = RETOLD[lang]
    n = len(sowings)
    told = console.handle_line(LAST[lang])
    assert [m.text for m in told] == [summary.format(n=n, seeds=seeds)] + [
        step.format(number=i, n=n, sowing=m.text) for i, m in enumerate(sowings, 1)]
    assert [m.short for m in told[:2]] == [brief.format(n=n, seeds=seeds),
                                           f"1/{n} {sowings[0].short}"]
    assert all(cells(m.short, lang) <= 80 for m in told)
    assert [m.text for m in console.handle_line(SINCE[lang])] == [m.text for m in told]


def test_at_the_verbose_level_each_sowing_is_told(monkeypatch: pytest.MonkeyPatch) -> None:
    console, said, _ = _after_the_computers_turn("en", monkeypatch, Verbosity.VERBOSE)
    sowings = [h.message.text for h in console.heard if h.mover == NORTH]
    assert said == [GOES_ON["en"], *sowings, console.turn_text()]


@pytest.mark.parametrize(("lang", "undo", "said", "brief"), [
    ("en", "undo", "Taken back: your sowing from house 1 and North's 2 sowings, from houses "
     "{first} and {second}.", "Back: your house 1, North houses {first} and {second}."),
    ("de", "rückgängig", "Zurückgenommen: deine Aussaat aus Haus 1 und die 2 Aussaaten von "
     "Nord, aus den Häusern {first} und {second}.",
     "Zurück: dein Haus 1, Nord Häuser {first} und {second}."),
])
def test_undo_names_the_sowings_it_took_back_by_their_houses(
        lang: str, undo: str, said: str, brief: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Kalah: undo said "2 moves taken back." for the player's sowing and the computer's two
    (its first ended in its store). Now the houses sown, as each side counts them."""
    from accessible_games.lineup import REGISTRY
    from accessible_games.session.console import Seat, SeatKind

    ticking_clocks(monkeypatch)
    console = Console.local(REGISTRY.create("kalah"),
                            [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)], lang=lang,
                            seed=3)
    console.opening()
    console.handle_line("1")
    while console.computer_to_move():
        console.computer_move()
    first, second = [t.move.notation for t in console.table.history if t.mover == NORTH]
    answer = console.handle_line(undo)[0]
    values = {"first": first, "second": second}
    assert (answer.text, answer.brief) == (said.format(**values), brief.format(**values))
