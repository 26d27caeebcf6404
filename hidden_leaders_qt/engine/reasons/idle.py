"""What a card in hand would do if played now, when its ability would find nothing: a card can
always be played (its marker move still happens), but a newcomer should not spend a turn on an
ability that has no target. Said only where it is sure from the seat's view: an ability of one
picking step, with no condition, none of whose possible targets could be there, counting every
card the seat cannot see as one that might fit."""

from hidden_leaders_qt.engine.core.constants import Zone
from hidden_leaders_qt.engine.data.cards import CardDB
from hidden_leaders_qt.engine.reasons.reason import Reason, card_at
from hidden_leaders_qt.engine.reasons.targets import ZONES_TAKEN, target_of
from hidden_leaders_qt.engine.rules.pile_steps import Exchange
from hidden_leaders_qt.engine.rules.select_steps import Perform, SelectStep
from hidden_leaders_qt.engine.rules.selectors import Selector
from hidden_leaders_qt.engine.rules.steps import Markers
from hidden_leaders_qt.engine.rules.view import HIDDEN, SeatView

# the selectors' zones whose cards the view lists, by where they lie
_LISTED = ("face_up", "face_down", "hero", "hand", "tavern", "graveyard", "graveyard_top")


def idle_reason(view: SeatView, db: CardDB, key: tuple) -> Reason | None:
    """A card of the seat's hand in its main action whose ability would do nothing if played
    now: `Reason("would_do_nothing", (card, target))`; None otherwise."""
    decision = view.decision
    if decision is None or decision.kind != "main" or key[:3] != ("card", Zone.HAND, view.seat):
        return None
    card = card_at(view, key)
    if card == HIDDEN:
        return None
    ability = [step for step in db.programs[db.heroes[card].pid] if not isinstance(step, Markers)]
    if len(ability) != 1 or ability[0].when is not None:
        return None
    step = ability[0]
    # an exchange needs a card on each side: either side with none does nothing
    selectors = (
        [step.sel] if isinstance(step, SelectStep) else [step.first, step.second] if isinstance(step, Exchange) else []
    )
    if not selectors or not all(_readable(selector) for selector in selectors):
        return None
    for selector in selectors:
        targets = [found for found in _places(view, card, selector) if _could_be(view, db, card, selector, found)]
        if not targets:
            return Reason("would_do_nothing", (card, target_of(selector)))
        if isinstance(step, Perform) and all(found != HIDDEN and _without_effect(db, found) for found in targets):
            # the Buried Emperor: performing it does nothing (ruling R16)
            return Reason("would_copy_nothing", (card, targets[0]))
    return None


def _readable(selector: Selector) -> bool:
    """Whether the seat's view tells which cards the selector could pick: a remembered card,
    the chosen player's or the faction named are only known as the card is played."""
    return (
        selector.card_var is None and selector.zone in _LISTED and selector.owner != "chosen" and selector.faction != -1
    )


def _without_effect(db: CardDB, card: int) -> bool:
    """Performing the card does nothing: no marker move, no ability, and no golem marker to move."""
    hero = db.heroes[card]
    return hero.markers is None and not db.programs[hero.pid] and not hero.golem


def _places(view: SeatView, card: int, selector: Selector) -> list[int]:
    """The cards lying where the selector looks once `card` is played: face up in its player's
    party, out of the hand."""
    seat, n = view.seat, view.players
    owners = {
        "self": [seat],
        "others": [s for s in range(n) if s != seat],
        "next": [(seat + 1) % n],
        "previous": [(seat - 1) % n],
    }.get(selector.owner, list(range(n)))
    zone = selector.zone or ""
    if zone == "tavern":
        return [c for c in view.tavern if c >= 0]
    if zone == "graveyard":
        return list(view.graveyard)
    if zone == "graveyard_top":
        return list(view.graveyard[-1:])
    found: list[int] = []
    for owner in owners:
        if zone == "hand":
            hand = list(view.hands[owner])
            if owner == seat:
                hand.remove(card)
            found += hand
            continue
        for place in ZONES_TAKEN[zone]:
            found += view.face_up[owner] if place == Zone.FACE_UP else view.face_down[owner]
        if owner == seat and Zone.FACE_UP in ZONES_TAKEN[zone]:
            found.append(card)
    return found


def _could_be(view: SeatView, db: CardDB, played: int, selector: Selector, card: int) -> bool:
    """Whether the card could be the step's target: any card the seat cannot see might be."""
    if card == HIDDEN:
        return True
    if selector.not_this and card == played:
        return False
    factions = db.heroes[card].factions
    if selector.faction and not factions & selector.faction:
        return False
    return not (selector.not_faction and factions & selector.not_faction)
