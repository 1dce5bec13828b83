//! Stage 4, render: the self-contained slide deck (`deck.html`) of one archive in one locale.
//! Input: the report [`Document`](crate::document::Document), the [`RunModel`] and the theme;
//! output: one HTML file with the theme's deck CSS and JS inlined (report-spec §4).
//!
//! The slides are planned here, language-neutral where possible, then localized into HTML
//! fragments and laid out by the theme's `deck.html` template.

mod bars;
mod cover;
mod figure;
mod hero;
mod notes;
mod paginate;
mod pieces;
mod select;
mod slides;

pub use select::Choices;
mod unfavourable;

use crate::document::text::{msg, Text};
use crate::document::Document;
use crate::i18n::{Locale, Localizer, Span};
use crate::model::RunModel;
use crate::theme::Theme;
use serde::Serialize;
use thiserror::Error;

/// Everything the deck of one archive in one locale is made from.
pub struct DeckInput<'a> {
    /// The report document (sections with stable ids).
    pub doc: &'a Document,
    pub model: &'a RunModel,
    pub l10n: &'a Localizer,
    pub locale: &'a Locale,
    /// Supplies `deck/deck.css` and `deck/deck.js`.
    pub theme: &'a Theme,
    /// The theme's templates; `deck.html` lays the slides out.
    pub tera: &'a tera::Tera,
    /// The raw-data path shown on the cover.
    pub display_path: &'a str,
    /// Relative link from the deck to the copy of the raw archive.
    pub raw_archive_href: &'a str,
    /// The report's figures: each gets a slide (drawn for the slide, inlined as SVG) and a
    /// link on the closing slide to its SVG beside the report. May be empty.
    pub figures: &'a [crate::figures::FigureSpec],
    /// The figure font (plotters lays the slide figures' text out with it).
    pub fonts: Option<&'a crate::figures::Fonts>,
    /// The optional formats beside the deck (`[outputs]`): only those are linked.
    pub offered: crate::config::Offered,
    /// What the capped sections show, shared by the decks of every locale of this archive
    /// (never across archives): a fresh `Choices::default()` for each archive.
    pub choices: &'a Choices,
}

#[derive(Debug, Error)]
pub enum DeckError {
    #[error("theme file {path} is missing or not UTF-8; restore it or remove the override from your theme directory")]
    MissingAsset { path: &'static str },
    #[error("theme template deck.html: {message}; fix the template in your theme directory")]
    Template { message: String },
}

/// One slide, localized: every string is finished HTML except `continued` and `chosen`,
/// which are plain text (the template escapes them into attributes).
#[derive(Debug, Clone, Default, Serialize)]
pub struct Slide {
    /// `cover`, `content`, `bars`, `figure`, `hero`, `summary`, `pointer` or `closing` (a CSS
    /// class).
    pub kind: &'static str,
    /// The report section this slide comes from (`cover` / `closing` for those two).
    pub section: &'static str,
    /// Small line above the title (HTML; may be empty).
    pub kicker: String,
    pub title: String,
    pub body: String,
    /// The source line (HTML); never empty.
    pub footer: String,
    /// Speaker notes (HTML).
    pub notes: String,
    /// Title for a continuation slide that deck.js may split off (plain text).
    pub continued: String,
    /// A slide of a capped section: deck.js never adds a slide to it (it sets the type
    /// smaller instead), so the cap holds whatever the browser's fonts.
    pub capped: bool,
    /// The section's chosen items (`block:index` pairs) on the slides of a capped section.
    pub chosen: String,
}

/// Marks a long data span while it travels through `render::html::inline`.
const PROSE: char = '\u{E00E}';

/// Localizes language-neutral texts for one locale.
pub(crate) struct Lx<'a> {
    pub l10n: &'a Localizer,
    pub locale: &'a Locale,
}

impl Lx<'_> {
    /// A text as HTML (data escaped). Names stand out in bold; archive prose (legacy sentences,
    /// anything with spaces or CJK beyond a short phrase) is marked `prose` so the stylesheet
    /// keeps it at reading weight.
    pub fn html(&self, t: &Text) -> String {
        let spans: Vec<Span> = self
            .l10n
            .inline(self.locale, t)
            .into_iter()
            .map(|mut s| {
                // A private-use marker survives escaping and is swapped for a class below.
                if s.data && crate::i18n::is_prose(&s.text) && pieces::units(&s.text) > 20.0 {
                    s.text.insert(0, PROSE);
                }
                s
            })
            .collect();
        crate::render::html::inline(&spans).replace(
            &format!("<span class=\"data\">{PROSE}"),
            "<span class=\"data prose\">",
        )
    }
    /// A text as plain, unescaped text (for measuring and attributes the template escapes).
    pub fn plain(&self, t: &Text) -> String {
        self.l10n.plain(self.locale, t)
    }
    /// A message without arguments, as HTML.
    pub fn msg(&self, id: &'static str) -> String {
        self.html(&msg(id))
    }
}

/// Renders the whole deck: one self-contained HTML file.
pub fn render(input: &DeckInput) -> Result<String, DeckError> {
    render_planned(input, &plan(input))
}

/// The slides of the deck, planned once for `deck.html` and `deck.pdf`.
pub fn plan(input: &DeckInput) -> Vec<Slide> {
    let lx = Lx {
        l10n: input.l10n,
        locale: input.locale,
    };
    slides::plan(input, &lx)
}

/// `deck.html` from slides [`plan`] made.
pub fn render_planned(input: &DeckInput, slides: &[Slide]) -> Result<String, DeckError> {
    let lx = Lx {
        l10n: input.l10n,
        locale: input.locale,
    };
    let css = asset(input.theme, "deck/deck.css")?;
    let js = asset(input.theme, "deck/deck.js")?;
    let mut cx = tera::Context::new();
    cx.insert("lang", &input.locale.tag);
    cx.insert("title", &lx.plain(&input.doc.title));
    cx.insert("slides", slides);
    cx.insert("ui", &ui_strings(&lx));
    cx.insert("css", css);
    // `</script` inside the script would end it early; the theme's JS never needs it.
    cx.insert("js", &js.replace("</script", "<\\/script"));
    input
        .tera
        .render("deck.html", &cx)
        .map_err(|e| DeckError::Template {
            message: format!("{e:?}"),
        })
}

/// Renders `deck.pdf` from the slides [`plan`] made, one 16:9 page each.
pub fn render_pdf(
    input: &DeckInput,
    slides: &[Slide],
    tagged: bool,
) -> Result<Vec<u8>, crate::render::pdf::PdfError> {
    let lx = Lx {
        l10n: input.l10n,
        locale: input.locale,
    };
    let title = lx.plain(&input.doc.title);
    let page_ref = |page: usize| page.to_string();
    crate::render::pdf::render_deck(&crate::render::pdf::DeckPdfInput {
        slides: slides
            .iter()
            .map(|s| crate::render::pdf::SlideHtml {
                kind: s.kind,
                kicker: &s.kicker,
                title: &s.title,
                body: &s.body,
                footer: &s.footer,
            })
            .collect(),
        title: &title,
        lang: &input.locale.tag,
        fonts: input.fonts.ok_or(crate::render::pdf::PdfError::NoFonts)?,
        figure_families: &input.locale.figure_fonts,
        page_ref: &page_ref,
        created: input.model.run.started_at_epoch,
        tagged,
    })
}

fn asset<'t>(theme: &'t Theme, path: &'static str) -> Result<&'t str, DeckError> {
    theme.text(path).ok_or(DeckError::MissingAsset { path })
}

/// Labels of the deck's controls, plain text (the template escapes them).
fn ui_strings(lx: &Lx) -> std::collections::BTreeMap<&'static str, String> {
    [
        ("previous", "deck-ui-previous"),
        ("next", "deck-ui-next"),
        ("overview", "deck-ui-overview"),
        ("notes", "deck-ui-notes"),
        ("help", "deck-ui-help"),
        ("notes_heading", "deck-ui-notes-heading"),
        ("nojs", "deck-ui-nojs"),
        ("slides", "deck-ui-slides"),
        ("slide", "deck-ui-slide"),
    ]
    .into_iter()
    .map(|(k, id)| (k, lx.plain(&msg(id))))
    .chain(std::iter::once(("counter", counter(lx))))
    .collect()
}

/// The counter pattern with `%n` and `%t` where deck.js puts the slide number and the total.
fn counter(lx: &Lx) -> String {
    use crate::document::text::{data, msg_with, t};
    let args = vec![("current", t(data("%n"))), ("total", t(data("%t")))];
    lx.plain(&msg_with("deck-ui-counter", args))
}
