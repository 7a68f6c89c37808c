"""Paofeng's payments are ``fengyu.mahjong.ledger`` lines; what their reasons say.

Paofeng pays only at a win (kong, 补花 and 连庄 points are inside S, §3.1), so a
hand has at most three lines. ``reasons`` are codes: ``win``, then the 包 that
applied (``shun_bao`` / ``fan_bao`` and its 口 kind, e.g. ``dui_san_kou``),
``dealer`` when the share carries the dealer's +3, and ``board_cap`` when the
打板子 limit cut the amount (R26).
"""

from __future__ import annotations

from fengyu.mahjong.ledger import Ledger, Payment

__all__ = ["Ledger", "Payment"]
