//! Figures: charts drawn from model numbers. [`plan`] decides which figures an archive gets
//! (language-neutral), [`draw_svg`] draws one in one locale with plotters (real `<text>`,
//! `<title>`/`<desc>`), [`rasterize`] turns that very SVG into a PNG with resvg and the figure
//! fonts ([`Fonts`]: the project's, the theme's, the bundled ones), so PNGs are identical on
//! every machine.

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
pub use fonts::{drawable, invisible, Bytes as FontBytes, Chain, Face, Fonts, Group};
pub use plan::history::history as plan_history;
pub use plan::plan;
pub use raster::{parse as parse_svg, rasterize, render_png, SCALE};
use thiserror::Error;

/// Does a figure draw the text of message `id` (so every character of it needs a glyph)? The
/// titles, panel titles, axis descriptions, tick units and legend labels, and the number marks
/// tick labels are written with. (Captions, alt text and withheld reasons are HTML text.)
pub fn draws_message(id: &str) -> bool {
    const DRAWN: [&str; 5] = [
        "figure-title-",
        "figure-panel-",
        "figure-axis-",
        "figure-tick-",
        "figure-legend-",
    ];
    const NUMBERS: [&str; 7] = [
        "number-decimal-separator",
        "number-group-separator",
        "number-not-a-number",
        "number-infinity",
        "number-minus-infinity",
        "value-percent",
        "value-multiple",
    ];
    DRAWN.iter().any(|p| id.starts_with(p)) || NUMBERS.contains(&id)
}

/// Is `c` drawn as it is by some figure font (or invisible, needing none)?
pub fn draws(c: char, fonts: &Fonts) -> bool {
    fonts::draws(c, |c| fonts.has_glyph(c))
}

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
    #[error("{file}: the figure font cannot be loaded ({reason}); remove or replace the file (the bundled ones come from scripts/subset-fonts.sh)")]
    Font { file: String, reason: String },
    #[error("figure `{figure}`: drawing failed: {message}")]
    Draw { figure: String, message: String },
    #[error("figure `{figure}`: the SVG cannot be read back for rasterising: {message}")]
    Svg { figure: String, message: String },
    #[error("figure `{figure}`: the character {ch:?} (U+{cp:04X}) of {origin} has no glyph in any figure font, so the figure shows it as [U+{cp:04X}] in {text:?}; add a font that has it to the project's fonts/ folder (or the theme's fonts/), see README \"Themes\"", cp = *ch as u32)]
    MissingGlyph {
        figure: String,
        ch: char,
        /// Where the text came from: a message of a locale, or an archive field.
        origin: String,
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
/// no figure font can draw (it is drawn as `[U+XXXX]`), naming the message or archive field it
/// came from. U+FFFD is left out: it only ever stands for an unprintable character the text
/// already lost, which no font fixes.
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
    fonts::register_with_plotters()?;
    let chain = fonts.chain(&locale.figure_fonts);
    let cx = charts::Cx {
        l10n,
        locale,
        fonts: &chain,
        substituted: Default::default(),
    };
    let title = cx.s(&spec.title());
    let svg =
        charts::draw(&spec.data, &title, &cx, shape).map_err(|message| FigureError::Draw {
            figure: spec.name.to_string(),
            message,
        })?;
    let svg = svg::finish(
        &svg,
        &locale.tag,
        &chain.css_family(),
        &title,
        &cx.s(&spec.alt),
    );
    let mut seen = std::collections::BTreeSet::new();
    let warnings = cx
        .substituted
        .into_inner()
        .into_iter()
        .filter(|s| s.ch != '\u{FFFD}' && seen.insert(s.ch))
        .map(|s| FigureError::MissingGlyph {
            figure: spec.name.to_string(),
            ch: s.ch,
            origin: s.origin,
            text: shortened(&s.text),
        })
        .collect();
    Ok((svg, warnings))
}

/// A 100k-character name would make an unreadable log line.
fn shortened(text: &str) -> String {
    let mut out: String = text.chars().take(80).collect();
    if text.chars().count() > 80 {
        out.push('…');
    }
    out
}
