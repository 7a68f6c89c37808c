"""A match killed mid-hand and resumed plays on exactly as the same match played straight through.

Every bot decision's seed follows from the match seed and the log (``fengyu.table.bots``), so nothing a
bot would draw at random is lost with the process. Bots that think against the clock (Guafeng's hard,
the experts) are left out: their moves follow the machine's speed, interrupted or not.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from fengyu.table.config import MatchConfig, SeatSpec
from fengyu.table.table import Table
from tests.table.conftest import play_on

MATCHES = {
    "sichuan": ("normal", "hard", "easy", "normal"),
    "paofeng": ("normal", "hard", "easy", "normal"),
    "guafeng": ("normal", "easy", "normal", "easy"),
}

PLAY_THEN_DIE = textwrap.dedent(
    """
    import json, os, signal, sys
    from pathlib import Path
    from fengyu.table.config import MatchConfig
    from fengyu.table.table import Table
    from tests.table.conftest import run_bots

    config = MatchConfig.from_json(json.loads(sys.argv[2]))
    table = Table(config, autosave=Path(sys.argv[1]))
    table.start_hand()
    run_bots(table)
    table.start_hand()
    run_bots(table, limit=int(sys.argv[3]))
    print(len(table.hand.actions), flush=True)
    os.kill(os.getpid(), signal.SIGKILL)
    """
)


def _config(game: str, seed: int) -> MatchConfig:
    return MatchConfig(game, {}, tuple(SeatSpec("bot", level=level) for level in MATCHES[game]), seed, 4)


def _hands(table: Table) -> list[object]:
    hands: list[object] = json.loads(json.dumps([h.to_json() for h in table.history]))
    return hands


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
@pytest.mark.parametrize("game", sorted(MATCHES))
def test_a_killed_and_resumed_match_plays_as_one_played_straight_through(game: str, tmp_path: Path) -> None:
    config = _config(game, seed=1717)
    straight = Table(config)
    play_on(straight)

    path = tmp_path / "autosave.json"
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run(
        [sys.executable, "-c", PLAY_THEN_DIE, str(path), json.dumps(config.to_json()), "23"],
        capture_output=True,
        text=True,
        cwd=root,
        env={**os.environ, "PYTHONPATH": os.pathsep.join([str(root / "desktop"), str(root)])},
        timeout=120,
        check=False,
    )
    assert done.returncode == -signal.SIGKILL, done.stderr
    resumed = Table.resume(path)
    assert resumed.hand_index == 1
    assert resumed.hand is not None
    assert len(resumed.hand.actions) == int(done.stdout.split()[0])
    play_on(resumed)
    assert resumed.match_over
    straight_hands, resumed_hands = _hands(straight), _hands(resumed)
    assert len(resumed_hands) == len(straight_hands)
    for index, (one, other) in enumerate(zip(straight_hands, resumed_hands, strict=True)):
        assert one == other, f"hand {index} differs after the resume"
    assert resumed.coins == straight.coins


def test_a_resume_between_every_pair_of_moves_changes_nothing(tmp_path: Path) -> None:
    """The strongest form, in one process: resume after every single action of a hand and carry on."""
    config = _config("sichuan", seed=99)
    straight = Table(config)
    play_on(straight)
    path = tmp_path / "autosave.json"
    table = Table(config, autosave=path)
    table.start_hand()
    while not table.match_over:
        if table.hand_over:
            table.start_hand()
        turns = table.bot_turns()
        if turns:
            table.answer(turns[0], table.think(turns[0]))
        table = Table.resume(path)
    assert _hands(table) == _hands(straight)
