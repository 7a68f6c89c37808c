"""Render the app icon (``fengyu.ui.art.app_icon``) into the files the installers use.

Writes into ``resources/``:

- ``icon/fengyu-<N>.png`` for every size in ``ICON_SIZES`` (Linux, the README, anything else),
- ``fengyu.ico`` for Windows (PNG-compressed entries, 16 to 256 pixels),
- ``fengyu.icns`` for macOS (PNG entries, 16 to 1024 pixels including the @2x variants).

The ``.ico`` and ``.icns`` containers are written here rather than by Qt's image
plugins, because the ``icns`` plugin is not in PySide6-Essentials and both formats
are a short header and a table of PNGs.

``--check`` renders everything afresh and compares it with the committed files
(pixel by pixel, within a small tolerance for antialiasing differences between
Qt builds) and checks both containers are well-formed; it exits 1 on any mismatch.

Usage: ``python tools/make_icon.py [--check] [--out DIR]``
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "desktop"))

from PySide6.QtCore import QBuffer, QByteArray, QIODevice  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage  # noqa: E402

from fengyu.ui.art.app_icon import ICON_SIZES, app_icon_image  # noqa: E402

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
"""Sizes Windows picks from (Explorer, taskbar, Start menu, shortcuts)."""

ICNS_TYPES = (
    ("icp4", 16),
    ("icp5", 32),
    ("icp6", 64),
    ("ic07", 128),
    ("ic08", 256),
    ("ic09", 512),
    ("ic10", 1024),
    ("ic11", 32),
    ("ic12", 64),
    ("ic13", 256),
    ("ic14", 512),
)
"""icns element types holding PNG data, with their pixel size (ic11–ic14 are the @2x retina variants)."""

TOLERANCE = 3
"""Largest per-channel difference ``--check`` accepts (0–255): antialiasing may differ between Qt builds."""


def png_bytes(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise RuntimeError("Qt could not encode a PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO file of PNG entries (valid since Windows Vista); a 256-pixel side is written as 0, per the format."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    directory = b""
    offset = len(header) + 16 * len(pngs)
    blobs = b""
    for size, png in sorted(pngs.items()):
        side = 0 if size >= 256 else size
        directory += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset)
        offset += len(png)
        blobs += png
    return header + directory + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """An icns file: the ``icns`` magic and total length, then one (type, length, PNG) element per entry."""
    body = b"".join(
        kind.encode("ascii") + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def read_ico(data: bytes) -> dict[int, bytes]:
    """The PNG entries of an ICO file by pixel size; raises ``ValueError`` when it is malformed."""
    if len(data) < 6:
        raise ValueError("not an icon file")
    reserved, kind, count = struct.unpack_from("<HHH", data)
    if (reserved, kind) != (0, 1) or count == 0 or len(data) < 6 + 16 * count:
        raise ValueError("not an icon file")
    entries = {}
    for index in range(count):
        width, height, _colours, _zero, _planes, _bits, length, offset = struct.unpack_from(
            "<BBBBHHII", data, 6 + 16 * index
        )
        if width != height or offset + length > len(data):
            raise ValueError(f"entry {index} is not a square within the file")
        entries[width or 256] = data[offset : offset + length]
    return entries


def read_icns(data: bytes) -> dict[str, bytes]:
    """The elements of an icns file by type; raises ``ValueError`` when it is malformed."""
    if data[:4] != b"icns" or struct.unpack_from(">I", data, 4)[0] != len(data):
        raise ValueError("not an icns file, or its length is wrong")
    elements = {}
    offset = 8
    while offset < len(data):
        if offset + 8 > len(data):
            raise ValueError("an element header is cut short")
        kind = data[offset : offset + 4].decode("ascii")
        (length,) = struct.unpack_from(">I", data, offset + 4)
        if length < 8 or offset + length > len(data):
            raise ValueError(f"element {kind} overruns the file")
        elements[kind] = data[offset + 8 : offset + length]
        offset += length
    return elements


def render() -> dict[str, bytes]:
    """Every generated file, by its path relative to ``resources/``."""
    pngs = {size: png_bytes(app_icon_image(size)) for size in ICON_SIZES}
    files = {f"icon/fengyu-{size}.png": png for size, png in pngs.items()}
    files["fengyu.ico"] = ico_bytes({size: pngs[size] for size in ICO_SIZES})
    files["fengyu.icns"] = icns_bytes(pngs)
    return files


def decode(png: bytes) -> QImage:
    image = QImage.fromData(png, "PNG")
    if image.isNull():
        raise ValueError("not a PNG image")
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def same_picture(a: bytes, b: bytes) -> bool:
    """Whether two PNGs show the same picture, channel by channel within ``TOLERANCE``."""
    first, second = decode(a), decode(b)
    if first.size() != second.size():
        return False
    return max(abs(x - y) for x, y in zip(first.constBits(), second.constBits(), strict=True)) <= TOLERANCE


def pictures(name: str, data: bytes) -> dict[int, bytes]:
    """The PNGs inside one generated file, by pixel size."""
    if name.endswith(".ico"):
        return read_ico(data)
    if name.endswith(".icns"):
        return {dict(ICNS_TYPES)[kind]: png for kind, png in read_icns(data).items() if kind in ("icp4", "ic10")}
    return {0: data}


def check(out: Path) -> list[str]:
    """Problems with the files in ``out`` compared to a fresh rendering (empty when they match)."""
    problems = []
    for name, fresh in render().items():
        path = out / name
        if not path.exists():
            problems.append(f"{name}: missing")
            continue
        try:
            shipped = pictures(name, path.read_bytes())
            expected = pictures(name, fresh)
            if sorted(shipped) != sorted(expected):
                problems.append(f"{name}: sizes {sorted(shipped)}, expected {sorted(expected)}")
            elif not all(same_picture(shipped[size], expected[size]) for size in expected):
                problems.append(f"{name}: the picture differs from the drawing")
        except ValueError as error:
            problems.append(f"{name}: {error}")
    return problems


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the committed files instead of writing")
    parser.add_argument("--out", type=Path, default=ROOT / "resources", help="the resources folder")
    args = parser.parse_args()
    _app = QGuiApplication.instance() or QGuiApplication([])
    if args.check:
        problems = check(args.out)
        for problem in problems:
            print(problem, file=sys.stderr)
        return 1 if problems else 0
    for name, data in render().items():
        path = args.out / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        print(f"wrote {path.relative_to(args.out.parent) if args.out.parent in path.parents else path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
