//! Stage 2, model: pure functions from an [`Archive`] to a [`RunModel`] of numbers, enums and
//! archive strings (message keys or data). No I/O, no formatting, no words for people.

pub mod attribution;
pub mod crossing;
pub mod environment;
pub mod findings;
pub mod headline;
pub mod pattern;
pub mod relative;
pub mod samples;
pub mod selfcheck;
pub mod semantics;
pub mod stats;
pub mod uncertainty;
pub mod units;

use crate::archive::{Archive, F64};
pub use crate::config::Thresholds;
pub use attribution::AttributionModel;
pub use crossing::CrossingRow;
pub use environment::EnvModel;
pub use findings::{Caveat, Conclusion, Gate};
pub use headline::{Extremes, OverheadProfile};
pub use pattern::Pattern;
pub use relative::{ComparisonCell, Verdicts};
pub use selfcheck::SelfCheckModel;
pub use semantics::SemanticsModel;
use std::collections::BTreeMap;
pub use units::{CrossCheck, UnitModel};

/// A unit that gives no numbers: its child process failed, or every stored value of it is
/// unusable (see [`samples`]).
#[derive(Debug, Clone)]
pub struct FailedUnit {
    pub index: usize,
    pub adapter: String,
    pub concurrency: i64,
    pub tier_us: f64,
    pub status: String,
    pub error: Option<String>,
    pub stderr: Option<String>,
    /// Set for an `ok` unit none of whose rounds is valid: how many rounds it stored.
    pub no_valid_rounds: Option<usize>,
}

/// One measured round, as stored (for Appendix B).
#[derive(Debug, Clone)]
pub struct RawRound {
    pub round: Option<i64>,
    pub batch: i64,
    /// Seconds.
    pub wall_seconds: f64,
    /// Seconds, one per task, in stored order.
    pub body_seconds: Vec<f64>,
}

/// Run-level facts.
#[derive(Debug, Clone)]
pub struct RunFacts {
    pub started_at_epoch: Option<f64>,
    pub wall_seconds: Option<f64>,
    pub warmup_rounds: Vec<i64>,
    pub measured_rounds: Vec<i64>,
    pub unit_count: usize,
    pub failed_unit_count: usize,
    /// Archive key or prose.
    pub absolute_note: Option<String>,
}

/// Everything the reports of one archive say, in numbers.
#[derive(Debug, Clone)]
pub struct RunModel {
    pub run: RunFacts,
    /// The overhead crossing threshold in force (fraction).
    pub overhead_threshold: f64,
    /// The fewest valid rounds a unit needs for a noise band.
    pub min_rounds_for_band: usize,
    /// The subject adapter's name (`adapter.tier == "under_test"`), if any ok unit has it.
    pub subject: Option<String>,
    /// The measured product's name from the matrix specifier (`zoo-framework==0.8.0` →
    /// `zoo-framework`), when the units name one.
    pub product: Option<String>,
    /// Subject first, then baselines by name.
    pub schemes: Vec<String>,
    pub concurrencies: Vec<i64>,
    /// Ascending, microseconds.
    pub tiers_us: Vec<f64>,
    pub logical_cores: Option<i64>,
    /// Ok units in archive order.
    pub units: Vec<UnitModel>,
    pub failed: Vec<FailedUnit>,
    pub environment: EnvModel,
    pub comparisons: Vec<ComparisonCell>,
    pub verdicts: Verdicts,
    /// Intervals, tests and detectable differences of every comparison and share.
    pub uncertainty: uncertainty::Uncertainty,
    pub crossings: Vec<CrossingRow>,
    /// Every baseline's verdicts over the tiers of each concurrency.
    pub patterns: Vec<Pattern>,
    /// The subject's overhead share per readable concurrency, ascending.
    pub profiles: Vec<OverheadProfile>,
    pub extremes: Extremes,
    pub conclusions: Vec<Conclusion>,
    /// Every value left out of the statistics, in unit then round order.
    pub excluded: Vec<findings::ExcludedSample>,
    pub attribution: AttributionModel,
    pub semantics: SemanticsModel,
    pub self_check: SelfCheckModel,
    pub caveats: Vec<Caveat>,
    pub gates: Vec<Gate>,
    pub summary_check: CrossCheck,
    /// Largest relative difference between stored and recomputed `relative` ratios.
    pub relative_max_difference: f64,
    /// Fields the reader kept but does not model, as (JSON path, compact JSON).
    pub unknown_fields: Vec<(String, String)>,
    /// Raw rounds per archive unit index (empty for failed units or units without rounds).
    pub raw_rounds: Vec<Vec<RawRound>>,
}

/// A unit whose raw rounds Appendix B lists: its archive index and key.
#[derive(Debug, Clone, Copy)]
pub struct RawUnit<'a> {
    pub index: usize,
    pub adapter: &'a str,
    pub concurrency: i64,
    pub tier_us: f64,
}

impl RunModel {
    /// The units Appendix B lists, in archive order: every modelled unit, and every failed
    /// one that has no valid round (its raw values are kept there too).
    pub fn raw_units(&self) -> Vec<RawUnit<'_>> {
        let mut listed: Vec<RawUnit> = self
            .units
            .iter()
            .map(|u| RawUnit {
                index: u.index,
                adapter: &u.adapter,
                concurrency: u.concurrency,
                tier_us: u.tier_us,
            })
            .chain(
                self.failed
                    .iter()
                    .filter(|f| f.no_valid_rounds.is_some())
                    .map(|f| RawUnit {
                        index: f.index,
                        adapter: &f.adapter,
                        concurrency: f.concurrency,
                        tier_us: f.tier_us,
                    }),
            )
            .collect();
        listed.sort_by_key(|u| u.index);
        listed
    }

    /// The raw rounds of the unit at archive index `index` (none for a unit without any).
    pub fn rounds_of(&self, index: usize) -> &[RawRound] {
        self.raw_rounds.get(index).map_or(&[], Vec::as_slice)
    }

    pub fn unit(&self, adapter: &str, c: i64, tier_us: f64) -> Option<&UnitModel> {
        self.units
            .iter()
            .find(|u| u.adapter == adapter && u.concurrency == c && u.tier_us == tier_us)
    }
    /// The concurrency every output quotes first (report headline, deck bars and hero): the
    /// lowest at which the subject's overhead is readable, else the subject's lowest, else
    /// the run's lowest.
    pub fn reference_concurrency(&self) -> Option<i64> {
        self.profiles
            .first()
            .map(|p| p.concurrency)
            .or_else(|| {
                let subject = self.subject.as_deref()?;
                self.units
                    .iter()
                    .filter(|u| u.adapter == subject)
                    .map(|u| u.concurrency)
                    .min()
            })
            .or_else(|| self.concurrencies.first().copied())
    }

    /// Every tier measured at each concurrency (by any scheme), ascending.
    pub fn tiers_by_concurrency(&self) -> BTreeMap<i64, Vec<f64>> {
        tiers_by_concurrency(&self.units, &self.failed)
    }

    /// (concurrency, tier) pairs that have at least one ok unit, sorted.
    pub fn cells(&self) -> Vec<(i64, f64)> {
        let mut cells: Vec<(i64, f64)> = self
            .units
            .iter()
            .map(|u| (u.concurrency, u.tier_us))
            .collect();
        cells.sort_by(|a, b| a.0.cmp(&b.0).then(a.1.total_cmp(&b.1)));
        cells.dedup();
        cells
    }
}

/// Builds the model of one archive with the project's thresholds.
pub fn build(archive: &Archive, thresholds: &Thresholds) -> RunModel {
    let cores = selfcheck::logical_cores(archive);
    let mut summary_check = CrossCheck::default();
    let mut units: Vec<UnitModel> = Vec::new();
    let mut unusable: Vec<units::Unusable> = Vec::new();
    for (i, u) in archive.units.iter().enumerate() {
        let min_rounds = thresholds.min_rounds_for_band;
        match units::unit_model(i, u, cores, min_rounds, &mut summary_check) {
            Some(Ok(m)) => units.push(m),
            Some(Err(bad)) => unusable.push(bad),
            None => {}
        }
    }
    let excluded = excluded_samples(&units, &unusable);
    let failed = failed_units(archive, &unusable);
    let subject = subject_name(&units);
    let schemes = schemes(&units, subject.as_deref());
    let self_check = selfcheck::self_check(archive, &units);
    let comparisons = subject
        .as_deref()
        .map(|s| relative::comparisons(&units, s))
        .unwrap_or_default();
    let verdicts = subject
        .as_deref()
        .map(|s| relative::verdicts(&comparisons, &units, s))
        .unwrap_or_default();
    let uncertainty = subject
        .as_deref()
        .map(|s| uncertainty::uncertainty(&comparisons, &units, s, &verdicts))
        .unwrap_or_default();
    let patterns = pattern::patterns(&verdicts, &tiers_by_concurrency(&units, &failed));
    let crossings = crossing::crossings(&units, &self_check.polluted, thresholds.overhead_share);
    let profiles = subject
        .as_deref()
        .map(|s| {
            headline::overhead_profiles(&units, s, thresholds.overhead_share, &self_check.polluted)
        })
        .unwrap_or_default();
    let extremes = headline::extremes(&verdicts);
    let conclusions = subject
        .as_deref()
        .map(|s| findings::conclusions(s, &profiles, &extremes, &patterns))
        .unwrap_or_default();
    let (relative_max_difference, relative_mismatches) = archive
        .relative
        .as_ref()
        .map(|r| relative::cross_check_stored(&comparisons, r, units::SUMMARY_TOLERANCE))
        .unwrap_or((0.0, 0));
    let unknown_blocks: Vec<String> = archive.extra.keys().cloned().collect();
    let unfinished = (archive.run.complete == Some(false))
        .then_some((archive.units.len(), archive.run.planned_unit_count));
    let caveats = findings::caveats(findings::CaveatInputs {
        unfinished,
        units: &units,
        failed: &failed,
        self_check: &self_check,
        summary_mismatches: (
            summary_check.mismatches.len(),
            summary_check.max_relative_difference,
        ),
        relative_mismatches,
        unknown_blocks,
        excluded: &excluded,
        min_rounds_for_band: thresholds.min_rounds_for_band,
        uncertainty: &uncertainty,
    });
    let environment = environment::environment(archive);
    let gates = findings::gates(
        environment.present,
        &self_check,
        subject.is_some(),
        &verdicts,
    );
    RunModel {
        run: run_facts(archive),
        overhead_threshold: thresholds.overhead_share,
        min_rounds_for_band: thresholds.min_rounds_for_band,
        concurrencies: sorted_dedup(units.iter().map(|u| u.concurrency)),
        tiers_us: sorted_tiers(units.iter().map(|u| u.tier_us)),
        product: archive
            .units
            .iter()
            .find_map(|u| u.spec.framework.as_deref().and_then(product_name)),
        subject,
        schemes,
        logical_cores: cores,
        failed,
        environment,
        comparisons,
        verdicts,
        uncertainty,
        crossings,
        patterns,
        profiles,
        extremes,
        conclusions,
        excluded,
        attribution: attribution::attribution(archive.attribution.as_ref()),
        semantics: semantics::semantics(archive.semantics.as_ref()),
        self_check,
        caveats,
        gates,
        summary_check,
        relative_max_difference,
        unknown_fields: crate::archive::unknown_fields(archive),
        raw_rounds: archive.units.iter().map(raw_rounds).collect(),
        units,
    }
}

fn raw_rounds(unit: &crate::archive::Unit) -> Vec<RawRound> {
    unit.rounds
        .iter()
        .flatten()
        .map(|r| RawRound {
            round: r.round,
            batch: r.batch,
            wall_seconds: r.wall_seconds.get(),
            body_seconds: r.body_seconds.iter().map(|b| b.get()).collect(),
        })
        .collect()
}

fn run_facts(archive: &Archive) -> RunFacts {
    let r = &archive.run;
    RunFacts {
        started_at_epoch: r.started_at_epoch.map(F64::get),
        wall_seconds: r.wall_seconds.map(F64::get),
        warmup_rounds: r.warmup_rounds.clone(),
        measured_rounds: r.measured_rounds.clone(),
        unit_count: archive.units.len(),
        failed_unit_count: archive.units.iter().filter(|u| !u.is_ok()).count(),
        absolute_note: r.absolute_note.clone().filter(|s| !s.is_empty()),
    }
}

/// Failed units and ok units without a single usable value, in archive order.
fn failed_units(archive: &Archive, unusable: &[units::Unusable]) -> Vec<FailedUnit> {
    let mut out: Vec<FailedUnit> = archive
        .units
        .iter()
        .enumerate()
        .filter(|(_, u)| !u.is_ok())
        .map(|(index, u)| FailedUnit {
            index,
            adapter: u.spec.adapter.clone(),
            concurrency: u.spec.concurrency,
            tier_us: u.spec.body_tier_us.get(),
            status: u.status.clone(),
            error: u.error.clone(),
            stderr: u.stderr.clone(),
            no_valid_rounds: None,
        })
        .collect();
    out.extend(unusable.iter().map(|u| FailedUnit {
        index: u.index,
        adapter: u.adapter.clone(),
        concurrency: u.concurrency,
        tier_us: u.tier_us,
        status: archive.units[u.index].status.clone(),
        error: None,
        stderr: None,
        no_valid_rounds: Some(u.total_rounds),
    }));
    out.sort_by_key(|f| f.index);
    out
}

/// Every excluded value, usable units and unusable ones alike, in archive unit order.
fn excluded_samples(
    units: &[UnitModel],
    unusable: &[units::Unusable],
) -> Vec<findings::ExcludedSample> {
    let mut all: Vec<(usize, findings::ExcludedSample)> = Vec::new();
    let mut add = |index, adapter: &str, c, tier_us, list: &[samples::Excluded]| {
        all.extend(list.iter().map(|e| {
            (
                index,
                findings::ExcludedSample {
                    adapter: adapter.to_string(),
                    concurrency: c,
                    tier_us,
                    round: e.round.unwrap_or(e.position as i64),
                    field: e.field,
                    value: e.value,
                    problem: e.problem,
                },
            )
        }));
    };
    for u in units {
        add(u.index, &u.adapter, u.concurrency, u.tier_us, &u.excluded);
    }
    for u in unusable {
        add(u.index, &u.adapter, u.concurrency, u.tier_us, &u.excluded);
    }
    // Stable: within a unit the exclusions keep their round order.
    all.sort_by_key(|(index, _)| *index);
    all.into_iter().map(|(_, e)| e).collect()
}

/// Tiers per concurrency over every unit of the matrix, failed ones included: a tier that was
/// attempted counts as measured, so "every measured tier" cannot skip it.
fn tiers_by_concurrency(units: &[UnitModel], failed: &[FailedUnit]) -> BTreeMap<i64, Vec<f64>> {
    let mut out: BTreeMap<i64, Vec<f64>> = BTreeMap::new();
    let cells = units
        .iter()
        .map(|u| (u.concurrency, u.tier_us))
        .chain(failed.iter().map(|f| (f.concurrency, f.tier_us)));
    for (c, t) in cells {
        out.entry(c).or_default().push(t);
    }
    for tiers in out.values_mut() {
        tiers.sort_by(f64::total_cmp);
        tiers.dedup();
    }
    out
}

/// The product name of a matrix specifier: `name==version`, `name @ git+URL@ref`, or
/// `git+URL@ref` (the URL's last segment without `.git`).
pub fn product_name(spec: &str) -> Option<String> {
    let spec = spec.trim();
    let name = if let Some((name, _)) = spec.split_once("==") {
        name
    } else if let Some((name, _)) = spec.split_once(" @ ") {
        name
    } else if let Some(url) = spec.strip_prefix("git+") {
        let path = url.rsplit_once('@').map_or(url, |(p, _)| p);
        path.rsplit('/')
            .next()
            .unwrap_or(path)
            .trim_end_matches(".git")
    } else {
        spec
    };
    let name = name.trim();
    (!name.is_empty()).then(|| name.to_string())
}

fn subject_name(units: &[UnitModel]) -> Option<String> {
    let mut names: Vec<&String> = units
        .iter()
        .filter(|u| u.is_subject())
        .map(|u| &u.adapter)
        .collect();
    names.sort();
    names.first().map(|s| s.to_string())
}

fn schemes(units: &[UnitModel], subject: Option<&str>) -> Vec<String> {
    let mut names: Vec<String> = units.iter().map(|u| u.adapter.clone()).collect();
    names.sort();
    names.dedup();
    if let Some(s) = subject {
        names.retain(|n| n != s);
        names.insert(0, s.to_string());
    }
    names
}

fn sorted_dedup(it: impl Iterator<Item = i64>) -> Vec<i64> {
    let mut v: Vec<i64> = it.collect();
    v.sort();
    v.dedup();
    v
}

fn sorted_tiers(it: impl Iterator<Item = f64>) -> Vec<f64> {
    let mut v: Vec<f64> = it.collect();
    v.sort_by(f64::total_cmp);
    v.dedup();
    v
}
