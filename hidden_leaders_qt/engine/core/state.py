"""The game state: the table and the turn behind the one contract front ends, bots and saves use.

`GameState` is the `Turn` (phases, frames, the next decision) built on the `Table` (cards,
knowledge, primitive moves) over the fields of `fields` (which also clones them), and adds
options and apply, equality, the seats' views and the state as data."""

import json
import reprlib

from hidden_leaders_qt.engine.core.constants import START_HAND, TAVERN_SLOTS, Phase, Zone
from hidden_leaders_qt.engine.core.deal import deal_leaders, deck_for
from hidden_leaders_qt.engine.core.errors import EngineError, GameOverError, IllegalOptionError
from hidden_leaders_qt.engine.core.events import Event, chain_to_list
from hidden_leaders_qt.engine.core.fields import fields_equal
from hidden_leaders_qt.engine.core.options import Decision, Option
from hidden_leaders_qt.engine.core.rng import SplitMix64
from hidden_leaders_qt.engine.core.settings import Settings
from hidden_leaders_qt.engine.data.cards import CardDB, default_db
from hidden_leaders_qt.engine.data.serialize import state_from_data
from hidden_leaders_qt.engine.data.state_writer import state_to_data
from hidden_leaders_qt.engine.modules import artifacts, bribery
from hidden_leaders_qt.engine.modules.royal_intrigue import take_row
from hidden_leaders_qt.engine.rules import view
from hidden_leaders_qt.engine.rules.turn import Turn
from hidden_leaders_qt.engine.words.describe import describe_option


class GameState(Turn):
    """One game at one moment. The fields are listed in `fields`."""

    __slots__ = ()

    # --- the decision contract ------------------------------------------------------

    @property
    def decision(self) -> Decision | None:
        """What must be decided now, or None when the game is over."""
        return self.pending

    @property
    def options(self) -> tuple[Option, ...]:
        return self.pending.options if self.pending is not None else ()

    @property
    def deciding_seat(self) -> int:
        return self.pending.seat if self.pending is not None else -1

    def apply(self, option: Option) -> None:
        """Apply one of the offered options. Anything else raises before the state is touched:
        an option not offered, and an equal-looking one of other types (a plain tuple, a float
        or a bool for an integer), which would otherwise corrupt the state or the log."""
        pending = self.pending
        if pending is None:
            raise GameOverError("rules_game_over")
        offered = _offered(option, pending.options)
        if offered is None:
            # the options as a save writes them: the same in every language
            legal = ", ".join([json.dumps(o.to_data()) for o in pending.options])
            raise IllegalOptionError(
                "rules_illegal",
                option=reprlib.repr(option),
                seat=pending.seat + 1,
                kind=json.dumps(pending.kind),
                legal=legal,
            )
        self._resolve(offered)
        self._advance()

    def run_to_first_decision(self) -> None:
        """The last step of setting a game up from its fields (a new deal, a laid-out position):
        the engine takes every forced step until someone has a choice to make."""
        self._advance()

    def stop_recording(self) -> None:
        """Keep no event log from here on: a game played only to be counted or searched."""
        self.recording = False

    def apply_fast(self, option: Option) -> None:
        """Apply without the legality check: for search, with options taken from `options`."""
        self._resolve(option)
        self._advance()

    def __eq__(self, other: object) -> bool:
        """Two states are equal when every compared field is (see `fields`)."""
        return isinstance(other, GameState) and fields_equal(self, other)

    # a state changes as it plays: unhashable, as Python makes any class that defines __eq__
    __hash__ = None  # type: ignore[assignment]

    def events(self) -> list[Event]:
        return chain_to_list(self.log)

    # --- information sets -------------------------------------------------------------

    def view_for(self, seat: int) -> view.SeatView:
        return view.view_for(self, seat)

    def resample_for(self, seat: int, rng: SplitMix64) -> "GameState":
        return view.resample_for(self, seat, rng)

    def resampler_for(self, seat: int) -> "view.Resampler[GameState]":
        """Draws many worlds `seat` cannot tell from this one (`resample_for`, prepared once)."""
        return view.Resampler(self, seat)

    def redacted_for(self, seat: int, seed: int) -> "GameState":
        return view.redacted_for(self, seat, seed)

    # --- serialization ------------------------------------------------------------------

    def to_data(self) -> dict:
        return state_to_data(self)

    @staticmethod
    def from_data(data: dict, db: CardDB | None = None) -> "GameState":
        """The state `to_data` wrote. Everything is checked (see `serialize`): bad or
        tampered data raises `SaveFormatError` instead of giving a broken game."""
        return state_from_data(data, db or default_db(), GameState)

    def describe(self, option: Option) -> str:
        return describe_option(self, option)


def _offered(option: object, options: tuple[Option, ...]) -> Option | None:
    """The offered option that `option` is exactly, or None: an `Option` whose arguments are
    integers (not bools) or texts, equal to one of `options`."""
    if type(option) is not Option or type(option.kind) is not str or type(option.args) is not tuple:
        return None
    for arg in option.args:
        if type(arg) is not str and (not isinstance(arg, int) or isinstance(arg, bool)):
            return None
    for legal in options:
        if legal == option:
            return legal
    return None


def new_game(settings: Settings, db: CardDB | None = None, chance: SplitMix64 | None = None) -> GameState:
    """Set up a game as the rules say and run it to the first decision. `chance` (a
    `ScriptedChance` in the settings' seed) hands the deal outcomes a test or lesson needs."""
    db = db or default_db()
    n = settings.players
    if settings.golems and len(db.fate_deck) < 2:
        raise EngineError("the Golems module needs the fate cards (fate.yaml)")
    rng = chance if chance is not None else SplitMix64(settings.seed)
    leaders, spare_leaders = deal_leaders(settings, db, rng)
    harbor = deck_for(settings, db)
    row = take_row(settings, db, harbor) if settings.royal_intrigue else ()
    rng.shuffle(harbor)
    st = GameState.from_fields(
        {
            "db": db,
            "settings": settings,
            "rng": rng,
            "leaders": leaders,
            "spare_leaders": spare_leaders,
            "harbor": harbor,
            "graveyard": [db.emperor],
            "start_seat": -1,
            "current": -1,
            "turn": 0,
            "phase": Phase.SETUP,
        }
    )
    st.known[db.emperor] = st.all_mask
    for seat in range(n):
        st.emit("leader", seat, visible=1 << seat, value=st.leaders[seat])
    for slot in range(TAVERN_SLOTS):
        st.move((Zone.HARBOR, -1, len(st.harbor) - 1), Zone.TAVERN, slot, -1, "refill")
    st.start_seat = st.rng.below(n)
    order = st.seats_from(st.start_seat)
    for _ in range(START_HAND):
        for seat in order:
            st.move((Zone.HARBOR, -1, len(st.harbor) - 1), Zone.HAND, seat, -1, "draw")
    if settings.bribery:
        st.bribery = bribery.setup(n, st.rng)
    st.setup_queue = order
    if settings.artifacts:
        st.artifacts = artifacts.deal(st, row)
        for card in row:
            st.known[card] = st.all_mask
    st.run_to_first_decision()
    return st
