"""A game set up from an explicit layout instead of a shuffled deal.

Used for rules scenarios (tests, tutorials, puzzles): every zone is given by card id,
and the game starts at the main action of the chosen seat.
"""

from collections.abc import Iterable, Mapping

from hidden_leaders_qt.engine.core.constants import GOLEM_START, PARTY_ZONES, START_SPACE, TAVERN_SLOTS, Phase
from hidden_leaders_qt.engine.core.deal import deck_for, leaders_for
from hidden_leaders_qt.engine.core.errors import EngineError
from hidden_leaders_qt.engine.core.settings import Settings
from hidden_leaders_qt.engine.core.state import GameState
from hidden_leaders_qt.engine.data.cards import CardDB, default_db
from hidden_leaders_qt.engine.modules.bribery import EACH_KIND, TOKEN_KINDS, setup
from hidden_leaders_qt.engine.modules.tokens import Tokens


def from_layout(
    players: int,
    *,
    hands: Mapping[int, Iterable[str]] = {},
    face_up: Mapping[int, Iterable[str]] = {},
    face_down: Mapping[int, Iterable[str]] = {},
    tavern: Iterable[str | None] = (),
    graveyard: Iterable[str] | None = None,
    wilderness: Iterable[str] = (),
    harbor: Iterable[str] = (),
    rest: str = "harbor",
    markers: tuple[int, int] = (START_SPACE, START_SPACE),
    golem_marker: int = GOLEM_START,
    leaders: Iterable[str] | None = None,
    current: int = 0,
    seed: int = 0,
    promo_heroes: bool = True,
    beginner: bool = False,
    queens_and_friend: bool = False,
    keeper_of_discord: bool = False,
    golems: bool = False,
    bribery: bool = False,
    artifacts: bool = False,
    tokens: Mapping[str, str] = {},
    bribery_card: tuple[str, str] | None = None,
    db: CardDB | None = None,
) -> GameState:
    """Piles are listed bottom first (the last card is on top). Cards not placed go
    under the Harbor (or into the Wilderness, with `rest="wilderness"`). `graveyard`
    defaults to the Buried Emperor alone. Leaders not dealt are the game's spare ones.
    With Bribery, `tokens` puts a token (by kind) on heroes in parties, known to their
    owners, and `bribery_card` names the two on the card; the rest is in the bag. `artifacts`
    only deals the module's heroes: `artifact_layout.with_artifacts` lays out the artifacts."""
    db = db or default_db()
    settings = Settings(
        players=players,
        seed=seed,
        promo_heroes=promo_heroes,
        beginner=beginner,
        queens_and_friend=queens_and_friend,
        keeper_of_discord=keeper_of_discord,
        golems=golems,
        bribery=bribery,
        artifacts=artifacts,
    )
    in_game = set(deck_for(settings, db)) | {db.emperor}
    placed: set[int] = set()

    def ids(names: Iterable[str | None]) -> list[int]:
        cards = []
        for name in names:
            if name is None:
                cards.append(-1)
                continue
            if name not in db.hero_index:
                raise EngineError(f"unknown hero id {name!r}")
            card = db.hero_index[name]
            if card not in in_game:
                raise EngineError(f"{name} is not in a game with these settings")
            if card in placed:
                raise EngineError(f"{name} is placed twice")
            placed.add(card)
            cards.append(card)
        return cards

    hand_cards = [ids(hands.get(s, ())) for s in range(players)]
    up_cards = [ids(face_up.get(s, ())) for s in range(players)]
    down_cards = [ids(face_down.get(s, ())) for s in range(players)]
    tavern_cards = (ids(tavern) + [-1] * TAVERN_SLOTS)[:TAVERN_SLOTS]
    graveyard_cards = ids(graveyard if graveyard is not None else ["buried_emperor"])
    wilderness_cards = ids(wilderness)
    top_of_harbor = ids(harbor)
    remaining = sorted(in_game - placed)
    if rest == "harbor":
        harbor_cards = remaining + top_of_harbor
    else:
        harbor_cards = top_of_harbor
        wilderness_cards = remaining + wilderness_cards
    in_play = leaders_for(settings, db)
    leader_ids = list(leaders) if leaders is not None else [db.leaders[i].id for i in in_play[:players]]
    dealt = tuple(db.leader_index[name] for name in leader_ids)
    if any(leader not in in_play for leader in dealt):
        raise EngineError("a golem leader needs the Golems module")
    st = GameState.from_fields(
        {
            "db": db,
            "settings": settings,
            "markers": list(markers),
            "golem_marker": golem_marker,
            "hands": hand_cards,
            "up": up_cards,
            "down": down_cards,
            "tavern": tavern_cards,
            "graveyard": graveyard_cards,
            "wilderness": wilderness_cards,
            "harbor": harbor_cards,
            "leaders": dealt,
            "spare_leaders": tuple(i for i in in_play if i not in dealt),
            "start_seat": current,
            "current": current,
            "turn": 1,
            "phase": Phase.MAIN,
        }
    )
    for card in st.graveyard + [c for c in st.tavern if c >= 0]:
        st.known[card] = st.all_mask
    for seat in range(players):
        for card in st.hands[seat] + st.down[seat]:
            st.known[card] |= 1 << seat
        for card in st.up[seat]:
            st.known[card] = st.all_mask
    if bribery:
        st.bribery = _arranged_tokens(st, tokens, bribery_card)
    st.emit("turn", current, value=1)
    st.run_to_first_decision()
    return st


def _arranged_tokens(st: GameState, tokens: Mapping[str, str], card: tuple[str, str] | None) -> Tokens:
    dealt = setup(st.n, st.rng)
    bag = [kind for kind in range(len(TOKEN_KINDS)) for _ in range(EACH_KIND)]
    on_card = dealt.card if card is None else tuple(TOKEN_KINDS.index(name) for name in card)
    heroes = []
    for hero_id, name in tokens.items():
        hero = st.db.hero_index[hero_id]
        pos = st.locate(hero)
        if pos is None or pos[0] not in PARTY_ZONES:
            raise EngineError(f"a token lies on a hero in a party, not on {hero_id}")
        heroes.append((hero, TOKEN_KINDS.index(name), 1 << pos[1]))
    for kind in (*on_card, *(kind for _hero, kind, _known in heroes)):
        if kind not in bag:
            raise EngineError("there are only 3 tokens of each kind")
        bag.remove(kind)
    return Tokens(tuple(bag), (on_card[0], on_card[1]), tuple(sorted(heroes)), ((),) * st.n, ())
