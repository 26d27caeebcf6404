"""The guided first game (Help ▸ Learn to Play): a lesson told on the real table from a stacked
deal, the person making each move it asks for, a move it did not ask for explained and not
taken, left halfway and resumed, never in the History."""

import pytest
from lesson_helpers import follow_lesson, lesson_waits
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QPushButton
from ui_driver import WAIT_MS, activate, answer, open_menu, wait_modal, wait_result

from hidden_leaders_qt.engine import Option, new_game
from hidden_leaders_qt.engine.core.errors import SaveFormatError
from hidden_leaders_qt.engine.rules.scoring import score
from hidden_leaders_qt.lessons.lesson_course import LessonCourse
from hidden_leaders_qt.lessons.lesson_file import LESSONS, LessonError, parse_lesson, read_lesson
from hidden_leaders_qt.records.history import history_path
from hidden_leaders_qt.saved_games.saves import SavedGame, SeatConfig, autosave_path, replay
from hidden_leaders_qt.ui.replay.replay_window import ReplayWindow

LESSON = read_lesson("first_game")


def test_lesson_first_game_tells_a_whole_game_the_person_wins_on_the_tie_break():
    st = new_game(LESSON.settings, chance=LESSON.chance())
    db = st.db
    assert [db.leaders[leader].name for leader in st.leaders] == ["Myrad", "Lemron", "Cyra"]
    assert [db.heroes[card].name for card in st.hands[0]] == [
        "Blind Eye Collector", "Wrapped Warrior", "Half-Eaten Bull", "Bored Goblin", "Long-Eared Loner",
    ]  # fmt: skip
    for move in LESSON.moves:
        st.apply(move)
    assert st.is_over
    result = score(st)
    assert (result.winning_faction, result.winner, tuple(result.markers)) == ("hill_tribes", 0, (2, 12))
    assert [step.values for step in result.tie_breaks] == [{0: 4, 1: 4}, {0: 5, 1: 8}]
    # one step asks for each of the person's 16 moves, and every step has both languages
    assert sum(step.move for step in LESSON.steps) == 16
    assert all(step.words("de") != step.words("en") for step in LESSON.steps)


def test_lesson_course_explains_a_move_it_did_not_ask_for_and_takes_the_one_it_did():
    course = LessonCourse(LESSON)
    course.moved(13)  # the person's first turn
    assert not course.reading() or course.current.at == 13
    while course.reading():
        course.read_on()
    assert course.current.move
    assert course.refusal(Option("play", (0,)), "Play Blind Eye Collector", "en") is None
    refused = course.refusal(Option("pass"), "Pass", "en")
    assert refused == "Pass: the lesson asks you to play Blind Eye Collector, which moves green 3 up."
    german = course.refusal(Option("pass"), "Passen", "de")
    assert german == "Passen: Die Lektion möchte, dass du Blind Eye Collector ausspielst, der Grün um 3 vorrückt."
    # the computers wait while a step is read, and play the lesson's moves otherwise
    course.moved(0)
    assert course.reading() and course.computer_move(0) is None
    while course.reading():
        course.read_on()
    assert course.computer_move(0) == LESSON.moves[0]


@pytest.mark.parametrize(
    ("change", "complaint"),
    [
        (lambda text: text.replace('["draw_harbor", []]  # 15', '["pass", []]  # 15'), "move 15"),
        (lambda text: text.replace("first: 1", "first: 7"), "'first'"),
        (lambda text: text.replace("Half-Eaten Bull, Bored Goblin", "Half-Eaten Bull, Bored Gobblin"), "Bored Gobblin"),
        (lambda text: text.replace("  - at: 14\n    move: true", "  - at: 14\n    move: false", 1), "move 14"),
    ],
)
def test_lesson_file_that_cannot_be_told_is_refused_with_its_place(change, complaint):
    text = _lesson_text()
    changed = change(text)
    assert changed != text
    with pytest.raises(LessonError, match="lesson first_game") as refused:
        parse_lesson(changed, "first_game")
    assert complaint in str(refused.value)


def _lesson_text() -> str:
    return (LESSONS / "first_game.yaml").read_text(encoding="utf-8")


def play_lesson(qtbot, window, until: int | None = None, wrong_at: int | None = None) -> list[str]:
    """Follow the guided first game as a person does (see `lesson_helpers.follow_lesson`)."""
    return follow_lesson(qtbot, window, LESSON, until, wrong_at)


def replay_windows() -> list[ReplayWindow]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, ReplayWindow) and w.isVisible()]


def test_learn_to_play_from_the_first_launch_to_the_end_of_the_guided_game(qtbot, launch_app, data_dir):
    window = launch_app()
    dialog = wait_modal(qtbot, QDialog, "New game")
    learn = dialog.findChild(QPushButton, "learn_to_play")
    assert learn.text() == "New to the game? Learn to Play"
    qtbot.mouseClick(learn, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.lessons.guide is not None, timeout=WAIT_MS)
    bar = window.lessons.bar
    assert bar.isVisible()
    assert bar.heading.text() == "Learn to Play: Your first game · step 1 of 27"
    assert bar.text.text().startswith("Welcome to the table! This is your leader, Myrad")
    assert window.session.names[1:] == ["Rika", "Tomas"]
    # the spotlight shows the leader
    assert window.lessons.guide.spotlight.isVisible()
    # the setup: a wrong pick is explained and not taken
    headings = play_lesson(qtbot, window, wrong_at=2)
    assert len(headings) >= 27
    model = window.session.model
    assert model.is_over and list(model.decisions) == list(LESSON.moves)
    assert window.lessons.guide is None and not bar.isVisible()
    assert "Lesson complete" in window.statusBar().currentMessage()
    result = wait_result(qtbot)
    # the result's suspicion timeline is the lesson's own game, dealt again from its script
    pane = result.tabs.widget(1)
    qtbot.waitUntil(lambda: pane.timeline_view is not None, timeout=WAIT_MS)
    # and its replay too: the same deal, every decision, the same end
    replay_button = next(b for b in result.findChildren(QPushButton) if b.text() == "Replay")
    qtbot.mouseClick(replay_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: replay_windows() != [], timeout=WAIT_MS)
    game = replay_windows()[0].game
    assert (game.count, game.is_over) == (len(LESSON.moves), True)
    replay_windows()[0].close()
    # a lesson is neither autosaved nor recorded in the History
    window.session.recorder.flush()
    assert not history_path().exists() and not autosave_path().exists()


def test_lesson_left_halfway_resumes_at_its_step_from_help(qtbot, launch_app, data_dir):
    window = launch_app()
    learn = wait_modal(qtbot, QDialog, "New game").findChild(QPushButton, "learn_to_play")
    qtbot.mouseClick(learn, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.lessons.guide is not None, timeout=WAIT_MS)
    play_lesson(qtbot, window, until=8)  # into the person's first turn
    left_at = (len(window.session.model.decisions), window.lessons.guide.course.step)
    text = window.lessons.bar.text.text()
    qtbot.mouseClick(window.lessons.bar.leave_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.lessons.guide is None, timeout=WAIT_MS)
    offer = wait_modal(qtbot, QDialog, "New game")
    assert offer.players.value() == 4  # the person's own table (here the first launch's), not the lesson's
    offer.reject()
    menu, item = open_menu(qtbot, window, "Help", "Learn to Play")
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(item).center())
    lessons = item.menu()
    qtbot.waitUntil(lessons.isVisible, timeout=WAIT_MS)
    first = lessons.actions()[0]
    assert first.text() == "Your first game…"
    qtbot.mouseClick(lessons, Qt.MouseButton.LeftButton, pos=lessons.actionGeometry(first).center())
    answer(qtbot, "Resume", "Resume the lesson?")
    qtbot.waitUntil(lambda: window.lessons.guide is not None, timeout=WAIT_MS)
    assert (len(window.session.model.decisions), window.lessons.guide.course.step) == left_at
    assert window.lessons.bar.text.text() == text
    play_lesson(qtbot, window)
    assert window.session.model.is_over


def test_lesson_return_reads_on_and_a_held_key_never_makes_the_move(qtbot, launch_app, data_dir):
    """Return reads on while a step waits for reading; held down at a step that asks for a
    move it chooses nothing, so the person's move is still theirs to make."""
    window = launch_app()
    learn = wait_modal(qtbot, QDialog, "New game").findChild(QPushButton, "learn_to_play")
    qtbot.mouseClick(learn, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.lessons.guide is not None, timeout=WAIT_MS)
    guide = window.lessons.guide
    activate(qtbot, window)
    for _ in range(3):
        qtbot.waitUntil(lambda: lesson_waits(window), timeout=WAIT_MS)
        step = guide.course.step
        qtbot.keyClick(window, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda s=step: guide.course.step > s, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: lesson_waits(window) and guide.course.current.move, timeout=WAIT_MS)
    assert guide.course.position == 2
    for _ in range(20):
        qtbot.keyClick(window, Qt.Key.Key_Return)
    assert len(window.session.model.decisions) == 2 and guide.course.step == 3
    assert not window.lessons.bar.next_button.isVisible()


def test_lesson_game_rebuilt_from_its_decisions_is_dealt_again_from_its_script():
    """A replay of the lesson's game deals it from the lesson's script, not from the seed
    (which deals another game), and such a game is never written to a file."""
    seats = [SeatConfig(name, "human" if seat == 0 else "easy") for seat, name in enumerate(LESSON.seat_names)]
    saved = SavedGame(LESSON.settings, seats, list(LESSON.moves), deal=LESSON.chance().script)
    assert replay(saved).is_over
    with pytest.raises(SaveFormatError):
        replay(SavedGame(LESSON.settings, seats, list(LESSON.moves)))
    with pytest.raises(ValueError, match="not written to a file"):
        saved.to_data()
