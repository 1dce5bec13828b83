//! The three pivot dimensions: latency, overhead share and throughput. Rows are (concurrency,
//! body tier), columns the subject first and then the baselines by name.

use super::build::ReportContext;
use super::text::*;
use super::{Block, Section, Table};
use crate::model::units::{Readability, UnitModel};

/// A trailing column: its header message and the cell of each (concurrency, tier) row.
type Trailer<'a> = (&'static str, &'a dyn Fn(i64, f64) -> Text);

/// A pivot table with one cell per scheme, plus an optional trailing column.
fn pivot(cx: &ReportContext, cell: impl Fn(&UnitModel) -> Text, trailer: Option<Trailer>) -> Table {
    let m = cx.model;
    let mut header = vec![msg("col-concurrency"), msg("col-tier")];
    header.extend(m.schemes.iter().map(|s| data(s.clone())));
    if let Some((label, _)) = trailer {
        header.push(msg(label));
    }
    let rows = m
        .cells()
        .into_iter()
        .map(|(c, tier)| {
            let mut row = vec![value(Value::Count(c)), value(Value::Tier(tier))];
            row.extend(
                m.schemes
                    .iter()
                    .map(|s| m.unit(s, c, tier).map_or(Text::Empty, &cell)),
            );
            if let Some((_, f)) = trailer {
                row.push(f(c, tier));
            }
            row
        })
        .collect();
    Table { header, rows }
}

fn dimension(id: &'static str, title: &'static str, note: Text, table: Table) -> Section {
    Section {
        id,
        title: msg(title),
        blocks: vec![
            Block::Note(note),
            Block::Table(table),
            Block::Paragraph(msg("pivot-pointer")),
        ],
    }
}

pub fn latency(cx: &ReportContext) -> Section {
    let table = pivot(cx, |u| value(Value::Duration(u.e2e.median)), None);
    dimension("latency", "section-latency", msg("latency-note"), table)
}

pub fn overhead(cx: &ReportContext) -> Section {
    let m = cx.model;
    let any_withheld = m.units.iter().any(|u| !u.readable());
    let why = |c: i64, tier: f64| -> Text {
        let mut reasons = vec![];
        let here: Vec<&UnitModel> = m
            .units
            .iter()
            .filter(|u| u.concurrency == c && u.tier_us == tier)
            .collect();
        if here
            .iter()
            .any(|u| u.readability == Readability::OverSubscribed)
        {
            reasons.push(msg_with(
                "overhead-why-oversubscribed",
                vec![(
                    "cores",
                    t(m.logical_cores
                        .map_or(Text::Empty, |k| value(Value::Count(k)))),
                )],
            ));
        }
        let negative: Vec<Text> = here
            .iter()
            .filter(|u| u.readability == Readability::Negative)
            .map(|u| data(u.adapter.clone()))
            .collect();
        if !negative.is_empty() {
            reasons.push(msg_with(
                "overhead-why-negative",
                vec![("schemes", t(Text::List(negative)))],
            ));
        }
        if reasons.is_empty() {
            Text::Empty
        } else {
            Text::Clauses(reasons)
        }
    };
    let cell = |u: &UnitModel| match u.overhead_ratio() {
        Some(r) => value(Value::Percent {
            fraction: r,
            digits: 2,
        }),
        None => Text::Empty,
    };
    let table = if any_withheld {
        pivot(cx, cell, Some(("col-withheld-why", &why)))
    } else {
        pivot(cx, cell, None)
    };
    let mut section = dimension("overhead", "section-overhead", msg("overhead-note"), table);
    if any_withheld {
        section
            .blocks
            .insert(1, Block::Note(msg("overhead-note-withheld")));
    }
    section
}

pub fn throughput(cx: &ReportContext) -> Section {
    let table = pivot(cx, |u| value(Value::Rate(u.throughput)), None);
    dimension(
        "throughput",
        "section-throughput",
        msg("throughput-note"),
        table,
    )
}
