"""The pattern table (番型表 / 计分表) of a game as a document: every pattern, an example hand, its value, your count.

The rows come from ``fengyu.ui.guide.patterns`` (examples scored by the
engines under the rules given); this module words them in the current language
and lays them out as Markdown with pictures, shown by ``GuideDocument``.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from fengyu.core.rules import GameRules, Scalar
from fengyu.games.guafeng.combos import FENG, LEI, SINGLE, YU
from fengyu.games.guafeng.rules import GuafengRules
from fengyu.games.paofeng.rules import PaofengRules
from fengyu.games.sichuan.rules import SichuanRules
from fengyu.ui.guide import patterns
from fengyu.ui.meanings import meaning
from fengyu.ui.names import choice_label, name, paofeng_name, rule_label
from fengyu.ui.translations import QT_TRANSLATE_NOOP

_COMBINATION_WORDS = {
    SINGLE: QT_TRANSLATE_NOOP("PatternTable", "Single (单张)"),
    "pair": QT_TRANSLATE_NOOP("PatternTable", "Pair (对)"),
    FENG: QT_TRANSLATE_NOOP("PatternTable", "Wind (风) of {pairs} pairs"),
    YU: QT_TRANSLATE_NOOP("PatternTable", "Rain (雨)"),
    LEI: QT_TRANSLATE_NOOP("PatternTable", "Thunder (雷)"),
}


def _row(*cells: object) -> str:
    return "| " + " | ".join(str(cell) for cell in cells) + " |"


def _header(*cells: str) -> list[str]:
    return [_row(*cells), _row(*("---" for _ in cells))]


def _needs(game: str, enabling: Mapping[str, Scalar]) -> str:
    """The rule settings an example needs, in words: "+1 fan for Golden Hook (金钩钓)", "Self-draw bonus: +1 fan"."""
    return "; ".join(
        rule_label(game, key) if value is True else f"{rule_label(game, key)}: {choice_label(game, key, value)}"
        for key, value in enabling.items()
    )


def _made(counts: Mapping[str, int] | None, code: str) -> str:
    return "—" if counts is None else str(counts.get(code, 0))


def _picture(url: str) -> str:
    """A picture with its notation as alternative text (Qt drops an image without one)."""
    notation = url.split(":", 1)[1].split("?", maxsplit=1)[0].replace("_", " ").replace(",", " ")
    return f"![{notation}]({url})"


def pattern_markdown(game: str, rules: GameRules, counts: Mapping[str, int] | None = None) -> str:
    """The pattern table of ``game`` under ``rules``; ``counts`` (pattern code → times made) fills "You made it"."""
    if isinstance(rules, SichuanRules):
        return _sichuan(rules, counts)
    if isinstance(rules, PaofengRules):
        return _paofeng(rules, counts)
    if isinstance(rules, GuafengRules):
        return _guafeng(rules, counts)
    raise ValueError(f"no pattern table for {game!r}")


def _sichuan(rules: SichuanRules, counts: Mapping[str, int] | None) -> str:
    title = QCoreApplication.translate("PatternTable", "Sichuan Mahjong: patterns (番型表)")
    intro = QCoreApplication.translate(
        "PatternTable",
        "Each example hand is scored by the game under the rules of this table (base points {base}, fan cap: "
        "{cap}): its fan and what one payer pays. Wins are on a discard unless marked otherwise.",
    )
    self_drawn = QCoreApplication.translate("PatternTable", "(self-drawn)")
    robbed = QCoreApplication.translate("PatternTable", "(robbing a kong)")
    scored = QCoreApplication.translate("PatternTable", "{fan} fan = {points}")
    not_counted = QCoreApplication.translate("PatternTable", "not counted under these rules (needs {rules})")
    cap = choice_label("sichuan", "fan_cap", rules.fan_cap)
    lines = [
        f"# {title}",
        "",
        intro.format(base=rules.base_points, cap=cap),
        "",
        *_header(
            QCoreApplication.translate("PatternTable", "Pattern"),
            QCoreApplication.translate("PatternTable", "What it is"),
            QCoreApplication.translate("PatternTable", "Example hand"),
            QCoreApplication.translate("PatternTable", "This hand scores"),
            QCoreApplication.translate("PatternTable", "You made it"),
        ),
    ]
    for row in patterns.sichuan_rows(rules):
        example = row.example
        how = {"self_draw": f" {self_drawn}", "rob_kong": f" {robbed}"}.get(example.how, "")
        if row.counted:
            value = scored.format(fan=row.score.fan, points=row.score.share) + how
        else:
            value = not_counted.format(rules=_needs("sichuan", example.enabling))
        code = example.code
        lines.append(
            _row(name("pattern", code), meaning("sichuan", code), _picture(example.picture), value, _made(counts, code))
        )
    return "\n".join(lines) + "\n"


def _paofeng(rules: PaofengRules, counts: Mapping[str, int] | None) -> str:
    title = QCoreApplication.translate("PatternTable", "Paofeng Mahjong: scoring items (计分表)")
    intro = QCoreApplication.translate(
        "PatternTable",
        "Each example hand is a self-drawn win scored by the game under the rules of this table; the wild is "
        "marked with a star. The item's points, and the hand's total S (each other player pays S, the dealer "
        "S + 3).",
    )
    not_a_win = QCoreApplication.translate("PatternTable", "not a win under these rules")
    not_counted = QCoreApplication.translate("PatternTable", "not counted under these rules")
    lines = [
        f"# {title}",
        "",
        intro,
        "",
        *_header(
            QCoreApplication.translate("PatternTable", "Item"),
            QCoreApplication.translate("PatternTable", "What it is"),
            QCoreApplication.translate("PatternTable", "Example hand"),
            QCoreApplication.translate("PatternTable", "Points · the hand"),
            QCoreApplication.translate("PatternTable", "You made it"),
        ),
    ]
    for row in patterns.paofeng_rows(rules):
        example = row.example
        if row.score is None:
            points, total = not_a_win, "—"
        else:
            points, total = (str(row.points) if row.counted else not_counted), f"S = {row.score.total}"
        total = "; ".join((total, *_paofeng_context(example)))
        code = example.code
        item = paofeng_name("item", code)
        lines.append(
            _row(item, meaning("paofeng", code), _picture(example.picture), f"{points} · {total}", _made(counts, code))
        )
    return "\n".join(lines) + "\n"


def _paofeng_context(example: patterns.PaofengExample) -> list[str]:
    """What the picture cannot show: replacement draws, 报听, the dealer's streak, the first turn, earlier flowers."""
    context = []
    if example.replacements:
        text = QCoreApplication.translate("PatternTable", "won on replacement draw {n} of the turn")
        context.append(text.format(n=example.replacements))
    if example.bao_ting:
        context.append(QCoreApplication.translate("PatternTable", "after 报听"))
    if example.dealer:
        text = QCoreApplication.translate("PatternTable", "the dealer, hand {n} of its deal")
        context.append(text.format(n=example.lian_zhuang))
    if example.first_turn:
        context.append(QCoreApplication.translate("PatternTable", "in the first turn"))
    if example.bu_hua:
        context.append(
            QCoreApplication.translate("PatternTable", "{n} flowers set aside before").format(n=example.bu_hua)
        )
    return context


def _guafeng(rules: GuafengRules, counts: Mapping[str, int] | None) -> str:
    face, bonus, multiplier, capture = patterns.guafeng_kitty(rules)
    title = QCoreApplication.translate("PatternTable", "Guafeng: combinations and scoring (计分表)")
    intro = QCoreApplication.translate(
        "PatternTable",
        "Examples at level {level} with hearts as trumps, computed by the game under the rules of this table.",
    )
    kitty = QCoreApplication.translate(
        "PatternTable",
        "A defender wins the last trick with a pair: points {points}, bonus {bonus} (jokers and level cards), "
        "multiplier ×{multiplier} — the defenders add {capture}.",
    )
    combinations = QCoreApplication.translate("PatternTable", "Combinations (牌型)")
    kitty_title = QCoreApplication.translate("PatternTable", "The kitty (抄底)")
    points_title = QCoreApplication.translate("PatternTable", "Point cards (分牌)")
    card_values = patterns.guafeng_card_values(rules)
    level_title = QCoreApplication.translate("PatternTable", "The level table")
    take_over = QCoreApplication.translate("PatternTable", "defenders take over (上台)")
    keep = QCoreApplication.translate("PatternTable", "dealer side keeps the deal")
    lines = [
        f"# {title}",
        "",
        intro.format(level=patterns.GUAFENG_LEVEL),
        "",
        f"## {combinations}",
        "",
        *_header(
            QCoreApplication.translate("PatternTable", "Combination"),
            QCoreApplication.translate("PatternTable", "What it is"),
            QCoreApplication.translate("PatternTable", "Example"),
            QCoreApplication.translate("PatternTable", "Kitty multiplier as the last lead"),
        ),
    ]
    for combination in patterns.guafeng_combinations(rules):
        word = QCoreApplication.translate("PatternTable", str(_COMBINATION_WORDS[combination.kind]))
        pairs = len(combination.cards.split(",")) // 2
        kind = combination.kind
        lines.append(
            _row(
                word.format(pairs=pairs),
                meaning("guafeng", kind),
                _picture(combination.picture),
                f"×{combination.multiplier}",
            )
        )
    stick = QCoreApplication.translate("PatternTable", "**粘牌 (sticking)**: {meaning}")
    lines += [
        "",
        stick.format(meaning=meaning("guafeng", "zhan")),
        "",
        f"## {points_title}",
        "",
        *_header(
            QCoreApplication.translate("PatternTable", "Card"),
            QCoreApplication.translate("PatternTable", "In a trick"),
            QCoreApplication.translate("PatternTable", "In the kitty: points (multiplied)"),
            QCoreApplication.translate("PatternTable", "In the kitty: bonus"),
        ),
        *(_row(_picture(f"cards:{card}"), trick, face, bonus) for card, trick, face, bonus in card_values),
        "",
        f"## {kitty_title}",
        "",
        _picture(f"cards:{patterns.GUAFENG_KITTY}"),
        "",
        kitty.format(points=face, bonus=bonus, multiplier=multiplier, capture=capture),
        "",
        f"## {level_title}",
        "",
        *_header(
            QCoreApplication.translate("PatternTable", "Defenders’ points from"),
            QCoreApplication.translate("PatternTable", "Result"),
            QCoreApplication.translate("PatternTable", "Levels"),
        ),
    ]
    lines += [_row(score, take_over if over else keep, f"+{steps}") for score, over, steps in patterns.level_table()]
    if counts is not None:
        record = QCoreApplication.translate(
            "PatternTable",
            "Your record: taken over the deal {take_over} times, captured the kitty {capture} times, "
            "stuck {stick} times.",
        )
        made = {key: counts.get(key, 0) for key in ("take_over", "kitty_capture", "stick")}
        lines += ["", record.format(take_over=made["take_over"], capture=made["kitty_capture"], stick=made["stick"])]
    return "\n".join(lines) + "\n"
