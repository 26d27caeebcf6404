"""The part of the table a lesson step explains: the rest dimmed, the part outlined in gold."""

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsScene

from hidden_leaders_qt.engine.core.constants import Zone

DIM = QColor(0, 0, 0, 90)
GOLD = QColor(255, 200, 60)
MARGIN = 10
RADIUS = 14
ABOVE_EVERYTHING = 10_000


class Spotlight(QGraphicsPathItem):
    """Drawn over the table and never in the way: clicks go through to the cards beneath."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(ABOVE_EVERYTHING)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setBrush(QBrush(DIM))
        self.setPen(QPen(Qt.PenStyle.NoPen))
        self.outline = QGraphicsPathItem(self)
        self.outline.setPen(QPen(GOLD, 5))
        self.outline.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, False)

    def light(self, table: QRectF, parts: list[QRectF]) -> None:
        """Dim `table` except around `parts`; nothing dimmed when there are none."""
        if not parts:
            self.hide()
            return
        holes = QPainterPath()
        # a part inside another (the golem marker on the track) is lit with it, not cut out of it
        holes.setFillRule(Qt.FillRule.WindingFill)
        for part in parts:
            holes.addRoundedRect(part.adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN), RADIUS, RADIUS)
        holes = holes.simplified()
        cover = QPainterPath()
        cover.addRect(table)
        self.setPath(cover.subtracted(holes))
        self.outline.setPath(holes)
        self.show()


def place_rects(scene: QGraphicsScene, place: str, viewer: int) -> list[QRectF]:
    """Where a place a lesson names lies on the table as laid out now (`party:2` is seat 2's
    party), one rectangle around each thing shown: the hand, the Tavern, a party."""
    name, _, seat_text = place.partition(":")
    items = scene.position_items
    if name == "track":
        return [scene.track.sceneBoundingRect()]
    if name == "standing":
        return [scene.standing.sceneBoundingRect()]
    if name == "golem":
        return [scene.golem_marker.sceneBoundingRect()] if scene.golem_marker.isVisible() else []
    if name == "fate":
        return scene.fates.regions()
    if name in ("bribery", "royal"):
        piece = scene.modules.bribery if name == "bribery" else scene.modules.royal
        return [piece.sceneBoundingRect()] if piece.isVisible() else []
    if name in ("harbor", "wilderness", "graveyard"):
        return [getattr(scene, name).sceneBoundingRect()]
    if name == "leader":
        return _around([item for pos, item in items.items() if pos[0] == "leader"])
    if name == "tavern":
        return _around([item for pos, item in items.items() if pos[0] == Zone.TAVERN])
    if name == "hand":
        return _around([item for pos, item in items.items() if pos[0] == Zone.HAND and pos[1] == viewer])
    if name == "party":
        seats = [int(seat_text)] if seat_text else [viewer]
    else:  # the parties of the others
        seats = [seat for seat in scene.plates if seat != viewer]
    rects = []
    for seat in seats:
        party = [item for pos, item in items.items() if pos[0] in (Zone.FACE_UP, Zone.FACE_DOWN) and pos[1] == seat]
        rects += _around(party + ([scene.plates[seat]] if seat in scene.plates else []))
    return rects


def _around(items: list) -> list[QRectF]:
    """One rectangle around all of `items` (none for none)."""
    if not items:
        return []
    united = items[0].sceneBoundingRect()
    for item in items[1:]:
        united = united.united(item.sceneBoundingRect())
    return [united]
