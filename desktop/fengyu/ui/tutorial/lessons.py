"""The guided first hand's step lists: for each game, what the player should do and why, in words.

A ``Lesson`` applies to a decision when its ``when`` holds for the player's
view and the hint engine's advice there (``advised``, an ``Action``); its
``expects`` is the Action predicate the player's move is judged by. Lessons
without ``expects`` only explain a term (Paofeng's wild, Guafeng's 风/雨/雷), once, at the first
decision where it matters. The coach takes the first matching lesson with an
expectation at every decision, so the guidance follows the hand wherever the
player takes it: a move other than the advised one is legal play, and the
next decision is explained from where it leads.

The words are marked here (``QT_TRANSLATE_NOOP``, context ``Tutorial``) and
translated when shown.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication

from fengyu.core.protocol import Action
from fengyu.mahjong.melds import KONGS as MELD_KONGS
from fengyu.ui.translations import QT_TRANSLATE_NOOP

CONTEXT = "Tutorial"
DECLARATIONS = ("liang", "chong", "xu", "zhan")
KONGS = tuple(sorted(MELD_KONGS))

Situation = Callable[[Any, Action], bool]
Expectation = Callable[[Action, Action], bool]
"""Judges the player's move (first) against the advised one (second)."""


@dataclass(frozen=True, slots=True)
class Lesson:
    key: str
    when: Situation
    text: str
    """The English source; ``words()`` gives it in the current language."""
    expects: Expectation | None = None
    """None: an explanation only, shown once."""

    def words(self) -> str:
        return QCoreApplication.translate(CONTEXT, self.text)


def _kind(*kinds: str) -> Situation:
    return lambda _view, advised: advised.kind in kinds


def _same(action: Action, advised: Action) -> bool:
    return action == advised


def _same_kind(action: Action, advised: Action) -> bool:
    return action.kind == advised.kind


def _void_discard(view: Any, advised: Action) -> bool:
    """Sichuan: the hint discards a tile of the player's void suit (R23: it can never be part of the win)."""
    void = view.voids[view.seat] if hasattr(view, "voids") else None
    return advised.kind == "discard" and void is not None and "mps"[advised.pieces[0] // 9] == void


def _claim_declined(view: Any, advised: Action) -> bool:
    return advised.kind == "pass" and getattr(view, "phase", "") != "deal"


SICHUAN: tuple[Lesson, ...] = (
    Lesson(
        "ding_que",
        _kind("ding_que"),
        QT_TRANSLATE_NOOP(
            "Tutorial",
            "First choose 定缺, the suit you give up: you cannot win while you hold a tile of it, so it is usually "
            "the suit you hold fewest of. The highlighted button is the hint's choice.",
        ),
        _same_kind,
    ),
    Lesson(
        "void_discard",
        _void_discard,
        QT_TRANSLATE_NOOP(
            "Tutorial",
            "Discard your void suit first: those tiles can never be part of your win. The highlighted tile is "
            "one of them; click it (or drag it up).",
        ),
        _same,
    ),
    Lesson(
        "pong",
        _kind("pong"),
        QT_TRANSLATE_NOOP(
            "Tutorial",
            "A tile you hold a pair of was discarded: 碰 (pong) takes it and shows three of a kind. Press the "
            "highlighted 碰 button, then discard.",
        ),
        _same_kind,
    ),
    Lesson(
        "kong",
        _kind(*KONGS),
        QT_TRANSLATE_NOOP(
            "Tutorial",
            "Four of a kind: a 杠 (kong) is paid at once (刮风下雨) and you draw a replacement tile. Press the "
            "highlighted button.",
        ),
        _same_kind,
    ),
    Lesson(
        "win",
        _kind("win"),
        QT_TRANSLATE_NOOP(
            "Tutorial",
            "Your hand is complete: press the highlighted button to win (胡). In 血战到底 the others play on until "
            "three players have won or the wall is empty.",
        ),
        _same_kind,
    ),
    Lesson(
        "pass",
        _claim_declined,
        QT_TRANSLATE_NOOP(
            "Tutorial",
            "You could claim this tile, but the hint passes: the claim would break a better shape. Press 过 (pass).",
        ),
        _same_kind,
    ),
    Lesson(
        "discard",
        _kind("discard"),
        QT_TRANSLATE_NOOP(
            "Tutorial",
            "Discard the tile that keeps your hand closest to ready. The hint's tile is raised; the panel on the "
            "right says how far your hand is from ready and, once it is, what it waits on.",
        ),
        _same,
    ),
)

PAOFENG: tuple[Lesson, ...] = (
    Lesson(
        "wild",
        lambda view, _advised: getattr(view, "wild", None) is not None,
        QT_TRANSLATE_NOOP(
            "Tutorial",
            "The tile after the indicator is this hand's wild, 钻牌 (marked with a star): it stands for any tile "
            "you need and is never discarded.",
        ),
    ),
    Lesson(
        "wild_choice",
        lambda view, advised: advised.kind == "bu_hua" and advised.pieces[0] == getattr(view, "wild", None),
        QT_TRANSLATE_NOOP(
            "Tutorial",
            "You drew the wild with a ready hand: win now by 跑风, or set it aside (补花) and draw again: a win on "
            "that draw is 直叫, worth more. The highlighted button is the hint's choice.",
        ),
        _same_kind,
    ),
    Lesson(
        "flower",
        _kind("bu_hua"),
        QT_TRANSLATE_NOOP(
            "Tutorial",
            "A flower (花牌) is never played: set it aside (补花) and draw a replacement. Press the highlighted "
            "button or click the flower.",
        ),
        _same_kind,
    ),
    Lesson(
        "bao_ting",
        _kind("bao_ting"),
        QT_TRANSLATE_NOOP(
            "Tutorial",
            "Your hand is one tile from complete: 报听 declares it ready. After it you may not chow or pong, and "
            "a 跑风 win after 报听 adds 明跑 (3 points). Press 报听, then click the raised tile to discard it.",
        ),
        _same,
    ),
    Lesson(
        "win",
        _kind("win"),
        QT_TRANSLATE_NOOP(
            "Tutorial",
            "Your hand is complete: press 胡 to win. A hand that waits on any tile (听任意张) wins on every draw: "
            "that is 跑风.",
        ),
        _same_kind,
    ),
    Lesson(
        "chow",
        _kind("chow"),
        QT_TRANSLATE_NOOP(
            "Tutorial",
            "吃 (chow): take the discard of the player before you to complete a run. Press the highlighted button.",
        ),
        _same,
    ),
    Lesson(
        "pong",
        _kind("pong"),
        QT_TRANSLATE_NOOP(
            "Tutorial", "碰 (pong): take the discard to make three of a kind. Press the highlighted button."
        ),
        _same_kind,
    ),
    Lesson(
        "kong",
        _kind(*KONGS),
        QT_TRANSLATE_NOOP(
            "Tutorial", "Four of a kind: declare the 杠 (kong) and draw a replacement. Press the highlighted button."
        ),
        _same_kind,
    ),
    Lesson(
        "pass",
        _claim_declined,
        QT_TRANSLATE_NOOP(
            "Tutorial", "You could claim this tile, but the hint passes: it would not bring your hand closer. Press 过."
        ),
        _same_kind,
    ),
    Lesson(
        "discard",
        _kind("discard"),
        QT_TRANSLATE_NOOP(
            "Tutorial",
            "Discard the raised tile: it keeps your hand closest to ready, counting the wild as any tile.",
        ),
        _same,
    ),
)


def _lead(view: Any, advised: Action) -> bool:
    return advised.kind == "play" and view.trick is None


GUAFENG: tuple[Lesson, ...] = (
    Lesson(
        "combinations",
        _lead,
        QT_TRANSLATE_NOOP(
            "Tutorial",
            "风: a pair, or pairs of one suit in a row. 雨: five or more cards of one suit in a row. 雷: four cards "
            "of rank 2, 3, 5 or the level, one of each suit. Help → Guafeng's Combinations shows them.",
        ),
    ),
    Lesson(
        "declare",
        _kind(*DECLARATIONS),
        QT_TRANSLATE_NOOP(
            "Tutorial",
            "亮主: show a joker with a pair to make the pair's suit trumps; two jokers (冲主) can overturn a "
            "one-joker declaration. The highlighted button is the hint's choice: declare a suit you hold many of.",
        ),
        _same_kind,
    ),
    Lesson(
        "pass_declaring",
        lambda view, advised: advised.kind == "pass" and view.phase in ("deal", "zhan"),
        QT_TRANSLATE_NOOP(
            "Tutorial",
            "Nothing here is worth declaring for your side: pass. You are asked again when a new declaration "
            "becomes possible.",
        ),
        _same_kind,
    ),
    Lesson(
        "bury",
        _kind("bury"),
        QT_TRANSLATE_NOOP(
            "Tutorial",
            "You took the kitty: bury 4 cards (your jokers must go, unless declared and stuck). The buried cards "
            "count for the defenders if they take the last trick, so keep points out when you can. The hint's "
            "cards are picked: press Bury.",
        ),
        _same_kind,
    ),
    Lesson(
        "lead",
        _lead,
        QT_TRANSLATE_NOOP(
            "Tutorial",
            "Your lead: the cards picked are the hint's. You may lead a single, a pair, 风, 雨 or 雷; whoever plays "
            "highest takes the trick and its points (5, 10 and K). Press Play.",
        ),
        _same_kind,
    ),
    Lesson(
        "follow",
        _kind("play"),
        QT_TRANSLATE_NOOP(
            "Tutorial",
            "Follow the suit led with as many cards; when your partner is winning the trick, add points, else "
            "play low. The hint's cards are picked: press Play.",
        ),
        _same_kind,
    ),
)

LESSONS: dict[str, tuple[Lesson, ...]] = {"sichuan": SICHUAN, "paofeng": PAOFENG, "guafeng": GUAFENG}

FOLLOW_HINT = QT_TRANSLATE_NOOP("Tutorial", "Follow the highlighted hint, or make your own move.")
