//! The pull-request summary of two runs (`bench-site summary`): the head run's headline, the
//! cells whose change is significant (by interval and q-value), marked by shape and colour
//! word, and the rest for a collapsed block. Language-neutral like every document.

use super::conclusions::{extremes_text, tier};
use super::text::*;
use super::{Block, Table};
use crate::model::uncertainty::runs::{CellChange, Quantity};
use crate::model::RunModel;

fn pct(f: f64, digits: usize) -> Text {
    value(Value::Percent {
        fraction: f,
        digits,
    })
}

fn quantity(c: &CellChange, subject: &str) -> Text {
    let cell = vec![
        ("concurrency", t(value(Value::Count(c.concurrency)))),
        ("tier", t(tier(c.tier_us))),
        ("subject", t(data(subject.to_string()))),
    ];
    match &c.quantity {
        Quantity::Share => msg_with("history-metric-share", cell),
        Quantity::Ratio { baseline } => {
            let mut args = cell;
            args.push(("baseline", t(data(baseline.clone()))));
            msg_with("history-metric-ratio", args)
        }
    }
}

fn level(c: &CellChange, v: f64) -> Text {
    match c.quantity {
        Quantity::Share => pct(v, 2),
        Quantity::Ratio { .. } => value(Value::MultipleFine(v)),
    }
}

/// The change and its interval: a relative change for ratios, percentage points for shares.
fn change(c: &CellChange) -> Text {
    let id = match c.quantity {
        Quantity::Share => "summary-change-points",
        Quantity::Ratio { .. } => "summary-change-relative",
    };
    let mut args = vec![("change", t(pct(c.change, 1)))];
    match c.interval {
        Some(i) => {
            args.push(("low", t(pct(i.low, 1))));
            args.push(("high", t(pct(i.high, 1))));
            msg_with(id, args)
        }
        None => msg_with("summary-change-no-interval", args),
    }
}

/// The verdict: a colour and a shape (symbols, the same in every language) and the word.
fn mark(c: &CellChange) -> Text {
    let (symbols, id) = match (c.significant(), c.is_regression()) {
        (false, _) => ("⚪ ·", "summary-mark-none"),
        (true, true) => ("🔴 ▼", "summary-mark-worse"),
        (true, false) => ("🟢 ▲", "summary-mark-better"),
    };
    Text::Seq(vec![data(format!("{symbols} ")), msg(id)])
}

fn table(cells: &[&CellChange], subject: &str) -> Table {
    let rows = cells
        .iter()
        .map(|c| {
            vec![
                mark(c),
                quantity(c, subject),
                level(c, c.before),
                level(c, c.after),
                change(c),
                c.q.map_or(Text::Empty, super::uncertainty::probability),
            ]
        })
        .collect();
    Table {
        header: vec![
            msg("summary-col-mark"),
            msg("history-col-quantity"),
            msg("summary-col-base"),
            msg("summary-col-head"),
            msg("summary-col-change"),
            msg("col-q"),
        ],
        rows,
    }
}

/// (the visible blocks, the collapsed blocks and their summary line).
pub fn summary(
    base: &RunModel,
    head: &RunModel,
    changes: &[CellChange],
    instrument_changed: bool,
) -> (Vec<Block>, Text, Vec<Block>) {
    let subject = head.subject.clone().unwrap_or_default();
    let version = |m: &RunModel| data(m.environment.dist_version.clone().unwrap_or_default());
    let mut shown = vec![Block::Heading(msg_with(
        "summary-title",
        vec![
            (
                "product",
                t(data(
                    head.product.clone().unwrap_or_else(|| subject.clone()),
                )),
            ),
            ("head", t(version(head))),
            ("base", t(version(base))),
        ],
    ))];
    if head.subject.is_some() {
        shown.push(Block::Paragraph(extremes_text(&subject, &head.extremes)));
    }
    if instrument_changed {
        shown.push(Block::Warning(msg("summary-instrument-changed")));
    }
    let (significant, rest): (Vec<&CellChange>, Vec<&CellChange>) =
        changes.iter().partition(|c| c.significant());
    let worse = significant.iter().filter(|c| c.is_regression()).count();
    shown.push(Block::Paragraph(msg_with(
        "summary-counts",
        vec![
            ("significant", n(significant.len() as f64)),
            ("worse", n(worse as f64)),
            ("better", n((significant.len() - worse) as f64)),
            ("cells", n(changes.len() as f64)),
        ],
    )));
    if !significant.is_empty() {
        let mut sorted = significant.clone();
        sorted.sort_by(|a, b| {
            (b.is_regression(), b.change.abs())
                .partial_cmp(&(a.is_regression(), a.change.abs()))
                .unwrap_or(std::cmp::Ordering::Equal)
        });
        shown.push(Block::Table(table(&sorted, &subject)));
    }
    let collapsed_title = msg_with("summary-rest", vec![("count", n(rest.len() as f64))]);
    let collapsed = if rest.is_empty() {
        vec![]
    } else {
        vec![Block::Table(table(&rest, &subject))]
    };
    (shown, collapsed_title, collapsed)
}
