//! Per-unit quantities: summaries recomputed from the raw rounds (cross-checked against the
//! stored ones), overhead and its readability, corrected throughput and the band spread.

use super::samples::{self, Excluded, ValidSamples};
use super::stats::{relative_difference, Stats};
use crate::archive::{self, Summary, Unit, F64};

/// Stored and recomputed values may differ by float noise; beyond this relative difference the
/// mismatch is reported as a caveat.
pub const SUMMARY_TOLERANCE: f64 = 1e-9;

/// Why a unit's overhead figure is withheld.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Readability {
    Readable,
    /// Concurrency above the machine's logical cores.
    OverSubscribed,
    /// End-to-end minus body came out negative.
    Negative,
}

/// One successful unit, as every renderer sees it.
#[derive(Debug, Clone)]
pub struct UnitModel {
    /// Position in the archive's `units` array.
    pub index: usize,
    pub adapter: String,
    /// `under_test`, `bare`, `stdlib`, `ecosystem`.
    pub adapter_tier: String,
    pub comparable: bool,
    pub notes: Option<String>,
    pub drive_level: Option<String>,
    pub framework: Option<String>,
    pub concurrency: i64,
    /// Body tier, microseconds.
    pub tier_us: f64,
    pub warmup_rounds: Option<i64>,
    pub measured_rounds: Option<i64>,
    pub pid: Option<i64>,
    pub iterations: Option<i64>,
    pub child_elapsed_seconds: Option<f64>,
    /// End-to-end per task (wall / concurrency per round), seconds.
    pub e2e: Stats,
    /// Every self-reported body sample, seconds.
    pub body: Stats,
    /// Raw round wall times, seconds.
    pub wall: Option<Stats>,
    /// True when the three summaries came from raw rounds, false when only stored ones existed.
    pub recomputed: bool,
    /// E − B, seconds; may be negative.
    pub overhead_seconds_raw: f64,
    pub readability: Readability,
    /// Tasks actually completed per second: 1 / E.
    pub throughput: f64,
    /// The archive's `throughput_per_second` (c / E), kept for the appendix.
    pub throughput_stored: Option<f64>,
    pub overhead_seconds_stored: Option<f64>,
    pub overhead_ratio_stored: Option<f64>,
    /// Relative spread of wall/batch over the valid rounds, for the band; None below the
    /// configured minimum of valid rounds (4 by default).
    pub band_spread: Option<f64>,
    pub body_target_seconds: f64,
    pub body_deviation: Option<f64>,
    pub body_deviation_ok: Option<bool>,
    /// Measured rounds stored in the archive, valid or not.
    pub round_count: usize,
    /// Rounds the statistics use (every value finite and positive, counts as expected).
    pub valid_rounds: usize,
    /// Values left out of the statistics, with where they are and why.
    pub excluded: Vec<Excluded>,
    /// End-to-end per task of each valid round (wall / concurrency), seconds, in round order;
    /// empty when only stored summaries exist.
    pub per_task: Vec<f64>,
    /// The valid body samples of each valid round, seconds, in the same order.
    pub round_bodies: Vec<Vec<f64>>,
}

impl UnitModel {
    pub fn e2e_median(&self) -> f64 {
        self.e2e.median
    }
    pub fn is_subject(&self) -> bool {
        self.adapter_tier == "under_test"
    }
    pub fn readable(&self) -> bool {
        self.readability == Readability::Readable
    }
    /// Overhead in seconds, or None when withheld.
    pub fn overhead_seconds(&self) -> Option<f64> {
        self.readable().then_some(self.overhead_seconds_raw)
    }
    /// Overhead share of end-to-end, or None when withheld.
    pub fn overhead_ratio(&self) -> Option<f64> {
        self.readable()
            .then(|| overhead_ratio(self.e2e.median, self.body.median))
    }
}

/// (E − B) / E, 0 when E is 0.
pub fn overhead_ratio(e: f64, b: f64) -> f64 {
    if e == 0.0 {
        0.0
    } else {
        (e - b) / e
    }
}

/// A stored value that disagrees with its recomputation.
#[derive(Debug, Clone)]
pub struct Mismatch {
    pub adapter: String,
    pub concurrency: i64,
    pub tier_us: f64,
    /// e.g. `absolute.end_to_end_per_task_seconds.p95`
    pub field: String,
    pub stored: f64,
    pub recomputed: f64,
}

/// Largest relative difference seen over all compared fields, and the mismatches.
#[derive(Debug, Clone, Default)]
pub struct CrossCheck {
    pub fields_compared: usize,
    pub max_relative_difference: f64,
    pub mismatches: Vec<Mismatch>,
}

impl CrossCheck {
    pub fn compare(&mut self, unit: &UnitModel, field: String, stored: f64, recomputed: f64) {
        let diff = relative_difference(stored, recomputed);
        self.fields_compared += 1;
        if diff > self.max_relative_difference || diff.is_nan() {
            self.max_relative_difference = diff;
        }
        // A NaN difference (one side NaN) is a mismatch too.
        if diff.is_nan() || diff > SUMMARY_TOLERANCE {
            self.mismatches.push(Mismatch {
                adapter: unit.adapter.clone(),
                concurrency: unit.concurrency,
                tier_us: unit.tier_us,
                field,
                stored,
                recomputed,
            });
        }
    }
}

/// An ok unit whose stored values leave nothing to compute with: every round excluded, or
/// (without rounds) stored summaries that are not finite numbers.
#[derive(Debug, Clone)]
pub struct Unusable {
    pub index: usize,
    pub adapter: String,
    pub concurrency: i64,
    pub tier_us: f64,
    pub total_rounds: usize,
    pub excluded: Vec<Excluded>,
}

/// The statistics of a unit, from its valid raw rounds or, for legacy archives without rounds,
/// from its stored summaries.
struct Measured {
    e2e: Stats,
    body: Stats,
    wall: Option<Stats>,
    recomputed: bool,
    samples: ValidSamples,
}

fn measured(unit: &Unit, c: i64) -> Option<Measured> {
    if let Some(rounds) = unit.rounds.as_deref().filter(|r| !r.is_empty()) {
        let samples = samples::validate(rounds, c);
        let per_task: Vec<f64> = samples.walls.iter().map(|w| w / c as f64).collect();
        return Some(Measured {
            e2e: Stats::of(&per_task)?,
            body: Stats::of(&samples.bodies)?,
            wall: Stats::of(&samples.walls),
            recomputed: true,
            samples,
        });
    }
    let abs = unit.absolute.as_ref()?;
    let e2e = stats_from_summary(&abs.end_to_end_per_task_seconds);
    let body = stats_from_summary(&abs.body_seconds);
    let finite = |s: &Stats| s.median.is_finite() && s.median > 0.0;
    if !finite(&e2e) || !finite(&body) {
        return None;
    }
    Some(Measured {
        e2e,
        body,
        wall: abs.round_wall_seconds.as_ref().map(stats_from_summary),
        recomputed: false,
        samples: ValidSamples::default(),
    })
}

/// Builds the model of an ok unit: `None` for failed units, `Some(Err)` for an ok unit with no
/// usable values. `cores` is the machine's logical core count when the archive states it as an
/// integer.
pub fn unit_model(
    index: usize,
    unit: &Unit,
    cores: Option<i64>,
    min_rounds_for_band: usize,
    check: &mut CrossCheck,
) -> Option<Result<UnitModel, Unusable>> {
    if !unit.is_ok() {
        return None;
    }
    let adapter = unit.adapter.as_ref()?;
    let c = unit.spec.concurrency;
    let Some(m) = measured(unit, c) else {
        let rounds = unit.rounds.as_deref().unwrap_or_default();
        return Some(Err(Unusable {
            index,
            adapter: adapter.name.clone(),
            concurrency: c,
            tier_us: unit.spec.body_tier_us.get(),
            total_rounds: rounds.len(),
            excluded: samples::validate(rounds, c).excluded,
        }));
    };
    let (e2e, body) = (m.e2e, m.body);
    let overhead = e2e.median - body.median;
    let over_subscribed = cores.is_some_and(|k| c > k);
    let readability = if over_subscribed {
        Readability::OverSubscribed
    } else if overhead < 0.0 || overhead.is_nan() {
        Readability::Negative
    } else {
        Readability::Readable
    };
    let target = unit.spec.body_tier_us.get() / 1e6;
    let stored_check = unit.checks.as_ref().and_then(|c| c.body.as_ref());
    let stored = unit.absolute.as_ref();
    let model = UnitModel {
        index,
        adapter: adapter.name.clone(),
        adapter_tier: adapter.tier.clone(),
        comparable: adapter.comparable,
        notes: adapter.notes.clone().filter(|s| !s.is_empty()),
        drive_level: adapter.drive_level.clone().filter(|s| !s.is_empty()),
        framework: unit.spec.framework.clone(),
        concurrency: c,
        tier_us: unit.spec.body_tier_us.get(),
        warmup_rounds: unit.spec.warmup_rounds,
        measured_rounds: unit.spec.measured_rounds,
        pid: unit.process.as_ref().and_then(|p| p.pid),
        iterations: unit.body.as_ref().and_then(|b| b.iterations),
        child_elapsed_seconds: unit.child_elapsed_seconds.map(F64::get),
        e2e,
        body,
        wall: m.wall,
        recomputed: m.recomputed,
        overhead_seconds_raw: overhead,
        readability,
        throughput: if e2e.median == 0.0 {
            0.0
        } else {
            1.0 / e2e.median
        },
        throughput_stored: stored.and_then(|a| a.throughput_per_second).map(F64::get),
        overhead_seconds_stored: stored
            .and_then(|a| a.framework_overhead_seconds)
            .map(F64::get),
        overhead_ratio_stored: stored
            .and_then(|a| a.framework_overhead_ratio)
            .map(F64::get),
        band_spread: band_spread(&m.samples, c, min_rounds_for_band),
        body_target_seconds: target,
        body_deviation: stored_check
            .and_then(|b| b.body_deviation)
            .map(F64::get)
            .filter(|d| d.is_finite())
            .or_else(|| (target > 0.0).then(|| (body.median - target) / target)),
        body_deviation_ok: stored_check.and_then(|b| b.body_deviation_ok),
        round_count: m.samples.total_rounds,
        valid_rounds: m.samples.valid_rounds,
        per_task: m.samples.walls.iter().map(|w| w / c as f64).collect(),
        round_bodies: m.samples.bodies_by_round,
        excluded: m.samples.excluded,
    };
    // Stored summaries include the excluded values, so they are expected to differ; the
    // invalid-samples caveat explains those units instead of a mismatch.
    if m.recomputed && model.excluded.is_empty() {
        if let Some(abs) = stored {
            cross_check(&model, abs, check);
        }
    }
    Some(Ok(model))
}

/// Relative spread of wall/batch over the valid rounds (archive-format 3.7: batch is the
/// concurrency in every valid round); None with fewer than `min_rounds` of them.
fn band_spread(samples: &ValidSamples, c: i64, min_rounds: usize) -> Option<f64> {
    if samples.valid_rounds < min_rounds || samples.valid_rounds == 0 {
        return None;
    }
    let values: Vec<f64> = samples.walls.iter().map(|w| w / c as f64).collect();
    Stats::of(&values).map(|s| s.relative_spread)
}

fn stats_from_summary(s: &Summary) -> Stats {
    Stats {
        n: s.n.max(0) as usize,
        median: s.median.get(),
        mean: s.mean.get(),
        min: s.min.get(),
        max: s.max.get(),
        stdev: s.stdev.get(),
        iqr: s.iqr.get(),
        p50: s.p50.get(),
        p95: s.p95.get(),
        p99: s.p99.get(),
        relative_spread: s.relative_spread.get(),
    }
}

fn cross_check(model: &UnitModel, abs: &archive::Absolute, check: &mut CrossCheck) {
    let pairs = [
        (
            "end_to_end_per_task_seconds",
            Some(&abs.end_to_end_per_task_seconds),
            Some(model.e2e),
        ),
        ("body_seconds", Some(&abs.body_seconds), Some(model.body)),
        (
            "round_wall_seconds",
            abs.round_wall_seconds.as_ref(),
            model.wall,
        ),
    ];
    for (name, stored, ours) in pairs {
        let (Some(stored), Some(ours)) = (stored, ours) else {
            continue;
        };
        let stored = stats_from_summary(stored);
        for ((field, s), (_, r)) in stored.fields().into_iter().zip(ours.fields()) {
            check.compare(model, format!("absolute.{name}.{field}"), s, r);
        }
    }
    if let Some(s) = model.overhead_seconds_stored {
        let field = "absolute.framework_overhead_seconds".to_string();
        check.compare(model, field, s, model.overhead_seconds_raw);
    }
    if let Some(s) = model.overhead_ratio_stored {
        let ours = overhead_ratio(model.e2e.median, model.body.median);
        check.compare(model, "absolute.framework_overhead_ratio".into(), s, ours);
    }
}

/// Units grouped by (scheme, concurrency), each group sorted by ascending tier.
pub fn by_group(units: &[UnitModel]) -> std::collections::BTreeMap<(String, i64), Vec<&UnitModel>> {
    let mut groups: std::collections::BTreeMap<(String, i64), Vec<&UnitModel>> = Default::default();
    for u in units {
        groups
            .entry((u.adapter.clone(), u.concurrency))
            .or_default()
            .push(u);
    }
    for members in groups.values_mut() {
        members.sort_by(|a, b| a.tier_us.total_cmp(&b.tier_us));
    }
    groups
}
