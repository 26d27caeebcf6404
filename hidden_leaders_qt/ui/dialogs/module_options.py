"""The Forgotten Legacy part of the New Game dialog: the modules it offers, each with its
title, a line on what it brings and the whole of it, and what the options chosen deal."""

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from hidden_leaders_qt.engine.core.deal import deck_for
from hidden_leaders_qt.engine.core.settings import Settings
from hidden_leaders_qt.engine.data.cards import default_db

translate = QCoreApplication.translate
# the texts of this module are translated where shown, in the context "NewGameDialog"

# wide enough that the module explanations wrap to few lines: with six seats the dialog
# fits a screen 700 pixels tall
MODULES_WIDTH = 700
# The modules of Forgotten Legacy, part 1 in the left column and part 2 in the right: the
# option, its title, a line on what it brings (what the check box shows) and the whole of it
# (its tooltip and accessible description).
MODULES = (
    (
        "golems",
        QT_TRANSLATE_NOOP("NewGameDialog", "Golems module"),
        QT_TRANSLATE_NOOP(
            "NewGameDialog", "26 golem heroes, golem leaders, a third marker and fate cards: the Golems can win."
        ),
        QT_TRANSLATE_NOOP(
            "NewGameDialog",
            "26 golem heroes, 4 golem leaders, the golem marker (space 1, +2 whenever a golem's effect is used) and "
            "6 fate cards (drawn for every golem put into the Graveyard). The Golems win first of all when their "
            "marker ends ahead of both others and someone leads with a golem leader.",
        ),
    ),
    (
        "queens_and_friend",
        QT_TRANSLATE_NOOP("NewGameDialog", "Queens & Friend"),
        QT_TRANSLATE_NOOP(
            "NewGameDialog", "3 Queens and Emperor's Best Friend, who count double with the right partner."
        ),
        QT_TRANSLATE_NOOP(
            "NewGameDialog",
            "3 Queens, each counting as 2 heroes of the winning faction for two leaders, and Emperor's Best Friend, "
            "counting as 2 in the Buried Emperor's party.",
        ),
    ),
    (
        "keeper_of_discord",
        QT_TRANSLATE_NOOP("NewGameDialog", "Keeper of Discord"),
        QT_TRANSLATE_NOOP("NewGameDialog", "A hero of no faction who saves its party's face-up heroes from burial."),
        QT_TRANSLATE_NOOP(
            "NewGameDialog",
            "A promo hero of no faction: while it lies face up, the other face-up heroes of its party are turned face "
            "down instead of being buried.",
        ),
    ),
    (
        "bribery",
        QT_TRANSLATE_NOOP("NewGameDialog", "Bribery"),
        QT_TRANSLATE_NOOP("NewGameDialog", "Secret tokens laid on heroes by bribes change how they count at the end."),
        QT_TRANSLATE_NOOP(
            "NewGameDialog",
            "18 tokens in a bag: loyalty (x2), four faction switches and protection. "
            "Once a party shows 3 (then 5) face-up heroes, the player in turn may bribe: "
            "everybody draws a token and may lay it face down on a hero. All are "
            "revealed before the count; a protection token can save its hero from a burial.",
        ),
    ),
    (
        "artifacts",
        QT_TRANSLATE_NOOP("NewGameDialog", "Artifacts"),
        QT_TRANSLATE_NOOP("NewGameDialog", "Each player's own artifact, used once a turn while its tokens last."),
        QT_TRANSLATE_NOOP(
            "NewGameDialog",
            "Each player is dealt a two-sided artifact and chooses its side: fast ones are used in your main action "
            "step, slow ones after the Tavern refill, and Shield of Endurance answers a burial. With Artifacts the end "
            "of the game is checked at the very end of the turn.",
        ),
    ),
    (
        "royal_intrigue",
        QT_TRANSLATE_NOOP("NewGameDialog", "Royal Intrigue"),
        QT_TRANSLATE_NOOP(
            "NewGameDialog", "The Queens and Friend wait in a row; an artifact's spent token may win you one."
        ),
        QT_TRANSLATE_NOOP(
            "NewGameDialog",
            "A variant for Queens & Friend with Artifacts: the 3 Queens and Emperor's Best Friend (and Mother of "
            "Guardians with the Golems) lie in a row. After each artifact use its token goes onto one of them; name a "
            "faction and reveal that many Harbor cards: if one shows it, that card goes into your hand.",
        ),
    ),
)
MODULE_BOX_WIDTH = 330
TWO_PLAYER_GOLEMS = QT_TRANSLATE_NOOP(
    "NewGameDialog", "Crabby Knight, Possessed Poodle, Gigantic Duo and Hard-Shelled Titan"
)


def what_they_deal(settings: Settings) -> list[str]:
    """What the chosen options deal, and the rules that tie the modules together, a sentence each."""
    heroes = len(deck_for(settings, default_db()))
    # always many heroes: one plural form is enough
    lines = [translate("NewGameDialog", "The deck: {count} heroes and the Buried Emperor.").format(count=heroes)]
    if settings.golems:
        lines.append(translate("NewGameDialog", "The golem leaders join the leaders dealt, so many per player count."))
        if settings.players == 2:
            golems = translate("NewGameDialog", TWO_PLAYER_GOLEMS)
            lines.append(translate("NewGameDialog", "At 2 players, {heroes} are left out.").format(heroes=golems))
        if settings.beginner:
            lines.append(translate("NewGameDialog", "The beginner variant keeps every golem: a module comes whole."))
    else:
        lines.append(
            translate(
                "NewGameDialog", "Golem leaders, the golem marker and fate cards come only with the Golems module."
            )
        )
    if settings.queens_and_friend or settings.keeper_of_discord:
        lines.append(
            translate(
                "NewGameDialog",
                "Queens & Friend and the Keeper do not depend on the promotional heroes or each other.",
            )
        )
    if settings.bribery or settings.artifacts:
        lines.append(translate("NewGameDialog", "Bribery or Artifacts shuffles in the four module heroes."))
    return lines
