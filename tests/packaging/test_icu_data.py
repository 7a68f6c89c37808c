"""The Linux bundle's ICU data filter (installer/linux/icu_data.py) keeps the app's languages and a valid package."""

from __future__ import annotations

import importlib.util
import struct
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _icu_data() -> ModuleType:
    spec = importlib.util.spec_from_file_location("icu_data", ROOT / "installer" / "linux" / "icu_data.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


icu_data = _icu_data()
HEADER = struct.pack("<HBB", 32, 0xDA, 0x27) + bytes(28)


@pytest.mark.parametrize(
    ("name", "kept"),
    [
        ("icudt73l/uprops.icu", True),
        ("icudt73l/nfc.nrm", True),
        ("icudt73l/root.res", True),
        ("icudt73l/zh_Hans_CN.res", True),
        ("icudt73l/coll/zh.res", True),
        ("icudt73l/en_GB.res", True),
        ("icudt73l/pool.res", True),
        ("icudt73l/de.res", False),
        ("icudt73l/coll/ja.res", False),
        ("icudt73l/ibm-943_P15A-2003.cnv", False),
        ("icudt73l/brkitr/cjdict.dict", False),
        ("icudt73l/cnvalias.icu", True),
        ("icudt73l/coll/ucadata.icu", True),
        ("icudt73l/coll/root.res", True),
        ("icudt73l/translit/root.res", False),
        ("icudt73l/brkitr/line.brk", False),
        ("icudt73l/curr/zh.res", False),
        ("icudt73l/zone/en.res", False),
        ("icudt73l/unames.icu", False),
        ("icudt73l/uts46.nrm", False),
        ("icudt73l/rfc3491.spp", False),
    ],
)
def test_only_the_app_languages_and_core_tables_are_kept(name: str, *, kept: bool) -> None:
    assert icu_data.wanted(name) is kept


def test_a_written_package_reads_back_sorted_and_aligned() -> None:
    items = [("icudt73l/b.res", b"bee"), ("icudt73l/a.icu", b"a" * 17), ("icudt73l/c.nrm", b"")]
    package = icu_data.write_package(HEADER, items)
    header, read = icu_data.read_package(package)
    assert header == HEADER
    assert [name for name, _ in read] == sorted(name for name, _ in items)
    assert {name: data.rstrip(b"\0") for name, data in read} == dict(items)
    (count,) = struct.unpack_from("<I", package, len(HEADER))
    offsets = [struct.unpack_from("<II", package, len(HEADER) + 4 + 8 * i)[1] for i in range(count)]
    assert all(offset % icu_data.ALIGNMENT == 0 for offset in offsets)


def test_a_package_without_icu_magic_is_refused() -> None:
    with pytest.raises(ValueError, match="not an ICU data package"):
        icu_data.read_package(bytes(64))
