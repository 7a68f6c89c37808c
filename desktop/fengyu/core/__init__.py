"""Game-independent building blocks: tiles, cards, the seeded RNG, rules metadata,
and the Action / Event / View / Engine contract with its replay log."""
