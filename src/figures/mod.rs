//! Figures: charts drawn from model numbers. [`plan`] decides which figures an archive gets
//! (language-neutral), [`draw_svg`] draws one in one locale with plotters (real `<text>`,
//! `<title>`/`<desc>`), [`rasterize`] turns that very SVG into a PNG with resvg and the bundled
//! fonts, so PNGs are identical on every machine.

mod axis;
mod canvas;
mod charts;
mod data;
mod fonts;
mod palette;
mod plan;
mod raster;
mod svg;

use crate::document::text::{msg, Text};
use crate::i18n::{Locale, Localizer};
pub use canvas::Shape;
pub use fonts::Fonts;
pub use plan::history::history as plan_history;
pub use plan::plan;
pub use raster::{rasterize, SCALE};
use thiserror::Error;

/// Figure names, in report order.
pub const NAMES: [&str; 4] = [
    "overhead_ratio",
    "throughput",
    "relative_multiple",
    "latency_distribution",
];

/// One figure to draw.
#[derive(Debug, Clone, PartialEq)]
pub struct FigureSpec {
    /// `overhead_ratio`, `throughput`, `relative_multiple` or `latency_distribution`.
    pub name: &'static str,
    /// The scope caption shown under the figure.
    pub caption: Text,
    /// A one-sentence text summary (alt text, the SVG's `<desc>`).
    pub alt: Text,
    /// The numbers drawn.
    data: data::FigureData,
}

/// A planned figure, or the reason it has no data to draw.
#[derive(Debug, Clone, PartialEq)]
pub enum Planned {
    Figure(FigureSpec),
    Withheld { name: &'static str, reason: Text },
}

impl Planned {
    pub fn name(&self) -> &'static str {
        match self {
            Planned::Figure(f) => f.name,
            Planned::Withheld { name, .. } => name,
        }
    }
}

impl FigureSpec {
    /// The figure's title (drawn at its top and used as the SVG `<title>`).
    pub fn title(&self) -> Text {
        msg(match self.name {
            "overhead_ratio" => "figure-title-overhead_ratio",
            "throughput" => "figure-title-throughput",
            "relative_multiple" => "figure-title-relative_multiple",
            "history_share" => "figure-title-history_share",
            "history_ratio" => "figure-title-history_ratio",
            _ => "figure-title-latency_distribution",
        })
    }
}

#[derive(Debug, Error)]
pub enum FigureError {
    #[error("{file}: the bundled font cannot be loaded ({reason}); regenerate it with scripts/subset-fonts.sh")]
    Font { file: String, reason: String },
    #[error("figure `{figure}`: drawing failed: {message}")]
    Draw { figure: String, message: String },
    #[error("figure `{figure}`: the SVG cannot be read back for rasterising: {message}")]
    Svg { figure: String, message: String },
    #[error("figure `{figure}`: the character {ch:?} (U+{cp:04X}) in the text {text:?} has no glyph in the bundled font, so the figure shows it as [U+{cp:04X}]; add it to the subset (scripts/subset-fonts.sh) or rename the scheme", cp = *ch as u32)]
    MissingGlyph {
        figure: String,
        ch: char,
        text: String,
    },
    #[error("figure `{figure}`: the image is too large or empty to rasterise")]
    Pixmap { figure: String },
    #[error("figure `{figure}`: PNG encoding failed: {message}")]
    Png { figure: String, message: String },
}

/// The SVG of one figure in one locale, for a report page.
pub fn draw_svg(
    spec: &FigureSpec,
    l10n: &Localizer,
    locale: &Locale,
    fonts: &Fonts,
) -> Result<String, FigureError> {
    draw_svg_reporting(spec, l10n, locale, fonts).map(|(svg, _)| svg)
}

/// The SVG of one figure in one locale, drawn for `shape` (a report page or a slide).
pub fn draw_shaped(
    spec: &FigureSpec,
    l10n: &Localizer,
    locale: &Locale,
    fonts: &Fonts,
    shape: Shape,
) -> Result<String, FigureError> {
    draw_reporting(spec, l10n, locale, fonts, shape).map(|(svg, _)| svg)
}

/// The SVG of one figure in one locale, and a [`FigureError::MissingGlyph`] for every character
/// the bundled font cannot draw (it is drawn as `[U+XXXX]`). U+FFFD is left out: it only ever
/// stands for an unprintable character the text already lost, which no font fixes.
pub fn draw_svg_reporting(
    spec: &FigureSpec,
    l10n: &Localizer,
    locale: &Locale,
    fonts: &Fonts,
) -> Result<(String, Vec<FigureError>), FigureError> {
    draw_reporting(spec, l10n, locale, fonts, Shape::Page)
}

fn draw_reporting(
    spec: &FigureSpec,
    l10n: &Localizer,
    locale: &Locale,
    fonts: &Fonts,
    shape: Shape,
) -> Result<(String, Vec<FigureError>), FigureError> {
    // plotters lays text out with the bundled font whatever faces `fonts` holds (registered once).
    fonts::register_with_plotters()?;
    let cx = charts::Cx {
        l10n,
        locale,
        fonts,
        substituted: Default::default(),
    };
    let title = cx.s(&spec.title());
    let svg =
        charts::draw(&spec.data, &title, &cx, shape).map_err(|message| FigureError::Draw {
            figure: spec.name.to_string(),
            message,
        })?;
    let svg = svg::finish(&svg, &locale.tag, &title, &cx.s(&spec.alt));
    let mut seen = std::collections::BTreeSet::new();
    let warnings = cx
        .substituted
        .into_inner()
        .into_iter()
        .filter(|(c, _)| *c != '\u{FFFD}' && seen.insert(*c))
        .map(|(ch, text)| {
            // A 100k-character name would make an unreadable log line.
            let long = text.chars().count() > 80;
            let mut text: String = text.chars().take(80).collect();
            if long {
                text.push('…');
            }
            FigureError::MissingGlyph {
                figure: spec.name.to_string(),
                ch,
                text,
            }
        })
        .collect();
    Ok((svg, warnings))
}
