"""The card sheet (``tactile cards``): every code of the two-cell card braille with its name, as
BRF pages and as a large-print page."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from accessible_games.cli import main
from accessible_games.games.cards.braille import card_cells, letters
from accessible_games.games.cards.core import Face, Pattern, Rank, Suit
from accessible_games.tactile.brf import paginate, to_ascii
from accessible_games.tactile.card_sheet import card_sheet_braille, card_sheet_svg
from tests.golden import assert_golden
from tests.tactile.test_tactile import check_pages

FACES = [Face(rank, suit) for rank in Rank if rank is not Rank.JOKER for suit in Suit]
JOKERS = [Face(Rank.JOKER, None, n) for n in (1, 2, 3)]
RANKS = [Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE, Rank.SIX, Rank.SEVEN, Rank.EIGHT,
         Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE]


def _codes() -> set[str]:
    """Every rank cell and every suit cell of both packs, and every joker's two cells, in
    braille ASCII, worked out from the card code itself (each card's two cells split)."""
    codes = set()
    for pattern in Pattern:
        for face in FACES:
            cells = card_cells(face, pattern)
            codes.update({to_ascii(cells[0]), to_ascii(cells[1])})
    codes.update(to_ascii(card_cells(face)) for face in JOKERS)
    return codes


def _columns(brf: str) -> list[list[str]]:
    """Per line of the sheet (page numbers and blank lines dropped), the first word of each
    column (columns are two blank cells apart)."""
    rows = []
    for line in brf.replace("\f", "\r\n").split("\r\n"):
        if not line.strip() or line.strip().startswith("#"):
            continue
        rows.append([column.split(" ")[0] for column in line.strip().split("  ") if column])
    return rows


def _run(rows: list[list[str]], firsts: list[str]) -> list[list[str]]:
    """The rows that start with ``firsts`` in this order, one after the other."""
    for start in range(len(rows)):
        if [r[0] for r in rows[start:start + len(firsts)]] == firsts:
            return rows[start:start + len(firsts)]
    raise AssertionError(f"no run of rows starting {firsts}")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_brf_sheet_holds_every_code_on_40_cells_and_25_lines(lang):
    brf = paginate(card_sheet_braille(lang), 40, 25)
    check_pages(brf, 40, 25)
    rows = _columns(brf)
    # Ranks two to ace: each French rank cell starts a row, the German jack, queen and ace
    # stand beside theirs (u, o; a for Daus).
    french_ranks = [to_ascii(card_cells(Face(r, Suit.HEARTS))[0]) for r in RANKS]
    german_ranks = [to_ascii(card_cells(Face(r, Suit.HEARTS), Pattern.GERMAN)[0])
                    for r in RANKS]
    ranks = _run(rows, french_ranks)
    for row, german in zip(ranks, german_ranks, strict=True):
        assert row[-1] == german
    # Suits clubs, diamonds, hearts, spades: French cell first, German beside it.
    suits = _run(rows, [to_ascii(card_cells(Face(Rank.ACE, s))[1]) for s in Suit])
    for row, suit in zip(suits, Suit, strict=True):
        assert row[-1] == to_ascii(card_cells(Face(Rank.ACE, suit), Pattern.GERMAN)[1])
    _run(rows, [to_ascii(card_cells(face)) for face in JOKERS])
    found = {word for row in rows for word in row}
    assert _codes() <= found, _codes() - found
    text = brf.replace("\r\n", "\n").replace("\f", "[form feed]\n")
    assert_golden(f"tactile/cards.{lang}", text.split("\n"))


def test_the_sheet_pairs_each_code_with_its_name():
    # The row of the queen: q for the French queen (Dame) and o for the German Ober; the suit
    # row of clubs: c for Kreuz and e for Eichel; diamonds: d (Karo) and sch (Schellen).
    lines = card_sheet_braille("de", "de-g0")
    queen = next(line for line in lines if line.startswith("⠟⠀"))
    assert queen == "⠟⠀⠙⠁⠍⠑⠀⠀⠕⠀⠕⠃⠑⠗"  # q Dame, o Ober (uncontracted de-g0)
    clubs = next(line for line in lines if line.startswith("⠉⠀⠅"))
    assert "⠀⠀⠑⠀" in clubs  # then e for Eichel
    assert letters(Face(Rank.QUEEN, Suit.DIAMONDS), Pattern.GERMAN) == ("o", "sch")


@pytest.mark.parametrize("lang,names", [
    ("en", ["clubs", "acorns", "diamonds", "bells", "jack", "unter", "queen", "ober",
            "red joker"]),
    ("de", ["Kreuz", "Eichel", "Pik", "Grün", "Karo", "Schellen", "Bube", "Unter", "Dame",
            "Ober", "Ass", "Daus", "Joker rot"]),
])
def test_the_large_print_sheet_names_both_packs_in_large_black_letters(lang, names):
    svg = card_sheet_svg(lang)
    root = ET.fromstring(svg)
    texts = [e for e in root.iter() if e.tag.endswith("text")]
    words = {e.text for e in texts}
    for name in names:
        assert name in words, name
    assert all(float(e.get("font-size")) >= 6.0 for e in texts)  # about 18 points or more
    assert all(e.get("fill") == "black" for e in texts)
    assert float(root.get("height").rstrip("mm")) <= 297  # one A4 page
    for code in ("b", "x", "j", "u", "q", "o", "k", "a", "c", "d", "h", "s", "e", "sch", "g"):
        assert code in words, code


def test_the_command_writes_each_format(tmp_path, capsys):
    assert main(["tactile", "cards", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(",BRAILLE PLAYING CARDS")
    assert main(["tactile", "karten", "--lang", "de", "--format", "unicode"]) == 0
    assert "⠅⠀" in capsys.readouterr().out
    pdf = tmp_path / "karten.pdf"
    assert main(["tactile", "cards", "--lang", "de", "--format", "pdf",
                 "--output", str(pdf)]) == 0
    assert pdf.read_bytes().startswith(b"%PDF")
    brf = tmp_path / "cards.brf"
    assert main(["tactile", "cards", "--cells", "32", "--lines", "20", "--output",
                 str(brf)]) == 0
    check_pages(brf.read_bytes().decode("ascii"), 32, 20)
