"""How fast and how the table moves: the pace chosen in Preferences and "reduce motion"."""

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication


def desktop_reduces_motion() -> bool:
    """The desktop asks for less motion. Only Windows tells Qt (its "Show animations in
    Windows" setting turns the general UI effects off); elsewhere Qt cannot read it, so the
    table moves unless the preference says otherwise."""
    return QGuiApplication.platformName() == "windows" and not QApplication.isEffectEnabled(Qt.UIEffect.UI_General)


def reduces_motion(choice: str) -> bool:
    """`choice`: the preference, "on", "off" or "desktop"."""
    return choice == "on" or (choice == "desktop" and desktop_reduces_motion())
