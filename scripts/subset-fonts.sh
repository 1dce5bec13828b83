#!/usr/bin/env bash
# Regenerates the figure fonts in themes/default/fonts/ (SVG text widths and PNG rasterising):
#
#   NotoSans-Regular-subset.ttf       Latin (with Latin Extended-A/B and Additional), Greek,
#                                     Cyrillic, combining marks, punctuation, currency and
#                                     letterlike symbols: every alphabetic European language.
#   NotoSansCJKsc-Regular-subset.otf  Chinese (the 3,755 hanzi of GB2312 level 1), CJK and
#                                     full-width punctuation, arrows, maths, box drawing, shapes
#                                     and other common symbols, ASCII and Latin-1 (its own Latin,
#                                     so Chinese figures keep one design), the characters of
#                                     every non-Japanese locale file.
#   NotoSansCJKjp-Regular-subset.otf  Japanese: kana (full and half width), the 2,965 kanji of
#                                     JIS X 0208 level 1 and the characters of locales/ja*.ftl,
#                                     but only where the Japanese glyph differs from the SC one
#                                     or the SC subset lacks the character: the figures fall back
#                                     from this face to the SC face, so a shared glyph is stored
#                                     once.
#
# The output is a function of these inputs only, so a re-run gives the same bytes:
#   1. the source fonts (checked by SHA-256 below: Debian fonts-noto-cjk 1:20220127+repack1-1
#      and fonts-noto-core 20201225-1),
#   2. the fontTools version (pinned below),
#   3. the characters of locales/*.ftl, plus the fixed ranges above.
# After editing a locale file with characters outside those ranges, re-run this script; the test
# `figures::bundled_fonts_cover_every_locale_character` says when that is needed.
#
# Usage: scripts/subset-fonts.sh
#   needs python3 with venv; fonts-noto-cjk installed (apt-get install fonts-noto-cjk), and
#   fonts-noto-core either installed or downloadable with `apt-get download` (the script then
#   unpacks it into a temporary folder; nothing is installed). NOTO_CJK_TTC and NOTO_SANS_TTF
#   point at other copies of the same files.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
CJK_SRC="${NOTO_CJK_TTC:-/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc}"
CJK_SHA256="b76b0433203017ca80401b2ee0dd69350349871c4b19d504c34dbdd80541690a"
LATIN_SRC="${NOTO_SANS_TTF:-/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf}"
LATIN_SHA256="89c3c497f618fdaa0b2d1e98fef93582f28c71debd2c4a8cdf41f190ced2909d"
FONTTOOLS_VERSION="4.68.0"
OUT_DIR="$ROOT/themes/default/fonts"
VENV="${FONT_VENV:-${TMPDIR:-/tmp}/bench-site-fonttools-$FONTTOOLS_VERSION}"

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

if [ ! -f "$CJK_SRC" ]; then
    echo "error: $CJK_SRC not found; install it with: apt-get install -y fonts-noto-cjk" >&2
    exit 1
fi
if [ ! -f "$LATIN_SRC" ]; then
    # Unpack Debian's package without installing it (no root needed, the system is unchanged).
    echo "$LATIN_SRC not found: fetching fonts-noto-core with apt-get download" >&2
    (cd "$WORK" && apt-get download fonts-noto-core >/dev/null)
    dpkg-deb -x "$WORK"/fonts-noto-core_*.deb "$WORK/noto-core"
    LATIN_SRC="$WORK/noto-core/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf"
fi
check_sha() {
    local file="$1" want="$2" package="$3" actual
    actual="$(sha256sum "$file" | cut -d' ' -f1)"
    if [ "$actual" != "$want" ]; then
        echo "error: $file has SHA-256 $actual, expected $want ($package);" >&2
        echo "       a different source gives different bytes: update the hash and commit the new subsets" >&2
        exit 1
    fi
}
check_sha "$CJK_SRC" "$CJK_SHA256" "fonts-noto-cjk 1:20220127+repack1-1"
check_sha "$LATIN_SRC" "$LATIN_SHA256" "fonts-noto-core 20201225-1"

if [ ! -x "$VENV/bin/pyftsubset" ]; then
    python3 -m venv "$VENV"
    "$VENV/bin/pip" install --quiet "fonttools==$FONTTOOLS_VERSION"
fi
mkdir -p "$OUT_DIR"

# The three character sets, written as sorted code points (one per line) so the order never
# depends on the file system or the hash seed.
"$VENV/bin/python" - "$ROOT" "$CJK_SRC" "$WORK" <<'PY'
import glob, os, sys
from fontTools.ttLib import TTCollection

root, cjk_src, work = sys.argv[1:4]

def ranges(*pairs):
    out = set()
    for lo, hi in pairs:
        out |= set(range(lo, hi + 1))
    return out

def double_byte(codec, rows):
    """Every character of the given lead-byte rows of an EUC-style double-byte codec."""
    out = set()
    for row in rows:
        for cell in range(0xA1, 0xFF):
            try:
                out.add(ord(bytes([row, cell]).decode(codec)))
            except UnicodeDecodeError:
                pass
    return out

def locale_chars(japanese):
    out = set()
    for path in sorted(glob.glob(os.path.join(root, "locales", "*.ftl"))):
        if os.path.basename(path).startswith("ja") != japanese:
            continue
        with open(path, encoding="utf-8") as f:
            out |= {ord(c) for c in f.read() if ord(c) >= 0x20}
    return out

def write(name, cps):
    with open(os.path.join(work, name), "w") as f:
        f.write("".join(f"U+{cp:04X}\n" for cp in sorted(cps)))

latin = ranges(
    (0x0020, 0x007E), (0x00A0, 0x024F),  # ASCII, Latin-1, Latin Extended-A and -B
    (0x0250, 0x02FF),                    # IPA extensions, spacing modifier letters
    (0x0300, 0x036F),                    # combining diacritical marks (decomposed text)
    (0x0370, 0x03FF), (0x1F00, 0x1FFF),  # Greek, Greek extended (polytonic)
    (0x0400, 0x052F),                    # Cyrillic and its supplement
    (0x1E00, 0x1EFF),                    # Latin Extended Additional (Vietnamese, Welsh, ...)
    (0x2000, 0x206F), (0x2070, 0x209F),  # general punctuation, super- and subscripts
    (0x20A0, 0x20CF),                    # currency symbols (€, ₽, ₹, ...)
    (0x2100, 0x218F),                    # letterlike symbols, number forms
)
symbols = ranges(
    (0x2190, 0x21FF), (0x2200, 0x22FF), (0x2300, 0x23FF),  # arrows, maths, technical
    (0x2460, 0x24FF), (0x2500, 0x259F), (0x25A0, 0x25FF),  # enclosed, box drawing, shapes
    (0x2600, 0x26FF), (0x2700, 0x27BF),                    # miscellaneous symbols, dingbats
)
cjk_common = ranges(
    (0x0020, 0x007E), (0x00A0, 0x00FF), (0x2000, 0x206F),
    (0x3000, 0x303F),                    # CJK symbols and punctuation
    (0xFF01, 0xFF5E),                    # full-width ASCII forms
)
kana = ranges((0x3040, 0x30FF), (0x31F0, 0x31FF), (0xFF61, 0xFF9F))
gb2312_level1 = double_byte("gb2312", range(0xB0, 0xD8))  # rows 16-55
jisx0208_level1 = double_byte("euc_jp", range(0xB0, 0xD0))  # rows 16-47

sc = cjk_common | symbols | gb2312_level1 | locale_chars(japanese=False)
jp_wanted = cjk_common | kana | jisx0208_level1 | locale_chars(japanese=True)

# Faces of the collection: 0 is JP, 2 is SC. A character whose JP glyph is the SC glyph, and
# which the SC subset holds, is left to the SC face.
fonts = TTCollection(cjk_src).fonts
jp_cmap, sc_cmap = fonts[0].getBestCmap(), fonts[2].getBestCmap()
jp = {cp for cp in jp_wanted
      if cp in jp_cmap and not (cp in sc and sc_cmap.get(cp) == jp_cmap[cp])}

write("latin.txt", latin)
write("sc.txt", sc)
write("jp.txt", jp)
PY

# Hinting is dropped (resvg does not use it) and only the `kern` layout feature is kept, so the
# files stay small; CFF charstrings are desubroutinized (larger raw, smaller compressed).
subset() {
    local src="$1" unicodes="$2" out="$3"
    shift 3
    "$VENV/bin/pyftsubset" "$src" "$@" \
        --unicodes-file="$unicodes" \
        --layout-features='kern' \
        --no-layout-closure \
        --no-hinting \
        --name-IDs='0,1,2,3,4,5,6,13,14' \
        --output-file="$out"
    echo "wrote $out ($(wc -c < "$out") bytes, sha256 $(sha256sum "$out" | cut -d' ' -f1))"
}
subset "$LATIN_SRC" "$WORK/latin.txt" "$OUT_DIR/NotoSans-Regular-subset.ttf"
subset "$CJK_SRC" "$WORK/sc.txt" "$OUT_DIR/NotoSansCJKsc-Regular-subset.otf" --font-number=2 --desubroutinize
subset "$CJK_SRC" "$WORK/jp.txt" "$OUT_DIR/NotoSansCJKjp-Regular-subset.otf" --font-number=0 --desubroutinize
