"""Option texts of the module heroes' steps, Nutritious Stew and Shield of Endurance, as the
deciding seat may read them (a token's kind only when that seat knows it)."""

from typing import Any

from hidden_leaders_qt.engine.core.options import Option
from hidden_leaders_qt.engine.modules.bribery import TOKEN_KINDS, TOKEN_TITLES

MODULE_OPTIONS = frozenset({"artifact_of", "artifact_pair", "artifact_token", "discard_token", "keep_token", "endure"})


def _side(st: Any, seat: int) -> str:
    """A seat's artifact with its owner in front ("seat 2's Soundless Shoes"), which the table
    turns into a name or "your"."""
    return f"seat {seat + 1}'s {st.db.artifact_sides[st.artifacts.sides[seat]].name}"


def describe_module_option(st: Any, option: Option, hero_text: Any) -> str:
    """`hero_text(pos)` names a hero as the deciding seat sees it."""
    kind, args = option.kind, option.args
    if kind == "artifact_of":
        side = st.db.artifact_sides[st.artifacts.sides[args[0]]]
        return f"Use {_side(st, args[0])}: {side.text[0].lower()}{side.text[1:]}"
    if kind == "artifact_pair":
        a, b = args
        return f"Swap {_side(st, a)} with {_side(st, b)}"
    if kind == "artifact_token":
        seat, change = args
        left = st.artifacts.tokens[seat]
        if change > 0:
            return f"Put a token from the box on {_side(st, seat)} (it has {left})"
        return f"Discard a token of {_side(st, seat)} (it has {left})"
    if kind == "discard_token":
        seat = st.pending.seat
        card = st.card_at(args)
        found = st.bribery.token_on(card)
        name = TOKEN_TITLES[TOKEN_KINDS[found[0]]] if found and found[1] >> seat & 1 else "the"
        return f"Put the {name} token on {hero_text(args)} back into the bag"
    if kind == "keep_token":
        return "Leave the token where it is"
    left = st.artifacts.tokens[st.pending.seat]
    return f"Spend a token of your Shield of Endurance ({left} left): the hero is not buried"
