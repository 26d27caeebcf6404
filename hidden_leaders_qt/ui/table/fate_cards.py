"""Fate cards on the table (Golems module): the two a player drew for a golem put into the
Graveyard, face up for that player to choose one by clicking it, face down for everybody
else, who only see that a fate is being chosen."""

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem, QStyleOptionGraphicsItem, QWidget

from hidden_leaders_qt.engine.card_language import card_name, card_text
from hidden_leaders_qt.engine.cards import FateCard
from hidden_leaders_qt.engine.view import SeatView
from hidden_leaders_qt.ui.table.faction_style import MARKER_COLORS, paint_faction_symbol
from hidden_leaders_qt.ui.table.items import HIGHLIGHT, TABLE_TEXT, ClickTarget

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
            f"<b>{card_name(fate)}</b>: {card_text(fate)}" if fate is not None else "A fate card, face down"
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
            self.label.setText("Keep one fate")
        else:
            fates = [None, None]
            self.label.setText(f"{names[drawer]}: fate")
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
