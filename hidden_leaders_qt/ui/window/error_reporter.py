"""Unexpected exceptions are never silent.

PySide prints an exception that escapes a slot or a virtual method and carries on, so a
broken table would go on as if nothing had happened. Here every such exception (in the
GUI thread or any other) is logged and shown in a dialog that offers to save the game to
a new file, to continue, or to quit.
"""

import logging
import sys
import threading
import traceback
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

log = logging.getLogger("hidden_leaders_qt")
translate = QCoreApplication.translate


class ErrorReporter(QObject):
    """Installed as `sys.excepthook` and `threading.excepthook`; `errors` keeps every report."""

    reported = Signal(str, str)

    def __init__(self, parent: QWidget, save: Callable[[], None], quit_app: Callable[[], None]) -> None:
        super().__init__(parent)
        self.parent_widget = parent
        self.save, self.quit_app = save, quit_app
        self.errors: list[str] = []
        self.box: QMessageBox | None = None
        # exceptions of other threads are shown by the GUI thread
        self.reported.connect(self._show, Qt.ConnectionType.QueuedConnection)

    def install(self) -> None:
        sys.excepthook = self.report
        threading.excepthook = lambda args: self.report(args.exc_type, args.exc_value, args.exc_traceback)

    def report(self, kind: type[BaseException], error: BaseException, trace) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, error, trace)
            return
        details = "".join(traceback.format_exception(kind, error, trace))
        log.error("unexpected error\n%s", details)
        self.errors.append(details)
        summary = f"{kind.__name__}: {error}" if str(error) else kind.__name__
        self.reported.emit(summary, details)

    def _show(self, summary: str, details: str) -> None:
        if self.box is not None:  # a burst of errors goes into the dialog already open
            self.box.setDetailedText(self.box.detailedText() + "\n" + details)
            return
        box = self.box = QMessageBox(self.parent_widget)
        box.setIcon(QMessageBox.Icon.Critical)
        box.setWindowTitle(translate("ErrorReporter", "Something went wrong"))
        box.setText(
            translate("ErrorReporter", "Something went wrong inside Hidden Leaders:\n{summary}").format(
                summary=summary[:300]
            )
        )
        box.setInformativeText(
            translate(
                "ErrorReporter",
                "The table may no longer show the game correctly. "
                "You can save the game to a new file and go on, or quit.",
            )
        )
        box.setDetailedText(details)
        save = box.addButton(translate("ErrorReporter", "Save Game As…"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(translate("ErrorReporter", "Continue"), QMessageBox.ButtonRole.RejectRole)
        quit_button = box.addButton(translate("ErrorReporter", "Quit"), QMessageBox.ButtonRole.DestructiveRole)
        box.setDefaultButton(save)

        def answered() -> None:
            self.box = None
            clicked = box.clickedButton()
            box.deleteLater()
            if clicked is save:
                self.save()
            elif clicked is quit_button:
                self.quit_app()

        box.finished.connect(answered)
        box.open()
