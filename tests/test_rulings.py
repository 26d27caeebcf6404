"""The rulings of `cards/RULINGS.md` and the tests stay tied together: every ruling is held
by at least one test that names its id, and no test names a ruling that is not written down."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RULINGS = ROOT / "cards" / "RULINGS.md"
TESTS = Path(__file__).resolve().parent
# "### R7. Title"; a withdrawn ruling keeps its heading, with "(withdrawn)" in its title
HEADING = re.compile(r"^### (R\d+)\. (.+)$", re.MULTILINE)
# "ruling R7", "rulings R3 and R4", "rulings R1, R2 and R9", "rulings R24-R31"
CITATION = re.compile(r"\brulings? (R\d+(?:(?:, | and |-)R\d+)*)")
CITED_ID = re.compile(r"R(\d+)")


def written_rulings() -> dict[str, str]:
    return dict(HEADING.findall(RULINGS.read_text(encoding="utf-8")))


def citations() -> dict[str, set[str]]:
    """Each ruling id a test names, with the files that name it (a range names every id in it)."""
    cited: dict[str, set[str]] = {}
    for path in sorted([*TESTS.glob("test_*.py"), *(TESTS / "scenarios").glob("*.yaml")]):
        if path.name == Path(__file__).name:
            continue
        for match in CITATION.finditer(path.read_text(encoding="utf-8")):
            text = match.group(1)
            numbers = [int(n) for n in CITED_ID.findall(text)]
            if "-" in text:
                numbers = list(range(numbers[0], numbers[-1] + 1))
            for number in numbers:
                cited.setdefault(f"R{number}", set()).add(path.name)
    return cited


def test_the_rulings_are_numbered_from_r1_without_gaps_or_repeats():
    ids = HEADING.findall(RULINGS.read_text(encoding="utf-8"))
    assert [ruling for ruling, _ in ids] == [f"R{n}" for n in range(1, len(ids) + 1)]


def test_every_ruling_in_force_is_cited_by_a_test():
    cited = citations()
    in_force = [ruling for ruling, title in written_rulings().items() if "(withdrawn)" not in title]
    assert in_force, "no ruling found in cards/RULINGS.md"
    assert [ruling for ruling in in_force if ruling not in cited] == []


def test_every_ruling_a_test_cites_is_written_down_and_in_force():
    rulings = written_rulings()
    unknown = {ruling: files for ruling, files in citations().items() if ruling not in rulings}
    withdrawn = {ruling: files for ruling, files in citations().items() if "(withdrawn)" in rulings.get(ruling, "")}
    assert unknown == {} and withdrawn == {}
