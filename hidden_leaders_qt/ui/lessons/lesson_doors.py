"""The doors to the lessons: Help ▸ Learn to Play, the New Game dialog's offer, resuming a
lesson left halfway, and keeping its course in the preferences."""

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QVBoxLayout, QWidget

from hidden_leaders_qt.engine.words.narration import YOU
from hidden_leaders_qt.language import language, marked
from hidden_leaders_qt.lessons.lesson_file import Lesson, read_lesson
from hidden_leaders_qt.ui.dialogs.questions import Accept, Destructive, Reject, ask
from hidden_leaders_qt.ui.game.game_model import HUMAN, Seat
from hidden_leaders_qt.ui.lessons.lesson_bar import LessonBar
from hidden_leaders_qt.ui.lessons.lesson_guide import LessonGuide

translate = QCoreApplication.translate
FIRST_LESSON = "first_game"
COMPUTER = "easy"  # the lesson plays their moves; the level only names them


class LessonDoors:
    def __init__(self, window) -> None:
        self.window = window
        self.guide: LessonGuide | None = None
        self.bar = LessonBar()
        self.bar.hide()

    def band_over(self, page: QWidget) -> QWidget:
        """`page` (the table and the panel) under the lesson's band, shown while a lesson is told."""
        column = QWidget()
        layout = QVBoxLayout(column)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.bar)
        layout.addWidget(page, 1)
        return column

    # --- starting and resuming ------------------------------------------------------------------

    def learn_to_play(self, name: str = FIRST_LESSON) -> None:
        """Help ▸ Learn to Play: the lesson from its start, or from where it was left."""
        lesson = read_lesson(name, self.window.card_db())
        kept = self.window.preferences.lesson_course(name)
        title = marked(lesson.title_words(language()))
        afresh = lambda: self._leave_game_then(lambda: self.start(lesson, 0, 0))  # noqa: E731
        if kept is None or kept[0] <= lesson.start_at:
            afresh()
            return
        ask(
            self.window,
            translate("LessonDoors", "Resume the lesson?"),
            translate("LessonDoors", "You left “{title}” at step {step} of {count}.").format(
                title=title, step=min(kept[1], len(lesson.steps) - 1) + 1, count=len(lesson.steps)
            ),
            [
                (
                    translate("LessonDoors", "Resume"),
                    Accept,
                    lambda: self._leave_game_then(lambda: self.start(lesson, *kept)),
                ),
                (translate("LessonDoors", "Start Over"), Destructive, afresh),
                (translate("LessonDoors", "Cancel"), Reject, None),
            ],
        )

    def _leave_game_then(self, then) -> None:
        session = self.window.session
        if session.in_progress() and not session.laid_out:
            self.window.files.leave_game_then(
                translate("LessonDoors", "Starting a lesson ends the game in progress."), then
            )
        else:
            then()

    def start(self, lesson: Lesson, position: int, step: int) -> None:
        """Deal the lesson's game and replay its first `position` moves, then tell it from `step`."""
        position = min(max(position, lesson.start_at), len(lesson.moves))
        seats = [
            Seat(self._person_name() if seat == lesson.person else name, HUMAN if seat == lesson.person else COMPUTER)
            for seat, name in enumerate(lesson.seat_names)
        ]
        self._drop_guide()
        session = self.window.session
        session.start(lesson.settings, seats, lesson.moves[:position], chance=lesson.chance())
        guide = self.guide = LessonGuide(self.window, lesson, session.model, step)
        guide.progressed.connect(self.window.preferences.keep_lesson_course)
        guide.finished.connect(self._finished)
        guide.ended.connect(self._guide_ended)
        session.started.connect(self._another_game)
        session.bots.schedule()

    def _person_name(self) -> str:
        setup = self.window.preferences.table_setup
        names = [seat.name for seat in setup.seats if seat.is_human] if setup is not None else []
        return names[0] if names else YOU

    def _finished(self, name: str) -> None:
        self.window.preferences.forget_lesson_course(name)
        self.window.statusBar().showMessage(
            translate("LessonDoors", "Lesson complete. Game ▸ New Game… deals a real game."), 10000
        )

    def _another_game(self, model) -> None:
        if self.guide is not None and self.guide.model is not model:
            self.guide.end()

    def _guide_ended(self) -> None:
        self.window.session.started.disconnect(self._another_game)
        self.guide = None

    def _drop_guide(self) -> None:
        if self.guide is not None:
            self.guide.end()

    def refusal(self, option) -> str | None:
        return self.guide.refusal(option) if self.guide is not None else None

    def course_in_hand(self) -> tuple[str, int, int] | None:
        """The lesson being told and where (for a window built anew in another language)."""
        if self.guide is None:
            return None
        course = self.guide.course
        return self.guide.lesson.name, course.position, course.step

    def resume(self, name: str, position: int, step: int) -> None:
        self.start(read_lesson(name, self.window.card_db()), position, step)
