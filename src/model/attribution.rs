//! Overhead attribution (archive-format 3.10): the four-segment table, where the subject's
//! excess over each baseline falls, and the notes around them.

use crate::archive::{Attribution, AttributionGroup, F64};
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};

/// The four segments of one task's end-to-end, in the order ties are broken.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Segment {
    SubmitSide,
    Handoff,
    Body,
    Return,
}

impl Segment {
    pub const ALL: [Segment; 4] = [
        Segment::SubmitSide,
        Segment::Handoff,
        Segment::Body,
        Segment::Return,
    ];
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AttributionStatus {
    Ok,
    NotMeasured,
    NotProbed,
}

#[derive(Debug, Clone)]
pub struct GroupRow {
    pub adapter: String,
    pub concurrency: i64,
    pub tier_us: Option<f64>,
    /// Medians in [`Segment::ALL`] order, seconds; None unless the group is ok.
    pub segments: Option<[f64; 4]>,
    pub status: String,
    pub reason: Option<String>,
}

#[derive(Debug, Clone)]
pub struct FindingRow {
    pub baseline: String,
    /// Subject end-to-end minus the baseline's, seconds (may be negative).
    pub excess: f64,
    pub dominant: Segment,
    pub dominant_excess: f64,
    /// The most negative segment difference, when any is negative.
    pub most_negative: Option<(Segment, f64)>,
}

#[derive(Debug, Clone)]
pub struct Finding {
    pub tier_us: f64,
    pub concurrency: i64,
    pub rows: Vec<FindingRow>,
    /// The subject's submit-side drill-down, (stored key, seconds) in stored order.
    pub drill: Vec<(String, f64)>,
}

#[derive(Debug, Clone)]
pub struct InstrumentationRow {
    pub adapter: String,
    pub tier_us: f64,
    pub concurrency: i64,
    pub baseline_seconds: f64,
    pub delta_seconds: f64,
}

#[derive(Debug, Clone)]
pub struct OverlapRow {
    pub adapter: String,
    pub tier_us: f64,
    pub concurrency: i64,
    pub ratio: f64,
}

#[derive(Debug, Clone)]
pub struct AttributionModel {
    pub status: AttributionStatus,
    /// Archive note keys (or prose), in order.
    pub notes: Vec<String>,
    pub tiers_us: Vec<f64>,
    pub concurrencies: Vec<i64>,
    pub cores: Option<i64>,
    pub groups: Vec<GroupRow>,
    pub findings: Vec<Finding>,
    pub seals: Vec<String>,
    pub unavailable_seals: Vec<String>,
    pub instrumentation: Vec<InstrumentationRow>,
    pub overlap_note: Option<String>,
    pub overlaps: Vec<OverlapRow>,
}

impl AttributionModel {
    fn not_probed() -> Self {
        AttributionModel {
            status: AttributionStatus::NotProbed,
            notes: vec![],
            tiers_us: vec![],
            concurrencies: vec![],
            cores: None,
            groups: vec![],
            findings: vec![],
            seals: vec![],
            unavailable_seals: vec![],
            instrumentation: vec![],
            overlap_note: None,
            overlaps: vec![],
        }
    }
}

fn segments(g: &AttributionGroup) -> Option<[f64; 4]> {
    let s = g.segments.as_ref()?;
    Some([
        s.submit_side_seconds.get(),
        s.handoff_seconds.get(),
        s.body_seconds.get(),
        s.return_seconds.get(),
    ])
}

pub fn attribution(block: Option<&Attribution>) -> AttributionModel {
    let Some(block) = block else {
        return AttributionModel::not_probed();
    };
    let ok_groups: Vec<&AttributionGroup> = block
        .groups
        .iter()
        .filter(|g| g.status == "ok" && segments(g).is_some())
        .collect();
    let union = |f: fn(&AttributionGroup) -> &Vec<String>| -> Vec<String> {
        let set: BTreeSet<&String> = block.groups.iter().flat_map(f).collect();
        set.into_iter().cloned().collect()
    };
    AttributionModel {
        status: if ok_groups.is_empty() {
            AttributionStatus::NotMeasured
        } else {
            AttributionStatus::Ok
        },
        notes: note_keys(block.note.as_ref()),
        tiers_us: block.tiers_us.iter().map(|t| t.get()).collect(),
        concurrencies: block.concurrencies.clone(),
        cores: block.cores,
        groups: block
            .groups
            .iter()
            .map(|g| GroupRow {
                adapter: g.adapter.clone(),
                concurrency: g.concurrency,
                tier_us: g.tier(),
                segments: if g.status == "ok" { segments(g) } else { None },
                status: g.status.clone(),
                reason: g.reason.clone().filter(|r| !r.is_empty()),
            })
            .collect(),
        findings: findings(&ok_groups),
        seals: union(|g| &g.seals),
        unavailable_seals: union(|g| &g.unavailable_seals),
        instrumentation: instrumentation(&block.groups),
        overlap_note: block
            .groups
            .iter()
            .filter(|g| overlap(g).is_some())
            .find_map(|g| g.drill_overlap.as_ref()?.note.clone())
            .filter(|n| !n.is_empty()),
        overlaps: block
            .groups
            .iter()
            .filter_map(|g| {
                Some(OverlapRow {
                    adapter: g.adapter.clone(),
                    tier_us: g.tier()?,
                    concurrency: g.concurrency,
                    ratio: overlap(g)?,
                })
            })
            .collect(),
    }
}

/// A truthy (non-null, non-zero) overlap ratio.
fn overlap(g: &AttributionGroup) -> Option<f64> {
    g.drill_overlap
        .as_ref()?
        .max_overlap_ratio
        .map(F64::get)
        .filter(|r| *r != 0.0 && !r.is_nan())
}

fn note_keys(note: Option<&Value>) -> Vec<String> {
    match note {
        Some(Value::String(s)) if !s.is_empty() => vec![s.clone()],
        Some(Value::Array(items)) => items
            .iter()
            .filter_map(|v| v.as_str().map(str::to_string))
            .filter(|s| !s.is_empty())
            .collect(),
        _ => vec![],
    }
}

fn instrumentation(groups: &[AttributionGroup]) -> Vec<InstrumentationRow> {
    groups
        .iter()
        .filter_map(|g| {
            let i = g.instrumentation.as_ref()?;
            Some(InstrumentationRow {
                adapter: g.adapter.clone(),
                tier_us: g.tier()?,
                concurrency: g.concurrency,
                baseline_seconds: i.baseline_end_to_end_seconds?.get(),
                delta_seconds: i.delta_seconds?.get(),
            })
        })
        .collect()
}

/// Groups ok rows by (tier, concurrency) and compares the subject with each comparable baseline.
fn findings(ok_groups: &[&AttributionGroup]) -> Vec<Finding> {
    let mut cells: BTreeMap<(u64, i64), Vec<&AttributionGroup>> = BTreeMap::new();
    for g in ok_groups {
        let Some(t) = g.tier() else { continue };
        // Tiers are positive finite floats, so their bit patterns sort like the values.
        cells
            .entry((t.to_bits(), g.concurrency))
            .or_default()
            .push(g);
    }
    let mut out = Vec::new();
    for ((t_bits, c), members) in cells {
        let Some(subject) = members
            .iter()
            .find(|g| g.adapter_tier.as_deref() == Some("under_test"))
        else {
            continue;
        };
        let (Some(s_seg), Some(s_e2e)) = (segments(subject), subject.end_to_end_seconds) else {
            continue;
        };
        let mut others: Vec<&&AttributionGroup> = members
            .iter()
            .filter(|g| {
                g.adapter_tier.as_deref() != Some("under_test") && g.comparable != Some(false)
            })
            .collect();
        others.sort_by(|a, b| a.adapter.cmp(&b.adapter));
        let rows = others
            .into_iter()
            .filter_map(|o| finding_row(s_seg, s_e2e.get(), o))
            .collect();
        let drill = subject
            .drill_down
            .iter()
            .filter_map(|(k, v)| Some((k.clone(), v.as_f64()?)))
            .collect();
        out.push(Finding {
            tier_us: f64::from_bits(t_bits),
            concurrency: c,
            rows,
            drill,
        });
    }
    out
}

fn finding_row(s_seg: [f64; 4], s_e2e: f64, other: &AttributionGroup) -> Option<FindingRow> {
    let o_seg = segments(other)?;
    let o_e2e = other.end_to_end_seconds?.get();
    let diffs: Vec<(Segment, f64)> = Segment::ALL
        .iter()
        .enumerate()
        .map(|(i, s)| (*s, s_seg[i] - o_seg[i]))
        .collect();
    // The largest difference wins; on ties the first in segment order (strict comparison).
    let mut dominant = diffs[0];
    for d in &diffs[1..] {
        if d.1 > dominant.1 {
            dominant = *d;
        }
    }
    let mut most_negative: Option<(Segment, f64)> = None;
    for d in diffs.iter().filter(|d| d.1 < 0.0) {
        if most_negative.is_none_or(|m| d.1 < m.1) {
            most_negative = Some(*d);
        }
    }
    Some(FindingRow {
        baseline: other.adapter.clone(),
        excess: s_e2e - o_e2e,
        dominant: dominant.0,
        dominant_excess: dominant.1,
        most_negative,
    })
}
