"""The golem marker on the power track (Golems module): a stone diamond as large as the red
and green markers, in a lane of its own between the space's number and those markers, so it
hides neither; the Golems victory is in its tooltip."""

from PySide6.QtCore import Property, QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from hidden_leaders_qt.engine.scoring import golem_ahead
from hidden_leaders_qt.ui.table.faction_style import MARKER_COLORS, marker_token_path, paint_faction_symbol
from hidden_leaders_qt.ui.table.items import MARKER_MS, TrackItem, paint_recent_ring, slide

# a diamond this wide covers about as much as the red and green discs
SIDE = 40.0
RIM = 3.0


def golem_explanation(golem: int, markers: tuple[int, int]) -> str:
    """The tooltip: where the golem marker stands and what it takes for the Golems to win."""
    red, green = markers
    if golem_ahead(golem, red, green):
        now = QCoreApplication.translate(
            "golem_marker",
            "it is ahead of both: if the game ended now, the Golems would win, provided someone is aligned with them",
        )
    else:
        now = QCoreApplication.translate("golem_marker", "it needs to pass space {space} to be ahead of both").format(
            space=max(red, green)
        )
    where = QCoreApplication.translate("golem_marker", "<b>Golem marker</b> on space {space}: {now}.<br>")
    return where.format(space=golem, now=now) + QCoreApplication.translate(
        "golem_marker",
        "It moves +2 whenever a golem's effect is used, and back with some fate cards. "
        "The <b>Golems</b> win, before every other faction, when it is strictly ahead of both the red and the "
        "green marker at the end and at least one leader is aligned with them; otherwise it is ignored.",
    )


class GolemMarkerItem(QGraphicsObject):
    """The golem marker, a child of the track; its position slides like the others'."""

    def __init__(self, track: TrackItem) -> None:
        super().__init__(track)
        self.track = track
        self.space = 0
        self.recent = False
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setZValue(1)
        self.hide()

    def set_recent(self, recent: bool) -> None:
        """Ring the marker while the last move is the one that moved it."""
        if recent != self.recent:
            self.recent = recent
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-SIDE / 2 - RIM, -SIDE / 2 - RIM, SIDE + 2 * RIM, SIDE + 2 * RIM)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(-SIDE / 2, -SIDE / 2, SIDE, SIDE)
        if self.recent:
            paint_recent_ring(painter, rect.adjusted(RIM, RIM, -RIM, -RIM))  # tight: its lane is narrow
        painter.setPen(QPen(QColor("#f3ead8"), 1.6))  # a light rim: it shows on the dark war area too
        painter.setBrush(MARKER_COLORS["golem"])
        painter.drawPath(marker_token_path("golem", rect))
        inset = SIDE * 0.24
        paint_faction_symbol(painter, "golems", rect.adjusted(inset, inset, -inset, -inset), QColor("#f3ead8"))

    def target(self, space: int) -> QPointF:
        return QPointF(self.track.space_center(space).x(), TrackItem.GOLEM_LANE)

    def show_marker(self, golem: int, markers: tuple[int, int], animate: bool) -> list:
        """Stand on `golem` (0 hides the marker: no Golems module); the animations started."""
        if not golem:
            self.hide()
            self.space = 0
            return []
        self.setToolTip(golem_explanation(golem, markers))
        target = self.target(golem)
        moving = animate and self.isVisible() and self.scene() is not None and golem != self.space
        self.space = golem
        self.show()
        if not moving:
            self.setPos(target)
            return []
        return [slide(self, b"slide", target, MARKER_MS)]

    def _get_pos(self) -> QPointF:
        return self.pos()

    def _set_pos(self, value: QPointF) -> None:
        self.setPos(value)

    slide = Property(QPointF, _get_pos, _set_pos)
