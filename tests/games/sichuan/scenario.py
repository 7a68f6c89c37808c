"""Put a Sichuan hand into an exact situation, for the rule tests.

``rigged`` builds a real ``SichuanHand`` and then sets the tiles: each seat's
concealed hand and melds, the void suits, the tiles the next normal draws will
take (``draws``) and the next replacement draws (``tail``), and how many tiles
the wall holds. Every tile not placed goes to the wall or, when the wall is to
be short, to the rivers — so the 108 tiles stay conserved. From then on the
tests use only the public API (``legal_actions``, ``apply``, ``view``, the ledger).
"""

from __future__ import annotations

from collections.abc import Sequence

from fengyu.core.protocol import Action, Event
from fengyu.core.tiles import SUITED_KIND_COUNT, Tile, parse_tiles, to_counts
from fengyu.games.sichuan.engine import SichuanHand
from fengyu.games.sichuan.rules import SichuanRules
from fengyu.mahjong.melds import Meld, MeldKind


def T(text: str) -> int:  # noqa: N802 - reads like the notation in the spec
    """The kind index of one tile in notation (``T("5m")``)."""
    return int(Tile.parse(text))


def tiles(text: str) -> list[int]:
    return [int(t) for t in parse_tiles(text)]


def meld(kind: MeldKind, tile: str, source: int | None = None) -> Meld:
    return Meld(kind, T(tile), source)


def rigged(
    rules: SichuanRules | None = None,
    *,
    hands: Sequence[str | None],
    melds: dict[int, list[Meld]] | None = None,
    voids: str | None = "ssss",
    draws: str = "",
    tail: str = "",
    wall: int | None = None,
    current: int = 0,
    dealer: int = 0,
    drawn: str | None = None,
    won: Sequence[int] = (),
    first_turn: bool = False,
    quiet: bool = False,
    draws_made: int = 5,
    coins: Sequence[int] | None = None,
) -> SichuanHand:
    """A hand in the turn phase of ``current``, who holds ``hands[current]`` (14 − 3k tiles).

    ``drawn`` names the tile the current seat just drew (it must be in its hand);
    ``voids`` gives each seat's 定缺 suit (``None``: no declaration made). A hand
    given as ``None`` is *inert*: 13 − 3k tiles of the seat's own void suit, so it
    can never pong, kong or win.
    """
    rules = rules or SichuanRules()
    hand = SichuanHand(rules.replace(huan_san_zhang="off"), 0, dealer=dealer, coins=coins)
    hand.rules = rules
    melds = melds or {}
    used = [0] * SUITED_KIND_COUNT
    for text in hands:
        if text is not None:
            for tile in parse_tiles(text):
                used[tile] += 1
    for m in (m for ms in melds.values() for m in ms):
        used[m.tile] += m.size
    for t in (*tiles(draws), *tiles(tail)):
        used[t] += 1
    inert = {}
    for seat, text in enumerate(hands):
        if text is None:
            assert voids is not None, "an inert seat needs a void suit"
            base = 9 * "mps".index(voids[seat])
            pool = [k for k in range(base, base + 9) for _ in range(4 - used[k])]
            inert[seat] = pool[: (14 if seat == current else 13) - 3 * len(melds.get(seat, []))]
            for t in inert[seat]:
                used[t] += 1
    used = [0] * SUITED_KIND_COUNT
    for seat, text in enumerate(hands):
        st = hand.seats[seat]
        st.concealed = to_counts(inert[seat]) if text is None else to_counts(parse_tiles(text))
        st.win_possible = None
        st.melds = list(melds.get(seat, []))
        st.void = st.void_choice = voids[seat] if voids else None
        st.won = seat in won
        st.draws = draws_made
        st.turn_draws = []
        for k in range(SUITED_KIND_COUNT):
            used[k] += st.concealed[k]
        for m in st.melds:
            used[m.tile] += m.size
    head, back = tiles(draws), tiles(tail)
    for t in (*head, *back):
        used[t] += 1
    if max(used) > 4:
        raise ValueError(f"scenario uses more than four copies: {used}")
    rest = [k for k in range(SUITED_KIND_COUNT) for _ in range(4 - used[k])]
    size = len(head) + len(back) + len(rest) if wall is None else wall
    filler = size - len(head) - len(back)
    if filler < 0:
        raise ValueError("the wall is smaller than the tiles placed in it")
    spare, rest = rest[filler:], rest[:filler]
    for i, t in enumerate(spare):
        hand.seats[i % 4].river.append(t)
    hand.wall = [*head, *rest, *reversed(back)]
    hand.head, hand.tail = 0, len(hand.wall)
    hand.phase = "turn"
    hand.window = None
    hand.current = current
    hand.dealer = dealer
    hand.turn_drawn = True
    hand.must_discard = False
    hand.after_kong = False
    hand.first_turn = first_turn
    hand.quiet = quiet
    if drawn is not None:
        hand.seats[current].turn_draws = [T(drawn)]
        hand.seats[current].win_possible_at_draw = True
    hand._legal.clear()
    hand._discards = None
    return hand


def act(hand: SichuanHand, seat: int, kind: str, tile: str | None = None, option: str = "") -> list[Event]:
    """Apply one action by name (``act(h, 0, "discard", "5m")``)."""
    pieces = (T(tile),) if tile else ()
    return hand.apply(Action(seat, kind, pieces, option))


def kinds(hand: SichuanHand, seat: int) -> set[str]:
    return {a.kind for a in hand.legal_actions(seat)}


def census(hand: SichuanHand) -> list[int]:
    """Every tile's location counted: must stay four of each kind."""
    counts = [0] * SUITED_KIND_COUNT
    for st in hand.seats:
        for k in range(SUITED_KIND_COUNT):
            counts[k] += st.concealed[k]
        for m in st.melds:
            counts[m.tile] += m.size
        for t in (*st.river, *st.won_tiles):
            counts[t] += 1
    for t in hand.wall[hand.head : hand.tail]:
        counts[t] += 1
    return counts
