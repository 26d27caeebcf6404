"""Run a plain function off the GUI thread and hear back in the GUI thread."""

from collections.abc import Callable

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal


class _Relay(QObject):
    finished = Signal(object, object)


class _Call(QRunnable):
    def __init__(self, function: Callable[[], object], relay: _Relay) -> None:
        super().__init__()
        self.function, self.relay = function, relay

    def run(self) -> None:
        try:
            result = self.function()
        except Exception as error:  # handed to the GUI thread, which decides what it means
            self.relay.finished.emit(None, error)
        else:
            self.relay.finished.emit(result, None)


_running: set[_Relay] = set()


def run_in_background(function: Callable[[], object], done: Callable[[object, Exception | None], None]) -> None:
    """Call `function()` in Qt's thread pool; then `done(result, None)` or `done(None,
    error)` runs in the thread that called this (it must run an event loop)."""
    relay = _Relay()
    _running.add(relay)

    def finished(result: object, error: Exception | None) -> None:
        _running.discard(relay)
        relay.deleteLater()
        done(result, error)

    relay.finished.connect(finished)
    QThreadPool.globalInstance().start(_Call(function, relay))
