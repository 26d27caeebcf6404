"""The advisor's belief over the other players' leaders, drawn as bars: one row per other
player, the most likely leaders first, each bar as long as its probability.

The names are painted, not put in labels: they are every leader the player may hold, so
they read as guesses, and the privacy oracle checks them separately (`texts`).
"""

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from hidden_leaders_qt.ai.advisor import LeaderOdds, percent
from hidden_leaders_qt.engine.data.card_language import card_name
from hidden_leaders_qt.engine.data.cards import CardDB
from hidden_leaders_qt.engine.words.titles import level_title
from hidden_leaders_qt.ui.art.faction_style import FACTION_COLORS

# Leaders shown per player: the likeliest few, then one bar for the rest together; fewer when
# there are many players, so that the bars fit the dock.
LEADERS_SHOWN = 3
LEADERS_SHOWN_MANY = 2
MANY_PLAYERS = 4
ROW_GAP = 6
NAME_SHARE = 0.3
TRACK = QColor("#d9d4c7")


class BeliefBars(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows: list[tuple[str, list[tuple[str, str, float]]]] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def show_belief(self, belief: tuple[LeaderOdds, ...], names: list[str], db: CardDB) -> None:
        """`names`: the seats' names; leaders are named and coloured by the card data."""
        self.rows = []
        shown = LEADERS_SHOWN_MANY if len(belief) >= MANY_PLAYERS else LEADERS_SHOWN
        for odds in belief:
            bars = []
            for leader, probability in odds.odds[:shown]:
                card = db.leaders[leader]
                bars.append((card_name(card), card.factions[0] if card.factions else "none", probability))
            rest = odds.odds[shown:]
            if rest:  # so the bars add up: three at 20 % must not look like the whole story
                others = self.tr("1 other") if len(rest) == 1 else self.tr("{count} others").format(count=len(rest))
                bars.append((others, "none", sum(probability for _, probability in rest)))
            self.rows.append((names[odds.seat], bars))
        description = "; ".join(
            f"{name}: " + ", ".join(f"{leader} {percent(p)}" for leader, _, p in bars) for name, bars in self.rows
        )
        believes = self.tr("What {level} believes about the other leaders.").format(level=level_title("hard"))
        self.setAccessibleDescription(f"{believes} {description}")
        self.setFixedHeight(self.sizeHint().height())
        self.update()

    def clear(self) -> None:
        self.rows = []
        self.setAccessibleDescription("")
        self.setFixedHeight(0)
        self.update()

    def texts(self) -> list[str]:
        """Everything painted, for checks: the players' names and each bar's words."""
        return [name for name, _ in self.rows] + [
            f"{leader} {percent(p)}" for _, bars in self.rows for leader, _, p in bars
        ]

    def _line(self) -> int:
        return QFontMetrics(self.font()).height() + 2

    def sizeHint(self) -> QSize:
        lines = sum(max(1, len(bars)) for _, bars in self.rows)
        return QSize(300, lines * self._line() + len(self.rows) * ROW_GAP)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        line = self._line()
        metrics = QFontMetrics(self.font())
        name_width = self.width() * NAME_SHARE
        label_width = max(
            (metrics.horizontalAdvance(f"{leader} 100 %") for _, bars in self.rows for leader, _, _ in bars), default=0
        )
        bar_left = name_width + 6
        bar_width = max(10.0, self.width() - bar_left - label_width - 10)
        text_color = self.palette().windowText().color()
        y = 0.0
        for name, bars in self.rows:
            painter.setPen(text_color)
            painter.drawText(
                QRectF(0, y, name_width, line), Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextSingleLine, name
            )
            for leader, faction, probability in bars:
                track = QRectF(bar_left, y + 2, bar_width, line - 4)
                painter.fillRect(track, TRACK)
                painter.fillRect(
                    QRectF(track.left(), track.top(), track.width() * probability, track.height()),
                    FACTION_COLORS[faction],
                )
                label = QRectF(track.right() + 6, y, label_width + 4, line)
                painter.drawText(label, Qt.AlignmentFlag.AlignVCenter, f"{leader} {percent(probability)}")
                y += line
            y += ROW_GAP
        painter.end()
