"""The program's file dialogs, made so that looking at a folder never reads a file.

Qt's own icon provider picks a file's icon and its "Type" by the file's contents. In `/proc`
a file such as `kmsg` never ends and never answers: the dialog, reading it in the GUI thread,
held the window for good. Here icons come from the kind of entry (folder, file, drive) and
the type from the name's extension, both known from the folder listing alone.
"""

from PySide6.QtCore import QFileInfo, QMimeDatabase
from PySide6.QtGui import QAbstractFileIconProvider, QIcon
from PySide6.QtWidgets import QApplication, QFileDialog, QStyle, QWidget


class PlainFileIcons(QAbstractFileIconProvider):
    """Icons and types from a folder entry's kind and name, never from its contents."""

    def __init__(self) -> None:
        super().__init__()
        style = QApplication.style()
        pixmap = QStyle.StandardPixmap
        self._folder = style.standardIcon(pixmap.SP_DirIcon)
        self._file = style.standardIcon(pixmap.SP_FileIcon)
        self._drive = style.standardIcon(pixmap.SP_DriveHDIcon)
        self._computer = style.standardIcon(pixmap.SP_ComputerIcon)
        self._mime = QMimeDatabase()

    def icon(self, entry) -> QIcon:  # type: ignore[override]  # Qt's two overloads in one
        if not isinstance(entry, QFileInfo):
            kinds = QAbstractFileIconProvider.IconType
            return {kinds.Computer: self._computer, kinds.Drive: self._drive, kinds.Folder: self._folder}.get(
                entry, self._file
            )
        if entry.isRoot():
            return self._drive
        return self._folder if entry.isDir() else self._file

    def type(self, entry: QFileInfo) -> str:
        if entry.isFile():
            found = self._mime.mimeTypeForFile(entry, QMimeDatabase.MatchMode.MatchExtension)
            return found.comment() or found.name()
        return super().type(entry)  # a folder, a drive or anything else: named by its kind


def file_dialog(parent: QWidget, title: str, start: str, filters: str) -> QFileDialog:
    """A window-modal file dialog of the program (the caller sets its mode and opens it)."""
    dialog = QFileDialog(parent, title, start, filters)
    # the dialog's own widgets, whose folder listing and icons this module controls
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    dialog.plain_icons = PlainFileIcons()  # type: ignore[attr-defined]  # the dialog does not own it
    dialog.setIconProvider(dialog.plain_icons)  # type: ignore[attr-defined]
    return dialog
