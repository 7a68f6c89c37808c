"""``SichuanRules``: every variant toggle of the Sichuan specification (§6.1) and its presets (§6.2).

Each field carries its default, its settings group and the rule it comes from;
the settings dialog, room descriptions, saves and ``--rules`` JSON are all
derived from this one class.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from fengyu.core.rules import GameRules, Requires, option


@dataclass(frozen=True)
class SichuanRules(GameRules):
    GAME: ClassVar[str] = "sichuan"
    PRESETS: ClassVar = {
        "standard": {},
        "chengdu_roots": {
            "kong_scheme": "roots",
            "zi_mo_bonus": "jia_fan",
            "men_qing_zhong_zhang": "men_qing",
            "hai_di": True,
            "jin_gou_diao": True,
            "jiang_dui_as_gen": True,
        },
        "competition": {
            "fan_cap": 3,
            "zi_mo_bonus": "jia_di",
            "qiang_gang_bonus_fan": True,
            "jin_gou_diao": True,
            "hai_di": True,
            "kong_scheme": "common",
        },
    }

    mode: str = option("xue_zhan", choices=("xue_zhan", "single_winner", "xue_liu"), group="mode", source="R27 R29 R30")
    ding_que: bool = option(True, group="setup", source="R7")
    void_discard_first: bool = option(True, group="setup", source="R10", requires=Requires("ding_que", (True,)))
    huan_san_zhang: str = option("off", choices=("off", "same_suit", "any"), group="setup", source="R6")
    huan_san_zhang_direction: str = option(
        "dice",
        choices=("clockwise", "counter_clockwise", "opposite", "dice"),
        group="setup",
        source="R6",
        requires=Requires("huan_san_zhang", ("same_suit", "any")),
    )
    kong_scheme: str = option("standard", choices=("standard", "roots", "common"), group="kong", source="§4")
    kong_refund: bool = option(True, group="kong", source="R35")
    stale_bu_gang_pays: bool = option(True, group="kong", source="R17")
    base_points: int = option(6, minimum=1, maximum=10_000, group="scoring", source="S7")
    fan_cap: int | None = option(None, choices=(None, 3, 4, 5, 6), group="scoring", source="S7")
    zi_mo_bonus: str = option("none", choices=("none", "jia_di", "jia_fan"), group="scoring", source="S7.5")
    dian_gang_hua: str = option("zi_mo", choices=("zi_mo", "fang_pao"), group="scoring", source="R21")
    qiang_gang_bonus_fan: bool = option(False, group="scoring", source="S6")
    jin_gou_diao: bool = option(False, group="scoring", source="S6")
    hai_di: bool = option(False, group="scoring", source="R26 S6")
    men_qing_zhong_zhang: str = option(
        "off", choices=("off", "men_qing", "zhong_zhang", "both"), group="scoring", source="S6"
    )
    yao_jiu_jiang_dui: bool = option(True, group="scoring", source="S3.1")
    jiang_dui_as_gen: bool = option(False, group="scoring", source="S6")
    tian_di_hu: bool = option(True, group="scoring", source="S3.2 S3.3 S3.4")
    last_four_auto_win: bool = option(True, group="play", source="R25")
    one_shot_multi_win: bool = option(True, group="play", source="R13")
    pass_win_lock: bool = option(False, group="play", source="R24")
    gang_shang_pao_transfer: bool = option(True, group="settlement", source="R22")
    cha_hua_zhu: bool = option(True, group="settlement", source="R33")
    cha_da_jiao: bool = option(True, group="settlement", source="R34")
    escape_penalty: bool = option(True, group="settlement", source="R38")
    coin_mode: bool = option(False, group="coins", source="§5.5")
    room_coefficient: int = option(
        1, minimum=1, maximum=1_000_000, group="coins", source="§5.5", requires=Requires("coin_mode", (True,))
    )
    house_fee_pct: int = option(
        10, minimum=0, maximum=100, group="coins", source="§5.5", requires=Requires("coin_mode", (True,))
    )
    items: bool = option(False, group="items", source="§6.3")
    claim_seconds: int = option(15, minimum=0, maximum=300, group="timing", source="R40", unit="seconds")
    turn_seconds: int = option(20, minimum=0, maximum=600, group="timing", source="R40", unit="seconds")

    def plays_for_coins(self) -> bool:
        return self.coin_mode

    @property
    def men_qing(self) -> bool:
        return self.men_qing_zhong_zhang in ("men_qing", "both")

    @property
    def zhong_zhang(self) -> bool:
        return self.men_qing_zhong_zhang in ("zhong_zhang", "both")
