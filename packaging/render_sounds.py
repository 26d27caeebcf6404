"""Synthesise the game's sounds, our own, into WAV files in resources/sounds.

    python packaging/render_sounds.py           # write the WAV files (commit them)
    python packaging/render_sounds.py --check   # fail if a committed file no longer matches

Each sound is a few sine partials or a little noise under an exponential decay, computed
sample by sample in pure Python (no sound library needed) at 22,050 samples a second, mono,
16 bit: short, soft at the start and end (no click), and well below full scale, since the
game plays them quietly beside whatever else the computer plays.
"""

import argparse
import math
import random
import struct
import sys
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22_050
PEAK = 0.5  # of full scale
FADE_S = 0.01
SOUNDS_DIR = Path(__file__).resolve().parents[1] / "resources" / "sounds"
# Largest difference in a sample (of 32,767) a re-render may show: another libm's last bit.
TOLERANCE = 2

Voice = Callable[[float], float]


def tone(frequency: float, decay_s: float, partials=((1.0, 1.0),), attack_s: float = 0.004) -> Voice:
    """A struck tone: sine partials (frequency ratio, amplitude) under a fast attack and an exponential decay."""

    def voice(t: float) -> float:
        if t < 0:
            return 0.0
        envelope = min(1.0, t / attack_s) * math.exp(-t / decay_s)
        return envelope * sum(a * math.sin(2 * math.pi * frequency * ratio * t) for ratio, a in partials)

    return voice


def thud(seed: int, decay_s: float, low_hz: float) -> Voice:
    """A soft knock: low-passed noise and a low sine, both dying away fast (a card laid on felt)."""
    rng = random.Random(seed)
    noise = [rng.uniform(-1, 1) for _ in range(int(RATE * decay_s * 8))]
    smooth, level = [], 0.0
    for sample in noise:
        level += 0.18 * (sample - level)  # one-pole low-pass: felt, not hiss
        smooth.append(level)

    def voice(t: float) -> float:
        index = int(t * RATE)
        if t < 0 or index >= len(smooth):
            return 0.0
        envelope = min(1.0, t / 0.002) * math.exp(-t / decay_s)
        return envelope * (2.2 * smooth[index] + 0.6 * math.sin(2 * math.pi * low_hz * t))

    return voice


def delayed(voice: Voice, start_s: float) -> Voice:
    return lambda t: voice(t - start_s)


WOOD = ((1.0, 1.0), (2.76, 0.35), (5.4, 0.12))  # a small wooden block's partials
BELL = ((1.0, 1.0), (2.0, 0.28), (3.0, 0.08))

# name: (length in seconds, the voices that sound together)
SOUNDS: dict[str, tuple[float, list[Voice]]] = {
    "card_played": (0.16, [thud(seed=7, decay_s=0.028, low_hz=140)]),
    "markers_moved": (
        0.24,
        [tone(1150, 0.014, WOOD, attack_s=0.001), delayed(tone(980, 0.016, WOOD, attack_s=0.001), 0.085)],
    ),
    "your_turn": (0.62, [tone(659.26, 0.16, BELL), delayed(tone(880.0, 0.2, BELL), 0.14)]),
    "game_end": (
        1.4,
        [delayed(tone(f, 0.32, BELL), start) for f, start in ((523.25, 0), (659.26, 0.12), (783.99, 0.24))]
        + [delayed(tone(1046.5, 0.45, BELL), 0.36)],
    ),
}


def samples(name: str) -> list[int]:
    """The sound as 16-bit samples, its loudest sample at PEAK of full scale."""
    length, voices = SOUNDS[name]
    count = int(length * RATE)
    raw = [sum(voice(i / RATE) for voice in voices) for i in range(count)]
    fade = int(FADE_S * RATE)
    for i in range(fade):
        raw[count - 1 - i] *= i / fade
    scale = PEAK * 32767 / max(abs(value) for value in raw)
    return [round(value * scale) for value in raw]


def write_wav(path: Path, data: list[int]) -> None:
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(struct.pack(f"<{len(data)}h", *data))


def read_wav(path: Path) -> list[int]:
    with wave.open(str(path), "rb") as found:
        if (found.getnchannels(), found.getsampwidth(), found.getframerate()) != (1, 2, RATE):
            raise ValueError(f"{path.name} is not 16-bit mono at {RATE} Hz")
        frames = found.readframes(found.getnframes())
    return list(struct.unpack(f"<{len(frames) // 2}h", frames))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare the committed files instead of writing")
    check = parser.parse_args(argv).check
    SOUNDS_DIR.mkdir(parents=True, exist_ok=True)
    stale = []
    for name in SOUNDS:
        path = SOUNDS_DIR / f"{name}.wav"
        data = samples(name)
        if not check:
            write_wav(path, data)
            continue
        try:
            found = read_wav(path)
        except (OSError, EOFError, ValueError, wave.Error) as error:
            stale.append(f"{path.name}: {error}")
            continue
        if len(found) != len(data) or any(abs(a - b) > TOLERANCE for a, b in zip(found, data, strict=True)):
            stale.append(f"{path.name}: differs from what this script makes")
    for line in stale:
        print(line, file=sys.stderr)
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
