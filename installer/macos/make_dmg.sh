#!/usr/bin/env bash
# Wrap Preparo.app in a drag-to-Applications disk image with create-dmg
# (`brew install create-dmg`).
#
#   bash installer/macos/make_dmg.sh dist/Preparo.app dist/Preparo-0.1.0.dmg
#
# Sign the .app before this (sign_and_notarize.sh) and the .dmg after it.
# On a machine without a logged-in Finder (CI), set PREPARO_DMG_HEADLESS=1: the
# window layout is then skipped (create-dmg's --skip-jenkins) and the image still works.
set -euo pipefail

if [ "$(uname -s)" != "Darwin" ]; then
  echo "make_dmg.sh runs on macOS only" >&2
  exit 2
fi
if [ $# -ne 2 ] || [ ! -d "$1" ]; then
  echo "usage: $0 PATH/TO/Preparo.app OUTPUT.dmg" >&2
  exit 2
fi
command -v create-dmg >/dev/null || { echo "create-dmg not found (brew install create-dmg)" >&2; exit 2; }

app=${1%/}
dmg=$2
name=$(basename "$app")
icon="$app/Contents/Resources/$(/usr/libexec/PlistBuddy -c 'Print :CFBundleIconFile' "$app/Contents/Info.plist")"
case "$icon" in *.icns) ;; *) icon="$icon.icns" ;; esac

staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
# ditto keeps the signature, extended attributes and symlinks of the bundle intact.
ditto "$app" "$staging/$name"

# (Written for the bash 3.2 that macOS ships: no mapfile, guarded empty arrays.)
extra=()
if [ "${PREPARO_DMG_HEADLESS:-0}" = "1" ]; then
  extra+=(--skip-jenkins)
fi
if [ -f "$icon" ]; then
  extra+=(--volicon "$icon")
fi

rm -f "$dmg"
create-dmg \
  --volname "Preparo" \
  --window-pos 200 120 \
  --window-size 600 380 \
  --icon-size 110 \
  --icon "$name" 160 180 \
  --hide-extension "$name" \
  --app-drop-link 440 180 \
  --format UDZO \
  ${extra[@]+"${extra[@]}"} \
  "$dmg" "$staging"
hdiutil verify "$dmg"
echo "$dmg"
