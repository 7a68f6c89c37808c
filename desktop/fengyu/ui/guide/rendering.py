"""A Markdown document whose pictures of tiles and cards are drawn by the app's art when laid out.

``GuideDocument`` answers Qt's request for each image resource of the
``tiles:``/``cards:`` schemes (``fengyu.ui.guide.pictures``) with the picture
drawn at the screen's pixel ratio; any other image is Qt's business. A picture
the guide cannot draw is a programming error in a shipped document, so it is
raised, not hidden (the tests open every document).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QUrl
from PySide6.QtGui import (
    QGuiApplication,
    QImage,
    QTextCursor,
    QTextDocument,
    QTextImageFormat,
    QTextLength,
    QTextTable,
)

from fengyu.ui.guide.pictures import SCHEMES, picture, render


class GuideDocument(QTextDocument):
    """A rules document, a glossary or a pattern table: Markdown with pictures drawn on demand."""

    def __init__(self, markdown: str = "", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.show_markdown(markdown)

    def show_markdown(self, markdown: str) -> None:
        """Replace the content; each picture is drawn and its size written on its image, so tables fit it."""
        self.setMarkdown(markdown)
        for position, length, image_format in self._pictures():
            size = picture(image_format.name()).size
            image_format.setWidth(size.width())
            image_format.setHeight(size.height())
            cursor = QTextCursor(self)
            cursor.setPosition(position)
            cursor.setPosition(position + length, QTextCursor.MoveMode.KeepAnchor)
            cursor.setCharFormat(image_format)
        self._fit_tables()

    def _fit_tables(self) -> None:
        """Give a table column holding pictures the width of its widest picture.

        Qt shares a table's width among its columns by their longest text, and
        would squeeze a column of pictures below its pictures' width (they then
        run past the page); a fixed width keeps them whole, the text columns wrap.
        """
        widths: dict[int, tuple[QTextTable, dict[int, int]]] = {}
        for position, _, image_format in self._pictures():
            cursor = QTextCursor(self)
            cursor.setPosition(position)
            table = cursor.currentTable()
            if table is None:
                continue
            column = table.cellAt(cursor).column()
            _, columns = widths.setdefault(id(table), (table, {}))
            columns[column] = max(columns.get(column, 0), round(image_format.width()))
        for table, columns in widths.values():
            table_format = table.format()
            padding = 2 * (table_format.cellPadding() + table_format.border())
            table_format.setColumnWidthConstraints(
                [
                    QTextLength(QTextLength.Type.FixedLength, columns[c] + padding)
                    if c in columns
                    else QTextLength(QTextLength.Type.VariableLength, 0)
                    for c in range(table.columns())
                ]
            )
            table.setFormat(table_format)

    def loadResource(self, kind: int, name: QUrl | str) -> object:  # noqa: N802 - Qt's name
        url = QUrl(name)  # (Qt hands a QUrl; the signature also takes its text)
        if kind == QTextDocument.ResourceType.ImageResource.value and url.scheme() in SCHEMES:
            return self._draw(url)
        return super().loadResource(kind, name)

    def _draw(self, url: QUrl) -> QImage:
        screen = QGuiApplication.primaryScreen()
        ratio = screen.devicePixelRatio() if screen is not None else 1.0
        image = render(picture(url), max(ratio, 1.0))
        self.addResource(QTextDocument.ResourceType.ImageResource.value, url, image)
        return image

    def _pictures(self) -> list[tuple[int, int, QTextImageFormat]]:
        """Each picture fragment: its position, length and image format."""
        found = []
        block = self.begin()
        while block.isValid():
            iterator = block.begin()
            while not iterator.atEnd():
                fragment = iterator.fragment()
                if fragment.isValid() and fragment.charFormat().isImageFormat():
                    image_format = fragment.charFormat().toImageFormat()
                    if QUrl(image_format.name()).scheme() in SCHEMES:
                        found.append((fragment.position(), fragment.length(), image_format))
                iterator += 1
            block = block.next()
        return found

    def picture_urls(self) -> list[str]:
        """The URL of every picture in the document, in order (a picture may appear several times)."""
        return [image_format.name() for _, _, image_format in self._pictures()]

    def image(self, url: str) -> QImage:
        """The drawn picture of ``url`` (drawing it if the document has not been laid out yet)."""
        resource = self.resource(QTextDocument.ResourceType.ImageResource.value, QUrl(url))
        return resource if isinstance(resource, QImage) else self._draw(QUrl(url))
