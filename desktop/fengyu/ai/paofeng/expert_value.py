"""What a Paofeng hand is worth over the seat's coming draws: an exact expectation, not a sample.

Paofeng is won by self-draw only (R17), so how one hand fares depends on its
own draws and on the race against the others far more than on the tiles it
throws. That makes the worth of a hand a small calculation rather than a
game: the seat draws each kind in proportion to its unseen copies; a draw
that brings the hand a step closer is kept (the tile that works least with
the rest goes, as the hard bot picks among equals), any other goes straight
out again; a ready hand holding a wild takes a draw that turns it into a
wait on any tile (跑风, as the hard bot steers); a winning draw is scored by
the engine (``score_win``: 平胡 or 跑风, 直叫 for a drawn wild set aside while
waiting on any tile, 明跑 — the bots declare 报听 on such a wait —, 苦摸, 门清,
the wait items and shapes, kongs), three losers paying S and the dealer's 3.
A hand holding two wilds or more is scored as its base, 明跑 and 门清 only:
reading every face its wilds may take costs milliseconds a win. Every round
one of the others may self-draw first, which costs ``LOSS``: a chance that
grows as the wall shrinks (``others_win``) and with each rival who has
declared 报听.

Over those rules the expectation is computed exactly, round by round, on the
graph of hands the seat can reach (each a step closer than the last, or a 跑风
wait), so two discards are compared without sampling noise and a decision
depends on the position alone. The graph's shape (which draw leads where, and
what a win scores) does not depend on the unseen counts, so it is kept
between decisions; only its probabilities are new each turn. A valuation is
bounded by a count of hands (``limit``): a position whose graph would be
larger is not valued.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from fengyu.ai.mahjong_discards import connectivity
from fengyu.ai.paofeng.evaluation import PHANTOM_PAIR
from fengyu.ai.paofeng.knowledge import Knowledge
from fengyu.games.paofeng.melds import Meld
from fengyu.games.paofeng.scoring import WinInput, score_win, win_failure


def others_win(wall: int) -> float:
    """Chance that one of the three others self-draws a win in the round played from a wall of ``wall`` tiles.

    Measured in 600 hands of four hard bots (every one of them won by somebody,
    none drawn out): the chance that a round ends the hand grows from about 1%
    with 72 tiles in the wall to 25% at 50 and 45% at 30, three quarters of it
    the others'. Fitted: 0.0125 a tile drawn below 70, between 1% and 45%.
    """
    return 0.75 * min(0.45, max(0.01, 0.0125 * (70 - wall)))


READY_RIVAL_WIN = 0.8
"""Chance that a rival who has declared 报听 wins in a round (the bots declare on a wait on any tile)."""
LOSS = 9.0
"""What a hand won by somebody else costs this seat on average (base units)."""


def dealer_share(dealer: bool) -> float:
    """The dealer's 3 in each share of a self-draw it takes part in (§3.1): from all three, or from the dealer."""
    return 9.0 if dealer else 3.0


ZHI_JIAO_EXTRA = 5
"""直叫 10 in place of 跑风 5 (§3.2): a wild drawn while waiting on any tile is set aside for a replacement draw."""
MAX_ROUNDS = 16
"""Rounds looked ahead at most (by then the others have almost surely won)."""


class TooLargeError(Exception):
    """The graph of reachable hands outgrew the limit: the position is not valued."""


@dataclass(slots=True)
class Node:
    """One 13-equivalent hand: where each kind drawn leads (another hand, or a win and how it scores).

    ``wins`` maps a drawn kind to the win's S as the engine scores it, less what every win of this seat shares
    (连庄, 补花 of earlier turns); ``moves`` maps a drawn kind to the key of the hand kept after the discard.
    """

    shanten: int
    pao: bool
    wins: dict[int, int] = field(default_factory=dict)
    moves: dict[int, bytes] = field(default_factory=dict)


class Graph:
    """The hands reachable from a start under the play-out rules (module docstring), shared between decisions."""

    def __init__(self, k: Knowledge) -> None:
        self.reader = k.reader
        self.roles = k.roles
        self.rules = k.view.rules
        self.wild = k.wild
        self.naturals = tuple(t for t in range(len(k.counts)) if k.roles.natural(t))
        self.meld_list = tuple(
            Meld(m.kind, m.tile, m.source, m.claimed, m.tiles) for m in k.view.melds[k.seat] if m.tile is not None
        )  # the seat's own melds are never face down to it: every one has its face
        self.melds = len(self.meld_list)
        self.men_qing = 2 if all(m.kind == "concealed_kong" for m in self.meld_list) else 0
        self.nodes: dict[bytes, Node] = {}
        self.shantens: dict[bytes, int] = {}

    def shanten(self, hand: list[int]) -> int:
        key = bytes(hand)
        value = self.shantens.get(key)
        if value is None:
            value = self.shantens[key] = self.reader.shanten(hand, self.melds)
        return value

    def node(self, key: bytes) -> Node:
        """The node of a flower-free 13-equivalent hand, built on first use."""
        node = self.nodes.get(key)
        if node is None:
            node = self.nodes[key] = self._build(list(key))
        return node

    def _build(self, hand: list[int]) -> Node:
        fast = self.reader.improving_draws(hand)
        if fast is None:
            raise TooLargeError  # a flower still in the hand: not a position the search values
        shanten, found = fast
        kinds = [kind for kind in found if hand[kind] < 4]  # a 红中 held four times may still read as improving
        wild = self.wild
        if shanten == 0:
            pao = hand[wild] > 0 and self.reader.waits_on_any(hand, self.melds)
            node = Node(0, pao)
            if pao:
                # Every kind wins alike (no wait item counts in 跑风): one scored stands for all; a drawn wild is
                # set aside and the replacement draw wins as 直叫 (10 for 5, R8).
                every = self._score(hand, kinds[0], pao) or 0
                node.wins.update(dict.fromkeys(kinds, every))
                node.wins[wild] = every + ZHI_JIAO_EXTRA
            else:
                for kind in kinds:
                    total = self._score(hand, kind, pao)
                    if total is not None:
                        node.wins[kind] = total
            if hand[wild] and not pao:
                node.moves = self._towards_pao(hand, set(kinds))
            return node
        node = Node(shanten, False)
        for kind in kinds:
            hand[kind] += 1
            out = self.discard(hand, shanten - 1)
            hand[out] -= 1
            node.moves[kind] = bytes(hand)
            hand[out] += 1
            hand[kind] -= 1
        return node

    def _score(self, hand: list[int], kind: int, pao: bool) -> int | None:
        """S of the win that drawing ``kind`` makes, as the engine scores it (明跑: the bots declare 报听 on 跑风);
        None when it is no legal win (R20)."""
        if hand[self.wild] + (kind == self.wild) > 1:
            return (5 + 3 if pao else 2) + self.men_qing
        hand[kind] += 1
        win = WinInput(tuple(hand), kind, self.roles, self.meld_list, bao_ting=pao)
        hand[kind] -= 1
        return score_win(win, self.rules).total if win_failure(win, self.rules) is None else None

    def discard(self, hand: list[int], target: int) -> int:
        """The tile to throw from a 14-equivalent hand to keep ``target``: a wait on any tile first (as the hard
        bot steers), else the loneliest tile (the hard bot's tie-break among equals)."""
        kept = []
        for tile in self.naturals:
            if hand[tile]:
                hand[tile] -= 1
                if self.shanten(hand) == target:
                    kept.append(tile)
                hand[tile] += 1
        if target == 0 and hand[self.wild] and len(kept) > 1:
            for tile in kept:
                hand[tile] -= 1
                pao = self.reader.waits_on_any(hand, self.melds)
                hand[tile] += 1
                if pao:
                    return tile
        return min(kept, key=lambda tile: connectivity(hand, tile))

    def _towards_pao(self, hand: list[int], winning: set[int]) -> dict[int, bytes]:
        """Draws that let a ready hand with a wild change one tile and wait on any tile.

        The hand after the exchange waits on any tile exactly when, with one wild
        taken out and a stand-in pair put in (``pao_feng_distance``), it is
        complete; so the draws are the waits of the probe less one tile.
        """
        pair = next((t for t in PHANTOM_PAIR if not hand[t] and t in self.naturals), None)
        if pair is None:
            return {}
        probe = list(hand)
        probe[self.wild] -= 1
        probe[pair] = 2
        if self.reader.shanten(probe, self.melds) != 0:
            return {}
        moves: dict[int, bytes] = {}
        for out in self.naturals:
            if not hand[out] or out == pair:
                continue
            probe[out] -= 1
            if self.reader.shanten(probe, self.melds) == 0:
                for kind in self.reader.waits(probe, self.melds):
                    if kind in winning or kind in moves or kind == pair or kind not in self.naturals or hand[kind] > 3:
                        continue
                    after = list(hand)
                    after[kind] += 1
                    after[out] -= 1
                    if self.reader.waits_on_any(after, self.melds):
                        moves[kind] = bytes(after)
            probe[out] += 1
        return moves


@dataclass(frozen=True, slots=True)
class Table:
    """This decision's numbers: the chance of each draw, the rounds, the race and the payments."""

    draws: dict[int, float]
    hazards: tuple[float, ...]
    """Chance that somebody else wins in each coming round, the nearest last (``hazards[r - 1]``: r rounds to go)."""
    shared: int
    """What every win of this seat adds to S: 连庄 for the dealer, 补花 of earlier turns."""
    dealer_bonus: float

    @staticmethod
    def of(k: Knowledge) -> Table:
        unseen = k.unseen  # flowers count as none: a drawn flower is replaced (R7)
        total = sum(unseen)
        draws = {kind: n / total for kind, n in enumerate(unseen) if n} if total else {}
        quiet = (1 - READY_RIVAL_WIN) ** sum(1 for seat in k.opponents if k.view.bao_ting[seat])
        view = k.view
        wall = view.wall
        dealer = view.dealer == k.seat
        rounds = max(1, min(MAX_ROUNDS, round(k.draws_left)))
        hazards = tuple(1 - (1 - others_win(wall - 4 * (rounds - r))) * quiet for r in range(1, rounds + 1))
        return Table(
            draws,
            hazards,
            len(k.view.flowers[k.seat]) + (view.lian_zhuang if dealer and not view.rules.ba_zhuang_no_bonus else 0),
            dealer_share(dealer),
        )

    def payment(self, total: int) -> float:
        """A self-draw's payment in base units: three shares of S and the dealer's 3s."""
        return 3.0 * (total + self.shared) + self.dealer_bonus


class Valuation:
    """Expected outcomes of hands over one decision's table, on a shared graph, within a count of hands."""

    def __init__(self, graph: Graph, table: Table, limit: int) -> None:
        self.graph = graph
        self.table = table
        self.limit = limit
        self.values: dict[bytes, list[float]] = {}

    def value(self, hand: Sequence[int]) -> float:
        """The expected outcome of a 13-equivalent hand over the table's rounds (raises ``TooLargeError``)."""
        return self._values(bytes(hand))[-1]

    def _values(self, key: bytes) -> list[float]:
        """The outcome with r rounds to go, for r = 0 … rounds (a node's successors are valued first)."""
        values = self.values.get(key)
        if values is not None:
            return values
        if len(self.values) >= self.limit:
            raise TooLargeError
        table = self.table
        node = self.graph.node(key)
        steps: list[tuple[float, float | list[float]]] = []
        stay = 1.0
        for kind, p in table.draws.items():
            total = node.wins.get(kind)
            if total is not None:
                steps.append((p, table.payment(total)))
                stay -= p
            elif kind in node.moves:
                steps.append((p, self._values(node.moves[kind])))
                stay -= p
        values = [0.0]
        for r, hazard in enumerate(table.hazards, 1):
            ahead = stay * values[r - 1]
            for p, then in steps:
                ahead += p * (then if isinstance(then, float) else then[r - 1])
            values.append(-hazard * LOSS + (1 - hazard) * ahead)
        self.values[key] = values
        return values
