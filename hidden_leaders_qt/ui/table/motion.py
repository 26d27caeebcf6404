"""Moves as motion: the table goes from the still table before a move to the one after it.

The scene lays every item out where the still table draws it; this layer then puts the
items that changed back where they were and lets Qt's animation framework carry them to
their places in one `QParallelAnimationGroup`. So the last frame is the still table, and
finishing early (a key, a click, the next move) only jumps to it.

What may show on the way: a card shows a face only if the view after the move lets the
same audience (`motion_paths.audience`) see it; a card the viewer cannot follow travels as
a back. Between tables for different audiences (a hot-seat table turning to public cards)
cards only slide, with the faces of the table after, and the ones that go or come do so at
once. Bribery tokens and artifacts that change places travel as pieces of their own, which
give way to the still table's badges as they land; a token always travels as its back.
"""

from math import ceil
from typing import NamedTuple

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QEvent,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QSize,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QImage, QPainter, QTransform
from PySide6.QtWidgets import QApplication, QGraphicsItem
from shiboken6 import isValid

from hidden_leaders_qt.engine.core.constants import Zone
from hidden_leaders_qt.engine.rules.view import SeatView
from hidden_leaders_qt.ui.table.items import CardItem, draw_card
from hidden_leaders_qt.ui.table.module_items import ROW_HEIGHT, ArtifactBadge, ArtifactPip, TokenBadge
from hidden_leaders_qt.ui.table.motion_paths import Spot, audience, destination, origin, reveals

QUICK_MS = 170  # the person's own move: seen, and out of the way at once
ABOVE = 1000.0  # cards on their way pass over the table
BACK = (None, None, False)
PARTY = (Zone.FACE_UP, Zone.FACE_DOWN)
FINISHING = (QEvent.Type.KeyPress, QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick)


class CardShot(NamedTuple):
    """A card as the still table drew it."""

    pos: QPointF
    width: float
    face: tuple  # (hero, leader, face_down)


class TableShot(NamedTuple):
    """The still table before a move: its cards by key, markers, piles, and whom it was for."""

    view: SeatView
    audience: tuple
    cards: dict
    markers: tuple[QPointF, QPointF]
    golem: QPointF | None
    piles: dict  # zone -> (count, top hero, recent)
    tokens: dict  # card key -> (where its token lies, the token's side)
    artifacts: dict  # seat -> (where its artifact lies, where its token pips lie)


def face_of(item: CardItem) -> tuple:
    """What the card shows: (hero, leader, face down), or BACK for a back (hidden or not)."""
    if item.hero is None and item.leader is None:
        return BACK
    return drawn(item)


def drawn(item: CardItem) -> tuple:
    """The card's state as `CardItem.show_card` takes it, to put it back exactly."""
    return item.hero, item.leader, item.face_down


def card_of(key) -> int:
    """The card a key names, or -1 for a card the viewer cannot tell from another."""
    return key[1] if key[0] == "c" else -1


class _Landing(NamedTuple):
    item: QGraphicsItem
    pos: QPointF
    z: float
    face: tuple | None  # None: not a card
    covered: bool
    leaving: bool


class Motion(QObject):
    """The table's running move, if any. `landed` is emitted once it reached the still table."""

    landed = Signal()

    def __init__(self, scene) -> None:
        super().__init__(scene)
        self.scene = scene
        self.reduced = False  # reduce motion: things fade in where they land instead of travelling
        self.group: QParallelAnimationGroup | None = None
        self._landings: list[_Landing] = []
        self._piles: dict[int, tuple] = {}
        self._unhover: list[CardItem] = []
        self._filtering = False
        self.quick = False  # the next move is the person's own: short, so it never holds them up

    def quick_next(self) -> None:
        """The next move shown is the person's own."""
        self.quick = True

    def begin(self, shown: dict | None, animate: bool) -> "TableShot | None":
        """A new table is about to be laid out: the move before lands at once, and the table
        as it stands is remembered for the motion, when there is to be one."""
        self.finish()
        if not animate or shown is None:  # no table before (a game put on the table): it comes at once
            self.quick = False
            return None
        return self.snapshot(shown)

    # --- what the table looked like ----------------------------------------------------

    def snapshot(self, shown: dict) -> TableShot:
        """The still table as it stands now (`shown`: what the scene last laid out)."""
        scene = self.scene
        cards = {key: CardShot(QPointF(item.pos()), item.width, face_of(item)) for key, item in scene.cards.items()}
        view = shown["view"]
        who = audience(view, shown["owner_present"])
        golem = QPointF(scene.golem_marker.pos()) if scene.golem_marker.isVisible() else None
        piles = {zone: (pile.count, pile.top_hero, pile.recent) for zone, pile in self.scene.piles.items()}
        markers = (QPointF(scene.track.red.pos()), QPointF(scene.track.green.pos()))
        tokens = {key: (badge.scenePos(), badge.side) for key, badge in token_badges(scene).items()}
        artifacts = {
            seat: (badge.scenePos(), badge.pip_points()) for seat, badge in artifact_badges(self.scene).items()
        }
        return TableShot(view, who, cards, markers, golem, piles, tokens, artifacts)

    # --- playing a move ------------------------------------------------------------------

    def in_flight(self) -> list[CardItem]:
        """The cards on their way that are no longer on the table after the move."""
        return [landing.item for landing in self._landings if landing.leaving and isinstance(landing.item, CardItem)]

    def running(self) -> bool:
        return self.group is not None and self.group.state() == QAbstractAnimation.State.Running

    def play(self, before: TableShot, view: SeatView, owner_present: bool, leaving: dict, ms: int, marker_ms: int):
        """Carry the table from `before` to the still table the scene has just laid out for
        `view`; `leaving`: the card items that are not on it any more, by key."""
        if self.quick:
            ms, marker_ms, self.quick = min(QUICK_MS, ms), min(QUICK_MS, marker_ms), False
        same = before.audience == audience(view, owner_present)
        group = QParallelAnimationGroup(self)
        if same:  # where tokens and artifacts land is read while the cards stand on the still table
            self._bribes(group, before, view, ms)
            self._artifacts(group, before, view, ms)
        for key, item in self.scene.cards.items():
            shot = before.cards.get(key)
            if shot is None and same:
                shot = self._turned(key, item, before, view, leaving)
            if shot is not None:
                self._move(group, item, shot, same, ms)
            elif same:
                self._arrive(group, item, card_of(key), before.view, view, ms)
        for key, item in leaving.items():
            if same:
                self._leave(group, item, card_of(key), before, view, ms)
            else:
                self.scene.removeItem(item)
        for marker, start in zip((self.scene.track.red, self.scene.track.green), before.markers, strict=True):
            self._glide(group, marker, start, marker_ms)
        golem = self.scene.golem_marker
        if before.golem is not None and golem.isVisible():
            self._glide(group, golem, before.golem, marker_ms)
        if group.animationCount() == 0:
            group.deleteLater()
            return
        self.group = group
        group.finished.connect(self._land)
        QApplication.instance().installEventFilter(self)
        self._filtering = True
        group.start()

    def _turned(self, key, item: CardItem, before: TableShot, after: SeatView, leaving: dict) -> CardShot | None:
        """A hidden hero of a party the viewer now can name (turned face up, or looked at): it
        is the card that left a hidden place of the same party, so it turns where that one lay
        (the one at the same place, if that left)."""
        if key[0] != "c" or not isinstance(item.position[0], int) or item.position[0] not in PARTY:
            return None
        zone, seat, index = item.position
        if len(after.hands[seat]) < len(before.view.hands[seat]):
            return None  # played from the hand
        hidden = [old for old in leaving if old[0] == "h" and old[1] == Zone.FACE_DOWN and old[2] == seat]
        if not hidden:
            return None
        old = min(hidden, key=lambda old: (zone, old[3]) != (Zone.FACE_DOWN, index))
        self.scene.removeItem(leaving.pop(old))
        return before.cards[old]

    def _move(self, group, item: CardItem, shot: CardShot, same: bool, ms: int) -> None:
        """A card on the table before and after: it slides, grows or shrinks, and turns."""
        flips = same and shot.face != face_of(item)
        if shot.pos == item.pos() and shot.width == item.width and not flips:
            return
        self._hold(item)
        if self.reduced:
            fade(group, item, 0.0, 1.0, ms)
            return
        self._travel(group, item, shot.pos, shot.width / item.width, ms)
        if flips:
            self._flip(group, item, shot.face, drawn(item), ms)

    def _arrive(self, group, item: CardItem, card: int, before: SeatView, after: SeatView, ms: int) -> None:
        """A card new to the table: from the pile or the player it came from, a back until it
        is halfway when the table before could not show its face."""
        self._hold(item)
        spot = None if self.reduced else origin(card, item.position, before, after)
        if spot is None:
            fade(group, item, 0.0, 1.0, ms)
            return
        start, width = spot_point(self.scene, spot, item)
        self._travel(group, item, start, width / item.width, ms)
        if not reveals(before, card) and face_of(item) != BACK:
            self._flip(group, item, BACK, drawn(item), ms)

    def _leave(self, group, item: CardItem, card: int, before: TableShot, after: SeatView, ms: int) -> None:
        """A card gone from the table's rows: to the pile or the player it went to (which
        shows it only once it is there), face down unless the table after shows its face.
        It stays out of the way of clicks and previews."""
        item.setEnabled(False)
        item.setAcceptHoverEvents(False)
        item.position = None  # nothing on the table after the move lies here
        if item.isUnderMouse():  # shown large: it leaves the panel as it lands, as on a hover's end
            self._unhover.append(item)
        if not reveals(after, card):  # what the table after cannot show, no frame shows
            item.show_card(None, None, False, item.covered)
        spot = None if self.reduced else destination(card, before.view, after)
        self._landings.append(_Landing(item, item.pos(), item.zValue(), None, False, True))
        item.setZValue(item.zValue() + ABOVE)
        if spot is None:
            fade(group, item, 1.0, 0.0, ms)
            return
        end, width = spot_point(self.scene, spot, item)
        animation = slide(item, b"pos", item.pos(), end, ms)
        group.addAnimation(animation)
        cache_as_picture(self.scene, item)
        group.addAnimation(slide(item, b"scale", 1.0, width / item.width, ms))
        if spot.kind == "pile":
            pile = self.scene.piles[spot.where]
            self._piles.setdefault(spot.where, (pile.count, pile.top_hero, pile.recent))
            pile.set_pile(*before.piles[spot.where])

    def _hold(self, item: CardItem) -> None:
        """Remember where and how the still table has the card, to land it exactly there."""
        self._landings.append(_Landing(item, QPointF(item.pos()), item.zValue(), drawn(item), item.covered, False))
        item.setZValue(item.zValue() + ABOVE)

    # --- tokens and artifacts ----------------------------------------------------------------

    def _bribes(self, group, before: TableShot, after: SeatView, ms: int) -> None:
        """Tokens laid on heroes come from the bribery card's bag; tokens taken off go back to
        it. A token the views name no new place for rides along with its card."""
        if before.view.bribery is None or after.bribery is None:
            return
        grew = len(after.bribery.tokens) - len(before.view.bribery.tokens)
        now = token_badges(self.scene)
        bag = self.scene.modules.bribery.bag_point()
        if grew > 0:  # on a hero that was on the table before first: a new hero may bring its own
            came = sorted((key for key in now if key not in before.tokens), key=lambda key: key not in before.cards)
            for key in came[:grew]:
                badge = now[key]
                self._carry_token(group, badge.side, bag, badge.scenePos(), badge, ms)
        for key in [key for key in before.tokens if key not in now][: max(0, -grew)]:
            start, side = before.tokens[key]
            self._carry_token(group, side, start, bag, None, ms)

    def _carry_token(self, group, side: float, start: QPointF, end: QPointF, badge, ms: int) -> None:
        """A token's back from `start` to `end` (the size of the bag's tokens at the bag); the
        `badge` it becomes, if any, shows once it is there."""
        if badge is not None:
            self._landings.append(_Landing(badge, QPointF(badge.pos()), badge.zValue(), None, False, False))
            if self.reduced:
                fade(group, badge, 0.0, 1.0, ms)
                return
            badge.setOpacity(0.0)
        if self.reduced:
            return
        traveller = TokenBadge(None, side)  # a plain back: a token's kind is for those who know it
        at_bag = self.scene.modules.bribery.bag_point()
        small = (ROW_HEIGHT - 2) / side
        self._send(group, traveller, start, end, ms)
        if abs(small - 1.0) > 1e-6:
            scales = (small if start == at_bag else 1.0, small if end == at_bag else 1.0)
            group.addAnimation(slide(traveller, b"scale", *scales, ms))
            traveller.setScale(scales[0])

    def _artifacts(self, group, before: TableShot, after: SeatView, ms: int) -> None:
        """Swapped artifacts cross to their new plates (showing what the table after shows of
        them); a token spent goes from its artifact to the Royal Intrigue row."""
        old, new = before.view.artifacts, after.artifacts
        if old is None or new is None or len(old.cards) != len(new.cards):
            return
        for seat, badge in artifact_badges(self.scene).items():
            card = new.cards[seat]
            if card == old.cards[seat] or card not in old.cards or old.cards.index(card) not in before.artifacts:
                continue
            self._landings.append(_Landing(badge, QPointF(badge.pos()), badge.zValue(), None, False, False))
            if self.reduced:
                fade(group, badge, 0.0, 1.0, ms)
                continue
            badge.setOpacity(0.0)
            traveller = ArtifactBadge(badge.shown)
            traveller.set_width(badge.width)
            self._send(group, traveller, before.artifacts[old.cards.index(card)][0], badge.scenePos(), ms)
        if old.row != new.row or not self.scene.modules.royal.isVisible() or self.reduced:
            return
        rows = [row for row, (was, now) in enumerate(zip(old.row_tokens, new.row_tokens, strict=True)) if now > was]
        spent = [
            seat
            for seat in range(len(new.cards))
            if new.cards[seat] == old.cards[seat] and new.tokens[seat] < old.tokens[seat] and seat in before.artifacts
        ]
        for seat, row in zip(spent, rows, strict=False):
            pips = before.artifacts[seat][1]
            if new.tokens[seat] < len(pips):
                self._send(group, ArtifactPip(), pips[new.tokens[seat]], self.scene.modules.royal.count_point(row), ms)

    def _send(self, group, traveller, start: QPointF, end: QPointF, ms: int) -> None:
        """A piece of the table's that is only on its way, above everything, gone as it lands."""
        traveller.setZValue(ABOVE * 2)
        self.scene.addItem(traveller)
        self._landings.append(_Landing(traveller, end, 0.0, None, False, True))
        group.addAnimation(slide(traveller, b"pos", start, end, ms))
        traveller.setPos(start)

    # --- the animations --------------------------------------------------------------------

    def _travel(self, group, item: CardItem, start: QPointF, scale: float, ms: int) -> None:
        end = QPointF(item.pos())
        group.addAnimation(slide(item, b"pos", start, end, ms))
        item.setPos(start)
        if abs(scale - 1.0) > 1e-6:
            cache_as_picture(self.scene, item)
            group.addAnimation(slide(item, b"scale", scale, 1.0, ms))
            item.setScale(scale)

    def _glide(self, group, marker, start: QPointF, ms: int) -> None:
        """A marker from the space it stood on to its new one, along its lane."""
        end = QPointF(marker.pos())
        if start == end:
            return
        self._landings.append(_Landing(marker, end, marker.zValue(), None, False, False))
        if self.reduced:
            fade(group, marker, 0.0, 1.0, ms)
            return
        group.addAnimation(slide(marker, b"pos", start, end, ms))
        marker.setPos(start)

    def _flip(self, group, item: CardItem, first: tuple, then: tuple, ms: int) -> None:
        """Turn the card over about its upright middle: `first` until it is edge on, then `then`."""
        turn = QVariantAnimation(self)
        turn.setDuration(ms)
        turn.setStartValue(0.0)
        turn.setEndValue(1.0)
        covered = item.covered

        def show(value: float) -> None:
            face = first if value < 0.5 else then
            item.show_card(face[0], face[1], face[2], covered)
            edge = max(0.02, abs(1.0 - 2.0 * value))
            middle = item.width / 2
            item.setTransform(QTransform().translate(middle, 0).scale(edge, 1.0).translate(-middle, 0))

        cache_as_picture(self.scene, item)
        paint_ahead(self.scene, item, then)
        turn.valueChanged.connect(show)
        show(0.0)
        group.addAnimation(turn)

    # --- landing ----------------------------------------------------------------------------

    def finish(self) -> None:
        """Jump to the still table at once (a key, a click, the next move)."""
        if self.group is not None:
            self._land()

    def _land(self) -> None:
        group, self.group = self.group, None
        if group is not None:
            group.finished.disconnect(self._land)
            group.stop()
            group.deleteLater()
        if self._filtering:
            QApplication.instance().removeEventFilter(self)
            self._filtering = False
        for landing in self._landings:
            item = landing.item
            if landing.leaving:
                if item.scene() is not None:
                    item.scene().removeItem(item)
                continue
            item.setPos(landing.pos)
            item.setZValue(landing.z)
            item.setOpacity(1.0)
            item.setScale(1.0)
            item.setTransform(QTransform())
            item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
            if landing.face is not None:
                item.show_card(*landing.face, landing.covered)
        self._landings = []
        for item in self._unhover:
            item.preview_requested.emit(None)
        self._unhover = []
        piles = self.scene.piles
        for zone, state in self._piles.items():
            piles[zone].set_pile(*state)
        self._piles = {}
        self.landed.emit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in FINISHING and self.group is not None:
            self.finish()
        return False


def token_badges(scene) -> dict:
    """The token badges on the table's cards, by the card's key."""
    keys = {item: key for key, item in scene.cards.items()}
    badges = [badge for badge in scene.modules.badges if isValid(badge) and isinstance(badge, TokenBadge)]
    return {keys[badge.parentItem()]: badge for badge in badges if badge.parentItem() in keys}


def artifact_badges(scene) -> dict:
    """The artifacts on the name plates, by seat."""
    badges = [badge for badge in scene.modules.badges if isValid(badge) and isinstance(badge, ArtifactBadge)]
    return {badge.parentItem().seat: badge for badge in badges}


def spot_point(scene, spot: Spot, item: CardItem) -> tuple[QPointF, float]:
    """Where a card stands at a pile or a name plate, and how wide it is there."""
    if spot.kind == "pile":
        pile = scene.piles[spot.where]
        return QPointF(pile.pos()), pile.width
    plate = scene.plates.get(spot.where)
    if plate is None:
        return QPointF(item.pos()), item.width
    width = item.width * 0.6
    return QPointF(plate.x() + plate.width / 2 - width / 2, plate.y()), width


def slide(target: QObject, prop: bytes, start, end, ms: int) -> QPropertyAnimation:
    animation = QPropertyAnimation(target, prop)
    animation.setDuration(ms)
    animation.setEasingCurve(QEasingCurve.Type.InOutCubic)
    animation.setStartValue(start)
    animation.setEndValue(end)
    return animation


def fade(group, item: QGraphicsItem, start: float, end: float, ms: int) -> None:
    group.addAnimation(slide(item, b"opacity", start, end, ms))
    item.setOpacity(start)


def cache_as_picture(scene, item: CardItem) -> None:
    """A card that grows, shrinks or turns is painted once, at the size the still table
    shows it, and drawn as that picture in every frame (a cache by device pixels would
    paint it again at each new size)."""
    bounds = item.boundingRect()
    scale = scene.device_scale
    size = QSize(ceil(bounds.width() * scale), ceil(bounds.height() * scale))
    item.setCacheMode(QGraphicsItem.CacheMode.ItemCoordinateCache, size)


def paint_ahead(scene, item: CardItem, face: tuple) -> None:
    """Paint the face the card turns to into the card pictures now, in the frame the table
    changed (where the still table paints it too), so the frame it turns in only shows it."""
    hero, leader, face_down = face
    if hero is None and leader is None:
        return
    bounds = item.boundingRect()
    picture = QImage(1, 1, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(picture)
    painter.scale(ceil(bounds.width() * scene.device_scale) / bounds.width(), 1.0)
    card = leader if leader is not None else hero
    draw_card(painter, item.outline_rect(), card, hero is not None and (item.dimmed or face_down), item.badge)
    painter.end()
