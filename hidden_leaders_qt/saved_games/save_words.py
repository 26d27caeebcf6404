"""What a player reads about saves, in English and German: why a save was refused, why a game
could not be saved, a saved game's one-line summary: what the window shows first. The
technical details of an error are its own, in the language of the moment (`problem_words`)."""

import errno
import os
from datetime import datetime
from pathlib import Path

from hidden_leaders_qt.engine.core.errors import SaveFormatError
from hidden_leaders_qt.engine.data.regular_files import UnusableFileError
from hidden_leaders_qt.engine.words.problem_words import Number, Said, card_set_title, said
from hidden_leaders_qt.language import language, marked
from hidden_leaders_qt.saved_games.save_errors import (
    MissingCardsError,
    NotASaveError,
    OtherVersionError,
    UnreadableFileError,
)
from hidden_leaders_qt.saved_games.save_reading import EXCERPT_CHARACTERS

# the longest file or folder name the common file systems (ext4, NTFS, APFS) allow, in bytes
NAME_MAX_BYTES = 255
_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
_MONTHS_DE = ("Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sep.", "Okt.", "Nov.", "Dez.")
# the sentence of each kind of refused save, from `problem_words`' one table
_LOAD_PROBLEMS = {
    NotASaveError: "words_not_a_save",
    OtherVersionError: "words_other_version",
    UnreadableFileError: "words_unreadable",
    MissingCardsError: "words_missing_cards",
}


def load_problem(error: SaveFormatError, autosaved: bool = False) -> str:
    """What a refused save means to the player, in one sentence, in the language of the
    moment; the error itself is the technical detail. `autosaved` speaks of the autosave."""
    game = said("words_autosaved_game" if autosaved else "words_this_game")
    card_set = error.card_set if isinstance(error, MissingCardsError) else ""
    kind = _LOAD_PROBLEMS.get(type(error), "words_damaged")
    return str(said(kind, game=game, title=card_set_title(card_set)))


def summary_line(names: list[str], progress: tuple[bool, int], saved_at: datetime | None, now: datetime | None) -> str:
    """A saved game's summary (`SavedGame.summary`) from the seats' names, whether it is over
    and its turn, and when it was saved."""
    over, turn = progress
    if language() == "de":
        return marked(_summary_line_de(names, progress, saved_at, now))
    if over:
        shown = "finished"
    elif turn == 0:
        shown = "setting up"
    else:
        shown = f"turn {turn}"
    parts = [f"{len(names)} players: {', '.join(names)}", shown]
    if saved_at is not None:
        parts.append(f"saved {_when(saved_at, now or datetime.now().astimezone())}")
    return " \u00b7 ".join(parts)


def _summary_line_de(
    names: list[str], progress: tuple[bool, int], saved_at: datetime | None, now: datetime | None
) -> str:
    """`summary_line` in German: "4 Spieler: Du, Mira, Tobin, Elske · Zug 7 · gespeichert am 26. Nov. 14:05"."""
    over, turn = progress
    shown = "beendet" if over else "im Aufbau" if turn == 0 else f"Zug {turn}"
    # the solo player's seat "You" is "Du" in German, as in the log
    german_names = ", ".join("Du" if name == "You" else name for name in names)
    parts = [f"{len(names)} Spieler: {german_names}", shown]
    if saved_at is not None:
        local = saved_at.astimezone()
        year = f" {local.year}" if local.year != (now or datetime.now().astimezone()).year else ""
        parts.append(f"gespeichert am {local.day}. {_MONTHS_DE[local.month - 1]}{year} {local:%H:%M}")
    return " \u00b7 ".join(parts)


def _when(moment: datetime, now: datetime) -> str:
    """ "26 Nov 14:05" in local time, with the year when it is not `now`'s; English month names
    like the rest of the app."""
    local = moment.astimezone()
    year = f" {local.year}" if local.year != now.year else ""
    return f"{local.day} {_MONTHS[local.month - 1]}{year} {local:%H:%M}"


def too_many_decisions(count: int, limit: int) -> str:
    """Why a game of `count` decisions is not saved, when a save holds at most `limit`."""
    return str(said("words_too_many", count=Number(count, ","), most=Number(limit, ",")))


def too_large_a_file(size: int, limit: int) -> str:
    """Why a game whose file would take `size` bytes is not saved, when a save is never over `limit` bytes."""
    return str(said("words_too_large", size=Number(size / 1024 / 1024), most=limit // 1024 // 1024))


def describe_save_error(error: OSError, path: str | os.PathLike) -> str:
    """An OSError from `save_game` as one sentence a person understands (the exception names
    the temporary file, which the person never asked for)."""
    path = Path(path)
    folder = path.parent
    reasons: dict[int | None, Said] = {
        errno.ENOENT: said("why_no_folder", folder=folder),
        errno.ENOTDIR: said("why_not_a_folder", folder=folder),
        errno.EACCES: said("why_no_writing", folder=folder),
        errno.EPERM: said("why_no_writing", folder=folder),
        errno.EISDIR: said("why_a_folder", path=path),
        errno.ENOSPC: said("why_full", folder=folder),
        errno.EROFS: said("why_read_only", folder=folder),
        errno.ENAMETOOLONG: said("why_long_name", name=_too_long_name(path)),
    }
    reason = reasons.get(error.errno)
    if reason is None and isinstance(error, UnusableFileError):
        reason = said("why_no_save_there", path=path, why=error.reason)
    return str(said("words_not_saved", reason=reason or said("why_system", why=error.strerror or error)))


def describe_data_folder_error(error: OSError, folder: str | os.PathLike) -> str:
    """Why the data folder cannot even be looked into at launch, as one sentence: the player
    still gets a new game, and learns why it will not be autosaved."""
    folder = Path(folder)
    reasons: dict[int | None, Said] = {
        errno.ENAMETOOLONG: said("why_long_name", name=_too_long_name(folder)),
        errno.EACCES: said("why_no_reading", folder=folder),
        errno.EPERM: said("why_no_reading", folder=folder),
    }
    reason = reasons.get(error.errno) or said("why_system", why=error.strerror or error)
    return str(said("words_no_data_folder", reason=reason))


def _too_long_name(path: Path) -> str:
    """The part of `path` too long for the system (a folder's as often as the file's),
    shortened for a message; the whole path when no single part is too long."""
    for part in path.parts:
        if len(os.fsencode(part)) > NAME_MAX_BYTES:
            return f"{part[:EXCERPT_CHARACTERS]}…"
    return str(path)
