"""Tile-game knowledge shared by Sichuan and Paofeng mahjong.

The hand analyser here; the melds, ledger, seat, claim window and view records in their own modules.
"""

from fengyu.mahjong.analysis import DiscardOption, HandAnalyser, SpecialShape, Ukeire
from fengyu.mahjong.decomposition import Decomposition, Group

__all__ = ["Decomposition", "DiscardOption", "Group", "HandAnalyser", "SpecialShape", "Ukeire"]
