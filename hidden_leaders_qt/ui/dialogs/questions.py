"""Questions and warnings that do not block the event loop.

Every message box is opened window-modal with `open()`: the table keeps painting, the
computer players keep their timers, and nothing runs in a nested event loop.
"""

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

Answer = tuple[str, QMessageBox.ButtonRole, Callable[[], None] | None]
# the roles an answer plays, by their short names
Accept, Reject, Destructive = (
    QMessageBox.ButtonRole.AcceptRole,
    QMessageBox.ButtonRole.RejectRole,
    QMessageBox.ButtonRole.DestructiveRole,
)


def ask(
    parent: QWidget,
    title: str,
    text: str,
    answers: list[Answer],
    informative: str = "",
    icon: QMessageBox.Icon = QMessageBox.Icon.Question,
    details: str = "",
) -> QMessageBox:
    """Show a question; the first answer is the default, a RejectRole answer is Escape.
    The chosen answer's action runs once the box has closed. `details` is the technical
    account, behind the box's Show Details button."""
    box = QMessageBox(parent)
    box.setIcon(icon)
    box.setWindowTitle(title)
    box.setText(text)
    if informative:
        box.setInformativeText(informative)
    if details:
        # the account is the program's own words, made in the language on screen like the heading
        heading = QCoreApplication.translate("questions", "Technical details:")
        box.setDetailedText(f"{heading}\n{details}")
    actions = {}
    for number, (label, role, action) in enumerate(answers):
        button = box.addButton(label, role)
        actions[button] = action
        if number == 0:
            box.setDefaultButton(button)

    def answered() -> None:
        action = actions.get(box.clickedButton())
        box.deleteLater()
        if action is not None:
            action()

    box.finished.connect(answered)
    box.open()
    return box


def warn(
    parent: QWidget,
    title: str,
    text: str,
    then: Callable[[], None] | None = None,
    informative: str = "",
    details: str = "",
) -> QMessageBox:
    """A problem the person should read: what it means to them in `text` and `informative`,
    the technical reason in `details`; `then` runs after they closed it."""
    answers = [(QCoreApplication.translate("questions", "OK"), QMessageBox.ButtonRole.AcceptRole, then)]
    return ask(parent, title, text, answers, informative, QMessageBox.Icon.Warning, details)
