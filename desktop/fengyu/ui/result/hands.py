"""What the result screen draws of a finished hand, per game: each winning hand, or (Guafeng) the kitty.

A ``ShownHand`` is a caption and groups of pieces, in the order a player lays
them out: the concealed tiles sorted, each meld, Paofeng's flowers, and the
winning tile lit. They are read from the ``HandResult.details`` each game's
table kind keeps (``fengyu.table.sichuan``, ``.paofeng``, ``.guafeng``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication

from fengyu.table.games import HandResult
from fengyu.ui import names
from fengyu.ui.meanings import meaning
from fengyu.ui.result.pieces import Piece


@dataclass(frozen=True, slots=True)
class ShownHand:
    """One row of the result screen: whose (and what) it is, and its pieces in groups."""

    caption: str
    kind: str
    """``tile`` or ``card``."""
    groups: tuple[tuple[Piece, ...], ...]


def shown_hands(result: HandResult, seat_names: Sequence[str]) -> list[ShownHand]:
    """The rows to draw for ``result`` (no row for a hand that shows nothing, such as a Paofeng draw)."""
    game = str(result.details.get("game", "sichuan"))
    if game == "paofeng":
        return _paofeng(result.details, seat_names)
    if game == "guafeng":
        return _guafeng(result.details)
    return _sichuan(result.details, seat_names)


def _tiles(tiles: Sequence[int], lit: int | None = None, wild: int | None = None) -> tuple[Piece, ...]:
    return tuple(Piece(t, lit=t == lit, wild=t == wild) for t in tiles)


def _sichuan(details: Mapping[str, Any], seat_names: Sequence[str]) -> list[ShownHand]:
    wins = details.get("wins", [])
    hands, melds = details.get("hands"), details.get("melds")
    if hands is None or melds is None:
        return []
    rows = []
    for seat in dict.fromkeys(w["seat"] for w in wins):
        own = [w for w in wins if w["seat"] == seat]
        groups = [_tiles(sorted(hands[seat]))]
        groups += [_tiles([m["tile"]] * (3 if m["kind"] == "pong" else 4)) for m in melds[seat]]
        groups.append(tuple(Piece(w["tile"], lit=True) for w in own))
        scores = QCoreApplication.translate("ResultHands", ", ").join(
            QCoreApplication.translate("ResultHands", "{pattern} · {fan} fan").format(
                pattern=names.name("pattern", w["pattern"]), fan=w["fan"]
            )
            for w in own
        )
        caption = QCoreApplication.translate("ResultHands", "{seat} won: {scores}").format(
            seat=seat_names[seat], scores=scores
        )
        rows.append(ShownHand(caption, "tile", tuple(groups)))
    if rows:
        return rows
    ready = {int(seat): value for seat, value in details.get("ready", {}).items()}
    pigs = set(details.get("hua_zhu", []))
    for seat, tiles in enumerate(hands):
        if seat in pigs:
            state = names.name("reason", "hua_zhu")
        elif seat in ready:
            state = QCoreApplication.translate("ResultHands", "ready, worth up to {n}").format(n=ready[seat])
        else:
            state = QCoreApplication.translate("ResultHands", "not ready")
        groups = [_tiles(sorted(tiles))] + [
            _tiles([m["tile"]] * (3 if m["kind"] == "pong" else 4)) for m in melds[seat]
        ]
        rows.append(
            ShownHand(
                QCoreApplication.translate("ResultHands", "{seat}: {state}").format(seat=seat_names[seat], state=state),
                "tile",
                tuple(groups),
            )
        )
    return rows


def _paofeng(details: Mapping[str, Any], seat_names: Sequence[str]) -> list[ShownHand]:
    win = details.get("win")
    if win is None:
        return []
    seat, tile, wild = win["seat"], win["tile"], details["wild"]
    concealed = list(details["hands"][seat])
    if tile in concealed:  # the hand holds the winning tile: it is drawn apart, lit
        concealed.remove(tile)
    groups = [_tiles(sorted(concealed), wild=wild)]
    groups += [_tiles(m["tiles"] or [m["face"]] * 4, wild=wild) for m in details["melds"][seat]]
    groups.append((Piece(tile, lit=True, wild=tile == wild),))
    flowers = details["flowers"][seat]
    caption = QCoreApplication.translate("ResultHands", "{seat} won: {n} points").format(
        seat=seat_names[seat], n=win["total"]
    )
    if win.get("pao_feng"):
        caption = QCoreApplication.translate("ResultHands", "{caption} · {paofeng}").format(
            caption=caption, paofeng=names.paofeng_name("item", "pao_feng")
        )
    if flowers:
        caption = QCoreApplication.translate("ResultHands", "{caption} · flowers set aside at the right").format(
            caption=caption
        )
        groups.append(_tiles(sorted(flowers)))
    return [ShownHand(caption, "tile", tuple(groups))]


def _guafeng(details: Mapping[str, Any]) -> list[ShownHand]:
    kitty = details.get("kitty") or []
    if not kitty:
        return []
    caption = QCoreApplication.translate("ResultHands", "The kitty (底牌): {n} card points").format(
        n=details.get("kitty_face", 0)
    )
    capture = details.get("capture", 0)
    if capture > 0:
        caption = QCoreApplication.translate(
            "ResultHands", "{caption} · captured by the defenders (抄底): +{n}"
        ).format(caption=caption, n=capture)
    return [ShownHand(caption, "card", (tuple(Piece(c) for c in kitty),))]


def levels_line(result: HandResult, seat_names: Sequence[str]) -> str:
    """Guafeng: where both sides stand after the hand, each climb shown as "A → 3" ("" for the other games)."""
    details = result.details
    if details.get("game") != "guafeng" or "levels_after" not in details:
        return ""
    sides = []
    for team in (0, 1):
        before, after = details["levels_before"][team], details["levels_after"][team]
        side = QCoreApplication.translate("ResultHands", "{first} and {second}").format(
            first=seat_names[team], second=seat_names[team + 2]
        )
        level = after if before == after else f"{before} → {after}"
        sides.append(QCoreApplication.translate("ResultHands", "{side}: level {level}").format(side=side, level=level))
    return QCoreApplication.translate("ResultHands", "Levels — {sides}").format(sides=" · ".join(sides))


def named_patterns(result: HandResult) -> list[tuple[str, str]]:
    """Each pattern the hand's lines name (Sichuan's patterns, 根 and add-ons; Paofeng's items and 天胡
    members), once, in the order they are told, with what it means: ``(name, meaning)``."""
    details = result.details
    game = str(details.get("game", "sichuan"))
    codes: list[str] = []
    if game == "sichuan":
        for win in details.get("wins", []):
            codes.append(win["pattern"])
            if win.get("gen"):
                codes.append("gen")
            sea = "hai_di_lao_yue" if win["how"] == "self_draw" else "hai_di_pao"  # the lines name the two apart
            codes += [sea if addon == "hai_di" else addon for addon in win.get("patterns", [])[1:]]
        named = [(names.name("pattern", code), meaning(game, code)) for code in codes]
    elif game == "paofeng" and details.get("win"):
        win = details["win"]
        codes = [item["code"] for item in win["items"]] + list(win.get("tian_hu_items") or ())
        named = [(names.paofeng_name("item", code), meaning(game, code)) for code in codes]
    else:
        named = []
    return list(dict.fromkeys(named))
