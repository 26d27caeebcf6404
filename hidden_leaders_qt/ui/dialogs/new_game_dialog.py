"""The table before a game: how many seats, who sits where, and the rule options.

The defaults are one human against three medium computers, so a player who just presses
Enter is playing at once; everything else is one click away. Once a set-up was accepted,
the dialog opens with it (the window remembers it between launches), and during a session
with the seats of the game just played.
"""

from random import SystemRandom

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, Signal
from PySide6.QtGui import QColor, QIntValidator, QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from hidden_leaders_qt.engine.core.settings import OPTION_NEEDS, Settings
from hidden_leaders_qt.engine.words.narration import YOU
from hidden_leaders_qt.engine.words.titles import level_title
from hidden_leaders_qt.language import language
from hidden_leaders_qt.seat_names import MAX_NAME_LENGTH, name_key, name_problem, tidy_name
from hidden_leaders_qt.ui.art.contrast import background_of, readable
from hidden_leaders_qt.ui.dialogs.module_options import MODULE_BOX_WIDTH, MODULES, MODULES_WIDTH, what_they_deal
from hidden_leaders_qt.ui.dialogs.result_dialog import join_names
from hidden_leaders_qt.ui.game.game_model import HUMAN, Seat
from hidden_leaders_qt.ui.lessons.lesson_words import learn_offer
from hidden_leaders_qt.ui.window.preferences import TableSetup

MIN_SEATS = 2
MAX_SEATS = 6
translate = QCoreApplication.translate
SEED_MAX = 2**31 - 1  # the largest value QIntValidator accepts, so a drawn seed can be typed back in
# the texts of this module's constants are translated where shown, in the context "NewGameDialog"
# a computer's entry names its level from the one table of level names (`titles.level_title`)
COMPUTER = QT_TRANSLATE_NOOP("NewGameDialog", "Computer \u2013 {level}")
SEAT_KINDS: tuple[tuple[str, str], ...] = (
    (HUMAN, QT_TRANSLATE_NOOP("NewGameDialog", "Human")),
    ("easy", COMPUTER),
    ("medium", COMPUTER),
    ("hard", COMPUTER),
    ("expert", COMPUTER),
    ("random", COMPUTER),
)
# what the levels that search are like to play against, shown over their entries ({level}: Hard)
SEAT_KIND_TIPS = {
    "hard": QT_TRANSLATE_NOOP("NewGameDialog", "Searches the possible futures for about a second a move."),
    "expert": QT_TRANSLATE_NOOP("NewGameDialog", "{level}'s search given four times as long: a few seconds a move."),
}
DEFAULT_SEATS: tuple[Seat, ...] = (
    Seat("You", HUMAN),
    Seat("Mira", "medium"),
    Seat("Tobin", "medium"),
    Seat("Elske", "medium"),
    Seat("Rowan", "medium"),
    Seat("Ilka", "medium"),
)
DEFAULT_PLAYERS = 4
ERROR_RED = QColor("#b3261e")  # why the game cannot start, in a shade that reads on the palette
ORDER_NOTE = QT_TRANSLATE_NOOP(
    "NewGameDialog", "Turns go down this list; the player who takes the first turn is drawn at random."
)


class _SeatRow:
    """The widgets of one seat; kept while hidden so a name survives lowering and raising the count."""

    def __init__(self, number: int, seat: Seat, parent: QWidget) -> None:
        self.label = QLabel(f"{number}.", parent)
        self.name = QLineEdit(parent)
        self.name.setMaxLength(MAX_NAME_LENGTH)
        self.name.setPlaceholderText(translate("NewGameDialog", "Name"))
        self.name.setAccessibleName(translate("NewGameDialog", "Name of player {number}").format(number=number))
        self.kind = QComboBox(parent)
        self.kind.setAccessibleName(translate("NewGameDialog", "Type of player {number}").format(number=number))
        for kind, title in SEAT_KINDS:
            level = level_title(kind) if kind != HUMAN else ""
            self.kind.addItem(translate("NewGameDialog", title).format(level=level), kind)
            if kind in SEAT_KIND_TIPS:
                tip = translate("NewGameDialog", SEAT_KIND_TIPS[kind]).format(level=level_title("hard"))
                self.kind.setItemData(self.kind.count() - 1, tip, Qt.ItemDataRole.ToolTipRole)
        self.set_seat(seat)

    def set_seat(self, seat: Seat) -> None:
        self.name.setText(translate("NewGameDialog", "You") if seat.name == YOU else seat.name)
        self.kind.setCurrentIndex(max(0, self.kind.findData(seat.kind)))

    def set_visible(self, visible: bool) -> None:
        for widget in (self.label, self.name, self.kind):
            widget.setVisible(visible)

    def seat(self) -> Seat:
        """The seat as shown; "You" in the language shown is the one person playing alone."""
        name = tidy_name(self.name.text())
        return Seat(YOU if name == translate("NewGameDialog", "You") else name, self.kind.currentData())


def stand_in(number: int) -> str:
    """The name a person's seat gets at a shared table in place of "You", until they type theirs."""
    return translate("NewGameDialog", "Player {number}").format(number=number)


class NewGameDialog(QDialog):
    """Asks for the seats and options of a new game; `choice()` returns them once accepted."""

    learn_requested = Signal()  # the newcomer's way in: a guided game instead

    def __init__(
        self,
        previous: tuple[Settings, list[Seat]] | None = None,
        parent: QWidget | None = None,
        remembered: TableSetup | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("NewGameDialog", "New game"))
        self._random_seed = SystemRandom().randint(0, SEED_MAX)

        self.players = QSpinBox()
        self.players.setRange(MIN_SEATS, MAX_SEATS)
        self.players.setSuffix(translate("NewGameDialog", " players"))
        self.players.setAccessibleName(translate("NewGameDialog", "Number of players"))

        seats_box = QGroupBox(translate("NewGameDialog", "Players, in turn order"))
        grid = QGridLayout(seats_box)
        grid.addWidget(QLabel(translate("NewGameDialog", "Name")), 0, 1)
        grid.addWidget(QLabel(translate("NewGameDialog", "Type")), 0, 2)
        grid.setColumnStretch(1, 1)
        self.rows: list[_SeatRow] = []
        for i, seat in enumerate(DEFAULT_SEATS):
            row = _SeatRow(i + 1, seat, seats_box)
            grid.addWidget(row.label, i + 1, 0)
            grid.addWidget(row.name, i + 1, 1)
            grid.addWidget(row.kind, i + 1, 2)
            row.name.textChanged.connect(self._validate)
            row.name.textChanged.connect(self._show_renamed)
            row.kind.currentIndexChanged.connect(self._name_the_people)
            self.rows.append(row)
        # why the list's first player may not play first, and what became of "You" at a shared table
        self.order_note = QLabel(translate("NewGameDialog", ORDER_NOTE), seats_box)
        self.order_note.setWordWrap(True)
        grid.addWidget(self.order_note, len(DEFAULT_SEATS) + 1, 0, 1, 3)
        self.renamed_note = QLabel(seats_box)
        self.renamed_note.setWordWrap(True)
        self.renamed_note.hide()
        grid.addWidget(self.renamed_note, len(DEFAULT_SEATS) + 2, 0, 1, 3)
        self._renamed: set[int] = set()

        self.beginner = QCheckBox(
            translate("NewGameDialog", "Beginner variant (no advanced cards, game ends one hero earlier)")
        )
        self.beginner.setToolTip(
            translate(
                "NewGameDialog",
                "The rulebook's variant for a first game: the advanced heroes, marked (+), stay out of the deck, "
                "and the game ends when a party shows one face-up hero fewer.",
            )
        )
        self.promo = QCheckBox(translate("NewGameDialog", "Promotional heroes"))
        self.promo.setChecked(True)
        self.promo.setToolTip(
            translate(
                "NewGameDialog",
                "Not in the base game's box: twelve extra heroes, three per faction, marked with a star, that were "
                "given away as promotions. All are advanced, so the beginner variant leaves them out.",
            )
        )
        self.seed = QLineEdit()
        self.seed.setValidator(QIntValidator(0, SEED_MAX, self.seed))
        self.seed.setPlaceholderText(translate("NewGameDialog", "random"))
        self.seed.setToolTip(translate("NewGameDialog", "The same seed and options deal the same cards again."))
        self.seed.setAccessibleName(translate("NewGameDialog", "Seed"))
        self.seed.textChanged.connect(self._validate)
        options_box = QGroupBox(translate("NewGameDialog", "Options"))
        options = QHBoxLayout(options_box)
        options.addWidget(self.beginner)
        options.addWidget(self.promo)
        options.addStretch(1)
        modules_box = QGroupBox(translate("NewGameDialog", "Forgotten Legacy"))
        modules_box.setMinimumWidth(MODULES_WIDTH)
        modules = QVBoxLayout(modules_box)
        columns = QGridLayout()
        modules.addLayout(columns)
        self.modules: dict[str, QCheckBox] = {}
        for i, (option, title, line, text) in enumerate(MODULES):
            title, line, text = (translate("NewGameDialog", words) for words in (title, line, text))
            box = QCheckBox(title.replace("&", "&&"))  # a lone & would underline the next letter
            box.setToolTip(text)
            box.setAccessibleDescription(text)
            box.toggled.connect(self._explain_modules)
            explanation = QLabel(line)
            explanation.setWordWrap(True)
            explanation.setIndent(24)
            explanation.setFixedWidth(MODULE_BOX_WIDTH)
            explanation.setToolTip(text)
            row, column = 2 * (i % 3), i // 3
            columns.addWidget(box, row, column)
            columns.addWidget(explanation, row + 1, column)
            self.modules[option] = box
        # how the options depend on one another and on the table, for these settings
        self.module_note = QLabel()
        self.module_note.setWordWrap(True)
        self.module_note.setAccessibleName(translate("NewGameDialog", "What these options deal"))
        modules.addWidget(self.module_note)
        self.beginner.toggled.connect(self._explain_modules)
        self.promo.toggled.connect(self._explain_modules)

        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet(f"color: {readable(ERROR_RED, background_of(self)).name()};")

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setText(translate("NewGameDialog", "Start game"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        learn_text, learn_tip = learn_offer()
        learn = QPushButton(learn_text)
        learn.setObjectName("learn_to_play")
        learn.setAutoDefault(False)  # Enter still starts the game
        learn.setToolTip(learn_tip)
        learn.clicked.connect(self._learn)
        self.buttons.addButton(learn, QDialogButtonBox.ButtonRole.ActionRole)

        count_row = QHBoxLayout()
        count_label = QLabel(translate("NewGameDialog", "&Number of players:"))
        count_label.setBuddy(self.players)
        count_row.addWidget(count_label)
        count_row.addWidget(self.players)
        count_row.addStretch(1)
        seed_label = QLabel(translate("NewGameDialog", "S&eed (optional):"))
        seed_label.setBuddy(self.seed)
        count_row.addWidget(seed_label)
        count_row.addWidget(self.seed)
        layout = QVBoxLayout(self)
        # the dialog takes the height its wrapped explanations need; left to the user, Qt
        # squeezed them to one clipped line each
        layout.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        layout.addLayout(count_row)
        layout.addWidget(seats_box)
        layout.addWidget(options_box)
        layout.addWidget(modules_box)
        layout.addWidget(self.hint)
        layout.addWidget(self.buttons)
        # only a button already in the dialog becomes the default that Enter presses wherever
        # the focus is; set before, Cancel took its place once the focus left "Start game"
        self.ok.setDefault(True)
        # the seed sits beside the number of players (the dialog fits a 700-pixel screen) but
        # comes after the options in the Tab order, where it was
        QWidget.setTabOrder(self.promo, self.seed)
        QWidget.setTabOrder(self.seed, next(iter(self.modules.values())))

        self.players.valueChanged.connect(self._show_rows)
        self.players.valueChanged.connect(self._explain_modules)
        self.players.setValue(DEFAULT_PLAYERS)
        if remembered is not None:
            self._restore(remembered)
        if previous is not None:
            self._prefill(*previous)
        self._show_rows(self.players.value())
        self._explain_modules()
        self.ok.setFocus()

    def _prefill(self, settings: Settings, seats: list[Seat]) -> None:
        """Same table and options; the seed is left empty so the rematch deals new cards."""
        self.players.setValue(settings.players)
        for row, seat in zip(self.rows, seats, strict=False):
            row.set_seat(seat)
        self.beginner.setChecked(settings.beginner)
        self.promo.setChecked(settings.promo_heroes)
        for option, box in self.modules.items():
            box.setChecked(getattr(settings, option))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter starts the game from any field or check box: once a check box has had the
        focus, Qt's dialog would otherwise take the last button to have had it, or none."""
        enter = event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not event.modifiers()
        if enter and not isinstance(self.focusWidget(), QPushButton):
            if self.ok.isEnabled():
                self.accept()
            return
        super().keyPressEvent(event)

    def _explain_modules(self) -> None:
        """What the chosen options deal, and the rules that tie them together."""
        waiting = self._offer_what_is_ready()
        self.module_note.setText(" ".join([*what_they_deal(self.choice()[0]), *waiting]))

    def _offer_what_is_ready(self) -> list[str]:
        """Enable an option whose needs are all on; switch off and explain one whose are not."""
        waiting = []
        for option, needs in OPTION_NEEDS.items():  # offered once they are all on
            box = self.modules[option]
            ready = all(self.modules[need].isChecked() for need in needs)
            if not ready:
                box.blockSignals(True)
                box.setChecked(False)
                box.blockSignals(False)
                titles = join_names(
                    [translate("NewGameDialog", title) for name, title, _, _ in MODULES if name in needs]
                )
                needing = translate("NewGameDialog", "{option} needs {options}.")
                waiting.append(needing.format(option=box.text().replace("&&", "&"), options=titles))
            box.setEnabled(ready)
        return waiting

    def _restore(self, setup: TableSetup) -> None:
        self.players.setValue(setup.players)
        for row, seat in zip(self.rows, setup.seats, strict=False):
            row.set_seat(seat)
        self.beginner.setChecked(setup.beginner)
        self.promo.setChecked(setup.promo_heroes)
        for option, box in self.modules.items():
            box.setChecked(option in setup.modules)

    def setup(self) -> TableSetup:
        """Every row, to open with next time; a hidden row whose name would be refused keeps its default."""
        count = self.players.value()
        seats = tuple(
            row.seat() if number < count or name_problem(row.seat().name) is None else DEFAULT_SEATS[number]
            for number, row in enumerate(self.rows)
        )
        modules = frozenset(option for option, box in self.modules.items() if box.isChecked())
        return TableSetup(count, seats, self.beginner.isChecked(), self.promo.isChecked(), modules)

    def visible_rows(self) -> list[_SeatRow]:
        return self.rows[: self.players.value()]

    def _show_rows(self, count: int) -> None:
        for i, row in enumerate(self.rows):
            row.set_visible(i < count)
        self._name_the_people()
        self._validate()

    def _name_the_people(self) -> None:
        """ "You" names the one person playing alone; at a hot-seat table every log line and
        hand-off would say "You" to everybody, so that seat gets a name to replace."""
        rows = self.visible_rows()
        if sum(row.seat().is_human for row in rows) > 1:
            for number, row in enumerate(rows, 1):
                if row.seat().is_human and row.seat().name == YOU:
                    self._renamed.add(number)  # before the text changes, which shows the note
                    row.name.setText(stand_in(number))
        self._show_renamed()

    def _show_renamed(self) -> None:
        """The note on "You" stays while a seat still bears the name it was given instead:
        once the person types their own name there, it has done its job."""
        rows = self.visible_rows()
        shared = sum(row.seat().is_human for row in rows) > 1
        self._renamed = {n for n in self._renamed if n > len(rows) or rows[n - 1].name.text() == stand_in(n)}
        renamed = sorted(number for number in self._renamed if number <= len(rows) and rows[number - 1].seat().is_human)
        if shared and renamed:
            note = translate(
                "NewGameDialog",
                "\u201c{you}\u201d names the one person playing alone, so with several people at the table it "
                "became \u201c{player}\u201d: type each person's own name.",
            )
            self.renamed_note.setText(note.format(you=translate("NewGameDialog", "You"), player=stand_in(renamed[0])))
        self.renamed_note.setVisible(shared and bool(renamed))

    def _problem(self) -> str:
        """Why the table cannot start yet, or an empty string."""
        seen: dict[str, int] = {}
        for number, row in enumerate(self.visible_rows(), 1):
            name = row.seat().name
            if not name:
                return translate("NewGameDialog", "Player {number} needs a name.").format(number=number)
            problem = name_problem(name, language())
            if problem is not None:
                return translate("NewGameDialog", "The name of player {number} {problem}.").format(
                    number=number, problem=problem
                )
            if name_key(name) in seen:
                first = seen[name_key(name)]
                both = translate(
                    "NewGameDialog",
                    "Players {first} and {second} are both called \u201c{name}\u201d; every name must differ.",
                )
                return both.format(first=first, second=number, name=name)
            seen[name_key(name)] = number
        if self.seed.text() and not self.seed.hasAcceptableInput():
            return translate("NewGameDialog", "The seed must be a whole number from 0 to {largest}.").format(
                largest=SEED_MAX
            )
        return ""

    def _validate(self) -> None:
        problem = self._problem()
        self.hint.setText(problem)
        self.hint.setVisible(bool(problem))
        self.ok.setEnabled(not problem)

    def _learn(self) -> None:
        self.reject()
        self.learn_requested.emit()

    def choice(self) -> tuple[Settings, list[Seat]]:
        """The settings and seats as shown; an empty seed gives one random seed per dialog."""
        text = self.seed.text()
        settings = Settings(
            players=self.players.value(),
            seed=int(text) if text else self._random_seed,
            promo_heroes=self.promo.isChecked(),
            beginner=self.beginner.isChecked(),
            **{option: box.isChecked() for option, box in self.modules.items()},
        )
        return settings, [row.seat() for row in self.visible_rows()]
