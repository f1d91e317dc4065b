#!/usr/bin/env bash
# Re-extracts every tr() string of the program into i18n/*.ts (keeping the translations already made).
# Then translate the new entries with pyside6-linguist (or by editing the .ts) and run ./check.sh.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
# Tracked and new sources that exist (a file deleted but not yet committed is left out).
mapfile -t sources < <({ git ls-files 'ryf_desktop/*.py'; git ls-files --others --exclude-standard 'ryf_desktop/*.py'; } \
  | while read -r f; do [ -f "$f" ] && echo "$f"; done)
for lang in es en; do
  .venv/bin/pyside6-lupdate -no-obsolete -locations none "${sources[@]}" -source-language en -target-language "$lang" \
    -ts "i18n/ryf_desktop_${lang}.ts"
done
# lupdate takes every `#:` comment above a tr() call for a note to translators; in this code they
# are attribute docs (Sphinx's), so they are dropped instead of shown to translators as notes.
for lang in es en; do
  .venv/bin/python - "i18n/ryf_desktop_${lang}.ts" <<'PY'
import re, sys
from pathlib import Path
path = Path(sys.argv[1])
path.write_text(re.sub(r"\n *<extracomment>.*?</extracomment>", "", path.read_text(encoding="utf-8"),
                       flags=re.DOTALL), encoding="utf-8")
PY
done
