"""Fengyu (风雨牌桌): Sichuan mahjong, Paofeng mahjong and Guafeng on one desktop table."""

__version__ = "0.1.0"
