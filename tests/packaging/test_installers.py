"""The installer scripts and the CI workflow: fixed identities, existing inputs, and actionlint when it is installed."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ISS = ROOT / "installer" / "windows" / "fengyu.iss"
WORKFLOWS = sorted((ROOT / ".github" / "workflows").glob("*.yml"))
ACTIONLINT = shutil.which("actionlint") or shutil.which("actionlint", path=str(Path(sys.executable).parent))
"""On PATH, or installed with the test extras beside this interpreter."""


def iss_setting(name: str) -> str:
    match = re.search(rf"^{name}=(.*)$", ISS.read_text(encoding="utf-8-sig"), re.MULTILINE)
    assert match is not None, name
    return match.group(1).strip()


def test_windows_app_id_never_changes_so_upgrades_replace_the_installed_app() -> None:
    assert iss_setting("AppId") == "{{596EA6DC-3DBC-4A2E-8C37-BE1B7054A43A}"


def test_windows_installer_inputs_exist_relative_to_the_script() -> None:
    assert (ISS.parent / iss_setting("SetupIconFile").replace("\\", "/")).is_file()
    assert (ISS.parent / "../../dist").resolve() == ROOT / "dist"


def test_windows_firewall_rule_is_added_on_install_and_removed_on_uninstall() -> None:
    text = ISS.read_text(encoding="utf-8-sig")
    install = text[text.index("[Run]") : text.index("[UninstallRun]")]
    uninstall = text[text.index("[UninstallRun]") :]
    assert "advfirewall firewall add rule" in install and "profile=private,domain" in install
    assert "advfirewall firewall delete rule" in uninstall


@pytest.mark.skipif(ACTIONLINT is None, reason="actionlint is not installed")
def test_workflows_pass_actionlint() -> None:
    assert WORKFLOWS
    assert ACTIONLINT is not None
    done = subprocess.run(
        [ACTIONLINT, *map(str, WORKFLOWS)], cwd=ROOT, capture_output=True, text=True, check=False, timeout=120
    )
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.skipif(shutil.which("sh") is None, reason="no POSIX shell")
def test_dmg_script_is_valid_shell() -> None:
    subprocess.run(["sh", "-n", str(ROOT / "installer" / "macos" / "make_dmg.sh")], check=True)
