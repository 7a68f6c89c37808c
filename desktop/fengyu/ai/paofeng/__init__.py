"""Paofeng (跑风麻将) bots: ``levels`` names them, ``bots`` and ``expert`` hold them, ``arena`` plugs them in."""
