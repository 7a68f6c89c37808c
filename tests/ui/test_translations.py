"""Translation files: every string translated, sources and compiled files up to date."""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TS = ROOT / "i18n" / "fengyu_zh_CN.ts"
QM = ROOT / "desktop" / "fengyu" / "ui" / "i18n" / "fengyu_zh_CN.qm"
TOOLS = Path(sys.executable).parent


def messages(path: Path) -> dict[tuple[str, str], str]:
    """(context, source) → translation ("" while unfinished)."""
    out = {}
    for context in ET.parse(path).iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            text = "" if translation.get("type") == "unfinished" else (translation.text or "")
            out[(name, message.findtext("source") or "")] = text
    return out


def test_every_chinese_string_is_translated() -> None:
    untranslated = [source for source, text in messages(TS).items() if not text.strip()]
    assert untranslated == []


def test_ts_holds_exactly_the_strings_of_the_code(tmp_path: Path) -> None:
    fresh = tmp_path / TS.name
    shutil.copy(TS, fresh)
    sources = sorted(str(p) for p in (ROOT / "desktop" / "fengyu" / "ui").rglob("*.py"))
    subprocess.run(
        [TOOLS / "pyside6-lupdate", "-locations", "none", "-no-obsolete", *sources, "-ts", fresh],
        check=True,
        capture_output=True,
    )
    assert messages(fresh) == messages(TS), "run `make translations` and translate the new strings"


def test_qm_is_compiled_from_the_ts(tmp_path: Path) -> None:
    compiled = tmp_path / QM.name
    subprocess.run([TOOLS / "pyside6-lrelease", TS, "-qm", compiled], check=True, capture_output=True)
    assert compiled.read_bytes() == QM.read_bytes(), "run `make translations`"
