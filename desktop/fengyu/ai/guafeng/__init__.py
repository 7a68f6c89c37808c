"""Guafeng bots: card knowledge, move generation, heuristic play and determinized search."""
