"""A bar chart of win shares: one horizontal bar per row, its 95 % interval as a whisker,
an axis from 0 to 100 % below, labels at the left. Drawn with QPainter in the palette's
colours, so it reads on light and dark themes alike."""

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QFontMetrics, QPainter, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from hidden_leaders_qt.language import percent
from hidden_leaders_qt.records.statistics import Tally

# the tallest a bar grows, and the least room one gets before the chart scrolls off
BAR_MOST = 30
BAR_LEAST = 14
MARGIN = 10
TICKS = (0, 25, 50, 75, 100)


class ShareChart(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = ""
        self.rows: list[tuple[str, Tally]] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(self.tr("Win share chart"))

    def show_rows(self, title: str, rows: list[tuple[str, Tally]]) -> None:
        self.title, self.rows = title, rows
        self.setAccessibleDescription(
            "; ".join(
                self.tr("{label}: {share} of {games}").format(
                    label=label, share=percent(tally.share), games=tally.games
                )
                for label, tally in rows
            )
            or self.tr("no games")
        )
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(420, 300)

    def minimumSizeHint(self) -> QSize:
        line = QFontMetrics(self.font()).height()
        return QSize(300, 4 * line + len(self.rows) * BAR_LEAST + 2 * MARGIN)

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        metrics = QFontMetrics(self.font())
        line = metrics.height()
        text_pen = QPen(palette.color(QPalette.ColorRole.WindowText))
        painter.setPen(text_pen)
        area = QRectF(self.rect()).adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN)
        bold = self.font()
        bold.setBold(True)
        painter.setFont(bold)
        painter.drawText(QRectF(area.left(), area.top(), area.width(), line), Qt.AlignmentFlag.AlignLeft, self.title)
        painter.setFont(self.font())
        if not self.rows:
            painter.drawText(area, Qt.AlignmentFlag.AlignCenter, self.tr("No finished games yet."))
            return
        label_width = min(max(metrics.horizontalAdvance(label) for label, _ in self.rows) + 16, area.width() * 0.35)
        count_width = (
            max(metrics.horizontalAdvance("000 / 000"), metrics.horizontalAdvance(self.tr("wins / games"))) + 8
        )
        plot = QRectF(
            area.left() + label_width,
            area.top() + line * 2.5,
            area.width() - label_width - count_width,
            area.height() - line * 5,
        )
        self._draw_axis(painter, plot, line, palette)
        step = min(BAR_MOST * 1.4, plot.height() / len(self.rows))
        bar = min(BAR_MOST, step * 0.7)
        for number, (label, tally) in enumerate(self.rows):
            middle = plot.top() + step * (number + 0.5)
            painter.setPen(text_pen)
            shown = metrics.elidedText(label, Qt.TextElideMode.ElideRight, int(label_width - 8))
            painter.drawText(
                QRectF(area.left(), middle - line / 2, label_width - 8, line),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                shown,
            )
            painter.drawText(
                QRectF(plot.right() + 6, middle - line / 2, count_width, line),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                f"{tally.wins} / {tally.games}",
            )
            painter.fillRect(
                QRectF(plot.left(), middle - bar / 2, plot.width() * tally.share, bar),
                palette.color(QPalette.ColorRole.Highlight),
            )
            self._draw_whisker(painter, plot, middle, bar, tally, palette)

    @staticmethod
    def _draw_axis(painter: QPainter, plot: QRectF, line: float, palette: QPalette) -> None:
        grid = QPen(palette.color(QPalette.ColorRole.Mid))
        grid.setStyle(Qt.PenStyle.DotLine)
        text = QPen(palette.color(QPalette.ColorRole.WindowText))
        for tick in TICKS:
            x = plot.left() + plot.width() * tick / 100
            painter.setPen(grid)
            painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
            painter.setPen(text)
            painter.drawText(
                QRectF(x - 30, plot.bottom() + 2, 60, line), Qt.AlignmentFlag.AlignHCenter, percent(tick / 100)
            )
        painter.drawLine(QPointF(plot.left(), plot.bottom()), QPointF(plot.right(), plot.bottom()))
        painter.drawText(
            QRectF(plot.left(), plot.bottom() + line + 4, plot.width(), line),
            Qt.AlignmentFlag.AlignHCenter,
            QCoreApplication.translate("ShareChart", "Win share (bar) and its 95 % interval (whisker)"),
        )
        painter.drawText(
            QRectF(plot.right() + 6, plot.top() - line - 2, 200, line),
            Qt.AlignmentFlag.AlignLeft,
            QCoreApplication.translate("ShareChart", "wins / games"),
        )

    @staticmethod
    def _draw_whisker(painter: QPainter, plot: QRectF, middle: float, bar: float, tally: Tally, palette) -> None:
        low, high = tally.interval
        pen = QPen(palette.color(QPalette.ColorRole.WindowText))
        pen.setWidthF(1.6)
        painter.setPen(pen)
        left, right = plot.left() + plot.width() * low, plot.left() + plot.width() * high
        cap = bar * 0.35
        painter.drawLine(QPointF(left, middle), QPointF(right, middle))
        painter.drawLine(QPointF(left, middle - cap), QPointF(left, middle + cap))
        painter.drawLine(QPointF(right, middle - cap), QPointF(right, middle + cap))
