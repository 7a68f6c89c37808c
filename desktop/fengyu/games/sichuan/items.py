"""道具 items (spec §6.3, D26): what each does, when it may be used, once per hand.

Items change tiles or reveal information; they never change scores, W or the
turn order. Their use (not their result) is announced to every seat.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from fengyu.core.protocol import Action, Event
from fengyu.core.tiles import SUITED_KIND_COUNT

if TYPE_CHECKING:
    from fengyu.games.sichuan.engine import SichuanHand
    from fengyu.games.sichuan.seat import SeatState

ITEMS = ("qian_kun_da_nuo_yi", "tou_tian_huan_ri", "yi_hua_jie_mu", "qian_li_yan", "shun_feng_er", "jin_shou_zhi")
"""The six 道具, in the seed's order."""


@dataclass(frozen=True, slots=True)
class ItemNote:
    """What a seat's last item told it, privately, for the table to keep showing (resumes included).

    ``tile``: 顺风耳's next tile, the kind 千里眼 looked for (``quarter`` of the wall holding it, None when
    none is left), the kind 偷天换日 wanted when there was none (``rejected``); ``given`` and ``received``:
    the tiles a swap exchanged.
    """

    item: str
    tile: int | None = None
    quarter: int | None = None
    given: int | None = None
    received: int | None = None
    rejected: bool = False


def item_actions(hand: SichuanHand, seat: int) -> list[Action]:
    """The item uses open to ``seat`` now (乾坤大挪移 is a hand input, never an action)."""
    st = hand.seats[seat]
    used = st.items_used
    acts: list[Action] = []
    wall = hand.wall_count
    if hand.phase == "turn" and seat == hand.current and wall >= 1 and not hand.frozen(seat):
        held = [k for k in range(SUITED_KIND_COUNT) if st.concealed[k]]
        if "tou_tian_huan_ri" not in used:
            acts += [
                Action(seat, "item", (x, y), "tou_tian_huan_ri")
                for x in held
                for y in range(SUITED_KIND_COUNT)
                if y != x
            ]
        if "yi_hua_jie_mu" not in used:
            acts += [Action(seat, "item", (x,), "yi_hua_jie_mu") for x in held]
    if hand.active(seat) and wall >= 1:
        if "qian_li_yan" not in used:
            acts += [Action(seat, "item", (y,), "qian_li_yan") for y in range(SUITED_KIND_COUNT)]
        if "shun_feng_er" not in used:
            acts.append(Action(seat, "item", (), "shun_feng_er"))
    if "jin_shou_zhi" not in used:
        acts.append(Action(seat, "item", (), "jin_shou_zhi"))
    return acts


def use_item(hand: SichuanHand, action: Action, events: list[Event]) -> None:
    """Apply one item use; a failed precondition rejects it without consuming it."""
    seat, item = action.seat, action.option
    st = hand.seats[seat]
    wall, head = hand.wall, hand.head
    remaining = wall[head : hand.tail]
    private: dict[str, Any] = {}
    if item == "tou_tian_huan_ri":
        given, wanted = action.pieces
        if wanted not in remaining:
            events.append(Event("item_rejected", seat, {"item": item}, {seat: {"kind": wanted}}))
            st.item_note = ItemNote(item, wanted, rejected=True)
            return
        index = head + remaining.index(wanted)
        _swap(hand, st, given, index)
        private = {"given": given, "received": wanted}
    elif item == "yi_hua_jie_mu":
        (given,) = action.pieces
        index = head + hand.rng.randint(0, hand.wall_count - 1)  # R4a step 5
        received = wall[index]
        _swap(hand, st, given, index)
        private = {"given": given, "received": received}
    elif item == "qian_li_yan":
        (kind,) = action.pieces
        position = remaining.index(kind) if kind in remaining else None
        private = {"kind": kind, "quarter": None if position is None else 4 * position // len(remaining)}
    elif item == "shun_feng_er":
        private = {"next": wall[head]}
    st.items_used.add(item)
    if item == "jin_shou_zhi":
        hand.golden.add(seat)
    if private:
        st.item_note = ItemNote(
            item,
            private.get("next", private.get("kind")),
            private.get("quarter"),
            private.get("given"),
            private.get("received"),
        )
    events.append(Event("item_used", seat, {"item": item}, {seat: private} if private else {}))


def qian_kun(hand: SichuanHand, user: int) -> None:
    """乾坤大挪移: after the shuffle, steer the user's deal towards one suit (R4a step 3)."""
    suit = hand.rng.randint(0, 2)
    position = (user - hand.dealer) % 4
    deal = [16 * r + 4 * position + i for r in range(3) for i in range(4)] + [48 + position]
    if position == 0:
        deal.append(52)
    rest = list(range(53, len(hand.wall)))
    wall = hand.wall

    def same(i: int) -> bool:
        return wall[i] // 9 == suit

    while sum(same(i) for i in deal) < 10:
        giver = max((i for i in rest if same(i)), default=None)
        if giver is None:
            break
        taker = min(i for i in deal if not same(i))
        wall[giver], wall[taker] = wall[taker], wall[giver]


def _swap(hand: SichuanHand, st: SeatState, given: int, index: int) -> None:
    """Exchange a concealed tile with a wall tile; no 自摸 until the next discard (D26)."""
    received = hand.wall[index]
    st.take(given)
    st.add(received)
    hand.wall[index] = given
    st.no_self_draw = True
