"""The table's sounds, made in code, played without blocking the window.

The sounds are synthesised here (a tile set down on the felt, the two-note
call of a pong, the rumble of a kong, the chime of a win) and written once as
small WAV files in the cache folder. They are played through what every
desktop has — ``winsound`` on Windows, ``afplay`` on macOS, PulseAudio's
``paplay`` or ALSA's ``aplay`` on Linux — so the app needs no multimedia
library (Qt Multimedia alone would add some 170 MB to every install). Where
none is available, the app stays silent and says why once in its log.
"""

from __future__ import annotations

import logging
import math
import shutil
import struct
import subprocess
import sys
import wave
from collections.abc import Callable
from pathlib import Path

_log = logging.getLogger(__name__)

RATE = 22_050
SOUNDS = ("tile", "pong", "kong", "win", "tick")


def _tone(frequencies: list[float], seconds: float, decay: float, volume: float = 0.5) -> list[float]:
    count = int(RATE * seconds)
    return [
        volume
        * math.exp(-decay * i / RATE)
        * sum(math.sin(2 * math.pi * f * i / RATE) for f in frequencies)
        / len(frequencies)
        for i in range(count)
    ]


def _knock(seconds: float = 0.09) -> list[float]:
    """A hard tile on felt: a damped low thud with a bright click on top (deterministic, no noise source)."""
    count = int(RATE * seconds)
    out = []
    for i in range(count):
        t = i / RATE
        thud = math.sin(2 * math.pi * 190 * t) * math.exp(-t * 60)
        click = math.sin(2 * math.pi * 2300 * t + 3 * math.sin(2 * math.pi * 510 * t)) * math.exp(-t * 260)
        out.append(0.55 * thud + 0.35 * click)
    return out


def _then(*parts: list[float]) -> list[float]:
    return [x for part in parts for x in part]


def samples(name: str) -> list[float]:
    """The waveform of one sound, values in −1..1."""
    if name == "tile":
        return _knock()
    if name == "pong":
        return _then(_tone([660, 990], 0.12, 18), _tone([880, 1320], 0.18, 14))
    if name == "kong":
        return _then(_tone([110, 165, 220], 0.35, 7, 0.6), _tone([440, 660], 0.2, 12, 0.35))
    if name == "win":
        notes = [523.25, 659.25, 783.99, 1046.5]
        return _then(*(_tone([f, f * 2], 0.14 if i < 3 else 0.5, 6 if i == 3 else 14) for i, f in enumerate(notes)))
    if name == "tick":
        return _tone([1800], 0.04, 90, 0.35)
    raise ValueError(f"no sound {name!r}; sounds: {SOUNDS}")


def write_wav(path: Path, values: list[float]) -> None:
    frames = b"".join(struct.pack("<h", round(max(-1.0, min(1.0, v)) * 32_000)) for v in values)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)


def _backend() -> Callable[[Path], None] | None:
    """How this machine plays a WAV file without waiting for it."""
    if sys.platform == "win32":
        import winsound  # noqa: PLC0415 - Windows only

        return lambda path: winsound.PlaySound(str(path), winsound.SND_FILENAME | winsound.SND_ASYNC)
    for program in ("afplay", "paplay", "aplay"):
        found = shutil.which(program)
        if found:
            command = [found, *(["-q"] if program == "aplay" else [])]
            return lambda path: _spawn([*command, str(path)])
    return None


def _spawn(command: list[str]) -> None:
    subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


class Sounds:
    """Plays the table's sounds when ``enabled``; the WAV files are made on first use in ``folder``."""

    def __init__(self, folder: Path, enabled: bool = True) -> None:
        self.folder = folder
        self.enabled = enabled
        self._play = _backend()
        self._made: set[str] = set()
        self.played: list[str] = []
        """Every sound asked for while enabled (what a test or a log can check)."""
        if self._play is None:
            _log.info("no audio player found (winsound, afplay, paplay or aplay): the table is silent")

    @property
    def available(self) -> bool:
        return self._play is not None

    def path(self, name: str) -> Path:
        """The sound's WAV file, written on first use."""
        path = self.folder / f"{name}.wav"
        if name not in self._made or not path.exists():
            self.folder.mkdir(parents=True, exist_ok=True)
            write_wav(path, samples(name))
            self._made.add(name)
        return path

    def play(self, name: str) -> None:
        if not self.enabled:
            return
        self.played.append(name)
        if self._play is None:
            return
        try:
            self._play(self.path(name))
        except OSError as error:  # a player that vanished or a full disk must not stop the game
            _log.warning("cannot play %s: %s", name, error)
