"""Why a move was refused, in the player's words: every refusal reason code of the three games, the table and the
LAN host, translated, with its values named as the tables name tiles, cards and seats.

The engines refuse with a rule number and a reason code with typed parameters (``IllegalActionError``); nothing
here reads their English messages. Both tables say a refusal through ``explained``. A reason this version does not
know (a refusal from a host of another version) is said in general words with the sender's message and its rule.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from fengyu.core.protocol import IllegalActionError, RefusalParam
from fengyu.core.tiles import KIND_COUNT
from fengyu.ui.names import cards_text, name, paofeng_name, seat_name, tile_name
from fengyu.ui.translations import QT_TRANSLATE_NOOP

CONTEXT = "Refusals"

WORDS: dict[str, str] = {
    # Shared by the games and the table (fengyu.core.refusals.COMMON).
    "no_such_seat": QT_TRANSLATE_NOOP("Refusals", "there is no such seat"),
    "hand_over": QT_TRANSLATE_NOOP("Refusals", "the hand is over"),
    "not_your_turn": QT_TRANSLATE_NOOP("Refusals", "it is not your turn"),
    "not_your_seat": QT_TRANSLATE_NOOP("Refusals", "that seat is not yours to play"),
    "not_legal": QT_TRANSLATE_NOOP("Refusals", "that is not a move you can make now ({kind})"),
    # The table (fengyu.table.refusals).
    "item_not_pre_order": QT_TRANSLATE_NOOP("Refusals", "{item} cannot be ordered before a hand under these rules"),
    "items_between_hands": QT_TRANSLATE_NOOP("Refusals", "items are ordered between hands, before the next deal"),
    # The LAN host's own refusals (fengyu.net.protocol.ERROR_CODES met at the table).
    "stale": QT_TRANSLATE_NOOP("Refusals", "the table moved on before your move arrived"),
    "not_now": QT_TRANSLATE_NOOP("Refusals", "that cannot be done at this point of the match"),
    "not_seated": QT_TRANSLATE_NOOP("Refusals", "take a seat first"),
    # Mahjong, both games.
    "no_claim": QT_TRANSLATE_NOOP("Refusals", "you have no claim on this tile"),
    "answer_claim": QT_TRANSLATE_NOOP("Refusals", "answer the discard first: claim it or pass"),
    "not_held": QT_TRANSLATE_NOOP("Refusals", "choose a tile you hold"),
    "not_a_win": QT_TRANSLATE_NOOP("Refusals", "these tiles are not a winning hand"),
    "kong_not_held": QT_TRANSLATE_NOOP("Refusals", "you do not hold the tiles for a kong of {tile}"),
    # Sichuan.
    "left_hand": QT_TRANSLATE_NOOP("Refusals", "you have left this hand"),
    "no_chow": QT_TRANSLATE_NOOP("Refusals", "there is no chow in Sichuan mahjong"),
    "suits_only": QT_TRANSLATE_NOOP("Refusals", "that is not a tile of this game: Sichuan plays the three suits only"),
    "items_off": QT_TRANSLATE_NOOP("Refusals", "items are not used under these rules"),
    "item_used": QT_TRANSLATE_NOOP("Refusals", "each item may be used once a hand ({item})"),
    "item_not_now": QT_TRANSLATE_NOOP("Refusals", "{item} cannot be used now"),
    "exchange_three": QT_TRANSLATE_NOOP("Refusals", "pick three tiles to pass on"),
    "exchange_three_one_suit": QT_TRANSLATE_NOOP("Refusals", "pick three tiles of one suit to pass on"),
    "declare_void": QT_TRANSLATE_NOOP("Refusals", "choose the suit you give up first"),
    "passed_win": QT_TRANSLATE_NOOP(
        "Refusals", "you passed a win (过水不胡): until your next draw you may win on {tile} only for more fan"
    ),
    "not_a_claim_win": QT_TRANSLATE_NOOP("Refusals", "{tile} does not complete your hand"),
    "void_no_claim": QT_TRANSLATE_NOOP("Refusals", "no pong or kong of {tile}: it is of the suit you gave up"),
    "pong_needs_tiles": QT_TRANSLATE_NOOP(
        "Refusals", "a pong of {tile} needs two matching tiles in your hand, a kong three and a tile left in the wall"
    ),
    "winner_discards_drawn": QT_TRANSLATE_NOOP("Refusals", "after winning (血流) you discard the tile you drew"),
    "not_void_suit": QT_TRANSLATE_NOOP(
        "Refusals", "while you hold tiles of the suit you gave up ({suit}), discard one of them"
    ),
    "discard_after_pong": QT_TRANSLATE_NOOP("Refusals", "after a pong, discard: no kong or self-drawn win now"),
    "kong_needs_wall": QT_TRANSLATE_NOOP("Refusals", "a kong needs a tile left in the wall"),
    "void_no_kong": QT_TRANSLATE_NOOP("Refusals", "no kong of {tile}: it is of the suit you gave up"),
    "no_zimo_after_item": QT_TRANSLATE_NOOP(
        "Refusals", "no self-drawn win after an exchange item until your next discard"
    ),
    # Paofeng.
    "tuo_guan_state": QT_TRANSLATE_NOOP("Refusals", "auto-play is already in that state"),
    "not_a_tile": QT_TRANSLATE_NOOP("Refusals", "that is not a tile"),
    "claims_answer_discards": QT_TRANSLATE_NOOP("Refusals", "claims answer another player's discard"),
    "win_after_draw": QT_TRANSLATE_NOOP("Refusals", "a self-drawn win comes right after a draw"),
    "flowers_before_win": QT_TRANSLATE_NOOP("Refusals", "set every flower aside before you win"),
    "wild_wins_by_paofeng": QT_TRANSLATE_NOOP("Refusals", "holding a wild, you may win only by 跑风 under these rules"),
    "wild_not_discarded": QT_TRANSLATE_NOOP("Refusals", "{tile} is the wild: it is never discarded"),
    "flower_not_discarded": QT_TRANSLATE_NOOP("Refusals", "flowers are set aside (补花), never discarded"),
    "ting_discards_drawn": QT_TRANSLATE_NOOP("Refusals", "after declaring ready (报听) you discard the tile you drew"),
    "ting_needs_wait": QT_TRANSLATE_NOOP(
        "Refusals", "to declare ready (报听) your hand must still wait on a tile after this discard"
    ),
    "tu_pai": QT_TRANSLATE_NOOP("Refusals", "you may not discard {tile}, the tile you just claimed (吐牌)"),
    "wild_as_flower": QT_TRANSLATE_NOOP(
        "Refusals",
        "a wild is set aside only when just drawn after declaring ready, waiting on any tile, or in auto-play",
    ),
    "only_flowers": QT_TRANSLATE_NOOP("Refusals", "only flowers are set aside"),
    "wild_no_kong": QT_TRANSLATE_NOOP("Refusals", "a wild takes part in no kong"),
    "ting_kong": QT_TRANSLATE_NOOP(
        "Refusals", "after declaring ready (报听) a kong uses the tile you drew and keeps your waits"
    ),
    "tuo_guan_no_claim": QT_TRANSLATE_NOOP("Refusals", "in auto-play the seat never claims"),
    "ting_claims_kong_only": QT_TRANSLATE_NOOP(
        "Refusals", "after declaring ready (报听) you may claim only a kong that keeps your waits"
    ),
    "chi_next_only": QT_TRANSLATE_NOOP("Refusals", "only the next player may chow a discard"),
    "wild_no_chi": QT_TRANSLATE_NOOP("Refusals", "a wild takes part in no chow"),
    "chi_needs_run": QT_TRANSLATE_NOOP("Refusals", "a chow needs two tiles in your hand making a run with {tile}"),
    "pong_needs_tiles_and_discard": QT_TRANSLATE_NOOP(
        "Refusals", "a pong of {tile} needs two matching tiles, a kong three, and you must still have a tile to discard"
    ),
    # Guafeng.
    "template_applied": QT_TRANSLATE_NOOP("Refusals", "choose the cards to play"),
    "not_cards": QT_TRANSLATE_NOOP("Refusals", "those are not cards of this game"),
    "not_in_hand": QT_TRANSLATE_NOOP("Refusals", "these cards are not in your hand: {cards}"),
    "pass_names_no_cards": QT_TRANSLATE_NOOP("Refusals", "a pass shows no cards"),
    "wrong_phase": QT_TRANSLATE_NOOP("Refusals", "that is not a move of this part of the hand ({kind})"),
    "declaration_joker": QT_TRANSLATE_NOOP("Refusals", "a declaration shows at least one joker"),
    "declaration_pair": QT_TRANSLATE_NOOP("Refusals", "a declaration shows at least one pair"),
    "declaration_pairs": QT_TRANSLATE_NOOP("Refusals", "besides the jokers, a declaration shows pairs of equal cards"),
    "declaration_one_suit": QT_TRANSLATE_NOOP("Refusals", "the pairs of a declaration are of one suit"),
    "declaration_run": QT_TRANSLATE_NOOP("Refusals", "the pairs of a declaration make one run (2 follows A)"),
    "xu_owner_only": QT_TRANSLATE_NOOP(
        "Refusals", "only the player who declared with one joker may reinforce it (续牌), before any 冲主"
    ),
    "xu_adds": QT_TRANSLATE_NOOP("Refusals", "a 续牌 adds the same joker, or one pair next to the run"),
    "liang_first_only": QT_TRANSLATE_NOOP("Refusals", "you can declare (亮主) only while nobody has"),
    "chong_one_joker_only": QT_TRANSLATE_NOOP("Refusals", "a 冲主 only beats a declaration showing exactly one joker"),
    "chong_not_own": QT_TRANSLATE_NOOP("Refusals", "you cannot 冲主 your own declaration"),
    "chong_two_jokers": QT_TRANSLATE_NOOP("Refusals", "a 冲主 shows at least two jokers"),
    "zhan_needs_more": QT_TRANSLATE_NOOP(
        "Refusals", "a 粘牌 shows as many jokers as the declaration and at least one pair more"
    ),
    "bury_count": QT_TRANSLATE_NOOP("Refusals", "bury exactly {count} cards"),
    "bury_declared": QT_TRANSLATE_NOOP("Refusals", "the cards you declared with cannot be buried after a 粘牌"),
    "bury_jokers": QT_TRANSLATE_NOOP("Refusals", "every joker in your hand must go into the kitty"),
    "give_count": QT_TRANSLATE_NOOP("Refusals", "return exactly {count} cards to {seat}"),
    "give_taken": QT_TRANSLATE_NOOP("Refusals", "the cards you just took cannot be handed back"),
    "give_specials": QT_TRANSLATE_NOOP(
        "Refusals", "return a special trump (joker, 2, 3, 5 or level card) for each trump you took, as far as you can"
    ),
    "swap_rank": QT_TRANSLATE_NOOP("Refusals", "swap a plain trump-suit kitty card for a side card of the same rank"),
    "lead_shape": QT_TRANSLATE_NOOP(
        "Refusals", "a lead is a single card, a pair, a 风, a 雨 or a 雷 (throws only when the rules allow them)"
    ),
    "follow_size": QT_TRANSLATE_NOOP("Refusals", "play as many cards as were led ({count})"),
    "follow_suit": QT_TRANSLATE_NOOP(
        "Refusals", "follow suit: you still hold cards of the suit led (all trumps are one suit)"
    ),
    "follow_shape": QT_TRANSLATE_NOOP("Refusals", "you hold the shape that was led (雨 or 雷): you must play it"),
    "follow_pairs": QT_TRANSLATE_NOOP("Refusals", "you must play pairs of the suit led, as many as the lead has"),
    "follow_run": QT_TRANSLATE_NOOP(
        "Refusals", "you must play your consecutive pairs of the suit led, as the lead asks for"
    ),
    "follow_highest": QT_TRANSLATE_NOOP("Refusals", "make up the rest with your highest cards of the suit led"),
}
"""The words of every refusal reason, by code (``{tile}``, ``{cards}`` … are its parameters, in words)."""

NOT_ALLOWED = QT_TRANSLATE_NOOP("Refusals", "Not allowed: {reason}")
BY_RULE = QT_TRANSLATE_NOOP("Refusals", "{reason} (rule {rule})")
UNKNOWN = QT_TRANSLATE_NOOP("Refusals", "that is not a move you can make now ({message})")
"""A reason this version has no words for: the sender's own message."""


class _Values(dict[str, str]):
    """Parameters in words; one the reason's words name but the refusal lacks (an older sender) shows as "…"."""

    def __missing__(self, key: str) -> str:
        return "…"


def param_words(name_: str, value: RefusalParam, viewer: int) -> str:
    """One parameter as the tables say it: a tile or cards by their names, a seat as the viewer sees it."""
    if name_ == "tile" and isinstance(value, int) and 0 <= value < KIND_COUNT:
        return tile_name(value)
    if name_ == "cards" and isinstance(value, tuple) and all(0 <= code < 54 for code in value):
        return cards_text(value)
    if name_ == "suit" and isinstance(value, str):
        return name("suit", value)
    if name_ == "seat" and isinstance(value, int) and 0 <= value < 4:
        return seat_name(value, viewer)
    if name_ == "item" and isinstance(value, str):
        return name("item", value)
    if name_ == "kind" and isinstance(value, str):
        return paofeng_name("action", value)
    return str(value)


def reason(error: IllegalActionError, viewer: int) -> str:
    """Why ``error`` refused a move, in the player's language, its values in words (for the seat ``viewer``)."""
    words = WORDS.get(error.reason)
    if words is None:
        return QCoreApplication.translate(CONTEXT, UNKNOWN).format(message=error.message)
    values = _Values({key: param_words(key, value, viewer) for key, value in error.params.items()})
    return QCoreApplication.translate(CONTEXT, words).format_map(values)


def explained(error: IllegalActionError, viewer: int) -> str:
    """The line a table shows for a refused move: "Not allowed: …", with the rule to look up when there is one."""
    text = reason(error, viewer)
    if error.rule:
        text = QCoreApplication.translate(CONTEXT, BY_RULE).format(reason=text, rule=error.rule)
    return QCoreApplication.translate(CONTEXT, NOT_ALLOWED).format(reason=text)
