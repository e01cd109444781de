"""Two real BRLTTY displays on two BrlAPI ports: a seat's private text reaches its own display
only, public text reaches both (and only public text would be spoken)."""

from __future__ import annotations

import queue
from pathlib import Path

import pytest

from accessible_games.games.teamdraw.game import TeamDrawGame
from accessible_games.output.braille.seat_displays import SeatDisplays
from accessible_games.output.braille.translator import BrailleTranslator
from accessible_games.session.hotseat import HotSeat
from accessible_games.session.table import Seat, SeatKind, Table
from tests.output.brltty_harness import BrlttyVirtual

brlapi_display = pytest.importorskip("accessible_games.output.braille.brlapi_display")
pytest.importorskip("brlapi", reason="python3-brlapi is not installed")


def _drain(vr: BrlttyVirtual) -> None:
    while True:
        try:
            vr.lines.get_nowait()
        except queue.Empty:
            return


def _shown_after(vr: BrlttyVirtual, timeout: float) -> list[str]:
    shown = []
    while True:
        try:
            shown.append(vr.next_braille(timeout))
        except TimeoutError:
            return shown


def test_private_text_reaches_one_display_only(tmp_path_factory: pytest.TempPathFactory):
    a_dir = Path(tmp_path_factory.mktemp("brla"))
    b_dir = Path(tmp_path_factory.mktemp("brlb"))
    with BrlttyVirtual.start(a_dir) as north_vr, BrlttyVirtual.start(b_dir) as east_vr:
        displays = {0: brlapi_display.BrlapiDisplay(north_vr.host, north_vr.auth),
                    1: brlapi_display.BrlapiDisplay(east_vr.host, east_vr.auth)}
        translator = BrailleTranslator(lang="en")
        router = SeatDisplays(displays, translator)
        try:
            hot = HotSeat(Table(TeamDrawGame(), [Seat(SeatKind.HUMAN)] * 2
                                + [Seat(SeatKind.COMPUTER, 1)] * 2, seed=6))
            opening = hot.opening()
            # Public: every display shows the hand-over sentence.
            router.show(opening[-1:])
            handover = translator.translate(opening[-1].short).braille[:12]
            assert north_vr.wait_for_braille(handover).startswith(handover)
            assert east_vr.wait_for_braille(handover).startswith(handover)
            _drain(north_vr)
            _drain(east_vr)
            # North confirms: the private lines ("North receives the 6.") go to North only.
            private = [m for m in hot.handle_line("") if m.audience == frozenset({0})]
            card = next(m for m in private if "receives the" in m.text)
            router.show([card])
            cells = translator.translate(card.short).braille
            assert north_vr.wait_for_braille(cells[:10]).startswith(cells[:10])
            assert cells[:10] not in " ".join(_shown_after(east_vr, 1.5))
            assert SeatDisplays.spoken([card]) == []
            assert router.seats_for(card) == [0] and router.seats_for(opening[-1]) == [0, 1]
        finally:
            router.close()
