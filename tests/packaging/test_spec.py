"""build.spec's decisions, checked without building: run with PyInstaller's build steps replaced by recorders."""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path
from types import ModuleType, SimpleNamespace
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def run_spec(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, platform: str) -> dict[str, Any]:
    """The spec's namespace after it ran on ``platform``; each build step's arguments are under its name."""
    monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.setattr(sys, "path", list(sys.path))
    calls: dict[str, Any] = {}

    def recorder(name: str) -> Any:
        def record(*args: Any, **kwargs: Any) -> SimpleNamespace:
            calls[name] = SimpleNamespace(args=args, kwargs=kwargs)
            return SimpleNamespace(binaries=[], datas=[], pure=[], scripts=[], zipfiles=[])

        return record

    namespace: dict[str, Any] = {"SPECPATH": str(ROOT), "workpath": str(tmp_path)}
    namespace.update({name: recorder(name) for name in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")})
    exec(compile((ROOT / "build.spec").read_text(encoding="utf-8"), "build.spec", "exec"), namespace)
    namespace["calls"] = calls
    return namespace


def test_every_declared_package_data_file_is_bundled(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    spec = run_spec(monkeypatch, tmp_path, "linux")
    bundled = {Path(source).relative_to(ROOT / "desktop").as_posix() for source, _ in spec["package_data"]()}
    for package, patterns in PROJECT["tool"]["setuptools"]["package-data"].items():
        base = ROOT / "desktop" / Path(*package.split("."))
        for pattern in patterns:
            assert {p.relative_to(ROOT / "desktop").as_posix() for p in base.glob(pattern)} <= bundled
    assert {"fengyu/mahjong/tables.bin", "fengyu/ai/sichuan/tables.json", "fengyu/ui/i18n/fengyu_zh_CN.qm"} <= bundled
    for source, folder in spec["package_data"]():
        assert Path(source).parent.relative_to(ROOT / "desktop") == Path(folder)


def test_macos_bundle_declares_identity_version_hidpi_and_lan_permissions(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    bundle = run_spec(monkeypatch, tmp_path, "darwin")["calls"]["BUNDLE"].kwargs
    plist = bundle["info_plist"]
    assert bundle["name"] == "Fengyu.app"
    assert bundle["bundle_identifier"] == "org.fengyu.Fengyu"
    assert bundle["icon"].endswith("fengyu.icns")
    assert bundle["version"] == plist["CFBundleShortVersionString"] == PROJECT["project"]["version"]
    assert plist["NSHighResolutionCapable"] is True
    assert plist["NSLocalNetworkUsageDescription"]
    assert plist["NSBonjourServices"] == ["_fengyu._tcp"]


def test_the_bonjour_type_follows_the_lan_discovery_module(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    net = ModuleType("fengyu.net")
    net.discovery = ModuleType("fengyu.net.discovery")  # type: ignore[attr-defined]  # a stand-in, built here
    net.discovery.SERVICE_TYPE = "_fengyu-test._tcp.local."
    monkeypatch.setitem(sys.modules, "fengyu.net", net)
    monkeypatch.setitem(sys.modules, "fengyu.net.discovery", net.discovery)
    plist = run_spec(monkeypatch, tmp_path, "darwin")["calls"]["BUNDLE"].kwargs["info_plist"]
    assert plist["NSBonjourServices"] == ["_fengyu-test._tcp"]


def test_windows_executable_is_windowed_with_the_icon(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    calls = run_spec(monkeypatch, tmp_path, "win32")["calls"]
    assert calls["EXE"].kwargs["name"] == "Fengyu"
    assert calls["EXE"].kwargs["console"] is False
    assert calls["EXE"].kwargs["icon"].endswith("fengyu.ico")
    assert "BUNDLE" not in calls


@pytest.mark.parametrize(
    ("dest", "kept"),
    [
        ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
        ("PySide6/Qt/plugins/platforms/libqwayland.so", True),
        ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
        ("PySide6/plugins/platforms/qwindows.dll", True),
        ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", True),
        ("PySide6/Qt/plugins/platforms/libqeglfs.so", False),
        ("PySide6/Qt/plugins/platforms/libqminimalegl.so", False),
        ("PySide6/Qt/plugins/platforms/libqvnc.so", False),
        ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
        ("PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so", True),
        ("PySide6/Qt/plugins/wayland-shell-integration/libivi-shell.so", False),
        ("PySide6/Qt/plugins/wayland-decoration-client/libadwaita.so", False),
        ("PySide6/Qt/plugins/imageformats/libqjpeg.so", False),
        ("PySide6/Qt/plugins/tls/libqopensslbackend.so", False),
        ("PySide6/plugins/styles/qmodernwindowsstyle.dll", True),
        ("PySide6/Qt/lib/libQt6Core.so.6", True),
    ],
)
def test_qt_plugins_kept_are_the_ones_a_desktop_app_uses(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, dest: str, *, kept: bool
) -> None:
    assert run_spec(monkeypatch, tmp_path, "linux")["plugin_wanted"](dest) is kept


def test_only_qt_translations_of_the_app_languages_are_kept(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    wanted = run_spec(monkeypatch, tmp_path, "linux")["translation_wanted"]
    assert wanted("PySide6/Qt/translations/qtbase_zh_CN.qm")
    assert not wanted("PySide6/Qt/translations/qtbase_de.qm")
    assert not wanted("PySide6/Qt/translations/qt_help_zh_CN.qm")
    assert wanted("fengyu/ui/i18n/fengyu_zh_CN.qm")
