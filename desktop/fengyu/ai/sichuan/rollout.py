"""Fast play-outs of the rest of a Sichuan hand, for the expert's search.

A play-out needs a *world*: the hidden tiles dealt out consistently with what
the searching seat has seen (``sample_world``); then all four players are played
forward by a quick greedy policy (``play_out``) and the money that matters is
settled on the way: wins (self-draws paid by every player still in, discards
by the discarder, several winners on one discard), pongs, kongs and their money
(§4, standard amounts), and at the wall's end 查大叫 and the refund of a
not-ready player's kong money (R34, R35). It is not the engine: no items, no
抢杠, no 杠上花 or 海底 bonuses, every win taken — the points those move rarely
change which discard is better, and leaving them out makes a play-out cheap.

Worlds are sampled so that the others are as far along as the read says
(``reading.TableRead``): each opponent's hidden tiles are drawn from the unseen
ones (no void tile once it has stopped shedding them, R10) and then improved by
draws and greedy discards until the hand is ready, if the read drew "ready" for
it, or left short of ready otherwise. A ready hand may not wait on a tile it
let go by since its last discard, and waits on one that went by in an earlier
round only as often as the read says (``reading.PASSED_SHARE``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from fengyu.ai.sichuan.knowledge import ANALYSERS, SUITS, Knowledge
from fengyu.ai.sichuan.reading import PASSED_SHARE, table_read
from fengyu.core.tiles import KIND_COUNT, SUITED_KIND_COUNT
from fengyu.games.sichuan.rules import SichuanRules
from fengyu.games.sichuan.scoring import WinInput, ready_value, score_win
from fengyu.mahjong import HandAnalyser
from fengyu.mahjong.melds import Meld

MAX_IMPROVEMENTS = 30
"""At most this many draw-and-discard steps bring a sampled hand as far along as its owner's."""


@dataclass
class Player:
    counts: list[int]
    melds: list[Meld]
    void: int
    """Index of the void suit in ``SUITS`` (−1 without 定缺)."""
    analyser: HandAnalyser
    active: bool
    hidden_kongs: int = 0
    """Another seat's concealed kongs: they count as sets, their kind is unknown."""
    ponged: set[int] = field(default_factory=set)
    missing: int = 99
    """Tiles missing for a win while waiting (13 − 3k tiles); 99 while void tiles are held."""
    kong_income: int = 0

    @property
    def sets(self) -> int:
        return 4 - len(self.melds) - self.hidden_kongs

    def holds_void(self) -> bool:
        if self.void < 0:
            return False
        base = 9 * self.void
        return any(self.counts[base : base + 9])

    def refresh(self) -> None:
        self.missing = 99 if self.holds_void() else self.analyser.missing(self.counts, self.sets)

    def complete(self) -> bool:
        """Whether the 14 − 3k concealed tiles form a win (never while void tiles are held)."""
        return not self.holds_void() and self.analyser.missing(self.counts, self.sets) == 0


@dataclass
class World:
    players: list[Player]
    wall: list[int]
    me: int


def sample_world(k: Knowledge, rng: random.Random) -> World:
    """Hidden tiles dealt consistently with the view; the searching seat's own hand as it is."""
    view = k.view
    read = table_read(k)
    pool = [t for t in range(SUITED_KIND_COUNT) for _ in range(k.unseen[t])]
    rng.shuffle(pool)
    players: list[Player] = []
    for seat in range(4):
        void = view.voids[seat]
        players.append(
            Player(
                counts=[0] * KIND_COUNT,
                melds=[Meld(m.kind, m.tile, m.source) for m in view.melds[seat] if m.tile is not None],
                void=SUITS.index(void) if void is not None else -1,
                analyser=ANALYSERS[void],
                active=not view.escaped[seat] and not view.won[seat],
                hidden_kongs=sum(1 for m in view.melds[seat] if m.tile is None),
                ponged={m.tile for m in view.melds[seat] if m.kind == "pong" and m.tile is not None},
            )
        )
    players[k.seat].counts = list(k.counts)
    for seat in k.opponents:
        if not players[seat].active:
            continue
        opp = read.opponents[seat]
        ready = rng.random() < read.ready(seat)
        # A ready hand holds no void tile (R23): only a hand left short of ready may still be shedding some.
        _deal(players[seat], view.concealed_counts[seat], pool, allow_void=opp.shedding and not ready)
        _bring_along(players[seat], pool, rng, ready=ready, safe=opp.safe | _ruled_out(opp.passed, rng))
    rng.shuffle(pool)
    return World(players, pool[: view.wall], k.seat)


def _ruled_out(passed: dict[int, int], rng: random.Random) -> frozenset[int]:
    """The tiles that went by an opponent in earlier rounds that are no wait of it in this world.

    Each stays a possible wait with the read's share (``PASSED_SHARE``), so
    across worlds it is a wait about as often as the read says.
    """
    return frozenset(t for t, rounds in passed.items() if rng.random() >= PASSED_SHARE[rounds - 1])


def _deal(player: Player, size: int, pool: list[int], *, allow_void: bool) -> None:
    """Take ``size`` tiles from the (shuffled) pool, skipping void tiles unless they are allowed."""
    kept = []
    while size and pool:
        tile = pool.pop()
        if allow_void or tile // 9 != player.void:
            player.counts[tile] += 1
            size -= 1
        else:
            kept.append(tile)
    while size and kept:  # not enough other tiles: void ones after all
        player.counts[kept.pop()] += 1
        size -= 1
    pool.extend(kept)


def _bring_along(player: Player, pool: list[int], rng: random.Random, *, ready: bool, safe: frozenset[int]) -> None:
    """Draw and discard greedily until the hand is ready (if ``ready``) or would become ready (if not).

    A ready hand never waits on a tile of ``safe``: it draws on instead.
    """
    if player.holds_void() or not pool:
        return
    counts, analyser, sets = player.counts, player.analyser, player.sets
    for _ in range(MAX_IMPROVEMENTS):
        missing = analyser.missing(counts, sets)
        if missing <= 1:
            if ready and not any(t in safe for t in analyser.waits(counts)):
                return
            if not ready:
                _swap_out_of_ready(player, pool, rng)
                return
        at = rng.randrange(len(pool))
        tile = pool[at]
        if tile // 9 == player.void:
            continue
        counts[tile] += 1
        best, best_missing = tile, 99
        after = analyser.missing_after_discards(counts, sets)
        for kind in range(SUITED_KIND_COUNT):
            if counts[kind]:
                m = after[kind]
                if m < best_missing or (m == best_missing and rng.random() < 0.5):
                    best, best_missing = kind, m
        counts[best] -= 1
        pool[at] = best
        if not ready and best_missing >= 2 and rng.random() < 0.3:
            return


def _swap_out_of_ready(player: Player, pool: list[int], rng: random.Random) -> None:
    counts, analyser, sets = player.counts, player.analyser, player.sets
    held = [t for t in range(SUITED_KIND_COUNT) for _ in range(counts[t])]
    for _ in range(8):
        out = rng.choice(held)
        at = rng.randrange(len(pool))
        tile = pool[at]
        if tile // 9 == player.void or tile == out:
            continue
        counts[out] -= 1
        counts[tile] += 1
        if analyser.missing(counts, sets) > 1:
            pool[at] = out
            return
        counts[tile] -= 1
        counts[out] += 1


class PlayOut:
    """One play-out of a sampled world after the searching seat discards ``tile``."""

    def __init__(self, world: World, rules: SichuanRules, rng: random.Random, prior_kong_income: int) -> None:
        self.players = world.players
        self.me = world.me
        self.rules = rules
        self.rng = rng
        self.result = [0] * 4
        self.won = sum(1 for p in self.players if not p.active)
        self.ended = False
        self.prior_kong_income = prior_kong_income
        # Each seat draws from its own share of the wall (dealt round-robin), so a discard that changes
        # the order of turns — a pong skips players — changes nobody's draws: the candidates of one
        # world meet the same luck, and their differences are what the discard itself caused.
        self.left = len(world.wall)
        self.shares = [list(reversed(world.wall[s::4])) for s in range(4)]

    def run(self, tile: int) -> float:
        """The searching seat's points from now on, in base-point units."""
        for player in self.players:
            if player.active:
                player.refresh()
        me = self.players[self.me]
        me.counts[tile] -= 1
        me.refresh()
        seat = self.after_discard(self.me, tile)
        while not self.ended and seat is not None:
            seat = self.turn(seat)
        if not self.ended:
            self.wall_end()
        return self.result[self.me] / self.rules.base_points

    def next_active(self, seat: int) -> int:
        for step in (1, 2, 3, 4):
            other = (seat + step) % 4
            if self.players[other].active:
                return other
        return seat

    def draw(self, seat: int) -> int | None:
        """The next tile of ``seat``'s share (of the fullest share once its own is used up); None at the wall's end."""
        if not self.left:
            return None
        self.left -= 1
        share = self.shares[seat] or max(self.shares, key=len)
        return share.pop()

    def turn(self, seat: int) -> int | None:
        player = self.players[seat]
        tile = self.draw(seat)
        if tile is None:
            return None
        player.counts[tile] += 1
        while True:
            if player.missing <= 1 and player.complete():
                self.win(seat, tile, None)
                return None if self.ended else self.next_active(seat)
            kong = self.kong(player, tile)
            if not kong or not self.left:
                break
            self.pay_each(seat, kong)
            drawn = self.draw(seat)
            if drawn is None:  # never: the wall still had tiles (``self.left``)
                break
            tile = drawn
            player.counts[tile] += 1
            player.missing = 1  # check the replacement for a win
        return self.after_discard(seat, self.discard(player, tile))

    def kong(self, player: Player, tile: int) -> int:
        """Declare a kong of the drawn ``tile`` when sensible; its money in units of base points (0: none)."""
        if tile // 9 == player.void or not self.left:
            return 0
        if tile in player.ponged:
            player.ponged.discard(tile)
            player.counts[tile] -= 1
            i = next(i for i, m in enumerate(player.melds) if m.kind == "pong" and m.tile == tile)
            player.melds[i] = Meld("added_kong", tile, player.melds[i].source)
            return 1
        if player.counts[tile] == 4:
            counts, analyser = player.counts, player.analyser
            before = analyser.missing(counts, player.sets)
            counts[tile] -= 4
            if analyser.missing(counts, player.sets - 1) <= before:
                player.melds.append(Meld("concealed_kong", tile, None))
                return 2
            counts[tile] += 4
        return 0

    def after_discard(self, seat: int, tile: int) -> int | None:
        """Claims on a discard: wins first (several may win), else a pong; the seat to play next."""
        winners = []
        for step in (1, 2, 3):
            other = (seat + step) % 4
            player = self.players[other]
            if player.active and player.missing <= 1 and tile // 9 != player.void and player.counts[tile] < 4:
                player.counts[tile] += 1
                if player.analyser.missing(player.counts, player.sets) == 0:
                    winners.append(other)
                player.counts[tile] -= 1
        if winners:
            for other in winners:
                self.players[other].counts[tile] += 1
                self.win(other, tile, seat)
            if self.ended:
                return None
            return self.next_active(max(winners, key=lambda s: (s - seat) % 4))
        if self.left:
            for step in (1, 2, 3):
                other = (seat + step) % 4
                if self.pong(other, seat, tile):
                    return self.after_discard(other, self.discard(self.players[other], None))
        return self.next_active(seat)

    def pong(self, seat: int, discarder: int, tile: int) -> bool:
        player = self.players[seat]
        if not player.active or player.counts[tile] < 2 or tile // 9 == player.void or player.holds_void():
            return False
        counts, analyser = player.counts, player.analyser
        counts[tile] -= 2
        after = analyser.missing_after_discards(counts, player.sets - 1)
        best = min((after[t] for t in range(SUITED_KIND_COUNT) if counts[t]), default=99)
        if best <= player.missing:
            player.melds.append(Meld("pong", tile, discarder))
            player.ponged.add(tile)
            return True
        counts[tile] += 2
        return False

    def discard(self, player: Player, drawn: int | None) -> int:
        """Make the chosen discard; the analysis that chose it also gives the hand's new ``missing``."""
        out, left = self.choose_discard(player, drawn)
        player.counts[out] -= 1
        if left is None:
            player.refresh()
        else:
            player.missing = left
        return out

    def choose_discard(self, player: Player, drawn: int | None) -> tuple[int, int | None]:
        """Void tiles first (R10); else the drawn tile unless it brings the hand closer; else the best discard.

        Returns the tile and, when known, the tiles missing after discarding it (no void tile is
        left then: they go first).
        """
        counts = player.counts
        if player.void >= 0:
            base = 9 * player.void
            if drawn is not None and base <= drawn < base + 9:
                return drawn, None
            for t in range(base, base + 9):
                if counts[t]:
                    return t, None
        analyser, sets = player.analyser, player.sets
        if drawn is not None:
            counts[drawn] -= 1
            without = analyser.missing(counts, sets)
            counts[drawn] += 1
            if without <= player.missing:
                return drawn, without
        after = analyser.missing_after_discards(counts, sets)
        best, best_key = -1, (99, 0)
        for t in range(SUITED_KIND_COUNT):
            if counts[t]:
                counts[t] -= 1
                key = (after[t], _company(counts, t))
                counts[t] += 1
                if key < best_key:
                    best, best_key = t, key
        return best, after.get(best)

    def win(self, seat: int, tile: int, discarder: int | None) -> None:
        """Settle a win; the player's counts already include the winning tile."""
        player = self.players[seat]
        concealed = list(player.counts)
        concealed[tile] -= 1
        void = SUITS[player.void] if player.void >= 0 else None
        inp = WinInput(tuple(concealed), tuple(player.melds), tile, void, self_drawn=discarder is None)
        score = score_win(inp, self.rules)
        if discarder is not None:
            self.result[discarder] -= score.value
            self.result[seat] += score.value
        else:
            self.pay_each(seat, 0, amount=score.share)
        player.active = False
        self.won += 1
        if self.rules.mode == "single_winner" or self.won >= 3:
            self.ended = True

    def pay_each(self, seat: int, units: int, *, amount: int | None = None) -> None:
        """Every other player still in pays ``seat`` (kong money in units of base points, or ``amount``)."""
        paid = amount if amount is not None else units * self.rules.base_points
        for other, player in enumerate(self.players):
            if other != seat and player.active:
                self.result[other] -= paid
                self.result[seat] += paid
                if amount is None:
                    self.players[seat].kong_income += paid

    def wall_end(self) -> None:
        """查大叫 between the players still in; a not-ready searching seat gives its kong money back (R34, R35)."""
        rules = self.rules
        values: dict[int, int | None] = {}
        for seat, player in enumerate(self.players):
            if player.active:
                void = SUITS[player.void] if player.void >= 0 else None
                far = player.missing > 1  # kept up to date by every discard: a hand this far is not ready
                values[seat] = None if far else ready_value(player.counts, player.melds, void, rules)
        if rules.cha_da_jiao:
            for payer, value in values.items():
                if value is None:
                    for payee, owed in values.items():
                        if owed is not None:
                            self.result[payer] -= owed
                            self.result[payee] += owed
        if rules.kong_refund and values.get(self.me, 0) is None:
            self.result[self.me] -= self.players[self.me].kong_income + self.prior_kong_income


def _company(counts: Sequence[int], tile: int) -> int:
    """Tiles within two ranks of ``tile`` (itself included): the fewer, the better a tile is to let go."""
    base = tile - tile % 9
    return sum(counts[t] for t in range(max(base, tile - 2), min(base + 9, tile + 3))) + (tile % 9 not in (0, 8))


def copy_world(world: World) -> World:
    players = [
        Player(
            list(p.counts),
            list(p.melds),
            p.void,
            p.analyser,
            p.active,
            p.hidden_kongs,
            set(p.ponged),
            p.missing,
            p.kong_income,
        )
        for p in world.players
    ]
    return World(players, world.wall, world.me)


def evaluate(
    k: Knowledge,
    tiles: Sequence[int],
    rng: random.Random,
    *,
    worlds: int,
) -> list[list[float]]:
    """Each candidate discard played out in ``worlds`` sampled worlds, the same for all (common random numbers)."""
    prior = sum(p.amount for p in k.view.payments if p.reason == "kong" and p.payee == k.seat)
    rules = k.view.rules
    results: list[list[float]] = [[] for _ in tiles]
    for _ in range(worlds):
        world = sample_world(k, rng)
        seed = rng.getrandbits(64)
        for i, tile in enumerate(tiles):
            results[i].append(PlayOut(copy_world(world), rules, random.Random(seed), prior).run(tile))
    return results
