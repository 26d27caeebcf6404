"""The Artifacts module's rules: the deal and the side choice, and the uses of an artifact
at its moment of the turn (rulings R45 to R52). The turn calls in here at the moments an
artifact may be used; the effects themselves are programs in the card vocabulary
(`cards/artifacts.yaml`), run on a frame like a card's."""

from typing import Any

from hidden_leaders_qt.engine.core.errors import EngineError
from hidden_leaders_qt.engine.core.frames import Frame
from hidden_leaders_qt.engine.core.options import Decision, Option
from hidden_leaders_qt.engine.core.rng import SplitMix64
from hidden_leaders_qt.engine.modules.artifact_cards import ARTIFACT_CARDS, ArtifactSide
from hidden_leaders_qt.engine.modules.artifact_state import ARTIFACT_TOKENS, ArtifactState

USE = Option("artifact")
"""Use your artifact now: offered with the main action (fast) and at the moments after it."""
LET_PASS = Option("pass")
FAST, SLOW = "fast", "slow"


def side_available(side: ArtifactSide, settings: Any) -> bool:
    """Whether a side can be chosen in this game: Nutritious Stew draws from the bribery bag,
    so it needs the Bribery module (ruling R46)."""
    return not side.needs or bool(getattr(settings, side.needs))


def side_idle(side: ArtifactSide, settings: Any) -> str:
    """The module whose absence leaves the side nothing to act on in this game ("" when it
    can act): Guarding Goblet takes a golem, and without the Golems there are none. Such a
    side can still be chosen and used (ruling R46); the choice says so (D31)."""
    off = side.acts_only_with and not getattr(settings, side.acts_only_with)
    return side.acts_only_with if off else ""


def choosable_sides(st: Any, card: int) -> tuple[ArtifactSide, ...]:
    return tuple(side for side in st.db.artifact_sides if side.card == card and side_available(side, st.settings))


def deal(st: Any, row: tuple[int, ...]) -> ArtifactState:
    """One artifact card per seat at random; the sides are chosen in turn order from the
    first player, after the setup of the hands (ruling R45)."""
    if len(st.db.artifact_sides) != 2 * ARTIFACT_CARDS:
        raise EngineError("the Artifacts module needs the artifact sides (artifacts.yaml)")
    cards = list(range(1, ARTIFACT_CARDS + 1))
    st.rng.shuffle(cards)
    n = st.n
    return ArtifactState(
        cards=tuple(cards[:n]),
        sides=(-1,) * n,
        tokens=(0,) * n,
        box=ARTIFACT_TOKENS,
        queue=st.seats_from(st.start_seat),
        row=row,
        row_tokens=(0,) * len(row),
    )


def side_decision(st: Any) -> Decision:
    artifacts: ArtifactState = st.artifacts
    seat = artifacts.queue[0]
    options = tuple(Option("side", (side.id,)) for side in choosable_sides(st, artifacts.cards[seat]))
    return Decision("artifact_side", seat, options)


def choose_side(st: Any, seat: int, side_id: str) -> bool:
    """Record the seat's side (private until every seat has chosen); when the last has
    chosen, show them all and put the tokens on them. Whether the side choice is over."""
    index = next(side.index for side in st.db.artifact_sides if side.id == side_id)
    artifacts: ArtifactState = st.artifacts
    artifacts = artifacts.with_seat("sides", seat, index)._replace(queue=artifacts.queue[1:])
    st.emit("artifact_side", seat)
    if artifacts.queue:
        st.artifacts = artifacts
        return False
    tokens = tuple(st.db.artifact_sides[side].tokens for side in artifacts.sides)
    st.artifacts = artifacts._replace(tokens=tokens, box=artifacts.box - sum(tokens))
    for other in st.seats_from(st.start_seat):
        st.emit("artifact_shown", other, value=st.db.artifact_sides[artifacts.sides[other]].id)
    return True


def can_use(st: Any, timing: str) -> bool:
    """The player whose turn it is may use their artifact now (once per turn, a token left,
    the side's timing, and they did not let this moment pass)."""
    artifacts: ArtifactState = st.artifacts
    seat = st.current
    side = artifacts.sides[seat]
    return (
        side >= 0
        and artifacts.tokens[seat] > 0
        and not artifacts.used >> seat & 1
        and not artifacts.declined
        and st.db.artifact_sides[side].timing == timing
    )


def use_options(st: Any, timing: str) -> tuple[Option, ...]:
    return (USE,) if can_use(st, timing) else ()


def window(st: Any) -> Decision:
    """The moment after the main action (fast) or after the refill (slow): use it or not."""
    return Decision("artifact", st.current, (USE, LET_PASS))


def answer_window(st: Any, seat: int, option: Option) -> None:
    if option == USE:
        use(st, seat)
    else:
        st.artifacts = st.artifacts._replace(declined=True)


def use(st: Any, seat: int) -> None:
    """Spend a token and run the side's effect (a reaction has none: it acts at once). With
    Royal Intrigue (and a row hero left) the token goes onto the row first (ruling R53), else
    into the box."""
    artifacts: ArtifactState = st.artifacts
    side = st.db.artifact_sides[artifacts.sides[seat]]
    artifacts = artifacts._replace(used=artifacts.used | 1 << seat)
    intrigue = st.settings.royal_intrigue and bool(artifacts.row)
    if not intrigue:
        artifacts = artifacts.with_seat("tokens", seat, artifacts.tokens[seat] - 1)._replace(box=artifacts.box + 1)
    st.artifacts = artifacts
    st.emit("artifact_use", seat, value=side.id)
    if side.pid >= 0:
        st.stack.append(Frame(-1, seat, side.pid, {}))
    if intrigue:
        st.stack.append(Frame(-1, seat, st.db.royal_pid, {}))


def end_of_turn(st: Any) -> None:
    """A new turn: every seat may use its artifact again."""
    st.artifacts = st.artifacts._replace(used=0, declined=False)


def resample_sides(st: Any, new: Any, seat: int, rng: SplitMix64) -> None:
    """While the sides are being chosen, the sides others already chose are their secret:
    in a sampled world each is any side its card offers."""
    artifacts: ArtifactState = st.artifacts
    sides = list(artifacts.sides)
    for other, side in enumerate(sides):
        if other != seat and side >= 0:
            offered = choosable_sides(st, artifacts.cards[other])
            sides[other] = offered[rng.below(len(offered))].index
    new.artifacts = artifacts._replace(sides=tuple(sides))


def tokens_total(artifacts: ArtifactState) -> int:
    return sum(artifacts.tokens) + sum(artifacts.row_tokens) + artifacts.box
