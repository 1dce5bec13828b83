//! Output paths. Every name derived from archive data becomes a slug of `[A-Za-z0-9._-]`, so
//! no archive can name a path outside the site, and every path component stays far below the
//! file-system limit of 255 bytes.

/// The longest path component the site writes (a compare directory joins two slugs).
pub const MAX_COMPONENT: usize = 255 - 40;

/// The longest slug: two of them and `--` still fit in [`MAX_COMPONENT`].
pub const MAX_SLUG: usize = 96;

/// A name as a slug. A name that is already safe (only `[A-Za-z0-9._-]`, no `-` or `.` at
/// either end, at most [`MAX_SLUG`] bytes) is its own slug. Any other name keeps its safe
/// characters (runs of others become `-`, cut to fit) and gets `-` and a hash of the whole
/// name, so two names that differ only in what was replaced (`with spaces` and `with-spaces`,
/// two non-ASCII names) never share a slug, and a name's slug never depends on the others.
pub fn sanitize(s: &str) -> String {
    let cleaned = clean(s);
    if cleaned == s && !s.is_empty() && s.len() <= MAX_SLUG {
        return cleaned;
    }
    let keep = MAX_SLUG - 9;
    let mut base = cleaned[..cleaned.len().min(keep)].to_string();
    while base.ends_with(['-', '.']) {
        base.pop();
    }
    if base.is_empty() {
        base = "unnamed".into();
    }
    format!("{base}-{}", short_hash(s))
}

/// Every run of characters outside `[A-Za-z0-9._-]` becomes one `-`; `-` and `.` are trimmed
/// at both ends (no `..`, no hidden files).
pub fn clean(s: &str) -> String {
    let mut out = String::new();
    let mut dash = false;
    for c in s.chars() {
        if c.is_ascii_alphanumeric() || c == '.' || c == '_' || c == '-' {
            out.push(c);
            dash = false;
        } else if !dash {
            out.push('-');
            dash = true;
        }
    }
    out.trim_matches(|c| c == '-' || c == '.').to_string()
}

/// Eight hex digits of the 32-bit FNV-1a hash of `s`: fixed by its definition (unlike std's
/// hasher, which may change between Rust releases), so a slug is the same on every machine
/// and every build.
pub fn short_hash(s: &str) -> String {
    let mut h: u32 = 0x811c_9dc5;
    for b in s.bytes() {
        h ^= u32::from(b);
        h = h.wrapping_mul(0x0100_0193);
    }
    format!("{h:08x}")
}

/// `<locale>/<slug>/<timestamp>`: the directory of one report.
pub fn report_dir(locale: &str, slug: &str, stem: &str) -> String {
    format!("{}/{}/{}", sanitize(locale), sanitize(slug), sanitize(stem))
}

/// The folder of the language-neutral raw data (archive copies, raw rounds); no locale's
/// folder can have its name (a language subtag has 2, 3 or 5 to 8 letters).
pub const DATA: &str = "data";

/// `data/<slug>/<timestamp>.json`: the copy of the raw archive.
pub fn raw_archive(slug: &str, stem: &str) -> String {
    format!("{DATA}/{}/{}.json", sanitize(slug), sanitize(stem))
}

/// `data/<slug>/<timestamp>.rounds.csv`: every raw round, once for every locale.
pub fn raw_rounds(slug: &str, stem: &str) -> String {
    format!("{DATA}/{}/{}.rounds.csv", sanitize(slug), sanitize(stem))
}

/// The built-in page that lists how the reports differ from the harness's own rules; a
/// content page cannot take this name.
pub const CORRECTIONS_PAGE: &str = "corrections";

/// `<locale>/corrections/index.html`.
pub fn corrections_page(locale: &str) -> String {
    format!("{}/{CORRECTIONS_PAGE}/index.html", sanitize(locale))
}

/// The corrections page of the same locale, relative to a report directory
/// (`<locale>/<slug>/<timestamp>/`).
pub fn corrections_from_report() -> String {
    format!("../../{CORRECTIONS_PAGE}/index.html")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hostile_names_stay_inside() {
        assert_eq!(
            sanitize("../../etc/passwd"),
            format!("etc-passwd-{}", short_hash("../../etc/passwd"))
        );
        assert_eq!(short_hash(""), "811c9dc5", "FNV-1a offset basis");
        assert!(sanitize("..").starts_with("unnamed-"));
        assert_eq!(sanitize("zoo-framework-0.8.0"), "zoo-framework-0.8.0");
        assert!(sanitize("名前").starts_with("unnamed-"));
    }

    #[test]
    fn names_that_differ_only_in_replaced_characters_get_distinct_slugs() {
        assert_ne!(sanitize("with spaces"), sanitize("with-spaces"));
        assert_eq!(sanitize("with-spaces"), "with-spaces");
        assert!(sanitize("with spaces").starts_with("with-spaces-"));
        assert_ne!(sanitize("名前"), sanitize("名字"));
        assert_ne!(sanitize("nested/deep"), sanitize("nested-deep"));
    }

    #[test]
    fn long_names_are_cut_with_a_hash() {
        let long = "a".repeat(300);
        let s = sanitize(&long);
        assert!(s.len() <= MAX_SLUG, "{}", s.len());
        assert_ne!(s, sanitize(&"a".repeat(299)));
        assert!(format!("{s}--{s}").len() <= MAX_COMPONENT);
    }

    proptest::proptest! {
        #[test]
        fn sanitised_names_are_safe_and_stable(s in ".*") {
            let n = sanitize(&s);
            proptest::prop_assert!(!n.is_empty() && n != "." && n != "..");
            proptest::prop_assert!(n.chars().all(|c| c.is_ascii_alphanumeric() || "._-".contains(c)));
            proptest::prop_assert!(!n.starts_with('.') && n.len() <= MAX_SLUG);
            proptest::prop_assert_eq!(sanitize(&n), n.clone(), "a slug is its own slug");
        }
    }
}
