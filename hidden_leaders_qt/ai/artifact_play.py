"""How the rule-based players (Easy, Medium) play the Artifacts module and Royal Intrigue:
a side by a fixed liking, an artifact used when its effect finds a target worth it (after
the main action, when more is known), the spent token on the royal hero most likely won."""

from hidden_leaders_qt.ai.search.estimate import Estimate
from hidden_leaders_qt.engine.core.constants import GOLEMS
from hidden_leaders_qt.engine.core.options import Decision

# How much a rule player likes each side in general; the tokens it shows add to it.
SIDE_LIKING = {
    "two_shot_crossbow": 1.0,
    "blooming_bag": 0.8,
    "soundless_shoes": 0.7,
    "all_knowing_antler": 0.7,
    "trapping_treasure": 0.5,
    "overcharged_trident": 0.5,
    "suggestive_puppet": 0.5,
    "confusing_crystal": 0.4,
    "sedative_shell": 0.4,
    "guarding_goblet": 0.3,
}
TOKEN_LIKING = 0.1
# Worth of a Harbor card shown, for the chance to win a royal hero; and of a Queen that
# would count double for me.
SHOWN_CARD = 1.0
MY_QUEEN = 2.0


def side_scores(est: Estimate, decision: Decision) -> list[float]:
    sides = {side.id: side for side in est.db.artifact_sides}
    scores = []
    for option in decision.options:
        side = sides[option.args[0]]
        liking = SIDE_LIKING.get(side.id, 0.0)
        if side.id == "guarding_goblet" and not est.view.golem_marker:
            liking = -1.0  # nothing to take without the Golems
        scores.append(liking + TOKEN_LIKING * side.tokens)
    return scores


def worth_using(est: Estimate, side_id: str) -> bool:
    """Whether the side's effect has a target that helps me now (from my view only)."""
    view, me = est.view, est.me
    others = [seat for seat in range(view.players) if seat != me]
    if side_id == "two_shot_crossbow":
        return any(not est.is_mine(card) for seat in others for card in view.face_up[seat])
    if side_id == "soundless_shoes":
        return len(view.hand) > 1 and any(est.is_mine(card) for card in view.hand)
    if side_id == "guarding_goblet":
        return any(est.factions[card] & GOLEMS for seat in others for card in view.face_up[seat])
    if side_id == "blooming_bag":
        tops = [card for card in view.tavern if card >= 0] + list(view.graveyard[-1:])
        return any(est.is_mine(card) for card in tops)
    if side_id == "all_knowing_antler":
        return len(view.wilderness) >= 2
    if side_id == "sedative_shell":
        return bool(view.face_down[me]) and any(est.is_mine(card) for card in view.hand)
    if side_id == "overcharged_trident":
        return any(not est.is_mine(card) for card in view.face_up[me])
    if side_id == "trapping_treasure":
        return any(est.is_mine(card) for card in view.tavern if card >= 0) and any(view.face_up[s] for s in others)
    return side_id in ("suggestive_puppet", "confusing_crystal")


def window_scores(est: Estimate, decision: Decision) -> list[float]:
    """Use the artifact (kind "artifact") or let the moment pass."""
    artifacts = est.view.artifacts
    assert artifacts is not None
    use = worth_using(est, artifacts.sides[est.me])
    return [1.0 if (option.kind == "artifact") == use else 0.0 for option in decision.options]


def row_scores(est: Estimate, decision: Decision) -> list[float]:
    """The row hero with the most tokens shows the most cards; a Queen of my leader counts double."""
    artifacts = est.view.artifacts
    assert artifacts is not None
    leader = est.db.leaders[est.view.leader].id
    scores = []
    for option in decision.options:
        index = option.args[0]
        scoring = est.db.heroes[artifacts.row[index]].scoring
        mine = scoring is not None and leader in scoring.with_leader
        scores.append(SHOWN_CARD * (artifacts.row_tokens[index] + 1) + (MY_QUEEN if mine else 0.0))
    return scores


def order_scores(est: Estimate, decision: Decision) -> list[float]:
    """Where the shown cards lie under the Harbor hardly matters: keep their order."""
    return [0.0] * len(decision.options)


ARTIFACT_HANDLERS = {
    "artifact_side": side_scores,
    "artifact": window_scores,
    "royal_card": row_scores,
    "royal_order": order_scores,
}
