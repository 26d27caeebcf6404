"""The rule bot's play of the Bribery module, from its seat's view alone: bribe whenever it may
(the bribe costs no action and gives the briber the most tokens), place tokens where they help
its leader's factions or hurt an opponent's visible faction, and spend a protection token to
keep a hero worth keeping."""

from hidden_leaders_qt.ai.search.estimate import Estimate
from hidden_leaders_qt.engine.core.constants import FACTION_BITS, GOLEMS
from hidden_leaders_qt.engine.core.options import Decision, Option
from hidden_leaders_qt.engine.modules.bribery import SWITCHES, TOKEN_KINDS

# What a placement is worth, roughly a share of a hero of the right faction.
HELPS_ME = 0.3
HURTS_THEM = 0.2
SMALL = 0.05
# Keeping a hero with its protection beats losing the hero; a sacrifice only saves a better one.
KEEP = 1.0
SACRIFICE = 0.5


def _visible_faction(est: Estimate, seat: int) -> int:
    """The base faction most shown among a party's face-up heroes (0 for an empty party)."""
    counts = {bit: 0 for name, bit in FACTION_BITS.items() if name != "golems"}
    for card in est.view.face_up[seat]:
        for bit in counts:
            counts[bit] += bool(est.factions[card] & bit)
    bit, count = max(counts.items(), key=lambda item: item[1])
    return bit if count else 0


def _placement(est: Estimate, option: Option) -> float:
    if option.kind != "place_token":
        return 0.0
    name, zone, seat, index = option.args
    card = est.card_at((zone, seat, index))
    mine, fits = seat == est.me, est.is_mine(card)
    kind = TOKEN_KINDS.index(name)
    if name == "loyalty_x2":
        return HELPS_ME if mine and fits else (-HURTS_THEM if not mine and card >= 0 else -SMALL)
    if name == "protection":
        if mine:
            return HELPS_ME if fits or est.golem_mine else SMALL
        return -SMALL
    target = SWITCHES[kind]
    to_mine = bool(target & est.mask)
    if mine:
        if card < 0:
            return SMALL if to_mine else -SMALL
        return HELPS_ME if to_mine and not fits else (-HELPS_ME if fits and not to_mine else 0.0)
    theirs = _visible_faction(est, seat)
    if card >= 0 and theirs and est.factions[card] & theirs and not target & theirs:
        return HURTS_THEM
    return -SMALL


def place_token(est: Estimate, decision: Decision) -> list[float]:
    return [_placement(est, option) for option in decision.options]


def bribe_moment(est: Estimate, decision: Decision) -> list[float]:
    return [1.0 if option.kind == "bribe" else 0.0 for option in decision.options]


def reaction(est: Estimate, decision: Decision) -> list[float]:
    """Keep a threatened hero of mine worth keeping; sacrifice only a hero of no use to me."""
    threatened = decision.picked[0]
    card = est.card_at(threatened)
    worth = est.is_mine(card) or bool(est.golem_mine and card >= 0 and est.factions[card] & GOLEMS)
    scores = []
    for option in decision.options:
        if option.kind == "protect":
            scores.append(KEEP if worth else SMALL)
        elif option.kind == "substitute":
            ours = threatened[1] == est.me and worth
            scores.append(SACRIFICE if ours and not est.is_mine(est.card_at(option.args)) else -KEEP)
        else:
            scores.append(0.0)
    return scores


def with_bribes(scores: list[float], decision: Decision) -> list[float]:
    """Wherever a bribe is offered (any of the turn's own questions, ruling R35), it comes
    before everything else: it costs no action, and waiting may see its condition broken."""
    if not any(option.kind == "bribe" for option in decision.options):
        return scores
    top = max(scores) + 1.0
    return [top if option.kind == "bribe" else score for option, score in zip(decision.options, scores, strict=True)]
