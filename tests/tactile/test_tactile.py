"""Tactile materials: golden BRF diagrams, page geometry, rules back-translation, SVG and PNG."""

from __future__ import annotations

import io
import xml.etree.ElementTree as ET

import louis
import pytest
from PIL import Image

from accessible_games.cli import main
from accessible_games.lineup import REGISTRY
from accessible_games.tactile.brf import BRAILLE_ASCII, from_ascii, paginate, to_ascii
from accessible_games.tactile.diagram import DiagramMaker
from accessible_games.tactile.svg import board_svg, svg_to_png
from tests.golden import assert_golden

POSITIONS = {
    "checkers": "B:W14,15,19,22,K30:B10,11,K5",
    "kalah": "0,3,5,0,12,1/20/4,4,0,2,0,1/22 N",
    "reversi": "---------------------------OX------XXX-----X-------------------- O",
    "international-draughts": "W:W27,28,32,33,K46:B12,13,18,19,K5",
    "alquerque": "BBBBB/BBB1B/BB1WW/WWWBW/WW1WW w - - 0",
    "tablut": "3aaa3/4a4/4d4/a3d3a/aadd1ddaa/a3d3a/4d4/4a4/3aaak2 a 0",
    "arimaa": "r1r1r1r1/1r1r1r1r/3d4/2E2c2/8/6h1/RRRR1RRR/1R1R1R1R s 0",
    "mad-mate": "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R[Nb] w KQkq - 0 1",
    "breakthrough": "pppppppp/ppp1p1pp/3p4/8/5p2/P2P2P1/1PPPPP1P/P1PPPPPP w",
    "gomoku": "15/15/7O7/15/15/15/6O8/15/14X/3O11/X14/15/10X4/8O2X3/15 X",
    "halma-dame": "1W1W1W2/W1W5/5W1W/2W5/3B4/2B1B1B1/3B1B2/B5B1 b 8 8",
}


def check_pages(brf: str, cells: int, lines: int) -> None:
    pages = brf.split("\f")
    for page in pages:
        rows = page.split("\r\n")
        assert rows[-1] == ""  # every line, the last too, ends with CR LF
        rows = rows[:-1]
        assert len(rows) == lines
        assert all(len(row) <= cells for row in rows)
        assert all(set(row) <= set(BRAILLE_ASCII) for row in rows)
        assert rows[-1].strip().startswith("#")  # the page number


@pytest.mark.parametrize("game_id", sorted(POSITIONS))
@pytest.mark.parametrize("lang", ["en", "de"])
def test_golden_brf_diagrams(game_id, lang):
    game = REGISTRY.create(game_id)
    state = game.parse_position(POSITIONS[game_id])
    lines = DiagramMaker(game, lang).diagram(state).lines
    brf = paginate(lines, 40, 25)
    check_pages(brf, 40, 25)
    # A form feed starts each new page; in the golden file it stands on a line of its own.
    text = brf.replace("\r\n", "\n").replace("\f", "[form feed]\n")
    assert_golden(f"tactile/{game_id}.{lang}", text.split("\n"))


def test_diagram_symbols_come_from_our_table():
    game = REGISTRY.create("checkers")
    state = game.parse_position("B:W30:BK5")
    lines = DiagramMaker(game, "en").diagram(state).lines
    # White man on b8 (square 30 is b8? no: PDN 30 is c7) and a black king on h2 (square 5).
    board = [line for line in lines if line.startswith("⠆⠸")]
    assert board == ["⠆⠸⠀⠀⠄⠀⠀⠀⠄⠀⠀⠀⠄⠀⠀⠀⠽⠀"]


def test_brf_ascii_matches_liblouis():
    text = "Kalah: South sows 4 seeds, (captures!)"
    cells = louis.translateString(["unicode.dis", "en-ueb-g2.ctb"], text)
    assert to_ascii(cells) == louis.translateString(["en-us-brf.dis", "en-ueb-g2.ctb"],
                                                    text).upper().rstrip()
    assert from_ascii(to_ascii(cells)) == cells.rstrip("⠀")


def test_long_documents_paginate_with_numbers():
    lines = [f"⠁⠃⠉⠀{i}" .replace(str(i), "⠙" * (i % 30 + 1)) for i in range(100)]
    brf = paginate(lines, 32, 20)
    check_pages(brf, 32, 20)
    assert brf.count("\f") == len(brf.split("\f")) - 1 >= 5
    assert brf.split("\f")[1].split("\r\n")[19].strip() == "#B"


def test_rules_brf_pages(tmp_path):
    out = tmp_path / "rules.brf"
    code = main(["tactile", "checkers", "--rules", "--lang", "de", "--table", "de-g2",
                 "--cells", "32", "--lines", "20", "--output", str(out)])
    assert code == 0
    check_pages(out.read_bytes().decode("ascii"), 32, 20)


def test_svg_is_xml_and_renders_with_the_right_number_of_squares():
    game = REGISTRY.create("reversi")
    svg = board_svg(game, None, square=20.0)
    root = ET.fromstring(svg)
    squares = [e for e in root.iter() if e.get("class") == "square"]
    assert len(squares) == 64
    image = Image.open(io.BytesIO(svg_to_png(svg))).convert("L")
    mm = image.width / float(root.get("width").rstrip("mm"))
    # Along the middle of row 5, inside the board: 9 dark grid lines enclose 8 squares.
    y = int((16 + 3.5 * 20) * mm)
    xs = range(int(15 * mm), int((16 + 8 * 20 + 1) * mm))
    dark = [image.getpixel((x, y)) < 128 for x in xs]
    lines = sum(1 for i in range(1, len(dark)) if dark[i] and not dark[i - 1]) + dark[0]
    assert lines == 9
    # And down the middle of column c: 9 lines, 8 rows.
    x = int((16 + 2.5 * 20) * mm)
    ys = range(int(15 * mm), int((16 + 8 * 20 + 1) * mm))
    dark = [image.getpixel((x, yy)) < 128 for yy in ys]
    assert sum(1 for i in range(1, len(dark)) if dark[i] and not dark[i - 1]) + dark[0] == 9


def test_pdf_and_braille_labels(tmp_path):
    out = tmp_path / "board.pdf"
    assert main(["tactile", "checkers", "--format", "pdf", "--braille-labels",
                 "--output", str(out)]) == 0
    assert out.read_bytes().startswith(b"%PDF")
    svg = board_svg(REGISTRY.create("checkers"), None, braille_labels=True)
    ET.fromstring(svg)
    # a1 is braille "a" (dot 1) and "1" (dot 2): two dots drawn in that square's label.
    assert svg.count("<circle") >= 64 * 2


@pytest.mark.parametrize("argv,needle", [
    (["tactile", "checkers", "--position", "nonsense"], "The position cannot be read"),
    (["tactile", "checkers", "--cells", "5"], "--cells must be"),
    (["tactile", "mystery"], "There is no game called"),
])
def test_bad_tactile_input(capsys, argv, needle):
    assert main(argv) == 2
    assert needle in capsys.readouterr().err


@pytest.mark.parametrize(("game", "lang", "notice"), [
    ("whist", "en", "Whist is played without a board, so here is the sheet of the card codes to "
                    "mark its cards with (tactile cards); --rules gives its rules in braille."),
    ("doppelkopf", "de", "Doppelkopf wird ohne Brett gespielt; darum folgt der Bogen der "
                         "Kartenzeichen, mit denen du seine Karten beschriftest (tactile karten); "
                         "--rules gibt seine Regeln in Braille."),
])
def test_a_card_game_without_a_board_gives_the_card_sheet(capsys, game, lang, notice):
    """"tactile mau-mau" drew the start as mancala houses of card counts."""
    assert main(["tactile", game, "--lang", lang]) == 0
    said = capsys.readouterr()
    assert said.err.strip() == notice
    assert main(["tactile", "cards", "--lang", lang]) == 0
    assert said.out == capsys.readouterr().out
    assert main(["tactile", game, "--lang", lang, "--rules"]) == 0
    assert "house" not in capsys.readouterr().out.casefold()


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "A PDF is no text for the terminal: add --output and a file name, such as --output "
           "kalah.pdf."),
    ("de", "Ein PDF ist kein Text für das Terminal: Gib mit --output einen Dateinamen an, etwa "
           "--output kalah.pdf."),
])
def test_a_pdf_is_not_written_onto_a_terminal(monkeypatch, capsys, lang, said):
    """"tactile kalah --format pdf" poured the PDF's bytes onto the terminal, which a screen
    reader read aloud as noise; into a pipe it is still written."""
    monkeypatch.setattr("sys.stdout.isatty", lambda: True)
    assert main(["tactile", "kalah", "--format", "pdf", "--lang", lang]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.strip() == said
