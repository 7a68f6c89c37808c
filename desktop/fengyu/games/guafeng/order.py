"""Levels, trumps and the order of cards within one hand (spec §2, §3.1).

Once a hand's level rank L and trump suit T are fixed, every question the rules
ask about a single card — is it a trump, how strong is it, in which suit may it
sit in a run — has a fixed answer. ``CardOrder`` computes those answers once, as
tuples indexed by card code, because classification, follow checks and the
simulator ask them millions of times.

Card codes are those of ``fengyu.core.cards``: ``suit * 13 + rank - 2`` for the
suits S H D C (0..3) and ranks 2..14, then 52 = ``SJ`` and 53 = ``BJ``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from fengyu.core.cards import ALL_CARDS
from fengyu.games.guafeng.rules import LEVEL_NAMES, GuafengRules

TRUMP = 4
"""The class index of trumps; classes 0..3 are the side suits S H D C (§2.2)."""
CLASS_NAMES: tuple[str, ...] = ("S", "H", "D", "C", "TRUMP")
SUIT_LETTERS = "SHDC"
SMALL_JOKER = 52
BIG_JOKER = 53
JOKER_GROUP = 4
"""Run group of the jokers when ``joker_feng`` lets ``SJ SJ BJ BJ`` form a 风 (§3.2)."""
NO_GROUP = -1
"""Run group of cards that never sit in a run: jokers (normally) and off-suit 2, 3, 5 and L (§3.1)."""
JOKER_FENG_HEIGHT = 15
PERMANENT_RANKS = (2, 3, 5)
"""常主: ranks that are always trumps (§2.2)."""
CARD_COUNT = 54

NAT: tuple[int, ...] = tuple(card.rank for card in ALL_CARDS)
"""Natural rank per code (2..14; the jokers 15 and 16, which makes SJ and BJ adjacent in a joker run)."""
SUIT: tuple[int, ...] = tuple(-1 if card.is_joker else code // 13 for code, card in enumerate(ALL_CARDS))
POINTS: tuple[int, ...] = tuple(card.points for card in ALL_CARDS)

_SUIT_MAJOR = {(5, True): 96, (3, True): 95, (2, True): 94, (5, False): 93, (3, False): 92, (2, False): 91}
_RANK_MAJOR = {(5, True): 96, (5, False): 95, (3, True): 94, (3, False): 93, (2, True): 92, (2, False): 91}


def level_rank(name: str) -> int:
    """The natural rank of a level name: ``"A"`` → 14, ``"10"`` → 10."""
    if name not in LEVEL_NAMES:
        raise ValueError(f"{name!r} is not a level (levels: {' '.join(LEVEL_NAMES)})")
    return 14 if name == "A" else LEVEL_NAMES.index(name) + 1


def card_code(rank: int, suit: int) -> int:
    return suit * 13 + rank - 2


def suit_index(letter: str) -> int:
    """The suit index of a suit letter ``S H D C``."""
    if len(letter) != 1 or letter not in SUIT_LETTERS:
        raise ValueError(f"{letter!r} is not a suit (suits: S H D C)")
    return SUIT_LETTERS.index(letter)


@dataclass(frozen=True, slots=True, eq=False)
class CardOrder:
    """Trump membership, power and run eligibility of every card, for one L and T (§2, §3.1).

    * ``power[c]``: strength as a single (§2.3, §2.4); equal powers tie (§2.5).
    * ``cls[c]``: ``TRUMP`` or the side suit (§2.2).
    * ``group[c]``: the suit in which the card is sequence-eligible, ``JOKER_GROUP``
      for jokers under ``joker_feng``, else ``NO_GROUP`` (§3.1).
    * ``special[c]``: jokers and ranks 2, 3, 5, L (§2.2), the only cards of a 雷
      and the only 主 owed after a 粘牌.
    """

    level: int
    trump: int
    rules: GuafengRules
    power: tuple[int, ...]
    cls: tuple[int, ...]
    group: tuple[int, ...]
    special: tuple[bool, ...]
    class_codes: tuple[tuple[int, ...], ...]
    """The codes of each class (index ``TRUMP`` for trumps), so a hand's class is read without scanning 54 codes."""
    run_codes: tuple[tuple[int, ...], ...]
    """For each suit, the codes sequence-eligible in it, by rising rank."""
    lei_ranks: tuple[int, ...]
    """Ranks that can form a 雷 (§3.2): 2, 3, 5 and L, rising."""
    leis: tuple[tuple[int, ...], ...]
    """The four codes (suits S H D C) of the 雷 of each rank of ``lei_ranks``."""

    def height(self, group: int, top: int) -> int:
        """Strength of a run (风 with k ≥ 2, 雨) whose highest card has natural rank ``top`` (§3.4, D8)."""
        return JOKER_FENG_HEIGHT if group == JOKER_GROUP else top


@lru_cache(maxsize=256)
def card_order(level: int, trump: int, rules: GuafengRules) -> CardOrder:
    """The order for level rank ``level`` (2..14) and trump suit index ``trump`` (cached: hands share them)."""
    if not 2 <= level <= 14 or not 0 <= trump <= 3:
        raise ValueError(f"no card order for level rank {level} and trump suit {trump}")
    permanent = _SUIT_MAJOR if rules.permanent_trump_order == "suit_major" else _RANK_MAJOR
    power, cls, group, special = [], [], [], []
    for code in range(CARD_COUNT):
        rank, suit = NAT[code], SUIT[code]
        if suit < 0:
            power.append(100 if code == BIG_JOKER else 99)
            cls.append(TRUMP)
            group.append(JOKER_GROUP if rules.joker_feng else NO_GROUP)
            special.append(True)
            continue
        is_special = rank == level or rank in PERMANENT_RANKS
        if rank == level:
            power.append(98 if suit == trump else 97)
        elif rank in PERMANENT_RANKS:
            power.append(permanent[rank, suit == trump])
        else:
            power.append(70 + rank if suit == trump else rank)
        cls.append(TRUMP if is_special or suit == trump else suit)
        group.append(trump if suit == trump else NO_GROUP if is_special else suit)
        special.append(is_special)
    class_codes = tuple(tuple(code for code in range(CARD_COUNT) if cls[code] == c) for c in range(TRUMP + 1))
    run_codes = tuple(tuple(code for code in range(CARD_COUNT) if group[code] == suit) for suit in range(4))
    lei_ranks = tuple(sorted({*PERMANENT_RANKS, level}))
    leis = tuple(tuple(card_code(rank, suit) for suit in range(4)) for rank in lei_ranks)
    return CardOrder(
        level,
        trump,
        rules,
        tuple(power),
        tuple(cls),
        tuple(group),
        tuple(special),
        class_codes,
        run_codes,
        lei_ranks,
        leis,
    )
