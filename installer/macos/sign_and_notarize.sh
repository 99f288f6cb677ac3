#!/usr/bin/env bash
# Sign, notarize and staple Preparo.app or a Preparo .dmg (Developer ID, hardened runtime).
#
#   bash installer/macos/sign_and_notarize.sh dist/Preparo.app
#   bash installer/macos/sign_and_notarize.sh dist/Preparo-0.1.0.dmg
#
# Credentials come from the environment only (never from files in the repository):
#   PREPARO_CODESIGN_IDENTITY   "Developer ID Application: Name (TEAMID)" (required)
# and one of these for notarytool:
#   PREPARO_NOTARY_PROFILE      a keychain profile made once with
#                               `xcrun notarytool store-credentials`
#   PREPARO_NOTARY_KEY, PREPARO_NOTARY_KEY_ID, PREPARO_NOTARY_ISSUER
#                               an App Store Connect API key (.p8 path, key id, issuer id)
#   PREPARO_APPLE_ID, PREPARO_APPLE_TEAM_ID, PREPARO_APPLE_APP_PASSWORD
#                               an Apple ID with an app-specific password
# PREPARO_SKIP_NOTARIZE=1 signs only (for a local check of the signatures).
set -euo pipefail

if [ "$(uname -s)" != "Darwin" ]; then
  echo "sign_and_notarize.sh runs on macOS only" >&2
  exit 2
fi
if [ $# -ne 1 ] || [ ! -e "$1" ]; then
  echo "usage: $0 PATH/TO/Preparo.app|PATH/TO/Preparo.dmg" >&2
  exit 2
fi
: "${PREPARO_CODESIGN_IDENTITY:?set PREPARO_CODESIGN_IDENTITY to your Developer ID Application identity}"

target=${1%/}
here=$(cd "$(dirname "$0")" && pwd)
entitlements="$here/entitlements.plist"

# Sets the array NOTARY_AUTH to notarytool's credential options. Plain arrays and
# no mapfile: macOS ships bash 3.2.
notary_auth() {
  if [ -n "${PREPARO_NOTARY_PROFILE:-}" ]; then
    NOTARY_AUTH=(--keychain-profile "$PREPARO_NOTARY_PROFILE")
  elif [ -n "${PREPARO_NOTARY_KEY:-}" ]; then
    : "${PREPARO_NOTARY_KEY_ID:?set PREPARO_NOTARY_KEY_ID with PREPARO_NOTARY_KEY}"
    : "${PREPARO_NOTARY_ISSUER:?set PREPARO_NOTARY_ISSUER with PREPARO_NOTARY_KEY}"
    NOTARY_AUTH=(--key "$PREPARO_NOTARY_KEY" --key-id "$PREPARO_NOTARY_KEY_ID"
                 --issuer "$PREPARO_NOTARY_ISSUER")
  elif [ -n "${PREPARO_APPLE_ID:-}" ]; then
    : "${PREPARO_APPLE_TEAM_ID:?set PREPARO_APPLE_TEAM_ID with PREPARO_APPLE_ID}"
    : "${PREPARO_APPLE_APP_PASSWORD:?set PREPARO_APPLE_APP_PASSWORD with PREPARO_APPLE_ID}"
    NOTARY_AUTH=(--apple-id "$PREPARO_APPLE_ID" --team-id "$PREPARO_APPLE_TEAM_ID"
                 --password "$PREPARO_APPLE_APP_PASSWORD")
  else
    echo "no notarization credentials: set PREPARO_NOTARY_PROFILE, PREPARO_NOTARY_KEY*" \
      "or PREPARO_APPLE_ID/PREPARO_APPLE_TEAM_ID/PREPARO_APPLE_APP_PASSWORD" >&2
    exit 2
  fi
}

sign() {
  codesign --force --timestamp --options runtime --sign "$PREPARO_CODESIGN_IDENTITY" "$@"
}

is_macho() {
  file -b "$1" | grep -q "Mach-O"
}

sign_app() {
  local app=$1 path
  # Inside out: loose Mach-O files (dylibs, Python extensions, helper executables)
  # first, then each framework, then the app with its entitlements. Deepest paths
  # first so a container is signed after everything it holds.
  while IFS= read -r path; do
    case "$path" in
      *.framework/Versions/*/*)
        # A framework's own binary is signed with its framework below.
        if [ "$(basename "$path")" = "$(basename "${path%%.framework/*}")" ]; then continue; fi ;;
    esac
    if is_macho "$path"; then sign "$path"; fi
  done < <(find "$app/Contents" -type f ! -path "$app/Contents/MacOS/*" \
             \( -name "*.dylib" -o -name "*.so" -o -perm -u+x \) | awk '{ print length, $0 }' \
             | sort -rn | cut -d' ' -f2-)
  while IFS= read -r path; do
    sign "$path"
  done < <(find "$app/Contents" -type d -name "*.framework" | awk '{ print length, $0 }' \
             | sort -rn | cut -d' ' -f2-)
  sign --entitlements "$entitlements" "$app"
  codesign --verify --deep --strict --verbose=2 "$app"
}

notarize() {
  local file=$1
  notary_auth
  xcrun notarytool submit "$file" --wait --timeout 1h "${NOTARY_AUTH[@]}"
}

case "$target" in
  *.app)
    sign_app "$target"
    if [ "${PREPARO_SKIP_NOTARIZE:-0}" = "1" ]; then
      echo "signed (not notarized): $target"
      exit 0
    fi
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
    zip="$work/$(basename "$target" .app).zip"
    ditto -c -k --sequesterRsrc --keepParent "$target" "$zip"
    notarize "$zip"
    xcrun stapler staple "$target"
    xcrun stapler validate "$target"
    spctl --assess --type execute --verbose=2 "$target"
    ;;
  *.dmg)
    codesign --force --timestamp --sign "$PREPARO_CODESIGN_IDENTITY" "$target"
    if [ "${PREPARO_SKIP_NOTARIZE:-0}" = "1" ]; then
      echo "signed (not notarized): $target"
      exit 0
    fi
    notarize "$target"
    xcrun stapler staple "$target"
    xcrun stapler validate "$target"
    spctl --assess --type open --context context:primary-signature --verbose=2 "$target"
    ;;
  *)
    echo "expected a .app or a .dmg: $target" >&2
    exit 2
    ;;
esac
echo "signed, notarized and stapled: $target"
