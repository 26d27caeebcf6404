"""Help's Rules tab: the base game's rules, each module's and the glossary, one page at a time,
with a search across every page that lists where a text stands and jumps to it.

Each page is its own document, built once, with the drawn track pictures as its images, so a
search runs over the pages as shown and a jump only swaps the document and selects the text.
"""

from PySide6.QtCore import QEvent, QObject, Qt, QUrl, Signal
from PySide6.QtGui import QColor, QDesktopServices, QKeyEvent, QTextCursor, QTextDocument
from PySide6.QtWidgets import (
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QTextBrowser,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from hidden_leaders_qt.ui.help.rules_pages import PAGE_KEYS, RULES_SCHEME, page_html, page_title, split_target
from hidden_leaders_qt.ui.help.track_pictures import EXAMPLES, HEIGHT, START, WIDTH, track_image

# how much of the text around a match a search result shows
CONTEXT = 38
MATCH_COLOUR = QColor("#ffe08a")
MATCH_INK = QColor("#1b1208")
PAGE_ROLE = Qt.ItemDataRole.UserRole + 1  # the page (and place) an entry leads to


def page_document(key: str, parent: QWidget) -> QTextDocument:
    """A page as a document, its `track:` images drawn."""
    document = QTextDocument(parent)
    pictures = {**{f"track:{faction}": example for faction, example in EXAMPLES.items()}, "track:start": START}
    for name, example in pictures.items():
        document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(name), track_image(example))
    document.setHtml(page_html(key).replace('<img src="track:', f'<img width="{WIDTH}" height="{HEIGHT}" src="track:'))
    return document


class RulesReference(QWidget):
    """The page list and the search on the left, the page on the right."""

    # the page shown, by its key
    page_shown = Signal(str)
    # a `rules:` link followed on another page of Help: the place it leads to
    wanted = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.documents = {key: page_document(key, self) for key in PAGE_KEYS}
        self.page = ""
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Search the rules\u2026"))
        self.search.setClearButtonEnabled(True)
        self.search.setAccessibleName(self.tr("Search the rules"))
        self.pages = QListWidget()
        self.pages.setAccessibleName(self.tr("Rules pages"))
        for key in PAGE_KEYS:
            item = QListWidgetItem(page_title(key))
            item.setData(PAGE_ROLE, key)
            self.pages.addItem(item)
        self.found = QLabel()
        self.found.setWordWrap(True)
        self.results = QListWidget()
        self.results.setAccessibleName(self.tr("Search results"))
        self.results.setWordWrap(True)
        self.browser = QTextBrowser()
        self.browser.setOpenLinks(False)
        self.browser.setAccessibleName(self.tr("Rules page"))

        left = QWidget()
        left_box = QVBoxLayout(left)
        left_box.setContentsMargins(0, 0, 0, 0)
        left_box.addWidget(self.search)
        left_box.addWidget(self.found)
        left_box.addWidget(self.results, 1)
        left_box.addWidget(self.pages, 1)
        splitter = QSplitter()
        splitter.addWidget(left)
        splitter.addWidget(self.browser)
        splitter.setChildrenCollapsible(False)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 4)
        splitter.setSizes([190, 700])
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(splitter)

        self.pages.currentItemChanged.connect(lambda item, _old: item and self.show_page(item.data(PAGE_ROLE)))
        self.search.textChanged.connect(self._search)
        self.search.installEventFilter(self)
        self.results.currentItemChanged.connect(lambda item, _old: item and self._jump(item.data(PAGE_ROLE)))
        self.browser.anchorClicked.connect(self._follow)
        self._search("")
        self.pages.setCurrentRow(0)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Enter in the search goes on to the next place found; it must not reach the dialog,
        whose default button would close Help."""
        pressed = event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
        if watched is self.search and pressed and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._next_result()
            return True
        return super().eventFilter(watched, event)

    def show_target(self, target: str) -> None:
        """Show `page#anchor` (or a page) with the anchor at the top."""
        page, anchor = split_target(target)
        self.show_page(page if page in self.documents else PAGE_KEYS[0])
        if anchor:
            self.browser.scrollToAnchor(anchor)
            self._select_anchored(anchor)

    def show_page(self, key: str) -> None:
        if key != self.page:
            self.page = key
            self.browser.setDocument(self.documents[key])
            self._mark_matches()
            self.page_shown.emit(key)
        row = PAGE_KEYS.index(key)
        if self.pages.currentRow() != row:
            self.pages.setCurrentRow(row)

    def _select_anchored(self, anchor: str) -> None:
        """Select the line (a glossary term, a heading) the anchor stands in, so the eye finds it."""
        block = self.documents[self.page].begin()
        while block.isValid():
            fragments = block.begin()
            while not fragments.atEnd():
                if anchor in fragments.fragment().charFormat().anchorNames():
                    cursor = QTextCursor(block)
                    cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor)
                    self.browser.setTextCursor(cursor)
                    return
                fragments += 1
            block = block.next()

    def take_links(self, browser: QTextBrowser) -> None:
        """Another page of Help names the rules through `rules:` links (a term of the
        glossary): following one asks for this tab at that place (`wanted`)."""
        browser.setOpenLinks(False)
        browser.anchorClicked.connect(
            lambda url: self.wanted.emit(url.toString()) if url.scheme() == RULES_SCHEME else self._follow(url)
        )

    def _follow(self, url: QUrl) -> None:
        """A link to another page (or a place on it) opens it here; a link out opens outside."""
        if url.scheme() == RULES_SCHEME:
            self.show_target(url.toString())
        elif url.scheme() in ("http", "https"):
            QDesktopServices.openUrl(url)

    # --- the search --------------------------------------------------------------------------------

    def matches(self, text: str) -> list[tuple[str, int, int]]:
        """Every place `text` stands, as (page, start, end), page by page in the list's order."""
        found: list[tuple[str, int, int]] = []
        if not text.strip():
            return found
        for key in PAGE_KEYS:
            document = self.documents[key]
            cursor = document.find(text.strip())
            while not cursor.isNull():
                found.append((key, cursor.selectionStart(), cursor.selectionEnd()))
                cursor = document.find(text.strip(), cursor)
        return found

    def _search(self, text: str) -> None:
        found = self.matches(text)
        self.results.blockSignals(True)
        self.results.clear()
        for key, start, end in found:
            item = QListWidgetItem(f"{page_title(key)}: {self._snippet(key, start, end)}")
            item.setData(PAGE_ROLE, (key, start, end))
            self.results.addItem(item)
        self.results.blockSignals(False)
        searching = bool(text.strip())
        self.results.setVisible(searching and bool(found))
        self.found.setVisible(searching)
        if len(found) == 1:
            self.found.setText(self.tr("Found once."))
        elif found:
            self.found.setText(self.tr("Found {count} times.").format(count=len(found)))
        else:
            self.found.setText(self.tr("Not found in the rules."))
        self._mark_matches()
        if found:
            self.results.setCurrentRow(0)

    def _snippet(self, key: str, start: int, end: int) -> str:
        """The words around a match, on one line."""
        text = self.documents[key].toPlainText()
        around = " ".join(text[max(0, start - CONTEXT) : end + CONTEXT].split())
        return f"\u2026{around}\u2026"

    def _next_result(self) -> None:
        if self.results.count():
            self.results.setCurrentRow((self.results.currentRow() + 1) % self.results.count())

    def _jump(self, place: tuple[str, int, int]) -> None:
        """Show a match's page with the match selected and in sight."""
        key, start, end = place
        self.show_page(key)
        cursor = QTextCursor(self.documents[key])
        cursor.setPosition(start)
        cursor.setPosition(end, QTextCursor.MoveMode.KeepAnchor)
        self.browser.setTextCursor(cursor)
        self.browser.ensureCursorVisible()

    def _mark_matches(self) -> None:
        """Every match on the page shown, highlighted."""
        selections = []
        for key, start, end in self.matches(self.search.text()):
            if key != self.page:
                continue
            selection = QTextEdit.ExtraSelection()
            selection.cursor = QTextCursor(self.documents[key])
            selection.cursor.setPosition(start)
            selection.cursor.setPosition(end, QTextCursor.MoveMode.KeepAnchor)
            selection.format.setBackground(MATCH_COLOUR)
            selection.format.setForeground(MATCH_INK)
            selections.append(selection)
        self.browser.setExtraSelections(selections)
