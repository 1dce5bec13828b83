#!/usr/bin/env bash
# Regenerates themes/default/fonts/NotoSansCJKsc-Regular-subset.otf, the one font the figures use
# (SVG text widths and PNG rasterisation), from Debian's fonts-noto-cjk package.
#
# The output is a function of three inputs only, so a re-run gives the same bytes:
#   1. the source font (checked by SHA-256 below: Debian fonts-noto-cjk 1:20220127+repack1-1),
#   2. the fontTools version (pinned below),
#   3. the characters of locales/*.ftl (plus fixed ranges: ASCII, Latin-1, common punctuation,
#      full-width forms and the 3,755 hanzi of GB2312 level 1).
# After editing a locale file with characters outside those ranges, re-run this script; the test
# `figures::bundled_font_covers_every_locale_character` says when that is needed.
#
# Usage: scripts/subset-fonts.sh   (needs: apt-get install fonts-noto-cjk; python3 with venv)
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
SRC="${NOTO_CJK_TTC:-/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc}"
SRC_SHA256="b76b0433203017ca80401b2ee0dd69350349871c4b19d504c34dbdd80541690a"
FONTTOOLS_VERSION="4.68.0"
OUT_DIR="$ROOT/themes/default/fonts"
OUT="$OUT_DIR/NotoSansCJKsc-Regular-subset.otf"
VENV="${FONT_VENV:-${TMPDIR:-/tmp}/bench-site-fonttools-$FONTTOOLS_VERSION}"

if [ ! -f "$SRC" ]; then
    echo "error: $SRC not found; install it with: apt-get install -y fonts-noto-cjk" >&2
    exit 1
fi
actual="$(sha256sum "$SRC" | cut -d' ' -f1)"
if [ "$actual" != "$SRC_SHA256" ]; then
    echo "error: $SRC has SHA-256 $actual, expected $SRC_SHA256 (fonts-noto-cjk 1:20220127+repack1-1);" >&2
    echo "       a different source gives different bytes: update SRC_SHA256 and commit the new subset" >&2
    exit 1
fi

if [ ! -x "$VENV/bin/pyftsubset" ]; then
    python3 -m venv "$VENV"
    "$VENV/bin/pip" install --quiet "fonttools==$FONTTOOLS_VERSION"
fi

mkdir -p "$OUT_DIR"
UNICODES="$(mktemp)"
trap 'rm -f "$UNICODES"' EXIT

# The character set, written as sorted code points (one per line) so the order never depends on
# the file system or the hash seed.
"$VENV/bin/python" - "$ROOT" > "$UNICODES" <<'PY'
import glob, os, sys
root = sys.argv[1]
cps = set(range(0x20, 0x7F)) | set(range(0xA0, 0x100))
for lo, hi in [(0x2000, 0x206F),   # general punctuation: dashes, quotes, ellipsis, thin spaces
               (0x2190, 0x2193),   # arrows
               (0x2212, 0x2212), (0x2264, 0x2265), (0x00D7, 0x00D7), (0x221E, 0x221E),
               (0x3000, 0x303F),   # CJK symbols and punctuation
               (0xFF01, 0xFF5E)]:  # full-width ASCII forms
    cps |= set(range(lo, hi + 1))
# GB2312 level 1: rows 16-55 (bytes 0xB0-0xD7), 94 cells each; row 55 stops at 0xF9.
for row in range(0xB0, 0xD8):
    for cell in range(0xA1, 0xFF):
        try:
            cps.add(ord(bytes([row, cell]).decode("gb2312")))
        except UnicodeDecodeError:
            pass
for path in sorted(glob.glob(os.path.join(root, "locales", "*.ftl"))):
    with open(path, encoding="utf-8") as f:
        cps |= {ord(c) for c in f.read() if ord(c) >= 0x20}
for cp in sorted(cps):
    print(f"U+{cp:04X}")
PY

# --font-number=2 is the SC face of the collection; hinting is dropped (resvg ignores it) and
# only kerning is kept of the layout features, so the file stays small.
"$VENV/bin/pyftsubset" "$SRC" \
    --font-number=2 \
    --unicodes-file="$UNICODES" \
    --layout-features='kern' \
    --no-layout-closure \
    --no-hinting \
    --desubroutinize \
    --name-IDs='0,1,2,3,4,5,6,13,14' \
    --output-file="$OUT"

echo "wrote $OUT ($(wc -c < "$OUT") bytes, sha256 $(sha256sum "$OUT" | cut -d' ' -f1))"
