"""Keyboard play: every dialog, menu and legal choice of the table by keys alone."""

import random

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAccessible, QKeySequence, QPalette
from PySide6.QtWidgets import QApplication, QDialog
from ui_driver import (
    BACK_BUTTONS,
    activate,
    no_modal,
    play_until,
    start_default_game,
    table_item,
    wait_modal,
    wait_ready,
    wait_result,
)

from hidden_leaders_qt.engine.core.constants import FACTION_TITLES, Zone
from hidden_leaders_qt.engine.data.cards import default_db
from hidden_leaders_qt.ui.art.faction_style import contrast_ratio
from hidden_leaders_qt.ui.dialogs.help_dialog import HelpDialog
from hidden_leaders_qt.ui.dialogs.preferences_dialog import PreferencesDialog
from hidden_leaders_qt.ui.dialogs.result_dialog import ResultDialog
from hidden_leaders_qt.ui.table.table_descriptions import card_words
from hidden_leaders_qt.ui.window.main_window import MainWindow


def test_enter_in_any_field_of_the_new_game_dialog_starts_the_game(qtbot, launch_app):
    """Enter presses "Start game" wherever the focus is, also after it left the button."""
    window = launch_app()
    dialog = wait_modal(qtbot, QDialog, "New game")
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    name = dialog.visible_rows()[0].name
    name.setFocus()
    name.selectAll()
    qtbot.keyClicks(name, "Ann")
    qtbot.keyClick(name, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.session.model is not None and no_modal())
    assert window.session.model.seats[0].name == "Ann"


class Keyboard:
    """Keys pressed on the keyboard: each goes to whatever has the focus in the active
    window. When a window opens or a dialog closes, a desktop's window manager activates
    it (or the window below); the offscreen platform does not, so that is done here."""

    def __init__(self, qtbot, window: MainWindow, rng: random.Random | None = None) -> None:
        self.qtbot, self.window = qtbot, window
        self.rng = rng or random.Random(0)

    def press(self, key: Qt.Key, modifiers=Qt.KeyboardModifier.NoModifier) -> None:
        top = QApplication.activeModalWidget() or self.window
        if QApplication.activeWindow() is not top:
            activate(self.qtbot, top)
        target = QApplication.activePopupWidget() or QApplication.focusWidget() or top  # an open menu first
        self.qtbot.keyClick(target, key, modifiers)
        self.qtbot.wait(1)  # what a key posts runs before the next key, as in the event loop


def ring_on(window, key: tuple) -> bool:
    keyboard = window.keyboard
    return window.table.hasFocus() and keyboard.ring.isVisible() and keyboard.focused == key


def focus_table(keys: Keyboard) -> None:
    window = keys.window
    """Shift+Tab from the buttons back to the table, as a person does."""
    for _ in range(20):
        if window.table.hasFocus():
            return
        keys.press(Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    raise AssertionError(f"Shift+Tab never reached the table (focus on {QApplication.focusWidget()!r})")


def choose_on_table(keys: Keyboard, key: tuple) -> None:
    window = keys.window
    focus_table(keys)
    for _ in range(len(window.keyboard.targets) + 2):
        if ring_on(window, key):
            break
        keys.press(Qt.Key.Key_Tab)
        if not window.table.hasFocus():  # Tab went past the last target: come back round
            focus_table(keys)
            keys.press(Qt.Key.Key_Home)
    assert ring_on(window, key), f"Tab never brought the ring to {key}"
    assert window.table.accessibleName().endswith("Press Enter to choose.")
    keys.press(keys.rng.choice([Qt.Key.Key_Return, Qt.Key.Key_Space]))


def press_panel_button(keys: Keyboard, index: int) -> None:
    window = keys.window
    button = window.panel.buttons[index]
    for _ in range(len(window.keyboard.targets) + len(window.panel.buttons) + 4):
        if button.hasFocus():
            break
        keys.press(Qt.Key.Key_Tab)
    assert button.hasFocus(), f"Tab never reached the button {button.text()!r}"
    keys.press(keys.rng.choice([Qt.Key.Key_Return, Qt.Key.Key_Space]))


def act_by_keys(keys: Keyboard, rng: random.Random) -> None:
    window = keys.window
    if window.pages.currentWidget() is window.handoff:
        keys.qtbot.waitUntil(window.handoff.button.isEnabled)
        keys.press(Qt.Key.Key_Space)  # only the focused button takes Space
        # on the table, not wherever Qt moved the focus from the hidden button (the log), and
        # on no answer, while the question has not been seen
        assert window.pages.currentWidget() is window.table_page
        assert window.table.hasFocus()
        return
    choice = window.controller.choice
    targets = [("table", key) for key in window.keyboard.targets]
    targets += [("button", i) for i, (text, _) in enumerate(choice.buttons) if text not in BACK_BUTTONS]

    kind, what = rng.choice(targets)
    if kind == "table":
        choose_on_table(keys, what)
    else:
        press_panel_button(keys, what)


SEED = 10  # a deal where Qt once moved the focus to the log at a hand-off


def test_a_whole_hot_seat_game_with_the_keyboard_only(qtbot, launch_app):
    """From the New Game dialog to the result, two people and a computer, keys only."""
    window = launch_app(animations=False)
    keys = Keyboard(qtbot, window, random.Random(5))
    dialog = wait_modal(qtbot, QDialog, "New game")
    keys.press(Qt.Key.Key_N, Qt.KeyboardModifier.AltModifier)  # the mnemonic of "Number of players"
    assert dialog.players.hasFocus()
    keys.press(Qt.Key.Key_Down)
    assert dialog.players.value() == 3
    for _ in range(4):  # player 1's name and type, player 2's name and type
        keys.press(Qt.Key.Key_Tab)
    assert dialog.rows[1].kind.hasFocus()
    keys.press(Qt.Key.Key_Home)  # "Human", the first type
    for _ in range(5):  # player 3's name and type, the beginner and promo boxes, the seed
        keys.press(Qt.Key.Key_Tab)
    assert dialog.seed.hasFocus()
    for digit in str(SEED):
        keys.press(getattr(Qt.Key, f"Key_{digit}"))
    keys.press(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.session.model is not None and no_modal())
    assert [seat.kind for seat in window.session.model.seats] == ["human", "human", "medium"]
    assert window.session.model.settings.seed == SEED
    rng = random.Random(8)
    moves = 0
    while True:
        wait_ready(qtbot, window)
        if window.session.model.is_over:
            break
        act_by_keys(keys, rng)
        moves += 1
    result = wait_result(qtbot)
    assert result.buttons[ResultDialog.REMATCH].isDefault()
    keys.press(Qt.Key.Key_Escape)
    qtbot.waitUntil(no_modal)
    assert moves > 20


def accessible_name(widget) -> str:
    return QAccessible.queryAccessibleInterface(widget).text(QAccessible.Text.Name)


def test_arrow_keys_move_the_ring_and_the_table_says_what_it_is_on(qtbot, launch_app):
    window = launch_app()
    keys = Keyboard(qtbot, window)
    start_default_game(qtbot)
    wait_ready(qtbot, window)
    assert window.focusWidget() is window.table and not window.keyboard.ring.isVisible()  # no ring before a key
    seat = window.session.model.viewer
    hand = [window.scene.position_items[(Zone.HAND, seat, i)] for i in range(5)]
    keys.press(Qt.Key.Key_Right)  # the first key shows the ring where the focus is
    assert ring_on(window, ("card", Zone.HAND, seat, 0))
    keys.press(Qt.Key.Key_Right)
    assert ring_on(window, ("card", Zone.HAND, seat, 1))
    assert accessible_name(window.table) == (
        f"{hand[1].hero.name}, {FACTION_TITLES[hand[1].hero.faction]} hero, in your hand, card 2 of 5. "
        "Press Enter to choose."
    )
    description = QAccessible.queryAccessibleInterface(window.table).text(QAccessible.Text.Description)
    assert description == hand[1].hero.text
    assert window.panel.previewed is hand[1].hero
    assert window.keyboard.ring.sceneBoundingRect().contains(hand[1].sceneBoundingRect())
    keys.press(Qt.Key.Key_End)
    assert ring_on(window, ("card", Zone.HAND, seat, 4))
    keys.press(Qt.Key.Key_Left)
    assert ring_on(window, ("card", Zone.HAND, seat, 3))
    keys.press(Qt.Key.Key_Up)  # nothing to choose above the hand: the ring stays
    assert ring_on(window, ("card", Zone.HAND, seat, 3))
    keys.press(Qt.Key.Key_Space)  # the card to hide
    assert window.controller.choice.prompt.startswith(f"Setup: hiding {hand[3].hero.name}")
    assert window.keyboard.ring.isVisible()
    keys.press(Qt.Key.Key_Escape)  # changed my mind
    assert window.controller.choice.prompt.startswith("Setup: choose a card to hide face down in your party.")
    qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    assert not window.keyboard.ring.isVisible()
    assert accessible_name(window.table) == "Table"


def test_tab_goes_through_the_choices_then_the_buttons_and_back(qtbot, launch_app):
    window = launch_app()
    keys = Keyboard(qtbot, window)
    start_default_game(qtbot)
    model = window.session.model
    play_until(
        qtbot, window, random.Random(3), lambda: model.decision_is_on_screen() and model.view().phase.name == "MAIN"
    )
    wait_ready(qtbot, window)
    targets = list(window.keyboard.targets)
    assert targets and all(key[1] == Zone.HAND for key in targets)
    focus_table(keys)
    keys.press(Qt.Key.Key_Tab)  # shows the ring
    keys.press(Qt.Key.Key_Home)
    seen = []
    while window.table.hasFocus():
        seen.append(window.keyboard.focused)
        keys.press(Qt.Key.Key_Tab)
    assert seen == targets
    assert QApplication.focusWidget() is window.panel.buttons[0]
    assert accessible_name(window.panel.buttons[0]) == "Discard cards…"
    keys.press(Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    assert ring_on(window, targets[-1])
    keys.press(Qt.Key.Key_Return)  # plays the last card of the hand
    qtbot.waitUntil(lambda: any(e.kind == "play" for e in model.events()[-12:]))


def test_tab_into_the_log_starts_at_the_newest_entry_and_arrows_read_back_from_there(qtbot, launch_app):
    window = launch_app()
    keys = Keyboard(qtbot, window)
    start_default_game(qtbot)
    model = window.session.model
    play_until(qtbot, window, random.Random(3), lambda: model.view().turn >= 3)
    wait_ready(qtbot, window)
    log = window.panel.log
    bar = log.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == bar.maximum()
    focus_table(keys)
    for _ in range(len(window.keyboard.targets) + len(window.panel.buttons) + 2):
        if log.hasFocus():
            break
        keys.press(Qt.Key.Key_Tab)
    assert log.hasFocus()
    newest = log.model().rowCount() - 1
    assert log.currentIndex().row() == newest
    keys.press(Qt.Key.Key_Right)  # Qt made the first line current here, and showed the start of the game
    keys.press(Qt.Key.Key_Up)
    assert log.currentIndex().row() == newest - 1
    assert log.visualRect(log.currentIndex()).intersects(log.viewport().rect())


def test_help_lists_every_shortcut_and_the_table_keys(qtbot, launch_app):
    window = launch_app()
    keys = Keyboard(qtbot, window)
    wait_modal(qtbot, QDialog, "New game")
    keys.press(Qt.Key.Key_Escape)  # no game yet
    qtbot.waitUntil(no_modal)
    keys.press(Qt.Key.Key_F1)
    help_dialog = wait_modal(qtbot, HelpDialog)
    text = help_dialog.keyboard.toPlainText()
    for menu in window.menuBar().actions():
        for action in menu.menu().actions():
            if not action.shortcut().isEmpty():
                assert action.shortcut().toString(QKeySequence.SequenceFormat.NativeText) in text
                assert action.text().replace("&", "") in text
    for words in ("Alt+G", "Alt+E", "Tab, Shift+Tab", "Arrow keys", "Enter, Space", "Escape"):
        assert words in text
    keys.press(Qt.Key.Key_Escape)
    qtbot.waitUntil(no_modal)


def test_menus_open_with_alt_and_a_letter(qtbot, launch_app):
    window = launch_app()
    keys = Keyboard(qtbot, window)
    wait_modal(qtbot, QDialog, "New game")
    keys.press(Qt.Key.Key_Escape)
    qtbot.waitUntil(no_modal)
    keys.press(Qt.Key.Key_E, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not None)
    keys.press(Qt.Key.Key_P)  # Preferences…
    wait_modal(qtbot, PreferencesDialog)
    keys.press(Qt.Key.Key_Escape)
    qtbot.waitUntil(no_modal)
    assert window.isVisible()


def focus_shows(window) -> bool:
    """The focus is where a person sees it: the ring on a target of the table, or a panel button
    (which wears a thick focus ring)."""
    focus = QApplication.focusWidget()
    if focus is window.table:
        keyboard = window.keyboard
        return keyboard.ring.isVisible() and keyboard.focused in keyboard.targets
    return focus is not None and focus in window.panel.buttons


def until_main_turn(qtbot, window, rng: random.Random) -> None:
    model = window.session.model
    play_until(qtbot, window, rng, lambda: model.decision_is_on_screen() and model.view().phase.name == "MAIN")
    wait_ready(qtbot, window)


@pytest.mark.parametrize("by", ["mouse", "keys"])
def test_a_choice_made_with_a_panel_button_leaves_the_focus_on_the_table_with_nothing_chosen_by_enter(
    qtbot, launch_app, by
):
    """No Tab is needed to find the focus again: it is on the table, where the first key shows
    the ring on the first target; until then Enter chooses no card."""
    window = launch_app()
    keys = Keyboard(qtbot, window)
    start_default_game(qtbot)
    until_main_turn(qtbot, window, random.Random(3))
    for label, next_prompt in (("Discard cards…", "Choose up to 3"), ("Discard nothing (pass)", "Draw ")):
        index = [button.text() for button in window.panel.buttons].index(label)
        if by == "mouse":
            activate(qtbot, window)  # as the click itself does on a desktop
            qtbot.mouseClick(window.panel.buttons[index], Qt.MouseButton.LeftButton)
        else:
            press_panel_button(keys, index)
        qtbot.waitUntil(lambda p=next_prompt: window.controller.choice.prompt.startswith(p))
        qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table)
        assert not window.keyboard.ring.isVisible()
        decisions, prompt = len(window.session.model.decisions), window.controller.choice.prompt
        keys.press(Qt.Key.Key_Return)
        assert (len(window.session.model.decisions), window.controller.choice.prompt) == (decisions, prompt)
        targets = window.keyboard.targets
        keys.press(Qt.Key.Key_Tab)  # the first key shows where the ring is
        assert ring_on(window, targets[0])
        keys.press(Qt.Key.Key_Tab)  # the next Tab goes on from there, as a person expects
        assert ring_on(window, targets[1])


def test_the_first_tab_of_a_turn_shows_where_the_focus_is(qtbot, launch_app):
    """Someone reads the log while the others move; at their turn the first Tab lands where it is seen."""
    window = launch_app(bot_pause_ms=300)  # time to Tab into the log while the computers move
    keys = Keyboard(qtbot, window)
    start_default_game(qtbot)
    model = window.session.model
    rng = random.Random(3)
    until_main_turn(qtbot, window, rng)
    play_until(qtbot, window, rng, lambda: not model.decision_is_on_screen())
    for _ in range(10):
        if window.panel.log.hasFocus():
            break
        keys.press(Qt.Key.Key_Tab)
    assert window.panel.log.hasFocus()
    until_main_turn(qtbot, window, rng)
    assert window.panel.log.hasFocus()  # the turn does not take the focus from a reader
    keys.press(Qt.Key.Key_Tab)
    assert focus_shows(window), f"the first Tab went to {QApplication.focusWidget()!r}"


def strong_edge_pixels(button, background) -> int:
    """How many pixels within 5 of the button's edge stand out from the panel (3:1, the
    contrast asked of a control's focus indicator)."""
    image = button.grab().toImage()
    width, height = image.width(), image.height()
    return sum(
        1
        for x in range(width)
        for y in range(height)
        if min(x, y, width - 1 - x, height - 1 - y) < 5 and contrast_ratio(image.pixelColor(x, y), background) >= 3
    )


def test_a_focused_panel_button_wears_a_thick_ring(qtbot, launch_app):
    """Not the style's faint frame: a band of strong colour all round the button."""
    window = launch_app()
    start_default_game(qtbot)
    until_main_turn(qtbot, window, random.Random(3))
    activate(qtbot, window)
    first, second = window.panel.buttons[:2]
    first.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(first.hasFocus)
    background = window.panel.palette().color(QPalette.ColorRole.Window)
    perimeter = 2 * (first.width() + first.height())
    assert strong_edge_pixels(first, background) >= 2 * perimeter  # two pixels thick all round, at least
    assert strong_edge_pixels(second, background) < perimeter // 4  # the button without the focus


def test_when_only_buttons_are_left_to_choose_an_arrow_goes_to_them_and_enter_alone_chooses_none(qtbot, launch_app):
    """Curious Troll, chosen on the table, asks how the markers move: with buttons only, each
    of which moves the markers, so none holds the focus until an arrow key goes to them."""
    window = launch_app()
    keys = Keyboard(qtbot, window)
    start_default_game(qtbot, seed=8)  # the first player is dealt the troll
    wait_ready(qtbot, window)

    def troll(key: tuple) -> bool:
        hero = table_item(window, key).hero
        return hero is not None and hero.name == "Curious Troll"

    for _ in range(2):  # hide and discard two other cards
        choose_on_table(keys, next(key for key in window.keyboard.targets if not troll(key)))
    until_main_turn(qtbot, window, random.Random(3))
    choose_on_table(keys, next(key for key in window.keyboard.targets if troll(key)))
    qtbot.waitUntil(lambda: window.controller.choice.prompt == "Curious Troll: choose how the markers move")
    assert not window.keyboard.targets
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table)
    keys.press(Qt.Key.Key_Return)
    assert window.controller.choice.prompt == "Curious Troll: choose how the markers move"
    keys.press(Qt.Key.Key_Down)
    assert QApplication.focusWidget() is window.panel.buttons[0]
    keys.press(Qt.Key.Key_Return)  # red +1; then the troll may look at face-down heroes, chosen on the table
    qtbot.waitUntil(lambda: bool(window.keyboard.targets))
    choice = window.controller.choice
    assert choice.buttons[choice.safe][0] == "Done"  # looking at none spends nothing: it holds the focus
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.panel.buttons[choice.safe])
    focus_table(keys)
    assert focus_shows(window)


def test_a_hot_seat_game_with_every_module_and_variant_by_the_keyboard_only(qtbot, launch_app):
    """The six options of Forgotten Legacy ticked with Tab and Space, then a whole game of two
    people and a computer: artifact sides, bribes, tokens, reactions, keys only."""
    window = launch_app(animations=False)
    keys = Keyboard(qtbot, window, random.Random(6))
    dialog = wait_modal(qtbot, QDialog, "New game")
    keys.press(Qt.Key.Key_N, Qt.KeyboardModifier.AltModifier)
    keys.press(Qt.Key.Key_Down)
    for _ in range(4):
        keys.press(Qt.Key.Key_Tab)
    keys.press(Qt.Key.Key_Home)  # player 2 is a person too
    for _ in range(5):
        keys.press(Qt.Key.Key_Tab)
    assert dialog.seed.hasFocus()
    for digit in str(SEED):
        keys.press(getattr(Qt.Key, f"Key_{digit}"))
    for box in dialog.modules.values():  # Golems, Queens & Friend, Keeper; Bribery, Artifacts, Royal Intrigue
        keys.press(Qt.Key.Key_Tab)
        assert box.hasFocus(), box.text()
        keys.press(Qt.Key.Key_Space)
    keys.press(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.session.model is not None and no_modal())
    settings = window.session.model.settings
    assert settings.bribery and settings.artifacts and settings.royal_intrigue and settings.golems
    rng = random.Random(9)
    asked = set()
    while True:
        wait_ready(qtbot, window)
        if window.session.model.is_over:
            break
        if window.session.model.view().waiting_for is not None:
            asked.add(window.session.model.view().waiting_for[0])
        act_by_keys(keys, rng)
    wait_result(qtbot)
    keys.press(Qt.Key.Key_Escape)
    qtbot.waitUntil(no_modal)
    assert {"artifact_side", "place_token"} <= asked, asked


def test_the_table_can_say_every_hero_aloud():
    """Every hero of every set has words for a screen reader (the Keeper of Discord, of no
    faction, had none and stopped keyboard play on it)."""
    words = {hero.id: card_words(hero) for hero in default_db().heroes}
    assert words["keeper_of_discord"] == "Keeper of Discord, hero of no faction"
    assert words["buried_emperor"] == "Buried Emperor, hero of all factions"
    assert all(text.startswith(hero.name) for hero, text in zip(default_db().heroes, words.values(), strict=True))
