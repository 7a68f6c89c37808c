"""The engine's fast paths give exactly what the plain code they replace gave, order included.

Each ``plain_*`` function below is the straightforward version the engine used
before it was tuned for the simulator (legal-move listing, classification,
follow checks, trick judging, card sets). Hypothesis compares them on random
hands under random card orders: a speed-up must never change a listing (bots
pick from it by index), a verdict or a winner.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from itertools import combinations
from random import Random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from fengyu.core.protocol import Action, Event, IllegalActionError
from fengyu.games.guafeng import simulation
from fengyu.games.guafeng.bidding import CHONG, LIANG, XU, ZHAN
from fengyu.games.guafeng.cardsets import CODES, contains, expand, tally
from fengyu.games.guafeng.combos import (
    SINGLE,
    Combo,
    beats,
    classify,
    longest_run,
    pair_runs,
    qualify,
    single,
    single_beats,
)
from fengyu.games.guafeng.engine import (
    BURY,
    DEAL,
    GIVE,
    PASS,
    PLAY,
    SWAP,
    SWAP_DONE,
    ZHAN_WINDOW,
    GuafengHand,
    _minus,
    _normalized,
)
from fengyu.games.guafeng.follow import (
    ANY_CARD,
    F1,
    NOT_IN_HAND,
    SIZE,
    Option,
    _has_run,
    _pair_fill_violation,
    _pair_sets,
    _top_powers,
    _without,
    class_cards,
    follow_options,
    follow_violation,
)
from fengyu.games.guafeng.inputs import HandInputs
from fengyu.games.guafeng.leads import lead_options
from fengyu.games.guafeng.order import NAT, NO_GROUP, SMALL_JOKER, TRUMP, CardOrder, card_code, card_order
from fengyu.games.guafeng.refusals import FOLLOW_REASONS, PHASE_RULES, REFUSALS
from fengyu.games.guafeng.rules import GuafengRules
from fengyu.games.guafeng.throws import failed_unit

# ---- the plain versions --------------------------------------------------------------------------


def plain_pair_runs(counts: Mapping[int, int], order: CardOrder) -> list[list[int]]:
    runs: list[list[int]] = []
    by_group: dict[int, list[int]] = {}
    for code in sorted(counts):
        if counts[code] == 2:
            group = order.group[code]
            if group == NO_GROUP:
                runs.append([code])
            else:
                by_group.setdefault(group, []).append(code)
    for codes in by_group.values():
        run = [codes[0]]
        for code in codes[1:]:
            if NAT[code] == NAT[run[-1]] + 1:
                run.append(code)
            else:
                runs.append(run)
                run = [code]
        runs.append(run)
    return runs


def plain_yus(counts: Mapping[int, int], order: CardOrder) -> list[tuple[int, ...]]:
    found = []
    for codes in order.run_codes:
        held = [code for code in codes if counts.get(code, 0)]
        for low in range(len(held)):
            for high in range(low + 4, len(held)):
                window = held[low : high + 1]
                if NAT[window[-1]] - NAT[window[0]] != high - low:
                    break
                doubled = [code for code in window if counts[code] == 2]
                for size in range(len(doubled) + 1):
                    if size == len(window):
                        continue
                    for chosen in combinations(doubled, size):
                        found.append(tuple(sorted(window + list(chosen))))
    return found


def plain_lead_options(counts: Mapping[int, int], order: CardOrder) -> list[tuple[int, ...]]:
    leads: list[tuple[int, ...]] = [(code,) for code in sorted(counts) if counts[code]]
    for run in plain_pair_runs(counts, order):
        for length in range(1, len(run) + 1):
            for start in range(len(run) - length + 1):
                leads.append(tuple(code for code in run[start : start + length] for _ in range(2)))
    leads += plain_yus(counts, order)
    for rank in sorted({2, 3, 5, order.level}):
        lei = tuple(card_code(rank, suit) for suit in range(4))
        if all(counts.get(code, 0) for code in lei):
            leads.append(lei)
    return leads


def plain_expand(counts: Mapping[int, int] | Sequence[int]) -> tuple[int, ...]:
    items = sorted(counts.items()) if isinstance(counts, Mapping) else enumerate(counts)
    cards: list[int] = []
    for code, count in items:
        if count:
            cards += [code] * count
    return tuple(cards)


def plain_qualify(lead: Combo, play: Sequence[int], order: CardOrder) -> Combo | None:
    combo = classify(play, order)
    if combo is None or not combo.same_shape(lead) or combo.cls not in (lead.cls, TRUMP):
        return None
    return combo


def plain_single_follow(hand: Sequence[int], lead: Combo, play: Sequence[int], order: CardOrder) -> str | None:
    """The general follow check of §5.2 as it ran for a one-card lead."""
    if len(play) != lead.size:
        return SIZE
    if not contains(hand, play):
        return NOT_IN_HAND
    wanted = tally(play)
    held = class_cards(hand, lead.cls, order)
    if sum(held.values()) < lead.size:
        return None if all(wanted.get(code, 0) >= count for code, count in held.items()) else F1
    if any(order.cls[code] != lead.cls for code in wanted):
        return F1
    return None


def plain_minus(hand: Sequence[int], taken: Counter[int]) -> dict[int, int]:
    return {c: hand[c] - taken[c] for c in range(54) if hand[c] > taken[c]}


def plain_check_play(hand: GuafengHand, action: Action) -> tuple[Combo | None, tuple[int, ...] | None]:
    """A lead's combination and failed throw, or a follow checked by ``follow_violation``: one check for both."""
    order, trick = hand.order, hand._trick
    assert order is not None
    if trick is None:
        combo = classify(action.pieces, order)
        if combo is None:
            raise REFUSALS.error("§5.1", "lead_shape")
        if combo.kind != "throw":
            return combo, None
        unit = failed_unit(combo, [hand._table.hands[s] for s in range(4) if s != action.seat], order)
        if unit is None:
            return combo, None
        forced = classify(unit.cards, order)
        assert forced is not None
        return forced, combo.cards
    violation = follow_violation(hand._table.hands[action.seat], trick.lead, action.pieces, order)
    if violation == "not_in_hand":
        raise hand._not_in_hand(action)
    if violation is not None:
        params = {"count": trick.lead.size} if violation == "size" else {}
        raise REFUSALS.error("§5.2", FOLLOW_REASONS[violation], **params)
    return None, None


def plain_pair_fill_violation(
    play: Mapping[int, int], held: Mapping[int, int], p_req: int, c_req: int, order: CardOrder, *, high: bool
) -> str | None:
    """PairFill of §5.2 measuring the longest run every time and comparing the highest cards even when none are left."""
    pairs_needed = min(p_req, sum(1 for count in held.values() if count == 2))
    play_pairs = [code for code in sorted(play) if play[code] == 2]
    if len(play_pairs) < pairs_needed:
        return "F2_pairs"
    m = min(c_req, longest_run(held, order))
    candidates = [q for q in combinations(play_pairs, pairs_needed) if m < 2 or _has_run(q, m, order)]
    if not candidates:
        return "F2_run"
    if not high:
        return None
    size = sum(play.values()) - 2 * pairs_needed
    for chosen in candidates:
        if _top_powers(_without(play, chosen), size, order) == _top_powers(_without(held, chosen), size, order):
            return None
    return "F2_highest"


def plain_pair_sets(held: Mapping[int, int], p_req: int, c_req: int, order: CardOrder) -> list[tuple[int, ...]]:
    pairs = [code for code in sorted(held) if held[code] == 2]
    m = min(c_req, longest_run(held, order))
    return [q for q in combinations(pairs, min(p_req, len(pairs))) if m < 2 or _has_run(q, m, order)]


def plain_validate(hand: GuafengHand, action: Action) -> tuple[Any, Any]:
    """``_validate`` as one chain for every phase, the trick play included."""
    if action.seat not in hand.to_act():
        raise REFUSALS.error(PHASE_RULES[hand.phase], "not_your_turn")
    if action.option:
        raise REFUSALS.error(PHASE_RULES[hand.phase], "template_applied")
    kind, phase, trick = action.kind, hand.phase, hand._trick
    if phase == PLAY and kind == PLAY and trick is not None:
        return hand._do_follow, plain_check_play(hand, action)[0]
    following = phase == PLAY and trick is not None
    if kind != SWAP and not following and not contains(hand._table.hands[action.seat], action.pieces):
        raise hand._not_in_hand(action)
    if kind == PASS and phase in (DEAL, ZHAN_WINDOW):
        if action.pieces:
            raise REFUSALS.error("§4.4", "pass_names_no_cards")
        return hand._do_pass, None
    if phase == DEAL and kind in (LIANG, XU, CHONG):
        return hand._do_declare, hand._check_bid(action)
    if phase == ZHAN_WINDOW and kind == ZHAN:
        return hand._do_declare, hand._check_zhan(action)
    if phase == BURY and kind == BURY:
        hand._check_bury(action)
        return hand._do_bury, None
    if phase == GIVE and kind == GIVE:
        hand._check_give(action)
        return hand._do_give, None
    if phase == SWAP and kind == SWAP:
        return hand._do_swap, hand._check_swap(action)
    if phase == SWAP and kind == SWAP_DONE and not action.pieces:
        return hand._do_swap_done, None
    if phase == PLAY and kind == PLAY:
        return hand._do_lead, plain_check_play(hand, action)
    raise REFUSALS.error(PHASE_RULES[phase], "wrong_phase", kind=kind)


class PlainDealHand(GuafengHand):
    """A hand dealing one card per step of ``_advance``, as the engine did before it dealt on in one loop."""

    def _deal_cards(self) -> None:
        table = self._table
        index = table.dealt
        code = table.deck[index]
        seat = (table.first_seat + index) % 4
        hand = table.hands[seat]
        hand[code] += 1
        if code >= SMALL_JOKER:
            table.jokers[seat] += 1
        elif hand[code] == 2:
            table.pairs[seat] += 1
        table.dealt = index + 1
        table.last_seat = seat
        table.round_acted = False
        self._events.append(Event("deal", seat, {"index": index}, {seat: {"card": code}}))
        table.bidders[seat] = self._may_bid(seat)
        ring = [(seat + step) % 4 for step in range(4)]
        table.poll = next((ring[i:] for i, s in enumerate(ring) if table.bidders[s]), [])


def plain_covers(hand: GuafengHand, action: Action, legal: Sequence[Action]) -> bool:
    """``covers`` with multiset differences as ``Counter`` computes them."""
    if action.option or not CODES.issuperset(action.pieces):
        return False
    pieces = tuple(sorted(action.pieces))
    for listed in legal:
        if listed.kind != action.kind:
            continue
        if listed.option == "fill":
            pool, size = hand.fill(action.seat)
            rest = Counter(pieces) - Counter(listed.pieces)
            if (
                len(pieces) == size
                and sum(rest.values()) == size - len(listed.pieces)
                and all(pool.get(code, 0) - listed.pieces.count(code) >= n for code, n in rest.items())
            ):
                return True
        elif listed.option == "throw":
            combo = classify(pieces, hand.order) if hand.order else None
            if combo is not None and combo.kind == "throw" and contains(hand._table.hands[action.seat], pieces):
                return True
        elif listed.pieces == pieces:
            return True
    return False


def plain_filled(hand: GuafengHand, template: Action, bot: Random) -> Action:
    """A fill template completed by ``sample``, whatever the number of free cards."""
    pool, size = hand.fill(template.seat)
    rest = Counter(pool) - Counter(template.pieces)
    free = sorted(rest.elements())
    chosen = (*template.pieces, *bot.sample(free, size - len(template.pieces)))
    return Action(template.seat, template.kind, tuple(sorted(chosen)))


def outcome(
    validate: Callable[[GuafengHand, Action], tuple[Any, Any]], hand: GuafengHand, action: Action
) -> tuple[Any, ...]:
    """What a validation gives: the handler and its payload, or the refusal's rule, reason and values."""
    try:
        handler, payload = validate(hand, action)
    except IllegalActionError as error:
        return ("refused", error.rule, error.reason, error.params)
    return ("accepted", handler, payload)


# ---- strategies ------------------------------------------------------------------------------------

hands = st.lists(st.sampled_from((0, 0, 0, 1, 1, 2, 2)), min_size=54, max_size=54)
"""Count vectors of a double deck, denser in pairs and runs than a dealt hand (up to about 50 cards)."""


@st.composite
def orders(draw: st.DrawFn) -> CardOrder:
    rules = GuafengRules(
        joker_feng=draw(st.booleans()),
        allow_throw=draw(st.booleans()),
        permanent_trump_order=draw(st.sampled_from(["suit_major", "rank_major"])),
        high_fill=draw(st.sampled_from(["all_shapes", "lei_only"])),
    )
    return card_order(draw(st.integers(2, 14)), draw(st.integers(0, 3)), rules)


def counts_of(hand: Sequence[int]) -> dict[int, int]:
    return {code: count for code, count in enumerate(hand) if count}


# ---- the comparisons -------------------------------------------------------------------------------


@settings(max_examples=300)
@given(hands, orders())
def test_lead_listing_and_pair_runs_are_the_plain_ones(hand: list[int], order: CardOrder) -> None:
    counts = counts_of(hand)
    assert pair_runs(counts, order) == plain_pair_runs(counts, order)
    listing = plain_lead_options(counts, order)
    assert lead_options(counts, order) == listing
    for size in range(1, 12):
        assert lead_options(counts, order, size) == [cards for cards in listing if len(cards) == size]


@settings(max_examples=300)
@given(hands, st.dictionaries(st.integers(0, 53), st.integers(0, 3)))
def test_expand_is_the_plain_one_for_vectors_and_mappings(hand: list[int], mapping: dict[int, int]) -> None:
    assert expand(hand) == plain_expand(hand)
    assert expand(tuple(hand)) == plain_expand(hand)
    assert expand(mapping) == plain_expand(mapping)


@settings(max_examples=300)
@given(orders(), st.integers(0, 53), st.integers(0, 53), st.integers(0, 53))
def test_judging_a_single_follow_is_qualify_then_beats(order: CardOrder, led: int, best: int, code: int) -> None:
    lead = single(led, order)
    best_combo = plain_qualify(lead, (best,), order) or lead
    contender = plain_qualify(lead, (code,), order)
    assert qualify(lead, (code,), order) == contender
    assert single_beats(code, best_combo, order) == (contender is not None and beats(contender, best_combo))
    assert (
        classify((code,), order) == single(code, order) == Combo(SINGLE, (code,), order.cls[code], 0, order.power[code])
    )


@settings(max_examples=300)
@given(orders(), st.integers(0, 53), st.integers(0, 53))
def test_a_pair_classifies_as_the_general_procedure_did(order: CardOrder, code: int, other: int) -> None:
    combo = classify((code, code), order)
    assert combo is not None
    assert (combo.kind, combo.pairs, combo.cls, combo.strength) == ("feng", 1, order.cls[code], order.power[code])
    if other != code:  # two different cards: no pair, and a throw only under allow_throw within one class
        mixed = classify((code, other), order)
        assert mixed is None or mixed.kind == "throw"


@settings(max_examples=300)
@given(hands, orders(), st.integers(0, 53), st.integers(-1, 60))
def test_a_single_follow_is_judged_as_the_general_check_did(
    hand: list[int], order: CardOrder, led: int, code: int
) -> None:
    lead = single(led, order)
    assert follow_violation(hand, lead, (code,), order) == plain_single_follow(hand, lead, (code,), order)


@settings(max_examples=200)
@given(hands, st.dictionaries(st.integers(0, 53), st.integers(0, 2)))
def test_what_is_left_after_taken_cards_is_the_counter_version(hand: list[int], taken: dict[int, int]) -> None:
    assert _minus(hand, Counter(taken)) == plain_minus(hand, Counter(taken))
    assert list(_minus(hand, Counter(taken))) == sorted(_minus(hand, Counter(taken)))


@given(st.integers(0, 3), st.lists(st.integers(0, 53), max_size=6), st.sampled_from(["", "fill", "throw"]))
def test_normalized_actions_equal_fresh_ones(seat: int, pieces: list[int], option: str) -> None:
    cards = tuple(pieces)
    action = Action(seat, PLAY, cards, option)
    normal = _normalized(action)
    assert normal == Action(seat, PLAY, tuple(sorted(cards)), option)
    assert (normal is action) == (tuple(sorted(cards)) == cards)
    assert set(cards) <= CODES


@settings(max_examples=300)
@given(hands, orders(), st.integers(0, 53))
def test_a_single_lead_is_followed_by_one_template_as_the_class_count_gave(
    hand: list[int], order: CardOrder, led: int
) -> None:
    """Without cards of the led class the template's fixed part was those cards (none): the same template."""
    held = class_cards(hand, order.cls[led], order)
    plain = [Option(expand(held), template=True)] if not held else [ANY_CARD]
    assert follow_options(hand, single(led, order), order) == plain == [Option((), template=True)]


def test_every_listed_lead_matches_the_plain_construction() -> None:
    """Through whole hands: each lead listing is the plain one."""
    for seed in range(6):
        hand = GuafengHand(GuafengRules(allow_throw=seed % 2 == 1), seed)
        leads_checked = 0
        while not hand.over:
            seat = hand.to_act()[0]
            legal = hand.legal_actions(seat)
            order = hand.order
            if hand.phase == PLAY and order is not None and hand.view(seat).trick is None:
                counts = counts_of([hand.hand(seat).count(code) for code in range(54)])
                plain = [Action(seat, PLAY, cards) for cards in plain_lead_options(counts, order)]
                assert [a for a in legal if a.option != "throw"] == plain
                leads_checked += 1
            action = legal[-1] if hand.phase == "deal" else hand.default_action(seat)  # declare whenever possible
            assert action is not None
            hand.apply(action)
        assert leads_checked >= 20


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**32), st.integers(0, 2**32))
def test_the_kept_bidders_are_whoever_may_bid_after_every_card_and_declaration(seed: int, bot_seed: int) -> None:
    """``bidders`` (updated per dealt card and per declaration) equals ``_may_bid`` computed afresh, through redeals."""
    hand, bot = GuafengHand(GuafengRules(), seed), Random(bot_seed)
    checked = 0
    while hand.phase in (DEAL, ZHAN_WINDOW):
        table = hand._table
        if hand.phase == DEAL:
            assert table.bidders == [hand._may_bid(seat) for seat in range(4)]
            checked += 1
        seat = hand.to_act()[0]
        legal = hand.legal_actions(seat)
        hand.apply(legal[0] if len(legal) > 1 and bot.random() < 0.5 else bot.choice(legal))
    assert checked > 0


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 2**32), st.integers(0, 2**32), st.booleans())
def test_validation_and_listing_in_every_phase_are_the_plain_ones(seed: int, bot_seed: int, throw: bool) -> None:
    """Through whole hands: random probes of every kind, seat and size get the chain's verdict, refusals alike,
    and are covered by the listing exactly when the ``Counter`` version said so."""
    hand, bot = GuafengHand(GuafengRules(allow_throw=throw), seed), Random(bot_seed)
    kinds = (PLAY, PASS, SWAP, SWAP_DONE, BURY, GIVE, LIANG, XU, CHONG, ZHAN, "nonsense")
    phases = Counter[str]()
    while not hand.over:
        seat = hand.to_act()[0]
        legal = hand.legal_actions(seat)
        for _ in range(4):
            held = list(hand.hand(bot.choice((seat, bot.randrange(4)))))
            pieces = bot.sample(held, min(len(held), bot.choice((0, 1, 1, 2, 4, 6))))
            if bot.random() < 0.2:
                pieces.append(bot.randrange(54))
            probe = Action(bot.choice((seat, seat, bot.randrange(4))), bot.choice(kinds), tuple(sorted(pieces)))
            if bot.random() < 0.1:
                probe = Action(probe.seat, probe.kind, probe.pieces, "fill")
            assert outcome(GuafengHand._validate, hand, probe) == outcome(plain_validate, hand, probe), probe
            assert hand.covers(probe, legal) == plain_covers(hand, probe, legal), probe
            phases[hand.phase] += 1
        hand.apply(simulation._choose(hand, seat, legal, bot))
    assert phases[PLAY] > 100


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 2**32), st.integers(0, 2**32), st.booleans())
def test_dealing_on_in_one_loop_deals_and_asks_as_one_card_per_step(seed: int, bot_seed: int, first: bool) -> None:
    """The same events, the same seats asked after the same cards, through declarations and redeals."""
    inputs = HandInputs() if first else HandInputs(first_hand=False, dealer=seed % 4, levels=("5", "9"))
    hands = [cls(GuafengRules(no_bid_later="redeal"), seed, inputs) for cls in (GuafengHand, PlainDealHand)]
    bots = [Random(bot_seed), Random(bot_seed)]
    while hands[0].phase in (DEAL, ZHAN_WINDOW):
        asked = [(hand.phase, hand.to_act(), hand._table.dealt, hand.legal_actions(hand.to_act()[0])) for hand in hands]
        assert asked[0] == asked[1]
        for hand, bot in zip(hands, bots, strict=True):  # mostly passing, so that seats stay askable to the end
            legal = hand.legal_actions(hand.to_act()[0])
            hand.apply(legal[0] if bot.random() < 0.98 else bot.choice(legal))
    assert hands[0].events == hands[1].events
    assert hands[0].phase == hands[1].phase


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 2**32), st.integers(0, 2**32))
def test_the_simulator_completes_a_template_as_sample_does(seed: int, bot_seed: int) -> None:
    """One free card is drawn with ``choice``: the same card and the same random state as ``sample``."""
    hand, bot = GuafengHand(GuafengRules(), seed), Random(bot_seed)
    filled = 0
    while not hand.over:
        seat = hand.to_act()[0]
        legal = hand.legal_actions(seat)
        for template in (action for action in legal if action.option == "fill"):
            state = bot.getstate()
            mine, plain = Random(), Random()
            mine.setstate(state)
            plain.setstate(state)
            assert simulation._filled(hand, template, mine) == plain_filled(hand, template, plain)
            assert mine.getstate() == plain.getstate()
            filled += 1
        hand.apply(simulation._choose(hand, seat, legal, bot))
    assert filled > 50


@settings(max_examples=400)
@given(hands, orders(), st.integers(0, 3), st.integers(0, 3), st.booleans(), st.randoms(use_true_random=False))
def test_pair_fill_rules_look_for_runs_and_highest_cards_as_the_plain_ones(
    hand: list[int], order: CardOrder, p_req: int, c_req: int, high: bool, rng: Random
) -> None:
    """Runs are looked for only when one is asked, the highest cards only when some are left: the same verdicts."""
    cls = rng.randrange(5)
    held = class_cards(hand, cls, order)
    pool = expand(held)
    play = tally(rng.sample(pool, rng.randint(0, min(len(pool), 8))))
    assert list(_pair_sets(held, p_req, c_req, order)) == plain_pair_sets(held, p_req, c_req, order)
    verdict = _pair_fill_violation(play, held, p_req, c_req, order, high=high)
    assert verdict == plain_pair_fill_violation(play, held, p_req, c_req, order, high=high)


def plain_contains(hand: Sequence[int], cards: Sequence[int]) -> bool:
    return all(code in CODES for code in cards) and not Counter(cards) - Counter(expand(hand))


@settings(max_examples=300)
@given(hands, st.lists(st.integers(-2, 56), max_size=4))
def test_holding_cards_is_the_multiset_inclusion(hand: list[int], cards: list[int]) -> None:
    assert contains(hand, cards) == plain_contains(hand, cards)
