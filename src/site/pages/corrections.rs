//! The corrections page of every locale: each rule in which these reports differ from the
//! harness's own renderer, with the rule before, the rule after and why. Built from messages
//! (not from a content file), so a locale gets it by translating its locale file, and every
//! report's caveats can link to it on any site.

use super::{Output, SiteData};
use crate::document::text::msg;
use crate::document::Block;
use crate::render::html;
use serde::Serialize;

/// Each correction's messages: its title, the harness's rule, ours, and why.
pub const CORRECTIONS: [[&str; 4]; 9] = [
    [
        "correction-throughput-title",
        "correction-throughput-before",
        "correction-throughput-after",
        "correction-throughput-why",
    ],
    [
        "correction-patterns-title",
        "correction-patterns-before",
        "correction-patterns-after",
        "correction-patterns-why",
    ],
    [
        "correction-overhead-headline-title",
        "correction-overhead-headline-before",
        "correction-overhead-headline-after",
        "correction-overhead-headline-why",
    ],
    [
        "correction-extremes-title",
        "correction-extremes-before",
        "correction-extremes-after",
        "correction-extremes-why",
    ],
    [
        "correction-hero-title",
        "correction-hero-before",
        "correction-hero-after",
        "correction-hero-why",
    ],
    [
        "correction-invalid-samples-title",
        "correction-invalid-samples-before",
        "correction-invalid-samples-after",
        "correction-invalid-samples-why",
    ],
    [
        "correction-recomputed-title",
        "correction-recomputed-before",
        "correction-recomputed-after",
        "correction-recomputed-why",
    ],
    [
        "correction-duration-unit-title",
        "correction-duration-unit-before",
        "correction-duration-unit-after",
        "correction-duration-unit-why",
    ],
    [
        "correction-compare-environment-title",
        "correction-compare-environment-before",
        "correction-compare-environment-after",
        "correction-compare-environment-why",
    ],
];

#[derive(Serialize)]
struct CorrectionsView {
    body: String,
    lang: String,
    fallback_note: Option<String>,
}

/// The page's body: an introduction, then one section per correction (its title as a level-2
/// heading under the page's title, then the three paragraphs).
fn body(site: &SiteData, tag: &str) -> String {
    let locale = site.locale(tag);
    let p = |id: &'static str| html::block(site.l10n, locale, &Block::Paragraph(msg(id)));
    let mut out = p("corrections-intro");
    for [title, before, after, why] in CORRECTIONS {
        let anchor = title
            .trim_start_matches("correction-")
            .trim_end_matches("-title");
        out.push_str(&format!(
            "<section id=\"{anchor}\"><h2>{}</h2>\n{}{}{}</section>\n",
            html::text(site.l10n, locale, &msg(title)),
            p(before),
            p(after),
            p(why)
        ));
    }
    out
}

pub fn corrections(site: &SiteData, tag: &str) -> Result<Output, tera::Error> {
    let path = crate::site::corrections_page(tag);
    let view = CorrectionsView {
        body: body(site, tag),
        lang: tag.to_string(),
        fallback_note: None,
    };
    let title = site.label(tag, "corrections-title");
    let frame = site.frame(tag, &path, title, crate::site::corrections_page);
    Ok(vec![(
        path,
        site.render("page.html", &frame, "content", &view)?,
    )])
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_correction_has_its_four_messages_in_every_shipped_locale() {
        let l10n = crate::i18n::Localizer::load(None, "en").unwrap();
        for locale in l10n.locales() {
            for id in super::CORRECTIONS.iter().flatten() {
                assert!(locale.ids.contains(*id), "{}: {id}", locale.tag);
            }
        }
    }
}
