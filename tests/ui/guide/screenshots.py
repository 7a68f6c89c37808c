"""Screenshots of How to Play and the pattern tables in both languages, for a person to look at.

``QT_QPA_PLATFORM=offscreen python -m tests.ui.guide.screenshots DIR`` writes, per language and game,
``guide-<game>-<language>-<n>.png`` and ``patterns-<game>-<language>-<n>.png`` (one file per screenful).
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication

from fengyu.ui.guide import GuideDialog, PatternTableDialog
from fengyu.ui.guide.documents import GAMES, GLOSSARY
from fengyu.ui.translations import Translations

COUNTS = {
    "sichuan": {"ping_hu": 23, "dui_dui_hu": 4, "gen": 6},
    "paofeng": {"ping_hu": 9, "pao_feng": 2},
    "guafeng": {},
}


def shoot(dialog: GuideDialog | PatternTableDialog, stem: Path, app: QApplication) -> list[Path]:
    dialog.show()
    app.processEvents()
    bar = dialog.browser.verticalScrollBar()
    written, n = [], 0
    while True:
        path = stem.with_name(f"{stem.name}-{n}.png")
        dialog.grab().save(str(path))
        written.append(path)
        if bar.value() >= bar.maximum():
            return written
        bar.setValue(bar.value() + bar.pageStep())
        app.processEvents()
        n += 1


def main(folder: Path) -> None:
    running = QApplication.instance()
    app = running if isinstance(running, QApplication) else QApplication(sys.argv)
    folder.mkdir(parents=True, exist_ok=True)
    translations = Translations(app)
    for language in ("en", "zh_CN"):
        translations.use(language)
        for page in (*GAMES, GLOSSARY):
            guide = GuideDialog(page)
            shoot(guide, folder / f"guide-{page}-{language}", app)
            guide.close()
        for game in GAMES:
            table = PatternTableDialog(game, counts=COUNTS)
            shoot(table, folder / f"patterns-{game}-{language}", app)
            table.close()


if __name__ == "__main__":
    main(Path(sys.argv[1]))
