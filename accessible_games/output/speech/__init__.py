"""Speech backends (plugins with name, description, check()) and how one is chosen."""

from __future__ import annotations

from .base import DEFAULT_RATE, MAX_RATE, MIN_RATE, SpeechBackend, SpeechError
from .choose import (
    SPEECH_BACKENDS,
    Failure,
    SpeechChoice,
    auto_order,
    backend_class,
    choose_speech,
    select_speech,
)
from .espeak import EspeakSpeech
from .fallback import FallbackSpeech, SpeechSwitch
from .pyttsx3_backend import Pyttsx3Speech
from .screenreader import ScreenReaderSpeech
from .simple import NullSpeech, RecordingSpeech, TextSpeech, Utterance
from .speechd_backend import SpeechDispatcherSpeech

__all__ = [
    "DEFAULT_RATE",
    "MAX_RATE",
    "MIN_RATE",
    "SPEECH_BACKENDS",
    "EspeakSpeech",
    "Failure",
    "FallbackSpeech",
    "NullSpeech",
    "Pyttsx3Speech",
    "RecordingSpeech",
    "ScreenReaderSpeech",
    "SpeechBackend",
    "SpeechChoice",
    "SpeechDispatcherSpeech",
    "SpeechError",
    "SpeechSwitch",
    "TextSpeech",
    "Utterance",
    "auto_order",
    "backend_class",
    "choose_speech",
    "select_speech",
]
