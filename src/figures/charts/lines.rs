//! Figures, line charts: `overhead_ratio` and `relative_multiple` (one panel per concurrency,
//! tiers on a log x axis) and `throughput` (concurrency on a log x axis, ticks where measured).

use super::super::axis::{digits_for, Axis};
use super::super::canvas::{self, Descs, Drawn, Root};
use super::super::data::{Panel, Series};
use super::{Cx, REFERENCE};
use crate::document::text::{t, value, Text, Value};

pub fn percent(fraction: f64) -> Text {
    value(Value::Percent {
        fraction,
        digits: 0,
    })
}

/// A decimal tick label with just the digits the value needs, grouped by the locale.
pub fn decimal(v: f64) -> Text {
    value(Value::Decimal {
        value: v,
        digits: digits_for(v),
    })
}

fn panel_title(cx: &Cx, c: i64) -> String {
    cx.m_with(
        "figure-panel-concurrency",
        vec![("concurrency", t(value(Value::Count(c))))],
    )
}

/// Every tier any panel measured, ascending: the x ticks.
fn tiers(panels: &[Panel]) -> Vec<f64> {
    let mut v: Vec<f64> = panels
        .iter()
        .flat_map(|p| &p.series)
        .flat_map(|s| s.points.iter().map(|p| p.0))
        .collect();
    v.sort_by(f64::total_cmp);
    v.dedup();
    v
}

fn mapped(s: &Series, x: &Axis, y: &Axis) -> Vec<(f64, f64)> {
    s.points
        .iter()
        .map(|&(a, b)| (x.map(a), y.map(b)))
        .collect()
}

/// Draws each panel's series over the shared axes; the subject last, so it lies on top.
fn panels_with(
    root: &Root,
    areas: &[Root],
    cx: &Cx,
    panels: &[Panel],
    axes: (&Axis, &Axis),
    descs: (&str, &str),
    reference: f64,
) -> Drawn {
    let (x, y) = axes;
    for (area, p) in areas.iter().zip(panels) {
        let title = panel_title(cx, p.concurrency);
        let d = Descs {
            title: &title,
            x: descs.0,
            y: descs.1,
            fonts: cx.fonts,
        };
        let mut chart = canvas::panel(area, &d, x, y)?;
        canvas::draw_reference(&mut chart, x, reference, REFERENCE)?;
        for s in p.series.iter().rev() {
            let bars: Vec<(f64, f64, f64)> = s
                .intervals
                .iter()
                .map(|&(a, lo, hi)| (x.map(a), y.map(lo), y.map(hi)))
                .collect();
            canvas::draw_error_bars(&mut chart, &bars, &s.style)?;
            canvas::draw_series(root, &mut chart, &mapped(s, x, y), &s.style)?;
        }
    }
    Ok(())
}

pub fn overhead(root: &Root, areas: &[Root], cx: &Cx, panels: &[Panel], threshold: f64) -> Drawn {
    let x = Axis::log_at(&tiers(panels), &[], &|v| cx.s(&value(Value::Tier(v))));
    let top = panels
        .iter()
        .flat_map(|p| &p.series)
        .flat_map(|s| {
            s.points
                .iter()
                .map(|p| p.1)
                .chain(s.intervals.iter().map(|i| i.2))
        })
        .fold(threshold, f64::max);
    let y = Axis::share(top, &|v| cx.s(&percent(v)));
    let descs = (cx.m("figure-axis-tier"), cx.m("figure-axis-overhead-share"));
    panels_with(
        root,
        areas,
        cx,
        panels,
        (&x, &y),
        (&descs.0, &descs.1),
        threshold,
    )
}

pub fn relative(root: &Root, areas: &[Root], cx: &Cx, panels: &[Panel]) -> Drawn {
    let x = Axis::log_at(&tiers(panels), &[], &|v| cx.s(&value(Value::Tier(v))));
    let ratios: Vec<f64> = panels
        .iter()
        .flat_map(|p| &p.series)
        .flat_map(|s| {
            let bounds = s.intervals.iter().flat_map(|i| [i.1, i.2]);
            s.points.iter().map(|p| p.1).chain(bounds)
        })
        .collect();
    // The tie at 1.0 is always in view: it is what every ratio is read against.
    let y = Axis::log_125(&ratios, &[1.0], &|v| cx.s(&decimal(v)));
    let descs = (cx.m("figure-axis-tier"), cx.m("figure-axis-ratio"));
    panels_with(root, areas, cx, panels, (&x, &y), (&descs.0, &descs.1), 0.0)
}

pub fn throughput(
    root: &Root,
    area: &Root,
    cx: &Cx,
    tier_us: f64,
    concurrencies: &[i64],
    series: &[Series],
) -> Drawn {
    let cs: Vec<f64> = concurrencies.iter().map(|&c| c as f64).collect();
    let x = Axis::log_at(&cs, &[], &|v| cx.s(&value(Value::Count(v as i64))));
    let rates: Vec<f64> = series
        .iter()
        .flat_map(|s| s.points.iter().map(|p| p.1))
        .collect();
    let y = Axis::log_125(&rates, &[], &|v| cx.s(&decimal(v)));
    let title = cx.m_with(
        "figure-panel-tier",
        vec![("tier", t(value(Value::Tier(tier_us))))],
    );
    let (xd, yd) = (
        cx.m("figure-axis-concurrency"),
        cx.m("figure-axis-throughput"),
    );
    let d = Descs {
        title: &title,
        x: &xd,
        y: &yd,
        fonts: cx.fonts,
    };
    let mut chart = canvas::panel(area, &d, &x, &y)?;
    for s in series.iter().rev() {
        canvas::draw_series(root, &mut chart, &mapped(s, &x, &y), &s.style)?;
    }
    Ok(())
}
