"""Why a card on the table is not a target of the step asking: what the step takes (its
selector's zone, owner and factions, as a `Target`) and what is wrong with the card clicked
(its place, its side, its party, its faction ...), from the seat's view alone."""

from hidden_leaders_qt.engine.core.constants import PARTY_ZONES, Zone
from hidden_leaders_qt.engine.core.options import Decision
from hidden_leaders_qt.engine.data.cards import CardDB
from hidden_leaders_qt.engine.reasons.reason import Reason, Target, asking, card_at, program_of, steps_named
from hidden_leaders_qt.engine.reasons.words import ASKS
from hidden_leaders_qt.engine.rules.pile_steps import Exchange
from hidden_leaders_qt.engine.rules.select_steps import Perform, SelectStep
from hidden_leaders_qt.engine.rules.selectors import Selector
from hidden_leaders_qt.engine.rules.step_base import Step
from hidden_leaders_qt.engine.rules.view import HIDDEN, SeatView

# A card of a step that does not pick by a selector: what it takes, as a `Target`.
MODULE_TARGETS = {
    "draw_token_onto": Target("hero", "any", 0, 0, False),
    "look_token": Target("bribed", "any", 0, 0, False),
    "swap_tokens": Target("bribed", "any", 0, 0, False),
    "royal_intrigue": Target("looking", "any", 0, 0, False),
}
# The mismatches a card can have with a `Target`, in the order they are looked for.
MISMATCHES = (
    "hand",
    "tavern",
    "pile",
    "plate",
    "face_down",
    "face_up",
    "party",
    "looking",
    "own",
    "not_own",
    "not_next",
    "not_previous",
    "not_chosen",
    "faction",
    "not_faction",
    "itself",
    "picked",
    "resolving",
    "swapped",
    "has_token",
    "no_token",
    "",
)


def pick_reason(view: SeatView, db: CardDB, decision: Decision, key: tuple) -> Reason:
    if not any(option.kind in ("card", "look_token") for option in decision.options):
        # an artifact, a pair of players ...: answered with the buttons beside the table; a step
        # that picks on the table but has nothing left to pick offers only its buttons
        if decision.step in ASKS:
            return Reason("answer_with_buttons", (decision.step, decision.card))
        return Reason("only_buttons", ())
    target, step = _target(view, db, decision)
    mismatch = _mismatch(view, db, decision, target, step, key)
    kind = "not_a_target" if mismatch else "not_a_target_unseen"
    return Reason(kind, (asking(view, db, decision)[0], decision.step, target, mismatch, card_at(view, key)))


def _target(view: SeatView, db: CardDB, decision: Decision) -> tuple[Target, Step | None]:
    """What the asking step takes: its selector's words when one of the card's steps of that
    name picks as the options do, else the words of a step that picks otherwise."""
    if decision.step in MODULE_TARGETS:
        return MODULE_TARGETS[decision.step], None
    steps = list(steps_named(db, program_of(view, db, decision), decision.step))
    for step in steps:
        selector = _selector(step, decision)
        if selector is not None and _fits(view, decision, selector):
            return target_of(selector), step
    for step in steps:
        selector = _selector(step, decision)
        if selector is not None:
            return target_of(selector), step
    return Target("any", "any", 0, 0, False), None


def _selector(step: Step, decision: Decision) -> Selector | None:
    if isinstance(step, SelectStep):
        return step.sel
    if isinstance(step, Exchange):
        return step.second if decision.picked else step.first
    return None


def _fits(view: SeatView, decision: Decision, selector: Selector) -> bool:
    """Every card the options offer lies where the selector looks."""
    target = target_of(selector)
    positions = [o.args for o in decision.options if o.kind == "card"]
    return bool(positions) and all(_place_mismatch(view, decision, target, ("card", *p)) == "" for p in positions)


def target_of(selector: Selector) -> Target:
    if selector.card_var is not None:
        return Target("remembered", "any", 0, 0, False)
    return Target(selector.zone or "any", selector.owner, selector.faction, selector.not_faction, selector.not_this)


ZONES_TAKEN = {
    "face_up": (Zone.FACE_UP,),
    "face_down": (Zone.FACE_DOWN,),
    "hero": PARTY_ZONES,
    "remembered": PARTY_ZONES,
    "bribed": PARTY_ZONES,
    "hand": (Zone.HAND,),
    "tavern": (Zone.TAVERN,),
    "graveyard": (Zone.GRAVEYARD,),
    "graveyard_top": (Zone.GRAVEYARD,),
    "wilderness_top": (Zone.WILDERNESS,),
    "looking": (Zone.LOOKING,),
}


def _place_mismatch(view: SeatView, decision: Decision, target: Target, key: tuple) -> str:
    """What is wrong with where the card lies (its place, its side, its party), or ""."""
    if key[0] in ("pile", "plate"):
        return "" if target.zone in ("graveyard_top", "wilderness_top") and key[0] == "pile" else key[0]
    if key[0] != "card":
        return "pile"
    zone, seat = Zone(key[1]), key[2]
    taken = ZONES_TAKEN.get(target.zone, PARTY_ZONES)
    if zone not in taken:
        if zone == Zone.HAND:
            return "hand"
        if zone == Zone.TAVERN:
            return "tavern"
        if zone == Zone.LOOKING:
            return "looking"
        if zone in PARTY_ZONES and set(taken) & set(PARTY_ZONES):
            return "face_down" if zone == Zone.FACE_DOWN else "face_up"
        return "party" if zone in PARTY_ZONES else "pile"
    active = decision.seat
    owner = target.owner
    if zone in (Zone.HAND, *PARTY_ZONES):
        if owner == "self" and seat != active:
            return "not_own"
        if owner == "others" and seat == active:
            return "own"
        if owner == "next" and seat != (active + 1) % view.players:
            return "not_next"
        if owner == "previous" and seat != (active - 1) % view.players:
            return "not_previous"
        if owner == "chosen":
            seats = {o.args[1] for o in decision.options if o.kind == "card"}
            if seats and seat not in seats:
                return "not_chosen"
    return ""


def _mismatch(view: SeatView, db: CardDB, decision: Decision, target: Target, step: Step | None, key: tuple) -> str:
    place = _place_mismatch(view, decision, target, key)
    if place or key[0] != "card":
        return place
    card = card_at(view, key)
    tokens = view.bribery.tokens if view.bribery is not None else ()
    bribed = any(tuple(pos) == tuple(key[1:]) for pos, _kind in tokens)
    if target.zone == "bribed":
        return "" if bribed else "no_token"
    if decision.step == "draw_token_onto" and bribed:
        return "has_token"
    if card == HIDDEN:
        return ""
    if card == decision.card and target.not_this:
        return "itself"
    if faction_mismatch(db, target, card):
        return faction_mismatch(db, target, card)
    if isinstance(step, Perform) and card in view.in_play:
        return "resolving"
    if card in _picked_cards(view, decision):
        return "picked"
    # what else keeps a card the step looks at out: it was swapped, or picked, by this step before
    if isinstance(step, Exchange):
        return "swapped"
    if isinstance(step, SelectStep) and step.sel.limit > 1:
        return "picked"
    return ""


def _picked_cards(view: SeatView, decision: Decision) -> set[int]:
    cards = set()
    for zone, seat, index in decision.picked:
        found = card_at(view, ("card", zone, seat, index))
        if found != HIDDEN:
            cards.add(found)
    return cards


def faction_mismatch(db: CardDB, target: Target, card: int) -> str:
    """Whether a card the viewer sees is of a faction the target leaves out: "faction" (it
    belongs to none the target takes), "not_faction" (to the one it refuses), or ""."""
    if card == HIDDEN or card < 0:
        return ""
    factions = db.heroes[card].factions
    if target.faction > 0 and not factions & target.faction:
        return "faction"
    if target.not_faction and factions & target.not_faction:
        return "not_faction"
    return ""
