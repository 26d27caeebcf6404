"""Option texts of the Artifacts module and Royal Intrigue, with the names of sides and cards.

A side's text says when it may be used in words (fast and slow mean nothing to a new player)
and, where this game's set-up leaves it nothing to act on, that it can do nothing (D31)."""

from typing import Any

from hidden_leaders_qt.engine.core.options import Option
from hidden_leaders_qt.engine.modules.artifact_cards import ArtifactSide
from hidden_leaders_qt.engine.modules.artifacts import side_idle

ARTIFACT_OPTIONS = frozenset({"side", "artifact", "row"})
# When a side may be used (ruling R49; a reaction: R47 and D29).
TIMING_WORDS = {
    "fast": "fast: use it in your own turn, just before or just after your main action",
    "slow": "slow: use it at the end of your own turn, after the Tavern is refilled",
    "reaction": "reaction: in anyone's turn, at the moment its text names, once a turn",
}
# Why a side finds nothing to act on, by the module that is off.
IDLE_WORDS = {"golems": "In this game it can do nothing: without the Golems module there are no golems."}


def _lowered(text: str) -> str:
    """A side's text after a colon, as a sentence goes on."""
    return text[0].lower() + text[1:]


def _idle(st: Any, side: ArtifactSide) -> str:
    module = side_idle(side, st.settings)
    return f" {IDLE_WORDS[module]}" if module else ""


def describe_artifact_option(st: Any, option: Option) -> str:
    db = st.db
    if option.kind == "side":
        side = next(s for s in db.artifact_sides if s.id == option.args[0])
        when = TIMING_WORDS[side.timing]
        return f"Play with {side.name} ({side.tokens} tokens; {when}): {_lowered(side.text)}{_idle(st, side)}"
    artifacts = st.artifacts
    if option.kind == "artifact":
        seat = st.pending.seat
        side = db.artifact_sides[artifacts.sides[seat]]
        left = artifacts.tokens[seat]
        text = f"Use {side.name} ({left} token{'s' if left != 1 else ''} left): {_lowered(side.text)}"
        return text + _idle(st, side)
    index = option.args[0]
    card = artifacts.row[index]
    tokens = artifacts.row_tokens[index] + 1
    return f"Put the token on {db.heroes[card].name} (then {tokens} Harbor card{'s' if tokens > 1 else ''} shown)"
