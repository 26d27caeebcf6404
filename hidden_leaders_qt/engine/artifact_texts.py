"""Option texts of the Artifacts module and Royal Intrigue, with the names of sides and cards."""

from typing import Any

from hidden_leaders_qt.engine.options import Option

ARTIFACT_OPTIONS = frozenset({"side", "artifact", "row"})


def _lowered(text: str) -> str:
    """A side's text after a colon, as a sentence goes on."""
    return text[0].lower() + text[1:]


def describe_artifact_option(st: Any, option: Option) -> str:
    db = st.db
    if option.kind == "side":
        side = next(s for s in db.artifact_sides if s.id == option.args[0])
        timing = {"fast": "fast", "slow": "slow", "reaction": "reaction"}[side.timing]
        return f"Play with {side.name} ({side.tokens} tokens, {timing}): {_lowered(side.text)}"
    artifacts = st.artifacts
    if option.kind == "artifact":
        seat = st.pending.seat
        side = db.artifact_sides[artifacts.sides[seat]]
        left = artifacts.tokens[seat]
        return f"Use {side.name} ({left} token{'s' if left != 1 else ''} left): {_lowered(side.text)}"
    index = option.args[0]
    card = artifacts.row[index]
    tokens = artifacts.row_tokens[index] + 1
    return f"Put the token on {db.heroes[card].name} (then {tokens} Harbor card{'s' if tokens > 1 else ''} shown)"
