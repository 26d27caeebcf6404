"""Damaged `Hidden Leaders.ini` files for the preferences fuzzer: a file as the game writes
it, mutated by a seeded generator (values nested deep, huge, binary, of the wrong type,
out of range; unknown keys; broken INI syntax; flipped bytes), and the file replaced by a
directory or by something nobody can read."""

import functools
import json
import os
import random
import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtWidgets import QMainWindow, QSplitter, QWidget

from hidden_leaders_qt.ui.game.game_model import Seat
from hidden_leaders_qt.ui.window.preferences import Preferences, TableSetup

KEYS = (
    "window/geometry",
    "window/splitter",
    "files/folder",
    "new_game/players",
    "new_game/seats",
    "new_game/beginner",
    "new_game/promo_heroes",
    "new_game/modules",
    "table/animation_speed",
    "table/reduce_motion",
    "table/bot_pause_ms",
    "sound/on",
    "sound/volume",
    "interface/language",
)
JUNK_LINES = (
    b"[",
    b"[[window",
    b"=3",
    b"no value here",
    b"[window",
    b"\\",
    b"volume==7",
    b"\x00\x00\x00",
    b"]]]",
    b"[]",
)
WRONG_TYPES = (
    b"@Rect(1 2 3 4)",
    b"@Size(3 4)",
    b"@Point(-1 -2)",
    b"@ByteArray(nonsense)",
    b"@ByteArray()",
    b"@Invalid()",
    b"@String(abc)",
    b"@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x5junk\\0)",
    b"@Variant(\\0\\0\\0\\n\\0\\0\\0\\xff\\xff\\xff\\xff)",
    b"@Variant(\\0\\0\\0\\t\\0\\x7f\\xff\\xff\\xff)",
    b"1, 2, 3",
    b'"a,b"',
    b"true",
    b"3",
    b"",
    b"[]",
    b"{}",
)
NUMBERS = (
    b"-1",
    b"-99999999999999999999",
    b"99999999999999999999999",
    b"1e9",
    b"0x10",
    b" 12 ",
    "\u0661\u0662".encode(),
    b"1_000",
    b"NaN",
    b"inf",
    b"3.5",
    b"+5",
    b"00000000000000000000001",
    b"2147483648",
    b"-0",
)
TEXTS = (
    b"\\x1b[2J",
    b"a\\tb",
    "\u202eevil".encode(),
    "\u3000\u00a0".encode(),
    "\U0001f98a".encode(),
    b"\\xd800",
    b"golems dragons",
    b"off fast",
    b"\xff\xfe\x00",
    b'"[[\\"Ann\\", \\"human\\"]]"',
    b'"[[\\"\\", \\"human\\"], [\\"Bo\\", \\"easy\\"]]"',
    b'"[[\\"Mi\\u200bra\\", \\"human\\"], [\\"Bo\\", \\"easy\\"]]"',
    b'"[[\\"Ann\\", \\"wizard\\"], [\\"Bo\\", \\"easy\\"]]"',
    b'"' + json.dumps([["Ann", "human"]] * 7).replace('"', '\\"').encode() + b'"',
    b'"[[\\"Ann\\", \\"human\\"], [\\"Ann\\u3000\\", \\"hard\\"]]"',
)


@functools.cache
def base_file() -> bytes:
    """A preferences file as the game leaves it after a game: every key, each value readable."""
    path = Path(tempfile.mkdtemp(prefix="hidden-leaders-tests-preferences-")) / "base.ini"
    store = QSettings(str(path), QSettings.Format.IniFormat)
    preferences = Preferences(store)
    window = layout_window(preferences)
    preferences.remember_layout("window/geometry", window.saveGeometry())
    preferences.remember_layout("window/splitter", window.splitter.saveState())
    window.deleteLater()
    preferences.folder = Path(__file__).anchor  # the same wherever the tests are cloned
    seats = (Seat("Ann", "human"), Seat("Bo", "easy"), Seat("Cy", "hard"), Seat("Di", "random"))
    preferences.table_setup = TableSetup(3, seats, True, False, frozenset({"golems"}))
    preferences.animation_speed = "fast"
    preferences.reduce_motion = "on"
    preferences.bot_pause_ms = 700
    preferences.sound_on = False
    preferences.sound_volume = 60
    preferences.language = "de"
    preferences.sync()
    return path.read_bytes()


def layout_window(preferences: Preferences) -> QMainWindow:
    """A window with a table and a side panel split as the game's, for restoring layouts."""
    window = QMainWindow()
    window.preferences = preferences
    window.splitter = QSplitter()
    window.splitter.addWidget(QWidget())
    window.splitter.addWidget(QWidget())
    window.setCentralWidget(window.splitter)
    window.resize(1100, 700)
    return window


def ini_value(value: QByteArray, scratch: Path) -> bytes:
    """How QSettings writes a byte array in an INI file (`@ByteArray(...)` with its escapes)."""
    store = QSettings(str(scratch), QSettings.Format.IniFormat)
    store.setValue("k", value)
    store.sync()
    return next(line for line in scratch.read_bytes().splitlines() if line.startswith(b"k="))[2:]


class Mutator:
    """Seeded: case n of a run is the same file every time."""

    def __init__(self, rng: random.Random, base: bytes, scratch: Path) -> None:
        self.rng = rng
        self.base = base
        self.scratch = scratch
        self.scratches = 0

    def scratch_file(self) -> Path:
        """A file name not used before: QSettings keeps what it read of a file in memory."""
        self.scratches += 1
        return self.scratch / f"scratch-{self.scratches}.ini"

    def junk_value(self, key: str) -> bytes:
        rng = self.rng
        kind = rng.randrange(9)
        if kind == 0:
            depth = rng.choice((50, 5000, 100_000))
            opener = rng.choice((b"[", b'{\\"a\\":'))
            return b'"' + opener * depth + b"]" * depth + b'"'
        if kind == 1:
            return rng.choice((b"x", b"\\x0001", b"[", "\u3000".encode())) * rng.choice((1000, 50_000, 300_000))
        if kind == 2:
            return bytes(rng.randrange(256) for _ in range(rng.randrange(1, 200))).replace(b"\n", b"")
        if kind == 3:
            return rng.choice(WRONG_TYPES)
        if kind == 4:
            return rng.choice(NUMBERS)
        if kind == 5:
            return rng.choice(TEXTS)
        if kind == 6:
            return self.mangled_layout(key)
        if kind == 7:
            return b"\\" + bytes([rng.randrange(32, 127)]) * rng.randrange(1, 5)
        return rng.choice(WRONG_TYPES + NUMBERS + TEXTS)

    def mangled_layout(self, key: str) -> bytes:
        """A layout that begins as Qt's own and is cut short, lengthened or has bytes changed."""
        name = key.split("/")[1].encode() if key.startswith("window/") else self.rng.choice((b"geometry", b"splitter"))
        line = next(line for line in self.base.splitlines() if line.startswith(name + b"="))
        scratch = self.scratch_file()
        scratch.write_bytes(b"[g]\nk=" + line.removeprefix(name + b"=") + b"\n")
        layout = bytearray(QSettings(str(scratch), QSettings.Format.IniFormat).value("g/k", QByteArray()).data())
        rng = self.rng
        action = rng.randrange(3)
        if action == 0 and layout:
            layout = layout[: rng.randrange(len(layout))]
        elif action == 1:
            layout += bytes(rng.randrange(256) for _ in range(rng.randrange(1, 2000)))
        for _ in range(rng.randrange(1, 6)):
            if layout:
                layout[rng.randrange(len(layout))] = rng.randrange(256)
        return ini_value(QByteArray(bytes(layout)), self.scratch_file())

    def set_value(self, text: bytes) -> bytes:
        key = self.rng.choice(KEYS)
        section, name = key.split("/")
        lines = text.split(b"\n")
        prefix = name.encode() + b"="
        value = self.junk_value(key)
        replaced = [prefix + value if line.startswith(prefix) else line for line in lines]
        if replaced == lines:
            replaced += [b"[" + section.encode() + b"]", prefix + value]
        return b"\n".join(replaced)

    def add_unknown(self, text: bytes) -> bytes:
        rng = self.rng
        section = rng.choice((b"window", b"sound", b"future", b"General", b"%General", b"a b"))
        return text + b"\n[" + section + b"]\nkey" + str(rng.randrange(100)).encode() + b"=" + self.junk_value("")

    def break_syntax(self, text: bytes) -> bytes:
        lines = text.split(b"\n")
        lines.insert(self.rng.randrange(len(lines) + 1), self.rng.choice(JUNK_LINES))
        return b"\n".join(lines)

    def truncate(self, text: bytes) -> bytes:
        return text[: self.rng.randrange(len(text) + 1)]

    def flip_bytes(self, text: bytes) -> bytes:
        mangled = bytearray(text)
        for _ in range(self.rng.randrange(1, 8)):
            mangled[self.rng.randrange(len(mangled))] = self.rng.randrange(256)
        return bytes(mangled)

    def line_endings(self, text: bytes) -> bytes:
        return self.rng.choice((b"\xef\xbb\xbf" + text, text.replace(b"\n", b"\r\n"), text.replace(b"\n", b"\r")))

    def file(self) -> bytes:
        operations: list[Callable[[bytes], bytes]] = [
            self.set_value,
            self.set_value,
            self.set_value,
            self.add_unknown,
            self.break_syntax,
            self.truncate,
            self.flip_bytes,
            self.line_endings,
        ]
        text = self.base
        for _ in range(self.rng.randrange(1, 5)):
            text = self.rng.choice(operations)(text)
        return text


SPECIAL_CASES = ("empty file", "random bytes", "directory", "no read permission", "symbolic link loop")


def write_special(case: str, path: Path, rng: random.Random) -> None:
    """The file replaced by something that is no INI file, or that cannot be read at all."""
    if case == "empty file":
        path.write_bytes(b"")
    elif case == "random bytes":
        path.write_bytes(bytes(rng.randrange(256) for _ in range(rng.randrange(1, 5000))))
    elif case == "directory":
        path.mkdir()
        (path / "inside").write_text("[sound]\nvolume=5\n")
    elif case == "no read permission":
        path.write_text("[sound]\nvolume=5\n")
        path.chmod(0)
    else:
        os.symlink(path.name, path)
