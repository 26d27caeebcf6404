"""Loading `cards/artifacts.yaml`: the artifact sides of the Artifacts module, each with its
token count, timing and effect (a program in the card vocabulary), and the Royal Intrigue row."""

from dataclasses import dataclass
from typing import Any, Protocol

from hidden_leaders_qt.engine.data.parsing import Ctx, card_label, is_card_id
from hidden_leaders_qt.engine.words.german_grammar import GermanNoun

ARTIFACT_FILE = "artifacts.yaml"
ARTIFACT_KEYS = {"card", "id", "name", "tokens", "timing", "text", "effect", "needs", "acts_only_with"}
ARTIFACT_REQUIRED = {"card", "id", "name", "tokens", "timing", "text"}
TIMINGS = ("fast", "slow", "reaction")
NEEDS = ("bribery",)
"""A module a side needs to be chosen (see `artifacts.side_available`)."""
ACTS_ONLY_WITH = ("golems",)
"""A module without which a side can be chosen but finds nothing to act on (see `artifacts.side_idle`)."""
ARTIFACT_CARDS = 6
SIDES_PER_CARD = 2
MIN_TOKENS, MAX_TOKENS = 1, 3


@dataclass(frozen=True)
class ArtifactSide:
    index: int
    id: str
    name: str
    card: int
    """The number of the double-sided card (1 to 6) this side is printed on."""
    tokens: int
    timing: str
    text: str
    pid: int
    """The program of its effect; -1 for a reaction, which has none."""
    needs: str = ""
    name_de: str = ""
    text_de: str = ""
    """The German name and text (from `cards/de/`); empty when the folder has no German."""
    grammar_de: GermanNoun | None = None
    """The German name as German declines it (`engine/words/german_grammar.py`)."""
    acts_only_with: str = ""
    """The module without which its effect finds nothing to act on (Guarding Goblet: golems)."""


class _Compiler(Protocol):
    def compile_ability(self, ctx: Ctx, steps: Any) -> int: ...


def load_artifacts(file: str, data: Any, compiler: _Compiler, hero_ids: dict[str, int]) -> tuple:
    """The sides (in file order) and the row's hero ids, every field checked."""
    fctx = Ctx(file, "(file)")
    data = fctx.mapping(data, {"artifacts", "royal_intrigue_row"}, {"artifacts", "royal_intrigue_row"})
    entries = data["artifacts"]
    if not isinstance(entries, list) or len(entries) != ARTIFACT_CARDS * SIDES_PER_CARD:
        fctx.at("artifacts").fail("card_artifact_sides", count=ARTIFACT_CARDS * SIDES_PER_CARD)
    sides: list[ArtifactSide] = []
    for i, entry in enumerate(entries):
        ctx = Ctx(file, card_label(entry, i))
        entry = ctx.mapping(entry, ARTIFACT_KEYS, ARTIFACT_REQUIRED)
        side_id = entry["id"]
        if not is_card_id(side_id):
            ctx.at("id").fail("card_bare_id")
        if any(side.id == side_id for side in sides) or side_id in hero_ids:
            ctx.at("id").fail("card_duplicate_id")
        needs = ctx.at("needs").choice(entry["needs"], NEEDS) if "needs" in entry else ""
        acts_only_with = (
            ctx.at("acts_only_with").choice(entry["acts_only_with"], ACTS_ONLY_WITH)
            if "acts_only_with" in entry
            else ""
        )
        if "effect" in entry:
            pid = compiler.compile_ability(ctx.at("effect"), entry["effect"])
        elif entry["timing"] == "reaction":
            pid = -1  # it answers a burial in the reaction window (see `shield`), with no program
        else:
            ctx.at("effect").fail("card_artifact_effect")
        sides.append(
            ArtifactSide(
                len(sides),
                side_id,
                ctx.at("name").text(entry["name"]),
                ctx.at("card").integer(entry["card"], 1, ARTIFACT_CARDS),
                ctx.at("tokens").integer(entry["tokens"], MIN_TOKENS, MAX_TOKENS),
                ctx.at("timing").choice(entry["timing"], TIMINGS),
                ctx.at("text").text(entry["text"]),
                pid,
                needs,
                acts_only_with=acts_only_with,
            )
        )
    for card in range(1, ARTIFACT_CARDS + 1):
        if sum(1 for side in sides if side.card == card) != SIDES_PER_CARD:
            fctx.at("artifacts").fail("card_artifact_card", card=card, count=SIDES_PER_CARD)
    row = data["royal_intrigue_row"]
    if not isinstance(row, list) or not row or len(row) > 8:
        fctx.at("royal_intrigue_row").fail("card_artifact_row")
    for k, hero_id in enumerate(row):
        # a hero the card folder lacks is simply not in the row (a folder without the golems)
        if not is_card_id(hero_id) or row.count(hero_id) > 1:
            fctx.at(f"royal_intrigue_row[{k}]").fail("card_artifact_row_hero")
    return tuple(sides), tuple(row)
