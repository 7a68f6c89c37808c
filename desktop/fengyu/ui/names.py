"""The words for the engines' stable codes, in the user's language.

The engines speak in codes (``qing_yi_se``, ``gsp_transfer``, ``kong_scheme``);
this module is the one place that turns them into names a player knows, in
English (the source language) and, through Qt's translations, in Chinese. Every
literal is wrapped in ``QT_TRANSLATE_NOOP`` so that ``lupdate`` sees it; the
translation is looked up when a name is asked for, so a language switch at
runtime shows the new words at the next ``retranslate``.

Codes of the play (patterns, payment reasons, actions …) live in the context
``Names``; each game's rules texts in their own context (``SichuanRules`` …),
so that the same English word may be translated differently per game.

A code without a name falls back to the code itself (the UI must not crash on
a field added to an engine later); the tests fail on every such gap.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence

from PySide6.QtCore import QCoreApplication

from fengyu.core.cards import Card
from fengyu.core.rules import Scalar
from fengyu.ui.translations import QT_TRANSLATE_NOOP

NAMES_CONTEXT = "Names"

_NAMES: dict[str, dict[str, str]] = {
    # Sichuan patterns (S3) and add-ons (S6); 根 is ``gen``. ``hai_di`` is refined
    # into 海底捞月 / 海底炮 by how the win was made.
    "pattern": {
        "ping_hu": QT_TRANSLATE_NOOP("Names", "Plain Win"),
        "dui_dui_hu": QT_TRANSLATE_NOOP("Names", "All Pungs"),
        "qing_yi_se": QT_TRANSLATE_NOOP("Names", "Full Flush"),
        "dai_yao_jiu": QT_TRANSLATE_NOOP("Names", "Terminals in Every Set"),
        "qi_dui": QT_TRANSLATE_NOOP("Names", "Seven Pairs"),
        "qing_dui": QT_TRANSLATE_NOOP("Names", "Full Flush All Pungs"),
        "jiang_dui": QT_TRANSLATE_NOOP("Names", "2-5-8 All Pungs"),
        "long_qi_dui": QT_TRANSLATE_NOOP("Names", "Dragon Seven Pairs"),
        "qing_qi_dui": QT_TRANSLATE_NOOP("Names", "Full Flush Seven Pairs"),
        "qing_yao_jiu": QT_TRANSLATE_NOOP("Names", "Full Flush Terminals"),
        "tian_hu": QT_TRANSLATE_NOOP("Names", "Heavenly Hand"),
        "di_hu": QT_TRANSLATE_NOOP("Names", "Earthly Hand"),
        "qing_long_qi_dui": QT_TRANSLATE_NOOP("Names", "Full Flush Dragon Seven Pairs"),
        "gen": QT_TRANSLATE_NOOP("Names", "Root"),
        "gang_shang_hua": QT_TRANSLATE_NOOP("Names", "Win after Kong"),
        "gang_shang_pao": QT_TRANSLATE_NOOP("Names", "Deal-in after Kong"),
        "qiang_gang": QT_TRANSLATE_NOOP("Names", "Robbing the Kong"),
        "hai_di": QT_TRANSLATE_NOOP("Names", "Last Tile"),
        "hai_di_lao_yue": QT_TRANSLATE_NOOP("Names", "Last Tile Self-Draw"),
        "hai_di_pao": QT_TRANSLATE_NOOP("Names", "Last Tile Discard"),
        "jin_gou_diao": QT_TRANSLATE_NOOP("Names", "Golden Hook"),
        "men_qing": QT_TRANSLATE_NOOP("Names", "Concealed Hand"),
        "zhong_zhang": QT_TRANSLATE_NOOP("Names", "All Simples"),
        "zi_mo": QT_TRANSLATE_NOOP("Names", "Self-Draw Fan"),
        "jiang_dui_gen": QT_TRANSLATE_NOOP("Names", "2-5-8 Pungs as Root"),
    },
    # Ledger reasons (§5.1).
    "reason": {
        "win": QT_TRANSLATE_NOOP("Names", "Winning hand"),
        "kong": QT_TRANSLATE_NOOP("Names", "Kong money"),
        "gsp_transfer": QT_TRANSLATE_NOOP("Names", "Kong money transfer"),
        "hua_zhu": QT_TRANSLATE_NOOP("Names", "Flower pig"),
        "da_jiao": QT_TRANSLATE_NOOP("Names", "Ready check"),
        "refund": QT_TRANSLATE_NOOP("Names", "Kong refund"),
        "escape": QT_TRANSLATE_NOOP("Names", "Leaving penalty"),
    },
    # Melds (``fengyu.mahjong.melds``, both games): a chow, a pong and the three kongs.
    "meld": {
        "chow": QT_TRANSLATE_NOOP("Names", "Chow"),
        "pong": QT_TRANSLATE_NOOP("Names", "Pong"),
        "exposed_kong": QT_TRANSLATE_NOOP("Names", "Exposed kong"),
        "added_kong": QT_TRANSLATE_NOOP("Names", "Added kong"),
        "concealed_kong": QT_TRANSLATE_NOOP("Names", "Concealed kong"),
    },
    # 刮风下雨: the money of an exposed kong is wind, of a concealed kong rain.
    "weather": {
        "gua_feng": QT_TRANSLATE_NOOP("Names", "Wind"),
        "xia_yu": QT_TRANSLATE_NOOP("Names", "Rain"),
    },
    "how": {
        "self_draw": QT_TRANSLATE_NOOP("Names", "Self-draw"),
        "discard": QT_TRANSLATE_NOOP("Names", "On a discard"),
        "rob_kong": QT_TRANSLATE_NOOP("Names", "Robbed kong"),
    },
    "end": {
        "win": QT_TRANSLATE_NOOP("Names", "Won"),
        "liu_ju": QT_TRANSLATE_NOOP("Names", "Drawn hand"),
        "escape": QT_TRANSLATE_NOOP("Names", "A player left"),
        # Guafeng: a hand is played out, or ends without any declaration (§4.5 penalty).
        "played": QT_TRANSLATE_NOOP("Names", "Played out"),
        "no_bid": QT_TRANSLATE_NOOP("Names", "Nobody declared"),
    },
    # Actions as buttons and log lines; the three kongs are all 杠 to the player,
    # and a win on one's own draw is 自摸.
    "action": {
        "discard": QT_TRANSLATE_NOOP("Names", "Discard"),
        "chow": QT_TRANSLATE_NOOP("Names", "Chow"),
        "pong": QT_TRANSLATE_NOOP("Names", "Pong"),
        "exposed_kong": QT_TRANSLATE_NOOP("Names", "Kong"),
        "added_kong": QT_TRANSLATE_NOOP("Names", "Kong"),
        "concealed_kong": QT_TRANSLATE_NOOP("Names", "Kong"),
        "win": QT_TRANSLATE_NOOP("Names", "Win"),
        "zi_mo": QT_TRANSLATE_NOOP("Names", "Self-draw"),
        "pass": QT_TRANSLATE_NOOP("Names", "Pass"),
        "ding_que": QT_TRANSLATE_NOOP("Names", "Choose void suit"),
        "exchange": QT_TRANSLATE_NOOP("Names", "Exchange three"),
        "item": QT_TRANSLATE_NOOP("Names", "Use item"),
        "escape": QT_TRANSLATE_NOOP("Names", "Leave the table"),
        # Guafeng (§4, §5): 亮主 冲主 续牌 粘牌, 扣底, 还牌 after 粘牌, the kitty swap, 出牌.
        "liang": QT_TRANSLATE_NOOP("Names", "Declare"),
        "chong": QT_TRANSLATE_NOOP("Names", "Overcall"),
        "xu": QT_TRANSLATE_NOOP("Names", "Reinforce"),
        "zhan": QT_TRANSLATE_NOOP("Names", "Stick"),
        "bury": QT_TRANSLATE_NOOP("Names", "Bury"),
        "give": QT_TRANSLATE_NOOP("Names", "Return cards"),
        "swap": QT_TRANSLATE_NOOP("Names", "Swap"),
        "swap_done": QT_TRANSLATE_NOOP("Names", "Done swapping"),
        "play": QT_TRANSLATE_NOOP("Names", "Play"),
    },
    # 道具 (§6.3).
    "item": {
        "qian_kun_da_nuo_yi": QT_TRANSLATE_NOOP("Names", "Great Shift"),
        "tou_tian_huan_ri": QT_TRANSLATE_NOOP("Names", "Swap for a Chosen Tile"),
        "yi_hua_jie_mu": QT_TRANSLATE_NOOP("Names", "Swap for a Random Tile"),
        "qian_li_yan": QT_TRANSLATE_NOOP("Names", "Far Sight"),
        "shun_feng_er": QT_TRANSLATE_NOOP("Names", "Keen Ear"),
        "jin_shou_zhi": QT_TRANSLATE_NOOP("Names", "Golden Finger"),
    },
    "suit": {
        "m": QT_TRANSLATE_NOOP("Names", "Characters"),
        "p": QT_TRANSLATE_NOOP("Names", "Dots"),
        "s": QT_TRANSLATE_NOOP("Names", "Bamboo"),
    },
    "rank": {
        "1": QT_TRANSLATE_NOOP("Names", "1"),
        "2": QT_TRANSLATE_NOOP("Names", "2"),
        "3": QT_TRANSLATE_NOOP("Names", "3"),
        "4": QT_TRANSLATE_NOOP("Names", "4"),
        "5": QT_TRANSLATE_NOOP("Names", "5"),
        "6": QT_TRANSLATE_NOOP("Names", "6"),
        "7": QT_TRANSLATE_NOOP("Names", "7"),
        "8": QT_TRANSLATE_NOOP("Names", "8"),
        "9": QT_TRANSLATE_NOOP("Names", "9"),
    },
    "game": {
        "sichuan": QT_TRANSLATE_NOOP("Names", "Sichuan Mahjong"),
        "paofeng": QT_TRANSLATE_NOOP("Names", "Paofeng Mahjong"),
        "guafeng": QT_TRANSLATE_NOOP("Names", "Guafeng"),
    },
    "level": {
        "easy": QT_TRANSLATE_NOOP("Names", "Easy"),
        "normal": QT_TRANSLATE_NOOP("Names", "Normal"),
        "hard": QT_TRANSLATE_NOOP("Names", "Hard"),
        "expert": QT_TRANSLATE_NOOP("Names", "Expert"),
    },
    # One line per game and level for the New Game dialog: only what the arena measured against the
    # reference bots (tests/ai/reference, README "How strong the bots are") or what the level does.
    "level_note": {
        "sichuan_easy": QT_TRANSLATE_NOOP("Names", "A beginner: now and then a careless discard or a missed pong."),
        "sichuan_normal": QT_TRANSLATE_NOOP("Names", "Plays efficiently: closest to a win, most useful draws."),
        "sichuan_hard": QT_TRANSLATE_NOOP("Names", "Beats a textbook player: hand value, kong money and care."),
        "sichuan_expert": QT_TRANSLATE_NOOP(
            "Names", "The hard player checking close discards by play-outs: a little stronger."
        ),
        "paofeng_easy": QT_TRANSLATE_NOOP("Names", "A beginner: now and then a careless discard or a missed claim."),
        "paofeng_normal": QT_TRANSLATE_NOOP("Names", "Beats a textbook player: runs for 跑风, 报听 only when it pays."),
        "paofeng_hard": QT_TRANSLATE_NOOP(
            "Names", "Clearly beats a textbook player, and never pays 包 for a third claim."
        ),
        "paofeng_expert": QT_TRANSLATE_NOOP(
            "Names", "Beats the hard player: works out each win with a wild, drawn wild and claim."
        ),
        "guafeng_easy": QT_TRANSLATE_NOOP("Names", "A beginner: plays any legal card."),
        "guafeng_normal": QT_TRANSLATE_NOOP(
            "Names", "Beats a rules-of-thumb player; saves a top trump for the last trick."
        ),
        "guafeng_hard": QT_TRANSLATE_NOOP("Names", "Clearly beats a rules-of-thumb player: it searches the endgame."),
        "guafeng_expert": QT_TRANSLATE_NOOP(
            "Names", "Beats the hard player: searches from mid-hand, changes a play only on evidence."
        ),
    },
    # Seats relative to the viewer: 0 = you, 1 = 下家 (on your right), 2 = 对家, 3 = 上家 (on your left).
    "seat": {
        "0": QT_TRANSLATE_NOOP("Names", "You"),
        "1": QT_TRANSLATE_NOOP("Names", "Right"),
        "2": QT_TRANSLATE_NOOP("Names", "Across"),
        "3": QT_TRANSLATE_NOOP("Names", "Left"),
    },
}

# -- Paofeng (跑风麻将) codes, in categories of their own: the same code (``ping_hu``, ``men_qing``) is
# scored differently than in Sichuan, and the Paofeng words stay together for merging.
_NAMES.update(
    {
        # Scoring items of spec §3.2; 天胡 members are listed under ``tian_hu``.
        "paofeng_item": {
            "ping_hu": QT_TRANSLATE_NOOP("Names", "Plain win (平胡)"),
            "pao_feng": QT_TRANSLATE_NOOP("Names", "Paofeng (跑风)"),
            "zhi_jiao": QT_TRANSLATE_NOOP("Names", "Paofeng on a kong draw (直叫)"),
            "liang_gang_zhi_jiao": QT_TRANSLATE_NOOP("Names", "Paofeng after kong chain (两杠直叫)"),
            "ming_pao": QT_TRANSLATE_NOOP("Names", "Declared paofeng (明跑)"),
            "ku_mo": QT_TRANSLATE_NOOP("Names", "No wild (苦摸)"),
            "men_qing": QT_TRANSLATE_NOOP("Names", "Concealed hand (门清)"),
            "gang_kai": QT_TRANSLATE_NOOP("Names", "Win on a kong draw (杠开)"),
            "dui_dui_hu": QT_TRANSLATE_NOOP("Names", "All pungs (对对胡)"),
            "qi_dui": QT_TRANSLATE_NOOP("Names", "Seven pairs (七对)"),
            "shi_san_lan": QT_TRANSLATE_NOOP("Names", "Thirteen apart (十三烂)"),
            "dui_dao_hu": QT_TRANSLATE_NOOP("Names", "Two-pair wait (对倒胡)"),
            "ka_hu": QT_TRANSLATE_NOOP("Names", "Middle wait (卡胡)"),
            "dian_diao_hu": QT_TRANSLATE_NOOP("Names", "Single wait on the pair (点吊胡)"),
            "da_diao_che": QT_TRANSLATE_NOOP("Names", "Last tile in hand (大吊车)"),
            "tian_hu": QT_TRANSLATE_NOOP("Names", "Heavenly (天胡)"),
            "qi_shou_hu": QT_TRANSLATE_NOOP("Names", "First-turn win (起手胡)"),
            "qi_xing_gui_wei": QT_TRANSLATE_NOOP("Names", "Seven stars (七星归位)"),
            "ying_dui_dao_hu": QT_TRANSLATE_NOOP("Names", "Hard two-pair wait (硬对倒胡)"),
            "ying_da_diao_che": QT_TRANSLATE_NOOP("Names", "Hard last tile in hand (硬大吊车)"),
            "ying_dui_dui_hu": QT_TRANSLATE_NOOP("Names", "Hard all pungs (硬对对胡)"),
            "ying_qi_dui": QT_TRANSLATE_NOOP("Names", "Hard seven pairs (硬七对)"),
            "si_zuan_hu": QT_TRANSLATE_NOOP("Names", "Four wilds (四钻胡)"),
            "bu_hua": QT_TRANSLATE_NOOP("Names", "Flowers (补花)"),
            "feng_peng": QT_TRANSLATE_NOOP("Names", "Wind or red pung (风碰)"),
            "ming_gang": QT_TRANSLATE_NOOP("Names", "Exposed kong (明杠)"),
            "feng_ming_gang": QT_TRANSLATE_NOOP("Names", "Exposed wind kong (风明杠)"),
            "an_gang": QT_TRANSLATE_NOOP("Names", "Concealed kong (暗杠)"),
            "feng_an_gang": QT_TRANSLATE_NOOP("Names", "Concealed wind kong (风暗杠)"),
            "lian_zhuang": QT_TRANSLATE_NOOP("Names", "Dealer streak (连庄)"),
        },
        # Ledger reasons of a Paofeng payment (ledger.py).
        "paofeng_reason": {
            "win": QT_TRANSLATE_NOOP("Names", "Self-drawn win"),
            "dealer": QT_TRANSLATE_NOOP("Names", "dealer +3"),
            "shun_bao": QT_TRANSLATE_NOOP("Names", "liable as the feeder (顺包)"),
            "fan_bao": QT_TRANSLATE_NOOP("Names", "liable as the claimer (反包)"),
            "chi_san_kou": QT_TRANSLATE_NOOP("Names", "three chows (吃三口)"),
            "dui_san_kou": QT_TRANSLATE_NOOP("Names", "three pungs (对三口)"),
            "chi_si_kou": QT_TRANSLATE_NOOP("Names", "four chows (吃四口)"),
            "dui_si_kou": QT_TRANSLATE_NOOP("Names", "four pungs (对四口)"),
            "board_cap": QT_TRANSLATE_NOOP("Names", "capped by the board (打板子)"),
        },
        # Actions as buttons; discards, claims, kongs and ``pass`` are the shared ``action`` words.
        "paofeng_action": {
            "bao_ting": QT_TRANSLATE_NOOP("Names", "Declare ready"),
            "bu_hua": QT_TRANSLATE_NOOP("Names", "Flower"),
            # R8: the wild just drawn set aside like a flower, to draw again (a 跑风 win then is 直叫).
            "bu_hua_wild": QT_TRANSLATE_NOOP("Names", "Wild as flower"),
            "win": QT_TRANSLATE_NOOP("Names", "Self-draw"),
            "tuo_guan": QT_TRANSLATE_NOOP("Names", "Auto-play"),
        },
        # Honour tiles (1z–7z): 东 南 西 北 白 发 中.
        "honour": {
            "27": QT_TRANSLATE_NOOP("Names", "East"),
            "28": QT_TRANSLATE_NOOP("Names", "South"),
            "29": QT_TRANSLATE_NOOP("Names", "West"),
            "30": QT_TRANSLATE_NOOP("Names", "North"),
            "31": QT_TRANSLATE_NOOP("Names", "White"),
            "32": QT_TRANSLATE_NOOP("Names", "Green"),
            "33": QT_TRANSLATE_NOOP("Names", "Red"),
        },
    }
)

_TILE = QT_TRANSLATE_NOOP("Names", "{suit} {rank}")
"""A tile in words: "Dots 5" / 五筒 (the suit first, so English needs no plural)."""


def name(category: str, code: str) -> str:
    """The name of ``code`` in ``category`` (``pattern``, ``reason``, ``meld``, ``weather``, ``how``, ``end``,
    ``action``, ``item``, ``suit``, ``rank``, ``game``, ``level``, ``seat``); the code itself if it has none."""
    source = _NAMES.get(category, {}).get(code)
    return QCoreApplication.translate(NAMES_CONTEXT, source) if source is not None else code


def paofeng_name(category: str, code: str) -> str:
    """A Paofeng code's name: its own words (``paofeng_<category>``) or else the shared ones."""
    own = f"paofeng_{category}"
    return name(own, code) if has_name(own, code) else name(category, code)


def has_name(category: str, code: str) -> bool:
    return code in _NAMES.get(category, {})


def tile_name(kind: int) -> str:
    """A tile kind (0..33, canonical order) in words: "Dots 5" / 五筒, "East" / 东."""
    if kind >= 27:
        return name("honour", str(kind))
    suit, rank = "mps"[kind // 9], kind % 9 + 1
    template = QCoreApplication.translate(NAMES_CONTEXT, _TILE)
    return template.format(rank=name("rank", str(rank)), suit=name("suit", suit))


SUIT_SIGNS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
"""The sign of each card suit, as the cards are named (the same in every language)."""


def card_name(code: int) -> str:
    """A card in a word: ♥7, ♠10, 小王 / Small Joker."""
    card = Card(code)
    if card.is_joker:
        return (
            QCoreApplication.translate("CardTable", "Big Joker")
            if code == Card.BIG_JOKER
            else QCoreApplication.translate("CardTable", "Small Joker")
        )
    assert card.suit is not None
    return SUIT_SIGNS[card.suit.value] + str(card).removesuffix(card.suit.value)


def cards_text(cards: Sequence[int]) -> str:
    """Cards in words, one after another: ♥7 ♥7 小王."""
    return " ".join(card_name(c) for c in cards)


def seat_name(seat: int, viewer: int, seats: int = 4) -> str:
    """``seat`` as the ``viewer`` sees it: You, Right (下家), Across (对家) or Left (上家)."""
    return name("seat", str((seat - viewer) % seats))


def kong_weather(kind: str) -> str:
    """刮风 for a direct or added kong, 下雨 for a concealed one (spec §1.3)."""
    return name("weather", "xia_yu" if kind == "concealed_kong" else "gua_feng")


# -- rules texts -------------------------------------------------------------------------------


class _RulesTexts:
    """The words of one game's rules: a label and a help text per field, names of choices, groups, presets.

    ``numbers`` names the integer choices of a field by a template with
    ``{n}`` ("{n} fan"), so that each number need not be listed.
    """

    def __init__(
        self,
        context: str,
        *,
        fields: Mapping[str, tuple[str, str]],
        choices: Mapping[str, Mapping[Scalar, str]],
        groups: Mapping[str, str],
        presets: Mapping[str, str],
        numbers: Mapping[str, str],
    ) -> None:
        self.context = context
        self.fields = fields
        self.choices = choices
        self.groups = groups
        self.presets = presets
        self.numbers = numbers

    def tr(self, source: str) -> str:
        return QCoreApplication.translate(self.context, source)


_SICHUAN = _RulesTexts(
    "SichuanRules",
    fields={
        "mode": (
            QT_TRANSLATE_NOOP("SichuanRules", "Game mode"),
            QT_TRANSLATE_NOOP(
                "SichuanRules",
                "Bloody battle (血战到底): a winner leaves and the others play on until three have won. "
                "Single winner: the first win ends the hand. Bloody river (血流成河): winners stay in and "
                "may win again until the wall runs out.",
            ),
        ),
        "ding_que": (
            QT_TRANSLATE_NOOP("SichuanRules", "Declare a void suit (定缺)"),
            QT_TRANSLATE_NOOP(
                "SichuanRules",
                "Before play every player names one suit to get rid of. "
                "A hand still holding that suit cannot win and is a flower pig at a drawn end.",
            ),
        ),
        "void_discard_first": (
            QT_TRANSLATE_NOOP("SichuanRules", "Discard the void suit first"),
            QT_TRANSLATE_NOOP(
                "SichuanRules",
                "While you hold tiles of your void suit, every discard must be one of them. "
                "Only with a declared void suit.",
            ),
        ),
        "huan_san_zhang": (
            QT_TRANSLATE_NOOP("SichuanRules", "Exchange three tiles (换三张)"),
            QT_TRANSLATE_NOOP(
                "SichuanRules",
                "After the deal every player passes three tiles at the same time, "
                "either three of one suit or any three.",
            ),
        ),
        "huan_san_zhang_direction": (
            QT_TRANSLATE_NOOP("SichuanRules", "Exchange direction"),
            QT_TRANSLATE_NOOP(
                "SichuanRules",
                "Where the three tiles go. With dice, the direction is rolled only after everyone has chosen.",
            ),
        ),
        "kong_scheme": (
            QT_TRANSLATE_NOOP("SichuanRules", "Kong money (刮风下雨)"),
            QT_TRANSLATE_NOOP(
                "SichuanRules",
                "Standard: a direct kong costs the discarder 1 base, an added kong 1 base and a concealed "
                "kong 2 base from each player still in. By roots: base × the konger's roots, a direct or "
                "added kong paid only by the player who fed it. Common: like standard, but a direct kong "
                "costs 2 base.",
            ),
        ),
        "kong_refund": (
            QT_TRANSLATE_NOOP("SichuanRules", "Refund kong money when not ready (退税)"),
            QT_TRANSLATE_NOOP(
                "SichuanRules",
                "At a drawn end, a player who is not ready returns all the kong money it collected in this hand.",
            ),
        ),
        "stale_bu_gang_pays": (
            QT_TRANSLATE_NOOP("SichuanRules", "A late added kong is paid (过手杠)"),
            QT_TRANSLATE_NOOP(
                "SichuanRules",
                "When off, adding to a pong a tile you kept from an earlier turn collects no kong money.",
            ),
        ),
        "base_points": (
            QT_TRANSLATE_NOOP("SichuanRules", "Base points (底分)"),
            QT_TRANSLATE_NOOP(
                "SichuanRules",
                "One fan is worth the base points and every further fan doubles it (6, 12, 24 … at base 6). "
                "Kong money and penalties are counted in base points too.",
            ),
        ),
        "fan_cap": (
            QT_TRANSLATE_NOOP("SichuanRules", "Fan cap (封顶)"),
            QT_TRANSLATE_NOOP(
                "SichuanRules",
                "The most fan a win can count. Kong money and the flower pig penalty are never capped.",
            ),
        ),
        "zi_mo_bonus": (
            QT_TRANSLATE_NOOP("SichuanRules", "Self-draw bonus"),
            QT_TRANSLATE_NOOP(
                "SichuanRules",
                "The extra reward for a self-drawn win: none (all players still in pay anyway), "
                "one base more from each payer, or one fan more.",
            ),
        ),
        "dian_gang_hua": (
            QT_TRANSLATE_NOOP("SichuanRules", "Win after a direct kong (点杠花)"),
            QT_TRANSLATE_NOOP(
                "SichuanRules",
                "Who pays for a win on the replacement tile of a direct kong: every player still in, "
                "as for a self-draw, or only the player whose discard was konged.",
            ),
        ),
        "qiang_gang_bonus_fan": (
            QT_TRANSLATE_NOOP("SichuanRules", "+1 fan for robbing a kong (抢杠胡)"),
            QT_TRANSLATE_NOOP("SichuanRules", "Winning on the tile another player adds to a pong earns one extra fan."),
        ),
        "jin_gou_diao": (
            QT_TRANSLATE_NOOP("SichuanRules", "+1 fan for Golden Hook (金钩钓)"),
            QT_TRANSLATE_NOOP(
                "SichuanRules",
                "Winning with four melds down, on a single tile waiting for its pair, earns one extra fan.",
            ),
        ),
        "hai_di": (
            QT_TRANSLATE_NOOP("SichuanRules", "+1 fan for the last tile (海底)"),
            QT_TRANSLATE_NOOP(
                "SichuanRules",
                "Winning on the last tile of the wall (海底捞月) or on the discard after it (海底炮) "
                "earns one extra fan.",
            ),
        ),
        "men_qing_zhong_zhang": (
            QT_TRANSLATE_NOOP("SichuanRules", "Concealed hand / All simples"),
            QT_TRANSLATE_NOOP(
                "SichuanRules",
                "One extra fan for a hand without pong or exposed kong (门清), "
                "and/or for a hand without any 1 or 9 (中张).",
            ),
        ),
        "yao_jiu_jiang_dui": (
            QT_TRANSLATE_NOOP("SichuanRules", "Terminal and 2-5-8 patterns"),
            QT_TRANSLATE_NOOP(
                "SichuanRules",
                "Count the patterns Terminals in Every Set (带幺九), Full Flush Terminals (清幺九) "
                "and 2-5-8 All Pungs (将对).",
            ),
        ),
        "jiang_dui_as_gen": (
            QT_TRANSLATE_NOOP("SichuanRules", "2-5-8 pungs count as a root"),
            QT_TRANSLATE_NOOP(
                "SichuanRules",
                "A hand of only 2, 5 and 8 tiles without chows scores one extra fan "
                "instead of the 4-fan pattern 2-5-8 All Pungs (将对).",
            ),
        ),
        "tian_di_hu": (
            QT_TRANSLATE_NOOP("SichuanRules", "Heavenly and Earthly Hands (天胡/地胡)"),
            QT_TRANSLATE_NOOP(
                "SichuanRules",
                "The dealer winning on the dealt tiles, or another player winning on its first draw "
                "before any claim, scores 6 fan.",
            ),
        ),
        "last_four_auto_win": (
            QT_TRANSLATE_NOOP("SichuanRules", "Must win in the last four tiles"),
            QT_TRANSLATE_NOOP(
                "SichuanRules",
                "With four tiles or fewer left in the wall, every possible win is declared at once: "
                "nobody may pass it to wait for the ready check.",
            ),
        ),
        "one_shot_multi_win": (
            QT_TRANSLATE_NOOP("SichuanRules", "Several winners on one discard (一炮多响)"),
            QT_TRANSLATE_NOOP(
                "SichuanRules",
                "Everyone who can win on a discard wins and is paid by the discarder. "
                "When off, only the first player after the discarder wins (截胡).",
            ),
        ),
        "pass_win_lock": (
            QT_TRANSLATE_NOOP("SichuanRules", "No win after passing one (过水不胡)"),
            QT_TRANSLATE_NOOP(
                "SichuanRules",
                "After passing a win on a discard, you cannot win on a discard worth the same fan or less "
                "until you draw again. Self-draws are never blocked.",
            ),
        ),
        "gang_shang_pao_transfer": (
            QT_TRANSLATE_NOOP("SichuanRules", "Deal-in after kong hands over the kong money (呼叫转移)"),
            QT_TRANSLATE_NOOP(
                "SichuanRules",
                "When a discard made right after a kong is won, each winner also receives "
                "the money that kong collected.",
            ),
        ),
        "cha_hua_zhu": (
            QT_TRANSLATE_NOOP("SichuanRules", "Flower pig check (查花猪)"),
            QT_TRANSLATE_NOOP(
                "SichuanRules",
                "At a drawn end, a player still holding its void suit (or three suits) "
                "pays every other player still in 16 base.",
            ),
        ),
        "cha_da_jiao": (
            QT_TRANSLATE_NOOP("SichuanRules", "Ready check (查大叫)"),
            QT_TRANSLATE_NOOP(
                "SichuanRules",
                "At a drawn end, a player who is not ready pays each ready player the most its hand could have won.",
            ),
        ),
        "escape_penalty": (
            QT_TRANSLATE_NOOP("SichuanRules", "Penalty for leaving (强退)"),
            QT_TRANSLATE_NOOP(
                "SichuanRules",
                "A player who leaves before winning pays each other player still in 16 base "
                "(or, in the last four tiles, their ready value if that is more). Meant for LAN play.",
            ),
        ),
        "coin_mode": (
            QT_TRANSLATE_NOOP("SichuanRules", "Play for coins"),
            QT_TRANSLATE_NOOP(
                "SichuanRules",
                "At the end of each hand the points are settled in coins: points × room coefficient, "
                "a loser pays at most the coins it has, and the house keeps a fee on winnings.",
            ),
        ),
        "room_coefficient": (
            QT_TRANSLATE_NOOP("SichuanRules", "Room coefficient"),
            QT_TRANSLATE_NOOP("SichuanRules", "Coins per point at the end of a hand. Only when playing for coins."),
        ),
        "house_fee_pct": (
            QT_TRANSLATE_NOOP("SichuanRules", "House fee (%)"),
            QT_TRANSLATE_NOOP(
                "SichuanRules", "The share of the coins won that goes to the house. Only when playing for coins."
            ),
        ),
        "items": (
            QT_TRANSLATE_NOOP("SichuanRules", "Items (道具)"),
            QT_TRANSLATE_NOOP(
                "SichuanRules",
                "Each player may use each item once per hand: swap a tile, peek at the next tile and so on. "
                "Items never change the score. Computer players do not use them.",
            ),
        ),
        "claim_seconds": (
            QT_TRANSLATE_NOOP("SichuanRules", "Time to claim a discard"),
            QT_TRANSLATE_NOOP(
                "SichuanRules", "Seconds to decide on a discard (win, pong, kong or pass). When time is up: pass."
            ),
        ),
        "turn_seconds": (
            QT_TRANSLATE_NOOP("SichuanRules", "Time for a turn"),
            QT_TRANSLATE_NOOP(
                "SichuanRules", "Seconds to play a turn. When time is up, the tile just drawn is discarded."
            ),
        ),
    },
    choices={
        "mode": {
            "xue_zhan": QT_TRANSLATE_NOOP("SichuanRules", "Bloody battle (血战到底)"),
            "single_winner": QT_TRANSLATE_NOOP("SichuanRules", "Single winner"),
            "xue_liu": QT_TRANSLATE_NOOP("SichuanRules", "Bloody river (血流成河)"),
        },
        "huan_san_zhang": {
            "off": QT_TRANSLATE_NOOP("SichuanRules", "No exchange"),
            "same_suit": QT_TRANSLATE_NOOP("SichuanRules", "Three of one suit"),
            "any": QT_TRANSLATE_NOOP("SichuanRules", "Any three tiles"),
        },
        "huan_san_zhang_direction": {
            "clockwise": QT_TRANSLATE_NOOP("SichuanRules", "Clockwise (to the left)"),
            "counter_clockwise": QT_TRANSLATE_NOOP("SichuanRules", "Counter-clockwise (to the right)"),
            "opposite": QT_TRANSLATE_NOOP("SichuanRules", "Across"),
            "dice": QT_TRANSLATE_NOOP("SichuanRules", "By dice"),
        },
        "kong_scheme": {
            "standard": QT_TRANSLATE_NOOP("SichuanRules", "Standard"),
            "roots": QT_TRANSLATE_NOOP("SichuanRules", "By roots (Chengdu)"),
            "common": QT_TRANSLATE_NOOP("SichuanRules", "Common (direct kong 2 base)"),
        },
        "fan_cap": {None: QT_TRANSLATE_NOOP("SichuanRules", "No cap")},
        "zi_mo_bonus": {
            "none": QT_TRANSLATE_NOOP("SichuanRules", "None"),
            "jia_di": QT_TRANSLATE_NOOP("SichuanRules", "One base more (自摸加底)"),
            "jia_fan": QT_TRANSLATE_NOOP("SichuanRules", "One fan more (自摸加番)"),
        },
        "dian_gang_hua": {
            "zi_mo": QT_TRANSLATE_NOOP("SichuanRules", "Self-draw: everyone pays"),
            "fang_pao": QT_TRANSLATE_NOOP("SichuanRules", "The kong's feeder pays"),
        },
        "men_qing_zhong_zhang": {
            "off": QT_TRANSLATE_NOOP("SichuanRules", "Neither"),
            "men_qing": QT_TRANSLATE_NOOP("SichuanRules", "Concealed hand (门清)"),
            "zhong_zhang": QT_TRANSLATE_NOOP("SichuanRules", "All simples (中张)"),
            "both": QT_TRANSLATE_NOOP("SichuanRules", "Both"),
        },
    },
    groups={
        "mode": QT_TRANSLATE_NOOP("SichuanRules", "Mode"),
        "setup": QT_TRANSLATE_NOOP("SichuanRules", "Before play"),
        "kong": QT_TRANSLATE_NOOP("SichuanRules", "Kongs"),
        "scoring": QT_TRANSLATE_NOOP("SichuanRules", "Scoring"),
        "play": QT_TRANSLATE_NOOP("SichuanRules", "Play"),
        "settlement": QT_TRANSLATE_NOOP("SichuanRules", "Settlement"),
        "coins": QT_TRANSLATE_NOOP("SichuanRules", "Coins"),
        "items": QT_TRANSLATE_NOOP("SichuanRules", "Items"),
        "timing": QT_TRANSLATE_NOOP("SichuanRules", "Timing"),
    },
    presets={
        "standard": QT_TRANSLATE_NOOP("SichuanRules", "Standard"),
        "chengdu_roots": QT_TRANSLATE_NOOP("SichuanRules", "Chengdu roots"),
        "competition": QT_TRANSLATE_NOOP("SichuanRules", "Competition"),
    },
    numbers={"fan_cap": QT_TRANSLATE_NOOP("SichuanRules", "{n} fan")},
)

_PAOFENG = _RulesTexts(
    "PaofengRules",
    fields={
        "game_mode": (
            QT_TRANSLATE_NOOP("PaofengRules", "Room type"),
            QT_TRANSLATE_NOOP(
                "PaofengRules",
                "Fixed hands (打局数): the room ends after a set number of hands. Boards (打板子): every player "
                "has a board of points and the room ends when someone has lost all of it.",
            ),
        ),
        "num_hands": (
            QT_TRANSLATE_NOOP("PaofengRules", "Hands per room"),
            QT_TRANSLATE_NOOP(
                "PaofengRules", "How many hands a room plays; a drawn hand counts. Only for fixed hands."
            ),
        ),
        "board_limit": (
            QT_TRANSLATE_NOOP("PaofengRules", "Board size"),
            QT_TRANSLATE_NOOP(
                "PaofengRules",
                "The points each player may lose; nobody pays more than what is left of its board. Only for boards.",
            ),
        ),
        "di_hua": (
            QT_TRANSLATE_NOOP("PaofengRules", "Base and flower (底花)"),
            QT_TRANSLATE_NOOP("PaofengRules", "Every payment is multiplied by this number (1底1花 = ×1, 2底2花 = ×2)."),
        ),
        "wild_is_indicator": (
            QT_TRANSLATE_NOOP("PaofengRules", "The turned-up tile is the wild"),
            QT_TRANSLATE_NOOP(
                "PaofengRules",
                "The wild (钻牌) is the kind of the turned-up tile instead of the next one. "
                "Only three wilds are then in play, so four wilds (四钻胡) cannot happen.",
            ),
        ),
        "tianhu_no_wild": (
            QT_TRANSLATE_NOOP("PaofengRules", "No heavenly patterns with a wild (带钻不算天胡)"),
            QT_TRANSLATE_NOOP(
                "PaofengRules",
                "A heavenly pattern (天胡) or four wilds does not count when a wild stands for another tile.",
            ),
        ),
        "tu_pai": (
            QT_TRANSLATE_NOOP("PaofengRules", "Discarding what you claimed (吐牌)"),
            QT_TRANSLATE_NOOP(
                "PaofengRules",
                "Whether a player may discard the same kind of tile it has just taken with a chi or pong: "
                "always, not from its third chi or pong on, or never.",
            ),
        ),
        "ba_zhuang_no_bonus": (
            QT_TRANSLATE_NOOP("PaofengRules", "No bonus for keeping the deal (霸庄不加分)"),
            QT_TRANSLATE_NOOP(
                "PaofengRules", "A winning dealer gets no bonus (连庄) for the hands it has kept the deal."
            ),
        ),
        "bao_no_multiplier": (
            QT_TRANSLATE_NOOP("PaofengRules", "Liability without multiplier (包牌不翻倍)"),
            QT_TRANSLATE_NOOP(
                "PaofengRules",
                "Under liability (包牌) the liable player pays the three shares of a normal win, "
                "not a multiple of its own share.",
            ),
        ),
        "no_double_tianhu": (
            QT_TRANSLATE_NOOP("PaofengRules", "No double heavenly (无双天胡)"),
            QT_TRANSLATE_NOOP(
                "PaofengRules",
                "At most one heavenly pattern (天胡) counts in a hand; a first-turn win (起手胡) is kept first.",
            ),
        ),
        "zuan_gui_wei": (
            QT_TRANSLATE_NOOP("PaofengRules", "A wild as itself is natural (钻牌归位)"),
            QT_TRANSLATE_NOOP(
                "PaofengRules",
                "A wild standing for its own face does not stop a hand from being hard (硬). "
                "When off, any hand with a wild is soft.",
            ),
        ),
        "lan_no_wild": (
            QT_TRANSLATE_NOOP("PaofengRules", "No wild in Thirteen Apart (烂牌不能带钻)"),
            QT_TRANSLATE_NOOP(
                "PaofengRules",
                "Thirteen Apart (十三烂) and Seven Stars (七星归位) must be won without a wild. "
                "Only matters when a hand with a wild may win without paofeng.",
            ),
        ),
        "wild_may_win_plain": (
            QT_TRANSLATE_NOOP("PaofengRules", "A hand with a wild may win plainly (有钻可以平胡)"),
            QT_TRANSLATE_NOOP(
                "PaofengRules",
                "When off (有钻必须跑风), a hand holding a wild can only win by paofeng (跑风): waiting on any tile.",
            ),
        ),
    },
    choices={
        "game_mode": {
            "rounds": QT_TRANSLATE_NOOP("PaofengRules", "Fixed hands (打局数)"),
            "board": QT_TRANSLATE_NOOP("PaofengRules", "Boards (打板子)"),
        },
        "tu_pai": {
            "free": QT_TRANSLATE_NOOP("PaofengRules", "Always allowed"),
            "first_two_free": QT_TRANSLATE_NOOP("PaofengRules", "Free for the first two claims (前两口不限吐)"),
            "limited": QT_TRANSLATE_NOOP("PaofengRules", "Never (限制吐牌)"),
        },
    },
    groups={
        "match": QT_TRANSLATE_NOOP("PaofengRules", "Room"),
        "scoring": QT_TRANSLATE_NOOP("PaofengRules", "Scoring"),
        "wild": QT_TRANSLATE_NOOP("PaofengRules", "Wilds"),
        "play": QT_TRANSLATE_NOOP("PaofengRules", "Play"),
    },
    presets={
        "standard": QT_TRANSLATE_NOOP("PaofengRules", "Standard"),
        "strict_paofeng": QT_TRANSLATE_NOOP("PaofengRules", "Wilds must paofeng (有钻必须跑风)"),
    },
    numbers={
        "num_hands": QT_TRANSLATE_NOOP("PaofengRules", "{n} hands"),
        "board_limit": QT_TRANSLATE_NOOP("PaofengRules", "{n} points"),
        "di_hua": QT_TRANSLATE_NOOP("PaofengRules", "×{n}"),
    },
)

_GUAFENG = _RulesTexts(
    "GuafengRules",
    fields={
        "permanent_trump_order": (
            QT_TRANSLATE_NOOP("GuafengRules", "Order of the 5s, 3s and 2s"),
            QT_TRANSLATE_NOOP(
                "GuafengRules",
                "Trump suit first: the trump suit's 5, 3, 2 beat every other 5, 3, 2. "
                "By rank: trump 5 > other 5s > trump 3 > other 3s > trump 2 > other 2s.",
            ),
        ),
        "skip_permanent_levels": (
            QT_TRANSLATE_NOOP("GuafengRules", "Skip levels 2, 3 and 5"),
            QT_TRANSLATE_NOOP("GuafengRules", "The teams go A, 4, 6 … K: the 2s, 3s and 5s are always trumps anyway."),
        ),
        "allow_throw": (
            QT_TRANSLATE_NOOP("GuafengRules", "Allow throws (甩牌)"),
            QT_TRANSLATE_NOOP(
                "GuafengRules",
                "A player may lead several combinations of one suit at once, if nobody can beat any of them.",
            ),
        ),
        "joker_feng": (
            QT_TRANSLATE_NOOP("GuafengRules", "Jokers make a feng (连对)"),
            QT_TRANSLATE_NOOP(
                "GuafengRules",
                "Two small and two big jokers together are a trump feng (连对), the highest of two pairs.",
            ),
        ),
        "kitty_multiplier": (
            QT_TRANSLATE_NOOP("GuafengRules", "Kitty multiplier (抄底)"),
            QT_TRANSLATE_NOOP(
                "GuafengRules",
                "When the defenders win the last trick, the kitty's points are multiplied by the shape of its "
                "lead: by a fixed table (single ×2, pair ×4, feng of k pairs ×2k+2, lei ×4, yu ×5), "
                "doubling with each pair of a feng, or by the number of cards led.",
            ),
        ),
        "kitty_bonus_values": (
            QT_TRANSLATE_NOOP("GuafengRules", "Jokers and level cards score in the kitty"),
            QT_TRANSLATE_NOOP(
                "GuafengRules",
                "In the kitty a big joker is worth 100, a small joker 50 and a level card 30, "
                "besides the 5s, 10s and Ks.",
            ),
        ),
        "reveal_kitty": (
            QT_TRANSLATE_NOOP("GuafengRules", "Show the kitty after burying"),
            QT_TRANSLATE_NOOP(
                "GuafengRules",
                "The four buried cards are shown face up. When off, only the final sticker sees them.",
            ),
        ),
        "dealer_kitty_deduction": (
            QT_TRANSLATE_NOOP("GuafengRules", "Dealer's last trick costs the defenders"),
            QT_TRANSLATE_NOOP(
                "GuafengRules",
                "When the dealer side wins the last trick, the defenders lose the kitty's value "
                "instead of nothing happening.",
            ),
        ),
        "no_bid_later": (
            QT_TRANSLATE_NOOP("GuafengRules", "Nobody declares trumps"),
            QT_TRANSLATE_NOOP(
                "GuafengRules",
                "From the second hand on, when nobody declares: deal again, or the defenders go up "
                "three levels and take the deal.",
            ),
        ),
        "mandatory_levels": (
            QT_TRANSLATE_NOOP("GuafengRules", "Mandatory levels (必打)"),
            QT_TRANSLATE_NOOP(
                "GuafengRules",
                "A team cannot jump over these levels and leaves one only by winning it as the dealer side.",
            ),
        ),
        "first_deal_seat": (
            QT_TRANSLATE_NOOP("GuafengRules", "First card of hand 1 goes to"),
            QT_TRANSLATE_NOOP(
                "GuafengRules", "Where dealing starts in the first hand; later hands start at the dealer."
            ),
        ),
        "first_leader": (
            QT_TRANSLATE_NOOP("GuafengRules", "Who leads the first trick"),
            QT_TRANSLATE_NOOP(
                "GuafengRules",
                "The player who buried the kitty, or the dealer (they differ when the dealer declared trumps).",
            ),
        ),
        "zhan_sets_first_dealer": (
            QT_TRANSLATE_NOOP("GuafengRules", "Sticking decides the first dealer (粘牌坐庄)"),
            QT_TRANSLATE_NOOP(
                "GuafengRules",
                "In the first hand, the final sticker becomes the dealer. When off, sticking only sets the trump suit.",
            ),
        ),
        "kitty_bonus_multiplied": (
            QT_TRANSLATE_NOOP("GuafengRules", "Multiply the kitty bonus too"),
            QT_TRANSLATE_NOOP(
                "GuafengRules",
                "The jokers' and level cards' kitty values are multiplied with the points, not added once. "
                "Only when they score in the kitty.",
            ),
        ),
        "high_fill": (
            QT_TRANSLATE_NOOP("GuafengRules", "Follow with your highest cards"),
            QT_TRANSLATE_NOOP(
                "GuafengRules",
                "A player who cannot match the lead's shape fills with its highest cards of the suit: "
                "after every lead but a single, or only after a lei (雷).",
            ),
        ),
        "yu_fallback": (
            QT_TRANSLATE_NOOP("GuafengRules", "Following a yu (雨) without one"),
            QT_TRANSLATE_NOOP(
                "GuafengRules",
                "A player who has no yu of the same shape plays as many pairs as the yu has, then its highest "
                "cards; or only its highest cards.",
            ),
        ),
        "turn_seconds": (
            QT_TRANSLATE_NOOP("GuafengRules", "Time for a decision"),
            QT_TRANSLATE_NOOP(
                "GuafengRules",
                "Seconds to declare, bury or play (0: no limit). When time is up, you pass or play your "
                "cheapest legal cards.",
            ),
        ),
    },
    choices={
        "permanent_trump_order": {
            "suit_major": QT_TRANSLATE_NOOP("GuafengRules", "Trump suit first"),
            "rank_major": QT_TRANSLATE_NOOP("GuafengRules", "By rank"),
        },
        "kitty_multiplier": {
            "fixed": QT_TRANSLATE_NOOP("GuafengRules", "Fixed table"),
            "pair_power": QT_TRANSLATE_NOOP("GuafengRules", "Doubling per pair"),
            "card_count": QT_TRANSLATE_NOOP("GuafengRules", "Number of cards led"),
        },
        "no_bid_later": {
            "redeal": QT_TRANSLATE_NOOP("GuafengRules", "Deal again"),
            "penalty": QT_TRANSLATE_NOOP("GuafengRules", "Defenders go up 3 and deal"),
        },
        "first_leader": {
            "burier": QT_TRANSLATE_NOOP("GuafengRules", "The burier"),
            "dealer": QT_TRANSLATE_NOOP("GuafengRules", "The dealer"),
        },
        "high_fill": {
            "all_shapes": QT_TRANSLATE_NOOP("GuafengRules", "After every lead but a single"),
            "lei_only": QT_TRANSLATE_NOOP("GuafengRules", "Only after a lei"),
        },
        "yu_fallback": {
            "pairs": QT_TRANSLATE_NOOP("GuafengRules", "Pairs, then highest cards"),
            "singles": QT_TRANSLATE_NOOP("GuafengRules", "Highest cards only"),
        },
    },
    groups={
        "cards": QT_TRANSLATE_NOOP("GuafengRules", "Cards"),
        "levels": QT_TRANSLATE_NOOP("GuafengRules", "Levels"),
        "play": QT_TRANSLATE_NOOP("GuafengRules", "Play"),
        "scoring": QT_TRANSLATE_NOOP("GuafengRules", "Scoring"),
        "kitty": QT_TRANSLATE_NOOP("GuafengRules", "Kitty"),
        "bidding": QT_TRANSLATE_NOOP("GuafengRules", "Declaring"),
        "timing": QT_TRANSLATE_NOOP("GuafengRules", "Timing"),
    },
    presets={},
    numbers={},
)

_RULES: dict[str, _RulesTexts] = {"sichuan": _SICHUAN, "paofeng": _PAOFENG, "guafeng": _GUAFENG}


def _texts(game: str) -> _RulesTexts | None:
    return _RULES.get(game)


def rule_label(game: str, field: str) -> str:
    """The short label of a rules field, e.g. "Fan cap (封顶)"."""
    texts = _texts(game)
    if texts is None or field not in texts.fields:
        return field
    return texts.tr(texts.fields[field][0])


def rule_help(game: str, field: str) -> str:
    """One or two sentences that tell a player what the field does."""
    texts = _texts(game)
    if texts is None or field not in texts.fields:
        return ""
    return texts.tr(texts.fields[field][1])


def _listed(listed: Mapping[Scalar, str], value: Scalar) -> str | None:
    """The entry for ``value``, comparing types too (``True == 1`` in Python, but not here)."""
    return next((text for key, text in listed.items() if type(key) is type(value) and key == value), None)


def _numbered(texts: _RulesTexts, field: str, value: Scalar) -> str | None:
    if isinstance(value, int) and not isinstance(value, bool):
        return texts.numbers.get(field)
    return None


def choice_label(game: str, field: str, value: Scalar) -> str:
    """The name of one choice of a field: listed, or an integer through the field's ``{n}`` template."""
    texts = _texts(game)
    if texts is not None:
        listed = _listed(texts.choices.get(field, {}), value)
        if listed is not None:
            return texts.tr(listed)
        template = _numbered(texts, field, value)
        if template is not None:
            return texts.tr(template).format(n=value)
    return str(value)


def has_choice_label(game: str, field: str, value: Scalar) -> bool:
    texts = _texts(game)
    if texts is None:
        return False
    return _listed(texts.choices.get(field, {}), value) is not None or _numbered(texts, field, value) is not None


def group_label(game: str, group: str) -> str:
    texts = _texts(game)
    if texts is None or group not in texts.groups:
        return group
    return texts.tr(texts.groups[group])


def preset_label(game: str, preset: str) -> str:
    texts = _texts(game)
    if texts is None or preset not in texts.presets:
        return preset
    return texts.tr(texts.presets[preset])


def has_rule_texts(game: str, kind: str, code: str) -> bool:
    """Whether a ``field``, ``group`` or ``preset`` of ``game`` has its words (for the completeness test)."""
    texts = _texts(game)
    if texts is None:
        return False
    table: Mapping[str, object] = {"field": texts.fields, "group": texts.groups, "preset": texts.presets}[kind]
    return code in table


def entries() -> Iterator[tuple[str, str, str]]:
    """Every ``(context, key, English source)`` of this module, for checks over all the words at once."""
    for category, table in _NAMES.items():
        for code, source in table.items():
            yield NAMES_CONTEXT, f"{category}.{code}", source
    yield NAMES_CONTEXT, "tile", _TILE
    for game, texts in _RULES.items():
        for field, (label, help_text) in texts.fields.items():
            yield texts.context, f"{game}.{field}", label
            yield texts.context, f"{game}.{field}.help", help_text
        for field, choices in texts.choices.items():
            for value, source in choices.items():
                yield texts.context, f"{game}.{field}.{value}", source
        for kind, words in (("group", texts.groups), ("preset", texts.presets), ("numbers", texts.numbers)):
            for code, source in words.items():
                yield texts.context, f"{game}.{kind}.{code}", source
