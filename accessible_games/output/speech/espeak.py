"""espeak-ng rendered to WAV and played through the pygame mixer (the Linux default)."""

from __future__ import annotations

import io
import queue
import shutil
import subprocess
import threading
import time
from collections.abc import Callable
from typing import Any

from .. import _mixer
from .base import DEFAULT_RATE, SpeechBackend, SpeechError
from .espeak_lib import library, pcm_of_wav, trim_leading_silence, wav_bytes

ESPEAK_VOICES = {"de": "de", "en": "en-us"}
"""Default espeak-ng voice per language."""

ESPEAK_CHOICES = {
    "de": ("de+f3", "de+m3", "de+f5", "de+klatt"),
    "en": ("en-gb", "en-us+f3", "en-gb+f3", "en-gb-scotland", "en-gb-x-rp", "en-029"),
}
"""The voices the settings menu offers per language besides the default: espeak-ng's own
voices of the language and its female, male and Klatt variants (all in espeak-ng's Debian
package; the catalogs name each one)."""

SPEECH_GAIN = 0.85
"""Volume of the speech channel: espeak-ng peaks near full scale; this leaves the headroom
earcons sound in (see ``sound/earcons.py``: earcons stay under speech, the sum under 1)."""

StartHook = Callable[[str, float, float], None]
"""Called as ``hook(text, synthesis_seconds, started_at)`` when an utterance starts playing."""


class EspeakSpeech(SpeechBackend):
    """Run ``espeak-ng -v VOICE -s RATE --stdout TEXT``, play the WAV on the speech channel.

    A worker thread synthesises queued texts one after another and plays each on the dedicated
    mixer channel (:data:`~accessible_games.output._mixer.SPEECH_CHANNEL`) once the previous one
    has finished. ``speak(interrupt=True)`` and :meth:`stop` bump a generation counter, drop the
    queue, kill a running synthesis and stop the channel at once; the caller is never blocked.
    Earcons play on other channels and are not cut.
    """

    name = "espeak"
    description = "espeak-ng through the pygame mixer"

    def __init__(
        self,
        lang: str = "en",
        rate: int = DEFAULT_RATE,
        voice: str | None = None,
        executable: str | None = None,
    ):
        super().__init__(lang, rate, voice)
        exe = executable or shutil.which("espeak-ng")
        if exe is None:
            raise SpeechError("espeak-ng is not on PATH")
        problem = _mixer.ensure_mixer()
        if problem is not None:
            raise SpeechError(problem)
        self._exe = exe
        self._pygame = _mixer.import_pygame()
        self._channel = _mixer.channel(_mixer.SPEECH_CHANNEL)
        self._queue: queue.Queue[tuple[int, str] | None] = queue.Queue()
        self._generation = 0
        self._lock = threading.Lock()
        self._proc: subprocess.Popen[bytes] | None = None
        self._working: int | None = None
        self._closed = False
        self.use_library = True
        """Synthesise with libespeak-ng in this process when it loads (False: always run
        the espeak-ng program)."""
        self.on_start: StartHook | None = None
        """Optional hook called when an utterance starts playing (for benchmarks)."""
        self._thread = threading.Thread(target=self._run, name="espeak-speech", daemon=True)
        self._thread.start()

    @classmethod
    def unavailable_reason(cls) -> str | None:
        """espeak-ng must be on PATH and the pygame mixer must open."""
        if shutil.which("espeak-ng") is None:
            return "espeak-ng is not on PATH"
        return _mixer.ensure_mixer()

    @property
    def voice(self) -> str | None:
        """The espeak-ng voice in use (the language default unless set)."""
        return self._voice or ESPEAK_VOICES.get(self._lang, self._lang)

    @voice.setter
    def voice(self, voice: str | None) -> None:
        self._voice = voice

    def voice_choices(self, lang: str) -> tuple[str, ...]:
        """espeak-ng's voices and variants for ``lang`` that the menu offers."""
        return ESPEAK_CHOICES.get(lang, ())

    def synthesize(self, text: str, generation: int | None = None) -> bytes:
        """Return the WAV bytes espeak-ng makes for ``text`` with the current voice and rate,
        without the leading silence; in this process when libespeak-ng loads (a synthesis
        stops early once ``generation`` is no longer current), else by running espeak-ng."""
        lib = library() if self.use_library else None
        if lib is not None:
            abort = None if generation is None else (lambda: not self._current(generation))
            try:
                pcm = lib.synthesize(text, str(self.voice), self._rate, abort)
            except OSError as exc:
                raise SpeechError(str(exc)) from exc
            return wav_bytes(trim_leading_silence(pcm, lib.sample_rate), lib.sample_rate)
        pcm, rate = pcm_of_wav(self._run_program(text))
        return wav_bytes(trim_leading_silence(pcm, rate), rate)

    def _run_program(self, text: str) -> bytes:
        """The WAV the espeak-ng program writes for ``text``."""
        cmd = [self._exe, "-v", str(self.voice), "-s", str(self._rate), "--stdout", "--", text]
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        with self._lock:
            self._proc = proc
        try:
            out, _ = proc.communicate(timeout=30)
        finally:
            with self._lock:
                self._proc = None
        if proc.returncode != 0:
            raise SpeechError(f"espeak-ng exited with {proc.returncode}")
        return out

    def speak(self, text: str, interrupt: bool = False) -> None:
        """Queue ``text``; with ``interrupt`` stop current speech and drop the queue first."""
        if self._closed:
            raise SpeechError("espeak backend is closed")
        if not self._thread.is_alive():
            raise SpeechError("espeak worker thread died")
        if interrupt:
            self.stop()
        with self._lock:
            generation = self._generation
        self._queue.put((generation, text))

    def stop(self) -> None:
        """Silence at once: new generation, empty queue, kill synthesis, stop the channel."""
        with self._lock:
            self._generation += 1
            proc = self._proc
        _drain(self._queue)
        if proc is not None and proc.poll() is None:
            proc.kill()
        self._channel.stop()

    @property
    def busy(self) -> bool:
        """Whether speech is playing, being synthesised or queued."""
        working = self._working
        if working is not None and self._current(working):
            return True
        return bool(not self._queue.empty() or self._channel.get_busy())

    def close(self) -> None:
        """Stop and end the worker thread."""
        if self._closed:
            return
        self.stop()
        self._closed = True
        self._queue.put(None)
        self._thread.join(timeout=2)

    # -- worker -------------------------------------------------------------------------------

    def _current(self, generation: int) -> bool:
        with self._lock:
            return generation == self._generation

    def _run(self) -> None:
        while True:
            item = self._queue.get()
            if item is None:
                return
            generation, text = item
            if not self._current(generation):
                continue
            self._working = generation
            try:
                self._say(generation, text)
            except Exception:  # noqa: BLE001 - a failed utterance must not kill the worker
                pass
            finally:
                self._working = None

    def _say(self, generation: int, text: str) -> None:
        t0 = time.perf_counter()
        wav = self.synthesize(text, generation)
        synth = time.perf_counter() - t0
        if not self._current(generation) or not wav:
            return
        sound: Any = self._pygame.mixer.Sound(file=io.BytesIO(wav))
        # Queue: wait for the previous utterance to finish (or for an interrupt).
        while self._channel.get_busy():
            if not self._current(generation):
                return
            time.sleep(0.005)
        if not self._current(generation):
            return
        self._channel.play(sound)
        self._channel.set_volume(SPEECH_GAIN)
        if self.on_start is not None:
            self.on_start(text, synth, time.perf_counter())
        # Stay "working" while the sound plays so queued items wait their turn.
        while self._channel.get_busy() and self._current(generation):
            time.sleep(0.005)


def _drain(q: queue.Queue[Any]) -> None:
    try:
        while True:
            item = q.get_nowait()
            if item is None:  # keep a close request
                q.put(None)
                return
    except queue.Empty:
        pass

