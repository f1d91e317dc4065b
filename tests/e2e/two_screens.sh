#!/usr/bin/env bash
# Runs a command on a virtual X display with the two monitors of a game night:
#   tests/e2e/two_screens.sh COMMAND [ARG...]
# a 1600×1000 laptop (primary, on the left) and a 1280×800 table screen (on its right).
# Xvfb makes one 2880×1000 X screen; xrandr splits it into two RandR 1.5 monitors, which Qt's xcb
# platform lists as two QScreens. (Xvfb's "+xinerama -screen 0 … -screen 1 …" gives Qt only one.)
# COMMAND runs with DISPLAY and QT_QPA_PLATFORM=xcb set; its exit code is this script's.
# Needs Xvfb and xrandr (Debian: xvfb, x11-xserver-utils); check.sh installs them.
set -euo pipefail
[ $# -gt 0 ] || { echo "usage: $0 COMMAND [ARG...]" >&2; exit 2; }
for tool in Xvfb xrandr; do
  command -v "$tool" >/dev/null || {
    echo "two_screens: $tool is missing: sudo apt-get install -y xvfb x11-xserver-utils" >&2
    exit 2
  }
done

# -displayfd: Xvfb picks a free display number itself (no race with other X servers), and
# -noreset keeps the monitors: without it Xvfb resets, forgetting them, when xrandr disconnects.
fifo=$(mktemp -u "${TMPDIR:-/tmp}/ryf-two-screens.XXXXXX")
mkfifo "$fifo"
Xvfb -displayfd 3 -screen 0 2880x1000x24 -nolisten tcp -noreset 3>"$fifo" >/dev/null 2>&1 &
xvfb_pid=$!
runtime=""
cleanup() {
  kill "$xvfb_pid" 2>/dev/null && wait "$xvfb_pid" 2>/dev/null
  rm -f "$fifo"
  [ -z "$runtime" ] || rm -rf "$runtime"
}
trap cleanup EXIT
number=""
read -r -t 30 number <"$fifo" || true
[ -n "$number" ] || { echo "two_screens: Xvfb did not start" >&2; exit 2; }
export DISPLAY=":$number" QT_QPA_PLATFORM=xcb
# Qt warns (and a warning fails a test) when it has no runtime folder of the user's own.
if [ -z "${XDG_RUNTIME_DIR:-}" ]; then
  runtime=$(mktemp -d "${TMPDIR:-/tmp}/ryf-runtime.XXXXXX")
  export XDG_RUNTIME_DIR=$runtime
fi

# A monitor that names the screen's one output replaces the automatic monitor Xvfb makes of it;
# the star makes the laptop the primary monitor, where the GM's window opens.
xrandr --setmonitor '*laptop' 1600/423x1000/265+0+0 screen >/dev/null
xrandr --setmonitor table 1280/339x800/212+1600+0 none
echo "two_screens: DISPLAY=$DISPLAY, monitors:" $(xrandr --listmonitors | tail -n +2 | awk '{print $2, $3}') >&2
status=0
"$@" || status=$?
exit "$status"
