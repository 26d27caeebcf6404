"""Small verbs for rules scenarios: play a card, pick a card by name, read a zone by name."""

from hidden_leaders_qt.engine import GameState, Option
from hidden_leaders_qt.engine.core.constants import Zone


def hero(st: GameState, hero_id: str) -> int:
    return st.db.hero_index[hero_id]


def names(st: GameState, cards) -> list[str]:
    return [st.db.heroes[c].id if c >= 0 else None for c in cards]


def hand(st: GameState, seat: int) -> list[str]:
    return names(st, st.hands[seat])


def up(st: GameState, seat: int) -> list[str]:
    return names(st, st.up[seat])


def down(st: GameState, seat: int) -> list[str]:
    return names(st, st.down[seat])


def tavern(st: GameState) -> list[str | None]:
    return names(st, st.tavern)


def graveyard(st: GameState) -> list[str]:
    return names(st, st.graveyard)


def wilderness(st: GameState) -> list[str]:
    return names(st, st.wilderness)


def markers(st: GameState) -> tuple[int, int]:
    return tuple(st.markers)


def play(st: GameState, hero_id: str) -> None:
    """The deciding seat plays `hero_id` from its hand (main action or extra play)."""
    seat = st.deciding_seat
    st.apply(Option("play", (st.hands[seat].index(hero(st, hero_id)),)))


def pick(st: GameState, hero_id: str) -> None:
    """Choose the card option that points at `hero_id`, wherever it lies."""
    card = hero(st, hero_id)
    for option in st.options:
        if option.kind == "card" and st.card_at(option.args) == card:
            st.apply(option)
            return
    raise AssertionError(f"{hero_id} is not among the options {[st.describe(o) for o in st.options]}")


def pick_at(st: GameState, zone: Zone, seat: int, index: int) -> None:
    st.apply(Option("card", (zone, seat, index)))


def pick_player(st: GameState, seat: int) -> None:
    st.apply(Option("player", (seat,)))


def pick_markers(st: GameState, red: int, green: int) -> None:
    st.apply(Option("markers", (red, green)))


def name_faction(st: GameState, faction: str) -> None:
    st.apply(Option("faction", (faction,)))


def card_options(st: GameState) -> list[str]:
    """The heroes the current card decision offers, by id."""
    return [st.db.heroes[st.card_at(o.args)].id for o in st.options if o.kind == "card"]


def marker_options(st: GameState) -> list[tuple[int, int]]:
    return [o.args for o in st.options if o.kind == "markers"]


def finish_turn(st: GameState) -> None:
    """Draw from the Harbor and discard the first cards until the next turn begins."""
    seat = st.current
    while st.current == seat and not st.is_over:
        kinds = {o.kind for o in st.options}
        if "draw_harbor" in kinds:
            st.apply(Option("draw_harbor"))
        elif st.pending.kind == "discard_down":
            st.apply(Option("discard", (0,)))
        elif st.pending.kind == "draw":
            st.apply(st.options[0])
        else:
            raise AssertionError(f"unexpected decision {st.pending.kind} while finishing the turn")


def bot_option(bot, st: GameState, seat: int) -> Option:
    """What `bot` chooses for `seat`, from what the seat may know: a searching bot gets the
    seat's redacted world, a rule bot its view."""
    if hasattr(bot, "choose_in_world"):
        return bot.choose_in_world(st.redacted_for(seat, st.log_size), seat)
    return bot.choose(st.view_for(seat), st.db)
