"""Why a Guafeng action is refused: every reason code with its English template, and the section each phase is in.

The engine (and the declaration reader of ``bidding``) refuse with ``REFUSALS.error(rule, reason, …)``: the rule
is the spec's section (``§4.7``; follows are ``§5.2``), the reason a stable code the UI translates.
"""

from __future__ import annotations

from fengyu.core.refusals import COMMON

REFUSALS = COMMON.extended(
    {
        "template_applied": "a template stands for plays; apply one of them",
        "not_cards": "pieces are card codes 0..53",
        "not_in_hand": "the cards {cards} are not all in the hand",
        "pass_names_no_cards": "a pass names no cards",
        "wrong_phase": "{kind} is not an action of this phase",
        "declaration_joker": "a declaration shows at least one joker",
        "declaration_pair": "a declaration shows at least one pair",
        "declaration_pairs": "the non-joker cards of a declaration are pairs of identical cards",
        "declaration_one_suit": "the pairs of a declaration are of one suit",
        "declaration_run": "the pairs of a declaration form one run (2 follows A)",
        "xu_owner_only": "only the owner of a one-joker 亮主 may reinforce it, before any 冲主",
        "xu_adds": "续牌 adds one identical joker or one pair adjacent to the run",
        "liang_first_only": "亮主 only while no declaration exists",
        "chong_one_joker_only": "冲主 only overrides a 亮主 showing exactly one joker",
        "chong_not_own": "the owner of the 亮主 cannot 冲主 it",
        "chong_two_jokers": "冲主 shows at least two jokers",
        "zhan_needs_more": "粘牌 needs as many jokers and at least one pair more than the live one",
        "bury_count": "the burier buries exactly {count} cards",
        "bury_declared": "a stuck player's declared cards may not be buried",
        "bury_jokers": "the burier must bury every joker he holds",
        "give_count": "return exactly {count} cards to seat {seat}",
        "give_taken": "the cards just taken cannot be handed back",
        "give_specials": "return a special trump for each trump taken, as far as you have them",
        "swap_rank": "swap a plain trump-suit kitty card for a side card of the same rank",
        "lead_shape": "a lead is a single, pair, 风, 雨 or 雷 (or a throw if allowed)",
        "follow_size": "a follow has as many cards as the lead ({count})",
        "follow_suit": "play all cards of the led class, or only cards of it",
        "follow_shape": "a follower holding the led 雨 or 雷 shape must play it",
        "follow_pairs": "play as many pairs of the led class as the lead asks for",
        "follow_run": "keep the longest run of pairs the lead asks for",
        "follow_highest": "make up the rest with the highest cards of the led class",
    }
)
"""Every reason a Guafeng hand refuses an action for, with its English template."""

PHASE_RULES = {
    "deal": "§4.4",
    "zhan": "§4.4",
    "bury": "§4.7",
    "give": "§4.9",
    "swap": "§4.10",
    "play": "§5",
    "over": "§6",
}
"""The spec's section for each phase: the rule of a refusal no narrower rule explains (a move out of turn)."""

FOLLOW_REASONS = {
    "size": "follow_size",
    "F1": "follow_suit",
    "F2_type": "follow_shape",
    "F2_pairs": "follow_pairs",
    "F2_run": "follow_run",
    "F2_highest": "follow_highest",
}
"""The reason for each rule a follow can break (``follow.follow_violation``'s codes; §5.2, F1 and F2)."""
