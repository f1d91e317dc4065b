#!/usr/bin/env bash
# Makes the README's screenshots from the end-to-end suite's grabs of a real screen:
#   scripts/screenshots.sh            writes docs/screenshots/*.png
# It plays the game night of tests/e2e (and, in Spanish, opens every dialog of the menus) on a
# virtual X display with the GM's laptop and the table screen as two monitors
# (tests/e2e/two_screens.sh: Xvfb, the xcb platform, the real mouse by xdotool), once in Spanish
# and once in English, with a throwaway home, settings and demo campaign. Each step of the suite
# grabs the whole X screen (QScreen.grabWindow); scripts/play_screenshots.py cuts the pictures
# out of those grabs — the main window, the Dice dock, the New campaign dialog, the battlemap with
# a turn's reach and a refused move, the table screen, the combat tracker and the attack's odds.
# The dice are loaded, so each run shows the same story. Needs Xvfb, xrandr and xdotool
# (installed with apt-get when run as root; otherwise it prints the apt-get line).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"

bootstrap_python
bootstrap_venv test
bootstrap_qt_libs gui
bootstrap_translations
tools=()
command -v Xvfb >/dev/null || tools+=(xvfb)
command -v xrandr >/dev/null || tools+=(x11-xserver-utils)
command -v xdotool >/dev/null || tools+=(xdotool)
[ ${#tools[@]} -eq 0 ] || apt_install "${tools[@]}"

work=$(mktemp -d "${TMPDIR:-/tmp}/ryf-screenshots.XXXXXX")
trap 'rm -rf "$work"' EXIT
cd "$RYF_ROOT"
py="$RYF_VENV/bin/python"

# play LANGUAGE TESTS...: the end-to-end TESTS in LANGUAGE, their grabs in $work/LANGUAGE.
play() {
  local language=$1; shift
  say "the game night in $language on a virtual two-monitor screen"
  if ! RYF_E2E_LANGUAGE="$language" RYF_E2E_ARTIFACTS="$work/$language" \
      tests/e2e/two_screens.sh "$py" -m pytest -q -p no:cacheprovider "$@"; then
    local kept="${TMPDIR:-/tmp}/ryf-screenshots-failed-$language"
    rm -rf "$kept" && cp -r "$work/$language" "$kept"
    echo "screenshots: the end-to-end suite failed in $language; its grabs are in $kept" >&2
    exit 1
  fi
}

play es tests/e2e/test_game_night.py tests/e2e/test_spanish_dialogs.py
play en tests/e2e/test_game_night.py
"$py" scripts/play_screenshots.py "$work/es" "$work/en" --out "$RYF_ROOT/docs/screenshots"
