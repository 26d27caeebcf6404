"""Chance outcomes a test names, instead of seeds scanned until a game happens to deal them:
each is a script for the engine's `ScriptedChance`, which answers the named random event and
draws every other one as the seeded generator would. `dealt` stacks a whole deal and `moves`
plays a written list of moves from it, so a test states the position it starts from."""

from collections.abc import Iterable, Mapping, Sequence

from hidden_leaders_qt.engine import GameState, Option, Settings, new_game
from hidden_leaders_qt.engine.core.chance import ScriptedChance
from hidden_leaders_qt.engine.core.constants import START_HAND, TAVERN_SLOTS
from hidden_leaders_qt.engine.core.deal import deck_for
from hidden_leaders_qt.engine.core.options import DONE, DRAW_HARBOR, PASS
from hidden_leaders_qt.engine.data.cards import default_db
from hidden_leaders_qt.engine.modules.artifact_cards import ARTIFACT_CARDS
from hidden_leaders_qt.engine.modules.bribery import EACH_KIND, TOKEN_KINDS
from hidden_leaders_qt.engine.modules.royal_intrigue import take_row


def next_fate_draw(st: GameState, first: str, second: str) -> None:
    """The next fate draw of `st` shows `first` and `second` (fate card ids), in that order."""
    deck = st.db.fate_deck
    ids = [st.db.fates[card].id for card in deck]
    one = ids.index(first)
    # a fate card may be in the deck twice: the second is another copy then
    other = next(place for place, card in enumerate(ids) if card == second and place != one)
    # the second card is drawn among the cards left, the first taken out
    st.rng = ScriptedChance(st.rng.state, draws=[(len(deck), one), (len(deck) - 1, other - (other > one))])


def artifacts_dealt(settings: Settings, cards: list[int]) -> GameState:
    """A new game whose seats are dealt these artifact cards, seat 0 first."""
    rest = [card for card in range(1, ARTIFACT_CARDS + 1) if card not in cards]
    return new_game(settings, chance=ScriptedChance(settings.seed, orders=[cards + rest]))


def dealt(
    settings: Settings,
    *,
    tavern: Sequence[str],
    hands: Mapping[int, Sequence[str]],
    harbor: Sequence[str] = (),
    start_seat: int = 0,
    leaders: Sequence[str] = (),
    tokens: Sequence[str] = (),
    artifact_cards: Sequence[int] = (),
) -> ScriptedChance:
    """The chance script of a stacked deal: the Tavern (slot 0 first), every seat's five hand
    cards (in the order they are dealt, from the first player round by round), the next
    Harbor cards after the deal (top first), the first player, the leaders (seat 0 first,
    without the Golems), the bribery tokens drawn from the bag in the game's order (the two
    onto the bribery card first) and the artifact cards (seat 0 first). What is not named
    is drawn as the settings' seed draws it."""
    db = default_db()
    index = db.hero_index
    deck = deck_for(settings, db)
    if settings.royal_intrigue:
        take_row(settings, db, deck)
    order = [(start_seat + step) % settings.players for step in range(settings.players)]
    assert sorted(hands) == list(range(settings.players)) and all(len(h) == START_HAND for h in hands.values())
    assert len(tavern) == TAVERN_SLOTS
    dealing = [*tavern, *(hands[seat][round_] for round_ in range(START_HAND) for seat in order), *harbor]
    top = [index[hero_id] for hero_id in dealing]
    assert len(set(top)) == len(top) and set(top) <= set(deck), "each card of the deal once, from this game's deck"
    orders: list[list[int]] = [[card for card in deck if card not in top] + top[::-1]]
    if leaders:
        base = [leader.index for leader in db.leaders if leader.set == "base"]
        named = [next(leader.index for leader in db.leaders if leader.id == name) for name in leaders]
        orders.append(named + [leader for leader in base if leader not in named])
    if artifact_cards:
        orders.append([*artifact_cards, *(card for card in range(1, ARTIFACT_CARDS + 1) if card not in artifact_cards)])
    return ScriptedChance(settings.seed, draws=[(settings.players, start_seat), *tokens_drawn(tokens)], orders=orders)


def tokens_drawn(kinds: Iterable[str]) -> list[tuple[int, int]]:
    """The draws from the bribery bag that take out these kinds in turn (from a whole bag,
    nothing given back in between)."""
    bag = sorted(kind for kind in range(len(TOKEN_KINDS)) for _ in range(EACH_KIND))
    draws = []
    for name in kinds:
        at = bag.index(TOKEN_KINDS.index(name))
        draws.append((len(bag), at))
        del bag[at]
    return draws


def moves(st: GameState, *script) -> list[Option]:
    """Make each move of `script`, read by the question it answers, and return the options
    made (the decisions for the session's door). A move is an `Option` itself, "pass", "done",
    "harbor" (draw from it), "bribe" (the first bribe offered), a pair of hero ids (setup:
    the one to hide, the one to discard), a hero id (the card to play, to draw from the
    Tavern, to discard or to pick), a token kind with a hero id (placed on it), a marker
    move `[red, green]`, a branch's label or an artifact side's id."""
    made = []
    for move in script:
        option = _read(st, move)
        assert option in st.options, f"{move!r} is no answer to {st.pending.kind}: {st.options}"
        st.apply(option)
        made.append(option)
    return made


def _read(st: GameState, move) -> Option:
    if isinstance(move, Option):
        return move
    words = {"pass": PASS, "done": DONE, "harbor": DRAW_HARBOR, "let_it_happen": Option("let_it_happen")}
    if isinstance(move, str) and move in words:
        return words[move]
    if move == "bribe":
        return next(option for option in st.options if option.kind == "bribe")
    kind = st.pending.kind
    if isinstance(move, list):
        return Option("markers", tuple(move))
    hand = [st.db.heroes[card].id for card in st.hands[st.deciding_seat]]
    if kind == "setup":
        hide, discard = move
        return Option("setup", (hand.index(hide), hand.index(discard)))
    if isinstance(move, tuple):
        token, hero_id = move
        return next(o for o in st.options if o.args[0] == token and _hero(st, o.args[1:]) == hero_id)
    for option in st.options:
        if option.kind in ("play", "extra_play", "discard") and hand[option.args[0]] == move:
            return option
        if option.kind == "draw_tavern" and _hero(st, ("tavern", option.args[0])) == move:
            return option
        if option.kind == "card" and _hero(st, option.args) == move:
            return option
        if option.kind in ("branch", "side") and move in option.args:
            return option
    raise AssertionError(f"no answer {move!r} to {kind}: {[st.describe(o) for o in st.options]}")


def _hero(st: GameState, pos: tuple) -> str:
    card = st.tavern[pos[1]] if pos[0] == "tavern" else st.card_at(pos)
    return st.db.heroes[card].id
