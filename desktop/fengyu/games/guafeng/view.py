"""What one seat may know about a Guafeng hand (spec §4.11), as plain data.

Cards are card codes (``fengyu.core.cards``). Nothing here is computed: the
engine fills a view from its state, leaving out what the seat may not see —
other hands, the kitty before it is shown, the pair cards of declarations that
are still face down or were withdrawn (D31).
"""

from __future__ import annotations

from dataclasses import dataclass

from fengyu.core.protocol import Json
from fengyu.games.guafeng.codes import GuafengPhase
from fengyu.games.guafeng.rules import GuafengRules
from fengyu.games.guafeng.scoring import HandResult


@dataclass(frozen=True, slots=True)
class DeclarationView:
    """A declaration as a seat sees it: jokers are face up, pair cards only once revealed (or one's own)."""

    owner: int
    kind: str
    jokers: tuple[int, ...]
    pair_count: int
    pairs: tuple[int, ...] | None
    live: bool
    withdrawn: bool

    def to_json(self) -> Json:
        return {
            "owner": self.owner,
            "kind": self.kind,
            "jokers": list(self.jokers),
            "pair_count": self.pair_count,
            "pairs": None if self.pairs is None else list(self.pairs),
            "live": self.live,
            "withdrawn": self.withdrawn,
        }


@dataclass(frozen=True, slots=True)
class TrickView:
    """A trick: plays in order as ``(seat, cards)``; ``winner`` is the best play so far while it runs."""

    leader: int
    plays: tuple[tuple[int, tuple[int, ...]], ...]
    winner: int | None
    points: int

    def to_json(self) -> Json:
        return {
            "leader": self.leader,
            "plays": [[seat, list(cards)] for seat, cards in self.plays],
            "winner": self.winner,
            "points": self.points,
        }


@dataclass(frozen=True, slots=True)
class GuafengView:
    """Everything ``seat`` may know now.

    ``fill_pool`` and ``fill_size`` describe this seat's pending multi-card
    decision: a ``fill`` template of ``legal_actions`` stands for its cards plus
    any further cards from ``fill_pool`` (minus the template's own cards) up to
    ``fill_size`` cards in all.
    """

    seat: int
    phase: GuafengPhase
    first_hand: bool
    level: str
    levels: tuple[str, str]
    dealer: int | None
    burier: int | None
    declarer: int | None
    sticker: int | None
    stuck: tuple[int, ...]
    trump: str | None
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    deal_number: int
    cards_dealt: int
    declarations: tuple[DeclarationView, ...]
    kitty: tuple[int, ...] | None
    kitty_swaps: int
    tricks: tuple[TrickView, ...]
    trick: TrickView | None
    trick_points: tuple[int, int]
    to_act: tuple[int, ...]
    fill_pool: tuple[int, ...]
    fill_size: int
    result: HandResult | None
    rules: GuafengRules
    """The table's rules are public: a bot needs them to order the cards (§7 toggles change the order)."""

    def to_json(self) -> Json:
        data = {name: getattr(self, name) for name in self.__slots__}
        data.update(
            levels=list(self.levels),
            stuck=list(self.stuck),
            hand=list(self.hand),
            hand_sizes=list(self.hand_sizes),
            declarations=[d.to_json() for d in self.declarations],
            kitty=None if self.kitty is None else list(self.kitty),
            tricks=[trick.to_json() for trick in self.tricks],
            trick=None if self.trick is None else self.trick.to_json(),
            trick_points=list(self.trick_points),
            to_act=list(self.to_act),
            fill_pool=list(self.fill_pool),
            result=None if self.result is None else self.result.to_json(),
            rules=self.rules.to_json(),
        )
        return data
