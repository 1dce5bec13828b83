//! The frame every HTML page shares, as plain data the site fills in: language, title, the
//! relative path back to the site root, the language switch (same page in every locale),
//! navigation and the localized labels the templates use (every `site-*` message, with `-`
//! turned into `_`).

use crate::i18n::{Locale, Localizer};
use serde::Serialize;
use std::collections::BTreeMap;

#[derive(Debug, Clone, Serialize)]
pub struct Alternate {
    pub lang: String,
    pub label: String,
    pub href: String,
    pub current: bool,
}

#[derive(Debug, Clone, Serialize)]
pub struct NavItem {
    pub href: String,
    pub label: String,
    pub current: bool,
    /// The label's language when it is not the page's (an untranslated content page's title).
    pub lang: Option<String>,
}

#[derive(Debug, Clone, Serialize)]
pub struct Frame {
    pub lang: String,
    pub title: String,
    pub site_title: String,
    /// `../` repeated up to the site root (empty at the root).
    pub root: String,
    pub home_href: String,
    pub alternates: Vec<Alternate>,
    pub nav: Vec<NavItem>,
}

/// Every `site-*` message of the locale (and `language-name`), keyed with underscores.
pub fn labels(l10n: &Localizer, locale: &Locale) -> BTreeMap<String, String> {
    let default = l10n
        .locale(l10n.default_tag())
        .map(|l| l.ids.clone())
        .unwrap_or_default();
    locale
        .ids
        .iter()
        .chain(default.iter())
        .filter(|id| id.starts_with("site-") || *id == "language-name")
        .filter_map(|id| Some((id.replace('-', "_"), l10n.label(locale, id)?)))
        .collect()
}

/// Escapes text for a double-quoted CSS string (used in `@page` margin boxes).
pub fn css_string(s: &str) -> String {
    s.chars()
        .map(|c| match c {
            '\\' => "\\\\".to_string(),
            '"' => "\\\"".to_string(),
            '<' => "\\3C ".to_string(),
            '>' => "\\3E ".to_string(),
            '\n' | '\r' => " ".to_string(),
            c if crate::i18n::spans::unprintable(c) => "\u{FFFD}".to_string(),
            c => c.to_string(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn css_strings_cannot_break_out() {
        assert_eq!(css_string("a\"b</style>"), "a\\\"b\\3C /style\\3E ");
    }
}
