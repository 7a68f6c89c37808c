"""The end of a hand: kitty capture, the defenders' score, level changes and the next dealer (spec §5.5, §6).

Every figure is an integer. The capture is computed from the final kitty and the
shape of the last trick's lead; the defenders' score DP then picks a line of the
level table, and ``advance`` walks the level sequence with the K cap and the
必打 (mandatory) levels.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from fengyu.core.protocol import Json
from fengyu.games.guafeng.combos import FENG, LEI, THROW, YU, Combo
from fengyu.games.guafeng.order import BIG_JOKER, NAT, POINTS, SMALL_JOKER, CardOrder
from fengyu.games.guafeng.rules import GuafengRules

TAKE_OVER = 80
"""DP from which the defenders take over the deal (§6.2)."""
TOTAL_POINTS = 200


@dataclass(frozen=True, slots=True)
class Capture:
    """The kitty's worth to the defenders when one of them wins the last trick (§5.5)."""

    face: int
    bonus: int
    multiplier: int
    value: int


@dataclass(frozen=True, slots=True)
class HandResult:
    """How a hand ended and what it decides for the next one.

    ``outcome`` is ``played`` (26 cards each played out) or ``no_bid`` (nobody
    declared in a later hand under ``no_bid_later = penalty``). ``capture`` is
    the signed amount the kitty added to DP (negative under
    ``dealer_kitty_deduction``).
    """

    outcome: str
    dealer: int
    defender_points: int
    trick_points: tuple[int, int]
    kitty: tuple[int, ...]
    kitty_face: int
    kitty_bonus: int
    multiplier: int
    capture: int
    last_trick_winner: int | None
    defenders_take_over: bool
    steps: int
    levels_before: tuple[str, str]
    levels_after: tuple[str, str]
    next_dealer: int
    match_winner: int | None

    def to_json(self) -> Json:
        return {
            "outcome": self.outcome,
            "dealer": self.dealer,
            "defender_points": self.defender_points,
            "trick_points": list(self.trick_points),
            "kitty": list(self.kitty),
            "kitty_face": self.kitty_face,
            "kitty_bonus": self.kitty_bonus,
            "multiplier": self.multiplier,
            "capture": self.capture,
            "last_trick_winner": self.last_trick_winner,
            "defenders_take_over": self.defenders_take_over,
            "steps": self.steps,
            "levels_before": list(self.levels_before),
            "levels_after": list(self.levels_after),
            "next_dealer": self.next_dealer,
            "match_winner": self.match_winner,
        }


def kitty_capture(kitty: Sequence[int], last_lead: Combo, order: CardOrder) -> Capture:
    """``face × mult + bonus`` (or ``(face + bonus) × mult`` with ``kitty_bonus_multiplied``), §5.5, D14."""
    rules = order.rules
    face = bonus = 0
    for code in kitty:
        if rules.kitty_bonus_values and code == BIG_JOKER:
            bonus += 100
        elif rules.kitty_bonus_values and code == SMALL_JOKER:
            bonus += 50
        elif rules.kitty_bonus_values and NAT[code] == order.level:
            bonus += 30
        else:
            face += POINTS[code]
    mult = multiplier(last_lead, rules)
    value = (face + bonus) * mult if rules.kitty_bonus_multiplied else face * mult + bonus
    return Capture(face, bonus, mult, value)


def multiplier(lead: Combo, rules: GuafengRules) -> int:
    """The kitty multiplier from the shape of the last trick's lead (§5.5, D15)."""
    if rules.kitty_multiplier == "card_count":
        return lead.size
    if lead.kind == LEI:
        return 4
    if lead.kind == YU:
        return 5
    pairs = lead.pairs if lead.kind == FENG else lead.key_unit.pairs if lead.kind == THROW else 0
    if pairs <= 1:
        return 4 if pairs else 2
    return 2 * pairs + 2 if rules.kitty_multiplier == "fixed" else 2 ** (pairs + 1)


def level_change(defender_points: int) -> tuple[bool, int]:
    """``(defenders take over, levels gained)`` from the level table of §6.2 (D17).

    The dealer side gains 3 at DP 0, 2 up to 35, 1 up to 75 (4 below 0, which
    only ``dealer_kitty_deduction`` allows); from 80 the defenders take over,
    gaining one more level per 40 points, at most 3.
    """
    if defender_points < 0:
        return False, 4
    if defender_points == 0:
        return False, 3
    if defender_points < 40:
        return False, 2
    if defender_points < TAKE_OVER:
        return False, 1
    return True, min(3, (defender_points - TAKE_OVER) // 40)


def advance(level: str, steps: int, kept_deal: bool, rules: GuafengRules) -> tuple[str, bool]:
    """A team's new level and whether it has won the match (§6.3, D28, D29).

    The match is won by keeping the deal at K. Otherwise the team climbs up to
    ``steps`` levels, never past K, and a 必打 level stops the climb unless the
    team is leaving it by keeping the deal (only on the first step).
    """
    if steps == 0:
        return level, False
    if kept_deal and level == "K":
        return level, True
    sequence = rules.level_sequence
    for step in range(1, steps + 1):
        if level == "K" or (level in rules.mandatory_levels and not (kept_deal and step == 1)):
            break
        level = sequence[sequence.index(level) + 1]
    return level, False


def settle(
    levels: tuple[str, str], dealer: int, defender_points: int, rules: GuafengRules
) -> tuple[bool, int, tuple[str, str], int, int | None]:
    """``(take over, steps, new levels, next dealer, match winner)`` after a hand (§6.3–§6.5)."""
    take_over, steps = level_change(defender_points)
    dealer_team = dealer % 2
    team = 1 - dealer_team if take_over else dealer_team
    level, won = advance(levels[team], steps, not take_over, rules)
    new_levels = (level, levels[1]) if team == 0 else (levels[0], level)
    next_dealer = (dealer + 1) % 4 if take_over else (dealer + 2) % 4
    return take_over, steps, new_levels, next_dealer, team if won else None
