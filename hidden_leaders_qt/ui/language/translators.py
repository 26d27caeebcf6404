"""Which language the window speaks, and putting it in place.

The program's own catalogues are the `*_<code>.qm` files in the package's `translations/`
resources (one per UI sub-package, made by `packaging/translations.py`); Qt's own catalogue
(`qtbase_<code>.qm`, from the Qt that PySide6 brings) translates standard buttons and dialogs.
English is the language of the source, so it needs no catalogue. Beside Qt's translators the
pure texts (the engine's log, card texts, saves' messages) follow `language.set_language`, and
`QLocale.setDefault` makes numbers and dates follow too.
"""

import logging
import os
from importlib import resources
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from hidden_leaders_qt.language import LANGUAGES, PSEUDO, language, set_language

# A language named here wins over the preference at start-up: the tests run in English on any
# machine with it, and a person can try the other language once (HIDDEN_LEADERS_LANGUAGE=de).
# The pseudo language is started only so, with its catalogues made by
# `packaging/translations.py --pseudo FOLDER` in the folder the second variable names.
ENVIRONMENT_VARIABLE = "HIDDEN_LEADERS_LANGUAGE"
PSEUDO_CATALOGUES = "HIDDEN_LEADERS_PSEUDO_CATALOGUES"
QT_CATALOGUES = ("qtbase",)
LOCALES = {"en": QLocale(QLocale.Language.English), "de": QLocale(QLocale.Language.German)}
# the system locales that already write numbers and dates as each language does ("C" is English)
NATIVE = {"en": (QLocale.Language.English, QLocale.Language.C), "de": (QLocale.Language.German,)}
log = logging.getLogger(__name__)


# The translators in the application now, each with the bytes it reads from (Qt keeps no copy
# of a catalogue loaded from memory).
_installed: list[tuple[QTranslator, bytes]] = []


def system_language() -> str:
    """German on a German system, English on every other."""
    return "de" if QLocale.system().language() == QLocale.Language.German else "en"


def resolve(choice: str) -> str:
    """The language of a Preferences choice: "system", "en" or "de"."""
    return system_language() if choice == "system" else choice


def startup_language(choice: str) -> str:
    """The language to start in: the environment variable's if it names one, else the choice's."""
    forced = os.environ.get(ENVIRONMENT_VARIABLE, "")
    return forced if forced in (*LANGUAGES, PSEUDO) else resolve(choice)


def catalogue_data(code: str) -> list[bytes]:
    """Every catalogue of the program for `code`, then Qt's own, as bytes; none for English."""
    if code == "en":
        return []
    suffix = f"_{code}.qm"
    if code == PSEUDO:
        folder = Path(os.environ.get(PSEUDO_CATALOGUES) or "/nonexistent")
        code = "de"  # Qt's own catalogue in German
    else:
        folder = resources.files("hidden_leaders_qt.resources") / "translations"
    entries = sorted(folder.iterdir(), key=lambda entry: entry.name) if folder.is_dir() else []
    found = [entry.read_bytes() for entry in entries if entry.name.endswith(suffix)]
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    for name in QT_CATALOGUES:
        path = os.path.join(qt_folder, f"{name}_{code}.qm")
        if os.path.isfile(path):
            with open(path, "rb") as file:
                found.append(file.read())
        else:
            log.info("Qt's catalogue %s is not installed; standard buttons stay in English", path)
    return found


def apply_language(code: str) -> None:
    """Speak `code` from now on: the translators of the old language leave the application, the
    new one's come in (Qt sends every widget a LanguageChange event), and the pure texts and
    the default locale follow."""
    if code not in (*LANGUAGES, PSEUDO):
        raise ValueError(f"unknown language {code!r}")
    app = QCoreApplication.instance()
    for translator, _data in _installed:
        app.removeTranslator(translator)
        translator.deleteLater()
    _installed.clear()
    for data in catalogue_data(code):
        translator = QTranslator(app)
        if translator.load(data):
            app.installTranslator(translator)
            _installed.append((translator, data))
        else:
            log.warning("a %s catalogue could not be read; its texts stay in English", code)
    set_language(code)
    code = language()  # the pseudo language writes numbers and dates as German does
    # the system's own locale where it speaks the language (a British date stays British)
    system = QLocale.system()
    QLocale.setDefault(system if system.language() in NATIVE[code] else LOCALES[code])
