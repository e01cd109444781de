"""Earcons: short sounds per event class, each switchable with its own volume."""

from __future__ import annotations

import array
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Any, ClassVar

from .. import _mixer


class Earcon(Enum):
    """The earcon classes (the value is the WAV file's stem in ``sounds/``)."""

    SELECT = "select"
    """A piece, pit or card was selected."""
    DESELECT = "deselect"
    """The selection was cancelled."""
    BOARD_EDGE = "board_edge"
    """The cursor hit the edge and did not move."""
    WRAP = "wrap"
    """The cursor wrapped around."""
    MOVE = "move"
    """A move was made."""
    CAPTURE = "capture"
    """Something was captured."""
    MULTI_CAPTURE_STEP = "multi_capture_step"
    """One jump of a multi-capture."""
    PROMOTION = "promotion"
    """A piece was promoted (crowned)."""
    ILLEGAL = "illegal"
    """An attempt was refused."""
    YOUR_TURN = "your_turn"
    """It is the listener's turn."""
    OPPONENT_MOVED = "opponent_moved"
    """The opponent (or the computer) moved."""
    DICE_ROLL = "dice_roll"
    """Dice were rolled."""
    CARD_PLAYED = "card_played"
    """A card was played."""
    TRICK_TAKEN = "trick_taken"
    """A trick was taken."""
    SHUFFLE = "shuffle"
    """Cards were shuffled."""
    THINKING = "thinking"
    """Soft tick while the computer thinks."""
    WON = "won"
    """The listener won."""
    LOST = "lost"
    """The listener lost."""
    DRAWN = "drawn"
    """The game was drawn."""
    ERROR = "error"
    """Input could not be read."""
    MENU_MOVE = "menu_move"
    """Focus moved in a menu."""
    GLANCE = "glance"
    """One note of a sonified glance (mancala: a house, pitched by its seeds)."""
    CHAT = "chat"
    """Somebody at an online table said something (chat)."""


EarconLike = Earcon | str
"""An earcon or its name."""

EARCON_GAIN = 0.4
"""Every earcon file is scaled by this at load: the files peak at 0.25-0.55 of full scale
(sine tones, louder than speech of the same peak); scaled, the loudest peaks at 0.22, about as
loud as speech and under its peak (espeak-ng at the speech channel's 0.85 peaks near 0.77)."""
EARCON_BUDGET = 0.22
"""The sum of the peaks of the earcons sounding at once never exceeds this: with speech
(at most 0.77) the mix stays under full scale, so several earcons never clip. A new earcon
that would pass it is played softer."""

GLANCE_SLOT = 0.11
"""Seconds per place in a sonified glance; an empty place is a rest of the same length."""


def _as_earcon(name: EarconLike) -> Earcon:
    return name if isinstance(name, Earcon) else Earcon(name)


def default_sounds_dir() -> Path:
    """The ``sounds/`` folder of the source tree."""
    return Path(__file__).resolve().parents[3] / "sounds"


@dataclass(frozen=True, slots=True)
class PlayedEarcon:
    """One earcon play, as a recorder keeps it."""

    earcon: Earcon
    """Which earcon."""
    volume: float
    """Effective volume 0..1 (class volume times master volume)."""
    pan: float
    """Stereo position -1 (left) .. 1 (right)."""
    pitch_step: int
    """Semitones up (positive) or down."""


class Earcons:
    """Base class of earcon players; keeps per-class switches and volumes.

    A player must set ``name``/``description`` and implement :meth:`_play` (start the sound at
    once without blocking, on channels that speech never uses) and :meth:`stop`.
    :meth:`play` applies the switches and volumes before calling it.
    """

    name: ClassVar[str] = "base"
    """Short id used in settings."""
    description: ClassVar[str] = "abstract earcon player"
    """One English line."""

    def __init__(self) -> None:
        self.enabled = True
        """Master switch for all earcons."""
        self.master_volume = 1.0
        """Master volume 0..1."""
        self._off: set[Earcon] = set()
        self._volumes: dict[Earcon, float] = {}

    def set_enabled(self, name: EarconLike, on: bool) -> None:
        """Switch one earcon class on or off."""
        earcon = _as_earcon(name)
        (self._off.discard if on else self._off.add)(earcon)

    def is_enabled(self, name: EarconLike) -> bool:
        """Whether this earcon class sounds (master switch included)."""
        return self.enabled and _as_earcon(name) not in self._off

    def set_volume(self, name: EarconLike, volume: float) -> None:
        """Set one class's volume 0..1."""
        self._volumes[_as_earcon(name)] = max(0.0, min(1.0, volume))

    def volume(self, name: EarconLike) -> float:
        """One class's volume 0..1 (default 1)."""
        return self._volumes.get(_as_earcon(name), 1.0)

    def play(self, name: EarconLike, pan: float = 0.0, pitch_step: int = 0) -> bool:
        """Play an earcon unless it is switched off; return whether it was started.

        Args:
            name: the earcon (enum member or its name).
            pan: stereo position, -1 left .. 1 right (e.g. by board column).
            pitch_step: semitones up or down (e.g. by board row), clamped to -12..12.
        """
        earcon = _as_earcon(name)
        if not self.is_enabled(earcon):
            return False
        volume = self.volume(earcon) * self.master_volume
        pan = max(-1.0, min(1.0, pan))
        pitch_step = max(-12, min(12, int(pitch_step)))
        return self._play(earcon, volume, pan, pitch_step)

    def _play(self, earcon: Earcon, volume: float, pan: float, pitch_step: int) -> bool:
        raise NotImplementedError

    def play_glance(self, steps: Sequence[int | None]) -> bool:
        """Play a sonified glance: one GLANCE note per place in order, pitched ``step``
        semitones (clamped to -12..12), a rest for None; return whether it was started."""
        if not steps or not self.is_enabled(Earcon.GLANCE):
            return False
        volume = self.volume(Earcon.GLANCE) * self.master_volume
        clamped = tuple(None if s is None else max(-12, min(12, int(s))) for s in steps)
        return self._play_glance(clamped, volume)

    def _play_glance(self, steps: tuple[int | None, ...], volume: float) -> bool:
        return False

    def stop(self) -> None:
        """Silence all earcons."""

    def close(self) -> None:
        """Release sounds and channels."""
        self.stop()


class RecordingEarcons(Earcons):
    """Keep every earcon that would sound; for tests."""

    name = "recorder"
    description = "records earcons for tests"

    def __init__(self) -> None:
        super().__init__()
        self.played: list[PlayedEarcon] = []
        """Every earcon played, in order."""
        self.glances: list[tuple[int | None, ...]] = []
        """Every glance played, as its pitch steps."""

    def _play(self, earcon: Earcon, volume: float, pan: float, pitch_step: int) -> bool:
        self.played.append(PlayedEarcon(earcon, volume, pan, pitch_step))
        return True

    def _play_glance(self, steps: tuple[int | None, ...], volume: float) -> bool:
        self.glances.append(steps)
        return True

    @property
    def names(self) -> list[str]:
        """Names of the earcons played."""
        return [p.earcon.value for p in self.played]


class NullEarcons(Earcons):
    """No sound at all (no device, or sound switched off)."""

    name = "null"
    description = "no sounds"

    def _play(self, earcon: Earcon, volume: float, pan: float, pitch_step: int) -> bool:
        return False


class EarconLoadError(RuntimeError):
    """The mixer or the sound files could not be loaded."""


class MixerEarcons(Earcons):
    """Play the WAVs through the pygame mixer on their own channels (speech stop never cuts them).

    Pitch variants are made by resampling the mixer-format samples once and cached. Missing
    files make that one earcon silent and are listed in :attr:`missing`.
    """

    name = "mixer"
    description = "earcons through the pygame mixer"

    def __init__(self, sounds_dir: Path | None = None):
        super().__init__()
        problem = _mixer.ensure_mixer()
        if problem is not None:
            raise EarconLoadError(problem)
        pygame = _mixer.import_pygame()
        self._pygame = pygame
        folder = sounds_dir or default_sounds_dir()
        self._sounds: dict[Earcon, Any] = {}
        self.missing: list[Earcon] = []
        """Earcons whose file could not be loaded."""
        self._peaks: dict[int, float] = {}
        self._kept: list[Any] = []
        for earcon in Earcon:
            try:
                loaded = pygame.mixer.Sound(str(folder / f"{earcon.value}.wav"))
            except Exception:  # noqa: BLE001 - one missing file silences one earcon
                self.missing.append(earcon)
                continue
            self._sounds[earcon] = self._scaled(loaded, EARCON_GAIN)
        if not self._sounds:
            raise EarconLoadError(f"no earcon files in {folder}")
        self._variants: dict[tuple[Earcon, int], Any] = {}
        self._channels = [
            _mixer.channel(1 + i) for i in range(_mixer.EARCON_CHANNEL_COUNT)
        ]
        self._levels = [0.0] * len(self._channels)
        self._next = 0

    def _scaled(self, sound: Any, gain: float) -> Any:
        """A copy of ``sound`` with every sample times ``gain``; its peak is remembered."""
        _freq, size, _channels = self._pygame.mixer.get_init()
        if size != -16:
            return sound
        samples = array.array("h", sound.get_raw())
        scaled = array.array("h", (int(v * gain) for v in samples))
        out = self._pygame.mixer.Sound(buffer=scaled.tobytes())
        self._peaks[id(out)] = max((abs(v) for v in scaled), default=0) / 32768
        self._kept.append(out)  # the peak is keyed by id: keep the sound alive
        return out

    def peak(self, sound: Any) -> float:
        """The peak of a loaded sound (0..1 of full scale)."""
        known = self._peaks.get(id(sound))
        if known is not None:
            return known
        samples = array.array("h", sound.get_raw())  # a pitch variant or a glance
        return max((abs(v) for v in samples), default=0) / 32768

    def _sound(self, earcon: Earcon, pitch_step: int) -> Any:
        base = self._sounds.get(earcon)
        if base is None or pitch_step == 0:
            return base
        key = (earcon, pitch_step)
        if key not in self._variants:
            self._variants[key] = self._resample(base, 2 ** (pitch_step / 12))
        return self._variants[key]

    def _resample(self, sound: Any, factor: float) -> Any:
        """A copy of ``sound`` played ``factor`` times faster (higher and shorter)."""
        _freq, size, channels = self._pygame.mixer.get_init()
        if size != -16:
            return sound
        samples = array.array("h", sound.get_raw())
        frames = len(samples) // channels
        out = array.array("h", bytes(2 * channels * max(1, int(frames / factor))))
        for i in range(len(out) // channels):
            src = min(frames - 1, int(i * factor))
            for c in range(channels):
                out[i * channels + c] = samples[src * channels + c]
        return self._pygame.mixer.Sound(buffer=out.tobytes())

    def _play(self, earcon: Earcon, volume: float, pan: float, pitch_step: int) -> bool:
        sound = self._sound(earcon, pitch_step)
        if sound is None:
            return False
        self._start(sound, volume, pan)
        return True

    def _play_glance(self, steps: tuple[int | None, ...], volume: float) -> bool:
        """Render the notes into one sound, each in a slot of GLANCE_SLOT seconds."""
        if self._sounds.get(Earcon.GLANCE) is None:
            return False
        freq, _size, channels = self._pygame.mixer.get_init()
        slot = 2 * channels * int(freq * GLANCE_SLOT)
        parts = []
        for step in steps:
            raw = b"" if step is None else self._sound(Earcon.GLANCE, step).get_raw()[:slot]
            parts.append(raw + bytes(slot - len(raw)))
        self._start(self._pygame.mixer.Sound(buffer=b"".join(parts)), volume, 0.0)
        return True

    def _start(self, sound: Any, volume: float, pan: float) -> None:
        index = next((i for i, c in enumerate(self._channels) if not c.get_busy()), None)
        if index is None:  # all busy: take the channels in turn
            index = self._next
            self._next = (self._next + 1) % len(self._channels)
        channel = self._channels[index]
        # Stay within the budget with the earcons still sounding (no clipping in the mix).
        sounding = sum(level for i, (c, level) in enumerate(zip(self._channels, self._levels))
                       if i != index and c.get_busy())
        peak = self.peak(sound)
        if peak > 0 and peak * volume > EARCON_BUDGET - sounding:
            volume = max(0.0, EARCON_BUDGET - sounding) / peak
        self._levels[index] = peak * volume
        channel.play(sound)
        left = volume * min(1.0, 1.0 - pan)
        right = volume * min(1.0, 1.0 + pan)
        channel.set_volume(left, right)

    @property
    def busy(self) -> bool:
        """Whether any earcon is sounding."""
        return any(c.get_busy() for c in self._channels)

    def stop(self) -> None:
        """Stop all earcon channels (never the speech channel)."""
        for c in self._channels:
            c.stop()


EARCON_PLAYERS: tuple[type[Earcons], ...] = (MixerEarcons, RecordingEarcons, NullEarcons)
"""Every earcon player, looked up by ``name``."""


@dataclass(frozen=True, slots=True)
class EarconChoice:
    """The earcon player chosen, and why others failed."""

    earcons: Earcons
    """The player."""
    requested: str
    """The name asked for."""
    failures: tuple[tuple[str, str], ...]
    """(name, reason) for players tried before, in English."""

    @property
    def chosen(self) -> str:
        """The chosen player's name."""
        return self.earcons.name

    def notes(self) -> list[str]:
        """English notes on the choice (and missing files)."""
        out = [f"Sounds {n} not available: {r}." for n, r in self.failures]
        missing = getattr(self.earcons, "missing", [])
        if missing:
            out.append("Missing earcon files: " + ", ".join(e.value for e in missing) + ".")
        out.append(f"Sounds: {self.earcons.description} ({self.earcons.name}).")
        return out


def select_earcons(name: str = "auto", sounds_dir: Path | None = None) -> EarconChoice:
    """``"auto"``/``"mixer"`` try the mixer and fall back to null; ``"recorder"``/``"null"``."""
    if name in ("auto", "mixer"):
        try:
            return EarconChoice(MixerEarcons(sounds_dir), name, ())
        except Exception as exc:  # noqa: BLE001 - no mixer, no device, no files
            reason = (str(exc) or type(exc).__name__).splitlines()[0]
            return EarconChoice(NullEarcons(), name, (("mixer", reason),))
    for cls in EARCON_PLAYERS:
        if cls.name == name:
            return EarconChoice(cls(), name, ())
    raise ValueError(f"unknown earcon player {name!r}")
