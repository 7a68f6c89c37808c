"""``fengyu score sichuan|paofeng --json TEXT``: evaluate one winning hand (JSON Lines with ``--json -``).

Input and output follow ``fengyu.commands.json_lines``: with ``--json -`` every
input line, blank or broken ones included, gets exactly one answer line.

Paofeng queries are read and scored by ``fengyu.games.paofeng.query`` (its
docstring gives the keys, the ``context`` codes such as ``"gang_kai:2"`` and
the output); what follows describes the Sichuan form.

Input keys: ``hand`` (concealed tiles without the winning tile), ``melds``
(``"pong:1m"``, ``"kong:5m:concealed"``, ``"kong:7m:exposed"``, ``"kong:3p:added"``,
in the order they were made), ``win_tile``, ``win`` (``"discard"`` or
``"self_draw"``), optional ``void``, ``context`` (``gang_shang_hua``,
``gang_shang_pao``, ``qiang_gang``, ``hai_di``, ``tian_hu``, ``di_hu``) and ``rules``
(a ``"preset"`` plus field overrides).

Output: ``win``, and for a win ``patterns`` (the counted pattern and its add-ons),
``gen``, ``total_fan`` (before the cap), ``fan`` (after it), ``value`` (V) and
``points`` — what one payer pays: V, plus the base points for 自摸加底. A robbed
kong under ``roots`` is scored as a self-draw (§4.4); 杠上花 under
``dian_gang_hua = fang_pao`` is scored as a discard win when the last meld listed
is an exposed kong (R21). Otherwise ``reason``: ``no_decomposition``,
``three_suits``, ``void_suit`` or ``too_many_copies``.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any

from fengyu.commands.json_lines import answer_one, answer_stream

if TYPE_CHECKING:  # the engines load when a query arrives
    from fengyu.mahjong.melds import MeldKind

CONTEXTS = ("gang_shang_hua", "gang_shang_pao", "qiang_gang", "hai_di", "tian_hu", "di_hu")
_MELD_KINDS: dict[str, MeldKind] = {
    "pong": "pong",
    "concealed": "concealed_kong",
    "exposed": "exposed_kong",
    "added": "added_kong",
}
_KEYS = {"hand", "melds", "win_tile", "win", "void", "context", "rules"}


class InputError(ValueError):
    """A query the command cannot evaluate, with the reason in words."""


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("score", help="score one winning hand (JSON in, JSON out)")
    parser.add_argument("game", choices=["sichuan", "paofeng"])
    parser.add_argument("--json", required=True, metavar="TEXT", help="a JSON object, or - for JSON Lines on stdin")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    evaluate_query = evaluate_paofeng if args.game == "paofeng" else evaluate
    if args.json == "-":
        return answer_stream(evaluate_query, (InputError,))
    return answer_one("score", args.json, evaluate_query, (InputError,))


def evaluate_paofeng(query: Any) -> dict[str, Any]:
    """Score one Paofeng query (raises ``InputError`` for malformed input)."""
    from fengyu.games.paofeng.query import QueryError, evaluate  # noqa: PLC0415 - imported when a query arrives

    try:
        return evaluate(query)
    except QueryError as error:
        raise InputError(str(error)) from None


def evaluate(query: Any) -> dict[str, Any]:
    """Score one Sichuan query (raises ``InputError`` for malformed input)."""
    from fengyu.core.rules import RulesError  # noqa: PLC0415 - imported when a query arrives
    from fengyu.core.tiles import NotationError, Tile, parse_tiles, to_counts  # noqa: PLC0415
    from fengyu.games.sichuan.rules import SichuanRules  # noqa: PLC0415
    from fengyu.games.sichuan.scoring import WinInput, score_win, win_failure  # noqa: PLC0415
    from fengyu.mahjong.melds import Meld  # noqa: PLC0415

    if not isinstance(query, dict):
        raise InputError("a query is a JSON object")
    unknown = set(query) - _KEYS
    if unknown:
        raise InputError(f"unknown keys: {sorted(unknown)}")
    try:
        rules = SichuanRules.from_json(query.get("rules", {}))
        hand = parse_tiles(_string(query, "hand"))
        win_tile = Tile.parse(_string(query, "win_tile"))
    except (RulesError, NotationError) as error:
        raise InputError(str(error)) from None
    if any(t.is_honor for t in (*hand, win_tile)):
        raise InputError("Sichuan mahjong has no honour tiles (1z-7z)")
    melds = []
    for text in _list(query, "melds"):
        parts = text.split(":") if isinstance(text, str) else []
        kind: MeldKind | None = "pong" if parts[:1] == ["pong"] and len(parts) == 2 else None
        if parts[:1] == ["kong"] and len(parts) == 3:
            kind = _MELD_KINDS.get(parts[2])
        if kind is None:
            raise InputError(f"bad meld {text!r}: use pong:1m, kong:5m:concealed, kong:7m:exposed or kong:3p:added")
        try:
            tile = Tile.parse(parts[1])
        except NotationError as error:
            raise InputError(f"bad meld {text!r}: {error}") from None
        if tile.is_honor:
            raise InputError(f"bad meld {text!r}: Sichuan mahjong has no honour tiles")
        melds.append(Meld(kind, int(tile)))
    if len(hand) != 13 - 3 * len(melds):
        raise InputError(f"with {len(melds)} melds the hand has {13 - 3 * len(melds)} tiles, not {len(hand)}")
    win = query.get("win")
    if win not in ("discard", "self_draw"):
        raise InputError('win is "discard" or "self_draw"')
    void = query.get("void")
    if void not in (None, "m", "p", "s"):
        raise InputError('void is one of "m", "p", "s"')
    context = _list(query, "context")
    bad = [c for c in context if c not in CONTEXTS]
    if bad:
        raise InputError(f"unknown context {bad}; known: {list(CONTEXTS)}")
    self_draw = win == "self_draw"
    for flag, needs in (
        ("gang_shang_hua", True),
        ("tian_hu", True),
        ("di_hu", True),
        ("gang_shang_pao", False),
        ("qiang_gang", False),
    ):
        if flag in context and self_draw != needs:
            raise InputError(f"{flag} needs win = {'self_draw' if needs else 'discard'}")
    fang_pao = (
        "gang_shang_hua" in context
        and rules.dian_gang_hua == "fang_pao"
        and bool(melds)
        and melds[-1].kind == "exposed_kong"
    )
    robbed = "qiang_gang" in context
    inp = WinInput(
        concealed=tuple(to_counts(hand)),
        melds=tuple(melds),
        win_tile=int(win_tile),
        void=void if rules.ding_que else None,
        self_drawn=(self_draw and not fang_pao) or (robbed and rules.kong_scheme == "roots"),
        gang_shang_hua="gang_shang_hua" in context,
        gang_shang_pao="gang_shang_pao" in context,
        qiang_gang=robbed,
        hai_di="hai_di" in context,
        tian_hu="tian_hu" in context,
        di_hu="di_hu" in context,
    )
    reason = win_failure(inp)
    if reason is not None:
        return {"win": False, "reason": reason}
    score = score_win(inp, rules)
    return {
        "win": True,
        "patterns": list(score.patterns),
        "gen": score.gen,
        "total_fan": score.total_fan,
        "fan": score.fan,
        "value": score.value,
        "points": score.share,
    }


def _string(query: dict[str, Any], key: str) -> str:
    value = query.get(key)
    if not isinstance(value, str):
        raise InputError(f'{key} is required, as a string of tiles such as "123m456p"')
    return value


def _list(query: dict[str, Any], key: str) -> list[Any]:
    value = query.get(key, [])
    if not isinstance(value, list):
        raise InputError(f"{key} is a list")
    return value
