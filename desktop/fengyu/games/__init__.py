"""Rules engines of the three games (one subpackage each), on the contract of ``fengyu.core.protocol``."""
