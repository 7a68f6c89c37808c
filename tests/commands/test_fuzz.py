"""Fuzzing every command in-process: whatever the arguments or input lines, a command answers or refuses in one
line — never a traceback, and in JSON Lines mode exactly one answer per input line."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from fengyu.cli import build_parser
from fengyu.commands.play import match_config
from fengyu.core.rules import RulesError
from tests.commands.clirun import assert_refused_in_one_line, fengyu

QUERIES: dict[tuple[str, ...], dict[str, Any]] = {
    ("score", "sichuan"): {"hand": "123m456m234p678p9p", "win_tile": "9p", "win": "discard", "void": "s"},
    ("score", "paofeng"): {"hand": "123m456m789p77s1z9s", "win_tile": "9s", "win": "self_draw"},
    ("judge", "guafeng"): {"level": "7", "trump": "H", "query": "follow", "lead": "KS KS", "hand": "AS 10S 9S",
                           "play": "AS 10S"},
}  # fmt: skip

HOSTILE = st.sampled_from(
    ["-1", "0", "1", "-0", "1e400", "nan", "inf", "x", "", " ", "1" * 5000, "99999999999999999999999", "{}", "[",
     "[1]", "null", '{"preset": "nowhere"}', "os:system", "this:x", ":", "normal", "easy", "100000x100000",
     "10x10", "1180x800", "0x0", "\u0663", "1,2,3,4", "normal,normal,normal,normal", "sichuan", "guafeng"]
) | st.text(max_size=12)  # fmt: skip

JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=10),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=5),
    max_leaves=10,
)


def _mutated(query: dict[str, Any], data: st.DataObject) -> dict[str, Any]:
    changed = dict(query)
    for key in data.draw(st.lists(st.sampled_from([*query, "rules", "melds", "context", "x"]), max_size=3)):
        changed[key] = data.draw(JSON_VALUES | st.sampled_from(["1z", "7z9z", "kong:1m:added", "pong:9s", "A", "H"]))
    return changed


def _line(command: tuple[str, ...], data: st.DataObject) -> bytes:
    kind = data.draw(st.sampled_from(["mutated", "json", "bytes", "valid"]))
    if kind == "mutated":
        return json.dumps(_mutated(QUERIES[command], data)).encode()
    if kind == "json":
        return json.dumps(data.draw(JSON_VALUES)).encode()
    if kind == "bytes":
        return data.draw(st.binary(max_size=40)).replace(b"\n", b" ")
    return json.dumps(QUERIES[command]).encode()


@settings(max_examples=120, deadline=None)
@given(command=st.sampled_from(sorted(QUERIES)), data=st.data())
def test_json_lines_fuzz(command: tuple[str, ...], data: st.DataObject) -> None:
    slots = data.draw(st.lists(st.builds(lambda: None), min_size=1, max_size=6))
    lines = [_line(command, data) for _ in slots]
    done = fengyu(*command, "--json", "-", stdin=b"\n".join(lines) + b"\n")
    assert done.status == 0, done.stderr
    answers = [json.loads(line) for line in done.stdout.splitlines()]
    assert len(answers) == len(lines)
    assert all(isinstance(a, dict) for a in answers)
    assert not [a for a in answers if "internal error" in str(a.get("error", ""))]


@settings(max_examples=120, deadline=None)
@given(command=st.sampled_from(sorted(QUERIES)), data=st.data())
def test_single_query_fuzz(command: tuple[str, ...], data: st.DataObject) -> None:
    text = data.draw(st.sampled_from(["json", "hostile"]))
    query = json.dumps(_mutated(QUERIES[command], data)) if text == "json" else data.draw(HOSTILE)
    done = fengyu(*command, "--json", query)
    if done.status != 0:
        assert_refused_in_one_line(done)
    else:
        assert "internal error" not in done.stdout
        json.loads(done.stdout)


def _options(data: st.DataObject, names: list[str]) -> list[str]:
    argv: list[str] = []
    for name in data.draw(st.lists(st.sampled_from(names), max_size=4, unique=True)):
        argv += [name, data.draw(HOSTILE)]
    return argv


def _ran_or_refused(argv: list[str]) -> None:
    done = fengyu(*argv)
    if done.status != 0:
        assert_refused_in_one_line(done)


@settings(max_examples=40, deadline=None)
@given(game=st.sampled_from(["sichuan", "paofeng", "guafeng"]), data=st.data())
def test_arena_fuzz(game: str, data: st.DataObject) -> None:
    hands = data.draw(st.sampled_from(["1", "0", "-1", "x", "1e400"]))
    argv = ["arena", "--game", game, "--jobs", "1", "--hands", hands, "--budget-ms", "5"]
    _ran_or_refused(argv + _options(data, ["--seats", "--seed", "--rules", "--budget-ms", "--jobs"]))


@settings(max_examples=40, deadline=None)
@given(game=st.sampled_from(["sichuan", "paofeng", "guafeng"]), data=st.data())
def test_simulate_fuzz(game: str, data: st.DataObject) -> None:
    hands = data.draw(st.sampled_from(["1", "0", "-1", "x", "1e400"]))
    argv = ["simulate", "--game", game, "--jobs", "1", "--hands", hands]
    _ran_or_refused(argv + _options(data, ["--seed", "--rules", "--greedy", "--jobs"]))


@settings(max_examples=15, deadline=None)
@given(data=st.data())
def test_bench_fuzz(data: st.DataObject) -> None:
    hands = data.draw(st.sampled_from(["100", "5", "-1", "x", "1e400"]))
    _ran_or_refused(["bench", "analysis", "--hands", hands, *_options(data, ["--seed"])])


@settings(max_examples=150, deadline=None)
@given(game=st.sampled_from(["sichuan", "paofeng", "guafeng"]), autoplay=st.booleans(), data=st.data())
def test_play_fuzz(game: str, autoplay: bool, data: st.DataObject) -> None:
    """``play`` up to the window: the arguments are parsed and the match built, or refused in one line (what
    follows is the app itself, tested in tests/ui)."""
    argv = ["play", "--game", game, *(["--autoplay"] if autoplay else [])]
    argv += _options(data, ["--hands", "--level", "--seed", "--rules", "--size", "--speed", "--language"])
    try:
        args = build_parser().parse_args(argv)
    except SystemExit:
        assert_refused_in_one_line(fengyu(*argv))
        return
    try:
        config = match_config(args)
    except (ValueError, RulesError):
        assert_refused_in_one_line(fengyu(*argv))  # refused before any window opens
        return
    assert config.seats[1].level == args.level


@settings(max_examples=40, deadline=None)
@given(data=st.data())
def test_replay_fuzz(data: st.DataObject) -> None:
    """A hand file someone sends is outside input: a mutated file or a hostile seat is replayed or refused in one
    line, never with a traceback (the replay's own checks: tests/table/test_replay.py)."""
    import tempfile
    from pathlib import Path

    from fengyu.table.replay_file import write_hand_file
    from tests.table.test_replay import live_hands

    (hand, _), *_ = live_hands(data.draw(st.sampled_from(["sichuan", "guafeng"])), seed=4, hands=1)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "hand.json"
        write_hand_file(path, hand)
        kind = data.draw(st.sampled_from(["mutated", "bytes", "cut"]))
        if kind == "mutated":
            document = json.loads(path.read_text(encoding="utf-8"))
            for key in data.draw(st.lists(st.sampled_from([*document, "x"]), min_size=1, max_size=3)):
                document[key] = data.draw(JSON_VALUES)
            path.write_text(json.dumps(document), encoding="utf-8")
        elif kind == "bytes":
            path.write_bytes(data.draw(st.binary(max_size=200)))
        else:
            raw = path.read_bytes()
            path.write_bytes(raw[: data.draw(st.integers(0, len(raw)))])
        _ran_or_refused(["replay", str(path), "--json", *_options(data, ["--seat"])])
