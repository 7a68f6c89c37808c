"""Hostile or damaged saves are refused with ``SaveError`` naming the problem: never another exception, never a
hang, never an import. Both formats: the last release's documents and today's logs."""

from __future__ import annotations

import copy
import functools
import json
import sys
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fengyu.net.players import Player, load_players, save_players
from fengyu.table.save import SaveError
from fengyu.table.table import Table
from tests.table.conftest import human_config, run_bots

FIXTURES = Path(__file__).parent / "fixtures"
DEEP = "[" * 100_000 + "]" * 100_000


def _document(name: str = "mid_hand") -> dict[str, Any]:
    document: dict[str, Any] = json.loads((FIXTURES / f"format1_{name}.json").read_text())
    return document


def _refused(tmp_path: Path, content: str | bytes, reason: str) -> None:
    path = tmp_path / "autosave.json"
    path.write_bytes(content.encode() if isinstance(content, str) else content)
    with pytest.raises(SaveError, match=reason):
        Table.resume(path)


def _log_lines(tmp_path: Path) -> list[Any]:
    """The entries of a real save, with a person at seat 0 who handed the seat to a bot mid-hand."""
    tmp_path.mkdir(exist_ok=True)
    path = tmp_path / "made.json"
    table = Table(human_config(seed=3, hands=3, rules={"items": True}), autosave=path)
    table.start_hand()
    run_bots(table)
    table.hand_to_bot(0, "easy")
    run_bots(table, limit=5)
    return [json.loads(line) for line in path.read_text().splitlines()]


def _log(lines: list[Any]) -> str:
    return "".join(json.dumps(line) + "\n" for line in lines)


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ('"hand_index":1,', '"hand_index":1e400,'),
        ('"hand_index":1,', '"hand_index":-7,'),
        ('"hand_index":1,', '"hand_index":' + "1" + "0" * 100 + ","),
        ('"coins":[788', '"coins":[1e400'),
        ('"coins":[788,788,816,805]', '"coins":' + DEEP),
        ('"format":1,', '"format":0,'),
        ('"format":1,', '"format":-5,'),
        ('"format":1,', '"format":true,'),
        ('"stand_ins":{"0":"easy"}', '"stand_ins":{"9":"easy"}'),
        ('"stand_ins":{"0":"easy"}', '"stand_ins":{"1":"easy"}'),
        ('"stand_ins":{"0":"easy"}', '"stand_ins":{"0":"godlike"}'),
        ('"stand_ins":{"0":"easy"}', '"stand_ins":{"\\u0663":"easy"}'),
        ('"level":"normal"', '"level":"this:x"'),
    ],
)
def test_a_damaged_document_is_refused(tmp_path: Path, text: str, reason: str) -> None:
    original = (FIXTURES / "format1_mid_hand.json").read_text()
    assert text in original
    _refused(tmp_path, original.replace(text, reason, 1), "damaged|not a Fengyu")


def test_unknown_pre_order_items_are_refused(tmp_path: Path) -> None:
    data = _document("between_hands")
    data["pre_orders"] = {"0": ["teleport"]}
    _refused(tmp_path, json.dumps(data), "'teleport' cannot be ordered")
    data["pre_orders"] = {"1": ["qian_kun_da_nuo_yi"]}  # a bot's seat
    _refused(tmp_path, json.dumps(data), "bot's seat")


def test_a_save_never_imports_code(tmp_path: Path) -> None:
    sys.modules.pop("this", None)
    data = _document()
    data["config"]["seats"][1]["level"] = "this:x"
    _refused(tmp_path, json.dumps(data), "may only name the levels")
    data = _document()
    data["stand_ins"] = {"0": "this:x"}
    _refused(tmp_path, json.dumps(data), "level 'this:x'")
    assert "this" not in sys.modules


def test_a_damaged_log_is_refused(tmp_path: Path) -> None:
    lines = _log_lines(tmp_path)
    header, entries = lines[0], lines[1:]
    kinds = [next(iter(e)) for e in entries]
    deal = kinds.index("deal")
    stand_in = kinds.index("stand_in")
    cases: list[tuple[list[Any], str]] = [
        ([{**header, "format": True}, *entries], "not a Fengyu"),
        ([{**header, "format": 0}, *entries], "not a Fengyu"),
        ([{**header, "format": 3}, *entries], "newer version"),
        ([header, *entries[:stand_in], {"stand_in": [9, "easy"]}], "stand-in"),
        ([header, *entries[:stand_in], {"stand_in": ["9", "easy"]}], "stand-in"),
        ([header, *entries[:stand_in], {"stand_in": [0, "this:x"]}], "level"),
        ([header, *entries, {"pre_order": [0, "teleport"]}], "during a hand"),
        ([header, *entries, {"teleport": 0}], "no known kind"),
        ([header, *entries, {"act": {"seat": 0, "kind": "discard", "pieces": [99]}}], "do not replay"),
        ([header, {**entries[deal], "deal": -7}, *entries[deal + 1 :]], "index"),
        ([header, {**entries[deal], "deal": 1}, *entries[deal + 1 :]], "follows"),
        ([header, {**entries[deal], "seed": 5}, *entries[deal + 1 :]], "seed of another match"),
        ([header, *entries[deal + 1 :]], "outside a hand"),
    ]
    config = copy.deepcopy(header)
    config["config"]["seats"][2]["level"] = "this:x"
    cases.append(([config, *entries], "may only name the levels"))
    for damaged, reason in cases:
        _refused(tmp_path, _log(damaged), reason)
    _refused(tmp_path, _log(lines).replace('"deal": 0', '"deal": 1' + "0" * 100), "digit number")
    _refused(tmp_path, _log(lines) + DEEP + "\n", "nests more than")
    _refused(tmp_path, _log(lines) + '{"act": NaN}\n', "NaN")
    _refused(tmp_path, _log(lines).encode() + b'{"act": "\xff"}\n', "not UTF-8")


def test_a_line_torn_by_a_kill_is_dropped_and_the_rest_resumes(tmp_path: Path) -> None:
    lines = _log_lines(tmp_path)
    path = tmp_path / "autosave.json"
    path.write_text(_log(lines) + '{"act": {"seat": 1, "ki')
    table = Table.resume(path)
    assert table.hand is not None
    assert len(table.hand.actions) == sum(1 for line in lines if "act" in line) - _finished_acts(lines)
    run_bots(table, limit=1)  # the next save writes the log whole again, without the torn line
    assert all(json.loads(line) for line in path.read_text().splitlines())


def _finished_acts(lines: list[Any]) -> int:
    """Moves of the hands already over (the table's hand holds only the last one's)."""
    deals = [i for i, line in enumerate(lines) if "deal" in line]
    return sum(1 for line in lines[: deals[-1]] if "act" in line)


def test_leftover_temporary_files_are_removed_at_resume_and_never_read(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    table = Table(human_config(seed=4), autosave=path)
    table.start_hand()
    run_bots(table, limit=3)
    leftover = tmp_path / ".autosave.json.k1ll3d.tmp"
    leftover.write_text("half a save")
    other = tmp_path / ".other.json.abc.tmp"
    other.write_text("not ours")
    Table.resume(path)
    assert not leftover.exists()
    assert other.exists()
    leftover.write_text("half a save")
    Table(human_config(seed=4), autosave=path).start_hand()  # a whole rewrite removes them too
    assert not leftover.exists()
    assert other.exists()


def test_a_players_file_seating_someone_outside_the_remote_seats_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "hosted.json"
    seats = human_config().seats
    remote = (seats[0].__class__("remote", "Them"), *seats[1:])
    save_players(path, [Player("Them", "digest", 0)])
    assert [p.seat for p in load_players(path, remote)] == [0]
    for seat in (99, -1, 1, True, "0"):
        save_players(path, [Player("Them", "digest", 0)])
        data = json.loads((tmp_path / "hosted.json.players").read_text())
        data["players"][0]["seat"] = seat
        (tmp_path / "hosted.json.players").write_text(json.dumps(data))
        with pytest.raises(SaveError, match="players file is damaged"):
            load_players(path, remote)
    save_players(path, [Player("Them", "d1", 0), Player("Twin", "d2", 0)])
    with pytest.raises(SaveError, match="not a free remote seat"):
        load_players(path, remote)


# -- fuzzing ---------------------------------------------------------------------------------------------------

JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(10**30), 10**30)
    | st.sampled_from([0, -1, 1, 3, 4, 9, 99, 2**64, -(2**63), 10**100])
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=12)
    | st.sampled_from(["easy", "this:x", "qian_kun_da_nuo_yi", "9", "discard", "sichuan", "guafeng"]),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=12,
)


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix]
    if isinstance(value, dict):
        for key, child in value.items():
            found.extend(_paths(child, (*prefix, key)))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            found.extend(_paths(child, (*prefix, index)))
    return found


def _mutate(document: Any, data: st.DataObject) -> Any:
    """``document`` with one to three nodes replaced, removed or given an extra key."""
    document = copy.deepcopy(document)
    for _ in range(data.draw(st.integers(1, 3))):
        paths = [p for p in _paths(document) if p]
        if not paths:
            break
        path = data.draw(st.sampled_from(paths))
        parent = document
        for step in path[:-1]:
            parent = parent[step]
        how = data.draw(st.sampled_from(["replace", "remove", "extra"]))
        if how == "remove":
            del parent[path[-1]]
        elif how == "extra" and isinstance(parent, dict):
            parent[data.draw(st.text(max_size=8))] = data.draw(JSON_VALUES)
        else:
            parent[path[-1]] = data.draw(JSON_VALUES)
    return document


def _resume_or_refuse(path: Path) -> None:
    try:
        table = Table.resume(path)
    except SaveError:
        return
    table.autosave = None
    assert table.hand_index >= -1


FUZZ = settings(max_examples=150, deadline=5_000, suppress_health_check=[HealthCheck.function_scoped_fixture])


@FUZZ
@given(data=st.data(), name=st.sampled_from(["mid_hand", "between_hands", "paofeng", "guafeng"]))
def test_mutated_documents_resume_or_are_refused(tmp_path: Path, data: st.DataObject, name: str) -> None:
    path = tmp_path / "autosave.json"
    path.write_text(json.dumps(_mutate(_document(name), data)))
    _resume_or_refuse(path)


@functools.cache
def _real_log() -> tuple[Any, ...]:
    with tempfile.TemporaryDirectory() as folder:
        return tuple(_log_lines(Path(folder)))


@FUZZ
@given(data=st.data())
def test_mutated_logs_resume_or_are_refused(tmp_path: Path, data: st.DataObject) -> None:
    path = tmp_path / "autosave.json"
    path.write_text(_log(_mutate(list(_real_log()), data)))
    _resume_or_refuse(path)


@FUZZ
@given(log=st.booleans(), cut=st.integers(0, 100_000), cut_out=st.integers(0, 20), junk=st.binary(max_size=40))
def test_bytes_spliced_into_a_save_resume_or_are_refused(
    tmp_path: Path, log: bool, cut: int, cut_out: int, junk: bytes
) -> None:
    raw = _log(list(_real_log())).encode() if log else (FIXTURES / "format1_mid_hand.json").read_bytes()
    cut %= len(raw) + 1
    path = tmp_path / "autosave.json"
    path.write_bytes(raw[:cut] + junk + raw[cut + cut_out :])
    _resume_or_refuse(path)
