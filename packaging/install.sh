#!/usr/bin/env bash
# Installs RyF Desktop from the unpacked .tar.gz for this user (or system-wide with a prefix):
#   ./install.sh                  into ~/.local (no root needed)
#   sudo ./install.sh /usr/local  for every user
#   ./install.sh --uninstall [PREFIX]
# Puts the program in PREFIX/lib/ryf-desktop/ with a link PREFIX/bin/ryf-desktop, and registers the
# menu entry, the icons and the .ryf file type with the desktop.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
uninstall=0
if [ "${1:-}" = --uninstall ]; then uninstall=1; shift; fi
prefix=${1:-$HOME/.local}
app_dir="$prefix/lib/ryf-desktop"
share="$prefix/share"

refresh() {
  # Each is optional: without them the entry still appears after the next log-in.
  command -v update-desktop-database >/dev/null && update-desktop-database -q "$share/applications" || true
  command -v update-mime-database >/dev/null && update-mime-database "$share/mime" >/dev/null || true
  command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q -t "$share/icons/hicolor" || true
}

if [ "$uninstall" = 1 ]; then
  rm -rf "$app_dir"
  rm -f "$prefix/bin/ryf-desktop" "$share/applications/ryf-desktop.desktop" \
    "$share/mime/packages/ryf-desktop.xml"
  rm -f "$share"/icons/hicolor/*/apps/ryf-desktop.png "$share"/icons/hicolor/*/apps/ryf-desktop.svg
  refresh
  echo "RyF Desktop removed from $prefix (campaign files and backups are kept)."
  exit 0
fi

if [ ! -x "$here/ryf-desktop/ryf-desktop" ]; then
  echo "install.sh must stay in the unpacked archive, beside the ryf-desktop/ folder." >&2
  exit 1
fi
mkdir -p "$prefix/bin" "$prefix/lib" "$share/applications" "$share/mime/packages"
rm -rf "$app_dir"
cp -a "$here/ryf-desktop" "$app_dir"
ln -sfn "$app_dir/ryf-desktop" "$prefix/bin/ryf-desktop"
cp -a "$here/share/icons" "$share/"
cp "$here/share/mime/packages/ryf-desktop.xml" "$share/mime/packages/"
# The menu entry names the program by its full path: ~/.local/bin is not on every desktop's PATH.
sed -e "s|^Exec=ryf-desktop|Exec=\"$app_dir/ryf-desktop\"|" \
    -e "s|^TryExec=ryf-desktop|TryExec=$app_dir/ryf-desktop|" \
    "$here/share/applications/ryf-desktop.desktop" > "$share/applications/ryf-desktop.desktop"
refresh
echo "RyF Desktop installed: $app_dir (run it from the menu, or as $prefix/bin/ryf-desktop)."
