//! The verdict sections (favourable, unfavourable, no winner), caveats, the bring-your-own
//! baseline paragraph and the self-check.

use super::build::ReportContext;
use super::text::*;
use super::{Block, Section, Table};
use crate::model::findings::{Caveat, ExcludedSample, WithheldGroup};
use crate::model::relative::{Verdict, VerdictItem};
use crate::model::samples::{Field, Problem};

use super::uncertainty::{interval_cell, interval_cell_oriented, q_cell};

/// The uncertainty of a verdict item's comparison.
fn stats<'a>(
    cx: &'a ReportContext,
    i: &VerdictItem,
) -> Option<&'a crate::model::uncertainty::ComparisonStats> {
    cx.model
        .uncertainty
        .comparison(&i.baseline, i.concurrency, i.tier_us)
}

fn count(n: i64) -> Text {
    value(Value::Count(n))
}

fn verdict_table(cx: &ReportContext, items: &[VerdictItem], gap_id: &'static str) -> Table {
    let rows = items
        .iter()
        .map(|i| {
            let multiple = if gap_id == "gap-subject-faster" {
                i.ratio
            } else {
                1.0 / i.ratio
            };
            vec![
                data(i.baseline.clone()),
                count(i.concurrency),
                value(Value::Tier(i.tier_us)),
                msg_with(
                    gap_id,
                    vec![
                        ("subject", t(cx.subject())),
                        ("baseline", t(data(i.baseline.clone()))),
                        ("multiple", t(value(Value::Multiple(multiple)))),
                    ],
                ),
                value(Value::Duration(i.subject_median_seconds)),
                interval_cell_oriented(stats(cx, i), gap_id != "gap-subject-faster"),
                q_cell(stats(cx, i)),
            ]
        })
        .collect();
    Table {
        header: vec![
            msg("col-baseline"),
            msg("col-concurrency"),
            msg("col-tier"),
            msg("col-gap"),
            msg("col-subject-median"),
            msg("col-interval-gap"),
            msg("col-q"),
        ],
        rows,
    }
}

pub fn favourable(cx: &ReportContext) -> Section {
    let items = &cx.model.verdicts.favourable;
    let mut blocks = vec![Block::Note(msg("favourable-note"))];
    if items.is_empty() {
        blocks.push(Block::Paragraph(msg("favourable-empty")));
    } else {
        blocks.push(Block::Table(verdict_table(cx, items, "gap-subject-faster")));
    }
    Section {
        id: "favourable",
        title: msg("section-favourable"),
        blocks,
    }
}

pub fn unfavourable(cx: &ReportContext) -> Section {
    let items = &cx.model.verdicts.unfavourable;
    let mut blocks = vec![Block::Note(msg("unfavourable-note"))];
    if items.is_empty() {
        blocks.push(Block::Paragraph(msg("unfavourable-empty")));
    } else {
        blocks.push(Block::Paragraph(msg_with(
            "unfavourable-count",
            vec![
                ("count", n(items.len() as f64)),
                ("baselines", n(distinct_baselines(items) as f64)),
            ],
        )));
        blocks.push(Block::Table(verdict_table(
            cx,
            items,
            "gap-baseline-faster",
        )));
    }
    Section {
        id: "unfavourable",
        title: msg("section-unfavourable"),
        blocks,
    }
}

fn distinct_baselines(items: &[VerdictItem]) -> usize {
    let mut names: Vec<&str> = items.iter().map(|i| i.baseline.as_str()).collect();
    names.sort();
    names.dedup();
    names.len()
}

pub fn no_winner(cx: &ReportContext) -> Section {
    let v = &cx.model.verdicts;
    let mut blocks = vec![
        Block::Note(msg("no-winner-note")),
        Block::Note(msg("no-winner-criterion")),
    ];
    if let (Some(lo), Some(hi)) = (v.band_min, v.band_max) {
        let pct = |f| {
            t(value(Value::Percent {
                fraction: f,
                digits: 1,
            }))
        };
        blocks.push(Block::Paragraph(msg_with(
            "band-range",
            vec![("low", pct(lo)), ("high", pct(hi))],
        )));
    }
    if v.tied.is_empty() {
        blocks.push(Block::Paragraph(msg("no-winner-empty")));
    } else {
        let rows = v
            .tied
            .iter()
            .map(|i| {
                let reason = match (i.verdict, i.band) {
                    (Verdict::Tied, Some(band)) => msg_with(
                        "tie-reason",
                        vec![
                            (
                                "difference",
                                t(value(Value::Percent {
                                    fraction: (i.ratio - 1.0).abs(),
                                    digits: 1,
                                })),
                            ),
                            (
                                "band",
                                t(value(Value::Percent {
                                    fraction: band,
                                    digits: 1,
                                })),
                            ),
                        ],
                    ),
                    _ => no_band_reason(cx, i),
                };
                vec![
                    data(i.baseline.clone()),
                    count(i.concurrency),
                    value(Value::Tier(i.tier_us)),
                    value(Value::Multiple(i.ratio)),
                    interval_cell(stats(cx, i)),
                    q_cell(stats(cx, i)),
                    reason,
                ]
            })
            .collect();
        blocks.push(Block::Table(Table {
            header: vec![
                msg("col-baseline"),
                msg("col-concurrency"),
                msg("col-tier"),
                msg("col-ratio"),
                msg("col-interval"),
                msg("col-q"),
                msg("col-reason"),
            ],
            rows,
        }));
    }
    Section {
        id: "no-winner",
        title: msg("section-no-winner"),
        blocks,
    }
}

/// Why a comparison has no band: the archive has no rounds, or a side kept too few valid ones.
fn no_band_reason(cx: &ReportContext, i: &VerdictItem) -> Text {
    let m = cx.model;
    let needed = cx.min_rounds_for_band();
    let short = [m.subject.as_deref(), Some(i.baseline.as_str())]
        .into_iter()
        .flatten()
        .filter_map(|s| m.unit(s, i.concurrency, i.tier_us))
        .find(|u| u.round_count > 0 && u.band_spread.is_none());
    match short {
        Some(u) => msg_with(
            "tie-reason-few-valid-rounds",
            vec![
                ("scheme", t(data(u.adapter.clone()))),
                ("valid", n(u.valid_rounds as f64)),
                ("total", n(u.round_count as f64)),
                ("needed", n(needed as f64)),
            ],
        ),
        None => msg("tie-reason-no-rounds"),
    }
}

/// The arguments of a caveat that names comparison cells: the count, the first few cells
/// (each phrased by `phrase`) and how many more the appendix lists.
fn cell_list(
    cx: &ReportContext,
    cells: &[(String, i64, f64)],
    phrase: fn(&crate::model::uncertainty::ComparisonStats) -> Text,
) -> Vec<(&'static str, Arg)> {
    let u = &cx.model.uncertainty;
    let shown: Vec<Text> = cells
        .iter()
        .take(crate::model::findings::CAVEAT_EXAMPLES)
        .filter_map(|(b, c, t)| u.comparison(b, *c, *t))
        .map(phrase)
        .collect();
    vec![
        ("count", n(cells.len() as f64)),
        ("more", n((cells.len() - shown.len()) as f64)),
        ("cells", t(Text::Clauses(shown))),
    ]
}

/// The withheld groups: a group named alone has no overhead figure at any tier; a group with
/// readable tiers too names the withheld ones. Items that carry their own list of tiers are
/// set apart as clauses, so that the two levels of list stay readable.
fn withheld_groups_text(groups: &[WithheldGroup]) -> Text {
    let items: Vec<Text> = groups
        .iter()
        .map(|g| match &g.tiers_us {
            None => data(g.group.clone()),
            Some(list) => msg_with(
                "caveat-withheld-group-at",
                vec![
                    ("group", t(data(g.group.clone()))),
                    ("tiers", t(super::conclusions::tiers(list))),
                ],
            ),
        })
        .collect();
    if groups.iter().any(|g| g.tiers_us.is_some()) {
        Text::Clauses(items)
    } else {
        Text::List(items)
    }
}

fn caveat_text(cx: &ReportContext, c: &Caveat) -> Text {
    let groups = |g: &[String]| t(Text::List(g.iter().map(|s| data(s.clone())).collect()));
    let names = |g: &[String]| t(Text::List(g.iter().map(|s| data(s.clone())).collect()));
    let (kind, body) = match c {
        Caveat::MeasuredLayer { text } => ("caveat-kind-layer", archive(text.clone())),
        Caveat::ScopeNote {
            adapter,
            text,
            comparable,
        } => {
            let kind = if *comparable {
                "caveat-kind-scope"
            } else {
                "caveat-kind-incomparable"
            };
            return msg_with(
                "caveat-line-adapter",
                vec![
                    ("kind", t(msg(kind))),
                    ("adapter", t(data(adapter.clone()))),
                    ("text", t(archive(text.clone()))),
                ],
            );
        }
        Caveat::UnfinishedRun { present, planned } => (
            "caveat-kind-unfinished",
            match planned {
                Some(planned) => msg_with(
                    "caveat-unfinished",
                    vec![
                        ("present", n(*present as f64)),
                        ("planned", n(*planned as f64)),
                    ],
                ),
                None => msg_with(
                    "caveat-unfinished-unplanned",
                    vec![("present", n(*present as f64))],
                ),
            },
        ),
        Caveat::IncompleteUnits { count, adapters } => (
            "caveat-kind-incomplete",
            msg_with(
                "caveat-incomplete",
                vec![("count", n(*count as f64)), ("adapters", names(adapters))],
            ),
        ),
        Caveat::FailedVerification { adapters } => (
            "caveat-kind-verification",
            msg_with("caveat-verification", vec![("adapters", names(adapters))]),
        ),
        Caveat::Queueing { groups: g } => (
            "caveat-kind-queueing",
            msg_with("caveat-queueing", vec![("groups", groups(g))]),
        ),
        Caveat::Withheld { groups: g } => (
            "caveat-kind-withheld",
            msg_with(
                "caveat-withheld",
                vec![("groups", t(withheld_groups_text(g)))],
            ),
        ),
        Caveat::NonGatedSelfCheck { count } => (
            "caveat-kind-non-gated",
            msg_with("caveat-non-gated", vec![("count", n(*count as f64))]),
        ),
        Caveat::ThroughputCorrected => ("caveat-kind-correction", msg("caveat-throughput")),
        Caveat::PatternsCorrected => ("caveat-kind-correction", msg("caveat-patterns")),
        Caveat::InvalidSamples { count, examples } => (
            "caveat-kind-invalid",
            msg_with(
                "caveat-invalid-samples",
                vec![
                    ("count", n(*count as f64)),
                    ("more", n((*count - examples.len()) as f64)),
                    (
                        "examples",
                        t(Text::Clauses(examples.iter().map(excluded_text).collect())),
                    ),
                ],
            ),
        ),
        Caveat::IntervalDisagreements { cells } => (
            "caveat-kind-interval",
            msg_with(
                "caveat-interval-disagrees",
                cell_list(cx, cells, super::uncertainty::cell_text),
            ),
        ),
        Caveat::TooNoisy { cells } => (
            "caveat-kind-noisy",
            msg_with(
                "caveat-too-noisy",
                cell_list(cx, cells, super::uncertainty::detectable_cell_text),
            ),
        ),
        Caveat::TooFewValidRounds { units, needed } => (
            "caveat-kind-short",
            msg_with(
                "caveat-too-few-rounds",
                vec![
                    ("needed", n(*needed as f64)),
                    (
                        "units",
                        t(Text::Clauses(
                            units
                                .iter()
                                .map(|u| {
                                    msg_with(
                                        "short-unit",
                                        vec![
                                            ("scheme", t(data(u.adapter.clone()))),
                                            ("concurrency", t(count(u.concurrency))),
                                            ("tier", t(value(Value::Tier(u.tier_us)))),
                                            ("valid", n(u.valid as f64)),
                                            ("total", n(u.total as f64)),
                                        ],
                                    )
                                })
                                .collect(),
                        )),
                    ),
                ],
            ),
        ),
        Caveat::SummaryMismatch {
            count,
            max_difference,
        } => (
            "caveat-kind-correction",
            msg_with(
                "caveat-summary-mismatch",
                vec![
                    ("count", n(*count as f64)),
                    ("difference", t(value(Value::Significant(*max_difference)))),
                ],
            ),
        ),
        Caveat::RelativeMismatch { count } => (
            "caveat-kind-correction",
            msg_with(
                "caveat-relative-mismatch",
                vec![("count", n(*count as f64))],
            ),
        ),
        Caveat::UnknownBlocks { keys } => (
            "caveat-kind-unread",
            msg_with(
                "caveat-unknown-blocks",
                vec![(
                    "keys",
                    t(Text::List(
                        keys.iter().map(|k| Text::Code(k.clone())).collect(),
                    )),
                )],
            ),
        ),
    };
    msg_with(
        "caveat-line",
        vec![("kind", t(msg(kind))), ("text", t(body))],
    )
}

/// The archive field of an excluded value, as code (`rounds[3].body_seconds[1]`).
pub fn excluded_field(e: &ExcludedSample) -> Text {
    Text::Code(match e.field {
        Field::Wall => "wall_seconds".to_string(),
        Field::Batch => "batch".to_string(),
        Field::BodyCount => "body_seconds".to_string(),
        Field::Body(j) => format!("body_seconds[{j}]"),
    })
}

/// The offending value: a count for counts, every digit for durations.
pub fn excluded_value(e: &ExcludedSample) -> Text {
    match e.field {
        Field::Batch | Field::BodyCount => count(e.value as i64),
        Field::Wall | Field::Body(_) => value(Value::Raw(e.value)),
    }
}

pub fn excluded_problem(e: &ExcludedSample) -> Text {
    msg(match e.problem {
        Problem::NotANumber => "problem-not-a-number",
        Problem::Infinite => "problem-infinite",
        Problem::NotPositive => "problem-not-positive",
        Problem::BatchMismatch => "problem-batch-mismatch",
        Problem::BodyCountMismatch => "problem-body-count",
    })
}

/// "zoo · 1 · 40 µs, round 3, wall_seconds = not a number (not a number)".
fn excluded_text(e: &ExcludedSample) -> Text {
    msg_with(
        "excluded-sample",
        vec![
            ("scheme", t(data(e.adapter.clone()))),
            ("concurrency", t(count(e.concurrency))),
            ("tier", t(value(Value::Tier(e.tier_us)))),
            ("round", t(count(e.round))),
            ("field", t(excluded_field(e))),
            ("value", t(excluded_value(e))),
            ("problem", t(excluded_problem(e))),
        ],
    )
}

pub fn caveats(cx: &ReportContext) -> Section {
    let m = cx.model;
    let mut blocks = vec![];
    if m.caveats.is_empty() {
        blocks.push(Block::Paragraph(msg("caveats-none")));
    } else {
        blocks.push(Block::Bullets(
            m.caveats.iter().map(|c| caveat_text(cx, c)).collect(),
        ));
    }
    if let Some(href) = cx.corrections_href {
        blocks.push(Block::Link {
            text: msg("caveats-corrections-link"),
            href: href.to_string(),
        });
    }
    if let Some(note) = &m.run.absolute_note {
        blocks.push(Block::Note(msg_with(
            "absolute-durations-note",
            vec![("note", t(archive(note.clone())))],
        )));
    }
    Section {
        id: "caveats",
        title: msg("section-caveats"),
        blocks,
    }
}

pub fn byo_baseline() -> Section {
    Section {
        id: "byo-baseline",
        title: msg("section-byo-baseline"),
        blocks: vec![Block::Paragraph(msg("byo-baseline-text"))],
    }
}

fn verdict_word(ok: Option<bool>) -> Text {
    match ok {
        Some(true) => msg("check-passed"),
        Some(false) => strong(msg("check-failed")),
        None => msg("check-not-stated"),
    }
}

pub fn self_check(cx: &ReportContext) -> Section {
    let s = &cx.model.self_check;
    let mut bullets = vec![
        msg_with(
            "self-check-overall",
            vec![("verdict", t(verdict_word(s.ok)))],
        ),
        msg_with(
            "self-check-body",
            vec![("verdict", t(verdict_word(s.body_ok)))],
        ),
        msg_with(
            "self-check-overhead",
            vec![("verdict", t(verdict_word(s.overhead_ok)))],
        ),
        msg_with(
            "self-check-equivalence",
            vec![("verdict", t(verdict_word(s.equivalence_ok)))],
        ),
    ];
    if s.derived {
        bullets.push(msg("self-check-derived"));
    }
    bullets.push(match &s.isolation {
        Some(i) => msg_with(
            "isolation-line",
            vec![
                ("children", n(i.children as f64)),
                ("distinct", yes_no(i.all_distinct)),
                ("parent_free", yes_no(i.none_equals_parent)),
                (
                    "parent",
                    t(i.parent_pid.map_or(Text::Empty, |p| value(Value::Id(p)))),
                ),
            ],
        ),
        None => msg("isolation-missing"),
    });
    Section {
        id: "self-check",
        title: msg("section-self-check"),
        blocks: vec![Block::Bullets(bullets)],
    }
}
