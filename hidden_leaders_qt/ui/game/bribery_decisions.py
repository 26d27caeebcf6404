"""The questions of the Bribery module on the table: the bribe beside the turn's own questions,
the last moment to bribe at the end of the turn, placing the tokens of a bribe, and the reaction
window before a bribed hero is buried.

Each builder fills the controller's choice through its public surface (`choice.ChoiceMaker`),
as the controller's own builders do: heroes are clicked where they lie, everything else is a
button with the engine's words for the option."""

from PySide6.QtCore import QCoreApplication

from hidden_leaders_qt.engine.core.options import DONE, Decision
from hidden_leaders_qt.engine.modules.bribery import TOKEN_KINDS
from hidden_leaders_qt.ui.art.token_art import token_title
from hidden_leaders_qt.ui.game.choice import ChoiceMaker

translate = QCoreApplication.translate


def offer_bribes(controller: ChoiceMaker, decision: Decision) -> None:
    """A Bribe button beside the draw, the discards and the other questions of one's own turn,
    while a bribe is possible: a bribe may come at any moment of the turn (ruling R35)."""
    for option in decision.options:
        if option.kind == "bribe":
            controller.offer(controller.describe(option), option)


def build_bribe_moment(controller: ChoiceMaker, decision: Decision) -> None:
    controller.choice.prompt = translate(
        "bribery_decisions", "The Tavern is refilled and your turn is about to end: you may still bribe, or go on"
    )
    for option in decision.options:
        controller.offer(controller.describe(option), option)


def build_place_token(controller: ChoiceMaker, decision: Decision) -> None:
    """One held kind at a time: with two different tokens, a button picks which one the next
    click on a hero places; with one kind, a click places it at once."""
    view = controller.view
    held = view.bribery.held if view is not None and view.bribery is not None else ()
    kinds = sorted({option.args[0] for option in decision.options if option.kind == "place_token"})
    chosen = TOKEN_KINDS[controller.selection[0]] if controller.selection else (kinds[0] if len(kinds) == 1 else "")
    choice = controller.choice
    titles = ", ".join(token_title(name) for name in held) or translate("bribery_decisions", "no tokens")
    if chosen:
        choice.prompt = translate(
            "bribery_decisions",
            "Bribery: you hold {tokens}. Click an unbribed hero to place your {token} token on it, "
            "or keep the rest back",
        ).format(tokens=titles, token=token_title(chosen))
        for option in decision.options:
            if option.kind == "place_token" and option.args[0] == chosen:
                choice.clicks[("card", *option.args[1:])] = lambda o=option: controller.send(o)
    else:
        choice.prompt = translate(
            "bribery_decisions", "Bribery: you hold {tokens}. Choose the token to place next, or keep them back"
        ).format(tokens=titles)
    for name in kinds:
        if name != chosen:
            label = translate("bribery_decisions", "Place {token}…").format(token=token_title(name))
            choice.buttons.append((label, lambda n=name: _pick_kind(controller, n)))
    controller.offer(translate("bribery_decisions", "Keep the rest (back into the bag)"), DONE)


def _pick_kind(controller: ChoiceMaker, name: str) -> None:
    controller.select([TOKEN_KINDS.index(name)])


def build_reaction(controller: ChoiceMaker, decision: Decision) -> None:
    """The hero about to be buried stays marked; every answer is a button, a hero to sacrifice
    can also be clicked. The question is the same whatever the person holds."""
    threatened = controller.position_words(decision.picked[0], "acc")
    view = controller.view

    controller.choice.selected = {("card", *decision.picked[0])}
    # both parts follow public facts: whether the hero carries a token, whether the Shield is usable
    bribed = (
        view is not None
        and view.bribery is not None
        and any(pos == tuple(decision.picked[0]) for pos, _name in view.bribery.tokens)
    )
    answers = []
    if bribed:
        answers.append(
            translate(
                "bribery_decisions",
                "reveal a Protection token on it (if it is yours) to keep it, or one on a hero of yours to have that "
                "hero buried instead",
            )
        )
    if any(option.kind == "endure" for option in decision.options):
        answers.append(translate("bribery_decisions", "spend a token of your Shield of Endurance to keep it"))
    choices = answers[0] if answers else translate("bribery_decisions", "nothing to do")
    for answer in answers[1:]:
        choices = translate("bribery_decisions", "{first}; or {second}").format(first=choices, second=answer)
    if view is not None:
        prompt = translate(
            "bribery_decisions", "{name}'s effect is about to bury {card}. You may {choices}; or let it happen"
        )
    else:
        prompt = translate(
            "bribery_decisions", "A player's effect is about to bury {card}. You may {choices}; or let it happen"
        )
    name = controller.names[view.current] if view is not None else ""
    controller.choice.prompt = prompt.format(name=name, card=threatened, choices=choices)
    for option in decision.options:
        send = lambda o=option: controller.send(o)  # noqa: E731
        if option.kind == "substitute":
            controller.choice.clicks[("card", *option.args)] = send
        controller.choice.buttons.append((controller.describe(option), send))
