"""Paofeng bots by level.

Paofeng is won by self-draw only (R17), so a discard never hands anybody a
win; what it can give away is a claim (and with the third claim from one
player, 包 liability, R22–R23). What wins points is speed to a self-draw and,
with a wild, the 跑风 wait on any tile (跑风 5 instead of 平胡 2, 直叫 10 after
a replacement draw, 明跑 +3 after 报听).

* ``NormalBot`` plays efficiently: discards that keep the hand closest to a
  win with the most improving draws (wilds counted in, so a 跑风 wait is
  preferred among equally close hands), flowers set aside at once, claims and
  kongs that bring it closer. It knows what 跑风 is worth: it declares 报听
  only on a wait on any tile (明跑 is free then, and any other 报听 locks a
  hand that could still become one), and declines a plain win with a wild
  when one discard turns the hand into a 跑风 wait (5, and 明跑 3, beat 2).
  It keeps a drawn wild in the hand unless it must set it aside.
* ``EasyBot`` is a normal bot with a casual player's slips: worse discards,
  missed claims, 报听 as soon as it is ready and every win at once.
* ``HardBot`` adds the fine points of 跑风 and 包: it sets a drawn wild aside
  when waiting on any tile (a likely 直叫), kongs before such a win, steers a
  hand with a wild one step from ready towards a wait on any tile, lets go,
  among nearly equal discards of any other hand not yet ready, the one whose
  improving draws lead on to the most improving draws, and takes a plain win rather
  than run for 跑风 once a rival has declared 报听; never a third claim from
  one player, not even one that makes it ready (反包 would make it pay for
  everybody) and, among nearly equal discards, the one least likely to feed a
  player who already holds two claims on it (顺包).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from fengyu.ai.mahjong_discards import by_efficiency
from fengyu.ai.paofeng.danger import bao_risk
from fengyu.ai.paofeng.evaluation import Option, options, pao_feng_distance, second_step_draws, shanten
from fengyu.ai.paofeng.knowledge import Knowledge
from fengyu.core.protocol import Action
from fengyu.games.paofeng.view import PaofengView

CLAIMS = ("chow", "pong", "exposed_kong")


class NormalBot:
    """Efficient play: fewest tiles missing, then most improving draws."""

    name = "normal"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: PaofengView, legal: Sequence[Action]) -> Action:
        playable = [a for a in legal if a.kind != "tuo_guan"]
        if len(playable) <= 1:
            return playable[0] if playable else legal[0]
        k = Knowledge(view)
        if view.phase == "claim":
            return self.claim(k, playable)
        by_kind: dict[str, list[Action]] = {}
        for action in playable:
            by_kind.setdefault(action.kind, []).append(action)
        flowers = [a for a in by_kind.get("bu_hua", ()) if a.pieces[0] != k.wild]
        wild_flower = [a for a in by_kind.get("bu_hua", ()) if a.pieces[0] == k.wild]
        if flowers:
            return flowers[0]  # a flower must go this turn (R7); its replacement may win
        if wild_flower and self.wild_as_flower(k, "win" in by_kind):
            return wild_flower[0]
        kongs = by_kind.get("concealed_kong", []) + by_kind.get("added_kong", [])
        if "win" in by_kind and kongs and self.kong_before_win(k):
            return kongs[0]
        if "win" in by_kind and self.take_win(k, by_kind.get("discard", [])):
            return by_kind["win"][0]
        kong = self.self_kong(k, kongs)
        if kong is not None:
            return kong
        discards = by_kind.get("discard", [])
        if not discards:
            return by_kind["win"][0] if "win" in by_kind else playable[0]
        best = self.pick_discard(k, [a.pieces[0] for a in discards])
        ting = [a for a in by_kind.get("bao_ting", ()) if a.pieces[0] == best.tile]
        if ting and self.declare(k, best):
            return ting[0]
        return next(a for a in discards if a.pieces[0] == best.tile)

    # -- the turn ------------------------------------------------------------------------

    def wild_as_flower(self, k: Knowledge, can_win: bool) -> bool:
        """R8: a drawn wild is set aside only when it must be (after 报听 one that does not win, R21)."""
        return not can_win

    run_min_wall = 5
    """Decline a plain win for a 跑风 wait only while the wall still holds this many tiles."""

    def take_win(self, k: Knowledge, discards: Sequence[Action]) -> bool:
        """A plain win with a wild gives way to a 跑风 wait when one discard makes it (5 + 明跑 3 beats 2)."""
        if not k.wilds or k.view.wall < self.run_min_wall or k.view.bao_ting[k.seat]:
            return True
        before = list(k.counts)
        drawn = k.view.drawn
        if drawn is None:
            return True
        before[drawn] -= 1
        if k.reader.waits_on_any(before, k.melds):
            return True  # already a 跑风 win
        for action in discards:
            rest = list(k.counts)
            rest[action.pieces[0]] -= 1
            if k.reader.waits_on_any(rest, k.melds):
                return False
        return True

    def kong_before_win(self, k: Knowledge) -> bool:
        return False

    def ranked(self, k: Knowledge, tiles: Sequence[int]) -> list[Option]:
        """Discard options from best to worst by efficiency (ties: the lonelier tile goes first)."""
        return by_efficiency(options(k, tiles), k.counts, self.rng)

    def pick_discard(self, k: Knowledge, tiles: Sequence[int]) -> Option:
        return self.ranked(k, tiles)[0]

    def declare(self, k: Knowledge, option: Option) -> bool:
        """报听 only on a wait on any tile: 明跑 is then free, and it locks nothing worth changing."""
        return option.any_wait

    def self_kong(self, k: Knowledge, legal: Sequence[Action]) -> Action | None:
        """A kong that keeps the hand as close to a win (kongs score, are never robbed and draw again)."""
        if not legal:
            return None
        if k.view.bao_ting[k.seat]:
            return legal[0]  # the engine only offers kongs that keep the waits (R21)
        before = shanten(k, k.counts, k.melds)
        for action in legal:
            tile = action.pieces[0]
            after = list(k.counts)
            if action.kind == "concealed_kong":
                after[tile] -= 4
                melds = k.melds + 1
            else:
                after[tile] -= 1
                melds = k.melds
            if shanten(k, after, melds) <= before:
                return action
        return None

    # -- claims --------------------------------------------------------------------------

    def claim(self, k: Knowledge, legal: Sequence[Action]) -> Action:
        """Kong when it keeps the distance, chi or pong when it brings the hand closer."""
        pass_action = next(a for a in legal if a.kind == "pass")
        tile = k.view.last_discard.tile if k.view.last_discard else None
        before = shanten(k, k.counts, k.melds)
        best, best_gain = pass_action, 0
        for action in legal:
            if action.kind not in CLAIMS:
                continue
            after = self.after_claim(k, action, tile)
            if after is None:
                continue
            gain = before - after
            needed = 0 if action.kind == "exposed_kong" else 1
            if gain >= needed and gain >= best_gain and self.accept_claim(k, action, after):
                best, best_gain = action, gain
        return best

    def after_claim(self, k: Knowledge, action: Action, tile: int | None) -> int | None:
        """The shanten after the claim (a chi or pong then still discards, a kong draws again)."""
        after = list(k.counts)
        if action.kind == "chow":
            for t in action.pieces:
                after[t] -= 1
        elif tile is not None:
            after[tile] -= 2 if action.kind == "pong" else 3
        else:
            return None
        return shanten(k, after, k.melds + 1)

    def accept_claim(self, k: Knowledge, action: Action, after: int) -> bool:
        return True


class EasyBot(NormalBot):
    """A normal bot that slips like a casual player: worse discards, missed claims."""

    name = "easy"

    def pick_discard(self, k: Knowledge, tiles: Sequence[int]) -> Option:
        ranked = self.ranked(k, tiles)
        roll = self.rng.random()
        if roll < 0.12:
            return self.rng.choice(ranked)
        if roll < 0.45:
            return ranked[self.rng.randrange(min(4, len(ranked)))]
        return ranked[0]

    def accept_claim(self, k: Knowledge, action: Action, after: int) -> bool:
        return self.rng.random() < 0.65

    def declare(self, k: Knowledge, option: Option) -> bool:
        """报听 as soon as the discard leaves the hand ready."""
        return option.shanten == 0

    def take_win(self, k: Knowledge, discards: Sequence[Action]) -> bool:
        return True


class HardBot(NormalBot):
    """Normal play plus the fine points of 跑风 and 包 (module docstring)."""

    name = "hard"

    def wild_as_flower(self, k: Knowledge, can_win: bool) -> bool:
        """Waiting on any tile, a drawn wild set aside (R8) gives a replacement draw: a likely 直叫 (10, not 5)."""
        if not can_win:
            return True
        before = list(k.counts)
        before[k.wild] -= 1
        return k.view.wall > 0 and k.reader.waits_on_any(before, k.melds)

    def take_win(self, k: Knowledge, discards: Sequence[Action]) -> bool:
        """Run for 跑风 only while nobody has declared 报听: a ready rival (a 跑风 wait, as a rule) may win any draw."""
        if any(k.view.bao_ting[seat] for seat in k.opponents):
            return True
        return super().take_win(k, discards)

    def kong_before_win(self, k: Knowledge) -> bool:
        """Waiting on any tile before the draw, a kong's replacement draw almost surely wins too: 直叫 (10, not 5)."""
        drawn = k.view.drawn
        if drawn is None or k.view.wall < 1:
            return False
        before = list(k.counts)
        before[drawn] -= 1
        return k.reader.waits_on_any(before, k.melds)

    near_draws = 0.8
    """A discard keeping this share of the best improving draws counts as nearly as efficient."""
    steer_shanten = 1
    """Within this many steps of ready, a hand with a wild is steered towards a 跑风 wait."""
    bao_risk_max = 0.2
    """A nearly as efficient discard is preferred when the best one starts a 包 against this seat more often."""

    def pao_feng_distance(self, k: Knowledge, tile: int) -> int:
        rest = list(k.counts)
        rest[tile] -= 1
        return pao_feng_distance(k, rest, k.melds)

    def pick_discard(self, k: Knowledge, tiles: Sequence[int]) -> Option:
        return self.pick_ranked(k, self.ranked(k, tiles))

    def pick_ranked(self, k: Knowledge, ranked: Sequence[Option]) -> Option:
        """Among the nearly most efficient discards: none that risks a 包, then the 跑风 steer or the best next step.

        A hand with a wild one step from ready heads for a wait on any tile;
        any other hand not yet ready keeps the discard whose improving draws
        lead to the widest waits (``second_step_draws``). Measured against the
        efficiency order alone: +0.075 [-0.115, +0.265] points a hand against
        the reference, paired over 2,000 deals of seed 11 (the winning rate
        0.264 instead of 0.261).
        """
        best = ranked[0]
        near = [o for o in ranked if o.shanten == best.shanten and o.draws >= best.draws * self.near_draws]
        if len(near) == 1:
            return best
        near = [o for o in near if bao_risk(k, o.tile) <= self.bao_risk_max] or near
        if k.wilds and best.shanten <= self.steer_shanten:
            return min(near, key=lambda o: self.pao_feng_distance(k, o.tile))  # ties: the more efficient
        if best.shanten >= 1:
            return max(near, key=lambda o: second_step_draws(k, o))
        return near[0]

    def accept_claim(self, k: Knowledge, action: Action, after: int) -> bool:
        """No third claim from one feeder, not even one that makes the hand ready.

        With three 口 on the feeder, the feeder's own win makes this seat pay
        for everybody (反包, ×6 to ×12 its share), while this seat's win gains
        little from 顺包 (×3 or ×4 one share, about the three shares it gets
        anyway). Measured: allowing the claim when it made the hand ready cost
        hard 0.66 points a hand against the reference (150 duplicate deals).
        """
        feeder = k.view.last_discard.seat if k.view.last_discard else None
        taken = sum(1 for m in k.view.melds[k.seat] if m.source == feeder)
        return taken < 2
