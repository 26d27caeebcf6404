"""The table's parts of Forgotten Legacy part 2: token badges on bribed heroes, the bribery
card left of the Wilderness, the Royal Intrigue row right of it, and each player's artifact
on their name plate. All of it is drawn from the seat's view alone: a token's front shows
only to a seat that knows it, an artifact's side only once it is public or the viewer's own."""

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsScene, QStyleOptionGraphicsItem, QWidget
from shiboken6 import isValid

from hidden_leaders_qt.engine.data.card_language import card_name, card_text
from hidden_leaders_qt.engine.modules.bribery_view import TokenView
from hidden_leaders_qt.engine.rules.view import ArtifactView, SeatView
from hidden_leaders_qt.ui.art.artifact_art import (
    PIP_LIGHT,
    artifact_line,
    artifact_line_width,
    paint_artifact_line,
    timing_title,
)
from hidden_leaders_qt.ui.art.faction_style import paint_faction_symbol
from hidden_leaders_qt.ui.art.token_art import paint_token, token_title
from hidden_leaders_qt.ui.table.items import TABLE_TEXT, CardItem, PlateLine, fitted_line, text_width
from hidden_leaders_qt.ui.table.plate_item import PlateItem

PANEL = QColor(0, 0, 0, 120)
TITLE_PX = 19
LINE_PX = 19
"""About 10 pixels on the smallest window, as all the table's text."""
ROW_HEIGHT = 24.0
TITLE_HEIGHT = 26.0
PANEL_WIDTH = 300.0
"""Wide enough for the longest name of the Royal Intrigue row, in English and in German."""
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


def _draw_line(painter: QPainter, line: PlateLine) -> None:
    painter.setFont(_font(line.px, line.bold))
    painter.drawText(line.rect, Qt.AlignmentFlag.AlignVCenter, line.shown)


def _line(rect: QRectF, text: str) -> PlateLine:
    """One line of a panel, a little smaller where a language's words need it, cut short with
    an ellipsis only where even that is too wide (the tests make sure none is)."""
    return fitted_line(text, rect, LINE_PX, LINE_PX - 3, bold=False)


class TokenBadge(QGraphicsObject):
    """A token on a hero card: its back, or its front for a seat that knows it (without a card:
    a token on its way, which the motion moves)."""

    def __init__(self, kind: str | None, side: float, parent: QGraphicsItem | None = None) -> None:
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

    def _title(self) -> PlateLine:
        title = QCoreApplication.translate("module_items", self.title)
        # a language's longer words may take it a little smaller, as a panel's lines
        return fitted_line(title, QRectF(10, 2, self.width - 20, TITLE_HEIGHT), TITLE_PX, TITLE_PX - 4, bold=True)

    def shown_texts(self) -> list[PlateLine]:
        """Every line of text the panel writes, as it writes it."""
        return [self._title()]

    def _paint_frame(self, painter: QPainter) -> float:
        """The panel and its title; the y where its content starts."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(PANEL)
        painter.drawRoundedRect(self.boundingRect(), 10, 10)
        painter.setPen(TABLE_TEXT)
        _draw_line(painter, self._title())
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

    def _lines(self) -> list[PlateLine]:
        """A line per condition, the bag's, and while placing the words before the viewer's tokens."""
        tokens = self.tokens
        if tokens is None:
            return []
        y = TITLE_HEIGHT + 2
        lines = []
        for condition in tokens.conditions:
            text = QCoreApplication.translate("module_items", "{count}+ face up in a party").format(count=condition)
            lines.append(_line(QRectF(40, y, self.width - 48, ROW_HEIGHT), text))
            y += ROW_HEIGHT
        text = QCoreApplication.translate("module_items", "Bag: {bag} · bribes: {used} of 2").format(
            bag=tokens.bag, used=tokens.used
        )
        rect = QRectF(10, y, self.width - 20, ROW_HEIGHT)
        if text_width(text, LINE_PX - 3) > rect.width():  # a longer language: the count without its word
            text = QCoreApplication.translate("module_items", "Bag: {bag} · {used}/2").format(
                bag=tokens.bag, used=tokens.used
            )
        lines.append(_line(rect, text))
        if tokens.held:
            text = QCoreApplication.translate("module_items", "Yours to place:")
            lines.append(_line(QRectF(10, y + ROW_HEIGHT, text_width(text, LINE_PX) + 2, ROW_HEIGHT), text))
        return lines

    def shown_texts(self) -> list[PlateLine]:
        return [*super().shown_texts(), *self._lines()]

    def bag_point(self) -> QPointF:
        """Where on the table the bag's line starts: tokens come from the bag and go back to it."""
        return self.mapToScene(QPointF(10, TITLE_HEIGHT + 2 + ROW_HEIGHT * 2 + 1))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        y = self._paint_frame(painter)
        tokens = self.tokens
        if tokens is None:
            return
        for still in tokens.on_card:
            disc = QRectF(10, y + 1, ROW_HEIGHT - 2, ROW_HEIGHT - 2)
            if still:
                paint_token(painter, None, disc)
            else:
                painter.setPen(QPen(TABLE_TEXT, 1.5, Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(disc)
            y += ROW_HEIGHT
        painter.setPen(TABLE_TEXT)
        lines = self._lines()
        for line in lines:
            _draw_line(painter, line)
        if tokens.held:
            left = lines[-1].rect.right() + 8
            for i, kind in enumerate(tokens.held):
                paint_token(painter, kind, QRectF(left + i * (ROW_HEIGHT + 4), y + ROW_HEIGHT, ROW_HEIGHT, ROW_HEIGHT))


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

    def _names(self) -> list[PlateLine]:
        """Each hero's name, left of its token count; "(empty)" for an empty row."""
        y = TITLE_HEIGHT + 2
        if not self.rows:
            return [
                _line(QRectF(10, y, self.width - 20, ROW_HEIGHT), QCoreApplication.translate("module_items", "(empty)"))
            ]
        lines = []
        for name, _faction, tokens in self.rows:
            room = self.width - 40 - self._count_width(tokens)
            lines.append(_line(QRectF(34, y, room, ROW_HEIGHT), name))
            y += ROW_HEIGHT
        return lines

    def count_point(self, row: int) -> QPointF:
        """Where on the table the token count of the row's `row`th hero stands."""
        return self.mapToScene(QPointF(self.width - 30, TITLE_HEIGHT + 2 + row * ROW_HEIGHT + ROW_HEIGHT / 2))

    @staticmethod
    def _count_width(tokens: int) -> float:
        return text_width(f"\u25cf{tokens}", LINE_PX) + 4

    def shown_texts(self) -> list[PlateLine]:
        return [*super().shown_texts(), *self._names()]

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        self._paint_frame(painter)
        for line in self._names():
            _draw_line(painter, line)
        painter.setFont(_font(LINE_PX))
        for row, (_name, faction, tokens) in enumerate(self.rows):
            y = TITLE_HEIGHT + 2 + row * ROW_HEIGHT
            paint_faction_symbol(painter, faction, QRectF(10, y + 2, 18, 18))
            painter.setPen(TABLE_TEXT)
            count_width = self._count_width(tokens)
            painter.drawText(
                QRectF(self.width - 8 - count_width, y, count_width, ROW_HEIGHT),
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                f"\u25cf{tokens}",
            )


class ArtifactBadge(QGraphicsObject):
    """A player's artifact in the name line of their plate: its timing, name and tokens left,
    or the back of the card while its side is still secret (without a plate: an artifact on
    its way, which the motion moves)."""

    HEIGHT = 28.0  # its name at 19 pixels, about 10 on the smallest window

    def __init__(self, shown: tuple[str, str, int, int] | None, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.width = self.wanted_width(shown)
        self.shown = shown
        self.setZValue(2)

    @classmethod
    def wanted_width(cls, shown: tuple[str, str, int, int] | None) -> float:
        """As wide as the whole name (or "artifact: choosing") needs."""
        if shown is None:
            return text_width(QCoreApplication.translate("module_items", "artifact: choosing"), LINE_PX) + 4
        name, _timing, _tokens, capacity = shown
        return artifact_line_width(name, capacity, cls.HEIGHT)

    def set_width(self, width: float) -> None:
        self.prepareGeometryChange()
        self.width = width

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, self.HEIGHT)

    def shown_texts(self) -> list[PlateLine]:
        """The name as drawn (or the words for a side still being chosen)."""
        if self.shown is None:
            text = QCoreApplication.translate("module_items", "artifact: choosing")
            width = min(self.width, text_width(text, LINE_PX) + 4)
            return [_line(QRectF(self.width - width, 0, width, self.HEIGHT), text)]
        name, _timing, _tokens, capacity = self.shown
        line = artifact_line(self.boundingRect(), name, capacity)
        return [PlateLine(line.text, line.px, line.shown, bold=True)]

    def pip_points(self) -> tuple[QPointF, ...]:
        """Where on the table each of the side's token pips lies (top left), in their order."""
        if self.shown is None:
            return ()
        line = artifact_line(self.boundingRect(), self.shown[0], self.shown[3])
        pip = self.HEIGHT * 0.42
        left, top = line.pips_left + pip * 0.35, (self.HEIGHT - pip) / 2
        return tuple(self.mapToScene(QPointF(left + i * pip * 1.35, top)) for i in range(self.shown[3]))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.shown is None:
            painter.setPen(TABLE_TEXT)
            _draw_line(painter, self.shown_texts()[0])
            return
        name, timing, tokens, capacity = self.shown
        paint_artifact_line(painter, self.boundingRect(), name, timing, tokens, capacity, TABLE_TEXT)


class ArtifactPip(QGraphicsObject):
    """An artifact token on its way from its artifact to the Royal Intrigue row, drawn as the
    artifact's pips draw a token."""

    def __init__(self) -> None:
        super().__init__()
        self.side = ArtifactBadge.HEIGHT * 0.42

    def boundingRect(self) -> QRectF:
        return QRectF(-1, -1, self.side + 2, self.side + 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(PIP_LIGHT)
        painter.setPen(QPen(TABLE_TEXT, 1))
        painter.drawEllipse(QRectF(0, 0, self.side, self.side))


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
            badge = ArtifactBadge(shown, plate)
            width = plate.artifact_room(badge.width)
            badge.set_width(width)
            badge.setPos(plate.width - width - plate.TEXT_MARGIN, (plate.NAME_HEIGHT - badge.HEIGHT) / 2 + 1)
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
            plate.reserved_right = width + plate.ARTIFACT_GAP
            plate.update()
            self.badges.append(badge)
