"""Turns the pending decision into highlighted table positions and buttons, and turns a
click or a button back into engine options.

Multi-card choices the engine asks one card at a time (discarding up to three, the
setup's hide-and-discard) are collected here first and confirmed with one button.
"""

from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, Signal

from hidden_leaders_qt.engine import Option
from hidden_leaders_qt.engine.core.constants import DRAW_UP_TO, Zone
from hidden_leaders_qt.engine.core.options import DONE, DRAW_HARBOR, Decision, DecisionKind
from hidden_leaders_qt.engine.data.card_language import card_name
from hidden_leaders_qt.engine.rules.view import SeatView
from hidden_leaders_qt.engine.words.german_grammar import Case
from hidden_leaders_qt.ui.game.bribery_decisions import (
    build_bribe_moment,
    build_place_token,
    build_reaction,
    offer_bribes,
)
from hidden_leaders_qt.ui.game.choice import Choice
from hidden_leaders_qt.ui.game.decision_words import (
    asking_prompt,
    end_warning,
    marker_text,
    position_text,
    with_names,
)
from hidden_leaders_qt.ui.game.why_not_shown import refusal
from hidden_leaders_qt.ui.help.rule_links import rule_pages

STEP_PROMPTS = {
    "bury": QT_TRANSLATE_NOOP("decisions", "choose a hero to bury"),
    "discard": QT_TRANSLATE_NOOP("decisions", "choose a card to discard"),
    "turn_over": QT_TRANSLATE_NOOP("decisions", "choose a hero to turn over"),
    "take_into_hand": QT_TRANSLATE_NOOP("decisions", "choose a card to take into your hand"),
    "place_in_party": QT_TRANSLATE_NOOP("decisions", "choose a card to place in your party"),
    "move_to_party": QT_TRANSLATE_NOOP("decisions", "choose a hero to move"),
    "look_at": QT_TRANSLATE_NOOP("decisions", "choose a face-down hero to look at"),
    "choose": QT_TRANSLATE_NOOP("decisions", "choose a face-down hero"),
    "exchange": QT_TRANSLATE_NOOP("decisions", "choose the cards to exchange"),
    "perform": QT_TRANSLATE_NOOP("decisions", "choose a card to perform"),
    "markers": QT_TRANSLATE_NOOP("decisions", "choose how the markers move"),
    "choose_player": QT_TRANSLATE_NOOP("decisions", "choose a player"),
    "name_faction": QT_TRANSLATE_NOOP("decisions", "name a faction"),
    "choose_pile": QT_TRANSLATE_NOOP("decisions", "choose a pile"),
    "choose_one": QT_TRANSLATE_NOOP("decisions", "choose what to do"),
    "extra_play": QT_TRANSLATE_NOOP("decisions", "you may play another card (not Imperial Army)"),
    "royal_intrigue": QT_TRANSLATE_NOOP(
        "decisions", "Royal Intrigue: name a base faction; one of it among the Harbor cards shown wins the hero"
    ),
    "draw_token_onto": QT_TRANSLATE_NOOP("decisions", "place the bribery token you drew on a hero without a token"),
    "look_token": QT_TRANSLATE_NOOP("decisions", "choose a bribery token to look at"),
    "swap_tokens": QT_TRANSLATE_NOOP("decisions", "choose two bribed heroes whose tokens swap places"),
    "swap_artifacts": QT_TRANSLATE_NOOP(
        "decisions", "choose the two players whose artifacts swap (each keeps their own tokens)"
    ),
    "artifact_token": QT_TRANSLATE_NOOP("decisions", "choose an artifact"),
    "use_artifact": QT_TRANSLATE_NOOP(
        "decisions", "you may use any artifact in play as if it were yours, spending no token"
    ),
}
ARTIFACT_PROMPTS = {
    "artifact_side": QT_TRANSLATE_NOOP(
        "decisions", "Choose the side of your artifact (the others see it once all have chosen)"
    ),
    "artifact": QT_TRANSLATE_NOOP("decisions", "You may use your artifact now"),
    "royal_card": QT_TRANSLATE_NOOP("decisions", "Royal Intrigue: put the spent token on a hero of the royal row"),
    "royal_order": QT_TRANSLATE_NOOP(
        "decisions", "Royal Intrigue: choose the next shown card to go under the Harbor (each below the one before)"
    ),
}
translate = QCoreApplication.translate
OFF_TABLE = (Zone.HARBOR, Zone.WILDERNESS, Zone.GRAVEYARD)
# answers that spend nothing and give nothing away (declining an optional effect, going on,
# keeping tokens back): where a question has one, it holds the keyboard focus; elsewhere
# no answer does, so a stray Enter chooses nothing (the main action's Pass spends the turn's
# action and is built apart)
SAFE_KINDS = frozenset({"pass", "done", "go_on"})
# steps in which the one choosing may be handing a card from their hand to the player of the card
GIVING_STEPS = ("take_into_hand", "set_aside")


# the setup's two prompts, each with the reason to choose: a newcomer asks which card and why
SETUP_HIDE = QT_TRANSLATE_NOOP(
    "decisions",
    "Setup: choose a card to hide face down in your party. A hidden hero stays with you all game, "
    "counts for its faction in the tie-breaks at the end, and only you know it: "
    "hide a hero of one of your leader's factions.",
)
SETUP_DISCARD = QT_TRANSLATE_NOOP(
    "decisions",
    "Setup: hiding {card}; now choose a card to discard. It goes face down into the Wilderness, "
    "where nobody sees it: drop the card you would least like to play.",
)


class DecisionController(QObject):
    """Owns the partial selections; applies finished choices through `apply`."""

    choice_changed = Signal()
    message = Signal(str)

    def __init__(self, apply: Callable[[Option], str | None], describe: Callable[[Option], str]) -> None:
        super().__init__()
        self._apply = apply
        self._engine_words = describe
        self.view: SeatView | None = None
        self.names: list[str] = []
        self.db = None
        self.choice = Choice()
        self._discarding = False
        self._selection: list[int] = []

    def update_view(self, view: SeatView | None, names: list[str], db) -> None:
        """A new position (or nobody on screen must decide): drop partial selections."""
        self.view, self.names, self.db = view, names, db
        self._discarding = False
        self._selection = []
        self._rebuild()

    def describe(self, option: Option) -> str:
        """The engine's words for an option, the seats in them named as at the table."""
        return with_names(self._engine_words(option), self.names)

    # --- user input ----------------------------------------------------------------------------

    def click(self, key: tuple) -> None:
        action = self.choice.clicks.get(key)
        if action is not None:
            action()
        elif self.view is not None and self.view.decision is not None:
            self.message.emit(refusal(self.view, self.db, self.names, key, self.choice.prompt))
        else:
            self.message.emit(translate("decisions", "It is not your decision now."))

    def confirm(self) -> None:
        if self.choice.default is not None:
            self.choice.default()

    @property
    def selection(self) -> tuple[int, ...]:
        """The half-made choice: the cards picked so far, or the index of a token kind."""
        return tuple(self._selection)

    def select(self, picked: list[int]) -> None:
        """Make `picked` the half-made choice and build the question again around it."""
        self._selection = list(picked)
        self._rebuild()

    def cancel(self) -> bool:
        """Drop a half-made choice (cards picked to discard, a token kind); False when there is none."""
        if not (self._discarding or self._selection):
            return False
        self._discarding = False
        self._selection = []
        self._rebuild()
        return True

    # --- building the choice ----------------------------------------------------------------------

    def _rebuild(self) -> None:
        view = self.view
        decision = view.decision if view is not None else None
        self.choice = Choice()
        if decision is not None:
            BUILDERS[decision.kind](self, decision)
            self.choice.warning = end_warning(view, self.names, decision)
            self.choice.rules = rule_pages(view, decision, self.db)
        self.choice_changed.emit()

    def offer(self, text: str, option: Option) -> None:
        """A button that answers with `option`; one that spends nothing becomes the safe answer."""
        if option.kind in SAFE_KINDS and self.choice.safe is None:
            self.choice.safe = len(self.choice.buttons)
        self.choice.buttons.append((text, lambda: self.send(option)))

    def send(self, option: Option) -> None:
        """Answer with `option` now; the engine's refusal, if any, becomes a message."""
        problem = self._apply(option)
        if problem:
            self.message.emit(problem)

    def _send_all(self, options: list[Option]) -> None:
        for option in options:
            problem = self._apply(option)
            if problem:
                self.message.emit(problem)
                return

    def _card_name(self, card: int) -> str:
        return card_name(self.db.heroes[card]) if card >= 0 else translate("decisions", "a hidden card")

    def position_words(self, position: tuple, case: Case = "nom") -> str:
        """A card where it lies, as the deciding seat knows it (its German name in `case`)."""
        return position_text(self.view, self.db, self.names, position, case)

    def _prompt(self, decision: Decision, text: str) -> str:
        return asking_prompt(self.view, self.db, self.names, decision, text)

    def _step_prompt(self, decision: Decision) -> str:
        """What the step asks; a card handed over from one's own hand to the player of the
        card is given, to that player, not taken."""
        giver, taker = decision.seat, self.view.current
        own_hand = all(option.kind != "card" or option.args[:2] == (Zone.HAND, giver) for option in decision.options)
        if decision.step in GIVING_STEPS and own_hand and taker != giver:
            return translate("decisions", "choose a card from your hand to give to {name}").format(
                name=self.names[taker]
            )
        return self._step_words(decision.step, translate("decisions", "choose"))

    @staticmethod
    def _step_words(step: str, otherwise: str) -> str:
        """What a step asks, in the language on screen; `otherwise` for a step without words."""
        return translate("decisions", STEP_PROMPTS[step]) if step in STEP_PROMPTS else otherwise

    def _build_setup(self, decision: Decision) -> None:
        seat = decision.seat
        hand = self.view.hands[seat]
        if not self._selection:
            self.choice.prompt = translate("decisions", SETUP_HIDE)
        else:
            hidden = self._card_name(hand[self._selection[0]])
            self.choice.prompt = translate("decisions", SETUP_DISCARD).format(card=hidden)
            self.choice.buttons.append((translate("decisions", "Choose again"), self.cancel))
        for i in range(len(hand)):
            if i in self._selection:
                continue
            self.choice.clicks[("card", Zone.HAND, seat, i)] = lambda i=i: self._setup_pick(i)
        self.choice.selected = {("card", Zone.HAND, seat, i) for i in self._selection}

    def _setup_pick(self, index: int) -> None:
        if not self._selection:
            self._selection = [index]
            self._rebuild()
        else:
            hide = self._selection[0]
            self._selection = []
            self.send(Option("setup", (hide, index)))

    def _build_main(self, decision: Decision) -> None:
        seat = decision.seat
        hand = self.view.hands[seat]
        if self._discarding:
            self.choice.prompt = translate("decisions", "Choose up to 3 cards to discard, then confirm")
            for i in range(len(hand)):
                self.choice.clicks[("card", Zone.HAND, seat, i)] = lambda i=i: self._toggle_discard(i)
            self.choice.selected = {("card", Zone.HAND, seat, i) for i in self._selection}
            count = len(self._selection)
            labels = {
                0: translate("decisions", "Discard nothing (pass)"),
                1: translate("decisions", "Discard 1 card"),
            }
            label = labels.get(count, translate("decisions", "Discard {count} cards")).format(count=count)
            self.choice.buttons.append((label, self._confirm_discard))
            self.choice.buttons.append((translate("decisions", "Cancel"), self.cancel))
            if count:  # Enter confirms the cards picked, never "discard nothing", which passes
                self.choice.default = self._confirm_discard
            return
        self.choice.prompt = translate("decisions", "Your turn: play a card from your hand, or discard up to 3")
        for option in decision.options:
            if option.kind == "play":
                self.choice.clicks[("card", Zone.HAND, seat, option.args[0])] = lambda o=option: self.send(o)
        if hand:
            self.choice.buttons.append((translate("decisions", "Discard cards…"), self._start_discarding))
        self.choice.buttons.append((translate("decisions", "Pass"), lambda: self.send(Option("pass"))))
        for option in decision.options:
            if option.kind in ("bribe", "artifact"):  # a bribe or a fast artifact, before the main action
                self.choice.buttons.append((self.describe(option), lambda o=option: self.send(o)))

    def _start_discarding(self) -> None:
        self._discarding = True
        self._selection = []
        self._rebuild()

    def _toggle_discard(self, index: int) -> None:
        if index in self._selection:
            self._selection.remove(index)
        elif len(self._selection) < 3:
            self._selection.append(index)
        else:
            self.message.emit(translate("decisions", "You may discard at most 3 cards."))
        self._rebuild()

    def _confirm_discard(self) -> None:
        picked = sorted(self._selection, reverse=True)
        self._discarding = False
        self._selection = []
        if not picked:
            self.send(Option("pass"))
            return
        options = [Option("discard", (i,)) for i in picked]
        if len(picked) < 3:
            options.append(DONE)
        self._send_all(options)

    def _build_discard_more(self, decision: Decision) -> None:
        seat = decision.seat
        self.choice.prompt = translate("decisions", "Discard another card, or stop")
        for option in decision.options:
            if option.kind == "discard":
                self.choice.clicks[("card", Zone.HAND, seat, option.args[0])] = lambda o=option: self.send(o)
        self.offer(translate("decisions", "Done"), DONE)
        self.choice.default = lambda: self.send(DONE)

    def _build_discard_down(self, decision: Decision) -> None:
        seat = decision.seat
        extra = len(self.view.hands[seat]) - 3
        if extra > 1:
            self.choice.prompt = translate(
                "decisions", "Discard down to 3 cards: choose {count} cards to discard"
            ).format(count=extra)
        else:
            self.choice.prompt = translate(
                "decisions", "Discard down to 3 cards: choose {count} card to discard"
            ).format(count=extra)
        for option in decision.options:
            if option.kind == "discard":
                self.choice.clicks[("card", Zone.HAND, seat, option.args[0])] = lambda o=option: self.send(o)
        offer_bribes(self, decision)

    def _build_draw(self, decision: Decision) -> None:
        wanted = DRAW_UP_TO - len(self.view.hands[decision.seat])
        if wanted == 1:
            prompt = translate(
                "decisions", "Draw 1 more card to hold {hold}: take a Tavern card or draw from the Harbor"
            )
        else:
            prompt = translate(
                "decisions", "Draw {count} more cards to hold {hold}: take a Tavern card or draw from the Harbor"
            )
        self.choice.prompt = prompt.format(count=wanted, hold=DRAW_UP_TO)
        for option in decision.options:
            if option.kind == "draw_tavern":
                self.choice.clicks[("card", Zone.TAVERN, -1, option.args[0])] = lambda o=option: self.send(o)
            elif option == DRAW_HARBOR:
                self.choice.clicks[("pile", int(Zone.HARBOR))] = lambda: self.send(DRAW_HARBOR)
                self.choice.buttons.append(
                    (translate("decisions", "Draw from the Harbor"), lambda: self.send(DRAW_HARBOR))
                )
        offer_bribes(self, decision)

    def _build_extra_play(self, decision: Decision) -> None:
        self.choice.prompt = self._prompt(decision, translate("decisions", STEP_PROMPTS["extra_play"]))
        for option in decision.options:
            if option.kind == "play":
                self.choice.clicks[("card", Zone.HAND, decision.seat, option.args[0])] = lambda o=option: self.send(o)
            else:
                self.offer(translate("decisions", "Pass"), option)

    def _build_markers(self, decision: Decision) -> None:
        self.choice.prompt = self._prompt(decision, translate("decisions", STEP_PROMPTS["markers"]))
        red, green = self.view.markers
        for option in decision.options:
            dr, dg = option.args
            text = marker_text((red, green), (dr, dg))
            self.choice.previews[len(self.choice.buttons)] = (red + dr, green + dg)
            self.choice.buttons.append((text, lambda o=option: self.send(o)))

    def _build_player(self, decision: Decision) -> None:
        self.choice.prompt = self._prompt(
            decision, self._step_words(decision.step, translate("decisions", "choose a player"))
        )
        for option in decision.options:
            seat = option.args[0]
            self.choice.clicks[("plate", seat)] = lambda o=option: self.send(o)
            # the engine adds what choosing them comes to, where the card counts their heroes
            _seat, dash, outcome = self._engine_words(option).partition(" \u2014 ")
            text = f"{self.names[seat]} \u2014 {with_names(outcome, self.names)}" if dash else self.names[seat]
            self.choice.buttons.append((text, lambda o=option: self.send(o)))

    def _build_faction(self, decision: Decision) -> None:
        self.choice.prompt = self._prompt(
            decision, self._step_words(decision.step, translate("decisions", "name a faction"))
        )
        for option in decision.options:
            # the engine says what naming each faction will do, where the card tells
            self.choice.buttons.append((self.describe(option), lambda o=option: self.send(o)))

    def _build_fate(self, decision: Decision) -> None:
        """Keep one of the two fate cards drawn: click it on the table, or its button."""
        self.choice.prompt = translate(
            "decisions", "A golem went to the Graveyard: keep one of the fate cards you drew"
        )
        for option in decision.options:
            send = lambda o=option: self.send(o)  # noqa: E731
            self.choice.clicks[("fate", option.args[0])] = send
            self.choice.buttons.append((self.describe(option), send))

    def _build_buttons(self, decision: Decision) -> None:
        """Artifact questions: one button per answer, each saying what it does."""
        self.choice.prompt = translate("decisions", ARTIFACT_PROMPTS[decision.kind])
        for option in decision.options:
            self.offer(self.describe(option), option)

    def _build_royal_order(self, decision: Decision) -> None:
        self.choice.prompt = translate("decisions", ARTIFACT_PROMPTS[decision.kind])
        for option in decision.options:
            send = lambda o=option: self.send(o)  # noqa: E731
            self.choice.clicks[("card", *option.args)] = send
            self.choice.buttons.append((self.describe(option), send))

    def _build_pick(self, decision: Decision) -> None:
        """Card picks, piles, branches: table positions where they are on the table, else buttons."""
        self.choice.prompt = self._prompt(decision, self._step_prompt(decision))
        if decision.picked:  # the second card of a swap (or the token looked at): the first stays marked and named
            self.choice.selected = {("card", *position) for position in decision.picked}
            question = translate("decisions", "swap {card} with which card?")
            first = self.position_words(decision.picked[0], "acc")
            if decision.step == "look_token":
                question = translate("decisions", "put the token on {card} back into the bag, or leave it")
                first = self.position_words(decision.picked[0], "dat")
            question = question.format(card=first)
            self.choice.prompt = self._prompt(decision, question)
        for option in decision.options:
            send = lambda o=option: self.send(o)  # noqa: E731
            if option.kind == "card":
                zone, seat, index = option.args
                top = zone == Zone.GRAVEYARD and index == len(self.view.graveyard) - 1
                # another player's hand is not on the table (only its count): its cards are buttons
                elsewhere = zone == Zone.HAND and seat != self.view.seat
                if (zone in OFF_TABLE and not top) or elsewhere:
                    self.choice.buttons.append((self.describe(option), send))
                    continue
                key = ("pile", int(Zone.GRAVEYARD)) if top else ("card", zone, seat, index)
                self.choice.clicks[key] = send
            elif option.kind == "pile":
                self.choice.clicks[("pile", option.args[0])] = send
                self.choice.buttons.append((self.describe(option), send))
            elif option.kind == "branch":
                self.choice.buttons.append((self.describe(option), send))
            elif option.kind in ("pass", "done"):
                self.offer(
                    translate("decisions", "Pass") if option.kind == "pass" else translate("decisions", "Done"), option
                )
            else:
                self.choice.buttons.append((self.describe(option), send))


# What the table offers for each question the engine asks: a card, a pile or a branch of a
# card's effect is picked on the table where it lies, or with a button.
BUILDERS: dict[DecisionKind, Callable[[DecisionController, Decision], None]] = {
    "setup": DecisionController._build_setup,
    "main": DecisionController._build_main,
    "discard_more": DecisionController._build_discard_more,
    "draw": DecisionController._build_draw,
    "discard_down": DecisionController._build_discard_down,
    "fate": DecisionController._build_fate,
    "card": DecisionController._build_pick,
    "player": DecisionController._build_player,
    "faction": DecisionController._build_faction,
    "pile": DecisionController._build_pick,
    "branch": DecisionController._build_pick,
    "extra_play": DecisionController._build_extra_play,
    "markers": DecisionController._build_markers,
    "bribe_moment": build_bribe_moment,
    "place_token": build_place_token,
    "reaction": build_reaction,
    "artifact_side": DecisionController._build_buttons,
    "artifact": DecisionController._build_buttons,
    "royal_card": DecisionController._build_buttons,
    "royal_order": DecisionController._build_royal_order,
}
