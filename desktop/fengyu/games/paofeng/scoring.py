"""Scoring one Paofeng win: the items of §3.2 combined by the procedure of §3.4.

Step 2 of §3.4 — the items that do not depend on the interpretation (the base,
明跑, 苦摸, 门清, 杠开, 补花, 风碰, kongs, 连庄) — is computed once. Step 3 runs
over every interpretation: each split of the 红中 between 中 and W's face, each
decomposition of the analyser (wild faces included), and each place the winning
tile *t* can take in it, which decides the wait item. Each interpretation has at
most a shape slot, a wait slot and 起手胡; a slot holds a soft item and, when
its condition is met, the 天胡-group item that replaces it (硬X, 七星归位). The
toggles of §3.3 then drop or keep 天胡 items, dropped items revert to their
soft counterpart, and S is the best total (D42).

``win_failure`` says why tiles are not a legal win (R17–R20); ``score_win``
scores a legal one; ``best_dealt_win`` picks *t* among a dealer's dealt 14 (R17,
D16).
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from fengyu.games.paofeng.analysis import HandReader, reader
from fengyu.games.paofeng.melds import Meld, is_feng
from fengyu.games.paofeng.roles import RED, TileRoles
from fengyu.games.paofeng.rules import PaofengRules
from fengyu.mahjong import Decomposition

ITEMS = (
    "ping_hu",
    "pao_feng",
    "zhi_jiao",
    "liang_gang_zhi_jiao",
    "ming_pao",
    "ku_mo",
    "men_qing",
    "gang_kai",
    "dui_dui_hu",
    "qi_dui",
    "shi_san_lan",
    "dui_dao_hu",
    "ka_hu",
    "dian_diao_hu",
    "da_diao_che",
    "tian_hu",
    "si_zuan_hu",
    "bu_hua",
    "feng_peng",
    "ming_gang",
    "feng_ming_gang",
    "an_gang",
    "feng_an_gang",
    "lian_zhuang",
)
"""The item codes of §3.2, in the table's order (the order items are listed in)."""

POINTS = {
    "ping_hu": 2,
    "pao_feng": 5,
    "zhi_jiao": 10,
    "ming_pao": 3,
    "ku_mo": 2,
    "men_qing": 2,
    "dui_dui_hu": 5,
    "qi_dui": 5,
    "shi_san_lan": 5,
    "dui_dao_hu": 2,
    "ka_hu": 2,
    "dian_diao_hu": 2,
    "da_diao_che": 5,
    "si_zuan_hu": 10,
    "bu_hua": 1,
    "feng_peng": 1,
    "ming_gang": 2,
    "feng_ming_gang": 3,
    "an_gang": 3,
    "feng_an_gang": 4,
}
"""Points of the fixed-value items (per occurrence); 两杠直叫, 杠开, 天胡 and 连庄 are computed."""

TIAN_HU_ITEMS = (
    "qi_shou_hu",
    "qi_xing_gui_wei",
    "ying_dui_dao_hu",
    "ying_da_diao_che",
    "ying_dui_dui_hu",
    "ying_qi_dui",
)
"""The members of the 天胡 group T (§3.2), in the table's order."""

TIAN_HU = 10
SHUANG_TIAN_HU = 20


@dataclass(frozen=True, slots=True)
class WinInput:
    """Everything a win is scored from.

    ``concealed`` is the physical count vector of the final concealed hand, the
    winning tile ``win_tile`` included (wilds at W's index, 红中 at 中's).
    ``replacements`` is n, the replacement draws of the winning turn (D41);
    ``first_turn`` says 起手胡 is possible (§3.3); ``bu_hua`` counts the paid
    补花 — those of earlier turns (D40).
    """

    concealed: tuple[int, ...]
    win_tile: int
    roles: TileRoles
    melds: tuple[Meld, ...] = ()
    replacements: int = 0
    bao_ting: bool = False
    first_turn: bool = False
    dealer: bool = False
    lian_zhuang: int = 1
    bu_hua: int = 0

    @property
    def wilds(self) -> int:
        return self.concealed[self.roles.wild]

    def pre_draw(self) -> list[int]:
        """The hand before *t* was drawn (R17)."""
        hand = list(self.concealed)
        hand[self.win_tile] -= 1
        return hand


@dataclass(frozen=True, slots=True)
class WinScore:
    """A scored win: the items (code, points), the 天胡 members behind ``tian_hu``, S, and the reading used.

    ``reading`` is the interpretation with the highest S (D42) — its decomposition,
    wild faces included — and ``reds_as_wild`` how many 红中 stand for W in it.
    """

    items: tuple[tuple[str, int], ...]
    tian_hu_items: tuple[str, ...]
    total: int
    pao_feng: bool
    reading: Decomposition
    reds_as_wild: int

    def to_json(self) -> dict[str, object]:
        """The score, and the interpretation behind it so the UI can show how the hand was read."""
        return {
            "items": [{"code": code, "points": points} for code, points in self.items],
            "tian_hu_items": list(self.tian_hu_items),
            "total": self.total,
            "pao_feng": self.pao_feng,
            "reading": {
                "form": self.reading.form,
                "groups": [
                    {"shape": g.shape, "tile": g.tile, "wild_faces": list(g.wild_faces)} for g in self.reading.groups
                ],
                "reds_as_wild": self.reds_as_wild,
            },
        }


@dataclass(frozen=True, slots=True)
class _Slot:
    """One item place of an interpretation: the soft item and the 天胡 item replacing it when earned."""

    soft: str | None
    tian: str | None


def win_failure(inp: WinInput, rules: PaofengRules) -> str | None:
    """Why the tiles are not a legal win (R17–R20), or None."""
    return _legality(inp, rules)[0]


@functools.lru_cache(maxsize=256)
def score_win(inp: WinInput, rules: PaofengRules) -> WinScore:
    """Score a legal win (check ``win_failure`` first) by §3.4.

    A pure function of two frozen values, remembered for recent wins: a dealt
    14 is scored once per candidate *t*, and replays score the same win again.
    """
    reason, pao = _legality(inp, rules)
    if reason is not None:
        raise ValueError(f"not a legal win: {reason}")
    hand = reader(inp.roles, rules.lan_no_wild)
    if pao is None:
        pao = _pao_feng(hand, inp)
    common = _common_items(inp, rules, pao)
    base = sum(points for _, points in common)
    unique_wait = _UniqueWait(hand, inp)
    best: tuple[int, list[tuple[str, int]], tuple[str, ...], Decomposition, int] | None = None
    for reds, reading in hand.readings(inp.concealed):
        for role in _roles_of_t(reading, inp, reds):
            slots, wild_faces = _slots(reading, role, inp, rules, pao=pao, unique_wait=unique_wait)
            extra, tian = _combine(slots, wild_faces, inp, rules)
            total = base + sum(points for _, points in extra)
            if best is None or total > best[0]:
                best = (total, extra, tian, reading, reds)
    assert best is not None, "a legal win has a reading"
    total, extra, tian, reading, reds = best
    points: dict[str, int] = {}
    for code, value in (*common, *extra):
        points[code] = points.get(code, 0) + value
    items = tuple((code, points[code]) for code in ITEMS if points.get(code))
    return WinScore(items, tian, total, pao, reading, reds)


def best_dealt_win(inp: WinInput, rules: PaofengRules) -> tuple[int, WinScore] | None:
    """R17, D16: the dealer's dealt 14 has no drawn tile; *t* is the legal choice with the highest S.

    Returns (t, score), or None when no choice of *t* is a legal win.
    """
    best: tuple[int, WinScore] | None = None
    for kind, held in enumerate(inp.concealed):
        candidate = dataclasses.replace(inp, win_tile=kind)
        if held and win_failure(candidate, rules) is None:
            score = score_win(candidate, rules)
            if best is None or score.total > best[1].total:
                best = (kind, score)
    return best


def zhi_jiao_points(replacements: int) -> int:
    """直叫 10 for n = 1; 两杠直叫 12 for n = 2, and +2 per further link (§3.2, D26)."""
    return 10 if replacements == 1 else 12 + 2 * (replacements - 2)


def _legality(inp: WinInput, rules: PaofengRules) -> tuple[str | None, bool | None]:
    """(why the win is illegal or None, whether it is 跑风 when that had to be found out)."""
    roles = inp.roles
    if any(inp.concealed[f] for f in roles.flowers):
        return "flower_in_hand", None  # R7, R17
    if inp.concealed[inp.win_tile] < 1:
        return "win_tile_not_in_hand", None
    hand = reader(roles, rules.lan_no_wild)
    if not hand.is_win(inp.concealed, len(inp.melds)):
        return "no_winning_shape", None  # R18
    if inp.wilds and not rules.wild_may_win_plain:
        pao = _pao_feng(hand, inp)
        return (None if pao else "must_pao_feng"), pao  # R20
    return None, None


def _pao_feng(hand: HandReader, inp: WinInput) -> bool:
    """A 跑风 win: the pre-draw hand was 听任意张 (R20)."""
    return hand.waits_on_any(inp.pre_draw(), len(inp.melds))


class _UniqueWait:
    """|Wt| = 1 of the pre-draw hand, computed only when an interpretation asks (卡胡, 点吊胡)."""

    __slots__ = ("_hand", "_inp", "_value")

    def __init__(self, hand: HandReader, inp: WinInput) -> None:
        self._hand, self._inp = hand, inp
        self._value: bool | None = None

    def __bool__(self) -> bool:
        if self._value is None:
            self._value = len(self._hand.waits(self._inp.pre_draw(), len(self._inp.melds))) == 1
        return self._value


def _common_items(inp: WinInput, rules: PaofengRules, pao: bool) -> list[tuple[str, int]]:
    """§3.4 step 2: the items every interpretation shares."""
    n = inp.replacements
    items: list[tuple[str, int]] = []
    if not pao:
        items.append(("ping_hu", POINTS["ping_hu"]))
    elif n == 0:
        items.append(("pao_feng", POINTS["pao_feng"]))
    else:
        items.append(("zhi_jiao" if n == 1 else "liang_gang_zhi_jiao", zhi_jiao_points(n)))
    if pao and inp.bao_ting:
        items.append(("ming_pao", POINTS["ming_pao"]))
    if not inp.wilds:
        items.append(("ku_mo", POINTS["ku_mo"]))
    if all(m.kind == "concealed_kong" for m in inp.melds):
        items.append(("men_qing", POINTS["men_qing"]))
    if n and not pao:
        items.append(("gang_kai", 2 * n))
    if inp.bu_hua:
        items.append(("bu_hua", inp.bu_hua * POINTS["bu_hua"]))
    for meld in inp.melds:
        if meld.kind == "pong" and is_feng(meld):
            items.append(("feng_peng", POINTS["feng_peng"]))
        elif meld.is_kong:
            code = "an_gang" if meld.kind == "concealed_kong" else "ming_gang"  # §3.2 item codes
            code = f"feng_{code}" if is_feng(meld) else code
            items.append((code, POINTS[code]))
    if inp.dealer and not rules.ba_zhuang_no_bonus:
        items.append(("lian_zhuang", inp.lian_zhuang))
    return items


def _roles_of_t(reading: Decomposition, inp: WinInput, reds: int) -> Iterator[str | None]:
    """The distinct roles *t* can take in a reading: ``pung``, ``ka`` (middle of a chow), ``pair`` or None.

    A natural *t* sits where its face is held by a natural tile, a wild *t*
    wherever a wild face is, and a 红中 *t* as 中 or, when some 红中 stand for W,
    as W's face. Only the standard shape has wait items; other shapes yield None.
    """
    if reading.form != "standard":
        yield None
        return
    wild = inp.roles.wild
    t = inp.win_tile
    if t == wild:
        places = [(g, f) for g in reading.groups for f in set(g.wild_faces)]
    else:
        faces = {t}
        if t == RED and inp.roles.substitute:
            faces = {RED} if inp.concealed[RED] > reds else set()
            if reds:
                faces.add(wild)
        places = [(g, f) for g in reading.groups for f in set(g.naturals) if f in faces]
    seen = set()
    for group, face in places:
        role = {"pung": "pung", "pair": "pair"}.get(group.shape)
        if group.shape == "chow":
            role = "ka" if face == group.tile + 1 else None
        if role not in seen:
            seen.add(role)
            yield role


def _slots(
    reading: Decomposition, role: str | None, inp: WinInput, rules: PaofengRules, *, pao: bool, unique_wait: _UniqueWait
) -> tuple[list[_Slot], tuple[int, ...]]:
    """§3.4 step 3: the shape and wait slots of one interpretation, and the faces its wilds take."""
    wild_faces = tuple(f for g in reading.groups for f in g.wild_faces)
    hard = not wild_faces or (rules.zuan_gui_wei and all(f == inp.roles.wild for f in wild_faces))  # §3.3
    slots: list[_Slot] = []
    form = reading.form
    if form == "standard":
        if all(g.shape == "pung" for g in reading.sets) and all(m.kind != "chow" for m in inp.melds):
            slots.append(_Slot("dui_dui_hu", "ying_dui_dui_hu" if hard else None))
        if sum(inp.concealed) == 2:
            slots.append(_Slot("da_diao_che", "ying_da_diao_che" if hard and not pao else None))
        elif not pao:
            if role == "pung":
                slots.append(_Slot("dui_dao_hu", "ying_dui_dao_hu" if hard else None))
            elif role == "ka" and unique_wait:
                slots.append(_Slot("ka_hu", None))
            elif role == "pair" and unique_wait:
                slots.append(_Slot("dian_diao_hu", None))
    elif form == "seven_pairs":
        slots.append(_Slot("qi_dui", "ying_qi_dui" if hard else None))
    else:
        slots.append(_Slot("shi_san_lan", "qi_xing_gui_wei" if form == "qi_xing_gui_wei" else None))
    if inp.first_turn:
        slots.append(_Slot(None, "qi_shou_hu"))
    return slots, wild_faces


def _combine(
    slots: list[_Slot], wild_faces: Sequence[int], inp: WinInput, rules: PaofengRules
) -> tuple[list[tuple[str, int]], tuple[str, ...]]:
    """§3.3 and §3.4 step 5 for one interpretation: which 天胡 items count, the reverts, T total and 四钻胡."""
    foreign_wild = any(f != inp.roles.wild for f in wild_faces)
    tian_allowed = not (rules.tianhu_no_wild and foreign_wild)  # 带钻不算天胡 (§3.3, D31)
    earned = [s.tian for s in slots if s.tian is not None] if tian_allowed else []
    if rules.no_double_tianhu and len(earned) > 1:
        # 无双天胡: 起手胡 if present, else the single item that gives the higher S (D30).
        choices = [["qi_shou_hu"]] if "qi_shou_hu" in earned else [[code] for code in earned]
    else:
        choices = [earned]
    best: tuple[int, list[tuple[str, int]], tuple[str, ...]] | None = None
    for kept in choices:
        items = [(s.soft, POINTS[s.soft]) for s in slots if s.soft is not None and s.tian not in kept]
        if kept:
            items.append(("tian_hu", TIAN_HU if len(kept) == 1 else SHUANG_TIAN_HU))
        if inp.wilds == 4 and tian_allowed:
            items.append(("si_zuan_hu", POINTS["si_zuan_hu"]))
        total = sum(points for _, points in items)
        if best is None or total > best[0]:
            members = tuple(code for code in TIAN_HU_ITEMS if code in kept)
            best = (total, items, members)
    assert best is not None
    return best[1], best[2]
