"""The one guard every file the program reads or writes goes through.

Only a regular file of a bounded size is read or written: opening a FIFO blocks until
someone writes to it, `/dev/zero` never ends, a file of `/proc` or `/sys` says it is empty
and is not. Each is refused with a short sentence (an `UnusableFileError`, an OSError, so
that every caller already reporting a file it cannot use reports this one too) before
anything could block or fill the memory. Opening is done with O_NONBLOCK and checked again
with fstat, so a FIFO put in place after the first look cannot block either. Pure Python,
so the engine's card loading uses it as the saves, the history and the commands do.
"""

import errno
import os
import stat
from typing import BinaryIO, cast

from hidden_leaders_qt.engine.core.errors import escaped
from hidden_leaders_qt.language import language, marked

# how much of a path a message quotes
QUOTED = 60
# folders whose files are the system's, not data: their sizes lie and reading some blocks
SYSTEM_FOLDERS = ("/proc", "/sys")
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_BINARY = getattr(os, "O_BINARY", 0)
_WRITE_FLAGS = {
    "ab": os.O_WRONLY | os.O_APPEND | os.O_CREAT,
    "wb": os.O_WRONLY | os.O_CREAT | os.O_TRUNC,
    "r+b": os.O_RDWR,
}


class UnusableFileError(OSError):
    """A path that is not a regular file the program may use, with the reason in words
    (`strerror`; `str()` names the path, quoted short and escaped)."""

    def __init__(
        self, path: str | os.PathLike, problem: str, code: int = errno.EINVAL, size: int | None = None
    ) -> None:
        super().__init__(code, problem)
        self.path = os.fspath(path)
        self.size = size  # of a file refused for being too large

    def __str__(self) -> str:
        return f"{quoted(self.path)}: {self.strerror}"


def quoted(path: str | os.PathLike) -> str:
    """A path as a message shows it: escaped, and short however long it is."""
    return f"'{escaped(os.fsdecode(path), QUOTED)}'"


def read_regular(path: str | os.PathLike, limit: int) -> bytes:
    """The bytes of the regular file at `path`, never more than `limit` of them;
    UnusableFileError for anything else, at once."""
    _refuse_system_file(path)
    try:
        _check_kind(path, os.stat(path))
        with os.fdopen(os.open(path, os.O_RDONLY | _NONBLOCK | _BINARY), "rb") as file:
            info = os.fstat(file.fileno())
            _check_kind(path, info)  # in case it was replaced meanwhile
            _check_size(path, info.st_size, limit)
            data = file.read(limit + 1)
    except UnusableFileError:
        raise
    except OSError as exc:
        raise _refusal(path, exc) from exc
    _check_size(path, len(data), limit)  # it grew while being read
    return data


def open_regular(path: str | os.PathLike, mode: str = "ab", limit: int | None = None) -> BinaryIO:
    """`path` opened for writing ("ab" appending, "wb" from the start, "r+b" updating),
    made if it does not exist unless updating; UnusableFileError at once when it is no
    regular file (or already over `limit` bytes)."""
    _refuse_system_file(path)
    try:
        check_target(path)
        fd = os.open(path, _WRITE_FLAGS[mode] | _NONBLOCK | _BINARY)
        try:
            info = os.fstat(fd)
            _check_kind(path, info)
            if limit is not None:
                _check_size(path, info.st_size, limit)
            if _NONBLOCK:
                os.set_blocking(fd, True)
        except BaseException:
            os.close(fd)
            raise
    except UnusableFileError:
        raise
    except OSError as exc:
        raise _refusal(path, exc) from exc
    return cast(BinaryIO, os.fdopen(fd, mode))


def check_target(path: str | os.PathLike) -> None:
    """Refuse, without opening it, a path that exists and is no regular file, before
    something else (a rename, Qt) writes there; a path not there yet is fine."""
    _refuse_system_file(path)
    try:
        _check_kind(path, os.stat(path))
    except FileNotFoundError:
        return
    except UnusableFileError:
        raise
    except OSError as exc:
        raise _refusal(path, exc) from exc


def check_folder(path: str | os.PathLike) -> None:
    """Refuse a path that is not a folder (or cannot be looked at), without opening it."""
    _refuse_system_file(path)
    try:
        info = os.stat(path)
    except OSError as exc:
        raise _refusal(path, exc) from exc
    if not stat.S_ISDIR(info.st_mode):
        raise UnusableFileError(path, _said("it is not a folder"), errno.ENOTDIR)


def _refuse_system_file(path: str | os.PathLike) -> None:
    try:
        real = os.path.realpath(path)
    except (OSError, ValueError) as exc:
        raise UnusableFileError(path, _said("the name cannot be used"), errno.EINVAL) from exc
    if any(real == folder or real.startswith(folder + os.sep) for folder in SYSTEM_FOLDERS):
        raise UnusableFileError(path, _said("it belongs to the system, it is no file of the program"), errno.EPERM)


def _check_kind(path: str | os.PathLike, info: os.stat_result) -> None:
    mode = info.st_mode
    if stat.S_ISREG(mode):
        return
    if stat.S_ISDIR(mode):
        raise UnusableFileError(path, _said("it is a folder, not a file"), errno.EISDIR)
    if stat.S_ISFIFO(mode):
        problem = "it is a named pipe, not a regular file"
    elif stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        problem = "it is a device, not a regular file"
    elif stat.S_ISSOCK(mode):
        problem = "it is a socket, not a regular file"
    else:
        problem = "it is not a regular file"
    raise UnusableFileError(path, _said(problem), errno.EINVAL)


def _check_size(path: str | os.PathLike, size: int, limit: int) -> None:
    if size > limit:
        problem = _said("it is larger than {amount}, which this file never is", amount=_amount(limit))
        raise UnusableFileError(path, problem, errno.EFBIG, size)


def _amount(size: int) -> str:
    if size >= 1024 * 1024:
        amount = f"{size / 1024 / 1024:g} MB"
        return amount.replace(".", ",") if language() == "de" else amount
    amount = f"{size / 1024:g} KB"
    return amount.replace(".", ",") if language() == "de" else amount


def _refusal(path: str | os.PathLike, exc: OSError) -> UnusableFileError:
    """The guard's own error for an OSError met on the way."""
    reason = _reason(exc)
    if exc.errno == errno.ENOENT and os.path.islink(path):
        reason = _said("it is a link to nothing")
    return UnusableFileError(path, reason, exc.errno or errno.EIO)


def _reason(exc: OSError) -> str:
    reasons = {
        errno.ENAMETOOLONG: "the name is too long for the system",
        errno.ENOENT: "it does not exist",
        errno.ENOTDIR: "a part of the name is not a folder",
        errno.EACCES: "you are not allowed to use it",
        errno.EPERM: "you are not allowed to use it",
        errno.ELOOP: "its links go round in a loop",
        errno.ENXIO: "it is a pipe or a device, not a regular file",
        errno.EISDIR: "it is a folder, not a file",
    }
    known = reasons.get(exc.errno or 0)
    if known:
        return _said(known)
    return _said("it cannot be used ({why})", why=exc.strerror or type(exc).__name__)


def _said(problem: str, **values: str) -> str:
    """A reason in the language of the moment (the history shows it in its window)."""
    template = marked(_PROBLEMS_DE[problem]) if language() == "de" and problem in _PROBLEMS_DE else problem
    return template.format(**values)


_PROBLEMS_DE = {
    "it is a folder, not a file": "es ist ein Ordner, keine Datei",
    "it is a named pipe, not a regular file": "es ist eine benannte Pipe, keine gewöhnliche Datei",
    "it is a device, not a regular file": "es ist ein Gerät, keine gewöhnliche Datei",
    "it is a socket, not a regular file": "es ist ein Socket, keine gewöhnliche Datei",
    "it is not a regular file": "es ist keine gewöhnliche Datei",
    "it is a pipe or a device, not a regular file": "es ist eine Pipe oder ein Gerät, keine gewöhnliche Datei",
    "it is not a folder": "es ist kein Ordner",
    "the name cannot be used": "der Name ist nicht verwendbar",
    "it belongs to the system, it is no file of the program": "es gehört dem System, keine Datei des Programms",
    "it is larger than {amount}, which this file never is": "es ist größer als {amount}, so groß ist diese Datei nie",
    "it is a link to nothing": "es ist ein Verweis ins Leere",
    "the name is too long for the system": "der Name ist für das System zu lang",
    "it does not exist": "es existiert nicht",
    "a part of the name is not a folder": "ein Teil des Namens ist kein Ordner",
    "you are not allowed to use it": "du darfst es nicht verwenden",
    "its links go round in a loop": "seine Verweise drehen sich im Kreis",
    "it cannot be used ({why})": "es ist nicht verwendbar ({why})",
}
