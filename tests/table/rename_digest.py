"""What must stay the same when old saves and hand files are read by today's code: a digest per step.

``expected.json`` in ``fixtures/rename`` was written by the code before the one meld vocabulary
(commit 718f57a, whose codes were ``direct_kong`` in Sichuan and ``chi``/``ming_gang``/``an_gang``/
``bu_gang`` in Paofeng); the digest below reads today's views, and the old codes in the expectation
are translated by ``fengyu.core.protocol.OLD_CODES`` before comparing.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

from fengyu.table.replay import Replay
from fengyu.table.replay_file import HandFile
from fengyu.table.table import Table
from tests.table.conftest import play_on

FIXTURES = Path(__file__).parent / "fixtures" / "rename"
SAVES = ("sichuan", "paofeng", "paofeng_an_gang")


def meld_digest(meld: Any) -> list[Any]:
    """A meld as (kind, its tile, whom it was claimed from); a hidden 暗杠's tile is None."""
    if isinstance(meld, dict):
        return [meld["kind"], meld.get("tile", meld.get("face")), meld["from"]]
    return [meld.kind, meld.tile, meld.source]


def view_digest(view: Any) -> dict[str, Any]:
    return {
        "phase": view.phase,
        "hand": list(view.hand),
        "rivers": [list(r) for r in view.rivers],
        "totals": list(view.totals),
        "melds": [[meld_digest(m) for m in seat] for seat in view.melds],
        "payments": [_payment(p) for p in view.payments],
    }


def _payment(line: Any) -> list[Any]:
    if isinstance(line, dict):
        return [line["payer"], line["payee"], line["amount"]]
    return [line.payer, line.payee, line.amount]


def replay_digest(path: Path) -> list[Any]:
    replay = Replay(HandFile.loads(path.read_text()))
    steps = []
    for position in range(len(replay)):
        replay.go(position)
        frame = replay.frame
        steps.append(
            {
                "action": frame.action.to_json() if frame.action is not None else None,
                "events": [e.kind for e in frame.events],
                "views": {str(s): view_digest(replay.view(s)) for s in replay.seats},
            }
        )
    return steps


def save_digest(name: str, tmp: Path) -> dict[str, Any]:
    tmp.mkdir(parents=True, exist_ok=True)
    path = tmp / "autosave.jsonl"
    shutil.copyfile(FIXTURES / f"old_{name}.save.jsonl", path)
    table = Table.resume(path)
    assert table.hand is not None
    resumed = {
        "actions": [a.to_json() for a in table.hand.record().actions],
        "views": [view_digest(table.view(s)) for s in range(4)],
    }
    play_on(table)
    return {"resumed": resumed, "history": json.loads(json.dumps([h.to_json() for h in table.history]))}


def digest_all(tmp: Path) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for name in SAVES:
        result[f"save_{name}"] = save_digest(name, tmp / name)
        for keep in ("whole", "seat"):
            result[f"{keep}_{name}"] = replay_digest(FIXTURES / f"old_{name}_{keep}.hand.json")
    return result
