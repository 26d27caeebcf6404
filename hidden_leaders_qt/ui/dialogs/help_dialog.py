"""Rules help inside the game: a summary in our own words, the victory check, every card, and the keys.

The rules summary is written for this app rather than copied from the rulebook, and the
thresholds and card list are read from the engine, so the help cannot disagree with the game.
"""

from html import escape

from PySide6.QtCore import (
    QAbstractListModel,
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

from hidden_leaders_qt.engine.card_language import card_name, card_text, leader_title
from hidden_leaders_qt.engine.cards import CardDB, HeroCard, Leader, default_db
from hidden_leaders_qt.engine.constants import (
    END_THRESHOLD,
    FACTION_ORDER,
    FACTION_TITLES,
    START_SPACE,
    TRACK_MAX,
    TRACK_MIN,
    WAR_AREA_START,
)
from hidden_leaders_qt.engine.deal import BEGINNER_TRIMS
from hidden_leaders_qt.ui.dialogs.keyboard_help import keyboard_html
from hidden_leaders_qt.ui.dialogs.module_pieces import (
    Piece,
    paint_piece,
    piece_description,
    piece_icon,
    piece_title,
    pieces,
)
from hidden_leaders_qt.ui.table.card_art import hero_faction_title, paint_card_face, paint_leader_card
from hidden_leaders_qt.ui.table.contrast import background_of, faction_ink
from hidden_leaders_qt.ui.table.faction_style import paint_faction_symbol

Card = HeroCard | Leader | Piece
CARD_ROLE = Qt.ItemDataRole.UserRole + 1
ICON_SIZE = QSize(38, 18)
LEADERS_FILTER = "leaders"
PIECES_FILTER = "pieces"
PIECE_TYPES = Piece.__args__
# Every faction a card may show, in the order of the card list and the faction filter.
LISTED_FACTIONS = (*FACTION_ORDER, "golems")
SET_TITLES = {
    "base": "base game",
    "promo": "promotional hero",
    "queens": "Queens & Friend",
    "keeper": "Keeper of Discord promo",
    "golems": "Golems module",
    "module_heroes": "in the deck with Bribery or Artifacts",
}
SYMBOL_PX = 40
_ROOT = QModelIndex()  # the invalid index: a flat list has rows only under the root

HOW_TO_PLAY = """
<h2>The idea</h2>
<p>Each player is secretly one of six leaders, and every leader sides with two of the four
factions. Heroes you play push the red marker (Imperial Army) and the green marker (Hill
Tribes) along the power track. When the game ends, the two markers decide which faction has
won &ndash; and then the leaders are revealed to see which player profits from it.</p>

<h2>Setup</h2>
<ul>
<li>Every player gets one leader card face down. Look at it whenever you like, but keep it to yourself.</li>
<li>Both markers start on space {start} of the track, which runs from {low} to {high}.</li>
<li>The Buried Emperor begins face up on the Graveyard. All other heroes are shuffled into
the Harbor, the draw pile, and three of them are laid open in the Tavern.</li>
<li>Each player receives five heroes and, one after another, slips one face down into their
own party, drops one face down into the Wilderness (the discard pile) and keeps the other
three as a starting hand.</li>
</ul>

<h2>A turn: four steps</h2>
<ol>
<li><b>Act.</b> Either play one hero from your hand face up into your party and resolve it,
or throw away up to three cards from your hand into the Wilderness.</li>
<li><b>Draw up.</b> Take cards from the Tavern, the Harbor or both, in any mix and order,
until you hold four. Tavern gaps stay empty for now.</li>
<li><b>Trim.</b> Put cards from your hand face down into the Wilderness until three remain.</li>
<li><b>Restock.</b> Fill every empty Tavern slot from the Harbor. Whenever the Harbor runs
dry, the Wilderness is shuffled to form a new one.</li>
</ol>

<h2>Hero abilities</h2>
<p>A hero played from your hand acts at once: its marker moves, then the rest of its text.
Do whatever is possible and skip what is not &ndash; but when a target exists you must take
it, even if it is one of your own heroes or the hero you just played. A marker never goes
below space {low} or above space {high}; extra steps are simply lost. An ability that speaks
of &ldquo;a hero&rdquo; without saying whose may pick from any party.</p>
<table cellspacing="0" cellpadding="4">
<tr><td><b>Bury</b></td><td>Move a hero out of a party and lay it face up on the Graveyard
(unless the card names another destination).</td></tr>
<tr><td><b>Discard</b></td><td>Put a card face down on the Wilderness.</td></tr>
<tr><td><b>Exchange</b></td><td>Two cards swap places. Neither of them acts, unless the card
says otherwise.</td></tr>
<tr><td><b>Place</b></td><td>Move a card somewhere (a party, the Tavern, a pile&hellip;)
without resolving it, unless the card says otherwise.</td></tr>
<tr><td><b>Turn over</b></td><td>Flip a hero: a hidden one becomes visible, a visible one
becomes hidden.</td></tr>
<tr><td><b>Draw</b></td><td>Take the top card of the named pile &ndash; or, from another
player, a random card out of their hand.</td></tr>
<tr><td><b>At random</b></td><td>Mix the candidate cards and take one without looking.</td></tr>
</table>

<h2>Hidden heroes</h2>
<ul>
<li>Heroes lying face down in a party are hidden. Everyone starts with one; some abilities add
more, flip heroes either way, or let a player peek at them.</li>
<li>A hidden hero that is turned face up does not act, unless a card explicitly says so.</li>
<li>Hidden heroes stay stacked in the order they arrived. You may check your own at any time.</li>
<li>They do <i>not</i> count towards the game end, but they <i>do</i> count in the tie-breaks.</li>
</ul>

<h2>When the game ends</h2>
<p>At the end of every turn, the game checks every party &ndash; not just the active
player's. As soon as one of them shows at least this many face-up heroes, the game is over:</p>
{thresholds}
<p><b>Beginner variant:</b> the advanced heroes, marked (+), are left out of the deck, and
every threshold above is one hero lower.<br>
<b>Promotional heroes:</b> twelve extra heroes, three per faction, marked with a star. They
are all advanced cards, so the beginner variant leaves them out too. A module you switch on
(below) comes whole in the beginner variant, its advanced heroes included.</p>

<h2>Forgotten Legacy: Golems, Queens &amp; Friend, Keeper of Discord</h2>
<p>Three options of the New Game dialog add cards and rules; each can be played alone or with the others.</p>
<ul>
<li><b>Golems module.</b> 26 golem heroes join the deck; most also belong to a base faction and
count for both. Four golem leaders, each aligned with a base faction and the Golems, join the leaders,
and each game deals from a pool of so many base and golem leaders by player count. The golem marker
starts on space 1 and moves 2 spaces on whenever a golem's effect is used (played, or performed by
another card), even when the effect finds no target &ndash; not when a golem is only placed, turned
over or swapped. Whoever puts a golem into the Graveyard with an effect draws two of the six fate
cards for each such golem, keeps one and applies it (they move the golem, red or green marker back);
then all six are shuffled again. Any effect that names a faction can name the Golems. At 2 players,
Crabby Knight, Possessed Poodle, Gigantic Duo and Hard-Shelled Titan are left out.</li>
<li><b>Queens &amp; Friend.</b> Three Queens, each counting as 2 heroes of the winning faction
when its owner leads as one of the two leaders it names, and Emperor's Best Friend, which counts as
2 heroes of the winning faction in the same party as the Buried Emperor.</li>
<li><b>Keeper of Discord.</b> A hero of no faction. While it lies face up, another face-up hero of
its party that would be buried is turned face down instead.</li>
</ul>

<h2>Forgotten Legacy: Bribery, Artifacts, Royal Intrigue</h2>
<p>Three more options of the New Game dialog. The card browser (Cards tab, "Artifacts and bribery tokens")
shows every token and every artifact side with what it does.</p>
<ul>
<li><b>Bribery.</b> Eighteen tokens lie in a bag: three each of loyalty (&times;2), four faction switches (one per
base faction) and protection. At the start two of them lie face down on the bribery card, one beside each of its
conditions: some party shows 3 face-up heroes, and some party shows 5 (4 with six players). Once a condition holds,
the player whose turn it is may bribe, once a turn and twice a game at most: they take that condition's token, then
everybody in turn order from them draws one from the bag (fewer when it runs dry) and looks at it alone. In the same
order each player may lay their tokens face down on heroes that carry none yet, face up or face down, in any party.
Tokens not laid go back into the bag. You may always look at the tokens on your own heroes, and any ability that looks
at a face-down hero may look at a token instead. A token moves with its hero into another party, stays when the hero
is turned over, and goes back into the bag when the hero is buried or taken into a hand. When the game ends every
token is revealed before the count: loyalty makes its hero count twice (a golem twice as a golem and twice for its
base faction), a switch makes its hero count only for the faction it shows (a golem stays a golem), and a
protection still lying on its hero makes it count as a Golem as well.<br>
<b>Protection</b> is answered, not played: when a hero with a token on it would be buried, every player who has a
hero with a token in play is asked, in turn order from the player whose turn it is, whether they reveal a protection
token. The hero's owner may reveal one on it to keep it where it is; anybody may reveal one on a hero of their own to
have that hero buried instead. A revealed token goes back into the bag. Everybody who might hold one is asked, so
being asked tells nothing. Only a burial that nobody prevented reaches the Keeper of Discord.</li>
<li><b>Artifacts.</b> Each player is dealt one of six two-sided artifact cards and chooses a side, which then lies
face up with as many artifact tokens as it shows. Using it spends one token, once a turn at most. A fast artifact
(lightning bolt) is used in your own turn before or after your main action; a slow one (hourglass) after the Tavern
is refilled. Shield of Endurance is answered, not played: when any hero in a party would be buried, its player may
spend a token to keep the hero where it is, once a turn, before the Keeper of Discord; since the Shield and its tokens
are in plain sight, only a player who can use it right then is asked. Nutritious Stew (draw a bribery token and lay it
on a hero without one) can be chosen only with Bribery; without it the other side of its card is played.
With Artifacts the end of the game is checked at
the very end of the turn, after the slow artifacts.</li>
<li><b>The four module heroes</b> come into the deck with Bribery or Artifacts. Neckless Charlatan may look at a
bribery token and may use any artifact as if it were yours, without spending a token; Self-Made Widow swaps two
bribery tokens or two players' artifacts (the tokens stay); Open-Minded Mentalist draws a bribery token onto a face-up
hero or puts an artifact token from the box on an artifact; Piranha Priestess discards an artifact token or looks at
a bribery token and may put it back into the bag. A choice that needs a module you left off is not offered.</li>
<li><b>Royal Intrigue</b> (needs Queens &amp; Friend and Artifacts). The three Queens and Emperor's Best Friend (with
the Golems, Mother of Guardians too) lie face up in a row instead of the deck. After every use of an artifact, its
spent token goes onto one of them; then you name a base faction and reveal as many Harbor cards as that card now
holds tokens. If one of them shows the faction you named, the card from the row goes into your hand and its tokens
into the box. The revealed cards go back under the Harbor in the order you choose.</li>
</ul>
"""

VICTORY_INTRO = """
<h2>Which faction wins?</h2>
<p>When the game ends, look at the markers and go down this list. The first line that is
true names the only winning faction:</p>
"""

VICTORY_CONDITIONS = (
    (
        "golems",
        "Only with the Golems module: the golem marker stands strictly ahead of both the red and the green "
        "marker, and at least one leader is aligned with the Golems. This beats every other line, Undead "
        "included. If nobody is aligned with the Golems, their marker is ignored.",
    ),
    ("undead", "Both markers stand in the dark war area, spaces {war} to {high}. This beats every other line."),
    ("water_folk", "The markers share a space or stand on neighbouring spaces."),
    ("imperial_army", "The red marker is two or more spaces ahead of the green one."),
    ("hill_tribes", "The green marker is two or more spaces ahead of the red one."),
)

VICTORY_PLAYERS = """
<h2>Which player wins?</h2>
<p>Now everyone discards their hand and turns over their leader. A player whose leader lists
the winning faction is <i>aligned</i> with it.</p>
<ul>
<li>Nobody aligned: the game has no winner.</li>
<li>Exactly one player aligned: that player wins.</li>
<li>Several aligned: the tie-breaks below decide, one after another, each among the players
still tied.</li>
</ul>
<h2>Tie-breaks</h2>
<ol>
<li>The most heroes of the winning faction in the party, hidden ones included. The Buried
Emperor counts as a hero of every base faction (never as a golem). With the modules some heroes count
more here: a Queen of its owner's leader counts as 2, Emperor's Best Friend counts as 2 beside the
Buried Emperor, and Mother of Guardians adds 1 for each 2 golems in her party, herself included.</li>
<li>The fewest heroes in the party altogether, face up and face down, whatever their faction.</li>
<li>The highest number on the leader card. No two leaders share a number, so this always
settles it.</li>
</ol>
<h2>The leaders</h2>
<p>Numbers 7 to 10 are the golem leaders, in play with the Golems module only.</p>
"""


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
    return (
        "<table border='1' cellspacing='0' cellpadding='5'>"
        "<tr><th>Players</th><th>Full game</th><th>Beginner variant</th></tr>" + rows + "</table>"
    )


def how_to_play_html() -> str:
    return HOW_TO_PLAY.format(start=START_SPACE, low=TRACK_MIN, high=TRACK_MAX, thresholds=thresholds_table())


def victory_html(db: CardDB, background: QColor) -> str:
    """The victory page; faction names in their colours, readable on `background`."""
    rows = "".join(
        f"<tr><td>{_symbol_tag(faction, SYMBOL_PX)}</td><td><b>{number}. "
        f"<span style='color:{faction_ink(faction, background).name()}'>{FACTION_TITLES[faction]}</span></b><br>"
        f"{text.format(war=WAR_AREA_START, high=TRACK_MAX)}</td></tr>"
        for number, (faction, text) in enumerate(VICTORY_CONDITIONS, 1)
    )
    conditions = f"<table cellspacing='0' cellpadding='6'>{rows}</table>"
    leaders = "".join(
        f"<tr><td align='center'>{leader.number}</td>"
        f"<td><b>{escape(card_name(leader))}</b>, {escape(leader_title(leader))}</td>"
        f"<td>{_faction_pair(leader)}</td></tr>"
        for leader in sorted(db.leaders, key=lambda leader: leader.number)
    )
    leader_table = (
        "<table border='1' cellspacing='0' cellpadding='5'>"
        f"<tr><th>No.</th><th>Leader</th><th>Aligned with</th></tr>{leaders}</table>"
    )
    return VICTORY_INTRO + conditions + VICTORY_PLAYERS + leader_table


def _faction_pair(leader: Leader) -> str:
    return " and ".join(f"{_symbol_tag(f, 18)}&nbsp;{FACTION_TITLES[f]}" for f in leader.factions)


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
        first, second = (FACTION_TITLES[f] for f in card.factions)
        return (
            f"Leader number {card.number}. Aligned with the {first} and the {second}: "
            f"this leader can win whenever either of them wins. In the last tie-break, the higher number wins."
        )
    if card.faction == "all":
        kind = "The Buried Emperor, a hero of all four factions"
    elif card.faction == "none":
        kind = "A hero of no faction"
    else:
        kind = f"{hero_faction_title(card)} hero"
    details = [kind, SET_TITLES[card.set]]
    if card.advanced and card.set in BEGINNER_TRIMS:
        details.append("advanced (+), not used in the beginner variant")
    elif card.advanced:
        details.append("advanced (+), kept in the beginner variant with its module")
    return ", ".join(details) + ".\n" + card_text(card)


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
        self.setAccessibleName(card_title(card) if card is not None else "No card")
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
        self.search.setPlaceholderText("Search names and texts\u2026")
        self.search.setClearButtonEnabled(True)
        self.search.setAccessibleName("Search cards")
        self.faction = QComboBox()
        self.faction.setAccessibleName("Faction filter")
        self.faction.addItem("All cards", "")
        for faction in LISTED_FACTIONS:
            icon = _card_icon((faction,), self.faction.iconSize(), self.devicePixelRatioF())
            self.faction.addItem(icon, FACTION_TITLES[faction], faction)
        self.faction.addItem("Leaders", LEADERS_FILTER)
        self.faction.addItem("Artifacts and bribery tokens", PIECES_FILTER)
        self.list = QListView()
        self.list.setModel(self.proxy)
        self.list.setIconSize(ICON_SIZE)
        self.list.setUniformItemSizes(True)
        self.list.setAccessibleName("Cards")
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
        self.count.setText(f"{shown} of {self.model.rowCount()} cards")
        if shown and not self.list.currentIndex().isValid():
            self.list.setCurrentIndex(self.proxy.index(0, 0))
        self._show(self.list.currentIndex())

    def _show(self, index: QModelIndex) -> None:
        card = index.data(CARD_ROLE) if index.isValid() else None
        self.view.set_card(card)
        if card is None:
            self.name.setText("<i>No card matches the search.</i>")
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
        self.setWindowTitle("Hidden Leaders \u2013 Help")
        self.tabs = QTabWidget()
        self.rules = _rich_browser(how_to_play_html())
        self.victory = _rich_browser(victory_html(db, background_of(self, QPalette.ColorRole.Base)))
        self.cards = CardBrowser(db)
        self.keyboard = _rich_browser(keyboard_html(parent if isinstance(parent, QMainWindow) else None))
        self.tabs.addTab(self.rules, "How to play")
        self.tabs.addTab(self.victory, "Victory")
        self.tabs.addTab(self.cards, "Cards")
        self.tabs.addTab(self.keyboard, "Keyboard")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(buttons)
        self.resize(900, 680)
