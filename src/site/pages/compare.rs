//! Comparison of adjacent versions (latest run of each): shared units, units on one side
//! only (listed, never silently intersected away), overhead-share and ratio changes,
//! environment differences. Absolute times are not compared: they do not travel across runs.

use super::home::badge;
use super::{compare_dir, Emit, SiteData, Version};
use crate::document::text::{archive, data, msg, msg_with, n, t, value, Text, Value};
use crate::document::{Block, Table};
use crate::model::environment::{EnvFact, FactKind};
use crate::render::html;
use crate::site::summary::{utc_minutes, ArchiveSummary, UnitKey};
use serde::Serialize;

#[derive(Serialize)]
struct SectionView {
    id: &'static str,
    title: String,
    body: String,
}

#[derive(Serialize)]
struct CompareView {
    sections: Vec<SectionView>,
}

fn key_cells(k: UnitKey) -> Vec<Text> {
    vec![
        data(k.0.to_string()),
        value(Value::Count(k.1)),
        value(Value::Tier(f64::from_bits(k.2))),
    ]
}

/// after / before as a multiple, with a direction word; None when unreadable on either side.
fn change(before: Option<f64>, after: Option<f64>) -> Text {
    match (before, after) {
        (Some(0.0), Some(a)) => msg_with(
            "compare-change-from-zero",
            vec![(
                "after",
                t(value(Value::Decimal {
                    value: a,
                    digits: 4,
                })),
            )],
        ),
        (Some(b), Some(a)) => {
            let r = a / b;
            let id = if (r - 1.0).abs() < 1e-9 {
                "compare-flat"
            } else if r > 1.0 {
                "compare-up"
            } else {
                "compare-down"
            };
            msg_with(id, vec![("ratio", t(value(Value::Multiple(r))))])
        }
        _ => msg("compare-unreadable"),
    }
}

fn sides_table(a: &ArchiveSummary, b: &ArchiveSummary) -> Table {
    let row = |s: &ArchiveSummary| {
        vec![
            data(s.version.clone()),
            data(s.started_at_epoch.map(utc_minutes).unwrap_or_default()),
            msg(badge(s.self_check_ok).0),
            value(Value::Count(s.unit_count as i64)),
        ]
    };
    Table {
        header: vec![
            msg("site-col-version"),
            msg("site-col-run"),
            msg("site-col-self-check"),
            msg("site-col-units"),
        ],
        rows: vec![row(a), row(b)],
    }
}

/// The label of an environment fact: its message, or its archive path as code.
fn fact_label(label: &str) -> Text {
    match label.strip_prefix("path:") {
        Some(path) => Text::Code(path.to_string()),
        None => Text::Msg(crate::document::Msg {
            id: fact_id(label),
            args: vec![],
        }),
    }
}

/// Message ids are `&'static str`; the facts name only these.
fn fact_id(label: &str) -> &'static str {
    const IDS: [&str; 12] = [
        "env-cpu",
        "env-cores",
        "env-platform",
        "env-os",
        "env-harness-version",
        "env-harness-commit",
        "env-interpreter",
        "env-interpreter-build",
        "env-gil",
        "env-executable",
        "env-subject-commit",
        "env-drive-generation",
    ];
    IDS.iter()
        .find(|id| **id == label)
        .copied()
        .unwrap_or("env-unknown-fact")
}

fn fact_value(f: Option<&EnvFact>) -> Text {
    match f {
        Some(f) if f.value.is_empty() => msg("compare-not-stated"),
        Some(f) if f.translate => archive(f.value.clone()),
        Some(f) => data(f.value.clone()),
        None => msg("compare-not-stated"),
    }
}

/// Every fact of either side, in the order the first side lists them, then the second's own.
fn fact_pairs<'a>(
    a: &'a ArchiveSummary,
    b: &'a ArchiveSummary,
) -> Vec<(&'a str, Option<&'a EnvFact>, Option<&'a EnvFact>)> {
    let mut labels: Vec<&str> = a.environment.iter().map(|f| f.label.as_str()).collect();
    for f in &b.environment {
        if !labels.contains(&f.label.as_str()) {
            labels.push(&f.label);
        }
    }
    labels
        .into_iter()
        .map(|l| {
            let find = |s: &'a ArchiveSummary| s.environment.iter().find(|f| f.label == l);
            (l, find(a), find(b))
        })
        .collect()
}

fn differs(x: Option<&EnvFact>, y: Option<&EnvFact>) -> bool {
    x.map(|f| f.value.as_str()).unwrap_or_default()
        != y.map(|f| f.value.as_str()).unwrap_or_default()
}

fn same_or_different(changed: bool) -> Text {
    if changed {
        msg("compare-different")
    } else {
        msg("compare-same")
    }
}

fn protocol_rows(a: &ArchiveSummary, b: &ArchiveSummary) -> Vec<Vec<Text>> {
    let counts = |v: &[i64]| Text::List(v.iter().map(|x| value(Value::Count(*x))).collect());
    let tiers = |v: &[f64]| Text::List(v.iter().map(|x| value(Value::Tier(*x))).collect());
    let (pa, pb) = (&a.protocol, &b.protocol);
    vec![
        (
            "compare-fact-warmup",
            counts(&pa.warmup_rounds),
            counts(&pb.warmup_rounds),
            pa.warmup_rounds != pb.warmup_rounds,
        ),
        (
            "compare-fact-rounds",
            counts(&pa.measured_rounds),
            counts(&pb.measured_rounds),
            pa.measured_rounds != pb.measured_rounds,
        ),
        (
            "compare-fact-concurrencies",
            counts(&pa.concurrencies),
            counts(&pb.concurrencies),
            pa.concurrencies != pb.concurrencies,
        ),
        (
            "compare-fact-tiers",
            tiers(&pa.tiers_us),
            tiers(&pb.tiers_us),
            pa.tiers_us != pb.tiers_us,
        ),
    ]
    .into_iter()
    .map(|(id, x, y, changed)| vec![msg(id), x, y, same_or_different(changed)])
    .collect()
}

fn environment_table(a: &ArchiveSummary, b: &ArchiveSummary) -> Table {
    let mut rows: Vec<Vec<Text>> = fact_pairs(a, b)
        .into_iter()
        .map(|(label, x, y)| {
            vec![
                fact_label(label),
                fact_value(x),
                fact_value(y),
                same_or_different(differs(x, y)),
            ]
        })
        .collect();
    rows.extend(protocol_rows(a, b));
    Table {
        header: vec![
            msg("env-col-item"),
            msg("compare-col-before"),
            msg("compare-col-after"),
            msg("col-note"),
        ],
        rows,
    }
}

/// Warnings when the two runs were measured with different instruments: the machine or the
/// harness changed (relative quantities then compare two instruments), or the runtime did.
fn instrument_warnings(a: &ArchiveSummary, b: &ArchiveSummary) -> Vec<Block> {
    let changed = |kinds: &[FactKind]| -> Vec<Text> {
        fact_pairs(a, b)
            .into_iter()
            .filter(|(_, x, y)| {
                let kind = x.or(*y).map(|f| f.kind);
                kind.is_some_and(|k| kinds.contains(&k)) && differs(*x, *y)
            })
            .map(|(label, _, _)| fact_label(label))
            .collect()
    };
    let mut out = vec![];
    let instrument = changed(&[FactKind::Machine, FactKind::Harness]);
    if !instrument.is_empty() {
        out.push(Block::Warning(msg_with(
            "compare-instrument-changed",
            vec![("items", t(Text::List(instrument)))],
        )));
    }
    let runtime = changed(&[FactKind::Runtime]);
    if !runtime.is_empty() {
        out.push(Block::Warning(msg_with(
            "compare-runtime-changed",
            vec![("items", t(Text::List(runtime)))],
        )));
    }
    if a.protocol != b.protocol {
        out.push(Block::Note(msg("compare-protocol-changed")));
    }
    out
}

/// Before/after/change rows of one relative quantity over the shared units; `skip_empty`
/// drops rows with no value on either side (the subject has no ratio to itself).
fn changes_table(
    a: &ArchiveSummary,
    b: &ArchiveSummary,
    pick: fn(&crate::site::summary::Relative) -> Option<f64>,
    fmt: fn(f64) -> Text,
    skip_empty: bool,
) -> Table {
    let rows = a
        .units
        .iter()
        .filter_map(|(k, ra)| {
            let rb = b.units.get(k)?;
            let (x, y) = (pick(&ra), pick(&rb));
            if skip_empty && x.is_none() && y.is_none() {
                return None;
            }
            let mut row = key_cells(k);
            row.push(x.map_or(Text::Empty, fmt));
            row.push(y.map_or(Text::Empty, fmt));
            row.push(change(x, y));
            Some(row)
        })
        .collect();
    let mut header = vec![msg("col-scheme"), msg("col-concurrency"), msg("col-tier")];
    header.extend([
        msg("compare-col-before"),
        msg("compare-col-after"),
        msg("compare-col-change"),
    ]);
    Table { header, rows }
}

fn pct(f: f64) -> Text {
    value(Value::Percent {
        fraction: f,
        digits: 2,
    })
}

fn mult(x: f64) -> Text {
    value(Value::Multiple(x))
}

fn pick_share(r: &crate::site::summary::Relative) -> Option<f64> {
    r.overhead_share
}

fn pick_ratio(r: &crate::site::summary::Relative) -> Option<f64> {
    r.ratio_vs_subject
}

fn one_sided(a: &ArchiveSummary, b: &ArchiveSummary) -> Block {
    let mut rows: Vec<Vec<Text>> = vec![];
    for (k, side, other) in a
        .units
        .keys()
        .map(|k| (k, &a.version, &b.units))
        .chain(b.units.keys().map(|k| (k, &b.version, &a.units)))
    {
        if !other.contains_key(k) {
            let mut row = key_cells(k);
            row.push(data(side.clone()));
            rows.push(row);
        }
    }
    if rows.is_empty() {
        return Block::Paragraph(msg("compare-no-one-sided"));
    }
    let mut header = vec![msg("col-scheme"), msg("col-concurrency"), msg("col-tier")];
    header.push(msg("compare-col-present-in"));
    Block::Table(Table { header, rows })
}

fn sections(
    site: &SiteData,
    tag: &str,
    a: &ArchiveSummary,
    b: &ArchiveSummary,
) -> Vec<SectionView> {
    let locale = site.locale(tag);
    let shared = a.units.keys().filter(|k| b.units.contains_key(*k)).count();
    let mut sides = vec![Block::Table(sides_table(a, b))];
    sides.extend(instrument_warnings(a, b));
    if a.self_check_ok == Some(false) || b.self_check_ok == Some(false) {
        sides.push(Block::Warning(msg("compare-does-not-count")));
    }
    sides.push(Block::Paragraph(msg_with(
        "compare-shared",
        vec![("count", n(shared as f64))],
    )));
    sides.push(Block::Note(msg("compare-absolute-note")));
    let parts: Vec<(&'static str, &'static str, Vec<Block>)> = vec![
        ("sides", "compare-section-sides", sides),
        (
            "environment",
            "compare-section-environment",
            vec![
                Block::Note(msg("compare-environment-note")),
                Block::Table(environment_table(a, b)),
            ],
        ),
        (
            "one-sided",
            "compare-section-one-sided",
            vec![one_sided(a, b)],
        ),
        (
            "overhead",
            "compare-section-overhead",
            vec![
                Block::Note(msg("compare-overhead-note")),
                Block::Table(changes_table(a, b, pick_share, pct, false)),
            ],
        ),
        (
            "ratios",
            "compare-section-ratios",
            vec![
                Block::Note(msg("compare-ratio-note")),
                Block::Table(changes_table(a, b, pick_ratio, mult, true)),
            ],
        ),
    ];
    parts
        .into_iter()
        .map(|(id, title, blocks)| SectionView {
            id,
            title: site.label(tag, title),
            body: blocks
                .iter()
                .map(|bl| html::block(site.l10n, locale, bl))
                .collect(),
        })
        .collect()
}

pub fn compares(site: &SiteData, tag: &str, emit: Emit) -> Result<(), tera::Error> {
    let versions = site.versions();
    for w in versions.windows(2) {
        let (va, vb): (&Version, &Version) = (&w[0], &w[1]);
        let dir = compare_dir(va.slug, vb.slug);
        let path = format!("{tag}/{dir}/index.html");
        let title = site.l10n.plain(
            site.locale(tag),
            &msg_with(
                "site-compare-link",
                vec![
                    ("before", t(data(va.label()))),
                    ("after", t(data(vb.label()))),
                ],
            ),
        );
        let view = CompareView {
            sections: sections(site, tag, va.latest(), vb.latest()),
        };
        let frame = site.frame(tag, &path, title, |l| format!("{l}/{dir}/index.html"));
        emit(path, site.render("compare.html", &frame, "compare", &view)?);
    }
    Ok(())
}

/// The comparison of every run with the run before it in its series (history pages link them).
pub fn run_compares(
    site: &SiteData,
    tag: &str,
    history: &crate::history::History,
    emit: Emit,
) -> Result<(), tera::Error> {
    let find = |group: &str, stem: &str| {
        site.archives
            .iter()
            .find(|a| a.group == group && a.stem == stem)
    };
    for s in &history.series {
        for w in s.runs.windows(2) {
            let (Some(a), Some(b)) = (find(&w[0].group, &w[0].stem), find(&w[1].group, &w[1].stem))
            else {
                continue;
            };
            let dir = super::history::run_compare_dir(&s.group, &a.stem, &b.stem);
            let path = format!("{tag}/{dir}/index.html");
            let when = |x: &ArchiveSummary| {
                data(
                    x.started_at_epoch
                        .map(utc_minutes)
                        .unwrap_or_else(|| x.stem.clone()),
                )
            };
            let title = site.l10n.plain(
                site.locale(tag),
                &msg_with(
                    "site-compare-runs-title",
                    vec![
                        ("series", t(data(s.label.clone()))),
                        ("before", t(when(a))),
                        ("after", t(when(b))),
                    ],
                ),
            );
            let view = CompareView {
                sections: sections(site, tag, a, b),
            };
            let frame = site.frame(tag, &path, title, |l| format!("{l}/{dir}/index.html"));
            emit(path, site.render("compare.html", &frame, "compare", &view)?);
        }
    }
    Ok(())
}
