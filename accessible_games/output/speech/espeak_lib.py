"""espeak-ng in this process (libespeak-ng through ctypes), and WAV helpers for speech.

Starting the ``espeak-ng`` program for every sentence costs 15-25 ms before the first sample
(process start, loading the voice); the library keeps the voice loaded and synthesises a short
sentence in a few milliseconds. It is used when ``libespeak-ng.so.1`` loads; otherwise the
backend runs the program as before. Both give the same voice at the same rate.

Speech also starts with up to 15 ms of silence; :func:`trim_leading_silence` cuts it (keeping
a 2 ms lead-in) so the first audible sample comes sooner.
"""

from __future__ import annotations

import array
import ctypes
import ctypes.util
import struct
import threading
from collections.abc import Callable

AUDIO_OUTPUT_SYNCHRONOUS = 2
"""espeak_Initialize output mode: synthesise in the calling thread, samples to the callback."""
ESPEAK_RATE = 1
"""espeak_SetParameter: speaking rate in words per minute."""
POS_CHARACTER = 1
"""espeak_Synth position type."""
CHARS_UTF8 = 1
"""espeak_Synth flag: the text is UTF-8."""
SILENCE_THRESHOLD = 300
"""A 16-bit sample below this (about -40 dBFS) counts as silence."""
LEAD_IN = 0.002
"""Seconds of the leading silence kept before the first audible sample."""

_CALLBACK = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.POINTER(ctypes.c_short), ctypes.c_int,
                             ctypes.c_void_p)
_lock = threading.Lock()
_library: EspeakLibrary | None = None
_failed: str | None = None


class EspeakLibrary:
    """The loaded libespeak-ng: one per process, used by one thread at a time (locked)."""

    def __init__(self) -> None:
        name = ctypes.util.find_library("espeak-ng") or "libespeak-ng.so.1"
        lib = ctypes.CDLL(name)
        lib.espeak_Initialize.restype = ctypes.c_int
        lib.espeak_Initialize.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_char_p,
                                          ctypes.c_int]
        lib.espeak_SetVoiceByName.argtypes = [ctypes.c_char_p]
        lib.espeak_SetParameter.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_int]
        lib.espeak_Synth.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_uint,
                                     ctypes.c_int, ctypes.c_uint, ctypes.c_uint,
                                     ctypes.c_void_p, ctypes.c_void_p]
        rate = lib.espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, 0, None, 0)
        if rate <= 0:
            raise OSError("espeak_Initialize failed")
        self.sample_rate = int(rate)
        """Samples per second of the synthesised speech (22050)."""
        self._lib = lib
        self._chunks: list[bytes] = []
        self._abort: Callable[[], bool] = lambda: False
        self._callback = _CALLBACK(self._on_samples)  # kept alive as long as the library
        lib.espeak_SetSynthCallback(self._callback)
        self._voice: str | None = None
        self._lock = threading.Lock()

    def _on_samples(self, wav: ctypes._Pointer[ctypes.c_short], count: int,
                    _events: int | None) -> int:
        if count > 0 and wav:
            self._chunks.append(ctypes.string_at(wav, count * 2))
        return 1 if self._abort() else 0

    def synthesize(self, text: str, voice: str, rate: int,
                   abort: Callable[[], bool] | None = None) -> bytes:
        """16-bit mono PCM of ``text`` at :attr:`sample_rate`; ``abort`` stops early.

        Raises:
            OSError: the voice is unknown or synthesis failed.
        """
        with self._lock:
            if voice != self._voice:
                if self._lib.espeak_SetVoiceByName(voice.encode()) != 0:
                    raise OSError(f"espeak-ng has no voice {voice!r}")
                self._voice = voice
            self._lib.espeak_SetParameter(ESPEAK_RATE, int(rate), 0)
            data = text.encode("utf-8") + b"\0"
            self._chunks = []
            self._abort = abort or (lambda: False)
            result = self._lib.espeak_Synth(data, len(data), 0, POS_CHARACTER, 0, CHARS_UTF8,
                                            None, None)
            self._abort = lambda: False
            if result != 0:
                raise OSError(f"espeak_Synth failed ({result})")
            return b"".join(self._chunks)


def library() -> EspeakLibrary | None:
    """The process's espeak-ng library, loaded on first use; None when it cannot load."""
    global _library, _failed
    with _lock:
        if _library is None and _failed is None:
            try:
                _library = EspeakLibrary()
            except (OSError, AttributeError) as exc:
                _failed = str(exc) or type(exc).__name__
        return _library


def trim_leading_silence(pcm: bytes, sample_rate: int) -> bytes:
    """``pcm`` (16-bit mono) without its leading silence, but for a short lead-in."""
    samples = array.array("h")
    samples.frombytes(pcm[: len(pcm) // 2 * 2])
    first = next((i for i, s in enumerate(samples) if abs(s) > SILENCE_THRESHOLD), None)
    if first is None:
        return pcm
    start = max(0, first - int(LEAD_IN * sample_rate))
    return pcm[start * 2:]


def wav_bytes(pcm: bytes, sample_rate: int) -> bytes:
    """A mono 16-bit WAV file holding ``pcm``."""
    header = b"RIFF" + struct.pack("<I", 36 + len(pcm)) + b"WAVE"
    header += b"fmt " + struct.pack("<IHHIIHH", 16, 1, 1, sample_rate, sample_rate * 2, 2, 16)
    return header + b"data" + struct.pack("<I", len(pcm)) + pcm


def pcm_of_wav(wav: bytes) -> tuple[bytes, int]:
    """The PCM data and sample rate of a 16-bit mono WAV (as espeak-ng writes it)."""
    rate = struct.unpack("<I", wav[24:28])[0]
    index = wav.find(b"data")
    return wav[index + 8:], rate
