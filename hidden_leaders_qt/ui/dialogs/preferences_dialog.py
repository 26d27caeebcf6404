"""Edit ▸ Preferences: the preferences a person sets on purpose (the window remembers the
rest by itself). OK stores them, Cancel leaves them, Restore Defaults fills in the defaults.

A new language takes effect on OK: Qt's translators change at once (every widget that reads its
texts again on a LanguageChange follows); `language_changed` then lets the window offer to
rebuild itself, for the texts made only once."""

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from hidden_leaders_qt.language import language
from hidden_leaders_qt.ui.game.bot_runner import PAUSE_MS
from hidden_leaders_qt.ui.language.translators import apply_language, resolve, system_language
from hidden_leaders_qt.ui.table.motion_pace import desktop_reduces_motion
from hidden_leaders_qt.ui.window.preferences import (
    ANIMATION_SPEEDS,
    DEFAULT_SPEED,
    DEFAULT_VOLUME,
    LANGUAGE_CHOICES,
    MAX_BOT_PAUSE_MS,
    REDUCE_MOTION_CHOICES,
    Preferences,
)

# each language by its own name, as a person looks for it in a list
LANGUAGE_NAMES = {"en": "English", "de": "Deutsch"}


class PreferencesDialog(QDialog):
    """`play_sample(volume)` plays a sound at a volume (percent), for the Test button."""

    language_changed = Signal(str)  # the code of the language the window speaks from now on

    def __init__(
        self, preferences: Preferences, play_sample: Callable[[int], None], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Preferences"))
        self.preferences = preferences

        self.speed = QComboBox()
        titles = {
            "off": self.tr("Off (cards jump)"),
            "fast": self.tr("Fast"),
            "normal": self.tr("Normal"),
            "slow": self.tr("Slow"),
        }
        for speed in ANIMATION_SPEEDS:
            self.speed.addItem(titles[speed], speed)
        self.speed.setAccessibleName(self.tr("Animation speed"))
        self.reduce_motion = QComboBox()
        motion_titles = {
            "desktop": self.tr("As the desktop says (on)")
            if desktop_reduces_motion()
            else self.tr("As the desktop says (off)"),
            "on": self.tr("On"),
            "off": self.tr("Off"),
        }
        for choice in REDUCE_MOTION_CHOICES:
            self.reduce_motion.addItem(motion_titles[choice], choice)
        self.reduce_motion.setAccessibleName(self.tr("Reduce motion"))
        self.reduce_motion.setToolTip(
            self.tr("Cards and markers appear where they land, fading in, instead of travelling across the table.")
        )
        self.pause = QDoubleSpinBox()
        self.pause.setRange(0, MAX_BOT_PAUSE_MS / 1000)
        self.pause.setDecimals(2)
        self.pause.setSingleStep(0.1)
        self.pause.setSuffix(self.tr(" s", "seconds"))
        self.pause.setAccessibleName(self.tr("Pause before a computer player moves, in seconds"))
        self.pause.setToolTip(self.tr("How long a computer player waits before it moves, so you can follow the game."))
        table_box = QGroupBox(self.tr("Table"))
        table = QFormLayout(table_box)
        speed_label = QLabel(self.tr("&Animation speed:"))
        speed_label.setBuddy(self.speed)
        table.addRow(speed_label, self.speed)
        motion_label = QLabel(self.tr("R&educe motion:"))
        motion_label.setBuddy(self.reduce_motion)
        table.addRow(motion_label, self.reduce_motion)
        pause_label = QLabel(self.tr("&Computer players wait:"))
        pause_label.setBuddy(self.pause)
        table.addRow(pause_label, self.pause)

        self.sound_on = QCheckBox(self.tr("&Play sounds"))
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setRange(0, 100)
        self.volume.setPageStep(10)
        self.volume.setAccessibleName(self.tr("Volume"))
        self.volume_text = QLabel()
        self.volume_text.setMinimumWidth(self.volume_text.fontMetrics().horizontalAdvance("100 %") + 4)
        self.test = QPushButton(self.tr("&Test"))
        self.test.setToolTip(self.tr("Play a sound at this volume."))
        self.test.clicked.connect(lambda: play_sample(self.volume.value()))
        self.volume.valueChanged.connect(self._show_volume)
        self.sound_on.toggled.connect(self._enable_volume)
        volume_row = QHBoxLayout()
        volume_row.addWidget(self.volume, 1)
        volume_row.addWidget(self.volume_text)
        volume_row.addWidget(self.test)
        sound_box = QGroupBox(self.tr("Sound"))
        sound = QFormLayout(sound_box)
        sound.addRow(self.sound_on)
        self.volume_label = QLabel(self.tr("&Volume:"))
        self.volume_label.setBuddy(self.volume)
        sound.addRow(self.volume_label, volume_row)

        self.language = QComboBox()
        system = LANGUAGE_NAMES[system_language()]
        self.language.addItem(self.tr("System default ({language})").format(language=system), "system")
        for code in LANGUAGE_CHOICES[1:]:
            self.language.addItem(LANGUAGE_NAMES[code], code)
        self.language.setAccessibleName(self.tr("Language"))
        language_box = QGroupBox(self.tr("Language"))
        language_form = QFormLayout(language_box)
        language_label = QLabel(self.tr("&Language:"))
        language_label.setBuddy(self.language)
        language_form.addRow(language_label, self.language)
        restart_note = QLabel(
            self.tr("A new language shows at once in most of the window, and everywhere once it is restarted.")
        )
        restart_note.setWordWrap(True)
        language_form.addRow(restart_note)

        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).clicked.connect(self.show_defaults)
        self.buttons = buttons

        layout = QVBoxLayout(self)
        layout.addWidget(table_box)
        layout.addWidget(sound_box)
        layout.addWidget(language_box)
        layout.addWidget(buttons)
        self._show(
            preferences.animation_speed, preferences.bot_pause_ms, preferences.sound_on, preferences.sound_volume
        )
        self.language.setCurrentIndex(self.language.findData(preferences.language))
        self.reduce_motion.setCurrentIndex(self.reduce_motion.findData(preferences.reduce_motion))
        self.speed.setFocus()

    def _show(self, speed: str, pause_ms: int, sound_on: bool, volume: int) -> None:
        self.speed.setCurrentIndex(self.speed.findData(speed))
        self.pause.setValue(pause_ms / 1000)
        self.sound_on.setChecked(sound_on)
        self.volume.setValue(volume)
        self._show_volume(volume)
        self._enable_volume(sound_on)

    def show_defaults(self) -> None:
        self._show(DEFAULT_SPEED, PAUSE_MS, True, DEFAULT_VOLUME)
        self.language.setCurrentIndex(self.language.findData("system"))
        self.reduce_motion.setCurrentIndex(self.reduce_motion.findData("desktop"))

    def _show_volume(self, volume: int) -> None:
        self.volume_text.setText(f"{volume} %")

    def _enable_volume(self, on: bool) -> None:
        for widget in (self.volume_label, self.volume, self.volume_text, self.test):
            widget.setEnabled(on)

    def accept(self) -> None:
        self.preferences.animation_speed = self.speed.currentData()
        self.preferences.reduce_motion = self.reduce_motion.currentData()
        self.preferences.bot_pause_ms = round(self.pause.value() * 1000)
        self.preferences.sound_on = self.sound_on.isChecked()
        self.preferences.sound_volume = self.volume.value()
        choice, before = self.language.currentData(), self.preferences.language
        self.preferences.language = choice
        self.preferences.sync()
        super().accept()
        # only a new choice changes the language (one forced at start-up stays until then)
        if choice != before and resolve(choice) != language():
            apply_language(resolve(choice))
            self.language_changed.emit(resolve(choice))
