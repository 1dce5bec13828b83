//! The uncertainty of the comparisons in the document: interval and q-value cells for the
//! verdict tables, the appendix of every interval and test, and the caveats' cell lists.

use super::build::ReportContext;
use super::text::*;
use super::{Block, Table};
use crate::model::uncertainty::bootstrap::Interval;
use crate::model::uncertainty::{Agreement, ComparisonStats};

/// Below this, a p- or q-value is shown as "< 0.001".
const SMALLEST_SHOWN: f64 = 0.001;

pub fn probability(p: f64) -> Text {
    if p < SMALLEST_SHOWN {
        msg_with(
            "probability-below",
            vec![(
                "value",
                t(value(Value::Decimal {
                    value: SMALLEST_SHOWN,
                    digits: 3,
                })),
            )],
        )
    } else {
        value(Value::Decimal {
            value: p,
            digits: 3,
        })
    }
}

/// "0.412x to 0.451x" for a ratio interval: three decimals, so a bound next to parity
/// never rounds onto it.
pub fn ratio_interval(i: &Interval) -> Text {
    msg_with(
        "interval-range",
        vec![
            ("low", t(value(Value::MultipleFine(i.low)))),
            ("high", t(value(Value::MultipleFine(i.high)))),
        ],
    )
}

/// "12.30% to 14.10%" for a share interval.
pub fn share_interval(i: &Interval) -> Text {
    let pct = |f| {
        t(value(Value::Percent {
            fraction: f,
            digits: 2,
        }))
    };
    msg_with(
        "interval-range",
        vec![("low", pct(i.low)), ("high", pct(i.high))],
    )
}

/// The interval cell of a verdict table, flagged in place when it disagrees with the band.
/// `inverted` gives it as subject / baseline, the orientation of an unfavourable gap
/// ("the baseline is 1.45x faster").
pub fn interval_cell_oriented(s: Option<&ComparisonStats>, inverted: bool) -> Text {
    let Some(s) = s else {
        return Text::Empty;
    };
    let Some(i) = &s.interval else {
        return msg("interval-none");
    };
    let i = &if inverted {
        Interval {
            low: 1.0 / i.high,
            high: 1.0 / i.low,
        }
    } else {
        *i
    };
    match s.agreement {
        Agreement::IntervalExcludesParity => msg_with(
            "interval-flag-excludes",
            vec![("interval", t(ratio_interval(i)))],
        ),
        Agreement::IntervalIncludesParity => msg_with(
            "interval-flag-includes",
            vec![("interval", t(ratio_interval(i)))],
        ),
        _ => ratio_interval(i),
    }
}

/// The interval as baseline / subject.
pub fn interval_cell(s: Option<&ComparisonStats>) -> Text {
    interval_cell_oriented(s, false)
}

pub fn q_cell(s: Option<&ComparisonStats>) -> Text {
    s.and_then(|s| s.q).map_or(Text::Empty, probability)
}

fn percent(f: f64, digits: usize) -> Text {
    value(Value::Percent {
        fraction: f,
        digits,
    })
}

fn opt<T>(v: Option<T>, f: impl FnOnce(T) -> Text) -> Text {
    v.map_or(Text::Empty, f)
}

/// Appendix: every comparison's interval, test, effect size and detectable difference.
fn comparisons_table(cx: &ReportContext) -> Table {
    let rows = cx
        .model
        .uncertainty
        .comparisons
        .iter()
        .map(|s| {
            vec![
                data(s.baseline.clone()),
                value(Value::Count(s.concurrency)),
                value(Value::Tier(s.tier_us)),
                value(Value::Multiple(s.ratio)),
                interval_cell(Some(s)),
                opt(s.test, |t| {
                    value(Value::Decimal {
                        value: t.u,
                        digits: 1,
                    })
                }),
                opt(s.test, |t| probability(t.p)),
                q_cell(Some(s)),
                opt(s.shift, |d| percent(d, 1)),
                opt(s.detectable, |d| percent(d, 1)),
                opt(s.rounds_for_target, |n| value(Value::Count(n as i64))),
            ]
        })
        .collect();
    Table {
        header: vec![
            msg("col-baseline"),
            msg("col-concurrency"),
            msg("col-tier"),
            msg("col-ratio"),
            msg("col-interval"),
            msg("col-u"),
            msg("col-p"),
            msg("col-q"),
            msg("col-shift"),
            msg("col-detectable"),
            msg("col-rounds-needed"),
        ],
        rows,
    }
}

fn shares_table(cx: &ReportContext) -> Table {
    let rows = cx
        .model
        .uncertainty
        .shares
        .iter()
        .map(|s| {
            vec![
                data(s.adapter.clone()),
                value(Value::Count(s.concurrency)),
                value(Value::Tier(s.tier_us)),
                percent(s.share, 2),
                opt(s.interval.as_ref(), share_interval),
            ]
        })
        .collect();
    Table {
        header: vec![
            msg("col-scheme"),
            msg("col-concurrency"),
            msg("col-tier"),
            msg("col-share"),
            msg("col-interval"),
        ],
        rows,
    }
}

/// The appendix blocks of the uncertainty section.
pub fn appendix_blocks(cx: &ReportContext) -> Vec<Block> {
    let u = &cx.model.uncertainty;
    let mut out = vec![Block::Heading(msg("appendix-uncertainty"))];
    out.push(Block::Note(msg("appendix-uncertainty-note")));
    if u.comparisons.is_empty() {
        out.push(Block::Paragraph(msg("appendix-uncertainty-none")));
    } else {
        out.push(Block::Table(comparisons_table(cx)));
    }
    out.push(Block::Heading(msg("appendix-share-intervals")));
    if u.shares.is_empty() {
        out.push(Block::Paragraph(msg("appendix-share-intervals-none")));
    } else {
        out.push(Block::Table(shares_table(cx)));
    }
    out
}

/// "asyncio_pool · 4 · 300 µs" for the caveats' cell lists.
pub fn cell_text(s: &ComparisonStats) -> Text {
    msg_with(
        "uncertainty-cell",
        vec![
            ("baseline", t(data(s.baseline.clone()))),
            ("concurrency", t(value(Value::Count(s.concurrency)))),
            ("tier", t(value(Value::Tier(s.tier_us)))),
        ],
    )
}

pub fn detectable_cell_text(s: &ComparisonStats) -> Text {
    msg_with(
        "uncertainty-cell-detectable",
        vec![
            ("cell", t(cell_text(s))),
            ("detectable", t(opt(s.detectable, |d| percent(d, 1)))),
            (
                "rounds",
                t(opt(s.rounds_for_target, |n| value(Value::Count(n as i64)))),
            ),
        ],
    )
}
