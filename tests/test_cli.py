"""The ``fengyu`` command line."""

from __future__ import annotations

import subprocess
import sys

from fengyu import __version__


def test_version_and_help() -> None:
    out = subprocess.run([sys.executable, "-m", "fengyu", "--version"], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == f"fengyu {__version__}"
    out = subprocess.run([sys.executable, "-m", "fengyu", "--help"], capture_output=True, text=True, check=True)
    assert "bench" in out.stdout


def test_unknown_command_is_a_usage_error() -> None:
    out = subprocess.run([sys.executable, "-m", "fengyu", "nonsense"], capture_output=True, text=True, check=False)
    assert out.returncode == 2
    assert "invalid choice" in out.stderr


def test_headless_commands_do_not_load_qt() -> None:
    code = "import sys; from fengyu import cli; cli.build_parser(); print('PySide6' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
