"""A table to put pieces on: a scene in a shown view, so mouse events travel the real way."""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import QPoint, QPointF, QRectF
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView
from pytestqt.qtbot import QtBot

from fengyu.ui.art import PieceItem

P = TypeVar("P", bound=PieceItem)


class Table:
    def __init__(self, qtbot: QtBot) -> None:
        self.scene = QGraphicsScene(QRectF(0, 0, 600, 400))
        self.view = QGraphicsView(self.scene)
        self.view.setFixedSize(640, 440)
        qtbot.addWidget(self.view)
        self.view.show()
        qtbot.waitExposed(self.view)

    def add(self, item: P, x: float = 300, y: float = 200) -> P:
        self.scene.addItem(item)
        item.setPos(x, y)
        return item

    def point(self, item: PieceItem, local: QPointF | None = None) -> QPoint:
        """Where a point of ``item`` (default its centre) is on the view's viewport."""
        return self.view.mapFromScene(item.mapToScene(QPointF(0, 0) if local is None else local))
