"""A Paofeng hand's settlement in words (spec §3): the win's items, then each payment and why.

Paofeng pays only at a win, all of it from the losers to the winner (§3.1):
each loser's share is the win's total S, plus 3 when the dealer is involved;
under 包牌 one player pays for everybody, by a multiplier; 底花 multiplies
every amount, and in 打板子 nobody pays more than is left of its board. The
engine records the items (``paofeng_item`` codes) and the reasons of each
ledger line (``paofeng_reason`` codes); this module tells them as sentences.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from fengyu.games.paofeng.settlement import DEALER_BONUS, SEATS
from fengyu.ui import names
from fengyu.ui.dialogs.settlement_sichuan import SettlementWriter


class PaofengSettlementWriter(SettlementWriter):
    """Sentences for one Paofeng hand (``HandResult.details`` of ``fengyu.table.paofeng``)."""

    def winners(self) -> list[int]:
        win = self.details.get("win")
        return [win["seat"]] if win else []

    def headline(self) -> str:
        result = self.result
        end = names.name("end", result.end_reason)
        win = self.details.get("win")
        if win:
            return self.tr("Hand {n} · {end} · winner: {winner}").format(
                n=result.index + 1, end=end, winner=self.seat(win["seat"])
            )
        return self.tr("Hand {n} · {end}").format(n=result.index + 1, end=end)

    def lines(self) -> list[str]:
        details = self.details
        wild = names.tile_name(details["wild"])
        out = [
            self.tr("Wild (钻牌): {wild}, named by the turned-up {indicator}; flowers: {flowers}.").format(
                wild=wild,
                indicator=names.tile_name(details["indicator"]),
                flowers=self.tr(", ").join(names.tile_name(k) for k in details["flower_kinds"]),
            )
        ]
        win = details.get("win")
        if win is None:
            out.append(
                self.tr("The wall ran out (流局): nobody pays, and {dealer} deals again.").format(
                    dealer=self.seat(details["dealer"])
                )
            )
            return out
        out.append(self.score(win))
        out += [self.payment(line, win) for line in details["payments"]]
        out.append(self.next_dealer())
        return out

    def score(self, win: Mapping[str, Any]) -> str:
        """The win and its items: "Left won by self-draw on 5 Dots: Paofeng 5 + Concealed hand 2 = 7"."""
        parts = []
        for item in win["items"]:
            label = names.paofeng_name("item", item["code"])
            if item["code"] == "tian_hu" and win["tian_hu_items"]:
                members = self.tr(", ").join(names.paofeng_name("item", m) for m in win["tian_hu_items"])
                label = self.tr("{name} ({members})").format(name=label, members=members)
            parts.append(self.tr("{name} {points}").format(name=label, points=item["points"]))
        made = self.tr("{winner} won by self-draw on {tile}").format(
            winner=self.seat(win["seat"]), tile=names.tile_name(win["tile"])
        )
        return self.tr("{made}: {items} = {total} points").format(
            made=made, items=self.tr(" + ").join(parts), total=win["total"]
        )

    def payment(self, line: Mapping[str, Any], win: Mapping[str, Any]) -> str:
        paid = self.tr("{payer} paid {payee} {amount}").format(
            payer=self.seat(line["payer"]), payee=self.seat(line["payee"]), amount=line["amount"]
        )
        why, formula = self.why_paid(line["reasons"], win), self.formula(line, win)
        if formula:
            why = self.tr("{why}: {formula}").format(why=why, formula=formula)
        return self.tr("{paid} — {why}").format(paid=paid, why=why)

    def formula(self, line: Mapping[str, Any], win: Mapping[str, Any]) -> str:
        """The amount as arithmetic, in §3.1's order: S (+3), 包 (k × the payer's share, or every share),
        × 底花, then the board's cap: "(9 + 3) × 2 = 24" ("" when it is the share alone)."""
        total, winner, dealer = win["total"], win["seat"], self.details["dealer"]
        di_hua = int(self.details.get("di_hua", 1))

        def share(loser: int) -> tuple[str, int]:
            if dealer in (winner, loser):
                return f"{total} + {DEALER_BONUS}", total + DEALER_BONUS
            return str(total), total

        bao = win.get("bao")
        if bao is not None and bao["direction"] in line["reasons"]:
            shares = [share((winner + step) % SEATS)[1] for step in (1, 2, 3)]
            every = " + ".join(str(n) for n in shares)
            words, own = share(bao["payer"])
            multiplied = bao["multiplier"] * own
            expr, owed = (
                f"{bao['multiplier']} × ({words})" if " " in words else f"{bao['multiplier']} × {words}",
                multiplied,
            )
            capped = "board_cap" in line["reasons"]
            if multiplied < sum(shares) or (not capped and multiplied * di_hua != line["amount"]):
                expr, owed = every, sum(shares)  # the shares of all three are more, or 包 pays no multiplier
        else:
            expr, owed = share(line["payer"])
        if di_hua > 1:
            expr = f"({expr}) × {di_hua}" if " " in expr else f"{expr} × {di_hua}"
        if " " not in expr and "board_cap" not in line["reasons"]:
            return ""  # the share alone: its words say it all
        text = f"{expr} = {owed * di_hua}"
        if "board_cap" in line["reasons"]:
            text = self.tr("{formula}, capped at what is left of the board: {amount}").format(
                formula=text, amount=line["amount"]
            )
        return text

    def why_paid(self, reasons: list[str], win: Mapping[str, Any]) -> str:
        """The share (S, the dealer's +3), 包 and its multiplier, 底花 and the board's cap, in that order (§3.1)."""
        parts = [self.tr("{win} worth {total}").format(win=names.paofeng_name("reason", "win"), total=win["total"])]
        if "dealer" in reasons:
            parts.append(names.paofeng_name("reason", "dealer"))
        bao = win.get("bao")
        if bao is not None and bao["direction"] in reasons:
            parts.append(
                self.tr("pays for everyone, {direction}, {kou}, ×{k}").format(
                    direction=names.paofeng_name("reason", bao["direction"]),
                    kou=names.paofeng_name("reason", bao["kou"]),
                    k=bao["multiplier"],
                )
            )
        di_hua = int(self.details.get("di_hua", 1))
        if di_hua > 1:
            parts.append(self.tr("base and flower ×{n}").format(n=di_hua))
        if "board_cap" in reasons:
            parts.append(names.paofeng_name("reason", "board_cap"))
        return self.tr("; ").join(parts)

    def next_dealer(self) -> str:
        details = self.details
        n = details["next_lian_zhuang"]
        dealer = self.seat(details["next_dealer"])
        if n > 1:
            return self.tr("Next dealer: {dealer}, keeping the deal (连庄 {n}).").format(dealer=dealer, n=n)
        return self.tr("Next dealer: {dealer}.").format(dealer=dealer)


WRITER = PaofengSettlementWriter
"""Who tells a Paofeng hand in words (found by ``fengyu.ui.dialogs.settlement_writers.writer``)."""
