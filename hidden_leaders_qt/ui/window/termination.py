"""Ending cleanly when the system asks: SIGTERM (logout, shutdown, `kill`), SIGHUP (the
terminal closed) and SIGINT (Ctrl+C) end the app's event loop, so that `run()` returns and
the interpreter shuts the search processes down instead of being killed around them.

Python runs a signal handler only when the interpreter gets control, and while Qt's event
loop waits it never does. So the C-level handler writes the signal's number to a socket
(`signal.set_wakeup_fd`) whose other end Qt watches; reading it there wakes the loop.
"""

import signal
import socket

from PySide6.QtCore import QCoreApplication, QObject, QSocketNotifier

TERMINATION_SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP", "SIGINT") if hasattr(signal, name))


class _TerminationWatch(QObject):
    """Owns the socket pair and its notifier for as long as the application lives."""

    def __init__(self, app: QCoreApplication) -> None:
        super().__init__(app)
        self.app = app
        self.reader, self.writer = socket.socketpair()
        self.reader.setblocking(False)
        self.writer.setblocking(False)
        self.notifier = QSocketNotifier(self.reader.fileno(), QSocketNotifier.Type.Read, self)
        self.notifier.activated.connect(self._woken)

    def _woken(self) -> None:
        try:
            received = self.reader.recv(64)
        except BlockingIOError:
            return
        if any(number in TERMINATION_SIGNALS for number in received):
            # exit, not quit: quit would first ask every window to close, and a window may ask
            # a question nobody is there to answer at logout (the game is autosaved); after
            # exit, Qt starts no new event loop either, so no dialog can hold the app open
            self.app.exit(0)


def quit_on_termination(app: QCoreApplication) -> None:
    """From now on, a termination signal quits `app`'s event loop (call from the main thread,
    before `app.exec()`)."""
    watch = _TerminationWatch(app)
    signal.set_wakeup_fd(watch.writer.fileno(), warn_on_full_buffer=False)
    for number in TERMINATION_SIGNALS:
        # the work is done when the socket wakes Qt; the handler only replaces the default action
        signal.signal(number, lambda *_: None)
