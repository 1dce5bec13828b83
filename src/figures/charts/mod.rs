//! Figures, charts: one drawing function per figure over the shared canvas. Every string drawn
//! comes from the locale through [`Cx`]; every number from the figure's data.

mod history;
mod latency;
mod lines;

use super::canvas::{self, Drawn, LegendItem, Root};
use super::data::{FigureData, LegendEntry};
use super::fonts::Chain;
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
    /// What draws the text, in the locale's order: characters no face has are drawn as
    /// `[U+XXXX]` instead.
    pub fonts: &'a Chain<'a>,
    /// Every substitution, for the build's warnings.
    pub substituted: std::cell::RefCell<Vec<Substitution>>,
}

/// A character drawn as `[U+XXXX]`: the text it was in and where that text came from.
pub struct Substitution {
    pub ch: char,
    pub text: String,
    /// `message `id` of locale xx`, or the archive field of a scheme name.
    pub origin: String,
}

impl Cx<'_> {
    pub fn s(&self, text: &Text) -> String {
        let plain = self.l10n.plain(self.locale, text);
        let has = |c| self.fonts.has_glyph(c);
        let drawable = super::fonts::drawable(&plain, has);
        if drawable != plain {
            let mut record = self.substituted.borrow_mut();
            for ch in plain.chars().filter(|c| !super::fonts::draws(*c, has)) {
                let origin = self
                    .origin(text, ch)
                    .unwrap_or_else(|| self.of_locale("a message"));
                record.push(Substitution {
                    ch,
                    text: plain.clone(),
                    origin,
                });
            }
        }
        drawable
    }

    fn of_locale(&self, what: &str) -> String {
        format!("{what} of locale {}", self.locale.tag)
    }

    /// Where character `c` of `text` comes from: the innermost argument that shows it, else
    /// the message itself. Archive data in figures is only ever a scheme name.
    fn origin(&self, text: &Text, c: char) -> Option<String> {
        let shows = |t: &Text| self.l10n.plain(self.locale, t).contains(c);
        match text {
            Text::Data(s) | Text::Code(s) | Text::Archive { value: s, .. } => s
                .contains(c)
                .then(|| format!("the scheme name {s:?} (archive field units[].adapter.name)")),
            Text::Msg(m) => m
                .args
                .iter()
                .find_map(|(_, a)| match a {
                    Arg::Text(t) if shows(t) => self.origin(t, c),
                    _ => None,
                })
                .or_else(|| Some(self.of_locale(&format!("message `{}`", m.id)))),
            Text::Value(_) => {
                Some(self.of_locale("the number format (number-* and value-* messages)"))
            }
            Text::Strong(t) | Text::Link { text: t, .. } => self.origin(t, c),
            Text::Seq(items) | Text::List(items) | Text::Clauses(items) => items
                .iter()
                .filter(|t| shows(t))
                .find_map(|t| self.origin(t, c))
                .or_else(|| Some(self.of_locale("the list separators"))),
            Text::Empty => Some(self.of_locale("message `empty-marker`")),
        }
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
            .map(|e| LegendItem::scheme(self.scheme_label(e), e.style, self.fonts))
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
            legend.push(LegendItem::dashed(label, REFERENCE, cx.fonts));
            panels.len()
        }
        FigureData::Relative { panels } => {
            legend.push(LegendItem::dashed(
                cx.m("figure-legend-tie"),
                REFERENCE,
                cx.fonts,
            ));
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
                legend.push(LegendItem::dashed(
                    cx.m("figure-legend-tie"),
                    REFERENCE,
                    cx.fonts,
                ));
            }
            if !changes.is_empty() {
                legend.push(LegendItem::dashed(
                    cx.m("figure-legend-change"),
                    history::CHANGE,
                    cx.fonts,
                ));
            }
            if !machine_changes.is_empty() {
                legend.push(LegendItem::dashed(
                    cx.m("figure-legend-machine"),
                    history::MACHINE,
                    cx.fonts,
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
