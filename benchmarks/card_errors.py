"""How fast a card folder with hostile YAML is refused, against loading the shipped cards.

Run: python benchmarks/card_errors.py [--repeat 5]

The tests bound the work of these loads in function calls (tests/work_budget.py); this
prints their wall-clock times, best of `--repeat`. Target: each error within 2 s.
"""

import argparse
import shutil
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from hidden_leaders_qt.engine.data.cards import default_cards_dir, load_cards
from hidden_leaders_qt.engine.data.parsing import CardDataError

HERMIT_TEXT = '    text: "Red -1. While red is the leading marker, you may move it -2 instead."'


def laughs(levels: int = 10, width: int = 9) -> str:
    """A list whose printed form has width**levels entries, written in a few hundred bytes."""
    lists = ["&l0 [" + ", ".join(["lol"] * width) + "]"]
    lists += [f"&l{i} [" + ", ".join([f"*l{i - 1}"] * width) + "]" for i in range(1, levels)]
    return "[" + ", ".join(lists) + "]"


def step_bomb() -> str:
    """An ability of 64**9 steps once its aliases are followed."""
    steps = ["&s0 {look_at: {zone: face_down}}"]
    for i in range(1, 10):
        copies = ", ".join([f"*s{i - 1}"] * 8)
        branches = ", ".join(f"{{label: b{k}, steps: [{copies}]}}" for k in range(8))
        steps.append(f"&s{i} {{choose_one: {{branches: [{branches}]}}}}")
    return f"[{', '.join(steps)}]"


LOOPING = "&loop [{choose_one: {branches: [{label: again, steps: *loop}, {label: stop, steps: []}]}}]"
CASES: dict[str, tuple[str, str, str]] = {
    "alias bomb in a hero's text": ("base_hill_tribes.yaml", HERMIT_TEXT, f"    text: {laughs()}"),
    "alias bomb in a leader's name": ("leaders.yaml", "    name: Lemron", f"    name: {laughs()}"),
    "alias bomb of steps": ("base_hill_tribes.yaml", HERMIT_TEXT, f"{HERMIT_TEXT}\n    ability: {step_bomb()}"),
    "self-referencing ability": ("base_hill_tribes.yaml", HERMIT_TEXT, f"{HERMIT_TEXT}\n    ability: {LOOPING}"),
    "self-referencing text": ("base_hill_tribes.yaml", HERMIT_TEXT, "    text: &t [*t]"),
}


def best_time(load: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        load()
        times.append(time.perf_counter() - started)
    return min(times)


def refused(folder: Path) -> None:
    try:
        load_cards(folder)
    except CardDataError:
        return
    raise SystemExit(f"{folder} loaded without an error: update this benchmark")


def hostile_folder(folder: Path, file: str, old: str, new: str) -> Path:
    shutil.copytree(default_cards_dir(), folder)
    path = folder / file
    text = path.read_text(encoding="utf-8")
    if old not in text:
        raise SystemExit(f"{old!r} is no longer in {file}: update this benchmark")
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return folder


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5, choices=range(1, 101), metavar="1-100")
    args = parser.parse_args()
    print(f"  {'the shipped cards':<32} {best_time(load_cards, args.repeat) * 1000:8.1f} ms")
    with tempfile.TemporaryDirectory() as temporary:
        root = Path(temporary)
        for index, (name, (file, old, new)) in enumerate(CASES.items()):
            folder = hostile_folder(root / f"case {index}", file, old, new)
            seconds = best_time(lambda folder=folder: refused(folder), args.repeat)
            print(f"  {name:<32} {seconds * 1000:8.1f} ms to the error")


if __name__ == "__main__":
    main()
