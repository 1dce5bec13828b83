//! Appendix A (every field of every unit, in the report) and Appendix B (every raw per-round
//! sample, in `appendix-raw.md`).

use super::build::ReportContext;
use super::text::*;
use super::{Block, Section, Table};
use crate::model::stats::Stats;
use crate::model::units::{Readability, UnitModel};

fn key_cells(u: &UnitModel) -> Vec<Text> {
    vec![
        data(u.adapter.clone()),
        value(Value::Count(u.concurrency)),
        value(Value::Tier(u.tier_us)),
    ]
}

fn key_header() -> Vec<Text> {
    vec![msg("col-scheme"), msg("col-concurrency"), msg("col-tier")]
}

fn d(s: f64) -> Text {
    value(Value::Duration(s))
}

fn opt<T>(v: Option<T>, f: impl Fn(T) -> Text) -> Text {
    v.map_or(Text::Empty, f)
}

fn summary_cells(s: &Stats) -> Vec<Text> {
    vec![
        value(Value::Count(s.n as i64)),
        d(s.median),
        d(s.mean),
        d(s.min),
        d(s.max),
        d(s.stdev),
        d(s.p95),
        d(s.p99),
        d(s.iqr),
        value(Value::Decimal {
            value: s.relative_spread,
            digits: 3,
        }),
    ]
}

fn summary_header() -> Vec<Text> {
    let mut h = key_header();
    for id in [
        "col-n",
        "col-median",
        "col-mean",
        "col-min",
        "col-max",
        "col-stdev",
        "col-p95",
        "col-p99",
        "col-iqr",
        "col-relative-spread",
    ] {
        h.push(msg(id));
    }
    h
}

fn summary_table(units: &[UnitModel], pick: impl Fn(&UnitModel) -> Option<Stats>) -> Table {
    Table {
        header: summary_header(),
        rows: units
            .iter()
            .filter_map(|u| {
                let s = pick(u)?;
                let mut row = key_cells(u);
                row.extend(summary_cells(&s));
                Some(row)
            })
            .collect(),
    }
}

fn readability(u: &UnitModel) -> Text {
    msg(match u.readability {
        Readability::Readable => "readability-readable",
        Readability::OverSubscribed => "readability-oversubscribed",
        Readability::Negative => "readability-negative",
    })
}

fn overhead_table(units: &[UnitModel]) -> Table {
    let mut header = key_header();
    for id in [
        "col-overhead",
        "col-overhead-share",
        "col-overhead-raw",
        "col-body-median",
        "col-readability",
    ] {
        header.push(msg(id));
    }
    let rows = units
        .iter()
        .map(|u| {
            let mut row = key_cells(u);
            row.push(opt(u.overhead_seconds(), d));
            row.push(opt(u.overhead_ratio(), |r| {
                value(Value::Percent {
                    fraction: r,
                    digits: 2,
                })
            }));
            row.push(d(u.overhead_seconds_raw));
            row.push(d(u.body.median));
            row.push(readability(u));
            row
        })
        .collect();
    Table { header, rows }
}

fn throughput_table(units: &[UnitModel]) -> Table {
    let mut header = key_header();
    header.push(msg("col-throughput"));
    header.push(msg("col-throughput-stored"));
    let rows = units
        .iter()
        .map(|u| {
            let mut row = key_cells(u);
            row.push(value(Value::Rate(u.throughput)));
            row.push(opt(u.throughput_stored, |v| {
                value(Value::Decimal {
                    value: v,
                    digits: 1,
                })
            }));
            row
        })
        .collect();
    Table { header, rows }
}

fn facts_table(units: &[UnitModel]) -> Table {
    let mut header = key_header();
    for id in [
        "col-pid",
        "col-iterations",
        "col-warmup",
        "col-measured",
        "col-child-elapsed",
        "col-body-target",
        "col-body-deviation",
        "col-body-deviation-ok",
        "col-source",
    ] {
        header.push(msg(id));
    }
    let count = |v: i64| value(Value::Count(v));
    let rows = units
        .iter()
        .map(|u| {
            let mut row = key_cells(u);
            row.push(opt(u.pid, |p| value(Value::Id(p))));
            row.push(opt(u.iterations, count));
            row.push(opt(u.warmup_rounds, count));
            row.push(opt(u.measured_rounds, count));
            row.push(opt(u.child_elapsed_seconds, d));
            row.push(d(u.body_target_seconds));
            row.push(opt(u.body_deviation, |v| {
                value(Value::Percent {
                    fraction: v,
                    digits: 1,
                })
            }));
            row.push(opt(u.body_deviation_ok, |ok| {
                msg(if ok { "yes" } else { "no" })
            }));
            row.push(msg(if u.recomputed {
                "source-recomputed"
            } else {
                "source-stored"
            }));
            row
        })
        .collect();
    Table { header, rows }
}

fn failed_table(cx: &ReportContext) -> Table {
    let mut header = key_header();
    header.push(msg("col-status"));
    header.push(msg("col-error"));
    header.push(msg("col-stderr"));
    let rows = cx
        .model
        .failed
        .iter()
        .map(|f| {
            vec![
                data(f.adapter.clone()),
                value(Value::Count(f.concurrency)),
                value(Value::Tier(f.tier_us)),
                match f.no_valid_rounds {
                    Some(rounds) => {
                        msg_with("status-no-valid-rounds", vec![("rounds", n(rounds as f64))])
                    }
                    None => data(f.status.clone()),
                },
                opt(f.error.clone(), archive),
                opt(f.stderr.clone().filter(|s| !s.trim().is_empty()), |s| {
                    Text::Code(last_lines(&s, 3))
                }),
            ]
        })
        .collect();
    Table { header, rows }
}

/// The last `n` non-empty lines of a stderr dump, joined with " ⏎ " so they fit a cell.
fn last_lines(s: &str, n: usize) -> String {
    let lines: Vec<&str> = s.lines().filter(|l| !l.trim().is_empty()).collect();
    lines[lines.len().saturating_sub(n)..].join(" ⏎ ")
}

/// Every value the statistics left out, with where it is and why.
fn excluded_block(cx: &ReportContext) -> Block {
    use super::findings_sections::{excluded_field, excluded_problem, excluded_value};
    if cx.model.excluded.is_empty() {
        return Block::Paragraph(msg("appendix-excluded-none"));
    }
    let mut header = key_header();
    header.extend([
        msg("col-round"),
        msg("col-field"),
        msg("col-value"),
        msg("col-reason"),
    ]);
    let rows = cx
        .model
        .excluded
        .iter()
        .map(|e| {
            vec![
                data(e.adapter.clone()),
                value(Value::Count(e.concurrency)),
                value(Value::Tier(e.tier_us)),
                value(Value::Id(e.round)),
                excluded_field(e),
                excluded_value(e),
                excluded_problem(e),
            ]
        })
        .collect();
    Block::Table(Table { header, rows })
}

fn cross_check_blocks(cx: &ReportContext) -> Vec<Block> {
    let c = &cx.model.summary_check;
    let mut blocks = vec![Block::Paragraph(msg_with(
        "cross-check-summary",
        vec![
            ("fields", n(c.fields_compared as f64)),
            (
                "difference",
                t(value(Value::Raw(c.max_relative_difference))),
            ),
            ("mismatches", n(c.mismatches.len() as f64)),
            (
                "ratio_difference",
                t(value(Value::Raw(cx.model.relative_max_difference))),
            ),
        ],
    ))];
    if !c.mismatches.is_empty() {
        let mut header = key_header();
        header.push(msg("col-field"));
        header.push(msg("col-stored"));
        header.push(msg("col-recomputed"));
        let rows = c
            .mismatches
            .iter()
            .map(|m| {
                vec![
                    data(m.adapter.clone()),
                    value(Value::Count(m.concurrency)),
                    value(Value::Tier(m.tier_us)),
                    Text::Code(m.field.clone()),
                    value(Value::Raw(m.stored)),
                    value(Value::Raw(m.recomputed)),
                ]
            })
            .collect();
        blocks.push(Block::Table(Table { header, rows }));
    }
    blocks
}

pub fn appendix(cx: &ReportContext) -> Section {
    let units = &cx.model.units;
    let mut blocks = vec![
        Block::Note(msg("appendix-note")),
        Block::Heading(msg("appendix-latency")),
        Block::Table(summary_table(units, |u| Some(u.e2e))),
        Block::Heading(msg("appendix-body")),
        Block::Table(summary_table(units, |u| Some(u.body))),
        Block::Heading(msg("appendix-wall")),
        Block::Table(summary_table(units, |u| u.wall)),
        Block::Heading(msg("appendix-overhead")),
        Block::Table(overhead_table(units)),
        Block::Heading(msg("appendix-throughput")),
        Block::Table(throughput_table(units)),
        Block::Heading(msg("appendix-facts")),
        Block::Table(facts_table(units)),
        Block::Heading(msg("appendix-failed")),
    ];
    if cx.model.failed.is_empty() {
        blocks.push(Block::Paragraph(msg("appendix-failed-none")));
    } else {
        blocks.push(Block::Table(failed_table(cx)));
    }
    blocks.push(Block::Heading(msg("appendix-excluded")));
    blocks.push(excluded_block(cx));
    blocks.extend(super::uncertainty::appendix_blocks(cx));
    blocks.push(Block::Heading(msg("appendix-cross-check")));
    blocks.extend(cross_check_blocks(cx));
    blocks.push(Block::Heading(msg("appendix-unknown")));
    if cx.model.unknown_fields.is_empty() {
        blocks.push(Block::Paragraph(msg("appendix-unknown-none")));
    } else {
        let rows = cx
            .model
            .unknown_fields
            .iter()
            .map(|(p, v)| vec![Text::Code(p.clone()), Text::Code(v.clone())])
            .collect();
        blocks.push(Block::Table(Table {
            header: vec![msg("col-field"), msg("col-value")],
            rows,
        }));
    }
    blocks.push(Block::Paragraph(msg("appendix-raw-pointer")));
    Section {
        id: "appendix",
        title: msg("section-appendix"),
        blocks,
    }
}

/// Appendix B: one table of raw rounds per unit. Body samples are listed in stored order.
pub fn raw_samples(cx: &ReportContext) -> Section {
    let mut blocks = vec![Block::Note(msg("raw-note"))];
    // Units without a single valid round keep their raw values here too.
    let mut listed: Vec<(usize, &str, i64, f64)> = cx
        .model
        .units
        .iter()
        .map(|u| (u.index, u.adapter.as_str(), u.concurrency, u.tier_us))
        .chain(
            cx.model
                .failed
                .iter()
                .filter(|f| f.no_valid_rounds.is_some())
                .map(|f| (f.index, f.adapter.as_str(), f.concurrency, f.tier_us)),
        )
        .collect();
    listed.sort_by_key(|u| u.0);
    for (index, adapter, concurrency, tier_us) in listed {
        blocks.push(Block::Heading(msg_with(
            "raw-unit-heading",
            vec![
                ("scheme", t(data(adapter.to_string()))),
                ("concurrency", t(value(Value::Count(concurrency)))),
                ("tier", t(value(Value::Tier(tier_us)))),
            ],
        )));
        match cx.model.raw_rounds.get(index) {
            Some(rounds) if !rounds.is_empty() => {
                let rows = rounds
                    .iter()
                    .map(|r| {
                        vec![
                            opt(r.round, |i| value(Value::Id(i))),
                            value(Value::Count(r.batch)),
                            value(Value::Raw(r.wall_seconds)),
                            Text::List(
                                r.body_seconds
                                    .iter()
                                    .map(|b| value(Value::Raw(*b)))
                                    .collect(),
                            ),
                        ]
                    })
                    .collect();
                blocks.push(Block::Table(Table {
                    header: vec![
                        msg("col-round"),
                        msg("col-batch"),
                        msg("col-wall-seconds"),
                        msg("col-body-samples"),
                    ],
                    rows,
                }));
            }
            _ => blocks.push(Block::Paragraph(msg("raw-none"))),
        }
    }
    Section {
        id: "appendix-raw",
        title: msg("section-appendix-raw"),
        blocks,
    }
}
