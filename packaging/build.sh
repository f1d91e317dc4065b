#!/usr/bin/env bash
# Builds the native executable: dist/ryf-desktop/ (PyInstaller one-folder build) and, on Linux,
# dist/ryf-desktop-<version>-linux-<arch>.tar.gz with the folder, the .desktop entry, the MIME type,
# the icons and install.sh. Prints the archive's path on stdout (everything else goes to stderr).
#   packaging/build.sh            normal build
#   RYF_PYI_DEBUG=1 packaging/build.sh   console, bootloader diagnostics, verbose imports, unstripped
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/bootstrap.sh"
bootstrap_python
# A venv set up for the checks (with the test extras) already holds everything the build needs.
if [ -f "$RYF_VENV/.ryf-installed-test" ]; then bootstrap_venv test; else bootstrap_venv; fi
bootstrap_qt_libs  # PyInstaller's hooks import QtGui while building
bootstrap_translations
cd "$RYF_ROOT"
py="$RYF_VENV/bin/python"

PYINSTALLER_SPEC="pyinstaller>=6.22,<7"
if ! "$py" -c 'import PyInstaller' 2>/dev/null; then
  say "Installing PyInstaller into .venv/"
  "$py" -m pip install --quiet --disable-pip-version-check "$PYINSTALLER_SPEC"
fi

read -r name version < <("$py" -c '
import tomllib
project = tomllib.load(open("pyproject.toml", "rb"))["project"]
print(project["name"], project["version"])')

say "PyInstaller: dist/$name/"
start=$(date +%s)
# --noconfirm replaces the previous dist/$name (build/ keeps the analysis for the next run); all
# logs go to stderr, so stdout holds only the archive path.
"$py" -m PyInstaller packaging/ryf-desktop.spec --noconfirm --log-level WARN \
  --distpath dist --workpath build >&2
say "Built in $(( $(date +%s) - start )) s: $(du -sh "dist/$name" | cut -f1)"

case "$(uname -s)" in
  Linux) ;;
  *) say "The .tar.gz is made on Linux only; the folder is dist/$name/"; echo "dist/$name"; exit 0 ;;
esac

# The archive: one top folder that install.sh copies into place, with the freedesktop files laid
# out as under /usr/share so they can also be copied by hand.
stem="$name-$version-linux-$(uname -m)"
stage="build/$stem"
rm -rf "$stage"
mkdir -p "$stage/share/applications" "$stage/share/mime/packages" "$stage/share/icons/hicolor/scalable/apps"
cp -a "dist/$name" "$stage/$name"
cp packaging/ryf-desktop.desktop "$stage/share/applications/"
cp packaging/ryf-campaign-mime.xml "$stage/share/mime/packages/ryf-desktop.xml"
cp resources/icons/ryf-desktop.svg "$stage/share/icons/hicolor/scalable/apps/"
for png in resources/icons/ryf-desktop-*.png; do
  size=${png##*-}; size=${size%.png}
  mkdir -p "$stage/share/icons/hicolor/${size}x${size}/apps"
  cp "$png" "$stage/share/icons/hicolor/${size}x${size}/apps/ryf-desktop.png"
done
cp packaging/install.sh "$stage/install.sh"
chmod +x "$stage/install.sh"

archive="dist/$stem.tar.gz"
# Owner and order fixed so two builds of the same folder give the same listing.
tar --sort=name --owner=0 --group=0 --numeric-owner -C build -czf "$archive" "$stem"
rm -rf "$stage"
say "Archive: $(du -h "$archive" | cut -f1)"
echo "$archive"
