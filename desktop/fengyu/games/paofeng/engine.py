"""The Paofeng hand: a state machine driven only by ``apply(action)`` (spec §2, R1–R26).

A hand is created from its inputs — the rules, the seed, the dealer (``None``:
chosen at random, R24), the dealer's 连庄 count N (R25) and, for 打板子, every
player's running score before the hand (R26) — and all randomness comes from
one ``Rng(seed)``, drawn in this order:

1. the dealer, ``randbelow(4)``, only when no dealer is given;
2. the shuffle of the 136 tiles in canonical order (R2).

Nothing else is random: the deal, the indicator ``wall[53]``, the normal draws
from the front and the replacement draws from the back follow from the wall.

Phases: ``turn`` (the current seat draws, sets flowers aside, kongs, wins or
discards) ⇄ ``claim`` (the other seats answer a discard at once; 碰/明杠 beat
吃, R11) → ``over`` (a win or 流局). Who may act and how is exactly
``legal_actions``; ``apply`` checks an action with the same per-kind pieces
(``legal_discards``, ``_kongs``, ``_flower_options``, ``_win_ok``, the claim
window) without building the list, and refuses anything else naming the rule.

Action kinds: ``discard`` (a tile), ``bao_ting`` (a discard declaring 报听),
``bu_hua`` (a flower, or the wild just drawn, R8), ``concealed_kong`` / ``added_kong``
(a tile), ``win``; in a claim window ``chow`` (the two concealed tiles used,
physical kinds: a 红中 standing for W is 中), ``pong`` / ``exposed_kong`` (the
tile) and ``pass``; at any moment ``tuo_guan`` with option ``on`` / ``off``.

托管 (R16) is a seat's state, switched by its ``tuo_guan`` action: a seat in
托管 is never offered a claim, the flowers it draws are set aside
automatically (R9) and it may use a drawn wild as a flower (R8). R16's moves
are ``default_action``, which is also what a time-out plays; a controller
applies it at once for a seat in 托管.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from itertools import compress
from typing import ClassVar

from fengyu.core.protocol import Action, Event, IllegalActionError, Json
from fengyu.core.rng import Rng
from fengyu.core.tiles import KIND_COUNT, SUITED_KIND_COUNT, full_set
from fengyu.games.logged_hand import LoggedHand, RulesReader
from fengyu.games.paofeng.analysis import HandReader, reader
from fengyu.games.paofeng.bao import Bao, Kou, bao_for
from fengyu.games.paofeng.codes import PaofengActionKind, PaofengPhase
from fengyu.games.paofeng.ledger import Ledger, Payment
from fengyu.games.paofeng.melds import Meld, MeldKind, meld_json
from fengyu.games.paofeng.refusals import why_illegal
from fengyu.games.paofeng.roles import RED, TileRoles
from fengyu.games.paofeng.rules import PaofengRules
from fengyu.games.paofeng.scoring import WinInput, WinScore, best_dealt_win, score_win, win_failure
from fengyu.games.paofeng.seat import SeatState
from fengyu.games.paofeng.settlement import win_payments
from fengyu.games.paofeng.view import PaofengView
from fengyu.mahjong.claims import ClaimWindow

SEATS = 4
_AFTER = tuple([(seat + step) % SEATS for step in (1, 2, 3)] for seat in range(SEATS))
"""The other seats in play order after each seat (R1): its 下家 first."""
INDICATOR = 53
LIVE_WALL = 54
"""R2: the dealer takes wall[0..13], the others 13 each up to wall[52]; wall[53] is the indicator."""


_KINDS = range(KIND_COUNT)
_CANONICAL_WALL = tuple(int(t) for t in full_set())
"""The 136 tiles in canonical order, shuffled into each hand's wall (R2)."""
_NOT_ASKED = -9
"""The shanten remembered for the position before it is asked (a shanten is −1 or more, or None)."""
_NO_FLOOR = -2
"""A seat's shanten floor when nothing is known about it (every shanten is −1 or more)."""


def _table(kind: PaofengActionKind) -> list[list[Action]]:
    return [[Action(s, kind, (t,)) for t in range(KIND_COUNT)] for s in range(SEATS)]


# Interned actions: the common ones are built once, so legal lists and checks allocate nothing.
_DISCARD = _table("discard")
_BAO_TING = _table("bao_ting")
_BU_HUA = _table("bu_hua")
_PONG = _table("pong")
_EXPOSED_KONG = _table("exposed_kong")
_CONCEALED_KONG = _table("concealed_kong")
_ADDED_KONG = _table("added_kong")
_WIN = [Action(s, "win") for s in range(SEATS)]
_PASS = [Action(s, "pass") for s in range(SEATS)]
_TUO_GUAN = [
    {True: Action(s, "tuo_guan", option="on"), False: Action(s, "tuo_guan", option="off")} for s in range(SEATS)
]
_CHI: dict[tuple[int, int, int], Action] = {}
_CHI_FACES = [
    [
        tuple(f for f in range(start, start + 3) if f != tile)
        for start in range(tile - 2, tile + 1)
        if tile // 9 == start // 9 and 0 <= start % 9 <= 6 and start >= 0
    ]
    for tile in range(SUITED_KIND_COUNT)
]
"""For each suited discard, the two other faces of each sequence containing it."""


def _chi(seat: int, a: int, b: int) -> Action:
    key = (seat, a, b)
    action = _CHI.get(key)
    if action is None:
        action = _CHI[key] = Action(seat, "chow", (a, b))
    return action


@functools.cache
def _role_lookups(
    indicator: int, wild_is_indicator: bool, lan_no_wild: bool
) -> tuple[TileRoles, HandReader, tuple[int, int], tuple[int, ...], tuple[bool, ...], bool]:
    """What a hand derives from its indicator (R3–R5), worked out once per indicator and toggles: the roles,
    the reader, the two flower kinds, the natural kinds, whether each kind is natural, and 红中配."""
    roles = TileRoles.of_indicator(indicator, wild_is_indicator=wild_is_indicator)
    natural = tuple(roles.natural(k) for k in range(KIND_COUNT))
    first, second = sorted(roles.flowers)
    naturals = tuple(compress(_KINDS, natural))
    return roles, reader(roles, lan_no_wild), (first, second), naturals, natural, roles.substitute


@functools.cache
def _claimed_meld(kind: MeldKind, face: int, feeder: int, tile: int, tiles: tuple[int, ...]) -> Meld:
    """The meld a claim lays down (R11), made once per distinct claim: melds are values, and claims come in
    every hand (and again in its replay); a few thousand kinds of claim at most."""
    return Meld(kind, face, feeder, tile, tiles)


_KOUS = tuple(
    tuple((Kou(seat, feeder, "dui"), Kou(seat, feeder, "chi")) for feeder in range(SEATS)) for seat in range(SEATS)
)
"""The 口 of each claim (R22), by claimer, feeder and whether it is a chi: values, built once."""


_rules_from_json = RulesReader(PaofengRules)
"""``PaofengRules.from_json`` for ``from_inputs``, remembering the last rules read (``RulesReader``)."""


@functools.lru_cache(maxsize=4)
def _shuffled(seed: int, draw_dealer: bool) -> tuple[int, tuple[int, ...]]:
    """The seed's draws (see the module docstring): the dealer (0 when not drawn) and the shuffled wall.

    A pure function of its arguments, remembered for the last few seeds: the replay of a hand just played
    (the simulator checks every hand so) deals the same wall again.
    """
    rng = Rng(seed)
    dealer = rng.randbelow(SEATS) if draw_dealer else 0
    wall = list(_CANONICAL_WALL)
    rng.shuffle(wall)
    return dealer, tuple(wall)


@dataclass(frozen=True, slots=True)
class WinRecord:
    """The hand's win: who, on which tile, the score, the 包 that applied and the payments."""

    seat: int
    tile: int
    score: WinScore
    bao: Bao | None
    payments: tuple[Payment, ...]
    replacements: int

    def to_json(self) -> Json:
        return {
            "seat": self.seat,
            "tile": self.tile,
            **self.score.to_json(),
            "replacements": self.replacements,
            "bao": None
            if self.bao is None
            else {
                "payer": self.bao.payer,
                "direction": self.bao.direction,
                "kou": self.bao.code,
                "multiplier": self.bao.multiplier,
            },
            "payments": [p.to_json() for p in self.payments],
        }


class PaofengHand(LoggedHand[PaofengRules]):
    """One hand of 跑风麻将."""

    game: ClassVar[str] = "paofeng"

    def __init__(
        self,
        rules: PaofengRules,
        seed: int,
        *,
        dealer: int | None = None,
        lian_zhuang: int = 1,
        scores: tuple[int, ...] | list[int] = (0, 0, 0, 0),
    ) -> None:
        if dealer is not None and dealer not in range(SEATS):
            raise ValueError(f"the dealer is a seat 0..3 or None (chosen at random), not {dealer!r}")
        if isinstance(lian_zhuang, bool) or not isinstance(lian_zhuang, int) or lian_zhuang < 1:
            raise ValueError(f"the 连庄 count N is an integer of at least 1, not {lian_zhuang!r}")
        if len(scores) != SEATS or not all(isinstance(s, int) and not isinstance(s, bool) for s in scores):
            raise ValueError(f"scores are four integers (each player's running score), not {scores!r}")
        self.rules = rules
        self.seed = seed
        self.inputs: Json = {"dealer": dealer, "lian_zhuang": lian_zhuang, "scores": list(scores)}
        self.lian_zhuang = lian_zhuang
        self.scores = tuple(scores)
        drawn_dealer, shuffled = _shuffled(seed, dealer is None)
        if dealer is None:
            dealer = drawn_dealer
        self.dealer = dealer
        wall = list(shuffled)
        self.wall = wall
        self._assign_roles(wall[INDICATOR])
        self.seats = [SeatState() for _ in range(SEATS)]
        self.ledger = Ledger()
        self.kous: list[Kou] = []
        self.win: WinRecord | None = None
        self.window: ClaimWindow | None = None
        self.phase: PaofengPhase = "turn"
        self.end_reason: str | None = None
        self.next_dealer: int | None = None
        self.next_lian_zhuang: int | None = None
        self.head, self.tail = LIVE_WALL, len(wall)
        # The current turn (R10): the tile drawn last, whether the dealer still holds the dealt 14 untouched,
        # the claimed kind and whether 吐牌 is barred (R14), replacement draws and 补花 made in it (D40, D41).
        self.current = dealer
        self.drawn: int | None = None
        self.dealt = True
        self.claimed_tile: int | None = None
        self.tu_bar = False
        self.replacements = 0
        self.turn_bu_hua = 0
        self._actions: list[Action] = []
        self._events: list[Event] = []
        self._legal: dict[int, list[Action]] = {}
        # Per seat, a lower bound on the shanten of its flower-free hand, kept across turns: a turn whose
        # floor is 1 or more cannot win or declare 报听, and asks no shanten. The turn's shanten sets it; a
        # discard or a flower set aside never lowers a shanten, and each tile drawn lowers it by one at
        # most (the analyser's tile-count tables; 十三烂 and seven pairs alike) — except the first wild,
        # which lifts the four-copy limit; it, claims and kongs (a meld the tables do not see) forget it.
        self._floors = [_NO_FLOOR] * SEATS
        self._forget()

        self._events.append(
            Event(
                "hand_start",
                None,
                {
                    "dealer": dealer,
                    "lian_zhuang": lian_zhuang,
                    "scores": list(scores),
                    "indicator": self.indicator,
                    "wild": self.roles.wild,
                    "flowers": list(self._flowers),
                    "red": self.roles.red,
                    "wall": self.wall_count,
                },
            )
        )
        start = 0
        dealt: list[list[int]] = [[], [], [], []]
        for seat in self.play_order(dealer):
            size = 14 if seat == dealer else 13
            concealed = self.seats[seat].concealed
            for tile in wall[start : start + size]:
                concealed[tile] += 1
            dealt[seat] = sorted(wall[start : start + size])  # the seat's tiles in canonical order
            start += size
        self.seats[dealer].turns = 1
        self._events.append(
            Event(
                "deal",
                None,
                {"counts": [len(tiles) for tiles in dealt], "wall": self.wall_count},
                {s: {"tiles": dealt[s]} for s in range(SEATS)},
            )
        )

    def _assign_roles(self, indicator: int) -> None:
        """R3–R5: the indicator fixes the wild, the flowers and 红中; the lookups derived from them."""
        self.indicator = indicator
        self.roles, self.reader, self._flowers, self._naturals, self._natural, self._substitute = _role_lookups(
            indicator, self.rules.wild_is_indicator, self.rules.lan_no_wild
        )

    @classmethod
    def from_inputs(cls, rules: Json, seed: int, inputs: Json) -> PaofengHand:
        """Build a hand from its JSON inputs (the signature ``HandRecord.replay`` expects)."""
        return cls(
            _rules_from_json(rules),
            seed,
            dealer=inputs.get("dealer"),
            lian_zhuang=inputs.get("lian_zhuang", 1),
            scores=inputs.get("scores", (0, 0, 0, 0)),
        )

    # -- the contract ------------------------------------------------------------

    @property
    def wall_count(self) -> int:
        """Tiles left in the live wall."""
        return self.tail - self.head

    @staticmethod
    def play_order(first: int) -> list[int]:
        """The seats in turn order starting from ``first`` (R1)."""
        return [(first + i) % SEATS for i in range(SEATS)]

    def to_act(self) -> tuple[int, ...]:
        if self.phase == "turn":
            return (self.current,)
        if self.window is not None:
            return self.window.waiting()
        return ()

    def _why_illegal(self, action: Action) -> IllegalActionError:
        return why_illegal(self, action)

    def _forget(self) -> None:
        # Answers about the current position, remembered until the next apply (None: not asked yet;
        # attributes rather than a dict: one load each on the hot path, and typed). ``apply``'s fast path
        # resets the same itself.
        self._win: bool | None = None
        self._shanten_of: int | None = _NOT_ASKED
        self._flowers_held: list[int] | None = None
        self._kongs_now: list[Action] | None = None
        self._discards: list[int] | None = None
        self._ting: list[int] | None = None

    def apply(self, action: Action) -> list[Event]:
        """``LoggedHand.apply``, with the commonest actions checked and played without the general dispatch.

        Most actions of a hand are plain discards in the seat's own turn (each followed by the next draw or a
        claim window) and answers to a claim window, and a replay repeats them all; the checks here are
        ``_allowed``'s for those kinds, and ``_log`` (with ``_forget``) is inline: a call less on every one of
        them is worth it (the tests hold the resets to ``_forget``'s). Anything else, allowed or not, goes the
        general way (``LoggedHand.apply``), which also explains every refusal.
        """
        kind, phase, seat = action.kind, self.phase, action.seat
        window = self.window
        if phase == "turn":
            if kind != "discard" or seat != self.current or len(action.pieces) != 1 or action.option:
                return super().apply(action)
            tile = action.pieces[0]
            listed = self._discards  # the turn's discards, when they were asked
            if not (tile in listed if listed is not None else self._may_discard(seat, tile)):
                return super().apply(action)
        elif (
            phase != "claim"
            or kind == "tuo_guan"
            or window is None
            or seat in window.answers
            or action not in window.options.get(seat, ())
        ):
            return super().apply(action)
        self._actions.append(action)
        self._legal.clear()
        self._win = None
        self._shanten_of = _NOT_ASKED
        self._flowers_held = None
        self._kongs_now = None
        self._discards = None
        self._ting = None
        events: list[Event] = []
        if phase == "turn":
            self._discard(seat, tile, False, events)
        elif window is not None and window.answer(action):  # ``_answer``, inline
            self._resolve(events)
        self._events.extend(events)
        return events

    def _perform(self, action: Action, events: list[Event]) -> None:
        kind, seat = action.kind, action.seat  # checked legal before it is performed
        if kind == "discard":  # the most common action first (only ever legal in a turn)
            self._discard(seat, action.pieces[0], False, events)
        elif kind == "tuo_guan":
            self._tuo_guan(seat, action.option == "on", events)
        elif self.phase == "claim":
            self._answer(action, events)
        elif kind == "win":
            self._declare_win(seat, events)
        elif kind == "bu_hua":
            self._bu_hua(seat, action.pieces[0], events)
        elif kind == "concealed_kong":
            self._concealed_kong(seat, action.pieces[0], events)
        elif kind == "added_kong":
            self._added_kong(seat, action.pieces[0], events)
        else:
            self._discard(seat, action.pieces[0], kind == "bao_ting", events)

    def view(self, seat: int) -> PaofengView:
        return PaofengView.of(self, seat)

    def time_limit(self, seat: int) -> int:
        """Paofeng's rules set no time limit (a table may still keep its own clock)."""
        return 0

    def default_action(self, seat: int) -> Action | None:
        """What a time-out plays for ``seat`` — R16's 托管 move — or None when nothing is awaited from it.

        In a claim window: 过 (托管 never claims). In the seat's turn, the first
        that fits: set a flower aside, win, use the wild just drawn as a flower
        (when R8 allows it), discard the tile just drawn, else discard the legal
        tile of the highest kind index.
        """
        if seat not in self.to_act():
            return None
        if self.phase == "claim":
            return _PASS[seat]
        flowers = self._flower_options(seat)
        held = [f for f in flowers if f != self.roles.wild]
        if held:
            return _BU_HUA[seat][held[0]]
        if self._win_ok():
            return _WIN[seat]
        if flowers:
            return _BU_HUA[seat][flowers[0]]
        discards = self.legal_discards(seat)
        tile = self.drawn if self.drawn in discards else discards[-1]
        return _DISCARD[seat][tile]

    # -- legal actions: one piece per kind, shared by legal_actions and apply -------------------

    def _compute_legal(self, seat: int) -> list[Action]:
        acts: list[Action] = []
        phase = self.phase
        if phase == "over":
            return acts
        if phase == "turn":
            if seat == self.current:
                # Each kind is asked only when it can apply (what its own check would find first): a win right
                # after a draw or on the dealt 14 while the floor allows a winning shape (``_compute_win_ok``),
                # 补花 with a flower held or the wild just drawn, a kong with a quad or a meld (报听 too), discards and
                # 报听 only with no flower held, 报听 only when the hand may be ready (``_may_be_ready``).
                st = self.seats[seat]
                concealed = st.concealed
                floor = self._floors[seat]
                if floor < 0 and (self.drawn is not None or self.dealt):
                    win = self._win  # ``_win_ok``, read inline
                    if win is None:
                        win = self._win = self._compute_win_ok()
                    if win:
                        acts.append(_WIN[seat])
                first, second = self._flowers
                flower_held = concealed[first] or concealed[second]
                # map over the interned rows: the lists are built in C, with no comprehension frame.
                if flower_held or self.drawn == self.roles.wild:
                    flowers = self._flower_options(seat)
                    if flowers:
                        acts += map(_BU_HUA[seat].__getitem__, flowers)
                # A quad matters to the kongs without a meld and to 报听 above the floor: looked for once.
                quad = (floor > 0 or not st.melds) and 4 in concealed
                # The remembered answers (``_kongs``, ``legal_discards``, ``_ting_discards``) read inline.
                if st.melds or quad:
                    kongs = self._kongs_now
                    if kongs is None:
                        kongs = self._kongs_now = self._compute_kongs(seat)
                    if kongs:
                        acts += kongs
                if not flower_held:
                    discards = self._discards
                    if discards is None:
                        discards = self._discards = self._compute_discards(seat)
                    acts += map(_DISCARD[seat].__getitem__, discards)
                    if not st.bao_ting and (floor <= 0 or quad):
                        ting = self._ting
                        if ting is None:
                            ting = self._ting = self._compute_ting(seat)
                        if ting:
                            acts += map(_BAO_TING[seat].__getitem__, ting)
        elif self.window is not None and seat not in self.window.answers:
            acts += self.window.options.get(seat, ())
        acts.append(_TUO_GUAN[seat][not self.seats[seat].tuo_guan])
        return acts

    def _allowed(self, action: Action) -> bool:
        """Whether ``action`` is in ``legal_actions`` — checked piece by piece, without building the list."""
        seat, kind = action.seat, action.kind
        if not 0 <= seat < SEATS or self.phase == "over":
            return False
        if kind == "tuo_guan":
            return action == _TUO_GUAN[seat][not self.seats[seat].tuo_guan]
        if self.phase == "claim":
            window = self.window
            return window is not None and seat not in window.answers and action in window.options.get(seat, ())
        if seat != self.current or action.option:
            return False
        if kind == "win":
            return not action.pieces and self._win_ok()
        if len(action.pieces) != 1:
            return False
        tile = action.pieces[0]
        if kind == "discard":
            return self._may_discard(seat, tile)
        if kind == "bao_ting":
            return self._may_declare(seat, tile)
        if kind == "bu_hua":
            return tile in self._flower_options(seat)
        if kind in ("concealed_kong", "added_kong"):
            return action in self._kongs(seat)
        return False

    def holds_flower(self, seat: int) -> bool:
        return self.reader.holds_flower(self.seats[seat].concealed)

    def _win_ok(self) -> bool:
        """R17: right after a draw (or on the dealt 14), no flower in hand, a winning shape, and R20."""
        win = self._win
        if win is None:
            win = self._win = self._compute_win_ok()
        return win

    def _shanten(self) -> int | None:
        """The current seat's shanten (−1: a winning shape), or None while it holds a flower.

        One lookup serves both the win check and the 报听 offers of a turn; it becomes the seat's floor.
        """
        shanten = self._shanten_of
        if shanten == _NOT_ASKED:
            seat = self.current
            st = self.seats[seat]
            shanten = self._shanten_of = self.reader.shanten_unless_flower(st.concealed, len(st.melds))
            if shanten is not None:
                self._floors[seat] = shanten
        return shanten

    def _compute_win_ok(self) -> bool:
        if self.drawn is None and not self.dealt:
            return False  # D9: after a chi or pong, a win needs a replacement draw first
        if self._floors[self.current] >= 0 or self._shanten() != -1:
            return False  # no winning shape (R18; the floor may tell without a lookup) or a flower in hand (R17)
        seat = self.current
        st = self.seats[seat]
        if self.drawn is not None:
            return win_failure(self._win_input(seat, self.drawn), self.rules) is None
        return any(
            win_failure(self._win_input(seat, kind), self.rules) is None
            for kind in range(KIND_COUNT)
            if st.concealed[kind]
        )

    def _flower_options(self, seat: int) -> list[int]:
        """R7: each flower kind held; R8: the wild just drawn, when 报听, 听任意张 before the draw, or 托管."""
        known = self._flowers_held
        if known is None:
            known = self._flowers_held = self._compute_flower_options(seat)
        return known

    def _compute_flower_options(self, seat: int) -> list[int]:
        st = self.seats[seat]
        concealed = st.concealed
        first, second = self._flowers
        options = []
        if concealed[first]:
            options.append(first)
        if concealed[second]:
            options.append(second)
        wild = self.roles.wild
        if self.drawn == wild and (st.bao_ting or st.tuo_guan or self._waited_on_any(seat)):
            options.append(wild)
        return options

    def _waited_on_any(self, seat: int) -> bool:
        """Whether the hand just before the last draw was 听任意张 (R8, R19)."""
        st = self.seats[seat]
        before = list(st.concealed)
        before[self.drawn] -= 1  # type: ignore[index]
        return self.reader.waits_on_any(before, len(st.melds))

    def _kongs(self, seat: int) -> list[Action]:
        """R13 (and R21 after 报听: only with the tile just drawn, 暗杠 only if Wt stays the same)."""
        known = self._kongs_now
        if known is None:
            known = self._kongs_now = self._compute_kongs(seat)
        return known

    def _compute_kongs(self, seat: int) -> list[Action]:
        st = self.seats[seat]
        concealed = st.concealed
        acts: list[Action] = []
        if st.bao_ting:
            tile = self.drawn
            if tile is None:
                return acts
            if concealed[tile] == 4 and self._natural[tile] and self._keeps_waits(seat, tile, drawn=True):
                acts.append(_CONCEALED_KONG[seat][tile])
            if any(m.kind == "pong" and m.tile == tile for m in st.melds):
                acts.append(_ADDED_KONG[seat][tile])
            return acts
        if 4 in concealed:
            acts += [_CONCEALED_KONG[seat][k] for k in self._naturals if concealed[k] == 4]
        for meld in st.melds:
            if meld.kind == "pong" and concealed[meld.tile]:
                acts.append(_ADDED_KONG[seat][meld.tile])
        return acts

    def _keeps_waits(self, seat: int, tile: int, *, drawn: bool) -> bool:
        """R21 (ii)/(3): with three ``tile`` of L made a kong, Wt(L′) = Wt(L)."""
        st = self.seats[seat]
        after = list(st.concealed)
        after[tile] -= 4 if drawn else 3
        return self.reader.waits(after, len(st.melds) + 1) == st.locked

    def legal_discards(self, seat: int) -> list[int]:
        """R12: concealed tiles except wilds and flowers (none while a flower is held), the 吐牌 bar (R14,
        lifted when nothing else is left) and, after 报听, any tile but the one just drawn (R21)."""
        known = self._discards
        if known is None:
            known = self._discards = self._compute_discards(seat)
        return known

    def _compute_discards(self, seat: int) -> list[int]:
        st = self.seats[seat]
        concealed = st.concealed
        first, second = self._flowers
        if concealed[first] or concealed[second]:
            return []  # a flower must be set aside first (R7)
        if st.bao_ting:
            tile = self.drawn
            return [tile] if tile is not None and self._natural[tile] and concealed[tile] else []
        tiles = list(compress(_KINDS, concealed))  # the kinds held (the loop in C); no flower (see above)
        if concealed[self.roles.wild]:
            tiles.remove(self.roles.wild)
        if self.tu_bar and self.claimed_tile in tiles and len(tiles) > 1:
            tiles.remove(self.claimed_tile)
        return tiles

    def _may_discard(self, seat: int, tile: int) -> bool:
        """``tile in self.legal_discards(seat)`` without building the list (``apply`` checks every discard)."""
        if self._discards is not None or self.tu_bar:
            return tile in self.legal_discards(seat)
        st = self.seats[seat]
        concealed = st.concealed
        first, second = self._flowers
        if not 0 <= tile < KIND_COUNT or not concealed[tile] or concealed[first] or concealed[second]:
            return False
        if st.bao_ting and tile != self.drawn:
            return False
        return self._natural[tile]

    def _ting_discards(self, seat: int) -> list[int]:
        """R21 (1): the discards that may declare 报听 — L keeps a wait (every wait, if it must 跑风)."""
        known = self._ting
        if known is None:
            known = self._ting = self._compute_ting(seat)
        return known

    def _compute_ting(self, seat: int) -> list[int]:
        """``_leaves_wait`` of every discard; from a winning shape all of them, else (unless it must 跑风)
        the reader's one pass over the discards."""
        discards = self._discards  # ``legal_discards``, read inline (the legal list has just asked it)
        if discards is None:
            discards = self.legal_discards(seat)
        if not discards or not self._may_be_ready(seat):
            return []
        st = self.seats[seat]
        if st.concealed[self.roles.wild] and not self.rules.wild_may_win_plain:
            return [tile for tile in discards if self._leaves_wait(seat, tile)]
        if self._shanten_of == -1:
            return list(discards)
        return self.reader.ready_discards(st.concealed, len(st.melds), discards)

    def _may_declare(self, seat: int, tile: int) -> bool:
        """``tile in self._ting_discards(seat)`` without building the list (a replay checks each 报听 alone)."""
        if self._ting is not None:
            return tile in self._ting
        return self._may_discard(seat, tile) and self._may_be_ready(seat) and self._leaves_wait(seat, tile)

    def _may_be_ready(self, seat: int) -> bool:
        """Whether some discard of the current seat, which holds no flower, may leave a wait (R21)."""
        st = self.seats[seat]
        if st.bao_ting:
            return False
        # Not when not ready (the floor may tell without a lookup), unless a quad waits on a fifth tile (R18).
        return not ((self._floors[seat] > 0 or self._shanten() > 0) and 4 not in st.concealed)  # type: ignore[operator]

    def _leaves_wait(self, seat: int, tile: int) -> bool:
        """R21 (1): discarding ``tile`` leaves a hand L with a wait — every wait, if it must 跑风 (R20)."""
        st = self.seats[seat]
        rest = list(st.concealed)
        rest[tile] -= 1
        if rest[self.roles.wild] and not self.rules.wild_may_win_plain:  # it must 跑风: Wt = U (R20)
            return len(self.reader.waits(rest, len(st.melds))) == len(self.roles.waitable)
        # From a winning shape every discard waits: on the tile discarded (a natural kind of U).
        return self._shanten_of == -1 or self.reader.is_ready(rest, len(st.melds))

    def _claim_options(self, seat: int, tile: int, feeder: int) -> list[Action]:
        """R11, R16, R21 (3): what ``seat`` may claim on ``feeder``'s discard of ``tile`` (besides 过)."""
        st = self.seats[seat]
        if st.tuo_guan:
            return []
        held = st.concealed[tile]
        if st.bao_ting:
            return [_EXPOSED_KONG[seat][tile]] if held == 3 and self._keeps_waits(seat, tile, drawn=False) else []
        acts = []
        if held == 3:
            acts.append(_EXPOSED_KONG[seat][tile])
        if held >= 2 and self._discard_left(seat, (tile, tile), tile):
            acts.append(_PONG[seat][tile])
        if seat == (feeder + 1) % SEATS and tile < SUITED_KIND_COUNT:
            acts += self._chis(seat, tile)
        return acts

    def _chis(self, seat: int, tile: int) -> list[Action]:
        """R11: sequences with two concealed tiles; a concealed 红中 may stand for W (R5).

        A suited face has one possible provider: its natural tile, or for W's
        face (never a natural tile) a 红中 under 红中配.
        """
        concealed = self.seats[seat].concealed
        wild = self.roles.wild
        red = RED if self._substitute and concealed[RED] else None
        acts = []
        for a, b in _CHI_FACES[tile]:
            pa = red if a == wild else (a if concealed[a] else None)
            pb = red if b == wild else (b if concealed[b] else None)
            if pa is not None and pb is not None and self._discard_left(seat, (pa, pb), tile):
                acts.append(_chi(seat, *sorted((pa, pb))))
        return acts

    def _discard_left(self, seat: int, used: tuple[int, int], tile: int) -> bool:
        """D11: after the chi or pong the claimer still has a legal discard (the 吐牌 bar not lifted here)."""
        st = self.seats[seat]
        concealed = st.concealed
        wild, (first, second) = self.roles.wild, self._flowers
        left = sum(concealed) - concealed[wild] - concealed[first] - concealed[second] - len(used)
        if self._tu_barred(st.claims + 1):
            left -= concealed[tile] - used.count(tile)
        return left > 0

    def _tu_barred(self, claim_number: int) -> bool:
        """R14: whether 吐牌 is forbidden in the turn of the seat's ``claim_number``-th chi or pong."""
        mode = self.rules.tu_pai
        return mode == "limited" or (mode == "first_two_free" and claim_number >= 3)

    # -- turns ----------------------------------------------------------------------

    def _begin_turn(self, seat: int, *, claimed: int | None = None) -> None:
        self.phase = "turn"
        self.window = None
        self.current = seat
        self.drawn = None
        self.dealt = False
        self.claimed_tile = claimed
        self.tu_bar = claimed is not None and self._tu_barred(self.seats[seat].claims)
        self.replacements = 0
        self.turn_bu_hua = 0
        self.seats[seat].turns += 1

    def _draw(self, seat: int, replacement: bool, events: list[Event]) -> None:
        """R2 (5): a normal draw from the front, a replacement from the back; R15: an empty wall ends the hand.

        R9: after 报听 or in 托管 a drawn flower is set aside at once and replaced.
        """
        st = self.seats[seat]
        while True:
            if self.head >= self.tail:
                self._liu_ju(events)
                return
            if replacement:
                self.tail -= 1
                tile = self.wall[self.tail]
                self.replacements += 1
            else:
                tile = self.wall[self.head]
                self.head += 1
            st.concealed[tile] += 1
            self.drawn = tile
            events.append(
                Event("draw", seat, {"replacement": replacement, "wall": self.tail - self.head}, {seat: {"tile": tile}})
            )
            if tile in self._flowers:
                if st.bao_ting or st.tuo_guan:
                    self._set_aside(seat, tile, events, auto=True)
                    replacement = True
                    continue
            elif tile != self.roles.wild or st.concealed[tile] > 1:
                self._floors[seat] -= 1  # one more tile lowers a shanten by one at most
            else:
                self._floors[seat] = _NO_FLOOR  # the first wild lifts the four-copy limit (see _floors)
            return

    def _set_aside(self, seat: int, tile: int, events: list[Event], *, auto: bool) -> None:
        st = self.seats[seat]
        st.take(tile)
        st.flowers.append(tile)
        st.bu_hua += 1
        self.turn_bu_hua += 1
        events.append(Event("bu_hua", seat, {"tile": tile, "auto": auto}))

    def _bu_hua(self, seat: int, tile: int, events: list[Event]) -> None:
        """R7, R8: a flower (or the wild just drawn) goes face up to the flower area; a replacement follows."""
        self.dealt = False
        self._set_aside(seat, tile, events, auto=False)
        self._draw(seat, True, events)

    def _concealed_kong(self, seat: int, tile: int, events: list[Event]) -> None:
        """R13: four concealed tiles, face down; a replacement follows."""
        self.dealt = False
        self._floors[seat] = _NO_FLOOR
        st = self.seats[seat]
        st.take(tile, 4)
        st.melds.append(Meld("concealed_kong", tile))
        events.append(Event("concealed_kong", seat, {}, {seat: {"tile": tile}}))
        self._draw(seat, True, events)

    def _added_kong(self, seat: int, tile: int, events: list[Event]) -> None:
        """R13: a concealed tile added to the seat's own pong (never robbed); a replacement follows."""
        self.dealt = False
        self._floors[seat] = _NO_FLOOR
        st = self.seats[seat]
        st.take(tile)
        index = next(i for i, m in enumerate(st.melds) if m.kind == "pong" and m.tile == tile)
        pong = st.melds[index]
        st.melds[index] = pong.added(tile)
        events.append(Event("added_kong", seat, {"tile": tile}))
        self._draw(seat, True, events)

    def _discard(self, seat: int, tile: int, ting: bool, events: list[Event]) -> None:
        """R10, R12, R21: the turn ends with a discard (perhaps declaring 报听); the others may claim it."""
        st = self.seats[seat]
        st.concealed[tile] -= 1
        st.river.append(tile)
        if ting:
            st.bao_ting = True
            st.locked = self.reader.waits(st.concealed, len(st.melds))
        events.append(Event("discard", seat, {"tile": tile, "bao_ting": ting}))
        self.drawn = None
        self.dealt = False
        options: dict[int, list[Action]] = {}
        seats = self.seats
        after = _AFTER[seat]
        wild = self.roles.wild
        for other in after:
            held = seats[other].concealed
            if held[tile] < 2:  # no pong or kong; chi is only for the 下家 (R11), with both other faces at hand
                if other != after[0] or tile >= SUITED_KIND_COUNT:
                    continue
                for a, b in _CHI_FACES[tile]:
                    if (held[a] or a == wild) and (held[b] or b == wild):  # W's face: perhaps a 红中 (_chis)
                        break
                else:
                    continue
            claims = self._claim_options(other, tile, seat)
            if claims:
                options[other] = [*claims, _PASS[other]]
        if options:
            self.phase = "claim"
            self.window = ClaimWindow(seat, tile, options)
        else:  # R10 (b): the next seat's turn begins with a normal draw
            self._begin_turn(after[0])
            self._draw(after[0], False, events)

    def _answer(self, action: Action, events: list[Event]) -> None:
        window = self.window
        assert window is not None
        if window.answer(action):
            self._resolve(events)

    def _resolve(self, events: list[Event]) -> None:
        """R11 (D10): a pong or 明杠 beats a chi; with no claim the discarder's 下家 draws."""
        window = self.window
        assert window is not None
        claim = None
        for answer in window.answers_from(_AFTER[window.seat]):  # in play order after the discarder
            if answer.kind in ("pong", "exposed_kong"):
                claim = answer
                break
            if answer.kind == "chow" and claim is None:
                claim = answer
        if claim is None:  # R10 (b): the discarder's 下家 begins its turn with a normal draw
            self._begin_turn(_AFTER[window.seat][0])
            self._draw(_AFTER[window.seat][0], False, events)
            return
        seat, tile, feeder = claim.seat, window.tile, window.seat
        st = self.seats[seat]
        self.seats[feeder].river.pop()
        st.claimed = True
        self._floors[seat] = _NO_FLOOR
        if claim.kind == "chow":
            for t in claim.pieces:
                st.take(t)
            face = min(self.roles.wild if t == RED else t for t in (tile, *claim.pieces))
            meld = _claimed_meld("chow", face, feeder, tile, tuple(sorted((tile, *claim.pieces))))
        else:
            st.take(tile, 2 if claim.kind == "pong" else 3)
            meld = _claimed_meld(claim.kind, tile, feeder, tile, ())
        st.melds.append(meld)
        self.kous.append(_KOUS[seat][feeder][claim.kind == "chow"])
        if claim.kind != "exposed_kong":
            st.claims += 1
        events.append(
            Event(claim.kind, seat, {"tile": tile, "from": feeder, "face": meld.tile, "tiles": list(meld.tiles)})
        )
        if claim.kind == "exposed_kong":
            self._begin_turn(seat)
            self._draw(seat, True, events)
        else:
            self._begin_turn(seat, claimed=tile)

    def _tuo_guan(self, seat: int, on: bool, events: list[Event]) -> None:
        """R16: a seat switching 托管 on in an open claim window passes (托管 never claims)."""
        self.seats[seat].tuo_guan = on
        events.append(Event("tuo_guan", seat, {"on": on}))
        window = self.window
        if (
            on
            and self.phase == "claim"
            and window is not None
            and seat in window.options
            and seat not in window.answers
        ):
            self._answer(_PASS[seat], events)

    # -- the win and the end of the hand ---------------------------------------------

    def _win_input(self, seat: int, tile: int) -> WinInput:
        st = self.seats[seat]
        return WinInput(
            concealed=tuple(st.concealed),
            win_tile=tile,
            roles=self.roles,
            melds=tuple(st.melds),
            replacements=self.replacements,
            bao_ting=st.bao_ting,
            first_turn=st.turns == 1 and not st.claimed,
            dealer=seat == self.dealer,
            lian_zhuang=self.lian_zhuang,
            bu_hua=st.bu_hua - self.turn_bu_hua,
        )

    def _declare_win(self, seat: int, events: list[Event]) -> None:
        """R17, §3.1: score the win, settle it (包, 底花, the 打板子 cap) and end the hand."""
        if self.drawn is None:
            dealt = best_dealt_win(self._win_input(seat, 0), self.rules)
            assert dealt is not None, "R17: a win is only offered when it is legal"
            tile, score = dealt
        else:
            tile, score = self.drawn, score_win(self._win_input(seat, self.drawn), self.rules)
        bao = bao_for(self.kous, seat)
        remaining = None
        if self.rules.game_mode == "board":
            remaining = [self.rules.board_limit + s for s in self.scores]
        lines = tuple(
            self.ledger.pay(payer, seat, amount, reasons)
            for payer, amount, reasons in win_payments(
                score.total, seat, self.dealer, bao, self.rules, remaining=remaining
            )
        )
        self.win = WinRecord(seat, tile, score, bao, lines, self.replacements)
        st = self.seats[seat]
        data = self.win.to_json()
        data["hand"] = st.tiles()
        data["melds"] = [meld_json(m) for m in st.melds]
        events.append(Event("win", seat, data))
        self._end("win", seat, events)

    def _liu_ju(self, events: list[Event]) -> None:
        """R15: a draw is needed and the wall is empty; nobody pays, the dealer deals again."""
        events.append(Event("liu_ju", None, {}))
        self._end("liu_ju", self.dealer, events)

    def _end(self, reason: str, next_dealer: int, events: list[Event]) -> None:
        """R24, R25: the winner (or, after 流局, the dealer) deals next; N grows when the dealer stays."""
        self.phase = "over"
        self.window = None
        self.end_reason = reason
        self.next_dealer = next_dealer
        self.next_lian_zhuang = self.lian_zhuang + 1 if next_dealer == self.dealer else 1
        events.append(
            Event(
                "hand_end",
                None,
                {
                    "reason": reason,
                    "totals": self.ledger.totals(),
                    "next_dealer": next_dealer,
                    "next_lian_zhuang": self.next_lian_zhuang,
                    "hands": [st.tiles() for st in self.seats],
                    "melds": [[meld_json(m) for m in st.melds] for st in self.seats],
                },
            )
        )
