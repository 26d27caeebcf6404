"""The optional compiled build: with HIDDEN_LEADERS_COMPILE=1 (and Cython installed), the engine and
the search are compiled to C extension modules, which play the same games about twice as fast.

Without the variable, the package is pure Python. With it but without a working compiler, each
module that fails to build is left as Python (the extensions are optional), so an install never
fails for want of a compiler. Everything else about the package is in pyproject.toml.
"""

import os

from setuptools import setup

# The modules a game and a search run through, thousands of times a second. The rest (loading
# and checking card files, saves, texts, scenario layouts) runs once in a while and stays Python,
# which also keeps the compile short; card files must, since PyYAML recognises its constructors'
# generators by their Python type, which a compiled generator does not have. A module with a
# `.pxd` file beside it (fields, table, turn, state, frames, rng) gets more from Cython: its
# classes become extension types with C slots and C-callable methods, read by cythonize from there.
ENGINE_MODULES = (
    "core/board", "core/constants", "core/deal", "core/events", "core/fields", "core/frames", "core/markers",
    "core/options", "core/rng", "core/settings", "core/state", "core/table",
    "rules/choice_steps", "rules/pile_steps", "rules/scoring", "rules/select_steps", "rules/selectors",
    "rules/step_base", "rules/steps", "rules/turn", "rules/turn_options", "rules/view",
    "modules/artifact_cards", "modules/artifact_state", "modules/artifacts", "modules/bribery",
    "modules/bribery_view", "modules/module_steps", "modules/reactions", "modules/royal_intrigue", "modules/shield",
    "modules/tokens",
)  # fmt: skip
SEARCH_MODULES = ("search/search_bot", "search/estimate", "belief", "search/position", "rule_bot")


def compiled_sources() -> list[str]:
    engine = [f"hidden_leaders_qt/engine/{name}.py" for name in ENGINE_MODULES]
    return engine + [f"hidden_leaders_qt/ai/{name}.py" for name in SEARCH_MODULES]


def extensions() -> list:
    if os.environ.get("HIDDEN_LEADERS_COMPILE") != "1":
        return []
    try:
        from Cython.Build import cythonize
    except ImportError as missing:
        raise SystemExit("HIDDEN_LEADERS_COMPILE=1 needs Cython: pip install 'cython>=3.1'") from missing
    modules = cythonize(
        compiled_sources(),
        # annotations stay documentation: the code keeps Python's semantics, compiled or not; no
        # type inference either (the log's recursive chain type sends it into endless recursion)
        compiler_directives={"language_level": 3, "binding": True, "annotation_typing": False, "infer_types": False},
        nthreads=os.cpu_count() or 1,
        quiet=True,
    )
    for module in modules:
        module.optional = True
        if os.name == "posix":
            module.extra_compile_args = ["-g0"]  # no debug information: a third of the size
    return modules


# the C compiles run side by side, one a core: compiling the generated C is most of the build's time
setup(ext_modules=extensions(), options={"build_ext": {"parallel": os.cpu_count() or 1}})
