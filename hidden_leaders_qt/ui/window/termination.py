"""Ending cleanly when the system asks: SIGTERM (logout, shutdown, `kill`), SIGHUP (the
terminal closed) and SIGINT (Ctrl+C) end the app's event loop, so that `run()` returns and
the interpreter shuts the search processes down instead of being killed around them.

Python runs a signal handler only when the interpreter gets control, and while Qt's event
loop waits it never does. So the C-level handler writes the signal's number to a socket
(`signal.set_wakeup_fd`), which a thread of its own waits on; it tells the event loop to end.
Should the GUI thread not get there (stuck in a system call no one can interrupt), the thread
ends the process itself after `ENDING_SECONDS`: the autosave is written whole or not at all.
"""

import logging
import os
import signal
import socket
import sys
import threading
import time

from PySide6.QtCore import QCoreApplication, QObject, QThreadPool, Signal

TERMINATION_SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP", "SIGINT") if hasattr(signal, name))
# how long the app may take to end in order, once asked to, before it is ended at once
ENDING_SECONDS = 3.0
# how long reads still under way when the window has closed may go on before the app ends without them
LAST_READS_MS = 500


class _TerminationWatch(QObject):
    """Owns the socket pair and the thread that waits on it for as long as the application lives."""

    asked = Signal()  # emitted in the watching thread, received in the GUI thread

    def __init__(self, app: QCoreApplication) -> None:
        super().__init__(app)
        self.app = app
        self.reader, self.writer = socket.socketpair()
        self.writer.setblocking(False)
        self.asked.connect(self._end_loop)
        threading.Thread(target=self._watch, name="termination watch", daemon=True).start()

    def _watch(self) -> None:
        while received := self.reader.recv(64):  # empty once the socket is closed at exit
            if any(number in TERMINATION_SIGNALS for number in received):
                self.asked.emit()
                end_soon(0)
                return

    def _end_loop(self) -> None:
        # exit, not quit: quit would first ask every window to close, and a window may ask
        # a question nobody is there to answer at logout (the game is autosaved); after
        # exit, Qt starts no new event loop either, so no dialog can hold the app open
        self.app.exit(0)


def end_without_waiting(status: int) -> None:
    """The window has closed: end now if a read off the GUI thread is still under way (a file
    that never ends, a folder that does not answer), which Qt would otherwise wait for at exit,
    forever. Reads only read; the writes (autosave, history) have threads that are done by now."""
    if QThreadPool.globalInstance().waitForDone(LAST_READS_MS):
        return
    logging.getLogger(__name__).warning("a read was still under way when the window closed; not waiting for it")
    _end_now(status)


def _end_now(status: int) -> None:
    logging.shutdown()
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(status)


def end_soon(status: int, seconds: float = ENDING_SECONDS) -> None:
    """End the process with `status` after `seconds` unless it has ended by then (in a thread
    that needs only the interpreter's lock, which Qt gives up while it waits or reads)."""

    def end() -> None:
        time.sleep(seconds)
        logging.getLogger(__name__).warning("the app did not end in %.0f s; ending it now", seconds)
        _end_now(status)

    threading.Thread(target=end, name="ending deadline", daemon=True).start()


def quit_on_termination(app: QCoreApplication) -> None:
    """From now on, a termination signal quits `app`'s event loop (call from the main thread,
    before `app.exec()`)."""
    watch = _TerminationWatch(app)
    signal.set_wakeup_fd(watch.writer.fileno(), warn_on_full_buffer=False)
    for number in TERMINATION_SIGNALS:
        # the work is done by the thread the socket wakes; the handler only replaces the default action
        signal.signal(number, lambda *_: None)
