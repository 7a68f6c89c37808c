"""``fengyu host --headless`` and ``fengyu bot-client``: a whole match between real processes on loopback."""

from __future__ import annotations

import json
import subprocess
import sys

FENGYU = (sys.executable, "-m", "fengyu")


def start_host(*extra: str) -> tuple[subprocess.Popen[str], str]:
    host = subprocess.Popen(
        [*FENGYU, "host", "--headless", "--bind", "127.0.0.1", "--no-announce", *extra],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert host.stdout is not None
    return host, host.stdout.readline().strip()


def bot_client(url: str, *extra: str) -> subprocess.Popen[str]:
    command = [*FENGYU, "bot-client", "--url", url, "--level", "normal", *extra]
    return subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def test_four_bot_clients_play_a_headless_host_to_the_end():
    host, url = start_host("--hands", "2", "--seed", "3", "--password", "secret")
    try:
        assert url.startswith("ws://127.0.0.1:")
        refused = bot_client(url, "--password", "wrong")
        assert refused.wait(60) == 1
        assert "password" in refused.communicate()[1]
        clients = [bot_client(url, "--password", "secret", "--seed", str(i)) for i in range(4)]
        outputs = [c.communicate(timeout=120) for c in clients]
        assert [c.returncode for c in clients] == [0, 0, 0, 0], outputs
        out, err = host.communicate(timeout=60)
    finally:
        host.kill()
    assert host.returncode == 0, err
    result = json.loads(out.strip().splitlines()[-1])
    assert result["game"] == "sichuan"
    assert result["hands"] == 2
    assert sum(result["totals"]) == 0
    seats = sorted(json.loads(o.strip().splitlines()[-1])["seat"] for o, _ in outputs)
    assert seats == [0, 1, 2, 3]
    assert all(json.loads(o.strip().splitlines()[-1])["totals"] == result["totals"] for o, _ in outputs)


def test_host_refuses_bad_options():
    done = subprocess.run(
        [*FENGYU, "host", "--headless", "--seats", "remote,nobody"], capture_output=True, text=True, check=False
    )
    assert done.returncode == 2
    assert "seats" in done.stderr
    done = subprocess.run([*FENGYU, "host", "--game", "sichuan"], capture_output=True, text=True, check=False)
    assert done.returncode == 2
    assert "--headless" in done.stderr
