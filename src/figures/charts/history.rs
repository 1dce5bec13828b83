//! Figures, history: one line per scheme over the runs of a series (one panel per cell), the
//! 95% intervals as translucent bands, a break in every line where the machine changed, and
//! dashed verticals at detected changes.

use super::super::axis::Axis;
use super::super::canvas::{self, Chart, Descs, Drawn, Root};
use super::super::data::{HistoryPanel, Series};
use super::lines::{decimal, percent};
use super::{Cx, REFERENCE};
use crate::document::text::{t, value, Value};
use plotters::prelude::*;

/// Detected changes: a warm red, never a scheme colour.
pub const CHANGE: RGBColor = RGBColor(0xB0, 0x30, 0x30);
/// Machine changes: a light grey.
pub const MACHINE: RGBColor = RGBColor(0x99, 0x99, 0x99);
/// At most this many run labels on a panel's x axis (a date is about a fifth of a panel
/// wide); the other runs keep their grid line only.
const MAX_LABELS: usize = 4;

fn x_axis(runs: &[String]) -> Axis {
    let step = runs.len().div_ceil(MAX_LABELS).max(1);
    let mut axis = Axis::categories(runs.to_vec());
    let last = runs.len().saturating_sub(1);
    // The last run is labelled too, unless that would crowd the label before it.
    let last_fits = last % step == 0 || last % step > step.div_ceil(2);
    axis.ticks = axis
        .ticks
        .into_iter()
        .enumerate()
        .filter(|(i, _)| i % step == 0 || (*i == last && last_fits))
        .map(|(_, t)| t)
        .collect();
    axis.grid = true;
    axis
}

fn y_axis(cx: &Cx, panels: &[HistoryPanel], share: bool) -> Axis {
    let values: Vec<f64> = panels
        .iter()
        .flat_map(|p| &p.series)
        .flat_map(|s| {
            let bands = s.intervals.iter().flat_map(|i| [i.1, i.2]);
            s.points.iter().map(|p| p.1).chain(bands)
        })
        .filter(|v| v.is_finite())
        .collect();
    if share {
        let top = values.iter().copied().fold(0.05, f64::max);
        Axis::share(top, &|v| cx.s(&percent(v)))
    } else {
        Axis::log_125(&values, &[1.0], &|v| cx.s(&decimal(v)))
    }
}

/// Splits a series' (x, y) points where the machine changed, so no line joins two machines.
fn stretches(points: &[(f64, f64)], machine_changes: &[usize]) -> Vec<Vec<(f64, f64)>> {
    let mut out: Vec<Vec<(f64, f64)>> = vec![vec![]];
    for &(x, y) in points {
        let run = x as usize;
        if machine_changes.contains(&run) && !out.last().is_some_and(Vec::is_empty) {
            out.push(vec![]);
        }
        if let Some(last) = out.last_mut() {
            last.push((x, y));
        }
    }
    out
}

fn band(chart: &mut Chart, s: &Series, x: &Axis, y: &Axis, machine_changes: &[usize]) -> Drawn {
    let bounds: Vec<(f64, f64)> = s.intervals.iter().map(|i| (i.0, i.1)).collect();
    let highs: Vec<(f64, f64)> = s.intervals.iter().map(|i| (i.0, i.2)).collect();
    let fill = s.style.colour.mix(0.16).filled();
    for (lows, highs) in stretches(&bounds, machine_changes)
        .into_iter()
        .zip(stretches(&highs, machine_changes))
    {
        if lows.len() < 2 {
            continue;
        }
        let mut poly: Vec<(f64, f64)> = lows
            .iter()
            .map(|&(a, lo)| (x.map(a + 0.5), y.map(lo)))
            .collect();
        poly.extend(
            highs
                .iter()
                .rev()
                .map(|&(a, hi)| (x.map(a + 0.5), y.map(hi))),
        );
        chart
            .draw_series(std::iter::once(Polygon::new(poly, fill)))
            .map_err(|e| e.to_string())?;
    }
    Ok(())
}

fn verticals(chart: &mut Chart, y: &Axis, at: &[usize], colour: RGBColor) -> Drawn {
    for &run in at {
        let xv = run as f64;
        chart
            .draw_series(DashedLineSeries::new(
                vec![(xv, y.lo), (xv, y.hi)],
                5,
                4,
                colour.stroke_width(2),
            ))
            .map_err(|e| e.to_string())?;
    }
    Ok(())
}

fn panel(
    root: &Root,
    area: &Root,
    cx: &Cx,
    p: &HistoryPanel,
    axes: (&Axis, &Axis),
    markers: (&[usize], &[usize]),
    share: bool,
) -> Drawn {
    let (x, y) = axes;
    let title = cx.m_with(
        "figure-panel-cell",
        vec![
            ("concurrency", t(value(Value::Count(p.concurrency)))),
            ("tier", t(value(Value::Tier(p.tier_us)))),
        ],
    );
    let (xd, yd) = (
        cx.m("figure-axis-run"),
        cx.m(if share {
            "figure-axis-overhead-share"
        } else {
            "figure-axis-ratio"
        }),
    );
    let d = Descs {
        title: &title,
        x: &xd,
        y: &yd,
    };
    let mut chart = canvas::panel(area, &d, x, y)?;
    if !share {
        canvas::draw_reference(&mut chart, x, 0.0, REFERENCE)?;
    }
    verticals(&mut chart, y, markers.0, MACHINE)?;
    verticals(&mut chart, y, markers.1, CHANGE)?;
    for s in p.series.iter().rev() {
        band(&mut chart, s, x, y, markers.0)?;
    }
    for s in p.series.iter().rev() {
        for stretch in stretches(&s.points, markers.0) {
            let mapped: Vec<(f64, f64)> = stretch
                .iter()
                .map(|&(a, b)| (x.map(a + 0.5), y.map(b)))
                .collect();
            canvas::draw_series(root, &mut chart, &mapped, &s.style)?;
        }
    }
    Ok(())
}

pub fn draw(
    root: &Root,
    areas: &[Root],
    cx: &Cx,
    panels: &[HistoryPanel],
    share: bool,
    runs: &[String],
    markers: (&[usize], &[usize]),
) -> Drawn {
    let x = x_axis(runs);
    let y = y_axis(cx, panels, share);
    for (area, p) in areas.iter().zip(panels) {
        panel(root, area, cx, p, (&x, &y), markers, share)?;
    }
    Ok(())
}
