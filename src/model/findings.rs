//! Conclusion sentences, caveats and publication gates, as typed references that the document
//! stage turns into messages (archive-format 3.9, 3.13, 3.12 and report-spec section 7).

use super::headline::{Extremes, OverheadProfile};
use super::pattern::Pattern;
use super::relative::Verdicts;
use super::samples::{Field, Problem};
use super::selfcheck::SelfCheckModel;
use super::units::UnitModel;
use std::collections::BTreeSet;

#[derive(Debug, Clone, PartialEq)]
pub enum Conclusion {
    /// The subject's overhead share at every tier of one concurrency, where it meets the
    /// threshold and which baselines have a lower share.
    Overhead {
        subject: String,
        profile: OverheadProfile,
    },
    /// No readable overhead figure of the subject at any concurrency.
    OverheadAllUnreadable { subject: String },
    /// The largest lead and the largest deficit of the subject, side by side.
    Extremes { subject: String, extremes: Extremes },
    /// One baseline's verdicts over the tiers of one concurrency.
    Pattern { subject: String, pattern: Pattern },
}

/// The conclusion bullets, in order: the overhead headline per readable concurrency, the
/// symmetric lead/deficit headline, then one pattern per (baseline, concurrency).
pub fn conclusions(
    subject: &str,
    profiles: &[OverheadProfile],
    extremes: &Extremes,
    patterns: &[Pattern],
) -> Vec<Conclusion> {
    let mut out: Vec<Conclusion> = profiles
        .iter()
        .map(|p| Conclusion::Overhead {
            subject: subject.into(),
            profile: p.clone(),
        })
        .collect();
    if out.is_empty() {
        out.push(Conclusion::OverheadAllUnreadable {
            subject: subject.into(),
        });
    }
    out.push(Conclusion::Extremes {
        subject: subject.into(),
        extremes: extremes.clone(),
    });
    out.extend(patterns.iter().map(|p| Conclusion::Pattern {
        subject: subject.into(),
        pattern: p.clone(),
    }));
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
    /// The run stopped before every planned unit was measured (`run.complete` false):
    /// `present` units are in the archive, of `planned` when the archive says.
    UnfinishedRun {
        present: usize,
        planned: Option<i64>,
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
    /// Units with no readable overhead, by scheme and concurrency.
    Withheld {
        groups: Vec<WithheldGroup>,
    },
    NonGatedSelfCheck {
        count: usize,
    },
    /// This report shows 1/E as throughput, not the stored c/E.
    ThroughputCorrected,
    /// The conclusions state each baseline's verdict at every tier, band included, in place
    /// of the harness's turning point (first tier with a raw ratio ≥ 1).
    PatternsCorrected,
    /// Values left out of the statistics (NaN, infinite, not positive, wrong counts).
    InvalidSamples {
        count: usize,
        /// The first few, in unit then round order; Appendix A lists all of them.
        examples: Vec<ExcludedSample>,
    },
    /// Comparisons whose 95% interval disagrees with their band verdict, as
    /// (baseline, concurrency, tier µs).
    IntervalDisagreements {
        cells: Vec<(String, i64, f64)>,
    },
    /// No-winner comparisons that could not have detected a 5% difference.
    TooNoisy {
        cells: Vec<(String, i64, f64)>,
    },
    /// Units whose valid rounds are too few for a noise band: their comparisons get no verdict.
    TooFewValidRounds {
        units: Vec<ShortUnit>,
        needed: usize,
    },
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

/// An excluded value with the unit it belongs to.
#[derive(Debug, Clone, PartialEq)]
pub struct ExcludedSample {
    pub adapter: String,
    pub concurrency: i64,
    pub tier_us: f64,
    /// The round's stored number, else its position in `rounds`.
    pub round: i64,
    pub field: Field,
    pub value: f64,
    pub problem: Problem,
}

/// A unit with fewer valid rounds than a band needs.
#[derive(Debug, Clone, PartialEq)]
pub struct ShortUnit {
    pub adapter: String,
    pub concurrency: i64,
    pub tier_us: f64,
    pub valid: usize,
    pub total: usize,
}

/// How many excluded values the caveat names; the appendix lists every one.
pub const CAVEAT_EXAMPLES: usize = 10;

pub struct CaveatInputs<'a> {
    /// `Some(units in the archive, planned units)` when `run.complete` is false.
    pub unfinished: Option<(usize, Option<i64>)>,
    pub units: &'a [UnitModel],
    pub failed: &'a [super::FailedUnit],
    pub self_check: &'a SelfCheckModel,
    pub summary_mismatches: (usize, f64),
    pub relative_mismatches: usize,
    pub unknown_blocks: Vec<String>,
    /// Every excluded value of the run, in unit then round order.
    pub excluded: &'a [ExcludedSample],
    pub min_rounds_for_band: usize,
    pub uncertainty: &'a super::uncertainty::Uncertainty,
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
    if let Some((present, planned)) = inp.unfinished {
        out.push(Caveat::UnfinishedRun { present, planned });
    }
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
    let groups = withheld_groups(inp.units);
    if !groups.is_empty() {
        out.push(Caveat::Withheld { groups });
    }
    if inp.self_check.non_gated_body_checks > 0 {
        out.push(Caveat::NonGatedSelfCheck {
            count: inp.self_check.non_gated_body_checks,
        });
    }
    if !inp.excluded.is_empty() {
        out.push(Caveat::InvalidSamples {
            count: inp.excluded.len(),
            examples: inp.excluded.iter().take(CAVEAT_EXAMPLES).cloned().collect(),
        });
    }
    let short: Vec<ShortUnit> = inp
        .units
        .iter()
        .filter(|u| u.round_count > 0 && u.band_spread.is_none())
        .map(|u| ShortUnit {
            adapter: u.adapter.clone(),
            concurrency: u.concurrency,
            tier_us: u.tier_us,
            valid: u.valid_rounds,
            total: u.round_count,
        })
        .collect();
    if !short.is_empty() {
        out.push(Caveat::TooFewValidRounds {
            units: short,
            needed: inp.min_rounds_for_band,
        });
    }
    let key =
        |s: &&super::uncertainty::ComparisonStats| (s.baseline.clone(), s.concurrency, s.tier_us);
    let disagree: Vec<_> = inp.uncertainty.disagreements().iter().map(key).collect();
    if !disagree.is_empty() {
        out.push(Caveat::IntervalDisagreements { cells: disagree });
    }
    let noisy: Vec<_> = inp.uncertainty.too_noisy().iter().map(key).collect();
    if !noisy.is_empty() {
        out.push(Caveat::TooNoisy { cells: noisy });
    }
    if !inp.units.is_empty() {
        out.push(Caveat::ThroughputCorrected);
        out.push(Caveat::PatternsCorrected);
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

/// One scheme at one concurrency with no overhead figure at some of its tiers.
#[derive(Debug, Clone, PartialEq)]
pub struct WithheldGroup {
    /// "adapter/concurrency".
    pub group: String,
    /// The withheld tiers (µs, ascending) when the group has readable ones too; `None` when
    /// no tier of the group is readable, so the group is named whole.
    pub tiers_us: Option<Vec<f64>>,
}

/// Every scheme/concurrency group with a withheld unit, in scheme then concurrency order,
/// naming the tiers whenever the group is only partly withheld: a group named whole must
/// have no overhead figure at all in the table.
fn withheld_groups(units: &[UnitModel]) -> Vec<WithheldGroup> {
    let keys: BTreeSet<(&str, i64)> = units
        .iter()
        .filter(|u| !u.readable())
        .map(|u| (u.adapter.as_str(), u.concurrency))
        .collect();
    keys.into_iter()
        .map(|(adapter, concurrency)| {
            let group: Vec<&UnitModel> = units
                .iter()
                .filter(|u| u.adapter == adapter && u.concurrency == concurrency)
                .collect();
            let mut withheld: Vec<f64> = group
                .iter()
                .filter(|u| !u.readable())
                .map(|u| u.tier_us)
                .collect();
            withheld.sort_by(f64::total_cmp);
            withheld.dedup();
            let whole = group.iter().all(|u| !u.readable());
            WithheldGroup {
                group: format!("{adapter}/{concurrency}"),
                tiers_us: (!whole).then_some(withheld),
            }
        })
        .collect()
}
