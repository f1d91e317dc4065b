#!/usr/bin/env bash
# Sourced by run.sh and check.sh: makes sure this machine can run RyF Desktop from this checkout.
#   bootstrap_python            a Python >= 3.11 (installed with apt-get when root and missing)
#   bootstrap_venv EXTRAS       .venv/ at the repository root with the package (and EXTRAS, e.g. "test")
#   bootstrap_qt_libs [gui]     the system libraries Qt needs (offscreen; with "gui" also those of a real screen)
#   bootstrap_translations      the .qm files compiled from i18n/*.ts
# Each step is skipped quickly when it is already done, so the commands stay fast on a second run.
set -euo pipefail

RYF_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
RYF_VENV="$RYF_ROOT/.venv"

say() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }
is_root() { [ "$(id -u)" = 0 ]; }

apt_install() {
  # apt_install PACKAGE... : installs as root, otherwise prints the one line to run and stops.
  if is_root && command -v apt-get >/dev/null 2>&1; then
    say "Installing system packages: $*"
    if [ -z "${RYF_APT_UPDATED:-}" ]; then
      DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null
      RYF_APT_UPDATED=1
    fi
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
  else
    echo "RyF Desktop needs system packages that are missing. Install them with:" >&2
    echo "  sudo apt-get install -y $*" >&2
    exit 1
  fi
}

python_ok() { "$1" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else 1)' 2>/dev/null; }

bootstrap_python() {
  RYF_PYTHON=""
  for candidate in "${PYTHON:-}" python3.11 python3.12 python3.13 python3; do
    [ -n "$candidate" ] || continue
    if command -v "$candidate" >/dev/null 2>&1 && python_ok "$candidate"; then
      RYF_PYTHON=$(command -v "$candidate"); break
    fi
  done
  if [ -z "$RYF_PYTHON" ]; then
    apt_install python3 python3-venv
    RYF_PYTHON=$(command -v python3)
    python_ok "$RYF_PYTHON" || { echo "RyF Desktop needs Python 3.11 or newer." >&2; exit 1; }
  fi
  # Debian splits venv/ensurepip out of the interpreter package.
  if ! "$RYF_PYTHON" -c 'import ensurepip, venv' 2>/dev/null; then
    local minor
    minor=$("$RYF_PYTHON" -c 'import sys; print(f"{sys.version_info[0]}.{sys.version_info[1]}")')
    apt_install "python${minor}-venv"
  fi
}

# stamp_is HASH FILE... : whether one of the stamp files records HASH (the pyproject.toml installed).
stamp_is() {
  local want=$1 file; shift
  for file in "$@"; do
    [ -f "$file" ] && [ "$(cat "$file")" = "$want" ] && return 0
  done
  return 1
}

bootstrap_venv() {
  local extras=${1:-}
  local spec="."
  [ -n "$extras" ] && spec=".[$extras]"
  if [ ! -x "$RYF_VENV/bin/python" ] || ! "$RYF_VENV/bin/python" -c 'import sys' 2>/dev/null; then
    say "Creating the virtual environment in .venv/"
    rm -rf "$RYF_VENV"
    "$RYF_PYTHON" -m venv "$RYF_VENV"
  fi
  local stamp="$RYF_VENV/.ryf-installed-${extras:-base}"
  local want
  want=$(cat "$RYF_ROOT/pyproject.toml" | sha256sum | cut -d' ' -f1)
  # An install with extras holds the base one too: a checkout check.sh set up runs without the network.
  if [ -z "$extras" ] && stamp_is "$want" "$RYF_VENV"/.ryf-installed-*; then
    return 0
  fi
  if ! stamp_is "$want" "$stamp"; then
    say "Installing RyF Desktop and its packages into .venv/ (first run takes a minute)"
    "$RYF_VENV/bin/python" -m pip install --quiet --disable-pip-version-check --upgrade pip
    (cd "$RYF_ROOT" && "$RYF_VENV/bin/python" -m pip install --quiet --disable-pip-version-check -e "$spec")
    echo "$want" > "$stamp"
  fi
}

# soname -> Debian package, for what Qt's offscreen platform loads.
RYF_QT_LIBS=(
  "libEGL.so.1 libegl1" "libGL.so.1 libgl1" "libfontconfig.so.1 libfontconfig1"
  "libxkbcommon.so.0 libxkbcommon0" "libdbus-1.so.3 libdbus-1-3" "libglib-2.0.so.0 libglib2.0-0"
  "libfreetype.so.6 libfreetype6"
)
# ... and what the xcb platform (a real screen) loads on top.
RYF_QT_GUI_LIBS=(
  "libxcb-cursor.so.0 libxcb-cursor0" "libxcb-icccm.so.4 libxcb-icccm4" "libxcb-keysyms.so.1 libxcb-keysyms1"
  "libxkbcommon-x11.so.0 libxkbcommon-x11-0" "libxcb-shape.so.0 libxcb-shape0" "libxcb-randr.so.0 libxcb-randr0"
  "libxcb-render-util.so.0 libxcb-render-util0" "libxcb-image.so.0 libxcb-image0" "libX11-xcb.so.1 libx11-xcb1"
  "libxcb-xkb.so.1 libxcb-xkb1"
)

bootstrap_qt_libs() {
  local mode=${1:-offscreen}
  local entries=("${RYF_QT_LIBS[@]}")
  [ "$mode" = gui ] && entries+=("${RYF_QT_GUI_LIBS[@]}")
  local cache missing=() entry
  cache=$(ldconfig -p 2>/dev/null || /sbin/ldconfig -p 2>/dev/null || true)
  for entry in "${entries[@]}"; do
    grep -q "${entry%% *}" <<<"$cache" || missing+=("${entry##* }")
  done
  # Qt draws no text without at least one font.
  if ! find /usr/share/fonts /usr/local/share/fonts -name '*.ttf' -print -quit 2>/dev/null | grep -q .; then
    missing+=(fonts-dejavu-core)
  fi
  if [ ${#missing[@]} -gt 0 ]; then
    apt_install "${missing[@]}"
  fi
}

bootstrap_translations() {
  local lrelease="$RYF_VENV/bin/pyside6-lrelease" ts qm
  for ts in "$RYF_ROOT"/i18n/*.ts; do
    [ -e "$ts" ] || continue
    qm="${ts%.ts}.qm"
    if [ ! -f "$qm" ] || [ "$ts" -nt "$qm" ]; then
      "$lrelease" -silent "$ts" -qm "$qm"
    fi
  done
}
