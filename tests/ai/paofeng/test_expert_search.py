"""The Paofeng expert's discard search: hands valued exactly over the seat's coming draws.

Positions come from the rule tests' ``rigged`` helper (W = 3s); hands are
13-equivalent count vectors valued against that position's table (unseen
tiles, wall, race).
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from fengyu.ai.paofeng.expert import ExpertBot
from fengyu.ai.paofeng.expert_value import LOSS, Graph, Table, TooLargeError, Valuation
from fengyu.ai.paofeng.knowledge import Knowledge
from fengyu.core.tiles import KIND_COUNT
from tests.games.paofeng.scenario import B, C, T, rigged

CLOSE = {"hands": [None, "123m456m78p13s5s9s1z4z", None, None], "current": B, "drawn": "4z"}
"""A position of seat B with W = 3s: its table (unseen tiles, a full wall, nobody ready) values the hands below."""


def _hand(text: str) -> list[int]:
    counts = [0] * KIND_COUNT
    for tile in [text[i : i + 2] for i in range(0, len(text), 2)]:
        counts[T(tile)] += 1
    return counts


def _knowledge(**changes: object) -> Knowledge:
    return Knowledge(rigged(**{**CLOSE, **changes}).view(B))  # type: ignore[arg-type]


def _value(k: Knowledge, text: str) -> float:
    bot = ExpertBot(1)
    return bot.valuation(k).value(_hand(text))


# Ready hands without a wild (W = 3s): two kinds wait in each, the payment differs.
PLAIN_PAIRS = "1m2m3m2p3p4p4s4s4s1z1z2z2z"
"""Waits on 1z or 2z (对倒胡)."""
ALL_PUNGS = "1m1m1m2p2p2p4s4s4s1z1z2z2z"
"""The same wait, and every set a pung: 对对胡 on top."""
TWO_SIDED = "1m2m3m2p3p4p4s4s4s1z1z5s6s"
"""Waits on 4s or 7s (4s: one copy left unseen) — more live tiles than a kanchan."""
KANCHAN = "1m2m3m2p3p4p4s4s4s1z1z5s7s"
"""Waits on 6s only."""


def test_a_win_the_engine_scores_higher_is_worth_more_at_the_same_speed() -> None:
    k = _knowledge()
    assert _value(k, ALL_PUNGS) > _value(k, PLAIN_PAIRS) + 1.0


def test_more_live_waits_are_worth_more_for_the_same_win() -> None:
    k = _knowledge()
    assert _value(k, TWO_SIDED) > _value(k, KANCHAN) + 1.0


def test_a_wait_on_any_tile_is_worth_more_than_a_plain_wait_on_two_kinds() -> None:
    k = _knowledge()
    assert _value(k, "1m2m3m4m5m6m7p8p9p7s7s7s3s") > _value(k, PLAIN_PAIRS) + 5.0


def test_the_search_departs_for_the_clearly_better_hand_and_only_for_it() -> None:
    k = _knowledge()
    bot = ExpertBot(2)
    assert bot.search(bot.valuation(k), [_hand(PLAIN_PAIRS), _hand(KANCHAN), _hand(ALL_PUNGS)]) == 2
    assert bot.search(bot.valuation(k), [_hand(ALL_PUNGS), _hand(PLAIN_PAIRS), _hand(KANCHAN)]) == 0
    assert bot.search(bot.valuation(k), [_hand(ALL_PUNGS), _hand(ALL_PUNGS)]) == 0  # no gain: the first stands


def test_a_rival_ready_to_win_makes_speed_count_for_more_than_size() -> None:
    # Ready on four live tiles against a kanchan scoring 对对胡: with a rival who declared 报听, the race is short.
    quiet, racing = _knowledge(), _knowledge(bao_ting=[C])
    gap_quiet = _value(quiet, ALL_PUNGS) - _value(quiet, KANCHAN)
    gap_racing = _value(racing, ALL_PUNGS) - _value(racing, KANCHAN)
    assert abs(gap_racing) < abs(gap_quiet)
    assert _value(racing, KANCHAN) < _value(quiet, KANCHAN)


def test_the_valuation_is_the_same_whatever_the_graph_already_holds_and_whatever_the_seed() -> None:
    k = _knowledge()
    hands = [PLAIN_PAIRS, TWO_SIDED, "1m2m3m4m5m6m7p8p9p7s7s7s3s", "1m2m4m6m2p3p4p4s4s7s8s1z1z"]
    fresh = [ExpertBot(seed).valuation(k).value(_hand(text)) for seed, text in enumerate(hands)]
    shared = ExpertBot(9)
    shared.valuation(k).value(_hand("1m2m4m6m2p3p5p4s4s7s9s1z1z"))  # fills the graph first
    assert [shared.valuation(k).value(_hand(text)) for text in reversed(hands)] == fresh[::-1]


def test_a_search_that_would_value_more_hands_than_its_count_keeps_the_hard_bots_choice() -> None:
    k = _knowledge()
    far = _hand("1m2m4m6m2p3p5p4s4s7s9s1z1z")  # two steps from ready: many hands reachable
    small = Valuation(Graph(k), Table.of(k), limit=3)
    try:
        small.value(far)
    except TooLargeError:
        pass
    else:
        raise AssertionError("a limit of 3 hands must not value a hand two steps from ready")
    assert ExpertBot(1).search(Valuation(Graph(k), Table.of(k), limit=3), [far, _hand(ALL_PUNGS)]) == 0


NATURAL_KINDS = [t for t in range(KIND_COUNT) if t not in (T("5z"), T("6z"))]
"""The kinds a hand can hold with W = 3s (白 and 发 are the flowers)."""


@st.composite
def hands(draw: st.DrawFn) -> list[int]:
    """A 13-tile hand (at most four of a kind, no flower), W = 3s among them or not."""
    pool = [kind for kind in NATURAL_KINDS for _ in range(4)]
    picks = draw(st.lists(st.integers(0, len(pool) - 1), min_size=13, max_size=13, unique=True))
    counts = [0] * KIND_COUNT
    for index in picks:
        counts[pool[index]] += 1
    return counts


@settings(max_examples=60, deadline=None)
@given(hand=hands())
def test_every_step_of_the_graph_is_a_legal_draw_and_discard_that_keeps_the_tiles(hand: list[int]) -> None:
    k = _knowledge()
    graph = Graph(k)
    wild = k.wild
    node = graph.node(bytes(hand))
    assert node.shanten == k.reader.shanten(hand, 0)
    for kind, key in node.moves.items():
        assert kind not in node.wins
        after = list(key)
        change = [after[t] - hand[t] for t in range(KIND_COUNT)]
        assert sum(after) == 13 and max(after) <= 4
        assert change[kind] >= 0 and sum(c for c in change if c > 0) == 1  # the drawn tile is kept
        gone = [t for t in range(KIND_COUNT) if change[t] < 0]
        assert len(gone) == 1 and gone[0] != wild and k.roles.natural(gone[0])  # one natural tile thrown
        if node.shanten > 0:
            assert k.reader.shanten(after, 0) == node.shanten - 1
        else:
            assert k.reader.waits_on_any(after, 0)  # a ready hand changes only towards 跑风
    for kind, total in node.wins.items():
        assert node.shanten == 0 and total >= 2
        if kind != wild or not node.pao:
            won = list(hand)
            won[kind] += 1
            assert k.reader.is_win(won, 0)
    if node.shanten <= 1:
        value = Valuation(graph, Table.of(k), limit=10_000).value(hand)
        assert -LOSS <= value <= 3 * 60
