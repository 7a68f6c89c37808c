"""Answers to single rules questions, for the ``fengyu judge guafeng`` command (a JSON oracle).

A query is a JSON object with ``level`` (``"7"``, ``"A"``, …), ``trump`` (``S``
``H`` ``D`` ``C``), optional ``rules`` (``GuafengRules`` field overrides and an
optional ``preset``) and ``query``, one of:

* ``classify`` with ``cards`` → ``{"type", "pairs", "cards", "class"}``; ``type``
  is ``single``, ``feng`` (a pair is a 风 of one pair), ``yu``, ``lei``,
  ``throw`` or ``none``; ``pairs`` is k of a 风, q of a 雨, the pairs of a
  throw, else 0; ``class`` is ``TRUMP`` or the side suit, ``null`` for cards of
  mixed classes;
* ``beats`` with ``lead`` and ``play`` of the same size → ``{"play_wins"}``: the
  play qualifies and beats the lead (§5.3);
* ``follow`` with ``lead``, ``hand`` and ``play`` → ``{"legal", "reason"}``: the
  reason is ``null`` or the code of the rule broken (``size``,
  ``not_in_hand``, ``F1``, ``F2_type``, ``F2_pairs``, ``F2_run``,
  ``F2_highest``);
* ``result`` with ``defender_points`` → ``{"dealer_levels", "defender_levels",
  "defenders_take_over"}`` from the level table (§6.2); ``level`` and ``trump``
  may be left out.

Cards are a JSON list of card strings or one space-separated string. Anything
malformed raises ``QueryError`` with a message saying what is wrong.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from fengyu.core.cards import Card, parse_cards
from fengyu.core.protocol import Json
from fengyu.games.guafeng.combos import Combo, beats, classify, qualify
from fengyu.games.guafeng.follow import follow_violation
from fengyu.games.guafeng.order import CARD_COUNT, CLASS_NAMES, CardOrder, card_order, level_rank, suit_index
from fengyu.games.guafeng.rules import GuafengRules
from fengyu.games.guafeng.scoring import level_change

QUERIES = ("classify", "beats", "follow", "result")
_FIELDS = {
    "classify": ("cards",),
    "beats": ("lead", "play"),
    "follow": ("lead", "hand", "play"),
    "result": ("defender_points",),
}


class QueryError(ValueError):
    """A query the oracle cannot answer because it is malformed."""


def answer(query: Any) -> Json:
    """The answer to one query (module docstring), or ``QueryError``."""
    if not isinstance(query, Mapping):
        raise QueryError("a query is a JSON object")
    kind = query.get("query")
    if kind not in QUERIES:
        raise QueryError(f"query must be one of {list(QUERIES)}, not {kind!r}")
    unknown = sorted(set(query) - {"query", "level", "trump", "rules", *_FIELDS[kind]})
    if unknown:
        raise QueryError(f"unknown fields for a {kind} query: {unknown}")
    missing = [name for name in _FIELDS[kind] if name not in query]
    if missing:
        raise QueryError(f"a {kind} query needs {missing}")
    try:
        rules = GuafengRules.from_json(query.get("rules", {}))
    except ValueError as error:
        raise QueryError(f"rules: {error}") from None
    if kind == "result":
        if "level" in query or "trump" in query:
            _order(query, rules)
        return _result(query["defender_points"], rules)
    order = _order(query, rules)
    if kind == "classify":
        return _classify(_cards(query, "cards", empty=False), order)
    lead = _cards(query, "lead", empty=False)
    if kind == "beats":
        return _beats(lead, _cards(query, "play", empty=False), order)
    return _follow(lead, _cards(query, "hand", empty=True), _cards(query, "play", empty=True), order)


def _order(query: Mapping[str, Any], rules: GuafengRules) -> CardOrder:
    level, trump = query.get("level"), query.get("trump")
    if isinstance(level, int) and not isinstance(level, bool):
        level = str(level)
    if not isinstance(level, str) or level not in rules.level_sequence:
        raise QueryError(f"level must be one of {list(rules.level_sequence)}, not {level!r}")
    if not isinstance(trump, str):
        raise QueryError(f"trump must be a suit letter S, H, D or C, not {trump!r}")
    try:
        suit = suit_index(trump.upper())
    except ValueError as error:
        raise QueryError(str(error)) from None
    return card_order(level_rank(level), suit, rules)


def _cards(query: Mapping[str, Any], name: str, *, empty: bool) -> list[int]:
    value = query[name]
    if not isinstance(value, str) and not (isinstance(value, list) and all(isinstance(v, str) for v in value)):
        raise QueryError(f"{name} must be a list of card strings or a space-separated string, not {value!r}")
    try:
        cards = [int(card) for card in parse_cards(value)]
    except ValueError as error:
        raise QueryError(f"{name}: {error}") from None
    if not cards and not empty:
        raise QueryError(f"{name} has no cards")
    _two_copies(cards, name)
    return cards


def _two_copies(cards: list[int], where: str) -> None:
    """Two decks hold each card twice; more copies mean a typing mistake."""
    too_many = sorted(code for code, count in Counter(cards).items() if count > 2)
    if too_many:
        names = " ".join(Card(code).notation for code in too_many)
        raise QueryError(f"{where} holds more than the two copies of {names} that two decks have")


def _classify(cards: list[int], order: CardOrder) -> Json:
    combo = classify(cards, order)
    classes = {order.cls[code] for code in cards}
    cls = CLASS_NAMES[classes.pop()] if len(classes) == 1 else None
    if combo is None:
        return {"type": "none", "pairs": 0, "cards": len(cards), "class": cls}
    return {"type": combo.kind, "pairs": combo.pairs, "cards": len(cards), "class": CLASS_NAMES[combo.cls]}


def _lead(cards: list[int], order: CardOrder) -> Combo:
    combo = classify(cards, order)
    if combo is None:
        raise QueryError("lead is not a combination that can be led (§3.3)")
    return combo


def _beats(lead_cards: list[int], play: list[int], order: CardOrder) -> Json:
    if len(play) != len(lead_cards):
        raise QueryError(f"play has {len(play)} cards, the lead {len(lead_cards)}: a follow has the lead's size")
    _two_copies(lead_cards + play, "lead and play together")
    lead = _lead(lead_cards, order)
    contender = qualify(lead, play, order)
    return {"play_wins": contender is not None and beats(contender, lead)}


def _follow(lead_cards: list[int], hand_cards: list[int], play: list[int], order: CardOrder) -> Json:
    _two_copies(lead_cards + hand_cards, "lead and hand together")
    lead = _lead(lead_cards, order)
    hand = [0] * CARD_COUNT
    for code in hand_cards:
        hand[code] += 1
    reason = follow_violation(hand, lead, play, order)
    return {"legal": reason is None, "reason": reason}


def _result(points: Any, rules: GuafengRules) -> Json:
    if isinstance(points, bool) or not isinstance(points, int):
        raise QueryError(f"defender_points must be an integer, not {points!r}")
    if points % 5:
        raise QueryError(f"defender_points is a multiple of 5 (card points come in 5s), not {points}")
    if points < 0 and not rules.dealer_kitty_deduction:
        raise QueryError("defender_points below 0 happen only with dealer_kitty_deduction (§5.5)")
    take_over, steps = level_change(points)
    return {
        "dealer_levels": 0 if take_over else steps,
        "defender_levels": steps if take_over else 0,
        "defenders_take_over": take_over,
    }
