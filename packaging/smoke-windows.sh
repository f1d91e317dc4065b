#!/usr/bin/env bash
# Runs the Windows build under Wine and fails (exit 1, saying what broke) when it cannot do its work:
#   packaging/smoke-windows.sh [dist/ryf-desktop-<version>-windows-x86_64.zip]
# In a throwaway Wine prefix (nothing of the user's is touched): the portable zip unpacked, then
#   --version; the bundled demo imported, checked, exported to JSON (LF line endings), imported again
#   and checked; import-map of a .dd2vtt; unlock of a copy locked by a process that is gone and of
#   one locked on another computer; --smoke offscreen and on Qt's Windows platform; --demo --smoke
#   (the demo lands in %APPDATA%\ryf-desktop); then the installer run silently: Start-menu entry,
#   .ryf file type, the ryf-desktop command, and its uninstaller, which leaves %APPDATA% alone.
# Wine 8 lacks parts of Windows 10 and 11 that the program's packages load, so the throwaway prefix
# gets them: Microsoft's own ucrtbase.dll (the Universal CRT that pynsist carries for old Windows;
# Wine's own aborts in crealf when numpy loads), and stand-ins built with Debian's MinGW from
# packaging/wine/*.c for icuuc.dll (Qt6Core.dll links against Windows' own ICU) and
# bcryptprimitives.dll (ProcessPrng, used by Rust's standard library in pydantic_core, which
# SQLModel needs); and Wine's "null" display driver, so windows are made without a display.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
zip=${1:-$(compgen -G "dist/ryf-desktop-*-windows-x86_64.zip" | sort | tail -n 1 || true)}
STEP_TIMEOUT_S=${RYF_WINE_TIMEOUT_S:-240}

step() { printf '\033[1m==> smoke-windows: %s\033[0m\n' "$*" >&2; }
fail() { printf 'smoke-windows: FAILED: %s\n' "$*" >&2; exit 1; }
is_root() { [ "$(id -u)" = 0 ]; }

[ -n "$zip" ] && [ -f "$zip" ] || fail "no portable zip in dist/: build it with packaging/build-windows.sh."
zip=$(cd "$(dirname "$zip")" && pwd)/$(basename "$zip")
setup=${zip%.zip}-setup.exe

missing=()
command -v wine >/dev/null || missing+=(wine wine64)
command -v x86_64-w64-mingw32-gcc >/dev/null || missing+=(gcc-mingw-w64-x86-64-win32)
command -v unzip >/dev/null || missing+=(unzip)
if [ ${#missing[@]} -gt 0 ]; then
  if is_root && command -v apt-get >/dev/null; then
    step "installing ${missing[*]} (about a minute)"
    DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null
    # With Wine's recommended packages, as tried here (Debian 12: wine 8.0, about a minute).
    DEBIAN_FRONTEND=noninteractive timeout 900 apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    fail "missing ${missing[*]}: install them with: sudo apt-get install -y ${missing[*]}"
  fi
fi

work=$(mktemp -d)
export WINEPREFIX="$work/prefix" WINEDEBUG=-all WINEARCH=win64
# No Mono or Gecko installer dialogs, no display: nothing may wait for a click.
# A crash ends the program instead of waiting in Wine's debugger.
export WINEDLLOVERRIDES="mscoree,mshtml=;winedbg.exe=d;ucrtbase=n,b" DISPLAY=""
cleanup() {
  timeout 30 wineserver -k >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 143' TERM INT  # so that the cleanup runs when CI stops the smoke

# win PATH: the Windows name of a Linux path (Wine maps / to Z:).
win() { local path=$1; printf 'Z:%s' "${path//\//\\}"; }

# run NAME PROGRAM ARGS...: runs a Windows program with a time limit; its output (Wine's console
# cannot write to a plain file, so through a pipe) is kept in $work/NAME.log and shown on failure.
# A Python traceback fails the step even when the exit code is 0.
run() {
  local name=$1; shift
  local code
  set +e
  timeout -k 10 "$STEP_TIMEOUT_S" wine "$@" </dev/null 2>&1 | tr -d '\r' >"$work/$name.log"
  code=${PIPESTATUS[0]}
  set -e
  if [ "$code" = 124 ] || [ "$code" = 137 ]; then
    cat "$work/$name.log" >&2; fail "'$*' did not finish within $STEP_TIMEOUT_S s."
  fi
  if [ "$code" != 0 ] || grep -q '^Traceback' "$work/$name.log"; then
    cat "$work/$name.log" >&2; fail "'$*' failed (exit code $code); its output is above."
  fi
  sed 's/^/    /' "$work/$name.log" >&2
}

step "Wine $(wine --version) in a new prefix"
start=$(date +%s)
timeout -k 10 180 wineboot -i </dev/null >/dev/null 2>&1 || fail "wineboot could not make a Wine prefix."
timeout 60 wine reg add 'HKCU\Software\Wine\Drivers' /v Graphics /d null /f </dev/null >/dev/null 2>&1 \
  || fail "could not set Wine's display driver to null."
step "Windows parts Wine 8 lacks: ucrtbase.dll, icuuc.dll, bcryptprimitives.dll"
ucrt=$("$root/.venv/bin/python" -c '
import pathlib, nsist
print(pathlib.Path(nsist.__file__).parent / "msvcrt" / "x64" / "ucrtbase.dll")' 2>/dev/null) \
  || fail "pynsist is not in .venv: run packaging/build-windows.sh first."
cp "$ucrt" "$WINEPREFIX/drive_c/windows/system32/ucrtbase.dll"
for source in packaging/wine/*.c; do
  x86_64-w64-mingw32-gcc -shared -O2 -s -o \
    "$WINEPREFIX/drive_c/windows/system32/$(basename "${source%.c}").dll" "$source" -lbcrypt \
    || fail "could not build $source with MinGW."
done
appdata=$(find "$WINEPREFIX/drive_c/users" -mindepth 3 -maxdepth 3 -path '*/AppData/Roaming' \
  -not -path '*/Public/*' | head -n 1)
[ -d "$appdata" ] || fail "the Wine prefix has no user AppData\\Roaming folder."
echo "    prefix ready in $(( $(date +%s) - start )) s" >&2

step "unpack $(basename "$zip")"
unzip -q "$zip" -d "$work/app"
app=$(compgen -G "$work/app/ryf-desktop-*" | head -n 1)
exe="$app/bin/ryf-desktop.exe"
[ -f "$exe" ] && [ -f "$app/RyF Desktop.exe" ] && [ -f "$app/Python/python.exe" ] \
  || fail "the zip lacks bin\\ryf-desktop.exe, RyF Desktop.exe or Python\\python.exe."

step "--version"
run version "$exe" --version
grep -q '^ryf-desktop [0-9]' "$work/version.log" || fail "--version printed '$(cat "$work/version.log")'."

for page in page.html page.css page.js; do
  [ -f "$app/pkgs/ryf_desktop/_resources/players_page/$page" ] \
    || fail "the zip has no players' page file pkgs/ryf_desktop/_resources/players_page/$page."
done
demo_json=$(compgen -G "$app/pkgs/ryf_desktop/_resources/demo/*.json" | head -n 1) \
  || fail "the zip has no bundled demo campaign (pkgs/ryf_desktop/_resources/demo/*.json)."
step "import the bundled demo into a new campaign, and check it"
run import-demo "$exe" import "$(win "$demo_json")" "$(win "$work/demo.ryf")"
run check-demo "$exe" check "$(win "$work/demo.ryf")"

step "export the demo to JSON"
run export "$exe" export "$(win "$work/demo.ryf")" "$(win "$work/demo.json")"
[ -s "$work/demo.json" ] || fail "export wrote no file."
if grep -q $'\r' "$work/demo.json"; then fail "the exported JSON has Windows line endings (CR LF)."; fi
python3 - "$work/demo.json" <<'EOF' || fail "the exported JSON is not a campaign with characters."
import json, sys
document = json.load(open(sys.argv[1], encoding="utf-8"))
assert document["format"] == "ryf-desktop-campaign", document.get("format")
assert document["characters"], "no characters"
EOF

step "import the JSON into a new campaign and check it"
run reimport "$exe" import "$(win "$work/demo.json")" "$(win "$work/again.ryf")"
run recheck "$exe" check "$(win "$work/again.ryf")"

step "import-map of a .dd2vtt (Universal VTT) into the campaign"
# The map file is made by the tests' own writer, on Linux (it draws the picture with Qt).
QT_QPA_PLATFORM=offscreen PYTHONPATH="$root" "$root/.venv/bin/python" -c '
import sys
from pathlib import Path
from tests.uvtt_files import dungeon, write
write(Path(sys.argv[1]), dungeon("png"))' "$work/dungeon.dd2vtt" \
  || fail "could not write the sample .dd2vtt with tests/uvtt_files.py (is .venv set up?)."
run import-map "$exe" import-map "$(win "$work/dungeon.dd2vtt")" "$(win "$work/again.ryf")" --name Mazmorra
run check-map "$exe" check "$(win "$work/again.ryf")"
grep -Eq '^ *map: 2 rows' "$work/check-map.log" || fail "check does not count the imported map (2 maps)."

step "unlock a copy left locked by a process that is gone (this computer)"
host=$(timeout 60 wine "$app/Python/python.exe" -c 'import socket; print(socket.gethostname())' \
  </dev/null 2>/dev/null | tr -d '\r' | cat)
[ -n "$host" ] || fail "could not read the Windows host name under Wine."
# A lock row written on this computer carries its machine mark in the token: the program's own
# new_token(), asked of the bundled Python, so the row is what a crashed copy leaves behind.
token=$(timeout 120 wine "$app/Python/python.exe" -c \
  'import sys; sys.path.insert(0, sys.argv[1])
from ryf_desktop.storage.locking import new_token; print(new_token())' "$(win "$app/pkgs")" \
  </dev/null 2>/dev/null | tr -d '\r' | cat)
[ -n "$token" ] || fail "could not make a lock token with the bundled program under Wine."
lock() {  # lock FILE HOST PID TOKEN: the row a copy of the program writes when it opens the campaign
  python3 - "$@" <<'EOF'
import sqlite3, sys
from datetime import UTC, datetime
path, host, pid, token = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
now = datetime.now(UTC).isoformat(timespec="seconds")
with sqlite3.connect(path) as connection:
    connection.execute(
        'INSERT OR REPLACE INTO file_lock (id, "user", host, pid, since, token, program, heartbeat)'
        " VALUES (1, 'gm', ?, ?, ?, ?, 'RyF Desktop', ?)", (host, pid, now, token, now))
EOF
}
cp "$work/again.ryf" "$work/locked.ryf"
lock "$work/locked.ryf" "$host" 4194000 "$token"
run unlock-stale "$exe" unlock "$(win "$work/locked.ryf")"
grep -q '^Took ' "$work/unlock-stale.log" || fail "unlock did not take the campaign over."
run unlock-again "$exe" unlock "$(win "$work/locked.ryf")"
grep -q 'is not locked' "$work/unlock-again.log" || fail "the lock is still there after unlock."

step "unlock --yes a copy locked on another computer"
lock "$work/locked.ryf" "another-laptop" 1234 "another-machine-token"
run unlock-other "$exe" unlock --yes "$(win "$work/locked.ryf")"
grep -q 'another-laptop' "$work/unlock-other.log" || fail "unlock did not name the other computer."
run check-unlocked "$exe" check "$(win "$work/locked.ryf")"

step "--smoke: the main window, offscreen"
QT_QPA_PLATFORM=offscreen run smoke-offscreen "$exe" --smoke
step "--smoke: the main window on Qt's Windows platform (Wine's null display)"
QT_QPA_PLATFORM=windows run smoke-windows "$exe" --smoke
step "--demo --smoke with the windowed launcher: the demo in %APPDATA%\\ryf-desktop"
QT_QPA_PLATFORM=offscreen run demo "$app/RyF Desktop.exe" --demo --smoke
built=$(find "$appdata/ryf-desktop" -name '*.ryf' -not -path '*backups*' 2>/dev/null | head -n 1)
[ -n "$built" ] || fail "'--demo --smoke' made no campaign under %APPDATA%\\ryf-desktop."
run check-built-demo "$exe" check "$(win "$built")"

if [ -f "$setup" ]; then
  step "the installer, silently (/S), for this user"
  run install "$setup" /S '/INSTDIR=C:\RyFDesktop'
  installed="$WINEPREFIX/drive_c/RyFDesktop"
  for file in bin/ryf-desktop.exe Python/pythonw.exe RyF_Desktop.launch.pyw ryf-desktop.ico uninstall.exe; do
    [ -e "$installed/$file" ] || fail "the installer did not install $file."
  done
  # Per user (the silent default) or for everyone: the Start menu and the registry of either.
  # (Read whole before grep: under pipefail a grep -q that stops reading fails the writer.)
  shortcut=$(find "$WINEPREFIX/drive_c" -path '*Start Menu/Programs*' -name 'RyF Desktop.lnk')
  [ -n "$shortcut" ] || fail "the installer made no Start-menu entry."
  classes() {  # classes KEY: the value of HKCU's or HKLM's Software\Classes\KEY
    local hive
    for hive in HKCU HKLM; do
      timeout 60 wine reg query "$hive\\Software\\Classes\\$1" </dev/null 2>/dev/null | tr -d '\r'
    done
  }
  [[ $(classes .ryf) == *RyFDesktop.Campaign* ]] \
    || fail "the installer did not register the .ryf file type."
  [[ $(classes 'RyFDesktop.Campaign\shell\open\command') == *RyF_Desktop.launch.pyw* ]] \
    || fail "the .ryf file type does not open RyF Desktop."
  run installed-version "$installed/bin/ryf-desktop.exe" --version
  run installed-check "$installed/bin/ryf-desktop.exe" check "$(win "$work/again.ryf")"

  step "the uninstaller, silently: the program goes, campaigns and backups stay"
  # _?= runs the uninstaller in place, so it is finished when wine returns.
  run uninstall "$installed/uninstall.exe" /S '_?=C:\RyFDesktop'
  [ ! -e "$installed/bin" ] && [ ! -e "$installed/pkgs" ] && [ ! -e "$installed/Python" ] \
    || fail "the uninstaller left the program in C:\\RyFDesktop."
  if [[ $(classes RyFDesktop.Campaign) == *RyFDesktop* ]]; then
    fail "the uninstaller left the .ryf file type registered."
  fi
  [ -f "$built" ] && [ -f "$work/again.ryf" ] || fail "the uninstaller removed campaigns."
else
  step "no installer beside the zip ($(basename "$setup")): installer steps skipped"
fi

step "passed in $(( $(date +%s) - start )) s"
