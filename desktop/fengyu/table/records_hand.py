"""What one finished hand meant for one seat: the facts the statistics (战绩) count.

Each game words a hand's result differently (``HandResult.details``); this
module reads it once, per game, into a ``HandOutcome`` for the player's seat,
so the statistics never look inside a game's details themselves.

What counts as a win, a self-draw and a deal-in in each game:

* Sichuan: a win of the seat (several in 血流成河); a self-draw is a win with
  ``how == "self_draw"``; a deal-in is a win of another seat on this seat's
  discard or robbed kong (``source``).
* Paofeng: every win is declared on the winner's own draw (R17), so every win
  is a self-draw; the deal-in of Paofeng is 包牌: the seat that pays for the
  winner alone (``bao.payer``).
* Guafeng: the seat's side wins the hand when it keeps the deal (the dealer's
  side, unless the defenders take over) — there is no self-draw or deal-in.
  The points are the levels the seat's side climbed; ``levels_against`` those
  the other side climbed.

Patterns are the scoring codes of the seat's own wins (Sichuan: the pattern and
its add-ons, 根 as ``gen``; Paofeng: the items of §3.2 and, behind a ``tian_hu``
item, each member of the 天胡 group the win made, such as ``ying_qi_dui``); Guafeng counts what the
seat's side made of the hand (``take_over``, ``kitty_capture``, ``stick``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from fengyu.table.config import MatchConfig
from fengyu.table.games import HandResult


@dataclass(frozen=True, slots=True)
class HandOutcome:
    """One hand as the player of ``seat`` made it."""

    points: int
    won: bool
    self_draw: bool
    dealt_in: bool
    patterns: tuple[str, ...]
    best: int
    """The value of the seat's best win in the hand (0 without a win)."""
    best_pattern: str
    biggest_payment: int
    """The largest single payment the seat made in the hand (0 when it paid nothing)."""
    levels_against: int = 0


def opponents_level(config: MatchConfig, seat: int) -> str:
    """The level of the other seats' bots: one level, several joined by ``+``, or ``people`` with no bot."""
    levels = sorted({spec.level for s, spec in enumerate(config.seats) if s != seat and spec.kind == "bot"})
    return "+".join(levels) if levels else "people"


def hand_outcome(game: str, result: HandResult, seat: int) -> HandOutcome:
    """Read ``result`` for ``seat``; ``ValueError`` names a game the statistics do not know."""
    reader = _READERS.get(game)
    if reader is None:
        raise ValueError(f"no statistics for game {game!r}")
    return reader(result, seat)


def _paid_most(payments: list[Mapping[str, Any]], seat: int) -> int:
    return max((int(p["amount"]) for p in payments if p.get("payer") == seat), default=0)


def _sichuan(result: HandResult, seat: int) -> HandOutcome:
    wins = result.details.get("wins", [])
    mine = [w for w in wins if w["seat"] == seat]
    best = max(mine, key=lambda w: int(w["value"]), default=None)
    patterns = [code for w in mine for code in w["patterns"]]
    patterns += ["gen"] * sum(int(w.get("gen", 0)) for w in mine)
    return HandOutcome(
        points=result.totals[seat],
        won=bool(mine),
        self_draw=any(w["how"] == "self_draw" for w in mine),
        dealt_in=any(w["seat"] != seat and w["how"] != "self_draw" and w.get("source") == seat for w in wins),
        patterns=tuple(patterns),
        best=int(best["value"]) if best else 0,
        best_pattern=str(best["pattern"]) if best else "",
        biggest_payment=_paid_most(result.details.get("payments", []), seat),
    )


def _paofeng(result: HandResult, seat: int) -> HandOutcome:
    win = result.details.get("win")
    mine = win is not None and win["seat"] == seat
    won: dict[str, Any] = win if win is not None and mine else {}
    items = [str(item["code"]) for item in won["items"]] if mine else []
    items += [str(code) for code in won.get("tian_hu_items", ())]  # the 天胡 members behind ``tian_hu``
    bao = win.get("bao") if win is not None else None
    return HandOutcome(
        points=result.totals[seat],
        won=mine,
        self_draw=mine,
        dealt_in=bao is not None and bao["payer"] == seat,
        patterns=tuple(items),
        best=int(won["total"]) if mine else 0,
        best_pattern=max(won["items"], key=lambda i: int(i["points"]))["code"] if mine and won["items"] else "",
        biggest_payment=_paid_most(result.details.get("payments", []), seat),
    )


def _guafeng(result: HandResult, seat: int) -> HandOutcome:
    details = result.details
    side = seat % 2
    dealer_side = int(details["dealer"]) % 2
    keeping = 1 - dealer_side if details.get("defenders_take_over") else dealer_side
    patterns = []
    if details.get("defenders_take_over") and side != dealer_side:
        patterns.append("take_over")
    if int(details.get("capture", 0)) > 0 and side != dealer_side:
        patterns.append("kitty_capture")
    if details.get("sticker") == seat:
        patterns.append("stick")
    return HandOutcome(
        points=result.totals[seat],
        won=side == keeping and result.end_reason == "played",
        self_draw=False,
        dealt_in=False,
        patterns=tuple(patterns),
        best=result.totals[seat],
        best_pattern="",
        biggest_payment=0,
        levels_against=result.totals[(seat + 1) % 4],
    )


_READERS = {"sichuan": _sichuan, "paofeng": _paofeng, "guafeng": _guafeng}
