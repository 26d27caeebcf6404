"""The end of a game explained: which faction won and why, who was who, and how a tie was broken.

Everything the engine's `GameResult` knows is spelled out in sentences, so a player can check
the outcome by hand instead of trusting a single line.
"""

from html import escape

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QKeyEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from hidden_leaders_qt.engine.core.constants import FACTION_TITLES, TRACK_MAX, WAR_AREA_START
from hidden_leaders_qt.engine.data.card_language import card_name, leader_title
from hidden_leaders_qt.engine.data.cards import CardDB, Leader
from hidden_leaders_qt.engine.rules.scoring import GameResult, TieBreakStep
from hidden_leaders_qt.engine.words import result_texts
from hidden_leaders_qt.engine.words.narration import YOU
from hidden_leaders_qt.engine.words.titles import token_title
from hidden_leaders_qt.ui.art.card_art import card_pixmap
from hidden_leaders_qt.ui.art.contrast import background_of, faction_ink
from hidden_leaders_qt.ui.art.faction_style import paint_faction_symbol
from hidden_leaders_qt.ui.dialogs.faction_names import faction_name
from hidden_leaders_qt.ui.dialogs.quiet_guard import GUARD_MS, QuietGuard

LEADER_THUMB = QSize(80, 112)
PLAYERS_PER_ROW = 3
# The screen height the result page leaves to the title bar, the tab bar, the buttons and margins.
ROOM_AROUND_PAGE = 150
translate = QCoreApplication.translate


class FactionSymbol(QWidget):
    """A faction's silhouette in its colour, at any size, painted crisply at any device-pixel ratio."""

    def __init__(self, faction: str, side: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.faction = faction
        self.setFixedSize(side, side)
        if faction in FACTION_TITLES:
            self.setAccessibleName(faction_name(faction, "nominative"))
        else:
            self.setAccessibleName(translate("ResultDialog", "Buried Emperor"))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        paint_faction_symbol(painter, self.faction, QRectF(self.rect()))
        painter.end()


def faction_html(faction: str, background: QColor, text: str | None = None) -> str:
    """A faction title in bold and in its colour, readable on `background`, for rich-text labels."""
    colour = faction_ink(faction, background).name()
    return f'<b style="color:{colour}">{escape(text or FACTION_TITLES[faction])}</b>'


def join_names(names: list[str]) -> str:
    """ "A", "A and B", "A, B and C"."""
    if len(names) <= 1:
        return "".join(names)
    return translate("ResultDialog", "{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


def join_subjects(names: list[str]) -> str:
    """Names starting a sentence, with "You" written "you" after the first place: "Mira and you"."""
    you_first, you_later = translate("ResultDialog", "You"), translate("ResultDialog", "you")
    return join_names([name if name != YOU else you_first if i == 0 else you_later for i, name in enumerate(names)])


def shown_name(name: str) -> str:
    """A seat's name where it stands alone (a heading, a list): "You" in the language shown."""
    return translate("ResultDialog", "You") if name == YOU else name


def winner_headline(name: str) -> str:
    return (
        translate("ResultDialog", "You win!")
        if name == YOU
        else translate("ResultDialog", "{name} wins!").format(name=name)
    )


def faction_sentence(result: GameResult, background: QColor) -> str:
    """ "The Imperial Army wins because red is 3 spaces ahead of green (red 8, green 5)."."""
    faction = result.winning_faction
    sentences = {  # the verb agrees with the faction's title, in each language
        "undead": translate("ResultDialog", "The {faction} win the conflict because {reason}.", "Undead"),
        "water_folk": translate("ResultDialog", "The {faction} win the conflict because {reason}.", "Water Folk"),
        "imperial_army": translate(
            "ResultDialog", "The {faction} wins the conflict because {reason}.", "Imperial Army"
        ),
        "hill_tribes": translate("ResultDialog", "The {faction} win the conflict because {reason}.", "Hill Tribes"),
        "golems": translate("ResultDialog", "The {faction} win the conflict because {reason}.", "Golems"),
    }
    title = faction_html(faction, background, faction_name(faction, "nominative"))
    return sentences[faction].format(faction=title, reason=escape(result_texts.faction_reason(result)))


def tie_break_sentence(number: int, step: TieBreakStep, names: list[str], rule: str | None = None) -> str:
    """One tie-break step: the rule (the step's own English words unless `rule` gives them in
    the language shown), every contender's value, and who is still in afterwards."""
    values = ", ".join(
        f"<b>{escape(shown_name(names[seat]))} {value}</b>"
        if seat in step.remaining
        else f"{escape(shown_name(names[seat]))} {value}"
        for seat, value in step.values.items()
    )
    remaining = [escape(names[seat]) for seat in step.remaining]
    if len(remaining) > 1:
        outcome = translate("ResultDialog", "{names} are still tied.").format(names=join_subjects(remaining))
    elif remaining[0] == YOU:
        outcome = translate("ResultDialog", "You win the tie.")
    else:
        outcome = translate("ResultDialog", "{name} wins the tie.").format(name=remaining[0])
    rule = step.rule if rule is None else rule
    return f"<b>{number}. {escape(rule[0].upper() + rule[1:])}:</b> {values}. {outcome}"


def bonus_lines(bonuses, db: CardDB) -> str:
    """Each game-end bonus in a player's count of the winning faction, one line each."""
    return "".join(
        "<br>"
        + translate("ResultDialog", "+{amount} in the count: {hero} ({reason})").format(
            amount=bonus.amount,
            hero=escape(card_name(db.hero(bonus.card))),
            reason=escape(result_texts.bonus_reason(bonus, db)),
        )
        for bonus in bonuses
    )


def token_lines(notes, names: list[str], db: CardDB) -> list[str]:
    """Each bribery token revealed and what it changed, one line each, by party."""
    return [
        translate("ResultDialog", "{name}: Token {token} on {hero}: {effect}").format(
            name=escape(shown_name(names[note.seat])),
            token=escape(token_title(note.token)),
            hero=escape(card_name(db.hero(note.card))),
            effect=escape(result_texts.token_effect(note, db)),
        )
        for note in sorted(notes, key=lambda note: note.seat)
    ]


class ResultDialog(QDialog):
    """Shows a finished game's result; `choice` says what the player wants next.

    It comes up while the last decision's keys may still be pressed (Enter hammered through a
    game): its buttons, and the keys that would press them or close it, wait for a quiet
    moment, as the hand-off screen does, so that nobody starts a rematch before the result has
    been read. A result is there to be read, so the moment is twice the hand-off's
    (`handoff_guard_ms`): keys hammered with short pauses still leave it on screen."""

    REMATCH = "rematch"
    NEW = "new"
    CLOSE = "close"
    REPLAY = "replay"

    def __init__(
        self,
        result: GameResult,
        names: list[str],
        leaders: list[Leader],
        db: CardDB,
        parent: QWidget | None = None,
        handoff_guard_ms: int = GUARD_MS,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("ResultDialog", "Game over"))
        self.choice = self.CLOSE
        outer = QVBoxLayout(self)
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.tabs.setTabBarAutoHide(True)  # a tab bar only when a second tab comes
        outer.addWidget(self.tabs)
        page = QWidget()
        self.tabs.addTab(_ScrolledPage(page), translate("ResultDialog", "Result"))
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 6, 0, 0)
        layout.setSpacing(12)

        no_winner = translate("ResultDialog", "No winner")
        self.headline = QLabel(no_winner if result.winner is None else winner_headline(names[result.winner]))
        headline_font = QFont(self.font())
        headline_font.setPointSizeF(headline_font.pointSizeF() * 2.2)
        headline_font.setBold(True)
        self.headline.setFont(headline_font)
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.headline.setAccessibleName(translate("ResultDialog", "Winner"))
        if result.winner is not None:
            ink = faction_ink(result.winning_faction, background_of(self))
            self.headline.setStyleSheet(f"color: {ink.name()};")
        layout.addWidget(self.headline)
        reason = QLabel(result_texts.reason(result))
        reason.setTextFormat(Qt.TextFormat.PlainText)
        reason.setAlignment(Qt.AlignmentFlag.AlignCenter)
        reason.setWordWrap(True)
        layout.addWidget(reason)

        layout.addWidget(self._faction_row(result))
        layout.addWidget(_rule())
        layout.addWidget(self._players_grid(result, names, leaders, db))
        if result.tokens:  # a line each, the width of the dialog: in a player's cell they were cut off
            tokens = QLabel(
                translate("ResultDialog", "Bribery tokens revealed before the count:")
                + "<br>"
                + "<br>".join(token_lines(result.tokens, names, db))
            )
            tokens.setWordWrap(True)
            layout.addWidget(tokens)
        # the golem leaders are in play only with the Golems module
        unused = [
            leader for leader in db.leaders if leader not in leaders and (leader.set == "base" or result.golem_marker)
        ]
        if unused:
            unused_names = join_names([f"{card_name(leader)} ({leader_title(leader)})" for leader in unused])
            out = QLabel(translate("ResultDialog", "Leaders not in play: {leaders}").format(leaders=unused_names))
            out.setTextFormat(Qt.TextFormat.PlainText)
            out.setWordWrap(True)
            layout.addWidget(out)
        if result.tie_breaks:
            layout.addWidget(_rule())
            layout.addWidget(self._tie_breaks(result, names))

        buttons = QDialogButtonBox()
        rematch = QPushButton(translate("ResultDialog", "Rematch"))
        rematch.setToolTip(translate("ResultDialog", "The same players and options, with new cards."))
        new = QPushButton(translate("ResultDialog", "New game…"))
        replay = QPushButton(translate("ResultDialog", "Replay"))
        replay.setToolTip(
            translate("ResultDialog", "Step through this game again, as any player saw it or with every card face up.")
        )
        close = QPushButton(translate("ResultDialog", "Close"))
        buttons.addButton(rematch, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(new, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(replay, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(close, QDialogButtonBox.ButtonRole.RejectRole)
        rematch.setDefault(True)
        rematch.clicked.connect(lambda: self._choose(self.REMATCH))
        new.clicked.connect(lambda: self._choose(self.NEW))
        replay.clicked.connect(lambda: self._choose(self.REPLAY))
        close.clicked.connect(self.reject)
        self.buttons = {self.REMATCH: rematch, self.NEW: new, self.REPLAY: replay, self.CLOSE: close}
        outer.addWidget(buttons)
        self._button_box = buttons
        self._take_input(False)
        self._quiet = QuietGuard(self, lambda: self._take_input(True), 2 * handoff_guard_ms)
        self._quiet.hold()

    @property
    def guard_ms(self) -> int:
        return self._quiet.quiet_ms

    @property
    def taking_input(self) -> bool:
        return self._button_box.isEnabled()

    def _take_input(self, taking: bool) -> None:
        """The buttons and the tab bar (which the arrow keys would switch) wait together; the
        tab bar takes the keyboard back once they may, as it had it before the guard."""
        bar = self.tabs.tabBar()
        self._button_box.setEnabled(taking)
        bar.setEnabled(taking)
        if taking:
            bar.setFocus(Qt.FocusReason.OtherFocusReason)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Keys before the quiet moment, Escape included, are the last decision's: swallowed."""
        if self.taking_input:
            super().keyPressEvent(event)

    def add_suspicion(self, pane: QWidget) -> None:
        """A second tab: how suspicion of each player's leader grew over the game (a
        `suspicion_chart.SuspicionPane`)."""
        self.tabs.addTab(pane, translate("ResultDialog", "Suspicion"))
        self.tabs.setTabToolTip(
            1, translate("ResultDialog", "How the public table pointed to each player's leader, turn by turn")
        )

    def _choose(self, choice: str) -> None:
        self.choice = choice
        self.accept()

    def reject(self) -> None:
        """Escape, the window's close button and "Close" all mean the same."""
        self.choice = self.CLOSE
        super().reject()

    def _faction_row(self, result: GameResult) -> QWidget:
        row = QWidget()
        box = QHBoxLayout(row)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(FactionSymbol(result.winning_faction, 48))
        red, green = result.markers
        golem = translate("ResultDialog", ", the golem marker on space {space}") if result.golem_marker else ""
        markers = translate(
            "ResultDialog",
            "Final marker positions: red on space {red}, green on space {green}{golem} "
            "(the dark war area is spaces {first} to {last}).",
        )
        markers = markers.format(
            red=red, green=green, golem=golem.format(space=result.golem_marker), first=WAR_AREA_START, last=TRACK_MAX
        )
        text = QLabel(faction_sentence(result, background_of(self)) + "<br>" + markers)
        text.setWordWrap(True)
        box.addWidget(text, 1)
        self.faction_label = text
        return row

    def _players_grid(self, result: GameResult, names: list[str], leaders: list[Leader], db: CardDB) -> QWidget:
        """Every player's revealed leader, with a clear mark on those aligned with the winning faction."""
        grid_widget = QWidget()
        grid = QGridLayout(grid_widget)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(18)
        dpr = self.devicePixelRatioF()
        background = background_of(self)
        for seat, (name, leader) in enumerate(zip(names, leaders, strict=True)):
            card = QLabel()
            card.setPixmap(card_pixmap(leader, LEADER_THUMB, dpr))
            card.setFixedSize(LEADER_THUMB)
            card.setAccessibleName(translate("ResultDialog", "Leader card of {name}").format(name=name))
            factions = join_names([faction_html(f, background, faction_name(f, "dative")) for f in leader.factions])
            winning = faction_html(result.winning_faction, background, faction_name(result.winning_faction, "dative"))
            if seat == result.winner:
                mark = translate("ResultDialog", "\u2605 Winner, aligned with the {faction}").format(faction=winning)
            elif seat in result.aligned:
                mark = translate("ResultDialog", "\u2714 Aligned with the {faction}").format(faction=winning)
            else:
                mark = translate("ResultDialog", "\u2715 Not aligned with the winning faction")
            card_line = translate("ResultDialog", "{leader}, <i>{title}</i> (leader number {number})").format(
                leader=escape(card_name(leader)), title=escape(leader_title(leader)), number=leader.number
            )
            aligned = translate("ResultDialog", "Aligned with the {factions}").format(factions=factions)
            text = QLabel(
                f"<b style='font-size:large'>{escape(shown_name(name))}</b><br>{card_line}<br>{aligned}<br>{mark}"
                + bonus_lines(result.bonuses_of(seat), db)
            )
            text.setWordWrap(True)
            text.setMinimumWidth(200)  # three players a row still fit a screen 1024 pixels wide
            text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
            cell = QFrame()
            cell.setFrameShape(QFrame.Shape.StyledPanel if seat == result.winner else QFrame.Shape.NoFrame)
            cell_box = QHBoxLayout(cell)
            cell_box.addWidget(card, 0, Qt.AlignmentFlag.AlignTop)
            cell_box.addWidget(text, 1)
            grid.addWidget(cell, seat // PLAYERS_PER_ROW, seat % PLAYERS_PER_ROW)
        return grid_widget

    def _tie_breaks(self, result: GameResult, names: list[str]) -> QWidget:
        contenders = join_subjects([escape(names[seat]) for seat in result.aligned])
        if len(result.aligned) == 2:
            intro = translate(
                "ResultDialog", "{names} are both aligned with the winning faction, so the tie-breaks decide:"
            )
        else:
            intro = translate(
                "ResultDialog", "{names} are all aligned with the winning faction, so the tie-breaks decide:"
            )
        lines = [intro.format(names=contenders)]
        lines += [
            tie_break_sentence(i + 1, step, names, result_texts.tie_break_rule(result, i))
            for i, step in enumerate(result.tie_breaks)
        ]
        label = QLabel("<br>".join(lines))
        label.setWordWrap(True)
        self.tie_break_label = label
        return label


class _ScrolledPage(QScrollArea):
    """A page as tall as its text needs, scrolled only when the screen is shorter: at six
    players with tie-breaks and bribery tokens the result is taller than a small laptop's
    screen, and a window taller than the screen cut its lines off instead."""

    def __init__(self, page: QWidget) -> None:
        super().__init__()
        self.setWidget(page)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def sizeHint(self) -> QSize:
        page = self.widget()
        width = page.sizeHint().width()
        height = page.heightForWidth(width) if page.hasHeightForWidth() else page.sizeHint().height()
        room = self.screen().availableGeometry().height() - ROOM_AROUND_PAGE
        return QSize(width + self.verticalScrollBar().sizeHint().width(), min(height, room))

    def minimumSizeHint(self) -> QSize:
        # a dialog opens at most two thirds of the screen wide and high unless its minimum is
        # more: the whole page, or the screen's height if the page is taller
        return self.sizeHint()


def _rule() -> QFrame:
    line = QFrame()
    line.setFrameShape(QFrame.Shape.HLine)
    line.setFrameShadow(QFrame.Shadow.Sunken)
    return line
