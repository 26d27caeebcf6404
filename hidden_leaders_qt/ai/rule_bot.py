"""A rule-based opponent: it knows its leader, judges marker positions against the
victory conditions of its two factions, and scores every option by a few rules.

It reads only its seat's view, so it cannot peek; the only randomness is its own seeded
generator, used for Easy play (`noise > 0`).
"""

from collections.abc import Callable

from hidden_leaders_qt.ai import bribery_play, module_play
from hidden_leaders_qt.ai.artifact_play import ARTIFACT_HANDLERS
from hidden_leaders_qt.ai.search.estimate import Estimate, all_steps, first_step
from hidden_leaders_qt.engine.core.constants import FACTION_BITS, TRACK_MAX, TRACK_MIN, Zone
from hidden_leaders_qt.engine.core.options import Decision, Option
from hidden_leaders_qt.engine.core.rng import SplitMix64
from hidden_leaders_qt.engine.data.cards import CardDB
from hidden_leaders_qt.engine.rules.steps import ChooseOne, DiscardAllFromTavern, Exchange, Perform, TakeIntoHand
from hidden_leaders_qt.engine.rules.view import SeatView

# Worth of a hero of my factions hidden in my party: it counts for the tie-breaks
# without bringing the game end closer.
HIDE_WORTH = 0.08
# How much of the expected improvement of a fresh card a main-action discard is worth.
CYCLE = 0.5
# Turns after which not playing a card costs more and more, so that bots that all
# prefer to wait cannot stall a game forever: per player and face-up hero needed.
STALL_TURNS = 2.0
STALL_COST = 0.01
# Easy play: options within this share of `noise` of the best count as near-best.
NEAR_BEST = 0.15


class RuleBot:
    def __init__(self, seed: int, noise: float = 0.0) -> None:
        self.rng = SplitMix64(seed)
        self.noise = noise
        self.name = "Rules (easy)" if noise > 0 else "Rules"

    def choose(self, view: SeatView, db: CardDB) -> Option:
        decision = view.decision
        assert decision is not None, "a computer player is asked only when a decision is pending"
        options = decision.options
        if len(options) == 1:
            return options[0]
        if self.noise > 0 and self.rng.below(1_000_000) < self.noise * 1_000_000:
            return options[self.rng.below(len(options))]
        scores = score_options(Estimate(view, db), decision)
        best = max(scores)
        tolerance = self.noise * NEAR_BEST
        near = [option for option, score in zip(options, scores, strict=True) if score >= best - tolerance]
        return near[self.rng.below(len(near))] if len(near) > 1 and tolerance > 0 else near[0]


def score_options(est: Estimate, decision: Decision) -> list[float]:
    """One score per option of `decision`; the highest is the bot's choice."""
    handler = HANDLERS.get(decision.kind)
    if handler is None:
        return [0.0] * len(decision.options)
    # a bribe may stand beside any of the turn's own questions (ruling R35)
    return bribery_play.with_bribes(handler(est, decision), decision)


# --- turn steps ---------------------------------------------------------------------------


def _turn(est: Estimate, decision: Decision) -> list[float]:
    """Play the card that leaves the best position, unless shedding a weak card is better."""
    view = est.view
    hand = view.hand
    waiting = est.base - STALL_COST * max(0.0, view.turn - STALL_TURNS * view.players * view.threshold)
    scores = []
    for option in decision.options:
        if option.kind == "play":
            scores.append(est.play_value(hand[option.args[0]]))
        elif option.kind == "discard":
            scores.append(waiting + CYCLE * (est.unknown_worth() - est.usefulness(hand[option.args[0]])))
        elif option.kind == "artifact":
            scores.append(float("-inf"))  # used after the main action, when more is known
        else:
            scores.append(waiting)
    return scores


def _discard_more(est: Estimate, decision: Decision) -> list[float]:
    hand = est.view.hand
    return [
        est.unknown_worth() - est.usefulness(hand[o.args[0]]) - 0.005 if o.kind == "discard" else 0.0
        for o in decision.options
    ]


def _discard_down(est: Estimate, decision: Decision) -> list[float]:
    hand = est.view.hand
    return [-est.usefulness(hand[o.args[0]]) if o.kind == "discard" else 0.0 for o in decision.options]


def _draw(est: Estimate, decision: Decision) -> list[float]:
    tavern = est.view.tavern
    return [
        est.usefulness(tavern[o.args[0]]) if o.kind == "draw_tavern" else est.unknown_worth() for o in decision.options
    ]


def _setup(est: Estimate, decision: Decision) -> list[float]:
    """Hide a hero of my factions that is weak to play; discard the least useful card."""
    hand = est.view.hand
    scores = []
    for option in decision.options:
        hide, drop = hand[option.args[0]], hand[option.args[1]]
        scores.append(HIDE_WORTH * est.is_mine(hide) - 0.5 * est.gain(hide) - est.usefulness(drop))
    return scores


def _markers(est: Estimate, decision: Decision) -> list[float]:
    # a golem's markers come before its +2 to the golem marker
    golem = est.golem_after(decision.card) if decision.card >= 0 else est.golem
    return [est.value(est.red + o.args[0], est.green + o.args[1], golem=golem) for o in decision.options]


def _fate(est: Estimate, decision: Decision) -> list[float]:
    """Keep the fate card that leaves the markers best for me."""
    db = est.db
    scores = []
    for option in decision.options:
        position = [est.red, est.green, est.golem]
        for marker, amount in db.fates[db.fate_index[option.args[0]]].moves:
            position[marker] = min(TRACK_MAX, max(TRACK_MIN, position[marker] + amount))
        scores.append(est.value(position[0], position[1], golem=position[2]))
    return scores


# --- card effects ---------------------------------------------------------------------------


def _place_worth(est: Estimate, card: int, pos: tuple) -> float:
    """What it is worth to me that `card` lies at `pos`."""
    zone, seat = pos[0], pos[1]
    if seat != est.me:
        return 0.0
    if zone == Zone.HAND:
        return est.usefulness(card)
    if zone in (Zone.FACE_UP, Zone.FACE_DOWN):
        if card < 0:
            return 0.5 * HIDE_WORTH
        return HIDE_WORTH if est.is_mine(card) else 0.0
    return 0.0


def _party_loss(est: Estimate, pos: tuple, card: int) -> float:
    """How much a hero leaving a party hurts: me a lot, others a little gain for me."""
    zone, seat = pos[0], pos[1]
    if seat == est.me:
        return -(1.0 + (HIDE_WORTH if est.is_mine(card) else 0.0))
    size = len(est.view.face_up[seat])
    return (0.6 if zone == Zone.FACE_UP else 0.4) + 0.05 * size


def _exchange_pairs(est: Estimate, decision: Decision) -> dict[tuple, float]:
    """Best net worth of each position as one side of the card's exchange."""
    step = first_step(est.db, decision.card, Exchange)
    if step is None:
        return {}
    firsts = _positions(est, step.first)
    seconds = _positions(est, step.second)
    best: dict[tuple, float] = {}
    for a, card_a in firsts:
        for b, card_b in seconds:
            if a == b:
                continue
            net = (
                _place_worth(est, card_b, a)
                + _place_worth(est, card_a, b)
                - _place_worth(est, card_a, a)
                - _place_worth(est, card_b, b)
            )
            for pos in (a, b):
                best[pos] = max(best.get(pos, net), net)
    return best


def _positions(est: Estimate, sel) -> list[tuple[tuple, int]]:
    """The positions (zone, seat, index) a selector can pick in my view, with their cards."""
    me, n = est.me, est.n
    zones = {
        "face_up": (Zone.FACE_UP,),
        "face_down": (Zone.FACE_DOWN,),
        "hero": (Zone.FACE_UP, Zone.FACE_DOWN),
        "hand": (Zone.HAND,),
    }
    found = []
    if sel.zone in zones:
        owners = {"self": [me], "next": [(me + 1) % n], "previous": [(me - 1) % n]}
        seats = owners.get(sel.owner, [s for s in range(n) if sel.owner != "others" or s != me])
        for seat in seats:
            for zone in zones[sel.zone]:
                found += [((zone, seat, i), c) for i, c in enumerate(est.zone_cards(zone, seat))]
    elif sel.zone in ("tavern", "looking"):
        zone = Zone.TAVERN if sel.zone == "tavern" else Zone.LOOKING
        found = [((zone, -1, i), c) for i, c in enumerate(est.zone_cards(zone, -1)) if zone != Zone.TAVERN or c >= 0]
    elif sel.zone == "graveyard_top" and est.view.graveyard:
        top = len(est.view.graveyard) - 1
        found = [((Zone.GRAVEYARD, -1, top), est.view.graveyard[top])]
    factions = est.factions
    return [
        (pos, c)
        for pos, c in found
        if c < 0 or not ((sel.faction > 0 and not factions[c] & sel.faction) or factions[c] & sel.not_faction)
    ]


def _card(est: Estimate, decision: Decision) -> list[float]:
    """Hurt other players' parties, spare my own, keep what is useful to me."""
    step = decision.step
    if step in module_play.MODULE_STEPS:
        return module_play.card_scores(est, decision)
    spec = est.db.heroes[decision.card].markers if decision.card >= 0 else None
    pairs = _exchange_pairs(est, decision) if step == "exchange" else {}
    wants_end = est.wants_end()
    scores = []
    for option in decision.options:
        if option.kind != "card":
            scores.append(0.1 if step == "look_at" else 0.0)
            continue
        pos = option.args
        zone, seat = pos[0], pos[1]
        card = est.card_at(pos)
        own = seat == est.me
        if step == "exchange":
            score = pairs.get(pos, 0.0)
        elif step in ("bury", "discard"):
            if zone == Zone.TAVERN and spec is not None and spec.when == ("x_positive", None):
                score = est.spec_value(spec, decision.card, 0, (), force=True) - est.base
            elif zone in (Zone.FACE_UP, Zone.FACE_DOWN):
                score = _party_loss(est, pos, card)
            elif zone == Zone.HAND:
                score = -est.usefulness(card) if own else 0.1
            else:
                score = -est.usefulness(card)
        elif step == "turn_over":
            if first_step(est.db, decision.card, Perform) is not None and card >= 0:
                score = est.play_value(card, up_delta=1, added=())
            else:
                goes_up = zone == Zone.FACE_DOWN
                score = (1.0 if goes_up == wants_end else -1.0) * (1 + 0.1 * len(est.view.face_up[seat]))
                score += 0.0 if own else 0.1
        elif step == "take_into_hand":
            if own and zone == Zone.HAND:
                score = -est.usefulness(card)  # I am handing it to the active player
            else:
                score = est.usefulness(card)
                if zone in (Zone.FACE_UP, Zone.FACE_DOWN):
                    score += -1.0 if own else 0.3
        elif step == "place_in_party":
            score = HIDE_WORTH * est.is_mine(card) - 0.5 * est.gain(card) if card >= 0 else 0.5 * HIDE_WORTH
        elif step == "move_to_party":
            score = -1.0 if own else -0.2
        elif step == "look_at":
            score = 0.3 if card < 0 and not own else 0.05
        elif step == "perform":
            score = est.play_value(card, up_delta=0, added=()) if card >= 0 else est.base
        elif step == "choose":
            score = 0.1 * len(est.view.face_down[seat]) if not own else -1.0
        else:
            score = 0.0
        scores.append(score)
    return scores


def _player(est: Estimate, decision: Decision) -> list[float]:
    """Pick the player that makes the card's X best, or else the strongest other player."""
    view = est.view
    spec = est.db.heroes[decision.card].markers if decision.card >= 0 else None
    formula = spec.x if spec is not None else None
    counted = (
        formula is not None
        and formula.kind == "count"
        and formula.selector is not None
        and formula.selector.owner == "chosen"
    )
    scores = []
    for option in decision.options:
        seat = option.args[0]
        if counted:
            assert spec is not None and formula is not None and formula.selector is not None  # as `counted` says
            cards = est.matching(formula.selector, -1, seat)
            x = round(sum(p for _, p in cards))
            x = x if formula.cap is None else min(x, formula.cap)
            values = [est.value(est.red + dr, est.green + dg) for dr, dg in est.marker_options(spec, x, decision.card)]
            scores.append(max(values, default=est.base))
        elif decision.step == "move_to_party":
            size: float = len(view.face_up[seat])
            scores.append(size if est.wants_end() else -size)
        else:
            size = len(view.face_up[seat]) + 0.3 * len(view.hands[seat]) + 0.1 * len(view.face_down[seat])
            scores.append(size - (10.0 if seat == est.me else 0.0))
    return scores


def _faction(est: Estimate, decision: Decision) -> list[float]:
    """Name what makes the card's X best, what I want to receive, or the likeliest guess."""
    db = est.db
    spec = db.heroes[decision.card].markers if decision.card >= 0 else None
    sweep = first_step(db, decision.card, DiscardAllFromTavern) if decision.card >= 0 else None
    steps = all_steps(db, db.heroes[decision.card].pid) if decision.card >= 0 else ()
    receives = any(isinstance(s, TakeIntoHand) and s.sel.faction == -1 for s in steps)
    scores = []
    for option in decision.options:
        bit = FACTION_BITS[option.args[0]]
        if sweep is not None and spec is not None:
            x = sum(1 for c in est.view.tavern if c >= 0 and est.factions[c] & bit)
            values = [est.value(est.red + dr, est.green + dg) for dr, dg in est.marker_options(spec, x, decision.card)]
            scores.append(max(values, default=est.base))
        elif receives:
            scores.append(est.outlook(bit) if bit & est.mask else -1.0)
        else:
            scores.append(-_seen(est, bit))
    return scores


def _seen(est: Estimate, bit: int) -> int:
    """How many heroes of a faction I can see: fewer seen means more likely hidden."""
    view = est.view
    piles = (view.tavern, view.graveyard, view.looking, view.wilderness, view.harbor)
    parties = view.face_up + view.face_down + view.hands
    return sum(1 for pile in piles + parties for c in pile if c >= 0 and est.factions[c] & bit)


def _branch(est: Estimate, decision: Decision) -> list[float]:
    """Turn heroes face up only when ending the game soon suits me; otherwise look."""
    step = first_step(est.db, decision.card, ChooseOne) if decision.card >= 0 else None
    wants_end = est.wants_end()
    scores = []
    for option in decision.options:
        score = 0.0
        if step is not None:
            for sub in all_steps(est.db, step.branches[option.args[0]][1]):
                if sub.name == "turn_over":
                    score += 1.0 if wants_end else -0.5
                elif sub.name == "look_at":
                    score += 0.1
        scores.append(score)
    return scores


def _pile(est: Estimate, decision: Decision) -> list[float]:
    """Take from the pile whose top cards I know to be most useful."""
    view = est.view
    tops = {Zone.GRAVEYARD: view.graveyard[-2:], Zone.WILDERNESS: view.wilderness[-2:], Zone.HARBOR: view.harbor[-2:]}
    return [sum(est.usefulness(c) for c in tops.get(Zone(o.args[0]), ())) for o in decision.options]


HANDLERS: dict[str, Callable[[Estimate, Decision], list[float]]] = {
    "main": _turn,
    "extra_play": _turn,
    "discard_more": _discard_more,
    "discard_down": _discard_down,
    "draw": _draw,
    "setup": _setup,
    "markers": _markers,
    "card": _card,
    "player": _player,
    "faction": _faction,
    "branch": _branch,
    "pile": _pile,
    "fate": _fate,
    **ARTIFACT_HANDLERS,
    "bribe_moment": bribery_play.bribe_moment,
    "place_token": bribery_play.place_token,
    "reaction": module_play.reaction,
}
