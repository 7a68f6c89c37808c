"""A smaller ICU data library for the Linux bundle: the app's languages only.

PySide6's Linux wheels link Qt against their own ICU, whose data library
(``libicudata.so.NN``, 31 MB) holds every locale, converter, dictionary and time
zone ICU knows — a third of the whole bundle. Qt uses ICU for locale-aware
collation and case mapping and for legacy text codecs; Fengyu speaks English and
Chinese and reads only UTF-8. So the build replaces the library with one whose
data package keeps the core tables (Unicode properties, normalisation) and the
entries for the root, English and Chinese locales, dropping the rest.

ICU's common data package is a table of contents — a header, a count, then
(name offset, data offset) pairs, the names, and the items — exported under the
symbol ``icudtNN_dat``. This module filters that table and assembles a shared
library exporting the new package under the same symbol and soname (with the
system C compiler: ``.incbin`` in a few lines of assembly). Without a compiler
the build keeps the full library and says so.

Usage: ``python icu_data.py LIBICUDATA OUTPUT`` (build.spec calls ``trim``).
"""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

KEPT_LOCALES = re.compile(r"^(root|en|zh|pool|res_index)(_[A-Za-z0-9_]+)?\.res$")
"""Locale bundles kept in every category: the app's languages, their regional variants, and the shared pool."""

DROPPED_SUFFIXES = (".cnv", ".dict", ".spp", ".cfu")
"""Legacy-codec converters, word-break dictionaries (Thai, Khmer, CJK word segmentation), StringPrep
profiles and spoof-check confusables: unused by Qt here."""

DROPPED_TREES = frozenset({"translit", "brkitr", "curr", "lang", "region", "unit", "rbnf", "zone"})
"""Data for ICU services Qt never calls. Qt Core calls only converters (``ucnv_``), collation
(``ucol_``), calendars and time-zone names (``ucal_``) and case mapping (``nm -D --undefined-only
libQt6Core.so.6``); transliteration, break iteration (Qt segments text itself), and the display names
of currencies, languages, regions and units and number spell-out are other services. Time-zone names
need the supplemental tables (metaZones.res, zoneinfo64.res) that the locale filter drops, so the
names were never found; Qt then shows the zone's ID, and the app shows no zone at all (2.7 MB)."""

DROPPED_ITEMS = frozenset({"unames.icu", "nfkc.nrm", "nfkc_cf.nrm", "uts46.nrm"})
"""Unicode character names (``u_charName``), and the NFKC and IDNA normalisations (``unorm2_``,
``uidna_``): Qt normalises and encodes host names with its own tables."""

ALIGNMENT = 16


def exported_span(library: Path, symbol: str) -> tuple[int, int]:
    """(file offset, size) of the exported ``symbol``, read with ``nm`` (ICU's data library maps its file 1:1)."""
    listing = subprocess.run(["nm", "-D", "-S", str(library)], capture_output=True, text=True, check=True).stdout
    for line in listing.splitlines():
        fields = line.split()
        if len(fields) == 4 and fields[3] == symbol:
            return int(fields[0], 16), int(fields[1], 16)
    raise ValueError(f"{symbol} is not exported by {library}")


def read_package(package: bytes) -> tuple[bytes, list[tuple[str, bytes]]]:
    """(header, [(name, item)]) of an ICU common data package."""
    (header_size,) = struct.unpack_from("<H", package)
    if package[2:4] != b"\xda\x27":
        raise ValueError("not an ICU data package")
    header = package[:header_size]
    body = package[header_size:]
    (count,) = struct.unpack_from("<I", body)
    toc = [struct.unpack_from("<II", body, 4 + 8 * i) for i in range(count)]
    items = []
    for index, (name_at, data_at) in enumerate(toc):
        end = toc[index + 1][1] if index + 1 < count else len(body)
        name = body[name_at : body.index(b"\0", name_at)].decode("ascii")
        items.append((name, body[data_at:end]))
    return header, items


def wanted(name: str) -> bool:
    *trees, leaf = name.split("/")[1:]
    if leaf.endswith(DROPPED_SUFFIXES) or leaf in DROPPED_ITEMS or DROPPED_TREES.intersection(trees):
        return False
    return not leaf.endswith(".res") or bool(KEPT_LOCALES.match(leaf))


def write_package(header: bytes, items: list[tuple[str, bytes]]) -> bytes:
    """A package of ``items`` (sorted by name, as ICU's binary search needs) with the original header."""
    items = sorted(items)
    names = b"".join(name.encode("ascii") + b"\0" for name, _ in items)
    toc_size = 4 + 8 * len(items)
    data_start = -(-(toc_size + len(names)) // ALIGNMENT) * ALIGNMENT
    toc = struct.pack("<I", len(items))
    blobs = b""
    name_at = toc_size
    for name, item in items:
        toc += struct.pack("<II", name_at, data_start + len(blobs))
        name_at += len(name) + 1
        blobs += item + b"\0" * (-len(item) % ALIGNMENT)
    body = toc + names + b"\0" * (data_start - toc_size - len(names)) + blobs
    return header + body


def trim(source: Path, output: Path) -> bool:
    """Write the trimmed library to ``output``; False (and nothing written) when no C compiler is available."""
    compiler = shutil.which("cc") or shutil.which("gcc")
    if compiler is None:
        print(f"icu_data: no C compiler, keeping the full {source.name}", file=sys.stderr)
        return False
    version = re.search(r"\.so\.(\d+)", source.name)
    if version is None:
        raise ValueError(f"cannot read ICU's version from {source.name}")
    symbol = f"icudt{version.group(1)}_dat"
    offset, size = exported_span(source, symbol)
    header, items = read_package(source.read_bytes()[offset : offset + size])
    package = write_package(header, [(name, item) for name, item in items if wanted(name)])
    with tempfile.TemporaryDirectory() as work:
        data = Path(work) / "icudata.dat"
        data.write_bytes(package)
        assembly = Path(work) / "icudata.S"
        assembly.write_text(
            f'.section .rodata\n.balign 16\n.globl {symbol}\n.type {symbol}, @object\n{symbol}:\n.incbin "{data}"\n'
            f".size {symbol}, . - {symbol}\n"
            '.section .note.GNU-stack,"",@progbits\n',
            encoding="ascii",
        )
        output.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run(
            [compiler, "-shared", "-nostdlib", f"-Wl,-soname,{source.name}", "-o", str(output), str(assembly)],
            check=True,
        )
    return True


if __name__ == "__main__":
    raise SystemExit(0 if trim(Path(sys.argv[1]), Path(sys.argv[2])) else 1)
