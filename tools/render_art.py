"""Render the game artwork to PNG sheets, so a person can judge it without starting the app.

Why: artwork is checked by eye. The sheets show every tile face in every state
plus the backs, every card plus the back and the states, at the two sizes that
matter — small (tile 36×48, card 60×84: the hand on a laptop) and large (tile
90×120, card 150×210) — rendered at a device pixel ratio of 2 like a HiDPI
screen. A table preview draws real ``TileItem``/``CardItem`` objects in a scene:
a hand with lifted, dimmed and dangerous tiles, the three other seats turned,
a river with the winning tile, and a fanned hand of cards.

Run: ``QT_QPA_PLATFORM=offscreen python tools/render_art.py OUT_DIR [--dpr 2]``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QLinearGradient, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsScene

from fengyu.core.cards import parse_cards
from fengyu.core.tiles import parse_tiles
from fengyu.ui.art import STATES, CardItem, TileItem, draw_card, draw_tile

SIZES = {"small": ((36.0, 48.0), (60.0, 84.0)), "large": ((90.0, 120.0), (150.0, 210.0))}
CARD_STATE_SAMPLE = parse_cards("AS KH QD JC 10S 7H 2D SJ BJ")
LABEL_HEIGHT = 22.0
FELT_LIGHT = QColor(34, 104, 80)
FELT_DARK = QColor(18, 62, 48)


def new_sheet(width: float, height: float, dpr: float) -> tuple[QImage, QPainter]:
    image = QImage(round(width * dpr), round(height * dpr), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    painter = QPainter(image)
    felt = QLinearGradient(0, 0, 0, height)
    felt.setColorAt(0.0, FELT_LIGHT)
    felt.setColorAt(1.0, FELT_DARK)
    painter.fillRect(QRectF(0, 0, width, height), felt)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    return image, painter


def label(painter: QPainter, x: float, y: float, text: str) -> None:
    """A caption over a block of the sheet (this is a developer's tool: no translation)."""
    font = QFont()
    font.setPixelSize(14)
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor(235, 240, 230))
    painter.drawText(QRectF(x, y, 400, LABEL_HEIGHT), Qt.AlignmentFlag.AlignVCenter, text)


def tile_sheet(size: tuple[float, float], dpr: float) -> QImage:
    """Six blocks, one per state: the 27 suited tiles in suit rows, then the honours and a back."""
    width, height = size
    gap = max(6.0, width * 0.3)
    rows: list[list[int | None]] = [list(range(0, 9)), list(range(9, 18)), list(range(18, 27)), [*range(27, 34), None]]
    block_w = 9 * (width + gap) + gap
    block_h = LABEL_HEIGHT + len(rows) * (height + gap) + gap
    image, painter = new_sheet(2 * block_w, 3 * block_h, dpr)
    for index, state in enumerate(STATES):
        left, top = (index % 2) * block_w, (index // 2) * block_h
        label(painter, left + gap, top + 2, state)
        for row, tiles in enumerate(rows):
            for column, tile in enumerate(tiles):
                x = left + gap + column * (width + gap)
                y = top + LABEL_HEIGHT + gap + row * (height + gap)
                draw_tile(painter, QRectF(x, y, width, height), tile, state=state)
    painter.end()
    return image


def card_sheet(size: tuple[float, float], dpr: float) -> QImage:
    """All 54 cards and the back, then a sample of cards (and the back) in every state."""
    width, height = size
    gap = max(8.0, width * 0.22)
    faces: list[list[int | None]] = [list(range(suit * 13, suit * 13 + 13)) for suit in range(4)]
    faces.append([52, 53, None])
    sample: list[int | None] = [*CARD_STATE_SAMPLE, None]
    sheet_w = 13 * (width + gap) + gap
    faces_h = LABEL_HEIGHT + gap + len(faces) * (height + gap)
    sheet_h = faces_h + len(STATES) * (LABEL_HEIGHT + height + gap) + gap
    image, painter = new_sheet(sheet_w, sheet_h, dpr)
    label(painter, gap, 2, "all cards (normal)")
    for row, cards in enumerate(faces):
        for column, card in enumerate(cards):
            x, y = gap + column * (width + gap), LABEL_HEIGHT + gap + row * (height + gap)
            draw_card(painter, QRectF(x, y, width, height), card)
    for index, state in enumerate(STATES):
        top = faces_h + index * (LABEL_HEIGHT + height + gap)
        label(painter, gap, top + 2, state)
        for column, card in enumerate(sample):
            draw_card(
                painter, QRectF(gap + column * (width + gap), top + LABEL_HEIGHT, width, height), card, state=state
            )
    painter.end()
    return image


def table_preview(dpr: float) -> QImage:
    """Real items in a scene, as a game table would place them."""
    scene = QGraphicsScene(0, 0, 1100, 760)
    hand = parse_tiles("1122m345p66789s5m")
    hand_states = {2: "selected", 5: "hover", 7: "danger", 10: "dim", 11: "dim"}
    for i, tile in enumerate(hand):
        item = TileItem(tile, state=hand_states.get(i, "normal"), interactive=True)
        item.set_size(45, 60)
        item.setPos(250 + i * 46 + (12 if i == len(hand) - 1 else 0), 690)
        scene.addItem(item)
    for x, y, dx, dy, rotation in ((60, 180, 0, 30, 90), (1040, 560, 0, -30, -90), (760, 60, -30, 0, 180)):
        for i in range(13):
            item = TileItem(None)
            item.set_size(30, 40)
            item.setRotation(rotation)
            item.setPos(x + i * dx, y + i * dy)
            scene.addItem(item)
    river = parse_tiles("19m1p9s12345z79p5s")
    for i, tile in enumerate(river):
        item = TileItem(tile, state="win" if i == len(river) - 1 else "normal")
        item.set_size(33, 44)
        item.setPos(420 + (i % 6) * 34, 300 + (i // 6) * 50)
        scene.addItem(item)
    for x, rotation in ((150, 0), (190.5, 90), (231, 0)):  # a pong, the claimed tile turned sideways
        item = TileItem(parse_tiles("7p")[0])
        item.set_size(33, 44)
        item.setRotation(rotation)
        item.setPos(x, 600 + (5.5 if rotation else 0))
        scene.addItem(item)
    cards = parse_cards("3S 5H 5D 7C 10H JS QH KD AC 2S SJ BJ")
    for i, card in enumerate(cards):
        item = CardItem(card, state="selected" if i == 6 else "normal", interactive=True)
        item.setRotation(-22 + i * 4)
        item.setPos(760 + i * 24, 430 + abs(i - 5.5) ** 2 * 0.6)
        scene.addItem(item)
    back = CardItem(None)
    back.setPos(720, 250)
    scene.addItem(back)
    image, painter = new_sheet(scene.width(), scene.height(), dpr)
    scene.render(painter, QRectF(0, 0, scene.width(), scene.height()), scene.sceneRect())
    painter.end()
    return image


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out_dir", type=Path, help="directory for the PNG files (created if missing)")
    parser.add_argument("--dpr", type=float, default=2.0, help="device pixel ratio to render at (default 2)")
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication([])  # items and the pixmap cache need one
    app.setApplicationName("render_art")
    args.out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for name, (tile_size, card_size) in SIZES.items():
        for kind, image in (("tiles", tile_sheet(tile_size, args.dpr)), ("cards", card_sheet(card_size, args.dpr))):
            path = args.out_dir / f"{kind}_{name}.png"
            image.save(str(path))
            written.append(path)
    path = args.out_dir / "table_preview.png"
    table_preview(args.dpr).save(str(path))
    written.append(path)
    for path in written:
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
