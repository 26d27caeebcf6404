"""Answers held back until a question could be seen.

A question that comes to the screen from elsewhere (after a hot-seat hand-off, after a
computer player's move, a reaction to someone else's effect, the first question of a game
opened or started) may meet keys still being pressed for what came before: a double Enter
at the hand-off, a click meant for the computer's turn. Until the question has been on
screen for a quiet moment, with no key or mouse button pressed anywhere (each press starts
the wait again, as on the hand-off screen), the window takes no answer to it. A question
that follows the person's own answer is theirs already and is not held: keyboard play stays
as quick as before once the person is looking.
"""

from PySide6.QtCore import QObject, Signal

from hidden_leaders_qt.ui.dialogs.quiet_guard import QuietGuard

# Longer than the slowest second press of a double Enter or click (about 0.35 s was seen) and
# than a person's key-repeat of 0.5 s, short enough not to be felt after a computer's move.
QUESTION_GUARD_MS = 600
# Questions about someone else's effect: they interrupt whatever the person was doing, so
# they are always held, even when the person's own answer led to them.
INTERRUPTING_KINDS = frozenset({"reaction"})


class QuestionGate(QObject):
    """Whether the question on screen may be answered now; `opened` when it may again."""

    opened = Signal()
    held = Signal()

    def __init__(self, parent: QObject, quiet_ms: int = QUESTION_GUARD_MS) -> None:
        super().__init__(parent)
        self._quiet = QuietGuard(self, self._open, quiet_ms)
        self._question: tuple | None = None
        # (revision, seat) right after the person's last answer: a question there is theirs already
        self.last_answer: tuple | None = None

    @property
    def quiet_ms(self) -> int:
        return self._quiet.quiet_ms

    @property
    def taking_input(self) -> bool:
        return not self._quiet.holding

    def answered(self, revision: int, seat: int) -> None:
        """The person on screen answered (or took an answer back): the game is at `revision`
        and the next question, if it is theirs, follows their own act."""
        self.last_answer = (revision, seat)

    def taken_back(self, revision: int, seat: int) -> None:
        """The person took an answer back: the question now on screen is one they have seen."""
        self.last_answer = (revision, seat)
        if self._question == self.last_answer and self._quiet.holding:
            self._quiet.release()
            self.opened.emit()

    def forget(self) -> None:
        """A new game: its first question comes to the screen from nowhere."""
        self._question = self.last_answer = None

    def show(self, revision: int, seat: int, kind: str) -> bool:
        """The question of `seat` at `revision` is on screen (or, with `seat` -1, none is).
        Returns whether it is a new one, held until a quiet moment when it came from elsewhere."""
        question = (revision, seat) if seat >= 0 else None
        if question == self._question:
            return False
        self._question = question
        if question is not None and (question != self.last_answer or kind in INTERRUPTING_KINDS):
            self._quiet.hold()
            self.held.emit()
        return question is not None

    def _open(self) -> None:
        self.opened.emit()
