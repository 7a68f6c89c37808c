"""Fill translations into a Qt Linguist ``.ts`` file from a JSON file, and list what is still missing.

Usage: ``python tools/translate_ts.py i18n/fengyu_zh_CN.ts [TRANSLATIONS.json]``

The JSON maps context → source → translation (the context is the class name
for ``self.tr`` strings, or the first argument of ``QT_TRANSLATE_NOOP``). Run
it after ``make translations`` has added new strings as unfinished: entries it
knows are filled in and marked finished; the ones still untranslated are
printed, one ``context | source`` per line, so nothing slips through. The
``.ts`` file stays the single source of the translations (Qt Linguist edits it
too); JSON is only a convenient way to hand a batch of them over.
"""

from __future__ import annotations

import argparse
import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path


def fill(ts_path: Path, translations: dict[str, dict[str, str]]) -> list[str]:
    """Apply ``translations`` to the file; return the entries still unfinished."""
    tree = ET.parse(ts_path)
    missing = []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        known = translations.get(name, {})
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            if translation is None:
                translation = ET.SubElement(message, "translation")
            if source in known:
                translation.text = known[source]
                translation.attrib.pop("type", None)
            if translation.get("type") == "unfinished" or not (translation.text or "").strip():
                missing.append(f"{name} | {source}")
    body = ET.tostring(tree.getroot(), encoding="unicode")
    ts_path.write_text(f'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n{body}\n', encoding="utf-8")
    return missing


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("ts", type=Path, help="the .ts file to fill (i18n/fengyu_zh_CN.ts)")
    parser.add_argument("translations", type=Path, nargs="?", help="JSON: context → source → translation")
    args = parser.parse_args(argv)
    translations = json.loads(args.translations.read_text(encoding="utf-8")) if args.translations else {}
    missing = fill(args.ts, translations)
    for entry in missing:
        print(entry)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
