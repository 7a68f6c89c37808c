"""道具 items (§6.3, D26): effects, once per hand, private results, no 自摸 after an exchange."""

from __future__ import annotations

import copy

import pytest

from fengyu.core.protocol import Action, Event, IllegalActionError
from fengyu.core.rng import Rng
from fengyu.core.tiles import SUITED_KIND_COUNT
from fengyu.games.sichuan.engine import SichuanHand
from fengyu.games.sichuan.rules import SichuanRules
from tests.games.sichuan.scenario import T, census, kinds, rigged

ITEMS = SichuanRules(items=True)


def use(hand: SichuanHand, seat: int, item: str, *pieces: str) -> list[Event]:
    return hand.apply(Action(seat, "item", tuple(T(p) for p in pieces), item))


def test_qian_kun_da_nuo_yi_steers_the_users_deal_to_one_suit() -> None:
    rules = SichuanRules(items=True, ding_que=False)
    plain = SichuanHand(rules, 44, dealer=0)
    steered = SichuanHand(rules, 44, dealer=0, qian_kun=(1,))
    rng = Rng(44)
    rng.shuffle([k for k in range(SUITED_KIND_COUNT) for _ in range(4)])
    suit = rng.randint(0, 2)  # R4a step 3, right after the shuffle
    held = steered.seats[1].concealed
    assert sum(held[9 * suit : 9 * suit + 9]) >= 10
    for seat in (0, 2, 3):
        assert steered.seats[seat].concealed == plain.seats[seat].concealed
    assert any(e.kind == "item_used" and e.seat == 1 for e in steered.events)
    assert census(steered) == [4] * SUITED_KIND_COUNT


def test_qian_kun_needs_the_items_rule() -> None:
    with pytest.raises(ValueError, match="items rule"):
        SichuanHand(SichuanRules(), 1, qian_kun=(0,))


def test_tou_tian_huan_ri_takes_the_named_kind_from_the_wall_and_bars_zi_mo() -> None:
    hand = rigged(ITEMS, hands=["123m456m234p678p99p", None, None, None], drawn="9p", draws="1s5m")
    assert "win" in kinds(hand, 0)
    events = use(hand, 0, "tou_tian_huan_ri", "9p", "5m")
    assert events[-1].public == {"item": "tou_tian_huan_ri"}
    assert events[-1].private == {0: {"given": T("9p"), "received": T("5m")}}
    assert hand.wall[hand.head + 1] == T("9p")  # the 5m's place, the smallest index holding 5m
    assert "win" not in kinds(hand, 0)  # D26: no 自摸 until the next discard
    assert census(hand) == [4] * SUITED_KIND_COUNT


def test_tou_tian_huan_ri_is_rejected_and_not_consumed_when_none_is_left() -> None:
    hand = rigged(ITEMS, hands=["1111m234p567p789p5p", None, None, None], drawn="5p", wall=10)
    wall_before = list(hand.wall)
    absent = next(k for k in range(SUITED_KIND_COUNT) if k not in hand.wall[hand.head : hand.tail] and k != T("1m"))
    events = hand.apply(Action(0, "item", (T("1m"), absent), "tou_tian_huan_ri"))
    assert events[-1].kind == "item_rejected"
    assert hand.wall == wall_before
    assert "tou_tian_huan_ri" not in hand.seats[0].items_used


def test_yi_hua_jie_mu_swaps_with_a_random_wall_tile_from_the_hands_stream() -> None:
    hand = rigged(ITEMS, hands=["123m456m234p678p99p", None, None, None], drawn="9p")
    predicted = copy.deepcopy(hand.rng).randint(0, hand.wall_count - 1)
    expected = hand.wall[hand.head + predicted]
    events = use(hand, 0, "yi_hua_jie_mu", "1m")
    assert events[-1].private[0] == {"given": T("1m"), "received": expected}
    assert hand.wall[hand.head + predicted] == T("1m")


def test_qian_li_yan_reports_a_quarter_privately() -> None:
    hand = rigged(ITEMS, hands=[None, None, None, None], voids="ssmm", draws="5p", wall=40)
    events = use(hand, 1, "qian_li_yan", "5p")
    assert events[-1].private == {1: {"kind": T("5p"), "quarter": 0}}
    assert events[-1].for_seat(2).public == {"item": "qian_li_yan"}


def test_shun_feng_er_reveals_the_next_draw_privately() -> None:
    hand = rigged(ITEMS, hands=[None, None, None, None], voids="ssmm", draws="7p")
    events = use(hand, 2, "shun_feng_er")
    assert events[-1].private == {2: {"next": T("7p")}}


def test_jin_shou_zhi_is_announced_and_each_item_is_used_once() -> None:
    hand = rigged(ITEMS, hands=[None, None, None, None], voids="ssmm")
    events = use(hand, 3, "jin_shou_zhi")
    assert events[-1].public == {"item": "jin_shou_zhi"}
    with pytest.raises(IllegalActionError) as caught:
        use(hand, 3, "jin_shou_zhi")
    assert caught.value.rule == "D26"


def test_items_are_refused_when_off_and_exchange_items_to_a_frozen_winner() -> None:
    off = rigged(hands=[None, None, None, None], voids="ssmm")
    with pytest.raises(IllegalActionError) as caught:
        use(off, 0, "jin_shou_zhi")
    assert caught.value.rule == "§6.3"
    frozen = rigged(
        SichuanRules(items=True, mode="xue_liu"), hands=["123m456m234p678p9p1m", None, None, None], won=[0], drawn="1m"
    )
    assert not any(a.option in ("tou_tian_huan_ri", "yi_hua_jie_mu") for a in frozen.legal_actions(0))
