//! The site's size: shown in the build summary, and a warning when it is over
//! `size_limit_mb` (GitHub Pages publishes no site over 1 GB) that says what would make it
//! smaller, before a deploy fails on it.

use crate::config::{Config, CopyMode};
use crate::site::SiteSize;

/// `bytes` for a person, in decimal units as hosts state their limits: kB under 1 MB, MB
/// with one decimal under 100 MB, whole MB under 1 GB, then GB with two decimals.
pub fn shown(bytes: u64) -> String {
    let b = bytes as f64;
    match bytes {
        0..1_000_000 => format!("{:.0} kB", b / 1e3),
        1_000_000..100_000_000 => format!("{:.1} MB", b / 1e6),
        100_000_000..1_000_000_000 => format!("{:.0} MB", b / 1e6),
        _ => format!("{:.2} GB", b / 1e9),
    }
}

/// The warning for a site of `archives` over the configured limit; none within it, or when
/// the limit is 0.
pub fn over_limit(size: SiteSize, config: &Config, archives: usize) -> Option<String> {
    let limit = config.size_limit_mb.checked_mul(1_000_000)?;
    if limit == 0 || size.bytes <= limit {
        return None;
    }
    let per_archive = match archives {
        0 => String::new(),
        n => format!(", {} per archive over {n}", shown(size.bytes / n as u64)),
    };
    let remedies = remedies(config);
    let smaller = match remedies.is_empty() {
        true => "The configuration gives up all it can already".to_string(),
        false => format!("To make it smaller: {}", remedies.join("; ")),
    };
    Some(format!(
        "the site is {} (data/, the archive copies and raw rounds: {}; the reports and pages: {}{per_archive}), over `size_limit_mb = {}` in bench-site.toml (GitHub Pages publishes no site over 1 GB). {smaller}. If your host takes more, raise `size_limit_mb` (0 never warns)",
        shown(size.bytes),
        shown(size.data_bytes),
        shown(size.bytes - size.data_bytes.min(size.bytes)),
        config.size_limit_mb,
    ))
}

/// What the configuration could still give up, largest saving first.
fn remedies(config: &Config) -> Vec<String> {
    let mut remedies = vec![];
    let link = "mode = \"link\" (no copy: the reports link each archive where `url` says, e.g. your repository)";
    match config.archive_copy.mode {
        CopyMode::Copy => remedies.push(format!(
            "`[archive_copy] mode = \"gzip\"` (the copies and raw rounds gzipped, about a fifth and a third of their bytes) or {link}"
        )),
        CopyMode::Gzip => remedies.push(format!("`[archive_copy] {link}`")),
        CopyMode::Link => {}
    }
    if !config.outputs.formats.is_empty() {
        remedies.push(
            "`[outputs] formats` without the formats nobody reads (`formats = []` keeps each archive's HTML report, SVG figures and its archive copy or link, so every raw value stays reachable)".to_string(),
        );
    }
    if config.locales.len() != 1 {
        remedies.push("fewer `locales` (each adds its reports)".to_string());
    }
    remedies
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::Format;

    fn size(mb: u64, data_mb: u64) -> SiteSize {
        SiteSize {
            bytes: mb * 1_000_000,
            data_bytes: data_mb * 1_000_000,
        }
    }

    #[test]
    fn sizes_are_shown_in_decimal_units() {
        let cases = [
            (0, "0 kB"),
            (38_400, "38 kB"),
            (999_499, "999 kB"),
            (1_000_000, "1.0 MB"),
            (8_650_000, "8.7 MB"),
            (99_940_000, "99.9 MB"),
            (100_000_000, "100 MB"),
            (999_400_000, "999 MB"),
            (1_000_000_000, "1.00 GB"),
            (1_234_000_000, "1.23 GB"),
        ];
        for (bytes, text) in cases {
            assert_eq!(shown(bytes), text, "{bytes} B");
        }
    }

    #[test]
    fn a_site_within_the_limit_or_without_one_gets_no_warning() {
        let config = Config::default();
        assert_eq!(config.size_limit_mb, 1000, "GitHub Pages' limit by default");
        assert_eq!(over_limit(size(1000, 400), &config, 10), None, "at it");
        let unlimited = Config {
            size_limit_mb: 0,
            ..Config::default()
        };
        assert_eq!(over_limit(size(5000, 400), &unlimited, 10), None);
        let huge = Config {
            size_limit_mb: u64::MAX,
            ..Config::default()
        };
        assert_eq!(over_limit(size(5000, 400), &huge, 10), None);
    }

    #[test]
    fn a_site_over_the_limit_is_told_where_its_bytes_are_and_what_is_left_to_give_up() {
        let mut config = Config::default();
        let warning = over_limit(size(1210, 580), &config, 133).unwrap();
        for part in [
            "the site is 1.21 GB",
            "data/, the archive copies and raw rounds: 580 MB",
            "the reports and pages: 630 MB",
            "9.1 MB per archive over 133",
            "`size_limit_mb = 1000`",
            "mode = \"gzip\"",
            "mode = \"link\"",
            "`[outputs] formats`",
            "fewer `locales`",
        ] {
            assert!(warning.contains(part), "{part:?} in {warning}");
        }
        // Only what the configuration has not given up yet.
        config.archive_copy.mode = CopyMode::Gzip;
        config.locales = vec!["en".into()];
        let warning = over_limit(size(1210, 580), &config, 133).unwrap();
        assert!(!warning.contains("\"gzip\"") && warning.contains("\"link\""));
        assert!(!warning.contains("locales"));
        config.archive_copy.mode = CopyMode::Link;
        config.outputs.formats = Vec::<Format>::new();
        let warning = over_limit(size(1210, 0), &config, 0).unwrap();
        assert!(!warning.contains("mode =") && !warning.contains("[outputs]"));
        assert!(!warning.contains("per archive"), "no archive, no average");
        assert!(warning.contains("gives up all it can already. If your host"));
        assert!(warning.ends_with("(0 never warns)"));
    }
}
