"""A Sichuan hand's payments in words: who paid whom, how much, and why.

The engine's ledger says ``(payer, payee, amount, reason, ref)``; the win and
kong records it refers to say the rest (pattern, fan, 根, add-ons, how the win
was made, which kong). Lines that differ only in their payer (three players
paying one self-draw, one kong) are told in one sentence.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject

from fengyu.games.sichuan.scoring import FAN
from fengyu.table.games import HandResult
from fengyu.ui import names
from fengyu.ui.table_common.texts import signed


@dataclass(frozen=True, slots=True)
class PaymentGroup:
    """Consecutive ledger lines of one event paid to one seat, equal amounts: told as one sentence."""

    payers: tuple[int, ...]
    payee: int
    amount: int
    reason: str
    ref: int | None


def group_payments(payments: Sequence[Mapping[str, Any]]) -> list[PaymentGroup]:
    groups: list[PaymentGroup] = []
    for line in payments:
        key = (line["payee"], line["amount"], line["reasons"][0], line.get("ref"))
        last = groups[-1] if groups else None
        if last is not None and (last.payee, last.amount, last.reason, last.ref) == key:
            groups[-1] = PaymentGroup((*last.payers, line["payer"]), *key)
        else:
            groups.append(PaymentGroup((line["payer"],), *key))
    return groups


class SettlementWriter(QObject):
    """Writes the sentences of one hand's settlement (in the current language, when called)."""

    def __init__(self, result: HandResult, seat_names: Sequence[str]) -> None:
        super().__init__()
        self.result = result
        self.details: Mapping[str, Any] = result.details
        self.names = list(seat_names)

    def seat(self, seat: int) -> str:
        return self.names[seat]

    def seats(self, seats: Sequence[int]) -> str:
        """ "A", "A and B", "A, B and C" (Chinese: A、B、C)."""
        listed = [self.seat(s) for s in seats]
        if len(listed) == 1:
            return listed[0]
        return self.tr("{first} and {last}").format(first=self.tr(", ").join(listed[:-1]), last=listed[-1])

    def title(self) -> str:
        """What the lines are, above them."""
        return self.tr("Payments:")

    def columns(self) -> tuple[str, str]:
        """The headers of the seats table's two number columns."""
        return self.tr("This hand"), self.tr("Match total")

    def match_over(self, totals: Sequence[int]) -> str:
        """The "Match over" message, when this is the match's last hand: the seats by their match ``totals``."""
        standings = "\n".join(
            f"{name}: {signed(points)}"
            for name, points in sorted(zip(self.names, totals, strict=True), key=lambda pair: -pair[1])
        )
        return self.tr("The match is over. Final standings:\n\n{standings}").format(standings=standings)

    def winners(self) -> list[int]:
        """The seats that won in the hand, in the order of their first win."""
        return list(dict.fromkeys(w["seat"] for w in self.details.get("wins", [])))

    def lines(self) -> list[str]:
        """Every payment of the hand, in the order it happened."""
        return [self.sentence(group) for group in group_payments(self.details.get("payments", []))]

    def sentence(self, group: PaymentGroup) -> str:
        if len(group.payers) == 1:
            paid = self.tr("{payer} paid {payee} {amount}").format(
                payer=self.seat(group.payers[0]), payee=self.seat(group.payee), amount=group.amount
            )
        else:
            paid = self.tr("{payers} each paid {payee} {amount}").format(
                payers=self.seats(group.payers), payee=self.seat(group.payee), amount=group.amount
            )
        return self.tr("{paid} — {why}").format(paid=paid, why=self.why(group))

    def why(self, group: PaymentGroup) -> str:
        reason, ref = group.reason, group.ref
        if reason == "win" and ref is not None:
            return self.win(self.details["wins"][ref], group.amount)
        if reason in ("kong", "gsp_transfer", "refund") and ref is not None:
            kong = self.details["kongs"][ref]
            kind, tile = names.name("meld", kong["kind"]), names.tile_name(kong["tile"])
            weather = names.kong_weather(kong["kind"])
            if reason == "kong":
                return self.tr("{weather}: {kind} of {tile}").format(weather=weather, kind=kind, tile=tile)
            if reason == "gsp_transfer":
                return self.tr(
                    "{transfer}: the discard right after the {kind} of {tile} was won, so its kong money goes over"
                ).format(transfer=names.name("reason", reason), kind=kind, tile=tile)
            return self.tr(
                "{refund}: not ready when the wall ran out, it returns the {weather} of its {kind} of {tile}"
            ).format(refund=names.name("reason", reason), weather=weather, kind=kind, tile=tile)
        if reason == "hua_zhu":
            return self.tr("{pig}: still holding a suit it had to get rid of when the wall ran out (16 × base)").format(
                pig=names.name("reason", reason)
            )
        if reason == "da_jiao":
            return self.tr(
                "{check}: not ready when the wall ran out, while {payee} was ready for up to {amount}"
            ).format(check=names.name("reason", reason), payee=self.seat(group.payee), amount=group.amount)
        if reason == "escape":
            return self.tr("{penalty}: left the table before winning").format(penalty=names.name("reason", reason))
        return names.name("reason", reason)

    def win(self, win: Mapping[str, Any], amount: int) -> str:
        """How the win was made and what it scored: "self-draw on Dots 5: Full Flush 3 fan + … = 4 fan"."""
        tile = names.tile_name(win["tile"])
        how = win["how"]
        if how == "discard":
            made = self.tr("win on the discarded {tile}").format(tile=tile)
        elif how == "rob_kong":
            made = self.tr("robbing the kong of {tile}").format(tile=tile)
        elif win["source"] is not None:  # 杠上花 paid by the kong's feeder (dian_gang_hua = fang_pao)
            made = self.tr("win after the kong {feeder} fed, on {tile}").format(
                feeder=self.seat(win["source"]), tile=tile
            )
        else:
            made = self.tr("self-draw on {tile}").format(tile=tile)
        text = self.tr("{made}: {score}").format(made=made, score=self.score(win))
        share = win["share"]
        if share > win["value"]:
            text += self.tr(", plus {n} self-draw bonus").format(n=share - win["value"])
        if share and amount > share and amount % share == 0:  # robbed kong under ``roots``: 承包
            text += self.tr(", paying for {n} players (承包)").format(n=amount // share)
        return text

    def score(self, win: Mapping[str, Any]) -> str:
        pattern = win["pattern"]
        parts = [self.tr("{name} {n} fan").format(name=names.name("pattern", pattern), n=FAN.get(pattern, 0))]
        if win["gen"]:
            parts.append(self.tr("{n} × {root}").format(n=win["gen"], root=names.name("pattern", "gen")))
        for addon in win["patterns"][1:]:
            code = addon
            if addon == "hai_di":  # the engine has one code; players name the two cases apart
                code = "hai_di_lao_yue" if win["how"] == "self_draw" else "hai_di_pao"
            parts.append(self.tr("{name} +1").format(name=names.name("pattern", code)))
        text = self.tr(" + ").join(parts)
        if len(parts) > 1:
            text = self.tr("{parts} = {n} fan").format(parts=text, n=win["total_fan"])
        if win["fan"] < win["total_fan"]:
            text += self.tr(", capped at {n} fan").format(n=win["fan"])
        return text + self.value(win)

    def value(self, win: Mapping[str, Any]) -> str:
        """The win's value from its fan (S7: V = base × 2^(F−1)), the base read back from the record."""
        fan, value = win["fan"], win["value"]
        if fan < 1:
            return ""
        return self.tr(" → base {base} × 2^({fan}−1) = {value}").format(
            base=value // 2 ** (fan - 1), fan=fan, value=value
        )

    def headline(self) -> str:
        """The hand in one line: its number, how it ended, the winners."""
        result = self.result
        end = names.name("end", result.end_reason)
        winners = self.winners()
        if winners:
            return self.tr("Hand {n} · {end} · winners: {winners}").format(
                n=result.index + 1, end=end, winners=self.seats(winners)
            )
        return self.tr("Hand {n} · {end}").format(n=result.index + 1, end=end)


WRITER = SettlementWriter
"""Who tells a Sichuan hand in words (found by ``fengyu.ui.dialogs.settlement_writers.writer``)."""
