"""Which rules page a question of the table belongs to, and the prompt's line that links to it.

A question a module brings (a fate card, a bribe, a token to place, a reaction, an artifact's
side or use, Royal Intrigue's row, a golem's or a module hero's choice) names its module's rule
in a short line under the prompt; the line's link opens Help's Rules tab at that page. A
question of the base game alone has no line.
"""

from html import escape

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFocusEvent
from PySide6.QtWidgets import QLabel, QWidget

from hidden_leaders_qt.engine.core.options import Decision, DecisionKind
from hidden_leaders_qt.engine.rules.view import SeatView
from hidden_leaders_qt.ui.help.rules_pages import RULES_SCHEME, page_title

# questions only a module asks, by their kind
KIND_RULES: dict[DecisionKind, str] = {
    "fate": "golems",
    "bribe_moment": "bribery",
    "place_token": "bribery",
    "artifact_side": "artifacts",
    "artifact": "artifacts",
    "royal_card": "royal_intrigue",
    "royal_order": "royal_intrigue",
}
# a card's step that only a module has, whatever card asks it
STEP_RULES = {
    "royal_intrigue": "royal_intrigue",
    "draw_token_onto": "bribery",
    "look_token": "bribery",
    "swap_tokens": "bribery",
    "swap_artifacts": "artifacts",
    "artifact_token": "artifacts",
    "use_artifact": "artifacts",
}
# the module of the card that asks, by the card's set
SET_RULES = {"golems": "golems", "queens": "queens", "keeper": "keeper"}
# a button offered beside the turn's own questions that belongs to a module
OPTION_RULES = {"bribe": "bribery", "artifact": "artifacts"}


def rule_pages(view: SeatView | None, decision: Decision | None, db) -> tuple[str, ...]:
    """The rules pages the question belongs to (none for a question of the base game alone)."""
    if view is None or decision is None:
        return ()
    if decision.kind in KIND_RULES:
        return (KIND_RULES[decision.kind],)
    if decision.step in STEP_RULES:
        return (STEP_RULES[decision.step],)
    if decision.kind == "reaction":
        return _reaction_pages(view, decision)
    if decision.card >= 0:
        return _card_pages(view, db.heroes[decision.card])
    if decision.step and view.artifacts is not None and view.artifacts.used >> decision.seat & 1:
        return ("artifacts",)  # a question of an artifact's effect: no card asks it
    kinds = {option.kind for option in decision.options}
    return tuple(page for kind, page in OPTION_RULES.items() if kind in kinds)


def _card_pages(view: SeatView, card) -> tuple[str, ...]:
    """The module of the card that asks: a golem's, a Queen's, the Keeper's; a module hero
    belongs to whichever of Bribery and Artifacts is on."""
    if card.golem:
        return ("golems",)
    if card.set == "module_heroes":
        on = (("bribery", view.bribery), ("artifacts", view.artifacts))
        return tuple(page for page, state in on if state is not None)
    return (SET_RULES[card.set],) if card.set in SET_RULES else ()


def _reaction_pages(view: SeatView, decision: Decision) -> tuple[str, ...]:
    """A burial about to happen: Protection if the hero carries a token, the Shield if it can answer."""
    pages = []
    threatened = tuple(decision.picked[0]) if decision.picked else ()
    if view.bribery is not None and any(tuple(place) == threatened for place, _name in view.bribery.tokens):
        pages.append("bribery")
    if any(option.kind == "endure" for option in decision.options):
        pages.append("artifacts")
    return tuple(pages) or ("bribery",)


def rule_line(pages: tuple[str, ...]) -> str:
    """The prompt's line for `pages`: "Rule: Bribery", each title a link to its page; "" for none."""
    if not pages:
        return ""
    links = ", ".join(f'<a href="{RULES_SCHEME}:{page}">{escape(page_title(page))}</a>' for page in pages)
    if len(pages) == 1:
        return QCoreApplication.translate("rule_links", "Rule: {pages}").format(pages=links)
    return QCoreApplication.translate("rule_links", "Rules: {pages}").format(pages=links)


class RuleLine(QLabel):
    """The prompt's rule line: its links followed by a click, or by Tab and Enter; Tab lands
    on the first link at once (a plain label takes a second Tab to reach it)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rule")
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)

    def show_pages(self, pages: tuple[str, ...]) -> None:
        self.setText(rule_line(pages))
        self.setVisible(bool(pages))

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        if event.reason() in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason):
            super().focusNextPrevChild(event.reason() == Qt.FocusReason.TabFocusReason)
