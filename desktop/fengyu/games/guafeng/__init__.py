"""Guafeng (刮风): the Shandong partnership card game of the 升级 family, played with two decks.

Modules, from the cards up: ``rules`` (the toggles), ``order`` (levels, trumps,
card powers), ``combos`` (单/风/雨/雷 and throws: classification, comparison),
``follow`` and ``leads`` (what may be played), ``throws`` (throw validation),
``bidding`` (declarations), ``refusals`` (why an action is illegal),
``scoring`` (kitty capture, levels), ``inputs`` and ``engine`` (one hand),
``view`` (what a seat may know), ``match`` (hands in sequence), ``oracle``
(single rules questions as JSON) and ``simulation``.
"""

from fengyu.games.registry import GameSpec

SPEC = GameSpec(
    code="guafeng",
    seats=4,
    pieces="cards",
    rules_path="fengyu.games.guafeng.rules:GuafengRules",
    view_path="fengyu.games.guafeng.view:GuafengView",
    simulation_path="fengyu.games.guafeng.simulation",
    order=2,
    match_hands=0,  # played until a side wins at K (§6.5)
)
