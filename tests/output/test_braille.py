"""liblouis golden strings, cell maps, the fallback, regions, panning and display choice."""

from __future__ import annotations

import pytest

from accessible_games.output.braille import (
    BrailleKey,
    BrailleKeyKind,
    BrailleRegion,
    BrailleTable,
    BrailleTranslator,
    RecordingDisplay,
    computer_braille,
    default_table,
    select_braille,
)
from accessible_games.output.braille import translator as translator_module
from tests.output.brltty_harness import _free_display_number

DE = "Weiß zieht c3-d4, schlägt zwei Steine."
EN = "White moves c3 to d4 and captures the knight."

GOLDEN = [
    (BrailleTable.DE_G1, DE, "⠺⠩⠮⠀⠵⠬⠓⠞⠀⠉⠼⠉⠤⠙⠼⠙⠂⠀⠱⠇⠜⠛⠞⠀⠵⠺⠩⠀⠾⠩⠝⠑⠄"),
    (BrailleTable.DE_G2, DE, "⠺⠩⠠⠮⠀⠵⠬⠓⠞⠀⠠⠉⠠⠼⠉⠤⠠⠙⠠⠼⠙⠂⠀⠐⠱⠛⠞⠀⠵⠺⠩⠀⠾⠫⠑⠄"),
    (BrailleTable.EN_UEB_G1, EN, "⠠⠺⠓⠊⠞⠑⠀⠍⠕⠧⠑⠎⠀⠉⠼⠉⠀⠞⠕⠀⠙⠼⠙⠀⠁⠝⠙⠀⠉⠁⠏⠞⠥⠗⠑⠎⠀⠞⠓⠑⠀⠅⠝⠊⠛⠓⠞⠲"),
    (BrailleTable.EN_UEB_G2, EN, "⠠⠱⠊⠞⠑⠀⠍⠕⠧⠑⠎⠀⠉⠼⠉⠀⠞⠕⠀⠙⠼⠙⠀⠯⠀⠉⠁⠏⠞⠥⠗⠑⠎⠀⠮⠀⠅⠝⠊⠣⠞⠲"),
]


@pytest.fixture(scope="module")
def louis_translator() -> BrailleTranslator:
    pytest.importorskip("louis", reason="python3-louis is not installed")
    return BrailleTranslator()


@pytest.mark.parametrize(("table", "text", "braille"), GOLDEN, ids=lambda v: getattr(v, "name", ""))
def test_golden_translation(louis_translator, table: BrailleTable, text: str, braille: str) -> None:
    assert louis_translator.translate(text, table).braille == braille


def test_german_cell_map_points_back_to_characters(louis_translator) -> None:
    t = louis_translator.translate(DE, BrailleTable.DE_G1)
    # "ei" is one cell in Vollschrift: cell 1 shows "e" (index 1), cell 2 shows "ß" (index 3).
    assert t.braille[1] == "⠩" and t.char_at(1) == 1
    assert t.braille[2] == "⠮" and DE[t.char_at(2)] == "ß"
    c3 = DE.index("c3")
    assert DE[t.char_at(t.char_to_cell[c3])] == "c"
    assert t.char_at(len(t.braille)) is None


def test_english_contracted_cell_map(louis_translator) -> None:
    t = louis_translator.translate(EN, BrailleTable.EN_UEB_G2)
    and_cell = t.braille.index("⠯")  # "and" is one cell in UEB grade 2
    assert EN[t.char_at(and_cell) : t.char_at(and_cell) + 3] == "and"
    d4 = t.char_to_cell[EN.index("d4")]
    assert t.braille[d4] == "⠙" and EN[t.char_at(d4)] == "d"


def test_all_tables_installed_and_warm_up(louis_translator) -> None:
    times = louis_translator.warm_up(list(BrailleTable))
    assert set(times) == set(BrailleTable) and all(t < 2.0 for t in times.values())
    assert louis_translator.notice is None


def test_table_lookup_and_defaults() -> None:
    assert BrailleTable.parse("de-g2") is BrailleTable.DE_G2
    assert BrailleTable.parse("en-us-g2.ctb") is BrailleTable.EN_US_G2
    assert BrailleTable.DE_G0.grade == 0 and BrailleTable.EN_UEB_G2.language == "en"
    assert default_table("de") is BrailleTable.DE_G1 and default_table("fr").language == "en"
    with pytest.raises(ValueError):
        BrailleTable.parse("klingon")


def test_without_liblouis_falls_back_to_computer_braille(monkeypatch) -> None:
    def missing():
        raise ImportError("No module named 'louis'")

    monkeypatch.setattr(translator_module, "_import_louis", missing)
    t = BrailleTranslator(lang="de")
    assert not t.uses_liblouis and "liblouis is not available" in (t.notice or "")
    result = t.translate("Ab 1")
    assert result.braille == "⡁⠃⠀⠂" and result.cell_to_char == (0, 1, 2, 3)
    assert computer_braille("äöüß").braille == "⠜⠪⠳⠮"


def test_region_targets_and_cursor_from_translation(louis_translator) -> None:
    t = louis_translator.translate("Weiß", BrailleTable.DE_G1)
    region = BrailleRegion.from_translation(t, {0: "W", 1: "e", 3: "ß"}, cursor_char=3)
    assert region.targets == ("W", "e", "ß") and region.cursor == 2


def test_panning_and_routing_on_unicode_display() -> None:
    display = RecordingDisplay(cells=10)
    display.show(BrailleRegion("⠁" * 10 + "⠃" * 5, targets=tuple(range(15))))
    assert display.line == "⠁" * 10
    display.feed_key(BrailleKey(BrailleKeyKind.PAN_RIGHT))
    assert display.read_key(0).kind is BrailleKeyKind.PAN_RIGHT
    assert display.line == "⠃" * 5 + "⠀" * 5
    assert not display.pan_right()
    display.feed_key(BrailleKey(BrailleKeyKind.ROUTE, cell=4))
    key = display.read_key(0)
    assert key.cell == 14 and key.target == 14 and key.number == 4
    assert display.pan_left() and display.offset == 0
    assert display.read_key(0) is None
    display.show(BrailleRegion("⠁" * 25, cursor=21))
    assert display.offset == 20


def test_no_brltty_falls_back_to_unicode_line() -> None:
    n = _free_display_number()
    choice = select_braille("auto", host=f"127.0.0.1:{n}", auth="none")
    assert choice.chosen == "unicode"
    assert choice.failures[0][0] == "brlapi"
    assert choice.notes()[0].startswith("Braille brlapi not available: ")
    assert choice.notes()[-1] == "Braille: Unicode braille line on screen (unicode)."
