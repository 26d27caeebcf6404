"""The window fits the screen it opens on, from 1024x700 to 4K: a first window lies whole on
the screen, title bar and borders included, and a game plays to its end there with every
button on screen; a layout left on a larger screen, or maximised, is fitted, not thrown away.

The offscreen platform fixes its screens when the application starts, so each screen gets a
pytest of its own in a subprocess (`on_screen`), which runs one of the `test_here_*` tests
of this file; in any other run they are skipped."""

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QSettings, QSize, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QDialog, QMainWindow, QWidget
from ui_driver import choose_menu, no_modal, play_until, start_default_game, wait_modal, wait_result

from hidden_leaders_qt.ui.dialogs.help_dialog import HelpDialog
from hidden_leaders_qt.ui.window.preferences import SETTINGS_FORMAT, SETTINGS_SCOPE, settings_store
from hidden_leaders_qt.ui.window.side_panel import MIN_WIDTH, SHARE_OF_WINDOW
from hidden_leaders_qt.ui.window.window_memory import (
    DEFAULT_SIZE,
    FRAME_GUESS,
    GEOMETRY_KEY,
    RefitWhenShown,
    read_layout,
)

SCREEN = "HIDDEN_LEADERS_TEST_SCREEN"  # WIDTHxHEIGHT: the screen a `test_here_*` test runs on
SETTINGS = "HIDDEN_LEADERS_TEST_SETTINGS"  # the folder of the preferences it starts with
RUN_SECONDS = 600  # a whole game against three computer players, on a busy machine
# the layout a window is left in on the tests' 2560x1600 screen: wider than a small screen,
# less tall than it, and a side panel wider than it opens with
LEFT_AT = QRect(300, 30, 1700, 700)
PANEL_LEFT = 270
here_only = pytest.mark.skipif(SCREEN not in os.environ, reason="run on a screen of its own by on_screen")


def on_screen(size: str, test: str, tmp_path: Path, settings: Path | None = None) -> None:
    """Run `test` of this file on an offscreen screen of `size`, with fresh preferences or a
    copy of those in `settings`; it must pass."""
    width, height = (int(side) for side in size.split("x"))
    config = tmp_path / "screen.json"
    config.write_text(
        json.dumps({"screens": [{"name": size, "x": 0, "y": 0, "width": width, "height": height, "logicalDpi": 96}]})
    )
    environment = {key: value for key, value in os.environ.items() if not key.startswith("PYTEST_")}
    environment |= {"QT_QPA_PLATFORM": f"offscreen:configfile={config}", SCREEN: size}
    if settings is not None:
        environment[SETTINGS] = str(settings)
    done = subprocess.run(
        [sys.executable, "-m", "pytest", f"{__file__}::{test}", "-n", "0", "-q", "-p", "no:cacheprovider"],
        capture_output=True,
        text=True,
        env=environment,
        cwd=Path(__file__).parent.parent,
        timeout=RUN_SECONDS,
    )
    assert done.returncode == 0 and "1 passed" in done.stdout, done.stdout[-6000:] + done.stderr[-2000:]


def placed(qtbot, window: QMainWindow) -> QMainWindow:
    """The window once it has been placed by the frame it was given on screen."""
    qtbot.waitUntil(lambda: window.findChild(RefitWhenShown) is None)
    return window


def whole_on_screen(widget: QWidget) -> None:
    """The window with its frame (title bar and borders) lies in the screen's available area."""
    available = widget.screen().availableGeometry()
    assert available.contains(widget.frameGeometry()), (widget.frameGeometry(), available)


def frame_of(window: QMainWindow) -> tuple[int, int]:
    """How much wider and taller the window is with its frame than without."""
    return (
        window.frameGeometry().width() - window.geometry().width(),
        window.frameGeometry().height() - window.geometry().height(),
    )


def every_button_on_screen(window: QMainWindow) -> None:
    """What a person must press lies on screen: every button of the side panel shows."""
    available = window.screen().availableGeometry()
    for button in window.panel.buttons:
        if button.isVisible():
            place = QRect(button.mapToGlobal(button.rect().topLeft()), button.size())
            assert available.contains(place), (button.text(), place, available)


def first_window_on_this_screen(window: QMainWindow) -> None:
    """The default size centred where it fits, else the whole available area."""
    whole_on_screen(window)
    available = window.screen().availableGeometry()
    wide, tall = frame_of(window)
    room = QSize(available.width() - wide, available.height() - tall)
    assert window.size() == DEFAULT_SIZE.boundedTo(room)
    assert window.windowState() == Qt.WindowState.WindowNoState
    # centred, give or take half a title bar (the frame is known only once the window shows)
    middle = window.frameGeometry().center() - available.center()
    assert abs(middle.x()) <= 1 and abs(middle.y()) <= FRAME_GUESS.top() // 2, middle


# --- run on screens of their own ---------------------------------------------------------


@here_only
def test_here_the_first_window_lies_whole_on_the_screen_and_a_game_plays_to_its_end(qtbot, launch_app):
    window = placed(qtbot, launch_app())
    first_window_on_this_screen(window)
    start_default_game(qtbot)
    model = window.session.model
    choose_menu(qtbot, window, "Help", "How to Play")
    help_window = wait_modal(qtbot, HelpDialog)
    qtbot.waitExposed(help_window)
    whole_on_screen(help_window)
    qtbot.keyClick(help_window, Qt.Key.Key_Escape)
    qtbot.waitUntil(no_modal)

    def still_usable() -> None:
        whole_on_screen(window)
        every_button_on_screen(window)

    play_until(qtbot, window, random.Random(36), lambda: model.is_over, still_usable)
    whole_on_screen(wait_result(qtbot))
    whole_on_screen(window)


@here_only
def test_here_the_first_window_lies_whole_on_the_screen(qtbot, launch_app):
    first_window_on_this_screen(placed(qtbot, launch_app()))


@here_only
def test_here_a_remembered_layout_is_fitted_with_its_split_and_state(qtbot, launch_app, caplog):
    QSettings.setPath(SETTINGS_FORMAT, SETTINGS_SCOPE, os.environ[SETTINGS])
    left = read_layout(settings_store().value(GEOMETRY_KEY).data())
    window = placed(qtbot, launch_app())
    assert not [record.getMessage() for record in caplog.records if GEOMETRY_KEY in record.getMessage()]
    whole_on_screen(window)
    assert window.windowState() == left.state
    room = window.screen().availableGeometry().marginsRemoved(left.frame)
    normal = window.normalGeometry()
    assert normal.size() == left.normal.size().boundedTo(room.size()) and room.contains(normal), (normal, room)
    # the split as it was left, unless the window is now too narrow for so wide a panel
    width = window.splitter.width()
    assert window.splitter.sizes()[1] == min(PANEL_LEFT, max(MIN_WIDTH, round(width * SHARE_OF_WINDOW)))


# --- the tests of every run ------------------------------------------------------------------


def test_a_first_window_on_a_1024x700_screen_lies_whole_on_it_and_a_game_plays_to_its_end(tmp_path):
    on_screen("1024x700", "test_here_the_first_window_lies_whole_on_the_screen_and_a_game_plays_to_its_end", tmp_path)


@pytest.mark.parametrize("size", ["1600x1000", "3840x2160"])
def test_a_first_window_keeps_its_default_size_where_it_fits(tmp_path, size):
    on_screen(size, "test_here_the_first_window_lies_whole_on_the_screen", tmp_path)


@pytest.mark.parametrize(("size", "maximised"), [("1280x800", False), ("1024x700", True)])
def test_a_layout_left_on_a_larger_screen_is_fitted_not_thrown_away(
    qtbot, launch_app, settings_dir, tmp_path, size, maximised
):
    """Left 1700 wide on a 2560x1600 screen, with a wide panel, maximised or not."""
    window = launch_app()
    qtbot.keyClick(wait_modal(qtbot, QDialog, "New game"), Qt.Key.Key_Escape)
    qtbot.waitUntil(no_modal)
    window.setGeometry(LEFT_AT)
    qtbot.waitUntil(lambda: window.geometry() == LEFT_AT)
    window.splitter.setSizes([LEFT_AT.width() - PANEL_LEFT, PANEL_LEFT])
    if maximised:
        window.showMaximized()
        qtbot.waitUntil(lambda: window.isMaximized())
    window.shut_down()
    left = read_layout(settings_store().value(GEOMETRY_KEY).data())
    assert left.normal == LEFT_AT and (left.state == Qt.WindowState.WindowMaximized) == maximised
    on_screen(size, "test_here_a_remembered_layout_is_fitted_with_its_split_and_state", tmp_path, settings_dir)


def test_a_screenshot_keeps_the_size_asked_for_on_a_smaller_screen(tmp_path):
    """The picture is no window on a screen: on the offscreen platform's own 800x800 screen
    it is still as large as asked, not fitted."""
    picture = tmp_path / "table.png"
    environment = {key: value for key, value in os.environ.items() if not key.startswith("PYTEST_")}
    environment["QT_QPA_PLATFORM"] = "offscreen"
    done = subprocess.run(
        [sys.executable, "-m", "hidden_leaders_qt", "screenshot", "--out", str(picture), "--size", "1280x800"],
        capture_output=True,
        text=True,
        env=environment,
        timeout=RUN_SECONDS,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert QImage(str(picture)).size() == QSize(1280, 800)
