"""How a party's heroes fit its room on the table: cards side by side (hidden ones stacked,
or in a row when the viewer may pick one or knows them), or chips with the names when cards
would be too small to read, at the scale the table is shown at."""

from typing import NamedTuple

from hidden_leaders_qt.engine.data.cards import CardDB
from hidden_leaders_qt.ui.art.hero_faces import readable_name_px
from hidden_leaders_qt.ui.table.items import name_shown

# A party's cards shrink to fit side by side, but no smaller than this (about 24 pixels on
# the smallest table); past that, face-up heroes overlap.
MIN_PARTY_CARD_WIDTH = 50.0
CARD_GAP = 6.0
STACK_STEP = 22.0
STACK_GAP = 18.0


class PartyFit(NamedTuple):
    size: tuple[float, float]
    down_step: float
    up_left: float
    up_step: float
    # a spread stack with no room in the party's row lies over its lower part, in front
    down_drop: float = 0.0


def fit_party(base: tuple[float, float], downs: int, ups: int, width: float, spread: bool) -> PartyFit:
    """Card size and steps for a party in `width`: face-up heroes side by side (their names
    uncovered), hidden heroes stacked, or side by side when one of them is to be chosen."""
    if spread and downs:
        fit = _fit_row(base, downs, ups, width, True)
        if fit.up_step >= fit.size[0] + CARD_GAP or ups < 2:
            return fit
        # no room for both in one row: the face-up heroes as with a closed stack, and the
        # hidden ones in a row in front of their lower part, their tops left showing
        fit = _fit_row(base, downs, ups, width, False)
        drop = max(fit.size[1] * 0.42, MIN_PARTY_CARD_WIDTH)
        return fit._replace(down_step=fit.size[0] + CARD_GAP, down_drop=drop)
    return _fit_row(base, downs, ups, width, False)


def _fit_row(base: tuple[float, float], downs: int, ups: int, width: float, spread: bool) -> PartyFit:
    widths = ups + (downs if spread else min(downs, 1))  # how many card widths lie side by side
    fixed = CARD_GAP * max(0, ups - 1) + (STACK_GAP if downs and ups else 0.0)
    fixed += CARD_GAP * (downs - 1) if spread and downs else STACK_STEP * max(0, downs - 1)
    card_width = (width - fixed) / widths if widths else base[0]
    card_width = max(MIN_PARTY_CARD_WIDTH, min(base[0], card_width))
    size = (card_width, card_width * base[1] / base[0])
    down_step = card_width + CARD_GAP if spread else STACK_STEP
    up_left = (card_width + down_step * (downs - 1) + STACK_GAP) if downs else 0.0
    step = card_width + CARD_GAP
    if ups > 1 and up_left + ups * card_width + (ups - 1) * CARD_GAP > width:
        step = (width - up_left - card_width) / (ups - 1)  # too many even at the smallest size: fanned
    return PartyFit(size, down_step, up_left, step)


# A party whose cards would show a face-up hero's name smaller than `readable_name_px`, cut
# short, or covered by a fanned neighbour shows its heroes as chips instead: faction and
# name, in two rows
CHIP_MAX_WIDTH = 230.0
# hidden heroes the viewer knows lie side by side beside chips that keep this many pixels
CHIP_ROOMY_PX = 72.0
# a chip is never lower than this many pixels: a hero is chosen by clicking it
LEAST_TARGET_PX = 24.0
# the scale at which a table with no view yet is laid out: about that of the smallest window
SMALLEST_SCALE = 0.5


class ChipFit(NamedTuple):
    down_size: tuple[float, float]
    downs: list[tuple[float, float]]  # each hidden hero's place, from the party's top left
    chip_size: tuple[float, float]
    chips: list[tuple[float, float]]  # each face-up hero's chip, from the party's top left


def fit_chips(base: tuple[float, float], downs: int, ups: int, width: float, apart: bool, rows: int = 2) -> ChipFit:
    """The party's heroes in a grid of chips, `rows` rows as tall as a card together (fewer
    when one row has room for them all): the hidden heroes in one stack of small backs left
    of the grid (or each in a chip's place when `apart`), then the face-up heroes."""
    height = (base[1] - CARD_GAP * (rows - 1)) / rows
    back = (height * base[0] / base[1], height)
    step = STACK_STEP / 2
    left = back[0] + step * (downs - 1) + 2 * CARD_GAP if downs and not apart else 0.0
    cells = ups + (downs if apart else 0)
    roomy = int((width - left + CARD_GAP) // (CHIP_MAX_WIDTH + CARD_GAP))
    columns = max(1, -(-cells // rows), min(cells, roomy))
    chip = (min(CHIP_MAX_WIDTH, (width - left - CARD_GAP * (columns - 1)) / columns), height)
    grid = [(left + (i % columns) * (chip[0] + CARD_GAP), (i // columns) * (height + CARD_GAP)) for i in range(cells)]
    if apart:
        return ChipFit(chip, grid[:downs], chip, grid[downs:])
    return ChipFit(back, [(i * step, 0.0) for i in range(downs)], chip, grid)


class PartyFitter:
    """Judges layouts by whether the names they show read, for one table at one scale."""

    def __init__(self, db: CardDB, scale: float) -> None:
        self.db = db
        self.scale = scale

    def least_name_px(self) -> float:
        """The least readable name at the scale cards are painted at (rounded as `name_shown` is)."""
        return readable_name_px(round(self.scale, 2))

    def names_readable(self, cards: tuple[int, ...], fit: PartyFit, fanned: bool = True) -> bool:
        """Every name shows whole, at READABLE_PX or more, on cards of this fit (and, for the
        face-up heroes, uncovered by a fanned neighbour)."""
        if fanned and len(cards) > 1 and fit.up_step < fit.size[0] + CARD_GAP - 0.5:
            return False  # fanned: each covers the next one's name
        for card in cards:
            px, elided = name_shown(self.db.heroes[card], *fit.size, self.scale)
            if elided or px < self.least_name_px():
                return False
        return True

    def chips_readable(self, named: tuple[int, ...], fit: ChipFit, cut: bool = False) -> bool:
        """The names of `named` (heroes shown as chips) read whole on this fit's chips, or at
        a readable size though maybe cut short (`cut`)."""
        least = self.least_name_px()
        for card in named:
            px, elided = name_shown(self.db.heroes[card], *fit.chip_size, self.scale)
            if (elided and not cut) or px < least:
                return False
        return True

    def chip_fit(
        self, up: tuple[int, ...], down: tuple[int, ...], width: float, base, choosing: bool, ended: bool
    ) -> tuple[ChipFit, bool]:
        """The first chip layout that shows the face-up heroes' names whole, and whether it
        names the hidden heroes the viewer knows (all of them at the end) too. Those come first,
        each in a chip's place (two rows, or three lower ones): with roomy chips and whole
        names, else with their names at a readable size, cut short if need be, rather than as
        slivers of a stack; at the end, when the result tells who hid what, with every name cut
        short if need be. Then the hidden heroes in a stack of backs; then three lower rows."""
        known = tuple(card for card in down if card >= 0)
        standard = fit_chips(base, len(down), len(up), width, choosing)
        lower = fit_chips(base, len(down), len(up), width, choosing, rows=3)

        def whole(cards: tuple[int, ...], fit: ChipFit) -> bool:
            return self.chips_readable(cards, fit)

        def sized(cards: tuple[int, ...], fit: ChipFit) -> bool:
            return self.chips_readable(cards, fit, cut=True)

        options: list[tuple[ChipFit, bool]] = []
        if not choosing and known:
            aparts = [fit_chips(base, len(down), len(up), width, True, rows) for rows in (2, 3)]
            aparts = [fit for fit in aparts if fit.chip_size[1] * self.scale >= LEAST_TARGET_PX]
            roomy = [fit for fit in aparts if fit.chip_size[0] * self.scale >= CHIP_ROOMY_PX]
            options += [(fit, True) for fit in roomy if whole(up + known, fit)]
            options += [(fit, True) for fit in aparts if whole(up, fit) and sized(known, fit)]
            options += [(fit, True) for fit in aparts if ended and sized(up + known, fit)]
        options += [(standard, False)] if whole(up, standard) else []
        if lower.chip_size[1] * self.scale >= LEAST_TARGET_PX and whole(up, lower):
            options.append((lower, False))
        return options[0] if options else (standard, False)
