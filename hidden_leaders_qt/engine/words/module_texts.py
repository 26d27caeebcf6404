"""The modules' option texts in English, as the deciding seat may read them: the module heroes'
steps, Nutritious Stew and Shield of Endurance (a token's kind only when that seat knows it);
the Artifacts module and Royal Intrigue, with the names of sides and cards.

A side's text says when it may be used in words (fast and slow mean nothing to a new player)
and, where this game's set-up leaves it nothing to act on, that it can do nothing (D31)."""

from typing import Any

from hidden_leaders_qt.engine.core.options import Option
from hidden_leaders_qt.engine.modules.artifact_cards import ArtifactSide
from hidden_leaders_qt.engine.modules.artifacts import side_idle
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
