"""Put a Paofeng hand into an exact situation, for the rule tests.

``rigged`` builds a real ``PaofengHand`` and then sets the tiles: the wild
kind (the indicator is made to point at it), each seat's concealed hand and
melds, the 补花 already made, the tiles the next normal draws will take
(``draws``) and the next replacement draws (``tail``), and how many tiles the
live wall holds. Every tile not placed goes to the wall or, when the wall is to
be short, to the rivers — so the 136 tiles stay conserved. From then on the
tests use only the public API (``legal_actions``, ``apply``, ``view``, the ledger).

Hands are written in the spec's notation; a wild is written as W's kind
(``"3s"`` when W = 3s) and 红中 as ``7z``. A hand given as ``None`` is *inert*:
13 − 3k tiles of different faces (it never pongs), spaced within each suit as
far as the remaining tiles allow (so it seldom can chi).
"""

from __future__ import annotations

from collections.abc import Sequence

from fengyu.core.protocol import Action, Event
from fengyu.core.tiles import KIND_COUNT, Tile, parse_tiles, to_counts
from fengyu.games.paofeng.analysis import reader
from fengyu.games.paofeng.bao import Kou
from fengyu.games.paofeng.engine import LIVE_WALL, PaofengHand
from fengyu.games.paofeng.melds import Meld, MeldKind
from fengyu.games.paofeng.roles import RED, WINDS, TileRoles
from fengyu.games.paofeng.rules import PaofengRules
from fengyu.mahjong.shapes import SPACED

A, B, C, D = 0, 1, 2, 3


def T(text: str) -> int:  # noqa: N802 - reads like the notation in the spec
    """The kind index of one tile in notation (``T("5m")``)."""
    return int(Tile.parse(text))


def tiles(text: str) -> list[int]:
    return [int(t) for t in parse_tiles(text)]


def meld(kind: MeldKind, face: str, source: int | None = None) -> Meld:
    """A meld of natural tiles: ``meld("chow", "3m", A)`` is 345m chi'd from A; ``meld("pong", "1z", D)``."""
    return Meld(kind, T(face), source)


def indicator_for(wild: int) -> int:
    """The indicator whose successor is ``wild`` (R3)."""
    if wild < 27:
        return wild + 8 if wild % 9 == 0 else wild - 1
    if wild in WINDS:
        return WINDS[(WINDS.index(wild) - 1) % 4]
    return {T("5z"): T("7z"), T("6z"): T("5z"), T("7z"): T("6z")}[wild]


def rigged(
    rules: PaofengRules | None = None,
    *,
    hands: Sequence[str | None],
    wild: str = "3s",
    melds: dict[int, list[Meld]] | None = None,
    bu_hua: dict[int, int] | None = None,
    draws: str = "",
    tail: str = "",
    wall: int | None = None,
    current: int = 0,
    dealer: int = 0,
    drawn: str | None = None,
    dealt: bool = False,
    first_turn: bool = False,
    bao_ting: Sequence[int] = (),
    tuo_guan: Sequence[int] = (),
    lian_zhuang: int = 1,
    scores: Sequence[int] = (0, 0, 0, 0),
) -> PaofengHand:
    """A hand in the turn of ``current``, who holds ``hands[current]`` (14 − 3k tiles).

    ``drawn`` names the tile the current seat just drew (it must be in its
    hand); ``dealt`` makes it the dealer's first turn on the dealt 14 instead.
    With ``first_turn`` the current seat is in its first turn (起手胡 possible),
    otherwise every seat has played several turns. ``bu_hua`` gives each seat's
    earlier 补花 (flower tiles put in its flower area). ``bao_ting`` seats have
    declared 报听 on their hand (minus ``drawn`` for the current seat).
    """
    rules = rules or PaofengRules()
    hand = PaofengHand(rules, 0, dealer=dealer, lian_zhuang=lian_zhuang, scores=tuple(scores))
    w = T(wild)
    hand._assign_roles(w if rules.wild_is_indicator else indicator_for(w))
    roles = hand.roles
    melds = melds or {}
    used = [0] * KIND_COUNT
    used[hand.indicator] += 1
    explicit = [*(t for text in hands if text is not None for t in tiles(text)), *tiles(draws), *tiles(tail)]
    for t in explicit:
        used[t] += 1
    for m in (m for ms in melds.values() for m in ms):
        for t in m.tiles:
            used[t] += 1
    flower_areas = {}
    for seat, count in (bu_hua or {}).items():
        pool = [f for f in sorted(roles.flowers) for _ in range(4 - used[f])]
        flower_areas[seat] = pool[:count]
        for t in flower_areas[seat]:
            used[t] += 1
    concealed = {}
    for seat, text in enumerate(hands):
        size = (14 if seat == current else 13) - 3 * len(melds.get(seat, []))
        concealed[seat] = tiles(text) if text is not None else _inert(size, used, roles)
        if len(concealed[seat]) != size:
            raise ValueError(f"seat {seat} holds {len(concealed[seat])} tiles, not {size}")
    if max(used) > 4:
        raise ValueError(f"scenario uses more than four copies: {used}")
    for seat, st in enumerate(hand.seats):
        st.concealed = to_counts(concealed[seat])
        st.melds = list(melds.get(seat, []))
        st.flowers = list(flower_areas.get(seat, []))
        st.bu_hua = len(st.flowers)
        st.claims = sum(1 for m in st.melds if m.kind in ("chow", "pong", "added_kong"))
        st.claimed = any(m.source is not None for m in st.melds)
        st.turns = 1 if first_turn and seat == current else 5
        st.tuo_guan = seat in tuo_guan
    hand.kous = [
        Kou(seat, m.source, "chi" if m.kind == "chow" else "dui")
        for seat, ms in melds.items()
        for m in ms
        if m.source is not None
    ]
    head, back = tiles(draws), tiles(tail)
    rest = [k for k in range(KIND_COUNT) for _ in range(4 - used[k])]
    size = len(head) + len(back) + len(rest) if wall is None else wall
    filler = size - len(head) - len(back)
    if filler < 0:
        raise ValueError("the wall is smaller than the tiles placed in it")
    spare, rest = rest[filler:], rest[:filler]
    for i, t in enumerate(spare):
        hand.seats[i % 4].river.append(t)
    hand.wall = [hand.indicator] * LIVE_WALL + [*head, *rest, *reversed(back)]
    hand.head, hand.tail = LIVE_WALL, len(hand.wall)
    hand.phase = "turn"
    hand.window = None
    hand.current = current
    hand.drawn = T(drawn) if drawn is not None else None
    hand.dealt = dealt
    hand.claimed_tile = None
    hand.tu_bar = False
    hand.replacements = 0
    hand.turn_bu_hua = 0
    for seat in bao_ting:
        st = hand.seats[seat]
        locked = list(st.concealed)
        if seat == current and hand.drawn is not None:
            locked[hand.drawn] -= 1
        st.bao_ting = True
        st.locked = reader(roles, rules.lan_no_wild).waits(locked, len(st.melds))
    hand._legal.clear()
    hand._forget()
    return hand


def _inert(size: int, used: list[int], roles: TileRoles) -> list[int]:
    """``size`` tiles of different faces (never a pong), spaced within a suit as far as the tiles allow.

    Per suit the largest spaced set of ranks still available (no chi), then the
    honours, then other single faces if the hand is still short.
    """
    usable = [k for k in range(KIND_COUNT) if used[k] < 4 and roles.natural(k) and k != RED]
    chosen: list[int] = []
    for suit in range(3):
        free = [r for r in range(9) if 9 * suit + r in usable]
        mask = max((m for m in SPACED if all(r in free for r in range(9) if m >> r & 1)), key=int.bit_count)
        chosen += [9 * suit + r for r in range(9) if mask >> r & 1]
    chosen += [k for k in usable if k >= 27]
    chosen += [k for k in usable if k not in chosen]
    if len(chosen) < size:
        raise ValueError("no inert hand left: give this seat's tiles")
    chosen = chosen[:size]
    for kind in chosen:
        used[kind] += 1
    return chosen


def act(hand: PaofengHand, seat: int, kind: str, *tiles_: str, option: str = "") -> list[Event]:
    """Apply one action by name (``act(h, B, "discard", "5m")``, ``act(h, B, "chow", "2s", "7z")``)."""
    return hand.apply(Action(seat, kind, tuple(sorted(T(t) for t in tiles_)), option))


def kinds(hand: PaofengHand, seat: int) -> set[str]:
    return {a.kind for a in hand.legal_actions(seat)}


def options(hand: PaofengHand, seat: int, kind: str) -> list[str]:
    """The tiles named by the legal actions of one kind, in notation (``["1p", "4s"]``)."""
    return ["".join(str(Tile(t)) for t in a.pieces) for a in hand.legal_actions(seat) if a.kind == kind]


def payments(hand: PaofengHand) -> dict[int, int]:
    """What each loser paid the winner."""
    return {line.payer: line.amount for line in hand.ledger.lines}
