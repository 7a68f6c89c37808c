"""What each pattern name means, in one line: the words beside a pattern on the result screen and in the
pattern table, so that a player who meets 直叫 or "Golden Hook" there can learn what it is.

Keyed like the names (``fengyu.ui.names``): Sichuan's patterns and add-ons by their ``pattern`` codes,
Paofeng's scoring items and 天胡 members by their ``paofeng_item`` codes, Guafeng's combinations by the codes
of ``fengyu.games.guafeng.combos`` plus ``pair`` and ``zhan`` (粘牌). Guafeng's 风, 雨, 雷 and 粘牌 are told by
the card table's own help (``fengyu.ui.cards.combinations``); this module reuses those words. The tests fail
on any pattern code without a meaning in either language.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from fengyu.games.guafeng.combos import FENG, LEI, SINGLE, THROW, YU
from fengyu.ui.cards.combinations import CONTEXT as COMBINATIONS_CONTEXT
from fengyu.ui.cards.combinations import term

CONTEXT = "Meanings"

_SICHUAN = {
    "ping_hu": QT_TRANSLATE_NOOP("Meanings", "Four sets and a pair, with no bigger pattern."),
    "dui_dui_hu": QT_TRANSLATE_NOOP("Meanings", "Four pungs (or kongs) and a pair."),
    "qing_yi_se": QT_TRANSLATE_NOOP("Meanings", "Every tile of the hand is of one suit."),
    "dai_yao_jiu": QT_TRANSLATE_NOOP("Meanings", "Every set and the pair hold a 1 or a 9."),
    "qi_dui": QT_TRANSLATE_NOOP("Meanings", "Seven pairs and no pong or kong."),
    "qing_dui": QT_TRANSLATE_NOOP("Meanings", "All pungs, every tile of one suit."),
    "jiang_dui": QT_TRANSLATE_NOOP("Meanings", "All pungs, and every set and the pair are 2s, 5s or 8s."),
    "long_qi_dui": QT_TRANSLATE_NOOP("Meanings", "Seven pairs, two of them of the same tile (four alike)."),
    "qing_qi_dui": QT_TRANSLATE_NOOP("Meanings", "Seven pairs, every tile of one suit."),
    "qing_yao_jiu": QT_TRANSLATE_NOOP("Meanings", "A 1 or a 9 in every set and the pair, all of one suit."),
    "tian_hu": QT_TRANSLATE_NOOP("Meanings", "The dealer wins with the fourteen tiles dealt."),
    "di_hu": QT_TRANSLATE_NOOP(
        "Meanings", "Another player wins by self-draw on its first draw, before any pong, kong or win."
    ),
    "qing_long_qi_dui": QT_TRANSLATE_NOOP("Meanings", "Dragon seven pairs, every tile of one suit."),
    "gen": QT_TRANSLATE_NOOP("Meanings", "One fan more for each four alike in the hand, melded or not."),
    "gang_shang_hua": QT_TRANSLATE_NOOP("Meanings", "A self-drawn win on the tile drawn after a kong."),
    "gang_shang_pao": QT_TRANSLATE_NOOP("Meanings", "A win on the tile a player discards right after its kong."),
    "qiang_gang": QT_TRANSLATE_NOOP("Meanings", "A win on the tile another player adds to its pong."),
    "hai_di": QT_TRANSLATE_NOOP("Meanings", "A win on the wall's last tile, or on the discard after it."),
    "hai_di_lao_yue": QT_TRANSLATE_NOOP("Meanings", "A self-drawn win on the wall's last tile."),
    "hai_di_pao": QT_TRANSLATE_NOOP("Meanings", "A win on the discard made after the wall's last tile."),
    "jin_gou_diao": QT_TRANSLATE_NOOP(
        "Meanings", "Four melds down and one tile left in hand, which the winning tile pairs."
    ),
    "men_qing": QT_TRANSLATE_NOOP("Meanings", "No pong, direct or added kong in the hand (concealed kongs allowed)."),
    "zhong_zhang": QT_TRANSLATE_NOOP("Meanings", "No 1 or 9 anywhere in the hand."),
    "zi_mo": QT_TRANSLATE_NOOP("Meanings", "One fan more for a self-drawn win (a rule setting)."),
    "jiang_dui_gen": QT_TRANSLATE_NOOP(
        "Meanings", "All pungs (or seven pairs) of 2s, 5s and 8s: one fan more, as a root (a rule setting)."
    ),
}
"""Sichuan's patterns (S3) and add-ons (S6), by their ``pattern`` codes."""

_PAOFENG = {
    "ping_hu": QT_TRANSLATE_NOOP("Meanings", "A win that is not paofeng: the base of every other win."),
    "pao_feng": QT_TRANSLATE_NOOP(
        "Meanings", "Paofeng: before the draw your hand waited on any tile (a wild makes it), and you won."
    ),
    "zhi_jiao": QT_TRANSLATE_NOOP(
        "Meanings",
        "Paofeng won on a replacement draw (after a kong or a flower); it takes the place of paofeng and 杠开.",
    ),
    "liang_gang_zhi_jiao": QT_TRANSLATE_NOOP(
        "Meanings", "Paofeng won after two replacement draws in one turn (2 more for each further draw)."
    ),
    "ming_pao": QT_TRANSLATE_NOOP("Meanings", "A paofeng win after declaring ready (报听)."),
    "ku_mo": QT_TRANSLATE_NOOP("Meanings", "The winning hand holds no wild."),
    "men_qing": QT_TRANSLATE_NOOP("Meanings", "No chow, pong or exposed kong this hand (concealed kongs allowed)."),
    "gang_kai": QT_TRANSLATE_NOOP(
        "Meanings", "A win that is not paofeng on a replacement draw after a kong or a flower: 2 for each draw."
    ),
    "dui_dui_hu": QT_TRANSLATE_NOOP("Meanings", "Four pungs (or kongs) and a pair."),
    "qi_dui": QT_TRANSLATE_NOOP("Meanings", "Seven pairs and no melds (two pairs may be alike)."),
    "shi_san_lan": QT_TRANSLATE_NOOP(
        "Meanings", "No melds, fourteen different tiles, any two of a suit at least three apart (1-4-7, 2-5-8)."
    ),
    "dui_dao_hu": QT_TRANSLATE_NOOP(
        "Meanings", "Not paofeng: the drawn tile turns one of the hand's two pairs into a pung."
    ),
    "ka_hu": QT_TRANSLATE_NOOP("Meanings", "Not paofeng: the only tile the hand waited on, the middle of a chow."),
    "dian_diao_hu": QT_TRANSLATE_NOOP(
        "Meanings", "Not paofeng: the only tile the hand waited on, the one that makes the pair."
    ),
    "da_diao_che": QT_TRANSLATE_NOOP(
        "Meanings", "Four melds down and one tile left in hand, which the drawn tile pairs."
    ),
    "tian_hu": QT_TRANSLATE_NOOP(
        "Meanings", "The 天胡 group: a first-turn win, seven stars or a hard shape; 10, or 20 for two or more."
    ),
    "si_zuan_hu": QT_TRANSLATE_NOOP("Meanings", "The winning hand holds all four wilds."),
    "bu_hua": QT_TRANSLATE_NOOP("Meanings", "One point for each flower the winner set aside in earlier turns."),
    "feng_peng": QT_TRANSLATE_NOOP("Meanings", "One point for each exposed pung of 东, 南, 西, 北 or 中."),
    "ming_gang": QT_TRANSLATE_NOOP("Meanings", "The winner's exposed or added kong of a suit tile."),
    "feng_ming_gang": QT_TRANSLATE_NOOP("Meanings", "The winner's exposed or added kong of 东, 南, 西, 北 or 中."),
    "an_gang": QT_TRANSLATE_NOOP("Meanings", "The winner's concealed kong of a suit tile."),
    "feng_an_gang": QT_TRANSLATE_NOOP("Meanings", "The winner's concealed kong of 东, 南, 西, 北 or 中."),
    "lian_zhuang": QT_TRANSLATE_NOOP("Meanings", "The dealer wins in the N-th hand of its deal: N points."),
    "qi_shou_hu": QT_TRANSLATE_NOOP("Meanings", "A win in the winner's first turn, before any claim."),
    "qi_xing_gui_wei": QT_TRANSLATE_NOOP(
        "Meanings", "Thirteen apart holding all seven honours; it takes the place of thirteen apart."
    ),
    "ying_dui_dao_hu": QT_TRANSLATE_NOOP(
        "Meanings", "A two-pair wait with no wild (or each wild standing for its own face)."
    ),
    "ying_da_diao_che": QT_TRANSLATE_NOOP(
        "Meanings", "Last tile in hand with no wild (or each wild its own face), and not paofeng."
    ),
    "ying_dui_dui_hu": QT_TRANSLATE_NOOP(
        "Meanings", "All pungs with no wild (or each wild standing for its own face)."
    ),
    "ying_qi_dui": QT_TRANSLATE_NOOP("Meanings", "Seven pairs with no wild (or each wild standing for its own face)."),
}
"""Paofeng's scoring items (§3.2) and the members of its 天胡 group, by their ``paofeng_item`` codes."""

_GUAFENG = {
    SINGLE: QT_TRANSLATE_NOOP("Meanings", "One card."),
    "pair": QT_TRANSLATE_NOOP("Meanings", "Two identical cards."),
    THROW: QT_TRANSLATE_NOOP(
        "Meanings",
        "With throws allowed: singles, pairs and 风 of one suit led at once; when another player could beat a "
        "part, only that part is played.",
    ),
}
"""Guafeng's combinations not told by the card table's help; 风, 雨, 雷 and 粘牌 are (``_TERMS``)."""

_TERMS = {FENG: "feng", YU: "yu", LEI: "lei", "zhan": "zhan"}
"""Guafeng's codes whose meaning is the card table's help text (``fengyu.ui.cards.combinations``)."""

_GAMES = {"sichuan": _SICHUAN, "paofeng": _PAOFENG, "guafeng": _GUAFENG}


def has_meaning(game: str, code: str) -> bool:
    return code in _GAMES.get(game, {}) or (game == "guafeng" and code in _TERMS)


def meaning(game: str, code: str) -> str:
    """What the pattern ``code`` of ``game`` is, in a line of the current language ("" for a code without one,
    which the tests forbid)."""
    if game == "guafeng" and code in _TERMS:
        return QCoreApplication.translate(COMBINATIONS_CONTEXT, term(_TERMS[code]).meaning)
    source = _GAMES.get(game, {}).get(code)
    return QCoreApplication.translate(CONTEXT, str(source)) if source is not None else ""
