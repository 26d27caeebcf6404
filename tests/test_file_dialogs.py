"""The file dialogs (Save As, Open) look at folders, never into files: a file of `/proc` that
never ends must not hold the window, and listing a folder of saves opens none of them."""

import faulthandler
import os
import time
from pathlib import Path

from PySide6.QtCore import QElapsedTimer, Qt, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QFileSystemModel, QLineEdit
from ui_driver import WAIT_MS, no_modal, press_shortcut, start_default_game, wait_modal

# a window that has not answered for this long is stuck for good: the test run ends with the
# stack of every thread instead of waiting forever
STUCK_SECONDS = 20
# a time long before the file was last changed: reading the file moves its access time to now
LONG_AGO, CHANGED = 1_000_000, 2_000_000


def save_as(qtbot, window) -> QFileDialog:
    press_shortcut(qtbot, window, Qt.Key.Key_S)
    return wait_modal(qtbot, QFileDialog, "Save Game As")


def answers_within(qtbot, seconds: float) -> float:
    """How long the window took to handle an event posted now (it must within `seconds`)."""
    clock, answered = QElapsedTimer(), []
    clock.start()
    QTimer.singleShot(0, lambda: answered.append(clock.elapsed() / 1000))
    qtbot.waitUntil(lambda: bool(answered), timeout=int(seconds * 1000))
    return answered[0]


def test_save_as_into_proc_keeps_the_window_answering(qtbot, launch_app):
    window = launch_app(animations=False)
    start_default_game(qtbot)
    faulthandler.dump_traceback_later(STUCK_SECONDS, exit=True)
    try:
        dialog = save_as(qtbot, window)
        edit = dialog.findChild(QLineEdit, "fileNameEdit")
        dialog.activateWindow()
        edit.setFocus()
        qtbot.waitUntil(edit.hasFocus, timeout=WAIT_MS)
        edit.selectAll()
        qtbot.keyClicks(edit, "/proc")
        qtbot.keyClick(edit, Qt.Key.Key_Return)
        # the dialog goes into the folder and lists it, answering all the while
        qtbot.waitUntil(lambda: dialog.directory().path() == "/proc", timeout=1000)
        listed = dialog.findChild(QFileSystemModel)
        kmsg = listed.index("/proc/kmsg")
        started = time.monotonic()
        while time.monotonic() - started < 2:
            assert answers_within(qtbot, 1) < 1
            qtbot.wait(100)
        assert kmsg.isValid() and listed.type(kmsg), "the dialog did not list /proc"
        # and it closes at once, leaving nothing that still reads
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)
        qtbot.waitUntil(no_modal, timeout=1000)
        qtbot.wait(200)  # the closed dialog is deleted
        assert answers_within(qtbot, 1) < 1
        # the next Save As opens where the last one was left, and answers as well
        dialog = save_as(qtbot, window)
        assert answers_within(qtbot, 1) < 1
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)
        qtbot.waitUntil(no_modal, timeout=1000)
    finally:
        faulthandler.cancel_dump_traceback_later()
    assert window.session.model is not None and not window.session.model.is_over


def test_listing_a_folder_of_saves_opens_none_of_them(qtbot, launch_app, tmp_path):
    """A folder's files are shown by name and kind: opening each to guess its type is what a
    file that never ends turns into a window that never answers."""
    folder = tmp_path / "saves"
    folder.mkdir()
    saves = [folder / name for name in ("monday.json", "tuesday.json", "notes")]
    for path in saves:
        path.write_text('{"format": "hidden-leaders"}')
        os.utime(path, (LONG_AGO, CHANGED))
    window = launch_app(animations=False)
    start_default_game(qtbot)
    window.preferences.folder = str(folder)
    dialog = save_as(qtbot, window)
    listed = dialog.findChild(QFileSystemModel)

    def all_described() -> bool:
        return all(listed.index(str(path)).isValid() and listed.type(listed.index(str(path))) for path in saves)

    qtbot.waitUntil(all_described, timeout=WAIT_MS)
    assert listed.type(listed.index(str(saves[0]))) == "JSON document"
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(no_modal, timeout=WAIT_MS)
    read = [path.name for path in saves if Path(path).stat().st_atime != LONG_AGO]
    assert not read, f"the dialog read {read}"
    assert QApplication.activeModalWidget() is None
