"""Tile-game knowledge shared by Sichuan and Paofeng mahjong: the hand analyser."""

from fengyu.mahjong.analysis import DiscardOption, HandAnalyser, SpecialShape, Ukeire
from fengyu.mahjong.decomposition import Decomposition, Group

__all__ = ["Decomposition", "DiscardOption", "Group", "HandAnalyser", "SpecialShape", "Ukeire"]
