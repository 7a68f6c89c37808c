"""The bots' estimates: danger (measured tables, rule-certain cases) and chances of winning."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from fengyu.ai.sichuan import danger as risk
from fengyu.ai.sichuan.evaluation import options, win_chance
from fengyu.ai.sichuan.knowledge import Knowledge
from fengyu.games.sichuan.rules import SichuanRules
from tests.games.sichuan.scenario import T, rigged

ROOT = Path(__file__).resolve().parents[3]


def knowledge(hand, seat: int = 0) -> Knowledge:
    return Knowledge(hand.view(seat))


def test_a_tile_of_an_opponents_void_suit_is_safe_against_it() -> None:
    hand = rigged(hands=["123m456m789m23p55p9p", None, None, None], voids="sppp", drawn="9p")
    k = knowledge(hand)
    assert all(risk._chance(k, s, T("5p")) == 0.0 for s in (1, 2, 3))
    assert risk._chance(k, 1, T("5m")) > 0.0


def test_a_kind_the_opponent_threw_away_is_far_less_likely_a_wait() -> None:
    hand = rigged(hands=["123m456m789m23p55p9p", None, None, None], voids="ssss", drawn="9p")
    hand.seats[1].river = [T("5m")]
    k = knowledge(hand)
    assert risk.wait_chance(k, 1, T("5m")) < risk.wait_chance(k, 1, T("6m")) / 5


def test_readiness_grows_with_the_turns_taken() -> None:
    hand = rigged(hands=["123m456m789m23p55p9p", None, None, None], voids="ssss", drawn="9p")
    early = risk.readiness(knowledge(hand), 1)
    hand.seats[1].river = [T("1s")] * 4 + [T("2m")] * 4 + [T("3p")] * 4
    assert risk.readiness(knowledge(hand), 1) > early


def test_a_xue_liu_winners_waits_are_known_exactly() -> None:
    hand = rigged(SichuanRules(mode="xue_liu"), hands=["22m", "123m456m234p678p9p", None, None], won=[1], voids="ssss")
    hand.seats[0].concealed[T("2m")] = 0
    hand.seats[0].concealed[T("9p")] = 1
    hand.seats[0].concealed[T("1p")] = 1
    k = knowledge(hand)
    assert set(risk.known_waits(k, 1)) == {T("6p"), T("9p")}
    assert risk.danger(k, T("9p")) >= 6 and risk.danger(k, T("1p")) < 1


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
        [sys.executable, str(ROOT / "tools" / "calibrate_sichuan_bots.py"), "12", "--out", str(out)],
        check=True,
        capture_output=True,
    )
    tables = json.loads(out.read_text())
    assert set(tables) == {"hands", "ready", "waits", "wins"}
    assert tables["hands"] == 12 and tables["ready"] and tables["wins"]
