"""The table's parts of Forgotten Legacy part 2: token badges on bribed heroes, the bribery
card left of the Wilderness, the Royal Intrigue row right of it, and each player's artifact
on their name plate. All of it is drawn from the seat's view alone: a token's front shows
only to a seat that knows it, an artifact's side only once it is public or the viewer's own."""

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsScene, QStyleOptionGraphicsItem, QWidget
from shiboken6 import isValid

from hidden_leaders_qt.engine.bribery_view import TokenView
from hidden_leaders_qt.engine.card_language import card_name, card_text
from hidden_leaders_qt.engine.view import ArtifactView, SeatView
from hidden_leaders_qt.ui.table.artifact_art import paint_artifact_line, timing_title
from hidden_leaders_qt.ui.table.faction_style import paint_faction_symbol
from hidden_leaders_qt.ui.table.items import TABLE_TEXT, CardItem, PlateItem
from hidden_leaders_qt.ui.table.token_art import paint_token, token_title

PANEL = QColor(0, 0, 0, 120)
TITLE_PX = 19
LINE_PX = 19
"""About 10 pixels on the smallest window, as all the table's text."""
ROW_HEIGHT = 24.0
TITLE_HEIGHT = 26.0
PANEL_WIDTH = 270.0
PANEL_GAP = 4.0
CORNER_TOP = 914.0
"""The corner right of the hand, below the viewer's party (the hand leaves it free)."""
RESERVED_WIDTH = PANEL_WIDTH + 20
"""What the hand leaves free at the right of the table while a panel lies there."""


def _font(px: int, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(px)
    font.setBold(bold)
    return font


def _draw_line(painter: QPainter, rect: QRectF, text: str) -> None:
    """One line of a panel, cut short with an ellipsis where a language's words are longer than the panel."""
    shown = QFontMetricsF(painter.font()).elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
    painter.drawText(rect, Qt.AlignmentFlag.AlignVCenter, shown)


class TokenBadge(QGraphicsItem):
    """A token on a hero card: its back, or its front for a seat that knows it."""

    def __init__(self, kind: str | None, side: float, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.kind = kind
        self.side = side
        self.setZValue(5)
        self.setToolTip(
            QCoreApplication.translate("module_items", "Bribed: a token lies on this hero")
            if kind is None
            else QCoreApplication.translate("module_items", "Bribed: {token} lies on this hero").format(
                token=token_title(kind)
            )
        )

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.side, self.side)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        paint_token(painter, self.kind, self.boundingRect())


class _Panel(QGraphicsObject):
    """A dark panel with a title, laid beside the Wilderness."""

    title = ""

    def __init__(self) -> None:
        super().__init__()
        self.width = PANEL_WIDTH
        self.setZValue(3)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, self.height())

    def height(self) -> float:
        return TITLE_HEIGHT + 4

    def _paint_frame(self, painter: QPainter) -> float:
        """The panel and its title; the y where its content starts."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(PANEL)
        painter.drawRoundedRect(self.boundingRect(), 10, 10)
        painter.setFont(_font(TITLE_PX, bold=True))
        painter.setPen(TABLE_TEXT)
        painter.drawText(
            QRectF(10, 2, self.width - 20, TITLE_HEIGHT),
            Qt.AlignmentFlag.AlignVCenter,
            QCoreApplication.translate("module_items", self.title),
        )
        return TITLE_HEIGHT + 2


class BriberyCardItem(_Panel):
    """The bribery card: its two conditions, the token still beside each, the bag, the bribes
    made, and during a bribe the viewer's own tokens to place."""

    title = QT_TRANSLATE_NOOP("module_items", "Bribery")

    def __init__(self) -> None:
        super().__init__()
        self.tokens: TokenView | None = None

    def height(self) -> float:
        """The title, a line per condition, the bag, and the viewer's tokens while placing."""
        held = self.tokens is not None and bool(self.tokens.held)
        return TITLE_HEIGHT + 4 + ROW_HEIGHT * (4 if held else 3)

    def set_tokens(self, tokens: TokenView) -> None:
        self.prepareGeometryChange()
        self.tokens = tokens
        first, second = tokens.conditions
        self.setToolTip(
            QCoreApplication.translate(
                "module_items",
                "<b>Bribery</b>: once a party shows {first} face-up heroes (for the second token, {second}), the "
                "player whose turn it is may bribe, once a turn: everybody draws a token from the bag and may lay it "
                "face down on a hero that has none. Bribes made: {used} of 2. Tokens in the bag: {bag}.",
            ).format(first=first, second=second, used=tokens.used, bag=tokens.bag)
        )
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        y = self._paint_frame(painter)
        tokens = self.tokens
        if tokens is None:
            return
        painter.setFont(_font(LINE_PX))
        for condition, still in zip(tokens.conditions, tokens.on_card, strict=True):
            disc = QRectF(10, y + 1, ROW_HEIGHT - 2, ROW_HEIGHT - 2)
            if still:
                paint_token(painter, None, disc)
            else:
                painter.setPen(QPen(TABLE_TEXT, 1.5, Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(disc)
            painter.setPen(TABLE_TEXT)
            text = QCoreApplication.translate("module_items", "{count}+ face up in a party").format(count=condition)
            _draw_line(painter, QRectF(40, y, self.width - 48, ROW_HEIGHT), text)
            y += ROW_HEIGHT
        text = QCoreApplication.translate("module_items", "Bag: {bag} · bribes: {used} of 2").format(
            bag=tokens.bag, used=tokens.used
        )
        _draw_line(painter, QRectF(10, y, self.width - 20, ROW_HEIGHT), text)
        y += ROW_HEIGHT
        if tokens.held:
            painter.drawText(
                QRectF(10, y, 140, ROW_HEIGHT),
                Qt.AlignmentFlag.AlignVCenter,
                QCoreApplication.translate("module_items", "Yours to place:"),
            )
            for i, kind in enumerate(tokens.held):
                paint_token(painter, kind, QRectF(150 + i * (ROW_HEIGHT + 4), y, ROW_HEIGHT, ROW_HEIGHT))


class RoyalRowItem(_Panel):
    """The Royal Intrigue row: each hero still in it, and the artifact tokens on it."""

    title = QT_TRANSLATE_NOOP("module_items", "Royal Intrigue")

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[tuple[str, str, int]] = []

    def height(self) -> float:
        return TITLE_HEIGHT + 4 + ROW_HEIGHT * max(1, len(self.rows))

    def set_row(self, rows: list[tuple[str, str, int]]) -> None:
        """(name, faction, tokens) of each hero in the row."""
        self.prepareGeometryChange()
        self.rows = rows
        one, many = (
            QCoreApplication.translate("module_items", "<br>{name}: 1 token"),
            QCoreApplication.translate("module_items", "<br>{name}: {count} tokens"),
        )
        lines = "".join((one if count == 1 else many).format(name=name, count=count) for name, _faction, count in rows)
        self.setToolTip(
            QCoreApplication.translate(
                "module_items",
                "<b>Royal Intrigue</b>: after each use of an artifact its token goes onto one of these heroes; name a "
                "faction and reveal as many Harbor cards as the hero holds tokens. If one shows that faction, the hero "
                "goes into your hand.",
            )
            + (lines or QCoreApplication.translate("module_items", "<br>The row is empty."))
        )
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        y = self._paint_frame(painter)
        font = _font(LINE_PX)
        painter.setFont(font)
        metrics = QFontMetricsF(font)
        if not self.rows:
            painter.setPen(TABLE_TEXT)
            painter.drawText(
                QRectF(10, y, self.width - 20, ROW_HEIGHT),
                Qt.AlignmentFlag.AlignVCenter,
                QCoreApplication.translate("module_items", "(empty)"),
            )
        for name, faction, tokens in self.rows:
            paint_faction_symbol(painter, faction, QRectF(10, y + 2, 18, 18))
            count = f"\u25cf{tokens}"
            count_width = metrics.horizontalAdvance(count) + 4
            room = self.width - 40 - count_width
            painter.setPen(TABLE_TEXT)
            shown = metrics.elidedText(name, Qt.TextElideMode.ElideRight, room)
            painter.drawText(QRectF(34, y, room, ROW_HEIGHT), Qt.AlignmentFlag.AlignVCenter, shown)
            painter.drawText(
                QRectF(self.width - 8 - count_width, y, count_width, ROW_HEIGHT),
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                count,
            )
            y += ROW_HEIGHT


class ArtifactBadge(QGraphicsItem):
    """A player's artifact in the name line of their plate: its timing, name and tokens left,
    or the back of the card while its side is still secret."""

    HEIGHT = 28.0  # its name at 19 pixels, about 10 on the smallest window

    def __init__(self, width: float, shown: tuple[str, str, int, int] | None, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.width = width
        self.shown = shown
        self.setZValue(2)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, self.HEIGHT)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.shown is None:
            painter.setFont(_font(LINE_PX))
            painter.setPen(TABLE_TEXT)
            painter.drawText(
                self.boundingRect(),
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                QCoreApplication.translate("module_items", "artifact: choosing"),
            )
            return
        name, timing, tokens, capacity = self.shown
        paint_artifact_line(painter, self.boundingRect(), name, timing, tokens, capacity, TABLE_TEXT)


class ModuleLayer:
    """Lays the part-2 items out for one seat's view; each call replaces the last."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self.bribery = BriberyCardItem()
        self.royal = RoyalRowItem()
        for panel in (self.bribery, self.royal):
            panel.hide()
            scene.addItem(panel)
        self.badges: list[QGraphicsItem] = []
        self.table_width = 0.0

    def place(self, table_width: float) -> None:
        """In the corner right of the hand: the bribery card, the Royal Intrigue row below it."""
        self.table_width = table_width
        self._stack()

    def _stack(self) -> None:
        y = CORNER_TOP
        for panel in (self.bribery, self.royal):
            panel.setPos(self.table_width - PANEL_WIDTH - 10, y)
            if panel.isVisible():
                y += panel.height() + PANEL_GAP

    @staticmethod
    def reserved_width(view: SeatView) -> float:
        """How much of the hand's row the panels take at its right."""
        on = view.bribery is not None or (view.artifacts is not None and view.artifacts.royal_intrigue)
        return RESERVED_WIDTH if on else 0.0

    def regions(self) -> list[QRectF]:
        """Where the panels lie, for layout checks."""
        return [panel.sceneBoundingRect() for panel in (self.bribery, self.royal) if panel.isVisible()]

    def show(self, view: SeatView, db, position_items: dict, plates: dict[int, PlateItem]) -> None:
        for badge in self.badges:
            if not isValid(badge):  # gone with the card or plate it lay on
                continue
            holder = badge.parentItem()
            if isinstance(holder, CardItem) and holder.badge:
                holder.badge = 0.0
                holder.update()
            badge.setParentItem(None)
            if badge.scene() is not None:
                self.scene.removeItem(badge)
        self.badges = []
        tokens = view.bribery
        self.bribery.setVisible(tokens is not None)
        if tokens is not None:
            self.bribery.set_tokens(tokens)
            for pos, kind in tokens.tokens:
                item = position_items.get(tuple(pos))
                if item is not None:
                    self._badge_on(item, kind)
        artifacts = view.artifacts
        royal = artifacts is not None and artifacts.royal_intrigue
        self.royal.setVisible(royal)
        if artifacts is not None:
            if artifacts.royal_intrigue:
                rows = [
                    (card_name(db.heroes[card]), db.heroes[card].faction, count)
                    for card, count in zip(artifacts.row, artifacts.row_tokens, strict=True)
                ]
                self.royal.set_row(rows)
            self._artifacts_on_plates(artifacts, db, plates)
        self._stack()

    def _badge_on(self, item: QGraphicsItem, kind: str | None) -> None:
        rect = item.boundingRect()
        side = max(18.0, min(34.0, min(rect.width(), rect.height()) * 0.4))
        badge = TokenBadge(kind, side, item)
        badge.setPos(rect.right() - side - 3, rect.top() + 3)
        if isinstance(item, CardItem):
            item.badge = side + 3
            item.update()
        self.badges.append(badge)

    def _artifacts_on_plates(self, artifacts: ArtifactView, db, plates: dict[int, PlateItem]) -> None:
        sides = {side.id: side for side in db.artifact_sides}
        for seat, plate in plates.items():
            if seat >= len(artifacts.sides):
                continue
            side = sides.get(artifacts.sides[seat])
            shown = None if side is None else (card_name(side), side.timing, artifacts.tokens[seat], side.tokens)
            width = min(300.0, plate.width * 0.5)
            badge = ArtifactBadge(width, shown, plate)
            badge.setPos(plate.width - width - 10, 1)
            badge.setToolTip(
                QCoreApplication.translate("module_items", "Artifact: its side is still being chosen")
                if side is None
                else QCoreApplication.translate(
                    "module_items", "<b>{name}</b> ({timing}), {left} of {tokens} tokens left: {text}"
                ).format(
                    name=card_name(side),
                    timing=timing_title(side.timing),
                    left=artifacts.tokens[seat],
                    tokens=side.tokens,
                    text=card_text(side),
                )
            )
            plate.reserved_right = width + 14
            self.badges.append(badge)
