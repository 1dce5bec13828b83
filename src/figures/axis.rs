//! Figures, axes: ranges and tick positions in plot space. A log axis plots `log10(value)`, so
//! ticks sit exactly where we choose (measured tiers, measured concurrencies, 1-2-5 steps)
//! rather than where a plotting library's heuristics put them.

use plotters::coord::ranged1d::{DefaultFormatting, KeyPointHint, Ranged};
use std::ops::Range;

/// One axis: the plotted range and the ticks, all in plot space, with their labels.
#[derive(Debug, Clone, PartialEq)]
pub struct Axis {
    pub lo: f64,
    pub hi: f64,
    pub log: bool,
    /// Grid lines at the ticks; off for categories, whose ticks sit inside the groups.
    pub grid: bool,
    /// (position in plot space, label).
    pub ticks: Vec<(f64, String)>,
}

impl Axis {
    /// The plot-space position of a data value.
    pub fn map(&self, v: f64) -> f64 {
        if self.log {
            v.log10()
        } else {
            v
        }
    }

    /// The label of the tick nearest to plot-space `pos` (plotters asks by position).
    pub fn label(&self, pos: f64) -> String {
        self.ticks
            .iter()
            .min_by(|a, b| (a.0 - pos).abs().total_cmp(&(b.0 - pos).abs()))
            .map(|t| t.1.clone())
            .unwrap_or_default()
    }

    /// The plotters coordinate of this axis: linear over plot space, grid lines and labels at
    /// our ticks only.
    pub fn ranged(&self) -> TickedRange {
        TickedRange {
            lo: self.lo,
            hi: self.hi,
            ticks: self.ticks.iter().map(|t| t.0).collect(),
        }
    }

    /// A log axis with ticks exactly at `at` (e.g. the measured tiers), spanning them and
    /// `data`, padded so end markers are not cut.
    pub fn log_at(at: &[f64], data: &[f64], label: &dyn Fn(f64) -> String) -> Axis {
        let logs: Vec<f64> = at
            .iter()
            .chain(data)
            .filter(|v| **v > 0.0)
            .map(|v| v.log10())
            .collect();
        let (lo, hi) = padded(&logs, 0.08, 0.25);
        let ticks = at
            .iter()
            .filter(|v| **v > 0.0)
            .map(|&v| (v.log10(), label(v)))
            .collect();
        Axis {
            lo,
            hi,
            log: true,
            grid: true,
            ticks,
        }
    }

    /// A log axis over `data` with ticks on the 1-2-5 sequence (1-only when that is too many).
    pub fn log_125(data: &[f64], extra: &[f64], label: &dyn Fn(f64) -> String) -> Axis {
        let logs: Vec<f64> = data
            .iter()
            .chain(extra)
            .filter(|v| **v > 0.0)
            .map(|v| v.log10())
            .collect();
        let (lo, hi) = padded(&logs, 0.06, 0.15);
        let mut values = steps(lo, hi, &[1.0, 2.0, 5.0]);
        if values.len() > 8 {
            values = steps(lo, hi, &[1.0]);
        }
        if values.len() < 4 {
            values = steps(lo, hi, &[1.0, 1.5, 2.0, 3.0, 5.0, 7.0]);
        }
        if values.len() < 3 {
            values = linear_steps(10f64.powf(lo), 10f64.powf(hi));
        }
        let ticks = values.iter().map(|&v| (v.log10(), label(v))).collect();
        Axis {
            lo,
            hi,
            log: true,
            grid: true,
            ticks,
        }
    }

    /// A linear axis from 0 to just above `max` (a share: ticks every 10 or 20 points).
    pub fn share(max: f64, label: &dyn Fn(f64) -> String) -> Axis {
        let top = (max * 1.1).clamp(0.2, 1.05);
        let step = if top > 0.5 { 0.2 } else { 0.1 };
        let count = (top / step).floor() as usize;
        let ticks = (0..=count)
            .map(|i| i as f64 * step)
            .map(|v| (v, label(v)))
            .collect();
        Axis {
            lo: 0.0,
            hi: top,
            log: false,
            grid: true,
            ticks,
        }
    }

    /// Categories 0..n, each centred in a slot of width 1.
    pub fn categories(labels: Vec<String>) -> Axis {
        let hi = labels.len() as f64;
        let ticks = labels
            .into_iter()
            .enumerate()
            .map(|(i, l)| (i as f64 + 0.5, l))
            .collect();
        Axis {
            lo: 0.0,
            hi,
            log: false,
            grid: false,
            ticks,
        }
    }
}

/// A linear f64 coordinate whose key points are exactly the given ticks (plotters' own
/// `WithKeyPoints` cannot take a custom label formatter for f64).
#[derive(Debug, Clone)]
pub struct TickedRange {
    lo: f64,
    hi: f64,
    ticks: Vec<f64>,
}

impl Ranged for TickedRange {
    type FormatOption = DefaultFormatting;
    type ValueType = f64;

    fn map(&self, v: &f64, limit: (i32, i32)) -> i32 {
        let span = self.hi - self.lo;
        if span == 0.0 || !v.is_finite() {
            return (limit.0 + limit.1) / 2;
        }
        let frac = (v - self.lo) / span;
        limit.0 + (f64::from(limit.1 - limit.0) * frac).round() as i32
    }

    fn key_points<Hint: KeyPointHint>(&self, hint: Hint) -> Vec<f64> {
        // Light (minor) grid lines are not drawn: only our ticks.
        if hint.weight().allow_light_points() {
            return vec![];
        }
        self.ticks.clone()
    }

    fn range(&self) -> Range<f64> {
        self.lo..self.hi
    }
}

/// (min − pad, max + pad) of `logs`, with a minimum span so a single value still has room.
fn padded(logs: &[f64], fraction: f64, min_span: f64) -> (f64, f64) {
    let lo = logs.iter().copied().fold(f64::INFINITY, f64::min);
    let hi = logs.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    if !lo.is_finite() || !hi.is_finite() {
        return (0.0, 1.0);
    }
    let span = (hi - lo).max(min_span);
    let mid = (lo + hi) / 2.0;
    let half = span / 2.0 * (1.0 + 2.0 * fraction);
    (mid - half, mid + half)
}

/// Values `m × 10^k` (m from `mantissas`) inside the log10 range [lo, hi], ascending.
fn steps(lo: f64, hi: f64, mantissas: &[f64]) -> Vec<f64> {
    let mut out = Vec::new();
    for k in (lo.floor() as i32)..=(hi.ceil() as i32) {
        for &m in mantissas {
            // Built from a decimal string so 0.2 is exactly 0.2 (and its label prints as such).
            let v: f64 = format!("{m}e{k}").parse().unwrap_or(m * 10f64.powi(k));
            if (lo..=hi).contains(&v.log10()) {
                out.push(v);
            }
        }
    }
    out
}

/// Round-number ticks (1, 2, 2.5 or 5 × 10^k apart) inside the value range [lo, hi], for a
/// log axis that spans too little for 1-2-5 steps.
fn linear_steps(lo: f64, hi: f64) -> Vec<f64> {
    let raw = (hi - lo) / 5.0;
    if !(raw > 0.0 && raw.is_finite()) {
        return vec![];
    }
    let k = raw.log10().floor() as i32;
    let step = [1.0, 2.0, 2.5, 5.0, 10.0]
        .iter()
        .map(|m| {
            format!("{m}e{k}")
                .parse::<f64>()
                .unwrap_or(m * 10f64.powi(k))
        })
        .find(|s| *s >= raw)
        .unwrap_or(raw);
    let first = (lo / step).ceil() as i64;
    let last = (hi / step).floor() as i64;
    // Multiplying the integer index keeps every tick a clean multiple of the step.
    (first..=last)
        .map(|i| (i as f64 * step * 1e9).round() / 1e9)
        .filter(|v| *v > 0.0)
        .collect()
}

/// Decimals needed to print a tick value exactly (0.05 → 2, 1.5 → 1, 20 → 0), at most 6.
pub fn digits_for(v: f64) -> usize {
    (0..6)
        .find(|&d| {
            let scaled = v * 10f64.powi(d as i32);
            (scaled - scaled.round()).abs() <= 1e-9 * scaled.abs().max(1.0)
        })
        .unwrap_or(6)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ticks_sit_at_measured_values_and_125_steps() {
        let a = Axis::log_at(&[40.0, 300.0, 2700.0], &[], &|v| format!("{v}"));
        assert_eq!(a.ticks.len(), 3);
        assert!(a.lo < 40f64.log10() && a.hi > 2700f64.log10());
        let b = Axis::log_125(&[0.6, 3.5], &[1.0], &|v| format!("{v}"));
        let labels: Vec<&str> = b.ticks.iter().map(|t| t.1.as_str()).collect();
        assert_eq!(labels, ["0.7", "1", "1.5", "2", "3"]);
        let c = Axis::log_125(&[2.6e-3, 3.2e-3], &[], &|v| format!("{v}"));
        let labels: Vec<&str> = c.ticks.iter().map(|t| t.1.as_str()).collect();
        assert_eq!(labels, ["0.0025", "0.00275", "0.003", "0.00325"]);
        assert!(b.lo < 0.6f64.log10());
    }

    #[test]
    fn digits_print_ticks_exactly() {
        assert_eq!(digits_for(0.05), 2);
        assert_eq!(digits_for(0.5), 1);
        assert_eq!(digits_for(20.0), 0);
        assert_eq!(digits_for(1.5), 1);
        assert_eq!(digits_for(0.15), 2);
    }
}
