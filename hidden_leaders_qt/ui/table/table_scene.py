"""The table as a `QGraphicsScene`, laid out from one seat's view.

Cards keep their item while they move (a card known to the viewer is keyed by its id),
so a move between zones is an animation and not a redraw (`motion.py` plays it). The scene reports clicks
as positions (`("card", zone, seat, index)`, `("pile", zone)`, `("plate", seat)`); the
decision controller turns them into engine options.
"""

from PySide6.QtCore import QCoreApplication, QPointF, Signal
from PySide6.QtGui import QBrush, QColor, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem, QGraphicsTextItem

from hidden_leaders_qt.engine.core.constants import TAVERN_SLOTS, Zone
from hidden_leaders_qt.engine.rules.view import HIDDEN, SeatView
from hidden_leaders_qt.engine.words.titles import zone_title
from hidden_leaders_qt.ui.table.golem_pieces import FateArea, GolemMarkerItem
from hidden_leaders_qt.ui.table.items import MARKER_MS, CardItem, PileItem
from hidden_leaders_qt.ui.table.module_items import ModuleLayer
from hidden_leaders_qt.ui.table.motion import Motion
from hidden_leaders_qt.ui.table.party_fit import (
    SMALLEST_SCALE,
    ChipFit,
    PartyFitter,
    fit_party,
)
from hidden_leaders_qt.ui.table.plate_item import PlateItem
from hidden_leaders_qt.ui.table.royal_reveal import (
    RevealEcho,
    RoyalReveal,
    caption,
    hero_name,
    outcome,
    reveal_places,
)
from hidden_leaders_qt.ui.table.standing_item import StandingItem, board_label, board_note, ending_text, standing_text
from hidden_leaders_qt.ui.table.track_items import TrackItem

# The table is HEIGHT tall; its width follows the shape of the window (between MIN_WIDTH
# and MAX_WIDTH), so a wide window shows a wider table rather than empty bands at its sides.
WIDTH, HEIGHT = 1600.0, 1200.0
MIN_WIDTH, MAX_WIDTH = 1440.0, 2400.0
BOARD_CARD = (100.0, 140.0)
PARTY_CARD = (104.0, 146.0)
SMALL_PARTY_CARD = (84.0, 118.0)
HAND_CARD = (160.0, 224.0)
MOVE_MS = 380
# rows from the top: opponents, opponents beside the Wilderness (five or six players), the
# Wilderness, the track (Harbor and Graveyard beside it), the Tavern with the looking area
# and cards in play, the viewer's party, the viewer's hand
TOP_ROW_Y = 2.0
SIDE_ROW_Y = 186.0
WILDERNESS_Y = 242.0
TRACK_Y = 392.0
PILES_Y = 400.0
BOARD_LABEL_Y = 522.0  # its letters clear of a ring around the cards below
BOARD_ROW_Y = 552.0
OWN_PARTY_Y = 704.0
HAND_Y = 916.0
BOARD_GAP = 12.0


def opponent_places(opponents: list[int], width: float = WIDTH) -> dict[int, tuple[float, float, float]]:
    """(x, y, width) of each opponent's party, in turn order around the table. Up to three
    share the top edge; with four or five, the first sits on the left and the last on the
    right below the top row (beside the Wilderness), so every party has room for its
    heroes side by side."""
    sides: dict[int, tuple[float, float, float]] = {}
    top = list(opponents)
    if len(opponents) >= 4:
        band = width / 3
        sides[opponents[0]] = (10, SIDE_ROW_Y, band - 20)
        sides[opponents[-1]] = (width - band + 10, SIDE_ROW_Y, band - 20)
        top = opponents[1:-1]
    band = width / max(1, len(top))
    places = {seat: (slot * band + 10, TOP_ROW_Y, band - 20) for slot, seat in enumerate(top)}
    return places | sides


def _covered_by_next(next_place: tuple[float, float] | None, x: float, y: float, size) -> bool:
    """The next hidden hero of a party lies on this one's middle (a closed stack), so its
    FACE DOWN band would show only a letter or two."""
    return next_place is not None and next_place[1] == y and next_place[0] < x + size[0] - 1


def plate_detail(view: SeatView, seat: int, owner_present: bool) -> tuple[str, str]:
    """A name plate's second line: its counts ("3 in hand · 1/7 face up · 1 hidden") and,
    on the current player's plate, whose turn it is ("  ◆ their turn")."""
    counts = QCoreApplication.translate(
        "table_scene", "{hand} in hand · {up}/{threshold} face up · {hidden} hidden"
    ).format(
        hand=len(view.hands[seat]),
        up=len(view.face_up[seat]),
        threshold=view.threshold,
        hidden=len(view.face_down[seat]),
    )
    if seat != view.current or view.result is not None:
        return counts, ""
    if seat == view.seat and owner_present:
        return counts, "  ◆ " + QCoreApplication.translate("table_scene", "your turn")
    return counts, "  ◆ " + QCoreApplication.translate("table_scene", "their turn")


class TableScene(QGraphicsScene):
    clicked = Signal(tuple)
    preview = Signal(object)

    def __init__(self, parent=None) -> None:
        super().__init__(0, 0, WIDTH, HEIGHT, parent)
        self.db = None
        self.owner_present = True
        self.recent: frozenset[int] = frozenset()
        self.spread: set[int] = set()
        self.animations = True  # off: cards and markers jump to their places
        self.move_ms = MOVE_MS
        self.motion = Motion(self)
        self.cards: dict[object, CardItem] = {}
        self.position_items: dict[tuple, object] = {}
        self.plates: dict[int, PlateItem] = {}
        self.width = WIDTH
        self.device_scale = SMALLEST_SCALE  # device pixels per table unit, as the view shows the table
        self.shown: dict | None = None  # what show_view last laid out, to lay it out again at another width
        self.track = TrackItem()
        self.addItem(self.track)
        self.golem_marker = GolemMarkerItem(self.track)
        self.fates = FateArea(self, self.clicked.emit)
        self.harbor = self._pile(zone_title(Zone.HARBOR), Zone.HARBOR)
        self.graveyard = self._pile(zone_title(Zone.GRAVEYARD), Zone.GRAVEYARD)
        self.wilderness = self._pile(zone_title(Zone.WILDERNESS), Zone.WILDERNESS)
        self.piles = {
            int(Zone.HARBOR): self.harbor,
            int(Zone.GRAVEYARD): self.graveyard,
            int(Zone.WILDERNESS): self.wilderness,
        }
        self.standing = StandingItem(0)
        self.ending = StandingItem(0)
        for item in (self.standing, self.ending):
            self.addItem(item)
        self.labels: list[QGraphicsSimpleTextItem | QGraphicsTextItem] = []
        self.modules = ModuleLayer(self)
        # Royal Intrigue's shown cards stay a moment after they went back under the Harbor
        self.echo = RevealEcho(self)
        self.echo.expired.connect(self._relay)
        self._place_board()

    def fit_to_view(self, view_width: int, view_height: int) -> None:
        """Take the shape of a view of that many pixels, as far as the table may, and lay
        the parties out for the scale it will be shown at there."""
        width = max(MIN_WIDTH, min(MAX_WIDTH, HEIGHT * view_width / view_height))
        # QGraphicsView.fitInView keeps a margin of 2 pixels on every side
        self.set_table_width(width, min((view_height - 4) / HEIGHT, (view_width - 4) / width))

    def set_table_width(self, width: float, device_scale: float | None = None) -> None:
        """Widen or narrow the table (within MIN_WIDTH and MAX_WIDTH) and lay it out again;
        `device_scale`: the device pixels per table unit it will be seen at."""
        width = max(MIN_WIDTH, min(MAX_WIDTH, round(width)))
        scale = self.device_scale if device_scale is None else round(device_scale, 3)
        if (width, scale) == (self.width, self.device_scale):
            return
        self.width, self.device_scale = width, scale
        self.setSceneRect(0, 0, width, HEIGHT)
        self._place_board()
        self._relay()

    def _relay(self) -> None:
        """Lay the last view out again, without animation (a new width, a moment over)."""
        if self.shown is not None:
            self.show_view(**(self.shown | {"animate": False}))

    def _place_board(self) -> None:
        """The track in the middle, the Harbor left of it, the Graveyard right of it, the
        Wilderness above; the standing left of the Wilderness and how near the end is right
        of it, just above the track."""
        middle = self.width / 2
        self.track.setPos((self.width - self.track.width) / 2, TRACK_Y)
        self.harbor.setPos(self.track.x() - 130, PILES_Y)
        self.graveyard.setPos(self.track.x() + self.track.width + 30, PILES_Y)
        self.wilderness.setPos(middle - 50, WILDERNESS_Y)
        beside = (middle - 60) - self.track.x()
        plates_y = self.track.y() - StandingItem.HEIGHT  # their letters clear of a ring around a party above
        self.standing.set_width(beside, self.device_scale)
        self.standing.setPos(self.track.x(), plates_y)
        self.ending.set_width(beside, self.device_scale)
        self.ending.setPos(middle + 60, plates_y)
        self.modules.place(self.width)
        self.setBackgroundBrush(felt(self.width))

    def _pile(self, title: str, zone: Zone) -> PileItem:
        pile = PileItem(title, BOARD_CARD)
        pile.clicked.connect(lambda _item, z=zone: self.clicked.emit(("pile", int(z))))
        self.addItem(pile)
        return pile

    def set_animation_speed(self, factor: float, reduced: bool = False) -> None:
        """Moves take `factor` times their normal time; 0 turns animation off. `reduced`
        (reduce motion): what moved fades in where it landed instead of travelling."""
        self.motion.finish()
        self.animations = factor > 0
        self.move_ms = round(MOVE_MS * factor)
        self.track.marker_ms = round(MARKER_MS * factor)
        self.motion.reduced = reduced

    # --- layout ------------------------------------------------------------------------------

    def clear_table(self) -> None:
        """Take every card and name plate off the table, for a game that is not this one."""
        self.motion.finish()
        for item in [*self.cards.values(), *self.plates.values()]:
            self.removeItem(item)
        self.cards.clear()
        self.plates.clear()
        self.position_items = {}
        self.shown = None  # the next game's table comes at once, not as a move from this one

    def show_view(
        self,
        view: SeatView,
        names: list[str],
        db,
        animate: bool = True,
        owner_present: bool = True,
        recent: frozenset[int] = frozenset(),
        markers_before: tuple[int, int] | None = None,
        targets: frozenset = frozenset(),
        golem_moved: bool = False,
        revealed: RoyalReveal | None = None,
    ) -> None:
        """Lay the table out as `view.seat` sees it; `owner_present`: that seat's person is
        at the screen (not so while a hot-seat table shows public cards only). `recent`
        cards and markers that stood at `markers_before` are marked as the last move;
        `revealed`, the last move's Royal Intrigue, shows its cards for a moment."""
        before = self.motion.begin(self.shown, animate and self.animations)
        self.shown = {
            "view": view,
            "names": names,
            "db": db,
            "owner_present": owner_present,
            "recent": recent,
            "markers_before": markers_before,
            "targets": targets,
            "golem_moved": golem_moved,
            "revealed": revealed,
        }
        self.db = db
        self.recent = recent
        # a stack of hidden heroes fans out when one of them is to be chosen
        self.spread = {key[2] for key in targets if key[0] == "card" and key[1] == Zone.FACE_DOWN}
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
        width = self.width
        for seat, (x, y, band) in opponent_places(order[1:], width).items():
            self._lay_party(view, seat, names[seat], x, y, band, place, view.players >= 5)
        self._lay_party(view, viewer, names[viewer], 190, OWN_PARTY_Y, width - 380, place, False)
        # the viewer's hand and leader
        hand = view.hands[viewer]
        reserved = self.modules.reserved_width(view)  # the bribery card and the Royal Intrigue row
        step = min(HAND_CARD[0] + 14, (width - 420 - reserved) / max(1, len(hand)))
        left = (width - reserved - (step * (len(hand) - 1) + HAND_CARD[0])) / 2
        for i, card in enumerate(hand):
            key = ("c", card) if card >= 0 else ("h", Zone.HAND, viewer, i)  # the public table hides the hand
            place(key, card, (Zone.HAND, viewer, i), left + i * step, HAND_Y, HAND_CARD, 10 + i)
        if view.leader >= 0:
            place(("leader", viewer), -1, ("leader",), 16, HAND_Y, HAND_CARD, 1, db.leaders[view.leader])
        # the Tavern, the looking area and cards in play
        tavern_left = width / 2 - 1.5 * BOARD_CARD[0] - 20
        for slot in range(TAVERN_SLOTS):
            card = view.tavern[slot]
            if card >= 0:
                place(
                    ("c", card),
                    card,
                    (Zone.TAVERN, -1, slot),
                    tavern_left + slot * (BOARD_CARD[0] + 20),
                    BOARD_ROW_Y,
                    BOARD_CARD,
                    5,
                )
        # the cards looked at lie side by side, their names showing (Shellfish Defender looks at four)
        looking_left = width / 2 + 1.5 * BOARD_CARD[0] + 60
        # a whole pile searched (All-Knowing Antler) fans out within the table's edge
        room = width - 10 - BOARD_CARD[0] - looking_left
        reveal = self.echo.shown(revealed, view.looking)
        looked = reveal_places(reveal, view.looking)
        looking_step = min(BOARD_CARD[0] + BOARD_GAP, room / max(1, len(looked) - 1))
        for i, (card, pos) in enumerate(looked):
            key = ("c", card) if card >= 0 else ("h", Zone.LOOKING, i)
            if key not in placed:  # a shown card drawn again since lies where it is now
                place(key, card, pos, looking_left + i * looking_step, BOARD_ROW_Y, BOARD_CARD, 20 + i)
        for i, card in enumerate(view.in_play):
            x = tavern_left - 150 - i * 30
            place(("c", card), card, (Zone.IN_PLAY, -1, i), x, BOARD_ROW_Y, BOARD_CARD, 20 + i)
        leaving = self._apply(placed, heroes, keep_leaving=before is not None)
        self.track.set_markers(view.markers)
        self.track.set_golem(view.golem_marker)
        self.golem_marker.show_marker(view.golem_marker, view.markers)
        self.position_items.update(self.fates.show(view, names, db))
        self.track.show_last_move(markers_before)
        self.golem_marker.set_recent(golem_moved)
        self.standing.set_text(standing_text(view, names))
        self.ending.set_text(ending_text(view, names))
        self._lay_piles(view, heroes)
        self._lay_labels(view, tavern_left, looking_left, reveal)
        if reveal is not None and reveal.faction:
            after = looking_left + (len(looked) - 1) * looking_step + BOARD_CARD[0] + BOARD_GAP
            note = board_note(outcome(reveal, hero_name(view, reveal, db)), after, BOARD_ROW_Y, width - 10 - after)
            self._add_label(note)
        self.echo.explain(view, reveal, looked, db, self.cards)
        self.modules.show(view, db, self.position_items, self.plates)
        if before is not None:
            self.motion.play(before, view, owner_present, leaving, self.move_ms, self.track.marker_ms)

    def _lay_party(self, view: SeatView, seat: int, name: str, x: float, y: float, width: float, place, small: bool):
        plate = self.plates.get(seat)
        if plate is None:
            plate = self.plates[seat] = PlateItem(seat)
            plate.clicked.connect(lambda item: self.clicked.emit(("plate", item.seat)))
            self.addItem(plate)
        plate.setPos(x, y)
        up, down = view.face_up[seat], view.face_down[seat]
        counts, turn = plate_detail(view, seat, self.owner_present)
        factions = ()
        if view.leaders[seat] >= 0 and (seat == view.seat or view.result is not None):
            factions = self.db.leaders[view.leaders[seat]].factions
        plate.set_plate(width, name, counts, seat == view.current, factions, turn)
        self.position_items[("plate", seat)] = plate
        top = y + PlateItem.HEIGHT + 6
        base = SMALL_PARTY_CARD if small else PARTY_CARD
        fit = fit_party(base, len(down), len(up), width, seat in self.spread)
        if seat not in self.spread and any(card >= 0 for card in down):
            # hidden heroes whose faces the viewer sees lie side by side where the row has room,
            # each with its FACE DOWN band showing
            row = fit_party(base, len(down), len(up), width, True)
            fit = fit if row.down_drop else row
        fitter = PartyFitter(self.db, self.device_scale)
        if up and not fitter.names_readable(up, fit):
            chips, _named = fitter.chip_fit(up, down, width, base, seat in self.spread, view.result is not None)
            self._lay_chips(seat, up, down, x, top, chips, place)
            return
        # hidden heroes the viewer knows (all of them at the end) whose names a closed stack
        # covers or a small card writes too small become chips, when chips name them
        known = tuple(card for card in down if card >= 0)
        stacked = fit.down_step < fit.size[0] and any(card >= 0 for card in down[:-1])
        if known and (stacked or not fitter.names_readable(known, fit, fanned=False)):
            chips, named = fitter.chip_fit(up, down, width, base, seat in self.spread, view.result is not None)
            if named:
                self._lay_chips(seat, up, down, x, top, chips, place)
                return
        for i, card in enumerate(down):
            key = ("c", card) if card >= 0 else ("h", Zone.FACE_DOWN, seat, i)
            z = (60 if fit.down_drop else 10) + i
            place(key, card, (Zone.FACE_DOWN, seat, i), x + i * fit.down_step, top + fit.down_drop, fit.size, z)
        for i, card in enumerate(up):
            place(("c", card), card, (Zone.FACE_UP, seat, i), x + fit.up_left + i * fit.up_step, top, fit.size, 30 + i)

    def _lay_chips(self, seat: int, up: tuple, down: tuple, x: float, top: float, fit: ChipFit, place) -> None:
        for i, (card, (dx, dy)) in enumerate(zip(down, fit.downs, strict=True)):
            key = ("c", card) if card >= 0 else ("h", Zone.FACE_DOWN, seat, i)
            place(key, card, (Zone.FACE_DOWN, seat, i), x + dx, top + dy, fit.down_size, 10 + i)
        for i, (card, (dx, dy)) in enumerate(zip(up, fit.chips, strict=True)):
            place(("c", card), card, (Zone.FACE_UP, seat, i), x + dx, top + dy, fit.chip_size, 30 + i)

    def _apply(self, placed: dict, heroes, keep_leaving: bool) -> dict:
        """Every card where the still table has it; returns the cards no longer on it (by
        key), left in the scene for the motion to carry off when `keep_leaving`."""
        lefts = {pos: (x, y) for _card, pos, x, y, *_rest in placed.values()}
        leaving = {}
        for key in [key for key in self.cards if key not in placed]:
            leaving[key] = self.cards.pop(key)
            if not keep_leaving:
                self.removeItem(leaving.pop(key))
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
            covered = hidden and _covered_by_next(lefts.get((Zone.FACE_DOWN, pos[1], pos[2] + 1)), x, y, size)
            item.show_card(heroes[card] if card >= 0 else None, leader, hidden, covered)
            item.set_recent(key[0] == "c" and card in self.recent)
            item.position = pos
            item.setZValue(z)
            self.position_items[pos] = item
            item.setPos(QPointF(x, y))
        return leaving

    def is_moving(self) -> bool:
        """Cards or markers are still on their way (a person or a computer player waits for them to land)."""
        return self.motion.running()

    def _lay_piles(self, view: SeatView, heroes) -> None:
        self.harbor.set_pile(len(view.harbor))
        self.wilderness.set_pile(len(view.wilderness))
        top = view.graveyard[-1] if view.graveyard else HIDDEN
        self.graveyard.set_pile(len(view.graveyard), heroes[top] if top >= 0 else None, recent=top in self.recent)
        self.position_items[("pile", int(Zone.HARBOR))] = self.harbor
        self.position_items[("pile", int(Zone.WILDERNESS))] = self.wilderness
        self.position_items[("pile", int(Zone.GRAVEYARD))] = self.graveyard

    def _lay_labels(self, view: SeatView, tavern_left: float, looking_left: float, reveal: RoyalReveal | None) -> None:
        for label in self.labels:
            self.removeItem(label)
        self.labels = []
        self._label(QCoreApplication.translate("table_scene", "Tavern"), tavern_left, BOARD_LABEL_Y)
        if reveal is not None:
            self._label(caption(reveal, view.looking), looking_left, BOARD_LABEL_Y)
        elif view.looking:
            text = (
                QCoreApplication.translate("table_scene", "Looking at")
                if view.looking_seat == view.seat
                else QCoreApplication.translate("table_scene", "Being looked at")
            )
            self._label(text, looking_left, BOARD_LABEL_Y)
        if view.in_play:
            self._label(QCoreApplication.translate("table_scene", "In play"), tavern_left - 150, BOARD_LABEL_Y)

    def _label(self, text: str, x: float, y: float) -> None:
        self._add_label(board_label(text, x, y))

    def _add_label(self, label: QGraphicsSimpleTextItem | QGraphicsTextItem | None) -> None:
        if label is not None:
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
    from hidden_leaders_qt.ui.table.items import PAINT_BUDGET

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


def felt(width: float) -> QBrush:
    """The green baize, lighter in the middle, as wide as the table."""
    gradient = QRadialGradient(width / 2, HEIGHT / 2, width * 0.7)
    gradient.setColorAt(0, QColor("#2f5d46"))
    gradient.setColorAt(1, QColor("#16301f"))
    return QBrush(gradient)
