"""Why the table refuses a request before any engine sees it: the reasons beyond the shared ones, in English.

Items ordered between hands (Sichuan's §6.3 and R4a) are the table's to accept; a bot's seat is not a player's.
"""

from __future__ import annotations

from fengyu.core.refusals import COMMON

REFUSALS = COMMON.extended(
    {
        "item_not_pre_order": "{item} cannot be ordered before a hand under these rules",
        "items_between_hands": "items are ordered between hands, before the next deal",
    }
)
"""The table's refusal reasons with their English templates (``COMMON``'s too)."""
