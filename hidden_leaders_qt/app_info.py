"""Who the application is: names, version, licence and credits, shared by the command line, the window
and the packaging files (which the tests hold to the same values)."""

from importlib import metadata
from importlib.util import find_spec
from pathlib import Path

DISTRIBUTION = "hidden-leaders-qt"
APP_NAME = "Hidden Leaders"
ORGANIZATION = "hidden-leaders-qt"
# Reverse-DNS id of the desktop file, the AppStream metainfo and the icon: the GitHub-style id
# of the organisation name, its hyphens written as underscores as AppStream asks.
APP_ID = "io.github.hidden_leaders_qt.HiddenLeaders"
GAME_DESIGNERS = ("Raphael Stocker", "Andreas Müller", "Markus Müller")
GAME_PUBLISHER = "BFF Games"


def app_version() -> str:
    """The installed package's version, so that it is written in pyproject.toml only."""
    return metadata.version(DISTRIBUTION)


def license_name() -> str:
    """The package's licence as a reader would name it: the SPDX expression without `LicenseRef-`."""
    name = metadata.metadata(DISTRIBUTION)["License-Expression"].removeprefix("LicenseRef-")
    return name[:1].upper() + name[1:]


def engine_build() -> str:
    """'compiled' when the engine runs from the optional build's extension modules (setup.py),
    else 'pure Python': benchmarks say which one they measured."""
    spec = find_spec("hidden_leaders_qt.engine.core.state")
    origin = spec.origin if spec is not None else None
    return "compiled" if origin is not None and Path(origin).suffix in (".so", ".pyd") else "pure Python"
