"""A table widget's cells as the tests read them: a cell or header asked for must be there."""

from __future__ import annotations

from PySide6.QtWidgets import QTableWidget, QTableWidgetItem


def cell(table: QTableWidget, row: int, column: int) -> QTableWidgetItem:
    item = table.item(row, column)
    assert item is not None, f"no cell at ({row}, {column})"
    return item


def header(table: QTableWidget, column: int) -> QTableWidgetItem:
    item = table.horizontalHeaderItem(column)
    assert item is not None, f"no header over column {column}"
    return item
