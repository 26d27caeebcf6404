"""Render the table of a seeded game after some turns, as one seat sees it, to a PNG."""

import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from hidden_leaders_qt.ai.players import make_bot
from hidden_leaders_qt.engine import Settings, new_game
from hidden_leaders_qt.engine.data.regular_files import check_target
from hidden_leaders_qt.ui.game.game_model import Seat
from hidden_leaders_qt.ui.language.translators import apply_language, startup_language
from hidden_leaders_qt.ui.table.items import PAINT_BUDGET
from hidden_leaders_qt.ui.window.main_window import MainWindow
from hidden_leaders_qt.ui.window.preferences import SETTINGS_FORMAT, Preferences

BOT_NAMES = ("Ardan", "Belka", "Corvin", "Dessa", "Emrys", "Fenna")


def play_turns(settings: Settings, turns: int, kind: str = "medium") -> list:
    """The decisions of computer players for every seat until `turns` turns are complete."""
    st = new_game(settings)
    bots = [make_bot(kind, seat) for seat in range(settings.players)]  # seeds that tell nothing of the deal
    decisions = []
    while not st.is_over and st.turn <= turns:
        seat = st.deciding_seat
        option = bots[seat].choose(st.view_for(seat), st.db)
        st.apply(option)
        decisions.append(option)
    return decisions


def take_screenshot(
    seed: int, turns: int, seat: int, out: Path, size=(1280, 800), players: int = 4, modules: dict | None = None
) -> Path:
    check_target(out)  # a pipe would take the picture for ever, a device swallow it
    app = QApplication.instance() or QApplication([])
    # in the window's language (HIDDEN_LEADERS_LANGUAGE=de makes a German picture)
    apply_language(startup_language(Preferences().language))
    settings = Settings(players=players, seed=seed, **(modules or {}))
    seats = [Seat("You" if s == seat else BOT_NAMES[s], "human" if s == seat else "medium") for s in range(players)]
    with tempfile.TemporaryDirectory(prefix="hidden-leaders-screenshot-") as folder:
        # preferences of its own: the picture neither takes the game window's size and place
        # nor leaves its own in their stead
        preferences = Preferences(QSettings(str(Path(folder) / "preferences.ini"), SETTINGS_FORMAT))
        window = MainWindow(autosave_enabled=False, preferences=preferences)
        window.resize(*size)
        window.session.start(settings, seats, play_turns(settings, turns))
        window.session.bots.stop()
        window.show()
        PAINT_BUDGET.enabled = False  # a picture must show every face at once
        deadline = time.monotonic() + 0.8  # let the moves and marker slides finish
        while time.monotonic() < deadline:
            app.processEvents()
            time.sleep(0.01)
        saved = window.grab().save(str(out))
        PAINT_BUDGET.enabled = True
        window.shut_down()
    if not saved:
        raise OSError(f"Qt could not write {out}")
    return out
