"""What each seat may not know, per game, taken from the host's engine at the moment a frame is sent.

``Secrets`` lists the pieces a seat must never see: multisets (another seat's
concealed hand, an unseen kitty) that no list in a frame may equal, and the
order of the pieces still to be drawn or dealt, no run of which may appear in
a frame. Each game says where its secrets live; the scan itself is generic.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from fengyu.games.guafeng.cardsets import expand
from fengyu.games.guafeng.engine import BURY, DEAL, PLAY, SWAP, ZHAN_WINDOW
from fengyu.net.host import Host


@dataclass(frozen=True, slots=True)
class Secrets:
    multisets: list[list[int]] = field(default_factory=list)
    """Sorted lists of pieces a frame may not show as a whole (in any order)."""
    order: list[int] = field(default_factory=list)
    """The pieces still to be drawn or dealt, in order."""
    keys: list[str] = field(default_factory=list)
    """Names a frame may not give a value (other than null) anywhere."""


def _sichuan(hand: Any, seat: int) -> Secrets:
    """Other seats' concealed tiles (unless they have won and shown them, R27) and the live wall."""
    hands = [sorted(st.tiles()) for s, st in enumerate(hand.seats) if s != seat and not st.won]
    return Secrets(hands, list(hand.wall[hand.head : hand.tail]))


def _paofeng(hand: Any, seat: int) -> Secrets:
    """Other seats' concealed tiles (flowers not yet set aside included) and the live wall.

    The indicator, and so the wild and the flower kinds, is public (R3, R4).
    """
    hands = [sorted(st.tiles()) for s, st in enumerate(hand.seats) if s != seat]
    return Secrets(hands, list(hand.wall[hand.head : hand.tail]))


def _guafeng(hand: Any, seat: int) -> Secrets:
    """Other hands, the undealt deck (kitty included) in order, the buried kitty and the trump (§4.11).

    Until the reveal (P6) only the owner of the live declaration knows the trump suit.

    The kitty is known to the burier, who buried it (until a swap changes it), and to
    the final sticker from the swap (P7b) on; everyone sees it once the hand is over,
    or from the reveal (right after burying) on under ``reveal_kitty``.
    """
    table = hand._table  # the engine's deal: the test reads the truth the views are made from
    hands = [sorted(expand(table.hands[s])) for s in range(4) if s != seat]
    order = list(table.deck[table.dealt :]) if hand.phase == DEAL else []
    kitty_known = (
        hand.rules.reveal_kitty  # the kitty is only set when it is buried, which reveals it
        or (seat == hand.burier and hand.kitty_swaps == 0)
        or (seat == hand.sticker and hand.phase in (SWAP, PLAY))
    )
    if hand.kitty and not kitty_known:
        hands.append(sorted(hand.kitty))
    live = table.live
    trump_known = hand.phase not in (DEAL, ZHAN_WINDOW, BURY) or (live is not None and live.owner == seat)
    return Secrets(hands, order, [] if trump_known else ["trump"])


SECRETS: dict[str, Callable[[Any, int], Secrets]] = {"sichuan": _sichuan, "paofeng": _paofeng, "guafeng": _guafeng}


def secrets_of(host: Host, seat: int) -> Secrets:
    """What ``seat`` may not know now, as the host's engine holds it (nothing once the hand is over)."""
    hand = host.table.hand if host.table is not None else None
    if hand is None or hand.over:
        return Secrets()
    return SECRETS[host.options.game](hand, seat)
