"""Why a move was refused, in the player's words: the mahjong engines' refusals mapped to translated sentences.

The engines refuse a move with a rule code and a short English message (``IllegalActionError``); they hold no
sentences for players. This module is the one place that turns them into words a player reads, in both
languages: by the exact message first, then by the rule code for the messages that name a value.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from fengyu.core.protocol import IllegalActionError

CONTEXT = "Refusals"

BY_MESSAGE: dict[str, str] = {
    # Both games and the table.
    "the hand is over": QT_TRANSLATE_NOOP("Refusals", "the hand is over"),
    "it is not this seat's turn": QT_TRANSLATE_NOOP("Refusals", "it is not your turn"),
    "this seat has no claim to make on this tile": QT_TRANSLATE_NOOP("Refusals", "you have no claim on this tile"),
    # Sichuan.
    "this seat has left the hand": QT_TRANSLATE_NOOP("Refusals", "you have left this hand"),
    "there is no chow in Sichuan mahjong": QT_TRANSLATE_NOOP("Refusals", "there is no chow in Sichuan mahjong"),
    "choose three concealed tiles to exchange": QT_TRANSLATE_NOOP("Refusals", "pick three tiles to pass on"),
    "choose three concealed tiles to exchange of one suit": QT_TRANSLATE_NOOP(
        "Refusals", "pick three tiles of one suit to pass on"
    ),
    "declare the void suit: m, p or s": QT_TRANSLATE_NOOP("Refusals", "choose the suit you give up first"),
    "answer with one of the offered claims or 过": QT_TRANSLATE_NOOP(
        "Refusals", "answer with one of the claims offered, or pass"
    ),
    "while you hold tiles of your void suit you must discard one of them": QT_TRANSLATE_NOOP(
        "Refusals", "while you hold tiles of the suit you gave up, discard one of them"
    ),
    "you do not hold the tiles for this kong": QT_TRANSLATE_NOOP("Refusals", "you do not hold the tiles for this kong"),
    "these tiles are not a legal win": QT_TRANSLATE_NOOP("Refusals", "these tiles are not a winning hand"),
    "items are not enabled in these rules": QT_TRANSLATE_NOOP("Refusals", "items are not used under these rules"),
    "each item may be used once per hand": QT_TRANSLATE_NOOP("Refusals", "each item may be used once a hand"),
    "this tile does not complete a legal win for this seat (or 过水不胡, R24)": QT_TRANSLATE_NOOP(
        "Refusals", "this tile does not complete your hand (or you passed a win on it: 过水不胡)"
    ),
    "a pong needs two, a direct kong three matching concealed tiles and W ≥ 1": QT_TRANSLATE_NOOP(
        "Refusals", "a pong needs two matching tiles in your hand, a kong three and a tile left in the wall"
    ),
    "you can only discard a tile you hold": QT_TRANSLATE_NOOP("Refusals", "you can only discard a tile you hold"),
    "a 血流 winner must discard the tile it drew": QT_TRANSLATE_NOOP(
        "Refusals", "after winning (血流) you discard the tile you drew"
    ),
    "after a pong you must discard without konging": QT_TRANSLATE_NOOP(
        "Refusals", "after a pong, discard: no kong now"
    ),
    "a kong needs at least one tile left in the wall": QT_TRANSLATE_NOOP(
        "Refusals", "a kong needs a tile left in the wall"
    ),
    "no kong of a tile of your void suit": QT_TRANSLATE_NOOP("Refusals", "no kong of the suit you gave up"),
    "after a pong you must discard without declaring 自摸": QT_TRANSLATE_NOOP(
        "Refusals", "after a pong, discard: no self-drawn win now"
    ),
    "no 自摸 after an exchange item until your next discard": QT_TRANSLATE_NOOP(
        "Refusals", "no self-drawn win after an exchange item until your next discard"
    ),
    "no pong or kong of a tile of your void suit": QT_TRANSLATE_NOOP(
        "Refusals", "no pong or kong of the suit you gave up"
    ),
    # Paofeng.
    "a pong needs two, a 明杠 three matching tiles, and a legal discard must remain (D11)": QT_TRANSLATE_NOOP(
        "Refusals", "a pong needs two matching tiles, a kong three, and you must still have a tile to discard"
    ),
    "托管 is switched with option on or off, to the other state": QT_TRANSLATE_NOOP(
        "Refusals", "auto-play is already in that state"
    ),
    "a tile is a kind 0..33": QT_TRANSLATE_NOOP("Refusals", "that is not a tile"),
    "a tile is a kind 0..26: Sichuan plays the three suits only": QT_TRANSLATE_NOOP(
        "Refusals", "that is not a tile of this game: Sichuan plays the three suits only"
    ),
    "claims answer another seat's discard": QT_TRANSLATE_NOOP("Refusals", "claims answer another player's discard"),
    "these tiles do not form a winning shape": QT_TRANSLATE_NOOP("Refusals", "these tiles are not a winning hand"),
    "name one tile the seat holds": QT_TRANSLATE_NOOP("Refusals", "choose a tile you hold"),
    "吐牌: the claimed kind may not be discarded in this claim turn": QT_TRANSLATE_NOOP(
        "Refusals", "you may not discard the tile you just claimed (吐牌)"
    ),
    "only flower tiles are set aside": QT_TRANSLATE_NOOP("Refusals", "only flowers are set aside"),
    "a kong needs four concealed tiles, or a concealed tile and the seat's own pong": QT_TRANSLATE_NOOP(
        "Refusals", "a kong needs four tiles in your hand, or one and your own pong"
    ),
    "answer the discard with a claim or 过 first": QT_TRANSLATE_NOOP(
        "Refusals", "answer the discard first: claim it or pass"
    ),
    "a chi needs two concealed tiles making a sequence with the discard (a discarded 红中 is 中)": QT_TRANSLATE_NOOP(
        "Refusals", "a chow needs two tiles in your hand making a run with the discard"
    ),
    "after 报听 only a 明杠 that keeps the waits may be claimed": QT_TRANSLATE_NOOP(
        "Refusals", "after declaring ready (报听) you may claim only a kong that keeps your waits"
    ),
    "a win is declared only right after a draw": QT_TRANSLATE_NOOP(
        "Refusals", "a self-drawn win comes right after a draw"
    ),
    "set every flower aside before declaring a win": QT_TRANSLATE_NOOP(
        "Refusals", "set every flower aside before you win"
    ),
    "with 有钻必须跑风 a hand holding a wild wins only by 跑风": QT_TRANSLATE_NOOP(
        "Refusals", "holding a wild, you may win only by 跑风 under these rules"
    ),
    "a wild is never discarded": QT_TRANSLATE_NOOP("Refusals", "the wild is never discarded"),
    "flowers are set aside (补花) before the discard, never discarded": QT_TRANSLATE_NOOP(
        "Refusals", "flowers are set aside (补花), never discarded"
    ),
    "after 报听 only the tile just drawn may be discarded": QT_TRANSLATE_NOOP(
        "Refusals", "after declaring ready (报听) you discard the tile you drew"
    ),
    "报听 needs a hand that still waits on a tile of U after this discard": QT_TRANSLATE_NOOP(
        "Refusals", "to declare ready (报听) your hand must still wait on a tile after this discard"
    ),
    "only a wild just drawn, after 报听, on 听任意张 or in 托管, may be used as a flower": QT_TRANSLATE_NOOP(
        "Refusals",
        "a wild is set aside only when just drawn after declaring ready, waiting on any tile, or in auto-play",
    ),
    "wilds take part in no kong": QT_TRANSLATE_NOOP("Refusals", "a wild takes part in no kong"),
    "after 报听 a kong uses the tile just drawn and must keep the waits": QT_TRANSLATE_NOOP(
        "Refusals", "after declaring ready (报听) a kong uses the tile you drew and keeps your waits"
    ),
    "a seat in 托管 never claims": QT_TRANSLATE_NOOP("Refusals", "in auto-play the seat never claims"),
    "only the discarder's 下家 may chi": QT_TRANSLATE_NOOP("Refusals", "only the next player may chow a discard"),
    "wilds take part in no chi": QT_TRANSLATE_NOOP("Refusals", "a wild takes part in no chow"),
}
"""The engines' refusal messages and the sentence a player reads for each."""

BY_RULE: dict[str, str] = {
    "R1": QT_TRANSLATE_NOOP("Refusals", "there is no such seat"),
    "R9": QT_TRANSLATE_NOOP("Refusals", "that is not a move you can make now"),
    "R10": QT_TRANSLATE_NOOP("Refusals", "that is not a move you can make now"),
    "§6.3": QT_TRANSLATE_NOOP("Refusals", "that item cannot be used now"),
    "R4a": QT_TRANSLATE_NOOP("Refusals", "items are ordered between hands, before the next deal"),
    "not_your_seat": QT_TRANSLATE_NOOP("Refusals", "that seat is not yours to play"),
    "not_your_turn": QT_TRANSLATE_NOOP("Refusals", "it is not your turn"),
    "hand_over": QT_TRANSLATE_NOOP("Refusals", "the hand is over"),
}
"""Words by rule code, for the messages that name a value (a seat, an item) and so cannot be matched whole."""


def reason(error: IllegalActionError) -> str:
    """Why ``error`` refused a move, in the player's language (the engine's message if nothing matches)."""
    words = BY_MESSAGE.get(error.message) or BY_RULE.get(error.rule)
    return QCoreApplication.translate(CONTEXT, words) if words is not None else error.message
