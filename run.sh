#!/usr/bin/env bash
# Sets up everything RyF Desktop needs (first run only) and starts it: ./run.sh [CAMPAIGN.ryf] [--language es|en]
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/scripts/bootstrap.sh"
bootstrap_python
bootstrap_venv
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then bootstrap_qt_libs gui; else bootstrap_qt_libs; fi
bootstrap_translations
exec "$RYF_VENV/bin/python" -m ryf_desktop "$@"
