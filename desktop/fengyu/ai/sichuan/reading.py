"""Reading the other players from one seat's view: who is ready, on which tiles, for how much.

Sichuan has no furiten, so almost nothing is safe by rule. What a seat can
still be sure of:

* a tile of an opponent's declared void suit never completes its win (R23);
* a 血流 winner's frozen hand is public, so its waits are known exactly (R30);
* a tile no hidden hand can wait on: none of its copies is unseen (so no pair
  or single waits on it) and every run it could complete lacks a tile whose
  copies are all in sight (``dead``);
* a tile an opponent let go by since its own last discard is not one of its
  waits — its hand has not changed since, and a win is always worth taking
  in 血战 (the bots take every win; so do nearly all people). Its own last
  discard is not a wait either: it would have been a self-drawn win.
* a tile that went by it in an earlier round (between two of its discards)
  was no wait of the hand it held then, and a ready hand mostly throws what
  it draws and keeps its waits: such a tile is a wait far less often than the
  wait model alone says (``PASSED_SHARE``, measured against the true hands).

Everything else is an estimate from two logistic models measured on simulated
games (``tools/train_sichuan_reading.py`` → ``reading.json``):

* *ready*: is this opponent ready now? From how many discards it made since
  shedding its void suit (R10 makes void tiles go first, so those are its real
  choices), its melds, whether it is still shedding, the wall, the winners so far;
* *wait*: if it is ready, is this tile one of its waits? From the tile's rank,
  whether the opponent threw that kind or its neighbours away, how its
  discards and melds split between its two kept suits (one-suit hands are
  common), and how many of the shapes that wait on the tile are still possible
  given the copies this seat cannot see.

A third, linear model estimates what a win by that opponent would cost
(melds, kongs, one-suit signs). Features are computed here and only here, so
training and play can never disagree about them.

Costs and dangers are in base points (the table's 底分 divided out, exactly:
every score is a whole multiple of it), so a read — and every choice made
from it — is the same whatever the table's base.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources

from fengyu.ai.sichuan.knowledge import SUITS, Knowledge
from fengyu.core.tiles import KIND_COUNT, SUITED_KIND_COUNT
from fengyu.games.sichuan.scoring import WinInput, hand_counts, score_win, suit_failure
from fengyu.mahjong.melds import Meld

POST_EDGES = (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 14)
"""Buckets for the discards an opponent made since its last void-suit discard."""

READY_FEATURES = (
    "bias",
    *(f"post>={e}" for e in POST_EDGES),
    *(f"melds={m}" for m in range(5)),
    "shedding_void",
    "post*melds",
    "kongs",
    *(f"wall>={8 * w}" for w in range(7)),
    *(f"won={w}" for w in range(3)),
    "late_middles",
    "late_terminals",
    "kept_discards",
    "discards",
    "void_discards",
)
WAIT_FEATURES = (
    "bias",
    *(f"rank~{r}" for r in range(5)),
    "discarded",
    "discarded_lately",
    "near1",
    "near2",
    "near3",
    "suit_discards",
    "other_discards",
    "suit_share",
    "only_other_discarded",
    "only_suit_discarded",
    "suit_melds",
    "other_melds",
    "melds_only_in_suit",
    "melds_only_in_other",
    "ponged_kind",
    *(f"unseen={u}" for u in range(5)),
    "shapes_below",
    "shapes_across",
    "shapes_above",
    "shapes_pair",
    "shapes_single",
    "shapes_all",
    *(f"after_last_discard{d}" for d in (1, 2, 3)),
    "wall",
    "post",
)
COST_FEATURES = (
    "bias",
    "melds",
    "kongs",
    "one_suit_melds",
    "pongs>=2",
    "one_suit_discards",
    "discards",
)


PASSED_SHARE = (0.35, 0.5, 0.6, 0.65, 0.7, 0.8)
"""How often a tile that went by an opponent one to six rounds ago is a wait, against the wait model's chance.

Measured on 200 hands of the hard bot against three reference bots, at the
hard seat's discards, over every ready opponent's true waits: a tile that went by one round earlier was a
wait of a ready opponent 2.2% of the time where the wait model said 6.7%, two
rounds earlier 3.7% against 7.5%, three to six rounds earlier 5-9% against 9-11%;
tiles that never went by, 11.6% against 12.4%.
"""
PASSED_ROUNDS = len(PASSED_SHARE)

READY_PER_ROUND = 0.12
"""Chance that an opponent not yet ready gets ready within a round (a rough mid-hand rate)."""
WIN_PER_ROUND = 0.2
"""Chance that a ready opponent wins within a round, by its own draw or off another player's discard."""


@dataclass(frozen=True, slots=True)
class Opponent:
    """What one seat's view shows of another player still able to win against it."""

    seat: int
    void: int
    """Index of its void suit in ``SUITS`` (−1 without 定缺)."""
    river: tuple[int, ...]
    kept_discards: tuple[int, ...]
    post: int
    """Discards since its last void-suit discard (all of them if it never shed one)."""
    shedding: bool
    """Its last discard was of its void suit: it may still hold more."""
    melds: tuple[tuple[str, int | None], ...]
    safe: frozenset[int]
    """Kinds that cannot complete its hand now (void suit excluded: see ``is_safe``)."""
    known: dict[int, int] | None
    """A 血流 winner's exact waits and their values; None when the hand is hidden."""
    passed: dict[int, int]
    """Kinds that went by it in an earlier round, each with how many rounds ago (1 to ``PASSED_ROUNDS``, latest)."""

    def is_safe(self, tile: int) -> bool:
        return tile // 9 == self.void or tile in self.safe or (self.known is not None and tile not in self.known)


def opponent(k: Knowledge, seat: int) -> Opponent:
    view = k.view
    declared = view.voids[seat]
    void = SUITS.index(declared) if declared is not None else -1
    river = tuple(view.rivers[seat])
    kept = tuple(t for t in river if t // 9 != void)
    post = 0
    for tile in reversed(river):
        if tile // 9 == void:
            break
        post += 1
    safe = set(river[-1:]) | dead(k)
    # Tiles discarded after this opponent's last discard went by it: none completes its hand.
    other = (seat + 1) % 4
    while other != k.seat:
        if not view.won[other] and not view.escaped[other] and view.rivers[other]:
            safe.add(view.rivers[other][-1])
        other = (other + 1) % 4
    known = known_waits(k, seat) if view.won[seat] else None
    return Opponent(
        seat=seat,
        void=void,
        river=river,
        kept_discards=kept,
        post=post,
        shedding=bool(river) and river[-1] // 9 == void,
        melds=tuple((m.kind, m.tile) for m in view.melds[seat]),
        safe=frozenset(safe),
        known=known,
        passed=passed_by(k, seat, safe),
    )


def passed_by(k: Knowledge, seat: int, safe: set[int]) -> dict[int, int]:
    """Tiles that went by ``seat`` one to ``PASSED_ROUNDS`` rounds ago (those safe now left out), with how long ago.

    The rivers are read a round at a time in turn order: a round ago, the
    seats after ``seat`` and before this one discarded their second-last
    tiles after ``seat``'s second-last discard, this seat and the ones after
    it their last; ``seat``'s own discard that opened the round is no wait of
    the hand it kept either. Pongs that skip a turn blur this a little, which
    the measured shares already include.
    """
    view = k.view
    out: dict[int, int] = {}
    me = k.seat
    for rounds in range(1, PASSED_ROUNDS + 1):
        for other in range(4):
            if other == seat or view.won[other] or view.escaped[other]:
                continue
            back = rounds + 1 if 0 < (other - seat) % 4 < (me - seat) % 4 else rounds
            river = view.rivers[other]
            if len(river) >= back:
                out.setdefault(river[-back], rounds)
        river = view.rivers[seat]
        if len(river) > rounds:
            out.setdefault(river[-1 - rounds], rounds)
    return {tile: rounds for tile, rounds in out.items() if tile not in safe}


def dead(k: Knowledge) -> set[int]:
    """Kinds no hidden hand can wait on, whatever it holds: every copy of the kind and of a partner is in sight."""
    unseen = k.unseen

    def live(kind: int, suit: int) -> int:
        return unseen[kind] if 0 <= kind - 9 * suit < 9 else 0

    out = set()
    for tile in range(SUITED_KIND_COUNT):
        suit = tile // 9
        below2, below1, above1, above2 = (live(tile + d, suit) for d in (-2, -1, 1, 2))
        if not unseen[tile] and not (below2 * below1 or below1 * above1 or above1 * above2):
            out.add(tile)
    return out


def known_waits(k: Knowledge, seat: int) -> dict[int, int]:
    """A 血流 winner's frozen, revealed hand: its exact waits and what each would cost (R30)."""
    revealed = k.view.revealed[seat]
    if revealed is None or len(revealed) % 3 != 1:
        return {}
    concealed = [0] * KIND_COUNT
    for tile in revealed:
        concealed[tile] += 1
    melds = [Meld(m.kind, m.tile, m.source) for m in k.view.melds[seat] if m.tile is not None]
    void = k.view.voids[seat]
    held = hand_counts(concealed, melds)
    out = {}
    for tile in k.analyser_for(void).waits(concealed):
        if held[tile] < 4:
            held[tile] += 1
            if suit_failure(held, void) is None:
                out[tile] = score_win(WinInput(tuple(concealed), tuple(melds), tile, void), k.view.rules).value
            held[tile] -= 1
    return out


def _bucket(value: float, edges: Sequence[float]) -> int:
    return sum(1 for edge in edges if value >= edge) - 1


def _one_hot(index: int, size: int) -> list[float]:
    out = [0.0] * size
    out[index] = 1.0
    return out


def ready_features(k: Knowledge, opp: Opponent) -> list[float]:
    view = k.view
    melds = len(opp.melds)
    kongs = sum(1 for kind, _ in opp.melds if kind != "pong")
    late = opp.kept_discards[-3:]
    x = [1.0]
    x += _one_hot(_bucket(opp.post, POST_EDGES), len(POST_EDGES))
    x += _one_hot(min(melds, 4), 5)
    x += [float(opp.shedding), opp.post * melds / 10.0, float(kongs)]
    x += _one_hot(min(view.wall // 8, 6), 7)
    x += _one_hot(min(sum(view.won), 2), 3)
    x += [sum(1 for t in late if 2 <= t % 9 <= 6) / 3.0, sum(1 for t in late if t % 9 in (0, 8)) / 3.0]
    x += [len(opp.kept_discards) / 10.0, len(opp.river) / 10.0, min(len(opp.river) - len(opp.kept_discards), 6) / 6.0]
    return x


def wait_features(k: Knowledge, opp: Opponent, tile: int) -> list[float]:
    suit, rank = divmod(tile, 9)
    unseen = k.unseen
    river = opp.river

    def live(kind: int) -> int:
        return unseen[kind] if 0 <= kind - 9 * suit < 9 else 0

    x = [1.0]
    x += _one_hot(min(rank, 8 - rank), 5)
    x += [float(tile in river), float(tile in river[-3:])]
    for distance in (1, 2, 3):
        x.append(float(sum(1 for t in (tile - distance, tile + distance) if 0 <= t - 9 * suit < 9 and t in river)))
    other = next((s for s in range(3) if s not in (suit, opp.void)), -1)
    in_suit = sum(1 for t in opp.kept_discards if t // 9 == suit)
    in_other = sum(1 for t in opp.kept_discards if t // 9 == other)
    x += [in_suit / 5.0, in_other / 5.0, (in_suit + 1) / (in_suit + in_other + 2)]
    x += [float(in_suit == 0 and in_other >= 3), float(in_other == 0 and in_suit >= 3)]
    suit_melds = sum(1 for _, t in opp.melds if t is not None and t // 9 == suit)
    other_melds = sum(1 for _, t in opp.melds if t is not None and t // 9 == other)
    x += [float(suit_melds), float(other_melds), float(suit_melds > 0 and not other_melds)]
    x += [float(other_melds > 0 and not suit_melds), float(any(t == tile for _, t in opp.melds))]
    x += _one_hot(unseen[tile], 5)
    below2, below1, above1, above2 = (live(tile + d) for d in (-2, -1, 1, 2))
    pairs = unseen[tile] * (unseen[tile] - 1) / 2
    x += [math.log1p(below2 * below1), math.log1p(below1 * above1), math.log1p(above1 * above2)]
    x += [math.log1p(pairs), math.log1p(unseen[tile])]
    x += [math.log1p(below2 * below1 + below1 * above1 + above1 * above2 + pairs + unseen[tile])]
    last = opp.kept_discards[-1] if opp.kept_discards else -99
    x += [float(last // 9 == suit and abs(last - tile) == d) for d in (1, 2, 3)]
    x += [min(k.view.wall, 55) / 55.0, opp.post / 10.0]
    return x


def cost_features(k: Knowledge, opp: Opponent) -> list[float]:
    shown = [t for _, t in opp.melds if t is not None]
    kept = opp.kept_discards
    kept_suits = {t // 9 for t in kept}
    return [
        1.0,
        float(len(opp.melds)),
        float(sum(1 for kind, _ in opp.melds if kind != "pong")),
        float(bool(shown) and len({t // 9 for t in shown}) == 1),
        float(len(opp.melds) >= 2),
        float(len(kept) >= 4 and len(kept_suits) == 1),
        len(opp.river) / 10.0,
    ]


@dataclass(frozen=True)
class Model:
    ready: tuple[float, ...]
    wait: tuple[float, ...]
    cost: tuple[float, ...]


@cache
def model() -> Model:
    raw = json.loads(resources.files("fengyu.ai.sichuan").joinpath("reading.json").read_text())
    for part, names in (("ready", READY_FEATURES), ("wait", WAIT_FEATURES), ("cost", COST_FEATURES)):
        if tuple(raw[part]["features"]) != names:
            raise ValueError(f"reading.json: the {part} model was trained on other features; rerun the training tool")
    return Model(tuple(raw["ready"]["weights"]), tuple(raw["wait"]["weights"]), tuple(raw["cost"]["weights"]))


def _logistic(weights: Sequence[float], x: Sequence[float]) -> float:
    z = sum(w * v for w, v in zip(weights, x, strict=True))
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


class TableRead:
    """One seat's read of every opponent, computed once per decision and cached by tile."""

    def __init__(self, k: Knowledge) -> None:
        self.k = k
        self.model = model()
        view = k.view
        self.opponents = {s: opponent(k, s) for s in k.opponents}
        self.dead = dead(k)
        """Kinds nobody can wait on, for good (``dead``)."""
        self._ready: dict[int, float] = {}
        self._win: dict[tuple[int, int], float] = {}
        self._cost: dict[int, float] = {}
        self.base = view.rules.base_points
        """The table's base: ``cost`` and ``danger`` are in multiples of it."""

    def ready(self, seat: int) -> float:
        """Chance that ``seat`` is ready now (1 for a 血流 winner, whose frozen hand is ready)."""
        value = self._ready.get(seat)
        if value is None:
            opp = self.opponents[seat]
            value = 1.0 if opp.known is not None else _logistic(self.model.ready, ready_features(self.k, opp))
            self._ready[seat] = value
        return value

    def wins_on(self, seat: int, tile: int) -> float:
        """Chance that ``seat`` could win on ``tile`` if it were discarded now."""
        key = (seat, tile)
        value = self._win.get(key)
        if value is None:
            opp = self.opponents[seat]
            if tile >= SUITED_KIND_COUNT or opp.is_safe(tile):
                value = 0.0
            elif opp.known is not None:
                value = 1.0
            else:
                value = self.ready(seat) * _logistic(self.model.wait, wait_features(self.k, opp, tile))
                rounds = opp.passed.get(tile)
                if rounds is not None:
                    value *= PASSED_SHARE[rounds - 1]
            self._win[key] = value
        return value

    def cost(self, seat: int, tile: int) -> float:
        """What dealing ``tile`` in to ``seat`` tends to cost, in base points."""
        opp = self.opponents[seat]
        if opp.known is not None:
            return opp.known.get(tile, 0) / self.base
        value = self._cost.get(seat)
        if value is None:
            weights = self.model.cost
            value = max(1.0, sum(w * x for w, x in zip(weights, cost_features(self.k, opp), strict=True)))
            cap = self.k.view.rules.fan_cap
            if cap is not None:
                value = min(value, 2.0 ** (cap - 1))
            self._cost[seat] = value
        return value

    def waits_on(self, seat: int, tile: int) -> float:
        """Chance that ``tile`` is one of ``seat``'s waits should it be ready, now or at its next discard.

        Only lasting certainties count here (its void suit, a tile nobody can
        wait on, a 血流 winner's known waits): a tile that went by it since its last discard is safe
        only until it discards again.
        """
        opp = self.opponents[seat]
        if tile >= SUITED_KIND_COUNT or tile // 9 == opp.void or tile in self.dead:
            return 0.0
        if opp.known is not None:
            return float(tile in opp.known)
        return _logistic(self.model.wait, wait_features(self.k, opp, tile))

    def danger_later(self, tile: int) -> float:
        """``danger`` a round from now, as it is expected to be (base points).

        An opponent not yet ready gets ready meanwhile with chance
        ``READY_PER_ROUND``; one that is ready leaves the hand (血战: it wins
        off someone else or by its own draw) with chance ``WIN_PER_ROUND``;
        what went by it since its last discard is no longer safe.
        """
        total = 0.0
        for seat, opp in self.opponents.items():
            ready = self.ready(seat)
            if opp.known is None:
                ready += (1.0 - ready) * READY_PER_ROUND
                ready *= 1.0 - self.ready(seat) * WIN_PER_ROUND
            total += ready * self.waits_on(seat, tile) * self.cost(seat, tile)
        return total

    def deal_in(self, tile: int) -> float:
        """Chance that discarding ``tile`` now lets at least one opponent win."""
        safe = 1.0
        for seat in self.opponents:
            safe *= 1.0 - self.wins_on(seat, tile)
        return 1.0 - safe

    def danger(self, tile: int) -> float:
        """Expected base points lost by discarding ``tile`` now, summed over the opponents who could win on it."""
        return sum(self.wins_on(seat, tile) * self.cost(seat, tile) for seat in self.opponents)

    def threat(self) -> float:
        """Chance that at least one opponent is ready."""
        calm = 1.0
        for seat in self.opponents:
            calm *= 1.0 - self.ready(seat)
        return 1.0 - calm


def table_read(k: Knowledge) -> TableRead:
    """The read for this view, made once (cached on the ``Knowledge`` object)."""
    read = k.__dict__.get("_table_read")
    if read is None:
        read = TableRead(k)
        k.__dict__["_table_read"] = read
    return read
