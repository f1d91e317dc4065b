#!/usr/bin/env bash
# Runs the BUILT program and fails (exit 1, saying what broke) when it cannot do its basic work:
#   packaging/smoke.sh [PATH/TO/ryf-desktop]      default: dist/ryf-desktop/ryf-desktop
# 1. the folder holds the data the program loads by path (catalog, translations, migrations, icons);
# 2. `--version`, then `--smoke` (shows the main window offscreen, exits 0) with no traceback;
# 3. once the program has its file subcommands (`export --help` names OUT.json): the demo campaign
#    is built by the GUI (`--demo --smoke`), or else imported from the bundled JSON, then checked,
#    exported to JSON, and that JSON imported again and checked. A missing data file fails here.
#    Where the build has the `forecast` verb, the demo's combat is forecast too (numpy's libraries).
# Everything runs in a throwaway home, so the user's settings, recent files and demo are untouched.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
exe=${1:-$root/dist/ryf-desktop/ryf-desktop}
RUN_TIMEOUT_S=120

step() { printf '\033[1m==> smoke: %s\033[0m\n' "$*" >&2; }
fail() { printf 'smoke: FAILED: %s\n' "$*" >&2; exit 1; }

[ -x "$exe" ] || fail "no built program at $exe. Build it first with packaging/build.sh."
exe="$(cd "$(dirname "$exe")" && pwd)/$(basename "$exe")"
internal="$(dirname "$exe")/_internal"
[ -d "$internal" ] || internal=$(dirname "$exe")  # PyInstaller before 6 had no _internal/

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HOME="$work/home" XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" \
  XDG_CACHE_HOME="$work/cache" XDG_RUNTIME_DIR="$work/runtime"
mkdir -p "$HOME" "$XDG_CONFIG_HOME" "$XDG_DATA_HOME" "$XDG_CACHE_HOME" "$XDG_RUNTIME_DIR"
chmod 700 "$XDG_RUNTIME_DIR"
export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}

# run NAME ARGS...: runs the program with a time limit; its stderr is kept in $work/NAME.err and
# shown on failure. A Python traceback fails the step even when the exit code is 0 (Qt slots
# print exceptions and carry on).
run() {
  local name=$1; shift
  local code=0
  timeout "$RUN_TIMEOUT_S" "$exe" "$@" >"$work/$name.out" 2>"$work/$name.err" || code=$?
  if [ "$code" = 124 ]; then
    cat "$work/$name.err" >&2; fail "'ryf-desktop $*' did not finish within $RUN_TIMEOUT_S s."
  fi
  if [ "$code" != 0 ] || grep -q '^Traceback' "$work/$name.err"; then
    cat "$work/$name.out" "$work/$name.err" >&2
    fail "'ryf-desktop $*' failed (exit code $code); its output is above."
  fi
}

step "data files in $internal"
# Each pattern must match in the build, and every file of this checkout it matches must be there.
cd "$root"
shopt -s nullglob
for pattern in 'resources/catalog/*.toml' 'resources/demo/*.json' resources/icons/ryf-desktop.svg \
  'resources/players_page/page.*' \
  'i18n/*.qm' ryf_desktop/storage/migrations/env.py 'ryf_desktop/storage/migrations/versions/v*.py'; do
  compgen -G "$internal/$pattern" >/dev/null \
    || fail "the build has no $pattern: declare it in DATAS of packaging/ryf-desktop.spec."
  for file in $pattern; do
    [ -e "$internal/$file" ] || fail "the build lacks $file: rebuild with packaging/build.sh."
  done
done
shopt -u nullglob

step "--version"
run version --version
grep -q '^ryf-desktop [0-9]' "$work/version.out" || fail "--version printed '$(cat "$work/version.out")'."

step "--smoke (the main window, $QT_QPA_PLATFORM)"
run smoke --smoke

if ! timeout 60 "$exe" export --help 2>/dev/null | grep -q 'OUT.json'; then
  step "this build has no file subcommands (export, import, check) yet: smoke run only"
  step "passed"
  exit 0
fi

demo="$work/demo.ryf"
if timeout 60 "$exe" --help 2>/dev/null | grep -q -- '--demo'; then
  step "--demo --smoke (builds the demo campaign from the bundled data)"
  run demo --demo --smoke
  built=$(find "$XDG_DATA_HOME" -name '*.ryf' -path '*demo*' -not -path '*backups*' | head -n 1)
  if [ -z "$built" ]; then
    cat "$work/demo.err" >&2
    fail "'--demo --smoke' made no demo campaign under $XDG_DATA_HOME: the program could not build it (is resources/demo/ in the build? its stderr is above)."
  fi
  cp "$built" "$demo"
else
  bundled=$(compgen -G "$internal/resources/demo/*.json" | head -n 1) \
    || fail "the build has no resources/demo/*.json to build the demo campaign from."
  step "import $(basename "$bundled")"
  run import-demo import "$bundled" "$demo"
fi

step "check the demo campaign"
run check check "$demo"

if timeout 60 "$exe" forecast --help 2>/dev/null | grep -q 'CAMPAIGN.ryf'; then
  step "forecast the demo's combat (the simulator and numpy in the build)"
  run forecast forecast "$demo" --fights 2000 --seed 1 --json
  grep -q '"party_wins"' "$work/forecast.out" \
    || fail "'forecast --json' printed no forecast: $(head -c 300 "$work/forecast.out")"
fi

step "export the demo campaign to JSON"
run export export "$demo" "$work/demo.json"
[ -s "$work/demo.json" ] || fail "export wrote an empty file."
if command -v python3 >/dev/null; then
  python3 - "$work/demo.json" <<'EOF' || fail "the exported JSON is not a campaign with characters."
import json, sys
document = json.load(open(sys.argv[1], encoding="utf-8"))
assert document["format"] == "ryf-desktop-campaign", document.get("format")
assert document["characters"], "no characters"
EOF
else
  grep -q '"ryf-desktop-campaign"' "$work/demo.json" || fail "the exported JSON is not a campaign."
fi

step "import the JSON into a new campaign and check it"
run reimport import "$work/demo.json" "$work/again.ryf"
run recheck check "$work/again.ryf"

step "passed ($(du -h "$work/demo.json" | cut -f1) of JSON exported and imported again)"
