"""The layering contract is a real gate: it fails on the violations it exists to stop.

``make test`` runs ``lint-imports`` on the project. Here the same contracts run
on a throw-away package that breaks them, to prove they would catch it.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LINT = Path(sys.executable).parent / "lint-imports"


def toml_value(value: object, package: str) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return json.dumps(value.replace("fengyu", package))
    if isinstance(value, list):
        return "[" + ", ".join(toml_value(v, package) for v in value) + "]"
    raise TypeError(value)


def contracts_for(package: str) -> str:
    """The project's import-linter configuration, with ``fengyu`` renamed to ``package``."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["importlinter"]
    lines = ["[tool.importlinter]"]
    lines += [f"{key} = {toml_value(value, package)}" for key, value in config.items() if key != "contracts"]
    for contract in config["contracts"]:
        lines.append("[[tool.importlinter.contracts]]")
        lines += [f"{key} = {toml_value(value, package)}" for key, value in contract.items()]
    return "\n".join(lines) + "\n"


def make_package(tmp_path: Path, files: dict[str, str]) -> Path:
    package = "fakegame"
    # Every layer the contracts name must exist: they are required, so a renamed layer fails the gate.
    for layer in ("cli", "commands", "ui", "ui/mahjong", "ui/cards", "net", "table", "ai", "games", "mahjong", "core"):
        path = tmp_path / package / layer
        path.mkdir(parents=True)
        (path / "__init__.py").write_text("")
    (tmp_path / package / "__init__.py").write_text("")
    for name, body in files.items():
        (tmp_path / package / name).write_text(body)
    (tmp_path / "pyproject.toml").write_text(contracts_for(package))
    return tmp_path


def lint(project: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(project)}
    return subprocess.run(
        [LINT, str(project / "pyproject.toml"), "--no-cache"],
        cwd=project,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )


def test_a_clean_package_passes(tmp_path: Path) -> None:
    project = make_package(tmp_path, {"ui/window.py": "import PySide6\nimport fakegame.core\n"})
    result = lint(project)
    assert result.returncode == 0, result.stdout


@pytest.mark.parametrize(
    ("files", "culprit"),
    [
        ({"core/table.py": "import PySide6.QtCore\n"}, "fakegame.core.table"),
        ({"mahjong/hand.py": "from PySide6 import QtWidgets\n"}, "fakegame.mahjong.hand"),
        ({"core/tiles.py": "import fakegame.mahjong\n"}, "fakegame.core.tiles"),
        ({"mahjong/hand.py": "import fakegame.ui\n"}, "fakegame.mahjong.hand"),
        ({"table/driver.py": "import fakegame.net\n"}, "fakegame.table.driver"),
        ({"ui/cards/scene.py": "import fakegame.ui.mahjong\n"}, "fakegame.ui.cards.scene"),
    ],
)
def test_violations_fail_the_gate(tmp_path: Path, files: dict[str, str], culprit: str) -> None:
    result = lint(make_package(tmp_path, files))
    assert result.returncode != 0
    assert culprit in result.stdout


def test_a_missing_layer_fails_the_gate(tmp_path: Path) -> None:
    """Layers are required: renaming one away must not silently drop it from the check."""
    project = make_package(tmp_path, {})
    for path in sorted((project / "fakegame" / "net").iterdir()):
        path.unlink()
    (project / "fakegame" / "net").rmdir()
    assert lint(project).returncode != 0
