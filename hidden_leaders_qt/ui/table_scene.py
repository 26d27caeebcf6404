"""The table as a `QGraphicsScene`, laid out from one seat's view.

Cards keep their item while they move (a card known to the viewer is keyed by its id),
so a move between zones is an animation and not a redraw. The scene reports clicks
as positions (`("card", zone, seat, index)`, `("pile", zone)`, `("plate", seat)`); the
decision controller turns them into engine options.
"""

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QPointF, QPropertyAnimation, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem
from shiboken6 import isValid

from hidden_leaders_qt.engine.constants import TAVERN_SLOTS, Zone
from hidden_leaders_qt.engine.view import HIDDEN, SeatView
from hidden_leaders_qt.ui.fate_cards import FateArea
from hidden_leaders_qt.ui.golem_marker import GolemMarkerItem
from hidden_leaders_qt.ui.items import TABLE_TEXT, CardItem, PileItem, PlateItem, TrackItem

WIDTH, HEIGHT = 1600.0, 1200.0
BOARD_CARD = (100.0, 140.0)
PARTY_CARD = (104.0, 146.0)
SMALL_PARTY_CARD = (84.0, 118.0)
HAND_CARD = (160.0, 224.0)
MOVE_MS = 380
SIDE_ROW_Y = 186.0


def opponent_places(opponents: list[int]) -> dict[int, tuple[float, float, float]]:
    """(x, y, width) of each opponent's party, in turn order around the table. Up to three
    share the top edge; with four or five, the first sits on the left and the last on the
    right below the top row (beside the Wilderness), so every party has room for its
    heroes side by side."""
    sides: dict[int, tuple[float, float, float]] = {}
    top = list(opponents)
    if len(opponents) >= 4:
        band = WIDTH / 3
        sides[opponents[0]] = (10, SIDE_ROW_Y, band - 20)
        sides[opponents[-1]] = (WIDTH - band + 10, SIDE_ROW_Y, band - 20)
        top = opponents[1:-1]
    band = WIDTH / max(1, len(top))
    places = {seat: (slot * band + 10, 6.0, band - 20) for slot, seat in enumerate(top)}
    return places | sides


class TableScene(QGraphicsScene):
    clicked = Signal(tuple)
    preview = Signal(object)

    def __init__(self, parent=None) -> None:
        super().__init__(0, 0, WIDTH, HEIGHT, parent)
        self.db = None
        self.owner_present = True
        self.animations = True  # off: cards and markers jump to their places
        self._moving: list[QPropertyAnimation] = []
        self.cards: dict[object, CardItem] = {}
        self.position_items: dict[tuple, object] = {}
        self.plates: dict[int, PlateItem] = {}
        self.track = TrackItem()
        self.track.setPos((WIDTH - self.track.width) / 2, 392)
        self.addItem(self.track)
        self.golem_marker = GolemMarkerItem(self.track)
        self.fates = FateArea(self, self.clicked.emit)
        self.harbor = self._pile("Harbor", Zone.HARBOR, QPointF(self.track.x() - 130, 396))
        self.graveyard = self._pile("Graveyard", Zone.GRAVEYARD, QPointF(self.track.x() + self.track.width + 30, 396))
        self.wilderness = self._pile("Wilderness", Zone.WILDERNESS, QPointF(WIDTH / 2 - 50, 242))
        self.labels: list[QGraphicsSimpleTextItem] = []
        self.setBackgroundBrush(self._felt())

    @staticmethod
    def _felt() -> QBrush:
        gradient = QRadialGradient(WIDTH / 2, HEIGHT / 2, WIDTH * 0.7)
        gradient.setColorAt(0, QColor("#2f5d46"))
        gradient.setColorAt(1, QColor("#16301f"))
        return QBrush(gradient)

    def _pile(self, title: str, zone: Zone, pos: QPointF) -> PileItem:
        pile = PileItem(title, BOARD_CARD)
        pile.setPos(pos)
        pile.clicked.connect(lambda _item, z=zone: self.clicked.emit(("pile", int(z))))
        self.addItem(pile)
        return pile

    # --- layout ------------------------------------------------------------------------------

    def clear_table(self) -> None:
        """Take every card and name plate off the table, for a game that is not this one."""
        for item in [*self.cards.values(), *self.plates.values()]:
            self.removeItem(item)
        self.cards.clear()
        self.plates.clear()
        self.position_items = {}

    def show_view(self, view: SeatView, names: list[str], db, animate: bool = True, owner_present: bool = True) -> None:
        """Lay the table out as `view.seat` sees it; `owner_present`: that seat's person is
        at the screen (not so while a hot-seat table shows public cards only)."""
        self.db = db
        self.owner_present = owner_present
        for seat in [seat for seat in self.plates if seat >= view.players]:
            self.removeItem(self.plates.pop(seat))
        heroes = db.heroes
        self.position_items = {}
        placed: dict[object, tuple] = {}

        def place(key, card: int, pos: tuple, x: float, y: float, size, z: float, leader=None) -> None:
            placed[key] = (card, pos, x, y, size, z, leader)

        viewer = view.seat
        order = [(viewer + k) % view.players for k in range(view.players)]
        for seat, (x, y, width) in opponent_places(order[1:]).items():
            self._lay_party(view, seat, names[seat], x, y, width, place, view.players >= 4)
        self._lay_party(view, viewer, names[viewer], 190, 690, WIDTH - 380, place, False)
        # the viewer's hand and leader
        hand = view.hands[viewer]
        step = min(HAND_CARD[0] + 14, (WIDTH - 420) / max(1, len(hand)))
        left = (WIDTH - (step * (len(hand) - 1) + HAND_CARD[0])) / 2
        for i, card in enumerate(hand):
            place(("c", card), card, (Zone.HAND, viewer, i), left + i * step, 900, HAND_CARD, 10 + i)
        if view.leader >= 0:
            place(("leader", viewer), -1, ("leader",), 16, 900, HAND_CARD, 1, db.leaders[view.leader])
        # the Tavern, the looking area and cards in play
        tavern_left = WIDTH / 2 - 1.5 * BOARD_CARD[0] - 20
        for slot in range(TAVERN_SLOTS):
            card = view.tavern[slot]
            if card >= 0:
                place(
                    ("c", card),
                    card,
                    (Zone.TAVERN, -1, slot),
                    tavern_left + slot * (BOARD_CARD[0] + 20),
                    526,
                    BOARD_CARD,
                    5,
                )
        looking_left = WIDTH / 2 + 1.5 * BOARD_CARD[0] + 80
        for i, card in enumerate(view.looking):
            key = ("c", card) if card >= 0 else ("h", Zone.LOOKING, i)
            place(key, card, (Zone.LOOKING, -1, i), looking_left + i * 70, 526, BOARD_CARD, 20 + i)
        for i, card in enumerate(view.in_play):
            place(("c", card), card, (Zone.IN_PLAY, -1, i), tavern_left - 150 - i * 30, 526, BOARD_CARD, 20 + i)
        animate = animate and self.animations
        self._apply(placed, heroes, animate)
        for animation in self.track.set_markers(view.markers, animate):
            self._follow(animation)
        for animation in self.golem_marker.show_marker(view.golem_marker, view.markers, animate):
            self._follow(animation)
        self.position_items.update(self.fates.show(view, names, db))
        self._lay_piles(view, heroes)
        self._lay_labels(view, tavern_left, looking_left)

    def _lay_party(self, view: SeatView, seat: int, name: str, x: float, y: float, width: float, place, small: bool):
        plate = self.plates.get(seat)
        if plate is None:
            plate = self.plates[seat] = PlateItem(seat)
            plate.clicked.connect(lambda item: self.clicked.emit(("plate", item.seat)))
            self.addItem(plate)
        plate.setPos(x, y)
        hand_size = len(view.hands[seat])
        up, down = view.face_up[seat], view.face_down[seat]
        turn = ""
        if seat == view.current and view.result is None:
            turn = "  ◆ your turn" if seat == view.seat and self.owner_present else "  ◆ their turn"
        detail = f"{hand_size} in hand · {len(up)}/{view.threshold} face up · {len(down)} hidden{turn}"
        factions = ()
        if view.leaders[seat] >= 0 and (seat == view.seat or view.result is not None):
            factions = self.db.leaders[view.leaders[seat]].factions
        plate.set_plate(width, name, detail, seat == view.current, factions)
        self.position_items[("plate", seat)] = plate
        size = SMALL_PARTY_CARD if small else PARTY_CARD
        down_step = 22.0
        down_width = size[0] + down_step * (len(down) - 1) if down else 0.0
        top = y + PlateItem.HEIGHT + 8
        for i, card in enumerate(down):
            key = ("c", card) if card >= 0 else ("h", Zone.FACE_DOWN, seat, i)
            place(key, card, (Zone.FACE_DOWN, seat, i), x + i * down_step, top, size, 10 + i)
        up_left = x + down_width + (18 if down else 0)
        room = x + width - up_left
        step = min(size[0] + 8, (room - size[0]) / (len(up) - 1)) if len(up) > 1 else 0
        for i, card in enumerate(up):
            place(("c", card), card, (Zone.FACE_UP, seat, i), up_left + i * step, top, size, 30 + i)

    def _apply(self, placed: dict, heroes, animate: bool) -> None:
        stacked = {pos for _card, pos, *_rest in placed.values()}
        for key in list(self.cards):
            if key not in placed:
                self.removeItem(self.cards.pop(key))
        for key, (card, pos, x, y, size, z, leader) in placed.items():
            item = self.cards.get(key)
            fresh = item is None
            if fresh:
                item = self.cards[key] = CardItem(key, size)
                item.clicked.connect(self._card_clicked)
                item.preview_requested.connect(self.preview.emit)
                self.addItem(item)
            item.set_size(*size)
            hidden = isinstance(pos[0], int) and pos[0] == Zone.FACE_DOWN
            covered = hidden and (Zone.FACE_DOWN, pos[1], pos[2] + 1) in stacked
            item.show_card(heroes[card] if card >= 0 else None, leader, hidden, covered)
            item.position = pos
            item.setZValue(z)
            self.position_items[pos] = item
            target = QPointF(x, y)
            if fresh or not animate or item.pos() == target:
                item.setPos(target)
            else:
                animation = QPropertyAnimation(item, b"pos", item)
                animation.setDuration(MOVE_MS)
                animation.setEasingCurve(QEasingCurve.Type.OutCubic)
                animation.setEndValue(target)
                animation.start(QPropertyAnimation.DeletionPolicy.DeleteWhenStopped)
                self._follow(animation)

    def _follow(self, animation: QPropertyAnimation) -> None:
        self._moving.append(animation)

    def is_moving(self) -> bool:
        """Cards or markers are still on their way (a person waits for them to land). A
        finished animation deletes itself, and so does one whose card left the table."""
        self._moving = [a for a in self._moving if isValid(a) and a.state() == QAbstractAnimation.State.Running]
        return bool(self._moving)

    def _lay_piles(self, view: SeatView, heroes) -> None:
        self.harbor.set_pile(len(view.harbor))
        self.wilderness.set_pile(len(view.wilderness))
        top = view.graveyard[-1] if view.graveyard else HIDDEN
        self.graveyard.set_pile(len(view.graveyard), heroes[top] if top >= 0 else None)
        self.position_items[("pile", int(Zone.HARBOR))] = self.harbor
        self.position_items[("pile", int(Zone.WILDERNESS))] = self.wilderness
        self.position_items[("pile", int(Zone.GRAVEYARD))] = self.graveyard

    def _lay_labels(self, view: SeatView, tavern_left: float, looking_left: float) -> None:
        for label in self.labels:
            self.removeItem(label)
        self.labels = []
        self._label("Tavern", tavern_left, 498)
        if view.looking:
            self._label("Looking at" if view.looking_seat == view.seat else "Being looked at", looking_left, 498)
        if view.in_play:
            self._label("In play", tavern_left - 150, 498)

    def _label(self, text: str, x: float, y: float) -> None:
        label = QGraphicsSimpleTextItem(text)
        font = QFont()
        font.setPixelSize(18)
        font.setBold(True)
        label.setFont(font)
        label.setBrush(TABLE_TEXT)
        label.setPos(x, y)
        self.addItem(label)
        self.labels.append(label)

    # --- interaction -----------------------------------------------------------------------------

    def _card_clicked(self, item: CardItem) -> None:
        if item.position is not None and item.position[0] != "leader":
            self.clicked.emit(("card", *item.position))

    def mark(self, highlighted: set, selected: set = frozenset()) -> None:
        """Outline the positions the current decision can use."""
        for pos, item in self.position_items.items():
            key = ("card", *pos) if isinstance(pos[0], int) else pos
            on = key in highlighted
            if isinstance(item, CardItem):
                item.set_marks(on, key in selected)
            else:
                item.set_highlighted(on)


def warm_up_table(db) -> None:
    """Lay out and paint a sample table off screen once, through a view. The first paint
    of a table loads fonts and glyphs, and the first item painted for a view makes the Qt
    binding build the enum types of every widget class (some 40 ms); done here, when the
    window opens, neither stalls the first frame of the first game."""
    from PySide6.QtWidgets import QGraphicsView

    from hidden_leaders_qt.engine import Settings, new_game
    from hidden_leaders_qt.ui.items import PAINT_BUDGET

    sample = new_game(Settings(players=4, seed=0), db)
    scene = TableScene()
    scene.show_view(sample.view_for(0), ["A", "B", "C", "D"], db, animate=False)
    view = QGraphicsView(scene)
    view.resize(800, 600)
    PAINT_BUDGET.enabled = False
    try:
        view.grab()
    finally:
        PAINT_BUDGET.enabled = True
        view.deleteLater()
