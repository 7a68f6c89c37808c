"""Sichuan mahjong (四川麻将 血战到底): 108 suited tiles, 定缺, 换三张 and 刮风下雨 kong money.

Modules, from the tiles up: ``rules`` (the toggles and presets), ``scoring`` (patterns,
根 and add-ons), ``seat``, ``ledger`` and ``coins`` (who pays whom), ``settlement`` (kong
money, 查叫, 花猪), ``items`` (道具), ``engine`` (one hand), ``refusals`` (why an action is
illegal), ``view`` (what a seat may know) and ``simulation``.
"""

from fengyu.games.registry import GameSpec

SPEC = GameSpec(
    code="sichuan",
    seats=4,
    pieces="tiles",
    rules_path="fengyu.games.sichuan.rules:SichuanRules",
    view_path="fengyu.games.sichuan.view:SichuanView",
    simulation_path="fengyu.games.sichuan.simulation",
    order=0,
)
