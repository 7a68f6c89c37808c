"""Sichuan mahjong bots by level.

* ``NormalBot`` plays efficiently: void suit from its weakest suit, 换三张 from it,
  discards that keep the hand closest to a win with the most improving draws
  (counting only unseen copies), pongs and kongs that bring it closer, every win.
* ``EasyBot`` is a normal bot with human slips: now and then a worse discard, a
  missed pong, a second-best void suit.
* ``HardBot`` adds value (清一色, 七对, 对对胡, roots, exact wait values), melds
  for kong money, and care from a read of the other players (``reading``):
  safer among nearly equal discards, a hopeless hand folded late. Its rules of
  thumb propose; a model learned from played-out hands (``discard_model``)
  picks among the proposals.

None of them uses items or leaves the table.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from fengyu.ai.mahjong_discards import by_efficiency, connectivity
from fengyu.ai.sichuan.discard_model import scored_pool
from fengyu.ai.sichuan.evaluation import (
    Option,
    expected_value,
    my_melds,
    options,
    shanten_of,
    unseen_total,
    wait_values,
    win_chance,
)
from fengyu.ai.sichuan.knowledge import SUITS, Knowledge
from fengyu.ai.sichuan.reading import table_read
from fengyu.core.protocol import Action
from fengyu.games.sichuan.view import SichuanView

_IGNORED = ("item", "escape")


def missing_after_pong(k: Knowledge, tile: int) -> int:
    """Tiles still missing for a win after ponging ``tile`` and the best discard that follows (99: no discard)."""
    after = list(k.kept)
    after[tile] -= 2
    sets = 3 - k.melds
    return min(
        (k.analyser.missing([c - (i == t) for i, c in enumerate(after)], sets) for t in range(27) if after[t]),
        default=99,
    )


class NormalBot:
    """Efficient play: fewest tiles missing, then most improving draws."""

    name = "normal"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SichuanView, legal: Sequence[Action]) -> Action:
        playable = [a for a in legal if a.kind not in _IGNORED]
        if len(playable) == 1:
            return playable[0]
        k = Knowledge(view)
        kinds = {a.kind for a in playable}
        if view.phase == "exchange":
            return self.exchange(k, playable)
        if view.phase == "ding_que":
            return self.ding_que(k, playable)
        if "win" in kinds and self.take_win(k):
            return next(a for a in playable if a.kind == "win")
        if view.phase in ("claim", "rob"):
            return self.claim(k, playable)
        kong = self.self_kong(k, [a for a in playable if a.kind in ("concealed_kong", "added_kong")])
        if kong is not None:
            return kong
        return self.discard(k, [a for a in playable if a.kind == "discard"])

    # -- before play ---------------------------------------------------------------

    def suit_order(self, k: Knowledge) -> list[str]:
        """Suits from the weakest (fewest tiles, then least connected) to the strongest."""
        counts = k.counts

        def strength(suit: str) -> tuple[int, int]:
            base = 9 * SUITS.index(suit)
            tiles = [t for t in range(base, base + 9) if counts[t]]
            return sum(counts[base : base + 9]), sum(connectivity(counts, t) for t in tiles)

        return sorted(SUITS, key=strength)

    def ding_que(self, k: Knowledge, legal: Sequence[Action]) -> Action:
        suit = self.suit_order(k)[0]
        return next(a for a in legal if a.option == suit)

    def exchange(self, k: Knowledge, legal: Sequence[Action]) -> Action:
        """Give away three tiles of the suit to be voided, the least useful first."""
        counts = k.counts
        for suit in self.suit_order(k):
            base = 9 * SUITS.index(suit)
            tiles = [t for t in range(base, base + 9) for _ in range(counts[t])]
            if len(tiles) >= 3:
                tiles.sort(key=lambda t: (connectivity(counts, t), t))
                choice = tuple(sorted(tiles[:3]))
                for action in legal:
                    if action.pieces == choice:
                        return action
        return legal[0]

    # -- play --------------------------------------------------------------------------

    def take_win(self, k: Knowledge) -> bool:
        return True

    def ranked(self, k: Knowledge, tiles: Sequence[int]) -> list[Option]:
        """Discard options from best to worst by efficiency (ties: the lonelier tile goes first)."""
        return by_efficiency(options(k, tiles), k.counts, self.rng)

    def discard(self, k: Knowledge, legal: Sequence[Action]) -> Action:
        tiles = [a.pieces[0] for a in legal]
        if k.void_tiles:
            return self.void_discard(k, legal)
        best = self.ranked(k, tiles)[0]
        return next(a for a in legal if a.pieces[0] == best.tile)

    def void_discard(self, k: Knowledge, legal: Sequence[Action]) -> Action:
        """Only void tiles may go (R10): lonely ones first, so pairs can still make a late pung useless… any."""
        counts = k.counts
        return min(legal, key=lambda a: (connectivity(counts, a.pieces[0]), a.pieces[0]))

    def claim(self, k: Knowledge, legal: Sequence[Action]) -> Action:
        """Pong or kong only when it brings the hand closer to a win (a kong never costs a step)."""
        pass_action = next(a for a in legal if a.kind == "pass")
        for action in legal:
            if action.kind == "exposed_kong" and self.kong_keeps(k, action.pieces[0], 3):
                return action
        for action in legal:
            if action.kind == "pong" and self.pong_helps(k, action.pieces[0]):
                return action
        return pass_action

    def pong_helps(self, k: Knowledge, tile: int) -> bool:
        before = shanten_of(k, k.kept)
        best = missing_after_pong(k, tile)
        return best - 1 < before

    def kong_keeps(self, k: Knowledge, tile: int, held: int) -> bool:
        """A kong of ``tile`` (``held`` of them concealed) does not take the hand further from a win."""
        before = k.analyser.missing(k.kept, 4 - k.melds)
        after = list(k.kept)
        after[tile] -= held
        return k.analyser.missing(after, 3 - k.melds) <= before

    def self_kong(self, k: Knowledge, legal: Sequence[Action]) -> Action | None:
        for action in legal:
            if action.kind == "added_kong" or self.kong_keeps(k, action.pieces[0], 4):
                return action
        return None


class EasyBot(NormalBot):
    """A normal bot that slips like a casual player: worse discards, missed pongs, a hasty void."""

    name = "easy"

    def ding_que(self, k: Knowledge, legal: Sequence[Action]) -> Action:
        order = self.suit_order(k)
        suit = order[0] if self.rng.random() < 0.75 else order[1]
        return next(a for a in legal if a.option == suit)

    def discard(self, k: Knowledge, legal: Sequence[Action]) -> Action:
        if k.void_tiles:
            return self.void_discard(k, legal)
        roll = self.rng.random()
        if roll < 0.12:
            return self.rng.choice(list(legal))
        ranked = self.ranked(k, [a.pieces[0] for a in legal])
        pick = ranked[self.rng.randrange(min(4, len(ranked)))] if roll < 0.45 else ranked[0]
        return next(a for a in legal if a.pieces[0] == pick.tile)

    def claim(self, k: Knowledge, legal: Sequence[Action]) -> Action:
        choice = super().claim(k, legal)
        if choice.kind != "pass" and self.rng.random() < 0.35:
            return next(a for a in legal if a.kind == "pass")
        return choice


class HardBot(NormalBot):
    """Normal efficiency, corrected where it is measurably wrong, plus value, melds and care.

    Each departure from the normal bot is one a strong player makes and the
    arena confirms:

    * melds: a pong that does not take the hand further from a win is taken —
      it skips the draw, and a pong later made a 补杠 collects from every
      player still in (kong money is a large share of a Sichuan hand's
      points); every concealed kong is declared (its money comes at once);
    * value: among ready discards, the wait with the best expected value (live
      winning tiles — those of a suit other players have voided count more,
      they must throw them — times the points each would score) rather than
      merely the most tiles; no dead waits; a near-one-suit hand steered to
      清一色 while there is time; the void chosen by what the rest of the hand
      can become;
    * care: the read of the table (``reading``) picks, among nearly equally
      efficient discards, the one least likely to feed a win; a hand that can
      no longer be ready by the wall's end folds to safe tiles (``careful``);
      void tiles are shed most dangerous first while the table is far from
      ready and safest first once it is close; an added kong is not declared
      into a likely rob;
    * weighing: the discard those rules pick, the next ones by rank and the
      safest are scored by the learned evaluation (``discard_model``: the
      points each brought, played out to the end of many simulated hands),
      which picks among them — it knows better than any fixed margin when a
      ready hand should push, which wait pays, when to hold a tile back.
    """

    name = "hard"
    near_draws = 0.75
    """A discard keeping this share of the best improving draws counts as nearly as efficient."""
    qing_min_tiles = 9
    """A kept suit with at least this many tiles (melds included) is worth steering to 清一色."""
    care_margin = 0.1
    """Expected deal-in loss (in base points) a safer near-equal discard must save to be preferred."""
    fold_weight = 1.0
    """How many times the deal-in loss a fold saves now weighs against all the hand may still win."""
    self_draw_share = 0.4
    """Share of wins that are self-drawn (paid by every player still in) in the worth of a hand."""
    forced_weight = 0.5
    """Extra weight of a live winning tile per active opponent that has voided its suit."""

    def ding_que(self, k: Knowledge, legal: Sequence[Action]) -> Action:
        """The void that leaves the closest hand (ties: fewer tiles to throw away)."""

        def cost(suit: str) -> tuple[int, int]:
            base = 9 * SUITS.index(suit)
            kept = [0 if base <= t < base + 9 else c for t, c in enumerate(k.counts)]
            return k.analyser_for(suit).missing(kept, 4), sum(k.counts[base : base + 9])

        suit = min(SUITS, key=cost)
        return next(a for a in legal if a.option == suit)

    def void_discard(self, k: Knowledge, legal: Sequence[Action]) -> Action:
        """Void tiles must all go (R10), so only their order is chosen: the one that gains most by going now.

        Of two tiles that both go within the next turns, the one to let go
        first is the one whose danger now is lowest against its danger a
        round later (``TableRead.danger_later``): a tile that opponents still
        getting ready may soon wait on goes while it is still fairly safe; a
        tile a ready opponent may win on waits, since that opponent may well
        win elsewhere first; one that just went by an opponent goes while that
        safety lasts.
        """
        tiles = [a.pieces[0] for a in legal]
        read = table_read(k)
        tile = min(tiles, key=lambda t: (read.danger(t) - read.danger_later(t), connectivity(k.counts, t), t))
        return next(a for a in legal if a.pieces[0] == tile)

    def discard(self, k: Knowledge, legal: Sequence[Action]) -> Action:
        if k.void_tiles:
            return self.void_discard(k, legal)
        best = self.weighed(k, self.candidates(k, [a.pieces[0] for a in legal]))[0]
        return next(a for a in legal if a.pieces[0] == best.tile)

    def weighed(self, k: Knowledge, ranked: Sequence[Option]) -> list[Option]:
        """The discards weighed, best first: the rules' pick (``careful``) and its alternatives, by the learned model.

        The rules decide alone (the list is their pick only) where the model
        has nothing to weigh: a hand that can no longer be ready by the
        wall's end (only the danger of the tile counts then, and ``careful``
        folds to the safest), and the modes the model was not learned on (it
        was learned on 血战到底 hands, the default; not on 血流成河 or 普通场).
        """
        choice = self.careful(k, ranked)
        if k.view.rules.mode != "xue_zhan" or ranked[0].shanten > k.draws_left:
            return [choice]
        return scored_pool(k, ranked, choice, self.qing_target(k))

    def careful(self, k: Knowledge, ranked: Sequence[Option]) -> Option:
        """The chosen discard, a nearly as useful but clearly safer one, or the safest when the hand is not worth it.

        * A tile that certainly wins for someone (a 血流 winner's known wait) is
          never thrown while a discard as close to a win exists.
        * Among nearly equally efficient discards, one that saves at least
          ``care_margin`` base points of expected deal-in loss is preferred.
        * A hand that can no longer be ready by the wall's end on its own
          draws is given up — the safest tile goes — when all it may still
          win (its chance of winning times its value, paid by a discarder or
          by every player still in) is worth less than the deal-in loss the
          safest tile saves. Folding any earlier is costly in Sichuan: a hand
          not ready at the wall's end pays 查大叫 (R34), and every earlier fold
          rule tried lost points against the normal bot in the arena (deal-ins
          fell by at most a fifth, mean points by 0.1 to 1.5 per hand).
        """
        top = ranked[0]
        read = table_read(k)
        if read.deal_in(top.tile) >= 1.0:
            sure = [o for o in ranked if o.shanten == top.shanten and read.deal_in(o.tile) < 1.0]
            if sure:
                return sure[0]
        top_danger = read.danger(top.tile)  # in base points, like every amount weighed here
        if top.shanten > k.draws_left:  # it cannot be ready by the wall's end: 查大叫 is lost anyway
            safest = min(ranked, key=lambda o: read.danger(o.tile))
            payers = 1 + self.self_draw_share * (len(k.opponents) - 1)
            worth = payers * self.chance(k, top) * expected_value(k, top) / k.view.rules.base_points
            if worth < self.fold_weight * (top_danger - read.danger(safest.tile)):
                return safest
        if top_danger <= self.care_margin:
            return top
        near = [o for o in ranked if o.shanten == top.shanten and o.draws >= top.draws * self.near_draws]
        safer = min(near, key=lambda o: read.danger(o.tile))
        return safer if read.danger(safer.tile) < top_danger - self.care_margin else top

    def candidates(self, k: Knowledge, tiles: Sequence[int]) -> list[Option]:
        """Discard options, the hard bot's choice first, then the other efficient ones."""
        ranked = self.ranked(k, tiles)
        best = ranked[0]
        if best.shanten == 0:
            ready = [o for o in ranked if o.shanten == 0]
            best = max(ready, key=lambda o: (round(self.ready_value(k, o), 9), o.draws))
            if best.draws == 0:
                live = [o for o in ranked if o.draws > 0]
                if live:
                    best = max(live, key=lambda o: self.chance(k, o))  # a dead wait never wins
        else:
            steer = self.qing_target(k)
            if steer is not None and k.draws_left >= 6:
                near = [o for o in ranked if o.shanten == best.shanten and o.draws >= best.draws * self.near_draws]
                on_target = [o for o in near if o.tile // 9 != steer] or [
                    o for o in ranked if o.shanten <= best.shanten + 1 and o.tile // 9 != steer
                ]
                if on_target:
                    best = on_target[0]
        return [best, *(o for o in ranked if o is not best)]

    def chance(self, k: Knowledge, option: Option) -> float:
        return win_chance(option.shanten, option.draws, unseen_total(k), k.draws_left, len(k.opponents))

    def ready_value(self, k: Knowledge, option: Option) -> float:
        """Chance of winning times the average value (in base points) of the live winning tiles.

        A winning tile of a suit that opponents still in have voided is worth
        more: whoever of them draws it must throw it (R10). Values are whole
        multiples of the base, divided out exactly, so the table's base never
        changes a comparison; ``candidates`` compares them rounded, so waits
        of equal worth (equal but for the order of a float sum) are told apart
        by their live draws.
        """
        kept = list(k.kept)
        kept[option.tile] -= 1
        base = k.view.rules.base_points
        values = {t: v / base for t, v in wait_values(k, kept, my_melds(k)).items()}
        voided = [0] * 3
        for seat in k.opponents:
            void = k.view.voids[seat]
            if void is not None and not k.view.won[seat]:
                voided[SUITS.index(void)] += 1
        live = {t: k.unseen[t] * (1 + self.forced_weight * voided[t // 9]) for t in values if k.unseen[t]}
        if not live:
            return 0.0
        average = sum(values[t] * n for t, n in live.items()) / sum(live.values())
        return self.chance(k, option) * average * sum(live.values()) / sum(k.unseen[t] for t in live)

    def qing_target(self, k: Knowledge) -> int | None:
        """The suit (index) to keep for 清一色, when one kept suit clearly dominates."""
        counts = list(k.kept)
        own = [m.tile for m in k.view.melds[k.seat] if m.tile is not None]  # none of its own is hidden
        for tile in own:
            counts[tile] += 3
        sizes = [sum(counts[9 * i : 9 * i + 9]) for i in range(3)]
        major = max(range(3), key=lambda i: sizes[i])
        minor = sum(sizes) - sizes[major]
        melds_elsewhere = any(tile // 9 != major for tile in own)
        if sizes[major] >= self.qing_min_tiles and 0 < minor <= 3 and not melds_elsewhere:
            return major
        return None

    def pong_helps(self, k: Knowledge, tile: int) -> bool:
        """A pong that keeps the hand as close to a win: it skips a draw and may become a paying 补杠."""
        before = k.analyser.missing(k.kept, 4 - k.melds)
        best = missing_after_pong(k, tile)
        return best <= before

    def self_kong(self, k: Knowledge, legal: Sequence[Action]) -> Action | None:
        """Every concealed kong (its money comes at once, R16); an added kong unless a rob looks likely."""
        for action in legal:
            if action.kind == "concealed_kong":
                return action
        for action in legal:
            if action.kind == "added_kong" and table_read(k).deal_in(action.pieces[0]) < 0.1:
                return action  # a rob would cost more than the kong brings
        return None
