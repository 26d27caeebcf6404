"""The end of a game explained: which faction won and why, who was who, and how a tie was broken.

Everything the engine's `GameResult` knows is spelled out in sentences, so a player can check
the outcome by hand instead of trusting a single line.
"""

from html import escape

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from hidden_leaders_qt.engine.bribery import TOKEN_TITLES
from hidden_leaders_qt.engine.cards import CardDB, Leader
from hidden_leaders_qt.engine.constants import FACTION_TITLES, TRACK_MAX, WAR_AREA_START
from hidden_leaders_qt.engine.scoring import GameResult, TieBreakStep
from hidden_leaders_qt.ui.table.card_art import card_pixmap
from hidden_leaders_qt.ui.table.contrast import background_of, faction_ink
from hidden_leaders_qt.ui.table.faction_style import paint_faction_symbol

LEADER_THUMB = QSize(80, 112)
PLAYERS_PER_ROW = 3
# Faction names are plural except the two armies, so the verb agrees with the title.
SINGULAR_FACTIONS = {"imperial_army"}


class FactionSymbol(QWidget):
    """A faction's silhouette in its colour, at any size, painted crisply at any device-pixel ratio."""

    def __init__(self, faction: str, side: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.faction = faction
        self.setFixedSize(side, side)
        self.setAccessibleName(FACTION_TITLES.get(faction, "Buried Emperor"))

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
    return ", ".join(names[:-1]) + " and " + names[-1]


def join_subjects(names: list[str]) -> str:
    """Names starting a sentence, with "You" written "you" after the first place: "Mira and you"."""
    return join_names([name if i == 0 or name != "You" else "you" for i, name in enumerate(names)])


def winner_headline(name: str) -> str:
    return "You win!" if name == "You" else f"{name} wins!"


def faction_sentence(result: GameResult, background: QColor) -> str:
    """ "The Imperial Army wins because red is 3 spaces ahead of green (red 8, green 5)."."""
    faction = result.winning_faction
    verb = "wins" if faction in SINGULAR_FACTIONS else "win"
    return f"The {faction_html(faction, background)} {verb} the conflict because {escape(result.faction_reason)}."


def tie_break_sentence(number: int, step: TieBreakStep, names: list[str]) -> str:
    """One tie-break step: the rule, every contender's value, and who is still in afterwards."""
    values = ", ".join(
        f"<b>{escape(names[seat])} {value}</b>" if seat in step.remaining else f"{escape(names[seat])} {value}"
        for seat, value in step.values.items()
    )
    remaining = [escape(names[seat]) for seat in step.remaining]
    if len(remaining) > 1:
        outcome = f"{join_subjects(remaining)} are still tied."
    else:
        outcome = f"{remaining[0]} {'win' if remaining[0] == 'You' else 'wins'} the tie."
    return f"<b>{number}. {escape(step.rule[0].upper() + step.rule[1:])}:</b> {values}. {outcome}"


def bonus_lines(bonuses, db: CardDB) -> str:
    """Each game-end bonus in a player's count of the winning faction, one line each."""
    return "".join(
        f"<br>+{bonus.amount} in the count: {escape(db.hero(bonus.card).name)} ({escape(bonus.reason)})"
        for bonus in bonuses
    )


def token_lines(notes, names: list[str], db: CardDB) -> list[str]:
    """Each bribery token revealed and what it changed, one line each, by party."""
    return [
        f"{escape(names[note.seat])}: Token {escape(TOKEN_TITLES[note.token])} on {escape(db.hero(note.card).name)}: "
        f"{escape(note.effect)}"
        for note in sorted(notes, key=lambda note: note.seat)
    ]


class ResultDialog(QDialog):
    """Shows a finished game's result; `choice` says what the player wants next."""

    REMATCH = "rematch"
    NEW = "new"
    CLOSE = "close"
    REPLAY = "replay"

    def __init__(
        self, result: GameResult, names: list[str], leaders: list[Leader], db: CardDB, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle("Game over")
        self.choice = self.CLOSE
        outer = QVBoxLayout(self)
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.tabs.setTabBarAutoHide(True)  # a tab bar only when a second tab comes
        outer.addWidget(self.tabs)
        page = QWidget()
        self.tabs.addTab(page, "Result")
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 6, 0, 0)
        layout.setSpacing(12)

        self.headline = QLabel("No winner" if result.winner is None else winner_headline(names[result.winner]))
        headline_font = QFont(self.font())
        headline_font.setPointSizeF(headline_font.pointSizeF() * 2.2)
        headline_font.setBold(True)
        self.headline.setFont(headline_font)
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.headline.setAccessibleName("Winner")
        if result.winner is not None:
            ink = faction_ink(result.winning_faction, background_of(self))
            self.headline.setStyleSheet(f"color: {ink.name()};")
        layout.addWidget(self.headline)
        reason = QLabel(result.reason)
        reason.setTextFormat(Qt.TextFormat.PlainText)
        reason.setAlignment(Qt.AlignmentFlag.AlignCenter)
        reason.setWordWrap(True)
        layout.addWidget(reason)

        layout.addWidget(self._faction_row(result))
        layout.addWidget(_rule())
        layout.addWidget(self._players_grid(result, names, leaders, db))
        if result.tokens:  # a line each, the width of the dialog: in a player's cell they were cut off
            tokens = QLabel(
                "Bribery tokens revealed before the count:<br>" + "<br>".join(token_lines(result.tokens, names, db))
            )
            tokens.setWordWrap(True)
            layout.addWidget(tokens)
        # the golem leaders are in play only with the Golems module
        unused = [
            leader for leader in db.leaders if leader not in leaders and (leader.set == "base" or result.golem_marker)
        ]
        if unused:
            out = QLabel("Leaders not in play: " + join_names([f"{leader.name} ({leader.title})" for leader in unused]))
            out.setTextFormat(Qt.TextFormat.PlainText)
            out.setWordWrap(True)
            layout.addWidget(out)
        if result.tie_breaks:
            layout.addWidget(_rule())
            layout.addWidget(self._tie_breaks(result, names))

        buttons = QDialogButtonBox()
        rematch = QPushButton("Rematch")
        rematch.setToolTip("The same players and options, with new cards.")
        new = QPushButton("New game\u2026")
        replay = QPushButton("Replay")
        replay.setToolTip("Step through this game again, as any player saw it or with every card face up.")
        close = QPushButton("Close")
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

    def add_suspicion(self, pane: QWidget) -> None:
        """A second tab: how suspicion of each player's leader grew over the game (a
        `suspicion_chart.SuspicionPane`)."""
        self.tabs.addTab(pane, "Suspicion")
        self.tabs.setTabToolTip(1, "How the public table pointed to each player's leader, turn by turn")

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
        golem = f", the golem marker on space {result.golem_marker}" if result.golem_marker else ""
        text = QLabel(
            faction_sentence(result, background_of(self))
            + f"<br>Final marker positions: red on space {red}, green on space {green}"
            f"{golem} (the dark war area is spaces {WAR_AREA_START} to {TRACK_MAX})."
        )
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
            card.setAccessibleName(f"Leader card of {name}")
            factions = " and ".join(faction_html(f, background) for f in leader.factions)
            if seat == result.winner:
                mark = f"\u2605 Winner, aligned with the {faction_html(result.winning_faction, background)}"
            elif seat in result.aligned:
                mark = f"\u2714 Aligned with the {faction_html(result.winning_faction, background)}"
            else:
                mark = "\u2715 Not aligned with the winning faction"
            text = QLabel(
                f"<b style='font-size:large'>{escape(name)}</b><br>"
                f"{escape(leader.name)}, <i>{escape(leader.title)}</i> (leader number {leader.number})<br>"
                f"Aligned with the {factions}<br>{mark}" + bonus_lines(result.bonuses_of(seat), db)
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
        together = "both" if len(result.aligned) == 2 else "all"
        lines = [f"{contenders} are {together} aligned with the winning faction, so the tie-breaks decide:"]
        lines += [tie_break_sentence(i, step, names) for i, step in enumerate(result.tie_breaks, 1)]
        label = QLabel("<br>".join(lines))
        label.setWordWrap(True)
        self.tie_break_label = label
        return label


def _rule() -> QFrame:
    line = QFrame()
    line.setFrameShape(QFrame.Shape.HLine)
    line.setFrameShadow(QFrame.Shadow.Sunken)
    return line
