"""A Guafeng hand's settlement in words: card points, the kitty capture, level changes, the next dealer.

A Guafeng hand scores no money: the defenders' card points (with the kitty
when they win the last trick, §5.5) decide whether the dealer's side keeps the
deal and how many levels a side climbs (§6.2). The details are those
``fengyu.table.guafeng.GuafengKind.result`` keeps from the engine's result.
"""

from __future__ import annotations

from collections.abc import Sequence

from fengyu.ui.dialogs.settlement_sichuan import SettlementWriter
from fengyu.ui.names import SUIT_SIGNS, cards_text

TAKE_OVER = 80


class GuafengSettlementWriter(SettlementWriter):
    """Writes the sentences of one Guafeng hand's settlement (in the current language, when called)."""

    def winners(self) -> list[int]:
        """Nobody wins a Guafeng hand alone: the sides climb levels (the lines say which)."""
        return []

    def side(self, team: int) -> str:
        return self.tr("{first} and {second}").format(first=self.names[team], second=self.names[team + 2])

    def title(self) -> str:
        return self.tr("How the hand was scored:")

    def columns(self) -> tuple[str, str]:
        """The headers of the seats table's two number columns: a hand moves teams up levels, not points."""
        return self.tr("Levels climbed"), self.tr("Levels climbed in the match")

    def match_over(self, totals: Sequence[int]) -> str:
        """The game's end: the side that won it (§6.5) and where both sides' levels stand.

        A seat's levels climbed, summed over the match, say little: the sides' final levels say it all.
        """
        d = self.details
        winner = d["match_winner"]
        if winner is None:  # the agreed number of hands was played before either side won
            headline = self.tr("The agreed hands are played; neither side has won the game.")
            order = (0, 1)
        else:
            headline = self.tr("{side} win the game!").format(side=self.side(winner))
            order = (winner, 1 - winner)
        levels = "\n".join(
            self.tr("{side}: level {level}").format(side=self.side(team), level=d["levels_after"][team])
            for team in order
        )
        return self.tr("{headline}\n\nFinal levels:\n{levels}").format(headline=headline, levels=levels)

    def headline(self) -> str:
        d = self.details
        n = self.result.index + 1
        if d["match_winner"] is not None:
            return self.tr("Hand {n} · {side} win the game").format(n=n, side=self.side(d["match_winner"]))
        if d["outcome"] == "no_bid":
            return self.tr("Hand {n} · nobody declared: the deal passes").format(n=n)
        if d["defenders_take_over"]:
            return self.tr("Hand {n} · the defenders take over the deal").format(n=n)
        return self.tr("Hand {n} · the dealer's side keeps the deal").format(n=n)

    def lines(self) -> list[str]:
        d = self.details
        dealer_team = d["dealer"] % 2
        defenders = 1 - dealer_team
        lines = [self._roles(dealer_team)]
        if d["outcome"] == "no_bid":
            lines.append(self.tr("Nobody declared a trump suit: the defenders gain 3 levels and take over the deal."))
        else:
            points = d["trick_points"][defenders]
            lines.append(self.tr("The defenders won {n} card points in tricks.").format(n=points))
            lines.append(self._kitty(defenders))
            lines.append(self.tr("The defenders' total: {n} points.").format(n=d["defender_points"]))
            lines.append(self._levels(dealer_team))
        lines.append(self._next())
        return lines

    def _roles(self, dealer_team: int) -> str:
        d = self.details
        trump = d.get("trump")
        text = self.tr("Level {level}, {trump}: {dealer} dealt, {defenders} defended.").format(
            level=d["level"],
            trump=self.tr("trump {suit}").format(suit=SUIT_SIGNS[trump]) if trump else self.tr("no trump declared"),
            dealer=self.side(dealer_team),
            defenders=self.side(1 - dealer_team),
        )
        if d.get("declarer") is not None:
            text += " " + self.tr("{seat} declared the trump.").format(seat=self.names[d["declarer"]])
        return text

    def _kitty(self, defenders: int) -> str:
        d = self.details
        kitty = cards_text(d["kitty"])
        winner = d["last_trick_winner"]
        if winner is None:
            return self.tr("The kitty: {cards}.").format(cards=kitty)
        if winner % 2 == defenders:
            bonus = d["kitty_bonus"]
            worth = self.tr("{face} points × {multiplier}").format(face=d["kitty_face"], multiplier=d["multiplier"])
            if bonus:
                worth = self.tr("{worth} + {bonus} for jokers and level cards").format(worth=worth, bonus=bonus)
            return self.tr(
                "{seat} won the last trick for the defenders: they capture the kitty ({cards}), {worth} = {n}."
            ).format(seat=self.names[winner], cards=kitty, worth=worth, n=d["capture"])
        if d["capture"] < 0:
            return self.tr(
                "{seat} won the last trick for the dealer's side: the kitty ({cards}) costs the defenders {n}."
            ).format(seat=self.names[winner], cards=kitty, n=-d["capture"])
        return self.tr("{seat} won the last trick for the dealer's side: the kitty ({cards}) stays with them.").format(
            seat=self.names[winner], cards=kitty
        )

    def _levels(self, dealer_team: int) -> str:
        d = self.details
        points, steps = d["defender_points"], d["steps"]
        team = 1 - dealer_team if d["defenders_take_over"] else dealer_team
        before, after = d["levels_before"][team], d["levels_after"][team]
        if d["defenders_take_over"]:
            text = self.tr("With {n} points ({limit} or more) the defenders take over the deal.").format(
                n=points, limit=TAKE_OVER
            )
        else:
            text = self.tr("With {n} points (under {limit}) the dealer's side keeps the deal.").format(
                n=points, limit=TAKE_OVER
            )
        if before != after:
            text += " " + self.tr("{side} climb from level {before} to {after}.").format(
                side=self.side(team), before=before, after=after
            )
        elif steps:
            text += " " + self.tr("{side} stay at level {level} (it must be played, or it is the last).").format(
                side=self.side(team), level=before
            )
        return text

    def _next(self) -> str:
        d = self.details
        if d["match_winner"] is not None:
            return self.tr("{side} kept the deal at level K: the game is won.").format(
                side=self.side(d["match_winner"])
            )
        dealer = d["next_dealer"]
        return self.tr("Next hand: {seat} deals, at level {level}.").format(
            seat=self.names[dealer], level=d["levels_after"][dealer % 2]
        )


WRITER = GuafengSettlementWriter
"""Who tells a Guafeng hand in words (found by ``fengyu.ui.dialogs.settlement_writers.writer``)."""
