#!/usr/bin/env bash
# Sets up everything (first run only) and runs every check: ruff, mypy, the layer contract, the whole test
# suite offscreen, the end-to-end suite on a virtual two-monitor X display (tests/e2e), and the rules tests
# again in an environment without Qt or SQLModel. Exits non-zero on any failure.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/scripts/bootstrap.sh"
bootstrap_python
bootstrap_venv test
bootstrap_qt_libs
bootstrap_translations
cd "$RYF_ROOT"
py="$RYF_VENV/bin/python"

say "ruff"
"$py" -m ruff check .
say "mypy"
"$py" -m mypy
say "import-linter (layer contract)"
"$RYF_VENV/bin/lint-imports"

# The players' view is tested in Debian's Chromium, the PDF sheet read back with pdftotext, the
# menu entry checked by desktop-file-validate. CI (RYF_CI=1, root) installs them and fails their
# tests without them; elsewhere they are skipped.
test_tools=()
command -v chromium >/dev/null || test_tools+=(chromium)
command -v pdftotext >/dev/null || test_tools+=(poppler-utils)
command -v desktop-file-validate >/dev/null || test_tools+=(desktop-file-utils)
if [ ${#test_tools[@]} -gt 0 ]; then
  if is_root; then apt_install "${test_tools[@]}"
  else echo "note: ${test_tools[*]} missing: their tests are skipped (sudo apt-get install -y ${test_tools[*]})" >&2
  fi
fi

say "pytest (offscreen)"
QT_QPA_PLATFORM=offscreen "$py" -m pytest -q -p no:cacheprovider

# A game night on a real display: Xvfb with the GM's laptop and the table screen as two monitors,
# the xcb platform, the real mouse (xdotool) and grabs of the screen after every step.
say "end-to-end tests on a real display (Xvfb, xcb, two monitors)"
bootstrap_qt_libs gui
e2e_tools=()
command -v Xvfb >/dev/null || e2e_tools+=(xvfb)
command -v xrandr >/dev/null || e2e_tools+=(x11-xserver-utils)
command -v xdotool >/dev/null || e2e_tools+=(xdotool)
[ ${#e2e_tools[@]} -eq 0 ] || apt_install "${e2e_tools[@]}"
export RYF_E2E_ARTIFACTS="${RYF_E2E_ARTIFACTS:-$RYF_ROOT/tests/e2e/artifacts}"
echo "end-to-end screen grabs go to $RYF_E2E_ARTIFACTS" >&2
tests/e2e/two_screens.sh "$py" -m pytest -q -p no:cacheprovider tests/e2e

# The rules must stand without Qt or a database: run their tests where neither is installed.
say "rules tests without PySide6, SQLModel or qasync"
pure="$RYF_VENV/rules-only"
if [ ! -x "$pure/bin/python" ]; then
  "$RYF_PYTHON" -m venv "$pure"
fi
"$pure/bin/python" -m pip install --quiet --disable-pip-version-check pytest hypothesis numpy
if "$pure/bin/python" -c 'import PySide6' 2>/dev/null || "$pure/bin/python" -c 'import sqlmodel' 2>/dev/null; then
  echo "the rules-only environment unexpectedly has PySide6 or SQLModel" >&2; exit 1
fi
PYTHONPATH="$RYF_ROOT" "$pure/bin/python" -m pytest -q -p no:cacheprovider -W ignore::pytest.PytestConfigWarning tests/rules

# The native executable: build it and run the built program (smoke, demo, check, export, import), so a
# data file missing from the spec fails here. RYF_SKIP_PACKAGE=1 skips it for a quick local run.
if [ "${RYF_SKIP_PACKAGE:-0}" != 1 ]; then
  say "native executable: PyInstaller build, then the built program's smoke run"
  archive=$("$RYF_ROOT/packaging/build.sh")
  "$RYF_ROOT/packaging/smoke.sh"
  echo "built $archive" >&2
fi

# Windows: the installer and the portable zip, built here (pynsist and Debian's NSIS, every file from
# PyPI pinned by hash, cached in ~/.cache/ryf-desktop-windows), then the zip and the installer run
# under Wine. RYF_SKIP_WINDOWS=1 skips only this step; RYF_SKIP_PACKAGE=1 skips it with the Linux one.
if [ "${RYF_SKIP_PACKAGE:-0}" != 1 ] && [ "${RYF_SKIP_WINDOWS:-0}" != 1 ]; then
  say "Windows: installer and portable zip, then their smoke run under Wine"
  # Bounded: a cold build takes about 7 min on two cores (4 warm), the smoke about 6; each Wine
  # command in the smoke has its own time limit too.
  timeout -k 30 1500 "$RYF_ROOT/packaging/build-windows.sh" >&2
  timeout -k 30 1500 "$RYF_ROOT/packaging/smoke-windows.sh"
fi
