"""Sichuan mahjong bots: easy, normal, hard and expert."""
