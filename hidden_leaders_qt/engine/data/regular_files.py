"""The one guard every file the program reads or writes goes through.

Only a regular file of a bounded size is read or written: opening a FIFO blocks until
someone writes to it, `/dev/zero` never ends, a file of `/proc` or `/sys` says it is empty
and is not. Each is refused with a short sentence (an `UnusableFileError`, an OSError, so
that every caller already reporting a file it cannot use reports this one too) before
anything could block or fill the memory; the sentence is kept as a kind of `problem_words`,
written in the language it is read in. Opening is done with O_NONBLOCK and checked again with
fstat, so a FIFO put in place after the first look cannot block either. Pure Python, so the
engine's card loading uses it as the saves, the history and the commands do.
"""

import errno
import os
import stat
from typing import BinaryIO, cast

from hidden_leaders_qt.engine.core.errors import escaped
from hidden_leaders_qt.engine.words.problem_words import Number, Said, said

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
    """A path that is not a regular file the program may use, with the reason (`reason`, a
    kind of `problem_words`) in words of the language it is read in (`strerror`; `str()`
    names the path, quoted short and escaped)."""

    def __init__(
        self, path: str | os.PathLike, reason: Said, code: int = errno.EINVAL, size: int | None = None
    ) -> None:
        super().__init__(code, str(reason))
        self.path = os.fspath(path)
        self.reason = reason
        self.size = size  # of a file refused for being too large

    @property
    def strerror(self) -> str:  # type: ignore[override]  # read in the language of the moment
        return str(self.reason)

    def __str__(self) -> str:
        return f"{quoted(self.path)}: {self.strerror}"

    def __reduce__(self):
        return (UnusableFileError, (self.path, self.reason, self.errno, self.size))


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
        raise UnusableFileError(path, said("file_no_folder"), errno.ENOTDIR)


def _refuse_system_file(path: str | os.PathLike) -> None:
    try:
        real = os.path.realpath(path)
    except (OSError, ValueError) as exc:
        raise UnusableFileError(path, said("file_bad_name"), errno.EINVAL) from exc
    if any(real == folder or real.startswith(folder + os.sep) for folder in SYSTEM_FOLDERS):
        raise UnusableFileError(path, said("file_system"), errno.EPERM)


def _check_kind(path: str | os.PathLike, info: os.stat_result) -> None:
    mode = info.st_mode
    if stat.S_ISREG(mode):
        return
    if stat.S_ISDIR(mode):
        raise UnusableFileError(path, said("file_folder"), errno.EISDIR)
    if stat.S_ISFIFO(mode):
        problem = "file_pipe"
    elif stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        problem = "file_device"
    elif stat.S_ISSOCK(mode):
        problem = "file_socket"
    else:
        problem = "file_irregular"
    raise UnusableFileError(path, said(problem), errno.EINVAL)


def _check_size(path: str | os.PathLike, size: int, limit: int) -> None:
    if size > limit:
        raise UnusableFileError(path, said("file_too_large", amount=_amount(limit)), errno.EFBIG, size)


def _amount(size: int) -> Said:
    if size >= 1024 * 1024:
        return said("megabytes", amount=Number(size / 1024 / 1024, "g"))
    return said("kilobytes", amount=Number(size / 1024, "g"))


def _refusal(path: str | os.PathLike, exc: OSError) -> UnusableFileError:
    """The guard's own error for an OSError met on the way."""
    reason = _reason(exc)
    if exc.errno == errno.ENOENT and os.path.islink(path):
        reason = said("file_dangling")
    return UnusableFileError(path, reason, exc.errno or errno.EIO)


def _reason(exc: OSError) -> Said:
    reasons = {
        errno.ENAMETOOLONG: "file_name_too_long",
        errno.ENOENT: "file_missing",
        errno.ENOTDIR: "file_path_not_folder",
        errno.EACCES: "file_forbidden",
        errno.EPERM: "file_forbidden",
        errno.ELOOP: "file_loop",
        errno.ENXIO: "file_pipe_or_device",
        errno.EISDIR: "file_folder",
    }
    known = reasons.get(exc.errno or 0)
    if known:
        return said(known)
    return said("file_unusable", why=exc.strerror or type(exc).__name__)
