//! Where the frame of a page points: the relative path back to the site root and the same
//! page in every locale. The frame itself is plain data of `render` ([`crate::render::frame`]).

use crate::i18n::Localizer;
pub use crate::render::frame::{css_string, labels, Alternate, Frame, NavItem};

/// `../` once per directory level of `path` (a site-relative file path).
pub fn root_prefix(path: &str) -> String {
    "../".repeat(path.matches('/').count())
}

/// Where the same page lives in every locale, as links relative to `path`.
pub fn alternates(
    l10n: &Localizer,
    locales: &[String],
    current: &str,
    path: &str,
    path_in: impl Fn(&str) -> String,
    base_url: &str,
) -> Vec<Alternate> {
    let root = root_prefix(path);
    locales
        .iter()
        .filter_map(|tag| {
            let locale = l10n.locale(tag)?;
            let target = path_in(tag);
            let href = if base_url.is_empty() {
                format!("{root}{target}")
            } else {
                format!("{}/{target}", base_url.trim_end_matches('/'))
            };
            Some(Alternate {
                lang: tag.clone(),
                label: l10n
                    .label(locale, "language-name")
                    .unwrap_or_else(|| tag.clone()),
                href,
                current: tag == current,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn root_prefix_counts_levels() {
        assert_eq!(root_prefix("index.html"), "");
        assert_eq!(root_prefix("en/a/b/index.html"), "../../../");
    }
}
