"""board, row, column, pieces, captures, threats on the braille line: every line within two
windows of a 40-cell display (80 cells), a long answer going on in lines of its own that
speech does not repeat.

A newcomer read Arimaa's board on the display: "Rank 8: a8 dog (silver), b8 horse (silver),
..." took 180 cells, Mad Mate's first rank 146, Alquerque's middle row 235; nine board
games had such rows at their start. Arimaa's pieces took 211, Tablut's captures 145."""

from __future__ import annotations

import pytest

from accessible_games.lineup import REGISTRY
from accessible_games.session.console import Console, Seat, SeatKind
from tests.braille_cells import cells

BOARD_GAMES = [game_id for game_id in REGISTRY.ids()
               if REGISTRY.create(game_id).family != "cards"]


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game_id", BOARD_GAMES)
def test_answers_that_name_places_fit_two_windows(game_id, lang):
    game = REGISTRY.create(game_id)
    console = Console.local(game, [Seat(SeatKind.HUMAN)] * game.num_players, lang=lang, seed=1)
    console.opening()
    for asked in (("board", "brett"), ("row", "reihe"), ("column", "spalte"),
                  ("pieces", "steine"), ("pieces opponent", "steine gegner"),
                  ("captures", "schlagen"), ("threats", "drohungen"),
                  ("details", "besonderes"), ("look", "schau"), ("dice", "würfel")):
        said = console.handle_line(asked[lang == "de"])
        assert said[0].text, asked
        long = [m.short for m in said if cells(m.short, lang) > 80]
        assert long == [], asked


@pytest.mark.parametrize(("lang", "lines"), [
    ("en", ["Rank 8: a8 dog (silver), b8 horse (silver),",
            "c8 cat (silver), d8 camel (silver), e8 elephant (silver),",
            "f8 cat (silver), g8 horse (silver), h8 dog (silver)."]),
    ("de", ["Reihe 8: a8 Hund (Silber), b8 Pferd (Silber),",
            "c8 Katze (Silber), d8 Kamel (Silber), e8 Elefant (Silber),",
            "f8 Katze (Silber), g8 Pferd (Silber), h8 Hund (Silber)."]),
])
def test_a_long_row_is_parted_after_a_place_s_piece(lang, lines):
    """Each braille line begins at a place: the row was brailled whole, and parted at any
    word it would have left "(silver)" at the head of a line."""
    game = REGISTRY.create("arimaa")
    console = Console.local(game, [Seat(SeatKind.HUMAN)] * 2, lang=lang, seed=1)
    said = console.handle_line("row 8" if lang == "en" else "reihe 8")
    assert [m.short for m in said] == lines
    assert [m.text for m in said] == [" ".join(lines), "", ""]


@pytest.mark.parametrize(("lang", "lines"), [
    ("en", ["Column e: e1, attacker; e2, attacker; e3, defender; e4, defender;",
            "e5, king; e6, defender; e7, defender; e8, attacker; e9, attacker."]),
    ("de", ["Spalte e: e1, Angreifer; e2, Angreifer; e3, Verteidiger; e4, Verteidiger;",
            "e5, König; e6, Verteidiger; e7, Verteidiger; e8, Angreifer; e9, Angreifer."]),
])
def test_a_long_column_is_parted_between_its_places(lang, lines):
    """A column names a place and what stands there with a comma between ("e5, king"): its
    lines part at the semicolons between places."""
    game = REGISTRY.create("tablut")
    console = Console.local(game, [Seat(SeatKind.HUMAN)] * 2, lang=lang, seed=1)
    said = console.handle_line("column e" if lang == "en" else "spalte e")
    assert [m.short for m in said] == lines


@pytest.mark.parametrize(("lang", "lines"), [
    ("en", ["Gold: one gold elephant on e1, one gold camel on d1,",
            "2 gold horses on b1 and g1, 2 gold dogs on a1 and h1,",
            "2 gold cats on c1 and f1, and 8 gold rabbits on a2,",
            "b2, c2, d2, e2, f2, g2, and h2."]),
])
def test_the_pieces_are_parted_between_kinds(lang, lines):
    game = REGISTRY.create("arimaa")
    console = Console.local(game, [Seat(SeatKind.HUMAN)] * 2, lang=lang, seed=1)
    said = console.handle_line("pieces")
    assert [m.short for m in said] == lines
    assert [m.text for m in said] == [" ".join(lines), "", "", ""]
