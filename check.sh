#!/usr/bin/env bash
# Sets up everything (first run only) and runs every check: ruff, mypy, the layer contract, the whole test
# suite offscreen, and the rules tests again in an environment without Qt or SQLModel. Exits non-zero on any failure.
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

say "pytest (offscreen)"
QT_QPA_PLATFORM=offscreen "$py" -m pytest -q -p no:cacheprovider

# The rules must stand without Qt or a database: run their tests where neither is installed.
say "rules tests without PySide6, SQLModel or qasync"
pure="$RYF_VENV/rules-only"
if [ ! -x "$pure/bin/python" ]; then
  "$RYF_PYTHON" -m venv "$pure"
fi
"$pure/bin/python" -m pip install --quiet --disable-pip-version-check pytest hypothesis
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
