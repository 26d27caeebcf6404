"""The application says who it is: its version on the command line, its names and icon to the desktop,
and an About box with the version, the licence and the game's authors."""

from importlib import metadata

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog
from ui_driver import choose_menu, wait_modal

from hidden_leaders_qt.app_info import APP_ID
from hidden_leaders_qt.cli import main
from hidden_leaders_qt.ui.dialogs.about_dialog import AboutDialog
from hidden_leaders_qt.ui.window.identity import ICON_SIZES, apply_identity
from hidden_leaders_qt.ui.window.main_window import MainWindow

VERSION = metadata.version("hidden-leaders-qt")


def test_version_option_prints_the_installed_version(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["--version"])
    assert exit_.value.code == 0
    assert capsys.readouterr().out == f"hidden-leaders {VERSION}\n"


@pytest.fixture
def identified(qapp):
    """The test application with the game's identity, put back as it was afterwards."""
    before = (qapp.applicationName(), qapp.organizationName(), qapp.applicationVersion(), qapp.desktopFileName())
    icon = qapp.windowIcon()
    apply_identity(qapp)
    yield qapp
    name, organization, version, desktop = before
    qapp.setApplicationName(name)
    qapp.setOrganizationName(organization)
    qapp.setApplicationVersion(version)
    qapp.setDesktopFileName(desktop)
    qapp.setWindowIcon(icon)


def test_the_application_is_named_versioned_and_tied_to_its_desktop_file(identified):
    assert identified.applicationName() == "Hidden Leaders"
    assert identified.organizationName() == "hidden-leaders-qt"
    assert identified.applicationVersion() == VERSION
    assert identified.desktopFileName() == APP_ID


def test_every_window_gets_the_icon_at_every_hicolor_size(identified, qtbot):
    window = MainWindow(autosave_enabled=False)
    qtbot.addWidget(window)
    icon = window.windowIcon()
    assert not icon.isNull()
    assert sorted(size.width() for size in icon.availableSizes()) == list(ICON_SIZES)
    for side in ICON_SIZES:
        image = icon.pixmap(side, side).toImage()
        assert (image.width(), image.height()) == (side, side)
        # drawn, and not a square: opaque in the middle, transparent in a corner
        assert image.pixelColor(side // 2, side // 2).alpha() == 255
        assert image.pixelColor(side - 1, 0).alpha() == 0


def test_help_about_shows_version_licence_and_the_games_authors(identified, qtbot, launch_app):
    window = launch_app()
    qtbot.keyClick(wait_modal(qtbot, QDialog, "New game"), Qt.Key.Key_Escape)
    choose_menu(qtbot, window, "Help", "About Hidden Leaders")
    dialog = wait_modal(qtbot, AboutDialog, "About Hidden Leaders")
    text = dialog.text.text()
    assert f"Version {VERSION}" in text
    assert "License: Proprietary" in text
    assert "Raphael Stocker, Andreas Müller and Markus Müller, published by BFF Games" in text
    dialog.reject()
