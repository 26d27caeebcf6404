"""A card's marker effect: parsing, and the options it offers in a given position."""

import re
from collections.abc import Callable
from typing import Any

from hidden_leaders_qt.engine.core.board import Board
from hidden_leaders_qt.engine.core.constants import GREEN, RED, TRACK_MAX, TRACK_MIN
from hidden_leaders_qt.engine.core.errors import shown
from hidden_leaders_qt.engine.core.frames import Frame
from hidden_leaders_qt.engine.data.parsing import Ctx, move_amount
from hidden_leaders_qt.engine.rules.selectors import XFormula, holds, parse_condition

MARKER_KEYS = {"choice", "moves", "timing", "when", "chooser", "x", "keep_void"}
_MOVE = re.compile(r"^(red|green|leading|trailing) ([+-])(\d+|X)(?: if (\S+))?$", re.ASCII)


class Move:
    __slots__ = ("marker", "sign", "amount", "condition")

    def __init__(self, ctx: Ctx, text: Any) -> None:
        match = _MOVE.match(text) if isinstance(text, str) else None
        if match is None:
            ctx.fail("card_marker_move", found=shown(text))
        self.marker, sign, amount, condition = match.groups()
        self.sign = 1 if sign == "+" else -1
        self.amount = None if amount == "X" else abs(move_amount(ctx, sign, amount))
        self.condition = parse_condition(ctx, condition) if condition else None

    def delta(self, x: int) -> int:
        return self.sign * (x if self.amount is None else self.amount)


class MarkerSpec:
    __slots__ = ("choice", "moves", "after", "when", "chooser", "x", "keep_void")

    def __init__(self, ctx: Ctx, data: Any) -> None:
        data = ctx.mapping(data, MARKER_KEYS, {"moves"})
        self.choice = ctx.at("choice").choice(data.get("choice", "and"), ("and", "or", "andor"))
        moves = data["moves"]
        if not isinstance(moves, list) or not moves:
            ctx.at("moves").fail("card_moves_list")
        self.moves = tuple(Move(ctx.at(f"moves[{i}]"), m) for i, m in enumerate(moves))
        timing = ctx.at("timing").choice(data.get("timing", "before"), ("before", "after"))
        self.after = timing == "after"
        self.when = parse_condition(ctx.at("when"), data["when"]) if "when" in data else None
        self.chooser = ctx.at("chooser").choice(data.get("chooser", "active"), ("active", "next", "card_owner"))
        self.x = XFormula(ctx.at("x"), data["x"]) if "x" in data else None
        uses_x = any(m.amount is None for m in self.moves)
        if uses_x and self.x is None:
            ctx.at("moves").fail("card_x_missing")
        if self.x is not None and not uses_x:
            ctx.at("x").fail("card_x_unused")
        self.keep_void = ctx.at("keep_void").boolean(data.get("keep_void", False))

    def options(self, st: Board, fr: Frame) -> list[tuple[int, int]]:
        """The distinct (red, green) deltas the chooser may pick, clamped to the track."""
        if self.when is not None and not holds(self.when, st, fr):
            return []
        x = self.x.value(st, fr) if self.x is not None else 0
        return self.deltas(
            st.markers[RED], st.markers[GREEN], x, lambda move: move.condition is None or holds(move.condition, st, fr)
        )

    def deltas(self, red: int, green: int, x: int, allowed: Callable[[Move], bool]) -> list[tuple[int, int]]:
        """The options at markers (red, green) for this X, with the moves `allowed` says hold.

        Shared by the engine and by the bots' estimates, so both read a card the same way."""
        resolved = []
        for move in self.moves:
            if not allowed(move):
                continue
            marker = move.marker
            if marker == "leading" or marker == "trailing":
                if red == green:
                    continue
                red_leads = red > green
                marker_index = RED if red_leads == (marker == "leading") else GREEN
            else:
                marker_index = RED if marker == "red" else GREEN
            resolved.append((marker_index, move.delta(x)))
        if self.choice == "and":
            combos = [resolved] if resolved else []
        else:
            combos = [[m] for m in resolved]
            if self.choice == "andor" and len(resolved) > 1:
                combos.append(resolved)
        options: list[tuple[int, int]] = []
        for combo in combos:
            position = [red, green]
            for index, delta in combo:
                position[index] = min(TRACK_MAX, max(TRACK_MIN, position[index] + delta))
            deltas = (position[0] - red, position[1] - green)
            if deltas in options or (deltas == (0, 0) and not self.keep_void):
                continue
            options.append(deltas)
        return options
