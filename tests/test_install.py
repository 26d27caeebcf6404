"""The game installs from its wheel and runs from anywhere, with the card data that came inside it.

The wheel is built from the source distribution, as `python -m build` does, so both are checked.
"""

import os
import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

from hidden_leaders_qt.app_info import app_version

ROOT = Path(__file__).resolve().parents[1]
# the card data and the two pages that explain it: the vocabulary and the rulings
CARD_FILES = [
    *sorted(ROOT.glob("cards/*.yaml")),
    *sorted(ROOT.glob("cards/de/*.yaml")),  # the German names and texts
    ROOT / "cards" / "README.md",
    ROOT / "cards" / "RULINGS.md",
]
RESOURCE_FILES = sorted(p for p in (ROOT / "resources").glob("*/**/*") if p.is_file())
SOURCE_MODULES = sorted(ROOT.glob("hidden_leaders_qt/**/*.py"))
# left out of the copy the distributions are built from
NOT_SOURCES = shutil.ignore_patterns(".*", "build", "dist", "shots", "*.egg-info", "__pycache__", "*.so", "*.c")


@pytest.fixture(scope="module")
def distributions(tmp_path_factory) -> tuple[Path, Path, str]:
    """The wheel, the sdist, and what the build printed."""
    out = tmp_path_factory.mktemp("dist")
    # from a copy: both test workers may build at once, and builds in one tree race over its egg-info
    source = tmp_path_factory.mktemp("source") / "tree"
    shutil.copytree(ROOT, source, ignore=NOT_SOURCES)
    built = subprocess.run(
        [sys.executable, "-m", "build", "--no-isolation", "--outdir", str(out), str(source)],
        capture_output=True,
        text=True,
    )
    assert built.returncode == 0, built.stdout + built.stderr
    (wheel,) = out.glob("*.whl")
    (sdist,) = out.glob("*.tar.gz")
    return wheel, sdist, built.stdout + built.stderr


@pytest.fixture(scope="module")
def installed(distributions, tmp_path_factory) -> Path:
    """The wheel installed into a folder of its own; the test environment supplies the dependencies."""
    target = tmp_path_factory.mktemp("site")
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--no-index", "--target", str(target)]
        + [str(distributions[0])],
        check=True,
    )
    return target


@pytest.fixture
def elsewhere(tmp_path) -> Path:
    """An unrelated working folder whose `cards/` is not the game's: loading it would fail."""
    decoy = tmp_path / "cards"
    decoy.mkdir()
    (decoy / "leaders.yaml").write_text("leaders: []\n", encoding="utf-8")
    return tmp_path


def run_installed(target: Path, cwd: Path, *args: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k not in ("HIDDEN_LEADERS_CARDS", "PYTHONPATH")}
    env["PYTHONPATH"] = str(target)
    return subprocess.run(list(args), cwd=cwd, env=env, capture_output=True, text=True, timeout=120)


def test_the_build_gives_no_warning_of_deprecated_configuration(distributions):
    assert "deprecat" not in distributions[2].lower()


def test_the_wheel_holds_every_card_file_icon_and_sound_inside_the_package(distributions):
    with zipfile.ZipFile(distributions[0]) as wheel:
        names = set(wheel.namelist())
        for card in CARD_FILES:
            relative = card.relative_to(ROOT / "cards").as_posix()
            assert wheel.read(f"hidden_leaders_qt/cards/{relative}") == card.read_bytes()
        assert any(path.suffix == ".wav" for path in RESOURCE_FILES)
        for resource in RESOURCE_FILES:
            relative = resource.relative_to(ROOT / "resources").as_posix()
            assert wheel.read(f"hidden_leaders_qt/resources/{relative}") == resource.read_bytes()
        entry_points = wheel.read(next(n for n in names if n.endswith(".dist-info/entry_points.txt"))).decode()
    assert {m.relative_to(ROOT).as_posix() for m in SOURCE_MODULES} <= names
    assert not [n for n in names if ".data/" in n], "nothing may be installed outside the package"
    assert "[console_scripts]\nhidden-leaders = hidden_leaders_qt.cli:main" in entry_points
    assert "[gui_scripts]\nhidden-leaders-gui = hidden_leaders_qt.cli:main" in entry_points


def test_the_sdist_carries_the_packaging_files_and_the_tests(distributions):
    with tarfile.open(distributions[1]) as sdist:
        names = {name.split("/", 1)[1] for name in sdist.getnames() if "/" in name}
    expected = [
        "packaging/hidden-leaders.spec",
        "packaging/build.sh",
        "packaging/io.github.hidden_leaders_qt.HiddenLeaders.desktop",
        "packaging/io.github.hidden_leaders_qt.HiddenLeaders.metainfo.xml",
        "packaging/screenshots/table.png",
        "packaging/render_sounds.py",
        "resources/sounds/your_turn.wav",
        "cards/leaders.yaml",
        "cards/RULINGS.md",
        "ARCHITECTURE.md",
        "resources/icons/hicolor/scalable/apps/io.github.hidden_leaders_qt.HiddenLeaders.svg",
        "tests/test_install.py",
    ]
    assert [name for name in expected if name not in names] == []


def test_the_installed_game_reads_its_own_cards_from_an_unrelated_folder(installed, elsewhere):
    where = run_installed(
        installed,
        elsewhere,
        sys.executable,
        "-c",
        "import hidden_leaders_qt.engine.data.cards as c; print(c.__file__); print(c.default_cards_dir())",
    )
    module, cards = where.stdout.splitlines()
    assert Path(module).is_relative_to(installed) and Path(cards) == installed / "hidden_leaders_qt" / "cards"
    validated = run_installed(installed, elsewhere, str(installed / "bin" / "hidden-leaders"), "validate-cards")
    assert validated.returncode == 0, validated.stderr
    assert validated.stdout.startswith("ok: 120 heroes, 10 leaders and 6 fate cards")


def test_the_installed_game_simulates_and_knows_its_version(installed, elsewhere):
    command = str(installed / "bin" / "hidden-leaders")
    simulated = run_installed(installed, elsewhere, command, "simulate", "--players", "3", "--games", "20")
    assert simulated.returncode == 0, simulated.stderr
    assert simulated.stdout.startswith("20 random 3-player games")
    version = run_installed(installed, elsewhere, command, "--version")
    assert version.stdout == f"hidden-leaders {app_version()}\n"
