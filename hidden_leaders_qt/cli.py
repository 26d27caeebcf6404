"""The `hidden-leaders` command."""

import argparse
import multiprocessing
import os
import sys
from pathlib import Path

from hidden_leaders_qt.app_info import app_version
from hidden_leaders_qt.engine.core.errors import escaped
from hidden_leaders_qt.engine.core.settings import Settings
from hidden_leaders_qt.engine.data.cards import CARDS_ENV, default_db, load_cards
from hidden_leaders_qt.engine.data.parsing import CardDataError
from hidden_leaders_qt.engine.data.regular_files import UnusableFileError, check_folder, check_target, read_regular

# Every count has a range, so that no command line runs for ever: a million random games
# take about half an hour, the largest tournament days, not years.
MAX_SIMULATED_GAMES = 1_000_000
MAX_TOURNAMENT_GAMES = 100_000
MAX_BUDGET = 100_000  # search iterations per decision; the app searches about 8,000
MAX_TURNS = 500  # no game lasts that long
SEED_RANGE = (0, 2**63 - 1)
MAX_SEED_FILE_BYTES = 1 << 20
MAX_DIGITS = 30  # a number written longer is out of every range; Python will not read 4,300 digits
# how much of a hostile argument an error message quotes
QUOTED = 60


def _simulate(args: argparse.Namespace) -> int:
    from hidden_leaders_qt.tournaments.simulate import simulate

    report = simulate(args.players, args.games, args.seed, not args.no_promo, args.beginner, _modules(args))
    print("\n".join(report.lines()))
    return 0


def _validate(args: argparse.Namespace) -> int:
    try:
        db = load_cards(args.directory)
    except CardDataError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    print(
        f"ok: {len(db.heroes)} heroes, {len(db.leaders)} leaders and {len(db.fate_deck)} fate cards, "
        f"{len(db.programs)} ability programs, {len(db.artifact_sides)} artifact sides"
    )
    return 0


def _screenshot(args: argparse.Namespace) -> int:
    import os

    # the table is rendered off screen, so this works without a display too
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    from PySide6.QtGui import QImageWriter

    from hidden_leaders_qt.ui.window.screenshot import take_screenshot

    if not 0 <= args.seat < args.players:
        args.usage_error(f"--seat: seat {args.seat} does not exist at {args.players} players (0 to {args.players - 1})")
    out = Path(args.out)
    try:
        if out.is_dir():
            args.usage_error(f"--out: {out} is a folder; give a file name")
        if not out.parent.is_dir():
            args.usage_error(f"--out: the folder {out.parent} does not exist")
    except OSError as error:  # a name too long for the system
        args.usage_error(f"--out: {error.strerror}")
    try:
        check_target(out)
    except UnusableFileError as error:
        args.usage_error(f"--out: {error}")
    types = sorted(bytes(name).decode() for name in QImageWriter.supportedImageFormats())
    if out.suffix.lower().lstrip(".") not in types:
        args.usage_error(f"--out: cannot write images of type {out.suffix!r}; use one of .{', .'.join(types)}")
    try:
        take_screenshot(args.seed, args.turns, args.seat, out, args.size, args.players, _modules(args))
    except OSError as error:
        print(f"error: {escaped(str(error), 4 * QUOTED)}", file=sys.stderr)
        return 1
    print(f"saved {escaped(str(out), 4 * QUOTED)}")
    return 0


BOTS = ("random", "easy", "medium", "hard", "expert")
# screenshot sizes: the window's minimum up to 8K
WIDTHS, HEIGHTS = (640, 7680), (420, 4320)


def _tournament(args: argparse.Namespace) -> int:
    from hidden_leaders_qt.tournaments.tournament import WorkersDiedError, run_tournament
    from hidden_leaders_qt.tournaments.tournament_journal import JournalError

    default_db()  # broken card data is reported here, not from inside a worker process
    try:
        report = run_tournament(
            args.players,
            args.seat,
            args.field,
            args.games,
            args.seed,
            args.budget,
            args.workers,
            args.seed_file,
            _modules(args),
            args.journal,
            progress=not args.quiet,
        )
    except (JournalError, WorkersDiedError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    except OSError as error:
        print(f"error: the journal {escaped(str(args.journal), QUOTED)}: {error.strerror or error}", file=sys.stderr)
        return 1
    print("\n".join(report.lines()))
    return 0


MODULE_FLAGS = {
    "queens_and_friend": "with Queens & Friend (the 3 Queens and Emperor's Best Friend)",
    "keeper_of_discord": "with the Keeper of Discord promo card",
    "golems": "with the Golems module (golem heroes and leaders, the golem marker, fate cards)",
    "bribery": "with the Bribery module (tokens laid on heroes by bribes)",
    "artifacts": "with the Artifacts module (an artifact for each player)",
    "royal_intrigue": "with the Royal Intrigue variant (needs Queens & Friend and Artifacts)",
}


def _add_module_options(parser: argparse.ArgumentParser) -> None:
    for option, text in MODULE_FLAGS.items():
        parser.add_argument(f"--{option.replace('_', '-')}", action="store_true", help=text)
    parser.add_argument("--all-modules", action="store_true", help="with all of them")
    # a module without those it needs is a bad command line like any other (exit status 2)
    parser.set_defaults(usage_error=parser.error)


def _modules(args: argparse.Namespace) -> dict[str, bool]:
    modules = {option: args.all_modules or getattr(args, option) for option in MODULE_FLAGS}
    try:
        Settings(**modules)
    except ValueError as error:
        args.usage_error(str(error))
    return modules


def _quoted(text: str) -> str:
    """Part of an argument as a message shows it: escaped, and short however long it is."""
    return f"'{escaped(text, QUOTED)}'"


def _whole(low: int, high: int):
    """An argument type: a whole number from `low` to `high`."""

    def parse(text: str) -> int:
        word = text.strip()
        digits = word[1:] if word[:1] in ("+", "-") else word
        if not (digits.isascii() and digits.isdigit()):
            raise argparse.ArgumentTypeError(f"{_quoted(text)} is not a whole number")
        if len(digits.lstrip("0")) > MAX_DIGITS:  # Python refuses to read thousands of them
            raise argparse.ArgumentTypeError(f"{_quoted(text)} is not from {low} to {high}")
        value = int(word)
        if value < low:
            raise argparse.ArgumentTypeError(f"{value} is less than {low}")
        if value > high:
            raise argparse.ArgumentTypeError(f"{value} is more than {high}")
        return value

    return parse


def _journal(text: str) -> Path:
    """A journal file to go on with or to begin: a regular file or a name not yet taken, in
    an existing folder (a pipe would wait for ever, a device never end)."""
    try:
        check_target(text)
        check_folder(os.path.dirname(text) or ".")
    except UnusableFileError as error:
        raise argparse.ArgumentTypeError(str(error)) from None
    return Path(text)


def _field(text: str) -> list[str]:
    """The field bots, one kind or a comma-separated list."""
    bots = text.split(",")
    unknown = sorted(set(bots) - set(BOTS))
    if unknown:
        raise argparse.ArgumentTypeError(
            f"unknown bot {_quoted(', '.join(unknown))} (choose from {', '.join(BOTS)}, or several joined by commas)"
        )
    return bots


def _size(text: str) -> tuple[int, int]:
    """WIDTHxHEIGHT of a window that can be shown and grabbed."""
    width, _, height = text.lower().partition("x")
    if not all(part.strip().isascii() and part.strip().isdigit() for part in (width, height)):
        raise argparse.ArgumentTypeError(f"{_quoted(text)} is not WIDTHxHEIGHT, say 1280x800")
    return _whole(*WIDTHS)(width), _whole(*HEIGHTS)(height)


def _seed_file(text: str) -> Path:
    """A readable file of whole numbers, one deal seed each, separated by white space.

    Only a regular file of at most `MAX_SEED_FILE_BYTES` is read: a pipe or a device
    would be read for ever."""
    path = Path(text)

    def refuse(problem: str):
        raise argparse.ArgumentTypeError(f"cannot read {_quoted(text)}: {problem}")

    try:
        content = read_regular(path, MAX_SEED_FILE_BYTES).decode("utf-8")
    except UnusableFileError as error:
        refuse(error.strerror)
    except UnicodeDecodeError:
        refuse("not UTF-8 text")
    seed = _whole(*SEED_RANGE)
    for number, line in enumerate(content.splitlines(), 1):
        for word in line.split():
            try:
                seed(word)
            except argparse.ArgumentTypeError as error:
                raise argparse.ArgumentTypeError(f"{_quoted(text)} line {number}: {error}") from None
    if not content.split():
        raise argparse.ArgumentTypeError(f"{_quoted(text)} holds no seeds")
    return path


def _card_folder(text: str) -> Path:
    if not text.strip():
        raise argparse.ArgumentTypeError("an empty folder name (for the current folder, say '.')")
    try:
        folder = Path(text).expanduser()
        found = folder.is_dir()
    except (OSError, RuntimeError) as error:  # a name too long for the system, ~nobody
        raise argparse.ArgumentTypeError(f"{_quoted(text)}: {getattr(error, 'strerror', None) or error}") from None
    if not found:
        raise argparse.ArgumentTypeError(f"{_quoted(text)} is not a folder")
    return folder.resolve()


class _Parser(argparse.ArgumentParser):
    """Its error line is escaped and short: argparse quotes the arguments it refuses, which
    may be huge or hold characters that clear the terminal."""

    def error(self, message: str):
        super().error(escaped(message, 4 * QUOTED + 200))


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="hidden-leaders", description="Hidden Leaders, a digital adaptation.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {app_version()}")
    parser.add_argument(
        "--cards",
        type=_card_folder,
        metavar="DIR",
        help=f"play with the card files of this folder instead of the game's own (also: {CARDS_ENV}=DIR)",
    )
    commands = parser.add_subparsers(dest="command")
    sim = commands.add_parser("simulate", help="play random games headless and print statistics")
    sim.add_argument("--players", type=int, default=4, choices=range(2, 7))
    sim.add_argument("--games", type=_whole(1, MAX_SIMULATED_GAMES), default=1000)
    sim.add_argument("--seed", type=_whole(*SEED_RANGE), default=1)
    sim.add_argument("--no-promo", action="store_true", help="leave the 12 promotional heroes out")
    sim.add_argument("--beginner", action="store_true", help="the beginner variant")
    _add_module_options(sim)
    sim.set_defaults(run=_simulate)
    validate = commands.add_parser("validate-cards", help="check the card data files")
    validate.add_argument(
        "directory", nargs="?", type=_card_folder, default=None, help="card directory (default: the game's)"
    )
    validate.set_defaults(run=_validate)
    tour = commands.add_parser("tournament", help="seat-rotated games on duplicate deals between computer players")
    tour.add_argument("--players", type=int, default=4, choices=range(2, 7))
    tour.add_argument("--seat", default="medium", choices=BOTS, help="the bot under test")
    tour.add_argument(
        "--field",
        type=_field,
        default=["random"],
        help="the bot in every other seat, or a comma-separated mixed field taken in turn order after the tested bot",
    )
    tour.add_argument("--games", type=_whole(1, MAX_TOURNAMENT_GAMES), default=400)
    tour.add_argument("--seed", type=_whole(*SEED_RANGE), default=1, help="deals are drawn from this seed")
    tour.add_argument(
        "--seed-file",
        type=_seed_file,
        default=None,
        help="a file of deal seeds (tuning and measuring use different ones)",
    )
    tour.add_argument(
        "--budget",
        type=_whole(1, MAX_BUDGET),
        default=400,
        help="search iterations per decision for hard bots (expert: in the ratio of its time in play, 4x)",
    )
    tour.add_argument(
        "--workers", type=_whole(1, 64), default=os.cpu_count() or 1, help="worker processes (default: every core)"
    )
    tour.add_argument(
        "--journal",
        type=_journal,
        default=None,
        help="a file that keeps every finished game: run the same command again to go on after an interruption",
    )
    tour.add_argument("--quiet", action="store_true", help="no progress bar (games done, share so far, time left)")
    _add_module_options(tour)
    tour.set_defaults(run=_tournament)
    shot = commands.add_parser("screenshot", help="render the table of a seeded game to a PNG")
    shot.add_argument("--seed", type=_whole(*SEED_RANGE), default=1)
    shot.add_argument("--turns", type=_whole(0, MAX_TURNS), default=8)
    shot.add_argument("--seat", type=_whole(-99, 99), default=0, help="whose view (0-based seat)")
    shot.add_argument("--players", type=int, default=4, choices=range(2, 7))
    shot.add_argument("--size", type=_size, default=(1280, 800), help="window size, WIDTHxHEIGHT")
    shot.add_argument("--out", default="table.png", help="an image file (.png, .jpg ...) in an existing folder")
    _add_module_options(shot)
    shot.set_defaults(run=_screenshot, usage_error=shot.error)
    return parser


def main(argv: list[str] | None = None) -> int:
    multiprocessing.freeze_support()  # a frozen build's search processes start here
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.cards is not None:
        # through the environment, so that the search's worker processes read the same cards
        os.environ[CARDS_ENV] = str(args.cards)
    if os.environ.get(CARDS_ENV) and args.command != "validate-cards":
        try:
            load_cards()
        except CardDataError as error:
            print(f"error: in the card folder {escaped(os.environ[CARDS_ENV], 200)}: {error}", file=sys.stderr)
            return 1
    if args.command is None:
        from hidden_leaders_qt.ui.window.app import run

        return run()
    try:
        return args.run(args)
    except CardDataError as error:  # one line, not a traceback
        print(f"error: {error}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
