"""Who won, and why: the winning faction, the aligned leaders, the game-end bonuses and
every tie-break step."""

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Protocol

from hidden_leaders_qt.engine.core.constants import FACTION_BITS, FACTION_TITLES, GOLEMS, WAR_AREA_START
from hidden_leaders_qt.engine.core.settings import Settings
from hidden_leaders_qt.engine.data.cards import CardDB
from hidden_leaders_qt.engine.modules.bribery import TOKEN_KINDS, scored_factions, token_effect
from hidden_leaders_qt.engine.modules.tokens import Tokens


class Scored(Protocol):
    """What the scoring reads of a game (the state's fields, see `fields.StateFields`)."""

    db: CardDB
    settings: Settings
    n: int
    markers: list[int]
    golem_marker: int
    leaders: tuple[int, ...]
    up: list[list[int]]
    down: list[list[int]]
    bribery: Tokens | None


@dataclass(frozen=True)
class Bonus:
    """A card that counts for more than its faction in the winning faction's count (ruling R33)."""

    seat: int
    card: str
    amount: int
    """How many heroes it adds beyond its normal count."""
    reason: str
    """The reason in English, as saves of every version keep it; each language's words are
    made from `kind` and `values` (`engine/words/result_texts.py`), never from this."""
    kind: str = ""
    """`BONUS_KINDS`: "leads_as" (values: counts as, the leader's id), "with_card" (counts
    as, the other card's id) or "per_golems" (one per how many, golems in the party)."""
    values: tuple[int | str, ...] = ()

    def to_data(self) -> dict:
        data = {"seat": self.seat, "card": self.card, "amount": self.amount, "reason": self.reason}
        return data | {"kind": self.kind, "values": list(self.values)}

    def old_data(self) -> dict:
        """The bonus as saves written before its kind and values were kept wrote it."""
        return {key: value for key, value in self.to_data().items() if key not in ("kind", "values")}

    @classmethod
    def from_data(cls, data: dict) -> "Bonus":
        return cls(data["seat"], data["card"], data["amount"], data["reason"], data["kind"], tuple(data["values"]))


BONUS_KINDS = ("leads_as", "with_card", "per_golems")


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
class TokenNote:
    """A bribery token revealed at the end, on whose hero, and what it changed (ruling R39)."""

    seat: int
    card: str
    token: str
    effect: str

    def to_data(self) -> dict:
        return {"seat": self.seat, "card": self.card, "token": self.token, "effect": self.effect}

    @classmethod
    def from_data(cls, data: dict) -> "TokenNote":
        return cls(data["seat"], data["card"], data["token"], data["effect"])


@dataclass(frozen=True)
class GameResult:
    winning_faction: str
    faction_reason: str
    markers: tuple[int, int]
    aligned: tuple[int, ...]
    winner: int | None
    reason: str
    tie_breaks: tuple[TieBreakStep, ...] = field(default=())
    bonuses: tuple[Bonus, ...] = field(default=())
    """The bonuses in the counts of the aligned seats."""
    golem_marker: int = 0
    """Where the golem marker ended; 0 without the Golems module."""
    tokens: tuple[TokenNote, ...] = field(default=())
    """The bribery tokens revealed at the end, in every party."""

    def to_data(self) -> dict:
        data = {
            "winning_faction": self.winning_faction,
            "faction_reason": self.faction_reason,
            "markers": list(self.markers),
            "aligned": list(self.aligned),
            "winner": self.winner,
            "reason": self.reason,
            "tie_breaks": [step.to_data() for step in self.tie_breaks],
        }
        # written only when there are any: a result of a game without them reads as before
        if self.bonuses:
            data["bonuses"] = [bonus.to_data() for bonus in self.bonuses]
        if self.golem_marker:
            data["golem_marker"] = self.golem_marker
        if self.tokens:
            data["tokens"] = [note.to_data() for note in self.tokens]
        return data

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
            tuple(Bonus.from_data(b) for b in data.get("bonuses", ())),
            data.get("golem_marker", 0),
            tuple(TokenNote.from_data(t) for t in data.get("tokens", ())),
        )

    def old_data(self) -> dict:
        """The result as saves written before the bonuses kept their kind and values wrote it."""
        data = self.to_data()
        if self.bonuses:
            data["bonuses"] = [bonus.old_data() for bonus in self.bonuses]
        return data

    def bonuses_of(self, seat: int) -> tuple[Bonus, ...]:
        return tuple(bonus for bonus in self.bonuses if bonus.seat == seat)


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


def golem_lead(golem: int, red: int, green: int) -> int:
    """How many spaces the golem marker stands ahead of the farther of the red and green
    markers (0 or less: level with it or behind it)."""
    return golem - max(red, green)


def golem_ahead(golem: int, red: int, green: int) -> bool:
    """The Golems' condition on the track: their marker strictly ahead of both others. It
    wins them the game only if someone is aligned with them (`golems_win`)."""
    return golem_lead(golem, red, green) > 0


def golems_win(st: Scored) -> tuple[bool, str]:
    """Whether the Golems win (their marker strictly ahead of both others and someone
    aligned with them), with a sentence when their marker is ahead: checked before Undead."""
    red, green = st.markers
    golem = st.golem_marker
    if not st.settings.golems or not golem_ahead(golem, red, green):
        return False, ""
    leaders = st.db.leaders
    if any(leaders[leader].mask & GOLEMS for leader in st.leaders):
        return True, f"the golem marker is ahead of both markers (golem {golem}, red {red}, green {green})"
    return False, f"the golem marker is ahead (golem {golem}), but nobody is aligned with the Golems, so it is ignored"


def faction_count(st: Scored, seat: int, bit: int) -> tuple[int, list[Bonus]]:
    """How many heroes of the faction `bit` a seat's party counts, face up and face down,
    with the cards' game-end bonuses (ruling R33)."""
    tokens = end_tokens(st)
    return party_count(st.db, st.up[seat] + st.down[seat], st.leaders[seat], bit, seat, tokens)


def end_tokens(st: Scored) -> dict[int, int]:
    """Card -> the kind of the bribery token on it (all revealed by the end)."""
    tokens = st.bribery
    return {} if tokens is None else {card: kind for card, kind, _known in tokens.heroes}


def party_count(
    db: CardDB, party: list[int], leader_index: int, bit: int, seat: int = -1, tokens: dict[int, int] | None = None
) -> tuple[int, list[Bonus]]:
    """The count of `faction_count` for a party and its leader (the bots count their own),
    each hero as its bribery token, if any, makes it count (ruling R39)."""
    heroes = db.heroes
    leader = db.leaders[leader_index]
    factions: Sequence[int] | dict[int, int]
    if tokens:
        scored = {card: scored_factions(db.factions[card], tokens.get(card)) for card in party}
        factions = {card: scored[card][0] for card in party}
        times = {card: scored[card][1] for card in party}
    else:
        factions, times = db.factions, {}
    count = 0
    bonuses: list[Bonus] = []
    for card in party:
        normal = times.get(card, 1) if factions[card] & bit else 0
        hero = heroes[card]
        scoring = hero.scoring
        extra, why, kind = 0, "", ""
        values: tuple[int | str, ...] = ()
        if scoring is not None and scoring.counts_as:
            if leader.id in scoring.with_leader:
                extra, why = scoring.counts_as - normal, f"its owner leads as {leader.name}"
                kind, values = "leads_as", (scoring.counts_as, leader.id)
            elif scoring.with_card and db.hero_index[scoring.with_card] in party:
                extra, why = (
                    scoring.counts_as - normal,
                    f"{heroes[db.hero_index[scoring.with_card]].name} is in its party",
                )
                kind, values = "with_card", (scoring.counts_as, scoring.with_card)
            if extra:
                why = f"counts as {scoring.counts_as} heroes: {why}"
        elif scoring is not None:
            matching = sum(times.get(other, 1) for other in party if factions[other] & scoring.counting)
            extra = matching // scoring.bonus_per
            why = f"+1 for each {scoring.bonus_per} golems in the party, {matching} in all"
            kind, values = "per_golems", (scoring.bonus_per, matching)
        count += normal + extra
        if extra:
            bonuses.append(Bonus(seat, hero.id, extra, why, kind, values))
    return count, bonuses


def token_notes(st: Scored) -> tuple[TokenNote, ...]:
    tokens = st.bribery
    if tokens is None:
        return ()
    notes = []
    for seat in range(st.n):
        for card in st.up[seat] + st.down[seat]:
            found = tokens.token_on(card)
            if found is not None:
                kind = found[0]
                effect = token_effect(kind, st.db.factions[card], st.settings.golems)
                notes.append(TokenNote(seat, st.db.heroes[card].id, TOKEN_KINDS[kind], effect))
    return tuple(notes)


def score(st: Scored) -> GameResult:
    result = _score(st)
    notes = token_notes(st)
    return replace(result, tokens=notes) if notes else result


def _score(st: Scored) -> GameResult:
    red, green = st.markers
    golems, golem_reason = golems_win(st)
    if golems:
        faction, faction_reason = "golems", golem_reason
    else:
        faction, faction_reason = winning_faction(red, green)
        if golem_reason:
            faction_reason = f"{faction_reason}; {golem_reason}"
    golem_marker = st.golem_marker if st.settings.golems else 0
    bit = FACTION_BITS[faction]
    leaders = st.db.leaders
    aligned = tuple(s for s in range(st.n) if leaders[st.leaders[s]].mask & bit)
    title = FACTION_TITLES[faction]
    if not aligned:
        reason = f"No leader is aligned with the {title}: nobody wins."
        return GameResult(faction, faction_reason, (red, green), aligned, None, reason, golem_marker=golem_marker)
    counts = {s: faction_count(st, s, bit) for s in aligned}
    bonuses = tuple(bonus for s in aligned for bonus in counts[s][1])
    if len(aligned) == 1:
        reason = f"Only one leader is aligned with the {title}."
        return GameResult(faction, faction_reason, (red, green), aligned, aligned[0], reason, (), bonuses, golem_marker)
    rules = (
        (f"most heroes of the {title} (face up and face down)", lambda s: counts[s][0], max),
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
        bonuses,
        golem_marker,
    )
