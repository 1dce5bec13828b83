//! Figures, charts: one drawing function per figure over the shared canvas. Every string drawn
//! comes from the locale through [`Cx`]; every number from the figure's data.

mod history;
mod latency;
mod lines;

use super::canvas::{self, Drawn, LegendItem, Root};
use super::data::{FigureData, LegendEntry};
use crate::document::text::{data, msg, msg_with, t, Arg, Text};
use crate::i18n::{Locale, Localizer};
use plotters::prelude::IntoDrawingArea;
use plotters::style::RGBColor;

/// Reference lines (threshold, tie) are drawn in a neutral dark grey, never a scheme colour.
pub const REFERENCE: RGBColor = RGBColor(0x55, 0x55, 0x55);

/// The localization context of one drawing.
pub struct Cx<'a> {
    pub l10n: &'a Localizer,
    pub locale: &'a Locale,
    /// What draws the text: characters it lacks are drawn as `[U+XXXX]` instead.
    pub fonts: &'a super::Fonts,
    /// (character, text) of every substitution, for the build's warnings.
    pub substituted: std::cell::RefCell<Vec<(char, String)>>,
}

impl Cx<'_> {
    pub fn s(&self, text: &Text) -> String {
        let plain = self.l10n.plain(self.locale, text);
        let drawable = super::fonts::drawable(&plain, self.fonts);
        if drawable != plain {
            let mut record = self.substituted.borrow_mut();
            for c in plain
                .chars()
                .filter(|c| !super::fonts::draws(*c, self.fonts))
            {
                record.push((c, plain.clone()));
            }
        }
        drawable
    }
    pub fn m(&self, id: &'static str) -> String {
        self.s(&msg(id))
    }
    pub fn m_with(&self, id: &'static str, args: Vec<(&'static str, Arg)>) -> String {
        self.s(&msg_with(id, args))
    }

    /// A legend label: the subject says that it is the framework under test.
    fn scheme_label(&self, e: &LegendEntry) -> String {
        if e.style.highlight {
            self.m_with(
                "figure-legend-subject",
                vec![("scheme", t(data(e.scheme.clone())))],
            )
        } else {
            self.s(&data(e.scheme.clone()))
        }
    }

    pub fn legend(&self, fig: &FigureData) -> Vec<LegendItem> {
        fig.legend()
            .iter()
            .map(|e| LegendItem::Scheme(self.scheme_label(e), e.style))
            .collect()
    }
}

/// Draws `fig` into a fresh SVG string of the canvas width and the height its panels need.
pub fn draw(fig: &FigureData, title: &str, cx: &Cx, shape: canvas::Shape) -> Drawn<String> {
    let mut legend = cx.legend(fig);
    let panels = match fig {
        FigureData::Overhead { panels, threshold } => {
            let label = cx.m_with(
                "figure-legend-threshold",
                vec![("threshold", t(lines::percent(*threshold)))],
            );
            legend.push(LegendItem::Dashed(label, REFERENCE));
            panels.len()
        }
        FigureData::Relative { panels } => {
            legend.push(LegendItem::Dashed(cx.m("figure-legend-tie"), REFERENCE));
            panels.len()
        }
        FigureData::Throughput { .. } => 1,
        FigureData::Latency { panels, .. } => panels.len(),
        FigureData::History {
            panels,
            share,
            machine_changes,
            changes,
            ..
        } => {
            if !*share {
                legend.push(LegendItem::Dashed(cx.m("figure-legend-tie"), REFERENCE));
            }
            if !changes.is_empty() {
                legend.push(LegendItem::Dashed(
                    cx.m("figure-legend-change"),
                    history::CHANGE,
                ));
            }
            if !machine_changes.is_empty() {
                legend.push(LegendItem::Dashed(
                    cx.m("figure-legend-machine"),
                    history::MACHINE,
                ));
            }
            panels.len()
        }
    };
    let layout = canvas::layout(panels, &legend, shape);
    let mut svg = String::new();
    {
        let root: Root =
            plotters::prelude::SVGBackend::with_string(&mut svg, (layout.width, layout.height))
                .into_drawing_area();
        let areas = canvas::frame(&root, &layout, title, &legend)?;
        match fig {
            FigureData::Overhead { panels, threshold } => {
                lines::overhead(&root, &areas, cx, panels, *threshold)?
            }
            FigureData::Throughput {
                tier_us,
                concurrencies,
                series,
            } => lines::throughput(&root, &areas[0], cx, *tier_us, concurrencies, series)?,
            FigureData::Relative { panels } => lines::relative(&root, &areas, cx, panels)?,
            FigureData::Latency {
                panels,
                concurrencies,
            } => latency::draw(&root, &areas, cx, panels, concurrencies)?,
            FigureData::History {
                share,
                panels,
                runs,
                machine_changes,
                changes,
            } => history::draw(
                &root,
                &areas,
                cx,
                panels,
                *share,
                runs,
                (machine_changes, changes),
            )?,
        }
        root.present().map_err(|e| e.to_string())?;
    }
    Ok(svg)
}
