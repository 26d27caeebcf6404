"""Rules help inside the game: a summary in our own words, the victory check, every card, and the keys.

The rules summary is written for this app rather than copied from the rulebook, and the
thresholds and card list are read from the engine, so the help cannot disagree with the game.
"""

from html import escape
from importlib import resources

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractListModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    QRectF,
    QSize,
    QSortFilterProxyModel,
    Qt,
    QUrl,
)
from PySide6.QtGui import QColor, QIcon, QImage, QPainter, QPaintEvent, QPalette, QPixmap, QTextDocument
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QMainWindow,
    QSizePolicy,
    QSplitter,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from hidden_leaders_qt.engine.core.constants import (
    END_THRESHOLD,
    FACTION_ORDER,
    START_SPACE,
    TRACK_MAX,
    TRACK_MIN,
    WAR_AREA_START,
)
from hidden_leaders_qt.engine.core.deal import BEGINNER_TRIMS
from hidden_leaders_qt.engine.data.card_language import card_name, card_text, leader_title
from hidden_leaders_qt.engine.data.cards import CardDB, HeroCard, Leader, default_db
from hidden_leaders_qt.engine.words.titles import faction_title
from hidden_leaders_qt.language import language, marked
from hidden_leaders_qt.records.record_words import with_faction
from hidden_leaders_qt.ui.art.back_and_leader import paint_leader_card
from hidden_leaders_qt.ui.art.card_terms import card_terms
from hidden_leaders_qt.ui.art.contrast import background_of, faction_ink
from hidden_leaders_qt.ui.art.faction_style import paint_faction_symbol
from hidden_leaders_qt.ui.art.hero_faces import hero_faction_title, paint_card_face
from hidden_leaders_qt.ui.dialogs.keyboard_help import keyboard_html
from hidden_leaders_qt.ui.dialogs.module_pieces import (
    Piece,
    paint_piece,
    piece_description,
    piece_icon,
    piece_title,
    pieces,
)
from hidden_leaders_qt.ui.help.rules_reference import RulesReference
from hidden_leaders_qt.ui.window.window_memory import FRAME_GUESS, room_on

Card = HeroCard | Leader | Piece
CARD_ROLE = Qt.ItemDataRole.UserRole + 1
ICON_SIZE = QSize(38, 18)
HELP_SIZE = QSize(900, 680)
LEADERS_FILTER = "leaders"
PIECES_FILTER = "pieces"
PIECE_TYPES = Piece.__args__
# Every faction a card may show, in the order of the card list and the faction filter.
LISTED_FACTIONS = (*FACTION_ORDER, "golems")
SET_TITLES = {
    "base": QT_TRANSLATE_NOOP("HelpDialog", "base game"),
    "promo": QT_TRANSLATE_NOOP("HelpDialog", "promotional hero"),
    "queens": QT_TRANSLATE_NOOP("HelpDialog", "Queens & Friend"),
    "keeper": QT_TRANSLATE_NOOP("HelpDialog", "Keeper of Discord promo"),
    "golems": QT_TRANSLATE_NOOP("HelpDialog", "Golems module"),
    "module_heroes": QT_TRANSLATE_NOOP("HelpDialog", "in the deck with Bribery or Artifacts"),
}
# the long pages, one file per language: resources/help/<page>_<language>.html
HELP_PAGES = resources.files("hidden_leaders_qt.resources") / "help"
SYMBOL_PX = 40
_ROOT = QModelIndex()  # the invalid index: a flat list has rows only under the root

VICTORY_CONDITIONS = (
    (
        "golems",
        QT_TRANSLATE_NOOP(
            "HelpDialog",
            "Only with the Golems module: the golem marker stands strictly ahead of both the red and the green "
            "marker, and at least one leader is aligned with the Golems. This beats every other line, Undead "
            "included. If nobody is aligned with the Golems, their marker is ignored.",
        ),
    ),
    (
        "undead",
        QT_TRANSLATE_NOOP(
            "HelpDialog",
            "Both markers stand in the dark war area, spaces {war} to {high}. This beats every other line.",
        ),
    ),
    ("water_folk", QT_TRANSLATE_NOOP("HelpDialog", "The markers share a space or stand on neighbouring spaces.")),
    ("imperial_army", QT_TRANSLATE_NOOP("HelpDialog", "The red marker is two or more spaces ahead of the green one.")),
    ("hill_tribes", QT_TRANSLATE_NOOP("HelpDialog", "The green marker is two or more spaces ahead of the red one.")),
)


def translated(text: str) -> str:
    """One of the Help's marked texts in the current language."""
    return QCoreApplication.translate("HelpDialog", text)


def help_page(name: str) -> str:
    """The long page `name` in the current language."""
    return marked((HELP_PAGES / f"{name}_{language()}.html").read_text(encoding="utf-8"))


def _symbol_image(faction: str, px: int) -> QImage:
    """A faction symbol for rich text, drawn at twice the size so it stays crisp on high-dpi screens."""
    image = QImage(px * 2, px * 2, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    paint_faction_symbol(painter, faction, QRectF(0, 0, px * 2, px * 2))
    painter.end()
    return image


def _symbol_tag(faction: str, px: int) -> str:
    return f'<img src="faction:{faction}" width="{px}" height="{px}" style="vertical-align: middle">'


def _rich_browser(html: str) -> QTextBrowser:
    """A read-only text page whose `faction:` image links resolve to the faction symbols."""
    browser = QTextBrowser()
    browser.setOpenExternalLinks(True)
    document = browser.document()
    for faction in (*LISTED_FACTIONS, "none", "all"):
        image = _symbol_image(faction, SYMBOL_PX)
        document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(f"faction:{faction}"), image)
    browser.setHtml(html)
    return browser


def thresholds_table() -> str:
    rows = "".join(
        f"<tr><td align='center'>{players}</td><td align='center'>{need}</td><td align='center'>{need - 1}</td></tr>"
        for players, need in sorted(END_THRESHOLD.items())
    )
    players = QCoreApplication.translate("HelpDialog", "Players")
    full = QCoreApplication.translate("HelpDialog", "Full game")
    beginner = QCoreApplication.translate("HelpDialog", "Beginner variant")
    return (
        "<table border='1' cellspacing='0' cellpadding='5'>"
        f"<tr><th>{players}</th><th>{full}</th><th>{beginner}</th></tr>" + rows + "</table>"
    )


def how_to_play_html() -> str:
    return help_page("how_to_play").format(
        start=START_SPACE, low=TRACK_MIN, high=TRACK_MAX, thresholds=thresholds_table()
    )


def victory_html(db: CardDB, background: QColor) -> str:
    """The victory page; faction names in their colours, readable on `background`."""
    rows = "".join(
        f"<tr><td>{_symbol_tag(faction, SYMBOL_PX)}</td><td><b>{number}. "
        f"<span style='color:{faction_ink(faction, background).name()}'>{faction_title(faction)}</span></b><br>"
        f"{translated(text).format(war=WAR_AREA_START, high=TRACK_MAX)}</td></tr>"
        for number, (faction, text) in enumerate(VICTORY_CONDITIONS, 1)
    )
    conditions = f"<table cellspacing='0' cellpadding='6'>{rows}</table>"
    leaders = "".join(
        f"<tr><td align='center'>{leader.number}</td>"
        f"<td><b>{escape(card_name(leader))}</b>, {escape(leader_title(leader))}</td>"
        f"<td>{_faction_pair(leader)}</td></tr>"
        for leader in sorted(db.leaders, key=lambda leader: leader.number)
    )
    number = QCoreApplication.translate("HelpDialog", "No.")
    leader = QCoreApplication.translate("HelpDialog", "Leader")
    aligned = QCoreApplication.translate("HelpDialog", "Aligned with")
    leader_table = (
        "<table border='1' cellspacing='0' cellpadding='5'>"
        f"<tr><th>{number}</th><th>{leader}</th><th>{aligned}</th></tr>{leaders}</table>"
    )
    return help_page("victory").format(conditions=conditions, leaders=leader_table)


def _faction_pair(leader: Leader) -> str:
    first, second = (f"{_symbol_tag(f, 18)}&nbsp;{faction_title(f)}" for f in leader.factions)
    return QCoreApplication.translate("HelpDialog", "{first} and {second}").format(first=first, second=second)


def _card_icon(factions: tuple[str, ...], size: QSize, dpr: float) -> QIcon:
    """One symbol per faction side by side; leaders show their two, heroes one."""
    pixmap = QPixmap(round(size.width() * dpr), round(size.height() * dpr))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    side = size.height()
    for i, faction in enumerate(factions):
        paint_faction_symbol(painter, faction, QRectF(i * (side + 2), 0, side, side))
    painter.end()
    return QIcon(pixmap)


def card_factions(card: Card) -> tuple[str, ...]:
    """The symbols a card shows: a leader's two, a hero's faction (and the golem's mark); a
    token or an artifact shows none."""
    if isinstance(card, PIECE_TYPES):
        return ()
    if isinstance(card, Leader):
        return card.factions
    return (card.faction, "golems") if card.golem and card.faction != "golems" else (card.faction,)


def card_title(card: Card) -> str:
    """The list entry: the name, with the printed (+) of advanced heroes and a star for promos."""
    if isinstance(card, PIECE_TYPES):
        return piece_title(card)
    if isinstance(card, Leader):
        return f"{card_name(card)}, {leader_title(card)}"
    marks = (" (+)" if card.advanced else "") + (" \u2605" if card.set == "promo" else "")
    return card_name(card) + marks


class CardListModel(QAbstractListModel):
    """Every hero (Buried Emperor first, then by faction and name), the leaders, then the
    bribery tokens and the artifact sides."""

    def __init__(self, db: CardDB, dpr: float = 1.0, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        order = {faction: i for i, faction in enumerate(("all", *LISTED_FACTIONS, "none"))}
        heroes = sorted(db.heroes, key=lambda h: (order[h.faction], card_name(h)))
        leaders = sorted(db.leaders, key=lambda leader: leader.number)
        self.cards: list[Card] = [*heroes, *leaders, *pieces(db)]
        self._icons: dict[object, QIcon] = {}
        for card in self.cards:
            key = self._icon_key(card)
            if key not in self._icons:
                if isinstance(card, PIECE_TYPES):
                    self._icons[key] = piece_icon(card, ICON_SIZE, dpr)
                else:
                    self._icons[key] = _card_icon(card_factions(card), ICON_SIZE, dpr)

    @staticmethod
    def _icon_key(card: Card) -> object:
        return card if isinstance(card, PIECE_TYPES) else card_factions(card)

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self.cards)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self.cards):
            return None
        card = self.cards[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return card_title(card)
        if role == Qt.ItemDataRole.ToolTipRole:
            return card_description(card)
        if role == Qt.ItemDataRole.DecorationRole:
            return self._icons[self._icon_key(card)]
        if role == CARD_ROLE:
            return card
        return None


class CardFilterModel(QSortFilterProxyModel):
    """Keeps the cards whose name or text contains the search words and that match the faction filter."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._words: list[str] = []
        self._faction = ""

    def set_search(self, text: str) -> None:
        self.beginFilterChange()
        self._words = text.casefold().split()
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def set_faction(self, faction: str) -> None:
        """A faction name, LEADERS_FILTER, or "" for every card."""
        self.beginFilterChange()
        self._faction = faction
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, source_row: int, source_parent: QModelIndex | QPersistentModelIndex) -> bool:
        card = self.sourceModel().index(source_row, 0, source_parent).data(CARD_ROLE)
        haystack = f"{card_title(card)} {card_description(card)}".casefold()
        return self._faction_matches(card) and all(word in haystack for word in self._words)

    def _faction_matches(self, card: Card) -> bool:
        """Leaders have a filter of their own; a faction shows its heroes and the Buried Emperor."""
        if self._faction == LEADERS_FILTER:
            return isinstance(card, Leader)
        if self._faction == PIECES_FILTER:
            return isinstance(card, PIECE_TYPES)
        return not self._faction or (isinstance(card, HeroCard) and card.belongs_to(self._faction))


def card_description(card: Card) -> str:
    """The plain-text facts under the large card: what it is and what it does."""
    if isinstance(card, PIECE_TYPES):
        return piece_description(card)
    if isinstance(card, Leader):
        first, second = (with_faction(f) for f in card.factions)
        return QCoreApplication.translate(
            "HelpDialog",
            "Leader number {number}. Aligned with {first} and {second}: "
            "this leader can win whenever either of them wins. In the last tie-break, the higher number wins.",
        ).format(number=card.number, first=first, second=second)
    if card.faction == "all":
        kind = QCoreApplication.translate("HelpDialog", "The Buried Emperor, a hero of all four factions")
    elif card.faction == "none":
        kind = QCoreApplication.translate("HelpDialog", "A hero of no faction")
    else:
        kind = QCoreApplication.translate("HelpDialog", "{faction} hero").format(faction=hero_faction_title(card))
    details = [kind, translated(SET_TITLES[card.set])]
    if card.advanced and card.set in BEGINNER_TRIMS:
        details.append(QCoreApplication.translate("HelpDialog", "advanced (+), not used in the beginner variant"))
    elif card.advanced:
        details.append(
            QCoreApplication.translate("HelpDialog", "advanced (+), kept in the beginner variant with its module")
        )
    terms = card_terms(card)
    return ", ".join(details) + ".\n" + card_text(card) + (f"\n\n{terms}" if terms else "")


class CardView(QWidget):
    """The selected card painted as large as the space allows, keeping the card's proportions."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card: Card | None = None
        self.setMinimumSize(200, 280)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(300, 420)

    def set_card(self, card: Card | None) -> None:
        self.card = card
        self.setAccessibleName(card_title(card) if card is not None else self.tr("No card"))
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.card is None:
            return
        painter = QPainter(self)
        rect = QRectF(self.rect()).adjusted(6, 6, -6, -6)
        if isinstance(self.card, PIECE_TYPES):
            paint_piece(painter, rect, self.card)
        elif isinstance(self.card, Leader):
            paint_leader_card(painter, rect, self.card)
        else:
            paint_card_face(painter, rect, self.card)
        painter.end()


class CardBrowser(QWidget):
    """Search and faction filter over the card list, with the chosen card shown large beside it."""

    def __init__(self, db: CardDB, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = CardListModel(db, self.devicePixelRatioF(), self)
        self.proxy = CardFilterModel(self)
        self.proxy.setSourceModel(self.model)

        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Search names and texts\u2026"))
        self.search.setClearButtonEnabled(True)
        self.search.setAccessibleName(self.tr("Search cards"))
        self.faction = QComboBox()
        self.faction.setAccessibleName(self.tr("Faction filter"))
        self.faction.addItem(self.tr("All cards"), "")
        for faction in LISTED_FACTIONS:
            icon = _card_icon((faction,), self.faction.iconSize(), self.devicePixelRatioF())
            self.faction.addItem(icon, faction_title(faction), faction)
        self.faction.addItem(self.tr("Leaders"), LEADERS_FILTER)
        self.faction.addItem(self.tr("Artifacts and bribery tokens"), PIECES_FILTER)
        self.list = QListView()
        self.list.setModel(self.proxy)
        self.list.setIconSize(ICON_SIZE)
        self.list.setUniformItemSizes(True)
        self.list.setAccessibleName(self.tr("Cards"))
        self.count = QLabel()

        self.view = CardView()
        self.name = QLabel()
        self.name.setWordWrap(True)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)

        left = QWidget()
        left_box = QVBoxLayout(left)
        left_box.setContentsMargins(0, 0, 0, 0)
        filters = QHBoxLayout()
        filters.addWidget(self.search, 1)
        filters.addWidget(self.faction)
        left_box.addLayout(filters)
        left_box.addWidget(self.list, 1)
        left_box.addWidget(self.count)
        right = QWidget()
        right_box = QVBoxLayout(right)
        right_box.setContentsMargins(0, 0, 0, 0)
        right_box.addWidget(self.view, 1)
        right_box.addWidget(self.name)
        right_box.addWidget(self.text)
        splitter = QSplitter()
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setChildrenCollapsible(False)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 3)
        box = QVBoxLayout(self)
        box.addWidget(splitter)

        self.search.textChanged.connect(self._search_changed)
        self.faction.currentIndexChanged.connect(self._faction_changed)
        self.list.selectionModel().currentChanged.connect(self._show)
        self._filter_changed()

    def _search_changed(self, text: str) -> None:
        self.proxy.set_search(text)
        self._filter_changed()

    def _faction_changed(self) -> None:
        self.proxy.set_faction(self.faction.currentData())
        self._filter_changed()

    def _filter_changed(self) -> None:
        """Keep a visible card selected while the filters narrow or widen the list."""
        shown = self.proxy.rowCount()
        self.count.setText(self.tr("{shown} of {count} cards").format(shown=shown, count=self.model.rowCount()))
        if shown and not self.list.currentIndex().isValid():
            self.list.setCurrentIndex(self.proxy.index(0, 0))
        self._show(self.list.currentIndex())

    def _show(self, index: QModelIndex) -> None:
        card = index.data(CARD_ROLE) if index.isValid() else None
        self.view.set_card(card)
        if card is None:
            nothing = self.tr("No card matches the search.")
            self.name.setText(f"<i>{nothing}</i>")
            self.text.clear()
            return
        colour = faction_ink((*card_factions(card), "none")[0], background_of(self.name)).name()
        self.name.setText(f"<b style='font-size:x-large; color:{colour}'>{escape(card_title(card))}</b>")
        self.text.setText(card_description(card))


class HelpDialog(QDialog):
    """Rules summary, victory conditions and a card browser, each on its own tab."""

    def __init__(self, db: CardDB | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        db = db or default_db()
        self.setWindowTitle(self.tr("Hidden Leaders \u2013 Help"))
        self.tabs = QTabWidget()
        self.rules = _rich_browser(how_to_play_html())
        self.victory = _rich_browser(victory_html(db, background_of(self, QPalette.ColorRole.Base)))
        self.reference = RulesReference()
        self.reference.take_links(self.rules)
        self.reference.wanted.connect(self.open_at)
        self.cards = CardBrowser(db)
        self.keyboard = _rich_browser(keyboard_html(parent if isinstance(parent, QMainWindow) else None))
        self.tabs.addTab(self.rules, self.tr("How to play"))
        self.tabs.addTab(self.victory, self.tr("Victory"))
        self.tabs.addTab(self.reference, self.tr("Rules"))
        self.tabs.addTab(self.cards, self.tr("Cards"))
        self.tabs.addTab(self.keyboard, self.tr("Keyboard"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(buttons)
        # smaller on a screen too small for it, so that its frame and Close button show
        self.resize(HELP_SIZE.boundedTo(room_on(self.screen(), FRAME_GUESS).size()))

    def open_at(self, target: str) -> None:
        """The Rules tab at `target`: a page (`bribery`) or a place on it (`glossary#bury`)."""
        self.tabs.setCurrentWidget(self.reference)
        self.reference.show_target(target)
