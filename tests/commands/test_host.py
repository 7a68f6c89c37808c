"""``fengyu host --headless`` and ``fengyu bot-client``: a whole match between real processes on loopback."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

FENGYU = (sys.executable, "-m", "fengyu")


def start_host(*extra: str) -> tuple[subprocess.Popen[str], str]:
    host = subprocess.Popen(
        [*FENGYU, "host", "--headless", "--bind", "127.0.0.1", "--no-announce", "--think-pause", "0", *extra],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert host.stdout is not None
    return host, host.stdout.readline().strip()


def bot_client(url: str, *extra: str) -> subprocess.Popen[str]:
    command = [*FENGYU, "bot-client", "--url", url, "--level", "normal", *extra]
    return subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def last_json(output: str) -> dict[str, Any]:
    """The JSON summary a command prints as its last line."""
    summary: dict[str, Any] = json.loads(output.strip().splitlines()[-1])
    return summary


def finish(
    host: subprocess.Popen[str], clients: list[subprocess.Popen[str]]
) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """Wait for the bot clients, then the host, to end cleanly; the host's summary and the clients'."""
    outputs = [c.communicate(timeout=120) for c in clients]
    assert [c.returncode for c in clients] == [0, 0, 0, 0], outputs
    out, err = host.communicate(timeout=60)
    assert host.returncode == 0, err
    return last_json(out), [last_json(o) for o, _ in outputs]


def test_four_bot_clients_play_a_headless_host_to_the_end() -> None:
    host, url = start_host("--hands", "2", "--seed", "3", "--password", "secret")
    try:
        assert url.startswith("ws://127.0.0.1:")
        refused = bot_client(url, "--password", "wrong")
        assert refused.wait(60) == 1
        assert "password" in refused.communicate()[1]
        clients = [bot_client(url, "--password", "secret", "--seed", str(i)) for i in range(4)]
        result, summaries = finish(host, clients)
    finally:
        host.kill()
    assert result["game"] == "sichuan"
    assert result["hands"] == 2
    assert sum(result["totals"]) == 0
    assert sorted(s["seat"] for s in summaries) == [0, 1, 2, 3]
    assert all(s["totals"] == result["totals"] for s in summaries)


@pytest.mark.parametrize("game", ["paofeng", "guafeng"])
def test_four_bot_clients_play_a_headless_host_of_the_other_games(game: str) -> None:
    host, url = start_host("--game", game, "--hands", "1", "--seed", "7")
    try:
        clients = [bot_client(url, "--seed", str(i)) for i in range(4)]
        result, summaries = finish(host, clients)
    finally:
        host.kill()
    assert (result["game"], result["hands"]) == (game, 1)
    assert all(s["totals"] == result["totals"] for s in summaries)


@pytest.mark.parametrize(
    ("option", "reason"),
    [
        (("--level", "godlike"), "no sichuan bot of level 'godlike'"),
        (("--port", "70000"), "--port is a TCP port from 0 to 65535"),
        (("--port", "-1"), "--port is a TCP port from 0 to 65535"),
        (("--hands", "-1"), "0 (unlimited) to 10000 hands"),
        (("--seed", "-1"), "the match seed is an integer"),
        (("--clock", "-3"), "clock is a number of seconds"),
        (("--interface", "no-such-interface"), "no network interface 'no-such-interface' here"),
        (("--think-pause", "2,1"), "the thinking pause is two seconds"),
    ],
)
def test_host_refuses_bad_values_with_one_line(option: tuple[str, str], reason: str) -> None:
    done = subprocess.run(
        [*FENGYU, "host", "--headless", "--no-announce", *option], capture_output=True, text=True, check=False
    )
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1  # one line, no traceback
    assert reason in done.stderr


@pytest.mark.parametrize("url", ["http://[::1", "http://127.0.0.1:47474", "ws://", "ws://host:99999"])
def test_bot_client_refuses_a_bad_address_with_one_line(url: str) -> None:
    done = subprocess.run([*FENGYU, "bot-client", "--url", url], capture_output=True, text=True, check=False)
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1
    assert "is not an address like ws://" in done.stderr


def test_an_ipv6_host_gives_its_address_in_brackets_and_is_joined_there() -> None:
    host, url = start_host(
        "--bind", "::1", "--hands", "1", "--seed", "2", "--seats", "remote,bot:easy,bot:easy,bot:easy"
    )
    try:
        assert url.startswith("ws://[::1]:")
        client = bot_client(url)
        out, err = client.communicate(timeout=120)
        assert client.returncode == 0, err
        result = last_json(host.communicate(timeout=60)[0])
    finally:
        host.kill()
    assert result["hands"] == 1
    assert last_json(out)["totals"] == result["totals"]


def test_host_refuses_bad_options() -> None:
    done = subprocess.run(
        [*FENGYU, "host", "--headless", "--seats", "remote,nobody"], capture_output=True, text=True, check=False
    )
    assert done.returncode == 2
    assert "seats" in done.stderr
    done = subprocess.run([*FENGYU, "host", "--game", "sichuan"], capture_output=True, text=True, check=False)
    assert done.returncode == 2
    assert "--headless" in done.stderr


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def saved_actions(save: Path) -> int:
    """Moves of the hand in play in the save log, plus 1000 per finished hand (0 before the first deal)."""
    try:
        entries = [json.loads(line) for line in save.read_text().splitlines()[1:]]
    except (OSError, ValueError):  # not written yet, or a line being written
        return 0
    deals = [i for i, entry in enumerate(entries) if "deal" in entry]
    if not deals:
        return 0
    moves = sum("act" in entry for entry in entries[deals[-1] :])
    return moves + 1000 * sum("end" in entry for entry in entries)


def test_a_killed_host_resumes_from_its_save_and_the_bot_clients_finish(tmp_path: Path) -> None:
    save = tmp_path / "lan.json"
    port = str(free_port())
    common = ("--port", port, "--save", str(save), "--resume-grace", "30")
    first, url = start_host("--hands", "3", "--seed", "5", *common)
    clients = [bot_client(url, "--seed", str(i)) for i in range(4)]
    try:
        deadline = time.monotonic() + 60
        while saved_actions(save) < 12 and time.monotonic() < deadline:
            time.sleep(0.002)
        first.kill()  # no goodbye: the process dies mid-hand
        first.wait(10)
        played = saved_actions(save)
        assert 12 <= played < 3000
        second, second_url = start_host("--resume", *common)
        assert second_url == url
        result, summaries = finish(second, clients)
    finally:
        for process in (first, *clients, *([second] if "second" in locals() else [])):
            process.kill()
    assert result["hands"] == 3
    assert all(s["totals"] == result["totals"] for s in summaries)
