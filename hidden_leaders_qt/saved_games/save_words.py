"""What a player reads about saves, in English and German: why a save was refused, why a game
could not be saved, a saved game's one-line summary: what the window shows first. The
technical details of an error are its own, in the language of the moment (`problem_words`)."""

import errno
import os
from datetime import datetime
from pathlib import Path

from hidden_leaders_qt.engine.core.errors import SaveFormatError
from hidden_leaders_qt.engine.data.regular_files import UnusableFileError
from hidden_leaders_qt.engine.words.problem_words import card_set_title
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
# The German side of what a player reads about saves (the technical details are `problem_words`').
_MONTHS_DE = ("Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sep.", "Okt.", "Nov.", "Dez.")
_LOAD_PROBLEMS_DE = {
    "not_a_save": "Diese Datei ist kein gespeichertes Spiel von „Heimliche Herrschaft“.",
    "other_version": "{game} stammt aus einer anderen Version von „Heimliche Herrschaft“, die diese nicht lesen kann.",
    "unreadable": "Diese Datei kann nicht gelesen werden.",
    "missing_cards": "{game} nutzt die Karten {title}, die in den Kartendaten fehlen.",
    "damaged": "{game} ist beschädigt oder unvollständig.",
}


def load_problem(error: SaveFormatError, autosaved: bool = False) -> str:
    """What a refused save means to the player, in one sentence, in the language of the
    moment; the error itself is the technical detail. `autosaved` speaks of the autosave."""
    if language() == "de":
        return _load_problem_de(error, autosaved)
    if autosaved:
        return load_problem(error).replace("This saved game", "The autosaved game")
    if isinstance(error, NotASaveError):
        return "This file is not a Hidden Leaders saved game."
    if isinstance(error, OtherVersionError):
        return "This saved game comes from another version of Hidden Leaders, which this one cannot read."
    if isinstance(error, UnreadableFileError):
        return "This file cannot be read."
    if isinstance(error, MissingCardsError):
        return f"This saved game uses the {card_set_title(error.card_set)} cards, which are missing from the card data."
    return "This saved game is damaged or incomplete."


def _load_problem_de(error: SaveFormatError, autosaved: bool) -> str:
    game = "Das automatisch gespeicherte Spiel" if autosaved else "Dieses gespeicherte Spiel"
    kind = {
        NotASaveError: "not_a_save",
        OtherVersionError: "other_version",
        UnreadableFileError: "unreadable",
        MissingCardsError: "missing_cards",
    }.get(type(error), "damaged")
    card_set = error.card_set if isinstance(error, MissingCardsError) else ""
    return marked(_LOAD_PROBLEMS_DE[kind]).format(game=marked(game), title=card_set_title(card_set))


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
    if language() == "de":
        return (
            f"Das Spiel ist zu lang, um gespeichert zu werden: Es hat {_thousands(count)} "
            f"Entscheidungen, ein gespeichertes Spiel fasst höchstens {_thousands(limit)}."
        )
    return f"The game is too long to be saved: it has {count:,} decisions, and a saved game holds at most {limit:,}."


def too_large_a_file(size: int, limit: int) -> str:
    """Why a game whose file would take `size` bytes is not saved, when a save is never over `limit` bytes."""
    megabytes = limit // 1024 // 1024
    if language() == "de":
        return (
            "Das Spiel ist zu lang, um gespeichert zu werden: Die Datei wäre "
            f"{f'{size / 1024 / 1024:.1f}'.replace('.', ',')} MB groß (höchstens {megabytes} MB)."
        )
    return (
        f"The game is too long to be saved: its file would take {size / 1024 / 1024:.1f} MB, "
        f"and a saved game is never over {megabytes} MB."
    )


def _thousands(number: int) -> str:
    """A count as German writes it: "100.000"."""
    return f"{number:,}".replace(",", ".")


def describe_save_error(error: OSError, path: str | os.PathLike) -> str:
    """An OSError from `save_game` as one sentence a person understands (the exception names
    the temporary file, which the person never asked for)."""
    path = Path(path)
    folder = path.parent
    reasons: dict[int | None, str] = {
        errno.ENOENT: f"the folder {folder} does not exist",
        errno.ENOTDIR: f"{folder} is not a folder",
        errno.EACCES: f"you are not allowed to write in the folder {folder}",
        errno.EPERM: f"you are not allowed to write in the folder {folder}",
        errno.EISDIR: f"{path} is a folder",
        errno.ENOSPC: f"the disk that holds {folder} is full",
        errno.EROFS: f"{folder} is on a disk that cannot be written to",
        errno.ENAMETOOLONG: f"the name {_too_long_name(path)} is too long",
    }
    if language() == "de":
        return marked(_save_error_de(error, path))
    unusable = isinstance(error, UnusableFileError) and f"{path} cannot take a save ({error.strerror})"
    reason = reasons.get(error.errno) or unusable or f"of a system error ({error.strerror or error})"
    return f"The game could not be saved because {reason}."


def _save_error_de(error: OSError, path: Path) -> str:
    """`describe_save_error` in German: the reason a clause with its verb last, after "weil"."""
    folder = path.parent
    reasons: dict[int | None, str] = {
        errno.ENOENT: f"der Ordner {folder} nicht existiert",
        errno.ENOTDIR: f"{folder} kein Ordner ist",
        errno.EACCES: f"du im Ordner {folder} nicht schreiben darfst",
        errno.EPERM: f"du im Ordner {folder} nicht schreiben darfst",
        errno.EISDIR: f"{path} ein Ordner ist",
        errno.ENOSPC: f"der Datenträger mit {folder} voll ist",
        errno.EROFS: f"{folder} auf einem schreibgeschützten Datenträger liegt",
        errno.ENAMETOOLONG: f"der Name {_too_long_name(path)} zu lang ist",
    }
    unusable = isinstance(error, UnusableFileError) and f"{path} keinen Spielstand aufnehmen kann ({error.strerror})"
    reason = reasons.get(error.errno) or unusable or f"ein Systemfehler auftrat ({error.strerror or error})"
    return f"Das Spiel konnte nicht gespeichert werden, weil {reason}."


def describe_data_folder_error(error: OSError, folder: str | os.PathLike) -> str:
    """Why the data folder cannot even be looked into at launch, as one sentence: the player
    still gets a new game, and learns why it will not be autosaved."""
    folder = Path(folder)
    if language() == "de":
        reasons: dict[int | None, str] = {
            errno.ENAMETOOLONG: f"der Name {_too_long_name(folder)} zu lang ist",
            errno.EACCES: f"du den Ordner {folder} nicht lesen darfst",
            errno.EPERM: f"du den Ordner {folder} nicht lesen darfst",
        }
        reason = reasons.get(error.errno) or f"ein Systemfehler auftrat ({error.strerror or error})"
        return marked(f"Der Datenordner ist nicht nutzbar, weil {reason}: Spiele werden nicht automatisch gespeichert.")
    reasons = {
        errno.ENAMETOOLONG: f"the name {_too_long_name(folder)} is too long",
        errno.EACCES: f"you are not allowed to read the folder {folder}",
        errno.EPERM: f"you are not allowed to read the folder {folder}",
    }
    reason = reasons.get(error.errno) or f"of a system error ({error.strerror or error})"
    return f"The data folder cannot be used because {reason}: games will not be autosaved."


def _too_long_name(path: Path) -> str:
    """The part of `path` too long for the system (a folder's as often as the file's),
    shortened for a message; the whole path when no single part is too long."""
    for part in path.parts:
        if len(os.fsencode(part)) > NAME_MAX_BYTES:
            return f"{part[:EXCERPT_CHARACTERS]}…"
    return str(path)
