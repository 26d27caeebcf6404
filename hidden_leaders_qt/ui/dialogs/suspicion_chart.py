"""The suspicion timeline drawn: a small chart per player of how likely an onlooker thought
their true leader was over the turns, with the moves that moved it most marked.

It reads without colour: the true leader is a thick solid line, the other leaders thin
faint ones, the deal's odds a dashed line, and a jump towards the truth an upward
triangle, away from it a downward one, numbered as in the list under the chart.
"""

from collections.abc import Sequence
from html import escape

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QHelpEvent, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QGridLayout, QLabel, QScrollArea, QStackedWidget, QToolTip, QVBoxLayout, QWidget
from shiboken6 import isValid

from hidden_leaders_qt.ai.suspicion import Jump, Timeline, suspicion_timeline
from hidden_leaders_qt.engine.core.chance import ChanceScript
from hidden_leaders_qt.engine.core.options import Option
from hidden_leaders_qt.engine.core.settings import Settings
from hidden_leaders_qt.engine.words.narration import YOU
from hidden_leaders_qt.engine.words.titles import level_title
from hidden_leaders_qt.language import percent
from hidden_leaders_qt.ui.art.contrast import background_of, faction_ink
from hidden_leaders_qt.ui.game.background import run_in_background

translate = QCoreApplication.translate
# translated where shown, in the context "SuspicionTimeline"
CAPTION = QT_TRANSLATE_NOOP(
    "SuspicionTimeline",
    "Whose suspicion: an onlooker who holds no leader and sees only the public table, reading each hero "
    "played face up and each marker move picked with the {level} computer player's model of play. "
    "Thick line: the chance of the player's true leader; faint lines: the other leaders; dashed: the odds "
    "of the deal; turns run from left to right. \u25b2 and \u25bc: the moves that moved it most towards or "
    "away from the truth.",
)
CHART_SIZE = QSize(280, 120)
COLUMNS = 3
# A player's cell (title, chart, three marked moves), the caption above them, and the most a
# pane asks for before it scrolls.
CELL = QSize(CHART_SIZE.width() + 24, 250)
CAPTION_HEIGHT = 60
MAX_HEIGHT = 540
# Room around the plot for the axis labels (left, bottom) and a leader's name (right).
LEFT, TOP, RIGHT, BOTTOM = 34, 8, 52, 18
# How near (in pixels) the pointer must be to a move for its tooltip.
HOVER_REACH = 9
UP, DOWN = "\u25b2", "\u25bc"


class SuspicionChart(QWidget):
    """One player's line: the chance of their true leader after every move, from the deal to
    the last turn."""

    def __init__(self, timeline: Timeline, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.timeline, self.seat = timeline, seat
        self.xs = timeline.positions()
        self.jumps = timeline.jumps(seat)
        self.by_turn = timeline.by_turn(seat)
        self.current_turn: int | None = None
        self.setMinimumSize(CHART_SIZE)
        leader = timeline.leaders[seat]
        truth = timeline.truth(seat)
        self.setAccessibleName(
            translate("SuspicionChart", "Suspicion of {name}'s leader").format(name=timeline.names[seat])
        )
        went = translate("SuspicionChart", "The chance of {leader} went from {start} at the deal to {end} at the end.")
        self.setAccessibleDescription(
            went.format(leader=timeline.leader_names[leader], start=percent(truth[0]), end=percent(truth[-1]))
        )

    def sizeHint(self) -> QSize:
        return CHART_SIZE

    def set_current_turn(self, turn: int | None) -> None:
        """Mark the end of `turn` with a vertical line and the chance then (None: no mark)."""
        self.current_turn = turn
        self.update()

    def plot(self) -> QRectF:
        return QRectF(self.rect()).adjusted(LEFT, TOP, -RIGHT, -BOTTOM)

    def point(self, x: float, chance: float) -> QPointF:
        plot = self.plot()
        return QPointF(
            plot.left() + plot.width() * x / max(self.timeline.turns, 1), plot.bottom() - plot.height() * chance
        )

    def jump_points(self) -> list[tuple[QPointF, int, Jump]]:
        """Where each marked move is drawn, with its number in the list under the chart."""
        truth = self.timeline.truth(self.seat)
        return [
            (self.point(self.xs[jump.move + 1], truth[jump.move + 1]), number, jump)
            for number, jump in enumerate(self.jumps, 1)
        ]

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        ink, ground = palette.color(palette.ColorRole.Text), palette.color(palette.ColorRole.Base)
        plot = self.plot()
        painter.fillRect(plot, ground)
        self._paint_axes(painter, plot, ink)
        timeline, seat = self.timeline, self.seat
        leader = timeline.leaders[seat]
        faint = QColor(ink)
        faint.setAlphaF(0.22)
        for other in range(len(timeline.leader_names)):
            if other != leader and timeline.prior[seat][other] > 0:
                self._paint_line(painter, [c[other] for c in timeline.chances(seat)], QPen(faint, 1))
        prior = QPen(ink, 1, Qt.PenStyle.DashLine)
        painter.setPen(prior)
        chance = timeline.prior[seat][leader]
        painter.drawLine(self.point(0, chance), self.point(timeline.turns, chance))
        colour = faction_ink(timeline.leader_factions[leader][0], ground)
        truth = timeline.truth(seat)
        self._paint_line(painter, truth, QPen(colour, 3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        self._paint_names(painter, colour, ink)
        for spot, number, jump in self.jump_points():
            self._paint_jump(painter, spot, number, jump, colour, ground)
        if self.current_turn is not None:
            self._paint_current_turn(painter, ink)
        painter.end()

    def _paint_current_turn(self, painter: QPainter, ink: QColor) -> None:
        """A line at the end of the current turn, with the chance of the true leader then."""
        turn = max(0, min(self.current_turn or 0, self.timeline.turns))
        chance = self.by_turn[turn][self.timeline.leaders[self.seat]]
        top, bottom = self.point(turn, 1.0), self.point(turn, 0.0)
        painter.setPen(QPen(ink, 1.5))
        painter.drawLine(top, bottom)
        painter.setFont(self.font())
        plot = self.plot()
        left = top.x() < plot.center().x()
        box = QRectF(top.x() + 4, top.y(), 60, 14) if left else QRectF(top.x() - 64, top.y(), 60, 14)
        alignment = Qt.AlignmentFlag.AlignLeft if left else Qt.AlignmentFlag.AlignRight
        painter.drawText(box, alignment | Qt.AlignmentFlag.AlignTop, percent(chance))

    def _paint_axes(self, painter: QPainter, plot: QRectF, ink: QColor) -> None:
        grid = QColor(ink)
        grid.setAlphaF(0.15)
        small = QFont(self.font())
        small.setPointSizeF(max(6.5, small.pointSizeF() * 0.8))
        painter.setFont(small)
        for chance in (0.0, 0.5, 1.0):
            y = self.point(0, chance).y()
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(ink)
            painter.drawText(
                QRectF(0, y - 8, LEFT - 4, 16),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                percent(chance),
            )
        turns = self.timeline.turns
        step = next(s for s in (1, 2, 5, 10, 20, 50, 100, 200, 500, 10**9) if turns / s <= 8)
        for turn in range(0, turns + 1, step):
            x = self.point(turn, 0).x()
            painter.drawText(
                QRectF(x - 20, plot.bottom() + 2, 40, BOTTOM - 2), Qt.AlignmentFlag.AlignHCenter, str(turn)
            )

    def _paint_line(self, painter: QPainter, chances: Sequence[float], pen: QPen) -> None:
        """A step line: a belief holds until the next move changes it."""
        corners = [self.point(self.xs[0], chances[0])]
        for x, chance in zip(self.xs[1:], chances[1:], strict=True):
            step = self.point(x, chance)
            corners.append(QPointF(step.x(), corners[-1].y()))
            corners.append(step)
        corners.append(QPointF(self.point(self.timeline.turns, 0).x(), corners[-1].y()))
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPolyline(QPolygonF(corners))

    def _paint_names(self, painter: QPainter, colour: QColor, ink: QColor) -> None:
        """The true leader's name at the end of its line, and the most suspected other leader's
        when it ends well above its odds and clear of the first label."""
        timeline, seat = self.timeline, self.seat
        final = timeline.chances(seat)[-1]
        leader = timeline.leaders[seat]
        right = self.plot().right() + 3
        y_truth = self.point(0, final[leader]).y()
        bold = QFont(painter.font())
        bold.setBold(True)
        painter.setFont(bold)
        painter.setPen(colour)
        painter.drawText(
            QRectF(right, y_truth - 8, RIGHT, 16), Qt.AlignmentFlag.AlignVCenter, timeline.leader_names[leader]
        )
        others = [i for i in range(len(final)) if i != leader]
        rival = max(others, key=lambda i: final[i])
        y_rival = self.point(0, final[rival]).y()
        if final[rival] >= 2 * timeline.prior[seat][rival] and abs(y_rival - y_truth) >= 14:
            painter.setFont(self.font())
            painter.setPen(ink)
            painter.drawText(
                QRectF(right, y_rival - 8, RIGHT, 16), Qt.AlignmentFlag.AlignVCenter, timeline.leader_names[rival]
            )

    def _paint_jump(
        self, painter: QPainter, spot: QPointF, number: int, jump: Jump, colour: QColor, ground: QColor
    ) -> None:
        side = 6.0
        tip = -side if jump.size > 0 else side
        triangle = QPolygonF(
            [spot + QPointF(0, tip), spot + QPointF(-side, -tip * 0.7), spot + QPointF(side, -tip * 0.7)]
        )
        painter.setPen(QPen(ground, 1.5))
        painter.setBrush(colour)
        painter.drawPolygon(triangle)
        painter.setPen(colour)
        # the number beside the triangle, on its left near the plot's right edge
        left = spot.x() + side < self.plot().right() - 10
        x = spot.x() + side if left else spot.x() - side - 10
        label = QRectF(x, spot.y() - (18 if jump.size > 0 else -2), 10, 16)
        painter.drawText(label, Qt.AlignmentFlag.AlignHCenter, str(number))

    def move_near(self, pos: QPointF) -> int | None:
        """The move whose point on the line is nearest `pos`, if within reach."""
        truth = self.timeline.truth(self.seat)
        best, reach = None, float(HOVER_REACH)
        for move in range(len(self.timeline.moves)):
            spot = self.point(self.xs[move + 1], truth[move + 1])
            distance = (spot - pos).manhattanLength()
            if distance <= reach:
                best, reach = move, distance
        return best

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            move = self.move_near(QPointF(event.pos()))
            if move is None:
                QToolTip.hideText()
            else:
                QToolTip.showText(event.globalPos(), self.move_text(move), self)
            return True
        return super().event(event)

    def move_text(self, move: int) -> str:
        """A move as its tooltip tells it: the turn, the log line, the chance before and after."""
        truth = self.timeline.truth(self.seat)
        found = self.timeline.moves[move]
        text = translate("SuspicionChart", "Turn {turn}: {move} {before} \u2192 {after}")
        return text.format(
            turn=found.turn, move=found.text, before=percent(truth[move]), after=percent(truth[move + 1])
        )


class SuspicionTimeline(QWidget):
    """Every player's chart with their name and leader above it and its marked moves below,
    under a caption saying whose suspicion it is, `columns` charts a row. `set_current_turn`
    marks a turn on all."""

    def __init__(self, timeline: Timeline, parent: QWidget | None = None, columns: int = COLUMNS) -> None:
        super().__init__(parent)
        self.timeline = timeline
        box = QVBoxLayout(self)
        caption = QLabel(translate("SuspicionTimeline", CAPTION).format(level=level_title("hard")))
        caption.setWordWrap(True)
        box.addWidget(caption)
        grid = QGridLayout()
        grid.setHorizontalSpacing(16)
        grid.setVerticalSpacing(10)
        box.addLayout(grid)
        box.addStretch(1)
        self.charts: list[SuspicionChart] = []
        self.titles: list[QLabel] = []
        self.legends: list[QLabel] = []
        for seat in range(timeline.players):
            chart = SuspicionChart(timeline, seat)
            title, legend = self._title(seat), self._legend(chart)
            cell = QVBoxLayout()
            cell.setSpacing(2)
            for widget in (title, chart, legend):
                cell.addWidget(widget)
            grid.addLayout(cell, seat // columns, seat % columns)
            self.charts.append(chart)
            self.titles.append(title)
            self.legends.append(legend)

    def _title(self, seat: int) -> QLabel:
        timeline = self.timeline
        truth = timeline.truth(seat)
        leader = timeline.leaders[seat]
        colour = faction_ink(timeline.leader_factions[leader][0], background_of(self)).name()
        if timeline.names[seat] == YOU:  # the verb agrees with "you" in other languages
            held = translate("SuspicionTimeline", "{name} held {leader}: {start} at the deal, {end} at the end", "You")
            name = translate("SuspicionTimeline", "You")
        else:
            held = translate("SuspicionTimeline", "{name} held {leader}: {start} at the deal, {end} at the end")
            name = timeline.names[seat]
        title = QLabel(
            held.format(
                name=f"<b>{escape(name)}</b>",
                leader=f"<b style='color:{colour}'>{escape(timeline.leader_names[leader])}</b>",
                start=percent(truth[0]),
                end=percent(truth[-1]),
            )
        )
        title.setWordWrap(True)
        return title

    def _legend(self, chart: SuspicionChart) -> QLabel:
        lines = [
            f"{UP if jump.size > 0 else DOWN}{number} {escape(chart.move_text(jump.move))}"
            for _spot, number, jump in chart.jump_points()
        ]
        legend = QLabel(
            "<br>".join(lines) or translate("SuspicionTimeline", "No single move changed it by two points or more.")
        )
        legend.setWordWrap(True)
        legend.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        small = QFont(legend.font())
        small.setPointSizeF(small.pointSizeF() * 0.9)
        legend.setFont(small)
        legend.setMaximumWidth(CHART_SIZE.width() + 40)
        return legend

    def set_current_turn(self, turn: int | None) -> None:
        for chart in self.charts:
            chart.set_current_turn(turn)


class SuspicionPane(QStackedWidget):
    """A finished game's timeline, worked out off the GUI thread (a long game with golems
    takes a tenth of a second or more) while the pane says so; then the charts, scrolled,
    `columns` a row (one in a narrow side panel)."""

    def __init__(
        self,
        settings: Settings,
        decisions: Sequence[Option],
        names: Sequence[str],
        parent: QWidget | None = None,
        columns: int = COLUMNS,
        deal: ChanceScript | None = None,
    ) -> None:
        super().__init__(parent)
        self.columns = columns
        self.status = QLabel(translate("SuspicionPane", "Computing the suspicion timeline…"))
        self.status.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.status.setWordWrap(True)
        self.addWidget(self.status)
        self.timeline_view: SuspicionTimeline | None = None
        self.current_turn: int | None = None
        self.players = len(names)
        decisions, names = list(decisions), list(names)
        run_in_background(
            lambda: suspicion_timeline(settings, decisions, names, deal=deal), self._computed_if_still_here
        )

    def _computed_if_still_here(self, timeline: object, error: Exception | None) -> None:
        if isValid(self):  # the dialog may have closed meanwhile
            self._computed(timeline, error)

    def _computed(self, timeline: object, error: Exception | None) -> None:
        if error is not None or not isinstance(timeline, Timeline):
            self.status.setText(
                translate("SuspicionPane", "The suspicion timeline could not be worked out: {error}").format(
                    error=error
                )
            )
            return
        self.timeline_view = SuspicionTimeline(timeline, columns=self.columns)
        self.timeline_view.set_current_turn(self.current_turn)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(self.timeline_view)
        self.addWidget(scroll)
        self.setCurrentWidget(scroll)

    def set_current_turn(self, turn: int | None) -> None:
        """Mark the end of `turn` on every chart, now or once they are worked out."""
        self.current_turn = turn
        if self.timeline_view is not None:
            self.timeline_view.set_current_turn(turn)

    def sizeHint(self) -> QSize:
        """Room for the charts it will show, known before they are worked out, so a dialog is
        laid out for them from the start (taller than `MAX_HEIGHT`, they scroll)."""
        rows = -(-self.players // self.columns)
        return QSize(
            min(self.players, self.columns) * CELL.width(), min(MAX_HEIGHT, CAPTION_HEIGHT + rows * CELL.height())
        )

    @property
    def ready(self) -> bool:
        return self.timeline_view is not None
