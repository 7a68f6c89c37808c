"""The words and marks the board shows: name plates, the centre dial, captions, hint lines.

Composed from the view and the translated names (``fengyu.ui.names``); the
strings of the board itself are in the ``Board`` translation context.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QColor

from fengyu.games.sichuan.engine import play_order
from fengyu.games.sichuan.view import SichuanView
from fengyu.table.config import SeatSpec
from fengyu.ui.board.advice import HandAdvice
from fengyu.ui.board.director import Caption
from fengyu.ui.board.items import DialInfo, PlateInfo
from fengyu.ui.board.model import side_of
from fengyu.ui.board.panels import Line, TileMark
from fengyu.ui.names import kong_weather, name, seat_name
from fengyu.ui.session import Step

CONTEXT = "Board"

WINDS = (
    QT_TRANSLATE_NOOP("Board", "E"),
    QT_TRANSLATE_NOOP("Board", "S"),
    QT_TRANSLATE_NOOP("Board", "W"),
    QT_TRANSLATE_NOOP("Board", "N"),
)
"""Seat winds counted from the dealer (东 南 西 北), shown on the dial."""

RED = QColor(206, 44, 36)
GOLD = QColor(255, 200, 60)
GREEN = QColor(120, 230, 140)
BLUE = QColor(120, 190, 255)
WHITE = QColor(255, 250, 235)


def signed(points: int) -> str:
    return f"+{points}" if points > 0 else f"−{-points}" if points < 0 else "0"


def seat_label(spec: SeatSpec, seat: int, viewer: int) -> str:
    """A seat's name: the player's own, else its position and, for a bot, its level."""
    if seat == viewer:
        return spec.name or name("seat", "0")
    position = seat_name(seat, viewer)
    if spec.kind == "bot":
        return QCoreApplication.translate("Board", "{position} · {level}").format(
            position=position, level=name("level", spec.level)
        )
    return f"{spec.name} ({position})" if spec.name else position


def plate(
    view: SichuanView, seat: int, spec: SeatSpec, match_total: int, won_order: int | None, *, golden: bool = False
) -> PlateInfo:
    hand_points = view.totals[seat]
    score = signed(match_total + hand_points)
    if hand_points:
        score += f"  ({signed(hand_points)})"
    void = view.voids[seat]
    detail = (
        QCoreApplication.translate("Board", "Void: {suit}").format(suit=name("suit", void)) if void is not None else ""
    )
    badges: list[tuple[str, QColor]] = []
    if won_order is not None:  # the n-th to win: 胡1, 胡2 …
        badges.append((QCoreApplication.translate("Board", "W{n}").format(n=won_order), GOLD))
    if seat == view.dealer:  # the dealer: 庄
        badges.append((QCoreApplication.translate("Board", "D"), RED))
    if golden:  # 金手指 (§6.3): a golden finger, no words needed
        badges.append(("☝", GOLD))
    active = seat in view.waiting_for or (view.current == seat and view.phase == "turn")
    return PlateInfo(seat_label(spec, seat, view.seat), detail, score, badges, active)


def dial(view: SichuanView, hand_index: int, hands: int, seconds_left: int | None) -> DialInfo:
    order = play_order(view.dealer)
    labels = ["", "", "", ""]
    for position, seat in enumerate(order):
        labels[side_of(seat, view.seat)] = QCoreApplication.translate(CONTEXT, WINDS[position])
    if hands:
        hand = QCoreApplication.translate("Board", "Hand {n} of {total}").format(n=hand_index + 1, total=hands)
    else:
        hand = QCoreApplication.translate("Board", "Hand {n}").format(n=hand_index + 1)
    turn = None
    if view.current is not None and view.phase == "turn":
        turn = side_of(view.current, view.seat)
    elif view.last_discard is not None:
        turn = side_of(view.last_discard["seat"], view.seat)
    timer = (
        QCoreApplication.translate("Board", "{seconds} s").format(seconds=seconds_left)
        if seconds_left is not None
        else ""
    )
    caption = QCoreApplication.translate("Board", "tiles left")
    return DialInfo(str(view.wall), caption, hand, timer, turn, labels)


def captions(step: Step, previous: SichuanView | None) -> list[Caption]:
    """What to call out for a step: its events (碰, 刮风, 下雨, 胡 …) and every seat's score change."""
    out: list[Caption] = []
    for event in step.events:
        seat = event.seat if event.seat is not None else step.view.seat
        if event.kind == "pong":
            out.append(Caption(seat, name("action", "pong"), WHITE))
        elif event.kind == "kong":
            out.append(Caption(seat, kong_weather(str(event.public.get("kind"))), BLUE))
        elif event.kind == "win":
            how = event.public.get("how")
            out.append(Caption(seat, name("action", "zi_mo" if how == "self_draw" else "win"), GOLD))
        elif event.kind == "liu_ju":
            out.append(Caption(step.view.seat, name("end", "liu_ju"), WHITE))
        elif event.kind == "exchange":
            out.append(Caption(step.view.seat, name("action", "exchange"), WHITE))
    if previous is not None and previous.phase != "over":
        for seat, (before, after) in enumerate(zip(previous.totals, step.view.totals, strict=True)):
            if after != before:
                out.append(Caption(seat, signed(after - before), GREEN if after > before else RED, score=True))
    return out


def won_order(view: SichuanView) -> dict[int, int]:
    """Seats that have won, numbered in the order of their first win."""
    order: dict[int, int] = {}
    for win in view.wins:
        order.setdefault(win["seat"], len(order) + 1)
    return order


def advice_lines(advice: HandAdvice | None, prefix: Line | None = None) -> list[Line]:
    """The hint for a hand: how far from ready, or its waits as tiles with the copies still unseen."""
    if advice is None:
        return []
    head: Line = list(prefix or [])
    if advice.ready:
        total = sum(count for _, count in advice.waits)
        marks: Line = [TileMark(tile, f"×{count}") for tile, count in advice.waits]
        return [
            [*head, QCoreApplication.translate("Board", "Ready, waiting on:")],
            [*marks, QCoreApplication.translate("Board", "({total} left)").format(total=total)],
        ]
    if advice.shanten == 0:
        return [[*head, QCoreApplication.translate("Board", "Ready, but every winning tile is gone")]]
    return [[*head, QCoreApplication.translate("Board", "{n} away from ready").format(n=advice.shanten)]]
