"""A bound on work that does not depend on the machine: the number of function calls.

A test that must show some input cannot make the program work without end (an alias bomb
in a card file) runs the code under this budget instead of a stopwatch; how long it takes
is measured in `benchmarks/`."""

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager


class WorkBudgetExceeded(AssertionError):
    pass


@contextmanager
def work_budget(calls: int) -> Iterator[Callable[[], int]]:
    """Fails the block once it has made more than `calls` function calls (Python and
    built-in); yields a function that tells how many it has made so far."""
    made = 0

    def count(_frame, event: str, _arg) -> None:
        nonlocal made
        if event in ("call", "c_call"):
            made += 1
            if made > calls:
                sys.setprofile(None)
                raise WorkBudgetExceeded(f"more than {calls:,} function calls")

    previous = sys.getprofile()
    sys.setprofile(count)
    try:
        yield lambda: made
    finally:
        sys.setprofile(previous)
