"""The power track on the table: its twelve spaces and war area, the red and green markers
sliding along it, where a marker option would put them, and the last move's trails."""

from PySide6.QtCore import QCoreApplication, QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsPathItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from hidden_leaders_qt.engine.core.constants import START_SPACE, TRACK_MAX, WAR_AREA_START
from hidden_leaders_qt.engine.rules.scoring import golem_ahead, winning_faction
from hidden_leaders_qt.ui.art.faction_style import MARKER_COLORS, faction_title
from hidden_leaders_qt.ui.table.items import MARKER_MS, RECENT

# the start space's number stands on a gold medal this big (table units)
START_MEDAL_RADIUS = 14.0


def marker_reason(faction: str, red: int, green: int) -> str:
    """Why the markers favour `faction` now, in the language on screen (`winning_faction`'s
    reason, which is English)."""
    if faction == "undead":
        text = QCoreApplication.translate("items", "both markers are in the war area (red {red}, green {green})")
    elif faction == "water_folk" and red == green:
        text = QCoreApplication.translate("items", "the markers share a space (red {red}, green {green})")
    elif faction == "water_folk":
        text = QCoreApplication.translate("items", "the markers are next to each other (red {red}, green {green})")
    elif faction == "imperial_army":
        text = QCoreApplication.translate("items", "red is {ahead} spaces ahead of green (red {red}, green {green})")
    else:
        text = QCoreApplication.translate("items", "green is {ahead} spaces ahead of red (red {red}, green {green})")
    return text.format(red=red, green=green, ahead=abs(red - green))


class MarkerItem(QGraphicsObject):
    """The red or the green marker; its position animates along the track."""

    def __init__(self, color: QColor, label: str, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.color = color
        self.label = label
        self.recent = False
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # slides as a picture

    def set_recent(self, recent: bool) -> None:
        if recent != self.recent:
            self.recent = recent
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-24, -24, 48, 48)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.recent:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            for width, alpha in ((8, 90), (3, 255)):
                color = QColor(RECENT)
                color.setAlpha(alpha)
                painter.setPen(QPen(color, width))
                painter.drawEllipse(QRectF(-19, -19, 38, 38))
        gradient = QLinearGradient(0, -16, 0, 16)
        gradient.setColorAt(0, self.color.lighter(140))
        gradient.setColorAt(1, self.color.darker(130))
        painter.setPen(QPen(QColor("#1b1208"), 2))
        painter.setBrush(QBrush(gradient))
        disc = QRectF(-TrackItem.DISC / 2, -TrackItem.DISC / 2, TrackItem.DISC, TrackItem.DISC)
        painter.drawEllipse(disc)
        font = QFont()
        font.setPixelSize(14)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("white"))
        painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, self.label)


class TrackItem(QGraphicsObject):
    """The power track: 12 spaces, the dark war area 9-12, the start space, both markers.
    Each space has three lanes: its number at the top, the golem marker's lane (Golems
    module) in the middle, the red and green markers at the bottom."""

    SPACE = 78.0
    HEIGHT = 126.0
    GOLEM_LANE = 52.0
    MARKER_LANE = 96.0
    DISC = 30.0  # the red and green markers' diameter

    def __init__(self) -> None:
        super().__init__()
        self.markers = (START_SPACE, START_SPACE)
        self.golem = 0  # the golem marker's space; 0 without the Golems module
        self.marker_ms = MARKER_MS
        self.red = MarkerItem(MARKER_COLORS["red"], "R", self)
        self.green = MarkerItem(MARKER_COLORS["green"], "G", self)
        # where the markers would go, shown while a marker option is under the mouse
        self.ghosts = (MarkerItem(MARKER_COLORS["red"], "R", self), MarkerItem(MARKER_COLORS["green"], "G", self))
        for ghost in self.ghosts:
            ghost.setOpacity(0.5)
            ghost.setZValue(-1)
            ghost.hide()
        self.previewed: tuple[int, int] | None = None
        # the last move's path of each marker, from where it stood to where it went
        self.trails = (QGraphicsPathItem(self), QGraphicsPathItem(self))
        for trail, marker in zip(self.trails, (self.red, self.green), strict=True):
            trail.setPen(QPen(marker.color.lighter(115), 4, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap))
            trail.setZValue(-2)
        self.before: tuple[int, int] | None = None
        # the gold medal painted behind the start space's number explains itself under the mouse
        radius = START_MEDAL_RADIUS
        self.start_circle = QGraphicsEllipseItem(QRectF(-radius, -radius, 2 * radius, 2 * radius), self)
        self.start_circle.setPos(self.number_rect(START_SPACE).center())
        self.start_circle.setPen(Qt.PenStyle.NoPen)
        self.start_circle.setZValue(-3)
        self.start_circle.setToolTip(
            QCoreApplication.translate("items", "Start space ({space}): both markers begin the game here.").format(
                space=START_SPACE
            )
        )
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # the spaces never change
        self._place_markers()
        self.setToolTip(self.explanation())

    @property
    def width(self) -> float:
        return self.SPACE * TRACK_MAX + 80

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, self.HEIGHT)

    def number_rect(self, space: int) -> QRectF:
        """Where a space's number is written, at the top of the space."""
        return QRectF(40 + (space - 1) * self.SPACE + 3, 14, self.SPACE - 6, 18)

    def space_center(self, space: int) -> QPointF:
        """Where a marker on `space` stands (its lane at the bottom of the space)."""
        return QPointF(40 + (space - 0.5) * self.SPACE, self.MARKER_LANE)

    def set_markers(self, markers: tuple[int, int]) -> None:
        """Stand the markers on their spaces; the table's motion carries them there."""
        if tuple(markers) == self.markers:
            return
        self.markers = tuple(markers)
        self.setToolTip(self.explanation())
        self._place_markers()

    def set_golem(self, golem: int) -> None:
        """The golem marker's space (0: no Golems module), which the explanation checks first."""
        if golem != self.golem:
            self.golem = golem
            self.setToolTip(self.explanation())

    def show_last_move(self, before: tuple[int, int] | None) -> None:
        """Ring the markers the last move moved, with a dashed arc from where each stood."""
        self.before = before
        starts = self.marker_targets(before) if before is not None else (None, None)
        ends = self.marker_targets()
        for number, (marker, trail, start, end) in enumerate(
            zip((self.red, self.green), self.trails, starts, ends, strict=True)
        ):
            moved = before is not None and before[number] != self.markers[number]
            marker.set_recent(moved)
            trail.setVisible(moved)
            if moved:
                trail.setPath(_arc(start, end, above=number == 0))

    def preview_markers(self, positions: tuple[int, int] | None) -> None:
        """Show faded markers where a choice would put them (None hides them)."""
        self.previewed = positions
        for ghost, target, now in zip(
            self.ghosts, self.marker_targets(positions or self.markers), self.marker_targets(), strict=True
        ):
            ghost.setPos(target)
            ghost.setVisible(positions is not None and target != now)

    def marker_targets(self, markers: tuple[int, int] | None = None) -> tuple[QPointF, QPointF]:
        red, green = markers or self.markers
        red_point, green_point = self.space_center(red), self.space_center(green)
        if red == green:
            red_point += QPointF(-17, 0)
            green_point += QPointF(17, 0)
        return red_point, green_point

    def _place_markers(self) -> None:
        for item, target in zip((self.red, self.green), self.marker_targets(), strict=True):
            item.setPos(target)

    def explanation(self) -> str:
        red, green = self.markers
        faction, _english = winning_faction(red, green)
        reason = marker_reason(faction, red, green)
        conditions = QCoreApplication.translate(
            "items",
            "<b>Victory conditions</b>, checked in this order:<br>"
            "1. <b>Undead</b>: both markers in the dark war area (9-12)<br>"
            "2. <b>Water Folk</b>: markers on the same or neighbouring spaces<br>"
            "3. <b>Imperial Army</b>: red at least 2 spaces ahead of green<br>"
            "4. <b>Hill Tribes</b>: green at least 2 spaces ahead of red<br><br>",
        )
        now = QCoreApplication.translate("items", "If the game ended now: <b>{faction}</b> — {reason}.")
        if self.golem and golem_ahead(self.golem, red, green):
            now = QCoreApplication.translate(
                "items",
                "If the game ended now: the <b>Golems</b>, if a leader is aligned with them; "
                "otherwise <b>{faction}</b> — {reason}.",
            )
        now = now.format(faction=faction_title(faction), reason=reason)
        if not self.golem:
            return conditions + now
        golems = QCoreApplication.translate(
            "items",
            "First of all, the <b>Golems</b>: the golem marker strictly ahead of both others, and a leader "
            "aligned with them. Otherwise:<br>",
        )
        return golems + conditions + now

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        outer = QRectF(0, 0, self.width, self.HEIGHT)
        painter.setPen(QPen(QColor("#2a1d10"), 3))
        painter.setBrush(QColor("#c9b48a"))
        painter.drawRoundedRect(outer, 14, 14)
        font = QFont()
        font.setBold(True)
        font.setPixelSize(30)
        painter.setFont(font)
        painter.setPen(QColor("#3a2a17"))
        painter.drawText(QRectF(0, 0, 40, self.HEIGHT), Qt.AlignmentFlag.AlignCenter, "−")
        painter.drawText(QRectF(self.width - 40, 0, 40, self.HEIGHT), Qt.AlignmentFlag.AlignCenter, "+")
        number_font = QFont()
        number_font.setPixelSize(16)
        number_font.setBold(True)
        for space in range(1, TRACK_MAX + 1):
            rect = QRectF(40 + (space - 1) * self.SPACE + 3, 10, self.SPACE - 6, self.HEIGHT - 20)
            war = space >= WAR_AREA_START
            path = QPainterPath()
            if war:
                path.moveTo(rect.left(), rect.top())
                teeth = 4
                step = rect.width() / teeth
                for k in range(teeth):
                    path.lineTo(rect.left() + step * (k + 0.5), rect.top() + 7)
                    path.lineTo(rect.left() + step * (k + 1), rect.top())
                path.lineTo(rect.right(), rect.bottom())
                path.lineTo(rect.left(), rect.bottom())
                path.closeSubpath()
            else:
                path.addRoundedRect(rect, 6, 6)
            painter.setPen(QPen(QColor("#3a2a17"), 1.5))
            painter.setBrush(QColor("#3b2f3f") if war else QColor("#e8dcbc"))
            painter.drawPath(path)
            if space == START_SPACE:  # a gold medal behind the number, clear of the markers' lane
                painter.setPen(QPen(QColor("#8a6d1f"), 2))
                painter.setBrush(QColor("#d4af37"))
                painter.drawEllipse(self.number_rect(space).center(), START_MEDAL_RADIUS, START_MEDAL_RADIUS)
            painter.setFont(number_font)
            painter.setPen(QColor("#e8dcbc") if war else QColor("#3a2a17"))
            painter.drawText(self.number_rect(space), Qt.AlignmentFlag.AlignCenter, str(space))


def _arc(start: QPointF, end: QPointF, above: bool) -> QPainterPath:
    """A dashed arc with an arrowhead from `start` to `end`, over (red) or under (green) the spaces."""
    lift = -34.0 if above else 34.0
    middle = QPointF((start.x() + end.x()) / 2, start.y() + lift)
    path = QPainterPath()
    path.addEllipse(start, 9, 9)  # where the marker stood
    path.moveTo(start)
    path.quadTo(middle, end)
    angle = path.angleAtPercent(0.98)
    head = QLineF.fromPolar(12, angle + 150).p2(), QLineF.fromPolar(12, angle - 150).p2()
    path.moveTo(end + head[0])
    path.lineTo(end)
    path.lineTo(end + head[1])
    return path
