#!/usr/bin/env bash
# Builds RyF Desktop for Windows on Debian, without a Windows machine:
#   dist/ryf-desktop-<version>-windows-x86_64-setup.exe   the installer (pynsist + Debian's NSIS)
#   dist/ryf-desktop-<version>-windows-x86_64.zip          the same program, unpack and run
# The embeddable Python and the win_amd64 wheels come from PyPI, each pinned by hash in
# packaging/windows-python.txt and packaging/windows-requirements.txt, and are kept in
# ${RYF_WINDOWS_CACHE:-~/.cache/ryf-desktop-windows}: a second build needs no network.
# Prints the two files' paths on stdout (everything else goes to stderr).
#   packaging/build-windows.sh          build
#   packaging/build-windows.sh --lock   re-pin the wheels to the versions in .venv (then commit)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/bootstrap.sh"
bootstrap_python
if [ -f "$RYF_VENV/.ryf-installed-test" ]; then bootstrap_venv test; else bootstrap_venv; fi
bootstrap_qt_libs  # pyside6-lrelease runs on this machine's Qt libraries
bootstrap_translations
cd "$RYF_ROOT"
py="$RYF_VENV/bin/python"

# pynsist 2.8 (2023) is the last release; it needs makensis from Debian's nsis.
PYNSIST_SPEC="pynsist==2.8"
command -v makensis >/dev/null || apt_install nsis
command -v osslsigncode >/dev/null || { is_root && apt_install osslsigncode; } || true
if ! "$py" -c 'import nsist' 2>/dev/null; then
  say "Installing pynsist into .venv/"
  "$py" -m pip install --quiet --disable-pip-version-check "$PYNSIST_SPEC"
fi

start=$(date +%s)
if [ "${1:-}" = --lock ]; then
  "$py" packaging/windows_build.py lock
  exit 0
fi
"$py" packaging/windows_build.py build
say "Windows build done in $(( $(date +%s) - start )) s"
