"""The Golems module's pieces on the table.

The golem marker on the power track: a stone diamond as large as the red and green markers,
in a lane of its own between the space's number and those markers, so it hides neither; the
Golems victory is in its tooltip.

The fate cards: the two a player drew for a golem put into the Graveyard, face up for that
player to choose one by clicking it, face down for everybody else, who only see that a fate
is being chosen."""

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from hidden_leaders_qt.engine.data.card_language import card_name, card_text
from hidden_leaders_qt.engine.data.cards import FateCard
from hidden_leaders_qt.engine.rules.scoring import golem_ahead
from hidden_leaders_qt.engine.rules.view import SeatView
from hidden_leaders_qt.ui.art.faction_style import MARKER_COLORS, marker_token_path, paint_faction_symbol
from hidden_leaders_qt.ui.table.items import HIGHLIGHT, TABLE_TEXT, ClickTarget, paint_recent_ring
from hidden_leaders_qt.ui.table.track_items import TrackItem

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

    def show_marker(self, golem: int, markers: tuple[int, int]) -> None:
        """Stand on `golem` (0 hides the marker: no Golems module); the table's motion
        carries it there from where it stood."""
        if not golem:
            self.hide()
            self.space = 0
            return
        self.setToolTip(golem_explanation(golem, markers))
        self.space = golem
        self.show()
        self.setPos(self.target(golem))


SIZE = (84.0, 116.0)
# below the Harbor, where no party, pile or Tavern card ever lies
LEFT, TOP, GAP = 26.0, 575.0, 12.0
STONE = QColor("#d8cbb0")
INK = QColor("#2a1d10")


class FateCardItem(ClickTarget):
    """One fate card: its name and effect, or its back."""

    def __init__(self, fate: FateCard | None) -> None:
        super().__init__()
        self.fate = fate
        self.setToolTip(
            f"<b>{card_name(fate)}</b>: {card_text(fate)}"
            if fate is not None
            else QCoreApplication.translate("fate_cards", "A fate card, face down")
        )

    def boundingRect(self) -> QRectF:
        return QRectF(-3, -3, SIZE[0] + 6, SIZE[1] + 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, *SIZE)
        painter.setPen(QPen(HIGHLIGHT if self.highlighted else INK, 4 if self.highlighted else 1.5))
        if self.fate is None:
            gradient = QLinearGradient(0, 0, 0, SIZE[1])
            gradient.setColorAt(0, MARKER_COLORS["golem"].lighter(130))
            gradient.setColorAt(1, MARKER_COLORS["golem"].darker(130))
            painter.setBrush(gradient)
            painter.drawRoundedRect(rect, 7, 7)
            paint_faction_symbol(painter, "golems", rect.adjusted(16, 26, -16, -26), STONE)
            return
        painter.setBrush(STONE)
        painter.drawRoundedRect(rect, 7, 7)
        paint_faction_symbol(painter, "golems", QRectF(SIZE[0] / 2 - 8, 4, 16, 16), MARKER_COLORS["golem"])
        font = QFont()
        font.setPixelSize(11)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(INK)
        flags = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
        painter.drawText(QRectF(3, 22, SIZE[0] - 6, 40), flags, card_name(self.fate))
        painter.setPen(QPen(MARKER_COLORS["golem"], 1))
        painter.drawLine(12, 62, SIZE[0] - 12, 62)
        font.setBold(False)
        font.setPixelSize(10)
        painter.setFont(font)
        painter.setPen(INK)
        painter.drawText(QRectF(4, 68, SIZE[0] - 8, SIZE[1] - 70), flags, card_text(self.fate))


class FateArea:
    """Lays out the fate cards being chosen for one seat's view, and reports which is clicked."""

    def __init__(self, scene: QGraphicsScene, clicked) -> None:
        self.scene = scene
        self.clicked = clicked
        self.items: list[FateCardItem] = []
        self.label = QGraphicsSimpleTextItem()
        font = QFont()
        font.setPixelSize(19)  # about 10 pixels on the smallest window
        font.setBold(True)
        self.label.setFont(font)
        self.label.setBrush(TABLE_TEXT)
        self.label.setPos(LEFT, TOP - 26)
        self.label.hide()
        scene.addItem(self.label)

    def show(self, view: SeatView, names: list[str], db) -> dict[tuple, FateCardItem]:
        """The drawn cards face up for the one who drew them, face down while another seat
        chooses; none otherwise. Returns the clickable items by position key."""
        for item in self.items:
            self.scene.removeItem(item)
        self.items = []
        self.label.hide()
        drawer = view.waiting_for[1] if view.waiting_for and view.waiting_for[0] == "fate" else -1
        if drawer < 0:
            return {}
        if view.fate_drawn:
            fates = [db.fates[db.fate_index[fate_id]] for fate_id in view.fate_drawn]
            self.label.setText(QCoreApplication.translate("fate_cards", "Keep one fate"))
        else:
            fates = [None, None]
            self.label.setText(QCoreApplication.translate("fate_cards", "{name}: fate").format(name=names[drawer]))
        self.label.show()
        positions = {}
        for i, fate in enumerate(fates):
            item = FateCardItem(fate)
            item.setPos(LEFT + i * (SIZE[0] + GAP), TOP)
            item.setZValue(40)
            if fate is not None:
                item.clicked.connect(lambda _item, fate_id=fate.id: self.clicked(("fate", fate_id)))
                positions[("fate", fate.id)] = item
            self.scene.addItem(item)
            self.items.append(item)
        return positions

    def regions(self) -> list[QRectF]:
        """Where the fate cards and their title lie, for layout checks."""
        return [item.sceneBoundingRect() for item in self.items] + (
            [self.label.sceneBoundingRect()] if self.label.isVisible() else []
        )
