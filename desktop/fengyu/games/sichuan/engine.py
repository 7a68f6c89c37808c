"""The Sichuan hand: a state machine driven only by ``apply(action)`` (spec §2, R1–R40).

A hand is created from its inputs (rules, seed, the dealer or ``None`` for dice,
the 乾坤大挪移 pre-orders, and in coin mode the players' coins) and every random
draw comes from one ``Rng(seed)`` in the order of R4a:

1. the dealer dice, when no dealer is given (R3);
2. the shuffle of the canonical 108 tiles (R4);
3. the 乾坤大挪移 suit choices, users in play order from the dealer (§6.3);
4. the 换三张 direction dice, after all four selections are locked (R6);
5. the 移花接木 indices, in order of use (§6.3).

Phases: ``exchange`` (换三张) → ``ding_que`` → ``turn`` ⇄ ``claim`` / ``rob`` → ``over``.
Simultaneous decisions (换三张, 定缺, claims on a discard, robbing an added
kong) are collected from every seat that has a choice and resolved inside the
engine by priority; wins forced by R25 are declared by the engine itself.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations_with_replacement, compress
from typing import Any, ClassVar

from fengyu.core.protocol import Action, Event, IllegalActionError, Json
from fengyu.core.rng import Rng
from fengyu.core.tiles import SUITED_KIND_COUNT
from fengyu.games.logged_hand import LoggedHand, RulesReader
from fengyu.games.sichuan import items, settlement
from fengyu.games.sichuan.codes import SichuanPhase
from fengyu.games.sichuan.coins import settle_coins
from fengyu.games.sichuan.ledger import KongRecord, Ledger, Payment
from fengyu.games.sichuan.refusals import why_illegal
from fengyu.games.sichuan.rules import SichuanRules
from fengyu.games.sichuan.scoring import (
    ANALYSER,
    SUIT_BASE,
    SUITS,
    WinInput,
    WinScore,
    hand_counts,
    score_win,
    suit_failure,
)
from fengyu.games.sichuan.seat import SeatState
from fengyu.games.sichuan.view import SichuanView
from fengyu.mahjong.claims import ClaimWindow
from fengyu.mahjong.melds import Meld, MeldKind

SEATS = 4

_EXCHANGE_TARGET = {"clockwise": 3, "counter_clockwise": 1, "opposite": 2}

# Interned actions: the common ones are built once, so legal lists and checks allocate nothing.
_DISCARD = [[Action(s, "discard", (t,)) for t in range(SUITED_KIND_COUNT)] for s in range(SEATS)]
_PONG = [[Action(s, "pong", (t,)) for t in range(SUITED_KIND_COUNT)] for s in range(SEATS)]
_EXPOSED_KONG = [[Action(s, "exposed_kong", (t,)) for t in range(SUITED_KIND_COUNT)] for s in range(SEATS)]
_CONCEALED_KONG = [[Action(s, "concealed_kong", (t,)) for t in range(SUITED_KIND_COUNT)] for s in range(SEATS)]
_ADDED_KONG = [[Action(s, "added_kong", (t,)) for t in range(SUITED_KIND_COUNT)] for s in range(SEATS)]
_WIN = [Action(s, "win") for s in range(SEATS)]
_PASS = [Action(s, "pass") for s in range(SEATS)]
_ESCAPE = [Action(s, "escape") for s in range(SEATS)]
_DING_QUE = [[Action(s, "ding_que", option=suit) for suit in "mps"] for s in range(SEATS)]
_CANONICAL_WALL = tuple(k for k in range(SUITED_KIND_COUNT) for _ in range(4))
_AFTER = [tuple((s + step) % SEATS for step in range(1, SEATS)) for s in range(SEATS)]
"""The other seats after each seat, in play order (the claim check of every discard walks them)."""
_DICE_DIRECTION = {**dict.fromkeys((3, 6, 9, 12), "clockwise"), **dict.fromkeys((2, 5, 8, 11), "opposite")}


_rules_from_json = RulesReader(SichuanRules)
"""``SichuanRules.from_json`` for ``from_inputs``, remembering the last rules read (``RulesReader``)."""


def play_order(first: int) -> list[int]:
    """The seats in turn order starting from ``first`` (counter-clockwise, R1.2)."""
    return [(first + i) % SEATS for i in range(SEATS)]


def _suit(tile: int) -> str:
    return SUITS[tile // 9]


@dataclass(slots=True)
class Window(ClaimWindow):
    """An open claim window: after a discard (``claim``) or an added-kong declaration (``rob``).

    ``gsp_kong`` is the kong whose replacement draw was discarded (杠上炮, R22).
    """

    kind: SichuanPhase = "claim"
    gsp_kong: KongRecord | None = None


@dataclass(frozen=True, slots=True)
class WinRecord:
    """One settled win: who, on what, how, who paid, and the score."""

    seat: int
    tile: int
    how: str
    payers: tuple[int, ...]
    score: WinScore
    source: int | None

    def to_json(self) -> Json:
        s = self.score
        return {
            "seat": self.seat,
            "tile": self.tile,
            "how": self.how,
            "payers": list(self.payers),
            "source": self.source,
            "pattern": s.pattern,
            "patterns": list(s.patterns),
            "gen": s.gen,
            "total_fan": s.total_fan,
            "fan": s.fan,
            "value": s.value,
            "share": s.share,
        }


class SichuanHand(LoggedHand[SichuanRules]):
    """One hand of Sichuan mahjong (血战到底 / 普通场 / 血流成河)."""

    game: ClassVar[str] = "sichuan"

    def __init__(
        self,
        rules: SichuanRules,
        seed: int,
        *,
        dealer: int | None = None,
        qian_kun: Sequence[int] = (),
        coins: Sequence[int] | None = None,
        golden: Sequence[int] = (),
    ) -> None:
        if dealer is not None and dealer not in range(SEATS):
            raise ValueError(f"the dealer is a seat 0..3 or None (dice), not {dealer!r}")
        if qian_kun and not rules.items:
            raise ValueError("乾坤大挪移 pre-orders need the items rule (items = true)")
        if len(set(qian_kun)) != len(qian_kun) or any(s not in range(SEATS) for s in qian_kun):
            raise ValueError(f"乾坤大挪移 users must be distinct seats, not {list(qian_kun)}")
        if rules.coin_mode and (coins is None or len(coins) != SEATS or min(coins) < 0):
            raise ValueError("coin mode needs each seat's coins (four non-negative integers)")
        self.rules = rules
        self.seed = seed
        self.inputs: Json = {"dealer": dealer, "qian_kun_da_nuo_yi": list(qian_kun), "coins": list(coins or [])}
        if golden:
            self.inputs["golden"] = sorted(golden)
        self.golden = set(golden)
        """Seats marked by 金手指 (D26: once used it stays on while the player stays at the table)."""
        self.rng = Rng(seed)
        self.seats = [SeatState() for _ in range(SEATS)]
        self.ledger = Ledger()
        self.kongs: list[KongRecord] = []
        self.wins: list[WinRecord] = []
        self.window: Window | None = None
        self.phase: SichuanPhase = "exchange"
        self.current = 0
        self.turn_drawn = False
        self.must_discard = False
        self.after_kong = False
        self.first_turn = False
        self.last_kong: KongRecord | None = None
        self.quiet = True
        self.end_reason: str | None = None
        self.next_dealer: int | None = None
        self.coin_deltas: tuple[int, ...] | None = None
        self.house_fee = 0
        self._pending_escapes: list[int] = []
        self._actions: list[Action] = []
        self._events: list[Event] = []
        self._legal: dict[int, list[Action]] = {}
        self._discards: list[Action] | None = None  # the current seat's legal discards, until the next apply

        events: list[Event] = []
        dice = None
        if dealer is None:
            dice = [self.rng.randint(1, 6), self.rng.randint(1, 6)]
            dealer = (sum(dice) - 1) % SEATS
        self.dealer = dealer
        self.dice = dice
        wall = list(_CANONICAL_WALL)
        self.rng.shuffle(wall)
        self.wall = wall
        self.head, self.tail = 0, len(wall)
        events.append(Event("hand_start", None, {"dealer": dealer, "dice": dice, "wall": len(wall)}))
        for seat in play_order(dealer):
            if seat in qian_kun:
                items.qian_kun(self, seat)
                self.seats[seat].items_used.add("qian_kun_da_nuo_yi")
                events.append(Event("item_used", seat, {"item": "qian_kun_da_nuo_yi"}))
        self._deal(events)
        if rules.huan_san_zhang != "off":
            self.phase = "exchange"
        elif rules.ding_que:
            self.phase = "ding_que"
        else:
            self._begin_play(events)
        self._events.extend(events)

    @classmethod
    def from_inputs(cls, rules: Json, seed: int, inputs: Json) -> SichuanHand:
        """Build a hand from its JSON inputs (the signature ``HandRecord.replay`` expects)."""
        return cls(
            _rules_from_json(rules),
            seed,
            dealer=inputs.get("dealer"),
            qian_kun=inputs.get("qian_kun_da_nuo_yi", ()),
            coins=inputs.get("coins") or None,
            golden=inputs.get("golden", ()),
        )

    # -- the contract ------------------------------------------------------------

    @property
    def wall_count(self) -> int:
        """W: tiles still in the wall."""
        return self.tail - self.head

    def to_act(self) -> tuple[int, ...]:
        if self.phase == "exchange":
            return tuple(s for s in range(SEATS) if self.seats[s].exchange is None)
        if self.phase == "ding_que":
            return tuple(s for s in range(SEATS) if self.seats[s].void_choice is None)
        if self.phase == "turn":
            return (self.current,)
        if self.window is not None:
            return self.window.waiting()
        return ()

    def _why_illegal(self, action: Action) -> IllegalActionError:
        return why_illegal(self, action)

    def _forget(self) -> None:
        self._discards = None

    def apply(self, action: Action) -> list[Event]:
        """``LoggedHand.apply``, with a discard in its own turn checked and played without the general dispatch.

        Most actions of a hand are such discards (each followed by the next draw), and a replay repeats them all;
        the check here is ``_allowed``'s for a discard, piece by piece. Anything else, allowed or not, goes the
        general way (``LoggedHand.apply``), which also explains every refusal.
        """
        if action.kind == "discard" and self.phase == "turn":
            seat, pieces = action.seat, action.pieces
            if seat == self.current and len(pieces) == 1 and not action.option and not self.seats[seat].escaped:
                tile = pieces[0]
                listed = self._discards  # the turn's discards, when its legal actions were asked
                if action in listed if listed is not None else self._may_discard(seat, tile):
                    self._log(action)
                    events: list[Event] = []
                    self._discard(seat, tile, events)
                    self._events.extend(events)
                    return events
        return super().apply(action)

    def _perform(self, action: Action, events: list[Event]) -> None:
        kind, seat = action.kind, action.seat  # checked legal before it is performed
        if kind == "discard":  # the commonest action first (allowed only in the seat's turn)
            self._discard(seat, action.pieces[0], events)
        elif kind == "escape":
            self._escape(seat, events)
        elif kind == "item":
            items.use_item(self, action, events)
        elif self.phase == "exchange":
            self._choose_exchange(seat, action.pieces, events)
        elif self.phase == "ding_que":
            self._choose_void(seat, action.option, events)
        elif self.phase in ("claim", "rob"):
            self._answer(action, events)
        elif kind == "win":
            self._self_draw_win(seat, events)
        elif kind == "concealed_kong":
            self._concealed_kong(seat, action.pieces[0], events)
        elif kind == "added_kong":
            self._added_kong(seat, action.pieces[0], events)
        else:
            self._discard(seat, action.pieces[0], events)

    def view(self, seat: int) -> SichuanView:
        return SichuanView.of(self, seat)

    def time_limit(self, seat: int) -> int:
        """R40: the claim window's seconds while a claim or rob is open, else the turn's."""
        if self.over or seat not in self.to_act():
            return 0
        return self.rules.claim_seconds if self.phase in ("claim", "rob") else self.rules.turn_seconds

    def default_action(self, seat: int) -> Action | None:
        """What a time-out does for ``seat`` (R40), or None when nothing is awaited from it."""
        if seat not in self.to_act():
            return None
        st = self.seats[seat]
        if self.phase == "exchange":
            return Action(seat, "exchange", _timeout_exchange(st.concealed))
        if self.phase == "ding_que":
            counts = [sum(st.concealed[9 * i : 9 * i + 9]) for i in range(3)]
            return Action(seat, "ding_que", option=SUITS[counts.index(min(counts))])
        if self.phase in ("claim", "rob"):
            return _PASS[seat]
        discards = self._turn_discards(seat)
        drawn = _DISCARD[seat][st.turn_draws[-1]] if st.turn_draws else None
        return drawn if drawn in discards else discards[-1]

    # -- legal actions -----------------------------------------------------------

    def _compute_legal(self, seat: int) -> list[Action]:
        st = self.seats[seat]
        phase = self.phase
        if phase == "over" or st.escaped:
            return []
        acts: list[Action] = []
        if phase == "turn":  # the commonest question first
            if seat == self.current:
                if self.turn_drawn and not self.must_discard:  # a turn begun by a draw: 自摸 and kongs may be open
                    if (
                        not st.no_self_draw
                        and (st.win_possible_at_draw or not st.turn_draws)
                        and self._self_draw_ok(seat)
                    ):
                        acts.append(_WIN[seat])  # (the test before the call: ``_self_draw_ok``'s own first one)
                    if self.tail > self.head and (st.melds or 4 in st.concealed):  # else no kong can be open
                        acts += self._turn_kongs(seat)
                self._discards = discards = self._discard_actions(seat)  # ``_turn_discards``, remembered
                acts += discards
        elif phase == "exchange":
            if st.exchange is None:
                acts += self._exchange_options(seat)
        elif phase == "ding_que":
            if st.void_choice is None:
                acts += _DING_QUE[seat]
        elif self.window is not None and seat not in self.window.answers:
            acts += self.window.options.get(seat, [])
        if self.rules.items:
            acts += items.item_actions(self, seat)
        acts.append(_ESCAPE[seat])
        return acts

    def _allowed(self, action: Action) -> bool:
        """Whether ``action`` is in ``legal_actions`` — checked piece by piece, without building the list."""
        seat, kind = action.seat, action.kind
        if not 0 <= seat < SEATS or self.phase == "over":
            return False
        st = self.seats[seat]
        if st.escaped:
            return False
        if kind == "escape":
            return action == _ESCAPE[seat]
        if kind == "item":
            return self.rules.items and action in items.item_actions(self, seat)
        phase = self.phase
        if phase == "exchange":
            return (
                kind == "exchange"
                and st.exchange is None
                and not action.option
                and self._valid_exchange(seat, action.pieces)
            )
        if phase == "ding_que":
            return st.void_choice is None and action in _DING_QUE[seat]
        if phase in ("claim", "rob"):
            window = self.window
            return window is not None and seat not in window.answers and action in window.options.get(seat, ())
        if phase != "turn" or seat != self.current:
            return False
        if kind == "discard":
            pieces = action.pieces
            return len(pieces) == 1 and not action.option and self._may_discard(seat, pieces[0])
        if kind == "win":
            return action == _WIN[seat] and self._turn_win(seat)
        return action in self._turn_kongs(seat)

    def _valid_exchange(self, seat: int, tiles: tuple[int, ...]) -> bool:
        """R6: three concealed tiles, in canonical order; of one suit under ``same_suit``."""
        if len(tiles) != 3 or list(tiles) != sorted(tiles) or not all(0 <= t < SUITED_KIND_COUNT for t in tiles):
            return False
        held = self.seats[seat].concealed
        if any(tiles.count(t) > held[t] for t in set(tiles)):
            return False
        return self.rules.huan_san_zhang != "same_suit" or len({t // 9 for t in tiles}) == 1

    def _exchange_options(self, seat: int) -> list[Action]:
        tiles = self.seats[seat].tiles()
        if self.rules.huan_san_zhang == "same_suit":
            groups = [[t for t in tiles if t // 9 == i] for i in range(3)]
        else:
            groups = [tiles]
        options = set()
        for group in groups:
            kinds = sorted(set(group))
            for combo in combinations_with_replacement(kinds, 3):
                if all(combo.count(k) <= group.count(k) for k in set(combo)):
                    options.add(combo)
        return [Action(seat, "exchange", combo) for combo in sorted(options)]

    def _turn_win(self, seat: int) -> bool:
        """R9 (a): 自摸 in a turn that began with a draw (or the dealer's first), not right after a pong."""
        return self.turn_drawn and not self.must_discard and self._self_draw_ok(seat)

    def _turn_kongs(self, seat: int) -> list[Action]:
        """R16, R17, R19 (and R30 for a frozen 血流 winner: only with the drawn tile, waits unchanged)."""
        if not self.turn_drawn or self.must_discard or self.wall_count < 1:
            return []
        st = self.seats[seat]
        acts = []
        if self.frozen(seat):
            last = st.turn_draws[-1]
            if st.concealed[last] == 4 and self._wait_kept(seat, last, "concealed_kong"):
                acts.append(_CONCEALED_KONG[seat][last])
            if any(m.kind == "pong" and m.tile == last for m in st.melds) and self._wait_kept(seat, last, "added_kong"):
                acts.append(_ADDED_KONG[seat][last])
            return acts
        concealed = st.concealed
        if 4 in concealed:
            acts += [
                _CONCEALED_KONG[seat][k]
                for k in range(SUITED_KIND_COUNT)
                if concealed[k] == 4 and not self.is_void(seat, k)
            ]
        acts += [_ADDED_KONG[seat][m.tile] for m in st.melds if m.kind == "pong" and concealed[m.tile]]
        return acts

    def _turn_discards(self, seat: int) -> list[Action]:
        """The discards open to ``seat`` in its turn (``_discard_actions``), remembered until the next ``apply``.

        Only asked for the current seat.
        """
        if self._discards is None:
            self._discards = self._discard_actions(seat)
        return self._discards

    def _discard_actions(self, seat: int) -> list[Action]:
        """R10: while void tiles are held, only they may be discarded (R30: a frozen winner, the drawn tile).

        In kind order, picked from the seat's interned discard actions by the counts held (``compress``: in C).
        """
        st = self.seats[seat]
        concealed = st.concealed
        rules = self.rules
        table = _DISCARD[seat]
        if st.won and rules.mode == "xue_liu":  # ``frozen``
            last = st.turn_draws[-1]
            return [table[last]] if concealed[last] else []
        if st.void is not None and rules.ding_que and rules.void_discard_first:
            base = SUIT_BASE[st.void]
            held = concealed[base : base + 9]
            if any(held):
                return list(compress(table[base : base + 9], held))
        return list(compress(table, concealed))  # ``table`` stops at the suited kinds

    def _may_discard(self, seat: int, tile: int) -> bool:
        """Whether ``tile`` is among the discards of ``_discard_actions`` (``apply`` checks every discard).

        Read from the remembered list when the turn's legal actions were asked, else worked out for the one tile.
        """
        if self._discards is not None:
            return 0 <= tile < SUITED_KIND_COUNT and _DISCARD[seat][tile] in self._discards
        st = self.seats[seat]
        concealed = st.concealed
        if not 0 <= tile < SUITED_KIND_COUNT or not concealed[tile]:
            return False
        rules = self.rules
        if st.won and rules.mode == "xue_liu":  # ``frozen``
            return tile == st.turn_draws[-1]
        if st.void is not None and rules.ding_que and rules.void_discard_first:
            base = SUIT_BASE[st.void]
            return base <= tile < base + 9 or not any(concealed[base : base + 9])
        return True

    def _claim_options(self, seat: int, tile: int, gsp: bool) -> list[Action]:
        """R11: what ``seat`` may claim on a discard of ``tile`` (excluding 过)."""
        st = self.seats[seat]
        acts = []
        if self._claim_win_ok(seat, tile, "claim", gsp):
            acts.append(_WIN[seat])
        if self.wall_count >= 1 and not self.is_void(seat, tile):
            held = st.concealed[tile]
            if self.frozen(seat):
                if held == 3 and self._wait_kept(seat, tile, "exposed_kong"):
                    acts.append(_EXPOSED_KONG[seat][tile])
            else:
                if held == 3:
                    acts.append(_EXPOSED_KONG[seat][tile])
                if held >= 2:
                    acts.append(_PONG[seat][tile])
        return acts

    # -- win legality --------------------------------------------------------------

    def _win_shape_ok(self, seat: int, concealed: list[int]) -> bool:
        """R23 (2), (3) for the given concealed tiles (winning tile included) plus the seat's melds."""
        if not ANALYSER.is_win(concealed):
            return False
        st = self.seats[seat]
        return suit_failure(hand_counts(concealed, st.melds), st.void if self.rules.ding_que else None) is None

    def _self_draw_ok(self, seat: int) -> bool:
        st = self.seats[seat]
        if st.no_self_draw or (st.turn_draws and not st.win_possible_at_draw):
            return False  # a winning hand minus its last drawn tile may win (``may_win``)
        return self._win_shape_ok(seat, st.concealed)

    def _claim_win_ok(self, seat: int, tile: int, kind: str, gsp: bool) -> bool:
        """R23 for a win on a discard (``claim``) or a robbed added kong (``rob``), 过水不胡 included."""
        st = self.seats[seat]
        if not st.may_win(ANALYSER, self.void_of(seat)):
            return False
        concealed = list(st.concealed)
        concealed[tile] += 1
        if not self._win_shape_ok(seat, concealed):
            return False
        if self.rules.pass_win_lock and st.pass_lock:
            return self._score_claim(seat, tile, kind, gsp=gsp).fan > st.pass_lock
        return True

    def _score_claim(self, seat: int, tile: int, kind: str, *, gsp: bool = False) -> WinScore:
        st = self.seats[seat]
        robbed = kind == "rob"
        inp = WinInput(
            tuple(st.concealed),
            tuple(st.melds),
            tile,
            self.void_of(seat),
            self_drawn=robbed and self.rules.kong_scheme == "roots",
            gang_shang_pao=gsp,
            qiang_gang=robbed,
            hai_di=not robbed and self.wall_count == 0,
        )
        return score_win(inp, self.rules)

    def _wait_kept(self, seat: int, tile: int, kind: MeldKind) -> bool:
        """R30 (1): a frozen 血流 winner may kong only if its set of waits stays the same."""
        st = self.seats[seat]
        before = list(st.concealed)
        if kind != "exposed_kong":
            before[tile] -= 1  # the drawn tile is not part of the frozen hand
        after = list(before)
        melds = list(st.melds)
        if kind == "added_kong":
            melds = [m.added(tile) if m.tile == tile and m.kind == "pong" else m for m in melds]
        else:
            after[tile] -= 3
            melds.append(Meld(kind, tile))
        return self._waits(before, st.melds, seat) == self._waits(after, melds, seat)

    def _waits(self, concealed: list[int], melds: Sequence[Meld], seat: int) -> list[int]:
        """Wt (R30, R34 (i), (ii)): kinds that complete a legal win, held at most three times."""
        held = hand_counts(concealed, melds)
        void = self.void_of(seat)
        out = []
        for tile in ANALYSER.waits(concealed):
            if held[tile] >= 4:
                continue
            held[tile] += 1
            if suit_failure(held, void) is None:
                out.append(tile)
            held[tile] -= 1
        return out

    # -- phases before play ------------------------------------------------------

    def _deal(self, events: list[Event]) -> None:
        """R5: 4-4-4 rounds from the dealer, then one each, then one more for the dealer.

        The seats start empty, and each one's thirteen (the dealer's fourteen) tiles sit at fixed places from
        the head of the wall: they are read from there and counted per seat (every hand and every replay deals).
        """
        wall, head = self.wall, self.head
        dealt: dict[int, list[int]] = {}
        for i, seat in enumerate(play_order(self.dealer)):
            start = head + 4 * i  # round r takes wall[start + 16 r : start + 16 r + 4]
            tiles = [*wall[start : start + 4], *wall[start + 16 : start + 20], *wall[start + 32 : start + 36]]
            tiles.append(wall[head + 48 + i])
            if i == 0:
                tiles.append(wall[head + 52])  # the dealer's extra tile
            tiles.sort()
            st = self.seats[seat]
            concealed = st.concealed
            for tile in tiles:
                concealed[tile] += 1
            st.win_possible = None
            dealt[seat] = tiles
        self.head = head + 53
        events.append(
            Event(
                "deal",
                None,
                {"counts": [len(dealt[s]) for s in range(SEATS)], "wall": self.wall_count},
                {s: {"tiles": dealt[s]} for s in range(SEATS)},
            )
        )

    def _choose_exchange(self, seat: int, tiles: tuple[int, ...], events: list[Event]) -> None:
        self.seats[seat].exchange = tiles
        events.append(Event("exchange_chosen", seat))
        if all(st.exchange is not None for st in self.seats):
            direction = self.rules.huan_san_zhang_direction
            dice = None
            if direction == "dice":
                dice = [self.rng.randint(1, 6), self.rng.randint(1, 6)]
                direction = _DICE_DIRECTION.get(sum(dice), "counter_clockwise")
            shift = _EXCHANGE_TARGET[direction]
            given = {s: self.seats[s].exchange or () for s in range(SEATS)}
            for s, tiles_out in given.items():
                for t in tiles_out:
                    self.seats[s].take(t)
            received = {(s + shift) % SEATS: tiles_out for s, tiles_out in given.items()}
            for s, tiles_in in received.items():
                for t in tiles_in:
                    self.seats[s].add(t)
            private = {s: {"given": list(given[s]), "received": list(received[s])} for s in range(SEATS)}
            events.append(Event("exchange", None, {"direction": direction, "dice": dice}, private))
            if self.rules.ding_que:
                self.phase = "ding_que"
            else:
                self._begin_play(events)

    def _choose_void(self, seat: int, suit: str, events: list[Event]) -> None:
        self.seats[seat].void_choice = suit
        events.append(Event("ding_que_chosen", seat))
        if all(st.void_choice is not None for st in self.seats):
            for st in self.seats:
                st.void = st.void_choice
                st.win_possible = None  # ``may_win`` depends on the void
            events.append(Event("ding_que", None, {"voids": [st.void for st in self.seats]}))
            self._begin_play(events)

    def _begin_play(self, events: list[Event]) -> None:
        """R8: the dealer's first turn, with its 14 tiles and no draw."""
        self.phase = "turn"
        self.current = self.dealer
        self.turn_drawn = True
        self.first_turn = True
        events.append(Event("turn", self.dealer, {"first": True}))

    # -- turns ---------------------------------------------------------------------

    def _start_turn(self, seat: int, events: list[Event]) -> None:
        """R8, R31: the next turn begins with a normal draw, or the hand ends if the wall is empty."""
        if self._pending_escapes:
            self._process_escapes(events)
            if self.over:
                return
            seat = seat if self.active(seat) else self._next_active(seat)
        if self.tail == self.head:
            self._liu_ju(events)
            return
        self.phase = "turn"
        self.window = None
        self.current = seat
        self.turn_drawn = True
        self.must_discard = self.after_kong = self.first_turn = False
        self.seats[seat].turn_draws = []
        self._draw(seat, False, events)

    def _draw(self, seat: int, replacement: bool, events: list[Event]) -> None:
        before = self.tail - self.head
        if replacement:
            self.tail -= 1
            tile = self.wall[self.tail]
        else:
            tile = self.wall[self.head]
            self.head += 1
        st = self.seats[seat]
        possible = st.win_possible
        st.win_possible_at_draw = st.may_win(ANALYSER, self.void_of(seat)) if possible is None else possible
        st.concealed[tile] += 1
        st.win_possible = None  # ``add``, inlined: every turn draws
        st.turn_draws.append(tile)
        st.draws += 1
        if st.draws == 1:
            st.di_hu_chance = self.quiet and seat != self.dealer
        st.pass_lock = 0  # R24: cleared by any draw
        events.append(Event("draw", seat, {"replacement": replacement, "wall": before - 1}, {seat: {"tile": tile}}))
        if before <= 4 and self.rules.last_four_auto_win and self._self_draw_ok(seat):
            self._self_draw_win(seat, events, forced=True)

    def _discard(self, seat: int, tile: int, events: list[Event]) -> None:
        """R11: the tile goes to the river; the seats that may pong, kong or win on it are asked, else the next turn.

        A seat is asked only if it holds two of the tile or may be ready (remembered per seat until its tiles
        change): most discards interest nobody, and their options are never worked out.
        """
        seats = self.seats
        st = seats[seat]
        st.concealed[tile] -= 1
        st.win_possible = None  # ``take``, inlined: every turn discards
        st.river.append(tile)
        st.no_self_draw = False
        gsp = self.last_kong if self.after_kong else None
        self.after_kong = self.must_discard = self.first_turn = False
        events.append(Event("discard", seat, {"tile": tile}))
        rules = self.rules
        xue_liu = rules.mode == "xue_liu"
        asked: list[int] = []
        for other in _AFTER[seat]:
            ost = seats[other]
            if ost.escaped or (ost.won and not xue_liu):
                continue  # not active
            if ost.concealed[tile] >= 2:
                asked.append(other)  # may pong (or kong)
            elif (possible := ost.win_possible) or (
                possible is None and ost.may_win(ANALYSER, ost.void if rules.ding_que else None)
            ):
                asked.append(other)  # may win
        if asked:
            self._open_claims(seat, tile, gsp, asked, events)
            return
        for other in _AFTER[seat]:  # ``_next_active``, inlined: asked after nearly every discard
            ost = seats[other]
            if not ost.escaped and (xue_liu or not ost.won):
                self._start_turn(other, events)
                return
        self._start_turn(seat, events)

    def _open_claims(self, seat: int, tile: int, gsp: KongRecord | None, asked: list[int], events: list[Event]) -> None:
        """The claim window on ``seat``'s discard of ``tile``, with R25's forced wins settled at once."""
        forced_ok = self.rules.last_four_auto_win and self.tail - self.head <= 4
        options: dict[int, list[Action]] = {}
        forced: list[int] = []
        for other in asked:
            claims = self._claim_options(other, tile, gsp is not None)
            if forced_ok and _WIN[other] in claims:
                forced.append(other)
            elif claims:
                options[other] = [*claims, _PASS[other]]
        if forced:
            self.window = Window(seat, tile, {}, gsp_kong=gsp)
            self._settle_claim_wins(forced, events)
            return
        if not options:
            self._start_turn(self._next_active(seat), events)
            return
        self.phase = "claim"
        self.window = Window(seat, tile, options, gsp_kong=gsp)

    def _answer(self, action: Action, events: list[Event]) -> None:
        window = self.window
        assert window is not None
        if window.answer(action):
            self._resolve(events)

    def _resolve(self, events: list[Event]) -> None:
        """R12, R13, R18: wins first (all claimants, or the nearest), else the one pong/kong, else nobody."""
        window = self.window
        assert window is not None
        winners: list[int] = []
        claim = None  # the first pong or kong in play order
        for answer in window.answers_from(_AFTER[window.seat]):
            if answer.kind == "win":
                winners.append(answer.seat)
            elif claim is None and answer.kind in ("pong", "exposed_kong"):
                claim = answer
        self._record_declines(window, winners)
        if window.kind == "rob":
            if winners:
                self._settle_claim_wins(winners, events)
            else:
                self._complete_added_kong(window.seat, window.tile, events)
            return
        if winners:
            self._settle_claim_wins(winners, events)
            return
        if claim is None:
            self._start_turn(self._next_active(window.seat), events)
        elif claim.kind == "pong":
            self._pong(claim.seat, window, events)
        else:
            self._exposed_kong(claim.seat, window, events)

    def _record_declines(self, window: Window, winners: list[int]) -> None:
        """R24: answering 过, 碰 or 直杠 while a legal 胡 was offered locks wins up to that fan."""
        if not self.rules.pass_win_lock:
            return
        for seat, options in window.options.items():
            answer = window.answers.get(seat)
            offered = any(a.kind == "win" for a in options)
            if offered and seat not in winners and (answer is None or answer.kind != "win"):
                fan = self._score_claim(seat, window.tile, window.kind, gsp=window.gsp_kong is not None).fan
                self.seats[seat].pass_lock = max(self.seats[seat].pass_lock, fan)

    def _pong(self, seat: int, window: Window, events: list[Event]) -> None:
        """R14: expose the pong, then discard without drawing."""
        st = self.seats[seat]
        st.take(window.tile, 2)
        st.melds.append(Meld("pong", window.tile, window.seat, window.tile))
        self.seats[window.seat].river.pop()
        self.quiet = False
        self.window = None
        self.phase = "turn"
        self.current = seat
        self.turn_drawn = False
        self.must_discard = True
        self.after_kong = False
        self.first_turn = False
        st.turn_draws = []
        events.append(Event("pong", seat, {"tile": window.tile, "from": window.seat}))
        self._process_escapes(events)

    def _exposed_kong(self, seat: int, window: Window, events: list[Event]) -> None:
        """R15: expose the kong, collect kong money, draw a replacement."""
        st = self.seats[seat]
        st.take(window.tile, 3)
        meld = Meld("exposed_kong", window.tile, window.seat, window.tile)
        st.melds.append(meld)
        self.seats[window.seat].river.pop()
        self.window = None
        self.phase = "turn"
        self.current = seat
        self.must_discard = False
        self.first_turn = False
        st.turn_draws = []
        self._complete_kong(seat, meld, events)

    def _concealed_kong(self, seat: int, tile: int, events: list[Event]) -> None:
        st = self.seats[seat]
        st.take(tile, 4)
        meld = Meld("concealed_kong", tile)
        st.melds.append(meld)
        self.first_turn = False
        self._complete_kong(seat, meld, events)

    def _added_kong(self, seat: int, tile: int, events: list[Event]) -> None:
        """R17, R18: announce the added kong; others may rob it before any money moves."""
        self.first_turn = False
        self.quiet = False
        events.append(Event("added_kong_declared", seat, {"tile": tile}))
        forced_ok = self.rules.last_four_auto_win and self.wall_count <= 4
        options: dict[int, list[Action]] = {}
        forced: list[int] = []
        for other in play_order(seat)[1:]:
            if self.active(other) and self._claim_win_ok(other, tile, "rob", False):
                if forced_ok:
                    forced.append(other)
                else:
                    options[other] = [_WIN[other], _PASS[other]]
        self.window = Window(seat, tile, options, kind="rob")
        if forced:
            self._settle_claim_wins(forced, events)
        elif options:
            self.phase = "rob"
        else:
            self._complete_added_kong(seat, tile, events)

    def _complete_added_kong(self, seat: int, tile: int, events: list[Event]) -> None:
        st = self.seats[seat]
        st.take(tile)
        index = next(i for i, m in enumerate(st.melds) if m.kind == "pong" and m.tile == tile)
        pong = st.melds[index]
        meld = pong.added(tile)
        st.melds[index] = meld
        self.window = None
        self.phase = "turn"
        if seat in self._pending_escapes:  # R38a (a): the konger left in its rob window: the kong is void
            st.add(tile)
            st.melds[index] = pong
            self._process_escapes(events)
            return
        self._complete_kong(seat, meld, events, stale=tile not in st.turn_draws)

    def _complete_kong(self, seat: int, meld: Meld, events: list[Event], *, stale: bool = False) -> None:
        """§4: settle kong money at once, then the replacement draw (R20)."""
        kong = KongRecord(len(self.kongs), seat, meld.kind, meld.tile)
        self.kongs.append(kong)
        self.quiet = False
        for payer, amount in settlement.kong_money(self, seat, meld, stale):
            kong.payments.append(self.ledger.pay(payer, seat, amount, ("kong",), kong.kong_id))
        public: dict[str, Any] = {
            "kind": meld.kind,
            "kong_id": kong.kong_id,
            "payments": [p.to_json() for p in kong.payments],
        }
        private = {}
        if meld.kind == "concealed_kong":
            private = {seat: {"tile": meld.tile}}
        else:
            public["tile"] = meld.tile
            public["from"] = meld.source
        events.append(Event("kong", seat, public, private))
        self.last_kong = kong
        self.after_kong = True
        self.turn_drawn = True
        self._process_escapes(events)
        if self.over or self.seats[seat].escaped:
            return
        self._draw(seat, True, events)

    # -- wins ------------------------------------------------------------------------

    def _self_draw_win(self, seat: int, events: list[Event], *, forced: bool = False) -> None:
        """R9 (a), R21: a 自摸 (杠上花 after a kong); every active opponent pays, or the kong-tile discarder."""
        st = self.seats[seat]
        tile = st.turn_draws[-1] if st.turn_draws else max(k for k in range(SUITED_KIND_COUNT) if st.concealed[k])
        concealed = list(st.concealed)
        concealed[tile] -= 1
        last = self.last_kong
        fang_pao = (
            self.after_kong
            and last is not None
            and last.kind == "exposed_kong"
            and self.rules.dian_gang_hua == "fang_pao"
        )
        inp = WinInput(
            tuple(concealed),
            tuple(st.melds),
            tile,
            self.void_of(seat),
            self_drawn=not fang_pao,
            gang_shang_hua=self.after_kong,
            hai_di=self.wall_count == 0,
            tian_hu=self.first_turn and seat == self.dealer,
            di_hu=st.di_hu_chance and st.draws == 1 and not self.after_kong,
        )
        score = score_win(inp, self.rules)
        source = None
        if fang_pao:
            assert last is not None
            source = self._kong_source(last)
            payers = [source] if source is not None and not self.seats[source].escaped else []
            amount = score.value
        else:
            payers = [s for s in play_order(seat)[1:] if self.active(s)]
            amount = score.share
        win_id = len(self.wins)
        lines = [self.ledger.pay(payer, seat, amount, ("win",), win_id) for payer in payers]
        record = WinRecord(seat, tile, "self_draw", tuple(payers), score, source)
        self.wins.append(record)
        st.take(tile)
        st.won_tiles.append(tile)
        st.won = True
        self.quiet = False
        events.append(self._win_event(record, lines, forced))
        self._after_wins([seat], seat, events)

    def _kong_source(self, kong: KongRecord) -> int | None:
        meld = next(m for m in self.seats[kong.seat].melds if m.tile == kong.tile and m.is_kong)
        return meld.source

    def _settle_claim_wins(self, winners: list[int], events: list[Event]) -> None:
        """R13, R18, R22, §4.4: settle wins on a discard or a robbed added kong.

        ``winners`` are the claimants in play order from the discarder (or konger), whether
        they claimed or R25 forced their claim: with ``one_shot_multi_win`` off only the
        nearest wins and the others' claims lapse (R13; R25 removes only the choice to pass).
        """
        window = self.window
        assert window is not None
        if not self.rules.one_shot_multi_win:
            winners = winners[:1]
        source, tile = window.seat, window.tile
        robbed = window.kind == "rob"
        roots = robbed and self.rules.kong_scheme == "roots"
        active_before = sum(1 for s in range(SEATS) if self.active(s))
        if robbed:
            self.seats[source].take(tile)  # the robbed tile leaves the konger's hand
            events.append(Event("kong_robbed", source, {"tile": tile}))
        else:
            self.seats[source].river.pop()
        gsp = window.gsp_kong
        for index, seat in enumerate(winners):
            score = self._score_claim(seat, tile, window.kind, gsp=gsp is not None)
            win_id = len(self.wins)
            amount = (active_before - 1) * score.share if roots else score.value
            lines = [self.ledger.pay(source, seat, amount, ("win",), win_id)]
            if gsp is not None and self.rules.gang_shang_pao_transfer:
                gsp.transferred = True
                if gsp.income:
                    lines.append(self.ledger.pay(source, seat, gsp.income, ("gsp_transfer",), gsp.kong_id))
            record = WinRecord(seat, tile, "rob_kong" if robbed else "discard", (source,), score, source)
            self.wins.append(record)
            st = self.seats[seat]
            st.won = True
            if index == 0:
                st.won_tiles.append(tile)
            events.append(self._win_event(record, lines, forced=not window.options))
        self.quiet = False
        self._after_wins(winners, source, events)

    def _win_event(self, record: WinRecord, lines: list[Payment], forced: bool) -> Event:
        """A win is public: the hand is revealed (R27) and the payments listed."""
        st = self.seats[record.seat]
        data = record.to_json()
        data["forced"] = forced
        data["hand"] = st.tiles()
        data["melds"] = [{"kind": m.kind, "tile": m.tile, "from": m.source} for m in st.melds]
        data["payments"] = [p.to_json() for p in lines]
        return Event("win", record.seat, data)

    def _after_wins(self, winners: list[int], source: int, events: list[Event]) -> None:
        """R27–R30: end the hand, or give the next turn to the first active seat after the last winner."""
        self.window = None
        mode = self.rules.mode
        if mode == "single_winner":
            self._end("win", events)
            return
        if mode == "xue_zhan" and sum(1 for st in self.seats if st.won) >= 3:
            self._end("win", events)
            return
        order = play_order(source)
        last = max(winners, key=order.index) if source not in winners else source
        self._start_turn(self._next_active(last), events)

    # -- the end of a hand ---------------------------------------------------------

    def _liu_ju(self, events: list[Event]) -> None:
        """R32–R35: the wall is empty before the hand ended by wins."""
        pigs, ready = settlement.settle_liu_ju(self)
        events.append(Event("liu_ju", None, {"hua_zhu": pigs, "ready": {str(s): v for s, v in ready.items()}}))
        self._end("liu_ju", events)

    def _end(self, reason: str, events: list[Event]) -> None:
        self.phase = "over"
        self.window = None
        self.end_reason = reason
        self.next_dealer = self._rotate_dealer(reason)
        totals = self.ledger.totals()
        if self.rules.coin_mode:
            coins = self.inputs["coins"]
            result = settle_coins(totals, coins, self.rules.room_coefficient, self.rules.house_fee_pct)
            self.coin_deltas = result.deltas
            self.house_fee = result.house
        events.append(
            Event(
                "hand_end",
                None,
                {
                    "reason": reason,
                    "totals": totals,
                    "next_dealer": self.next_dealer,
                    "coins": list(self.coin_deltas) if self.coin_deltas is not None else None,
                    "house_fee": self.house_fee,
                    "hands": [st.tiles() for st in self.seats],
                    "melds": [
                        [{"kind": m.kind, "tile": m.tile, "from": m.source} for m in st.melds] for st in self.seats
                    ],
                },
            )
        )

    def _rotate_dealer(self, reason: str) -> int | None:
        """R37: the next hand's dealer input (None = dice)."""
        if self.rules.mode != "single_winner" or reason == "escape":
            return None
        if reason == "liu_ju":
            return self.dealer
        first = self.wins[0]
        if first.how == "self_draw":
            return first.source if first.source is not None else first.seat
        return first.source

    # -- escapes ---------------------------------------------------------------------

    def _escape(self, seat: int, events: list[Event]) -> None:
        """R38, R38a, R39: a window still open is resolved first, with the leaver answering 过."""
        window = self.window
        if self.phase in ("claim", "rob") and window is not None:
            if seat in window.options and seat not in window.answers:
                window.answers[seat] = Action(seat, "pass")
            self._pending_escapes.append(seat)
            events.append(Event("escape_pending", seat))
            if all(s in window.answers for s in window.options):
                self._resolve(events)
            return
        self._pending_escapes.append(seat)
        self._process_escapes(events)

    def _process_escapes(self, events: list[Event]) -> None:
        while self._pending_escapes and not self.over:
            seat = self._pending_escapes.pop(0)
            st = self.seats[seat]
            if st.escaped:
                continue
            if st.won:
                st.escaped = True  # R39: play goes on without the leaver
                events.append(Event("escape", seat, {"won": True}))
                if self.phase == "turn" and self.current == seat:
                    self._start_turn(self._next_active(seat), events)
                continue
            settlement.escape_penalty(self, seat)
            st.escaped = True
            events.append(Event("escape", seat, {"won": False}))
            self._end("escape", events)

    # -- items -----------------------------------------------------------------------

    # -- helpers ------------------------------------------------------------------------

    def active(self, seat: int) -> bool:
        """§1.4: seated, not escaped, and (except in 血流成河) not yet won."""
        st = self.seats[seat]
        return not st.escaped and (self.rules.mode == "xue_liu" or not st.won)

    def contender(self, seat: int) -> bool:
        st = self.seats[seat]
        return not st.escaped and not st.won

    def frozen(self, seat: int) -> bool:
        return self.rules.mode == "xue_liu" and self.seats[seat].won

    def void_of(self, seat: int) -> str | None:
        return self.seats[seat].void if self.rules.ding_que else None

    def is_void(self, seat: int, tile: int) -> bool:
        void = self.void_of(seat)
        return void is not None and _suit(tile) == void

    def _next_active(self, seat: int) -> int:
        xue_liu = self.rules.mode == "xue_liu"
        seats = self.seats
        for step in range(1, SEATS + 1):
            other = (seat + step) % SEATS
            st = seats[other]
            if not st.escaped and (xue_liu or not st.won):  # ``active``, inlined: asked after every discard
                return other
        return seat

    # -- refusals -----------------------------------------------------------------------


def _timeout_exchange(concealed: list[int]) -> tuple[int, ...]:
    """R40: the suit with the fewest tiles among those with at least three; its last three tiles."""
    sizes = [(sum(concealed[9 * i : 9 * i + 9]), i) for i in range(3)]
    _, suit = min((n, i) for n, i in sizes if n >= 3)
    tiles = [k for k in range(9 * suit, 9 * suit + 9) for _ in range(concealed[k])]
    return tuple(tiles[-3:])
