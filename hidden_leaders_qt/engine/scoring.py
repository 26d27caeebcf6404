"""Who won, and why: the winning faction, the aligned leaders and every tie-break step."""

from dataclasses import dataclass, field

from hidden_leaders_qt.engine.constants import FACTION_BITS, FACTION_TITLES, WAR_AREA_START


@dataclass(frozen=True)
class TieBreakStep:
    """One step of resolving a tie: each contender's value and who was still in after it."""

    rule: str
    values: dict[int, int]
    remaining: tuple[int, ...]

    def to_data(self) -> dict:
        return {
            "rule": self.rule,
            "values": {str(k): v for k, v in self.values.items()},
            "remaining": list(self.remaining),
        }

    @classmethod
    def from_data(cls, data: dict) -> "TieBreakStep":
        return cls(data["rule"], {int(k): v for k, v in data["values"].items()}, tuple(data["remaining"]))


@dataclass(frozen=True)
class GameResult:
    winning_faction: str
    faction_reason: str
    markers: tuple[int, int]
    aligned: tuple[int, ...]
    winner: int | None
    reason: str
    tie_breaks: tuple[TieBreakStep, ...] = field(default=())

    def to_data(self) -> dict:
        return {
            "winning_faction": self.winning_faction,
            "faction_reason": self.faction_reason,
            "markers": list(self.markers),
            "aligned": list(self.aligned),
            "winner": self.winner,
            "reason": self.reason,
            "tie_breaks": [step.to_data() for step in self.tie_breaks],
        }

    @classmethod
    def from_data(cls, data: dict) -> "GameResult":
        return cls(
            data["winning_faction"],
            data["faction_reason"],
            tuple(data["markers"]),
            tuple(data["aligned"]),
            data["winner"],
            data["reason"],
            tuple(TieBreakStep.from_data(s) for s in data["tie_breaks"]),
        )


def winning_faction(red: int, green: int) -> tuple[str, str]:
    """The faction the markers favour, checked in the rules' order, with the reason."""
    if red >= WAR_AREA_START and green >= WAR_AREA_START:
        return "undead", f"both markers are in the war area (red {red}, green {green})"
    if abs(red - green) <= 1:
        how = "share a space" if red == green else "are next to each other"
        return "water_folk", f"the markers {how} (red {red}, green {green})"
    if red - green >= 2:
        return "imperial_army", f"red is {red - green} spaces ahead of green (red {red}, green {green})"
    return "hill_tribes", f"green is {green - red} spaces ahead of red (red {red}, green {green})"


def score(st) -> GameResult:
    red, green = st.markers
    faction, faction_reason = winning_faction(red, green)
    bit = FACTION_BITS[faction]
    leaders = st.db.leaders
    aligned = tuple(s for s in range(st.n) if leaders[st.leaders[s]].mask & bit)
    title = FACTION_TITLES[faction]
    if not aligned:
        return GameResult(
            faction, faction_reason, (red, green), aligned, None, f"No leader is aligned with the {title}: nobody wins."
        )
    if len(aligned) == 1:
        return GameResult(
            faction, faction_reason, (red, green), aligned, aligned[0], f"Only one leader is aligned with the {title}."
        )
    factions = st.db.factions
    rules = (
        (
            f"most heroes of the {title} (face up and face down)",
            lambda s: sum(1 for c in st.up[s] + st.down[s] if factions[c] & bit),
            max,
        ),
        ("fewest heroes in the party", lambda s: len(st.up[s]) + len(st.down[s]), min),
        ("highest leader number", lambda s: leaders[st.leaders[s]].number, max),
    )
    contenders = aligned
    steps = []
    for rule, measure, best in rules:
        values = {s: measure(s) for s in contenders}
        target = best(values.values())
        contenders = tuple(s for s in contenders if values[s] == target)
        steps.append(TieBreakStep(rule, values, contenders))
        if len(contenders) == 1:
            break
    winner = contenders[0]
    return GameResult(
        faction,
        faction_reason,
        (red, green),
        aligned,
        winner,
        f"{len(aligned)} leaders are aligned with the {title}; decided by {steps[-1].rule}.",
        tuple(steps),
    )
