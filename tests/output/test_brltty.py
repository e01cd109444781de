"""BrlAPI display against a real BRLTTY with the virtual driver."""

from __future__ import annotations

import pytest

from accessible_games.output.braille import (
    BrailleKeyKind,
    BrailleRegion,
    BrailleTranslator,
    BrlapiDisplay,
    select_braille,
)
from tests.output.brltty_harness import BrlttyVirtual, unicode_to_dots

pytest.importorskip("brlapi", reason="python3-brlapi is not installed")


def test_write_exact_dots_and_route_back(brltty_virtual: BrlttyVirtual) -> None:
    display = BrlapiDisplay(host=brltty_virtual.host, auth=brltty_virtual.auth)
    try:
        assert display.cells == 40
        targets = ["a1", "b1", "c1", "d1", "e1", "f1", "g1"]
        region = BrailleRegion.from_cells([(g, t) for g, t in zip("⠁⠃⠉⠙⠑⠋⠛", targets)])
        display.show(region)
        shown = brltty_virtual.wait_for_braille("⠁⠃⠉")
        assert shown == "⠁⠃⠉⠙⠑⠋⠛" + "⠀" * 33
        assert [unicode_to_dots(c) for c in shown[:3]] == ["1", "12", "14"]

        brltty_virtual.send("Route 5")
        key = display.read_key(timeout=3)
        assert key is not None and key.kind is BrailleKeyKind.ROUTE
        assert key.cell == 5 and key.target == "f1" and key.char_index == 5
    finally:
        display.close()


def test_translated_text_and_keys(brltty_virtual: BrlttyVirtual) -> None:
    display = BrlapiDisplay(host=brltty_virtual.host, auth=brltty_virtual.auth)
    try:
        translation = BrailleTranslator("de-g1").translate("Weiß zieht")
        display.show(BrailleRegion.from_translation(translation))
        assert brltty_virtual.wait_for_braille("⠺⠩⠮").startswith("⠺⠩⠮⠀⠵⠬⠓⠞⠀")
        brltty_virtual.send("Route 2")
        key = display.read_key(timeout=3)
        assert key is not None and key.cell == 2 and key.char_index == 3  # cell 2 shows "ß"
        expected = [
            ("LnDn", BrailleKeyKind.LINE_DOWN),
            ("LnUp", BrailleKeyKind.LINE_UP),
            ("PassChar 0x41", BrailleKeyKind.CHAR),
        ]
        for command, kind in expected:
            brltty_virtual.send(command)
            key = display.read_key(timeout=3)
            assert key is not None and key.kind is kind, command
        assert key.char == "A"
        assert display.read_key(timeout=0.05) is None
    finally:
        display.close()


def test_panning_long_line(brltty_virtual: BrlttyVirtual) -> None:
    display = BrlapiDisplay(host=brltty_virtual.host, auth=brltty_virtual.auth)
    try:
        cells = "⠁" * 40 + "⠃" * 10
        display.show(BrailleRegion(cells, targets=tuple(range(50))))
        brltty_virtual.wait_for_braille("⠁⠁")
        brltty_virtual.send("FwinRt")
        key = display.read_key(timeout=3)
        assert key is not None and key.kind is BrailleKeyKind.PAN_RIGHT
        assert brltty_virtual.wait_for_braille("⠃") == "⠃" * 10 + "⠀" * 30
        brltty_virtual.send("Route 3")
        key = display.read_key(timeout=3)
        assert key is not None and key.cell == 43 and key.target == 43
    finally:
        display.close()


def test_select_braille_prefers_brlapi_when_reachable(brltty_virtual: BrlttyVirtual) -> None:
    choice = select_braille("auto", host=brltty_virtual.host, auth=brltty_virtual.auth)
    try:
        assert choice.chosen == "brlapi" and choice.failures == ()
    finally:
        choice.display.close()


def test_history_keys_from_brltty_commands(brltty_virtual: BrlttyVirtual) -> None:
    """The display keys of the braille history arrive as BRLTTY commands: previous and next
    paragraph (or prompt), top left and bottom left, home (go to cursor)."""
    display = BrlapiDisplay(host=brltty_virtual.host, auth=brltty_virtual.auth)
    try:
        display.show(BrailleRegion("⠁⠃⠉"))
        brltty_virtual.wait_for_braille("⠁⠃⠉")
        expected = [
            ("PrPgrph", BrailleKeyKind.PREVIOUS_MESSAGE),
            ("NxPgrph", BrailleKeyKind.NEXT_MESSAGE),
            ("PrPrompt", BrailleKeyKind.PREVIOUS_MESSAGE),
            ("NxPrompt", BrailleKeyKind.NEXT_MESSAGE),
            ("Top_Left", BrailleKeyKind.FIRST_MESSAGE),
            ("Bot_Left", BrailleKeyKind.LAST_MESSAGE),
            ("Home", BrailleKeyKind.BOARD_LINE),
        ]
        for command, kind in expected:
            brltty_virtual.send(command)
            key = display.read_key(timeout=3)
            assert key is not None and key.kind is kind, command
    finally:
        display.close()


def test_panning_stops_at_word_boundaries(brltty_virtual: BrlttyVirtual) -> None:
    """A long sentence pans in windows that end between words: no word is split."""
    display = BrlapiDisplay(host=brltty_virtual.host, auth=brltty_virtual.auth)
    try:
        text = "Row 1: black men on a1, c1, e1, and g1; white kings on b2 and d2."
        translation = BrailleTranslator("en-ueb-g1").translate(text)
        display.show(BrailleRegion.from_translation(translation))
        windows = [brltty_virtual.wait_for_braille(translation.braille[:3])]
        while display.pan_right():
            windows.append(brltty_virtual.next_braille())
        assert len(windows) >= 2
        words = translation.braille.split("⠀")
        read = [w for window in windows for w in window.split("⠀") if w]
        assert read == [w for w in words if w]  # every word whole, in order
    finally:
        display.close()


def test_keys_sent_one_after_another_all_arrive(brltty_virtual: BrlttyVirtual) -> None:
    """The harness hands brltty one key at a time: keys sent at once (as a busy brltty reads
    them) would leave all but the first waiting in its virtual driver."""
    display = BrlapiDisplay(host=brltty_virtual.host, auth=brltty_virtual.auth)
    try:
        display.show(BrailleRegion("⠁⠃⠉"))
        brltty_virtual.wait_for_braille("⠁⠃⠉")
        for char in "g3h4":
            brltty_virtual.send(f"PassChar 0x{ord(char):02x}")
        brltty_virtual.send("Return")
        keys = [display.read_key(timeout=5) for _ in range(5)]
        assert [k.char if k.kind is BrailleKeyKind.CHAR else k.kind for k in keys if k] == [
            "g", "3", "h", "4", BrailleKeyKind.ENTER]
    finally:
        display.close()
