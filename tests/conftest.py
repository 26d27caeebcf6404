"""Test configuration: Qt runs offscreen, so the suite needs no display."""

import json
import os
import sys
import tempfile
import threading

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QSettings

from hidden_leaders_qt.language import language, set_language
from hidden_leaders_qt.ui.language.translators import ENVIRONMENT_VARIABLE, apply_language
from hidden_leaders_qt.ui.window.preferences import SETTINGS_FORMAT, SETTINGS_SCOPE

# Off screen, on one screen as large as a big monitor (the plugin's own is 800x800, and the
# mouse cannot hover widgets of a larger window that lie past its edge).
_SCREEN = os.path.join(tempfile.mkdtemp(prefix="hidden-leaders-tests-screen-"), "screen.json")
with open(_SCREEN, "w", encoding="utf-8") as _file:
    json.dump({"screens": [{"name": "test", "x": 0, "y": 0, "width": 2560, "height": 1600, "logicalDpi": 96}]}, _file)
os.environ.setdefault("QT_QPA_PLATFORM", f"offscreen:configfile={_SCREEN}")
# Qt keeps its own settings (a file dialog's last folder) in the user's config folder, and
# the game keeps its preferences in an INI file: the tests get folders of their own, so they
# neither read nor change the user's. XDG_CONFIG_HOME serves Qt's own settings and the
# command started in a subprocess; `setPath` serves the game's in this process, on every system.
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="hidden-leaders-tests-config-")
# The game plays sounds; on a developer's desktop the tests must not: a sound server that is
# not there leaves Qt Multimedia without an audio output, as on a build machine.
os.environ["PULSE_SERVER"] = os.environ["PIPEWIRE_REMOTE"] = "/nonexistent/hidden-leaders-tests-audio"
QSettings.setPath(SETTINGS_FORMAT, SETTINGS_SCOPE, os.environ["XDG_CONFIG_HOME"])
# The tests read the window's English texts, on a machine set to any language: the launch
# (and a command started in a subprocess) takes the language from here before the preferences.
os.environ[ENVIRONMENT_VARIABLE] = "en"


@pytest.fixture(autouse=True)
def settings_dir(tmp_path_factory):
    """Every test starts with preferences of its own, as on a machine where the game never
    ran; a test that launches twice finds what the first launch left."""
    folder = tmp_path_factory.mktemp("settings")
    QSettings.setPath(SETTINGS_FORMAT, SETTINGS_SCOPE, str(folder))
    return folder


@pytest.fixture(autouse=True)
def english_again():
    """A test that switches to German (the pure texts, or the window's translators) leaves
    English behind it, even when it fails half-way."""
    yield
    from PySide6.QtCore import QCoreApplication

    if language() != "en":
        if QCoreApplication.instance() is not None:
            apply_language("en")
        else:
            set_language("en")


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    """A fresh user data folder, as on a machine where the game never ran."""
    folder = tmp_path / "data"
    monkeypatch.setenv("HIDDEN_LEADERS_DATA_DIR", str(folder))
    return folder


@pytest.fixture
def launch_app(qtbot, data_dir):
    """Start the game the way the `hidden-leaders` command does (without its event loop,
    which the test drives). Every window is shut at the end, and any exception its error
    reporter caught (one that escaped a slot or a virtual method) fails the test."""
    from ui_driver import TEST_HANDOFF_GUARD_MS, TEST_QUESTION_GUARD_MS

    from hidden_leaders_qt.ui.window.app import launch

    windows = []
    hooks = sys.excepthook, threading.excepthook

    def start(**options):
        options.setdefault("bot_pause_ms", 0)
        # the table jumps to each move's end unless a test asks for motion (or the stored pace, None)
        options.setdefault("animations", False)
        options.setdefault("prestart_search", False)
        # long enough to be a real guard that every hand-off waits out, short enough for whole games
        options.setdefault("handoff_guard_ms", TEST_HANDOFF_GUARD_MS)
        options.setdefault("question_guard_ms", TEST_QUESTION_GUARD_MS)
        window = launch([], **options)
        windows.append(window)
        qtbot.waitExposed(window)
        return window

    yield start
    for window in windows:
        window.shut_down()
    sys.excepthook, threading.excepthook = hooks
    caught = [error for window in windows for error in window.errors.errors]
    for window in windows:
        window.deleteLater()
    # deleted now, as the event loop of a program would: a window left behind keeps its
    # application-wide input watch, and every later test's events would pass through it
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert not caught, "unexpected exceptions reached the error dialog:\n" + "\n".join(caught)


@pytest.fixture
def unwritable_folder(tmp_path):
    """A folder nobody may create files in, root included."""
    from folders import locked

    folder = tmp_path / "locked"
    folder.mkdir()
    with locked(folder):
        yield folder


@pytest.fixture(autouse=True)
def no_dialog_left_open():
    """A dialog left open by one test would be on top in the next; each test closes its own."""
    yield
    from PySide6.QtWidgets import QApplication, QDialog

    if QApplication.instance() is None:
        return
    # a window-modal dialog whose window has gone is no longer the active modal one, but it
    # still shows (and the privacy oracle of the next test reads it)
    shown = (w for w in QApplication.topLevelWidgets() if isinstance(w, QDialog) and w.isVisible())
    left = QApplication.activeModalWidget() or next(shown, None)
    if left is not None:
        title = left.windowTitle()
        left.close()
        pytest.fail(f"a modal dialog was left open: {title!r}")
