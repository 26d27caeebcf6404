"""Options and decisions: the contract between the engine and whoever decides.

An `Option` is a tiny immutable value. Cards are referred to by *position*
(zone, seat, index), never by identity, so an option never reveals a hidden card
and stays meaningful when hidden cards are redistributed for search.
"""

from typing import Any, Literal, NamedTuple, get_args

from hidden_leaders_qt.engine.core.constants import MARKER_NAMES, ZONE_TITLES, Zone


class Option(NamedTuple):
    kind: str
    args: tuple = ()

    @property
    def label(self) -> str:
        """A readable text without card names (the state's `describe` adds those)."""
        kind, args = self.kind, self.args
        if kind == "play":
            return f"Play hand card {args[0] + 1}"
        if kind == "discard":
            if not args:
                return "Pass (discard nothing)"
            return "Discard hand card" + ("s " if len(args) > 1 else " ") + ", ".join(str(i + 1) for i in args)
        if kind == "setup":
            return f"Hide hand card {args[0] + 1} in your party, discard hand card {args[1] + 1}"
        if kind == "draw_tavern":
            return f"Draw from Tavern slot {args[0] + 1}"
        if kind == "draw_harbor":
            return "Draw from the Harbor"
        if kind == "card":
            zone, seat, index = args
            where = ZONE_TITLES[Zone(zone)]
            owner = f"seat {seat + 1} " if seat >= 0 else ""
            return f"Card {index + 1} of {owner}{where}"
        if kind == "player":
            return f"Seat {args[0] + 1}"
        if kind == "markers":
            return marker_text(args)
        if kind == "faction":
            return args[0].replace("_", " ").title()
        if kind == "branch":
            return args[1]
        if kind == "pile":
            return ZONE_TITLES[Zone(args[0])]
        if kind == "fate":
            return f"Keep the fate card {args[0]}"
        if kind == "pass":
            return "Pass"
        if kind == "done":
            return "Done"
        if kind == "bribe":
            return f"Bribe (condition {args[0] + 1})"
        if kind == "go_on":
            return "Go on without bribing"
        if kind == "place_token":
            return f"Place {args[0].replace('_', ' ')} on card {args[3] + 1} of seat {args[2] + 1}"
        if kind == "look_token":
            return f"Look at the token on card {args[2] + 1} of seat {args[1] + 1}"
        if kind == "let_it_happen":
            return "Let it happen"
        if kind == "protect":
            return "Reveal protection to keep the hero"
        if kind == "substitute":
            return f"Reveal protection: bury card {args[2] + 1} of seat {args[1] + 1} instead"
        if kind == "artifact":
            return "Use your artifact"
        if kind == "side":
            return f"Play with the side {args[0].replace('_', ' ')}"
        if kind == "row":
            return f"Row hero {args[0] + 1}"
        return f"{kind}{args}"

    def to_data(self) -> list:
        return [self.kind, list(self.args)]

    @classmethod
    def from_data(cls, data: Any) -> "Option":
        kind, args = data
        return cls(str(kind), tuple(args))


def marker_text(deltas: tuple) -> str:
    parts = [f"{name} {d:+d}" for name, d in zip(MARKER_NAMES, deltas, strict=True) if d]
    return ", ".join(parts) if parts else "No movement"


PASS = Option("pass")
DONE = Option("done")
DRAW_HARBOR = Option("draw_harbor")


# The questions of a turn itself (setup to fate), then those a card's effect asks.
DecisionKind = Literal[
    "setup", "main", "discard_more", "draw", "discard_down", "fate",
    "card", "player", "faction", "pile", "branch", "extra_play", "markers",
    "bribe_moment", "place_token", "reaction",
    "artifact_side", "artifact", "royal_card", "royal_order",
]  # fmt: skip
# Every question the engine asks, once: whoever decides (the table, a bot) answers each of them.
DECISION_KINDS: tuple[DecisionKind, ...] = get_args(DecisionKind)


class Decision(NamedTuple):
    """Who must choose now, between what, and why.

    `kind` names the question (`main`, `card`, `markers` ...); `card` is the card whose
    effect asks (or -1); `step` is the step type asking (`bury`, `exchange` ...) or ''.
    `picked` holds the positions the same seat already picked in this step (the first card
    of a swap), so that the table can keep showing them while the next one is chosen.
    """

    kind: DecisionKind
    seat: int
    options: tuple
    card: int = -1
    step: str = ""
    picked: tuple = ()

    def to_data(self) -> dict:
        return {
            "kind": self.kind,
            "seat": self.seat,
            "options": [o.to_data() for o in self.options],
            "card": self.card,
            "step": self.step,
            "picked": [list(position) for position in self.picked],
        }

    @classmethod
    def from_data(cls, data: dict) -> "Decision":
        return cls(
            data["kind"],
            data["seat"],
            tuple(Option.from_data(o) for o in data["options"]),
            data["card"],
            data["step"],
            tuple(tuple(position) for position in data["picked"]),
        )
