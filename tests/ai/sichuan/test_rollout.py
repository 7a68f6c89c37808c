"""The expert's play-outs: worlds consistent with the view, and a zero-sum play to the end."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from fengyu.ai.sichuan import rollout
from fengyu.ai.sichuan.bots import NormalBot
from fengyu.ai.sichuan.knowledge import SUITS, Knowledge
from fengyu.games.sichuan.engine import SichuanHand
from fengyu.games.sichuan.rules import SichuanRules


def mid_hand(seed: int, steps: int, rules: SichuanRules | None = None) -> SichuanHand:
    """A hand played by normal bots until some seat's turn after ``steps`` actions (no concealed kong yet)."""
    hand = SichuanHand(rules or SichuanRules(base_points=1), seed)
    bots = [NormalBot(seed=s) for s in range(4)]
    done = 0
    while not hand.over:
        seat = hand.to_act()[0]
        legal = hand.legal_actions(seat)
        if done >= steps and hand.phase == "turn" and any(a.kind == "discard" for a in legal):
            return hand
        action = bots[seat].choose(hand.view(seat), legal)
        if action.kind == "concealed_kong":
            action = next(a for a in legal if a.kind == "discard")
        hand.apply(action)
        done += 1
    pytest.skip("the hand ended early")


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_a_world_deals_out_exactly_the_tiles_the_seat_cannot_see(seed: int) -> None:
    hand = mid_hand(seed, 40)
    k = Knowledge(hand.view(hand.current))
    world = rollout.sample_world(k, random.Random(seed))
    hidden = Counter(world.wall)
    for seat in k.opponents:
        player = world.players[seat]
        assert sum(player.counts) == hand.view(k.seat).concealed_counts[seat]
        hidden.update({t: n for t, n in enumerate(player.counts) if n})
    assert hidden == Counter({t: n for t, n in enumerate(k.unseen) if n})
    assert world.players[k.seat].counts == k.counts


@pytest.mark.parametrize("seed", [5, 6, 7])
def test_an_opponent_done_shedding_its_void_suit_is_dealt_none(seed: int) -> None:
    hand = mid_hand(seed, 30)
    view = hand.view(hand.current)
    k = Knowledge(view)
    done = [s for s in k.opponents if view.rivers[s] and SUITS[view.rivers[s][-1] // 9] != view.voids[s]]
    assert done
    for world_seed in range(5):
        world = rollout.sample_world(k, random.Random(world_seed))
        for seat in done:
            assert not world.players[seat].holds_void()


def test_a_hand_brought_along_to_ready_never_waits_on_a_tile_known_safe() -> None:
    hand = mid_hand(8, 30)
    k = Knowledge(hand.view(hand.current))
    rng = random.Random(1)
    for _ in range(20):
        world = rollout.sample_world(k, rng)
        seat = k.opponents[0]
        player = world.players[seat]
        player.counts = [0] * len(player.counts)
        pool = list(world.wall)
        rollout._deal(player, 13 - 3 * len(player.melds), pool, allow_void=False)
        safe = frozenset(range(9, 14))
        rollout._bring_along(player, pool, rng, ready=True, safe=safe)
        if player.analyser.missing(player.counts, player.sets) == 1:
            assert not set(player.analyser.waits(player.counts)) & safe


def test_a_tile_that_went_by_an_opponent_earlier_is_ruled_out_as_a_wait_in_most_worlds() -> None:
    # Gone by a round ago: a wait about a third as often as the wait model says (reading.PASSED_SHARE), so
    # about two worlds in three rule it out; six rounds ago, one in five.
    rng = random.Random(5)
    recent = sum(3 in rollout._ruled_out({3: 1, 20: 6}, rng) for _ in range(2000))
    rng = random.Random(5)
    old = sum(20 in rollout._ruled_out({3: 1, 20: 6}, rng) for _ in range(2000))
    assert 1200 < recent < 1400
    assert 300 < old < 500
    assert rollout._ruled_out({}, rng) == frozenset()


@pytest.mark.parametrize("seed", [11, 12, 13, 14, 15, 16])
def test_a_play_out_is_zero_sum_without_refunds_and_reproducible(seed: int) -> None:
    rules = SichuanRules(base_points=2, kong_refund=False)
    hand = mid_hand(seed, 24, rules)
    k = Knowledge(hand.view(hand.current))
    tile = next(t for t in range(27) if k.counts[t])
    outcomes = []
    for _ in range(2):
        rng = random.Random(seed)
        world = rollout.sample_world(k, rng)
        play = rollout.PlayOut(world, rules, rng, prior_kong_income=0)
        outcomes.append(play.run(tile))
        assert sum(play.result) == 0
        assert play.result[k.seat] == outcomes[-1] * rules.base_points
    assert outcomes[0] == outcomes[1]


def test_evaluate_gives_every_candidate_the_same_worlds() -> None:
    hand = mid_hand(21, 36)
    k = Knowledge(hand.view(hand.current))
    tiles = [t for t in range(27) if k.counts[t]][:3]
    results = rollout.evaluate(k, tiles, random.Random(4), worlds=6)
    assert [len(r) for r in results] == [6, 6, 6]
    again = rollout.evaluate(k, tiles, random.Random(4), worlds=6)
    assert again == results
