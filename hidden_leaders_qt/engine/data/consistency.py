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
        raise SaveFormatError("the cards in the state do not match the game's deck (missing or duplicated cards)")
    # a card lifted to be performed, or still remembered by the effect that performed it
    # (Suggestive Puppet then gives it away)
    performed = {frame.card for frame in st.stack} | {frame.vars.get("card") for frame in st.stack}
    if any(card not in performed for card in st.in_play):
        raise SaveFormatError("in_play: a card lies in play without being performed")


def _check_leaders(st: Turn) -> None:
    dealt = st.leaders + st.spare_leaders
    if sorted(dealt) != leaders_for(st.settings, st.db):
        raise SaveFormatError("leaders: the seats' and the spare leaders must be every leader of the game once")


def _check_golems(st: Turn) -> None:
    """The golem marker and the fate draws exist with the Golems module only; a drawn pair
    is one the fate deck can give, and is drawn only for a draw that is due."""
    if not st.settings.golems and (st.golem_marker != GOLEM_START or st.fates_due):
        raise SaveFormatError("golem_marker, fates_due: there are no golems in this game")
    if st.fate_drawn:
        deck = Counter(st.db.fate_deck)
        drawn = Counter(st.fate_drawn)
        if not st.fates_due or len(st.fate_drawn) != FATE_DRAW or any(deck[k] < c for k, c in drawn.items()):
            raise SaveFormatError("fate_drawn: not a draw of the fate deck for a fate that is due")


def _check_tokens(st: Turn) -> None:
    """The 18 bribery tokens, 3 of each kind, each in one place: the bag, the card, a hero in a
    party (known to its owner), or a hand during a bribe; none without the module."""
    tokens = st.bribery
    if tokens is None:
        if st.settings.bribery or st.reaction and not st.settings.artifacts:
            raise SaveFormatError("bribery: the Bribery module is on exactly when there are tokens")
        return
    if not st.settings.bribery:
        raise SaveFormatError("bribery: tokens in a game without the Bribery module")
    kinds = list(tokens.bag) + [k for k in tokens.card if k >= 0] + [k for h in tokens.held for k in h]
    kinds += [kind for _card, kind, _known in tokens.heroes]
    if Counter(kinds) != Counter({kind: EACH_KIND for kind in range(len(TOKEN_KINDS))}):
        raise SaveFormatError("bribery: the tokens must be 3 of each kind, each in one place")
    if tokens.used != sum(1 for k in tokens.card if k < 0) or len({c for c, _k, _m in tokens.heroes}) != len(
        tokens.heroes
    ):
        raise SaveFormatError("bribery: the bribes made and the tokens taken from the card differ")
    for card, _kind, known in tokens.heroes:
        pos = st.locate(card)
        if pos is None or pos[0] not in PARTY_ZONES or not known >> pos[1] & 1:
            raise SaveFormatError("bribery: a token lies on a hero in a party, and its owner knows it")
    holders = [s for s in range(st.n) if tokens.held[s]]
    pending = st.pending
    if pending is not None and pending.step == "draw_token_onto" and not tokens.placing:
        # Nutritious Stew or Open-Minded Mentalist: the one token drawn, waiting to be placed
        if holders != [pending.seat] or len(tokens.held[pending.seat]) != 1:
            raise SaveFormatError("bribery: a token drawn onto a hero is held by the one placing it")
    elif sorted(holders) != sorted(tokens.placing) or (holders and pending is None):
        raise SaveFormatError("bribery: tokens are held only by the seats still to place them")


def _check_turn(st: Turn) -> None:
    over = st.is_over
    if st.setup_queue:
        start = st.seats_from(st.start_seat)
        if st.phase != Phase.SETUP or st.setup_queue != start[len(start) - len(st.setup_queue) :]:
            raise SaveFormatError("setup_queue: not the seats still to set up, in turn order")
        if st.current != -1 or st.turn != 0:
            raise SaveFormatError("current, turn: no turn has begun during setup")
    elif st.phase == Phase.SETUP:
        if st.artifacts is None or st.artifacts.chosen:
            raise SaveFormatError("setup_queue: setup with nobody left to set up")
        if st.current != -1 or st.turn != 0:
            raise SaveFormatError("current, turn: no turn has begun while the artifact sides are chosen")
    elif st.current < 0 or st.turn < 1:
        raise SaveFormatError("current, turn: a turn must be running after setup")
    if st.looking and st.looking_seat < 0:
        raise SaveFormatError("looking_seat: cards are looked at by nobody")
    if over != (st.result is not None):
        raise SaveFormatError("result: a finished game has its result, a running one none")
    artifact_effect = bool(st.stack) and st.stack[0].card < 0 and st.phase in (Phase.MAIN, Phase.DRAW, Phase.SLOW)
    if (st.phase == Phase.EFFECT) != bool(st.stack) and not artifact_effect:
        raise SaveFormatError("phase, stack: cards resolve in the effect phase, and only then")


def _check_game_end(st: Turn) -> None:
    """The game ends at the end of the turn in which a party has the threshold of face-up
    heroes, and only then: no turn begins with such a party."""
    threshold = st.threshold()
    reached = [seat for seat, party in enumerate(st.up) if len(party) >= threshold]
    if st.is_over and not reached:
        raise SaveFormatError(f"phase: the game is over, but no party has the {threshold} face-up heroes that end it")
    # a fast artifact used before the main action may have turned heroes face up (R50)
    artifact_used = st.artifacts is not None and st.current >= 0 and st.artifacts.used >> st.current & 1
    if reached and st.phase == Phase.MAIN and not artifact_used:
        seat = reached[0]
        raise SaveFormatError(
            f"face_up: seat {seat + 1} has {len(st.up[seat])} face-up heroes at the start of a turn; "
            f"the game ends at the end of the turn in which a party has {threshold}"
        )


def _check_setup(st: Turn) -> None:
    """Before the first turn only the deal and the setup choices have happened: each seat
    that set up hid one card and discarded one, and nothing else has moved."""
    if st.phase != Phase.SETUP:
        return
    if any(st.up) or st.in_play or st.looking or st.graveyard != [st.db.emperor] or -1 in st.tavern:
        raise SaveFormatError("face_up, tavern, graveyard: nothing is played before setup ends")
    if st.markers != [START_SPACE, START_SPACE] or st.golem_marker != GOLEM_START or st.fates_due:
        raise SaveFormatError("markers: the markers stay on their start spaces during setup")
    waiting = set(st.setup_queue)
    for seat in range(st.n):
        hand, hidden = (START_HAND, 0) if seat in waiting else (HAND_AFTER_SETUP, 1)
        if len(st.hands[seat]) != hand or len(st.down[seat]) != hidden:
            raise SaveFormatError(f"hands, face_down: seat {seat + 1} holds {hand} cards and hides {hidden} in setup")
    if len(st.wilderness) != st.n - len(waiting):
        raise SaveFormatError("wilderness: each seat that set up discarded one card, and nobody else")


def _check_knowledge(st: Turn) -> None:
    """Who knows a card must fit where it lies: everybody for a public place, the owner
    for a hand or a face-down hero, the looker for a looked-at card."""
    known, everyone = st.known, st.all_mask
    if st.is_over and known != revealed_at_end(st.settings, st.db, everyone):
        raise SaveFormatError("known: every card is shown at the end of a game")
    public = st.graveyard + st.in_play + [c for c in st.tavern if c >= 0] + [c for p in st.up for c in p]
    if st.artifacts is not None:
        public += st.artifacts.row
    if any(known[card] != everyone for card in public):
        raise SaveFormatError("known: a card in a public place is hidden from some seat")
    for seat in range(st.n):
        bit = 1 << seat
        if any(not known[card] & bit for card in st.hands[seat] + st.down[seat]):
            raise SaveFormatError(f"known: seat {seat + 1} does not know its own hand or hidden heroes")
        if any(st.db.factions[card] & st.hand_lacks[seat] for card in st.hands[seat]):
            raise SaveFormatError(f"hand_lacks: seat {seat + 1} holds a card of a faction it is known to lack")
    if st.looking and any(not known[card] >> st.looking_seat & 1 for card in st.looking):
        raise SaveFormatError("known: the looker does not know the cards it looks at")


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
            raise SaveFormatError(f"known: {heroes[card].id} is not in this game, so nobody can know it")
    for card in st.harbor:
        if known[card]:
            raise SaveFormatError(f"known: {heroes[card].id} lies face down in the Harbor, so nobody can know it")
    if st.phase != Phase.SETUP:
        return
    for seat in range(st.n):
        if any(known[card] != 1 << seat for card in st.hands[seat] + st.down[seat]):
            raise SaveFormatError(f"known: during setup only seat {seat + 1} has seen its cards")
    discarders = sorted(known[card] for card in st.wilderness)
    if discarders != sorted(1 << seat for seat in range(st.n) if seat not in st.setup_queue):
        raise SaveFormatError("known: during setup a discarded card is known to the seat that discarded it alone")


def _check_decision(st: Turn) -> None:
    """The pending decision must be the one the rules ask at this position: asked anew, it
    comes out the same and nothing else moves."""
    if st.is_over:
        if st.pending is not None:
            raise SaveFormatError("pending: a finished game asks nothing")
        return
    if st.pending is None:
        raise SaveFormatError("pending: a running game must have a pending decision")
    again = st.clone()
    again.recording = False
    again.ask_again()
    if again.pending != st.pending or _position(again) != _position(st):
        raise SaveFormatError("pending: not the decision the rules ask at this position")


def _position(st: Turn) -> tuple:
    frames = tuple((f.card, f.seat, f.pid, f.pc, f.then, f.vars, f.ss) for f in st.stack)
    zones = (st.harbor, st.wilderness, st.graveyard, st.tavern, st.hands, st.up, st.down, st.looking, st.in_play)
    turn = (st.phase, st.current, st.turn, st.main_discards, st.setup_queue, st.looking_seat)
    return (frames, zones, turn, st.markers, st.known, st.hand_lacks, st.rng.state)
