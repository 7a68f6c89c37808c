"""One winning hand as JSON in, its Paofeng score as JSON out (``fengyu score paofeng``).

Input keys:

* ``hand`` — the concealed tiles before the winning tile, 13 − 3 × melds of
  them; wilds are written as the wild's kind, 红中 as ``7z``;
* ``melds`` — ``"chow:345m"``, ``"pong:1z"``, ``"kong:5m:concealed"``,
  ``"kong:7m:exposed"`` (大明杠) or ``"kong:3p:added"`` (补杠); a chi through W's
  face holds a 红中 standing for W (R5);
* ``win_tile`` — the tile drawn last; ``wild`` — the wild kind W (the flowers
  and the role of 红中 follow from it, R4);
* ``flowers`` — the winner's 补花 made in earlier turns, each worth 1 (those
  of the winning turn are links of the 杠开 chain and are counted by
  ``gang_kai``, D40);
* ``context`` — a list of codes, ``"code"`` or ``"code:number"``, or the same
  as an object ``{"code": true | number}``:
  ``gang_kai:N`` the win came after N replacement draws in the winning turn
  (kongs and 补花; ``gang_kai`` alone is N = 1, N = 0 none), ``bao_ting`` the winner had
  declared 报听, ``first_draw`` the win is in the winner's first turn with no
  claim before it (起手胡), ``dealer:N`` the winner is the dealer in the N-th
  hand of the dealership (``dealer`` alone is N = 1);
* ``rules`` — a ``"preset"`` and field overrides.

Output: ``{"win": true, "items": [{"code", "points"}…], "tian_hu_items": […],
"total": S, "pao_feng": bool}``, or ``{"win": false, "reason": …}`` with reason
``no_winning_shape`` (R18) or ``must_pao_feng`` (R20). A query that cannot
describe a hand raises ``QueryError``.
"""

from __future__ import annotations

from typing import Any

from fengyu.core.rules import RulesError
from fengyu.core.tiles import KIND_COUNT, NotationError, Tile, parse_tiles
from fengyu.games.paofeng.melds import Meld
from fengyu.games.paofeng.roles import RED, TileRoles
from fengyu.games.paofeng.rules import PaofengRules
from fengyu.games.paofeng.scoring import WinInput, score_win, win_failure

CONTEXTS = ("gang_kai", "bao_ting", "first_draw", "dealer")
_LEAST = {"gang_kai": 0, "dealer": 1}
"""The codes that take a number, and its least value (no replacement draw; the first hand of a dealership)."""
_KEYS = {"hand", "melds", "win_tile", "wild", "flowers", "context", "rules"}
_KONGS = {"concealed": "concealed_kong", "exposed": "exposed_kong", "added": "added_kong"}
_MAX_FLOWERS = 12
"""8 flower tiles and the 4 wilds (as flowers, R8)."""


class QueryError(ValueError):
    """A query that does not describe a hand, with the reason in words."""


def evaluate(query: Any) -> dict[str, Any]:
    """Score one query (raises ``QueryError`` for malformed input)."""
    if not isinstance(query, dict):
        raise QueryError("a query is a JSON object")
    unknown = set(query) - _KEYS
    if unknown:
        raise QueryError(f"unknown keys: {sorted(unknown)}; known: {sorted(_KEYS)}")
    try:
        rules = PaofengRules.from_json(query.get("rules", {}))
        hand = [int(t) for t in parse_tiles(_string(query, "hand"))]
        win_tile = int(Tile.parse(_string(query, "win_tile")))
        wild = int(Tile.parse(_string(query, "wild")))
    except (RulesError, NotationError) as error:
        raise QueryError(str(error)) from None
    roles = TileRoles.of_wild(wild)
    melds = [_meld(text, roles) for text in _list(query, "melds")]
    if len(hand) != 13 - 3 * len(melds):
        raise QueryError(f"with {len(melds)} melds the hand has {13 - 3 * len(melds)} tiles, not {len(hand)}")
    flowers = sorted({Tile(t).notation for t in (*hand, win_tile) if t in roles.flowers})
    if flowers:
        raise QueryError(f"{', '.join(flowers)} are flowers when the wild is {Tile(wild)}: give their count in flowers")
    concealed = [0] * KIND_COUNT
    for tile in (*hand, win_tile):
        concealed[tile] += 1
    physical = list(concealed)
    for meld in melds:
        for tile in meld.tiles:
            physical[tile] += 1
    over = [Tile(k).notation for k in range(KIND_COUNT) if physical[k] > 4]
    if over:
        raise QueryError(f"more than four tiles of {', '.join(over)} (hand, winning tile and melds)")
    bu_hua = query.get("flowers", 0)
    if isinstance(bu_hua, bool) or not isinstance(bu_hua, int) or not 0 <= bu_hua <= _MAX_FLOWERS:
        raise QueryError(f"flowers is the number of earlier 补花, an integer 0..{_MAX_FLOWERS}")
    context = _context(query.get("context", []))
    inp = WinInput(
        concealed=tuple(concealed),
        win_tile=win_tile,
        roles=roles,
        melds=tuple(melds),
        replacements=context.get("gang_kai", 0),
        bao_ting="bao_ting" in context,
        first_turn="first_draw" in context,
        dealer="dealer" in context,
        lian_zhuang=context.get("dealer", 1),
        bu_hua=bu_hua,
    )
    reason = win_failure(inp, rules)
    if reason is not None:
        return {"win": False, "reason": reason}
    result = score_win(inp, rules).to_json()
    return {"win": True, **{key: result[key] for key in ("items", "tian_hu_items", "total", "pao_feng")}}


def _meld(text: Any, roles: TileRoles) -> Meld:
    usage = "use chow:345m, pong:1z, kong:5m:concealed, kong:7m:exposed or kong:3p:added"
    parts = text.split(":") if isinstance(text, str) else []
    if parts[:1] in (["chow"], ["chi"]) and len(parts) == 2:  # ``chi`` as earlier versions spelt it
        try:
            faces = [int(t) for t in parse_tiles(parts[1])]
        except NotationError as error:
            raise QueryError(f"bad meld {text!r}: {error}") from None
        faces.sort()
        if len(faces) != 3 or faces != list(range(faces[0], faces[0] + 3)) or faces[0] % 9 > 6 or faces[0] >= 27:
            raise QueryError(f"bad meld {text!r}: a chi is three consecutive tiles of one suit")
        # W's face in a chi is a 红中 standing for it (R5): a suited W always leaves 红中 a substitute.
        tiles = tuple(sorted(RED if f == roles.wild else f for f in faces))
        return Meld("chow", faces[0], tiles=tiles)
    kind = "pong" if parts[:1] == ["pong"] and len(parts) == 2 else None
    if parts[:1] == ["kong"] and len(parts) == 3:
        kind = _KONGS.get(parts[2])
    if kind is None:
        raise QueryError(f"bad meld {text!r}: {usage}")
    try:
        tile = int(Tile.parse(parts[1]))
    except NotationError as error:
        raise QueryError(f"bad meld {text!r}: {error}") from None
    if not roles.natural(tile):
        raise QueryError(f"bad meld {text!r}: wilds and flowers are never melded (R6, R7)")
    return Meld(kind, tile)  # type: ignore[arg-type]


def _context(value: Any) -> dict[str, int]:
    """The context codes with their numbers (1 when none is given)."""
    if isinstance(value, dict):
        entries = list(value.items())
    elif isinstance(value, list) and all(isinstance(v, str) for v in value):
        entries = []
        for text in value:
            code, colon, number = text.partition(":")
            entries.append((code, number if colon else True))
    else:
        raise QueryError('context is a list such as ["gang_kai:2", "dealer:3", "bao_ting"] or an object')
    found: dict[str, int] = {}
    for code, raw in entries:
        if code not in CONTEXTS:
            raise QueryError(f"unknown context {code!r}; known: {list(CONTEXTS)}")
        number = _number(code, raw)
        if number:
            found[code] = number
    return found


def _number(code: str, raw: Any) -> int:
    """``true`` → 1 (present), ``false`` → 0 (absent); a count for gang_kai and dealer only."""
    if raw is True or raw is False:
        return int(raw)
    if code in _LEAST:
        text = str(raw)
        if text.isdigit() and int(text) >= _LEAST[code] and not isinstance(raw, float):
            return int(text)
        raise QueryError(f"{code} takes a whole number of at least {_LEAST[code]}, not {raw!r}")
    raise QueryError(f"{code} takes no number (true or false), not {raw!r}")


def _string(query: dict[str, Any], key: str) -> str:
    value = query.get(key)
    if not isinstance(value, str):
        raise QueryError(f'{key} is required, as a string of tiles such as "123m456p"')
    return value


def _list(query: dict[str, Any], key: str) -> list[Any]:
    value = query.get(key, [])
    if not isinstance(value, list):
        raise QueryError(f"{key} is a list")
    return value
