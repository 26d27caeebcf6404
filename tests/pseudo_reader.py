"""Reading every text a person could see, for the pseudo language's check.

A reader walks the visible windows: each widget's text, tooltip and title, the menus, the
items of lists, tables and trees with their headers, every tab of a tab widget, the table's
graphics items, and the texts custom-painted widgets and items draw (`QPainter.drawText`,
watched while each window is painted into a picture). Each text is judged as the pseudo
language shows it (`hidden_leaders_qt.language.pseudo_text`): a word outside the marks, a
mark cut off, an English card or place name, or a text wider than its room is a problem.
"""

import re
from dataclasses import dataclass, field
from functools import cache
from typing import get_args

from PySide6.QtCore import QAbstractListModel, QCoreApplication, QModelIndex, QRect, QRectF, Qt
from PySide6.QtGui import QKeySequence, QPainter, QTextDocument
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialogButtonBox,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QMenuBar,
    QMessageBox,
    QPlainTextEdit,
    QSpinBox,
    QStatusBar,
    QTabBar,
    QTabWidget,
    QTextEdit,
    QWidget,
)

from hidden_leaders_qt.app_info import GAME_DESIGNERS, GAME_PUBLISHER, license_name
from hidden_leaders_qt.engine.core.constants import FACTION_TITLES, ZONE_TITLES
from hidden_leaders_qt.engine.data import card_language
from hidden_leaders_qt.engine.data.cards import default_db
from hidden_leaders_qt.engine.modules.bribery import TOKEN_TITLES
from hidden_leaders_qt.engine.words.describe_de import ZONE_TITLES as GERMAN_ZONES
from hidden_leaders_qt.engine.words.german_grammar import Article, Case
from hidden_leaders_qt.engine.words.german_words import FACTIONS, TOKENS
from hidden_leaders_qt.language import CLOSE, OPEN, PAD
from hidden_leaders_qt.saved_games.save_reading import SETTINGS_TYPES
from hidden_leaders_qt.ui.art import card_text
from hidden_leaders_qt.ui.dialogs.preferences_dialog import LANGUAGE_NAMES

MARKED = re.compile(f"{OPEN}[^{OPEN}{CLOSE}]*{CLOSE}")
WORD = re.compile(r"[^\W\d_]{2,}")
PATH = re.compile(r"\S*/\S*")
ELLIPSIS = "\N{HORIZONTAL ELLIPSIS}"  # a text elided to fit ends in it, outside the marks
# room a text may overhang by (antialiasing, a font's side bearing)
SLACK = 2.0
# what an error's technical account quotes of a save as the file spells it, in no language: an
# excerpt in double quotes, a value as Python shows it, a key of the format or a path of keys
SAVE_KEYS = ("format", "version", "settings", "seats", "decisions", "saved_at", "name", "kind", *SETTINGS_TYPES)
QUOTED_DATA = re.compile(
    r'"(?:[^"\\]|\\.)*"|\w+\((?:[^()]|\([^()]*\))*\)|'
    rf"(?<![\w.])(?:{'|'.join(SAVE_KEYS)})(?:\[\d+\]|\.(?:{'|'.join(SAVE_KEYS)}))*(?![\w.])"
)


@cache
def card_names() -> tuple[str, ...]:
    """Every German card name as a sentence may show it (each case and article the table of
    names gives), longest first: the one kind of word the pseudo language leaves unmarked."""
    db = default_db()
    cards = [*db.heroes, *db.leaders, *db.fates, *db.artifact_sides]
    names = {card_language.card_name(card, "de") for card in cards}
    for card in cards:
        for case in get_args(Case):
            for article in get_args(Article):
                name = card_language.german_name(card, case, article)
                names |= {name, name[:1].upper() + name[1:]}  # "Die Mutter der Golems" opens a sentence
    return tuple(sorted(names, key=len, reverse=True))


@cache
def proper_names() -> tuple[str, ...]:
    """Names no language translates: the languages' own (English, Deutsch), the game's
    designers and publisher, the program's licence as its metadata names it (an SPDX name)."""
    return (*LANGUAGE_NAMES.values(), *GAME_DESIGNERS, GAME_PUBLISHER, license_name())


def qt_buttons() -> frozenset[str]:
    """The standard buttons' texts in Qt's own catalogue of the language (OK, Abbrechen ...)."""
    box = QDialogButtonBox()
    buttons = [box.addButton(kind) for kind in QDialogButtonBox.StandardButton if 0 < kind.value <= 0x8000000]
    texts = {plain(button.text(), False) for button in buttons if button is not None}
    box.deleteLater()
    texts |= {QCoreApplication.translate("QMessageBox", words) for words in ("Show Details...", "Hide Details...")}
    return frozenset(texts)


def qt_key_names() -> frozenset[str]:
    """The keys' names in Qt's own catalogue of the language (Strg, Umschalt, Eingabe ...)."""
    keys = QKeySequence("Ctrl+Alt+Shift+Meta+Esc").toString(QKeySequence.SequenceFormat.NativeText)
    more = ("Tab", "Backtab", "Return", "Enter", "Space", "Backspace", "Del", "Home", "End", "PgUp", "PgDown")
    for key in (*more, "Left", "Right", "Up", "Down", "Ins", "Print"):
        keys += " " + QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)
    return frozenset(WORD.findall(keys))


@cache
def english_words() -> re.Pattern[str]:
    """The English names that have German ones (cards, leaders' titles, branch labels,
    factions, tokens, places): any of them in a text means German would show English."""
    db = default_db()
    cards = [*db.heroes, *db.leaders, *db.fates, *db.artifact_sides]
    pairs = [(card.name, card_language.card_name(card, "de")) for card in cards]
    pairs += [(leader.title, card_language.leader_title(leader, "de")) for leader in db.leaders]
    pairs += list(db.choices_de.items())
    pairs += [(FACTION_TITLES[faction], noun.title) for faction, noun in FACTIONS.items()]
    pairs += [(TOKEN_TITLES[token], german) for token, german in TOKENS.items()]
    pairs += [(ZONE_TITLES[zone], german) for zone, german in GERMAN_ZONES.items()]
    english = {en for en, de in pairs if en != de and en not in de and WORD.search(en) and (len(en) > 5 or " " in en)}
    alternatives = "|".join(re.escape(word) for word in sorted(english, key=len, reverse=True))
    return re.compile(rf"(?<!\w)(?:{alternatives})(?!\w)")


def rich(text: str) -> bool:
    return GuiQt.mightBeRichText(text)


def plain(text: str, rich: bool) -> str:
    """What a person reads of `text`: markup and a shortcut's ampersand gone."""
    if rich:
        document = QTextDocument()
        document.setHtml(text)
        return document.toPlainText()
    return re.sub(r"&(&?)", r"\1", text)


def unmarked(text: str) -> str:
    """`text` without its marked runs (inner ones first), file paths and card names."""
    rest = PATH.sub(" ", text)
    while (less := MARKED.sub(" ", rest)) != rest:
        rest = less
    for name in card_names():
        rest = rest.replace(name, " ")
    return rest


@dataclass
class Reader:
    """The texts read so far and what is wrong with them."""

    seats: tuple[str, ...] = ()
    count: int = 0
    seen: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    painted: list[tuple[str, QRectF | None, float, bool]] = field(default_factory=list)
    qt_words: tuple[frozenset[str], frozenset[str]] | None = None
    """Qt's standard buttons and keys, as its catalogue names them once the window is up."""

    def read(
        self,
        where: str,
        text: str,
        rich: bool = False,
        width: float | None = None,
        room: float | None = None,
        cut: bool = False,
        quoting: bool = False,
    ) -> None:
        """Judge one text seen at `where`: `width` and `room` when it may be wider than its
        room, `cut` when it was cut short to fit, `quoting` when it may quote a save's data
        (an error's technical account). The padding that makes the pseudo language longer
        is measured but not read."""
        if not text or not text.strip():
            return
        seen = plain(text, rich).replace(PAD, "")
        if quoting:
            seen = QUOTED_DATA.sub(" ", seen)
        if not WORD.search(seen) and OPEN not in seen:
            return  # a number, punctuation or a symbol
        self.count += 1
        self.seen.append(seen)
        if cut or seen.count(OPEN) != seen.count(CLOSE):
            self.problem(f"{where}: cut short: {seen!r}")
            return
        rest = unmarked(seen)
        for seat in self.seats:  # "Warten auf {name}…": the ellipsis is the sentence's own
            rest = rest.replace(seat + ELLIPSIS, seat)
        if ELLIPSIS in rest:
            self.problem(f"{where}: cut short: {seen!r}")
            return
        if self.qt_words is None:  # Qt's own words, from its own German catalogue
            self.qt_words = qt_buttons(), qt_key_names()
        if seen in self.qt_words[0]:
            return
        for name in [*self.seats, *proper_names(), *self.qt_words[1]]:
            rest = re.sub(rf"(?<!\w){re.escape(name)}(?!\w)", " ", rest)
        if words := WORD.findall(rest):
            self.problem(f"{where}: {' '.join(words)!r} not in the pseudo language: {seen!r}")
        elif found := english_words().search(seen):
            self.problem(f"{where}: English {found.group()!r} in {seen!r}")
        elif width is not None and room is not None and width > room + SLACK:
            self.problem(f"{where}: wider than its room ({width:.0f} > {room:.0f}): {seen!r}")

    def problem(self, found: str) -> None:
        if found not in self.problems:
            self.problems.append(found)

    def read_windows(self) -> None:
        """Every visible top-level window and dialog, with all it shows."""
        for top in QApplication.topLevelWidgets():
            if top.isVisible() and not isinstance(top, QMenu):
                self.read_window(top)

    def read_window(self, top: QWidget) -> None:
        where = f"{type(top).__name__} {top.windowTitle()!r}"
        self.read(f"{where} title", top.windowTitle())
        if isinstance(top, QMessageBox) and top.detailedText():
            # the technical account is in the language on screen too, but for what it quotes of a file
            for number, line in enumerate(top.detailedText().split("\n")):
                self.read(f"{where} details line {number + 1}", line, quoting=True)
            self.read(f"{where} informative", top.informativeText(), rich(top.informativeText()))
        for tabs in [tabs for tabs in top.findChildren(QTabWidget) if tabs.isVisible()]:
            current = tabs.currentIndex()
            for index in range(tabs.count()):
                tabs.setCurrentIndex(index)
                self.read_widgets(top, where)
            tabs.setCurrentIndex(current)
        self.read_widgets(top, where)
        self.read_painted(top, where)

    def read_widgets(self, top: QWidget, where: str) -> None:
        for widget in [top, *top.findChildren(QWidget)]:
            if widget.isVisible() and widget.window() is top:
                self.read_widget(widget, f"{where} {type(widget).__name__} {widget.objectName()}".rstrip())

    def read_widget(self, widget: QWidget, where: str) -> None:
        tip = widget.toolTip()
        self.read(f"{where} tooltip", tip, rich(tip))
        if isinstance(widget, QLabel):
            text = widget.text()
            is_rich = widget.textFormat() == Qt.TextFormat.RichText or (
                widget.textFormat() == Qt.TextFormat.AutoText and rich(text)
            )
            fits = not is_rich and not widget.wordWrap() and "\n" not in text
            width = widget.fontMetrics().horizontalAdvance(plain(text, False)) if fits else None
            self.read(where, text, is_rich, width, widget.contentsRect().width())
        elif isinstance(widget, QAbstractButton) and widget.findChild(QLabel) is not None:
            self.read(where, widget.text())  # its label wraps the text, and is read itself
        elif isinstance(widget, QAbstractButton):
            text = plain(widget.text(), False)
            room = widget.width() - (widget.iconSize().width() if not widget.icon().isNull() else 0)
            self.read(where, widget.text(), False, widget.fontMetrics().horizontalAdvance(text), room)
        elif isinstance(widget, QLineEdit):
            self.read(f"{where} placeholder", widget.placeholderText())
        elif isinstance(widget, QComboBox):
            for index in range(widget.count()):
                self.read(f"{where} item", widget.itemText(index))
        elif isinstance(widget, QTabBar):
            for index in range(widget.count()):
                self.read(f"{where} tab", widget.tabText(index))
                self.read(f"{where} tab tooltip", widget.tabToolTip(index))
        elif isinstance(widget, QGroupBox):
            self.read(where, widget.title())
        elif isinstance(widget, (QTextEdit, QPlainTextEdit)):
            self.read(where, widget.toPlainText())
        elif isinstance(widget, QAbstractItemView):
            self.read_model(widget, where)
        elif isinstance(widget, QMenuBar):
            for action in widget.actions():
                self.read_action(action, where)
        elif isinstance(widget, QStatusBar):
            self.read(where, widget.currentMessage())
        elif isinstance(widget, QSpinBox):
            self.read(where, f"{widget.prefix()} {widget.suffix()} {widget.specialValueText()}")
        elif isinstance(widget, QAbstractSpinBox):
            self.read(where, widget.specialValueText())
        elif isinstance(widget, QGraphicsView) and widget.scene() is not None:
            self.read_scene(widget, where)

    def read_action(self, action, where: str) -> None:
        if action.isSeparator() or not action.isVisible():
            return
        self.read(f"{where} menu", action.text())
        if action.toolTip() != plain(action.text(), False).replace("...", "…"):
            self.read(f"{where} menu tooltip", action.toolTip())
        if action.menu() is not None:
            for inner in action.menu().actions():
                self.read_action(inner, f"{where} ▸ {plain(action.text(), False)}")

    def read_model(self, view: QAbstractItemView, where: str) -> None:
        model = view.model()
        if model is None:
            return
        header = getattr(view, "horizontalHeader", None) or getattr(view, "header", None)
        if header is not None and header().isVisible():
            for section in range(header().count()):
                title = model.headerData(section, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole)
                if isinstance(title, str):
                    self.read(f"{where} header", title)
        listed = isinstance(model, QAbstractListModel)

        def walk(parent: QModelIndex) -> None:
            for row in range(model.rowCount(parent)):
                for column in range(1 if listed else model.columnCount(parent)):
                    index = model.index(row, column, parent)
                    for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                        value = index.data(role)
                        if isinstance(value, str):
                            self.read(f"{where} row {row}", value, rich(value))
                    if column == 0 and not listed and model.hasChildren(index):
                        walk(index)

        walk(QModelIndex())

    def read_scene(self, view: QGraphicsView, where: str) -> None:
        for item in view.scene().items():
            if not item.isVisible():
                continue
            self.read(f"{where} item tooltip", item.toolTip(), rich(item.toolTip()))
            if isinstance(item, QGraphicsSimpleTextItem):
                self.read(f"{where} item", item.text())
            elif isinstance(item, QGraphicsTextItem):
                room = item.textWidth() if item.textWidth() > 0 else None
                self.read(f"{where} item", item.toPlainText(), False, item.document().idealWidth(), room)

    def read_painted(self, top: QWidget, where: str) -> None:
        """The texts `top` and its children draw themselves, painted into a picture."""
        self.painted.clear()
        top.grab()
        for text, rect, width, cut in self.painted:
            self.read(f"{where} painted", text, False, width, rect.width() if rect is not None else None, cut)


def watch_painting(monkeypatch, reader: Reader) -> None:
    """Every `QPainter.drawText` from Python goes into `reader.painted`, with its rectangle
    when it was given one to fit into (and neither wrapping nor overflowing was asked for)."""
    draw = QPainter.drawText
    free = int(Qt.TextFlag.TextWordWrap) | int(Qt.TextFlag.TextDontClip) | int(Qt.TextFlag.TextWrapAnywhere)

    def drawn(painter: QPainter, *args):
        if fitting:
            return draw(painter, *args)
        text = next((arg for arg in args if isinstance(arg, str)), "")
        rect = args[0] if args and isinstance(args[0], (QRect, QRectF)) else None
        flags = args[1] if rect is not None and len(args) > 2 and not isinstance(args[1], str) else 0
        if rect is not None and (getattr(flags, "value", flags) & free or "\n" in text):
            rect = None
        width = max((painter.fontMetrics().horizontalAdvance(line) for line in text.split("\n")), default=0)
        reader.painted.append((text, QRectF(rect) if rect is not None else None, width, False))
        return draw(painter, *args)

    monkeypatch.setattr(QPainter, "drawText", drawn)
    fit = card_text.draw_fitted
    fitting: list[bool] = []

    def fitted(painter: QPainter, lines: card_text.Fitted, rect: QRectF, color) -> None:
        text = "".join(line if line.endswith("-") else f"{line} " for line in lines.lines).strip()
        reader.painted.append((text, None, 0.0, lines.elided))
        fitting.append(True)
        try:
            fit(painter, lines, rect, color)
        finally:
            fitting.pop()

    monkeypatch.setattr(card_text, "draw_fitted", fitted)
