//! Appendix A (every field of every unit, in the report) and Appendix B (`appendix-raw.md`:
//! where every raw per-round sample is, in the archive's `rounds.csv` or in the archive itself,
//! and what each value holds).

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
                t(value(Value::Significant(c.max_relative_difference))),
            ),
            ("mismatches", n(c.mismatches.len() as f64)),
            (
                "ratio_difference",
                t(value(Value::Significant(cx.model.relative_max_difference))),
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

/// Where Appendix B's values are, shared by every locale.
pub enum RawSource<'a> {
    /// The archive's `rounds.csv` (or `.rounds.csv.gz`): one line per raw round.
    Csv {
        /// Relative to the report's directory.
        href: &'a str,
        /// Its file name, as the text says it.
        name: &'a str,
    },
    /// No CSV (`[outputs]` leaves `rounds` out): the archive itself, copied into the site or
    /// linked, holds every round under `units[i].rounds`.
    Archive {
        /// The archive copy or the archive's URL, relative to the report's directory.
        href: &'a str,
        /// The archive's file name, as the text says it.
        name: &'a str,
    },
}

/// Appendix B: where every raw round is (a link), what each of its values holds and where
/// each unit's rounds are. The values themselves are in the CSV or in the archive, once for
/// every locale.
pub fn raw_samples(cx: &ReportContext, source: &RawSource) -> Section {
    let blocks = match source {
        RawSource::Csv { href, name } => raw_in_csv(cx, href, name),
        RawSource::Archive { href, name } => raw_in_archive(cx, href, name),
    };
    Section {
        id: "appendix-raw",
        title: msg("section-appendix-raw"),
        blocks,
    }
}

/// Appendix B's blocks when the raw rounds are in `rounds.csv`: its columns, how values are
/// written, and the lines of each unit.
fn raw_in_csv(cx: &ReportContext, href: &str, name: &str) -> Vec<Block> {
    let mut blocks = raw_link("raw-note", "raw-csv-link", href, name);
    blocks.push(Block::Heading(msg_with(
        "raw-columns-heading",
        vec![("file", code(name))],
    )));
    let meanings = [
        "raw-col-unit",
        "raw-col-scheme",
        "raw-col-concurrency",
        "raw-col-tier",
        "raw-col-round",
        "raw-col-tasks",
        "raw-col-wall",
        "raw-col-body",
    ];
    let columns = crate::render::csv::COLUMNS.iter().copied().zip(meanings);
    blocks.push(meanings_table("col-column", columns));
    blocks.push(Block::Paragraph(msg_with(
        "raw-csv-values",
        vec![
            ("nan", code("NaN")),
            ("inf", code("Infinity")),
            ("neginf", code("-Infinity")),
            // Code, not prose: `@` before a word would read as an address to a Markdown viewer.
            ("formula", code("= + - @")),
        ],
    )));
    let ranges = crate::render::csv::line_ranges(cx.model);
    blocks.extend(units_table(cx, name, "col-csv-lines", |i, _| {
        opt(ranges[i], |(from, to)| {
            msg_with(
                "raw-lines",
                vec![
                    ("from", t(value(Value::Id(from as i64)))),
                    ("to", t(value(Value::Id(to as i64)))),
                ],
            )
        })
    }));
    blocks
}

/// Appendix B's blocks when only the archive holds the raw rounds: the fields of a round and
/// the JSON path of each unit's rounds.
fn raw_in_archive(cx: &ReportContext, href: &str, name: &str) -> Vec<Block> {
    let mut blocks = raw_link("raw-note-archive", "raw-archive-link", href, name);
    blocks.push(Block::Heading(msg("raw-fields-heading")));
    let fields = [
        ("round", "raw-field-round"),
        ("batch", "raw-col-tasks"),
        ("wall_seconds", "raw-col-wall"),
        ("body_seconds", "raw-field-body"),
    ];
    blocks.push(meanings_table("col-field", fields));
    blocks.extend(units_table(cx, name, "col-json-path", |_, u| {
        Text::Code(format!("units[{}].rounds", u.index))
    }));
    blocks
}

fn code(s: &str) -> Arg {
    t(Text::Code(s.to_string()))
}

/// Where the raw rounds are: a note and a link to the file that holds them.
fn raw_link(note: &'static str, link: &'static str, href: &str, name: &str) -> Vec<Block> {
    vec![
        Block::Note(msg(note)),
        Block::Paragraph(Text::Link {
            href: href.to_string(),
            text: Box::new(msg_with(link, vec![("file", code(name))])),
        }),
    ]
}

/// A table of names (CSV columns, JSON fields) and what each holds.
fn meanings_table<'a>(
    name_header: &'static str,
    meanings: impl IntoIterator<Item = (&'a str, &'static str)>,
) -> Block {
    let rows = meanings
        .into_iter()
        .map(|(key, meaning)| vec![Text::Code(key.to_string()), msg(meaning)])
        .collect();
    Block::Table(Table {
        header: vec![msg(name_header), msg("col-meaning")],
        rows,
    })
}

/// Every unit with raw rounds, how many it has and where they are in `file` (`place`, given
/// the unit's position in the list and the unit).
fn units_table(
    cx: &ReportContext,
    file: &str,
    place_header: &'static str,
    place: impl Fn(usize, &crate::model::RawUnit) -> Text,
) -> [Block; 2] {
    let rows = cx
        .model
        .raw_units()
        .iter()
        .enumerate()
        .map(|(i, u)| {
            vec![
                data(u.adapter.to_string()),
                value(Value::Count(u.concurrency)),
                value(Value::Tier(u.tier_us)),
                value(Value::Count(cx.model.rounds_of(u.index).len() as i64)),
                place(i, u),
            ]
        })
        .collect();
    let mut header = key_header();
    header.extend([msg("col-rounds"), msg(place_header)]);
    [
        Block::Heading(msg_with("raw-units-heading", vec![("file", code(file))])),
        Block::Table(Table { header, rows }),
    ]
}
