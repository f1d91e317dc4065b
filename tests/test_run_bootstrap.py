"""run.sh after check.sh: the install check.sh made (with the test extras) satisfies run.sh, so the
program starts without installing again (and without the network).

Each test builds a throwaway checkout: a copy of scripts/bootstrap.sh and run.sh, this
pyproject.toml, and a .venv whose python is this one (a wrapper), so nothing touches the real
.venv. pip is never reached in the tests that expect no install: the wrapper refuses ``-m pip``.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
INSTALLING = "Installing RyF Desktop"

pytestmark = pytest.mark.skipif(shutil.which("bash") is None, reason="needs bash")


def fake_checkout(tmp_path: Path, stamps: tuple[str, ...], *, pip_works: bool = False) -> Path:
    root = tmp_path / "checkout"
    (root / "scripts").mkdir(parents=True)
    shutil.copy2(ROOT / "scripts" / "bootstrap.sh", root / "scripts" / "bootstrap.sh")
    shutil.copy2(ROOT / "run.sh", root / "run.sh")
    shutil.copy2(ROOT / "pyproject.toml", root / "pyproject.toml")
    (root / "i18n").mkdir()
    for compiled in (ROOT / "i18n").glob("*.qm"):
        shutil.copy2(compiled, root / "i18n" / compiled.name)
    venv_bin = root / ".venv" / "bin"
    venv_bin.mkdir(parents=True)
    pip_line = 'echo "pip ran" >> "$(dirname "$0")/../pip.log"; exit 0' if pip_works else (
        'echo "pip must not run" >&2; exit 3')
    wrapper = venv_bin / "python"
    wrapper.write_text(
        "#!/usr/bin/env bash\n"
        f'if [ "${{1:-}}" = -m ] && [ "${{2:-}}" = pip ]; then {pip_line}; fi\n'
        f'PYTHONPATH="{ROOT}${{PYTHONPATH:+:$PYTHONPATH}}" exec "{sys.executable}" "$@"\n',
        encoding="utf-8",
    )
    wrapper.chmod(wrapper.stat().st_mode | stat.S_IXUSR)
    digest = hashlib.sha256((root / "pyproject.toml").read_bytes()).hexdigest()
    for extras in stamps:
        (root / ".venv" / f".ryf-installed-{extras}").write_text(digest + "\n", encoding="utf-8")
    return root


def bootstrap(root: Path, extras: str = "") -> subprocess.CompletedProcess[str]:
    script = (f'source "{root}/scripts/bootstrap.sh"; RYF_PYTHON={sys.executable}; '
              f"bootstrap_venv {extras}")
    return subprocess.run(["bash", "-c", script], capture_output=True, text=True, timeout=60,
                          check=False)


def test_a_test_install_satisfies_a_base_one(tmp_path: Path) -> None:
    root = fake_checkout(tmp_path, ("test",))
    done = bootstrap(root)
    assert done.returncode == 0, done.stderr
    assert INSTALLING not in done.stderr


def test_without_any_stamp_it_installs(tmp_path: Path) -> None:
    root = fake_checkout(tmp_path, (), pip_works=True)
    done = bootstrap(root)
    assert done.returncode == 0, done.stderr
    assert INSTALLING in done.stderr
    assert (root / ".venv" / ".ryf-installed-base").is_file()


def test_a_stale_test_stamp_does_not_count(tmp_path: Path) -> None:
    root = fake_checkout(tmp_path, (), pip_works=True)
    (root / ".venv" / ".ryf-installed-test").write_text("an older pyproject\n", encoding="utf-8")
    assert INSTALLING in bootstrap(root).stderr


def test_a_base_install_does_not_satisfy_the_test_extras(tmp_path: Path) -> None:
    root = fake_checkout(tmp_path, ("base",), pip_works=True)
    assert INSTALLING in bootstrap(root, "test").stderr


def test_run_sh_smoke_after_a_check_style_setup_installs_nothing(tmp_path: Path) -> None:
    root = fake_checkout(tmp_path, ("test",))
    home = tmp_path / "home"
    home.mkdir()
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(home / "config"),
        "XDG_DATA_HOME": str(home / "data"),
    }
    env.pop("DISPLAY", None)
    env.pop("WAYLAND_DISPLAY", None)
    done = subprocess.run([str(root / "run.sh"), "--smoke"], capture_output=True, text=True,
                          timeout=240, env=env, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Installing" not in done.stdout + done.stderr
