"""The C libraries' chatter on descriptor 2 stays off the terminal while a device is probed."""

from __future__ import annotations

import ctypes
import os

from accessible_games.output.quiet import c_stderr_held


def test_writes_to_descriptor_2_are_held_and_handed_back(capfd) -> None:
    libc = ctypes.CDLL(None)
    with c_stderr_held() as lines:
        os.write(2, b"ALSA lib confmisc.c:855:(parse_card) cannot find card '0'\n")
        libc.write(2, b"from C\n", 7)
    os.write(2, b"after the block\n")
    assert lines == ["ALSA lib confmisc.c:855:(parse_card) cannot find card '0'", "from C"]
    assert capfd.readouterr().err == "after the block\n"


def test_descriptor_2_is_restored_when_the_probe_raises(capfd) -> None:
    try:
        with c_stderr_held():
            os.write(2, b"noise\n")
            raise RuntimeError("no audio device")
    except RuntimeError:
        pass
    os.write(2, b"heard\n")
    assert capfd.readouterr().err == "heard\n"
