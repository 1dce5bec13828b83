//! The diagnostic dimensions: overhead attribution and the cost of scheduling semantics.

use super::build::ReportContext;
use super::text::*;
use super::{Block, Section, Table};
use crate::model::attribution::{AttributionStatus, Finding, Segment};

fn segment_label(s: Segment) -> Text {
    msg(match s {
        Segment::SubmitSide => "segment-submit-side",
        Segment::Handoff => "segment-handoff",
        Segment::Body => "segment-body",
        Segment::Return => "segment-return",
    })
}

/// A status code from the archive as words; an unknown code stays visible as data.
fn status_word(code: &str) -> Text {
    match code {
        "ok" => msg("status-ok"),
        "not_measured" => msg("status-not-measured"),
        "not_probed" => msg("status-not-probed"),
        "not_measurable" => msg("status-not-measurable"),
        "probe_failed" => msg("status-probe-failed"),
        other => Text::Code(other.to_string()),
    }
}

/// A drive-surface generation code (`current`, `previous`) as words.
fn generation_word(code: &str) -> Text {
    match code {
        "current" => msg("generation-current"),
        "previous" => msg("generation-previous"),
        other => Text::Code(other.to_string()),
    }
}

fn duration(s: f64) -> Text {
    value(Value::Duration(s))
}

fn tier(us: f64) -> Text {
    value(Value::Tier(us))
}

fn count(n: i64) -> Text {
    value(Value::Count(n))
}

/// A drill-down key such as `dispatch_seconds`, as its label (or as data when unknown).
fn drill_label(key: &str) -> Text {
    match key {
        "scheduling_round_seconds" => msg("drill-scheduling-round"),
        "dispatch_seconds" => msg("drill-dispatch"),
        "policy_lookup_seconds" => msg("drill-policy-lookup"),
        "submit_side_other_seconds" => msg("drill-submit-other"),
        other => Text::Code(other.to_string()),
    }
}

pub fn attribution(cx: &ReportContext) -> Section {
    let a = &cx.model.attribution;
    let mut blocks = vec![];
    let (status, scope) = match a.status {
        AttributionStatus::Ok => ("status-ok", "attribution-detail-note"),
        AttributionStatus::NotMeasured => ("status-not-measured", "attribution-detail-note"),
        AttributionStatus::NotProbed => ("status-not-probed", "attribution-scope-note"),
    };
    blocks.push(Block::Note(msg(scope)));
    // Only the status word is emphasised: a wholly bold line reads as a fake heading.
    blocks.push(Block::Paragraph(msg_with(
        "status-line",
        vec![("status", t(strong(msg(status))))],
    )));
    match a.status {
        AttributionStatus::NotProbed => {
            blocks.push(Block::Paragraph(msg("attribution-not-in-run")));
            return section("attribution", "section-attribution", blocks);
        }
        AttributionStatus::NotMeasured => {
            blocks.push(Block::Paragraph(msg("attribution-none-measured")));
        }
        AttributionStatus::Ok => {}
    }
    if !a.notes.is_empty() {
        blocks.push(Block::Note(Text::Clauses(
            a.notes.iter().map(|n| archive(n.clone())).collect(),
        )));
    }
    blocks.push(Block::Paragraph(msg_with(
        "attribution-sampled",
        vec![
            (
                "tiers",
                t(Text::List(a.tiers_us.iter().map(|x| tier(*x)).collect())),
            ),
            (
                "concurrencies",
                t(Text::List(
                    a.concurrencies.iter().map(|c| count(*c)).collect(),
                )),
            ),
            ("cores", t(a.cores.map_or(Text::Empty, count))),
        ],
    )));
    blocks.push(Block::Table(group_table(cx)));
    blocks.push(Block::Heading(msg("heading-excess")));
    blocks.push(Block::Table(excess_table(&a.findings)));
    notes(cx, &mut blocks);
    let drills: Vec<Text> = a
        .findings
        .iter()
        .filter(|f| !f.drill.is_empty())
        .map(|f| {
            let items = f
                .drill
                .iter()
                .map(|(k, v)| {
                    msg_with(
                        "drill-item",
                        vec![("label", t(drill_label(k))), ("value", t(duration(*v)))],
                    )
                })
                .collect();
            msg_with(
                "drill-line",
                vec![
                    ("concurrency", t(count(f.concurrency))),
                    ("tier", t(tier(f.tier_us))),
                    ("items", t(Text::Clauses(items))),
                ],
            )
        })
        .collect();
    blocks.push(Block::Heading(msg("heading-submit-side")));
    if drills.is_empty() {
        blocks.push(Block::Paragraph(msg("drill-none")));
    } else {
        blocks.push(Block::Bullets(drills));
    }
    blocks.push(Block::Heading(msg("heading-attribution-conclusions")));
    let lines = conclusion_lines(&a.findings);
    if lines.is_empty() {
        blocks.push(Block::Paragraph(msg("attribution-no-findings")));
    } else {
        blocks.push(Block::Bullets(lines));
    }
    section("attribution", "section-attribution", blocks)
}

fn section(id: &'static str, title: &'static str, blocks: Vec<Block>) -> Section {
    Section {
        id,
        title: msg(title),
        blocks,
    }
}

fn group_table(cx: &ReportContext) -> Table {
    let rows = cx
        .model
        .attribution
        .groups
        .iter()
        .map(|g| {
            let mut row = vec![
                data(g.adapter.clone()),
                count(g.concurrency),
                g.tier_us.map_or(Text::Empty, tier),
            ];
            match g.segments {
                Some(seg) => row.extend(seg.iter().map(|s| duration(*s))),
                None => row.extend((0..4).map(|_| Text::Empty)),
            }
            let status = status_word(&g.status);
            row.push(match &g.reason {
                Some(r) => msg_with(
                    "group-status-reason",
                    vec![("status", t(status)), ("reason", t(archive(r.clone())))],
                ),
                None => status,
            });
            row
        })
        .collect();
    let mut header = vec![msg("col-scheme"), msg("col-concurrency"), msg("col-tier")];
    header.extend(Segment::ALL.iter().map(|s| segment_label(*s)));
    header.push(msg("col-status"));
    Table { header, rows }
}

fn excess_table(findings: &[Finding]) -> Table {
    let rows = findings
        .iter()
        .flat_map(|f| {
            f.rows.iter().map(move |r| {
                vec![
                    data(r.baseline.clone()),
                    count(f.concurrency),
                    tier(f.tier_us),
                    duration(r.excess),
                    segment_label(r.dominant),
                    duration(r.dominant_excess),
                ]
            })
        })
        .collect();
    Table {
        header: vec![
            msg("col-baseline"),
            msg("col-concurrency"),
            msg("col-tier"),
            msg("col-excess"),
            msg("col-mostly-on"),
            msg("col-segment-gap"),
        ],
        rows,
    }
}

/// Seals, missing seals, the cost of instrumentation and the additivity note.
fn notes(cx: &ReportContext, blocks: &mut Vec<Block>) {
    let a = &cx.model.attribution;
    let resolved =
        |keys: &[String]| Text::Clauses(keys.iter().map(|k| archive(k.clone())).collect());
    if !a.seals.is_empty() {
        blocks.push(Block::Note(msg_with(
            "attribution-seals",
            vec![("seals", t(resolved(&a.seals)))],
        )));
    }
    if !a.unavailable_seals.is_empty() {
        blocks.push(Block::Note(msg_with(
            "attribution-missing-seals",
            vec![("seals", t(resolved(&a.unavailable_seals)))],
        )));
    }
    if !a.instrumentation.is_empty() {
        let items = a
            .instrumentation
            .iter()
            .map(|i| {
                msg_with(
                    "instrumentation-item",
                    vec![
                        ("scheme", t(data(i.adapter.clone()))),
                        ("tier", t(tier(i.tier_us))),
                        ("concurrency", t(count(i.concurrency))),
                        ("before", t(duration(i.baseline_seconds))),
                        ("after", t(duration(i.baseline_seconds + i.delta_seconds))),
                        ("difference", t(duration(i.delta_seconds.abs()))),
                        ("faster", yes_no(Some(i.delta_seconds < 0.0))),
                    ],
                )
            })
            .collect();
        blocks.push(Block::Note(msg_with(
            "attribution-instrumentation",
            vec![("items", t(Text::Clauses(items)))],
        )));
    }
    if !a.overlaps.is_empty() {
        let items = a
            .overlaps
            .iter()
            .map(|o| {
                msg_with(
                    "overlap-item",
                    vec![
                        ("scheme", t(data(o.adapter.clone()))),
                        ("tier", t(tier(o.tier_us))),
                        ("concurrency", t(count(o.concurrency))),
                        (
                            "ratio",
                            t(value(Value::Percent {
                                fraction: o.ratio,
                                digits: 1,
                            })),
                        ),
                    ],
                )
            })
            .collect();
        blocks.push(Block::Note(msg_with(
            "attribution-overlap",
            vec![
                (
                    "note",
                    t(a.overlap_note.clone().map_or(Text::Empty, archive)),
                ),
                ("items", t(Text::Clauses(items))),
            ],
        )));
    }
}

fn conclusion_lines(findings: &[Finding]) -> Vec<Text> {
    let mut lines = vec![];
    for f in findings {
        let at = |id: &'static str, mut args: Vec<(&'static str, Arg)>| {
            args.push(("concurrency", t(count(f.concurrency))));
            args.push(("tier", t(tier(f.tier_us))));
            msg_with(id, args)
        };
        for r in &f.rows {
            let micros = |s: f64, signed| value(Value::Micros { seconds: s, signed });
            if r.excess <= 0.0 {
                lines.push(at(
                    "finding-not-slower",
                    vec![
                        ("baseline", t(data(r.baseline.clone()))),
                        ("excess", t(micros(r.excess, true))),
                    ],
                ));
                continue;
            }
            lines.push(at(
                "finding-slower",
                vec![
                    ("baseline", t(data(r.baseline.clone()))),
                    ("excess", t(micros(r.excess, false))),
                    ("segment", t(segment_label(r.dominant))),
                    ("share", t(micros(r.dominant_excess, true))),
                ],
            ));
            if let Some((seg, v)) = r.most_negative {
                lines.push(msg_with(
                    "finding-mixed",
                    vec![
                        ("segment", t(segment_label(seg))),
                        ("value", t(micros(v, true))),
                    ],
                ));
            }
        }
        if !f.drill.is_empty() && !f.rows.is_empty() {
            let parts = f
                .drill
                .iter()
                .map(|(k, v)| {
                    msg_with(
                        "drill-item",
                        vec![
                            ("label", t(drill_label(k))),
                            (
                                "value",
                                t(value(Value::Micros {
                                    seconds: *v,
                                    signed: false,
                                })),
                            ),
                        ],
                    )
                })
                .collect();
            lines.push(msg_with(
                "finding-composition",
                vec![("parts", t(Text::List(parts)))],
            ));
        }
    }
    lines
}

pub fn semantics(cx: &ReportContext) -> Section {
    let s = &cx.model.semantics;
    let mut blocks = vec![];
    blocks.push(Block::Note(
        s.scope_note
            .clone()
            .map_or(msg("semantics-scope-note"), archive),
    ));
    let status = msg_with(
        "status-line",
        vec![("status", t(strong(status_word(&s.status))))],
    );
    let status = match &s.derived_on {
        Some(gen) => Text::Seq(vec![
            status,
            msg_with(
                "semantics-derived-on",
                vec![("generation", t(generation_word(gen)))],
            ),
        ]),
        None => status,
    };
    blocks.push(Block::Paragraph(status));
    if !s.probed {
        blocks.push(Block::Paragraph(msg("semantics-not-in-run")));
        return section("semantics", "section-semantics", blocks);
    }
    if !s.reason.is_empty() {
        blocks.push(Block::Paragraph(Text::Clauses(
            s.reason.iter().map(|r| archive(r.clone())).collect(),
        )));
    }
    if let Some(e) = &s.error {
        blocks.push(Block::Paragraph(msg_with(
            "semantics-probe-error",
            vec![("error", t(archive(e.clone())))],
        )));
    }
    let rows = s
        .rows
        .iter()
        .map(|r| {
            let explain = Text::Clauses(
                r.explanation
                    .iter()
                    .map(|e| Text::Archive {
                        value: e.clone(),
                        params: r.params.clone(),
                    })
                    .collect(),
            );
            vec![
                archive(r.item.clone()),
                r.layer.clone().map_or(Text::Empty, archive),
                r.probe.clone().map_or(Text::Empty, archive),
                match r.usable {
                    Some(true) => msg("yes"),
                    Some(false) => msg("no"),
                    None => Text::Empty,
                },
                explain,
            ]
        })
        .collect();
    blocks.push(Block::Table(Table {
        header: vec![
            msg("col-semantics-item"),
            msg("col-layer"),
            msg("col-probe"),
            msg("col-measurable"),
            msg("col-evidence"),
        ],
        rows,
    }));
    if let Some(n) = &s.recheck_note {
        blocks.push(Block::Note(archive(n.clone())));
    }
    section("semantics", "section-semantics", blocks)
}
