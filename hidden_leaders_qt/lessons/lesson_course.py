"""Where a lesson stands: which step is shown, whose move comes next, and what a move the
lesson did not ask for is told.

The course is kept as two numbers, the moves made so far and the step shown, so that a lesson
left halfway is resumed by replaying its own moves up to there.
"""

from dataclasses import dataclass

from hidden_leaders_qt.engine import Option
from hidden_leaders_qt.lessons.lesson_file import Lesson, Step


@dataclass
class LessonCourse:
    lesson: Lesson
    position: int = 0  # moves made so far
    step: int = 0  # index of the step shown (len(steps) once the lesson is told)

    @property
    def finished(self) -> bool:
        return self.step >= len(self.lesson.steps)

    @property
    def current(self) -> Step | None:
        return None if self.finished else self.lesson.steps[self.step]

    def reading(self) -> bool:
        """A step waits for the person to read on before the game goes on."""
        step = self.current
        return step is not None and step.at == self.position and not step.move

    def read_on(self) -> None:
        if self.reading():
            self.step += 1

    def computer_move(self, position: int) -> Option | None:
        """The computers' move at `position`, as the lesson's game has it; None while the person
        reads (the table waits) and after the lesson's moves (the computers play on their own)."""
        if self.reading() or position >= len(self.lesson.moves):
            return None
        return self.lesson.moves[position]

    def refusal(self, option: Option, described: str, language: str) -> str | None:
        """None when `option` is the move the lesson asks for now; else why it is not taken."""
        if self.finished or self.position >= len(self.lesson.moves):
            return None
        wanted = self.lesson.moves[self.position]
        if option == wanted:
            return None
        step = self._asking_step()
        hint = step.hint_words(language) if step is not None else ""
        return f"{described}: {hint}" if hint else described

    def moved(self, position: int) -> None:
        """The game stands at `position` now (after a move, or back after an undo): the step
        shown is the first one there or ahead of it."""
        steps = self.lesson.steps
        self.position = position
        self.step = next((i for i, step in enumerate(steps) if step.at >= position), len(steps))

    def resume(self, position: int, step: int) -> None:
        """Back where a lesson was left: at `position`, the read steps there up to `step` read."""
        self.moved(position)
        while self.step < step and self.reading():
            self.step += 1

    def _asking_step(self) -> Step | None:
        return next((s for s in self.lesson.steps if s.at == self.position and s.move), None)
