#!/usr/bin/env bash
# Makes the README's screenshots by driving the real program on a virtual screen:
#   scripts/screenshots.sh            writes docs/screenshots/*.png
# It starts RyF Desktop under Xvfb with a throwaway home folder (so it builds a fresh demo campaign
# and never sees the user's settings or campaigns), works it with xdotool the way a GM would —
# the Next day button, a check rolled with Ctrl+R, File → New campaign with Ctrl+N — and saves:
#   main-window-es.png   the main window in Spanish after a roll and a new day
#   dice-roll-es.png     the Dice dock with that roll
#   new-campaign-es.png  the New campaign dialog
#   main-window-en.png   the main window in English after a roll
# Needs Xvfb, xdotool and ImageMagick (installed with apt-get when run as root; otherwise it prints
# the apt-get line). Rolls are random, so each run shows other dice; the layout stays the same.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"

SCREEN_W=1360
SCREEN_H=880
# The Next day button in the Campaign dock, which keeps its width (360 px) whatever the window's.
# The script checks that the day really advanced, so a layout change that moves the button fails
# loudly here instead of making a wrong picture.
NEXT_DAY_X=${NEXT_DAY_X:-300}
NEXT_DAY_Y=${NEXT_DAY_Y:-128}
OUT="$RYF_ROOT/docs/screenshots"
MAX_BYTES=$((300 * 1024))

fail() {
  # What the screen showed and what the program said, kept outside the throwaway folder.
  local kept="${TMPDIR:-/tmp}/ryf-screenshots-failed"
  if [ -n "${DISPLAY:-}" ] && import -window root "$kept.png" 2>/dev/null; then
    echo "screenshots: the screen is in $kept.png" >&2
  fi
  if [ -n "${work:-}" ] && [ -s "$work/program.log" ] && cp "$work/program.log" "$kept.log"; then
    echo "screenshots: the program's output is in $kept.log" >&2
  fi
  echo "screenshots: $*" >&2
  exit 1
}

bootstrap_python
bootstrap_venv
bootstrap_qt_libs gui
bootstrap_translations
tools=()
command -v Xvfb >/dev/null || tools+=(xvfb)
command -v xdotool >/dev/null || tools+=(xdotool)
{ command -v import >/dev/null && import -version 2>/dev/null | grep -q ImageMagick; } || tools+=(imagemagick)
[ ${#tools[@]} -eq 0 ] || apt_install "${tools[@]}"

work=$(mktemp -d "${TMPDIR:-/tmp}/ryf-screenshots.XXXXXX")
xvfb_pid="" app_pid=""
cleanup() {
  [ -n "$app_pid" ] && kill "$app_pid" 2>/dev/null && wait "$app_pid" 2>/dev/null
  [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null && wait "$xvfb_pid" 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT

display=""
for n in $(seq 90 140); do [ -e "/tmp/.X$n-lock" ] || { display=":$n"; break; }; done
[ -n "$display" ] || fail "no free X display number between :90 and :140"
Xvfb "$display" -screen 0 "${SCREEN_W}x${SCREEN_H}x24" -nolisten tcp >/dev/null 2>&1 &
xvfb_pid=$!
for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X${display#:}" ] && break; sleep 0.1; done
export DISPLAY="$display"

# wait_for_window TITLE_PART: the id of the visible window whose title holds TITLE_PART.
wait_for_window() {
  local id name
  for _ in $(seq 150); do
    for id in $(xdotool search --onlyvisible --name "$1" 2>/dev/null); do
      name=$(xdotool getwindowname "$id" 2>/dev/null) || continue
      [[ $name == *"$1"* ]] && { echo "$id"; return 0; }
    done
    sleep 0.2
  done
  fail "no window titled “$1” appeared"
}

# start_program HOME_NAME LANGUAGE: RyF Desktop with the demo campaign, in a home of its own.
start_program() {
  local home="$work/$1"
  mkdir -p "$home/runtime"
  chmod 700 "$home/runtime"
  (
    cd "$RYF_ROOT"
    export HOME="$home" XDG_CONFIG_HOME="$home/.config" XDG_DATA_HOME="$home/.local/share"
    export XDG_CACHE_HOME="$home/.cache" XDG_RUNTIME_DIR="$home/runtime"
    export LANG=C.UTF-8 LC_ALL=C.UTF-8 QT_QPA_PLATFORM=xcb
    unset LANGUAGE WAYLAND_DISPLAY
    exec "$RYF_VENV/bin/python" -m ryf_desktop --language "$2" --demo
  ) >>"$work/program.log" 2>&1 &
  app_pid=$!
  # The title names the campaign once the demo is open: "Demo: … — RyF Desktop".
  window=$(wait_for_window "Demo")
  # No window manager runs on the virtual screen: place the window and give it the keyboard.
  xdotool windowmove "$window" 0 0 windowsize "$window" "$SCREEN_W" "$SCREEN_H"
  xdotool windowfocus "$window"
  # The docks fill in after the title changes; let the layout come to rest before clicking.
  sleep 3
}

stop_program() {
  kill "$app_pid" 2>/dev/null  # SIGTERM: the program closes its window and campaign
  wait "$app_pid" 2>/dev/null || true
  app_pid=""
}

settle() { sleep 1.5; }
park_mouse() { xdotool mousemove $((SCREEN_W / 2)) $((SCREEN_H / 2)); }

# save RAW NAME: the picture, stripped of metadata (and quantized when pngquant is there).
save() {
  local raw=$1 dest="$OUT/$2"
  convert "$raw" -strip "$dest"
  if command -v pngquant >/dev/null; then
    pngquant --force --skip-if-larger --quality 80-98 --output "$dest" "$dest" || true
  fi
  local size
  size=$(stat -c %s "$dest")
  [ "$size" -le "$MAX_BYTES" ] || echo "screenshots: $2 is $((size / 1024)) KB, over 300 KB" >&2
  echo "saved docs/screenshots/$2 ($((size / 1024)) KB)"
}

shoot_screen() { import -window root "$work/$1"; }

# demo_state HOME_NAME: "<in-game day> <entries in the campaign log>" of that home's demo campaign,
# read through the program's own export (which only reads, so it works while the demo is open).
demo_state() {
  local home="$work/$1" json="$work/state.json"
  HOME="$home" XDG_DATA_HOME="$home/.local/share" "$RYF_VENV/bin/python" -m ryf_desktop export \
    "$home/.local/share/ryf-desktop/demo/demo-campaign.ryf" "$json" >/dev/null
  "$RYF_VENV/bin/python" -c '
import json, sys
document = json.load(open(sys.argv[1], encoding="utf-8"))
print(document["campaign"]["in_game_day"], len(document["log"]))' "$json"
  rm -f "$json"
}

# wait_for_change HOME_NAME BEFORE WHAT: wait (up to 15 s) until the demo's state differs from
# BEFORE, so the picture is taken after the program has handled the click or key.
wait_for_change() {
  for _ in $(seq 30); do
    [ "$(demo_state "$1")" != "$2" ] && return 0
    sleep 0.5
  done
  fail "$3"
}

mkdir -p "$OUT"

# --- in Spanish: a new day, a roll, the New campaign dialog ------------------------------------
start_program es es
before=$(demo_state es)
xdotool mousemove "$NEXT_DAY_X" "$NEXT_DAY_Y" click 1
wait_for_change es "$before" "clicking Next day at $NEXT_DAY_X,$NEXT_DAY_Y did not advance the day; find the button and set NEXT_DAY_X/NEXT_DAY_Y"
read -r day_before _ <<<"$before"
read -r day_after _ <<<"$(demo_state es)"
[ "$day_after" = $((day_before + 1)) ] || fail "the day went from $day_before to $day_after, not to $((day_before + 1))"
before=$(demo_state es)
xdotool key ctrl+r
wait_for_change es "$before" "Ctrl+R did not roll: nothing reached the campaign log"
park_mouse
settle
shoot_screen es-main.png
save "$work/es-main.png" main-window-es.png
# The Dice dock fills the right edge: 440 px wide, from below the menu bar to above the status bar.
convert "$work/es-main.png" -crop "446x$((SCREEN_H - 42))+$((SCREEN_W - 446))+20" +repage "$work/es-dice.png"
save "$work/es-dice.png" dice-roll-es.png

xdotool key ctrl+n
dialog=$(wait_for_window "Nueva campaña")
xdotool windowfocus "$dialog"
xdotool type --delay 40 "La Corona de Ceniza"
settle
import -window "$dialog" "$work/es-new.png"
# With no window manager the dialog has no frame: draw a thin one so it stands off the page.
convert "$work/es-new.png" -bordercolor "#9a9a9a" -border 1 "$work/es-new-framed.png"
save "$work/es-new-framed.png" new-campaign-es.png
xdotool key Escape
stop_program

# --- in English: a fresh demo and a roll ---------------------------------------------------------
start_program en en
before=$(demo_state en)
xdotool key ctrl+r
wait_for_change en "$before" "Ctrl+R did not roll: nothing reached the campaign log"
park_mouse
settle
shoot_screen en-main.png
save "$work/en-main.png" main-window-en.png
stop_program
