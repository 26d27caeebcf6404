"""Edit ▸ Preferences: the preferences a person sets on purpose (the window remembers the
rest by itself). OK stores them, Cancel leaves them, Restore Defaults fills in the defaults."""

from collections.abc import Callable

from PySide6.QtCore import Qt
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

from hidden_leaders_qt.ui.game.bot_runner import PAUSE_MS
from hidden_leaders_qt.ui.window.preferences import (
    ANIMATION_SPEEDS,
    ANIMATION_TITLES,
    DEFAULT_SPEED,
    DEFAULT_VOLUME,
    MAX_BOT_PAUSE_MS,
    Preferences,
)


class PreferencesDialog(QDialog):
    """`play_sample(volume)` plays a sound at a volume (percent), for the Test button."""

    def __init__(
        self, preferences: Preferences, play_sample: Callable[[int], None], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle("Preferences")
        self.preferences = preferences

        self.speed = QComboBox()
        for speed in ANIMATION_SPEEDS:
            self.speed.addItem(ANIMATION_TITLES[speed], speed)
        self.speed.setAccessibleName("Animation speed")
        self.pause = QDoubleSpinBox()
        self.pause.setRange(0, MAX_BOT_PAUSE_MS / 1000)
        self.pause.setDecimals(2)
        self.pause.setSingleStep(0.1)
        self.pause.setSuffix(" s")
        self.pause.setAccessibleName("Pause before a computer player moves, in seconds")
        self.pause.setToolTip("How long a computer player waits before it moves, so you can follow the game.")
        table_box = QGroupBox("Table")
        table = QFormLayout(table_box)
        speed_label = QLabel("&Animation speed:")
        speed_label.setBuddy(self.speed)
        table.addRow(speed_label, self.speed)
        pause_label = QLabel("&Computer players wait:")
        pause_label.setBuddy(self.pause)
        table.addRow(pause_label, self.pause)

        self.sound_on = QCheckBox("&Play sounds")
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setRange(0, 100)
        self.volume.setPageStep(10)
        self.volume.setAccessibleName("Volume")
        self.volume_text = QLabel()
        self.volume_text.setMinimumWidth(self.volume_text.fontMetrics().horizontalAdvance("100 %") + 4)
        self.test = QPushButton("&Test")
        self.test.setToolTip("Play a sound at this volume.")
        self.test.clicked.connect(lambda: play_sample(self.volume.value()))
        self.volume.valueChanged.connect(self._show_volume)
        self.sound_on.toggled.connect(self._enable_volume)
        volume_row = QHBoxLayout()
        volume_row.addWidget(self.volume, 1)
        volume_row.addWidget(self.volume_text)
        volume_row.addWidget(self.test)
        sound_box = QGroupBox("Sound")
        sound = QFormLayout(sound_box)
        sound.addRow(self.sound_on)
        self.volume_label = QLabel("&Volume:")
        self.volume_label.setBuddy(self.volume)
        sound.addRow(self.volume_label, volume_row)

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
        layout.addWidget(buttons)
        self._show(
            preferences.animation_speed, preferences.bot_pause_ms, preferences.sound_on, preferences.sound_volume
        )
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

    def _show_volume(self, volume: int) -> None:
        self.volume_text.setText(f"{volume} %")

    def _enable_volume(self, on: bool) -> None:
        for widget in (self.volume_label, self.volume, self.volume_text, self.test):
            widget.setEnabled(on)

    def accept(self) -> None:
        self.preferences.animation_speed = self.speed.currentData()
        self.preferences.bot_pause_ms = round(self.pause.value() * 1000)
        self.preferences.sound_on = self.sound_on.isChecked()
        self.preferences.sound_volume = self.volume.value()
        self.preferences.sync()
        super().accept()
