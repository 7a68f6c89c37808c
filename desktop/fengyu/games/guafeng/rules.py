"""``GuafengRules``: every variant toggle of the Guafeng specification (spec §7).

Each field carries its default, its settings group and the rule of the
specification it comes from; the settings dialog, room descriptions, saves and
the ``judge`` command's ``rules`` JSON are all derived from this one class. The
specification defines no presets, so there are none.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from fengyu.core.rules import GameRules, Requires, RulesError, option

LEVEL_NAMES: tuple[str, ...] = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
"""The level sequence of one circuit, from the first level to the last (§2.1)."""

PERMANENT_LEVELS = frozenset({"2", "3", "5"})
"""Levels that ``skip_permanent_levels`` removes: their ranks are always trumps (§2.1, D2)."""


@dataclass(frozen=True)
class GuafengRules(GameRules):
    GAME: ClassVar[str] = "guafeng"

    permanent_trump_order: str = option(
        "suit_major", choices=("suit_major", "rank_major"), group="cards", source="§2.3 D3"
    )
    skip_permanent_levels: bool = option(False, group="levels", source="§2.1 D2")
    allow_throw: bool = option(False, group="play", source="§5.6 D12")
    joker_feng: bool = option(False, group="cards", source="§3.2")
    kitty_multiplier: str = option(
        "fixed", choices=("fixed", "pair_power", "card_count"), group="scoring", source="§5.5 D15"
    )
    kitty_bonus_values: bool = option(True, group="scoring", source="§5.5 D14")
    reveal_kitty: bool = option(True, group="kitty", source="§4.8 §4.10 D25")
    dealer_kitty_deduction: bool = option(False, group="scoring", source="§5.5 D16")
    no_bid_later: str = option("redeal", choices=("redeal", "penalty"), group="bidding", source="§4.5 D27")
    mandatory_levels: tuple[str, ...] = option(
        (),  # type: ignore[arg-type]
        group="levels",
        source="§6.3 D29",
        items=LEVEL_NAMES,
    )
    first_deal_seat: int = option(0, minimum=0, maximum=3, group="bidding", source="§4.1", unit="seat")
    first_leader: str = option("burier", choices=("burier", "dealer"), group="play", source="§5.1 D18")
    zhan_sets_first_dealer: bool = option(False, group="bidding", source="§4.6 D19")
    kitty_bonus_multiplied: bool = option(
        False, group="scoring", source="§5.5 D14", requires=Requires("kitty_bonus_values", (True,))
    )  # with no bonus there is nothing to multiply
    high_fill: str = option("all_shapes", choices=("all_shapes", "lei_only"), group="play", source="§5.2 D10")
    yu_fallback: str = option("pairs", choices=("pairs", "singles"), group="play", source="§5.2 D10")
    turn_seconds: int = option(0, minimum=0, maximum=600, group="timing", source="table setting", unit="seconds")
    """Seconds a seat has for each decision, 0 = no limit (the default). The spec is silent on time: this is the
    table's setting, not a rule of the game. When time is up the table plays the engine's time-out move
    (``GuafengHand.default_action``: pass on bids, the cheapest legal cards)."""

    def __post_init__(self) -> None:
        # JSON gives a list; the frozen (hashable) rules keep a tuple in level order, without repeats.
        # Unknown names are kept (at the end) so that ``check`` can name them.
        levels = self.mandatory_levels
        if isinstance(levels, list | tuple) and all(isinstance(name, str) for name in levels):
            known = tuple(name for name in LEVEL_NAMES if name in levels)
            unknown = tuple(dict.fromkeys(name for name in levels if name not in LEVEL_NAMES))
            object.__setattr__(self, "mandatory_levels", known + unknown)
        super().__post_init__()

    def check(self) -> None:
        levels = self.mandatory_levels
        if not isinstance(levels, tuple) or not all(isinstance(name, str) for name in levels):
            raise RulesError(f"mandatory_levels must be a list of level names such as ['5', '10', 'K'], not {levels!r}")
        active = self.level_sequence
        wrong = [name for name in levels if name not in active]
        if wrong:
            raise RulesError(f"mandatory_levels {wrong} are not in the level sequence {list(active)}")

    @property
    def level_sequence(self) -> tuple[str, ...]:
        """The levels a team passes through, in order (§2.1)."""
        if self.skip_permanent_levels:
            return tuple(name for name in LEVEL_NAMES if name not in PERMANENT_LEVELS)
        return LEVEL_NAMES
