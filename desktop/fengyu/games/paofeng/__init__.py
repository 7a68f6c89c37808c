"""Paofeng (跑风麻将): the Anhui self-draw mahjong with a wild (钻牌), flowers, 跑风 and 包牌.

Modules, from the tiles up: ``rules`` (the toggles and presets), ``roles`` (the
wild, the flowers and 红中 of a hand), ``melds``, ``analysis`` (win shapes, waits
and 听任意张 on the shared analyser), ``scoring`` (the items of a win),
``bao`` (liability), ``settlement`` and ``ledger`` (who pays whom), ``seat``,
``engine`` (one hand), ``refusals`` (why an action is illegal), ``view`` (what a
seat may know), ``match`` (hands in sequence), ``query`` (the score command's
JSON) and ``simulation``.
"""

from fengyu.games.registry import GameSpec

SPEC = GameSpec(
    code="paofeng",
    seats=4,
    pieces="tiles",
    rules_path="fengyu.games.paofeng.rules:PaofengRules",
    view_path="fengyu.games.paofeng.view:PaofengView",
    simulation_path="fengyu.games.paofeng.simulation",
    order=1,
)
