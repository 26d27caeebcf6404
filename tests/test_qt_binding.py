"""Guards against a Qt binding that corrupts the interpreter (seen with PySide6 6.12.0 on
Python 3.11: every void call dropped a reference to None until the process aborted)."""

import sys

from PySide6.QtGui import QColor, QFont


def test_qt_calls_do_not_leak_references_to_none():
    font, color = QFont(), QColor("red")
    before = sys.getrefcount(None)
    for _ in range(500):
        font.setBold(True)
        color.setAlpha(100)
    assert abs(sys.getrefcount(None) - before) < 50
