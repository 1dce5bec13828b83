//! Figures, `latency_distribution`: one box per scheme per concurrency over the per-round end-to-end
//! per task (box: middle half, whiskers: min to max, marker: median), one panel per body tier.

use super::super::axis::{digits_for, Axis};
use super::super::canvas::{self, Chart, Descs, Drawn, Root};
use super::super::data::Spread;
use super::Cx;
use crate::document::text::{t, value, Value};
use plotters::prelude::*;

/// A duration tick in the unit its own size calls for (50 µs, 1 ms, 2 s), locale-formatted.
fn duration_tick(cx: &Cx, seconds: f64) -> String {
    let (scaled, id) = if seconds >= 1.0 {
        (seconds, "figure-tick-seconds")
    } else if seconds >= 1e-3 {
        (seconds * 1e3, "figure-tick-milliseconds")
    } else {
        (seconds * 1e6, "figure-tick-microseconds")
    };
    // Rounding away float noise of the scaling (0.05 × 1e3 = 50.00000000000001).
    let scaled = (scaled * 1e6).round() / 1e6;
    let v = value(Value::Decimal {
        value: scaled,
        digits: digits_for(scaled),
    });
    cx.m_with(id, vec![("value", t(v))])
}

/// Type-7 percentile of sorted samples (archive-format 3.2).
fn percentile(sorted: &[f64], p: f64) -> f64 {
    let pos = (sorted.len() - 1) as f64 * p / 100.0;
    let lo = pos.floor() as usize;
    let hi = (lo + 1).min(sorted.len() - 1);
    let w = pos - lo as f64;
    sorted[lo] * (1.0 - w) + sorted[hi] * w
}

pub fn draw(
    root: &Root,
    areas: &[Root],
    cx: &Cx,
    panels: &[(f64, Vec<Spread>)],
    concurrencies: &[i64],
) -> Drawn {
    let x = Axis::categories(
        concurrencies
            .iter()
            .map(|&c| cx.s(&value(Value::Count(c))))
            .collect(),
    );
    let lanes = lanes(panels);
    let (xd, yd) = (
        cx.m("figure-axis-concurrency-groups"),
        cx.m("figure-axis-latency"),
    );
    for (area, (tier, spreads)) in areas.iter().zip(panels) {
        // Each tier gets its own y range: a shared one would flatten every box to a dash.
        let samples: Vec<f64> = spreads
            .iter()
            .flat_map(|s| s.samples.iter().copied())
            .collect();
        let y = Axis::log_125(&samples, &[], &|v| duration_tick(cx, v));
        let title = cx.m_with(
            "figure-panel-tier",
            vec![("tier", t(value(Value::Tier(*tier))))],
        );
        let d = Descs {
            title: &title,
            x: &xd,
            y: &yd,
            fonts: cx.fonts,
        };
        let mut chart = canvas::panel(area, &d, &x, &y)?;
        for s in spreads.iter().rev() {
            let Some(group) = concurrencies.iter().position(|&c| c == s.concurrency) else {
                continue;
            };
            let lane = lanes.iter().position(|&l| l == s.style.slot).unwrap_or(0);
            draw_box(root, &mut chart, &y, s, slot(group, lane, lanes.len()))?;
        }
    }
    Ok(())
}

/// Every panel reserves a lane per scheme of the figure (by palette slot), so a scheme sits at
/// the same offset within each concurrency group in every panel.
fn lanes(panels: &[(f64, Vec<Spread>)]) -> Vec<usize> {
    let mut lanes: Vec<usize> = panels
        .iter()
        .flat_map(|(_, s)| s)
        .map(|s| s.style.slot)
        .collect();
    lanes.sort();
    lanes.dedup();
    lanes
}

/// (centre, width) in plot space of lane `lane` of `lanes` within category `group`: the lanes
/// share the middle 80% of the category, each box filling 70% of its lane.
fn slot(group: usize, lane: usize, lanes: usize) -> (f64, f64) {
    let width = 0.8 / lanes.max(1) as f64;
    (
        group as f64 + 0.1 + (lane as f64 + 0.5) * width,
        width * 0.7,
    )
}

/// One box at plot-space x `centre` with width `w`.
fn draw_box(
    root: &Root,
    chart: &mut Chart,
    y: &Axis,
    s: &Spread,
    (centre, w): (f64, f64),
) -> Drawn {
    let q = |p: f64| y.map(percentile(&s.samples, p));
    let (min, q1, med, q3, max) = (q(0.0), q(25.0), q(50.0), q(75.0), q(100.0));
    let colour = s.style.colour;
    let stroke = colour.stroke_width(if s.style.highlight { 3 } else { 2 });
    let (x0, x1) = (centre - w / 2.0, centre + w / 2.0);
    let err = |e: plotters::drawing::DrawingAreaErrorKind<_>| e.to_string();
    chart
        .draw_series([PathElement::new(vec![(centre, min), (centre, q1)], stroke)])
        .map_err(err)?;
    chart
        .draw_series([PathElement::new(vec![(centre, q3), (centre, max)], stroke)])
        .map_err(err)?;
    chart
        .draw_series([Rectangle::new(
            [(x0, q1), (x1, q3)],
            colour.mix(0.22).filled(),
        )])
        .map_err(err)?;
    chart
        .draw_series([Rectangle::new([(x0, q1), (x1, q3)], stroke)])
        .map_err(err)?;
    chart
        .draw_series([PathElement::new(vec![(x0, med), (x1, med)], stroke)])
        .map_err(err)?;
    canvas::draw_marker(root, chart.backend_coord(&(centre, med)), &s.style)
}
