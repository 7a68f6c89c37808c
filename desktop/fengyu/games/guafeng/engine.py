"""One hand of Guafeng as a state machine (spec §4–§6), on the engine contract of ``fengyu.core.protocol``.

A hand is created from ``(rules, seed, HandInputs)`` — the inputs being what the
previous hand decided: whether this is the first hand of the match, the dealer
seat Z and both teams' levels — and is then driven only by ``apply(action)``.

Randomness. The hand owns one ``Rng(seed)``. Its only draws are shuffles of the
108 cards: the first deal shuffles ``double_deck()`` (canonical order) with
``Rng.shuffle``, and each redeal after a deal without declaration (§4.5)
shuffles a fresh canonical deck with the next draws of the same stream. Card
``i`` of a shuffled deck goes to seat ``(s0 + i) mod 4`` for ``i < 104``; cards
104..107 are the kitty. Nothing else draws, so the same rules, seed, inputs and
actions always replay the same hand.

Phases and action kinds (``Action.kind``; cards are card codes in ``pieces``):

* ``deal`` — cards are dealt one at a time; after each one the bid round of
  §4.4.1 asks the receiving seat and the next three in turn. Only seats with a
  legal declaration are asked (the others pass by rule): ``pass``, ``liang``,
  ``xu`` or ``chong``, the pieces being the jokers and pair cards shown (for
  ``xu``, the one joker or the one pair added).
* ``zhan`` — the 粘牌 window of §4.4.2: ``pass`` or ``zhan``.
* ``bury`` — the burier B, holding 30 cards, buries 4: ``bury``.
* ``give`` — after a 粘牌, the sticker returns cards to each stuck player in
  declaration order: ``give`` (§4.9).
* ``swap`` — the sticker swaps kitty cards: ``swap`` with a kitty card and a
  hand card of the same rank (either order), then ``swap_done`` (§4.10).
* ``play`` — the trick play of §5: ``play`` with the cards led or followed.
* ``over`` — the hand is settled; ``result`` holds the level changes.

``legal_actions`` lists concrete actions, plus *templates* where a free choice
of cards would be too large to list: an action whose ``option`` is ``fill``
stands for its pieces plus any further cards from the pool the seat's view
names (``fill_pool`` minus the template's pieces) up to ``fill_size`` cards in
all (a follow's free cards under F1, a single-lead follow, a ``lei_only`` fill,
the free cards of a burial or of a 粘牌 return); a ``play`` whose ``option`` is
``throw`` stands for any throw (§5.6) from the hand. Templates are never
applied themselves; ``listed`` tells whether an action is covered by one.

``apply`` of anything else raises ``IllegalActionError`` whose ``rule`` is the
spec's section that forbids it (``§4.3``, ``D21``, ``§4.7`` …; follows ``§5.2``;
a move out of turn or of the wrong phase names its phase's section) and whose
``reason`` is a code of ``refusals.REFUSALS`` (``not_your_turn``, ``bury_jokers``,
``follow_suit`` …) with the values it names.

Events carry card codes; a seat's dealt cards, the kitty and returned cards are
in ``Event.private`` for the seats that may see them. Being asked to bid tells
that a seat could declare, so passes make no event and a view's ``to_act``
names, while bidding, only the viewing seat itself.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, ClassVar, Final

from fengyu.core.cards import double_deck
from fengyu.core.protocol import Action, Event, IllegalActionError, Json
from fengyu.core.replay import HandRecord
from fengyu.core.rng import Rng
from fengyu.games.guafeng.bidding import (
    CHONG,
    LIANG,
    XU,
    ZHAN,
    Declaration,
    declaration_sets,
    read_declaration,
    reinforcements,
)
from fengyu.games.guafeng.cardsets import CODES, contains, expand, multisets, tally
from fengyu.games.guafeng.codes import GuafengActionKind, GuafengPhase
from fengyu.games.guafeng.combos import THROW, Combo, beats, classify, qualify, single, single_beats
from fengyu.games.guafeng.follow import fill_pool, follow_options, follow_violation
from fengyu.games.guafeng.inputs import HandInputs, check_inputs
from fengyu.games.guafeng.leads import can_throw, lead_options
from fengyu.games.guafeng.order import (
    BIG_JOKER,
    CARD_COUNT,
    NAT,
    POINTS,
    SMALL_JOKER,
    SUIT,
    SUIT_LETTERS,
    TRUMP,
    CardOrder,
    card_order,
    level_rank,
)
from fengyu.games.guafeng.refusals import FOLLOW_REASONS, PHASE_RULES, REFUSALS
from fengyu.games.guafeng.rules import GuafengRules
from fengyu.games.guafeng.scoring import HandResult, advance, kitty_capture, settle
from fengyu.games.guafeng.throws import failed_unit
from fengyu.games.guafeng.view import DeclarationView, GuafengView, TrickView

DEAL: Final[GuafengPhase] = "deal"
ZHAN_WINDOW: Final[GuafengPhase] = "zhan"
BURY: Final = "bury"
"""A phase and the action kind that ends it (so are ``GIVE``, ``SWAP`` and ``PLAY``)."""
GIVE: Final = "give"
SWAP: Final = "swap"
PLAY: Final = "play"
OVER: Final[GuafengPhase] = "over"

PASS: Final[GuafengActionKind] = "pass"
SWAP_DONE: Final[GuafengActionKind] = "swap_done"
FILL = "fill"
"""``option`` of a template: its pieces plus any further cards of the fill pool."""
THROW_TEMPLATE = "throw"
"""``option`` of the template standing for every throw the leader can make."""

DEALT = 104
KITTY = 4
SEATS = 4


@dataclass(slots=True)
class _Trick:
    leader: int
    lead: Combo
    plays: list[tuple[int, tuple[int, ...]]]
    best_seat: int
    best: Combo
    points: int = 0


@dataclass(slots=True)
class _Give:
    """A stuck player still owed cards by the sticker (§4.9)."""

    to: int
    count: int
    trumps_taken: int


@dataclass(slots=True)
class _Table:
    """The state of one deal; a redeal starts a fresh one."""

    deck: list[int]
    first_seat: int
    hands: list[list[int]] = field(default_factory=lambda: [[0] * CARD_COUNT for _ in range(SEATS)])
    jokers: list[int] = field(default_factory=lambda: [0] * SEATS)
    pairs: list[int] = field(default_factory=lambda: [0] * SEATS)
    bidders: list[bool] = field(default_factory=lambda: [False] * SEATS)
    """``_may_bid`` of each seat, kept current: it changes only with the seat's own cards or the live declaration."""
    dealt: int = 0
    last_seat: int = 0
    poll: list[int] = field(default_factory=list)
    round_acted: bool = False
    declarations: list[Declaration] = field(default_factory=list)
    live: Declaration | None = None
    chong: bool = False


_CANONICAL_DECK = tuple(int(card) for card in double_deck())
"""The codes of ``double_deck()``, in its order: each deal shuffles a copy."""

_AUTOMATIC: Final = (DEAL, ZHAN_WINDOW)
"""The phases in which ``_advance`` has work to do after an action (dealing on, skipping seats that cannot bid)."""

_RINGS = tuple(tuple((seat + step) % SEATS for step in range(SEATS)) for seat in range(SEATS))
"""Each seat followed by the others in ccw order: the order of a bid round (§4.4)."""


def _ring(seat: int) -> list[int]:
    return list(_RINGS[seat % SEATS])


class GuafengHand:
    """One hand: deal and bids, burial, 粘牌 exchange, tricks and settlement."""

    game: ClassVar[str] = "guafeng"

    def __init__(self, rules: GuafengRules, seed: int, inputs: HandInputs | None = None) -> None:
        inputs = inputs if inputs is not None else HandInputs()
        check_inputs(rules, inputs)
        self.rules = rules
        self.seed = seed
        self.inputs = inputs
        self.level = "A" if inputs.first_hand else inputs.levels[inputs.dealer % 2]  # type: ignore[operator]
        self.dealer: int | None = inputs.dealer
        self.deal_number = 0
        self.phase: GuafengPhase = DEAL
        self.burier: int | None = None
        self.declarer: int | None = None
        self.sticker: int | None = None
        self.stuck: tuple[int, ...] = ()
        self.trump: int | None = None
        self.kitty: list[int] = []
        self.kitty_swaps = 0
        self.trick_points = [0, 0]
        self.result: HandResult | None = None
        self._order: CardOrder | None = None
        self._revealed = False
        self._taken: Counter[int] = Counter()
        self._gives: list[_Give] = []
        self._trick: _Trick | None = None
        self._tricks: list[_Trick] = []
        self._turn = 0
        self._rng = Rng(seed)
        self._events: list[Event] = []
        self._actions: list[Action] = []
        self._table = self._new_table()
        self._advance()

    # ---- the engine contract -------------------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.phase == OVER

    @property
    def actions(self) -> list[Action]:
        return self._actions

    @property
    def events(self) -> list[Event]:
        """Every event so far, including those of the deal before the first decision."""
        return self._events

    @property
    def order(self) -> CardOrder | None:
        """Trump membership and card powers, once the trump suit is fixed (P4)."""
        return self._order

    def record(self) -> HandRecord:
        return HandRecord(self.game, self.rules.to_json(), self.seed, self.inputs.to_json(), tuple(self._actions))

    def hand(self, seat: int) -> tuple[int, ...]:
        """The cards a seat holds now (for tests and the simulator; seats see theirs through ``view``)."""
        return expand(self._table.hands[seat])

    def counts(self, seat: int) -> tuple[int, ...]:
        """How many copies of each card code the seat holds (cheaper than ``hand``: the simulator's fingerprints)."""
        return tuple(self._table.hands[seat])

    def to_act(self) -> tuple[int, ...]:
        if self.phase == PLAY:  # the commonest question first
            return (self._turn,)
        if self.phase in (DEAL, ZHAN_WINDOW):
            return (self._table.poll[0],) if self._table.poll else ()
        if self.phase == BURY:
            return (self.burier,)  # type: ignore[return-value]
        if self.phase in (GIVE, SWAP):
            return (self.sticker,)  # type: ignore[return-value]
        return ()

    def legal_actions(self, seat: int) -> list[Action]:
        if self.phase == PLAY:  # most decisions of a hand
            return self._plays(seat) if seat == self._turn else []
        if seat not in self.to_act():
            return []
        if self.phase == DEAL:
            return [Action(seat, PASS), *self._bids(seat)]
        if self.phase == ZHAN_WINDOW:
            return [Action(seat, PASS), *(Action(seat, ZHAN, shown) for shown in self._zhan_sets(seat))]
        if self.phase == BURY:
            jokers = self._buriable_jokers()
            option = FILL if len(jokers) < KITTY else ""
            return [Action(seat, BURY, jokers, option)]
        if self.phase == GIVE:
            return self._give_actions()
        return [*(Action(seat, SWAP, tuple(sorted(pair))) for pair in self._swaps()), Action(seat, SWAP_DONE)]

    def _plays(self, seat: int) -> list[Action]:
        """The leads or follows open to the seat to play."""
        order = self._order
        assert order is not None
        hand = self._table.hands[seat]
        if self._trick is None:
            counts = {code: count for code, count in enumerate(hand) if count}
            leads = [Action(seat, PLAY, cards) for cards in lead_options(counts, order)]
            if self.rules.allow_throw and can_throw(counts, order):
                leads.append(Action(seat, PLAY, (), THROW_TEMPLATE))
            return leads
        return [
            Action(seat, PLAY, option.cards, FILL if option.template else "")
            for option in follow_options(hand, self._trick.lead, order)
        ]

    def apply(self, action: Action) -> list[Event]:
        action = _normalized(action)
        handler, payload = self._validate(action)
        events = self._events
        start = len(events)
        self._actions.append(action)
        handler(action, payload)
        if self.phase in _AUTOMATIC:
            self._advance()
        return events[start:]

    def check(self, action: Action) -> None:
        """Raise ``IllegalActionError`` (naming the rule) unless ``apply`` would accept the action."""
        self._validate(_normalized(action))

    def is_legal(self, action: Action) -> bool:
        try:
            self.check(action)
        except IllegalActionError:
            return False
        return True

    def covers(self, action: Action, legal: Sequence[Action]) -> bool:
        """Whether ``legal`` (the seat's legal actions) lists the action, itself or through a template."""
        if action.option or not CODES.issuperset(action.pieces):
            return False
        pieces = tuple(sorted(action.pieces))
        for listed in legal:
            if listed.kind != action.kind:
                continue
            if listed.option == FILL:
                pool, size = self.fill(action.seat)
                rest = tally(pieces)
                for code in listed.pieces:
                    rest[code] = rest.get(code, 0) - 1
                if (
                    len(pieces) == size
                    and min(rest.values(), default=0) >= 0
                    and all(pool.get(code, 0) - listed.pieces.count(code) >= n for code, n in rest.items() if n)
                ):
                    return True
            elif listed.option == THROW_TEMPLATE:
                combo = classify(pieces, self._order) if self._order else None
                if combo is not None and combo.kind == THROW and contains(self._table.hands[action.seat], pieces):
                    return True
            elif listed.pieces == pieces:
                return True
        return False

    def time_limit(self, seat: int) -> int:
        """The table setting ``turn_seconds`` for every decision (the spec is silent on time)."""
        if self.over or seat not in self.to_act():
            return 0
        return self.rules.turn_seconds

    def default_action(self, seat: int) -> Action | None:
        """What a time-out plays for ``seat`` (托管), or None when nothing is awaited from it.

        Bids and the 粘牌 window pass; the sticker keeps the kitty as it is. A
        burial, a return after 粘牌 and a follow complete their first legal
        option with the cheapest cards (``_cheapness``: no points, no special
        trumps, low first); a lead is the cheapest single, so a time-out never
        throws away a strong combination or feeds points.
        """
        legal = self.legal_actions(seat)
        if not legal:
            return None
        if self.phase in (DEAL, ZHAN_WINDOW):
            return Action(seat, PASS)
        if self.phase == SWAP:
            return Action(seat, SWAP_DONE)
        if self.phase == PLAY and self._trick is None:
            singles = [action for action in legal if len(action.pieces) == 1]
            return min(singles, key=lambda action: self._cheapness(action.pieces[0]))
        first = legal[0]
        if first.option != FILL:
            return first
        pool, size = self.fill(seat)
        rest = Counter(pool) - Counter(first.pieces)
        free = sorted((code for code, count in rest.items() for _ in range(count)), key=self._cheapness)
        return Action(seat, first.kind, tuple(sorted((*first.pieces, *free[: size - len(first.pieces)]))))

    def _cheapness(self, code: int) -> tuple[int, int, int]:
        """Sort key of the card a time-out gives up first: no points, no trump, then the lowest."""
        order = self._order
        special = code in (SMALL_JOKER, BIG_JOKER) or NAT[code] in (2, 3, 5, level_rank(self.level))
        if order is None:
            return POINTS[code], int(special), NAT[code]
        return POINTS[code], int(order.cls[code] == TRUMP), order.power[code]

    def view(self, seat: int) -> GuafengView:
        table = self._table
        pool, size = self.fill(seat) if seat in self.to_act() else ({}, 0)
        live = table.live
        knows_trump = self._revealed or (live is not None and live.owner == seat)
        return GuafengView(
            seat=seat,
            phase=self.phase,
            first_hand=self.inputs.first_hand,
            level=self.level,
            levels=self.inputs.levels,
            dealer=self.dealer,
            burier=self.burier,
            declarer=self.declarer,
            sticker=self.sticker,
            stuck=self.stuck,
            trump=SUIT_LETTERS[live.suit] if knows_trump and live is not None else None,
            hand=expand(table.hands[seat]),
            hand_sizes=tuple(sum(hand) for hand in table.hands),
            deal_number=self.deal_number,
            cards_dealt=table.dealt,
            declarations=tuple(self._declaration_view(d, seat) for d in table.declarations),
            kitty=self._kitty_seen_by(seat),
            kitty_swaps=self.kitty_swaps,
            tricks=tuple(_trick_view(trick) for trick in self._tricks),
            trick=_trick_view(self._trick) if self._trick else None,
            trick_points=(self.trick_points[0], self.trick_points[1]),
            to_act=self._to_act_seen_by(seat),
            fill_pool=expand(pool),
            fill_size=size,
            result=self.result,
            rules=self.rules,
        )

    # ---- validation --------------------------------------------------------------------------

    def _validate(self, action: Action) -> tuple[Any, Any]:
        """The handler for the action and what it needs, or ``IllegalActionError``; never changes state."""
        kind, phase = action.kind, self.phase
        if phase == PLAY:
            return self._validate_play(action)
        if action.seat not in self.to_act():
            raise REFUSALS.error(PHASE_RULES[phase], "not_your_turn")
        if action.option:
            raise REFUSALS.error(PHASE_RULES[phase], "template_applied")
        if kind != SWAP and not contains(self._table.hands[action.seat], action.pieces):
            raise self._not_in_hand(action)
        if kind == PASS and phase in (DEAL, ZHAN_WINDOW):
            if action.pieces:
                raise REFUSALS.error("§4.4", "pass_names_no_cards")
            return self._do_pass, None
        if phase == DEAL and kind in (LIANG, XU, CHONG):
            return self._do_declare, self._check_bid(action)
        if phase == ZHAN_WINDOW and kind == ZHAN:
            return self._do_declare, self._check_zhan(action)
        if phase == BURY and kind == BURY:
            self._check_bury(action)
            return self._do_bury, None
        if phase == GIVE and kind == GIVE:
            self._check_give(action)
            return self._do_give, None
        if phase == SWAP and kind == SWAP:
            return self._do_swap, self._check_swap(action)
        if phase == SWAP and kind == SWAP_DONE and not action.pieces:
            return self._do_swap_done, None
        raise REFUSALS.error(PHASE_RULES[phase], "wrong_phase", kind=kind)

    def _validate_play(self, action: Action) -> tuple[Any, Any]:
        """``_validate`` in the trick play, where most actions of a hand are: only a ``play`` of the seat to act.

        A follow's check also tells cards not held (``follow_violation``), so only a lead is first looked for in
        the hand: the same refusal for the same action, in the same order, as every other phase.
        """
        if action.seat != self._turn:
            raise REFUSALS.error(PHASE_RULES[PLAY], "not_your_turn")
        if action.option:
            raise REFUSALS.error(PHASE_RULES[PLAY], "template_applied")
        kind, trick = action.kind, self._trick
        if trick is None:
            if kind != SWAP and not contains(self._table.hands[action.seat], action.pieces):
                raise self._not_in_hand(action)
            if kind == PLAY:
                return self._do_lead, self._check_lead(action)
        elif kind == PLAY:
            order = self._order
            assert order is not None
            violation = follow_violation(self._table.hands[action.seat], trick.lead, action.pieces, order)
            if violation is None:
                return self._do_follow, None
            if violation == "not_in_hand":
                raise self._not_in_hand(action)
            params = {"count": trick.lead.size} if violation == "size" else {}
            raise REFUSALS.error("§5.2", FOLLOW_REASONS[violation], **params)
        raise REFUSALS.error(PHASE_RULES[PLAY], "wrong_phase", kind=kind)

    def _check_bid(self, action: Action) -> Declaration:
        table, seat = self._table, action.seat
        live = table.live
        if action.kind == XU:
            if live is None or live.owner != seat or live.kind != LIANG or not live.one_joker_liang or table.chong:
                raise REFUSALS.error("D21", "xu_owner_only")
            if action.pieces not in reinforcements(live, table.hands[seat]):
                raise REFUSALS.error("D21", "xu_adds")
            return live.reinforced(action.pieces)
        jokers, suit, ranks = read_declaration(action.pieces)
        if action.kind == LIANG:
            if live is not None:
                raise REFUSALS.error("§4.3", "liang_first_only")
            return Declaration(seat, LIANG, jokers, suit, ranks, one_joker_liang=len(jokers) == 1)
        if live is None or live.kind != LIANG or table.chong or len(live.jokers) != 1:
            raise REFUSALS.error("§4.3", "chong_one_joker_only")
        if live.owner == seat:
            raise REFUSALS.error("§4.3", "chong_not_own")
        if len(jokers) < 2:
            raise REFUSALS.error("§4.3", "chong_two_jokers")
        return Declaration(seat, CHONG, jokers, suit, ranks)

    def _check_zhan(self, action: Action) -> Declaration:
        live = self._table.live
        assert live is not None
        jokers, suit, ranks = read_declaration(action.pieces)
        if len(jokers) < len(live.jokers) or len(ranks) < len(live.ranks) + 1:
            raise REFUSALS.error("§4.3", "zhan_needs_more")
        return Declaration(action.seat, ZHAN, jokers, suit, ranks)

    def _check_bury(self, action: Action) -> None:
        if len(action.pieces) != KITTY:
            raise REFUSALS.error("§4.7", "bury_count", count=KITTY)
        pool, _ = self.fill(action.seat)
        if not all(pool.get(code, 0) >= n for code, n in Counter(action.pieces).items()):
            raise REFUSALS.error("§4.7", "bury_declared")
        if sorted(code for code in action.pieces if code >= SMALL_JOKER) != list(self._buriable_jokers()):
            raise REFUSALS.error("§4.7", "bury_jokers")

    def _check_give(self, action: Action) -> None:
        give = self._gives[0]
        available, _ = self.fill(action.seat)
        if len(action.pieces) != give.count:
            raise REFUSALS.error("§4.9", "give_count", count=give.count, seat=give.to)
        if not all(available.get(code, 0) >= n for code, n in Counter(action.pieces).items()):
            raise REFUSALS.error("§4.9", "give_taken")
        if sum(self._special(code) for code in action.pieces) < self._specials_owed(available):
            raise REFUSALS.error("§4.9", "give_specials")

    def _check_swap(self, action: Action) -> tuple[int, int]:
        if len(action.pieces) == 2:
            for taken, given in (action.pieces, action.pieces[::-1]):
                if (taken, given) in self._swaps():
                    return taken, given
        raise REFUSALS.error("§4.10", "swap_rank")

    def _check_lead(self, action: Action) -> tuple[Combo, tuple[int, ...] | None]:
        """The combination actually led (a failed throw's forced unit) and the attempted throw, if one failed."""
        order = self._order
        assert order is not None
        combo = classify(action.pieces, order)
        if combo is None:
            raise REFUSALS.error("§5.1", "lead_shape")
        if combo.kind != THROW:
            return combo, None
        others = [self._table.hands[s] for s in range(SEATS) if s != action.seat]
        unit = failed_unit(combo, others, order)
        if unit is None:
            return combo, None
        forced = classify(unit.cards, order)
        assert forced is not None
        return forced, combo.cards

    def _not_in_hand(self, action: Action) -> IllegalActionError:
        """The refusal of cards the seat does not hold, naming the ones missing."""
        missing = Counter(action.pieces) - Counter(expand(self._table.hands[action.seat]))
        return REFUSALS.error(PHASE_RULES[self.phase], "not_in_hand", cards=tuple(sorted(missing.elements())))

    # ---- state changes -----------------------------------------------------------------------

    def _emit(self, kind: str, seat: int | None, public: Json, private: Mapping[int, Json] | None = None) -> None:
        self._events.append(Event(kind, seat, public, private or {}))

    def _shuffled_deck(self) -> list[int]:
        """The next shuffle of the hand's stream (the only draw, module docstring)."""
        deck = list(_CANONICAL_DECK)
        self._rng.shuffle(deck)
        return deck

    def _new_table(self) -> _Table:
        deck = self._shuffled_deck()
        self.deal_number += 1
        first = self.rules.first_deal_seat if self.inputs.first_hand else self.dealer
        assert first is not None
        self._emit("deal_start", None, {"deal": self.deal_number, "first_seat": first, "level": self.level})
        return _Table(deck, first)

    def _advance(self) -> None:
        """Run everything that needs no decision (dealing, seats without a bid) until one is awaited."""
        table = self._table
        while True:
            if self.phase == DEAL:
                if table.poll:
                    if table.bidders[table.poll[0]]:
                        return
                    table.poll.pop(0)
                elif table.dealt < DEALT:
                    self._deal_cards()
                elif table.round_acted:
                    table.poll, table.round_acted = _ring(table.last_seat), False
                else:
                    self.phase = ZHAN_WINDOW
                    table.poll = self._zhan_eligible(table.live.owner) if table.live else []
            elif self.phase == ZHAN_WINDOW:
                if not table.poll:
                    self._close_bidding()
                    table = self._table
                elif self._zhan_sets(table.poll[0]):
                    return
                else:
                    table.poll.pop(0)
            else:
                return

    def _deal_cards(self) -> None:
        """Deal on, one card at a time, until a seat may declare (it is asked at once) or every card is out.

        After each card only the receiving seat's ``_may_bid`` can change; the bid round of §4.4.1 then
        starts at the receiving seat and asks the seats that may declare, in ccw order.
        """
        table = self._table
        deck, hands, bidders, events = table.deck, table.hands, table.bidders, self._events
        jokers, pairs, first, undeclared = table.jokers, table.pairs, table.first_seat, table.live is None
        index, seat = table.dealt, table.last_seat
        while index < DEALT:
            code = deck[index]
            seat = (first + index) % SEATS
            hand = hands[seat]
            hand[code] += 1
            if code >= SMALL_JOKER:
                jokers[seat] += 1
            elif hand[code] == 2:
                pairs[seat] += 1
            events.append(Event("deal", seat, {"index": index}, {seat: {"card": code}}))
            index += 1
            if undeclared:  # ``_may_bid`` before any declaration, the commonest question (tested against it)
                bidders[seat] = jokers[seat] >= 1 and pairs[seat] >= 1
            else:
                bidders[seat] = self._may_bid(seat)
            if any(bidders):
                ring = _RINGS[seat]
                table.poll = next(list(ring[i:]) for i, s in enumerate(ring) if bidders[s])
                break
        table.dealt, table.last_seat, table.round_acted = index, seat, False

    def _do_pass(self, action: Action, _: None) -> None:
        """A pass makes no event: who was asked would tell who holds a joker and a pair (§4.11)."""
        self._table.poll.pop(0)

    def _do_declare(self, action: Action, declaration: Declaration) -> None:
        table, seat = self._table, action.seat
        shown_jokers = [code for code in action.pieces if code >= SMALL_JOKER]
        public = {"kind": action.kind, "jokers": shown_jokers, "pair_cards": len(action.pieces) - len(shown_jokers)}
        if action.kind == XU:
            table.declarations[table.declarations.index(table.live)] = declaration  # type: ignore[arg-type]
        else:
            if action.kind == CHONG:
                liang = table.live
                assert liang is not None
                table.declarations[table.declarations.index(liang)] = replace(liang, withdrawn=True)
                table.chong = True
                self._emit("withdrawn", liang.owner, {})
            table.declarations.append(declaration)
        table.live = declaration
        table.bidders = [self._may_bid(s) for s in range(SEATS)]
        private = {seat: {"cards": list(action.pieces), "suit": SUIT_LETTERS[declaration.suit]}}
        self._emit("declare", seat, public, private)
        if self.phase == DEAL:
            table.poll.pop(0)
            table.round_acted = True
        else:
            table.poll = self._zhan_eligible(seat)

    def _close_bidding(self) -> None:
        """P3 and P4: redeal or settle a deal without declaration, else fix the roles and hand B the kitty."""
        table = self._table
        live = table.live
        if live is None:
            if self.inputs.first_hand or self.rules.no_bid_later == "redeal":
                self._emit("redeal", None, {"reason": "no_bid"})
                self.phase = DEAL
                self._table = self._new_table()
            else:
                self._settle_without_bid()
            return
        if self.inputs.first_hand:
            if self.rules.zhan_sets_first_dealer and live.kind == ZHAN:
                self.dealer = live.owner
            else:
                chong = [d.owner for d in table.declarations if d.kind == CHONG]
                self.dealer = chong[0] if chong else table.declarations[0].owner
        dealer = self.dealer
        assert dealer is not None
        self.declarer = live.owner
        self.trump = live.suit
        self._order = card_order(level_rank(self.level), live.suit, self.rules)
        self.burier = dealer if live.owner != dealer else (dealer + 2) % SEATS
        if live.kind == ZHAN:
            self.sticker = live.owner
            self.stuck = tuple(d.owner for d in table.declarations if d is not live)
        self._emit(
            "roles",
            None,
            {
                "dealer": dealer,
                "burier": self.burier,
                "declarer": self.declarer,
                "sticker": self.sticker,
                "stuck": list(self.stuck),
            },
        )
        kitty = table.deck[DEALT:]
        for code in kitty:
            table.hands[self.burier][code] += 1
        self._emit("kitty_taken", self.burier, {"count": KITTY}, {self.burier: {"cards": sorted(kitty)}})
        self.phase = BURY

    def _do_bury(self, action: Action, _: None) -> None:
        table = self._table
        seat = action.seat
        for code in action.pieces:
            table.hands[seat][code] -= 1
        self.kitty = list(action.pieces)
        self._emit("bury", seat, {"count": KITTY}, {seat: {"cards": list(action.pieces)}})
        self._revealed = True
        live = table.live
        assert live is not None
        shown = [
            {"owner": d.owner, "pairs": list(d.pair_cards)}
            for d in table.declarations
            if d is live or d.owner in self.stuck
        ]
        public: Json = {"trump": SUIT_LETTERS[live.suit], "declarations": shown}
        if self.rules.reveal_kitty:
            public["kitty"] = list(self.kitty)
        self._emit("reveal", None, public)
        if not self.stuck:
            self._start_play()
            return
        sticker = self.sticker
        assert sticker is not None
        assert self._order is not None
        for declaration in table.declarations:
            if declaration.owner in self.stuck:
                cards = declaration.cards
                for code in cards:
                    table.hands[declaration.owner][code] -= 1
                    table.hands[sticker][code] += 1
                self._taken.update(cards)
                trumps = sum(self._order.cls[code] == TRUMP for code in cards)
                self._gives.append(_Give(declaration.owner, len(cards), trumps))
                self._emit("zhan_take", sticker, {"from": declaration.owner, "cards": list(cards)})
        self.phase = GIVE

    def _do_give(self, action: Action, _: None) -> None:
        give = self._gives.pop(0)
        hands = self._table.hands
        for code in action.pieces:
            hands[action.seat][code] -= 1
            hands[give.to][code] += 1
        cards = list(action.pieces)
        private = {action.seat: {"cards": cards}, give.to: {"cards": cards}}
        self._emit("give", action.seat, {"to": give.to, "count": give.count}, private)
        if not self._gives:
            self.phase = SWAP

    def _do_swap(self, action: Action, cards: tuple[int, int]) -> None:
        taken, given = cards
        hand = self._table.hands[action.seat]
        self.kitty.remove(taken)
        self.kitty.append(given)
        self.kitty.sort()
        hand[taken] += 1
        hand[given] -= 1
        self.kitty_swaps += 1
        public: Json = {"count": self.kitty_swaps}
        if self.rules.reveal_kitty:
            public.update(taken=taken, given=given)
        self._emit("swap", action.seat, public, {action.seat: {"taken": taken, "given": given}})

    def _do_swap_done(self, action: Action, _: None) -> None:
        self._emit(SWAP_DONE, action.seat, {"count": self.kitty_swaps})
        self._start_play()

    def _start_play(self) -> None:
        self.phase = PLAY
        leader = self.burier if self.rules.first_leader == "burier" else self.dealer
        assert leader is not None
        self._turn = leader

    def _do_lead(self, action: Action, payload: tuple[Combo, tuple[int, ...] | None]) -> None:
        """Start a trick with the combination actually led: a failed throw's forced unit, the failure announced."""
        combo, attempted = payload
        seat, cards = action.seat, combo.cards
        if attempted is not None:
            self._emit("throw_failed", seat, {"cards": list(attempted), "forced": list(cards)})
        hand = self._table.hands[seat]
        for code in cards:
            hand[code] -= 1
        self._trick = _Trick(seat, combo, [(seat, cards)], seat, combo, sum([POINTS[code] for code in cards]))
        self._emit(PLAY, seat, {"cards": list(cards), "lead": True, "shape": combo.kind})
        self._turn = (seat + 1) % SEATS

    def _do_follow(self, action: Action, _: None) -> None:
        """Add a follow to the trick; it becomes the best play if it qualifies and beats the best so far (§5.3)."""
        seat, cards = action.seat, action.pieces
        trick, order = self._trick, self._order
        assert trick is not None
        assert order is not None
        hand = self._table.hands[seat]
        for code in cards:
            hand[code] -= 1
        trick.plays.append((seat, cards))
        if len(cards) == 1:  # a follow of a single lead (a follow has the lead's size), judged without classifying
            code = cards[0]
            if single_beats(code, trick.best, order):
                trick.best_seat, trick.best = seat, single(code, order)
            trick.points += POINTS[code]
        else:
            contender = qualify(trick.lead, cards, order)
            if contender is not None and beats(contender, trick.best):
                trick.best_seat, trick.best = seat, contender
            trick.points += sum([POINTS[code] for code in cards])
        self._events.append(Event(PLAY, seat, {"cards": list(cards), "lead": False}))
        self._turn = (seat + 1) % SEATS
        if len(trick.plays) == SEATS:
            self._close_trick(trick)

    def _close_trick(self, trick: _Trick) -> None:
        winner = trick.best_seat
        self.trick_points[winner % 2] += trick.points
        self._tricks.append(trick)
        self._trick = None
        self._turn = winner
        self._emit("trick", winner, {"winner": winner, "points": trick.points})
        if not any(self._table.hands[winner]):
            self._settle(trick)

    def _settle(self, last: _Trick) -> None:
        """P9: the kitty capture, DP, level changes and the next dealer (§5.5, §6)."""
        dealer, order = self.dealer, self._order
        assert dealer is not None
        assert order is not None
        defenders = 1 - dealer % 2
        capture = kitty_capture(self.kitty, last.lead, order)
        if last.best_seat % 2 == defenders:
            signed = capture.value
        elif self.rules.dealer_kitty_deduction:
            signed = -capture.value
        else:
            signed = 0
        points = self.trick_points[defenders] + signed
        take_over, steps, levels, next_dealer, winner = settle(self.inputs.levels, dealer, points, self.rules)
        self._finish(
            HandResult(
                outcome="played",
                dealer=dealer,
                defender_points=points,
                trick_points=(self.trick_points[0], self.trick_points[1]),
                kitty=tuple(self.kitty),
                kitty_face=capture.face,
                kitty_bonus=capture.bonus,
                multiplier=capture.multiplier,
                capture=signed,
                last_trick_winner=last.best_seat,
                defenders_take_over=take_over,
                steps=steps,
                levels_before=self.inputs.levels,
                levels_after=levels,
                next_dealer=next_dealer,
                match_winner=winner,
            )
        )

    def _settle_without_bid(self) -> None:
        """``no_bid_later = penalty``: the defenders gain 3 levels and take over (§4.5, D27)."""
        dealer = self.dealer
        assert dealer is not None
        defenders = 1 - dealer % 2
        levels = list(self.inputs.levels)
        levels[defenders], _ = advance(levels[defenders], 3, False, self.rules)
        self._finish(
            HandResult(
                outcome="no_bid",
                dealer=dealer,
                defender_points=0,
                trick_points=(0, 0),
                kitty=tuple(sorted(self._table.deck[DEALT:])),
                kitty_face=0,
                kitty_bonus=0,
                multiplier=0,
                capture=0,
                last_trick_winner=None,
                defenders_take_over=True,
                steps=3,
                levels_before=self.inputs.levels,
                levels_after=(levels[0], levels[1]),
                next_dealer=(dealer + 1) % SEATS,
                match_winner=None,
            )
        )

    def _finish(self, result: HandResult) -> None:
        self.result = result
        self.phase = OVER
        self._emit("hand_over", None, result.to_json())

    # ---- what a seat may do ------------------------------------------------------------------

    def _may_bid(self, seat: int) -> bool:
        """Whether the seat has a legal declaration now (cheap: asked after every dealt card)."""
        table = self._table
        live = table.live
        if live is None:
            return table.jokers[seat] >= 1 and table.pairs[seat] >= 1
        if table.chong:
            return False
        if seat == live.owner:
            return live.one_joker_liang and bool(reinforcements(live, table.hands[seat]))
        return len(live.jokers) == 1 and table.jokers[seat] >= 2 and table.pairs[seat] >= 1

    def _bids(self, seat: int) -> list[Action]:
        """The declarations of a seat that ``_may_bid`` (only such seats are asked)."""
        table = self._table
        live, hand = table.live, table.hands[seat]
        if live is None:
            return [Action(seat, LIANG, shown) for shown in declaration_sets(hand, 1, 1)]
        if seat == live.owner:
            return [Action(seat, XU, added) for added in reinforcements(live, hand)]
        return [Action(seat, CHONG, shown) for shown in declaration_sets(hand, 2, 1)]

    def _zhan_eligible(self, seat: int) -> list[int]:
        """Seats without a declaration of their own, in ccw order from ``next(seat)`` (§4.4.2)."""
        declared = {d.owner for d in self._table.declarations}
        return [s for s in _RINGS[(seat + 1) % SEATS] if s not in declared]

    def _zhan_sets(self, seat: int) -> list[tuple[int, ...]]:
        live = self._table.live
        assert live is not None
        return declaration_sets(self._table.hands[seat], len(live.jokers), len(live.ranks) + 1)

    def _stuck_declared(self, seat: int) -> Counter[int]:
        if seat not in self.stuck:
            return Counter()
        return Counter(next(d.cards for d in self._table.declarations if d.owner == seat))

    def _buriable_jokers(self) -> tuple[int, ...]:
        """The jokers B must bury: all he holds, except declared ones if he is stuck (§4.7, D26)."""
        seat = self.burier
        assert seat is not None
        hand, declared = self._table.hands[seat], self._stuck_declared(seat)
        return tuple(j for j in (SMALL_JOKER, BIG_JOKER) for _ in range(hand[j] - declared[j]))

    def _special(self, code: int) -> bool:
        assert self._order is not None
        return self._order.special[code]

    def _specials_owed(self, available: Mapping[int, int]) -> int:
        """``min(s_X, avail)`` of §4.9 for the stuck player now being paid back."""
        held = sum(count for code, count in available.items() if self._special(code))
        return min(self._gives[0].trumps_taken, held)

    def _give_actions(self) -> list[Action]:
        seat, give = self.sticker, self._gives[0]
        assert seat is not None
        available, _ = self.fill(seat)
        owed = self._specials_owed(available)
        specials = {code: count for code, count in available.items() if self._special(code)}
        option = FILL if owed < give.count else ""
        return [Action(seat, GIVE, tuple(chosen), option) for chosen in multisets(specials, owed)]

    def _swaps(self) -> list[tuple[int, int]]:
        """``(kitty card, hand card)`` pairs the sticker may swap (§4.10, D24)."""
        order, seat = self._order, self.sticker
        assert order is not None
        assert seat is not None
        hand = self._table.hands[seat]
        found = []
        for taken in sorted(set(self.kitty)):
            if SUIT[taken] == order.trump and not order.special[taken]:
                for given in range(CARD_COUNT):
                    if hand[given] and NAT[given] == NAT[taken] and order.cls[given] != TRUMP:
                        found.append((taken, given))
        return found

    def fill(self, seat: int) -> tuple[dict[int, int], int]:
        """The fill pool and the size of the seat's pending multi-card decision (module docstring)."""
        hand = self._table.hands[seat]
        if self.phase == PLAY and self._trick is not None and self._order is not None:
            return fill_pool(hand, self._trick.lead, self._order), len(self._trick.lead.cards)
        if self.phase == BURY:
            declared = self._stuck_declared(seat)
            return _minus(hand, declared), KITTY
        if self.phase == GIVE:
            # The taken cards cannot be handed back (§4.9, D23) — unless the sticker's own cards run out,
            # which long 粘牌 chains could make happen: then any of his cards (a decision; the spec is silent).
            count = self._gives[0].count
            pool = _minus(hand, self._taken)
            if sum(pool.values()) < count:
                pool = {c: hand[c] for c in range(CARD_COUNT) if hand[c]}
            return pool, count
        return {}, 0

    # ---- views ----------------------------------------------------------------------------------

    def _declaration_view(self, declaration: Declaration, seat: int) -> DeclarationView:
        turned_up = declaration is self._table.live or declaration.owner in self.stuck
        shown = declaration.owner == seat or (self._revealed and not declaration.withdrawn and turned_up)
        return DeclarationView(
            owner=declaration.owner,
            kind=declaration.kind,
            jokers=declaration.jokers,
            pair_count=len(declaration.pair_cards),
            pairs=declaration.pair_cards if shown else None,
            live=declaration is self._table.live,
            withdrawn=declaration.withdrawn,
        )

    def _to_act_seen_by(self, seat: int) -> tuple[int, ...]:
        """While bidding, only a seat asked learns that it is asked: being asked reveals a possible bid."""
        waiting = self.to_act()
        if self.phase in (DEAL, ZHAN_WINDOW):
            return tuple(s for s in waiting if s == seat)
        return waiting

    def _kitty_seen_by(self, seat: int) -> tuple[int, ...] | None:
        """§4.8, §4.11, D25: public once shown; otherwise B until a swap changes it, St from P7b on."""
        if not self.kitty:
            return None
        public = self.phase == OVER or (self._revealed and self.rules.reveal_kitty)
        burier_knows = seat == self.burier and self.kitty_swaps == 0
        sticker_knows = seat == self.sticker and self.phase in (SWAP, PLAY)
        return tuple(self.kitty) if public or burier_knows or sticker_knows else None


def _minus(hand: Sequence[int], taken: Mapping[int, int]) -> dict[int, int]:
    """The codes of ``hand`` (a count vector) left after ``taken``, with their counts, in code order."""
    return {c: hand[c] - taken.get(c, 0) for c in range(CARD_COUNT) if hand[c] > taken.get(c, 0)}


def _normalized(action: Action) -> Action:
    """The action with its cards in code order (the log's canonical form), or ``IllegalActionError``.

    An action already in that form is returned itself (actions are values; most come from ``legal_actions``).
    """
    pieces = action.pieces
    if not CODES.issuperset(pieces):
        raise REFUSALS.error("§1", "not_cards")
    if len(pieces) < 2:  # most actions: a pass or a single card
        return action
    ordered = tuple(sorted(pieces))
    if ordered == pieces:
        return action
    return Action(action.seat, action.kind, ordered, action.option)


def _trick_view(trick: _Trick) -> TrickView:
    return TrickView(trick.leader, tuple(trick.plays), trick.best_seat, trick.points)


def new_hand(rules: Json, seed: int, inputs: Json) -> GuafengHand:
    """A hand from the JSON forms of its inputs (what ``HandRecord.replay`` calls)."""
    return GuafengHand(GuafengRules.from_json(rules), seed, HandInputs.from_json(inputs))
