"""The window's menus: Game, Edit and Help, with their standard keys."""

from typing import Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QMainWindow

from hidden_leaders_qt.ui.lessons.lesson_words import add_lessons_menu
from hidden_leaders_qt.ui.records.records_doors import show_history, show_statistics
from hidden_leaders_qt.ui.replay.replay_doors import replay_saved_game
from hidden_leaders_qt.ui.window.dialog_doors import (
    DialogDoorway,
    set_sound,
    show_about,
    show_help,
    show_preferences,
    show_result,
)
from hidden_leaders_qt.ui.window.game_files import GameFiles

translate = QCoreApplication.translate


class MenuWindow(DialogDoorway, Protocol):
    """The main window as its menus see it: the doors they lead to, the window's own slots,
    and the actions that follow the game in hand, which the menus make and keep on it."""

    files: GameFiles
    resume_action: QAction
    result_action: QAction
    undo_action: QAction
    undo_refused: QShortcut

    def window(self) -> QMainWindow:
        """The main window itself (Qt's own `QWidget.window()`): the menus' owner."""

    def undo(self) -> None:
        """Take back the last decision, or say why not."""

    def set_undo_available(self, available: bool) -> None:
        """Undo enabled or greyed, saying why."""


def build_menus(window: MenuWindow) -> None:
    """Add the menus to `window`, and keep on it the actions that follow the game in hand."""
    owner = window.window()
    # named, so that other parts find a menu in any language (the advisor adds to Edit)
    game = owner.menuBar().addMenu(translate("menus", "&Game"))
    game.setObjectName("menu_game")
    _action(owner, game, translate("menus", "&New Game…"), QKeySequence.StandardKey.New, window.new_game_dialog)
    _action(owner, game, translate("menus", "&Rematch"), None, window.rematch)
    window.resume_action = _action(
        owner, game, translate("menus", "Resume &Last Game"), None, window.files.resume_last_game
    )
    window.resume_action.setEnabled(False)  # until the autosave read at launch holds an unfinished game
    window.result_action = _action(owner, game, translate("menus", "Show &Result"), None, lambda: show_result(window))
    window.result_action.setEnabled(False)
    _action(owner, game, translate("menus", "&History…"), None, lambda: show_history(window))
    _action(owner, game, translate("menus", "S&tatistics…"), None, lambda: show_statistics(window))
    game.addSeparator()
    _action(owner, game, translate("menus", "&Open…"), QKeySequence.StandardKey.Open, window.files.open_game)
    _action(owner, game, translate("menus", "&Save As…"), QKeySequence.StandardKey.Save, window.files.save_game_as)
    _action(owner, game, translate("menus", "Replay a Saved &Game…"), None, lambda: replay_saved_game(window))
    game.addSeparator()
    _action(
        owner, game, translate("menus", "&Quit"), QKeySequence("Ctrl+Q"), owner.close
    )  # Quit has no standard key on Windows
    edit = owner.menuBar().addMenu(translate("menus", "&Edit"))
    edit.setObjectName("menu_edit")
    edit.setToolTipsVisible(True)  # a greyed Undo says why
    window.undo_action = _action(owner, edit, translate("menus", "&Undo"), QKeySequence.StandardKey.Undo, window.undo)
    # the key of a disabled Undo still gets an answer: why there is nothing to undo
    window.undo_refused = QShortcut(QKeySequence.StandardKey.Undo, owner)
    window.undo_refused.activated.connect(window.undo)
    window.set_undo_available(False)
    edit.addSeparator()
    window.sound_action = QAction(translate("menus", "Play &Sounds"), owner)
    window.sound_action.setCheckable(True)
    window.sound_action.setChecked(window.sounds.on)
    window.sound_action.setShortcut(QKeySequence("Ctrl+Shift+M"))
    window.sound_action.toggled.connect(lambda on: set_sound(window, on))
    edit.addAction(window.sound_action)
    preferences = _action(
        owner, edit, translate("menus", "&Preferences…"), QKeySequence("Ctrl+,"), lambda: show_preferences(window)
    )
    preferences.setMenuRole(QAction.MenuRole.PreferencesRole)
    help_menu = owner.menuBar().addMenu(translate("menus", "&Help"))
    help_menu.setObjectName("menu_help")
    _action(
        owner,
        help_menu,
        translate("menus", "&How to Play"),
        QKeySequence.StandardKey.HelpContents,
        lambda: show_help(window),
    )
    add_lessons_menu(help_menu, window.lessons.learn_to_play)
    about = _action(owner, help_menu, translate("menus", "&About Hidden Leaders"), None, lambda: show_about(window))
    about.setMenuRole(QAction.MenuRole.AboutRole)


def _action(owner: QMainWindow, menu, text: str, shortcut, slot) -> QAction:
    action = QAction(text, owner)
    if shortcut is not None:
        action.setShortcut(shortcut)
    action.triggered.connect(lambda _checked=False: slot())  # not the `checked` flag as an argument
    menu.addAction(action)
    return action
