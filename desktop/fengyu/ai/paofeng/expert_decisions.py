"""The expert's decisions other than the discard: a win with a wild, a drawn wild, and chi or pong.

The hard bot decides these by rules of thumb (``bots.HardBot``); the expert
checks its answer against the alternatives over sampled futures, valued by
the rules' own scoring (``score_win``: every item, 起手胡, 四钻胡, the shape
and wait items, 门清 and 苦摸 included), and departs only on evidence.

How often they come and what rides on them (120 hands of four hard bots, each
decision forked on the real wall and both answers played to the end by
hard): a seat meets a win with a wild about once in five hands, and taking
it (when hard does) was worth +9 points a decision over running on; a chi
or pong is offered about twice a hand, a single play-out's difference
between the answers having a spread of some 20 points; 报听 on a wait that is
not on any tile is offered two or three times a hand and declining it (hard)
was worth +1.

* **A win with a wild in hand** (``decide_win``): taking it is worth its exact
  payment now; running on is worth the play-outs of the hand after the
  discard the hard bot would make on declining (a wait on any tile first),
  with 报听 declared when that discard leaves a wait on any tile.
* **A drawn wild on a wait on any tile** (``decide_wild_aside``): winning at
  once (跑风, 四钻胡 with the fourth wild) against setting it aside and winning
  on the replacement draw (直叫 10, or more after a flower).
* **A discard others may claim** (``decide_claim``): passing (this seat's
  next draw comes after the players between the feeder and it) against each
  chi or pong the hard bot would allow (never a third claim from one feeder,
  包): the tile now, the meld (门清 lost), the greedy discard. A pong the
  hard bot makes stands: passing on it measured worse (−1.5 points a
  departure over 50), the play-outs undervaluing the turns a pong skips.

A play-out deals the unseen tiles in a fresh order as this seat's coming
draws, for as long as the live wall gives this seat a draw (every fourth
tile, R15): a draw that brings the hand closer is kept and the loneliest tile
goes, a ready hand with a wild keeps a wait on any tile and declares 报听 on
it, a drawn wild on such a wait is set aside for 直叫, and a completed hand is
scored exactly. Before each of this seat's draws somebody else may win
(``OTHER_WIN_PER_ROUND``, much more with a rival who has declared 报听),
costing ``LOSS``.

The hard bot's answer stands unless another does better over the same
futures by ``CONFIDENCE`` standard errors and by ``MIN_GAIN`` points
(``CLAIM_MIN_GAIN`` for claims: departures predicted to gain less measured
−0.9 points each). Every search is bounded by a count of futures
(``FUTURES``), drawn from the expert's own generator, so a decision depends
on the seed alone and the hard bot's tie-breaks stay in step.

Measured: every departure of these searches from hard, in games of four
hard bots, valued over eight reshuffles of the live wall with both answers
played to the end by hard, gained +0.27 points a seat-hand (±0.10, 64
departures in 160 hands, seed 71, chosen after tuning on seeds 41–61). With
these searches alone (the expert's discards are the hard bot's), the arena
measured the expert +0.25 [+0.18, +0.33] points a hand ahead of hard over
12,000 duplicate deals (seeds 7, 8 and 15; ``expert.py``).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from fengyu.ai.mahjong_discards import connectivity
from fengyu.ai.paofeng.evaluation import Option, options
from fengyu.ai.paofeng.knowledge import SEATS, Knowledge
from fengyu.core.protocol import Action
from fengyu.core.tiles import KIND_COUNT
from fengyu.games.paofeng.engine import LIVE_WALL
from fengyu.games.paofeng.melds import Meld
from fengyu.games.paofeng.scoring import WinInput, score_win, win_failure

FUTURES = 160
"""Futures dealt per decision (each alternative is played on every one of them)."""
OTHER_WIN_PER_ROUND = 0.06
"""Chance that one of the others self-draws in a round."""
READY_RIVAL_WIN = 0.8
"""Chance that a rival who has declared 报听 wins in a round (the bots declare on a wait on any tile)."""
LOSS = 9.0
"""What a hand won by somebody else costs this seat on average (base units)."""
CONFIDENCE = 2.0
"""Standard errors by which the alternative must beat the hard bot's answer."""
MIN_GAIN = 1.0
"""Points a hand by which it must beat it as well."""
MAX_ROUNDS = 12
"""Rounds a play-out looks ahead at most."""
CLAIMS = ("chow", "pong")
"""The claims searched (a 明杠 is left to the hard bot)."""
CLAIM_MIN_GAIN = 2.0
"""Points by which another answer to a discard must beat the hard bot's: smaller predicted gains measured no better."""
CLAIM_CANDIDATES = 4
"""At most this many answers to a discard are played out: the hard bot's first."""
RED = 33
"""红中's kind: a concealed one may stand for the wild's face in a chi (R5)."""


@dataclass(frozen=True, slots=True)
class Line:
    """Where a play-out starts: a 13-equivalent concealed hand, its melds, 报听, and how many players draw before
    this seat's next draw (three after its own discard; after a pass, those between the feeder and this seat)."""

    hand: tuple[int, ...]
    melds: tuple[Meld, ...]
    bao_ting: bool
    between: int = 3


@dataclass(frozen=True, slots=True)
class Verdict:
    """The search's answer: whether to depart from the hard bot, and the mean gain of the alternative (points)."""

    depart: bool
    gain: float
    error: float


def paired_verdict(gains: Sequence[float], min_gain: float = MIN_GAIN) -> Verdict:
    """Depart when the mean gain is above ``min_gain`` and ``CONFIDENCE`` standard errors above zero."""
    runs = len(gains)
    mean = sum(gains) / runs
    variance = sum((g - mean) ** 2 for g in gains) / max(1, runs - 1)
    error = math.sqrt(variance / runs)
    sure = mean > CONFIDENCE * error if error > 0 else mean > 0
    return Verdict(sure and mean > min_gain, mean, error)


def dealer_share(dealer: bool) -> float:
    """The dealer's 3 in each share of a self-draw it takes part in (§3.1): from all three, or from the dealer."""
    return 9.0 if dealer else 3.0


class Futures:
    """Sampled futures of one seat's hand, and its exact payments when it wins in them."""

    def __init__(self, k: Knowledge, rng: random.Random) -> None:
        self.k = k
        self.rng = rng
        self.reader = k.reader
        self.wild = k.wild
        self.flowers = k.roles.flowers
        self.pool = [t for t in range(len(k.unseen)) for _ in range(k.unseen[t])]
        self.pool += [f for f in sorted(self.flowers) for _ in range(2)]  # a few flowers still to come
        ready_rivals = sum(1 for seat in k.opponents if k.view.bao_ting[seat])
        self.other_win = 1 - (1 - OTHER_WIN_PER_ROUND) * (1 - READY_RIVAL_WIN) ** ready_rivals
        """Chance that somebody else wins in a round: higher with every rival who has declared 报听."""
        view = k.view
        own = view.melds[k.seat]
        self.melds = tuple(Meld(m.kind, m.tile, m.source, m.claimed, m.tiles) for m in own if m.tile is not None)
        self.dealer = view.dealer == k.seat
        self.bu_hua = len(view.flowers[k.seat])
        drawn = 4 * KIND_COUNT - LIVE_WALL - view.wall - sum(len(f) for f in view.flowers)
        self.first_turn = drawn < SEATS and not view.rivers[k.seat] and all(m.source is None for m in own)
        """起手胡 is still possible (§3.3): at most one normal draw each so far, none of them discarded by this seat."""
        self.naturals = [t for t in range(len(k.unseen)) if k.roles.natural(t)]
        self.shanten_memo: dict[bytes, int] = {}
        self.any_memo: dict[bytes, bool] = {}

    # -- exact payments ------------------------------------------------------------------

    def payment(
        self,
        hand: Sequence[int],
        tile: int,
        *,
        bao_ting: bool,
        replacements: int,
        first_turn: bool,
        melds: tuple[Meld, ...] | None = None,
    ) -> float:
        """What the three others pay for this win (base units, 包 aside), or 0 when it is not a legal win."""
        inp = WinInput(
            concealed=tuple(hand),
            win_tile=tile,
            roles=self.k.roles,
            melds=self.melds if melds is None else melds,
            replacements=replacements,
            bao_ting=bao_ting,
            first_turn=first_turn,
            dealer=self.dealer,
            lian_zhuang=self.k.view.lian_zhuang,
            bu_hua=self.bu_hua,
        )
        rules = self.k.view.rules
        if win_failure(inp, rules) is not None:
            return 0.0
        total = score_win(inp, rules).total
        return 3.0 * total + dealer_share(self.dealer)

    def win_now(self, *, replacements: int = 0) -> float:
        """The payment for declaring the win on the tile just drawn."""
        view = self.k.view
        assert view.drawn is not None
        return self.payment(
            self.k.counts,
            view.drawn,
            bao_ting=view.bao_ting[self.k.seat],
            replacements=replacements,
            first_turn=self.first_turn,
        )

    # -- hand reading, remembered ------------------------------------------------------------

    def shanten(self, hand: list[int], melds: int) -> int:
        key = bytes(hand) + bytes((melds,))
        value = self.shanten_memo.get(key)
        if value is None:
            value = self.shanten_memo[key] = self.reader.shanten(hand, melds)
        return value

    def waits_on_any(self, hand: list[int], melds: int) -> bool:
        key = bytes(hand) + bytes((melds,))
        value = self.any_memo.get(key)
        if value is None:
            value = self.any_memo[key] = self.reader.waits_on_any(hand, melds)
        return value

    # -- play-outs -----------------------------------------------------------------------------

    def deal(self) -> None:
        """A new future: the unseen tiles in a fresh order (every alternative is then played on it)."""
        self.rng.shuffle(self.pool)

    def replacement(self, position: int) -> tuple[int, int, int]:
        """The tile a replacement draw finally brings from ``position`` on: (tile, next position, flowers passed)."""
        pool = self.pool
        passed = 0
        tile = pool[position]
        position += 1
        while tile in self.flowers and position < len(pool):
            tile = pool[position]
            position += 1
            passed += 1
        return tile, position, passed

    def aside_now(self) -> float:
        """Set the wild just drawn aside (R8) and win on the replacement draw (直叫; every tile wins the wait)."""
        hand = list(self.k.counts)
        hand[self.wild] -= 1
        return self.after_aside(hand, 0, bao_ting=self.k.view.bao_ting[self.k.seat], replacements=1, melds=self.melds)[
            0
        ]

    def after_aside(
        self, hand: list[int], position: int, *, bao_ting: bool, replacements: int, melds: tuple[Meld, ...]
    ) -> tuple[float, int]:
        """The win on the replacement draw after a wild set aside from a wait on any tile (more wilds go aside too)."""
        tile, position, passed = self.replacement(position)
        replacements += passed
        while tile == self.wild and position < len(self.pool):
            replacements += 1
            tile, position, passed = self.replacement(position)
            replacements += passed
        hand[tile] += 1
        value = self.payment(hand, tile, bao_ting=bao_ting, replacements=replacements, first_turn=False, melds=melds)
        hand[tile] -= 1
        return value, position

    def run(self, line: Line) -> float:
        """The value of a 13-equivalent hand after this turn's discard (or a pass) over the dealt future.

        Each round somebody else may win first (``other_win``, costing
        ``LOSS``; before the first draw only the share of the players who
        draw before it); then this seat draws: a flower is replaced, a wild
        on a wait on any tile is set aside for 直叫, a win is scored exactly,
        and otherwise the hand is played on greedily. The seat draws only
        while the live wall lasts (R15): every fourth tile from
        ``line.between`` on, ``MAX_ROUNDS`` at most.
        """
        hand = list(line.hand)
        melds = len(line.melds)
        bao_ting = line.bao_ting
        wild = self.wild
        position = 0
        alive = 1.0
        outcome = 0.0
        distance = self.shanten(hand, melds)
        pao = distance == 0 and hand[wild] > 0 and self.waits_on_any(hand, melds)
        rounds = min(MAX_ROUNDS, len(range(line.between, self.k.view.wall, SEATS)))
        for round_ in range(rounds):
            risk = self.other_win * (line.between / (SEATS - 1) if round_ == 0 else 1.0)
            outcome -= alive * risk * LOSS
            alive *= 1 - risk
            if position >= len(self.pool) - 2:
                break
            tile, position, passed = self.replacement(position)
            if pao and tile == wild:
                value, position = self.after_aside(
                    hand, position, bao_ting=bao_ting, replacements=passed + 1, melds=line.melds
                )
                return outcome + alive * value
            hand[tile] += 1
            if self.shanten(hand, melds) < 0:
                value = self.payment(
                    hand, tile, bao_ting=bao_ting, replacements=passed, first_turn=False, melds=line.melds
                )
                return outcome + alive * value
            if bao_ting:
                hand[tile] -= 1  # locked (R21): the drawn tile goes
                continue
            after = self.shanten(hand, melds)
            if after < distance or (after == 0 and hand[wild] and not pao):
                hand[self.greedy_discard(hand, melds)] -= 1
                distance = self.shanten(hand, melds)
                pao = distance == 0 and hand[wild] > 0 and self.waits_on_any(hand, melds)
                bao_ting = pao  # the bots declare 报听 on a wait on any tile
            else:
                hand[tile] -= 1
        return outcome

    def greedy_discard(self, hand: list[int], melds: int) -> int:
        """The discard keeping the fewest tiles missing; when ready with a wild, a wait on any tile first; then the
        loneliest tile."""
        best = 99
        tied: list[int] = []
        for tile in self.naturals:
            if hand[tile]:
                hand[tile] -= 1
                value = self.shanten(hand, melds)
                hand[tile] += 1
                if value < best:
                    best, tied = value, [tile]
                elif value == best:
                    tied.append(tile)
        if best == 0 and hand[self.wild]:
            for tile in tied:
                hand[tile] -= 1
                pao = self.waits_on_any(hand, melds)
                hand[tile] += 1
                if pao:
                    return tile
        return min(tied, key=lambda tile: connectivity(hand, tile))


def declining_discard(k: Knowledge, tiles: Sequence[int]) -> Option:
    """The discard that follows a declined win, as the hard bot ranks them (a wait on any tile first), without
    touching its random tie-breaks."""
    found = options(k, tiles)
    return min(found, key=lambda o: (o.shanten, not o.any_wait, -o.draws, connectivity(k.counts, o.tile), o.tile))


def decide_win(k: Knowledge, tiles: Sequence[int], hard_takes: bool, rng: random.Random, futures: int) -> bool:
    """Whether to take the win just drawn: the hard bot's answer unless the futures clearly say otherwise."""
    if not tiles or k.view.drawn is None:
        return hard_takes
    search = Futures(k, rng)
    now = search.win_now()
    option = declining_discard(k, tiles)
    rest = list(k.counts)
    rest[option.tile] -= 1
    line = Line(tuple(rest), search.melds, k.view.bao_ting[k.seat] or option.any_wait)
    gains = []
    for _ in range(futures):
        search.deal()
        run_on = search.run(line)
        gains.append(now - run_on if not hard_takes else run_on - now)
    verdict = paired_verdict(gains)
    return hard_takes != verdict.depart


def decide_wild_aside(k: Knowledge, hard_aside: bool, rng: random.Random, futures: int) -> bool:
    """Whether to set the wild just drawn aside rather than win with it (a wait on any tile before the draw)."""
    if k.view.wall <= 0 or k.view.drawn != k.wild:
        return hard_aside
    search = Futures(k, rng)
    now = search.win_now()
    gains = []
    for _ in range(futures):
        search.deal()
        aside = search.aside_now()
        gains.append(now - aside if hard_aside else aside - now)
    verdict = paired_verdict(gains)
    return hard_aside != verdict.depart


def claim_line(search: Futures, k: Knowledge, action: Action, tile: int, feeder: int) -> Line:
    """The hand after a chi or pong of ``tile`` and the greedy discard that follows it (报听 on a wait on any tile)."""
    hand = list(k.counts)
    if action.kind == "chow":
        for piece in action.pieces:
            hand[piece] -= 1
        faces = [k.wild if piece == RED and piece != tile else piece for piece in (*action.pieces, tile)]
        meld = Meld("chow", min(faces), feeder, tile, tuple(sorted((*action.pieces, tile))))
    else:
        hand[tile] -= 2
        meld = Meld("pong", tile, feeder, tile)
    melds = (*search.melds, meld)
    hand[search.greedy_discard(hand, len(melds))] -= 1
    ready = search.shanten(hand, len(melds)) == 0 and hand[k.wild] > 0 and search.waits_on_any(hand, len(melds))
    return Line(tuple(hand), melds, ready)


def decide_claim(
    k: Knowledge,
    legal: Sequence[Action],
    hard: Action,
    allowed: Callable[[Action], bool],
    *,
    rng: random.Random,
    futures: int,
) -> Action:
    """The answer to a discard others may claim: the hard bot's, unless passing or another chi or pong clearly
    does better over the same futures.

    Passing leaves the hand as it is; this seat's next draw comes after the
    players between the feeder and it (a share of a round's risk that
    somebody else wins first). A claim takes the tile now (a pong skips
    those players), melds it (门清 is lost, the scoring sees the meld) and
    discards.
    """
    last = k.view.last_discard
    if last is None or hard.kind not in ("pass", *CLAIMS) or any(k.counts[f] for f in k.roles.flowers):
        return hard  # a dealt flower still in hand (R7): the hard bot's answer
    tile, feeder = last.tile, last.seat
    if hard.kind == "pong":
        return hard  # passing instead measured worse: the play-outs undervalue the turns a pong skips
    candidates = [hard]
    if hard.kind != "pass":
        candidates.append(next(a for a in legal if a.kind == "pass"))
    candidates += [a for a in legal if a.kind in CLAIMS and a != hard and allowed(a)]
    candidates = candidates[:CLAIM_CANDIDATES]
    if len(candidates) == 1:
        return hard
    search = Futures(k, rng)
    between = (k.seat - feeder - 1) % SEATS
    lines = []
    for action in candidates:
        if action.kind == "pass":
            lines.append(Line(tuple(k.counts), search.melds, False, between))
        else:
            lines.append(claim_line(search, k, action, tile, feeder))
    gains: list[list[float]] = [[] for _ in candidates]
    for _ in range(futures):
        search.deal()
        values = [search.run(line) for line in lines]
        for i, value in enumerate(values):
            gains[i].append(value - values[0])
    best, best_gain = 0, 0.0
    for i in range(1, len(candidates)):
        verdict = paired_verdict(gains[i], CLAIM_MIN_GAIN)
        if verdict.depart and verdict.gain > best_gain:
            best, best_gain = i, verdict.gain
    return candidates[best]
