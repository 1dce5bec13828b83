//! The conclusion summary: the overhead headline at every tier, the largest lead and deficit
//! side by side, one verdict pattern per (baseline, concurrency), and the two tables the
//! sentences can be read against (overhead crossings, verdicts by tier).

use super::build::ReportContext;
use super::text::*;
use super::{Block, Section, Table};
use crate::model::crossing::CrossingNote;
use crate::model::headline::{Extreme, Extremes, OverheadProfile, ThresholdClaim};
use crate::model::pattern::{Outcome, Pattern, Segment, Shape};
use crate::model::units::Readability;
use crate::model::Conclusion;

pub fn tier(us: f64) -> Text {
    value(Value::Tier(us))
}

/// Tiers as a list of labels (the message adds the unit).
pub fn tiers(list: &[f64]) -> Text {
    Text::List(list.iter().map(|t| tier(*t)).collect())
}

pub fn threshold_text(fraction: f64, digits: usize) -> Text {
    value(Value::Percent { fraction, digits })
}

fn share_value(fraction: f64) -> Text {
    value(Value::Percent {
        fraction,
        digits: 2,
    })
}

fn claim_text(claim: &ThresholdClaim, threshold: f64) -> Text {
    let thr = || t(threshold_text(threshold, 0));
    match claim {
        ThresholdClaim::Everywhere => {
            msg_with("overhead-claim-everywhere", vec![("threshold", thr())])
        }
        ThresholdClaim::FromOn { tier_us } => msg_with(
            "overhead-claim-from",
            vec![("threshold", thr()), ("tier", t(tier(*tier_us)))],
        ),
        ThresholdClaim::LongestOnly { tier_us } => msg_with(
            "overhead-claim-longest-only",
            vec![("threshold", thr()), ("tier", t(tier(*tier_us)))],
        ),
        ThresholdClaim::Nowhere => msg_with("overhead-claim-nowhere", vec![("threshold", thr())]),
        ThresholdClaim::Scattered { at_or_below, above } => msg_with(
            "overhead-claim-scattered",
            vec![
                ("threshold", thr()),
                ("below", t(tiers(at_or_below))),
                ("above", t(tiers(above))),
                ("has_above", yes_no(Some(!above.is_empty()))),
            ],
        ),
    }
}

/// The subject's share at each tier, withheld tiers named as such.
pub fn shares_text(profile: &OverheadProfile) -> Text {
    Text::List(
        profile
            .shares
            .iter()
            .map(|s| match s.share {
                Some(v) => msg_with(
                    "overhead-share-at",
                    vec![("share", t(share_value(v))), ("tier", t(tier(s.tier_us)))],
                ),
                None => msg_with(
                    "overhead-share-withheld-at",
                    vec![("tier", t(tier(s.tier_us)))],
                ),
            })
            .collect(),
    )
}

/// Which baselines have a lower share, and where; or that none has.
pub fn lower_text(profile: &OverheadProfile) -> Text {
    if profile.lower.is_empty() {
        return msg("overhead-lower-none");
    }
    let items = profile
        .lower
        .iter()
        .map(|(b, list)| {
            let readable = profile.shares.iter().filter(|s| s.share.is_some()).count();
            let id = if list.len() == readable {
                "overhead-lower-item-every"
            } else {
                "overhead-lower-item"
            };
            msg_with(
                id,
                vec![("baseline", t(data(b.clone()))), ("tiers", t(tiers(list)))],
            )
        })
        .collect();
    msg_with("overhead-lower", vec![("items", t(Text::Clauses(items)))])
}

/// Where the share meets the threshold, and the queueing warning when the self-check gives one.
pub fn overhead_claim(p: &OverheadProfile, threshold: f64) -> Text {
    let mut claim = vec![claim_text(&p.claim, threshold)];
    if p.polluted {
        claim.push(msg("overhead-claim-polluted"));
    }
    Text::Clauses(claim)
}

pub fn overhead_text(subject: &str, p: &OverheadProfile, threshold: f64) -> Text {
    msg_with(
        "summary-overhead",
        vec![
            ("concurrency", t(value(Value::Count(p.concurrency)))),
            ("subject", t(data(subject.to_string()))),
            ("shares", t(shares_text(p))),
            ("claim", t(overhead_claim(p, threshold))),
            ("lower", t(lower_text(p))),
        ],
    )
}

fn extreme_args(e: &Extreme) -> Vec<(&'static str, Arg)> {
    vec![
        ("baseline", t(data(e.baseline.clone()))),
        ("factor", t(value(Value::Multiple(e.factor)))),
        ("concurrency", t(value(Value::Count(e.concurrency)))),
        ("tier", t(tier(e.tier_us))),
    ]
}

pub fn extremes_text(subject: &str, e: &Extremes) -> Text {
    let who = || ("subject", t(data(subject.to_string())));
    let lead = match &e.lead {
        Some(x) => {
            let mut args = extreme_args(x);
            args.push(who());
            msg_with("extreme-lead", args)
        }
        None => msg_with("extreme-no-lead", vec![who()]),
    };
    let deficit = match &e.deficit {
        Some(x) => {
            let mut args = extreme_args(x);
            args.push(who());
            msg_with("extreme-deficit", args)
        }
        None => msg_with("extreme-no-deficit", vec![who()]),
    };
    msg_with(
        "summary-extremes",
        vec![("lead", t(lead)), ("deficit", t(deficit))],
    )
}

fn segment_text(s: &Segment, names: &[(&'static str, Arg)]) -> Text {
    let id = match (s.outcome, s.again) {
        (Outcome::BaselineAhead, false) => "pattern-seg-ahead",
        (Outcome::BaselineAhead, true) => "pattern-seg-ahead-again",
        (Outcome::SubjectAhead, false) => "pattern-seg-subject",
        (Outcome::SubjectAhead, true) => "pattern-seg-subject-again",
        (Outcome::NoWinner, _) => "pattern-seg-no-winner",
        (Outcome::NoBand, _) => "pattern-seg-no-band",
        (Outcome::NotCompared, _) => "pattern-seg-not-compared",
    };
    let mut args = names.to_vec();
    args.push(("tiers", t(tiers(&s.tiers_us))));
    msg_with(id, args)
}

/// The message of a pattern's shape, and which of its segments the sentence spells out
/// after the lead clause (the rest of the tiers, so the sentence covers all of them).
fn shape_parts(p: &Pattern) -> (&'static str, Option<f64>, Vec<Segment>) {
    let segments = p.segments();
    match p.shape {
        Shape::AheadEverywhere => ("pattern-ahead-everywhere", None, vec![]),
        Shape::SubjectAheadEverywhere => ("pattern-subject-everywhere", None, vec![]),
        Shape::NeverAhead => ("pattern-never-ahead", None, segments),
        Shape::AheadUpTo { last_ahead_us } => (
            "pattern-ahead-up-to",
            Some(last_ahead_us),
            segments[1..].to_vec(),
        ),
        Shape::AheadFrom { first_ahead_us } => {
            let n = segments.len();
            (
                "pattern-ahead-from",
                Some(first_ahead_us),
                segments[..n - 1].to_vec(),
            )
        }
        Shape::Mixed => ("pattern-mixed", None, segments),
    }
}

pub fn pattern_text(subject: &str, p: &Pattern) -> Text {
    let names = vec![
        ("baseline", t(data(p.baseline.clone()))),
        ("subject", t(data(subject.to_string()))),
    ];
    let (id, boundary, rest) = shape_parts(p);
    let all: Vec<f64> = p.tiers.iter().map(|x| x.tier_us).collect();
    let mut args = names.clone();
    args.push(("concurrency", t(value(Value::Count(p.concurrency)))));
    args.push(("tiers", t(tiers(&all))));
    args.push(("tier", t(boundary.map_or(Text::Empty, tier))));
    let rest = rest.iter().map(|s| segment_text(s, &names)).collect();
    args.push(("rest", t(Text::Clauses(rest))));
    msg_with(id, args)
}

pub fn conclusion_text(c: &Conclusion, threshold: f64) -> Text {
    match c {
        Conclusion::Overhead { subject, profile } => overhead_text(subject, profile, threshold),
        Conclusion::OverheadAllUnreadable { subject } => msg_with(
            "summary-overhead-unreadable",
            vec![("subject", t(data(subject.clone())))],
        ),
        Conclusion::Extremes { subject, extremes } => extremes_text(subject, extremes),
        Conclusion::Pattern { subject, pattern } => pattern_text(subject, pattern),
    }
}

pub fn conclusions(cx: &ReportContext) -> Section {
    let m = cx.model;
    let mut blocks = vec![];
    if m.conclusions.is_empty() {
        blocks.push(Block::Paragraph(msg("conclusions-none")));
    } else {
        blocks.push(Block::Bullets(
            m.conclusions
                .iter()
                .map(|c| conclusion_text(c, m.overhead_threshold))
                .collect(),
        ));
    }
    blocks.push(Block::Note(msg("conclusion-note")));
    blocks.push(Block::Heading(msg("heading-crossings")));
    blocks.push(Block::Table(crossing_table(cx)));
    blocks.push(Block::Heading(msg("heading-patterns")));
    blocks.push(Block::Note(msg("patterns-note")));
    blocks.push(Block::Table(pattern_table(cx)));
    Section {
        id: "conclusions",
        title: msg("section-conclusions"),
        blocks,
    }
}

fn list_or_empty(list: &[f64]) -> Text {
    if list.is_empty() {
        Text::Empty
    } else {
        tiers(list)
    }
}

/// The short name of a pattern's shape, for the table's note column.
fn shape_note(p: &Pattern) -> Text {
    match p.shape {
        Shape::AheadEverywhere => msg("pattern-note-everywhere"),
        Shape::SubjectAheadEverywhere => msg("pattern-note-subject-everywhere"),
        Shape::NeverAhead => msg("pattern-note-never"),
        Shape::AheadUpTo { last_ahead_us } => {
            msg_with("pattern-note-up-to", vec![("tier", t(tier(last_ahead_us)))])
        }
        Shape::AheadFrom { first_ahead_us } => {
            msg_with("pattern-note-from", vec![("tier", t(tier(first_ahead_us)))])
        }
        Shape::Mixed => msg("pattern-note-mixed"),
    }
}

fn pattern_note(p: &Pattern) -> Text {
    let mut parts = vec![shape_note(p)];
    for (outcome, id) in [
        (Outcome::NoBand, "pattern-note-no-band"),
        (Outcome::NotCompared, "pattern-note-not-compared"),
    ] {
        let list = p.tiers_where(outcome);
        if !list.is_empty() {
            parts.push(msg_with(id, vec![("tiers", t(tiers(&list)))]));
        }
    }
    Text::Clauses(parts)
}

/// Verdicts by tier: the table that states exactly what the pattern sentences say.
fn pattern_table(cx: &ReportContext) -> Table {
    let rows = cx
        .model
        .patterns
        .iter()
        .map(|p| {
            vec![
                data(p.baseline.clone()),
                value(Value::Count(p.concurrency)),
                list_or_empty(&p.tiers_where(Outcome::BaselineAhead)),
                list_or_empty(&p.tiers_where(Outcome::NoWinner)),
                list_or_empty(&p.tiers_where(Outcome::SubjectAhead)),
                p.no_longer_ahead_from_us.map_or(Text::Empty, tier),
                pattern_note(p),
            ]
        })
        .collect();
    Table {
        header: vec![
            msg("col-baseline"),
            msg("col-concurrency"),
            msg("col-baseline-ahead-at"),
            msg("col-no-winner-at"),
            msg("col-subject-ahead-at"),
            msg("col-no-longer-ahead-from"),
            msg("col-note"),
        ],
        rows,
    }
}

fn crossing_table(cx: &ReportContext) -> Table {
    let m = cx.model;
    let rows = m
        .crossings
        .iter()
        .map(|r| {
            let over = m.units.iter().any(|u| {
                u.adapter == r.adapter
                    && u.concurrency == r.concurrency
                    && u.readability == Readability::OverSubscribed
            });
            let note = match r.note {
                CrossingNote::Uninterpretable if over => "crossing-note-oversubscribed",
                CrossingNote::Uninterpretable => "crossing-note-negative",
                CrossingNote::Polluted => "crossing-note-polluted",
                CrossingNote::Found => "crossing-note-found",
                CrossingNote::NoneBelow => "crossing-note-none-below",
            };
            vec![
                data(r.adapter.clone()),
                value(Value::Count(r.concurrency)),
                threshold_text(m.overhead_threshold, 2),
                r.first_tier_us.map_or(Text::Empty, tier),
                tiers(&r.tiers_us),
                msg(note),
            ]
        })
        .collect();
    Table {
        header: vec![
            msg("col-scheme"),
            msg("col-concurrency"),
            msg("col-threshold"),
            msg("col-first-tier-below"),
            msg("col-measured-tiers"),
            msg("col-note"),
        ],
        rows,
    }
}
