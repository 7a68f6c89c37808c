"""What is printed on a playing card: corner indices, pips, court panels, jokers and the back.

Layouts follow the cards everyone knows — pips in the standard arrangements with
the lower half upside down, double-ended courts, indices in two opposite corners —
so a hand reads at a glance. The court figures are this module's own emblems (a
crown, a tiara, a plumed cap) over a large letter, which stay legible at a size
where a detailed portrait would be mush. All lengths are fractions of the card's
width or height.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen, QRadialGradient, QTransform

from fengyu.core.cards import Card, Suit
from fengyu.ui.art.glyphs import CJK_SERIF, LATIN_SERIF, text_path
from fengyu.ui.art.suits import suit_path

RED = QColor(204, 22, 44)
BLACK = QColor(24, 24, 30)
GOLD = QColor(214, 160, 40)
BLUE = QColor(30, 80, 170)
CREAM = QColor(253, 246, 226)
BACK_RED = QColor(168, 22, 48)
PEARL = QColor(250, 248, 240)

_RANK_TEXT = {11: "J", 12: "Q", 13: "K", 14: "A"}
_L, _C, _R = 0.33, 0.5, 0.67
_SIDES = ((_L, 0.2), (_R, 0.2), (_L, 0.8), (_R, 0.8))
_PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    2: ((_C, 0.2), (_C, 0.8)),
    3: ((_C, 0.2), (_C, 0.5), (_C, 0.8)),
    4: _SIDES,
    5: (*_SIDES, (_C, 0.5)),
    6: (*_SIDES, (_L, 0.5), (_R, 0.5)),
    7: (*_SIDES, (_L, 0.5), (_R, 0.5), (_C, 0.35)),
    8: (*_SIDES, (_L, 0.5), (_R, 0.5), (_C, 0.35), (_C, 0.65)),
    9: (*_SIDES, (_L, 0.4), (_R, 0.4), (_L, 0.6), (_R, 0.6), (_C, 0.5)),
    10: (*_SIDES, (_L, 0.4), (_R, 0.4), (_L, 0.6), (_R, 0.6), (_C, 0.3), (_C, 0.7)),
}
_PIP_WIDTH = 0.165
_CROWDED_PIP_WIDTH = 0.15
"""Nines and tens have pips in four rows and a middle column: slightly smaller pips keep them apart."""


def colour_of(suit: Suit) -> QColor:
    return RED if suit in (Suit.HEARTS, Suit.DIAMONDS) else BLACK


def _ink(colour: QColor, box: QRectF) -> QBrush:
    """Printing ink with a faint top-lit sheen, so large shapes do not look flat."""
    gradient = QLinearGradient(box.topLeft(), box.bottomLeft())
    gradient.setColorAt(0.0, colour.lighter(125))
    gradient.setColorAt(1.0, colour.darker(108))
    return QBrush(gradient)


def _fill(painter: QPainter, path: QPainterPath, colour: QColor) -> None:
    painter.fillPath(path, _ink(colour, path.boundingRect()))


def _pip(painter: QPainter, suit: Suit, centre: QPointF, width: float, *, flipped: bool = False) -> None:
    path = suit_path(suit, QPointF(0, 0), width)
    painter.save()
    painter.translate(centre)
    if flipped:
        painter.rotate(180)
    _fill(painter, path, colour_of(suit))
    painter.restore()


def _both_ends(painter: QPainter, rect: QRectF, paint: Callable[[], None]) -> None:
    """Run ``paint`` (which draws at the top) and again turned half a turn, as printed cards are."""
    paint()
    painter.save()
    painter.translate(rect.center())
    painter.rotate(180)
    painter.translate(-rect.center())
    paint()
    painter.restore()


def _index(painter: QPainter, rect: QRectF, rank: str, suit: Suit) -> None:
    """The corner index: rank over a small suit, in both corners."""
    w, h = rect.width(), rect.height()
    colour = colour_of(suit)
    rank_box = QRectF(rect.x() + 0.03 * w, rect.y() + 0.04 * h, 0.155 * w, 0.12 * h)

    def paint() -> None:
        _fill(painter, text_path(rank, rank_box, families=LATIN_SERIF), colour)
        centre = QPointF(rank_box.center().x(), rank_box.bottom() + 0.062 * h)
        _fill(painter, suit_path(suit, centre, 0.115 * w), colour)

    _both_ends(painter, rect, paint)


def paint_card_face(painter: QPainter, rect: QRectF, card: Card) -> None:
    """The printed face of ``card`` on a blank card filling ``rect``."""
    if card.is_joker:
        _joker(painter, rect, big=card == Card.BIG_JOKER)
        return
    suit = card.suit
    assert suit is not None
    rank = card.rank
    _index(painter, rect, _RANK_TEXT.get(rank, str(rank)), suit)
    w, h = rect.width(), rect.height()
    if rank == 14:
        _ace(painter, rect, suit)
    elif rank > 10:
        _court(painter, rect, rank, suit)
    else:
        width = (_CROWDED_PIP_WIDTH if rank >= 9 else _PIP_WIDTH) * w
        for fx, fy in _PIPS[rank]:
            _pip(painter, suit, QPointF(rect.x() + fx * w, rect.y() + fy * h), width, flipped=fy > 0.5)


def _ace(painter: QPainter, rect: QRectF, suit: Suit) -> None:
    """One large pip; the ace of spades is larger still, with an inlaid line, as tradition has it."""
    w = rect.width()
    centre = rect.center()
    if suit is not Suit.SPADES:
        _pip(painter, suit, centre, 0.4 * w)
        return
    _pip(painter, suit, centre, 0.56 * w)
    painter.save()
    painter.setPen(QPen(QColor(255, 255, 255, 210), max(0.6, 0.012 * w)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(suit_path(suit, centre + QPointF(0, -0.01 * w), 0.44 * w))
    painter.restore()
    painter.fillPath(suit_path(suit, centre + QPointF(0, 0.015 * w), 0.11 * w), QColor(255, 255, 255, 235))


# -- courts ----------------------------------------------------------------------------------------


_Parts = list[tuple[QPainterPath, str]]
"""Pieces of an emblem, each with a colour role: gold, accent, pearl or dark."""


class _Unit:
    """A 100 × 60 design box for emblems, addressed in fractions; ``placed`` maps a design onto a box.

    Designs are built large because boolean path operations flatten curves with a
    tolerance meant for pixels: a tiara cut at card size would come out faceted.
    """

    WIDTH = 100.0
    HEIGHT = 60.0

    def __call__(self, x: float, y: float) -> QPointF:
        return QPointF(x * self.WIDTH, y * self.HEIGHT)

    def circle(self, x: float, y: float, r: float) -> QPainterPath:
        """A round circle whose radius is a fraction of the width."""
        path = QPainterPath()
        path.addEllipse(self(x, y), r * self.WIDTH, r * self.WIDTH)
        return path

    def band(self, left: float, top: float, right: float, bottom: float) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(QRectF(self(left, top), self(right, bottom)), 5.0, 5.0)
        return path

    def shape(self, start: tuple[float, float], *curves: tuple[float, ...]) -> QPainterPath:
        """A closed path of cubic segments, each given as six numbers (two controls, end)."""
        path = QPainterPath(self(*start))
        for c in curves:
            path.cubicTo(self(c[0], c[1]), self(c[2], c[3]), self(c[4], c[5]))
        path.closeSubpath()
        return path

    @classmethod
    def placed(cls, parts: _Parts, box: QRectF) -> _Parts:
        """The design scaled uniformly to fit ``box``, centred in it."""
        scale = min(box.width() / cls.WIDTH, box.height() / cls.HEIGHT)
        transform = QTransform()
        transform.translate(box.center().x() - scale * cls.WIDTH / 2, box.center().y() - scale * cls.HEIGHT / 2)
        transform.scale(scale, scale)
        return [(transform.map(path), role) for path, role in parts]


def _crown(u: _Unit) -> _Parts:
    """King: a spiked crown with ball tips and jewels on its band."""
    spikes = QPainterPath(u(0.12, 0.8))
    for x, y in ((0.03, 0.3), (0.3, 0.56), (0.5, 0.14), (0.7, 0.56), (0.97, 0.3), (0.88, 0.8)):
        spikes.lineTo(u(x, y))
    spikes.closeSubpath()
    parts: _Parts = [(spikes, "gold"), (u.band(0.08, 0.74, 0.92, 0.98), "gold")]
    parts += [(u.circle(x, y, 0.075), "gold") for x, y in ((0.03, 0.26), (0.5, 0.1), (0.97, 0.26))]
    parts += [(u.circle(x, 0.86, 0.055), "accent" if x == 0.5 else "pearl") for x in (0.25, 0.5, 0.75)]
    return parts


def _tiara(u: _Unit) -> _Parts:
    """Queen: a low domed tiara, pierced, with pearls along its rim and a gem at the top."""
    dome = u.shape((0.1, 0.8), (0.1, 0.35, 0.3, 0.2, 0.5, 0.2), (0.7, 0.2, 0.9, 0.35, 0.9, 0.8))
    for x, y, r in ((0.3, 0.56, 0.07), (0.5, 0.46, 0.08), (0.7, 0.56, 0.07)):
        dome = dome.subtracted(u.circle(x, y, r))
    parts: _Parts = [(dome, "gold"), (u.band(0.06, 0.74, 0.94, 0.96), "gold")]
    parts += [(u.circle(x, y, 0.05), "pearl") for x, y in ((0.12, 0.52), (0.24, 0.3), (0.76, 0.3), (0.88, 0.52))]
    parts.append((u.circle(0.5, 0.14, 0.09), "accent"))
    parts.append((u.circle(0.5, 0.85, 0.05), "accent"))
    return parts


def _cap(u: _Unit) -> _Parts:
    """Jack: a soft cap with a gold band and a long feather sweeping back."""
    feather = u.shape((0.56, 0.5), (0.58, 0.22, 0.78, 0.04, 1.02, 0.0), (0.9, 0.14, 0.8, 0.32, 0.7, 0.5))
    crown = u.shape((0.1, 0.8), (0.04, 0.48, 0.4, 0.26, 0.66, 0.36), (0.9, 0.44, 0.96, 0.64, 0.9, 0.8))
    return [
        (feather, "pearl"),
        (crown, "accent"),
        (u.band(0.04, 0.72, 0.96, 0.94), "gold"),
        (u.circle(0.5, 0.83, 0.05), "pearl"),
    ]


_EMBLEMS: dict[int, Callable[[_Unit], _Parts]] = {11: _cap, 12: _tiara, 13: _crown}


def _paint_parts(painter: QPainter, parts: _Parts, colours: dict[str, QColor], line: float) -> None:
    for path, role in parts:
        colour = colours[role]
        painter.fillPath(path, _ink(colour, path.boundingRect()))
        painter.setPen(QPen(colour.darker(175), line))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)


def _panel(painter: QPainter, rect: QRectF, ink: QColor, paper: QColor) -> QRectF:
    """The framed centre of a picture card (courts and jokers): paper with a faint lattice in the ink."""
    w, h = rect.width(), rect.height()
    panel = QRectF(rect.x() + 0.24 * w, rect.y() + 0.085 * h, 0.52 * w, 0.83 * h)
    background = QLinearGradient(panel.topLeft(), panel.bottomRight())
    background.setColorAt(0.0, paper.lighter(102))
    background.setColorAt(1.0, paper.darker(104))
    frame = QPainterPath()
    frame.addRoundedRect(panel, 0.03 * w, 0.03 * w)
    painter.fillPath(frame, QBrush(background))
    tint = QColor(ink)
    tint.setAlpha(24)
    _lattice(painter, frame, tint, 0.07 * w, max(0.5, 0.012 * w))
    return panel


def _frame(painter: QPainter, panel: QRectF, ink: QColor, trim: QColor, card_width: float) -> None:
    """The panel's border in the ink, with a fine inner line in the trim colour."""
    radius = 0.03 * card_width
    inset = 0.025 * card_width
    painter.save()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(ink, max(0.7, 0.014 * card_width)))
    painter.drawRoundedRect(panel, radius, radius)
    painter.setPen(QPen(trim, max(0.5, 0.008 * card_width)))
    painter.drawRoundedRect(panel.adjusted(inset, inset, -inset, -inset), radius * 0.6, radius * 0.6)
    painter.restore()


def _court(painter: QPainter, rect: QRectF, rank: int, suit: Suit) -> None:
    """A framed, double-ended panel: in each half the rank's emblem over a large letter and the suit."""
    w = rect.width()
    colour = colour_of(suit)
    panel = _panel(painter, rect, colour, CREAM)
    half = QRectF(panel.x(), panel.y(), panel.width(), panel.height() / 2)
    emblem_box = QRectF(
        half.x() + 0.14 * half.width(), half.y() + 0.06 * half.height(), 0.72 * half.width(), 0.4 * half.height()
    )
    emblem = _Unit.placed(_EMBLEMS[rank](_Unit()), emblem_box)
    letter_box = QRectF(
        half.x() + 0.08 * half.width(), half.y() + 0.5 * half.height(), 0.52 * half.width(), 0.42 * half.height()
    )
    pip_centre = QPointF(half.x() + 0.78 * half.width(), letter_box.center().y())
    colours = {"gold": GOLD, "accent": BLUE if colour == RED else RED, "pearl": PEARL}

    def paint() -> None:
        _paint_parts(painter, emblem, colours, max(0.5, 0.009 * w))
        _fill(painter, text_path(_RANK_TEXT[rank], letter_box, families=LATIN_SERIF), colour)
        _fill(painter, suit_path(suit, pip_centre, 0.12 * w), colour)

    _both_ends(painter, panel, paint)
    painter.save()
    painter.setPen(QPen(GOLD, max(0.5, 0.01 * w)))
    margin = 0.08 * panel.width()
    painter.drawLine(QPointF(panel.x() + margin, half.bottom()), QPointF(panel.right() - margin, half.bottom()))
    painter.restore()
    _frame(painter, panel, colour, GOLD, w)


def _lattice(painter: QPainter, clip: QPainterPath, colour: QColor, step: float, line: float) -> None:
    """Fine diagonal cross-hatching inside ``clip`` (court panels, card backs)."""
    area = clip.boundingRect()
    painter.save()
    painter.setClipPath(clip)
    painter.setPen(QPen(colour, line))
    offset = -area.height()
    while offset < area.width():
        x = area.x() + offset
        painter.drawLine(QPointF(x, area.y()), QPointF(x + area.height(), area.bottom()))
        painter.drawLine(QPointF(x, area.bottom()), QPointF(x + area.height(), area.y()))
        offset += step
    painter.restore()


# -- jokers ----------------------------------------------------------------------------------------


def _jester(u: _Unit) -> _Parts:
    """A jester's cap: two drooping side points and a tall middle one, bells at the tips, on a band."""
    left = u.shape((0.44, 0.8), (0.38, 0.48, 0.2, 0.3, 0.05, 0.44), (0.16, 0.48, 0.21, 0.62, 0.2, 0.8))
    right = u.shape((0.56, 0.8), (0.62, 0.48, 0.8, 0.3, 0.95, 0.44), (0.84, 0.48, 0.79, 0.62, 0.8, 0.8))
    middle = u.shape((0.34, 0.8), (0.36, 0.46, 0.45, 0.22, 0.5, 0.08), (0.55, 0.22, 0.64, 0.46, 0.66, 0.8))
    parts: _Parts = [(left, "left"), (right, "right"), (middle, "middle"), (u.band(0.14, 0.76, 0.86, 0.97), "band")]
    parts += [(u.circle(x, y, 0.07), "bell") for x, y in ((0.05, 0.44), (0.5, 0.07), (0.95, 0.44))]
    return parts


def _star(centre: QPointF, radius: float) -> QPainterPath:
    """A five-pointed star: points alternate between the outer and an inner radius."""
    path = QPainterPath()
    for i in range(10):
        reach = radius if i % 2 == 0 else radius * 0.45
        point = centre + QPointF(math.sin(math.tau * i / 10), -math.cos(math.tau * i / 10)) * reach
        if i == 0:
            path.moveTo(point)
        else:
            path.lineTo(point)
    path.closeSubpath()
    return path


def _joker(painter: QPainter, rect: QRectF, *, big: bool) -> None:
    """大王 in full colour, 小王 in black and greys: a jester's cap, the name, and JOKER down the corners."""
    w, h = rect.width(), rect.height()
    if big:
        ink, trim, paper, halo = RED, GOLD, CREAM, QColor(255, 196, 60, 110)
        colours = {"left": RED, "middle": GOLD, "right": BLUE, "band": QColor(120, 26, 120), "bell": GOLD}
    else:
        ink, trim, paper, halo = BLACK, QColor(150, 150, 158), QColor(244, 244, 246), QColor(140, 140, 150, 50)
        colours = {
            "left": QColor(40, 40, 46),
            "middle": QColor(130, 130, 138),
            "right": QColor(70, 70, 78),
            "band": BLACK,
            "bell": QColor(200, 200, 206),
        }

    def letters() -> None:
        for i, letter in enumerate("JOKER"):
            box = QRectF(rect.x() + 0.04 * w, rect.y() + (0.045 + 0.078 * i) * h, 0.13 * w, 0.066 * h)
            _fill(painter, text_path(letter, box, families=LATIN_SERIF), ink)

    _both_ends(painter, rect, letters)
    panel = _panel(painter, rect, ink, paper)
    pw, ph = panel.width(), panel.height()
    cap_box = QRectF(panel.x() + 0.06 * pw, panel.y() + 0.1 * ph, 0.88 * pw, 0.36 * ph)
    glow = QRadialGradient(cap_box.center(), 0.5 * pw)
    glow.setColorAt(0.0, halo)
    glow.setColorAt(1.0, QColor(halo.red(), halo.green(), halo.blue(), 0))
    painter.fillRect(panel, QBrush(glow))
    _paint_parts(painter, _Unit.placed(_jester(_Unit()), cap_box), colours, max(0.5, 0.008 * w))
    name_box = QRectF(panel.x() + 0.1 * pw, panel.y() + 0.55 * ph, 0.8 * pw, 0.17 * ph)
    _fill(painter, text_path("大王" if big else "小王", name_box, families=CJK_SERIF), ink)
    for dx in (-0.22, 0.0, 0.22):
        star = _star(QPointF(panel.center().x() + dx * pw, panel.y() + 0.83 * ph), 0.05 * w)
        painter.fillPath(star, _ink(trim if dx else ink, star.boundingRect()))
    _frame(painter, panel, ink, trim, w)


# -- back ------------------------------------------------------------------------------------------


def paint_card_back(painter: QPainter, rect: QRectF, radius: float) -> None:
    """A crimson field in a white border, a fine lattice and a central rosette."""
    w = rect.width()
    field = rect.adjusted(0.065 * w, 0.065 * w, -0.065 * w, -0.065 * w)
    field_path = QPainterPath()
    field_path.addRoundedRect(field, radius * 0.6, radius * 0.6)
    shade = QLinearGradient(field.topLeft(), field.bottomRight())
    shade.setColorAt(0.0, BACK_RED.lighter(125))
    shade.setColorAt(1.0, BACK_RED.darker(135))
    painter.fillPath(field_path, QBrush(shade))
    _lattice(painter, field_path, QColor(255, 255, 255, 55), 0.09 * w, max(0.5, 0.012 * w))
    painter.save()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(255, 255, 255, 170), max(0.5, 0.01 * w)))
    inset = 0.035 * w
    painter.drawRoundedRect(field.adjusted(inset, inset, -inset, -inset), radius * 0.4, radius * 0.4)
    painter.restore()
    centre = field.center()
    for r, colour in ((0.2 * w, QColor(255, 255, 255, 220)), (0.17 * w, BACK_RED.darker(115))):
        medallion = QPainterPath()
        medallion.moveTo(centre + QPointF(0, -r * 1.3))
        medallion.lineTo(centre + QPointF(r, 0))
        medallion.lineTo(centre + QPointF(0, r * 1.3))
        medallion.lineTo(centre + QPointF(-r, 0))
        medallion.closeSubpath()
        painter.fillPath(medallion, colour)
    painter.save()
    painter.translate(centre)
    for _petal in range(8):
        petal = QPainterPath()
        petal.addEllipse(QRectF(-0.025 * w, -0.13 * w, 0.05 * w, 0.1 * w))
        painter.fillPath(petal, GOLD.lighter(120))
        painter.rotate(45)
    disc = QPainterPath()
    disc.addEllipse(QPointF(0, 0), 0.03 * w, 0.03 * w)
    painter.fillPath(disc, QColor(255, 255, 255))
    painter.restore()
