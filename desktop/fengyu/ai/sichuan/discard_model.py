"""The hard bot's learned evaluation of the discards it considers, and what it sees of each.

The hard bot's rules of thumb (``bots.HardBot``) rank the discards and pick
one; a few of them are then weighed by a model learned from simulated hands
(``discard_model.json``, written by ``tools/train_sichuan_discards.py``):

* the *pool*: the rules' choice, the next discards by their ranking, and the
  discards the read of the table (``reading``) finds least dangerous — the
  alternatives a strong player would weigh: push, or hold back;
* for each, one row of features: how the hand it leaves stands (distance to a
  win, live improving draws, the measured chance of winning, the points a win
  would bring), how dangerous the tile is now and how dangerous the tiles kept
  will be to let go later, and the state of the table (wall, players still in,
  how likely each is ready, what a deal-in tends to cost, the kong money a
  not-ready hand would have to give back).

The model scores each row with the points the discard is expected to bring
from now to the end of the hand, relative to the pool's average (base points
1), less a penalty per deal-in (see the training tool): the bot lets go the
best-scored tile. Rows are computed here and only here, so the training tool
and the bot can never disagree about them.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from functools import cache
from importlib import resources

from fengyu.ai.mahjong_discards import connectivity
from fengyu.ai.sichuan.evaluation import Option, expected_value, pattern_multiplier, unseen_total, win_chance
from fengyu.ai.sichuan.knowledge import SUITS, Knowledge
from fengyu.ai.sichuan.reading import table_read
from fengyu.ai.tree_ensemble import TreeEnsemble
from fengyu.core.tiles import SUITED_KIND_COUNT

FEATURES = (
    "shanten",
    "draws",
    "draws_ratio",
    "shanten_gap",
    "win_chance",
    "value",
    "win_worth",
    "ready_waits",
    "danger",
    "deal_in",
    "max_wins_on",
    "keepers",
    "ready_keepers",
    "future_danger",
    "future_max_danger",
    "kept_safe",
    "kept_exposure",
    "rank_edge",
    "copies",
    "connect",
    "all_void_safe",
    "hard_choice",
    "hard_rank",
    "pairs",
    "multiplier",
    "danger_rank",
    "is_drawn",
    "qing_off",
    "wall",
    "draws_left",
    "opponents",
    "threat",
    "ready_sum",
    "max_ready",
    "max_cost",
    "melds",
    "kong_income",
    "won_count",
    "best_shanten",
    "pool_size",
    "points_now",
    "void_unseen",
    "void_keepers",
)
POOL_SIZE = 5
"""At most this many discards are weighed: the rules' choice, the next two by rank, the two safest."""
SELF_DRAW_SHARE = 0.4
"""Share of wins that are self-drawn (paid by every player still in), as ``HardBot`` counts it."""


def discard_pool(k: Knowledge, ranked: Sequence[Option], choice: Option) -> list[Option]:
    """The discards worth weighing: ``choice`` first, then the best ranked, then the least dangerous."""
    read = table_read(k)
    pool = [choice]
    for option in ranked:
        if len(pool) >= POOL_SIZE - 2:
            break
        if option is not choice:
            pool.append(option)
    for option in sorted(ranked, key=lambda o: (read.danger(o.tile), o.shanten, -o.draws)):
        if len(pool) >= POOL_SIZE:
            break
        if option not in pool:
            pool.append(option)
    return pool


def discard_rows(
    k: Knowledge, ranked: Sequence[Option], choice: Option, pool: Sequence[Option], steer: int | None
) -> list[list[float]]:
    """One row of ``FEATURES`` per discard of ``pool``.

    ``ranked`` is the rules' ranking of every discard (best first), ``choice``
    the rules' pick and ``steer`` the suit kept for 清一色, if any.
    """
    read = table_read(k)
    view = k.view
    base = view.rules.base_points  # points are fed in base-point units, as the model was trained
    opponents = k.opponents
    counts = k.counts
    best = ranked[0]
    best_draws = max(o.draws for o in ranked if o.shanten == best.shanten) or 1
    readies = {s: read.ready(s) for s in opponents}
    hidden = [s for s in opponents if read.opponents[s].known is None]
    max_cost = max((read.cost(s, 0) for s in hidden), default=0.0)
    kong_income = sum(p.amount for p in view.payments if p.payee == k.seat and p.reason == "kong") / base
    held = [t for t in range(SUITED_KIND_COUNT) if counts[t]]
    dangers = {t: read.danger(t) for t in held}
    danger_rank = {t: i for i, t in enumerate(sorted(held, key=lambda t: -dangers[t]))}
    total_danger = sum(dangers[t] * counts[t] for t in held)

    def keepers(tile: int) -> int:
        """Players still in who kept this tile's suit: the only ones it can ever feed."""
        return sum(1 for s in opponents if read.opponents[s].void != tile // 9)

    def safe_against_all(tile: int) -> bool:
        return all(read.opponents[s].is_safe(tile) for s in opponents)

    # How dangerous a kept tile tends to become: more keepers of its suit, middle ranks wait more often.
    exposure = {t: keepers(t) * (1.0 + (2 <= t % 9 <= 6)) for t in held}
    total_exposure = sum(exposure[t] * counts[t] for t in held)
    safe_held = sum(counts[t] for t in held if safe_against_all(t))
    unseen = unseen_total(k)
    rank_of = {o.tile: i for i, o in enumerate(ranked)}
    void_unseen = void_keepers = 0
    if k.void is not None:
        void = SUITS.index(k.void)
        void_unseen = sum(k.unseen[9 * void : 9 * void + 9])
        void_keepers = sum(1 for s in opponents if read.opponents[s].void != void)
    payers = 1 + SELF_DRAW_SHARE * (len(opponents) - 1)
    table = [
        view.wall,
        k.draws_left,
        len(opponents),
        read.threat(),
        sum(readies.values()),
        max(readies.values(), default=0.0),
        max_cost,
        k.melds,
        kong_income,
        sum(view.won),
        best.shanten,
        len(pool),
        view.totals[k.seat] / base,
        void_unseen,
        void_keepers,
    ]
    rows = []
    for option in pool:
        tile = option.tile
        kept = list(k.kept)
        kept[tile] -= kept[tile] > 0
        chance = win_chance(option.shanten, option.draws, unseen, k.draws_left, len(opponents))
        value = expected_value(k, option) / base
        danger = dangers.get(tile, 0.0)
        safe = safe_against_all(tile)
        rows.append(
            [
                min(option.shanten, 5),
                option.draws,
                option.draws / best_draws,
                option.shanten - best.shanten,
                chance,
                value,
                chance * value * payers,
                len(option.ukeire) if option.shanten == 0 else 0,
                danger,
                read.deal_in(tile),
                max((read.wins_on(s, tile) for s in opponents), default=0.0),
                keepers(tile),
                sum(readies[s] for s in opponents if not read.opponents[s].is_safe(tile)),
                total_danger - danger,
                max((dangers[t] for t in held if t != tile or counts[t] > 1), default=0.0),
                safe_held - safe,
                total_exposure - exposure.get(tile, 0.0),
                min(tile % 9, 8 - tile % 9),
                counts[tile],
                connectivity(counts, tile),
                float(safe),
                float(option is choice),
                rank_of.get(tile, 99),
                sum(c // 2 for c in kept),
                pattern_multiplier(k, kept),
                danger_rank.get(tile, 0),
                float(tile == view.drawn),
                -1.0 if steer is None else float(tile // 9 != steer),
                *table,
            ]
        )
    return rows


@cache
def discard_model() -> TreeEnsemble:
    """The shipped model (``discard_model.json``), refused if it was trained on other features."""
    raw = json.loads(resources.files("fengyu.ai.sichuan").joinpath("discard_model.json").read_text())
    return TreeEnsemble.from_json(raw, FEATURES)


def scored_pool(k: Knowledge, ranked: Sequence[Option], choice: Option, steer: int | None) -> list[Option]:
    """The pool's discards, the one the model scores highest first (``choice`` first on a tie)."""
    pool = discard_pool(k, ranked, choice)
    if len(pool) == 1:
        return pool
    model = discard_model()
    scores = [model.predict(row) for row in discard_rows(k, ranked, choice, pool, steer)]
    order = sorted(range(len(pool)), key=lambda i: (-scores[i], i))
    return [pool[i] for i in order]
