"""What the lesson tests share: when a lesson waits for the person, and following a lesson as a
person does, reading each step, making each move it asks for by clicking the table or the
panel's buttons, and trying a move it did not ask for."""

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from ui_driver import WAIT_MS, click_item, table_item

from hidden_leaders_qt.engine import Option
from hidden_leaders_qt.engine.core.constants import Zone
from hidden_leaders_qt.lessons.lesson_file import Lesson
from hidden_leaders_qt.ui.art.token_art import token_title
from hidden_leaders_qt.ui.game.decision_words import marker_text

# the moves a person makes on the table; every other answer is a button of the panel
TABLE_MOVES = frozenset(
    {"setup", "play", "discard", "draw_tavern", "draw_harbor", "card", "fate", "player", "place_token"}
)


def click_for(qtbot, window, option: Option) -> None:
    """Make a move as a person does: clicking cards, piles, name plates and fate cards, or the
    button that answers with it."""
    viewer = window.session.model.viewer
    if option.kind == "setup":
        for index in option.args:
            click_item(qtbot, window, table_item(window, ("card", Zone.HAND, viewer, index)))
        return
    if option.kind == "place_token":
        _place_token(qtbot, window, option)
        return
    keys = {
        "play": lambda: ("card", Zone.HAND, viewer, option.args[0]),
        "discard": lambda: ("card", Zone.HAND, viewer, option.args[0]),
        "draw_tavern": lambda: ("card", Zone.TAVERN, -1, option.args[0]),
        "draw_harbor": lambda: ("pile", int(Zone.HARBOR)),
        "card": lambda: ("card", *option.args),
        "fate": lambda: ("fate", option.args[0]),
        "player": lambda: ("plate", option.args[0]),
    }
    if option.kind in keys:
        click_item(qtbot, window, table_item(window, keys[option.kind]()))
        return
    press(qtbot, window, button_text(window, option))


def button_text(window, option: Option) -> str:
    """The words of the panel's button that answers with `option`."""
    controller = window.controller
    if option.kind == "markers":
        return marker_text(tuple(controller.view.markers), tuple(option.args))
    return controller.describe(option)


def press(qtbot, window, text: str) -> None:
    """Click the panel's button saying `text`, once it is on screen."""
    buttons = {button.text(): button for button in window.panel.buttons}
    assert text in buttons, (text, list(buttons))
    qtbot.waitUntil(buttons[text].isVisible, timeout=WAIT_MS)
    qtbot.mouseClick(buttons[text], Qt.MouseButton.LeftButton)


def _place_token(qtbot, window, option: Option) -> None:
    """A token of a bribe: with two kinds in hand, its button first picks which one the click
    on a hero places."""
    kind, *position = option.args
    key = ("card", *position)
    label = QCoreApplication.translate("bribery_decisions", "Place {token}…").format(token=token_title(kind))
    if label in [button.text() for button in window.panel.buttons]:
        press(qtbot, window, label)
        qtbot.waitUntil(lambda: label not in [button.text() for button in window.panel.buttons], timeout=WAIT_MS)
    qtbot.waitUntil(lambda: key in window.controller.choice.clicks and window.gate.taking_input, timeout=WAIT_MS)
    click_item(qtbot, window, table_item(window, key))


def lesson_waits(window) -> bool:
    """The lesson waits for the person: to read on, or to make a move it asks for."""
    guide = window.lessons.guide
    if guide is None or window.scene.is_moving():
        return False
    course = guide.course
    if course.reading():
        return True
    step = course.current
    choice = window.controller.choice
    return (
        step is not None
        and step.move
        and step.at == len(window.session.model.decisions)
        and window.gate.taking_input
        and bool(choice.clicks or choice.buttons)
        and len(window.panel.buttons) == len(choice.buttons)
        and all(button.isVisible() for button in window.panel.buttons)
    )


def wrong_move(window, wanted: Option) -> Option:
    """Another move of the question, one a person makes the same way as the wanted one."""
    options = [o for o in window.session.model.view().decision.options if o != wanted]
    same_way = [o for o in options if (o.kind in TABLE_MOVES) == (wanted.kind in TABLE_MOVES)]
    return (same_way or options)[0]


def follow_lesson(
    qtbot,
    window,
    lesson: Lesson,
    until: int | None = None,
    wrong_at: int | None = None,
    refused: str = "Not this move: ",
    at_each_step: Callable[[], None] | None = None,
) -> list[str]:
    """Follow `lesson` as a person does, reading each step and making each move it asks for,
    up to the step numbered `until` (or to its end); at the move `wrong_at` try another move
    first, which must be refused with words starting `refused`; `at_each_step` runs as each
    step waits for the person. Returns the headings seen."""
    bar = window.lessons.bar
    headings = []
    while window.lessons.guide is not None:
        qtbot.waitUntil(lambda: window.lessons.guide is None or lesson_waits(window), timeout=WAIT_MS)
        guide = window.lessons.guide
        if guide is None:
            break
        if until is not None and guide.course.step >= until:
            return headings
        headings.append(bar.heading.text())
        if at_each_step is not None:
            at_each_step()
        if guide.course.reading():
            qtbot.mouseClick(bar.next_button, Qt.MouseButton.LeftButton)
            continue
        position = len(window.session.model.decisions)
        if position == wrong_at:
            before = list(window.session.model.decisions)
            click_for(qtbot, window, wrong_move(window, lesson.moves[position]))
            qtbot.waitUntil(bar.refusal.isVisible, timeout=WAIT_MS)
            assert bar.refusal.text().startswith(refused), bar.refusal.text()
            assert window.session.model.decisions == before
            # nothing stays half chosen: the move asked for is made from the start
            qtbot.waitUntil(lambda: not window.controller.choice.selected, timeout=WAIT_MS)
        click_for(qtbot, window, lesson.moves[position])
        qtbot.waitUntil(lambda p=position: len(window.session.model.decisions) > p, timeout=WAIT_MS)
    return headings
