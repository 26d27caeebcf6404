"""Whether a state is one the rules can stand in. Read state data must pass, since a
state is played on without further checks: a seat number out of range, a leader dealt
twice or a decision the position does not ask would break the game moves later. A state
no game could reach is refused too (a turn beginning after the game should have ended, a
seat knowing a card it never saw): it would be played as if it were a real game."""

from collections import Counter

from hidden_leaders_qt.engine.core.constants import (
    FATE_DRAW,
    GOLEM_START,
    HAND_AFTER_SETUP,
    START_HAND,
    START_SPACE,
    Phase,
)
from hidden_leaders_qt.engine.core.deal import deck_for, leaders_for, revealed_at_end
from hidden_leaders_qt.engine.core.errors import SaveFormatError
from hidden_leaders_qt.engine.modules.artifact_checks import check_artifacts
from hidden_leaders_qt.engine.modules.bribery import EACH_KIND, PARTY_ZONES, TOKEN_KINDS
from hidden_leaders_qt.engine.rules.turn import Turn


def check_state(st: Turn) -> None:
    """Raise `SaveFormatError` saying what does not fit."""
    _check_cards(st)
    _check_leaders(st)
    _check_golems(st)
    _check_tokens(st)
    _check_turn(st)
    _check_game_end(st)
    _check_setup(st)
    _check_knowledge(st)
    _check_unseen(st)
    check_artifacts(st)
    _check_decision(st)


def _check_cards(st: Turn) -> None:
    placed = st.harbor + st.wilderness + st.graveyard + [c for c in st.tavern if c >= 0] + st.looking + st.in_play
    placed += [card for zone in (st.hands, st.up, st.down) for cards in zone for card in cards]
    if st.artifacts is not None:
        placed += st.artifacts.row
    expected = set(deck_for(st.settings, st.db)) | {st.db.emperor}
    if len(placed) != len(set(placed)) or set(placed) != expected:
        raise SaveFormatError("state_deck")
    # a card lifted to be performed, or still remembered by the effect that performed it
    # (Suggestive Puppet then gives it away)
    performed = {frame.card for frame in st.stack} | {frame.vars.get("card") for frame in st.stack}
    if any(card not in performed for card in st.in_play):
        raise SaveFormatError("state_in_play")


def _check_leaders(st: Turn) -> None:
    dealt = st.leaders + st.spare_leaders
    if sorted(dealt) != leaders_for(st.settings, st.db):
        raise SaveFormatError("state_leaders")


def _check_golems(st: Turn) -> None:
    """The golem marker and the fate draws exist with the Golems module only; a drawn pair
    is one the fate deck can give, and is drawn only for a draw that is due."""
    if not st.settings.golems and (st.golem_marker != GOLEM_START or st.fates_due):
        raise SaveFormatError("state_no_golems")
    if st.fate_drawn:
        deck = Counter(st.db.fate_deck)
        drawn = Counter(st.fate_drawn)
        if not st.fates_due or len(st.fate_drawn) != FATE_DRAW or any(deck[k] < c for k, c in drawn.items()):
            raise SaveFormatError("state_fate_drawn")


def _check_tokens(st: Turn) -> None:
    """The 18 bribery tokens, 3 of each kind, each in one place: the bag, the card, a hero in a
    party (known to its owner), or a hand during a bribe; none without the module."""
    tokens = st.bribery
    if tokens is None:
        if st.settings.bribery or st.reaction and not st.settings.artifacts:
            raise SaveFormatError("state_bribery_on")
        return
    if not st.settings.bribery:
        raise SaveFormatError("state_bribery_off")
    kinds = list(tokens.bag) + [k for k in tokens.card if k >= 0] + [k for h in tokens.held for k in h]
    kinds += [kind for _card, kind, _known in tokens.heroes]
    if Counter(kinds) != Counter({kind: EACH_KIND for kind in range(len(TOKEN_KINDS))}):
        raise SaveFormatError("state_token_count")
    if tokens.used != sum(1 for k in tokens.card if k < 0) or len({c for c, _k, _m in tokens.heroes}) != len(
        tokens.heroes
    ):
        raise SaveFormatError("state_bribes")
    for card, _kind, known in tokens.heroes:
        pos = st.locate(card)
        if pos is None or pos[0] not in PARTY_ZONES or not known >> pos[1] & 1:
            raise SaveFormatError("state_token_hero")
    holders = [s for s in range(st.n) if tokens.held[s]]
    pending = st.pending
    if pending is not None and pending.step == "draw_token_onto" and not tokens.placing:
        # Nutritious Stew or Open-Minded Mentalist: the one token drawn, waiting to be placed
        if holders != [pending.seat] or len(tokens.held[pending.seat]) != 1:
            raise SaveFormatError("state_token_drawn")
    elif sorted(holders) != sorted(tokens.placing) or (holders and pending is None):
        raise SaveFormatError("state_token_held")


def _check_turn(st: Turn) -> None:
    over = st.is_over
    if st.setup_queue:
        start = st.seats_from(st.start_seat)
        if st.phase != Phase.SETUP or st.setup_queue != start[len(start) - len(st.setup_queue) :]:
            raise SaveFormatError("state_setup_queue")
        if st.current != -1 or st.turn != 0:
            raise SaveFormatError("state_setup_turn")
    elif st.phase == Phase.SETUP:
        if st.artifacts is None or st.artifacts.chosen:
            raise SaveFormatError("state_setup_empty")
        if st.current != -1 or st.turn != 0:
            raise SaveFormatError("state_sides_turn")
    elif st.current < 0 or st.turn < 1:
        raise SaveFormatError("state_no_turn")
    if st.looking and st.looking_seat < 0:
        raise SaveFormatError("state_looking")
    if over != (st.result is not None):
        raise SaveFormatError("state_result_exists")
    artifact_effect = bool(st.stack) and st.stack[0].card < 0 and st.phase in (Phase.MAIN, Phase.DRAW, Phase.SLOW)
    if (st.phase == Phase.EFFECT) != bool(st.stack) and not artifact_effect:
        raise SaveFormatError("state_effect_phase")


def _check_game_end(st: Turn) -> None:
    """The game ends at the end of the turn in which a party has the threshold of face-up
    heroes, and only then: no turn begins with such a party."""
    threshold = st.threshold()
    reached = [seat for seat, party in enumerate(st.up) if len(party) >= threshold]
    if st.is_over and not reached:
        raise SaveFormatError("state_over_early", threshold=threshold)
    # a fast artifact used before the main action may have turned heroes face up (R50)
    artifact_used = st.artifacts is not None and st.current >= 0 and st.artifacts.used >> st.current & 1
    if reached and st.phase == Phase.MAIN and not artifact_used:
        seat = reached[0]
        raise SaveFormatError("state_over_late", seat=seat + 1, count=len(st.up[seat]), threshold=threshold)


def _check_setup(st: Turn) -> None:
    """Before the first turn only the deal and the setup choices have happened: each seat
    that set up hid one card and discarded one, and nothing else has moved."""
    if st.phase != Phase.SETUP:
        return
    if any(st.up) or st.in_play or st.looking or st.graveyard != [st.db.emperor] or -1 in st.tavern:
        raise SaveFormatError("state_setup_played")
    if st.markers != [START_SPACE, START_SPACE] or st.golem_marker != GOLEM_START or st.fates_due:
        raise SaveFormatError("state_setup_markers")
    waiting = set(st.setup_queue)
    for seat in range(st.n):
        hand, hidden = (START_HAND, 0) if seat in waiting else (HAND_AFTER_SETUP, 1)
        if len(st.hands[seat]) != hand or len(st.down[seat]) != hidden:
            raise SaveFormatError("state_setup_hands", seat=seat + 1, hand=hand, hidden=hidden)
    if len(st.wilderness) != st.n - len(waiting):
        raise SaveFormatError("state_setup_discards")


def _check_knowledge(st: Turn) -> None:
    """Who knows a card must fit where it lies: everybody for a public place, the owner
    for a hand or a face-down hero, the looker for a looked-at card."""
    known, everyone = st.known, st.all_mask
    if st.is_over and known != revealed_at_end(st.settings, st.db, everyone):
        raise SaveFormatError("state_end_shown")
    public = st.graveyard + st.in_play + [c for c in st.tavern if c >= 0] + [c for p in st.up for c in p]
    if st.artifacts is not None:
        public += st.artifacts.row
    if any(known[card] != everyone for card in public):
        raise SaveFormatError("state_public_hidden")
    for seat in range(st.n):
        bit = 1 << seat
        if any(not known[card] & bit for card in st.hands[seat] + st.down[seat]):
            raise SaveFormatError("state_own_cards", seat=seat + 1)
        if any(st.db.factions[card] & st.hand_lacks[seat] for card in st.hands[seat]):
            raise SaveFormatError("state_hand_lacks", seat=seat + 1)
    if st.looking and any(not known[card] >> st.looking_seat & 1 for card in st.looking):
        raise SaveFormatError("state_looker")


def _check_unseen(st: Turn) -> None:
    """While the game runs nobody knows a card they never saw: a card out of the game, one
    in the Harbor (dealt face down, or shuffled back face down), and during setup another
    seat's cards. (At the end every card is shown to all, see `_check_knowledge`.)"""
    if st.is_over:
        return
    known, heroes = st.known, st.db.heroes
    in_game = set(deck_for(st.settings, st.db)) | {st.db.emperor}
    for card, mask in enumerate(known):
        if mask and card not in in_game:
            raise SaveFormatError("state_out_of_game", card=heroes[card].id)
    for card in st.harbor:
        if known[card]:
            raise SaveFormatError("state_in_harbor", card=heroes[card].id)
    if st.phase != Phase.SETUP:
        return
    for seat in range(st.n):
        if any(known[card] != 1 << seat for card in st.hands[seat] + st.down[seat]):
            raise SaveFormatError("state_setup_seen", seat=seat + 1)
    discarders = sorted(known[card] for card in st.wilderness)
    if discarders != sorted(1 << seat for seat in range(st.n) if seat not in st.setup_queue):
        raise SaveFormatError("state_setup_discard_seen")


def _check_decision(st: Turn) -> None:
    """The pending decision must be the one the rules ask at this position: asked anew, it
    comes out the same and nothing else moves."""
    if st.is_over:
        if st.pending is not None:
            raise SaveFormatError("state_over_asks")
        return
    if st.pending is None:
        raise SaveFormatError("state_no_pending")
    again = st.clone()
    again.recording = False
    again.ask_again()
    if again.pending != st.pending or _position(again) != _position(st):
        raise SaveFormatError("state_other_pending")


def _position(st: Turn) -> tuple:
    frames = tuple((f.card, f.seat, f.pid, f.pc, f.then, f.vars, f.ss) for f in st.stack)
    zones = (st.harbor, st.wilderness, st.graveyard, st.tavern, st.hands, st.up, st.down, st.looking, st.in_play)
    turn = (st.phase, st.current, st.turn, st.main_discards, st.setup_queue, st.looking_seat)
    return (frames, zones, turn, st.markers, st.known, st.hand_lacks, st.rng.state)
