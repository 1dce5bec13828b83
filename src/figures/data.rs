//! Figures, plotting data: the numbers each chart draws, taken from the model by [`super::plan`]
//! (never formatted strings), grouped into panels and series.

use super::palette::Style;

/// One scheme's points in one panel.
#[derive(Debug, Clone, PartialEq)]
pub struct Series {
    /// The adapter name (archive data: escaped when drawn).
    pub scheme: String,
    pub style: Style,
    /// (x, y) in the chart's own units, sorted by x.
    pub points: Vec<(f64, f64)>,
    /// 95% intervals as (x, low, high), drawn as vertical bars; empty when not computed.
    pub intervals: Vec<(f64, f64, f64)>,
}

/// One small multiple: everything measured at one concurrency.
#[derive(Debug, Clone, PartialEq)]
pub struct Panel {
    pub concurrency: i64,
    pub series: Vec<Series>,
}

/// The per-round spread of one scheme at one (concurrency, tier) cell (seconds per task).
#[derive(Debug, Clone, PartialEq)]
pub struct Spread {
    pub scheme: String,
    pub style: Style,
    pub concurrency: i64,
    /// Per-round end-to-end per task (wall seconds / batch), sorted ascending.
    pub samples: Vec<f64>,
}

/// The legend: every scheme drawn in the figure, in model order.
#[derive(Debug, Clone, PartialEq)]
pub struct LegendEntry {
    pub scheme: String,
    pub style: Style,
}

/// One panel of a history figure: every run of a series at one cell.
#[derive(Debug, Clone, PartialEq)]
pub struct HistoryPanel {
    pub concurrency: i64,
    /// Microseconds.
    pub tier_us: f64,
    /// x = run index (0-based), y = the quantity; intervals give the bands.
    pub series: Vec<Series>,
}

/// What a figure draws.
#[derive(Debug, Clone, PartialEq)]
pub enum FigureData {
    /// x = tier (µs, log), y = overhead share (fraction); dashed line at `threshold`.
    Overhead { panels: Vec<Panel>, threshold: f64 },
    /// x = concurrency (log2), y = tasks per second, at one tier (µs).
    Throughput {
        tier_us: f64,
        concurrencies: Vec<i64>,
        series: Vec<Series>,
    },
    /// x = tier (µs, log), y = baseline / subject ratio (log); tie line at 1.
    Relative { panels: Vec<Panel> },
    /// Per panel (body tier, µs): one box per scheme per concurrency, y = seconds per task
    /// (log, each panel its own range: tiers differ by orders of magnitude).
    Latency {
        panels: Vec<(f64, Vec<Spread>)>,
        concurrencies: Vec<i64>,
    },
    /// x = the runs of one series in time order, y = an overhead share (`share`) or a
    /// baseline/subject ratio, one panel per cell; a line breaks where the machine changed;
    /// dashed verticals mark detected changes.
    History {
        share: bool,
        panels: Vec<HistoryPanel>,
        /// One label per run (its UTC date), drawn where they fit.
        runs: Vec<String>,
        machine_changes: Vec<usize>,
        changes: Vec<usize>,
    },
}

impl FigureData {
    /// Schemes that appear anywhere in the figure, in first-seen (model) order.
    pub fn legend(&self) -> Vec<LegendEntry> {
        let mut out: Vec<LegendEntry> = Vec::new();
        let mut add = |scheme: &str, style: Style| {
            if !out.iter().any(|e| e.scheme == scheme) {
                out.push(LegendEntry {
                    scheme: scheme.to_string(),
                    style,
                });
            }
        };
        match self {
            FigureData::Overhead { panels, .. } | FigureData::Relative { panels } => panels
                .iter()
                .flat_map(|p| &p.series)
                .for_each(|s| add(&s.scheme, s.style)),
            FigureData::Throughput { series, .. } => {
                series.iter().for_each(|s| add(&s.scheme, s.style))
            }
            FigureData::Latency { panels, .. } => panels
                .iter()
                .flat_map(|(_, spreads)| spreads)
                .for_each(|s| add(&s.scheme, s.style)),
            FigureData::History { panels, .. } => panels
                .iter()
                .flat_map(|p| &p.series)
                .for_each(|s| add(&s.scheme, s.style)),
        }
        // A scheme missing from the first panel must not move in the legend: model order.
        out.sort_by_key(|e| e.style.slot);
        out
    }
}
