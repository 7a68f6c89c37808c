"""Guafeng (刮风): the Shandong partnership card game of the 升级 family, played with two decks.

Modules, from the cards up: ``rules`` (the toggles), ``order`` (levels, trumps,
card powers), ``combos`` (单/风/雨/雷 and throws: classification, comparison),
``follow`` and ``leads`` (what may be played), ``throws`` (throw validation),
``bidding`` (declarations), ``scoring`` (kitty capture, levels), ``inputs`` and
``engine`` (one hand), ``view`` (what a seat may know), ``match`` (hands in
sequence), ``oracle`` (single rules questions as JSON) and ``simulation``.
"""
