"""The words the card table shows: name plates, the info panel, captions (cards are named in ``fengyu.ui.names``).

Composed from the view and the translated names (``fengyu.ui.names``); the
table's own strings are in the ``CardTable`` translation context.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from fengyu.core.cards import Card
from fengyu.games.guafeng.view import GuafengView
from fengyu.table.config import SeatSpec
from fengyu.ui.cards.director import Caption
from fengyu.ui.cards.info import InfoData
from fengyu.ui.names import cards_text, name
from fengyu.ui.session import Step
from fengyu.ui.table_common.plates import PlateInfo
from fengyu.ui.table_common.texts import joined, plate_words
from fengyu.ui.translations import QT_TRANSLATE_NOOP

CONTEXT = "CardTable"

RED = QColor(206, 44, 36)
GOLD = QColor(255, 200, 60)
GREEN = QColor(120, 230, 140)
BLUE = QColor(70, 150, 240)
WHITE = QColor(255, 250, 235)

PHASES = {
    "deal": QT_TRANSLATE_NOOP("CardTable", "Deal · declare"),
    "zhan": QT_TRANSLATE_NOOP("CardTable", "Last chance to 粘牌"),
    "bury": QT_TRANSLATE_NOOP("CardTable", "Burying the kitty"),
    "give": QT_TRANSLATE_NOOP("CardTable", "Returning cards after 粘牌"),
    "swap": QT_TRANSLATE_NOOP("CardTable", "Swapping kitty cards"),
    "play": QT_TRANSLATE_NOOP("CardTable", "Trick {n}"),
    "over": QT_TRANSLATE_NOOP("CardTable", "Hand over"),
}


def tr(text: str) -> str:
    """``text`` (a ``QT_TRANSLATE_NOOP`` of this context) in the current language."""
    return QCoreApplication.translate(CONTEXT, text)


def team_of(seat: int) -> int:
    return seat % 2


def team_level(view: GuafengView, team: int) -> str:
    """A team's level, with where the finished hand takes it (``7 → 9``)."""
    level = view.levels[team]
    after = view.result.levels_after[team] if view.result is not None else level
    return level if after == level else f"{level} → {after}"


BADGE_MEANINGS = (
    QT_TRANSLATE_NOOP("CardTable", "D: the dealer (庄)"),
    QT_TRANSLATE_NOOP("CardTable", "T: declared the trump suit (亮主)"),
    QT_TRANSLATE_NOOP("CardTable", "P: your partner (对家)"),
)
"""What each badge of the card table's plates means (the legend and the plates' tooltips)."""


def legend() -> list[str]:
    """Every badge of the card table's plates and what it means, one line each (Help → Badges)."""
    return [QCoreApplication.translate("CardTable", meaning) for meaning in BADGE_MEANINGS]


def plate(view: GuafengView, seat: int, spec: SeatSpec) -> PlateInfo:
    """A seat's plate: its name, its role this hand, its team's level and points, and its marks."""
    me = view.seat
    detail = ""
    if view.dealer is not None:
        detail = (
            QCoreApplication.translate("CardTable", "Dealer's side")
            if team_of(seat) == team_of(view.dealer)
            else QCoreApplication.translate("CardTable", "Defenders")
        )
    team = team_of(seat)
    score = QCoreApplication.translate("CardTable", "Level {level}").format(level=team_level(view, team))
    if view.dealer is not None and team != team_of(view.dealer) and view.phase not in ("deal", "zhan"):
        score = QCoreApplication.translate("CardTable", "Level {level} · {points} pts").format(
            level=team_level(view, team), points=view.trick_points[team]
        )
    badges: list[tuple[str, QColor]] = []
    meanings = legend()
    shown: list[str] = []
    if seat == view.dealer:
        badges.append((QCoreApplication.translate("CardTable", "D"), RED))  # 庄
        shown.append(meanings[0])
    if seat == view.declarer or any(d.live and d.owner == seat for d in view.declarations):
        badges.append((QCoreApplication.translate("CardTable", "T"), GOLD))  # 主: the declaration that fixes the trump
        shown.append(meanings[1])
    if seat == (me + 2) % 4:
        badges.append((QCoreApplication.translate("CardTable", "P"), BLUE))  # 友: the player's partner
        shown.append(meanings[2])
    active = seat in view.to_act and view.phase != "over"
    shown_name, level = plate_words(spec, seat, me)
    return PlateInfo(shown_name, joined(level, detail), score, badges, active, shown)


def status(view: GuafengView) -> str:
    n = len(view.tricks) + (1 if view.trick is not None else 0)
    return tr(PHASES.get(view.phase, view.phase)).format(n=max(1, n))


def info_lines(view: GuafengView, hand_index: int, hands: int) -> list[str]:
    """The info panel's lines: the teams' levels, the points or the deal, the hand; then the phase."""
    mine = team_of(view.seat)
    levels = QCoreApplication.translate("CardTable", "Us {ours} · Them {theirs}").format(
        ours=team_level(view, mine), theirs=team_level(view, 1 - mine)
    )
    if view.dealer is not None and view.phase not in ("deal", "zhan"):
        defenders = 1 - team_of(view.dealer)
        points = QCoreApplication.translate("CardTable", "Defenders: {n} pts").format(n=view.trick_points[defenders])
    else:
        points = QCoreApplication.translate("CardTable", "Dealt: {n} of 104").format(n=view.cards_dealt)
    if hands:
        hand = QCoreApplication.translate("CardTable", "Hand {n} of {total}").format(n=hand_index + 1, total=hands)
    else:
        hand = QCoreApplication.translate("CardTable", "Hand {n}").format(n=hand_index + 1)
    return [levels, points, hand, status(view)]


def info(view: GuafengView, hand_index: int, hands: int) -> InfoData:
    return InfoData(
        view.level,
        QCoreApplication.translate("CardTable", "Level"),
        view.trump,
        QCoreApplication.translate("CardTable", "Trump"),
        info_lines(view, hand_index, hands),
    )


def action_label(kind: str, pieces: Sequence[int] = ()) -> str:
    """A button: the action's name and the cards it shows, jokers first (as a declaration is read)."""
    label = name("action", kind)
    shown = sorted(pieces, key=lambda code: (not Card(code).is_joker, code))
    return f"{label}  {cards_text(shown)}" if pieces else label


def outcome(result: Mapping[str, Any]) -> str:
    """The hand's end in a few words, called out over the table."""
    if result.get("match_winner") is not None:
        return QCoreApplication.translate("CardTable", "Game won!")
    if result.get("defenders_take_over"):
        return QCoreApplication.translate("CardTable", "Defenders take over")
    return QCoreApplication.translate("CardTable", "Dealer keeps the deal")


def captions(step: Step) -> list[Caption]:
    """What to call out for a step: declarations, the burial, a failed throw, points won in a trick."""
    view = step.view
    out: list[Caption] = []
    for event in step.events:
        seat = event.seat if event.seat is not None else view.seat
        if event.kind == "declare":
            out.append(Caption(seat, name("action", str(event.public.get("kind"))), GOLD))
        elif event.kind == "bury":
            out.append(Caption(seat, name("action", "bury"), WHITE))
        elif event.kind == "throw_failed":
            out.append(Caption(seat, QCoreApplication.translate("CardTable", "Throw failed"), RED))
        elif event.kind == "redeal":
            out.append(
                Caption(
                    view.seat,
                    QCoreApplication.translate("CardTable", "Nobody declared: dealing again"),
                    WHITE,
                    central=True,
                )
            )
        elif event.kind == "hand_over":
            out.append(Caption(view.seat, outcome(event.public), GOLD, central=True))
        elif event.kind == "trick":
            points = int(event.public.get("points", 0))
            if points:
                colour = GREEN if team_of(seat) == team_of(view.seat) else RED
                out.append(Caption(seat, f"+{points}", colour, score=True))
    return out
