//! Conclusion sentences, caveats and publication gates, as typed references that the document
//! stage turns into messages (archive-format 3.9, 3.13, 3.12 and report-spec section 7).

use super::crossing::CrossingRow;
use super::relative::{TurningRow, Verdicts};
use super::selfcheck::SelfCheckModel;
use super::units::UnitModel;
use std::collections::BTreeSet;

#[derive(Debug, Clone, PartialEq)]
pub enum Conclusion {
    /// The subject's overhead drops to the threshold at `tier_us` (smallest over readable rows).
    CrossingFound {
        subject: String,
        tier_us: f64,
    },
    /// Readable rows exist, but no measured tier reaches the threshold.
    CrossingMissing {
        subject: String,
        tiers_us: Vec<f64>,
    },
    /// No readable overhead row for the subject.
    OverheadAllUnreadable {
        subject: String,
    },
    /// The subject's largest lead over any baseline, over all concurrencies.
    FavourableBest {
        concurrency: i64,
        tier_us: f64,
        ratio: f64,
        baseline: String,
    },
    TurningFound {
        concurrency: i64,
        tier_us: f64,
        baseline: String,
    },
    TurningMissing {
        concurrency: i64,
        baseline: String,
    },
}

pub fn conclusions(
    subject: &str,
    crossings: &[CrossingRow],
    verdicts: &Verdicts,
    turnings: &[TurningRow],
) -> Vec<Conclusion> {
    let mut out = Vec::new();
    let readable: Vec<&CrossingRow> = crossings
        .iter()
        .filter(|r| r.adapter == subject && r.interpretable())
        .collect();
    let first = readable
        .iter()
        .filter_map(|r| r.first_tier_us)
        .min_by(f64::total_cmp);
    out.push(match first {
        Some(tier_us) => Conclusion::CrossingFound {
            subject: subject.into(),
            tier_us,
        },
        None if !readable.is_empty() => {
            let mut tiers: Vec<f64> = readable.iter().flat_map(|r| r.tiers_us.clone()).collect();
            tiers.sort_by(f64::total_cmp);
            tiers.dedup();
            Conclusion::CrossingMissing {
                subject: subject.into(),
                tiers_us: tiers,
            }
        }
        None => Conclusion::OverheadAllUnreadable {
            subject: subject.into(),
        },
    });
    // Maximum ratio; on ties the first in item order wins (strict comparison).
    let mut best: Option<&super::relative::VerdictItem> = None;
    for item in &verdicts.favourable {
        if best.is_none_or(|b| item.ratio > b.ratio) {
            best = Some(item);
        }
    }
    if let Some(b) = best {
        out.push(Conclusion::FavourableBest {
            concurrency: b.concurrency,
            tier_us: b.tier_us,
            ratio: b.ratio,
            baseline: b.baseline.clone(),
        });
    }
    for t in turnings {
        out.push(match t.first_tier_not_faster_us {
            Some(tier_us) => Conclusion::TurningFound {
                concurrency: t.concurrency,
                tier_us,
                baseline: t.baseline.clone(),
            },
            None => Conclusion::TurningMissing {
                concurrency: t.concurrency,
                baseline: t.baseline.clone(),
            },
        });
    }
    out
}

#[derive(Debug, Clone, PartialEq)]
pub enum Caveat {
    /// A distinct `drive_level` note (archive key or prose).
    MeasuredLayer {
        text: String,
    },
    /// The first ok unit's adapter note, per adapter.
    ScopeNote {
        adapter: String,
        text: String,
        comparable: bool,
    },
    IncompleteUnits {
        count: usize,
        adapters: Vec<String>,
    },
    FailedVerification {
        adapters: Vec<String>,
    },
    /// Overhead contaminated by queueing, as "adapter/concurrency".
    Queueing {
        groups: Vec<String>,
    },
    /// Units with no readable overhead, as "adapter/concurrency".
    Withheld {
        groups: Vec<String>,
    },
    NonGatedSelfCheck {
        count: usize,
    },
    /// This report shows 1/E as throughput, not the stored c/E.
    ThroughputCorrected,
    /// Stored summaries that disagree with the raw rounds.
    SummaryMismatch {
        count: usize,
        max_difference: f64,
    },
    /// Stored `relative` ratios that disagree with the units.
    RelativeMismatch {
        count: usize,
    },
    /// Top-level archive blocks this version does not read (kept in the appendix).
    UnknownBlocks {
        keys: Vec<String>,
    },
}

pub struct CaveatInputs<'a> {
    pub units: &'a [UnitModel],
    pub failed: &'a [super::FailedUnit],
    pub self_check: &'a SelfCheckModel,
    pub summary_mismatches: (usize, f64),
    pub relative_mismatches: usize,
    pub unknown_blocks: Vec<String>,
}

pub fn caveats(inp: CaveatInputs) -> Vec<Caveat> {
    let mut out = Vec::new();
    let levels: BTreeSet<&String> = inp
        .units
        .iter()
        .filter_map(|u| u.drive_level.as_ref())
        .collect();
    out.extend(
        levels
            .into_iter()
            .map(|l| Caveat::MeasuredLayer { text: l.clone() }),
    );
    let mut seen = BTreeSet::new();
    let mut notes: Vec<Caveat> = Vec::new();
    for u in inp.units {
        if seen.insert(u.adapter.clone()) {
            if let Some(text) = &u.notes {
                notes.push(Caveat::ScopeNote {
                    adapter: u.adapter.clone(),
                    text: text.clone(),
                    comparable: u.comparable,
                });
            }
        }
    }
    notes.sort_by(|a, b| adapter_of(a).cmp(adapter_of(b)));
    out.extend(notes);
    if !inp.failed.is_empty() {
        let adapters: BTreeSet<String> = inp.failed.iter().map(|f| f.adapter.clone()).collect();
        out.push(Caveat::IncompleteUnits {
            count: inp.failed.len(),
            adapters: adapters.into_iter().collect(),
        });
    }
    if !inp.self_check.failed_verification.is_empty() {
        out.push(Caveat::FailedVerification {
            adapters: inp.self_check.failed_verification.clone(),
        });
    }
    if !inp.self_check.polluted.is_empty() {
        let groups = inp
            .self_check
            .polluted
            .iter()
            .map(|(a, c)| format!("{a}/{c}"))
            .collect();
        out.push(Caveat::Queueing { groups });
    }
    let withheld: BTreeSet<(String, i64)> = inp
        .units
        .iter()
        .filter(|u| !u.readable())
        .map(|u| (u.adapter.clone(), u.concurrency))
        .collect();
    if !withheld.is_empty() {
        let groups = withheld.iter().map(|(a, c)| format!("{a}/{c}")).collect();
        out.push(Caveat::Withheld { groups });
    }
    if inp.self_check.non_gated_body_checks > 0 {
        out.push(Caveat::NonGatedSelfCheck {
            count: inp.self_check.non_gated_body_checks,
        });
    }
    if !inp.units.is_empty() {
        out.push(Caveat::ThroughputCorrected);
    }
    let (count, max_difference) = inp.summary_mismatches;
    if count > 0 {
        out.push(Caveat::SummaryMismatch {
            count,
            max_difference,
        });
    }
    if inp.relative_mismatches > 0 {
        out.push(Caveat::RelativeMismatch {
            count: inp.relative_mismatches,
        });
    }
    if !inp.unknown_blocks.is_empty() {
        out.push(Caveat::UnknownBlocks {
            keys: inp.unknown_blocks,
        });
    }
    out
}

fn adapter_of(c: &Caveat) -> &str {
    match c {
        Caveat::ScopeNote { adapter, .. } => adapter,
        _ => "",
    }
}

/// A publication gate that failed: the report is still written, with a prominent warning.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Gate {
    NoEnvironment,
    SelfCheckFailed,
    NoSubject,
    NoUnfavourableOrTied,
}

pub fn gates(
    has_environment: bool,
    self_check: &SelfCheckModel,
    has_subject: bool,
    verdicts: &Verdicts,
) -> Vec<Gate> {
    let mut out = Vec::new();
    if !has_environment {
        out.push(Gate::NoEnvironment);
    }
    if self_check.ok == Some(false) {
        out.push(Gate::SelfCheckFailed);
    }
    if !has_subject {
        out.push(Gate::NoSubject);
    }
    if verdicts.unfavourable.is_empty() && verdicts.tied.is_empty() {
        out.push(Gate::NoUnfavourableOrTied);
    }
    out
}
