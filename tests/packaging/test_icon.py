"""The committed icon files are what tools/make_icon.py draws, in well-formed containers."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path
from types import ModuleType

from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parents[2]
RESOURCES = ROOT / "resources"


def _make_icon() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_icon", ROOT / "tools" / "make_icon.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


make_icon = _make_icon()


def test_committed_files_match_the_drawing() -> None:
    done = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "make_icon.py"), "--check"], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr


def test_the_check_notices_a_changed_picture(tmp_path: Path) -> None:
    for name, data in make_icon.render().items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_bytes(data)
    assert make_icon.check(tmp_path) == []
    blank = QImage(48, 48, QImage.Format.Format_ARGB32)
    blank.fill(0)
    (tmp_path / "icon" / "fengyu-48.png").write_bytes(make_icon.png_bytes(blank))
    (tmp_path / "fengyu.icns").write_bytes(b"icns\x00\x00\x00\x0bic0")
    (tmp_path / "fengyu.ico").unlink()
    assert make_icon.check(tmp_path) == [
        "icon/fengyu-48.png: the picture differs from the drawing",
        "fengyu.ico: missing",
        "fengyu.icns: an element header is cut short",
    ]


def test_ico_holds_every_windows_size_as_square_png() -> None:
    entries = make_icon.read_ico((RESOURCES / "fengyu.ico").read_bytes())
    assert sorted(entries) == sorted(make_icon.ICO_SIZES)
    for size, png in entries.items():
        image = QImage.fromData(png, "PNG")  # type: ignore[arg-type]  # the stub says bytes; the binding takes str
        assert (image.width(), image.height()) == (size, size)


def test_icns_holds_every_macos_size_including_retina() -> None:
    elements = make_icon.read_icns((RESOURCES / "fengyu.icns").read_bytes())
    assert list(elements) == [kind for kind, _size in make_icon.ICNS_TYPES]
    for kind, size in make_icon.ICNS_TYPES:
        image = QImage.fromData(elements[kind], "PNG")  # type: ignore[arg-type]  # the stub says bytes; the binding takes str
        assert (image.width(), image.height()) == (size, size), kind


def test_the_icon_is_opaque_in_the_middle_and_transparent_at_the_corners() -> None:
    image = QImage(str(RESOURCES / "icon" / "fengyu-256.png"))
    assert image.pixelColor(128, 128).alpha() == 255
    assert image.pixelColor(2, 2).alpha() == 0
