//! Output paths. Every name derived from archive data is sanitised to `[A-Za-z0-9._-]`, so no
//! archive can name a path outside the site.

/// Replaces every run of characters outside `[A-Za-z0-9._-]` with `-`, trims `-` and dots at the
/// ends (no `..`, no hidden files), and never returns an empty name.
pub fn sanitize(s: &str) -> String {
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
    let trimmed = out.trim_matches(|c| c == '-' || c == '.');
    if trimmed.is_empty() {
        "unnamed".into()
    } else {
        trimmed.to_string()
    }
}

/// `<locale>/<slug>/<timestamp>`: the directory of one report.
pub fn report_dir(locale: &str, slug: &str, stem: &str) -> String {
    format!("{}/{}/{}", sanitize(locale), sanitize(slug), sanitize(stem))
}

/// `data/<slug>/<timestamp>.json`: the copy of the raw archive.
pub fn raw_archive(slug: &str, stem: &str) -> String {
    format!("data/{}/{}.json", sanitize(slug), sanitize(stem))
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
        assert_eq!(sanitize("../../etc/passwd"), "etc-passwd");
        assert_eq!(sanitize(".."), "unnamed");
        assert_eq!(sanitize("zoo framework 0.8.0"), "zoo-framework-0.8.0");
        assert_eq!(sanitize("名前"), "unnamed");
    }

    proptest::proptest! {
        #[test]
        fn sanitised_names_are_safe(s in ".*") {
            let n = sanitize(&s);
            proptest::prop_assert!(!n.is_empty() && n != "." && n != "..");
            proptest::prop_assert!(n.chars().all(|c| c.is_ascii_alphanumeric() || "._-".contains(c)));
            proptest::prop_assert!(!n.starts_with('.'));
        }
    }
}
