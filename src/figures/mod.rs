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
    #[error("figure `{figure}`: the character {ch:?} (U+{cp:04X}) in the text {text:?} has no glyph in the bundled font; add it to the subset (scripts/subset-fonts.sh) or rename the scheme", cp = *ch as u32)]
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
    draw_shaped(spec, l10n, locale, fonts, Shape::Page)
}

/// The SVG of one figure in one locale, drawn for `shape` (a report page or a slide).
pub fn draw_shaped(
    spec: &FigureSpec,
    l10n: &Localizer,
    locale: &Locale,
    fonts: &Fonts,
    shape: Shape,
) -> Result<String, FigureError> {
    // plotters lays text out with the bundled font whatever faces `fonts` holds (registered once).
    let _ = fonts;
    fonts::register_with_plotters()?;
    let cx = charts::Cx { l10n, locale };
    let title = cx.s(&spec.title());
    let svg =
        charts::draw(&spec.data, &title, &cx, shape).map_err(|message| FigureError::Draw {
            figure: spec.name.to_string(),
            message,
        })?;
    Ok(svg::finish(&svg, &locale.tag, &title, &cx.s(&spec.alt)))
}
