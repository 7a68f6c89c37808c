"""Scoring of one Sichuan win (spec §3, S1–S8), and the ready check of 查大叫 (R34).

The spec's reference algorithm maximises over every decomposition δ and every
pattern applicable to it. Patterns only care about a few *kinds* of δ, so the
same maximum is found from four facts, without listing decompositions:

* a standard δ exists (4 sets + pair);
* an all-pung standard δ exists (no chow: 对对胡 family; also what 将对根 needs);
* a 幺九 standard δ exists (every set and the pair holds a 1 or 9) — the only fact
  that needs the decompositions, looked for only when no tile of rank 4–6 is in
  the hand (a 4, 5 or 6 can never sit in a set or pair with a terminal);
* a seven-pairs δ exists.

Every add-on except 将对根 is the same for all δ of a hand, so the best value is
the maximum over (kind of δ, pattern) of fan + roots + add-ons, exactly as S8.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from fengyu.core.tiles import KIND_COUNT, SUITED_KIND_COUNT
from fengyu.games.sichuan.rules import SichuanRules
from fengyu.mahjong import HandAnalyser
from fengyu.mahjong.melds import Meld

FAN = {
    "ping_hu": 1,
    "dui_dui_hu": 2,
    "qing_yi_se": 3,
    "dai_yao_jiu": 3,
    "qi_dui": 3,
    "qing_dui": 4,
    "jiang_dui": 4,
    "long_qi_dui": 5,
    "qing_qi_dui": 5,
    "qing_yao_jiu": 5,
    "tian_hu": 6,
    "di_hu": 6,
    "qing_long_qi_dui": 6,
}
"""基本番 of each pattern (S3)."""

PRIORITY = (
    "tian_hu",
    "di_hu",
    "qing_long_qi_dui",
    "qing_qi_dui",
    "qing_yao_jiu",
    "long_qi_dui",
    "jiang_dui",
    "qing_dui",
    "qi_dui",
    "dai_yao_jiu",
    "qing_yi_se",
    "dui_dui_hu",
    "ping_hu",
)
"""Display tie-break between patterns of equal value (S4), best first."""

ADDONS = (
    "gang_shang_hua",
    "gang_shang_pao",
    "qiang_gang",
    "hai_di",
    "jin_gou_diao",
    "men_qing",
    "zhong_zhang",
    "zi_mo",
    "jiang_dui_gen",
)
"""Add-on fan codes (S6) other than 根, in display order."""


SUITS = "mps"
SUIT_BASE = {suit: 9 * i for i, suit in enumerate(SUITS)}
"""The first kind of each suit (its nine kinds follow)."""
_STANDARD = HandAnalyser(range(SUITED_KIND_COUNT), seven_pairs=False)
ANALYSER = HandAnalyser(range(SUITED_KIND_COUNT))
"""The Sichuan hand analyser: 108 tiles, standard and seven-pairs forms (a quad is two pairs)."""
_LONG = ("long_qi_dui", "qing_long_qi_dui")
_258 = frozenset(k for k in range(SUITED_KIND_COUNT) if k % 9 + 1 in (2, 5, 8))
_TERMINALS = frozenset(k for k in range(SUITED_KIND_COUNT) if k % 9 in (0, 8))


@dataclass(frozen=True, slots=True)
class WinInput:
    """Everything a win is scored from (S1).

    ``concealed`` is the count vector of the concealed tiles *without* the
    winning tile. ``self_drawn`` means scored and paid as a self-draw (the
    ``zi_mo`` add-on and 自摸加底 apply): a 自摸, or a robbed kong under ``roots``,
    but not a 杠上花 paid by the kong-tile discarder (R21).
    """

    concealed: tuple[int, ...]
    melds: tuple[Meld, ...]
    win_tile: int
    void: str | None = None
    self_drawn: bool = False
    gang_shang_hua: bool = False
    gang_shang_pao: bool = False
    qiang_gang: bool = False
    hai_di: bool = False
    tian_hu: bool = False
    di_hu: bool = False


@dataclass(frozen=True, slots=True)
class WinScore:
    """The scored win: its pattern, roots, add-ons, total fan T, final fan F, value V.

    ``share`` is what one payer pays: V, plus the base points under 自摸加底.
    """

    pattern: str
    gen: int
    addons: tuple[str, ...]
    total_fan: int
    fan: int
    value: int
    share: int

    @property
    def patterns(self) -> tuple[str, ...]:
        """The counted pattern and its add-ons (根 is reported as ``gen``)."""
        return (self.pattern, *self.addons)


def hand_counts(concealed: Sequence[int], melds: Sequence[Meld]) -> list[int]:
    """H without the winning tile: concealed tiles plus all meld tiles (a kong counts four)."""
    counts = list(concealed)
    for meld in melds:
        counts[meld.tile] += meld.size
    return counts


def suits_present(counts: Sequence[int]) -> str:
    """The suit letters that have at least one tile in ``counts`` (each suit asked once: every win check asks)."""
    return ("m" if any(counts[0:9]) else "") + ("p" if any(counts[9:18]) else "") + ("s" if any(counts[18:27]) else "")


def suit_failure(h_counts: Sequence[int], void: str | None) -> str | None:
    """R23 (3): the reason H breaks the suit constraint, or None."""
    if void is not None:
        base = SUIT_BASE[void]
        return "void_suit" if any(h_counts[base : base + 9]) else None
    return "three_suits" if len(suits_present(h_counts)) > 2 else None


def win_failure(inp: WinInput) -> str | None:
    """R23 (2), (3): why the tiles are not a legal win (``None`` when they are)."""
    concealed = list(inp.concealed)
    concealed[inp.win_tile] += 1
    h = hand_counts(concealed, inp.melds)
    if max(h) > 4:
        return "too_many_copies"
    if not _STANDARD.is_win(concealed) and not _is_seven_pairs(concealed, inp.melds):
        return "no_decomposition"
    return suit_failure(h, inp.void)


def score_win(inp: WinInput, rules: SichuanRules) -> WinScore:
    """Score a legal win (check ``win_failure`` first) following S7."""
    concealed = list(inp.concealed)
    concealed[inp.win_tile] += 1
    h = hand_counts(concealed, inp.melds)
    one_suit = len(suits_present(h)) == 1
    quads = h.count(4)
    all_258 = all(h[k] == 0 or k in _258 for k in range(KIND_COUNT))

    kinds: list[str] = []  # the kinds of δ that exist
    if _STANDARD.is_win(concealed):
        kinds.append("standard")
        if _all_pungs(concealed):
            kinds.append("pungs")
        if rules.yao_jiu_jiang_dui and _yao_jiu_possible(h) and _has_yao_jiu_reading(concealed, inp.melds):
            kinds.append("yao_jiu")
    if _is_seven_pairs(concealed, inp.melds):
        kinds.append("seven_pairs")

    common = _common_addons(inp, rules, h)
    best: tuple[tuple[int, int, int], str, int, tuple[str, ...]] | None = None
    for kind in kinds:
        addons = common
        if rules.jiang_dui_as_gen and all_258 and kind in ("pungs", "seven_pairs"):
            addons = (*common, "jiang_dui_gen")
        for pattern in _patterns(kind, inp, rules, one_suit=one_suit, quads=quads, all_258=all_258):
            gen = quads - (pattern in _LONG)
            total = FAN[pattern] + gen + len(addons)
            key = (total, FAN[pattern], -PRIORITY.index(pattern))
            if best is None or key > best[0]:
                best = (key, pattern, gen, addons)
    if best is None:
        raise ValueError("not a legal win: check win_failure() first")
    (total, _, _), pattern, gen, addons = best
    fan = total if rules.fan_cap is None else min(total, rules.fan_cap)
    value = rules.base_points * 2 ** (fan - 1)
    share = value + (rules.base_points if inp.self_drawn and rules.zi_mo_bonus == "jia_di" else 0)
    ordered = tuple(a for a in ADDONS if a in addons)
    return WinScore(pattern, gen, ordered, total, fan, value, share)


def _patterns(kind: str, inp: WinInput, rules: SichuanRules, *, one_suit: bool, quads: int, all_258: bool) -> list[str]:
    found = []
    if rules.tian_di_hu and inp.tian_hu:
        found.append("tian_hu")
    if rules.tian_di_hu and inp.di_hu:
        found.append("di_hu")
    if one_suit:
        found.append("qing_yi_se")
    if kind == "seven_pairs":
        if quads:
            found.append("qing_long_qi_dui" if one_suit else "long_qi_dui")
        else:
            found.append("qing_qi_dui" if one_suit else "qi_dui")
        return found
    found.append("ping_hu")
    if kind == "pungs":
        found.append("dui_dui_hu")
        if one_suit:
            found.append("qing_dui")
        if rules.yao_jiu_jiang_dui and not rules.jiang_dui_as_gen and all_258:
            found.append("jiang_dui")
    elif kind == "yao_jiu":
        found.append("qing_yao_jiu" if one_suit else "dai_yao_jiu")
    return found


def _common_addons(inp: WinInput, rules: SichuanRules, h: Sequence[int]) -> tuple[str, ...]:
    addons = []
    if inp.gang_shang_hua:
        addons.append("gang_shang_hua")
    if inp.gang_shang_pao:
        addons.append("gang_shang_pao")
    if inp.qiang_gang and rules.qiang_gang_bonus_fan:
        addons.append("qiang_gang")
    if inp.hai_di and rules.hai_di:
        addons.append("hai_di")
    if rules.jin_gou_diao and len(inp.melds) == 4:
        addons.append("jin_gou_diao")
    if rules.men_qing and all(m.kind == "concealed_kong" for m in inp.melds):
        addons.append("men_qing")
    if rules.zhong_zhang and not any(h[k] for k in _TERMINALS):
        addons.append("zhong_zhang")
    if inp.self_drawn and rules.zi_mo_bonus == "jia_fan":
        addons.append("zi_mo")
    return tuple(addons)


def _all_pungs(concealed: Sequence[int]) -> bool:
    """An all-pung reading exists: every concealed kind is a pung, except one pair."""
    return concealed.count(2) == 1 and all(c in (0, 2, 3) for c in concealed)


def _is_seven_pairs(concealed: Sequence[int], melds: Sequence[Meld]) -> bool:
    return not melds and sum(concealed) == 14 and all(c % 2 == 0 for c in concealed)


def _yao_jiu_possible(h: Sequence[int]) -> bool:
    """No tile of rank 4, 5 or 6: such a tile can never share a set or pair with a terminal."""
    return not any(h[k] for k in range(SUITED_KIND_COUNT) if 3 <= k % 9 <= 5)


def _has_yao_jiu_reading(concealed: Sequence[int], melds: Sequence[Meld]) -> bool:
    if any(m.tile not in _TERMINALS for m in melds):
        return False
    for decomposition in _STANDARD.decompositions(concealed):
        if all(_holds_terminal(g.shape, g.tile) for g in decomposition.groups):
            return True
    return False


def _holds_terminal(shape: str, tile: int) -> bool:
    if shape == "chow":
        return tile % 9 in (0, 6)  # 123 or 789
    return tile in _TERMINALS


def ready_value(concealed: Sequence[int], melds: Sequence[Meld], void: str | None, rules: SichuanRules) -> int | None:
    """R34: the 大叫 of a hand waiting with 13 − 3k concealed tiles, or None if it is not ready.

    Ready needs a kind t of which the player holds at most three copies (concealed
    and melds) that completes a legal win; the value is the best V over such t,
    scored as a discard win with structural add-ons only.
    """
    held = hand_counts(concealed, melds)
    best: int | None = None
    for tile in ANALYSER.waits(concealed):
        if held[tile] >= 4:
            continue
        inp = WinInput(tuple(concealed), tuple(melds), tile, void)
        if win_failure(inp) is None:
            value = score_win(inp, rules).value
            best = value if best is None else max(best, value)
    return best
