"""Tells a lesson on the real table: shows its steps, lights the part explained, plays the
computers' moves as the lesson's game has them, and turns a move the lesson did not ask for
into words instead of taking it.

The window asks `refusal` before each decision it sends; the computer seats ask `computer_move`
and wait while the person reads (`holding`). The course is written to the preferences at every
step, so a lesson left halfway (or a window closed) resumes where it was.
"""

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from hidden_leaders_qt.engine import Option
from hidden_leaders_qt.engine.data.card_language import card_text
from hidden_leaders_qt.language import language, marked
from hidden_leaders_qt.lessons.lesson_course import LessonCourse
from hidden_leaders_qt.lessons.lesson_file import Lesson
from hidden_leaders_qt.ui.game.game_model import GameModel
from hidden_leaders_qt.ui.lessons.lesson_spotlight import Spotlight, place_rects

translate = QCoreApplication.translate
# how often the spotlight follows cards still on their way to where a step shows them
FOLLOW_MS = 60


class LessonGuide(QObject):
    progressed = Signal(str, int, int)  # lesson name, moves made, step shown
    finished = Signal(str)  # the lesson was told to its end
    ended = Signal()  # the guide let go of the table (finished, left, or another game began)

    def __init__(self, window, lesson: Lesson, model: GameModel, step: int = 0) -> None:
        """Tells `lesson` in `model` (dealt and replayed to where it stands) from `step` on."""
        super().__init__(window)
        self.window, self.lesson, self.model = window, lesson, model
        self.course = LessonCourse(lesson)
        self.course.resume(len(model.decisions), step)
        self.bar = window.lessons.bar
        self.spotlight = Spotlight()
        window.scene.addItem(self.spotlight)
        self.follow = QTimer(self, interval=FOLLOW_MS)
        self.follow.timeout.connect(self._light)
        self.bar.read_on.connect(self.read_on)
        self.bar.leave.connect(self.leave)
        model.decided.connect(self._moved)
        model.changed.connect(self._light)
        bots = window.session.bots
        bots.script = self.computer_move
        bots.held = self.course.reading
        self.bar.show()
        self._show()

    # --- what the window and the computer seats ask -------------------------------------------------

    def computer_move(self, position: int) -> Option | None:
        return self.course.computer_move(position)

    def refusal(self, option: Option) -> str | None:
        """Why the person's `option` is not taken, or None to take it."""
        if self.model.deciding_seat != self.lesson.person:
            return None
        why = self.course.refusal(option, self._what_it_would_do(option), language())
        if why is not None:
            why = translate("LessonGuide", "Not this move: {why}").format(why=marked(why))
            self.bar.show_refusal(why)
            # cards half chosen for the refused move (the card to hide) are let go, so the
            # person starts the move the lesson asks for afresh
            QTimer.singleShot(0, self.window.refresh)
        return why

    def _what_it_would_do(self, option: Option) -> str:
        """The move in words; a hero played from the hand with what it would do."""
        described = self.window.controller.describe(option)
        if option.kind != "play":
            return described
        card = self.model.view().hands[self.lesson.person][option.args[0]]
        return translate("LessonGuide", "{move} ({ability})").format(
            move=described, ability=card_text(self.model.db.heroes[card]).rstrip(".")
        )

    # --- the course -------------------------------------------------------------------------------

    def read_on(self) -> None:
        if not self.course.reading():
            return
        last = self.course.step == len(self.lesson.steps) - 1
        self.course.read_on()
        if last:
            self.finished.emit(self.lesson.name)
            self.end()
            return
        self._show()
        self.window.session.bots.schedule()

    def leave(self) -> None:
        """Left for now: the course is kept, and Help ▸ Learn to Play resumes it."""
        self.end()
        self.window.choose_new_game()

    def end(self) -> None:
        if self.model is None:
            return
        self.model.decided.disconnect(self._moved)
        self.model.changed.disconnect(self._light)
        bots = self.window.session.bots
        if bots is not None and self.window.session.model is self.model:
            bots.script = None
            bots.held = _never
            bots.schedule()  # a lesson that ends before its game does: the computers play on
        self.model = None
        self.follow.stop()
        self.window.scene.removeItem(self.spotlight)
        self.bar.read_on.disconnect(self.read_on)
        self.bar.leave.disconnect(self.leave)
        self.bar.show_waiting("", "")  # its keys let go of Return
        self.bar.hide()
        self.ended.emit()

    def _moved(self) -> None:
        self.course.moved(len(self.model.decisions))
        self._show()

    def _show(self) -> None:
        course, lesson = self.course, self.lesson
        title = marked(lesson.title_words(language()))
        self.progressed.emit(lesson.name, course.position, course.step)
        step = course.current
        if step is None or step.at > course.position:
            self.bar.show_waiting(title, translate("LessonGuide", "Watch the others play…"))
        else:
            self.bar.show_step(
                title,
                course.step + 1,
                len(lesson.steps),
                marked(step.words(language())),
                reading=course.reading(),
                last=course.step == len(lesson.steps) - 1,
                picture=step.picture,
            )
        self._light()

    def _light(self) -> None:
        if self.model is None:
            return
        step = self.course.current
        scene = self.window.scene
        places = step.show if step is not None and step.at == self.course.position else ()
        rects = [rect for place in places for rect in place_rects(scene, place, self.lesson.person)]
        self.spotlight.light(scene.sceneRect(), rects)
        if scene.is_moving():
            self.follow.start()
        else:
            self.follow.stop()


def _never() -> bool:
    return False
