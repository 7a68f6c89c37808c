"""The pattern tables (番型表 / 计分表): an example hand for every scoring pattern, scored by the game's own code.

Each example is a real win (or, for Guafeng, a real combination and kitty), so
the value a table shows is what the engine pays under the rules in force: turn
a toggle and the value changes, or the pattern is no longer counted. An
example also names the rule changes under which it shows its pattern, which is
how the tests check every example really scores what it illustrates.

This module holds no Qt: ``pattern_table`` turns its rows into a document.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from fengyu.core.cards import parse_cards
from fengyu.core.rules import Scalar
from fengyu.core.tiles import counts_of, parse_tiles
from fengyu.games.guafeng.combos import FENG, LEI, SINGLE, YU, classify
from fengyu.games.guafeng.order import POINTS, CardOrder, card_order, level_rank, suit_index
from fengyu.games.guafeng.rules import GuafengRules
from fengyu.games.guafeng.scoring import kitty_capture, level_change, multiplier
from fengyu.games.paofeng import scoring as paofeng
from fengyu.games.paofeng.melds import Meld as PaofengMeld
from fengyu.games.paofeng.melds import MeldKind as PaofengMeldKind
from fengyu.games.paofeng.roles import TileRoles
from fengyu.games.paofeng.rules import PaofengRules
from fengyu.games.sichuan import scoring as sichuan
from fengyu.games.sichuan.rules import SichuanRules
from fengyu.mahjong.melds import Meld, MeldKind


def _tile(text: str) -> int:
    return int(parse_tiles(text)[0])


def _url(groups: str, wild: str | None = None) -> str:
    return f"tiles:{groups}" + (f"?wild={wild}" if wild else "")


# -- Sichuan ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class SichuanExample:
    """A Sichuan win illustrating ``code`` (a pattern of S3, ``gen`` or an add-on of S6).

    ``concealed`` and ``win`` are in tile notation (the concealed tiles without the
    winning tile); ``melds`` are ``(kind, tile)``; ``enabling`` the rule changes
    the pattern needs (empty when the defaults count it).
    """

    code: str
    concealed: str
    win: str
    void: str
    melds: tuple[tuple[MeldKind, str], ...] = ()
    how: str = "discard"
    flags: Mapping[str, bool] = field(default_factory=dict)
    enabling: Mapping[str, Scalar] = field(default_factory=dict)

    def win_input(self) -> sichuan.WinInput:
        melds = tuple(Meld(kind, _tile(tile)) for kind, tile in self.melds)
        return sichuan.WinInput(
            tuple(counts_of(self.concealed)),
            melds,
            _tile(self.win),
            self.void,
            self_drawn=self.how == "self_draw",
            **self.flags,
        )

    @property
    def picture(self) -> str:
        """Melds first (a kong as four), then the concealed tiles, then the winning tile apart."""
        groups = [tile[0] * (3 if kind == "pong" else 4) + tile[1] for kind, tile in self.melds]
        return _url("_".join([*groups, self.concealed.replace(" ", "_"), self.win]))

    def counted(self, score: sichuan.WinScore) -> bool:
        """Whether the example's score counts its pattern."""
        if self.code == "gen":
            return score.gen > 0
        return self.code == score.pattern or self.code in score.addons


_PLAIN = ("123m 456m 234p 678p 9p", "9p", "s")
_JIANG = ("222s 555s 888s 888m 5m", "5m", "p")

SICHUAN_EXAMPLES: tuple[SichuanExample, ...] = (
    SichuanExample("ping_hu", *_PLAIN),
    SichuanExample("dui_dui_hu", "222m 333p 77p 99p", "9p", "s", (("pong", "5m"),), "self_draw"),
    SichuanExample("qing_yi_se", "123m 345m 567m 789m 9m", "9m", "p"),
    SichuanExample("dai_yao_jiu", "111m 222m 333m 8p 999p", "7p", "s"),
    SichuanExample("qi_dui", "22m 44m 66m 11p 55p 77p 9p", "9p", "s", how="self_draw"),
    SichuanExample("qing_dui", "111s 333s 555s 777s 9s", "9s", "m"),
    SichuanExample("jiang_dui", *_JIANG),
    SichuanExample("long_qi_dui", "11p 2222p 44p 55m 77m 9m", "9m", "s"),
    SichuanExample("qing_qi_dui", "11s 33s 44s 66s 77s 88s 9s", "9s", "m"),
    SichuanExample("qing_yao_jiu", "11p 23p 777p 888p 999p", "1p", "s"),
    SichuanExample("tian_hu", "123m 456m 789m 234p 5p", "5p", "s", how="self_draw", flags={"tian_hu": True}),
    SichuanExample("di_hu", "123m 456m 789m 234p 5p", "5p", "s", how="self_draw", flags={"di_hu": True}),
    SichuanExample("qing_long_qi_dui", "11m 22m 4444m 55m 77m 9m", "9m", "p"),
    SichuanExample("gen", "111m 123m 456p 789p 2p", "2p", "s"),
    SichuanExample(
        "gang_shang_hua",
        "123m 345p 567p 8p",
        "8p",
        "s",
        (("exposed_kong", "4m"),),
        "self_draw",
        {"gang_shang_hua": True},
    ),
    SichuanExample("gang_shang_pao", "333m 666p 88p 99p", "8p", "s", (("pong", "2m"),), flags={"gang_shang_pao": True}),
    SichuanExample(
        "qiang_gang",
        "13m 456m 234p 678p 99p",
        "2m",
        "s",
        how="rob_kong",
        flags={"qiang_gang": True},
        enabling={"qiang_gang_bonus_fan": True},
    ),
    SichuanExample("hai_di", *_PLAIN, how="self_draw", flags={"hai_di": True}, enabling={"hai_di": True}),
    SichuanExample(
        "jin_gou_diao",
        "9m",
        "9m",
        "s",
        (("pong", "1m"), ("pong", "3m"), ("concealed_kong", "5p"), ("pong", "7p")),
        enabling={"jin_gou_diao": True},
    ),
    SichuanExample("men_qing", *_PLAIN, enabling={"men_qing_zhong_zhang": "men_qing"}),
    SichuanExample(
        "zhong_zhang", "234m 456m 345p 678p 5p", "5p", "s", enabling={"men_qing_zhong_zhang": "zhong_zhang"}
    ),
    SichuanExample("zi_mo", *_PLAIN, how="self_draw", enabling={"zi_mo_bonus": "jia_fan"}),
    SichuanExample("jiang_dui_gen", *_JIANG, enabling={"jiang_dui_as_gen": True}),
)
"""One example per pattern of S3, 根 and add-on of S6, in the spec's order."""


@dataclass(frozen=True, slots=True)
class SichuanRow:
    """An example scored under some rules: whether its pattern counts there, its fan and its points."""

    example: SichuanExample
    counted: bool
    score: sichuan.WinScore


def sichuan_rows(rules: SichuanRules) -> list[SichuanRow]:
    rows = []
    for example in SICHUAN_EXAMPLES:
        score = sichuan.score_win(example.win_input(), rules)
        rows.append(SichuanRow(example, example.counted(score), score))
    return rows


# -- Paofeng ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class PaofengExample:
    """A Paofeng win illustrating ``code`` (an item of §3.2, or a member of the 天胡 group).

    ``concealed`` is the hand before the winning draw, in tile notation with the
    wild written as its kind (``wild``); ``melds`` are ``(kind, face)``, a chi
    by its lowest tile. The other fields are those of ``paofeng.WinInput``.
    """

    code: str
    concealed: str
    win: str
    melds: tuple[tuple[PaofengMeldKind, str], ...] = ()
    wild: str = "3s"
    replacements: int = 0
    bao_ting: bool = False
    first_turn: bool = False
    dealer: bool = False
    lian_zhuang: int = 1
    bu_hua: int = 0
    enabling: Mapping[str, Scalar] = field(default_factory=dict)

    def win_input(self) -> paofeng.WinInput:
        concealed = counts_of(self.concealed)
        concealed[_tile(self.win)] += 1
        return paofeng.WinInput(
            tuple(concealed),
            _tile(self.win),
            TileRoles.of_wild(_tile(self.wild)),
            tuple(PaofengMeld(kind, _tile(face)) for kind, face in self.melds),
            replacements=self.replacements,
            bao_ting=self.bao_ting,
            first_turn=self.first_turn,
            dealer=self.dealer,
            lian_zhuang=self.lian_zhuang,
            bu_hua=self.bu_hua,
        )

    @property
    def picture(self) -> str:
        groups = []
        for kind, face in self.melds:
            rank, suit = int(face[0]), face[1]
            if kind == "chow":
                groups.append(f"{rank}{rank + 1}{rank + 2}{suit}")
            else:
                groups.append(f"{rank}" * (3 if kind == "pong" else 4) + suit)
        return _url("_".join([*groups, self.concealed.replace(" ", "_"), self.win]), self.wild)

    def counted(self, score: paofeng.WinScore) -> bool:
        return self.code in dict(score.items) or self.code in score.tian_hu_items

    def points(self, score: paofeng.WinScore) -> int:
        """What the example's pattern adds to S (a 天胡 member: the group's 10 or 20)."""
        items = dict(score.items)
        return items.get("tian_hu", 0) if self.code in paofeng.TIAN_HU_ITEMS else items.get(self.code, 0)


_E1: tuple[str, str, tuple[tuple[MeldKind, str], ...]] = ("234p 678p 111s 7s", "7s", (("chow", "3m"),))
_E2 = ("123m 456m 789p 777s 3s", "2z")
_E3 = ("234m 567p 888s 111z 3s", "9p")

PAOFENG_EXAMPLES: tuple[PaofengExample, ...] = (
    PaofengExample("ping_hu", *_E1, bu_hua=1),
    PaofengExample("pao_feng", *_E2),
    PaofengExample("zhi_jiao", *_E3, replacements=1, bu_hua=1),
    PaofengExample("liang_gang_zhi_jiao", *_E3, replacements=2),
    PaofengExample("ming_pao", *_E2, bao_ting=True, dealer=True, lian_zhuang=2, bu_hua=2),
    PaofengExample("ku_mo", *_E1),
    PaofengExample("men_qing", *_E2),
    PaofengExample("gang_kai", "78m 123p 789s 22z", "9m", (("concealed_kong", "5p"),), replacements=1),
    PaofengExample("dui_dui_hu", "555p 77m 99s 44s 3s", "7m", (("pong", "1m"),)),
    PaofengExample("qi_dui", "11m 44m 77p 22s 99s 11z 3s", "6p"),
    PaofengExample("shi_san_lan", "147m 258p 369s 1234z", "7z", wild="2s"),
    PaofengExample("dui_dao_hu", "3s 45s 777p 22m 99m", "2m", (("pong", "1z"),)),
    PaofengExample("ka_hu", "46p 88s", "5p", (("pong", "6m"), ("pong", "2z"), ("exposed_kong", "9p"))),
    PaofengExample("dian_diao_hu", *_E1),
    PaofengExample(
        "da_diao_che",
        "4s",
        "3s",
        (("pong", "9m"), ("pong", "8p"), ("chow", "4s"), ("concealed_kong", "1p")),
        replacements=1,
    ),
    PaofengExample("qi_shou_hu", "123m 456m 789m 234p 5p", "5p", first_turn=True),
    PaofengExample("qi_xing_gui_wei", "147m 258p 12347z 3s 3s", "9s"),
    PaofengExample("ying_dui_dao_hu", "456s 777p 22m 99m", "2m", (("pong", "1z"),)),
    PaofengExample("ying_da_diao_che", "4s", "4s", (("pong", "9m"), ("pong", "8p"), ("chow", "4s"), ("chow", "1p"))),
    PaofengExample("ying_dui_dui_hu", "555p 222z 9s", "9s", (("pong", "1z"), ("exposed_kong", "8m"))),
    PaofengExample("ying_qi_dui", "11m 55m 99m 22p 66p 88s 4z", "4z"),
    PaofengExample("si_zuan_hu", "123m 456p 789s 1z 333s", "3s"),
    PaofengExample("bu_hua", *_E1, bu_hua=1),
    PaofengExample("feng_peng", "46p 88s", "5p", (("pong", "6m"), ("pong", "2z"), ("exposed_kong", "9p"))),
    PaofengExample("ming_gang", "46p 88s", "5p", (("pong", "6m"), ("pong", "2z"), ("exposed_kong", "9p"))),
    PaofengExample("feng_ming_gang", "46p 88s", "5p", (("pong", "6m"), ("exposed_kong", "2z"), ("pong", "9p"))),
    PaofengExample("an_gang", "78m 123p 789s 22z", "9m", (("concealed_kong", "5p"),), replacements=1),
    PaofengExample(
        "feng_an_gang",
        "234m 4m 678s",
        "4m",
        (("concealed_kong", "8p"), ("concealed_kong", "1z")),
        replacements=3,
        bu_hua=1,
    ),
    PaofengExample("lian_zhuang", *_E2, dealer=True, lian_zhuang=2),
)
"""One example per item of §3.2 (the 天胡 group by its members), in the table's order."""


@dataclass(frozen=True, slots=True)
class PaofengRow:
    example: PaofengExample
    counted: bool
    points: int
    score: paofeng.WinScore | None
    """None when the example is not a legal win under these rules (for example 有钻必须跑风)."""


def paofeng_rows(rules: PaofengRules) -> list[PaofengRow]:
    rows = []
    for example in PAOFENG_EXAMPLES:
        win = example.win_input()
        if paofeng.win_failure(win, rules) is not None:
            rows.append(PaofengRow(example, False, 0, None))
            continue
        score = paofeng.score_win(win, rules)
        rows.append(PaofengRow(example, example.counted(score), example.points(score), score))
    return rows


# -- Guafeng ------------------------------------------------------------------------------------

GUAFENG_LEVEL = "7"
GUAFENG_TRUMP = "H"
"""The examples are dealt at level 7 with hearts as trumps, as the spec's worked examples are."""


@dataclass(frozen=True, slots=True)
class Combination:
    """A combination (牌型) and the kitty multiplier it earns as the last trick's lead."""

    kind: str
    cards: str
    multiplier: int

    @property
    def picture(self) -> str:
        return f"cards:{self.cards}"


GUAFENG_COMBINATIONS = (
    (SINGLE, "AS"),
    ("pair", "KS,KS"),
    (FENG, "9C,9C,10C,10C"),
    (FENG, "9C,9C,10C,10C,JC,JC"),
    (YU, "8S,9S,9S,10S,JS,QS"),
    (LEI, "5S,5H,5D,5C"),
)
"""The combinations of §3.2 (a pair is the 1-pair 风; 风 of two and of three pairs)."""

GUAFENG_KITTY = "BJ,7C,KS,5D"
"""The spec's kitty example (E12): 100 + 30 of bonus, 10 + 5 of points."""

LEVEL_TABLE_POINTS = (0, 5, 40, 80, 120, 160, 200)
"""The first defenders' score of each line of the level table (§6.2)."""


def guafeng_order(rules: GuafengRules) -> CardOrder:
    return card_order(level_rank(GUAFENG_LEVEL), suit_index(GUAFENG_TRUMP), rules)


def guafeng_combinations(rules: GuafengRules) -> list[Combination]:
    order = guafeng_order(rules)
    found = []
    for kind, cards in GUAFENG_COMBINATIONS:
        combo = classify(parse_cards(cards), order)
        assert combo is not None, cards
        found.append(Combination(kind, cards, multiplier(combo, rules)))
    return found


def guafeng_kitty(rules: GuafengRules) -> tuple[int, int, int, int]:
    """The example kitty captured under a pair lead: ``(points, bonus, multiplier, capture)``."""
    order = guafeng_order(rules)
    lead = classify(parse_cards("KS,KS"), order)
    assert lead is not None
    capture = kitty_capture(parse_cards(GUAFENG_KITTY), lead, order)
    return capture.face, capture.bonus, capture.multiplier, capture.value


GUAFENG_POINT_CARDS = ("5D", "10S", "KH", "BJ", "SJ", "7C")
"""The point cards, the jokers and a level card: what each is worth in a trick and in the kitty (§5.4, §5.5)."""


def guafeng_card_values(rules: GuafengRules) -> list[tuple[str, int, int, int]]:
    """``(card, points in a trick, kitty points (multiplied), kitty bonus)`` for each of ``GUAFENG_POINT_CARDS``."""
    order = guafeng_order(rules)
    lead = classify(parse_cards("AS"), order)
    assert lead is not None
    values = []
    for card in GUAFENG_POINT_CARDS:
        code = parse_cards(card)[0]
        capture = kitty_capture([code], lead, order)
        values.append((card, POINTS[code], capture.face, capture.bonus))
    return values


def level_table() -> list[tuple[int, bool, int]]:
    """``(defenders' score, defenders take over, levels climbed)`` for each line of §6.2."""
    return [(points, *level_change(points)) for points in LEVEL_TABLE_POINTS]
