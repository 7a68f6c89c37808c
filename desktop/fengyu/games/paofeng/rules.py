"""``PaofengRules``: every toggle of the Paofeng specification (§4) and its presets.

Each field carries its default, its settings group and its source (the seed
item and the spec's rule or decision); the settings dialog, room descriptions,
saves and ``--rules`` JSON are all derived from this one class. Every 勾选项
of the seed defaults to unchecked (D29); for §18/§27 the box is 有钻必须跑风,
so ``wild_may_win_plain`` defaults to true (D43). The seed's two 吐牌 选项 are
one choice, ``tu_pai`` (D12, D44).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from fengyu.core.rules import GameRules, Requires, option


@dataclass(frozen=True)
class PaofengRules(GameRules):
    GAME: ClassVar[str] = "paofeng"
    PRESETS: ClassVar = {
        "standard": {},
        "strict_paofeng": {"wild_may_win_plain": False},
    }

    game_mode: str = option("rounds", choices=("rounds", "board"), group="match", source="seed §20; R26")
    num_hands: int = option(
        8, choices=(4, 8, 16), group="match", source="seed §20.1; R26", requires=Requires("game_mode", ("rounds",))
    )
    board_limit: int = option(
        100,
        choices=(25, 50, 100, 200),
        group="match",
        source="seed §20.1; R26 D39",
        requires=Requires("game_mode", ("board",)),
    )
    di_hua: int = option(1, choices=(1, 2, 3, 5, 10), group="scoring", source="seed §7; §3.1 D38")
    wild_is_indicator: bool = option(False, group="wild", source="R3 D3")
    tianhu_no_wild: bool = option(False, group="scoring", source="seed §9; §3.3 D31")
    tu_pai: str = option(
        "free", choices=("free", "first_two_free", "limited"), group="play", source="seed §10-12; R14 D12 D44"
    )
    ba_zhuang_no_bonus: bool = option(False, group="scoring", source="seed §13; R25")
    bao_no_multiplier: bool = option(False, group="scoring", source="seed §14; §3.1 D23")
    no_double_tianhu: bool = option(False, group="scoring", source="seed §15; §3.3 D30")
    zuan_gui_wei: bool = option(False, group="scoring", source="seed §16; §3.3 D29")
    lan_no_wild: bool = option(
        False, group="wild", source="seed §17; R18", requires=Requires("wild_may_win_plain", (True,))
    )  # D20, D43
    wild_may_win_plain: bool = option(True, group="wild", source="seed §18 §27; R20 D43")
