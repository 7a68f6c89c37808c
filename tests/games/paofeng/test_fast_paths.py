"""The engine's fast answers agree with the plain computations they stand in for, at every turn of random hands."""

from __future__ import annotations

import copy
import random
from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fengyu.core.protocol import Action, IllegalActionError
from fengyu.core.rules import RulesError
from fengyu.core.tiles import Tile, counts_of, to_counts
from fengyu.games.logged_hand import LoggedHand
from fengyu.games.paofeng import engine
from fengyu.games.paofeng.analysis import HandReader
from fengyu.games.paofeng.engine import PaofengHand
from fengyu.games.paofeng.roles import TileRoles
from fengyu.games.paofeng.rules import PaofengRules
from fengyu.games.paofeng.simulation import _fingerprint, choose, choose_greedy, random_rules
from fengyu.mahjong.claims import ClaimWindow
from tests.games.paofeng.scenario import B, T, act, kinds, rigged


def _plain_discards(hand: PaofengHand, seat: int) -> list[int]:
    """R12 as written: the natural kinds held, with the 吐牌 bar; none while a flower is held; after 报听 the draw."""
    st = hand.seats[seat]
    roles = hand.roles
    if any(st.concealed[f] for f in roles.flowers):
        return []
    if st.bao_ting:
        tile = hand.drawn
        return [tile] if tile is not None and roles.natural(tile) and st.concealed[tile] else []
    tiles = [k for k in range(34) if roles.natural(k) and st.concealed[k]]
    if hand.tu_bar and hand.claimed_tile in tiles and len(tiles) > 1:
        tiles.remove(hand.claimed_tile)
    return tiles


def _plain_ting(hand: PaofengHand, seat: int) -> list[int]:
    """R21 (1) by asking Wt of every rest: not empty, or every kind of U when the rest must 跑风 (R20)."""
    st = hand.seats[seat]
    if st.bao_ting:
        return []
    found = []
    for tile in _plain_discards(hand, seat):
        rest = list(st.concealed)
        rest[tile] -= 1
        waits = hand.reader.waits(rest, len(st.melds))
        must_run = rest[hand.roles.wild] and not hand.rules.wild_may_win_plain
        if (len(waits) == len(hand.roles.waitable)) if must_run else bool(waits):
            found.append(tile)
    return found


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**64 - 1))
def test_discards_and_bao_ting_offers_match_the_plain_rules(seed: int) -> None:
    bot = random.Random(seed)
    hand = PaofengHand(random_rules(bot), seed)
    while not hand.over:
        seat = bot.choice(hand.to_act())
        if hand.phase == "turn":
            listed = _plain_discards(hand, seat)
            hand._forget()  # nothing remembered: the check computes on its own
            assert [t for t in range(-1, 35) if hand._may_discard(seat, t)] == listed
            assert hand.legal_discards(seat) == listed
            ting = _plain_ting(hand, seat)
            hand._forget()
            assert [t for t in range(-1, 35) if hand._may_declare(seat, t)] == ting  # each tile asked alone
            assert hand._ting_discards(seat) == ting
        hand.apply(choose_greedy(hand, seat, bot))


def test_the_offers_compared_include_real_bao_ting_offers() -> None:
    """The property above meets hands with offers (it would pass vacuously on hands that are never ready)."""
    offers = 0
    for seed in range(40):
        bot = random.Random(seed)
        hand = PaofengHand(random_rules(bot), seed)
        while not hand.over:
            seat = bot.choice(hand.to_act())
            if hand.phase == "turn":
                offers += bool(hand._ting_discards(seat))
            hand.apply(choose_greedy(hand, seat, bot))
    assert offers >= 10


def _hand_of(draw: random.Random, roles: TileRoles, size: int) -> list[int]:
    """``size`` tiles dealt from a shuffled 136, flowers put back (a flower-free hand, as the shanten needs)."""
    wall = [k for k in range(34) for _ in range(4) if k not in roles.flowers]
    draw.shuffle(wall)
    return to_counts(wall[:size])


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 2**64 - 1), st.sampled_from([13, 10, 7]), st.booleans())
def test_a_draw_lowers_the_shanten_by_one_at_most_and_a_discard_never(seed: int, size: int, lan_no_wild: bool) -> None:
    """What the engine's shanten floors rest on, at every kind: except the first wild, which lifts the copy limit."""
    draw = random.Random(seed)
    roles = TileRoles.of_indicator(draw.randrange(34))
    reader = HandReader(roles, lan_no_wild=lan_no_wild)
    melds = (13 - size) // 3
    hand = _hand_of(draw, roles, size)
    before = reader.shanten(hand, melds)
    for kind in range(34):
        if kind in roles.flowers or hand[kind] == 4:
            continue
        hand[kind] += 1
        after = reader.shanten(hand, melds)
        if kind != roles.wild or hand[kind] > 1:
            assert after >= before - 1, (hand, kind)
        for tile in range(34):
            if hand[tile] and roles.natural(tile):
                hand[tile] -= 1
                assert reader.shanten(hand, melds) >= after, (hand, tile)
                hand[tile] += 1
        hand[kind] -= 1


def test_the_first_wild_drawn_after_a_floor_of_one_still_wins() -> None:
    """Why the engine forgets a seat's floor when its first wild arrives: the wild lifts the four-copy limit.

    With 8s drawn, 123m 123p 7777p 8888s is 1-shanten (neither quad can give the pair), so B's floor is 1
    after discarding 8s; one more tile lowers a shanten by one at most — but the wild makes 7777p a pung
    and a pair (a fifth 7p), and the hand wins.
    """
    hand = rigged(hands=[None, "123m123p7777p8888s", None, None], wild="9p", current=B, drawn="8s", draws="1z2z3z9p")
    assert "win" not in kinds(hand, B) and hand._floors[B] == 1
    act(hand, B, "discard", "8s")
    while hand.phase != "turn" or hand.current != B:
        if hand.phase == "claim":
            for seat in hand.to_act():
                act(hand, seat, "pass")
        else:
            assert hand.drawn is not None
            act(hand, hand.current, "discard", str(Tile(hand.drawn)))
    assert hand.drawn == T("9p") and "win" in kinds(hand, B)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**64 - 1), st.floats(0, 1))
def test_the_shanten_floors_stay_below_the_shanten_and_keep_the_legal_actions(seed: int, greedy: float) -> None:
    """At every step of random hands: each seat's floor is at most its shanten, and the legal actions computed
    with the floors are those computed without them."""
    bot = random.Random(seed)
    hand = PaofengHand(random_rules(bot), seed)
    greedy_seats = {s for s in range(4) if bot.random() < greedy}
    while not hand.over:
        for seat, state in enumerate(hand.seats):
            shanten = hand.reader.shanten_unless_flower(state.concealed, len(state.melds))
            if shanten is not None:
                assert hand._floors[seat] <= shanten
        seat = bot.choice(hand.to_act())
        legal = list(hand.legal_actions(seat))
        floors = hand._floors
        hand._forget()
        hand._floors = [-2] * 4
        assert hand._compute_legal(seat) == legal
        hand._forget()
        hand._floors = floors
        hand.apply(choose_greedy(hand, seat, bot) if seat in greedy_seats else choose(hand, seat, bot))


def _near_win(draw: random.Random, roles: TileRoles, melds: int) -> list[int]:
    """A 13 − 3·melds hand one or two tiles from a win: sets and a pair of natural faces, some tiles wilds."""
    faces = [k for k in range(34) if roles.natural(k)]
    tiles: list[int] = []
    for _ in range(4 - melds):
        face = draw.choice(faces)
        run = face < 27 and face % 9 < 7 and draw.random() < 0.6
        tiles += [face, face + 1, face + 2] if run else [face] * 3
    tiles += [draw.choice(faces)] * 2
    tiles = [roles.wild if draw.random() < 0.15 else t for t in tiles]
    tiles.pop(draw.randrange(len(tiles)))
    if draw.random() < 0.5:
        tiles[draw.randrange(len(tiles))] = draw.choice([*faces, roles.wild])
    hand = [min(n, 4) for n in to_counts(tiles)]  # four tiles of a kind at most
    while sum(hand) < len(tiles):
        kind = draw.choice(faces)
        hand[kind] += hand[kind] < 4
    return hand


@settings(max_examples=400, deadline=None)
@given(st.integers(0, 2**64 - 1), st.integers(0, 33), st.sampled_from([0, 0, 0, 1, 2]), st.booleans())
def test_is_ready_is_whether_the_hand_has_a_wait(seed: int, wild: int, melds: int, lan_no_wild: bool) -> None:
    """``is_ready`` (with its shortcut for hands holding a wild) against listing Wt, on hands near a win."""
    roles = TileRoles.of_wild(wild)
    reader = HandReader(roles, lan_no_wild=lan_no_wild)
    hand = _near_win(random.Random(seed), roles, melds)
    assert reader.is_ready(hand, melds) == bool(reader.waits(hand, melds))


def _ready_case(seed: int, wild: int, melds: int) -> tuple[TileRoles, list[int]]:
    """A 14 − 3·melds hand near a win (``_near_win`` and one more tile, often a 红中 that may stand for W)."""
    draw = random.Random(seed)
    roles = TileRoles.of_wild(wild)
    hand = _near_win(draw, roles, melds)
    red = int(Tile.RED)
    if roles.substitute and hand[red] < 4 and draw.random() < 0.4:
        hand[red] += 1
    else:
        hand[draw.choice([k for k in range(34) if k not in roles.flowers and hand[k] < 4])] += 1
    return roles, hand


def _ready_rests(reader: HandReader, hand: list[int], melds: int, discards: list[int]) -> list[int]:
    found = []
    for tile in discards:
        rest = list(hand)
        rest[tile] -= 1
        if reader.is_ready(rest, melds):
            found.append(tile)
    return found


@settings(max_examples=500, deadline=None)
@given(st.integers(0, 2**64 - 1), st.integers(0, 33), st.sampled_from([0, 0, 0, 1, 2]), st.booleans())
def test_ready_discards_are_the_discards_whose_rest_is_ready(seed: int, wild: int, melds: int, lan: bool) -> None:
    """The one pass over a hand's discards (per split of its 红中) against ``is_ready`` of each rest."""
    roles, hand = _ready_case(seed, wild, melds)
    reader = HandReader(roles, lan_no_wild=lan)
    discards = [k for k in range(34) if hand[k] and roles.natural(k)]
    assert reader.ready_discards(hand, melds, discards) == _ready_rests(reader, hand, melds, discards)
    assert reader.ready_discards(hand, melds, discards[::-1]) == _ready_rests(reader, hand, melds, discards[::-1])


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 2**64 - 1), st.integers(0, 33), st.sampled_from([0, 0, 1, 2]), st.booleans(), st.booleans())
def test_the_turns_shanten_is_the_shanten_of_the_best_red_split(
    seed: int, wild: int, melds: int, lan: bool, drawn: bool
) -> None:
    """The engine's lookup (the 红中 moved to W's face one at a time) against ``shanten`` over ``faces``."""
    roles, hand = _ready_case(seed, wild, melds)
    if not drawn:
        hand[next(k for k in range(34) if hand[k])] -= 1  # 13-equivalent
    reader = HandReader(roles, lan_no_wild=lan)
    assert reader.shanten_unless_flower(hand, melds) == reader.shanten(hand, melds)
    hand[min(roles.flowers)] += 1
    assert reader.shanten_unless_flower(hand, melds) is None


def test_the_ready_discards_compared_include_red_splits_wilds_and_real_waits() -> None:
    """The property above meets the cases that matter (it would pass vacuously on hands never ready)."""
    seen: set[tuple[bool, bool, bool]] = set()
    for seed in range(400):
        roles, hand = _ready_case(seed, seed % 34, 0)
        reader = HandReader(roles, lan_no_wild=False)
        discards = [k for k in range(34) if hand[k] and roles.natural(k)]
        ready = reader.ready_discards(hand, 0, discards)
        assert ready == _ready_rests(reader, hand, 0, discards)
        seen.add((bool(ready), bool(hand[roles.wild]), roles.substitute and hand[int(Tile.RED)] > 0))
    assert (True, True, True) in seen and (True, False, True) in seen and (True, True, False) in seen


def test_a_discard_leaving_a_quad_that_waits_on_a_fifth_tile_is_ready() -> None:
    """1111m 234p 567p 789s 5s: dropping 5s leaves a hand the tables call 1-shanten that waits on a fifth 1m (R18)."""
    roles = TileRoles.of_wild(T("5z"))
    reader = HandReader(roles, lan_no_wild=False)
    hand = counts_of("1111m234p567p789s5s")
    discards = [k for k in range(34) if hand[k] and roles.natural(k)]
    assert reader._plain.shanten_after_discards(hand, 0)[T("5s")] == 1
    assert reader.ready_discards(hand, 0, discards) == [T("1m"), T("5s")] == _ready_rests(reader, hand, 0, discards)


def test_ready_discards_refuses_the_wild_and_flowers() -> None:
    roles = TileRoles.of_wild(T("9s"))
    reader = HandReader(roles, lan_no_wild=False)
    hand = counts_of("123m456p789s11z9s9s")
    with pytest.raises(ValueError, match="natural kinds"):
        reader.ready_discards(hand, 0, [T("9s")])


def test_a_shi_san_lan_missing_only_flower_faces_is_ready_in_shanten_but_waits_on_nothing() -> None:
    """Why ``is_ready`` still searches a 十三烂: its wild and its missing tile may only be 白 and 发 (flowers)."""
    roles = TileRoles.of_wild(T("9s"))
    reader = HandReader(roles, lan_no_wild=False)
    hand = to_counts(T(t) for t in ("1m", "4m", "7m", "3p", "7p", "2s", "7s", "1z", "2z", "3z", "4z", "7z", "9s"))
    assert reader.shanten(hand, 0) == 0 and reader.waits(hand, 0) == frozenset()
    assert not reader.is_ready(hand, 0)


def test_a_shi_san_lan_with_a_wild_is_ready_when_it_may_miss_a_face_of_u() -> None:
    """The search is still made for a 十三烂: 147m 258p 3s 东南西北中 and a wild (as 白) wait on 6s."""
    roles = TileRoles.of_wild(T("9s"))
    reader = HandReader(roles, lan_no_wild=False)
    hand = to_counts(T(t) for t in ("1m", "4m", "7m", "2p", "5p", "8p", "3s", "1z", "2z", "3z", "4z", "7z", "9s"))
    assert T("6s") in reader.waits(hand, 0)
    assert reader.is_ready(hand, 0)
    assert not HandReader(roles, lan_no_wild=True).is_ready(hand, 0)  # 烂牌不能带钻


def test_the_discards_leaving_a_shi_san_lan_with_a_wild_ready_are_found_by_its_own_search() -> None:
    """147m 258p 3s 东南西北中 and a wild, with 5s or a second 3s: the discards leaving a ready 十三烂, far from any
    other shape (twelve kinds and a wild are just enough)."""
    roles = TileRoles.of_wild(T("9s"))
    for tiles, ready in (("147m258p3s5s12347z9s", ["3s", "5s"]), ("147m258p3s3s12347z9s", ["3s"])):
        hand = counts_of(tiles)
        discards = [k for k in range(34) if hand[k] and roles.natural(k)]
        reader = HandReader(roles, lan_no_wild=False)
        assert reader.ready_discards(hand, 0, discards) == [T(t) for t in ready]
        assert _ready_rests(reader, hand, 0, discards) == [T(t) for t in ready]
        assert HandReader(roles, lan_no_wild=True).ready_discards(hand, 0, discards) == []


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 2**64 - 1), st.floats(0, 1))
def test_claim_windows_ask_exactly_the_seats_with_a_claim(seed: int, greedy: float) -> None:
    """The discard's quick look at who might claim skips no seat that ``_claim_options`` would offer a claim."""
    bot = random.Random(seed)
    hand = PaofengHand(random_rules(bot), seed)
    greedy_seats = {s for s in range(4) if bot.random() < greedy}
    while not hand.over:
        seat = bot.choice(hand.to_act())
        action = choose_greedy(hand, seat, bot) if seat in greedy_seats else choose(hand, seat, bot)
        if action.kind in ("discard", "bao_ting"):
            tile = action.pieces[0]
            others = [(seat + step) % 4 for step in (1, 2, 3)]
            expected = {o: [*hand._claim_options(o, tile, seat), Action(o, "pass")] for o in others}
            hand.apply(action)
            offered = hand.window.options if hand.window is not None and hand.window.tile == tile else {}
            assert offered == {o: acts for o, acts in expected.items() if len(acts) > 1}
        else:
            hand.apply(action)


@settings(max_examples=50, deadline=None)
@given(st.integers(0, 2**64 - 1), st.sampled_from([None, 0, 1, 2, 3]))
def test_the_deal_event_shows_each_seat_the_tiles_it_holds(seed: int, dealer: int | None) -> None:
    """The deal event lists the tiles dealt (sorted from the wall) — what each seat's counts hold."""
    hand = PaofengHand(PaofengRules(), seed, dealer=dealer)
    deal = hand.events[1]
    assert deal.public["counts"] == [len(st.tiles()) for st in hand.seats]
    assert [deal.private[s]["tiles"] for s in range(4)] == [st.tiles() for st in hand.seats]


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32), st.booleans())
def test_rules_read_for_a_replay_are_the_rules_from_json_and_refused_alike(seed: int, confuse: bool) -> None:
    """``from_inputs`` remembers the last rules read: the same JSON gives equal rules, and JSON that equals it
    only in Python's eyes (``true`` for 1) is refused as ``PaofengRules.from_json`` refuses it."""
    bot = random.Random(seed)
    rules = random_rules(bot).replace(di_hua=1).to_json()
    for data in (rules, dict(rules), random_rules(bot).to_json(), dict(rules)):
        assert engine._rules_from_json(data) == PaofengRules.from_json(data)
    hand = PaofengHand(PaofengRules.from_json(rules), seed)
    assert PaofengHand.from_inputs(rules, seed, hand.inputs).rules == hand.rules
    if confuse:
        wrong = {**rules, "di_hua": True}
        with pytest.raises(RulesError) as expected:
            PaofengRules.from_json(wrong)
        with pytest.raises(RulesError) as refused:
            engine._rules_from_json(wrong)
        assert str(refused.value) == str(expected.value)


def _clone(hand: PaofengHand) -> PaofengHand:
    """A copy of the hand's state; the rules, roles and reader (immutable, with large caches) are shared."""
    return copy.deepcopy(hand, {id(hand.rules): hand.rules, id(hand.roles): hand.roles, id(hand.reader): hand.reader})


def _refusal(hand: PaofengHand, action: Action, apply: Callable[[PaofengHand, Action], object]) -> object:
    """What applying ``action`` gives: the events, or the refusal's rule, reason and params."""
    try:
        return apply(hand, action)
    except IllegalActionError as error:
        return ("refused", error.rule, error.reason, dict(error.params))


@settings(max_examples=12, deadline=None)
@given(st.integers(0, 2**64 - 1), st.floats(0, 1))
def test_the_fast_paths_play_and_refuse_as_the_general_apply(seed: int, greedy: float) -> None:
    """At every step of random hands, a discard by each seat of every kind (and of a tile out of range), asked
    with and without the turn's legal list, and answers to a claim window, offered or not, give through
    ``PaofengHand.apply`` the events, state and refusal that ``LoggedHand.apply`` gives on a copy; so does the
    action the bot then plays."""
    bot = random.Random(seed)
    hand = PaofengHand(random_rules(bot), seed)
    greedy_seats = {s for s in range(4) if bot.random() < greedy}
    while not hand.over:
        seat = bot.choice(hand.to_act())
        if bot.random() < 0.5:
            hand.legal_actions(seat)  # the turn's discards are listed: the fast path checks against them
        tries = [Action(s, "discard", (t,)) for s in range(4) for t in (-1, *range(34), 34)]
        tries += [Action(hand.current, "discard", (0, 1)), Action(hand.current, "discard", (0,), option="x")]
        tries += [Action(s, "pass") for s in (-1, *range(4))]  # claim answers: asked, answered, never asked
        if hand.window is not None:
            tries += [a for acts in hand.window.options.values() for a in acts]
            tries += [Action(s, k, (hand.window.tile,)) for s in range(4) for k in ("pong", "exposed_kong", "win")]
        for action in bot.sample(tries, 8):
            fast, plain = _clone(hand), _clone(hand)
            assert _refusal(fast, action, PaofengHand.apply) == _refusal(plain, action, LoggedHand.apply)
            assert fast.events == plain.events and _fingerprint(fast) == _fingerprint(plain)
        action = choose_greedy(hand, seat, bot) if seat in greedy_seats else choose(hand, seat, bot)
        plain = _clone(hand)
        assert hand.apply(action) == LoggedHand.apply(plain, action)
        assert hand.events == plain.events and _fingerprint(hand) == _fingerprint(plain)


def test_an_applied_action_leaves_nothing_remembered_as_forget_would() -> None:
    """``apply``'s fast path resets the remembered answers inline: every attribute ``_forget`` sets, to the same
    value (and nothing the action then does remembers anything), as the general way's ``_forget`` does."""
    fresh = object.__new__(PaofengHand)
    PaofengHand._forget(fresh)
    forgotten = vars(fresh)
    remembered = fast = 0
    for seed in range(6):
        bot = random.Random(seed)
        hand = PaofengHand(random_rules(bot), seed)
        while not hand.over:
            seat = bot.choice(hand.to_act())
            action = choose(hand, seat, bot)  # the legal list asked: answers remembered
            remembered += any(getattr(hand, name) != value for name, value in forgotten.items())
            fast += action.kind == "discard" or hand.phase == "claim"
            hand.apply(action)
            assert {name: getattr(hand, name) for name in forgotten} == forgotten
            assert hand.actions[-1] == action and hand._legal == {}
    assert remembered > 100 and fast > 300


def _plain_turn_legal(hand: PaofengHand, seat: int) -> list[Action]:
    """The turn's legal list as R7–R21 read, every kind asked: each piece's own computation, no floor."""
    floors = hand._floors
    hand._forget()
    hand._floors = [-2] * 4
    acts = [Action(seat, "win")] if hand._compute_win_ok() else []
    acts += [Action(seat, "bu_hua", (t,)) for t in hand._compute_flower_options(seat)]
    acts += hand._compute_kongs(seat)
    acts += [Action(seat, "discard", (t,)) for t in _plain_discards(hand, seat)]
    acts += [Action(seat, "bao_ting", (t,)) for t in _plain_ting(hand, seat)]
    acts.append(Action(seat, "tuo_guan", option="off" if hand.seats[seat].tuo_guan else "on"))
    hand._forget()
    hand._floors = floors
    return acts


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 2**64 - 1), st.floats(0, 1))
def test_the_turns_legal_list_asks_each_kind_only_when_it_can_apply(seed: int, greedy: float) -> None:
    """At every turn of random hands, the legal list (which skips the kinds that cannot apply) is the one
    built by asking every kind's own computation."""
    bot = random.Random(seed)
    hand = PaofengHand(random_rules(bot), seed)
    greedy_seats = {s for s in range(4) if bot.random() < greedy}
    while not hand.over:
        seat = bot.choice(hand.to_act())
        if hand.phase == "turn":
            expected = _plain_turn_legal(hand, seat)
            assert hand.legal_actions(seat) == expected
        hand.apply(choose_greedy(hand, seat, bot) if seat in greedy_seats else choose(hand, seat, bot))


@settings(max_examples=200, deadline=None)
@given(st.sets(st.integers(0, 3), min_size=1), st.permutations(range(4)))
def test_a_claim_window_waits_and_closes_as_its_plain_definition(asked: set[int], order: list[int]) -> None:
    """``waiting`` is the seats asked, in the order asked, that have not answered; ``answer`` is True once each
    seat asked has answered (the window's set test and list against the plain loops)."""
    window = ClaimWindow(0, 5, {s: [Action(s, "pass")] for s in sorted(asked)})
    for seat in (s for s in order if s in asked):
        assert window.waiting() == tuple(s for s in window.options if s not in window.answers)
        closed = window.answer(Action(seat, "pass"))
        assert closed == all(s in window.answers for s in window.options)
    assert window.waiting() == () and closed
