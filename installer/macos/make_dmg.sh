#!/bin/sh
# The macOS disk image of Fengyu: the signed app and a link to /Applications, for drag-and-drop install.
#
#   pyinstaller --noconfirm build.spec && sh installer/macos/make_dmg.sh
#   -> dist/Fengyu-<version>-macos-<arch>.dmg   (arch: this machine's, arm64 or x86_64)
#
# Signing: ad-hoc ("-") by default, which runs on the machine that built it and, after the user
# clears the quarantine flag, elsewhere. With a Developer ID (see installer/README.md):
#   SIGN_IDENTITY="Developer ID Application: Name (TEAMID)" NOTARY_PROFILE=fengyu sh installer/macos/make_dmg.sh
# signs with the hardened runtime and a secure timestamp, notarizes the image with notarytool
# (credentials stored once with `xcrun notarytool store-credentials fengyu`), and staples the ticket.
set -eu

cd "$(dirname "$0")/../.."
APP=dist/Fengyu.app
VERSION=$(python3 -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
ARCH=$(uname -m)
DMG="dist/Fengyu-$VERSION-macos-$ARCH.dmg"
IDENTITY="${SIGN_IDENTITY:--}"
ENTITLEMENTS=installer/macos/entitlements.plist

test -d "$APP" || { echo "no $APP: run pyinstaller build.spec first" >&2; exit 1; }

if [ "$IDENTITY" = "-" ]; then
    codesign --force --deep --sign - "$APP"
else
    codesign --force --deep --options runtime --timestamp --entitlements "$ENTITLEMENTS" --sign "$IDENTITY" "$APP"
fi
codesign --verify --deep --strict --verbose=2 "$APP"

STAGING=$(mktemp -d)
trap 'rm -rf "$STAGING"' EXIT
cp -R "$APP" "$STAGING/"
ln -s /Applications "$STAGING/Applications"
rm -f "$DMG"
# hdiutil now and then fails with "Resource busy" on a busy machine: a second try usually succeeds
for try in 1 2 3; do
    hdiutil create -volname "Fengyu $VERSION" -srcfolder "$STAGING" -fs HFS+ -format UDZO -ov "$DMG" && break
    [ "$try" -lt 3 ] || exit 1
    sleep 5
done

if [ "$IDENTITY" != "-" ]; then
    codesign --force --sign "$IDENTITY" --timestamp "$DMG"
    if [ -n "${NOTARY_PROFILE:-}" ]; then
        xcrun notarytool submit "$DMG" --keychain-profile "$NOTARY_PROFILE" --wait
        xcrun stapler staple "$DMG"
    fi
fi
echo "$DMG"
