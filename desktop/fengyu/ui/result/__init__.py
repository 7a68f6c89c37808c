"""The result screen shown over the table when a hand ends: the hands drawn, the payments with their formulas,
the running totals, and what comes next (next hand, a look at the table, play again)."""
