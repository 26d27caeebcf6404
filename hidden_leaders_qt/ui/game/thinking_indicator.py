"""Who the table is waiting for: while a search level (Hard, Expert) chooses, a spinner and
"Brunhild is thinking… 3 s" under the panel's prompt, and the same spinner on that seat's
name plate; for a quicker computer player the panel's status line says it, as it always did.

The indicator says only what everyone at the table sees anyway: which seat decides and for
how long. It runs on the GUI thread's timers while the search runs in other processes, so it
also shows that the window is alive; it is gone the moment the move is made.
"""

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QObject, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QGraphicsObject, QHBoxLayout, QLabel, QStyleOptionGraphicsItem, QWidget

from hidden_leaders_qt.ai.search.search_levels import SEARCH_LEVELS
from hidden_leaders_qt.ui.game.game_model import GameModel

# one step of the spinner's twelve dots every STEP_MS: a dozen small paints a second, not
# the sixty of an animation, and enough to read as motion
STEP_MS = 80
DOTS = 12
# the ring on a name plate (where and how big, the plate says: `PlateItem.ring_rect`), its colour
PLATE_RING_COLOR = QColor("#ffe9a8")
translate = QCoreApplication.translate


def paint_ring(painter: QPainter, side: float, step: int, color: QColor) -> None:
    """Twelve dots in a ring of `side` from the painter's origin, the brightest at `step`."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    dot = side / 5
    painter.translate(side / 2, side / 2)
    color = QColor(color)
    for index in range(DOTS):
        behind = (step - index) % DOTS  # 0: the head of the ring
        color.setAlphaF(1.0 - 0.75 * behind / DOTS)
        painter.setBrush(color)
        painter.drawEllipse(QRectF(side / 2 - dot, -dot / 2, dot, dot))
        painter.rotate(360 / DOTS)
    painter.restore()


class Spinner(QWidget):
    """Twelve dots in a ring, the brightest one going round while it spins."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        side = max(18, round(self.fontMetrics().height() * 1.4))
        self.setFixedSize(side, side)
        self.step = 0
        self.timer = QTimer(self)
        self.timer.setInterval(STEP_MS)
        self.timer.timeout.connect(self._advance)

    def start(self) -> None:
        self.timer.start()

    def stop(self) -> None:
        self.timer.stop()

    def _advance(self) -> None:
        self.step = (self.step + 1) % DOTS
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        paint_ring(painter, self.width(), self.step, self.palette().highlight().color())
        painter.end()


class PlateRing(QGraphicsObject):
    """The spinner's ring at the right end of a name plate's second line, under an artifact
    there; a child of the plate, it takes no clicks, which go on to the plate. The second
    line ends short of it while it is there."""

    def __init__(self, spinner: Spinner, plate) -> None:
        super().__init__(plate)
        self.spinner, self.plate = spinner, plate
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        plate.ring_room = plate.RING + plate.RING_GAP
        plate.update()
        self.follow()

    def leave(self) -> None:
        """Off the plate, which has its full lines again; a plate no longer on the table (a
        game that ended) goes with its ring."""
        self.plate.ring_room = 0.0
        self.plate.update()
        if self.scene() is not None:
            self.scene().removeItem(self)

    def follow(self) -> None:
        """Stay at the plate's right end (the plate may have been resized), and turn."""
        self.setPos(self.plate.ring_rect().topLeft())
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.plate.RING, self.plate.RING)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        paint_ring(painter, self.plate.RING, self.spinner.step, PLATE_RING_COLOR)


class ThinkingIndicator(QWidget):
    """The spinner and the words, with the seconds the decision has taken so far."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("thinking_indicator")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.spinner = Spinner(self)
        self.words = QLabel(self)
        self.words.setWordWrap(True)
        layout.addWidget(self.spinner)
        layout.addWidget(self.words, 1)
        self.name = ""
        self.clock = QElapsedTimer()
        self.shown_seconds = -1
        self.spinner.timer.timeout.connect(self._tick)
        self.hide()

    def start(self, name: str) -> None:
        """`name` begins to think (a new decision: the seconds count from now)."""
        self.name = name
        self.clock.start()
        self.shown_seconds = -1
        self._tick()
        self.spinner.start()
        self.show()

    def stop(self) -> None:
        self.spinner.stop()
        self.hide()

    def _tick(self) -> None:
        seconds = self.clock.elapsed() // 1000
        if seconds == self.shown_seconds:
            return
        self.shown_seconds = seconds
        if seconds < 1:
            text = translate("ThinkingIndicator", "{name} is thinking…").format(name=self.name)
        else:
            text = translate("ThinkingIndicator", "{name} is thinking… {seconds} s").format(
                name=self.name, seconds=seconds
            )
        self.words.setText(text)
        self.setAccessibleName(text)


class ThinkingStatus(QObject):
    """Follows the computer seats of each game the session starts: the indicator for a seat
    that searches, the panel's status line for the others, nothing while a person decides."""

    def __init__(self, session, panel, scene) -> None:
        super().__init__(panel)
        self.session, self.panel, self.scene = session, panel, scene
        self.indicator = ThinkingIndicator()
        panel.add_tool(self.indicator)
        # the ring on the thinking seat's plate; kept by reference, so that it (and the plate
        # it is on) stays valid even when the table is cleared under it
        self.ring: PlateRing | None = None
        self.indicator.spinner.timer.timeout.connect(self._turn_ring)
        session.started.connect(self._follow)
        session.leaving.connect(lambda _model: self.show_thinking(-1))

    def _follow(self, _model: GameModel) -> None:
        self.session.bots.thinking.connect(self.show_thinking)

    def show_thinking(self, seat: int) -> None:
        """`seat` is choosing (-1: no computer seat is)."""
        model = self.session.model
        self._drop_ring()
        if seat < 0 or model is None:
            self.indicator.stop()
            self.panel.show_status("")
            return
        name = self.session.names[seat]
        if model.seats[seat].kind in SEARCH_LEVELS:
            self.panel.show_status("")
            self.indicator.start(name)
            plate = self.scene.plates.get(seat)
            self.ring = PlateRing(self.indicator.spinner, plate) if plate is not None else None
        else:
            self.indicator.stop()
            self.panel.show_status(translate("ThinkingIndicator", "{name} is thinking…").format(name=name))

    def _turn_ring(self) -> None:
        if self.ring is not None:
            self.ring.follow()

    def _drop_ring(self) -> None:
        ring, self.ring = self.ring, None
        if ring is not None:
            ring.leave()
