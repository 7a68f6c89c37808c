"""The words and marks the board shows: name plates, the centre dial, captions, hint lines.

Composed from the view and the translated names (``fengyu.ui.names``); the
strings of the board itself are in the ``Board`` translation context.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QColor

from fengyu.games.paofeng.bao import Kou, relation
from fengyu.games.paofeng.view import PaofengView
from fengyu.games.sichuan.engine import play_order
from fengyu.table.config import SeatSpec
from fengyu.ui.mahjong.advice import HandAdvice
from fengyu.ui.mahjong.items import DialInfo
from fengyu.ui.mahjong.model import side_of
from fengyu.ui.mahjong.panels import Line, TileMark
from fengyu.ui.mahjong.tile_rules import MahjongView
from fengyu.ui.names import kong_weather, name, paofeng_name, seat_name
from fengyu.ui.session import Step
from fengyu.ui.table_common.captions import Caption
from fengyu.ui.table_common.plates import PlateInfo
from fengyu.ui.table_common.texts import joined, plate_words, signed

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
BLUE_BADGE = QColor(40, 110, 200)
GREY_BADGE = QColor(110, 116, 120)


def kous(view: PaofengView) -> list[Kou]:
    """The 口 of the hand so far, read from the exposed melds: a chi is a 吃 口, a pong or kong from a discard a
    对 口 (a 补杠 keeps its pong's, R22)."""
    out = []
    for claimer, melds in enumerate(view.melds):
        for meld in melds:
            if meld.kind != "concealed_kong" and meld.source is not None:
                out.append(Kou(claimer, meld.source, "chi" if meld.kind == "chow" else "dui"))
    return out


def bao_detail(view: PaofengView, seat: int) -> str:
    """包牌 relations of a seat (R22): three or more claims between it and another seat, either way."""
    found = kous(view)
    parts = []
    for other in range(4):
        if other == seat:
            continue
        for claimer, feeder, template in (
            (seat, other, QT_TRANSLATE_NOOP("Board", "{n} claims on {seat}")),
            (other, seat, QT_TRANSLATE_NOOP("Board", "fed {seat} {n}×")),
        ):
            rel = relation(found, claimer, feeder)
            if rel is not None:
                text = QCoreApplication.translate("Board", str(template))
                parts.append(text.format(n=rel[0], seat=seat_name(other, view.seat)))
    if not parts:
        return ""
    return QCoreApplication.translate("Board", "Liable (包): {relations}").format(relations=", ".join(parts))


BADGE_MEANINGS = {
    "R": QT_TRANSLATE_NOOP("Board", "R: declared ready (报听)"),
    "W": QT_TRANSLATE_NOOP("Board", "W: has won (胡); W1, W2 … the order of the wins"),
    "D": QT_TRANSLATE_NOOP("Board", "D: the dealer (庄); D2, D3 … hands dealt in a row (连庄)"),
    "A": QT_TRANSLATE_NOOP("Board", "A: auto-play, a bot plays for the seat (托管)"),
    "☝": QT_TRANSLATE_NOOP("Board", "☝: marked by the golden finger (金手指)"),
}
"""What each badge means, keyed by its mark in English (the legend and the plates' tooltips)."""
BADGE_KEYS = {"R": "R", "W": "W{n}", "D": "D", "A": "A", "☝": "☝"}
"""The source word of each badge (``W{n}`` takes the order of the win)."""


def badge_legend(keys: list[str]) -> list[str]:
    """The meaning of the badges ``keys`` (marks as in ``BADGE_MEANINGS``), in the player's language."""
    return [QCoreApplication.translate("Board", str(BADGE_MEANINGS[key])) for key in keys]


def legend() -> list[str]:
    """Every badge of the mahjong plates and what it means, one line each (Help → Badges)."""
    return badge_legend(list(BADGE_MEANINGS))


def _detail_and_badges(view: MahjongView, seat: int) -> tuple[str, list[tuple[str, QColor]]]:
    """The game's own plate words: Sichuan's void suit; Paofeng's 包牌, 报听 and the dealer's 连庄."""
    badges: list[tuple[str, QColor]] = []
    if isinstance(view, PaofengView):
        if view.bao_ting[seat]:  # 报听: declared ready
            badges.append((QCoreApplication.translate("Board", "R"), BLUE_BADGE))
        if view.win is not None and view.win.seat == seat:  # the one winner: 胡
            badges.append((QCoreApplication.translate("Board", "W{n}").format(n=""), GOLD))
        if seat == view.dealer:
            dealer = QCoreApplication.translate("Board", "D")
            badges.append((f"{dealer}{view.lian_zhuang}" if view.lian_zhuang > 1 else dealer, RED))
        return bao_detail(view, seat), badges
    void = view.voids[seat]
    detail = (
        QCoreApplication.translate("Board", "Void: {suit}").format(suit=name("suit", void)) if void is not None else ""
    )
    if seat == view.dealer:  # the dealer: 庄
        badges.append((QCoreApplication.translate("Board", "D"), RED))
    return detail, badges


def plate(
    view: MahjongView,
    seat: int,
    spec: SeatSpec,
    match_total: int,
    won_order: int | None,
    *,
    golden: bool = False,
    auto: bool = False,
) -> PlateInfo:
    """A seat's plate; ``auto``: a bot plays the seat for its person (托管), as Paofeng's view also says (R16)."""
    hand_points = view.totals[seat]
    score = QCoreApplication.translate("Board", "Match {total}").format(total=signed(match_total + hand_points))
    if hand_points:
        score = QCoreApplication.translate("Board", "Match {total} · this hand {hand}").format(
            total=signed(match_total + hand_points), hand=signed(hand_points)
        )
    detail, own = _detail_and_badges(view, seat)
    badges: list[tuple[str, QColor]] = []
    if won_order is not None:  # the n-th to win: 胡1, 胡2 …
        badges.append((QCoreApplication.translate("Board", "W{n}").format(n=won_order), GOLD))
    badges += own
    if auto or (isinstance(view, PaofengView) and view.tuo_guan[seat]):  # 托管: a bot plays for the seat
        badges.append((QCoreApplication.translate("Board", "A"), GREY_BADGE))
    if golden:  # 金手指 (§6.3): a golden finger, no words needed
        badges.append(("☝", GOLD))
    active = seat in view.waiting_for or (view.current == seat and view.phase == "turn")
    keys = [_badge_key(text) for text, _colour in badges]
    shown_name, level = plate_words(spec, seat, view.seat)
    return PlateInfo(shown_name, joined(level, detail), score, badges, active, badge_legend(keys))


def _badge_key(text: str) -> str:
    """Which badge a drawn mark is (``W2`` → ``W``), whatever language it was drawn in."""
    for key, source in BADGE_KEYS.items():
        word = QCoreApplication.translate("Board", source).replace("{n}", "")
        if word and text.startswith(word):
            return key
    return "☝"


def dial(view: MahjongView, hand_index: int, hands: int, seconds_left: int | None) -> DialInfo:
    order = play_order(view.dealer)
    labels = ["", "", "", ""]
    for position, seat in enumerate(order):
        labels[side_of(seat, view.seat)] = QCoreApplication.translate(CONTEXT, str(WINDS[position]))
    if hands:
        hand = QCoreApplication.translate("Board", "Hand {n} of {total}").format(n=hand_index + 1, total=hands)
    else:
        hand = QCoreApplication.translate("Board", "Hand {n}").format(n=hand_index + 1)
    turn = None
    if view.current is not None and view.phase == "turn":
        turn = side_of(view.current, view.seat)
    elif view.last_discard is not None:
        turn = side_of(view.last_discard.seat, view.seat)
    timer = (
        QCoreApplication.translate("Board", "{seconds} s").format(seconds=seconds_left)
        if seconds_left is not None
        else ""
    )
    caption = QCoreApplication.translate("Board", "tiles left")
    return DialInfo(str(view.wall), caption, hand, timer, turn, labels)


def _paofeng_caption(kind: str, data: Mapping[str, Any]) -> tuple[str, QColor] | None:
    """Paofeng's calls: 吃, 碰, 杠, 补花, 报听, 自摸 or 跑风."""
    if kind in ("chow", "pong"):
        return paofeng_name("action", kind), WHITE
    if kind in ("exposed_kong", "added_kong", "concealed_kong"):
        return paofeng_name("action", kind), BLUE
    if kind == "bu_hua":
        return paofeng_name("action", "bu_hua"), GREEN
    if kind == "discard" and data.get("bao_ting"):
        return paofeng_name("action", "bao_ting"), BLUE
    if kind == "win":
        return paofeng_name(
            "item" if data.get("pao_feng") else "action", "pao_feng" if data.get("pao_feng") else "win"
        ), GOLD
    return None


def captions(step: Step, previous: Any | None) -> list[Caption]:
    """What to call out for a step: its events (碰, 刮风, 下雨, 胡, 补花 …) and every seat's score change."""
    out: list[Caption] = []
    paofeng = isinstance(step.view, PaofengView)
    for event in step.events:
        seat = event.seat if event.seat is not None else step.view.seat
        if paofeng and event.kind != "liu_ju":
            called = _paofeng_caption(event.kind, event.public)
            if called is not None:
                out.append(Caption(seat, *called))
        elif event.kind == "pong":
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


def won_order(view: MahjongView) -> dict[int, int]:
    """Seats that have won, numbered in the order of their first win (Sichuan's several winners)."""
    order: dict[int, int] = {}
    for win in getattr(view, "wins", ()):
        order.setdefault(win.seat, len(order) + 1)
    return order


def advice_lines(advice: HandAdvice | None, prefix: Line | None = None) -> list[Line]:
    """The hint for a hand: how far from ready, or its waits as tiles with the copies still unseen."""
    if advice is None:
        return []
    head: Line = list(prefix or [])
    if advice.flower:
        return [[*head, QCoreApplication.translate("Board", "Set your flowers aside first (补花)")]]
    if advice.any_tile:
        return [[*head, QCoreApplication.translate("Board", "Ready on any tile: a win now is paofeng (跑风)")]]
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
