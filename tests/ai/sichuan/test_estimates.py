"""The bots' estimates: the read of the table (certainties and learned chances) and chances of winning."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from importlib import resources
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fengyu.ai.sichuan import reading
from fengyu.ai.sichuan.evaluation import options, win_chance
from fengyu.ai.sichuan.knowledge import Knowledge
from fengyu.games.sichuan.engine import SichuanHand
from fengyu.games.sichuan.rules import SichuanRules
from tests.games.sichuan.scenario import T, rigged

ROOT = Path(__file__).resolve().parents[3]


def knowledge(hand: SichuanHand, seat: int = 0) -> Knowledge:
    return Knowledge(hand.view(seat))


def test_a_tile_of_an_opponents_void_suit_is_safe_against_it() -> None:
    hand = rigged(hands=["123m456m789m23p55p9p", None, None, None], voids="sppp", drawn="9p")
    hand.seats[1].river = [T("7s"), T("8s"), T("2m")]
    read = reading.table_read(knowledge(hand))
    assert all(read.wins_on(s, T("5p")) == 0.0 for s in (1, 2, 3))
    assert read.wins_on(1, T("5m")) > 0.0
    assert read.danger(T("5p")) == 0.0 < read.danger(T("5m"))


def test_tiles_that_went_by_an_opponent_since_its_last_discard_are_safe_against_it() -> None:
    # Play order 0 → 1 → 2 → 3 → 0: seat 1 discarded 2m, then seats 2 and 3 threw 6m and 7m past it.
    hand = rigged(hands=["123m456m789m23p55p9p", None, None, None], voids="sspp", drawn="9p")
    for seat, river in ((1, "1s1s2m"), (2, "1s6m"), (3, "1p7m")):
        hand.seats[seat].river = [T(t) for t in (river[i : i + 2] for i in range(0, len(river), 2))]
    k = knowledge(hand)
    read = reading.table_read(k)
    assert read.opponents[1].safe >= {T("2m"), T("6m"), T("7m")}
    assert read.wins_on(1, T("6m")) == read.wins_on(1, T("2m")) == 0.0
    assert read.wins_on(3, T("6m")) > 0.0  # seat 3 discarded after 6m was thrown: no certainty
    assert read.wins_on(1, T("5m")) > 0.0


def test_what_went_by_an_opponent_is_safe_only_until_its_next_discard() -> None:
    hand = rigged(hands=["123m456m789m23p55p9p", None, None, None], voids="sspp", drawn="9p")
    for seat, river in ((1, "1s1s2m"), (2, "1s6m"), (3, "1p7m")):
        hand.seats[seat].river = [T(t) for t in (river[i : i + 2] for i in range(0, len(river), 2))]
    read = reading.table_read(knowledge(hand))
    assert read.wins_on(1, T("6m")) == 0.0 < read.waits_on(1, T("6m"))
    assert read.waits_on(1, T("6s")) == 0.0  # its void suit: for good
    assert read.danger(T("6m")) < read.danger_later(T("6m"))


def test_readiness_grows_with_the_discards_made_after_the_void_suit_is_gone() -> None:
    hand = rigged(hands=["123m456m789m23p55p9p", None, None, None], voids="ssss", drawn="9p", wall=20)
    hand.seats[1].river = [T("1s"), T("2s"), T("3s")]
    shedding = reading.table_read(knowledge(hand)).ready(1)
    hand.seats[1].river += [T("9m"), T("1p"), T("2m")]
    early = reading.table_read(knowledge(hand)).ready(1)
    hand.seats[1].river += [T("8m"), T("9p"), T("1m"), T("4p"), T("7p"), T("2p"), T("3m")]
    late = reading.table_read(knowledge(hand)).ready(1)
    assert shedding < early < late
    assert late > 0.5


def test_a_xue_liu_winners_waits_are_known_exactly() -> None:
    hand = rigged(SichuanRules(mode="xue_liu"), hands=["22m", "123m456m234p678p9p", None, None], won=[1], voids="ssss")
    hand.seats[0].concealed[T("2m")] = 0
    hand.seats[0].concealed[T("9p")] = 1
    hand.seats[0].concealed[T("1p")] = 1
    k = knowledge(hand)
    assert set(reading.known_waits(k, 1)) == {T("6p"), T("9p")}
    read = reading.table_read(k)
    assert read.wins_on(1, T("9p")) == 1.0
    assert read.wins_on(1, T("1p")) == 0.0
    # In base points (this table's base is 6): a known wait costs at least one, a tile that is none under a point.
    assert read.danger(T("9p")) >= 1 and read.danger(T("1p")) < 1 / 6


def test_the_shipped_read_is_trained_on_the_features_the_code_computes() -> None:
    raw = json.loads((ROOT / "desktop" / "fengyu" / "ai" / "sichuan" / "reading.json").read_text())
    assert tuple(raw["ready"]["features"]) == reading.READY_FEATURES
    assert tuple(raw["wait"]["features"]) == reading.WAIT_FEATURES
    assert tuple(raw["cost"]["features"]) == reading.COST_FEATURES
    evaluation = raw["evaluation"]
    # Measured on held-out hands: it ranks and it is calibrated.
    assert evaluation["tile_auc"] > 0.8 and evaluation["ready_auc"] > 0.85
    assert abs(evaluation["mean_predicted"] - evaluation["deal_in_share"]) < 0.01


def test_a_model_trained_on_other_features_is_refused(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    raw = json.loads((ROOT / "desktop" / "fengyu" / "ai" / "sichuan" / "reading.json").read_text())
    raw["wait"]["features"] = raw["wait"]["features"][:-1]

    class Files:
        def joinpath(self, name: str) -> Path:
            path = tmp_path / name
            path.write_text(json.dumps(raw))
            return path

    monkeypatch.setattr(resources, "files", lambda package: Files())
    reading.model.cache_clear()
    try:
        with pytest.raises(ValueError, match="wait model"):
            reading.model()
    finally:
        reading.model.cache_clear()


def test_win_chance_grows_with_draws_and_time() -> None:
    assert win_chance(0, 8, 60, 8) > win_chance(0, 2, 60, 8)
    assert win_chance(1, 20, 60, 10) > win_chance(1, 20, 60, 3)
    assert win_chance(0, 0, 60, 0) < 0.05  # a dead wait at the wall end almost never wins
    assert win_chance(-1, 0, 60, 0) == 1.0


def test_options_count_only_live_improving_draws_of_the_kept_suits() -> None:
    hand = rigged(hands=["123m456m789m23p55p9p", None, None, None], voids="ssss", drawn="9p")
    k = knowledge(hand)
    (option,) = options(k, [T("9p")])
    assert (option.shanten, set(option.ukeire)) == (0, {T("1p"), T("4p")})
    assert option.draws == k.unseen[T("1p")] + k.unseen[T("4p")]


def test_the_calibration_tool_writes_the_tables(tmp_path: Path) -> None:
    out = tmp_path / "tables.json"
    subprocess.run(
        [sys.executable, str(ROOT / "tools" / "calibrate_sichuan_bots.py"), "--hands", "12", "--out", str(out)],
        check=True,
        capture_output=True,
    )
    tables = json.loads(out.read_text())
    assert set(tables) == {"hands", "seed", "wins"}
    assert tables["hands"] == 12 and tables["wins"]


def test_the_training_tool_is_deterministic_for_a_seed(tmp_path: Path) -> None:
    outs = []
    for name, seed in (("a", 7), ("b", 7), ("c", 8)):
        out = tmp_path / f"{name}.json"
        subprocess.run(
            [
                sys.executable,
                str(ROOT / "tools" / "train_sichuan_reading.py"),
                "6",
                "--test-hands",
                "2",
                "--seed",
                str(seed),
                "--out",
                str(out),
            ],
            check=True,
            capture_output=True,
        )
        outs.append(out.read_text())
    assert outs[0] == outs[1]
    assert outs[0] != outs[2]
    trained = json.loads(outs[0])
    assert trained["hands"] == 6 and trained["seed"] == 7
    assert len(trained["wait"]["weights"]) == len(reading.WAIT_FEATURES)


def _plain_options(k: Knowledge, tiles: list[int]) -> list[tuple[int, int, dict[int, int]]]:
    """Each discard's kept shanten and live improving draws, by asking ``missing`` of every draw alone."""
    sets = 4 - k.melds
    found = []
    for tile in tiles:
        kept = list(k.kept)
        if kept[tile]:
            kept[tile] -= 1
        base = k.analyser.missing(kept, sets)
        ukeire = {}
        for face in k.analyser.faces:
            if k.unseen[face] and kept[face] < 4:
                kept[face] += 1
                if k.analyser.missing(kept, sets) < base:
                    ukeire[face] = k.unseen[face]
                kept[face] -= 1
        found.append((tile, base - 1, ukeire))
    return found


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_options_equal_asking_missing_of_every_draw(seed: int) -> None:
    """The incremental options (one ``missing_draws`` per discard) at every turn of a random hand."""
    bot = random.Random(seed)
    hand = SichuanHand(SichuanRules(), seed, dealer=0)
    while not hand.over:
        seat = bot.choice(hand.to_act())
        legal = [a for a in hand.legal_actions(seat) if a.kind != "escape"]
        discards = [a.pieces[0] for a in legal if a.kind == "discard"]
        if discards:
            k = knowledge(hand, seat)
            got = [(o.tile, o.shanten, o.ukeire) for o in options(k, discards)]
            assert got == _plain_options(k, discards)
            assert [list(o[2]) for o in got] == [list(o[2]) for o in _plain_options(k, discards)]  # same order
        hand.apply(bot.choice(legal))


def test_tiles_that_went_by_an_opponent_in_earlier_rounds_are_counted_back_round_by_round() -> None:
    # Play order 0 → 1 → 2 → 3 → 0. Against seat 1: its last discard 2m and what seats 2 and 3 threw after it
    # (6m, 7m) are safe now; a round earlier seats 2 and 3 threw 4m and 5m after its 3m, and then this seat 9m.
    hand = rigged(hands=["123m456m789m23p55p9p", None, None, None], voids="sspp", drawn="9p")
    for seat, river in ((0, "1s9m"), (1, "1s3m2m"), (2, "1s4m6m"), (3, "1p5m7m")):
        hand.seats[seat].river = [T(t) for t in (river[i : i + 2] for i in range(0, len(river), 2))]
    read = reading.table_read(knowledge(hand))
    assert read.opponents[1].safe == {T("2m"), T("6m"), T("7m")}
    assert read.opponents[1].passed == {T("3m"): 1, T("4m"): 1, T("5m"): 1, T("9m"): 1, T("1s"): 2, T("1p"): 2}
    fresh = read.ready(1) * read.waits_on(1, T("4m"))
    assert read.wins_on(1, T("4m")) == pytest.approx(reading.PASSED_SHARE[0] * fresh)
    assert read.wins_on(1, T("8m")) == pytest.approx(read.ready(1) * read.waits_on(1, T("8m")))


def test_a_tile_gone_by_longer_ago_is_less_safe() -> None:
    assert list(reading.PASSED_SHARE) == sorted(reading.PASSED_SHARE)
    assert all(0.0 < share < 1.0 for share in reading.PASSED_SHARE)


def test_a_tile_no_hidden_hand_can_wait_on_is_safe_against_everyone() -> None:
    # This seat holds two 1m and the other two lie in the rivers, as do all four 3m: no hidden hand can hold
    # 1m for a pair or a single wait, nor 2m-3m for a run ending in 1m. 2m is still live (pairs, singles).
    hand = rigged(hands=["1m1m5m6m7m4p5p6p7p8p9p2p2p9s", None, None, None], voids="sppp", drawn="9s")
    for seat, river in ((1, "1s1m3m3m"), (2, "1s3m7m"), (3, "1p1m3m")):
        hand.seats[seat].river = [T(t) for t in (river[i : i + 2] for i in range(0, len(river), 2))]
    read = reading.table_read(knowledge(hand))
    assert T("1m") in read.dead and T("2m") not in read.dead
    assert all(read.wins_on(s, T("1m")) == read.waits_on(s, T("1m")) == 0.0 for s in (1, 2, 3))
    assert read.wins_on(3, T("2m")) > 0.0
