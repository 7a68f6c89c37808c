"""Deciding declarations (亮主, 续牌, 冲主, 粘牌; spec §4.3) from the strength of the hand so far.

A declaration makes its suit the trump suit, so it is worth making in a suit
the hand is long in: the trump suit's cards plus the special trumps (jokers and
ranks 2, 3, 5 and L, trumps whatever the suit) decide who controls the play.
The hand grows during the deal, so the bar is a share of the cards held now;
late in the deal any reasonable suit is declared, since a deal nobody declares
is dealt again (§4.5) and the declarer's side chooses its own trumps.
"""

from __future__ import annotations

from collections.abc import Sequence

from fengyu.core.protocol import Action
from fengyu.games.guafeng.bidding import CHONG, LIANG, XU, ZHAN
from fengyu.games.guafeng.order import NAT, PERMANENT_RANKS, SMALL_JOKER, SUIT, level_rank
from fengyu.games.guafeng.view import GuafengView

FULL_HAND = 26


def trump_strength(hand: Sequence[int], suit: int, level: int) -> float:
    """How many trumps the hand would hold with ``suit`` as trump, high trumps counting extra."""
    strength = 0.0
    for code in hand:
        if code >= SMALL_JOKER:
            strength += 1.6
        elif NAT[code] == level or NAT[code] in PERMANENT_RANKS:
            strength += 1.2
        elif SUIT[code] == suit:
            strength += 1.0 + (0.3 if NAT[code] >= 12 else 0.0)
    return strength


def declaration_suit(action: Action) -> int:
    return next(SUIT[code] for code in action.pieces if code < SMALL_JOKER) if action.kind != XU else -1


def choose_declaration(view: GuafengView, legal: Sequence[Action], eagerness: float = 1.0) -> Action:
    """Pass, or the declaration whose suit gives the strongest trumps when that strength clears the bar."""
    passing = legal[0]
    bids = [action for action in legal if action.kind in (LIANG, CHONG, ZHAN)]
    reinforcing = [action for action in legal if action.kind == XU]
    if reinforcing:
        # Reinforcing only adds to the own declaration: it makes 冲主 and 粘牌 harder (§4.3).
        return max(reinforcing, key=lambda action: len(action.pieces))
    if not bids:
        return passing
    level = level_rank(view.level)
    held = len(view.hand)

    def value(action: Action) -> tuple[float, int, int]:
        jokers = sum(code >= SMALL_JOKER for code in action.pieces)
        return trump_strength(view.hand, declaration_suit(action), level), jokers, len(action.pieces)

    best = max(bids, key=value)
    strength = value(best)[0]
    # A hand has about a quarter of its cards in any suit, and a fifth are special trumps.
    share = strength / max(held, 1)
    late = held >= FULL_HAND - 2
    bar = 0.42 if best.kind == ZHAN else 0.46 if best.kind == CHONG else 0.5 - (0.08 if late else 0.0)
    return best if share * eagerness >= bar and held >= 8 else passing
