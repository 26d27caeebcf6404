"""Help ▸ About: what this program is, its version and licence, and whose game it adapts."""

from html import escape

import PySide6
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, qVersion
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QMessageBox, QVBoxLayout, QWidget

from hidden_leaders_qt.app_info import GAME_DESIGNERS, GAME_PUBLISHER, app_version, license_name
from hidden_leaders_qt.ui.window.identity import app_icon

ICON_SIDE = 128


def designers() -> str:
    """The game's designers, "A, B and C" in the language of the window."""
    *names, last = GAME_DESIGNERS
    return QCoreApplication.translate("AboutDialog", "{names} and {last}").format(names=", ".join(names), last=last)


PROGRAM_NAME = QT_TRANSLATE_NOOP("AboutDialog", "Hidden Leaders")


def shown_name() -> str:
    """The program's name as the window shows it: the German edition's name in German."""
    return QCoreApplication.translate("AboutDialog", PROGRAM_NAME)


def about_html() -> str:
    """The dialog's text; the version and licence come from the installed package's metadata."""
    paragraphs = (
        QCoreApplication.translate("AboutDialog", "Version {version}").format(version=escape(app_version())),
        QCoreApplication.translate(
            "AboutDialog",
            "A digital adaptation of the hidden-role card game <i>Hidden Leaders</i>: play solo against "
            "computer players or hot-seat on one computer, with every rule enforced.",
        ),
        QCoreApplication.translate(
            "AboutDialog",
            "<i>Hidden Leaders</i> is a game by {designers}, published by {publisher}. The game, its rules "
            "and the names of its cards are theirs; the card texts, the artwork and the program are this "
            "adaptation's own.",
        ).format(designers=escape(designers()), publisher=escape(GAME_PUBLISHER)),
        QCoreApplication.translate("AboutDialog", "License: {license}").format(license=escape(license_name())),
        QCoreApplication.translate("AboutDialog", "Built with Qt {qt} and PySide6 {pyside}.").format(
            qt=escape(qVersion()), pyside=escape(PySide6.__version__)
        ),
    )
    return f"<h2>{escape(shown_name())}</h2>" + "".join(f"<p>{paragraph}</p>" for paragraph in paragraphs)


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("About {name}").format(name=shown_name()))
        icon = QLabel()
        icon.setPixmap(app_icon().pixmap(ICON_SIDE, ICON_SIDE))
        icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.text = QLabel(about_html())
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.text.setMinimumWidth(420)
        body = QHBoxLayout()
        body.setSpacing(20)
        body.addWidget(icon)
        body.addWidget(self.text, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        about_qt = buttons.addButton(self.tr("About &Qt"), QDialogButtonBox.ButtonRole.HelpRole)
        about_qt.clicked.connect(lambda: QMessageBox.aboutQt(self))
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(body)
        layout.addWidget(buttons)
