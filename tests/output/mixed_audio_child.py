"""Run in a child process with SDL's disk audio driver: a move, the opponent's reply and
"your turn", through the real announcer, espeak-ng and the mixer earcons.

Usage: ``python -m tests.output.mixed_audio_child MODE`` with ``SDL_AUDIODRIVER=disk`` and
``SDL_DISKAUDIOFILE`` set; MODE is ``mixed``, ``speech`` (earcons off) or ``earcons``
(speech off, so the three earcons start together: the worst case for clipping). Prints the
times (seconds after the first announcement) at which speech went quiet and the your-turn
earcon started, as JSON.
"""

from __future__ import annotations

import json
import sys
import time

from accessible_games.narration.message import Message, MessageKind
from accessible_games.output.announcer import Priority
from accessible_games.output.setup import build_outputs
from accessible_games.output.sound.earcons import Earcon


def main(mode: str) -> None:
    outputs = build_outputs("espeak", "null", "mixer", "en")
    assert outputs.speech.current.name == "espeak", outputs.notices
    assert outputs.earcons.name == "mixer", outputs.notices
    announcer = outputs.announcer
    announcer.speech_enabled = mode != "earcons"
    outputs.earcons.enabled = mode != "speech"
    outputs.earcons.master_volume = 1.0  # the loudest the player can set
    played: list[tuple[str, float]] = []
    original = outputs.earcons.play

    def play(name, pan=0.0, pitch_step=0):  # type: ignore[no-untyped-def]
        played.append((Earcon(name).value, time.perf_counter()))
        return original(name, pan=pan, pitch_step=pitch_step)

    outputs.earcons.play = play  # type: ignore[method-assign]
    time.sleep(0.3)
    t0 = time.perf_counter()
    announcer.announce(Message("Black c3 to d4.", MessageKind.MOVE, brief="Black c3-d4"),
                       Priority.INTERRUPT)
    time.sleep(0.03)
    announcer.announce(Message("White h6 to g5.", MessageKind.MOVE, brief="White h6-g5"),
                       Priority.QUEUE, Earcon.OPPONENT_MOVED)
    announcer.announce(Message("Black to move.", MessageKind.TURN), Priority.QUEUE)
    last_busy = t0
    deadline = t0 + 15
    while time.perf_counter() < deadline:
        announcer.tick()
        if announcer.speech.busy:
            last_busy = time.perf_counter()
        elif not announcer._after_speech and time.perf_counter() - last_busy > 0.5:
            break
        time.sleep(0.002)
    time.sleep(0.5)
    outputs.close()
    turn = [t - t0 for name, t in played if name == "your_turn"]
    print(json.dumps({"speech_quiet": last_busy - t0, "your_turn": turn,
                      "earcons": [n for n, _ in played]}))


if __name__ == "__main__":
    main(sys.argv[1])
