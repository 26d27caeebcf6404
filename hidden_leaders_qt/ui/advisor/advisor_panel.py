"""What the advisor says to the person on screen: a training note about their last move,
the advice for the decision in hand (in words, each sensible option's win chance) and the
belief over the other leaders as bars. It shows one seat's answer or nothing."""

from html import escape

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from hidden_leaders_qt.ai.advisor import Advice, percent
from hidden_leaders_qt.engine.data.cards import CardDB
from hidden_leaders_qt.engine.words.titles import level_title
from hidden_leaders_qt.ui.advisor.belief_bars import BeliefBars
from hidden_leaders_qt.ui.game.decision_words import with_names

HINT = QT_TRANSLATE_NOOP(
    "AdvisorPanel",
    "When it is your turn, press F2 or “Advise me” to hear what {level} would do. Only you see the answer.",
)
HINT_NOW = QT_TRANSLATE_NOOP(
    "AdvisorPanel",
    "It is your turn: press F2 or “Advise me” to hear what {level} would do now. Only you see the answer.",
)
MEANING = QT_TRANSLATE_NOOP(
    "AdvisorPanel",
    "A percentage is the share of simulated futures, played on from what this seat can see, "
    "in which you win after that option.",
)
NOTE_STYLE = (
    "#training { background: #fff1c2; color: #4a3300; border: 2px solid #d4a017; border-radius: 6px; padding: 6px; }"
)


translate = QCoreApplication.translate


def hint(now: bool = False) -> str:
    """What the dock says before anything is asked, in the current language: `now` while the
    person on screen has a decision to make, which the advisor would answer at once."""
    return translate("AdvisorPanel", HINT_NOW if now else HINT).format(level=level_title("hard"))


def tries(visits: int) -> str:
    if visits == 1:
        return translate("AdvisorPanel", "1 try")
    return translate("AdvisorPanel", "{count} tries").format(count=visits)


def searched(iterations: int) -> str:
    if iterations == 1:
        return translate("AdvisorPanel", "1 simulated future searched.")
    return translate("AdvisorPanel", "{count} simulated futures searched.").format(count=iterations)


class AdvisorPanel(QWidget):
    """The words above the belief's bars: the panel is a column of the side panel."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        words_column, belief_column = QVBoxLayout(), QVBoxLayout()
        layout.addLayout(words_column)
        layout.addLayout(belief_column)
        self.note = QLabel()
        self.note.setObjectName("training")
        self.note.setStyleSheet(NOTE_STYLE)
        self.note.setWordWrap(True)
        self.words = QLabel()
        self.words.setWordWrap(True)
        self.words.setTextFormat(Qt.TextFormat.RichText)
        self.words.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.belief_title = QLabel(
            self.tr("What {level} believes about the other leaders").format(level=level_title("hard"))
        )
        self.belief_title.setWordWrap(True)  # the panel is as narrow as the side panel
        self.belief = BeliefBars()
        for column, widgets in (
            (words_column, (self.note, self.words)),
            (belief_column, (self.belief_title, self.belief)),
        ):
            for widget in widgets:
                column.addWidget(widget)
            column.addStretch(1)
        # the seat whose answer or note is shown, -1 when nothing is
        self.seat = -1
        self.clear()

    def clear(self, now: bool = False) -> None:
        """Show nothing of anybody's, only how to ask (`now`: the person on screen may ask at once)."""
        self.seat = -1
        self.note.clear()
        self.note.hide()
        self.words.setText(escape(hint(now)))
        self.belief_title.hide()
        self.belief.clear()

    def show_for(self, seat: int, note: str, advice: Advice | None, waiting: str, names: list[str], db: CardDB) -> None:
        """`seat`'s training note and advice (`waiting` stands in while it is thought out)."""
        self.seat = seat
        self.note.setText(with_names(note, names))
        self.note.setVisible(bool(note))
        if advice is None:
            self.words.setText(escape(waiting))
            self.belief_title.hide()
            self.belief.clear()
            return
        self.words.setText(advice_html(advice, names))
        self.belief_title.show()
        self.belief.show_belief(advice.belief, names, db)

    def texts(self) -> list[str]:
        """Every word shown, the painted ones too (for the privacy oracle)."""
        labels = [label.text() for label in (self.note, self.words, self.belief_title) if label.isVisibleTo(self)]
        return [text for text in labels if text] + self.belief.texts()


def advice_html(advice: Advice, names: list[str]) -> str:
    """The reason, then the options worth naming with their win chances, the choice marked."""
    rows = []
    for rating in () if advice.even else advice.shown():
        chosen = rating.option == advice.best
        mark = "★ " if chosen else ""
        text = f"{mark}{escape(with_names(rating.text, names))}"
        rows.append(
            f"<tr><td>{'<b>' + text + '</b>' if chosen else text}</td>"
            f"<td align='right'>&nbsp;{percent(rating.chance)}</td>"
            f"<td align='right' style='color:#666'>&nbsp;{tries(rating.visits)}</td></tr>"
        )
    choose = escape(translate("AdvisorPanel", "{level} would choose:").format(level=level_title("hard")))
    return (
        f"<p><b>{choose}</b> {escape(with_names(advice.reason, names))}</p>"
        f"<table cellspacing='2'>{''.join(rows)}</table>"
        f"<p style='color:#666'>{escape(translate('AdvisorPanel', MEANING))} {escape(searched(advice.iterations))}</p>"
    )
